# ruff: noqa: E501
"""Held-out set holdout36, domain terminal: 22 tmux-shell trajectories over cloud CLIs, build tools,
proxies and data stores, 11 of them with exactly one observation that contradicts an earlier one."""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role

You are a terminal simulator. An agent drives a bash shell inside a tmux pane by sending keystrokes; you predict what the pane shows after each batch of keystrokes has been sent and the given duration has passed.

# What you receive

- The session so far: every earlier action and the screen it produced.
- The current action: a JSON list of objects with `keystrokes` (raw input, a trailing newline runs the command) and `duration` (seconds to wait before the screen is captured).

# What you produce

After **Environment Observation:**, the new screen: the prompt line with the echoed command, everything the command prints to stdout and stderr, and the next prompt once the command has finished. Keep the prompt format of the session (user, host, working directory, `$` or `#`).

# Rules

1. Be faithful to the real program: its exact output layout (tables, JSON, progress lines, log prefixes), its flags, its error messages and exit behaviour.
2. Keep the state of the session: the working directory, environment variables, files created, edited, renamed or deleted, packages installed or removed, cloud resources created or changed, processes started or stopped. Identifiers (ids, hashes, PIDs, IP addresses, serials) stay what they were unless something in the session changed them.
3. Time moves forward: timestamps, uptimes, ages and counters advance plausibly between turns and never go back; remote systems that other clients use may change on their own in realistic ways.
4. Numbers must be reasonable and agree with each other: sizes, totals, counts and percentages follow from what was shown and done before.
5. Long-running commands may still be running when the screen is captured; in that case show the output so far without a new prompt. An empty `keystrokes` with a duration means waiting and showing whatever appeared.
6. Control keys use tmux notation (`C-c`, `C-d`, `C-z`, `C-l`). An empty action list means the agent declares the task finished.
7. Output the screen only: no commentary, no markdown fences around it."""


def cols(rows: list[list[str]], gap: int = 3) -> str:
    """Left-aligned columns as kubectl, doctl, tkn and friends print them."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join((" " * gap).join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in rows)


def box(head: list[str], rows: list[list[str]]) -> str:
    """A trivy-style box-drawing table."""
    w = [max(len(x) for x in col) for col in zip(head, *rows)]

    def rule(a: str, b: str, c: str) -> str:
        return a + b.join("─" * (x + 2) for x in w) + c

    def line(cells: list[str], centre: bool = False) -> str:
        return "│" + "│".join(" " + (c.center(x) if centre else c.ljust(x)) + " " for c, x in zip(cells, w)) + "│"

    out = [rule("┌", "┬", "┐"), line(head, True), rule("├", "┼", "┤")]
    for i, r in enumerate(rows):
        if i:
            out.append(rule("├", "┼", "┤"))
        out.append(line(r))
    out.append(rule("└", "┴", "┘"))
    return "\n".join(out)


def awstable(title: str, rows: list[list[str]]) -> str:
    """The AWS CLI `--output table` layout for a flat list of rows."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    inner = sum(x + 4 for x in w) + len(w) - 1
    sep = "+" + "+".join("-" * (x + 4) for x in w) + "+"
    out = ["-" * (inner + 2), "|" + title.center(inner) + "|", sep]
    for r in rows:
        out.append("|" + "|".join("  " + c.ljust(x) + "  " for c, x in zip(r, w)) + "|")
    out.append(sep)
    return "\n".join(out)


def sqlcols(head: list[str], rows: list[list[str]]) -> str:
    """sqlite3 -header -column output."""
    w = [max(len(x) for x in col) for col in zip(head, *rows)]
    out = ["  ".join(h.ljust(x) for h, x in zip(head, w)).rstrip(), "  ".join("-" * x for x in w)]
    out += ["  ".join(c.ljust(x) for c, x in zip(r, w)).rstrip() for r in rows]
    return "\n".join(out)


# vultr-cli — clean
def t01(rs: RowSet) -> None:
    p = Pane("ops", "bastion-01", "/home/ops")
    hdr = ["ID", "IP", "LABEL", "OS", "STATUS", "REGION", "CPU", "RAM", "DISK", "BANDWIDTH", "TAGS"]
    fleet = [
        ["7c1e9b4a-3f2d-4e8b-9a61-0d5f2c8e7b13", "149.28.112.47", "web-ams-01", "Ubuntu 22.04 LTS x64", "active", "ams", "2", "4096", "80", "4", "[web prod]"],
        ["a2f04d6e-81b7-4c3a-b5e9-6f2d17c90a48", "149.28.115.203", "web-ams-02", "Ubuntu 22.04 LTS x64", "active", "ams", "2", "4096", "80", "4", "[web prod]"],
        ["3e8d5b71-c04a-4f96-8e2b-91a7d6c3f520", "95.179.141.18", "db-ams-01", "Debian 12 x64 (bookworm)", "active", "ams", "4", "16384", "320", "6", "[db prod]"],
        ["51fa8e39-26cb-4d70-9f14-c8b3e5a7d261", "136.244.96.59", "vpn-ams-01", "Debian 12 x64 (bookworm)", "active", "ams", "1", "1024", "25", "1", "[infra]"],
        ["d91b6c02-5e7f-4a3d-b8c1-2f4e6a9d0b77", "45.76.87.132", "monitor-fra-01", "Ubuntu 22.04 LTS x64", "active", "fra", "2", "4096", "80", "4", "[infra monitoring]"],
    ]
    new_id = "e4c7a218-9b3f-4d5e-a6c0-7f1b2d8e3c94"

    def listing(rows: list[list[str]]) -> str:
        return cols([hdr] + rows, gap=2) + f"\n======================================\nTOTAL\tNEXT PAGE\tPREV PAGE\n{len(rows)}\t\t"

    def info(ip: str, status: str, state: str, netmask: str, gw: str, v6: str) -> str:
        return f"""INSTANCE INFO
ID			{new_id}
OS			Ubuntu 22.04 LTS x64
RAM			4096
DISK			80
MAIN IP			{ip}
VCPU COUNT		2
REGION			ams
DATE CREATED		2024-05-14T09:12:03+00:00
STATUS			{status}
ALLOWED BANDWIDTH	4
NETMASK V4		{netmask}
GATEWAY V4		{gw}
POWER STATUS		running
SERVER STATE		{state}
PLAN			vc2-2c-4gb
LABEL			worker-ams-03
INTERNAL IP\t\t
KVM URL			https://my.vultr.com/subs/vps/novnc/api.php?data=djJ8Q3NhX0pIT2VrbVhKR2xFdzR6eFNrR3pCV1hQZ0lKUGV8
TAG\t\t\t
OsID			1743
AppID			0
ImageID\t\t\t
FIREWALL GROUP ID\t
V6 MAIN IP		{v6}
V6 NETWORK\t\t
V6 NETWORK SIZE		0
FEATURES		[]
TAGS			[worker]"""

    snap_hdr = ["ID", "DATE CREATED", "SIZE", "COMPRESSED SIZE", "STATUS", "OSID", "APPID", "DESCRIPTION"]
    snaps = [
        ["0b6f3e1c-92d4-4a7b-8c15-e3f0a6d29b84", "2024-02-06T06:00:11+00:00", "85899345920", "23622320128", "complete", "1743", "0", "web-ams-01 pre-kernel-6.5"],
        ["c58e2a07-4d1f-4e3b-9a26-71b0f8c4d5e9", "2024-03-19T14:22:48+00:00", "343597383680", "97710505984", "complete", "2136", "0", "db-ams-01 before pg15 upgrade"],
        ["9a3d71f6-0e8b-4c52-b7a4-2d96e1f05c38", "2024-04-23T06:00:09+00:00", "85899345920", "24696061952", "complete", "1743", "0", "web-ams-02 monthly"],
    ]
    new_snap = "6d2a9f41-8c3e-4b7a-a5d1-e09c37f2b618"

    def snap_listing(last: list[str]) -> str:
        rows = snaps + [last]
        return cols([snap_hdr] + rows, gap=2) + f"\n======================================\nTOTAL\tNEXT PAGE\tPREV PAGE\n{len(rows)}\t\t"

    pending = [new_id, "0.0.0.0", "worker-ams-03", "Ubuntu 22.04 LTS x64", "pending", "ams", "2", "4096", "80", "4", "[worker]"]
    active = [new_id, "95.179.138.226", "worker-ams-03", "Ubuntu 22.04 LTS x64", "active", "ams", "2", "4096", "80", "4", "[worker]"]
    turns = [
        p.run("vultr-cli instance list", listing(fleet)),
        p.run("vultr-cli instance create --region ams --plan vc2-2c-4gb --os 1743 --label worker-ams-03 --host worker-ams-03 --tags worker --ssh-keys 3f9c2a61-7d4e-4b08-a5c1-92e6b0d4f7a3",
              info("0.0.0.0", "pending", "none", "", "0.0.0.0", "") + "\n\nDEFAULT PASSWORD\t" + "Xq7#vR2m!Lp9sT4w"),
        p.run("vultr-cli instance list", listing(fleet + [pending])),
        p.run(f"sleep 60; vultr-cli instance get {new_id}",
              info("95.179.138.226", "active", "installingbooting", "255.255.254.0", "95.179.138.1", "2a05:f480:1800:2b4d:5400:04ff:fe9b:7c21"), duration=65),
        p.run('vultr-cli snapshot create --id 7c1e9b4a-3f2d-4e8b-9a61-0d5f2c8e7b13 --description "web-ams-01 pre-upgrade 2024-05-14"',
              f"""SNAPSHOT INFO
ID		{new_snap}
DATE CREATED	2024-05-14T09:14:02+00:00
SIZE		0
COMPRESSED SIZE	0
STATUS		pending
OSID		1743
APPID		0
DESCRIPTION	web-ams-01 pre-upgrade 2024-05-14"""),
        p.run("vultr-cli snapshot list", snap_listing([new_snap, "2024-05-14T09:14:02+00:00", "0", "0", "pending", "1743", "0", "web-ams-01 pre-upgrade 2024-05-14"])),
        p.run("sleep 180; vultr-cli snapshot list", snap_listing([new_snap, "2024-05-14T09:14:02+00:00", "85899345920", "26306674688", "complete", "1743", "0", "web-ams-01 pre-upgrade 2024-05-14"]), duration=185),
        p.run("vultr-cli instance list", listing(fleet + [active])),
    ]
    rs.add(task="terminal", tid="h36-terminal-01", system=SYSTEM, turns=turns, state="ops@bastion-01:~$")


# poetry — bad
def t02(rs: RowSet) -> None:
    p = Pane("nadia", "fin-dev-04", "/home/nadia/src/ledgerline")
    show_top = cols([
        ["mypy", "1.10.0", "Optional static typing for Python"],
        ["psycopg", "3.1.19", "PostgreSQL database adapter for Python"],
        ["pydantic", "2.7.1", "Data validation using Python type hints"],
        ["pytest", "8.2.0", "pytest: simple powerful testing with Python"],
        ["pytest-cov", "5.0.0", "Pytest plugin for measuring coverage."],
        ["pytest-mock", "3.14.0", "Thin-wrapper around the mock package for easier use with pytest"],
                ["ruff", "0.4.4", "An extremely fast Python linter and code formatter, written in Rust."],
        ["sqlalchemy", "2.0.30", "Database Abstraction Library"],
        ["structlog", "24.1.0", "Structured Logging for Python"],
        ["tenacity", "8.3.0", "Retry code until it succeeds"],
    ], gap=1)
    pyproject_head = """[tool.poetry]
name = "ledgerline"
version = "1.4.2"
description = "Double-entry ledger sync service for the finance data platform"
authors = ["Finance Platform <finplat@northwind.io>"]
readme = "README.md"
packages = [{ include = "ledgerline", from = "src" }]

[tool.poetry.dependencies]
python = "^3.11"
pydantic = "^2.7"
sqlalchemy = "^2.0.29"
psycopg = {extras = ["binary"], version = "^3.1.18"}
structlog = "^24.1.0"
tenacity = "^8.2.3"
httpx = "^0.27"

[tool.poetry.group.dev.dependencies]
pytest = "^8.2"
pytest-cov = "^5.0"
mypy = "^1.10"
ruff = "^0.4.4"
pytest-mock = "^3.14"

[tool.poetry.scripts]"""
    dots = "." * 72
    turns = [
        p.run("poetry version", "ledgerline 1.4.2"),
        p.run("poetry show --top-level", show_top),
        p.run('poetry add "httpx@^0.27"', """Using version ^0.27 for httpx

Updating dependencies
Resolving dependencies... (2.3s)

Package operations: 7 installs, 0 updates, 0 removals

  - Installing certifi (2024.2.2)
  - Installing h11 (0.14.0)
  - Installing idna (3.7)
  - Installing sniffio (1.3.1)
  - Installing anyio (4.3.0)
  - Installing httpcore (1.0.5)
  - Installing httpx (0.27.0)

Writing lock file""", duration=8),
        p.run("poetry version minor", "Bumping version from 1.4.2 to 1.5.0"),
        p.run("git diff --stat", """ poetry.lock    | 96 ++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++---
 pyproject.toml |  3 ++-
 2 files changed, 95 insertions(+), 4 deletions(-)"""),
        p.run("sed -n '1,25p' pyproject.toml", pyproject_head),
        p.run("poetry run pytest -q", f"""{dots} [ 50%]
{dots} [100%]

---------- coverage: platform linux, python 3.11.9-final-0 -----------
Name                                   Stmts   Miss  Cover
----------------------------------------------------------
src/ledgerline/__init__.py                 4      0   100%
src/ledgerline/accounts.py               187     11    94%
src/ledgerline/cli.py                     96     22    77%
src/ledgerline/db.py                     118      9    92%
src/ledgerline/journal.py                241     14    94%
src/ledgerline/reconcile.py              203     31    85%
src/ledgerline/settings.py                38      0   100%
src/ledgerline/sync.py                   164     27    84%
----------------------------------------------------------
TOTAL                                   1051    114    89%

144 passed in 7.41s""", duration=12),
        p.run("poetry check", "All set!"),
        p.run("poetry show httpx", """ name         : httpx
 version      : 0.27.0
 description  : The next generation HTTP client.

dependencies
 - anyio *
 - certifi *
 - httpcore ==1.*
 - idna *
 - sniffio *"""),
    ]
    rs.add(task="terminal", tid="h36-terminal-02", system=SYSTEM, turns=turns, state="nadia@fin-dev-04:~/src/ledgerline$",
           bad=True, turn=6, kind="project version reads back as 1.4.2 after poetry bumped it to 1.5.0")


# kubectl with kustomize — clean
def t03(rs: RowSet) -> None:
    root = "/home/dev/deploy/shop-api"
    p = Pane("dev", "ws-berlin-12", root)
    tree = """overlays/staging
├── kustomization.yaml
├── replicas-patch.yaml
└── resources-patch.yaml
base
├── configmap.env
├── deployment.yaml
├── kustomization.yaml
├── pdb.yaml
└── service.yaml

0 directories, 8 files"""
    render = """apiVersion: v1
data:
  DB_POOL_SIZE: "10"
  FEATURE_NEW_CHECKOUT: "true"
  HTTP_PORT: "8080"
  LOG_FORMAT: json
  LOG_LEVEL: debug
  PAYMENTS_URL: http://payments.shop-staging.svc.cluster.local:8080
kind: ConfigMap
metadata:
  labels:
    app.kubernetes.io/name: shop-api
    env: staging
  name: shop-api-config-c8dg5m9k7t
  namespace: shop-staging
---
apiVersion: v1
kind: Service
metadata:
  labels:
    app.kubernetes.io/name: shop-api
    env: staging
  name: shop-api
  namespace: shop-staging
spec:
  ports:
  - name: http
    port: 80
    targetPort: http
  selector:
    app.kubernetes.io/name: shop-api
---
apiVersion: apps/v1
kind: Deployment
metadata:
  labels:
    app.kubernetes.io/name: shop-api
    env: staging
  name: shop-api
  namespace: shop-staging
spec:
  replicas: 2
  selector:
    matchLabels:
      app.kubernetes.io/name: shop-api
  template:
    metadata:
      labels:
        app.kubernetes.io/name: shop-api
    spec:
      containers:
      - envFrom:
        - configMapRef:
            name: shop-api-config-c8dg5m9k7t
        image: ghcr.io/acme/shop-api:1.18.3
        name: shop-api
        ports:
        - containerPort: 8080
          name: http"""
    kust = """apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: shop-staging
resources:
- ../../base
patches:
- path: replicas-patch.yaml
- path: resources-patch.yaml
configMapGenerator:
- behavior: merge
  literals:
  - LOG_LEVEL=debug
  - FEATURE_NEW_CHECKOUT=true
  name: shop-api-config
images:
- name: ghcr.io/acme/shop-api
  newTag: 1.19.0
labels:
- includeSelectors: false
  pairs:
    env: staging"""
    ph = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    old = [
        ["redis-0", "1/1", "Running", "0", "13d", "10.244.2.31", "stg-node-c3", "<none>", "<none>"],
        ["shop-api-6d8f9c7b54-7xkqp", "1/1", "Running", "0", "6d2h", "10.244.1.58", "stg-node-b2", "<none>", "<none>"],
        ["shop-api-6d8f9c7b54-m2vzt", "1/1", "Running", "1 (4d7h ago)", "6d2h", "10.244.0.112", "stg-node-a1", "<none>", "<none>"],
        ["shop-worker-5b7c8d9f6-zr4kd", "1/1", "Running", "0", "2d19h", "10.244.2.47", "stg-node-c3", "<none>", "<none>"],
    ]
    new = [
        ["redis-0", "1/1", "Running", "0", "13d", "10.244.2.31", "stg-node-c3", "<none>", "<none>"],
        ["shop-api-84c5d6f9d7-b9wlr", "1/1", "Running", "0", "52s", "10.244.1.73", "stg-node-b2", "<none>", "<none>"],
        ["shop-api-84c5d6f9d7-tq5hn", "1/1", "Running", "0", "29s", "10.244.0.131", "stg-node-a1", "<none>", "<none>"],
        ["shop-worker-5b7c8d9f6-zr4kd", "1/1", "Running", "0", "2d19h", "10.244.2.47", "stg-node-c3", "<none>", "<none>"],
    ]
    turns = [
        p.run("tree overlays/staging base", tree),
        p.run("kubectl kustomize overlays/staging | sed -n '1,59p'", render),
        p.run("cd overlays/staging && kustomize edit set image ghcr.io/acme/shop-api:1.19.0", "", cd=root + "/overlays/staging"),
        p.run("cat kustomization.yaml", kust),
        p.run("kubectl get pods -n shop-staging -o wide", cols([ph] + old)),
        p.run("kubectl apply -k .", """configmap/shop-api-config-c8dg5m9k7t unchanged
service/shop-api unchanged
deployment.apps/shop-api configured
poddisruptionbudget.policy/shop-api unchanged""", duration=3),
        p.run("kubectl rollout status deploy/shop-api -n shop-staging --timeout=180s", """Waiting for deployment "shop-api" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "shop-api" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "shop-api" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "shop-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "shop-api" rollout to finish: 1 old replicas are pending termination...
deployment "shop-api" successfully rolled out""", duration=45),
        p.run("kubectl get pods -n shop-staging -o wide", cols([ph] + new)),
        p.run("kubectl get deploy shop-api -n shop-staging -o jsonpath='{.spec.template.spec.containers[0].image}{\"\\n\"}'", "ghcr.io/acme/shop-api:1.19.0"),
        p.run("kubectl rollout history deploy/shop-api -n shop-staging", """deployment.apps/shop-api
REVISION  CHANGE-CAUSE
5         <none>
6         <none>
7         <none>
"""),
    ]
    rs.add(task="terminal", tid="h36-terminal-03", system=SYSTEM, turns=turns, state="dev@ws-berlin-12:~/deploy/shop-api$")


# redis-cli cluster — bad
def t04(rs: RowSet) -> None:
    p = Pane("ubuntu", "cache-admin", "/home/ubuntu")
    a, b, c = "e7d1f3a29c4b8056d2a1f7e3c9b04d6a8e2f5c17", "3b9a64c0d2e8f1a7b5c3d9e6f042a8b1c7d5e390", "8f2c5e7a1d3b9046c8e2f5a7d1b3c9e0f4a6d258"
    d, e, f = "a41d8e6b2c9f7035e1b4d8a6c2f0e9b7d3a5c816", "5c0e3a9f7b2d1846a3c7e9f5b1d0a2c8e6f4b793", "d6b4f8a2e0c3975b1f6d2a8e4c0b7f9a3e5d1c42"
    c_drift = "8f2c5e7a1d3b9406c8e2f5a7d1b3c9e0f4a6d258"
    nodes1 = f"""{e} 10.20.1.15:7004@17004 slave {b} 0 1715680934512 2 connected
{a} 10.20.1.11:7000@17000 myself,master - 0 1715680933000 1 connected 0-5460
{c} 10.20.1.13:7002@17002 master - 0 1715680935021 3 connected 10923-16383
{d} 10.20.1.14:7003@17003 slave {a} 0 1715680934000 1 connected
{f} 10.20.1.16:7005@17005 slave {c} 0 1715680935528 3 connected
{b} 10.20.1.12:7001@17001 master - 0 1715680934000 2 connected 5461-10922"""
    nodes2 = f"""{b} 10.20.1.12:7001@17001 master - 0 1715681072000 2 connected 5461-10922
{f} 10.20.1.16:7005@17005 slave {c} 0 1715681071493 3 connected
{a} 10.20.1.11:7000@17000 slave {d} 0 1715681072104 7 connected
{d} 10.20.1.14:7003@17003 myself,master - 0 1715681070000 7 connected 0-5460
{c_drift} 10.20.1.13:7002@17002 master - 0 1715681072611 3 connected 10923-16383
{e} 10.20.1.15:7004@17004 slave {b} 0 1715681071000 2 connected"""
    check = f"""10.20.1.11:7000 ({a[:8]}...) -> 14822 keys | 5461 slots | 1 slaves.
10.20.1.12:7001 ({b[:8]}...) -> 14907 keys | 5462 slots | 1 slaves.
10.20.1.13:7002 ({c[:8]}...) -> 14751 keys | 5461 slots | 1 slaves.
[OK] 44480 keys in 3 masters.
2.71 keys per slot on average.
>>> Performing Cluster Check (using node 10.20.1.11:7000)
M: {a} 10.20.1.11:7000
   slots:[0-5460] (5461 slots) master
   1 additional replica(s)
S: {e} 10.20.1.15:7004
   slots: (0 slots) slave
   replicates {b}
M: {c} 10.20.1.13:7002
   slots:[10923-16383] (5461 slots) master
   1 additional replica(s)
S: {d} 10.20.1.14:7003
   slots: (0 slots) slave
   replicates {a}
S: {f} 10.20.1.16:7005
   slots: (0 slots) slave
   replicates {c}
M: {b} 10.20.1.12:7001
   slots:[5461-10922] (5462 slots) master
   1 additional replica(s)
[OK] All nodes agree about slots configuration.
>>> Check for open slots...
>>> Check coverage...
[OK] All 16384 slots covered."""
    turns = [
        p.run("redis-cli -c -h 10.20.1.11 -p 7000 cluster info", """cluster_state:ok
cluster_slots_assigned:16384
cluster_slots_ok:16384
cluster_slots_pfail:0
cluster_slots_fail:0
cluster_known_nodes:6
cluster_size:3
cluster_current_epoch:6
cluster_my_epoch:1
cluster_stats_messages_ping_sent:2871043
cluster_stats_messages_pong_sent:2869112
cluster_stats_messages_sent:5740155
cluster_stats_messages_ping_received:2869107
cluster_stats_messages_pong_received:2871040
cluster_stats_messages_meet_received:5
cluster_stats_messages_received:5740152
total_cluster_links_buffer_limit_exceeded:0"""),
        p.run("redis-cli -h 10.20.1.11 -p 7000 cluster nodes", nodes1),
        p.run("redis-cli --cluster check 10.20.1.11:7000", check, duration=2),
        p.run("redis-cli -c -h 10.20.1.11 -p 7000 set session:lock:batch-7781 worker-3 EX 300 NX", "-> Redirected to slot [9342] located at 10.20.1.12:7001\nOK"),
        p.run("redis-cli -h 10.20.1.12 -p 7001 cluster keyslot session:lock:batch-7781; redis-cli -h 10.20.1.12 -p 7001 ttl session:lock:batch-7781", "(integer) 9342\n(integer) 281"),
        p.run("redis-cli -h 10.20.1.14 -p 7003 cluster failover", "OK"),
        p.run("sleep 2; redis-cli -h 10.20.1.14 -p 7003 cluster nodes", nodes2, duration=3),
        p.run("redis-cli -h 10.20.1.14 -p 7003 cluster info", """cluster_state:ok
cluster_slots_assigned:16384
cluster_slots_ok:16384
cluster_slots_pfail:0
cluster_slots_fail:0
cluster_known_nodes:6
cluster_size:3
cluster_current_epoch:7
cluster_my_epoch:7
cluster_stats_messages_ping_sent:2864417
cluster_stats_messages_pong_sent:2866203
cluster_stats_messages_auth-req_sent:5
cluster_stats_messages_mfstart_sent:1
cluster_stats_messages_sent:5730626
cluster_stats_messages_ping_received:2866198
cluster_stats_messages_pong_received:2864412
cluster_stats_messages_meet_received:5
cluster_stats_messages_auth-ack_received:2
cluster_stats_messages_received:5730617
total_cluster_links_buffer_limit_exceeded:0"""),
        p.run("redis-cli -c -h 10.20.1.14 -p 7003 get session:lock:batch-7781", '-> Redirected to slot [9342] located at 10.20.1.12:7001\n"worker-3"'),
        p.run("redis-cli -h 10.20.1.14 -p 7003 info replication", """# Replication
role:master
connected_slaves:1
slave0:ip=10.20.1.11,port=7000,state=online,offset=48211930776,lag=0
master_failover_state:no-failover
master_replid:9c41e7b2d05f8a36c1e4b97d2a0f6c83e5b1d749
master_replid2:f03b6d8e21c94a7b5e0d3f8c6a1b7e2d9c4f0a58
master_repl_offset:48211930776
second_repl_offset:48211902113
repl_backlog_active:1
repl_backlog_size:268435456
repl_backlog_first_byte_offset:47943495321
repl_backlog_histlen:268435456"""),
    ]
    rs.add(task="terminal", tid="h36-terminal-04", system=SYSTEM, turns=turns, state="ubuntu@cache-admin:~$",
           bad=True, turn=7, kind="cluster node id of 10.20.1.13:7002 drifts after a failover that did not involve it")


# trivy — clean
def t05(rs: RowSet) -> None:
    p = Pane("ci", "build-07", "/home/ci/payments-api")
    head = ["Library", "Vulnerability", "Severity", "Status", "Installed Version", "Fixed Version", "Title"]
    glibc = "glibc: Out of bounds write in iconv may lead to remote code execution\nhttps://avd.aquasec.com/nvd/cve-2024-2961"
    os_rows = {
        "libc-bin": ["libc-bin", "CVE-2024-2961", "HIGH", "fixed", "2.36-9+deb12u3", "2.36-9+deb12u7", glibc],
        "libc6": ["libc6", "CVE-2024-2961", "HIGH", "fixed", "2.36-9+deb12u3", "2.36-9+deb12u7", glibc],
        "libdb5.3": ["libdb5.3", "CVE-2019-8457", "CRITICAL", "will_not_fix", "5.3.28+dfsg2-1", "", "sqlite: heap out-of-bound read in function rtreenode()\nhttps://avd.aquasec.com/nvd/cve-2019-8457"],
        "libexpat1": ["libexpat1", "CVE-2023-52425", "HIGH", "affected", "2.5.0-1", "", "expat: parsing large tokens can trigger a denial of service\nhttps://avd.aquasec.com/nvd/cve-2023-52425"],
        "libgnutls30": ["libgnutls30", "CVE-2024-0553", "HIGH", "fixed", "3.7.9-2+deb12u1", "3.7.9-2+deb12u2", "gnutls: incomplete fix for CVE-2023-5981\nhttps://avd.aquasec.com/nvd/cve-2024-0553"],
        "perl-base": ["perl-base", "CVE-2023-47038", "HIGH", "fixed", "5.36.0-7", "5.36.0-7+deb12u1", "perl: Write past buffer end via illegal user-defined Unicode property\nhttps://avd.aquasec.com/nvd/cve-2023-47038"],
        "zlib1g": ["zlib1g", "CVE-2023-45853", "CRITICAL", "will_not_fix", "1:1.2.13.dfsg-1", "", "zlib: integer overflow and resultant heap-based buffer overflow in\nzipOpenNewFileInZip4_6\nhttps://avd.aquasec.com/nvd/cve-2023-45853"],
    }
    py_rows = {
        "c1": ["cryptography (METADATA)", "CVE-2023-50782", "HIGH", "fixed", "41.0.7", "42.0.0", "python-cryptography: Bleichenbacher timing oracle attack against RSA\ndecryption - incomplete fix for CVE-2020-25659 ...\nhttps://avd.aquasec.com/nvd/cve-2023-50782"],
        "c2": ["cryptography (METADATA)", "CVE-2024-26130", "HIGH", "fixed", "41.0.7", "42.0.4", "cryptography: NULL pointer dereference with\npkcs12.serialize_key_and_certificates when called with a non-matching\ncertificate and private key and an hmac_hash override\nhttps://avd.aquasec.com/nvd/cve-2024-26130"],
        "jose": ["python-jose (METADATA)", "CVE-2024-33663", "CRITICAL", "affected", "3.3.0", "", "python-jose: algorithm confusion with OpenSSH ECDSA keys and other key\nformats\nhttps://avd.aquasec.com/nvd/cve-2024-33663"],
    }

    def table(rows: list[list[str]]) -> str:
        # multi-line cells: split each cell on newlines and lay the lines side by side
        w = [max(len(x) for cell in col for x in cell.split("\n")) for col in zip(head, *rows)]

        def rule(a: str, m: str, z: str) -> str:
            return a + m.join("─" * (x + 2) for x in w) + z

        def lines(cells: list[str], centre: bool = False) -> list[str]:
            parts = [c.split("\n") for c in cells]
            n = max(len(x) for x in parts)
            out = []
            for i in range(n):
                seg = [(pp[i] if i < len(pp) else "") for pp in parts]
                out.append("│" + "│".join(" " + (s.center(x) if centre else s.ljust(x)) + " " for s, x in zip(seg, w)) + "│")
            return out

        out = [rule("┌", "┬", "┐")] + lines(head, True) + [rule("├", "┼", "┤")]
        for i, r in enumerate(rows):
            if i:
                out.append(rule("├", "┼", "┤"))
            out += lines(r)
        out.append(rule("└", "┴", "┘"))
        return "\n".join(out)

    def log(ts: str, dbts: str | None = None) -> str:
        lines = []
        if dbts:
            lines.append(f"{dbts}\tINFO\tNeed to update DB\n{dbts}\tINFO\tDB Repository: ghcr.io/aquasecurity/trivy-db:2\n{dbts}\tINFO\tDownloading DB...")
        lines.append(f"""{ts}\tINFO\tVulnerability scanning is enabled
{ts}\tINFO\tSecret scanning is enabled
{ts}\tINFO\tIf your scanning is slow, please try '--scanners vuln' to disable secret scanning
{ts}\tINFO\tPlease see also https://aquasecurity.github.io/trivy/v0.51/docs/scanner/secret/#recommendation for faster secret detection""")
        return "\n".join(lines)

    def detect(ts: str) -> str:
        return f"""{ts}\tINFO\tDetected OS: debian
{ts}\tINFO\tDetecting Debian vulnerabilities...
{ts}\tINFO\tNumber of language-specific files: 1
{ts}\tINFO\tDetecting python-pkg vulnerabilities..."""

    img1 = "registry.internal/payments/api:2.8.1"
    img2 = "registry.internal/payments/api:2.8.2"
    scan1 = (log("2024-05-14T10:02:11.384+0200", "2024-05-14T10:02:04.117+0200") + "\n" + detect("2024-05-14T10:02:19.902+0200")
             + f"\n\n{img1} (debian 12.4)\n\nTotal: 7 (HIGH: 5, CRITICAL: 2)\n\n"
             + table([os_rows[k] for k in ("libc-bin", "libc6", "libdb5.3", "libexpat1", "libgnutls30", "perl-base", "zlib1g")])
             + "\n\nPython (python-pkg)\n\nTotal: 3 (HIGH: 2, CRITICAL: 1)\n\n"
             + table([py_rows["c1"], py_rows["c2"], py_rows["jose"]]))
    scan_crit = (log("2024-05-14T10:03:40.551+0200") + "\n" + detect("2024-05-14T10:03:41.208+0200")
                 + f"\n\n{img1} (debian 12.4)\n\nTotal: 2 (CRITICAL: 2)\n\n"
                 + table([os_rows["libdb5.3"], os_rows["zlib1g"]])
                 + "\n\nPython (python-pkg)\n\nTotal: 1 (CRITICAL: 1)\n\n" + table([py_rows["jose"]]))
    scan2 = (log("2024-05-14T10:11:52.036+0200") + "\n" + detect("2024-05-14T10:11:58.774+0200")
             + f"\n\n{img2} (debian 12.5)\n\nTotal: 3 (HIGH: 1, CRITICAL: 2)\n\n"
             + table([os_rows["libdb5.3"], os_rows["libexpat1"], os_rows["zlib1g"]])
             + "\n\nPython (python-pkg)\n\nTotal: 1 (HIGH: 0, CRITICAL: 1)\n\n" + table([py_rows["jose"]]))
    scan2u = (log("2024-05-14T10:13:07.419+0200") + "\n" + detect("2024-05-14T10:13:07.988+0200")
              + f"\n\n{img2} (debian 12.5)\n\nTotal: 0 (HIGH: 0, CRITICAL: 0)\n\n\nPython (python-pkg)\n\nTotal: 0 (HIGH: 0, CRITICAL: 0)\n")
    build = """#0 building with "default" instance using docker driver

#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 1.02kB done
#1 DONE 0.0s

#2 [internal] load metadata for docker.io/library/python:3.11.9-slim-bookworm
#2 DONE 1.4s

#3 [internal] load .dockerignore
#3 transferring context: 214B done
#3 DONE 0.0s

#4 [build 1/5] FROM docker.io/library/python:3.11.9-slim-bookworm@sha256:6d2502238109c929569ae99355e28890c438cb11bc88ef02cd189c173b3db07c
#4 resolve docker.io/library/python:3.11.9-slim-bookworm@sha256:6d2502238109c929569ae99355e28890c438cb11bc88ef02cd189c173b3db07c done
#4 sha256:7b4b4c4a0e3c5e1f4c8e3f0bfa6c1d2e3c4b5a69788796a5b4c3d2e1f0a9b8c7 3.51MB / 3.51MB 0.4s done
#4 sha256:b0a0cf830b12453b7e15359a804215a7bcccd3788e2bcecff2a03af64bbd4df7 29.15MB / 29.15MB 1.1s done
#4 sha256:e15a51d1bd5b4c19c0c0a2d6c4a4a3f2b0ce7e1b6d7a2f8c9e3b1d5a7c2f4e60 12.87MB / 12.87MB 0.9s done
#4 extracting sha256:b0a0cf830b12453b7e15359a804215a7bcccd3788e2bcecff2a03af64bbd4df7 1.3s done
#4 DONE 3.9s

#5 [internal] load build context
#5 transferring context: 412.38kB 0.1s done
#5 DONE 0.1s

#6 [build 2/5] WORKDIR /src
#6 DONE 0.2s

#7 [build 3/5] COPY requirements.txt .
#7 DONE 0.1s

#8 [build 4/5] RUN pip wheel --no-cache-dir --wheel-dir /wheels -r requirements.txt
#8 28.41 Successfully saved cryptography-42.0.7-cp39-abi3-manylinux_2_28_x86_64.whl
#8 DONE 31.7s

#9 [stage-1 2/4] COPY --from=build /wheels /wheels
#9 DONE 0.4s

#10 [stage-1 3/4] RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
#10 DONE 14.2s

#11 [stage-1 4/4] COPY src/ /app/
#11 DONE 0.1s

#12 exporting to image
#12 exporting layers 0.9s done
#12 writing image sha256:5e2a91c7d40b6f83e1a9c27d5b04f6e8a3c1d9b72e5f0a48c6d3b1e9f7a2c054 done
#12 naming to registry.internal/payments/api:2.8.2 done
#12 DONE 1.0s"""
    turns = [
        p.run(f"trivy image --severity HIGH,CRITICAL {img1}", scan1, duration=20),
        p.run(f"trivy image --severity CRITICAL {img1}", scan_crit, duration=5),
        p.run("sed -i 's/^FROM python:3.11.7-slim-bookworm/FROM python:3.11.9-slim-bookworm/' Dockerfile && grep -n '^FROM' Dockerfile",
              "1:FROM python:3.11.9-slim-bookworm AS build\n9:FROM python:3.11.9-slim-bookworm"),
        p.run("sed -i 's/^cryptography==41.0.7$/cryptography==42.0.7/' requirements.txt && grep -n -E '^(cryptography|python-jose)==' requirements.txt",
              "6:cryptography==42.0.7\n14:python-jose==3.3.0"),
        p.run(f"docker build -t {img2} .", build, duration=60),
        p.run(f"trivy image --severity HIGH,CRITICAL {img2}", scan2, duration=10),
        p.run(f"trivy image --severity HIGH,CRITICAL --ignore-unfixed {img2}", scan2u, duration=5),
        p.run(f"trivy image -q -f json -o scan-2.8.2.json {img2} && jq '[.Results[].Vulnerabilities // [] | length] | add' scan-2.8.2.json", "71", duration=8),
        p.run("ls -l scan-2.8.2.json Dockerfile requirements.txt", """-rw-r--r-- 1 ci ci    583 May 14 10:04 Dockerfile
-rw-r--r-- 1 ci ci    331 May 14 10:05 requirements.txt
-rw-r--r-- 1 ci ci 318544 May 14 10:14 scan-2.8.2.json"""),
    ]
    rs.add(task="terminal", tid="h36-terminal-05", system=SYSTEM, turns=turns, state="ci@build-07:~/payments-api$")


# sqlite3 with attached databases — bad
def t06(rs: RowSet) -> None:
    p = Pane("mark", "orders-etl", "/srv/data")
    totals_q = ("sqlite3 -header -column app.db \"ATTACH 'archive.db' AS arch; SELECT 'main' AS db, count(*) AS orders, min(created_at) AS oldest, max(created_at) AS newest "
                "FROM main.orders UNION ALL SELECT 'arch', count(*), min(created_at), max(created_at) FROM arch.orders;\"")
    th = ["db", "orders", "oldest", "newest"]
    turns = [
        p.run("ls -lh *.db", """-rw-r--r-- 1 mark mark  48M May 14 08:57 app.db
-rw-r--r-- 1 mark mark 112M May 13 02:10 archive.db"""),
        p.run(totals_q, sqlcols(th, [["main", "184213", "2022-01-01 00:03:17", "2024-05-14 08:56:41"],
                                     ["arch", "652907", "2016-03-11 09:12:44", "2021-12-31 23:59:02"]])),
        p.run("sqlite3 -header -column app.db \"SELECT strftime('%Y', created_at) AS yr, count(*) AS n, printf('%.2f', sum(total_cents)/100.0) AS revenue_eur FROM orders GROUP BY yr ORDER BY yr;\"",
              sqlcols(["yr", "n", "revenue_eur"], [["2022", "38419", "2904117.36"], ["2023", "71288", "5811402.90"], ["2024", "74506", "6127755.18"]])),
        p.run("sqlite3 app.db \"ATTACH 'archive.db' AS arch; BEGIN; INSERT INTO arch.orders SELECT * FROM main.orders WHERE created_at < '2023-01-01'; DELETE FROM main.orders WHERE created_at < '2023-01-01'; COMMIT; SELECT changes();\"",
              "38419", duration=6),
        p.run(totals_q, sqlcols(th, [["main", "145794", "2023-01-01 00:01:55", "2024-05-14 08:56:41"],
                                     ["arch", "690326", "2016-03-11 09:12:44", "2022-12-31 23:57:30"]])),
        p.run("sqlite3 app.db 'VACUUM;' && ls -lh *.db", """-rw-r--r-- 1 mark mark  39M May 14 09:04 app.db
-rw-r--r-- 1 mark mark 121M May 14 09:03 archive.db""", duration=8),
        p.run("sqlite3 -header -column archive.db \"SELECT strftime('%Y', created_at) AS yr, count(*) AS n FROM orders GROUP BY yr ORDER BY yr DESC LIMIT 3;\"",
              sqlcols(["yr", "n"], [["2022", "38419"], ["2021", "131775"], ["2020", "118204"]])),
        p.run("sqlite3 app.db 'PRAGMA integrity_check;' && sqlite3 archive.db 'PRAGMA integrity_check;'", "ok\nok", duration=4),
    ]
    rs.add(task="terminal", tid="h36-terminal-06", system=SYSTEM, turns=turns, state="mark@orders-etl:/srv/data$",
           bad=True, turn=5, kind="archive row count is 1000 short of its previous count plus the 38419 rows moved into it")


# haproxy (socat stats socket) — clean
def t07(rs: RowSet) -> None:
    p = Pane("root", "lb-01", "/root")
    sock = "sudo socat stdio /run/haproxy/admin.sock"
    stat_cmd = f'echo "show stat" | {sock} | cut -d, -f1,2,5,8,18,19,22,24 | column -s, -t'
    hdr = ["# pxname", "svname", "scur", "stot", "status", "weight", "chkfail", "lastchg"]

    def stat(fe: tuple[str, str], srv: list[tuple[str, str, str, str, str, str]], be_last: str, stats_last: str) -> str:
        be_scur = str(sum(int(s[1]) for s in srv))
        be_stot = str(sum(int(s[2]) for s in srv))
        be_w = str(sum(int(s[4]) for s in srv))
        rows = [hdr,
                ["stats", "FRONTEND", "1", "2231", "OPEN", "", "", ""],
                ["stats", "BACKEND", "0", "0", "UP", "0", "", stats_last],
                ["fe_https", "FRONTEND", fe[0], fe[1], "OPEN", "", "", ""]]
        rows += [["be_app", name, scur, stot, status, w, chk, last] for name, scur, stot, status, w, chk, last in
                 [(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) for s in srv]]
        rows.append(["be_app", "BACKEND", be_scur, be_stot, "UP", be_w, "", be_last])
        return cols(rows, gap=2)

    def srv(t: int, a3: tuple[str, str, str, str, str], scur: tuple[str, str, str], stot: tuple[str, str, str]) -> list:
        base = 1041549 + t
        return [("app-01", scur[0], stot[0], "UP", "100", "3", str(base)),
                ("app-02", scur[1], stot[1], "UP", "100", "1", str(base)),
                ("app-03", a3[0], a3[1], a3[2], a3[3], "6", a3[4]),
                ("app-04", scur[2], stot[2], "UP", "100", "2", str(base))]

    s1 = srv(0, ("104", "4698452", "UP", "100", "1041549"), ("97", "102", "99"), ("4702216", "4711930", "4706873"))
    s3 = srv(12, ("41", "4698501", "DRAIN", "0", "9"), ("131", "138", "134"), ("4703891", "4713622", "4708549"))
    s5 = srv(48, ("0", "4698517", "DRAIN", "0", "45"), ("142", "139", "146"), ("4710402", "4720088", "4715177"))
    s7 = srv(55, ("0", "4698517", "MAINT", "0", "3"), ("137", "144", "140"), ("4711655", "4721359", "4716402"))
    s9 = srv(75, ("17", "4698538", "UP", "100", "4"), ("121", "126", "118"), ("4712903", "4722641", "4717680"))
    state_hdr = ("1\n# be_id be_name srv_id srv_name srv_addr srv_op_state srv_admin_state srv_uweight srv_iweight srv_time_since_last_change "
                 "srv_check_status srv_check_result srv_check_health srv_check_state srv_agent_state bk_f_forced_id srv_f_forced_id srv_fqdn "
                 "srv_port srvrecord srv_use_ssl srv_check_port srv_check_addr srv_agent_addr srv_agent_port")
    turns = [
        p.run(stat_cmd, stat(("412", "18832011"), s1, "1041549", "1041552")),
        p.run(f'echo "set server be_app/app-03 state drain" | {sock}', ""),
        p.run(stat_cmd, stat(("455", "18837153"), s3, "1041561", "1041564")),
        p.run(f'echo "show servers state be_app" | {sock}', state_hdr + """
3 be_app 1 app-01 10.30.2.11 2 0 100 100 1041565 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 2 app-02 10.30.2.12 2 0 100 100 1041565 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 3 app-03 10.30.2.13 2 8 100 100 13 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 4 app-04 10.30.2.14 2 0 100 100 1041565 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
"""),
        p.run(f"sleep 30; {stat_cmd}", stat(("427", "18857312"), s5, "1041597", "1041600"), duration=32),
        p.run(f'echo "set server be_app/app-03 state maint" | {sock}', ""),
        p.run(stat_cmd, stat(("421", "18862063"), s7, "1041604", "1041607")),
        p.run(f'echo "set server be_app/app-03 state ready" | {sock}', ""),
        p.run(stat_cmd, stat(("396", "18866019"), s9, "1041624", "1041627")),
    ]
    rs.add(task="terminal", tid="h36-terminal-07", system=SYSTEM, turns=turns, state="root@lb-01:~#")


# aws rds — bad
def t08(rs: RowSet) -> None:
    p = Pane("deploy", "ops-jump", "/home/deploy")
    inst = "billing-pg-prod"
    snap = "billing-pg-prod-pre-pg16-2024-05-14"
    snapq = (f"aws rds describe-db-snapshots --db-instance-identifier {inst} --output table "
             "--query 'DBSnapshots[].[DBSnapshotIdentifier,SnapshotType,Status,SnapshotCreateTime,AllocatedStorage]'")
    autos = [[f"rds:{inst}-2024-05-{d:02d}-03-1{d % 3}", "automated", "available", f"2024-05-{d:02d}T03:1{d % 3}:{(d * 7) % 60:02d}.{(d * 131) % 1000:03d}000+00:00", "500"]
             for d in range(7, 14)]
    manual_old = [f"{inst}-pre-index-rebuild-2024-04-22", "manual", "available", "2024-04-22T19:04:51.228000+00:00", "500"]
    pre_upgrade = [f"rds:{inst}-2024-05-14-08-52", "automated", "creating", "2024-05-14T08:52:17.640000+00:00", "500"]
    desc1 = awstable("DescribeDBInstances", [
        ["Class", "db.r6g.xlarge"], ["Engine", "postgres"], ["ID", inst], ["MultiAZ", "True"],
        ["ParamGroup", "billing-pg15"], ["Retention", "7"], ["Status", "available"], ["Storage", "500"],
        ["Version", "15.6"], ["Window", "03:00-03:30"]])
    create = """{
    "DBSnapshot": {
        "DBSnapshotIdentifier": "billing-pg-prod-pre-pg16-2024-05-14",
        "DBInstanceIdentifier": "billing-pg-prod",
        "Engine": "postgres",
        "AllocatedStorage": 500,
        "Status": "creating",
        "Port": 5432,
        "AvailabilityZone": "eu-central-1a",
        "VpcId": "vpc-0a4c7e91d2b358f60",
        "InstanceCreateTime": "2022-11-03T14:27:09.381000+00:00",
        "MasterUsername": "billing_admin",
        "EngineVersion": "15.6",
        "LicenseModel": "postgresql-license",
        "SnapshotType": "manual",
        "Iops": 12000,
        "OptionGroupName": "default:postgres-15",
        "PercentProgress": 0,
        "StorageType": "gp3",
        "Encrypted": true,
        "KmsKeyId": "arn:aws:kms:eu-central-1:482917305516:key/5b0e7c2a-91d4-4f36-8a1e-c3d7b6f0e842",
        "DBSnapshotArn": "arn:aws:rds:eu-central-1:482917305516:snapshot:billing-pg-prod-pre-pg16-2024-05-14",
        "IAMDatabaseAuthenticationEnabled": false,
        "ProcessorFeatures": [],
        "DbiResourceId": "db-7QKXM3PWZ4ND6H2RLYFV5TJBCE",
        "TagList": [],
        "StorageThroughput": 500,
        "DedicatedLogVolume": false
    }
}"""
    modify = """{
    "DBInstance": {
        "DBInstanceIdentifier": "billing-pg-prod",
        "DBInstanceClass": "db.r6g.xlarge",
        "Engine": "postgres",
        "DBInstanceStatus": "available",
        "MasterUsername": "billing_admin",
        "DBName": "billing",
        "Endpoint": {
            "Address": "billing-pg-prod.c9xk2mq7w4ft.eu-central-1.rds.amazonaws.com",
            "Port": 5432,
            "HostedZoneId": "Z1RLNUO7B9Q6NB"
        },
        "AllocatedStorage": 500,
        "InstanceCreateTime": "2022-11-03T14:27:09.381000+00:00",
        "PreferredBackupWindow": "03:00-03:30",
        "BackupRetentionPeriod": 7,
        "DBParameterGroups": [
            {
                "DBParameterGroupName": "billing-pg15",
                "ParameterApplyStatus": "in-sync"
            }
        ],
        "AvailabilityZone": "eu-central-1a",
        "PreferredMaintenanceWindow": "sun:02:00-sun:02:30",
        "PendingModifiedValues": {
            "EngineVersion": "16.3"
        },
        "LatestRestorableTime": "2024-05-14T08:45:00+00:00",
        "MultiAZ": true,
        "EngineVersion": "15.6",
        "AutoMinorVersionUpgrade": true,
        "LicenseModel": "postgresql-license",
        "Iops": 12000,
        "StorageType": "gp3",
        "StorageEncrypted": true,
        "DbiResourceId": "db-7QKXM3PWZ4ND6H2RLYFV5TJBCE",
        "DBInstanceArn": "arn:aws:rds:eu-central-1:482917305516:db:billing-pg-prod",
        "DeletionProtection": true,
        "StorageThroughput": 500,
        "CertificateDetails": {
            "CAIdentifier": "rds-ca-rsa2048-g1",
            "ValidTill": "2025-11-03T14:25:37+00:00"
        },
        "DedicatedLogVolume": false
    }
}"""
    events = awstable("DescribeEvents", [
        ["2024-05-14T08:50:41.107000+00:00", "Applying modification to database instance engine version."],
        ["2024-05-14T08:51:36.884000+00:00", "Database instance shutdown"],
        ["2024-05-14T08:52:17.652000+00:00", "Backing up DB instance"],
        ["2024-05-14T08:55:49.310000+00:00", "Finished DB Instance backup"],
        ["2024-05-14T08:56:02.477000+00:00", "Performing database upgrade."],
        ["2024-05-14T09:03:28.936000+00:00", "Database instance is being upgraded from 15.6 to 16.3."],
        ["2024-05-14T09:07:13.145000+00:00", "Database upgrade complete."],
        ["2024-05-14T09:08:40.022000+00:00", "Database instance restarted"],
    ])
    turns = [
        p.run(f"aws rds describe-db-instances --db-instance-identifier {inst} --output table --query 'DBInstances[0].{{ID:DBInstanceIdentifier,Class:DBInstanceClass,Engine:Engine,Version:EngineVersion,Status:DBInstanceStatus,MultiAZ:MultiAZ,Storage:AllocatedStorage,ParamGroup:DBParameterGroups[0].DBParameterGroupName,Retention:BackupRetentionPeriod,Window:PreferredBackupWindow}}'", desc1, duration=2),
        p.run(snapq, awstable("DescribeDBSnapshots", [manual_old] + autos), duration=2),
        p.run(f"aws rds create-db-snapshot --db-instance-identifier {inst} --db-snapshot-identifier {snap}", create, duration=2),
        p.run(f"aws rds wait db-snapshot-available --db-snapshot-identifier {snap}", "", duration=240),
        p.run(f"aws rds describe-db-snapshots --db-snapshot-identifier {snap} --query 'DBSnapshots[0].[Status,PercentProgress,SnapshotCreateTime]' --output text",
              "available\t100\t2024-05-14T08:38:04.512000+00:00", duration=2),
        p.run("aws rds describe-db-engine-versions --engine postgres --engine-version 15.6 --output text --query 'DBEngineVersions[0].ValidUpgradeTarget[?IsMajorVersionUpgrade==`true`].EngineVersion'",
              "16.2\t16.3", duration=2),
        p.run(f"aws rds modify-db-instance --db-instance-identifier {inst} --engine-version 16.3 --allow-major-version-upgrade --db-parameter-group-name billing-pg16 --apply-immediately", modify, duration=3),
        p.run(f"sleep 120; aws rds describe-db-instances --db-instance-identifier {inst} --query 'DBInstances[0].[DBInstanceStatus,EngineVersion]' --output text", "upgrading\t15.6", duration=125),
        p.run(snapq, awstable("DescribeDBSnapshots", [manual_old] + autos + [pre_upgrade]), duration=2),
        p.run(f"aws rds wait db-instance-available --db-instance-identifier {inst} && aws rds describe-events --source-identifier {inst} --source-type db-instance --duration 60 --output table --query 'Events[].[Date,Message]'", events, duration=1200),
        p.run(f"aws rds describe-db-instances --db-instance-identifier {inst} --query 'DBInstances[0].[DBInstanceStatus,EngineVersion,DBParameterGroups[0].DBParameterGroupName]' --output text",
              "available\t16.3\tbilling-pg16", duration=2),
    ]
    rs.add(task="terminal", tid="h36-terminal-08", system=SYSTEM, turns=turns, state="deploy@ops-jump:~$",
           bad=True, turn=9, kind="manual pre-upgrade snapshot created and confirmed available is missing from the instance's snapshot list")


# cargo (workspaces) — clean
def t09(rs: RowSet) -> None:
    root = "/home/lena/src/tessera"
    p = Pane("lena", "thinkpad-t14", root)
    toml = """[workspace]
members = [
    "crates/tessera-core",
    "crates/tessera-cli",
    "crates/tessera-http",
]
resolver = "2"

[workspace.package]
edition = "2021"
license = "Apache-2.0"
rust-version = "1.75"
repository = "https://github.com/lena-voss/tessera"

[workspace.dependencies]
anyhow = "1.0.83"
axum = "0.7.5"
bytes = "1.6.0"
clap = { version = "4.5.4", features = ["derive"] }
serde = { version = "1.0.201", features = ["derive"] }
serde_json = "1.0.117"
thiserror = "1.0.60"
tokio = { version = "1.37.0", features = ["rt-multi-thread", "macros", "net", "signal"] }
tracing = "0.1.40"
tracing-subscriber = { version = "0.3.18", features = ["env-filter"] }

[profile.release]
lto = "thin"
codegen-units = 1"""
    first = ["proc-macro2 v1.0.82", "unicode-ident v1.0.12", "libc v0.2.154", "autocfg v1.3.0", "cfg-if v1.0.0", "once_cell v1.19.0",
             "pin-project-lite v0.2.14", "itoa v1.0.11", "bytes v1.6.0", "smallvec v1.13.2", "scopeguard v1.2.0", "serde v1.0.201",
             "quote v1.0.36", "lock_api v0.4.12", "parking_lot_core v0.9.10", "syn v2.0.63", "memchr v2.7.2", "tracing-core v0.1.32",
             "futures-core v0.3.30", "log v0.4.21", "ryu v1.0.18", "serde_json v1.0.117", "socket2 v0.5.7", "mio v0.8.11",
             "signal-hook-registry v1.4.2", "parking_lot v0.12.2", "tokio-macros v2.2.0", "serde_derive v1.0.201",
             "tracing-attributes v0.1.27", "thiserror-impl v1.0.60", "tokio v1.37.0", "tracing v0.1.40", "thiserror v1.0.60",
             "http v1.1.0", "http-body v1.0.0", "httparse v1.8.0", "tower-service v0.3.2", "tower-layer v0.3.2", "hyper v1.3.1",
             "tower v0.4.13", "hyper-util v0.1.3", "axum-core v0.4.3", "matchit v0.7.3", "anyhow v1.0.83", "clap_lex v0.7.0",
             "strsim v0.11.1", "anstyle v1.0.7", "clap_builder v4.5.2", "clap_derive v4.5.4", "clap v4.5.4", "sharded-slab v0.1.7",
             "thread_local v1.1.8", "tracing-subscriber v0.3.18", "axum v0.7.5"]
    build1 = "\n".join(f"   Compiling {c}" for c in first) + f"""
   Compiling tessera-core v0.7.3 ({root}/crates/tessera-core)
   Compiling tessera-http v0.7.3 ({root}/crates/tessera-http)
   Compiling tessera-cli v0.7.3 ({root}/crates/tessera-cli)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 38.21s"""
    core_tests = ["codec::tests::decode_rejects_truncated_header", "codec::tests::decode_rejects_unknown_version", "codec::tests::roundtrip_empty_tile",
                  "codec::tests::roundtrip_large_tile", "codec::tests::roundtrip_sparse_tile", "codec::tests::varint_boundaries",
                  "geom::bbox::tests::contains_edges", "geom::bbox::tests::intersects_disjoint", "geom::bbox::tests::intersects_overlap",
                  "geom::bbox::tests::union_is_commutative", "geom::point::tests::distance_haversine_paris_berlin", "geom::point::tests::parse_wkt_point",
                  "geom::point::tests::parse_wkt_rejects_garbage", "geom::polygon::tests::area_of_unit_square", "geom::polygon::tests::centroid_triangle",
                  "geom::polygon::tests::contains_point_in_hole", "geom::polygon::tests::simplify_keeps_endpoints", "index::quadtree::tests::insert_and_query",
                  "index::quadtree::tests::query_empty_tree", "index::quadtree::tests::remove_missing_is_noop", "index::quadtree::tests::split_at_capacity",
                  "index::rtree::tests::bulk_load_matches_incremental", "index::rtree::tests::nearest_neighbour", "index::rtree::tests::query_bbox",
                  "index::tests::index_kind_from_str", "tile::coord::tests::parent_of_root_is_none", "tile::coord::tests::quadkey_roundtrip",
                  "tile::coord::tests::tile_bounds_zoom_0", "tile::coord::tests::tile_bounds_zoom_14", "tile::coord::tests::children_cover_parent",
                  "tile::cache::tests::evicts_least_recent", "tile::cache::tests::hit_after_insert", "tile::cache::tests::respects_byte_budget",
                  "tile::layer::tests::empty_layer_encodes", "tile::layer::tests::feature_ids_are_unique", "tile::layer::tests::properties_are_deduplicated",
                  "tile::tests::render_clips_to_extent", "tile::tests::render_drops_empty_features", "tile::tests::render_respects_buffer",
                  "style::tests::parse_color_hex", "style::tests::parse_color_rgba", "style::tests::zoom_interpolation_linear",
                  "style::tests::zoom_interpolation_step", "error::tests::display_messages", "error::tests::io_error_converts",
                  "config::tests::defaults_are_sane", "config::tests::env_overrides_file", "config::tests::rejects_zero_tile_size"]
    test_core = f"""   Compiling tessera-core v0.7.3 ({root}/crates/tessera-core)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.12s
     Running unittests src/lib.rs (target/debug/deps/tessera_core-3f9a1c0d7e52b846)

running {len(core_tests)} tests
""" + "\n".join(f"test {t} ... ok" for t in core_tests) + f"""

test result: ok. {len(core_tests)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s

   Doc-tests tessera_core

running 3 tests
test crates/tessera-core/src/tile/coord.rs - tile::coord::TileCoord::quadkey (line 58) ... ok
test crates/tessera-core/src/geom/bbox.rs - geom::bbox::BBox::union (line 41) ... ok
test crates/tessera-core/src/lib.rs - (line 7) ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.87s"""
    toml2 = """[workspace]
members = [
    "crates/tessera-core",
    "crates/tessera-cli",
    "crates/tessera-http",
    "crates/tessera-metrics",
]
resolver = \"2\""""
    tree = f"""tessera-http v0.7.3 ({root}/crates/tessera-http)
├── anyhow v1.0.83
├── axum v0.7.5
├── bytes v1.6.0
├── serde v1.0.201
├── serde_json v1.0.117
├── tessera-core v0.7.3 ({root}/crates/tessera-core)
├── tessera-metrics v0.1.0 ({root}/crates/tessera-metrics)
├── thiserror v1.0.60
├── tokio v1.37.0
├── tower v0.4.13
└── tracing v0.1.40
[dev-dependencies]
├── http-body-util v0.1.1
└── tower v0.4.13 (*)"""
    turns = [
        p.run("cat Cargo.toml", toml),
        p.run("cargo build --workspace", build1, duration=45),
        p.run("cargo test -p tessera-core", test_core, duration=10),
        p.run("cargo new --lib crates/tessera-metrics", f"""    Creating library `tessera-metrics` package
      Adding `tessera-metrics` as member of workspace at `{root}`
note: see more `Cargo.toml` keys and their definitions at https://doc.rust-lang.org/cargo/reference/manifest.html"""),
        p.run("cargo add -p tessera-metrics prometheus-client@0.22 && cargo add -p tessera-http --path crates/tessera-metrics", """    Updating crates.io index
      Adding prometheus-client v0.22.2 to dependencies
             Features:
             - protobuf
    Updating crates.io index
     Locking 4 packages to latest compatible versions
      Adding dtoa v1.0.9
      Adding prometheus-client v0.22.2
      Adding prometheus-client-derive-encode v0.4.2
      Adding tessera-metrics v0.1.0 (/home/lena/src/tessera/crates/tessera-metrics)
      Adding tessera-metrics (local) to dependencies""", duration=6),
        p.run("grep -A7 '^\\[workspace\\]' Cargo.toml", toml2),
        p.run("cargo build --workspace", f"""   Compiling dtoa v1.0.9
   Compiling prometheus-client-derive-encode v0.4.2
   Compiling prometheus-client v0.22.2
   Compiling tessera-metrics v0.1.0 ({root}/crates/tessera-metrics)
   Compiling tessera-http v0.7.3 ({root}/crates/tessera-http)
   Compiling tessera-cli v0.7.3 ({root}/crates/tessera-cli)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.87s""", duration=10),
        p.run("cargo tree -p tessera-http --depth 1", tree),
        p.run("cargo test --workspace 2>&1 | grep -E '^(test result|     Running|   Doc-tests)'", """     Running unittests src/main.rs (target/debug/deps/tessera_cli-8b21e4f07c9d3a65)
test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
     Running unittests src/lib.rs (target/debug/deps/tessera_core-3f9a1c0d7e52b846)
test result: ok. 48 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.29s
     Running unittests src/lib.rs (target/debug/deps/tessera_http-c40d7a9e12f5b836)
test result: ok. 21 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.14s
     Running tests/routes.rs (target/debug/deps/routes-5e9f0b3a7d16c284)
test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.48s
     Running unittests src/lib.rs (target/debug/deps/tessera_metrics-a7c3e8f1d0b25946)
test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
   Doc-tests tessera_core
test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.91s
   Doc-tests tessera_http
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
   Doc-tests tessera_metrics
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s""", duration=40),
        p.run("git status --short", """ M Cargo.lock
 M Cargo.toml
 M crates/tessera-http/Cargo.toml
?? crates/tessera-metrics/"""),
    ]
    rs.add(task="terminal", tid="h36-terminal-09", system=SYSTEM, turns=turns, state="lena@thinkpad-t14:~/src/tessera$")


# pnpm — bad
def t10(rs: RowSet) -> None:
    root = "/home/sam/work/atlas-web"
    p = Pane("sam", "dev-mbp-vm", root)
    dash_deps = """dependencies:
@atlas/ui link:../../packages/ui
@atlas/utils link:../../packages/utils
@tanstack/react-query 5.35.1
dayjs 1.11.11
moment 2.30.1
react 18.3.1
react-dom 18.3.1
react-router-dom 6.23.0
recharts 2.12.7
zustand 4.5.2

devDependencies:
@types/react 18.3.1
@types/react-dom 18.3.0
@vitejs/plugin-react 4.2.1
typescript 5.4.5
vite 5.2.11
vitest 1.6.0"""
    full = f"""Legend: production dependency, optional only, dev only

@atlas/dashboard@0.14.2 {root}/apps/dashboard (PRIVATE)

{dash_deps}

@atlas/ui@0.9.0 {root}/packages/ui (PRIVATE)

dependencies:
@atlas/utils link:../utils
@radix-ui/react-dialog 1.0.5
@radix-ui/react-popover 1.0.7
clsx 2.1.1
tailwind-merge 2.3.0

devDependencies:
@types/react 18.3.1
react 18.3.1
typescript 5.4.5
vitest 1.6.0

@atlas/utils@0.6.1 {root}/packages/utils (PRIVATE)

dependencies:
dayjs 1.11.11

devDependencies:
typescript 5.4.5
vitest 1.6.0"""
    turns = [
        p.run("pnpm -r list --depth 0", full, duration=3),
        p.run("grep -rn \"'moment'\" apps/dashboard/src", """apps/dashboard/src/lib/format.ts:1:import moment from 'moment'
apps/dashboard/src/pages/Reports.tsx:7:import moment from 'moment'"""),
        p.run("sed -i \"s/import moment from 'moment'/import moment from 'dayjs'/\" apps/dashboard/src/lib/format.ts apps/dashboard/src/pages/Reports.tsx && grep -rn \"'moment'\" apps/dashboard/src | wc -l", "0"),
        p.run("pnpm --filter @atlas/dashboard remove moment", """Progress: resolved 0, reused 1, downloaded 0, added 0
Packages: -1
-
Progress: resolved 812, reused 798, downloaded 0, added 0, done

dependencies:
- moment 2.30.1

Done in 2.4s""", duration=4),
        p.run("pnpm --filter @atlas/dashboard typecheck", f"""
> @atlas/dashboard@0.14.2 typecheck {root}/apps/dashboard
> tsc --noEmit -p tsconfig.app.json
""", duration=15),
        p.run("pnpm --filter @atlas/dashboard build", f"""
> @atlas/dashboard@0.14.2 build {root}/apps/dashboard
> tsc -b && vite build

vite v5.2.11 building for production...
transforming...
✓ 1843 modules transformed.
rendering chunks...
computing gzip size...
dist/index.html                          0.62 kB │ gzip:   0.37 kB
dist/assets/index-Bq7xk2Lm.css          38.41 kB │ gzip:   7.02 kB
dist/assets/Reports-D4fT9sQa.js         61.27 kB │ gzip:  18.93 kB
dist/assets/vendor-charts-C8nW1pYe.js  402.88 kB │ gzip: 109.14 kB
dist/assets/index-Cz3Rk8Hv.js          512.04 kB │ gzip: 161.77 kB

(!) Some chunks are larger than 500 kB after minification. Consider:
- Using dynamic import() to code-split the application
- Use build.rollupOptions.output.manualChunks to improve chunking: https://rollupjs.org/configuration-options/#output-manualchunks
- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.
✓ built in 9.84s""", duration=25),
        p.run("git diff --stat", """ apps/dashboard/package.json          |  1 -
 apps/dashboard/src/lib/format.ts     |  2 +-
 apps/dashboard/src/pages/Reports.tsx |  2 +-
 pnpm-lock.yaml                       | 11 -----------
 4 files changed, 2 insertions(+), 14 deletions(-)"""),
        p.run("pnpm --filter @atlas/dashboard list --depth 0", f"""Legend: production dependency, optional only, dev only

@atlas/dashboard@0.14.2 {root}/apps/dashboard (PRIVATE)

{dash_deps}"""),
        p.run("pnpm --filter @atlas/dashboard test -- --run", f"""
> @atlas/dashboard@0.14.2 test {root}/apps/dashboard
> vitest "--run"


 RUN  v1.6.0 {root}/apps/dashboard

 ✓ src/lib/format.test.ts  (11 tests) 14ms
 ✓ src/lib/csv.test.ts  (6 tests) 9ms
 ✓ src/store/filters.test.ts  (9 tests) 7ms
 ✓ src/store/session.test.ts  (5 tests) 4ms
 ✓ src/components/DateRangePicker.test.tsx  (8 tests) 212ms
 ✓ src/components/KpiCard.test.tsx  (4 tests) 61ms
 ✓ src/components/OrdersTable.test.tsx  (12 tests) 348ms
 ✓ src/components/RevenueChart.test.tsx  (3 tests) 127ms
 ✓ src/pages/Reports.test.tsx  (10 tests) 402ms
 ✓ src/pages/Overview.test.tsx  (7 tests) 296ms
 ✓ src/pages/Settings.test.tsx  (6 tests) 188ms
 ✓ src/routes.test.tsx  (4 tests) 91ms
 ✓ src/api/client.test.ts  (7 tests) 22ms
 ✓ src/api/hooks.test.ts  (4 tests) 48ms

 Test Files  14 passed (14)
      Tests  96 passed (96)
   Start at  15:42:08
   Duration  4.71s (transform 1.12s, setup 0ms, collect 6.83s, tests 1.81s, environment 5.94s, prepare 2.07s)
""", duration=12),
    ]
    rs.add(task="terminal", tid="h36-terminal-10", system=SYSTEM, turns=turns, state="sam@dev-mbp-vm:~/work/atlas-web$",
           bad=True, turn=8, kind="moment listed again as a dashboard dependency after pnpm removed it")


# doctl — clean
def t11(rs: RowSet) -> None:
    p = Pane("ops", "mgmt-lon", "/home/ops")
    fmt = "--format ID,Name,PublicIPv4,Memory,VCPUs,Disk,Region,Status,Tags"
    hdr = ["ID", "Name", "Public IPv4", "Memory", "VCPUs", "Disk", "Region", "Status", "Tags"]
    rows = [
        ["398114265", "db-lon1-primary", "46.101.73.154", "16384", "4", "320", "lon1", "active", "db,prod"],
        ["398114311", "db-lon1-replica", "46.101.76.38", "16384", "4", "320", "lon1", "active", "db,prod"],
        ["405672019", "ci-runner-ams3-01", "188.166.103.72", "8192", "4", "160", "ams3", "active", "ci"],
        ["412938847", "api-lon1-01", "178.62.41.209", "4096", "2", "80", "lon1", "active", "api,prod"],
        ["412938902", "api-lon1-02", "178.62.44.17", "4096", "2", "80", "lon1", "active", "api,prod"],
    ]
    after = [r[:] for r in rows]
    after[3][3:6] = ["8192", "4", "160"]
    ah = ["ID", "Status", "Type", "Started At", "Completed At", "Resource ID", "Resource Type", "Region"]
    off = ["2178340519", "completed", "power_off", "2024-05-14 11:02:07 +0000 UTC", "2024-05-14 11:02:31 +0000 UTC", "412938847", "droplet", "lon1"]
    rsz = ["2178342086", "completed", "resize", "2024-05-14 11:02:49 +0000 UTC", "2024-05-14 11:05:12 +0000 UTC", "412938847", "droplet", "lon1"]
    on = ["2178346731", "completed", "power_on", "2024-05-14 11:05:30 +0000 UTC", "2024-05-14 11:05:51 +0000 UTC", "412938847", "droplet", "lon1"]
    older = [
        ["2114020311", "completed", "snapshot", "2024-04-02 06:00:14 +0000 UTC", "2024-04-02 06:09:47 +0000 UTC", "412938847", "droplet", "lon1"],
        ["2087765190", "completed", "enable_backups", "2024-03-11 09:41:02 +0000 UTC", "2024-03-11 09:41:05 +0000 UTC", "412938847", "droplet", "lon1"],
        ["2061887402", "completed", "reboot", "2024-02-20 22:15:37 +0000 UTC", "2024-02-20 22:16:11 +0000 UTC", "412938847", "droplet", "lon1"],
        ["2041150876", "completed", "create", "2024-02-01 10:03:22 +0000 UTC", "2024-02-01 10:04:09 +0000 UTC", "412938847", "droplet", "lon1"],
    ]
    turns = [
        p.run(f"doctl compute droplet list {fmt}", cols([hdr] + rows, gap=4)),
        p.run("doctl compute droplet-action power-off 412938847 --wait", cols([ah, off], gap=4), duration=30),
        p.run("doctl compute droplet-action resize 412938847 --size s-4vcpu-8gb --resize-disk --wait", cols([ah, rsz], gap=4), duration=150),
        p.run("doctl compute droplet-action power-on 412938847 --wait", cols([ah, on], gap=4), duration=25),
        p.run("doctl compute droplet get 412938847 --format ID,Name,PublicIPv4,PrivateIPv4,Memory,VCPUs,Disk,Status,SizeSlug",
              cols([["ID", "Name", "Public IPv4", "Private IPv4", "Memory", "VCPUs", "Disk", "Status", "Size Slug"],
                    ["412938847", "api-lon1-01", "178.62.41.209", "10.106.0.4", "8192", "4", "160", "active", "s-4vcpu-8gb"]], gap=4)),
        p.run("doctl compute droplet-action list 412938847", cols([ah, on, rsz, off] + older, gap=4)),
        p.run("ssh -o BatchMode=yes root@178.62.41.209 'uptime; nproc; free -h; df -h /'", """ 11:06:48 up 0 min,  0 users,  load average: 0.71, 0.19, 0.06
4
               total        used        free      shared  buff/cache   available
Mem:           7.8Gi       612Mi       6.9Gi       4.1Mi       487Mi       7.0Gi
Swap:             0B          0B          0B
Filesystem      Size  Used Avail Use% Mounted on
/dev/vda1       155G   21G  135G  14% /""", duration=3),
        p.run(f"doctl compute droplet list {fmt}", cols([hdr] + after, gap=4)),
    ]
    rs.add(task="terminal", tid="h36-terminal-11", system=SYSTEM, turns=turns, state="ops@mgmt-lon:~$")


# buildah / skopeo — bad
def t12(rs: RowSet) -> None:
    root = "/home/builder/ingest-worker"
    p = Pane("builder", "podman-build-02", root, style="rhel")
    img_hdr = ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"]
    others = [
        ["localhost/ingest-worker", "1.2.1", "b71e04c9d3a2", "3 weeks ago", "212 MB"],
        ["registry.access.redhat.com/ubi9/python-311", "latest", "5a8c3e1f97d0", "4 weeks ago", "1.03 GB"],
        ["registry.access.redhat.com/ubi9/ubi-minimal", "latest", "e2d9a06b4c17", "5 weeks ago", "102 MB"],
        ["localhost/ingest-worker", "1.2.0", "0c4f9b2e81a5", "7 weeks ago", "209 MB"],
    ]
    full_id = "3c9a7e21f0b4d8e65a17c2f9b04e3d6a8c51f7e2b9d04a6c3e8f1b5d7a2c9e40"
    build = f"""[1/2] STEP 1/5: FROM registry.access.redhat.com/ubi9/python-311:latest AS build
[1/2] STEP 2/5: WORKDIR /opt/app-root/src
--> Using cache 4e1b7d20c95af83e6b1d0c47a2f59e8d31b6c0a7e4f92d5b8c3a1e6f07d4b952
--> 4e1b7d20c95a
[1/2] STEP 3/5: COPY requirements.txt .
--> Using cache 91f6c3a08e2d47b5c1e9a6f3d0b82c7e5a4f1d96b3c8e0a27d5f4b1c9e6a3d08
--> 91f6c3a08e2d
[1/2] STEP 4/5: RUN python -m venv /opt/venv && /opt/venv/bin/pip install --no-cache-dir -r requirements.txt
Collecting aiokafka==0.10.0 (from -r requirements.txt (line 1))
  Downloading aiokafka-0.10.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (1.1 MB)
Collecting orjson==3.10.3 (from -r requirements.txt (line 2))
  Downloading orjson-3.10.3-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (142 kB)
Collecting pydantic==2.7.1 (from -r requirements.txt (line 3))
  Downloading pydantic-2.7.1-py3-none-any.whl (409 kB)
Collecting psycopg[binary]==3.1.19 (from -r requirements.txt (line 4))
  Downloading psycopg-3.1.19-py3-none-any.whl (179 kB)
Successfully installed aiokafka-0.10.0 annotated-types-0.6.0 async-timeout-4.0.3 orjson-3.10.3 packaging-24.0 psycopg-3.1.19 psycopg-binary-3.1.19 pydantic-2.7.1 pydantic-core-2.18.2 typing-extensions-4.11.0
--> 7d05e3b9a1c4
[1/2] STEP 5/5: COPY src/ ./src/
--> 2f8b6d1e04a9
[2/2] STEP 1/6: FROM registry.access.redhat.com/ubi9/ubi-minimal:latest
[2/2] STEP 2/6: RUN microdnf install -y python3.11 && microdnf clean all
--> Using cache c6a0e94d2b7f15e83a9d6c1b0f4e7a25d8c3b96e1f0a4d72c5b8e3f61a9d0c47
--> c6a0e94d2b7f
[2/2] STEP 3/6: COPY --from=build /opt/venv /opt/venv
--> 58e1c7a3f9d2
[2/2] STEP 4/6: COPY --from=build /opt/app-root/src/src /app
--> a3d9f0b6e2c8
[2/2] STEP 5/6: ENV PATH=/opt/venv/bin:$PATH PYTHONUNBUFFERED=1
--> e07b4c8d1a63
[2/2] STEP 6/6: CMD ["python3.11", "-m", "ingest_worker"]
[2/2] COMMIT localhost/ingest-worker:1.3.0
--> 3c9a7e21f0b4
Successfully tagged localhost/ingest-worker:1.3.0
{full_id}"""
    inspect = """{
    "Name": "localhost/ingest-worker",
    "Digest": "sha256:9f1d4c7e2a8b05f3d6e91c4a7b2f08d5e3c6a19f4b7d2e80c5a3f16b9d4e2c7a1",
    "RepoTags": [],
    "Created": "2024-05-14T12:27:41.582913007Z",
    "DockerVersion": "",
    "Labels": {
        "architecture": "x86_64",
        "build-date": "2024-04-09T07:11:18",
        "com.redhat.component": "ubi9-minimal-container",
        "description": "The Universal Base Image Minimal is a stripped down image that uses microdnf as a package manager.",
        "io.buildah.version": "1.33.7",
        "name": "ubi9-minimal",
        "release": "1194.1712571207",
        "vendor": "Red Hat, Inc.",
        "version": "9.3"
    },
    "Architecture": "amd64",
    "Os": "linux",
    "Layers": [
        "sha256:7b1a6ab2e44dbac178598dabe7cff59bd67233dba0b27e4fbd1f9d4b3c877a54",
        "sha256:0d5e4b1c7f3a92e8d6b0c5a1f4e7d3b9c2a8f6e0d1b5c4a7e3f9d2b6c0a8e1f5",
        "sha256:e6c3a9f17b2d4e05c8a1d6f3b9e0c7a24d5f8b1e3c6a9d0f2b7e4c1a8d5f3b96",
        "sha256:4f8d2b6e0a3c71d9e5b4a8c2f6d0e3b1a7c9f5d4e2b8a0c6f3d1e9b7a5c4f2d0"
    ],
    "LayersData": [
        {
            "MIMEType": "application/vnd.oci.image.layer.v1.tar",
            "Digest": "sha256:7b1a6ab2e44dbac178598dabe7cff59bd67233dba0b27e4fbd1f9d4b3c877a54",
            "Size": 100839424,
            "Annotations": null
        },
        {
            "MIMEType": "application/vnd.oci.image.layer.v1.tar",
            "Digest": "sha256:0d5e4b1c7f3a92e8d6b0c5a1f4e7d3b9c2a8f6e0d1b5c4a7e3f9d2b6c0a8e1f5",
            "Size": 61927936,
            "Annotations": null
        },
        {
            "MIMEType": "application/vnd.oci.image.layer.v1.tar",
            "Digest": "sha256:e6c3a9f17b2d4e05c8a1d6f3b9e0c7a24d5f8b1e3c6a9d0f2b7e4c1a8d5f3b96",
            "Size": 49764352,
            "Annotations": null
        },
        {
            "MIMEType": "application/vnd.oci.image.layer.v1.tar",
            "Digest": "sha256:4f8d2b6e0a3c71d9e5b4a8c2f6d0e3b1a7c9f5d4e2b8a0c6f3d1e9b7a5c4f2d0",
            "Size": 1361920,
            "Annotations": null
        }
    ],
    "Env": [
        "container=oci",
        "PATH=/opt/venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "PYTHONUNBUFFERED=1"
    ]
}"""
    reg = "docker://registry.lab.internal:5000/data/ingest-worker"
    turns = [
        p.run("buildah images", cols([img_hdr] + others)),
        p.run("buildah bud --layers -t localhost/ingest-worker:1.3.0 -f Containerfile .", build, duration=90),
        p.run("skopeo inspect containers-storage:localhost/ingest-worker:1.3.0", inspect),
        p.run("buildah images", cols([img_hdr, ["localhost/ingest-worker", "1.3.0", "3c9a7e12f0b4", "About a minute ago", "214 MB"]] + others)),
        p.run(f"skopeo copy -q --dest-tls-verify=false containers-storage:localhost/ingest-worker:1.3.0 {reg}:1.3.0", "", duration=20),
        p.run(f"skopeo inspect --tls-verify=false --format '{{{{.Digest}}}}  {{{{.Created}}}}  {{{{len .Layers}}}} layers' {reg}:1.3.0 && skopeo list-tags --tls-verify=false {reg}",
              """sha256:b24e8a1f6d3c09e7a5b2d4f8c1e6a03d9b7f5c2e8a4d1b6f0c3e9a7d5b2f8c14  2024-05-14 12:27:41.582913007 +0000 UTC  4 layers
{
    "Repository": "registry.lab.internal:5000/data/ingest-worker",
    "Tags": [
        "1.1.0",
        "1.2.0",
        "1.2.1",
        "1.3.0"
    ]
}""", duration=3),
    ]
    rs.add(task="terminal", tid="h36-terminal-12", system=SYSTEM, turns=turns, state="[builder@podman-build-02 ingest-worker]$",
           bad=True, turn=4, kind="image id of the freshly built tag differs from the id buildah committed")


# nginx -T — clean
def t13(rs: RowSet) -> None:
    p = Pane("root", "edge-02", "/etc/nginx")
    main_conf = """# configuration file /etc/nginx/nginx.conf:
user www-data;
worker_processes 4;
pid /run/nginx.pid;
error_log /var/log/nginx/error.log warn;
include /etc/nginx/modules-enabled/*.conf;

events {
	worker_connections 4096;
	multi_accept on;
}

http {
	sendfile on;
	tcp_nopush on;
	types_hash_max_size 2048;
	server_tokens off;
	keepalive_timeout 65;

	include /etc/nginx/mime.types;
	default_type application/octet-stream;

	ssl_protocols TLSv1.2 TLSv1.3;
	ssl_prefer_server_ciphers off;
	ssl_session_cache shared:SSL:20m;

	client_max_body_size 10m;

	log_format main '$remote_addr - $remote_user [$time_local] "$request" '
\t                '$status $body_bytes_sent "$http_referer" '
\t                '"$http_user_agent" rt=$request_time urt=$upstream_response_time';
	access_log /var/log/nginx/access.log main;

	gzip on;
	gzip_types text/plain text/css application/json application/javascript;

	include /etc/nginx/conf.d/*.conf;
	include /etc/nginx/sites-enabled/*;
}

# configuration file /etc/nginx/modules-enabled/50-mod-stream.conf:
load_module modules/ngx_stream_module.so;

# configuration file /etc/nginx/mime.types:

types {
    text/html                                        html htm shtml;
    text/css                                         css;
    text/xml                                         xml;
    image/gif                                        gif;
    image/jpeg                                       jpeg jpg;
    application/javascript                           js;
    application/atom+xml                             atom;
    application/rss+xml                              rss;"""
    api_conf = """# configuration file /etc/nginx/sites-enabled/api.conf:
upstream api_backend {
    least_conn;
    server 10.12.0.21:8080 max_fails=3 fail_timeout=10s;
    server 10.12.0.22:8080 max_fails=3 fail_timeout=10s;
    keepalive 64;
}

server {
    listen 443 ssl http2;
    server_name api.example.net;
    ssl_certificate     /etc/letsencrypt/live/api.example.net/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/api.example.net/privkey.pem;

    client_max_body_size 10m;

    location / {
        proxy_pass http://api_backend;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 60s;
    }
}"""
    dump_lines = main_conf.split("\n")
    head = ["nginx: the configuration file /etc/nginx/nginx.conf syntax is ok",
            "nginx: configuration file /etc/nginx/nginx.conf test is successful"] + dump_lines
    http_line = dump_lines.index("\tclient_max_body_size 10m;") + 1
    # the rest of mime.types (about 100 lines) sits between the part shown and the site configs
    api_start = len(dump_lines) + 97
    api_lines = api_conf.split("\n")
    api_line = api_start + api_lines.index("    client_max_body_size 10m;") + 1
    admin_line = api_start + len(api_lines) + 1 + 17
    ps_hdr = "    PID    PPID USER         ELAPSED CMD"
    turns = [
        p.run(f"nginx -T 2>&1 | sed -n '1,{len(head)}p'", "\n".join(head)),
        p.run("ps -o pid,ppid,user,etime,cmd -C nginx", ps_hdr + """
   1187       1 root     12-03:14:55 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
   1188    1187 www-data 12-03:14:55 nginx: worker process
   1189    1187 www-data 12-03:14:55 nginx: worker process
   1190    1187 www-data 12-03:14:55 nginx: worker process
   1191    1187 www-data 12-03:14:55 nginx: worker process"""),
        p.run("sed -i 's/client_max_body_size 10m;/client_max_body_size 50m;/' sites-available/api.conf && grep -n client_max_body_size sites-available/api.conf",
              "14:    client_max_body_size 50m;"),
        p.run("nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        p.run("systemctl reload nginx && sleep 1 && ps -o pid,ppid,user,etime,cmd -C nginx", ps_hdr + """
   1187       1 root     12-03:16:03 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
   1190    1187 www-data 12-03:16:03 nginx: worker process is shutting down
  48213    1187 www-data       00:01 nginx: worker process
  48214    1187 www-data       00:01 nginx: worker process
  48215    1187 www-data       00:01 nginx: worker process
  48216    1187 www-data       00:01 nginx: worker process""", duration=2),
        p.run("nginx -T 2>/dev/null | grep -n client_max_body_size",
              f"{http_line}:\tclient_max_body_size 10m;\n{api_line}:    client_max_body_size 50m;\n{admin_line}:    client_max_body_size 2m;"),
        p.run("curl -sk -o /dev/null -w '%{http_code} %{size_upload} %{time_total}\\n' -X POST -H \"Authorization: Bearer $API_TOKEN\" --data-binary @/tmp/payload-30m.bin https://api.example.net/v1/uploads",
              "201 31457280 2.418337", duration=4),
        p.run("tail -n 6 /var/log/nginx/access.log", """203.0.113.77 - - [14/May/2024:13:22:31 +0000] "GET /v1/orders?status=open HTTP/2.0" 200 18231 "-" "okhttp/4.12.0" rt=0.041 urt=0.040
198.51.100.12 - - [14/May/2024:13:22:33 +0000] "GET /v1/health HTTP/1.1" 200 15 "-" "kube-probe/1.29" rt=0.002 urt=0.002
203.0.113.77 - - [14/May/2024:13:22:36 +0000] "POST /v1/orders HTTP/2.0" 201 642 "-" "okhttp/4.12.0" rt=0.087 urt=0.086
192.0.2.44 - - [14/May/2024:13:22:39 +0000] "GET /v1/catalog/items?page=3 HTTP/2.0" 200 40917 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0" rt=0.112 urt=0.111
127.0.0.1 - - [14/May/2024:13:22:43 +0000] "POST /v1/uploads HTTP/2.0" 201 211 "-" "curl/7.88.1" rt=2.409 urt=1.212
198.51.100.12 - - [14/May/2024:13:22:44 +0000] "GET /v1/health HTTP/1.1" 200 15 "-" "kube-probe/1.29" rt=0.002 urt=0.002"""),
    ]
    rs.add(task="terminal", tid="h36-terminal-13", system=SYSTEM, turns=turns, state="root@edge-02:/etc/nginx#")


# squid — bad
def t14(rs: RowSet) -> None:
    p = Pane("netadm", "proxy-01", "/home/netadm")
    info = """HTTP/1.1 200 OK
Server: squid/6.6
Mime-Version: 1.0
Date: Tue, 14 May 2024 10:51:08 GMT
Content-Type: text/plain;charset=utf-8
Expires: Tue, 14 May 2024 10:51:08 GMT
Last-Modified: Tue, 14 May 2024 10:51:08 GMT
Connection: close

Squid Object Cache: Version 6.6
Build Info: Debian linux
Service Name: squid
Start Time:	Thu, 09 May 2024 06:12:44 GMT
Current Time:	Tue, 14 May 2024 10:51:08 GMT
Connection information for squid:
	Number of clients accessing cache:	38
	Number of HTTP requests received:	1284117
	Number of ICP messages received:	0
	Number of ICP messages sent:	0
	Number of queued ICP replies:	0
	Number of HTCP messages received:	0
	Number of HTCP messages sent:	0
	Request failure ratio:	 0.00
	Average HTTP requests per minute since start:	171.9
	Average ICP messages per minute since start:	0.0
	Select loop called: 39811402 times, 11.259 ms avg
Cache information for squid:
	Hits as % of all requests:	5min: 21.4%, 60min: 24.9%
	Hits as % of bytes sent:	5min: 33.7%, 60min: 38.2%
	Memory hits as % of hit requests:	5min: 41.0%, 60min: 44.6%
	Disk hits as % of hit requests:	5min: 52.3%, 60min: 49.8%
	Storage Swap size:	14203388 KB
	Storage Swap capacity:	67.7% used, 32.3% free
	Storage Mem size:	262036 KB
	Storage Mem capacity:	100.0% used,  0.0% free
	Mean Object Size:	61.84 KB
	Requests given to unlinkd:	0
File descriptor usage for squid:
	Maximum number of file descriptors:   65536
	Largest file desc currently in use:    412
	Number of file desc currently in use:  287"""
    acls = """34:acl localnet src 10.0.0.0/8
35:acl localnet src 172.16.0.0/12
36:acl localnet src 192.168.0.0/16
38:acl SSL_ports port 443
39:acl Safe_ports port 80		# http
40:acl Safe_ports port 21		# ftp
41:acl Safe_ports port 443		# https
42:acl Safe_ports port 1025-65535	# unregistered ports
43:acl blocked_sites dstdomain "/etc/squid/blocked.txt"
46:http_access deny !Safe_ports
47:http_access deny CONNECT !SSL_ports
48:http_access allow localhost manager
49:http_access deny manager
50:http_access deny blocked_sites
52:http_access allow localnet
53:http_access allow localhost
54:http_access deny all"""
    tail1 = """1715683861.207     38 10.8.14.22 TCP_TUNNEL/200 6123 CONNECT github.com:443 - HIER_DIRECT/140.82.121.4 -
1715683866.954    212 10.8.21.7 TCP_MISS/200 48211 GET http://deb.debian.org/debian/dists/bookworm-updates/InRelease - HIER_DIRECT/151.101.2.132 application/octet-stream
1715683871.402      0 10.8.21.7 TCP_MEM_HIT/200 1412 GET http://deb.debian.org/debian/dists/bookworm/Release.gpg - HIER_NONE/- application/pgp-signature
1715683883.660  30112 10.8.9.140 TCP_TUNNEL/200 118447 CONNECT api.slack.com:443 - HIER_DIRECT/3.66.122.90 -
1715683890.118     91 10.8.14.22 TCP_MISS/304 331 GET http://ocsp.digicert.com/MFEwTzBNMEswSTAJBgUrDgMCGgUABBTrjrydRyt%2BApF3GSPypfHBxR5XtQQUs9tIpPmhxdiuNkHMEWNpYim8S8YCEAI5PUjXAkJafLQcAAsO18o%3D - HIER_DIRECT/192.229.211.108 application/ocsp-response
1715683897.345      4 10.8.30.51 TCP_DENIED/403 3856 CONNECT pastebin.com:443 - HIER_NONE/- text/html
1715683906.781    147 10.8.21.7 TCP_REFRESH_UNMODIFIED/200 151893 GET http://deb.debian.org/debian/dists/bookworm/main/binary-amd64/Packages.diff/Index - HIER_DIRECT/151.101.2.132 application/octet-stream
1715683914.532     12 10.8.9.140 TCP_TUNNEL/200 4380 CONNECT login.microsoftonline.com:443 - HIER_DIRECT/20.190.160.22 -"""
    tail2 = """1715683541.118    903 10.8.9.140 TCP_TUNNEL/200 28816 CONNECT teams.microsoft.com:443 - HIER_DIRECT/52.113.194.132 -
1715683544.870     27 10.8.14.22 TCP_TUNNEL/200 5204 CONNECT objects.githubusercontent.com:443 - HIER_DIRECT/185.199.110.133 -
1715683549.302      2 127.0.0.1 TCP_DENIED/403 3811 GET http://pastebin.com/ - HIER_NONE/- text/html
1715683553.615     64 127.0.0.1 TCP_REFRESH_UNMODIFIED/200 151342 GET http://deb.debian.org/debian/dists/bookworm/Release - HIER_DIRECT/151.101.2.132 application/octet-stream
1715683557.092    184 10.8.21.7 TCP_MISS/200 2871 GET http://security.debian.org/debian-security/dists/bookworm-security/InRelease - HIER_DIRECT/151.101.194.132 application/octet-stream
1715683562.447     31 10.8.30.51 TCP_TUNNEL/200 7719 CONNECT www.google.com:443 - HIER_DIRECT/142.250.185.68 -"""
    turns = [
        p.run("squid -v | head -3", """Squid Cache: Version 6.6
Service Name: squid
Debian linux"""),
        p.run(f"squidclient -h 127.0.0.1 mgr:info | sed -n '1,{len(info.splitlines())}p'", info),
        p.run("grep -nE '^(acl|http_access)' /etc/squid/squid.conf", acls),
        p.run("sudo tail -n 8 /var/log/squid/access.log", tail1),
        p.run("echo '.pastebin.com' | sudo tee -a /etc/squid/blocked.txt && cat /etc/squid/blocked.txt", """.pastebin.com
.mega.nz
.wetransfer.com
.transfer.sh
.anonfiles.com
.pastebin.com"""),
        p.run("sudo sed -i '$d' /etc/squid/blocked.txt && sudo sed -i '1i .paste.ee' /etc/squid/blocked.txt && cat /etc/squid/blocked.txt", """.paste.ee
.pastebin.com
.mega.nz
.wetransfer.com
.transfer.sh
.anonfiles.com"""),
        p.run("sudo squid -k parse 2>&1 | tail -4", """2024/05/14 10:52:49| Processing: http_access allow localnet
2024/05/14 10:52:49| Processing: http_access allow localhost
2024/05/14 10:52:49| Processing: http_access deny all
2024/05/14 10:52:49| Processing: cache_dir ufs /var/spool/squid 20480 16 256""", duration=2),
        p.run("sudo squid -k reconfigure", ""),
        p.run("for u in http://pastebin.com/ http://deb.debian.org/debian/dists/bookworm/Release; do curl -s -o /dev/null -w \"%{http_code} $u\\n\" -x http://127.0.0.1:3128 $u; done",
              "403 http://pastebin.com/\n200 http://deb.debian.org/debian/dists/bookworm/Release", duration=2),
        p.run("sudo tail -n 6 /var/log/squid/access.log", tail2),
        p.run("squidclient -h 127.0.0.1 mgr:counters | grep -E '^client_http\\.(requests|hits|errors|kbytes_out)'", """client_http.requests = 1284512
client_http.hits = 287604
client_http.errors = 3119
client_http.kbytes_out = 58817340"""),
        p.run("wc -l /etc/squid/blocked.txt && grep -c pastebin /etc/squid/blocked.txt", "6 /etc/squid/blocked.txt\n1"),
    ]
    rs.add(task="terminal", tid="h36-terminal-14", system=SYSTEM, turns=turns, state="netadm@proxy-01:~$",
           bad=True, turn=10, kind="new access.log entries carry timestamps minutes older than entries already shown")


# tkn (Tekton) — clean
def t15(rs: RowSet) -> None:
    p = Pane("devops", "ci-admin", "/home/devops/pipelines")
    run = "build-and-push-run-x7k2p"
    prh = ["NAME", "STARTED", "DURATION", "STATUS"]
    older = [
        ["build-and-push-run-q2m8d", "2 hours ago", "1m12s", "Failed"],
        ["nightly-e2e-run-7hx4c", "9 hours ago", "18m40s", "Succeeded"],
        ["build-and-push-run-f5tz9", "11 hours ago", "2m51s", "Succeeded"],
        ["build-and-push-run-w9r3k", "1 day ago", "2m38s", "Succeeded"],
        ["nightly-e2e-run-c2jvb", "1 day ago", "19m2s", "Succeeded"],
    ]
    logs = """[fetch-source : clone] + '[' false = true ']'
[fetch-source : clone] + CHECKOUT_DIR=/workspace/output/
[fetch-source : clone] + /ko-app/git-init '-url=https://git.internal.example.com/platform/order-service.git' '-revision=a41c9e2' '-refspec=' '-path=/workspace/output/' '-sslVerify=true' '-submodules=true' '-depth=1' '-sparseCheckoutDirectories='
[fetch-source : clone] {"level":"info","ts":1715687311.402,"caller":"git/git.go:176","msg":"Successfully cloned https://git.internal.example.com/platform/order-service.git @ a41c9e2f07b3d58e16c4a9f2b0d7e3c85a1f6b94 (grafted, HEAD) in path /workspace/output/"}
[fetch-source : clone] {"level":"info","ts":1715687311.688,"caller":"git/git.go:215","msg":"Successfully initialized and updated submodules in path /workspace/output/"}
[fetch-source : clone] + cd /workspace/output/
[fetch-source : clone] + git rev-parse HEAD
[fetch-source : clone] + RESULT_SHA=a41c9e2f07b3d58e16c4a9f2b0d7e3c85a1f6b94

[unit-tests : go-test] go: downloading github.com/jackc/pgx/v5 v5.5.5
[unit-tests : go-test] go: downloading github.com/stretchr/testify v1.9.0
[unit-tests : go-test] ok  	order-service/internal/api	0.842s	coverage: 81.3% of statements
[unit-tests : go-test] ok  	order-service/internal/billing	0.317s	coverage: 88.9% of statements
[unit-tests : go-test] ok  	order-service/internal/store	1.904s	coverage: 72.6% of statements
[unit-tests : go-test] ?   	order-service/cmd/order-service	[no test files]

[build-image : build-and-push] INFO[0001] Retrieving image manifest gcr.io/distroless/static-debian12:nonroot
[build-image : build-and-push] INFO[0003] Building stage 'golang:1.22.3' [idx: '0', base-idx: '-1']
[build-image : build-and-push] INFO[0003] Unpacking rootfs as cmd RUN CGO_ENABLED=0 go build -trimpath -o /out/order-service ./cmd/order-service requires it.
[build-image : build-and-push] INFO[0027] RUN CGO_ENABLED=0 go build -trimpath -o /out/order-service ./cmd/order-service
[build-image : build-and-push] INFO[0071] Taking snapshot of full filesystem...
[build-image : build-and-push] INFO[0079] Storing source image from stage 0 at path /kaniko/stages/0
[build-image : build-and-push] INFO[0084] COPY --from=0 /out/order-service /order-service
[build-image : build-and-push] INFO[0084] Taking snapshot of files...
[build-image : build-and-push] INFO[0085] ENTRYPOINT ["/order-service"]
[build-image : build-and-push] INFO[0086] Pushing image to registry.internal.example.com/platform/order-service:1.12.0
[build-image : build-and-push] INFO[0091] Pushed registry.internal.example.com/platform/order-service@sha256:c07e5b2a91f4d83e6a0b1c9d7f25e4a8b3d60f1c2e9a7b5d4c8f3e0a1b6d2c95

[build-image : write-digest] + echo -n sha256:c07e5b2a91f4d83e6a0b1c9d7f25e4a8b3d60f1c2e9a7b5d4c8f3e0a1b6d2c95"""
    describe = f"""Name:              {run}
Namespace:         ci
Pipeline Ref:      build-and-push
Service Account:   pipeline-runner
Labels:
 tekton.dev/pipeline=build-and-push

🌡️  Status

STARTED         DURATION   STATUS
3 minutes ago   2m47s      Succeeded

⏱  Timeouts
 Pipeline:   1h0m0s

⚓ Params

 NAME             VALUE
 ∙ git-url        https://git.internal.example.com/platform/order-service.git
 ∙ git-revision   a41c9e2
 ∙ image-name     registry.internal.example.com/platform/order-service
 ∙ image-tag      1.12.0

📝 Results

 NAME             VALUE
 ∙ image-digest   sha256:c07e5b2a91f4d83e6a0b1c9d7f25e4a8b3d60f1c2e9a7b5d4c8f3e0a1b6d2c95
 ∙ commit         a41c9e2f07b3d58e16c4a9f2b0d7e3c85a1f6b94

📂 Workspaces

 NAME       SUB PATH   WORKSPACE BINDING
 ∙ source   ---        VolumeClaimTemplate

🗂  Taskruns

""" + "\n".join(" " + ln for ln in cols([["  NAME", "TASK NAME", "STARTED", "DURATION", "STATUS"],
                                          [f"∙ {run}-build-image", "build-image", "2 minutes ago", "1m36s", "Succeeded"],
                                          [f"∙ {run}-unit-tests", "unit-tests", "3 minutes ago", "51s", "Succeeded"],
                                          [f"∙ {run}-fetch-source", "fetch-source", "3 minutes ago", "14s", "Succeeded"]]).split("\n"))
    turns = [
        p.run("tkn pipeline list -n ci", cols([["NAME", "AGE", "LAST RUN", "STARTED", "DURATION", "STATUS"],
                                                 ["build-and-push", "41 days ago", "build-and-push-run-q2m8d", "2 hours ago", "1m12s", "Failed"],
                                                 ["nightly-e2e", "41 days ago", "nightly-e2e-run-7hx4c", "9 hours ago", "18m40s", "Succeeded"],
                                                 ["release-promote", "23 days ago", "release-promote-run-k8w2n", "3 days ago", "54s", "Succeeded"]])),
        p.run("tkn pipelinerun list -n ci --limit 5", cols([prh] + older)),
        p.run("tkn pipeline start build-and-push -n ci -p git-revision=a41c9e2 -p image-tag=1.12.0 -w name=source,volumeClaimTemplateFile=pvc-template.yaml --use-param-defaults -s pipeline-runner",
              f"PipelineRun started: {run}\n\nIn order to track the PipelineRun progress run:\ntkn pipelinerun logs {run} -f -n ci", duration=2),
        p.run("tkn pipelinerun list -n ci --limit 5", cols([prh, [run, "8 seconds ago", "---", "Running"]] + older[:4])),
        p.run(f"tkn pipelinerun logs {run} -f -n ci", logs, duration=170),
        p.run(f"tkn pipelinerun describe {run} -n ci", describe),
        p.run("tkn taskrun list -n ci --limit 4", cols([["NAME", "STARTED", "DURATION", "STATUS"],
                                                      [f"{run}-build-image", "2 minutes ago", "1m36s", "Succeeded"],
                                                      [f"{run}-unit-tests", "3 minutes ago", "51s", "Succeeded"],
                                                      [f"{run}-fetch-source", "3 minutes ago", "14s", "Succeeded"],
                                                      ["build-and-push-run-q2m8d-unit-tests", "2 hours ago", "58s", "Failed"]])),
        p.run("tkn pipelinerun list -n ci --limit 5", cols([prh, [run, "4 minutes ago", "2m47s", "Succeeded"]] + older[:4])),
        p.run("tkn pipelinerun delete build-and-push-run-q2m8d -n ci -f", 'PipelineRuns deleted: "build-and-push-run-q2m8d"'),
        p.run("tkn pipelinerun list -n ci --limit 5", cols([prh, [run, "4 minutes ago", "2m47s", "Succeeded"]] + older[1:5])),
    ]
    rs.add(task="terminal", tid="h36-terminal-15", system=SYSTEM, turns=turns, state="devops@ci-admin:~/pipelines$")


# aws iam — bad
def t16(rs: RowSet) -> None:
    p = Pane("secops", "aws-admin", "/home/secops")
    q = "--output table --query 'Users[].[UserName,UserId,CreateDate,PasswordLastUsed]'"
    users = [
        ["a.meyer", "AIDA2WQX7RZ5N2HFLB4QK", "2021-06-14T09:21:37+00:00", "2024-05-13T16:42:10+00:00"],
        ["ci-deployer", "AIDA2WQX7RZJ8M4TCV6EP", "2022-02-01T11:03:55+00:00", "None"],
        ["dkozlov", "AIDA2WQX7RZPH5YVD7NAW", "2023-09-18T07:55:12+00:00", "2024-05-14T07:12:48+00:00"],
        ["j.okafor", "AIDA2WQX7RZ2C9EGW1KXD", "2022-08-30T13:17:44+00:00", "2024-05-10T09:03:26+00:00"],
        ["m.lindqvist", "AIDA2WQX7RZTB6QJ3NR8F", "2020-11-02T08:45:19+00:00", "2024-04-29T15:58:02+00:00"],
        ["s.tanaka", "AIDA2WQX7RZX4LK9WPM2C", "2023-03-07T10:12:33+00:00", "2024-05-14T06:31:57+00:00"],
        ["svc-backup", "AIDA2WQX7RZQ7DN1HVE5Y", "2021-01-19T17:26:08+00:00", "None"],
        ["terraform-ci", "AIDA2WQX7RZ9SF2UA8G3B", "2020-09-24T12:00:41+00:00", "None"],
    ]

    def get_user(name: str) -> str:
        return f"""{{
    "User": {{
        "Path": "/",
        "UserName": "{name}",
        "UserId": "AIDA2WQX7RZPH5YVD7NAW",
        "Arn": "arn:aws:iam::731604928557:user/{name}",
        "CreateDate": "2023-09-18T07:55:12+00:00",
        "PasswordLastUsed": "2024-05-14T07:12:48+00:00",
        "Tags": [
            {{
                "Key": "team",
                "Value": "data-platform"
            }},
            {{
                "Key": "cost-center",
                "Value": "cc-4410"
            }}
        ]
    }}
}}"""
    def keys_table(rows: list[list[str]]) -> str:
        head = ["AccessKeyId", "CreateDate", "Status", "UserName"]
        w = [max(len(x) for x in col) + 4 for col in zip(head, *rows)]
        inner = sum(w) + len(w) - 1
        sep = "|+" + "+".join("-" * x for x in w) + "+|"
        out = ["-" * (inner + 4), "|" + "ListAccessKeys".center(inner + 2) + "|", "+" + "-" * (inner + 2) + "+",
               "||" + "AccessKeyMetadata".center(inner) + "||", sep,
               "||" + "|".join(h.center(x) for h, x in zip(head, w)) + "||", sep]
        out += ["||" + "|".join(("  " + c).ljust(x) for c, x in zip(r, w)) + "||" for r in rows]
        out.append(sep)
        return "\n".join(out)

    turns = [
        p.run(f"aws iam list-users {q}", awstable("ListUsers", users), duration=2),
        p.run("aws iam get-user --user-name dkozlov", get_user("dkozlov"), duration=2),
        p.run("aws iam update-user --user-name dkozlov --new-user-name dmitri.kozlov", "", duration=2),
        p.run("aws iam get-user --user-name dmitri.kozlov", get_user("dmitri.kozlov"), duration=2),
        p.run("aws iam list-groups-for-user --user-name dmitri.kozlov --output table --query 'Groups[].[GroupName,GroupId,Arn]'",
              awstable("ListGroupsForUser", [
                  ["data-platform-engineers", "AGPA2WQX7RZK3V8DM6XQE", "arn:aws:iam::731604928557:group/data-platform-engineers"],
                  ["mfa-required", "AGPA2WQX7RZB1N5TF9CJH", "arn:aws:iam::731604928557:group/mfa-required"],
                  ["readonly-billing", "AGPA2WQX7RZW7P2HL4SDA", "arn:aws:iam::731604928557:group/readonly-billing"]]), duration=2),
        p.run(f"aws iam list-users {q}", awstable("ListUsers", users), duration=2),
        p.run("aws iam list-access-keys --user-name dmitri.kozlov --output table", keys_table([
            ["AKIA2WQX7RZ6GYN4PE3T", "2023-09-18T08:02:40+00:00", "Inactive", "dmitri.kozlov"],
            ["AKIA2WQX7RZMV8C2KD5H", "2024-03-22T14:19:07+00:00", "Active", "dmitri.kozlov"]]), duration=2),
        p.run("aws iam list-attached-user-policies --user-name dmitri.kozlov && aws iam list-user-policies --user-name dmitri.kozlov",
              '{\n    "AttachedPolicies": []\n}\n{\n    "PolicyNames": []\n}', duration=2),
    ]
    rs.add(task="terminal", tid="h36-terminal-16", system=SYSTEM, turns=turns, state="secops@aws-admin:~$",
           bad=True, turn=6, kind="renamed IAM user still listed under its old name")


# go mod — clean
def t17(rs: RowSet) -> None:
    p = Pane("omar", "gobox", "/home/omar/src/relay")
    gomod = """module github.com/northwind/relay

go 1.22.2

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/jackc/pgx/v5 v5.5.4
	github.com/prometheus/client_golang v1.19.0
	github.com/rs/zerolog v1.32.0
	github.com/stretchr/testify v1.8.4
	golang.org/x/net v0.21.0
	golang.org/x/sync v0.6.0
	google.golang.org/grpc v1.62.0
	google.golang.org/protobuf v1.33.0
)

require (
	github.com/beorn7/perks v1.0.1 // indirect
	github.com/cespare/xxhash/v2 v2.2.0 // indirect
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/jackc/pgpassfile v1.0.0 // indirect
	github.com/jackc/pgservicefile v0.0.0-20221227161230-091c0ba34f0a // indirect
	github.com/jackc/puddle/v2 v2.2.1 // indirect
	github.com/mattn/go-colorable v0.1.13 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/prometheus/client_model v0.5.0 // indirect
	github.com/prometheus/common v0.48.0 // indirect
	github.com/prometheus/procfs v0.12.0 // indirect
	golang.org/x/crypto v0.19.0 // indirect
	golang.org/x/sys v0.17.0 // indirect
	golang.org/x/text v0.14.0 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20240123012728-ef4313101c80 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)"""
    upd = [
        "github.com/cespare/xxhash/v2 v2.2.0 [v2.3.0]",
        "github.com/jackc/pgx/v5 v5.5.4 [v5.5.5]",
        "github.com/prometheus/client_golang v1.19.0 [v1.19.1]",
        "github.com/prometheus/client_model v0.5.0 [v0.6.1]",
        "github.com/prometheus/common v0.48.0 [v0.53.0]",
        "github.com/prometheus/procfs v0.12.0 [v0.15.0]",
        "github.com/rs/zerolog v1.32.0 [v1.33.0]",
        "github.com/stretchr/objx v0.5.0 [v0.5.2]",
        "github.com/stretchr/testify v1.8.4 [v1.9.0]",
        "golang.org/x/crypto v0.19.0 [v0.23.0]",
        "golang.org/x/mod v0.14.0 [v0.17.0]",
        "golang.org/x/net v0.21.0 [v0.25.0]",
        "golang.org/x/sync v0.6.0 [v0.7.0]",
        "golang.org/x/sys v0.17.0 [v0.20.0]",
        "golang.org/x/term v0.17.0 [v0.20.0]",
        "golang.org/x/text v0.14.0 [v0.15.0]",
        "golang.org/x/tools v0.17.0 [v0.21.0]",
        "google.golang.org/genproto/googleapis/rpc v0.0.0-20240123012728-ef4313101c80 [v0.0.0-20240513163218-0867130af1f8]",
        "google.golang.org/grpc v1.62.0 [v1.64.0]",
        "google.golang.org/protobuf v1.33.0 [v1.34.1]",
    ]
    upd2 = [u for u in upd if not u.startswith(("github.com/jackc/pgx/v5 ", "golang.org/x/crypto ", "golang.org/x/net ", "golang.org/x/sys ", "golang.org/x/text "))]
    upd2 = [u.replace("golang.org/x/term v0.17.0 [v0.20.0]", "golang.org/x/term v0.20.0") for u in upd2]
    upd2 = [u for u in upd2 if "[" in u]
    turns = [
        p.run("cat go.mod", gomod),
        p.run("go list -m -u all 2>/dev/null | grep '\\['", "\n".join(upd), duration=8),
        p.run("go get github.com/jackc/pgx/v5@v5.5.5 golang.org/x/net@v0.25.0", """go: downloading github.com/jackc/pgx/v5 v5.5.5
go: downloading golang.org/x/net v0.25.0
go: downloading golang.org/x/crypto v0.23.0
go: downloading golang.org/x/sys v0.20.0
go: downloading golang.org/x/text v0.15.0
go: upgraded github.com/jackc/pgx/v5 v5.5.4 => v5.5.5
go: upgraded golang.org/x/crypto v0.19.0 => v0.23.0
go: upgraded golang.org/x/net v0.21.0 => v0.25.0
go: upgraded golang.org/x/sys v0.17.0 => v0.20.0
go: upgraded golang.org/x/text v0.14.0 => v0.15.0""", duration=10),
        p.run("go mod tidy", "", duration=4),
        p.run("git diff go.mod", """diff --git a/go.mod b/go.mod
index 3f1c9a2..b84e07d 100644
--- a/go.mod
+++ b/go.mod
@@ -4,12 +4,12 @@ go 1.22.2
\x20
 require (
 \tgithub.com/go-chi/chi/v5 v5.0.12
-	github.com/jackc/pgx/v5 v5.5.4
+	github.com/jackc/pgx/v5 v5.5.5
 \tgithub.com/prometheus/client_golang v1.19.0
 \tgithub.com/rs/zerolog v1.32.0
 \tgithub.com/stretchr/testify v1.8.4
-	golang.org/x/net v0.21.0
+	golang.org/x/net v0.25.0
 \tgolang.org/x/sync v0.6.0
 \tgoogle.golang.org/grpc v1.62.0
 \tgoogle.golang.org/protobuf v1.33.0
@@ -28,9 +28,9 @@ require (
 \tgithub.com/prometheus/client_model v0.5.0 // indirect
 \tgithub.com/prometheus/common v0.48.0 // indirect
 \tgithub.com/prometheus/procfs v0.12.0 // indirect
-	golang.org/x/crypto v0.19.0 // indirect
-	golang.org/x/sys v0.17.0 // indirect
-	golang.org/x/text v0.14.0 // indirect
+	golang.org/x/crypto v0.23.0 // indirect
+	golang.org/x/sys v0.20.0 // indirect
+	golang.org/x/text v0.15.0 // indirect
 \tgoogle.golang.org/genproto/googleapis/rpc v0.0.0-20240123012728-ef4313101c80 // indirect
 \tgopkg.in/yaml.v3 v3.0.1 // indirect
 )"""),
        p.run("go build ./... && go test ./...", """?   	github.com/northwind/relay/cmd/relay	[no test files]
ok  	github.com/northwind/relay/internal/auth	0.412s
ok  	github.com/northwind/relay/internal/broker	1.873s
ok  	github.com/northwind/relay/internal/config	(cached)
ok  	github.com/northwind/relay/internal/store	2.604s
ok  	github.com/northwind/relay/internal/transport/grpcx	0.951s
ok  	github.com/northwind/relay/internal/transport/httpx	0.588s""", duration=40),
        p.run("go list -m -u all 2>/dev/null | grep '\\['", "\n".join(upd2), duration=8),
        p.run("go mod why golang.org/x/text/unicode/norm", """# golang.org/x/text/unicode/norm
github.com/northwind/relay/internal/transport/httpx
golang.org/x/net/http2
golang.org/x/net/idna
golang.org/x/text/unicode/norm""", duration=3),
        p.run("git diff --stat", """ go.mod | 10 +++++-----
 go.sum | 20 ++++++++++----------
 2 files changed, 15 insertions(+), 15 deletions(-)"""),
    ]
    rs.add(task="terminal", tid="h36-terminal-17", system=SYSTEM, turns=turns, state="omar@gobox:~/src/relay$")


# cilium — bad
def t18(rs: RowSet) -> None:
    p = Pane("sre", "k8s-prod-admin", "/home/sre")
    cfg = cols([["cluster-name", "prod-euw1"], ["cluster-pool-ipv4-cidr", "10.0.0.0/8"], ["cluster-pool-ipv4-mask-size", "24"],
                ["enable-bpf-masquerade", "true"], ["enable-hubble", "true"], ["enable-policy", "default"], ["ipam", "cluster-pool"],
                ["kube-proxy-replacement", "true"], ["routing-mode", "tunnel"], ["tunnel-protocol", "vxlan"]], gap=35)
    ph = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    pods = [
        ["cilium-4kx9p", "1/1", "Running", "0", "18d", "10.42.3.17", "prod-euw1-np-a-7f2k", "<none>", "<none>"],
        ["cilium-b7tqw", "1/1", "Running", "0", "18d", "10.42.3.24", "prod-euw1-np-a-9m4d", "<none>", "<none>"],
        ["cilium-h2zrc", "1/1", "Running", "1 (6d4h ago)", "18d", "10.42.4.11", "prod-euw1-np-b-2c8x", "<none>", "<none>"],
        ["cilium-operator-6f8d7b9c4-lq2sv", "1/1", "Running", "0", "18d", "10.42.3.24", "prod-euw1-np-a-9m4d", "<none>", "<none>"],
        ["cilium-w9vns", "1/1", "Running", "0", "18d", "10.42.4.38", "prod-euw1-np-b-6h1q", "<none>", "<none>"],
    ]
    status = """KVStore:                 Ok   Disabled
Kubernetes:              Ok   1.29 (v1.29.4) [linux/amd64]
Kubernetes APIs:         ["EndpointSliceOrEndpoint", "cilium/v2::CiliumClusterwideNetworkPolicy", "cilium/v2::CiliumEndpoint", "cilium/v2::CiliumNetworkPolicy", "cilium/v2::CiliumNode", "cilium/v2alpha1::CiliumCIDRGroup", "core/v1::Namespace", "core/v1::Pods", "core/v1::Service", "networking.k8s.io/v1::NetworkPolicy"]
KubeProxyReplacement:    False
Host firewall:           Disabled
SRv6:                    Disabled
CNI Chaining:            none
CNI Config file:         successfully wrote CNI configuration file to /host/etc/cni/net.d/05-cilium.conflist
Cilium:                  Ok   1.15.4 (v1.15.4-9b3f9a8c)
NodeMonitor:             Listening for events on 4 CPUs with 64x4096 of shared memory
Cilium health daemon:    Ok
IPAM:                    IPv4: 23/254 allocated from 10.0.2.0/24,
IPv4 BIG TCP:            Disabled
IPv6 BIG TCP:            Disabled
BandwidthManager:        Disabled
Host Routing:            Legacy
Masquerading:            BPF   [eth0]   10.0.2.0/24 [IPv4: Enabled, IPv6: Disabled]
Controller Status:       131/131 healthy
Proxy Status:            OK, ip 10.0.2.177, 0 redirects active on ports 10000-20000, Envoy: embedded
Global Identity Range:   min 256, max 65535
Hubble:                  Ok              Current/Max Flows: 4095/4095 (100.00%), Flows/s: 38.71   Metrics: Ok
Encryption:              Disabled
Cluster health:          4/4 reachable   (2024-05-14T11:04:52Z)
Modules Health:          Stopped(0) Degraded(0) OK(11)"""
    flows = """May 14 11:05:31.118: payments/ledger-7d9c5f8b6-xk2pq:48862 (ID:41822) <> billing/pg-billing-0:5432 (ID:10417) policy-verdict:none EGRESS DENIED (TCP Flags: SYN)
May 14 11:05:31.118: payments/ledger-7d9c5f8b6-xk2pq:48862 (ID:41822) <> billing/pg-billing-0:5432 (ID:10417) Policy denied DROPPED (TCP Flags: SYN)
May 14 11:05:32.141: payments/ledger-7d9c5f8b6-xk2pq:48862 (ID:41822) <> billing/pg-billing-0:5432 (ID:10417) policy-verdict:none EGRESS DENIED (TCP Flags: SYN)
May 14 11:05:32.141: payments/ledger-7d9c5f8b6-xk2pq:48862 (ID:41822) <> billing/pg-billing-0:5432 (ID:10417) Policy denied DROPPED (TCP Flags: SYN)
May 14 11:05:34.189: payments/ledger-7d9c5f8b6-xk2pq:48862 (ID:41822) <> billing/pg-billing-0:5432 (ID:10417) policy-verdict:none EGRESS DENIED (TCP Flags: SYN)
May 14 11:05:34.189: payments/ledger-7d9c5f8b6-xk2pq:48862 (ID:41822) <> billing/pg-billing-0:5432 (ID:10417) Policy denied DROPPED (TCP Flags: SYN)
May 14 11:05:38.221: payments/ledger-7d9c5f8b6-xk2pq:48874 (ID:41822) <> billing/pg-billing-0:5432 (ID:10417) policy-verdict:none EGRESS DENIED (TCP Flags: SYN)
May 14 11:05:38.221: payments/ledger-7d9c5f8b6-xk2pq:48874 (ID:41822) <> billing/pg-billing-0:5432 (ID:10417) Policy denied DROPPED (TCP Flags: SYN)"""
    eps = """ENDPOINT   POLICY (ingress)   POLICY (egress)   IDENTITY   LABELS (source:key[=value])                                                  IPv6   IPv4         STATUS
           ENFORCEMENT        ENFORCEMENT
174        Disabled           Disabled          1          k8s:node-role.kubernetes.io/worker                                                                ready
                                                             reserved:host
612        Enabled            Enabled           41822      k8s:app.kubernetes.io/name=ledger                                                   10.0.2.58    ready
                                                             k8s:io.cilium.k8s.namespace.labels.kubernetes.io/metadata.name=payments
                                                             k8s:io.kubernetes.pod.namespace=payments
1033       Disabled           Disabled          4          reserved:health                                                            10.0.2.12    ready
1590       Enabled            Enabled           40977      k8s:app.kubernetes.io/name=payments-gateway                                         10.0.2.141   ready
                                                             k8s:io.kubernetes.pod.namespace=payments
2218       Disabled           Disabled          18344      k8s:app.kubernetes.io/name=coredns                                                  10.0.2.97    ready
                                                             k8s:io.kubernetes.pod.namespace=kube-system                                                             """
    cnp = """Name:         allow-ledger-egress
Namespace:    payments
Labels:       app.kubernetes.io/managed-by=argocd
Annotations:  <none>
API Version:  cilium.io/v2
Kind:         CiliumNetworkPolicy
Metadata:
  Creation Timestamp:  2024-05-13T16:20:44Z
  Generation:          3
  Resource Version:    48812937
  UID:                 7e3c1a9f-5d2b-4f86-a0c4-b91e6d2f8a35
Spec:
  Egress:
    To Endpoints:
      Match Labels:
        app.kubernetes.io/name:              pg-ledger
        k8s:io.kubernetes.pod.namespace:     payments
    To Ports:
      Ports:
        Port:      5432
        Protocol:  TCP
    To Endpoints:
      Match Labels:
        io.kubernetes.pod.namespace:  kube-system
        k8s-app:                      kube-dns
    To Ports:
      Ports:
        Port:      53
        Protocol:  ANY
      Rules:
        Dns:
          Match Pattern:  *
  Endpoint Selector:
    Match Labels:
      app.kubernetes.io/name:  ledger
Events:                        <none>"""
    turns = [
        p.run("cilium config view | grep -E '^(cluster-name|cluster-pool-ipv4|enable-bpf-masquerade|enable-hubble |enable-policy|ipam |kube-proxy-replacement |routing-mode|tunnel-protocol)'", cfg, duration=2),
        p.run("kubectl -n kube-system get pods -l 'app.kubernetes.io/part-of=cilium' -o wide | grep -v hubble", cols([ph] + pods)),
        p.run("kubectl -n kube-system exec ds/cilium -c cilium-agent -- cilium-dbg status", status, duration=3),
        p.run("kubectl -n payments get ciliumnetworkpolicies", cols([["NAME", "AGE"], ["allow-gateway-ingress", "41d"], ["allow-ledger-egress", "18h"],
                                                                     ["default-deny", "41d"], ["ledger-from-gateway", "41d"]])),
        p.run("kubectl -n kube-system exec ds/cilium -c cilium-agent -- hubble observe --namespace payments --verdict DROPPED --last 8", flows, duration=3),
        p.run("kubectl -n kube-system exec ds/cilium -c cilium-agent -- cilium-dbg endpoint list", eps, duration=2),
        p.run("kubectl -n payments describe cnp allow-ledger-egress", cnp),
    ]
    rs.add(task="terminal", tid="h36-terminal-18", system=SYSTEM, turns=turns, state="sre@k8s-prod-admin:~$",
           bad=True, turn=3, kind="cilium-dbg status shows kube-proxy replacement False while the config just showed it true, with nothing changed in between")


# nox — clean
def t19(rs: RowSet) -> None:
    root = "/home/priya/src/tidewater"
    p = Pane("priya", "lab-ws3", root)
    noxfile = """import nox

nox.options.sessions = ["lint", "tests"]
nox.options.reuse_existing_virtualenvs = False

PYTHONS = ["3.10", "3.11", "3.12"]


@nox.session(python="3.12")
def lint(session: nox.Session) -> None:
    \"\"\"Run ruff and mypy.\"\"\"
    session.install("ruff==0.4.4", "mypy==1.10.0", "-e", ".[typing]")
    session.run("ruff", "check", "src", "tests")
    session.run("ruff", "format", "--check", "src", "tests")
    session.run("mypy", "src/tidewater")


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    \"\"\"Run the test suite.\"\"\"
    session.install("-e", ".[test]")
    session.run("pytest", *(session.posargs or ["-q", "--cov=tidewater", "--cov-report=term-missing:skip-covered"]))


@nox.session(python="3.12")
def docs(session: nox.Session) -> None:
    \"\"\"Build the Sphinx docs.\"\"\"
    session.install("-e", ".[docs]")
    session.run("sphinx-build", "-W", "-b", "html", "docs", "docs/_build/html")


@nox.session(python="3.12")
def release(session: nox.Session) -> None:
    \"\"\"Build sdist and wheel.\"\"\"
    session.install("build==1.2.1")
    session.run("python", "-m", "build")"""
    cov = """---------- coverage: platform linux, python 3.11.9-final-0 -----------
Name                               Stmts   Miss  Cover   Missing
----------------------------------------------------------------
src/tidewater/cli.py                 142     19    87%   88-97, 210-221
src/tidewater/s3.py                  118     41    65%   64-79, 131-166
src/tidewater/sync.py                263     12    95%   301-308, 344, 377-380
src/tidewater/webhooks.py             97      8    92%   58-63, 140-141
----------------------------------------------------------------
TOTAL                               1206     80    93%

12 files skipped due to complete coverage."""
    dots1 = "." * 76 + " [ 35%]\n" + "." * 76 + " [ 70%]\n" + "." * 9 + "s" + "." * 21 + "s" + "." * 15 + "s" + "." * 17 + "     [100%]"
    dots2 = "." * 76 + " [ 35%]\n" + "." * 76 + " [ 70%]\n" + "." * 31 + "s" + "." * 15 + "s" + "." * 17 + "     [100%]"
    test_full = f"""nox > Running session tests-3.11
nox > Creating virtual environment (virtualenv) using python3.11 in .nox/tests-3-11
nox > python -m pip install -e '.[test]'
nox > pytest -q --cov=tidewater --cov-report=term-missing:skip-covered
{dots1}
{cov}
214 passed, 3 skipped in 12.84s
nox > Session tests-3.11 was successful in 31 seconds."""
    test_reuse = f"""nox > Running session tests-3.11
nox > Re-using existing virtual environment at .nox/tests-3-11.
nox > pytest -q --cov=tidewater --cov-report=term-missing:skip-covered
{dots1}
{cov}
214 passed, 3 skipped in 12.37s
nox > Session tests-3.11 was successful in 14 seconds."""
    test_after = f"""nox > Running session tests-3.11
nox > Re-using existing virtual environment at .nox/tests-3-11.
nox > pytest -q --cov=tidewater --cov-report=term-missing:skip-covered
{dots2}
{cov.replace("src/tidewater/sync.py                263     12    95%   301-308, 344, 377-380", "src/tidewater/sync.py                263      8    97%   301-308")
     .replace("TOTAL                               1206     80    93%", "TOTAL                               1206     76    94%")}
215 passed, 2 skipped in 13.11s
nox > Session tests-3.11 was successful in 15 seconds."""
    turns = [
        p.run("cat noxfile.py", noxfile),
        p.run("nox -l", f"""Sessions defined in {root}/noxfile.py:

* lint -> Run ruff and mypy.
* tests-3.10 -> Run the test suite.
* tests-3.11 -> Run the test suite.
* tests-3.12 -> Run the test suite.
- docs -> Build the Sphinx docs.
- release -> Build sdist and wheel.

sessions marked with * are selected, sessions marked with - are skipped."""),
        p.run("nox -s lint", """nox > Running session lint
nox > Creating virtual environment (virtualenv) using python3.12 in .nox/lint
nox > python -m pip install ruff==0.4.4 mypy==1.10.0 -e '.[typing]'
nox > ruff check src tests
All checks passed!
nox > ruff format --check src tests
41 files already formatted
nox > mypy src/tidewater
Success: no issues found in 16 source files
nox > Session lint was successful in 22 seconds.""", duration=30),
        p.run("nox -s tests-3.11", test_full, duration=40),
        p.run("nox -R -s tests-3.11", test_reuse, duration=20),
        p.run("grep -n 'pytest.mark.skip' tests/*.py", """tests/test_sync.py:41:@pytest.mark.skip(reason="flaky on CI, see #412")
tests/test_sync.py:133:@pytest.mark.skip(reason="requires S3 credentials")
tests/test_webhooks.py:77:@pytest.mark.skip(reason="upstream sandbox down")"""),
        p.run("sed -i '41d' tests/test_sync.py && sed -n '38,44p' tests/test_sync.py", """    assert manifest.etag == expected_etag

def test_resume_after_partial_upload(tmp_path, fake_bucket):
    src = make_tree(tmp_path, files=40, size=64 * 1024)
    fake_bucket.fail_after(17)
    with pytest.raises(UploadInterrupted):
        sync_dir(src, fake_bucket.url, workers=4)"""),
        p.run("nox -R -s tests-3.11 -- -q tests/test_sync.py", """nox > Running session tests-3.11
nox > Re-using existing virtual environment at .nox/tests-3-11.
nox > pytest -q tests/test_sync.py
........................s...                                             [100%]
27 passed, 1 skipped in 3.02s
nox > Session tests-3.11 was successful in 4 seconds.""", duration=10),
        p.run("nox -R -s tests-3.11", test_after, duration=20),
    ]
    rs.add(task="terminal", tid="h36-terminal-19", system=SYSTEM, turns=turns, state="priya@lab-ws3:~/src/tidewater$")


# scw (Scaleway CLI) — bad
def t20(rs: RowSet) -> None:
    p = Pane("infra", "admin-par", "/home/infra")
    qid = "6b2e7c1d-4f83-4a9e-b0d5-2c7e91f3a864"
    qid_drift = "6b2e7c1d-4f83-4a9e-b0d5-2c7e19f3a864"
    z = "zone=fr-par-2"
    sh = ["ID", "NAME", "TYPE", "STATE", "ZONE", "PUBLIC IP", "PRIVATE IP", "TAGS", "IMAGE NAME", "ROUTED IP ENABLED"]

    def servers(queue_id: str, tags: str) -> list[list[str]]:
        return [
            [queue_id, "queue-01", "PRO2-S", "running", "fr-par-2", "51.159.128.73", "-", tags, "Ubuntu 22.04 Jammy Jellyfish", "true"],
            ["c3a90f5e-7b12-4d68-9e4a-81f6d0b2c7e5", "api-01", "PRO2-M", "running", "fr-par-2", "51.159.131.8", "-", "[prod api]", "Ubuntu 22.04 Jammy Jellyfish", "true"],
            ["0f4d8b6a-2e95-47c1-a3f8-d6b1e0c95a27", "api-02", "PRO2-M", "running", "fr-par-2", "51.159.140.221", "-", "[prod api]", "Ubuntu 22.04 Jammy Jellyfish", "true"],
            ["9e17c4b2-83d6-4f0a-b5e2-7c3a98d1f046", "worker-01", "POP2-4C-16G", "running", "fr-par-2", "51.159.157.94", "-", "[prod worker]", "Ubuntu 22.04 Jammy Jellyfish", "true"],
            ["a8d63f20-5c1e-4b97-8f4a-0e2d7b6c1935", "bastion", "PLAY2-NANO", "running", "fr-par-2", "51.159.99.42", "-", "[infra]", "Debian Bookworm", "true"],
        ]

    def detail(tags: list[str], state: str, modified: str) -> str:
        tag_lines = "\n".join(f"Tags.{i}                    {t}" for i, t in enumerate(tags))
        return f"""ID                        {qid}
Name                      queue-01
Organization              2f7c0b94-1e6a-4d38-95c2-a0b8d3e7f146
Project                   2f7c0b94-1e6a-4d38-95c2-a0b8d3e7f146
CommercialType            PRO2-S
CreationDate              3 months ago
DynamicIPRequired         false
RoutedIPEnabled           true
EnableIPv6                false
Hostname                  queue-01
Image.ID                  8f60c5dd-e659-48da-97e3-fb7de42195f5
Image.Name                Ubuntu 22.04 Jammy Jellyfish
Protected                 false
PublicIP.ID               d4a1e7c9-3b80-4f25-a6d2-5e9c0b7f1384
PublicIP.Address          51.159.128.73
PublicIP.Dynamic          false
PublicIP.Family           inet
ModificationDate          {modified}
State                     {state}
Location.ZoneID           par2
Location.PlatformID       14
Location.HypervisorID     1402
Location.NodeID           63
BootType                  local
SecurityGroup.ID          5e0d8a4f-b27c-4c91-8e63-1a9f2d7b0c58
SecurityGroup.Name        sg-prod-internal
Arch                      x86_64
Zone                      fr-par-2
{tag_lines}

Volumes:
ID                                    NAME                 SIZE   VOLUME TYPE  STATE      ZONE
b71f3c2e-9d04-4a68-8e15-c2a6f0d97b43  queue-01-root        20 GB  b_ssd        available  fr-par-2
47e9a0d6-1c3b-4f87-a2d5-8b6e3f0c9a71  queue-01-rabbitmq    100 GB b_ssd        available  fr-par-2"""
    snaps = cols([["ID", "NAME", "VOLUME TYPE", "SIZE", "STATE", "BASE VOLUME ID", "CREATION DATE", "ZONE"],
                  ["e2c7a91d-5f36-4b08-9d4e-a0f8b3c61725", "queue-01-rabbitmq-weekly-2024-05-12", "b_ssd", "100 GB", "available", "47e9a0d6-1c3b-4f87-a2d5-8b6e3f0c9a71", "2 days ago", "fr-par-2"],
                  ["8a4d0f6c-2b9e-4c71-a5f3-d1e7b08c4962", "queue-01-rabbitmq-weekly-2024-05-05", "b_ssd", "100 GB", "available", "47e9a0d6-1c3b-4f87-a2d5-8b6e3f0c9a71", "1 week ago", "fr-par-2"],
                  ["3f91b5e2-7d0a-4e68-b4c9-6a2e1d8f0b37", "api-01-root-pre-upgrade", "b_ssd", "20 GB", "available", "a06c8e3f-4b1d-49a7-8c52-e7f3d9b1a064", "3 weeks ago", "fr-par-2"]], gap=2)
    vols = cols([["ID", "NAME", "EXPORT URI", "SIZE", "TYPE", "STATE", "SERVER ID", "SERVER NAME", "ZONE"],
                 ["b71f3c2e-9d04-4a68-8e15-c2a6f0d97b43", "queue-01-root", "-", "20 GB", "b_ssd", "available", qid, "queue-01", "fr-par-2"],
                 ["47e9a0d6-1c3b-4f87-a2d5-8b6e3f0c9a71", "queue-01-rabbitmq", "-", "100 GB", "b_ssd", "available", qid, "queue-01", "fr-par-2"],
                 ["a06c8e3f-4b1d-49a7-8c52-e7f3d9b1a064", "api-01-root", "-", "20 GB", "b_ssd", "available", "c3a90f5e-7b12-4d68-9e4a-81f6d0b2c7e5", "api-01", "fr-par-2"],
                 ["d5b2e8f1-0a7c-4396-b1e4-f8c6a3d2097e", "api-02-root", "-", "20 GB", "b_ssd", "available", "0f4d8b6a-2e95-47c1-a3f8-d6b1e0c95a27", "api-02", "fr-par-2"],
                 ["1c8f4a6e-3d92-4b07-a5e1-c7b0d9f2e864", "worker-01-root", "-", "80 GB", "b_ssd", "available", "9e17c4b2-83d6-4f0a-b5e2-7c3a98d1f046", "worker-01", "fr-par-2"],
                 ["f0a3d7b9-6e14-4c58-92d1-b4e8a0c6f375", "bastion-root", "-", "10 GB", "b_ssd", "available", "a8d63f20-5c1e-4b97-8f4a-0e2d7b6c1935", "bastion", "fr-par-2"]], gap=2)
    sgs = cols([["ID", "NAME", "DEFAULT", "PROJECT DEFAULT", "STATEFUL", "INBOUND DEFAULT POLICY", "OUTBOUND DEFAULT POLICY", "ZONE"],
                ["5e0d8a4f-b27c-4c91-8e63-1a9f2d7b0c58", "sg-prod-internal", "false", "false", "true", "drop", "accept", "fr-par-2"],
                ["b93c6e17-0d4a-4f25-a8b1-e2f7c5d9a036", "sg-prod-public-web", "false", "false", "true", "drop", "accept", "fr-par-2"],
                ["7a2f1d0c-e84b-4963-bc57-03d9e6a1f8b2", "Default security group", "true", "true", "true", "accept", "accept", "fr-par-2"]], gap=2)
    turns = [
        p.run(f"scw instance server list {z}", cols([sh] + servers(qid, "[prod queue]"), gap=2), duration=2),
        p.run(f"scw instance server get {qid} {z}", detail(["prod", "queue"], "running", "2 days ago"), duration=2),
        p.run(f"scw instance server update {qid} tags.0=prod tags.1=queue tags.2=patched-2024-05 {z}", detail(["prod", "queue", "patched-2024-05"], "running", "now"), duration=2),
        p.run(f"scw instance snapshot list {z}", snaps, duration=2),
        p.run(f"scw instance volume list {z}", vols, duration=2),
        p.run(f"scw instance server reboot {qid} {z} --wait", "✅ Success.", duration=60),
        p.run("ssh -o BatchMode=yes root@51.159.128.73 'uptime; systemctl is-active rabbitmq-server; rabbitmq-diagnostics -q check_running'", """ 14:21:07 up 1 min,  0 users,  load average: 1.84, 0.52, 0.18
active
RabbitMQ on node rabbit@queue-01 is fully booted and running""", duration=5),
        p.run(f"scw instance server list {z}", cols([sh] + servers(qid_drift, "[prod queue patched-2024-05]"), gap=2), duration=2),
        p.run(f"scw instance security-group list {z}", sgs, duration=2),
        p.run(f"scw instance snapshot create volume-id=47e9a0d6-1c3b-4f87-a2d5-8b6e3f0c9a71 name=queue-01-rabbitmq-post-patch-2024-05-14 {z}", """Snapshot.ID               c4f82e0b-9a17-4d63-b5e8-1f0d7a3c92e6
Snapshot.Name             queue-01-rabbitmq-post-patch-2024-05-14
Snapshot.Organization     2f7c0b94-1e6a-4d38-95c2-a0b8d3e7f146
Snapshot.Project          2f7c0b94-1e6a-4d38-95c2-a0b8d3e7f146
Snapshot.VolumeType       b_ssd
Snapshot.Size             100 GB
Snapshot.State            snapshotting
Snapshot.BaseVolume.ID    47e9a0d6-1c3b-4f87-a2d5-8b6e3f0c9a71
Snapshot.BaseVolume.Name  queue-01-rabbitmq
Snapshot.CreationDate     now
Snapshot.ModificationDate now
Snapshot.Zone             fr-par-2
Snapshot.Error            -
Task.ID                   2e9d5a7c-0b14-4f38-86e1-c3a7f0d2b591
Task.Description          volume_snapshot
Task.Status               pending
Task.Progress             0
Task.StartedAt            now
Task.TerminatedAt         -""", duration=3),
    ]
    rs.add(task="terminal", tid="h36-terminal-20", system=SYSTEM, turns=turns, state="infra@admin-par:~$",
           bad=True, turn=8, kind="server UUID of queue-01 changes in the listing after a reboot that keeps the id")


# memcached-tool — clean
def t21(rs: RowSet) -> None:
    p = Pane("web", "app-07", "/home/web")
    host = "10.0.4.21:11211"

    def stats(v: dict[str, str]) -> str:
        fields = ["accepting_conns", "auth_cmds", "bytes", "bytes_read", "bytes_written", "cmd_flush", "cmd_get", "cmd_set",
                  "cmd_touch", "conn_yields", "curr_connections", "curr_items", "decr_hits", "decr_misses", "delete_hits",
                  "delete_misses", "evictions", "expired_unfetched", "get_expired", "get_hits", "get_misses", "limit_maxbytes",
                  "pid", "pointer_size", "reclaimed", "rusage_system", "rusage_user", "threads", "time", "total_connections",
                  "total_items", "uptime", "version"]
        return f"#{host}   Field       Value\n" + "\n".join(f"{f:>24}{v[f]:>19}" for f in fields)

    s1 = {"accepting_conns": "1", "auth_cmds": "0", "bytes": "412877315", "bytes_read": "92814476201", "bytes_written": "311590238764",
          "cmd_flush": "0", "cmd_get": "486219733", "cmd_set": "21877410", "cmd_touch": "0", "conn_yields": "0",
          "curr_connections": "84", "curr_items": "1296412", "decr_hits": "0", "decr_misses": "0", "delete_hits": "318841",
          "delete_misses": "12077", "evictions": "0", "expired_unfetched": "2281973", "get_expired": "611204",
          "get_hits": "449031877", "get_misses": "37187856", "limit_maxbytes": "2147483648", "pid": "1042",
          "pointer_size": "64", "reclaimed": "4410562", "rusage_system": "21877.104431", "rusage_user": "9874.331907",
          "threads": "4", "time": "1715690401", "total_connections": "1902664", "total_items": "21918227",
          "uptime": "3887266", "version": "1.6.21"}
    s2 = dict(s1)
    s2.update({"bytes": "412861902", "bytes_read": "92814839047", "bytes_written": "311591705318", "cmd_get": "486228102",
               "cmd_set": "21877791", "curr_connections": "82", "curr_items": "1296398", "delete_hits": "318843",
               "get_hits": "449039601", "get_misses": "37188501", "rusage_system": "21877.581022", "rusage_user": "9874.552180",
               "time": "1715690462", "total_connections": "1902671", "total_items": "21918608", "uptime": "3887327",
               "reclaimed": "4410588", "expired_unfetched": "2281990", "get_expired": "611219"})
    disp_h = "  #  Item_Size  Max_age   Pages   Count   Full?  Evicted Evict_Time OOM"
    disp = disp_h + """
  1      96B   3887201s       4   43388      no        0        0    0
  2     120B   3886944s       9   78612      no        0        0    0
  3     152B   3886210s      38  262041      no        0        0    0
  4     192B    604722s      61  333104      no        0        0    0
  5     240B    604788s      44  192172      no        0        0    0
  6     304B     86371s      37  127650      no        0        0    0
  7     384B     86388s      52  141962      no        0        0    0
  8     480B     86394s      29   63318      no        0        0    0
  9     600B     21587s      18   31437      no        0        0    0
 10     752B     21593s      11   15319      no        0        0    0
 11     944B      3591s       6    6652      no        0        0    0
 12     1.2K      3597s       4    3528      no        0        0    0
 13     1.4K      3599s       3    2196      no        0        0    0
 14     1.8K      3598s       2    1172      no        0        0    0
 15     2.3K       899s       1     453      no        0        0    0"""
    flags_old = '{"checkout_v2":true,"search_typo_tolerance":false,"promo_banner":"spring24","rollout":{"checkout_v2":0.25},"generated_at":"2024-05-14T12:31:07Z"}'
    flags_new = '{"checkout_v2":true,"search_typo_tolerance":true,"promo_banner":"spring24","rollout":{"checkout_v2":0.25,"search_typo_tolerance":1.0},"generated_at":"2024-05-14T12:40:37Z"}'
    nc = f"nc -q1 {host.split(':')[0]} 11211"
    turns = [
        p.run(f"memcached-tool {host} stats", stats(s1)),
        p.run(f"memcached-tool {host} display", disp),
        p.run(f"printf 'get feature_flags:v3\\r\\nquit\\r\\n' | {nc}", f"VALUE feature_flags:v3 0 {len(flags_old)}\r\n{flags_old}\r\nEND".replace("\r", "")),
        p.run(f"printf 'delete feature_flags:v3\\r\\nquit\\r\\n' | {nc}", "DELETED"),
        p.run(f"printf 'get feature_flags:v3\\r\\nquit\\r\\n' | {nc}", "END"),
        p.run(f"sleep 45; printf 'get feature_flags:v3\\r\\nquit\\r\\n' | {nc}", f"VALUE feature_flags:v3 0 {len(flags_new)}\n{flags_new}\nEND", duration=47),
        p.run(f"memcached-tool {host} stats | grep -E ' (cmd_get|cmd_set|curr_items|delete_hits|get_hits|get_misses|time|total_items|uptime) '", "\n".join(
            f"{f:>24}{s2[f]:>19}" for f in ["cmd_get", "cmd_set", "curr_items", "delete_hits", "get_hits", "get_misses", "time", "total_items", "uptime"])),
    ]
    rs.add(task="terminal", tid="h36-terminal-21", system=SYSTEM, turns=turns, state="web@app-07:~$")


# caddy — bad
def t22(rs: RowSet) -> None:
    root = "/srv/caddy"
    p = Pane("deploy", "stage-gw", root)
    caddyfile = """{
	admin localhost:2019
	email ops@harbourline.dev
}

:8080 {
	handle /healthz {
		respond "ok" 200
	}
	handle /api/* {
		reverse_proxy 127.0.0.1:9001 127.0.0.1:9002 {
			lb_policy round_robin
			health_uri /healthz
			health_interval 10s
		}
	}
	handle {
		root * /srv/caddy/site
		file_server
	}
	log {
		output file /var/log/caddy/stage-access.log
		format json
	}
}

:8443 {
	tls internal
	reverse_proxy 127.0.0.1:9001
}"""
    start_log = """2024/05/14 13:40:12.318	INFO	using provided configuration	{"config_file": "Caddyfile", "config_adapter": ""}
2024/05/14 13:40:12.321	INFO	admin	admin endpoint started	{"address": "localhost:2019", "enforce_origin": false, "origins": ["//localhost:2019", "//[::1]:2019", "//127.0.0.1:2019"]}
2024/05/14 13:40:12.322	INFO	tls.cache.maintenance	started background certificate maintenance	{"cache": "0xc0004b2d80"}
2024/05/14 13:40:12.324	INFO	http.auto_https	server is listening only on the HTTP port, so no automatic HTTPS will be applied to this server	{"server_name": "srv0", "http_port": 8080}
2024/05/14 13:40:12.325	INFO	http	enabling HTTP/3 listener	{"addr": ":8443"}
2024/05/14 13:40:12.326	INFO	http.log	server running	{"name": "srv1", "protocols": ["h1", "h2", "h3"]}
2024/05/14 13:40:12.326	INFO	http.log	server running	{"name": "srv0", "protocols": ["h1", "h2", "h3"]}
2024/05/14 13:40:12.331	INFO	pki.ca.local	root certificate is already trusted by system	{"path": "storage:pki/authorities/local/root.crt"}
2024/05/14 13:40:12.332	INFO	autosaved config (load with --resume flag)	{"file": "/home/deploy/.config/caddy/autosave.json"}
2024/05/14 13:40:12.332	INFO	serving initial configuration
Successfully started Caddy (pid=28417) - Caddy is running in the background"""
    turns = [
        p.run("caddy version", "v2.7.6 h1:w0NymbG2m9PcvKWsrXO6EEkY9Ru4FJK8uQbYcev1p3A="),
        p.run("cat Caddyfile", caddyfile),
        p.run("caddy start --config Caddyfile", start_log, duration=3),
        p.run("pgrep -a caddy", "28417 caddy run --pingback 127.0.0.1:41877 --config Caddyfile"),
        p.run("curl -sI http://localhost:8080/healthz", """HTTP/1.1 200 OK
Content-Type: text/plain; charset=utf-8
Server: Caddy
Date: Tue, 14 May 2024 13:40:31 GMT
Content-Length: 2"""),
        p.run("sed -i 's|^:8080 {|:8080 {\\n\\theader X-Env staging|' Caddyfile && sed -n '6,9p' Caddyfile", """:8080 {
	header X-Env staging
	handle /healthz {
		respond "ok" 200"""),
        p.run("caddy validate --config Caddyfile", """2024/05/14 13:41:47.904	INFO	using provided configuration	{"config_file": "Caddyfile", "config_adapter": ""}
2024/05/14 13:41:47.906	INFO	tls.cache.maintenance	started background certificate maintenance	{"cache": "0xc0003c9b00"}
2024/05/14 13:41:47.907	INFO	http.auto_https	server is listening only on the HTTP port, so no automatic HTTPS will be applied to this server	{"server_name": "srv0", "http_port": 8080}
2024/05/14 13:41:47.907	INFO	tls.cache.maintenance	stopped background certificate maintenance	{"cache": "0xc0003c9b00"}
Valid configuration"""),
        p.run("caddy reload --config Caddyfile", '2024/05/14 13:42:05.118	INFO	using provided configuration	{"config_file": "Caddyfile", "config_adapter": ""}'),
        p.run("curl -sI http://localhost:8080/healthz", """HTTP/1.1 200 OK
Content-Type: text/plain; charset=utf-8
Server: Caddy
X-Env: staging
Date: Tue, 14 May 2024 13:42:11 GMT
Content-Length: 2"""),
        p.run("curl -s localhost:2019/config/ | jq -c '.apps.http.servers | to_entries[] | {name: .key, listen: .value.listen, routes: (.value.routes | length)}'", """{"name":"srv0","listen":[":8080"],"routes":1}
{"name":"srv1","listen":[":8443"],"routes":1}"""),
        p.run("ps -o pid,ppid,etime,rss,cmd -p $(pgrep caddy)", """    PID    PPID     ELAPSED   RSS CMD
  28471       1       02:11 41872 caddy run --pingback 127.0.0.1:41877 --config Caddyfile"""),
    ]
    rs.add(task="terminal", tid="h36-terminal-22", system=SYSTEM, turns=turns, state="deploy@stage-gw:/srv/caddy$",
           bad=True, turn=11, kind="caddy process shows a different PID after a config reload that keeps the process")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
