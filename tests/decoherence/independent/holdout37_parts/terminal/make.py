# ruff: noqa: E501
"""Held-out set holdout37, terminal domain: 22 tmux-shell trajectories, 11 of them with one contradiction.

Each trajectory is one coherent task typed into a shell pane (keystrokes plus a wait); the rows are written
in the AgentWorldBench row format by ``rowkit2.RowSet`` as ``terminal_test.jsonl`` and ``labels.json``.
"""

from __future__ import annotations

import base64
import hashlib
import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys

SYSTEM = """# Role and Objective

You are a Terminal World Model: a precise simulator of a Linux shell running inside a tmux pane. Given the session so far and the agent's next action, predict exactly what the terminal shows once the keystrokes have been sent and the given duration has passed.

## Input

- Historical context: the earlier turns of this session (actions and the screens they produced).
- Current state: the visible screen, ending with the shell prompt (user, host and working directory, e.g. `root@host:/path#`).
- Action: a JSON array of objects with `keystrokes` (raw text typed into the pane; a trailing newline runs the command) and `duration` (seconds to wait before the screen is captured). `C-c`, `C-d`, `C-z` and `C-l` are control keys; an empty string only waits.

## What to output

After **Environment Observation:**, the screen from the prompt line with the typed command on: everything the program prints (stdout and stderr in order), then the next prompt once the command has finished. A command still running when the duration ends shows only what it has printed so far. An interactive question (y/n, password) waits for the next keystrokes.

## Behaviour

- Reproduce real tools faithfully: CLI tables with their headers and alignment, JSON and YAML documents, progress lines, warnings and error messages exactly as the installed versions print them (cloud CLIs, container runtimes, package managers, build tools, backup tools, network and system utilities).
- Keep the session coherent: working directory, environment variables, files, processes, containers, virtual machines, cloud and cluster resources created, changed or deleted by earlier commands must show up that way in later output. Identifiers (ids, hashes, keys, PIDs, addresses) stay the same unless something in the session would change them.
- Time moves forward: clocks, uptimes, ages and relative times ("3 minutes ago") advance between turns; counters of live systems may grow on their own.
- Numbers stay plausible and consistent with each other (sizes, totals, counts, durations).
- The prompt keeps the format established at the start of the session."""



def hx(seed: str, n: int = 12) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def uid(seed: str) -> str:
    h = hx(seed, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[int(h[16], 16) % 4]}{h[17:20]}-{h[20:]}"


def wgkey(seed: str) -> str:
    return base64.b64encode(hashlib.sha256(seed.encode()).digest()).decode()


def cols(headers: list[str], rows: list[list[Any]], gap: int = 2, under: str | None = None) -> str:
    """A plain aligned table (kubectl, gcloud, az -o table, nerdctl ...)."""
    cells = [[str(c) for c in headers]] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]

    def fmt(r: list[str]) -> str:
        return (" " * gap).join(c.ljust(w) for c, w in zip(r, widths)).rstrip()

    out = [fmt(cells[0])]
    if under:
        out.append((" " * gap).join(under * w for w in widths))
    out += [fmt(r) for r in cells[1:]]
    return "\n".join(out)


def box(headers: list[str], rows: list[list[Any]], head: str = "center", align: str = "left") -> str:
    """A +---+ bordered table (lxc, etcdctl, openstack)."""
    cells = [[str(c) for c in headers]] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def cell(c: str, w: int, how: str) -> str:
        if how == "center":
            return c.center(w)
        if how == "right" or (how == "auto" and c.isdigit()):
            return c.rjust(w)
        return c.ljust(w)

    out = [sep, "| " + " | ".join(cell(c, w, head) for c, w in zip(cells[0], widths)) + " |", sep]
    out += ["| " + " | ".join(cell(c, w, align) for c, w in zip(r, widths)) + " |" for r in cells[1:]]
    out.append(sep)
    return "\n".join(out)


def epoch(*a: int) -> int:
    return int(datetime(*a, tzinfo=timezone.utc).timestamp())


class EnvPane(Pane):
    """A shell whose prompt carries the active conda environment."""

    def __init__(self, user: str, host: str, cwd: str, env: str) -> None:
        super().__init__(user, host, cwd)
        self.env = env

    @property
    def prompt(self) -> str:
        return f"({self.env}) " + super().prompt

    def activate(self, env: str) -> tuple[str, str]:
        before = self.prompt
        self.env = env
        return keys(f"conda activate {env}"), f"{before} conda activate {env}\n{self.prompt}"


# gcloud compute — bad
def t01() -> dict[str, Any]:
    p = Pane("dana", "ops-bastion", "/home/dana/infra")
    state = p.prompt
    proj = "ledgerline-prod-4821"
    api = f"https://www.googleapis.com/compute/v1/projects/{proj}"
    upd = f"Updated [https://compute.googleapis.com/compute/v1/projects/{proj}/zones/us-central1-b/instances/batch-worker-03]."

    def describe(iid: str, fp: str, nicfp: str, mtype: str, start: str, stop: str, nat: str) -> str:
        return f"""canIpForward: false
cpuPlatform: Intel Cascade Lake
creationTimestamp: '2024-06-03T09:12:55.204-07:00'
deletionProtection: false
disks:
- architecture: X86_64
  autoDelete: true
  boot: true
  deviceName: persistent-disk-0
  diskSizeGb: '100'
  guestOsFeatures:
  - type: UEFI_COMPATIBLE
  - type: VIRTIO_SCSI_MULTIQUEUE
  - type: GVNIC
  - type: SEV_CAPABLE
  index: 0
  interface: SCSI
  kind: compute#attachedDisk
  licenses:
  - https://www.googleapis.com/compute/v1/projects/debian-cloud/global/licenses/debian-12-bookworm
  mode: READ_WRITE
  source: {api}/zones/us-central1-b/disks/batch-worker-03
  type: PERSISTENT
fingerprint: {fp}
id: '{iid}'
kind: compute#instance
labelFingerprint: 6Yp0sLk2QeI=
labels:
  env: prod
  role: batch
  team: data-platform
lastStartTimestamp: '{start}'
lastStopTimestamp: '{stop}'
machineType: {api}/zones/us-central1-b/machineTypes/{mtype}
metadata:
  fingerprint: pL0qX7n2c4U=
  items:
  - key: startup-script-url
    value: gs://{proj}-bootstrap/batch-worker.sh
  - key: enable-oslogin
    value: 'TRUE'
  kind: compute#metadata
name: batch-worker-03
networkInterfaces:
- accessConfigs:
  - kind: compute#accessConfig
    name: External NAT
    natIP: {nat}
    networkTier: PREMIUM
    type: ONE_TO_ONE_NAT
  fingerprint: {nicfp}
  kind: compute#networkInterface
  name: nic0
  network: {api}/global/networks/default
  networkIP: 10.128.0.23
  stackType: IPV4_ONLY
  subnetwork: {api}/regions/us-central1/subnetworks/default
satisfiesPzi: true
scheduling:
  automaticRestart: true
  onHostMaintenance: MIGRATE
  preemptible: false
  provisioningModel: STANDARD
selfLink: {api}/zones/us-central1-b/instances/batch-worker-03
serviceAccounts:
- email: batch-runner@{proj}.iam.gserviceaccount.com
  scopes:
  - https://www.googleapis.com/auth/cloud-platform
shieldedInstanceConfig:
  enableIntegrityMonitoring: true
  enableSecureBoot: false
  enableVtpm: true
shieldedInstanceIntegrityPolicy:
  updateAutoLearnPolicy: true
startRestricted: false
status: RUNNING
tags:
  fingerprint: 42WmSpB8rSM=
  items:
  - allow-ssh-iap
  - batch
zone: {api}/zones/us-central1-b"""

    def listing(mtype: str, nat: str) -> str:
        return cols(["NAME", "ZONE", "MACHINE_TYPE", "PREEMPTIBLE", "INTERNAL_IP", "EXTERNAL_IP", "STATUS"], [
            ["batch-worker-01", "us-central1-b", "n2-standard-4", "", "10.128.0.21", "34.136.201.17", "RUNNING"],
            ["batch-worker-02", "us-central1-b", "n2-standard-4", "", "10.128.0.22", "35.224.63.190", "RUNNING"],
            ["batch-worker-03", "us-central1-b", mtype, "", "10.128.0.23", nat, "RUNNING"],
            ["batch-worker-04", "us-central1-c", "n2-standard-4", "true", "10.128.0.31", "104.197.12.233", "RUNNING"],
        ])

    turns = [
        p.run("gcloud config list", """[compute]
region = us-central1
zone = us-central1-b
[core]
account = dana.okafor@ledgerline.io
disable_usage_reporting = True
project = ledgerline-prod-4821

Your active configuration is: [prod]""", duration=2.0),
        p.run('gcloud compute instances list --filter="labels.role=batch"', listing("n2-standard-4", "34.70.158.42"), duration=3.0),
        p.run("gcloud compute instances describe batch-worker-03 --zone us-central1-b",
              describe("4617283950124587712", "3hQ2bV9xk1E=", "Zk7c1m0VbWs=", "n2-standard-4",
                       "2024-11-04T02:17:39.611-08:00", "2024-11-04T02:16:58.020-08:00", "34.70.158.42"), duration=3.0),
        p.run("gcloud compute instances stop batch-worker-03 --zone us-central1-b",
              f"Stopping instance(s) batch-worker-03...done.\n{upd}", duration=60.0),
        p.run("gcloud compute instances set-machine-type batch-worker-03 --zone us-central1-b --machine-type n2-standard-8",
              upd, duration=10.0),
        p.run("gcloud compute instances start batch-worker-03 --zone us-central1-b",
              f"Starting instance(s) batch-worker-03...done.\n{upd}\nInstance internal IP is 10.128.0.23\nInstance external IP is 34.29.117.205",
              duration=45.0),
        p.run('gcloud compute instances list --filter="labels.role=batch"', listing("n2-standard-8", "34.29.117.205"), duration=3.0),
        p.run("gcloud compute instances describe batch-worker-03 --zone us-central1-b",
              describe("4617283950124857712", "Vn4cR1tPZ0M=", "b2T9xQe1K8o=", "n2-standard-8",
                       "2024-11-20T07:48:12.305-08:00", "2024-11-20T07:46:51.772-08:00", "34.29.117.205"), duration=3.0),
    ]
    return dict(state=state, turns=turns, bad=True, turn=8, kind="numeric instance id of a VM that was only stopped, resized and started has changed")


# kubectx/kubens + kubectl — clean
def t02() -> dict[str, Any]:
    p = Pane("priya", "devbox", "/home/priya/work/checkout-svc")
    state = p.prompt
    node = "gke-stg-1-default-pool-6f1e2a9c-"
    hdr = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    rest = [
        ["checkout-worker-66b8d4f7c9-m5jxd", "1/1", "Running", "0", "5d19h", "10.52.1.29", node + "k2lm", "<none>", "<none>"],
        ["checkout-worker-66b8d4f7c9-zc8pl", "1/1", "Running", "2 (4d ago)", "5d19h", "10.52.2.47", node + "r5vd", "<none>", "<none>"],
        ["redis-0", "1/1", "Running", "0", "12d", "10.52.3.9", node + "x8pq", "<none>", "<none>"],
    ]
    before = [
        ["checkout-api-7c9d8f6b5d-2xkqp", "1/1", "Running", "0", "3d2h", "10.52.1.34", node + "k2lm", "<none>", "<none>"],
        ["checkout-api-7c9d8f6b5d-9wz7r", "1/1", "Running", "1 (26h ago)", "3d2h", "10.52.3.18", node + "x8pq", "<none>", "<none>"],
        ["checkout-api-7c9d8f6b5d-tq4hn", "1/1", "Running", "0", "3d2h", "10.52.2.51", node + "r5vd", "<none>", "<none>"],
    ]
    after = [
        ["checkout-api-5f6b9c7d48-hb2vn", "1/1", "Running", "0", "71s", "10.52.2.63", node + "r5vd", "<none>", "<none>"],
        ["checkout-api-5f6b9c7d48-l7k4s", "1/1", "Running", "0", "52s", "10.52.1.41", node + "k2lm", "<none>", "<none>"],
        ["checkout-api-5f6b9c7d48-wr9xt", "1/1", "Running", "0", "33s", "10.52.3.27", node + "x8pq", "<none>", "<none>"],
    ]
    w = 'Waiting for deployment "checkout-api" rollout to finish: '
    turns = [
        p.run("kubectx staging", 'Switched to context "staging".'),
        p.run("kubens checkout", 'Context "staging" modified.\nActive namespace is "checkout".'),
        p.run("kubectl get pods -o wide", cols(hdr, before + rest, gap=3), duration=2.0),
        p.run("kubectl get deploy checkout-api -o jsonpath='{.spec.template.spec.containers[0].image}{\"\\n\"}'",
              "registry.acme.io/checkout-api:1.14.2"),
        p.run("kubectl set image deployment/checkout-api api=registry.acme.io/checkout-api:1.14.3",
              "deployment.apps/checkout-api image updated"),
        p.run("kubectl rollout status deployment/checkout-api --timeout=180s", "\n".join([
            w + "1 out of 3 new replicas have been updated...",
            w + "1 out of 3 new replicas have been updated...",
            w + "2 out of 3 new replicas have been updated...",
            w + "2 out of 3 new replicas have been updated...",
            w + "1 old replicas are pending termination...",
            w + "1 old replicas are pending termination...",
            'deployment "checkout-api" successfully rolled out']), duration=90.0),
        p.run("kubectl get pods -o wide", cols(hdr, after + rest, gap=3), duration=2.0),
        p.run("kubectl get rs -l app=checkout-api", cols(["NAME", "DESIRED", "CURRENT", "READY", "AGE"], [
            ["checkout-api-5f6b9c7d48", "3", "3", "3", "84s"],
            ["checkout-api-6d4c9b8f7a", "0", "0", "0", "9d"],
            ["checkout-api-7c9d8f6b5d", "0", "0", "0", "3d2h"],
            ["checkout-api-84f7c6d9b2", "0", "0", "0", "17d"]], gap=3)),
        p.run("kubectl rollout history deployment/checkout-api", """deployment.apps/checkout-api
REVISION  CHANGE-CAUSE
4         <none>
5         <none>
6         <none>
7         <none>
"""),
        p.run("kubectl logs deploy/checkout-api --tail=6", """Found 3 pods, using pod/checkout-api-5f6b9c7d48-hb2vn
{"level":"info","ts":"2024-11-21T09:31:02.118Z","caller":"cmd/main.go:71","msg":"starting checkout-api","version":"1.14.3","commit":"a91f3c2"}
{"level":"info","ts":"2024-11-21T09:31:02.402Z","caller":"store/redis.go:44","msg":"connected to redis","addr":"redis-0.redis:6379"}
{"level":"info","ts":"2024-11-21T09:31:02.417Z","caller":"cmd/main.go:108","msg":"http server listening","addr":":8080"}
{"level":"info","ts":"2024-11-21T09:31:09.881Z","caller":"http/middleware.go:52","msg":"request","method":"GET","path":"/healthz","status":200,"dur_ms":0.4}
{"level":"info","ts":"2024-11-21T09:31:19.880Z","caller":"http/middleware.go:52","msg":"request","method":"GET","path":"/healthz","status":200,"dur_ms":0.3}
{"level":"info","ts":"2024-11-21T09:31:24.207Z","caller":"http/middleware.go:52","msg":"request","method":"POST","path":"/v1/carts/8f1e0c7a/checkout","status":201,"dur_ms":38.9}"""),
        p.run("kubectl get deploy -o wide", cols(["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"], [
            ["checkout-api", "3/3", "3", "3", "41d", "api", "registry.acme.io/checkout-api:1.14.3", "app=checkout-api"],
            ["checkout-worker", "2/2", "2", "2", "41d", "worker", "registry.acme.io/checkout-worker:1.14.2", "app=checkout-worker"]], gap=3)),
    ]
    return dict(state=state, turns=turns)


def restic_table(rows: list[tuple[str, str, str, list[str]]], reasons: bool = False) -> str:
    host_w = 10
    tag_w = max(len("Tags"), max(len(r[2]) for r in rows)) + 1
    head = "ID        Time                 " + "Host".ljust(host_w) + "  " + "Tags".ljust(tag_w)
    if reasons:
        head += "  Reasons        "
    head += "  Paths"
    lines = [head, "-" * (len(head) + 12)]
    for sid, tm, tags, paths in rows:
        line = f"{sid}  {tm}  " + "nas01".ljust(host_w) + "  " + tags.ljust(tag_w)
        if reasons:
            line += "  daily snapshot "
        pad = len(line) + 2
        lines.append(line + "  " + paths[0])
        lines += [" " * pad + x for x in paths[1:]]
    lines.append("-" * (len(head) + 12))
    return "\n".join(lines)


# restic — clean
def t03() -> dict[str, Any]:
    p = Pane("root", "nas01", "/root")
    state = p.prompt
    two = ["/srv/docs", "/srv/photos"]
    snaps = [
        ("a41c7e09", "2024-11-12 01:30:04", "nightly", two),
        ("5be2d913", "2024-11-13 01:30:03", "nightly", two),
        ("0c87fa52", "2024-11-14 01:30:05", "nightly", two),
        ("e19d4b7a", "2024-11-14 18:02:47", "pre-upgrade", ["/etc", "/srv/docs", "/srv/photos"]),
        ("77f3a0cd", "2024-11-15 01:30:04", "nightly", two),
        ("c2b85e61", "2024-11-16 01:30:06", "nightly", two),
    ]
    new = ("9d2e7f01", "2024-11-17 10:08:22", "nightly", two)
    opened = "repository 3f9a2c1e opened (version 2, compression level auto)"
    nightly = [s for s in snaps if s[2] == "nightly"] + [new]
    compact = "\n".join(
        ["ID        Time                 Host   Tags", "--------------------------------------------"]
        + [f"{s[0]}  {s[1]}  nas01  nightly" for s in nightly]
        + ["--------------------------------------------", "6 snapshots"])
    kept = nightly[1:]
    final = [s for s in snaps if s[0] != "a41c7e09"] + [new]
    turns = [
        p.run("export RESTIC_REPOSITORY=sftp:backup@vault.lan:/srv/restic/nas01 RESTIC_PASSWORD_FILE=/root/.restic-pass"),
        p.run("restic snapshots", opened + "\n" + restic_table(snaps) + "\n6 snapshots", duration=4.0),
        p.run("restic backup /srv/photos /srv/docs --tag nightly", f"""{opened}
using parent snapshot c2b85e61
[0:00] 100.00%  2 / 2 index files loaded

Files:          37 new,    12 changed, 48211 unmodified
Dirs:            4 new,    19 changed,  3302 unmodified
Added to the repository: 1.204 GiB (1.187 GiB stored)

processed 48260 files, 412.881 GiB in 3:41
snapshot 9d2e7f01 saved""", duration=240.0),
        p.run("restic snapshots --tag nightly --compact", opened + "\n" + compact, duration=3.0),
        p.run("restic forget --tag nightly --keep-daily 5 --prune", f"""{opened}
Applying Policy: keep 5 daily snapshots
snapshots for (host [nas01], paths [/srv/docs, /srv/photos]):
keep 5 snapshots:
{restic_table(kept, reasons=True)}
5 snapshots

remove 1 snapshots:
{restic_table(nightly[:1])}
1 snapshots

[0:00] 100.00%  1 / 1 files deleted
1 snapshots have been removed, running prune
loading indexes...
loading all snapshots...
finding data that is still in use for 6 snapshots
[0:03] 100.00%  6 / 6 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:01] 100.00%  2318 / 2318 packs processed

to repack:          1204 blobs / 58.219 MiB
this removes:        611 blobs / 41.337 MiB
to delete:           289 blobs / 1.081 GiB
total prune:         900 blobs / 1.122 GiB
remaining:        214880 blobs / 398.114 GiB
unused size after prune: 19.904 GiB (5.00% of remaining size)

repacking packs
[0:02] 100.00%  4 / 4 packs repacked
rebuilding index
[0:00] 100.00%  2294 / 2294 packs processed
deleting obsolete index files
[0:00] 100.00%  3 / 3 files deleted
removing 71 old packs
[0:01] 100.00%  71 / 71 files deleted
done""", duration=60.0),
        p.run("restic snapshots", opened + "\n" + restic_table(final) + "\n6 snapshots", duration=4.0),
        p.run("restic stats --mode raw-data", f"""{opened}
scanning...
Stats in raw-data mode:
     Snapshots processed:  6
        Total Blob Count:  214880
 Total Uncompressed Size:  421.553 GiB
              Total Size:  398.114 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.06x
Compression Space Saving:  5.56 %""", duration=20.0),
        p.run("restic check", f"""using temporary cache in /tmp/restic-check-cache-2184907713
{opened}
created new cache in /tmp/restic-check-cache-2184907713
create exclusive lock for repository
load indexes
[0:00] 100.00%  1 / 1 index files loaded
check all packs
check snapshots, trees and blobs
[0:06] 100.00%  6 / 6 snapshots
no errors were found""", duration=30.0),
    ]
    return dict(state=state, turns=turns)


# uv — bad
def t04() -> dict[str, Any]:
    p = Pane("mo", "lap-mo", "/home/mo/src/feedparse")
    state = p.prompt

    def tree(n: int, httpx: str, lxml: bool) -> str:
        deps = [f"httpx v{httpx}"] + (["lxml v5.1.0"] if lxml else []) + [
            "pydantic v2.6.4", "python-dateutil v2.9.0.post0", "structlog v24.1.0",
            "pytest v8.1.1 (group: dev)", "respx v0.21.1 (group: dev)", "ruff v0.4.4 (group: dev)"]
        body = [("└── " if i == len(deps) - 1 else "├── ") + d for i, d in enumerate(deps)]
        return f"Resolved {n} packages in 4ms\nfeedparse v0.4.1\n" + "\n".join(body)

    turns = [
        p.run("cat pyproject.toml", """[project]
name = "feedparse"
version = "0.4.1"
description = "Fetch and normalise RSS/Atom feeds for the reader backend"
readme = "README.md"
requires-python = ">=3.11"
dependencies = [
    "httpx>=0.26",
    "lxml>=5.1",
    "pydantic>=2.6",
    "python-dateutil>=2.9",
    "structlog>=24.1",
]

[project.scripts]
feedparse = "feedparse.cli:main"

[dependency-groups]
dev = [
    "pytest>=8.1",
    "respx>=0.21",
    "ruff>=0.4",
]

[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build\""""),
        p.run("uv tree --depth 1", tree(23, "0.26.0", True)),
        p.run("uv add 'httpx>=0.27.2'", """Resolved 23 packages in 287ms
      Built feedparse @ file:///home/mo/src/feedparse
Prepared 2 packages in 412ms
Uninstalled 2 packages in 3ms
Installed 2 packages in 5ms
 ~ feedparse==0.4.1 (from file:///home/mo/src/feedparse)
 - httpx==0.26.0
 + httpx==0.27.2""", duration=3.0),
        p.run("grep -n -A1 'name = \"httpx\"' uv.lock; grep -n httpx pyproject.toml", """412:name = "httpx"
413-version = "0.27.2"
8:    "httpx>=0.27.2","""),
        p.run("uv remove lxml", """Resolved 22 packages in 241ms
      Built feedparse @ file:///home/mo/src/feedparse
Prepared 1 package in 398ms
Uninstalled 2 packages in 11ms
Installed 1 package in 2ms
 ~ feedparse==0.4.1 (from file:///home/mo/src/feedparse)
 - lxml==5.1.0""", duration=3.0),
        p.run("uv run pytest -q", """........................................................                 [ 87%]
........                                                                 [100%]
64 passed in 2.81s""", duration=10.0),
        p.run("uv tree --depth 1", tree(22, "0.26.0", False)),
        p.run("git status --short", " M pyproject.toml\n M uv.lock"),
        p.run("git diff --stat", """ pyproject.toml |  3 +--
 uv.lock        | 38 +++++++++-----------------------------
 2 files changed, 10 insertions(+), 31 deletions(-)"""),
    ]
    return dict(state=state, turns=turns, bad=True, turn=7, kind="upgraded dependency shows its old version again in the tree")


# lxc (LXD) — bad
def t05() -> dict[str, Any]:
    p = Pane("ops", "hv02", "/home/ops")
    state = p.prompt
    v6 = "fd42:9b1e:77c0:5a3d:216:3eff:"
    hdr = ["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"]
    r1 = ["ci-runner-1", "RUNNING", "10.84.112.31 (eth0)", v6 + "fe4b:18a2 (eth0)", "CONTAINER", "0"]
    r2 = ["ci-runner-2", "RUNNING", "10.84.112.47 (eth0)", v6 + "fe91:c07d (eth0)", "CONTAINER", "0"]
    r3 = ["ci-runner-3", "STOPPED", "", "", "CONTAINER", "0"]
    pg = ["pg-test", "STOPPED", "", "", "CONTAINER", "2"]
    vm = ["vm-k8s-lab", "RUNNING", "10.84.112.201 (enp5s0)", v6 + "fe6a:93e0 (enp5s0)", "VIRTUAL-MACHINE", "0"]

    def web(n: int) -> list[str]:
        return ["web-stage", "RUNNING", "10.84.112.12 (eth0)", v6 + "fe2e:6b51 (eth0)", "CONTAINER", str(n)]

    info = f"""Name: web-stage
Status: RUNNING
Type: container
Architecture: x86_64
PID: 41877
Created: 2024/08/14 11:02 UTC
Last Used: 2024/11/18 07:40 UTC

Resources:
  Processes: 38
  Disk usage:
    root: 3.41GiB
  CPU usage:
    CPU usage (in seconds): 18734
  Memory usage:
    Memory (current): 612.48MiB
  Network usage:
    eth0:
      Type: broadcast
      State: UP
      Host interface: veth5c1a9e27
      MAC address: 00:16:3e:2e:6b:51
      MTU: 1500
      Bytes received: 3.12GB
      Bytes sent: 1.87GB
      Packets received: 4211873
      Packets sent: 2904416
      IP addresses:
        inet:  10.84.112.12/24 (global)
        inet6: {v6}fe2e:6b51/64 (global)
        inet6: fe80::216:3eff:fe2e:6b51/64 (link)
    lo:
      Type: loopback
      State: UP
      MTU: 65536
      Bytes received: 48.22MB
      Bytes sent: 48.22MB
      Packets received: 391044
      Packets sent: 391044
      IP addresses:
        inet:  127.0.0.1/8 (local)
        inet6: ::1/128 (local)

Snapshots:
""" + box(["NAME", "TAKEN AT", "EXPIRES AT", "STATEFUL"], [
        ["nightly-0", "2024/11/20 02:00 UTC", "", "NO"],
        ["pre-php83", "2024/11/20 09:14 UTC", "", "NO"]])
    turns = [
        p.run("lxc list", box(hdr, [r1, r2, r3, pg, vm, web(1)])),
        p.run("lxc delete ci-runner-3", duration=2.0),
        p.run("lxc snapshot web-stage pre-php83", duration=3.0),
        p.run("lxc info web-stage", info),
        p.run("lxc list", box(hdr, [r1, r2, r3, pg, vm, web(2)])),
        p.run("lxc exec web-stage -- php -v", """PHP 8.1.2-1ubuntu2.19 (cli) (built: Sep 30 2024 16:25:25) (NTS)
Copyright (c) The PHP Group
Zend Engine v4.1.2, Copyright (c) Zend Technologies
    with Zend OPcache v8.1.2-1ubuntu2.19, Copyright (c), by Zend Technologies"""),
        p.run("lxc exec web-stage -- systemctl status php8.1-fpm --no-pager", """● php8.1-fpm.service - The PHP 8.1 FastCGI Process Manager
     Loaded: loaded (/lib/systemd/system/php8.1-fpm.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-11-18 07:40:52 UTC; 2 days ago
       Docs: man:php-fpm8.1(8)
    Process: 233 ExecStartPost=/usr/lib/php/php-fpm-socket-helper install /run/php/php-fpm.sock /etc/php/8.1/fpm/pool.d/www.conf 81 (code=exited, status=0/SUCCESS)
   Main PID: 214 (php-fpm8.1)
     Status: "Processes active: 0, idle: 6, Requests: 18342, slow: 0, Traffic: 0.1req/sec"
      Tasks: 7 (limit: 76968)
     Memory: 71.3M
        CPU: 24min 11.903s
     CGroup: /system.slice/php8.1-fpm.service
             ├─214 "php-fpm: master process (/etc/php/8.1/fpm/php-fpm.conf)"
             ├─318 "php-fpm: pool www"
             ├─319 "php-fpm: pool www"
             ├─2204 "php-fpm: pool www"
             ├─2291 "php-fpm: pool www"
             ├─2306 "php-fpm: pool www"
             └─2410 "php-fpm: pool www"

Nov 18 07:40:52 web-stage systemd[1]: Starting The PHP 8.1 FastCGI Process Manager...
Nov 18 07:40:52 web-stage systemd[1]: Started The PHP 8.1 FastCGI Process Manager."""),
    ]
    return dict(state=state, turns=turns, bad=True, turn=5, kind="deleted container listed again")


def conda_pkgs(pkgs: list[tuple[str, str, str]]) -> str:
    w = max(len(n) for n, _, _ in pkgs) + 2
    return "\n".join(f"  {n.ljust(w)}{ch}::{n}-{v}" for n, v, ch in pkgs)


# conda — clean
def t06() -> dict[str, Any]:
    p = EnvPane("lena", "gpu-ws", "/home/lena/proj/seg", "base")
    state = p.prompt
    L, N = "conda-forge/linux-64", "conda-forge/noarch"
    create = [
        ("_libgcc_mutex", "0.1-conda_forge", L), ("_openmp_mutex", "4.5-2_gnu", L), ("bzip2", "1.0.8-h4bc722e_7", L),
        ("ca-certificates", "2024.8.30-hbcca054_0", L), ("ld_impl_linux-64", "2.43-h712a8e2_2", L),
        ("libblas", "3.9.0-25_linux64_openblas", L), ("libcblas", "3.9.0-25_linux64_openblas", L),
        ("libexpat", "2.6.4-h5888daf_0", L), ("libffi", "3.4.2-h7f98852_5", L), ("libgcc", "14.2.0-h77fa898_1", L),
        ("libgcc-ng", "14.2.0-h69a702a_1", L), ("libgfortran", "14.2.0-h69a702a_1", L),
        ("libgfortran5", "14.2.0-hd5240d6_1", L), ("libgomp", "14.2.0-h77fa898_1", L),
        ("liblapack", "3.9.0-25_linux64_openblas", L), ("libnsl", "2.0.1-hd590300_0", L),
        ("libopenblas", "0.3.28-pthreads_h94d23a6_1", L), ("libsqlite", "3.47.0-hadc24fc_1", L),
        ("libstdcxx", "14.2.0-hc0a3c3a_1", L), ("libstdcxx-ng", "14.2.0-h4852527_1", L),
        ("libuuid", "2.38.1-h0b41bf4_0", L), ("libxcrypt", "4.4.36-hd590300_1", L), ("libzlib", "1.3.1-hb9d3cd8_2", L),
        ("ncurses", "6.5-he02047a_1", L), ("numpy", "1.26.4-py311h64a7726_0", L), ("openssl", "3.4.0-hb9d3cd8_0", L),
        ("pip", "24.3.1-pyh8b19718_0", N), ("python", "3.11.10-hc5c86c4_3_cpython", L), ("python_abi", "3.11-5_cp311", L),
        ("readline", "8.2-h8228510_1", L), ("scipy", "1.14.1-py311he9a78e4_1", L),
        ("setuptools", "75.5.0-pyhff2d567_0", N), ("tk", "8.6.13-noxft_h4845f30_101", L),
        ("tzdata", "2024b-hc8b5060_0", N), ("wheel", "0.45.0-pyhd8ed1ab_0", N), ("xz", "5.2.6-h166bdaf_0", L),
    ]
    skimage = [
        ("freetype", "2.12.1-h267a509_2", L), ("imageio", "2.36.0-pyh12aca89_1", N), ("lazy_loader", "0.4-pyhd8ed1ab_1", N),
        ("lcms2", "2.16-hb7c19ff_0", L), ("lerc", "4.0.0-h27087fc_0", L), ("libdeflate", "1.22-hb9d3cd8_0", L),
        ("libjpeg-turbo", "3.0.0-hd590300_1", L), ("libpng", "1.6.44-hadc24fc_0", L), ("libtiff", "4.7.0-he137b08_1", L),
        ("libwebp-base", "1.4.0-hd590300_0", L), ("libxcb", "1.17.0-h8a09558_0", L), ("networkx", "3.4.2-pyh267e887_2", N),
        ("openjpeg", "2.5.2-h488ebb8_0", L), ("packaging", "24.2-pyhff2d567_1", N), ("pillow", "11.0.0-py311h49e9ac3_0", L),
        ("pthread-stubs", "0.4-hb9d3cd8_1002", L), ("scikit-image", "0.24.0-py311h7db5c69_3", L),
        ("tifffile", "2024.9.20-pyhd8ed1ab_1", N), ("xorg-libxau", "1.0.11-hb9d3cd8_1", L),
        ("xorg-libxdmcp", "1.1.5-hb9d3cd8_0", L), ("zstd", "1.5.6-ha6fb4c9_0", L),
    ]
    tail = """Preparing transaction: done
Verifying transaction: done
Executing transaction: done"""
    turns = [
        p.run("conda env list", """# conda environments:
#
base                  *  /home/lena/miniforge3
py310-old                /home/lena/miniforge3/envs/py310-old
torch-cu121              /home/lena/miniforge3/envs/torch-cu121
"""),
        p.run("conda create -y -n seg311 python=3.11 numpy=1.26 scipy", f"""Channels:
 - conda-forge
Platform: linux-64
Collecting package metadata (repodata.json): done
Solving environment: done

## Package Plan ##

  environment location: /home/lena/miniforge3/envs/seg311

  added / updated specs:
    - numpy=1.26
    - python=3.11
    - scipy


The following packages will be downloaded:

    package                    |            build
    ---------------------------|-----------------
    libopenblas-0.3.28         |pthreads_h94d23a6_1         5.3 MB  conda-forge
    numpy-1.26.4               |  py311h64a7726_0           7.7 MB  conda-forge
    python-3.11.10             |hc5c86c4_3_cpython        29.3 MB  conda-forge
    scipy-1.14.1               |  py311he9a78e4_1          16.8 MB  conda-forge
    setuptools-75.5.0          |     pyhff2d567_0         754 KB  conda-forge
    ------------------------------------------------------------
                                           Total:        59.9 MB

The following NEW packages will be INSTALLED:

{conda_pkgs(create)}



Downloading and Extracting Packages:

{tail}
#
# To activate this environment, use
#
#     $ conda activate seg311
#
# To deactivate an active environment, use
#
#     $ conda deactivate
""", duration=60.0),
        p.activate("seg311"),
        p.run('python -c "import sys, numpy, scipy; print(sys.version.split()[0], numpy.__version__, scipy.__version__)"',
              "3.11.10 1.26.4 1.14.1", duration=2.0),
        p.run("conda install -y scikit-image=0.24", f"""Channels:
 - conda-forge
Platform: linux-64
Collecting package metadata (repodata.json): done
Solving environment: done

## Package Plan ##

  environment location: /home/lena/miniforge3/envs/seg311

  added / updated specs:
    - scikit-image=0.24


The following packages will be downloaded:

    package                    |            build
    ---------------------------|-----------------
    imageio-2.36.0             |     pyh12aca89_1         285 KB  conda-forge
    networkx-3.4.2             |     pyh267e887_2         1.1 MB  conda-forge
    pillow-11.0.0              |  py311h49e9ac3_0        40.5 MB  conda-forge
    scikit-image-0.24.0        |  py311h7db5c69_3        10.1 MB  conda-forge
    tifffile-2024.9.20         |     pyhd8ed1ab_1         176 KB  conda-forge
    ------------------------------------------------------------
                                           Total:        52.2 MB

The following NEW packages will be INSTALLED:

{conda_pkgs(skimage)}



Downloading and Extracting Packages:

{tail}
""", duration=45.0),
        p.run("conda list | grep -E '^(numpy|pillow|python|scikit-image|scipy) '", "\n".join(
            f"{n.ljust(25)} {v.ljust(15)} {b.ljust(18)} conda-forge".rstrip() for n, v, b in [
                ("numpy", "1.26.4", "py311h64a7726_0"), ("pillow", "11.0.0", "py311h49e9ac3_0"),
                ("python", "3.11.10", "hc5c86c4_3_cpython"), ("scikit-image", "0.24.0", "py311h7db5c69_3"),
                ("scipy", "1.14.1", "py311he9a78e4_1")]), duration=2.0),
        p.run("conda env list", """# conda environments:
#
base                     /home/lena/miniforge3
py310-old                /home/lena/miniforge3/envs/py310-old
seg311                *  /home/lena/miniforge3/envs/seg311
torch-cu121              /home/lena/miniforge3/envs/torch-cu121
"""),
        p.run("conda env export --from-history", """name: seg311
channels:
  - conda-forge
dependencies:
  - scipy
  - numpy=1.26
  - python=3.11
  - scikit-image=0.24
prefix: /home/lena/miniforge3/envs/seg311""", duration=2.0),
    ]
    return dict(state=state, turns=turns)


# az storage — bad
def t07() -> dict[str, Any]:
    p = Pane("ravi", "build-agent-07", "/home/ravi/release")
    state = p.prompt
    acct = "--account-name stcdnassets01 --auth-mode login"
    bh = ["Name", "Blob Type", "Blob Tier", "Length", "Content Type", "Last Modified", "Snapshot"]
    tar, oct_ = "application/x-tar", "application/octet-stream"
    old = [
        ["v2.8/2.8.2/SHA256SUMS", "BlockBlob", "Hot", "296", oct_, "2024-10-08T11:02:17+00:00", ""],
        ["v2.8/2.8.2/app-v2.8.2-darwin-arm64.tar.gz", "BlockBlob", "Hot", "18204311", tar, "2024-10-08T11:02:16+00:00", ""],
        ["v2.8/2.8.2/app-v2.8.2-linux-amd64.tar.gz", "BlockBlob", "Hot", "19230877", tar, "2024-10-08T11:02:16+00:00", ""],
        ["v2.8/2.8.3/SHA256SUMS", "BlockBlob", "Hot", "296", oct_, "2024-10-29T15:47:51+00:00", ""],
        ["v2.8/2.8.3/app-v2.8.3-darwin-arm64.tar.gz", "BlockBlob", "Hot", "18377420", tar, "2024-10-29T15:47:50+00:00", ""],
        ["v2.8/2.8.3/app-v2.8.3-linux-amd64.tar.gz", "BlockBlob", "Hot", "19402266", tar, "2024-10-29T15:47:50+00:00", ""],
    ]
    url = "https://stcdnassets01.blob.core.windows.net/releases/v2.8/2.8.4/"
    up = [
        {"Blob": url + "SHA256SUMS", "Last Modified": "2024-11-21T10:43:05+00:00", "Type": oct_, "eTag": "\"0x8DD0A1C4E2B7F31\""},
        {"Blob": url + "app-v2.8.4-darwin-arm64.tar.gz", "Last Modified": "2024-11-21T10:43:06+00:00", "Type": tar, "eTag": "\"0x8DD0A1C4E9F0A27\""},
        {"Blob": url + "app-v2.8.4-linux-amd64.tar.gz", "Last Modified": "2024-11-21T10:43:06+00:00", "Type": tar, "eTag": "\"0x8DD0A1C4EA3C6D9\""},
    ]
    new_listing = [
        ["v2.8/2.8.4/app-v2.8.4-darwin-arm64.tar.gz", "BlockBlob", "Hot", "18391552", tar, "2024-11-21T10:43:06+00:00", ""],
        ["v2.8/2.8.4/app-v2.8.4-linux-amd64.tar.gz", "BlockBlob", "Hot", "19417088", tar, "2024-11-21T10:43:06+00:00", ""],
    ]
    turns = [
        p.run(f"az storage container list {acct} -o table", cols(["Name", "Lease Status", "Last Modified"], [
            ["$web", "unlocked", "2023-02-11T16:40:12+00:00"],
            ["assets", "unlocked", "2023-02-11T16:41:03+00:00"],
            ["releases", "unlocked", "2023-05-30T09:22:47+00:00"],
            ["tmp-uploads", "unlocked", "2024-10-02T13:05:56+00:00"]], under="-"), duration=4.0),
        p.run(f"az storage blob list {acct} --container-name releases --prefix v2.8/ -o table", cols(bh, old, under="-"), duration=4.0),
        p.run("ls -l dist/", """total 36932
-rw-r--r-- 1 ravi ravi      296 Nov 21 10:41 SHA256SUMS
-rw-r--r-- 1 ravi ravi 18391552 Nov 21 10:40 app-v2.8.4-darwin-arm64.tar.gz
-rw-r--r-- 1 ravi ravi 19417088 Nov 21 10:40 app-v2.8.4-linux-amd64.tar.gz"""),
        p.run(f"az storage blob upload-batch {acct} --destination releases --destination-path v2.8/2.8.4 --source dist",
              "Finished[#############################################################]  100.0000%\n" + json.dumps(up, indent=2),
              duration=20.0),
        p.run(f"az storage blob list {acct} --container-name releases --prefix v2.8/2.8.4/ -o table", cols(bh, new_listing, under="-"), duration=4.0),
        p.run(f"az storage blob show {acct} --container-name releases --name v2.8/2.8.4/app-v2.8.4-linux-amd64.tar.gz "
              "--query '{size:properties.contentLength, md5:properties.contentSettings.contentMd5, modified:properties.lastModified, tier:properties.blobTier}'",
              json.dumps({"md5": "q0x3Fh1cW6VnR2mTz8aKPg==", "modified": "2024-11-21T10:43:06+00:00", "size": 19417088, "tier": "Hot"}, indent=2),
              duration=3.0),
    ]
    return dict(state=state, turns=turns, bad=True, turn=5, kind="one of the three uploaded blobs missing from the listing")


# wg (WireGuard) — clean
def t08() -> dict[str, Any]:
    p = Pane("root", "edge-gw1", "/root")
    state = p.prompt
    k1, k2, k3 = wgkey("gw-peer-office"), wgkey("gw-peer-ana"), wgkey("gw-peer-kiosk")
    new = wgkey("gw-peer-laptop-jr")
    iface = f"""interface: wg0
  public key: {wgkey("edge-gw1-wg0")}
  private key: (hidden)
  listening port: 51820
"""

    def peers(h1: str, t1: str, h2: str, t2: str, h3: str, t3: str, extra: bool) -> str:
        out = iface + f"""
peer: {k1}
  endpoint: 198.51.100.23:49152
  allowed ips: 10.44.0.5/32, 192.168.50.0/24
  latest handshake: {h1}
  transfer: {t1}
  persistent keepalive: every 25 seconds

peer: {k2}
  endpoint: 203.0.113.147:51902
  allowed ips: 10.44.0.9/32
  latest handshake: {h2}
  transfer: {t2}

peer: {k3}
  endpoint: 192.0.2.66:38012
  allowed ips: 10.44.0.12/32
  latest handshake: {h3}
  transfer: {t3}"""
        if extra:
            out += f"\n\npeer: {new}\n  allowed ips: 10.44.0.17/32"
        return out

    t4 = epoch(2024, 11, 21, 9, 0, 0)
    turns = [
        p.run("wg show wg0", peers("48 seconds ago", "1.24 GiB received, 318.77 MiB sent",
                                   "1 minute, 37 seconds ago", "84.31 MiB received, 1.02 GiB sent",
                                   "2 hours, 14 minutes, 3 seconds ago", "6.57 MiB received, 22.90 MiB sent", False)),
        p.run("umask 077; wg genkey | tee /etc/wireguard/peers/laptop-jr.key | wg pubkey", new),
        p.run(f"wg set wg0 peer {new} allowed-ips 10.44.0.17/32"),
        p.run("wg show wg0", peers("21 seconds ago", "1.25 GiB received, 319.40 MiB sent",
                                   "2 minutes, 5 seconds ago", "84.36 MiB received, 1.02 GiB sent",
                                   "2 hours, 14 minutes, 31 seconds ago", "6.57 MiB received, 22.90 MiB sent", True)),
        p.run("wg show wg0 transfer", "\n".join([
            f"{k1}\t1343012871\t335006112", f"{k2}\t88473210\t1097108430",
            f"{k3}\t6889472\t24013824", f"{new}\t0\t0"])),
        p.run("wg show wg0 latest-handshakes", "\n".join([
            f"{k1}\t{t4 - 21}", f"{k2}\t{t4 - 125}", f"{k3}\t{t4 - 8071}", f"{new}\t0"])),
        p.run("ping -c 3 10.44.0.5", """PING 10.44.0.5 (10.44.0.5) 56(84) bytes of data.
64 bytes from 10.44.0.5: icmp_seq=1 ttl=64 time=11.8 ms
64 bytes from 10.44.0.5: icmp_seq=2 ttl=64 time=11.2 ms
64 bytes from 10.44.0.5: icmp_seq=3 ttl=64 time=12.4 ms

--- 10.44.0.5 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2003ms
rtt min/avg/max/mdev = 11.213/11.802/12.394/0.482 ms""", duration=3.0),
    ]
    return dict(state=state, turns=turns)


def kv(pairs: list[tuple[str, str]]) -> str:
    w = max(len(k) for k, _ in pairs) + 4
    w = max(w, 7)
    return "\n".join(["Key".ljust(w) + "Value", "---".ljust(w) + "-----"] + [k.ljust(w) + v for k, v in pairs])


# vault — bad
def t09() -> dict[str, Any]:
    p = Pane("jkim", "ops-1", "/home/jkim")
    state = p.prompt
    cm = "map[owner:payments-team rotation:quarterly]"
    v1, v2, v3 = "2024-03-04T10:22:51.664014Z", "2024-09-12T08:41:09.118372Z", "2024-11-21T14:03:11.482913Z"
    old_wh, new_wh = "whsec_9Jt2LwQe4RzY7uBn1Kd5Hs8Vm3Pc6Xa0", "whsec_Qm7Rv2Tc9Lx4Kb8Np1Wz6Hd3Fs5Jy0Ge"

    def version(n: int, created: str) -> str:
        return f"====== Version {n} ======\n" + kv([("created_time", created), ("deletion_time", "n/a"), ("destroyed", "false")])

    def metadata(current: int, maxv: str, updated: str, versions: list[str]) -> str:
        return "======= Metadata Path =======\nsecret/metadata/payments/stripe\n\n========== Metadata ==========\n" + kv([
            ("cas_required", "false"), ("created_time", v1), ("current_version", str(current)),
            ("custom_metadata", cm), ("delete_version_after", "0s"), ("max_versions", maxv),
            ("oldest_version", "0"), ("updated_time", updated)]) + "\n\n" + "\n\n".join(
            version(i, c) for i, c in enumerate(versions, 1))

    def secret(created: str, ver: int, wh: str) -> str:
        return "======= Secret Path =======\nsecret/data/payments/stripe\n\n======= Metadata =======\n" + kv([
            ("created_time", created), ("custom_metadata", cm), ("deletion_time", "n/a"), ("destroyed", "false"),
            ("version", str(ver))]) + "\n\n====== Data ======\n" + kv([
            ("account_id", "acct_1Nf3kQ2eZvKYlo2C"), ("api_key", "sk_live_51Nf3kQ2eZvKYlo2C8xR4mTq0bW7"),
            ("webhook_secret", wh)])

    def token(ttl: str) -> str:
        return kv([
            ("accessor", "Xw3nR7pLq2cVb9Tz1Ka5Hm8D"), ("creation_time", str(epoch(2024, 11, 21, 12, 30, 18))),
            ("creation_ttl", "8h"), ("display_name", "oidc-jkim@corp.example"),
            ("entity_id", "0b7e4c2a-61d9-5f3e-a8c4-2d91e6b07f35"), ("expire_time", "2024-11-21T20:30:18.662391Z"),
            ("explicit_max_ttl", "0s"), ("id", "hvs.CAESIKq0n7Yt2wR4m9ZcX1bVf8LpQ3sD6hJ5gN0aE7kTuW1yGh4KHGh2cy5tQ1p4Z1R2Wk5uNXBMcTJ4VmE"),
            ("identity_policies", "[]"), ("issue_time", "2024-11-21T12:30:18.662391Z"),
            ("meta", "map[role:ops username:jkim@corp.example]"), ("num_uses", "0"), ("orphan", "true"),
            ("path", "auth/oidc/oidc/callback"), ("policies", "[default payments-admin]"), ("renewable", "true"),
            ("ttl", ttl), ("type", "service")])

    turns = [
        p.run("vault status", kv([
            ("Seal Type", "shamir"), ("Initialized", "true"), ("Sealed", "false"), ("Total Shares", "5"),
            ("Threshold", "3"), ("Version", "1.15.6"), ("Build Date", "2024-02-28T17:07:34Z"), ("Storage Type", "raft"),
            ("Cluster Name", "vault-cluster-8a1f2c3d"), ("Cluster ID", "5e0c7b21-93d4-2f6a-b8e1-0c4d9a7f3e62"),
            ("HA Enabled", "true"), ("HA Cluster", "https://vault-1.internal:8201"), ("HA Mode", "active"),
            ("Active Since", "2024-11-02T03:11:48.902155311Z"), ("Raft Committed Index", "3184452"),
            ("Raft Applied Index", "3184452")])),
        p.run("vault kv metadata get secret/payments/stripe", metadata(2, "0", v2, [v1, v2])),
        p.run("vault kv get secret/payments/stripe", secret(v2, 2, old_wh)),
        p.run(f"vault kv patch secret/payments/stripe webhook_secret={new_wh}",
              "======= Secret Path =======\nsecret/data/payments/stripe\n\n======= Metadata =======\n" + kv([
                  ("created_time", v3), ("custom_metadata", cm), ("deletion_time", "n/a"), ("destroyed", "false"),
                  ("version", "3")])),
        p.run("vault kv get -field=webhook_secret secret/payments/stripe; echo", new_wh),
        p.run("vault token lookup", token("6h26m41s")),
        p.run("vault kv metadata put -max-versions=5 secret/payments/stripe",
              "Success! Data written to: secret/metadata/payments/stripe"),
        p.run("vault kv get secret/payments/stripe", secret(v3, 3, new_wh)),
        p.run("vault kv metadata get secret/payments/stripe", metadata(3, "5", "2024-11-21T14:01:52.20931Z", [v1, v2, v3])),
        p.run("vault token lookup -format=json | jq -r .data.ttl", "23041"),
    ]
    return dict(state=state, turns=turns, bad=True, turn=9, kind="metadata updated_time earlier than the version written minutes before")


# gradle — clean
def t10() -> dict[str, Any]:
    p = Pane("tom", "ci-box", "/home/tom/code/inventory-service")
    state = p.prompt
    src = "src/main/java/io/acme/inventory/config/BatchConfig.java"
    turns = [
        p.run("./gradlew --version", """
------------------------------------------------------------
Gradle 8.7
------------------------------------------------------------

Build time:   2024-03-22 15:52:46 UTC
Revision:     650af14d7653aa949fce5e886e685efc9cf97c10

Kotlin:       1.9.22
Groovy:       3.0.17
Ant:          Apache Ant(TM) version 1.10.13 compiled on January 4 2023
JVM:          17.0.10 (Eclipse Adoptium 17.0.10+7)
OS:           Linux 6.5.0-41-generic amd64
""", duration=5.0),
        p.run("./gradlew build", """Starting a Gradle Daemon (subsequent builds will be faster)

> Task :compileJava
Note: Some input files use unchecked or unsafe operations.
Note: Recompile with -Xlint:unchecked for details.

> Task :test

BatchConfigTest > defaultsAreSane() PASSED

BatchImportServiceTest > importsInChunksOfMaxBatch() PASSED

BatchImportServiceTest > rejectsEmptyPayload() PASSED

BatchImportServiceTest > retriesTransientFailures() PASSED

InventoryControllerTest > returnsStockLevels() PASSED

InventoryControllerTest > rejectsNegativeAdjustments() PASSED

ReservationServiceTest > reservesAndReleases() PASSED

ReservationServiceTest > expiresStaleReservations() PASSED

BUILD SUCCESSFUL in 48s
9 actionable tasks: 9 executed""", duration=90.0),
        p.run("ls -l build/libs/", """total 49220
-rw-rw-r-- 1 tom tom 50365217 Nov 21 10:14 inventory-service-1.3.0.jar
-rw-rw-r-- 1 tom tom    31842 Nov 21 10:14 inventory-service-1.3.0-plain.jar"""),
        p.run(f"grep -n MAX_BATCH {src}", "14:    public static final int MAX_BATCH = 500;"),
        p.run(f"sed -i 's/MAX_BATCH = 500;/MAX_BATCH = 1000;/' {src} && grep -n MAX_BATCH {src}",
              "14:    public static final int MAX_BATCH = 1000;"),
        p.run("./gradlew test --tests '*Batch*'", """
> Task :test

BatchConfigTest > defaultsAreSane() PASSED

BatchImportServiceTest > importsInChunksOfMaxBatch() PASSED

BatchImportServiceTest > rejectsEmptyPayload() PASSED

BatchImportServiceTest > retriesTransientFailures() PASSED

BUILD SUCCESSFUL in 9s
5 actionable tasks: 3 executed, 2 up-to-date""", duration=30.0),
        p.run("./gradlew clean build -x test", """
> Task :compileJava
Note: Some input files use unchecked or unsafe operations.
Note: Recompile with -Xlint:unchecked for details.

BUILD SUCCESSFUL in 14s
7 actionable tasks: 7 executed""", duration=40.0),
        p.run("ls -l build/libs/", """total 49220
-rw-rw-r-- 1 tom tom 50365219 Nov 21 10:23 inventory-service-1.3.0.jar
-rw-rw-r-- 1 tom tom    31843 Nov 21 10:23 inventory-service-1.3.0-plain.jar"""),
    ]
    return dict(state=state, turns=turns)


# nerdctl — bad
def t11() -> dict[str, Any]:
    p = Pane("root", "edge-node-4", "/root")
    state = p.prompt
    ps = cols(["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"], [
        ["3f8c21ad94e7", "docker.io/library/eclipse-mosquitto:2.0.18", '"/docker-entrypoint.…"', "14 hours ago", "Up", "0.0.0.0:1883->1883/tcp", "mqtt-broker"],
        ["b71e0c5d2a93", "docker.io/library/telegraf:1.30", '"/entrypoint.sh tele…"', "14 hours ago", "Up", "", "telegraf"],
        ["d04a7e6f18bc", "docker.io/library/influxdb:2.7-alpine", '"/entrypoint.sh infl…"', "2 days ago", "Up", "0.0.0.0:8086->8086/tcp", "influxdb"],
        ["9e2b5f3c71d0", "ghcr.io/home-assistant/home-assistant:2024.11.2", '"/init"', "2 days ago", "Up", "", "homeassistant"],
    ], gap=4)
    turns = [
        p.run("nerdctl ps", ps),
        p.run("nerdctl inspect -f '{{.State.Pid}} {{.State.Status}}' mqtt-broker", "28417 running"),
        p.run("nerdctl stats --no-stream", cols(["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"], [
            ["3f8c21ad94e7", "mqtt-broker", "0.21%", "9.117MiB / 7.629GiB", "0.12%", "412MB / 1.03GB", "2.1MB / 48.2MB", "1"],
            ["b71e0c5d2a93", "telegraf", "1.84%", "61.4MiB / 7.629GiB", "0.79%", "988MB / 1.41GB", "14.7MB / 0B", "14"],
            ["d04a7e6f18bc", "influxdb", "3.07%", "412.6MiB / 7.629GiB", "5.28%", "2.96GB / 1.18GB", "118MB / 9.84GB", "21"],
            ["9e2b5f3c71d0", "homeassistant", "0.96%", "388.2MiB / 7.629GiB", "4.97%", "0B / 0B", "301MB / 2.07GB", "33"],
        ], gap=3), duration=3.0),
        p.run("nerdctl restart telegraf", "telegraf", duration=8.0),
        p.run("nerdctl ps", ps),
        p.run("nerdctl inspect -f '{{.State.Pid}} {{.State.Status}}' telegraf", "41290 running"),
        p.run("nerdctl logs --tail 6 mqtt-broker", """1732192503: Client telegraf-edge-node-4 closed its connection.
1732192509: New connection from 10.4.0.1:51744 on port 1883.
1732192509: New client connected from 10.4.0.1:51744 as telegraf-edge-node-4 (p2, c1, k60).
1732192512: Saving in-memory database to /mosquitto/data/mosquitto.db.
1732192531: Client zigbee2mqtt_b41f2e has exceeded timeout, disconnecting.
1732192533: New client connected from 10.4.0.1:51762 as zigbee2mqtt_b41f2e (p2, c1, k60, u'z2m')."""),
        p.run("nerdctl top mqtt-broker", cols(["UID", "PID", "PPID", "C", "STIME", "TTY", "TIME", "CMD"], [
            ["1883", "28533", "28396", "0", "Nov20", "?", "00:02:13", "/usr/sbin/mosquitto -c /mosquitto/config/mosquitto.conf"]], gap=4)),
        p.run("nerdctl images", cols(["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "PLATFORM", "SIZE", "BLOB SIZE"], [
            ["eclipse-mosquitto", "2.0.18", "cb3afe9e3b8f", "14 hours ago", "linux/amd64", "12.9 MiB", "4.2 MiB"],
            ["telegraf", "1.30", "6e1a0c5d7f22", "14 hours ago", "linux/amd64", "381.7 MiB", "128.4 MiB"],
            ["influxdb", "2.7-alpine", "f0b3e1c85a49", "2 days ago", "linux/amd64", "254.0 MiB", "86.1 MiB"],
            ["ghcr.io/home-assistant/home-assistant", "2024.11.2", "2a9d4f7c10e3", "2 days ago", "linux/amd64", "1.8 GiB", "584.3 MiB"],
            ["influxdb", "2.7", "8c41d2be9f06", "6 weeks ago", "linux/amd64", "393.2 MiB", "131.8 MiB"],
        ], gap=4)),
        p.run("nerdctl volume ls", cols(["VOLUME NAME", "DIRECTORY"], [
            ["ha-config", "/var/lib/nerdctl/1935db59/volumes/default/ha-config/_data"],
            ["influxdb-data", "/var/lib/nerdctl/1935db59/volumes/default/influxdb-data/_data"],
            ["mosquitto-data", "/var/lib/nerdctl/1935db59/volumes/default/mosquitto-data/_data"],
            ["telegraf-state", "/var/lib/nerdctl/1935db59/volumes/default/telegraf-state/_data"],
        ], gap=4)),
        p.run("nerdctl ps -a --filter status=exited", cols(["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"], [
            ["a6c2d8e91f47", "docker.io/library/influxdb:2.7", '"/entrypoint.sh infl…"', "6 weeks ago", "Exited (0) 6 weeks ago", "", "influx-setup"]], gap=4)),
    ]
    return dict(state=state, turns=turns, bad=True, turn=8, kind="PID of a container process nobody restarted differs from the inspected one")


# hostnamectl + timedatectl — clean
def t12() -> dict[str, Any]:
    p = Pane("root", "vps-3f2a91", "/root")
    state = p.prompt

    def hostinfo(name: str) -> str:
        return f""" Static hostname: {name}
       Icon name: computer-vm
         Chassis: vm 🖴
      Machine ID: 5c1e0d7a4b2f4e8f9a3d6c7b8e9f0a1b
         Boot ID: 0f3e9a2c7d1b4e6f8a5c3d2b1e0f9a8c
  Virtualization: kvm
Operating System: Debian GNU/Linux 12 (bookworm)
          Kernel: Linux 6.1.0-27-amd64
    Architecture: x86-64
 Hardware Vendor: Hetzner
  Hardware Model: vServer
Firmware Version: 20171111"""

    def td(local: str, univ: str, rtc: str, tz: str, synced: str, ntp: str) -> str:
        return f"""               Local time: {local}
           Universal time: {univ}
                 RTC time: {rtc}
                Time zone: {tz}
System clock synchronized: {synced}
              NTP service: {ntp}
          RTC in local TZ: no"""

    turns = [
        p.run("hostnamectl", hostinfo("vps-3f2a91")),
        p.run("hostnamectl set-hostname mail-fra1"),
        p.run("hostnamectl", hostinfo("mail-fra1")),
        p.run("timedatectl", td("Thu 2024-11-21 09:14:22 UTC", "Thu 2024-11-21 09:14:22 UTC", "Thu 2024-11-21 09:14:21",
                                "Etc/UTC (UTC, +0000)", "no", "inactive")),
        p.run("timedatectl set-timezone Europe/Berlin && timedatectl set-ntp true", duration=2.0),
        p.run("timedatectl", td("Thu 2024-11-21 10:15:03 CET", "Thu 2024-11-21 09:15:03 UTC", "Thu 2024-11-21 09:15:02",
                                "Europe/Berlin (CET, +0100)", "no", "active")),
        p.run("timedatectl timesync-status", """       Server: 2a01:4ff:ff00::3:3 (ntp.hetzner.com)
Poll interval: 32s (min: 32s; max 34min 8s)
         Leap: normal
      Version: 4
      Stratum: 2
    Reference: 8A2F1C0B
    Precision: 1us (-24)
Root distance: 1.022ms (max: 5s)
       Offset: -2.114ms
        Delay: 812us
       Jitter: 0
 Packet count: 1
    Frequency: +12.411ppm"""),
        p.run("timedatectl; cat /etc/hostname /etc/timezone", td(
            "Thu 2024-11-21 10:16:41 CET", "Thu 2024-11-21 09:16:41 UTC", "Thu 2024-11-21 09:16:41",
            "Europe/Berlin (CET, +0100)", "yes", "active") + "\nmail-fra1\nEurope/Berlin"),
    ]
    return dict(state=state, turns=turns)


# borg — clean
def t13() -> dict[str, Any]:
    p = Pane("root", "files01", "/root")
    state = p.prompt
    names = [(2024, 10, 20, 2, 0, 3), (2024, 10, 27, 2, 0, 2), (2024, 11, 3, 2, 0, 4)] + [
        (2024, 11, d, 2, 0, 2 + d % 3) for d in range(10, 17)] + [(2024, 11, 17, 9, 42, 18)]

    def name(t: tuple[int, ...]) -> str:
        return "files01-{:04d}-{:02d}-{:02d}T{:02d}:{:02d}:{:02d}".format(*t)

    def line(t: tuple[int, ...]) -> str:
        dt = datetime(*t[:5], t[5] + 1)
        return f"{name(t):<36} {dt.strftime('%a, %Y-%m-%d %H:%M:%S')} [{hx(name(t), 64)}]"

    new = names[-1]
    fp = hx(name(new), 64)
    def table(dd: str, o: str, c: str, d: str, u: str, t: str) -> str:
        return "\n".join([
            "                       Original size      Compressed size    Deduplicated size",
            "This archive:".ljust(14) + "287.41 GB".rjust(22) + "231.08 GB".rjust(21) + dd.rjust(21),
            "All archives:".ljust(14) + o.rjust(22) + c.rjust(21) + d.rjust(21),
            "",
            "                       Unique chunks         Total chunks",
            "Chunk index:".ljust(14) + u.rjust(22) + t.rjust(21)])

    dash = "-" * 78
    keep = list(reversed(names))
    rules = [f"daily #{i}" for i in range(1, 8)] + ["weekly #1", "weekly #2"]
    prune = [f"{('Keeping archive (rule: ' + r + '):').ljust(40)} {line(t)}" for r, t in zip(rules, keep)]
    prune += [f"{f'Pruning archive (#{i}/2):'.ljust(40)} {line(t)}" for i, t in enumerate(keep[9:], 1)]
    turns = [
        p.run("export BORG_REPO=ssh://borg@backup.example.lan:22/./files01 BORG_PASSCOMMAND='cat /root/.borg-pass'"),
        p.run("borg list", "\n".join(line(t) for t in names[:-1]), duration=4.0),
        p.run("borg create --stats --compression zstd,6 '::files01-{now:%Y-%m-%dT%H:%M:%S}' /srv/share /etc", f"""{dash}
Repository: ssh://borg@backup.example.lan:22/./files01
Archive name: {name(new)}
Archive fingerprint: {fp}
Time (start): Sun, 2024-11-17 09:42:19
Time (end):   Sun, 2024-11-17 09:51:07
Duration: 8 minutes 47.92 seconds
Number of files: 184392
Utilization of max. archive size: 0%
{dash}
""" + table("1.37 GB", "3.11 TB", "2.49 TB", "318.62 GB", "942817", "11028315") + "\n" + dash,
              duration=600.0),
        p.run("borg prune --list --keep-daily 7 --keep-weekly 2", "\n".join(prune), duration=10.0),
        p.run("borg compact --verbose", "compaction freed about 3.41 GB repository space.", duration=30.0),
        p.run("borg list --short", "\n".join(name(t) for t in names[2:]), duration=4.0),
        p.run("borg info --last 1", f"""Archive name: {name(new)}
Archive fingerprint: {fp}
Comment:
Hostname: files01
Username: root
Time (start): Sun, 2024-11-17 09:42:19
Time (end): Sun, 2024-11-17 09:51:07
Duration: 8 minutes 47.92 seconds
Number of files: 184392
Command line: borg create --stats --compression zstd,6 '::files01-{{now:%Y-%m-%dT%H:%M:%S}}' /srv/share /etc
Utilization of maximum supported archive size: 0%
{dash}
""" + table("1.41 GB", "2.55 TB", "2.04 TB", "315.21 GB", "931054", "9023610"), duration=6.0),
    ]
    return dict(state=state, turns=turns)


def banner(s: str) -> str:
    return s + " " + "*" * max(3, 79 - len(s))


def recap(ok: int, changed: int) -> str:
    return banner("PLAY RECAP") + "\n" + "\n".join(
        f"{h:<26} : ok={ok:<4} changed={changed:<4} unreachable=0    failed=0    skipped=0    rescued=0    ignored=0   "
        for h in ("web-stg-01", "web-stg-02"))


# ansible-playbook — clean
def t14() -> dict[str, Any]:
    p = Pane("deploy", "ctl01", "/home/deploy/ansible")
    state = p.prompt
    nginx_diff = """--- before: /etc/nginx/sites-available/inventory.conf
+++ after: /home/deploy/ansible/roles/nginx/templates/inventory.conf.j2
@@ -14,7 +14,7 @@
     location /api/ {
         proxy_pass http://127.0.0.1:8080;
         proxy_set_header Host $host;
-        proxy_read_timeout 30s;
+        proxy_read_timeout 90s;
         proxy_set_header X-Request-ID $request_id;
         proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
     }
"""
    env_diff = """--- before: /etc/inventory/app.env
+++ after: /home/deploy/ansible/roles/app/templates/app.env.j2
@@ -2,5 +2,5 @@
 DB_HOST=db-stg-01.internal
 DB_POOL_SIZE=20
-HTTP_TIMEOUT_SECONDS=30
+HTTP_TIMEOUT_SECONDS=90
 LOG_LEVEL=info
 OTEL_EXPORTER_OTLP_ENDPOINT=http://otel.stg.internal:4317
"""

    def play(diff: bool, first: bool) -> str:
        def both(status: str, a: str = "web-stg-01", b: str = "web-stg-02") -> str:
            return f"{status}: [{a}]\n{status}: [{b}]"

        def chg(d: str) -> str:
            if not first:
                return both("ok")
            if diff:
                return f"{d}\nchanged: [web-stg-01]\n{d}\nchanged: [web-stg-02]"
            return both("changed", "web-stg-02", "web-stg-01")

        parts = [
            banner("PLAY [Configure web tier]"), "",
            banner("TASK [Gathering Facts]"), both("ok", "web-stg-02", "web-stg-01"), "",
            banner("TASK [common : ensure base packages]"), both("ok"), "",
            banner("TASK [nginx : install nginx]"), both("ok", "web-stg-02", "web-stg-01"), "",
            banner("TASK [nginx : deploy site config]"), chg(nginx_diff), "",
            banner("TASK [nginx : ensure nginx enabled and started]"), both("ok"), "",
            banner("TASK [app : render app env file]"), chg(env_diff), "",
            banner("TASK [app : ensure inventory service running]"), both("ok", "web-stg-02", "web-stg-01"), "",
        ]
        if first:
            parts += [banner("RUNNING HANDLER [nginx : reload nginx]"), both("changed"), "",
                      banner("RUNNING HANDLER [app : restart inventory]"), both("changed", "web-stg-02", "web-stg-01"), ""]
        parts.append(recap(9 if first else 7, 4 if first else 0))
        return "\n".join(parts)

    turns = [
        p.run("cat inventories/staging/hosts.ini", """[web]
web-stg-01 ansible_host=10.20.1.11
web-stg-02 ansible_host=10.20.1.12

[db]
db-stg-01 ansible_host=10.20.2.21

[staging:children]
web
db

[staging:vars]
ansible_user=deploy
ansible_python_interpreter=/usr/bin/python3"""),
        p.run("ansible-playbook -i inventories/staging site.yml --limit web --check --diff", "\n" + play(True, True), duration=30.0),
        p.run("ansible-playbook -i inventories/staging site.yml --limit web", "\n" + play(False, True), duration=40.0),
        p.run("ansible-playbook -i inventories/staging site.yml --limit web", "\n" + play(False, False), duration=30.0),
        p.run("ansible web -i inventories/staging -b -m shell -a 'systemctl show -p MainPID -p ActiveEnterTimestamp nginx inventory'", """web-stg-02 | CHANGED | rc=0 >>
MainPID=1179
ActiveEnterTimestamp=Mon 2024-11-04 06:12:44 UTC

MainPID=52877
ActiveEnterTimestamp=Thu 2024-11-21 11:07:36 UTC
web-stg-01 | CHANGED | rc=0 >>
MainPID=1184
ActiveEnterTimestamp=Mon 2024-11-04 06:12:40 UTC

MainPID=48213
ActiveEnterTimestamp=Thu 2024-11-21 11:07:35 UTC""", duration=6.0),
        p.run("ansible web -i inventories/staging -b -m shell -a 'grep -n proxy_read_timeout /etc/nginx/sites-available/inventory.conf; grep -n HTTP_TIMEOUT /etc/inventory/app.env'", """web-stg-01 | CHANGED | rc=0 >>
17:        proxy_read_timeout 90s;
4:HTTP_TIMEOUT_SECONDS=90
web-stg-02 | CHANGED | rc=0 >>
17:        proxy_read_timeout 90s;
4:HTTP_TIMEOUT_SECONDS=90""", duration=5.0),
        p.run("git log --oneline -3", """4c1e9a7 (HEAD -> main, origin/main) inventory: raise upstream timeouts to 90s
b83f20d nginx: add X-Request-ID to proxied requests
91d7e55 app: export OTEL endpoint on staging"""),
    ]
    return dict(state=state, turns=turns)


# etcdctl — bad
def t15() -> dict[str, Any]:
    p = Pane("root", "etcd-1", "/root")
    state = p.prompt
    ids = ["8e9e05c52164694d", "91bc3c398fb3c146", "fd422379fda50e48"]
    eps = [f"https://10.0.4.1{i}:2379" for i in (1, 2, 3)]

    def status(sizes: list[str], idx: str) -> str:
        return box(["ENDPOINT", "ID", "VERSION", "DB SIZE", "IS LEADER", "IS LEARNER", "RAFT TERM", "RAFT INDEX", "RAFT APPLIED INDEX", "ERRORS"], [
            [eps[i], ids[i], "3.5.12", sizes[i], "true" if i == 0 else "false", "false", "17", idx, idx, ""] for i in range(3)],
            align="right")

    key = "/config/featureflags/checkout_v2"

    def get_json(rev: int, mod: int, ver: int, val: str) -> str:
        return json.dumps({"header": {"cluster_id": 14841639068965178418, "member_id": int(ids[0], 16), "revision": rev, "raft_term": 17},
                           "kvs": [{"key": base64.b64encode(key.encode()).decode(), "create_revision": 5873310, "mod_revision": mod,
                                    "version": ver, "value": base64.b64encode(val.encode()).decode()}], "count": 1},
                          separators=(",", ":"))

    e = "etcdctl --endpoints=$ENDPOINTS"
    turns = [
        p.run("export ENDPOINTS=" + ",".join(eps) + " ETCDCTL_CACERT=/etc/etcd/pki/ca.crt ETCDCTL_CERT=/etc/etcd/pki/admin.crt ETCDCTL_KEY=/etc/etcd/pki/admin.key"),
        p.run(f"{e} endpoint status -w table", status(["187 MB", "191 MB", "186 MB"], "9315522"), duration=2.0),
        p.run(f"{e} get {key} -w json", get_json(6120443, 6098127, 3, '{"enabled":true,"rollout":10}')),
        p.run(f"{e} put {key} '{{\"enabled\":true,\"rollout\":25}}'", "OK"),
        p.run(f"{e} get /config/featureflags/ --prefix", "\n".join([
            key, '{"enabled":true,"rollout":25}',
            "/config/featureflags/new_search", '{"enabled":false}',
            "/config/featureflags/promo_banner", '{"enabled":true,"variant":"b"}',
            "/config/featureflags/recs_v3", '{"enabled":true,"rollout":100,"segments":["eu","uk"]}'])),
        p.run(f"{e} get {key} -w json", get_json(6120398, 6120398, 4, '{"enabled":true,"rollout":25}')),
        p.run(f"{e} member list -w table", box(["ID", "STATUS", "NAME", "PEER ADDRS", "CLIENT ADDRS", "IS LEARNER"], [
            [ids[i], "started", f"etcd-{i + 1}", eps[i].replace("2379", "2380"), eps[i], "false"] for i in range(3)], align="right")),
        p.run(f"{e} endpoint health -w table", box(["ENDPOINT", "HEALTH", "TOOK", "ERROR"], [
            [eps[0], "true", "11.842213ms", ""], [eps[2], "true", "12.306548ms", ""], [eps[1], "true", "14.019877ms", ""]], align="right")),
        p.run("etcdctl --endpoints=https://10.0.4.12:2379 defrag", "Finished defragmenting etcd member[https://10.0.4.12:2379]", duration=5.0),
        p.run(f"{e} endpoint status -w table", status(["187 MB", "142 MB", "186 MB"], "9315618"), duration=2.0),
    ]
    return dict(state=state, turns=turns, bad=True, turn=6, kind="store revision after a write lower than the revision read before it")


# openstack — clean
def t16() -> dict[str, Any]:
    p = Pane("stack", "jump01", "/home/stack")
    state = p.prompt
    img = "ubuntu-22.04-20241105"
    sid = {n: uid("os-" + n) for n in ("app-01", "app-02", "app-03", "db-01", "bastion")}
    srv_h = ["ID", "Name", "Status", "Networks", "Image", "Flavor"]
    base = [
        [sid["app-02"], "app-02", "ACTIVE", "tenant-net=192.168.40.19", "ubuntu-22.04-20240912", "m1.large"],
        [sid["app-01"], "app-01", "ACTIVE", "tenant-net=192.168.40.14, 203.0.113.61", "ubuntu-22.04-20240912", "m1.large"],
        [sid["db-01"], "db-01", "ACTIVE", "tenant-net=192.168.40.8", "ubuntu-22.04-20240601", "m1.xlarge"],
        [sid["bastion"], "bastion", "SHUTOFF", "tenant-net=192.168.40.3, 203.0.113.58", "debian-12-20240415", "m1.small"],
    ]
    vol = uid("os-vol-app-03-data")
    proj, user = hx("os-project", 32), hx("os-user-stack", 32)
    created = "2024-11-21T15:02:44Z"
    field = ["Field", "Value"]
    turns = [
        p.run("openstack server list", box(srv_h, base, head="left", align="auto"), duration=3.0),
        p.run("openstack flavor list", box(["ID", "Name", "RAM", "Disk", "Ephemeral", "VCPUs", "Is Public"], [
            ["1", "m1.tiny", "512", "1", "0", "1", "True"], ["2", "m1.small", "2048", "20", "0", "1", "True"],
            ["3", "m1.medium", "4096", "40", "0", "2", "True"], ["4", "m1.large", "8192", "80", "0", "4", "True"],
            ["5", "m1.xlarge", "16384", "160", "0", "8", "True"], ["6", "c1.2xlarge", "16384", "80", "0", "16", "True"]],
            head="left", align="auto"), duration=2.0),
        p.run(f"openstack server create --flavor m1.large --image {img} --network tenant-net --key-name ops-2024 --security-group web app-03",
              box(field, [
                  ["OS-DCF:diskConfig", "MANUAL"], ["OS-EXT-AZ:availability_zone", ""], ["OS-EXT-STS:power_state", "NOSTATE"],
                  ["OS-EXT-STS:task_state", "scheduling"], ["OS-EXT-STS:vm_state", "building"], ["OS-SRV-USG:launched_at", "None"],
                  ["OS-SRV-USG:terminated_at", "None"], ["accessIPv4", ""], ["accessIPv6", ""], ["addresses", ""],
                  ["adminPass", "7hQ2pXk9LmRv"], ["config_drive", ""], ["created", created],
                  ["flavor", "m1.large (4)"], ["hostId", ""], ["id", sid["app-03"]],
                  ["image", f"{img} ({uid('os-img-' + img)})"], ["key_name", "ops-2024"], ["name", "app-03"], ["progress", "0"],
                  ["project_id", proj], ["properties", ""], ["security_groups", "name='web'"], ["status", "BUILD"],
                  ["updated", created], ["user_id", user], ["volumes_attached", ""]], head="left"), duration=6.0),
        p.run("openstack server list", box(srv_h, [[sid["app-03"], "app-03", "BUILD", "", img, "m1.large"]] + base,
                                           head="left", align="auto"), duration=3.0),
        p.run("openstack server show app-03 -c OS-EXT-STS:power_state -c addresses -c status -c updated", box(field, [
            ["OS-EXT-STS:power_state", "Running"], ["addresses", "tenant-net=192.168.40.27"], ["status", "ACTIVE"],
            ["updated", "2024-11-21T15:03:29Z"]], head="left"), duration=3.0),
        p.run("openstack volume create --size 50 --type ceph-ssd app-03-data", box(field, [
            ["attachments", "[]"], ["availability_zone", "nova"], ["bootable", "false"], ["consistencygroup_id", "None"],
            ["created_at", "2024-11-21T15:04:12.000000"], ["description", "None"], ["encrypted", "False"], ["id", vol],
            ["multiattach", "False"], ["name", "app-03-data"], ["properties", ""], ["replication_status", "None"],
            ["size", "50"], ["snapshot_id", "None"], ["source_volid", "None"], ["status", "creating"], ["type", "ceph-ssd"],
            ["updated_at", "None"], ["user_id", user]], head="left"), duration=4.0),
        p.run("openstack server add volume app-03 app-03-data", box(["Field", "Value"], [
            ["ID", vol], ["Server ID", sid["app-03"]], ["Volume ID", vol], ["Device", "/dev/vdb"], ["Tag", "None"],
            ["Delete On Termination", "False"]], head="left"), duration=5.0),
        p.run("openstack volume list", box(["ID", "Name", "Status", "Size", "Attached to"], [
            [vol, "app-03-data", "in-use", "50", "Attached to app-03 on /dev/vdb "],
            [uid("os-vol-scratch-old"), "scratch-old", "available", "20", ""],
            [uid("os-vol-db-01-data"), "db-01-data", "in-use", "500", "Attached to db-01 on /dev/vdb "]],
            head="left", align="auto"), duration=3.0),
        p.run("openstack server list --name '^app-'", box(srv_h, [
            [sid["app-03"], "app-03", "ACTIVE", "tenant-net=192.168.40.27", img, "m1.large"]] + base[:2],
            head="left", align="auto"), duration=3.0),
    ]
    return dict(state=state, turns=turns)


# ufw + fail2ban-client — bad
def t17() -> dict[str, Any]:
    p = Pane("root", "web-prod-2", "/root")
    state = p.prompt

    def rules(rs: list[tuple[str, str, str]], numbered: bool) -> str:
        pre = "     " if numbered else ""
        out = [pre + "To                         Action      From", pre + "--                         ------      ----"]
        for i, (to, frm, comment) in enumerate(rs, 1):
            line = (f"[{i:2d}] " if numbered else "") + to.ljust(27) + "ALLOW IN".ljust(12) + frm
            if comment:
                line = line.ljust(len(pre) + 66) + " # " + comment
            out.append(line)
        return "\n".join(out)

    r22 = ("22/tcp", "203.0.113.0/24", "")
    r80, r443 = ("80/tcp", "Anywhere", ""), ("443/tcp", "Anywhere", "")
    r8080 = ("8080/tcp", "Anywhere", "")
    r5432 = ("5432/tcp", "10.20.0.0/16", "")
    r9100 = ("9100/tcp", "10.8.0.0/24", "node_exporter via vpn")
    v80, v443, v8080 = ("80/tcp (v6)", "Anywhere (v6)", ""), ("443/tcp (v6)", "Anywhere (v6)", ""), ("8080/tcp (v6)", "Anywhere (v6)", "")
    first = [r22, r80, r443, r8080, r5432, v80, v443, v8080]
    final = [r22, r80, r443, r5432, r9100, v80, v443]

    def verbose(level: str, rs: list[tuple[str, str, str]]) -> str:
        return f"""Status: active
Logging: on ({level})
Default: deny (incoming), allow (outgoing), deny (routed)
New profiles: skip

""" + rules(rs, False)

    before = p.prompt
    ask = f"{before} ufw delete 4\nDeleting:\n allow 8080/tcp\nProceed with operation (y|n)? "
    turns = [
        p.run("ufw status verbose", verbose("low", first)),
        p.run("ufw status numbered", "Status: active\n\n" + rules(first, True)),
        (keys("ufw delete 4"), ask),
        (keys("y"), ask + f"y\nRule deleted\n{p.prompt}"),
        p.run("ufw --force delete 7", "Rule deleted (v6)"),
        p.run("ufw allow from 10.8.0.0/24 to any port 9100 proto tcp comment 'node_exporter via vpn'", "Rule added"),
        p.run("ufw status numbered", "Status: active\n\n" + rules(final, True)),
        p.run("fail2ban-client status sshd", """Status for the jail: sshd
|- Filter
|  |- Currently failed:	3
|  |- Total failed:	1482
|  `- File list:	/var/log/auth.log
`- Actions
   |- Currently banned:	4
   |- Total banned:	311
   `- Banned IP list:	45.148.10.91 80.94.95.115 103.152.118.20 218.92.0.107"""),
        p.run("ufw status verbose", verbose("medium", final)),
    ]
    return dict(state=state, turns=turns, bad=True, turn=9, kind="firewall logging level differs with no command that changed it")


# pulumi — clean
def t18() -> dict[str, Any]:
    p = Pane("ana", "devbox", "/home/ana/infra/edge-cache")
    state = p.prompt

    def stacks(dev_age: str) -> str:
        return cols(["NAME", "LAST UPDATE", "RESOURCE COUNT", "URL"], [
            ["dev*", dev_age, "12", "https://app.pulumi.com/ana-k/edge-cache/dev"],
            ["prod", "2 weeks ago", "14", "https://app.pulumi.com/ana-k/edge-cache/prod"],
            ["staging", "5 days ago", "12", "https://app.pulumi.com/ana-k/edge-cache/staging"]], gap=2)

    def config(ttl: str) -> str:
        return cols(["KEY", "VALUE"], [["aws:region", "us-east-1"], ["cacheTtlSeconds", ttl], ["dbPassword", "[secret]"],
                                       ["originDomain", "origin-dev.edgecache.example.net"], ["priceClass", "PriceClass_100"]], gap=2)

    turns = [
        p.run("pulumi stack ls", stacks("3 days ago"), duration=3.0),
        p.run("pulumi config", config("300"), duration=2.0),
        p.run("pulumi config set cacheTtlSeconds 600", duration=2.0),
        p.run("pulumi preview", """Previewing update (dev)

View in Browser (Ctrl+O): https://app.pulumi.com/ana-k/edge-cache/dev/previews/4be3a1d2-8c6f-4e07-9a51-3d2f7b0c9e18

     Type                               Name              Plan       Info
     pulumi:pulumi:Stack                edge-cache-dev
 ~   └─ aws:cloudfront:Distribution     edge-cdn          update     [diff: ~defaultCacheBehavior]

Outputs:
  ~ defaultTtl: 300 => 600

Resources:
    ~ 1 to update
    11 unchanged""", duration=25.0),
        p.run("pulumi up --yes", """Updating (dev)

View in Browser (Ctrl+O): https://app.pulumi.com/ana-k/edge-cache/dev/updates/43

     Type                               Name              Status              Info
     pulumi:pulumi:Stack                edge-cache-dev
 ~   └─ aws:cloudfront:Distribution     edge-cdn          updated (184s)      [diff: ~defaultCacheBehavior]

Outputs:
    bucketName    : "edge-cache-dev-assets-7f3c21a"
    cdnDomain     : "d2x8k4q1v9mz7e.cloudfront.net"
  ~ defaultTtl    : 300 => 600
    distributionId: "E2QK8Z1XW4R7NP"

Resources:
    ~ 1 updated
    11 unchanged

Duration: 3m11s""", duration=240.0),
        p.run("pulumi stack output", """Current stack outputs (4):
    OUTPUT          VALUE
    bucketName      edge-cache-dev-assets-7f3c21a
    cdnDomain       d2x8k4q1v9mz7e.cloudfront.net
    defaultTtl      600
    distributionId  E2QK8Z1XW4R7NP""", duration=2.0),
        p.run("pulumi stack ls; pulumi config get cacheTtlSeconds", stacks("1 minute ago") + "\n600", duration=3.0),
    ]
    return dict(state=state, turns=turns)


# rclone — bad
def t19() -> dict[str, Any]:
    p = Pane("elif", "mediabox", "/home/elif")
    state = p.prompt
    root = "wasabi-media:projects/2024/clients/harbor/"
    files = {
        "audio/music_bed_licensed.wav": (61740058, "2024-11-10 14:20:03"),
        "audio/vo_take3.wav": (28311552, "2024-11-10 14:22:19"),
        "brief/harbor_brief_v2.pdf": (183402, "2024-11-08 11:05:43"),
        "brief/moodboard.pdf": (9123371, "2024-11-08 11:05:44"),
        "final_cut_v2.mov": (734003200, "2024-11-12 09:41:55"),
        "final_cut_v3.mov": (2259302400, "2024-11-14 18:22:07"),
        "project/harbor.prproj": (3187412, "2024-11-14 18:20:51"),
        "project/harbor_autosave.prproj": (3179020, "2024-11-14 17:55:02"),
        "render_cache.tmp": (48211968, "2024-11-14 18:30:12"),
        "thumbnail.jpg": (412877, "2024-11-14 18:35:40"),
    }
    stills = {f"stills/harbor_still_{i:03d}.jpg": (6100000 + (i * 137911) % 900000, f"2024-11-21 15:{48 + i // 5:02d}:{(i * 7) % 60:02d}")
              for i in range(1, 15)}
    still_bytes = sum(s for s, _ in stills.values())

    def lsl(entries: dict[str, tuple[int, str]]) -> str:
        return "\n".join(f"{s:>9} {d}.000000000 {n}" for n, (s, d) in sorted(entries.items()))

    def mib(b: int) -> str:
        return f"{b / 1048576:.3f} MiB"

    after_move = {("harbor_promo_final.mov" if k == "final_cut_v3.mov" else k): v for k, v in files.items()}
    allf = {**after_move, **stills}
    total = sum(s for s, _ in allf.values())
    shown = {k: v for k, v in files.items() if "/" not in k and k != "render_cache.tmp"}
    turns = [
        p.run("rclone listremotes", "b2-archive:\ngdrive:\nwasabi-media:"),
        p.run(f"rclone lsl {root}", lsl(files), duration=3.0),
        p.run(f"rclone moveto {root}final_cut_v3.mov {root}harbor_promo_final.mov -P", """Transferred:   	    2.104 GiB / 2.104 GiB, 100%, 0 B/s, ETA -
Checks:                 1 / 1, 100%
Deleted:                1 (files), 0 (dirs)
Renamed:                1
Transferred:            1 / 1, 100%
Server Side Copies:     1 @ 2.104 GiB
Elapsed time:        41.3s""", duration=45.0),
        p.run(f"rclone copy ~/exports/harbor_stills/ {root}stills/ -P", f"""Transferred:   	   {mib(still_bytes)} / {mib(still_bytes)}, 100%, 9.601 MiB/s, ETA 0s
Transferred:           14 / 14, 100%
Elapsed time:         9.4s""", duration=15.0),
        p.run(f"rclone size {root}", f"Total objects: 24 (24)\nTotal size: {total / 1073741824:.3f} GiB ({total} Byte)", duration=3.0),
        p.run(f'rclone delete {root} --include "*.tmp" -v', """2024/11/21 16:12:40 INFO  : render_cache.tmp: Deleted
2024/11/21 16:12:40 INFO  :
Transferred:   	          0 B / 0 B, -, 0 B/s, ETA -
Checks:                 1 / 1, 100%
Deleted:                1 (files), 0 (dirs)
Elapsed time:         1.3s""", duration=3.0),
        p.run(f"rclone lsl {root} --max-depth 1", lsl(shown), duration=3.0),
        p.run(f"rclone check ~/exports/harbor_stills/ {root}stills/ --one-way", """2024/11/21 16:13:22 NOTICE: S3 bucket media path projects/2024/clients/harbor/stills: 0 differences found
2024/11/21 16:13:22 NOTICE: S3 bucket media path projects/2024/clients/harbor/stills: 14 matching files""", duration=5.0),
        p.run(f"rclone size {root}stills/", f"Total objects: 14 (14)\nTotal size: {mib(still_bytes)} ({still_bytes} Byte)", duration=3.0),
    ]
    return dict(state=state, turns=turns, bad=True, turn=7, kind="renamed object listed under its old name")


def oid(*t: int) -> str:
    return f"{epoch(*t):08x}" + hx("oid" + repr(t), 16)


# mongosh — bad
def t20() -> dict[str, Any]:
    p = Pane("sam", "app-db-01", "/home/sam")
    state = p.prompt
    test, shop = "rs0 [primary] test>", "rs0 [primary] shop>"

    def m(prompt: str, cmd: str, out: str, after: str | None = None) -> tuple[str, str]:
        return keys(cmd), f"{prompt} {cmd}\n" + (out + "\n" if out else "") + (after or prompt)

    def groups(rows: list[tuple[str, int]]) -> str:
        return "[\n" + ",\n".join(f"  {{ _id: '{k}', n: {n} }}" for k, n in rows) + "\n]"

    agg = "db.orders.aggregate([{ $group: { _id: '$status', n: { $sum: 1 } } }, { $sort: { n: -1 } }])"
    docs = [((2024, 9, 30, 21, 47, 12), "2024-09-30T21:47:12.408Z", "89.90"),
            ((2024, 9, 30, 21, 31, 55), "2024-09-30T21:31:55.071Z", "214.50"),
            ((2024, 9, 30, 20, 58, 3), "2024-09-30T20:58:03.930Z", "38.00")]
    found = "[\n" + ",\n".join(f"""  {{
    _id: ObjectId('{oid(*t)}'),
    createdAt: ISODate('{iso}'),
    total: Decimal128('{tot}')
  }}""" for t, iso, tot in docs) + "\n]"
    turns = [
        (keys('mongosh "mongodb://127.0.0.1:27017/?replicaSet=rs0"', 3.0), f"""{p.prompt} mongosh "mongodb://127.0.0.1:27017/?replicaSet=rs0"
Current Mongosh Log ID:	673f1c2ea8d94b0e1c5f3a27
Connecting to:		mongodb://127.0.0.1:27017/?replicaSet=rs0&appName=mongosh+2.3.2
Using MongoDB:		7.0.14
Using Mongosh:		2.3.2

For mongosh info see: https://www.mongodb.com/docs/mongodb-shell/

{test}"""),
        m(test, "use shop", "switched to db shop", shop),
        m(shop, agg, groups([("delivered", 48211), ("expired", 5530), ("shipped", 3120), ("cancelled", 2046), ("pending", 1287)])),
        m(shop, "db.orders.countDocuments({ status: 'pending', createdAt: { $lt: ISODate('2024-10-01T00:00:00Z') } })", "214"),
        m(shop, "db.orders.updateMany({ status: 'pending', createdAt: { $lt: ISODate('2024-10-01T00:00:00Z') } }, { $set: { status: 'expired', expiredAt: new Date() } })", """{
  acknowledged: true,
  insertedId: null,
  matchedCount: 214,
  modifiedCount: 214,
  upsertedCount: 0
}"""),
        m(shop, agg, groups([("delivered", 48211), ("expired", 5530), ("shipped", 3120), ("cancelled", 2046), ("pending", 1073)])),
        m(shop, "db.orders.find({ status: 'expired' }, { createdAt: 1, total: 1 }).sort({ createdAt: -1 }).limit(3)", found),
        m(shop, "exit", "", p.prompt),
    ]
    return dict(state=state, turns=turns, bad=True, turn=6, kind="status counts do not add up after documents moved between two statuses")


# tailscale — bad
def t21() -> dict[str, Any]:
    p = Pane("noor", "homelab-pi", "/home/noor")
    state = p.prompt

    def status(nas_ip: str, nas: str, vps: str) -> str:
        return cols(["", "", "", "", ""], [
            ["100.101.7.22", "homelab-pi", "noor@", "linux", "-"],
            [nas_ip, "nas-synology", "noor@", "linux", nas],
            ["100.72.19.103", "noor-pixel", "noor@", "android", "idle, tx 1184 rx 2016"],
            ["100.121.55.8", "work-laptop", "noor@", "macOS", "offline"],
            ["100.96.3.77", "vps-hel1", "noor@", "linux", vps],
        ], gap=3).split("\n", 1)[1]

    turns = [
        p.run("tailscale status", status("100.88.140.5", "active; direct 192.168.1.40:41641, tx 18436620 rx 240113452",
                                         "idle, tx 90112 rx 77824"), duration=2.0),
        p.run("tailscale ping vps-hel1", """pong from vps-hel1 (100.96.3.77) via DERP(hel) in 31ms
pong from vps-hel1 (100.96.3.77) via DERP(hel) in 29ms
pong from vps-hel1 (100.96.3.77) via 95.216.14.201:41641 in 24ms""", duration=4.0),
        p.run("tailscale status", status("100.88.140.15", "active; direct 192.168.1.40:41641, tx 18512908 rx 241907336",
                                         "active; direct 95.216.14.201:41641, tx 93544 rx 81216"), duration=2.0),
        p.run("sudo tailscale set --exit-node=vps-hel1 --exit-node-allow-lan-access", duration=3.0),
        p.run("curl -s https://ifconfig.me; echo", "95.216.14.201", duration=3.0),
        p.run("tailscale exit-node list", """
 IP             HOSTNAME                     COUNTRY     CITY     STATUS
 100.96.3.77    vps-hel1.tail8c2f4.ts.net    -           -        selected

# To view the complete list of exit nodes for a country, use `tailscale exit-node list --filter=` followed by the country name.
# To use an exit node, use `tailscale set --exit-node=` followed by the hostname or IP.
# To have Tailscale suggest an exit node, use `tailscale exit-node suggest`.""", duration=2.0),
        p.run("tailscale debug prefs | grep -E 'ExitNode|RouteAll|CorpDNS'", """	"RouteAll": false,
	"ExitNodeID": "nQm4r8TfZ311CNTRL",
	"ExitNodeIP": "",
	"ExitNodeAllowLANAccess": true,
	"CorpDNS": true,"""),
    ]
    return dict(state=state, turns=turns, bad=True, turn=3, kind="tailnet address of an unchanged peer differs")


# multipass — clean
def t22() -> dict[str, Any]:
    p = Pane("kai", "studio", "/home/kai")
    state = p.prompt

    def lst(rows: list[list[str]]) -> str:
        out = ["Name                    State             IPv4             Image"]
        for r in rows:
            ips = r[2].split(",")
            out.append(f"{r[0]:<24}{r[1]:<18}{ips[0]:<17}{r[3]}".rstrip())
            out += [" " * 42 + ip for ip in ips[1:]]
        return "\n".join(out)

    k3s = ["k3s-lab", "Running", "10.62.18.201,10.42.0.0,10.42.0.1", "Ubuntu 22.04 LTS"]
    old = ["old-dev", "Stopped", "--", "Ubuntu 20.04 LTS"]

    def info(load: str, disk: str, mem: str) -> str:
        return f"""Name:           ci-sandbox
State:          Running
Snapshots:      0
IPv4:           10.62.18.57
Release:        Ubuntu 24.04.1 LTS
Image hash:     b63f266fa4bd (Ubuntu 24.04 LTS)
CPU(s):         2
Load:           {load}
Disk usage:     {disk} out of 19.3GiB
Memory usage:   {mem} out of 3.8GiB
Mounts:         --"""

    turns = [
        p.run("multipass list", lst([k3s, old]), duration=2.0),
        p.run("multipass launch 24.04 --name ci-sandbox --cpus 2 --memory 4G --disk 20G", "Launched: ci-sandbox", duration=120.0),
        p.run("multipass list", lst([["ci-sandbox", "Running", "10.62.18.57", "Ubuntu 24.04 LTS"], k3s, old]), duration=2.0),
        p.run("multipass info ci-sandbox", info("0.74 0.21 0.07", "2.0GiB", "356.2MiB"), duration=2.0),
        p.run("multipass exec ci-sandbox -- bash -c 'sudo apt-get update -qq && sudo apt-get install -y -qq build-essential >/dev/null && gcc --version | head -1'",
              "gcc (Ubuntu 13.2.0-23ubuntu4) 13.2.0", duration=150.0),
        p.run("multipass delete old-dev --purge", duration=5.0),
        p.run("multipass info ci-sandbox", info("1.12 0.88 0.39", "2.6GiB", "401.7MiB"), duration=2.0),
        p.run("multipass stop ci-sandbox", duration=15.0),
        p.run("multipass list", lst([["ci-sandbox", "Stopped", "--", "Ubuntu 24.04 LTS"], k3s]), duration=2.0),
    ]
    return dict(state=state, turns=turns)


TRAJECTORIES = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, make in enumerate(TRAJECTORIES, 1):
        spec = make()
        rs.add(task="terminal", tid=f"h37-terminal-{i:02d}", system=SYSTEM, turns=spec["turns"], state=spec["state"],
               bad=spec.get("bad", False), turn=spec.get("turn"), kind=spec.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
