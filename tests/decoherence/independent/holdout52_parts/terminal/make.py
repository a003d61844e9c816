# ruff: noqa: E501
"""Held-out set h52, domain terminal: 22 tmux-pane shell trajectories on hardware, storage, security,
VPN, firewall and virtualization tools (11 with exactly one contradiction, 11 clean).

Run with ``python3 -m tests.decoherence.independent.holdout52_parts.terminal.make`` from the repository
root; writes ``terminal_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

T = "terminal"

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Predict the exact output of a Linux/Unix terminal (a shell in a tmux pane) after the given keystrokes are executed, as faithfully as possible to real terminal behavior and consistent with everything that happened earlier in the session.

## State

- **Visible Screen**: the current terminal output buffer
- **Prompt**: shows user, host and working directory (e.g. `root@hostname:/path#`)
- **Implicit State**: working directory, environment variables, file system, services, devices and processes, inferred from history

Track across turns: the working directory, variables, files created/modified/deleted, process state, and every identifier, counter, setting and listing shown earlier. Command output must be consistent with prior commands (e.g. `cat file` after `rm file` errors; listings reflect accumulated changes; ids, serials, UUIDs and keys stay stable unless an action changes them; clocks and counters only move forward).

## Action Format

Actions are a JSON array of command objects:

```json
[
  {"keystrokes": "ls -la\\n", "duration": 0.1}
]
```

- `keystrokes`: raw terminal input (verbatim). A trailing `\\n` executes the command; without it the text is only typed.
- Control keys use tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear screen); ESC is `\\u001b`.
- `duration`: seconds to wait before the screen is captured (default 1.0). Short commands complete; long-running ones (10-60 s) may still be in progress.
- Empty keystrokes `""` with a duration mean wait without input: show any new output; if the command finished, show its final output and a new prompt.
- An empty action array `[]` signals task completion.

## Output Requirements

Assemble the observation in order:
1. **Command Echo**: the prompt line with the typed command
2. **Command Output**: stdout and stderr exactly as the program prints them (tables, alignment, units, timestamps, ids)
3. **New Prompt**: when the command has completed, in the established prompt format

Preserve whitespace, line breaks and special characters. Generate realistic errors (`bash: cmd: command not found`, `No such file or directory`, permission errors) with correct exit behavior. The screen shows about 40 lines; older output scrolls off.

## Key Principles

- **Format**: prompt format, command echo, spacing and layout match a real terminal.
- **Factuality**: correct command syntax and semantics; plausible paths, permissions, sizes and timestamps; no fabricated state.
- **Consistency**: respect the working directory, file system changes, services and devices established earlier; no conflicts with previously shown state.
- **Realism**: numerically reasonable values, logical results, appropriate errors.
- **Quality**: complete output with enough detail for the next step."""


def wait(duration: float) -> str:
    """An action that only waits for output (empty keystrokes)."""
    return jblock([{"keystrokes": "", "duration": duration}])


def start(p: Pane, cmd: str, partial: str = "", duration: float = 1.0) -> tuple[str, str]:
    """Type a long-running command: the screen shows the echo and whatever was printed so far."""
    text = f"{p.prompt} {cmd}" + ("\n" + partial.rstrip("\n") if partial else "")
    return keys(cmd, duration), text


def finish(p: Pane, cmd: str, out: str, duration: float) -> tuple[str, str]:
    """Wait for the command typed by ``start`` to finish: full output and the next prompt."""
    return wait(duration), f"{p.prompt} {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + p.prompt


def box(headers: list[str], rows: list[list[str]], *, sep_rows: bool = True, center: bool = True) -> str:
    """An incus/lxc style ASCII table."""
    w = [max(len(h), *(len(r[i]) for r in rows)) + 2 for i, h in enumerate(headers)]
    line = "+" + "+".join("-" * x for x in w) + "+"
    head = "|" + "|".join((h.center(x) if center else " " + h.ljust(x - 1)) for h, x in zip(headers, w)) + "|"
    out = [line, head, line]
    for r in rows:
        out.append("|" + "|".join(" " + c.ljust(x - 1) for c, x in zip(r, w)) + "|")
        if sep_rows:
            out.append(line)
    if not sep_rows:
        out.append(line)
    return "\n".join(out)


def cols(rows: list[list[str]], gap: int = 3) -> str:
    """Left-aligned columns padded with spaces (kubectl, virsh and similar)."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join((" " * gap).join(c.ljust(x) for c, x in zip(r, w)).rstrip() for r in rows)


def helm_tab(rows: list[list[str]]) -> str:
    """helm's table: cells padded to the column width and separated by a tab."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("\t".join(c.ljust(x) for c, x in zip(r, w)) for r in rows)


# --------------------------------------------------------------------------- 01 smartctl (bad)
SMART_HDR = """smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-31-amd64] (local build)
Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org
"""


def smart_attrs(poh: int, temp: int, lbas: int) -> str:
    return SMART_HDR + f"""
=== START OF READ SMART DATA SECTION ===
SMART Attributes Data Structure revision number: 1
Vendor Specific SMART Attributes with Thresholds:
ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      UPDATED  WHEN_FAILED RAW_VALUE
  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       0
  9 Power_On_Hours          0x0032   095   095   000    Old_age   Always       -       {poh}
 12 Power_Cycle_Count       0x0032   099   099   000    Old_age   Always       -       86
177 Wear_Leveling_Count     0x0013   097   097   000    Pre-fail  Always       -       41
179 Used_Rsvd_Blk_Cnt_Tot   0x0013   100   100   010    Pre-fail  Always       -       0
181 Program_Fail_Cnt_Total  0x0032   100   100   010    Old_age   Always       -       0
182 Erase_Fail_Count_Total  0x0032   100   100   010    Old_age   Always       -       0
183 Runtime_Bad_Block       0x0013   100   100   010    Pre-fail  Always       -       0
187 Uncorrectable_Error_Cnt 0x0032   100   100   000    Old_age   Always       -       0
190 Airflow_Temperature_Cel 0x0032   {100 - temp:03d}   052   000    Old_age   Always       -       {temp}
195 ECC_Error_Rate          0x001a   200   200   000    Old_age   Always       -       0
199 CRC_Error_Count         0x003e   100   100   000    Old_age   Always       -       0
235 POR_Recovery_Count      0x0012   099   099   000    Old_age   Always       -       47
241 Total_LBAs_Written      0x0032   099   099   000    Old_age   Always       -       {lbas}
"""


def t01(rs: RowSet) -> None:
    p = Pane("root", "stor-07", "/root")
    state = "Last login: Tue Mar 11 14:18:55 2025 from 10.40.2.15\n" + p.prompt
    turns = [
        p.run("smartctl -i /dev/sda", SMART_HDR + """
=== START OF INFORMATION SECTION ===
Model Family:     Samsung based SSDs
Device Model:     Samsung SSD 870 EVO 1TB
Serial Number:    S6PTNM0T812447K
LU WWN Device Id: 5 002538 f42b1c3d7
Firmware Version: SVT02B6Q
User Capacity:    1,000,204,886,016 bytes [1.00 TB]
Sector Size:      512 bytes logical/physical
Rotation Rate:    Solid State Device
Form Factor:      2.5 inches
TRIM Command:     Available, deterministic, zeroed
Device is:        In smartctl database 7.3/5319
ATA Version is:   ACS-4 T13/BSR INCITS 529 revision 5
SATA Version is:  SATA 3.3, 6.0 Gb/s (current: 6.0 Gb/s)
Local Time is:    Tue Mar 11 14:21:09 2025 UTC
SMART support is: Available - device has SMART capability.
SMART support is: Enabled
"""),
        p.run("smartctl -H /dev/sda", SMART_HDR + """
=== START OF READ SMART DATA SECTION ===
SMART overall-health self-assessment test result: PASSED
"""),
        p.run("smartctl -A /dev/sda", smart_attrs(21847, 34, 48213377120)),
        p.run("smartctl -t short /dev/sda", SMART_HDR + """
=== START OF OFFLINE IMMEDIATE AND SELF-TEST SECTION ===
Sending command: "Execute SMART Short self-test routine immediately in off-line mode".
Drive command "Execute SMART Short self-test routine immediately in off-line mode" successful.
Testing has begun.
Please wait 2 minutes for test to complete.
Test will complete after Tue Mar 11 14:24:52 2025 UTC
Use smartctl -X to abort test.
"""),
        p.run("sleep 150; smartctl -l selftest /dev/sda", SMART_HDR + """
=== START OF READ SMART DATA SECTION ===
SMART Self-test log structure revision number 1
Num  Test_Description    Status                  Remaining  LifeTime(hours)  LBA_of_first_error
# 1  Short offline       Completed without error       00%     21847         -
# 2  Extended offline    Completed without error       00%     21211         -
# 3  Short offline       Completed without error       00%     20874         -
""", duration=160),
        p.run("smartctl -A /dev/sda", smart_attrs(21839, 36, 48213391448)),
        p.run("smartctl -l error /dev/sda", SMART_HDR + """
=== START OF READ SMART DATA SECTION ===
SMART Error Log Version: 1
No Errors Logged
"""),
        p.run("smartctl -i /dev/sdb | grep -E 'Model|Serial|Capacity'", """Model Family:     Seagate IronWolf
Device Model:     ST4000VN008-2DR166
Serial Number:    ZGY8K2QL
User Capacity:    4,000,787,030,016 bytes [4.00 TB]
"""),
    ]
    rs.add(T, "h52-terminal-01", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="Power_On_Hours raw value on /dev/sda drops from 21847 (turn 3 and the self-test log) to 21839 a few minutes later.")


# --------------------------------------------------------------------------- 02 esptool (clean)
ESP_CONNECT = """esptool.py v4.7.0
Serial port /dev/ttyUSB0
Connecting....
Detecting chip type... Unsupported detection protocol, switching and trying again...
Connecting.....
Detecting chip type... ESP32
Chip is ESP32-D0WD-V3 (revision v3.1)
Features: WiFi, BT, Dual Core, 240MHz, VRef calibration in efuse, Coding Scheme None
Crystal is 40MHz
MAC: 24:0a:c4:5f:91:3c
Uploading stub...
Running stub...
Stub running...
"""


def t02(rs: RowSet) -> None:
    p = Pane("maker", "bench-nuc", "/home/maker/fw/sensor-node")
    b = ".pio/build/esp32dev"
    turns = [
        p.run("ls -l /dev/ttyUSB*", "crw-rw---- 1 root dialout 188, 0 Mar 11 09:12 /dev/ttyUSB0\n"),
        p.run("esptool.py --port /dev/ttyUSB0 chip_id", ESP_CONNECT + """Warning: ESP32 has no Chip ID. Reading MAC instead.
MAC: 24:0a:c4:5f:91:3c
Hard resetting via RTS pin...
""", duration=5),
        p.run("esptool.py --port /dev/ttyUSB0 flash_id", ESP_CONNECT + """Manufacturer: 20
Device: 4016
Detected flash size: 4MB
Hard resetting via RTS pin...
""", duration=5),
        p.run("esptool.py --port /dev/ttyUSB0 erase_flash", ESP_CONNECT + """Erasing flash (this may take a while)...
Chip erase completed successfully in 11.4s
Hard resetting via RTS pin...
""", duration=20),
        p.run(f"esptool.py --port /dev/ttyUSB0 --baud 460800 write_flash -z 0x1000 {b}/bootloader.bin 0x8000 {b}/partitions.bin 0x10000 {b}/firmware.bin",
              ESP_CONNECT + """Changing baud rate to 460800
Changed.
Configuring flash size...
Flash will be erased from 0x00001000 to 0x00007fff...
Flash will be erased from 0x00008000 to 0x00008fff...
Flash will be erased from 0x00010000 to 0x000f3fff...
Compressed 26144 bytes to 16291...
Wrote 26144 bytes (16291 compressed) at 0x00001000 in 0.6 seconds (effective 348.6 kbit/s)...
Hash of data verified.
Compressed 3072 bytes to 129...
Wrote 3072 bytes (129 compressed) at 0x00008000 in 0.1 seconds (effective 245.8 kbit/s)...
Hash of data verified.
Compressed 933504 bytes to 598237...
Wrote 933504 bytes (598237 compressed) at 0x00010000 in 14.2 seconds (effective 525.9 kbit/s)...
Hash of data verified.

Leaving...
Hard resetting via RTS pin...
""", duration=30),
        p.run("esptool.py --port /dev/ttyUSB0 read_mac", ESP_CONNECT + """MAC: 24:0a:c4:5f:91:3c
Hard resetting via RTS pin...
""", duration=5),
        p.run(f"esptool.py --port /dev/ttyUSB0 --baud 921600 verify_flash 0x10000 {b}/firmware.bin", ESP_CONNECT + f"""Changing baud rate to 921600
Changed.
Configuring flash size...
Verifying 0xe3e80 (933504) bytes @ 0x00010000 in flash against {b}/firmware.bin...
-- verify OK (digest matched)
Hard resetting via RTS pin...
""", duration=10),
    ]
    rs.add(T, "h52-terminal-02", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 03 ufw (clean)
def ufw_numbered(rules: list[tuple[str, str, str]]) -> str:
    out = ["Status: active", "", "     To                         Action      From", "     --                         ------      ----"]
    for i, (to, act, frm) in enumerate(rules, 1):
        out.append(f"[{i:2d}] {to:<27}{act:<12}{frm}")
    return "\n".join(out) + "\n"


def ufw_verbose(logging: str, rules: list[tuple[str, str, str]]) -> str:
    out = ["Status: active", f"Logging: on ({logging})", "Default: deny (incoming), allow (outgoing), deny (routed)",
           "New profiles: skip", "", "To                         Action      From", "--                         ------      ----"]
    for to, act, frm in rules:
        out.append(f"{to:<27}{act:<12}{frm}")
    return "\n".join(out) + "\n"


def t03(rs: RowSet) -> None:
    p = Pane("root", "gw-edge-02", "/root")
    v4 = [("22/tcp", "LIMIT IN", "Anywhere"), ("80/tcp", "ALLOW IN", "Anywhere"), ("443/tcp", "ALLOW IN", "Anywhere"),
          ("9100/tcp", "ALLOW IN", "10.20.4.17")]
    v6 = [("22/tcp (v6)", "LIMIT IN", "Anywhere (v6)"), ("80/tcp (v6)", "ALLOW IN", "Anywhere (v6)"),
          ("443/tcp (v6)", "ALLOW IN", "Anywhere (v6)")]
    pg = ("5432/tcp", "ALLOW IN", "10.20.0.0/16")
    v4b = v4 + [pg]
    v4c = [v4[0], v4[2], v4[3], pg]
    turns = [
        p.run("ufw status verbose", ufw_verbose("low", v4 + v6)),
        p.run("ufw status numbered", ufw_numbered(v4 + v6)),
        p.run("ufw allow from 10.20.0.0/16 to any port 5432 proto tcp", "Rule added\n"),
        p.run("ufw status numbered", ufw_numbered(v4b + v6)),
        p.run("ufw --force delete 2", "Rule deleted\n"),
        p.run("ufw status numbered", ufw_numbered(v4c + v6)),
        p.run("ufw reload", "Firewall reloaded\n", duration=3),
        p.run("ufw logging medium", "Logging enabled\n"),
        p.run("ufw status verbose", ufw_verbose("medium", v4c + v6)),
    ]
    rs.add(T, "h52-terminal-03", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 04 zpool (bad)
def zstatus(scan: str, disks: list[str]) -> str:
    rows = ["\tNAME                                          STATE     READ WRITE CKSUM",
            "\ttank                                          ONLINE       0     0     0",
            "\t  raidz2-0                                    ONLINE       0     0     0"]
    rows += [f"\t    {'ata-WDC_WD40EFRX-68N32N0_' + d:<42}ONLINE       0     0     0" for d in disks]
    return f"""  pool: tank
 state: ONLINE
  scan: {scan}
config:

""" + "\n".join(rows) + "\n\nerrors: No known data errors\n"


def t04(rs: RowSet) -> None:
    p = Pane("root", "nas01", "/root")
    disks = ["WD-WCC7K4RT2N5L", "WD-WCC7K1XJ8F2D", "WD-WCC7K6PA0H7T", "WD-WCC7K3VD9E4R", "WD-WCC7K7HN2M6S", "WD-WCC7K0QC5B8W"]
    bad = list(disks)
    bad[3] = "WD-WCC7K3VD9E4B"
    zl = """NAME           USED  AVAIL  REFER  MOUNTPOINT
tank          6.27T  7.83T   219K  /tank
tank/backups  2.91T  7.83T  2.91T  /tank/backups
tank/media    3.02T  7.83T  3.02T  /tank/media
"""
    turns = [
        p.run("zpool list", """NAME    SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
bpool  1.88G   312M  1.57G        -         -     4%    16%  1.00x    ONLINE  -
rpool   464G  61.2G   403G        -         -    11%    13%  1.00x    ONLINE  -
tank   21.8T  9.41T  12.4T        -         -     7%    43%  1.00x    ONLINE  -
"""),
        p.run("zpool status tank", zstatus("scrub repaired 0B in 05:12:44 with 0 errors on Sun Mar  9 05:36:45 2025", disks)),
        p.run("zfs list -r tank", zl + "tank/vm        349G  7.83T   349G  /tank/vm\n"),
        p.run("zfs create -o compression=zstd tank/photos"),
        p.run("zfs list -r tank", zl + "tank/photos    170K  7.83T   170K  /tank/photos\ntank/vm        349G  7.83T   349G  /tank/vm\n"),
        p.run("zpool scrub tank"),
        p.run("zpool status tank", zstatus("scrub in progress since Tue Mar 11 10:02:13 2025\n\t9.12G / 9.41T scanned at 1.82G/s, 1.04G / 9.41T issued at 213M/s\n\t0B repaired, 0.01% done, 12:51:59 to go", bad)),
        p.run("zfs get compression,compressratio tank/photos", """NAME         PROPERTY       VALUE           SOURCE
tank/photos  compression    zstd            local
tank/photos  compressratio  1.00x           -
"""),
        p.run("zpool iostat tank", """              capacity     operations     bandwidth
pool        alloc   free   read  write   read  write
----------  -----  -----  -----  -----  -----  -----
tank        9.41T  12.4T    412     38   198M  1.21M
"""),
        p.run("zpool status -x", "all pools are healthy\n"),
    ]
    rs.add(T, "h52-terminal-04", SYSTEM, turns, state=p.prompt, bad=True, turn=7,
           kind="The fourth raidz2-0 member, WD-WCC7K3VD9E4R in turn 2, is listed as WD-WCC7K3VD9E4B in turn 7 with no replace.")


# --------------------------------------------------------------------------- 05 wireguard (bad)
K1 = "7yJb2QxN4kT8mW1vZ5cH3rL9pF6dG0sA2eU8iO4nYkM="
K2 = "Hc5pV8mN2xR6tK0wB4yJ7qL1fD9gS3aZ5eU2iO8nTcQ="
K3 = "Rm9tA3kX7vB1nQ5yH8cL2wF6pJ0dG4sE1uZ7iO3nVbU="
K4 = "Zx4nP7kR1vM9bT3yH6cQ0wL8fJ2dG5sA7eU1iO9nWmE="


def t05(rs: RowSet) -> None:
    p = Pane("root", "vpn-hub", "/etc/wireguard")
    turns = [
        p.run("wg show wg0", f"""interface: wg0
  public key: qL3kF8vH0mZ2r7bXnT5cYwE1uJ9aPdS4gK6hR2oV0Ws=
  private key: (hidden)
  listening port: 51820

peer: {K1}
  endpoint: 198.51.100.23:41873
  allowed ips: 10.8.0.11/32
  latest handshake: 48 seconds ago
  transfer: 1.42 GiB received, 9.87 GiB sent
  persistent keepalive: every 25 seconds

peer: {K2}
  endpoint: 203.0.113.140:51820
  allowed ips: 10.8.0.12/32, 192.168.50.0/24
  latest handshake: 1 minute, 37 seconds ago
  transfer: 312.66 MiB received, 288.04 MiB sent
  persistent keepalive: every 25 seconds

peer: {K3}
  allowed ips: 10.8.0.13/32
"""),
        p.run("wg genkey | tee /etc/wireguard/laptop3.key | wg pubkey", f"""Warning: writing to world accessible file.
Consider setting the umask to 077 and trying again.
{K4}
"""),
        p.run(f"wg set wg0 peer {K4} allowed-ips 10.8.0.14/32"),
        p.run("wg show wg0 allowed-ips", f"""{K1}\t10.8.0.11/32
{K2}\t10.8.0.12/32 192.168.60.0/24
{K3}\t10.8.0.13/32
{K4}\t10.8.0.14/32
"""),
        p.run("ip -brief address show wg0", "wg0              UNKNOWN        10.8.0.1/24 \n"),
        p.run("wg show wg0 transfer", f"""{K1}\t1526004718\t10603215660
{K2}\t328114201\t302377811
{K3}\t0\t0
{K4}\t0\t0
"""),
    ]
    rs.add(T, "h52-terminal-05", SYSTEM, turns, state=p.prompt, bad=True, turn=4,
           kind="Peer Hc5p...'s allowed ips were 10.8.0.12/32 and 192.168.50.0/24 in turn 1 but show 192.168.60.0/24 in turn 4; only a new peer was added.")


# --------------------------------------------------------------------------- 06 fail2ban (clean)
def f2b_jail(failed: int, total_failed: int, banned: list[str], total_banned: int) -> str:
    return f"""Status for the jail: sshd
|- Filter
|  |- Currently failed:\t{failed}
|  |- Total failed:\t{total_failed}
|  `- File list:\t/var/log/auth.log
`- Actions
   |- Currently banned:\t{len(banned)}
   |- Total banned:\t{total_banned}
   `- Banned IP list:\t{' '.join(banned)}
"""


def t06(rs: RowSet) -> None:
    p = Pane("root", "web03", "/root")
    log = "\n".join(f"2025-03-11 {t} fail2ban.{src:<15}[1127]: {lvl:<7} [sshd] {msg}" for t, src, lvl, msg in [
        ("11:42:07,418", "actions", "NOTICE", "Unban 203.0.113.45"),
        ("11:42:31,902", "filter", "INFO", "Found 80.94.95.216 - 2025-03-11 11:42:31"),
        ("11:42:48,117", "filter", "INFO", "Found 80.94.95.216 - 2025-03-11 11:42:48"),
        ("11:43:02,655", "actions", "NOTICE", "Ban 198.51.100.77"),
        ("11:43:15,221", "filter", "INFO", "Found 80.94.95.216 - 2025-03-11 11:43:15"),
        ("11:43:29,064", "filter", "INFO", "Found 80.94.95.216 - 2025-03-11 11:43:29"),
        ("11:43:41,730", "filter", "INFO", "Found 80.94.95.216 - 2025-03-11 11:43:41"),
        ("11:43:41,998", "actions", "NOTICE", "Ban 80.94.95.216"),
    ]) + "\n"
    turns = [
        p.run("fail2ban-client status", "Status\n|- Number of jail:\t3\n`- Jail list:\tnginx-http-auth, recidive, sshd\n"),
        p.run("fail2ban-client status sshd", f2b_jail(4, 1187, ["203.0.113.45", "45.148.10.92", "218.92.0.107"], 212)),
        p.run("fail2ban-client set sshd unbanip 203.0.113.45", "1\n"),
        p.run("fail2ban-client status sshd", f2b_jail(6, 1189, ["45.148.10.92", "218.92.0.107"], 212)),
        p.run("fail2ban-client set sshd banip 198.51.100.77", "1\n"),
        p.run("fail2ban-client get sshd bantime; fail2ban-client get sshd maxretry", "3600\n5\n"),
        p.run("fail2ban-client status sshd", f2b_jail(2, 1194, ["45.148.10.92", "218.92.0.107", "198.51.100.77", "80.94.95.216"], 214)),
        p.run("tail -n 8 /var/log/fail2ban.log", log),
    ]
    rs.add(T, "h52-terminal-06", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 07 i2c-tools (clean)
def i2c_grid(found: set[int]) -> str:
    out = ["     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"]
    for row in range(0, 0x80, 0x10):
        cells = []
        for a in range(row, row + 16):
            if a < 0x08 or a > 0x77:
                cells.append("   ")
            elif a in found:
                cells.append(f" {a:02x}")
            else:
                cells.append(" --")
        out.append(f"{row:02x}:" + "".join(cells))
    return "\n".join(out) + "\n"


def t07(rs: RowSet) -> None:
    p = Pane("pi", "sensorpi", "/home/pi")
    state = "Linux sensorpi 6.6.51+rpt-rpi-v8 #1 SMP PREEMPT Debian 1:6.6.51-1+rpt3 (2024-10-08) aarch64\nLast login: Tue Mar 11 07:55:12 2025 from 192.168.1.40\n" + p.prompt
    turns = [
        p.run("i2cdetect -l", "i2c-1\ti2c       \tbcm2835 (i2c@7e804000)          \tI2C adapter\n"
                              "i2c-20\ti2c       \tfef04500.i2c                    \tI2C adapter\n"
                              "i2c-21\ti2c       \tfef09500.i2c                    \tI2C adapter\n"),
        p.run("i2cdetect -y 1", i2c_grid({0x3C, 0x48, 0x76})),
        p.run("i2cget -y 1 0x76 0xd0", "0x60\n"),
        p.run("i2cget -y 1 0x48 0x00 w", "0x8017\n"),
        p.run("i2cget -y 1 0x76 0xf4", "0x00\n"),
        p.run("i2cset -y 1 0x76 0xf4 0x27"),
        p.run("i2cget -y 1 0x76 0xf4; i2cget -y 1 0x48 0x00 w", "0x27\n0x9017\n"),
    ]
    rs.add(T, "h52-terminal-07", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 08 virsh (bad)
def vlist(rows: list[tuple[str, str, str]]) -> str:
    out = [" Id   Name           State", "-------------------------------"]
    out += [f" {i:<4} {n:<14} {s}" for i, n, s in rows]
    return "\n".join(out) + "\n\n"


def dominfo(cpu_time: str) -> str:
    uuid = "8c1f4e2a-5b7d-4f93-a6e0-3d92b7c4f018"
    return f"""Id:             2
Name:           db01
UUID:           {uuid}
OS Type:        hvm
State:          running
CPU(s):         4
CPU time:       {cpu_time}
Max memory:     8388608 KiB
Used memory:    8388608 KiB
Persistent:     yes
Autostart:      enable
Managed save:   no
Security model: apparmor
Security DOI:   0
Security label: libvirt-{uuid} (enforcing)

"""


def t08(rs: RowSet) -> None:
    p = Pane("root", "kvm02", "/root")
    turns = [
        p.run("virsh list --all", vlist([("1", "web01", "running"), ("2", "db01", "running"), ("-", "build-runner", "shut off"), ("-", "win11-test", "shut off")])),
        p.run("virsh dominfo db01", dominfo("91234.5s")),
        p.run("virsh start build-runner", "Domain 'build-runner' started\n\n", duration=3),
        p.run("virsh list --all", vlist([("1", "web01", "running"), ("2", "db01", "running"), ("3", "build-runner", "running"), ("-", "win11-test", "shut off")])),
        p.run('virsh snapshot-create-as db01 pre-upgrade-2025-03 --description "before pg16 upgrade"', "Domain snapshot pre-upgrade-2025-03 created\n", duration=15),
        p.run("virsh snapshot-list db01", """ Name                  Creation Time               State
------------------------------------------------------------
 nightly-2025-03-10    2025-03-10 02:00:04 +0000   running
 pre-upgrade-2025-03   2025-03-11 09:14:52 +0000   running

"""),
        p.run("virsh domrename win11-test win11-lab", "Domain successfully renamed\n"),
        p.run("virsh list --all", vlist([("1", "web01", "running"), ("2", "db01", "running"), ("3", "build-runner", "running"), ("-", "win11-lab", "shut off")])),
        p.run("virsh dominfo db01", dominfo("91502.8s")),
        p.run("virsh list --all", vlist([("1", "web01", "running"), ("2", "db01", "running"), ("3", "build-runner", "running"), ("-", "win11-test", "shut off")])),
        p.run("virsh autostart build-runner", "Domain 'build-runner' marked as autostarted\n\n"),
    ]
    rs.add(T, "h52-terminal-08", SYSTEM, turns, state=p.prompt, bad=True, turn=10,
           kind="The shut-off domain renamed win11-test -> win11-lab (turns 7-8) is listed again as win11-test in turn 10.")


# --------------------------------------------------------------------------- 09 aide (clean)
AIDE_DB_OLD = """/var/lib/aide/aide.db.gz
  MD5      : 3tJ9Kq0mVb7XcY2LwN5sRg==
  SHA1     : 8Qm2xV0bRt6KjLp1YcN4wZ7sHfE=
  SHA256   : Lw4nQx8Zb1Rk6JmV2pT9sYcH0fG3dK7u
             E5aN1iO8rWq=
  SHA512   : c7Xp2Lm9Qv4Rb8Nk1Tw6Yz3Hs0Jf5Gd2
             Ue7Ka4Ni9Ow1Pr6Sq3Vt8Xy0Zb5Mc2Ld
             7Fh4Jg1Ks9=="""
AIDE_DB_NEW = """/var/lib/aide/aide.db.gz
  MD5      : Vh2Qm8Lx0Rb5Tk9NwY4sJg==
  SHA1     : Kp7Zc1Ny5Wx3Rt9Lm0Qb2Vf6HsE=
  SHA256   : Tq1Xm6Rb9Zk2Wn7Lp4Vc0Ys8Hd3Jf5Gu
             N2aK7iO4rEq=
  SHA512   : Gm5Qw8Lb2Zx7Rn4Kt1Vy9Hc6Jd0Sf3Pa
             Ue2Ni8Ko5Wr1Tq7Mv4Xz9Yb6Lc3Ph0Jg
             4Dk7Fs2As==="""


def aide_report(start: str, end: str, run: str, update: bool) -> str:
    new_db = "New AIDE database written to /var/lib/aide/aide.db.new.gz\n" if update else ""
    return f"""Start timestamp: {start} +0000 (AIDE 0.16)
AIDE found differences between database and filesystem!!
{new_db}
Summary:
  Total number of entries:\t48213
  Added entries:\t\t1
  Removed entries:\t\t0
  Changed entries:\t\t2

---------------------------------------------------
Added entries:
---------------------------------------------------

f++++++++++++++++: /etc/sudoers.d/deploy

---------------------------------------------------
Changed entries:
---------------------------------------------------

f   ...  mc..C.. : /etc/group
f   ...  mc..C.. : /etc/ssh/sshd_config

---------------------------------------------------
Detailed information about changes:
---------------------------------------------------

File: /etc/group
  Mtime    : 2025-01-29 10:02:44 +0000        | 2025-03-10 17:40:12 +0000
  Ctime    : 2025-01-29 10:02:44 +0000        | 2025-03-10 17:40:12 +0000
  SHA512   : pX3mL9qV0bR7tK2nW5yJ8cH1fD4gS6aZ | Wn8Qb3Lk6Rx1Vt9Mz4Jp7Hc2Yd5Sg0Fa

File: /etc/ssh/sshd_config
  Mtime    : 2025-02-27 16:11:05 +0000        | 2025-03-10 17:42:31 +0000
  Ctime    : 2025-02-27 16:11:05 +0000        | 2025-03-10 17:42:31 +0000
  SHA512   : Hq2Vm7Lx9Rb4Tk1Nw6Yz3Jc8Sf0Pd5Ga | Ke5Rt2Wm8Lq1Vx7Nb4Zc9Jh3Sd6Yf0Pg

---------------------------------------------------
The attributes of the (uncompressed) database(s):
---------------------------------------------------

{AIDE_DB_OLD}

End timestamp: {end} +0000 (run time: {run})
"""


def t09(rs: RowSet) -> None:
    p = Pane("root", "bastion01", "/root", style="rhel")
    turns = [
        p.run("aide --check", aide_report("2025-03-11 08:40:02", "2025-03-11 08:41:37", "1m 35s", False), duration=120),
        p.run("grep -nE '^(PermitRootLogin|PasswordAuthentication)' /etc/ssh/sshd_config", "40:PermitRootLogin no\n65:PasswordAuthentication no\n"),
        p.run("aide --update", aide_report("2025-03-11 08:44:10", "2025-03-11 08:45:51", "1m 41s", True), duration=120),
        p.run("mv -f /var/lib/aide/aide.db.new.gz /var/lib/aide/aide.db.gz"),
        p.run("aide --check", f"""Start timestamp: 2025-03-11 08:47:03 +0000 (AIDE 0.16)
AIDE found NO differences between database and filesystem. Looks okay!!

Number of entries:\t48213

---------------------------------------------------
The attributes of the (uncompressed) database(s):
---------------------------------------------------

{AIDE_DB_NEW}

End timestamp: 2025-03-11 08:48:36 +0000 (run time: 1m 33s)
""", duration=120),
        p.run("ls -l /var/lib/aide/", "total 6132\n-rw-------. 1 root root 6277311 Mar 11 08:45 aide.db.gz\n"),
    ]
    rs.add(T, "h52-terminal-09", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 10 k3s kubectl (bad)
def t10(rs: RowSet) -> None:
    p = Pane("root", "k3s-cp-01", "/root")
    cart_a, cart_b, cart_c = "cart-7d9f8c6b5d-2xk4p", "cart-7d9f8c6b5d-q8m7n", "cart-7d9f8c6b5d-vh2rj"
    cat_new = "catalog-6b8c5d7f9-r4hxm"
    hdr = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]
    tail = [["frontend-6f8d9c7b8-mwk2t", "1/1", "Running", "0", "6d"],
            ["frontend-6f8d9c7b8-t7zqv", "1/1", "Running", "0", "6d"],
            ["redis-0", "1/1", "Running", "1 (9d ago)", "12d"]]
    os_img = "Debian GNU/Linux 12 (bookworm)"
    turns = [
        p.run("kubectl get nodes -o wide", cols([
            ["NAME", "STATUS", "ROLES", "AGE", "VERSION", "INTERNAL-IP", "EXTERNAL-IP", "OS-IMAGE", "KERNEL-VERSION", "CONTAINER-RUNTIME"],
            ["k3s-cp-01", "Ready", "control-plane,master", "41d", "v1.29.4+k3s1", "10.0.10.11", "<none>", os_img, "6.1.0-31-amd64", "containerd://1.7.15-k3s1"],
            ["k3s-wk-01", "Ready", "<none>", "41d", "v1.29.4+k3s1", "10.0.10.21", "<none>", os_img, "6.1.0-31-amd64", "containerd://1.7.15-k3s1"],
            ["k3s-wk-02", "Ready", "<none>", "12d", "v1.29.4+k3s1", "10.0.10.22", "<none>", os_img, "6.1.0-31-amd64", "containerd://1.7.15-k3s1"]]) + "\n"),
        p.run("kubectl get pods -n shop", cols([hdr,
            [cart_a, "1/1", "Running", "0", "3d4h"], [cart_b, "1/1", "Running", "0", "3d4h"],
            ["catalog-5c6b7f9d4-lz9wt", "1/1", "Running", "2 (3d ago)", "6d"]] + tail) + "\n"),
        p.run("kubectl scale deploy/cart -n shop --replicas=3", "deployment.apps/cart scaled\n"),
        p.run("kubectl get pods -n shop", cols([hdr,
            [cart_a, "1/1", "Running", "0", "3d4h"], [cart_b, "1/1", "Running", "0", "3d4h"], [cart_c, "0/1", "ContainerCreating", "0", "2s"],
            ["catalog-5c6b7f9d4-lz9wt", "1/1", "Running", "2 (3d ago)", "6d"]] + tail) + "\n"),
        p.run("kubectl get deploy -n shop", cols([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
            ["cart", "3/3", "3", "3", "41d"], ["catalog", "1/1", "1", "1", "41d"], ["frontend", "2/2", "2", "2", "41d"]]) + "\n"),
        p.run("kubectl set image deploy/catalog catalog=registry.local:5000/shop/catalog:1.8.3 -n shop", "deployment.apps/catalog image updated\n"),
        p.run("kubectl rollout status deploy/catalog -n shop", """Waiting for deployment "catalog" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "catalog" rollout to finish: 1 old replicas are pending termination...
deployment "catalog" successfully rolled out
""", duration=30),
        p.run("kubectl get pods -n shop -o wide", cols([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            [cart_a, "1/1", "Running", "0", "3d4h", "10.42.1.57", "k3s-wk-01", "<none>", "<none>"],
            [cart_b, "1/1", "Running", "0", "3d4h", "10.42.2.31", "k3s-wk-02", "<none>", "<none>"],
            [cat_new, "1/1", "Running", "0", "41s", "10.42.2.44", "k3s-wk-02", "<none>", "<none>"],
            ["frontend-6f8d9c7b8-mwk2t", "1/1", "Running", "0", "6d", "10.42.1.49", "k3s-wk-01", "<none>", "<none>"],
            ["frontend-6f8d9c7b8-t7zqv", "1/1", "Running", "0", "6d", "10.42.2.18", "k3s-wk-02", "<none>", "<none>"],
            ["redis-0", "1/1", "Running", "1 (9d ago)", "12d", "10.42.1.12", "k3s-wk-01", "<none>", "<none>"]]) + "\n"),
        p.run("kubectl get svc -n shop", cols([["NAME", "TYPE", "CLUSTER-IP", "EXTERNAL-IP", "PORT(S)", "AGE"],
            ["cart", "ClusterIP", "10.43.118.40", "<none>", "8080/TCP", "41d"],
            ["catalog", "ClusterIP", "10.43.52.201", "<none>", "8080/TCP", "41d"],
            ["frontend", "LoadBalancer", "10.43.9.77", "10.0.10.11,10.0.10.21,10.0.10.22", "80:31880/TCP", "41d"],
            ["redis", "ClusterIP", "None", "<none>", "6379/TCP", "12d"]]) + "\n"),
        p.run(f"kubectl describe pod {cat_new} -n shop | grep -E '^(Node|Status|IP):|Image:'", """Node:             k3s-wk-02/10.0.10.22
Status:           Running
IP:               10.42.2.44
    Image:          registry.local:5000/shop/catalog:1.8.3
"""),
        p.run(f"kubectl logs {cat_new} -n shop --tail=4", """2025-03-11T12:31:07.412Z INFO  catalog starting version=1.8.3 commit=9f1c2ab
2025-03-11T12:31:07.918Z INFO  connected to redis addr=redis:6379 db=0
2025-03-11T12:31:08.033Z INFO  loaded products count=1284 took=112ms
2025-03-11T12:31:08.041Z INFO  http server listening addr=:8080
"""),
        p.run("kubectl top nodes", cols([["NAME", "CPU(cores)", "CPU%", "MEMORY(bytes)", "MEMORY%"],
            ["k3s-cp-01", "312m", "7%", "2811Mi", "35%"], ["k3s-wk-01", "586m", "14%", "5127Mi", "64%"],
            ["k3s-wk-02", "441m", "11%", "3904Mi", "49%"]]) + "\n"),
    ]
    rs.add(T, "h52-terminal-10", SYSTEM, turns, state=p.prompt, bad=True, turn=8,
           kind="cart was scaled to 3 (pod cart-7d9f8c6b5d-vh2rj in turn 4, deploy 3/3 in turn 5) but the full pod list in turn 8 shows only two cart pods.")


# --------------------------------------------------------------------------- 11 mdadm (clean)
MD0 = """md0 : active raid1 sdc1[1] sdb1[0]
      976630464 blocks super 1.2 [2/2] [UU]
      bitmap: 1/8 pages [4KB], 65536KB chunk

unused devices: <none>
"""
PERS = "Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10] \n"


def md1_detail(update: str, state: str, counts: tuple[int, int, int, int], events: int, rebuild: str, devs: list[str]) -> str:
    active, working, failed, spare = counts
    return f"""/dev/md1:
           Version : 1.2
     Creation Time : Thu Jun 13 18:22:40 2024
        Raid Level : raid5
        Array Size : 3906764800 (3725.78 GiB 4000.53 GB)
     Used Dev Size : 1953382400 (1862.89 GiB 2000.26 GB)
      Raid Devices : 3
     Total Devices : {working + failed}
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
{rebuild}
              Name : fileserver:1  (local to host fileserver)
              UUID : 5b0e2c71:9a4f3d86:e17b4c02:3fd8a915
            Events : {events}

    Number   Major   Minor   RaidDevice State
""" + "\n".join(devs) + "\n"


def t11(rs: RowSet) -> None:
    p = Pane("root", "fileserver", "/root")
    blocks = "      3906764800 blocks super 1.2 level 5, 512k chunk, algorithm 2"
    bm = "      bitmap: 2/15 pages [8KB], 65536KB chunk\n\n"
    turns = [
        p.run("cat /proc/mdstat", PERS + "md1 : active raid5 sdf1[3] sde1[1] sdd1[0]\n" + blocks + " [3/3] [UUU]\n" + bm + MD0),
        p.run("mdadm --detail /dev/md1", md1_detail("Tue Mar 11 13:05:18 2025", "clean", (3, 3, 0, 0), 18422, "", [
            "       0       8       49        0      active sync   /dev/sdd1",
            "       1       8       65        1      active sync   /dev/sde1",
            "       3       8       81        2      active sync   /dev/sdf1"])),
        p.run("mdadm /dev/md1 --fail /dev/sde1", "mdadm: set /dev/sde1 faulty in /dev/md1\n"),
        p.run("mdadm /dev/md1 --remove /dev/sde1", "mdadm: hot removed /dev/sde1 from /dev/md1\n"),
        p.run("cat /proc/mdstat", PERS + "md1 : active raid5 sdf1[3] sdd1[0]\n" + blocks + " [3/2] [U_U]\n" + bm + MD0),
        p.run("mdadm /dev/md1 --add /dev/sdg1", "mdadm: added /dev/sdg1\n"),
        p.run("cat /proc/mdstat", PERS + "md1 : active raid5 sdg1[4] sdf1[3] sdd1[0]\n" + blocks + " [3/2] [U_U]\n"
              "      [>....................]  recovery =  0.4% (7814144/1953382400) finish=212.4min speed=152640K/sec\n" + bm + MD0),
        p.run("sleep 60; cat /proc/mdstat", PERS + "md1 : active raid5 sdg1[4] sdf1[3] sdd1[0]\n" + blocks + " [3/2] [U_U]\n"
              "      [>....................]  recovery =  0.8% (16972544/1953382400) finish=211.3min speed=152688K/sec\n" + bm + MD0, duration=65),
        p.run("mdadm --detail /dev/md1", md1_detail("Tue Mar 11 13:09:02 2025", "clean, degraded, recovering", (2, 3, 0, 1), 18437,
                                                     "\n    Rebuild Status : 0% complete\n", [
            "       0       8       49        0      active sync   /dev/sdd1",
            "       4       8       97        1      spare rebuilding   /dev/sdg1",
            "       3       8       81        2      active sync   /dev/sdf1"])),
        p.run("mdadm --detail --scan", """ARRAY /dev/md0 metadata=1.2 name=fileserver:0 UUID=a2c94d17:60be8f3e:4d7a1b95:c08e26f4
ARRAY /dev/md1 metadata=1.2 spares=1 name=fileserver:1 UUID=5b0e2c71:9a4f3d86:e17b4c02:3fd8a915
"""),
    ]
    rs.add(T, "h52-terminal-11", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 12 incus (bad)
INC_HDR = ["NAME", "STATE", "IPV4", "IPV6", "TYPE", "SNAPSHOTS"]
SNAP_HDR = ["NAME", "TAKEN AT", "EXPIRES AT", "STATEFUL"]


def t12(rs: RowSet) -> None:
    p = Pane("ops", "lab-host", "/home/ops")
    pg6 = "fd42:7a1c:9e3b:5d21:216:3eff:fe8a:41c2 (eth0)"
    web = ["web-proxy", "RUNNING", "10.146.3.21 (eth0)", "fd42:7a1c:9e3b:5d21:216:3eff:fe12:9b07 (eth0)", "CONTAINER", "0"]
    win = ["win-build", "STOPPED", "", "", "VIRTUAL-MACHINE", "1"]
    snaps = [["auto-20250309", "2025/03/09 03:00 UTC", "", "NO"], ["auto-20250310", "2025/03/10 03:00 UTC", "", "NO"]]
    turns = [
        p.run("incus list", box(INC_HDR, [["ci-runner-01", "STOPPED", "", "", "CONTAINER", "0"],
                                         ["pg-staging", "RUNNING", "10.146.3.44 (eth0)", pg6, "CONTAINER", "2"], web, win])),
        p.run("incus snapshot create pg-staging before-migrate", duration=3),
        p.run("incus snapshot list pg-staging", box(SNAP_HDR, snaps + [["before-migrate", "2025/03/11 10:04 UTC", "", "NO"]])),
        p.run("incus start ci-runner-01", duration=3),
        p.run("incus list", box(INC_HDR, [["ci-runner-01", "RUNNING", "10.146.3.57 (eth0)", "fd42:7a1c:9e3b:5d21:216:3eff:fe4d:6e15 (eth0)", "CONTAINER", "0"],
                                         ["pg-staging", "RUNNING", "10.146.3.44 (eth0)", pg6, "CONTAINER", "3"], web, win])),
        p.run("incus info pg-staging", """Name: pg-staging
Status: RUNNING
Type: container
Architecture: x86_64
PID: 4127
Created: 2024/11/18 14:32 UTC
Last Used: 2025/03/02 08:15 UTC

Resources:
  Processes: 27
  Disk usage:
    root: 3.12GiB
  CPU usage:
    CPU usage (in seconds): 48211
  Memory usage:
    Memory (current): 1.41GiB
  Network usage:
    eth0:
      Type: broadcast
      State: UP
      Host interface: veth6a1c2f4e
      MAC address: 00:16:3e:8a:41:c2
      MTU: 1500
      Bytes received: 2.91GB
      Bytes sent: 1.77GB
      Packets received: 4120387
      Packets sent: 3018864
      IP addresses:
        inet:  10.146.3.44/24 (global)
        inet6: fd42:7a1c:9e3b:5d21:216:3eff:fe8a:41c2/64 (global)
        inet6: fe80::216:3eff:fe8a:41c2/64 (link)
    lo:
      Type: loopback
      State: UP
      MTU: 65536
      Bytes received: 48.20MB
      Bytes sent: 48.20MB
      Packets received: 211804
      Packets sent: 211804
      IP addresses:
        inet:  127.0.0.1/8 (local)
        inet6: ::1/128 (local)

Snapshots:
""" + box(SNAP_HDR, snaps + [["before-migrate", "2025/03/11 10:14 UTC", "", "NO"]]) + "\n"),
        p.run("incus exec pg-staging -- psql -V", "psql (PostgreSQL) 15.6 (Debian 15.6-0+deb12u1)\n"),
        p.run("incus config set ci-runner-01 limits.cpu=4"),
        p.run("incus config get ci-runner-01 limits.cpu", "4\n"),
    ]
    rs.add(T, "h52-terminal-12", SYSTEM, turns, state=p.prompt, bad=True, turn=6,
           kind="Snapshot before-migrate was taken at 2025/03/11 10:04 UTC per turn 3 but incus info shows 10:14 UTC in turn 6.")


# --------------------------------------------------------------------------- 13 clamscan (clean)
def clam_summary(dirs: int, files: int, infected: int, scanned: str, read: str, ratio: str, t: str, t2: str, s: str, e: str) -> str:
    return f"""
----------- SCAN SUMMARY -----------
Known viruses: 8719393
Engine version: 1.0.5
Scanned directories: {dirs}
Scanned files: {files}
Infected files: {infected}
Data scanned: {scanned} MB
Data read: {read} MB (ratio {ratio}:1)
Time: {t} sec ({t2})
Start Date: 2025:03:11 {s}
End Date:   2025:03:11 {e}
"""


def t13(rs: RowSet) -> None:
    p = Pane("root", "ws-forensics", "/root")
    dl = "/home/analyst/Downloads"
    fc = "freshclam"
    fresh = """Tue Mar 11 11:20:14 2025 -> ClamAV update process started at Tue Mar 11 11:20:14 2025
Tue Mar 11 11:20:14 2025 -> daily database available for update (local version: 27573, remote version: 27574)
Tue Mar 11 11:20:16 2025 -> Testing database: '/var/lib/clamav/tmp.5f3a1c9e27/clamav-8d41e0b7c2a5f6193e7d0b4a1c8f2e65.tmp-daily.cld' ...
Tue Mar 11 11:20:21 2025 -> Database test passed.
Tue Mar 11 11:20:21 2025 -> daily.cld updated (version: 27574, sigs: 2071880, f-level: 90, builder: raynman)
Tue Mar 11 11:20:21 2025 -> main.cvd database is up-to-date (version: 62, sigs: 6647427, f-level: 90, builder: sigmgr)
Tue Mar 11 11:20:21 2025 -> bytecode.cvd database is up-to-date (version: 335, sigs: 86, f-level: 90, builder: raynman)
Tue Mar 11 11:20:21 2025 -> Clamd was NOT notified: Can't connect to clamd through /var/run/clamav/clamd.ctl: No such file or directory
"""
    turns = [
        p.run("clamscan --version", "ClamAV 1.0.5/27573/Mon Mar 10 08:26:41 2025\n"),
        start(p, fc, "\n".join(fresh.splitlines()[:3]), duration=2),
        finish(p, fc, fresh, 10),
        p.run("clamscan --version", "ClamAV 1.0.5/27574/Tue Mar 11 08:31:12 2025\n"),
        p.run(f"clamscan -r -i {dl}", f"""{dl}/invoice_0311.docm: Doc.Downloader.Emotet-9953321-0 FOUND
{dl}/tools/setup_crack.exe: Win.Trojan.Agent-1142077 FOUND
""" + clam_summary(7, 143, 2, "412.37", "388.05", "1.06", "41.227", "0 m 41 s", "11:21:03", "11:21:44"), duration=60),
        p.run(f"mkdir -p /root/quarantine && mv {dl}/invoice_0311.docm /root/quarantine/ && chmod 000 /root/quarantine/invoice_0311.docm"),
        p.run(f"clamscan -r -i {dl}", f"{dl}/tools/setup_crack.exe: Win.Trojan.Agent-1142077 FOUND\n"
              + clam_summary(7, 142, 1, "411.96", "387.87", "1.06", "40.913", "0 m 40 s", "11:22:30", "11:23:11"), duration=60),
        p.run(f"rm -f {dl}/tools/setup_crack.exe"),
        p.run("clamscan -i /root/quarantine/invoice_0311.docm", "/root/quarantine/invoice_0311.docm: Doc.Downloader.Emotet-9953321-0 FOUND\n"
              + clam_summary(0, 1, 1, "0.41", "0.18", "2.28", "9.884", "0 m 9 s", "11:24:02", "11:24:12"), duration=20),
    ]
    rs.add(T, "h52-terminal-13", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 14 SELinux (bad)
def t14(rs: RowSet) -> None:
    p = Pane("root", "app01", "/root", style="rhel")
    hdr = "http_port_t                    tcp      "
    turns = [
        p.run("getenforce", "Enforcing\n"),
        p.run("sestatus", """SELinux status:                 enabled
SELinuxfs mount:                /sys/fs/selinux
SELinux root directory:         /etc/selinux
Loaded policy name:             targeted
Current mode:                   enforcing
Mode from config file:          enforcing
Policy MLS status:              enabled
Policy deny_unknown status:     allowed
Memory protection checking:     actual (secure)
Max kernel policy version:      33
"""),
        p.run("grep -Ev '^(#|$)' /etc/selinux/config", "SELINUX=permissive\nSELINUXTYPE=targeted\n"),
        p.run("semanage port -l | grep '^http_port_t'", hdr + "80, 81, 443, 488, 8008, 8009, 8443, 9000\n", duration=3),
        p.run("semanage port -a -t http_port_t -p tcp 8085", duration=5),
        p.run("semanage port -l | grep '^http_port_t'", hdr + "8085, 80, 81, 443, 488, 8008, 8009, 8443, 9000\n", duration=3),
        p.run("semanage port -l -C", "SELinux Port Type              Proto    Port Number\n\nhttp_port_t                    tcp      8085\n", duration=3),
    ]
    rs.add(T, "h52-terminal-14", SYSTEM, turns, state=p.prompt, bad=True, turn=3,
           kind="sestatus reports 'Mode from config file: enforcing' (turn 2) but /etc/selinux/config reads SELINUX=permissive in turn 3 with no edit.")


# --------------------------------------------------------------------------- 15 helm (bad)
def t15(rs: RowSet) -> None:
    p = Pane("dev", "ci-box", "/home/dev/infra")
    lh = ["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION"]
    loki = ["loki", "monitoring", "3", "2025-02-28 11:17:40.044913266 +0000 UTC", "deployed", "loki-5.47.2", "2.9.6"]
    loki_bad = loki[:6] + ["2.9.8"]
    hh = ["REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION", "DESCRIPTION"]
    hist = [["1", "Mon Nov  4 10:12:33 2024", "superseded", "grafana-7.0.8", "10.2.2", "Install complete"],
            ["2", "Thu Dec 12 14:40:09 2024", "superseded", "grafana-7.0.19", "10.2.3", "Upgrade complete"],
            ["3", "Wed Jan 22 08:55:47 2025", "superseded", "grafana-7.3.0", "10.4.0", "Upgrade complete"],
            ["4", "Thu Feb 20 16:42:11 2025", "superseded", "grafana-7.3.9", "10.4.1", "Upgrade complete"],
            ["5", "Tue Mar 11 15:08:27 2025", "deployed", "grafana-8.0.2", "11.0.0", "Upgrade complete"]]
    desc = "The leading tool for querying and visualizing t..."
    turns = [
        p.run("helm list -A", helm_tab([lh,
            ["grafana", "monitoring", "4", "2025-02-20 16:42:11.318204737 +0000 UTC", "deployed", "grafana-7.3.9", "10.4.1"],
            ["ingress-nginx", "ingress-nginx", "2", "2025-01-14 09:03:55.802411926 +0000 UTC", "deployed", "ingress-nginx-4.10.0", "1.10.0"],
            loki]) + "\n"),
        p.run("helm repo update", """Hang tight while we grab the latest from your chart repositories...
...Successfully got an update from the "ingress-nginx" chart repository
...Successfully got an update from the "grafana" chart repository
Update Complete. \u2388Happy Helming!\u2388
""", duration=5),
        p.run("helm search repo grafana/grafana --versions | head -n 5", helm_tab([["NAME", "CHART VERSION", "APP VERSION", "DESCRIPTION"],
            ["grafana/grafana", "8.0.2", "11.0.0", desc], ["grafana/grafana", "8.0.1", "11.0.0", desc],
            ["grafana/grafana", "8.0.0", "11.0.0", desc], ["grafana/grafana", "7.3.12", "10.4.1", desc]]) + "\n"),
        p.run("helm upgrade grafana grafana/grafana -n monitoring --version 8.0.2 --reuse-values", """Release "grafana" has been upgraded. Happy Helming!
NAME: grafana
LAST DEPLOYED: Tue Mar 11 15:08:27 2025
NAMESPACE: monitoring
STATUS: deployed
REVISION: 5
NOTES:
1. Get your 'admin' user password by running:

   kubectl get secret --namespace monitoring grafana -o jsonpath="{.data.admin-password}" | base64 --decode ; echo


2. The Grafana server can be accessed via port 80 on the following DNS name from within your cluster:

   grafana.monitoring.svc.cluster.local

   Get the Grafana URL to visit by running these commands in the same shell:
     export POD_NAME=$(kubectl get pods --namespace monitoring -l "app.kubernetes.io/name=grafana,app.kubernetes.io/instance=grafana" -o jsonpath="{.items[0].metadata.name}")
     kubectl --namespace monitoring port-forward $POD_NAME 3000

3. Login with the password from step 1 and the username: admin
""", duration=15),
        p.run("helm history grafana -n monitoring", helm_tab([hh] + hist) + "\n"),
        p.run("helm rollback grafana 4 -n monitoring", "Rollback was a success! Happy Helming!\n", duration=10),
        p.run("helm list -n monitoring", helm_tab([lh,
            ["grafana", "monitoring", "6", "2025-03-11 15:10:02.771530418 +0000 UTC", "deployed", "grafana-7.3.9", "10.4.1"],
            loki_bad]) + "\n"),
        p.run("kubectl get pods -n monitoring -l app.kubernetes.io/name=grafana", cols([["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
            ["grafana-7c9d8b6f54-x2lqp", "1/1", "Running", "0", "58s"]]) + "\n"),
    ]
    rs.add(T, "h52-terminal-15", SYSTEM, turns, state=p.prompt, bad=True, turn=7,
           kind="The untouched loki release (revision 3, chart loki-5.47.2) shows APP VERSION 2.9.8 in turn 7 instead of 2.9.6 from turn 1.")


# --------------------------------------------------------------------------- 16 platformio (clean)
PIO_HEAD = """Processing esp32dev (platform: espressif32@6.6.0; board: esp32dev; framework: arduino)
--------------------------------------------------------------------------------
Verbose mode can be enabled via `-v, --verbose` option
CONFIGURATION: https://docs.platformio.org/page/boards/espressif32/esp32dev.html
PLATFORM: Espressif 32 (6.6.0) > Espressif ESP32 Dev Module
HARDWARE: ESP32 240MHz, 320KB RAM, 4MB Flash
DEBUG: Current (cmsis-dap) External (cmsis-dap, esp-bridge, esp-prog, iot-bus-jtag, jlink, minimodule, olimex-arm-usb-ocd, olimex-arm-usb-ocd-h, olimex-arm-usb-tiny-h, olimex-jtag-tiny, tumpa)
PACKAGES:
 - framework-arduinoespressif32 @ 3.20014.231204 (2.0.14)
 - tool-esptoolpy @ 1.40501.0 (4.5.1)
 - toolchain-xtensa-esp32 @ 8.4.0+2021r2-patch5
LDF: Library Dependency Finder -> https://bit.ly/configure-pio-ldf
LDF Modes: Finder ~ chain, Compatibility ~ soft
"""
PIO_INI = """; PlatformIO Project Configuration File
;
;   Build options: build flags, source filter
;   Upload options: custom upload port, speed and extra flags
;   Library options: dependencies, extra library storages
;   Advanced options: extra scripting
;
; Please visit documentation for the other options and examples
; https://docs.platformio.org/page/projectconf.html

[env:esp32dev]
platform = espressif32@6.6.0
board = esp32dev
framework = arduino
monitor_speed = 115200
upload_speed = 460800
lib_deps =
\tknolleary/PubSubClient@^2.8
\tbblanchon/ArduinoJson@^7.0.4
"""


def pio_size(ram: int, flash: int) -> str:
    rp, fp = ram / 327680 * 100, flash / 1310720 * 100
    rb, fb = "=" * int(rp / 10), "=" * int(fp / 10)
    return (f"RAM:   [{rb:<10}]  {rp:4.1f}% (used {ram} bytes from 327680 bytes)\n"
            f"Flash: [{fb:<10}]  {fp:4.1f}% (used {flash} bytes from 1310720 bytes)\n")


def t16(rs: RowSet) -> None:
    p = Pane("maker", "desk", "/home/maker/projects/weather-node")
    graph1 = """Found 35 compatible libraries
Scanning dependencies...
Dependency Graph
|-- PubSubClient @ 2.8.0
|-- ArduinoJson @ 7.0.4
|-- WiFi @ 2.0.0
|-- Wire @ 2.0.0
Building in release mode
"""
    graph2 = """Found 38 compatible libraries
Scanning dependencies...
Dependency Graph
|-- PubSubClient @ 2.8.0
|-- ArduinoJson @ 7.0.4
|-- Adafruit BME280 Library @ 2.2.4
|-- WiFi @ 2.0.0
|-- Wire @ 2.0.0
Building in release mode
"""
    link = """Linking .pio/build/esp32dev/firmware.elf
Retrieving maximum program size .pio/build/esp32dev/firmware.elf
Checking size .pio/build/esp32dev/firmware.elf
Advanced Memory Usage is available via "PlatformIO Home > Project Inspect"
"""
    image = """Building .pio/build/esp32dev/firmware.bin
esptool.py v4.5.1
Creating esp32 image...
Merged 2 ELF sections
Successfully created esp32 image.
"""
    build1 = "pio run -e esp32dev"
    turns = [
        p.run("pio --version", "PlatformIO Core, version 6.1.15\n"),
        p.run("cat platformio.ini", PIO_INI),
        start(p, build1, PIO_HEAD + graph1 + "Compiling .pio/build/esp32dev/src/main.cpp.o", duration=5),
        finish(p, build1, PIO_HEAD + graph1 + "Compiling .pio/build/esp32dev/src/main.cpp.o\n" + link + pio_size(45440, 814121) + image
               + "========================= [SUCCESS] Took 14.82 seconds =========================\n", 20),
        p.run("sed -i 's/^monitor_speed = 115200/monitor_speed = 921600/' platformio.ini"),
        p.run("grep -n speed platformio.ini", "15:monitor_speed = 921600\n16:upload_speed = 460800\n"),
        p.run('pio pkg install -l "adafruit/Adafruit BME280 Library@^2.2.4"', """Resolving esp32dev dependencies...
Library Manager: Installing adafruit/Adafruit BME280 Library @ ^2.2.4
Downloading  [####################################]  100%
Unpacking  [####################################]  100%
Library Manager: Adafruit BME280 Library@2.2.4 has been installed!
Library Manager: Resolving dependencies...
Library Manager: Installing adafruit/Adafruit Unified Sensor
Downloading  [####################################]  100%
Unpacking  [####################################]  100%
Library Manager: Adafruit Unified Sensor@1.1.14 has been installed!
Library Manager: Installing adafruit/Adafruit BusIO
Downloading  [####################################]  100%
Unpacking  [####################################]  100%
Library Manager: Adafruit BusIO@1.16.1 has been installed!
Library Manager: Installing Wire
Library Manager: Already installed, built-in library
Library Manager: Installing SPI
Library Manager: Already installed, built-in library
""", duration=20),
        p.run("tail -n 4 platformio.ini", "lib_deps =\n\tknolleary/PubSubClient@^2.8\n\tbblanchon/ArduinoJson@^7.0.4\n\tadafruit/Adafruit BME280 Library@^2.2.4\n"),
        p.run(build1, PIO_HEAD + graph2 + """Compiling .pio/build/esp32dev/src/main.cpp.o
Compiling .pio/build/esp32dev/lib0e1/Adafruit Unified Sensor/Adafruit_Sensor.cpp.o
Compiling .pio/build/esp32dev/libc3a/Adafruit BusIO/Adafruit_BusIO_Register.cpp.o
Compiling .pio/build/esp32dev/libc3a/Adafruit BusIO/Adafruit_I2CDevice.cpp.o
Compiling .pio/build/esp32dev/libc3a/Adafruit BusIO/Adafruit_SPIDevice.cpp.o
Compiling .pio/build/esp32dev/lib5f2/Adafruit BME280 Library/Adafruit_BME280.cpp.o
Archiving .pio/build/esp32dev/lib0e1/libAdafruit Unified Sensor.a
Archiving .pio/build/esp32dev/libc3a/libAdafruit BusIO.a
Archiving .pio/build/esp32dev/lib5f2/libAdafruit BME280 Library.a
""" + link + pio_size(45872, 831077) + image + "========================= [SUCCESS] Took 11.37 seconds =========================\n", duration=30),
        p.run("pio device list", """/dev/ttyUSB0
------------
Hardware ID: USB VID:PID=10C4:EA60 SER=0001 LOCATION=1-1.3:1.0
Description: CP2102 USB to UART Bridge Controller - CP2102 USB to UART Bridge Controller

/dev/ttyS0
----------
Hardware ID: PNP0501
Description: ttyS0
"""),
        p.run("pio run -e esp32dev -t upload", PIO_HEAD + graph2 + link + pio_size(45872, 831077) + """Configuring upload protocol...
AVAILABLE: cmsis-dap, esp-bridge, esp-prog, espota, esptool, iot-bus-jtag, jlink, minimodule, olimex-arm-usb-ocd, olimex-arm-usb-ocd-h, olimex-arm-usb-tiny-h, olimex-jtag-tiny, tumpa
CURRENT: upload_protocol = esptool
Looking for upload port...
Auto-detected: /dev/ttyUSB0
Uploading .pio/build/esp32dev/firmware.bin
esptool.py v4.5.1
Serial port /dev/ttyUSB0
Connecting....
Chip is ESP32-D0WD-V3 (revision v3.1)
Features: WiFi, BT, Dual Core, 240MHz, VRef calibration in efuse, Coding Scheme None
Crystal is 40MHz
MAC: 94:e6:86:0c:21:a8
Uploading stub...
Running stub...
Stub running...
Changing baud rate to 460800
Changed.
Configuring flash size...
Flash will be erased from 0x00001000 to 0x00005fff...
Flash will be erased from 0x00008000 to 0x00008fff...
Flash will be erased from 0x0000e000 to 0x0000ffff...
Flash will be erased from 0x00010000 to 0x000dafff...
Compressed 17536 bytes to 12202...
Writing at 0x00001000... (100 %)
Wrote 17536 bytes (12202 compressed) at 0x00001000 in 0.5 seconds (effective 280.6 kbit/s)...
Hash of data verified.
Compressed 3072 bytes to 146...
Writing at 0x00008000... (100 %)
Wrote 3072 bytes (146 compressed) at 0x00008000 in 0.1 seconds (effective 245.8 kbit/s)...
Hash of data verified.
Compressed 8192 bytes to 47...
Writing at 0x0000e000... (100 %)
Wrote 8192 bytes (47 compressed) at 0x0000e000 in 0.1 seconds (effective 655.4 kbit/s)...
Hash of data verified.
Compressed 831232 bytes to 532018...
Writing at 0x000d6a3f... (100 %)
Wrote 831232 bytes (532018 compressed) at 0x00010000 in 12.1 seconds (effective 549.6 kbit/s)...
Hash of data verified.

Leaving...
Hard resetting via RTS pin...
========================= [SUCCESS] Took 18.06 seconds =========================
""", duration=40),
    ]
    rs.add(T, "h52-terminal-16", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 17 nftables (bad)
def nft_input(drop: int, rules: list[tuple[str, int]]) -> str:
    body = "\n".join(f"\t\t{r} # handle {h}" for r, h in rules)
    return f"""table inet filter {{
\tchain input {{ # handle 1
\t\ttype filter hook input priority filter; policy drop;
{body}
\t\tcounter packets {drop} bytes {drop * 60} drop # handle 12
\t}}
}}
"""


def t17(rs: RowSet) -> None:
    p = Pane("root", "edge-rtr", "/root")
    icmp = "ip protocol icmp icmp type { echo-request, destination-unreachable, time-exceeded } accept"
    base = [("ct state established,related accept", 4), ("ct state invalid drop", 5), ('iif "lo" accept', 6),
            (icmp, 8), ("ip saddr 192.168.1.0/24 tcp dport 22 accept", 9), ("tcp dport { 80, 443 } accept", 11)]
    nat = """table ip nat {{
\tchain postrouting {{
\t\ttype nat hook postrouting priority srcnat; policy accept;
\t\toifname "{}" masquerade
\t}}
}}
"""
    ruleset = """table inet filter {
\tchain input {
\t\ttype filter hook input priority filter; policy drop;
""" + "\n".join(f"\t\t{r}" for r, _ in base) + """
\t\tcounter packets 18224 bytes 1093440 drop
\t}

\tchain forward {
\t\ttype filter hook forward priority filter; policy drop;
\t\tct state established,related accept
\t\tiifname "lan0" oifname "wan0" accept
\t}

\tchain output {
\t\ttype filter hook output priority filter; policy accept;
\t}
}
""" + nat.format("wan0")
    wg = "udp dport 51820 counter packets {} bytes {} accept"
    turns = [
        p.run("nft list ruleset", ruleset),
        p.run("nft -a list chain inet filter input", nft_input(18231, base)),
        p.run("nft insert rule inet filter input position 12 udp dport 51820 counter accept"),
        p.run("nft -a list chain inet filter input", nft_input(18240, base + [(wg.format(0, 0), 13)])),
        p.run("nft list table ip nat", nat.format("wan1")),
        p.run("nft delete rule inet filter input handle 11"),
        p.run("nft -a list chain inet filter input", nft_input(18262, base[:5] + [(wg.format(3, 444), 13)])),
    ]
    rs.add(T, "h52-terminal-17", SYSTEM, turns, state=p.prompt, bad=True, turn=5,
           kind='The nat postrouting masquerade rule matched oifname "wan0" in turn 1 but shows oifname "wan1" in turn 5; only the filter chain was changed.')


# --------------------------------------------------------------------------- 18 lynis (clean)
def lynis_tail(index: int) -> str:
    bar = "#" * (index // 5)
    return f"""  ================================================================================

  Lynis security scan details:

  Hardening index : {index} [{bar:<20}]
  Tests performed : 262
  Plugins enabled : 1

  Components:
  - Firewall               [V]
  - Malware scanner        [X]

  Scan mode:
  Normal [ ]  Forensics [ ]  Integration [ ]  Pentest [ ]

  Lynis modules:
  - Compliance status      [?]
  - Security audit         [V]
  - Vulnerability scan     [V]

  Files:
  - Test and debug information      : /var/log/lynis.log
  - Report data                     : /var/log/lynis-report.dat

  ================================================================================

  Lynis 3.1.1

  Auditing, system hardening, and compliance for UNIX-based systems
  (Linux, macOS, BSD, and others)

  2007-2024, CISOfy - https://cisofy.com/lynis/
  Enterprise support available (compliance, plugins, interface and tools)

  ================================================================================

  [TIP]: Enhance Lynis audits by adding your settings to custom.prf (see /etc/lynis/default.prf for all settings)
"""


def t18(rs: RowSet) -> None:
    p = Pane("root", "audit-target", "/root")
    tail64 = lynis_tail(64)
    n = len(tail64.rstrip("\n").split("\n"))
    fwd = "suggestion[]=SSH-7408|Consider hardening SSH configuration|AllowTcpForwarding (set YES to NO)|-|"
    turns = [
        p.run("lynis show version", "3.1.1\n"),
        p.run(f"lynis audit system --quick --no-colors | tail -n {n}", tail64, duration=180),
        p.run(r"grep -E '^(hardening_index|suggestion\[\]=SSH)' /var/log/lynis-report.dat", fwd + """
suggestion[]=SSH-7408|Consider hardening SSH configuration|MaxAuthTries (set 6 to 3)|-|
suggestion[]=SSH-7408|Consider hardening SSH configuration|PermitRootLogin (set YES to (FORBIDDEN|NO))|-|
hardening_index=64
"""),
        p.run(r"sed -i 's/^#\?PermitRootLogin.*/PermitRootLogin no/; s/^#\?MaxAuthTries.*/MaxAuthTries 3/' /etc/ssh/sshd_config && sshd -t && systemctl reload ssh"),
        p.run("lynis audit system --quick --no-colors | grep -E 'Hardening index|Tests performed'",
              "  Hardening index : 66 [#############       ]\n  Tests performed : 262\n", duration=180),
        p.run(r"grep -E '^(hardening_index|suggestion\[\]=SSH)' /var/log/lynis-report.dat", fwd + "\nhardening_index=66\n"),
    ]
    rs.add(T, "h52-terminal-18", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 19 openvpn (bad)
OVPN_TITLE = "TITLE,OpenVPN 2.6.3 x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL] [PKCS11] [MH/PKTINFO] [AEAD] [DCO]"
OVPN_CH = "HEADER,CLIENT_LIST,Common Name,Real Address,Virtual Address,Virtual IPv6 Address,Bytes Received,Bytes Sent,Connected Since,Connected Since (time_t),Username,Client ID,Peer ID,Data Channel Cipher"
OVPN_RH = "HEADER,ROUTING_TABLE,Virtual Address,Common Name,Real Address,Last Ref,Last Ref (time_t)"
ERSA = """* Using SSL: openssl OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)

* Using Easy-RSA configuration: /etc/openvpn/easy-rsa/vars
"""


def ovpn_status(since: str, pid: int, ago: str, mem: str, cpu: str, log: str) -> str:
    return f"""\u25cf openvpn-server@server.service - OpenVPN service for server
     Loaded: loaded (/lib/systemd/system/openvpn-server@.service; enabled; vendor preset: enabled)
     Active: active (running) since {since}; {ago}
       Docs: man:openvpn(8)
             https://community.openvpn.net/openvpn/wiki/Openvpn24ManPage
             https://community.openvpn.net/openvpn/wiki/HOWTO
   Main PID: {pid} (openvpn)
     Status: "Initialization Sequence Completed"
      Tasks: 1 (limit: 4557)
     Memory: {mem}
        CPU: {cpu}
     CGroup: /system.slice/system-openvpn\\x2dserver.slice/openvpn-server@server.service
             \u2514\u2500{pid} /usr/sbin/openvpn --status /run/openvpn-server/status-server.log --status-version 2 --suppress-timestamps --config server.conf

{log}
"""


def t19(rs: RowSet) -> None:
    p = Pane("root", "vpn01", "/root")
    log1 = """Mar 11 09:58:20 vpn01 openvpn[1843]: bob-phone/203.0.113.88:40122 TLS: soft reset sec=3600/3600 bytes=0/-1 pkts=0/0
Mar 11 09:58:20 vpn01 openvpn[1843]: bob-phone/203.0.113.88:40122 Control Channel: TLSv1.3, cipher TLSv1.3 TLS_AES_256_GCM_SHA384, peer certificate: 2048 bit RSA, signature: RSA-SHA256
Mar 11 10:16:42 vpn01 openvpn[1843]: alice-laptop/198.51.100.23:51234 TLS: soft reset sec=3600/3600 bytes=0/-1 pkts=0/0
Mar 11 10:16:42 vpn01 openvpn[1843]: alice-laptop/198.51.100.23:51234 Control Channel: TLSv1.3, cipher TLSv1.3 TLS_AES_256_GCM_SHA384, peer certificate: 2048 bit RSA, signature: RSA-SHA256"""
    log2 = """Mar 11 10:36:44 vpn01 systemd[1]: Started OpenVPN service for server.
Mar 11 10:36:44 vpn01 openvpn[20602]: Initialization Sequence Completed
Mar 11 10:36:51 vpn01 openvpn[20602]: 198.51.100.23:51234 VERIFY OK: depth=0, CN=alice-laptop
Mar 11 10:36:51 vpn01 openvpn[20602]: alice-laptop/198.51.100.23:51234 MULTI_sva: pool returned IPv4=10.8.0.6, IPv6=(Not enabled)"""
    st1 = f"""{OVPN_TITLE}
TIME,2025-03-11 10:31:52,1741689112
{OVPN_CH}
CLIENT_LIST,alice-laptop,198.51.100.23:51234,10.8.0.6,,48211930,512877214,2025-03-10 22:16:41,1741645001,UNDEF,0,0,AES-256-GCM
CLIENT_LIST,bob-phone,203.0.113.88:40122,10.8.0.10,,2910334,18004512,2025-03-11 07:58:19,1741679899,UNDEF,3,1,AES-256-GCM
{OVPN_RH}
ROUTING_TABLE,10.8.0.6,alice-laptop,198.51.100.23:51234,2025-03-11 10:31:50,1741689110
ROUTING_TABLE,10.8.0.10,bob-phone,203.0.113.88:40122,2025-03-11 10:31:47,1741689107
GLOBAL_STATS,Max bcast/mcast queue length,2
GLOBAL_STATS,dco_enabled,0
END
"""
    st2 = f"""{OVPN_TITLE}
TIME,2025-03-11 10:29:59,1741688999
{OVPN_CH}
CLIENT_LIST,alice-laptop,198.51.100.23:51234,10.8.0.6,,41873,58120,2025-03-11 10:36:51,1741689411,UNDEF,0,0,AES-256-GCM
{OVPN_RH}
ROUTING_TABLE,10.8.0.6,alice-laptop,198.51.100.23:51234,2025-03-11 10:36:58,1741689418
GLOBAL_STATS,Max bcast/mcast queue length,1
GLOBAL_STATS,dco_enabled,0
END
"""
    turns = [
        p.run("systemctl status openvpn-server@server --no-pager", ovpn_status("Mon 2025-03-10 22:14:07 UTC", 1843, "12h ago", "3.9M", "4.218s", log1)),
        p.run("cat /run/openvpn-server/status-server.log", st1),
        p.run("cd /etc/openvpn/easy-rsa && ./easyrsa --batch build-client-full carol-tablet nopass", ERSA + """.....+...+.......+..+.+..+......+++++++++++++++++++++++++++++++++++++++*...+.....+++++++++++++++++++++++++++++++++++++++*
-----
Using configuration from /etc/openvpn/easy-rsa/pki/easy-rsa-20311.Xk2fPq/tmp.8VbQ1m
Check that the request matches the signature
Signature ok
The Subject's Distinguished Name is as follows
commonName            :ASN.1 12:'carol-tablet'
Certificate is to be certified until Jun 14 10:33:05 2027 GMT (825 days)

Write out database with 1 new entries
Database updated

Notice
------
Certificate created at:
* /etc/openvpn/easy-rsa/pki/issued/carol-tablet.crt

Notice
------
Inline file created:
* /etc/openvpn/easy-rsa/pki/inline/carol-tablet.inline
""", cd="/etc/openvpn/easy-rsa", duration=5),
        p.run("ls pki/issued/", "alice-laptop.crt  bob-phone.crt  carol-tablet.crt  server.crt\n"),
        p.run("./easyrsa --batch revoke bob-phone", ERSA + """
Using configuration from /etc/openvpn/easy-rsa/pki/easy-rsa-20533.Lq7tNe/tmp.c4Rw0d
Revoking Certificate 6E1D3B9A0F4C27E85B19D6A2C0734F81.
Database updated

Notice
------
                    * IMPORTANT *

Revocation was successful. You must run 'gen-crl' and upload
a new CRL to your infrastructure in order to prevent the revoked
certificate from being accepted.
""", duration=3),
        p.run("./easyrsa gen-crl", ERSA + """
Using configuration from /etc/openvpn/easy-rsa/pki/easy-rsa-20561.Hq3vXs/tmp.Tn9kLa

Notice
------
An updated CRL has been created:
* /etc/openvpn/easy-rsa/pki/crl.pem
""", duration=3),
        p.run("cp pki/crl.pem /etc/openvpn/server/crl.pem && systemctl restart openvpn-server@server", duration=3),
        p.run("systemctl status openvpn-server@server --no-pager", ovpn_status("Tue 2025-03-11 10:36:44 UTC", 20602, "16s ago", "1.8M", "41ms", log2)),
        p.run("openssl crl -in pki/crl.pem -noout -text | head -n 14", """Certificate Revocation List (CRL):
        Version 2 (0x1)
        Signature Algorithm: sha256WithRSAEncryption
        Issuer: CN = vpn01-ca
        Last Update: Mar 11 10:35:41 2025 GMT
        Next Update: Sep  7 10:35:41 2025 GMT
        CRL extensions:
            X509v3 Authority Key Identifier:
                5C:2E:91:A4:07:D3:6B:F8:1A:44:C0:9E:72:B5:3D:18:E6:0F:A9:C7
            X509v3 CRL Number:
                3
Revoked Certificates:
    Serial Number: 6E1D3B9A0F4C27E85B19D6A2C0734F81
        Revocation Date: Mar 11 10:35:02 2025 GMT
"""),
        p.run("cat /run/openvpn-server/status-server.log", st2),
    ]
    rs.add(T, "h52-terminal-19", SYSTEM, turns, state=p.prompt, bad=True, turn=10,
           kind="The status file's TIME reads 2025-03-11 10:29:59, earlier than the 10:31:52 shown in turn 2 and before the 10:36:44 restart.")


# --------------------------------------------------------------------------- 20 auditctl (clean)
def audit_status(backlog: int) -> str:
    return f"""enabled 1
failure 1
pid 812
rate_limit 0
backlog_limit 8192
lost 0
backlog {backlog}
backlog_wait_time 60000
backlog_wait_time_actual 0
loginuid_immutable 0 unlocked
"""


def t20(rs: RowSet) -> None:
    p = Pane("root", "db-prod-02", "/root", style="rhel")
    rules = """-w /etc/passwd -p wa -k identity
-w /etc/shadow -p wa -k identity
-w /etc/group -p wa -k identity
-a always,exit -F arch=b64 -S execve -F euid=0 -F key=root-cmds
"""
    subj = "unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023"
    ev = "msg=audit(03/11/2025 11:02:17.201:48831)"
    search = f"""----
type=CONFIG_CHANGE msg=audit(03/11/2025 11:02:09.514:48823) : auid=admin ses=14 subj={subj} op=add_rule key=sudoers list=exit res=yes
----
type=PROCTITLE {ev} : proctitle=touch /etc/sudoers.d/90-deploy
type=PATH {ev} : item=1 name=/etc/sudoers.d/90-deploy inode=17302871 dev=fd:00 mode=file,644 ouid=root ogid=root rdev=00:00 obj=unconfined_u:object_r:etc_t:s0 nametype=CREATE cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0
type=PATH {ev} : item=0 name=/etc/sudoers.d/ inode=16797953 dev=fd:00 mode=dir,750 ouid=root ogid=root rdev=00:00 obj=system_u:object_r:etc_t:s0 nametype=PARENT cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0
type=CWD {ev} : cwd=/root
type=SYSCALL {ev} : arch=x86_64 syscall=openat success=yes exit=3 a0=AT_FDCWD a1=0x7ffd4c3a2f61 a2=O_WRONLY|O_CREAT|O_NOCTTY|O_NONBLOCK a3=0x1b6 items=2 ppid=3391 pid=3518 auid=admin uid=root gid=root euid=root suid=root fsuid=root egid=root sgid=root fsgid=root tty=pts0 ses=14 comm=touch exe=/usr/bin/touch subj={subj} key=sudoers
"""
    turns = [
        p.run("auditctl -s", audit_status(0)),
        p.run("auditctl -l", rules),
        p.run("auditctl -w /etc/sudoers.d/ -p wa -k sudoers"),
        p.run("auditctl -l", rules + "-w /etc/sudoers.d/ -p wa -k sudoers\n"),
        p.run("touch /etc/sudoers.d/90-deploy"),
        p.run("ausearch -k sudoers -i", search),
        p.run("auditctl -D", "No rules\n"),
        p.run("auditctl -l; auditctl -s", "No rules\n" + audit_status(0)),
    ]
    rs.add(T, "h52-terminal-20", SYSTEM, turns, state=p.prompt)


# --------------------------------------------------------------------------- 21 qemu-img (bad)
def qinfo(name: str, vsize: str, dsize: str, flen: str, fdsize: str, backing: bool) -> str:
    back = ("backing file: debian12-base.qcow2\nbacking file format: qcow2\n") if backing else ""
    return f"""image: {name}
file format: qcow2
virtual size: {vsize}
disk size: {dsize}
cluster_size: 65536
{back}Format specific information:
    compat: 1.1
    compression type: zlib
    lazy refcounts: false
    refcount bits: 16
    corrupt: false
    extended l2: false
Child node '/file':
    filename: {name}
    protocol type: file
    file length: {flen}
    disk size: {fdsize}
"""


def t21(rs: RowSet) -> None:
    p = Pane("virt", "builder", "/var/lib/libvirt/images")
    v20, v30 = "20 GiB (21474836480 bytes)", "30 GiB (32212254720 bytes)"
    base_len = "2.07 GiB (2222915584 bytes)"
    ov_len = "192 KiB (196608 bytes)"
    turns = [
        p.run("ls -lh", """total 4.8G
-rw-r--r-- 1 virt kvm 512M Feb 27 10:14 alpine-3.19.raw
-rw-r--r-- 1 virt kvm 2.1G Mar  3 16:48 debian12-base.qcow2
-rw-r--r-- 1 virt kvm 2.2G Mar  8 12:05 ubuntu2404-base.qcow2
"""),
        p.run("qemu-img info debian12-base.qcow2", qinfo("debian12-base.qcow2", v20, "2.07 GiB", base_len, "2.07 GiB", False)),
        p.run("qemu-img create -f qcow2 -b debian12-base.qcow2 -F qcow2 web-test.qcow2",
              "Formatting 'web-test.qcow2', fmt=qcow2 cluster_size=65536 extended_l2=off compression_type=zlib size=21474836480 backing_file=debian12-base.qcow2 backing_fmt=qcow2 lazy_refcounts=off refcount_bits=16\n"),
        p.run("qemu-img info --backing-chain web-test.qcow2", qinfo("web-test.qcow2", v20, "196 KiB", ov_len, "196 KiB", True) + "\n"
              + qinfo("debian12-base.qcow2", v20, "2.41 GiB", base_len, "2.07 GiB", False)),
        p.run("qemu-img resize web-test.qcow2 +10G", "Image resized.\n"),
        p.run("qemu-img info web-test.qcow2", qinfo("web-test.qcow2", v30, "196 KiB", ov_len, "196 KiB", True)),
        p.run("qemu-img convert -p -c -O qcow2 alpine-3.19.raw alpine-3.19.qcow2", "    (100.00/100%)\n", duration=15),
        p.run("ls -lh", """total 4.9G
-rw-r--r-- 1 virt kvm  61M Mar 11 14:52 alpine-3.19.qcow2
-rw-r--r-- 1 virt kvm 512M Feb 27 10:14 alpine-3.19.raw
-rw-r--r-- 1 virt kvm 2.1G Mar  3 16:48 debian12-base.qcow2
-rw-r--r-- 1 virt kvm 2.2G Mar  8 12:05 ubuntu2404-base.qcow2
-rw-r--r-- 1 virt kvm 192K Mar 11 14:50 web-test.qcow2
"""),
        p.run("qemu-img check web-test.qcow2", "No errors were found on the image.\n0/491520 = 0.00% allocated, 0.00% fragmented, 0.00% compressed clusters\nImage end offset: 196608\n"),
    ]
    rs.add(T, "h52-terminal-21", SYSTEM, turns, state=p.prompt, bad=True, turn=4,
           kind="The unchanged backing image debian12-base.qcow2 had disk size 2.07 GiB in turn 2 but shows 2.41 GiB in the turn-4 backing chain.")


# --------------------------------------------------------------------------- 22 aa-status (clean)
AA_ENFORCE = ["/snap/snapd/21759/usr/lib/snapd/snap-confine",
              "/snap/snapd/21759/usr/lib/snapd/snap-confine//mount-namespace-capture-helper",
              "/usr/bin/man", "/usr/lib/NetworkManager/nm-dhcp-client.action", "/usr/lib/NetworkManager/nm-dhcp-helper",
              "/usr/lib/connman/scripts/dhclient-script", "/usr/lib/snapd/snap-confine",
              "/usr/lib/snapd/snap-confine//mount-namespace-capture-helper", "/usr/sbin/chronyd", "/usr/sbin/mysqld",
              "/usr/sbin/nginx", "/usr/sbin/tcpdump", "/{,usr/}sbin/dhclient", "lsb_release", "man_filter", "man_groff",
              "nvidia_modprobe", "nvidia_modprobe//kmod", "snap-update-ns.lxd"]
AA_COMPLAIN = ["/usr/bin/redis-server", "/usr/sbin/sssd", "transmission-daemon"]


def aa_status(enforce: list[str], complain: list[str], procs_e: list[str], procs_c: list[str]) -> str:
    out = ["apparmor module is loaded.", f"{len(enforce) + len(complain)} profiles are loaded.",
           f"{len(enforce)} profiles are in enforce mode."]
    out += [f"   {x}" for x in enforce]
    out.append(f"{len(complain)} profiles are in complain mode.")
    out += [f"   {x}" for x in complain]
    out += ["0 profiles are in kill mode.", "0 profiles are in unconfined mode.",
            f"{len(procs_e) + len(procs_c)} processes have profiles defined.", f"{len(procs_e)} processes are in enforce mode."]
    out += [f"   {x} " for x in procs_e]
    out.append(f"{len(procs_c)} processes are in complain mode.")
    out += [f"   {x} " for x in procs_c]
    out += ["0 processes are unconfined but have a profile defined.", "0 processes are in mixed mode.", "0 processes are in kill mode."]
    return "\n".join(out) + "\n"


def t22(rs: RowSet) -> None:
    p = Pane("root", "ubuntu-srv", "/root")
    ngx = ["/usr/sbin/nginx (1187)", "/usr/sbin/nginx (1188)", "/usr/sbin/nginx (1189)"]
    enf2 = [x for x in AA_ENFORCE if x != "/usr/sbin/nginx"]
    com2 = sorted(AA_COMPLAIN + ["/usr/sbin/nginx"])
    turns = [
        p.run("aa-status", aa_status(AA_ENFORCE, AA_COMPLAIN, ["/usr/sbin/chronyd (714)", "/usr/sbin/mysqld (1032)"] + ngx,
                                     ["/usr/bin/redis-server (902)", "/usr/sbin/sssd (688)"])),
        p.run("aa-complain /usr/sbin/nginx", "Setting /usr/sbin/nginx to complain mode.\n"),
        p.run("aa-status", aa_status(enf2, com2, ["/usr/sbin/chronyd (714)", "/usr/sbin/mysqld (1032)"],
                                     ["/usr/bin/redis-server (902)"] + ngx + ["/usr/sbin/sssd (688)"])),
        p.run("systemctl restart nginx", duration=2),
        p.run("ps -eZ | grep nginx", """/usr/sbin/nginx (complain)         4471 ?        00:00:00 nginx
/usr/sbin/nginx (complain)         4472 ?        00:00:00 nginx
/usr/sbin/nginx (complain)         4473 ?        00:00:00 nginx
"""),
        p.run("aa-enforce /usr/sbin/nginx", "Setting /usr/sbin/nginx to enforce mode.\n"),
        p.run("aa-status --profiled; aa-status --enforced; aa-status --complaining", f"{len(AA_ENFORCE) + len(AA_COMPLAIN)}\n{len(AA_ENFORCE)}\n{len(AA_COMPLAIN)}\n"),
    ]
    rs.add(T, "h52-terminal-22", SYSTEM, turns, state=p.prompt)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
