# ruff: noqa: E501
"""Held-out set h61, domain terminal: 22 tmux-pane shell trajectories on security, identity and certificate tools.

Eleven hold exactly one contradiction (an observation that conflicts with an earlier one with no action in
between that could explain it); eleven are clean but full of legitimate changes (edits, renames, restarts,
renumbered lists, moving counters and clocks, the same object in another view). Deterministic; writes
``terminal_test.jsonl`` and ``labels.json`` beside this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Predict the exact output of a Linux terminal (a shell running in a tmux pane) after the given keystrokes are sent, staying faithful to real terminal behavior and consistent with everything that happened earlier in the session.

## Task Definition

Given the historical context (previous turns of this session), the current terminal state (the visible screen with its prompt) and the user action (keystrokes sent to the pane), predict the exact next terminal state.

## Context Awareness

Track and maintain across turns:
- **Working Directory**: changed by `cd`, reflected in the prompt
- **Environment Variables**: set by `export` or `VAR=value`
- **File System State**: files created, modified or deleted in previous turns
- **Process State**: background jobs, services, suspended processes
- **Tool State**: users, groups, keys, rules, certificates, tickets and databases created or changed earlier

File operations, listings and tool outputs must be consistent with prior commands (e.g. `cat file.txt` after `rm file.txt` must fail). The prompt format must match the pattern of the initial state.

## Input Parsing

Keystrokes are raw terminal input:
- Commands execute only when the keystrokes end with `\\n`
- `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear screen)
- Empty keystrokes `""` with a duration mean: wait and show whatever new output appeared
- Interactive prompts (passwords, y/n confirmations) wait for the next keystrokes; passwords are not echoed

The `duration` field is how many seconds to wait before capturing the screen: short commands finish; long-running ones may still be in progress.

## Output Assembly

Assemble the observation in order:
1. **Command Echo**: the typed command on the prompt line
2. **Command Output**: stdout and stderr exactly as the program prints them
3. **New Prompt**: the prompt for the next command (unless the program is still running or waiting for input)

Preserve exact formatting: line breaks, column alignment, tabs, tables, timestamps, sizes, ids and counters as the real tool prints them. File sizes, timestamps and permissions must be plausible; never invent files or contents that contradict the session.

## Action Format

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
| `keystrokes` | string | Raw terminal input (verbatim), not a parsed command |
| `duration` | number | Seconds to wait before capturing output. Default: 1.0 |

An empty action array (`[]`) triggers the task completion confirmation. The visible screen is limited (about 40 lines); older output scrolls off.

Reply with the predicted terminal screen after **Environment Observation:**."""


def wait_for_input(p: Pane, cmd: str, shown: str, duration: float = 1.0) -> tuple[str, str]:
    """A command that stops at an interactive prompt (no shell prompt after it)."""
    return keys(cmd, duration), f"{p.prompt} {cmd}\n{shown}"


def answer(p: Pane, typed: str, screen_before: str, out: str = "", echo: bool = True, duration: float = 1.0) -> tuple[str, str]:
    """Keystrokes typed into an interactive prompt (Enter added); the screen keeps the question line."""
    line = screen_before + (typed if echo else "")
    return keys(typed, duration), line + "\n" + (out.rstrip("\n") + "\n" if out else "") + p.prompt


# ---------------------------------------------------------------------------------------------------------------
# 01 clean - sudo and sudoers (mainstream)
# ---------------------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    p = Pane("root", "bastion-02", "/root")
    state = p.prompt
    f10 = ("# Managed by ops - ticket OPS-4412\n"
           "Cmnd_Alias NGINX = /usr/bin/systemctl restart nginx, /usr/bin/systemctl reload nginx\n"
           "deploy ALL=(root) NOPASSWD: NGINX\n"
           "deploy ALL=(www-data) /usr/bin/php /var/www/app/artisan *\n")
    f20 = "nagios ALL=(root) NOPASSWD: /usr/lib/nagios/plugins/check_raid, /usr/sbin/smartctl -H *\n"
    f30 = "deploy ALL=(root) NOPASSWD: /usr/bin/journalctl -u nginx *\n"
    defaults = ("Matching Defaults entries for deploy on bastion-02:\n"
                "    env_reset, mail_badpass, secure_path=/usr/local/sbin\\:/usr/local/bin\\:/usr/sbin\\:/usr/bin\\:/sbin\\:/bin, use_pty\n\n"
                "User deploy may run the following commands on bastion-02:\n"
                "    (root) NOPASSWD: /usr/bin/systemctl restart nginx, /usr/bin/systemctl reload nginx\n"
                "    (www-data) /usr/bin/php /var/www/app/artisan *\n")
    turns = [
        p.run("sudo -l -U deploy", defaults),
        p.run("ls -l /etc/sudoers.d/",
              f"total 12\n-r--r----- 1 root root {len(f10):4d} Mar  3 11:20 10-deploy\n"
              f"-r--r----- 1 root root {len(f20):4d} Jan 12 09:41 20-monitoring\n"
              "-r--r----- 1 root root  958 Feb 18  2024 README"),
        p.run("cat /etc/sudoers.d/10-deploy", f10),
        p.run("printf 'deploy ALL=(root) NOPASSWD: /usr/bin/journalctl -u nginx *\\n' > /tmp/30-deploy-logs && visudo -cf /tmp/30-deploy-logs",
              "/tmp/30-deploy-logs: parsed OK"),
        p.run("install -m 0440 -o root -g root /tmp/30-deploy-logs /etc/sudoers.d/30-deploy-logs && visudo -c",
              "/etc/sudoers: parsed OK\n/etc/sudoers.d/10-deploy: parsed OK\n/etc/sudoers.d/20-monitoring: parsed OK\n"
              "/etc/sudoers.d/30-deploy-logs: parsed OK\n/etc/sudoers.d/README: parsed OK"),
        p.run("sudo -l -U deploy", defaults + "    (root) NOPASSWD: /usr/bin/journalctl -u nginx *\n"),
        p.run("ls -l /etc/sudoers.d/",
              f"total 16\n-r--r----- 1 root root {len(f10):4d} Mar  3 11:20 10-deploy\n"
              f"-r--r----- 1 root root {len(f20):4d} Jan 12 09:41 20-monitoring\n"
              f"-r--r----- 1 root root {len(f30):4d} Mar 14 10:07 30-deploy-logs\n"
              "-r--r----- 1 root root  958 Feb 18  2024 README"),
        p.run("sudo -u deploy sudo -n /usr/bin/journalctl -u nginx -n 4 --no-pager",
              "Mar 14 09:58:39 bastion-02 systemd[1]: Reloading nginx.service - A high performance web server and a reverse proxy server...\n"
              "Mar 14 09:58:40 bastion-02 nginx[118204]: 2025/03/14 09:58:40 [notice] 118204#118204: signal process started\n"
              "Mar 14 09:58:40 bastion-02 systemd[1]: Reloaded nginx.service - A high performance web server and a reverse proxy server.\n"
              "Mar 14 10:03:15 bastion-02 nginx[1187]: 2025/03/14 10:03:15 [warn] 1187#1187: *48213 upstream server temporarily disabled while reading response header from upstream",
              duration=2.0),
    ]
    rs.add("terminal", "h61-terminal-01", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 02 bad - useradd, usermod and chage (mainstream): warning days revert from 14 to 7
# ---------------------------------------------------------------------------------------------------------------
def chage_out(maxd: str, mind: str, warn: str, pexp: str, aexp: str = "never") -> str:
    return ("Last password change\t\t\t\t\t: Mar 14, 2025\n"
            f"Password expires\t\t\t\t\t: {pexp}\n"
            "Password inactive\t\t\t\t\t: never\n"
            f"Account expires\t\t\t\t\t\t: {aexp}\n"
            f"Minimum number of days between password change\t\t: {mind}\n"
            f"Maximum number of days between password change\t\t: {maxd}\n"
            f"Number of days of warning before password expires\t: {warn}")


def t02(rs: RowSet) -> None:
    p = Pane("root", "hr-app-01", "/root")
    state = p.prompt
    turns = [
        p.run('useradd -m -s /bin/bash -c "Marta Kowalski,,," mkowalski'),
        p.run("id mkowalski", "uid=1007(mkowalski) gid=1007(mkowalski) groups=1007(mkowalski)"),
        p.run("chage -l mkowalski", chage_out("99999", "0", "7", "never")),
        p.run("chage -M 90 -m 1 -W 14 mkowalski && chage -l mkowalski", chage_out("90", "1", "14", "Jun 12, 2025")),
        p.run("usermod -aG docker,adm mkowalski && id mkowalski",
              "uid=1007(mkowalski) gid=1007(mkowalski) groups=1007(mkowalski),4(adm),998(docker)"),
        p.run("getent passwd mkowalski; getent shadow mkowalski",
              "mkowalski:x:1007:1007:Marta Kowalski,,,:/home/mkowalski:/bin/bash\nmkowalski:!:20161:1:90:14:::"),
        p.run("chage -E 2025-12-31 mkowalski && chage -l mkowalski", chage_out("90", "1", "7", "Jun 12, 2025", "Dec 31, 2025")),
        p.run("ls -ld /home/mkowalski; ls -A /home/mkowalski",
              "drwxr-x--- 2 mkowalski mkowalski 4096 Mar 14 10:12 /home/mkowalski\n.bash_logout  .bashrc  .profile"),
        p.run("passwd -S mkowalski", "mkowalski L 03/14/2025 1 90 14 -1"),
    ]
    rs.add("terminal", "h61-terminal-02", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="chage -l shows 7 warning days after chage -W 14 set it to 14 (and getent shadow confirmed 14); only -E was changed in between")


# ---------------------------------------------------------------------------------------------------------------
# 03 bad - groups, gpasswd, groupmod (mainstream): renamed group listed under its old name
# ---------------------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    p = Pane("root", "devbox-07", "/root")
    state = p.prompt
    turns = [
        p.run("getent group qa-team", "qa-team:x:1012:lchen,rpatel,okafor"),
        p.run("gpasswd -a jmorales qa-team", "Adding user jmorales to group qa-team"),
        p.run("gpasswd -d rpatel qa-team", "Removing user rpatel from group qa-team"),
        p.run("groupmod -n quality qa-team && getent group quality", "quality:x:1012:lchen,okafor,jmorales"),
        p.run("grep -E '^(quality|qa-team):' /etc/gshadow", "quality:!::lchen,okafor,jmorales"),
        p.run("gpasswd -A lchen quality && grep '^quality:' /etc/gshadow", "quality:!:lchen:lchen,okafor,jmorales"),
        p.run("groups jmorales", "jmorales : jmorales developers qa-team"),
        p.run("id -nG okafor; id rpatel", "okafor developers quality\nuid=1009(rpatel) gid=1009(rpatel) groups=1009(rpatel),1004(developers)"),
    ]
    rs.add("terminal", "h61-terminal-03", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="groups lists jmorales in qa-team although the group was renamed to quality (gid 1012) in turn 4")


# ---------------------------------------------------------------------------------------------------------------
# 04 clean - ssh keys and authorized_keys (mainstream)
# ---------------------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    p = Pane("ana", "ws-ana", "/home/ana")
    state = p.prompt
    rsa = "SHA256:Xq4m0Lw1yV9bH2kP7cR3tN6sE8uJ5aF1gD0zQ2iO9pM"
    ed = "SHA256:5vTqK8wZ2nR4yL7pD1cH9sF3mB6xJ0gE2uA4kW8iN1o"
    art = ["+--[ED25519 256]--+",
           "|        .o=+*o.  |",
           "|       . +.O.=   |",
           "|      . = B.* .  |",
           "|       + = =.+   |",
           "|      . S + =o.  |",
           "|       o . o.=+  |",
           "|        . . +oE. |",
           "|           ..*+o |",
           "|           .o+*. |",
           "+----[SHA256]-----+"]
    turns = [
        p.run("ls -la ~/.ssh",
              "total 32\n"
              "drwx------  2 ana ana 4096 Feb  9 17:22 .\n"
              "drwxr-x--- 19 ana ana 4096 Mar 14 09:40 ..\n"
              "-rw-------  1 ana ana  751 Nov 21 14:03 authorized_keys\n"
              "-rw-r--r--  1 ana ana  312 Feb  9 17:22 config\n"
              "-rw-------  1 ana ana 2602 Nov 21 13:58 id_rsa\n"
              "-rw-r--r--  1 ana ana  564 Nov 21 13:58 id_rsa.pub\n"
              "-rw-------  1 ana ana 3688 Mar 11 16:05 known_hosts\n"
              "-rw-r--r--  1 ana ana 2840 Mar 11 16:05 known_hosts.old"),
        p.run('ssh-keygen -t ed25519 -C "ana@ws-ana 2025-03" -f ~/.ssh/id_ed25519 -N ""',
              "Generating public/private ed25519 key pair.\n"
              "Your identification has been saved in /home/ana/.ssh/id_ed25519\n"
              "Your public key has been saved in /home/ana/.ssh/id_ed25519.pub\n"
              "The key fingerprint is:\n"
              f"{ed} ana@ws-ana 2025-03\n"
              "The key's randomart image is:\n" + "\n".join(art)),
        p.run("ssh-keygen -lf ~/.ssh/id_ed25519.pub -E md5",
              "256 MD5:4e:91:0c:7a:d2:3f:b8:15:66:e0:9a:2c:71:f4:38:bd ana@ws-ana 2025-03 (ED25519)"),
        p.run("ssh-keygen -lf ~/.ssh/authorized_keys",
              "3072 SHA256:hG2pQ9vN4xT7kL1mR8bC3wF6zY0sD5eJ2aU9iO4tK7c ana@old-laptop (RSA)\n"
              "256 SHA256:Rk7wB2nD9qF4tL6xP1mV3cZ8hJ0sG5yE2uA7oI9eT4w backup@nas (ED25519)\n"
              "256 SHA256:mC4xN8pT1vK6rB3wL9zQ2fH7jS0dG5yE8uA1oI4kP6n ci-deploy (ED25519)"),
        p.run("ssh-copy-id -i ~/.ssh/id_ed25519.pub ana@build-03.int.example.net",
              '/usr/bin/ssh-copy-id: INFO: Source of key(s) to be installed: "/home/ana/.ssh/id_ed25519.pub"\n'
              "/usr/bin/ssh-copy-id: INFO: attempting to log in with the new key(s), to filter out any that are already installed\n"
              "/usr/bin/ssh-copy-id: INFO: 1 key(s) remain to be installed -- if you are prompted now it is to install the new keys\n\n"
              "Number of key(s) added: 1\n\n"
              "Now try logging into the machine, with:   \"ssh 'ana@build-03.int.example.net'\"\n"
              "and check to make sure that only the key(s) you wanted were added.\n", duration=3.0),
        p.run("ssh ana@build-03.int.example.net 'ssh-keygen -lf ~/.ssh/authorized_keys'",
              f"3072 {rsa} ana@ws-ana (RSA)\n256 {ed} ana@ws-ana 2025-03 (ED25519)", duration=2.0),
        p.run("sed -i '/ana@old-laptop/d' ~/.ssh/authorized_keys && ssh-keygen -lf ~/.ssh/authorized_keys",
              "256 SHA256:Rk7wB2nD9qF4tL6xP1mV3cZ8hJ0sG5yE2uA7oI9eT4w backup@nas (ED25519)\n"
              "256 SHA256:mC4xN8pT1vK6rB3wL9zQ2fH7jS0dG5yE8uA1oI4kP6n ci-deploy (ED25519)"),
        p.run("ssh-add ~/.ssh/id_ed25519 && ssh-add -l",
              "Identity added: /home/ana/.ssh/id_ed25519 (ana@ws-ana 2025-03)\n"
              f"3072 {rsa} ana@ws-ana (RSA)\n256 {ed} ana@ws-ana 2025-03 (ED25519)"),
        p.run("ls -la ~/.ssh",
              "total 40\n"
              "drwx------  2 ana ana 4096 Mar 14 10:27 .\n"
              "drwxr-x--- 19 ana ana 4096 Mar 14 09:40 ..\n"
              "-rw-------  1 ana ana  183 Mar 14 10:27 authorized_keys\n"
              "-rw-r--r--  1 ana ana  312 Feb  9 17:22 config\n"
              "-rw-------  1 ana ana  411 Mar 14 10:21 id_ed25519\n"
              "-rw-r--r--  1 ana ana  100 Mar 14 10:21 id_ed25519.pub\n"
              "-rw-------  1 ana ana 2602 Nov 21 13:58 id_rsa\n"
              "-rw-r--r--  1 ana ana  564 Nov 21 13:58 id_rsa.pub\n"
              "-rw-------  1 ana ana 3688 Mar 11 16:05 known_hosts\n"
              "-rw-r--r--  1 ana ana 2840 Mar 11 16:05 known_hosts.old"),
        p.run("ssh -o BatchMode=yes -o IdentitiesOnly=yes -i ~/.ssh/id_ed25519 ana@build-03.int.example.net 'hostname; uptime'",
              "build-03\n 10:31:07 up 41 days,  2:13,  1 user,  load average: 0.42, 0.37, 0.30", duration=2.0),
    ]
    rs.add("terminal", "h61-terminal-04", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 05 clean - ufw (mainstream)
# ---------------------------------------------------------------------------------------------------------------
def ufw_numbered(rules: list[tuple[str, str, str]]) -> str:
    head = "Status: active\n\n     To                         Action      From\n     --                         ------      ----\n"
    return head + "\n".join(f"[{i:2d}] {to:<27}{act:<12}{frm}" for i, (to, act, frm) in enumerate(rules, 1)) + "\n"


def t05(rs: RowSet) -> None:
    p = Pane("root", "web-edge-1", "/root")
    state = p.prompt
    deny = ("Anywhere", "DENY IN", "203.0.113.45               # scanner 2025-03-14")
    base = [("22/tcp", "ALLOW IN", "Anywhere"), ("80/tcp", "ALLOW IN", "Anywhere"), ("443/tcp", "ALLOW IN", "Anywhere"),
            ("8080/tcp", "ALLOW IN", "10.20.0.0/16"), ("22/tcp (v6)", "ALLOW IN", "Anywhere (v6)"),
            ("80/tcp (v6)", "ALLOW IN", "Anywhere (v6)"), ("443/tcp (v6)", "ALLOW IN", "Anywhere (v6)")]
    after = [deny] + base[:3] + base[4:]
    limited = [(to, "LIMIT IN" if to.startswith("22/") else act, frm) for to, act, frm in after]
    verbose = ("Status: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing), deny (routed)\nNew profiles: skip\n\n"
               "To                         Action      From\n--                         ------      ----\n"
               + "\n".join(f"{to:<27}{act:<12}{frm}" for to, act, frm in limited) + "\n")
    ask = "Deleting:\n allow from 10.20.0.0/16 to any port 8080 proto tcp\nProceed with operation (y|n)? "
    t2 = wait_for_input(p, "ufw delete 4", ask)
    log1 = ("2025-03-14T11:02:41.552817+00:00 web-edge-1 kernel: [2981733.104551] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:03:1a:7c:e2:d2:74:7f:6e:37:e3:08:00 "
            "SRC=79.124.62.130 DST=49.12.88.201 LEN=40 TOS=0x00 PREC=0x00 TTL=245 ID=40511 PROTO=TCP SPT=48733 DPT=3389 WINDOW=1024 RES=0x00 SYN URGP=0\n"
            "2025-03-14T11:02:43.918204+00:00 web-edge-1 kernel: [2981735.470190] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:03:1a:7c:e2:d2:74:7f:6e:37:e3:08:00 "
            "SRC=147.185.132.54 DST=49.12.88.201 LEN=44 TOS=0x00 PREC=0x00 TTL=50 ID=54321 PROTO=TCP SPT=52014 DPT=5432 WINDOW=65535 RES=0x00 SYN URGP=0")
    log2 = ("2025-03-14T11:03:16.027731+00:00 web-edge-1 kernel: [2981767.579702] [UFW BLOCK] IN=eth0 OUT= MAC=96:00:03:1a:7c:e2:d2:74:7f:6e:37:e3:08:00 "
            "SRC=185.242.226.17 DST=49.12.88.201 LEN=40 TOS=0x00 PREC=0x00 TTL=241 ID=17842 PROTO=TCP SPT=41902 DPT=8080 WINDOW=1024 RES=0x00 SYN URGP=0")
    turns = [
        p.run("ufw status numbered", ufw_numbered(base)),
        t2,
        answer(p, "y", t2[1], "Rule deleted"),
        p.run("ufw insert 1 deny from 203.0.113.45 comment 'scanner 2025-03-14'", "Rule inserted"),
        p.run("ufw status numbered", ufw_numbered(after)),
        p.run("ufw limit 22/tcp", "Rule updated\nRule updated (v6)"),
        p.run("ufw status verbose", verbose),
        p.run("grep -c 'UFW BLOCK' /var/log/ufw.log; tail -n 2 /var/log/ufw.log", "18342\n" + log1),
        p.run("sleep 30; grep -c 'UFW BLOCK' /var/log/ufw.log; tail -n 1 /var/log/ufw.log", "18377\n" + log2, duration=35.0),
    ]
    rs.add("terminal", "h61-terminal-05", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 06 bad - fail2ban-client (mainstream): Total banned goes from 38 back to 36
# ---------------------------------------------------------------------------------------------------------------
def f2b(cur_failed: int, tot_failed: int, cur_banned: int, tot_banned: int, ips: str) -> str:
    return ("Status for the jail: sshd\n|- Filter\n"
            f"|  |- Currently failed:\t{cur_failed}\n|  |- Total failed:\t{tot_failed}\n"
            "|  `- Journal matches:\t_SYSTEMD_UNIT=sshd.service + _COMM=sshd\n`- Actions\n"
            f"   |- Currently banned:\t{cur_banned}\n   |- Total banned:\t{tot_banned}\n   `- Banned IP list:\t{ips}")


def t06(rs: RowSet) -> None:
    p = Pane("root", "mail-01", "/root")
    state = p.prompt
    turns = [
        p.run("fail2ban-client status", "Status\n|- Number of jail:\t3\n`- Jail list:\tpostfix, postfix-sasl, sshd"),
        p.run("fail2ban-client status sshd", f2b(6, 1842, 4, 37, "45.148.10.172 92.255.85.37 141.98.11.62 218.92.0.107")),
        p.run("for k in bantime findtime maxretry; do printf '%s=' $k; fail2ban-client get sshd $k; done",
              "bantime=3600\nfindtime=600\nmaxretry=5"),
        p.run("fail2ban-client set sshd banip 198.51.100.23", "1"),
        p.run("fail2ban-client set sshd unbanip 141.98.11.62", "1"),
        p.run("fail2ban-client status sshd", f2b(3, 1851, 4, 38, "45.148.10.172 92.255.85.37 218.92.0.107 198.51.100.23")),
        p.run("tail -n 4 /var/log/fail2ban.log",
              "2025-03-14 10:22:41,118 fail2ban.actions        [812]: NOTICE  [sshd] Ban 198.51.100.23\n"
              "2025-03-14 10:23:05,442 fail2ban.actions        [812]: NOTICE  [sshd] Unban 141.98.11.62\n"
              "2025-03-14 10:23:50,907 fail2ban.filter         [812]: INFO    [sshd] Found 180.101.88.240 - 2025-03-14 10:23:50\n"
              "2025-03-14 10:24:12,033 fail2ban.filter         [812]: INFO    [sshd] Found 180.101.88.240 - 2025-03-14 10:24:11"),
        p.run("fail2ban-client status sshd", f2b(4, 1853, 4, 36, "45.148.10.172 92.255.85.37 218.92.0.107 198.51.100.23")),
    ]
    rs.add("terminal", "h61-terminal-06", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="Total banned for sshd drops to 36 after being 38 in turn 6, with no restart or reset in between (the cumulative counter went backwards)")


# ---------------------------------------------------------------------------------------------------------------
# 07 clean - auditctl and ausearch (less common)
# ---------------------------------------------------------------------------------------------------------------
AUDIT_STATUS = ("enabled 1\nfailure 1\npid 742\nrate_limit 0\nbacklog_limit 8192\nlost 0\nbacklog {backlog}\n"
                "backlog_wait_time 60000\nbacklog_wait_time_actual 0\nloginuid_immutable 0 unlocked")


def t07(rs: RowSet) -> None:
    p = Pane("root", "db-prod-2", "/root", style="rhel")
    state = p.prompt
    r_base = ["-w /etc/passwd -p wa -k identity", "-w /etc/shadow -p wa -k identity",
              "-a always,exit -F arch=b64 -S execve -F euid=0 -F key=root_exec"]
    r_sudo = "-w /etc/sudoers -p wa -k sudoers_change"
    r_hba = "-w /var/lib/pgsql/16/data/pg_hba.conf -p wa -k pg_hba"
    subj = "subj=unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023"
    ev = "msg=audit(03/14/2025 10:41:12.338:18823)"
    search = (
        "----\n"
        f"type=CONFIG_CHANGE msg=audit(03/14/2025 10:39:48.102:18790) : auid=admin ses=12 {subj} op=add_rule key=pg_hba list=exit res=yes \n"
        "----\n"
        f"type=PROCTITLE {ev} : proctitle=-bash \n"
        f"type=PATH {ev} : item=1 name=/var/lib/pgsql/16/data/pg_hba.conf inode=1835221 dev=fd:02 mode=file,600 ouid=postgres ogid=postgres rdev=00:00 obj=system_u:object_r:postgresql_db_t:s0 nametype=NORMAL cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0 \n"
        f"type=PATH {ev} : item=0 name=/var/lib/pgsql/16/data/ inode=1835009 dev=fd:02 mode=dir,700 ouid=postgres ogid=postgres rdev=00:00 obj=system_u:object_r:postgresql_db_t:s0 nametype=PARENT cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0 \n"
        f"type=CWD {ev} : cwd=/root \n"
        f"type=SYSCALL {ev} : arch=x86_64 syscall=openat success=yes exit=3 a0=AT_FDCWD a1=0x55d4c2a1e6f0 a2=O_WRONLY|O_CREAT|O_APPEND a3=0x1b6 items=2 ppid=31870 pid=31877 auid=admin uid=root gid=root euid=root suid=root fsuid=root egid=root sgid=root fsgid=root tty=pts1 ses=12 comm=bash exe=/usr/bin/bash {subj} key=pg_hba ")
    turns = [
        p.run("auditctl -l", "\n".join(r_base)),
        p.run("auditctl -w /etc/sudoers -p wa -k sudoers_change"),
        p.run("auditctl -w /var/lib/pgsql/16/data/pg_hba.conf -p wa -k pg_hba"),
        p.run("auditctl -l", "\n".join(r_base + [r_sudo, r_hba])),
        p.run("auditctl -s", AUDIT_STATUS.format(backlog=0)),
        p.run("echo 'host    all    all    10.40.0.0/16    scram-sha-256' >> /var/lib/pgsql/16/data/pg_hba.conf"),
        p.run("ausearch -k pg_hba -i", search),
        p.run("auditctl -W /etc/sudoers -p wa -k sudoers_change && auditctl -l", "\n".join(r_base + [r_hba])),
        p.run("auditctl -s", AUDIT_STATUS.format(backlog=2)),
    ]
    rs.add("terminal", "h61-terminal-07", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 08 bad - aide (less common): the changed-entries list names /etc/group instead of /etc/passwd
# ---------------------------------------------------------------------------------------------------------------
SEP = "---------------------------------------------------"


def aide_diff(start: str, end: str, run: str, changed_first: str, update: bool) -> str:
    written = "New AIDE database written to /var/lib/aide/aide.db.new\n" if update else ""
    dbs = "/var/lib/aide/aide.db\n  SHA256    : 0f8b3c1d9e2a7f64b5c8d1e0a3f9b2c7\n              4d6e8a1b0c3f5d7e9a2b4c6d8e0f1a3b\n"
    if update:
        dbs += "\n/var/lib/aide/aide.db.new\n  SHA256    : 9a4e2c7b1d0f8e3a6c5b9d2e7f1a0c4b\n              8e3d6f9a2c5b1e7d0a4f8c3b6e9d2a5f\n"
    return (
        f"Start timestamp: {start} +0000 (AIDE 0.18.6)\n"
        "AIDE found differences between database and filesystem!!\n" + written + "\n"
        "Summary:\n  Total number of entries:\t48213\n  Added entries:\t\t1\n  Removed entries:\t\t0\n  Changed entries:\t\t2\n\n"
        f"{SEP}\nAdded entries:\n{SEP}\n\n"
        "f++++++++++++++++: /usr/local/bin/backup.sh\n\n"
        f"{SEP}\nChanged entries:\n{SEP}\n\n"
        f"f > b... mc..C... : {changed_first}\n"
        "f < .... mc..C... : /etc/ssh/sshd_config\n\n"
        f"{SEP}\nDetailed information about changes:\n{SEP}\n\n"
        "File: /etc/passwd\n"
        "  Size      : 2984                             | 3047\n"
        "  Bcount    : 8                                | 16\n"
        "  Mtime     : 2025-03-03 16:20:44 +0000        | 2025-03-12 14:05:31 +0000\n"
        "  Ctime     : 2025-03-03 16:20:44 +0000        | 2025-03-12 14:05:31 +0000\n"
        "  SHA512    : Yk3n0Zb8Tt1VwQ9mR2xL7cP4sF6hJ0dA | 8Hq2LmR7cXe5Nt1Wb9Kp3Vz6Ys0Fd4Ug\n"
        "              b3Eu5Gi8Ko1Mq4Sv7Wy0Ac3Ef6Hj9Lm | i7Jl0Mn3Pq6Rs9Tv2Wx5Za8Cb1Ed4Gf\n\n"
        "File: /etc/ssh/sshd_config\n"
        "  Size      : 3301                             | 3262\n"
        "  Mtime     : 2024-11-19 10:02:57 +0000        | 2025-03-12 14:09:12 +0000\n"
        "  Ctime     : 2024-11-19 10:02:57 +0000        | 2025-03-12 14:09:12 +0000\n"
        "  SHA512    : Q2w4E6r8T0y1U3i5O7p9A2s4D6f8G0hJ | z1X3c5V7b9N2m4Q6w8E0r2T4y6U8i0Oq\n"
        "              k2L4z6X8c0V1b3N5m7Q9w1E3r5T7y9Ua | p3A5s7D9f1G3h5J7k9L1z3X5c7V9b1Nw\n\n"
        f"{SEP}\nThe attributes of the (uncompressed) database(s):\n{SEP}\n\n" + dbs + "\n"
        f"End timestamp: {end} +0000 (run time: {run})")


def t08(rs: RowSet) -> None:
    p = Pane("root", "files-02", "/root")
    state = p.prompt
    ok = ("Start timestamp: 2025-03-14 09:11:30 +0000 (AIDE 0.18.6)\n"
          "AIDE found NO differences between database and filesystem. Looks okay!!\n\n"
          "Number of entries:\t48213\n\n"
          f"{SEP}\nThe attributes of the (uncompressed) database(s):\n{SEP}\n\n"
          "/var/lib/aide/aide.db\n  SHA256    : 9a4e2c7b1d0f8e3a6c5b9d2e7f1a0c4b\n              8e3d6f9a2c5b1e7d0a4f8c3b6e9d2a5f\n\n"
          "End timestamp: 2025-03-14 09:13:48 +0000 (run time: 2m 18s)")
    turns = [
        p.run("aide --version",
              "AIDE 0.18.6\n\nCompile-time options:\nuse pcre2: mandatory\nuse zlib compression: yes\nuse POSIX ACLs: yes\n"
              "use SELinux: yes\nuse xattr: yes\nuse capabilities: yes\nuse e2fsattrs: yes\nuse curl: no\nuse mhash: no\n"
              "use gcrypt: yes\nuse audit: no\nuse locale: yes\nconfig file: /etc/aide/aide.conf"),
        p.run("ls -l /var/lib/aide/", "total 6688\n-rw------- 1 root root 6843172 Feb 28 03:14 aide.db"),
        p.run("aide --config /etc/aide/aide.conf --check",
              aide_diff("2025-03-14 09:02:11", "2025-03-14 09:04:37", "2m 26s", "/etc/passwd", False), duration=180.0),
        p.run("grep -nE '^(PermitRootLogin|PasswordAuthentication|KbdInteractiveAuthentication)' /etc/ssh/sshd_config",
              "34:PermitRootLogin no\n58:PasswordAuthentication no\n63:KbdInteractiveAuthentication no"),
        p.run("aide --config /etc/aide/aide.conf --update",
              aide_diff("2025-03-14 09:06:40", "2025-03-14 09:09:02", "2m 22s", "/etc/group", True), duration=180.0),
        p.run("mv /var/lib/aide/aide.db.new /var/lib/aide/aide.db && ls -l /var/lib/aide/",
              "total 6688\n-rw------- 1 root root 6843519 Mar 14 09:09 aide.db"),
        p.run("aide --config /etc/aide/aide.conf --check", ok, duration=180.0),
        p.run("ls -l /usr/local/bin/backup.sh", "-rwxr-x--- 1 root root 1214 Mar 12 14:02 /usr/local/bin/backup.sh"),
    ]
    rs.add("terminal", "h61-terminal-08", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="the --update report lists /etc/group as a changed entry where the --check two turns earlier (same database, nothing touched) listed /etc/passwd")


# ---------------------------------------------------------------------------------------------------------------
# 09 bad - openssl and an internal CA (mainstream): Not After differs between -dates and -text
# ---------------------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    p = Pane("root", "pki-lab", "/root/pki")
    state = p.prompt
    serial = "3F0A9C1E7B44D2A86C15E09B7D3F22A1584C6E90"
    colon = ":".join(serial[i:i + 2].lower() for i in range(0, len(serial), 2))
    subj = "C = DE, O = Example Ops, CN = grafana.int.example.net"
    issuer = "C = DE, O = Example Ops, CN = Example Ops Intermediate CA R2"
    text = (
        "Certificate:\n    Data:\n        Version: 3 (0x2)\n        Serial Number:\n"
        f"            {colon}\n"
        "        Signature Algorithm: ecdsa-with-SHA256\n"
        f"        Issuer: {issuer}\n"
        "        Validity\n"
        "            Not Before: Mar 14 10:52:19 2025 GMT\n"
        "            Not After : Apr 16 10:52:19 2026 GMT\n"
        f"        Subject: {subj}\n"
        "        Subject Public Key Info:\n"
        "            Public Key Algorithm: id-ecPublicKey\n"
        "                Public-Key: (256 bit)\n"
        "                pub:\n"
        "                    04:9b:3e:51:c7:0a:f2:68:d4:1e:85:b9:2c:7f:e0:\n"
        "                    43:a6:19:d8:5b:72:0e:c4:f1:3a:97:6d:28:b5:e3:\n"
        "                    0c:41:8f:d2:66:a9:17:5e:c0:3b:84:fa:29:d6:70:\n"
        "                    b1:e8:5c:13:9f:4a:02:c7:6e:db:35:18:a4:f0:7d:\n"
        "                    92:e6\n"
        "                ASN1 OID: prime256v1\n"
        "                NIST CURVE: P-256")
    turns = [
        p.run("openssl version", "OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)"),
        p.run("openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out grafana.key"),
        p.run('openssl req -new -key grafana.key -subj "/C=DE/O=Example Ops/CN=grafana.int.example.net" '
              '-addext "subjectAltName=DNS:grafana.int.example.net,DNS:grafana" -out grafana.csr && openssl req -in grafana.csr -noout -subject -verify',
              f"Certificate request self-signature verify OK\nsubject={subj}"),
        p.run("openssl x509 -req -in grafana.csr -CA /root/ca/intca.crt -CAkey /root/ca/intca.key -CAserial /root/ca/intca.srl "
              "-days 397 -copy_extensions copy -out grafana.crt",
              f"Certificate request self-signature ok\nsubject={subj}"),
        p.run("openssl x509 -in grafana.crt -noout -serial -dates -issuer -fingerprint -sha256",
              f"serial={serial}\nnotBefore=Mar 14 10:52:19 2025 GMT\nnotAfter=Apr 15 10:52:19 2026 GMT\nissuer={issuer}\n"
              "sha256 Fingerprint=7C:1A:E4:09:B2:5D:38:F6:A1:0E:C7:92:4B:6F:D8:13:E5:2A:9C:70:B4:1F:86:3D:C9:05:7E:A2:58:E1:3B:94"),
        p.run("openssl verify -CAfile /root/ca/chain.pem grafana.crt", "grafana.crt: OK"),
        p.run("cat /root/ca/intca.srl", serial),
        p.run("openssl x509 -in grafana.crt -noout -text | head -n 22", text),
        p.run("openssl pkcs12 -export -inkey grafana.key -in grafana.crt -certfile /root/ca/chain.pem -name grafana -out grafana.p12 -passout pass:changeit && ls -l grafana.*",
              "-rw-r--r-- 1 root root  834 Mar 14 10:52 grafana.crt\n-rw-r--r-- 1 root root  489 Mar 14 10:51 grafana.csr\n"
              "-rw------- 1 root root  241 Mar 14 10:50 grafana.key\n-rw------- 1 root root 2381 Mar 14 10:55 grafana.p12"),
    ]
    rs.add("terminal", "h61-terminal-09", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="x509 -text gives Not After Apr 16 10:52:19 2026 for the same certificate whose notAfter was Apr 15 10:52:19 2026 (397 days) in turn 5")


# ---------------------------------------------------------------------------------------------------------------
# 10 clean - certbot (mainstream)
# ---------------------------------------------------------------------------------------------------------------
DASH = ("- " * 40).rstrip()


def t10(rs: RowSet) -> None:
    p = Pane("root", "www-03", "/root")
    state = p.prompt
    log = "Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n"

    def cert(name: str, serial: str, domains: str, expiry: str, valid: int) -> str:
        return (f"  Certificate Name: {name}\n    Serial Number: {serial}\n    Key Type: ECDSA\n    Domains: {domains}\n"
                f"    Expiry Date: {expiry} (VALID: {valid} days)\n"
                f"    Certificate Path: /etc/letsencrypt/live/{name}/fullchain.pem\n"
                f"    Private Key Path: /etc/letsencrypt/live/{name}/privkey.pem\n")

    shop_old = cert("shop.example.org", "4a1f0e2c9b7d6e35a8c0d1f2e3b4a59c7d1", "shop.example.org www.shop.example.org",
                    "2025-04-06 07:12:44+00:00", 22)
    shop_new = cert("shop.example.org", "3d9e52b07c41f8a26e0b5d7c9f1a2e84c63", "shop.example.org www.shop.example.org",
                    "2025-06-12 10:04:51+00:00", 89)
    status = cert("status.example.org", "3b81c6f04d2e95a7b0c3d8e1f6a4927c05e", "status.example.org",
                  "2025-05-29 02:40:03+00:00", 75)

    def live(n: int, when: str) -> str:
        rows = ["total 4", "-rw-r--r-- 1 root root 692 Jan  6 08:12 README"]
        for f in ("cert", "chain", "fullchain", "privkey"):
            target = f"../../archive/shop.example.org/{f}{n}.pem"
            rows.append(f"lrwxrwxrwx 1 root root  {len(target)} {when} {f}.pem -> {target}")
        return "\n".join(rows)

    proc = f"{DASH}\nProcessing /etc/letsencrypt/renewal/shop.example.org.conf\n{DASH}\n"
    turns = [
        p.run("certbot certificates", log + f"{DASH}\nFound the following certs:\n" + shop_old + status + DASH),
        p.run("ls -l /etc/letsencrypt/live/shop.example.org/", live(2, "Jan  6 08:12")),
        p.run("certbot renew --cert-name shop.example.org --dry-run",
              log + proc + "Account registered.\nSimulating renewal of an existing certificate for shop.example.org and www.shop.example.org\n\n"
              f"{DASH}\nCongratulations, all simulated renewals succeeded: \n  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)\n{DASH}",
              duration=15.0),
        p.run("certbot renew --cert-name shop.example.org --force-renewal",
              log + proc + "Renewing an existing certificate for shop.example.org and www.shop.example.org\n\n"
              f"{DASH}\nCongratulations, all renewals succeeded: \n  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)\n{DASH}",
              duration=15.0),
        p.run("certbot certificates --cert-name shop.example.org", log + f"{DASH}\nFound the following matching certs:\n" + shop_new + DASH),
        p.run("ls -l /etc/letsencrypt/live/shop.example.org/", live(3, "Mar 14 11:04")),
        p.run("openssl x509 -in /etc/letsencrypt/live/shop.example.org/cert.pem -noout -serial -startdate -enddate",
              "serial=03D9E52B07C41F8A26E0B5D7C9F1A2E84C63\nnotBefore=Mar 14 10:04:52 2025 GMT\nnotAfter=Jun 12 10:04:51 2025 GMT"),
        p.run("systemctl reload nginx && systemctl status nginx --no-pager | head -n 6",
              "● nginx.service - A high performance web server and a reverse proxy server\n"
              "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
              "     Active: active (running) since Mon 2025-03-03 06:41:19 UTC; 1 week 4 days ago\n"
              "       Docs: man:nginx(8)\n"
              "    Process: 402817 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)\n"
              "   Main PID: 1042 (nginx)"),
    ]
    rs.add("terminal", "h61-terminal-10", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 11 clean - gpg keyrings (mainstream)
# ---------------------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    p = Pane("lena", "lena-tp", "/home/lena")
    state = p.prompt
    me = "8C1F2A7D3E9B40C6F5A1D8E27B3C9F04A6E2D1B8"
    rel = "E1B7C03D5A92F4681D3E7C0B94A26F58D71C3E0A"
    kai = "3B8D41F07C2E96A5D0F1B4C75E7D0C41A29B3F86"
    head = "/home/lena/.gnupg/pubring.kbx\n-----------------------------\n"
    trust0 = "gpg: checking the trustdb\ngpg: marginals needed: 3  completes needed: 1  trust model: pgp\n"
    turns = [
        p.run("gpg --list-keys",
              head + f"pub   ed25519 2023-06-02 [SC] [expires: 2025-06-01]\n      {me}\n"
              "uid           [ultimate] Lena Hartmann <lena@hartmann.dev>\nsub   cv25519 2023-06-02 [E] [expires: 2025-06-01]\n\n"
              f"pub   rsa4096 2019-04-22 [SC] [expires: 2027-04-20]\n      {rel}\n"
              "uid           [ unknown] Nimbus Release Signing Key <release@nimbus-project.org>\n"
              "sub   rsa4096 2019-04-22 [E] [expires: 2027-04-20]\n"),
        p.run(f"gpg --quick-set-expire {me} 2y"),
        p.run(f"gpg --quick-set-expire {me} 2y '*'"),
        p.run("gpg --list-keys lena@hartmann.dev",
              trust0 + "gpg: depth: 0  valid:   1  signed:   0  trust: 0-, 0q, 0n, 0m, 0f, 1u\n"
              "gpg: next trustdb check due at 2027-03-14\n"
              f"pub   ed25519 2023-06-02 [SC] [expires: 2027-03-14]\n      {me}\n"
              "uid           [ultimate] Lena Hartmann <lena@hartmann.dev>\nsub   cv25519 2023-06-02 [E] [expires: 2027-03-14]\n"),
        p.run("gpg --import ~/Downloads/kai-brandt.asc",
              'gpg: key 5E7D0C41A29B3F86: public key "Kai Brandt <kai@brandt.io>" imported\n'
              "gpg: Total number processed: 1\ngpg:               imported: 1"),
        p.run(f"gpg --quick-sign-key {kai}"),
        p.run("gpg --list-keys kai@brandt.io",
              trust0 + "gpg: depth: 0  valid:   1  signed:   1  trust: 0-, 0q, 0n, 0m, 0f, 1u\n"
              "gpg: depth: 1  valid:   1  signed:   0  trust: 1-, 0q, 0n, 0m, 0f, 0u\n"
              "gpg: next trustdb check due at 2027-03-14\n"
              f"pub   ed25519 2024-01-09 [SC]\n      {kai}\nuid           [  full  ] Kai Brandt <kai@brandt.io>\n"
              "sub   cv25519 2024-01-09 [E]\n"),
        p.run(f"gpg --batch --yes --delete-keys {rel}"),
        p.run("gpg -k --keyid-format long",
              head + f"pub   ed25519/7B3C9F04A6E2D1B8 2023-06-02 [SC] [expires: 2027-03-14]\n      {me}\n"
              "uid                 [ultimate] Lena Hartmann <lena@hartmann.dev>\n"
              "sub   cv25519/1D9E4A70C3B85F26 2023-06-02 [E] [expires: 2027-03-14]\n\n"
              f"pub   ed25519/5E7D0C41A29B3F86 2024-01-09 [SC]\n      {kai}\n"
              "uid                 [  full  ] Kai Brandt <kai@brandt.io>\n"
              "sub   cv25519/8A02F6D1E49C37B5 2024-01-09 [E]\n"),
    ]
    rs.add("terminal", "h61-terminal-11", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 12 clean - pass, the standard unix password manager (less common)
# ---------------------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    p = Pane("tomas", "tomas-dev", "/home/tomas")
    state = p.prompt
    pw = "q7&Vd}Lr2m#Xp9Tz!Kc4Wb@Hs6Ny"
    tree1 = ("Password Store\n├── email\n│   ├── fastmail.com\n│   └── work-exchange\n├── infra\n│   ├── grafana-admin\n"
             "│   └── postgres\n│       ├── prod-replica\n│       └── staging\n└── web\n    ├── github.com\n    └── hetzner.com")
    tree2 = ("Password Store\n├── email\n│   └── fastmail.com\n├── infra\n│   ├── grafana\n│   │   └── admin\n│   ├── minio-root\n"
             "│   └── postgres\n│       ├── prod-replica\n│       └── staging\n└── web\n    ├── github.com\n    └── hetzner.com")
    turns = [
        p.run("pass", tree1),
        p.run("pass generate infra/minio-root 28",
              "[main 6a1c9e2] Add generated password for infra/minio-root.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
              f" create mode 100644 infra/minio-root.gpg\nThe generated password for infra/minio-root is:\n{pw}"),
        p.run("pass mv infra/grafana-admin infra/grafana/admin",
              "[main 0f3b7d1] Rename infra/grafana-admin to infra/grafana/admin.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
              " rename infra/{grafana-admin.gpg => grafana/admin.gpg} (100%)"),
        p.run("pass rm -f email/work-exchange",
              "removed '/home/tomas/.password-store/email/work-exchange.gpg'\n[main 91d2e44] Remove email/work-exchange from store.\n"
              " 1 file changed, 0 insertions(+), 0 deletions(-)\n delete mode 100644 email/work-exchange.gpg"),
        p.run("pass", tree2),
        p.run("pass git log --oneline -n 5",
              "91d2e44 (HEAD -> main) Remove email/work-exchange from store.\n0f3b7d1 Rename infra/grafana-admin to infra/grafana/admin.\n"
              "6a1c9e2 Add generated password for infra/minio-root.\nc47e8a0 Edit password for web/hetzner.com using vim.\n"
              "2b90d15 Add given password for infra/postgres/staging to store."),
        p.run("pass show infra/minio-root", pw),
        p.run("pass show infra/grafana/admin", "Gr4f@na-Adm1n-2024!\nurl: https://grafana.int.example.net\nuser: admin"),
    ]
    rs.add("terminal", "h61-terminal-12", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 13 bad - kerberos kinit / klist (less common): the TGT's renew-until moves from 03/21 to 03/20
# ---------------------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    p = Pane("dgarcia", "ws-dgarcia", "/home/dgarcia")
    state = p.prompt
    head = ("Ticket cache: KCM:1000:51122\nDefault principal: dgarcia@CORP.EXAMPLE.COM\n\n"
            "Valid starting       Expires              Service principal\n")
    tgt = "03/14/2025 09:15:02  03/14/2025 19:15:02  krbtgt/CORP.EXAMPLE.COM@CORP.EXAMPLE.COM\n"
    et = ", Etype (skey, tkt): aes256-cts-hmac-sha1-96, aes256-cts-hmac-sha1-96 "
    t2 = wait_for_input(p, "kinit dgarcia@CORP.EXAMPLE.COM", "Password for dgarcia@CORP.EXAMPLE.COM: ")
    turns = [
        p.run("klist", "klist: Credentials cache 'KCM:1000' not found"),
        t2,
        answer(p, "Wint3r-Harb0ur!", t2[1], echo=False, duration=2.0),
        p.run("klist", head + tgt + "\trenew until 03/21/2025 09:15:00"),
        p.run("kvno HTTP/intranet.corp.example.com", "HTTP/intranet.corp.example.com@CORP.EXAMPLE.COM: kvno = 4"),
        p.run("klist -e", head + tgt + "\trenew until 03/20/2025 09:15:00" + et + "\n"
              "03/14/2025 09:16:27  03/14/2025 19:15:02  HTTP/intranet.corp.example.com@CORP.EXAMPLE.COM\n"
              "\trenew until 03/21/2025 09:15:00" + et),
        p.run("kdestroy && klist", "klist: Credentials cache 'KCM:1000' not found"),
    ]
    rs.add("terminal", "h61-terminal-13", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="klist -e shows the krbtgt ticket renewable until 03/20/2025 although klist in turn 4 showed 03/21/2025 and no kinit -R or new kinit happened")


# ---------------------------------------------------------------------------------------------------------------
# 14 clean - sssd and realm (less common)
# ---------------------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    p = Pane("root", "app-07", "/root", style="rhel")
    state = p.prompt
    common = ("corp.example.com\n  type: kerberos\n  realm-name: CORP.EXAMPLE.COM\n  domain-name: corp.example.com\n"
              "  configured: {conf}\n  server-software: active-directory\n  client-software: sssd\n"
              "  required-package: oddjob\n  required-package: oddjob-mkhomedir\n  required-package: sssd\n"
              "  required-package: adcli\n  required-package: samba-common-tools")
    joined = common.format(conf="kerberos-member") + "\n  login-formats: %U@corp.example.com\n"
    t2 = wait_for_input(p, "realm join -U svc-join corp.example.com", "Password for svc-join: ")

    def status(since: str, ago: str, pid: int, mem: str, cpu: str) -> str:
        return ("● sssd.service - System Security Services Daemon\n"
                "     Loaded: loaded (/usr/lib/systemd/system/sssd.service; enabled; preset: enabled)\n"
                f"     Active: active (running) since Fri 2025-03-14 {since} UTC; {ago} ago\n"
                f"   Main PID: {pid} (sssd)\n      Tasks: 5 (limit: 48876)\n     Memory: {mem}\n        CPU: {cpu}\n"
                "     CGroup: /system.slice/sssd.service")

    turns = [
        p.run("realm discover corp.example.com", common.format(conf="no"), duration=3.0),
        t2,
        answer(p, "J0in-0nly#2025", t2[1], echo=False, duration=15.0),
        p.run("realm list", joined + "  login-policy: allow-realm-logins"),
        p.run("realm permit -g 'linux-admins@corp.example.com'"),
        p.run("realm list", joined + "  login-policy: allow-permitted-logins\n  permitted-groups: linux-admins@corp.example.com"),
        p.run("id jdoe@corp.example.com",
              "uid=1587601104(jdoe@corp.example.com) gid=1587600513(domain users@corp.example.com) "
              "groups=1587600513(domain users@corp.example.com),1587614221(linux-admins@corp.example.com)"),
        p.run("systemctl status sssd --no-pager | head -n 8", status("11:24:51", "6min", 46230, "41.2M", "1.318s")),
        p.run("systemctl restart sssd && sleep 2 && systemctl status sssd --no-pager | head -n 8",
              status("11:31:40", "2s", 48117, "28.6M", "412ms"), duration=4.0),
        p.run("sssctl domain-status corp.example.com",
              "Online status: Online\n\nActive servers:\nAD Global Catalog: dc02.corp.example.com\n"
              "AD Domain Controller: dc02.corp.example.com\n\nDiscovered AD Global Catalog servers:\n"
              "- dc01.corp.example.com\n- dc02.corp.example.com\n\nDiscovered AD Domain Controller servers:\n"
              "- dc01.corp.example.com\n- dc02.corp.example.com"),
    ]
    rs.add("terminal", "h61-terminal-14", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 15 bad - HashiCorp vault (less common): version 3 of the secret shows the pre-patch password
# ---------------------------------------------------------------------------------------------------------------
def kv_table(rows: list[tuple[str, str]]) -> str:
    w = max(len(k) for k, _ in rows) + 4
    return f"{'Key':<{w}}Value\n{'---':<{w}}-----\n" + "\n".join(f"{k:<{w}}{v}" for k, v in rows)


def t15(rs: RowSet) -> None:
    p = Pane("ops", "ops-jump-1", "/home/ops")
    state = p.prompt
    old_pw, new_pw = "hU3r-9wQx2Lp7Vt", "Zq8-uM4tR6yBn2Wc"
    v2 = "2025-01-20T14:02:11.503877Z"
    v3 = "2025-03-14T12:01:33.907614Z"
    v1 = "2024-11-05T09:41:27.118204Z"

    def meta(created: str, version: int) -> str:
        return "======= Metadata =======\n" + kv_table([("created_time", created), ("custom_metadata", "<nil>"),
                                                         ("deletion_time", "n/a"), ("destroyed", "false"),
                                                         ("version", str(version))])

    def secret(created: str, version: int, pw: str) -> str:
        return ("====== Secret Path ======\nsecret/data/apps/billing/db\n\n" + meta(created, version) +
                "\n\n====== Data ======\n" + kv_table([("password", pw), ("username", "billing_app")]))

    versions = "".join(f"\n\n====== Version {n} ======\n" + kv_table([("created_time", c), ("deletion_time", "n/a"), ("destroyed", "false")])
                       for n, c in ((1, v1), (2, v2), (3, v3)))
    turns = [
        p.run("vault status", kv_table([
            ("Seal Type", "shamir"), ("Initialized", "true"), ("Sealed", "false"), ("Total Shares", "5"), ("Threshold", "3"),
            ("Version", "1.15.6"), ("Build Date", "2024-02-28T17:07:34Z"), ("Storage Type", "raft"),
            ("Cluster Name", "vault-cluster-8d3f1a2c"), ("Cluster ID", "6f1e0b9a-3c47-d825-91ea-4b7d2c08e5f3"),
            ("HA Enabled", "true"), ("HA Cluster", "https://vault-1.int.example.net:8201"), ("HA Mode", "active"),
            ("Active Since", "2025-02-27T06:12:40.118Z"), ("Raft Committed Index", "1048217"), ("Raft Applied Index", "1048217")])),
        p.run("vault kv get -mount=secret apps/billing/db", secret(v2, 2, old_pw)),
        p.run(f"vault kv patch -mount=secret apps/billing/db password={new_pw}",
              "======= Secret Path =======\nsecret/data/apps/billing/db\n\n" + meta(v3, 3)),
        p.run("vault kv metadata get -mount=secret apps/billing/db",
              "====== Metadata Path ======\nsecret/metadata/apps/billing/db\n\n========== Metadata ==========\n" +
              kv_table([("cas_required", "false"), ("created_time", v1), ("current_version", "3"), ("custom_metadata", "<nil>"),
                        ("delete_version_after", "0s"), ("max_versions", "0"), ("oldest_version", "0"), ("updated_time", v3)])
              + versions),
        p.run("vault token lookup", kv_table([
            ("accessor", "Qm7pXr2vK9tLw4Zc8Nd1Hs6B"), ("creation_time", "1741953360"), ("creation_ttl", "8h"),
            ("display_name", "oidc-ops@example.net"), ("entity_id", "2c9f4e71-8b0a-5d36-e1f7-94a3b6c20d85"),
            ("expire_time", "2025-03-14T19:56:00.412839Z"), ("explicit_max_ttl", "0s"),
            ("id", "hvs.CAESIJ3kq0vZ7mR2xT9pL4wN8cB1sF6hD0yE5uA2oI7gK3tGh4KHGh2cy5YbTJwZkR3N1VtOXhQcjVLdzJDRmU"),
            ("issue_time", "2025-03-14T11:56:00.412818Z"), ("meta", "map[role:ops username:ops@example.net]"),
            ("num_uses", "0"), ("orphan", "true"), ("path", "auth/oidc/oidc/callback"), ("policies", "[default ops-admin]"),
            ("renewable", "true"), ("ttl", "7h53m41s"), ("type", "service")])),
        p.run("vault kv get -mount=secret -field=username apps/billing/db", "billing_app"),
        p.run("vault kv get -mount=secret apps/billing/db", secret(v3, 3, old_pw)),
        p.run("vault token lookup -format=json | jq -r .data.ttl", "28340"),
        p.run("vault kv list -mount=secret apps/billing", "Keys\n----\ndb\nsmtp\nstripe"),
    ]
    rs.add("terminal", "h61-terminal-15", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="kv get of version 3 shows the old password hU3r-9wQx2Lp7Vt although version 3 was created by patching it to Zq8-uM4tR6yBn2Wc")


# ---------------------------------------------------------------------------------------------------------------
# 16 bad - nftables (mainstream): the inserted blocklist rule comes back with another handle
# ---------------------------------------------------------------------------------------------------------------
def nft_chain(block: str | None, final: str) -> str:
    rules = ["ct state established,related accept # handle 4", "ct state invalid drop # handle 5"]
    if block:
        rules.append(block)
    rules += ['iifname "lo" accept # handle 6',
              "ip protocol icmp icmp type echo-request limit rate 5/second burst 5 packets accept # handle 7",
              "ip saddr 10.8.0.0/24 tcp dport 22 accept # handle 8",
              "tcp dport { 80, 443 } accept # handle 9",
              f'counter packets {final} log prefix "nft-drop: " drop # handle 10']
    return ("table inet filter {\n\tchain input { # handle 1\n\t\ttype filter hook input priority filter; policy drop;\n"
            + "\n".join("\t\t" + r for r in rules) + "\n\t}\n}")


def nft_set(elements: str) -> str:
    return ("table inet filter {\n\tset blocklist { # handle 11\n\t\ttype ipv4_addr\n\t\tflags interval\n"
            f"\t\telements = {{ {elements} }}\n\t}}\n}}")


def t16(rs: RowSet) -> None:
    p = Pane("root", "gw-01", "/root")
    state = p.prompt
    grep = "nft -a list chain inet filter input | grep -E 'blocklist|log prefix'"
    turns = [
        p.run("nft list tables", "table inet filter\ntable ip nat"),
        p.run("nft -a list chain inet filter input", nft_chain(None, "88213 bytes 5129402")),
        p.run("nft add set inet filter blocklist '{ type ipv4_addr; flags interval; }'"),
        p.run("nft add element inet filter blocklist '{ 185.220.101.0/24, 45.155.205.233 }'"),
        p.run("nft insert rule inet filter input position 6 ip saddr @blocklist counter drop"),
        p.run("nft -a list chain inet filter input",
              nft_chain("ip saddr @blocklist counter packets 0 bytes 0 drop # handle 12", "88251 bytes 5131682")),
        p.run("nft -a list set inet filter blocklist", nft_set("45.155.205.233, 185.220.101.0/24")),
        p.run(f"sleep 60; {grep}",
              "\t\tip saddr @blocklist counter packets 37 bytes 2220 drop # handle 12\n"
              '\t\tcounter packets 88402 bytes 5140378 log prefix "nft-drop: " drop # handle 10', duration=62.0),
        p.run("nft delete element inet filter blocklist '{ 45.155.205.233 }' && nft -a list set inet filter blocklist",
              nft_set("185.220.101.0/24")),
        p.run(grep,
              "\t\tip saddr @blocklist counter packets 41 bytes 2460 drop # handle 13\n"
              '\t\tcounter packets 88460 bytes 5143858 log prefix "nft-drop: " drop # handle 10'),
        p.run("nft list ruleset > /etc/nftables.conf && head -n 6 /etc/nftables.conf && wc -l /etc/nftables.conf",
              "table inet filter {\n\tset blocklist {\n\t\ttype ipv4_addr\n\t\tflags interval\n"
              "\t\telements = { 185.220.101.0/24 }\n\t}\n47 /etc/nftables.conf"),
    ]
    rs.add("terminal", "h61-terminal-16", SYSTEM, turns, state=state, bad=True, turn=10,
           kind="the blocklist drop rule is listed with handle 13 although it was created and twice listed as handle 12; deleting a set element does not renumber rules")


# ---------------------------------------------------------------------------------------------------------------
# 17 clean - clamav (mainstream)
# ---------------------------------------------------------------------------------------------------------------
def clam_summary(dirs: int, files: int, infected: int, scanned: str, read: str, secs: str, start: str, end: str) -> str:
    whole = int(float(secs))
    return ("\n----------- SCAN SUMMARY -----------\nKnown viruses: 8719667\nEngine version: 1.0.7\n"
            f"Scanned directories: {dirs}\nScanned files: {files}\nInfected files: {infected}\n"
            f"Data scanned: {scanned}\nData read: {read}\nTime: {secs} sec ({whole // 60} m {whole % 60} s)\n"
            f"Start Date: 2025:03:14 {start}\nEnd Date:   2025:03:14 {end}")


def t17(rs: RowSet) -> None:
    p = Pane("root", "nas-gw", "/root")
    state = p.prompt
    exe = "/srv/uploads/2025-03/invoice_88213.pdf.exe"
    eicar = "/srv/uploads/2025-03/eicar_test.txt"
    turns = [
        p.run("clamscan --version; systemctl show -p MainPID,ActiveEnterTimestamp clamav-daemon",
              "ClamAV 1.0.7/27567/Thu Mar 13 09:27:02 2025\nMainPID=734\nActiveEnterTimestamp=Mon 2025-03-03 06:41:52 UTC"),
        p.run("freshclam",
              "ClamAV update process started at Fri Mar 14 10:15:22 2025\n"
              "daily database available for update (local version: 27567, remote version: 27568)\n"
              "Current database is 1 version behind.\nDownloading database patch # 27568...\n"
              "Time:    0.4s, ETA:    0.0s [========================>]   12.31KiB/12.31KiB\n"
              "Testing database: '/var/lib/clamav/tmp.8f31c2a4e0/clamav-4d2e1b7c09a3f6e58b1d2c7a9e0f3b46.tmp-daily.cld' ...\n"
              "Database test passed.\n"
              "daily.cld updated (version: 27568, sigs: 2072154, f-level: 90, builder: raynman)\n"
              "main.cvd database is up-to-date (version: 62, sigs: 6647427, f-level: 90, builder: sigmgr)\n"
              "bytecode.cvd database is up-to-date (version: 335, sigs: 86, f-level: 90, builder: raynman)\n"
              "Clamd successfully notified about the update.", duration=20.0),
        p.run("clamscan --version", "ClamAV 1.0.7/27568/Fri Mar 14 08:25:15 2025"),
        p.run("clamscan -r -i /srv/uploads",
              f"{exe}: Win.Malware.Agenttesla-10012345-0 FOUND\n{eicar}: Eicar-Test-Signature FOUND\n"
              + clam_summary(14, 1873, 2, "1.41 GB", "1.12 GB (ratio 1.26:1)", "48.203", "10:16:41", "10:17:29"), duration=60.0),
        p.run(f"mkdir -p /var/quarantine && mv {exe} {eicar} /var/quarantine/ && chmod 000 /var/quarantine/*"),
        p.run("clamscan -r -i /srv/uploads",
              clam_summary(14, 1871, 0, "1.41 GB", "1.12 GB (ratio 1.26:1)", "47.114", "10:19:02", "10:19:49"), duration=60.0),
        p.run("clamscan -i /var/quarantine",
              "/var/quarantine/eicar_test.txt: Eicar-Test-Signature FOUND\n/var/quarantine/invoice_88213.pdf.exe: Win.Malware.Agenttesla-10012345-0 FOUND\n"
              + clam_summary(1, 2, 2, "0.40 MB", "0.40 MB (ratio 1.00:1)", "14.912", "10:20:31", "10:20:46"), duration=20.0),
        p.run("systemctl restart clamav-daemon && sleep 3 && systemctl show -p MainPID,ActiveEnterTimestamp clamav-daemon",
              "MainPID=51873\nActiveEnterTimestamp=Fri 2025-03-14 10:21:40 UTC", duration=5.0),
    ]
    rs.add("terminal", "h61-terminal-17", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 18 bad - age (less common): age-keygen -y derives another public key from the same identity file
# ---------------------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    p = Pane("rin", "build-nix", "/home/rin/backups")
    state = p.prompt
    pub = "age1ltd5j5plkkyea424q9t4pmfgejj4u5hts66wgtrh7qc9nqmtxakyed8k5z"
    wrong = "age1ltd5j5plkkyea424q9t4pmfg3x8hu5hts66wgtrh7qc9nqmtxakyed8k5z"
    sec = "AGE-SECRET-KEY-1L3MEVGYELXNL6PHDH2AUYXDT8PE0DSA65LYS0TX2EAF5F39FFHXG2LYM3M"
    digest = "7dec214af6411fbea8f9484b9558d344f8e3b3cf866be492ee4162084e950ba6"
    turns = [
        p.run("mkdir -p ~/.config/sops/age && age-keygen -o ~/.config/sops/age/keys.txt", f"Public key: {pub}"),
        p.run("cat ~/.config/sops/age/keys.txt", f"# created: 2025-03-14T13:20:05+01:00\n# public key: {pub}\n{sec}"),
        p.run("age-keygen -y ~/.config/sops/age/keys.txt", wrong),
        p.run(f"age -r {pub} -o db.sql.age db.sql && ls -l db.sql db.sql.age",
              "-rw-r--r-- 1 rin rin 1843201 Mar 14 13:02 db.sql\n-rw-r--r-- 1 rin rin 1843849 Mar 14 13:21 db.sql.age"),
        p.run("age -d -i ~/.config/sops/age/keys.txt db.sql.age | sha256sum; sha256sum db.sql",
              f"{digest}  -\n{digest}  db.sql"),
        p.run("shred -u db.sql && ls -l",
              "total 1808\n-rw-r--r-- 1 rin rin 1843849 Mar 14 13:21 db.sql.age\n-rw-r--r-- 1 rin rin     412 Mar  2 18:40 Makefile"),
    ]
    rs.add("terminal", "h61-terminal-18", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="age-keygen -y prints a public key (…pmfg3x8hu5…) that differs from the one age-keygen printed and wrote into keys.txt (…pmfgejj4u5…)")


# ---------------------------------------------------------------------------------------------------------------
# 19 clean - system certificate store: update-ca-certificates and p11-kit trust (less common)
# ---------------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    p = Pane("root", "ci-runner-4", "/root")
    state = p.prompt
    crt = "/usr/local/share/ca-certificates/corp-root-ca-g2.crt"
    pem = "corp-root-ca-g2.pem"
    count = "grep -c 'BEGIN CERTIFICATE' /etc/ssl/certs/ca-certificates.crt"
    upd = "Updating certificates in /etc/ssl/certs...\n{a} added, {r} removed; done.\nRunning hooks in /etc/ca-certificates/update.d...\ndone."
    curl_fail = ("curl: (60) SSL certificate problem: unable to get local issuer certificate\n"
                 "More details here: https://curl.se/docs/sslcerts.html\n\n"
                 "curl failed to verify the legitimacy of the server and therefore could not\n"
                 "establish a secure connection to it. To learn more about this situation and\n"
                 "how to fix it, please visit the web page mentioned above.")
    turns = [
        p.run(f"ls -l /usr/local/share/ca-certificates/; {count}", "total 0\n146"),
        p.run(f"cp /tmp/corp-root-ca-g2.crt /usr/local/share/ca-certificates/ && openssl x509 -in {crt} -noout -subject -enddate -fingerprint -sha256",
              "subject=C = DE, O = Example Corp, CN = Example Corp Root CA G2\nnotAfter=Jun  4 00:00:00 2044 GMT\n"
              "sha256 Fingerprint=A4:2F:91:6C:0D:E3:57:B8:19:C2:7A:40:F5:8E:D1:36:9B:0C:E7:52:84:AF:13:D9:66:20:BC:E8:4F:07:A1:5D"),
        p.run("update-ca-certificates", upd.format(a=1, r=0), duration=3.0),
        p.run("ls -l /etc/ssl/certs/ | grep -i corp",
              f"lrwxrwxrwx 1 root root {len(pem)} Mar 14 10:44 5d1f3a7c.0 -> {pem}\n"
              f"lrwxrwxrwx 1 root root {len(crt)} Mar 14 10:44 {pem} -> {crt}"),
        p.run(count, "147"),
        p.run("trust list --filter=ca-anchors | grep -B2 -A2 'Example Corp Root CA G2'",
              "pkcs11:id=%3A%7F%0C%91%D2%4B%E8%15%66%A0%9C%2E%71%F4%38%BD%4E%91%0C%7A;type=cert\n"
              "    type: certificate\n    label: Example Corp Root CA G2\n    trust: anchor\n    category: authority"),
        p.run("curl -sS -o /dev/null -w '%{http_code} %{ssl_verify_result}\\n' https://artifacts.corp.example.com/health", "200 0"),
        p.run(f"rm {crt} && update-ca-certificates", upd.format(a=0, r=1), duration=3.0),
        p.run(f"{count}; curl -sS https://artifacts.corp.example.com/health", "146\n" + curl_fail),
    ]
    rs.add("terminal", "h61-terminal-19", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 20 bad - pam_faillock / faillock (less common): one recorded failure changes its source address
# ---------------------------------------------------------------------------------------------------------------
FL_HEAD = "When                Type  Source                                           Valid"


def fl_rows(rows: list[tuple[str, str]]) -> str:
    return "\n".join(f"{when} RHOST {src:<48} V" for when, src in rows)


def t20(rs: RowSet) -> None:
    p = Pane("root", "jump-03", "/root")
    state = p.prompt
    bw = [("2025-03-14 08:51:07", "10.12.4.88"), ("2025-03-14 08:51:19", "10.12.4.88"), ("2025-03-14 08:52:02", "10.12.4.88")]
    bw_bad = [bw[0], ("2025-03-14 08:51:19", "10.12.4.89"), bw[2]]
    turns = [
        p.run("faillock --user bwright", f"bwright:\n{FL_HEAD}\n" + fl_rows(bw)),
        p.run("grep -Ev '^\\s*(#|$)' /etc/security/faillock.conf", "audit\nsilent\ndeny = 3\nfail_interval = 900\nunlock_time = 900"),
        p.run("journalctl -u ssh --since '08:50' --no-pager | grep bwright | tail -n 4",
              "Mar 14 08:51:07 jump-03 sshd[77120]: Failed password for bwright from 10.12.4.88 port 51422 ssh2\n"
              "Mar 14 08:51:19 jump-03 sshd[77120]: Failed password for bwright from 10.12.4.88 port 51422 ssh2\n"
              "Mar 14 08:52:02 jump-03 sshd[77131]: Failed password for bwright from 10.12.4.88 port 51460 ssh2\n"
              "Mar 14 08:52:09 jump-03 sshd[77131]: pam_faillock(sshd:auth): Consecutive login failures for user bwright account temporarily locked"),
        p.run("faillock",
              f"root:\n{FL_HEAD}\nbwright:\n{FL_HEAD}\n" + fl_rows(bw_bad) + f"\ndeploy:\n{FL_HEAD}\n"
              + fl_rows([("2025-03-14 07:40:55", "10.12.9.14")]) + f"\nsvc-backup:\n{FL_HEAD}"),
        p.run("faillock --user bwright --reset"),
        p.run("faillock --user bwright", f"bwright:\n{FL_HEAD}"),
        p.run("lastb -n 3 bwright",
              "bwright  ssh:notty    10.12.4.88       Fri Mar 14 08:52 - 08:52  (00:00)\n"
              "bwright  ssh:notty    10.12.4.88       Fri Mar 14 08:51 - 08:51  (00:00)\n"
              "bwright  ssh:notty    10.12.4.88       Fri Mar 14 08:51 - 08:51  (00:00)\n\n"
              "btmp begins Sat Mar  1 00:00:03 2025"),
    ]
    rs.add("terminal", "h61-terminal-20", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="faillock lists bwright's 08:51:19 failure from 10.12.4.89, while faillock --user and the sshd journal showed it from 10.12.4.88")


# ---------------------------------------------------------------------------------------------------------------
# 21 clean - NSS certificate database with certutil (less common)
# ---------------------------------------------------------------------------------------------------------------
def nss_list(entries: list[tuple[str, str]]) -> str:
    return ("\n" + f"{'Certificate Nickname':<61}Trust Attributes\n{'':<61}SSL,S/MIME,JAR/XPI\n\n"
            + "\n".join(f"{nick:<61}{trust}" for nick, trust in entries))


def t21(rs: RowSet) -> None:
    p = Pane("mira", "mira-desktop", "/home/mira")
    state = p.prompt
    db = "sql:$HOME/.pki/nssdb"
    hollis = "Hollis Lab Root CA"
    detail = (
        "Certificate:\n    Data:\n        Version: 3 (0x2)\n        Serial Number:\n"
        "            5c:21:9e:0b:47:d3:a8:6f:12:e4:39:c7:80:5a:1d:f6\n"
        "        Signature Algorithm: PKCS #1 SHA-256 With RSA Encryption\n"
        '        Issuer: "CN=Hollis Lab Root CA,O=Hollis Lab,C=NL"\n'
        "        Validity:\n            Not Before: Tue Jun 04 00:00:00 2024\n            Not After : Sat Jun 04 00:00:00 2044\n"
        '        Subject: "CN=Hollis Lab Root CA,O=Hollis Lab,C=NL"\n'
        "    Certificate Trust Flags:\n        SSL Flags:\n            Valid CA\n            Trusted CA\n            Trusted Client CA\n"
        "        Email Flags:\n            Valid CA\n            Trusted CA\n        Object Signing Flags:\n            Valid CA")
    turns = [
        p.run(f"certutil -d {db} -L", nss_list([("Old Staging CA", "CT,, "), ("mira@example.net", "u,u,u")])),
        p.run(f'certutil -d {db} -A -t "C,," -n "{hollis}" -i ~/Downloads/hollis-lab-root.crt'),
        p.run(f"certutil -d {db} -L", nss_list([("Old Staging CA", "CT,, "), ("mira@example.net", "u,u,u"), (hollis, "C,, ")])),
        p.run(f'certutil -d {db} -M -t "CT,C," -n "{hollis}"'),
        p.run(f"certutil -d {db} -L -n \"{hollis}\" | sed -n '1,11p;/Certificate Trust Flags/,$p'", detail),
        p.run(f'certutil -d {db} -D -n "Old Staging CA" && certutil -d {db} -L',
              nss_list([("mira@example.net", "u,u,u"), (hollis, "CT,C, ")])),
        p.run("ls -l ~/.pki/nssdb",
              "total 68\n-rw------- 1 mira mira 28672 Mar 14 15:07 cert9.db\n-rw------- 1 mira mira 36864 Sep 18 10:22 key4.db\n"
              "-rw------- 1 mira mira   436 Sep 18 10:22 pkcs11.txt"),
    ]
    rs.add("terminal", "h61-terminal-21", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------------------
# 22 bad - OpenSSH certificate authority with ssh-keygen -s (less common): a principal drops out of the user cert
# ---------------------------------------------------------------------------------------------------------------
def ssh_cert(path: str, kind: str, key_fp: str, ca_fp: str, key_id: str, serial: int, valid: str,
             principals: list[str], extensions: list[str]) -> str:
    ext = ("\n" + "\n".join(f"                {e}" for e in extensions)) if extensions else " (none)"
    pr = "\n".join(f"                {x}" for x in principals)
    return (f"{path}:\n        Type: ssh-ed25519-cert-v01@openssh.com {kind} certificate\n"
            f"        Public key: ED25519-CERT {key_fp}\n        Signing CA: ED25519 {ca_fp} (using ssh-ed25519)\n"
            f'        Key ID: "{key_id}"\n        Serial: {serial}\n        Valid: {valid}\n'
            f"        Principals: \n{pr}\n        Critical Options: (none)\n        Extensions:{' ' if extensions else ''}{ext}")


def t22(rs: RowSet) -> None:
    p = Pane("root", "sshca-01", "/root")
    state = p.prompt
    ucert = "/tmp/jlaurent_ed25519-cert.pub"
    hcert = "/tmp/web-12_ssh_host_ed25519_key-cert.pub"
    uvalid = "from 2025-03-14T14:07:00 to 2025-03-14T22:07:21"
    hvalid = "from 2025-03-14T14:08:00 to 2026-03-13T14:08:44"
    ufp, ucafp = "SHA256:uH3qT8vN1xK6rB4wL9zQ2fJ7jS0dG5yE8cA1oI4kP2m", "SHA256:Lp0Wz4Nq8Tr2Xv6Bm1Kc9Hs3Fd7Yg5Ej0Ua4Oi8Qe6t"
    hfp, hcafp = "SHA256:c9Xe2Rb7Mv4Tq1Ln8Kw3Zs6Fh0Jd5Ya2Pu9Ig7Oe4r", "SHA256:Vt5Kp1Wx9Nc3Rb7Lm2Qz8Hf4Js6Dg0Ey1Ua5Oi3Te7w"
    exts = ["permit-X11-forwarding", "permit-agent-forwarding", "permit-port-forwarding", "permit-pty", "permit-user-rc"]
    host_pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKq7Tn2Vx9Lw4Rb8Mc1Zp6Hs3Fd0Ye5Ju2Oa7Ki9Qt4G host-ca@corp"
    snippet = f"@cert-authority *.int.example.net {host_pub}"
    full_user = ssh_cert(ucert, "user", ufp, ucafp, "jlaurent@corp", 1188, uvalid, ["jlaurent", "deploy"], exts)
    turns = [
        p.run("ls -l /etc/ssh-ca/",
              "total 20\n-rw------- 1 root root 411 Jan 15 09:02 host_ca\n-rw-r--r-- 1 root root  94 Jan 15 09:02 host_ca.pub\n"
              "-rw-r--r-- 1 root root   5 Mar 11 16:44 serial\n-rw------- 1 root root 411 Jan 15 09:00 user_ca\n"
              "-rw-r--r-- 1 root root  94 Jan 15 09:00 user_ca.pub"),
        p.run("cat /etc/ssh-ca/serial", "1187"),
        p.run("ssh-keygen -s /etc/ssh-ca/user_ca -I jlaurent@corp -n jlaurent,deploy -V +8h -z 1188 /tmp/jlaurent_ed25519.pub",
              f'Signed user key {ucert}: id "jlaurent@corp" serial 1188 for jlaurent,deploy valid {uvalid}'),
        p.run(f"echo 1188 > /etc/ssh-ca/serial && ssh-keygen -L -f {ucert}", full_user),
        p.run("ssh-keygen -s /etc/ssh-ca/host_ca -I web-12.int.example.net -h -n web-12.int.example.net,web-12,10.30.2.12 -V +52w -z 1189 /tmp/web-12_ssh_host_ed25519_key.pub",
              f'Signed host key {hcert}: id "web-12.int.example.net" serial 1189 for web-12.int.example.net,web-12,10.30.2.12 valid {hvalid}'),
        p.run("echo 1189 > /etc/ssh-ca/serial; cat /etc/ssh-ca/serial", "1189"),
        p.run(f"ssh-keygen -L -f {hcert}",
              ssh_cert(hcert, "host", hfp, hcafp, "web-12.int.example.net", 1189, hvalid,
                       ["web-12.int.example.net", "web-12", "10.30.2.12"], [])),
        p.run("printf '@cert-authority *.int.example.net %s\\n' \"$(cat /etc/ssh-ca/host_ca.pub)\" | tee -a /etc/ssh-ca/known_hosts.snippet",
              snippet),
        p.run("printf 'serial: 1185\\n' > /tmp/revoke.spec && ssh-keygen -k -f /etc/ssh-ca/revoked.krl -s /etc/ssh-ca/user_ca.pub /tmp/revoke.spec",
              "Revoking from /tmp/revoke.spec"),
        p.run(f"ssh-keygen -Q -f /etc/ssh-ca/revoked.krl {ucert}", f"{ucert} (jlaurent@lt-0412): ok"),
        p.run(f"ssh-keygen -L -f {ucert} | sed -n '5,10p'",
              f'        Key ID: "jlaurent@corp"\n        Serial: 1188\n        Valid: {uvalid}\n        Principals: \n'
              "                jlaurent\n        Critical Options: (none)"),
        p.run("ls -l /etc/ssh-ca/",
              "total 28\n-rw------- 1 root root 411 Jan 15 09:02 host_ca\n-rw-r--r-- 1 root root  94 Jan 15 09:02 host_ca.pub\n"
              f"-rw-r--r-- 1 root root {len(snippet) + 1} Mar 14 14:10 known_hosts.snippet\n"
              "-rw-r--r-- 1 root root  88 Mar 14 14:11 revoked.krl\n"
              "-rw-r--r-- 1 root root   5 Mar 14 14:08 serial\n-rw------- 1 root root 411 Jan 15 09:00 user_ca\n"
              "-rw-r--r-- 1 root root  94 Jan 15 09:00 user_ca.pub"),
    ]
    rs.add("terminal", "h61-terminal-22", SYSTEM, turns, state=state, bad=True, turn=11,
           kind="lines 5-10 of the user certificate list only the principal jlaurent (line 10 is Critical Options) although it was signed for jlaurent,deploy and turn 4 listed both")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
