# ruff: noqa: E501
"""Held-out set h49, domain ``terminal``: 22 shell sessions in a tmux pane about small-office and home-server
administration (firewalls, certificates, backups, RAID and disks, printers, mail queues, shares, language
toolchains, database shells). Eleven trajectories hold exactly one contradiction (an observation that conflicts
with what an earlier one established, with no action in between that could explain it); eleven are clean but
full of legitimate changes (edits, renames, deletions, moving clocks and counters, other views of the same thing).

Run: ``python3 -m tests.decoherence.independent.holdout49_parts.terminal.make`` (writes ``terminal_test.jsonl``
and ``labels.json`` next to this file).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model** — a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a bash shell running in a tmux pane) after executing the given keystrokes.

Be as faithful as possible to real terminal behavior while maintaining consistency and logical correctness across the interaction sequence.

## Task Definition

Given:
1. **Historical Context**: previous interactions in this terminal session
2. **Current Terminal State**: the visible screen, including the prompt and prior output
3. **User Action**: a sequence of keystrokes sent to the terminal

Predict the **exact next terminal state** after all actions are executed.

## Context Awareness

Track and maintain across turns:
- **Working Directory**: changed by `cd`, reflected in the prompt
- **Environment Variables**: set by `export` or `VAR=value`
- **File System State**: files created, modified or deleted in previous turns
- **Process and Service State**: background jobs, daemons, databases, interactive programs and their prompts

File operations must be consistent with prior commands (`cat file.txt` after `rm file.txt` must fail), listings must reflect accumulated changes, and the prompt must match the established pattern.

## Action Format

User actions are a JSON array of command objects:

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.1
  }
]
```

- `keystrokes`: raw terminal input, verbatim. A trailing `\\n` executes the line; without it the text is only typed.
- Control characters use tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear screen); `\\u001b` is ESC (vim, nano).
- `duration`: seconds to wait before the screen is captured (default 1.0). Instant commands show their full output; long-running commands may still be in progress.
- Empty keystrokes `""` with a duration wait without input and show whatever appeared meanwhile. An empty array `[]` signals task completion.

## Output Assembly

1. **Command Echo**: the typed command on the prompt line (passwords typed at a password prompt are not echoed)
2. **Command Output**: stdout and stderr in execution order
3. **New Prompt**: ready for the next command, unless the process is still running or waiting for input

Preserve exact formatting: line breaks, spacing, tabs and special characters. For several command objects in one action, concatenate their outputs in order. The screen shows about 40 lines; older output scrolls off.

## Key Principles

- **Format**: prompt pattern, command echo and layout as a real terminal prints them.
- **Factuality**: correct command syntax and options; no fabricated files or contents.
- **Consistency**: respect the working directory, the environment and every earlier change; no conflicts with previously established state.
- **Realism**: plausible sizes, timestamps, permissions, ids and counters; appropriate error messages and exit codes.
- **Quality**: complete output with the detail needed for subsequent reasoning.

Reply with the predicted terminal screen after **Environment Observation:**."""


def nl(out: str) -> str:
    """Output as printed: ends with one newline (a deliberate trailing blank line is kept)."""
    if not out:
        return ""
    return out if out.endswith("\n") else out + "\n"


class Sh:
    """A shell (or an interactive program) in a tmux pane with an explicit prompt string."""

    def __init__(self, prompt: str) -> None:
        self.p = prompt

    def run(self, cmd: str, out: str = "", to: str | None = None, duration: float = 1.0) -> tuple[str, str]:
        before = self.p
        if to is not None:
            self.p = to
        text = f"{before} {cmd}\n" + nl(out) + self.p
        return keys(cmd, duration), text

    def multi(self, steps: list[tuple[str, str, str | None]], duration: float = 1.0) -> tuple[str, str]:
        """Several command objects in one action: (cmd, output, prompt after it)."""
        acts, parts = [], []
        for cmd, out, to in steps:
            acts.append({"keystrokes": cmd + "\n", "duration": duration})
            before = self.p
            if to is not None:
                self.p = to
            parts.append(f"{before} {cmd}\n" + nl(out))
        return jblock(acts), "".join(parts) + self.p


def hx(seed: str, n: int = 64) -> str:
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def psql_table(headers: list[str], rows: list[list[object]], title: str | None = None) -> str:
    """psql's aligned format: centred headers, numbers right-aligned, text left-aligned, row-count footer."""
    cols = len(headers)
    num = [all(isinstance(r[i], int) for r in rows) and bool(rows) for i in range(cols)]
    w = [max([len(headers[i])] + [len(str(r[i])) for r in rows]) for i in range(cols)]

    def centre(s: str, width: int) -> str:
        left = (width - len(s)) // 2
        return " " * left + s + " " * (width - len(s) - left)

    lines = []
    if title:
        total = sum(w) + 3 * cols - 1
        lines.append(centre(title, total).rstrip())
    lines.append("|".join(" " + centre(h, w[i]) + " " for i, h in enumerate(headers)))
    lines.append("+".join("-" * (w[i] + 2) for i in range(cols)))
    for r in rows:
        cells = []
        for i, v in enumerate(r):
            s = str(v)
            cells.append(" " + (s.rjust(w[i]) if num[i] else s.ljust(w[i])) + " ")
        lines.append("|".join(cells).rstrip())
    n = len(rows)
    lines.append(f"({n} row{'' if n == 1 else 's'})")
    return "\n".join(lines) + "\n"


def mysql_table(headers: list[str], rows: list[list[object]], secs: str = "0.00") -> str:
    cols = len(headers)
    num = [all(isinstance(r[i], int) for r in rows) and bool(rows) for i in range(cols)]
    w = [max([len(headers[i])] + [len(str(r[i])) for r in rows]) for i in range(cols)]
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    lines = [sep, "|" + "|".join(" " + h.ljust(w[i]) + " " for i, h in enumerate(headers)) + "|", sep]
    for r in rows:
        lines.append("|" + "|".join(" " + (str(v).rjust(w[i]) if num[i] else str(v).ljust(w[i])) + " "
                                    for i, v in enumerate(r)) + "|")
    lines.append(sep)
    n = len(rows)
    lines.append(f"{n} row{'' if n == 1 else 's'} in set ({secs} sec)")
    return "\n".join(lines) + "\n"


def sqlite_cols(headers: list[str], rows: list[list[object]]) -> str:
    """sqlite3 `.mode column` with `.headers on`."""
    w = [max([len(headers[i])] + [len(str(r[i])) for r in rows]) for i in range(len(headers))]
    lines = ["  ".join(h.ljust(w[i]) for i, h in enumerate(headers)).rstrip(),
             "  ".join("-" * x for x in w)]
    for r in rows:
        lines.append("  ".join(str(v).ljust(w[i]) for i, v in enumerate(r)).rstrip())
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- 01 ufw (clean)
def t01(rs: RowSet) -> None:
    sh = Sh("root@fw01:~#")
    state = sh.p
    turns = [
        sh.run("ufw status numbered", """Status: active

     To                         Action      From
     --                         ------      ----
[ 1] 22/tcp                     ALLOW IN    192.168.10.0/24
[ 2] 80/tcp                     ALLOW IN    Anywhere
[ 3] 443/tcp                    ALLOW IN    Anywhere
[ 4] 8080/tcp                   ALLOW IN    Anywhere                   # old gitea
[ 5] 22/tcp (v6)                ALLOW IN    fd00:10::/64
[ 6] 80/tcp (v6)                ALLOW IN    Anywhere (v6)
[ 7] 443/tcp (v6)               ALLOW IN    Anywhere (v6)
[ 8] 8080/tcp (v6)              ALLOW IN    Anywhere (v6)              # old gitea
"""),
        sh.run("ufw --force delete 4", "Rule deleted"),
        sh.run("ufw status numbered", """Status: active

     To                         Action      From
     --                         ------      ----
[ 1] 22/tcp                     ALLOW IN    192.168.10.0/24
[ 2] 80/tcp                     ALLOW IN    Anywhere
[ 3] 443/tcp                    ALLOW IN    Anywhere
[ 4] 22/tcp (v6)                ALLOW IN    fd00:10::/64
[ 5] 80/tcp (v6)                ALLOW IN    Anywhere (v6)
[ 6] 443/tcp (v6)               ALLOW IN    Anywhere (v6)
[ 7] 8080/tcp (v6)              ALLOW IN    Anywhere (v6)              # old gitea
"""),
        sh.run("ufw --force delete 7", "Rule deleted (v6)"),
        sh.run("ufw allow from 192.168.10.0/24 to any port 9100 proto tcp comment 'node_exporter'", "Rule added"),
        sh.run("ufw status verbose", """Status: active
Logging: on (low)
Default: deny (incoming), allow (outgoing), deny (routed)
New profiles: skip

To                         Action      From
--                         ------      ----
22/tcp                     ALLOW IN    192.168.10.0/24
80/tcp                     ALLOW IN    Anywhere
443/tcp                    ALLOW IN    Anywhere
9100/tcp                   ALLOW IN    192.168.10.0/24            # node_exporter
22/tcp (v6)                ALLOW IN    fd00:10::/64
80/tcp (v6)                ALLOW IN    Anywhere (v6)
443/tcp (v6)               ALLOW IN    Anywhere (v6)
"""),
        sh.run("ufw logging medium", "Logging enabled"),
        sh.run("ufw status verbose | head -n 3", """Status: active
Logging: on (medium)
Default: deny (incoming), allow (outgoing), deny (routed)
"""),
    ]
    rs.add("terminal", "h49-terminal-01", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 02 nftables (bad: rule handle changes)
def t02(rs: RowSet) -> None:
    sh = Sh("root@edge-rtr:~#")
    state = sh.p
    turns = [
        sh.run("nft -a list table inet filter", """table inet filter { # handle 1
	set blocklist4 { # handle 4
		type ipv4_addr
		flags interval
		elements = { 45.155.205.0/24, 185.220.101.0/24 }
	}

	chain input { # handle 2
		type filter hook input priority filter; policy drop;
		ct state established,related accept # handle 5
		iif "lo" accept # handle 6
		ip saddr @blocklist4 counter packets 1893 bytes 101482 drop # handle 7
		tcp dport 22 ip saddr 192.168.50.0/24 accept # handle 8
		tcp dport { 80, 443 } accept # handle 9
		udp dport 51820 accept # handle 10
		icmp type echo-request limit rate 5/second accept # handle 11
		counter packets 30417 bytes 1822040 log prefix "nft-drop: " drop # handle 12
	}

	chain forward { # handle 3
		type filter hook forward priority filter; policy drop;
	}
}
"""),
        sh.run("nft add element inet filter blocklist4 { 193.42.33.0/24 }"),
        sh.run("nft delete rule inet filter input handle 10"),
        sh.run("nft -e -a add rule inet filter input position 9 tcp dport 9090 ip saddr 192.168.50.0/24 accept",
               """add rule inet filter input tcp dport 9090 ip saddr 192.168.50.0/24 accept # handle 13
# new generation 27 by process 41873 (nft)
"""),
        sh.run("nft -a list chain inet filter input", """table inet filter {
	chain input { # handle 2
		type filter hook input priority filter; policy drop;
		ct state established,related accept # handle 5
		iif "lo" accept # handle 6
		ip saddr @blocklist4 counter packets 1931 bytes 103504 drop # handle 7
		tcp dport 22 ip saddr 192.168.50.0/24 accept # handle 14
		tcp dport { 80, 443 } accept # handle 9
		tcp dport 9090 ip saddr 192.168.50.0/24 accept # handle 13
		icmp type echo-request limit rate 5/second accept # handle 11
		counter packets 30842 bytes 1847210 log prefix "nft-drop: " drop # handle 12
	}
}
"""),
        sh.run("nft list set inet filter blocklist4", """table inet filter {
	set blocklist4 {
		type ipv4_addr
		flags interval
		elements = { 45.155.205.0/24, 185.220.101.0/24,
			193.42.33.0/24 }
	}
}
"""),
        sh.run("systemctl is-enabled nftables", "enabled"),
        sh.run("journalctl -k --since '-10 min' --no-pager | grep nft-drop | tail -n 3", """Jun 04 10:21:07 edge-rtr kernel: nft-drop: IN=enp2s0 OUT= MAC=00:0d:b9:5e:11:a0:3c:61:04:7e:90:12:08:00 SRC=79.124.62.134 DST=203.0.113.77 LEN=44 TOS=0x00 PREC=0x00 TTL=243 ID=54321 PROTO=TCP SPT=51623 DPT=3389 WINDOW=1024 RES=0x00 SYN URGP=0
Jun 04 10:21:31 edge-rtr kernel: nft-drop: IN=enp2s0 OUT= MAC=00:0d:b9:5e:11:a0:3c:61:04:7e:90:12:08:00 SRC=162.216.149.201 DST=203.0.113.77 LEN=44 TOS=0x00 PREC=0x00 TTL=239 ID=37120 PROTO=TCP SPT=58104 DPT=8443 WINDOW=1024 RES=0x00 SYN URGP=0
Jun 04 10:22:02 edge-rtr kernel: nft-drop: IN=enp2s0 OUT= MAC=00:0d:b9:5e:11:a0:3c:61:04:7e:90:12:08:00 SRC=45.148.10.92 DST=203.0.113.77 LEN=40 TOS=0x00 PREC=0x00 TTL=245 ID=61188 PROTO=TCP SPT=44817 DPT=23 WINDOW=65535 RES=0x00 SYN URGP=0
"""),
        sh.run("nft list chain inet filter input | grep -n 9090", "9:		tcp dport 9090 ip saddr 192.168.50.0/24 accept"),
    ]
    rs.add("terminal", "h49-terminal-02", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="the ssh accept rule listed as handle 8 in turn 1 shows handle 14 in turn 5 though it was never replaced (nft handles are fixed)")


# --------------------------------------------------------------------------- 03 certbot (bad: expiry date)
CB_SEP = "- " * 39 + "-"


def t03(rs: RowSet) -> None:
    sh = Sh("root@web01:~#")
    state = sh.p
    live = "/etc/letsencrypt/live"
    turns = [
        sh.run("certbot certificates", f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{CB_SEP}
Found the following certs:
  Certificate Name: cloud.hartwell-family.net
    Serial Number: 3f9a2c71e0b84d5a6c21f0e9d7b3a4c8e11
    Key Type: ECDSA
    Domains: cloud.hartwell-family.net
    Expiry Date: 2025-06-19 04:12:37+00:00 (VALID: 13 days)
    Certificate Path: {live}/cloud.hartwell-family.net/fullchain.pem
    Private Key Path: {live}/cloud.hartwell-family.net/privkey.pem
  Certificate Name: hartwell-family.net
    Serial Number: 4b07e1d92a6f38c05e7d19a2b4f6c0d8a93
    Key Type: ECDSA
    Domains: hartwell-family.net www.hartwell-family.net
    Expiry Date: 2025-08-02 11:45:09+00:00 (VALID: 57 days)
    Certificate Path: {live}/hartwell-family.net/fullchain.pem
    Private Key Path: {live}/hartwell-family.net/privkey.pem
{CB_SEP}
"""),
        sh.run(f"openssl x509 -in {live}/cloud.hartwell-family.net/cert.pem -noout -serial -dates -subject -issuer", """serial=3F9A2C71E0B84D5A6C21F0E9D7B3A4C8E11
notBefore=Mar 21 04:12:38 2025 GMT
notAfter=Jun 19 04:12:37 2025 GMT
subject=CN = cloud.hartwell-family.net
issuer=C = US, O = Let's Encrypt, CN = E6
"""),
        sh.run("certbot certificates --cert-name cloud.hartwell-family.net", f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{CB_SEP}
Found the following matching certs:
  Certificate Name: cloud.hartwell-family.net
    Serial Number: 3f9a2c71e0b84d5a6c21f0e9d7b3a4c8e11
    Key Type: ECDSA
    Domains: cloud.hartwell-family.net
    Expiry Date: 2025-06-26 04:12:37+00:00 (VALID: 20 days)
    Certificate Path: {live}/cloud.hartwell-family.net/fullchain.pem
    Private Key Path: {live}/cloud.hartwell-family.net/privkey.pem
{CB_SEP}
"""),
        sh.run("grep -E '^(authenticator|server|key_type|renew_before_expiry)' /etc/letsencrypt/renewal/cloud.hartwell-family.net.conf", """renew_before_expiry = 10 days
authenticator = nginx
server = https://acme-v02.api.letsencrypt.org/directory
key_type = ecdsa
"""),
        sh.run("certbot renew --cert-name cloud.hartwell-family.net --force-renewal", f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{CB_SEP}
Processing /etc/letsencrypt/renewal/cloud.hartwell-family.net.conf
{CB_SEP}
Renewing an existing certificate for cloud.hartwell-family.net

{CB_SEP}
Congratulations, all renewals succeeded:
  {live}/cloud.hartwell-family.net/fullchain.pem (success)
{CB_SEP}
""", duration=20.0),
        sh.run(f"openssl x509 -in {live}/cloud.hartwell-family.net/cert.pem -noout -serial -dates", """serial=04D3E81A6B0F29C77E5A13B8D640F2E9C5A7
notBefore=Jun  6 07:58:02 2025 GMT
notAfter=Sep  4 07:58:01 2025 GMT
"""),
        sh.run("systemctl reload nginx && systemctl status nginx --no-pager | head -n 5", """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/usr/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Mon 2025-05-26 06:41:12 UTC; 1 week 4 days ago
       Docs: man:nginx(8)
    Process: 228715 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
"""),
    ]
    rs.add("terminal", "h49-terminal-03", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="certbot reports the cloud certificate (same serial) expiring 2025-06-26 though turns 1-2 showed 2025-06-19 and nothing renewed it yet")


# --------------------------------------------------------------------------- 04 restic (clean)
def t04(rs: RowSet) -> None:
    sh = Sh("root@homeserver:~#")
    state = sh.p
    opened = "repository 7c1e93ab opened (version 2, compression level auto)"
    line72 = "-" * 72
    turns = [
        sh.run("export RESTIC_REPOSITORY=/mnt/usb-backup/restic RESTIC_PASSWORD_FILE=/root/.restic-pass"),
        sh.run("restic snapshots", f"""{opened}
ID        Time                 Host        Tags        Paths
{line72}
a41f0c2e  2025-05-25 02:30:04  homeserver  nightly     /etc
                                                       /home
e93b7d15  2025-06-01 02:30:03  homeserver  nightly     /etc
                                                       /home
5d20c8f9  2025-06-02 02:30:05  homeserver  nightly     /etc
                                                       /home
b8c6e4a1  2025-06-03 02:30:02  homeserver  nightly     /etc
                                                       /home
{line72}
4 snapshots
"""),
        sh.run("restic backup /home /etc --tag manual", f"""{opened}
using parent snapshot b8c6e4a1
[0:00] 100.00%  2 / 2 index files loaded

Files:         214 new,   587 changed, 48911 unmodified
Dirs:           31 new,   402 changed,  6110 unmodified
Added to the repository: 1.204 GiB (1.117 GiB stored)

processed 49712 files, 86.447 GiB in 0:41
snapshot f20a9d37 saved
""", duration=60.0),
        sh.run("restic snapshots --tag manual", f"""{opened}
ID        Time                 Host        Tags        Paths
{line72}
f20a9d37  2025-06-03 14:12:48  homeserver  manual      /etc
                                                       /home
{line72}
1 snapshots
"""),
        sh.run("restic forget --tag nightly --keep-last 3 --prune", f"""{opened}
Applying Policy: keep 3 latest snapshots
snapshots for (host [homeserver], paths [/etc, /home]):
keep 3 snapshots:
ID        Time                 Host        Tags        Reasons        Paths
{"-" * 87}
e93b7d15  2025-06-01 02:30:03  homeserver  nightly     last snapshot  /etc
                                                                      /home
5d20c8f9  2025-06-02 02:30:05  homeserver  nightly     last snapshot  /etc
                                                                      /home
b8c6e4a1  2025-06-03 02:30:02  homeserver  nightly     last snapshot  /etc
                                                                      /home
{"-" * 87}
3 snapshots

remove 1 snapshots:
ID        Time                 Host        Tags        Paths
{line72}
a41f0c2e  2025-05-25 02:30:04  homeserver  nightly     /etc
                                                       /home
{line72}
1 snapshots

[0:00] 100.00%  1 / 1 files deleted
1 snapshots have been removed, running prune
loading indexes...
[0:00] 100.00%  3 / 3 index files loaded
loading all snapshots...
finding data that is still in use for 4 snapshots
[0:02] 100.00%  4 / 4 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:00] 100.00%  1893 / 1893 packs processed

to repack:           212 blobs / 38.510 MiB
this removes:        118 blobs / 21.774 MiB
to delete:           406 blobs / 612.309 MiB
total prune:         524 blobs / 634.083 MiB
remaining:        181203 blobs / 71.882 GiB
unused size after prune: 3.411 MiB (0.00% of remaining size)

repacking packs
[0:01] 100.00%  4 / 4 packs repacked
rebuilding index
[0:00] 100.00%  1862 / 1862 packs processed
deleting obsolete index files
[0:00] 100.00%  3 / 3 files deleted
removing 35 old packs
[0:00] 100.00%  35 / 35 files deleted
done
""", duration=30.0),
        sh.run("restic snapshots --compact", f"""{opened}
ID        Time                 Host        Tags
{"-" * 50}
e93b7d15  2025-06-01 02:30:03  homeserver  nightly
5d20c8f9  2025-06-02 02:30:05  homeserver  nightly
b8c6e4a1  2025-06-03 02:30:02  homeserver  nightly
f20a9d37  2025-06-03 14:12:48  homeserver  manual
{"-" * 50}
4 snapshots
"""),
        sh.run("restic stats --mode raw-data", f"""{opened}
[0:00] 100.00%  1 / 1 index files loaded
scanning...
Stats in raw-data mode:
     Snapshots processed:  4
        Total Blob Count:  181203
 Total Uncompressed Size:  79.514 GiB
              Total Size:  71.882 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.11x
Compression Space Saving:  9.60%
""", duration=10.0),
        sh.run("restic stats latest", f"""{opened}
[0:00] 100.00%  1 / 1 index files loaded
scanning...
Stats in restore-size mode:
     Snapshots processed:  1
        Total File Count:  56255
              Total Size:  86.447 GiB
""", duration=10.0),
        sh.run("restic check", f"""using temporary cache in /tmp/restic-check-cache-2291446731
{opened}
created new cache in /tmp/restic-check-cache-2291446731
create exclusive lock for repository
load indexes
[0:00] 100.00%  1 / 1 index files loaded
check all packs
check snapshots, trees and blobs
[0:03] 100.00%  4 / 4 snapshots
no errors were found
""", duration=20.0),
        sh.run("ls -la /mnt/usb-backup/restic", """total 36
drwx------   7 root root  4096 Mar  2 19:40 .
drwxr-xr-x   4 root root  4096 Mar  2 19:38 ..
-r--------   1 root root   155 Mar  2 19:40 config
drwx------ 258 root root  4096 Mar  2 19:40 data
drwx------   2 root root  4096 Jun  3 14:15 index
drwx------   2 root root  4096 Mar  2 19:40 keys
drwx------   2 root root  4096 Jun  3 14:16 locks
drwx------   2 root root  4096 Jun  3 14:14 snapshots
"""),
    ]
    rs.add("terminal", "h49-terminal-04", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 05 users and groups (clean)
def t05(rs: RowSet) -> None:
    sh = Sh("root@office-srv:~#")
    state = sh.p
    turns = [
        sh.run("getent group staff accounting", """staff:x:1001:mara,tobias,jens
accounting:x:1004:irene
"""),
        sh.run('useradd -m -s /bin/bash -c "Lena Vogt" -G staff,accounting lvogt && passwd -e lvogt',
               "passwd: password expiry information changed."),
        sh.run("id lvogt; getent group staff accounting; ls -ld /home/lvogt", """uid=1006(lvogt) gid=1006(lvogt) groups=1006(lvogt),1001(staff),1004(accounting)
staff:x:1001:mara,tobias,jens,lvogt
accounting:x:1004:irene,lvogt
drwxr-x--- 2 lvogt lvogt 4096 Jun  4 10:21 /home/lvogt
"""),
        sh.run("usermod -l lena.vogt -d /home/lena.vogt -m lvogt && groupmod -n lena.vogt lvogt"),
        sh.run("id lena.vogt; getent group staff accounting lena.vogt; ls -ld /home/lena.vogt; id lvogt", """uid=1006(lena.vogt) gid=1006(lena.vogt) groups=1006(lena.vogt),1001(staff),1004(accounting)
staff:x:1001:mara,tobias,jens,lena.vogt
accounting:x:1004:irene,lena.vogt
lena.vogt:x:1006:
drwxr-x--- 2 lena.vogt lena.vogt 4096 Jun  4 10:21 /home/lena.vogt
id: 'lvogt': no such user
"""),
        sh.run("gpasswd -d lena.vogt accounting && id lena.vogt && chage -l lena.vogt", """Removing user lena.vogt from group accounting
uid=1006(lena.vogt) gid=1006(lena.vogt) groups=1006(lena.vogt),1001(staff)
Last password change					: password must be changed
Password expires					: password must be changed
Password inactive					: password must be changed
Account expires						: never
Minimum number of days between password change		: 0
Maximum number of days between password change		: 99999
Number of days of warning before password expires	: 7
"""),
    ]
    rs.add("terminal", "h49-terminal-05", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 06 borg (bad: renamed archive back under old name)
def t06(rs: RowSet) -> None:
    sh = Sh("root@backupbox:~#")
    state = sh.p
    ids = {n: hx("borg-" + n) for n in ["0531", "0601", "0602", "0603", "preup", "manual"]}
    line78 = "-" * 78
    turns = [
        sh.run("export BORG_REPO=ssh://borg@vault.lan:2222/./repos/office BORG_PASSCOMMAND='cat /root/.borg-pass'"),
        sh.run("borg list", f"""office-2025-05-31T23:00:02           Sat, 2025-05-31 23:00:04 [{ids['0531']}]
office-2025-06-01T23:00:01           Sun, 2025-06-01 23:00:03 [{ids['0601']}]
office-2025-06-02T23:00:02           Mon, 2025-06-02 23:00:04 [{ids['0602']}]
office-2025-06-03T23:00:01           Tue, 2025-06-03 23:00:03 [{ids['0603']}]
pre-upgrade-ubuntu24                 Wed, 2025-06-04 08:41:17 [{ids['preup']}]
""", duration=5.0),
        sh.run("borg info ::pre-upgrade-ubuntu24", f"""Archive name: pre-upgrade-ubuntu24
Archive fingerprint: {ids['preup']}
Comment:
Hostname: backupbox
Username: root
Time (start): Wed, 2025-06-04 08:41:17
Time (end): Wed, 2025-06-04 08:49:52
Duration: 8 minutes 35.12 seconds
Number of files: 312448
Command line: /usr/bin/borg create --stats --compression zstd,6 --exclude-caches --exclude /proc --exclude /sys --exclude /dev --exclude /run --exclude /tmp ::pre-upgrade-ubuntu24 /
Utilization of maximum supported archive size: 0%
{line78}
                       Original size      Compressed size    Deduplicated size
This archive:               18.72 GB              7.91 GB            412.63 MB
All archives:              109.30 GB             43.85 GB             14.22 GB

                       Unique chunks         Total chunks
Chunk index:                  418921              2214532
""", duration=5.0),
        sh.run("borg rename ::pre-upgrade-ubuntu24 pre-upgrade-noble-2025-06-04", duration=3.0),
        sh.run("borg delete --stats ::office-2025-05-31T23:00:02", f"""{line78}
                       Original size      Compressed size    Deduplicated size
Deleted data:              -22.61 GB             -9.12 GB           -318.40 MB
All archives:               86.69 GB             34.73 GB             13.90 GB

                       Unique chunks         Total chunks
Chunk index:                  414603              1756318
{line78}
""", duration=10.0),
        sh.run("borg create --stats --compression zstd,6 ::manual-{now:%Y-%m-%dT%H:%M} /srv/shares", f"""{line78}
Repository: ssh://borg@vault.lan:2222/./repos/office
Archive name: manual-2025-06-04T09:17
Archive fingerprint: {ids['manual']}
Time (start): Wed, 2025-06-04 09:17:06
Time (end):   Wed, 2025-06-04 09:18:41
Duration: 1 minutes 35.48 seconds
Number of files: 41870
Utilization of max. archive size: 0%
{line78}
                       Original size      Compressed size    Deduplicated size
This archive:               15.04 GB              6.02 GB             27.91 MB
All archives:              101.73 GB             40.75 GB             13.93 GB

                       Unique chunks         Total chunks
Chunk index:                  414980              2103311
{line78}
""", duration=120.0),
        sh.run("borg list ::manual-2025-06-04T09:17 srv/shares/buchhaltung/2025 | head -n 6", """drwxrws--- root   accounting        0 Tue, 2025-06-03 16:02:11 srv/shares/buchhaltung/2025
-rw-rw---- irene  accounting   284913 Mon, 2025-06-02 11:48:30 srv/shares/buchhaltung/2025/rechnungen-mai.xlsx
-rw-rw---- irene  accounting    61440 Tue, 2025-06-03 16:02:11 srv/shares/buchhaltung/2025/kasse-juni.ods
-rw-rw---- mara   accounting  1874262 Fri, 2025-05-30 09:14:52 srv/shares/buchhaltung/2025/ust-voranmeldung-q1.pdf
drwxrws--- irene  accounting        0 Mon, 2025-06-02 11:50:07 srv/shares/buchhaltung/2025/belege
-rw-rw---- irene  accounting   733184 Mon, 2025-06-02 11:50:07 srv/shares/buchhaltung/2025/belege/2025-05-28_tankstelle.pdf
""", duration=5.0),
        sh.run("borg list", f"""office-2025-06-01T23:00:01           Sun, 2025-06-01 23:00:03 [{ids['0601']}]
office-2025-06-02T23:00:02           Mon, 2025-06-02 23:00:04 [{ids['0602']}]
office-2025-06-03T23:00:01           Tue, 2025-06-03 23:00:03 [{ids['0603']}]
pre-upgrade-ubuntu24                 Wed, 2025-06-04 08:41:17 [{ids['preup']}]
manual-2025-06-04T09:17              Wed, 2025-06-04 09:17:06 [{ids['manual']}]
""", duration=5.0),
        sh.run("borg compact --verbose", "compaction freed about 301.88 MB repository space.", duration=30.0),
        sh.run("borg info ::manual-2025-06-04T09:17 | grep -E 'Number of files|Duration'", """Duration: 1 minutes 35.48 seconds
Number of files: 41870
""", duration=5.0),
        sh.run("borg check --archives-only --last 1 -v", """Starting archive consistency check...
Analyzing archive manual-2025-06-04T09:17 (1/1)
Archive consistency check complete, no problems found.
""", duration=20.0),
    ]
    rs.add("terminal", "h49-terminal-06", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="borg list shows the archive under its old name pre-upgrade-ubuntu24 although turn 4 renamed it to pre-upgrade-noble-2025-06-04")


# --------------------------------------------------------------------------- 07 ssh keys (bad: fingerprint differs)
def t07(rs: RowSet) -> None:
    sh = Sh("tobias@ws-tobias:~$")
    state = sh.p
    fp = "SHA256:Qm3vX8rT1kYp0aH6cN2eLw9sJ4uB7dF5gZ1iR3oV8xE"
    fp_bad = "SHA256:Qm3vX8rT1kYp0aH6cN2eLw9sJ4uB7dP2hT6iR3oV8xE"
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk2c0pV7xq4Wd9mB1rT8zLh3nF6eYs0aJ5uQ2gKcPvN tobias@ws-tobias 2025-06"
    copy = "ssh-copy-id -i ~/.ssh/id_ed25519_office.pub -p 2202 tobias@files.office.lan"
    copy_head = f"""{sh.p} {copy}
/usr/bin/ssh-copy-id: INFO: Source of key(s) to be installed: "/home/tobias/.ssh/id_ed25519_office.pub"
/usr/bin/ssh-copy-id: INFO: attempting to log in with the new key(s), to filter out any that are already installed
/usr/bin/ssh-copy-id: INFO: 1 key(s) remain to be installed -- if you are prompted now it is to install the new keys
tobias@files.office.lan's password: """
    cfg = r"printf 'Host files\n  HostName files.office.lan\n  Port 2202\n  User tobias\n  IdentityFile ~/.ssh/id_ed25519_office\n' >> ~/.ssh/config"
    turns = [
        sh.run("ssh-keygen -t ed25519 -C 'tobias@ws-tobias 2025-06' -f ~/.ssh/id_ed25519_office -N ''", f"""Generating public/private ed25519 key pair.
Your identification has been saved in /home/tobias/.ssh/id_ed25519_office
Your public key has been saved in /home/tobias/.ssh/id_ed25519_office.pub
The key fingerprint is:
{fp} tobias@ws-tobias 2025-06
The key's randomart image is:
+--[ED25519 256]--+
|      .o+=*+.    |
|     . o.=B=o    |
|      + o.=*+.   |
|     . = +.+o    |
|      o S * .    |
|     . = = B     |
|      . * O .    |
|       . E.=     |
|        ..oo.    |
+----[SHA256]-----+
"""),
        sh.run("cat ~/.ssh/id_ed25519_office.pub", pub),
        (keys(copy, 3.0), copy_head),
        (keys("Wint3r-Blu3-2025", 5.0), copy_head + """

Number of key(s) added: 1

Now try logging into the machine, with:   "ssh -p '2202' 'tobias@files.office.lan'"
and check to make sure that only the key(s) you wanted were added.

""" + sh.p),
        sh.run(cfg),
        sh.run("ssh files 'ssh-keygen -lf ~/.ssh/authorized_keys'", f"""3072 SHA256:pV0cW4nK2sE9hT7yQ1bM6xR3fJ8aL5dZ0uG4iO2kN7c tobias@old-laptop (RSA)
256 SHA256:Jt0kHc4wFq8nYb2PzLr5mX7sVe1aGd9uKo3TiW6yN4Q tobias@pixel7 (ED25519)
256 {fp_bad} tobias@ws-tobias 2025-06 (ED25519)
""", duration=3.0),
        sh.run("ssh -v files exit 2>&1 | grep -E 'Authentications that|Offering|Server accepts|Authenticated to'", f"""debug1: Authentications that can continue: publickey,password
debug1: Offering public key: /home/tobias/.ssh/id_ed25519_office ED25519 {fp} explicit
debug1: Server accepts key: /home/tobias/.ssh/id_ed25519_office ED25519 {fp} explicit
Authenticated to files.office.lan ([192.168.10.20]:2202) using "publickey".
""", duration=3.0),
        sh.run("ls -l ~/.ssh", """total 20
-rw-r--r-- 1 tobias tobias 105 Jun  4 10:37 config
-rw------- 1 tobias tobias 419 Jun  4 10:34 id_ed25519_office
-rw-r--r-- 1 tobias tobias 106 Jun  4 10:34 id_ed25519_office.pub
-rw------- 1 tobias tobias 978 May 12 16:20 known_hosts
-rw-r--r-- 1 tobias tobias 142 Feb 11 09:12 known_hosts.old
"""),
    ]
    rs.add("terminal", "h49-terminal-07", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="the server's authorized_keys lists the newly copied key with fingerprint ...dP2hT6i... while turn 1 generated it as ...dF5gZ1i... (and turn 7 shows the original again)")


# --------------------------------------------------------------------------- 08 mdadm (clean)
MD1_UUID = "8c41f2d7:5e09a3b1:c7d26e48:0f1b9a53"


def t08(rs: RowSet) -> None:
    sh = Sh("root@nas:~#")
    state = sh.p
    pers = "Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10] "
    md0 = """md0 : active raid1 sdb1[0] sdc1[1]
      1953381440 blocks super 1.2 [2/2] [UU]
      bitmap: 2/15 pages [8KB], 65536KB chunk
"""
    turns = [
        sh.run("cat /proc/mdstat", f"""{pers}
md1 : active raid5 sdd1[0] sdf1[3](F) sde1[1]
      7813771264 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/2] [UU_]
      bitmap: 9/30 pages [36KB], 65536KB chunk

{md0}
unused devices: <none>
"""),
        sh.run("mdadm --detail /dev/md1", f"""/dev/md1:
           Version : 1.2
     Creation Time : Sat Nov 16 14:22:51 2024
        Raid Level : raid5
        Array Size : 7813771264 (7.28 TiB 8.00 TB)
     Used Dev Size : 3906885632 (3.64 TiB 4.00 TB)
      Raid Devices : 3
     Total Devices : 3
       Persistence : Superblock is persistent

     Intent Bitmap : Internal

       Update Time : Wed Jun  4 08:12:40 2025
             State : clean, degraded
    Active Devices : 2
   Working Devices : 2
    Failed Devices : 1
     Spare Devices : 0

            Layout : left-symmetric
        Chunk Size : 512K

Consistency Policy : bitmap

              Name : nas:1  (local to host nas)
              UUID : {MD1_UUID}
            Events : 48211

    Number   Major   Minor   RaidDevice State
       0       8       49        0      active sync   /dev/sdd1
       1       8       65        1      active sync   /dev/sde1
       -       0        0        2      removed

       3       8       81        -      faulty   /dev/sdf1
"""),
        sh.run("mdadm /dev/md1 --remove /dev/sdf1", "mdadm: hot removed /dev/sdf1 from /dev/md1"),
        sh.run("sgdisk -R /dev/sdg /dev/sdd && sgdisk -G /dev/sdg", """The operation has completed successfully.
The operation has completed successfully.
"""),
        sh.run("mdadm /dev/md1 --add /dev/sdg1", "mdadm: added /dev/sdg1"),
        sh.run("cat /proc/mdstat", f"""{pers}
md1 : active raid5 sdg1[4] sdd1[0] sde1[1]
      7813771264 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/2] [UU_]
      [>....................]  recovery =  0.4% (15872000/3906885632) finish=412.6min speed=157126K/sec
      bitmap: 9/30 pages [36KB], 65536KB chunk

{md0}
unused devices: <none>
"""),
        sh.run("mdadm --detail /dev/md1 | grep -E 'State :|Devices :|Rebuild Status|Events'", """             State : clean, degraded, recovering
      Raid Devices : 3
     Total Devices : 3
    Active Devices : 2
   Working Devices : 3
    Failed Devices : 0
     Spare Devices : 1
    Rebuild Status : 1% complete
            Events : 48236
"""),
        sh.run("cat /proc/mdstat", f"""{pers}
md1 : active raid5 sdg1[4] sdd1[0] sde1[1]
      7813771264 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/2] [UU_]
      [>....................]  recovery =  3.1% (121484288/3906885632) finish=398.2min speed=158423K/sec
      bitmap: 9/30 pages [36KB], 65536KB chunk

{md0}
unused devices: <none>
"""),
        sh.run("mdadm --detail --scan && update-initramfs -u", f"""ARRAY /dev/md1 metadata=1.2 spares=1 name=nas:1 UUID={MD1_UUID}
ARRAY /dev/md0 metadata=1.2 name=nas:0 UUID=3a7be019:64d2c58f:91e0b4a6:d5f3721c
update-initramfs: Generating /boot/initrd.img-6.8.0-60-generic
""", duration=15.0),
    ]
    rs.add("terminal", "h49-terminal-08", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 09 systemd timers (clean)
def t09(rs: RowSet) -> None:
    sh = Sh("root@homelab:~#")
    state = sh.p
    svc = r"printf '[Unit]\nDescription=Nightly restic backup\nWants=network-online.target\nAfter=network-online.target\n\n[Service]\nType=oneshot\nExecStart=/usr/local/bin/restic-backup.sh\n' > /etc/systemd/system/restic-backup.service"
    tmr = r"printf '[Unit]\nDescription=Run restic backup nightly\n\n[Timer]\nOnCalendar=*-*-* 02:30:00\nRandomizedDelaySec=15m\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n' > /etc/systemd/system/restic-backup.timer"
    hdr = "NEXT                             LEFT LAST                              PASSED UNIT                    ACTIVATES"
    turns = [
        sh.run("systemctl list-timers --all --no-pager", f"""{hdr}
Wed 2025-06-04 13:40:00 CEST  1min 19s Wed 2025-06-04 13:30:01 CEST    8min ago sysstat-collect.timer   sysstat-collect.service
Wed 2025-06-04 15:12:44 CEST  1h 34min Wed 2025-06-04 03:09:10 CEST     10h ago apt-daily.timer         apt-daily.service
Thu 2025-06-05 00:00:00 CEST       10h Wed 2025-06-04 00:00:00 CEST     13h ago logrotate.timer         logrotate.service
Thu 2025-06-05 00:00:00 CEST       10h Wed 2025-06-04 00:00:00 CEST     13h ago man-db.timer            man-db.service
Thu 2025-06-05 06:24:51 CEST       16h Wed 2025-06-04 06:37:02 CEST      7h ago apt-daily-upgrade.timer apt-daily-upgrade.service
Sun 2025-06-08 03:10:36 CEST    3 days Sun 2025-06-01 03:10:42 CEST 3 days ago e2scrub_all.timer       e2scrub_all.service
Mon 2025-06-09 00:46:11 CEST    4 days Mon 2025-06-02 00:53:20 CEST 2 days ago fstrim.timer            fstrim.service

7 timers listed.
"""),
        sh.multi([(svc, "", None), (tmr, "", None)], duration=0.5),
        sh.run("systemctl daemon-reload && systemctl enable --now restic-backup.timer",
               "Created symlink /etc/systemd/system/timers.target.wants/restic-backup.timer → /etc/systemd/system/restic-backup.timer."),
        sh.run("systemctl list-timers --no-pager restic-backup.timer", """NEXT                         LEFT LAST PASSED UNIT                ACTIVATES
Thu 2025-06-05 02:41:17 CEST  13h -         - restic-backup.timer restic-backup.service

1 timers listed.
"""),
        sh.run("systemctl start restic-backup.service", duration=90.0),
        sh.run("systemctl status restic-backup.service --no-pager", """○ restic-backup.service - Nightly restic backup
     Loaded: loaded (/etc/systemd/system/restic-backup.service; static)
     Active: inactive (dead) since Wed 2025-06-04 13:42:55 CEST; 6s ago
TriggeredBy: ● restic-backup.timer
    Process: 48213 ExecStart=/usr/local/bin/restic-backup.sh (code=exited, status=0/SUCCESS)
   Main PID: 48213 (code=exited, status=0/SUCCESS)
        CPU: 1min 2.113s

Jun 04 13:41:28 homelab restic-backup.sh[48219]: using parent snapshot 9e07c2b4
Jun 04 13:42:53 homelab restic-backup.sh[48219]: Added to the repository: 412.882 MiB (388.105 MiB stored)
Jun 04 13:42:53 homelab restic-backup.sh[48219]: processed 23114 files, 41.239 GiB in 1:25
Jun 04 13:42:53 homelab restic-backup.sh[48219]: snapshot 61fd3a0e saved
Jun 04 13:42:55 homelab systemd[1]: restic-backup.service: Deactivated successfully.
Jun 04 13:42:55 homelab systemd[1]: Finished restic-backup.service - Nightly restic backup.
Jun 04 13:42:55 homelab systemd[1]: restic-backup.service: Consumed 1min 2.113s CPU time.
"""),
        sh.run("systemctl list-timers --all --no-pager | head -n 4", f"""{hdr}
Wed 2025-06-04 13:50:00 CEST      6min Wed 2025-06-04 13:40:01 CEST 3min 9s ago sysstat-collect.timer   sysstat-collect.service
Wed 2025-06-04 15:12:44 CEST  1h 29min Wed 2025-06-04 03:09:10 CEST     10h ago apt-daily.timer         apt-daily.service
Thu 2025-06-05 00:00:00 CEST       10h Wed 2025-06-04 00:00:00 CEST     13h ago logrotate.timer         logrotate.service
"""),
    ]
    rs.add("terminal", "h49-terminal-09", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 10 CUPS (bad: default destination)
def t10(rs: RowSet) -> None:
    sh = Sh("jens@printsrv:~$")
    state = sh.p
    turns = [
        sh.run("lpstat -p -d", """printer Brother_HL_L2350DW is idle.  enabled since Tue 03 Jun 2025 08:14:22 AM CEST
printer HP_OfficeJet_Pro_9010 now printing HP_OfficeJet_Pro_9010-412.  enabled since Wed 04 Jun 2025 09:02:51 AM CEST
printer Label_Zebra_GK420d disabled since Mon 02 Jun 2025 04:40:09 PM CEST -
	Paused by admin: out of labels
system default destination: Brother_HL_L2350DW
"""),
        sh.run("lpstat -o", """HP_OfficeJet_Pro_9010-412 irene          1843200   Wed 04 Jun 2025 10:11:36 AM CEST
HP_OfficeJet_Pro_9010-413 mara            221184   Wed 04 Jun 2025 10:12:02 AM CEST
Label_Zebra_GK420d-398  tobias            4096   Mon 02 Jun 2025 04:38:55 PM CEST
"""),
        sh.run("lpadmin -p HP_OfficeJet_Pro_9010 -o sides-default=two-sided-long-edge -o print-color-mode-default=monochrome"),
        sh.run("lpstat -t", """scheduler is running
system default destination: HP_OfficeJet_Pro_9010
device for Brother_HL_L2350DW: ipp://192.168.10.41/ipp/print
device for HP_OfficeJet_Pro_9010: ipp://192.168.10.42/ipp/print
device for Label_Zebra_GK420d: usb://Zebra%20Technologies/ZTC%20GK420d?serial=28J183600412
Brother_HL_L2350DW accepting requests since Tue 03 Jun 2025 08:14:22 AM CEST
HP_OfficeJet_Pro_9010 accepting requests since Wed 04 Jun 2025 10:14:40 AM CEST
Label_Zebra_GK420d accepting requests since Mon 02 Jun 2025 04:40:09 PM CEST
printer Brother_HL_L2350DW is idle.  enabled since Tue 03 Jun 2025 08:14:22 AM CEST
printer HP_OfficeJet_Pro_9010 now printing HP_OfficeJet_Pro_9010-413.  enabled since Wed 04 Jun 2025 10:14:40 AM CEST
printer Label_Zebra_GK420d disabled since Mon 02 Jun 2025 04:40:09 PM CEST -
	Paused by admin: out of labels
HP_OfficeJet_Pro_9010-413 mara            221184   Wed 04 Jun 2025 10:12:02 AM CEST
Label_Zebra_GK420d-398  tobias            4096   Mon 02 Jun 2025 04:38:55 PM CEST
"""),
        sh.run("lpoptions -p HP_OfficeJet_Pro_9010 | tr ' ' '\\n' | grep -E '^(sides|print-color-mode|media)='", """media=iso_a4_210x297mm
print-color-mode=monochrome
sides=two-sided-long-edge
"""),
        sh.run("lp -n 2 /srv/forms/urlaubsantrag.pdf", "request id is Brother_HL_L2350DW-414 (1 file(s))"),
    ]
    rs.add("terminal", "h49-terminal-10", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="lpstat -t names HP_OfficeJet_Pro_9010 as system default destination though turn 1 showed Brother_HL_L2350DW and lpadmin only set HP print options (turn 6 prints to Brother by default again)")


# --------------------------------------------------------------------------- 11 postfix (bad: deleted queue id reappears)
Q_HDR = "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------"
Q_SCAN = """4XbR2m1Kq9z1     3146 Wed Jun  4 09:12:44  scanner@office.lan
(connect to mx.example-kunde.de[203.0.113.25]:25: Connection timed out)
                                         buchhaltung@example-kunde.de
"""
Q_MARA = """4XbR5n0Fw3z7*    1857 Wed Jun  4 09:31:07  mara@office.lan
                                         info@lieferant-nord.de
"""
Q_HOLD = """4XbQyW4bTgz2!   14820 Wed Jun  4 08:02:19  noreply@office.lan
                                         tobias@office.lan
"""
Q_IRENE = """4XbR0C6Hhpz5    92413 Wed Jun  4 08:55:30  irene@office.lan
(host mx01.steuerberater-ks.de[198.51.100.7] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))
                                         kanzlei@steuerberater-ks.de
"""
Q_BOUNCE = """4XbR4L3vJnz8     2210 Wed Jun  4 09:24:58  MAILER-DAEMON
(connect to mail.gmx-old.example[192.0.2.80]:25: Connection refused)
                                         jens.alt@gmx-old.example
"""


def t11(rs: RowSet) -> None:
    sh = Sh("root@mail:~#")
    state = sh.p
    turns = [
        sh.run("postqueue -p", "\n".join([Q_HDR, Q_SCAN, Q_MARA, Q_HOLD, Q_IRENE, Q_BOUNCE, "-- 112 Kbytes in 5 Requests."])),
        sh.run("postcat -q 4XbR2m1Kq9z1 | head -n 22", """*** ENVELOPE RECORDS deferred/4/4XbR2m1Kq9z1 ***
message_size:            2614             742               1               0            2614               0
message_arrival_time: Wed Jun  4 09:12:44 2025
create_time: Wed Jun  4 09:12:44 2025
named_attribute: rewrite_context=local
sender_fullname: Brother MFC-L2750DW
sender: scanner@office.lan
named_attribute: log_client_name=localhost
named_attribute: log_client_address=127.0.0.1
named_attribute: log_message_origin=localhost[127.0.0.1]
named_attribute: log_helo_name=mfc-flur
named_attribute: log_protocol_name=ESMTP
original_recipient: buchhaltung@example-kunde.de
recipient: buchhaltung@example-kunde.de
*** MESSAGE CONTENTS deferred/4/4XbR2m1Kq9z1 ***
Received: from mfc-flur (localhost [127.0.0.1])
	by mail.office.lan (Postfix) with ESMTP id 4XbR2m1Kq9z1
	for <buchhaltung@example-kunde.de>; Wed,  4 Jun 2025 09:12:44 +0200 (CEST)
From: "Brother MFC-L2750DW" <scanner@office.lan>
To: buchhaltung@example-kunde.de
Subject: Scan 2025-06-04 0912 - Lieferschein 48813
Date: Wed, 04 Jun 2025 09:12:43 +0200
"""),
        sh.run("postsuper -d 4XbR4L3vJnz8", """postsuper: 4XbR4L3vJnz8: removed
postsuper: Deleted: 1 message
"""),
        sh.run("postsuper -H 4XbQyW4bTgz2", """postsuper: 4XbQyW4bTgz2: released from hold
postsuper: Released from hold: 1 message
"""),
        sh.run("postqueue -f", duration=5.0),
        sh.run("tail -n 8 /var/log/mail.log", """2025-06-04T09:41:12.402118+02:00 mail postfix/qmgr[1184]: 4XbQyW4bTgz2: from=<noreply@office.lan>, size=14820, nrcpt=1 (queue active)
2025-06-04T09:41:12.418803+02:00 mail postfix/qmgr[1184]: 4XbR5n0Fw3z7: from=<mara@office.lan>, size=1857, nrcpt=1 (queue active)
2025-06-04T09:41:12.455360+02:00 mail postfix/local[60213]: 4XbQyW4bTgz2: to=<tobias@office.lan>, relay=local, delay=5933, delays=5933/0.01/0/0.02, dsn=2.0.0, status=sent (delivered to maildir)
2025-06-04T09:41:12.456021+02:00 mail postfix/qmgr[1184]: 4XbQyW4bTgz2: removed
2025-06-04T09:41:13.711594+02:00 mail postfix/smtp[60215]: 4XbR5n0Fw3z7: to=<info@lieferant-nord.de>, relay=mx.lieferant-nord.de[198.51.100.44]:25, delay=606, delays=605/0.02/0.41/0.84, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4XbRKX2wWQz3L)
2025-06-04T09:41:13.712240+02:00 mail postfix/qmgr[1184]: 4XbR5n0Fw3z7: removed
2025-06-04T09:41:13.903177+02:00 mail postfix/smtp[60216]: 4XbR0C6Hhpz5: to=<kanzlei@steuerberater-ks.de>, relay=mx01.steuerberater-ks.de[198.51.100.7]:25, delay=2743, delays=2742/0.02/0.3/0.58, dsn=4.2.2, status=deferred (host mx01.steuerberater-ks.de[198.51.100.7] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))
2025-06-04T09:41:42.558030+02:00 mail postfix/smtp[60214]: 4XbR2m1Kq9z1: to=<buchhaltung@example-kunde.de>, relay=none, delay=1738, delays=1708/0.01/30/0, dsn=4.4.1, status=deferred (connect to mx.example-kunde.de[203.0.113.25]:25: Connection timed out)
"""),
        sh.run("postqueue -p", "\n".join([Q_HDR, Q_SCAN, Q_IRENE, "-- 93 Kbytes in 2 Requests."])),
        sh.run("postconf maximal_queue_lifetime bounce_queue_lifetime queue_run_delay", """maximal_queue_lifetime = 5d
bounce_queue_lifetime = 5d
queue_run_delay = 300s
"""),
        sh.run("mailq", "\n".join([Q_HDR, Q_SCAN, Q_IRENE, Q_BOUNCE, "-- 95 Kbytes in 3 Requests."])),
        sh.run("postsuper -r 4XbR2m1Kq9z1", """postsuper: 4XbR2m1Kq9z1: requeued
postsuper: Requeued: 1 message
"""),
        sh.run("postconf -e 'maximal_queue_lifetime = 2d' && postfix reload",
               "postfix/postfix-script: refreshing the Postfix mail system"),
        sh.run("postconf maximal_queue_lifetime bounce_queue_lifetime", """maximal_queue_lifetime = 2d
bounce_queue_lifetime = 5d
"""),
    ]
    rs.add("terminal", "h49-terminal-11", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="mailq lists bounce 4XbR4L3vJnz8 again although turn 3 deleted it and turn 7 showed only 2 requests left")


# --------------------------------------------------------------------------- 12 sqlite3 (clean)
def t12(rs: RowSet) -> None:
    sh = Sh("irene@office-pc:~/inventar$")
    state = sh.p
    sq = "sqlite>"
    laptops = [
        [3, "nb-tobias", "laptop", 1, "2022-09-12"],
        [7, "nb-jens", "laptop", 1, "2023-02-01"],
        [9, "nb-mara", "laptop", 2, "2023-02-01"],
        [14, "nb-irene", "laptop", 3, "2024-01-22"],
        [18, "nb-pool-1", "laptop", 5, "2024-11-05"],
    ]
    turns = [
        sh.run("sqlite3 inventar.db", """SQLite version 3.45.1 2024-01-30 16:01:05
Enter ".help" for usage hints.""", to=sq),
        sh.run(".tables", "devices    licenses   locations  loans"),
        sh.multi([(".headers on", "", None), (".mode column", "", None),
                  ("SELECT id, hostname, type, location_id, purchased FROM devices WHERE type = 'laptop' ORDER BY id;",
                   sqlite_cols(["id", "hostname", "type", "location_id", "purchased"], laptops), None)], duration=0.3),
        sh.multi([("UPDATE devices SET location_id = 4 WHERE hostname IN ('nb-tobias', 'nb-jens');", "", None),
                  ("SELECT changes();", sqlite_cols(["changes()"], [[2]]), None)], duration=0.3),
        sh.multi([("SELECT count(*) FROM loans;", sqlite_cols(["count(*)"], [[31]]), None),
                  ("DELETE FROM loans WHERE returned IS NOT NULL AND returned < '2025-01-01';", "", None),
                  ("SELECT changes(), (SELECT count(*) FROM loans) AS remaining;",
                   sqlite_cols(["changes()", "remaining"], [[7, 24]]), None)], duration=0.3),
        sh.run("SELECT d.hostname, l.name AS location FROM devices d JOIN locations l ON l.id = d.location_id WHERE d.type = 'laptop' ORDER BY l.name, d.hostname;",
               sqlite_cols(["hostname", "location"], [
                   ["nb-irene", "Buchhaltung"],
                   ["nb-jens", "Homeoffice"],
                   ["nb-tobias", "Homeoffice"],
                   ["nb-pool-1", "Lager"],
                   ["nb-mara", "Vertrieb"],
               ])),
        sh.run("SELECT count(*) AS loans, sum(returned IS NULL) AS open, min(lent) AS oldest FROM loans;",
               sqlite_cols(["loans", "open", "oldest"], [[24, 5, "2025-01-08"]])),
        sh.multi([(".quit", "", "irene@office-pc:~/inventar$"),
                  ("ls -l inventar.db", "-rw-r--r-- 1 irene irene 73728 Jun  4 14:06 inventar.db", None)], duration=0.5),
    ]
    rs.add("terminal", "h49-terminal-12", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 13 psql (bad: per-status counts ignore the UPDATE)
def t13(rs: RowSet) -> None:
    sh = Sh("jens@db01:~$")
    state = sh.p
    pg = "helpdesk=>"
    d_tickets = psql_table(
        ["Column", "Type", "Collation", "Nullable", "Default"],
        [["id", "integer", "", "not null", "nextval('tickets_id_seq'::regclass)"],
         ["subject", "text", "", "not null", ""],
         ["status", "text", "", "not null", "'open'::text"],
         ["priority", "smallint", "", "not null", "3"],
         ["agent_id", "integer", "", "", ""],
         ["created_at", "timestamp with time zone", "", "not null", "now()"],
         ["updated_at", "timestamp with time zone", "", "not null", "now()"],
         ["closed_at", "timestamp with time zone", "", "", ""]],
        title='Table "public.tickets"').rsplit("\n(", 1)[0] + """
Indexes:
    "tickets_pkey" PRIMARY KEY, btree (id)
    "tickets_agent_id_idx" btree (agent_id)
    "tickets_status_idx" btree (status)
Check constraints:
    "tickets_status_check" CHECK (status = ANY (ARRAY['open'::text, 'pending'::text, 'resolved'::text, 'closed'::text]))
Foreign-key constraints:
    "tickets_agent_id_fkey" FOREIGN KEY (agent_id) REFERENCES agents(id) ON DELETE SET NULL
Referenced by:
    TABLE "comments" CONSTRAINT "comments_ticket_id_fkey" FOREIGN KEY (ticket_id) REFERENCES tickets(id) ON DELETE CASCADE
    TABLE "ticket_tags" CONSTRAINT "ticket_tags_ticket_id_fkey" FOREIGN KEY (ticket_id) REFERENCES tickets(id) ON DELETE CASCADE
"""
    group = "SELECT status, count(*) FROM tickets GROUP BY status ORDER BY status;"
    turns = [
        sh.run("psql -h localhost -U helpdesk_app helpdesk", """psql (16.9 (Ubuntu 16.9-0ubuntu0.24.04.1))
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

""", to=pg),
        sh.run("\\dt", psql_table(["Schema", "Name", "Type", "Owner"], [
            ["public", "agents", "table", "helpdesk_app"],
            ["public", "comments", "table", "helpdesk_app"],
            ["public", "tickets", "table", "helpdesk_app"],
            ["public", "ticket_tags", "table", "helpdesk_app"]], title="List of relations") + "\n"),
        sh.run(group, psql_table(["status", "count"], [["closed", 1412], ["open", 38], ["pending", 21], ["resolved", 11]]) + "\n"),
        sh.run("UPDATE tickets SET status = 'closed', closed_at = now() WHERE status = 'resolved' AND updated_at < now() - interval '14 days';", "UPDATE 7"),
        sh.run("DELETE FROM tickets WHERE status = 'open' AND subject ILIKE '%viagra%';", "DELETE 3"),
        sh.run("SELECT count(*) FROM tickets;", psql_table(["count"], [[1479]]) + "\n"),
        sh.run(group, psql_table(["status", "count"], [["closed", 1419], ["open", 35], ["pending", 21], ["resolved", 11]]) + "\n"),
        sh.run("\\d tickets", d_tickets),
        sh.run("SELECT id, subject, status, closed_at::timestamp(0) FROM tickets WHERE status = 'closed' ORDER BY closed_at DESC, id LIMIT 3;",
               psql_table(["id", "subject", "status", "closed_at"], [
                   [20931, "VPN-Zugang für Praktikantin", "closed", "2025-06-04 11:20:37"],
                   [20987, "Drucker Flur 1.OG druckt streifig", "closed", "2025-06-04 11:20:37"],
                   [21002, "Outlook fragt ständig nach Passwort", "closed", "2025-06-04 11:20:37"]]) + "\n"),
        sh.run("\\q", to="jens@db01:~$"),
    ]
    rs.add("terminal", "h49-terminal-13", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="after UPDATE 7 moved resolved tickets to closed, the status counts still show resolved 11 (should be 4), so they sum to 1486 instead of the 1479 just counted")


# --------------------------------------------------------------------------- 14 redis-cli (clean)
def t14(rs: RowSet) -> None:
    sh = Sh("root@cache01:~#")
    state = sh.p
    r0, r2 = "127.0.0.1:6379>", "127.0.0.1:6379[2]>"
    turns = [
        sh.run("redis-cli", to=r0),
        sh.run("INFO keyspace", """# Keyspace
db0:keys=18342,expires=17911,avg_ttl=2764512,subexpiry=0
db2:keys=412,expires=0,avg_ttl=0,subexpiry=0
"""),
        sh.run("TTL session:9f2c41d0a7", "(integer) 1673"),
        sh.run('SET maintenance:banner "Wartung heute 18-19 Uhr" EX 7200', "OK"),
        sh.multi([("TTL session:9f2c41d0a7", "(integer) 1581", None), ("TTL maintenance:banner", "(integer) 7131", None)], duration=0.3),
        sh.run("SELECT 2", "OK", to=r2),
        sh.run("HGETALL config:mailer", """1) "host"
2) "mail.office.lan"
3) "port"
4) "587"
5) "from"
6) "noreply@office.lan"
"""),
        sh.run("HSET config:mailer port 465 tls implicit", "(integer) 1"),
        sh.run("HGETALL config:mailer", """1) "host"
2) "mail.office.lan"
3) "port"
4) "465"
5) "from"
6) "noreply@office.lan"
7) "tls"
8) "implicit"
"""),
        sh.run("DBSIZE", "(integer) 412"),
        sh.multi([("SELECT 0", "OK", r0), ("DBSIZE", "(integer) 18297", None),
                  ("GET maintenance:banner", '"Wartung heute 18-19 Uhr"', None)], duration=0.3),
    ]
    rs.add("terminal", "h49-terminal-14", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 15 Samba (clean)
def t15(rs: RowSet) -> None:
    sh = Sh("root@fileserver:~#")
    state = sh.p
    pw = f"{sh.p} smbpasswd -a lvogt\nNew SMB password:"
    turns = [
        sh.run("testparm -s", """Load smb config files from /etc/samba/smb.conf
Loaded services file OK.
Weak crypto is allowed by GnuTLS (e.g. NTLM as a compatibility fallback)

Server role: ROLE_STANDALONE

# Global parameters
[global]
	log file = /var/log/samba/log.%m
	logging = file
	map to guest = Bad User
	max log size = 1000
	obey pam restrictions = Yes
	pam password change = Yes
	panic action = /usr/share/samba/panic-action %d
	passwd chat = *Enter\\snew\\s*\\spassword:* %n\\n *Retype\\snew\\s*\\spassword:* %n\\n *password\\supdated\\ssuccessfully* .
	passwd program = /usr/bin/passwd %u
	server min protocol = SMB2_10
	server role = standalone server
	server string = Office Fileserver
	unix password sync = Yes
	usershare allow guests = Yes
	workgroup = OFFICE
	idmap config * : backend = tdb


[buchhaltung]
	create mask = 0660
	directory mask = 02770
	path = /srv/shares/buchhaltung
	read only = No
	valid users = @accounting


[scans]
	guest ok = Yes
	path = /srv/shares/scans
	read only = No


[public]
	path = /srv/shares/public
	write list = @staff
"""),
        sh.run("pdbedit -L", """mara:1002:Mara Kessler
tobias:1003:Tobias Brandt
irene:1005:Irene Hahn
jens:1007:Jens Otto
scanner:1010:
"""),
        (keys("smbpasswd -a lvogt"), pw),
        (keys("Fr1ed-Kaffee-7", 0.5), pw + "\nRetype new SMB password:"),
        (keys("Fr1ed-Kaffee-7", 0.5), pw + "\nRetype new SMB password:\nAdded user lvogt.\n" + sh.p),
        sh.run("sed -i 's/^   guest ok = yes/   valid users = @staff scanner/' /etc/samba/smb.conf && testparm -s --section-name=scans 2>/dev/null", """[scans]
	path = /srv/shares/scans
	read only = No
	valid users = @staff scanner
"""),
        sh.run("smbcontrol smbd reload-config && pdbedit -L | tail -n 2 && smbstatus -S", """scanner:1010:
lvogt:1006:Lena Vogt

Service      pid     Machine       Connected at                     Encryption   Signing
---------------------------------------------------------------------------------------------
buchhaltung  48102   192.168.10.31 Wed Jun  4 10:02:17 AM 2025 CEST -            -
public       48102   192.168.10.31 Wed Jun  4 10:02:18 AM 2025 CEST -            -
scans        51877   192.168.10.45 Wed Jun  4 11:47:03 AM 2025 CEST -            -
"""),
    ]
    rs.add("terminal", "h49-terminal-15", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 16 NFS (bad: /etc/exports line changes)
def t16(rs: RowSet) -> None:
    sh = Sh("root@nas2:~#")
    state = sh.p
    media_o = "ro,sync,no_subtree_check,all_squash,anonuid=1100,anongid=1100"
    head = """# /etc/exports: the access control list for filesystems which may be exported
#		to NFS clients.  See exports(5).
#
"""
    media1 = f"/srv/nfs/media     192.168.10.0/24({media_o})"
    media2 = f"/srv/nfs/media     192.168.10.0/24({media_o}) 192.168.30.0/24({media_o})"
    homes = "/srv/nfs/homes     192.168.10.0/24(rw,sync,no_subtree_check,root_squash)"
    homes_bad = "/srv/nfs/homes     192.168.10.0/24(rw,sync,no_subtree_check,no_root_squash)"
    vm = "/srv/nfs/vmstore   192.168.20.11(rw,sync,no_root_squash,no_subtree_check) 192.168.20.12(rw,sync,no_root_squash,no_subtree_check)"
    scratch = "/srv/nfs/scratch   192.168.10.0/24(rw,async,no_subtree_check)"
    m_v = "sync,wdelay,hide,no_subtree_check,anonuid=1100,anongid=1100,sec=sys,ro,secure,root_squash,all_squash"
    h_v = "sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash"
    vm_v = "sync,wdelay,hide,no_subtree_check,sec=sys,rw,secure,no_root_squash,no_all_squash"
    s_v = "async,wdelay,hide,no_subtree_check,sec=sys,rw,secure,root_squash,no_all_squash"
    sed = (r"sed -i 's#^\(/srv/nfs/media .*\)$#\1 192.168.30.0/24(" + media_o + r")#' /etc/exports")
    turns = [
        sh.run("cat /etc/exports", head + "\n".join([media1, homes, vm]) + "\n"),
        sh.run(f"echo '{scratch}' >> /etc/exports && mkdir -p /srv/nfs/scratch && chmod 1777 /srv/nfs/scratch"),
        sh.run("exportfs -ra && exportfs -v", f"""/srv/nfs/media
		192.168.10.0/24({m_v})
/srv/nfs/homes
		192.168.10.0/24({h_v})
/srv/nfs/vmstore
		192.168.20.11({vm_v})
/srv/nfs/vmstore
		192.168.20.12({vm_v})
/srv/nfs/scratch
		192.168.10.0/24({s_v})
"""),
        sh.run("showmount -e localhost", """Export list for localhost:
/srv/nfs/scratch 192.168.10.0/24
/srv/nfs/vmstore 192.168.20.12,192.168.20.11
/srv/nfs/homes   192.168.10.0/24
/srv/nfs/media   192.168.10.0/24
"""),
        sh.run(sed),
        sh.run("exportfs -ra && exportfs -s", f"""/srv/nfs/media  192.168.10.0/24({m_v}) 192.168.30.0/24({m_v})
/srv/nfs/homes  192.168.10.0/24({h_v})
/srv/nfs/vmstore  192.168.20.11({vm_v}) 192.168.20.12({vm_v})
/srv/nfs/scratch  192.168.10.0/24({s_v})
"""),
        sh.run("ss -tn state established '( sport = :2049 )'", """Recv-Q  Send-Q    Local Address:Port      Peer Address:Port  Process
0       0          192.168.10.5:2049      192.168.20.11:871
0       0          192.168.10.5:2049      192.168.10.31:736
0       0          192.168.10.5:2049      192.168.20.12:944
0       0          192.168.10.5:2049      192.168.30.18:1009
"""),
        sh.run("cat /proc/fs/nfsd/versions", "-2 +3 +4 +4.1 +4.2"),
        sh.run("grep -v '^#' /etc/exports", "\n".join([media2, homes_bad, vm, scratch]) + "\n"),
    ]
    rs.add("terminal", "h49-terminal-16", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="the /srv/nfs/homes line of /etc/exports now reads no_root_squash though turn 1 showed root_squash and only the media line was edited (exportfs in turn 6 still showed root_squash)")


# --------------------------------------------------------------------------- 17 pyenv (clean)
def t17(rs: RowSet) -> None:
    proj = "mara@dev-mara:~/projects/invoice-bot$"
    sh = Sh(proj)
    state = sh.p
    turns = [
        sh.run("pyenv versions", """  system
  3.10.14
* 3.11.9 (set by /home/mara/.pyenv/version)
  3.12.3
"""),
        sh.run("pyenv install 3.12.4", """Downloading Python-3.12.4.tar.xz...
-> https://www.python.org/ftp/python/3.12.4/Python-3.12.4.tar.xz
Installing Python-3.12.4...
Installed Python-3.12.4 to /home/mara/.pyenv/versions/3.12.4
""", duration=180.0),
        sh.run("pyenv local 3.12.4 && cat .python-version && python --version", """3.12.4
Python 3.12.4
"""),
        sh.run("pyenv versions", """  system
  3.10.14
  3.11.9
  3.12.3
* 3.12.4 (set by /home/mara/projects/invoice-bot/.python-version)
"""),
        sh.run("cd .. && python --version && pyenv version", """Python 3.11.9
3.11.9 (set by /home/mara/.pyenv/version)
""", to="mara@dev-mara:~/projects$"),
        sh.run("cd invoice-bot && python -m venv .venv && . .venv/bin/activate && python -c 'import sys; print(sys.prefix, sys.version.split()[0])'",
               "/home/mara/projects/invoice-bot/.venv 3.12.4", to="(.venv) " + proj, duration=5.0),
        sh.run("pyenv uninstall -f 3.10.14", "pyenv: 3.10.14 uninstalled"),
        sh.run("pyenv versions; pip --version", """  system
  3.11.9
  3.12.3
* 3.12.4 (set by /home/mara/projects/invoice-bot/.python-version)
pip 24.0 from /home/mara/projects/invoice-bot/.venv/lib/python3.12/site-packages/pip (python 3.12)
"""),
    ]
    rs.add("terminal", "h49-terminal-17", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 18 rustup (bad: added target missing)
def t18(rs: RowSet) -> None:
    sh = Sh("jens@buildbox:~/src/sensor-gw$")
    state = sh.p
    turns = [
        sh.run("rustup show", """Default host: x86_64-unknown-linux-gnu
rustup home:  /home/jens/.rustup

installed toolchains
--------------------
stable-x86_64-unknown-linux-gnu (active, default)
nightly-2025-05-20-x86_64-unknown-linux-gnu

active toolchain
----------------
name: stable-x86_64-unknown-linux-gnu
active because: it's the default toolchain
installed targets:
  wasm32-unknown-unknown
  x86_64-unknown-linux-gnu
"""),
        sh.run("rustup target add aarch64-unknown-linux-musl", """info: downloading component 'rust-std' for 'aarch64-unknown-linux-musl'
info: installing component 'rust-std' for 'aarch64-unknown-linux-musl'
 36.9 MiB /  36.9 MiB (100 %)  19.4 MiB/s in  1s
""", duration=15.0),
        sh.run("rustup component add clippy rustfmt", """info: component 'clippy' for target 'x86_64-unknown-linux-gnu' is up to date
info: component 'rustfmt' for target 'x86_64-unknown-linux-gnu' is up to date
"""),
        sh.run("rustup toolchain uninstall nightly-2025-05-20", """info: uninstalling toolchain 'nightly-2025-05-20-x86_64-unknown-linux-gnu'
info: toolchain 'nightly-2025-05-20-x86_64-unknown-linux-gnu' uninstalled
""", duration=5.0),
        sh.run("rustup show", """Default host: x86_64-unknown-linux-gnu
rustup home:  /home/jens/.rustup

installed toolchains
--------------------
stable-x86_64-unknown-linux-gnu (active, default)

active toolchain
----------------
name: stable-x86_64-unknown-linux-gnu
active because: it's the default toolchain
installed targets:
  wasm32-unknown-unknown
  x86_64-unknown-linux-gnu
"""),
        sh.run("rustc -vV", """rustc 1.87.0 (17067e9ac 2025-05-09)
binary: rustc
commit-hash: 17067e9ac6d7e98f18d4a4b8b2e6c1f0b5d1c1a4
commit-date: 2025-05-09
host: x86_64-unknown-linux-gnu
release: 1.87.0
LLVM version: 20.1.1
"""),
        sh.run("rustup target list --installed", """aarch64-unknown-linux-musl
wasm32-unknown-unknown
x86_64-unknown-linux-gnu
"""),
    ]
    rs.add("terminal", "h49-terminal-18", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="rustup show lists no aarch64-unknown-linux-musl among installed targets though turn 2 installed it and nothing removed it")


# --------------------------------------------------------------------------- 19 cron (clean)
def t19(rs: RowSet) -> None:
    sh = Sh("root@nas3:~#")
    state = sh.p
    ups10 = "*/10 * * * * /usr/local/bin/check-ups.sh"
    ups5 = "*/5 * * * * /usr/local/bin/check-ups.sh"
    report = '0 4 1 * * /usr/local/bin/report-disk.sh | mail -s "Disk report" admin@office.lan'
    base = """# m h  dom mon dow   command
MAILTO=admin@office.lan
15 2 * * * /usr/local/bin/db-dump.sh >> /var/log/db-dump.log 2>&1
30 3 * * 0 /usr/local/bin/rotate-dumps.sh --keep 8
"""
    crond = {
        "e2scrub_all": "-rw-r--r-- 1 root root 201 Apr  8  2024 e2scrub_all",
        "php": "-rw-r--r-- 1 root root 712 Jan 18  2024 php",
        "scrub-backup": "-rw-r--r-- 1 root root 101 Jun  4 11:47 scrub-backup",
        "sysstat": "-rw-r--r-- 1 root root 396 Feb 13  2024 sysstat",
        "zfsutils-linux": "-rw-r--r-- 1 root root 188 Nov 12  2024 zfsutils-linux",
    }

    def ls(names: list[str]) -> str:
        return f"total {4 * len(names)}\n" + "\n".join(crond[n] for n in names) + "\n"

    newfile = r"printf 'SHELL=/bin/sh\n# scrub the backup pool every Sunday night\n0 1 * * 0 root /usr/local/sbin/scrub-backup\n' > /etc/cron.d/scrub-backup"
    turns = [
        sh.run("crontab -l", base + ups10 + "\n"),
        sh.run("crontab -l > /tmp/cron.bak && wc -l /tmp/cron.bak", "5 /tmp/cron.bak"),
        sh.run(f"(crontab -l; echo '{report}') | crontab -"),
        sh.run("crontab -l | sed 's#^\\*/10 #*/5 #' | crontab -"),
        sh.run("crontab -l", base + ups5 + "\n" + report + "\n"),
        sh.run("grep -i cron /var/log/syslog | tail -n 6", """2025-06-04T11:44:27.183210+02:00 nas3 crontab[60387]: (root) LIST (root)
2025-06-04T11:44:27.190442+02:00 nas3 crontab[60388]: (root) REPLACE (root)
2025-06-04T11:44:40.551873+02:00 nas3 crontab[60395]: (root) LIST (root)
2025-06-04T11:45:01.009331+02:00 nas3 cron[812]: (root) RELOAD (crontabs/root)
2025-06-04T11:45:01.012604+02:00 nas3 CRON[60420]: pam_unix(cron:session): session opened for user root(uid=0) by root(uid=0)
2025-06-04T11:45:01.013877+02:00 nas3 CRON[60421]: (root) CMD (/usr/local/bin/check-ups.sh)
"""),
        sh.run("ls -l /etc/cron.d/", ls(["e2scrub_all", "php", "sysstat", "zfsutils-linux"])),
        sh.run(newfile),
        sh.run("ls -l /etc/cron.d/", ls(["e2scrub_all", "php", "scrub-backup", "sysstat", "zfsutils-linux"])),
        sh.run("mv /etc/cron.d/zfsutils-linux /root/zfsutils-linux.cron.disabled"),
        sh.run("ls -l /etc/cron.d/ /root/zfsutils-linux.cron.disabled", "-rw-r--r-- 1 root root 188 Nov 12  2024 /root/zfsutils-linux.cron.disabled\n\n/etc/cron.d/:\n"
               + ls(["e2scrub_all", "php", "scrub-backup", "sysstat"])),
        sh.run("crontab -l | grep -vc '^#'; diff /tmp/cron.bak <(crontab -l)", f"""5
5c5,6
< {ups10}
---
> {ups5}
> {report}
"""),
    ]
    rs.add("terminal", "h49-terminal-19", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 20 smartctl (bad: power-on hours go backwards)
SMART_HEAD = """smartctl 7.4 2023-08-01 r5530 [x86_64-linux-6.8.0-60-generic] (local build)
Copyright (C) 2002-23, Bruce Allen, Christian Franke, www.smartmontools.org
"""


def t20(rs: RowSet) -> None:
    sh = Sh("root@nas:~#")
    state = sh.p
    attrs = {
        1: "  1 Raw_Read_Error_Rate     0x002f   200   200   051    Pre-fail  Always       -       0",
        3: "  3 Spin_Up_Time            0x0027   176   172   021    Pre-fail  Always       -       6183",
        4: "  4 Start_Stop_Count        0x0032   100   100   000    Old_age   Always       -       214",
        5: "  5 Reallocated_Sector_Ct   0x0033   200   200   140    Pre-fail  Always       -       8",
        7: "  7 Seek_Error_Rate         0x002e   200   200   000    Old_age   Always       -       0",
        9: "  9 Power_On_Hours          0x0032   057   057   000    Old_age   Always       -       {poh}",
        10: " 10 Spin_Retry_Count        0x0032   100   253   000    Old_age   Always       -       0",
        11: " 11 Calibration_Retry_Count 0x0032   100   253   000    Old_age   Always       -       0",
        12: " 12 Power_Cycle_Count       0x0032   100   100   000    Old_age   Always       -       211",
        192: "192 Power-Off_Retract_Count 0x0032   200   200   000    Old_age   Always       -       97",
        193: "193 Load_Cycle_Count        0x0032   196   196   000    Old_age   Always       -       14873",
        194: "194 Temperature_Celsius     0x0022   116   108   000    Old_age   Always       -       34",
        196: "196 Reallocated_Event_Count 0x0032   199   199   000    Old_age   Always       -       1",
        197: "197 Current_Pending_Sector  0x0032   200   200   000    Old_age   Always       -       2",
        198: "198 Offline_Uncorrectable   0x0030   100   253   000    Old_age   Offline      -       0",
        199: "199 UDMA_CRC_Error_Count    0x0032   200   200   000    Old_age   Always       -       0",
        200: "200 Multi_Zone_Error_Rate   0x0008   200   200   000    Old_age   Offline      -       0",
    }
    table = "\n".join(v.format(poh=31482) for v in attrs.values())
    turns = [
        sh.run("smartctl -i /dev/sda", SMART_HEAD + """
=== START OF INFORMATION SECTION ===
Model Family:     Western Digital Red Plus
Device Model:     WDC WD40EFZX-68AWUN0
Serial Number:    WD-WX12D81HJ4KT
LU WWN Device Id: 5 0014ee 2bc4f9a21
Firmware Version: 81.00B81
User Capacity:    4,000,787,030,016 bytes [4.00 TB]
Sector Sizes:     512 bytes logical, 4096 bytes physical
Rotation Rate:    5400 rpm
Form Factor:      3.5 inches
Device is:        In smartctl database 7.3/5528
ATA Version is:   ACS-3 T13/2161-D revision 5
SATA Version is:  SATA 3.1, 6.0 Gb/s (current: 6.0 Gb/s)
Local Time is:    Wed Jun  4 12:03:19 2025 CEST
SMART support is: Available - device has SMART capability.
SMART support is: Enabled
"""),
        sh.run("smartctl -A /dev/sda", SMART_HEAD + """
=== START OF READ SMART DATA SECTION ===
SMART Attributes Data Structure revision number: 16
Vendor Specific SMART Attributes with Thresholds:
ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
""" + table + "\n\n"),
        sh.run("smartctl -t short /dev/sda", SMART_HEAD + """
=== START OF OFFLINE IMMEDIATE AND SELF-TEST SECTION ===
Sending command: "Execute SMART Short self-test routine immediately in off-line mode".
Drive command "Execute SMART Short self-test routine immediately in off-line mode" successful.
Testing has begun.
Please wait 2 minutes for test to complete.
Test will complete after Wed Jun  4 12:06:02 2025 CEST
Use smartctl -X to abort test.
"""),
        sh.run("sleep 130; smartctl -l selftest /dev/sda", SMART_HEAD + """
=== START OF READ SMART DATA SECTION ===
SMART Self-test log structure revision number 1
Num  Test_Description    Status                  Remaining  LifeTime(hours)  LBA_of_first_error
# 1  Short offline       Completed without error       00%     31482         -
# 2  Extended offline    Completed: read failure       90%     31307         1873920664
# 3  Short offline       Completed without error       00%     30971         -
# 4  Short offline       Completed without error       00%     30803         -

""", duration=135.0),
        sh.run("smartctl -l error /dev/sda | sed -n '5,7p;21,31p'", """SMART Error Log Version: 1
ATA Error Count: 3
	CR = Command Register [HEX]
Error 3 occurred at disk power-on lifetime: 31290 hours (1303 days + 18 hours)
  When the command that caused the error occurred, the device was active or idle.

  After command completion occurred, registers were:
  ER ST SC SN CL CH DH
  -- -- -- -- -- -- --
  40 51 00 98 f9 b1 0f  Error: UNC at LBA = 0x0fb1f998 = 263322008

  Commands leading to the command that caused the error were:
  CR FR SC SN CL CH DH DC   Powered_Up_Time  Command/Feature_Name
  -- -- -- -- -- -- -- --  ----------------  --------------------
"""),
        sh.run("smartctl -A /dev/sda | grep -E 'Realloc|Power_On|Pending'", "\n".join(
            [attrs[5], attrs[9].format(poh=31468), attrs[196], attrs[197]]) + "\n"),
    ]
    rs.add("terminal", "h49-terminal-20", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="Power_On_Hours reads 31468, lower than the 31482 shown by the attribute table and the self-test log minutes earlier")


# --------------------------------------------------------------------------- 21 mysql (bad: column type differs)
def t21(rs: RowSet) -> None:
    sh = Sh("root@wp-host:~#")
    state = sh.p
    my = "mysql>"
    login = f"{sh.p} mysql -u wpadmin -p wordpress\nEnter password: "
    banner = """
Reading table information for completion of table and column names
You can turn off this feature to get a quicker startup with -A

Welcome to the MySQL monitor.  Commands end with ; or \\g.
Your MySQL connection id is 48213
Server version: 8.0.42-0ubuntu0.24.04.1 (Ubuntu)

Copyright (c) 2000, 2025, Oracle and/or its affiliates.

Oracle is a registered trademark of Oracle Corporation and/or its
affiliates. Other names may be trademarks of their respective
owners.

Type 'help;' or '\\h' for help. Type '\\c' to clear the current input statement.

""" + my
    desc = mysql_table(["Field", "Type", "Null", "Key", "Default", "Extra"], [
        ["ID", "bigint unsigned", "NO", "PRI", "NULL", "auto_increment"],
        ["user_login", "varchar(60)", "NO", "MUL", "", ""],
        ["user_pass", "varchar(255)", "NO", "", "", ""],
        ["user_nicename", "varchar(50)", "NO", "MUL", "", ""],
        ["user_email", "varchar(100)", "NO", "MUL", "", ""],
        ["user_url", "varchar(100)", "NO", "", "", ""],
        ["user_registered", "datetime", "NO", "", "0000-00-00 00:00:00", ""],
        ["user_activation_key", "varchar(255)", "NO", "", "", ""],
        ["user_status", "int", "NO", "", "0", ""],
        ["display_name", "varchar(250)", "NO", "", "", ""],
    ]) + "\n"
    create = """*************************** 1. row ***************************
       Table: wp_users
Create Table: CREATE TABLE `wp_users` (
  `ID` bigint unsigned NOT NULL AUTO_INCREMENT,
  `user_login` varchar(60) COLLATE utf8mb4_unicode_520_ci NOT NULL DEFAULT '',
  `user_pass` varchar(255) COLLATE utf8mb4_unicode_520_ci NOT NULL DEFAULT '',
  `user_nicename` varchar(50) COLLATE utf8mb4_unicode_520_ci NOT NULL DEFAULT '',
  `user_email` varchar(191) COLLATE utf8mb4_unicode_520_ci NOT NULL DEFAULT '',
  `user_url` varchar(100) COLLATE utf8mb4_unicode_520_ci NOT NULL DEFAULT '',
  `user_registered` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `user_activation_key` varchar(255) COLLATE utf8mb4_unicode_520_ci NOT NULL DEFAULT '',
  `user_status` int NOT NULL DEFAULT '0',
  `display_name` varchar(250) COLLATE utf8mb4_unicode_520_ci NOT NULL DEFAULT '',
  PRIMARY KEY (`ID`),
  KEY `user_login_key` (`user_login`),
  KEY `user_nicename` (`user_nicename`),
  KEY `user_email` (`user_email`)
) ENGINE=InnoDB AUTO_INCREMENT=38 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci
1 row in set (0.00 sec)

"""
    cols = ["ID", "user_login", "user_email", "user_registered"]
    sel = "SELECT ID, user_login, user_email, user_registered FROM wp_users ORDER BY ID DESC LIMIT 4;"
    u37 = [37, "praxis-empfang", "empfang@praxis-lindner.de", "2025-05-27 08:14:09"]
    u34 = [34, "m.weber", "m.weber@praxis-lindner.de", "2025-03-03 10:02:44"]
    turns = [
        (keys("mysql -u wpadmin -p wordpress"), login),
        (keys("Kr0kus-Wiese-88"), login + banner),
        (keys("DESCRIBE wp_users;"), f"{my} DESCRIBE wp_users;\n{desc}{my}"),
        (keys("SHOW CREATE TABLE wp_users\\G"), f"{my} SHOW CREATE TABLE wp_users\\G\n{create}{my}"),
        (keys(sel), f"{my} {sel}\n" + mysql_table(cols, [
            u37,
            [36, "test-import", "test@example.com", "2025-05-19 16:40:51"],
            u34,
            [31, "klindner", "lindner.k@gmail.com", "2024-11-18 19:21:36"]]) + f"\n{my}"),
        (keys("DELETE FROM wp_users WHERE ID = 36;"), f"{my} DELETE FROM wp_users WHERE ID = 36;\nQuery OK, 1 row affected (0.01 sec)\n\n{my}"),
        (keys("UPDATE wp_users SET user_email = 'k.lindner@praxis-lindner.de' WHERE ID = 31;"),
         f"{my} UPDATE wp_users SET user_email = 'k.lindner@praxis-lindner.de' WHERE ID = 31;\nQuery OK, 1 row affected (0.00 sec)\nRows matched: 1  Changed: 1  Warnings: 0\n\n{my}"),
        (keys(sel), f"{my} {sel}\n" + mysql_table(cols, [
            u37, u34,
            [31, "klindner", "k.lindner@praxis-lindner.de", "2024-11-18 19:21:36"],
            [29, "dr-haas", "haas@praxis-lindner.de", "2024-09-02 07:55:10"]]) + f"\n{my}"),
        (keys("SELECT COUNT(*) FROM wp_users;"), f"{my} SELECT COUNT(*) FROM wp_users;\n" + mysql_table(["COUNT(*)"], [[23]]) + f"\n{my}"),
        (keys("exit"), f"{my} exit\nBye\n{sh.p}"),
    ]
    rs.add("terminal", "h49-terminal-21", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="SHOW CREATE TABLE gives user_email as varchar(191) while DESCRIBE just showed varchar(100), with no ALTER in between")


# --------------------------------------------------------------------------- 22 rsync to a USB disk (clean)
def t22(rs: RowSet) -> None:
    sh = Sh("mara@ws-mara:~$")
    state = sh.p
    dst = "/media/mara/BACKUP4T"
    df_hdr = "Filesystem      1K-blocks       Used  Available Use% Mounted on"
    deletes = [f"*deleting   2025/2025-05-Ostsee/IMG_{n}.{'MOV' if n == 4480 else 'HEIC'}" for n in range(4480, 4475, -1)]
    turns = [
        sh.run(f"df {dst}", f"""{df_hdr}
/dev/sdc1      3844550452 2062112884 1587046808  57% {dst}
"""),
        sh.run(f"rsync -aH --delete --dry-run -v ~/Bilder/ {dst}/Bilder/ > /tmp/dry.txt; grep '^deleting' /tmp/dry.txt; tail -n 3 /tmp/dry.txt", """deleting 2024/tmp-export/collage-final-v1.png
deleting 2024/tmp-export/collage-draft.png
deleting 2024/tmp-export/collage-draft-2.png

sent 1,204,881 bytes  received 4,912 bytes  806,528.67 bytes/sec
total size is 412,318,772,045  speedup is 340,817.62 (DRY RUN)
""", duration=5.0),
        sh.run(f"rsync -aH --delete --info=stats2,progress2 ~/Bilder/ {dst}/Bilder/", """  3,912,447,118 100%   48.21MB/s    0:01:17 (xfr#214, to-chk=0/60231)

Number of files: 60,231 (reg: 57,988, dir: 2,243)
Number of created files: 216 (reg: 214, dir: 2)
Number of deleted files: 3 (reg: 3)
Number of regular files transferred: 214
Total file size: 412,318,772,045 bytes
Total transferred file size: 3,912,447,118 bytes
Literal data: 3,912,447,118 bytes
Matched data: 0 bytes
File list size: 1,179,640
File list generation time: 0.412 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 3,914,812,554
Total bytes received: 5,207

sent 3,914,812,554 bytes  received 5,207 bytes  49,870,289.95 bytes/sec
total size is 412,318,772,045  speedup is 105.32
""", duration=120.0),
        sh.run(f"df {dst}", f"""{df_hdr}
/dev/sdc1      3844550452 2065915884 1583243808  57% {dst}
"""),
        sh.run(f"du -sh ~/Bilder/2025/2025-05-Ostsee {dst}/Bilder/2025/2025-05-Ostsee", f"""3.4G	/home/mara/Bilder/2025/2025-05-Ostsee
3.4G	{dst}/Bilder/2025/2025-05-Ostsee
""", duration=3.0),
        sh.run("mv ~/Bilder/2025/2025-05-Ostsee ~/Bilder/2025/2025-05-Ostsee-Zingst"),
        sh.run(f"rsync -aH --delete --itemize-changes ~/Bilder/ {dst}/Bilder/ > /tmp/zingst.log; grep -c '^>f' /tmp/zingst.log; grep -c '^\\*deleting' /tmp/zingst.log; head -n 5 /tmp/zingst.log",
               "188\n189\n" + "\n".join(deletes) + "\n", duration=120.0),
        sh.run(f"df {dst}", f"""{df_hdr}
/dev/sdc1      3844550452 2065915896 1583243796  57% {dst}
"""),
        sh.run(f"ls {dst}/Bilder/2025/", "2025-01-Neujahr  2025-03-Skiurlaub  2025-04-Ostern  2025-05-Ostsee-Zingst  Screenshots"),
    ]
    rs.add("terminal", "h49-terminal-22", SYSTEM, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
