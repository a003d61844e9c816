# ruff: noqa: E501
"""Held-out set holdout42, terminal domain: 22 tmux-shell trajectories (11 with one contradiction).

Written blind, in the official AgentWorldBench row format, to measure a decoherence detector. Run from
the repository root: ``python3 -m tests.decoherence.independent.holdout42_parts.terminal.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """You are a Terminal World Model: a precise simulator of a Linux/Unix shell running inside a tmux pane.

Each turn you receive the keystrokes an agent sends to the pane, as a JSON array of {"keystrokes", "duration"} objects (a trailing newline executes a command; tmux notation such as C-c is a control key; empty keystrokes mean wait). Predict the exact contents the terminal shows afterwards: the prompt line with the echoed command, everything the command writes to stdout and stderr, and the next prompt once the command has finished within the given duration.

Keep the whole session coherent. The working directory, environment variables, files, users, services, processes, and any cloud, cluster or database resources that earlier commands created, changed or removed must be reflected in every later output, and nothing the session has already shown may silently change unless something in the session (or the ordinary passage of time on a live system) would change it. Identifiers, sizes, timestamps, counters and settings that were printed before must stay the same unless an action or elapsed time explains the difference.

Reproduce real tool output faithfully: the same column layouts, headers, JSON and YAML shapes, units, rounding, ids and error messages the real programs print, with plausible numbers. Match the prompt format established by the current state. Output only the terminal contents after **Environment Observation:**, with no commentary."""


def cols(rows: list[tuple[str, ...]], gap: int = 3, right: tuple[int, ...] = (), head_left: bool = False) -> str:
    """Column-aligned text as tabwriter-based CLIs print it (docker, kubectl, hcloud, doctl, gcloud)."""
    n = len(rows[0])
    w = [max(len(r[i]) for r in rows) for i in range(n)]
    out = []
    for k, r in enumerate(rows):
        cells = []
        for i, c in enumerate(r):
            if i in right and not (head_left and k == 0):
                cells.append(c.rjust(w[i]))
            elif i == n - 1:
                cells.append(c)
            else:
                cells.append(c.ljust(w[i]))
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def box(head: tuple[str, ...], rows: list[tuple[str, ...]], right: tuple[int, ...] = (), center: bool = True) -> str:
    """An ASCII box table (etcdctl -w table centres its headers, the mysql client does not)."""
    n = len(head)
    w = [max(len(x[i]) for x in [head, *rows]) for i in range(n)]
    sep = "+" + "+".join("-" * (w[i] + 2) for i in range(n)) + "+"

    def line(r: tuple[str, ...], hdr: bool) -> str:
        cells = []
        for i, c in enumerate(r):
            if hdr:
                cells.append(c.center(w[i]) if center else c.ljust(w[i]))
            elif i in right:
                cells.append(c.rjust(w[i]))
            else:
                cells.append(c.ljust(w[i]))
        return "| " + " | ".join(cells) + " |"

    return "\n".join([sep, line(head, True), sep, *[line(r, False) for r in rows], sep])


def psql(head: tuple[str, ...], rows: list[tuple[str, ...]], right: tuple[int, ...] = (), title: str | None = None,
         footer: bool = True) -> str:
    """psql's aligned output format."""
    n = len(head)
    w = [max(len(x[i]) for x in [head, *rows]) for i in range(n)]
    sep = "+".join("-" * (w[i] + 2) for i in range(n))
    hdr = " " + " | ".join(head[i].center(w[i]) for i in range(n))
    out = []
    if title:
        out.append(title.center(len(sep)).rstrip())
    out += [hdr.rstrip(), sep]
    for r in rows:
        out.append((" " + " | ".join(r[i].rjust(w[i]) if i in right else r[i].ljust(w[i]) for i in range(n))).rstrip())
    if footer:
        out.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(out)


def aws_table(title: str, rows: list[tuple[str, ...]]) -> str:
    """aws --output table for a list of lists."""
    n = len(rows[0])
    w = [max(len(r[i]) for r in rows) for i in range(n)]
    sep = "+" + "+".join("-" * (w[i] + 3) for i in range(n)) + "+"
    body = ["|" + "|".join("  " + r[i].ljust(w[i]) + " " for i in range(n)) + "|" for r in rows]
    return "\n".join(["-" * len(sep), "|" + title.center(len(sep) - 2) + "|", sep, *body, sep])


def js(obj: Any, indent: int = 4) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


# docker volume and network: clean
def t01(rs: RowSet) -> None:
    p = Pane("deploy", "build-runner-07", "/home/deploy/stack")
    state = "deploy@build-runner-07:~/stack$ docker compose version\nDocker Compose version v2.27.1\n" + p.prompt
    anon = "3f9a1c0b6e2d48d7a1e4b5c29f0d7e61a8b3c4d5e6f708192a3b4c5d6e7f8091"
    netid = "7d3e91c04b2a5f86e1d07c9a3b4f52e8d6a1c9b07e3f4a5d2c8b1e6f9a0d3c7b"
    vols = [("DRIVER", "VOLUME NAME"), ("local", anon), ("local", "grafana-data"), ("local", "loki-chunks"),
            ("local", "pgdata-staging"), ("local", "prometheus-tsdb"), ("local", "stack_redis-data")]
    vols2 = [v for v in vols if v[1] != anon]
    vols2.insert(5, ("local", "stack_minio-data"))
    nets = [("NETWORK ID", "NAME", "DRIVER", "SCOPE"), ("5c1e2a7f9b30", "bridge", "bridge", "local"),
            ("a8d40f3c71e6", "host", "host", "local"), ("e27b9d1048fa", "monitoring_net", "bridge", "local"),
            ("0f6c3b8e2d59", "none", "null", "local"), ("b91f7a24c6d3", "stack_default", "bridge", "local")]
    nets2 = [nets[0], (netid[:12], "backend_net", "bridge", "local"), *nets[1:]]
    net_inspect = [{
        "Name": "backend_net", "Id": netid, "Created": "2024-06-14T10:17:42.518220391Z", "Scope": "local",
        "Driver": "bridge", "EnableIPv6": False,
        "IPAM": {"Driver": "default", "Options": {}, "Config": [{"Subnet": "172.28.0.0/16", "Gateway": "172.28.0.1"}]},
        "Internal": False, "Attachable": False, "Ingress": False, "ConfigFrom": {"Network": ""}, "ConfigOnly": False,
        "Containers": {}, "Options": {}, "Labels": {"project": "stack"}}]
    vol_inspect = [{
        "CreatedAt": "2024-06-14T10:17:31Z", "Driver": "local", "Labels": {"project": "stack", "tier": "objectstore"},
        "Mountpoint": "/var/lib/docker/volumes/stack_minio-data/_data", "Name": "stack_minio-data", "Options": None,
        "Scope": "local"}]
    turns = [
        p.run("docker volume ls", cols(vols, 4)),
        p.run("docker network ls", cols(nets)),
        p.run("docker volume create --label project=stack --label tier=objectstore stack_minio-data", "stack_minio-data"),
        p.run("docker network create --driver bridge --subnet 172.28.0.0/16 --gateway 172.28.0.1 --label project=stack backend_net", netid),
        p.run("docker network inspect backend_net", js(net_inspect)),
        p.run("docker volume inspect stack_minio-data", js(vol_inspect)),
        p.run(f"docker volume rm {anon}", anon),
        p.run("docker volume ls", cols(vols2, 4)),
        p.run("docker network ls", cols(nets2)),
    ]
    rs.add(task="terminal", tid="h42-terminal-01", system=SYSTEM, turns=turns, state=state)


# aws ec2: bad
def t02(rs: RowSet) -> None:
    p = Pane("ops", "bastion-euw1", "/home/ops")
    state = "ops@bastion-euw1:~$ echo $AWS_DEFAULT_REGION\neu-west-1\n" + p.prompt
    q = ("aws ec2 describe-instances --filters \"Name=tag:Role,Values=worker\" --query "
         "'Reservations[].Instances[].[InstanceId,InstanceType,State.Name,PrivateIpAddress,LaunchTime]' --output table")
    rows1 = [("i-0a4f2c91d7e83b615", "m5.xlarge", "running", "10.40.12.87", "2024-03-11T08:14:52+00:00"),
             ("i-07c3e8d1b2a94f056", "m5.xlarge", "running", "10.40.13.142", "2024-03-11T08:14:55+00:00"),
             ("i-0e91b5d73c6a2f48d", "m5.xlarge", "running", "10.40.14.23", "2024-04-02T16:40:07+00:00"),
             ("i-05d2a7f9e13c8b640", "m5.large", "running", "10.40.12.201", "2024-05-19T11:03:38+00:00")]
    rows2 = [rows1[0], rows1[1],
             ("i-0e91b5d73c6a2f84d", "m5.xlarge", "running", "10.40.14.23", "2024-04-02T16:40:07+00:00"),
             ("i-05d2a7f9e13c8b640", "m5.xlarge", "running", "10.40.12.201", "2024-06-14T09:27:41+00:00")]
    iid = "i-05d2a7f9e13c8b640"
    stop = {"StoppingInstances": [{"CurrentState": {"Code": 64, "Name": "stopping"}, "InstanceId": iid,
                                   "PreviousState": {"Code": 16, "Name": "running"}}]}
    start = {"StartingInstances": [{"CurrentState": {"Code": 0, "Name": "pending"}, "InstanceId": iid,
                                    "PreviousState": {"Code": 80, "Name": "stopped"}}]}
    status = {"InstanceStatuses": [{
        "AvailabilityZone": "eu-west-1a", "InstanceId": iid, "InstanceState": {"Code": 16, "Name": "running"},
        "InstanceStatus": {"Details": [{"Name": "reachability", "Status": "initializing"}], "Status": "initializing"},
        "SystemStatus": {"Details": [{"Name": "reachability", "Status": "initializing"}], "Status": "initializing"}}]}
    tags = "\n".join(f"TAGS\t{k}\t{iid}\tinstance\t{v}" for k, v in [
        ("Environment", "prod"), ("Name", "worker-4"), ("ResizedOn", "2024-06-14"), ("Role", "worker"),
        ("Team", "data-platform")])
    turns = [
        p.run(q, aws_table("DescribeInstances", rows1), duration=3.0),
        p.run(f"aws ec2 stop-instances --instance-ids {iid}", js(stop), duration=3.0),
        p.run(f"aws ec2 wait instance-stopped --instance-ids {iid} && echo stopped", "stopped", duration=60.0),
        p.run(f"aws ec2 modify-instance-attribute --instance-id {iid} --instance-type \"{{\\\"Value\\\": \\\"m5.xlarge\\\"}}\"", "", duration=3.0),
        p.run(f"aws ec2 start-instances --instance-ids {iid}", js(start), duration=3.0),
        p.run(q, aws_table("DescribeInstances", rows2), duration=3.0),
        p.run(f"aws ec2 describe-instance-status --instance-ids {iid}", js(status), duration=3.0),
        p.run(f"aws ec2 create-tags --resources {iid} --tags Key=ResizedOn,Value=2024-06-14 && aws ec2 describe-tags --filters Name=resource-id,Values={iid} --output text", tags, duration=4.0),
    ]
    rs.add(task="terminal", tid="h42-terminal-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="instance id of an untouched worker drifts in the re-listed table")


# hcloud server: clean
def t03(rs: RowSet) -> None:
    p = Pane("root", "mgmt01", "/root")
    state = "Last login: Fri Jun 14 09:58:31 2024 from 10.0.0.254\n" + p.prompt
    h = ("ID", "NAME", "STATUS", "IPV4", "IPV6", "PRIVATE NET", "DATACENTER", "AGE")
    s1 = ("38150662", "web-fsn1-01", "running", "49.13.87.214", "2a01:4f8:c012:5a3e::/64", "10.0.0.2 (net-prod)", "fsn1-dc14", "212d")
    s2 = ("38150663", "web-fsn1-02", "running", "49.13.90.7", "2a01:4f8:c012:6b11::/64", "10.0.0.3 (net-prod)", "fsn1-dc14", "212d")
    s3 = ("41277309", "db-fsn1-01", "running", "116.203.41.158", "2a01:4f8:c17:2f0c::/64", "10.0.0.10 (net-prod)", "fsn1-dc14", "143d")
    s4 = ("44902158", "worker-nbg1-01", "off", "167.235.64.19", "2a01:4f8:1c1b:8d72::/64", "10.0.1.5 (net-prod)", "nbg1-dc3", "37d")
    s4on = s4[:2] + ("running",) + s4[3:]
    s5 = ("46718243", "worker-nbg1-02", "running", "188.245.102.61", "2a01:4f8:1c1e:a4b7::/64", "10.0.1.6 (net-prod)", "nbg1-dc3", "2m")
    create = """ ✓ Waiting for create_server       100% 10s
 ✓ Waiting for start_server        100% 10s
 ✓ Waiting for attach_to_network   100% 3.4s
Server 46718243 created
IPv4: 188.245.102.61
IPv6: 2a01:4f8:1c1e:a4b7::1
IPv6 Network: 2a01:4f8:1c1e:a4b7::/64
Private Networks:
\t- 10.0.1.6 (net-prod)"""
    short = [("ID", "NAME", "STATUS", "IPV4", "AGE")] + [(r[0], r[1], r[2], r[3], r[7]) for r in (s1, s2, s3, s4on)] \
        + [("46718243", "worker-nbg1-02", "running", "188.245.102.61", "1m")]
    describe = """ID:\t\t46718243
Name:\t\tworker-nbg1-02
Status:\t\trunning
Created:\tFri Jun 14 10:02:17 CEST 2024 (2 minutes ago)
Server Type:\tcpx31 (ID: 104)
  ID:\t\t104
  Name:\t\tcpx31
  Description:\tCPX 31
  Cores:\t4
  CPU Type:\tshared
  Architecture:\tx86
  Memory:\t8 GB
  Disk:\t\t160 GB
  Storage Type:\tlocal
Public Net:
  IPv4:
    ID:\t\t60811924
    IP:\t\t188.245.102.61
    Blocked:\tno
    DNS:\tstatic.61.102.245.188.clients.your-server.de
  IPv6:
    ID:\t\t60811925
    IP:\t\t2a01:4f8:1c1e:a4b7::/64
    Blocked:\tno
  Floating IPs:
    No Floating IPs
Private Net:
  - ID:\t\t\t3893011
    Name:\t\tnet-prod
    IP:\t\t\t10.0.1.6
    MAC Address:\t86:00:00:a4:2c:19
    Alias IPs:\t\t-
Volumes:
  No Volumes
Image:
  ID:\t\t67794396
  Type:\t\tsystem
  Status:\tavailable
  Name:\t\tubuntu-22.04
  Description:\tUbuntu 22.04
  Image size:\t-
  Disk size:\t5 GB
  Created:\tFri Jan 26 09:49:20 CET 2024 (4 months ago)
  OS flavor:\tubuntu
  OS version:\t22.04
  Rapid deploy:\tyes
Datacenter:
  ID:\t\t2
  Name:\t\tnbg1-dc3
  Description:\tNuremberg 1 virtual DC 3
  Location:
    Name:\t\tnbg1
    Description:\tNuremberg DC Park 1
    Country:\tDE
    City:\t\tNuremberg
    Latitude:\t49.452102
    Longitude:\t11.076665
Traffic:
  Outgoing:\t18 KiB
  Ingoing:\t2.3 MiB
  Included:\t20 TiB
Backup Window:\tBackups disabled
Rescue System:\tdisabled
ISO:
  No Image
Protection:
  Delete:\tno
  Rebuild:\tno
Labels:
  role: worker
Placement Group:
  No Placement Group"""
    turns = [
        p.run("hcloud server list", cols([h, s1, s2, s3, s4])),
        p.run("hcloud server create --name worker-nbg1-02 --type cpx31 --image ubuntu-22.04 --location nbg1 --ssh-key ops-2024 --network net-prod --label role=worker", create, duration=30.0),
        p.run("hcloud server poweron worker-nbg1-01", " ✓ Waiting for start_server        100% 2.1s\nServer 44902158 started", duration=5.0),
        p.run("hcloud server list -o columns=id,name,status,ipv4,age", cols(short)),
        p.run("hcloud server describe worker-nbg1-02", describe),
        p.run("hcloud server list -l role=worker", cols([h, s4on, s5])),
    ]
    rs.add(task="terminal", tid="h42-terminal-03", system=SYSTEM, turns=turns, state=state)


# git stash and worktree: bad
def t04(rs: RowSet) -> None:
    p = Pane("maya", "dev-laptop", "/home/maya/src/payments-api")
    state = p.prompt
    status = """On branch feature/refund-webhooks
Your branch is ahead of 'origin/feature/refund-webhooks' by 2 commits.
  (use "git push" to publish your local commits)

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/payments/webhooks/refund.py
\tmodified:   src/payments/webhooks/retry.py
\tmodified:   tests/webhooks/test_refund.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
\tnotes-PAY-2288.md

no changes added to commit (use "git add" and/or "git commit -a")"""
    s_new = "stash@{0}: On feature/refund-webhooks: refund retries WIP"
    s_a = "WIP on feature/refund-webhooks: 4e1b7c2 Add refund webhook signature check"
    s_b = "On main: tmp logging for PAY-2291"
    s_c = "WIP on hotfix/idempotency-key: a93d05f Reject reused idempotency keys"
    list1 = f"stash@{{0}}: {s_a}\nstash@{{1}}: {s_b}\nstash@{{2}}: {s_c}"
    list2 = f"{s_new}\nstash@{{1}}: {s_a}\nstash@{{2}}: {s_b}\nstash@{{3}}: {s_c}"
    wt = """/home/maya/src/payments-api        d52a8e1 [feature/refund-webhooks]
/home/maya/src/payments-api-hotfix 81f0c3e [hotfix/PAY-2310]
/home/maya/src/payments-api-legacy 0d6e2a9 [release/1.x]"""
    log = """81f0c3e (HEAD -> hotfix/PAY-2310, origin/main, origin/HEAD) Merge pull request #412 from acme/chore/bump-stripe-sdk
2c7e9b4 Bump stripe-python from 8.11.0 to 9.9.0
f60a1d8 Merge pull request #409 from acme/feat/partial-captures
b38d47e Support partial captures on card payments
## hotfix/PAY-2310...origin/main"""
    turns = [
        p.run("git status", status),
        p.run("git stash list", list1),
        p.run("git stash push -m \"refund retries WIP\"", "Saved working directory and index state On feature/refund-webhooks: refund retries WIP"),
        p.run("git stash list", list2),
        p.run("git stash drop stash@{2}", "Dropped stash@{2} (c7d41e09b8a2f6e35d1c0a4f97b2e8d6a15f3c90)"),
        p.run("git worktree add ../payments-api-hotfix -b hotfix/PAY-2310 origin/main",
              "Preparing worktree (new branch 'hotfix/PAY-2310')\nbranch 'hotfix/PAY-2310' set up to track 'origin/main'.\n"
              "HEAD is now at 81f0c3e Merge pull request #412 from acme/chore/bump-stripe-sdk", duration=2.0),
        p.run("git stash list", list2),
        p.run("git worktree list", wt),
        p.run("cd ../payments-api-hotfix && git log --oneline -4 && git status -sb", log, cd="/home/maya/src/payments-api-hotfix"),
    ]
    rs.add(task="terminal", tid="h42-terminal-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="dropped stash entry listed again")


# kubectl rollout and scale: clean
def t05(rs: RowSet) -> None:
    p = Pane("sre", "ops-jump-02", "/home/sre")
    state = "sre@ops-jump-02:~$ kubectl config current-context\nprod-euc1\n" + p.prompt
    dh = ("NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE")
    dep1 = [dh, ("cart-service", "3/3", "3", "3", "41d"), ("checkout-api", "4/4", "4", "4", "41d"),
            ("payment-gateway", "2/2", "2", "2", "19d")]
    dep2 = [dh, ("cart-service", "3/3", "3", "3", "41d"), ("checkout-api", "6/6", "6", "6", "41d"),
            ("payment-gateway", "2/2", "2", "2", "19d")]
    ph = ("NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES")
    n1, n2, n3 = ("ip-10-20-1-212.eu-central-1.compute.internal", "ip-10-20-2-96.eu-central-1.compute.internal",
                  "ip-10-20-3-41.eu-central-1.compute.internal")
    pods1 = [ph,
             ("checkout-api-6f8b9c7d54-2xkqp", "1/1", "Running", "0", "3d4h", "10.42.3.117", n3, "<none>", "<none>"),
             ("checkout-api-6f8b9c7d54-8mwz4", "1/1", "Running", "1 (2d7h ago)", "3d4h", "10.42.1.58", n1, "<none>", "<none>"),
             ("checkout-api-6f8b9c7d54-lt9vr", "1/1", "Running", "0", "3d4h", "10.42.2.203", n2, "<none>", "<none>"),
             ("checkout-api-6f8b9c7d54-rz5hn", "1/1", "Running", "0", "3d4h", "10.42.3.41", n3, "<none>", "<none>")]
    pods2 = [ph,
             ("checkout-api-7c4d5f9b86-4jxbd", "1/1", "Running", "0", "2m47s", "10.42.2.77", n2, "<none>", "<none>"),
             ("checkout-api-7c4d5f9b86-9pq2w", "1/1", "Running", "0", "2m31s", "10.42.1.160", n1, "<none>", "<none>"),
             ("checkout-api-7c4d5f9b86-f8hzt", "1/1", "Running", "0", "2m15s", "10.42.3.88", n3, "<none>", "<none>"),
             ("checkout-api-7c4d5f9b86-kc6mv", "1/1", "Running", "0", "1m58s", "10.42.2.140", n2, "<none>", "<none>"),
             ("checkout-api-7c4d5f9b86-s2dnl", "1/1", "Running", "0", "19s", "10.42.1.37", n1, "<none>", "<none>"),
             ("checkout-api-7c4d5f9b86-x7rtg", "1/1", "Running", "0", "19s", "10.42.3.202", n3, "<none>", "<none>")]
    rollout = """Waiting for deployment "checkout-api" rollout to finish: 1 out of 4 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 4 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 3 out of 4 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "checkout-api" rollout to finish: 1 old replicas are pending termination...
deployment "checkout-api" successfully rolled out"""
    hist = "deployment.apps/checkout-api \nREVISION  CHANGE-CAUSE\n9         <none>\n10        <none>\n11        <none>\n"
    rs_rows = [("NAME", "DESIRED", "CURRENT", "READY", "AGE"), ("checkout-api-5d9c8b6f47", "0", "0", "0", "12d"),
               ("checkout-api-6f8b9c7d54", "0", "0", "0", "3d4h"), ("checkout-api-7c4d5f9b86", "6", "6", "6", "3m6s")]
    rev = """deployment.apps/checkout-api with revision #11
Pod Template:
  Labels:\tapp=checkout-api
\tpod-template-hash=7c4d5f9b86
  Service Account:\tcheckout-api
  Containers:
   checkout-api:
    Image:\tregistry.acme.io/checkout-api:2.14.1
    Port:\t8080/TCP
    Host Port:\t0/TCP
    Limits:
      cpu:\t1
      memory:\t1Gi
    Requests:
      cpu:\t250m
      memory:\t512Mi
    Liveness:\thttp-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3
    Readiness:\thttp-get http://:8080/ready delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      SPRING_PROFILES_ACTIVE:\tprod
      DB_HOST:\tcheckout-db.checkout.svc.cluster.local
      OTEL_EXPORTER_OTLP_ENDPOINT:\thttp://otel-collector.observability:4317
    Mounts:\t<none>
  Volumes:\t<none>
  Node-Selectors:\t<none>
  Tolerations:\t<none>
"""
    turns = [
        p.run("kubectl -n checkout get deploy", cols(dep1)),
        p.run("kubectl -n checkout get pods -l app=checkout-api -o wide", cols(pods1)),
        p.run("kubectl -n checkout set image deploy/checkout-api checkout-api=registry.acme.io/checkout-api:2.14.1",
              "deployment.apps/checkout-api image updated"),
        p.run("kubectl -n checkout rollout status deploy/checkout-api", rollout, duration=120.0),
        p.run("kubectl -n checkout rollout history deploy/checkout-api", hist),
        p.run("kubectl -n checkout scale deploy/checkout-api --replicas=6", "deployment.apps/checkout-api scaled"),
        p.run("kubectl -n checkout get pods -l app=checkout-api -o wide", cols(pods2), duration=2.0),
        p.run("kubectl -n checkout get deploy", cols(dep2)),
        p.run("kubectl -n checkout get rs -l app=checkout-api", cols(rs_rows)),
        p.run("kubectl -n checkout rollout history deploy/checkout-api --revision=11", rev),
    ]
    rs.add(task="terminal", tid="h42-terminal-05", system=SYSTEM, turns=turns, state=state)


# etcdctl: bad
def t06(rs: RowSet) -> None:
    p = Pane("root", "etcd-a", "/root")
    state = ("root@etcd-a:~# export ETCDCTL_ENDPOINTS=https://10.8.0.11:2379,https://10.8.0.12:2379,https://10.8.0.13:2379\n"
             "root@etcd-a:~# export ETCDCTL_CACERT=/etc/etcd/pki/ca.crt ETCDCTL_CERT=/etc/etcd/pki/admin.crt ETCDCTL_KEY=/etc/etcd/pki/admin.key\n"
             + p.prompt)
    eh = ("ENDPOINT", "ID", "VERSION", "DB SIZE", "IS LEADER", "IS LEARNER", "RAFT TERM", "RAFT INDEX", "RAFT APPLIED INDEX", "ERRORS")
    ids = ("8e9e05c52164694d", "2f4b1c7a9d35e680", "c1d7e3a95b0f4268")
    st1 = [("https://10.8.0.11:2379", ids[0], "3.5.12", "25 MB", "false", "false", "14", "9184471", "9184471", ""),
           ("https://10.8.0.12:2379", ids[1], "3.5.12", "25 MB", "true", "false", "14", "9184471", "9184471", ""),
           ("https://10.8.0.13:2379", ids[2], "3.5.12", "25 MB", "false", "false", "14", "9184470", "9184470", "")]
    st2 = [("https://10.8.0.11:2379", ids[0], "3.5.12", "25 MB", "false", "false", "14", "9184532", "9184532", ""),
           ("https://10.8.0.12:2379", ids[1], "3.5.12", "25 MB", "true", "false", "14", "9184532", "9184532", ""),
           ("https://10.8.0.13:2379", ids[2], "3.5.12", "25 MB", "false", "false", "14", "9184532", "9184532", "")]
    mh = ("ID", "STATUS", "NAME", "PEER ADDRS", "CLIENT ADDRS", "IS LEARNER")
    mem = [(ids[1], "started", "etcd-b", "https://10.8.0.12:2380", "https://10.8.0.12:2379", "false"),
           (ids[2], "started", "etcd-c", "https://10.8.0.13:2380", "https://10.8.0.13:2379", "false"),
           (ids[0], "started", "etcd-a", "https://10.8.0.11:2380", "https://10.8.0.11:2379", "false")]
    get1 = """/config/billing/feature_flags
{"invoice_v2":false,"dunning":true,"tax_engine":"v3"}
/config/billing/max_retries
5
/config/billing/rate_limit_rps
250
/config/billing/webhook_timeout_ms
3000"""
    get2 = """/config/billing/feature_flags
{"invoice_v2":true,"dunning":true,"tax_engine":"v3"}
/config/billing/max_retries
5
/config/billing/rate_limit_rps
250
/config/billing/webhook_timeout_ms
3000"""
    right = (2, 3, 4, 5, 6, 7, 8)
    turns = [
        p.run("etcdctl endpoint status -w table", box(eh, st1, right)),
        p.run("etcdctl get /config/billing/ --prefix", get1),
        p.run("etcdctl put /config/billing/rate_limit_rps 400", "OK"),
        p.run("etcdctl put /config/billing/feature_flags '{\"invoice_v2\":true,\"dunning\":true,\"tax_engine\":\"v3\"}'", "OK"),
        p.run("etcdctl get /config/billing/ --prefix", get2),
        p.run("etcdctl member list -w table", box(mh, mem, (5,))),
        p.run("etcdctl endpoint status -w table", box(eh, st2, right)),
    ]
    rs.add(task="terminal", tid="h42-terminal-06", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="key written with put reads back its old value")


# psql roles: bad
def t07(rs: RowSet) -> None:
    p = Pane("dba", "pg-main-01", "/home/dba")
    state = "dba@pg-main-01:~$ sudo -u postgres psql -Atc 'select version()'\nPostgreSQL 14.12 (Ubuntu 14.12-0ubuntu0.22.04.1) on x86_64-pc-linux-gnu, compiled by gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0, 64-bit\n" + p.prompt
    du_h = ("Role name", "Attributes", "Member of")
    sup = "Superuser, Create role, Create DB, Replication, Bypass RLS"
    du1 = [("analytics_ro", "Cannot login", "{}"), ("app_rw", "Cannot login", "{}"), ("billing_svc", "", "{app_rw}"),
           ("etl_loader", "2 connections", "{app_rw}"), ("grafana", "", "{analytics_ro}"), ("postgres", sup, "{}"),
           ("reporting_user", "Password valid until 2024-09-30 00:00:00+00", "{analytics_ro}")]
    du2 = [("analytics_ro", "Cannot login", "{}"), ("app_rw", "Cannot login", "{}"), ("billing_svc", "", "{app_rw}"),
           ("dbt_runner", "4 connections", "{app_rw,analytics_ro}"), ("etl_loader", "5 connections", "{app_rw}"),
           ("grafana", "", "{analytics_ro}"), ("postgres", sup, "{}"),
           ("reporting_user", "Password valid until 2025-06-30 00:00:00+00", "{analytics_ro}")]
    sel_h = ("rolname", "rolconnlimit", "rolvaliduntil")
    sel = [("analytics_ro", "-1", ""), ("app_rw", "-1", ""), ("billing_svc", "-1", ""), ("dbt_runner", "4", ""),
           ("etl_loader", "5", ""), ("grafana", "-1", ""), ("metabase_reader", "-1", "2025-06-30 00:00:00+00"),
           ("postgres", "-1", "")]
    sq = "sudo -u postgres psql"
    turns = [
        p.run(f"{sq} -c '\\du'", psql(du_h, du1, title="List of roles", footer=False) + "\n"),
        p.run(f"{sq} -c 'ALTER ROLE reporting_user RENAME TO metabase_reader;'", "ALTER ROLE"),
        p.run(f"{sq} -c \"ALTER ROLE metabase_reader PASSWORD 'mB-7rQx2vL9sKt4e' VALID UNTIL '2025-06-30';\"", "ALTER ROLE"),
        p.run(f"{sq} -c 'CREATE ROLE dbt_runner LOGIN CONNECTION LIMIT 4 IN ROLE app_rw;'", "CREATE ROLE"),
        p.run(f"{sq} -c 'ALTER ROLE etl_loader CONNECTION LIMIT 5;'", "ALTER ROLE"),
        p.run(f"{sq} -c 'GRANT analytics_ro TO dbt_runner;'", "GRANT ROLE"),
        p.run(f"{sq} -d appdb -c \"SELECT rolname, rolconnlimit, rolvaliduntil FROM pg_roles WHERE rolname !~ '^pg_' ORDER BY 1;\"",
              psql(sel_h, sel, right=(1,)) + "\n"),
        p.run(f"{sq} -c '\\du'", psql(du_h, du2, title="List of roles", footer=False) + "\n"),
    ]
    rs.add(task="terminal", tid="h42-terminal-07", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="renamed role listed under its old name")


# btrfs subvolumes: clean
def t08(rs: RowSet) -> None:
    p = Pane("root", "nas02", "/root")
    state = p.prompt
    show = """Label: 'data'  uuid: 5b8f2e14-9c3a-4d71-b0e6-2a7f1c9d8e43
\tTotal devices 2 FS bytes used 1.21TiB
\tdevid    1 size 3.64TiB used 1.23TiB path /dev/sdb
\tdevid    2 size 3.64TiB used 1.23TiB path /dev/sdc
"""
    list1 = """ID 256 gen 481207 top level 5 path @media
ID 257 gen 481211 top level 5 path @backups
ID 258 gen 479930 top level 5 path @vm-images
ID 301 gen 475402 top level 5 path .snapshots/@media-2024-06-01
ID 302 gen 478815 top level 5 path .snapshots/@media-2024-06-08"""
    list2 = """ID 256 gen 481239 top level 5 path @media
ID 257 gen 481240 top level 5 path @backups
ID 258 gen 479930 top level 5 path @vm-images
ID 302 gen 478815 top level 5 path .snapshots/@media-2024-06-08
ID 303 gen 481238 top level 5 path .snapshots/@media-2024-06-15"""
    sv = """.snapshots/@media-2024-06-15
\tName: \t\t\t@media-2024-06-15
\tUUID: \t\t\ta3c1e9f0-7b24-4e8d-9f51-6d02b8c7e4a1
\tParent UUID: \t\te4b7d2c9-1a36-4f08-8e5b-93c0f1a2d6b7
\tReceived UUID: \t\t-
\tCreation time: \t\t2024-06-15 09:41:12 +0200
\tSubvolume ID: \t\t303
\tGeneration: \t\t481238
\tGen at creation: \t481237
\tParent ID: \t\t5
\tTop level ID: \t\t5
\tFlags: \t\t\treadonly
\tSend transid: \t\t0
\tSend time: \t\t2024-06-15 09:41:12 +0200
\tReceive transid: \t0
\tReceive time: \t\t-
\tSnapshot(s):
\tQuota group:\t\tn/a"""
    usage = """Overall:
    Device size:\t\t   7.28TiB
    Device allocated:\t\t   2.46TiB
    Device unallocated:\t\t   4.82TiB
    Device missing:\t\t     0.00B
    Device slack:\t\t     0.00B
    Used:\t\t\t   2.41TiB
    Free (estimated):\t\t   2.43TiB\t(min: 2.43TiB)
    Free (statfs, df):\t\t   2.43TiB
    Data ratio:\t\t\t      2.00
    Metadata ratio:\t\t      2.00
    Global reserve:\t\t 512.00MiB\t(used: 0.00B)
    Multiple profiles:\t\t        no

Data,RAID1: Size:1.22TiB, Used:1.20TiB (98.63%)
   /dev/sdb\t   1.22TiB
   /dev/sdc\t   1.22TiB

Metadata,RAID1: Size:8.00GiB, Used:6.71GiB (83.88%)
   /dev/sdb\t   8.00GiB
   /dev/sdc\t   8.00GiB

System,RAID1: Size:32.00MiB, Used:224.00KiB (0.68%)
   /dev/sdb\t  32.00MiB
   /dev/sdc\t  32.00MiB

Unallocated:
   /dev/sdb\t   2.41TiB
   /dev/sdc\t   2.41TiB"""
    snaps = """ID 302 gen 478815 cgen 478814 top level 5 otime 2024-06-08 02:10:39 path .snapshots/@media-2024-06-08
ID 303 gen 481238 cgen 481237 top level 5 otime 2024-06-15 09:41:12 path .snapshots/@media-2024-06-15"""
    turns = [
        p.run("btrfs filesystem show /srv/data", show),
        p.run("btrfs subvolume list /srv/data", list1),
        p.run("btrfs subvolume snapshot -r /srv/data/@media /srv/data/.snapshots/@media-2024-06-15",
              "Create a readonly snapshot of '/srv/data/@media' in '/srv/data/.snapshots/@media-2024-06-15'"),
        p.run("btrfs subvolume delete /srv/data/.snapshots/@media-2024-06-01",
              "Delete subvolume (no-commit): '/srv/data/.snapshots/@media-2024-06-01'"),
        p.run("btrfs subvolume list /srv/data", list2),
        p.run("btrfs subvolume show /srv/data/.snapshots/@media-2024-06-15", sv),
        p.run("btrfs filesystem usage /srv/data", usage),
        p.run("btrfs subvolume list -s /srv/data", snaps),
    ]
    rs.add(task="terminal", tid="h42-terminal-08", system=SYSTEM, turns=turns, state=state)


# systemd timers and journalctl: bad
def t09(rs: RowSet) -> None:
    p = Pane("admin", "app-prod-03", "/home/admin")
    state = p.prompt
    th = ("NEXT", "LEFT", "LAST", "PASSED", "UNIT", "ACTIVATES")
    timers = [th,
              ("Fri 2024-06-14 14:31:20 UTC", "12min left", "Thu 2024-06-13 14:31:20 UTC", "23h ago", "systemd-tmpfiles-clean.timer", "systemd-tmpfiles-clean.service"),
              ("Fri 2024-06-14 14:39:00 UTC", "20min left", "Fri 2024-06-14 14:09:01 UTC", "9min ago", "phpsessionclean.timer", "phpsessionclean.service"),
              ("Fri 2024-06-14 15:00:00 UTC", "41min left", "Fri 2024-06-14 14:00:04 UTC", "18min ago", "report-export.timer", "report-export.service"),
              ("Fri 2024-06-14 18:47:12 UTC", "4h 28min left", "Fri 2024-06-14 06:12:33 UTC", "8h ago", "apt-daily.timer", "apt-daily.service"),
              ("Sat 2024-06-15 00:00:00 UTC", "9h left", "Fri 2024-06-14 00:00:01 UTC", "14h ago", "logrotate.timer", "logrotate.service"),
              ("Sat 2024-06-15 00:00:00 UTC", "9h left", "Fri 2024-06-14 00:00:01 UTC", "14h ago", "man-db.timer", "man-db.service"),
              ("Sat 2024-06-15 02:30:00 UTC", "12h left", "Fri 2024-06-14 02:30:00 UTC", "11h ago", "backup-db.timer", "backup-db.service"),
              ("Sat 2024-06-15 06:41:55 UTC", "16h left", "Fri 2024-06-14 06:27:10 UTC", "7h ago", "apt-daily-upgrade.timer", "apt-daily-upgrade.service"),
              ("Sun 2024-06-16 03:10:22 UTC", "1 day 12h left", "Sun 2024-06-09 03:10:54 UTC", "5 days ago", "e2scrub_all.timer", "e2scrub_all.service"),
              ("Mon 2024-06-17 00:45:12 UTC", "2 days left", "Mon 2024-06-10 00:12:40 UTC", "4 days ago", "fstrim.timer", "fstrim.service")]
    tail = "\n\n{} timers listed.\nPass --all to see loaded but inactive timers, too."
    two = [th,
           ("Fri 2024-06-14 15:00:00 UTC", "38min left", "Fri 2024-06-14 13:00:03 UTC", "1h 21min ago", "report-export.timer", "report-export.service"),
           ("Sat 2024-06-15 02:30:00 UTC", "12h left", "Fri 2024-06-14 02:30:00 UTC", "11h ago", "backup-db.timer", "backup-db.service")]
    one = [th, ("Sat 2024-06-15 02:30:00 UTC", "12h left", "Fri 2024-06-14 02:30:00 UTC", "11h ago", "backup-db.timer", "backup-db.service")]
    h = "app-prod-03"
    fail = f"""Jun 14 02:30:00 {h} systemd[1]: Starting backup-db.service - Nightly PostgreSQL dump to S3...
Jun 14 02:30:00 {h} backup-db.sh[418822]: [backup-db] starting pg_dump of appdb (format=custom, jobs=4)
Jun 14 02:31:38 {h} backup-db.sh[418822]: [backup-db] dump finished: /var/backups/pg/appdb-20240614T023000Z.dump (3.1G)
Jun 14 02:31:39 {h} backup-db.sh[418822]: [backup-db] uploading to s3://acme-pg-backups-prod-old/app-prod-03/
Jun 14 02:31:46 {h} backup-db.sh[418822]: upload failed: ../../var/backups/pg/appdb-20240614T023000Z.dump to s3://acme-pg-backups-prod-old/app-prod-03/appdb-20240614T023000Z.dump An error occurred (NoSuchBucket) when calling the CreateMultipartUpload operation: The specified bucket does not exist
Jun 14 02:31:47 {h} systemd[1]: backup-db.service: Main process exited, code=exited, status=1/FAILURE
Jun 14 02:31:47 {h} systemd[1]: backup-db.service: Failed with result 'exit-code'.
Jun 14 02:31:47 {h} systemd[1]: Failed to start backup-db.service - Nightly PostgreSQL dump to S3.
Jun 14 02:31:47 {h} systemd[1]: backup-db.service: Consumed 1min 12.406s CPU time."""
    status = f"""× backup-db.service - Nightly PostgreSQL dump to S3
     Loaded: loaded (/etc/systemd/system/backup-db.service; static)
     Active: failed (Result: exit-code) since Fri 2024-06-14 02:31:47 UTC; 11h ago
TriggeredBy: ● backup-db.timer
    Process: 418822 ExecStart=/usr/local/bin/backup-db.sh (code=exited, status=1/FAILURE)
   Main PID: 418822 (code=exited, status=1/FAILURE)
        CPU: 1min 12.406s

Jun 14 02:31:38 {h} backup-db.sh[418822]: [backup-db] dump finished: /var/backups/pg/appdb-20240614T023000Z.dump (3.1G)
Jun 14 02:31:39 {h} backup-db.sh[418822]: [backup-db] uploading to s3://acme-pg-backups-prod-old/app-prod-03/
Jun 14 02:31:46 {h} backup-db.sh[418822]: upload failed: ../../var/backups/pg/appdb-20240614T023000Z.dump to s3://acme-pg-backups-prod-old/app-prod-03/appdb-20240614T023000Z.dump An error occurred (NoSuchBucket) when calling the CreateMultipartUpload operation: The specified bucket does not exist
Jun 14 02:31:47 {h} systemd[1]: backup-db.service: Main process exited, code=exited, status=1/FAILURE
Jun 14 02:31:47 {h} systemd[1]: backup-db.service: Failed with result 'exit-code'.
Jun 14 02:31:47 {h} systemd[1]: Failed to start backup-db.service - Nightly PostgreSQL dump to S3.
Jun 14 02:31:47 {h} systemd[1]: backup-db.service: Consumed 1min 12.406s CPU time."""
    ok = f"""Jun 14 14:23:05 {h} systemd[1]: Starting backup-db.service - Nightly PostgreSQL dump to S3...
Jun 14 14:23:05 {h} backup-db.sh[521907]: [backup-db] starting pg_dump of appdb (format=custom, jobs=4)
Jun 14 14:24:49 {h} backup-db.sh[521907]: [backup-db] dump finished: /var/backups/pg/appdb-20240614T142305Z.dump (3.1G)
Jun 14 14:24:50 {h} backup-db.sh[521907]: [backup-db] uploading to s3://acme-pg-backups-prod/app-prod-03/
Jun 14 14:25:30 {h} backup-db.sh[521907]: upload: ../../var/backups/pg/appdb-20240614T142305Z.dump to s3://acme-pg-backups-prod/app-prod-03/appdb-20240614T142305Z.dump
Jun 14 14:25:31 {h} backup-db.sh[521907]: [backup-db] pruning local dumps older than 3 days: removed 1 file(s)
Jun 14 14:25:31 {h} systemd[1]: backup-db.service: Deactivated successfully.
Jun 14 14:25:31 {h} systemd[1]: Finished backup-db.service - Nightly PostgreSQL dump to S3.
Jun 14 14:25:31 {h} systemd[1]: backup-db.service: Consumed 1min 15.882s CPU time."""
    turns = [
        p.run("systemctl list-timers", cols(timers, 1) + tail.format(10)),
        p.run("systemctl status backup-db.service --no-pager", status),
        p.run("journalctl -u backup-db.service --since today --no-pager", fail),
        p.run("systemctl list-timers report-export.timer backup-db.timer", cols(two, 1) + tail.format(2)),
        p.run("grep -n BUCKET /etc/default/backup-db", "3:S3_BUCKET=acme-pg-backups-prod-old\n4:S3_BUCKET_PREFIX=app-prod-03/"),
        p.run("sudo sed -i 's/^S3_BUCKET=acme-pg-backups-prod-old$/S3_BUCKET=acme-pg-backups-prod/' /etc/default/backup-db && grep -n BUCKET /etc/default/backup-db",
              "3:S3_BUCKET=acme-pg-backups-prod\n4:S3_BUCKET_PREFIX=app-prod-03/"),
        p.run("sudo systemctl start backup-db.service", "", duration=180.0),
        p.run("journalctl -u backup-db.service -n 9 --no-pager", ok),
        p.run("systemctl list-timers backup-db.timer", cols(one, 1) + tail.format(1)),
    ]
    rs.add(task="terminal", tid="h42-terminal-09", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="timer LAST trigger time goes backwards")


# redis-cli streams: clean
def t10(rs: RowSet) -> None:
    p = Pane("app", "cache-01", "/home/app")
    state = p.prompt
    r = "redis-cli -h 10.2.0.15"
    info1 = """ 1) "length"
 2) (integer) 18422
 3) "radix-tree-keys"
 4) (integer) 213
 5) "radix-tree-nodes"
 6) (integer) 428
 7) "last-generated-id"
 8) "1718359212447-0"
 9) "max-deleted-entry-id"
10) "0-0"
11) "entries-added"
12) (integer) 18422
13) "recorded-first-entry-id"
14) "1718272801003-0"
15) "groups"
16) (integer) 1
17) "first-entry"
18) 1) "1718272801003-0"
    2) 1) "order_id"
       2) "A-771203"
       3) "type"
       4) "created"
       5) "source"
       6) "web"
19) "last-entry"
20) 1) "1718359212447-0"
    2) 1) "order_id"
       2) "A-789514"
       3) "type"
       4) "paid"
       5) "source"
       6) "psp"
"""
    groups1 = """1)  1) "name"
    2) "fulfillment"
    3) "consumers"
    4) (integer) 3
    5) "pending"
    6) (integer) 12
    7) "last-delivered-id"
    8) "1718359214870-0"
    9) "entries-read"
   10) (integer) 18423
   11) "lag"
   12) (integer) 1"""
    read = """1) 1) "orders:events"
   2) 1) 1) "1718359290552-0"
         2) 1) "order_id"
            2) "A-789528"
            3) "type"
            4) "shipped"
            5) "source"
            6) "wms"
      2) 1) "1718359298114-0"
         2) 1) "order_id"
            2) "A-789530"
            3) "type"
            4) "refund_requested"
            5) "source"
            6) "cli-test\""""
    groups2 = """1)  1) "name"
    2) "fulfillment"
    3) "consumers"
    4) (integer) 3
    5) "pending"
    6) (integer) 9
    7) "last-delivered-id"
    8) "1718359301736-0"
    9) "entries-read"
   10) (integer) 18444
   11) "lag"
   12) (integer) 1
2)  1) "name"
    2) "analytics"
    3) "consumers"
    4) (integer) 1
    5) "pending"
    6) (integer) 2
    7) "last-delivered-id"
    8) "1718359298114-0"
    9) "entries-read"
   10) (integer) 18442
   11) "lag"
   12) (integer) 3"""
    info2 = """ 1) "length"
 2) (integer) 10052
 3) "radix-tree-keys"
 4) (integer) 118
 5) "radix-tree-nodes"
 6) (integer) 237
 7) "last-generated-id"
 8) "1718359318802-0"
 9) "max-deleted-entry-id"
10) "0-0"
11) "entries-added"
12) (integer) 18452
13) "recorded-first-entry-id"
14) "1718316040219-0"
15) "groups"
16) (integer) 2
17) "first-entry"
18) 1) "1718316040219-0"
    2) 1) "order_id"
       2) "A-781377"
       3) "type"
       4) "created"
       5) "source"
       6) "app-ios"
19) "last-entry"
20) 1) "1718359318802-0"
    2) 1) "order_id"
       2) "A-789533"
       3) "type"
       4) "created"
       5) "source"
       6) "web"
"""
    turns = [
        p.run(f"{r} XINFO STREAM orders:events", info1),
        p.run(f"{r} XINFO GROUPS orders:events", groups1),
        p.run(f"{r} XLEN orders:events", "(integer) 18437"),
        p.run(f"{r} XGROUP CREATE orders:events analytics '$'", "OK"),
        p.run(f"{r} XADD orders:events '*' order_id A-789530 type refund_requested source cli-test", "\"1718359298114-0\""),
        p.run(f"{r} XREADGROUP GROUP analytics worker-1 COUNT 10 STREAMS orders:events '>'", read),
        p.run(f"{r} XINFO GROUPS orders:events", groups2),
        p.run(f"{r} XACK orders:events analytics 1718359290552-0 1718359298114-0", "(integer) 2"),
        p.run(f"{r} XPENDING orders:events analytics", "1) (integer) 0\n2) (nil)\n3) (nil)\n4) (empty array)"),
        p.run(f"{r} XTRIM orders:events MAXLEN '~' 10000", "(integer) 8400"),
        p.run(f"{r} XINFO STREAM orders:events", info2),
    ]
    rs.add(task="terminal", tid="h42-terminal-10", system=SYSTEM, turns=turns, state=state)


# lvm: bad
def t11(rs: RowSet) -> None:
    p = Pane("root", "db-stor-02", "/root", style="rhel")
    state = "Last login: Fri Jun 14 07:12:44 2024 from 10.12.0.8\n" + p.prompt
    vgs1 = """  VG      #PV #LV #SN Attr   VSize   VFree
  rl        1   3   0 wz--n- <99.00g        0
  vg_data   2   4   0 wz--n-   1.46t <236.00g"""
    lvs_h = "  LV         VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert"
    lvs1 = lvs_h + """
  lv_backup  vg_data -wi-ao---- 300.00g
  lv_pgdata  vg_data -wi-ao---- 800.00g
  lv_pgwal   vg_data -wi-ao----  64.00g
  lv_scratch vg_data -wi-a----- 100.00g"""
    lvs2 = lvs1.replace("lv_pgdata  vg_data -wi-ao---- 800.00g", "lv_pgdata  vg_data -wi-ao---- 950.00g")
    pvs = """  PV         VG      Fmt  Attr PSize    PFree
  /dev/sda2  rl      lvm2 a--   <99.00g        0
  /dev/sdb   vg_data lvm2 a--  <750.00g        0
  /dev/sdc   vg_data lvm2 a--  <750.00g <236.00g"""
    df1 = "Filesystem                     Size  Used Avail Use% Mounted on\n/dev/mapper/vg_data-lv_pgdata  800G  742G   59G  93% /var/lib/pgsql"
    df2 = "Filesystem                     Size  Used Avail Use% Mounted on\n/dev/mapper/vg_data-lv_pgdata  950G  742G  209G  79% /var/lib/pgsql"
    ext = """  Size of logical volume vg_data/lv_pgdata changed from 800.00 GiB (204800 extents) to 950.00 GiB (243200 extents).
  Logical volume vg_data/lv_pgdata successfully resized."""
    grow = """meta-data=/dev/mapper/vg_data-lv_pgdata isize=512    agcount=4, agsize=52428800 blks
         =                       sectsz=4096  attr=2, projid32bit=1
         =                       crc=1        finobt=1, sparse=1, rmapbt=0
         =                       reflink=1    bigtime=1 inobtcount=1 nrext64=0
data     =                       bsize=4096   blocks=209715200, imaxpct=25
         =                       sunit=0      swidth=0 blks
naming   =version 2              bsize=4096   ascii-ci=0, ftype=1
log      =internal log           bsize=4096   blocks=102400, version=2
         =                       sectsz=4096  sunit=1 blks, lazy-count=1
realtime =none                   extsz=4096   blocks=0, rtextents=0
data blocks changed from 209715200 to 249036800"""
    vgs2 = """  VG      #PV #LV #SN Attr   VSize VFree
  vg_data   2   4   0 wz--n- 1.46t <236.00g"""
    lvd = """  --- Logical volume ---
  LV Path                /dev/vg_data/lv_pgdata
  LV Name                lv_pgdata
  VG Name                vg_data
  LV UUID                Hc3xQe-7yLm-2PfK-Wd9t-Zr4b-Nv8s-Ju1aTq
  LV Write Access        read/write
  LV Creation host, time db-stor-02, 2023-02-07 11:48:20 +0100
  LV Status              available
  # open                 1
  LV Size                950.00 GiB
  Current LE             243200
  Segments               2
  Allocation             inherit
  Read ahead sectors     auto
  - currently set to     8192
  Block device           253:3
"""
    turns = [
        p.run("vgs", vgs1),
        p.run("lvs vg_data", lvs1),
        p.run("pvs", pvs),
        p.run("df -h /var/lib/pgsql", df1),
        p.run("lvextend -L +150G vg_data/lv_pgdata", ext, duration=3.0),
        p.run("xfs_growfs /var/lib/pgsql", grow, duration=3.0),
        p.run("df -h /var/lib/pgsql", df2),
        p.run("lvs vg_data", lvs2),
        p.run("vgs vg_data", vgs2),
        p.run("lvdisplay vg_data/lv_pgdata", lvd),
    ]
    rs.add(task="terminal", tid="h42-terminal-11", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="volume group free space unchanged after an extend")


# crontab and at: clean
def t12(rs: RowSet) -> None:
    p = Pane("deploy", "web-02", "/home/deploy")
    state = p.prompt
    cron1 = """# Edit this file to introduce tasks to be run by cron.
# m h  dom mon dow   command
MAILTO=ops-alerts@acme.example
*/5 * * * * /home/deploy/bin/healthcheck.sh >/dev/null 2>&1
15 2 * * * /home/deploy/bin/prune-releases.sh --keep 5 >> /home/deploy/logs/prune.log 2>&1
0 3 * * 0 /usr/bin/flock -n /tmp/sitemap.lock /home/deploy/bin/build-sitemap.sh
30 6 * * 1-5 /home/deploy/bin/warm-cache.sh --paths /etc/warm-cache/paths.txt
@reboot /home/deploy/bin/start-queue-workers.sh"""
    cron2 = cron1.replace("15 2 * * * /home/deploy/bin/prune-releases.sh", "45 1 * * * /home/deploy/bin/prune-releases.sh")
    atq1 = "14\tSat Jun 15 03:00:00 2024 a deploy\n17\tMon Jun 17 09:30:00 2024 a deploy"
    atq2 = "18\tSat Jun 15 22:00:00 2024 a deploy\n17\tMon Jun 17 09:30:00 2024 a deploy"
    atc = """cd /home/deploy || {
\t echo 'Execution directory inaccessible' >&2
\t exit 1
}
${SHELL:-/bin/sh} << 'marcinDELIMITER3f2a7c1e'
/home/deploy/bin/run-migrations.sh --env prod --apply
marcinDELIMITER3f2a7c1e"""
    turns = [
        p.run("crontab -l", cron1),
        p.run("atq", atq1),
        p.run("echo '/home/deploy/bin/rotate-keys.sh --env prod' | at 22:00 tomorrow",
              "warning: commands will be executed using /bin/sh\njob 18 at Sat Jun 15 22:00:00 2024"),
        p.run("at -c 14 | tail -7", atc),
        p.run("atrm 14", ""),
        p.run("atq", atq2),
        p.run(r"crontab -l | sed 's/^15 2 \* \* \* /45 1 * * * /' | crontab -", ""),
        p.run("crontab -l", cron2),
    ]
    rs.add(task="terminal", tid="h42-terminal-12", system=SYSTEM, turns=turns, state=state)


# doctl droplets: bad
def t13(rs: RowSet) -> None:
    p = Pane("root", "ci-runner-3", "/root")
    state = "root@ci-runner-3:~# doctl auth list\ndefault (current)\n" + p.prompt
    fmt = "ID,Name,PublicIPv4,Region,Memory,VCPUs,Disk,Status,Tags"
    dh = ("ID", "Name", "Public IPv4", "Region", "Memory", "VCPUs", "Disk", "Status", "Tags")
    d1 = ("398124577", "api-prod-ams3-1", "188.166.72.41", "ams3", "4096", "2", "80", "active", "api,prod")
    d2 = ("398124601", "api-prod-ams3-2", "188.166.75.203", "ams3", "4096", "2", "80", "active", "api,prod")
    d3 = ("402870315", "worker-ams3-1", "146.190.231.17", "ams3", "8192", "4", "160", "active", "worker,prod")
    d3b = ("402870315", "worker-ams3-1", "146.190.231.17", "ams3", "16384", "8", "160", "active", "worker,prod")
    d4 = ("417553092", "staging-fra1", "164.92.183.66", "fra1", "2048", "1", "50", "active", "staging")
    ah = ("ID", "Status", "Type", "Started At", "Completed At", "Resource ID", "Resource Type", "Region")

    def act(aid: str, typ: str, t0: str, t1: str) -> str:
        return cols([ah, (aid, "completed", typ, f"2024-06-14 {t0} +0000 UTC", f"2024-06-14 {t1} +0000 UTC", "402870315", "droplet", "ams3")], 4)

    sh = ("ID", "Name", "Created at", "Regions", "Resource ID", "Resource Type", "Min Disk Size", "Size", "Tags")
    snaps = [sh,
             ("148661502", "staging-fra1-pre-php83", "2024-03-22T16:40:31Z", "[fra1]", "417553092", "droplet", "50", "6.88 GiB", ""),
             ("152207341", "api-prod-ams3-1-20240501", "2024-05-01T03:12:44Z", "[ams3]", "398124577", "droplet", "80", "11.42 GiB", ""),
             ("152207388", "api-prod-ams3-2-20240501", "2024-05-01T03:13:02Z", "[ams3]", "398124601", "droplet", "80", "11.39 GiB", ""),
             ("153984120", "worker-ams3-1-20240601", "2024-06-01T03:15:09Z", "[ams3]", "402870315", "droplet", "160", "38.07 GiB", "")]
    get = cols([("ID", "Name", "Memory", "VCPUs", "Disk", "Size", "Status", "Features"),
                ("402870315", "worker-ams3-1", "16384", "8", "160", "s-8vcpu-16gb", "active", "droplet_agent,private_networking,monitoring")], 4)
    turns = [
        p.run(f"doctl compute droplet list --format {fmt}", cols([dh, d1, d2, d3, d4], 4), duration=2.0),
        p.run("doctl compute droplet-action snapshot 402870315 --snapshot-name worker-ams3-1-pre-upgrade-20240614 --wait",
              act("2084410127", "snapshot", "08:02:11", "08:06:54"), duration=300.0),
        p.run("doctl compute snapshot list --resource droplet", cols(snaps, 4), duration=2.0),
        p.run("doctl compute droplet-action power-off 402870315 --wait", act("2084431066", "power_off", "08:07:40", "08:07:58"), duration=30.0),
        p.run("doctl compute droplet-action resize 402870315 --size s-8vcpu-16gb --wait", act("2084432810", "resize", "08:08:05", "08:09:47"), duration=150.0),
        p.run("doctl compute droplet-action power-on 402870315 --wait", act("2084436671", "power_on", "08:09:55", "08:10:21"), duration=40.0),
        p.run("doctl compute droplet get 402870315 --format ID,Name,Memory,VCPUs,Disk,Size,Status,Features", get, duration=2.0),
        p.run(f"doctl compute droplet list --format {fmt}", cols([dh, d1, d2, d3b, d4], 4), duration=2.0),
    ]
    rs.add(task="terminal", tid="h42-terminal-13", system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="snapshot just created is missing from the snapshot list")


# mysql: clean
def t14(rs: RowSet) -> None:
    p = Pane("dba", "db-tools-01", "/home/dba")
    state = "dba@db-tools-01:~$ mysql -e 'SELECT @@hostname, @@version'\n+-------------+-----------+\n| @@hostname  | @@version |\n+-------------+-----------+\n| shop-db-p01 | 8.0.36    |\n+-------------+-----------+\n" + p.prompt
    ih = ("TABLE_NAME", "TABLE_ROWS", "data_mb", "idx_mb")
    i1 = [("orders_audit", "6918422", "3412.0", "871.5"), ("order_items", "5120338", "902.6", "544.1"),
          ("orders", "2310447", "611.8", "388.2"), ("customer_events", "1988013", "497.5", "120.3"),
          ("payments", "2207194", "402.9", "190.7"), ("customers", "684212", "150.6", "98.4"),
          ("products", "41877", "22.5", "6.1"), ("coupons", "18230", "3.5", "1.5")]
    i2 = [("orders_audit", "5641907", "3412.0", "871.5"), ("order_items", "5121019", "902.6", "544.1"),
          ("orders_audit_2022", "1271586", "642.0", "160.3"), ("orders", "2310588", "612.0", "388.2"),
          ("customer_events", "1990457", "498.1", "120.5"), ("payments", "2207341", "402.9", "190.7"),
          ("customers", "684230", "150.6", "98.4"), ("products", "41877", "22.5", "6.1")]
    iq = ("mysql -e \"SELECT table_name, table_rows, ROUND(data_length/1024/1024,1) AS data_mb, "
          "ROUND(index_length/1024/1024,1) AS idx_mb FROM information_schema.tables WHERE table_schema='shop' "
          "ORDER BY data_length DESC LIMIT 8;\"")
    cnt = "mysql shop -e \"SELECT COUNT(*) FROM orders_audit WHERE created_at < '2023-01-01';\""
    dele = ("for i in 1 2 3; do mysql shop -e \"DELETE FROM orders_audit WHERE created_at < '2023-01-01' LIMIT 500000; "
            "SELECT ROW_COUNT() AS deleted;\"; done")
    deleted = "\n".join(box(("deleted",), [(n,)], (0,), center=False) for n in ("500000", "500000", "284306"))
    ph = ("Id", "User", "Host", "db", "Command", "Time", "State", "Info")
    proc = [("5", "event_scheduler", "localhost", "NULL", "Daemon", "912348", "Waiting on empty queue", "NULL"),
            ("881240", "repl", "10.30.1.22:51544", "NULL", "Binlog Dump GTID", "605055", "Source has sent all binlog to replica; waiting for more updates", "NULL"),
            ("1190317", "shop_app", "10.30.2.14:40122", "shop", "Sleep", "3", "", "NULL"),
            ("1190341", "shop_app", "10.30.2.15:38810", "shop", "Sleep", "0", "", "NULL"),
            ("1190355", "shop_app", "10.30.2.14:40166", "shop", "Query", "0", "executing", "SELECT id, status, total_cents FROM orders WHERE customer_id = 448120 ORDER BY created_at DESC LIMIT 20"),
            ("1190402", "reporting", "10.30.5.7:60214", "shop", "Sleep", "118", "", "NULL"),
            ("1190571", "dba", "localhost", "NULL", "Query", "0", "init", "SHOW PROCESSLIST")]
    turns = [
        p.run(iq, box(ih, i1, (1, 2, 3), center=False)),
        p.run(cnt, box(("COUNT(*)",), [("1284306",)], (0,), center=False), duration=8.0),
        p.run("mysql shop -e \"CREATE TABLE orders_audit_2022 LIKE orders_audit;\"", ""),
        p.run("mysql shop -e \"INSERT INTO orders_audit_2022 SELECT * FROM orders_audit WHERE created_at < '2023-01-01';\"", "", duration=240.0),
        p.run("mysql shop -e \"SELECT COUNT(*) FROM orders_audit_2022;\"", box(("COUNT(*)",), [("1284306",)], (0,), center=False), duration=3.0),
        p.run(dele, deleted, duration=300.0),
        p.run(cnt, box(("COUNT(*)",), [("0",)], (0,), center=False), duration=3.0),
        p.run("mysql -e 'SHOW PROCESSLIST;'", box(ph, proc, (0, 5), center=False)),
        p.run(iq, box(ih, i2, (1, 2, 3), center=False)),
    ]
    rs.add(task="terminal", tid="h42-terminal-14", system=SYSTEM, turns=turns, state=state)


# mdadm and smartctl: bad
def t15(rs: RowSet) -> None:
    p = Pane("root", "fileserver-b", "/root")
    state = p.prompt
    mdstat1 = """Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10]
md0 : active raid1 nvme1n1p2[1] nvme0n1p2[0]
      499449856 blocks super 1.2 [2/2] [UU]
      bitmap: 1/4 pages [4KB], 65536KB chunk

md127 : active raid5 sdc1[1] sdb1[0] sdd1[2](F)
      15627788288 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/2] [UU_]
      bitmap: 12/59 pages [48KB], 65536KB chunk

unused devices: <none>"""
    mdstat2 = """Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10]
md0 : active raid1 nvme1n1p2[1] nvme0n1p2[0]
      499449856 blocks super 1.2 [2/2] [UU]
      bitmap: 1/4 pages [4KB], 65536KB chunk

md127 : active raid5 sde1[3] sdc1[1] sdb1[0]
      15627788288 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/2] [UU_]
      [>....................]  recovery =  0.4% (31255576/7813894144) finish=610.4min speed=212480K/sec
      bitmap: 12/59 pages [48KB], 65536KB chunk

unused devices: <none>"""
    head = """/dev/md127:
           Version : 1.2
     Creation Time : Tue Mar  8 14:22:51 2022
        Raid Level : raid5
        Array Size : 15627788288 (14.55 TiB 16.00 TB)
     Used Dev Size : 7813894144 (7.28 TiB 8.00 TB)
      Raid Devices : 3
     Total Devices : 3
       Persistence : Superblock is persistent

     Intent Bitmap : Internal
"""
    detail1 = head + """
       Update Time : Fri Jun 14 03:47:19 2024
             State : clean, degraded
    Active Devices : 2
   Working Devices : 2
    Failed Devices : 1
     Spare Devices : 0

            Layout : left-symmetric
        Chunk Size : 512K

Consistency Policy : bitmap

              Name : fileserver-b:data  (local to host fileserver-b)
              UUID : 7c2e9a41:b3d05f86:1e7a4c92:d8f06b35
            Events : 48213

    Number   Major   Minor   RaidDevice State
       0       8       17        0      active sync   /dev/sdb1
       1       8       33        1      active sync   /dev/sdc1
       -       0        0        2      removed

       2       8       49        -      faulty   /dev/sdd1"""
    detail2 = head + """
       Update Time : Fri Jun 14 09:31:08 2024
             State : clean, degraded, recovering
    Active Devices : 2
   Working Devices : 3
    Failed Devices : 0
     Spare Devices : 1

            Layout : left-asymmetric
        Chunk Size : 512K

Consistency Policy : bitmap

    Rebuild Status : 1% complete

              Name : fileserver-b:data  (local to host fileserver-b)
              UUID : 7c2e9a41:b3d05f86:1e7a4c92:d8f06b35
            Events : 48291

    Number   Major   Minor   RaidDevice State
       0       8       17        0      active sync   /dev/sdb1
       1       8       33        1      active sync   /dev/sdc1
       3       8       65        2      spare rebuilding   /dev/sde1"""
    banner = """smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-21-amd64] (local build)
Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org
"""
    smart = banner + """
=== START OF READ SMART DATA SECTION ===
SMART overall-health self-assessment test result: PASSED

SMART Attributes Data Structure revision number: 16
Vendor Specific SMART Attributes with Thresholds:
ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
  1 Raw_Read_Error_Rate     0x000b   079   079   016    Pre-fail  Always       -       1245187
  2 Throughput_Performance  0x0005   132   132   054    Pre-fail  Offline      -       96
  3 Spin_Up_Time            0x0007   152   152   024    Pre-fail  Always       -       412 (Average 398)
  4 Start_Stop_Count        0x0012   100   100   000    Old_age   Always       -       61
  5 Reallocated_Sector_Ct   0x0033   011   011   005    Pre-fail  Always       -       1936
  7 Seek_Error_Rate         0x000b   100   100   067    Pre-fail  Always       -       0
  8 Seek_Time_Performance   0x0005   128   128   020    Pre-fail  Offline      -       18
  9 Power_On_Hours          0x0012   095   095   000    Old_age   Always       -       19874
 10 Spin_Retry_Count        0x0013   100   100   060    Pre-fail  Always       -       0
 12 Power_Cycle_Count       0x0032   100   100   000    Old_age   Always       -       61
 22 Helium_Level            0x0023   100   100   025    Pre-fail  Always       -       100
192 Power-Off_Retract_Count 0x0032   100   100   000    Old_age   Always       -       402
193 Load_Cycle_Count        0x0012   100   100   000    Old_age   Always       -       402
194 Temperature_Celsius     0x0002   158   158   000    Old_age   Always       -       38 (Min/Max 21/49)
196 Reallocated_Event_Count 0x0032   011   011   000    Old_age   Always       -       2104
197 Current_Pending_Sector  0x0022   100   100   000    Old_age   Always       -       88
198 Offline_Uncorrectable   0x0008   100   100   000    Old_age   Offline      -       17
199 UDMA_CRC_Error_Count    0x000a   200   200   000    Old_age   Always       -       0
"""
    lsblk = """NAME          SIZE TYPE  MODEL                    SERIAL          MOUNTPOINTS
sdb           7.3T disk  HGST HUH728080ALE600      VKJ1R8XY
└─sdb1        7.3T part
  └─md127    14.6T raid5                                           /srv/share
sdc           7.3T disk  HGST HUH728080ALE600      VKJ3T2LX
└─sdc1        7.3T part
  └─md127    14.6T raid5                                           /srv/share
sdd           7.3T disk  HGST HUH728080ALE600      VKH9W0DZ
└─sdd1        7.3T part
sde           7.3T disk  WDC WD80EFPX-68C4ZN0      WD-RD1KX7TM
nvme0n1     476.9G disk  Samsung SSD 980 PRO 512GB S5GXNF0R812345P
├─nvme0n1p1   512M part                                            /boot/efi
└─nvme0n1p2 476.4G part
  └─md0     476.3G raid1                                           /
nvme1n1     476.9G disk  Samsung SSD 980 PRO 512GB S5GXNF0R812391K
├─nvme1n1p1   512M part
└─nvme1n1p2 476.4G part
  └─md0     476.3G raid1                                           /"""
    sfd = """Checking that no-one is using this disk right now ... OK

Disk /dev/sde: 7.28 TiB, 8001563222016 bytes, 15628053168 sectors
Disk model: WDC WD80EFPX-68C
Units: sectors of 1 * 512 = 512 bytes
Sector size (logical/physical): 512 bytes / 4096 bytes
I/O size (minimum/optimal): 4096 bytes / 4096 bytes

>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Created a new GPT disklabel (GUID: 9A4E2C17-0B6D-4F3A-8E51-2D7C90B4F6A3).
/dev/sde1: Created a new partition 1 of type 'Linux RAID' and of size 7.28 TiB.
/dev/sde2: Done.

New situation:
Disklabel type: gpt
Disk identifier: 9A4E2C17-0B6D-4F3A-8E51-2D7C90B4F6A3

Device     Start         End     Sectors  Size Type
/dev/sde1   2048 15628052479 15628050432  7.3T Linux RAID

The partition table has been altered.
Calling ioctl() to re-read partition table.
Syncing disks."""
    info = banner + """
=== START OF INFORMATION SECTION ===
Device Model:     WDC WD80EFPX-68C4ZN0
Serial Number:    WD-RD1KX7TM
LU WWN Device Id: 5 0014ee 2c1f8a3b7
Firmware Version: 81.00A81
User Capacity:    8,001,563,222,016 bytes [8.00 TB]
Sector Sizes:     512 bytes logical, 4096 bytes physical
Rotation Rate:    5640 rpm
Form Factor:      3.5 inches
Device is:        Not in smartctl database 7.3/5528
ATA Version is:   ACS-3 T13/2161-D revision 5
SATA Version is:  SATA 3.3, 6.0 Gb/s (current: 6.0 Gb/s)
Local Time is:    Fri Jun 14 09:24:37 2024 CEST
SMART support is: Available - device has SMART capability.
SMART support is: Enabled
"""
    turns = [
        p.run("cat /proc/mdstat", mdstat1),
        p.run("mdadm --detail /dev/md127", detail1),
        p.run("smartctl -H -A /dev/sdd", smart),
        p.run("mdadm /dev/md127 --remove /dev/sdd1", "mdadm: hot removed /dev/sdd1 from /dev/md127"),
        p.run("lsblk -o NAME,SIZE,TYPE,MODEL,SERIAL,MOUNTPOINTS", lsblk),
        p.run("sfdisk -d /dev/sdb | sfdisk /dev/sde", sfd, duration=3.0),
        p.run("mdadm /dev/md127 --add /dev/sde1", "mdadm: added /dev/sde1"),
        p.run("cat /proc/mdstat", mdstat2),
        p.run("smartctl -i /dev/sde", info),
        p.run("mdadm --detail /dev/md127", detail2),
    ]
    rs.add(task="terminal", tid="h42-terminal-15", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="raid layout changes with no reshape")


# terraform state: clean
def t16(rs: RowSet) -> None:
    p = Pane("ci", "tf-runner", "/home/ci/infra/envs/prod")
    state = "ci@tf-runner:~/infra/envs/prod$ terraform init -input=false >/dev/null && echo initialised\ninitialised\n" + p.prompt
    pull = "terraform state pull | jq '{serial, lineage, terraform_version}'"
    meta = '{{\n  "serial": {},\n  "lineage": "5e0a7c2d-91b4-3f6e-a8d1-c47b02e9f653",\n  "terraform_version": "1.7.5"\n}}'
    base = ["aws_cloudwatch_log_group.api", "aws_ecs_cluster.main", "aws_ecs_service.api", "aws_ecs_task_definition.api",
            "aws_iam_role.api_task", "aws_iam_role_policy_attachment.api_task_ecr", "aws_iam_user.legacy_deployer",
            "aws_s3_bucket.assets", "aws_s3_bucket.logs", "aws_s3_bucket_policy.logs",
            "aws_s3_bucket_public_access_block.logs", "aws_s3_bucket_versioning.logs",
            "data.aws_caller_identity.current", "data.aws_iam_policy_document.logs_bucket",
            "module.network.aws_nat_gateway.this[0]", "module.network.aws_subnet.private[0]",
            "module.network.aws_subnet.private[1]", "module.network.aws_subnet.public[0]",
            "module.network.aws_subnet.public[1]", "module.network.aws_vpc.this"]
    moved = [a for a in base if not a.startswith("module.") and not a.endswith(".logs")
             and a != "aws_iam_user.legacy_deployer"]
    moved += ["module.logging.aws_s3_bucket.this", "module.logging.aws_s3_bucket_policy.this",
              "module.logging.aws_s3_bucket_public_access_block.this", "module.logging.aws_s3_bucket_versioning.this"]
    moved += [a for a in base if a.startswith("module.network.")]

    def show(addr: str, name: str) -> str:
        return f'''# {addr}:
resource "aws_s3_bucket" "{name}" {{
    arn                         = "arn:aws:s3:::acme-prod-logs-7f3a"
    bucket                      = "acme-prod-logs-7f3a"
    bucket_domain_name          = "acme-prod-logs-7f3a.s3.amazonaws.com"
    bucket_regional_domain_name = "acme-prod-logs-7f3a.s3.eu-central-1.amazonaws.com"
    force_destroy               = false
    hosted_zone_id              = "Z21DNDUVLTQW6Q"
    id                          = "acme-prod-logs-7f3a"
    object_lock_enabled         = false
    region                      = "eu-central-1"
    request_payer               = "BucketOwner"
    tags                        = {{
        "Environment" = "prod"
        "ManagedBy"   = "terraform"
        "Service"     = "logging"
    }}
    tags_all                    = {{
        "Environment" = "prod"
        "ManagedBy"   = "terraform"
        "Service"     = "logging"
    }}

    grant {{
        id          = "2f8c61d0a94e7b35c1d8e06f2a7b49c3d5e18f60a2b7c94d3e1f05a8b6c2d749"
        permissions = [
            "FULL_CONTROL",
        ]
        type        = "CanonicalUser"
    }}

    server_side_encryption_configuration {{
        rule {{
            bucket_key_enabled = true

            apply_server_side_encryption_by_default {{
                kms_master_key_id = "arn:aws:kms:eu-central-1:481920374615:key/0b7e3c1a-5d24-4f89-a6e2-9c1d7b3f4e08"
                sse_algorithm     = "aws:kms"
            }}
        }}
    }}

    versioning {{
        enabled    = true
        mfa_delete = false
    }}
}}'''
    loop = ('for r in aws_s3_bucket_policy aws_s3_bucket_public_access_block aws_s3_bucket_versioning; do '
            'terraform state mv "$r.logs" "module.logging.$r.this"; done')
    loop_out = "\n".join(f'Move "{r}.logs" to "module.logging.{r}.this"\nSuccessfully moved 1 object(s).'
                         for r in ("aws_s3_bucket_policy", "aws_s3_bucket_public_access_block", "aws_s3_bucket_versioning"))
    turns = [
        p.run(pull, meta.format(387), duration=3.0),
        p.run("terraform state list", "\n".join(base), duration=3.0),
        p.run("terraform state show aws_s3_bucket.logs", show("aws_s3_bucket.logs", "logs"), duration=3.0),
        p.run("terraform state mv aws_s3_bucket.logs module.logging.aws_s3_bucket.this",
              'Move "aws_s3_bucket.logs" to "module.logging.aws_s3_bucket.this"\nSuccessfully moved 1 object(s).', duration=4.0),
        p.run(loop, loop_out, duration=12.0),
        p.run("terraform state rm aws_iam_user.legacy_deployer",
              "Removed aws_iam_user.legacy_deployer\nSuccessfully removed 1 resource instance(s).", duration=4.0),
        p.run("terraform state list", "\n".join(moved), duration=3.0),
        p.run("terraform state show module.logging.aws_s3_bucket.this", show("module.logging.aws_s3_bucket.this", "this"), duration=3.0),
        p.run(pull, meta.format(392), duration=3.0),
    ]
    rs.add(task="terminal", tid="h42-terminal-16", system=SYSTEM, turns=turns, state=state)


# puppet agent: bad
def t17(rs: RowSet) -> None:
    p = Pane("root", "app-web-11", "/root", style="rhel")
    state = p.prompt
    h = "app-web-11"

    def pstatus(pid: str, cpu: str, mem: str) -> str:
        return f"""● puppet.service - Puppet agent
     Loaded: loaded (/usr/lib/systemd/system/puppet.service; enabled; preset: disabled)
     Active: active (running) since Mon 2024-06-10 07:02:15 UTC; 4 days ago
   Main PID: {pid} (puppet)
      Tasks: 2 (limit: 48908)
     Memory: {mem}
        CPU: {cpu}
     CGroup: /system.slice/puppet.service
             └─{pid} /opt/puppetlabs/puppet/bin/ruby /opt/puppetlabs/puppet/bin/puppet agent --no-daemonize

Jun 14 07:32:50 {h} puppet-agent[413540]: Applied catalog in 3.91 seconds
Jun 14 08:02:51 {h} puppet-agent[417733]: Applied catalog in 4.02 seconds
Jun 14 08:32:49 {h} puppet-agent[421906]: Applied catalog in 3.88 seconds
Jun 14 09:02:50 {h} puppet-agent[426118]: Applied catalog in 3.97 seconds"""
    f = "/Stage[main]/Profile::Nginx/File[/etc/nginx/conf.d/upstream-billing.conf]"
    diff = """--- /etc/nginx/conf.d/upstream-billing.conf\t2024-05-28 11:40:12.114928000 +0000
+++ /tmp/puppet-file20240614-{pid}-1x9k2vb\t2024-06-14 {t} +0000
@@ -1,5 +1,6 @@
 upstream billing_backend {{
     least_conn;
     server 10.30.4.21:8080 max_fails=3 fail_timeout=10s;
     server 10.30.4.22:8080 max_fails=3 fail_timeout=10s;
+    server 10.30.4.23:8080 max_fails=3 fail_timeout=10s;
 }}
"""
    old, new = "{sha256}4be1c07a9f3d52e86b0d1f47c2a9e35b8d60f1c4a7e29b3d05c8f6a1e4b7d920", "{sha256}9c07e4b1d3a85f2c6e0b9d47a1f3c5e82b6d0a94c7f1e3b5d28a6c0f9e4b1d37"
    head = """Info: Using environment 'production'
Info: Retrieving pluginfacts
Info: Retrieving plugin
Info: Loading facts
Info: Caching catalog for app-web-11.corp.acme.net
Info: Applying configuration version 'production-8c41f0d2'
"""
    noop = head + f"Notice: {f}/content: \n" + diff.format(pid="431557", t="09:13:22.560114271") + f"""
Notice: {f}/content: current_value '{old}', should be '{new}' (noop)
Info: {f}: Scheduling refresh of Class[Nginx::Service]
Notice: Class[Nginx::Service]: Would have triggered 'refresh' from 1 event
Notice: /Stage[main]/Nginx::Service/Service[nginx]: Would have triggered 'refresh' from 1 event
Notice: Class[Profile::Nginx]: Would have triggered 'refresh' from 1 event
Notice: Stage[main]: Would have triggered 'refresh' from 2 events
Notice: Applied catalog in 4.31 seconds"""
    real = head + f"Notice: {f}/content: \n" + diff.format(pid="431902", t="09:14:58.203377512") + f"""
Info: Computing checksum on file /etc/nginx/conf.d/upstream-billing.conf
Info: {f}: Filebucketed /etc/nginx/conf.d/upstream-billing.conf to puppet with sum 4be1c07a9f3d52e86b0d1f47c2a9e35b8d60f1c4a7e29b3d05c8f6a1e4b7d920
Notice: {f}/content: content changed '{old}' to '{new}'
Info: {f}: Scheduling refresh of Class[Nginx::Service]
Info: Class[Nginx::Service]: Scheduling refresh of Service[nginx]
Notice: /Stage[main]/Nginx::Service/Service[nginx]: Triggered 'refresh' from 1 event
Notice: Applied catalog in 5.02 seconds"""
    workers = "\n".join(f"             ├─{432017 + i} \"nginx: worker process\"" for i in range(7)) + "\n             └─432024 \"nginx: worker process\""
    nginx = f"""● nginx.service - The nginx HTTP and reverse proxy server
     Loaded: loaded (/usr/lib/systemd/system/nginx.service; enabled; preset: disabled)
    Drop-In: /etc/systemd/system/nginx.service.d
             └─limits.conf
     Active: active (running) since Fri 2024-06-14 09:15:03 UTC; 41s ago
    Process: 432011 ExecStartPre=/usr/bin/rm -f /run/nginx.pid (code=exited, status=0/SUCCESS)
    Process: 432013 ExecStartPre=/usr/sbin/nginx -t (code=exited, status=0/SUCCESS)
    Process: 432015 ExecStart=/usr/sbin/nginx (code=exited, status=0/SUCCESS)
   Main PID: 432016 (nginx)
      Tasks: 9 (limit: 48908)
     Memory: 14.2M
        CPU: 96ms
     CGroup: /system.slice/nginx.service
             ├─432016 "nginx: master process /usr/sbin/nginx"
{workers}

Jun 14 09:15:02 {h} systemd[1]: Stopping The nginx HTTP and reverse proxy server...
Jun 14 09:15:03 {h} systemd[1]: nginx.service: Deactivated successfully.
Jun 14 09:15:03 {h} systemd[1]: Stopped The nginx HTTP and reverse proxy server.
Jun 14 09:15:03 {h} systemd[1]: Starting The nginx HTTP and reverse proxy server...
Jun 14 09:15:03 {h} nginx[432013]: nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
Jun 14 09:15:03 {h} nginx[432013]: nginx: configuration file /etc/nginx/nginx.conf test is successful
Jun 14 09:15:03 {h} systemd[1]: Started The nginx HTTP and reverse proxy server."""
    summary = """---
version:
  config: production-8c41f0d2
  puppet: 7.30.0
resources:
  changed: 1
  corrective_change: 0
  failed: 0
  failed_to_restart: 0
  out_of_sync: 1
  restarted: 1
  scheduled: 0
  skipped: 0
  total: 412
time:
  anchor: 0.004117
  augeas: 0.081532
  catalog_application: 5.018233
  config_retrieval: 2.871104
  convert_catalog: 0.311842
  exec: 0.402217
  fact_generation: 1.208456
  file: 1.930118
  filebucket: 0.000214
  node_retrieval: 0.382077
  package: 0.611905
  plugin_sync: 0.744196
  schedule: 0.000408
  service: 1.152663
  transaction_evaluation: 4.897051
  user: 0.012334
  startup_time: 0.154672
  last_run: 1718356503
  total: 9.842315
changes:
  total: 2
events:
  failure: 0
  success: 2
  total: 2"""
    turns = [
        p.run("systemctl status puppet --no-pager", pstatus("1187", "6min 41.227s", "98.4M")),
        p.run("puppet agent --configprint server,environment,runinterval",
              "environment = production\nruninterval = 1800\nserver = puppet.corp.acme.net"),
        p.run("puppet agent -t --noop", noop, duration=20.0),
        p.run("puppet agent -t", real, duration=25.0),
        p.run("systemctl status nginx --no-pager", nginx),
        p.run("systemctl status puppet --no-pager", pstatus("1214", "6min 43.508s", "98.6M")),
        p.run("cat /opt/puppetlabs/puppet/cache/state/last_run_summary.yaml", summary),
        p.run("puppet agent --disable \"maintenance PAY-2301 jdoe\"", ""),
        p.run("puppet agent -t", "Notice: Skipping run of Puppet configuration client; administratively disabled (Reason: 'maintenance PAY-2301 jdoe');\n"
              "Use 'puppet agent --enable' to re-enable."),
    ]
    rs.add(task="terminal", tid="h42-terminal-17", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="main PID of a daemon nobody restarted changes")


# az vm and storage: clean
def t18(rs: RowSet) -> None:
    p = Pane("ops", "jumpbox-weu", "/home/ops")
    state = "ops@jumpbox-weu:~$ az account show --query name -o tsv\nAnalytics-Prod\n" + p.prompt
    vh = ("Name", "ResourceGroup", "PowerState", "PublicIps", "Fqdns", "Location", "Zones")
    g = "rg-analytics-weu"

    def azt(rows: list[tuple[str, ...]]) -> str:
        w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        dash = tuple("-" * x for x in w)
        return cols([rows[0], dash, *rows[1:]], 2)

    vm1 = [vh, ("vm-etl-01", g, "VM running", "20.86.141.207", "", "westeurope", "1"),
           ("vm-etl-02", g, "VM deallocated", "", "", "westeurope", "2"),
           ("vm-jupyter-01", g, "VM running", "20.93.18.64", "", "westeurope", "1")]
    vm2 = [vh, ("vm-etl-01", g, "VM running", "20.86.141.207", "", "westeurope", "1"),
           ("vm-etl-02", g, "VM running", "20.101.86.12", "", "westeurope", "2"),
           ("vm-jupyter-01", g, "VM running", "20.93.18.64", "", "westeurope", "1")]
    sa = [("Name", "Kind", "Sku", "Tier", "Created"),
          ("stanalyticsweu01", "StorageV2", "Standard_ZRS", "Hot", "2023-01-19T10:44:07.118293+00:00"),
          ("stanalyticslogs", "StorageV2", "Standard_LRS", "Cool", "2023-04-02T08:15:51.602117+00:00")]
    ct = [("Name", "LastModified", "Lease"), ("curated", "2023-01-19T11:02:33+00:00", "unlocked"),
          ("raw", "2023-01-19T11:02:31+00:00", "unlocked"), ("sandbox", "2024-02-08T14:51:10+00:00", "unlocked")]
    bh = ("Name", "Blob Type", "Blob Tier", "Length", "Content Type", "Last Modified", "Snapshot")
    os_ = "application/octet-stream"
    b1 = [bh, ("2024/06/14/_manifest.json", "BlockBlob", "Hot", "1184", "application/json", "2024-06-14T10:30:12+00:00", ""),
          ("2024/06/14/events-0000.parquet", "BlockBlob", "Hot", "51208733", os_, "2024-06-14T10:30:09+00:00", ""),
          ("2024/06/14/events-0001.parquet", "BlockBlob", "Hot", "48213551", os_, "2024-06-14T10:41:27+00:00", "")]
    b2 = [bh, ("2024/06/14/_manifest.json", "BlockBlob", "Hot", "1392", "application/json", "2024-06-14T10:45:12+00:00", ""),
          ("2024/06/14/events-0000.parquet", "BlockBlob", "Hot", "51208733", os_, "2024-06-14T10:30:09+00:00", ""),
          ("2024/06/14/events-0001.parquet", "BlockBlob", "Hot", "48213551", os_, "2024-06-14T10:46:03+00:00", ""),
          ("2024/06/14/events-0002.parquet", "BlockBlob", "Hot", "50877412", os_, "2024-06-14T10:45:10+00:00", "")]
    up = {"client_request_id": "8f3b1c2e-2a7d-11ef-9f4e-0022489c61d7", "content_md5": "kT3eV0rB2s9yQm1xZ8pL4A==",
          "date": "2024-06-14T10:41:27+00:00", "encryption_key_sha256": None, "encryption_scope": None,
          "etag": "\"0x8DC8C6A4E1F27B3\"", "lastModified": "2024-06-14T10:41:27+00:00",
          "request_id": "3d9a71f2-601e-0061-2b4c-be5a1c000000", "request_server_encrypted": True,
          "version": "2022-11-02", "version_id": None}
    shown = {"size": 48213551, "etag": "\"0x8DC8C6A4E1F27B3\"", "tier": "Hot", "md5": "kT3eV0rB2s9yQm1xZ8pL4A=="}
    meta = {"client_request_id": "b2c61e90-2a7d-11ef-9f4e-0022489c61d7", "date": "2024-06-14T10:46:03+00:00",
            "etag": "\"0x8DC8C6AF93D0C1A\"", "last_modified": "2024-06-14T10:46:03+00:00",
            "request_id": "71c0e3a8-b01e-0033-154d-be88a9000000", "request_server_encrypted": True, "version": "2022-11-02",
            "version_id": None}
    acct = "--account-name stanalyticsweu01 --auth-mode login"
    turns = [
        p.run(f"az vm list -g {g} -d -o table", azt(vm1), duration=4.0),
        p.run(f"az vm start -g {g} -n vm-etl-02", "", duration=90.0),
        p.run(f"az vm list -g {g} -d -o table", azt(vm2), duration=4.0),
        p.run(f"az storage account list -g {g} --query \"[].{{name:name, kind:kind, sku:sku.name, tier:accessTier, created:creationTime}}\" -o table", azt(sa), duration=3.0),
        p.run(f"az storage container list {acct} --query \"[].{{name:name, lastModified:properties.lastModified, lease:properties.lease.status}}\" -o table", azt(ct), duration=3.0),
        p.run(f"az storage blob upload {acct} -c raw -n 2024/06/14/events-0001.parquet -f ./backfill/events-0001.parquet", "Finished[#############################################################]  100.0000%\n" + js(up, 2), duration=20.0),
        p.run(f"az storage blob list {acct} -c raw --prefix 2024/06/14/ -o table", azt(b1), duration=3.0),
        p.run(f"az storage blob show {acct} -c raw -n 2024/06/14/events-0001.parquet --query \"{{size:properties.contentLength, etag:properties.etag, tier:properties.blobTier, md5:properties.contentSettings.contentMd5}}\"", js(shown, 2), duration=3.0),
        p.run(f"az storage blob metadata update {acct} -c raw -n 2024/06/14/events-0001.parquet --metadata backfilled_by=ops source=manual", js(meta, 2), duration=3.0),
        p.run(f"az storage blob list {acct} -c raw --prefix 2024/06/14/ -o table", azt(b2), duration=3.0),
    ]
    rs.add(task="terminal", tid="h42-terminal-18", system=SYSTEM, turns=turns, state=state)


# gcloud compute and sql: bad
def t19(rs: RowSet) -> None:
    p = Pane("lena", "lena-ws", "/home/lena")
    state = p.prompt
    proj = "acme-data-prod"
    cfg = """[compute]
region = europe-west1
zone = europe-west1-d
[core]
account = lena.hoffmann@acme-data.io
disable_usage_reporting = True
project = acme-data-prod

Your active configuration is: [prod]"""
    sql = cols([("NAME", "DATABASE_VERSION", "LOCATION", "TIER", "PRIMARY_ADDRESS", "PRIVATE_ADDRESS", "STATUS"),
                ("orders-pg-prod", "POSTGRES_15", "europe-west1-b", "db-custom-4-16384", "-", "10.91.0.5", "RUNNABLE"),
                ("orders-pg-replica-1", "POSTGRES_15", "europe-west1-c", "db-custom-4-16384", "-", "10.91.0.7", "RUNNABLE"),
                ("metabase-mysql", "MYSQL_8_0", "europe-west1-d", "db-g1-small", "34.140.22.181", "-", "RUNNABLE")], 2)
    fmt = "--format=\"yaml(settings.availabilityType,settings.backupConfiguration,settings.databaseFlags,settings.maintenanceWindow,settings.tier)\""

    def desc(start: str, keep: int, hour: int) -> str:
        return f"""settings:
  availabilityType: REGIONAL
  backupConfiguration:
    backupRetentionSettings:
      retainedBackups: {keep}
      retentionUnit: COUNT
    enabled: true
    kind: sql#backupConfiguration
    location: eu
    pointInTimeRecoveryEnabled: true
    startTime: '{start}'
    transactionLogRetentionDays: 7
    transactionalLogStorageState: CLOUD_STORAGE
  databaseFlags:
  - name: max_connections
    value: '400'
  - name: log_min_duration_statement
    value: '1000'
  - name: cloudsql.iam_authentication
    value: 'on'
  maintenanceWindow:
    day: 7
    hour: {hour}
    kind: sql#maintenanceWindow
    updateTrack: stable
  tier: db-custom-4-16384"""
    patch = f"""The following message will be used for the patch API method.
{{"name": "orders-pg-prod", "project": "{proj}", "settings": {{"backupConfiguration": {{"backupRetentionSettings": {{"retainedBackups": 14, "retentionUnit": "COUNT"}}, "enabled": true, "startTime": "02:30"}}}}}}
Patching Cloud SQL instance...done.
Updated [https://sqladmin.googleapis.com/sql/v1beta4/projects/{proj}/instances/orders-pg-prod]."""
    bk = cols([("ID", "WINDOW_START_TIME", "ERROR", "STATUS", "INSTANCE"),
               ("1718326800000", "2024-06-14T01:00:00.218+00:00", "-", "SUCCESSFUL", "orders-pg-prod"),
               ("1718240400000", "2024-06-13T01:00:00.104+00:00", "-", "SUCCESSFUL", "orders-pg-prod"),
               ("1718154000000", "2024-06-12T01:00:00.377+00:00", "-", "SUCCESSFUL", "orders-pg-prod"),
               ("1718067600000", "2024-06-11T01:00:00.095+00:00", "-", "SUCCESSFUL", "orders-pg-prod"),
               ("1717981200000", "2024-06-10T01:00:00.262+00:00", "-", "SUCCESSFUL", "orders-pg-prod")], 2)
    ch = ("NAME", "ZONE", "MACHINE_TYPE", "PREEMPTIBLE", "INTERNAL_IP", "EXTERNAL_IP", "STATUS")
    proxy = ("metabase-proxy-1", "europe-west1-d", "e2-micro", "", "10.132.0.9", "35.195.60.211", "RUNNING")
    vm1 = cols([ch, ("metabase-app-1", "europe-west1-d", "e2-standard-2", "", "10.132.0.14", "34.76.118.52", "RUNNING"), proxy], 2)
    vm2 = cols([ch, ("metabase-app-1", "europe-west1-d", "e2-standard-4", "", "10.132.0.14", "34.78.201.93", "RUNNING"), proxy], 2)
    url = f"https://compute.googleapis.com/compute/v1/projects/{proj}/zones/europe-west1-d/instances/metabase-app-1"
    turns = [
        p.run("gcloud config list", cfg),
        p.run("gcloud sql instances list", sql, duration=4.0),
        p.run(f"gcloud sql instances describe orders-pg-prod {fmt}", desc("01:00", 7, 3), duration=3.0),
        p.run("gcloud sql instances patch orders-pg-prod --backup-start-time=02:30 --retained-backups-count=14", patch, duration=30.0),
        p.run(f"gcloud sql instances describe orders-pg-prod {fmt}", desc("02:30", 14, 3), duration=3.0),
        p.run("gcloud sql backups list --instance=orders-pg-prod --limit=5", bk, duration=3.0),
        p.run("gcloud compute instances list --filter=\"labels.app=metabase\"", vm1, duration=3.0),
        p.run("gcloud compute instances stop metabase-app-1 --zone=europe-west1-d", f"Stopping instance(s) metabase-app-1...done.\nUpdated [{url}].", duration=60.0),
        p.run("gcloud compute instances set-machine-type metabase-app-1 --zone=europe-west1-d --machine-type=e2-standard-4", f"Updated [{url}].", duration=8.0),
        p.run("gcloud compute instances start metabase-app-1 --zone=europe-west1-d",
              f"Starting instance(s) metabase-app-1...done.\nUpdated [{url}].\nInstance internal IP is 10.132.0.14\nInstance external IP is 34.78.201.93", duration=40.0),
        p.run(f"gcloud sql instances describe orders-pg-prod {fmt}", desc("02:30", 14, 2), duration=3.0),
        p.run("gcloud compute instances list --filter=\"labels.app=metabase\"", vm2, duration=3.0),
    ]
    rs.add(task="terminal", tid="h42-terminal-19", system=SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="maintenance window hour changes with no patch")


# wireguard and iperf3: clean
def t20(rs: RowSet) -> None:
    p = Pane("root", "edge-gw-ams", "/root")
    state = p.prompt
    ka, kb, kc = ("Xk7pL0qV3nR8sT2wY5zB9cD4fG6hJ1mN0pQ3rS7uV2w=", "b4Fj9Lq2Rt6Wy0Ze3Hn7Kc1Mp5Sv8Xa2Db6Gf9Jh4Nk=",
                  "Pq3Wz8Kd1Lm6Rt0Yv4Cb7Hx2Nf5Sj9Ga3Ue6Ik1Oo8=")
    knew = "Tn5Gc2Vb8Xq1Lw7Re4Zk0Ha3Ms6Pd9Jf2Uy5Ci8Bo1="
    iface = "interface: wg0\n  public key: kU3v9Q2xF7mB1zR8cT5wN0yH4jL6pD2sA9eG3kV7uM0=\n  private key: (hidden)\n  listening port: 51820\n"
    pa = ("peer: {k}\n  endpoint: 203.0.113.44:51820\n  allowed ips: 10.66.0.2/32, 192.168.40.0/24\n"
          "  latest handshake: {hs}\n  transfer: {tr}\n  persistent keepalive: every 25 seconds")
    pb = "peer: {k}\n  endpoint: 198.51.100.210:40112\n  allowed ips: 10.66.0.3/32\n  latest handshake: {hs}\n  transfer: {tr}"
    pc = (f"peer: {kc}\n  endpoint: 192.0.2.77:53318\n  allowed ips: 10.66.0.4/32\n  latest handshake: 41 days, 3 hours, 12 minutes, 5 seconds ago\n"
          "  transfer: 118.20 MiB received, 1.02 GiB sent")
    show1 = "\n".join([iface, pb.format(k=kb, hs="47 seconds ago", tr="2.31 GiB received, 9.88 GiB sent") + "\n",
                       pa.format(k=ka, hs="1 minute, 12 seconds ago", tr="18.42 GiB received, 6.07 GiB sent") + "\n", pc])
    show2 = "\n".join([iface, pa.format(k=ka, hs="24 seconds ago", tr="18.47 GiB received, 7.19 GiB sent") + "\n",
                       pb.format(k=kb, hs="1 minute, 38 seconds ago", tr="2.33 GiB received, 9.93 GiB sent") + "\n",
                       f"peer: {knew}\n  allowed ips: 10.66.0.5/32"])
    ping = """PING 10.66.0.2 (10.66.0.2) 56(84) bytes of data.
64 bytes from 10.66.0.2: icmp_seq=1 ttl=64 time=6.84 ms
64 bytes from 10.66.0.2: icmp_seq=2 ttl=64 time=6.51 ms
64 bytes from 10.66.0.2: icmp_seq=3 ttl=64 time=6.67 ms
64 bytes from 10.66.0.2: icmp_seq=4 ttl=64 time=6.91 ms

--- 10.66.0.2 ping statistics ---
4 packets transmitted, 4 received, 0% packet loss, time 3005ms
rtt min/avg/max/mdev = 6.512/6.731/6.912/0.158 ms"""
    iv = [("0.00-1.00", "104", "874", "0", "2.87"), ("1.00-2.00", "109", "914", "12", "2.11"), ("2.00-3.00", "110", "923", "0", "2.34"),
          ("3.00-4.00", "108", "906", "0", "2.52"), ("4.00-5.00", "111", "931", "3", "1.94"), ("5.00-6.00", "109", "914", "0", "2.20"),
          ("6.00-7.00", "110", "923", "0", "2.41"), ("7.00-8.00", "108", "906", "0", "2.58"), ("8.00-9.00", "110", "923", "0", "2.71"),
          ("9.00-10.00", "109", "914", "0", "2.82")]
    lines = "\n".join(f"[  5] {a.split('-')[0]:>6}-{a.split('-')[1]:<6} sec   {b} MBytes   {c} Mbits/sec  {d:>3}   {e} MBytes"
                       for a, b, c, d, e in iv)
    iperf = f"""Connecting to host 10.66.0.2, port 5201
[  5] local 10.66.0.1 port 48212 connected to 10.66.0.2 port 5201
[ ID] Interval           Transfer     Bitrate         Retr  Cwnd
{lines}
- - - - - - - - - - - - - - - - - - - - - - - - -
[ ID] Interval           Transfer     Bitrate         Retr
[  5]   0.00-10.00  sec  1.06 GBytes   913 Mbits/sec   15             sender
[  5]   0.00-10.01  sec  1.06 GBytes   911 Mbits/sec                  receiver

iperf Done."""
    transfer = f"{kb}\t2491179797\t10640824686\n{ka}\t19821397528\t7710231728\n{kc}\t123941683\t1095216660"
    turns = [
        p.run("wg show wg0", show1),
        p.run("ping -c 4 10.66.0.2", ping, duration=4.0),
        p.run("iperf3 -c 10.66.0.2 -t 10", iperf, duration=12.0),
        p.run("wg show wg0 transfer", transfer),
        p.run(f"wg set wg0 peer {kc} remove", ""),
        p.run("umask 077 && wg genkey | tee /etc/wireguard/peers/lt-mbp-07.key | wg pubkey | tee /etc/wireguard/peers/lt-mbp-07.pub", knew),
        p.run(f"wg set wg0 peer {knew} allowed-ips 10.66.0.5/32", ""),
        p.run("wg show wg0", show2),
    ]
    rs.add(task="terminal", tid="h42-terminal-20", system=SYSTEM, turns=turns, state=state)


# buildah and skopeo: bad
def t21(rs: RowSet) -> None:
    p = Pane("builder", "build-03", "/home/builder/src/invoice-renderer")
    state = "builder@build-03:~/src/invoice-renderer$ git log --oneline -1\ne3b91d4 (HEAD -> main, tag: v1.9.0, origin/main) Render VAT breakdown per line\n" + p.prompt
    img = "registry.acme.io/billing/invoice-renderer"
    ih = ("REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE")
    old = [(img, "1.8.2", "4c8e1f27ab93", "6 days ago", "318 MB"),
           ("registry.access.redhat.com/ubi9/python-311", "latest", "a0d5c7e91f42", "3 weeks ago", "1.04 GB"),
           ("docker.io/library/alpine", "3.19", "05455a08881e", "4 months ago", "7.67 MB")]
    imgs1 = cols([ih, *old])
    imgs2 = cols([ih, (img, "1.9.0", "9b27d0c4e1f8", "About a minute ago", "331 MB"), *old])
    imgs3 = cols([ih, (img, "1.9.0", "9b72d0c4e1f8", "3 minutes ago", "331 MB"), *old])
    build = f"""STEP 1/9: FROM registry.access.redhat.com/ubi9/python-311:latest
STEP 2/9: WORKDIR /opt/app-root/src
STEP 3/9: COPY requirements.txt .
STEP 4/9: RUN pip install --no-cache-dir -r requirements.txt
Collecting weasyprint==61.2
  Downloading weasyprint-61.2-py3-none-any.whl (271 kB)
Collecting flask==3.0.3
  Downloading flask-3.0.3-py3-none-any.whl (101 kB)
Collecting gunicorn==22.0.0
  Downloading gunicorn-22.0.0-py3-none-any.whl (84 kB)
Collecting pydyf>=0.8.0
  Downloading pydyf-0.10.0-py3-none-any.whl (8.2 kB)
Collecting tinycss2>=1.0.0
  Downloading tinycss2-1.3.0-py3-none-any.whl (22 kB)
Installing collected packages: webencodings, zopfli, tinycss2, pydyf, Pillow, fonttools, cssselect2, brotli, Werkzeug, itsdangerous, blinker, weasyprint, gunicorn, flask
Successfully installed Pillow-10.3.0 Werkzeug-3.0.3 blinker-1.8.2 brotli-1.1.0 cssselect2-0.7.0 flask-3.0.3 fonttools-4.53.0 gunicorn-22.0.0 itsdangerous-2.2.0 pydyf-0.10.0 tinycss2-1.3.0 weasyprint-61.2 webencodings-0.5.1 zopfli-0.2.3
STEP 5/9: COPY src/ ./src/
STEP 6/9: COPY templates/ ./templates/
STEP 7/9: ENV PYTHONUNBUFFERED=1 RENDERER_WORKERS=4
STEP 8/9: EXPOSE 8080
STEP 9/9: CMD ["gunicorn", "-b", "0.0.0.0:8080", "-w", "4", "src.app:app"]
COMMIT {img}:1.9.0
Getting image source signatures
Copying blob 5a1f0c3d9e27 skipped: already exists
Copying blob 2b1a2d0e0b9e skipped: already exists
Copying blob 8f04e7c2b1d3 done   |
Copying config 9b27d0c4e1 done   |
Writing manifest to image destination
--> 9b27d0c4e1f8
Successfully tagged {img}:1.9.0
9b27d0c4e1f8a6e3d5b1c7f04a92e8d3b6c1f5a07e94d2c8b3a6f1e0d7c9b4a2"""
    push = """Getting image source signatures
Copying blob 5a1f0c3d9e27 skipped: already exists
Copying blob 2b1a2d0e0b9e skipped: already exists
Copying blob 8f04e7c2b1d3 done   |
Copying config 9b27d0c4e1 done   |
Writing manifest to image destination"""
    layers = [("sha256:5a1f0c3d9e27b84f1c6a0d3e9b27f5c8a41d6e03b9f2c7a5e18d4b60c3f9a271", 79431208),
              ("sha256:2b1a2d0e0b9e4f7c3a6d18e5b92c0f4a7d3e61b8c5f09a2e4d7b1c36f8a05e92", 213884517),
              ("sha256:8f04e7c2b1d3a9c65e0f2b4d78a13c6e9f5b0d2a47c81e3f6b9d05a2c7e4f118", 41562930)]
    insp = {
        "Name": img,
        "Digest": "sha256:e71f3a9c0b84d2e6f5a17c3d9b08e4f2a6c1d7b35e09f8a4c2d6b1e3f7a90c58",
        "RepoTags": ["1.7.0", "1.7.1", "1.8.0", "1.8.1", "1.8.2", "1.9.0"],
        "Created": "2024-06-14T12:03:41.552918364Z",
        "DockerVersion": "",
        "Labels": {"architecture": "x86_64", "com.redhat.component": "python-311-container",
                   "io.buildah.version": "1.33.7", "name": "ubi9/python-311", "vendor": "Red Hat, Inc.",
                   "version": "1"},
        "Architecture": "amd64",
        "Os": "linux",
        "Layers": [d for d, _ in layers],
        "LayersData": [{"MIMEType": "application/vnd.oci.image.layer.v1.tar+gzip", "Digest": d, "Size": n,
                        "Annotations": None} for d, n in layers],
        "Env": ["PATH=/opt/app-root/src/.local/bin:/opt/app-root/src/bin:/opt/app-root/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "PYTHON_VERSION=3.11", "HOME=/opt/app-root/src", "PYTHONUNBUFFERED=1", "RENDERER_WORKERS=4"],
    }
    turns = [
        p.run("buildah images", imgs1),
        p.run(f"buildah bud -t {img}:1.9.0 -f Containerfile .", build, duration=120.0),
        p.run("buildah images", imgs2),
        p.run(f"buildah push {img}:1.9.0", push, duration=30.0),
        p.run("buildah images", imgs3),
        p.run(f"skopeo inspect docker://{img}:1.9.0", js(insp), duration=4.0),
        p.run(f"buildah rmi {img}:1.8.2", f"untagged: {img}:1.8.2\n4c8e1f27ab93d05e6a1f8c2b7e94d3a0c5f6b1e8d2a7c9f3b0e4d6a8c1f5b27e"),
    ]
    rs.add(task="terminal", tid="h42-terminal-21", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="image id of a freshly built tag drifts without a rebuild")


# elasticsearch _cat api: clean
def t22(rs: RowSet) -> None:
    p = Pane("elastic", "es-ops-01", "/home/elastic")
    state = ("elastic@es-ops-01:~$ export ES=https://es-prod-01.corp.local:9200\n"
             "elastic@es-ops-01:~$ export ES_AUTH=\"elastic:$(cat ~/.es_pass)\"\n" + p.prompt)
    c = "curl -s --cacert ~/certs/ca.crt -u \"$ES_AUTH\""
    hh = ("epoch", "timestamp", "cluster", "status", "node.total", "node.data", "shards", "pri", "relo", "init", "unassign",
          "pending_tasks", "max_task_wait_time", "active_shards_percent")
    rj = tuple(range(4, 14))
    h1 = cols([hh, ("1718361245", "10:34:05", "logs-prod", "yellow", "5", "4", "412", "206", "0", "0", "2", "0", "-", "99.5%")], 1, rj, True)
    h2 = cols([hh, ("1718361389", "10:36:29", "logs-prod", "green", "5", "4", "412", "206", "0", "0", "0", "0", "-", "100.0%")], 1, rj, True)
    h3 = cols([hh, ("1718361502", "10:38:22", "logs-prod", "green", "5", "4", "406", "203", "0", "0", "0", "0", "-", "100.0%")], 1, rj, True)
    xh = ("health", "status", "index", "pri", "rep", "docs.count", "store.size")
    x1 = [xh, ("green", "open", "logs-app-2024.06.10", "3", "1", "41822097", "38.2gb"),
          ("green", "open", "logs-app-2024.06.11", "3", "1", "43907154", "40.1gb"),
          ("green", "open", "logs-app-2024.06.12", "3", "1", "42518866", "38.9gb"),
          ("green", "open", "logs-app-2024.06.13", "3", "1", "44102385", "40.3gb"),
          ("green", "open", "logs-app-2024.06.14", "3", "1", "19655032", "18.6gb"),
          ("green", "open", "logs-audit-2024.06", "1", "1", "3388120", "2.9gb"),
          ("yellow", "open", "tmp-reindex-orders", "2", "1", "9210447", "7.1gb")]
    x2 = [xh, x1[2], x1[3], x1[4],
          ("green", "open", "logs-app-2024.06.14", "3", "1", "19873410", "18.8gb"),
          ("green", "open", "logs-audit-2024.06", "1", "1", "3388954", "2.9gb"),
          ("green", "open", "tmp-reindex-orders", "2", "0", "9210447", "7.1gb")]
    xr = (3, 4, 5, 6)
    sh = cols([("index", "shard", "prirep", "state", "docs", "store", "ip", "node"),
               ("tmp-reindex-orders", "0", "p", "STARTED", "4603811", "3.5gb", "10.10.4.21", "es-data-1"),
               ("tmp-reindex-orders", "0", "r", "UNASSIGNED", "", "", "", ""),
               ("tmp-reindex-orders", "1", "p", "STARTED", "4606636", "3.5gb", "10.10.4.23", "es-data-3"),
               ("tmp-reindex-orders", "1", "r", "UNASSIGNED", "", "", "", "")], 1, (4, 5), True)
    al = cols([("shards", "disk.indices", "disk.used", "disk.avail", "disk.total", "disk.percent", "node"),
               ("102", "1.1tb", "1.2tb", "613.4gb", "1.8tb", "66", "es-data-1"),
               ("101", "1.1tb", "1.2tb", "640.7gb", "1.8tb", "64", "es-data-2"),
               ("102", "1.2tb", "1.3tb", "524.9gb", "1.8tb", "71", "es-data-3"),
               ("101", "1.0tb", "1.1tb", "702.2gb", "1.8tb", "62", "es-data-4")], 1, (0, 1, 2, 3, 4, 5), True)
    idx = f"{c} \"$ES/_cat/indices/logs-*,tmp-*?v&s=index&h=health,status,index,pri,rep,docs.count,store.size\""
    turns = [
        p.run(f"{c} \"$ES/_cat/health?v\"", h1),
        p.run(idx, cols(x1, 1, xr, True)),
        p.run(f"{c} \"$ES/_cat/shards/tmp-reindex-orders?v\"", sh),
        p.run(f"{c} -X PUT \"$ES/tmp-reindex-orders/_settings\" -H 'Content-Type: application/json' -d '{{\"index\":{{\"number_of_replicas\":0}}}}'; echo",
              "{\"acknowledged\":true}"),
        p.run(f"{c} \"$ES/_cat/health?v\"", h2),
        p.run(f"{c} -X DELETE \"$ES/logs-app-2024.06.10\"; echo", "{\"acknowledged\":true}"),
        p.run(idx, cols(x2, 1, xr, True)),
        p.run(f"{c} \"$ES/_cat/health?v\"", h3),
        p.run(f"{c} \"$ES/_cat/allocation?v&h=shards,disk.indices,disk.used,disk.avail,disk.total,disk.percent,node\"", al),
    ]
    rs.add(task="terminal", tid="h42-terminal-22", system=SYSTEM, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
