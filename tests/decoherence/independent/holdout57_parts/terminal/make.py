# ruff: noqa: E501
"""Held-out set h57, domain ``terminal``: 22 hand-written tmux shell sessions on security and identity tools.

Eleven trajectories hold exactly one contradiction (an observation that conflicts with an earlier one with
no action in between that could explain it); the other eleven are clean but full of legitimate changes
(edits, renames, deletions, restarts with new ids, moving counters and clocks, other views of the same
object). Rows use the AgentWorldBench format via ``rowkit2.RowSet``; labels go to ``labels.json``.
Deterministic: fake key material is derived from fixed seeds with hashlib.
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a shell running in a tmux pane) after executing the given keystrokes. Be as faithful as possible to real terminal behavior while keeping the session consistent and logically correct across turns.

## Task Definition

Given:
1. **Historical Context**: the previous interactions in this terminal session
2. **Current Terminal State**: the visible screen, including the prompt and prior output
3. **User Action**: a sequence of keystrokes sent to the terminal

Predict the **exact next terminal state** after all actions are executed.

# Input Definitions & Action Space

Actions are a JSON array of command objects:

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.1
  }
]
```

| Field | Type | Description |
|-------|------|-------------|
| `keystrokes` | string | Raw terminal input (verbatim). NOT a parsed command. |
| `duration` | number | Seconds to wait before capturing output. Default: 1.0 |

- Commands require a trailing `\\n` to execute; without it the text is only typed.
- Control characters use tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear). `\\u001b` is ESC (vim, nano).
- Empty keystrokes `""` with a duration mean wait without input: show any new output, or the final output and a new prompt if the command completed.
- Short durations (0.1s) show instant commands completely; long-running commands (10-60s) may still be in progress.
- An empty action array `[]` triggers the task completion confirmation.

# Context Awareness

Track and maintain across turns: the working directory (reflected in the prompt), environment variables, the file system (files created, modified, moved or deleted), users and groups, services and their process ids, background jobs. File operations must be consistent with prior commands, listings must reflect accumulated changes, and the prompt format must match the established pattern.

# Predicted Observation Requirements

Reply after **Environment Observation:** with:
1. **Command Echo**: the prompt line with the command as typed
2. **Command Output**: all stdout/stderr in execution order
3. **New Prompt**: the prompt for the next command, if the command completed
4. **Exact Formatting**: whitespace, tables, newlines and special characters as a real terminal shows them

Keep numbers realistic (file sizes, timestamps, permissions, ids, counters), give appropriate error messages, do not fabricate state that contradicts the history, and do not truncate output unreasonably. The pane shows about 40 lines; older output scrolls off."""

TASK = "terminal"


def wait(duration: float) -> str:
    """A wait action: no keystrokes, just time."""
    return jblock([{"keystrokes": "", "duration": duration}])


def blob(seed: str, n: int) -> str:
    """n characters of deterministic base64 text."""
    out = b""
    i = 0
    while len(out) * 4 // 3 < n + 4:
        out += hashlib.sha256(f"{seed}:{i}".encode()).digest()
        i += 1
    return base64.b64encode(out).decode()[:n]


def hexs(seed: str, n: int, upper: bool = False) -> str:
    h = ""
    i = 0
    while len(h) < n:
        h += hashlib.sha256(f"{seed}:{i}".encode()).hexdigest()
        i += 1
    return h[:n].upper() if upper else h[:n]


def lsl(entries: list[tuple[str, int, str, str, int, str, str]], total: int | None = None) -> str:
    """`ls -l` lines with real column alignment: (mode, links, user, group, size, date, name)."""
    wl = max(len(str(e[1])) for e in entries)
    wu = max(len(e[2]) for e in entries)
    wg = max(len(e[3]) for e in entries)
    ws = max(len(str(e[4])) for e in entries)
    lines = [] if total is None else [f"total {total}"]
    for mode, links, user, group, size, date, name in entries:
        lines.append(f"{mode} {links:>{wl}} {user:<{wu}} {group:<{wg}} {size:>{ws}} {date} {name}")
    return "\n".join(lines)


def screen(p: Pane, cmd: str, body: str, done: bool = True) -> str:
    """The pane after `cmd` (typed at the current prompt) printed `body`; ends with a new prompt if done."""
    text = f"{p.prompt} {cmd}"
    if body:
        text += "\n" + body.rstrip("\n")
    if done:
        text += "\n" + p.prompt
    return text


# ---------------------------------------------------------------- 01 sudo / visudo (clean)
def t01(rs: RowSet) -> None:
    p = Pane("root", "bastion-02", "/root")
    state = p.prompt
    rule1 = "deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app-api.service"
    rule2 = "deploy ALL=(root) NOPASSWD: /usr/bin/journalctl -u app-api.service *"
    before = "# managed by hand - ticket OPS-2291\n" + rule1 + "\n"
    after = before + rule2 + "\n"
    oncall = "Defaults:%ops-oncall timestamp_timeout=5\n%ops-oncall ALL=(ALL:ALL) ALL\n"
    head = ("Matching Defaults entries for deploy on bastion-02:\n"
            "    env_reset, mail_badpass, secure_path=/usr/local/sbin\\:/usr/local/bin\\:/usr/sbin\\:/usr/bin\\:/sbin\\:/bin\\:/snap/bin, use_pty\n\n"
            "User deploy may run the following commands on bastion-02:\n"
            "    (root) NOPASSWD: /usr/bin/systemctl restart app-api.service")

    def listing(size: int, date: str) -> str:
        return lsl([("-r--r-----", 1, "root", "root", size, date, "10-deploy"),
                    ("-r--r-----", 1, "root", "root", 958, "Feb 22  2024", "README"),
                    ("-r--r-----", 1, "root", "root", len(oncall), "Jan  9 14:05", "20-ops-oncall")], 12)

    turns = [
        p.run("sudo -l -U deploy", head),
        p.run("ls -l /etc/sudoers.d/", listing(len(before), "Feb 18 10:42")),
        p.run("cat /etc/sudoers.d/10-deploy", before),
        p.run(f"echo '{rule2}' | EDITOR='tee -a' visudo -f /etc/sudoers.d/10-deploy", rule2),
        p.run("visudo -c", "/etc/sudoers: parsed OK\n/etc/sudoers.d/10-deploy: parsed OK\n"
                           "/etc/sudoers.d/20-ops-oncall: parsed OK\n/etc/sudoers.d/README: parsed OK"),
        p.run("sudo -l -U deploy", head + "\n    (root) NOPASSWD: /usr/bin/journalctl -u app-api.service *"),
        p.run("ls -l /etc/sudoers.d/", listing(len(after), "Mar 11 09:23")),
        p.run("su - deploy -c 'sudo -n /usr/bin/journalctl -u app-api.service --since -10min --no-pager'",
              "-- Journal begins at Mon 2025-01-06 00:00:12 UTC, ends at Tue 2025-03-11 09:24:31 UTC. --\n"
              "Mar 11 09:15:31 bastion-02 app-api[20417]: INFO  GET /healthz 200 1.3ms\n"
              "Mar 11 09:16:40 bastion-02 systemd[1]: Stopping App API service...\n"
              "Mar 11 09:16:41 bastion-02 app-api[20417]: INFO  received SIGTERM, draining 3 connections\n"
              "Mar 11 09:16:42 bastion-02 systemd[1]: app-api.service: Deactivated successfully.\n"
              "Mar 11 09:16:42 bastion-02 systemd[1]: Stopped App API service.\n"
              "Mar 11 09:16:42 bastion-02 systemd[1]: app-api.service: Consumed 4min 12.880s CPU time.\n"
              "Mar 11 09:16:42 bastion-02 systemd[1]: Started App API service.\n"
              "Mar 11 09:16:43 bastion-02 app-api[20893]: INFO  listening on 127.0.0.1:8080 (workers=4)\n"
              "Mar 11 09:20:43 bastion-02 app-api[20893]: INFO  GET /healthz 200 0.9ms\n"
              "Mar 11 09:22:17 bastion-02 app-api[20893]: WARN  slow query orders.list took 812ms\n"
              "Mar 11 09:24:31 bastion-02 app-api[20893]: INFO  GET /v1/orders?limit=50 200 38.4ms"),
        p.run("tail -n 7 /var/log/auth.log",
              "Mar 11 09:17:01 bastion-02 CRON[20911]: pam_unix(cron:session): session closed for user root\n"
              "Mar 11 09:24:37 bastion-02 su: (to deploy) root on pts/0\n"
              "Mar 11 09:24:37 bastion-02 su: pam_unix(su-l:session): session opened for user deploy(uid=1001) by root(uid=0)\n"
              "Mar 11 09:24:37 bastion-02 sudo:   deploy : PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/journalctl -u app-api.service --since -10min --no-pager\n"
              "Mar 11 09:24:37 bastion-02 sudo: pam_unix(sudo:session): session opened for user root(uid=0) by (uid=1001)\n"
              "Mar 11 09:24:37 bastion-02 sudo: pam_unix(sudo:session): session closed for user root\n"
              "Mar 11 09:24:37 bastion-02 su: pam_unix(su-l:session): session closed for user deploy"),
    ]
    rs.add(TASK, "h57-terminal-01", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 02 useradd / passwd / chage (bad, turn 6)
def chage_l(last: str, expires: str, inactive: str, acct: str, mn: int, mx: int, warn: int) -> str:
    return (f"Last password change\t\t\t\t\t: {last}\n"
            f"Password expires\t\t\t\t\t: {expires}\n"
            f"Password inactive\t\t\t\t\t: {inactive}\n"
            f"Account expires\t\t\t\t\t\t: {acct}\n"
            f"Minimum number of days between password change\t\t: {mn}\n"
            f"Maximum number of days between password change\t\t: {mx}\n"
            f"Number of days of warning before password expires\t: {warn}")


def t02(rs: RowSet) -> None:
    p = Pane("root", "idm-app01", "/root", style="rhel")
    state = p.prompt
    salt = blob("t02salt", 16).replace("+", ".")
    hsh = blob("t02hash", 86).replace("+", ".")
    turns = [
        p.run('useradd -m -c "Priya Natarajan" -s /bin/bash -G wheel pnatarajan'),
        p.run("id pnatarajan", "uid=1007(pnatarajan) gid=1007(pnatarajan) groups=1007(pnatarajan),10(wheel)"),
        p.run("echo 'pnatarajan:Tmp-9xQ!v2Lr' | chpasswd && passwd -S pnatarajan",
              "pnatarajan PS 2025-03-11 0 99999 7 -1 (Password set, SHA512 crypt.)"),
        p.run("chage -M 90 -m 1 -W 14 -I 7 pnatarajan && chage -l pnatarajan",
              chage_l("Mar 11, 2025", "Jun 09, 2025", "Jun 16, 2025", "never", 1, 90, 14)),
        p.run("chage -E 2025-12-31 pnatarajan && chage -l pnatarajan",
              chage_l("Mar 11, 2025", "Jun 09, 2025", "Jun 16, 2025", "Dec 31, 2025", 1, 90, 14)),
        # contradiction: Mar 11 + 60 days is May 10 (inactive May 17), not May 12 / May 19
        p.run("chage -M 60 pnatarajan && chage -l pnatarajan",
              chage_l("Mar 11, 2025", "May 12, 2025", "May 19, 2025", "Dec 31, 2025", 1, 60, 14)),
        p.run("grep pnatarajan /etc/shadow", f"pnatarajan:$6${salt}${hsh}:20158:1:60:14:7:20453:"),
        p.run("passwd -S pnatarajan", "pnatarajan PS 2025-03-11 1 60 14 7 (Password set, SHA512 crypt.)"),
    ]
    rs.add(TASK, "h57-terminal-02", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="after chage -M 60 the expiry shows May 12, 2025, but the last change Mar 11, 2025 plus 60 days is May 10 (turn 4 computed +90 days correctly as Jun 09)")


# ---------------------------------------------------------------- 03 groups / gpasswd (bad, turn 7)
def t03(rs: RowSet) -> None:
    p = Pane("admin", "build-07", "/home/admin")
    state = p.prompt
    turns = [
        p.run("getent group docker deploy ci-runners",
              "docker:x:998:jenkins,mlopez,tkowalski,lena\ndeploy:x:1012:mlopez,lena,svc-release\n"
              "ci-runners:x:1013:jenkins,gitlab-runner"),
        p.run("sudo gpasswd -d lena docker", "Removing user lena from group docker"),
        p.run("sudo gpasswd -a rhughes deploy", "Adding user rhughes to group deploy"),
        p.run("sudo gpasswd -A mlopez deploy && sudo getent gshadow deploy",
              "deploy:!:mlopez:mlopez,lena,svc-release,rhughes"),
        p.run("groups lena rhughes mlopez tkowalski",
              "lena : lena deploy\nrhughes : rhughes deploy\nmlopez : mlopez docker deploy\n"
              "tkowalski : tkowalski docker"),
        p.run("sudo gpasswd -M jenkins,gitlab-runner,rhughes ci-runners && getent group ci-runners",
              "ci-runners:x:1013:jenkins,gitlab-runner,rhughes"),
        # contradiction: lena is back in docker although turn 2 removed her (and turn 5 confirmed it)
        p.run("getent group docker deploy ci-runners sudo",
              "docker:x:998:jenkins,mlopez,tkowalski,lena\ndeploy:x:1012:mlopez,lena,svc-release,rhughes\n"
              "ci-runners:x:1013:jenkins,gitlab-runner,rhughes\nsudo:x:27:admin"),
    ]
    rs.add(TASK, "h57-terminal-03", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="lena is listed in the docker group again although gpasswd -d removed her in turn 2 and groups confirmed it in turn 5")


# ---------------------------------------------------------------- 04 ssh-keygen / authorized_keys (clean)
def t04(rs: RowSet) -> None:
    p = Pane("mara", "jump-eu1", "/home/mara")
    state = p.prompt
    ed = "AAAAC3NzaC1lZDI1NTE5AAAAI"
    old = f"ssh-ed25519 {ed}{blob('t04old', 43)} mara@old-thinkpad"
    rsa = f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{blob('t04rsa', 514)} backup-2019"
    new = f"ssh-ed25519 {ed}{blob('t04new', 43)} mara@laptop-2025"
    fp_old, fp_rsa, fp_new = blob("t04fpold", 43), blob("t04fprsa", 43), blob("t04fpnew", 43)
    art = ["      .o.  ..o=*B", "     . o+ . .+=*=", "      o.+= o..=.+", "       ++.=.o  o.",
           "      . S+.+ .  .", "       . .o.o E  ", "          .+ o   ", "         .. +    ",
           "          .+.    "]
    assert all(len(a) == 17 for a in art)
    keygen = ("Generating public/private ed25519 key pair.\n"
              "Your identification has been saved in /home/mara/.ssh/id_ed25519_ci\n"
              "Your public key has been saved in /home/mara/.ssh/id_ed25519_ci.pub\n"
              "The key fingerprint is:\n"
              f"SHA256:{fp_new} mara@laptop-2025\n"
              "The key's randomart image is:\n+--[ED25519 256]--+\n"
              + "\n".join(f"|{a}|" for a in art) + "\n+----[SHA256]-----+")
    md5 = ":".join(hexs("t04md5", 32)[i:i + 2] for i in range(0, 32, 2))
    ak_size = len(old) + 1 + len(new) + 1
    turns = [
        p.run('ssh-keygen -t ed25519 -C "mara@laptop-2025" -f ~/.ssh/id_ed25519_ci -N \'\'', keygen),
        p.run("cat ~/.ssh/authorized_keys", f"{old}\n{rsa}"),
        p.run("cat ~/.ssh/id_ed25519_ci.pub >> ~/.ssh/authorized_keys && ssh-keygen -lf ~/.ssh/authorized_keys",
              f"256 SHA256:{fp_old} mara@old-thinkpad (ED25519)\n3072 SHA256:{fp_rsa} backup-2019 (RSA)\n"
              f"256 SHA256:{fp_new} mara@laptop-2025 (ED25519)"),
        p.run("ssh-keygen -l -E md5 -f ~/.ssh/id_ed25519_ci.pub", f"256 MD5:{md5} mara@laptop-2025 (ED25519)"),
        p.run("sed -i '/backup-2019/d' ~/.ssh/authorized_keys && wc -l ~/.ssh/authorized_keys",
              "2 /home/mara/.ssh/authorized_keys"),
        p.run("ssh-keygen -lf ~/.ssh/authorized_keys",
              f"256 SHA256:{fp_old} mara@old-thinkpad (ED25519)\n256 SHA256:{fp_new} mara@laptop-2025 (ED25519)"),
        p.run("ls -l ~/.ssh/", lsl([
            ("-rw-------", 1, "mara", "mara", ak_size, "Mar 11 11:48", "authorized_keys"),
            ("-rw-r--r--", 1, "mara", "mara", 142, "Jan 20 16:03", "config"),
            ("-rw-------", 1, "mara", "mara", 419, "Mar 11 11:46", "id_ed25519_ci"),
            ("-rw-r--r--", 1, "mara", "mara", len(new) + 1, "Mar 11 11:46", "id_ed25519_ci.pub"),
            ("-rw-------", 1, "mara", "mara", 1956, "Mar  3 08:17", "known_hosts"),
            ("-rw-r--r--", 1, "mara", "mara", 1120, "Mar  3 08:17", "known_hosts.old")], 24)),
        p.run("ssh -v -i ~/.ssh/id_ed25519_ci -o BatchMode=yes localhost true 2>&1 | grep -E 'Offering|Server accepts|Authenticated'",
              f"debug1: Offering public key: /home/mara/.ssh/id_ed25519_ci ED25519 SHA256:{fp_new} explicit\n"
              f"debug1: Server accepts key: /home/mara/.ssh/id_ed25519_ci ED25519 SHA256:{fp_new} explicit\n"
              'Authenticated to localhost ([127.0.0.1]:22) using "publickey".'),
    ]
    rs.add(TASK, "h57-terminal-04", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 05 ufw (clean)
def ufw_numbered(rules: list[tuple[str, str, str]]) -> str:
    out = ["Status: active", "", "     To                         Action      From",
           "     --                         ------      ----"]
    for i, (to, frm, comment) in enumerate(rules, 1):
        line = f"[{i:2d}] {to:<27}{'ALLOW IN':<12}{frm}"
        if comment:
            line = f"[{i:2d}] {to:<27}{'ALLOW IN':<12}{frm:<26} # {comment}"
        out.append(line)
    return "\n".join(out)


def ipt(rows: list[tuple[int, str, str, str, str]]) -> str:
    out = ["Chain ufw-user-input (1 references)",
           "num   pkts bytes target     prot opt in     out     source               destination         "]
    for i, (pk, by, src, extra, _) in enumerate(rows, 1):
        out.append(f"{i:<4} {pk:>5} {by:>5} ACCEPT     tcp  --  *      *       {src:<20} 0.0.0.0/0            {extra}")
    return "\n".join(out)


def t05(rs: RowSet) -> None:
    p = Pane("root", "db-proxy-3", "/root")
    state = p.prompt
    r22 = ("22/tcp", "10.0.0.0/16", "")
    r80 = ("80,443/tcp", "Anywhere", "")
    r64a = ("6432/tcp", "10.0.4.0/24", "")
    r91 = ("9100/tcp", "10.0.9.12", "")
    r64b = ("6432/tcp", "10.0.5.0/24", "app-tier-b")
    r6 = ("80,443/tcp (v6)", "Anywhere (v6)", "")
    cmd_del = "ufw delete 4"
    ask = "Deleting:\n allow from 10.0.9.12 to any port 9100 proto tcp\nProceed with operation (y|n)? "
    verbose = ("Status: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing), disabled (routed)\n"
               "New profiles: skip\n\n"
               "To                         Action      From\n"
               "--                         ------      ----\n"
               "22/tcp                     ALLOW IN    10.0.0.0/16\n"
               "80,443/tcp                 ALLOW IN    Anywhere\n"
               "6432/tcp                   ALLOW IN    10.0.4.0/24\n"
               "6432/tcp                   ALLOW IN    10.0.5.0/24                # app-tier-b\n"
               "80,443/tcp (v6)            ALLOW IN    Anywhere (v6)")
    mac = "MAC=0a:3f:91:c2:7e:11:0a:58:2d:4b:90:e3:08:00"
    blk = [("12:30:52", "1843186.402117", 53302, 40118), ("12:31:07", "1843201.558230", 53318, 40122),
           ("12:31:22", "1843216.611904", 53334, 40131)]
    ufwlog = "\n".join(
        f"Mar 11 {t} db-proxy-3 kernel: [{k}] [UFW BLOCK] IN=ens5 OUT= {mac} SRC=10.0.9.12 DST=10.0.4.21 LEN=60 "
        f"TOS=0x00 PREC=0x00 TTL=63 ID={i} DF PROTO=TCP SPT={s} DPT=9100 WINDOW=62727 RES=0x00 SYN URGP=0 "
        for t, k, s, i in blk)
    turns = [
        p.run("ufw status numbered", ufw_numbered([r22, r80, r64a, r91, r6])),
        p.run("ufw allow from 10.0.5.0/24 to any port 6432 proto tcp comment 'app-tier-b'", "Rule added"),
        p.run("ufw status numbered", ufw_numbered([r22, r80, r64a, r91, r64b, r6])),
        (keys(cmd_del), screen(p, cmd_del, ask, done=False)),
        (keys("y"), screen(p, cmd_del, ask + "y\nRule deleted")),
        p.run("ufw status numbered", ufw_numbered([r22, r80, r64a, r64b, r6])),
        p.run("ufw status verbose", verbose),
        p.run("iptables -L ufw-user-input -v -n --line-numbers", ipt([
            (1204, "72240", "10.0.0.0/16", "tcp dpt:22", ""),
            (8817, "529K", "0.0.0.0/0", "multiport dports 80,443", ""),
            (3016, "181K", "10.0.4.0/24", "tcp dpt:6432", ""),
            (52, "3120", "10.0.5.0/24", "tcp dpt:6432", "")])),
        p.run("sleep 5; iptables -L ufw-user-input -v -n --line-numbers", ipt([
            (1207, "72420", "10.0.0.0/16", "tcp dpt:22", ""),
            (8902, "534K", "0.0.0.0/0", "multiport dports 80,443", ""),
            (3047, "183K", "10.0.4.0/24", "tcp dpt:6432", ""),
            (61, "3660", "10.0.5.0/24", "tcp dpt:6432", "")]), duration=7.0),
        p.run("tail -n 3 /var/log/ufw.log", ufwlog),
    ]
    rs.add(TASK, "h57-terminal-05", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 06 openssl certificates (bad, turn 4)
def t06(rs: RowSet) -> None:
    p = Pane("sec", "pki-lab", "/home/sec/pki")
    state = p.prompt
    serial = "3C6F1A9E0B42D7751E2C8F90A4D3B61E08C2F5A7"
    wrong = serial.replace("1E08C2", "1E80C2")  # contradiction: one byte swapped (08 -> 80)
    pairs = ":".join(wrong.lower()[i:i + 2] for i in range(0, 40, 2))
    fpr = ":".join(hexs("t06fpr", 64, upper=True)[i:i + 2] for i in range(0, 64, 2))
    mod = "c4" + hexs("t06mod", 26 + 14 * 30)
    mlines = ["                    00:" + ":".join(mod[j:j + 2] for j in range(0, 28, 2)) + ":"]
    for k in range(14):
        chunk = mod[28 + k * 30: 28 + (k + 1) * 30]
        mlines.append("                    " + ":".join(chunk[j:j + 2] for j in range(0, len(chunk), 2)) + ":")
    subj = "C = DE, O = Nordwind Logistik GmbH, CN = api.nordwind.example"
    text = ("Certificate:\n    Data:\n        Version: 3 (0x2)\n        Serial Number:\n"
            f"            {pairs}\n"
            "        Signature Algorithm: sha256WithRSAEncryption\n"
            "        Issuer: C = DE, O = Nordwind Logistik GmbH, CN = Nordwind Internal Issuing CA 2024\n"
            "        Validity\n            Not Before: Mar 11 10:02:47 2025 GMT\n"
            "            Not After : Apr 12 10:02:47 2026 GMT\n"
            f"        Subject: {subj}\n"
            "        Subject Public Key Info:\n            Public Key Algorithm: rsaEncryption\n"
            "                Public-Key: (3072 bit)\n                Modulus:\n" + "\n".join(mlines))
    assert len(text.split("\n")) == 30
    req = ("-subj \"/C=DE/O=Nordwind Logistik GmbH/CN=api.nordwind.example\" "
           "-addext \"subjectAltName=DNS:api.nordwind.example,DNS:api-int.nordwind.example\"")
    prog = ("..+.......+...+......+++++++++++++++++++++++++++++++++++++++*...+..+.......+....+...+.+......+++++++++++++++++++++++++++++++++++++++*....+......+.....+\n"
            ".+.....+....+...+..+++++++++++++++++++++++++++++++++++++++*.+...+..........+.+...+++++++++++++++++++++++++++++++++++++++*..+.....+....+......\n"
            "-----")
    modhash = hexs("t06modhash", 64)
    turns = [
        p.run(f"openssl req -new -newkey rsa:3072 -nodes -keyout api.key -out api.csr {req}", prog),
        p.run("openssl x509 -req -in api.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 397 -copy_extensions copy -out api.crt",
              f"Certificate request self-signature ok\nsubject={subj}"),
        p.run("openssl x509 -in api.crt -noout -serial -dates -fingerprint -sha256",
              f"serial={serial}\nnotBefore=Mar 11 10:02:47 2025 GMT\nnotAfter=Apr 12 10:02:47 2026 GMT\n"
              f"sha256 Fingerprint={fpr}"),
        p.run("openssl x509 -in api.crt -noout -text | head -n 30", text),
        p.run("cat ca.srl", serial),
        p.run("openssl verify -CAfile ca.crt api.crt", "api.crt: OK"),
        p.run("openssl x509 -noout -modulus -in api.crt | openssl sha256; openssl rsa -noout -modulus -in api.key | openssl sha256",
              f"SHA2-256(stdin)= {modhash}\nSHA2-256(stdin)= {modhash}"),
        p.run("openssl pkcs12 -export -in api.crt -inkey api.key -certfile ca.crt -name api -out api.p12 -passout pass:changeit"),
        p.run("ls -l", lsl([
            ("-rw-r--r--", 1, "sec", "sec", 1606, "Mar 11 10:02", "api.crt"),
            ("-rw-r--r--", 1, "sec", "sec", 1086, "Mar 11 10:01", "api.csr"),
            ("-rw-------", 1, "sec", "sec", 2484, "Mar 11 10:01", "api.key"),
            ("-rw-------", 1, "sec", "sec", 3893, "Mar 11 10:05", "api.p12"),
            ("-rw-r--r--", 1, "sec", "sec", 1931, "Jan 22 15:40", "ca.crt"),
            ("-rw-------", 1, "sec", "sec", 3272, "Jan 22 15:38", "ca.key"),
            ("-rw-r--r--", 1, "sec", "sec", 41, "Mar 11 10:02", "ca.srl")], 28)),
    ]
    rs.add(TASK, "h57-terminal-06", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="x509 -text shows serial ...b6:1e:80:c2:f5:a7 while -serial in turn 3 (and ca.srl later) gives ...B61E08C2F5A7 for the same api.crt")


# ---------------------------------------------------------------- 07 certbot (clean)
DASH = "- " * 39 + "-"


def certs(shop_serial: str, shop_exp: str, shop_days: int) -> str:
    live = "/etc/letsencrypt/live"
    return ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n"
            f"{DASH}\nFound the following certs:\n"
            "  Certificate Name: shop.kestrel-outdoor.com\n"
            f"    Serial Number: {shop_serial}\n"
            "    Key Type: ECDSA\n"
            "    Domains: shop.kestrel-outdoor.com www.kestrel-outdoor.com\n"
            f"    Expiry Date: {shop_exp}+00:00 (VALID: {shop_days} days)\n"
            f"    Certificate Path: {live}/shop.kestrel-outdoor.com/fullchain.pem\n"
            f"    Private Key Path: {live}/shop.kestrel-outdoor.com/privkey.pem\n"
            "  Certificate Name: status.kestrel-outdoor.com\n"
            "    Serial Number: 3b09e4c71f2a8d560b3e9c1d7f48a26e0c5\n"
            "    Key Type: RSA\n"
            "    Domains: status.kestrel-outdoor.com\n"
            "    Expiry Date: 2025-05-20 07:45:31+00:00 (VALID: 69 days)\n"
            f"    Certificate Path: {live}/status.kestrel-outdoor.com/fullchain.pem\n"
            f"    Private Key Path: {live}/status.kestrel-outdoor.com/privkey.pem\n"
            f"{DASH}")


def t07(rs: RowSet) -> None:
    p = Pane("root", "web-lb1", "/root")
    state = p.prompt
    old_serial = "4a1f0c9e2b7d3a58e61c0f9b2d8e7a3c15f"
    new_serial = "3e71b8d04c29f6a15e0d83c7f2a9b6415d2"
    conf = "/etc/letsencrypt/renewal"
    dry = ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n"
           f"{DASH}\nProcessing {conf}/shop.kestrel-outdoor.com.conf\n{DASH}\n"
           "Account registered.\n"
           "Simulating renewal of an existing certificate for shop.kestrel-outdoor.com and www.kestrel-outdoor.com\n\n"
           f"{DASH}\nProcessing {conf}/status.kestrel-outdoor.com.conf\n{DASH}\n"
           "Simulating renewal of an existing certificate for status.kestrel-outdoor.com\n\n"
           f"{DASH}\nCongratulations, all simulated renewals succeeded: \n"
           "  /etc/letsencrypt/live/shop.kestrel-outdoor.com/fullchain.pem (success)\n"
           "  /etc/letsencrypt/live/status.kestrel-outdoor.com/fullchain.pem (success)\n"
           f"{DASH}")
    real = ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n"
            f"{DASH}\nProcessing {conf}/shop.kestrel-outdoor.com.conf\n{DASH}\n"
            "Renewing an existing certificate for shop.kestrel-outdoor.com and www.kestrel-outdoor.com\n"
            "Running deploy-hook command: /etc/letsencrypt/renewal-hooks/deploy/10-haproxy.sh\n"
            "Output from deploy-hook command 10-haproxy.sh:\n"
            "haproxy: combined /etc/haproxy/certs/shop.kestrel-outdoor.com.pem (2 domains), reloaded\n\n\n"
            f"{DASH}\nCongratulations, all renewals succeeded: \n"
            "  /etc/letsencrypt/live/shop.kestrel-outdoor.com/fullchain.pem (success)\n"
            f"{DASH}")
    arch = "../../archive/shop.kestrel-outdoor.com/"
    links = [(n, arch + n.replace(".pem", "4.pem")) for n in ("cert.pem", "chain.pem", "fullchain.pem", "privkey.pem")]
    live = lsl([("-rw-r--r--", 1, "root", "root", 692, "Nov 29 05:12", "README")]
               + [("lrwxrwxrwx", 1, "root", "root", len(t), "Mar 11 10:32", f"{n} -> {t}") for n, t in links], 4)
    turns = [
        p.run("certbot certificates", certs(old_serial, "2025-03-29 04:11:52", 17)),
        p.run("certbot renew --dry-run", dry, duration=30.0),
        p.run("certbot renew --cert-name shop.kestrel-outdoor.com", real, duration=30.0),
        p.run("certbot certificates", certs(new_serial, "2025-06-09 09:32:10", 89)),
        p.run("ls -l /etc/letsencrypt/live/shop.kestrel-outdoor.com/", live),
        p.run("openssl x509 -in /etc/letsencrypt/live/shop.kestrel-outdoor.com/cert.pem -noout -serial -enddate",
              f"serial=0{new_serial.upper()}\nnotAfter=Jun  9 09:32:10 2025 GMT"),
    ]
    rs.add(TASK, "h57-terminal-07", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 08 gpg keyrings (clean)
def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def ed_sig(fpr_hex: str, ts: int, seed: str) -> str:
    """An armored OpenPGP v4 EdDSA text signature packet with the right structure and checksum."""
    fpr = bytes.fromhex(fpr_hex)
    hashed = bytes([22, 33, 4]) + fpr + bytes([5, 2]) + ts.to_bytes(4, "big")
    unhashed = bytes([9, 16]) + fpr[-8:]

    def mpi(tag: str) -> bytes:
        v = bytearray(hashlib.sha256(f"{seed}:{tag}".encode()).digest())
        v[0] |= 0x80
        return (256).to_bytes(2, "big") + bytes(v)

    body = (bytes([4, 0x01, 22, 10]) + len(hashed).to_bytes(2, "big") + hashed + len(unhashed).to_bytes(2, "big")
            + unhashed + hashlib.sha256(seed.encode()).digest()[:2] + mpi("r") + mpi("s"))
    pkt = bytes([0x88, len(body)]) + body
    b64 = base64.b64encode(pkt).decode()
    lines = [b64[i:i + 64] for i in range(0, len(b64), 64)]
    crc = base64.b64encode(crc24(pkt).to_bytes(3, "big")).decode()
    return "-----BEGIN PGP SIGNATURE-----\n\n" + "\n".join(lines) + f"\n={crc}\n-----END PGP SIGNATURE-----"


def t08(rs: RowSet) -> None:
    p = Pane("ana", "sec-ws", "/home/ana")
    state = p.prompt
    ana, rel = "8E1C4B7A2D09F3E65A71C0B4D2E9F8A3617C5B20", "4F2A9D61C8B3E07D15A6F2C9B8E04D7A3C1F6E92"
    bot, bsub = "D40A6C5E92F1B83A07E4C6D17B3E19C04AD25F68", "2C97E05B1A4F8D36C0B27E9145A3D8F6E10B7C4A"
    assert all(len(x) == 40 for x in (ana, rel, bot, bsub))
    ring = "/home/ana/.gnupg/pubring.kbx"
    hdr = f"{ring}\n{'-' * len(ring)}\n"

    def k_ana(exp: str) -> str:
        return (f"pub   rsa4096 2022-06-14 [SC] [expires: {exp}]\n      {ana}\n"
                "uid           [ultimate] Ana Ferreira <ana.ferreira@lumen-bank.example>\n"
                "sub   rsa4096 2022-06-14 [E] [expires: 2026-06-13]\n")
    k_rel = (f"pub   ed25519 2023-11-02 [SC]\n      {rel}\n"
             "uid           [  full  ] Release Signing <release@lumen-bank.example>\n"
             "sub   cv25519 2023-11-02 [E]\n")
    k_bot = (f"pub   ed25519 2025-03-11 [SC] [expires: 2026-03-11]\n      {bot}\n"
             "uid           [ultimate] Backup Robot <backup-bot@lumen-bank.example>\n"
             "sub   cv25519 2025-03-11 [E] [expires: 2026-03-11]\n")
    trust = ("gpg: checking the trustdb\ngpg: marginals needed: 3  completes needed: 1  trust model: pgp\n"
             "gpg: depth: 0  valid:   2  signed:   1  trust: 0-, 0q, 0n, 0m, 0f, 2u\n"
             "gpg: depth: 1  valid:   1  signed:   0  trust: 1-, 0q, 0n, 0m, 0f, 0u\n"
             "gpg: next trustdb check due at 2026-03-11\n")
    msg = "nightly-snapshot 2025-03-11"
    clear = (f"-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\n{msg}\n"
             + ed_sig(bot, 1741689645, "t08sig"))
    turns = [
        p.run("gpg --list-keys", hdr + k_ana("2026-06-13") + "\n" + k_rel),
        p.run("gpg --batch --passphrase '' --quick-gen-key 'Backup Robot <backup-bot@lumen-bank.example>' ed25519 sign 1y",
              f"gpg: key {bot[-16:]} marked as ultimately trusted\n"
              f"gpg: revocation certificate stored as '/home/ana/.gnupg/openpgp-revocs.d/{bot}.rev'"),
        p.run("gpg --list-keys --keyid-format long backup-bot@lumen-bank.example",
              trust + hdr + f"pub   ed25519/{bot[-16:]} 2025-03-11 [SC] [expires: 2026-03-11]\n      {bot}\n"
              "uid                 [ultimate] Backup Robot <backup-bot@lumen-bank.example>\n"),
        p.run(f"gpg --batch --passphrase '' --quick-add-key {bot} cv25519 encr 1y"),
        p.run("gpg --list-keys --with-subkey-fingerprints backup-bot@lumen-bank.example",
              hdr + k_bot + f"      {bsub}\n"),
        p.run("gpg --armor --export backup-bot@lumen-bank.example > backup-bot.pub.asc && wc -c backup-bot.pub.asc",
              "668 backup-bot.pub.asc"),
        p.run(f"echo '{msg}' | gpg --clearsign -u backup-bot@lumen-bank.example", clear),
        p.run(f"gpg --batch --pinentry-mode loopback --passphrase-file ~/.config/gnupg-ana.pass --quick-set-expire {ana} 2y"),
        p.run("gpg --list-keys ana.ferreira@lumen-bank.example", hdr + k_ana("2027-03-11")),
        p.run(f"gpg --batch --yes --delete-keys {rel}"),
        p.run("gpg --list-keys", hdr + k_ana("2027-03-11") + "\n" + k_bot),
    ]
    rs.add(TASK, "h57-terminal-08", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 09 fail2ban-client (clean)
def f2b(cur: int, tot: int, banned: list[str], tban: int) -> str:
    return ("Status for the jail: sshd\n|- Filter\n"
            f"|  |- Currently failed:\t{cur}\n|  |- Total failed:\t{tot}\n"
            "|  `- File list:\t/var/log/auth.log\n`- Actions\n"
            f"   |- Currently banned:\t{len(banned)}\n   |- Total banned:\t{tban}\n"
            f"   `- Banned IP list:\t{' '.join(banned)}")


def t09(rs: RowSet) -> None:
    p = Pane("root", "mail-gw2", "/root")
    state = p.prompt
    log = [("10:39:50,204", "sshd", "Ban 193.32.162.88"), ("10:48:12,951", "sshd", "Ban 45.148.10.203"),
           ("11:02:41,377", "sshd", "Ban 218.92.0.112"), ("11:20:55,142", "sshd", "Unban 193.32.162.88"),
           ("11:21:38,600", "sshd", "Ban 80.94.95.71")]
    logtxt = "\n".join(f"2025-03-11 {t} fail2ban.actions        [812]: NOTICE  [{j}] {m}" for t, j, m in log)
    turns = [
        p.run("fail2ban-client status", "Status\n|- Number of jail:\t3\n`- Jail list:\tpostfix-sasl, recidive, sshd"),
        p.run("fail2ban-client status sshd", f2b(4, 1893, ["45.148.10.203", "193.32.162.88", "218.92.0.112"], 241)),
        p.run("fail2ban-client set sshd unbanip 193.32.162.88", "1"),
        p.run("fail2ban-client get sshd bantime; fail2ban-client get sshd maxretry; fail2ban-client get sshd findtime",
              "3600\n5\n600"),
        p.run("sleep 60; fail2ban-client status sshd",
              f2b(2, 1901, ["45.148.10.203", "218.92.0.112", "80.94.95.71"], 242), duration=62.0),
        p.run("grep -E 'Ban|Unban' /var/log/fail2ban.log | tail -n 5", logtxt),
        p.run("systemctl restart fail2ban && sleep 2 && fail2ban-client status sshd",
              f2b(0, 0, ["218.92.0.112", "45.148.10.203", "80.94.95.71"], 3), duration=5.0),
    ]
    rs.add(TASK, "h57-terminal-09", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 10 auditctl / ausearch (bad, turn 8)
def audit_s(limit: int, backlog: int) -> str:
    return (f"enabled 1\nfailure 1\npid 873\nrate_limit 0\nbacklog_limit {limit}\nlost 0\nbacklog {backlog}\n"
            "backlog_wait_time 60000\nbacklog_wait_time_actual 0\nloginuid_immutable 0 unlocked")


def t10(rs: RowSet) -> None:
    p = Pane("root", "hr-db01", "/root", style="rhel")
    state = p.prompt
    base = ("-w /etc/passwd -p wa -k identity\n-w /etc/group -p wa -k identity\n-w /etc/shadow -p wa -k identity\n"
            "-a always,exit -F arch=b64 -S execve -F euid=0 -F auid>=1000 -F auid!=-1 -F key=root-cmds")
    subj = "subj=unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023"
    caps = "cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0"

    def cfg(t: str, n: int) -> str:
        return (f"----\ntype=CONFIG_CHANGE msg=audit(03/11/2025 {t}:{n}) : auid=admin ses=14 {subj} "
                "op=add_rule key=sudoers list=exit res=yes ")

    def ev(t: str, n: int, title: str, nt: str, sc: str, a: str, pid: int, comm: str) -> str:
        m = f"msg=audit(03/11/2025 {t}:{n})"
        return (f"----\ntype=PROCTITLE {m} : proctitle={title} \n"
                f"type=PATH {m} : item=1 name=/etc/sudoers.d/99-test inode=17291604 dev=fd:00 mode=file,644 ouid=root ogid=root rdev=00:00 obj=unconfined_u:object_r:etc_t:s0 nametype={nt} {caps} \n"
                f"type=PATH {m} : item=0 name=/etc/sudoers.d/ inode=16811542 dev=fd:00 mode=dir,750 ouid=root ogid=root rdev=00:00 obj=system_u:object_r:etc_t:s0 nametype=PARENT {caps} \n"
                f"type=CWD {m} : cwd=/root \n"
                f"type=SYSCALL {m} : arch=x86_64 syscall={sc} success=yes exit={a} items=2 ppid=41877 pid={pid} auid=admin uid=root gid=root euid=root suid=root fsuid=root egid=root sgid=root fsgid=root tty=pts1 ses=14 comm={comm} exe=/usr/bin/{comm} {subj} key=sudoers ")

    search = "\n".join([
        cfg("14:06:55.402", 48201), cfg("14:06:55.409", 48202),
        ev("14:07:32.118", 48213, "touch /etc/sudoers.d/99-test", "CREATE", "openat",
           "3 a0=AT_FDCWD a1=0x7ffd3b8a2f61 a2=O_WRONLY|O_CREAT|O_NOCTTY|O_NONBLOCK a3=0x1b6", 42310, "touch"),
        ev("14:07:32.124", 48214, "rm -f /etc/sudoers.d/99-test", "DELETE", "unlinkat",
           "0 a0=AT_FDCWD a1=0x55d1c0a3e4b0 a2=0x0 a3=0x0", 42311, "rm")])
    turns = [
        p.run("auditctl -s", audit_s(8192, 0)),
        p.run("auditctl -l", base),
        p.run("auditctl -w /etc/sudoers -p wa -k sudoers && auditctl -w /etc/sudoers.d -p wa -k sudoers"),
        p.run("auditctl -l", base + "\n-w /etc/sudoers -p wa -k sudoers\n-w /etc/sudoers.d -p wa -k sudoers"),
        p.run("touch /etc/sudoers.d/99-test && rm -f /etc/sudoers.d/99-test"),
        p.run("ausearch -k sudoers -i --start recent", search),
        p.run("augenrules --check", "/usr/sbin/augenrules: No change"),
        # contradiction: backlog_limit 4096, turn 1 showed 8192 and nothing changed it
        p.run("auditctl -s", audit_s(4096, 1)),
        p.run("printf -- '-w /etc/sudoers -p wa -k sudoers\\n-w /etc/sudoers.d -p wa -k sudoers\\n' > /etc/audit/rules.d/50-sudoers.rules"),
        p.run("augenrules --check", "/usr/sbin/augenrules: Rules have changed and should be updated"),
    ]
    rs.add(TASK, "h57-terminal-10", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="auditctl -s reports backlog_limit 4096 although turn 1 showed 8192 and no command changed the backlog limit")


# ---------------------------------------------------------------- 11 clamscan / freshclam (bad, turn 5)
def t11(rs: RowSet) -> None:
    p = Pane("root", "files-nas", "/root")
    state = p.prompt
    fresh = ("ClamAV update process started at Tue Mar 11 15:20:04 2025\n"
             "daily.cld database available for update (local version: 27570, remote version: 27571)\n"
             "Testing database: '/var/lib/clamav/tmp.6b1e2f9a04/clamav-3f7d0c52a81e4b96e1c07d3f2a58b6c9.tmp-daily.cld' ...\n"
             "Database test passed.\n"
             "daily.cld updated (version: 27571, sigs: 2072564, f-level: 90, builder: raynman)\n"
             "main.cvd database is up-to-date (version: 62, sigs: 6647427, f-level: 90, builder: sigmgr)\n"
             "bytecode.cvd database is up-to-date (version: 335, sigs: 86, f-level: 90, builder: raynman)\n"
             "Clamd successfully notified about the update.")
    inc = "/srv/share/incoming"
    scan = (f"{inc}/invoices/INV-2025-0311.pdf.exe: Win.Trojan.Agent-1087654 FOUND\n"
            f"{inc}/invoices/INV-2025-0311.pdf.exe: moved to '/srv/quarantine/INV-2025-0311.pdf.exe'\n"
            f"{inc}/tmp/eicar_test.txt: Eicar-Signature FOUND\n"
            f"{inc}/tmp/eicar_test.txt: moved to '/srv/quarantine/eicar_test.txt'\n\n"
            "----------- SCAN SUMMARY -----------\nKnown viruses: 8709633\nEngine version: 1.0.8\n"
            "Scanned directories: 41\nScanned files: 1286\nInfected files: 2\nData scanned: 3192.47 MB\n"
            "Data read: 2410.08 MB (ratio 1.32:1)\nTime: 143.902 sec (2 m 23 s)\n"
            "Start Date: 2025:03:11 15:21:10\nEnd Date:   2025:03:11 15:23:34")
    quar = lsl([("drwx------", 2, "root", "root", 4096, "Mar 11 15:23", "."),
                ("drwxr-xr-x", 9, "root", "root", 4096, "Jan 30 09:12", ".."),
                ("-rw-rw-r--", 1, "jsander", "finance", 401408, "Mar 11 08:52", "INV-2025-0311.pdf.exe"),
                ("-rw-r--r--", 1, "tkemp", "it", 68, "Mar  4 13:27", "eicar_test.txt")], 404)
    dscan = ("/srv/quarantine/eicar_test.txt: Eicar-Signature FOUND\n\n----------- SCAN SUMMARY -----------\n"
             "Infected files: 1\nTime: 0.012 sec (0 m 0 s)\nStart Date: 2025:03:11 15:25:02\nEnd Date:   2025:03:11 15:25:02")
    info = ("ClamAV 1.0.8/27571/Tue Mar 11 08:36:22 2025\n"
            "File: /var/lib/clamav/daily.cld\nBuild time: 11 Mar 2025 08:36 +0000\nVersion: 27571\n"
            "Signatures: 2072456\nFunctionality level: 90\nBuilder: raynman\n"
            f"MD5: {hexs('t11md5', 32)}\nDigital signature: {blob('t11dsig', 86)}\nVerification OK.")
    status = ("● clamav-daemon.service - Clam AntiVirus userspace daemon\n"
              "     Loaded: loaded (/lib/systemd/system/clamav-daemon.service; enabled; vendor preset: enabled)\n"
              "    Drop-In: /etc/systemd/system/clamav-daemon.service.d\n             └─extend.conf\n"
              "     Active: active (running) since Mon 2025-03-03 06:14:27 UTC; 1 week 1 day ago\n"
              "       Docs: man:clamd(8)\n             man:clamd.conf(5)\n             https://docs.clamav.net/\n"
              "   Main PID: 1143 (clamd)\n      Tasks: 2 (limit: 19050)\n     Memory: 1.4G\n"
              "        CPU: 3h 12min 40.117s\n     CGroup: /system.slice/clamav-daemon.service\n"
              "             └─1143 /usr/sbin/clamd --foreground=true\n\n"
              "Mar 11 15:20:14 files-nas clamd[1143]: Tue Mar 11 15:20:14 2025 -> Reading databases from /var/lib/clamav\n"
              "Mar 11 15:20:19 files-nas clamd[1143]: Tue Mar 11 15:20:19 2025 -> Database correctly reloaded (8709633 signatures)\n"
              "Mar 11 15:20:19 files-nas clamd[1143]: Tue Mar 11 15:20:19 2025 -> Activating the newly loaded database...")
    turns = [
        p.run("freshclam", fresh, duration=20.0),
        p.run(f"clamscan -r -i --move=/srv/quarantine {inc}", scan, duration=180.0),
        p.run("ls -la /srv/quarantine", quar),
        p.run("clamdscan --fdpass /srv/quarantine/eicar_test.txt", dscan),
        # contradiction: freshclam (turn 1) installed daily 27571 with 2072564 sigs; sigtool reports 2072456
        p.run("clamscan --version; sigtool --info /var/lib/clamav/daily.cld", info),
        p.run("systemctl status clamav-daemon --no-pager -n 3", status),
    ]
    rs.add(TASK, "h57-terminal-11", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="sigtool says daily.cld version 27571 has 2072456 signatures, but freshclam in turn 1 installed that same version with 2072564 sigs")


# ---------------------------------------------------------------- 12 nftables (clean)
def t12(rs: RowSet) -> None:
    p = Pane("root", "edge-fw1", "/root")
    state = p.prompt

    def elems(items: list[str]) -> str:
        return "\t\telements = { " + ", ".join(items) + " }"

    def set_block(items: list[str], ind: str = "\t") -> str:
        return (f"{ind}set blocklist_v4 {{\n{ind}\ttype ipv4_addr\n{ind}\tflags timeout\n"
                + elems(items).replace("\t\t", ind + "\t", 1) + f"\n{ind}}}")

    tail_chains = ("\tchain forward {\n\t\ttype filter hook forward priority filter; policy drop;\n\t}\n\n"
                   "\tchain output {\n\t\ttype filter hook output priority filter; policy accept;\n\t}\n}")

    def chain(rules: list[str], handles: bool) -> str:
        head = "\tchain input {" + (" # handle 1" if handles else "")
        return (head + "\n\t\ttype filter hook input priority filter; policy drop;\n"
                + "\n".join("\t\t" + r for r in rules) + "\n\t}")

    def r_block(pk: int, h: bool) -> str:
        return f"ip saddr @blocklist_v4 counter packets {pk} bytes {pk * 60} drop" + (" # handle 7" if h else "")

    def r_web(pk: int, h: bool) -> str:
        return f"tcp dport {{ 80, 443 }} counter packets {pk} bytes {pk * 60} accept" + (" # handle 10" if h else "")

    def r_node(pk: int, h: bool) -> str:
        return f"tcp dport 9100 ip saddr 10.8.4.20 counter packets {pk} bytes {pk * 60} accept" + (" # handle 14" if h else "")

    est = "ct state established,related accept"
    lo = 'iifname "lo" accept'
    ssh = "tcp dport 22 ip saddr 10.8.0.0/16 accept"
    icmp = "icmp type echo-request limit rate 5/second accept"
    e1 = ["185.220.101.34 timeout 1h expires 41m12s", "103.145.13.90 timeout 1h expires 12m3s"]
    ruleset = ("table inet filter {\n" + set_block(e1) + "\n\n"
               + chain([est, lo, r_block(3311, False), ssh, r_web(58812, False), icmp], False) + "\n\n" + tail_chains)

    def hchain(rules: list[str]) -> str:
        return "table inet filter {\n" + chain(rules, True) + "\n}"

    def lset(items: list[str]) -> str:
        return "table inet filter {\n" + set_block(items) + "\n}"

    e2 = ["185.220.101.34 timeout 1h expires 39m50s", "103.145.13.90 timeout 1h expires 10m41s",
          "45.95.147.236 timeout 2h expires 1h59m52s"]
    e3 = ["185.220.101.34 timeout 1h expires 39m5s", "103.145.13.90 timeout 1h expires 9m56s",
          "45.95.147.236 timeout 2h expires 1h59m7s"]
    e4 = ["185.220.101.34 timeout 1h expires 59m56s", "103.145.13.90 timeout 1h expires 59m56s",
          "45.95.147.236 timeout 2h expires 1h59m56s"]
    stateless = ("table inet filter {\n" + set_block(["185.220.101.34 timeout 1h", "103.145.13.90 timeout 1h",
                                                      "45.95.147.236 timeout 2h"]) + "\n\n"
                 + chain([est, lo, "ip saddr @blocklist_v4 counter drop", ssh,
                          "tcp dport 9100 ip saddr 10.8.4.20 counter accept", "tcp dport { 80, 443 } counter accept"], False)
                 + "\n\n" + tail_chains)
    after = (lset(e4) + "\n" + "table inet filter {\n"
             + chain([est, lo, r_block(2, False), ssh, r_node(0, False), r_web(41, False)], False) + "\n}")
    turns = [
        p.run("nft list ruleset", ruleset),
        p.run("nft -a list chain inet filter input",
              hchain([est + " # handle 5", lo + " # handle 6", r_block(3318, True), ssh + " # handle 8",
                      r_web(58907, True), icmp + " # handle 11"])),
        p.run("nft add rule inet filter input position 8 tcp dport 9100 ip saddr 10.8.4.20 counter accept"),
        p.run("nft -a list chain inet filter input",
              hchain([est + " # handle 5", lo + " # handle 6", r_block(3322, True), ssh + " # handle 8",
                      r_node(0, True), r_web(59004, True), icmp + " # handle 11"])),
        p.run("nft add element inet filter blocklist_v4 { 45.95.147.236 timeout 2h }"),
        p.run("nft list set inet filter blocklist_v4", lset(e2)),
        p.run("nft delete rule inet filter input handle 11"),
        p.run("nft -a list chain inet filter input",
              hchain([est + " # handle 5", lo + " # handle 6", r_block(3329, True), ssh + " # handle 8",
                      r_node(6, True), r_web(59161, True)])),
        p.run("sleep 30; nft list set inet filter blocklist_v4", lset(e3), duration=32.0),
        p.run("nft -s list ruleset", stateless),
        p.run("nft -s list ruleset > /etc/nftables.conf && systemctl restart nftables && systemctl is-active nftables",
              "active", duration=3.0),
        p.run("nft list set inet filter blocklist_v4; nft list chain inet filter input", after),
    ]
    rs.add(TASK, "h57-terminal-12", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 13 aide (bad, turn 9)
def t13(rs: RowSet) -> None:
    p = Pane("root", "pay-app02", "/root", style="rhel")
    state = p.prompt
    init_cmd = "aide --init"
    start = "Start timestamp: 2025-03-11 16:02:11 +0000 (AIDE 0.16)"
    sha512 = blob("t13db512", 88)
    init_out = (start + "\nAIDE initialized database at /var/lib/aide/aide.db.new.gz\n\n"
                "Number of entries:\t51836\n\n"
                "---------------------------------------------------\n"
                "The attributes of the (uncompressed) database(s):\n"
                "---------------------------------------------------\n\n"
                "/var/lib/aide/aide.db.new.gz\n"
                f"  MD5      : {blob('t13md5', 24)}\n"
                f"  SHA1     : {blob('t13sha1', 28)}\n"
                f"  RMD160   : {blob('t13rmd', 28)}\n"
                f"  TIGER    : {blob('t13tiger', 32)}\n"
                f"  SHA256   : {blob('t13sha256', 44)}\n"
                f"  SHA512   : {sha512[:44]}\n             {sha512[44:]}\n\n\n"
                "End timestamp: 2025-03-11 16:04:48 +0000 (run time: 2m 37s)")
    chk_cmd = "aide --check > /tmp/aide-check.log; echo rc=$?"

    def row(label: str, old: str, new: str) -> str:
        return f"  {label:<9}: {old:<33}, {new}"

    files = ["/etc/group", "/etc/group-", "/etc/gshadow", "/etc/gshadow-", "/etc/passwd", "/etc/passwd-",
             "/etc/shadow", "/etc/shadow-"]
    summary = ("Start timestamp: 2025-03-11 16:07:30 +0000 (AIDE 0.16)\n"
               "AIDE found differences between database and filesystem!!\n\n"
               "Summary:\n  Total number of entries:\t51836\n  Added entries:\t\t0\n"
               "  Removed entries:\t\t0\n  Changed entries:\t\t11\n\n"
               "---------------------------------------------------\nChanged entries:\n"
               "---------------------------------------------------\n\n"
               "d   ...    mc.. .. . : /etc\n"
               + "\n".join(f"f   >.. i. mc..C.. . : {f}" for f in files) + "\n"
               "d   ...    mc.. .. . : /etc/ssh\n"
               "f   <.. i. mc..C.. . : /etc/ssh/sshd_config")
    ssh_detail = ("Directory: /etc/ssh\n"
                  + row("Mtime", "2024-11-06 17:52:10", "2025-03-11 16:06:02") + "\n"
                  + row("Ctime", "2024-11-06 17:52:10", "2025-03-11 16:06:02") + "\n\n"
                  "File: /etc/ssh/sshd_config\n"
                  + row("Size", "4269", "4268") + "\n"
                  # contradiction: turn 1 showed the baseline mtime 2025-01-14 09:12:37
                  + row("Mtime", "2025-01-14 09:21:37", "2025-03-11 16:06:02") + "\n"
                  + row("Ctime", "2025-02-03 11:40:09", "2025-03-11 16:06:02") + "\n"
                  + row("Inode", "1837421", "1837455") + "\n"
                  + row("SHA512", blob("t13old", 32), blob("t13new", 32)))
    turns = [
        p.run("ls -l --time-style=full-iso /etc/ssh/sshd_config /usr/sbin/sshd",
              "-rw-------. 1 root root   4269 2025-01-14 09:12:37.402118554 +0000 /etc/ssh/sshd_config\n"
              "-rwxr-xr-x. 1 root root 954984 2024-11-06 17:40:21.000000000 +0000 /usr/sbin/sshd"),
        (keys(init_cmd, 30.0), screen(p, init_cmd, start, done=False)),
        (wait(180.0), screen(p, init_cmd, init_out)),
        p.run("mv /var/lib/aide/aide.db.new.gz /var/lib/aide/aide.db.gz && ls -l /var/lib/aide/",
              "total 9612\n-rw-------. 1 root root 9841207 Mar 11 16:04 aide.db.gz"),
        p.run("sed -i 's/^#\\?MaxAuthTries.*/MaxAuthTries 3/' /etc/ssh/sshd_config && grep -n MaxAuthTries /etc/ssh/sshd_config",
              "41:MaxAuthTries 3"),
        p.run("useradd -r -s /sbin/nologin -c 'AIDE probe' aide-probe"),
        (keys(chk_cmd, 60.0), screen(p, chk_cmd, "", done=False)),
        (wait(120.0), screen(p, chk_cmd, "rc=4")),
        p.run("sed -n '/^Directory: \\/etc\\/ssh$/,/SHA512/p' /tmp/aide-check.log", ssh_detail),
        p.run("sed -n '1,24p' /tmp/aide-check.log", summary),
        p.run("cp -p /var/lib/aide/aide.db.gz /root/aide.db.2025-03-11.gz && ls -l /root/aide.db.2025-03-11.gz",
              "-rw-------. 1 root root 9841207 Mar 11 16:04 /root/aide.db.2025-03-11.gz"),
    ]
    rs.add(TASK, "h57-terminal-13", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="AIDE reports the old mtime of sshd_config as 2025-01-14 09:21:37, but ls in turn 1 (before aide --init) showed 09:12:37")


# ---------------------------------------------------------------- 14 lynis (bad, turn 3)
def t14(rs: RowSet) -> None:
    p = Pane("root", "vpn-gw-4", "/root")
    state = p.prompt
    run1 = ("  * Check available certificates for expiration [CRYP-7902] \n"
            "      https://cisofy.com/lynis/controls/CRYP-7902/\n\n"
            "  * Harden compilers like restricting access to root user only [HRDN-7222] \n"
            "      https://cisofy.com/lynis/controls/HRDN-7222/\n\n"
            "  Follow-up:\n  ----------------------------\n"
            "  - Show details of a test (lynis show details TEST-ID)\n"
            "  - Check the logfile for all details (less /var/log/lynis.log)\n"
            "  - Read security controls texts (https://cisofy.com)\n"
            "  - Use --upload to upload data to central system (Lynis Enterprise users)\n\n"
            + "=" * 80 + "\n\n  Lynis security scan details:\n\n"
            "  Hardening index : 67 [#############       ]\n  Tests performed : 261\n  Plugins enabled : 0\n\n"
            "  Components:\n  - Firewall               [V]\n  - Malware scanner        [X]\n\n"
            "  Scan mode:\n  Normal [V]  Forensics [ ]  Integration [ ]  Pentest [ ]\n\n"
            "  Lynis modules:\n  - Compliance status      [?]\n  - Security audit         [V]\n"
            "  - Vulnerability scan     [V]\n\n"
            "  Files:\n  - Test and debug information      : /var/log/lynis.log\n"
            "  - Report data                     : /var/log/lynis-report.dat\n\n"
            + "=" * 80 + "\n\n  Lynis 3.0.9\n\n"
            "  Auditing, system hardening, and compliance for UNIX-based systems\n"
            "  (Linux, macOS, BSD, and others)\n\n"
            "  2007-2021, CISOfy - https://cisofy.com/lynis/\n"
            "  Enterprise support available (compliance, plugins, interface and tools)\n\n"
            + "=" * 80 + "\n\n"
            "  [TIP]: Enhance Lynis audits by adding your settings to custom.prf (see /etc/lynis/default.prf for all settings)")
    upg = ("libexpat1/jammy-security 2.4.7-1ubuntu0.5 amd64 [upgradable from: 2.4.7-1ubuntu0.4]\n"
           "libssl3/jammy-security 3.0.2-0ubuntu1.19 amd64 [upgradable from: 3.0.2-0ubuntu1.18]\n"
           "openssl/jammy-security 3.0.2-0ubuntu1.19 amd64 [upgradable from: 3.0.2-0ubuntu1.18]")
    mirror = "http://security.ubuntu.com/ubuntu jammy-security/main amd64"
    apt = ("Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done\n"
           "The following packages will be upgraded:\n  libexpat1 libssl3 openssl\n"
           "3 upgraded, 0 newly installed, 0 to remove and 11 not upgraded.\n"
           "Need to get 3,189 kB of archives.\nAfter this operation, 4,096 B of additional disk space will be used.\n"
           f"Get:1 {mirror} libexpat1 amd64 2.4.7-1ubuntu0.5 [91.5 kB]\n"
           f"Get:2 {mirror} libssl3 amd64 3.0.2-0ubuntu1.19 [1,905 kB]\n"
           f"Get:3 {mirror} openssl amd64 3.0.2-0ubuntu1.19 [1,192 kB]\n"
           "Fetched 3,189 kB in 1s (3,744 kB/s)\n"
           "(Reading database ... 118203 files and directories currently installed.)\n"
           "Preparing to unpack .../libexpat1_2.4.7-1ubuntu0.5_amd64.deb ...\n"
           "Unpacking libexpat1:amd64 (2.4.7-1ubuntu0.5) over (2.4.7-1ubuntu0.4) ...\n"
           "Preparing to unpack .../libssl3_3.0.2-0ubuntu1.19_amd64.deb ...\n"
           "Unpacking libssl3:amd64 (3.0.2-0ubuntu1.19) over (3.0.2-0ubuntu1.18) ...\n"
           "Preparing to unpack .../openssl_3.0.2-0ubuntu1.19_amd64.deb ...\n"
           "Unpacking openssl (3.0.2-0ubuntu1.19) over (3.0.2-0ubuntu1.18) ...\n"
           "Setting up libexpat1:amd64 (2.4.7-1ubuntu0.5) ...\n"
           "Setting up libssl3:amd64 (3.0.2-0ubuntu1.19) ...\n"
           "Setting up openssl (3.0.2-0ubuntu1.19) ...\n"
           "Processing triggers for man-db (2.10.2-1) ...\n"
           "Processing triggers for libc-bin (2.35-0ubuntu3.9) ...\n"
           "Scanning processes...\nScanning linux images...\n\n"
           "Running kernel seems to be up-to-date.\n\n"
           "Restarting services...\n systemctl restart openvpn-server@gw.service strongswan-starter.service\n\n"
           "No containers need to be restarted.\n\nNo user sessions are running outdated binaries.\n\n"
           "No VM guests are running outdated hypervisor (qemu) binaries on this host.")
    grep_cmd = "grep -E '^(report_datetime_start|lynis_tests_done|hardening_index)=' /var/log/lynis-report.dat"
    turns = [
        p.run("lynis audit system --quick --no-colors", run1, duration=150.0),
        p.run("grep -c '^suggestion\\[\\]' /var/log/lynis-report.dat; grep '^warning\\[\\]' /var/log/lynis-report.dat",
              "41\nwarning[]=PKGS-7392|Found one or more vulnerable packages.|-|-|\n"
              "warning[]=NETW-2705|Couldn't find 2 responsive nameservers|-|-|"),
        # contradiction: the run in turn 1 printed Hardening index : 67
        p.run(grep_cmd, "report_datetime_start=2025-03-11 17:30:04\nlynis_tests_done=261\nhardening_index=64"),
        p.run("apt list --upgradable 2>/dev/null | grep -- -security", upg),
        p.run("apt-get install -y --only-upgrade libssl3 openssl libexpat1", apt, duration=40.0),
        p.run("lynis audit system --quick --no-colors | sed -n '/Warnings (/p;/Suggestions (/p;/Hardening index/,/Plugins enabled/p'",
              "  Warnings (1):\n  Suggestions (41):\n  Hardening index : 69 [#############       ]\n"
              "  Tests performed : 261\n  Plugins enabled : 0", duration=150.0),
        p.run(grep_cmd, "report_datetime_start=2025-03-11 17:41:26\nlynis_tests_done=261\nhardening_index=69"),
    ]
    rs.add(TASK, "h57-terminal-14", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="lynis-report.dat gives hardening_index=64 for the run whose screen output in turn 1 showed Hardening index : 67")


# ---------------------------------------------------------------- 15 pass (clean)
def t15(rs: RowSet) -> None:
    p = Pane("jonas", "ops-laptop", "/home/jonas")
    state = p.prompt
    store = "/home/jonas/.password-store"
    pw1, pw2 = "Xk4vT9qLmR2wZp7hN8sYd3Fb", "Lh6Qw2Zr8TmV5nKc3Xp9Yb4G"
    assert len(pw1) == len(pw2) == 24
    tree1 = ("Password Store\n├── infra\n│   ├── grafana-admin\n│   ├── pgbouncer\n│   └── vault-unseal-1\n"
             "├── mail\n│   └── smtp-relay\n└── vpn\n    └── wireguard-psk")
    tree2 = ("Password Store\n├── infra\n│   ├── grafana-admin\n│   ├── minio-root\n│   ├── pgbouncer-prod\n"
             "│   └── vault-unseal-1\n└── mail\n    └── smtp-relay")
    one = " 1 file changed, 0 insertions(+), 0 deletions(-)"
    turns = [
        p.run("pass ls", tree1),
        p.run("pass generate -n infra/minio-root 24",
              f"[master 4c1d9e2] Add generated password for infra/minio-root.\n{one}\n create mode 100644 infra/minio-root.gpg\n"
              f"The generated password for infra/minio-root is:\n{pw1}"),
        p.run("pass show infra/minio-root", pw1),
        p.run("pass generate -n -i infra/minio-root 24",
              f"[master 7e0f2a1] Replace generated password for infra/minio-root.\n{one}\n"
              f"The generated password for infra/minio-root is:\n{pw2}"),
        p.run("pass mv infra/pgbouncer infra/pgbouncer-prod",
              f"renamed '{store}/infra/pgbouncer.gpg' -> '{store}/infra/pgbouncer-prod.gpg'\n"
              f"[master 9b3d5c8] Rename infra/pgbouncer to infra/pgbouncer-prod.\n{one}\n"
              " rename infra/{pgbouncer.gpg => pgbouncer-prod.gpg} (100%)"),
        p.run("pass ls infra", "infra\n├── grafana-admin\n├── minio-root\n├── pgbouncer-prod\n└── vault-unseal-1"),
        p.run("pass git log --oneline -5",
              "9b3d5c8 (HEAD -> master) Rename infra/pgbouncer to infra/pgbouncer-prod.\n"
              "7e0f2a1 Replace generated password for infra/minio-root.\n"
              "4c1d9e2 Add generated password for infra/minio-root.\n"
              "d2a8f61 Edit password for mail/smtp-relay using vim.\n"
              "5f03b7e Add given password for vpn/wireguard-psk to store."),
        p.run("pass rm -f vpn/wireguard-psk",
              f"removed '{store}/vpn/wireguard-psk.gpg'\n[master 0c6e4ab] Remove vpn/wireguard-psk from store.\n"
              f"{one}\n delete mode 100644 vpn/wireguard-psk.gpg"),
        p.run("pass ls", tree2),
    ]
    rs.add(TASK, "h57-terminal-15", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 16 realm / sssd (clean)
def t16(rs: RowSet) -> None:
    p = Pane("root", "lnx-web07", "/root", style="rhel")
    state = p.prompt
    dom = "corp.halvorsen.example"
    pk = ("  required-package: oddjob\n  required-package: oddjob-mkhomedir\n  required-package: sssd\n"
          "  required-package: adcli\n  required-package: samba-common-tools")

    def info(configured: str) -> str:
        return (f"{dom}\n  type: kerberos\n  realm-name: CORP.HALVORSEN.EXAMPLE\n  domain-name: {dom}\n"
                f"  configured: {configured}\n  server-software: active-directory\n  client-software: sssd\n{pk}")

    join = f"realm join -U svc-domainjoin {dom}"
    gid = "1534800513(domain users@corp.halvorsen.example)"
    status = ("● sssd.service - System Security Services Daemon\n"
              "     Loaded: loaded (/usr/lib/systemd/system/sssd.service; enabled; preset: enabled)\n"
              "     Active: active (running) since Tue 2025-03-11 13:44:06 CET; 2s ago\n"
              "   Main PID: 58114 (sssd)\n      Tasks: 5 (limit: 48871)\n     Memory: 41.8M\n        CPU: 512ms\n"
              "     CGroup: /system.slice/sssd.service\n"
              "             ├─58114 /usr/sbin/sssd -i --logger=files\n"
              f"             ├─58115 /usr/libexec/sssd/sssd_be --domain {dom} --uid 0 --gid 0 --logger=files\n"
              "             ├─58116 /usr/libexec/sssd/sssd_nss --uid 0 --gid 0 --logger=files\n"
              "             └─58117 /usr/libexec/sssd/sssd_pam --uid 0 --gid 0 --logger=files\n\n"
              "Mar 11 13:44:05 lnx-web07 sssd_be[58115]: Starting up\n"
              "Mar 11 13:44:06 lnx-web07 sssd_nss[58116]: Starting up\n"
              "Mar 11 13:44:06 lnx-web07 sssd_pam[58117]: Starting up\n"
              "Mar 11 13:44:06 lnx-web07 systemd[1]: Started System Security Services Daemon.")
    turns = [
        p.run(f"realm discover {dom}", info("no")),
        (keys(join, 2.0), screen(p, join, "Password for svc-domainjoin: ", done=False)),
        (keys("S3cure-Join!2025", 15.0), screen(p, join, "Password for svc-domainjoin: ")),
        p.run("realm list", info("kerberos-member") + f"\n  login-formats: %U@{dom}\n  login-policy: allow-realm-logins"),
        p.run(f"realm permit -g 'linux-admins@{dom}' && realm list | grep -E 'login-policy|permitted'",
              f"  login-policy: allow-permitted-logins\n  permitted-groups: linux-admins@{dom}"),
        p.run(f"id kfjeld@{dom}",
              f"uid=1534801107(kfjeld@{dom}) gid={gid} groups={gid},1534804721(linux-admins@{dom}),"
              f"1534805108(vpn-users@{dom}),1534803377(jira-users@{dom})"),
        p.run(f"sssctl domain-status {dom}",
              "Online status: Online\n\nActive servers:\nAD Global Catalog: dc02.corp.halvorsen.example\n"
              "AD Domain Controller: dc01.corp.halvorsen.example\n\nDiscovered AD Global Catalog servers:\n"
              "- dc02.corp.halvorsen.example\n- dc01.corp.halvorsen.example\n\n"
              "Discovered AD Domain Controller servers:\n- dc01.corp.halvorsen.example\n- dc02.corp.halvorsen.example"),
        p.run("sss_cache -E && systemctl restart sssd && systemctl status sssd --no-pager -n 4", status, duration=4.0),
    ]
    rs.add(TASK, "h57-terminal-16", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 17 kinit / klist (bad, turn 7)
def t17(rs: RowSet) -> None:
    p = Pane("mweber", "analytics-01", "/home/mweber")
    state = p.prompt
    realm = "DATA.ROSSLAND.EXAMPLE"
    tgt = f"krbtgt/{realm}@{realm}"
    http = f"HTTP/hue.data.rossland.example@{realm}"
    kin = f"kinit mweber@{realm}"
    head = f"Ticket cache: FILE:/tmp/krb5cc_1000\nDefault principal: mweber@{realm}\n\n" \
           "Valid starting       Expires              Service principal\n"
    et = ", Etype (skey, tkt): aes256-cts-hmac-sha1-96, aes256-cts-hmac-sha1-96 "
    nocache = "klist: No credentials cache found (filename: /tmp/krb5cc_1000)"
    turns = [
        p.run("klist", nocache),
        (keys(kin), screen(p, kin, f"Password for mweber@{realm}: ", done=False)),
        (keys("Wint3r-Harbour.88", 3.0), screen(p, kin, f"Password for mweber@{realm}: ")),
        p.run("klist", head + f"03/11/2025 08:14:22  03/11/2025 18:14:22  {tgt}\n\trenew until 03/18/2025 08:14:17"),
        p.run("kvno HTTP/hue.data.rossland.example", f"{http}: kvno = 4"),
        p.run("curl --negotiate -u : -s -o /dev/null -w '%{http_code}\\n' https://hue.data.rossland.example/accounts/login/",
              "200", duration=2.0),
        # contradiction: the TGT expiry was 18:14:22 in turn 4; nothing renewed it
        p.run("klist -e", head + f"03/11/2025 08:14:22  03/11/2025 18:41:22  {tgt}\n\trenew until 03/18/2025 08:14:17{et}\n"
              f"03/11/2025 08:15:03  03/11/2025 18:14:22  {http}\n\trenew until 03/18/2025 08:14:17{et}"),
        p.run("kdestroy && klist", nocache),
    ]
    rs.add(TASK, "h57-terminal-17", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="klist -e shows the krbtgt ticket expiring 18:41:22, but turn 4 showed the same ticket (same start 08:14:22, no renewal) expiring 18:14:22")


# ---------------------------------------------------------------- 18 vault CLI (clean)
def kvmeta(created: str, deletion: str, version: int) -> str:
    return ("======= Metadata =======\nKey                Value\n---                -----\n"
            f"created_time       {created}\ncustom_metadata    <nil>\ndeletion_time      {deletion}\n"
            f"destroyed          false\nversion            {version}")


def t18(rs: RowSet) -> None:
    p = Pane("dana", "ci-runner-12", "/home/dana")
    state = p.prompt
    api = "sk_live_51NxQ7bHt2Kd9" + blob("t18api", 24).replace("/", "x").replace("+", "Z")
    w1 = "whsec_" + blob("t18w1", 32).replace("/", "k").replace("+", "Q")
    w2 = "whsec_" + blob("t18w2", 32).replace("/", "m").replace("+", "R")
    path = "======= Secret Path =======\nsecret/data/payments/stripe\n\n"
    c1, c2 = "2024-09-02T10:41:17.552019204Z", "2024-12-15T08:03:51.207446119Z"
    c3, c4 = "2025-03-11T18:22:05.118342771Z", "2025-03-11T18:23:40.907115532Z"
    dele = "2025-03-11T18:25:12.40371823Z"

    def data(w: str) -> str:
        return ("\n\n========= Data =========\nKey               Value\n---               -----\n"
                f"api_key           {api}\nwebhook_secret    {w}")

    def ver(n: int, c: str) -> str:
        return (f"====== Version {n} ======\nKey              Value\n---              -----\n"
                f"created_time     {c}\ndeletion_time    n/a\ndestroyed        false")

    meta = ("========== Metadata Path ==========\nsecret/metadata/payments/stripe\n\n"
            "========== Metadata ==========\nKey                     Value\n---                     -----\n"
            f"cas_required            false\ncreated_time            {c1}\ncurrent_version         4\n"
            "custom_metadata         <nil>\ndelete_version_after    0s\nmax_versions            0\n"
            f"oldest_version          0\nupdated_time            {c4}\n\n"
            + "\n\n".join(ver(n, c) for n, c in ((1, c1), (2, c2), (3, c3), (4, c4))))
    st = ("Key                     Value\n---                     -----\nSeal Type               shamir\n"
          "Initialized             true\nSealed                  false\nTotal Shares            5\n"
          "Threshold               3\nVersion                 1.15.6\nBuild Date              2024-02-28T17:07:34Z\n"
          "Storage Type            raft\nCluster Name            vault-cluster-8a1c2f0e\n"
          "Cluster ID              3e9b41d7-5c2a-0f68-9d14-b7a0e2c6f813\nHA Enabled              true\n"
          "HA Cluster              https://vault-0.internal:8201\nHA Mode                 standby\n"
          "Active Node Address     https://vault-0.internal:8200\nRaft Committed Index    1841277\n"
          "Raft Applied Index      1841277")
    turns = [
        p.run("vault status", st),
        p.run(f"vault kv put -mount=secret payments/stripe api_key={api} webhook_secret={w1}", path + kvmeta(c3, "n/a", 3)),
        p.run("vault kv get -mount=secret payments/stripe", path + kvmeta(c3, "n/a", 3) + data(w1)),
        p.run(f"vault kv patch -mount=secret payments/stripe webhook_secret={w2}", path + kvmeta(c4, "n/a", 4)),
        p.run("vault kv metadata get -mount=secret payments/stripe", meta),
        p.run("vault kv get -mount=secret -version=3 -field=webhook_secret payments/stripe", w1),
        p.run("vault kv delete -mount=secret payments/stripe", "Success! Data deleted (if it existed) at: secret/data/payments/stripe"),
        p.run("vault kv get -mount=secret payments/stripe", path + kvmeta(c4, dele, 4)),
        p.run("vault kv undelete -mount=secret -versions=4 payments/stripe", "Success! Data written to: secret/undelete/payments/stripe"),
        p.run("vault kv get -mount=secret payments/stripe", path + kvmeta(c4, "n/a", 4) + data(w2)),
    ]
    rs.add(TASK, "h57-terminal-18", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 19 rkhunter (bad, turn 5)
def t19(rs: RowSet) -> None:
    p = Pane("root", "mx-relay-01", "/root")
    state = p.prompt
    warn = ("Warning: The SSH and rkhunter configuration options should be the same:\n"
            "         SSH configuration option 'PermitRootLogin': prohibit-password\n"
            "         Rkhunter configuration option 'ALLOW_SSH_ROOT_USER': no\n"
            "Warning: Hidden directory found: /etc/.java\n"
            "Warning: Suspicious file types found in /dev:\n"
            "         /dev/shm/PostgreSQL.1804289383: data")
    t = "[10:08:44]"
    tail = "\n".join(f"{t} {x}".rstrip() for x in [
        "System checks summary", "=====================", "", "File properties checks...", "Files checked: 142",
        "Suspect files: 0", "", "Rootkit checks...", "Rootkits checked : 498", "Possible rootkits: 0", "",
        "Applications checks...", "All checks skipped", "", "The system checks took: 3 minutes and 21 seconds", "",
        "Info: End date is Tue Mar 11 10:08:44 UTC 2025"])
    check = "rkhunter --check --sk --rwo"
    turns = [
        p.run("date", "Tue Mar 11 10:05:12 UTC 2025"),
        p.run("rkhunter --propupd", "[ Rootkit Hunter version 1.4.6 ]\nFile updated: searched for 178 files, found 142",
              duration=8.0),
        p.run(check, warn, duration=240.0),
        p.run("tail -n 17 /var/log/rkhunter.log", tail),
        # contradiction: start logged at 09:58:23, before the 10:05:12 `date` that preceded the run (log is rewritten per run)
        p.run("grep -n 'Start date\\|End date\\|checks took' /var/log/rkhunter.log",
              "3:[09:58:23] Info: Start date is Tue Mar 11 09:58:23 UTC 2025\n"
              "1374:[10:08:44] The system checks took: 3 minutes and 21 seconds\n"
              "1376:[10:08:44] Info: End date is Tue Mar 11 10:08:44 UTC 2025"),
        p.run("sed -i 's/^ALLOW_SSH_ROOT_USER=no/ALLOW_SSH_ROOT_USER=prohibit-password/' /etc/rkhunter.conf && rkhunter -C"),
        p.run("printf 'ALLOWHIDDENDIR=/etc/.java\\nALLOWDEVFILE=/dev/shm/PostgreSQL.*\\n' >> /etc/rkhunter.conf.local"),
        p.run(check, "", duration=240.0),
        p.run("tail -n 3 /var/log/rkhunter.log",
              "[10:15:57] The system checks took: 3 minutes and 18 seconds\n[10:15:57]\n"
              "[10:15:57] Info: End date is Tue Mar 11 10:15:57 UTC 2025"),
    ]
    rs.add(TASK, "h57-terminal-19", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="the rkhunter log says the check started at 09:58:23, before the 10:05:12 shown by date ahead of the run, and 3m21s before its 10:08:44 end would be 10:05:23")


# ---------------------------------------------------------------- 20 step CLI (bad, turn 10)
def t20(rs: RowSet) -> None:
    p = Pane("ops", "k8s-bastion", "/home/ops/certs")
    state = p.prompt
    url = "https://ca.mesh.tidewater.example:9000"
    fp = "9a8c1e7f3b5d2046c8e1f9a37b0d64c25e8f1a3b7c9d0e2f46a1b8c3d5e7f902"
    assert len(fp) == 64
    bad_fp = fp.replace("37b0d64c", "37b0d46c")
    kid = "3qXmVh8Tq2bLk9RzN4wY0cPd7sEf1GaU6jHo5iKxW2M"
    cert = ("step ca certificate payments.mesh.svc payments.crt payments.key --san payments.mesh.svc "
            "--san payments.mesh.svc.cluster.local --san 10.42.7.19 --provisioner ops@tidewater.example --not-after 24h")
    ask = f"✔ Provisioner: ops@tidewater.example (JWK) [kid: {kid}]\nPlease enter the password to decrypt the provisioner key: "

    def inspect(serial: str, start: str, end: str) -> str:
        return (f"X.509v3 TLS Certificate (ECDSA P-256) [Serial: {serial[:4]}...{serial[-4:]}]\n"
                "  Subject:     payments.mesh.svc\n               payments.mesh.svc.cluster.local\n"
                "               10.42.7.19\n  Issuer:      Tidewater Mesh Intermediate CA\n"
                f"  Provisioner: ops@tidewater.example [ID: {kid[:4]}...{kid[-4:]}]\n"
                f"  Valid from:  {start}\n          to:  {end}")

    s1 = "284190375561830294471650239918446207730"
    s2 = "19358207714492650813344087116270930462"
    turns = [
        p.run(f"step ca bootstrap --ca-url {url} --fingerprint {fp}",
              "The root certificate has been saved in /home/ops/.step/certs/root_ca.crt.\n"
              "The authority configuration has been saved in /home/ops/.step/config/defaults.json."),
        p.run("cat ~/.step/config/defaults.json",
              f'{{\n  "ca-url": "{url}",\n  "fingerprint": "{fp}",\n  "root": "/home/ops/.step/certs/root_ca.crt",\n'
              '  "redirect-url": ""\n}'),
        p.run("step ca health", "ok"),
        p.run("step ca provisioner list | jq -r '.[] | \"\\(.type)\\t\\(.name)\"'",
              "JWK\tops@tidewater.example\nACME\tacme\nOIDC\tgoogle-workspace\nX5C\tk8s-istio-x5c"),
        (keys(cert, 2.0), screen(p, cert, ask, done=False)),
        (keys("harbor-lights-1172", 3.0),
         screen(p, cert, ask + f"\n✔ CA: {url}\n✔ Certificate: payments.crt\n✔ Private Key: payments.key")),
        p.run("step certificate inspect payments.crt --short", inspect(s1, "2025-03-11T19:02:14Z", "2025-03-12T19:03:14Z")),
        p.run("step ca renew --force payments.crt payments.key", "Your certificate has been saved in payments.crt."),
        p.run("step certificate inspect payments.crt --short", inspect(s2, "2025-03-11T19:04:51Z", "2025-03-12T19:05:51Z")),
        # contradiction: bootstrap pinned and stored fingerprint ...37b0d64c...; the root file is unchanged
        p.run("step certificate fingerprint ~/.step/certs/root_ca.crt", bad_fp),
        p.run("step ca revoke --cert payments.crt --key payments.key",
              f"Certificate with Serial Number {s2} has been revoked."),
        p.run("ls -l payments.crt payments.key ~/.step/certs/root_ca.crt", lsl([
            ("-rw-------", 1, "ops", "ops", 1395, "Mar 11 19:05", "payments.crt"),
            ("-rw-------", 1, "ops", "ops", 227, "Mar 11 19:03", "payments.key"),
            ("-rw-------", 1, "ops", "ops", 636, "Mar 11 19:01", "/home/ops/.step/certs/root_ca.crt")])),
    ]
    rs.add(TASK, "h57-terminal-20", SYSTEM, turns, state=state, bad=True, turn=10,
           kind="step certificate fingerprint of root_ca.crt gives ...37b0d46c..., but bootstrap pinned and defaults.json stored ...37b0d64c... for that unchanged file")


# ---------------------------------------------------------------- 21 AppArmor (clean)
ENFORCE = ["/snap/snapd/21759/usr/lib/snapd/snap-confine",
           "/snap/snapd/21759/usr/lib/snapd/snap-confine//mount-namespace-capture-helper",
           "/usr/bin/man", "/usr/lib/NetworkManager/nm-dhcp-client.action", "/usr/lib/NetworkManager/nm-dhcp-helper",
           "/usr/lib/connman/scripts/dhclient-script", "/usr/lib/snapd/snap-confine",
           "/usr/lib/snapd/snap-confine//mount-namespace-capture-helper", "/usr/sbin/nginx", "/usr/sbin/tcpdump",
           "lsb_release", "man_filter", "man_groff", "nvidia_modprobe", "nvidia_modprobe//kmod"]
COMPLAIN = ["/usr/local/bin/geoip-update", "/usr/local/sbin/waf-sync", "/usr/sbin/logrotate-waf"]


def aa_status(enf: list[str], comp: list[str], pids: list[int], mode: str) -> str:
    procs = "\n".join(f"   /usr/sbin/nginx ({pid}) " for pid in pids)
    out = [f"apparmor module is loaded.\n{len(enf) + len(comp)} profiles are loaded.",
           f"{len(enf)} profiles are in enforce mode."] + [f"   {x}" for x in enf]
    out += [f"{len(comp)} profiles are in complain mode."] + [f"   {x}" for x in comp]
    out += [f"{len(pids)} processes have profiles defined."]
    if mode == "enforce":
        out += [f"{len(pids)} processes are in enforce mode.", procs, "0 processes are in complain mode."]
    else:
        out += ["0 processes are in enforce mode.", f"{len(pids)} processes are in complain mode.", procs]
    out += ["0 processes are unconfined but have a profile defined."]
    return "\n".join(out)


def t21(rs: RowSet) -> None:
    p = Pane("root", "waf-01", "/root")
    state = p.prompt
    old = [1422, 1423, 1424, 1425, 1426]
    new = [20871, 20872, 20873, 20874, 20875]
    enf2 = [x for x in ENFORCE if x != "/usr/sbin/nginx"]
    comp2 = COMPLAIN + ["/usr/sbin/nginx"]
    pg = (f"{new[0]} nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n"
          + "\n".join(f"{x} nginx: worker process" for x in new[1:]))

    def allowed(ts: str, ep: str, serial: int, name: str) -> str:
        return (f"Mar 11 {ts} waf-01 kernel: audit: type=1400 audit({ep}:{serial}): apparmor=\"ALLOWED\" "
                f"operation=\"open\" class=\"file\" profile=\"/usr/sbin/nginx\" name=\"{name}\" pid={new[0]} "
                "comm=\"nginx\" requested_mask=\"r\" denied_mask=\"r\" fsuid=0 ouid=0")

    log = ("37\n" + allowed("21:14:32", "1741727672.118", 412, "/srv/waf/rules/RESPONSE-980-CORRELATION.conf") + "\n"
           + allowed("21:14:32", "1741727672.121", 413, "/srv/waf/rules/RESPONSE-999-EXCLUSION-RULES-AFTER-CRS.conf"))
    summary = ("18 profiles are loaded.\n15 profiles are in enforce mode.\n3 profiles are in complain mode.\n"
               "5 processes have profiles defined.\n5 processes are in enforce mode.\n0 processes are in complain mode.\n"
               "0 processes are unconfined but have a profile defined.")
    turns = [
        p.run("aa-status", aa_status(ENFORCE, COMPLAIN, old, "enforce")),
        p.run("aa-complain /etc/apparmor.d/usr.sbin.nginx", "Setting /etc/apparmor.d/usr.sbin.nginx to complain mode."),
        p.run("systemctl restart nginx && pgrep -a nginx", pg, duration=3.0),
        p.run("aa-status", aa_status(enf2, comp2, new, "complain")),
        p.run("journalctl -k --since '-5min' --no-pager | grep -c 'apparmor=\"ALLOWED\"'; "
              "journalctl -k --since '-5min' --no-pager | grep 'apparmor=\"ALLOWED\"' | tail -n 2", log),
        p.run("echo '  /srv/waf/rules/** r,' >> /etc/apparmor.d/local/usr.sbin.nginx && aa-enforce /etc/apparmor.d/usr.sbin.nginx",
              "Setting /etc/apparmor.d/usr.sbin.nginx to enforce mode."),
        p.run("aa-status | grep -E 'profiles|processes'", summary),
    ]
    rs.add(TASK, "h57-terminal-21", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 22 faillock (bad, turn 6)
def t22(rs: RowSet) -> None:
    p = Pane("root", "fin-app3", "/root", style="rhel")
    state = p.prompt
    hdr = "When                Type  Source                                           Valid"

    def ent(t: str, ip: str) -> str:
        return f"2025-03-11 {t} RHOST {ip:<52} V"

    bob_times = ["20:52:13", "20:52:19", "20:52:26", "20:52:34", "20:52:41"]
    svc = f"svc-report:\n{hdr}\n{ent('20:41:07', '10.30.2.88')}"
    bob_full = "bob:\n" + hdr + "\n" + "\n".join(ent(t, "10.30.7.14") for t in bob_times)
    root = f"root:\n{hdr}"
    journal = ("Mar 11 20:52:34 fin-app3 sshd[48791]: Failed password for bob from 10.30.7.14 port 51872 ssh2\n"
               "Mar 11 20:52:41 fin-app3 sshd[48812]: pam_faillock(sshd:auth): Consecutive login failures for user bob account temporarily locked\n"
               "Mar 11 20:52:41 fin-app3 sshd[48812]: Failed password for bob from 10.30.7.14 port 51880 ssh2")
    turns = [
        p.run("grep -Ev '^\\s*(#|$)' /etc/security/faillock.conf",
              "dir = /var/run/faillock\naudit\ndeny = 5\nfail_interval = 900\nunlock_time = 600"),
        p.run("faillock", f"{root}\n{svc}\n{bob_full}"),
        p.run("journalctl -u sshd --since 20:50 --no-pager | grep -w bob | tail -n 3", journal),
        p.run("faillock --user bob --reset"),
        p.run("faillock --user bob", f"bob:\n{hdr}"),
        # contradiction: bob's old 20:52:41 failure is back after the reset (a new failure would carry a new time)
        p.run("faillock", f"{root}\n{svc}\nbob:\n{hdr}\n{ent('20:52:41', '10.30.7.14')}"),
        p.run("sed -i 's/^deny = 5/deny = 4/' /etc/security/faillock.conf && grep -n '^deny' /etc/security/faillock.conf",
              "32:deny = 4"),
        p.run("faillock --user svc-report --reset && faillock --user svc-report", f"svc-report:\n{hdr}"),
        p.run("ls -l /var/run/faillock/", lsl([
            ("-rw-------.", 1, "root", "root", 0, "Mar 11 20:58", "bob"),
            ("-rw-------.", 1, "root", "root", 0, "Mar  3 07:12", "root"),
            ("-rw-------.", 1, "root", "root", 0, "Mar 11 21:01", "svc-report")], 0)),
        p.run("authselect current", "Profile ID: sssd\nEnabled features:\n- with-faillock\n- with-mkhomedir"),
    ]
    rs.add(TASK, "h57-terminal-22", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="after faillock --user bob --reset (and an empty listing in turn 5) bob's old 20:52:41 failure shows up again")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
