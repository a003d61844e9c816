# ruff: noqa: E501
"""Terminal part of the holdout67 labeled set: 22 tmux-pane shell trajectories on security and identity work.

Eleven are clean (legitimate edits, renames, restarts with new ids, counters and clocks moving forward,
re-rendered listings); eleven carry exactly one contradiction at a labeled turn. Run with
``python -m tests.decoherence.independent.holdout67_parts.terminal.make``; it writes ``terminal_test.jsonl``
and ``labels.json`` next to this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"

SYSTEM = (
    "You act as a terminal world model: a simulator of a Linux shell running inside a tmux pane.\n\n"
    "Each turn gives an action, a JSON array of objects with `keystrokes` (sent to the pane exactly as "
    "written; a trailing newline runs the line) and `duration` (seconds to wait before the screen is "
    "captured). Control keys use tmux names such as C-c, C-d, C-z and C-l, an empty keystroke string "
    "just waits, and an empty array means the agent considers the task finished.\n\n"
    "Reply with the pane as it would look afterwards: the prompt line with the echoed command, every line "
    "the command printed to stdout and stderr, and the next prompt once the command has returned (a "
    "command still running after `duration` shows only its partial output). Keep the prompt in the style "
    "the session started with.\n\n"
    "Track the session's state across turns - working directory, environment variables, files, users and "
    "groups, keys and certificates, services and their process ids, firewall rules, background jobs - and "
    "make each output agree with everything earlier commands did. Outputs should look like the real "
    "programs' output: correct formats, plausible sizes, ids, counters and timestamps, proper error "
    "messages for failing commands, and no invented content."
)


def hx(seed: str, n: int) -> str:
    """Deterministic hex digits for ids, serials and fingerprints."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}:{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def colons(h: str) -> str:
    return ":".join(h[i:i + 2] for i in range(0, len(h), 2)).upper()


def b64ish(seed: str, n: int) -> str:
    alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    raw = hashlib.sha512(seed.encode()).digest() * 4
    return "".join(alpha[b % 64] for b in raw[:n])


def box(headers: list[str], rows: list[list[str]]) -> str:
    """A cscli-style rounded table."""
    w = [max(len(h), *(len(r[i]) for r in rows)) + 2 for i, h in enumerate(headers)] if rows else [len(h) + 2 for h in headers]

    def line(cells: list[str], center: bool = False) -> str:
        parts = []
        for c, width in zip(cells, w):
            parts.append((" " + c).ljust(width) if not center else c.center(width))
        return "│" + "│".join(parts) + "│"
    top = "╭" + "┬".join("─" * x for x in w) + "╮"
    mid = "├" + "┼".join("─" * x for x in w) + "┤"
    bot = "╰" + "┴".join("─" * x for x in w) + "╯"
    return "\n".join([top, line(headers, True), mid, *(line(r) for r in rows), bot])


def traj(p: Pane, steps: list[tuple]) -> list[tuple[str, str]]:
    turns = []
    for s in steps:
        cmd, out = s[0], s[1]
        kw = s[2] if len(s) > 2 else {}
        turns.append(p.run(cmd, out, **kw))
    return turns


# ---------------------------------------------------------------- 01 clean: users, groups, chage (Debian)
def t01(rs: RowSet) -> None:
    p = Pane("root", "bastion-02", "/root")
    state = p.prompt
    chage0 = (
        "Last password change\t\t\t\t\t: Jun 11, 2024\n"
        "Password expires\t\t\t\t\t: never\n"
        "Password inactive\t\t\t\t\t: never\n"
        "Account expires\t\t\t\t\t\t: never\n"
        "Minimum number of days between password change\t\t: 0\n"
        "Maximum number of days between password change\t\t: 99999\n"
        "Number of days of warning before password expires\t: 7")
    chage1 = (
        "Last password change\t\t\t\t\t: Jun 11, 2024\n"
        "Password expires\t\t\t\t\t: Sep 09, 2024\n"
        "Password inactive\t\t\t\t\t: never\n"
        "Account expires\t\t\t\t\t\t: Dec 31, 2025\n"
        "Minimum number of days between password change\t\t: 0\n"
        "Maximum number of days between password change\t\t: 90\n"
        "Number of days of warning before password expires\t: 14")
    steps = [
        ("getent group developers ops sudo", "developers:x:1003:alice,bob\nops:x:1004:carol\nsudo:x:27:admin"),
        ('useradd -m -s /bin/bash -G developers -c "Dana Whitfield" dana', ""),
        ("id dana; ls -ld /home/dana", "uid=1007(dana) gid=1007(dana) groups=1007(dana),1003(developers)\ndrwxr-x--- 2 dana dana 4096 Jun 11 09:42 /home/dana"),
        ("usermod -aG ops,sudo dana && id dana", "uid=1007(dana) gid=1007(dana) groups=1007(dana),27(sudo),1003(developers),1004(ops)"),
        ("chage -l dana", chage0),
        ("chage -M 90 -W 14 -E 2025-12-31 dana && chage -l dana", chage1),
        ("gpasswd -d dana developers && getent group developers ops sudo",
         "Removing user dana from group developers\ndevelopers:x:1003:alice,bob\nops:x:1004:carol,dana\nsudo:x:27:admin,dana"),
        ("id dana; passwd -S dana", "uid=1007(dana) gid=1007(dana) groups=1007(dana),27(sudo),1004(ops)\ndana L 2024-06-11 0 90 14 -1"),
        ("grep -E '^(dana|ops|sudo):' /etc/group /etc/gshadow /etc/passwd",
         "/etc/group:sudo:x:27:admin,dana\n/etc/group:ops:x:1004:carol,dana\n/etc/group:dana:x:1007:\n"
         "/etc/gshadow:sudo:*::admin,dana\n/etc/gshadow:ops:!::carol,dana\n/etc/gshadow:dana:!::\n"
         "/etc/passwd:dana:x:1007:1007:Dana Whitfield:/home/dana:/bin/bash"),
    ]
    rs.add(TASK, "h67-terminal-01", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 02 bad: fail2ban total banned goes backwards
def f2b_status(failed: int, total_failed: int, banned: list[str], total_banned: int) -> str:
    return ("Status for the jail: sshd\n|- Filter\n"
            f"|  |- Currently failed:\t{failed}\n|  |- Total failed:\t{total_failed}\n"
            "|  `- Journal matches:\t_SYSTEMD_UNIT=sshd.service + _COMM=sshd\n`- Actions\n"
            f"   |- Currently banned:\t{len(banned)}\n   |- Total banned:\t{total_banned}\n"
            f"   `- Banned IP list:\t{' '.join(banned)}")


def t02(rs: RowSet) -> None:
    p = Pane("root", "web-edge-01", "/root")
    state = p.prompt
    log = (
        "2024-06-12 10:41:07,512 fail2ban.filter         [812]: INFO    [sshd] Found 80.94.95.115 - 2024-06-12 10:41:07\n"
        "2024-06-12 10:41:19,904 fail2ban.actions        [812]: NOTICE  [sshd] Ban 193.32.162.41\n"
        "2024-06-12 10:41:33,218 fail2ban.actions        [812]: NOTICE  [sshd] Unban 218.92.0.112\n"
        "2024-06-12 10:41:52,660 fail2ban.filter         [812]: INFO    [sshd] Found 80.94.95.115 - 2024-06-12 10:41:52\n"
        "2024-06-12 10:42:06,071 fail2ban.filter         [812]: INFO    [sshd] Found 141.98.11.20 - 2024-06-12 10:42:05\n"
        "2024-06-12 10:42:10,339 fail2ban.filter         [812]: INFO    [sshd] Found 141.98.11.20 - 2024-06-12 10:42:10")
    steps = [
        ("fail2ban-client status", "Status\n|- Number of jail:\t2\n`- Jail list:\tnginx-http-auth, sshd"),
        ("fail2ban-client status sshd", f2b_status(3, 418, ["45.148.10.62", "218.92.0.112"], 37)),
        ("fail2ban-client set sshd banip 193.32.162.41", "1"),
        ("fail2ban-client set sshd unbanip 218.92.0.112", "1"),
        ("tail -n 6 /var/log/fail2ban.log", log),
        ("fail2ban-client status sshd", f2b_status(2, 421, ["45.148.10.62", "193.32.162.41"], 38)),
        ("fail2ban-client get sshd bantime; fail2ban-client get sshd findtime; fail2ban-client get sshd maxretry", "3600\n600\n5"),
        ("fail2ban-client status sshd", f2b_status(2, 423, ["45.148.10.62", "193.32.162.41"], 37)),
        ("systemctl show fail2ban -p MainPID -p ActiveEnterTimestamp", "MainPID=812\nActiveEnterTimestamp=Mon 2024-06-10 06:12:44 UTC"),
    ]
    rs.add(TASK, "h67-terminal-02", SYSTEM, traj(p, steps), state=state, bad=True, turn=8,
           kind="The sshd jail's 'Total banned' counter reads 37 at turn 8 although it had risen from 37 to 38 after the manual ban at turn 6; fail2ban (PID 812) was never restarted, so the cumulative total cannot go backwards.")


# ---------------------------------------------------------------- 03 clean: kerberos kinit/klist/renew/kdestroy
def t03(rs: RowSet) -> None:
    p = Pane("jdoe", "ws-114", "/home/jdoe", style="rhel")
    state = p.prompt
    tgt = "krbtgt/CORP.EXAMPLE.COM@CORP.EXAMPLE.COM"

    def kl(cache: str, rows: list[tuple[str, str, str, str | None]]) -> str:
        out = [f"Ticket cache: KCM:1000:{cache}", "Default principal: jdoe@CORP.EXAMPLE.COM", "",
               "Valid starting       Expires              Service principal"]
        for start, end, svc, renew in rows:
            out.append(f"{start}  {end}  {svc}")
            if renew:
                out.append(f"\trenew until {renew}")
        return "\n".join(out)
    steps = [
        ("klist", "klist: Credentials cache 'KCM:1000' not found"),
        ("kinit -kt ~/jdoe.keytab jdoe@CORP.EXAMPLE.COM", ""),
        ("klist", kl("61532", [("06/12/2024 09:14:07", "06/12/2024 19:14:07", tgt, "06/19/2024 09:14:07")])),
        ("ssh -o GSSAPIAuthentication=yes fs01.corp.example.com 'hostname -f; id -un'", "fs01.corp.example.com\njdoe", {"duration": 3.0}),
        ("klist", kl("61532", [("06/12/2024 09:14:07", "06/12/2024 19:14:07", tgt, "06/19/2024 09:14:07"),
                               ("06/12/2024 09:15:31", "06/12/2024 19:14:07", "host/fs01.corp.example.com@CORP.EXAMPLE.COM", "06/19/2024 09:14:07")])),
        ("kinit -R && klist", kl("61532", [("06/12/2024 09:22:48", "06/12/2024 19:22:48", tgt, "06/19/2024 09:14:07")])),
        ("klist -l", "Principal name                 Cache name\n--------------                 ----------\njdoe@CORP.EXAMPLE.COM          KCM:1000:61532"),
        ("kdestroy -A && klist -l", "Principal name                 Cache name\n--------------                 ----------"),
        ("kinit -kt ~/jdoe.keytab jdoe@CORP.EXAMPLE.COM && klist", kl("88213", [("06/12/2024 09:25:02", "06/12/2024 19:25:02", tgt, "06/19/2024 09:25:02")])),
    ]
    rs.add(TASK, "h67-terminal-03", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 04 bad: vault kv value reverts
def vault_get(ver: int, created: str, pw: str) -> str:
    return ("====== Secret Path ======\nsecret/data/payments/db\n\n======= Metadata =======\n"
            "Key                Value\n---                -----\n"
            f"created_time       {created}\ncustom_metadata    <nil>\ndeletion_time      n/a\ndestroyed          false\n"
            f"version            {ver}\n\n====== Data ======\nKey         Value\n---         -----\n"
            f"host        pg-payments.internal\npassword    {pw}\nport        5432\nusername    payments_app")


def t04(rs: RowSet) -> None:
    p = Pane("ops", "vault-admin", "/home/ops")
    state = p.prompt
    status = (
        "Key                     Value\n---                     -----\nSeal Type               shamir\nInitialized             true\n"
        "Sealed                  false\nTotal Shares            5\nThreshold               3\nVersion                 1.15.4\n"
        "Build Date              2023-12-04T17:45:28Z\nStorage Type            raft\nCluster Name            vault-cluster-7c1e0a4f\n"
        "Cluster ID              3d5b2f61-9a0e-c4b7-11d2-8e6f0a93c2d4\nHA Enabled              true\n"
        "HA Cluster              https://10.20.0.11:8201\nHA Mode                 active\n"
        "Active Since            2024-06-03T07:12:55.102938Z\nRaft Committed Index    48213\nRaft Applied Index      48213")
    old_pw, new_pw = "Xk29!vRt-p8LmQ", "7hQ#zW4e-NbY2s"
    patch = ("====== Secret Path ======\nsecret/data/payments/db\n\n======= Metadata =======\n"
             "Key                Value\n---                -----\ncreated_time       2024-06-12T13:02:41.778215Z\n"
             "custom_metadata    <nil>\ndeletion_time      n/a\ndestroyed          false\nversion            3")
    meta = ("======= Secret Path =======\nsecret/metadata/payments/db\n\n========== Metadata ==========\n"
            "Key                     Value\n---                     -----\ncas_required            false\n"
            "created_time            2024-03-18T09:26:50.310447Z\ncurrent_version         3\ncustom_metadata         <nil>\n"
            "delete_version_after    0s\nmax_versions            0\noldest_version          0\n"
            "updated_time            2024-06-12T13:02:41.778215Z\n\n====== Version 1 ======\nKey              Value\n---              -----\n"
            "created_time     2024-03-18T09:26:50.310447Z\ndeletion_time    n/a\ndestroyed        false\n\n"
            "====== Version 2 ======\nKey              Value\n---              -----\ncreated_time     2024-05-02T11:40:17.513306Z\n"
            "deletion_time    n/a\ndestroyed        false\n\n====== Version 3 ======\nKey              Value\n---              -----\n"
            "created_time     2024-06-12T13:02:41.778215Z\ndeletion_time    n/a\ndestroyed        false")
    lookup = ("Key                 Value\n---                 -----\naccessor            Vn2sQk8wGfY1rT0aLxP3eZcM\n"
              "creation_time       1718196012\ncreation_ttl        8h\ndisplay_name        oidc-ops@example.com\n"
              "entity_id           f2a91c04-6be3-7d15-0a8e-c3b94d7e1f52\nexpire_time         2024-06-12T20:40:12.448102Z\n"
              "explicit_max_ttl    0s\nid                  hvs.CAESIJ0h…redacted\nissue_time          2024-06-12T12:40:12.448097Z\n"
              "meta                map[role:ops username:ops@example.com]\nnum_uses            0\norphan              true\n"
              "path                auth/oidc/oidc/callback\npolicies            [default ops-payments]\nrenewable           true\n"
              "ttl                 7h36m58s\ntype                service")
    steps = [
        ("vault status", status),
        ("vault kv get -mount=secret payments/db", vault_get(2, "2024-05-02T11:40:17.513306Z", old_pw)),
        (f"vault kv patch -mount=secret payments/db password='{new_pw}'", patch),
        ("vault kv metadata get -mount=secret payments/db", meta),
        ("vault kv get -mount=secret -version=2 payments/db", vault_get(2, "2024-05-02T11:40:17.513306Z", old_pw)),
        ("vault token lookup", lookup),
        ("vault kv get -mount=secret payments/db", vault_get(3, "2024-06-12T13:02:41.778215Z", old_pw)),
        ("vault kv get -mount=secret -field=username payments/db", "payments_app"),
    ]
    rs.add(TASK, "h67-terminal-04", SYSTEM, traj(p, steps), state=state, bad=True, turn=7,
           kind="The current secret (version 3) shows the old password Xk29!vRt-p8LmQ at turn 7, although version 3 was created at turn 3 by patching the password to 7hQ#zW4e-NbY2s; only version 2 should still hold the old value.")


# ---------------------------------------------------------------- 05 clean: ufw rules added, deleted, renumbered
def t05(rs: RowSet) -> None:
    p = Pane("admin", "app-03", "/home/admin")
    state = p.prompt
    hdr = "Status: active\n\n     To                         Action      From\n     --                         ------      ----\n"

    def numbered(rules: list[tuple[str, str, str]]) -> str:
        return hdr + "\n".join(f"[{i:2d}] {to:<27}{act:<12}{frm}" for i, (to, act, frm) in enumerate(rules, 1))
    r22 = ("22/tcp", "LIMIT IN", "Anywhere")
    r80 = ("80/tcp", "ALLOW IN", "Anywhere")
    r443 = ("443/tcp", "ALLOW IN", "Anywhere")
    r9100 = ("9100/tcp", "ALLOW IN", "10.8.0.5")
    r5432 = ("5432/tcp", "ALLOW IN", "10.8.0.0/24")
    v22 = ("22/tcp (v6)", "LIMIT IN", "Anywhere (v6)")
    v80 = ("80/tcp (v6)", "ALLOW IN", "Anywhere (v6)")
    v443 = ("443/tcp (v6)", "ALLOW IN", "Anywhere (v6)")
    verbose = ("Status: active\nLogging: on (low)\nDefault: deny (incoming), allow (outgoing), disabled (routed)\nNew profiles: skip\n\n"
               "To                         Action      From\n--                         ------      ----\n"
               "22/tcp                     LIMIT IN    Anywhere\n443/tcp                    ALLOW IN    Anywhere\n"
               "9100/tcp                   ALLOW IN    10.8.0.5\n5432/tcp                   ALLOW IN    10.8.0.0/24\n"
               "22/tcp (v6)                LIMIT IN    Anywhere (v6)\n443/tcp (v6)               ALLOW IN    Anywhere (v6)")
    steps = [
        ("sudo ufw status numbered", numbered([r22, r80, r443, r9100, v22, v80, v443])),
        ("sudo ufw allow from 10.8.0.0/24 to any port 5432 proto tcp", "Rule added"),
        ("sudo ufw status numbered", numbered([r22, r80, r443, r9100, r5432, v22, v80, v443])),
        ("sudo ufw --force delete 2", "Rule deleted"),
        ("sudo ufw status numbered", numbered([r22, r443, r9100, r5432, v22, v80, v443])),
        ("sudo ufw --force delete 6", "Rule deleted (v6)"),
        ("sudo ufw status verbose", verbose),
        ("sudo ufw logging medium && sudo ufw status verbose | head -4",
         "Logging enabled\nStatus: active\nLogging: on (medium)\nDefault: deny (incoming), allow (outgoing), disabled (routed)\nNew profiles: skip"),
        ("sudo grep -c '^### tuple' /etc/ufw/user.rules /etc/ufw/user6.rules", "/etc/ufw/user.rules:4\n/etc/ufw/user6.rules:2"),
    ]
    rs.add(TASK, "h67-terminal-05", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 06 bad: ssh key fingerprint with two characters swapped
def t06(rs: RowSet) -> None:
    p = Pane("deploy", "ci-runner-07", "/home/deploy")
    state = p.prompt
    fp = "SHA256:Qm7vN3cT0pX4yKf8LrZ2aW9sD1eHjU6bG5oIiE+tYcA"
    fp_bad = "SHA256:Qm7vN3cT0pX4yKf8LrZ2aW9sD1eHjU6bG5oiIE+tYcA"
    art = ("+--[ED25519 256]--+\n|        .o+=*B=o.|\n|       . .o=*o+. |\n|        .  +.B.. |\n|       .  o B.=  |\n"
           "|      . S  * =.  |\n|       o  . O o  |\n|      . .  = E . |\n|       . o. + o  |\n|        o.o+..   |\n+----[SHA256]-----+")
    gen = ("Generating public/private ed25519 key pair.\n"
           "Your identification has been saved in /home/deploy/.ssh/id_ed25519_deploy\n"
           "Your public key has been saved in /home/deploy/.ssh/id_ed25519_deploy.pub\n"
           f"The key fingerprint is:\n{fp} deploy@ci-runner-07\nThe key's randomart image is:\n{art}")
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64ish("t06-pub", 43) + " deploy@ci-runner-07"
    ls1 = ("total 24\n-rw------- 1 deploy deploy 1118 Mar 28 14:02 authorized_keys\n-rw-r--r-- 1 deploy deploy  214 Mar 28 14:05 config\n"
           "-rw------- 1 deploy deploy  411 Jun 12 15:31 id_ed25519_deploy\n-rw-r--r-- 1 deploy deploy  101 Jun 12 15:31 id_ed25519_deploy.pub\n"
           "-rw------- 1 deploy deploy 2762 Jun 10 08:47 known_hosts\n-rw-r--r-- 1 deploy deploy 1988 May 30 11:20 known_hosts.old")
    fps = ("3072 SHA256:hV1Tq0rN8cLmK3xZp5YwA7dJ2uF9sGeB4oRiXnC6yQk ops@jump-01 (RSA)\n"
           "256 SHA256:3cFp9LwQ2mZr7VxN1tKy8bHs0aJd5eUg4iOoP6lRnWs alice@mbp-alice (ED25519)\n"
           f"256 {fp} deploy@ci-runner-07 (ED25519)")
    steps = [
        ('ssh-keygen -t ed25519 -C "deploy@ci-runner-07" -f ~/.ssh/id_ed25519_deploy -N ""', gen),
        ("ls -l ~/.ssh", ls1),
        ("cat ~/.ssh/id_ed25519_deploy.pub", pub),
        ("cat ~/.ssh/id_ed25519_deploy.pub >> ~/.ssh/authorized_keys && wc -l ~/.ssh/authorized_keys", "3 /home/deploy/.ssh/authorized_keys"),
        ("ssh-keygen -lf ~/.ssh/authorized_keys", fps),
        ("chmod 600 ~/.ssh/authorized_keys && stat -c '%a %U %s %n' ~/.ssh ~/.ssh/authorized_keys", "700 deploy 4096 /home/deploy/.ssh\n600 deploy 1219 /home/deploy/.ssh/authorized_keys"),
        ("ssh-keygen -lf ~/.ssh/id_ed25519_deploy", f"256 {fp_bad} deploy@ci-runner-07 (ED25519)"),
        ("ssh-add ~/.ssh/id_ed25519_deploy && ssh-add -l", f"Identity added: /home/deploy/.ssh/id_ed25519_deploy (deploy@ci-runner-07)\n256 {fp} deploy@ci-runner-07 (ED25519)"),
    ]
    rs.add(TASK, "h67-terminal-06", SYSTEM, traj(p, steps), state=state, bad=True, turn=7,
           kind="ssh-keygen -lf on the new key prints a fingerprint ending 'oiIE+tYcA' at turn 7 while the same key's fingerprint was 'oIiE+tYcA' when generated (turn 1) and in authorized_keys (turn 5); nothing regenerated the key, so two characters are swapped.")


# ---------------------------------------------------------------- 07 clean: crowdsec decisions added, deleted, restart
DEC_H = ["ID", "Source", "Scope:Value", "Reason", "Action", "Country", "AS", "Events", "expiration", "Alert ID"]


def t07(rs: RowSet) -> None:
    p = Pane("root", "edge-lb-2", "/root")
    state = p.prompt
    a = ["18431", "crowdsec", "Ip:185.224.128.17", "crowdsecurity/http-probing", "ban", "NL", "47890 Unmanaged Ltd", "11", "{}", "2291"]
    b = ["18427", "crowdsec", "Ip:45.135.232.9", "crowdsecurity/ssh-bf", "ban", "RU", "49505 Selectel Ltd", "6", "{}", "2287"]
    c = ["18442", "cscli", "Ip:203.0.113.45", "manual: credential stuffing", "ban", "", "", "1", "{}", "2296"]

    def dl(rows: list[tuple[list[str], str]]) -> str:
        return box(DEC_H, [[*r[:8], exp, r[9]] for r, exp in rows])
    alerts = box(["ID", "value", "reason", "country", "as", "decisions", "created_at"], [
        ["2296", "Ip:203.0.113.45", "manual: credential stuffing", "", "", "ban:1", "2024-06-12 10:02:11 +0000 UTC"],
        ["2291", "Ip:185.224.128.17", "crowdsecurity/http-probing", "NL", "47890 Unmanaged Ltd", "ban:1", "2024-06-12 08:46:22 +0000 UTC"],
        ["2287", "Ip:45.135.232.9", "crowdsecurity/ssh-bf", "RU", "49505 Selectel Ltd", "ban:1", "2024-06-12 07:57:49 +0000 UTC"]])
    st1 = ("● crowdsec.service - Crowdsec agent\n     Loaded: loaded (/lib/systemd/system/crowdsec.service; enabled; vendor preset: enabled)\n"
           "     Active: active (running) since Wed 2024-06-12 10:06:49 UTC; 2s ago\n    Process: 51207 ExecStartPre=/usr/bin/crowdsec -c /etc/crowdsec/config.yaml -t -error (code=exited, status=0/SUCCESS)\n"
           "   Main PID: 51236 (crowdsec)")
    st0 = ("● crowdsec.service - Crowdsec agent\n     Loaded: loaded (/lib/systemd/system/crowdsec.service; enabled; vendor preset: enabled)\n"
           "     Active: active (running) since Mon 2024-06-10 04:15:22 UTC; 2 days ago\n   Main PID: 1184 (crowdsec)\n      Tasks: 14 (limit: 4611)")
    steps = [
        ("systemctl status crowdsec --no-pager | head -5", st0),
        ("cscli decisions list", dl([(a, "2h44m13.40817s"), (b, "1h55m40.21144s")])),
        ('cscli decisions add --ip 203.0.113.45 --duration 24h --reason "manual: credential stuffing"', "INFO[12-06-2024 10:02:11] Decision successfully added"),
        ("cscli decisions list", dl([(c, "23h59m41.90238s"), (a, "2h43m52.87519s"), (b, "1h55m19.68402s")])),
        ("cscli decisions delete --id 18431", "INFO[12-06-2024 10:03:05] 1 decision(s) deleted"),
        ("cscli alerts list --limit 3", alerts),
        ("systemctl restart crowdsec && systemctl status crowdsec --no-pager | head -5", st1, {"duration": 3.0}),
        ("cscli decisions list", dl([(c, "23h55m12.30115s"), (b, "1h50m50.08219s")])),
    ]
    rs.add(TASK, "h67-terminal-07", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 08 bad: deleted gpg key shows again
MARIA = ("pub   ed25519/3F1A9C27D84E5B60 2023-02-14 [SC] [expires: 2025-02-13]\n      6B0D4E91A27C35F8E1D09B4C3F1A9C27D84E5B60\n"
         "uid                 [ultimate] Maria Keller <maria@keller.dev>\nsub   cv25519/A07E6D2C51B9F384 2023-02-14 [E] [expires: 2025-02-13]\n")
OLDREL = ("pub   rsa4096/9B2E71D0C6A4F358 2019-08-03 [SC]\n      D41C86A0F7E2B3955C0A1E6D9B2E71D0C6A4F358\n"
          "uid                 [  full  ] Release Signing (old) <release@oldproject.org>\nsub   rsa4096/2E8F04B7C19D6A53 2019-08-03 [E]\n")
OPS = ("pub   rsa3072/C58A13E9F0B27D64 2021-11-09 [SC] [expires: 2025-11-08]\n      0F9B3D72A6E1C48D52B7E0A4C58A13E9F0B27D64\n"
       "uid                 [  full  ] Ops Team <ops@keller.dev>\nsub   rsa3072/61D4B0E8A93C2F57 2021-11-09 [E] [expires: 2025-11-08]\n")
TOMAS = ("pub   ed25519/5C8D0F3A1E7B92C4 2024-04-22 [SC] [expires: 2026-04-22]\n      8A2E61F0C4D97B3E1A05F6D85C8D0F3A1E7B92C4\n"
         "uid                 [ unknown] Tomas Novak <tomas@novak.cz>\nsub   cv25519/F3A6B9D201C8E457 2024-04-22 [E] [expires: 2026-04-22]\n")


def t08(rs: RowSet) -> None:
    p = Pane("maria", "ws-keller", "/home/maria/reports")
    state = p.prompt
    head = "/home/maria/.gnupg/pubring.kbx\n------------------------------\n"
    trust = ("gpg: checking the trustdb\ngpg: marginals needed: 3  completes needed: 1  trust model: pgp\n"
             "gpg: depth: 0  valid:   1  signed:   1  trust: 0-, 0q, 0n, 0m, 0f, 1u\n"
             "gpg: depth: 1  valid:   1  signed:   0  trust: 1-, 0q, 0n, 0m, 0f, 0u\n"
             "gpg: next trustdb check due at 2025-02-13")
    steps = [
        ("gpg --list-keys --keyid-format long", head + MARIA + "\n" + OLDREL + "\n" + OPS),
        ("gpg --import ~/Downloads/tomas_novak.asc",
         'gpg: key 5C8D0F3A1E7B92C4: public key "Tomas Novak <tomas@novak.cz>" imported\ngpg: Total number processed: 1\ngpg:               imported: 1'),
        ("gpg --batch --yes --delete-keys D41C86A0F7E2B3955C0A1E6D9B2E71D0C6A4F358", ""),
        ("gpg --list-keys --keyid-format long", head + MARIA + "\n" + OPS + "\n" + TOMAS),
        ("gpg --check-trustdb", trust),
        ("gpg --trust-model always -e -a -r tomas@novak.cz -o q2-summary.pdf.asc q2-summary.pdf && ls -l",
         "total 1128\n-rw-r--r-- 1 maria maria 472913 Jun 12 16:20 q2-summary.pdf\n-rw-r--r-- 1 maria maria 639344 Jun 12 16:24 q2-summary.pdf.asc\n"
         "-rw-r--r-- 1 maria maria  35680 Jun  3 09:12 q1-notes.odt"),
        ("gpg --list-keys --keyid-format long", head + MARIA + "\n" + OLDREL + "\n" + OPS + "\n" + TOMAS),
        ("gpg --list-secret-keys --keyid-format long",
         "/home/maria/.gnupg/pubring.kbx\n------------------------------\nsec   ed25519/3F1A9C27D84E5B60 2023-02-14 [SC] [expires: 2025-02-13]\n"
         "      6B0D4E91A27C35F8E1D09B4C3F1A9C27D84E5B60\nuid                 [ultimate] Maria Keller <maria@keller.dev>\n"
         "ssb   cv25519/A07E6D2C51B9F384 2023-02-14 [E] [expires: 2025-02-13]\n"),
    ]
    rs.add(TASK, "h67-terminal-08", SYSTEM, traj(p, steps), state=state, bad=True, turn=7,
           kind="The 'Release Signing (old)' key 9B2E71D0C6A4F358, deleted from the keyring at turn 3 (and absent from the listing at turn 4), is listed again at turn 7 though no import happened in between.")


# ---------------------------------------------------------------- 09 clean: openssl key, csr, cert issued then re-issued
def t09(rs: RowSet) -> None:
    p = Pane("root", "pki-lab", "/etc/ssl/lab")
    state = p.prompt
    s1, s2 = "5E0A3C91D47B2F86E1C09A3B7D42F6158C0E93A1", "5E0A3C91D47B2F86E1C09A3B7D42F6158C0E93A2"
    f1, f2 = colons(hx("t09-f1", 64)), colons(hx("t09-f2", 64))
    subj = "subject=C = DE, O = Lab, CN = web.lab.internal"
    steps = [
        ("ls -l", "total 12\n-rw-r--r-- 1 root root 1318 May 21 10:02 ca.crt\n-rw------- 1 root root 1704 May 21 10:02 ca.key\n-rw-r--r-- 1 root root  187 May 21 10:05 openssl-lab.cnf"),
        ("openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out web.key && chmod 600 web.key && ls -l web.key",
         "-rw------- 1 root root 241 Jun 12 10:13 web.key"),
        ('openssl req -new -key web.key -subj "/C=DE/O=Lab/CN=web.lab.internal" -addext "subjectAltName=DNS:web.lab.internal,DNS:www.lab.internal" -out web.csr && openssl req -in web.csr -noout -verify -subject',
         "Certificate request self-signature verify OK\n" + subj),
        ("openssl x509 -req -in web.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 30 -copy_extensions copy -out web.crt",
         "Certificate request self-signature ok\n" + subj),
        ("openssl x509 -in web.crt -noout -serial -dates -fingerprint -sha256",
         f"serial={s1}\nnotBefore=Jun 12 10:14:33 2024 GMT\nnotAfter=Jul 12 10:14:33 2024 GMT\nsha256 Fingerprint={f1}"),
        ("openssl x509 -req -in web.csr -CA ca.crt -CAkey ca.key -CAserial ca.srl -days 90 -copy_extensions copy -out web.crt",
         "Certificate request self-signature ok\n" + subj),
        ("openssl x509 -in web.crt -noout -serial -dates -fingerprint -sha256",
         f"serial={s2}\nnotBefore=Jun 12 10:17:08 2024 GMT\nnotAfter=Sep 10 10:17:08 2024 GMT\nsha256 Fingerprint={f2}"),
        ("openssl verify -CAfile ca.crt web.crt && openssl x509 -in web.crt -noout -ext subjectAltName",
         "web.crt: OK\nX509v3 Subject Alternative Name: \n    DNS:web.lab.internal, DNS:www.lab.internal"),
        ("cat ca.srl; ls -l",
         f"{s2}\ntotal 28\n-rw-r--r-- 1 root root 1318 May 21 10:02 ca.crt\n-rw------- 1 root root 1704 May 21 10:02 ca.key\n-rw-r--r-- 1 root root   41 Jun 12 10:17 ca.srl\n"
         "-rw-r--r-- 1 root root  187 May 21 10:05 openssl-lab.cnf\n-rw-r--r-- 1 root root 1013 Jun 12 10:17 web.crt\n-rw-r--r-- 1 root root  473 Jun 12 10:14 web.csr\n-rw------- 1 root root  241 Jun 12 10:13 web.key"),
    ]
    rs.add(TASK, "h67-terminal-09", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 10 bad: step-ca certificate Not After moved
def t10(rs: RowSet) -> None:
    p = Pane("sre", "dev-box", "/home/sre/certs")
    state = p.prompt
    serial = "287413905116524388092751630418862710931"
    kid = "kR3xW9pLq2NvB7cT5yHfZ0aD8sMeJ4uG1oKiE6rYbXw"
    x, y = colons(hx("t10-x", 66)).lower(), colons(hx("t10-y", 66)).lower()

    def wrap(s: str, ind: str) -> str:
        parts = s.split(":")
        return "\n".join(ind + ":".join(parts[i:i + 15]) + (":" if i + 15 < len(parts) else "") for i in range(0, len(parts), 15))
    ski, aki = colons(hx("t10-ski", 40)), colons(hx("t10-aki", 40))
    sig = colons(hx("t10-sig", 142)).lower()
    full = (
        "Certificate:\n    Data:\n        Version: 3 (0x2)\n"
        f"        Serial Number: {serial} (0xd839e795d0306b1787b53184b520a093)\n"
        "    Signature Algorithm: ECDSA-SHA256\n        Issuer: O=Internal,CN=Internal Intermediate CA\n        Validity\n"
        "            Not Before: Jun 12 08:29:41 2024 UTC\n            Not After : Jul 21 08:30:41 2024 UTC\n"
        "        Subject: CN=api.svc.internal\n        Subject Public Key Info:\n            Public Key Algorithm: ECDSA\n"
        "                Public-Key: (256 bit)\n                X:\n" + wrap(x, "                    ") + "\n                Y:\n"
        + wrap(y, "                    ") + "\n                Curve: P-256\n        X509v3 extensions:\n"
        "            X509v3 Key Usage: critical\n                Digital Signature\n            X509v3 Extended Key Usage:\n"
        "                Server Authentication, Client Authentication\n            X509v3 Subject Key Identifier:\n"
        f"                {ski}\n            X509v3 Authority Key Identifier:\n                keyid:{aki}\n"
        "            X509v3 Subject Alternative Name:\n                DNS:api.svc.internal\n            X509v3 Step Provisioner:\n"
        f"                Type: JWK\n                Name: ops-jwk\n                CredentialID: {kid}\n"
        "    Signature Algorithm: ECDSA-SHA256\n" + wrap(sig, "         "))
    short = (f"X.509v3 TLS Certificate (ECDSA P-256) [Serial: 2874...0931]\n  Subject:     api.svc.internal\n"
             f"  Issuer:      Internal Intermediate CA\n  Provisioner: ops-jwk [ID: {kid[:8]}...bXw]\n"
             "  Valid from:  2024-06-12T08:29:41Z\n          to:  2024-07-12T08:30:41Z")
    steps = [
        ("step ca health", "ok"),
        ("step ca certificate api.svc.internal api.crt api.key --not-after 720h --provisioner ops-jwk --password-file ~/.step/secrets/ops-jwk.pw",
         f"✔ Provisioner: ops-jwk (JWK) [kid: {kid}]\n✔ CA: https://ca.internal:9000\n✔ Certificate: api.crt\n✔ Private Key: api.key", {"duration": 2.0}),
        ("step certificate inspect api.crt --short", short),
        ("step certificate fingerprint api.crt", hx("t10-fp", 64)),
        ("ls -l api.*", "-rw------- 1 sre sre 1339 Jun 12 08:30 api.crt\n-rw------- 1 sre sre  227 Jun 12 08:30 api.key"),
        ("openssl x509 -in api.crt -noout -subject -enddate -checkend 86400",
         "subject=CN = api.svc.internal\nnotAfter=Jul 12 08:30:41 2024 GMT\nCertificate will not expire"),
        ("step certificate inspect api.crt", full),
        ("step certificate inspect api.crt --format json | jq -r '.extensions.subject_alt_name.dns_names[]'", "api.svc.internal"),
    ]
    rs.add(TASK, "h67-terminal-10", SYSTEM, traj(p, steps), state=state, bad=True, turn=7,
           kind="The full inspect at turn 7 gives 'Not After : Jul 21 08:30:41 2024' for api.crt, but the same unchanged certificate expired at 2024-07-12T08:30:41Z in the short inspect (turn 3) and in openssl's notAfter (turn 6); the expiry date moved by nine days.")


# ---------------------------------------------------------------- 12 bad: realm permitted-logins gains someone
def realm_list(logins: str, groups: str) -> str:
    return ("corp.example.com\n  type: kerberos\n  realm-name: CORP.EXAMPLE.COM\n  domain-name: corp.example.com\n"
            "  configured: kerberos-member\n  server-software: active-directory\n  client-software: sssd\n"
            "  required-package: oddjob\n  required-package: oddjob-mkhomedir\n  required-package: sssd\n"
            "  required-package: adcli\n  required-package: samba-common-tools\n  login-formats: %U@corp.example.com\n"
            f"  login-policy: allow-permitted-logins\n  permitted-logins: {logins}\n  permitted-groups: {groups}")


def t12(rs: RowSet) -> None:
    p = Pane("admin", "app-14", "/home/admin", style="rhel")
    state = p.prompt
    status = ("Online status: Online\n\nActive servers:\nAD Global Catalog: dc02.corp.example.com\nAD Domain Controller: dc01.corp.example.com\n\n"
              "Discovered AD Global Catalog servers:\n- dc02.corp.example.com\n- dc01.corp.example.com\n\n"
              "Discovered AD Domain Controller servers:\n- dc01.corp.example.com\n- dc02.corp.example.com")
    steps = [
        ("realm list", realm_list("", "linux-admins@corp.example.com")),
        ("sudo realm permit jsmith@corp.example.com mperez@corp.example.com", ""),
        ("sudo realm permit -g db-operators@corp.example.com", ""),
        ("sudo grep -E '^(simple_allow|access_provider)' /etc/sssd/sssd.conf",
         "access_provider = simple\nsimple_allow_groups = linux-admins@corp.example.com, db-operators@corp.example.com\n"
         "simple_allow_users = jsmith@corp.example.com, mperez@corp.example.com"),
        ("sudo realm permit -x mperez@corp.example.com", ""),
        ("id jsmith@corp.example.com",
         "uid=1568401107(jsmith@corp.example.com) gid=1568400513(domain users@corp.example.com) groups=1568400513(domain users@corp.example.com),1568401203(linux-admins@corp.example.com),1568401377(vpn-users@corp.example.com)"),
        ("realm list", realm_list("jsmith@corp.example.com, akoval@corp.example.com", "linux-admins@corp.example.com, db-operators@corp.example.com")),
        ("sudo sssctl domain-status corp.example.com", status),
    ]
    rs.add(TASK, "h67-terminal-12", SYSTEM, traj(p, steps), state=state, bad=True, turn=7,
           kind="realm list at turn 7 shows akoval@corp.example.com among the permitted logins, yet only jsmith and mperez were ever permitted (turn 2) and mperez was withdrawn (turn 5); nobody permitted akoval, so the list gained a member.")


# ---------------------------------------------------------------- 11 clean: auditd rule added live, gone after restart
def t11(rs: RowSet) -> None:
    p = Pane("root", "db-01", "/root", style="rhel")
    state = p.prompt
    rules3 = ("-w /etc/passwd -p wa -k identity\n-w /etc/shadow -p wa -k identity\n"
              "-a always,exit -F arch=b64 -S execve -F euid=0 -F auid>=1000 -F auid!=-1 -k rootcmd")

    def st(pid: int, backlog: int) -> str:
        return (f"enabled 1\nfailure 1\npid {pid}\nrate_limit 0\nbacklog_limit 8192\nlost 0\nbacklog {backlog}\n"
                "backlog_wait_time 60000\nbacklog_wait_time_actual 0\nloginuid_immutable 0 unlocked")
    search = (
        "----\ntype=PROCTITLE msg=audit(06/12/2024 11:02:18.412:18342) : proctitle=-bash \n"
        "type=PATH msg=audit(06/12/2024 11:02:18.412:18342) : item=1 name=/etc/sudoers.d/ops-pgb inode=1049721 dev=fd:00 mode=file,644 ouid=root ogid=root rdev=00:00 obj=unconfined_u:object_r:etc_t:s0 nametype=CREATE cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0 \n"
        "type=PATH msg=audit(06/12/2024 11:02:18.412:18342) : item=0 name=/etc/sudoers.d/ inode=1048611 dev=fd:00 mode=dir,750 ouid=root ogid=root rdev=00:00 obj=system_u:object_r:etc_t:s0 nametype=PARENT cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0 \n"
        "type=CWD msg=audit(06/12/2024 11:02:18.412:18342) : cwd=/root \n"
        "type=SYSCALL msg=audit(06/12/2024 11:02:18.412:18342) : arch=x86_64 syscall=openat success=yes exit=3 a0=AT_FDCWD a1=0x55f3c1e2b8a0 a2=O_WRONLY|O_CREAT|O_TRUNC a3=0x1b6 items=2 ppid=23904 pid=23910 auid=pkhan uid=root gid=root euid=root suid=root fsuid=root egid=root sgid=root fsgid=root tty=pts1 ses=412 comm=bash exe=/usr/bin/bash subj=unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023 key=sudoers ")
    restart = "Stopping logging:                                          [  OK  ]\nRedirecting start to /bin/systemctl start auditd.service"
    report = ("\nKey Summary Report\n===========================\ntotal  key\n===========================\n"
              "1871  rootcmd\n46  identity\n1  sudoers")
    steps = [
        ("auditctl -l", rules3),
        ("auditctl -w /etc/sudoers.d/ -p wa -k sudoers && auditctl -l", rules3 + "\n-w /etc/sudoers.d -p wa -k sudoers"),
        ("auditctl -s", st(812, 0)),
        ("echo 'ops ALL=(root) NOPASSWD: /usr/bin/systemctl restart pgbouncer' > /etc/sudoers.d/ops-pgb && ausearch -k sudoers -i | tail -n 6", search),
        ("service auditd restart", restart, {"duration": 3.0}),
        ("auditctl -s", st(24871, 0)),
        ("auditctl -l; cat /etc/audit/rules.d/*.rules | grep -c '^-[wa]'", rules3 + "\n3"),
        ("aureport -k --summary -ts today", report),
    ]
    rs.add(TASK, "h67-terminal-11", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 13 clean: age encrypt, rename, decrypt
def t13(rs: RowSet) -> None:
    p = Pane("lena", "tower", "/home/lena/archive")
    state = p.prompt
    pub = "age1" + "".join("qpzry9x8gf2tvdw0s3jn54khce6mua7l"[int(c, 16) * 2 % 32] for c in hx("t13-age", 58))
    ls0 = ("total 51296\n-rw-r--r-- 1 lena lena 52428800 Jun 12 18:40 backup-2024-06.tar.gz\n-rw-r--r-- 1 lena lena     3912 Jun 11 21:07 notes.txt\n"
           "-rw-r--r-- 1 lena lena    41230 Jun  1 12:15 vault-2024-05.age")
    steps = [
        ("ls -l", ls0),
        ("age-keygen -o ~/.config/age/key.txt", f"Public key: {pub}"),
        (f"age -r {pub} -o backup-2024-06.tar.gz.age backup-2024-06.tar.gz && ls -l backup-2024-06*",
         "-rw-r--r-- 1 lena lena 52428800 Jun 12 18:40 backup-2024-06.tar.gz\n-rw-r--r-- 1 lena lena 52441783 Jun 12 18:52 backup-2024-06.tar.gz.age", {"duration": 2.0}),
        ("rm backup-2024-06.tar.gz && mv backup-2024-06.tar.gz.age vault-2024-06.age && ls -l",
         "total 51256\n-rw-r--r-- 1 lena lena     3912 Jun 11 21:07 notes.txt\n-rw-r--r-- 1 lena lena    41230 Jun  1 12:15 vault-2024-05.age\n"
         "-rw-r--r-- 1 lena lena 52441783 Jun 12 18:52 vault-2024-06.age"),
        ("age -d -i ~/.config/age/key.txt vault-2024-06.age | tar tzf - | head -6",
         "home/lena/projects/\nhome/lena/projects/thesis/\nhome/lena/projects/thesis/chapter3.tex\nhome/lena/projects/thesis/refs.bib\n"
         "home/lena/projects/thesis/figures/\nhome/lena/projects/thesis/figures/fig3-1.pdf", {"duration": 2.0}),
        (f"age -e -a -r {pub} notes.txt > notes.txt.age && head -3 notes.txt.age",
         "-----BEGIN AGE ENCRYPTED FILE-----\n" + b64ish("t13-a1", 64) + "\n" + b64ish("t13-a2", 64)),
        ("shred -u notes.txt && ls -l",
         "total 51260\n-rw-r--r-- 1 lena lena     5640 Jun 12 18:55 notes.txt.age\n-rw-r--r-- 1 lena lena    41230 Jun  1 12:15 vault-2024-05.age\n"
         "-rw-r--r-- 1 lena lena 52441783 Jun 12 18:52 vault-2024-06.age"),
        ("age -d -i ~/.config/age/key.txt notes.txt.age | wc -c", "3912"),
    ]
    rs.add(TASK, "h67-terminal-13", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 14 bad: renamed FreeIPA user listed under the old login
def ipa_user(login: str, last: str, aliases: str, extra: str = "") -> str:
    return (f"  User login: {login}\n  First name: Rosa\n  Last name: {last}\n  Home directory: /home/rgomez\n  Login shell: /bin/bash\n"
            f"  Principal name: {login}@IPA.EXAMPLE.NET\n  Principal alias: {aliases}\n  Email address: rgomez@example.net\n"
            f"  UID: 1429600017\n  GID: 1429600017\n  Account disabled: False{extra}")


def t14(rs: RowSet) -> None:
    p = Pane("admin", "ipa-client", "/home/admin", style="rhel")
    state = p.prompt
    both = "rgomez@IPA.EXAMPLE.NET, rgomezruiz@IPA.EXAMPLE.NET"
    find0 = "--------------\n1 user matched\n--------------\n" + ipa_user("rgomez", "Gomez", "rgomez@IPA.EXAMPLE.NET") + "\n----------------------------\nNumber of entries returned 1\n----------------------------"
    mod = ('----------------------\nModified user "rgomez"\n----------------------\n'
           + ipa_user("rgomezruiz", "Gomez-Ruiz", both, "\n  Password: True\n  Member of groups: ipausers, finance\n  Kerberos keys available: True"))
    addm = ("  Group name: finance-approvers\n  Description: Can approve invoices over 10k\n  GID: 1429600031\n  Member users: dchen, rgomezruiz\n"
            "-------------------------\nNumber of members added 1\n-------------------------")
    gshow = ("  Group name: finance\n  Description: Finance department\n  GID: 1429600024\n  Member users: dchen, lpatel, rgomezruiz, tmoreau\n"
             "  Member of Sudo rule: finance_reports\n  Member of HBAC rule: allow_finance_apps")
    sudo = ("  Rule name: finance_reports\n  Enabled: TRUE\n  Host category: all\n  User Groups: finance\n  Users: rgomezruiz\n"
            "  Sudo Allow Commands: /usr/local/bin/run-report\n  RunAs User category: all\n-------------------------\nNumber of members added 1\n-------------------------")

    def u(login: str, first: str, last: str, uid: int, aliases: str | None = None) -> str:
        return (f"  User login: {login}\n  First name: {first}\n  Last name: {last}\n  Home directory: /home/{login}\n  Login shell: /bin/bash\n"
                f"  Principal name: {login}@IPA.EXAMPLE.NET\n  Principal alias: {aliases or login + '@IPA.EXAMPLE.NET'}\n"
                f"  Email address: {login}@example.net\n  UID: {uid}\n  GID: {uid}\n  Account disabled: False")
    rg_bad = ipa_user("rgomez", "Gomez-Ruiz", both).replace("Principal name: rgomez@", "Principal name: rgomezruiz@")
    find = ("---------------\n4 users matched\n---------------\n" + u("dchen", "David", "Chen", 1429600009) + "\n\n"
            + u("lpatel", "Leena", "Patel", 1429600012) + "\n\n" + rg_bad + "\n\n" + u("tmoreau", "Theo", "Moreau", 1429600021)
            + "\n----------------------------\nNumber of entries returned 4\n----------------------------")
    steps = [
        ("klist | head -3", "Ticket cache: KCM:1000:40117\nDefault principal: admin@IPA.EXAMPLE.NET\n"),
        ("ipa user-find --login=rgomez", find0),
        ("ipa user-mod rgomez --last=Gomez-Ruiz --rename=rgomezruiz", mod),
        ("ipa group-add-member finance-approvers --users=rgomezruiz", addm),
        ("ipa group-show finance", gshow),
        ("ipa sudorule-add-user finance_reports --users=rgomezruiz", sudo),
        ("ipa user-find --in-groups=finance", find),
        ("getent passwd rgomezruiz", "rgomezruiz:*:1429600017:1429600017:Rosa Gomez-Ruiz:/home/rgomez:/bin/bash"),
    ]
    rs.add(TASK, "h67-terminal-14", SYSTEM, traj(p, steps), state=state, bad=True, turn=7,
           kind="The finance member search at turn 7 lists UID 1429600017 with 'User login: rgomez', but that user was renamed to rgomezruiz at turn 3 (and appears as rgomezruiz in the group at turn 5); the old login shows again.")


# ---------------------------------------------------------------- 15 clean: certbot renewal with new serial and expiry
def t15(rs: RowSet) -> None:
    p = Pane("root", "www1", "/root")
    state = p.prompt
    sep = "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -"

    def certs(shop_serial: str, shop_exp: str, shop_days: int) -> str:
        return ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n" + sep + "\nFound the following certs:\n"
                "  Certificate Name: api.example.org\n    Serial Number: 3b9e07d15c2a84f61e0d3f7a92c6b5e1d84\n    Key Type: ECDSA\n"
                "    Domains: api.example.org\n    Expiry Date: 2024-08-23 05:20:18+00:00 (VALID: 70 days)\n"
                "    Certificate Path: /etc/letsencrypt/live/api.example.org/fullchain.pem\n"
                "    Private Key Path: /etc/letsencrypt/live/api.example.org/privkey.pem\n"
                f"  Certificate Name: shop.example.org\n    Serial Number: {shop_serial}\n    Key Type: ECDSA\n"
                f"    Domains: shop.example.org www.shop.example.org\n    Expiry Date: {shop_exp} (VALID: {shop_days} days)\n"
                "    Certificate Path: /etc/letsencrypt/live/shop.example.org/fullchain.pem\n"
                "    Private Key Path: /etc/letsencrypt/live/shop.example.org/privkey.pem\n" + sep)
    old, new = "4a1f9c03e7b25d6840a2c1f9e37b0d5c612", "3d07b8e2a95f14c06b3e7d21c8a4f90e5b7"
    dry = ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n" + sep + "\nProcessing /etc/letsencrypt/renewal/api.example.org.conf\n" + sep
           + "\nSimulating renewal of an existing certificate for api.example.org\n\n" + sep + "\nProcessing /etc/letsencrypt/renewal/shop.example.org.conf\n"
           + sep + "\nSimulating renewal of an existing certificate for shop.example.org and www.shop.example.org\n\n" + sep
           + "\nCongratulations, all simulated renewals succeeded: \n  /etc/letsencrypt/live/api.example.org/fullchain.pem (success)\n"
           "  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)\n" + sep)
    renew = ("Saving debug log to /var/log/letsencrypt/letsencrypt.log\n\n" + sep + "\nProcessing /etc/letsencrypt/renewal/shop.example.org.conf\n" + sep
             + "\nRenewing an existing certificate for shop.example.org and www.shop.example.org\n\n" + sep
             + "\nCongratulations, all renewals succeeded: \n  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)\n" + sep)
    live = ("total 4\n-rw-r--r-- 1 root root 692 Feb  3 04:11 README\nlrwxrwxrwx 1 root root  42 Jun 13 08:47 cert.pem -> ../../archive/shop.example.org/cert4.pem\n"
            "lrwxrwxrwx 1 root root  43 Jun 13 08:47 chain.pem -> ../../archive/shop.example.org/chain4.pem\n"
            "lrwxrwxrwx 1 root root  47 Jun 13 08:47 fullchain.pem -> ../../archive/shop.example.org/fullchain4.pem\n"
            "lrwxrwxrwx 1 root root  45 Jun 13 08:47 privkey.pem -> ../../archive/shop.example.org/privkey4.pem")
    timers = ("NEXT                        LEFT     LAST                        PASSED       UNIT          ACTIVATES\n"
              "Thu 2024-06-13 17:32:09 UTC 8h left Thu 2024-06-13 05:14:51 UTC 3h 34min ago certbot.timer certbot.service\n\n"
              "1 timers listed.\nPass --all to see loaded but inactive timers, too.")
    steps = [
        ("certbot certificates", certs(old, "2024-07-02 03:11:45+00:00", 18)),
        ("certbot renew --dry-run", dry, {"duration": 20.0}),
        ("certbot renew --cert-name shop.example.org", renew, {"duration": 15.0}),
        ("certbot certificates", certs(new, "2024-09-11 07:47:11+00:00", 89)),
        ("ls -l /etc/letsencrypt/live/shop.example.org/", live),
        ("systemctl reload nginx && echo | openssl s_client -connect shop.example.org:443 -servername shop.example.org 2>/dev/null | openssl x509 -noout -serial -enddate",
         f"serial={new.upper()}\nnotAfter=Sep 11 07:47:11 2024 GMT", {"duration": 2.0}),
        ("systemctl list-timers certbot.timer", timers),
    ]
    rs.add(TASK, "h67-terminal-15", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 16 bad: imported keytool alias missing from a later list
def t16(rs: RowSet) -> None:
    p = Pane("app", "build-02", "/opt/app/conf")
    state = p.prompt
    fps = {k: colons(hx("t16-" + k, 64)) for k in ("root", "iss2", "ldap", "partner", "vendor")}

    def ent(alias: str, date: str, key: str) -> str:
        return f"{alias}, {date}, trustedCertEntry, \nCertificate fingerprint (SHA-256): {fps[key]}"

    def lst(entries: list[str]) -> str:
        return ("Keystore type: PKCS12\nKeystore provider: SUN\n\n"
                f"Your keystore contains {len(entries)} entr{'y' if len(entries) == 1 else 'ies'}\n\n" + "\n".join(entries))
    root = ent("corp-root-ca", "Mar 4, 2024", "root")
    iss = ent("corp-issuing-ca-2", "Mar 4, 2024", "iss2")
    ldap = ent("legacy-ldap", "Nov 20, 2022", "ldap")
    partner = ent("partner-api-ca", "Jun 13, 2024", "partner")
    vendor = ent("vendor-sftp", "Jun 13, 2024", "vendor")
    verbose = ("Alias name: partner-api-ca\nCreation date: Jun 13, 2024\nEntry type: trustedCertEntry\n\n"
               "Owner: CN=Partner Payments Root CA G2, O=Partner Payments GmbH, C=AT\nIssuer: CN=Partner Payments Root CA G2, O=Partner Payments GmbH, C=AT\n"
               "Serial number: 6f1c03a9e47d52b8\nValid from: Tue Jan 10 00:00:00 UTC 2023 until: Sat Jan 10 00:00:00 UTC 2043\n"
               f"Certificate fingerprints:\n\t SHA1: {colons(hx('t16-p-sha1', 40))}\n\t SHA256: {fps['partner']}\n"
               "Signature algorithm name: SHA384withRSA\nSubject Public Key Algorithm: 4096-bit RSA key\nVersion: 3")
    steps = [
        ("keytool -list -keystore truststore.p12 -storepass changeit", lst([root, iss, ldap])),
        ("keytool -importcert -noprompt -alias partner-api-ca -file /tmp/partner-root.pem -keystore truststore.p12 -storepass changeit", "Certificate was added to keystore"),
        ("keytool -delete -alias legacy-ldap -keystore truststore.p12 -storepass changeit", ""),
        ("keytool -list -keystore truststore.p12 -storepass changeit", lst([root, iss, partner])),
        ("keytool -list -v -alias partner-api-ca -keystore truststore.p12 -storepass changeit | head -14", verbose),
        ("keytool -importcert -noprompt -alias vendor-sftp -file /tmp/vendor-sftp.crt -keystore truststore.p12 -storepass changeit", "Certificate was added to keystore"),
        ("keytool -list -keystore truststore.p12 -storepass changeit", lst([root, iss, vendor])),
        ("ls -l truststore.p12 app.properties", "-rw-r--r-- 1 app app  842 May 27 16:03 app.properties\n-rw-r--r-- 1 app app 5406 Jun 13 11:26 truststore.p12"),
    ]
    rs.add(TASK, "h67-terminal-16", SYSTEM, traj(p, steps), state=state, bad=True, turn=7,
           kind="The keystore listing at turn 7 has 3 entries and no partner-api-ca, although that alias was imported at turn 2 and listed at turns 4 and 5, and only legacy-ldap was deleted; the imported entry is missing.")


# ---------------------------------------------------------------- 17 clean: lynis before and after fixes
def lynis_tail(index: int, bar: str, tests: int, fw: str) -> str:
    return ("================================================================================\n\n  Lynis security scan details:\n\n"
            f"  Hardening index : {index} [{bar}]\n  Tests performed : {tests}\n  Plugins enabled : 1\n\n  Components:\n"
            f"  - Firewall               [{fw}]\n  - Malware scanner        [X]\n\n  Scan mode:\n"
            "  Normal [V]  Forensics [ ]  Integration [ ]  Pentest [ ]\n\n  Lynis modules:\n  - Compliance status      [?]\n"
            "  - Security audit         [V]\n  - Vulnerability scan     [V]\n\n  Files:\n"
            "  - Test and debug information      : /var/log/lynis.log\n  - Report data                     : /var/log/lynis-report.dat\n\n"
            "================================================================================")


def t17(rs: RowSet) -> None:
    p = Pane("root", "hardening-vm", "/root")
    state = p.prompt
    dat1 = ("report_datetime_start=2024-06-13 09:12:04\nwarning[]=MAIL-8818|Found some information disclosure in SMTP banner (OS or software name)|-|-|\n"
            "warning[]=FIRE-4512|iptables module(s) loaded, but no rules active|-|-|\nhardening_index=62\nreport_datetime_end=2024-06-13 09:13:51")
    dat2 = "report_datetime_start=2024-06-13 09:16:40\nhardening_index=67\nreport_datetime_end=2024-06-13 09:18:22"
    steps = [
        ("lynis show version", "3.0.9"),
        ("lynis audit system --quick --no-colors | tail -n 26", lynis_tail(62, "############        ", 259, "X"), {"duration": 110.0}),
        ("grep -E '^(report_datetime|warning|hardening_index)' /var/log/lynis-report.dat", dat1),
        ("postconf -e 'smtpd_banner = $myhostname ESMTP' && systemctl reload postfix && ufw --force enable", "Firewall is active and enabled on system startup"),
        ("lynis audit system --quick --no-colors | tail -n 26", lynis_tail(67, "#############       ", 261, "V"), {"duration": 110.0}),
        ("grep -E '^(report_datetime|warning|hardening_index)' /var/log/lynis-report.dat", dat2),
        ("ls -l /var/log/lynis*", "-rw-r----- 1 root root 418302 Jun 13 09:18 /var/log/lynis.log\n-rw-r----- 1 root root  23917 Jun 13 09:18 /var/log/lynis-report.dat"),
    ]
    rs.add(TASK, "h67-terminal-17", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 18 bad: iptables INPUT policy flips back in the saved rules
def t18(rs: RowSet) -> None:
    p = Pane("root", "gw-01", "/root")
    state = p.prompt
    hdr = "num   pkts bytes target     prot opt in     out     source               destination         \n"
    l1 = ("Chain INPUT (policy ACCEPT 1832 packets, 211K bytes)\n" + hdr
          + "1     4121  612K f2b-sshd   tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            multiport dports 22")
    l2 = ("Chain INPUT (policy DROP 9 packets, 540 bytes)\n" + hdr
          + "1     4133  613K f2b-sshd   tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            multiport dports 22\n"
          "2      212 14880 ACCEPT     tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            multiport dports 80,443\n"
          "3        6   360 ACCEPT     tcp  --  *      *       10.0.0.0/8           0.0.0.0/0            tcp dpt:22\n"
          "4      846 97012 ACCEPT     all  --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED\n"
          "5       58  4311 ACCEPT     all  --  lo     *       0.0.0.0/0            0.0.0.0/0           ")
    persist = ("run-parts: executing /usr/share/netfilter-persistent/plugins.d/15-ip4tables save\n"
               "run-parts: executing /usr/share/netfilter-persistent/plugins.d/25-ip6tables save")
    saved = (":INPUT ACCEPT [14:840]\n:FORWARD DROP [0:0]\n:OUTPUT ACCEPT [1310:176233]\n:f2b-sshd - [0:0]\n"
             "-A INPUT -p tcp -m multiport --dports 22 -j f2b-sshd\n-A INPUT -p tcp -m multiport --dports 80,443 -j ACCEPT\n"
             "-A INPUT -s 10.0.0.0/8 -p tcp -m tcp --dport 22 -j ACCEPT\n-A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT\n"
             "-A INPUT -i lo -j ACCEPT")
    steps = [
        ("iptables -L INPUT -n -v --line-numbers", l1),
        ("iptables -A INPUT -s 10.0.0.0/8 -p tcp --dport 22 -j ACCEPT && iptables -A INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT && iptables -A INPUT -i lo -j ACCEPT", ""),
        ("iptables -P INPUT DROP", ""),
        ("iptables -I INPUT 2 -p tcp -m multiport --dports 80,443 -j ACCEPT", ""),
        ("iptables -L INPUT -n -v --line-numbers", l2),
        ("iptables -S FORWARD | head -1; sysctl net.ipv4.ip_forward", "-P FORWARD DROP\nnet.ipv4.ip_forward = 0"),
        ("netfilter-persistent save", persist),
        ("grep -E '^(:|-A INPUT)' /etc/iptables/rules.v4", saved),
    ]
    rs.add(TASK, "h67-terminal-18", SYSTEM, traj(p, steps), state=state, bad=True, turn=8,
           kind="The rules saved at turn 7 show ':INPUT ACCEPT' at turn 8, but the INPUT policy was set to DROP at turn 3 and still read 'policy DROP' at turn 5; nothing set it back to ACCEPT before the save.")


# ---------------------------------------------------------------- 19 clean: clamav update, scan, quarantine, rescan
def t19(rs: RowSet) -> None:
    p = Pane("root", "mail-02", "/root")
    state = p.prompt
    t = "Thu Jun 13 10:02:{:02d} 2024 -> "
    fresh = "\n".join([
        t.format(15) + "ClamAV update process started at Thu Jun 13 10:02:15 2024",
        t.format(15) + "daily database available for update (local version: 27304, remote version: 27306)",
        t.format(17) + "Testing database: '/var/lib/clamav/tmp.6b1d2c9a1e/clamav-2f7c90be41d35a86e0c1f4d7b9a3e528.tmp-daily.cld' ...",
        t.format(22) + "Database test passed.",
        t.format(22) + "daily.cld updated (version: 27306, sigs: 2062417, f-level: 90, builder: raynman)",
        t.format(22) + "main.cvd database is up-to-date (version: 62, sigs: 6647427, f-level: 90, builder: sigmgr)",
        t.format(22) + "bytecode.cvd database is up-to-date (version: 335, sigs: 86, f-level: 90, builder: raynman)",
        t.format(22) + "Clamd successfully notified about the update."])

    def summary(dirs: int, files: int, inf: int, scanned: str, read: str, secs: str, start: str, end: str) -> str:
        return ("\n----------- SCAN SUMMARY -----------\nKnown viruses: 8709930\nEngine version: 1.0.5\n"
                f"Scanned directories: {dirs}\nScanned files: {files}\nInfected files: {inf}\nData scanned: {scanned}\n"
                f"Data read: {read}\nTime: {secs}\nStart Date: 2024:06:13 {start}\nEnd Date:   2024:06:13 {end}")
    scan1 = ("/srv/uploads/2024-06/invoice_4471.docm: Doc.Dropper.Agent-6899917-0 FOUND\n"
             "/srv/uploads/2024-06/invoice_4471.docm: moved to '/var/quarantine/invoice_4471.docm'\n"
             "/srv/uploads/tmp/eicar.com: Win.Test.EICAR_HDB-1 FOUND\n/srv/uploads/tmp/eicar.com: moved to '/var/quarantine/eicar.com'\n"
             + summary(14, 1286, 2, "412.77 MB", "389.20 MB (ratio 1.06:1)", "41.318 sec (0 m 41 s)", "10:02:40", "10:03:21"))
    scan2 = summary(14, 1284, 0, "412.61 MB", "389.05 MB (ratio 1.06:1)", "39.874 sec (0 m 39 s)", "10:04:02", "10:04:42")
    st = ("● clamav-freshclam.service - ClamAV virus database updater\n     Loaded: loaded (/lib/systemd/system/clamav-freshclam.service; enabled; vendor preset: enabled)\n"
          "     Active: active (running) since Thu 2024-06-13 10:05:31 UTC; 1s ago\n       Docs: man:freshclam(1)\n"
          "             man:freshclam.conf(5)\n   Main PID: 31877 (freshclam)")
    steps = [
        ("systemctl stop clamav-freshclam && freshclam", fresh, {"duration": 10.0}),
        ("clamscan -r -i --move=/var/quarantine /srv/uploads", scan1, {"duration": 60.0}),
        ("ls -l /var/quarantine", "total 164\n-rw-r--r-- 1 www-data www-data     68 Jun 11 22:14 eicar.com\n-rw-r--r-- 1 www-data www-data 162304 Jun 13 07:51 invoice_4471.docm"),
        ("clamscan -r -i /srv/uploads", scan2, {"duration": 60.0}),
        ("rm -f /var/quarantine/eicar.com && ls -l /var/quarantine", "total 160\n-rw-r--r-- 1 www-data www-data 162304 Jun 13 07:51 invoice_4471.docm"),
        ("systemctl start clamav-freshclam && systemctl status clamav-freshclam --no-pager | head -6", st),
        ("clamdscan --version", "ClamAV 1.0.5/27306/Thu Jun 13 08:21:33 2024"),
    ]
    rs.add(TASK, "h67-terminal-19", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 20 bad: tripwire report time goes backwards
def tw_report(created: str, dbupd: str, rows: list[tuple[str, str, int, int, int]], total: int, viol: int) -> str:
    rules = "\n".join(f"  {name:<32}{sev:<18}{a:<9}{r:<9}{m}" for name, sev, a, r, m in rows)
    return ("Open Source Tripwire(R) 2.4.3.7 Integrity Check Report\n\nReport generated by:          root\n"
            f"Report created on:            {created}\nDatabase last updated on:     {dbupd}\n\n"
            "===============================================================================\nReport Summary:\n"
            "===============================================================================\n\n"
            "Host name:                    fin-db-3\nHost IP address:              10.40.2.13\nHost ID:                      None\n"
            "Policy file used:             /etc/tripwire/tw.pol\nConfiguration file used:      /etc/tripwire/tw.cfg\n"
            "Database file used:           /var/lib/tripwire/fin-db-3.twd\nCommand line used:            tripwire --check\n\n"
            "===============================================================================\nRule Summary:\n"
            "===============================================================================\n\n"
            "-------------------------------------------------------------------------------\n  Section: Unix File System\n"
            "-------------------------------------------------------------------------------\n\n"
            "  Rule Name                       Severity Level    Added    Removed  Modified\n"
            "  ---------                       --------------    -----    -------  --------\n" + rules
            + f"\n\nTotal objects scanned:  {total}\nTotal violations found:  {viol}")


def t20(rs: RowSet) -> None:
    p = Pane("root", "fin-db-3", "/root")
    state = p.prompt
    base = [("Invariant Directories", "66", 0, 0, 0), ("Temporary directories", "33", 0, 0, 0),
            ("Critical configuration files", "100", 0, 0, 0), ("Security Control", "66", 0, 0, 0),
            ("Libraries", "66", 0, 0, 0), ("Operating System Utilities", "100", 0, 0, 0)]
    r1 = [("* User binaries", "66", 0, 0, 1), ("* Root config files", "100", 0, 0, 2), *base]
    r2 = [("User binaries", "66", 0, 0, 0), ("Root config files", "100", 0, 0, 0), *base]
    objs = ("===============================================================================\nObject Summary:\n"
            "===============================================================================\n\n"
            "-------------------------------------------------------------------------------\n# Section: Unix File System\n"
            "-------------------------------------------------------------------------------\n\n"
            "-------------------------------------------------------------------------------\nRule Name: User binaries (/usr/local/bin)\nSeverity Level: 66\n"
            "-------------------------------------------------------------------------------\n\nModified:\n\"/usr/local/bin/pg_backup.sh\"\n\n"
            "-------------------------------------------------------------------------------\nRule Name: Root config files (/root)\nSeverity Level: 100\n"
            "-------------------------------------------------------------------------------\n\nModified:\n\"/root/.bash_history\"\n\"/root/.pgpass\"\n\n"
            "===============================================================================\nError Report:")
    ls = ("total 212\n-rw-r--r-- 1 root root 41872 Jun 10 09:40 fin-db-3-20240610-094012.twr\n"
          "-rw-r--r-- 1 root root 42688 Jun 12 03:00 fin-db-3-20240612-030002.twr\n"
          "-rw-r--r-- 1 root root 42351 Jun 13 03:00 fin-db-3-20240613-030001.twr\n"
          "-rw-r--r-- 1 root root 43105 Jun 13 14:06 fin-db-3-20240613-140610.twr")
    rep = "/var/lib/tripwire/report/fin-db-3-20240613-140610.twr"
    steps = [
        ("date", "Thu Jun 13 14:05:52 UTC 2024"),
        ("tripwire --check | sed -n '1,/^Total violations/p'", tw_report("Thu 13 Jun 2024 02:06:10 PM UTC", "Mon 10 Jun 2024 09:41:22 AM UTC", r1, 41873, 3), {"duration": 45.0}),
        ("ls -l /var/lib/tripwire/report/", ls),
        (f"twprint --print-report --twrfile {rep} | sed -n '/^Object Summary/,/^Error Report/p'", objs),
        (f'tripwire --update --accept-all --local-passphrase "$TW_LOCAL" --twrfile {rep}', "Wrote database file: /var/lib/tripwire/fin-db-3.twd", {"duration": 40.0}),
        ("tripwire --check | sed -n '1,/^Total violations/p'", tw_report("Thu 13 Jun 2024 02:03:47 PM UTC", "Thu 13 Jun 2024 02:09:31 PM UTC", r2, 41873, 0), {"duration": 45.0}),
        ("ls -lt /var/lib/tripwire/ | head -4",
         "total 4292\ndrwxr-xr-x 2 root root    4096 Jun 13 14:11 report\n-rw-r--r-- 1 root root 4381296 Jun 13 14:09 fin-db-3.twd\n-rw-r--r-- 1 root root 4379512 Jun 10 09:41 fin-db-3.twd.bak"),
    ]
    rs.add(TASK, "h67-terminal-20", SYSTEM, traj(p, steps), state=state, bad=True, turn=6,
           kind="The second integrity report at turn 6 says it was created at 02:03:47 PM, earlier than the first report (02:06:10 PM, turn 2) and than the database update it reflects (02:09:31 PM); the clock went backwards with no explanation.")


# ---------------------------------------------------------------- 21 clean: pass insert, rename, remove, regenerate
def t21(rs: RowSet) -> None:
    p = Pane("sam", "thinkpad", "/home/sam")
    state = p.prompt
    tree0 = ("Password Store\n├── email\n│   ├── fastmail\n│   └── work\n├── infra\n│   ├── grafana-admin\n│   └── postgres-prod\n"
             "└── web\n    └── github")
    tree1 = ("Password Store\n├── email\n│   └── fastmail\n├── infra\n│   ├── grafana-admin\n│   ├── postgres-primary\n│   └── redis-prod\n"
             "└── web\n    └── github")
    pw1, pw2 = "q7WmZ2rTkV9xLp4HcN8sYb3D", "Fz4nRb8LwQ2tXk6PmVc9Jh7S"
    log = ("f02d6e1 Replace generated password for infra/redis-prod.\na90b5c4 Remove email/work from store.\n"
           "8e41d07 Rename infra/postgres-prod to infra/postgres-primary.\n3c1f2ab Add generated password for infra/redis-prod.\n"
           "77b0e9c Add given password for web/github to store.\n1d4a3f8 Add given password for infra/grafana-admin to store.")
    steps = [
        ("pass ls", tree0),
        ("pass generate -n infra/redis-prod 24",
         "[master 3c1f2ab] Add generated password for infra/redis-prod.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n create mode 100644 infra/redis-prod.gpg\n"
         f"The generated password for infra/redis-prod is:\n{pw1}"),
        ("pass mv infra/postgres-prod infra/postgres-primary",
         "[master 8e41d07] Rename infra/postgres-prod to infra/postgres-primary.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n rename infra/{postgres-prod.gpg => postgres-primary.gpg} (100%)"),
        ("pass rm -f email/work",
         "removed '/home/sam/.password-store/email/work.gpg'\n[master a90b5c4] Remove email/work from store.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n delete mode 100644 email/work.gpg"),
        ("pass ls", tree1),
        ("pass generate -n -i infra/redis-prod 24",
         "[master f02d6e1] Replace generated password for infra/redis-prod.\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
         f"The generated password for infra/redis-prod is:\n{pw2}"),
        ("pass show infra/redis-prod", pw2),
        ("pass git log --oneline -6", log),
    ]
    rs.add(TASK, "h67-terminal-21", SYSTEM, traj(p, steps), state=state)


# ---------------------------------------------------------------- 22 bad: kerberos principal count does not follow
def t22(rs: RowSet) -> None:
    p = Pane("root", "kdc01", "/root", style="rhel")
    state = p.prompt
    auth = "Authenticating as principal root/admin@LAB.EXAMPLE.COM with password."
    princs = ["HTTP/web01.lab.example.com", "K/M", "admin/admin", "host/db01.lab.example.com", "host/kdc01.lab.example.com",
              "host/web01.lab.example.com", "host/web02.lab.example.com", "kadmin/admin", "kadmin/changepw", "kadmin/kdc01.lab.example.com",
              "kiprop/kdc01.lab.example.com", "krbtgt/LAB.EXAMPLE.COM", "nfs/db01.lab.example.com", "root/admin"]
    lp = auth + "\n" + "\n".join(f"{x}@LAB.EXAMPLE.COM" for x in princs)
    ktadd = "\n".join(
        f"Entry for principal {pr} with kvno 2, encryption type {enc} added to keytab WRFILE:/tmp/web03.keytab."
        for pr in ("host/web03.lab.example.com", "HTTP/web03.lab.example.com")
        for enc in ("aes256-cts-hmac-sha1-96", "aes128-cts-hmac-sha1-96"))
    kt = ("Keytab name: FILE:/tmp/web03.keytab\nKVNO Timestamp           Principal\n---- ------------------- ------------------------------------------------------\n"
          + "\n".join(f"   2 06/13/2024 15:20:11 {pr}@LAB.EXAMPLE.COM" for pr in ("host/web03.lab.example.com", "host/web03.lab.example.com",
                                                                              "HTTP/web03.lab.example.com", "HTTP/web03.lab.example.com")))
    getp = (auth + "\nPrincipal: HTTP/web03.lab.example.com@LAB.EXAMPLE.COM\nExpiration date: [never]\n"
            "Last password change: Thu Jun 13 15:20:11 UTC 2024\nPassword expiration date: [never]\nMaximum ticket life: 1 day 00:00:00\n"
            "Maximum renewable life: 7 days 00:00:00\nLast modified: Thu Jun 13 15:20:11 UTC 2024 (root/admin@LAB.EXAMPLE.COM)\n"
            "Last successful authentication: [never]\nLast failed authentication: [never]\nFailed password attempts: 0\n"
            "Number of keys: 2\nKey: vno 2, aes256-cts-hmac-sha1-96\nKey: vno 2, aes128-cts-hmac-sha1-96\nMKey: vno 1\nAttributes: REQUIRES_PRE_AUTH\nPolicy: [none]")
    steps = [
        ('kadmin.local -q "listprincs"', lp),
        ('kadmin.local -q "addprinc -randkey host/web03.lab.example.com"',
         auth + '\nNo policy specified for host/web03.lab.example.com@LAB.EXAMPLE.COM; defaulting to no policy\nPrincipal "host/web03.lab.example.com@LAB.EXAMPLE.COM" created.'),
        ('kadmin.local -q "addprinc -randkey HTTP/web03.lab.example.com"',
         auth + '\nNo policy specified for HTTP/web03.lab.example.com@LAB.EXAMPLE.COM; defaulting to no policy\nPrincipal "HTTP/web03.lab.example.com@LAB.EXAMPLE.COM" created.'),
        ('kadmin.local -q "delprinc -force host/web01.lab.example.com"',
         auth + '\nPrincipal "host/web01.lab.example.com@LAB.EXAMPLE.COM" deleted.\nMake sure that you have removed this principal from all ACLs before reusing.'),
        ('kadmin.local -q "ktadd -k /tmp/web03.keytab host/web03.lab.example.com HTTP/web03.lab.example.com"', auth + "\n" + ktadd),
        ("klist -kt /tmp/web03.keytab", kt),
        ('kadmin.local -q "listprincs" | grep -c "@LAB.EXAMPLE.COM$"', "14"),
        ('kadmin.local -q "getprinc HTTP/web03.lab.example.com"', getp),
    ]
    rs.add(TASK, "h67-terminal-22", SYSTEM, traj(p, steps), state=state, bad=True, turn=7,
           kind="The principal count at turn 7 is 14, but turn 1 listed 14 principals and since then two were added (turns 2-3) and one deleted (turn 4), so it must be 15.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
