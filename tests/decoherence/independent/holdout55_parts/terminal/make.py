# ruff: noqa: E501
"""Held-out set h55, domain ``terminal``: 22 simulated tmux-pane trajectories about networking and mail tools.

Eleven trajectories hold exactly one contradiction (an observation that conflicts with what an earlier
observation established, with no action in between that could change it); eleven are clean but full of
legitimate changes (edits, restarts with new pids, moving clocks and counters, renamed or deleted things,
different views of the same data). Run ``python3 -m tests.decoherence.independent.holdout55_parts.terminal.make``
from the repository root to write ``terminal_test.jsonl`` and ``labels.json`` beside this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

TASK = "terminal"

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a shell inside a tmux pane) after executing a given sequence of keystrokes.

Be as faithful as possible to real terminal behavior while keeping every turn consistent with the whole interaction so far.

## Task Definition

Given:
1. **Historical Context**: the previous turns of this terminal session
2. **Current Terminal State**: the visible screen, including the prompt
3. **User Action**: a sequence of keystrokes sent to the pane

Predict the **exact next terminal state** after all keystrokes are executed.

## Context Awareness

Track and maintain across turns:
- **Working Directory**: changed by `cd`, reflected in the prompt
- **Environment Variables**: set by `export` or `VAR=value`, or by `eval` of a tool's output
- **File System State**: files created, edited, renamed or deleted in earlier turns
- **Service and Process State**: daemons started, restarted (new PIDs) or reloaded, queues, leases, sessions

Logical consistency: file and service operations must agree with prior commands (`cat file` after `rm file` errors; a restarted daemon has a new PID and a fresh uptime; a value changed by a command stays changed); listings reflect accumulated changes; clocks and counters only move forward; the prompt keeps the established format.

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

- `keystrokes`: raw input, verbatim. A trailing `\\n` executes the command; without it the text is only typed.
- Control keys use tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear).
- `""` with a duration means wait without input: show any new output of a running command.
- `duration`: seconds to wait before the screen is captured. Short waits show instant commands complete; a long-running command may still be in progress (no new prompt yet).

## Output Format

Your prediction must include, in order:
1. **Command Echo**: the prompt line with the command as typed
2. **Command Output**: all stdout and stderr, with exact spacing, alignment and line breaks
3. **New Prompt**: the prompt for the next command, unless a program is still running

Errors must look like the real ones (`bash: foo: command not found`, `cat: x: No such file or directory`). Outputs keep realistic detail: ids, PIDs, timestamps, sizes, counters, tables. The pane shows about 40 lines; older output scrolls off.

## Key Principles

- **Format**: prompt format matches the established pattern; command echo included; layout preserved.
- **Factuality**: correct command syntax, options and output structure; no fabricated files or contents.
- **Consistency**: respect every earlier change to files, settings, services and time; never contradict an earlier observation.
- **Realism**: plausible numbers, timestamps, permissions, PIDs and exit behaviour.
- **Completeness**: no unreasonable truncation of output.

Reply with the predicted screen after **Environment Observation:**."""


def act(keystrokes: str, duration: float = 1.0) -> str:
    """A raw tmux action (control keys, waits, or typed text without Enter)."""
    return jblock([{"keystrokes": keystrokes, "duration": duration}])


def running(p: Pane, cmd: str, out: str = "") -> str:
    """A command that is still running when the pane is captured: echo and partial output, no new prompt."""
    return p.prompt + " " + cmd + ("\n" + out.rstrip("\n") if out else "")


def t01(rs: RowSet) -> None:
    """ip: bring up a second NIC, add an address, watch counters grow (clean)."""
    p = Pane("root", "kvm-node07", "/root")
    state = p.prompt
    turns = [
        p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
eno1             UP             10.40.2.17/24 fe80::3eec:efff:fe4a:91c2/64
eno2             DOWN
ens19            DOWN
docker0          DOWN           172.17.0.1/16 """),
        p.run("ip route", """default via 10.40.2.1 dev eno1 proto static metric 100
10.40.2.0/24 dev eno1 proto kernel scope link src 10.40.2.17 metric 100
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown """),
        p.run("ip link set ens19 mtu 9000 && ip link set ens19 up"),
        p.run("ip addr add 10.50.0.10/24 dev ens19"),
        p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
eno1             UP             10.40.2.17/24 fe80::3eec:efff:fe4a:91c2/64
eno2             DOWN
ens19            UP             10.50.0.10/24 fe80::be24:11ff:fe8d:3a07/64
docker0          DOWN           172.17.0.1/16 """),
        p.run("ip -s link show ens19", """4: ens19: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 qdisc fq_codel state UP mode DEFAULT group default qlen 1000
    link/ether bc:24:11:8d:3a:07 brd ff:ff:ff:ff:ff:ff
    altname enp0s19
    RX:  bytes packets errors dropped  missed   mcast
          1386      11      0       0       0       4
    TX:  bytes packets errors dropped carrier collsns
          1822      17      0       0       0       0 """),
        p.run("ping -c 4 -I ens19 10.50.0.1", """PING 10.50.0.1 (10.50.0.1) from 10.50.0.10 ens19: 56(84) bytes of data.
64 bytes from 10.50.0.1: icmp_seq=1 ttl=64 time=0.412 ms
64 bytes from 10.50.0.1: icmp_seq=2 ttl=64 time=0.221 ms
64 bytes from 10.50.0.1: icmp_seq=3 ttl=64 time=0.198 ms
64 bytes from 10.50.0.1: icmp_seq=4 ttl=64 time=0.217 ms

--- 10.50.0.1 ping statistics ---
4 packets transmitted, 4 received, 0% packet loss, time 3052ms
rtt min/avg/max/mdev = 0.198/0.262/0.412/0.087 ms""", duration=4.0),
        p.run("ip -s link show ens19", """4: ens19: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 qdisc fq_codel state UP mode DEFAULT group default qlen 1000
    link/ether bc:24:11:8d:3a:07 brd ff:ff:ff:ff:ff:ff
    altname enp0s19
    RX:  bytes packets errors dropped  missed   mcast
          2074      19      0       0       0       6
    TX:  bytes packets errors dropped carrier collsns
          2398      23      0       0       0       0 """),
        p.run("ip neigh show dev ens19; ip route", """10.50.0.1 lladdr bc:24:11:02:7f:e1 REACHABLE
default via 10.40.2.1 dev eno1 proto static metric 100
10.40.2.0/24 dev eno1 proto kernel scope link src 10.40.2.17 metric 100
10.50.0.0/24 dev ens19 proto kernel scope link src 10.50.0.10
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown """),
    ]
    rs.add(TASK, "h55-terminal-01", SYSTEM, turns, state=state)


def t02(rs: RowSet) -> None:
    """dnsmasq: add a static DHCP host, restart, watch the client renew (bad: a lease's MAC changes)."""
    p = Pane("root", "gw-lab", "/root")
    state = p.prompt
    leases = """1718712143 3c:22:fb:41:9e:07 192.168.50.23 printer-2f 01:3c:22:fb:41:9e:07
1718709877 dc:a6:32:0b:5e:11 192.168.50.41 pi-sensor-a *
1718714502 f0:2f:74:c8:13:9a 192.168.50.57 ws-maria 01:f0:2f:74:c8:13:9a
1718726311 52:54:00:6e:a1:04 192.168.50.88 * *"""
    turns = [
        p.run("systemctl status dnsmasq --no-pager", """● dnsmasq.service - dnsmasq - A lightweight DHCP and caching DNS server
     Loaded: loaded (/lib/systemd/system/dnsmasq.service; enabled; preset: enabled)
     Active: active (running) since Mon 2024-06-17 21:03:55 UTC; 11h ago
    Process: 798 ExecStartPre=/etc/init.d/dnsmasq checkconfig (code=exited, status=0/SUCCESS)
    Process: 806 ExecStart=/etc/init.d/dnsmasq systemd-exec (code=exited, status=0/SUCCESS)
    Process: 815 ExecStartPost=/etc/init.d/dnsmasq systemd-start-resolvconf (code=exited, status=0/SUCCESS)
   Main PID: 812 (dnsmasq)
      Tasks: 1 (limit: 4557)
     Memory: 1.9M
        CPU: 2.418s
     CGroup: /system.slice/dnsmasq.service
             └─812 /usr/sbin/dnsmasq -x /run/dnsmasq/dnsmasq.pid -u dnsmasq -7 /etc/dnsmasq.d,.dpkg-dist,.dpkg-old,.dpkg-new --local-service --trust-anchor=.,20326,8,2,e06d44b80b8f1d39a95c0b0d7c65d08458e880409bbc683457104237c7f8ec8d

Jun 18 08:31:07 gw-lab dnsmasq-dhcp[812]: DHCPREQUEST(br-lab) 192.168.50.41 dc:a6:32:0b:5e:11
Jun 18 08:31:07 gw-lab dnsmasq-dhcp[812]: DHCPACK(br-lab) 192.168.50.41 dc:a6:32:0b:5e:11 pi-sensor-a"""),
        p.run("cat /var/lib/misc/dnsmasq.leases", leases),
        p.run("grep -v '^#' /etc/dnsmasq.d/lab.conf | grep .", """interface=br-lab
bind-interfaces
domain=lab.internal
dhcp-range=192.168.50.20,192.168.50.199,12h
dhcp-option=option:router,192.168.50.1
dhcp-option=option:dns-server,192.168.50.1
dhcp-host=dc:a6:32:0b:5e:11,pi-sensor-a,192.168.50.41
log-dhcp"""),
        p.run("echo 'dhcp-host=f0:2f:74:c8:13:9a,ws-maria,192.168.50.60' >> /etc/dnsmasq.d/lab.conf && dnsmasq --test", "dnsmasq: syntax check OK."),
        p.run("systemctl restart dnsmasq && systemctl status dnsmasq --no-pager | head -20", """● dnsmasq.service - dnsmasq - A lightweight DHCP and caching DNS server
     Loaded: loaded (/lib/systemd/system/dnsmasq.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-06-18 08:44:12 UTC; 94ms ago
    Process: 2279 ExecStartPre=/etc/init.d/dnsmasq checkconfig (code=exited, status=0/SUCCESS)
    Process: 2285 ExecStart=/etc/init.d/dnsmasq systemd-exec (code=exited, status=0/SUCCESS)
    Process: 2294 ExecStartPost=/etc/init.d/dnsmasq systemd-start-resolvconf (code=exited, status=0/SUCCESS)
   Main PID: 2291 (dnsmasq)
      Tasks: 1 (limit: 4557)
     Memory: 836.0K
        CPU: 41ms
     CGroup: /system.slice/dnsmasq.service
             └─2291 /usr/sbin/dnsmasq -x /run/dnsmasq/dnsmasq.pid -u dnsmasq -7 /etc/dnsmasq.d,.dpkg-dist,.dpkg-old,.dpkg-new --local-service --trust-anchor=.,20326,8,2,e06d44b80b8f1d39a95c0b0d7c65d08458e880409bbc683457104237c7f8ec8d

Jun 18 08:44:12 gw-lab dnsmasq[2291]: started, version 2.89 cachesize 150
Jun 18 08:44:12 gw-lab dnsmasq[2291]: compile time options: IPv6 GNU-getopt DBus no-UBus i18n IDN2 DHCP DHCPv6 no-Lua TFTP conntrack ipset nftset auth cryptohash DNSSEC loop-detect inotify dumpfile
Jun 18 08:44:12 gw-lab dnsmasq-dhcp[2291]: DHCP, IP range 192.168.50.20 -- 192.168.50.199, lease time 12h
Jun 18 08:44:12 gw-lab dnsmasq-dhcp[2291]: DHCP, sockets bound exclusively to interface br-lab
Jun 18 08:44:12 gw-lab dnsmasq[2291]: reading /etc/resolv.conf
Jun 18 08:44:12 gw-lab dnsmasq[2291]: using nameserver 1.1.1.1#53
Jun 18 08:44:12 gw-lab dnsmasq[2291]: read /etc/hosts - 7 names
Jun 18 08:44:12 gw-lab systemd[1]: Started dnsmasq.service - dnsmasq - A lightweight DHCP and caching DNS server."""),
        p.run("cat /var/lib/misc/dnsmasq.leases", leases.replace("1718712143 3c:22:fb:41:9e:07", "1718712143 3c:22:fb:41:9e:70")),
        p.run("journalctl -u dnsmasq --since 08:44 --no-pager | grep dnsmasq-dhcp | tail -n 8", """Jun 18 08:44:12 gw-lab dnsmasq-dhcp[2291]: DHCP, IP range 192.168.50.20 -- 192.168.50.199, lease time 12h
Jun 18 08:44:12 gw-lab dnsmasq-dhcp[2291]: DHCP, sockets bound exclusively to interface br-lab
Jun 18 08:44:49 gw-lab dnsmasq-dhcp[2291]: DHCPREQUEST(br-lab) 192.168.50.57 f0:2f:74:c8:13:9a
Jun 18 08:44:49 gw-lab dnsmasq-dhcp[2291]: DHCPNAK(br-lab) 192.168.50.57 f0:2f:74:c8:13:9a static lease available
Jun 18 08:44:50 gw-lab dnsmasq-dhcp[2291]: DHCPDISCOVER(br-lab) f0:2f:74:c8:13:9a
Jun 18 08:44:50 gw-lab dnsmasq-dhcp[2291]: DHCPOFFER(br-lab) 192.168.50.60 f0:2f:74:c8:13:9a
Jun 18 08:44:51 gw-lab dnsmasq-dhcp[2291]: DHCPREQUEST(br-lab) 192.168.50.60 f0:2f:74:c8:13:9a
Jun 18 08:44:51 gw-lab dnsmasq-dhcp[2291]: DHCPACK(br-lab) 192.168.50.60 f0:2f:74:c8:13:9a ws-maria"""),
        p.run("grep -E 'ws-maria|printer-2f' /var/lib/misc/dnsmasq.leases", """1718712143 3c:22:fb:41:9e:07 192.168.50.23 printer-2f 01:3c:22:fb:41:9e:07
1718743491 f0:2f:74:c8:13:9a 192.168.50.60 ws-maria 01:f0:2f:74:c8:13:9a"""),
    ]
    rs.add(TASK, "h55-terminal-02", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="After the restart the lease file shows printer-2f's MAC as 3c:22:fb:41:9e:70 although turn 2 listed the same lease (same expiry and client id) with MAC 3c:22:fb:41:9e:07.")


def t03(rs: RowSet) -> None:
    """ss: listening sockets, summaries, a gunicorn restart (bad: postgres bind address changes)."""
    p = Pane("root", "app03", "/root")
    state = p.prompt
    turns = [
        p.run("ss -tlnp", """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=611,fd=14))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=901,fd=3))
LISTEN 0      511          0.0.0.0:443        0.0.0.0:*    users:(("nginx",pid=1433,fd=8),("nginx",pid=1432,fd=8),("nginx",pid=1431,fd=8))
LISTEN 0      511          0.0.0.0:80         0.0.0.0:*    users:(("nginx",pid=1433,fd=6),("nginx",pid=1432,fd=6),("nginx",pid=1431,fd=6))
LISTEN 0      200        127.0.0.1:5432       0.0.0.0:*    users:(("postgres",pid=1120,fd=6))
LISTEN 0      511        127.0.0.1:6379       0.0.0.0:*    users:(("redis-server",pid=1088,fd=6))
LISTEN 0      2048       127.0.0.1:8080       0.0.0.0:*    users:(("gunicorn",pid=2204,fd=5),("gunicorn",pid=2203,fd=5),("gunicorn",pid=2198,fd=5))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=901,fd=4))                                                  """),
        p.run("ss -s", """Total: 412
TCP:   96 (estab 61, closed 18, orphaned 0, timewait 17)

Transport Total     IP        IPv6
RAW	  1         0         1
UDP	  4         3         1
TCP	  78        76        2
INET	  83        79        4
FRAG	  0         0         0
"""),
        p.run("ss -tn state established '( sport = :443 )' | head -8", """Recv-Q Send-Q    Local Address:Port      Peer Address:Port  Process
0      0       10.12.0.23:443     198.51.100.77:52814
0      0       10.12.0.23:443      203.0.113.19:40122
0      517     10.12.0.23:443       192.0.2.211:61990
0      0       10.12.0.23:443     198.51.100.77:52816
0      0       10.12.0.23:443      203.0.113.45:33501
0      0       10.12.0.23:443       192.0.2.150:50744
0      0       10.12.0.23:443      203.0.113.19:40130          """),
        p.run("ss -tlnp '( sport = :5432 or sport = :6379 )'", """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      200          0.0.0.0:5432       0.0.0.0:*    users:(("postgres",pid=1120,fd=6))
LISTEN 0      511        127.0.0.1:6379       0.0.0.0:*    users:(("redis-server",pid=1088,fd=6))    """),
        p.run("systemctl restart gunicorn-app && sleep 2 && ss -tlnp 'sport = :8080'", """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      2048       127.0.0.1:8080       0.0.0.0:*    users:(("gunicorn",pid=3316,fd=5),("gunicorn",pid=3315,fd=5),("gunicorn",pid=3310,fd=5))""", duration=4.0),
        p.run("ss -s", """Total: 437
TCP:   104 (estab 66, closed 21, orphaned 1, timewait 20)

Transport Total     IP        IPv6
RAW	  1         0         1
UDP	  4         3         1
TCP	  83        81        2
INET	  88        84        4
FRAG	  0         0         0
"""),
        p.run("ss -tn state time-wait | wc -l", "23"),
    ]
    rs.add(TASK, "h55-terminal-03", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="postgres (same pid 1120, never restarted or reconfigured) is shown listening on 0.0.0.0:5432 although turn 1 showed it bound to 127.0.0.1:5432.")


def t04(rs: RowSet) -> None:
    """networkctl: change DNS and search domains of a .network file, reload and reconfigure (clean)."""
    p = Pane("root", "edge-rt2", "/root")
    state = p.prompt
    net_old = """[Match]
Name=enp2s0

[Network]
Address=192.168.20.1/24
DNS=192.168.20.1
Domains=lan
IPv4Forwarding=yes"""
    net_new = """[Match]
Name=enp2s0

[Network]
Address=192.168.20.1/24
DNS=192.168.20.53
DNS=9.9.9.9
Domains=lan corp.lan
IPv4Forwarding=yes"""
    head = """● 3: enp2s0
                   Link File: /usr/lib/systemd/network/99-default.link
                Network File: /etc/systemd/network/20-lan.network
                       State: routable (configured)
                Online state: online
                        Type: ether
                        Path: pci-0000:02:00.0
                      Driver: igc
                      Vendor: Intel Corporation
                       Model: Ethernet Controller I225-V
            Hardware Address: 7c:83:34:b9:0e:52
                         MTU: 1500 (min: 68, max: 9216)
                       QDisc: mq
IPv6 Address Generation Mode: eui64
    Number of Queues (Tx/Rx): 4/4
                     Address: 192.168.20.1
                              fe80::7e83:34ff:feb9:e52
"""
    turns = [
        p.run("networkctl list", """IDX LINK   TYPE      OPERATIONAL SETUP
  1 lo     loopback  carrier     unmanaged
  2 enp1s0 ether     routable    configured
  3 enp2s0 ether     routable    configured
  4 wg0    wireguard routable    configured

4 links listed."""),
        p.run("networkctl status enp2s0 --no-pager", head + """                         DNS: 192.168.20.1
              Search Domains: lan
           Activation Policy: up
         Required For Online: yes

Jun 18 07:12:40 edge-rt2 systemd-networkd[421]: enp2s0: Link UP
Jun 18 07:12:43 edge-rt2 systemd-networkd[421]: enp2s0: Gained carrier
Jun 18 07:12:44 edge-rt2 systemd-networkd[421]: enp2s0: Gained IPv6LL"""),
        p.run("cat /etc/systemd/network/20-lan.network", net_old),
        p.run("sed -i -e 's/^DNS=192.168.20.1$/DNS=192.168.20.53\\nDNS=9.9.9.9/' -e 's/^Domains=lan$/Domains=lan corp.lan/' /etc/systemd/network/20-lan.network && cat /etc/systemd/network/20-lan.network", net_new),
        p.run("networkctl reload && networkctl reconfigure enp2s0 && networkctl list", """IDX LINK   TYPE      OPERATIONAL SETUP
  1 lo     loopback  carrier     unmanaged
  2 enp1s0 ether     routable    configured
  3 enp2s0 ether     routable    configuring
  4 wg0    wireguard routable    configured

4 links listed."""),
        p.run("networkctl status enp2s0 --no-pager", head + """                         DNS: 192.168.20.53
                              9.9.9.9
              Search Domains: lan
                              corp.lan
           Activation Policy: up
         Required For Online: yes

Jun 18 07:12:40 edge-rt2 systemd-networkd[421]: enp2s0: Link UP
Jun 18 07:12:43 edge-rt2 systemd-networkd[421]: enp2s0: Gained carrier
Jun 18 07:12:44 edge-rt2 systemd-networkd[421]: enp2s0: Gained IPv6LL
Jun 18 09:47:30 edge-rt2 systemd-networkd[421]: enp2s0: Reconfiguring with /etc/systemd/network/20-lan.network.
Jun 18 09:47:30 edge-rt2 systemd-networkd[421]: enp2s0: Configured"""),
        p.run("resolvectl dns enp2s0; resolvectl domain enp2s0", """Link 3 (enp2s0): 192.168.20.53 9.9.9.9
Link 3 (enp2s0): lan corp.lan"""),
        p.run("networkctl list", """IDX LINK   TYPE      OPERATIONAL SETUP
  1 lo     loopback  carrier     unmanaged
  2 enp1s0 ether     routable    configured
  3 enp2s0 ether     routable    configured
  4 wg0    wireguard routable    configured

4 links listed."""),
    ]
    rs.add(TASK, "h55-terminal-04", SYSTEM, turns, state=state)


def t05(rs: RowSet) -> None:
    """dig and nslookup: cached TTLs count down, authoritative vs recursive answers, round-robin order (clean)."""
    p = Pane("ops", "bastion", "/home/ops")
    state = p.prompt
    turns = [
        p.run("dig www.northwind-shop.com A", """
; <<>> DiG 9.18.24-0ubuntu0.22.04.1-Ubuntu <<>> www.northwind-shop.com A
;; global options: +cmd
;; Got answer:
;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 40917
;; flags: qr rd ra; QUERY: 1, ANSWER: 3, AUTHORITY: 0, ADDITIONAL: 1

;; OPT PSEUDOSECTION:
; EDNS: version: 0, flags:; udp: 1232
;; QUESTION SECTION:
;www.northwind-shop.com.		IN	A

;; ANSWER SECTION:
www.northwind-shop.com.	3600	IN	CNAME	shop-lb.northwind-shop.com.
shop-lb.northwind-shop.com. 60	IN	A	203.0.113.41
shop-lb.northwind-shop.com. 60	IN	A	203.0.113.42

;; Query time: 23 msec
;; SERVER: 10.0.0.2#53(10.0.0.2) (UDP)
;; WHEN: Tue Jun 18 10:05:41 UTC 2024
;; MSG SIZE  rcvd: 108
"""),
        p.run("dig +short NS northwind-shop.com", """ns-1204.awsdns-22.org.
ns-318.awsdns-39.com.
ns-1751.awsdns-26.co.uk.
ns-612.awsdns-13.net."""),
        p.run("dig @ns-318.awsdns-39.com www.northwind-shop.com A +norec", """
; <<>> DiG 9.18.24-0ubuntu0.22.04.1-Ubuntu <<>> @ns-318.awsdns-39.com www.northwind-shop.com A +norec
; (2 servers found)
;; global options: +cmd
;; Got answer:
;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 5520
;; flags: qr aa; QUERY: 1, ANSWER: 3, AUTHORITY: 4, ADDITIONAL: 1

;; OPT PSEUDOSECTION:
; EDNS: version: 0, flags:; udp: 4096
;; QUESTION SECTION:
;www.northwind-shop.com.		IN	A

;; ANSWER SECTION:
www.northwind-shop.com.	3600	IN	CNAME	shop-lb.northwind-shop.com.
shop-lb.northwind-shop.com. 60	IN	A	203.0.113.42
shop-lb.northwind-shop.com. 60	IN	A	203.0.113.41

;; AUTHORITY SECTION:
northwind-shop.com.	172800	IN	NS	ns-1204.awsdns-22.org.
northwind-shop.com.	172800	IN	NS	ns-1751.awsdns-26.co.uk.
northwind-shop.com.	172800	IN	NS	ns-318.awsdns-39.com.
northwind-shop.com.	172800	IN	NS	ns-612.awsdns-13.net.

;; Query time: 11 msec
;; SERVER: 205.251.193.62#53(ns-318.awsdns-39.com) (UDP)
;; WHEN: Tue Jun 18 10:06:02 UTC 2024
;; MSG SIZE  rcvd: 263
"""),
        p.run("dig www.northwind-shop.com A", """
; <<>> DiG 9.18.24-0ubuntu0.22.04.1-Ubuntu <<>> www.northwind-shop.com A
;; global options: +cmd
;; Got answer:
;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 18263
;; flags: qr rd ra; QUERY: 1, ANSWER: 3, AUTHORITY: 0, ADDITIONAL: 1

;; OPT PSEUDOSECTION:
; EDNS: version: 0, flags:; udp: 1232
;; QUESTION SECTION:
;www.northwind-shop.com.		IN	A

;; ANSWER SECTION:
www.northwind-shop.com.	3566	IN	CNAME	shop-lb.northwind-shop.com.
shop-lb.northwind-shop.com. 26	IN	A	203.0.113.42
shop-lb.northwind-shop.com. 26	IN	A	203.0.113.41

;; Query time: 0 msec
;; SERVER: 10.0.0.2#53(10.0.0.2) (UDP)
;; WHEN: Tue Jun 18 10:06:15 UTC 2024
;; MSG SIZE  rcvd: 108
"""),
        p.run("nslookup -type=mx northwind-shop.com", """Server:		10.0.0.2
Address:	10.0.0.2#53

Non-authoritative answer:
northwind-shop.com	mail exchanger = 1 aspmx.l.google.com.
northwind-shop.com	mail exchanger = 5 alt1.aspmx.l.google.com.
northwind-shop.com	mail exchanger = 5 alt2.aspmx.l.google.com.
northwind-shop.com	mail exchanger = 10 alt3.aspmx.l.google.com.

Authoritative answers can be found from:
"""),
        p.run("nslookup www.northwind-shop.com", """Server:		10.0.0.2
Address:	10.0.0.2#53

Non-authoritative answer:
www.northwind-shop.com	canonical name = shop-lb.northwind-shop.com.
Name:	shop-lb.northwind-shop.com
Address: 203.0.113.41
Name:	shop-lb.northwind-shop.com
Address: 203.0.113.42
"""),
        p.run("dig -x 203.0.113.41 +short; dig -x 203.0.113.42 +short", """web-a.northwind-shop.com.
web-b.northwind-shop.com."""),
    ]
    rs.add(TASK, "h55-terminal-05", SYSTEM, turns, state=state)


def t06(rs: RowSet) -> None:
    """BIND rndc: bump a zone serial, add a record, reload (bad: dig shows the old serial after the reload)."""
    p = Pane("root", "ns1", "/etc/bind")
    state = p.prompt
    turns = [
        p.run("rndc status", """version: BIND 9.18.24-1-Debian (Extended Support Version) <id:>
running on localhost: Linux x86_64 6.1.0-21-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.90-1 (2024-05-03)
boot time: Mon, 17 Jun 2024 22:14:08 GMT
last configured: Mon, 17 Jun 2024 22:14:08 GMT
configuration file: /etc/bind/named.conf
CPUs found: 4
worker threads: 4
number of zones: 104 (99 automatic)
debug level: 0
xfers running: 0
xfers deferred: 0
soa queries in progress: 0
query logging is OFF
recursive clients: 0/900/1000
tcp clients: 0/150
TCP high-water: 3
server is up and running"""),
        p.run("rndc zonestatus corp.example", """name: corp.example
type: primary
files: db.corp.example
serial: 2024061403
nodes: 58
last loaded: Mon, 17 Jun 2024 22:14:08 GMT
secure: no
dynamic: no
reconfigurable via modzone: no"""),
        p.run("sed -n '1,12p' db.corp.example", """$TTL 3600
$ORIGIN corp.example.
@	IN	SOA	ns1.corp.example. hostmaster.corp.example. (
			2024061403	; serial
			7200		; refresh
			3600		; retry
			1209600		; expire
			3600 )		; negative cache TTL
	IN	NS	ns1.corp.example.
	IN	NS	ns2.corp.example.
ns1	IN	A	10.20.1.2
ns2	IN	A	10.20.1.3"""),
        p.run("sed -i 's/2024061403\\t; serial/2024061801\\t; serial/' db.corp.example && printf 'grafana\\tIN\\tA\\t10.20.4.31\\n' >> db.corp.example && named-checkzone corp.example db.corp.example", """zone corp.example/IN: loaded serial 2024061801
OK"""),
        p.run("rndc reload corp.example", "zone reload queued"),
        p.run("rndc zonestatus corp.example", """name: corp.example
type: primary
files: db.corp.example
serial: 2024061801
nodes: 59
last loaded: Tue, 18 Jun 2024 10:21:47 GMT
secure: no
dynamic: no
reconfigurable via modzone: no"""),
        p.run("dig @127.0.0.1 corp.example SOA +noall +answer", "corp.example.\t\t3600\tIN\tSOA\tns1.corp.example. hostmaster.corp.example. 2024061403 7200 3600 1209600 3600"),
        p.run("dig @127.0.0.1 grafana.corp.example +short", "10.20.4.31"),
        p.run("journalctl -u named --since 10:21 --no-pager", """Jun 18 10:21:47 ns1 named[733]: received control channel command 'reload corp.example'
Jun 18 10:21:47 ns1 named[733]: zone corp.example/IN: loaded serial 2024061801
Jun 18 10:21:47 ns1 named[733]: zone corp.example/IN: sending notifies (serial 2024061801)
Jun 18 10:21:47 ns1 named[733]: client @0x7f3a6c0a1168 10.20.1.3#41022 (corp.example): transfer of 'corp.example/IN': IXFR started (serial 2024061403 -> 2024061801)
Jun 18 10:21:47 ns1 named[733]: client @0x7f3a6c0a1168 10.20.1.3#41022 (corp.example): transfer of 'corp.example/IN': IXFR ended: 1 messages, 4 records, 236 bytes, 0.001 secs (236000 bytes/sec) (serial 2024061801)"""),
    ]
    rs.add(TASK, "h55-terminal-06", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="After the reload loaded serial 2024061801 (turn 6), dig against the same primary returns the SOA with the old serial 2024061403.")


def t07(rs: RowSet) -> None:
    """postfix: set a relayhost, flush the queue, delete the one stuck message (clean)."""
    p = Pane("root", "mx2", "/root")
    state = p.prompt
    turns = [
        p.run("postconf mail_version relayhost myhostname smtp_tls_security_level", """mail_version = 3.7.11
relayhost =
myhostname = mx2.fabrikam.io
smtp_tls_security_level = may"""),
        p.run("postqueue -p", """-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
4W3kN51qKcz9vPb     1520 Tue Jun 18 08:58:03  alerts@fabrikam.io
(host mail.tailspin.net[192.0.2.77] said: 450 4.7.1 Client host rejected: cannot find your reverse hostname, [203.0.113.25] (in reply to RCPT TO command))
                                         oncall@tailspin.net

4W3kQZ1bGSz9vNx     2841 Tue Jun 18 09:12:44  reports@fabrikam.io
(connect to mx.contoso-partners.com[198.51.100.25]:25: Connection timed out)
                                         cfo@contoso-partners.com

4W3kTf0Wx7z9vRm    20215 Tue Jun 18 09:31:27  noreply@fabrikam.io
(connect to mx.contoso-partners.com[198.51.100.25]:25: Connection timed out)
                                         procurement@contoso-partners.com
                                         ap@contoso-partners.com

-- 24 Kbytes in 3 Requests."""),
        p.run("postconf -e 'relayhost = [smtp-relay.fabrikam.net]:587' 'smtp_sasl_auth_enable = yes' 'smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd' 'smtp_sasl_security_options = noanonymous' 'smtp_tls_security_level = encrypt'"),
        p.run("postmap /etc/postfix/sasl_passwd && postfix reload", "postfix/postfix-script: refreshing the Postfix mail system"),
        p.run("postconf relayhost smtp_tls_security_level smtp_sasl_auth_enable", """relayhost = [smtp-relay.fabrikam.net]:587
smtp_tls_security_level = encrypt
smtp_sasl_auth_enable = yes"""),
        p.run("postqueue -f", duration=5.0),
        p.run("postqueue -p", """-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
4W3kN51qKcz9vPb     1520 Tue Jun 18 08:58:03  alerts@fabrikam.io
(host smtp-relay.fabrikam.net[10.9.0.25] said: 452 4.2.2 <oncall@tailspin.net>: Recipient address rejected: rate limit exceeded for tailspin.net (in reply to RCPT TO command))
                                         oncall@tailspin.net

-- 1 Kbytes in 1 Request."""),
        p.run("grep -E '4W3kQZ1bGSz9vNx|4W3kTf0Wx7z9vRm' /var/log/mail.log | tail -n 7", """Jun 18 09:36:15 mx2 postfix/qmgr[40087]: 4W3kQZ1bGSz9vNx: from=<reports@fabrikam.io>, size=2841, nrcpt=1 (queue active)
Jun 18 09:36:15 mx2 postfix/qmgr[40087]: 4W3kTf0Wx7z9vRm: from=<noreply@fabrikam.io>, size=20215, nrcpt=2 (queue active)
Jun 18 09:36:16 mx2 postfix/smtp[40112]: 4W3kQZ1bGSz9vNx: to=<cfo@contoso-partners.com>, relay=smtp-relay.fabrikam.net[10.9.0.25]:587, delay=1412, delays=1411/0.03/0.31/0.12, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4W3mB83xQpz1Kq)
Jun 18 09:36:16 mx2 postfix/qmgr[40087]: 4W3kQZ1bGSz9vNx: removed
Jun 18 09:36:16 mx2 postfix/smtp[40113]: 4W3kTf0Wx7z9vRm: to=<procurement@contoso-partners.com>, relay=smtp-relay.fabrikam.net[10.9.0.25]:587, delay=289, delays=288/0.03/0.33/0.19, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4W3mB84Hb9z1Kr)
Jun 18 09:36:16 mx2 postfix/smtp[40113]: 4W3kTf0Wx7z9vRm: to=<ap@contoso-partners.com>, relay=smtp-relay.fabrikam.net[10.9.0.25]:587, delay=289, delays=288/0.03/0.33/0.19, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4W3mB84Hb9z1Kr)
Jun 18 09:36:16 mx2 postfix/qmgr[40087]: 4W3kTf0Wx7z9vRm: removed"""),
        p.run("postsuper -d 4W3kN51qKcz9vPb", """postsuper: 4W3kN51qKcz9vPb: removed
postsuper: Deleted: 1 message"""),
        p.run("postqueue -p", "Mail queue is empty"),
    ]
    rs.add(TASK, "h55-terminal-07", SYSTEM, turns, state=state)


def t08(rs: RowSet) -> None:
    """doveadm: archive old INBOX mail into a new folder; counts move, quota stays (clean)."""
    p = Pane("root", "imap01", "/root")
    state = p.prompt
    u = "alice@fabrikam.io"
    quota = """Quota name Type    Value   Limit                                                         %
User quota STORAGE 1474512 2097152                                                        70
User quota MESSAGE    6218       -                                                         0"""
    turns = [
        p.run("doveadm who", """username                       # proto (pids)                    (ips)
alice@fabrikam.io              2 imap  (48811 51207)             (10.1.8.44 10.1.12.9)
bob@fabrikam.io                1 imap  (50233)                   (10.1.8.71)
carol@fabrikam.io              1 imap  (49902)                   (10.1.9.15)                    """),
        p.run(f"doveadm mailbox status -u {u} 'messages unseen vsize' INBOX", "INBOX messages=1843 unseen=27 vsize=912348816"),
        p.run(f"doveadm quota get -u {u}", quota),
        p.run(f"doveadm mailbox list -u {u}", """INBOX
Drafts
Sent
Trash
Junk
Projects
Projects/Q3-launch"""),
        p.run(f"doveadm mailbox create -u {u} Archive/2023 && doveadm move -u {u} Archive/2023 mailbox INBOX before 2024-01-01", duration=8.0),
        p.run(f"doveadm mailbox status -u {u} 'messages unseen vsize' INBOX Archive/2023", """INBOX messages=1431 unseen=24 vsize=604121300
Archive/2023 messages=412 unseen=3 vsize=308227516"""),
        p.run(f"doveadm quota get -u {u}", quota),
        p.run("doveadm who", """username                       # proto (pids)                    (ips)
alice@fabrikam.io              3 imap  (48811 51207 53390)       (10.1.8.44 10.1.12.9 10.1.8.44)
carol@fabrikam.io              1 imap  (49902)                   (10.1.9.15)
dave@fabrikam.io               1 imap  (53122)                   (10.1.10.3)                    """),
    ]
    rs.add(TASK, "h55-terminal-08", SYSTEM, turns, state=state)


def t09(rs: RowSet) -> None:
    """chrony: drop a dead server from chrony.conf and restart (bad: the makestep line changes value)."""
    p = Pane("root", "db-primary", "/root")
    state = p.prompt
    turns = [
        p.run("chronyc sources", """MS Name/IP address         Stratum Poll Reach LastRx Last sample
===============================================================================
^* ntp1.corp.lan                 2   6   377    41   +112us[ +140us] +/-   18ms
^+ ntp2.corp.lan                 2   6   377    38   -231us[ -203us] +/-   21ms
^- time.cloudflare.com           3   7   377   102  +1042us[+1071us] +/-   14ms
^? 10.20.0.9                     0   8     0     -     +0ns[   +0ns] +/-    0ns"""),
        p.run("grep -vn '^#\\|^$' /etc/chrony/chrony.conf", """20:confdir /etc/chrony/conf.d
21:server ntp1.corp.lan iburst
22:server ntp2.corp.lan iburst
23:server time.cloudflare.com iburst nts
24:server 10.20.0.9 iburst
27:sourcedir /run/chrony-dhcp
30:sourcedir /etc/chrony/sources.d
34:keyfile /etc/chrony/chrony.keys
37:driftfile /var/lib/chrony/chrony.drift
40:ntsdumpdir /var/lib/chrony
41:makestep 1 3
44:logdir /var/log/chrony
48:maxupdateskew 100.0
53:rtcsync
58:leapsectz right/UTC"""),
        p.run("chronyc tracking", """Reference ID    : 0A140005 (ntp1.corp.lan)
Stratum         : 3
Ref time (UTC)  : Tue Jun 18 10:41:07 2024
System time     : 0.000041277 seconds fast of NTP time
Last offset     : +0.000028113 seconds
RMS offset      : 0.000061904 seconds
Frequency       : 11.482 ppm slow
Residual freq   : +0.003 ppm
Skew            : 0.071 ppm
Root delay      : 0.013977832 seconds
Root dispersion : 0.001204516 seconds
Update interval : 64.4 seconds
Leap status     : Normal"""),
        p.run("sed -i '/^server 10.20.0.9 iburst$/d' /etc/chrony/chrony.conf && systemctl restart chrony"),
        p.run("systemctl status chrony --no-pager | head -n 18", """● chrony.service - chrony, an NTP client/server
     Loaded: loaded (/lib/systemd/system/chrony.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-06-18 10:43:12 UTC; 9s ago
       Docs: man:chronyd(8)
             man:chronyc(1)
             man:chrony.conf(5)
    Process: 30871 ExecStart=/usr/sbin/chronyd $DAEMON_OPTS (code=exited, status=0/SUCCESS)
   Main PID: 30877 (chronyd)
      Tasks: 2 (limit: 38293)
     Memory: 1.4M
        CPU: 38ms
     CGroup: /system.slice/chrony.service
             ├─30877 /usr/sbin/chronyd -F 1
             └─30878 /usr/sbin/chronyd -F 1

Jun 18 10:43:12 db-primary chronyd[30877]: chronyd version 4.3 starting (+CMDMON +NTP +REFCLOCK +RTC +PRIVDROP +SCFILTER +SIGND +ASYNCDNS +NTS +SECHASH +IPV6 -DEBUG)
Jun 18 10:43:12 db-primary chronyd[30877]: Frequency -11.482 +/- 0.071 ppm read from /var/lib/chrony/chrony.drift
Jun 18 10:43:12 db-primary chronyd[30877]: Loaded seccomp filter (level 1)"""),
        p.run("grep -n 'makestep\\|^server' /etc/chrony/chrony.conf", """21:server ntp1.corp.lan iburst
22:server ntp2.corp.lan iburst
23:server time.cloudflare.com iburst nts
40:makestep 0.1 3"""),
        p.run("chronyc sources", """MS Name/IP address         Stratum Poll Reach LastRx Last sample
===============================================================================
^* ntp1.corp.lan                 2   6    17    12    +87us[ +131us] +/-   18ms
^+ ntp2.corp.lan                 2   6    17    11   -264us[ -220us] +/-   21ms
^- time.cloudflare.com           3   6    17    10   +998us[+1042us] +/-   14ms"""),
        p.run("chronyc sourcestats", """Name/IP Address            NP  NR  Span  Frequency  Freq Skew  Offset  Std Dev
==============================================================================
ntp1.corp.lan               5   3     8     +0.412      9.877    +98us    21us
ntp2.corp.lan               5   4     8     -1.203     12.540   -251us    33us
time.cloudflare.com         5   3     8     +2.911     18.032  +1013us    46us"""),
        p.run("chronyc activity", """200 OK
3 sources online
0 sources offline
0 sources doing burst (return to online)
0 sources doing burst (return to offline)
0 sources with unknown address"""),
        p.run("chronyc tracking", """Reference ID    : 0A140005 (ntp1.corp.lan)
Stratum         : 3
Ref time (UTC)  : Tue Jun 18 10:43:26 2024
System time     : 0.000044612 seconds fast of NTP time
Last offset     : +0.000043901 seconds
RMS offset      : 0.000043901 seconds
Frequency       : 11.476 ppm slow
Residual freq   : +0.411 ppm
Skew            : 9.877 ppm
Root delay      : 0.013812077 seconds
Root dispersion : 0.001877409 seconds
Update interval : 2.0 seconds
Leap status     : Normal"""),
    ]
    rs.add(TASK, "h55-terminal-09", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="chrony.conf's makestep line reads 'makestep 0.1 3' although turn 2 showed 'makestep 1 3' and the only edit deleted the 10.20.0.9 server line (which only shifts it from line 41 to 40).")


def t10(rs: RowSet) -> None:
    """exim: remove a bounce from the queue, a new message arrives (bad: the removed message is listed again)."""
    p = Pane("root", "relay-eu1", "/root")
    state = p.prompt
    turns = [
        p.run("exim -bpc", "4"),
        p.run("exim -bp", """ 4h  2.1K 1sJYk2-00071a-0D <billing@litware.eu>
          d.koch@adatum-gmbh.de

 3h   14K 1sJZ3x-0007Fq-2s <billing@litware.eu>
          finance@adatum-gmbh.de
          archive@litware.eu

47m   890 1sJbQe-0008Lm-4T <>
          postmaster@spam-trap.example

12m  5.6K 1sJc9R-0008xV-1K <noreply@litware.eu>
          s.ortiz@wingtip.es
"""),
        p.run("exim -Mvl 1sJbQe-0008Lm-4T", """2024-06-18 06:05:43 Received from <> R=1sJbQd-0008Ll-3Z U=Debian-exim P=local S=890
2024-06-18 06:05:44 postmaster@spam-trap.example R=dnslookup T=remote_smtp defer (-44) H=mx.spam-trap.example [192.0.2.66]: SMTP error from remote mail server after RCPT TO:<postmaster@spam-trap.example>: 451 4.7.1 Greylisted, please try again later
2024-06-18 06:36:02 postmaster@spam-trap.example R=dnslookup T=remote_smtp defer (-44) H=mx.spam-trap.example [192.0.2.66]: SMTP error from remote mail server after RCPT TO:<postmaster@spam-trap.example>: 451 4.7.1 Greylisted, please try again later"""),
        p.run("exim -Mrm 1sJbQe-0008Lm-4T", "Message 1sJbQe-0008Lm-4T has been removed"),
        p.run("exim -bpc", "3"),
        p.run("tail -n 4 /var/log/exim4/mainlog", """2024-06-18 06:52:51 1sJbQe-0008Lm-4T removed by root
2024-06-18 06:52:51 1sJbQe-0008Lm-4T Completed
2024-06-18 06:53:20 1sJcTb-0009Aq-3F <= noreply@litware.eu H=app02.litware.eu [10.30.1.12] P=esmtps X=TLS1.3:TLS_AES_256_GCM_SHA384:256 CV=no S=3419 id=20240618065320.7b1e4c@app02.litware.eu
2024-06-18 06:53:21 1sJcTb-0009Aq-3F == j.varga@northwind.hu R=dnslookup T=remote_smtp defer (-53): retry time not reached for any host for 'northwind.hu'"""),
        p.run("exim -Mvh 1sJcTb-0009Aq-3F | grep -E '^[0-9]{3}[A-Z ] (From|To|Subject):'", """044F From: Litware Notifications <noreply@litware.eu>
029T To: j.varga@northwind.hu
046  Subject: Your invoice INV-2024-06-4471 is ready"""),
        p.run("exim -bp", """ 4h  2.1K 1sJYk2-00071a-0D <billing@litware.eu>
          d.koch@adatum-gmbh.de

 3h   14K 1sJZ3x-0007Fq-2s <billing@litware.eu>
          finance@adatum-gmbh.de
          archive@litware.eu

48m   890 1sJbQe-0008Lm-4T <>
          postmaster@spam-trap.example

13m  5.6K 1sJc9R-0008xV-1K <noreply@litware.eu>
          s.ortiz@wingtip.es

 1m  3.3K 1sJcTb-0009Aq-3F <noreply@litware.eu>
          j.varga@northwind.hu
"""),
        p.run("exim -M 1sJc9R-0008xV-1K", duration=3.0),
        p.run("exim -bpc", "3"),
        p.run("grep 1sJc9R-0008xV-1K /var/log/exim4/mainlog | tail -n 3", """2024-06-18 06:41:09 1sJc9R-0008xV-1K == s.ortiz@wingtip.es R=dnslookup T=remote_smtp defer (-18) H=mx1.wingtip.es [192.0.2.140]: Remote host closed connection in response to end of data
2024-06-18 06:54:37 1sJc9R-0008xV-1K => s.ortiz@wingtip.es R=dnslookup T=remote_smtp H=mx1.wingtip.es [192.0.2.140] X=TLS1.3:TLS_AES_256_GCM_SHA384:256 CV=yes C="250 2.0.0 Ok: queued as 4W3nQ71FzRz2bXs"
2024-06-18 06:54:37 1sJc9R-0008xV-1K Completed"""),
    ]
    rs.add(TASK, "h55-terminal-10", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="The queue listing shows message 1sJbQe-0008Lm-4T again although it was removed with exim -Mrm in turn 4 (and logged as removed and Completed).")


def t11(rs: RowSet) -> None:
    """tcpdump: capture TLS traffic to a file and inspect it (bad: the file holds a different packet count)."""
    p = Pane("root", "lb-01", "/root")
    state = p.prompt
    cap = "tcpdump -i ens4 -nn -w /tmp/lb-8443.pcap 'tcp port 8443'"
    listening = "tcpdump: listening on ens4, link-type EN10MB (Ethernet), snapshot length 262144 bytes"
    turns = [
        p.run("tcpdump -D", """1.ens3 [Up, Running, Connected]
2.ens4 [Up, Running, Connected]
3.any (Pseudo-device that captures on all interfaces) [Up, Running]
4.lo [Up, Running, Loopback]
5.docker0 [Up, Disconnected]
6.bluetooth-monitor (Bluetooth Linux Monitor) [Wireless]
7.nflog (Linux netfilter log (NFLOG) interface) [none]
8.nfqueue (Linux netfilter queue (NFQUEUE) interface) [none]
9.dbus-system (D-Bus system bus) [none]
10.dbus-session (D-Bus session bus) [none]"""),
        p.run("tcpdump -i ens4 -nn -c 8 'tcp port 8443'", """tcpdump: verbose output suppressed, use -v[v]... for full protocol decode
listening on ens4, link-type EN10MB (Ethernet), snapshot length 262144 bytes
11:32:05.118204 IP 10.60.1.14.41872 > 10.60.2.21.8443: Flags [S], seq 3921844017, win 64240, options [mss 1460,sackOK,TS val 2207311942 ecr 0,nop,wscale 7], length 0
11:32:05.118391 IP 10.60.2.21.8443 > 10.60.1.14.41872: Flags [S.], seq 1183302710, ack 3921844018, win 65160, options [mss 1460,sackOK,TS val 918244031 ecr 2207311942,nop,wscale 7], length 0
11:32:05.118455 IP 10.60.1.14.41872 > 10.60.2.21.8443: Flags [.], ack 1, win 502, options [nop,nop,TS val 2207311942 ecr 918244031], length 0
11:32:05.119012 IP 10.60.1.14.41872 > 10.60.2.21.8443: Flags [P.], seq 1:518, ack 1, win 502, options [nop,nop,TS val 2207311943 ecr 918244031], length 517
11:32:05.119088 IP 10.60.2.21.8443 > 10.60.1.14.41872: Flags [.], ack 518, win 505, options [nop,nop,TS val 918244032 ecr 2207311943], length 0
11:32:05.121744 IP 10.60.2.21.8443 > 10.60.1.14.41872: Flags [P.], seq 1:2761, ack 518, win 505, options [nop,nop,TS val 918244034 ecr 2207311943], length 2760
11:32:05.121802 IP 10.60.1.14.41872 > 10.60.2.21.8443: Flags [.], ack 2761, win 480, options [nop,nop,TS val 2207311946 ecr 918244034], length 0
11:32:05.122930 IP 10.60.1.14.41872 > 10.60.2.21.8443: Flags [P.], seq 518:598, ack 2761, win 501, options [nop,nop,TS val 2207311947 ecr 918244034], length 80
8 packets captured
11 packets received by filter
0 packets dropped by kernel"""),
        (jblock([{"keystrokes": cap + "\n", "duration": 20.0}]), running(p, cap, listening)),
        (act("C-c"), p.prompt + " " + cap + "\n" + listening + "\n^C48 packets captured\n52 packets received by filter\n0 packets dropped by kernel\n" + p.prompt),
        p.run("capinfos /tmp/lb-8443.pcap", """File name:           /tmp/lb-8443.pcap
File type:           Wireshark/tcpdump/... - pcap
File encapsulation:  Ethernet
File timestamp precision:  microseconds (6)
Packet size limit:   file hdr: 262144 bytes
Number of packets:   51
File size:           7,052 bytes
Data size:           6,212 bytes
Capture duration:    19.406211 seconds
First packet time:   2024-06-18 11:32:21.530918
Last packet time:    2024-06-18 11:32:40.937129
Data byte rate:      320 bytes/s
Data bit rate:       2,560 bits/s
Average packet size: 121.80 bytes
Average packet rate: 2 packets/s
SHA256:              6f1c0b2d94a7e35c8e0b71f4d2a96c13e5b8f0a47d29c6e1b3f58a07c4d912ee
RIPEMD160:           3b9e07a4c1d6f28e5a0b7c94d13f62e8a57c0b19
SHA1:                a41f6c28d0e97b35c1f4a8e26d0b97c3e58f1a04
Strict time order:   True
Number of interfaces in file: 1
Interface #0 info:
                     Encapsulation = Ethernet (1 - ether)
                     Capture length = 262144
                     Time precision = microseconds (6)
                     Time ticks per second = 1000000
                     Number of stat entries = 0
                     Number of packets = 51"""),
        p.run("tcpdump -nn -r /tmp/lb-8443.pcap 'tcp[tcpflags] & tcp-syn != 0'", """reading from file /tmp/lb-8443.pcap, link-type EN10MB (Ethernet), snapshot length 262144
11:32:21.530918 IP 10.60.1.14.41904 > 10.60.2.21.8443: Flags [S], seq 2283019554, win 64240, options [mss 1460,sackOK,TS val 2207328355 ecr 0,nop,wscale 7], length 0
11:32:21.531077 IP 10.60.2.21.8443 > 10.60.1.14.41904: Flags [S.], seq 4019837260, ack 2283019555, win 65160, options [mss 1460,sackOK,TS val 918260444 ecr 2207328355,nop,wscale 7], length 0
11:32:29.874410 IP 10.60.1.17.55318 > 10.60.2.21.8443: Flags [S], seq 1702265914, win 64240, options [mss 1460,sackOK,TS val 3317702118 ecr 0,nop,wscale 7], length 0
11:32:29.874592 IP 10.60.2.21.8443 > 10.60.1.17.55318: Flags [S.], seq 611833417, ack 1702265915, win 65160, options [mss 1460,sackOK,TS val 918268787 ecr 3317702118,nop,wscale 7], length 0
11:32:36.208863 IP 10.60.1.14.41920 > 10.60.2.21.8443: Flags [S], seq 846112093, win 64240, options [mss 1460,sackOK,TS val 2207343033 ecr 0,nop,wscale 7], length 0
11:32:36.209015 IP 10.60.2.21.8443 > 10.60.1.14.41920: Flags [S.], seq 3390475128, ack 846112094, win 65160, options [mss 1460,sackOK,TS val 918275122 ecr 2207343033,nop,wscale 7], length 0"""),
    ]
    rs.add(TASK, "h55-terminal-11", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="capinfos reports 51 packets in /tmp/lb-8443.pcap although tcpdump wrote it and reported '48 packets captured' when stopped in turn 4.")


def t12(rs: RowSet) -> None:
    """ntpq: peers, variables, associations, a restart that resets reach and sync (clean)."""
    p = Pane("root", "legacy-ntp", "/root")
    state = p.prompt
    turns = [
        p.run("ntpq -p", """     remote           refid      st t when poll reach   delay   offset  jitter
==============================================================================
*ntp-a.corp.lan  .GPS.            1 u   37   64  377    0.412   -0.087   0.031
+ntp-b.corp.lan  .PPS.            1 u   12   64  377    0.538   +0.124   0.046
-ts1.univ.exampl 131.188.3.222    2 u  201  256  377   14.772   +1.903   0.388"""),
        p.run("ntpq -c rv", """associd=0 status=0615 leap_none, sync_ntp, 1 event, clock_sync,
version="ntpd 4.2.8p15@1.3728-o Wed Sep 23 11:46:38 UTC 2020 (1)",
processor="x86_64", system="Linux/5.10.0-28-amd64", leap=00, stratum=2,
precision=-23, rootdelay=0.412, rootdisp=1.207, refid=10.20.0.11,
reftime=ea1be80f.4a8b3c21  Tue, Jun 18 2024 11:03:43.291,
clock=ea1be834.1e2f5a07  Tue, Jun 18 2024 11:04:20.118, peer=28412, tc=6,
mintc=3, offset=-0.087110, frequency=-7.305, sys_jitter=0.031442,
clk_jitter=0.044, clk_wander=0.004"""),
        p.run("ntpq -c as", """
ind assid status  conf reach auth condition  last_event cnt
===========================================================
  1 28412  961a   yes   yes  none  sys.peer    sys_peer  1
  2 28413  9424   yes   yes  none candidate   reachable  2
  3 28414  9314   yes   yes  none   outlier   reachable  1"""),
        p.run("ntpq -pn", """     remote           refid      st t when poll reach   delay   offset  jitter
==============================================================================
*10.20.0.11      .GPS.            1 u   58   64  377    0.412   -0.087   0.031
+10.20.0.12      .PPS.            1 u   33   64  377    0.538   +0.124   0.046
-198.51.100.123  131.188.3.222    2 u  222  256  377   14.772   +1.903   0.388"""),
        p.run("systemctl restart ntp && systemctl status ntp --no-pager | sed -n '1,9p'", """● ntp.service - Network Time Service
     Loaded: loaded (/lib/systemd/system/ntp.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-06-18 11:05:02 UTC; 15ms ago
       Docs: man:ntpd(8)
    Process: 41203 ExecStart=/usr/lib/ntp/ntp-systemd-wrapper (code=exited, status=0/SUCCESS)
   Main PID: 41207 (ntpd)
      Tasks: 2 (limit: 9414)
     Memory: 1.3M
        CPU: 11ms"""),
        p.run("ntpq -p", """     remote           refid      st t when poll reach   delay   offset  jitter
==============================================================================
 ntp-a.corp.lan  .GPS.            1 u    2   64    1    0.436   -0.092   0.000
 ntp-b.corp.lan  .PPS.            1 u    1   64    1    0.529   +0.131   0.000
 ts1.univ.exampl 131.188.3.222    2 u    1   64    1   14.806   +1.877   0.000"""),
        p.run("ntpq -c 'rv 0 leap,stratum,refid'", "leap=11, stratum=16, refid=INIT"),
    ]
    rs.add(TASK, "h55-terminal-12", SYSTEM, turns, state=state)


def t13(rs: RowSet) -> None:
    """iperf3: TCP forward, reverse, UDP and parallel runs against one server (clean)."""
    p = Pane("ops", "perf-a", "/home/ops")
    state = p.prompt
    turns = [
        p.run("iperf3 -c 10.8.0.12 -t 5", """Connecting to host 10.8.0.12, port 5201
[  5] local 10.8.0.11 port 48322 connected to 10.8.0.12 port 5201
[ ID] Interval           Transfer     Bitrate         Retr  Cwnd
[  5]   0.00-1.00   sec   112 MBytes   940 Mbits/sec    0    412 KBytes
[  5]   1.00-2.00   sec   112 MBytes   938 Mbits/sec    0    412 KBytes
[  5]   2.00-3.00   sec   111 MBytes   934 Mbits/sec   12    301 KBytes
[  5]   3.00-4.00   sec   112 MBytes   941 Mbits/sec    0    436 KBytes
[  5]   4.00-5.00   sec   112 MBytes   939 Mbits/sec    0    436 KBytes
- - - - - - - - - - - - - - - - - - - - - - - - -
[ ID] Interval           Transfer     Bitrate         Retr
[  5]   0.00-5.00   sec   559 MBytes   938 Mbits/sec   12             sender
[  5]   0.00-5.04   sec   557 MBytes   927 Mbits/sec                  receiver

iperf Done.""", duration=7.0),
        p.run("iperf3 -c 10.8.0.12 -t 5 -R", """Connecting to host 10.8.0.12, port 5201
Reverse mode, remote host 10.8.0.12 is sending
[  5] local 10.8.0.11 port 48336 connected to 10.8.0.12 port 5201
[ ID] Interval           Transfer     Bitrate
[  5]   0.00-1.00   sec   106 MBytes   889 Mbits/sec
[  5]   1.00-2.00   sec   107 MBytes   897 Mbits/sec
[  5]   2.00-3.00   sec   105 MBytes   881 Mbits/sec
[  5]   3.00-4.00   sec   108 MBytes   906 Mbits/sec
[  5]   4.00-5.00   sec   105 MBytes   881 Mbits/sec
- - - - - - - - - - - - - - - - - - - - - - - - -
[ ID] Interval           Transfer     Bitrate         Retr
[  5]   0.00-5.04   sec   534 MBytes   889 Mbits/sec   87             sender
[  5]   0.00-5.00   sec   531 MBytes   891 Mbits/sec                  receiver

iperf Done.""", duration=7.0),
        p.run("iperf3 -c 10.8.0.12 -u -b 200M -t 5", """Connecting to host 10.8.0.12, port 5201
[  5] local 10.8.0.11 port 51877 connected to 10.8.0.12 port 5201
[ ID] Interval           Transfer     Bitrate         Total Datagrams
[  5]   0.00-1.00   sec  23.8 MBytes   200 Mbits/sec  17265
[  5]   1.00-2.00   sec  23.8 MBytes   200 Mbits/sec  17266
[  5]   2.00-3.00   sec  23.8 MBytes   200 Mbits/sec  17265
[  5]   3.00-4.00   sec  23.8 MBytes   200 Mbits/sec  17265
[  5]   4.00-5.00   sec  23.8 MBytes   200 Mbits/sec  17265
- - - - - - - - - - - - - - - - - - - - - - - - -
[ ID] Interval           Transfer     Bitrate         Jitter    Lost/Total Datagrams
[  5]   0.00-5.00   sec   119 MBytes   200 Mbits/sec  0.000 ms  0/86326 (0%)  sender
[  5]   0.00-5.04   sec   119 MBytes   198 Mbits/sec  0.021 ms  412/86326 (0.48%)  receiver

iperf Done.""", duration=7.0),
        p.run("iperf3 -c 10.8.0.12 -P 4 -t 5 | tail -n 13", """- - - - - - - - - - - - - - - - - - - - - - - - -
[ ID] Interval           Transfer     Bitrate         Retr
[  5]   0.00-5.00   sec   141 MBytes   237 Mbits/sec    9             sender
[  5]   0.00-5.04   sec   140 MBytes   233 Mbits/sec                  receiver
[  7]   0.00-5.00   sec   139 MBytes   233 Mbits/sec    7             sender
[  7]   0.00-5.04   sec   138 MBytes   230 Mbits/sec                  receiver
[  9]   0.00-5.00   sec   142 MBytes   238 Mbits/sec    6             sender
[  9]   0.00-5.04   sec   141 MBytes   235 Mbits/sec                  receiver
[ 11]   0.00-5.00   sec   138 MBytes   232 Mbits/sec    9             sender
[ 11]   0.00-5.04   sec   137 MBytes   228 Mbits/sec                  receiver
[SUM]   0.00-5.00   sec   560 MBytes   940 Mbits/sec   31             sender
[SUM]   0.00-5.04   sec   556 MBytes   925 Mbits/sec                  receiver

iperf Done.""", duration=7.0),
        p.run("iperf3 -c 10.8.0.12 -p 5202 -t 5", "iperf3: error - unable to connect to server - server may not be running or is not reachable: Connection refused"),
        p.run("ssh perf-b 'ss -tlnp | grep iperf3; ps -o pid,etime,cmd -C iperf3'", """LISTEN 0      4096               *:5201            *:*    users:(("iperf3",pid=2817,fd=3))
    PID     ELAPSED CMD
   2817  3-02:14:51 iperf3 -s -D -p 5201"""),
    ]
    rs.add(TASK, "h55-terminal-13", SYSTEM, turns, state=state)


def t14(rs: RowSet) -> None:
    """mtr: ICMP, TCP and IPv6 reports to one API host (bad: a later report starts before an earlier one)."""
    p = Pane("noc", "probe-fra", "/home/noc")
    state = p.prompt
    hdr = "HOST: probe-fra                                  Loss%   Snt   Last   Avg  Best  Wrst StDev"
    turns = [
        p.run("mtr -r -w -c 10 api.tailspin-cloud.net", """Start: 2024-06-18T11:20:04+0000
""" + hdr + """
  1.|-- 10.66.0.1                                   0.0%    10    0.4   0.4   0.3   0.6   0.1
  2.|-- 185.44.72.1                                 0.0%    10    1.1   1.3   0.9   2.8   0.6
  3.|-- ae12.cr1.fra2.example-transit.net           0.0%    10    1.4   1.6   1.2   3.1   0.5
  4.|-- ae3.cr2.ams1.example-transit.net            0.0%    10    7.9   8.1   7.7   9.4   0.5
  5.|-- ???                                        100.0    10    0.0   0.0   0.0   0.0   0.0
  6.|-- 203.0.113.9                                 0.0%    10    8.8   9.0   8.6  10.2   0.5
  7.|-- api.tailspin-cloud.net                      0.0%    10    8.9   9.1   8.7   9.9   0.4""", duration=12.0),
        p.run("mtr -r -w -n -c 10 -T -P 443 api.tailspin-cloud.net", """Start: 2024-06-18T11:20:31+0000
""" + hdr + """
  1.|-- 10.66.0.1                                   0.0%    10    0.5   0.5   0.3   0.8   0.1
  2.|-- 185.44.72.1                                 0.0%    10    1.2   1.4   1.0   2.2   0.4
  3.|-- 62.115.44.18                                0.0%    10    1.5   1.7   1.3   2.9   0.5
  4.|-- 62.115.120.73                               0.0%    10    8.0   8.2   7.8   9.0   0.4
  5.|-- 80.249.209.17                              10.0%    10    8.6   8.7   8.4   9.3   0.3
  6.|-- 203.0.113.9                                 0.0%    10    8.9   9.1   8.7  10.0   0.4
  7.|-- 198.51.100.80                               0.0%    10    9.0   9.2   8.8   9.8   0.3""", duration=12.0),
        p.run("mtr -r -w -c 20 -i 0.5 api.tailspin-cloud.net", """Start: 2024-06-18T11:19:47+0000
""" + hdr + """
  1.|-- 10.66.0.1                                   0.0%    20    0.4   0.4   0.3   0.7   0.1
  2.|-- 185.44.72.1                                 0.0%    20    1.0   1.3   0.9   3.4   0.6
  3.|-- ae12.cr1.fra2.example-transit.net           0.0%    20    1.3   1.6   1.2   2.7   0.4
  4.|-- ae3.cr2.ams1.example-transit.net            0.0%    20    8.2   8.1   7.7   9.8   0.5
  5.|-- ???                                        100.0    20    0.0   0.0   0.0   0.0   0.0
  6.|-- 203.0.113.9                                 5.0%    20    8.9   9.1   8.6  11.4   0.6
  7.|-- api.tailspin-cloud.net                      0.0%    20    9.0   9.1   8.7  10.3   0.4""", duration=12.0),
        p.run("getent hosts api.tailspin-cloud.net; getent ahostsv6 api.tailspin-cloud.net | head -n 1", """198.51.100.80   api.tailspin-cloud.net
2001:db8:4c1::50 STREAM api.tailspin-cloud.net"""),
        p.run("mtr -r -w -c 10 -6 api.tailspin-cloud.net", """Start: 2024-06-18T11:21:32+0000
""" + hdr + """
  1.|-- 2a0c:9a40:8021::1                           0.0%    10    0.5   0.5   0.4   0.7   0.1
  2.|-- 2a0c:9a40::1                                0.0%    10    1.3   1.4   1.1   2.0   0.3
  3.|-- ae12.cr1.fra2.example-transit.net           0.0%    10    1.6   1.7   1.4   2.5   0.3
  4.|-- ae7.cr1.ams3.example-transit.net            0.0%    10    8.4   8.6   8.2   9.7   0.4
  5.|-- 2001:db8:4c1:ff::2                          0.0%    10    9.3   9.4   9.0  10.6   0.5
  6.|-- 2001:db8:4c1::50                            0.0%    10    9.4   9.5   9.1  10.2   0.3""", duration=12.0),
        p.run("mtr --json -c 5 api.tailspin-cloud.net | head -n 24", """{
    "report": {
        "mtr": {
            "src": "probe-fra",
            "dst": "api.tailspin-cloud.net",
            "tos": 0,
            "tests": 5,
            "psize": "64",
            "bitpattern": "0x00"
        },
        "hubs": [
            {
                "count": 1,
                "host": "10.66.0.1",
                "Loss%": 0.0,
                "Snt": 5,
                "Last": 0.38,
                "Avg": 0.41,
                "Best": 0.33,
                "Wrst": 0.52,
                "StDev": 0.07
            },
            {
                "count": 2,""", duration=7.0),
        p.run("date -u", "Tue Jun 18 11:22:26 UTC 2024"),
        p.run("mtr -r -c 10 api.tailspin-cloud.net", """Start: 2024-06-18T11:22:41+0000
HOST: probe-fra                   Loss%   Snt   Last   Avg  Best  Wrst StDev
  1.|-- 10.66.0.1                  0.0%    10    0.4   0.4   0.3   0.5   0.1
  2.|-- 185.44.72.1                0.0%    10    1.2   1.3   1.0   2.1   0.3
  3.|-- ae12.cr1.fra2.example-tra  0.0%    10    1.4   1.5   1.2   2.4   0.4
  4.|-- ae3.cr2.ams1.example-tran  0.0%    10    8.0   8.1   7.8   8.9   0.3
  5.|-- ???                       100.0    10    0.0   0.0   0.0   0.0   0.0
  6.|-- 203.0.113.9                0.0%    10    8.9   9.0   8.7   9.6   0.3
  7.|-- api.tailspin-cloud.net     0.0%    10    9.0   9.1   8.8   9.7   0.3""", duration=12.0),
    ]
    rs.add(TASK, "h55-terminal-14", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="The third mtr report starts at 2024-06-18T11:19:47, earlier than the reports already run at 11:20:04 (turn 1) and 11:20:31 (turn 2): the clock goes backwards.")


def t15(rs: RowSet) -> None:
    """ssh-keygen: new key, fingerprints in two hashes, comment change, known_hosts cleanup (clean)."""
    p = Pane("lena", "ws-lena", "/home/lena")
    state = p.prompt
    fp = "SHA256:q3Vt0M8pLrV7fNw2hXk9cJbZyE4sTgA1uD6oWmKpR5c"
    kh_line = "gitlab.internal.lan ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH4pQe2vXk7Lr0mN9sTfB1cW8yJd3aGhU6oZiRqE5tVx"
    turns = [
        p.run("ssh-keygen -t ed25519 -C 'lena@ws-lena' -f ~/.ssh/id_ed25519_git -N ''", f"""Generating public/private ed25519 key pair.
Your identification has been saved in /home/lena/.ssh/id_ed25519_git
Your public key has been saved in /home/lena/.ssh/id_ed25519_git.pub
The key fingerprint is:
{fp} lena@ws-lena
The key's randomart image is:
+--[ED25519 256]--+
|        .o+=*B*o.|
|         .=o+*+= |
|        . oo+.=.o|
|       . o +.= o |
|        S + o + .|
|         . = + + |
|          + * E  |
|         . = o   |
|          ..+.   |
+----[SHA256]-----+"""),
        p.run("ssh-keygen -lf ~/.ssh/id_ed25519_git.pub", f"256 {fp} lena@ws-lena (ED25519)"),
        p.run("ssh-keygen -l -E md5 -f ~/.ssh/id_ed25519_git.pub", "256 MD5:7a:1c:e4:09:3b:d2:58:6f:91:c0:2e:a7:44:b8:1d:f3 lena@ws-lena (ED25519)"),
        p.run("ssh-keygen -c -C 'lena@ws-lena gitlab 2024' -f ~/.ssh/id_ed25519_git", """Old comment: lena@ws-lena
Comment 'lena@ws-lena gitlab 2024' applied"""),
        p.run("ssh-keygen -lf ~/.ssh/id_ed25519_git.pub", f"256 {fp} lena@ws-lena gitlab 2024 (ED25519)"),
        p.run("ssh-keygen -F gitlab.internal.lan", f"""# Host gitlab.internal.lan found: line 7
{kh_line}"""),
        p.run("ssh-keygen -R gitlab.internal.lan", """# Host gitlab.internal.lan found: line 7
/home/lena/.ssh/known_hosts updated.
Original contents retained as /home/lena/.ssh/known_hosts.old"""),
        p.run("ssh-keygen -F gitlab.internal.lan; echo \"exit=$?\"", "exit=1"),
        p.run("ls -l ~/.ssh", """total 32
-rw------- 1 lena lena  742 Mar  4 09:12 authorized_keys
-rw-r--r-- 1 lena lena  318 May 21 14:40 config
-rw------- 1 lena lena  411 Mar  4 09:10 id_ed25519
-rw-r--r-- 1 lena lena   94 Mar  4 09:10 id_ed25519.pub
-rw------- 1 lena lena  419 Jun 18 11:41 id_ed25519_git
-rw-r--r-- 1 lena lena  106 Jun 18 11:41 id_ed25519_git.pub
-rw------- 1 lena lena 2853 Jun 18 11:43 known_hosts
-rw------- 1 lena lena 2954 Jun 17 16:05 known_hosts.old"""),
    ]
    rs.add(TASK, "h55-terminal-15", SYSTEM, turns, state=state)


def t16(rs: RowSet) -> None:
    """unbound-control: stats, runtime local data, cache flush, restart that drops both (clean)."""
    p = Pane("root", "resolver-2", "/root")
    state = p.prompt
    turns = [
        p.run("unbound-control status", """version: 1.17.1
verbosity: 1
threads: 2
modules: 2 [ validator iterator ]
uptime: 518423 seconds
options: reuseport control(ssl)
unbound (pid 1184) is running..."""),
        p.run("unbound-control stats_noreset | grep -E '^total\\.(num|requestlist\\.avg|recursion\\.time\\.avg)'", """total.num.queries=4811927
total.num.queries_ip_ratelimited=0
total.num.queries_cookie_valid=0
total.num.queries_cookie_client=0
total.num.queries_cookie_invalid=0
total.num.cachehits=4152306
total.num.cachemiss=659621
total.num.prefetch=83114
total.num.queries_timed_out=0
total.num.expired=0
total.num.recursivereplies=659621
total.requestlist.avg=1.84211
total.recursion.time.avg=0.061830"""),
        p.run("unbound-control local_data 'portal.contoso.lan. 300 IN A 10.30.0.80' && dig @127.0.0.1 portal.contoso.lan +short", """ok
10.30.0.80"""),
        p.run("unbound-control flush_zone contoso.lan", "ok removed 14 rrsets, 3 messages and 0 key entries"),
        p.run("unbound-control stats_noreset | grep -E '^total\\.num\\.(queries|cachehits|cachemiss)='", """total.num.queries=4812655
total.num.cachehits=4152958
total.num.cachemiss=659697"""),
        p.run("systemctl restart unbound && sleep 3 && unbound-control status", """version: 1.17.1
verbosity: 1
threads: 2
modules: 2 [ validator iterator ]
uptime: 3 seconds
options: reuseport control(ssl)
unbound (pid 52017) is running...""", duration=5.0),
        p.run("dig @127.0.0.1 portal.contoso.lan +short; dig @127.0.0.1 portal.contoso.lan | grep status", ";; ->>HEADER<<- opcode: QUERY, status: NXDOMAIN, id: 33018"),
        p.run("unbound-control stats_noreset | grep -E '^total\\.num\\.(queries|cachehits|cachemiss)='", """total.num.queries=41
total.num.cachehits=12
total.num.cachemiss=29"""),
    ]
    rs.add(TASK, "h55-terminal-16", SYSTEM, turns, state=state)


def t17(rs: RowSet) -> None:
    """sshd -T: add a hardening drop-in, reload, then adjust it (bad: sshd -T ignores the later edit)."""
    p = Pane("root", "bastion-02", "/root")
    state = p.prompt
    keys_re = "'^(port|listenaddress|maxauthtries|clientaliveinterval|permitrootlogin|passwordauthentication|x11forwarding|allowgroups) '"
    turns = [
        p.run(f"sshd -T | grep -E {keys_re}", """port 22
listenaddress [::]:22
listenaddress 0.0.0.0:22
maxauthtries 6
clientaliveinterval 0
permitrootlogin without-password
passwordauthentication no
x11forwarding yes"""),
        p.run("grep -nEv '^\\s*(#|$)' /etc/ssh/sshd_config", """13:Include /etc/ssh/sshd_config.d/*.conf
34:PermitRootLogin prohibit-password
58:PasswordAuthentication yes
63:KbdInteractiveAuthentication no
86:UsePAM yes
91:X11Forwarding yes
95:PrintMotd no
123:AcceptEnv LANG LC_*
126:Subsystem	sftp	/usr/lib/openssh/sftp-server"""),
        p.run("ls -l /etc/ssh/sshd_config.d/ && cat /etc/ssh/sshd_config.d/50-cloud-init.conf", """total 4
-rw------- 1 root root 27 Feb 12 08:31 50-cloud-init.conf
PasswordAuthentication no"""),
        p.run("printf 'MaxAuthTries 3\\nX11Forwarding no\\nClientAliveInterval 300\\nAllowGroups ssh-users admins\\n' > /etc/ssh/sshd_config.d/10-hardening.conf"),
        p.run("sshd -t && echo 'syntax ok'", "syntax ok"),
        p.run(f"sshd -T | grep -E {keys_re}", """port 22
listenaddress [::]:22
listenaddress 0.0.0.0:22
maxauthtries 3
clientaliveinterval 300
permitrootlogin without-password
passwordauthentication no
x11forwarding no
allowgroups ssh-users
allowgroups admins"""),
        p.run("systemctl reload ssh && systemctl status ssh --no-pager | head -n 15", """● ssh.service - OpenBSD Secure Shell server
     Loaded: loaded (/lib/systemd/system/ssh.service; enabled; preset: enabled)
     Active: active (running) since Mon 2024-06-10 06:12:40 UTC; 1 week 1 day ago
       Docs: man:sshd(8)
             man:sshd_config(5)
    Process: 61544 ExecReload=/usr/sbin/sshd -t (code=exited, status=0/SUCCESS)
    Process: 61545 ExecReload=/bin/kill -HUP $MAINPID (code=exited, status=0/SUCCESS)
   Main PID: 911 (sshd)
      Tasks: 1 (limit: 4620)
     Memory: 5.8M
        CPU: 1min 2.318s
     CGroup: /system.slice/ssh.service
             └─911 "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"

Jun 18 12:02:14 bastion-02 sshd[911]: Received SIGHUP; restarting."""),
        p.run("sed -i 's/^MaxAuthTries 3$/MaxAuthTries 4/' /etc/ssh/sshd_config.d/10-hardening.conf && cat /etc/ssh/sshd_config.d/10-hardening.conf", """MaxAuthTries 4
X11Forwarding no
ClientAliveInterval 300
AllowGroups ssh-users admins"""),
        p.run("sshd -T | grep -E '^(maxauthtries|x11forwarding|clientaliveinterval|allowgroups) '", """maxauthtries 3
clientaliveinterval 300
x11forwarding no
allowgroups ssh-users
allowgroups admins"""),
        p.run("sshd -T -C user=deploy,host=ci-runner,addr=10.0.9.14 | grep -E '^(permitrootlogin|passwordauthentication|maxauthtries) '", """maxauthtries 4
permitrootlogin without-password
passwordauthentication no"""),
        p.run("systemctl reload ssh"),
        p.run("journalctl -u ssh --since 12:00 --no-pager", """Jun 18 12:02:14 bastion-02 systemd[1]: Reloading ssh.service - OpenBSD Secure Shell server...
Jun 18 12:02:14 bastion-02 sshd[911]: Received SIGHUP; restarting.
Jun 18 12:02:14 bastion-02 systemd[1]: Reloaded ssh.service - OpenBSD Secure Shell server.
Jun 18 12:02:14 bastion-02 sshd[911]: Server listening on 0.0.0.0 port 22.
Jun 18 12:02:14 bastion-02 sshd[911]: Server listening on :: port 22.
Jun 18 12:04:51 bastion-02 systemd[1]: Reloading ssh.service - OpenBSD Secure Shell server...
Jun 18 12:04:51 bastion-02 sshd[911]: Received SIGHUP; restarting.
Jun 18 12:04:51 bastion-02 systemd[1]: Reloaded ssh.service - OpenBSD Secure Shell server.
Jun 18 12:04:51 bastion-02 sshd[911]: Server listening on 0.0.0.0 port 22.
Jun 18 12:04:51 bastion-02 sshd[911]: Server listening on :: port 22."""),
    ]
    rs.add(TASK, "h55-terminal-17", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="sshd -T still reports maxauthtries 3 right after the drop-in was edited to 'MaxAuthTries 4' (sshd -T parses the files on disk), while the next turn shows 4.")


def t18(rs: RowSet) -> None:
    """samba: sessions, shares, locks, a rename over smbclient (bad: a session's connect time changes)."""
    p = Pane("root", "fs01", "/root")
    state = p.prompt
    turns = [
        p.run("smbstatus -b", """
Samba version 4.17.12-Debian
PID     Username     Group        Machine                                   Protocol Version  Encryption           Signing
----------------------------------------------------------------------------------------------------------------------------------------
48213   alice        staff        10.0.4.17 (ipv4:10.0.4.17:51544)          SMB3_11           -                    partial(AES-128-CMAC)
49007   bkeller      staff        10.0.4.52 (ipv4:10.0.4.52:60218)          SMB3_11           -                    partial(AES-128-CMAC)
50422   scanner      scanner      10.0.6.9 (ipv4:10.0.6.9:49781)            SMB2_10           -                    -
"""),
        p.run("smbstatus -S", """
Service      pid     Machine       Connected at                     Encryption   Signing
---------------------------------------------------------------------------------------------
projects     48213   10.0.4.17     Tue Jun 18 08:14:52 AM 2024 UTC  -            -
IPC$         48213   10.0.4.17     Tue Jun 18 08:14:52 AM 2024 UTC  -            -
home         49007   10.0.4.52     Tue Jun 18 09:02:37 AM 2024 UTC  -            -
scans        50422   10.0.6.9      Tue Jun 18 10:47:05 AM 2024 UTC  -            -
"""),
        p.run("smbstatus -L", """
Locked files:
Pid          User(ID)   DenyMode   Access      R/W        Oplock           SharePath   Name   Time
--------------------------------------------------------------------------------------------------
48213        1004       DENY_NONE  0x120089    RDONLY     LEASE(RWH)       /srv/samba/projects   Q2/budget-forecast.xlsx   Tue Jun 18 10:58:13 2024
48213        1004       DENY_WRITE 0x12019f    RDWR       LEASE(RH)        /srv/samba/projects   Q2/board-deck-v7.pptx   Tue Jun 18 11:02:40 2024
49007        1011       DENY_NONE  0x100081    RDONLY     NONE             /srv/samba/home/bkeller   .   Tue Jun 18 09:02:38 2024
"""),
        p.run("smbclient //fs01/projects -A /root/.smbcred -c 'ls Q2/*'", """  .                                   D        0  Mon Jun 17 16:40:12 2024
  ..                                  D        0  Fri Jun  7 09:15:55 2024
  budget-forecast.xlsx                A   284117  Mon Jun 17 16:38:01 2024
  board-deck-v7.pptx                  A  9412806  Tue Jun 18 11:02:40 2024
  board-deck-v6.pptx                  A  9388214  Fri Jun 14 17:21:09 2024
  vendor-contracts                    D        0  Wed Jun 12 10:03:44 2024

		959586304 blocks of size 1024. 412907268 blocks available"""),
        p.run("smbstatus -S", """
Service      pid     Machine       Connected at                     Encryption   Signing
---------------------------------------------------------------------------------------------
projects     48213   10.0.4.17     Tue Jun 18 08:41:52 AM 2024 UTC  -            -
IPC$         48213   10.0.4.17     Tue Jun 18 08:14:52 AM 2024 UTC  -            -
home         49007   10.0.4.52     Tue Jun 18 09:02:37 AM 2024 UTC  -            -
projects     52310   10.0.4.88     Tue Jun 18 11:06:19 AM 2024 UTC  -            -
IPC$         52310   10.0.4.88     Tue Jun 18 11:06:19 AM 2024 UTC  -            -
"""),
        p.run("smbclient //fs01/projects -A /root/.smbcred -c 'rename Q2/board-deck-v6.pptx Q2/archive-board-deck-v6.pptx; ls Q2/*'", """  .                                   D        0  Tue Jun 18 11:07:33 2024
  ..                                  D        0  Fri Jun  7 09:15:55 2024
  budget-forecast.xlsx                A   284117  Mon Jun 17 16:38:01 2024
  board-deck-v7.pptx                  A  9412806  Tue Jun 18 11:02:40 2024
  archive-board-deck-v6.pptx          A  9388214  Fri Jun 14 17:21:09 2024
  vendor-contracts                    D        0  Wed Jun 12 10:03:44 2024

		959586304 blocks of size 1024. 412907268 blocks available"""),
        p.run("smbstatus -p", """
Samba version 4.17.12-Debian
PID     Username     Group        Machine                                   Protocol Version  Encryption           Signing
----------------------------------------------------------------------------------------------------------------------------------------
48213   alice        staff        10.0.4.17 (ipv4:10.0.4.17:51544)          SMB3_11           -                    partial(AES-128-CMAC)
49007   bkeller      staff        10.0.4.52 (ipv4:10.0.4.52:60218)          SMB3_11           -                    partial(AES-128-CMAC)
52310   mwong        staff        10.0.4.88 (ipv4:10.0.4.88:55102)          SMB3_11           -                    partial(AES-128-CMAC)
"""),
        p.run("testparm -s --section-name=projects 2>/dev/null", """[projects]
	comment = Project files
	create mask = 0660
	directory mask = 02770
	path = /srv/samba/projects
	read only = No
	valid users = @staff
	vfs objects = recycle"""),
        p.run("ls -l /srv/samba/projects/Q2", """total 18640
-rw-rw---- 1 alice   staff 9388214 Jun 14 17:21 archive-board-deck-v6.pptx
-rw-rw---- 1 alice   staff 9412806 Jun 18 11:02 board-deck-v7.pptx
-rw-rw---- 1 bkeller staff  284117 Jun 17 16:38 budget-forecast.xlsx
drwxrws--- 2 alice   staff    4096 Jun 12 10:03 vendor-contracts"""),
    ]
    rs.add(TASK, "h55-terminal-18", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="alice's 'projects' connection (same pid 48213, never reconnected) is listed as connected at 08:41:52 AM although turn 2 showed it connected at 08:14:52 AM.")


def t19(rs: RowSet) -> None:
    """nmcli: set static DNS on a profile, re-activate it, rename another profile (clean)."""
    p = Pane("tomas", "tp-x1", "/home/tomas")
    state = p.prompt
    turns = [
        p.run("nmcli con show", """NAME                UUID                                  TYPE       DEVICE
office-wired        6c1e2f0a-3b77-4b0e-9d1c-2a6f8e41b0c3  ethernet   enp0s31f6
Wired connection 1  a4b8e0d2-1f6c-3a9b-8e27-5d0c4f13e962  ethernet   enx00e04c68a2b1
lo                  51d7c3a8-0e2f-4b61-9a84-7c3e2d15f0b9  loopback   lo
HomeNet-5G          0f3d9a52-8c21-4f7e-a6b4-93e1d2c7a815  wifi       --
wg-corp             e2a7d915-64bc-4c0f-8f31-b5a9e07c2d46  wireguard  --              """),
        p.run("nmcli dev status", """DEVICE             TYPE      STATE                   CONNECTION
enp0s31f6          ethernet  connected               office-wired
enx00e04c68a2b1    ethernet  connected               Wired connection 1
lo                 loopback  connected (externally)  lo
wlp0s20f3          wifi      disconnected            --
p2p-dev-wlp0s20f3  wifi-p2p  disconnected            --                 """),
        p.run("nmcli -g ipv4.method,ipv4.dns,ipv4.dns-search,ipv4.ignore-auto-dns con show office-wired", """auto


no"""),
        p.run("nmcli con mod office-wired ipv4.dns '10.0.0.53,10.0.0.54' ipv4.dns-search corp.fabrikam.io ipv4.ignore-auto-dns yes"),
        p.run("nmcli con up office-wired", "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/9)", duration=3.0),
        p.run("nmcli -g ipv4.method,ipv4.dns,ipv4.dns-search,ipv4.ignore-auto-dns con show office-wired", """auto
10.0.0.53,10.0.0.54
corp.fabrikam.io
yes"""),
        p.run("nmcli con mod 'Wired connection 1' connection.id usb-dock"),
        p.run("nmcli con show --active", """NAME          UUID                                  TYPE      DEVICE
office-wired  6c1e2f0a-3b77-4b0e-9d1c-2a6f8e41b0c3  ethernet  enp0s31f6
usb-dock      a4b8e0d2-1f6c-3a9b-8e27-5d0c4f13e962  ethernet  enx00e04c68a2b1
lo            51d7c3a8-0e2f-4b61-9a84-7c3e2d15f0b9  loopback  lo              """),
        p.run("nmcli -f GENERAL.STATE,GENERAL.CONNECTION,IP4.ADDRESS,IP4.GATEWAY,IP4.DNS dev show enp0s31f6", """GENERAL.STATE:                          100 (connected)
GENERAL.CONNECTION:                     office-wired
IP4.ADDRESS[1]:                         10.0.12.57/22
IP4.GATEWAY:                            10.0.12.1
IP4.DNS[1]:                             10.0.0.53
IP4.DNS[2]:                             10.0.0.54"""),
        p.run("nmcli dev wifi list", """IN-USE  BSSID              SSID            MODE   CHAN  RATE        SIGNAL  BARS  SECURITY
        F4:92:BF:6A:10:C2  FAB-Corp        Infra  36    540 Mbit/s  82      ▂▄▆█  WPA2 802.1X
        F4:92:BF:6A:10:C1  FAB-Guest       Infra  36    540 Mbit/s  80      ▂▄▆_  WPA2
        F4:92:BF:6A:22:D2  FAB-Corp        Infra  149   540 Mbit/s  57      ▂▄▆_  WPA2 802.1X
        3C:A6:2F:11:8E:04  DIRECT-4E-HP M479 Infra  6     65 Mbit/s   34      ▂▄__  WPA2
        F4:92:BF:6A:22:D1  FAB-Guest       Infra  149   540 Mbit/s  55      ▂▄__  WPA2      """, duration=3.0),
    ]
    rs.add(TASK, "h55-terminal-19", SYSTEM, turns, state=state)


def t20(rs: RowSet) -> None:
    """NFS exportfs/showmount: rename an export and add one (bad: showmount lists the old name)."""
    p = Pane("root", "nas-03", "/root")
    state = p.prompt
    home = "/srv/exports/home\n\t\t10.0.0.0/24(sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash)"
    media = "/srv/exports/media\n\t\t10.0.0.0/16(sync,wdelay,hide,no_subtree_check,sec=sys,ro,secure,root_squash,all_squash)"
    turns = [
        p.run("exportfs -v", home + "\n/srv/exports/builds\n\t\t10.0.0.0/24(async,wdelay,hide,no_subtree_check,sec=sys,rw,secure,no_root_squash,no_all_squash)\n" + media),
        p.run("showmount -e localhost", """Export list for localhost:
/srv/exports/media  10.0.0.0/16
/srv/exports/builds 10.0.0.0/24
/srv/exports/home   10.0.0.0/24"""),
        p.run("grep -v '^#' /etc/exports", """/srv/exports/home    10.0.0.0/24(rw,sync,no_subtree_check)
/srv/exports/builds  10.0.0.0/24(rw,async,no_root_squash,no_subtree_check)
/srv/exports/media   10.0.0.0/16(ro,sync,all_squash,no_subtree_check)"""),
        p.run("mv /srv/exports/builds /srv/exports/ci-builds && sed -i 's#^/srv/exports/builds  #/srv/exports/ci-builds #' /etc/exports && mkdir -p /srv/exports/scratch && echo '/srv/exports/scratch 10.0.5.0/24(rw,sync,no_subtree_check)' >> /etc/exports && grep -v '^#' /etc/exports", """/srv/exports/home    10.0.0.0/24(rw,sync,no_subtree_check)
/srv/exports/ci-builds 10.0.0.0/24(rw,async,no_root_squash,no_subtree_check)
/srv/exports/media   10.0.0.0/16(ro,sync,all_squash,no_subtree_check)
/srv/exports/scratch 10.0.5.0/24(rw,sync,no_subtree_check)"""),
        p.run("exportfs -ra && exportfs -v", home + "\n/srv/exports/ci-builds\n\t\t10.0.0.0/24(async,wdelay,hide,no_subtree_check,sec=sys,rw,secure,no_root_squash,no_all_squash)\n" + media + "\n/srv/exports/scratch\n\t\t10.0.5.0/24(sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash)"),
        p.run("exportfs -s", """/srv/exports/home  10.0.0.0/24(sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash)
/srv/exports/ci-builds  10.0.0.0/24(async,wdelay,hide,no_subtree_check,sec=sys,rw,secure,no_root_squash,no_all_squash)
/srv/exports/media  10.0.0.0/16(sync,wdelay,hide,no_subtree_check,sec=sys,ro,secure,root_squash,all_squash)
/srv/exports/scratch  10.0.5.0/24(sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash)"""),
        p.run("showmount -e localhost", """Export list for localhost:
/srv/exports/scratch 10.0.5.0/24
/srv/exports/media   10.0.0.0/16
/srv/exports/builds  10.0.0.0/24
/srv/exports/home    10.0.0.0/24"""),
    ]
    rs.add(TASK, "h55-terminal-20", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="showmount lists /srv/exports/builds again although the export was renamed to /srv/exports/ci-builds and re-exported (turns 4-6 show only ci-builds).")


def t21(rs: RowSet) -> None:
    """ssh-agent and ssh-add: start an agent, load two keys, remove them one by one (clean)."""
    p = Pane("ci", "runner-07", "/home/ci")
    state = p.prompt
    rsa = "AAAAB3NzaC1yc2EAAAADAQABAAABgQD0MKu7ZSN/sWX6fgELzc9R0Z4EHhzl5unJEULdmGocXgnHTW7zgGOdW01iRv8ISWk+saMJ6dppfCbq5pyC+5KSeqcQDRsBHo9ScaID0e+C8WYYXW4zRPeCa/T5Lm42q9xhv4HgUCQNYRkNwVe+CvH+p3O9o9DsXotxUnBfJYCqiclewI59hjFoCbagAXgRwYt6zUENT8b7NyYLW2Cwuus+EbfMSjOzMcPDQa2qYCiHMBelhp0s+d0TNPr3lfLXOnidzqCQuGZCrNp0q2VQLDvKegScsd7wjNaIfwb/FJbqMrcPB+qyLGEy61ZeBBnm0K2PQqvAwYD1VhvDb+vgnzarnOas2dP2suSlAm+AzLUHwoahzLg0J+byqrlHng05faBvKKSsT+yWWOOg1N/GdvO3uzy4nq512uM59TW2Ri+N9WUDrBek4c0u4deWr8bwKkxpEt0gTbwa/A8AsSHCJFuH4UGTvL0cUuFs6xy0pQAcJvyGmyGSTndbg3B8yDyBZTE="
    ed_fp = "SHA256:Zk3xW9mQe2Rj7uVb0TnLc5hYdA8sGp1fKo4iXwE6tMs"
    rsa_fp = "SHA256:7bQwN2eLk9VfR4xTj0cHmZ6uYa1pSd8gWo3nKiE5vCt"
    turns = [
        p.run('eval "$(ssh-agent -s)"', "Agent pid 73114"),
        p.run("echo $SSH_AUTH_SOCK $SSH_AGENT_PID; ssh-add -l", """/tmp/ssh-XXXXbq8Qm1/agent.73113 73114
The agent has no identities."""),
        p.run("ssh-add ~/.ssh/id_ed25519 && ssh-add -t 3600 ~/.ssh/deploy_rsa", """Identity added: /home/ci/.ssh/id_ed25519 (ci@runner-07)
Identity added: /home/ci/.ssh/deploy_rsa (deploy@fabrikam)
Lifetime set to 3600 seconds"""),
        p.run("ssh-add -l", f"""256 {ed_fp} ci@runner-07 (ED25519)
3072 {rsa_fp} deploy@fabrikam (RSA)"""),
        p.run("ssh-add -d ~/.ssh/id_ed25519 && ssh-add -l", f"""Identity removed: /home/ci/.ssh/id_ed25519 ED25519 (ci@runner-07)
3072 {rsa_fp} deploy@fabrikam (RSA)"""),
        p.run("ssh-add -L", f"ssh-rsa {rsa} deploy@fabrikam"),
        p.run("ssh-add -D; ssh-add -l; ps -o pid,etime,cmd -p $SSH_AGENT_PID", """All identities removed.
The agent has no identities.
    PID     ELAPSED CMD
  73114       02:41 ssh-agent -s"""),
    ]
    rs.add(TASK, "h55-terminal-21", SYSTEM, turns, state=state)


def t22(rs: RowSet) -> None:
    """CUPS lpstat: submit a job, cancel another, disable and repoint printers (bad: the new job's id changes)."""
    p = Pane("root", "print-srv", "/root")
    state = p.prompt
    turns = [
        p.run("lpstat -t", """scheduler is running
system default destination: office-laser
device for lab-color: ipp://10.1.2.40/ipp/print
device for office-laser: socket://10.1.2.31:9100
device for plotter-a0: lpd://10.1.2.55/queue
lab-color accepting requests since Mon 17 Jun 2024 04:12:09 PM UTC
office-laser accepting requests since Tue 18 Jun 2024 09:58:31 AM UTC
plotter-a0 not accepting requests since Fri 14 Jun 2024 06:40:02 PM UTC -
	Paper jam
printer lab-color is idle.  enabled since Mon 17 Jun 2024 04:12:09 PM UTC
printer office-laser now printing office-laser-1482.  enabled since Tue 18 Jun 2024 09:58:31 AM UTC
printer plotter-a0 disabled since Fri 14 Jun 2024 06:40:02 PM UTC -
	Paper jam
office-laser-1482       kmeyer          1843200   Tue 18 Jun 2024 11:10:44 AM UTC
office-laser-1483       jdoe             215040   Tue 18 Jun 2024 11:11:02 AM UTC"""),
        p.run("lp -d office-laser -n 2 -o sides=two-sided-long-edge /srv/reports/q2-summary.pdf", "request id is office-laser-1484 (1 file(s))"),
        p.run("cancel office-laser-1483"),
        p.run("lpstat -o office-laser", """office-laser-1482       kmeyer          1843200   Tue 18 Jun 2024 11:10:44 AM UTC
office-laser-1485       root             408576   Tue 18 Jun 2024 11:12:27 AM UTC"""),
        p.run("lpstat -W completed -o office-laser | tail -n 3", """office-laser-1480       tnguyen          112640   Tue 18 Jun 2024 10:41:19 AM UTC
office-laser-1481       kmeyer           559104   Tue 18 Jun 2024 10:52:07 AM UTC
office-laser-1483       jdoe             215040   Tue 18 Jun 2024 11:11:02 AM UTC"""),
        p.run("cupsdisable -r 'Toner replacement' lab-color"),
        p.run("lpstat -p lab-color", """printer lab-color disabled since Tue 18 Jun 2024 11:13:05 AM UTC -
	Toner replacement"""),
        p.run("lpadmin -p plotter-a0 -v lpd://10.1.2.56/queue && cupsenable plotter-a0 && cupsaccept plotter-a0"),
        p.run("lpstat -v", """device for lab-color: ipp://10.1.2.40/ipp/print
device for office-laser: socket://10.1.2.31:9100
device for plotter-a0: lpd://10.1.2.56/queue"""),
        p.run("lpstat -p -d", """printer lab-color disabled since Tue 18 Jun 2024 11:13:05 AM UTC -
	Toner replacement
printer office-laser now printing office-laser-1484.  enabled since Tue 18 Jun 2024 09:58:31 AM UTC
printer plotter-a0 is idle.  enabled since Tue 18 Jun 2024 11:13:40 AM UTC
system default destination: office-laser"""),
    ]
    rs.add(TASK, "h55-terminal-22", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="The job submitted in turn 2 (request id office-laser-1484) is listed in the queue as office-laser-1485, with no other submission in between.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
