# ruff: noqa: E501
"""Held-out set holdout35, terminal domain: 22 tmux-shell trajectories (11 with one contradiction).

Each trajectory is one admin or data task in a shell pane; observations are the prompt line with the
command, what the tool prints and the next prompt. Written blind, to measure a decoherence detector.
"""

from __future__ import annotations

import base64
import hashlib
import math
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"

SYSTEM = """# Role and Objective

You are a **Terminal World Model**: a faithful simulator of a Linux shell running inside a tmux pane. Given the session so far, the visible screen and the keystrokes an agent sends, predict exactly what the pane shows next.

## Inputs

1. **History**: the earlier turns of this session (actions and the screens they produced)
2. **Current state**: the prompt and whatever is on screen
3. **Action**: a JSON array of `{"keystrokes": ..., "duration": ...}` objects; a trailing newline runs the command, `C-c`/`C-d`/`C-z` are control keys, empty keystrokes mean wait

## What to output

- The command echoed on the prompt line, then its stdout and stderr exactly as the real program prints them, then the next prompt (unless the program is still running)
- Real formats: column headers, alignment, units, separators, warnings and exit messages of the actual tool and version in use
- Plausible values: sizes, counters, ids, hashes, PIDs, timestamps and durations that fit the machine and the moment

## Consistency

- Track the working directory, environment variables, users and hosts from the prompt
- Files, directories, keys, records, services and settings created, changed or removed earlier must read back that way later
- Identifiers (UUIDs, serials, PIDs, hashes, queue ids) stay stable unless something in the session would change them (a restart, a renewal, a re-creation)
- Clocks only move forward; counters and live data may change on their own where that is realistic
- Never contradict what an earlier observation established

## Terminal specifics

- The screen holds about 40 lines; long output may scroll but the command and its result must be shown
- `[]` as the action means the agent declares the task complete

Reply with the pane content after **Environment Observation:**."""


def banner(p: Pane, last: str) -> str:
    return f"Last login: {last}\n{p.prompt}"


def box(headers: list[str], rows: list[list[str]], right: set[int] | None = None, center_head: bool = False) -> str:
    """An ASCII table like mariadb -t or etcdctl -w table print."""
    right = right or set()
    w = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"

    def cell(i: int, v: str) -> str:
        return v.rjust(w[i]) if i in right else v.ljust(w[i])

    if center_head:
        head = "|" + "|".join(" " + h.center(w[i]) + " " for i, h in enumerate(headers)) + "|"
    else:
        head = "| " + " | ".join(h.ljust(w[i]) for i, h in enumerate(headers)) + " |"
    body = ["| " + " | ".join(cell(i, v) for i, v in enumerate(r)) + " |" for r in rows]
    return "\n".join([sep, head, sep, *body, sep])


def cols(rows: list[list[str]], gap: int = 2, right: set[int] | None = None) -> str:
    """Whitespace-aligned columns (first row is the header)."""
    right = right or set()
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        parts = [(v.rjust(w[i]) if i in right else v.ljust(w[i])) for i, v in enumerate(r)]
        out.append((" " * gap).join(parts).rstrip())
    return "\n".join(out)


def hid(seed: str, n: int = 64) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def human(n: int) -> str:
    """ls -lh / du -h style size."""
    units = ["K", "M", "G", "T"]
    if n < 1024:
        return str(n)
    v = float(n)
    for u in units:
        v /= 1024
        if v < 1024 or u == "T":
            if v < 10:
                return f"{math.ceil(v * 10) / 10:.1f}{u}"
            return f"{math.ceil(v)}{u}"
    return str(n)


DASH = "- " * 39 + "-"


# certbot: renew a due certificate and re-enable the timer (clean)
def t01(rs: RowSet) -> None:
    p = Pane("root", "web01", "/root")
    state = banner(p, "Wed May 29 09:18:40 2024 from 10.8.0.14")
    certs_before = f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{DASH}
Found the following certs:
  Certificate Name: api.kestrelworks.io
    Serial Number: 4c1172e0aa93b5d8f2e61c0477d9a1b3e2f0
    Key Type: ECDSA
    Domains: api.kestrelworks.io
    Expiry Date: 2024-08-02 18:40:11+00:00 (VALID: 65 days)
    Certificate Path: /etc/letsencrypt/live/api.kestrelworks.io/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/api.kestrelworks.io/privkey.pem
  Certificate Name: shop.kestrelworks.io
    Serial Number: 3f9a0c1be2d47a85c6e0d9b21f4a7c3e8d15
    Key Type: ECDSA
    Domains: shop.kestrelworks.io www.shop.kestrelworks.io
    Expiry Date: 2024-07-09 03:14:52+00:00 (VALID: 40 days)
    Certificate Path: /etc/letsencrypt/live/shop.kestrelworks.io/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/shop.kestrelworks.io/privkey.pem
  Certificate Name: status.kestrelworks.io
    Serial Number: 37d2e81f06ab94c5e3170d8826fa41bc90e2
    Key Type: RSA
    Domains: status.kestrelworks.io
    Expiry Date: 2024-06-01 22:05:37+00:00 (VALID: 3 days)
    Certificate Path: /etc/letsencrypt/live/status.kestrelworks.io/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/status.kestrelworks.io/privkey.pem
{DASH}"""
    timers = """disabled
NEXT LEFT LAST                        PASSED             UNIT          ACTIVATES
-    -    Wed 2024-04-10 04:14:31 UTC 1 month 18 days ago certbot.timer certbot.service

1 timers listed.
Apr 10 04:14:31 web01 systemd[1]: Starting certbot.service - Certbot...
Apr 10 04:14:58 web01 certbot[20417]: Congratulations, all renewals succeeded:
Apr 10 04:14:58 web01 certbot[20417]:   /etc/letsencrypt/live/shop.kestrelworks.io/fullchain.pem (success)
Apr 10 04:14:58 web01 systemd[1]: certbot.service: Deactivated successfully.
Apr 10 04:14:58 web01 systemd[1]: Finished certbot.service - Certbot.
Apr 10 04:14:58 web01 systemd[1]: certbot.service: Consumed 2.871s CPU time.
Apr 10 11:52:07 web01 systemd[1]: certbot.timer: Deactivated successfully.
Apr 10 11:52:07 web01 systemd[1]: Stopped certbot.timer - Run certbot twice daily."""
    dry = f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{DASH}
Processing /etc/letsencrypt/renewal/api.kestrelworks.io.conf
{DASH}
Account registered.
Simulating renewal of an existing certificate for api.kestrelworks.io

{DASH}
Processing /etc/letsencrypt/renewal/shop.kestrelworks.io.conf
{DASH}
Simulating renewal of an existing certificate for shop.kestrelworks.io and www.shop.kestrelworks.io

{DASH}
Processing /etc/letsencrypt/renewal/status.kestrelworks.io.conf
{DASH}
Simulating renewal of an existing certificate for status.kestrelworks.io

{DASH}
Congratulations, all simulated renewals succeeded:
  /etc/letsencrypt/live/api.kestrelworks.io/fullchain.pem (success)
  /etc/letsencrypt/live/shop.kestrelworks.io/fullchain.pem (success)
  /etc/letsencrypt/live/status.kestrelworks.io/fullchain.pem (success)
{DASH}"""
    renew = f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{DASH}
Processing /etc/letsencrypt/renewal/status.kestrelworks.io.conf
{DASH}
Renewing an existing certificate for status.kestrelworks.io
Running deploy-hook command: systemctl reload nginx

{DASH}
Congratulations, all renewals succeeded:
  /etc/letsencrypt/live/status.kestrelworks.io/fullchain.pem (success)
{DASH}"""
    certs_status = f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{DASH}
Found the following matching certs:
  Certificate Name: status.kestrelworks.io
    Serial Number: 3a89d2c5a1f37e06b8c4d912fa7be3f05c61
    Key Type: RSA
    Domains: status.kestrelworks.io
    Expiry Date: 2024-08-27 08:24:18+00:00 (VALID: 89 days)
    Certificate Path: /etc/letsencrypt/live/status.kestrelworks.io/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/status.kestrelworks.io/privkey.pem
{DASH}"""
    arch = "../../archive/status.kestrelworks.io/"
    links = [("cert.pem", "cert4.pem"), ("chain.pem", "chain4.pem"), ("fullchain.pem", "fullchain4.pem"), ("privkey.pem", "privkey4.pem")]
    live = ["/etc/letsencrypt/live/status.kestrelworks.io/:", "total 4",
            "-rw-r--r-- 1 root root 692 Nov  4  2023 README"]
    for name, tgt in links:
        t = arch + tgt
        live.append(f"lrwxrwxrwx 1 root root  {len(t)} May 29 09:24 {name} -> {t}")
    gens = [("Nov  4  2023", 1927, 1704), ("Jan  3 22:11", 1923, 1708), ("Mar  3 23:05", 1927, 1704), ("May 29 09:24", 1923, 1704)]
    archive = ["/etc/letsencrypt/archive/status.kestrelworks.io/:", "total 64"]
    rows = []
    for i, (d, c, k) in enumerate(gens, 1):
        rows.append((f"cert{i}.pem", f"-rw-r--r-- 1 root root {c:4d} {d} cert{i}.pem"))
        rows.append((f"chain{i}.pem", f"-rw-r--r-- 1 root root 3749 {d} chain{i}.pem"))
        rows.append((f"fullchain{i}.pem", f"-rw-r--r-- 1 root root {c + 3749:4d} {d} fullchain{i}.pem"))
        rows.append((f"privkey{i}.pem", f"-rw------- 1 root root {k:4d} {d} privkey{i}.pem"))
    archive += [line for _, line in sorted(rows)]
    ls_out = "\n".join(live) + "\n\n" + "\n".join(archive)
    openssl = """subject=CN = status.kestrelworks.io
issuer=C = US, O = Let's Encrypt, CN = R3
notBefore=May 29 08:24:19 2024 GMT
notAfter=Aug 27 08:24:18 2024 GMT
serial=3A89D2C5A1F37E06B8C4D912FA7BE3F05C61"""
    enable = """Synchronizing state of certbot.timer with SysV service script with /lib/systemd/systemd-sysv-install.
Created symlink /etc/systemd/system/timers.target.wants/certbot.timer \u2192 /lib/systemd/system/certbot.timer.
NEXT                        LEFT     LAST                        PASSED             UNIT          ACTIVATES
Wed 2024-05-29 20:37:00 UTC 11h left Wed 2024-04-10 04:14:31 UTC 1 month 18 days ago certbot.timer certbot.service

1 timers listed.
Pass --all to see loaded but inactive timers, too."""
    turns = [
        p.run("certbot certificates", certs_before),
        p.run("systemctl is-enabled certbot.timer; systemctl list-timers --all certbot.timer --no-pager | head -n 3; journalctl -u certbot.service -u certbot.timer -n 8 --no-pager", timers),
        p.run("certbot renew --dry-run", dry, duration=30.0),
        p.run('certbot renew --cert-name status.kestrelworks.io --deploy-hook "systemctl reload nginx"', renew, duration=20.0),
        p.run("certbot certificates --cert-name status.kestrelworks.io", certs_status),
        p.run("ls -l /etc/letsencrypt/live/status.kestrelworks.io/ /etc/letsencrypt/archive/status.kestrelworks.io/", ls_out),
        p.run("openssl x509 -in /etc/letsencrypt/live/status.kestrelworks.io/cert.pem -noout -subject -issuer -dates -serial", openssl),
        p.run("systemctl enable --now certbot.timer && systemctl list-timers certbot.timer --no-pager", enable),
    ]
    rs.add(task=TASK, tid="h35-terminal-01", system=SYSTEM, turns=turns, state=state)


def kv_table(pairs: list[tuple[str, str]]) -> str:
    """The Key/Value table the vault CLI prints."""
    w = max(len("Key"), *(len(k) for k, _ in pairs))
    out = [f"{'Key'.ljust(w)}    Value", f"{'---'.ljust(w)}    -----"]
    out += [f"{k.ljust(w)}    {v}" for k, v in pairs]
    return "\n".join(out)


# vault: rotate a KV secret and renew the session token (bad)
def t02(rs: RowSet) -> None:
    p = Pane("mokafor", "bastion-2", "/home/mokafor")
    state = banner(p, "Tue Feb 11 09:38:02 2025 from 10.8.0.31")
    token = "hvs.CAESIGx4Rz0bq7VtE2mYw9cJfA1sK8nLpD3hU6oQeT5iN0jWGh4KHGh2cy5YbkQ2cVJwN0ZiUWJzTDNoZVd4aW5MZnM"
    status = kv_table([
        ("Seal Type", "shamir"), ("Initialized", "true"), ("Sealed", "false"), ("Total Shares", "5"),
        ("Threshold", "3"), ("Version", "1.15.6"), ("Build Date", "2024-02-28T17:07:34Z"),
        ("Storage Type", "raft"), ("Cluster Name", "vault-cluster-8d2c41f0"),
        ("Cluster ID", "5b3e7a91-0c4d-6f2e-9a18-2e7b0c55d3f4"), ("HA Enabled", "true"),
        ("HA Cluster", "https://10.20.4.11:8201"), ("HA Mode", "standby"),
        ("Active Node Address", "https://10.20.4.11:8200"), ("Raft Committed Index", "1884312"),
        ("Raft Applied Index", "1884312")])
    base = [
        ("accessor", "Q7m2vKXc9TRbLw1sNfH4eZpD"), ("creation_time", "1739262412"), ("creation_ttl", "8h"),
        ("display_name", "oidc-m.okafor@fernhill.dev"), ("entity_id", "5d0e8b1c-3a47-2f9e-b6c1-7e2a90d4f318"),
        ("expire_time", "2025-02-11T16:26:52.418277Z"), ("explicit_max_ttl", "0s"), ("id", token),
        ("issue_time", "2025-02-11T08:26:52.418281Z"), ("meta", "map[role:platform-ops]"), ("num_uses", "0"),
        ("orphan", "true"), ("path", "auth/oidc/oidc/callback"), ("policies", "[default platform-ops]"),
        ("renewable", "true"), ("ttl", "6h46m42s"), ("type", "service")]
    lookup1 = kv_table(base)
    secrets = """Path          Type         Accessor              Description
----          ----         --------              -----------
cubbyhole/    cubbyhole    cubbyhole_3f8e12a9    per-token private secret storage
database/     database     database_9c41e7d0     n/a
identity/     identity     identity_b27d5c16     identity store
pki_int/      pki          pki_5e0a93f2          Intermediate CA for *.int.fernhill.dev
secret/       kv           kv_71c4d8be           n/a
sys/          system       system_0d6fa245       system endpoints used for control, policy and debugging
transit/      transit      transit_e83b1074      n/a"""
    meta_v3 = kv_table([("created_time", "2024-11-19T14:02:37.551903Z"),
                        ("custom_metadata", "map[owner:payments-team rotation:quarterly]"),
                        ("deletion_time", "n/a"), ("destroyed", "false"), ("version", "3")])
    data_v3 = kv_table([("api_key", "rk_live_51NqR8xELb2Tz9uHk0yV3cWm4pQa7sJd"),
                        ("publishable_key", "pk_live_51NqR8xEYt6gWc1Hn2kLr9ZbQ0vMf"),
                        ("webhook_secret", "whsec_Dk29fLq0TnV7xRb3MaWy8CpH1sEu6Gz4")])
    kv_get = f"""======= Secret Path =======
secret/data/payments/stripe

======= Metadata =======
{meta_v3}

========= Data =========
{data_v3}"""
    meta_v4 = kv_table([("created_time", "2025-02-11T09:43:27.160488Z"),
                        ("custom_metadata", "map[owner:payments-team rotation:quarterly]"),
                        ("deletion_time", "n/a"), ("destroyed", "false"), ("version", "4")])
    patch = f"""======= Secret Path =======
secret/data/payments/stripe

======= Metadata =======
{meta_v4}"""
    renew = kv_table([
        ("token", token), ("token_accessor", "Q7m2vKXc9TRbLw1sNfH4eZpD"), ("token_duration", "8h"),
        ("token_renewable", "true"), ("token_policies", '["default" "platform-ops"]'),
        ("identity_policies", "[]"), ("policies", '["default" "platform-ops"]'),
        ("token_meta_role", "platform-ops")])
    after = []
    for k, v in base:
        if k == "accessor":
            v = "Q7m2vKXc9TRbLw1sNfH4eZqD"
        elif k == "expire_time":
            v = "2025-02-11T17:44:10.092611Z"
        elif k == "ttl":
            v = "7h59m41s"
        after.append((k, v))
        if k == "issue_time":
            after += [("last_renewal", "2025-02-11T09:44:10.092615Z"), ("last_renewal_time", "1739267050")]
    lookup2 = kv_table(after)
    versions = [("1", "2024-03-05T10:18:44.902113Z"), ("2", "2024-08-13T08:51:12.337640Z"),
                ("3", "2024-11-19T14:02:37.551903Z"), ("4", "2025-02-11T09:43:27.160488Z")]
    md = [f"""======== Metadata Path ========
secret/metadata/payments/stripe

========== Metadata ==========
{kv_table([("cas_required", "false"), ("created_time", "2024-03-05T10:18:44.902113Z"), ("current_version", "4"), ("custom_metadata", "map[owner:payments-team rotation:quarterly]"), ("delete_version_after", "0s"), ("max_versions", "0"), ("oldest_version", "0"), ("updated_time", "2025-02-11T09:43:27.160488Z")])}"""]
    for n, ts in versions:
        md.append(f"====== Version {n} ======\n" + kv_table([("created_time", ts), ("deletion_time", "n/a"), ("destroyed", "false")]))
    turns = [
        p.run("vault status", status),
        p.run("vault token lookup", lookup1),
        p.run("vault secrets list", secrets),
        p.run("vault kv get -mount=secret payments/stripe", kv_get),
        p.run("vault kv patch -mount=secret payments/stripe webhook_secret=whsec_Jt4mQ8vZ2cLx7RnB0kWd5YeH9pFs3Ua1", patch),
        p.run("vault token renew -increment=8h", renew),
        p.run("vault token lookup", lookup2),
        p.run("vault kv metadata get -mount=secret payments/stripe", "\n\n".join(md)),
        p.run("vault kv get -mount=secret -version=3 -field=webhook_secret payments/stripe; echo", "whsec_Dk29fLq0TnV7xRb3MaWy8CpH1sEu6Gz4"),
    ]
    rs.add(task=TASK, tid="h35-terminal-02", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=7, kind="token accessor changed after a plain renew")


# zfs: prune old autosnapshots before an upgrade (bad)
def t03(rs: RowSet) -> None:
    p = Pane("root", "nas01", "/root")
    state = banner(p, "Wed May 29 10:52:19 2024 from 192.168.10.23")
    disks = ["ata-WDC_WD120EFBX-68B0EN0_5QG3K1ZB", "ata-WDC_WD120EFBX-68B0EN0_5QG4A7RC",
             "ata-WDC_WD120EFBX-68B0EN0_8HJ1X0TD", "ata-WDC_WD120EFBX-68B0EN0_8HJ29MLE",
             "ata-WDC_WD120EFBX-68B0EN0_9RK0V3WF", "ata-WDC_WD120EFBX-68B0EN0_9RK1B6QG"]
    w = 58
    cfg = [f"\t{'NAME'.ljust(w)}STATE     READ WRITE CKSUM", f"\t{'tank'.ljust(w)}ONLINE       0     0     0",
           f"\t  {'raidz2-0'.ljust(w - 2)}ONLINE       0     0     0"]
    cfg += [f"\t    {d.ljust(w - 4)}ONLINE       0     0     0" for d in disks]
    cfg += ["\tlogs", f"\t  {'nvme-Samsung_SSD_980_PRO_500GB_S5GYNX0T412803K-part1'.ljust(w - 2)}ONLINE       0     0     0"]
    zstatus = ("  pool: tank\n state: ONLINE\n  scan: scrub repaired 0B in 05:41:27 with 0 errors on Sun May 12 06:05:28 2024\nconfig:\n\n"
               + "\n".join(cfg) + "\n\nerrors: No known data errors")
    zlist = cols([["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
                  ["tank", "31.4T", "11.2T", "205K", "/tank"],
                  ["tank/backups", "12.9T", "11.2T", "12.6T", "/tank/backups"],
                  ["tank/home", "702G", "11.2T", "655G", "/tank/home"],
                  ["tank/media", "14.1T", "11.2T", "14.1T", "/tank/media"],
                  ["tank/vmstore", "3.71T", "11.2T", "2.94T", "/tank/vmstore"]], right={1, 2, 3})
    days = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    used = ["31.2G", "22.8G", "27.5G", "35.0G", "19.6G", "24.1G", "41.7G", "28.3G", "23.9G", "17.2G", "16.8G", "30.4G", "26.6G", "6.12G"]
    refer = ["2.81T", "2.82T", "2.82T", "2.83T", "2.84T", "2.85T", "2.86T", "2.88T", "2.89T", "2.90T", "2.90T", "2.92T", "2.93T", "2.94T"]
    snaps = []
    for i in range(14):
        d = 16 + i
        snaps.append([f"tank/vmstore@autosnap_2024-05-{d}_00:00:01_daily", used[i], refer[i], f"{days[i]} May {d}  0:00 2024"])
    head = ["NAME", "USED", "AVAIL", "REFER", "CREATION"]
    slist = cols([[head[0], head[1], head[3], head[4]]] + snaps, right={1, 2})
    rng = "tank/vmstore@autosnap_2024-05-16_00:00:01_daily%autosnap_2024-05-18_00:00:01_daily"
    would = "\n".join(f"would destroy {s[0]}" for s in snaps[:3]) + "\nwould reclaim 96.4G"
    will = "\n".join(f"will destroy {s[0]}" for s in snaps[:3]) + "\nwill reclaim 96.4G"
    after = cols([["NAME", "USED", "USEDSNAP", "USEDDS", "AVAIL"],
                  ["tank/vmstore", "3.62T", "694G", "2.94T", "11.3T"]], right={1, 2, 3, 4}) + "\n12"
    tail_rows = [list(s) for s in snaps[-4:]]
    tail_rows[-1][1] = "6.48G"
    tail_rows.append(["tank/vmstore@pre-upgrade-2024-05-29", "0B", "2.94T", "Wed May 29 11:03 2024"])
    tail = "\n".join(cols([[head[0], head[1], head[3], head[4]]] + tail_rows, right={1, 2}).split("\n")[1:])
    turns = [
        p.run("zpool status tank", zstatus),
        p.run("zfs list -o name,used,avail,refer,mountpoint -r tank", zlist),
        p.run("zfs list -t snapshot -o name,used,refer,creation -s creation -r tank/vmstore", slist),
        p.run(f"zfs destroy -nv {rng}", would),
        p.run(f"zfs destroy -v {rng}", will, duration=5.0),
        p.run("zfs list -o name,used,usedsnap,usedds,avail tank/vmstore; zfs list -H -t snapshot -o name -r tank/vmstore | wc -l", after),
        p.run("zfs snapshot tank/vmstore@pre-upgrade-2024-05-29"),
        p.run("zfs list -t snapshot -o name,used,refer,creation -s creation -r tank/vmstore | tail -n 5", tail),
    ]
    rs.add(task=TASK, tid="h35-terminal-03", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=6, kind="snapshot count does not follow the three destroyed")


# ip addr / ip route: add a VLAN interface and a static route (clean)
def t04(rs: RowSet) -> None:
    p = Pane("root", "hv-edge-3", "/root")
    state = banner(p, "Thu Oct 17 14:02:55 2024 from 10.20.8.5")
    br1 = """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens192           UP             10.20.8.45/24 fe80::250:56ff:fe9a:3c71/64
ens224           UP             172.16.30.45/24 fe80::250:56ff:fe9a:8e02/64
docker0          DOWN           172.17.0.1/16 """
    route1 = """default via 10.20.8.1 dev ens192 proto static
10.20.8.0/24 dev ens192 proto kernel scope link src 10.20.8.45
172.16.30.0/24 dev ens224 proto kernel scope link src 172.16.30.45
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown """
    detail = """5: ens224.40@ens224: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP group default qlen 1000
    link/ether 00:50:56:9a:8e:02 brd ff:ff:ff:ff:ff:ff promiscuity 0  allmulti 0 minmtu 0 maxmtu 65535
    vlan protocol 802.1Q id 40 <REORDER_HDR> addrgenmode eui64 numtxqueues 1 numrxqueues 1 gso_max_size 65536 gso_max_segs 65535 tso_max_size 65536 tso_max_segs 65535 gro_max_size 65536
    inet 10.40.0.21/24 scope global ens224.40
       valid_lft forever preferred_lft forever
    inet6 fe80::250:56ff:fe9a:8e02/64 scope link
       valid_lft forever preferred_lft forever"""
    ping = """PING 10.40.0.1 (10.40.0.1) 56(84) bytes of data.
64 bytes from 10.40.0.1: icmp_seq=1 ttl=64 time=0.612 ms
64 bytes from 10.40.0.1: icmp_seq=2 ttl=64 time=0.287 ms
64 bytes from 10.40.0.1: icmp_seq=3 ttl=64 time=0.301 ms

--- 10.40.0.1 ping statistics ---
3 packets transmitted, 3 received, 0% packet loss, time 2041ms
rtt min/avg/max/mdev = 0.287/0.400/0.612/0.150 ms"""
    stats = """5: ens224.40@ens224: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP mode DEFAULT group default qlen 1000
    link/ether 00:50:56:9a:8e:02 brd ff:ff:ff:ff:ff:ff
    RX:  bytes packets errors dropped  missed   mcast
          1652      19      0       0       0       6
    TX:  bytes packets errors dropped carrier collsns
          1586      17      0       0       0       0 """
    final = """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens192           UP             10.20.8.45/24 fe80::250:56ff:fe9a:3c71/64
ens224           UP             172.16.30.45/24 fe80::250:56ff:fe9a:8e02/64
docker0          DOWN           172.17.0.1/16
ens224.40@ens224 UP             10.40.0.21/24 fe80::250:56ff:fe9a:8e02/64
default via 10.20.8.1 dev ens192 proto static
10.20.8.0/24 dev ens192 proto kernel scope link src 10.20.8.45
10.40.0.0/24 dev ens224.40 proto kernel scope link src 10.40.0.21
10.96.0.0/16 via 10.40.0.1 dev ens224.40
172.16.30.0/24 dev ens224 proto kernel scope link src 172.16.30.45
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown """
    turns = [
        p.run("ip -br addr", br1),
        p.run("ip route", route1),
        p.run("ip link add link ens224 name ens224.40 type vlan id 40"),
        p.run("ip addr add 10.40.0.21/24 dev ens224.40 && ip link set ens224.40 up"),
        p.run("ip -d addr show ens224.40", detail),
        p.run("ip route add 10.96.0.0/16 via 10.40.0.1 dev ens224.40"),
        p.run("ip route get 10.96.14.7", "10.96.14.7 via 10.40.0.1 dev ens224.40 src 10.40.0.21 uid 0 \n    cache "),
        p.run("ping -c 3 10.40.0.1", ping, duration=3.0),
        p.run("ip -s link show ens224.40", stats),
        p.run("ip -br addr; ip route", final),
    ]
    rs.add(task=TASK, tid="h35-terminal-04", system=SYSTEM, turns=turns, state=state)


# rclone: sync this year's photos to a B2 bucket (clean)
def t05(rs: RowSet) -> None:
    p = Pane("dana", "media-srv", "/home/dana")
    state = banner(p, "Wed May 29 10:09:51 2024 from 192.168.1.40")
    new = []
    for i in range(37):
        day = 18 + i // 6
        hh, mm, ss = 9 + (i * 5) % 11, (i * 17) % 60, (i * 29 + 7) % 60
        size = 3_150_000 + (i * 7919 * 131) % 3_900_000
        new.append((f"05/IMG_202405{day:02d}_{hh:02d}{mm:02d}{ss:02d}.jpg", size, f"2024-05-{day:02d} {hh:02d}:{mm:02d}:{ss:02d}"))
    gone = [("04/IMG_20240414_101522.jpg", 4_301_877), ("04/IMG_20240414_101523.jpg", 4_413_020)]
    b0, n0 = 7_379_735_412, 1447
    s_new, s_del = sum(s for _, s, _ in new), sum(s for _, s in gone)
    b1, n1 = b0 + s_new - s_del, n0 + len(new) - len(gone)

    def mib(n: int) -> str:
        return f"{n / 1048576:.3f}"

    remotes = "b2-archive:    b2\ngdrive-family: drive\nnas-sftp:      sftp\nb2-crypt:      crypt"
    size0 = f"Total objects: {n0 / 1000:.3f}k ({n0})\nTotal size: {b0 / 1024 ** 3:.3f} GiB ({b0} Byte)"
    size1 = f"Total objects: {n1 / 1000:.3f}k ({n1})\nTotal size: {b1 / 1024 ** 3:.3f} GiB ({b1} Byte)"
    lines = []
    for name, sz in gone:
        lines.append(f"2024/05/29 10:14:02 NOTICE: {name}: Skipped delete as --dry-run is set (size {mib(sz)}Mi)")
    for name, sz, _ in sorted(new):
        lines.append(f"2024/05/29 10:14:02 NOTICE: {name}: Skipped copy as --dry-run is set (size {mib(sz)}Mi)")
    lines.append(f"""2024/05/29 10:14:03 NOTICE:
Transferred:   \t  {mib(s_new)} MiB / {mib(s_new)} MiB, 100%, 0 B/s, ETA -
Checks:              {n0} / {n0}, 100%
Deleted:                2 (files), 0 (dirs)
Transferred:           37 / 37, 100%
Elapsed time:         2.4s""")
    dry = "\n".join(lines)
    sync = f"""Transferred:   \t  {mib(s_new)} MiB / {mib(s_new)} MiB, 100%, 14.127 MiB/s, ETA 0s
Checks:              {n0} / {n0}, 100%
Deleted:                2 (files), 0 (dirs)
Transferred:           37 / 37, 100%
Elapsed time:        14.8s"""
    check = (f"2024/05/29 10:16:40 NOTICE: B2 bucket kw-photos path 2024: 0 differences found\n"
             f"2024/05/29 10:16:40 NOTICE: B2 bucket kw-photos path 2024: {n1} matching files")
    older = [("2024-05-17 19:02:44", 5_012_338, "IMG_20240517_190244.jpg"), ("2024-05-17 18:57:10", 4_688_105, "IMG_20240517_185710.jpg")]
    rows = older + [(t, s, n.split("/", 1)[1]) for n, s, t in new]
    rows.sort()
    lsf = "\n".join(f"{t};{s};{n}" for t, s, n in rows[-12:])
    turns = [
        p.run("rclone listremotes --long", remotes),
        p.run("rclone size b2-archive:kw-photos/2024 --fast-list", size0, duration=5.0),
        p.run("rclone sync /srv/photos/2024 b2-archive:kw-photos/2024 --fast-list --dry-run", dry, duration=5.0),
        p.run("rclone sync /srv/photos/2024 b2-archive:kw-photos/2024 --fast-list --transfers 8 -P", sync, duration=20.0),
        p.run("rclone size b2-archive:kw-photos/2024 --fast-list", size1, duration=5.0),
        p.run("rclone check /srv/photos/2024 b2-archive:kw-photos/2024 --one-way --fast-list", check, duration=10.0),
        p.run("rclone lsf -R --files-only --format tsp b2-archive:kw-photos/2024/05 | sort | tail -n 12", lsf),
    ]
    rs.add(task=TASK, tid="h35-terminal-05", system=SYSTEM, turns=turns, state=state)


# mdadm: replace a failed RAID6 member (bad)
def t06(rs: RowSet) -> None:
    p = Pane("root", "stor-07", "/root")
    state = banner(p, "Mon Oct 14 08:49:03 2024 from 10.1.0.9")
    dev_kib = 11718751232
    uuid = "3c8f1a27:9b04e6d2:51ac7e90:d2f36b48"
    md0 = """md0 : active raid1 nvme1n1p2[1] nvme0n1p2[0]
      488254464 blocks super 1.2 [2/2] [UU]
      bitmap: 2/4 pages [8KB], 65536KB chunk"""
    pers = "Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10] "
    mdstat1 = f"""{pers}
md1 : active raid6 sdc1[2] sdf1[5](F) sde1[4] sdb1[1] sdd1[3] sda1[0]
      46875004928 blocks super 1.2 level 6, 512k chunk, algorithm 2 [6/5] [UUUUU_]
      bitmap: 12/88 pages [48KB], 65536KB chunk

{md0}

unused devices: <none>"""

    def detail(update: str, st: str, active: int, working: int, failed: int, spare: int, events: int, u: str, tail: str, rebuild: str = "") -> str:
        rb = f"\n    Rebuild Status : {rebuild}\n" if rebuild else ""
        return f"""/dev/md1:
           Version : 1.2
     Creation Time : Thu Mar  9 14:22:51 2023
        Raid Level : raid6
        Array Size : 46875004928 (43.66 TiB 48.00 TB)
     Used Dev Size : {dev_kib} (10.91 TiB 12.00 TB)
      Raid Devices : 6
     Total Devices : {working + failed}
       Persistence : Superblock is persistent

     Intent Bitmap : Internal

       Update Time : {update}
             State : {st}
    Active Devices : {active}
   Working Devices : {working}
    Failed Devices : {failed}
     Spare Devices : {spare}

            Layout : left-symmetric
        Chunk Size : 512K

Consistency Policy : bitmap
{rb}
              Name : stor-07:1  (local to host stor-07)
              UUID : {u}
            Events : {events}

    Number   Major   Minor   RaidDevice State
       0       8        1        0      active sync   /dev/sda1
       1       8       17        1      active sync   /dev/sdb1
       2       8       33        2      active sync   /dev/sdc1
       3       8       49        3      active sync   /dev/sdd1
       4       8       65        4      active sync   /dev/sde1
{tail}"""
    d1 = detail("Mon Oct 14 08:51:37 2024", "clean, degraded", 5, 5, 1, 0, 48211, uuid,
                "       -       0        0        5      removed\n\n       5       8       81        -      faulty   /dev/sdf1")
    serials = ["5QG3K1ZB", "5QG4A7RC", "8HJ1X0TD", "8HJ29MLE", "9RK0V3WF"]
    lsb = ["lsblk: /dev/sdf: not a block device",
           "NAME    SIZE TYPE MODEL                 SERIAL"]
    for letter, sn in zip("abcde", serials):
        lsb.append(f"sd{letter}   10.9T disk WDC WD120EFBX-68B0EN0 {sn}")
        lsb.append(f"sd{letter}1  10.9T part                       ")
    lsb.append("sdg   10.9T disk WDC WD120EFBX-68B0EN0 7LP4Q2NX")
    sfd = """Checking that no-one is using this disk right now ... OK

Disk /dev/sdg: 10.91 TiB, 12000138625024 bytes, 23437770752 sectors
Disk model: WDC WD120EFBX-68
Units: sectors of 1 * 512 = 512 bytes
Sector size (logical/physical): 512 bytes / 4096 bytes
I/O size (minimum/optimal): 4096 bytes / 4096 bytes

>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Script header accepted.
>>> Created a new GPT disklabel (GUID: 6B0E2A94-17C3-4D58-9F21-A3C8E05D7B16).
/dev/sdg1: Created a new partition 1 of type 'Linux RAID' and of size 10.9 TiB.
/dev/sdg2: Done.

New situation:
Disklabel type: gpt
Disk identifier: 6B0E2A94-17C3-4D58-9F21-A3C8E05D7B16

Device     Start         End     Sectors  Size Type
/dev/sdg1   2048 23437768703 23437766656 10.9T Linux RAID

The partition table has been altered.
Calling ioctl() to re-read partition table.
Syncing disks."""

    def rec(done: int, speed: int) -> str:
        pct = done * 100 / dev_kib
        bar = int(pct / 5)
        fin = (dev_kib - done) / speed / 60
        return f"""{pers}
md1 : active raid6 sdg1[6] sdc1[2] sde1[4] sdb1[1] sdd1[3] sda1[0]
      46875004928 blocks super 1.2 level 6, 512k chunk, algorithm 2 [6/5] [UUUUU_]
      [{'=' * bar}>{'.' * (20 - bar)}]  recovery = {pct:4.1f}% ({done}/{dev_kib}) finish={fin:.1f}min speed={speed}K/sec
      bitmap: 12/88 pages [48KB], 65536KB chunk

{md0}

unused devices: <none>"""
    d2 = detail("Mon Oct 14 09:21:54 2024", "clean, degraded, recovering", 5, 6, 0, 1, 48547,
                "3c8f1a27:9b04e6d2:51ac7e09:d2f36b48",
                "       6       8       97        5      spare rebuilding   /dev/sdg1", rebuild="1% complete")
    turns = [
        p.run("cat /proc/mdstat", mdstat1),
        p.run("mdadm --detail /dev/md1", d1),
        p.run("mdadm --manage /dev/md1 --remove /dev/sdf1", "mdadm: hot removed /dev/sdf1 from /dev/md1"),
        p.run("lsblk -o NAME,SIZE,TYPE,MODEL,SERIAL /dev/sd{a..g}", "\n".join(lsb)),
        p.run("sfdisk -d /dev/sda | sfdisk /dev/sdg", sfd, duration=3.0),
        p.run("mdadm --manage /dev/md1 --add /dev/sdg1", "mdadm: added /dev/sdg1"),
        p.run("cat /proc/mdstat", rec(49371648, 154338)),
        p.run("sysctl -w dev.raid.speed_limit_min=200000", "dev.raid.speed_limit_min = 200000"),
        p.run("cat /proc/mdstat", rec(140625014, 193817)),
        p.run("mdadm --detail /dev/md1", d2),
        p.run("cat /proc/mdstat", rec(164062517, 198402)),
    ]
    rs.add(task=TASK, tid="h35-terminal-06", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=10, kind="array UUID drifted during the rebuild")


# etcdctl: retire legacy feature flags in a config store (bad)
def t07(rs: RowSet) -> None:
    p = Pane("sre", "cfg-01", "/home/sre")
    state = banner(p, "Fri Mar 21 15:30:12 2025 from 10.12.9.4")
    heads = ["ENDPOINT", "ID", "VERSION", "DB SIZE", "IS LEADER", "IS LEARNER", "RAFT TERM", "RAFT INDEX", "RAFT APPLIED INDEX", "ERRORS"]

    def est(idx: int, applied: int, size: str) -> str:
        members = [("https://10.12.0.11:2379", "8e9e05c52164694d", "false"),
                   ("https://10.12.0.12:2379", "91bc3c398fb3c146", "true"),
                   ("https://10.12.0.13:2379", "fd422379fda50e48", "false")]
        rows = [[e, i, "3.5.12", size, lead, "false", "17", str(idx), str(applied), ""] for e, i, lead in members]
        return box(heads, rows, right={2, 3, 4, 5, 6, 7, 8}, center_head=True)
    keys = ["/apps/ledger/db/dsn", "/apps/ledger/db/pool_size", "/apps/ledger/feature/batch_export",
            "/apps/ledger/feature/legacy_csv_import", "/apps/ledger/feature/legacy_fx_rates",
            "/apps/ledger/feature/legacy_soap_gateway", "/apps/ledger/feature/multi_currency",
            "/apps/ledger/feature/realtime_webhooks", "/apps/ledger/limits/max_batch", "/apps/ledger/limits/rps",
            "/apps/ledger/log/level", "/apps/ledger/version"]
    feats = [("/apps/ledger/feature/batch_export", "true"), ("/apps/ledger/feature/legacy_fx_rates", "false"),
             ("/apps/ledger/feature/multi_currency", "true"), ("/apps/ledger/feature/realtime_webhooks", "false")]
    key = "/apps/ledger/feature/realtime_webhooks"
    js = ('{"header":{"cluster_id":14841639068965178418,"member_id":10276657743932975437,"revision":1893022,"raft_term":17},'
          f'"kvs":[{{"key":"{base64.b64encode(key.encode()).decode()}","create_revision":402117,"mod_revision":1893022,"version":4,'
          f'"value":"{base64.b64encode(b"true").decode()}"}}],"count":1}}')
    turns = [
        p.run("etcdctl endpoint status --cluster -w table", est(2210487, 2210487, "24 MB")),
        p.run("etcdctl get --prefix /apps/ledger/ --keys-only", "\n\n".join(keys) + "\n"),
        p.run("etcdctl del --prefix /apps/ledger/feature/legacy_", "3"),
        p.run("etcdctl get --prefix /apps/ledger/feature/", "\n".join(f"{k}\n{v}" for k, v in feats)),
        p.run(f"etcdctl put {key} true", "OK"),
        p.run(f"etcdctl get {key} -w json", js),
        p.run("etcdctl endpoint status --cluster -w table", est(2210531, 2210531, "24 MB")),
    ]
    rs.add(task=TASK, tid="h35-terminal-07", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=4, kind="deleted key listed again")


def ls_l(entries: list[tuple[str, str, str, int, str, str]], total: bool = True) -> str:
    """ls -l lines from (mode, user, group, size, date, name), with the total line."""
    sw = max(len(str(e[3])) for e in entries)
    blocks = sum(math.ceil(e[3] / 4096) * 4 for e in entries)
    out = [f"total {blocks}"] if total else []
    for mode, user, group, size, date, name in entries:
        out.append(f"{mode} 1 {user} {group} {str(size).rjust(sw)} {date} {name}")
    return "\n".join(out)


# crontab + logrotate: force a rotation and add a nightly job (clean)
def t08(rs: RowSet) -> None:
    p = Pane("deploy", "app-03", "/home/deploy")
    state = banner(p, "Tue Mar 18 13:58:27 2025 from 10.4.2.17")
    cron1 = """# Edit this file to introduce tasks to be run by cron.
# m h  dom mon dow   command
MAILTO=ops-alerts@fernhill.dev
*/5 * * * * /opt/app/bin/healthcheck --quiet
0 2 * * * /opt/app/bin/backup-db --target s3://fh-app-backups/app-03 >> /var/log/app/backup.log 2>&1
30 4 * * 0 /opt/app/bin/reindex --all >> /var/log/app/reindex.log 2>&1"""
    newline = "15 3 * * * /opt/app/bin/prune-sessions --days 14 >> /var/log/app/prune.log 2>&1"
    m = "-rw-r-----"
    before = [
        (m, "deploy", "adm", 1938176012, "Mar 18 14:05", "app.log"),
        (m, "deploy", "adm", 180211937, "Mar 16 00:00", "app.log.1"),
        (m, "deploy", "adm", 21877310, "Mar  9 00:00", "app.log.2.gz"),
        (m, "deploy", "adm", 20114599, "Mar  2 00:00", "app.log.3.gz"),
        (m, "deploy", "adm", 81231, "Mar 18 02:00", "backup.log"),
        (m, "deploy", "adm", 80977, "Mar 15 02:00", "backup.log.1"),
        (m, "deploy", "adm", 9120, "Mar  8 02:00", "backup.log.2.gz"),
        (m, "deploy", "adm", 210558, "Mar 16 04:41", "reindex.log"),
        (m, "deploy", "adm", 209880, "Mar  9 04:40", "reindex.log.1"),
        (m, "deploy", "adm", 31002, "Mar  2 04:40", "reindex.log.2.gz"),
    ]
    conf = """/var/log/app/*.log {
    weekly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    copytruncate
    su deploy adm
}"""
    debug = """warning: logrotate in debug mode does nothing except printing debug messages!  Consider using verbose mode (-v) instead if this is not what you want.

reading config file /etc/logrotate.d/app
Reading state from file: /var/lib/logrotate/status
Allocating hash table for state file, size 64 entries
Creating new state
Creating new state
Creating new state
Creating new state
Creating new state
Creating new state
Creating new state
Creating new state
Creating new state
Creating new state

Handling 1 logs

rotating pattern: /var/log/app/*.log  weekly (8 rotations)
empty log files are not rotated, old logs are removed
switching euid to 1001 and egid to 4
considering log /var/log/app/app.log
  Now: 2025-03-18 14:06
  Last rotated at 2025-03-16 00:00
  log does not need rotating (log has been rotated at 2025-03-16 00:00, which is less than a week ago)
considering log /var/log/app/backup.log
  Now: 2025-03-18 14:06
  Last rotated at 2025-03-16 00:00
  log does not need rotating (log has been rotated at 2025-03-16 00:00, which is less than a week ago)
considering log /var/log/app/reindex.log
  Now: 2025-03-18 14:06
  Last rotated at 2025-03-16 00:00
  log does not need rotating (log has been rotated at 2025-03-16 00:00, which is less than a week ago)
switching euid to 0 and egid to 0"""
    force = ["reading config file /etc/logrotate.d/app", "Reading state from file: /var/lib/logrotate/status",
             "Allocating hash table for state file, size 64 entries"] + ["Creating new state"] * 10 + [
        "", "Handling 1 logs", "", "rotating pattern: /var/log/app/*.log  forced from command line (8 rotations)",
        "empty log files are not rotated, old logs are removed", "switching euid to 1001 and egid to 4"]
    for name in ("app.log", "backup.log", "reindex.log"):
        force += [f"considering log /var/log/app/{name}", "  Now: 2025-03-18 14:07",
                  "  Last rotated at 2025-03-16 00:00", "  log needs rotating"]
    for name in ("app.log", "backup.log", "reindex.log"):
        force += [f"rotating log /var/log/app/{name}, log->rotateCount is 8", "dateext suffix '-20250318'",
                  "glob pattern '-[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'", "compressing log with: /bin/gzip"]
        for i in range(8, 1, -1):
            force.append(f"renaming /var/log/app/{name}.{i}.gz to /var/log/app/{name}.{i + 1}.gz (rotatecount 8, logstart 1, i {i}), ")
        force += [f"renaming /var/log/app/{name}.1 to /var/log/app/{name}.2 (rotatecount 8, logstart 1, i 1), ",
                  f"copying /var/log/app/{name} to /var/log/app/{name}.1", f"truncating /var/log/app/{name}"]
    for name in ("app.log", "backup.log", "reindex.log"):
        force.append(f"compressing log /var/log/app/{name}.2")
    force.append("switching euid to 0 and egid to 0")
    after = [
        (m, "deploy", "adm", 48211, "Mar 18 14:07", "app.log"),
        (m, "deploy", "adm", 1938391120, "Mar 18 14:07", "app.log.1"),
        (m, "deploy", "adm", 19406662, "Mar 16 00:00", "app.log.2.gz"),
        (m, "deploy", "adm", 21877310, "Mar  9 00:00", "app.log.3.gz"),
        (m, "deploy", "adm", 20114599, "Mar  2 00:00", "app.log.4.gz"),
        (m, "deploy", "adm", 0, "Mar 18 14:07", "backup.log"),
        (m, "deploy", "adm", 81231, "Mar 18 02:00", "backup.log.1"),
        (m, "deploy", "adm", 8855, "Mar 15 02:00", "backup.log.2.gz"),
        (m, "deploy", "adm", 9120, "Mar  8 02:00", "backup.log.3.gz"),
        (m, "deploy", "adm", 0, "Mar 18 14:07", "reindex.log"),
        (m, "deploy", "adm", 210558, "Mar 16 04:41", "reindex.log.1"),
        (m, "deploy", "adm", 30644, "Mar  9 04:40", "reindex.log.2.gz"),
        (m, "deploy", "adm", 31002, "Mar  2 04:40", "reindex.log.3.gz"),
    ]
    later = [list(e) for e in after]
    later[0][3], later[0][4] = 162730, "Mar 18 14:09"
    turns = [
        p.run("crontab -l", cron1),
        p.run("ls -l /var/log/app/", ls_l(before)),
        p.run("cat /etc/logrotate.d/app", conf),
        p.run("sudo logrotate -d /etc/logrotate.d/app", debug),
        p.run("sudo logrotate -f -v /etc/logrotate.d/app", "\n".join(force), duration=30.0),
        p.run("ls -l /var/log/app/", ls_l(after)),
        p.run(f"crontab -l > ~/crontab.bak.$(date +%F) && (crontab -l; echo '{newline}') | crontab -"),
        p.run("crontab -l", cron1 + "\n" + newline),
        p.run("ls -l /var/log/app/", ls_l([tuple(e) for e in later])),  # type: ignore[misc]
    ]
    rs.add(task=TASK, tid="h35-terminal-08", system=SYSTEM, turns=turns, state=state)


# nft: block abusive sources and swap a port rule on an edge firewall (bad)
def t09(rs: RowSet) -> None:
    p = Pane("root", "edge-fw1", "/root")
    state = banner(p, "Tue Dec  3 07:41:50 2024 from 10.8.0.2")

    def elements(items: list[str], ind: str) -> str:
        pairs = [", ".join(items[i:i + 2]) for i in range(0, len(items), 2)]
        return f"{ind}elements = {{ " + (",\n" + ind + "\t     ").join(pairs) + " }"

    def bl(items: list[str], ind: str = "\t\t") -> str:
        return (f"\tset blocklist_v4 {{\n{ind}type ipv4_addr\n{ind}flags interval\n{ind}auto-merge\n"
                f"{elements(items, ind)}\n\t}}")
    base = ["45.95.168.0/24", "80.94.95.112", "91.92.240.0/22", "141.98.11.0/24", "193.32.162.56", "194.180.49.0/24"]
    grown = ["45.95.168.0/24", "45.148.10.0/24", "80.94.95.112", "91.92.240.0/22", "141.98.11.0/24", "185.220.101.47",
             "193.32.162.56", "194.180.49.0/24"]
    dropped = [x for x in grown if x != "185.220.101.47"]
    mgmt = "\tset mgmt_v4 {\n\t\ttype ipv4_addr\n\t\tflags interval\n\t\telements = { 10.8.0.0/24, 192.0.2.10 }\n\t}"

    def chain_input(bl_pk: int, bl_by: int, all_pk: int, all_by: int, handles: bool, old_rule: bool, new_rule: bool) -> str:
        def h(n: int) -> str:
            return f" # handle {n}" if handles else ""
        rules = ["ct state established,related accept" + h(4), "ct state invalid drop" + h(5), 'iif "lo" accept' + h(6),
                 f"ip saddr @blocklist_v4 counter packets {bl_pk} bytes {bl_by} drop" + h(7),
                 "ip protocol icmp icmp type { destination-unreachable, echo-request, time-exceeded } limit rate 20/second accept" + h(9),
                 "ip saddr @mgmt_v4 tcp dport 22 accept" + h(10), "tcp dport { 80, 443 } accept" + h(12)]
        if new_rule:
            rules.append('tcp dport 2222 ct state new limit rate 10/minute accept comment "alt-ssh"' + h(21))
        rules.append("udp dport 51820 accept" + h(13))
        if old_rule:
            rules.append('tcp dport 8080 accept comment "old staging proxy"' + h(14))
        rules.append(f'counter packets {all_pk} bytes {all_by} log prefix "nft-drop: " level info' + h(15))
        head = "\tchain input {" + (" # handle 1" if handles else "")
        return head + "\n\t\ttype filter hook input priority filter; policy drop;\n" + "\n".join("\t\t" + r for r in rules) + "\n\t}"
    fwd = """\tchain forward {
\t\ttype filter hook forward priority filter; policy drop;
\t\tct state established,related accept
\t\tiifname "wg0" oifname "ens3" ip daddr 10.10.0.0/16 accept
\t}

\tchain output {
\t\ttype filter hook output priority filter; policy accept;
\t}"""
    table1 = ("table inet filter {\n" + bl(base) + "\n\n" + mgmt + "\n\n"
              + chain_input(18244, 1094640, 93115, 5217440, False, True, False) + "\n\n" + fwd + "\n}")
    set2 = "table inet filter {\n" + bl(grown) + "\n}"
    chain3 = "table inet filter {\n" + chain_input(18391, 1103460, 93342, 5230112, True, True, False) + "\n}"
    table4 = ("table inet filter {\n" + bl(dropped) + "\n\n" + mgmt + "\n\n"
              + chain_input(18502, 1110120, 93710, 5251808, False, False, True) + "\n\n" + fwd + "\n}")
    turns = [
        p.run("nft list tables", "table inet filter\ntable ip nat\ntable inet f2b-table"),
        p.run("nft list table inet filter", table1),
        p.run("nft add element inet filter blocklist_v4 { 185.220.101.47, 45.148.10.0/24 }"),
        p.run("nft list set inet filter blocklist_v4", set2),
        p.run("nft -a list chain inet filter input", chain3),
        p.run("nft insert rule inet filter input position 13 tcp dport 2222 ct state new limit rate 10/minute accept comment '\"alt-ssh\"'"),
        p.run("nft delete rule inet filter input handle 14"),
        p.run("nft list table inet filter", table4),
        p.run("cp /etc/nftables.conf /etc/nftables.conf.bak && { echo '#!/usr/sbin/nft -f'; echo 'flush ruleset'; nft list ruleset; } > /etc/nftables.conf"),
        p.run("nft -c -f /etc/nftables.conf && echo syntax ok", "syntax ok"),
    ]
    rs.add(task=TASK, tid="h35-terminal-09", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=8, kind="element added to the set missing from a later listing")


# nvme + smartctl: health check and short self-test on a database SSD (clean)
def t10(rs: RowSet) -> None:
    p = Pane("root", "db-node4", "/root")
    state = banner(p, "Mon Jun  2 10:36:44 2025 from 10.3.0.12")
    nlist = """Node                  Generic               SN                   Model                                    Namespace  Usage                      Format           FW Rev
--------------------- --------------------- -------------------- ---------------------------------------- ---------- -------------------------- ---------------- --------
/dev/nvme0n1          /dev/ng0n1            S6CKNL0W201377       SAMSUNG MZQL23T8HCLS-00A07               0x1          1.92  TB /   3.84  TB    512   B +  0 B   GDC5602Q
/dev/nvme1n1          /dev/ng1n1            S6CKNL0W201391       SAMSUNG MZQL23T8HCLS-00A07               0x1          1.88  TB /   3.84  TB    512   B +  0 B   GDC5602Q"""

    def fmt(n: int) -> str:
        return f"{n:,}"

    def smart_log(temp: int, s2: int, s3: int, dur: int, duw: int, hr: int, hw: int, busy: int, poh: int) -> str:
        rows = [("critical_warning", "0"), ("temperature", f"{temp} \u00b0C ({temp + 273} K)"),
                ("available_spare", "100%"), ("available_spare_threshold", "10%"), ("percentage_used", "3%"),
                ("endurance group critical warning summary", "0"),
                ("Data Units Read", f"{fmt(dur)} ({dur * 512000 / 1e12:.2f} TB)"),
                ("Data Units Written", f"{fmt(duw)} ({duw * 512000 / 1e12:.2f} TB)"),
                ("host_read_commands", fmt(hr)), ("host_write_commands", fmt(hw)),
                ("controller_busy_time", fmt(busy)), ("power_cycles", "14"), ("power_on_hours", fmt(poh)),
                ("unsafe_shutdowns", "6"), ("media_errors", "0"), ("num_err_log_entries", "0"),
                ("Warning Temperature Time", "0"), ("Critical Composite Temperature Time", "0"),
                ("Temperature Sensor 1", f"{temp} \u00b0C ({temp + 273} K)"),
                ("Temperature Sensor 2", f"{s2} \u00b0C ({s2 + 273} K)"),
                ("Temperature Sensor 3", f"{s3} \u00b0C ({s3 + 273} K)"),
                ("Thermal Management T1 Trans Count", "0"), ("Thermal Management T2 Trans Count", "0"),
                ("Thermal Management T1 Total Time", "0"), ("Thermal Management T2 Total Time", "0")]
        return "Smart Log for NVME device:nvme0 namespace-id:ffffffff\n" + "\n".join(f"{k.ljust(40)}: {v}" for k, v in rows)
    hdr = """smartctl 7.4 2023-08-01 r5530 [x86_64-linux-6.8.0-60-generic] (local build)
Copyright (C) 2002-23, Bruce Allen, Christian Franke, www.smartmontools.org
"""
    tests_old = """Num  Test_Description  Status                       Power_on_Hours  Failing_LBA  NSID Seg SCT Code
 0   Extended          Completed without error               16211            -     -   -   -    -
 1   Short             Completed without error               16209            -     -   -   -    -"""
    dur, duw, hr, hw = 1893245388, 1402668019, 21447402857, 9812009102
    smart_a = f"""{hdr}
=== START OF INFORMATION SECTION ===
Model Number:                       SAMSUNG MZQL23T8HCLS-00A07
Serial Number:                      S6CKNL0W201377
Firmware Version:                   GDC5602Q
PCI Vendor/Subsystem ID:            0x144d
IEEE OUI Identifier:                0x002538
Total NVM Capacity:                 3,840,755,982,336 [3.84 TB]
Unallocated NVM Capacity:           0
Controller ID:                      6
NVMe Version:                       1.4
Number of Namespaces:               32
Namespace 1 Size/Capacity:          3,840,755,982,336 [3.84 TB]
Namespace 1 Utilization:            1,921,404,317,696 [1.92 TB]
Namespace 1 Formatted LBA Size:     512
Namespace 1 IEEE EUI-64:            002538 b231a04c21
Local Time is:                      Mon Jun  2 10:41:09 2025 UTC
Firmware Updates (0x17):            3 Slots, Slot 1 R/O, no Reset required
Optional Admin Commands (0x005f):   Security Format Frmw_DL NS_Mngmt Self_Test MI_Snd/Rec
Optional NVM Commands (0x005f):     Comp Wr_Unc DS_Mngmt Wr_Zero Sav/Sel_Feat Timestmp
Log Page Attributes (0x0e):         Cmd_Eff_Lg Ext_Get_Lg Telmtry_Lg
Maximum Data Transfer Size:         512 Pages
Warning  Comp. Temp. Threshold:     80 Celsius
Critical Comp. Temp. Threshold:     83 Celsius
Namespace 1 Features (0x1a):        NA_Fields No_ID_Reuse NP_Fields

Supported Power States
St Op     Max   Active     Idle   RL RT WL WT  Ent_Lat  Ex_Lat
 0 +    25.00W   14.00W       -    0  0  0  0       70      70
 1 +     8.00W    8.00W       -    1  1  1  1       70      70

Supported LBA Sizes (NSID 0x1)
Id Fmt  Data  Metadt  Rel_Perf
 0 +     512       0         0
 1 -    4096       0         0

=== START OF SMART DATA SECTION ===
SMART overall-health self-assessment test result: PASSED

SMART/Health Information (NVMe Log 0x02)
Critical Warning:                   0x00
Temperature:                        41 Celsius
Available Spare:                    100%
Available Spare Threshold:          10%
Percentage Used:                    3%
Data Units Read:                    {fmt(dur)} [{dur * 512000 / 1e12:.0f} TB]
Data Units Written:                 {fmt(duw)} [{duw * 512000 / 1e12:.0f} TB]
Host Read Commands:                 {fmt(hr)}
Host Write Commands:                {fmt(hw)}
Controller Busy Time:               18,204
Power Cycles:                       14
Power On Hours:                     16,884
Unsafe Shutdowns:                   6
Media and Data Integrity Errors:    0
Error Information Log Entries:      0
Warning  Comp. Temperature Time:    0
Critical Comp. Temperature Time:    0
Temperature Sensor 1:               41 Celsius
Temperature Sensor 2:               47 Celsius
Temperature Sensor 3:               52 Celsius

Error Information (NVMe Log 0x01, 16 of 64 entries)
No Errors Logged

Self-test Log (NVMe Log 0x06)
Self-test status: No self-test in progress
{tests_old}"""
    selftest = f"""{hdr}
=== START OF SMART DATA SECTION ===
Self-test Log (NVMe Log 0x06)
Self-test status: Short self-test in progress (12% completed)
{tests_old}"""
    done = """Num  Test_Description  Status                       Power_on_Hours  Failing_LBA  NSID Seg SCT Code
 0   Short             Completed without error               16884            -     -   -   -    -
 1   Extended          Completed without error               16211            -     -   -   -    -
 2   Short             Completed without error               16209            -     -   -   -    -"""
    turns = [
        p.run("nvme list", nlist),
        p.run("nvme smart-log /dev/nvme0", smart_log(41, 47, 52, 1893245110, 1402667812, 21447390221, 9812004577, 18204, 16884)),
        p.run("smartctl -a /dev/nvme0", smart_a),
        p.run("nvme device-self-test /dev/nvme0 -n 1 -s 1", "Device self-test started"),
        p.run("smartctl -l selftest /dev/nvme0", selftest),
        p.run("sleep 120; smartctl -l selftest /dev/nvme0 | tail -n 4; nvme smart-log /dev/nvme0",
              done + "\n" + smart_log(43, 49, 54, 1893251642, 1402671305, 21447688410, 9812096733, 18206, 16884), duration=125.0),
    ]
    rs.add(task=TASK, tid="h35-terminal-10", system=SYSTEM, turns=turns, state=state)


def mailq(entries: list[tuple[str, str, int, str, str, str, str]]) -> str:
    """Postfix mailq: (queue id, flag, size, arrival, sender, reason, recipient)."""
    if not entries:
        return "Mail queue is empty"
    out = ["-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------"]
    for qid, flag, size, when, sender, reason, rcpt in entries:
        out.append(f"{(qid + flag):<12}{size:>8} {when}  {sender}")
        if reason:
            out.append(f"({reason})")
        out.append(" " * 41 + rcpt)
        out.append("")
    total = sum(e[2] for e in entries)
    out.append(f"-- {math.ceil(total / 1024)} Kbytes in {len(entries)} Request{'s' if len(entries) != 1 else ''}.")
    return "\n".join(out)


# postconf / postsuper / opendkim-testkey: clear junk bounces and raise the size limit (clean)
def t11(rs: RowSet) -> None:
    p = Pane("root", "mx2", "/root")
    state = banner(p, "Tue Sep 17 09:18:05 2024 from 10.8.0.14")
    postconf_n = """alias_database = hash:/etc/aliases
alias_maps = hash:/etc/aliases
append_dot_mydomain = no
biff = no
compatibility_level = 3.6
disable_vrfy_command = yes
inet_interfaces = all
inet_protocols = ipv4
mailbox_size_limit = 0
message_size_limit = 10240000
milter_default_action = accept
milter_protocol = 6
mydestination = $myhostname, mx2.kestrelworks.io, localhost.localdomain, localhost
myhostname = mx2.kestrelworks.io
mynetworks = 127.0.0.0/8 10.4.0.0/16
myorigin = /etc/mailname
non_smtpd_milters = $smtpd_milters
readme_directory = no
recipient_delimiter = +
relayhost =
smtp_tls_CApath = /etc/ssl/certs
smtp_tls_loglevel = 1
smtp_tls_security_level = may
smtp_tls_session_cache_database = btree:${data_directory}/smtp_scache
smtpd_banner = $myhostname ESMTP
smtpd_helo_required = yes
smtpd_milters = inet:localhost:8891
smtpd_recipient_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_unauth_destination, reject_rbl_client zen.spamhaus.org
smtpd_relay_restrictions = permit_mynetworks permit_sasl_authenticated defer_unauth_destination
smtpd_tls_cert_file = /etc/letsencrypt/live/mx2.kestrelworks.io/fullchain.pem
smtpd_tls_key_file = /etc/letsencrypt/live/mx2.kestrelworks.io/privkey.pem
smtpd_tls_security_level = may
virtual_alias_maps = hash:/etc/postfix/virtual"""
    timeout = "connect to mx.orbitmail-xyz.net[198.51.100.23]:25: Connection timed out"
    q = [
        ("9A41E3A0512", "", 14872, "Tue Sep 17 06:12:40", "billing@kestrelworks.io", timeout, "ar@orbitmail-xyz.net"),
        ("3E0A21C0B11", "", 3104, "Tue Sep 17 06:40:02", "MAILER-DAEMON", "host mx1.qq-relay-mail.top[203.0.113.77] said: 450 4.1.1 <kjh8823@qq-relay-mail.top>: Recipient address rejected: User unknown in local recipient table (in reply to RCPT TO command)", "kjh8823@qq-relay-mail.top"),
        ("5F2C81C0D47", "", 3322, "Tue Sep 17 07:05:19", "MAILER-DAEMON", "connect to mail.mailru-box.ru[192.0.2.201]:25: Connection refused", "a.petrov9@mailru-box.ru"),
        ("B7730180F2E", "", 228411, "Tue Sep 17 07:22:56", "reports@kestrelworks.io", "host mx.hallmark-supply.co.uk[198.51.100.140] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command)", "finance@hallmark-supply.co.uk"),
        ("7A9B01C0E63", "", 2987, "Tue Sep 17 07:48:31", "MAILER-DAEMON", "Host or domain name not found. Name service error for name=promo-blast.click type=MX: Host not found, try again", "noreply@promo-blast.click"),
        ("C210F1C0A09", "", 48120, "Tue Sep 17 08:01:44", "noreply@kestrelworks.io", "host mx01.gmx-mailbox.de[203.0.113.25] said: 451 4.7.1 Greylisted, please try again in 300 seconds (in reply to RCPT TO command)", "j.meyer@gmx-mailbox.de"),
        ("8C31D1C0F05", "", 3015, "Tue Sep 17 08:02:11", "MAILER-DAEMON", "host mx.bonusclub.xyz[192.0.2.66] said: 451 4.3.0 Temporary lookup failure (in reply to RCPT TO command)", "lucky_win@bonusclub.xyz"),
        ("1D5E61C0C88", "", 96220, "Tue Sep 17 08:44:09", "billing@kestrelworks.io", timeout, "ar@orbitmail-xyz.net"),
        ("E48F21C0B7A", "", 19950, "Tue Sep 17 09:02:37", "support@kestrelworks.io", "host helpdesk.ardent-labs.io[198.51.100.9] said: 421 4.7.0 Try again later, closing connection. (in reply to end of DATA command)", "tkt-55102@helpdesk.ardent-labs.io"),
    ]
    junk = [e for e in q if e[4] == "MAILER-DAEMON"]
    kept = [e for e in q if e[4] != "MAILER-DAEMON"]
    fresh = ("2F0C91C0D3B", "*", 6112, "Tue Sep 17 09:29:48", "noreply@kestrelworks.io", "", "orders@brightline-foods.nl")
    q2 = sorted(kept + [fresh], key=lambda e: e[3])
    del_out = "\n".join(f"postsuper: {e[0]}: removed" for e in junk) + f"\npostsuper: Deleted: {len(junk)} messages"
    dkim = """opendkim-testkey: using default configfile /etc/opendkim.conf
opendkim-testkey: /etc/opendkim/keys/kestrelworks.io/mx2024.private: WARNING: unsafe permissions
opendkim-testkey: checking key 'mx2024._domainkey.kestrelworks.io'
opendkim-testkey: key not secure
opendkim-testkey: key OK"""
    reload_log = """Sep 17 09:31:02 mx2 postfix/postfix-script[48877]: refreshing the Postfix mail system
Sep 17 09:31:02 mx2 postfix/master[1342]: reload -- version 3.7.11, configuration /etc/postfix
Sep 17 09:31:02 mx2 postfix/pickup[48881]: warning: inet_protocols: disabling IPv6 name/address support: Address family not supported by protocol"""
    still = {"9A41E3A0512", "B7730180F2E", "1D5E61C0C88"}
    q3 = [e for e in q2 if e[0] in still]
    turns = [
        p.run("postconf -n", postconf_n),
        p.run("mailq", mailq(q)),
        p.run("postconf message_size_limit mailbox_size_limit", "message_size_limit = 10240000\nmailbox_size_limit = 0"),
        p.run("postconf -e 'message_size_limit = 52428800'"),
        p.run("postconf message_size_limit; postconf -d message_size_limit", "message_size_limit = 52428800\nmessage_size_limit = 10240000"),
        p.run("mailq | awk 'BEGIN { RS = \"\" } /MAILER-DAEMON/ { print $1 }' | tr -d '*!' | postsuper -d -", del_out),
        p.run("mailq", mailq(q2)),
        p.run("opendkim-testkey -d kestrelworks.io -s mx2024 -vvv", dkim),
        p.run("systemctl reload postfix && sleep 1 && tail -n 3 /var/log/mail.log", reload_log),
        p.run("postqueue -f"),
        p.run("sleep 20; mailq", mailq(q3), duration=25.0),
    ]
    rs.add(task=TASK, tid="h35-terminal-11", system=SYSTEM, turns=turns, state=state)


# git stash / git worktree: park work, open a hotfix worktree, rename a branch (bad)
def t12(rs: RowSet) -> None:
    p = Pane("priya", "devbox", "/home/priya/src/ledger-api")
    state = banner(p, "Mon Jan 20 10:02:14 2025 from 192.168.50.12")
    status = """On branch feature/rate-limits
Your branch is up to date with 'origin/feature/rate-limits'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   config/defaults.yaml
\tmodified:   internal/http/middleware/ratelimit.go
\tmodified:   internal/http/middleware/ratelimit_test.go

Untracked files:
  (use "git add <file>..." to include in what will be committed)
\tinternal/http/middleware/headers.go

no changes added to commit (use "git add" and/or "git commit -a")"""
    branches = """* feature/api-rate-limits 5d7a2e1 [origin/feature/rate-limits] Add token bucket limiter skeleton
+ hotfix/2.14.1           8e41c0d (/home/priya/src/ledger-api-hotfix) Release 2.14.0
  main                    c93f0b4 [origin/main] Merge pull request #412 from fernhill/deps-bump"""
    wt = """/home/priya/src/ledger-api         5d7a2e1 [feature/rate-limits]
/home/priya/src/ledger-api-hotfix  8e41c0d [hotfix/2.14.1]"""
    stashes = """stash@{0}: On feature/rate-limits: wip: rate limit headers
stash@{1}: WIP on main: c93f0b4 Merge pull request #412 from fernhill/deps-bump"""
    pick = """[hotfix/2.14.1 4a09d6c] Fix nil deref when X-Forwarded-For is empty
 Date: Mon Jan 13 16:40:22 2025 +0100
 2 files changed, 19 insertions(+), 3 deletions(-)"""
    log = """4a09d6c (HEAD -> hotfix/2.14.1) Fix nil deref when X-Forwarded-For is empty
8e41c0d (tag: v2.14.0) Release 2.14.0
b2f6d90 Bump go.opentelemetry.io/otel to v1.33.0
0e7c3a5 Merge pull request #398 from fernhill/fix-idempotency-keys"""
    turns = [
        p.run("git status", status),
        p.run('git stash push -u -m "wip: rate limit headers"', "Saved working directory and index state On feature/rate-limits: wip: rate limit headers"),
        p.run("git worktree add -b hotfix/2.14.1 ../ledger-api-hotfix v2.14.0", "Preparing worktree (new branch 'hotfix/2.14.1')\nHEAD is now at 8e41c0d Release 2.14.0"),
        p.run("git branch -m feature/rate-limits feature/api-rate-limits && git branch -vv", branches),
        p.run("git worktree list", wt),
        p.run("git stash list", stashes),
        p.run("cd ../ledger-api-hotfix && git cherry-pick 71be0f3", pick, cd="/home/priya/src/ledger-api-hotfix"),
        p.run("git log --oneline -4", log),
    ]
    rs.add(task=TASK, tid="h35-terminal-12", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=5, kind="renamed branch shown under its old name")


# consul: put a service in maintenance and tune autopilot before a migration (bad)
def t13(rs: RowSet) -> None:
    p = Pane("ops", "consul-admin", "/home/ops")
    state = banner(p, "Tue Apr 22 16:04:31 2025 from 10.50.9.3")
    members = cols([["Node", "Address", "Status", "Type", "Build", "Protocol", "DC", "Partition", "Segment"],
                    ["consul-s1", "10.50.0.11:8301", "alive", "server", "1.18.2", "2", "fra1", "default", "<all>"],
                    ["consul-s2", "10.50.0.12:8301", "alive", "server", "1.18.2", "2", "fra1", "default", "<all>"],
                    ["consul-s3", "10.50.0.13:8301", "alive", "server", "1.18.2", "2", "fra1", "default", "<all>"],
                    ["app-fra1-01", "10.50.4.21:8301", "alive", "client", "1.18.2", "2", "fra1", "default", "<default>"],
                    ["app-fra1-02", "10.50.4.22:8301", "alive", "client", "1.18.2", "2", "fra1", "default", "<default>"],
                    ["app-fra1-03", "10.50.4.23:8301", "alive", "client", "1.18.2", "2", "fra1", "default", "<default>"],
                    ["consul-admin", "10.50.9.3:8301", "alive", "client", "1.18.2", "2", "fra1", "default", "<default>"],
                    ["db-fra1-01", "10.50.6.11:8301", "alive", "client", "1.18.2", "2", "fra1", "default", "<default>"],
                    ["db-fra1-02", "10.50.6.12:8301", "alive", "client", "1.18.2", "2", "fra1", "default", "<default>"]])

    def peers(c1: int, c2: int, c3: int) -> str:
        return cols([["Node", "ID", "Address", "State", "Voter", "RaftProtocol", "Commit Index", "Trails Leader By"],
                     ["consul-s1", "6b1f4e2a-90cd-3b7e-a5d2-1f08c9e47b36", "10.50.0.11:8300", "leader", "true", "3", str(c1), "-"],
                     ["consul-s2", "d08e93c1-52ab-7f64-0c3e-b9a21d5e8f70", "10.50.0.12:8300", "follower", "true", "3", str(c2), f"{c1 - c2} commits"],
                     ["consul-s3", "a37c5d18-e4f9-2b06-8d1a-7c6e04b93f25", "10.50.0.13:8300", "follower", "true", "3", str(c3), f"{c1 - c3} commits"]])

    def autopilot(cleanup: str, lct: str, mtl: str) -> str:
        return f"""CleanupDeadServers = {cleanup}
LastContactThreshold = {lct}
MaxTrailingLogs = {mtl}
MinQuorum = 0
ServerStabilizationTime = 10s
RedundancyZoneTag = ""
DisableUpgradeMigration = false
UpgradeVersionTag = \"\""""
    services = """billing-api      http,v3
consul
ledger-worker    queue
postgres         primary,replica
prometheus-node  metrics"""
    health_cmd = ("curl -s \"$CONSUL_HTTP_ADDR/v1/health/service/billing-api\" | jq -r '.[] | [.Node.Node, .Service.ID, "
                  ".Service.Port, ([.Checks[].Status] | join(\",\"))] | @tsv'")
    h1 = "app-fra1-01\tbilling-api-1\t8443\tpassing,passing\napp-fra1-02\tbilling-api-2\t8443\tpassing,passing\napp-fra1-03\tbilling-api-3\t8443\tpassing,passing"
    h2 = "app-fra1-01\tbilling-api-1\t8443\tpassing,passing,critical\napp-fra1-02\tbilling-api-2\t8443\tpassing,passing\napp-fra1-03\tbilling-api-3\t8443\tpassing,passing"
    kv = """CreateIndex      4419302
Flags            0
Key              config/billing/migration_window
LockIndex        0
ModifyIndex      4419302
Session          -
Value            2025-04-22T22:00Z/2025-04-22T23:30Z"""
    turns = [
        p.run("consul members", members),
        p.run("consul operator raft list-peers", peers(4419127, 4419127, 4419126)),
        p.run("consul operator autopilot get-config", autopilot("true", "200ms", "250")),
        p.run("consul catalog services -tags", services),
        p.run(health_cmd, h1),
        p.run('CONSUL_HTTP_ADDR=http://10.50.4.21:8500 consul maint -enable -service=billing-api-1 -reason "DB migration CHG-4471"',
              'Service maintenance is now enabled for "billing-api-1"'),
        p.run(health_cmd, h2),
        p.run("consul operator autopilot set-config -max-trailing-logs=500 -last-contact-threshold=300ms", "Configuration updated!"),
        p.run('consul kv put config/billing/migration_window "2025-04-22T22:00Z/2025-04-22T23:30Z"', "Success! Data written to: config/billing/migration_window"),
        p.run("consul kv get -detailed config/billing/migration_window", kv),
        p.run("consul operator autopilot get-config", autopilot("false", "300ms", "500")),
        p.run("CONSUL_HTTP_ADDR=http://10.50.4.21:8500 consul maint -disable -service=billing-api-1",
              'Service maintenance is now disabled for "billing-api-1"'),
    ]
    rs.add(task=TASK, tid="h35-terminal-13", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=11, kind="autopilot setting flipped without any command touching it")


# mariadb: cancel stale orders, add an index, drop an old account (clean)
def t14(rs: RowSet) -> None:
    p = Pane("root", "db-shop-01", "/root")
    state = banner(p, "Tue Jan 28 11:20:47 2025 from 10.6.0.4")
    tables = box(["table_name", "engine", "table_rows", "data_mb", "idx_mb"], [
        ["customers", "InnoDB", "84213", "21.5", "9.0"],
        ["order_items", "InnoDB", "611902", "74.6", "38.2"],
        ["orders", "InnoDB", "205873", "41.5", "17.1"],
        ["payments", "InnoDB", "198440", "33.5", "12.6"],
        ["products", "InnoDB", "3912", "2.5", "0.4"],
        ["sessions", "InnoDB", "12877", "6.5", "1.0"]], right={2, 3, 4})

    def counts(c: dict[str, int]) -> str:
        return box(["status", "COUNT(*)"], [[k, str(v)] for k, v in sorted(c.items())], right={1})
    c1 = {"cancelled": 3817, "paid": 52190, "pending": 412, "refunded": 1203, "shipped": 148822}
    c2 = {"cancelled": 3817 + 371, "paid": 52192, "pending": 412 - 371 + 5 - 2, "refunded": 1203, "shipped": 148822}
    schema = """CREATE TABLE `orders` (
  `id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `customer_id` bigint(20) unsigned NOT NULL,
  `status` varchar(20) NOT NULL DEFAULT 'pending',
  `currency` char(3) NOT NULL DEFAULT 'EUR',
  `total_cents` int(10) unsigned NOT NULL,
  `created_at` datetime NOT NULL DEFAULT current_timestamp(),
  `updated_at` datetime NOT NULL DEFAULT current_timestamp() ON UPDATE current_timestamp(),
  PRIMARY KEY (`id`),
  KEY `idx_customer` (`customer_id`),
  KEY `idx_created` (`created_at`),
  CONSTRAINT `fk_orders_customer` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=207352 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;"""
    idx_cols = ["Table", "Non_unique", "Key_name", "Seq_in_index", "Column_name", "Collation", "Cardinality", "Sub_part", "Packed", "Null", "Index_type", "Comment", "Index_comment", "Ignored"]
    idx = box(idx_cols, [
        ["orders", "0", "PRIMARY", "1", "id", "A", "205873", "NULL", "NULL", "", "BTREE", "", "", "NO"],
        ["orders", "1", "idx_customer", "1", "customer_id", "A", "68624", "NULL", "NULL", "", "BTREE", "", "", "NO"],
        ["orders", "1", "idx_created", "1", "created_at", "A", "205873", "NULL", "NULL", "", "BTREE", "", "", "NO"],
        ["orders", "1", "idx_status_created", "1", "status", "A", "10", "NULL", "NULL", "", "BTREE", "", "", "NO"],
        ["orders", "1", "idx_status_created", "2", "created_at", "A", "205873", "NULL", "NULL", "", "BTREE", "", "", "NO"]],
        right={1, 3, 6})
    explain = box(["id", "select_type", "table", "type", "possible_keys", "key", "key_len", "ref", "rows", "Extra"], [
        ["1", "SIMPLE", "orders", "range", "idx_created,idx_status_created", "idx_status_created", "87", "NULL", "44", "Using where; Using index"]],
        right={0})
    users = [["mariadb.sys", "localhost", "mysql_native_password"], ["root", "localhost", "mysql_native_password"],
             ["mysql", "localhost", "mysql_native_password"], ["shop_app", "10.6.%", "mysql_native_password"],
             ["reporting_old", "10.0.%", "mysql_native_password"], ["metabase_ro", "10.6.0.40", "ed25519"],
             ["backup", "localhost", "unix_socket"]]
    ucmd = 'mariadb -t -e "SELECT User, Host, plugin FROM mysql.user"'
    turns = [
        p.run("mariadb --version", "mariadb  Ver 15.1 Distrib 10.11.6-MariaDB, for debian-linux-gnu (x86_64) using  EditLine wrapper"),
        p.run("mariadb -t -e \"SELECT table_name, engine, table_rows, ROUND(data_length/1048576,1) AS data_mb, ROUND(index_length/1048576,1) AS idx_mb FROM information_schema.tables WHERE table_schema='shop' ORDER BY table_name\"", tables),
        p.run("mariadb -t shop -e \"SELECT status, COUNT(*) FROM orders GROUP BY status\"", counts(c1)),
        p.run("mariadb -t shop -e \"UPDATE orders SET status='cancelled' WHERE status='pending' AND created_at < NOW() - INTERVAL 30 DAY; SELECT ROW_COUNT()\"",
              box(["ROW_COUNT()"], [["371"]], right={0})),
        p.run("mariadb -t shop -e \"SELECT status, COUNT(*) FROM orders GROUP BY status\"", counts(c2)),
        p.run("mariadb-dump --no-data shop orders > /tmp/orders_schema.sql && sed -n '/CREATE TABLE/,$p' /tmp/orders_schema.sql | head -n 18", schema),
        p.run("mariadb shop -e \"ALTER TABLE orders ADD INDEX idx_status_created (status, created_at), ALGORITHM=INPLACE, LOCK=NONE\"", duration=10.0),
        p.run("mariadb -t shop -e \"SHOW INDEX FROM orders\"", idx),
        p.run("mariadb -t shop -e \"EXPLAIN SELECT id FROM orders WHERE status='pending' AND created_at < '2024-12-29'\"", explain),
        p.run(ucmd, box(["User", "Host", "plugin"], users)),
        p.run("mariadb -e \"DROP USER 'reporting_old'@'10.0.%'\""),
        p.run(ucmd, box(["User", "Host", "plugin"], [u for u in users if u[0] != "reporting_old"])),
    ]
    rs.add(task=TASK, tid="h35-terminal-14", system=SYSTEM, turns=turns, state=state)


# timedatectl + localectl: localise a kiosk to Lisbon (bad)
def t15(rs: RowSet) -> None:
    p = Pane("root", "kiosk-lis-07", "/root", style="rhel")
    state = banner(p, "Tue Jul  8 08:12:09 2025 from 10.70.0.2")
    td1 = """               Local time: Tue 2025-07-08 08:14:22 UTC
           Universal time: Tue 2025-07-08 08:14:22 UTC
                 RTC time: Tue 2025-07-08 08:14:21
                Time zone: Etc/UTC (UTC, +0000)
System clock synchronized: no
              NTP service: inactive
          RTC in local TZ: no
lrwxrwxrwx. 1 root root 25 Mar 14 11:02 /etc/localtime -> ../usr/share/zoneinfo/UTC"""
    lc1 = """System Locale: LANG=en_US.UTF-8
    VC Keymap: us
   X11 Layout: us
    X11 Model: pc105
pt_BR.UTF-8
pt_PT.UTF-8
pt_PT.UTF-8@euro"""
    chrony = """\u25cf chronyd.service - NTP client/server
     Loaded: loaded (/usr/lib/systemd/system/chronyd.service; enabled; preset: enabled)
    Drop-In: /usr/lib/systemd/system/service.d
             \u2514\u250010-timeout-abort.conf
     Active: active (running) since Tue 2025-07-08 09:15:11 WEST; 78ms ago
       Docs: man:chronyd(8)
             man:chrony.conf(5)
    Process: 2281 ExecStart=/usr/sbin/chronyd $OPTIONS (code=exited, status=0/SUCCESS)
   Main PID: 2284 (chronyd)
      Tasks: 1 (limit: 9352)
     Memory: 1.1M (peak: 1.9M)
        CPU: 24ms"""
    td2 = """               Local time: Tue 2025-07-08 09:16:40 WEST
           Universal time: Tue 2025-07-08 08:16:40 UTC
                 RTC time: Tue 2025-07-08 08:16:40
                Time zone: Europe/Lisbon (WEST, +0100)
System clock synchronized: yes
              NTP service: active
          RTC in local TZ: no
lrwxrwxrwx. 1 root root 35 Jul  8 09:15 /etc/localtime -> ../usr/share/zoneinfo/Europe/Lisbon
Reference ID    : C188A402 (ntp02.oal.ul.pt)
Stratum         : 2
Ref time (UTC)  : Tue Jul 08 08:16:31 2025
System time     : 0.000412730 seconds fast of NTP time
Last offset     : -0.000083115 seconds
RMS offset      : 0.000951227 seconds
Frequency       : 11.482 ppm slow
Residual freq   : -0.046 ppm
Skew            : 1.905 ppm
Root delay      : 0.034128811 seconds
Root dispersion : 0.000772641 seconds
Update interval : 64.2 seconds
Leap status     : Normal"""
    lc2 = """System Locale: LANG=pt_PT.UTF-8
    VC Keymap: pt-latin1
   X11 Layout: us
    X11 Model: pc105
LANG="pt_PT.UTF-8"
KEYMAP="pt-latin1"
FONT="eurlatgr"
Tue Jul  8 09:17:12 WEST 2025"""
    turns = [
        p.run("timedatectl status; ls -l /etc/localtime", td1),
        p.run("localectl status; localectl list-locales | grep -i '^pt'", lc1),
        p.run("timedatectl set-timezone Europe/Lisbon && timedatectl set-ntp true && systemctl status chronyd --no-pager | head -n 12", chrony),
        p.run("localectl set-locale LANG=pt_PT.UTF-8 && localectl set-x11-keymap pt pc105 && localectl set-keymap pt-latin1"),
        p.run("timedatectl status; ls -l /etc/localtime; chronyc tracking", td2),
        p.run("localectl status; cat /etc/locale.conf /etc/vconsole.conf; date", lc2),
    ]
    rs.add(task=TASK, tid="h35-terminal-15", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=6, kind="X11 layout the agent set reads back as the old value")


# borgmatic: manual backup, prune, compact and a test restore (clean)
def t16(rs: RowSet) -> None:
    p = Pane("root", "files-02", "/root")
    state = banner(p, "Tue Nov  5 10:37:12 2024 from 10.2.0.8")
    repo = "/mnt/backup/files-02.borg"
    stamps = [
        ("2024-05-31", "Fri", "02:00:03.118342"), ("2024-06-30", "Sun", "02:00:04.502117"),
        ("2024-07-31", "Wed", "02:00:03.771045"), ("2024-08-31", "Sat", "02:00:05.009813"),
        ("2024-09-30", "Mon", "02:00:03.640228"), ("2024-10-13", "Sun", "02:00:04.281936"),
        ("2024-10-20", "Sun", "02:00:03.915470"), ("2024-10-27", "Sun", "02:00:04.337762"),
        ("2024-10-28", "Mon", "02:00:03.092155"), ("2024-10-29", "Tue", "02:00:04.810634"),
        ("2024-10-30", "Wed", "02:00:03.457019"), ("2024-10-31", "Thu", "02:00:04.126388"),
        ("2024-11-01", "Fri", "02:00:03.688901"), ("2024-11-02", "Sat", "02:00:04.054276"),
        ("2024-11-03", "Sun", "02:00:03.914220"), ("2024-11-04", "Mon", "02:00:04.230518")]
    arch = [(f"files-02-{d}T{t}", f"{dow}, {d} {t[:6]}{int(t[6:8]) + 1:02d}") for d, dow, t in stamps]
    new = ("files-02-2024-11-05T10:41:17.552901", "Tue, 2024-11-05 10:41:18")

    def line(a: tuple[str, str]) -> str:
        return f"{a[0].ljust(37)}{a[1]} [{hid(a[0])}]"
    list1 = f"{repo}: Listing archives\n" + "\n".join(line(a) for a in arch)
    create = f"""{repo}: Creating archive
Creating archive at "{repo}::{new[0]}"
------------------------------------------------------------------------------
Repository: {repo}
Archive name: {new[0]}
Archive fingerprint: {hid(new[0])}
Time (start): Tue, 2024-11-05 10:41:18
Time (end):   Tue, 2024-11-05 10:43:02
Duration: 1 minutes 44.21 seconds
Number of files: 184213
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:              412.88 GB            301.47 GB              1.93 GB
All archives:                7.02 TB              5.13 TB            498.22 GB

                       Unique chunks         Total chunks
Chunk index:                  512877             14213901
------------------------------------------------------------------------------"""
    everything = arch + [new]
    rules = {}
    for i, a in enumerate(reversed(everything[-7:]), 1):
        rules[a[0]] = f"daily #{i}"
    for i, d in enumerate(["2024-10-27", "2024-10-20", "2024-10-13", "2024-09-30"], 1):
        rules[f"files-02-{d}"] = f"weekly #{i}"
    for i, d in enumerate(["2024-08-31", "2024-07-31", "2024-06-30", "2024-05-31"], 1):
        rules[f"files-02-{d}"] = f"monthly #{i}"
    pr = [f"{repo}: Pruning archives"]
    k = 0
    for a in reversed(everything):
        key = a[0] if a[0] in rules else a[0][:19]
        if key in rules:
            pr.append(f"Keeping archive (rule: {rules[key]}):".ljust(40) + line(a))
        else:
            k += 1
            pr.append(f"Pruning archive ({k}/2):".ljust(40) + line(a))
    pr.append("""------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
Deleted data:              -821.07 GB           -599.84 GB             -1.22 GB
All archives:                6.20 TB              4.53 TB            497.00 GB

                       Unique chunks         Total chunks
Chunk index:                  509112             12817550
------------------------------------------------------------------------------""")
    kept = [a for a in everything if a[0] in rules or a[0][:19] in rules]
    list2 = f"{repo}: Listing archives\n" + "\n".join(line(a) for a in kept)
    info = f"""{repo}: Displaying archive summary information
Archive name: {new[0]}
Archive fingerprint: {hid(new[0])}
Comment:
Hostname: files-02
Username: root
Time (start): Tue, 2024-11-05 10:41:18
Time (end): Tue, 2024-11-05 10:43:02
Duration: 1 minutes 44.21 seconds
Number of files: 184213
Command line: borg create --one-file-system --read-special --exclude-from /tmp/tmpk3v9xq2c --compression auto,zstd,6 --stats {repo}::{{hostname}}-{{now:%Y-%m-%dT%H:%M:%S.%f}} /srv/files /etc /root
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:              412.88 GB            301.47 GB              1.93 GB
All archives:                6.20 TB              4.53 TB            497.00 GB

                       Unique chunks         Total chunks
Chunk index:                  509112             12817550"""
    restore = """total 2172
-rw-r----- 1 root finance 1902114 Sep 12 09:40 MSA-Brightline-Foods-signed.pdf
-rw-r----- 1 root finance  318227 Oct 29 16:12 NDA-Fernhill-2024.pdf"""
    turns = [
        p.run("borgmatic list", list1, duration=5.0),
        p.run("borgmatic create --verbosity 1 --stats", create, duration=120.0),
        p.run("borgmatic list | tail -n 3", f"{repo}: Listing archives\n" + "\n".join(line(a) for a in everything[-3:])),
        p.run("borgmatic prune --verbosity 1 --list --stats", "\n".join(pr), duration=20.0),
        p.run("borgmatic compact --verbosity 1", f"{repo}: Compacting segments\ncompaction freed about 1.19 GB repository space.", duration=30.0),
        p.run("borgmatic list", list2, duration=5.0),
        p.run("borgmatic info --archive latest", info, duration=5.0),
        p.run("borgmatic extract --archive latest --path srv/files/contracts/2024 --destination /tmp/restore && ls -l /tmp/restore/srv/files/contracts/2024", restore, duration=10.0),
    ]
    rs.add(task=TASK, tid="h35-terminal-16", system=SYSTEM, turns=turns, state=state)


def dec(v: float, places: int = 3) -> str:
    """A number as babel's default decimal format prints it (csvstat): grouping, up to three places, no trailing zeros."""
    s = f"{v:,.{places}f}".rstrip("0").rstrip(".")
    return s


# mlr + csvkit: pull May refunds out of an order export and summarise them (clean)
def t17(rs: RowSet) -> None:
    p = Pane("lena", "analytics", "/home/lena/exports")
    state = banner(p, "Tue Jun  4 08:55:30 2024 from 10.9.1.77")
    regions = ["EU-West", "NA-East", "APAC", "EU-North", "NA-West"]
    refunds: list[tuple[str, str, str]] = []
    num = 240500003
    for i in range(58):
        if i:
            num += 61 + (i * 131) % 290
        cents = 1250 + (i * 7919) % 21000
        if i == 0:
            cents = 8490
        elif i == 23:
            cents = 124900
        elif i in (11, 40):
            cents = 4990
        elif i == 47:
            cents = 61850
        reg = "APAC" if i == 0 else regions[(i * 3 + i // 4) % 5]
        refunds.append((f"ORD-{num}", reg, f"{cents // 100}.{cents % 100:02d}"))
    vals = [float(a) for _, _, a in refunds]
    csv_text = "order_id,region,amount\n" + "".join(f"{o},{r},{a}\n" for o, r, a in refunds)
    nbytes = len(csv_text.encode())
    ls1 = """total 2.6M
-rw-r--r-- 1 lena lena 1.3M Jun  3 17:20 customers.csv
-rw-r--r-- 1 lena lena 588K May  2 09:14 orders_2024-04.csv
-rw-r--r-- 1 lena lena 613K Jun  3 17:21 orders_2024-05.csv
-rw-r--r-- 1 lena lena 1.1K Apr 11 15:02 README.md"""
    head = """order_id,created_at,customer_id,region,status,currency,amount
ORD-240500001,2024-05-01T00:03:12Z,C-118204,EU-West,shipped,EUR,42.50
ORD-240500002,2024-05-01T00:07:55Z,C-090117,NA-East,shipped,EUR,129.00
ORD-240500003,2024-05-01T00:11:40Z,C-203981,APAC,refunded,EUR,84.90
ORD-240500004,2024-05-01T00:12:02Z,C-077410,EU-North,paid,EUR,18.75"""
    allstats = [("EU-West", 3011, 266788.4699999998), ("NA-East", 2488, 241303.12000000017), ("APAC", 1432, 118652.90000000005),
                ("EU-North", 1207, 103441.05000000003), ("NA-West", 1076, 99012.36000000006)]
    stats = cols([["region", "amount_count", "amount_sum", "amount_mean"]]
                 + [[r, str(c), repr(s), repr(s / c)] for r, c, s in allstats], gap=1)
    w0 = max(len("order_id"), *(len(o) for o, _, _ in refunds[:8]))
    w1 = max(len("region"), *(len(r) for _, r, _ in refunds[:8]))
    shown = [f"{float(a):,.2f}" for _, _, a in refunds[:8]]
    w2 = max(len("amount"), *(len(x) for x in shown))
    look = [f"| {'order_id'.ljust(w0)} | {'region'.ljust(w1)} | {'amount'.rjust(w2)} |",
            f"| {'-' * w0} | {'-' * w1} | {'-' * w2} |"]
    for (o, r, _), a in zip(refunds[:8], shown):
        look.append(f"| {o.ljust(w0)} | {r.ljust(w1)} | {a.rjust(w2)} |")
    look.append(f"| {'...'.ljust(w0)} | {'...'.ljust(w1)} | {'...'.rjust(w2)} |")
    n = len(vals)
    total = round(sum(vals), 2)
    mean = total / n
    srt = sorted(vals)
    median = (srt[n // 2 - 1] + srt[n // 2]) / 2
    sd = math.sqrt(sum((v - mean) ** 2 for v in vals) / (n - 1))
    counts: dict[float, int] = {}
    for v in vals:
        counts[v] = counts.get(v, 0) + 1
    common = sorted(counts.items(), key=lambda kv: -kv[1])[:5]
    cs = [f"""  3. "amount"

\tType of data:          Number
\tContains null values:  False
\tNon-null values:       {n}
\tUnique values:         {len(counts)}
\tSmallest value:        {dec(srt[0])}
\tLargest value:         {dec(srt[-1])}
\tSum:                   {dec(total)}
\tMean:                  {dec(mean)}
\tMedian:                {dec(median)}
\tStDev:                 {dec(sd)}
\tMost decimal places:   2
\tMost common values:    {dec(common[0][0])} ({common[0][1]}x)"""]
    for v, c in common[1:]:
        cs.append(f"\t                       {dec(v)} ({c}x)")
    cs.append(f"\nRow count: {n}")
    top = sorted(refunds, key=lambda t: -float(t[2]))[:3]
    js = "[\n" + ",\n".join(f'{{\n  "order_id": "{o}",\n  "region": "{r}",\n  "amount": {a}\n}}' for o, r, a in top) + "\n]"
    ls2 = f"""total 2.6M
-rw-r--r-- 1 lena lena 1.3M Jun  3 17:20 customers.csv
-rw-r--r-- 1 lena lena 588K May  2 09:14 orders_2024-04.csv
-rw-r--r-- 1 lena lena 613K Jun  3 17:21 orders_2024-05.csv
-rw-r--r-- 1 lena lena 1.1K Apr 11 15:02 README.md
-rw-r--r-- 1 lena lena {human(nbytes)} Jun  4 08:58 refunds_2024-05.csv"""
    agg: dict[str, list[float]] = {}
    for _, r, a in refunds:
        agg.setdefault(r, []).append(float(a))
    summary = sorted(((r, len(v), round(sum(v), 2)) for r, v in agg.items()), key=lambda t: -t[2])
    sql = "region,n,total\n" + "\n".join(f"{r},{c},{dec(t, 2).replace(',', '')}" for r, c, t in summary)
    turns = [
        p.run("ls -lh", ls1),
        p.run("head -5 orders_2024-05.csv", head),
        p.run("mlr --icsv --opprint stats1 -a count,sum,mean -f amount -g region orders_2024-05.csv", stats),
        p.run("mlr --icsv --ocsv filter '$status == \"refunded\"' then cut -f order_id,region,amount orders_2024-05.csv > refunds.csv && wc -l refunds.csv", f"{n + 1} refunds.csv"),
        p.run("csvlook --max-rows 8 refunds.csv", "\n".join(look)),
        p.run("csvstat -c amount refunds.csv", "\n".join(cs)),
        p.run("mlr --icsv --ojson sort -nr amount then head -n 3 refunds.csv", js),
        p.run("mv refunds.csv refunds_2024-05.csv && ls -lh", ls2),
        p.run("csvsql --tables r --query \"select region, count(*) as n, round(sum(amount), 2) as total from r group by region order by total desc\" refunds_2024-05.csv", sql),
    ]
    rs.add(task=TASK, tid="h35-terminal-17", system=SYSTEM, turns=turns, state=state)


# parted / resize2fs / tune2fs: grow a data partition after the virtual disk was enlarged (bad)
def t18(rs: RowSet) -> None:
    p = Pane("root", "vm-build-3", "/root")
    state = banner(p, "Tue Sep  9 14:11:38 2025 from 10.11.0.6")

    def tl(blocks: int, inodes: int, reserved: int, free_b: int, free_i: int, wtime: str, writes: str, csum: str) -> str:
        return f"""tune2fs 1.47.0 (5-Feb-2023)
Filesystem volume name:   data
Last mounted on:          /srv/data
Filesystem UUID:          7d3f0a6e-21c9-4b8e-9f52-c0a1e6d84b17
Filesystem magic number:  0xEF53
Filesystem revision #:    1 (dynamic)
Filesystem features:      has_journal ext_attr resize_inode dir_index filetype needs_recovery extent 64bit flex_bg sparse_super large_file huge_file dir_nlink extra_isize metadata_csum
Filesystem flags:         signed_directory_hash
Default mount options:    user_xattr acl
Filesystem state:         clean
Errors behavior:          Continue
Filesystem OS type:       Linux
Inode count:              {inodes}
Block count:              {blocks}
Reserved block count:     {reserved}
Overhead clusters:        {'1316923' if blocks < 40000000 else '2145283'}
Free blocks:              {free_b}
Free inodes:              {free_i}
First block:              0
Block size:               4096
Fragment size:            4096
Group descriptor size:    64
Reserved GDT blocks:      1024
Blocks per group:         32768
Fragments per group:      32768
Inodes per group:         8192
Inode blocks per group:   512
Flex block group size:    16
Filesystem created:       Thu Feb 13 10:22:05 2025
Last mount time:          Mon Sep  8 06:31:17 2025
Last write time:          {wtime}
Mount count:              4
Maximum mount count:      -1
Last checked:             Thu Feb 13 10:22:05 2025
Check interval:           0 (<none>)
Lifetime writes:          {writes}
Reserved blocks uid:      0 (user root)
Reserved blocks gid:      0 (group root)
First inode:              11
Inode size:\t          256
Required extra isize:     32
Desired extra isize:      32
Journal inode:            8
Default directory hash:   half_md4
Directory Hash Seed:      0b5e3a1d-7c44-4f09-a8e2-96d1f3b07c5a
Journal backup:           inode blocks
Checksum type:            crc32c
Checksum:                 {csum}"""
    lsblk1 = """NAME   MAJ:MIN RM  SIZE RO TYPE MOUNTPOINTS
sdb      8:16   0  200G  0 disk
\u2514\u2500sdb1   8:17   0  120G  0 part /srv/data"""
    pfree = """Warning: Not all of the space available to /dev/sdb appears to be used, you can fix the GPT to use all of the space (an extra 167772160 blocks) or continue with the current setting?
Fix/Ignore? Fix
Model: VMware Virtual disk (scsi)
Disk /dev/sdb: 200GiB
Sector size (logical/physical): 512B/512B
Partition Table: gpt
Disk Flags:

Number  Start    End      Size     File system  Name  Flags
        0.00GiB  0.00GiB  0.00GiB  Free Space
 1      0.00GiB  120GiB   120GiB   ext4         data
        120GiB   200GiB   80.0GiB  Free Space
"""
    resizepart = """Warning: Partition /dev/sdb1 is being used. Are you sure you want to continue?
Yes/No? Yes
End?  [129GB]? 100%
Information: You may need to update /etc/fstab.
"""
    r2fs = """resize2fs 1.47.0 (5-Feb-2023)
Filesystem at /dev/sdb1 is mounted on /srv/data; on-line resizing required
old_desc_blocks = 15, new_desc_blocks = 25
The filesystem on /dev/sdb1 is now 52428539 (4k) blocks long.
"""
    df = """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb1       197G   73G  115G  39% /srv/data"""
    lsblk2 = """NAME   FSTYPE FSVER LABEL UUID                                 FSAVAIL FSUSE% MOUNTPOINTS
sdb
\u2514\u2500sdb1 ext4   1.0   data  7d3f0a6e-21c9-4b8e-9f52-c0a1e6d84b17  122.5G    37% /srv/data"""
    turns = [
        p.run("lsblk /dev/sdb", lsblk1),
        p.run("tune2fs -l /dev/sdb1", tl(31457024, 7864320, 1572851, 12004117, 7701935, "Mon Sep  8 06:31:17 2025", "463 GB", "0x4e1a9c03")),
        p.run("printf 'Fix\\n' | parted ---pretend-input-tty /dev/sdb unit GiB print free", pfree),
        p.run("printf 'Yes\\n100%%\\n' | parted ---pretend-input-tty /dev/sdb resizepart 1", resizepart),
        p.run("resize2fs /dev/sdb1", r2fs, duration=10.0),
        p.run("df -h /srv/data", df),
        p.run("tune2fs -m 1 /dev/sdb1", "tune2fs 1.47.0 (5-Feb-2023)\nSetting reserved blocks percentage to 1% (524285 blocks)"),
        p.run("lsblk -f /dev/sdb", lsblk2),
        p.run("tune2fs -l /dev/sdb1", tl(52428539, 13107200, 524285, 32644431, 12944727, "Mon Sep  8 04:58:40 2025", "464 GB", "0x91d7e25b")),
    ]
    rs.add(task=TASK, tid="h35-terminal-18", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=9, kind="superblock last write time earlier than before the resize")


# step (smallstep): issue a TLS certificate from the internal CA, deploy it, renew it (bad)
def t19(rs: RowSet) -> None:
    p = Pane("ops", "pki-01", "/home/ops/certs")
    state = banner(p, "Tue Mar  4 08:58:13 2025 from 10.30.0.5")
    serial = 218834650916072145936720284125419431257
    serial2 = 301738254019276534118406721950331648842
    s, s2 = str(serial), str(serial2)
    kid = "Xq3mB7tK0vR9cLw2NfH5sYd8PzE1gJa4Uo6iTn"
    issue = f"""\u2714 Provisioner: ops-jwk (JWK) [kid: {kid}]
\u2714 CA: https://ca.int.fernhill.dev:9000
\u2714 Certificate: grafana.crt
\u2714 Private Key: grafana.key"""

    def colon_hex(h: str, per: int = 16, ind: str = "                    ") -> str:
        pairs = [h[i:i + 2] for i in range(0, len(h), 2)]
        lines = [":".join(pairs[i:i + per]) for i in range(0, len(pairs), per)]
        return "\n".join(ind + ln + (":" if j < len(lines) - 1 else "") for j, ln in enumerate(lines))
    x = "04" + hid("grafana-x", 64)
    y = hid("grafana-y", 64)
    full = f"""Certificate:
    Data:
        Version: 3 (0x2)
        Serial Number: {s} (0x{serial:x})
    Signature Algorithm: ECDSA-SHA256
        Issuer: O=Fernhill Internal,CN=Fernhill Internal Intermediate CA
        Validity
            Not Before: Mar 4 09:02:41 2025 UTC
            Not After : Apr 3 09:03:41 2025 UTC
        Subject: CN=grafana.int.fernhill.dev
        Subject Public Key Info:
            Public Key Algorithm: ECDSA
                Public-Key: (256 bit)
                X:
{colon_hex(x[2:66])}
                Y:
{colon_hex(y)}
                Curve: P-256
        X509v3 extensions:
            X509v3 Key Usage: critical
                Digital Signature
            X509v3 Extended Key Usage:
                Server Authentication, Client Authentication
            X509v3 Subject Key Identifier:
                {':'.join(hid('grafana-ski', 40)[i:i + 2] for i in range(0, 40, 2)).upper()}
            X509v3 Authority Key Identifier:
                keyid:{':'.join(hid('fernhill-int-ca', 40)[i:i + 2] for i in range(0, 40, 2)).upper()}
            X509v3 Subject Alternative Name:
                DNS:grafana.int.fernhill.dev
                IP Address:10.30.2.15
            X509v3 Step Provisioner:
                Type: JWK
                Name: ops-jwk
                CredentialID: {kid}
    Signature Algorithm: ECDSA-SHA256
{colon_hex(hid('grafana-sig', 70) + '02', 18, '         ')}"""

    def short(sn: str, frm: str, to: str) -> str:
        return f"""X.509v3 TLS Certificate (ECDSA P-256) [Serial: {sn[:4]}...{sn[-4:]}]
  Subject:     grafana.int.fernhill.dev
               10.30.2.15
  Issuer:      Fernhill Internal Intermediate CA
  Provisioner: ops-jwk [ID: {kid}]
  Valid from:  {frm}
          to:  {to}"""
    drift = s[:-4] + s[-4:-2] + s[-1] + s[-2]
    scp = """grafana.crt                                   100% 1464   412.7KB/s   00:00
grafana.key                                   100%  227    71.3KB/s   00:00    """
    ossl = """subject=CN=grafana.int.fernhill.dev
issuer=O=Fernhill Internal, CN=Fernhill Internal Intermediate CA
notBefore=Mar  4 09:02:41 2025 GMT
notAfter=Apr  3 09:03:41 2025 GMT"""
    ls = """total 24
-rw------- 1 ops ops 1465 2025-03-04 09:12 grafana.crt
-rw------- 1 ops ops  227 2025-03-04 09:03 grafana.key
-rw------- 1 ops ops 1468 2025-02-27 15:40 prometheus.crt
-rw------- 1 ops ops  227 2025-02-27 15:40 prometheus.key
-rw------- 1 ops ops 1459 2025-02-19 11:07 loki.crt
-rw------- 1 ops ops  227 2025-02-19 11:07 loki.key"""
    ls = "\n".join([ls.split("\n")[0]] + sorted(ls.split("\n")[1:], key=lambda ln: ln.rsplit(" ", 1)[1]))
    turns = [
        p.run("step ca certificate grafana.int.fernhill.dev grafana.crt grafana.key --san grafana.int.fernhill.dev --san 10.30.2.15 --not-after 720h --provisioner ops-jwk --password-file ~/.step/secrets/ops-jwk.pw", issue, duration=3.0),
        p.run("step certificate inspect grafana.crt", full),
        p.run("step certificate inspect --short grafana.crt", short(drift, "2025-03-04T09:02:41Z", "2025-04-03T09:03:41Z")),
        p.run("step certificate verify grafana.crt --roots ~/.step/certs/root_ca.crt --host grafana.int.fernhill.dev && echo verified", "verified"),
        p.run("scp grafana.crt grafana.key grafana01:/tmp/", scp, duration=3.0),
        p.run("ssh grafana01 'sudo install -m 0640 -o root -g grafana /tmp/grafana.crt /tmp/grafana.key /etc/grafana/tls/ && sudo systemctl restart grafana-server && systemctl is-active grafana-server'", "active", duration=8.0),
        p.run("echo | openssl s_client -connect grafana.int.fernhill.dev:3000 -servername grafana.int.fernhill.dev 2>/dev/null | openssl x509 -noout -subject -issuer -dates", ossl),
        p.run("step ca renew --force grafana.crt grafana.key", "Your certificate has been saved in grafana.crt.", duration=3.0),
        p.run("step certificate inspect --short grafana.crt", short(s2, "2025-03-04T09:11:05Z", "2025-04-03T09:12:05Z")),
        p.run("ls -l --time-style=long-iso", ls),
    ]
    rs.add(task=TASK, tid="h35-terminal-19", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=3, kind="certificate serial differs between two inspections of the same file")


# mosquitto_pub / mosquitto_sub: change a retained setpoint and restart the broker (clean)
def t20(rs: RowSet) -> None:
    p = Pane("iot", "gw-basement", "/home/iot")
    state = banner(p, "Sun Jan 19 10:58:03 2025 from 192.168.1.20")

    def status(pid: int, pre: tuple[int, int, int, int], since: str, ago: str, cpu: str, mem: str, log: str) -> str:
        return f"""\u25cf mosquitto.service - Mosquitto MQTT Broker
     Loaded: loaded (/lib/systemd/system/mosquitto.service; enabled; preset: enabled)
     Active: active (running) since {since}; {ago}
       Docs: man:mosquitto.conf(5)
             man:mosquitto(8)
    Process: {pre[0]} ExecStartPre=/bin/mkdir -m 740 -p /var/log/mosquitto (code=exited, status=0/SUCCESS)
    Process: {pre[1]} ExecStartPre=/bin/chown mosquitto /var/log/mosquitto (code=exited, status=0/SUCCESS)
    Process: {pre[2]} ExecStartPre=/bin/mkdir -m 740 -p /run/mosquitto (code=exited, status=0/SUCCESS)
    Process: {pre[3]} ExecStartPre=/bin/chown mosquitto /run/mosquitto (code=exited, status=0/SUCCESS)
   Main PID: {pid} (mosquitto)
      Tasks: 1 (limit: 1595)
        CPU: {cpu}
     Memory: {mem}
     CGroup: /system.slice/mosquitto.service
             \u2514\u2500{pid} /usr/sbin/mosquitto -c /etc/mosquitto/mosquitto.conf

{log}"""
    st1 = status(633, (612, 618, 621, 627), "Thu 2025-01-16 18:22:04 CET", "2 days ago", "3min 41.208s", "3.1M",
                 "Jan 16 18:22:04 gw-basement systemd[1]: Starting mosquitto.service - Mosquitto MQTT Broker...\n"
                 "Jan 16 18:22:04 gw-basement systemd[1]: Started mosquitto.service - Mosquitto MQTT Broker.")
    st2 = status(48213, (48201, 48204, 48207, 48210), "Sun 2025-01-19 11:04:37 CET", "1s ago", "21ms", "1.4M",
                 "Jan 19 11:04:37 gw-basement systemd[1]: Stopping mosquitto.service - Mosquitto MQTT Broker...\n"
                 "Jan 19 11:04:37 gw-basement systemd[1]: mosquitto.service: Deactivated successfully.\n"
                 "Jan 19 11:04:37 gw-basement systemd[1]: Stopped mosquitto.service - Mosquitto MQTT Broker.\n"
                 "Jan 19 11:04:37 gw-basement systemd[1]: mosquitto.service: Consumed 3min 41.902s CPU time.\n"
                 "Jan 19 11:04:37 gw-basement systemd[1]: Starting mosquitto.service - Mosquitto MQTT Broker...\n"
                 "Jan 19 11:04:37 gw-basement systemd[1]: Started mosquitto.service - Mosquitto MQTT Broker.")
    sub = 'mosquitto_sub -h localhost -u monitor -P "$MQTT_PW" -v'
    r1 = """sensors/livingroom/temperature 21.4
sensors/livingroom/humidity 44
sensors/boiler/flow_temp 58.5
sensors/boiler/setpoint 55
sensors/garage/door closed
sensors/basement/temperature 14.9
sensors/basement/humidity 63
sensors/power/meter_w 612"""
    r2 = """sensors/livingroom/temperature 21.6
sensors/livingroom/humidity 43
sensors/boiler/flow_temp 61.0
sensors/boiler/setpoint 62
sensors/garage/door open
sensors/basement/temperature 14.9
sensors/basement/humidity 63
sensors/power/meter_w 1840"""
    sys_ = """$SYS/broker/version mosquitto version 2.0.11
$SYS/broker/uptime 12 seconds
$SYS/broker/clients/total 6
$SYS/broker/clients/inactive 0
$SYS/broker/clients/disconnected 0
$SYS/broker/clients/active 6
$SYS/broker/clients/connected 6
$SYS/broker/clients/expired 0
$SYS/broker/clients/maximum 6
$SYS/broker/messages/stored 47"""
    turns = [
        p.run("systemctl status mosquitto --no-pager", st1),
        p.run(f"{sub} -t 'sensors/#' -C 8", r1, duration=3.0),
        p.run('mosquitto_pub -h localhost -u admin -P "$MQTT_ADMIN_PW" -t sensors/boiler/setpoint -m 62 -r -q 1'),
        p.run(f"{sub} -t sensors/boiler/setpoint -C 1", "sensors/boiler/setpoint 62"),
        p.run("sudo systemctl restart mosquitto && systemctl status mosquitto --no-pager", st2, duration=3.0),
        p.run(f"sleep 10; {sub} -t '$SYS/broker/#' -C 10", sys_, duration=15.0),
        p.run(f"{sub} -t 'sensors/#' -C 8", r2, duration=3.0),
    ]
    rs.add(task=TASK, tid="h35-terminal-20", system=SYSTEM, turns=turns, state=state)


# nomad: roll out a new image, then drain and re-enable a client node (clean)
def t21(rs: RowSet) -> None:
    p = Pane("ops", "nomad-ctl", "/home/ops/jobs")
    state = banner(p, "Tue Aug 20 09:08:44 2024 from 10.60.0.7")
    full_id = "7c1d2e90-4b1a-8c63-52e0-9fd1a4c3b6e8"

    def nodes(drain: str, elig: str) -> str:
        return cols([["ID", "Node Pool", "DC", "Name", "Class", "Drain", "Eligibility", "Status"],
                     ["7c1d2e90", "default", "ams1", "nmd-w-01", "<none>", drain, elig, "ready"],
                     ["3fa6b812", "default", "ams1", "nmd-w-02", "<none>", "false", "eligible", "ready"],
                     ["e0b47d53", "default", "ams1", "nmd-w-03", "<none>", "false", "eligible", "ready"],
                     ["91c3f0aa", "default", "ams1", "nmd-w-04", "<none>", "false", "eligible", "ready"]])
    jobs = cols([["ID", "Type", "Priority", "Status", "Submit Date"],
                 ["api-gateway", "service", "60", "running", "2024-08-15T11:40:27Z"],
                 ["ingress-traefik", "system", "80", "running", "2024-07-02T08:12:50Z"],
                 ["metrics-agent", "system", "50", "running", "2024-06-18T14:05:33Z"],
                 ["report-batch", "batch", "40", "running", "2024-08-01T07:30:02Z"],
                 ["web-frontend", "service", "50", "running", "2024-08-12T09:22:05Z"]])

    def job(submit: str, running: int, complete: int, dep: str, deadline: str, allocs: list[list[str]]) -> str:
        summ = cols([["Task Group", "Queued", "Starting", "Running", "Failed", "Complete", "Lost", "Unknown"],
                     ["web", "0", "0", str(running), "0", str(complete), "0", "0"]])
        dpl = cols([["Task Group", "Desired", "Placed", "Healthy", "Unhealthy", "Progress Deadline"],
                    ["web", "3", "3", "3", "0", deadline]])
        al = cols([["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"]] + allocs)
        return f"""ID            = web-frontend
Name          = web-frontend
Submit Date   = {submit}
Type          = service
Priority      = 50
Datacenters   = ams1
Namespace     = default
Node Pool     = default
Status        = running
Periodic      = false
Parameterized = false

Summary
{summ}

Latest Deployment
ID          = {dep}
Status      = successful
Description = Deployment completed successfully

Deployed
{dpl}

Allocations
{al}"""
    j1 = job("2024-08-12T09:22:05Z", 3, 6, "b4e1c7a2", "2024-08-12T09:32:31Z", [
        ["2d9f81c4", "7c1d2e90", "web", "6", "run", "running", "7d23h ago", "7d23h ago"],
        ["a80e3b17", "3fa6b812", "web", "6", "run", "running", "7d23h ago", "7d23h ago"],
        ["f16c0d5e", "e0b47d53", "web", "6", "run", "running", "7d23h ago", "7d23h ago"]])
    plan = """+/- Job: "web-frontend"
+/- Task Group: "web" (3 create/destroy update)
  +/- Task: "frontend" (forces create/destroy update)
    +/- Config {
      +/- image:    "registry.fernhill.dev/web-frontend:2024.08.12-1" => "registry.fernhill.dev/web-frontend:2024.08.20-2"
          ports[0]: "http"
        }

Scheduler dry-run:
- All tasks successfully allocated.

Job Modify Index: 48213
To submit the job with version verification run:

nomad job run -check-index 48213 web-frontend.nomad.hcl

When running the job with the check-index flag, the job will only be run if the
job modify index given matches the server-side version. If the index has
changed, another user has modified the job and the plan's results are
potentially invalid."""
    run = """==> 2024-08-20T09:11:02Z: Monitoring evaluation "5e2a71d9"
    2024-08-20T09:11:02Z: Evaluation triggered by job "web-frontend"
    2024-08-20T09:11:03Z: Evaluation within deployment: "c91f04b8"
    2024-08-20T09:11:03Z: Allocation "0b7e4f12" created: node "7c1d2e90", group "web"
    2024-08-20T09:11:03Z: Evaluation status changed: "pending" -> "complete"
==> 2024-08-20T09:11:03Z: Evaluation "5e2a71d9" finished with status "complete"
==> 2024-08-20T09:11:03Z: Monitoring deployment "c91f04b8"
  \u2713 Deployment "c91f04b8" successful

    2024-08-20T09:12:41Z
    ID          = c91f04b8
    Job ID      = web-frontend
    Job Version = 7
    Status      = successful
    Description = Deployment completed successfully

    Deployed
    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline
    web         3        3       3        0          2024-08-20T09:22:38Z"""
    j2 = job("2024-08-20T09:11:02Z", 3, 9, "c91f04b8", "2024-08-20T09:22:38Z", [
        ["c4f80b57", "e0b47d53", "web", "7", "run", "running", "1m12s ago", "31s ago"],
        ["6d21a9e3", "3fa6b812", "web", "7", "run", "running", "1m45s ago", "1m13s ago"],
        ["0b7e4f12", "7c1d2e90", "web", "7", "run", "running", "2m10s ago", "1m46s ago"],
        ["2d9f81c4", "7c1d2e90", "web", "6", "stop", "complete", "7d23h ago", "2m2s ago"],
        ["a80e3b17", "3fa6b812", "web", "6", "stop", "complete", "7d23h ago", "1m33s ago"],
        ["f16c0d5e", "e0b47d53", "web", "6", "stop", "complete", "7d23h ago", "59s ago"]])
    drain = f"""2024-08-20T09:14:10Z: Ctrl-C to stop monitoring: will not cancel the node drain
2024-08-20T09:14:10Z: Node "{full_id}" drain strategy set
2024-08-20T09:14:11Z: Alloc "0b7e4f12" marked for migration
2024-08-20T09:14:11Z: Alloc "5a3c9e20" marked for migration
2024-08-20T09:14:11Z: Alloc "0b7e4f12" draining
2024-08-20T09:14:11Z: Alloc "5a3c9e20" draining
2024-08-20T09:14:19Z: Alloc "0b7e4f12" status running -> complete
2024-08-20T09:14:24Z: Alloc "5a3c9e20" status running -> complete
2024-08-20T09:14:52Z: Alloc "1e6b7d04" marked for migration
2024-08-20T09:14:52Z: Alloc "93b0f6aa" marked for migration
2024-08-20T09:14:52Z: Alloc "1e6b7d04" draining
2024-08-20T09:14:52Z: Alloc "93b0f6aa" draining
2024-08-20T09:14:55Z: Alloc "1e6b7d04" status running -> complete
2024-08-20T09:14:56Z: Alloc "93b0f6aa" status running -> complete
2024-08-20T09:14:56Z: Drain complete for node {full_id}
2024-08-20T09:14:56Z: All allocations on node "{full_id}" have stopped"""
    allocs = cols([["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"],
                   ["7f2b6e31", "91c3f0aa", "web", "7", "run", "running", "2m9s ago", "1m51s ago"],
                   ["c4f80b57", "e0b47d53", "web", "7", "run", "running", "4m20s ago", "3m39s ago"],
                   ["6d21a9e3", "3fa6b812", "web", "7", "run", "running", "4m53s ago", "4m21s ago"],
                   ["0b7e4f12", "7c1d2e90", "web", "7", "stop", "complete", "5m18s ago", "2m2s ago"],
                   ["2d9f81c4", "7c1d2e90", "web", "6", "stop", "complete", "7d23h ago", "5m10s ago"],
                   ["a80e3b17", "3fa6b812", "web", "6", "stop", "complete", "7d23h ago", "4m41s ago"],
                   ["f16c0d5e", "e0b47d53", "web", "6", "stop", "complete", "7d23h ago", "4m7s ago"]])
    turns = [
        p.run("nomad node status", nodes("false", "eligible")),
        p.run("nomad job status", jobs),
        p.run("nomad job status web-frontend", j1),
        p.run("nomad job plan web-frontend.nomad.hcl", plan, duration=3.0),
        p.run("nomad job run -check-index 48213 web-frontend.nomad.hcl", run, duration=120.0),
        p.run("nomad job status web-frontend", j2),
        p.run("nomad node drain -enable -yes -deadline 10m 7c1d2e90", drain, duration=60.0),
        p.run("nomad node status", nodes("false", "ineligible")),
        p.run("nomad job allocs web-frontend", allocs),
        p.run("nomad node eligibility -enable 7c1d2e90 && nomad node status",
              f'Node "{full_id}" scheduling eligibility set: eligible for scheduling\n' + nodes("false", "eligible")),
    ]
    rs.add(task=TASK, tid="h35-terminal-21", system=SYSTEM, turns=turns, state=state)


# ss / dig / systemctl: check listeners and DNS on a load balancer (bad)
def t22(rs: RowSet) -> None:
    p = Pane("root", "lb-02", "/root")
    state = banner(p, "Wed Jul  3 10:19:58 2024 from 10.0.9.14")
    listen = """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=611,fd=14))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=842,fd=3))
LISTEN 0      4096         0.0.0.0:80         0.0.0.0:*    users:(("haproxy",pid=1191,fd=7))
LISTEN 0      4096         0.0.0.0:443        0.0.0.0:*    users:(("haproxy",pid=1191,fd=8))
LISTEN 0      4096       127.0.0.1:8404       0.0.0.0:*    users:(("haproxy",pid=1191,fd=9))
LISTEN 0      4096               *:9100             *:*    users:(("node_exporter",pid=903,fd=3))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=842,fd=4))            """
    dig1 = """api.fernhill.dev.\t300\tIN\tA\t203.0.113.45
api.fernhill.dev.\t300\tIN\tA\t203.0.113.46
;; Query time: 3 msec
;; SERVER: 10.0.0.2#53(10.0.0.2) (UDP)
;; WHEN: Wed Jul 03 10:21:44 UTC 2024
;; MSG SIZE  rcvd: 77"""
    peers = ["198.51.100.77:51812", "203.0.113.201:40022", "192.0.2.154:61230", "198.51.100.12:33418",
             "203.0.113.9:52876", "192.0.2.88:49102", "198.51.100.230:60714", "203.0.113.144:38850",
             "192.0.2.31:55190", "198.51.100.61:47266", "203.0.113.78:59402", "192.0.2.217:36610",
             "198.51.100.140:50938", "203.0.113.33:44786"]
    est = ["Recv-Q Send-Q Local Address:Port     Peer Address:Port  Process                         "]
    for i, peer in enumerate(peers):
        est.append(f"0      {0 if i % 5 else 517:<6} {'10.0.1.12:443':>18} {peer:>21}  users:((\"haproxy\",pid=1191,fd={31 + i * 3}))")
    ss_s1 = """Total: 1284
TCP:   1047 (estab 912, closed 96, orphaned 3, timewait 94)

Transport Total     IP        IPv6
RAW\t  1         0         1
UDP\t  6         4         2
TCP\t  951       949       2
INET\t  958       953       5
FRAG\t  0         0         0        """
    status = """\u25cf haproxy.service - HAProxy Load Balancer
     Loaded: loaded (/lib/systemd/system/haproxy.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-06-24 05:58:12 UTC; 1 week 2 days ago
       Docs: man:haproxy(1)
             file:/usr/share/doc/haproxy/configuration.txt.gz
    Process: 1180 ExecStartPre=/usr/sbin/haproxy -Ws -f $CONFIG -c -q $EXTRAOPTS (code=exited, status=0/SUCCESS)
   Main PID: 1187 (haproxy)
      Tasks: 9 (limit: 9386)
     Memory: 148.2M
        CPU: 4h 12min 33.120s
     CGroup: /system.slice/haproxy.service
             \u251c\u25001187 /usr/sbin/haproxy -Ws -f /etc/haproxy/haproxy.cfg -p /run/haproxy.pid -S /run/haproxy-master.sock
             \u2514\u25001194 /usr/sbin/haproxy -Ws -f /etc/haproxy/haproxy.cfg -p /run/haproxy.pid -S /run/haproxy-master.sock

Jun 24 05:58:12 lb-02 systemd[1]: Starting HAProxy Load Balancer...
Jun 24 05:58:12 lb-02 haproxy[1187]: [NOTICE]   (1187) : New worker (1194) forked
Jun 24 05:58:12 lb-02 haproxy[1187]: [NOTICE]   (1187) : Loading success.
Jun 24 05:58:12 lb-02 systemd[1]: Started HAProxy Load Balancer."""
    dig2 = """10 mx1.fernhill.dev.
20 mx2.fernhill.dev.
"v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@fernhill.dev; ruf=mailto:dmarc-forensic@fernhill.dev; fo=1; adkim=s; aspf=s\""""
    ss_s2 = """Total: 1311
TCP:   1069 (estab 934, closed 99, orphaned 2, timewait 97)

Transport Total     IP        IPv6
RAW\t  1         0         1
UDP\t  6         4         2
TCP\t  970       968       2
INET\t  977       972       5
FRAG\t  0         0         0        """
    turns = [
        p.run("ss -tlnp", listen),
        p.run("dig +noall +answer +stats api.fernhill.dev @10.0.0.2", dig1),
        p.run("ss -tnp state established '( sport = :443 )' | head -n 15", "\n".join(est)),
        p.run("ss -s", ss_s1),
        p.run("systemctl status haproxy --no-pager", status),
        p.run("dig +short fernhill.dev MX; dig +short TXT _dmarc.fernhill.dev", dig2),
        p.run("ss -s", ss_s2),
    ]
    rs.add(task=TASK, tid="h35-terminal-22", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=5, kind="worker PID of a process nobody restarted changed")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
