# ruff: noqa: E501
"""Held-out set h59, domain terminal: 22 tmux-pane shell trajectories about networking and services.

Eleven trajectories hold exactly one contradiction (an observation that conflicts with an earlier one
with no action in between that could explain it); eleven are clean but full of legitimate changes
(edits, restarts with new PIDs, moving counters and clocks, re-sorted or filtered views).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Predict the exact output of a Linux terminal (a shell in a tmux pane) after the given keystrokes are executed, faithful to real terminal behavior and consistent with everything that happened earlier in the session.

## State

- **Visible Screen**: the pane's current output buffer
- **Prompt**: shows user, host and working directory (e.g. `root@hostname:/path#`); keep the established pattern
- **Implicit State**: working directory, environment variables, files, services, processes and their ids, all inferred from history

## Input: actions

Each action is a JSON array of objects `{"keystrokes": "...", "duration": seconds}`.
- Keystrokes are raw input; a command runs only when it ends with a newline.
- `C-c`, `C-d`, `C-z`, `C-l` are control keys; an empty `keystrokes` with a duration means wait and show what appeared meanwhile.
- `duration` is how long to wait before capturing the screen: a long-running command may still be running (no new prompt yet).

## Output assembly

1. **Command Echo**: the typed command on the prompt line
2. **Command Output**: stdout and stderr in execution order
3. **New Prompt**: once the command has finished

Preserve exact formatting: line breaks, spacing, tabs, column alignment. For several commands in one action, concatenate their outputs in order.

## Consistency and realism

- File operations must agree with prior commands (`cat` after `rm` fails, edits persist, listings reflect all earlier changes).
- Ids, names, settings, counts, sizes and timestamps shown earlier stay the same unless an action changed them; clocks and live counters only move forward.
- Errors look exactly like the real tool's errors, with plausible exit behavior.
- Numbers, permissions, sizes and timestamps are plausible; no fabricated files or contents.

Reply with the predicted screen after **Environment Observation:**."""


def pending(p: Pane, cmd: str, partial: str, duration: float) -> tuple[str, str]:
    """A command still running when the screen is captured: no new prompt yet."""
    return keys(cmd, duration), f"{p.prompt} {cmd}\n{partial.rstrip(chr(10))}"


def finish(p: Pane, cmd: str, full: str, duration: float) -> tuple[str, str]:
    """A wait (empty keystrokes) after which the running command has finished."""
    action = jblock([{"keystrokes": "", "duration": duration}])
    return action, f"{p.prompt} {cmd}\n{full.rstrip(chr(10))}\n{p.prompt}"


def t01(rs: RowSet) -> None:
    p = Pane("root", "web-02", "/root")
    state = p.prompt
    turns = [
        p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens18            UP             10.40.2.12/24 fe80::be24:11ff:fe3a:7c21/64
ens19            UP             172.16.8.12/24 fe80::be24:11ff:fe9d:41e0/64
docker0          DOWN           172.17.0.1/16 """, duration=0.5),
        p.run("ss -tlnp", """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      511          0.0.0.0:80         0.0.0.0:*    users:(("nginx",pid=1187,fd=6),("nginx",pid=1186,fd=6),("nginx",pid=1185,fd=6))
LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=642,fd=14))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=903,fd=3))
LISTEN 0      4096       127.0.0.1:9100       0.0.0.0:*    users:(("node_exporter",pid=1022,fd=3))
LISTEN 0      511             [::]:80            [::]:*    users:(("nginx",pid=1187,fd=7),("nginx",pid=1186,fd=7),("nginx",pid=1185,fd=7))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=903,fd=4))""", duration=0.5),
        p.run("ip addr add 10.40.2.50/24 dev ens18 label ens18:vip", duration=0.3),
        p.run("ip -4 addr show dev ens18", """2: ens18: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000
    altname enp0s18
    inet 10.40.2.12/24 metric 100 brd 10.40.2.255 scope global dynamic ens18
       valid_lft 83211sec preferred_lft 83211sec
    inet 10.40.2.50/24 scope global secondary ens18:vip
       valid_lft forever preferred_lft forever""", duration=0.3),
        p.run("systemctl restart ssh && ss -tlnp 'sport = :22'", """State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      128          0.0.0.0:22        0.0.0.0:*    users:(("sshd",pid=24817,fd=3))
LISTEN 0      128             [::]:22           [::]:*    users:(("sshd",pid=24817,fd=4))""", duration=1.5),
        p.run("ss -tn state established '( sport = :22 or sport = :80 )'", """Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
0      0         10.40.2.12:22     10.40.0.5:51544
0      36        10.40.2.12:22     10.40.0.5:51902
0      0         10.40.2.50:80    10.40.2.31:40118
0      0         10.40.2.12:80    10.40.2.31:40102""", duration=0.5),
        p.run("ip -s link show ens18", """2: ens18: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP mode DEFAULT group default qlen 1000
    link/ether bc:24:11:3a:7c:21 brd ff:ff:ff:ff:ff:ff
    RX:  bytes packets errors dropped  missed   mcast
    8841207733 9120455      0     412       0       0
    TX:  bytes packets errors dropped carrier collsns
    2219804418 4401871      0       0       0       0
    altname enp0s18""", duration=0.3),
        p.run("ip addr del 10.40.2.50/24 dev ens18; ip -br addr show ens18; ip -s link show ens18 | sed -n 3,6p", """ens18            UP             10.40.2.12/24 fe80::be24:11ff:fe3a:7c21/64
    RX:  bytes packets errors dropped  missed   mcast
    8841593102 9121980      0     412       0       0
    TX:  bytes packets errors dropped carrier collsns
    2220431977 4403090      0       0       0       0 """, duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-01", SYSTEM, turns, state=state)


def t02(rs: RowSet) -> None:
    p = Pane("root", "app-db3", "/root", style="rhel")
    state = p.prompt
    turns = [
        p.run("nmcli general status", """STATE      CONNECTIVITY  WIFI-HW  WIFI     WWAN-HW  WWAN
connected  full          missing  enabled  missing  enabled """, duration=0.5),
        p.run("nmcli connection show", """NAME         UUID                                  TYPE      DEVICE
System eth0  5fb06bd0-0bb0-7ffb-45f1-d6edd65f3e03  ethernet  eth0
backend      8c1e3b57-2d64-4f0a-9c0e-7a51d2e4b6f9  ethernet  eth1
lo           a4b2c1d0-3f19-4b8c-9e77-0d5a61c2f8e4  loopback  lo     """, duration=0.5),
        p.run("nmcli connection modify backend ipv4.method manual ipv4.addresses 192.168.50.14/24 ipv4.dns 192.168.50.2", duration=0.5),
        p.run("nmcli -f connection.id,connection.uuid,connection.interface-name,ipv4.method,ipv4.addresses,ipv4.gateway,ipv4.dns connection show backend", """connection.id:                          backend
connection.uuid:                        8c1e3b57-2d64-4f0a-9c0e-7a15d2e4b6f9
connection.interface-name:              eth1
ipv4.method:                            manual
ipv4.addresses:                         192.168.50.14/24
ipv4.gateway:                           --
ipv4.dns:                               192.168.50.2""", duration=0.5),
        p.run("nmcli connection up backend", "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)", duration=2.0),
        p.run("nmcli device status", """DEVICE  TYPE      STATE                   CONNECTION
eth0    ethernet  connected               System eth0
eth1    ethernet  connected               backend
lo      loopback  connected (externally)  lo          """, duration=0.5),
        p.run("ip -4 -br addr show eth1", "eth1             UP             192.168.50.14/24 ", duration=0.3),
        p.run("nmcli -g IP4.ADDRESS,IP4.DNS device show eth1", "192.168.50.14/24\n192.168.50.2", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-02", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="The UUID of connection 'backend' reads 8c1e3b57-...-7a15d2e4b6f9 though nmcli connection show listed it as ...-7a51d2e4b6f9 and only ipv4 settings were modified.")


def t03(rs: RowSet) -> None:
    p = Pane("ops", "bastion", "/home/ops")
    state = p.prompt
    turns = [
        p.run("resolvectl status ens3", """Link 2 (ens3)
    Current Scopes: DNS
         Protocols: +DefaultRoute -LLMNR -mDNS -DNSOverTLS DNSSEC=no/unsupported
Current DNS Server: 10.20.0.53
       DNS Servers: 10.20.0.53 10.20.0.54
        DNS Domain: corp.example.net""", duration=0.5),
        p.run("dig +noall +answer +stats grafana.corp.example.net", """grafana.corp.example.net. 300\tIN\tCNAME\tmon-01.corp.example.net.
mon-01.corp.example.net. 300\tIN\tA\t10.20.4.17
;; Query time: 3 msec
;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)
;; WHEN: Tue Jun 18 09:14:02 UTC 2024
;; MSG SIZE  rcvd: 92""", duration=1.0),
        p.run("resolvectl query mon-01.corp.example.net", """mon-01.corp.example.net: 10.20.4.17                   -- link: ens3

-- Information acquired via protocol DNS in 1.2ms.
-- Data is authenticated: no; Data was acquired via local or encrypted transport: no
-- Data from: cache""", duration=0.5),
        p.run("resolvectl statistics", """DNSSEC supported by current servers: no

Transactions
Current Transactions: 0
  Total Transactions: 18442

Cache
  Current Cache Size: 211
          Cache Hits: 6120
        Cache Misses: 12322

DNSSEC Verdicts
              Secure: 0
            Insecure: 0
               Bogus: 0
       Indeterminate: 0""", duration=0.5),
        p.run("dig @10.20.0.53 corp.example.net SOA +short", "ns1.corp.example.net. hostmaster.corp.example.net. 2024061702 3600 900 1209600 300", duration=1.0),
        p.run("dig +noall +answer +stats mon-01.corp.example.net", """mon-01.corp.example.net. 241\tIN\tA\t10.20.4.71
;; Query time: 0 msec
;; SERVER: 127.0.0.53#53(127.0.0.53) (UDP)
;; WHEN: Tue Jun 18 09:15:01 UTC 2024
;; MSG SIZE  rcvd: 68""", duration=1.0),
        p.run("resolvectl flush-caches && resolvectl statistics | grep -A3 '^Cache'", """Cache
  Current Cache Size: 0
          Cache Hits: 6124
        Cache Misses: 12326""", duration=0.5),
        p.run("sudo resolvectl dns ens3 10.20.0.54 10.20.0.53 && resolvectl dns ens3", "Link 2 (ens3): 10.20.0.54 10.20.0.53", duration=0.5),
        p.run("resolvectl status ens3 | grep -E 'Current DNS|DNS Servers'", """Current DNS Server: 10.20.0.54
       DNS Servers: 10.20.0.54 10.20.0.53""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-03", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="mon-01 resolves to 10.20.4.71 from the same cached entry (TTL 241 counting down from 300) that gave 10.20.4.17 a minute earlier.")


def t04(rs: RowSet) -> None:
    p = Pane("root", "fw-edge01", "/root")
    state = p.prompt
    turns = [
        p.run("iptables-save -c -t filter", """# Generated by iptables-save v1.8.7 on Wed Mar 13 14:02:11 2024
*filter
:INPUT DROP [1204:88311]
:FORWARD DROP [0:0]
:OUTPUT ACCEPT [842213:119820455]
[3391204:2210984551] -A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT
[8812:529104] -A INPUT -i lo -j ACCEPT
[412:24720] -A INPUT -s 10.0.0.0/8 -p tcp -m tcp --dport 22 -j ACCEPT
[15220:913200] -A INPUT -p tcp -m multiport --dports 80,443 -j ACCEPT
[96:8064] -A INPUT -p icmp -m icmp --icmp-type 8 -j ACCEPT
[1204:88311] -A INPUT -j LOG --log-prefix "INPUT-DROP: "
COMMIT
# Completed on Wed Mar 13 14:02:11 2024""", duration=0.5),
        p.run("iptables -L INPUT -n -v --line-numbers", """Chain INPUT (policy DROP 1207 packets, 88511 bytes)
num   pkts bytes target     prot opt in     out     source               destination
1    3391K 2211M ACCEPT     all  --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
2     8815  529K ACCEPT     all  --  lo     *       0.0.0.0/0            0.0.0.0/0
3      412 24720 ACCEPT     tcp  --  *      *       10.0.0.0/8           0.0.0.0/0            tcp dpt:22
4    15231  914K ACCEPT     tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            multiport dports 80,443
5       96  8064 ACCEPT     icmp --  *      *       0.0.0.0/0            0.0.0.0/0            icmptype 8
6     1207 88511 LOG        all  --  *      *       0.0.0.0/0            0.0.0.0/0            LOG flags 0 level 4 prefix "INPUT-DROP: \"""", duration=0.5),
        p.run("iptables -I INPUT 4 -s 203.0.113.0/24 -j DROP", duration=0.3),
        p.run("iptables -L INPUT -n --line-numbers", """Chain INPUT (policy DROP)
num  target     prot opt source               destination
1    ACCEPT     all  --  0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
2    ACCEPT     all  --  0.0.0.0/0            0.0.0.0/0
3    ACCEPT     tcp  --  10.0.0.0/8           0.0.0.0/0            tcp dpt:22
4    DROP       all  --  203.0.113.0/24       0.0.0.0/0
5    ACCEPT     tcp  --  0.0.0.0/0            0.0.0.0/0            multiport dports 80,443
6    ACCEPT     icmp --  0.0.0.0/0            0.0.0.0/0            icmptype 8
7    LOG        all  --  0.0.0.0/0            0.0.0.0/0            LOG flags 0 level 4 prefix "INPUT-DROP: \"""", duration=0.5),
        p.run("iptables -D INPUT 6", duration=0.3),
        p.run("iptables-save -t filter | grep -c -- '-A INPUT'", "6", duration=0.3),
        p.run("iptables-save -c -t filter", """# Generated by iptables-save v1.8.7 on Wed Mar 13 14:06:40 2024
*filter
:INPUT DROP [1219:89167]
:FORWARD DROP [0:0]
:OUTPUT ACCEPT [843904:120051322]
[3393870:2212641094] -A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT
[8830:530004] -A INPUT -i lo -j ACCEPT
[412:24720] -A INPUT -s 10.0.0.0/8 -p tcp -m tcp --dport 22 -j ACCEPT
[37:2220] -A INPUT -s 203.0.113.0/24 -j DROP
[15288:917280] -A INPUT -p tcp -m multiport --dports 80,443 -j ACCEPT
[1219:89167] -A INPUT -j LOG --log-prefix "INPUT-DROP: "
COMMIT
# Completed on Wed Mar 13 14:06:40 2024""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-04", SYSTEM, turns, state=state)


WG_IF = "3Fq8v0K1mR5hQmWl2Zc7yT9uJx4nB6dPaE0sLkGiVwo="
WG_A = "Xk2pR7cN9qLw4TzY1mBv8sJd3fHg6aUeO5iKrP0tQnE="
WG_B = "bH9sD2kF5nQ8wE1rT4yU7iO0pA3sZ6xC9vB2nM5lKjg="
WG_C = "Lm4tV8zQ1cW6eR3yN0uI5oP2aS9dF7gH4jK1lZ8xC0M="


def t05(rs: RowSet) -> None:
    p = Pane("root", "vpn-gw", "/etc/wireguard")
    state = p.prompt
    turns = [
        p.run("wg show wg0", f"""interface: wg0
  public key: {WG_IF}
  private key: (hidden)
  listening port: 51820

peer: {WG_A}
  endpoint: 198.51.100.23:40912
  allowed ips: 10.8.0.2/32
  latest handshake: 47 seconds ago
  transfer: 18.42 MiB received, 211.07 MiB sent
  persistent keepalive: every 25 seconds

peer: {WG_B}
  endpoint: 203.0.113.88:51413
  allowed ips: 10.8.0.3/32
  latest handshake: 1 minute, 52 seconds ago
  transfer: 4.10 MiB received, 9.87 MiB sent""", duration=0.3),
        p.run("umask 077; wg genkey | tee peer4.key | wg pubkey > peer4.pub && cat peer4.pub", WG_C, duration=0.3),
        p.run(f"wg set wg0 peer {WG_C} allowed-ips 10.8.0.4/32", duration=0.3),
        p.run("wg show wg0 allowed-ips", f"{WG_A}\t10.8.0.2/32\n{WG_B}\t10.8.0.3/32\n{WG_C}\t10.8.0.4/32", duration=0.3),
        p.run("wg show wg0 latest-handshakes", f"{WG_A}\t1718702341\n{WG_B}\t1718702276\n{WG_C}\t0", duration=0.3),
        p.run(f"wg set wg0 peer {WG_B} remove", duration=0.3),
        p.run("wg show wg0", f"""interface: wg0
  public key: {WG_IF}
  private key: (hidden)
  listening port: 51820

peer: {WG_A}
  endpoint: 198.51.100.23:40912
  allowed ips: 10.8.0.2/32
  latest handshake: 21 seconds ago
  transfer: 18.97 MiB received, 214.30 MiB sent
  persistent keepalive: every 25 seconds

peer: {WG_C}
  allowed ips: 10.8.0.4/32""", duration=0.3),
        p.run("wg showconf wg0", f"""[Interface]
ListenPort = 51820
PrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=

[Peer]
PublicKey = {WG_A}
AllowedIPs = 10.8.0.2/32
Endpoint = 198.51.100.23:40912
PersistentKeepalive = 25

[Peer]
PublicKey = {WG_C}
AllowedIPs = 10.8.0.4/32""", duration=0.3),
        p.run("wg show wg0 transfer", f"{WG_A}\t19902113\t225003512\n{WG_C}\t0\t0", duration=0.3),
    ]
    rs.add("terminal", "h59-terminal-05", SYSTEM, turns, state=state)


def t06(rs: RowSet) -> None:
    p = Pane("root", "lb-01", "/etc/haproxy")
    state = p.prompt
    sock = "socat stdio /run/haproxy/admin.sock"
    hdr = "1\n# be_id be_name srv_id srv_name srv_addr srv_op_state srv_admin_state srv_uweight srv_iweight srv_time_since_last_change srv_check_status srv_check_result srv_check_health srv_check_state srv_agent_state bk_f_forced_id srv_f_forced_id srv_fqdn srv_port srvrecord srv_use_ssl srv_check_port srv_check_addr srv_agent_addr srv_agent_port"
    stat_cmd = f'echo "show stat" | {sock} | cut -d, -f1,2,18,19 | column -s, -t'
    turns = [
        p.run("haproxy -c -f /etc/haproxy/haproxy.cfg", "Configuration file is valid", duration=0.5),
        p.run("grep -nE '^(frontend|backend)|server ' haproxy.cfg", """31:frontend fe_https
44:backend be_api
47:    server api1 10.30.1.11:8080 check inter 2s fall 3 rise 2
48:    server api2 10.30.1.12:8080 check inter 2s fall 3 rise 2
49:    server api3 10.30.1.13:8080 check inter 2s fall 3 rise 2
51:backend be_static
53:    server static1 10.30.2.21:80 check
58:frontend stats""", duration=0.3),
        p.run(f'echo "show servers state be_api" | {sock}', hdr + """
3 be_api 1 api1 10.30.1.11 2 0 1 1 81234 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_api 2 api2 10.30.1.12 2 0 1 1 81234 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_api 3 api3 10.30.1.13 2 0 1 1 5123 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0""", duration=0.3),
        p.run(f'echo "set server be_api/api2 state maint" | {sock}', duration=0.3),
        p.run(stat_cmd, """# pxname  svname    status  weight
fe_https  FRONTEND  OPEN
be_api    api1      UP      1
be_api    api2      MAINT   1
be_api    api3      UP      1
be_api    BACKEND   UP      2
be_static static1   UP      1
be_static BACKEND   UP      1
stats     FRONTEND  OPEN    """, duration=0.3),
        p.run("for i in 1 2 3 4; do curl -sk -H 'Host: api.example.com' https://127.0.0.1/whoami; done", """api1 (10.30.1.11) pid=3117
api3 (10.30.1.13) pid=2988
api1 (10.30.1.11) pid=3117
api3 (10.30.1.13) pid=2988""", duration=1.0),
        p.run(f'echo "show servers state be_api" | {sock}', hdr + """
3 be_api 1 api1 10.30.1.11 2 0 1 1 81301 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_api 2 api2 10.30.1.12 2 0 1 1 81301 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_api 3 api3 10.30.1.13 2 0 1 1 5190 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0""", duration=0.3),
        p.run(f'echo "set server be_api/api2 state ready" | {sock}', duration=0.3),
        p.run(stat_cmd, """# pxname  svname    status  weight
fe_https  FRONTEND  OPEN
be_api    api1      UP      1
be_api    api2      UP      1
be_api    api3      UP      1
be_api    BACKEND   UP      3
be_static static1   UP      1
be_static BACKEND   UP      1
stats     FRONTEND  OPEN    """, duration=0.3),
        p.run('journalctl -u haproxy --since "10 min ago" --no-pager | grep be_api/api2', """Jun 18 11:02:41 lb-01 haproxy[2211]: Server be_api/api2 is going DOWN for maintenance. 2 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.
Jun 18 11:04:03 lb-01 haproxy[2211]: Server be_api/api2 is UP/READY (leaving forced maintenance).""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-06", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="show servers state lists api2 with admin state 0 and op state 2 (ready, never changed) although it was set to maint and show stat reported MAINT.")


def t07(rs: RowSet) -> None:
    p = Pane("deploy", "web-03", "/home/deploy")
    state = p.prompt
    turns = [
        p.run("sudo nginx -t", """nginx: [emerg] invalid number of arguments in "proxy_pass" directive in /etc/nginx/sites-enabled/shop.conf:22
nginx: configuration file /etc/nginx/nginx.conf test failed""", duration=0.5),
        p.run("cat -n /etc/nginx/sites-enabled/shop.conf | sed -n '14,27p'", """    14\t    location / {
    15\t        root /var/www/shop/current/public;
    16\t        try_files $uri $uri/ /index.html;
    17\t        expires 1h;
    18\t    }
    19\t
    20\t    location /api/ {
    21\t        proxy_pass http://127.0.0.1:8081
    22\t        proxy_set_header Host $host;
    23\t        proxy_set_header X-Real-IP $remote_addr;
    24\t        proxy_read_timeout 30s;
    25\t    }
    26\t
    27\t}""", duration=0.3),
        p.run("sudo sed -i '21s|8081$|8081;|' /etc/nginx/sites-enabled/shop.conf && sudo nginx -t", """nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful""", duration=0.5),
        p.run("ps -o pid,ppid,lstart,cmd -C nginx", """    PID    PPID                  STARTED CMD
    981       1 Mon Jun 17 06:12:40 2024 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  14502     981 Tue Jun 18 08:30:11 2024 nginx: worker process
  14503     981 Tue Jun 18 08:30:11 2024 nginx: worker process""", duration=0.3),
        p.run("sudo systemctl reload nginx && sleep 1 && ps -o pid,ppid,lstart,cmd -C nginx", """    PID    PPID                  STARTED CMD
    981       1 Mon Jun 17 06:12:40 2024 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  21877     981 Tue Jun 18 10:47:53 2024 nginx: worker process
  21878     981 Tue Jun 18 10:47:53 2024 nginx: worker process""", duration=2.0),
        p.run("curl -s -D - -o /dev/null -H 'Host: shop.example.com' http://127.0.0.1/api/health", """HTTP/1.1 200 OK
Server: nginx/1.24.0
Date: Tue, 18 Jun 2024 10:48:02 GMT
Content-Type: application/json
Content-Length: 15
Connection: keep-alive""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-07", SYSTEM, turns, state=state)


def t08(rs: RowSet) -> None:
    p = Pane("root", "db-backup", "/root")
    state = p.prompt
    foot = "\n\n{n} timers listed.\nPass --all to see loaded but inactive timers, too."
    hdr = "NEXT                        LEFT          LAST                        PASSED       UNIT                         ACTIVATES                     "
    turns = [
        p.run("systemctl cat pg-dump.service pg-dump.timer", """# /etc/systemd/system/pg-dump.service
[Unit]
Description=Nightly PostgreSQL dump
After=postgresql.service

[Service]
Type=oneshot
User=postgres
ExecStart=/usr/local/bin/pg-dump-all.sh /var/backups/pg

# /etc/systemd/system/pg-dump.timer
[Unit]
Description=Run pg-dump nightly

[Timer]
OnCalendar=*-*-* 02:30:00
RandomizedDelaySec=600
Persistent=true

[Install]
WantedBy=timers.target""", duration=0.3),
        p.run("systemctl list-timers", hdr + """
Tue 2024-06-18 14:20:00 UTC 1min 9s left  Tue 2024-06-18 14:10:01 UTC 8min ago     sysstat-collect.timer        sysstat-collect.service
Tue 2024-06-18 14:33:27 UTC 14min left    Mon 2024-06-17 14:33:27 UTC 23h ago      systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service
Tue 2024-06-18 21:37:12 UTC 7h left       Tue 2024-06-18 09:12:44 UTC 5h 6min ago  apt-daily.timer              apt-daily.service
Wed 2024-06-19 00:00:00 UTC 9h left       Tue 2024-06-18 00:00:01 UTC 14h ago      logrotate.timer              logrotate.service
Wed 2024-06-19 00:00:00 UTC 9h left       Tue 2024-06-18 00:00:01 UTC 14h ago      man-db.timer                 man-db.service
Wed 2024-06-19 06:41:09 UTC 16h left      Tue 2024-06-18 06:10:52 UTC 8h ago       apt-daily-upgrade.timer      apt-daily-upgrade.service
Sun 2024-06-23 03:10:52 UTC 4 days left   Sun 2024-06-16 03:10:34 UTC 2 days ago   e2scrub_all.timer            e2scrub_all.service""" + foot.format(n=7), duration=0.5),
        p.run("systemctl daemon-reload && systemctl enable --now pg-dump.timer", "Created symlink /etc/systemd/system/timers.target.wants/pg-dump.timer → /etc/systemd/system/pg-dump.timer.", duration=1.0),
        p.run("systemctl status pg-dump.timer --no-pager", """● pg-dump.timer - Run pg-dump nightly
     Loaded: loaded (/etc/systemd/system/pg-dump.timer; enabled; vendor preset: enabled)
     Active: active (waiting) since Tue 2024-06-18 14:19:31 UTC; 6s ago
    Trigger: Wed 2024-06-19 02:34:07 UTC; 12h left
   Triggers: ● pg-dump.service

Jun 18 14:19:31 db-backup systemd[1]: Started Run pg-dump nightly.""", duration=0.5),
        p.run("systemctl list-timers", hdr + """
Tue 2024-06-18 14:30:00 UTC 9min left     Tue 2024-06-18 14:20:01 UTC 11s ago      sysstat-collect.timer        sysstat-collect.service
Tue 2024-06-18 14:33:27 UTC 13min left    Mon 2024-06-17 14:33:27 UTC 23h ago      systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service
Tue 2024-06-18 21:37:12 UTC 7h left       Tue 2024-06-18 09:12:44 UTC 5h 7min ago  apt-daily.timer              apt-daily.service
Wed 2024-06-19 00:00:00 UTC 9h left       Tue 2024-06-18 00:00:01 UTC 14h ago      logrotate.timer              logrotate.service
Wed 2024-06-19 00:00:00 UTC 9h left       Tue 2024-06-18 00:00:01 UTC 14h ago      man-db.timer                 man-db.service
Wed 2024-06-19 06:41:09 UTC 16h left      Tue 2024-06-18 06:10:52 UTC 8h ago       apt-daily-upgrade.timer      apt-daily-upgrade.service
Sun 2024-06-23 03:10:52 UTC 4 days left   Sun 2024-06-16 03:10:34 UTC 2 days ago   e2scrub_all.timer            e2scrub_all.service""" + foot.format(n=7), duration=0.5),
        p.run("systemctl start pg-dump.service && journalctl -u pg-dump.service -n 5 --no-pager", """Jun 18 14:20:40 db-backup systemd[1]: Starting Nightly PostgreSQL dump...
Jun 18 14:20:41 db-backup pg-dump-all.sh[31877]: dumping 4 databases to /var/backups/pg/2024-06-18T1420
Jun 18 14:21:09 db-backup pg-dump-all.sh[31877]: done: 4 files, 2.7G total
Jun 18 14:21:09 db-backup systemd[1]: pg-dump.service: Deactivated successfully.
Jun 18 14:21:09 db-backup systemd[1]: Finished Nightly PostgreSQL dump.""", duration=40.0),
        p.run("ls -lh /var/backups/pg/2024-06-18T1420/", """total 2.7G
-rw-r--r-- 1 postgres postgres 188M Jun 18 14:20 auth.dump
-rw-r--r-- 1 postgres postgres 1.9G Jun 18 14:21 billing.dump
-rw-r--r-- 1 postgres postgres 612M Jun 18 14:20 inventory.dump
-rw-r--r-- 1 postgres postgres  14M Jun 18 14:20 postgres.dump""", duration=0.3),
    ]
    rs.add("terminal", "h59-terminal-08", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="list-timers omits pg-dump.timer (still 7 timers) right after it was enabled and started with its next trigger at Wed 02:34:07.")


def t09(rs: RowSet) -> None:
    p = Pane("admin", "app-07", "/home/admin")
    state = p.prompt
    show = "systemctl show orders-api -p MainPID -p NRestarts -p ActiveEnterTimestamp"
    turns = [
        p.run("journalctl --disk-usage", "Archived and active journals take up 1.1G in the file system.", duration=0.5),
        p.run("journalctl -u orders-api -n 6 --no-pager", """Jun 18 10:41:02 app-07 orders-api[2231]: 2024-06-18T10:41:02.114Z INFO  http  GET /v1/orders?status=open 200 41ms
Jun 18 10:41:09 app-07 orders-api[2231]: 2024-06-18T10:41:09.870Z INFO  http  POST /v1/orders 201 88ms
Jun 18 10:41:55 app-07 orders-api[2231]: 2024-06-18T10:41:55.301Z WARN  db    pool exhausted, waiting for connection (waiters=3)
Jun 18 10:42:01 app-07 orders-api[2231]: 2024-06-18T10:42:01.309Z ERROR http  POST /v1/orders 503 5002ms
Jun 18 10:42:06 app-07 orders-api[2231]: 2024-06-18T10:42:06.447Z WARN  db    pool exhausted, waiting for connection (waiters=5)
Jun 18 10:42:17 app-07 orders-api[2231]: 2024-06-18T10:42:17.452Z ERROR http  GET /v1/orders/88412 503 5001ms""", duration=0.5),
        p.run("journalctl -u orders-api -p warning --since today --no-pager | wc -l", "148", duration=1.0),
        p.run(show, "MainPID=2231\nNRestarts=0\nActiveEnterTimestamp=Mon 2024-06-17 22:04:51 UTC", duration=0.3),
        p.run("sudo systemctl restart orders-api", duration=2.0),
        p.run(show, "MainPID=40718\nNRestarts=0\nActiveEnterTimestamp=Tue 2024-06-18 10:43:26 UTC", duration=0.3),
        p.run('journalctl -u orders-api --since "10:43" --no-pager', """Jun 18 10:43:25 app-07 systemd[1]: Stopping orders-api.service - Orders API...
Jun 18 10:43:25 app-07 orders-api[2231]: 2024-06-18T10:43:25.018Z INFO  main  received SIGTERM, draining 2 connections
Jun 18 10:43:26 app-07 systemd[1]: orders-api.service: Deactivated successfully.
Jun 18 10:43:26 app-07 systemd[1]: Stopped orders-api.service - Orders API.
Jun 18 10:43:26 app-07 systemd[1]: orders-api.service: Consumed 2h 11min 7.302s CPU time.
Jun 18 10:43:26 app-07 systemd[1]: Started orders-api.service - Orders API.
Jun 18 10:43:27 app-07 orders-api[40718]: 2024-06-18T10:43:27.240Z INFO  main  listening on :8080 (pool max=20)
Jun 18 10:43:31 app-07 orders-api[40718]: 2024-06-18T10:43:31.902Z INFO  http  GET /v1/orders?status=open 200 37ms""", duration=0.5),
        p.run("journalctl -u orders-api -n 4 --no-pager", """Jun 18 10:43:31 app-07 orders-api[40718]: 2024-06-18T10:43:31.902Z INFO  http  GET /v1/orders?status=open 200 37ms
Jun 18 10:43:48 app-07 orders-api[40718]: 2024-06-18T10:43:48.115Z INFO  http  POST /v1/orders 201 64ms
Jun 18 10:40:52 app-07 orders-api[40718]: 2024-06-18T10:40:52.331Z INFO  http  GET /v1/orders/88431 200 12ms
Jun 18 10:44:05 app-07 orders-api[40718]: 2024-06-18T10:44:05.684Z INFO  http  POST /v1/orders 201 59ms""", duration=0.5),
        p.run("curl -s localhost:8080/metrics | grep -E '^http_requests_total'", """http_requests_total{code="200",method="GET"} 5
http_requests_total{code="201",method="POST"} 2""", duration=0.5),
        p.run('journalctl -u orders-api -p err --since "10:43" --no-pager', "-- No entries --", duration=0.5),
        p.run("sudo journalctl --vacuum-time=14d", """Deleted archived journal /var/log/journal/8f2c41d9a0b34e71b1c6d2e07a93f5ab/system@7d1e5c0b9f7a4a2e8e61b3c07f94d211-0000000000a1b2c3-00061a2f3e4d5c6b.journal (128.0M).
Deleted archived journal /var/log/journal/8f2c41d9a0b34e71b1c6d2e07a93f5ab/user-1000@2b9a0c3d4e5f40718a9b0c1d2e3f4a5b-0000000000a1c011-00061a30f1e2d3c4.journal (24.0M).
Vacuuming done, freed 152.0M of archived journals from /var/log/journal/8f2c41d9a0b34e71b1c6d2e07a93f5ab.""", duration=1.0),
    ]
    rs.add("terminal", "h59-terminal-09", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="A log line from orders-api[40718] is stamped 10:40:52, before that process was started at 10:43:26 and between entries at 10:43:48 and 10:44:05.")


def t10(rs: RowSet) -> None:
    p = Pane("root", "mx1", "/root")
    state = p.prompt
    turns = [
        p.run("postconf -n | grep -E '^(myhostname|mydomain|relayhost|message_size_limit|smtpd_tls_security_level) '", """message_size_limit = 26214400
mydomain = example.org
myhostname = mx1.example.org
relayhost = [smtp-relay.example.net]:587
smtpd_tls_security_level = may""", duration=0.3),
        p.run("mailq", """-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
4W3Kq91ZxTz1Bv*    2814 Tue Jun 18 09:51:07  billing@example.org
                                                  customer1@gmail.com

4W3Kr25TnGz1Bw     5120 Tue Jun 18 09:52:33  noreply@example.org
(connect to smtp-relay.example.net[203.0.113.25]:587: Connection timed out)
                                                  ops@partner.example.com

4W3KsH0mWqz1By     1733 Tue Jun 18 09:55:40  alerts@example.org
(connect to smtp-relay.example.net[203.0.113.25]:587: Connection timed out)
                                                  oncall@example.org
                                                  sre@example.org

-- 9 Kbytes in 3 Requests.""", duration=0.5),
        p.run("postsuper -d 4W3KsH0mWqz1By", "postsuper: 4W3KsH0mWqz1By: removed\npostsuper: Deleted: 1 message", duration=0.3),
        p.run("postconf -e 'relayhost = [smtp-relay2.example.net]:587' && postfix reload", "postfix/postfix-script: refreshing the Postfix mail system", duration=1.0),
        p.run("postqueue -f && sleep 5 && mailq", "Mail queue is empty", duration=7.0),
        p.run("grep -E '4W3K(q91ZxTz1Bv|r25TnGz1Bw)' /var/log/mail.log | grep status=", """Jun 18 10:02:14 mx1 postfix/smtp[28810]: 4W3Kq91ZxTz1Bv: to=<customer1@gmail.com>, relay=smtp-relay2.example.net[203.0.113.26]:587, delay=667, delays=666/0.01/0.35/0.4, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4W3Ld31bQ2z9Kx)
Jun 18 10:02:14 mx1 postfix/smtp[28811]: 4W3Kr25TnGz1Bw: to=<ops@partner.example.com>, relay=smtp-relay2.example.net[203.0.113.26]:587, delay=581, delays=580/0.02/0.33/0.38, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4W3Ld31cR7z9Ky)""", duration=0.5),
        p.run("postconf relayhost myhostname", "relayhost = [smtp-relay2.example.net]:587\nmyhostname = mx1.example.org", duration=0.3),
        p.run('echo "Subject: relay test" | sendmail -f root@example.org ops@example.org && sleep 2 && tail -n 3 /var/log/mail.log', """Jun 18 10:03:40 mx1 postfix/qmgr[27102]: 4W3Lf05Yh1z1C2: from=<root@example.org>, size=321, nrcpt=1 (queue active)
Jun 18 10:03:40 mx1 postfix/lmtp[28850]: 4W3Lf05Yh1z1C2: to=<ops@example.org>, relay=mx1.example.org[private/dovecot-lmtp], delay=0.05, delays=0.01/0.01/0.01/0.02, dsn=2.0.0, status=sent (250 2.0.0 <ops@example.org> kR0pHqxkcWZ/bwAA3lY0Hg Saved)
Jun 18 10:03:40 mx1 postfix/qmgr[27102]: 4W3Lf05Yh1z1C2: removed""", duration=3.0),
        p.run("qshape deferred", """                    T  5 10 20 40 80 160 320 640 1280 1280+
             TOTAL  0  0  0  0  0  0   0   0   0    0     0""", duration=0.5),
        p.run("postconf -d message_size_limit; postconf message_size_limit", "message_size_limit = 10240000\nmessage_size_limit = 26214400", duration=0.3),
    ]
    rs.add("terminal", "h59-terminal-10", SYSTEM, turns, state=state)


def t11(rs: RowSet) -> None:
    p = Pane("root", "imap01", "/root")
    state = p.prompt
    status = "doveadm mailbox status -u alice@example.org \"messages unseen vsize\" '*'"
    quota = "doveadm quota get -u alice@example.org"
    qhdr = "Quota name Type    Value   Limit                                                    %"
    turns = [
        p.run("doveadm who", """username                # proto (pids)                (ips)
alice@example.org       3 imap  (4412 4419 5120)      (10.1.4.22 10.1.4.22 10.1.7.9)
bob@example.org         1 imap  (4470)                (10.1.4.31)
carol@example.org       2 imap  (4501 4538)           (10.1.5.2 10.1.5.2)""", duration=0.5),
        p.run(status, """INBOX messages=1842 unseen=17 vsize=412889310
Drafts messages=6 unseen=0 vsize=88102
Sent messages=933 unseen=0 vsize=201455672
Trash messages=214 unseen=3 vsize=39881204
Junk messages=58 unseen=58 vsize=2210844
Archive/2023 messages=4120 unseen=0 vsize=1093322817""", duration=0.5),
        p.run(quota, qhdr + """
User quota STORAGE 1708835 5242880                                                   32
User quota MESSAGE    7173       -                                                    0""", duration=0.5),
        p.run("doveadm expunge -u alice@example.org mailbox Trash all", duration=1.0),
        p.run(status, """INBOX messages=1845 unseen=20 vsize=412950550
Drafts messages=6 unseen=0 vsize=88102
Sent messages=933 unseen=0 vsize=201455672
Trash messages=0 unseen=0 vsize=0
Junk messages=58 unseen=58 vsize=2210844
Archive/2023 messages=4120 unseen=0 vsize=1093322817""", duration=0.5),
        p.run(quota, qhdr + """
User quota STORAGE 1669949 5242880                                                   31
User quota MESSAGE    6962       -                                                    0""", duration=0.5),
        p.run("doveadm kick carol@example.org", "kicked connections from the following users:\ncarol@example.org ", duration=0.5),
        p.run("doveadm who", """username                # proto (pids)                (ips)
alice@example.org       3 imap  (4412 5120 6021)      (10.1.4.22 10.1.7.9 10.1.4.22)
bob@example.org         1 imap  (4470)                (10.1.4.31)""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-11", SYSTEM, turns, state=state)


def t12(rs: RowSet) -> None:
    p = Pane("root", "ns1", "/etc/bind")
    state = p.prompt
    turns = [
        p.run("rndc status", """version: BIND 9.18.24-1-Debian (Extended Support Version) <id:>
running on localhost: Linux x86_64 6.1.0-21-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.90-1 (2024-05-03)
boot time: Sat, 15 Jun 2024 04:11:32 GMT
last configured: Sat, 15 Jun 2024 04:11:32 GMT
configuration file: /etc/bind/named.conf
CPUs found: 4
worker threads: 4
UDP listeners per interface: 4
number of zones: 104 (97 automatic)
debug level: 0
xfers running: 0
xfers deferred: 0
soa queries in progress: 0
query logging is OFF
recursive clients: 0/900/1000
tcp clients: 2/150
TCP high-water: 9
server is up and running""", duration=0.5),
        p.run("named-checkzone example.com db.example.com", "zone example.com/IN: loaded serial 2024061501\nOK", duration=0.5),
        p.run("grep -nE 'SOA|serial|^(www|api)' db.example.com", """3:@\tIN\tSOA\tns1.example.com. hostmaster.example.com. (
4:\t\t\t2024061501\t; serial
14:www\tIN\tA\t192.0.2.80
15:api\tIN\tA\t192.0.2.81""", duration=0.3),
        p.run("sed -i 's/2024061501/2024061502/' db.example.com && echo -e 'api-v2\\tIN\\tA\\t192.0.2.82' >> db.example.com", duration=0.3),
        p.run("named-checkzone example.com db.example.com", "zone example.com/IN: loaded serial 2024061502\nOK", duration=0.5),
        p.run("rndc reload example.com", "zone reload queued", duration=0.5),
        p.run("dig @127.0.0.1 example.com SOA +short", "ns1.example.com. hostmaster.example.com. 2024061502 7200 3600 1209600 3600", duration=0.5),
        p.run("dig @127.0.0.1 api-v2.example.com +noall +answer", "api-v2.example.com.\t3600\tIN\tA\t192.0.2.82", duration=0.5),
        p.run("rndc zonestatus example.com", """name: example.com
type: primary
files: /etc/bind/db.example.com
serial: 2024061502
nodes: 14
last loaded: Tue, 18 Jun 2024 12:31:07 GMT
secure: no
dynamic: no
reconfigurable via modzone: no""", duration=0.5),
        p.run("rndc reconfig && rndc status | sed -n 3,4p", "boot time: Sat, 15 Jun 2024 04:11:32 GMT\nlast configured: Tue, 18 Jun 2024 12:32:40 GMT", duration=1.0),
        p.run("journalctl -u named --since 12:30 --no-pager", """Jun 18 12:31:07 ns1 named[812]: received control channel command 'reload example.com'
Jun 18 12:31:07 ns1 named[812]: zone example.com/IN: loaded serial 2024061502
Jun 18 12:31:07 ns1 named[812]: zone example.com/IN: sending notifies (serial 2024061502)
Jun 18 12:32:40 ns1 named[812]: received control channel command 'reconfig'
Jun 18 12:32:40 ns1 named[812]: loading configuration from '/etc/bind/named.conf'
Jun 18 12:32:40 ns1 named[812]: reloading configuration succeeded
Jun 18 12:32:40 ns1 named[812]: scheduled loading new zones
Jun 18 12:32:40 ns1 named[812]: any newly configured zones are now loaded""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-12", SYSTEM, turns, state=state)


def t13(rs: RowSet) -> None:
    p = Pane("root", "gw-home", "/etc/dnsmasq.d")
    state = p.prompt
    turns = [
        p.run("dnsmasq --version | head -2", """Dnsmasq version 2.89  Copyright (c) 2000-2022 Simon Kelley
Compile time options: IPv6 GNU-getopt DBus no-UBus i18n IDN2 DHCP DHCPv6 no-Lua TFTP conntrack ipset nftset auth cryptohash DNSSEC loop-detect inotify dumpfile""", duration=0.3),
        p.run("cat lan.conf", """interface=br-lan
domain=home.lan
local=/home.lan/
dhcp-range=192.168.10.100,192.168.10.199,12h
dhcp-option=option:router,192.168.10.1
dhcp-option=option:dns-server,192.168.10.1
dhcp-host=b8:27:eb:4c:19:a2,nas,192.168.10.10
dhcp-host=dc:a6:32:08:7e:f1,printer,192.168.10.11
dhcp-host=00:11:32:ab:cd:40,oldcam,192.168.10.12
address=/ads.example.net/0.0.0.0
cache-size=1000""", duration=0.3),
        p.run("cat /var/lib/misc/dnsmasq.leases", """1718736231 b8:27:eb:4c:19:a2 192.168.10.10 nas 01:b8:27:eb:4c:19:a2
1718731877 3c:22:fb:90:11:6e 192.168.10.143 MacBook-Pro 01:3c:22:fb:90:11:6e
1718729402 dc:a6:32:08:7e:f1 192.168.10.11 printer *
1718740015 a4:83:e7:5b:02:c9 192.168.10.117 iPhone-Ana 01:a4:83:e7:5b:02:c9""", duration=0.3),
        p.run("sed -i '/oldcam/d' lan.conf && dnsmasq --test", "dnsmasq: syntax check OK.", duration=0.5),
        p.run("systemctl restart dnsmasq && systemctl status dnsmasq --no-pager | head -5", """● dnsmasq.service - dnsmasq - A lightweight DHCP and caching DNS server
     Loaded: loaded (/lib/systemd/system/dnsmasq.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-06-18 19:05:12 CEST; 1s ago
    Process: 9121 ExecStartPre=/etc/init.d/dnsmasq checkconfig (code=exited, status=0/SUCCESS)
    Process: 9127 ExecStart=/etc/init.d/dnsmasq systemd-exec (code=exited, status=0/SUCCESS)""", duration=1.5),
        p.run("dig @127.0.0.1 nas.home.lan +short", "192.168.10.10", duration=0.5),
        p.run("dig @127.0.0.1 ads.example.net +short", "0.0.0.0", duration=0.5),
        p.run("grep -c '^dhcp-host' lan.conf", "2", duration=0.3),
        p.run("grep -n 'dhcp-' lan.conf", """4:dhcp-range=192.168.10.100,192.168.10.199,12h
5:dhcp-option=option:router,192.168.10.1
6:dhcp-option=option:dns-server,192.168.10.1
7:dhcp-host=b8:27:eb:4c:19:a2,nas,192.168.10.10
8:dhcp-host=dc:a6:32:08:7e:f1,printer,192.168.10.11
9:dhcp-host=00:11:32:ab:cd:40,oldcam,192.168.10.12""", duration=0.3),
        p.run("kill -USR1 $(pidof dnsmasq) && journalctl -u dnsmasq -n 6 --no-pager -o cat", """cache size 1000, 0/14 cache insertions re-used unexpired cache entries.
queries forwarded 9, queries answered locally 4
queries for authoritative zones 0
pool memory in use 0, max 0, allocated 0
server 1.1.1.1#53: queries sent 5, retried 0, failed 0, nxdomain replies 0, avg. latency 14ms
server 9.9.9.9#53: queries sent 4, retried 0, failed 0, nxdomain replies 0, avg. latency 21ms""", duration=0.5),
        p.run("dig @127.0.0.1 printer.home.lan +short", "192.168.10.11", duration=0.5),
        p.run("ss -ulnp 'sport = :67'", """State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
UNCONN 0      0            0.0.0.0:67        0.0.0.0:*    users:(("dnsmasq",pid=9131,fd=4))""", duration=0.3),
    ]
    rs.add("terminal", "h59-terminal-13", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="grep shows the oldcam dhcp-host line 9 again although it was deleted with sed and grep -c had just counted 2 dhcp-host lines.")


def t14(rs: RowSet) -> None:
    p = Pane("root", "ntp-edge", "/root", style="rhel")
    state = p.prompt
    turns = [
        p.run("grep -vE '^(#|$)' /etc/chrony.conf", """server ntp1.corp.lan iburst
server ntp2.corp.lan iburst
pool 2.rhel.pool.ntp.org iburst maxsources 2
driftfile /var/lib/chrony/drift
makestep 1.0 3
rtcsync
allow 10.60.0.0/16
keyfile /etc/chrony.keys
leapsectz right/UTC
logdir /var/log/chrony""", duration=0.3),
        p.run("chronyc tracking", """Reference ID    : 0A3C0005 (ntp1.corp.lan)
Stratum         : 3
Ref time (UTC)  : Tue Jun 18 13:52:09 2024
System time     : 0.000012417 seconds fast of NTP time
Last offset     : +0.000008841 seconds
RMS offset      : 0.000021977 seconds
Frequency       : 11.482 ppm slow
Residual freq   : +0.001 ppm
Skew            : 0.019 ppm
Root delay      : 0.021334121 seconds
Root dispersion : 0.000902316 seconds
Update interval : 64.4 seconds
Leap status     : Normal""", duration=0.3),
        p.run("grep -E '^(makestep|allow|server)' /etc/chrony.conf", """server ntp1.corp.lan iburst
server ntp2.corp.lan iburst
makestep 0.1 3
allow 10.60.0.0/16""", duration=0.3),
        p.run("chronyc sources", """MS Name/IP address         Stratum Poll Reach LastRx Last sample
===============================================================================
^* ntp1.corp.lan                 2   6   377    23    +11us[  +15us] +/-   11ms
^+ ntp2.corp.lan                 2   6   377    24    -42us[  -38us] +/-   14ms
^- 162.159.200.123               3   7   377    87   +812us[ +816us] +/-   19ms
^- 185.125.190.56                2   7   377    92  -1204us[-1200us] +/-   32ms""", duration=0.3),
        p.run("chronyc clients", """Hostname                      NTP   Drop Int IntL Last     Cmd   Drop Int  Last
===============================================================================
10.60.3.14                   8841      0  10   -   412       0      0   -     -
10.60.3.15                   8839      0  10   -   390       0      0   -     -
10.60.7.201                  2201      0  10   -  1011       0      0   -     -
localhost                       0      0   -   -     -      31      0  11    57""", duration=0.3),
        p.run("chronyc sourcestats", """Name/IP Address            NP  NR  Span  Frequency  Freq Skew  Offset  Std Dev
==============================================================================
ntp1.corp.lan              12   7   713     -0.002      0.021    +14us    11us
ntp2.corp.lan              12   6   711     +0.004      0.030    -40us    16us
162.159.200.123             9   5   22m     +0.031      0.112   +810us    64us
185.125.190.56              8   4   19m     -0.054      0.201  -1203us   102us""", duration=0.3),
    ]
    rs.add("terminal", "h59-terminal-14", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="grep reads 'makestep 0.1 3' from /etc/chrony.conf although the same file listed 'makestep 1.0 3' one command earlier and nothing edited it.")


def t15(rs: RowSet) -> None:
    p = Pane("netops", "nms01", "/home/netops")
    state = p.prompt
    c = "-v2c -c monit0r sw-core-1"
    turns = [
        p.run(f"snmpget {c} sysName.0 sysUpTime.0 sysDescr.0", """SNMPv2-MIB::sysName.0 = STRING: sw-core-1
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (1893452211) 219 days, 3:35:22.11
SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software [Cupertino], Catalyst L3 Switch Software (CAT9K_IOSXE), Version 17.9.4a, RELEASE SOFTWARE (fc3)
Technical Support: http://www.cisco.com/techsupport
Copyright (c) 1986-2023 by Cisco Systems, Inc.
Compiled Fri 20-Oct-23 10:44 by mcpre""", duration=1.0),
        p.run(f"snmpwalk {c} IF-MIB::ifName | head -8", """IF-MIB::ifName.1 = STRING: Vl1
IF-MIB::ifName.8 = STRING: Gi0/0
IF-MIB::ifName.9 = STRING: Te1/0/1
IF-MIB::ifName.10 = STRING: Te1/0/2
IF-MIB::ifName.11 = STRING: Te1/0/3
IF-MIB::ifName.12 = STRING: Te1/0/4
IF-MIB::ifName.57 = STRING: Po1
IF-MIB::ifName.58 = STRING: Po2""", duration=1.5),
        p.run(f"snmpwalk {c} IF-MIB::ifHCInOctets | head -6", """IF-MIB::ifHCInOctets.1 = Counter64: 88123409
IF-MIB::ifHCInOctets.8 = Counter64: 1203388172
IF-MIB::ifHCInOctets.9 = Counter64: 918273645012
IF-MIB::ifHCInOctets.10 = Counter64: 877102244390
IF-MIB::ifHCInOctets.11 = Counter64: 0
IF-MIB::ifHCInOctets.12 = Counter64: 0""", duration=1.5),
        p.run(f"snmpget {c} -On IF-MIB::ifHCInOctets.9 IF-MIB::ifOperStatus.11", """.1.3.6.1.2.1.31.1.1.1.6.9 = Counter64: 918288112730
.1.3.6.1.2.1.2.2.1.8.11 = INTEGER: down(2)""", duration=1.0),
        p.run(f"snmpwalk {c} IF-MIB::ifOperStatus | head -6", """IF-MIB::ifOperStatus.1 = INTEGER: up(1)
IF-MIB::ifOperStatus.8 = INTEGER: up(1)
IF-MIB::ifOperStatus.9 = INTEGER: up(1)
IF-MIB::ifOperStatus.10 = INTEGER: up(1)
IF-MIB::ifOperStatus.11 = INTEGER: down(2)
IF-MIB::ifOperStatus.12 = INTEGER: down(2)""", duration=1.5),
        p.run("snmpwalk -v2c -c wrongcomm sw-core-1 system", "Timeout: No Response from sw-core-1", duration=8.0),
        p.run(f"snmpget {c} -Ot sysUpTime.0 IF-MIB::ifHCInOctets.10", """DISMAN-EVENT-MIB::sysUpTimeInstance = 1893468940
IF-MIB::ifHCInOctets.10 = Counter64: 877118655023""", duration=1.0),
    ]
    rs.add("terminal", "h59-terminal-15", SYSTEM, turns, state=state)


def t16(rs: RowSet) -> None:
    p = Pane("root", "edge-proxy", "/root")
    state = p.prompt
    cap = "tcpdump -ni eth0 -c 6 'tcp port 443 and tcp[tcpflags] & tcp-syn != 0'"
    head = """tcpdump: verbose output suppressed, use -v[v]... for full protocol decode
listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes
14:02:11.418220 IP 198.51.100.77.53112 > 10.0.0.15.443: Flags [S], seq 3390122811, win 64240, options [mss 1460,sackOK,TS val 2811029 ecr 0,nop,wscale 7], length 0
14:02:11.418301 IP 10.0.0.15.443 > 198.51.100.77.53112: Flags [S.], seq 1120983312, ack 3390122812, win 65160, options [mss 1460,sackOK,TS val 90123311 ecr 2811029,nop,wscale 7], length 0"""
    rest = """14:02:13.902877 IP 203.0.113.140.40466 > 10.0.0.15.443: Flags [S], seq 771209934, win 64240, options [mss 1452,sackOK,TS val 1188230 ecr 0,nop,wscale 8], length 0
14:02:13.902931 IP 10.0.0.15.443 > 203.0.113.140.40466: Flags [S.], seq 2904417810, ack 771209935, win 65160, options [mss 1460,sackOK,TS val 90125796 ecr 1188230,nop,wscale 7], length 0
14:02:15.077410 IP 192.0.2.201.61022 > 10.0.0.15.443: Flags [S], seq 4011928371, win 65535, options [mss 1400,nop,wscale 6,nop,nop,TS val 3329014 ecr 0,sackOK,eol], length 0
14:02:15.077466 IP 10.0.0.15.443 > 192.0.2.201.61022: Flags [S.], seq 1458820937, ack 4011928372, win 65160, options [mss 1460,sackOK,TS val 90126970 ecr 3329014,nop,wscale 7], length 0
6 packets captured
9 packets received by filter
0 packets dropped by kernel"""
    t1 = p.run("tcpdump -D", """1.eth0 [Up, Running, Connected]
2.any (Pseudo-device that captures on all interfaces) [Up, Running]
3.lo [Up, Running, Loopback]
4.docker0 [Up, Running, Connected]
5.nflog (Linux netfilter log (NFLOG) interface) [none]
6.nfqueue (Linux netfilter queue (NFQUEUE) interface) [none]""", duration=0.5)
    turns = [
        t1,
        pending(p, cap, head, 1.0),
        finish(p, cap, head + "\n" + rest, 5.0),
        p.run("tcpdump -ni eth0 -c 3 -w /tmp/h443.pcap port 443", """tcpdump: listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes
3 packets captured
14 packets received by filter
0 packets dropped by kernel""", duration=2.0),
        p.run("tcpdump -nr /tmp/h443.pcap", """reading from file /tmp/h443.pcap, link-type EN10MB (Ethernet), snapshot length 262144
14:03:40.101122 IP 10.0.0.15.443 > 203.0.113.9.61200: Flags [P.], seq 3821100412:3821100929, ack 99120441, win 501, options [nop,nop,TS val 90211994 ecr 4410021], length 517
14:03:40.128874 IP 203.0.113.9.61200 > 10.0.0.15.443: Flags [.], ack 3821100929, win 2047, options [nop,nop,TS val 4410049 ecr 90211994], length 0
14:03:40.131502 IP 10.0.0.15.443 > 198.51.100.77.53112: Flags [.], seq 2210440:2211888, ack 6022, win 501, options [nop,nop,TS val 90212024 ecr 2901188], length 1448""", duration=0.5),
        p.run("ls -l /tmp/h443.pcap", "-rw-r--r-- 1 tcpdump tcpdump 2235 Jun 18 14:03 /tmp/h443.pcap", duration=0.3),
    ]
    rs.add("terminal", "h59-terminal-16", SYSTEM, turns, state=state)


def t17(rs: RowSet) -> None:
    p = Pane("analyst", "sec-ws", "/home/analyst/cases/4471")
    state = p.prompt
    turns = [
        p.run("capinfos -M incident.pcapng", """File name:           incident.pcapng
File type:           Wireshark/... - pcapng
File encapsulation:  Ethernet
File timestamp precision:  microseconds (6)
Packet size limit:   file hdr: (not set)
Number of packets:   14212
File size:           10861244 bytes
Data size:           10402882 bytes
Capture duration:    312.845106 seconds
First packet time:   2024-06-14 08:31:02.114507
Last packet time:    2024-06-14 08:36:14.959613
Data byte rate:      33252.50 bytes/s
Data bit rate:       266020.00 bits/s
Average packet size: 731.98 bytes
Average packet rate: 45.43 packets/s
SHA256:              6b1f0c93e2d84a7751c0a9e3d2b8f14c05e7a6d9b3f2c1e08a7d6c5b4e3f2a19
RIPEMD160:           0c7e9a2f41d3b8e6c5a4f3e2d1c0b9a8f7e6d5c4
SHA1:                a3f9c2e1d0b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4
Strict time order:   True
Capture hardware:    Intel(R) Xeon(R) Silver 4214R CPU @ 2.40GHz (with SSE4.2)
Capture oper-sys:    Linux 5.15.0-105-generic
Capture application: Dumpcap (Wireshark) 3.6.2 (Git v3.6.2 packaged as 3.6.2-2)
Number of interfaces in file: 1
Interface #0 info:
                     Name = ens1f0
                     Encapsulation = Ethernet (1 - ether)
                     Capture length = 262144
                     Time precision = microseconds (6)
                     Time ticks per second = 1000000
                     Time resolution = 0x06
                     Operating system = Linux 5.15.0-105-generic
                     Number of stat entries = 1
                     Number of packets = 14212""", duration=1.0),
        p.run("tshark -r incident.pcapng -q -z conv,ip | head -9", """================================================================================
IPv4 Conversations
Filter:<No Filter>
                                               |       <-      | |       ->      | |     Total     |    Relative    |   Duration   |
                                               | Frames  Bytes | | Frames  Bytes | | Frames  Bytes |      Start     |              |
10.12.0.44           <-> 185.220.101.19          4102 5,811 kB    1988 201 kB      6090 6,012 kB    12.004711000       288.1233
10.12.0.44           <-> 10.12.0.2                811 98 kB        809 61 kB       1620 159 kB      0.000000000       312.8451
10.12.0.44           <-> 104.18.32.7               902 1,204 kB     611 88 kB       1513 1,292 kB    41.220918000       201.4471
10.12.0.51           <-> 10.12.0.2                703 71 kB        698 52 kB       1401 123 kB      0.380112000       311.9020""", duration=3.0),
        p.run("tshark -r incident.pcapng -Y 'dns.qry.name contains \"xz-update\"' -T fields -e frame.number -e frame.time_relative -e dns.qry.name -e dns.a", """118\t11.902114000\tcdn.xz-update.net\t
119\t11.931877000\tcdn.xz-update.net\t185.220.101.19""", duration=3.0),
        p.run("tshark -r incident.pcapng -Y 'ip.addr==185.220.101.19' | wc -l", "6090", duration=3.0),
        p.run("tshark -r incident.pcapng -q -z io,stat,0", """
===================================
| IO Statistics                   |
|                                 |
| Duration: 312.8 secs            |
| Interval: 312.8 secs            |
|                                 |
| Col 1: Frames and bytes         |
|---------------------------------|
|                |1               |
| Interval       | Frames | Bytes |
|---------------------------------|
|   0.0 <> 312.8 |  14221 | 10402882 |
===================================""", duration=3.0),
        p.run("tshark -r incident.pcapng -Y 'http.request' -T fields -e frame.number -e http.host -e http.request.uri", """132\tcdn.xz-update.net\t/dl/u.sh
140\tcdn.xz-update.net\t/dl/bin/x86_64/upd
6121\tcdn.xz-update.net\t/beacon?id=7f3a91c2&s=1""", duration=3.0),
        p.run("tshark -r incident.pcapng -q --export-objects http,objects && ls -l objects/", """total 4876
-rw-r--r-- 1 analyst analyst      38 Jun 18 16:22 'beacon%3fid=7f3a91c2&s=1'
-rw-r--r-- 1 analyst analyst     812 Jun 18 16:22 u.sh
-rw-r--r-- 1 analyst analyst 4981160 Jun 18 16:22 upd""", duration=4.0),
        p.run("sha256sum objects/upd objects/u.sh", """e4c1a9d07b3f5e28c6d1a0b9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9  objects/upd
19b2d3c4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90  objects/u.sh""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-17", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="io,stat counts 14221 frames in incident.pcapng while capinfos reported 14212 packets (with the same 10402882 data bytes) for the unchanged file.")


def t18(rs: RowSet) -> None:
    p = Pane("dev", "devbox", "/home/dev/inventory-svc")
    state = p.prompt
    new = '{"id":42,"sku":"RJ45-KST","name":"RJ45 keystone jack","qty":250}'
    turns = [
        p.run("curl -s localhost:8000/healthz", '{"status":"ok","version":"1.4.2","uptime_s":3412,"requests_total":1187}', duration=0.5),
        p.run("curl -s localhost:8000/api/items | jq -c '.[]'", """{"id":38,"sku":"CAB-0112","name":"Cat6 patch cable 2m","qty":140}
{"id":39,"sku":"SFP-10G-LR","name":"10G LR SFP+ module","qty":12}
{"id":41,"sku":"PSU-650-ATX","name":"650W ATX PSU","qty":7}""", duration=0.5),
        p.run("curl -s -X POST localhost:8000/api/items -H 'Content-Type: application/json' -d '{\"sku\":\"RJ45-KST\",\"name\":\"RJ45 keystone jack\",\"qty\":250}'", new, duration=0.5),
        p.run("curl -s -i localhost:8000/api/items/42", f"""HTTP/1.1 200 OK
date: Tue, 18 Jun 2024 15:20:44 GMT
server: uvicorn
content-length: {len(new)}
content-type: application/json

{new}""", duration=0.5),
        p.run("curl -s -X PATCH localhost:8000/api/items/41 -H 'Content-Type: application/json' -d '{\"qty\":5}'", '{"id":41,"sku":"PSU-650-ATX","name":"650W ATX PSU","qty":5}', duration=0.5),
        p.run("curl -s 'localhost:8000/api/items?sort=-qty' | jq -r '.[] | \"\\(.id)\\t\\(.qty)\\t\\(.sku)\"'", "42\t250\tRJ45-KST\n38\t140\tCAB-0112\n39\t12\tSFP-10G-LR\n41\t5\tPSU-650-ATX", duration=0.5),
        p.run("curl -s -X DELETE -o /dev/null -w '%{http_code}\\n' localhost:8000/api/items/39", "204", duration=0.5),
        p.run("curl -s -w '\\n%{http_code}\\n' localhost:8000/api/items/39", '{"detail":"Not Found"}\n404', duration=0.5),
        p.run("curl -s 'localhost:8000/api/items?limit=2&offset=2' | jq -c '.[]'", new, duration=0.5),
        p.run("curl -s localhost:8000/metrics | grep -E '^inventory_items_(total|created_total|deleted_total) '", """inventory_items_total 3
inventory_items_created_total 1
inventory_items_deleted_total 1""", duration=0.5),
        p.run("curl -s localhost:8000/healthz", '{"status":"ok","version":"1.4.2","uptime_s":3530,"requests_total":1201}', duration=0.5),
        p.run("curl -s localhost:8000/api/items | jq length", "3", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-18", SYSTEM, turns, state=state)


def t19(rs: RowSet) -> None:
    p = Pane("jdoe", "admin-ws", "/home/jdoe")
    state = p.prompt
    base = "ou=groups,dc=corp,dc=example,dc=com"
    srch = "ldapsearch -x -LLL -H ldap://ldap1.corp.example.com"
    mod = "ldapmodify -x -H ldap://ldap1.corp.example.com -D cn=admin,dc=corp,dc=example,dc=com -y ~/.ldappw"
    turns = [
        p.run(f"{srch} -b {base} '(cn=*)' cn description", f"""dn: cn=sre,{base}
cn: sre
description: Site reliability engineering

dn: cn=dev-team,{base}
cn: dev-team
description: Product developers (legacy name)

dn: cn=finance,{base}
cn: finance
description: Finance and accounting

dn: cn=vpn-users,{base}
cn: vpn-users
description: Allowed to use the corporate VPN
""", duration=0.5),
        p.run(f"{srch} -b cn=dev-team,{base} -s base member", f"""dn: cn=dev-team,{base}
member: uid=amartin,ou=people,dc=corp,dc=example,dc=com
member: uid=bchen,ou=people,dc=corp,dc=example,dc=com
member: uid=kpatel,ou=people,dc=corp,dc=example,dc=com
member: uid=lnovak,ou=people,dc=corp,dc=example,dc=com
""", duration=0.5),
        p.run("cat rename.ldif desc.ldif", f"""dn: cn=dev-team,{base}
changetype: modrdn
newrdn: cn=platform-eng
deleteoldrdn: 1

dn: cn=platform-eng,{base}
changetype: modify
replace: description
description: Platform engineering""", duration=0.3),
        p.run(f"{mod} -f rename.ldif", f'modifying rdn of entry "cn=dev-team,{base}"\n', duration=0.5),
        p.run(f"{mod} -f desc.ldif", f'modifying entry "cn=platform-eng,{base}"\n', duration=0.5),
        p.run(f"{srch} -b {base} '(member=uid=kpatel,ou=people,dc=corp,dc=example,dc=com)' dn", f"""dn: cn=platform-eng,{base}

dn: cn=vpn-users,{base}
""", duration=0.5),
        p.run(f"{srch} -b {base} '(cn=*)' cn description", f"""dn: cn=sre,{base}
cn: sre
description: Site reliability engineering

dn: cn=dev-team,{base}
cn: dev-team
description: Platform engineering

dn: cn=finance,{base}
cn: finance
description: Finance and accounting

dn: cn=vpn-users,{base}
cn: vpn-users
description: Allowed to use the corporate VPN
""", duration=0.5),
        p.run("ldapwhoami -x -H ldap://ldap1.corp.example.com -D cn=admin,dc=corp,dc=example,dc=com -y ~/.ldappw", "dn:cn=admin,dc=corp,dc=example,dc=com", duration=0.5),
        p.run(f"{srch} -b ou=people,dc=corp,dc=example,dc=com '(uid=kpatel)' cn mail loginShell", """dn: uid=kpatel,ou=people,dc=corp,dc=example,dc=com
cn: Kiran Patel
mail: kpatel@corp.example.com
loginShell: /bin/bash
""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-19", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="The group renamed to cn=platform-eng (and found under that DN one search earlier) is listed again as cn=dev-team.")


def t20(rs: RowSet) -> None:
    p = Pane("root", "fs01", "/root")
    state = p.prompt
    sc = "smbclient //localhost/finance -A /root/.smbcred"
    turns = [
        p.run("testparm -s 2>&1 | head -30", """Load smb config files from /etc/samba/smb.conf
Loaded services file OK.
Weak crypto is allowed by GnuTLS (e.g. NTLM as a compatibility fallback)

Server role: ROLE_STANDALONE

# Global parameters
[global]
\tlog file = /var/log/samba/log.%m
\tmap to guest = Bad User
\tmax log size = 1000
\tserver role = standalone server
\tserver string = fs01 file server
\tworkgroup = CORP


[finance]
\tpath = /srv/samba/finance
\tread only = No
\tvalid users = @finance


[scans]
\tguest ok = Yes
\tpath = /srv/samba/scans
\tread only = No""", duration=0.5),
        p.run("smbclient -L //localhost -A /root/.smbcred", """
\tSharename       Type      Comment
\t---------       ----      -------
\tfinance         Disk
\tscans           Disk
\tIPC$            IPC       IPC Service (fs01 file server)
SMB1 disabled -- no workgroup available""", duration=1.0),
        p.run(f"{sc} -c 'ls'", """  .                                   D        0  Tue Jun 18 09:12:40 2024
  ..                                  D        0  Mon Jan  8 11:02:13 2024
  Q2-forecast.xlsx                    A   184320  Fri Jun 14 16:45:02 2024
  invoices-2024                       D        0  Mon Jun 17 10:21:55 2024
  Q1-report.pdf                       A  2211904  Wed Apr 10 08:30:17 2024
  budget-draft.docx                   A    48233  Tue Jun 18 09:12:40 2024

\t\t52403200 blocks of size 1024. 31877120 blocks available""", duration=1.0),
        p.run(f"{sc} -c 'put /root/export/ledger-2024-06.csv ledger-2024-06.csv'", "putting file /root/export/ledger-2024-06.csv as \\ledger-2024-06.csv (4512.3 kb/s) (average 4512.3 kb/s)", duration=2.0),
        p.run(f"{sc} -c 'rename budget-draft.docx budget-2024H2.docx'", duration=1.0),
        p.run("smbstatus -S", """
Service      pid     Machine       Connected at                     Encryption   Signing
---------------------------------------------------------------------------------------------
finance      21877   10.2.0.41     Tue Jun 18 09:40:11 AM 2024 CEST -            -
scans        20412   10.2.0.77     Tue Jun 18 08:02:55 AM 2024 CEST -            -           """, duration=0.5),
        p.run("smbstatus -L | head -4", """Locked files:
Pid          User(ID)   DenyMode   Access      R/W        Oplock           SharePath   Name   Time
--------------------------------------------------------------------------------------------------
21877        1012       DENY_NONE  0x120089    RDONLY     LEASE(RH)        /srv/samba/finance   Q1-report.pdf   Tue Jun 18 09:41:30 2024""", duration=0.5),
        p.run("ls -l --time-style=long-iso /srv/samba/finance", """total 6240
-rw-rw-r-- 1 alice       finance 2211904 2024-04-10 08:30 Q1-report.pdf
-rw-rw-r-- 1 bob         finance  184320 2024-06-14 16:45 Q2-forecast.xlsx
-rw-rw-r-- 1 carol       finance   48233 2024-06-18 09:12 budget-2024H2.docx
drwxrwsr-x 2 alice       finance    4096 2024-06-17 10:21 invoices-2024
-rw-rw-r-- 1 svc-backup  finance 3940118 2024-06-18 09:44 ledger-2024-06.csv""", duration=0.3),
        p.run("smbcontrol smbd reload-config", duration=0.5),
        p.run(f"{sc} -c 'ls'", """  .                                   D        0  Tue Jun 18 09:45:20 2024
  ..                                  D        0  Mon Jan  8 11:02:13 2024
  Q2-forecast.xlsx                    A   184320  Mon Jun 17 16:45:02 2024
  invoices-2024                       D        0  Mon Jun 17 10:21:55 2024
  Q1-report.pdf                       A  2211904  Wed Apr 10 08:30:17 2024
  budget-2024H2.docx                  A    48233  Tue Jun 18 09:12:40 2024
  ledger-2024-06.csv                  A  3940118  Tue Jun 18 09:44:58 2024

\t\t52403200 blocks of size 1024. 31873272 blocks available""", duration=1.0),
    ]
    rs.add("terminal", "h59-terminal-20", SYSTEM, turns, state=state, bad=True, turn=10,
           kind="Q2-forecast.xlsx now shows a modification date of Mon Jun 17 16:45:02 though smbclient and ls -l both showed Fri Jun 14 16:45 and nothing touched the file.")


def t21(rs: RowSet) -> None:
    p = Pane("root", "nas02", "/root", style="rhel")
    state = p.prompt
    turns = [
        p.run("cat /etc/exports", """/srv/nfs/home     10.50.0.0/16(rw,sync,root_squash,no_subtree_check)
/srv/nfs/builds   10.50.8.0/24(rw,async,no_root_squash,no_subtree_check) 10.50.9.14(ro,sync,no_subtree_check)
/srv/nfs/isos     *(ro,sync,all_squash,no_subtree_check)""", duration=0.3),
        p.run("exportfs -v", """/srv/nfs/home \t10.50.0.0/16(sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash)
/srv/nfs/builds
\t\t10.50.8.0/24(async,wdelay,hide,no_subtree_check,sec=sys,rw,secure,no_root_squash,no_all_squash)
/srv/nfs/builds
\t\t10.50.9.14(sync,wdelay,hide,no_subtree_check,sec=sys,ro,secure,root_squash,no_all_squash)
/srv/nfs/isos \t<world>(sync,wdelay,hide,no_subtree_check,sec=sys,ro,secure,root_squash,all_squash)""", duration=0.3),
        p.run("mkdir -p /srv/nfs/scratch && echo '/srv/nfs/scratch  10.50.8.0/24(rw,sync,no_subtree_check)' >> /etc/exports && exportfs -ra", duration=0.5),
        p.run("showmount -e localhost", """Export list for localhost:
/srv/nfs/scratch 10.50.8.0/24
/srv/nfs/isos    *
/srv/nfs/builds  10.50.9.14,10.50.8.0/24
/srv/nfs/home    10.50.0.0/16""", duration=0.5),
        p.run("exportfs -u 10.50.9.14:/srv/nfs/builds", duration=0.3),
        p.run("exportfs -v | grep -A1 builds", """/srv/nfs/builds
\t\t10.50.8.0/24(async,wdelay,hide,no_subtree_check,sec=sys,rw,secure,no_root_squash,no_all_squash)""", duration=0.3),
        p.run("ss -tn state established '( sport = :2049 )'", """Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
0      0         10.50.0.10:2049   10.50.8.21:870
0      0         10.50.0.10:2049   10.50.8.22:682
0      0         10.50.0.10:2049  10.50.12.40:901          """, duration=0.3),
        p.run(r"sed -i 's/^\/srv\/nfs\/isos .*/\/srv\/nfs\/isos     10.50.0.0\/16(ro,sync,all_squash,no_subtree_check)/' /etc/exports && exportfs -ra && cat /etc/exports", """/srv/nfs/home     10.50.0.0/16(rw,sync,root_squash,no_subtree_check)
/srv/nfs/builds   10.50.8.0/24(rw,async,no_root_squash,no_subtree_check) 10.50.9.14(ro,sync,no_subtree_check)
/srv/nfs/isos     10.50.0.0/16(ro,sync,all_squash,no_subtree_check)
/srv/nfs/scratch  10.50.8.0/24(rw,sync,no_subtree_check)""", duration=0.5),
        p.run("showmount -e localhost", """Export list for localhost:
/srv/nfs/scratch 10.50.8.0/24
/srv/nfs/isos    10.50.0.0/16
/srv/nfs/builds  10.50.9.14,10.50.8.0/24
/srv/nfs/home    10.50.0.0/16""", duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-21", SYSTEM, turns, state=state)


def t22(rs: RowSet) -> None:
    p = Pane("root", "k8s-node4", "/root")
    state = p.prompt
    status_tail = """                     Link File: /usr/lib/systemd/network/99-default.link
                  Network File: /etc/systemd/network/20-enp2s0.network"""
    turns = [
        p.run("networkctl list", """IDX LINK         TYPE     OPERATIONAL SETUP
  1 lo           loopback carrier     unmanaged
  2 enp1s0       ether    routable    configured
  3 enp2s0       ether    off         configured
  4 cni0         bridge   routable    unmanaged
  5 flannel.1    vxlan    routable    unmanaged
  7 veth3a9c1f2e ether    enslaved    unmanaged

6 links listed.""", duration=0.5),
        p.run("cat /etc/systemd/network/20-enp2s0.network", """[Match]
Name=enp2s0

[Network]
Address=10.77.0.24/24
LinkLocalAddressing=no
ConfigureWithoutCarrier=no""", duration=0.3),
        p.run("ip link set enp2s0 up && sleep 3 && networkctl status enp2s0 --no-pager", "● 3: enp2s0\n" + status_tail + """
                         State: no-carrier (configured)
                  Online state: offline
                          Type: ether
                          Path: pci-0000:02:00.0
                        Driver: igb
                        Vendor: Intel Corporation
                         Model: I210 Gigabit Network Connection
              Hardware Address: 3c:ec:ef:41:07:9b (Super Micro Computer, Inc.)
                           MTU: 1500 (min: 68, max: 9216)
                         QDisc: mq
  IPv6 Address Generation Mode: eui64
      Number of Queues (Tx/Rx): 4/4
              Auto negotiation: yes
                          Port: tp

Jun 18 08:14:02 k8s-node4 systemd-networkd[611]: enp2s0: Link UP""", duration=4.0),
        p.run("journalctl -u systemd-networkd -n 4 --no-pager", """Jun 18 08:14:02 k8s-node4 systemd-networkd[611]: enp2s0: Link UP
Jun 18 08:14:49 k8s-node4 systemd-networkd[611]: enp2s0: Gained carrier
Jun 18 08:14:49 k8s-node4 systemd-networkd[611]: enp2s0: Configuring with /etc/systemd/network/20-enp2s0.network.
Jun 18 08:14:49 k8s-node4 systemd-networkd[611]: enp2s0: Configured""", duration=0.5),
        p.run("networkctl list", """IDX LINK         TYPE     OPERATIONAL SETUP
  1 lo           loopback carrier     unmanaged
  2 enp1s0       ether    routable    configured
  3 enp2s0       ether    routable    configured
  4 cni0         bridge   routable    unmanaged
  5 flannel.1    vxlan    routable    unmanaged
  7 veth3a9c1f2e ether    enslaved    unmanaged

6 links listed.""", duration=0.5),
        p.run("networkctl status enp2s0 --no-pager | head -4; ip -br addr show enp2s0", "● 4: enp2s0\n" + status_tail + """
                         State: routable (configured)
enp2s0           UP             10.77.0.24/24 """, duration=0.5),
    ]
    rs.add("terminal", "h59-terminal-22", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="networkctl status labels enp2s0 as link 4, but networkctl list (twice) gave it index 3 and index 4 belongs to cni0.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
