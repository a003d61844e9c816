# ruff: noqa: E501
"""Held-out set holdout41, terminal domain: 22 tmux shell sessions with infrastructure and data tools.

Each trajectory is one task in a bash pane (Pane keeps the prompt and working directory). Eleven have
exactly one observation that contradicts an earlier one; the labels say which turn. Written blind,
as a simulating model would print the screens.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role and Objective

You are a **Terminal World Model**: a precise simulator of a Linux terminal running in a tmux pane. Given the session so far and the keystrokes the agent sends next, predict exactly what the pane shows once they have run.

## Task Definition

You receive:
1. **Historical Context**: the earlier turns of this session (actions and the screens they produced)
2. **Current Terminal State**: the visible screen, prompt included
3. **User Action**: a JSON array of `{"keystrokes", "duration"}` objects sent verbatim to the pane

A trailing newline executes a command; `C-c`, `C-d`, `C-z` and `C-l` are control keys; empty keystrokes mean wait for `duration` seconds.

## Context Maintenance

Track across turns the working directory, environment variables, files, processes, services, and the state of every system the tools talk to (hypervisors, clusters, databases, brokers, secret stores, firewalls). Output must agree with what earlier turns showed and with every side effect of the agent's commands. Values that really change on their own (clocks, uptimes, counters, relative ages such as "5 minutes ago", live traffic) move plausibly between turns; nothing else changes without a cause.

## Output Assembly

1. **Command Echo**: the typed command on the prompt line
2. **Command Output**: stdout and stderr exactly as the real tool formats them (tables, column alignment, ids, sizes, timestamps)
3. **New Prompt**: in the established format, once the command has finished

## Key Principles

- Format: prompt, echo, line breaks and spacing as a real terminal shows them
- Factuality: correct syntax, options and output of each tool
- Consistency: no conflict with previously established state
- Realism: plausible numbers, identifiers, permissions and timestamps
- Quality: complete output, no unreasonable truncation

Reply with the predicted screen after **Environment Observation:**."""


def system(where: str) -> str:
    return SYSTEM + "\n\n## This Session\n\n" + where


def cols(rows: list[list[str]], gap: int = 2, right: tuple[int, ...] = ()) -> str:
    """Left-aligned columns as tabwriter-style CLIs print them (right-aligned where asked)."""
    n = max(len(r) for r in rows)
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(n)]
    out = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            cells.append(c.rjust(widths[i]) if i in right else c.ljust(widths[i]))
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def box(headers: list[str], rows: list[list[str]]) -> str:
    """The ASCII table incus and lxc print."""
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    out = [sep, "|" + "|".join(" " + h.center(w) + " " for h, w in zip(headers, widths)) + "|", sep]
    for r in rows:
        out.append("|" + "|".join(" " + c.ljust(w) + " " for c, w in zip(r, widths)) + "|")
    out.append(sep)
    return "\n".join(out)


def duck(headers: list[str], types: list[str], rows: list[list[str]], right: tuple[int, ...] = ()) -> str:
    """DuckDB's box rendering: header, type line, rows."""
    widths = [max([len(h), len(t)] + [len(r[i]) for r in rows]) for i, (h, t) in enumerate(zip(headers, types))]
    top = "┌" + "┬".join("─" * (w + 2) for w in widths) + "┐"
    mid = "├" + "┼".join("─" * (w + 2) for w in widths) + "┤"
    bot = "└" + "┴".join("─" * (w + 2) for w in widths) + "┘"
    out = [top, "│" + "│".join(" " + h.center(w) + " " for h, w in zip(headers, widths)) + "│",
           "│" + "│".join(" " + t.center(w) + " " for t, w in zip(types, widths)) + "│", mid]
    for r in rows:
        out.append("│" + "│".join(" " + (c.rjust(w) if i in right else c.ljust(w)) + " "
                                  for i, (c, w) in enumerate(zip(r, widths))) + "│")
    out.append(bot)
    return "\n".join(out)


def tabs(text: str) -> str:
    """Turn each leading group of four spaces into a tab (nft prints tab-indented rulesets)."""
    out = []
    for line in text.split("\n"):
        stripped = line.lstrip(" ")
        k = (len(line) - len(stripped)) // 4
        out.append("\t" * k + line[4 * k:])
    return "\n".join(out)


# pulumi stack and up: clean
def t01(rs: RowSet) -> None:
    p = Pane("lena", "ws-lena", "/home/lena/src/billing-infra")
    state = "Last login: Tue Jun 11 08:52:14 2024 from 10.0.3.17\n" + p.prompt
    def stack_ls(staging: str) -> str:
        return cols([
            ["NAME", "LAST UPDATE", "RESOURCE COUNT", "URL"],
            ["acme-payments/dev", "3 days ago", "23", "https://app.pulumi.com/acme-payments/billing-infra/dev"],
            ["acme-payments/prod", "5 days ago", "47", "https://app.pulumi.com/acme-payments/billing-infra/prod"],
            ["acme-payments/staging*", staging, "41", "https://app.pulumi.com/acme-payments/billing-infra/staging"],
        ])

    turns = [
        p.run("pulumi whoami -v", """\
User: lena-k
Organizations: lena-k, acme-payments
Backend URL: https://app.pulumi.com/lena-k
Token type: personal
Token name: ws-lena-2024"""),
        p.run("pulumi stack ls", stack_ls("2 weeks ago")),
        p.run("pulumi config", """\
KEY                  VALUE
aws:region           eu-central-1
billing:dbInstance   db.r6g.large
billing:queueName    billing-jobs-staging
billing:stripeKey    [secret]
billing:workerCount  2
billing:workerImage  123456789012.dkr.ecr.eu-central-1.amazonaws.com/billing-worker:1.42.0"""),
        p.run("pulumi config set billing:workerCount 4 && pulumi config get billing:workerCount", "4"),
        p.run("pulumi preview --diff", """\
Previewing update (acme-payments/staging)

View in Browser (Ctrl+O): https://app.pulumi.com/acme-payments/billing-infra/staging/previews/9d3c1f0a-6b2e-4c57-a1e8-2f7b04c9e615

  pulumi:pulumi:Stack: (same)
    [urn=urn:pulumi:staging::billing-infra::pulumi:pulumi:Stack::billing-infra-staging]
    ~ aws:ecs/service:Service: (update)
        [id=arn:aws:ecs:eu-central-1:123456789012:service/billing-staging/billing-worker]
        [urn=urn:pulumi:staging::billing-infra::aws:ecs/service:Service::billing-worker]
        [provider=urn:pulumi:staging::billing-infra::pulumi:providers:aws::default_6_32_0::4b1e7c2a-9f03-4d6b-8e51-c7a2d09f3b18]
      ~ desiredCount: 2 => 4
Resources:
    ~ 1 to update
    40 unchanged""", duration=15),
        p.run('pulumi up --yes --skip-preview -m "Scale billing workers to 4"', """\
Updating (acme-payments/staging)

View in Browser (Ctrl+O): https://app.pulumi.com/acme-payments/billing-infra/staging/updates/58

     Type                 Name                   Status            Info
     pulumi:pulumi:Stack  billing-infra-staging
 ~   └─ aws:ecs:Service   billing-worker         updated (31s)     [diff: ~desiredCount]

Outputs:
    clusterName       : "billing-staging"
    queueUrl          : "https://sqs.eu-central-1.amazonaws.com/123456789012/billing-jobs-staging"
    serviceName       : "billing-worker"
    workerDesiredCount: 4

Resources:
    ~ 1 updated
    40 unchanged

Duration: 34s""", duration=45),
        p.run("pulumi stack ls", stack_ls("1 minute ago")),
        p.run("pulumi stack history --page-size 2", """\
Version: 58
UpdateKind: update
Status: succeeded
Message: Scale billing workers to 4
+0-0~1 40 Updated 1 minute ago took 34s
    exec.kind: cli
    git.author: Lena Kowalski
    git.author.email: lena.kowalski@acme-payments.io
    git.committer: Lena Kowalski
    git.committer.email: lena.kowalski@acme-payments.io
    git.dirty: true
    git.head: 7c41e9b2d05f86a3e1b94c0d2f7a58e16b3c90d4
    git.headName: refs/heads/main
    vcs.kind: github.com
    vcs.owner: acme-payments
    vcs.repo: billing-infra

Version: 57
UpdateKind: update
Status: succeeded
Message: Bump worker image to 1.42.0
+0-0~1 40 Updated 2 weeks ago took 41s
    exec.kind: cli
    git.author: Marek Duda
    git.author.email: marek.duda@acme-payments.io
    git.committer: Marek Duda
    git.committer.email: marek.duda@acme-payments.io
    git.dirty: false
    git.head: 7c41e9b2d05f86a3e1b94c0d2f7a58e16b3c90d4
    git.headName: refs/heads/main
    vcs.kind: github.com
    vcs.owner: acme-payments
    vcs.repo: billing-infra"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-01", state=state, turns=turns,
           system=system("An engineer's workstation: a Pulumi (TypeScript) project for the billing service's AWS infrastructure, logged in to Pulumi Cloud, AWS credentials in the environment."))


# virsh: bad
def t02(rs: RowSet) -> None:
    p = Pane("root", "kvm-host-02", "/root")
    state = p.prompt
    uuid = "9a41c7e0-3b2d-4f18-8c55-e61d0a7b2f49"
    drift = "9a41c7e0-3b2d-4f18-8c55-e61d0a7b24f9"
    turns = [
        p.run("virsh list --all", """\
 Id   Name               State
-----------------------------------
 1    gitlab-runner-01   running
 3    pg-replica-b       running
 7    build-win2019      running
 -    dns-canary         shut off
 -    mirror-apt         shut off
"""),
        p.run("virsh dominfo dns-canary", f"""\
Id:             -
Name:           dns-canary
UUID:           {uuid}
OS Type:        hvm
State:          shut off
CPU(s):         2
Max memory:     2097152 KiB
Used memory:    2097152 KiB
Persistent:     yes
Autostart:      disable
Managed save:   no
Security model: apparmor
Security DOI:   0
"""),
        p.run("virsh domblklist dns-canary --details", """\
 Type   Device   Target   Source
--------------------------------------------------------------------
 file   disk     vda      /var/lib/libvirt/images/dns-canary.qcow2
 file   cdrom    sda      -
"""),
        p.run("virsh setmaxmem dns-canary 4G --config && virsh setmem dns-canary 4G --config", "\n\n"),
        p.run("virsh start dns-canary && virsh dominfo dns-canary", f"""\
Domain 'dns-canary' started

Id:             8
Name:           dns-canary
UUID:           {drift}
OS Type:        hvm
State:          running
CPU(s):         2
CPU time:       1.9s
Max memory:     4194304 KiB
Used memory:    4194304 KiB
Persistent:     yes
Autostart:      disable
Managed save:   no
Security model: apparmor
Security DOI:   0
Security label: libvirt-{drift} (enforcing)
""", duration=5),
        p.run("virsh domifaddr dns-canary", """\
 Name       MAC address          Protocol     Address
-------------------------------------------------------------------------------
 vnet12     52:54:00:3e:a1:07    ipv4         192.168.122.53/24
""", duration=2),
        p.run("virsh autostart dns-canary", "Domain 'dns-canary' marked as autostarted\n"),
        p.run("virsh list --all", """\
 Id   Name               State
-----------------------------------
 1    gitlab-runner-01   running
 3    pg-replica-b       running
 7    build-win2019      running
 8    dns-canary         running
 -    mirror-apt         shut off
"""),
        p.run("virsh dominfo dns-canary | grep -E 'State|memory|Autostart'", """\
State:          running
Max memory:     4194304 KiB
Used memory:    4194304 KiB
Autostart:      enable"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-02", state=state, turns=turns, bad=True, turn=5,
           kind="libvirt domain UUID changes between dominfo before and after start",
           system=system("A Debian 12 KVM host managed with libvirt (qemu:///system); the admin is root."))


# redis-cli: clean
def t03(rs: RowSet) -> None:
    p = Pane("app", "cache-ops-1", "/home/app")
    state = p.prompt
    r = "redis-cli -h 10.20.0.14"
    stats_grep = "grep -E '^(total_connections_received|total_commands_processed|instantaneous_ops_per_sec|expired_keys|evicted_keys|keyspace_hits|keyspace_misses):'"
    turns = [
        p.run(f"{r} INFO server", """\
# Server
redis_version:7.2.4
redis_git_sha1:00000000
redis_git_dirty:0
redis_build_id:b2c1e5a74d3f9e1a
redis_mode:standalone
os:Linux 6.1.0-18-amd64 x86_64
arch_bits:64
monotonic_clock:POSIX clock_gettime
multiplexing_api:epoll
atomicvar_api:c11-builtin
gcc_version:12.2.0
process_id:1187
process_supervised:systemd
run_id:4f0b7d2c9a61e83f55d0c1b7e9a24f6d8c3e7b10
tcp_port:6379
server_time_usec:1718097642318804
uptime_in_seconds:1843211
uptime_in_days:21
hz:10
configured_hz:10
lru_clock:12034794
executable:/usr/bin/redis-server
config_file:/etc/redis/redis.conf
io_threads_active:0
listener0:name=tcp,bind=10.20.0.14,bind=127.0.0.1,port=6379"""),
        p.run(f"{r} INFO keyspace", """\
# Keyspace
db0:keys=48213,expires=31877,avg_ttl=2591234
db2:keys=112,expires=0,avg_ttl=0"""),
        p.run(f"{r} --scan --pattern 'session:legacy:*' | head -n 5; {r} --scan --pattern 'session:legacy:*' | wc -l", """\
session:legacy:7f3a91c0e2b84d57
session:legacy:0c5d2e8b14f97a63
session:legacy:b81e6f0a3c29d745
session:legacy:4a97c3d10e5b8f26
session:legacy:e206b9f47a1c3d58
37""", duration=2),
        p.run(f"{r} --scan --pattern 'session:legacy:*' | xargs {r} DEL", "(integer) 37", duration=2),
        p.run(f"{r} INFO keyspace", """\
# Keyspace
db0:keys=48203,expires=31868,avg_ttl=2588710
db2:keys=112,expires=0,avg_ttl=0"""),
        p.run(f"{r} INFO stats | {stats_grep}", """\
total_connections_received:1204877
total_commands_processed:918443210
instantaneous_ops_per_sec:512
expired_keys:3310458
evicted_keys:0
keyspace_hits:611024387
keyspace_misses:40217736"""),
        p.run(f"{r} CONFIG GET maxmemory-policy", """\
1) "maxmemory-policy"
2) "volatile-lru\""""),
        p.run(f"{r} CONFIG SET maxmemory-policy allkeys-lru", "OK"),
        p.run(f"{r} CONFIG GET 'maxmemory*'", """\
 1) "maxmemory-samples"
 2) "5"
 3) "maxmemory-eviction-tenacity"
 4) "10"
 5) "maxmemory-clients"
 6) "0"
 7) "maxmemory"
 8) "4294967296"
 9) "maxmemory-policy"
10) "allkeys-lru\""""),
        p.run(f"{r} INFO stats | {stats_grep}", """\
total_connections_received:1204918
total_commands_processed:918539874
instantaneous_ops_per_sec:547
expired_keys:3310669
evicted_keys:0
keyspace_hits:611095599
keyspace_misses:40223639"""),
        p.run(f"{r} INFO server | grep -E '^(process_id|uptime_in_seconds|uptime_in_days):'", """\
process_id:1187
uptime_in_seconds:1843402
uptime_in_days:21"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-03", state=state, turns=turns,
           system=system("An ops VM with redis-tools, talking to the production session cache (Redis 7.2, standalone) at 10.20.0.14; no password on the internal interface."))


# consul kv: bad
def t04(rs: RowSet) -> None:
    p = Pane("sre", "bastion-1", "/home/sre")
    state = "sre@bastion-1:~$ export CONSUL_HTTP_ADDR=https://consul.eu-west.internal:8501\n" + p.prompt
    turns = [
        p.run("consul members", cols([
            ["Node", "Address", "Status", "Type", "Build", "Protocol", "DC", "Partition", "Segment"],
            ["consul-srv-a", "10.8.1.11:8301", "alive", "server", "1.17.3", "2", "eu-west", "default", "<all>"],
            ["consul-srv-b", "10.8.1.12:8301", "alive", "server", "1.17.3", "2", "eu-west", "default", "<all>"],
            ["consul-srv-c", "10.8.1.13:8301", "alive", "server", "1.17.3", "2", "eu-west", "default", "<all>"],
            ["checkout-api-01", "10.8.4.21:8301", "alive", "client", "1.17.3", "2", "eu-west", "default", "<default>"],
            ["checkout-api-02", "10.8.4.22:8301", "alive", "client", "1.17.3", "2", "eu-west", "default", "<default>"],
            ["checkout-api-03", "10.8.4.23:8301", "alive", "client", "1.17.3", "2", "eu-west", "default", "<default>"],
            ["inventory-01", "10.8.5.31:8301", "alive", "client", "1.17.3", "2", "eu-west", "default", "<default>"],
            ["inventory-02", "10.8.5.32:8301", "left", "client", "1.17.3", "2", "eu-west", "default", "<default>"],
        ])),
        p.run("consul kv get -recurse config/checkout/", """\
config/checkout/db/pool_size:20
config/checkout/feature_flags/new_tax_engine:false
config/checkout/feature_flags/split_payments:true
config/checkout/max_cart_items:50
config/checkout/payment_timeout_ms:8000
config/checkout/retry_backoff:exponential"""),
        p.run("consul kv get -detailed config/checkout/payment_timeout_ms", """\
CreateIndex      18823
Flags            0
Key              config/checkout/payment_timeout_ms
LockIndex        0
ModifyIndex      402117
Session          -
Value            8000"""),
        p.run("consul kv put config/checkout/payment_timeout_ms 12000", "Success! Data written to: config/checkout/payment_timeout_ms"),
        p.run("consul kv put config/checkout/feature_flags/new_tax_engine true", "Success! Data written to: config/checkout/feature_flags/new_tax_engine"),
        p.run("consul kv get -recurse config/checkout/", """\
config/checkout/db/pool_size:20
config/checkout/feature_flags/new_tax_engine:true
config/checkout/feature_flags/split_payments:true
config/checkout/max_cart_items:50
config/checkout/payment_timeout_ms:8000
config/checkout/retry_backoff:exponential"""),
        p.run("consul kv get -detailed config/checkout/feature_flags/new_tax_engine", """\
CreateIndex      377502
Flags            0
Key              config/checkout/feature_flags/new_tax_engine
LockIndex        0
ModifyIndex      402391
Session          -
Value            true"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-04", state=state, turns=turns, bad=True, turn=6,
           kind="KV value written with kv put reads back as the old value",
           system=system("A bastion host with the consul CLI and an ACL token for the eu-west datacenter in the environment; the checkout service reads its settings from Consul KV."))


# nft list ruleset: bad
def t05(rs: RowSet) -> None:
    p = Pane("root", "edge-fw-2", "/root")
    state = p.prompt
    chain_before = tabs("""\
table inet filter {
    chain input { # handle 1
        type filter hook input priority filter; policy drop;
        ct state established,related accept # handle 4
        ct state invalid drop # handle 5
        iifname "lo" accept # handle 6
        ip protocol icmp icmp type { echo-request, destination-unreachable, time-exceeded } limit rate 10/second accept # handle 7
        ip6 nexthdr ipv6-icmp accept # handle 8
        ip saddr @blocklist_v4 drop # handle 9
        iifname "wan0" tcp dport { 80, 443 } accept # handle 10
        ip saddr 203.0.113.0/24 tcp dport 22 accept # handle 11
        iifname "lan0" tcp dport 22 accept # handle 12
        iifname "lan0" udp dport { 53, 67, 123 } accept # handle 13
        iifname "wan0" tcp dport 8080 accept comment "temp-vendor-demo" # handle 14
        udp dport 51820 accept # handle 15
        log prefix "nft-input-drop: " limit rate 5/minute # handle 16
    }
}""")
    chain_after = tabs("""\
table inet filter {
    chain input { # handle 1
        type filter hook input priority filter; policy drop;
        ct state established,related accept # handle 4
        ct state invalid drop # handle 5
        iifname "lo" accept # handle 6
        ip protocol icmp icmp type { echo-request, destination-unreachable, time-exceeded } limit rate 10/second accept # handle 7
        ip6 nexthdr ipv6-icmp accept # handle 8
        ip saddr @blocklist_v4 drop # handle 9
        iifname "wan0" tcp dport { 80, 443 } accept # handle 10
        ip saddr 203.0.113.0/24 tcp dport 22 accept # handle 11
        ip saddr 198.51.100.23 tcp dport 22 accept comment "vpn-jump" # handle 27
        iifname "lan0" tcp dport 22 accept # handle 12
        iifname "lan0" udp dport { 53, 67, 123 } accept # handle 13
        udp dport 51820 accept # handle 15
        log prefix "nft-input-drop: " limit rate 5/minute # handle 16
    }
}""")
    grep = "\n".join([
        '19:\t\tiifname "wan0" tcp dport { 80, 443 } accept',
        "20:\t\tip saddr 203.0.113.0/24 tcp dport 22 accept",
        '21:\t\tip saddr 198.51.100.23 tcp dport 22 accept comment "vpn-jump"',
        '22:\t\tiifname "lan0" tcp dport 22 accept',
        '23:\t\tiifname "lan0" udp dport { 53, 67, 123 } accept',
        '24:\t\tiifname "wan0" tcp dport 8080 accept comment "temp-vendor-demo"',
        "25:\t\tudp dport 51820 accept",
        '36:\t\tiifname "wg0" oifname "lan0" ip daddr 10.10.0.0/24 tcp dport { 22, 443, 5432 } accept',
        '54:\t\tiifname "wan0" tcp dport 2222 dnat to 10.10.0.15:22',
    ])
    turns = [
        p.run("nft list tables", "table inet filter\ntable ip nat"),
        p.run("nft -a list chain inet filter input", chain_before),
        p.run("nft delete rule inet filter input handle 14"),
        p.run("nft add rule inet filter input position 11 ip saddr 198.51.100.23 tcp dport 22 accept comment '\"vpn-jump\"'"),
        p.run("nft -a list chain inet filter input", chain_after),
        p.run("nft add element inet filter blocklist_v4 { 192.0.2.77 }"),
        p.run("nft list set inet filter blocklist_v4", "\n".join([
            "table inet filter {",
            "\tset blocklist_v4 {",
            "\t\ttype ipv4_addr",
            "\t\tflags interval",
            "\t\tauto-merge",
            "\t\telements = { 45.134.26.0/24, 91.240.118.0/24,",
            "\t\t\t     185.220.100.0/22, 192.0.2.77,",
            "\t\t\t     193.142.146.0/24 }",
            "\t}",
            "}"])),
        p.run("nft list ruleset > /etc/nftables.conf && grep -n 'dport' /etc/nftables.conf", grep),
        p.run("systemctl is-enabled nftables", "enabled"),
    ]
    rs.add(task="terminal", tid="h41-terminal-05", state=state, turns=turns, bad=True, turn=8,
           kind="rule deleted by handle shows up again in the saved ruleset",
           system=system("A Debian 12 edge firewall (wan0, lan0, wg0) whose packet filter is nftables; the admin is root over SSH from the management VPN."))


# podman pod: clean
def t06(rs: RowSet) -> None:
    p = Pane("dev", "fedora-ws", "/home/dev/projects/ledger", style="rhel")
    state = p.prompt
    ports = "0.0.0.0:5432->5432/tcp, 0.0.0.0:8000->8000/tcp, 0.0.0.0:8080->8080/tcp"
    ps_rows = [
        ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES", "POD ID", "PODNAME"],
        ["8b1e4d07c2a9", "localhost/podman-pause:4.9.4-1711445992", "", "2 hours ago", "Up 2 hours", ports, "3f2a9c81d0e7-infra", "3f2a9c81d0e7", "ledger-dev"],
        ["c4d92e1f6b03", "docker.io/library/postgres:16.2", "postgres", "2 hours ago", "Up 2 hours", ports, "ledger-db", "3f2a9c81d0e7", "ledger-dev"],
        ["5e7a0b3d98f1", "localhost/ledger-api:dev", "uvicorn ledger.ap...", "2 hours ago", "Up 2 hours", ports, "ledger-api", "3f2a9c81d0e7", "ledger-dev"],
        ["a02c6f81e4d7", "localhost/ledger-api:dev", "python -m ledger....", "2 hours ago", "Up 2 hours", ports, "ledger-worker", "3f2a9c81d0e7", "ledger-dev"],
        ["7a3f0c9d1e55", "docker.io/library/adminer:4.8.1", "php -S [::]:8080 ...", "2 hours ago", "Up 2 hours", ports, "ledger-adminer", "3f2a9c81d0e7", "ledger-dev"],
    ]
    short = [["CONTAINER ID", "NAMES", "STATUS", "PODNAME"]] + [[r[0], r[6], "Up 6 seconds", r[8]] for r in ps_rows[1:]]
    turns = [
        p.run("podman pod ps", cols([
            ["POD ID", "NAME", "STATUS", "CREATED", "INFRA ID", "# OF CONTAINERS"],
            ["3f2a9c81d0e7", "ledger-dev", "Running", "2 hours ago", "8b1e4d07c2a9", "5"]])),
        p.run("podman ps --pod", cols(ps_rows)),
        p.run("podman inspect --format '{{.Name}} {{.State.Pid}} {{.State.StartedAt}}' ledger-db ledger-api ledger-worker", """\
ledger-db 48102 2024-06-12 08:41:17.203118542 +0200 CEST
ledger-api 48211 2024-06-12 08:41:19.887410231 +0200 CEST
ledger-worker 48260 2024-06-12 08:41:20.114603877 +0200 CEST"""),
        p.run("podman pod restart ledger-dev", "3f2a9c81d0e7b5a4c2d81f96e03a7b58d4c1e29f0a6b3d75e8c2f41a9b07d6e3", duration=12),
        p.run('podman ps --pod --format "table {{.ID}} {{.Names}} {{.Status}} {{.PodName}}"', cols(short)),
        p.run("podman inspect --format '{{.Name}} {{.State.Pid}} {{.State.StartedAt}}' ledger-db ledger-api ledger-worker", """\
ledger-db 51688 2024-06-12 10:48:02.551870214 +0200 CEST
ledger-api 51733 2024-06-12 10:48:03.402916657 +0200 CEST
ledger-worker 51790 2024-06-12 10:48:03.719245008 +0200 CEST"""),
        p.run("podman rm -f ledger-adminer", "ledger-adminer", duration=3),
        p.run("podman pod ps", cols([
            ["POD ID", "NAME", "STATUS", "CREATED", "INFRA ID", "# OF CONTAINERS"],
            ["3f2a9c81d0e7", "ledger-dev", "Running", "2 hours ago", "8b1e4d07c2a9", "4"]])),
        p.run("podman logs --tail 6 ledger-api", """\
INFO:     Started server process [1]
INFO:     Waiting for application startup.
2024-06-12 08:48:04,118 ledger.db INFO connected to postgresql://ledger@127.0.0.1:5432/ledger (pool size 10)
INFO:     Application startup complete.
INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
INFO:     127.0.0.1:50874 - "GET /healthz HTTP/1.1" 200 OK"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-06", state=state, turns=turns,
           system=system("A Fedora 40 developer workstation running rootless Podman 4.9; the ledger service's dev environment runs as one pod."))


# certbot certificates: clean
def t07(rs: RowSet) -> None:
    p = Pane("root", "www-03", "/root")
    state = p.prompt
    dash = "- " * 39 + "-"
    api = """\
  Certificate Name: api.example.org
    Serial Number: 4c07e2a91d5b3f68e0a4c21b9d7f3e6a05b
    Key Type: ECDSA
    Domains: api.example.org
    Expiry Date: 2024-08-18 02:11:40+00:00 (VALID: 70 days)
    Certificate Path: /etc/letsencrypt/live/api.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/api.example.org/privkey.pem"""
    promo = """\
  Certificate Name: old-promo.example.org
    Serial Number: 3f1a60c2d84e97b5021fc6a83e9d4b7710e
    Key Type: RSA
    Domains: old-promo.example.org
    Expiry Date: 2024-05-30 14:02:09+00:00 (INVALID: EXPIRED)
    Certificate Path: /etc/letsencrypt/live/old-promo.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/old-promo.example.org/privkey.pem"""
    shop_old = """\
  Certificate Name: shop.example.org
    Serial Number: 41b8d2e07c93a5f1604e2bd8c71f9a2e3d0
    Key Type: ECDSA
    Domains: shop.example.org www.shop.example.org
    Expiry Date: 2024-06-30 08:14:51+00:00 (VALID: 21 days)
    Certificate Path: /etc/letsencrypt/live/shop.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/shop.example.org/privkey.pem"""
    shop_new = """\
  Certificate Name: shop.example.org
    Serial Number: 3b9e0c5d7a2f41e8c06d19f4b27a8e5513c
    Key Type: ECDSA
    Domains: shop.example.org www.shop.example.org
    Expiry Date: 2024-09-06 08:07:33+00:00 (VALID: 89 days)
    Certificate Path: /etc/letsencrypt/live/shop.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/shop.example.org/privkey.pem"""
    log = "Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n"
    live = "/etc/letsencrypt/live/shop.example.org/"
    links = []
    for name in ("cert", "chain", "fullchain", "privkey"):
        target = f"../../archive/shop.example.org/{name}4.pem"
        links.append(f"lrwxrwxrwx 1 root root {len(target):3d} Jun  8 09:07 {name}.pem -> {target}")
    turns = [
        p.run("certbot certificates", f"{log}{dash}\nFound the following certs:\n{api}\n{promo}\n{shop_old}\n{dash}", duration=2),
        p.run("certbot delete --cert-name old-promo.example.org --non-interactive",
              f"{log}{dash}\nDeleted all files relating to certificate old-promo.example.org.\n{dash}", duration=2),
        p.run("certbot renew --cert-name shop.example.org --force-renewal", f"""\
{log}{dash}
Processing /etc/letsencrypt/renewal/shop.example.org.conf
{dash}
Renewing an existing certificate for shop.example.org and www.shop.example.org

{dash}
Congratulations, all renewals succeeded:
  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)
{dash}""", duration=20),
        p.run("certbot certificates", f"{log}{dash}\nFound the following certs:\n{api}\n{shop_new}\n{dash}", duration=2),
        p.run(f"openssl x509 -in {live}fullchain.pem -noout -serial -subject -issuer -dates", """\
serial=03B9E0C5D7A2F41E8C06D19F4B27A8E5513C
subject=CN = shop.example.org
issuer=C = US, O = Let's Encrypt, CN = E6
notBefore=Jun  8 08:07:34 2024 GMT
notAfter=Sep  6 08:07:33 2024 GMT"""),
        p.run(f"ls -l {live}", "total 4\n-rw-r--r-- 1 root root 692 Dec  2  2023 README\n" + "\n".join(links)),
        p.run("nginx -t && systemctl reload nginx", """\
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""),
        p.run("echo | openssl s_client -connect shop.example.org:443 -servername shop.example.org 2>/dev/null | openssl x509 -noout -serial -enddate", """\
serial=03B9E0C5D7A2F41E8C06D19F4B27A8E5513C
notAfter=Sep  6 08:07:33 2024 GMT""", duration=2),
    ]
    rs.add(task="terminal", tid="h41-terminal-07", state=state, turns=turns,
           system=system("An Ubuntu 22.04 web server (nginx) whose TLS certificates come from Let's Encrypt through certbot 2.x; it is Saturday 2024-06-08, about 09:05 UTC."))


# Proxmox pct and qm: bad
def t08(rs: RowSet) -> None:
    p = Pane("root", "pve-node2", "/root")
    state = "Linux pve-node2 6.8.4-3-pve #1 SMP PREEMPT_DYNAMIC PMX 6.8.4-3 (2024-05-02T11:55Z) x86_64\n\nLast login: Wed Jun 12 08:02:51 2024 from 192.168.10.5\n" + p.prompt
    tpl = "local:vztmpl/debian-12-standard_12.2-1_amd64.tar.zst"
    turns = [
        p.run("pct list", cols([
            ["VMID", "Status", "Lock", "Name"],
            ["101", "running", "", "dns-int"],
            ["102", "running", "", "unifi"],
            ["105", "stopped", "", "test-build"],
            ["110", "running", "", "grafana"]], gap=7)),
        p.run("qm list", """\
      VMID NAME                 STATUS     MEM(MB)    BOOTDISK(GB) PID
       200 win-jumpbox          running    8192              80.00 2231
       201 k8s-cp-1             running    4096              32.00 2460
       202 k8s-w-1              running    8192              64.00 2518"""),
        p.run("pveam list local", """\
NAME                                                         SIZE
local:vztmpl/alpine-3.19-default_20240207_amd64.tar.xz       2.98MB
local:vztmpl/debian-12-standard_12.2-1_amd64.tar.zst         120.29MB
local:vztmpl/ubuntu-22.04-standard_22.04-1_amd64.tar.zst     123.81MB"""),
        p.run(f"pct create 120 {tpl} --hostname mqtt-broker --cores 2 --memory 1024 --swap 512 --rootfs local-lvm:8 --net0 name=eth0,bridge=vmbr0,ip=dhcp --unprivileged 1 --features nesting=1", """\
  Logical volume "vm-120-disk-0" created.
Creating filesystem with 2097152 4k blocks and 524288 inodes
Filesystem UUID: 6d2f91c4-0b7e-4a38-9c15-e8a3f7d20b64
Superblock backups stored on blocks:
\t32768, 98304, 163840, 229376, 294912, 819200, 884736, 1605632
extracting archive '/var/lib/vz/template/cache/debian-12-standard_12.2-1_amd64.tar.zst'
Total bytes read: 514785280 (491MiB, 120MiB/s)
Detected container architecture: amd64
Creating SSH host key 'ssh_host_rsa_key' - this may take some time ...
done: SHA256:fW2nQ7vH4cR9xLmB1aK6pZs3Ej8dTg0YuN5oIiC2lXw root@mqtt-broker
Creating SSH host key 'ssh_host_ecdsa_key' - this may take some time ...
done: SHA256:T0y5k3rXw1Gq8bJ2mVnE7cLd4HsZ9pUfA6oYiR0tKxc root@mqtt-broker
Creating SSH host key 'ssh_host_ed25519_key' - this may take some time ...
done: SHA256:9kPz2Lr7Vd4xN1cQw8Hm3Ty6Bf0Gs5Ja2Ue7Yo4iRqE root@mqtt-broker""", duration=30),
        p.run("pct start 120 && pct status 120", "status: running", duration=5),
        p.run("pct exec 120 -- ip -4 -br addr", """\
lo               UNKNOWN        127.0.0.1/8
eth0@if38        UP             192.168.10.147/24""", duration=3),
        p.run("pct destroy 105 --purge", """\
  Logical volume "vm-105-disk-0" successfully removed.
purging CT 105 from related configurations..""", duration=5),
        p.run("pvesm status", """\
Name             Type     Status           Total            Used       Available        %
local             dir     active        98497780        21876544        71571688   22.21%
local-lvm     lvmthin     active       832888832       241542737       591346094   29.00%"""),
        p.run("pct list", cols([
            ["VMID", "Status", "Lock", "Name"],
            ["101", "running", "", "dns-int"],
            ["102", "running", "", "unifi"],
            ["110", "running", "", "grafana"]], gap=7)),
    ]
    rs.add(task="terminal", tid="h41-terminal-08", state=state, turns=turns, bad=True, turn=9,
           kind="container created and started earlier is absent from pct list",
           system=system("A Proxmox VE 8.2 node (pve-node2) reached over SSH as root; containers live on local-lvm, templates on local."))


# kafka-topics: clean
def t09(rs: RowSet) -> None:
    p = Pane("kafka", "kafka-admin-1", "/opt/kafka")
    state = p.prompt
    bs = "--bootstrap-server kafka-1:9092"
    assign = ["1,2,3", "2,3,1", "3,1,2", "1,3,2", "2,1,3", "3,2,1", "2,3,1", "3,1,2", "1,2,3", "3,2,1", "1,3,2", "2,1,3"]

    def describe(n: int) -> str:
        head = (f"Topic: orders.v1\tTopicId: q7Zk3xVNTtu9rF0aYw2b1g\tPartitionCount: {n}\tReplicationFactor: 3\t"
                "Configs: min.insync.replicas=2,cleanup.policy=delete,retention.ms=604800000,segment.bytes=536870912")
        lines = [head]
        for i in range(n):
            lead = assign[i].split(",")[0]
            lines.append(f"\tTopic: orders.v1\tPartition: {i}\tLeader: {lead}\tReplicas: {assign[i]}\tIsr: {assign[i]}")
        return "\n".join(lines)

    members = ["fulfillment-7c9d-0-3b1e6f0a-2c4d-4e8b-9a17-5d0c2e8f1b63",
               "fulfillment-7c9d-1-9e04a7c2-51b8-4d3f-8c6e-0a2f7b9d3e14",
               "fulfillment-7c9d-2-c61f28e9-7a0d-4b52-a3e7-18d94f6c0b2a"]
    hosts = ["/10.12.3.41", "/10.12.3.42", "/10.12.3.43"]

    def group(cur: list[str], end: list[int]) -> str:
        rows = [["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG", "CONSUMER-ID", "HOST", "CLIENT-ID"]]
        for i in range(12):
            m = i // 4
            lag = "-" if cur[i] == "-" else str(end[i] - int(cur[i]))
            rows.append(["order-fulfillment", "orders.v1", str(i), cur[i], str(end[i]), lag, members[m], hosts[m], members[m][:18]])
        return "\n" + cols(rows, gap=1)

    cur1 = ["1843221", "1839907", "1846012", "1841388", "1840775", "1844530", "-", "-", "-", "-", "-", "-"]
    end1 = [1843230, 1839907, 1846019, 1841391, 1840775, 1844536, 14, 9, 21, 11, 17, 8]
    cur2 = ["1843402", "1840088", "1846190", "1841569", "1840951", "1844712", "203", "188", "214", "199", "207", "192"]
    end2 = [1843405, 1840091, 1846190, 1841574, 1840951, 1844718, 203, 190, 214, 199, 209, 192]
    turns = [
        p.run(f"bin/kafka-topics.sh {bs} --list", """\
__consumer_offsets
audit.log
inventory.snapshots
orders.v1
orders.v1.dlq
payments.events""", duration=3),
        p.run(f"bin/kafka-topics.sh {bs} --describe --topic orders.v1", describe(6), duration=3),
        p.run(f"bin/kafka-topics.sh {bs} --alter --topic orders.v1 --partitions 12", "", duration=3),
        p.run(f"bin/kafka-topics.sh {bs} --describe --topic orders.v1", describe(12), duration=3),
        p.run(f"bin/kafka-topics.sh {bs} --create --topic orders.v1.retry --partitions 12 --replication-factor 3 --config retention.ms=86400000",
              "Created topic orders.v1.retry.", duration=3),
        p.run(f"bin/kafka-consumer-groups.sh {bs} --describe --group order-fulfillment", group(cur1, end1), duration=4),
        p.run(f"bin/kafka-consumer-groups.sh {bs} --describe --group order-fulfillment", group(cur2, end2), duration=4),
        p.run(f"bin/kafka-topics.sh {bs} --list", """\
__consumer_offsets
audit.log
inventory.snapshots
orders.v1
orders.v1.dlq
orders.v1.retry
payments.events""", duration=3),
        p.run(f"bin/kafka-configs.sh {bs} --entity-type topics --entity-name orders.v1.retry --describe", """\
Dynamic configs for topic orders.v1.retry are:
  retention.ms=86400000 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:retention.ms=86400000}""", duration=3),
    ]
    rs.add(task="terminal", tid="h41-terminal-09", state=state, turns=turns,
           system=system("An admin VM with the Apache Kafka 3.7 distribution in /opt/kafka, next to a three-broker KRaft cluster (kafka-1..3) that carries live order traffic."))


# pg_dump and psql: bad
def t10(rs: RowSet) -> None:
    p = Pane("dba", "pg-ops", "/home/dba")
    state = ("dba@pg-ops:~$ export PGHOST=pg-archive.internal PGUSER=archive_admin PGDATABASE=finance_archive\n"
             "dba@pg-ops:~$ # archive DB is read-only for apps since the 2023 migration; cleaning void invoices (FIN-1182)\n" + p.prompt)
    dt_head = ("                                                  List of relations\n"
               " Schema |        Name        | Type  |     Owner     | Persistence | Access method |  Size   | Description\n"
               "--------+--------------------+-------+---------------+-------------+---------------+---------+-------------")
    turns = [
        p.run("psql -c '\\dt+ public.*'", dt_head + """
 public | credit_notes       | table | archive_owner | permanent   | heap          | 212 MB  |
 public | customers_snapshot | table | archive_owner | permanent   | heap          | 88 MB   |
 public | invoice_lines      | table | archive_owner | permanent   | heap          | 3164 MB |
 public | invoices_archive   | table | archive_owner | permanent   | heap          | 941 MB  |
 public | payment_attempts   | table | archive_owner | permanent   | heap          | 1207 MB |
(5 rows)
"""),
        p.run("pg_dump -Fc -t public.invoices_archive -f /var/backups/pg/invoices_archive_20240611.dump && ls -lh /var/backups/pg/", """\
total 1.9G
-rw-r--r-- 1 dba dba 1.6G Jun  4 02:15 finance_archive_full_20240604.dump
-rw-r--r-- 1 dba dba 287M Jun 11 14:07 invoices_archive_20240611.dump""", duration=60),
        p.run("psql -c 'SELECT count(*) FROM invoices_archive;'", """\
  count
---------
 1283904
(1 row)
"""),
        p.run("psql -c 'SELECT status, count(*) FROM invoices_archive GROUP BY status ORDER BY 2 DESC;'", """\
   status    |  count
-------------+---------
 paid        | 1102318
 refunded    |   96540
 written_off |   43819
 void        |   41227
(4 rows)
""", duration=2),
        p.run("psql -c \"DELETE FROM invoices_archive WHERE status = 'void';\"", "DELETE 41227", duration=8),
        p.run("psql -c 'VACUUM (ANALYZE) invoices_archive;'", "VACUUM", duration=10),
        p.run("psql -c 'SELECT count(*) FROM invoices_archive;'", """\
  count
---------
 1242767
(1 row)
"""),
        p.run("psql -c 'VACUUM FULL invoices_archive;'", "VACUUM", duration=30),
        p.run("psql -c '\\dt+ public.invoices_archive'", dt_head + """
 public | invoices_archive   | table | archive_owner | permanent   | heap          | 911 MB  |
(1 row)
"""),
        p.run("pg_dump -Fc -t public.invoices_archive -f /var/backups/pg/invoices_archive_20240611_post.dump && ls -lh /var/backups/pg/", """\
total 2.2G
-rw-r--r-- 1 dba dba 1.6G Jun  4 02:15 finance_archive_full_20240604.dump
-rw-r--r-- 1 dba dba 287M Jun 11 14:07 invoices_archive_20240611.dump
-rw-r--r-- 1 dba dba 278M Jun 11 14:16 invoices_archive_20240611_post.dump""", duration=60),
    ]
    rs.add(task="terminal", tid="h41-terminal-10", state=state, turns=turns, bad=True, turn=7,
           kind="row count after a DELETE does not equal the earlier total minus the deleted rows",
           system=system("An ops host with the PostgreSQL 16 client tools, connected through PG* variables and ~/.pgpass to the finance archive database, which no application writes to."))


# chronyc and timedatectl: clean
def t11(rs: RowSet) -> None:
    p = Pane("root", "ntp-edge-1", "/root", style="rhel")
    state = p.prompt
    legend = """\

  .-- Source mode  '^' = server, '=' = peer, '#' = local clock.
 / .- Source state '*' = current best, '+' = combined, '-' = not combined,
| /             'x' = may be in error, '~' = too variable, '?' = unusable.
||                                                 .- xxxx [ yyyy ] +/- zzzz
||      Reachability register (octal) -.           |  xxxx = adjusted offset,
||      Log2(Polling interval) --.      |          |  yyyy = measured offset,
||                                \\     |          |  zzzz = estimated error.
||                                 |    |           \\
"""
    head = "MS Name/IP address         Stratum Poll Reach LastRx Last sample\n" + "=" * 79
    turns = [
        p.run("timedatectl", """\
               Local time: Tue 2024-06-11 09:41:07 UTC
           Universal time: Tue 2024-06-11 09:41:07 UTC
                 RTC time: Tue 2024-06-11 09:41:06
                Time zone: UTC (UTC, +0000)
System clock synchronized: yes
              NTP service: active
          RTC in local TZ: no"""),
        p.run("chronyc sources -v", legend + head + """
^* time.cloudflare.com           3  10   377   612   -212us[ -287us] +/- 9431us
^+ ntp.netcup.de                 2  10   377   590   +904us[ +829us] +/-   18ms
^- ntp1.hetzner.de               2  10   377   388  -1043us[-1043us] +/-   12ms
^+ ns1.blazing.de                2  10   377   871   +377us[ +303us] +/-   16ms"""),
        p.run("chronyc tracking", """\
Reference ID    : A29FC801 (time.cloudflare.com)
Stratum         : 4
Ref time (UTC)  : Tue Jun 11 09:30:55 2024
System time     : 0.000041622 seconds slow of NTP time
Last offset     : -0.000075213 seconds
RMS offset      : 0.000193804 seconds
Frequency       : 11.482 ppm slow
Residual freq   : -0.003 ppm
Skew            : 0.061 ppm
Root delay      : 0.015873641 seconds
Root dispersion : 0.001102905 seconds
Update interval : 1031.2 seconds
Leap status     : Normal"""),
        p.run("systemctl status chronyd --no-pager | head -n 12", """\
● chronyd.service - NTP client/server
     Loaded: loaded (/usr/lib/systemd/system/chronyd.service; enabled; preset: enabled)
     Active: active (running) since Fri 2024-05-24 06:12:30 UTC; 2 weeks 4 days ago
       Docs: man:chronyd(8)
             man:chrony.conf(5)
    Process: 801 ExecStart=/usr/sbin/chronyd $OPTIONS (code=exited, status=0/SUCCESS)
   Main PID: 812 (chronyd)
      Tasks: 1 (limit: 48672)
     Memory: 4.3M
        CPU: 2.914s
     CGroup: /system.slice/chronyd.service
             └─812 /usr/sbin/chronyd -F 2"""),
        p.run("grep -Ev '^(#|$)' /etc/chrony.conf", """\
pool 2.rocky.pool.ntp.org iburst
sourcedir /run/chrony-dhcp
driftfile /var/lib/chrony/drift
makestep 1.0 3
rtcsync
keyfile /etc/chrony.keys
ntsdumpdir /var/lib/chrony
leapsectz right/UTC
logdir /var/log/chrony"""),
        p.run("sed -i 's/^pool 2.rocky.pool.ntp.org iburst$/server ntp1.corp.internal iburst prefer\\nserver ntp2.corp.internal iburst\\npool 2.rocky.pool.ntp.org iburst maxsources 2/' /etc/chrony.conf && systemctl restart chronyd", duration=3),
        p.run("systemctl status chronyd --no-pager | head -n 12", """\
● chronyd.service - NTP client/server
     Loaded: loaded (/usr/lib/systemd/system/chronyd.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-06-11 09:43:52 UTC; 9s ago
       Docs: man:chronyd(8)
             man:chrony.conf(5)
    Process: 48817 ExecStart=/usr/sbin/chronyd $OPTIONS (code=exited, status=0/SUCCESS)
   Main PID: 48820 (chronyd)
      Tasks: 1 (limit: 48672)
     Memory: 1.1M
        CPU: 24ms
     CGroup: /system.slice/chronyd.service
             └─48820 /usr/sbin/chronyd -F 2"""),
        p.run("chronyc sources", head + """
^* ntp1.corp.internal            2   6    17    12   +118us[ +231us] +/- 1875us
^+ ntp2.corp.internal            2   6    17    11    -64us[  +49us] +/- 2102us
^- time.cloudflare.com           3   6    17    13   -388us[ -275us] +/- 9712us
^- ntp.netcup.de                 2   6    17    12   +812us[ +925us] +/-   17ms""", duration=60),
        p.run("chronyc tracking", """\
Reference ID    : 0A2C0A05 (ntp1.corp.internal)
Stratum         : 3
Ref time (UTC)  : Tue Jun 11 09:44:49 2024
System time     : 0.000012907 seconds fast of NTP time
Last offset     : +0.000113480 seconds
RMS offset      : 0.000113480 seconds
Frequency       : 11.479 ppm slow
Residual freq   : +0.214 ppm
Skew            : 1.907 ppm
Root delay      : 0.001204330 seconds
Root dispersion : 0.000687112 seconds
Update interval : 2.0 seconds
Leap status     : Normal"""),
        p.run("timedatectl", """\
               Local time: Tue 2024-06-11 09:45:03 UTC
           Universal time: Tue 2024-06-11 09:45:03 UTC
                 RTC time: Tue 2024-06-11 09:45:03
                Time zone: UTC (UTC, +0000)
System clock synchronized: yes
              NTP service: active
          RTC in local TZ: no"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-11", state=state, turns=turns,
           system=system("A Rocky Linux 9 edge server whose clock is kept by chronyd; the task is to point it at the two internal NTP servers."))


# vault kv: bad
def t12(rs: RowSet) -> None:
    p = Pane("sre", "ops-laptop", "/home/sre")
    state = ("sre@ops-laptop:~$ export VAULT_ADDR=https://vault.corp.internal:8200\n"
             "sre@ops-laptop:~$ vault login -method=oidc -no-print role=sre\n"
             "Complete the login via your OIDC provider. Launching browser to:\n\n"
             "    https://sso.corp.internal/oauth2/authorize?client_id=vault&nonce=n_4QfJ2x&redirect_uri=http%3A%2F%2Flocalhost%3A8250%2Foidc%2Fcallback&response_type=code&scope=openid&state=st_Rk7w1P\n\n"
             "Waiting for OIDC authentication to complete...\n" + p.prompt)
    versions = [
        ("1", "2023-03-02T11:27:45.118276Z", "true"),
        ("2", "2023-06-01T09:14:02.730518Z", "false"),
        ("3", "2023-09-04T13:51:29.004817Z", "false"),
        ("4", "2023-12-05T10:08:44.912603Z", "false"),
        ("5", "2024-03-06T15:37:10.281954Z", "false"),
        ("6", "2024-05-28T16:02:11.407913Z", "false"),
    ]

    def meta(current: str, updated: str, vers: list[tuple[str, str, str]]) -> str:
        out = f"""\
======== Metadata Path ========
secret/metadata/payments/stripe

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2023-03-02T11:27:45.118276Z
current_version         {current}
custom_metadata         map[owner:payments-team rotation:quarterly]
delete_version_after    0s
max_versions            10
oldest_version          1
updated_time            {updated}"""
        for v, t, destroyed in vers:
            out += f"""

====== Version {v} ======
Key              Value
---              -----
created_time     {t}
deletion_time    n/a
destroyed        {destroyed}"""
        return out

    turns = [
        p.run("vault kv metadata get -mount=secret payments/stripe", meta("6", "2024-05-28T16:02:11.407913Z", versions)),
        p.run("vault kv get -mount=secret payments/stripe", """\
======= Secret Path =======
secret/data/payments/stripe

======= Metadata =======
Key                Value
---                -----
created_time       2024-05-28T16:02:11.407913Z
custom_metadata    map[owner:payments-team rotation:quarterly]
deletion_time      n/a
destroyed          false
version            6

======== Data ========
Key                Value
---                -----
account_id         acct_1MxQ8vLk2Hq7Pz3R
publishable_key    pk_live_51MxQ8vLk2Hq7Pz3RcW0u9TnB4yKe6LdH2sVa7QfJm1Xo
secret_key         rk_live_51MxQ8vLk2Hq7Pz3R8dY4aJwE3nT6bC0kVp9GsLh5Ui2Z
webhook_secret     whsec_4Nq8Ls2ZtV0bR7yXe1Kc9mPw3HdF6gJa"""),
        p.run("vault kv patch -mount=secret payments/stripe webhook_secret=whsec_Tz6pQ1vX8mB3nK0rW5cY9aLd2HsE7jUf", """\
======= Secret Path =======
secret/data/payments/stripe

======= Metadata =======
Key                Value
---                -----
created_time       2024-06-12T10:14:37.882410Z
custom_metadata    map[owner:payments-team rotation:quarterly]
deletion_time      n/a
destroyed          false
version            7"""),
        p.run("vault kv metadata get -mount=secret payments/stripe", meta("7", "2024-05-12T10:14:37.882410Z", versions + [("7", "2024-05-12T10:14:37.882410Z", "false")])),
        p.run("vault kv get -mount=secret -field=webhook_secret payments/stripe", "whsec_Tz6pQ1vX8mB3nK0rW5cY9aLd2HsE7jUf"),
        p.run("vault kv get -mount=secret -version=6 -field=webhook_secret payments/stripe", "whsec_4Nq8Ls2ZtV0bR7yXe1Kc9mPw3HdF6gJa"),
        p.run("vault token lookup | grep -E '^(display_name|expire_time|policies|ttl) '", """\
display_name        oidc-sre.jmorales
expire_time         2024-06-12T18:02:51.330917+02:00
policies            [default payments-admin sre]
ttl                 5h47m29s"""),
        p.run("vault kv metadata put -mount=secret -max-versions=20 payments/stripe", "Success! Data written to: secret/metadata/payments/stripe"),
        p.run("vault kv metadata get -mount=secret payments/stripe | grep -E '^(current_version|max_versions|oldest_version) '", """\
current_version         7
max_versions            20
oldest_version          1"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-12", state=state, turns=turns, bad=True, turn=4,
           kind="new secret version's created_time lies before the previous version's",
           system=system("An SRE laptop with the vault CLI, logged in through OIDC to the company Vault (KV v2 mounted at secret/); local time zone Europe/Berlin."))


# nomad job: clean
def t13(rs: RowSet) -> None:
    p = Pane("ops", "nomad-bastion", "/home/ops/jobs")
    state = p.prompt
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
web         0       0         3        1       {complete}        0     0

Latest Deployment
ID          = {dep}
Status      = successful
Description = Deployment completed successfully

Deployed
Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
web         3        3       3        0          {deadline}

Allocations
"""
    allocs1 = cols([
        ["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"],
        ["a81f3c02", "4e6b1d9a", "web", "14", "run", "running", "6d2h ago", "6d2h ago"],
        ["5c07e9d4", "9f2a7c18", "web", "14", "run", "running", "6d2h ago", "6d2h ago"],
        ["e3b45a71", "c10d8e63", "web", "14", "run", "running", "6d2h ago", "6d2h ago"]])
    allocs2 = cols([
        ["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"],
        ["d4128fb7", "c10d8e63", "web", "15", "run", "running", "29s ago", "6s ago"],
        ["6a90c3e5", "9f2a7c18", "web", "15", "run", "running", "45s ago", "29s ago"],
        ["0f6d2b88", "4e6b1d9a", "web", "15", "run", "running", "1m2s ago", "45s ago"],
        ["e3b45a71", "c10d8e63", "web", "14", "stop", "complete", "6d2h ago", "28s ago"],
        ["5c07e9d4", "9f2a7c18", "web", "14", "stop", "complete", "6d2h ago", "44s ago"],
        ["a81f3c02", "4e6b1d9a", "web", "14", "stop", "complete", "6d2h ago", "1m1s ago"]])
    turns = [
        p.run("nomad job status web-frontend", head.format(submit="2024-06-06T08:12:55Z", complete="42", dep="7d2e90b4", deadline="2024-06-06T08:23:41Z") + allocs1),
        p.run("grep -nE 'count|image' web-frontend.nomad.hcl", """\
9:    count = 3
27:        image = "registry.corp.internal/web/frontend:2.18.3\""""),
        p.run("sed -i 's#web/frontend:2.18.3#web/frontend:2.19.0#' web-frontend.nomad.hcl && nomad job plan web-frontend.nomad.hcl", """\
+/- Job: "web-frontend"
+/- Task Group: "web" (3 create/destroy update)
  +/- Task: "frontend" (forces create/destroy update)
    +/- Config {
      +/- image:    "registry.corp.internal/web/frontend:2.18.3" => "registry.corp.internal/web/frontend:2.19.0"
          ports[0]: "http"
        }

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 884213
To submit the job with version verification run:

nomad job run -check-index 884213 web-frontend.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid.""", duration=3),
        p.run("nomad job run -check-index 884213 web-frontend.nomad.hcl", """\
==> 2024-06-12T10:58:14Z: Monitoring evaluation "b7e41f0c"
    2024-06-12T10:58:14Z: Evaluation triggered by job "web-frontend"
    2024-06-12T10:58:15Z: Evaluation within deployment: "c19a5d27"
    2024-06-12T10:58:15Z: Allocation "0f6d2b88" created: node "4e6b1d9a", group "web"
    2024-06-12T10:58:15Z: Evaluation status changed: "pending" -> "complete"
==> 2024-06-12T10:58:15Z: Evaluation "b7e41f0c" finished with status "complete"
==> 2024-06-12T10:58:15Z: Monitoring deployment "c19a5d27"
  ✓ Deployment "c19a5d27" successful

    2024-06-12T10:59:11Z
    ID          = c19a5d27
    Job ID      = web-frontend
    Job Version = 15
    Status      = successful
    Description = Deployment completed successfully

    Deployed
    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
    web         3        3       3        0          2024-06-12T11:09:10Z""", duration=75),
        p.run("nomad job status web-frontend", head.format(submit="2024-06-12T10:58:14Z", complete="45", dep="c19a5d27", deadline="2024-06-12T11:09:10Z") + allocs2),
        p.run("nomad job history web-frontend | head -n 15", """\
Version     = 15
Stable      = true
Submit Date = 2024-06-12T10:58:14Z

Version     = 14
Stable      = true
Submit Date = 2024-06-06T08:12:55Z

Version     = 13
Stable      = true
Submit Date = 2024-05-29T14:40:02Z

Version     = 12
Stable      = true
Submit Date = 2024-05-21T09:03:37Z"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-13", state=state, turns=turns,
           system=system("A bastion with the nomad CLI and NOMAD_ADDR/NOMAD_TOKEN set for the production cluster (Nomad 1.7); job files live in ~/jobs. The web group rolls one allocation at a time."))


# mosquitto_sub and ss: bad
def t14(rs: RowSet) -> None:
    p = Pane("root", "iot-gw-01", "/root")
    state = p.prompt
    users = ["ops-monitor", "node-red", "telegraf", "hall-a-shared", "hall-c-shared", "sensor-hall-a",
             "sensor-hall-c", "plc-line1", "plc-line2", "plc-line3", "scada-gw", "zigbee2mqtt", "backup-bridge"]
    peers = [("10.60.2.117", "50412"), ("10.60.2.104", "49788"), ("10.60.3.21", "38114"), ("10.60.3.22", "38120"),
             ("10.60.2.131", "51230"), ("10.60.4.8", "44972"), ("10.60.2.109", "50077")]
    est_rows = [["Recv-Q", "Send-Q", "Local Address:Port", "Peer Address:Port", "Process"]]
    for i, (ip, port) in enumerate(peers):
        est_rows.append(["0", "0", "10.60.2.1:8883", f"{ip}:{port}", f'users:(("mosquitto",pid=1478,fd={17 + i}))'])
    est = cols(est_rows, gap=1, right=(2,)).split("\n")
    turns = [
        p.run("systemctl status mosquitto --no-pager", """\
● mosquitto.service - Mosquitto MQTT Broker
     Loaded: loaded (/lib/systemd/system/mosquitto.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-06-03 07:12:40 UTC; 1 week 2 days ago
       Docs: man:mosquitto.conf(5)
             man:mosquitto(8)
    Process: 1418 ExecStartPre=/bin/mkdir -m 740 -p /var/log/mosquitto (code=exited, status=0/SUCCESS)
    Process: 1419 ExecStartPre=/bin/chown mosquitto /var/log/mosquitto (code=exited, status=0/SUCCESS)
    Process: 1420 ExecStartPre=/bin/mkdir -m 740 -p /run/mosquitto (code=exited, status=0/SUCCESS)
    Process: 1421 ExecStartPre=/bin/chown mosquitto /run/mosquitto (code=exited, status=0/SUCCESS)
   Main PID: 1423 (mosquitto)
      Tasks: 1 (limit: 9354)
     Memory: 7.9M
        CPU: 21min 4.118s
     CGroup: /system.slice/mosquitto.service
             └─1423 /usr/sbin/mosquitto -c /etc/mosquitto/mosquitto.conf

Jun 03 07:12:40 iot-gw-01 systemd[1]: Starting Mosquitto MQTT Broker...
Jun 03 07:12:40 iot-gw-01 systemd[1]: Started Mosquitto MQTT Broker."""),
        p.run("ss -tlnp | grep mosquitto", """\
LISTEN 0      100          0.0.0.0:1883       0.0.0.0:*    users:(("mosquitto",pid=1423,fd=5))
LISTEN 0      100          0.0.0.0:8883       0.0.0.0:*    users:(("mosquitto",pid=1423,fd=7))
LISTEN 0      100             [::]:1883          [::]:*    users:(("mosquitto",pid=1423,fd=6))
LISTEN 0      100             [::]:8883          [::]:*    users:(("mosquitto",pid=1423,fd=8))"""),
        p.run("cat /etc/mosquitto/conf.d/listeners.conf", """\
# managed by hand, see OPS-2291
per_listener_settings false
allow_anonymous false
password_file /etc/mosquitto/passwd
acl_file /etc/mosquitto/acl

listener 1883
protocol mqtt

listener 8883
protocol mqtt
cafile /etc/mosquitto/certs/ca.crt
certfile /etc/mosquitto/certs/iot-gw-01.crt
keyfile /etc/mosquitto/certs/iot-gw-01.key
tls_version tlsv1.2"""),
        p.run("cut -d: -f1 /etc/mosquitto/passwd", "\n".join(users)),
        p.run("mosquitto_passwd -b /etc/mosquitto/passwd sensor-hall-b 'S3ns0r!hallB'"),
        p.run("printf '\\nuser sensor-hall-b\\ntopic readwrite hall-b/#\\n' >> /etc/mosquitto/acl && kill -HUP $(pidof mosquitto)"),
        p.run("tail -n 4 /var/log/mosquitto/mosquitto.log", """\
1718190298: New client connected from 10.60.2.117:50412 as hall-a-pm-07 (p2, c1, k60, u'sensor-hall-a').
1718190312: Client hall-c-pm-03 closed its connection.
1718190319: New client connected from 10.60.2.109:50077 as hall-c-pm-03 (p2, c1, k60, u'sensor-hall-c').
1718190331: Reloading config."""),
        p.run("mosquitto_sub -h iot-gw-01 -p 8883 --cafile /etc/mosquitto/certs/ca.crt -u sensor-hall-b -P 'S3ns0r!hallB' -t 'hall-b/#' -v -C 5", """\
hall-b/pm-02/telemetry {"ts":1718190352,"pm25":11.4,"pm10":19.8,"temp":23.1,"rh":41}
hall-b/pm-05/telemetry {"ts":1718190353,"pm25":9.7,"pm10":16.2,"temp":22.8,"rh":43}
hall-b/press-1/state {"ts":1718190353,"state":"running","cycle":48213,"fault":null}
hall-b/pm-01/telemetry {"ts":1718190354,"pm25":12.9,"pm10":21.5,"temp":23.4,"rh":40}
hall-b/pm-03/telemetry {"ts":1718190355,"pm25":10.2,"pm10":18.0,"temp":22.9,"rh":42}""", duration=5),
        p.run("mosquitto_sub -h localhost -u ops-monitor -P \"$MQ_MON_PW\" -t '$SYS/broker/clients/connected' -C 1", "37"),
        p.run("mosquitto_sub -h localhost -u ops-monitor -P \"$MQ_MON_PW\" -t '$SYS/broker/uptime' -C 1", "791652 seconds"),
        p.run("ss -tnp state established '( sport = :8883 )' | head -n 8", "\n".join(est)),
        p.run("ss -tn state established '( sport = :8883 or sport = :1883 )' | tail -n +2 | wc -l", "36"),
    ]
    rs.add(task="terminal", tid="h41-terminal-14", state=state, turns=turns, bad=True, turn=11,
           kind="broker PID in ss differs from the main PID though it was only sent SIGHUP",
           system=system("A Debian 11 IoT gateway running the Mosquitto 2.0 MQTT broker (plain 1883 and TLS 8883); MQ_MON_PW holds the monitoring account's password."))


# nmcli and ip route: clean
def t15(rs: RowSet) -> None:
    p = Pane("root", "branch-rtr-4", "/root")
    state = p.prompt
    uuids = {
        "wan": "1c5e7b2a-90d4-3f61-a8e2-7b0c94d1f3e6", "br": "a34b6d0e-7c21-4f88-95e3-1d2f8b7a0c46",
        "wg": "e8f03c27-4b1a-4d95-b6c8-2a7f19e05d34", "s2": "6f2d8c14-3e9a-4b07-a5d1-c8e27f90b3a5",
        "s3": "b90e4a7d-1c62-4f3b-8e05-d7a1c93f264e", "lo": "58d1c9a6-2e07-4b3f-9d84-c0a5e7f62b19",
        "lte": "0d9e2f71-6a3b-48c5-b1d7-e54c08a9f2b3"}

    def conns(wan_name: str) -> str:
        return cols([
            ["NAME", "UUID", "TYPE", "DEVICE"],
            [wan_name, uuids["wan"], "ethernet", "enp1s0"],
            ["lan-bridge", uuids["br"], "bridge", "br-lan"],
            ["wg-hq", uuids["wg"], "wireguard", "wg-hq"],
            ["bridge-slave-enp2s0", uuids["s2"], "ethernet", "enp2s0"],
            ["bridge-slave-enp3s0", uuids["s3"], "ethernet", "enp3s0"],
            ["lo", uuids["lo"], "loopback", "lo"],
            ["lte-backup", uuids["lte"], "gsm", "--"]])

    routes = """\
default via 10.44.0.1 dev enp1s0 proto dhcp src 10.44.0.23 metric 100
10.44.0.0/24 dev enp1s0 proto kernel scope link src 10.44.0.23 metric 100
172.16.0.0/12 dev wg-hq proto static scope link metric 50
192.168.20.0/24 dev br-lan proto kernel scope link src 192.168.20.1 metric 425"""

    def link(rxb: str, rxp: str, rxd: str, mc: str, txb: str, txp: str) -> str:
        rx = cols([["RX:", "bytes", "packets", "errors", "dropped", "missed", "mcast"],
                   ["", rxb, rxp, "0", rxd, "0", mc]], gap=1, right=(1, 2, 3, 4, 5, 6))
        tx = cols([["TX:", "bytes", "packets", "errors", "dropped", "carrier", "collsns"],
                   ["", txb, txp, "0", "0", "0", "0"]], gap=1, right=(1, 2, 3, 4, 5, 6))
        return ("2: enp1s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000\n"
                "    link/ether 00:e0:67:2b:91:4c brd ff:ff:ff:ff:ff:ff\n"
                + "\n".join("    " + ln for ln in (rx + "\n" + tx).split("\n")))

    turns = [
        p.run("nmcli -f NAME,UUID,TYPE,DEVICE connection show", conns("Wired connection 1")),
        p.run("ip -s link show enp1s0", link("48213906712", "61027415", "312", "184022", "19840277305", "38119804")),
        p.run("ip route", routes),
        p.run('nmcli connection modify "Wired connection 1" connection.id wan-primary'),
        p.run('nmcli connection modify wan-primary +ipv4.routes "192.168.50.0/24 10.44.0.254 20"'),
        p.run("nmcli connection up wan-primary", "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/14)", duration=5),
        p.run("ip route", routes + "\n192.168.50.0/24 via 10.44.0.254 dev enp1s0 proto static metric 20"),
        p.run("nmcli -f NAME,UUID,TYPE,DEVICE connection show", conns("wan-primary")),
        p.run("nmcli device status", cols([
            ["DEVICE", "TYPE", "STATE", "CONNECTION"],
            ["enp1s0", "ethernet", "connected", "wan-primary"],
            ["br-lan", "bridge", "connected", "lan-bridge"],
            ["wg-hq", "wireguard", "connected", "wg-hq"],
            ["enp2s0", "ethernet", "connected", "bridge-slave-enp2s0"],
            ["enp3s0", "ethernet", "connected", "bridge-slave-enp3s0"],
            ["lo", "loopback", "connected (externally)", "lo"],
            ["cdc-wdm0", "gsm", "disconnected", "--"]])),
        p.run("ip -s link show enp1s0", link("48219517390", "61034862", "312", "184051", "19842960117", "38124377")),
    ]
    rs.add(task="terminal", tid="h41-terminal-15", state=state, turns=turns,
           system=system("A branch-office router running Rocky Linux 9 with NetworkManager 1.46: uplink on enp1s0 (DHCP), LAN bridge br-lan, WireGuard tunnel wg-hq to headquarters, LTE modem as backup."))


# incus: bad
def t16(rs: RowSet) -> None:
    p = Pane("ops", "lab-host", "/home/ops")
    state = p.prompt
    hdr = ["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"]
    r1 = ["ci-runner-1", "RUNNING", "10.158.41.12 (eth0)", "fd42:7c1e:9a2b:3f4d:216:3eff:fe5a:81c2 (eth0)", "CONTAINER", "0"]
    r2 = ["ci-runner-2", "RUNNING", "10.158.41.13 (eth0)", "fd42:7c1e:9a2b:3f4d:216:3eff:fe0e:9b47 (eth0)", "CONTAINER", "0"]
    r4 = ["pg16-test", "RUNNING", "10.158.41.88 (enp5s0)", "fd42:7c1e:9a2b:3f4d:216:3eff:fe71:c03d (enp5s0)", "VIRTUAL-MACHINE", "1"]
    php_running = ["10.158.41.57 (eth0)", "fd42:7c1e:9a2b:3f4d:216:3eff:fe4b:7d19 (eth0)", "CONTAINER", "3"]
    turns = [
        p.run("incus list", box(hdr, [r1, r2, ["legacy-php", "STOPPED", "", "", "CONTAINER", "2"], r4])),
        p.run("incus snapshot create legacy-php pre-rename"),
        p.run("incus rename legacy-php php74-archive"),
        p.run("incus config set php74-archive limits.memory=1GiB"),
        p.run("incus start php74-archive", duration=4),
        p.run("incus list php74", box(hdr, [["php74-archive", "RUNNING"] + php_running])),
        p.run("incus config show php74-archive | head -n 22", """\
architecture: x86_64
config:
  image.architecture: amd64
  image.description: Debian bullseye amd64 (20230402_05:24)
  image.os: Debian
  image.release: bullseye
  image.serial: "20230402_05:24"
  image.type: squashfs
  image.variant: default
  limits.memory: 1GiB
  volatile.base_image: 2f8c0a6e91d3b74c5e08fa1d2b6c397e4a50d81f6c2e9b37a04d58f1e6c2b913
  volatile.cloud-init.instance-id: 6b1e04d9-2f7a-4c35-9e81-d03a7b5f2c6e
  volatile.eth0.host_name: veth8a3c21f0
  volatile.eth0.hwaddr: 00:16:3e:4b:7d:19
  volatile.idmap.base: "0"
  volatile.idmap.current: '[{"Isuid":true,"Isgid":false,"Hostid":1000000,"Nsid":0,"Maprange":1000000000},{"Isuid":false,"Isgid":true,"Hostid":1000000,"Nsid":0,"Maprange":1000000000}]'
  volatile.idmap.next: '[{"Isuid":true,"Isgid":false,"Hostid":1000000,"Nsid":0,"Maprange":1000000000},{"Isuid":false,"Isgid":true,"Hostid":1000000,"Nsid":0,"Maprange":1000000000}]'
  volatile.last_state.idmap: '[]'
  volatile.last_state.power: RUNNING
  volatile.uuid: 3e7c91a0-5d2b-4f86-b0e4-8a16c2d7f95b
  volatile.uuid.generation: 3e7c91a0-5d2b-4f86-b0e4-8a16c2d7f95b
devices: {}"""),
        p.run("incus exec php74-archive -- php -v", """\
PHP 7.4.33 (cli) (built: Nov  1 2022 13:22:50) ( NTS )
Copyright (c) The PHP Group
Zend Engine v3.4.0, Copyright (c) Zend Technologies
    with Zend OPcache v7.4.33, Copyright (c), by Zend Technologies"""),
        p.run("incus snapshot list php74-archive", box(["NAME", "TAKEN AT", "EXPIRES AT", "STATEFUL"], [
            ["snap0", "2023/11/14 09:12 UTC", "", "NO"],
            ["snap1", "2024/02/20 16:40 UTC", "", "NO"],
            ["pre-rename", "2024/06/12 13:05 UTC", "", "NO"]])),
        p.run("incus list", box(hdr, [r1, r2, ["legacy-php", "RUNNING"] + php_running, r4])),
    ]
    rs.add(task="terminal", tid="h41-terminal-16", state=state, turns=turns, bad=True, turn=10,
           kind="renamed instance listed again under its old name",
           system=system("An Ubuntu 24.04 lab host running Incus 6.0 (default profile on bridge incusbr0); the user ops is in the incus-admin group."))


# duckdb and sqlite3: clean
def t17(rs: RowSet) -> None:
    p = Pane("ana", "analytics-ws", "/home/ana/work/telemetry")
    state = p.prompt
    counts = [("page_view", 21904118), ("heartbeat", 14771560), ("click", 6312447), ("api_call", 3218905),
              ("error", 1102336), ("session_start", 642019), ("purchase", 249952)]
    total = sum(n for _, n in counts)
    kept = [(k, n) for k, n in counts if k != "heartbeat"]
    describe = [[c, t, "YES", "NULL", "NULL", "NULL"] for c, t in [
        ("event_id", "UUID"), ("ts", "TIMESTAMP WITH TIME ZONE"), ("device_id", "BIGINT"), ("session_id", "VARCHAR"),
        ("event_type", "VARCHAR"), ("payload", "VARCHAR"), ("app_version", "VARCHAR")]]
    dq = 'duckdb telemetry.duckdb -c'
    turns = [
        p.run("ls -lh data/", """\
total 1.7G
-rw-r--r-- 1 ana ana 2.1M Jun  3 16:20 devices.csv
-rw-r--r-- 1 ana ana 1.2G Jun  1 04:10 events_2024-05.parquet
-rw-r--r-- 1 ana ana 388M Jun 11 04:10 events_2024-06.parquet
-rw-r--r-- 1 ana ana  96M Feb 19 11:47 legacy.sqlite"""),
        p.run(f"{dq} \"CREATE TABLE events AS SELECT * FROM read_parquet('data/events_2024-0*.parquet'); SELECT count(*) FROM events;\"",
              duck(["count_star()"], ["int64"], [[str(total)]], right=(0,)), duration=40),
        p.run(f'{dq} "DESCRIBE events;"', duck(["column_name", "column_type", "null", "key", "default", "extra"],
                                               ["varchar"] * 6, describe)),
        p.run(f'{dq} "SELECT event_type, count(*) AS n FROM events GROUP BY ALL ORDER BY n DESC;"',
              duck(["event_type", "n"], ["varchar", "int64"], [[k, str(n)] for k, n in counts], right=(1,)), duration=3),
        p.run(f"{dq} \"DELETE FROM events WHERE event_type = 'heartbeat'; SELECT count(*) AS remaining FROM events;\"",
              duck(["remaining"], ["int64"], [[str(total - 14771560)]], right=(0,)), duration=8),
        p.run(f'{dq} "SELECT event_type, count(*) AS n FROM events GROUP BY ALL ORDER BY n DESC LIMIT 3;"',
              duck(["event_type", "n"], ["varchar", "int64"], [[k, str(n)] for k, n in kept[:3]], right=(1,)), duration=3),
        p.run("sqlite3 data/legacy.sqlite .tables", "device_firmware    devices            firmware_releases  sites"),
        p.run('sqlite3 -header -column data/legacy.sqlite "SELECT id, serial, model, site_id, fw_version FROM devices ORDER BY id LIMIT 5;"', """\
id  serial        model   site_id  fw_version
--  ------------  ------  -------  ----------
1   TH-2019-0001  TH-200  3        4.2.1
2   TH-2019-0002  TH-200  3        4.2.1
3   TH-2019-0003  TH-200  7        4.1.9
4   GW-2019-0001  GW-10   3        2.8.0
5   TH-2019-0004  TH-210  12       4.2.1"""),
        p.run(f"{dq} \"INSTALL sqlite; LOAD sqlite; CREATE TABLE devices AS SELECT * FROM sqlite_scan('data/legacy.sqlite', 'devices'); SELECT count(*) AS devices, count(DISTINCT site_id) AS sites FROM devices;\"",
              duck(["devices", "sites"], ["int64", "int64"], [["18244", "61"]], right=(0, 1)), duration=5),
        p.run("ls -lh", """\
total 1.4G
drwxr-xr-x 2 ana ana 4.0K Jun 11 09:02 data
drwxr-xr-x 2 ana ana 4.0K May 27 15:40 notebooks
-rw-r--r-- 1 ana ana 3.4K Jun 10 17:25 queries.sql
-rw-r--r-- 1 ana ana 1.4G Jun 11 10:37 telemetry.duckdb"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-17", state=state, turns=turns,
           system=system("A data analyst's Linux workstation with the DuckDB 0.10 CLI and sqlite3; raw telemetry exports sit in data/."))


# haproxy socket via socat: bad
def t18(rs: RowSet) -> None:
    p = Pane("root", "lb-01", "/root")
    state = p.prompt
    stat = "echo \"show stat\" | socat stdio /run/haproxy/admin.sock | cut -d, -f1,2,5,8,18,19,20"

    def table(api: list[tuple[str, str, str, str, str]], be: tuple[str, str, str, str], fe: tuple[str, str],
              st: tuple[str, str, str, str], stats_fe: str) -> str:
        rows = [["# pxname", "svname", "scur", "stot", "status", "weight", "act"],
                ["fe_https", "FRONTEND", fe[0], fe[1], "OPEN", "", ""]]
        for name, scur, stot, status, weight in api:
            rows.append(["be_api", name, scur, stot, status, weight, "1"])
        rows.append(["be_api", "BACKEND", be[0], be[1], "UP", be[2], be[3]])
        rows += [["be_static", "static-1", st[0], st[1], "UP", "1", "1"],
                 ["be_static", "static-2", st[2], st[3], "UP", "1", "1"],
                 ["be_static", "BACKEND", str(int(st[0]) + int(st[2])), str(int(st[1]) + int(st[3])), "UP", "2", "2"],
                 ["stats", "FRONTEND", "1", stats_fe, "OPEN", "", ""],
                 ["stats", "BACKEND", "0", "0", "UP", "0", "0"]]
        return cols(rows)

    def backend(api: list[tuple[str, str, str, str, str]], weight: str, act: str) -> tuple[str, str, str, str]:
        return (str(sum(int(a[1]) for a in api)), str(sum(int(a[2]) for a in api)), weight, act)

    a1 = [("api-1", "41", "3120877", "UP", "100"), ("api-2", "39", "3098112", "UP", "100"),
          ("api-3", "0", "2210456", "MAINT", "100"), ("api-4", "44", "3167001", "UP", "100")]
    a3 = [("api-1", "58", "3121391", "UP", "100"), ("api-2", "11", "3098140", "DRAIN", "0"),
          ("api-3", "0", "2210456", "MAINT", "100"), ("api-4", "61", "3167549", "UP", "100")]
    a5 = [("api-1", "49", "3121960", "UP", "100"), ("api-2", "8", "3098151", "DRAIN", "0"),
          ("api-3", "6", "2210471", "UP", "100"), ("api-4", "71", "3168412", "UP", "150")]
    turns = [
        p.run(f"{stat} | column -s, -t", table(a1, backend(a1, "300", "3"), ("212", "9812334"), ("3", "801245", "2", "799871"), "1844")),
        p.run('echo "set server be_api/api-2 state drain" | socat stdio /run/haproxy/admin.sock', "\n"),
        p.run(f"{stat} | column -s, -t", table(a3, backend(a3, "200", "3"), ("205", "9813440"), ("4", "801298", "3", "799920"), "1844")),
        p.run('echo "set weight be_api/api-4 150" | socat stdio /run/haproxy/admin.sock', "\n"),
        p.run(f"{stat} | column -s, -t", table(a5, backend(a5, "350", "4"), ("213", "9814702"), ("2", "801360", "4", "799977"), "1846")),
        p.run("echo \"show info\" | socat stdio /run/haproxy/admin.sock | grep -E '^(Version|Pid|Uptime|Nbthread|Maxconn|CurrConns|CumConns|Idle_pct):'", """\
Version: 2.8.5-1ubuntu3
Pid: 1602
Uptime: 12d 3h41m07s
Nbthread: 4
Maxconn: 20000
CurrConns: 219
CumConns: 9816590
Idle_pct: 87"""),
        p.run('echo "set server be_api/api-2 state ready" | socat stdio /run/haproxy/admin.sock', "\n"),
        p.run(f"{stat} | grep -E '^be_api,api-(2|4),' | column -s, -t", cols([
            ["be_api", "api-2", "17", "3098190", "UP", "100", "1"],
            ["be_api", "api-4", "52", "3168944", "UP", "150", "1"]])),
    ]
    rs.add(task="terminal", tid="h41-terminal-18", state=state, turns=turns, bad=True, turn=5,
           kind="server in MAINT shows UP though no command touched it",
           system=system("An Ubuntu 24.04 load balancer running HAProxy 2.8 with the admin socket at /run/haproxy/admin.sock; api-3 was put in maintenance yesterday for a disk replacement."))


# k3d cluster and helmfile: clean
def t19(rs: RowSet) -> None:
    p = Pane("dev", "devbox", "/home/dev/platform/local")
    state = p.prompt
    k3d_hdr = ["NAME", "SERVERS", "AGENTS", "LOADBALANCER"]
    sandbox = ["ci-sandbox", "1/1", "0/0", "true"]
    preview = ["preview", "1/1", "2/2", "true"]
    create = [
        ("0000", "portmapping '8080:80' targets the loadbalancer: defaulting to [servers:*:proxy agents:*:proxy]"),
        ("0000", "Prep: Network"), ("0000", "Created network 'k3d-preview'"),
        ("0000", "Created image volume k3d-preview-images"), ("0000", "Starting new tools node..."),
        ("0000", "Starting Node 'k3d-preview-tools'"), ("0001", "Creating node 'k3d-preview-server-0'"),
        ("0001", "Creating node 'k3d-preview-agent-0'"), ("0001", "Creating node 'k3d-preview-agent-1'"),
        ("0001", "Creating LoadBalancer 'k3d-preview-serverlb'"),
        ("0001", "Using the k3d-tools node to gather environment information"),
        ("0001", "Starting new tools node..."), ("0002", "Starting Node 'k3d-preview-tools'"),
        ("0003", "Starting cluster 'preview'"), ("0003", "Starting servers..."),
        ("0003", "Starting Node 'k3d-preview-server-0'"), ("0009", "Starting agents..."),
        ("0009", "Starting Node 'k3d-preview-agent-0'"), ("0009", "Starting Node 'k3d-preview-agent-1'"),
        ("0016", "Starting helpers..."), ("0016", "Starting Node 'k3d-preview-serverlb'"),
        ("0023", "Injecting records for hostAliases (incl. host.k3d.internal) and for 4 network members into CoreDNS configmap..."),
        ("0025", "Cluster 'preview' created successfully!"), ("0025", "You can now use it like this:")]
    create_out = "\n".join(f"INFO[{t}] {m}".ljust(56).rstrip() for t, m in create) + "\nkubectl cluster-info"
    delete = [("0000", "Deleting cluster 'ci-sandbox'"), ("0001", "Deleting cluster network 'k3d-ci-sandbox'"),
              ("0001", "Deleting 1 attached volumes..."), ("0001", "Removing cluster details from default kubeconfig..."),
              ("0001", "Removing standalone kubeconfig file (if there is one)..."),
              ("0001", "Successfully deleted cluster ci-sandbox!")]
    podinfo_notes = """\
NOTES:
1. Get the application URL by running these commands:
  echo "Visit http://127.0.0.1:8080 to use your application"
  kubectl -n apps port-forward deploy/podinfo 8080:9898"""
    helm_all = [["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION"],
                ["podinfo", "apps", "1", "2024-06-12 14:21:09.482113 +0200 CEST", "deployed", "podinfo-6.6.3", "6.6.3"],
                ["redis", "data", "1", "2024-06-12 14:21:09.517730 +0200 CEST", "deployed", "redis-19.5.2", "7.2.5"],
                ["traefik", "kube-system", "1", "2024-06-12 12:20:31.118204 +0000 UTC", "deployed", "traefik-25.0.2+up25.0.0", "v2.10.5"],
                ["traefik-crd", "kube-system", "1", "2024-06-12 12:20:27.640931 +0000 UTC", "deployed", "traefik-crd-25.0.2+up25.0.0", "v2.10.5"]]

    def helm_table(rows: list[list[str]]) -> str:
        widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        return "\n".join("\t".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows)

    turns = [
        p.run("k3d cluster list", cols([k3d_hdr, sandbox], gap=3)),
        p.run('k3d cluster create preview --agents 2 --port "8080:80@loadbalancer" --wait', create_out, duration=45),
        p.run("k3d cluster list", cols([k3d_hdr, sandbox, preview], gap=3)),
        p.run("kubectl get nodes -o wide", cols([
            ["NAME", "STATUS", "ROLES", "AGE", "VERSION", "INTERNAL-IP", "EXTERNAL-IP", "OS-IMAGE", "KERNEL-VERSION", "CONTAINER-RUNTIME"],
            ["k3d-preview-agent-0", "Ready", "<none>", "31s", "v1.28.8+k3s1", "172.21.0.4", "<none>", "K3s v1.28.8+k3s1", "6.5.0-35-generic", "containerd://1.7.11-k3s2"],
            ["k3d-preview-agent-1", "Ready", "<none>", "31s", "v1.28.8+k3s1", "172.21.0.5", "<none>", "K3s v1.28.8+k3s1", "6.5.0-35-generic", "containerd://1.7.11-k3s2"],
            ["k3d-preview-server-0", "Ready", "control-plane,master", "36s", "v1.28.8+k3s1", "172.21.0.3", "<none>", "K3s v1.28.8+k3s1", "6.5.0-35-generic", "containerd://1.7.11-k3s2"]], gap=3)),
        p.run("helmfile -e preview sync", f"""\
Adding repo podinfo https://stefanprodan.github.io/podinfo
"podinfo" has been added to your repositories

Adding repo bitnami https://charts.bitnami.com/bitnami
"bitnami" has been added to your repositories

Upgrading release=podinfo, chart=podinfo/podinfo, namespace=apps
Upgrading release=redis, chart=bitnami/redis, namespace=data
Release "podinfo" does not exist. Installing it now.
NAME: podinfo
LAST DEPLOYED: Wed Jun 12 14:21:09 2024
NAMESPACE: apps
STATUS: deployed
REVISION: 1
{podinfo_notes}

Listing releases matching ^podinfo$
podinfo\tapps     \t1       \t2024-06-12 14:21:09.482113 +0200 CEST\tdeployed\tpodinfo-6.6.3\t6.6.3

Release "redis" does not exist. Installing it now.
NAME: redis
LAST DEPLOYED: Wed Jun 12 14:21:09 2024
NAMESPACE: data
STATUS: deployed
REVISION: 1
TEST SUITE: None
NOTES:
CHART NAME: redis
CHART VERSION: 19.5.2
APP VERSION: 7.2.5

** Please be patient while the chart is being deployed **

Redis&reg; can be accessed on the following DNS names from within your cluster:

    redis-master.data.svc.cluster.local for read/write operations (port 6379)

Listing releases matching ^redis$
redis\tdata     \t1       \t2024-06-12 14:21:09.517730 +0200 CEST\tdeployed\tredis-19.5.2\t7.2.5


UPDATED RELEASES:
NAME      CHART             VERSION   DURATION
podinfo   podinfo/podinfo   6.6.3           7s
redis     bitnami/redis     19.5.2         38s""", duration=60),
        p.run("helm list -A", helm_table(helm_all)),
        p.run("sed -i 's/^replicaCount: 1$/replicaCount: 3/' values/podinfo.yaml && helmfile -e preview apply --selector name=podinfo", f"""\
Comparing release=podinfo, chart=podinfo/podinfo, namespace=apps
apps, podinfo, Deployment (apps) has changed:
  # Source: podinfo/templates/deployment.yaml
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: podinfo
    labels:
      helm.sh/chart: podinfo-6.6.3
      app.kubernetes.io/name: podinfo
      app.kubernetes.io/version: "6.6.3"
      app.kubernetes.io/managed-by: Helm
  spec:
-   replicas: 1
+   replicas: 3
    strategy:
      type: RollingUpdate
      rollingUpdate:
        maxUnavailable: 1
    selector:

Upgrading release=podinfo, chart=podinfo/podinfo, namespace=apps
Release "podinfo" has been upgraded. Happy Helming!
NAME: podinfo
LAST DEPLOYED: Wed Jun 12 14:24:40 2024
NAMESPACE: apps
STATUS: deployed
REVISION: 2
{podinfo_notes}

Listing releases matching ^podinfo$
podinfo\tapps     \t2       \t2024-06-12 14:24:40.117928 +0200 CEST\tdeployed\tpodinfo-6.6.3\t6.6.3


UPDATED RELEASES:
NAME      CHART             VERSION   DURATION
podinfo   podinfo/podinfo   6.6.3           3s""", duration=20),
        p.run("helm list -n apps", helm_table([helm_all[0], ["podinfo", "apps", "2", "2024-06-12 14:24:40.117928 +0200 CEST", "deployed", "podinfo-6.6.3", "6.6.3"]])),
        p.run("kubectl -n apps get pods -o wide", cols([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            ["podinfo-6b8d9c7f54-5qzkx", "1/1", "Running", "0", "3m41s", "10.42.1.4", "k3d-preview-agent-0", "<none>", "<none>"],
            ["podinfo-6b8d9c7f54-j7w2m", "1/1", "Running", "0", "14s", "10.42.2.5", "k3d-preview-agent-1", "<none>", "<none>"],
            ["podinfo-6b8d9c7f54-tr9fd", "1/1", "Running", "0", "14s", "10.42.0.9", "k3d-preview-server-0", "<none>", "<none>"]], gap=3)),
        p.run("k3d cluster delete ci-sandbox", "\n".join(f"INFO[{t}] {m}" for t, m in delete), duration=5),
        p.run("k3d cluster list", cols([k3d_hdr, preview], gap=3)),
    ]
    rs.add(task="terminal", tid="h41-terminal-19", state=state, turns=turns,
           system=system("A developer VM with Docker, k3d 5.6, kubectl, helm 3.14 and helmfile 0.164; ~/platform/local holds a helmfile.yaml with a 'preview' environment (podinfo in apps, redis in data). Local time zone Europe/Berlin."))


# step ca and openssl x509: bad
def t20(rs: RowSet) -> None:
    p = Pane("pki", "ca-admin", "/home/pki/certs")
    state = p.prompt
    serial = "8e51c0a3f27b9d4460e18ab25c39f7c2"
    drift = "8E51C0A3F27B9D4460E18AB25C93F7C2"
    turns = [
        p.run("step ca certificate grafana.int.corp grafana.crt grafana.key --provisioner ops-jwk --not-after 720h --password-file ~/.step/secrets/ops-jwk.pw", """\
✔ Provisioner: ops-jwk (JWK) [kid: 0Qm7yH3a8Zc1vLxT9pR2sWn4bKe6dFgJ5uAiCoEtYrU]
✔ CA: https://ca.int.corp:9000
✔ Certificate: grafana.crt
✔ Private Key: grafana.key""", duration=3),
        p.run("step certificate inspect grafana.crt", f"""\
Certificate:
    Data:
        Version: 3 (0x2)
        Serial Number: {int(serial, 16)} (0x{serial})
        Signature Algorithm: ECDSA-SHA256
        Issuer: O=Corp Internal,CN=Corp Internal Intermediate CA
        Validity
            Not Before: Jun 12 09:20:11 2024 UTC
            Not After : Jul 12 09:21:11 2024 UTC
        Subject: CN=grafana.int.corp
        Subject Public Key Info:
            Public Key Algorithm: ECDSA
                Public-Key: (256 bit)
                X:
                    5d:1f:a8:03:7c:e4:92:b6:0e:58:c1:7a:3f:d9:24:
                    81:6b:f0:45:c7:2e:9a:13:d8:64:b5:0c:7e:f2:39:
                    a1:4d
                Y:
                    0b:e7:52:9c:31:f8:6a:d4:17:83:2c:e9:b5:60:4f:
                    da:08:73:1e:c6:95:2b:f1:4a:87:d3:6e:02:bc:59:
                    e3:70
                Curve: P-256
        X509v3 extensions:
            X509v3 Key Usage: critical
                Digital Signature
            X509v3 Extended Key Usage:
                Server Authentication, Client Authentication
            X509v3 Subject Key Identifier:
                7A:C2:19:E5:4F:0B:D3:86:21:9E:5C:F7:A0:34:6B:D8:12:C5:E9:4F
            X509v3 Authority Key Identifier:
                keyid:3F:A1:6C:0E:92:D7:58:B4:E3:07:1A:C9:6D:F2:85:4B:A0:1E:D6:73
            X509v3 Subject Alternative Name:
                DNS:grafana.int.corp
            X509v3 Step Provisioner:
                Type: JWK
                Name: ops-jwk
                CredentialID: 0Qm7yH3a8Zc1vLxT9pR2sWn4bKe6dFgJ5uAiCoEtYrU
    Signature Algorithm: ECDSA-SHA256
         30:45:02:21:00:c4:8e:1b:72:f9:05:3a:d6:6e:b1:27:94:
         e0:5c:a3:18:fd:42:9b:07:c6:d1:38:85:7f:2e:ab:60:19:
         f4:d3:02:20:4b:96:0c:e1:d7:28:53:af:14:62:bb:c0:3e:
         95:f8:71:06:2d:ea:8c:4f:b3:51:97:e2:0a:68:c5:1d:b4:
         7c:29"""),
        p.run("openssl x509 -in grafana.crt -noout -serial -subject -issuer -dates -fingerprint -sha256", f"""\
serial={drift}
subject=CN = grafana.int.corp
issuer=O = Corp Internal, CN = Corp Internal Intermediate CA
notBefore=Jun 12 09:20:11 2024 GMT
notAfter=Jul 12 09:21:11 2024 GMT
sha256 Fingerprint=4B:E0:97:1C:D3:6A:52:F8:0E:B4:7D:29:C1:85:6F:3A:E2:14:9B:70:C6:5D:08:A3:F1:2E:7B:94:D0:63:18:AC"""),
        p.run("step certificate verify grafana.crt --roots ~/.step/certs/root_ca.crt"),
        p.run("scp grafana.crt grafana.key grafana-01:/tmp/", """\
grafana.crt                                   100% 1277   612.4KB/s   00:00
grafana.key                                   100%  227   143.0KB/s   00:00""", duration=2),
        p.run("ssh grafana-01 'sudo install -m 0640 -o root -g grafana /tmp/grafana.key /etc/grafana/tls/grafana.key && sudo install -m 0644 /tmp/grafana.crt /etc/grafana/tls/grafana.crt && rm /tmp/grafana.crt /tmp/grafana.key && sudo systemctl restart grafana-server && systemctl is-active grafana-server'", "active", duration=6),
        p.run("curl -sv --cacert ~/.step/certs/root_ca.crt https://grafana.int.corp/api/health 2>&1 | grep -E 'subject:|start date|expire date|issuer:|database'", """\
*  subject: CN=grafana.int.corp
*  start date: Jun 12 09:20:11 2024 GMT
*  expire date: Jul 12 09:21:11 2024 GMT
*  issuer: O=Corp Internal; CN=Corp Internal Intermediate CA
  "database": "ok",""", duration=2),
        p.run("ls -l", """\
total 32
-rw------- 1 pki pki 1281 Mar 14 10:02 gitlab.crt
-rw------- 1 pki pki  227 Mar 14 10:02 gitlab.key
-rw------- 1 pki pki 1277 Jun 12 11:20 grafana.crt
-rw------- 1 pki pki  227 Jun 12 11:20 grafana.key
-rw------- 1 pki pki 1269 May  2 16:44 harbor.crt
-rw------- 1 pki pki  227 May  2 16:44 harbor.key
-rw------- 1 pki pki 1290 Apr 23 08:31 vault-01.crt
-rw------- 1 pki pki  227 Apr 23 08:31 vault-01.key"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-20", state=state, turns=turns, bad=True, turn=3,
           kind="serial number of the same certificate file differs between step and openssl",
           system=system("The PKI admin VM of an internal smallstep CA (step-ca at ca.int.corp:9000); local time zone Europe/Berlin (UTC+2)."))


# argocd app: clean
def t21(rs: RowSet) -> None:
    p = Pane("ci", "gitops-admin", "/home/ci")
    state = "ci@gitops-admin:~$ argocd login argocd.corp.internal --sso --grpc-web\n'ci' logged in successfully\nContext 'argocd.corp.internal' updated\n" + p.prompt
    repo = "https://git.corp.internal/platform/deploy.git"
    svc = "https://kubernetes.default.svc"
    hdr = ["NAME", "CLUSTER", "NAMESPACE", "PROJECT", "STATUS", "HEALTH", "SYNCPOLICY", "CONDITIONS", "REPO", "PATH", "TARGET"]
    others = [
        ["argocd/cert-manager", svc, "cert-manager", "platform", "Synced", "Healthy", "Auto-Prune", "<none>", "https://charts.jetstack.io", "", "v1.14.5"],
        ["argocd/ingress-nginx", svc, "ingress-nginx", "platform", "Synced", "Healthy", "Auto-Prune", "<none>", repo, "platform/ingress-nginx", "main"],
        ["argocd/kube-prometheus", svc, "monitoring", "platform", "Synced", "Healthy", "Auto", "<none>", repo, "platform/kube-prometheus", "main"],
        ["argocd/search-indexer", svc, "search", "search", "Synced", "Degraded", "Auto", "<none>", repo, "apps/search-indexer", "main"]]
    worker = ["argocd/billing-worker", svc, "billing", "billing", "Synced", "Healthy", "Auto-Prune", "<none>", repo, "apps/billing-worker", "main"]

    def api(status: str, health: str, policy: str) -> list[str]:
        return ["argocd/billing-api", svc, "billing", "billing", status, health, policy, "<none>", repo, "apps/billing-api", "main"]

    summary = f"""\
Name:               argocd/billing-api
Project:            billing
Server:             {svc}
Namespace:          billing
URL:                https://argocd.corp.internal/applications/billing-api
Source:
- Repo:             {repo}
  Target:           main
  Path:             apps/billing-api
SyncWindow:         Sync Allowed
Sync Policy:        {{policy}}
Sync Status:        Synced to main (4f2c1e9)
Health Status:      {{health}}"""
    operation = """\
Operation:          Sync
Sync Revision:      4f2c1e9a07d3b58e61c2f9a4d8b70e35c1a6f2d8
Phase:              Succeeded
Start:              2024-06-12 10:31:05 +0000 UTC
Finished:           2024-06-12 10:31:06 +0000 UTC
Duration:           1s
Message:            successfully synced (all tasks run)"""

    def resources(dep_health: str, dep_msg: str) -> str:
        return cols([
            ["GROUP", "KIND", "NAMESPACE", "NAME", "STATUS", "HEALTH", "HOOK", "MESSAGE"],
            ["", "ServiceAccount", "billing", "billing-api", "Synced", "", "", "serviceaccount/billing-api unchanged"],
            ["", "ConfigMap", "billing", "billing-api-env", "Synced", "", "", "configmap/billing-api-env unchanged"],
            ["", "Service", "billing", "billing-api", "Synced", "Healthy", "", "service/billing-api unchanged"],
            ["apps", "Deployment", "billing", "billing-api", "Synced", dep_health, "", dep_msg],
            ["policy", "PodDisruptionBudget", "billing", "billing-api-pdb", "Synced", "", "", "poddisruptionbudget.policy/billing-api-pdb unchanged"]])

    sync_events = cols([
        ["TIMESTAMP", "GROUP", "KIND", "NAMESPACE", "NAME", "STATUS", "HEALTH", "HOOK", "MESSAGE"],
        ["2024-06-12T10:31:05+00:00", "", "Service", "billing", "billing-api", "Synced", "Healthy", "", ""],
        ["2024-06-12T10:31:05+00:00", "apps", "Deployment", "billing", "billing-api", "OutOfSync", "Healthy", "", ""],
        ["2024-06-12T10:31:06+00:00", "apps", "Deployment", "billing", "billing-api", "Synced", "Progressing", "", "deployment.apps/billing-api configured"]])
    wait_events = cols([
        ["TIMESTAMP", "GROUP", "KIND", "NAMESPACE", "NAME", "STATUS", "HEALTH", "HOOK", "MESSAGE"],
        ["2024-06-12T10:31:08+00:00", "apps", "Deployment", "billing", "billing-api", "Synced", "Progressing", "", "deployment.apps/billing-api configured"],
        ["2024-06-12T10:31:49+00:00", "apps", "Deployment", "billing", "billing-api", "Synced", "Healthy", "", "deployment.apps/billing-api configured"]])
    turns = [
        p.run("argocd app list", cols([hdr, api("OutOfSync", "Healthy", "Manual"), worker] + others)),
        p.run("argocd app diff billing-api", """\

===== apps/Deployment billing/billing-api ======
160c160
<         image: registry.corp.internal/billing/api:3.14.1
---
>         image: registry.corp.internal/billing/api:3.15.0
177c177
<             memory: 512Mi
---
>             memory: 768Mi""", duration=3),
        p.run("argocd app sync billing-api", sync_events + "\n\n" + summary.format(policy="Manual", health="Progressing") + "\n\n"
              + operation + "\n\n" + resources("Progressing", "deployment.apps/billing-api configured"), duration=10),
        p.run("argocd app wait billing-api --health --timeout 180", wait_events + "\n\n" + summary.format(policy="Manual", health="Healthy") + "\n\n"
              + operation + "\n\n" + resources("Healthy", "deployment.apps/billing-api configured"), duration=60),
        p.run("argocd app history billing-api", """\
SOURCE  https://git.corp.internal/platform/deploy.git
ID      DATE                           REVISION
15      2024-05-21 08:02:44 +0000 UTC  main (c83b7a1)
16      2024-05-30 13:47:19 +0000 UTC  main (a91d03b)
17      2024-06-12 10:31:05 +0000 UTC  main (4f2c1e9)"""),
        p.run("argocd app list", cols([hdr, api("Synced", "Healthy", "Manual"), worker] + others)),
        p.run("argocd app set billing-api --sync-policy automated --self-heal"),
        p.run("argocd app get billing-api | head -n 13", summary.format(policy="Automated", health="Healthy")),
        p.run("argocd app list -p billing", cols([hdr, api("Synced", "Healthy", "Auto"), worker])),
    ]
    rs.add(task="terminal", tid="h41-terminal-21", state=state, turns=turns,
           system=system("A CI admin host with the argocd CLI 2.10, logged in to the company's Argo CD; billing-api is synced by hand from the deploy repository."))


# rabbitmqctl: bad
def t22(rs: RowSet) -> None:
    p = Pane("root", "mq-01", "/root")
    state = p.prompt
    q = "rabbitmqctl list_queues -p orders name type durable messages consumers"
    before = [("orders.created", "quorum", "0", "4"), ("orders.payment", "quorum", "12", "2"),
              ("orders.shipment", "quorum", "3", "3"), ("orders.dlq", "classic", "318", "0"),
              ("orders.audit", "stream", "1843022", "1"), ("orders.notify.email", "classic", "0", "2")]
    after = [("orders.created", "quorum", "2", "4"), ("orders.payment", "quorum", "9", "2"),
             ("orders.shipment", "quorum", "0", "3"), ("orders.dlq", "classic", "0", "0"),
             ("orders.audit", "stream", "1843391", "1"), ("orders.notify.email", "classic", "1", "2"),
             ("orders.refund", "classic", "0", "0")]

    def listing(rows: list[tuple[str, str, str, str]]) -> str:
        return ("Timeout: 60.0 seconds ...\nListing queues for vhost orders ...\nname\ttype\tdurable\tmessages\tconsumers\n"
                + "\n".join(f"{n}\t{t}\ttrue\t{m}\t{c}" for n, t, m, c in rows))

    turns = [
        p.run("rabbitmqctl list_vhosts", "Listing vhosts ...\nname\n/\norders\ntelemetry"),
        p.run(q, listing(before), duration=2),
        p.run("rabbitmqadmin -V orders declare queue name=orders.refund durable=true arguments='{\"x-queue-type\":\"quorum\"}'", "queue declared"),
        p.run("rabbitmqadmin -V orders declare binding source=orders.events destination=orders.refund routing_key='order.refund.*'", "binding declared"),
        p.run("rabbitmqctl purge_queue -p orders orders.dlq", "Purging queue 'orders.dlq' in vhost 'orders' ..."),
        p.run(q, listing(after), duration=2),
        p.run("rabbitmqctl list_policies -p orders", "\n".join([
            'Listing policies for vhost "orders" ...',
            "vhost\tname\tpattern\tapply-to\tdefinition\tpriority",
            'orders\tdlx-default\t^orders\\.(created|payment|shipment)$\tqueues\t{"dead-letter-exchange":"orders.dlx","delivery-limit":20}\t0',
            'orders\taudit-retention\t^orders\\.audit$\tqueues\t{"max-age":"30D"}\t10'])),
        p.run("rabbitmqctl list_bindings -p orders source_name destination_name routing_key | grep -E 'source_name|^orders.events'", """\
source_name\tdestination_name\trouting_key
orders.events\torders.audit\t#
orders.events\torders.created\torder.created
orders.events\torders.notify.email\torder.*.notify
orders.events\torders.payment\torder.payment.*
orders.events\torders.refund\torder.refund.*
orders.events\torders.shipment\torder.shipment.*"""),
    ]
    rs.add(task="terminal", tid="h41-terminal-22", state=state, turns=turns, bad=True, turn=6,
           kind="queue declared as quorum is listed with type classic",
           system=system("A RabbitMQ 3.13 node (mq-01) with the management plugin and rabbitmqadmin; vhost 'orders' carries live order events."))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
