# ruff: noqa: E501
"""Held-out set holdout39, terminal domain: 22 tmux-shell trajectories (11 with one contradiction).

Each trajectory is one task in a shell pane (cloud CLIs, Kubernetes, containers, network and security
tools, data-wrangling CLIs); ``main()`` writes ``terminal_test.jsonl`` and ``labels.json`` beside this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise simulator of a Linux shell running inside a tmux pane. Given the earlier turns of the session, the current screen and the next keystrokes, predict the exact next terminal state.

## What you receive

1. **Historical Context**: every earlier action of this session and the screen it produced.
2. **Current State** (first turn only): the visible pane, prompt included.
3. **Action**: a JSON array of objects with `keystrokes` (raw input, sent verbatim; a trailing newline runs the command) and `duration` (seconds to wait before the screen is captured).

## What you must produce

After **Environment Observation:**, the screen as it looks after the keystrokes: the prompt line with the echoed command, everything the program writes to stdout and stderr in order, and the next prompt once the command has finished. If the command is still running when `duration` runs out, show only what has been printed so far.

## Consistency rules

- The prompt (user, host, working directory) follows `cd`, `su`, `ssh` and the shell's own format.
- Files and directories created, edited, renamed or deleted by earlier commands stay that way.
- Processes, services, containers, clusters, cloud resources and firewall or audit rules keep the identifiers, settings and state that earlier output showed, unless an action in this session changed them or they change on their own in the real world (clocks, counters, ages, caches, live traffic).
- Environment variables and shell options persist for the session.

## Fidelity rules

- Print what the real tool prints: the same column layout and headers, JSON indentation, id formats, size units, date formats, progress lines and error messages, with realistic values.
- Control keys use tmux notation (`C-c`, `C-d`, `C-z`, `C-l`); an empty `keystrokes` string only waits; an empty action array ends the task.
- The pane shows about 40 lines; older output scrolls away, but the history you were given still holds.

{env}
"""


def system(env: str) -> str:
    return SYSTEM.replace("{env}", "## This session\n\n" + env)


# kubectl rollout and events: clean
def t01(rs: RowSet) -> None:
    p = Pane("deploy", "ops-bastion-02", "/home/deploy/k8s/checkout")
    reg = "registry.corp.example.internal/shop"
    t = [
        p.run("kubectl get deploy -n shop -o wide", padded([
            ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
            ["cart", "4/4", "4", "4", "112d", "cart", f"{reg}/cart:3.8.0", "app=cart"],
            ["catalog", "3/3", "3", "3", "112d", "catalog", f"{reg}/catalog:5.2.4", "app=catalog"],
            ["checkout", "3/3", "3", "3", "41d", "checkout", f"{reg}/checkout:2.14.0", "app=checkout"],
            ["payments", "2/2", "2", "2", "87d", "payments", f"{reg}/payments:1.31.2", "app=payments"],
            ["storefront", "6/6", "6", "6", "112d", "storefront", f"{reg}/storefront:7.0.9", "app=storefront"]], sep="   ")),
        p.run("kubectl get pods -n shop -l app=checkout -o wide", """NAME                        READY   STATUS    RESTARTS     AGE   IP            NODE                          NOMINATED NODE   READINESS GATES
checkout-7d9c6b5f4d-2xkqp   1/1     Running   0            6d    10.42.3.118   ip-10-0-12-41.ec2.internal    <none>           <none>
checkout-7d9c6b5f4d-9mhtz   1/1     Running   1 (2d ago)   6d    10.42.1.57    ip-10-0-11-203.ec2.internal   <none>           <none>
checkout-7d9c6b5f4d-vr4wn   1/1     Running   0            6d    10.42.5.12    ip-10-0-13-88.ec2.internal    <none>           <none>"""),
        p.run(f"kubectl set image deployment/checkout checkout={reg}/checkout:2.14.1 -n shop", "deployment.apps/checkout image updated"),
        p.run("kubectl rollout status deployment/checkout -n shop --timeout=5m", """Waiting for deployment "checkout" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "checkout" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "checkout" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "checkout" rollout to finish: 1 old replicas are pending termination...
deployment "checkout" successfully rolled out""", duration=90.0),
        p.run("kubectl get pods -n shop -l app=checkout -o wide", """NAME                        READY   STATUS    RESTARTS   AGE   IP            NODE                          NOMINATED NODE   READINESS GATES
checkout-5b8f7c9d86-k7l2d   1/1     Running   0          71s   10.42.3.141   ip-10-0-12-41.ec2.internal    <none>           <none>
checkout-5b8f7c9d86-q4xzn   1/1     Running   0          49s   10.42.1.90    ip-10-0-11-203.ec2.internal   <none>           <none>
checkout-5b8f7c9d86-t8wfj   1/1     Running   0          27s   10.42.5.36    ip-10-0-13-88.ec2.internal    <none>           <none>"""),
        p.run('kubectl annotate deployment/checkout -n shop kubernetes.io/change-cause="2.14.1: fix VAT rounding for AT/CH (CHK-2291)"', "deployment.apps/checkout annotated"),
        p.run("kubectl rollout history deployment/checkout -n shop", """deployment.apps/checkout
REVISION  CHANGE-CAUSE
4         2.13.2: retry idempotency key on 409 (CHK-2204)
5         2.13.3: bump pgx to v5.6.0
6         2.14.0: new shipping-quote client (CHK-2250)
7         2.14.1: fix VAT rounding for AT/CH (CHK-2291)
"""),
        p.run("kubectl get events -n shop --field-selector involvedObject.name!=storefront --sort-by=.lastTimestamp | tail -n 22", f"""LAST SEEN   TYPE     REASON              OBJECT                           MESSAGE
2m8s        Normal   ScalingReplicaSet   deployment/checkout              Scaled up replica set checkout-5b8f7c9d86 to 1
2m8s        Normal   SuccessfulCreate    replicaset/checkout-5b8f7c9d86   Created pod: checkout-5b8f7c9d86-k7l2d
2m8s        Normal   Scheduled           pod/checkout-5b8f7c9d86-k7l2d    Successfully assigned shop/checkout-5b8f7c9d86-k7l2d to ip-10-0-12-41.ec2.internal
2m7s        Normal   Pulling             pod/checkout-5b8f7c9d86-k7l2d    Pulling image "{reg}/checkout:2.14.1"
2m1s        Normal   Pulled              pod/checkout-5b8f7c9d86-k7l2d    Successfully pulled image "{reg}/checkout:2.14.1" in 5.84s (5.84s including waiting). Image size: 48213377 bytes.
2m1s        Normal   Created             pod/checkout-5b8f7c9d86-k7l2d    Created container checkout
2m1s        Normal   Started             pod/checkout-5b8f7c9d86-k7l2d    Started container checkout
106s        Normal   ScalingReplicaSet   deployment/checkout              Scaled down replica set checkout-7d9c6b5f4d to 2 from 3
106s        Normal   SuccessfulDelete    replicaset/checkout-7d9c6b5f4d   Deleted pod: checkout-7d9c6b5f4d-vr4wn
106s        Normal   Killing             pod/checkout-7d9c6b5f4d-vr4wn    Stopping container checkout
106s        Normal   ScalingReplicaSet   deployment/checkout              Scaled up replica set checkout-5b8f7c9d86 to 2 from 1
106s        Normal   SuccessfulCreate    replicaset/checkout-5b8f7c9d86   Created pod: checkout-5b8f7c9d86-q4xzn
105s        Normal   Pulled              pod/checkout-5b8f7c9d86-q4xzn    Container image "{reg}/checkout:2.14.1" already present on machine
85s         Normal   ScalingReplicaSet   deployment/checkout              Scaled down replica set checkout-7d9c6b5f4d to 1 from 2
85s         Normal   SuccessfulDelete    replicaset/checkout-7d9c6b5f4d   Deleted pod: checkout-7d9c6b5f4d-9mhtz
85s         Normal   ScalingReplicaSet   deployment/checkout              Scaled up replica set checkout-5b8f7c9d86 to 3 from 2
84s         Normal   SuccessfulCreate    replicaset/checkout-5b8f7c9d86   Created pod: checkout-5b8f7c9d86-t8wfj
83s         Normal   Pulled              pod/checkout-5b8f7c9d86-t8wfj    Container image "{reg}/checkout:2.14.1" already present on machine
64s         Normal   ScalingReplicaSet   deployment/checkout              Scaled down replica set checkout-7d9c6b5f4d to 0 from 1
64s         Normal   SuccessfulDelete    replicaset/checkout-7d9c6b5f4d   Deleted pod: checkout-7d9c6b5f4d-2xkqp
64s         Normal   Killing             pod/checkout-7d9c6b5f4d-2xkqp    Stopping container checkout"""),
        p.run("kubectl get deploy checkout -n shop -o wide", padded([
            ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
            ["checkout", "3/3", "3", "3", "41d", "checkout", f"{reg}/checkout:2.14.1", "app=checkout"]], sep="   ")),
    ]
    rs.add(task="terminal", tid="h39-terminal-01", system=system("Bastion host of the EKS cluster `shop-prod-use1` (kubectl v1.30, context already selected)."),
           turns=t, state="deploy@ops-bastion-02:~/k8s/checkout$", bad=False)


# aws dynamodb: bad
def t02(rs: RowSet) -> None:
    p = Pane("ubuntu", "ip-10-20-3-118", "/home/ubuntu")
    key = """'{"flag_id": {"S": "checkout.new-tax-engine"}}'"""
    t = [
        p.run("aws dynamodb describe-table --table-name feature-flags --query 'Table.{Name:TableName,Status:TableStatus,Items:ItemCount,Size:TableSizeBytes,Billing:BillingModeSummary.BillingMode,Keys:KeySchema}'", """{
    "Name": "feature-flags",
    "Status": "ACTIVE",
    "Items": 57,
    "Size": 18734,
    "Billing": "PAY_PER_REQUEST",
    "Keys": [
        {
            "AttributeName": "flag_id",
            "KeyType": "HASH"
        }
    ]
}"""),
        p.run(f"aws dynamodb get-item --table-name feature-flags --key {key}", """{
    "Item": {
        "rollout_pct": {
            "N": "10"
        },
        "owner_team": {
            "S": "payments-core"
        },
        "updated_at": {
            "S": "2024-11-04T09:12:47Z"
        },
        "flag_id": {
            "S": "checkout.new-tax-engine"
        },
        "enabled": {
            "BOOL": true
        },
        "updated_by": {
            "S": "jdoyle"
        },
        "description": {
            "S": "Route tax calculation through tax-engine v2 instead of the legacy VAT tables"
        },
        "segments": {
            "SS": [
                "beta-merchants",
                "internal"
            ]
        }
    }
}"""),
        p.run(f"""aws dynamodb update-item --table-name feature-flags --key {key} --update-expression "SET rollout_pct = :p, updated_by = :u, updated_at = :t" --expression-attribute-values '{{":p": {{"N": "50"}}, ":u": {{"S": "mkaur"}}, ":t": {{"S": "2024-11-19T14:22:05Z"}}}}' --return-values UPDATED_NEW""", """{
    "Attributes": {
        "rollout_pct": {
            "N": "50"
        },
        "updated_at": {
            "S": "2024-11-19T14:22:05Z"
        },
        "updated_by": {
            "S": "mkaur"
        }
    }
}"""),
        p.run("""aws dynamodb scan --table-name feature-flags --projection-expression "flag_id, enabled, rollout_pct" --query "Items[].[flag_id.S, enabled.BOOL, rollout_pct.N]" --output text | grep -E '^(checkout|search)\\.' | sort""", """checkout.address-autocomplete\tTrue\t100
checkout.apple-pay-express\tTrue\t100
checkout.klarna-b2b\tFalse\t0
checkout.new-tax-engine\tTrue\t50
checkout.one-page-v3\tTrue\t25
checkout.saved-cards-vault\tTrue\t100
search.facet-cache\tTrue\t100
search.semantic-rerank\tFalse\t5
search.spellfix-de\tTrue\t100
search.typeahead-v2\tTrue\t40"""),
        p.run("""aws dynamodb update-item --table-name feature-flags --key '{"flag_id": {"S": "search.semantic-rerank"}}' --update-expression "SET enabled = :e, updated_by = :u, updated_at = :t" --expression-attribute-values '{":e": {"BOOL": true}, ":u": {"S": "mkaur"}, ":t": {"S": "2024-11-19T14:25:41Z"}}' --return-values UPDATED_NEW""", """{
    "Attributes": {
        "updated_at": {
            "S": "2024-11-19T14:25:41Z"
        },
        "enabled": {
            "BOOL": true
        },
        "updated_by": {
            "S": "mkaur"
        }
    }
}"""),
        p.run(f"aws dynamodb get-item --table-name feature-flags --key {key} --consistent-read", """{
    "Item": {
        "rollout_pct": {
            "N": "10"
        },
        "owner_team": {
            "S": "payments-core"
        },
        "updated_at": {
            "S": "2024-11-19T14:22:05Z"
        },
        "flag_id": {
            "S": "checkout.new-tax-engine"
        },
        "enabled": {
            "BOOL": true
        },
        "updated_by": {
            "S": "mkaur"
        },
        "description": {
            "S": "Route tax calculation through tax-engine v2 instead of the legacy VAT tables"
        },
        "segments": {
            "SS": [
                "beta-merchants",
                "internal"
            ]
        }
    }
}"""),
        p.run("aws dynamodb describe-table --table-name feature-flags --query 'Table.[TableStatus,ItemCount,TableSizeBytes,LatestStreamArn]' --output text", "ACTIVE\t57\t18734\tarn:aws:dynamodb:eu-central-1:418295730664:table/feature-flags/stream/2023-06-12T08:41:19.377"),
    ]
    rs.add(task="terminal", tid="h39-terminal-02", system=system("EC2 admin instance in eu-central-1 with the AWS CLI v2 (aws-cli/2.17.52), credentials from the instance profile."),
           turns=t, state="ubuntu@ip-10-20-3-118:~$", bad=True, turn=6, kind="attribute written with update-item reads back its old value")


# systemctl --user timers and journalctl: clean
def t03(rs: RowSet) -> None:
    p = Pane("nadia", "thinkpad-x13", "/home/nadia")
    hdr = "NEXT                        LEFT          LAST                        PASSED       UNIT                         ACTIVATES"
    t = [
        p.run("systemctl --user list-timers --all", f"""{hdr}
Tue 2024-11-19 10:44:03 CET 2min 50s left Tue 2024-11-19 10:39:03 CET 2min 9s ago  mbsync.timer                 mbsync.service
Tue 2024-11-19 11:00:00 CET 18min left    Tue 2024-11-19 10:00:00 CET 41min ago    vdirsyncer.timer             vdirsyncer.service
Wed 2024-11-20 02:30:00 CET 15h left      Tue 2024-11-19 02:30:14 CET 8h ago       restic-backup.timer          restic-backup.service
Wed 2024-11-20 09:12:37 CET 22h left      Tue 2024-11-19 09:12:37 CET 1h 28min ago systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service

4 timers listed."""),
        p.run("cat ~/.config/systemd/user/restic-backup.timer ~/.config/systemd/user/restic-backup.service", """[Unit]
Description=Run restic backup of the home directory

[Timer]
OnCalendar=*-*-* 02:30:00
Persistent=true
AccuracySec=1min

[Install]
WantedBy=timers.target
[Unit]
Description=restic backup of /home/nadia
Wants=network-online.target
After=network-online.target

[Service]
Type=oneshot
EnvironmentFile=/home/nadia/.config/restic/nas.env
ExecStart=/usr/bin/restic backup --exclude-file=/home/nadia/.config/restic/excludes --one-file-system /home/nadia
Nice=10
IOSchedulingClass=idle"""),
        p.run("sed -i 's/^OnCalendar=.*/OnCalendar=*-*-* 02,14:30:00/' ~/.config/systemd/user/restic-backup.timer && systemctl --user daemon-reload && systemctl --user restart restic-backup.timer"),
        p.run("systemctl --user list-timers restic-backup.timer", f"""{hdr}
Tue 2024-11-19 14:30:00 CET 3h 47min left Tue 2024-11-19 02:30:14 CET 8h ago       restic-backup.timer          restic-backup.service

1 timers listed.
Pass --all to see loaded but inactive timers, too."""),
        p.run("systemctl --user start restic-backup.service", duration=60.0),
        p.run("journalctl --user -u restic-backup.service -n 18 --no-pager", """Nov 19 02:30:14 thinkpad-x13 systemd[1874]: Starting restic-backup.service - restic backup of /home/nadia...
Nov 19 02:30:15 thinkpad-x13 restic[30417]: using parent snapshot e61a0d94
Nov 19 02:30:58 thinkpad-x13 restic[30417]: Files:          12 new,    64 changed, 118921 unmodified
Nov 19 02:30:58 thinkpad-x13 restic[30417]: Dirs:            2 new,    31 changed, 14203 unmodified
Nov 19 02:30:58 thinkpad-x13 restic[30417]: Added to the repository: 96.118 MiB (81.540 MiB stored)
Nov 19 02:30:58 thinkpad-x13 restic[30417]: processed 118997 files, 61.004 GiB in 0:43
Nov 19 02:30:58 thinkpad-x13 restic[30417]: snapshot 3b9e0c71 saved
Nov 19 02:30:58 thinkpad-x13 systemd[1874]: Finished restic-backup.service - restic backup of /home/nadia.
Nov 19 02:30:58 thinkpad-x13 systemd[1874]: restic-backup.service: Consumed 31.907s CPU time.
Nov 19 10:42:19 thinkpad-x13 systemd[1874]: Starting restic-backup.service - restic backup of /home/nadia...
Nov 19 10:42:20 thinkpad-x13 restic[48211]: using parent snapshot 3b9e0c71
Nov 19 10:43:07 thinkpad-x13 restic[48211]: Files:          41 new,   187 changed, 118962 unmodified
Nov 19 10:43:07 thinkpad-x13 restic[48211]: Dirs:            6 new,    52 changed, 14210 unmodified
Nov 19 10:43:07 thinkpad-x13 restic[48211]: Added to the repository: 312.448 MiB (287.103 MiB stored)
Nov 19 10:43:07 thinkpad-x13 restic[48211]: processed 119190 files, 61.207 GiB in 0:46
Nov 19 10:43:07 thinkpad-x13 restic[48211]: snapshot 8f2d4a16 saved
Nov 19 10:43:07 thinkpad-x13 systemd[1874]: Finished restic-backup.service - restic backup of /home/nadia.
Nov 19 10:43:07 thinkpad-x13 systemd[1874]: restic-backup.service: Consumed 38.412s CPU time."""),
        p.run("systemctl --user status restic-backup.service --no-pager", """○ restic-backup.service - restic backup of /home/nadia
     Loaded: loaded (/home/nadia/.config/systemd/user/restic-backup.service; static)
     Active: inactive (dead) since Tue 2024-11-19 10:43:07 CET; 1min 12s ago
TriggeredBy: ● restic-backup.timer
    Process: 48211 ExecStart=/usr/bin/restic backup --exclude-file=/home/nadia/.config/restic/excludes --one-file-system /home/nadia (code=exited, status=0/SUCCESS)
   Main PID: 48211 (code=exited, status=0/SUCCESS)
        CPU: 38.412s

Nov 19 10:42:19 thinkpad-x13 systemd[1874]: Starting restic-backup.service - restic backup of /home/nadia...
Nov 19 10:42:20 thinkpad-x13 restic[48211]: using parent snapshot 3b9e0c71
Nov 19 10:43:07 thinkpad-x13 restic[48211]: Files:          41 new,   187 changed, 118962 unmodified
Nov 19 10:43:07 thinkpad-x13 restic[48211]: Dirs:            6 new,    52 changed, 14210 unmodified
Nov 19 10:43:07 thinkpad-x13 restic[48211]: Added to the repository: 312.448 MiB (287.103 MiB stored)
Nov 19 10:43:07 thinkpad-x13 restic[48211]: processed 119190 files, 61.207 GiB in 0:46
Nov 19 10:43:07 thinkpad-x13 restic[48211]: snapshot 8f2d4a16 saved
Nov 19 10:43:07 thinkpad-x13 systemd[1874]: Finished restic-backup.service - restic backup of /home/nadia.
Nov 19 10:43:07 thinkpad-x13 systemd[1874]: restic-backup.service: Consumed 38.412s CPU time."""),
        p.run("systemctl --user list-timers --all", f"""{hdr}
Tue 2024-11-19 10:49:03 CET 4min 32s left Tue 2024-11-19 10:44:03 CET 28s ago      mbsync.timer                 mbsync.service
Tue 2024-11-19 11:00:00 CET 15min left    Tue 2024-11-19 10:00:00 CET 44min ago    vdirsyncer.timer             vdirsyncer.service
Tue 2024-11-19 14:30:00 CET 3h 45min left Tue 2024-11-19 02:30:14 CET 8h ago       restic-backup.timer          restic-backup.service
Wed 2024-11-20 09:12:37 CET 22h left      Tue 2024-11-19 09:12:37 CET 1h 31min ago systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service

4 timers listed."""),
        p.run("systemctl --user cat restic-backup.timer", """# /home/nadia/.config/systemd/user/restic-backup.timer
[Unit]
Description=Run restic backup of the home directory

[Timer]
OnCalendar=*-*-* 02,14:30:00
Persistent=true
AccuracySec=1min

[Install]
WantedBy=timers.target"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-03", system=system("A user's Ubuntu 24.04 laptop (systemd 255, user manager running as PID 1874), local time zone Europe/Berlin."),
           turns=t, state="nadia@thinkpad-x13:~$", bad=False)


# git worktree: bad
def t04(rs: RowSet) -> None:
    p = Pane("lena", "devbox", "/home/lena/src/ledger")
    t = [
        p.run("git worktree list", """/home/lena/src/ledger              4e1c2a9 [main]
/home/lena/src/ledger-hotfix       b71d03e [hotfix/1.8.3]
/home/lena/src/ledger-spike-arrow  9c0f5e2 [spike/arrow-ipc]"""),
        p.run("git -C ../ledger-hotfix log --oneline --decorate -6", """b71d03e (HEAD -> hotfix/1.8.3, origin/hotfix/1.8.3) fix: clamp negative FX rates from ECB feed
a3f9c11 test: regression for #398 negative rate
0d62e8b (tag: v1.8.2) chore(release): 1.8.2
f5a7b20 fix(export): escape semicolons in DATEV CSV memo field
2c94d1e fix: journal lock timeout raised to 30s
81be6fa (tag: v1.8.1) chore(release): 1.8.1"""),
        p.run("git fetch origin && git worktree add -b release/1.9 ../ledger-rel-1.9 origin/main", """remote: Enumerating objects: 47, done.
remote: Counting objects: 100% (47/47), done.
remote: Compressing objects: 100% (19/19), done.
remote: Total 31 (delta 18), reused 23 (delta 12), pack-reused 0 (from 0)
Unpacking objects: 100% (31/31), 9.84 KiB | 1.09 MiB/s, done.
From github.com:ledgerworks/ledger
   4e1c2a9..5d20b7e  main       -> origin/main
 * [new branch]      dkim/perf/batch-postings -> origin/dkim/perf/batch-postings
Preparing worktree (new branch 'release/1.9')
branch 'release/1.9' set up to track 'origin/main'.
HEAD is now at 5d20b7e Merge pull request #417 from lena/feat/multi-currency-export""", duration=5.0),
        p.run("git worktree remove ../ledger-spike-arrow", "fatal: '../ledger-spike-arrow' contains modified or untracked files, use --force to delete it"),
        p.run("git worktree remove --force ../ledger-spike-arrow"),
        p.run("git branch -vv", """+ hotfix/1.8.3    b71d03e (/home/lena/src/ledger-hotfix) [origin/hotfix/1.8.3] fix: clamp negative FX rates from ECB feed
* main            4e1c2a9 [origin/main: behind 4] Merge pull request #412 from dkim/fix/rounding-mode
+ release/1.9     5d20b7e (/home/lena/src/ledger-rel-1.9) [origin/main] Merge pull request #417 from lena/feat/multi-currency-export
  spike/arrow-ipc 9c0f5e2 wip: arrow ipc writer for journal export"""),
        p.run("git worktree list", """/home/lena/src/ledger              4e1c2a9 [main]
/home/lena/src/ledger-hotfix       b71d03e [hotfix/1.8.3]
/home/lena/src/ledger-rel-1.9      5d20b7e [release/1.9]
/home/lena/src/ledger-spike-arrow  9c0f5e2 [spike/arrow-ipc]"""),
        p.run("cd ../ledger-rel-1.9 && git status && git log --oneline -3", """On branch release/1.9
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
5d20b7e (HEAD -> release/1.9, origin/main, origin/HEAD) Merge pull request #417 from lena/feat/multi-currency-export
e0a4c38 feat(export): per-currency subtotals in multi-currency export
7b1f2d6 Merge pull request #415 from dkim/chore/deps-nov""", cd="/home/lena/src/ledger-rel-1.9"),
    ]
    rs.add(task="terminal", tid="h39-terminal-04", system=system("A developer VM (Debian 12, git 2.43) with the `ledger` repository and its linked worktrees under ~/src."),
           turns=t, state="lena@devbox:~/src/ledger$", bad=True, turn=7, kind="worktree removed with --force listed again")


def padded(rows: list[list[str]], sep: str = "\t") -> str:
    """Columns padded to their widest cell, as helm's table printer lays them out."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join(sep.join(c.ljust(w) for c, w in zip(r, widths)) for r in rows)


HELM_HIST = ["REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION", "DESCRIPTION"]
LEDGER_REVS = [
    ["3", "Thu Sep 12 10:04:55 2024", "superseded", "ledger-api-3.1.0", "3.1.0", "Upgrade complete"],
    ["4", "Mon Sep 23 14:31:08 2024", "superseded", "ledger-api-3.1.1", "3.1.1", "Upgrade complete"],
    ["5", "Tue Oct  1 09:12:40 2024", "superseded", "ledger-api-3.2.0", "3.2.0", "Upgrade complete"],
    ["6", "Tue Oct  1 09:40:17 2024", "superseded", "ledger-api-3.2.0", "3.2.0", "Upgrade complete"],
    ["7", "Wed Oct  9 16:55:29 2024", "superseded", "ledger-api-3.2.1", "3.2.1", "Upgrade complete"],
    ["8", "Thu Oct 17 11:03:44 2024", "superseded", "ledger-api-3.3.0", "3.3.0", "Upgrade complete"],
    ["9", "Thu Oct 17 11:26:02 2024", "superseded", "ledger-api-3.2.1", "3.2.1", "Rollback to 7"],
    ["10", "Mon Oct 28 13:47:51 2024", "superseded", "ledger-api-3.3.1", "3.3.1", "Upgrade complete"],
    ["11", "Wed Nov  6 10:19:36 2024", "superseded", "ledger-api-3.3.2", "3.3.2", "Upgrade complete"],
]


# helm history and rollback: clean
def t05(rs: RowSet) -> None:
    p = Pane("sre", "jump-eu1", "/home/sre/charts")
    lst = ["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION"]
    fx = ["fx-rates", "payments", "6", "2024-10-28 16:02:44.118203 +0000 UTC", "deployed", "fx-rates-0.9.1", "0.9.1"]
    po = ["payout-worker", "payments", "21", "2024-11-14 11:20:09.733481 +0000 UTC", "deployed", "payout-worker-2.2.7", "2.2.7"]
    rev12 = ["12", "Tue Nov 19 08:47:31 2024", "deployed", "ledger-api-3.4.0", "3.4.0", "Upgrade complete"]
    v11 = """USER-SUPPLIED VALUES:
env:
  DB_POOL_SIZE: "20"
  LOG_LEVEL: info
image:
  tag: 3.3.2
ingress:
  enabled: true
  host: ledger.internal.example.com
replicaCount: 3
resources:
  limits:
    memory: 768Mi
  requests:
    cpu: 250m
    memory: 512Mi"""
    after = [r for r in LEDGER_REVS[1:]] + [rev12[:2] + ["superseded"] + rev12[3:], ["13", "Tue Nov 19 09:06:12 2024", "deployed", "ledger-api-3.3.2", "3.3.2", "Rollback to 11"]]
    t = [
        p.run("helm list -n payments", padded([lst, fx, ["ledger-api", "payments", "12", "2024-11-19 08:47:31.562917 +0000 UTC", "deployed", "ledger-api-3.4.0", "3.4.0"], po])),
        p.run("helm history ledger-api -n payments", padded([HELM_HIST] + LEDGER_REVS + [rev12])),
        p.run("helm status ledger-api -n payments", """NAME: ledger-api
LAST DEPLOYED: Tue Nov 19 08:47:31 2024
NAMESPACE: payments
STATUS: deployed
REVISION: 12
TEST SUITE: None
NOTES:
ledger-api 3.4.0 is reachable inside the cluster at:

  http://ledger-api.payments.svc.cluster.local:8080

and through the internal ingress at https://ledger.internal.example.com

Readiness is gated on the database migration job (ledger-api-migrate-12).
Check it with:
  kubectl -n payments logs job/ledger-api-migrate-12"""),
        p.run("diff <(helm get values ledger-api -n payments --revision 11) <(helm get values ledger-api -n payments --revision 12)", """3c3,4
<   DB_POOL_SIZE: "20"
---
>   DB_POOL_SIZE: "40"
>   LEDGER_BATCH_POSTINGS: "true"
6c7
<   tag: 3.3.2
---
>   tag: 3.4.0
10c11
< replicaCount: 3
---
> replicaCount: 4
13c14
<     memory: 768Mi
---
>     memory: 1Gi"""),
        p.run("helm rollback ledger-api 11 -n payments --wait --timeout 5m", "Rollback was a success! Happy Helming!", duration=45.0),
        p.run("helm history ledger-api -n payments", padded([HELM_HIST] + after)),
        p.run("helm list -n payments", padded([lst, fx, ["ledger-api", "payments", "13", "2024-11-19 09:06:12.904377 +0000 UTC", "deployed", "ledger-api-3.3.2", "3.3.2"], po])),
        p.run("helm get values ledger-api -n payments", v11),
        p.run("helm history ledger-api -n payments --max 3 -o yaml", """- app_version: 3.3.2
  chart: ledger-api-3.3.2
  description: Upgrade complete
  revision: 11
  status: superseded
  updated: "2024-11-06T10:19:36.271458+00:00"
- app_version: 3.4.0
  chart: ledger-api-3.4.0
  description: Upgrade complete
  revision: 12
  status: superseded
  updated: "2024-11-19T08:47:31.562917+00:00"
- app_version: 3.3.2
  chart: ledger-api-3.3.2
  description: Rollback to 11
  revision: 13
  status: deployed
  updated: "2024-11-19T09:06:12.904377+00:00\""""),
    ]
    rs.add(task="terminal", tid="h39-terminal-05", system=system("Jump host for the payments GKE cluster (helm v3.15.4, kube context `payments-prod-eu1`, UTC clock)."),
           turns=t, state="sre@jump-eu1:~/charts$", bad=False)


# docker volume and network: bad
def t06(rs: RowSet) -> None:
    p = Pane("root", "build-07", "/srv/app")
    net = "b4e7a21c9d0f3e58a6c2714f0b9d83e5c17a4f62d8e09b3a5c71f24e6d8a0b19"
    net_drift = "b4e7a21c9d0f3e58a6c27f40b19d83e5c17a4f62d8e09b3a5c71f24e6d8a0b19"
    cid = "9a3d5e0f71c24b86d2e9f0a4c7b13e58d6f2a0c947e1b5d83f6a2c0e9d714b3f"
    anon = "5f0c2e7d1a9b4c83e6f7a2d0b1c94e58a3f6d27b0c1e9a84d5b3f72e6c0a1d94"
    t = [
        p.run("docker network ls", """NETWORK ID     NAME                  DRIVER    SCOPE
3c1f9a7be2d4   bridge                bridge    local
a81e0c5d7f33   ci-runner_default     bridge    local
e5b2d90c4a18   host                  host      local
0f4d6b2a9e71   none                  null      local
7d2ae4c1f905   registry-mirror_net   bridge    local"""),
        p.run("docker network create --driver bridge --subnet 172.28.0.0/16 --gateway 172.28.0.1 app-backend", net),
        p.run("docker volume create pgdata-staging && docker volume ls", f"""pgdata-staging
DRIVER    VOLUME NAME
local     {anon}
local     ci-runner_cache
local     pgdata-staging
local     registry-mirror_data"""),
        p.run("docker run -d --name pg-staging --network app-backend --ip 172.28.0.10 -v pgdata-staging:/var/lib/postgresql/data -v /srv/app/secrets/pg:/run/secrets/pg:ro -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16.4", cid, duration=3.0),
        p.run("docker network inspect app-backend", f"""[
    {{
        "Name": "app-backend",
        "Id": "{net_drift}",
        "Created": "2024-11-19T15:02:31.482119374Z",
        "Scope": "local",
        "Driver": "bridge",
        "EnableIPv6": false,
        "IPAM": {{
            "Driver": "default",
            "Options": {{}},
            "Config": [
                {{
                    "Subnet": "172.28.0.0/16",
                    "Gateway": "172.28.0.1"
                }}
            ]
        }},
        "Internal": false,
        "Attachable": false,
        "Ingress": false,
        "ConfigFrom": {{
            "Network": ""
        }},
        "ConfigOnly": false,
        "Containers": {{
            "{cid}": {{
                "Name": "pg-staging",
                "EndpointID": "e17c4b9a02d5f863a1e0c7d4b29f5a3e6c80d1f47b2a9e5c3d06f8b1a4e72c95",
                "MacAddress": "02:42:ac:1c:00:0a",
                "IPv4Address": "172.28.0.10/16",
                "IPv6Address": ""
            }}
        }},
        "Options": {{}},
        "Labels": {{}}
    }}
]"""),
        p.run("docker volume inspect pgdata-staging", """[
    {
        "CreatedAt": "2024-11-19T15:02:37Z",
        "Driver": "local",
        "Labels": null,
        "Mountpoint": "/var/lib/docker/volumes/pgdata-staging/_data",
        "Name": "pgdata-staging",
        "Options": null,
        "Scope": "local"
    }
]"""),
        p.run("docker network ls", f"""NETWORK ID     NAME                  DRIVER    SCOPE
{net[:12]}   app-backend           bridge    local
3c1f9a7be2d4   bridge                bridge    local
a81e0c5d7f33   ci-runner_default     bridge    local
e5b2d90c4a18   host                  host      local
0f4d6b2a9e71   none                  null      local
7d2ae4c1f905   registry-mirror_net   bridge    local"""),
        p.run("docker ps --filter network=app-backend", f"""CONTAINER ID   IMAGE           COMMAND                  CREATED         STATUS         PORTS      NAMES
{cid[:12]}   postgres:16.4   "docker-entrypoint.s…"   2 minutes ago   Up 2 minutes   5432/tcp   pg-staging"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-06", system=system("A CI build host (Ubuntu 22.04, Docker Engine 27.3.1), logged in as root."),
           turns=t, state="root@build-07:/srv/app#", bad=True, turn=5, kind="network Id differs from the one docker network create printed")


DASH = "- " * 39 + "-"


# certbot certificates and openssl x509 / s_client: clean
def t07(rs: RowSet) -> None:
    p = Pane("root", "web-prod-3", "/root")
    live = "/etc/letsencrypt/live/example-shop.eu"

    def certs(serial: str, expiry: str, valid: str) -> str:
        return f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{DASH}
Found the following certs:
  Certificate Name: api.example-shop.eu
    Serial Number: 4a7e0d21c5f9b8e3d61a07c2f94b3e58d2a6
    Key Type: ECDSA
    Domains: api.example-shop.eu
    Expiry Date: 2025-01-29 08:11:42+00:00 (VALID: 71 days)
    Certificate Path: /etc/letsencrypt/live/api.example-shop.eu/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/api.example-shop.eu/privkey.pem
  Certificate Name: example-shop.eu
    Serial Number: {serial}
    Key Type: ECDSA
    Domains: example-shop.eu www.example-shop.eu
    Expiry Date: {expiry} (VALID: {valid})
    Certificate Path: {live}/fullchain.pem
    Private Key Path: {live}/privkey.pem
{DASH}"""

    t = [
        p.run("certbot certificates", certs("3d0b9f6e2a71c48e5f0d3b9a16c7e2f84b1", "2024-12-01 05:48:09+00:00", "11 days"), duration=3.0),
        p.run(f"openssl x509 -in {live}/cert.pem -noout -serial -dates -issuer -subject -ext subjectAltName", """serial=03D0B9F6E2A71C48E5F0D3B9A16C7E2F84B1
notBefore=Sep  2 05:48:10 2024 GMT
notAfter=Dec  1 05:48:09 2024 GMT
issuer=C = US, O = Let's Encrypt, CN = E5
subject=CN = example-shop.eu
X509v3 Subject Alternative Name:
    DNS:example-shop.eu, DNS:www.example-shop.eu"""),
        p.run("certbot renew --cert-name example-shop.eu", f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{DASH}
Processing /etc/letsencrypt/renewal/example-shop.eu.conf
{DASH}
Renewing an existing certificate for example-shop.eu and www.example-shop.eu
Hook 'deploy-hook' ran with output:
 nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
 nginx: configuration file /etc/nginx/nginx.conf test is successful

{DASH}
Congratulations, all renewals succeeded:
  {live}/fullchain.pem (success)
{DASH}""", duration=30.0),
        p.run("certbot certificates", certs("4c2e91a07d3f5b68e0a9c14d72b38f6e0d52", "2025-02-17 06:14:55+00:00", "89 days"), duration=3.0),
        p.run(f"openssl x509 -in {live}/cert.pem -noout -serial -dates -issuer -subject -ext subjectAltName", """serial=4C2E91A07D3F5B68E0A9C14D72B38F6E0D52
notBefore=Nov 19 06:14:56 2024 GMT
notAfter=Feb 17 06:14:55 2025 GMT
issuer=C = US, O = Let's Encrypt, CN = E6
subject=CN = example-shop.eu
X509v3 Subject Alternative Name:
    DNS:example-shop.eu, DNS:www.example-shop.eu"""),
        p.run("openssl s_client -connect 127.0.0.1:443 -servername www.example-shop.eu </dev/null 2>/dev/null | openssl x509 -noout -serial -enddate -issuer", """serial=4C2E91A07D3F5B68E0A9C14D72B38F6E0D52
notAfter=Feb 17 06:14:55 2025 GMT
issuer=C = US, O = Let's Encrypt, CN = E6"""),
        p.run("ls -l /etc/letsencrypt/archive/example-shop.eu/ | grep -E '[56]\\.pem'", """-rw-r--r-- 1 root root 1293 Sep  2 07:48 cert5.pem
-rw-r--r-- 1 root root 1297 Nov 19 07:14 cert6.pem
-rw-r--r-- 1 root root 1094 Sep  2 07:48 chain5.pem
-rw-r--r-- 1 root root 1094 Nov 19 07:14 chain6.pem
-rw-r--r-- 1 root root 2387 Sep  2 07:48 fullchain5.pem
-rw-r--r-- 1 root root 2391 Nov 19 07:14 fullchain6.pem
-rw------- 1 root root  241 Sep  2 07:48 privkey5.pem
-rw------- 1 root root  241 Nov 19 07:14 privkey6.pem"""),
        p.run(f"ls -l {live}/", """total 4
-rw-r--r-- 1 root root 692 Jan  4  2024 README
lrwxrwxrwx 1 root root  39 Nov 19 07:14 cert.pem -> ../../archive/example-shop.eu/cert6.pem
lrwxrwxrwx 1 root root  40 Nov 19 07:14 chain.pem -> ../../archive/example-shop.eu/chain6.pem
lrwxrwxrwx 1 root root  44 Nov 19 07:14 fullchain.pem -> ../../archive/example-shop.eu/fullchain6.pem
lrwxrwxrwx 1 root root  42 Nov 19 07:14 privkey.pem -> ../../archive/example-shop.eu/privkey6.pem"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-07", system=system("Production web server (Ubuntu 22.04, nginx, certbot 2.11 with a deploy hook that reloads nginx), clock on Europe/London time, which is UTC in November."),
           turns=t, state="root@web-prod-3:~#", bad=False)


# ss and ip route: bad
def t08(rs: RowSet) -> None:
    p = Pane("root", "edge-gw-1", "/root")
    head = "State  Recv-Q Send-Q   Local Address:Port     Peer Address:Port Process"
    t = [
        p.run("ss -tlnp", f"""{head}
LISTEN 0      4096         127.0.0.1:6379          0.0.0.0:*     users:(("redis-server",pid=1390,fd=6))
LISTEN 0      511            0.0.0.0:80            0.0.0.0:*     users:(("nginx",pid=1125,fd=7),("nginx",pid=1124,fd=7),("nginx",pid=1123,fd=7))
LISTEN 0      4096           0.0.0.0:443           0.0.0.0:*     users:(("haproxy",pid=2291,fd=8))
LISTEN 0      128            0.0.0.0:22            0.0.0.0:*     users:(("sshd",pid=842,fd=3))
LISTEN 0      4096        10.20.0.14:8404          0.0.0.0:*     users:(("haproxy",pid=2291,fd=9))
LISTEN 0      4096     127.0.0.53%lo:53            0.0.0.0:*     users:(("systemd-resolve",pid=611,fd=14))
LISTEN 0      4096                 *:9100                *:*     users:(("node_exporter",pid=905,fd=3))
LISTEN 0      128               [::]:22               [::]:*     users:(("sshd",pid=842,fd=4))"""),
        p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens18            UP             203.0.113.27/28 fe80::be24:11ff:fe6a:3c01/64
ens19            UP             10.20.0.14/24 fe80::be24:11ff:fe9e:71d2/64
wg0              UNKNOWN        10.99.0.1/24 """),
        p.run("ip route show", """default via 203.0.113.17 dev ens18 proto static
10.20.0.0/24 dev ens19 proto kernel scope link src 10.20.0.14
10.50.0.0/16 via 10.20.0.1 dev ens19 proto static metric 100
10.99.0.0/24 dev wg0 proto kernel scope link src 10.99.0.1
203.0.113.16/28 dev ens18 proto kernel scope link src 203.0.113.27 """),
        p.run("ss -tnp state established '( sport = :443 )' | head -n 12", """Recv-Q Send-Q   Local Address:Port     Peer Address:Port Process
0      0        203.0.113.27:443    198.51.100.44:52814 users:(("haproxy",pid=2291,fd=31))
0      0        203.0.113.27:443     192.0.2.198:61207 users:(("haproxy",pid=2291,fd=44))
0      0        203.0.113.27:443    198.51.100.9:40332 users:(("haproxy",pid=2291,fd=27))
0      0        203.0.113.27:443    203.0.113.201:50018 users:(("haproxy",pid=2291,fd=52))
0      36       203.0.113.27:443    198.51.100.71:33946 users:(("haproxy",pid=2291,fd=19))
0      0        203.0.113.27:443     192.0.2.54:58870 users:(("haproxy",pid=2291,fd=38))
0      0        203.0.113.27:443    198.51.100.44:52820 users:(("haproxy",pid=2291,fd=33))
0      0        203.0.113.27:443     192.0.2.133:49102 users:(("haproxy",pid=2291,fd=61))
0      0        203.0.113.27:443    198.51.100.230:44587 users:(("haproxy",pid=2291,fd=23))
0      0        203.0.113.27:443     192.0.2.17:37714 users:(("haproxy",pid=2291,fd=47))
0      0        203.0.113.27:443    198.51.100.188:60139 users:(("haproxy",pid=2291,fd=29))"""),
        p.run("ip route add 10.60.0.0/16 via 10.20.0.1 dev ens19 metric 100"),
        p.run("ip route get 10.60.4.17", """10.60.4.17 via 10.20.0.1 dev ens19 src 10.20.0.14 uid 0
    cache """),
        p.run("ss -s", """Total: 1287
TCP:   1041 (estab 926, closed 71, orphaned 3, timewait 68)

Transport Total     IP        IPv6
RAW\t  1         0         1
UDP\t  9         7         2
TCP\t  970       966       4
INET\t  980       973       7
FRAG\t  0         0         0        """),
        p.run("ss -tlnp 'sport = :443'", f"""{head}
LISTEN 0      4096           0.0.0.0:443           0.0.0.0:*     users:(("haproxy",pid=2317,fd=8))"""),
        p.run("ip route show | grep -n '^10\\.'", """2:10.20.0.0/24 dev ens19 proto kernel scope link src 10.20.0.14
3:10.50.0.0/16 via 10.20.0.1 dev ens19 proto static metric 100
4:10.60.0.0/16 via 10.20.0.1 dev ens19 metric 100
5:10.99.0.0/24 dev wg0 proto kernel scope link src 10.99.0.1 """),
    ]
    rs.add(task="terminal", tid="h39-terminal-08", system=system("An edge gateway VM (Debian 12, iproute2 6.1) running haproxy, nginx and a WireGuard tunnel; root shell."),
           turns=t, state="root@edge-gw-1:~#", bad=True, turn=8, kind="haproxy listener PID changed with no restart or reload")


# jq and Miller (mlr): clean
def t09(rs: RowSet) -> None:
    p = Pane("tom", "analytics-01", "/home/tom/exports")
    regions = [("DE", 7214, 612384.17), ("FR", 4102, 351907.42), ("NL", 2688, 233418.90),
               ("BE", 1387, 118033.08), ("AT", 1951, 171260.55), ("ES", 1000, 80412.76)]
    n = sum(c for _, c, _ in regions)
    total = 0.0
    for _, _, s in regions:
        total += s
    stats = padded([["region", "total_eur_count", "total_eur_sum", "total_eur_mean"]]
                   + [[r, str(c), repr(s), repr(s / c)] for r, c, s in regions], sep=" ")
    t = [
        p.run("ls -lh", """total 25M
-rw-r--r-- 1 tom tom  412 Nov  2 03:10 MANIFEST.sha256
-rw-r--r-- 1 tom tom 1.8M Oct  2 03:10 orders-2024-09.csv
-rw-r--r-- 1 tom tom 9.8M Oct  2 03:10 orders-2024-09.json
-rw-r--r-- 1 tom tom 1.9M Nov  2 03:10 orders-2024-10.csv
-rw-r--r-- 1 tom tom  11M Nov  2 03:10 orders-2024-10.json"""),
        p.run("jq 'length' orders-2024-10.json", str(n)),
        p.run("jq '.[0:2]' orders-2024-10.json", """[
  {
    "order_id": "O-2410-098412",
    "created_at": "2024-10-01T00:00:41Z",
    "region": "DE",
    "status": "delivered",
    "customer_id": "C-551208",
    "items": [
      {
        "sku": "TS-ORG-BLK-M",
        "qty": 2,
        "unit_eur": 19.95
      }
    ],
    "total_eur": 39.9
  },
  {
    "order_id": "O-2410-098413",
    "created_at": "2024-10-01T00:01:17Z",
    "region": "FR",
    "status": "delivered",
    "customer_id": "C-602771",
    "items": [
      {
        "sku": "HD-ZIP-GRY-L",
        "qty": 1,
        "unit_eur": 54.9
      },
      {
        "sku": "SK-WOOL-3PK",
        "qty": 1,
        "unit_eur": 17.5
      }
    ],
    "total_eur": 72.4
  }
]"""),
        p.run("""jq '[.[] | select(.status == "refunded")] | length' orders-2024-10.json""", "412"),
        p.run("mlr --icsv --opprint stats1 -a count,sum,mean -f total_eur -g region orders-2024-10.csv", stats),
        p.run("mlr --icsv --opprint sort -nr total_eur then head -n 5 then cut -o -f order_id,region,status,total_eur orders-2024-10.csv", """order_id      region status    total_eur
O-2410-112245 DE     delivered 2349.00
O-2410-104397 NL     delivered 2188.50
O-2410-109902 DE     refunded  2107.35
O-2410-099871 AT     delivered 1996.00
O-2410-113764 FR     shipped   1874.20"""),
        p.run("""mlr --icsv --opprint filter '$status == "refunded"' then stats1 -a count,sum -f total_eur orders-2024-10.csv""", """total_eur_count total_eur_sum
412             30117.35"""),
        p.run("mlr --icsv --oxtab stats1 -a count,sum,mean,min,max -f total_eur orders-2024-10.csv", f"""total_eur_count {n}
total_eur_sum   {total!r}
total_eur_mean  {total / n!r}
total_eur_min   0.99
total_eur_max   2349.00"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-09", system=system("An analytics VM (Ubuntu 24.04, jq 1.7.1, Miller 6.8.0) holding monthly order exports as JSON and CSV."),
           turns=t, state="tom@analytics-01:~/exports$", bad=False)


# firewall-cmd: bad
def t10(rs: RowSet) -> None:
    p = Pane("admin", "db-fw-02", "/home/admin", style="rhel")
    rich = 'rule family="ipv4" source address="10.40.12.0/24" port port="6432" protocol="tcp" accept'

    def internal(title: str, services: str, ports: str, rules: str, masq: str) -> str:
        return f"""{title}
  target: default
  icmp-block-inversion: no
  interfaces: eth1
  sources: 10.40.0.0/16
  services: {services}
  ports: {ports}
  protocols:
  forward: yes
  masquerade: {masq}
  forward-ports:
  source-ports:
  icmp-blocks:
  rich rules: {rules}""".replace(": \n", ":\n").rstrip()

    t = [
        p.run("sudo firewall-cmd --state", "running"),
        p.run("sudo firewall-cmd --get-active-zones", """internal
  interfaces: eth1
  sources: 10.40.0.0/16
public
  interfaces: eth0"""),
        p.run("sudo firewall-cmd --zone=internal --list-all", internal("internal (active)", "cockpit dhcpv6-client mdns samba-client ssh", "9100/tcp 9187/tcp", "", "no")),
        p.run("sudo firewall-cmd --permanent --zone=internal --add-port=5432/tcp", "success"),
        p.run(f"sudo firewall-cmd --permanent --zone=internal --add-rich-rule='{rich}'", "success"),
        p.run("sudo firewall-cmd --permanent --zone=internal --remove-service=samba-client", "success"),
        p.run("sudo firewall-cmd --reload", "success", duration=3.0),
        p.run("sudo firewall-cmd --zone=internal --list-all", internal("internal (active)", "cockpit dhcpv6-client mdns ssh", "9100/tcp 9187/tcp 5432/tcp", "\n\t" + rich, "no")),
        p.run("sudo firewall-cmd --zone=public --list-all", """public (active)
  target: default
  icmp-block-inversion: no
  interfaces: eth0
  sources:
  services: dhcpv6-client ssh
  ports:
  protocols:
  forward: yes
  masquerade: no
  forward-ports:
  source-ports:
  icmp-blocks:
  rich rules:"""),
        p.run("sudo firewall-cmd --permanent --zone=internal --list-all", internal("internal", "cockpit dhcpv6-client mdns ssh", "9100/tcp 9187/tcp 5432/tcp", "\n\t" + rich, "yes")),
    ]
    rs.add(task="terminal", tid="h39-terminal-10", system=system("A PostgreSQL host (Rocky Linux 9.4, firewalld 1.3.4) reached over SSH as the sudo-capable user `admin`."),
           turns=t, state="[admin@db-fw-02 ~]$", bad=True, turn=10, kind="masquerade reads yes though no command touched it")


# kind clusters: clean
def t11(rs: RowSet) -> None:
    p = Pane("jo", "ws-jo", "/home/jo/platform/e2e")
    wide = "NAME                STATUS     ROLES           AGE   VERSION   INTERNAL-IP   EXTERNAL-IP   OS-IMAGE                         KERNEL-VERSION     CONTAINER-RUNTIME"
    t = [
        p.run("kind get clusters", "e2e-old"),
        p.run("kind delete cluster --name e2e-old", """Deleting cluster "e2e-old" ...
Deleted nodes: ["e2e-old-worker" "e2e-old-control-plane"]""", duration=10.0),
        p.run("cat kind-e2e.yaml", """kind: Cluster
apiVersion: kind.x-k8s.io/v1alpha4
name: e2e
networking:
  podSubnet: "10.244.0.0/16"
  serviceSubnet: "10.96.0.0/12"
nodes:
  - role: control-plane
    extraPortMappings:
      - containerPort: 30080
        hostPort: 8080
        protocol: TCP
  - role: worker
  - role: worker"""),
        p.run("kind create cluster --config kind-e2e.yaml --image kindest/node:v1.30.0", """Creating cluster "e2e" ...
 ✓ Ensuring node image (kindest/node:v1.30.0) 🖼
 ✓ Preparing nodes 📦 📦 📦
 ✓ Writing configuration 📜
 ✓ Starting control-plane 🕹️
 ✓ Installing CNI 🔌
 ✓ Installing StorageClass 💾
 ✓ Joining worker nodes 🚜
Set kubectl context to "kind-e2e"
You can now use your cluster with:

kubectl cluster-info --context kind-e2e

Thanks for using kind! 😊""", duration=90.0),
        p.run("kubectl get nodes -o wide", f"""{wide}
e2e-control-plane   Ready      control-plane   58s   v1.30.0   172.18.0.4    <none>        Debian GNU/Linux 12 (bookworm)   6.8.0-48-generic   containerd://1.7.15
e2e-worker          NotReady   <none>          24s   v1.30.0   172.18.0.2    <none>        Debian GNU/Linux 12 (bookworm)   6.8.0-48-generic   containerd://1.7.15
e2e-worker2         NotReady   <none>          24s   v1.30.0   172.18.0.3    <none>        Debian GNU/Linux 12 (bookworm)   6.8.0-48-generic   containerd://1.7.15"""),
        p.run("kind get clusters", "e2e"),
        p.run("kind get nodes --name e2e", """e2e-worker2
e2e-control-plane
e2e-worker"""),
        p.run("kubectl get nodes", """NAME                STATUS   ROLES           AGE     VERSION
e2e-control-plane   Ready    control-plane   2m14s   v1.30.0
e2e-worker          Ready    <none>          100s    v1.30.0
e2e-worker2         Ready    <none>          100s    v1.30.0"""),
        p.run("kubectl cluster-info --context kind-e2e", """Kubernetes control plane is running at https://127.0.0.1:41827
CoreDNS is running at https://127.0.0.1:41827/api/v1/namespaces/kube-system/services/kube-dns:dns/proxy

To further debug and diagnose cluster problems, use 'kubectl cluster-info dump'."""),
    ]
    rs.add(task="terminal", tid="h39-terminal-11", system=system("A developer workstation (Ubuntu 24.04, Docker 27, kind v0.23.0, kubectl v1.30.2) used for end-to-end test clusters."),
           turns=t, state="jo@ws-jo:~/platform/e2e$", bad=False)


CHRONY_LEGEND = r"""
  .-- Source mode  '^' = server, '=' = peer, '#' = local clock.
 / .- Source state '*' = current best, '+' = combined, '-' = not combined,
| /             'x' = may be in error, '~' = too variable, '?' = unusable.
||                                                 .- xxxx [ yyyy ] +/- zzzz
||      Reachability register (octal) -.           |  xxxx = adjusted offset,
||      Log2(Polling interval) --.      |          |  yyyy = measured offset,
||                                \     |          |  zzzz = estimated error.
||                                 |    |           \
"""


# chronyc tracking and sources: bad
def t12(rs: RowSet) -> None:
    p = Pane("root", "ntp-edge-4", "/root")

    def tracking(ref: str, systime: str) -> str:
        return f"""Reference ID    : C0A80A0B (ntp1.corp.example.net)
Stratum         : 3
Ref time (UTC)  : {ref}
System time     : {systime} seconds fast of NTP time
Last offset     : +0.000007231 seconds
RMS offset      : 0.000024870 seconds
Frequency       : 11.482 ppm slow
Residual freq   : +0.001 ppm
Skew            : 0.019 ppm
Root delay      : 0.004127931 seconds
Root dispersion : 0.000512304 seconds
Update interval : 64.2 seconds
Leap status     : Normal"""

    cols = """MS Name/IP address         Stratum Poll Reach LastRx Last sample
==============================================================================="""
    t = [
        p.run("chronyc tracking", tracking("Tue Nov 19 09:14:37 2024", "0.000018412")),
        p.run("chronyc sources -v", CHRONY_LEGEND + cols + """
^* ntp1.corp.example.net         2   6   377    21  +7231ns[+7231ns] +/- 2315us
^+ ntp2.corp.example.net         2   6   377    20    -41us[  -41us] +/- 3102us
^- time.cloudflare.com           3   7   377    88   +612us[ +612us] +/-   11ms
^? 10.8.4.20                     0   8     0     -     +0ns[   +0ns] +/-    0ns"""),
        p.run("chronyc sourcestats", """Name/IP Address            NP  NR  Span  Frequency  Freq Skew  Offset  Std Dev
==============================================================================
ntp1.corp.example.net      16   9   963     -0.002      0.019    +11us    18us
ntp2.corp.example.net      16   8   962     +0.014      0.031    -39us    26us
time.cloudflare.com        12   7  1430     +0.087      0.210   +598us   142us
10.8.4.20                   0   0     0     +0.000   2000.000     +0ns  4000ms"""),
        p.run("chronyc tracking", tracking("Tue Nov 19 09:13:33 2024", "0.000016930")),
        p.run("chronyc -n sources", cols + """
^* 192.168.10.11                 2   6   377    44  +7231ns[+7231ns] +/- 2315us
^+ 192.168.10.12                 2   6   377    43    -41us[  -41us] +/- 3102us
^- 162.159.200.1                 3   7   377   111   +612us[ +612us] +/-   11ms
^? 10.8.4.20                     0   8     0     -     +0ns[   +0ns] +/-    0ns"""),
        p.run("chronyc makestep", "200 OK"),
        p.run("chronyc activity", """200 OK
4 sources online
0 sources offline
0 sources doing burst (return to online)
0 sources doing burst (return to offline)
0 sources with unknown address"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-12", system=system("A stratum-3 time relay (AlmaLinux 9, chrony 4.5) serving NTP to an office network; root shell."),
           turns=t, state="root@ntp-edge-4:~#", bad=True, turn=4, kind="tracking Ref time earlier than in the previous tracking")


# sops and age key rotation: clean
def t13(rs: RowSet) -> None:
    p = Pane("priya", "laptop-priya", "/home/priya/infra/secrets")
    k_priya = "age16uag33r57n0fchvyatnvge65e4pa0wjvxd2r2ak29cqh7jk60h096qyul8"
    k_ops = "age19y5etvrd0tsarg7zvf69kw82xjleksqa7hkknr32fed5lm505hv9rq8yme"
    k_ci = "age1znhvjvup2czwcgnrlcv99kdtnj7fxy79v0wfr5wprlyzvxg7e2u4l7nafd"
    k_prod_a = "age1nswmf8uzekfeyjsf7q9j2prugpzf0d05c6jn0a0xppym0l2pp44q4enqw0"
    k_prod_b = "age13aehematjw42ctzlqs6tyjaw6quxja343htvyj0ulyc4zthlw8ru8jhdex"
    t = [
        p.run("ls -la", """total 24
drwxr-xr-x 3 priya priya 4096 Nov 12 16:20 .
drwxr-xr-x 9 priya priya 4096 Nov 18 11:02 ..
-rw-r--r-- 1 priya priya  387 Oct  3 10:47 .sops.yaml
drwxr-xr-x 2 priya priya 4096 Oct  3 10:47 keys
-rw-r--r-- 1 priya priya 3314 Nov 12 16:20 prod.enc.yaml
-rw-r--r-- 1 priya priya 2671 Oct 28 09:31 staging.enc.yaml"""),
        p.run("cat .sops.yaml", rf"""creation_rules:
  - path_regex: prod\.enc\.yaml$
    age: >-
      {k_prod_a},
      {k_prod_b}
  - path_regex: staging\.enc\.yaml$
    age: >-
      {k_priya},
      {k_ops}"""),
        p.run("sops -d staging.enc.yaml", """database:
    host: pg-staging.internal.example.com
    port: 5432
    user: app_staging
    password: Vq7!rT2mXe9#LpZ4
redis:
    url: rediss://:f3K9wQ2sLm8TzR1y@redis-staging.internal.example.com:6380/0
stripe:
    secret_key: sk_test_51NfQ2wKs8Ly0bE4TzR7vXc1Hq9mPd3Ua6Wg
    webhook_secret: whsec_7Yt2Rk9LmQ4xVb1Nz8Sd3Fp6Gh0Jc5We
smtp:
    host: smtp.eu.mailgun.org
    user: postmaster@mg-staging.example.com
    password: 8d2f1c7e0b9a4e6f5c3d"""),
        p.run("age-keygen -o ~/.config/sops/age/ci-staging.txt", f"Public key: {k_ci}"),
        p.run(f"sops rotate -i --add-age {k_ci} staging.enc.yaml", duration=2.0),
        p.run("yq '.sops.age[].recipient' staging.enc.yaml", f"""{k_priya}
{k_ops}
{k_ci}"""),
        p.run("yq '.sops.lastmodified, .sops.mac' staging.enc.yaml", """2024-11-19T13:42:08Z
ENC[AES256_GCM,data:k2Vx0dP7mQn3Rj8sTz4YbLc1Wf6Ha9Ue5Gi2Ko0Np7Sq3Vt8Xw1Zy4Ab6Cd9Ef2Gh5Ij8Kl1Mn4Op7Qr0St3Uv6Wx9Yz2=,iv:Lq3Tz8Wm1Rv6Xc0Yb5Nd2Hf9Jk4Ps7Ga=,tag:Ue2Fy7Zo1Qi4Vr9Cs3Mw6Ah==,type:str]"""),
        p.run("""sops -d --extract '["database"]["password"]' staging.enc.yaml; echo""", "Vq7!rT2mXe9#LpZ4"),
        p.run("git status --short && git diff --stat", """ M staging.enc.yaml
 staging.enc.yaml | 43 ++++++++++++++++++++++++-------------------
 1 file changed, 24 insertions(+), 19 deletions(-)"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-13", system=system("A laptop (Fedora 40, sops 3.9.1, age 1.2.0, yq 4.44 by Mike Farah) with the infra repository; the user's age identity is in ~/.config/sops/age/keys.txt."),
           turns=t, state="priya@laptop-priya:~/infra/secrets$", bad=False)


S3_KEEP = [
    ("2024-01-02 04:11:37", 2, "exports/2023/_SUCCESS", 0),
    ("2024-01-02 04:11:37", 0, "exports/2023/ledger-2023-01.parquet", 41877302),
    ("2024-01-02 04:11:52", 0, "exports/2023/ledger-2023-02.parquet", 39210045),
    ("2024-01-02 04:12:04", 0, "exports/2023/ledger-2023-03.parquet", 45518890),
    ("2024-01-02 04:12:19", 0, "exports/2023/ledger-2023-04.parquet", 43106257),
    ("2024-01-02 04:12:31", 0, "exports/2023/ledger-2023-05.parquet", 46992118),
    ("2024-01-02 04:12:45", 0, "exports/2023/ledger-2023-06.parquet", 44730561),
    ("2024-01-02 04:12:58", 0, "exports/2023/ledger-2023-07.parquet", 42264903),
    ("2024-01-02 04:13:09", 0, "exports/2023/ledger-2023-08.parquet", 40981376),
    ("2024-01-02 04:13:17", 0, "exports/2023/ledger-2023-09.parquet", 47350219),
    ("2024-01-02 04:13:26", 0, "exports/2023/ledger-2023-10.parquet", 49018834),
    ("2024-01-02 04:13:33", 0, "exports/2023/ledger-2023-11.parquet", 48127760),
    ("2024-01-02 04:13:40", 0, "exports/2023/ledger-2023-12.parquet", 53806612),
    ("2024-01-02 04:13:41", 1, "exports/2023/manifest.json", 2318),
]
S3_TMP = [
    ("2023-12-31 23:58:02", 0, "exports/2023/_tmp/part-00000-7f3c1e2a-9b4d-4e8f-a1c6-2d5e8b0f4a91.parquet", 31457280),
    ("2023-12-31 23:58:03", 0, "exports/2023/_tmp/part-00001-7f3c1e2a-9b4d-4e8f-a1c6-2d5e8b0f4a91.parquet", 31457280),
    ("2023-12-31 23:58:05", 0, "exports/2023/_tmp/part-00002-7f3c1e2a-9b4d-4e8f-a1c6-2d5e8b0f4a91.parquet", 28311552),
    ("2023-12-31 23:58:05", 0, "exports/2023/_tmp/part-00003-7f3c1e2a-9b4d-4e8f-a1c6-2d5e8b0f4a91.parquet", 9874211),
]


def s3_ls(objs: list[tuple[str, int, str, int]], total: int | None = None) -> str:
    lines = [f"{d} {s:>10} {k}" for d, _, k, s in sorted(objs, key=lambda o: o[2])]
    size = sum(o[3] for o in objs) if total is None else total
    return "\n".join(lines) + f"\n\nTotal Objects: {len(objs)}\n   Total Size: {size}"


# aws s3api and s3 ls: bad
def t14(rs: RowSet) -> None:
    p = Pane("ubuntu", "ip-172-31-40-9", "/home/ubuntu")
    b = "acme-reports-archive"
    before = S3_KEEP + S3_TMP
    readme = ("2024-11-19 16:06:30", 0, "exports/2023/README.txt", 1873)
    jan = ("2024-11-19 16:05:44", 0, "exports/2023/ledger-2023-01.parquet", 41877302)
    after = [readme, jan] + [o for o in S3_KEEP if o[2] != jan[2]]
    wrong_total = sum(o[3] for o in before) + readme[3]
    del_json = "{\n  \"Objects\": [\n" + ",\n".join(f"    {{\"Key\": \"{k}\"}}" for _, _, k, _ in S3_TMP) + "\n  ],\n  \"Quiet\": false\n}"
    deleted = "{\n    \"Deleted\": [\n" + ",\n".join(f"        {{\n            \"Key\": \"{k}\"\n        }}" for _, _, k, _ in S3_TMP) + "\n    ]\n}"
    listing = "\n".join(f"{k}\t{s}\t{'GLACIER_IR' if k == jan[2] else 'STANDARD'}" for _, _, k, s in sorted(after, key=lambda o: o[2]))
    t = [
        p.run(f"aws s3 ls s3://{b}/exports/2023/ --recursive --summarize", s3_ls(before), duration=2.0),
        p.run("cat del.json", del_json),
        p.run(f"aws s3api delete-objects --bucket {b} --delete file://del.json", deleted, duration=2.0),
        p.run(f"aws s3api list-objects-v2 --bucket {b} --prefix exports/2023/ --query 'KeyCount'", "14"),
        p.run(f"aws s3api head-object --bucket {b} --key exports/2023/ledger-2023-12.parquet", """{
    "AcceptRanges": "bytes",
    "LastModified": "2024-01-02T04:13:40+00:00",
    "ContentLength": 53806612,
    "ETag": "\\"8dd858209c0656740fda206d4e221665-7\\"",
    "ContentType": "application/octet-stream",
    "ServerSideEncryption": "AES256",
    "Metadata": {
        "source-job": "ledger-export-2023",
        "row-count": "2877410"
    }
}"""),
        p.run(f"aws s3api copy-object --bucket {b} --copy-source {b}/exports/2023/ledger-2023-01.parquet --key exports/2023/ledger-2023-01.parquet --storage-class GLACIER_IR --metadata-directive COPY", """{
    "ServerSideEncryption": "AES256",
    "CopyObjectResult": {
        "ETag": "\\"7698a642b81e9902e5c034bf66f7702a\\"",
        "LastModified": "2024-11-19T16:05:44+00:00"
    }
}""", duration=4.0),
        p.run(f"aws s3api put-object --bucket {b} --key exports/2023/README.txt --body README.txt --content-type text/plain", """{
    "ETag": "\\"fb5927d1fe437223ec94aa0729306412\\"",
    "ServerSideEncryption": "AES256"
}"""),
        p.run(f"aws s3api list-objects-v2 --bucket {b} --prefix exports/2023/ --query 'Contents[].[Key,Size,StorageClass]' --output text", listing),
        p.run(f"aws s3 ls s3://{b}/exports/2023/ --recursive --summarize", s3_ls(after, wrong_total), duration=2.0),
        p.run(f"aws s3api head-object --bucket {b} --key exports/2023/README.txt", """{
    "AcceptRanges": "bytes",
    "LastModified": "2024-11-19T16:06:30+00:00",
    "ContentLength": 1873,
    "ETag": "\\"fb5927d1fe437223ec94aa0729306412\\"",
    "ContentType": "text/plain",
    "ServerSideEncryption": "AES256",
    "Metadata": {}
}"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-14", system=system("An EC2 instance in us-east-1 (aws-cli/2.18.4, clock in UTC) with write access to the reports archive bucket; del.json and README.txt are in the home directory."),
           turns=t, state="ubuntu@ip-172-31-40-9:~$", bad=True, turn=9, kind="s3 ls Total Size ignores the deleted objects")


# crontab -l, at and atq: clean
def t15(rs: RowSet) -> None:
    p = Pane("svc-report", "batch-01", "/home/svc-report")
    cron = """# m h  dom mon dow   command
MAILTO=reports-alerts@example.com
SHELL=/bin/bash
PATH=/opt/reports/bin:/usr/local/bin:/usr/bin:/bin

# nightly warehouse extract
30 1 * * * /opt/reports/bin/extract-warehouse --since yesterday >> /var/log/reports/extract.log 2>&1
# weekly KPI pack, Mondays
0 5 * * 1 /opt/reports/bin/build-kpi-pack --week last >> /var/log/reports/kpi.log 2>&1
# month-end close report
15 4 1 * * /opt/reports/bin/month-end-close >> /var/log/reports/close.log 2>&1
*/10 * * * * /opt/reports/bin/queue-watchdog --quiet"""
    digest = "15 6 * * 1-5 /opt/reports/bin/daily-digest >> /var/log/reports/digest.log 2>&1"
    t = [
        p.run("crontab -l", cron),
        p.run("atq", """41\tWed Nov 20 03:00:00 2024 a svc-report
42\tFri Nov 22 18:00:00 2024 a svc-report"""),
        p.run("at -c 41 | tail -n 8", """cd /home/svc\\-report || {
\t echo 'Execution directory inaccessible' >&2
\t exit 1
}
${SHELL:-/bin/sh} << 'marcinDELIMITER6d0c4f1e'
/opt/reports/bin/rebuild-index --incremental >> /var/log/reports/reindex.log 2>&1

marcinDELIMITER6d0c4f1e
"""),
        p.run('echo "/opt/reports/bin/rebuild-index --full >> /var/log/reports/reindex.log 2>&1" | at 23:30', """warning: commands will be executed using /bin/sh
job 45 at Tue Nov 19 23:30:00 2024"""),
        p.run("atq", """45\tTue Nov 19 23:30:00 2024 a svc-report
41\tWed Nov 20 03:00:00 2024 a svc-report
42\tFri Nov 22 18:00:00 2024 a svc-report"""),
        p.run("atrm 41"),
        p.run(f"(crontab -l; echo '{digest}') | crontab -"),
        p.run("crontab -l | tail -n 5", f"""0 5 * * 1 /opt/reports/bin/build-kpi-pack --week last >> /var/log/reports/kpi.log 2>&1
# month-end close report
15 4 1 * * /opt/reports/bin/month-end-close >> /var/log/reports/close.log 2>&1
*/10 * * * * /opt/reports/bin/queue-watchdog --quiet
{digest}"""),
        p.run("atq", """45\tTue Nov 19 23:30:00 2024 a svc-report
42\tFri Nov 22 18:00:00 2024 a svc-report"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-15", system=system("A batch server (Debian 12, cron and at 3.2.5) shared by several service accounts; this shell is the `svc-report` account. Local time is Tue Nov 19 2024, early afternoon."),
           turns=t, state="svc-report@batch-01:~$", bad=False)


LFS = [
    ("11c73d1428fa2f213113901f4375e93dac3aa10e3fd928ef3dcc0be1489ee942", "audio/music/theme_main.ogg", "9.7 MB"),
    ("1e4cce6a2de84448cf00a9a26b385b2e632fa06b3672553cea53d6d9834e87d1", "models/chars/hero_rig.blend", "86 MB"),
    ("5850e06ba6c42d5c0da38d99bd67b609f397cbe99d29aaaa4567f798cfc06508", "models/props/crate_wood.fbx", "4.4 MB"),
    ("a264f6bcaeeead4dbc52cef43d6408969ce9cd311ac5c0bb7ba3c0cd6648d74e", "textures/terrain/grass_albedo.png", "17 MB"),
    ("d883d98deb52b0a4be5997e0e3d235cc3e38c58932f32f43e3d637f0f22f0c68", "textures/terrain/rock_albedo.png", "18 MB"),
    ("11df88496ba202d06b8a04fbb4498491c3c596184a796788dfe2e464c7868165", "textures/terrain/rock_normal.png", "21 MB"),
    ("83e527e60fe1f27a4989c90e9e7e2828bb378fae464675db4db93740113d7ba5", "textures/ui/atlas_main.psd", "142 MB"),
]


# git lfs: bad
def t16(rs: RowSet) -> None:
    p = Pane("marco", "render-ws", "/home/marco/proj/game-assets")
    drifted = {"textures/terrain/rock_normal.png": "11df8b496b"}
    t = [
        p.run("git lfs ls-files -l", "\n".join(f"{o} * {f}" for o, f, _ in LFS)),
        p.run("git lfs track", """Listing tracked patterns
    *.png (.gitattributes)
    *.psd (.gitattributes)
    *.fbx (.gitattributes)
    *.blend (.gitattributes)
    *.ogg (.gitattributes)
    *.wav (.gitattributes)
Listing excluded patterns"""),
        p.run("git lfs ls-files --size", "\n".join(f"{drifted.get(f, o[:10])} * {f} ({s})" for o, f, s in LFS)),
        p.run("git lfs pointer --file models/props/crate_wood.fbx", f"""Git LFS pointer for models/props/crate_wood.fbx

version https://git-lfs.github.com/spec/v1
oid sha256:{LFS[2][0]}
size 4418230"""),
        p.run("git lfs fsck", "Git LFS fsck OK", duration=8.0),
        p.run("git lfs prune --dry-run --verbose", """prune: 12 local objects, 7 retained, done.
prune: 5 files would be pruned (264 MB)
 * 722508f67a5bbb8d842ba3f8e59d27994b2ad4d64c31566a6737a74b3b298ad1 (80 MB)
 * 15fe857e24ca0c3c2566174427fcbb3b7510ed8caff8442f9acaddf97adc9c4d (138 MB)
 * 50e1316129dc065654d0c568dfd2560eb807a2924ac2d131534441e7621db2e5 (20 MB)
 * b409624cb410672534b6ae392b3cb15c3a3dea9c19777adfe9b991b07c1da1cd (9.4 MB)
 * 65e6c9d618d68718381eafaf86083ef912d553ebdb35a96548250dc5d637c1be (17 MB)""", duration=5.0),
        p.run("du -sh .git/lfs/objects", "537M\t.git/lfs/objects"),
    ]
    rs.add(task="terminal", tid="h39-terminal-16", system=system("An artist's workstation (Ubuntu 22.04, git 2.45, git-lfs 3.5.1) with the game-assets repository checked out, all LFS objects downloaded."),
           turns=t, state="marco@render-ws:~/proj/game-assets$", bad=True, turn=3, kind="LFS object id of an untouched file changed between listings")


# docker compose with profiles: clean
def t17(rs: RowSet) -> None:
    p = Pane("dev", "devvm", "/home/dev/work/shopfront")
    hdr = ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"]
    api = ["shopfront-api-1", "shopfront-api:dev", '"/app/entrypoint.sh …"', "api", "2 hours ago"]
    db = ["shopfront-db-1", "postgres:16-alpine", '"docker-entrypoint.s…"', "db", "2 hours ago", "Up 2 hours (healthy)", "5432/tcp"]
    redis = ["shopfront-redis-1", "redis:7.2-alpine", '"docker-entrypoint.s…"', "redis", "2 hours ago", "Up 2 hours", "6379/tcp"]
    web = ["shopfront-web-1", "shopfront-web:dev", '"docker-entrypoint.s…"', "web", "2 hours ago", "Up 2 hours", "0.0.0.0:3000->3000/tcp"]
    graf = ["shopfront-grafana-1", "grafana/grafana:11.2.2", '"/run.sh"', "grafana"]
    prom = ["shopfront-prometheus-1", "prom/prometheus:v2.54.1", '"/bin/prometheus --c…"', "prometheus"]
    api_port = "0.0.0.0:8081->8080/tcp"

    def table(rows: list[list[str]]) -> str:
        return padded([hdr] + rows, sep="   ")

    t = [
        p.run("docker compose config --profiles", "debug\nmonitoring\nseed"),
        p.run("docker compose ps", table([api + ["Up 2 hours (healthy)", api_port], db, redis, web])),
        p.run("docker compose --profile monitoring up -d", """[+] Running 6/6
 ✔ Container shopfront-redis-1       Running                                 0.0s
 ✔ Container shopfront-db-1          Healthy                                 0.6s
 ✔ Container shopfront-prometheus-1  Started                                 1.1s
 ✔ Container shopfront-api-1         Running                                 0.0s
 ✔ Container shopfront-web-1         Running                                 0.0s
 ✔ Container shopfront-grafana-1     Started                                 1.4s """, duration=10.0),
        p.run("docker compose --profile monitoring ps", table([
            api + ["Up 2 hours (healthy)", api_port], db,
            graf + ["10 seconds ago", "Up 9 seconds", "0.0.0.0:3001->3000/tcp"],
            prom + ["10 seconds ago", "Up 10 seconds", "0.0.0.0:9090->9090/tcp"], redis, web])),
        p.run("docker compose restart api", """[+] Restarting 1/1
 ✔ Container shopfront-api-1  Restarted                                      1.3s """, duration=3.0),
        p.run("docker compose --profile monitoring ps", table([
            api + ["Up 5 seconds (health: starting)", api_port], db,
            graf + ["46 seconds ago", "Up 45 seconds", "0.0.0.0:3001->3000/tcp"],
            prom + ["46 seconds ago", "Up 46 seconds", "0.0.0.0:9090->9090/tcp"], redis, web])),
        p.run("docker compose logs --tail 6 api", """api-1  | {"level":"info","ts":"2024-11-19T10:12:41.118Z","msg":"shutting down","signal":"SIGTERM"}
api-1  | {"level":"info","ts":"2024-11-19T10:12:41.402Z","msg":"http server stopped","open_conns":0}
api-1  | {"level":"info","ts":"2024-11-19T10:12:42.377Z","msg":"starting shopfront-api","version":"0.19.0-dev","commit":"c41e9a7"}
api-1  | {"level":"info","ts":"2024-11-19T10:12:42.561Z","msg":"connected to postgres","host":"db","pool":10}
api-1  | {"level":"info","ts":"2024-11-19T10:12:42.574Z","msg":"connected to redis","addr":"redis:6379"}
api-1  | {"level":"info","ts":"2024-11-19T10:12:42.580Z","msg":"listening","addr":":8080"}"""),
        p.run("docker compose --profile monitoring stop grafana", """[+] Stopping 1/1
 ✔ Container shopfront-grafana-1  Stopped                                    0.4s """),
        p.run("docker compose --profile monitoring ps -a", table([
            api + ["Up 47 seconds (healthy)", api_port], db,
            graf + ["About a minute ago", "Exited (0) 4 seconds ago", ""],
            prom + ["About a minute ago", "Up About a minute", "0.0.0.0:9090->9090/tcp"], redis, web])),
    ]
    rs.add(task="terminal", tid="h39-terminal-17", system=system("A development VM (Debian 12, Docker 27.3, Compose v2.29.7) with the shopfront project; its compose.yaml puts prometheus and grafana in the `monitoring` profile."),
           turns=t, state="dev@devvm:~/work/shopfront$", bad=False)


def tabulate(rows: list[list[str]], right: set[int] | None = None) -> str:
    """The `simple` layout of the tabulate package (sqlite-utils --table): dashed rule, two-space gaps."""
    right = right or set()
    head, body = rows[0], rows[1:]
    widths = [max(max(len(r[i]) for r in body), len(head[i]) + 2) for i in range(len(head))]

    def line(r: list[str]) -> str:
        return "  ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip()

    return "\n".join([line(head), "  ".join("-" * w for w in widths)] + [line(r) for r in body])


# sqlite-utils: bad
def t18(rs: RowSet) -> None:
    p = Pane("ana", "research-pc", "/home/ana/data/birds")
    t = [
        p.run("sqlite-utils tables survey.db --counts --table", tabulate([
            ["table", "count"], ["sites", "1287"], ["observers", "311"], ["species_lookup", "624"], ["sightings", "48213"]], {1})),
        p.run("sqlite-utils schema survey.db sites sightings", """CREATE TABLE "sites" (
   [site_id] INTEGER PRIMARY KEY,
   [name] TEXT,
   [lat] FLOAT,
   [lon] FLOAT,
   [habitat] TEXT,
   [region] TEXT
);
CREATE TABLE "sightings" (
   [sighting_id] INTEGER PRIMARY KEY,
   [observer_id] INTEGER REFERENCES [observers]([observer_id]),
   [site_id] INTEGER REFERENCES [sites]([site_id]),
   [species_code] TEXT REFERENCES [species_lookup]([code]),
   [observed_on] TEXT,
   [count] INTEGER
);
CREATE INDEX [idx_sightings_species_code]
    ON [sightings] ([species_code]);"""),
        p.run("sqlite-utils transform survey.db sites --rename lat latitude --rename lon longitude"),
        p.run("sqlite-utils rename-table survey.db species_lookup species"),
        p.run('sqlite-utils query survey.db "select code, common_name, family from species order by code limit 6" --table', tabulate([
            ["code", "common_name", "family"],
            ["BARG", "Bar-tailed Godwit", "Scolopacidae"],
            ["BLAC", "Black-tailed Godwit", "Scolopacidae"],
            ["BLCA", "Eurasian Blackcap", "Sylviidae"],
            ["BUZZ", "Common Buzzard", "Accipitridae"],
            ["CHAF", "Common Chaffinch", "Fringillidae"],
            ["COOT", "Eurasian Coot", "Rallidae"]])),
        p.run("sqlite-utils create-index survey.db sightings site_id observed_on", duration=3.0),
        p.run("sqlite-utils tables survey.db --counts --table", tabulate([
            ["table", "count"], ["observers", "311"], ["species_lookup", "624"], ["sightings", "48213"], ["sites", "1287"]], {1})),
        p.run('sqlite3 survey.db ".indexes sightings"', """idx_sightings_site_id_observed_on
idx_sightings_species_code"""),
    ]
    rs.add(task="terminal", tid="h39-terminal-18", system=system("A research PC (Ubuntu 24.04, sqlite-utils 3.37, SQLite 3.45) with a bird-survey database in ~/data/birds."),
           turns=t, state="ana@research-pc:~/data/birds$", bad=True, turn=7, kind="renamed table listed under its old name")


# gcloud run: clean
def t19(rs: RowSet) -> None:
    p = Pane("mwu", "cloudshell", "/home/mwu/invoice-svc")
    ci = "ci-deployer@acme-billing.iam.gserviceaccount.com"
    url = "https://invoice-svc-4xq7m2kd3a-ew.a.run.app"
    canary = "https://canary---invoice-svc-4xq7m2kd3a-ew.a.run.app"
    svc_hdr = ["   SERVICE", "REGION", "URL", "LAST DEPLOYED BY", "LAST DEPLOYED AT"]
    pdf = ["✔  invoice-pdf", "europe-west1", "https://invoice-pdf-4xq7m2kd3a-ew.a.run.app", ci, "2024-11-12T09:41:27.663218Z"]
    tax = ["✔  tax-rates-sync", "europe-west1", "https://tax-rates-sync-4xq7m2kd3a-ew.a.run.app", ci, "2024-10-21T06:00:12.118730Z"]
    rev_hdr = ["   REVISION", "ACTIVE", "SERVICE", "DEPLOYED", "DEPLOYED BY"]
    r17 = ["invoice-svc-00017-ruv", "invoice-svc", "2024-11-14 15:20:03 UTC", ci]
    r16 = ["✔  invoice-svc-00016-mej", "", "invoice-svc", "2024-11-07 10:02:55 UTC", ci]
    r15 = ["✔  invoice-svc-00015-tiw", "", "invoice-svc", "2024-10-30 16:44:18 UTC", ci]
    r18 = ["invoice-svc-00018-xaz", "invoice-svc", "2024-11-19 11:02:31 UTC", "mwu@acme-billing.com"]

    def tbl(rows: list[list[str]]) -> str:
        return padded(rows, sep="  ").replace("\t", "")

    def rev(r: list[str], active: str) -> list[str]:
        return ["✔  " + r[0], active] + r[1:]

    t = [
        p.run("gcloud run services list --region europe-west1", tbl([svc_hdr, pdf, ["✔  invoice-svc", "europe-west1", url, ci, "2024-11-14T15:20:19.402661Z"], tax])),
        p.run("gcloud run revisions list --service invoice-svc --region europe-west1", tbl([rev_hdr, rev(r17, "yes"), r16, r15])),
        p.run("gcloud run deploy invoice-svc --image europe-west1-docker.pkg.dev/acme-billing/services/invoice-svc:1.22.0 --region europe-west1 --no-traffic --tag canary", f"""Deploying container to Cloud Run service [invoice-svc] in project [acme-billing] region [europe-west1]
OK Deploying... Done.
  OK Creating Revision...
  OK Routing traffic...
Done.
Service [invoice-svc] revision [invoice-svc-00018-xaz] has been deployed and is serving 0 percent of traffic.
The revision can be reached directly at {canary}""", duration=40.0),
        p.run("gcloud run revisions list --service invoice-svc --region europe-west1", tbl([rev_hdr, rev(r18, ""), rev(r17, "yes"), r16, r15])),
        p.run("gcloud run services update-traffic invoice-svc --to-revisions invoice-svc-00018-xaz=10 --region europe-west1", f"""OK Updating traffic... Done.
  OK Routing traffic...
Done.
URL: {url}
Traffic:
  90% invoice-svc-00017-ruv
  10% invoice-svc-00018-xaz
        canary: {canary}""", duration=15.0),
        p.run("gcloud run services describe invoice-svc --region europe-west1 --format='yaml(status.latestReadyRevisionName,status.traffic)'", f"""status:
  latestReadyRevisionName: invoice-svc-00018-xaz
  traffic:
  - percent: 90
    revisionName: invoice-svc-00017-ruv
  - percent: 10
    revisionName: invoice-svc-00018-xaz
    tag: canary
    url: {canary}"""),
        p.run("gcloud run services update-traffic invoice-svc --to-latest --region europe-west1", f"""OK Updating traffic... Done.
  OK Routing traffic...
Done.
URL: {url}
Traffic:
  100% LATEST (currently invoice-svc-00018-xaz)
        canary: {canary}""", duration=15.0),
        p.run("gcloud run revisions list --service invoice-svc --region europe-west1 --limit 3", tbl([rev_hdr, rev(r18, "yes"), rev(r17, ""), r16])),
        p.run("gcloud run services list --region europe-west1", tbl([svc_hdr, pdf, ["✔  invoice-svc", "europe-west1", url, "mwu@acme-billing.com", "2024-11-19T11:21:05.887104Z"], tax])),
    ]
    rs.add(task="terminal", tid="h39-terminal-19", system=system("Google Cloud Shell (Google Cloud SDK 501.0.0), project `acme-billing`, signed in as mwu@acme-billing.com."),
           turns=t, state="mwu@cloudshell:~/invoice-svc$", bad=False)


# auditctl and ausearch: bad
def t20(rs: RowSet) -> None:
    p = Pane("root", "pci-app-01", "/root", style="rhel")
    base = """-w /etc/passwd -p wa -k identity
-w /etc/group -p wa -k identity
-w /etc/shadow -p wa -k identity
-w /etc/gshadow -p wa -k identity
-a always,exit -F arch=b64 -S adjtimex,settimeofday,clock_settime -F key=time-change
-w /etc/ssh/sshd_config -p wa -k sshd
-a always,exit -F arch=b64 -S init_module,finit_module,delete_module -F key=modules
-w /var/log/audit -p wa -k auditlog"""

    def status(backlog: int) -> str:
        return f"""enabled 1
failure 1
pid 812
rate_limit 0
backlog_limit 8192
lost 0
backlog {backlog}
backlog_wait_time 60000
backlog_wait_time_actual 0
loginuid_immutable 0 unlocked"""

    ev = "11/19/2024 14:31:07.412:48211"
    t = [
        p.run("auditctl -s", status(0)),
        p.run("auditctl -l", base),
        p.run("auditctl -w /etc/sudoers.d/ -p wa -k sudoers_change"),
        p.run("auditctl -a always,exit -F arch=b64 -S execve -F euid=0 -F 'auid>=1000' -F 'auid!=unset' -k root_cmds"),
        p.run("auditctl -l", base + "\n-a always,exit -F arch=b64 -S execve -F euid=0 -F auid>=1000 -F auid!=unset -F key=root_cmds"),
        p.run("ausearch -k root_cmds -ts recent -i | tail -n 7", f"""----
type=PROCTITLE msg=audit({ev}) : proctitle=systemctl restart tomcat
type=PATH msg=audit({ev}) : item=1 name=/lib64/ld-linux-x86-64.so.2 inode=33563944 dev=fd:00 mode=file,755 ouid=root ogid=root rdev=00:00 obj=system_u:object_r:ld_so_t:s0 nametype=NORMAL cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0
type=PATH msg=audit({ev}) : item=0 name=/usr/bin/systemctl inode=33582195 dev=fd:00 mode=file,755 ouid=root ogid=root rdev=00:00 obj=system_u:object_r:systemd_systemctl_exec_t:s0 nametype=NORMAL cap_fp=none cap_fi=none cap_fe=0 cap_fver=0 cap_frootid=0
type=CWD msg=audit({ev}) : cwd=/home/kpatel
type=EXECVE msg=audit({ev}) : argc=3 a0=systemctl a1=restart a2=tomcat
type=SYSCALL msg=audit({ev}) : arch=x86_64 syscall=execve success=yes exit=0 a0=0x55d4c19e7f30 a1=0x55d4c19e80a0 a2=0x55d4c19e6c10 a3=0x0 items=2 ppid=51772 pid=51774 auid=kpatel uid=root gid=root euid=root suid=root fsuid=root egid=root sgid=root fsgid=root tty=pts1 ses=37 comm=systemctl exe=/usr/bin/systemctl subj=unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023 key=root_cmds """),
        p.run("auditctl -s", status(1)),
        p.run("augenrules --check", "/usr/sbin/augenrules: Rules have changed and should be updated"),
    ]
    rs.add(task="terminal", tid="h39-terminal-20", system=system("A PCI-scoped application server (RHEL 9.4, audit 3.1.2) where the auditor's checklist is being applied; root shell over SSH."),
           turns=t, state="[root@pci-app-01 ~]#", bad=True, turn=5, kind="watch rule just added is missing from auditctl -l")


def dig_full(q: str, answers: list[str], qid: int, flags: str, when: str, ms: int, server: str, extra: str = "") -> str:
    n = len(answers)
    return f"""
; <<>> DiG 9.18.28-0ubuntu0.24.04.1-Ubuntu <<>> {q}
;; global options: +cmd
;; Got answer:
;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: {qid}
;; flags: {flags}; QUERY: 1, ANSWER: {n}, AUTHORITY: 0, ADDITIONAL: 1

;; OPT PSEUDOSECTION:
; EDNS: version: 0, flags:; udp: {"65494" if server.startswith("127.") else "1232"}{extra}
;; QUESTION SECTION:
;shop.northwind-outfitters.com.\tIN\tA

;; ANSWER SECTION:
""" + "\n".join(answers) + f"""

;; Query time: {ms} msec
;; SERVER: {server} (UDP)
;; WHEN: {when}
;; MSG SIZE  rcvd: {58 + 16 * n + (28 if extra else 0)}
"""


# dig, host and whois: clean
def t21(rs: RowSet) -> None:
    p = Pane("kw", "netops-lab", "/home/kw")
    name = "shop.northwind-outfitters.com."

    def a(ttl: str, ip: str) -> str:
        return f"{name} {ttl}\tIN\tA\t{ip}"

    t = [
        p.run("dig shop.northwind-outfitters.com A", dig_full("shop.northwind-outfitters.com A", [a("300", "198.51.100.20"), a("300", "198.51.100.21")], 40213, "qr rd ra", "Tue Nov 19 12:40:02 CET 2024", 38, "127.0.0.53#53(127.0.0.53)")),
        p.run("dig shop.northwind-outfitters.com A", dig_full("shop.northwind-outfitters.com A", [a("271", "198.51.100.21"), a("271", "198.51.100.20")], 6187, "qr rd ra", "Tue Nov 19 12:40:31 CET 2024", 0, "127.0.0.53#53(127.0.0.53)")),
        p.run("dig @ns1.dnsprovider-example.net shop.northwind-outfitters.com A +norecurse", dig_full("@ns1.dnsprovider-example.net shop.northwind-outfitters.com A +norecurse", [a("300", "198.51.100.20"), a("300", "198.51.100.21")], 52904, "qr aa", "Tue Nov 19 12:40:48 CET 2024", 21, "192.0.2.53#53(ns1.dnsprovider-example.net)", "\n; COOKIE: 7c1e0a95d2f34b68010000006739c6e0d9a2b4f1c8e07a53 (good)")),
        p.run("host -t MX northwind-outfitters.com", """northwind-outfitters.com mail is handled by 10 mx1.northwind-outfitters.com.
northwind-outfitters.com mail is handled by 20 mx2.northwind-outfitters.com."""),
        p.run("dig +short TXT _dmarc.northwind-outfitters.com", '"v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@northwind-outfitters.com; adkim=s; aspf=r; pct=100"'),
        p.run("whois northwind-outfitters.com | grep -iE '^ *(registrar:|updated date|creation date|registry expiry date|name server|dnssec)'", """   Updated Date: 2024-08-02T14:11:09Z
   Creation Date: 2011-03-14T18:22:41Z
   Registry Expiry Date: 2026-03-14T18:22:41Z
   Registrar: Gandi SAS
   Name Server: NS1.DNSPROVIDER-EXAMPLE.NET
   Name Server: NS2.DNSPROVIDER-EXAMPLE.NET
   DNSSEC: unsigned
Updated Date: 2024-08-02T14:11:10Z
Creation Date: 2011-03-14T18:22:41Z
Registrar: GANDI SAS
Name Server: ns1.dnsprovider-example.net
Name Server: ns2.dnsprovider-example.net
DNSSEC: Unsigned""", duration=3.0),
        p.run("dig northwind-outfitters.com NS +noall +answer", """northwind-outfitters.com. 3600\tIN\tNS\tns2.dnsprovider-example.net.
northwind-outfitters.com. 3600\tIN\tNS\tns1.dnsprovider-example.net."""),
        p.run("dig shop.northwind-outfitters.com A +noall +answer +ttlunits", "\n".join([a("3m17s", "198.51.100.20"), a("3m17s", "198.51.100.21")])),
    ]
    rs.add(task="terminal", tid="h39-terminal-21", system=system("A network-operations lab box (Ubuntu 24.04, BIND dig 9.18, systemd-resolved stub at 127.0.0.53), local time zone Europe/Paris."),
           turns=t, state="kw@netops-lab:~$", bad=False)


def csvlook(rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]

    def line(r: list[str], head: bool = False) -> str:
        return "| " + " | ".join(c.rjust(w) if (i in right and not head) else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))) + " |"

    return "\n".join([line(rows[0], True), "| " + " | ".join("-" * w for w in widths) + " |"] + [line(r) for r in rows[1:]])


# csvkit (csvcut, csvstat, csvgrep, csvlook): bad
def t22(rs: RowSet) -> None:
    p = Pane("lee", "etl-box", "/home/lee/etl/inbound")
    f = "vendors_2024Q3.csv"
    t = [
        p.run("ls -l", f"""total 612
drwxr-xr-x 2 lee lee   4096 Nov 18 17:02 archive
-rw-r--r-- 1 lee lee 618734 Nov 19 08:15 {f}"""),
        p.run(f"wc -l {f}", f"2481 {f}"),
        p.run(f"csvcut -n {f}", """  1: vendor_id
  2: name
  3: country
  4: vat_id
  5: category
  6: payment_terms_days
  7: annual_spend_eur
  8: onboarded_on
  9: status"""),
        p.run(f"head -n 5 {f} | csvlook", csvlook([
            ["vendor_id", "name", "country", "vat_id", "category", "payment_terms_days", "annual_spend_eur", "onboarded_on", "status"],
            ["V-100214", "Brenner Logistik GmbH", "DE", "DE811457203", "logistics", "30", "184,220.50", "2019-03-11", "active"],
            ["V-100215", "Atelier Moreau SARL", "FR", "FR40528193647", "marketing", "45", "23,900.00", "2019-03-14", "active"],
            ["V-100219", "Van Dijk Verpakkingen B.V.", "NL", "NL853197466B01", "packaging", "30", "96,415.75", "2019-04-02", "active"],
            ["V-100222", "Officine Rinaldi S.r.l.", "IT", "IT03318560219", "manufacturing", "60", "412,008.00", "2019-04-19", "suspended"]], {5, 6})),
        p.run(f"csvstat --count {f}", "2480"),
        p.run(f"csvstat -c country {f}", """  3. "country"

\tType of data:          Text
\tContains null values:  False
\tNon-null values:       2480
\tUnique values:         19
\tLongest value:         2 characters
\tMost common values:    DE (612x)
\t                       FR (341x)
\t                       NL (288x)
\t                       IT (247x)
\t                       AT (219x)

Row count: 2480""", duration=3.0),
        p.run(f"csvgrep -c country -m DE {f} > vendors_DE.csv && wc -l vendors_DE.csv", "613 vendors_DE.csv", duration=2.0),
        p.run("csvstat -c payment_terms_days vendors_DE.csv", """  6. "payment_terms_days"

\tType of data:          Number
\tContains null values:  True (excluded from calculations)
\tNon-null values:       604
\tUnique values:         7
\tSmallest value:        0
\tLargest value:         90
\tSum:                   18,953
\tMean:                  31.379
\tMedian:                30
\tStDev:                 15.214
\tMost decimal places:   0
\tMost common values:    30 (388x)
\t                       14 (97x)
\t                       60 (58x)
\t                       45 (31x)
\t                       None (8x)

Row count: 612"""),
        p.run("csvsort -c annual_spend_eur -r vendors_DE.csv | csvcut -c vendor_id,name,annual_spend_eur | head -n 6 | csvlook", csvlook([
            ["vendor_id", "name", "annual_spend_eur"],
            ["V-101877", "Kessler Antriebstechnik AG", "1,942,310.00"],
            ["V-100530", "Brandt Industriebedarf GmbH", "1,288,904.25"],
            ["V-102244", "Nordhafen Spedition GmbH & Co. KG", "977,120.00"],
            ["V-101102", "Hoffmann Elektro GmbH", "804,516.40"],
            ["V-100987", "Lindqvist Facility Services GmbH", "655,000.00"]], {2})),
        p.run(f"csvgrep -c country -r '^(AT|CH)$' {f} | csvstat --count", "312", duration=2.0),
        p.run(f"csvstat {f} | tail -n 5", """\tMost common values:    active (2197x)
\t                       suspended (176x)
\t                       offboarding (107x)

Row count: 2418""", duration=8.0),
    ]
    rs.add(task="terminal", tid="h39-terminal-22", system=system("An ETL box (Debian 12, csvkit 2.0.1) where supplier master-data extracts land in ~/etl/inbound."),
           turns=t, state="lee@etl-box:~/etl/inbound$", bad=True, turn=11, kind="csvstat row count differs from the unchanged file's earlier count")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    for rows in rs.rows.values():  # a tmux capture drops trailing blanks
        for row in rows:
            row["response"] = ["\n".join(ln.rstrip() for ln in obs.split("\n")) for obs in row["response"]]
    rs.write()


if __name__ == "__main__":
    main()
