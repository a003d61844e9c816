# ruff: noqa: E501
"""Held-out set h64, domain ``terminal``: 22 tmux-pane shell trajectories about security, identity and
certificate tools (sudo, useradd/chage, gpasswd, ssh keys, ufw, nftables, fail2ban, openssl, certbot, gpg,
clamav, auditd, aide, pass, kerberos, realm/sssd, vault, age, keytool, p11-kit trust, faillock, AppArmor).

Eleven trajectories hold exactly one contradiction (an observation that conflicts with an earlier one with
no action in between that could explain it); eleven are clean but full of legitimate changes. Written blind,
deterministic, standard library plus rowkit2 only.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model** - a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a shell in a tmux pane) after executing a given command or sequence of keystrokes, as faithfully as possible to real terminal behavior while keeping the session consistent.

## Task Definition

Given:
1. **Historical Context** (optional): previous interactions in this terminal session
2. **Current Terminal State**: the visible screen, including the prompt and prior output
3. **User Action**: a sequence of keystrokes sent to the terminal

Predict the **exact next terminal state** after all keystrokes are executed.

## Context Awareness

Track and maintain across turns: the working directory (reflected in the prompt), environment variables, the file system (files created, modified or deleted), users, groups, services, keys and other system state, background jobs and interactive programs still waiting for input.

- File operations must be consistent with prior commands (`cat file` after `rm file` must fail)
- Listings must reflect accumulated changes; identifiers, sizes, dates and counters must stay coherent
- The prompt format must match the established pattern from the initial state

## Input Format

User actions are a JSON array of objects:

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.1
  }
]
```

- `keystrokes`: raw terminal input, verbatim. Commands need a trailing `\\n` to execute; text without it is typed but not run. Control keys use tmux notation (`C-c`, `C-d`, `C-z`, `C-l`); `\\u001b` is ESC.
- `duration`: seconds to wait before capturing the screen (default 1.0). Short waits show instant commands complete; long-running commands may still be in progress. Empty keystrokes with a duration mean wait without input and show what appeared meanwhile.
- Programs that ask for input (passwords, y/n confirmations) leave the cursor on their question until the next action answers it; passwords are not echoed.

## Output Requirements

1. **Command Echo**: the command as typed, on the prompt line
2. **Command Output**: all stdout/stderr, in execution order, with exact spacing, tabs and line breaks
3. **New Prompt**: the next prompt, if the command completed
4. Appropriate errors and exit behavior for failing commands (`bash: foo: command not found`, `No such file or directory`, `Permission denied`)

The pane shows about 40 lines; older output scrolls off. Output only the predicted terminal screen, after **Environment Observation:**."""


def wait(duration: float) -> str:
    """An empty-keystroke action: wait and capture the pane again."""
    return jblock([{"keystrokes": "", "duration": duration}])


def typed(text: str, duration: float = 1.0) -> str:
    """Keystrokes typed into a program that asked for input (a password, a confirmation)."""
    return jblock([{"keystrokes": text + "\n", "duration": duration}])


def blob(seed: str, n: int) -> bytes:
    out = b""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}:{i}".encode()).digest()
        i += 1
    return out[:n]


def hexid(seed: str, n: int) -> str:
    return blob(seed, (n + 1) // 2).hex()[:n]


def b64(seed: str, n: int) -> str:
    return base64.b64encode(blob(seed, n)).decode()


def ed25519_pub(seed: str) -> str:
    raw = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + blob(seed, 32)
    return base64.b64encode(raw).decode()


def rsa_pub(seed: str) -> str:
    raw = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x02\x01\x00" + blob(seed, 512)
    return base64.b64encode(raw).decode()


def fp256(pub_b64: str) -> str:
    return "SHA256:" + base64.b64encode(hashlib.sha256(base64.b64decode(pub_b64)).digest()).decode().rstrip("=")


def fpmd5(pub_b64: str) -> str:
    return "MD5:" + ":".join(f"{b:02x}" for b in hashlib.md5(base64.b64decode(pub_b64)).digest())


def colon_hex(seed: str, n: int, upper: bool = True) -> str:
    h = hexid(seed, 2 * n)
    h = h.upper() if upper else h
    return ":".join(h[i:i + 2] for i in range(0, len(h), 2))


def age_key(seed: str) -> str:
    alphabet = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
    return "age1" + "".join(alphabet[b % 32] for b in blob(seed, 58))


def blocks(size: int) -> int:
    """1K blocks used by a file on a 4K-block filesystem."""
    return -(-size // 4096) * 4


# --------------------------------------------------------------------------------------------- 01 sudo
def t01(rs: RowSet) -> None:
    p = Pane("root", "bastion-02", "/root")
    state = p.prompt
    deploy = ("Cmnd_Alias NGINX = /usr/bin/systemctl restart nginx, /usr/bin/systemctl reload nginx\n"
              "deploy ALL=(root) NOPASSWD: NGINX\n")
    extra = "deploy ALL=(root) NOPASSWD: /usr/bin/journalctl -u nginx *\n"
    backup = "backup ALL=(root) NOPASSWD: /usr/bin/rsync --server --sender *\n"
    d1, d2, b = len(deploy), len(deploy + extra), len(backup)
    defaults = ("Matching Defaults entries for deploy on bastion-02:\n"
                "    env_reset, mail_badpass, secure_path=/usr/local/sbin\\:/usr/local/bin\\:/usr/sbin\\:/usr/bin\\:/sbin\\:/bin, use_pty\n\n"
                "User deploy may run the following commands on bastion-02:\n"
                "    (root) NOPASSWD: /usr/bin/systemctl restart nginx, /usr/bin/systemctl reload nginx\n")
    turns = [
        p.run("sudo -l -U deploy", defaults),
        p.run("ls -l /etc/sudoers.d/",
              f"total 12\n-r--r----- 1 root root {d1:>4} Jan 14 09:12 20-deploy\n-r--r----- 1 root root {b:>4} Feb  3 16:40 30-backup\n"
              "-r--r----- 1 root root 1068 Mar  2  2023 README"),
        p.run("cat /etc/sudoers.d/20-deploy", deploy),
        p.run("cp /etc/sudoers.d/20-deploy /root/20-deploy.new && echo 'deploy ALL=(root) NOPASSWD: /usr/bin/journalctl -u nginx *' >> /root/20-deploy.new && visudo -cf /root/20-deploy.new",
              "/root/20-deploy.new: parsed OK"),
        p.run("install -m 0440 -o root -g root /root/20-deploy.new /etc/sudoers.d/20-deploy && ls -l /etc/sudoers.d/",
              f"total 12\n-r--r----- 1 root root {d2:>4} Mar 11 14:22 20-deploy\n-r--r----- 1 root root {b:>4} Feb  3 16:40 30-backup\n"
              "-r--r----- 1 root root 1068 Mar  2  2023 README"),
        p.run("sudo -l -U deploy", defaults + "    (root) NOPASSWD: /usr/bin/journalctl -u nginx *\n"),
        p.run("sudo -u deploy sudo -n /usr/bin/journalctl -u nginx --no-pager -n 4",
              "Mar 11 13:58:02 bastion-02 systemd[1]: Reloaded nginx.service - A high performance web server and a reverse proxy server.\n"
              "Mar 11 14:10:37 bastion-02 systemd[1]: Reloading nginx.service - A high performance web server and a reverse proxy server...\n"
              "Mar 11 14:10:37 bastion-02 nginx[51377]: 2024/03/11 14:10:37 [notice] 51377#51377: signal process started\n"
              "Mar 11 14:10:37 bastion-02 systemd[1]: Reloaded nginx.service - A high performance web server and a reverse proxy server."),
        p.run("journalctl -t sudo --since 14:20 --no-pager",
              "Mar 11 14:22:51 bastion-02 sudo[51840]:     root : PWD=/root ; USER=root ; COMMAND=list\n"
              "Mar 11 14:23:40 bastion-02 sudo[51872]:     root : PWD=/root ; USER=deploy ; COMMAND=/usr/bin/sudo -n /usr/bin/journalctl -u nginx --no-pager -n 4\n"
              "Mar 11 14:23:40 bastion-02 sudo[51872]: pam_unix(sudo:session): session opened for user deploy(uid=1003) by root(uid=0)\n"
              "Mar 11 14:23:40 bastion-02 sudo[51873]:   deploy : PWD=/root ; USER=root ; COMMAND=/usr/bin/journalctl -u nginx --no-pager -n 4\n"
              "Mar 11 14:23:40 bastion-02 sudo[51873]: pam_unix(sudo:session): session opened for user root(uid=0) by root(uid=1003)\n"
              "Mar 11 14:23:40 bastion-02 sudo[51873]: pam_unix(sudo:session): session closed for user root\n"
              "Mar 11 14:23:40 bastion-02 sudo[51872]: pam_unix(sudo:session): session closed for user deploy"),
    ]
    rs.add("terminal", "h64-terminal-01", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 02 useradd / chage
CHAGE = ("Last password change\t\t\t\t\t: Mar 10, 2024\n"
         "Password expires\t\t\t\t\t: Jun 08, 2024\n"
         "Password inactive\t\t\t\t\t: Jun 15, 2024\n"
         "Account expires\t\t\t\t\t\t: never\n"
         "Minimum number of days between password change\t\t: 0\n"
         "Maximum number of days between password change\t\t: 90\n"
         "Number of days of warning before password expires\t: {warn}")


def t02(rs: RowSet) -> None:
    p = Pane("root", "idm-lab", "/root", style="rhel")
    state = p.prompt
    turns = [
        p.run('useradd -m -c "Priya Raman" -s /bin/bash praman'),
        p.run("id praman", "uid=1004(praman) gid=1004(praman) groups=1004(praman)"),
        p.run("grep praman /etc/passwd /etc/shadow",
              "/etc/passwd:praman:x:1004:1004:Priya Raman:/home/praman:/bin/bash\n/etc/shadow:praman:!!:19792:0:99999:7:::"),
        p.run("chage -M 90 -W 14 -I 7 praman && chage -l praman", CHAGE.format(warn=14)),
        p.run("usermod -aG wheel,docker praman"),
        p.run("id praman", "uid=1004(praman) gid=1004(praman) groups=1004(praman),10(wheel),985(docker)"),
        p.run("usermod -L praman && passwd -S praman", "praman LK 2024-03-10 0 90 14 7 (Password locked.)"),
        p.run("chage -l praman", CHAGE.format(warn=7)),
        p.run("ls -la /home/praman",
              "total 12\ndrwx------. 2 praman praman  62 Mar 10 11:47 .\ndrwxr-xr-x. 7 root   root    81 Mar 10 11:47 ..\n"
              "-rw-r--r--. 1 praman praman  18 Jan 23 17:58 .bash_logout\n-rw-r--r--. 1 praman praman 141 Jan 23 17:58 .bash_profile\n"
              "-rw-r--r--. 1 praman praman 492 Jan 23 17:58 .bashrc"),
    ]
    rs.add("terminal", "h64-terminal-02", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="chage -l shows 7 warning days though turn 4 set and showed 14 (and passwd -S still showed 14) with no change in between")


# --------------------------------------------------------------------------------------------- 03 gpasswd
def t03(rs: RowSet) -> None:
    p = Pane("root", "files01", "/root")
    state = p.prompt
    turns = [
        p.run("getent group finance", "finance:x:1012:amira,jkowalski,tnguyen"),
        p.run("gpasswd -d tnguyen finance", "Removing user tnguyen from group finance"),
        p.run("gpasswd -a lbrandt finance", "Adding user lbrandt to group finance"),
        p.run("groups tnguyen lbrandt", "tnguyen : tnguyen staff finance\nlbrandt : lbrandt finance"),
        p.run("gpasswd -A amira finance"),
        p.run("grep '^finance:' /etc/group /etc/gshadow",
              "/etc/group:finance:x:1012:amira,jkowalski,lbrandt\n/etc/gshadow:finance:!:amira:amira,jkowalski,lbrandt"),
        p.run("ls -ld /srv/finance /srv/finance/*",
              "drwxrws--- 5 root      finance 4096 Apr 30 17:02 /srv/finance\n"
              "drwxrws--- 2 amira     finance 4096 May  6 08:15 /srv/finance/ap\n"
              "drwxrws--- 4 jkowalski finance 4096 May  2 11:40 /srv/finance/budget-2024\n"
              "drwxrws--- 2 tnguyen   finance 4096 Mar 28 14:09 /srv/finance/payroll-archive"),
    ]
    rs.add("terminal", "h64-terminal-03", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="groups still lists tnguyen in finance right after gpasswd reported removing him (later /etc/group agrees he is gone)")


# --------------------------------------------------------------------------------------------- 04 ssh keys
def t04(rs: RowSet) -> None:
    p = Pane("ops", "jump-eu1", "/home/ops")
    state = p.prompt
    k_old, k_nas, k_ci, k_new = (ed25519_pub("old-laptop"), rsa_pub("nas-01"), ed25519_pub("ci-runner-2"),
                                 ed25519_pub("jump-eu1-ci"))
    l_old = f"ssh-ed25519 {k_old} alice@old-laptop\n"
    l_nas = f"ssh-rsa {k_nas} backup@nas-01\n"
    l_ci = f"ssh-ed25519 {k_ci} ops@ci-runner-2\n"
    l_new = f"ssh-ed25519 {k_new} ops@jump-eu1 2024-05\n"
    ak1, ak2 = len(l_old + l_nas + l_ci), len(l_nas + l_ci + l_new)
    pub = len(l_new)
    art = ("+--[ED25519 256]--+\n|   .o+*=.  .     |\n|  . ooB.o . .    |\n|   o.=.+ o o     |\n|  . + = = + .    |\n"
           "|   o * *S= o     |\n|    = = B.+      |\n|     o E.=.      |\n|      o.*o.      |\n|       +o..      |\n+----[SHA256]-----+")

    def ls(ak: int, akmode: str, akdate: str) -> str:
        return (f"total 20\n{akmode} 1 ops ops {ak:>4} {akdate} authorized_keys\n-rw-r--r-- 1 ops ops  212 Jan  8 16:05 config\n"
                f"-rw------- 1 ops ops  411 May 22 09:14 id_ed25519_ci\n-rw-r--r-- 1 ops ops {pub:>4} May 22 09:14 id_ed25519_ci.pub\n"
                "-rw-r--r-- 1 ops ops 2662 May 21 17:48 known_hosts")

    turns = [
        p.run("ssh-keygen -t ed25519 -C 'ops@jump-eu1 2024-05' -f ~/.ssh/id_ed25519_ci -N ''",
              "Generating public/private ed25519 key pair.\nYour identification has been saved in /home/ops/.ssh/id_ed25519_ci\n"
              "Your public key has been saved in /home/ops/.ssh/id_ed25519_ci.pub\nThe key fingerprint is:\n"
              f"{fp256(k_new)} ops@jump-eu1 2024-05\nThe key's randomart image is:\n{art}"),
        p.run("ls -l ~/.ssh", ls(ak1, "-rw-r--r--", "Feb 19 10:31")),
        p.run("cat ~/.ssh/authorized_keys", l_old + l_nas + l_ci),
        p.run("ssh-keygen -lf ~/.ssh/authorized_keys",
              f"256 {fp256(k_old)} alice@old-laptop (ED25519)\n4096 {fp256(k_nas)} backup@nas-01 (RSA)\n256 {fp256(k_ci)} ops@ci-runner-2 (ED25519)"),
        p.run("sed -i '/alice@old-laptop/d' ~/.ssh/authorized_keys && cat ~/.ssh/id_ed25519_ci.pub >> ~/.ssh/authorized_keys"),
        p.run("ssh-keygen -lf ~/.ssh/authorized_keys",
              f"4096 {fp256(k_nas)} backup@nas-01 (RSA)\n256 {fp256(k_ci)} ops@ci-runner-2 (ED25519)\n256 {fp256(k_new)} ops@jump-eu1 2024-05 (ED25519)"),
        p.run("ssh-keygen -E md5 -lf ~/.ssh/id_ed25519_ci.pub", f"256 {fpmd5(k_new)} ops@jump-eu1 2024-05 (ED25519)"),
        p.run("chmod 600 ~/.ssh/authorized_keys && ls -l ~/.ssh", ls(ak2, "-rw-------", "May 22 09:16")),
        p.run("ssh -i ~/.ssh/id_ed25519_ci -o BatchMode=yes localhost 'hostname; date -u'", "jump-eu1\nWed May 22 09:17:05 UTC 2024",
              duration=3.0),
        p.run("grep 'Accepted publickey' /var/log/auth.log | tail -n 2",
              f"2024-05-22T08:02:44.118305+00:00 jump-eu1 sshd[40122]: Accepted publickey for ops from 10.44.0.12 port 51522 ssh2: ED25519 {fp256(k_ci)}\n"
              f"2024-05-22T09:17:05.402117+00:00 jump-eu1 sshd[41877]: Accepted publickey for ops from 127.0.0.1 port 40330 ssh2: ED25519 {fp256(k_new)}"),
    ]
    rs.add("terminal", "h64-terminal-04", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 05 ufw
def ufw_rows(rows: list[tuple[str, str, str]], numbered: bool) -> str:
    out = []
    for i, (to, action, frm) in enumerate(rows, 1):
        lead = f"[{i:>2}] " if numbered else ""
        out.append(f"{lead}{to:<27}{action:<12}{frm}".rstrip())
    return "\n".join(out)


def t05(rs: RowSet) -> None:
    p = Pane("root", "web-03", "/root")
    state = p.prompt
    head_n = "Status: active\n\n     To                         Action      From\n     --                         ------      ----\n"
    r1 = [("22/tcp", "ALLOW IN", "Anywhere"), ("80/tcp", "ALLOW IN", "Anywhere"), ("443/tcp", "ALLOW IN", "Anywhere"),
          ("8080/tcp", "ALLOW IN", "10.20.0.0/16"), ("22/tcp (v6)", "ALLOW IN", "Anywhere (v6)"),
          ("80/tcp (v6)", "ALLOW IN", "Anywhere (v6)"), ("443/tcp (v6)", "ALLOW IN", "Anywhere (v6)")]
    r2 = [("Anywhere", "DENY IN", "203.0.113.45")] + [r for r in r1 if r[0] != "8080/tcp"]
    r3 = [(to, "LIMIT IN" if to.startswith("22/tcp") else act, frm) for to, act, frm in r2]
    ask = f"{p.prompt} ufw delete 4\nDeleting:\n allow from 10.20.0.0/16 to any port 8080 proto tcp\nProceed with operation (y|n)?"
    turns = [
        p.run("ufw status numbered", head_n + ufw_rows(r1, True) + "\n"),
        (keys("ufw delete 4"), ask),
        (typed("y"), f"{ask} y\nRule deleted\n{p.prompt}"),
        p.run("ufw insert 1 deny from 203.0.113.45", "Rule inserted"),
        p.run("ufw status numbered", head_n + ufw_rows(r2, True) + "\n"),
        p.run("ufw limit 22/tcp", "Rule updated\nRule updated (v6)"),
        p.run("ufw status verbose",
              "Status: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing), disabled (routed)\nNew profiles: skip\n\n"
              "To                         Action      From\n--                         ------      ----\n" + ufw_rows(r3, False) + "\n"),
        p.run("grep -c 'UFW BLOCK' /var/log/ufw.log && tail -n 2 /var/log/ufw.log",
              "18422\n"
              "May 23 11:41:07 web-03 kernel: [4410233.118204] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:4c:8a:1e:d2:74:7f:6e:37:e3:08:00 SRC=203.0.113.45 DST=198.51.100.20 LEN=60 TOS=0x00 PREC=0x00 TTL=52 ID=40121 DF PROTO=TCP SPT=48812 DPT=443 WINDOW=64240 RES=0x00 SYN URGP=0 \n"
              "May 23 11:41:19 web-03 kernel: [4410245.337915] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:4c:8a:1e:d2:74:7f:6e:37:e3:08:00 SRC=45.155.205.233 DST=198.51.100.20 LEN=40 TOS=0x00 PREC=0x00 TTL=244 ID=54321 PROTO=TCP SPT=47291 DPT=3389 WINDOW=65535 RES=0x00 SYN URGP=0 "),
    ]
    rs.add("terminal", "h64-terminal-05", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 06 nftables
def nft_chain(rules: list[str]) -> str:
    body = "".join(f"\t\t{r}\n" for r in rules)
    return ("table inet filter {\n\tchain input { # handle 1\n\t\ttype filter hook input priority filter; policy drop;\n"
            + body + "\t}\n}")


def t06(rs: RowSet) -> None:
    p = Pane("root", "edge-gw", "/root")
    state = p.prompt
    base = ['ct state established,related accept # handle 4', 'iif "lo" accept # handle 5',
            'ip saddr 192.0.2.0/24 tcp dport 22 accept # handle 6']
    icmp = 'icmp type echo-request limit rate 5/second accept # handle 8'
    web = 'tcp dport {{ 80, 443 }} counter packets {} bytes {} accept # handle 7'
    drop = 'counter packets {} bytes {} drop # handle 9'
    blk = 'ip saddr @blocklist counter packets {} bytes {} drop # handle 11'
    turns = [
        p.run("nft list tables", "table inet filter\ntable ip nat"),
        p.run("nft -a list chain inet filter input",
              nft_chain(base + [web.format(182344, 11873021), icmp, drop.format(5121, 301224)])),
        p.run("nft add set inet filter blocklist '{ type ipv4_addr; flags interval; }'"),
        p.run("nft add element inet filter blocklist '{ 198.51.100.0/24, 203.0.113.77 }'"),
        p.run("nft insert rule inet filter input position 4 ip saddr @blocklist counter drop"),
        p.run("nft -a list chain inet filter input",
              nft_chain([blk.format(0, 0)] + base + [web.format(182977, 11914480), icmp, drop.format(5188, 305172)])),
        p.run("nft list set inet filter blocklist",
              "table inet filter {\n\tset blocklist {\n\t\ttype ipv4_addr\n\t\tflags interval\n\t\telements = { 198.51.100.0/24, 203.0.113.77 }\n\t}\n}"),
        p.run("nft delete rule inet filter input handle 8"),
        p.run("nft -a list chain inet filter input",
              nft_chain([blk.format(37, 2220)] + base + [web.format(183604, 11955012), drop.format(5160, 302904)])),
        p.run("nft list ruleset > /etc/nftables.conf && grep -n blocklist /etc/nftables.conf",
              "2:\tset blocklist {\n10:\t\tip saddr @blocklist counter packets 41 bytes 2460 drop"),
    ]
    rs.add("terminal", "h64-terminal-06", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="the final drop rule's counter falls from 5188 packets (turn 6) to 5160 with no counter reset in between")


# --------------------------------------------------------------------------------------------- 07 fail2ban
def f2b(failed: int, total_failed: int, banned: list[str], total_banned: int) -> str:
    return ("Status for the jail: sshd\n|- Filter\n"
            f"|  |- Currently failed:\t{failed}\n|  |- Total failed:\t{total_failed}\n"
            "|  `- Journal matches:\t_SYSTEMD_UNIT=sshd.service + _COMM=sshd\n`- Actions\n"
            f"   |- Currently banned:\t{len(banned)}\n   |- Total banned:\t{total_banned}\n"
            f"   `- Banned IP list:\t{' '.join(banned)}")


def t07(rs: RowSet) -> None:
    p = Pane("root", "mail-01", "/root")
    state = p.prompt
    turns = [
        p.run("fail2ban-client status", "Status\n|- Number of jail:\t3\n`- Jail list:\tdovecot, postfix-sasl, sshd"),
        p.run("fail2ban-client status sshd", f2b(4, 1873, ["45.148.10.92", "61.177.172.140", "218.92.0.112"], 241)),
        p.run("fail2ban-client set sshd unbanip 61.177.172.140", "1"),
        p.run("fail2ban-client set sshd banip 185.224.128.17", "1"),
        p.run("fail2ban-client status sshd", f2b(6, 1879, ["45.148.10.92", "218.92.0.112", "185.224.128.17"], 242)),
        p.run("fail2ban-client get sshd bantime; fail2ban-client set sshd bantime 86400", "3600\n86400"),
        p.run("fail2ban-client get sshd bantime && grep -n '^bantime' /etc/fail2ban/jail.local", "86400\n9:bantime  = 1h\n27:bantime  = 1h"),
        p.run("fail2ban-client reload sshd && fail2ban-client get sshd bantime", "OK\n3600", duration=3.0),
        p.run("tail -n 6 /var/log/fail2ban.log",
              "2024-05-23 10:12:40,118 fail2ban.actions        [812]: NOTICE  [sshd] Unban 61.177.172.140\n"
              "2024-05-23 10:12:58,402 fail2ban.actions        [812]: NOTICE  [sshd] Ban 185.224.128.17\n"
              "2024-05-23 10:13:44,960 fail2ban.filter         [812]: INFO    [sshd] Found 80.94.95.221 - 2024-05-23 10:13:44\n"
              "2024-05-23 10:14:31,877 fail2ban.server         [812]: INFO    Reload jail 'sshd'\n"
              "2024-05-23 10:14:31,880 fail2ban.jail           [812]: INFO    Jail 'sshd' reloaded\n"
              "2024-05-23 10:14:52,306 fail2ban.filter         [812]: INFO    [sshd] Found 80.94.95.221 - 2024-05-23 10:14:52"),
    ]
    rs.add("terminal", "h64-terminal-07", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 08 openssl
def t08(rs: RowSet) -> None:
    p = Pane("pki", "ca-build", "/home/pki/certs")
    state = p.prompt
    serial = colon_hex("nordlicht-api-serial", 20, upper=False)
    serial = "3a" + serial[2:]
    serial_up = serial.replace(":", "").upper()
    pub = colon_hex("nordlicht-api-pub", 64, upper=False)
    pub = "04:" + pub
    parts = pub.split(":")
    pub_lines = "\n".join("                    " + ":".join(parts[i:i + 15]) + (":" if i + 15 < len(parts) else "")
                          for i in range(0, len(parts), 15))
    skid = colon_hex("nordlicht-api-skid", 20)
    akid = colon_hex("nordlicht-ca-r2-skid", 20)
    fpr = colon_hex("nordlicht-api-der", 32)
    text = ("Certificate:\n    Data:\n        Version: 3 (0x2)\n        Serial Number:\n"
            f"            {serial}\n"
            "        Signature Algorithm: ecdsa-with-SHA384\n"
            "        Issuer: C = DE, O = Nordlicht GmbH, CN = Nordlicht Internal CA R2\n"
            "        Validity\n            Not Before: May 14 08:03:11 2024 GMT\n            Not After : Jun 15 08:03:11 2025 GMT\n"
            "        Subject: C = DE, O = Nordlicht GmbH, CN = api.nordlicht.example\n"
            "        Subject Public Key Info:\n            Public Key Algorithm: id-ecPublicKey\n                Public-Key: (256 bit)\n"
            f"                pub:\n{pub_lines}\n"
            "                ASN1 OID: prime256v1\n                NIST CURVE: P-256\n        X509v3 extensions:\n"
            "            X509v3 Subject Alternative Name: \n                DNS:api.nordlicht.example, DNS:api-int.nordlicht.example\n"
            f"            X509v3 Subject Key Identifier: \n                {skid}\n"
            f"            X509v3 Authority Key Identifier: \n                {akid}")
    turns = [
        p.run("openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out api.key && ls -l",
              "total 16\n-rw------- 1 pki pki  241 May 14 08:02 api.key\n-rw-r--r-- 1 pki pki  834 Jan  9 15:27 ca.crt\n"
              "-rw------- 1 pki pki  306 Jan  9 15:27 ca.key\n-rw-r--r-- 1 pki pki 1124 Jan  9 15:21 openssl-ca.cnf"),
        p.run('openssl req -new -key api.key -subj "/C=DE/O=Nordlicht GmbH/CN=api.nordlicht.example" -addext "subjectAltName=DNS:api.nordlicht.example,DNS:api-int.nordlicht.example" -out api.csr'),
        p.run("openssl x509 -req -in api.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 397 -copy_extensions copy -out api.crt",
              "Certificate request self-signature ok\nsubject=C = DE, O = Nordlicht GmbH, CN = api.nordlicht.example"),
        p.run("openssl x509 -in api.crt -noout -text | head -n 29", text),
        p.run("cat ca.srl", serial_up),
        p.run("openssl x509 -in api.crt -noout -serial -enddate -fingerprint -sha256",
              f"serial={serial_up}\nnotAfter=Jun 16 08:03:11 2025 GMT\nsha256 Fingerprint={fpr}"),
        p.run("openssl verify -CAfile ca.crt api.crt", "api.crt: OK"),
        p.run("openssl x509 -in api.crt -noout -ext subjectAltName",
              "X509v3 Subject Alternative Name: \n    DNS:api.nordlicht.example, DNS:api-int.nordlicht.example"),
    ]
    rs.add("terminal", "h64-terminal-08", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="notAfter reads Jun 16 08:03:11 2025 though the same certificate's text in turn 4 showed Not After Jun 15 08:03:11 2025")


# --------------------------------------------------------------------------------------------- 09 certbot
DASH = "- " * 39 + "-"


def cb_entry(name: str, serial: str, ktype: str, domains: str, expiry: dt.datetime, now: dt.datetime) -> str:
    days = (expiry - now).days
    return (f"  Certificate Name: {name}\n    Serial Number: {serial}\n    Key Type: {ktype}\n    Domains: {domains}\n"
            f"    Expiry Date: {expiry:%Y-%m-%d %H:%M:%S}+00:00 (VALID: {days} days)\n"
            f"    Certificate Path: /etc/letsencrypt/live/{name}/fullchain.pem\n"
            f"    Private Key Path: /etc/letsencrypt/live/{name}/privkey.pem")


def t09(rs: RowSet) -> None:
    p = Pane("root", "shop-vm", "/root")
    state = p.prompt
    mail_exp = dt.datetime(2024, 8, 9, 4, 12, 33)
    shop_old = dt.datetime(2024, 6, 2, 11, 20, 45)
    shop_new = dt.datetime(2024, 8, 19, 8, 41, 52)
    t1, t4, t7 = dt.datetime(2024, 5, 21, 9, 38, 10), dt.datetime(2024, 5, 21, 9, 42, 31), dt.datetime(2024, 5, 21, 9, 44, 5)
    mail_serial = "3f0c2a9e81d4b7c6e05a19f2d88b3c4417e"
    shop_serial_old = "4a1f77c0e2b95d3a18c6f04e7b2d9a1c5f3"
    shop_serial_new = "3d9e0b41c27fa8865d10e3b94c6a07f2e1b"
    log = "Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n"
    mail_dom = "mail.example.org imap.example.org smtp.example.org"

    def listing(shop_serial: str, shop_exp: dt.datetime, now: dt.datetime) -> str:
        return (log + DASH + "\nFound the following certs:\n"
                + cb_entry("mail.example.org", mail_serial, "RSA", mail_dom, mail_exp, now) + "\n"
                + cb_entry("shop.example.org", shop_serial, "ECDSA", "shop.example.org www.shop.example.org", shop_exp, now)
                + "\n" + DASH)

    arch = "../../archive/shop.example.org/"
    links = "\n".join(f"lrwxrwxrwx 1 root root {len(arch + f + '4.pem'):>3} May 21 09:41 {f}.pem -> {arch}{f}4.pem"
                      for f in ("cert", "chain", "fullchain", "privkey"))
    turns = [
        p.run("certbot certificates", listing(shop_serial_old, shop_old, t1), duration=3.0),
        p.run("certbot renew --cert-name shop.example.org --dry-run",
              log + DASH + "\nProcessing /etc/letsencrypt/renewal/shop.example.org.conf\n" + DASH + "\n"
              "Simulating renewal of an existing certificate for shop.example.org and www.shop.example.org\n\n" + DASH + "\n"
              "Congratulations, all simulated renewals succeeded: \n  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)\n" + DASH,
              duration=15.0),
        p.run("certbot renew --cert-name shop.example.org",
              log + DASH + "\nProcessing /etc/letsencrypt/renewal/shop.example.org.conf\n" + DASH + "\n"
              "Renewing an existing certificate for shop.example.org and www.shop.example.org\n"
              "Reloading nginx server after certificate renewal\n\n" + DASH + "\n"
              "Congratulations, all renewals succeeded: \n  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)\n" + DASH,
              duration=20.0),
        p.run("certbot certificates", listing(shop_serial_new, shop_new, t4), duration=3.0),
        p.run("ls -l /etc/letsencrypt/live/shop.example.org/", "total 4\n-rw-r--r-- 1 root root 692 Dec  4 10:15 README\n" + links),
        p.run("openssl x509 -in /etc/letsencrypt/live/shop.example.org/cert.pem -noout -dates -serial",
              f"notBefore=May 21 08:41:53 2024 GMT\nnotAfter=Aug 19 08:41:52 2024 GMT\nserial=0{shop_serial_new.upper()}"),
        p.run("certbot certificates --cert-name mail.example.org",
              log + DASH + "\nFound the following matching certs:\n"
              + cb_entry("mail.example.org", mail_serial, "RSA", "mail.example.org smtp.example.org", mail_exp, t7) + "\n" + DASH,
              duration=3.0),
    ]
    rs.add("terminal", "h64-terminal-09", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="mail.example.org's domain list loses imap.example.org, which turns 1 and 4 listed, though that certificate was never touched")


# --------------------------------------------------------------------------------------------- 10 gpg
def t10(rs: RowSet) -> None:
    p = Pane("dana", "devbox", "/home/dana")
    state = p.prompt
    dana_fpr, rel_fpr = "8E41D07A52C9B3F6E01A9D2C3F1C9A0B7D2E4C61", "5C0F83E1D92A47B6C8E1F2039B2D6E4F01A7C385"

    def dana(exp: str, fmt: str = "long") -> str:
        pid, sid = ("3F1C9A0B7D2E4C61", "A7D05E92C4B18F3E") if fmt == "long" else ("7D2E4C61", "C4B18F3E")
        return (f"pub   ed25519/{pid} 2023-02-11 [SC] [expires: {exp}]\n      {dana_fpr}\n"
                "uid                 [ultimate] Dana Okafor <dana@okafor.dev>\n"
                f"sub   cv25519/{sid} 2023-02-11 [E] [expires: 2025-02-10]\n")

    def rel(validity: str, sub: str = "E61B3C0D9F2A7485") -> str:
        return (f"pub   rsa4096/9B2D6E4F01A7C385 2019-07-03 [SC]\n      {rel_fpr}\n"
                f"uid                 [{validity}] libfoo Release Signing <release@libfoo.org>\n"
                f"sub   rsa4096/{sub} 2019-07-03 [E]\n")

    ring = "/home/dana/.gnupg/pubring.kbx\n-----------------------------\n"
    turns = [
        p.run("gpg --list-keys --keyid-format long", ring + dana("2025-02-10") + "\n" + rel(" unknown")),
        p.run(f"gpg --quick-set-expire {dana_fpr} 2y"),
        p.run("gpg --list-keys --keyid-format long dana@okafor.dev", dana("2026-05-21")),
        p.run(f"gpg --batch --yes --quick-lsign-key {rel_fpr}"),
        p.run("gpg --check-trustdb",
              "gpg: checking the trustdb\ngpg: marginals needed: 3  completes needed: 1  trust model: pgp\n"
              "gpg: depth: 0  valid:   1  signed:   1  trust: 0-, 0q, 0n, 0m, 0f, 1u\n"
              "gpg: depth: 1  valid:   1  signed:   0  trust: 1-, 0q, 0n, 0m, 0f, 0u\n"
              "gpg: next trustdb check due at 2026-05-21"),
        p.run("gpg --list-keys --keyid-format long release@libfoo.org", rel("  full  ", sub="E61B3C0D9F2A7845")),
        p.run("gpg --armor --export release@libfoo.org | wc -c", "3163"),
        p.run(f"gpg --batch --yes --delete-keys {rel_fpr}"),
        p.run("gpg --list-keys --keyid-format short", ring + dana("2026-05-21", fmt="short")),
    ]
    rs.add("terminal", "h64-terminal-10", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="the release key's encryption subkey id reads E61B3C0D9F2A7845 where turn 1 listed the same subkey as E61B3C0D9F2A7485")


# --------------------------------------------------------------------------------------------- 11 clamav
def scan_summary(dirs: int, files: int, infected: int, scanned: str, read: str, secs: str, start: str, end: str) -> str:
    return ("\n----------- SCAN SUMMARY -----------\nKnown viruses: 8709055\nEngine version: 1.0.5\n"
            f"Scanned directories: {dirs}\nScanned files: {files}\nInfected files: {infected}\nData scanned: {scanned}\n"
            f"Data read: {read}\nTime: {secs}\nStart Date: 2024:05:21 {start}\nEnd Date:   2024:05:21 {end}")


def t11(rs: RowSet) -> None:
    p = Pane("root", "nas-02", "/root")
    state = p.prompt
    svc_head = ("● clamav-daemon.service - Clam AntiVirus userspace daemon\n"
                "     Loaded: loaded (/lib/systemd/system/clamav-daemon.service; enabled; preset: enabled)\n"
                "    Drop-In: /etc/systemd/system/clamav-daemon.service.d\n             └─extend.conf\n"
                "     Active: active (running) since {since}\n"
                "       Docs: man:clamd(8)\n             man:clamd.conf(5)\n             https://docs.clamav.net/\n"
                "   Main PID: {pid} (clamd)")
    turns = [
        p.run("freshclam",
              "ClamAV update process started at Tue May 21 03:14:07 2024\n"
              "daily database available for update (local version: 27281, remote version: 27282)\n"
              "Testing database: '/var/lib/clamav/tmp.5c1b7a90e2/clamav-3f0d1e7b6a5c4b2f9e8d7c6b5a493827.tmp-daily.cld' ...\n"
              "Database test passed.\n"
              "daily.cld updated (version: 27282, sigs: 2061542, f-level: 90, builder: raynman)\n"
              "main.cvd database is up-to-date (version: 62, sigs: 6647427, f-level: 90, builder: sigmgr)\n"
              "bytecode.cvd database is up-to-date (version: 335, sigs: 86, f-level: 90, builder: raynman)\n"
              "Clamd successfully notified about the update.", duration=20.0),
        p.run("clamscan -r -i /srv/uploads",
              "/srv/uploads/2024-05/invoice_8812.doc: Doc.Downloader.Emotet-9875010-0 FOUND\n"
              + scan_summary(38, 1207, 1, "913.42 MB", "1.61 GB (ratio 0.55:1)", "71.402 sec (1 m 11 s)", "03:15:02", "03:16:13"),
              duration=90.0),
        p.run("mkdir -p /var/quarantine && mv /srv/uploads/2024-05/invoice_8812.doc /var/quarantine/ && chmod 000 /var/quarantine/invoice_8812.doc && ls -l /var/quarantine",
              "total 84\n---------- 1 www-data www-data 84992 May 20 22:47 invoice_8812.doc"),
        p.run("clamscan -r -i /srv/uploads",
              scan_summary(38, 1206, 0, "913.34 MB", "1.61 GB (ratio 0.55:1)", "69.118 sec (1 m 9 s)", "03:17:40", "03:18:49").lstrip("\n"),
              duration=90.0),
        p.run("systemctl status clamav-daemon --no-pager",
              svc_head.format(since="Mon 2024-05-13 06:02:18 UTC; 1 week 0 days ago", pid=1184) + "\n"
              "      Tasks: 2 (limit: 9362)\n     Memory: 1.3G\n        CPU: 41min 12.554s\n"
              "     CGroup: /system.slice/clamav-daemon.service\n             └─1184 /usr/sbin/clamd --foreground=true\n\n"
              "May 21 03:14:31 nas-02 clamd[1184]: Tue May 21 03:14:31 2024 -> Reading databases from /var/lib/clamav\n"
              "May 21 03:14:52 nas-02 clamd[1184]: Tue May 21 03:14:52 2024 -> Database correctly reloaded (8709055 signatures)\n"
              "May 21 03:14:52 nas-02 clamd[1184]: Tue May 21 03:14:52 2024 -> Activating the newly loaded database..."),
        p.run("systemctl restart clamav-daemon && sleep 25 && systemctl status clamav-daemon --no-pager | head -n 9",
              svc_head.format(since="Tue 2024-05-21 03:20:02 UTC; 25s ago", pid=48213), duration=35.0),
        p.run("clamdscan --fdpass /var/quarantine/invoice_8812.doc",
              "/var/quarantine/invoice_8812.doc: Doc.Downloader.Emotet-9875010-0 FOUND\n\n----------- SCAN SUMMARY -----------\n"
              "Infected files: 1\nTime: 0.018 sec (0 m 0 s)\nStart Date: 2024:05:21 03:21:14\nEnd Date:   2024:05:21 03:21:14"),
    ]
    rs.add("terminal", "h64-terminal-11", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 12 auditd
def t12(rs: RowSet) -> None:
    p = Pane("root", "db-prod-1", "/root", style="rhel")
    state = p.prompt
    r_base = ["-w /etc/passwd -p wa -k identity", "-w /etc/shadow -p wa -k identity", "-w /etc/group -p wa -k identity",
              "-a always,exit -F arch=b64 -S execve -F euid=0 -F auid>=1000 -F auid!=-1 -F key=root_cmds"]
    r_sudo = "-w /etc/sudoers -p wa -k scope"
    r_pg = "-w /var/lib/pgsql/16/data/pg_hba.conf -p wa -k pg_hba"
    status = ("enabled 1\nfailure 1\npid 812\nrate_limit 0\nbacklog_limit 8192\nlost 0\nbacklog 0\n"
              "backlog_wait_time 60000\nbacklog_wait_time_actual 0\nloginuid_immutable 0 unlocked")
    ev = "msg=audit(05/22/2024 14:06:51.204:1948211)"
    subj = "unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023"
    search = ("----\n"
              f"type=CONFIG_CHANGE msg=audit(05/22/2024 14:05:37.882:1948102) : auid=mkhan ses=412 subj={subj} op=add_rule key=pg_hba list=exit res=yes \n"
              "----\n"
              f"type=PROCTITLE {ev} : proctitle=-bash \n"
              f"type=PATH {ev} : item=1 name=/var/lib/pgsql/16/data/pg_hba.conf inode=1835231 dev=fd:02 mode=file,600 ouid=postgres ogid=postgres rdev=00:00 obj=system_u:object_r:postgresql_db_t:s0 nametype=NORMAL cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0 \n"
              f"type=PATH {ev} : item=0 name=/var/lib/pgsql/16/data/ inode=1835009 dev=fd:02 mode=dir,700 ouid=postgres ogid=postgres rdev=00:00 obj=system_u:object_r:postgresql_db_t:s0 nametype=PARENT cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0 \n"
              f"type=CWD {ev} : cwd=/root \n"
              f"type=SYSCALL {ev} : arch=x86_64 syscall=openat success=yes exit=3 a0=AT_FDCWD a1=0x55d1c3e0a8f0 a2=O_WRONLY|O_CREAT|O_APPEND a3=0x1b6 items=2 ppid=38790 pid=38811 auid=mkhan uid=root gid=root euid=root suid=root fsuid=root egid=root sgid=root fsgid=root tty=pts1 ses=412 comm=bash exe=/usr/bin/bash subj={subj} key=pg_hba ")
    summary = "\nKey Summary Report\n===========================\ntotal  key\n===========================\n{rc}  root_cmds\n14  identity\n2  pg_hba\n{sc}  scope"
    turns = [
        p.run("auditctl -l", "\n".join(r_base)),
        p.run("auditctl -s", status),
        p.run("auditctl -w /etc/sudoers -p wa -k scope"),
        p.run("auditctl -w /var/lib/pgsql/16/data/pg_hba.conf -p wa -k pg_hba"),
        p.run("auditctl -l", "\n".join(r_base + [r_sudo, r_pg])),
        p.run('echo "host    all    all    10.8.0.0/24    scram-sha-256" >> /var/lib/pgsql/16/data/pg_hba.conf'),
        p.run("ausearch -k pg_hba -i", search),
        p.run("aureport -k --summary", summary.format(rc=5321, sc=1)),
        p.run("auditctl -W /etc/sudoers -p wa -k scope"),
        p.run("auditctl -l; auditctl -s | grep -E '^(lost|backlog) '", "\n".join(r_base + [r_pg]) + "\nlost 0\nbacklog 0"),
        p.run("aureport -k --summary", summary.format(rc=5326, sc=2)),
    ]
    rs.add("terminal", "h64-terminal-12", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 13 aide
def sha_b64(seed: str) -> tuple[str, str]:
    s = base64.b64encode(hashlib.sha256(seed.encode()).digest()).decode()
    return s[:32], s[32:]


def t13(rs: RowSet) -> None:
    p = Pane("root", "fw-bastion", "/root")
    state = p.prompt
    conf = "aide --config /etc/aide/aide.conf"
    h0, h1, h2 = sha_b64("sshd_config v0"), sha_b64("sshd_config v1"), sha_b64("sshd_config v2")
    b0, b1 = sha_b64("backup.sh v0"), sha_b64("backup.sh v1")
    db1, db2 = sha_b64("aide.db 2024-03"), sha_b64("aide.db 2024-04-09")
    sep = "---------------------------------------------------"

    def detail(path: str, s0: int, s1: int, m0: str, m1: str, h_old: tuple[str, str], h_new: tuple[str, str]) -> str:
        return (f"File: {path}\n  Size      : {s0:<32} | {s1}\n  Mtime     : {m0:<32} | {m1}\n  Ctime     : {m0:<32} | {m1}\n"
                f"  SHA256    : {h_old[0]} | {h_new[0]}\n              {h_old[1]:<32} | {h_new[1]}\n")

    def db_attr(h: tuple[str, str]) -> str:
        return (f"\n{sep}\nThe attributes of the (uncompressed) database(s):\n{sep}\n\n/var/lib/aide/aide.db\n"
                f"  SHA256    : {h[0]}\n              {h[1]}\n")

    cron = ("# renew hook added by ops ticket OPS-2291\nSHELL=/bin/sh\nPATH=/usr/local/sbin:/usr/local/bin:/sbin:/bin:/usr/sbin:/usr/bin\n\n"
            "17 3 * * * root test -x /usr/bin/certbot && certbot -q renew --deploy-hook 'systemctl reload haproxy'\n")
    report1_head = ("Summary:\n  Total number of entries:\t48213\n  Added entries:\t\t1\n  Removed entries:\t\t0\n  Changed entries:\t\t2\n\n"
                    f"{sep}\nAdded entries:\n{sep}\n\nf+++++++++++++++++: /etc/cron.d/certbot-hook\n")
    report1 = (report1_head + f"\n{sep}\nChanged entries:\n{sep}\n\n"
               "f > ... mc..C.. : /etc/ssh/sshd_config\nf = ... mc..C.. : /usr/local/bin/backup.sh\n"
               f"\n{sep}\nDetailed information about changes:\n{sep}\n\n"
               + detail("/etc/ssh/sshd_config", 3287, 3301, "2024-02-20 14:02:11 +0000", "2024-04-08 16:45:09 +0000", h0, h1) + "\n"
               + detail("/usr/local/bin/backup.sh", 2214, 2214, "2023-11-30 10:12:55 +0000", "2024-04-02 07:31:48 +0000", b0, b1))
    turns = [
        p.run(f"{conf} --check",
              "Start timestamp: 2024-04-09 09:12:40 +0000 (AIDE 0.18.3)\nAIDE found differences between database and filesystem!!\n\n"
              + report1 + db_attr(db1) + "\nEnd timestamp: 2024-04-09 09:14:51 +0000 (run time: 2m 11s)", duration=180.0),
        p.run("cat /etc/cron.d/certbot-hook", cron),
        p.run(f"{conf} --update | head -n 18",
              "Start timestamp: 2024-04-09 09:16:02 +0000 (AIDE 0.18.3)\nAIDE found differences between database and filesystem!!\n"
              "New AIDE database written to /var/lib/aide/aide.db.new\n\n" + report1_head.rstrip("\n") + "\n\n" + sep + "\nChanged entries:",
              duration=180.0),
        p.run("cp /var/lib/aide/aide.db.new /var/lib/aide/aide.db && ls -l /var/lib/aide/",
              "total 16472\n-rw------- 1 root root 8431277 Apr  9 09:19 aide.db\n-rw------- 1 root root 8431277 Apr  9 09:18 aide.db.new"),
        p.run(f"{conf} --check",
              "Start timestamp: 2024-04-09 09:20:03 +0000 (AIDE 0.18.3)\nAIDE found NO differences between database and filesystem. Looks okay!!\n\n"
              "Number of entries:\t48213\n" + db_attr(db2) + "\nEnd timestamp: 2024-04-09 09:22:09 +0000 (run time: 2m 6s)",
              duration=180.0),
        p.run("echo '# hardened 2024-04-09' >> /etc/ssh/sshd_config && wc -c /etc/ssh/sshd_config", "3323 /etc/ssh/sshd_config"),
        p.run(f"{conf} --check",
              "Start timestamp: 2024-04-09 09:23:30 +0000 (AIDE 0.18.3)\nAIDE found differences between database and filesystem!!\n\n"
              "Summary:\n  Total number of entries:\t48213\n  Added entries:\t\t0\n  Removed entries:\t\t0\n  Changed entries:\t\t1\n\n"
              f"{sep}\nChanged entries:\n{sep}\n\nf > ... mc..C.. : /etc/ssh/sshd_config\n\n{sep}\nDetailed information about changes:\n{sep}\n\n"
              + detail("/etc/ssh/sshd_config", 3301, 3323, "2024-04-08 16:45:09 +0000", "2024-04-09 09:23:14 +0000", h1, h2)
              + db_attr(db2) + "\nEnd timestamp: 2024-04-09 09:25:37 +0000 (run time: 2m 7s)", duration=180.0),
        p.run("tail -n 1 /etc/ssh/sshd_config; sshd -t && echo syntax ok", "# hardened 2024-04-09\nsyntax ok"),
    ]
    rs.add("terminal", "h64-terminal-13", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 14 pass
def pass_tree(tree: dict[str, list[str]]) -> str:
    out = ["Password Store"]
    dirs = list(tree)
    for i, d in enumerate(dirs):
        last_d = i == len(dirs) - 1
        out.append(("└── " if last_d else "├── ") + d)
        for j, leaf in enumerate(tree[d]):
            out.append(("    " if last_d else "│   ") + ("└── " if j == len(tree[d]) - 1 else "├── ") + leaf)
    return "\n".join(out)


def t14(rs: RowSet) -> None:
    p = Pane("mira", "laptop", "/home/mira")
    state = p.prompt
    t1 = {"email": ["fastmail.com", "work-exchange"], "infra": ["grafana-admin", "pg-replica", "vault-unseal-3"],
          "social": ["mastodon.social"]}
    t2 = {"email": ["fastmail.com", "work-m365"], "infra": ["grafana-admin", "minio-root", "pg-replica", "vault-unseal-3"],
          "social": ["mastodon.social"]}
    turns = [
        p.run("pass", pass_tree(t1)),
        p.run("pass generate -n infra/minio-root 24",
              "[main 8a3f0b1] Add generated password for infra/minio-root.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
              " create mode 100644 infra/minio-root.gpg\nThe generated password for infra/minio-root is:\nq7VdKxR2mTb9PwLz4NcH8sYe"),
        p.run("pass show infra/minio-root", "q7VdKxR2mTb9PwLz4NcH6sYe"),
        p.run("pass mv email/work-exchange email/work-m365",
              "[main 4c1e2a7] Rename email/work-exchange to email/work-m365.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
              " rename email/{work-exchange.gpg => work-m365.gpg} (100%)"),
        p.run("pass", pass_tree(t2)),
        p.run("pass git log --oneline -4",
              "4c1e2a7 (HEAD -> main) Rename email/work-exchange to email/work-m365.\n"
              "8a3f0b1 Add generated password for infra/minio-root.\n"
              "e19d4b2 Edit password for social/mastodon.social using vim.\n"
              "7b05c8a Add given password for infra/vault-unseal-3 to store."),
    ]
    rs.add("terminal", "h64-terminal-14", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="pass show returns ...NcH6sYe for infra/minio-root though pass generate just printed ...NcH8sYe for it")


# --------------------------------------------------------------------------------------------- 15 kerberos
def t15(rs: RowSet) -> None:
    p = Pane("jdoe", "ws-114", "/home/jdoe")
    state = p.prompt
    realm = "CORP.EXAMPLE.COM"
    head = f"Ticket cache: FILE:/tmp/krb5cc_1000\nDefault principal: jdoe@{realm}\n\nValid starting       Expires              Service principal\n"
    tgt = f"05/21/2024 09:02:47  05/21/2024 19:02:47  krbtgt/{realm}@{realm}\n\trenew until 05/28/2024 09:02:47\n"
    ask = f"{p.prompt} kinit jdoe@{realm}\nPassword for jdoe@{realm}:"
    turns = [
        p.run("klist", "klist: No credentials cache found (filename: /tmp/krb5cc_1000)"),
        (keys(f"kinit jdoe@{realm}"), ask),
        (typed("Tr0ub4dor&3", 2.0), f"{ask} \n{p.prompt}"),
        p.run("klist", head + tgt),
        p.run("ssh -o GSSAPIAuthentication=yes fs01.corp.example.com 'hostname -f; id -un'", "fs01.corp.example.com\njdoe",
              duration=3.0),
        p.run("klist", head + tgt + f"05/21/2024 09:03:30  05/21/2024 19:02:47  host/fs01.corp.example.com@{realm}\n"
              "\trenew until 05/28/2024 09:02:47\n"),
        p.run("kinit -R"),
        p.run("klist -e", head + f"05/21/2024 09:05:12  05/21/2024 19:05:12  krbtgt/{realm}@{realm}\n"
              "\trenew until 05/28/2024 09:02:47, Etype (skey, tkt): aes256-cts-hmac-sha1-96, aes256-cts-hmac-sha1-96 \n"),
        p.run("kdestroy && klist", "klist: No credentials cache found (filename: /tmp/krb5cc_1000)"),
    ]
    rs.add("terminal", "h64-terminal-15", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 16 realm / sssd
def t16(rs: RowSet) -> None:
    p = Pane("root", "app-rh9", "/root", style="rhel")
    state = p.prompt
    pk = ("  server-software: active-directory\n  client-software: sssd\n  required-package: oddjob\n"
          "  required-package: oddjob-mkhomedir\n  required-package: sssd\n  required-package: adcli\n"
          "  required-package: samba-common-tools")
    top = "ad.contoso.lan\n  type: kerberos\n  realm-name: AD.CONTOSO.LAN\n  domain-name: ad.contoso.lan\n"
    joined = top + "  configured: kerberos-member\n" + pk + "\n  login-formats: %U@ad.contoso.lan\n"
    permitted = joined + "  login-policy: allow-permitted-logins\n  permitted-logins: \n  permitted-groups: Linux-Admins@ad.contoso.lan"
    reverted = joined + "  login-policy: allow-realm-logins"
    ask = f"{p.prompt} realm join -U svc-join ad.contoso.lan\nPassword for svc-join:"
    turns = [
        p.run("realm discover ad.contoso.lan", top + "  configured: no\n" + pk, duration=3.0),
        (keys("realm join -U svc-join ad.contoso.lan"), ask),
        (typed("J0in-Only!2024", 20.0), f"{ask} \n{p.prompt}"),
        p.run("realm permit -g 'Linux-Admins@ad.contoso.lan' && realm list", permitted),
        p.run("id k.murphy@ad.contoso.lan",
              "uid=1448201104(k.murphy@ad.contoso.lan) gid=1448200513(domain users@ad.contoso.lan) groups=1448200513(domain users@ad.contoso.lan),"
              "1448201187(linux-admins@ad.contoso.lan),1448201210(vpn-users@ad.contoso.lan)", duration=2.0),
        p.run("sssctl domain-status ad.contoso.lan",
              "Online status: Online\n\nActive servers:\nAD Global Catalog: dc02.ad.contoso.lan\nAD Domain Controller: dc02.ad.contoso.lan\n\n"
              "Discovered AD Global Catalog servers:\n- dc02.ad.contoso.lan\n- dc01.ad.contoso.lan\n\n"
              "Discovered AD Domain Controller servers:\n- dc02.ad.contoso.lan\n- dc01.ad.contoso.lan"),
        p.run("realm list", reverted),
        p.run("getent group linux-admins@ad.contoso.lan",
              "linux-admins@ad.contoso.lan:*:1448201187:k.murphy@ad.contoso.lan,r.osei@ad.contoso.lan"),
    ]
    rs.add("terminal", "h64-terminal-16", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="realm list shows login-policy allow-realm-logins with no permitted group, though turn 4 showed allow-permitted-logins for Linux-Admins and nothing changed it")


# --------------------------------------------------------------------------------------------- 17 vault
def kv_meta(created: str, deletion: str, version: int) -> str:
    return ("======= Metadata =======\nKey                Value\n---                -----\n"
            f"created_time       {created}\ncustom_metadata    <nil>\ndeletion_time      {deletion}\ndestroyed          false\n"
            f"version            {version}")


def t17(rs: RowSet) -> None:
    p = Pane("ops", "vault-cli", "/home/ops")
    state = p.prompt
    path = "====== Secret Path ======\nsecret/data/apps/billing\n\n"

    def status(idx: int) -> str:
        return ("Key                     Value\n---                     -----\nSeal Type               shamir\nInitialized             true\n"
                "Sealed                  false\nTotal Shares            5\nThreshold               3\nVersion                 1.15.6\n"
                "Build Date              2024-02-28T17:07:34Z\nStorage Type            raft\nCluster Name            vault-cluster-4f1a9c2e\n"
                "Cluster ID              9e3b7d41-52c8-a0f6-1d2e-7b84c3f05a19\nHA Enabled              true\n"
                "HA Cluster              https://10.0.4.11:8201\nHA Mode                 active\n"
                "Active Since            2024-05-19T22:41:09.810273914Z\n"
                f"Raft Committed Index    {idx}\nRaft Applied Index      {idx}")

    def data(pw: str) -> str:
        return f"\n\n====== Data ======\nKey        Value\n---        -----\ndb_pass    {pw}\ndb_user    billing_rw"

    c4, c5 = "2024-05-21T10:14:02.331408117Z", "2024-05-21T10:15:20.884213507Z"
    vers = [("2023-11-02T08:30:44.120577302Z", "n/a"), ("2024-01-15T13:02:19.550912004Z", "n/a"),
            ("2024-03-04T09:47:51.002318776Z", "n/a"), (c4, "n/a"), (c5, "n/a")]
    meta = ("======== Metadata Path ========\nsecret/metadata/apps/billing\n\n========== Metadata ==========\n"
            "Key                     Value\n---                     -----\ncas_required            false\n"
            f"created_time            {vers[0][0]}\ncurrent_version         5\ncustom_metadata         <nil>\n"
            "delete_version_after    0s\nmax_versions            0\noldest_version          0\n"
            f"updated_time            {c5}")
    for i, (c, d) in enumerate(vers, 1):
        meta += (f"\n\n====== Version {i} ======\nKey              Value\n---              -----\n"
                 f"created_time     {c}\ndeletion_time    {d}\ndestroyed        false")
    turns = [
        p.run("vault status", status(418233)),
        p.run("vault kv put secret/apps/billing db_user=billing_rw db_pass=Xk29-pp1Lw", path + kv_meta(c4, "n/a", 4)),
        p.run("vault kv get secret/apps/billing", path + kv_meta(c4, "n/a", 4) + data("Xk29-pp1Lw")),
        p.run("vault kv patch secret/apps/billing db_pass=Qm81-zz7Tr", path + kv_meta(c5, "n/a", 5)),
        p.run("vault kv get -version=4 secret/apps/billing", path + kv_meta(c4, "n/a", 4) + data("Xk29-pp1Lw")),
        p.run("vault kv metadata get secret/apps/billing", meta),
        p.run("vault kv delete secret/apps/billing", "Success! Data deleted (if it existed) at: secret/data/apps/billing"),
        p.run("vault kv get secret/apps/billing", path + kv_meta(c5, "2024-05-21T10:16:40.027641988Z", 5)),
        p.run("vault kv undelete -versions=5 secret/apps/billing", "Success! Data written to: secret/undelete/apps/billing"),
        p.run("vault kv get -field=db_pass secret/apps/billing", "Qm81-zz7Tr"),
        p.run("vault kv list secret/apps", "Keys\n----\nbilling\ncrm\npayroll/"),
        p.run("vault status", status(418251)),
    ]
    rs.add("terminal", "h64-terminal-17", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 18 age
def t18(rs: RowSet) -> None:
    p = Pane("ci", "build-07", "/home/ci/release")
    state = p.prompt
    k_team, k_ops, k_rel = age_key("release-team"), age_key("ops-break-glass"), age_key("build-07-release")
    secret = "AGE-SECRET-KEY-1" + age_key("build-07-release-secret")[4:].upper()
    keyfile = f"# created: 2024-05-21T14:02:33Z\n# public key: {k_rel}\n{secret}\n"
    rec1 = f"# release-signing team (hsm-backed)\n{k_team}\n# ops break-glass\n{k_ops}\n"
    rec2 = rec1 + k_rel + "\n"
    amd, arm = "app-v2.3.1-linux-amd64.tar.gz", "app-v2.3.1-linux-arm64.tar.gz"
    n_amd, n_arm = 18341204, 17655931
    h_amd, h_arm = hashlib.sha256(b"amd64 tarball").hexdigest(), hashlib.sha256(b"arm64 tarball").hexdigest()
    sums = f"{h_amd}  {amd}\n{h_arm}  {arm}\n"
    chunks = -(-n_amd // 65536)
    n_age = 22 + 3 * (53 + 44) + 48 + 16 + n_amd + 16 * chunks

    def ls(rows: list[tuple[str, int, str, str]]) -> str:
        total = sum(blocks(s) for _, s, _, _ in rows)
        w = max(len(str(s)) for _, s, _, _ in rows)
        return f"total {total}\n" + "\n".join(f"{m} 1 ci ci {s:>{w}} {d} {n}" for m, s, d, n in rows)

    r_sums = ("-rw-r--r--", len(sums), "May 21 13:40", "SHA256SUMS")
    r_amd = ("-rw-r--r--", n_amd, "May 21 13:39", amd)
    r_arm = ("-rw-r--r--", n_arm, "May 21 13:39", arm)
    r_key = ("-rw-------", len(keyfile), "May 21 14:02", "release.key")
    turns = [
        p.run("age-keygen -o release.key", f"Public key: {k_rel}"),
        p.run("ls -l", ls([r_sums, r_amd, r_arm, ("-rw-r--r--", len(rec1), "May  2 09:15", "recipients.txt"), r_key])),
        p.run("cat recipients.txt", rec1),
        p.run(f"age-keygen -y release.key >> recipients.txt && age -R recipients.txt -o {amd}.age {amd}", duration=5.0),
        p.run("ls -l", ls([r_sums, r_amd, ("-rw-r--r--", n_age, "May 21 13:58", amd + ".age"), r_arm,
                           ("-rw-r--r--", len(rec2), "May 21 14:04", "recipients.txt"), r_key])),
        p.run(f"age -d -i release.key {amd}.age | sha256sum; grep linux-amd64 SHA256SUMS", f"{h_amd}  -\n{h_amd}  {amd}", duration=3.0),
        p.run(f"rm {amd} && ls", f"SHA256SUMS  {amd}.age  {arm}  recipients.txt  release.key"),
    ]
    rs.add("terminal", "h64-terminal-18", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="the .age file encrypted in turn 4 is stamped 13:58, earlier than release.key created at 14:02 in turn 1 and the 14:04 append in the same command")


# --------------------------------------------------------------------------------------------- 19 keytool
def t19(rs: RowSet) -> None:
    p = Pane("app", "tomcat-02", "/opt/tomcat/conf")
    state = p.prompt
    ks = "-keystore keystore.p12 -storepass changeit"
    f_int, f_old, f_new = colon_hex("isrg-r3", 32), colon_hex("tomcat-2023-leaf", 32), colon_hex("tomcat-2024-leaf", 32)
    head = "Keystore type: PKCS12\nKeystore provider: SUN\n\nYour keystore contains {n} entries\n\n"

    def entry(alias: str, date: str, kind: str, fpr: str) -> str:
        return f"{alias}, {date}, {kind}, \nCertificate fingerprint (SHA-256): {fpr}\n"

    e_int = entry("intermediate-r3", "Mar 3, 2023", "trustedCertEntry", f_int)
    e_new = entry("tomcat-2024", "May 21, 2024", "PrivateKeyEntry", f_new)
    skid = hexid("tomcat-2024-skid", 40).upper()
    skid_lines = (f"0000: {' '.join(skid[i:i + 2] for i in range(0, 32, 2))}  ................\n"
                  f"0010: {' '.join(skid[i:i + 2] for i in range(32, 40, 2))}                                ....\n")
    dn = "CN=portal.acme-logistics.com, O=ACME Logistics, C=US"
    turns = [
        p.run(f"keytool -list {ks}", head.format(n=2) + e_int + entry("tomcat", "Mar 3, 2023", "PrivateKeyEntry", f_old)),
        p.run(f'keytool -genkeypair -alias tomcat-2024 -keyalg EC -groupname secp384r1 -dname "{dn}" -validity 365 {ks}',
              f"Generating 384 bit EC (secp384r1) key pair and self-signed certificate (SHA384withECDSA) with a validity of 365 days\n\tfor: {dn}",
              duration=3.0),
        p.run(f"keytool -changealias -alias tomcat -destalias tomcat-2023 {ks}"),
        p.run(f"keytool -list {ks}",
              head.format(n=3) + e_int + e_new + entry("tomcat-2023", "May 21, 2024", "PrivateKeyEntry", f_old)),
        p.run(f"keytool -list -v -alias tomcat-2024 {ks}",
              f"Alias name: tomcat-2024\nCreation date: May 21, 2024\nEntry type: PrivateKeyEntry\nCertificate chain length: 1\n"
              f"Certificate[1]:\nOwner: {dn}\nIssuer: {dn}\nSerial number: 5d2e8a1c7f0b4e93\n"
              "Valid from: Tue May 21 11:08:42 UTC 2024 until: Wed May 21 11:08:42 UTC 2025\nCertificate fingerprints:\n"
              f"\t SHA1: {colon_hex('tomcat-2024-sha1', 20)}\n\t SHA256: {f_new}\n"
              "Signature algorithm name: SHA384withECDSA\nSubject Public Key Algorithm: 384-bit EC (secp384r1) key\nVersion: 3\n\n"
              "Extensions: \n\n#1: ObjectId: 2.5.29.14 Criticality=false\nSubjectKeyIdentifier [\nKeyIdentifier [\n"
              + skid_lines + "]\n]\n"),
        p.run(f"keytool -delete -alias intermediate-r3 {ks}"),
        p.run(f"keytool -list {ks}", head.format(n=2) + e_new + entry("tomcat", "May 21, 2024", "PrivateKeyEntry", f_old)),
        p.run("grep -n 'certificateKeyAlias' server.xml", '87:                 certificateKeyAlias="tomcat"'),
        p.run("sed -i 's/certificateKeyAlias=\"tomcat\"/certificateKeyAlias=\"tomcat-2024\"/' server.xml && grep -n 'certificateKeyAlias' server.xml",
              '87:                 certificateKeyAlias="tomcat-2024"'),
    ]
    rs.add("terminal", "h64-terminal-19", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="the private key renamed to tomcat-2023 (turns 3-4) is listed again under its old alias tomcat")


# --------------------------------------------------------------------------------------------- 20 p11-kit trust
def t20(rs: RowSet) -> None:
    p = Pane("root", "build-rh8", "/root", style="rhel")
    state = p.prompt
    anchors = "/etc/pki/ca-trust/source/anchors"
    count = "trust list --filter=ca-anchors | grep -c 'type: certificate'"

    def item(label: str) -> str:
        pid = "%" + "%".join(hexid(label, 40).upper()[i:i + 2] for i in range(0, 40, 2))
        return f"pkcs11:id={pid};type=cert\n    type: certificate\n    label: {label}\n    trust: anchor\n    category: authority"

    turns = [
        p.run(f"ls -l {anchors}/",
              "total 8\n-rw-r--r--. 1 root root 1939 Jun 12  2019 corp-root-ca-2019.pem\n-rw-r--r--. 1 root root 1302 Oct  3  2022 squid-mitm-lab.pem"),
        p.run(count, "147", duration=2.0),
        p.run(f"cp /root/corp-root-ca-2024.pem {anchors}/ && update-ca-trust extract && ls -l {anchors}/",
              "total 12\n-rw-r--r--. 1 root root 1939 Jun 12  2019 corp-root-ca-2019.pem\n-rw-r--r--. 1 root root 2106 May 21 16:31 corp-root-ca-2024.pem\n"
              "-rw-r--r--. 1 root root 1302 Oct  3  2022 squid-mitm-lab.pem", duration=5.0),
        p.run("trust list --filter=ca-anchors | grep -B2 -A2 -E 'label: (Corp Root|Squid)'",
              item("Corp Root CA 2019") + "\n--\n" + item("Corp Root CA 2024") + "\n--\n" + item("Squid MITM Lab CA"), duration=2.0),
        p.run(count, "148", duration=2.0),
        p.run(f"rm -f {anchors}/corp-root-ca-2019.pem {anchors}/squid-mitm-lab.pem && update-ca-trust extract && {count}", "146",
              duration=5.0),
        p.run("grep -c 'BEGIN CERTIFICATE' /etc/pki/tls/certs/ca-bundle.crt; curl -sS -o /dev/null -w '%{http_code} %{ssl_verify_result}\\n' https://artifacts.corp.example/",
              "139\n200 0", duration=3.0),
    ]
    rs.add("terminal", "h64-terminal-20", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 21 faillock
def t21(rs: RowSet) -> None:
    p = Pane("root", "jump-rh9", "/root", style="rhel")
    state = p.prompt
    hdr = "When                Type  Source                                           Valid"

    def row(when: str, typ: str, src: str) -> str:
        return f"{when} {typ:<5} {src:<52} V"

    conf = "grep -E '^(deny|fail_interval|unlock_time)' /etc/security/faillock.conf"
    turns = [
        p.run("faillock --user mbeck",
              "mbeck:\n" + hdr + "\n" + "\n".join(row(f"2024-05-21 08:41:{s}", "RHOST", "10.14.2.77") for s in ("12", "19", "30"))),
        p.run(conf, "deny = 3\nfail_interval = 900\nunlock_time = 600"),
        p.run("faillock --user mbeck --reset"),
        p.run("faillock --user mbeck", "mbeck:\n" + hdr),
        p.run(f"sed -i 's/^deny = 3/deny = 5/' /etc/security/faillock.conf && {conf}", "deny = 5\nfail_interval = 900\nunlock_time = 600"),
        p.run("faillock",
              "root:\n" + hdr + "\nmbeck:\n" + hdr + "\nehalvorsen:\n" + hdr + "\n"
              + row("2024-05-21 08:52:03", "TTY", "pts/2") + "\n" + row("2024-05-21 08:52:11", "TTY", "pts/2")),
        p.run("journalctl -u sshd --since 08:55 --no-pager | grep 'Failed password'",
              "May 21 09:01:44 jump-rh9 sshd[52210]: Failed password for mbeck from 10.14.2.77 port 53108 ssh2\n"
              "May 21 09:01:51 jump-rh9 sshd[52210]: Failed password for mbeck from 10.14.2.77 port 53108 ssh2"),
        p.run("faillock --user mbeck",
              "mbeck:\n" + hdr + "\n" + row("2024-05-21 09:01:44", "RHOST", "10.14.2.77") + "\n" + row("2024-05-21 09:01:51", "RHOST", "10.14.2.77")),
    ]
    rs.add("terminal", "h64-terminal-21", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------------------------- 22 AppArmor
def t22(rs: RowSet) -> None:
    p = Pane("root", "k8s-node-3", "/root")
    state = p.prompt
    cmd = "aa-status | sed -n '1,3p;/complain mode/,/processes have/p'"

    def status(loaded: int, enforce: int, complain: list[str]) -> str:
        return (f"apparmor module is loaded.\n{loaded} profiles are loaded.\n{enforce} profiles are in enforce mode.\n"
                f"{len(complain)} profiles are in complain mode.\n" + "".join(f"   {c}\n" for c in complain)
                + "21 processes have profiles defined.")

    c1 = ["/usr/sbin/nginx", "/usr/sbin/squid", "fluent-bit", "haproxy", "node-exporter", "promtail"]
    c2 = [c for c in c1 if c != "/usr/sbin/nginx"]
    c3 = ["/opt/acme/agent"] + c2
    ts = int(dt.datetime(2024, 5, 21, 15, 12, 7, tzinfo=dt.timezone.utc).timestamp())
    audit = ('May 21 15:12:{s:02d} k8s-node-3 kernel: audit: type=1400 audit({ts}.{ms}:{n}): apparmor="ALLOWED" operation="{op}" '
             'profile="/opt/acme/agent" name="{name}" pid=48122 comm="agent" requested_mask="{m}" denied_mask="{m}" fsuid=0 ouid=0')
    turns = [
        p.run(cmd, status(58, 52, c1)),
        p.run("aa-enforce /etc/apparmor.d/usr.sbin.nginx", "Setting /etc/apparmor.d/usr.sbin.nginx to enforce mode."),
        p.run(cmd, status(58, 53, c2)),
        p.run("cp /root/apparmor/opt.acme.agent /etc/apparmor.d/ && apparmor_parser -r -W /etc/apparmor.d/opt.acme.agent && head -n 6 /etc/apparmor.d/opt.acme.agent",
              "abi <abi/3.0>,\n\n#include <tunables/global>\n\n/opt/acme/agent flags=(complain) {\n  #include <abstractions/base>"),
        p.run(cmd, status(59, 53, c3)),
        p.run("systemctl restart acme-agent && ps -eZ | grep -w agent", "/opt/acme/agent (complain)        48122 ?        00:00:00 agent",
              duration=3.0),
        p.run("journalctl -k --since -5min --no-pager | grep ALLOWED | tail -n 3",
              audit.format(s=7, ts=ts, ms="412", n=5521, op="open", name="/etc/acme/agent.yaml", m="r") + "\n"
              + audit.format(s=7, ts=ts, ms="418", n=5522, op="open", name="/var/lib/acme/state.db", m="wrc") + "\n"
              + audit.format(s=9, ts=ts + 2, ms="030", n=5523, op="connect", name="/run/containerd/containerd.sock", m="wr")),
        p.run("aa-status | sed -n '1,3p'", "apparmor module is loaded.\n59 profiles are loaded.\n54 profiles are in enforce mode."),
        p.run("aa-enforce /etc/apparmor.d/opt.acme.agent", "Setting /etc/apparmor.d/opt.acme.agent to enforce mode."),
        p.run("ps -eZ | grep -w agent", "/opt/acme/agent (enforce)         48122 ?        00:00:00 agent"),
    ]
    rs.add("terminal", "h64-terminal-22", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="aa-status now counts 54 profiles in enforce mode though turn 5 showed 53 enforce plus 6 complain of 59 and no profile mode changed before turn 9")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
