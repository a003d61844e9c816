# ruff: noqa: E501
"""Held-out set holdout40, domain terminal: 22 tmux shell trajectories (11 with one contradiction).

Each trajectory is a shell session in a tmux pane (``Pane``): the action is the keystrokes sent, the
observation the prompt line with the command, its output and the next prompt. Run from the repository
root with ``python3 -m tests.decoherence.independent.holdout40_parts.terminal.make``; it writes
``terminal_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise simulator of a Linux terminal running in a tmux pane. Given the session so far and the keystrokes the agent sends next, predict the exact terminal screen that results.

## Task Definition

Given:
1. **Historical Context**: the earlier turns of this terminal session (actions and screens)
2. **Current Terminal State**: the visible screen, including the prompt and prior output
3. **User Action**: a JSON array of `{"keystrokes": ..., "duration": ...}` objects sent to the pane

Predict the **next terminal state** after all keystrokes are executed and `duration` seconds have passed.

# Environment Management

The terminal state is the visible screen buffer, the prompt (`user@host:/path$` or `[user@host dir]#`), and implicit state inferred from history: working directory, environment variables, files, users and groups, running processes and their PIDs, remote resources (clusters, buckets, registries, directories) the commands talk to.

Track across turns:
- **Working Directory**: changed by `cd`, reflected in the prompt
- **Environment Variables**: set by `export` or `VAR=value`
- **File System and Remote State**: things created, modified, renamed or deleted by earlier commands
- **Process State**: background jobs, services, their PIDs and start times
- **Time**: clocks, timestamps, ages and counters move forward plausibly between turns

# Environment Execution

- Keystrokes ending in a newline execute; `C-c`, `C-d`, `C-z`, `C-l` are control keys; `""` with a duration waits.
- Commands with side effects (`useradd`, `rm`, `mv`, uploads, deletes, renames, policy changes) must be reflected by every later command that can observe them.
- Output must follow the real tool: its table layout, column headers, units, JSON shape, progress lines and error messages.
- Generate realistic errors for missing files, unknown commands, permission problems and failed API calls.

# Key Principles

- **Format**: prompt matches the established pattern; the command is echoed on the prompt line; spacing and line breaks match the real program.
- **Factuality**: options and output are correct for the tool and version in use; ids, sizes, dates and permissions are plausible.
- **Consistency**: no conflict with anything an earlier turn showed or did: identifiers, values that were set, objects created or deleted, counts and totals, time order.
- **Realism**: numbers, timestamps and live data evolve the way a real system would.
- **Quality**: full output, not truncated without reason; the screen is about 40 lines, older output scrolls off.

# Output

Reply with the terminal screen after **Environment Observation:**: the prompt line with the command as typed, the command's output, and the new prompt when the command has finished."""


def _wait(p: Pane, cmd: str, out: str, duration: float) -> tuple[str, str]:
    """A long command whose output is captured after a longer wait."""
    return p.run(cmd, out, duration=duration)


def hx(seed: str, n: int = 64) -> str:
    """A fixed hex string (digest, id) derived from a seed."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def _dumps(obj: object) -> str:
    """JSON as the AWS CLI prints it (4-space indent)."""
    return json.dumps(obj, indent=4)


# doctl databases: clean
def t01(rs: RowSet) -> None:
    p = Pane("deploy", "ops-bastion", "/home/deploy")
    state = "Last login: Tue May 14 09:02:11 2024 from 10.8.0.14\n" + p.prompt
    cid = "9cc10173-e9ea-4176-9dbc-a4cee4c4ff30"
    host = "pg-orders-prod-do-user-1482211-0.b.db.ondigitalocean.com"
    turns = [
        p.run("doctl databases list", """ID                                      Name              Engine    Version    Number of Nodes    Region    Status    Size              URI                                                                                                         Created
9cc10173-e9ea-4176-9dbc-a4cee4c4ff30    pg-orders-prod    pg        16         2                  nyc3      online    db-s-2vcpu-4gb    postgresql://doadmin:******@pg-orders-prod-do-user-1482211-0.b.db.ondigitalocean.com:25060/defaultdb?sslmode=require    2023-11-02 14:21:07 +0000 UTC
3f6d2a51-8b0e-4c1f-a7d2-5e9b0c4f1a88    redis-sessions    redis     7          1                  nyc3      online    db-s-1vcpu-2gb    rediss://default:******@redis-sessions-do-user-1482211-0.b.db.ondigitalocean.com:25061                      2024-01-19 08:44:52 +0000 UTC
b81e4a07-2d3c-4f59-9e61-0c7a2d4f8e13    mysql-legacy      mysql     8          1                  sfo3      online    db-s-1vcpu-1gb    mysql://doadmin:******@mysql-legacy-do-user-1482211-0.c.db.ondigitalocean.com:25060/defaultdb?ssl-mode=REQUIRED      2021-06-30 17:03:29 +0000 UTC""", duration=3.0),
        p.run(f"doctl databases db list {cid}", """Name
defaultdb
orders
orders_archive""", duration=2.0),
        p.run(f"doctl databases db create {cid} reporting", """Name
reporting""", duration=3.0),
        p.run(f"doctl databases user create {cid} report_ro", """Name         Role      Password
report_ro    normal    AVNS_q3Jx8Lk2Vd0TnR7wYpZ""", duration=3.0),
        p.run(f"doctl databases pool create {cid} reporting-pool --db reporting --mode transaction --size 10 --user report_ro", f"""User         Name              Size    Database     Mode           URI
report_ro    reporting-pool    10      reporting    transaction    postgresql://report_ro:AVNS_q3Jx8Lk2Vd0TnR7wYpZ@{host}:25061/reporting-pool?sslmode=require""", duration=3.0),
        p.run(f"doctl databases pool list {cid}", f"""User          Name              Size    Database     Mode           URI
orders_app    orders-pool       20      orders       transaction    postgresql://orders_app:AVNS_Wm4cR8tLp1eXs6Hq0Zb@{host}:25061/orders-pool?sslmode=require
report_ro     reporting-pool    10      reporting    transaction    postgresql://report_ro:AVNS_q3Jx8Lk2Vd0TnR7wYpZ@{host}:25061/reporting-pool?sslmode=require""", duration=2.0),
        p.run(f"doctl databases user list {cid}", """Name          Role       Password
doadmin       primary    AVNS_7Hk2pQeVx9LmT3sRd1Y
orders_app    normal     AVNS_Wm4cR8tLp1eXs6Hq0Zb
report_ro     normal     AVNS_q3Jx8Lk2Vd0TnR7wYpZ""", duration=2.0),
        p.run(f"doctl databases db list {cid}", """Name
defaultdb
orders
orders_archive
reporting""", duration=2.0),
        p.run(f"doctl databases firewalls append {cid} --rule ip_addr:203.0.113.24", f"""UUID                                    ClusterUUID                             Type       Value                                   Created At
6b2e91d4-0c7f-4a35-8e1b-f4d2c9a07e31    {cid}    k8s        2d41c7e0-93fa-4b8e-a2d6-71c05e9f3b18    2023-11-02 14:38:55 +0000 UTC
a40f3c18-5d92-4e67-b1c3-0e8a7f2d6b59    {cid}    tag        app-orders                              2023-11-02 14:38:55 +0000 UTC
e7c5b2a0-1f48-4d9e-9a36-c2b8e04f71d3    {cid}    ip_addr    198.51.100.77                           2024-02-21 10:12:40 +0000 UTC
0d8f4e63-b7a1-4c2c-95e0-3a6d1b9c48f7    {cid}    ip_addr    203.0.113.24                            2024-05-14 09:17:26 +0000 UTC""", duration=3.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-01", system=SYSTEM, turns=turns, state=state)


# kopia: bad
def t02(rs: RowSet) -> None:
    p = Pane("root", "files-01", "/root")
    state = p.prompt
    list_before = """root@files-01:/srv/share
  2024-05-10 02:00:07 CEST k3a91f0c27d84e5b6a1c0f9e2d7b4a83c 48.2 GB drwxr-xr-x files:18304 dirs:1422 (latest-4,daily-4)
  2024-05-11 02:00:05 CEST k8f2d6b1e0a9c4737d5e1f2a0b8c6d941 48.3 GB drwxr-xr-x files:18317 dirs:1422 (latest-3,daily-3)
  2024-05-12 02:00:06 CEST kc47e0d93b1f25a86e3d0c7b9a14f2e68 48.3 GB drwxr-xr-x files:18322 dirs:1423 (latest-2,daily-2,weekly-2)
  2024-05-13 02:00:04 CEST k19b5e7c3a0d64f28b7e1c9d0a3f5b672 48.5 GB drwxr-xr-x files:18390 dirs:1425 (latest-1,daily-1,weekly-1,monthly-1,annual-1)"""
    list_after = """root@files-01:/srv/share
  2024-05-10 02:00:07 CEST k3a91f0c27d84e5b6a1c0f9e2d7b4a83c 48.2 GB drwxr-xr-x files:18304 dirs:1422 (latest-5,daily-5)
  2024-05-11 02:00:05 CEST k8f2d6b1e0a9c4737d5e1f2a0b8c6d941 48.3 GB drwxr-xr-x files:18317 dirs:1422 (latest-4,daily-4)
  2024-05-12 02:00:06 CEST kc47e0d93b1f25a86e3d0c7b9a14f2e68 48.3 GB drwxr-xr-x files:18322 dirs:1423 (latest-3,daily-3,weekly-2)
  2024-05-13 02:00:04 CEST k19b5e7c3a0d64f28b7e1c9d0a3f5b672 48.5 GB drwxr-xr-x files:18390 dirs:1425 (latest-2,daily-2)
  2024-05-14 11:02:51 CEST k7d0b3e91f42a6c58e0d1a9f3b6c7e254 48.6 GB drwxr-xr-x files:18433 dirs:1427 (latest-1,daily-1,weekly-1,monthly-1,annual-1)"""
    list_drift = list_after.replace("k8f2d6b1e0a9c4737d5e1f2a0b8c6d941", "k8f2d6b1e0a9c4737d5e1f2a0b8e6d941")
    policy_tail = """
Files policy:
  Ignore cache directories:          true   inherited from (global)
  No ignore rules:                          inherited from (global)
  Read ignore rules from files:             inherited from (global)
    .kopiaignore                            inherited from (global)
  Scan one filesystem only:         false   inherited from (global)

Error handling policy:
  Ignore file read errors:          false   inherited from (global)
  Ignore directory read errors:     false   inherited from (global)
  Ignore unknown directory entries:  true   inherited from (global)

Scheduling policy:
  Scheduled snapshots:
    Snapshot interval:                 24h   (defined for this target)
  Run missed snapshots:             false   inherited from (global)
  Manual snapshot:                  false   inherited from (global)

Uploads:
  Max parallel snapshots (server/UI):     1       inherited from (global)
  Max parallel file reads:                -       inherited from (global)
  Parallel upload above size:             2.1 GB  inherited from (global)

Compression:
  Compressor:                      zstd   (defined for this target)"""
    turns = [
        p.run("kopia repository status", """Config file:         /root/.config/kopia/repository.config

Description:         Repository in Filesystem: /mnt/backup/kopia
Hostname:            files-01
Username:            root
Read-only:           false
Format blob cache:   15m0s

Storage type:        filesystem
Storage capacity:    3.6 TB
Storage available:   2.1 TB
Storage config:      {
                       "path": "/mnt/backup/kopia",
                       "fileMode": 384,
                       "dirMode": 448,
                       "dirShards": null
                     }

Unique ID:           3b9f0c1e7d2a4b86c4f1e09a5d73b2e8c61f0a4d9e2b7c35a8d0f6e1b4c9a272
Hash:                BLAKE2B-256-128
Encryption:          AES256-GCM-HMAC-SHA256
Splitter:            DYNAMIC-4M-BUZHASH
Format version:      3
Content compression: true
Password changes:    true
Max pack length:     21 MB
Index Format:        v2

Epoch Manager:       enabled
Current Epoch: 41

Epoch refresh frequency: 20m0s
Epoch advance on:        20 blobs or 10.5 MB, minimum 24h0m0s
Epoch cleanup margin:    4h0m0s
Epoch checkpoint every:  7 epochs""", duration=2.0),
        p.run("kopia snapshot list /srv/share", list_before, duration=2.0),
        p.run("kopia policy show /srv/share", """Policy for root@files-01:/srv/share:

Retention:
  Annual snapshots:                     3   inherited from (global)
  Monthly snapshots:                   24   inherited from (global)
  Weekly snapshots:                     4   inherited from (global)
  Daily snapshots:                      7   inherited from (global)
  Hourly snapshots:                    48   inherited from (global)
  Latest snapshots:                    10   inherited from (global)
  Ignore identical snapshots:       false   inherited from (global)
""" + policy_tail, duration=1.0),
        p.run("kopia policy set /srv/share --keep-daily 14 --keep-weekly 8", """Setting policy for root@files-01:/srv/share
 - setting number of daily backups to keep to 14.
 - setting number of weekly backups to keep to 8.""", duration=1.0),
        _wait(p, "kopia snapshot create /srv/share", """Snapshotting root@files-01:/srv/share ...
 * 0 hashing, 1137 hashed (1.6 GB), 17296 cached (47.0 GB), uploaded 702.3 MB, estimated 48.6 GB (100.0%) 0s left
Created snapshot with root k7d0b3e91f42a6c58e0d1a9f3b6c7e254 and ID 4f1c8a7d2e9b03c6a5f1d8e7b2c4a906 in 1m14s""", 90.0),
        p.run("kopia snapshot list /srv/share", list_after, duration=2.0),
        p.run("kopia policy show /srv/share", """Policy for root@files-01:/srv/share:

Retention:
  Annual snapshots:                     3   inherited from (global)
  Monthly snapshots:                   24   inherited from (global)
  Weekly snapshots:                     8   (defined for this target)
  Daily snapshots:                     14   (defined for this target)
  Hourly snapshots:                    48   inherited from (global)
  Latest snapshots:                    10   inherited from (global)
  Ignore identical snapshots:       false   inherited from (global)
""" + policy_tail, duration=1.0),
        p.run("kopia snapshot list /srv/share", list_drift, duration=2.0),
        p.run("kopia maintenance info", """Owner: root@files-01
Quick Cycle:
  scheduled: true
  interval: 1h0m0s
  next run: 2024-05-14 11:52:06 CEST (in 46m48s)
Full Cycle:
  scheduled: true
  interval: 24h0m0s
  next run: 2024-05-15 03:10:44 CEST (in 16h5m26s)
Log Retention:
  max count:       10000
  max age of logs: 720h0m0s
  max total size:  1.1 GB
Object Lock Extension: disabled
Recent Maintenance Runs:
  cleanup-epoch-manager:
    2024-05-14 10:52:05 CEST (0s) SUCCESS
    2024-05-14 09:51:58 CEST (0s) SUCCESS
  cleanup-logs:
    2024-05-14 10:52:05 CEST (0s) SUCCESS
    2024-05-14 09:51:58 CEST (0s) SUCCESS
  full-delete-blobs:
    2024-05-14 03:10:43 CEST (1s) SUCCESS
  full-drop-deleted-content:
    2024-05-14 03:10:41 CEST (2s) SUCCESS
  full-rewrite-contents:
    2024-05-14 03:10:29 CEST (12s) SUCCESS
  snapshot-gc:
    2024-05-14 03:09:02 CEST (1m27s) SUCCESS""", duration=1.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="root object id of an untouched older snapshot changed in a later listing")


# aws ecr: clean
def t03(rs: RowSet) -> None:
    p = Pane("root", "ci-runner-07", "/builds/payments/payments-api")
    state = p.prompt
    acct, repo = "318240567712", "payments-api"
    d = {k: "sha256:" + hx("ecr-" + k) for k in ("v2130", "u1", "v2140", "u2", "v2141", "u3", "main")}
    cfg = "sha256:" + hx("ecr-cfg-v2141")
    layers = [("sha256:" + hx(f"ecr-layer-{i}"), s) for i, s in enumerate((29151210, 4194871, 38211734, 1198, 48169904, 772))]

    def scan(when: str, high: int, med: int, low: int) -> dict:
        counts = {k: v for k, v in (("HIGH", high), ("MEDIUM", med), ("LOW", low)) if v}
        return {"imageScanFindingsSummary": {"imageScanCompletedAt": when, "vulnerabilitySourceUpdatedAt": "2024-05-14T06:11:52.004000+00:00",
                                             "findingSeverityCounts": counts}}

    def img(key: str, tags: list[str] | None, size: int, pushed: str, pulled: str | None, sc: dict) -> dict:
        out: dict = {"registryId": acct, "repositoryName": repo, "imageDigest": d[key]}
        if tags:
            out["imageTags"] = tags
        out.update({"imageSizeInBytes": size, "imagePushedAt": pushed, "imageScanStatus": {"status": "COMPLETE", "description": "The scan was completed successfully."}})
        out.update(sc)
        out.update({"imageManifestMediaType": "application/vnd.docker.distribution.manifest.v2+json",
                    "artifactMediaType": "application/vnd.docker.container.image.v1+json"})
        if pulled:
            out["lastRecordedPullTime"] = pulled
        return out

    images = [
        img("v2130", ["v2.13.0"], 118403377, "2024-04-02T09:14:22.318000+00:00", "2024-04-24T15:02:11.870000+00:00", scan("2024-04-02T09:14:41+00:00", 2, 7, 11)),
        img("u1", None, 118409102, "2024-04-18T16:40:03.662000+00:00", "2024-04-18T16:52:30.114000+00:00", scan("2024-04-18T16:40:19+00:00", 2, 7, 11)),
        img("v2140", ["v2.14.0"], 119732845, "2024-04-23T11:27:50.091000+00:00", "2024-05-07T14:20:47.203000+00:00", scan("2024-04-23T11:28:12+00:00", 1, 5, 9)),
        img("u2", None, 119734410, "2024-04-30T08:05:36.447000+00:00", None, scan("2024-04-30T08:05:58+00:00", 1, 5, 9)),
        img("v2141", ["v2.14.1"], 119729689, "2024-05-07T14:02:19.551000+00:00", "2024-05-14T08:12:40.519000+00:00", scan("2024-05-07T14:02:44+00:00", 0, 4, 9)),
        img("u3", None, 119741253, "2024-05-09T12:48:14.905000+00:00", "2024-05-09T13:01:02.337000+00:00", scan("2024-05-09T12:48:37+00:00", 0, 4, 9)),
        img("main", ["main-7f3c21e"], 119750318, "2024-05-13T17:33:08.774000+00:00", "2024-05-13T17:41:56.012000+00:00", scan("2024-05-13T17:33:29+00:00", 0, 4, 8)),
    ]
    manifest = json.dumps({"schemaVersion": 2, "mediaType": "application/vnd.docker.distribution.manifest.v2+json",
                           "config": {"mediaType": "application/vnd.docker.container.image.v1+json", "size": 7342, "digest": cfg},
                           "layers": [{"mediaType": "application/vnd.docker.image.rootfs.diff.tar.gzip", "size": s, "digest": g} for g, s in layers]}, indent=3)
    after = dict(images[4])
    after["imageTags"] = ["release-2024.05", "v2.14.1"]
    after["lastRecordedPullTime"] = "2024-05-14T09:26:03.884000+00:00"
    turns = [
        p.run(f"aws ecr describe-repositories --repository-names {repo}", _dumps({"repositories": [{
            "repositoryArn": f"arn:aws:ecr:eu-west-1:{acct}:repository/{repo}", "registryId": acct, "repositoryName": repo,
            "repositoryUri": f"{acct}.dkr.ecr.eu-west-1.amazonaws.com/{repo}", "createdAt": "2023-02-14T10:22:41.118000+00:00",
            "imageTagMutability": "MUTABLE", "imageScanningConfiguration": {"scanOnPush": True},
            "encryptionConfiguration": {"encryptionType": "AES256"}}]}), duration=2.0),
        p.run(f"aws ecr describe-images --repository-name {repo} --query 'sort_by(imageDetails,&imagePushedAt)'", _dumps(images), duration=2.0),
        p.run(f"MANIFEST=$(aws ecr batch-get-image --repository-name {repo} --image-ids imageTag=v2.14.1 --query 'images[0].imageManifest' --output text)", "", duration=2.0),
        p.run(f'aws ecr put-image --repository-name {repo} --image-tag release-2024.05 --image-manifest "$MANIFEST"', _dumps({"image": {
            "registryId": acct, "repositoryName": repo, "imageId": {"imageDigest": d["v2141"], "imageTag": "release-2024.05"},
            "imageManifest": manifest, "imageManifestMediaType": "application/vnd.docker.distribution.manifest.v2+json"}}), duration=2.0),
        p.run(f"aws ecr list-images --repository-name {repo} --filter tagStatus=UNTAGGED", _dumps({"imageIds": [{"imageDigest": d[k]} for k in ("u3", "u1", "u2")]}), duration=2.0),
        p.run(f"aws ecr batch-delete-image --repository-name {repo} --image-ids imageDigest={d['u3']} imageDigest={d['u1']} imageDigest={d['u2']}",
              _dumps({"imageIds": [{"imageDigest": d[k]} for k in ("u3", "u1", "u2")], "failures": []}), duration=2.0),
        p.run(f"aws ecr describe-images --repository-name {repo} --image-ids imageTag=v2.14.1", _dumps({"imageDetails": [after]}), duration=2.0),
        p.run(f"aws ecr list-images --repository-name {repo} --filter tagStatus=UNTAGGED", _dumps({"imageIds": []}), duration=2.0),
        p.run(f"aws ecr list-images --repository-name {repo} --query 'imageIds[].imageTag' --output text | tr '\\t' '\\n' | sort", """main-7f3c21e
release-2024.05
v2.13.0
v2.14.0
v2.14.1""", duration=2.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-03", system=SYSTEM, turns=turns, state=state)


# useradd, chage and passwd -S: bad
def t04(rs: RowSet) -> None:
    p = Pane("root", "app-srv-14", "/root", style="rhel")
    state = "Last login: Tue May 14 10:11:47 2024 from 10.40.2.9\n" + p.prompt
    turns = [
        p.run('useradd -m -c "Priya Raman, Data Eng" -s /bin/bash -G wheel,analytics praman', ""),
        p.run("getent passwd praman; id praman", """praman:x:1047:1047:Priya Raman, Data Eng:/home/praman:/bin/bash
uid=1047(praman) gid=1047(praman) groups=1047(praman),10(wheel),1012(analytics)"""),
        p.run("passwd -S praman", "praman LK 2024-05-14 0 99999 7 -1 (Password locked.)"),
        p.run("echo 'praman:Tmp#4471-qzRv' | chpasswd && chage -M 90 -m 1 -W 14 -I 30 -d 0 praman", ""),
        p.run("chage -l praman", """Last password change					: password must be changed
Password expires					: password must be changed
Password inactive					: password must be changed
Account expires						: never
Minimum number of days between password change		: 1
Maximum number of days between password change		: 90
Number of days of warning before password expires	: 14"""),
        p.run("passwd -S praman", "praman PS 1970-01-01 1 99999 14 30 (Password set, SHA512 crypt.)"),
        p.run("grep praman /etc/group", """wheel:x:10:ladmin,praman
analytics:x:1012:jlee,mkowal,praman
praman:x:1047:"""),
        p.run("ls -la /home/praman", """total 12
drwx------.  2 praman praman  62 May 14 10:18 .
drwxr-xr-x. 14 root   root   183 May 14 10:18 ..
-rw-r--r--.  1 praman praman  18 Jan 24 07:56 .bash_logout
-rw-r--r--.  1 praman praman 141 Jan 24 07:56 .bash_profile
-rw-r--r--.  1 praman praman 492 Jan 24 07:56 .bashrc"""),
    ]
    rs.add(task="terminal", tid="h40-terminal-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="maximum password age set with chage reads back as the old default")


def _tib(v: float) -> str:
    return f"{v:.0f} TiB" if v >= 10 else f"{v:.1f} TiB"


def _osd_df(uses: list[float], pgs: list[int], out: set[int]) -> str:
    """`ceph osd df tree` for four hosts of three 4 TB HDD OSDs."""
    w = 3.63869
    avg = sum(uses) / len(uses)

    def row(id_: str, cls: str, n: int, rw: str, used: float, omap: float, meta: float, use: float, var: str, pg: str, st: str, name: str) -> str:
        size = w * n
        data = used - (meta + omap) / 1024
        return (f"{id_:>3}  {cls:>5}  {size:8.5f}  {rw:>8}  {_tib(size):>7}  {_tib(used):>7}  {_tib(data):>7}  {omap:>3.1f} GiB  "
                f"{meta:>4.1f} GiB  {_tib(size - used):>7}  {use:5.2f}  {var:>4}  {pg:>3}  {st:>6}  {name}")

    lines = ["ID   CLASS  WEIGHT    REWEIGHT  SIZE     RAW USE  DATA     OMAP     META     AVAIL    %USE   VAR   PGS  STATUS  TYPE NAME"]
    tot_used = sum(u * w / 100 for u in uses)
    lines.append(row(" -1", "", 12, "-", tot_used, 13.9, 49.2, avg, "1.00", "-", "", "root default"))
    for h in range(4):
        ids = range(3 * h, 3 * h + 3)
        hu = sum(uses[i] * w / 100 for i in ids)
        hp = hu / (3 * w) * 100
        lines.append(row(f"-{3 + 2 * h}", "", 3, "-", hu, 3.5, 12.3, hp, f"{hp / avg:.2f}", "-", "", f"    host ceph-osd-0{h + 1}"))
        for i in ids:
            rw = "0" if i in out else "1.00000"
            lines.append(row(str(i), "hdd", 1, rw, uses[i] * w / 100, 1.1 + (i % 3) * 0.1, 4.0 + (i % 4) * 0.1, uses[i], f"{uses[i] / avg:.2f}", str(pgs[i]), "up", f"        osd.{i}"))
    lines.append(f"{'TOTAL':>40}   {_tib(w * 12)}   {_tib(tot_used)}   {_tib(tot_used - 0.06)}   14 GiB   49 GiB   {_tib(w * 12 - tot_used)}  {avg:.2f}")
    vs = [u / avg for u in uses]
    sd = (sum((u - avg) ** 2 for u in uses) / len(uses)) ** 0.5
    lines.append(f"MIN/MAX VAR: {min(vs):.2f}/{max(vs):.2f}  STDDEV: {sd:.2f}")
    return "\n".join(lines)


# ceph status and osd: clean
def t05(rs: RowSet) -> None:
    p = Pane("root", "ceph-mon-01", "/root")
    state = p.prompt
    head = """  cluster:
    id:     a7f64266-0894-4f1e-a635-d0aeaca0e993
    health: HEALTH_OK

  services:
    mon: 3 daemons, quorum ceph-mon-01,ceph-mon-02,ceph-mon-03 (age 6w)
    mgr: ceph-mon-01.xkqbzn(active, since 6w), standbys: ceph-mon-02.pfhwtq
"""
    rgw = "    rgw: 2 daemons active (2 hosts, 1 zones)\n\n  data:\n    pools:   9 pools, 449 pgs\n    objects: 1.92M objects, 6.8 TiB\n    usage:   20 TiB used, 24 TiB / 44 TiB avail\n"
    uses = [47.12, 44.80, 46.05, 45.33, 46.71, 44.19, 45.90, 46.38, 44.92, 46.55, 45.07, 45.71]
    pgs = [114, 111, 112, 111, 113, 110, 113, 113, 112, 113, 113, 112]
    uses2 = [u + 0.61 + (i % 3) * 0.07 for i, u in enumerate(uses)]
    uses2[7] = 39.41
    pgs2 = [n + 10 for n in pgs]
    pgs2[7] = 87
    pgs2[3] += 1
    pgs2[10] -= 1
    turns = [
        p.run("ceph -s", head + "    osd: 12 osds: 12 up (since 9d), 12 in (since 9d)\n" + rgw + """    pgs:     449 active+clean

  io:
    client:   41 MiB/s rd, 18 MiB/s wr, 1.02k op/s rd, 611 op/s wr
""", duration=2.0),
        p.run("ceph osd df tree", _osd_df(uses, pgs, set()), duration=2.0),
        p.run("ceph osd out osd.7", "marked out osd.7. ", duration=2.0),
        p.run("ceph -s", head + "    osd: 12 osds: 12 up (since 9d), 11 in (since 14s); 113 remapped pgs\n" + rgw + """    pgs:     481532/5.76M objects misplaced (8.360%)
             336 active+clean
             102 active+remapped+backfill_wait
             11  active+remapped+backfilling

  io:
    client:   38 MiB/s rd, 21 MiB/s wr, 988 op/s rd, 640 op/s wr
    recovery: 287 MiB/s, 79 objects/s

  progress:
    Global Recovery Event (12s)
      [............................] (remaining: 2h)
""", duration=2.0),
        _wait(p, "sleep 300; ceph -s", head + "    osd: 12 osds: 12 up (since 9d), 11 in (since 5m); 87 remapped pgs\n" + rgw + """    pgs:     397113/5.76M objects misplaced (6.894%)
             362 active+clean
             76  active+remapped+backfill_wait
             11  active+remapped+backfilling

  io:
    client:   44 MiB/s rd, 19 MiB/s wr, 1.07k op/s rd, 602 op/s wr
    recovery: 431 MiB/s, 118 objects/s

  progress:
    Global Recovery Event (5m)
      [======......................] (remaining: 18m)
""", 310.0),
        p.run("ceph osd df tree", _osd_df(uses2, pgs2, {7}), duration=2.0),
        p.run("ceph osd safe-to-destroy osd.7", "Error EBUSY: OSD(s) 7 have 86 pgs currently mapped to them. ", duration=2.0),
        _wait(p, "sleep 600; ceph -s", head + "    osd: 12 osds: 12 up (since 9d), 11 in (since 16m); 44 remapped pgs\n" + rgw + """    pgs:     201877/5.76M objects misplaced (3.505%)
             405 active+clean
             33  active+remapped+backfill_wait
             11  active+remapped+backfilling

  io:
    client:   36 MiB/s rd, 22 MiB/s wr, 941 op/s rd, 655 op/s wr
    recovery: 398 MiB/s, 109 objects/s

  progress:
    Global Recovery Event (16m)
      [================............] (remaining: 12m)
""", 610.0),
        p.run("ceph pg stat", "449 pgs: 11 active+remapped+backfilling, 32 active+remapped+backfill_wait, 406 active+clean; 6.8 TiB data, 20 TiB used, 24 TiB / 44 TiB avail; 40 MiB/s rd, 19 MiB/s wr, 1.01k op/s; 199684/5.76M objects misplaced (3.467%); 402 MiB/s, 111 objects/s recovering", duration=2.0),
        p.run("ceph osd tree | grep -E 'ID|osd\\.7 '", """ID   CLASS  WEIGHT    TYPE NAME             STATUS  REWEIGHT  PRI-AFF
  7    hdd   3.63869          osd.7             up         0  1.00000""", duration=2.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-05", system=SYSTEM, turns=turns, state=state)


def _ascii_table(header: list[str], rows: list[list[str]], right: set[int] | None = None) -> str:
    """A table as etcdctl and similar Go CLIs print it with `-w table`."""
    right = right or set()
    widths = [max(len(header[i]), *(len(r[i]) for r in rows)) for i in range(len(header))]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def center(s: str, w: int) -> str:
        left = (w - len(s)) // 2
        return " " * left + s + " " * (w - len(s) - left)

    out = [sep, "|" + "|".join(" " + center(h, w) + " " for h, w in zip(header, widths)) + "|", sep]
    for r in rows:
        out.append("|" + "|".join(" " + (c.rjust(w) if i in right else c.ljust(w)) + " " for i, (c, w) in enumerate(zip(r, widths))) + "|")
    out.append(sep)
    return "\n".join(out)


# samba-tool: bad
def t06(rs: RowSet) -> None:
    p = Pane("root", "dc01", "/root")
    state = p.prompt
    users = ["aberg", "Administrator", "cmoreau", "dsilva", "ehansen", "fokafor", "Guest", "gwinter", "hlindqvist", "jortiz",
             "kpetrov", "krbtgt", "lchen", "mwagner", "nadams", "pschulz", "svc_backup", "svc_scanner"]
    turns = [
        p.run("samba-tool domain info 127.0.0.1", """Forest           : ad.northwind.lan
Domain           : ad.northwind.lan
Netbios domain   : NORTHWIND
DC name          : dc01.ad.northwind.lan
DC netbios name  : DC01
Server site      : Default-First-Site-Name
Client site      : Default-First-Site-Name"""),
        p.run("samba-tool user list | sort", "\n".join(users)),
        p.run("samba-tool user create tnakamura 'S3cure!Pass-2024' --given-name=Takeshi --surname=Nakamura --mail-address=tnakamura@northwind.example --department=Finance --job-title='Financial Analyst'",
              "User 'tnakamura' added successfully", duration=2.0),
        p.run("samba-tool group addmembers Finance tnakamura", "Added members to group Finance"),
        p.run("samba-tool group listmembers Finance", """hlindqvist
cmoreau
nadams
tnakamura"""),
        p.run("samba-tool user show tnakamura", """dn: CN=Takeshi Nakamura,CN=Users,DC=ad,DC=northwind,DC=lan
objectClass: top
objectClass: person
objectClass: organizationalPerson
objectClass: user
cn: Takeshi Nakamura
sn: Nakamura
title: Financial Analyst
givenName: Takeshi
instanceType: 4
whenCreated: 20240514093812.0Z
whenChanged: 20240514093812.0Z
displayName: Takeshi Nakamura
uSNCreated: 4213
memberOf: CN=Finance,OU=Groups,DC=ad,DC=northwind,DC=lan
department: Finance
name: Takeshi Nakamura
objectGUID: 7d2c4e18-95ab-4f63-b0d1-3e8a2f6c9b47
badPwdCount: 0
codePage: 0
countryCode: 0
badPasswordTime: 0
lastLogoff: 0
lastLogon: 0
primaryGroupID: 513
objectSid: S-1-5-21-2847193720-1193847562-3920571846-1187
accountExpires: 9223372036854775807
logonCount: 0
sAMAccountName: tnakamura
sAMAccountType: 805306368
userPrincipalName: tnakamura@ad.northwind.lan
objectCategory: CN=Person,CN=Schema,CN=Configuration,DC=ad,DC=northwind,DC=lan
mail: tnakamura@northwind.example
pwdLastSet: 133601530920000000
userAccountControl: 512
uSNChanged: 4216
distinguishedName: CN=Takeshi Nakamura,CN=Users,DC=ad,DC=northwind,DC=lan"""),
        p.run("samba-tool user list | sort", "\n".join(users)),
    ]
    rs.add(task="terminal", tid="h40-terminal-06", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="user created earlier is missing from the later user list")


# systemd-run and systemd-analyze: clean
def t07(rs: RowSet) -> None:
    p = Pane("root", "build-03", "/root")
    state = p.prompt
    turns = [
        p.run("systemd-analyze", """Startup finished in 3.112s (kernel) + 7.804s (userspace) = 10.917s
multi-user.target reached after 7.772s in userspace"""),
        p.run("systemd-analyze blame | head -14", """4.211s cloud-init.service
2.903s docker.service
1.877s systemd-networkd-wait-online.service
1.402s containerd.service
 918ms cloud-init-local.service
 744ms snapd.service
 612ms systemd-journal-flush.service
 531ms dev-nvme0n1p1.device
 487ms cloud-config.service
 402ms networkd-dispatcher.service
 365ms var-cache-artifacts.mount
 331ms systemd-udev-trigger.service
 298ms apparmor.service
 244ms systemd-resolved.service"""),
        p.run("systemd-run --unit=reindex-cache --property=MemoryMax=2G --property=CPUQuota=150% /usr/local/bin/reindex-cache --full",
              "Running as unit: reindex-cache.service"),
        p.run("systemctl status reindex-cache --no-pager", """● reindex-cache.service - /usr/local/bin/reindex-cache --full
     Loaded: loaded (/run/systemd/transient/reindex-cache.service; transient)
  Transient: yes
     Active: active (running) since Tue 2024-05-14 10:41:08 UTC; 6s ago
   Main PID: 48213 (reindex-cache)
      Tasks: 9 (limit: 38370)
     Memory: 211.4M (max: 2.0G available: 1.7G)
        CPU: 8.870s
     CGroup: /system.slice/reindex-cache.service
             └─48213 /usr/local/bin/reindex-cache --full

May 14 10:41:08 build-03 systemd[1]: Started /usr/local/bin/reindex-cache --full.
May 14 10:41:08 build-03 reindex-cache[48213]: reindex-cache 3.2.0 starting (mode=full, workers=8)
May 14 10:41:09 build-03 reindex-cache[48213]: scanning /var/cache/artifacts: 412 buckets
May 14 10:41:13 build-03 reindex-cache[48213]: bucket 31/412 done (1.9 GiB indexed)"""),
        p.run("systemctl show reindex-cache -p MainPID -p MemoryMax -p CPUQuotaPerSecUSec -p ActiveEnterTimestamp", """MainPID=48213
ActiveEnterTimestamp=Tue 2024-05-14 10:41:08 UTC
CPUQuotaPerSecUSec=1.500000s
MemoryMax=2147483648"""),
        p.run("systemctl stop reindex-cache && systemd-run --unit=reindex-cache --property=MemoryMax=3G --property=CPUQuota=150% /usr/local/bin/reindex-cache --full",
              "Running as unit: reindex-cache.service", duration=3.0),
        p.run("systemctl status reindex-cache --no-pager", """● reindex-cache.service - /usr/local/bin/reindex-cache --full
     Loaded: loaded (/run/systemd/transient/reindex-cache.service; transient)
  Transient: yes
     Active: active (running) since Tue 2024-05-14 10:44:31 UTC; 9s ago
   Main PID: 48977 (reindex-cache)
      Tasks: 9 (limit: 38370)
     Memory: 198.2M (max: 3.0G available: 2.8G)
        CPU: 12.403s
     CGroup: /system.slice/reindex-cache.service
             └─48977 /usr/local/bin/reindex-cache --full

May 14 10:44:30 build-03 reindex-cache[48213]: received SIGTERM, flushing partial index (bucket 264/412)
May 14 10:44:31 build-03 systemd[1]: reindex-cache.service: Deactivated successfully.
May 14 10:44:31 build-03 systemd[1]: Stopped /usr/local/bin/reindex-cache --full.
May 14 10:44:31 build-03 systemd[1]: reindex-cache.service: Consumed 4min 27.133s CPU time.
May 14 10:44:31 build-03 systemd[1]: Started /usr/local/bin/reindex-cache --full.
May 14 10:44:31 build-03 reindex-cache[48977]: reindex-cache 3.2.0 starting (mode=full, workers=8)
May 14 10:44:32 build-03 reindex-cache[48977]: found partial index at /var/cache/artifacts/.index.tmp, resuming at bucket 264
May 14 10:44:32 build-03 reindex-cache[48977]: scanning /var/cache/artifacts: 412 buckets
May 14 10:44:36 build-03 reindex-cache[48977]: bucket 271/412 done (16.9 GiB indexed)
May 14 10:44:39 build-03 reindex-cache[48977]: bucket 281/412 done (17.4 GiB indexed)"""),
        _wait(p, "sleep 240; journalctl -u reindex-cache --no-pager -n 8", """May 14 10:47:02 build-03 reindex-cache[48977]: bucket 381/412 done (24.9 GiB indexed)
May 14 10:47:30 build-03 reindex-cache[48977]: bucket 390/412 done (25.3 GiB indexed)
May 14 10:47:52 build-03 reindex-cache[48977]: bucket 398/412 done (25.8 GiB indexed)
May 14 10:48:09 build-03 reindex-cache[48977]: bucket 405/412 done (26.2 GiB indexed)
May 14 10:48:20 build-03 reindex-cache[48977]: bucket 412/412 done (26.6 GiB indexed)
May 14 10:48:21 build-03 reindex-cache[48977]: wrote /var/cache/artifacts/.index (26.6 GiB, 1904211 entries) in 3m50s
May 14 10:48:21 build-03 systemd[1]: reindex-cache.service: Deactivated successfully.
May 14 10:48:21 build-03 systemd[1]: reindex-cache.service: Consumed 5min 2.611s CPU time.""", 245.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-07", system=SYSTEM, turns=turns, state=state)


# etcdctl snapshot: bad
def t08(rs: RowSet) -> None:
    p = Pane("root", "k8s-cp-1", "/root")
    state = p.prompt
    eps = "https://10.20.0.11:2379,https://10.20.0.12:2379,https://10.20.0.13:2379"
    mem = {"k8s-cp-1": ("8e9e05c52164694d", "10.20.0.11"), "k8s-cp-2": ("2f4a9c7d1e6b3058", "10.20.0.12"), "k8s-cp-3": ("c1d73e0a94b6f825", "10.20.0.13")}
    cluster_id = int("5b0e61a4f2c8d937", 16)
    snap = "/var/backups/etcd/snap-20240514-0915.db"
    member_rows = [[mid, "started", name, f"https://{ip}:2380", f"https://{ip}:2379", "false"] for name, (mid, ip) in sorted(mem.items(), key=lambda kv: kv[1][0])]
    status_rows = [
        ["https://10.20.0.11:2379", mem["k8s-cp-1"][0], "3.5.12", "62 MB", "false", "false", "14", "91402118", "91402118", ""],
        ["https://10.20.0.12:2379", mem["k8s-cp-2"][0], "3.5.12", "62 MB", "true", "false", "14", "91402118", "91402118", ""],
        ["https://10.20.0.13:2379", mem["k8s-cp-3"][0], "3.5.12", "62 MB", "false", "false", "14", "91402119", "91402119", ""],
    ]
    status_json = json.dumps([{"Endpoint": "https://10.20.0.11:2379", "Status": {
        "header": {"cluster_id": cluster_id, "member_id": int(mem["k8s-cp-1"][0], 16), "revision": 71839874, "raft_term": 14},
        "version": "3.5.12", "dbSize": 62447616, "leader": int(mem["k8s-cp-2"][0], 16), "raftIndex": 91402977, "raftTerm": 14,
        "raftAppliedIndex": 91402977, "dbSizeInUse": 41263104}}], indent=2)
    olds = [("May  6", "20240506", "60M"), ("May  7", "20240507", "59M"), ("May  8", "20240508", "59M"), ("May  9", "20240509", "60M"),
            ("May 10", "20240510", "60M"), ("May 11", "20240511", "59M"), ("May 12", "20240512", "59M"), ("May 13", "20240513", "60M"),
            ("May 14", "20240514", "60M")]
    ls = "total 533M\n" + "\n".join(f"-rw------- 1 root root {sz} {d} 09:15 snap-{ymd}-0915.db" for d, ymd, sz in olds)
    turns = [
        p.run("export ETCDCTL_CACERT=/etc/kubernetes/pki/etcd/ca.crt ETCDCTL_CERT=/etc/kubernetes/pki/etcd/server.crt ETCDCTL_KEY=/etc/kubernetes/pki/etcd/server.key", ""),
        p.run(f"etcdctl --endpoints={eps} member list -w table", _ascii_table(["ID", "STATUS", "NAME", "PEER ADDRS", "CLIENT ADDRS", "IS LEARNER"], member_rows, {5})),
        p.run(f"etcdctl --endpoints={eps} endpoint status -w table", _ascii_table(
            ["ENDPOINT", "ID", "VERSION", "DB SIZE", "IS LEADER", "IS LEARNER", "RAFT TERM", "RAFT INDEX", "RAFT APPLIED INDEX", "ERRORS"], status_rows, {2, 3, 4, 5, 6, 7, 8})),
        p.run(f"etcdctl --endpoints=https://10.20.0.11:2379 snapshot save {snap}", f"""{{"level":"info","ts":"2024-05-14T09:15:42.118021Z","caller":"snapshot/v3_snapshot.go:65","msg":"created temporary db file","path":"{snap}.part"}}
{{"level":"info","ts":"2024-05-14T09:15:42.131877Z","logger":"client","caller":"v3@v3.5.12/maintenance.go:212","msg":"opened snapshot stream; downloading"}}
{{"level":"info","ts":"2024-05-14T09:15:42.132010Z","caller":"snapshot/v3_snapshot.go:73","msg":"fetching snapshot","endpoint":"https://10.20.0.11:2379"}}
{{"level":"info","ts":"2024-05-14T09:15:43.402658Z","logger":"client","caller":"v3@v3.5.12/maintenance.go:220","msg":"completed snapshot read; closing"}}
{{"level":"info","ts":"2024-05-14T09:15:43.597214Z","caller":"snapshot/v3_snapshot.go:88","msg":"fetched snapshot","endpoint":"https://10.20.0.11:2379","size":"62 MB","took":"1 second ago"}}
{{"level":"info","ts":"2024-05-14T09:15:43.597390Z","caller":"snapshot/v3_snapshot.go:97","msg":"saved","path":"{snap}"}}
Snapshot saved at {snap}""", duration=3.0),
        p.run(f"etcdutl snapshot status {snap} -w table", _ascii_table(["HASH", "REVISION", "TOTAL KEYS", "TOTAL SIZE", "VERSION"], [["7f3a9c21", "71840213", "4187", "62 MB", "3.5.0"]], {1, 2, 3, 4})),
        p.run("etcdctl --endpoints=https://10.20.0.11:2379 endpoint status -w json | jq .", status_json),
        p.run("ls -lh /var/backups/etcd/", ls),
        p.run(f"sha256sum {snap}", f"{hx('etcd-snap-0514')}  {snap}", duration=2.0),
        p.run(f"etcdctl --endpoints={eps} endpoint health -w table", _ascii_table(["ENDPOINT", "HEALTH", "TOOK", "ERROR"], [
            ["https://10.20.0.12:2379", "true", "10.877342ms", ""], ["https://10.20.0.11:2379", "true", "11.204118ms", ""],
            ["https://10.20.0.13:2379", "true", "12.590771ms", ""]], {1})),
        p.run("find /var/backups/etcd -name 'snap-*.db' -mtime +6 -print -delete", """/var/backups/etcd/snap-20240506-0915.db
/var/backups/etcd/snap-20240507-0915.db"""),
    ]
    rs.add(task="terminal", tid="h40-terminal-08", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="store revision reported lower than the revision of the snapshot taken just before")


# mc (MinIO client): clean
def t09(rs: RowSet) -> None:
    p = Pane("mlops", "ml-ws-22", "/home/mlops/exports")
    state = p.prompt
    base = "minio-lab/datasets/imagenet-subset"
    bar = "┃" + "▓" * 40 + "┃"
    before = """[2024-04-29 16:02:44 UTC] 4.1KiB STANDARD README.md
[2024-05-09 11:47:20 UTC] 2.3MiB STANDARD labels_v2.csv
[2024-05-13 18:20:05 UTC] 512MiB STANDARD tmp_upload.part
[2024-04-29 16:10:31 UTC] 1.2GiB STANDARD train-shard-0000.tar
[2024-04-29 16:14:58 UTC] 1.2GiB STANDARD train-shard-0001.tar
[2024-04-29 16:19:12 UTC] 1.2GiB STANDARD train-shard-0002.tar
[2024-04-29 16:23:40 UTC] 1.1GiB STANDARD train-shard-0003.tar
[2024-05-02 09:31:17 UTC] 1.2GiB STANDARD val-shard-0000.tar"""
    after = """[2024-04-29 16:02:44 UTC] 4.1KiB STANDARD README.md
[2024-05-14 08:22:51 UTC] 2.3MiB STANDARD labels.csv
[2024-05-13 18:20:05 UTC] 512MiB STANDARD tmp_upload.part
[2024-04-29 16:10:31 UTC] 1.2GiB STANDARD train-shard-0000.tar
[2024-04-29 16:14:58 UTC] 1.2GiB STANDARD train-shard-0001.tar
[2024-04-29 16:19:12 UTC] 1.2GiB STANDARD train-shard-0002.tar
[2024-04-29 16:23:40 UTC] 1.1GiB STANDARD train-shard-0003.tar
[2024-05-02 09:31:17 UTC] 1.2GiB STANDARD val-shard-0000.tar
[2024-05-14 08:22:37 UTC] 1.2GiB STANDARD val-shard-0001.tar"""
    turns = [
        p.run("mc alias list minio-lab", """minio-lab
  URL       : https://minio.lab.internal:9000
  AccessKey : mlops-svc
  SecretKey : 8vQ2r7LkP0dXwZ3nT6yHb1cJ9fGm4sAe
  API       : s3v4
  Path      : auto"""),
        p.run(f"mc ls {base}/", before),
        p.run(f"mc du {base}/", "6.4GiB\t8 objects\tdatasets/imagenet-subset"),
        _wait(p, f"mc cp ./val-shard-0001.tar {base}/", f"...exports/val-shard-0001.tar: 1.21 GiB / 1.21 GiB {bar} 96.84 MiB/s 12s", 15.0),
        p.run(f"mc mv {base}/labels_v2.csv {base}/labels.csv", f"...imagenet-subset/labels_v2.csv: 2.30 MiB / 2.30 MiB {bar} 41.12 MiB/s 0s", duration=2.0),
        p.run(f"mc ls {base}/", after),
        p.run(f"mc du {base}/", "7.6GiB\t9 objects\tdatasets/imagenet-subset"),
        p.run(f"mc stat {base}/labels.csv", """Name      : labels.csv
Date      : 2024-05-14 08:22:51 UTC
Size      : 2.3 MiB
ETag      : 9c1f0e27a4d8b63512e7f0a9c4b8d2e1
Type      : file
Metadata  :
  Content-Type: text/csv """),
        p.run(f"mc rm {base}/tmp_upload.part", f"Removed `{base}/tmp_upload.part`."),
        p.run(f"mc du {base}/", "7.1GiB\t8 objects\tdatasets/imagenet-subset"),
    ]
    rs.add(task="terminal", tid="h40-terminal-09", system=SYSTEM, turns=turns, state=state)


# lsof: bad
def t10(rs: RowSet) -> None:
    p = Pane("root", "logsrv-02", "/root")
    state = "root@logsrv-02:~# tail -1 /var/log/billing/billing-app.log\n2024-05-14 10:10:52.114 ERROR [pool-4-thread-2] c.a.b.ledger.Writer - write failed: No space left on device\n" + p.prompt
    turns = [
        p.run("df -h /var", """Filesystem           Size  Used Avail Use% Mounted on
/dev/mapper/vg0-var   50G   47G  3.1G  94% /var"""),
        p.run("lsof +L1 /var", """COMMAND   PID   USER   FD   TYPE DEVICE    SIZE/OFF NLINK    NODE NAME
rsyslogd  911 syslog    9w   REG  253,3     1048213     0 1310744 /var/log/syslog.1 (deleted)
java     2318 appsvc  121w   REG  253,3 18253611008     0 1572911 /var/log/billing/billing-app.log.1 (deleted)
java     2318 appsvc  122w   REG  253,3   391054336     0 1572918 /var/log/billing/gc.log.3 (deleted)""", duration=2.0),
        p.run("ps -o pid,ppid,user,lstart,etime,rss,cmd -p 2318", """    PID    PPID USER                      STARTED     ELAPSED   RSS CMD
   2318       1 appsvc   Thu Apr 25 06:12:44 2024 19-03:58:21 3821044 /usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xms2g -Xmx4g -Dlogging.file.name=/var/log/billing/billing-app.log -jar /opt/billing/billing-app.jar"""),
        p.run(": > /proc/2318/fd/121 && : > /proc/2318/fd/122", ""),
        p.run("df -h /var; lsof +L1 /var", """Filesystem           Size  Used Avail Use% Mounted on
/dev/mapper/vg0-var   50G   30G   21G  59% /var
COMMAND   PID   USER   FD   TYPE DEVICE    SIZE/OFF NLINK    NODE NAME
rsyslogd  911 syslog    9w   REG  253,3     1048213     0 1310744 /var/log/syslog.1 (deleted)
java     2381 appsvc  121w   REG  253,3       48213     0 1572911 /var/log/billing/billing-app.log.1 (deleted)
java     2381 appsvc  122w   REG  253,3        2741     0 1572918 /var/log/billing/gc.log.3 (deleted)""", duration=2.0),
        p.run("cat -n /etc/logrotate.d/billing-app", """     1	/var/log/billing/*.log {
     2	    daily
     3	    rotate 7
     4	    compress
     5	    delaycompress
     6	    missingok
     7	    notifempty
     8	    create 0640 appsvc appsvc
     9	}"""),
    ]
    rs.add(task="terminal", tid="h40-terminal-10", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="PID of the java process holding the deleted log changed although nothing restarted it")


# rclone bisync: clean
def t11(rs: RowSet) -> None:
    p = Pane("jdoe", "thinkpad-x1", "/home/jdoe")
    state = p.prompt
    p1, p2 = "/home/jdoe/Documents/contracts/", "nextcloud:Contracts/"
    turns = [
        p.run("rclone listremotes", """b2-archive:
gdrive:
nextcloud:"""),
        p.run("ls -l ~/Documents/contracts", """total 14580
-rw-r--r-- 1 jdoe jdoe  604112 Apr  3 11:08 amendment-02-initech.pdf
-rw-r--r-- 1 jdoe jdoe  412877 Mar 11 14:20 msa-initech-2023.pdf
-rw-r--r-- 1 jdoe jdoe 5033172 Feb  2 09:15 msa-umbrella-2024.pdf
-rw-r--r-- 1 jdoe jdoe   88321 May  9 17:02 nda-acme-draft.docx
-rw-r--r-- 1 jdoe jdoe 1240558 Apr 22 16:31 nda-hooli-signed.pdf
-rw-r--r-- 1 jdoe jdoe 1973402 Jan 17  2023 old-quote-2022.pdf
-rw-r--r-- 1 jdoe jdoe  318044 Apr 12 08:57 po-8841-globex.pdf
-rw-r--r-- 1 jdoe jdoe   77310 Jan 29 13:40 rate-card-2024.xlsx
-rw-r--r-- 1 jdoe jdoe 2210934 Apr 30 10:44 sow-globex-2024.pdf
-rw-r--r-- 1 jdoe jdoe 2894110 Apr  8 15:26 sow-initech-q2.pdf
-rw-r--r-- 1 jdoe jdoe   64590 May 13 18:09 terms-draft-v3.docx"""),
        _wait(p, "rclone bisync ~/Documents/contracts nextcloud:Contracts --resync -v", f"""2024/05/14 09:10:41 NOTICE: bisync is IN BETA. Don't use in production!
2024/05/14 09:10:41 INFO  : Synching Path1 "{p1}" with Path2 "{p2}"
2024/05/14 09:10:41 INFO  : Copying unique Path2 files to Path1
2024/05/14 09:10:42 INFO  : - Path2             Resync is copying UNIQUE files to - Path1
2024/05/14 09:10:43 INFO  : countersigned-msa-umbrella.pdf: Copied (new)
2024/05/14 09:10:43 INFO  : - Path1             Resync is copying UNIQUE OR DIFFERING files to - Path2
2024/05/14 09:10:43 INFO  : Resync updating listings
2024/05/14 09:10:43 INFO  : Validating listings for Path1 "{p1}" vs Path2 "{p2}"
2024/05/14 09:10:43 INFO  : Bisync successful
2024/05/14 09:10:43 INFO  :
Transferred:   	    1.153 MiB / 1.153 MiB, 100%, 589.712 KiB/s, ETA 0s
Transferred:            1 / 1, 100%
Elapsed time:         2.1s""", 5.0),
        p.run("cd ~/Documents/contracts && mv nda-acme-draft.docx nda-acme-final.docx && rm old-quote-2022.pdf && cd", ""),
        _wait(p, "rclone bisync ~/Documents/contracts nextcloud:Contracts -v", f"""2024/05/14 09:14:27 NOTICE: bisync is IN BETA. Don't use in production!
2024/05/14 09:14:27 INFO  : Synching Path1 "{p1}" with Path2 "{p2}"
2024/05/14 09:14:27 INFO  : Building Path1 and Path2 listings
2024/05/14 09:14:28 INFO  : Path1 checking for diffs
2024/05/14 09:14:28 INFO  : - Path1    File was deleted          - nda-acme-draft.docx
2024/05/14 09:14:28 INFO  : - Path1    File was deleted          - old-quote-2022.pdf
2024/05/14 09:14:28 INFO  : - Path1    File is new               - nda-acme-final.docx
2024/05/14 09:14:28 INFO  : Path1:    3 changes:    1 new,    0 modified,    2 deleted
2024/05/14 09:14:28 INFO  : Path2 checking for diffs
2024/05/14 09:14:28 INFO  : - Path2    File changed: size (larger), time (newer) - sow-globex-2024.pdf
2024/05/14 09:14:28 INFO  : Path2:    1 changes:    0 new,    1 modified,    0 deleted
2024/05/14 09:14:28 INFO  : (Modified:    1 newer,    0 older,    1 larger,    0 smaller)
2024/05/14 09:14:28 INFO  : Applying changes
2024/05/14 09:14:28 INFO  : - Path1    Queue copy to Path2       - {p2}nda-acme-final.docx
2024/05/14 09:14:28 INFO  : - Path1    Queue delete              - {p2}nda-acme-draft.docx
2024/05/14 09:14:28 INFO  : - Path1    Queue delete              - {p2}old-quote-2022.pdf
2024/05/14 09:14:28 INFO  : - Path2    Queue copy to Path1       - {p1}sow-globex-2024.pdf
2024/05/14 09:14:28 INFO  : - Path2    Do queued copies to       - Path1
2024/05/14 09:14:29 INFO  : sow-globex-2024.pdf: Copied (replaced existing)
2024/05/14 09:14:29 INFO  : - Path1    Do queued copies to       - Path2
2024/05/14 09:14:29 INFO  : nda-acme-final.docx: Copied (new)
2024/05/14 09:14:30 INFO  : nda-acme-draft.docx: Deleted
2024/05/14 09:14:30 INFO  : old-quote-2022.pdf: Deleted
2024/05/14 09:14:30 INFO  : Updating listings
2024/05/14 09:14:30 INFO  : Validating listings for Path1 "{p1}" vs Path2 "{p2}"
2024/05/14 09:14:30 INFO  : Bisync successful
2024/05/14 09:14:30 INFO  :
Transferred:   	    2.213 MiB / 2.213 MiB, 100%, 1.106 MiB/s, ETA 0s
Checks:                 2 / 2, 100%
Deleted:                2 (files), 0 (dirs)
Transferred:            2 / 2, 100%
Elapsed time:         3.0s""", 6.0),
        p.run("rclone lsl nextcloud:Contracts", """   604112 2024-04-03 11:08:52.000000000 amendment-02-initech.pdf
  1208917 2024-05-13 16:41:09.000000000 countersigned-msa-umbrella.pdf
   412877 2024-03-11 14:20:31.000000000 msa-initech-2023.pdf
  5033172 2024-02-02 09:15:04.000000000 msa-umbrella-2024.pdf
    88321 2024-05-09 17:02:46.000000000 nda-acme-final.docx
  1240558 2024-04-22 16:31:18.000000000 nda-hooli-signed.pdf
   318044 2024-04-12 08:57:40.000000000 po-8841-globex.pdf
    77310 2024-01-29 13:40:22.000000000 rate-card-2024.xlsx
  2231805 2024-05-14 09:02:13.000000000 sow-globex-2024.pdf
  2894110 2024-04-08 15:26:59.000000000 sow-initech-q2.pdf
    64590 2024-05-13 18:09:35.000000000 terms-draft-v3.docx""", duration=2.0),
        p.run("rclone size nextcloud:Contracts", """Total objects: 11 (11)
Total size: 13.517 MiB (14173816 Byte)""", duration=2.0),
        p.run("ls -l ~/Documents/contracts", """total 13856
-rw-r--r-- 1 jdoe jdoe  604112 Apr  3 11:08 amendment-02-initech.pdf
-rw-r--r-- 1 jdoe jdoe 1208917 May 13 16:41 countersigned-msa-umbrella.pdf
-rw-r--r-- 1 jdoe jdoe  412877 Mar 11 14:20 msa-initech-2023.pdf
-rw-r--r-- 1 jdoe jdoe 5033172 Feb  2 09:15 msa-umbrella-2024.pdf
-rw-r--r-- 1 jdoe jdoe   88321 May  9 17:02 nda-acme-final.docx
-rw-r--r-- 1 jdoe jdoe 1240558 Apr 22 16:31 nda-hooli-signed.pdf
-rw-r--r-- 1 jdoe jdoe  318044 Apr 12 08:57 po-8841-globex.pdf
-rw-r--r-- 1 jdoe jdoe   77310 Jan 29 13:40 rate-card-2024.xlsx
-rw-r--r-- 1 jdoe jdoe 2231805 May 14 09:02 sow-globex-2024.pdf
-rw-r--r-- 1 jdoe jdoe 2894110 Apr  8 15:26 sow-initech-q2.pdf
-rw-r--r-- 1 jdoe jdoe   64590 May 13 18:09 terms-draft-v3.docx"""),
    ]
    rs.add(task="terminal", tid="h40-terminal-11", system=SYSTEM, turns=turns, state=state)


# kinit and klist: bad
def t12(rs: RowSet) -> None:
    p = Pane("mhoffmann", "ws-eng-041", "/home/mhoffmann")
    state = p.prompt
    realm = "CORP.EXAMPLE.COM"
    turns = [
        p.run("klist", "klist: No credentials cache found (filename: /tmp/krb5cc_1000)"),
        p.run(f"date; kinit -kt ~/.keytabs/mhoffmann.keytab mhoffmann@{realm} && klist", f"""Tue May 14 08:47:12 CEST 2024
Ticket cache: FILE:/tmp/krb5cc_1000
Default principal: mhoffmann@{realm}

Valid starting       Expires              Service principal
05/14/2024 08:47:12  05/14/2024 18:47:12  krbtgt/{realm}@{realm}
	renew until 05/21/2024 08:47:12""", duration=2.0),
        p.run(f"kvno HTTP/jenkins.corp.example.com@{realm}", f"HTTP/jenkins.corp.example.com@{realm}: kvno = 4"),
        p.run("klist -e", f"""Ticket cache: FILE:/tmp/krb5cc_1000
Default principal: mhoffmann@{realm}

Valid starting       Expires              Service principal
05/14/2024 08:47:12  05/14/2024 18:47:12  krbtgt/{realm}@{realm}
	renew until 05/21/2024 08:47:12, Etype (skey, tkt): aes256-cts-hmac-sha1-96, aes256-cts-hmac-sha1-96
05/14/2024 08:41:55  05/14/2024 18:47:12  HTTP/jenkins.corp.example.com@{realm}
	renew until 05/21/2024 08:47:12, Etype (skey, tkt): aes256-cts-hmac-sha1-96, aes256-cts-hmac-sha1-96 """),
        p.run("curl --negotiate -u : -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://jenkins.corp.example.com/whoAmI/api/json", "200 0.184233", duration=2.0),
        p.run(f"kvno cifs/fs01.corp.example.com@{realm}", f"cifs/fs01.corp.example.com@{realm}: kvno = 12"),
        p.run("smbclient //fs01.corp.example.com/eng --use-kerberos=required -c 'ls releases/2024*'", """  2024-Q1                             D        0  Tue Apr  2 10:18:44 2024
  2024-Q2                             D        0  Mon May 13 16:05:29 2024

		2147483647 blocks of size 4096. 601837112 blocks available""", duration=3.0),
        p.run("kdestroy && klist", "klist: No credentials cache found (filename: /tmp/krb5cc_1000)"),
    ]
    rs.add(task="terminal", tid="h40-terminal-12", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="service ticket valid-from time earlier than the TGT it was obtained with")


# gluster volume: clean
def t13(rs: RowSet) -> None:
    p = Pane("root", "gfs-node1", "/root", style="rhel")
    state = p.prompt
    peers = [("gfs-node2", "3c8e51f0-7a2d-4b19-9e64-0d5f2a8c1b73"), ("gfs-node3", "a91d7c02-5e48-4f3b-b6a0-2c7e9d18f45e"),
             ("gfs-node4", "e4b07f2c-19d6-4a8e-93c5-7f0a1b2d6e98"), ("gfs-node5", "0f6c3a9d-b27e-45d1-8c04-e9a3b5d71f26"),
             ("gfs-node6", "7d2e8b41-c05f-4e9a-a713-4b6f0c9d2e85")]
    vid = "6e1f9a42-c3b8-4d07-8f25-91a0d7e4b6c3"
    bricks6 = [f"gfs-node{n}:/data/glusterfs/gv-media/brick{b}" for b in (1, 2) for n in (1, 2, 3)]
    bricks9 = bricks6 + [f"gfs-node{n}:/data/glusterfs/gv-media/brick1" for n in (4, 5, 6)]
    opts = """Options Reconfigured:
performance.cache-size: 1GB
cluster.granular-entry-heal: on
storage.fips-mode-rchecksum: on
transport.address-family: inet
nfs.disable: on
performance.client-io-threads: off"""

    def info(bricks: list[str]) -> str:
        return (f" \nVolume Name: gv-media\nType: Distributed-Replicate\nVolume ID: {vid}\nStatus: Started\nSnapshot Count: 0\n"
                f"Number of Bricks: {len(bricks) // 3} x 3 = {len(bricks)}\nTransport-type: tcp\nBricks:\n"
                + "\n".join(f"Brick{i}: {b}" for i, b in enumerate(bricks, 1)) + "\n" + opts)

    def rebal(rows: list[tuple[str, int, str, int, str]], eta: str) -> str:
        head = (f"{'Node':>40} {'Rebalanced-files':>16} {'size':>13} {'scanned':>13} {'failures':>13} {'skipped':>13} {'status':>20} {'run time in h:m:s':>18}\n"
                f"{'---------':>40} {'-----------':>16} {'-----------':>13} {'-----------':>13} {'-----------':>13} {'-----------':>13} {'------------':>20} {'--------------':>18}")
        body = "\n".join(f"{n:>40} {f:>16} {s:>13} {sc:>13} {0:>13} {0:>13} {'in progress':>20} {t:>18}" for n, f, s, sc, t in rows)
        return head + "\n" + body + f"\nEstimated time left for rebalance to complete :  {eta}\nvolume rebalance: gv-media: success"

    brick_pids = [2214, 2187, 2203, 2231, 2196, 2219, 1893, 1902, 1887]
    shd_pids = [2261, 2240, 2252, 1931, 1944, 1925]
    vs = ["Status of volume: gv-media", f"{'Gluster process':<44}TCP Port  RDMA Port  Online  Pid", "-" * 78]
    for b, pid in zip(bricks9, brick_pids):
        full = "Brick " + b
        vs.append(full[:43])
        vs.append(f"{full[43:]:<44}{49152 if b.endswith('brick1') else 49153:<10}{0:<11}{'Y':<8}{pid}")
    for host, pid in zip(["localhost"] + [h for h, _ in peers], shd_pids):
        vs.append(f"{'Self-heal Daemon on ' + host:<44}{'N/A':<10}{'N/A':<11}{'Y':<8}{pid}")
    vs += [" ", "Task Status of Volume gv-media", "-" * 78, "Task                 : Rebalance           ",
           "ID                   : 2b7d0c94-f1e3-4a58-86c2-5d9e3a1f0b47", "Status               : in progress         "]
    turns = [
        p.run("gluster peer status", "Number of Peers: 5\n\n" + "\n\n".join(f"Hostname: {h}\nUuid: {u}\nState: Peer in Cluster (Connected)" for h, u in peers)),
        p.run("gluster volume info gv-media", info(bricks6)),
        p.run("df -h /mnt/gv-media", """Filesystem          Size  Used Avail Use% Mounted on
gfs-node1:/gv-media   15T   11T  3.9T  74% /mnt/gv-media"""),
        p.run("gluster volume add-brick gv-media replica 3 gfs-node4:/data/glusterfs/gv-media/brick1 gfs-node5:/data/glusterfs/gv-media/brick1 gfs-node6:/data/glusterfs/gv-media/brick1",
              "volume add-brick: success", duration=5.0),
        p.run("gluster volume info gv-media", info(bricks9)),
        p.run("df -h /mnt/gv-media", """Filesystem          Size  Used Avail Use% Mounted on
gfs-node1:/gv-media   22T   11T   12T  49% /mnt/gv-media"""),
        p.run("gluster volume rebalance gv-media start", """volume rebalance: gv-media: success: Rebalance on gv-media has been started successfully. Use rebalance status command to check status of the rebalance process.
ID: 2b7d0c94-f1e3-4a58-86c2-5d9e3a1f0b47""", duration=3.0),
        p.run("gluster volume rebalance gv-media status", rebal([
            ("localhost", 1204, "38.2GB", 9518, "0:02:11"), ("gfs-node2", 1177, "36.9GB", 9470, "0:02:11"), ("gfs-node3", 1190, "37.5GB", 9502, "0:02:11"),
            ("gfs-node4", 0, "0Bytes", 412, "0:02:10"), ("gfs-node5", 0, "0Bytes", 398, "0:02:10"), ("gfs-node6", 0, "0Bytes", 405, "0:02:10")], "6:41:08"), duration=2.0),
        _wait(p, "sleep 120; gluster volume rebalance gv-media status", rebal([
            ("localhost", 2318, "73.6GB", 18207, "0:04:13"), ("gfs-node2", 2291, "72.0GB", 18133, "0:04:13"), ("gfs-node3", 2302, "72.9GB", 18176, "0:04:13"),
            ("gfs-node4", 0, "0Bytes", 781, "0:04:12"), ("gfs-node5", 0, "0Bytes", 769, "0:04:12"), ("gfs-node6", 0, "0Bytes", 774, "0:04:12")], "6:25:52"), 125.0),
        p.run("gluster volume status gv-media", "\n".join(vs), duration=2.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-13", system=SYSTEM, turns=turns, state=state)


# s3cmd: bad
def t14(rs: RowSet) -> None:
    p = Pane("web", "deploy-01", "/home/web/site")
    state = p.prompt
    b = "s3://static-acme-www"
    dirs = f"                          DIR  {b}/assets/fonts/\n                          DIR  {b}/assets/img/"
    turns = [
        p.run(f"s3cmd ls {b}/assets/", dirs + f"""
2024-05-02 13:11        48213  {b}/assets/app.3f9c2a1b.css
2024-05-02 13:11       212877  {b}/assets/app.3f9c2a1b.js
2024-04-18 09:40        18904  {b}/assets/vendor.91be07d4.css
2024-04-18 09:40       384112  {b}/assets/vendor.91be07d4.js""", duration=2.0),
        p.run(f"s3cmd du -H {b}/assets/", f"  3M      23 objects {b}/assets/", duration=2.0),
        p.run(f"s3cmd put --acl-public dist/assets/app.8d41e07c.js dist/assets/app.8d41e07c.css {b}/assets/", f"""upload: 'dist/assets/app.8d41e07c.js' -> '{b}/assets/app.8d41e07c.js'  [1 of 2]
 214530 of 214530   100% in    0s  1388.72 KB/s  done
Public URL of the object is: http://static-acme-www.s3.amazonaws.com/assets/app.8d41e07c.js
upload: 'dist/assets/app.8d41e07c.css' -> '{b}/assets/app.8d41e07c.css'  [2 of 2]
 48977 of 48977   100% in    0s   512.40 KB/s  done
Public URL of the object is: http://static-acme-www.s3.amazonaws.com/assets/app.8d41e07c.css""", duration=3.0),
        p.run(f"s3cmd put --acl-public --mime-type=text/html dist/index.html {b}/index.html", f"""upload: 'dist/index.html' -> '{b}/index.html'  [1 of 1]
 2417 of 2417   100% in    0s    31.09 KB/s  done
Public URL of the object is: http://static-acme-www.s3.amazonaws.com/index.html""", duration=2.0),
        p.run(f"s3cmd del {b}/assets/app.3f9c2a1b.js {b}/assets/app.3f9c2a1b.css", f"""delete: '{b}/assets/app.3f9c2a1b.js'
delete: '{b}/assets/app.3f9c2a1b.css'""", duration=2.0),
        p.run(f"s3cmd ls {b}/assets/", dirs + f"""
2024-05-14 08:05        48977  {b}/assets/app.8d41e07c.css
2024-05-14 08:05       214530  {b}/assets/app.8d41e07c.js
2024-04-18 09:40        18904  {b}/assets/vendor.91be07d4.css
2024-04-18 09:40       384112  {b}/assets/vendor.91be07d4.js""", duration=2.0),
        p.run(f"s3cmd du -H {b}/assets/", f"  3M      23 objects {b}/assets/", duration=2.0),
        p.run(f"s3cmd info {b}/index.html", f"""{b}/index.html (object):
   File size: 2417
   Last mod:  Tue, 14 May 2024 08:05:37 GMT
   MIME type: text/html
   Storage:   STANDARD
   MD5 sum:   5e0c8b1d27f94a36e1b8d02c7a9f4e13
   SSE:       none
   Policy:    none
   CORS:      none
   ACL:       *anon*: READ
   ACL:       acme-deploy: FULL_CONTROL
   x-amz-meta-s3cmd-attrs: atime:1715673921/ctime:1715673902/gid:1001/gname:web/md5:5e0c8b1d27f94a36e1b8d02c7a9f4e13/mode:33188/mtime:1715673902/uid:1001/uname:web""", duration=2.0),
        p.run(f"s3cmd ls -r {b}/ | grep -E '\\.(js|css)$'", f"""2024-05-02 13:11        48213  {b}/assets/app.3f9c2a1b.css
2024-05-14 08:05        48977  {b}/assets/app.8d41e07c.css
2024-05-14 08:05       214530  {b}/assets/app.8d41e07c.js
2024-04-18 09:40        18904  {b}/assets/vendor.91be07d4.css
2024-04-18 09:40       384112  {b}/assets/vendor.91be07d4.js
2023-11-09 15:27        87533  {b}/legacy/jquery-3.7.1.min.js
2023-11-09 15:27         6402  {b}/legacy/polyfills.js""", duration=3.0),
        p.run("curl -sI https://static.acme.example/ | head -12", """HTTP/2 200
content-type: text/html
content-length: 2417
date: Tue, 14 May 2024 08:07:12 GMT
last-modified: Tue, 14 May 2024 08:05:37 GMT
etag: "5e0c8b1d27f94a36e1b8d02c7a9f4e13"
x-amz-server-side-encryption: AES256
accept-ranges: bytes
server: AmazonS3
x-cache: Miss from cloudfront
via: 1.1 6f2b1e0d93c4a7e85d10b2f3c9a4e7d1.cloudfront.net (CloudFront)
x-amz-cf-pop: FRA56-P4""", duration=2.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-14", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="object deleted earlier is listed again in a recursive listing")


# coredumpctl: clean
def t15(rs: RowSet) -> None:
    p = Pane("root", "edge-proxy-3", "/root")
    state = p.prompt
    boot = "4c1e8a27f3b94d06a5e2c7d81b09f3a6"
    lst = """TIME                          PID UID GID SIG     COREFILE EXE                           SIZE
Tue 2024-05-14 02:13:47 UTC 61804 998 998 SIGSEGV present  /usr/local/bin/edge-gateway  38.2M
Tue 2024-05-14 05:51:02 UTC 70466 998 998 SIGSEGV present  /usr/local/bin/edge-gateway  41.7M
Tue 2024-05-14 08:27:39 UTC 77120 998 998 SIGSEGV present  /usr/local/bin/edge-gateway  40.9M"""
    trace = """                Stack trace of thread 77131:
                #0  0x00000000006b2f14 n/a (/usr/local/bin/edge-gateway + 0x2b2f14)
                #1  0x00000000006b40c9 n/a (/usr/local/bin/edge-gateway + 0x2b40c9)
                #2  0x00000000005e81a2 n/a (/usr/local/bin/edge-gateway + 0x1e81a2)
                #3  0x00000000005e9d37 n/a (/usr/local/bin/edge-gateway + 0x1e9d37)
                #4  0x00007f3a21a94ac3 start_thread (libc.so.6 + 0x94ac3)
                #5  0x00007f3a21b26850 __clone3 (libc.so.6 + 0x126850)"""
    head = f"""           PID: 77120 (edge-gateway)
           UID: 998 (edgegw)
           GID: 998 (edgegw)
        Signal: 11 (SEGV)
     Timestamp: Tue 2024-05-14 08:27:38 UTC ({{ago}})
  Command Line: /usr/local/bin/edge-gateway --config /etc/edge-gateway/config.yaml
    Executable: /usr/local/bin/edge-gateway
 Control Group: /system.slice/edge-gateway.service
          Unit: edge-gateway.service
         Slice: system.slice
       Boot ID: {boot}
    Machine ID: 9d3f0b6e21c84a7f8e5d1c0a2b4f6e83
      Hostname: edge-proxy-3
       Storage: /var/lib/systemd/coredump/core.edge-gateway.998.{boot}.77120.1715675258000000.zst (present)
  Size on Disk: 40.9M"""
    turns = [
        p.run("coredumpctl list --since 2024-05-14", lst),
        p.run("coredumpctl info 77120", head.format(ago="1h 12min ago") + """
       Message: Process 77120 (edge-gateway) of user 998 dumped core.

                Module /usr/local/bin/edge-gateway without build-id.
                Module libc.so.6 from deb glibc-2.35-0ubuntu3.7.amd64
""" + trace + """

                Stack trace of thread 77120:
                #0  0x00007f3a21b25e2e epoll_wait (libc.so.6 + 0x125e2e)
                #1  0x00000000005d1f48 n/a (/usr/local/bin/edge-gateway + 0x1d1f48)
                #2  0x000000000049a3b0 n/a (/usr/local/bin/edge-gateway + 0x9a3b0)
                #3  0x00007f3a21a29d90 __libc_start_call_main (libc.so.6 + 0x29d90)
                #4  0x00007f3a21a29e40 __libc_start_main_impl (libc.so.6 + 0x29e40)
                #5  0x000000000049b115 n/a (/usr/local/bin/edge-gateway + 0x9b115)"""),
        p.run("systemctl status edge-gateway --no-pager", """● edge-gateway.service - Edge Gateway
     Loaded: loaded (/lib/systemd/system/edge-gateway.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-05-14 08:27:44 UTC; 1h 12min ago
   Main PID: 77351 (edge-gateway)
      Tasks: 11 (limit: 9387)
     Memory: 412.6M
        CPU: 41min 8.210s
     CGroup: /system.slice/edge-gateway.service
             └─77351 /usr/local/bin/edge-gateway --config /etc/edge-gateway/config.yaml

May 14 08:27:38 edge-proxy-3 edge-gateway[77120]: worker 3: reloading route table (1422 routes)
May 14 08:27:39 edge-proxy-3 systemd[1]: edge-gateway.service: Main process exited, code=dumped, status=11/SEGV
May 14 08:27:39 edge-proxy-3 systemd[1]: edge-gateway.service: Failed with result 'core-dump'.
May 14 08:27:39 edge-proxy-3 systemd[1]: edge-gateway.service: Consumed 1h 4min 51.902s CPU time.
May 14 08:27:44 edge-proxy-3 systemd[1]: edge-gateway.service: Scheduled restart job, restart counter is at 3.
May 14 08:27:44 edge-proxy-3 systemd[1]: Stopped Edge Gateway.
May 14 08:27:44 edge-proxy-3 systemd[1]: Started Edge Gateway.
May 14 08:27:44 edge-proxy-3 edge-gateway[77351]: edge-gateway 1.8.3 listening on :443 (workers=8)"""),
        p.run('coredumpctl debug 77120 --debugger-arguments="-batch -ex bt"', head.format(ago="1h 13min ago") + """

GNU gdb (Ubuntu 12.1-0ubuntu1~22.04) 12.1
Copyright (C) 2022 Free Software Foundation, Inc.
License GPLv3+: GNU GPL version 3 or later <http://gnu.org/licenses/gpl.html>
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law.
Type "show copying" and "show warranty" for details.
This GDB was configured as "x86_64-linux-gnu".
Reading symbols from /usr/local/bin/edge-gateway...
(No debugging symbols found in /usr/local/bin/edge-gateway)
[New LWP 77131]
[New LWP 77120]
[New LWP 77124]
[New LWP 77125]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
Core was generated by `/usr/local/bin/edge-gateway --config /etc/edge-gateway/config.yaml'.
Program terminated with signal SIGSEGV, Segmentation fault.
#0  0x00000000006b2f14 in edge::router::RouteTable::lookup(std::basic_string_view<char, std::char_traits<char> >) const ()
[Current thread is 1 (Thread 0x7f3a1cff9640 (LWP 77131))]
#0  0x00000000006b2f14 in edge::router::RouteTable::lookup(std::basic_string_view<char, std::char_traits<char> >) const ()
#1  0x00000000006b40c9 in edge::router::Router::dispatch(edge::http::Request&) ()
#2  0x00000000005e81a2 in edge::worker::Worker::handle(edge::net::Connection*) ()
#3  0x00000000005e9d37 in edge::worker::Worker::run() ()
#4  0x00007f3a21a94ac3 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007f3a21b26850 in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81""", duration=4.0),
        p.run("dpkg -i /tmp/edge-gateway_1.8.4-2_amd64.deb", """(Reading database ... 71342 files and directories currently installed.)
Preparing to unpack .../edge-gateway_1.8.4-2_amd64.deb ...
Unpacking edge-gateway (1.8.4-2) over (1.8.3-1) ...
Setting up edge-gateway (1.8.4-2) ...""", duration=3.0),
        p.run("systemctl restart edge-gateway && systemctl status edge-gateway --no-pager", """● edge-gateway.service - Edge Gateway
     Loaded: loaded (/lib/systemd/system/edge-gateway.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-05-14 09:41:06 UTC; 3s ago
   Main PID: 84410 (edge-gateway)
      Tasks: 11 (limit: 9387)
     Memory: 96.3M
        CPU: 1.204s
     CGroup: /system.slice/edge-gateway.service
             └─84410 /usr/local/bin/edge-gateway --config /etc/edge-gateway/config.yaml

May 14 08:27:44 edge-proxy-3 systemd[1]: Started Edge Gateway.
May 14 08:27:44 edge-proxy-3 edge-gateway[77351]: edge-gateway 1.8.3 listening on :443 (workers=8)
May 14 09:41:05 edge-proxy-3 systemd[1]: Stopping Edge Gateway...
May 14 09:41:05 edge-proxy-3 edge-gateway[77351]: received SIGTERM, draining 214 connections
May 14 09:41:06 edge-proxy-3 systemd[1]: edge-gateway.service: Deactivated successfully.
May 14 09:41:06 edge-proxy-3 systemd[1]: Stopped Edge Gateway.
May 14 09:41:06 edge-proxy-3 systemd[1]: edge-gateway.service: Consumed 48min 2.771s CPU time.
May 14 09:41:06 edge-proxy-3 systemd[1]: Started Edge Gateway.
May 14 09:41:06 edge-proxy-3 edge-gateway[84410]: edge-gateway 1.8.4 listening on :443 (workers=8)""", duration=3.0),
        p.run("coredumpctl list --since 2024-05-14", lst),
        p.run("journalctl -u edge-gateway --since '2024-05-14 08:27' --no-pager | grep -E 'Main process|Started|Stopped'", """May 14 08:27:39 edge-proxy-3 systemd[1]: edge-gateway.service: Main process exited, code=dumped, status=11/SEGV
May 14 08:27:44 edge-proxy-3 systemd[1]: Stopped Edge Gateway.
May 14 08:27:44 edge-proxy-3 systemd[1]: Started Edge Gateway.
May 14 09:41:06 edge-proxy-3 systemd[1]: Stopped Edge Gateway.
May 14 09:41:06 edge-proxy-3 systemd[1]: Started Edge Gateway."""),
    ]
    rs.add(task="terminal", tid="h40-terminal-15", system=SYSTEM, turns=turns, state=state)


# repquota and quota: bad
def t16(rs: RowSet) -> None:
    p = Pane("root", "fileserver-01", "/root")
    state = p.prompt
    qhead = "     Filesystem   space   quota   limit   grace   files   quota   limit   grace\n/dev/mapper/vg0-home"
    turns = [
        p.run("repquota -s /home", """*** Report for user quotas on device /dev/mapper/vg0-home
Block grace time: 7days; Inode grace time: 7days
                        Space limits                File limits
User            used    soft    hard  grace    used  soft  hard  grace
----------------------------------------------------------------------
root      --     20K      0K      0K              2     0     0
alopez    --  14152M  20480M  25600M          48213     0     0
bkumar    +-  21034M  20480M  25600M  6days    112k     0     0
ckim      --   9876M  20480M  25600M          30911     0     0
dmartin   --   1207M  10240M  12800M           4170     0     0
eokafor   --  18011M  20480M  25600M          77520     0     0
fzhang    --    388M  20480M  25600M           2113     0     0
svc-build --  52311M      0K      0K           301k     0     0
"""),
        p.run("du -sh /home/bkumar/.cache /home/bkumar/scratch /home/bkumar/projects; find /home/bkumar/.cache -xdev -type f | wc -l", """3.5G	/home/bkumar/.cache
6.1G	/home/bkumar/scratch
9.8G	/home/bkumar/projects
38211""", duration=4.0),
        p.run("rm -rf /home/bkumar/.cache/* && quota -s -u bkumar", f"""Disk quotas for user bkumar (uid 1043):
{qhead}
                 17450M  20480M  25600M            112k       0       0        """, duration=3.0),
        p.run("setquota -u alopez 30G 35G 0 0 /home", ""),
        p.run("repquota -s /home | grep -E '^(User|alopez|eokafor)'", """User            used    soft    hard  grace    used  soft  hard  grace
alopez    --  14152M  30720M  35840M          48213     0     0
eokafor   --  18011M  20480M  25600M          77520     0     0       """),
        p.run("edquota -p alopez -u dmartin && quota -s -u dmartin", f"""Disk quotas for user dmartin (uid 1046):
{qhead}
                  1207M  30720M  35840M            4170       0       0        """),
        p.run("df -h /home", """Filesystem            Size  Used Avail Use% Mounted on
/dev/mapper/vg0-home  500G  112G  363G  24% /home"""),
    ]
    rs.add(task="terminal", tid="h40-terminal-16", system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="file count unchanged after tens of thousands of files were deleted")


def _ldif(base: str, flt: str, attrs: str, entries: list[str], scope: str = "subtree") -> str:
    """ldapsearch output in extended LDIF."""
    body = "\n\n".join(entries)
    return (f"# extended LDIF\n#\n# LDAPv3\n# base <{base}> with scope {scope}\n# filter: {flt}\n# requesting: {attrs} \n#\n\n"
            f"{body}\n\n# search result\nsearch: 2\nresult: 0 Success\n\n# numResponses: {len(entries) + 1}\n# numEntries: {len(entries)}")


# ldapsearch and ldapmodify: clean
def t17(rs: RowSet) -> None:
    p = Pane("ops", "ldap-mgmt", "/home/ops/ldif")
    state = p.prompt
    sfx = "dc=corp,dc=example,dc=org"
    auth = f'-x -H ldaps://ldap.corp.example.org -D "cn=admin,{sfx}" -y ~/.ldappw'
    people, groups = f"ou=people,{sfx}", f"ou=groups,{sfx}"
    dn = f"uid=kfischer,{people}"
    q = f'ldapsearch {auth} -b "{people}" "(uid=kfischer)" uid cn mail title memberOf modifyTimestamp'
    mof = [f"memberOf: cn=staff,{groups}", f"memberOf: cn=vpn-users,{groups}", f"memberOf: cn=platform,{groups}"]
    sre_members = ["uid=mbauer", "uid=tnguyen", "uid=rdiaz", "uid=ahmed.s", "uid=jpark"]
    turns = [
        p.run(q, _ldif(people, "(uid=kfischer)", "uid cn mail title memberOf modifyTimestamp", [
            f"# kfischer, people, corp.example.org\ndn: {dn}\nuid: kfischer\ncn: Katrin Fischer\nmail: katrin.fischer@corp.example.org\ntitle: Systems Engineer\n"
            + "\n".join(mof) + "\nmodifyTimestamp: 20231107142210Z"])),
        p.run("cat kfischer-update.ldif", f"""dn: {dn}
changetype: modify
replace: title
title: Senior Site Reliability Engineer
-
replace: mail
mail: k.fischer@corp.example.org
-"""),
        p.run(f"ldapmodify {auth} -f kfischer-update.ldif", f'modifying entry "{dn}"\n'),
        p.run(q, _ldif(people, "(uid=kfischer)", "uid cn mail title memberOf modifyTimestamp", [
            f"# kfischer, people, corp.example.org\ndn: {dn}\nuid: kfischer\ncn: Katrin Fischer\nmail: k.fischer@corp.example.org\ntitle: Senior Site Reliability Engineer\n"
            + "\n".join(mof) + "\nmodifyTimestamp: 20240514081936Z"])),
        p.run(f"cat add-to-sre.ldif && ldapmodify {auth} -f add-to-sre.ldif", f"""dn: cn=sre,{groups}
changetype: modify
add: member
member: {dn}
modifying entry "cn=sre,{groups}"
"""),
        p.run(f'ldapsearch {auth} -b "{groups}" "(cn=sre)" member', _ldif(groups, "(cn=sre)", "member", [
            f"# sre, groups, corp.example.org\ndn: cn=sre,{groups}\n" + "\n".join(f"member: {m},{people}" for m in sre_members) + f"\nmember: {dn}"])),
        p.run(f'ldapsearch {auth} -b "{people}" "(uid=kfischer)" memberOf', _ldif(people, "(uid=kfischer)", "memberOf", [
            f"# kfischer, people, corp.example.org\ndn: {dn}\n" + "\n".join(mof) + f"\nmemberOf: cn=sre,{groups}"])),
        p.run(f'ldapsearch {auth} -b "{sfx}" -s base contextCSN', _ldif(sfx, "(objectclass=*)", "contextCSN", [
            f"# corp.example.org\ndn: {sfx}\ncontextCSN: 20240514082014.118204Z#000000#001#000000\ncontextCSN: 20240509161342.602917Z#000000#002#000000"], scope="baseObject")),
    ]
    rs.add(task="terminal", tid="h40-terminal-17", system=SYSTEM, turns=turns, state=state)


# oras: bad
def t18(rs: RowSet) -> None:
    p = Pane("ci", "gl-runner-5", "/builds/platform/helm-charts")
    state = p.prompt
    ref = "registry.acme.dev/charts/ingress-gateway"
    empty = "sha256:44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"
    chart, man = "sha256:" + hx("oras-chart"), "sha256:" + hx("oras-manifest")
    sbom, sbom_m = "sha256:" + hx("oras-sbom"), "sha256:" + hx("oras-sbom-manifest")
    prov, prov_m = "sha256:" + hx("oras-prov"), "sha256:" + hx("oras-prov-manifest")
    cfg = {"mediaType": "application/vnd.oci.empty.v1+json", "digest": empty, "size": 2, "data": "e30="}

    def up(verb: str, name: str, done: str, ms: str, dig: str) -> str:
        return f"✓ {verb:<9} {name:<44} {done:>16} 100.00% {ms:>6}\n  └─ {dig}"

    def referrer(art: str, blob: str, size: int, title: str, mtype: str, created: str) -> str:
        return json.dumps({"schemaVersion": 2, "mediaType": "application/vnd.oci.image.manifest.v1+json", "artifactType": art, "config": cfg,
                           "layers": [{"mediaType": mtype, "digest": blob, "size": size, "annotations": {"org.opencontainers.image.title": title}}],
                           "subject": {"mediaType": "application/vnd.oci.image.manifest.v1+json", "digest": man, "size": 614},
                           "annotations": {"org.opencontainers.image.created": created}}, indent=2)

    turns = [
        p.run("oras version", """Version:        1.1.0
Go version:     go1.21.4
Git commit:     dcef719e208a9b226b15bc6512ad729a7dd93270
Git tree state: clean"""),
        p.run("oras login registry.acme.dev -u ci-bot --password-stdin < /run/secrets/registry_token", "Login Succeeded", duration=2.0),
        p.run("ls -l dist/", """total 276
-rw-r--r-- 1 ci ci  48117 May 14 07:58 ingress-gateway-0.9.3.tgz
-rw-r--r-- 1 ci ci  12406 May 14 07:58 provenance.intoto.jsonl
-rw-r--r-- 1 ci ci 213884 May 14 07:58 sbom.spdx.json"""),
        p.run(f"oras push {ref}:0.9.3 --artifact-type application/vnd.acme.helm-bundle.v1 dist/ingress-gateway-0.9.3.tgz:application/vnd.cncf.helm.chart.content.v1.tar+gzip", "\n".join([
            up("Uploaded", "ingress-gateway-0.9.3.tgz", "46.99/46.99 KB", "118ms", chart),
            up("Uploaded", "application/vnd.oci.empty.v1+json", "2/2  B", "95ms", empty),
            up("Uploaded", "application/vnd.oci.image.manifest.v1+json", "614/614  B", "101ms", man),
            f"Pushed [registry] {ref}:0.9.3", "ArtifactType: application/vnd.acme.helm-bundle.v1", f"Digest: {man}"]), duration=3.0),
        p.run(f"oras manifest fetch --pretty {ref}:0.9.3", json.dumps({
            "schemaVersion": 2, "mediaType": "application/vnd.oci.image.manifest.v1+json", "artifactType": "application/vnd.acme.helm-bundle.v1", "config": cfg,
            "layers": [{"mediaType": "application/vnd.cncf.helm.chart.content.v1.tar+gzip", "digest": chart, "size": 48117,
                        "annotations": {"org.opencontainers.image.title": "ingress-gateway-0.9.3.tgz"}}],
            "annotations": {"org.opencontainers.image.created": "2024-05-14T08:01:27Z"}}, indent=2), duration=2.0),
        p.run(f"oras attach --artifact-type application/spdx+json {ref}:0.9.3 dist/sbom.spdx.json", "\n".join([
            up("Uploaded", "sbom.spdx.json", "208.87/208.87 KB", "164ms", sbom),
            up("Exists", "application/vnd.oci.empty.v1+json", "2/2  B", "0s", empty),
            up("Uploaded", "application/vnd.oci.image.manifest.v1+json", "747/747  B", "88ms", sbom_m),
            f"Attached to [registry] {ref}@{man}", f"Digest: {sbom_m}"]), duration=3.0),
        p.run(f"oras attach --artifact-type application/vnd.in-toto+json {ref}:0.9.3 dist/provenance.intoto.jsonl", "\n".join([
            up("Uploaded", "provenance.intoto.jsonl", "12.12/12.12 KB", "97ms", prov),
            up("Exists", "application/vnd.oci.empty.v1+json", "2/2  B", "0s", empty),
            up("Uploaded", "application/vnd.oci.image.manifest.v1+json", "771/771  B", "84ms", prov_m),
            f"Attached to [registry] {ref}@{man}", f"Digest: {prov_m}"]), duration=3.0),
        p.run(f"oras discover -o tree {ref}:0.9.3", f"""{ref}@{man}
├── application/spdx+json
│   └── {sbom_m}
└── application/vnd.in-toto+json
    └── {prov_m}""", duration=2.0),
        p.run(f"oras repo tags {ref}", """0.8.7
0.9.0
0.9.1
0.9.2
0.9.3""", duration=2.0),
        p.run(f"oras manifest fetch --pretty {ref}@{sbom_m}", referrer("application/spdx+json", sbom, 231884, "sbom.spdx.json", "application/vnd.oci.image.layer.v1.tar", "2024-05-14T08:02:03Z"), duration=2.0),
        p.run(f"oras pull {ref}:0.9.3 -o /tmp/verify && ls -l /tmp/verify", "\n".join([
            up("Pulled", "ingress-gateway-0.9.3.tgz", "46.99/46.99 KB", "71ms", chart),
            f"Pulled [registry] {ref}:0.9.3", f"Digest: {man}", "total 48", "-rw-r--r-- 1 ci ci 48117 May 14 08:03 ingress-gateway-0.9.3.tgz"]), duration=3.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-18", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="attached file's layer size in the fetched manifest differs from the file that was uploaded")


def _strace_c(rows: list[tuple[str, float, int, int]]) -> str:
    """`strace -c` summary table, sorted by time."""
    tot_s = sum(r[1] for r in rows)
    tot_c = sum(r[2] for r in rows)
    tot_e = sum(r[3] for r in rows)
    sep = "------ ----------- ----------- --------- --------- ------------------"
    out = ["% time     seconds  usecs/call     calls    errors syscall", sep]
    for name, sec, calls, err in sorted(rows, key=lambda r: -r[1]):
        out.append(f"{sec / tot_s * 100:6.2f} {sec:11.6f} {round(sec * 1e6 / calls):11d} {calls:9d} {err if err else '':>9} {name}")
    out.append(sep)
    out.append(f"100.00 {tot_s:11.6f} {round(tot_s * 1e6 / tot_c):11d} {tot_c:9d} {tot_e:9d} total")
    return "\n".join(out)


# perf stat and strace -c: clean
def t19(rs: RowSet) -> None:
    p = Pane("dev", "perfbox", "/home/dev/src/jsonparse")
    state = p.prompt
    cmd = "./build/bench --input data/twitter.json --iters 200"
    ev = "task-clock,context-switches,cpu-migrations,page-faults,cycles,instructions,branches,branch-misses"
    loader = [("openat", 0.000121, 14, 3), ("mmap", 0.000187, 24, 0), ("mprotect", 0.000066, 8, 0), ("newfstatat", 0.000052, 13, 0),
              ("brk", 0.000031, 11, 0), ("pread64", 0.000012, 4, 0), ("munmap", 0.000019, 3, 0), ("access", 0.000009, 1, 1), ("execve", 0.000402, 1, 0),
              ("arch_prctl", 0.000004, 2, 0), ("write", 0.000021, 1, 0), ("set_tid_address", 0.000003, 1, 0), ("set_robust_list", 0.000003, 1, 0),
              ("rseq", 0.000003, 1, 0), ("prlimit64", 0.000003, 1, 0), ("getrandom", 0.000005, 1, 0)]

    def merged(extra: list[tuple[str, float, int, int]]) -> list[tuple[str, float, int, int]]:
        d = {r[0]: list(r[1:]) for r in loader}
        for n, s, c, e in extra:
            if n in d:
                d[n][0] += s
                d[n][1] += c
                d[n][2] += e
            else:
                d[n] = [s, c, e]
        return [(n, v[0], v[1], v[2]) for n, v in d.items()]

    before = _strace_c(merged([("read", 0.412338, 31201, 0), ("openat", 0.013288, 200, 0), ("close", 0.008624, 200, 0), ("newfstatat", 0.004112, 200, 0)]))
    after = _strace_c(merged([("read", 0.071905, 801, 0), ("openat", 0.012977, 200, 0), ("close", 0.008411, 200, 0), ("newfstatat", 0.004086, 200, 0)]))
    turns = [
        _wait(p, f"perf stat -e {ev} {cmd}", f"""parsed 200 x 631515 bytes in 1.482 s (85.23 MB/s)

 Performance counter stats for '{cmd}':

          1,497.31 msec task-clock                       #    0.998 CPUs utilized
               211      context-switches                 #  140.919 /sec
                 3      cpu-migrations                   #    2.004 /sec
               612      page-faults                      #  408.733 /sec
     5,588,120,773      cycles                           #    3.732 GHz
    14,102,447,918      instructions                     #    2.52  insn per cycle
     2,871,933,204      branches                         #    1.918 G/sec
        21,446,092      branch-misses                    #    0.75% of all branches

       1.500223412 seconds time elapsed

       0.907113000 seconds user
       0.590412000 seconds sys
""", 4.0),
        _wait(p, f"perf stat -r 5 -e {ev} {cmd}", f"""parsed 200 x 631515 bytes in 1.479 s (85.40 MB/s)
parsed 200 x 631515 bytes in 1.471 s (85.86 MB/s)
parsed 200 x 631515 bytes in 1.488 s (84.88 MB/s)
parsed 200 x 631515 bytes in 1.466 s (86.16 MB/s)
parsed 200 x 631515 bytes in 1.476 s (85.57 MB/s)

 Performance counter stats for '{cmd}' (5 runs):

          1,489.06 msec task-clock                       #    0.998 CPUs utilized               ( +-  0.41% )
               207      context-switches                 #  139.014 /sec                        ( +-  2.18% )
                 2      cpu-migrations                   #    1.343 /sec                        ( +- 24.49% )
               611      page-faults                      #  410.326 /sec                        ( +-  0.07% )
     5,561,930,112      cycles                           #    3.735 GHz                         ( +-  0.38% )
    14,101,982,530      instructions                     #    2.54  insn per cycle              ( +-  0.00% )
     2,871,874,410      branches                         #    1.929 G/sec                       ( +-  0.00% )
        21,401,377      branch-misses                    #    0.75% of all branches             ( +-  0.21% )

           1.49211 +- 0.00612 seconds time elapsed  ( +-  0.41% )
""", 10.0),
        _wait(p, f"strace -c -f {cmd}", "parsed 200 x 631515 bytes in 2.911 s (43.39 MB/s)\n" + before, 5.0),
        p.run("sed -i 's/#define READ_BUF_SIZE 4096/#define READ_BUF_SIZE 262144/' src/reader.c && make -C build -j8", """make: Entering directory '/home/dev/src/jsonparse/build'
make[1]: Entering directory '/home/dev/src/jsonparse/build'
make[2]: Entering directory '/home/dev/src/jsonparse/build'
make[2]: Leaving directory '/home/dev/src/jsonparse/build'
make[2]: Entering directory '/home/dev/src/jsonparse/build'
[ 14%] Building C object CMakeFiles/jsonparse.dir/src/reader.c.o
[ 28%] Linking C static library libjsonparse.a
make[2]: Leaving directory '/home/dev/src/jsonparse/build'
[ 71%] Built target jsonparse
make[2]: Entering directory '/home/dev/src/jsonparse/build'
make[2]: Leaving directory '/home/dev/src/jsonparse/build'
make[2]: Entering directory '/home/dev/src/jsonparse/build'
[ 85%] Linking C executable bench
make[2]: Leaving directory '/home/dev/src/jsonparse/build'
[100%] Built target bench
make[1]: Leaving directory '/home/dev/src/jsonparse/build'
make: Leaving directory '/home/dev/src/jsonparse/build'""", duration=5.0),
        _wait(p, f"strace -c -f {cmd}", "parsed 200 x 631515 bytes in 1.094 s (115.45 MB/s)\n" + after, 4.0),
        _wait(p, f"perf stat -r 5 -e {ev} {cmd}", f"""parsed 200 x 631515 bytes in 1.012 s (124.81 MB/s)
parsed 200 x 631515 bytes in 1.004 s (125.80 MB/s)
parsed 200 x 631515 bytes in 1.019 s (123.95 MB/s)
parsed 200 x 631515 bytes in 1.007 s (125.43 MB/s)
parsed 200 x 631515 bytes in 1.010 s (125.05 MB/s)

 Performance counter stats for '{cmd}' (5 runs):

          1,021.44 msec task-clock                       #    0.997 CPUs utilized               ( +-  0.29% )
                64      context-switches                 #   62.657 /sec                        ( +-  4.71% )
                 1      cpu-migrations                   #    0.979 /sec                        ( +- 44.72% )
               676      page-faults                      #  661.811 /sec                        ( +-  0.06% )
     3,815,403,118      cycles                           #    3.735 GHz                         ( +-  0.27% )
    11,874,120,665      instructions                     #    3.11  insn per cycle              ( +-  0.00% )
     2,402,611,937      branches                         #    2.352 G/sec                       ( +-  0.00% )
        20,118,204      branch-misses                    #    0.84% of all branches             ( +-  0.18% )

           1.02441 +- 0.00297 seconds time elapsed  ( +-  0.29% )
""", 8.0),
        p.run("git diff --stat", """ src/reader.c | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)"""),
    ]
    rs.add(task="terminal", tid="h40-terminal-19", system=SYSTEM, turns=turns, state=state)


def _ipa_bar(text: str) -> str:
    line = "-" * len(text)
    return f"{line}\n{text}\n{line}"


# ipa: bad
def t20(rs: RowSet) -> None:
    p = Pane("jsmith", "ipa-mgmt", "/home/jsmith")
    state = p.prompt
    realm = "CORP.EXAMPLE.NET"

    def groups(names: list[str]) -> str:
        info = {"admins": ("Account administrators group", "1875400000"), "dba": ("Database administrators", "1875400016"),
                "devs": ("Development team", "1875400012"), "engineering": ("Engineering (dev + platform)", "1875400012"),
                "editors": ("Limited admins who can edit other users", "1875400002"), "ipausers": ("Default group for all users", None),
                "ops": ("Operations", "1875400014"), "qa": ("Quality assurance", "1875400013"), "trust admins": ("Trusts administrators group", None),
                "vpn-users": ("Remote access", "1875400018")}
        blocks = []
        for n in names:
            desc, gid = info[n]
            blocks.append(f"  Group name: {n}\n  Description: {desc}" + (f"\n  GID: {gid}" if gid else ""))
        return _ipa_bar(f"{len(names)} groups matched") + "\n" + "\n\n".join(blocks) + "\n" + _ipa_bar(f"Number of entries returned {len(names)}")

    def group(name: str, desc: str, users: str) -> str:
        return (f"  Group name: {name}\n  Description: {desc}\n  GID: 1875400012\n  Member users: {users}\n"
                "  Member of HBAC rule: allow_dev_hosts\n  Member of Sudo rule: devs_service_restart")

    def user(login: str, first: str, last: str, uid: int, shell: str, grp: str) -> str:
        return (f"  User login: {login}\n  First name: {first}\n  Last name: {last}\n  Home directory: /home/{login}\n  Login shell: {shell}\n"
                f"  Principal name: {login}@{realm}\n  Principal alias: {login}@{realm}\n  Email address: {login}@corp.example.net\n"
                f"  UID: {uid}\n  GID: {uid}\n  Account disabled: False\n  Password: True\n  Member of groups: {grp}\n"
                "  Indirect Member of Sudo rule: devs_service_restart\n  Indirect Member of HBAC rule: allow_dev_hosts\n  Kerberos keys available: True")

    old = ["admins", "dba", "devs", "editors", "ipausers", "ops", "qa", "trust admins", "vpn-users"]
    new = ["admins", "dba", "editors", "engineering", "ipausers", "ops", "qa", "trust admins", "vpn-users"]
    desc = "Engineering (dev + platform)"
    turns = [
        p.run("ipa ping", _ipa_bar("IPA server version 4.11.1. API version 2.253"), duration=2.0),
        p.run("ipa group-find --sizelimit=20", groups(old), duration=2.0),
        p.run("ipa group-show devs", group("devs", "Development team", "alee, bnguyen, cpatel, dward"), duration=2.0),
        p.run(f'ipa group-mod devs --rename=engineering --desc="{desc}"', _ipa_bar('Modified group "devs"') + "\n" + group("engineering", desc, "alee, bnguyen, cpatel, dward"), duration=2.0),
        p.run("ipa group-add-member engineering --users=eosei --users=fmorales", group("engineering", desc, "alee, bnguyen, cpatel, dward, eosei, fmorales") + "\n" + _ipa_bar("Number of members added 2"), duration=2.0),
        p.run("ipa hbacrule-show allow_dev_hosts", """  Rule name: allow_dev_hosts
  Description: SSH to development servers
  Enabled: True
  User Groups: engineering
  Host Groups: dev-servers
  HBAC Services: sshd""", duration=2.0),
        p.run("ipa sudorule-show devs_service_restart", """  Rule name: devs_service_restart
  Enabled: True
  User Groups: engineering
  Host Groups: dev-servers
  Sudo Allow Commands: /usr/bin/systemctl restart *, /usr/bin/journalctl
  RunAs External User: root""", duration=2.0),
        p.run("ipa user-show eosei", user("eosei", "Esi", "Osei", 1875400031, "/bin/bash", "engineering, ipausers"), duration=2.0),
        p.run("ipa user-mod fmorales --shell=/bin/zsh", _ipa_bar('Modified user "fmorales"') + "\n" + user("fmorales", "Felipe", "Morales", 1875400033, "/bin/zsh", "engineering, ipausers"), duration=2.0),
        p.run("ipa group-find --sizelimit=20", groups(new), duration=2.0),
        p.run("ipa user-show alee", user("alee", "Adrian", "Lee", 1875400021, "/bin/bash", "devs, ipausers, vpn-users"), duration=2.0),
        p.run("ipa hbactest --user=fmorales --host=dev-app-01.corp.example.net --service=sshd", _ipa_bar("Access granted: True") + "\n  Matched rules: allow_dev_hosts", duration=2.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-20", system=SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="user still listed as member of the group under its name before the rename")


def _cnpg_status(primary: str, start: str, uptime: str, lsn: str, tl: int, wal: str, last_wal: str, last_at: str, days: str,
                 lags: list[tuple[str, str, str, str]], roles: dict[str, str], sizes: dict[str, str]) -> str:
    nodes = {"pg-billing-1": "k8s-w-04", "pg-billing-2": "k8s-w-07", "pg-billing-3": "k8s-w-11"}
    rep = "\n".join(f"{n:<14}{lsn:<13}{lsn:<13}{lsn:<13}{lsn:<13}{a:<17}{b:<17}{c:<17}streaming  async       0              active" for n, a, b, c in lags)
    inst = "\n".join(f"{n:<14}{sizes[n]:<15}{lsn:<13}{roles[n]:<18}OK      Guaranteed  1.23.1           {nodes[n]}" for n in sorted(nodes))
    return f"""Cluster Summary
Name:                pg-billing
Namespace:           billing
System ID:           7301284619025734683
PostgreSQL Image:    ghcr.io/cloudnative-pg/postgresql:16.2
Primary instance:    {primary}
Primary start time:  {start} (uptime {uptime})
Status:              Cluster in healthy state
Instances:           3
Ready instances:     3
Current Write LSN:   {lsn} (Timeline: {tl} - WAL File: {wal})

Certificates Status
Certificate Name        Expiration Date                Days Left Until Expiration
----------------        ---------------                --------------------------
pg-billing-ca           2024-08-11 06:09:31 +0000 UTC  {days}
pg-billing-replication  2024-08-11 06:09:31 +0000 UTC  {days}
pg-billing-server       2024-08-11 06:09:31 +0000 UTC  {days}

Continuous Backup status
First Point of Recoverability:  2024-04-14T00:00:07Z
Working WAL archiving:          OK
WALs waiting to be archived:    0
Last Archived WAL:              {last_wal}   @   {last_at}
Last Failed WAL:                -

Physical backups
No running physical backups found

Streaming Replication status
Replication Slots Enabled
Name          Sent LSN     Write LSN    Flush LSN    Replay LSN   Write Lag        Flush Lag        Replay Lag       State      Sync State  Sync Priority  Replication Slot
----          --------     ---------    ---------    ----------   ---------        ---------        ----------       -----      ----------  -------------  ----------------
{rep}

Unmanaged Replication Slot Status
No unmanaged replication slots found

Managed roles status
No roles managed

Tablespaces status
No managed tablespaces

Pod Disruption Budgets status
Name                Role     Expected Pods  Current Healthy  Minimum Desired Healthy  Disruptions Allowed
----                ----     -------------  ---------------  -----------------------  -------------------
pg-billing          replica  2              2                1                        1
pg-billing-primary  primary  1              1                1                        0

Instances status
Name          Database Size  Current LSN  Replication role  Status  QoS         Manager Version  Node
----          -------------  -----------  ----------------  ------  ---         ---------------  ----
{inst}"""


# kubectl cnpg: clean
def t21(rs: RowSet) -> None:
    p = Pane("platform", "k8s-admin", "/home/platform")
    state = p.prompt
    pods_hdr = "NAME           READY   STATUS    RESTARTS   AGE   IP             NODE       NOMINATED NODE   READINESS GATES   INSTANCEROLE"

    def pods(roles: dict[str, str]) -> str:
        rows = [("pg-billing-1", "92d", "10.244.4.31", "k8s-w-04"), ("pg-billing-2", "92d", "10.244.7.18", "k8s-w-07"), ("pg-billing-3", "38d", "10.244.11.9", "k8s-w-11")]
        return pods_hdr + "\n" + "\n".join(f"{n:<15}1/1     Running   0          {age:<6}{ip:<15}{node:<11}<none>           <none>            {roles[n]}" for n, age, ip, node in rows)

    before_roles = {"pg-billing-1": "Primary", "pg-billing-2": "Standby (async)", "pg-billing-3": "Standby (async)"}
    after_roles = {"pg-billing-1": "Standby (async)", "pg-billing-2": "Primary", "pg-billing-3": "Standby (async)"}
    turns = [
        p.run("kubectl cnpg status pg-billing -n billing", _cnpg_status(
            "pg-billing-1", "2024-02-11 06:14:52 +0000 UTC", "2234h26m28s", "5A/2F01C3E8", 1, "000000010000005A0000002F",
            "000000010000005A0000002E", "2024-05-14T08:41:12.442871Z", "88.89",
            [("pg-billing-2", "00:00:00.000612", "00:00:00.001844", "00:00:00.002011"), ("pg-billing-3", "00:00:00.000701", "00:00:00.001902", "00:00:00.002377")],
            before_roles, {"pg-billing-1": "38 GB", "pg-billing-2": "38 GB", "pg-billing-3": "38 GB"}), duration=3.0),
        p.run("kubectl get pods -n billing -l cnpg.io/cluster=pg-billing -o wide -L cnpg.io/instanceRole", pods({"pg-billing-1": "primary", "pg-billing-2": "replica", "pg-billing-3": "replica"})),
        p.run("kubectl cnpg promote pg-billing pg-billing-2 -n billing", "Node pg-billing-2 in cluster pg-billing will be promoted", duration=2.0),
        p.run("kubectl get cluster pg-billing -n billing", """NAME         AGE   INSTANCES   READY   STATUS                   PRIMARY
pg-billing   92d   3           2       Switchover in progress   pg-billing-1"""),
        _wait(p, "sleep 45; kubectl cnpg status pg-billing -n billing", _cnpg_status(
            "pg-billing-2", "2024-05-14 08:42:14 +0000 UTC", "56s", "5A/30002A10", 2, "000000020000005A00000030",
            "00000002.history", "2024-05-14T08:42:16.907315Z", "88.89",
            [("pg-billing-1", "00:00:00.000588", "00:00:00.001733", "00:00:00.001920"), ("pg-billing-3", "00:00:00.000644", "00:00:00.001815", "00:00:00.002204")],
            after_roles, {"pg-billing-1": "38 GB", "pg-billing-2": "38 GB", "pg-billing-3": "38 GB"}), 50.0),
        p.run("kubectl get pods -n billing -l cnpg.io/cluster=pg-billing -o wide -L cnpg.io/instanceRole", pods({"pg-billing-1": "replica", "pg-billing-2": "primary", "pg-billing-3": "replica"})),
        p.run("kubectl get cluster pg-billing -n billing", """NAME         AGE   INSTANCES   READY   STATUS                     PRIMARY
pg-billing   92d   3           3       Cluster in healthy state   pg-billing-2"""),
        p.run("kubectl cnpg backup pg-billing -n billing", "backup/pg-billing-20240514084412 created", duration=2.0),
        p.run("kubectl get backups -n billing", """NAME                                AGE    CLUSTER      METHOD              PHASE       ERROR
pg-billing-20240514084412           4s     pg-billing   barmanObjectStore   running
pg-billing-nightly-20240511000000   3d8h   pg-billing   barmanObjectStore   completed
pg-billing-nightly-20240512000000   2d8h   pg-billing   barmanObjectStore   completed
pg-billing-nightly-20240513000000   32h    pg-billing   barmanObjectStore   completed
pg-billing-nightly-20240514000000   8h44m  pg-billing   barmanObjectStore   completed   """),
    ]
    rs.add(task="terminal", tid="h40-terminal-21", system=SYSTEM, turns=turns, state=state)


# realm and sssctl: bad
def t22(rs: RowSet) -> None:
    p = Pane("root", "web-07", "/root", style="rhel")
    state = p.prompt

    def realm(groups: str) -> str:
        return f"""corp.example.com
  type: kerberos
  realm-name: CORP.EXAMPLE.COM
  domain-name: corp.example.com
  configured: kerberos-member
  server-software: active-directory
  client-software: sssd
  required-package: oddjob
  required-package: oddjob-mkhomedir
  required-package: sssd
  required-package: adcli
  required-package: samba-common-tools
  login-formats: %U
  login-policy: allow-permitted-logins
  permitted-logins:
  permitted-groups: {groups}"""

    def checks(result: str) -> str:
        return f"""user: rkoval
action: acct
service: system-auth

SSSD nss user lookup result:
 - user name: rkoval
 - user id: 1284001109
 - group id: 1284000513
 - gecos: Roman Koval
 - home directory: /home/rkoval
 - shell: /bin/bash

SSSD InfoPipe user lookup result:
 - name: rkoval
 - uidNumber: 1284001109
 - gidNumber: 1284000513
 - gecos: Roman Koval
 - homeDirectory: /home/rkoval
 - loginShell: /bin/bash

testing pam_acct_mgmt

pam_acct_mgmt: {result}

PAM Environment:
 - no env -"""

    turns = [
        p.run("realm list", realm("linux-admins, web-operators")),
        p.run("sssctl domain-status corp.example.com", """Online status: Online

Active servers:
AD Global Catalog: dc02.corp.example.com
AD Domain Controller: dc02.corp.example.com

Discovered AD Global Catalog servers:
- dc02.corp.example.com
- dc01.corp.example.com
- dc03.corp.example.com

Discovered AD Domain Controller servers:
- dc02.corp.example.com
- dc01.corp.example.com
- dc03.corp.example.com"""),
        p.run("id rkoval", "uid=1284001109(rkoval) gid=1284000513(domain users) groups=1284000513(domain users),1284001522(app-support),1284001187(vpn-users)"),
        p.run("sssctl user-checks rkoval", checks("Permission denied"), duration=2.0),
        p.run("grep -A13 '^\\[domain/corp.example.com\\]' /etc/sssd/sssd.conf", """[domain/corp.example.com]
default_shell = /bin/bash
krb5_store_password_if_offline = True
cache_credentials = True
krb5_realm = CORP.EXAMPLE.COM
realmd_tags = manages-system joined-with-adcli
id_provider = ad
fallback_homedir = /home/%u
ad_domain = corp.example.com
use_fully_qualified_names = False
ldap_id_mapping = True
access_provider = simple
simple_allow_groups = linux-admins, web-operators"""),
        p.run("realm permit -g app-support", "", duration=2.0),
        p.run("realm list", realm("linux-admins, app-support")),
        p.run("sss_cache -E && sssctl user-checks rkoval", checks("Success"), duration=2.0),
    ]
    rs.add(task="terminal", tid="h40-terminal-22", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="permitted group dropped from the login policy with no command that removes it")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
