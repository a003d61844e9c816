# ruff: noqa: E501, W291, W293
"""Held-out set holdout29, domain terminal: 22 simulated tmux shell sessions (11 with one world contradiction).

Run ``python -m tests.decoherence.independent.holdout29_parts.terminal.make`` to write ``terminal_test.jsonl``
and ``labels.json`` next to this file. Everything is written out literally; nothing is random.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"
SYSTEM = ("You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane, one step at a "
          "time. Given the starting state and the keystrokes the agent sends, predict exactly what the pane shows "
          "next: the prompt line with the echoed command, the command's output, and the next prompt. Stay "
          "consistent with everything the session has shown so far. Write the predicted screen after "
          "**Environment Observation:**.")


def mytable(cols: list[str], rows: list[list[Any]], right: set[int] | None = None) -> str:
    """A MySQL client result table (+----+ borders)."""
    right = right or set()
    cells = [[str(c) for c in r] for r in rows]
    w = [max([len(cols[i])] + [len(r[i]) for r in cells]) for i in range(len(cols))]
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"

    def line(vals: list[str], head: bool = False) -> str:
        out = []
        for i, v in enumerate(vals):
            out.append(" " + (v.rjust(w[i]) if (i in right and not head) else v.ljust(w[i])) + " ")
        return "|" + "|".join(out) + "|"

    body = [sep, line(cols, True), sep] + [line(r) for r in cells] + [sep]
    return "\n".join(body)


def duckbox(cols: list[str], types: list[str], rows: list[list[Any]]) -> str:
    """A DuckDB CLI box table; numbers right-aligned, header names centred."""
    cells = [[str(c) for c in r] for r in rows]
    w = [max([len(cols[i]), len(types[i])] + [len(r[i]) for r in cells]) for i in range(len(cols))]
    num = {"int64", "double", "bigint", "int32", "decimal(18,2)", "decimal(10,2)", "hugeint"}

    def centre(s: str, n: int) -> str:
        pad = n - len(s)
        left = pad // 2
        return " " * left + s + " " * (pad - left)

    top = "┌" + "┬".join("─" * (x + 2) for x in w) + "┐"
    mid = "├" + "┼".join("─" * (x + 2) for x in w) + "┤"
    bot = "└" + "┴".join("─" * (x + 2) for x in w) + "┘"
    out = [top, "│" + "│".join(" " + centre(c, w[i]) + " " for i, c in enumerate(cols)) + "│",
           "│" + "│".join(" " + centre(t, w[i]) + " " for i, t in enumerate(types)) + "│", mid]
    for r in cells:
        out.append("│" + "│".join(" " + (v.rjust(w[i]) if types[i] in num else v.ljust(w[i])) + " "
                                   for i, v in enumerate(r)) + "│")
    out.append(bot)
    return "\n".join(out)


def fixed(rows: list[list[str]], gap: int = 3) -> str:
    """Left-aligned columns separated by at least ``gap`` spaces (kubectl / helm / podman style)."""
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join((" " * gap).join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in rows)


# ---------------------------------------------------------------------------------------------- 01 nginx (clean)
def t01() -> dict[str, Any]:
    p = Pane("root", "web-03", "/root")
    state = ("Host web-03 (Debian 12, nginx 1.22.1 from the Debian archive) serving the marketing site. Logged in as "
             "root in /root. nginx has been running since Tue 2024-05-14 08:12:41 UTC; the current time is about "
             "Fri 2024-05-17 10:41 UTC. /etc/nginx/nginx.conf has worker_processes auto (4 CPUs) and "
             "worker_connections 768.")
    turns = []
    turns.append(p.run("systemctl status nginx --no-pager", """\
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 08:12:41 UTC; 3 days ago
       Docs: man:nginx(8)
    Process: 904 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 911 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 912 (nginx)
      Tasks: 5 (limit: 4557)
     Memory: 11.4M
        CPU: 2min 13.804s
     CGroup: /system.slice/nginx.service
             ├─912 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─913 "nginx: worker process"
             ├─914 "nginx: worker process"
             ├─915 "nginx: worker process"
             └─916 "nginx: worker process"

May 14 08:12:41 web-03 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
May 14 08:12:41 web-03 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server."""))
    turns.append(p.run("nginx -t", """\
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""))
    turns.append(p.run("grep -n -A3 '^events' /etc/nginx/nginx.conf", """\
10:events {
11-	worker_connections 768;
12-	# multi_accept on;
13-}"""))
    turns.append(p.run("sed -i 's/worker_connections 768;/worker_connections 2048;/' /etc/nginx/nginx.conf && grep -n -A3 '^events' /etc/nginx/nginx.conf", """\
10:events {
11-	worker_connections 2048;
12-	# multi_accept on;
13-}"""))
    turns.append(p.run("nginx -t && systemctl reload nginx", """\
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""))
    turns.append(p.run("systemctl status nginx --no-pager", """\
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 08:12:41 UTC; 3 days ago
       Docs: man:nginx(8)
    Process: 904 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 911 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 20412 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 912 (nginx)
      Tasks: 5 (limit: 4557)
     Memory: 12.1M
        CPU: 2min 14.027s
     CGroup: /system.slice/nginx.service
             ├─912 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─20417 "nginx: worker process"
             ├─20418 "nginx: worker process"
             ├─20419 "nginx: worker process"
             └─20420 "nginx: worker process"

May 14 08:12:41 web-03 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
May 14 08:12:41 web-03 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server.
May 17 10:41:33 web-03 systemd[1]: Reloading nginx.service - A high performance web server and a reverse proxy server...
May 17 10:41:33 web-03 nginx[20412]: 2024/05/17 10:41:33 [notice] 20412#20412: signal process started
May 17 10:41:33 web-03 systemd[1]: Reloaded nginx.service - A high performance web server and a reverse proxy server."""))
    turns.append(p.run("ss -ltnp '( sport = :80 or sport = :443 )'", """\
State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      511          0.0.0.0:443       0.0.0.0:*    users:(("nginx",pid=20420,fd=7),("nginx",pid=20419,fd=7),("nginx",pid=20418,fd=7),("nginx",pid=20417,fd=7),("nginx",pid=912,fd=7))
LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:(("nginx",pid=20420,fd=6),("nginx",pid=20419,fd=6),("nginx",pid=20418,fd=6),("nginx",pid=20417,fd=6),("nginx",pid=912,fd=6))
LISTEN 0      511             [::]:443          [::]:*    users:(("nginx",pid=20420,fd=9),("nginx",pid=20419,fd=9),("nginx",pid=20418,fd=9),("nginx",pid=20417,fd=9),("nginx",pid=912,fd=9))
LISTEN 0      511             [::]:80           [::]:*    users:(("nginx",pid=20420,fd=8),("nginx",pid=20419,fd=8),("nginx",pid=20418,fd=8),("nginx",pid=20417,fd=8),("nginx",pid=912,fd=8))"""))
    turns.append(p.run("systemctl restart nginx && systemctl status nginx --no-pager | head -n 16", """\
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Fri 2024-05-17 10:42:07 UTC; 24ms ago
       Docs: man:nginx(8)
    Process: 20483 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 20487 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 20488 (nginx)
      Tasks: 5 (limit: 4557)
     Memory: 5.2M
        CPU: 31ms
     CGroup: /system.slice/nginx.service
             ├─20488 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─20489 "nginx: worker process"
             ├─20490 "nginx: worker process"
             ├─20491 "nginx: worker process"
             └─20492 "nginx: worker process\""""))
    turns.append(p.run("journalctl -u nginx --since '10 min ago' --no-pager", """\
May 17 10:41:33 web-03 systemd[1]: Reloading nginx.service - A high performance web server and a reverse proxy server...
May 17 10:41:33 web-03 nginx[20412]: 2024/05/17 10:41:33 [notice] 20412#20412: signal process started
May 17 10:41:33 web-03 systemd[1]: Reloaded nginx.service - A high performance web server and a reverse proxy server.
May 17 10:42:07 web-03 systemd[1]: Stopping nginx.service - A high performance web server and a reverse proxy server...
May 17 10:42:07 web-03 systemd[1]: nginx.service: Deactivated successfully.
May 17 10:42:07 web-03 systemd[1]: Stopped nginx.service - A high performance web server and a reverse proxy server.
May 17 10:42:07 web-03 systemd[1]: nginx.service: Consumed 2min 14.118s CPU time.
May 17 10:42:07 web-03 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
May 17 10:42:07 web-03 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server."""))
    turns.append(p.run("ss -ltnp 'sport = :443' && grep -c worker_connections /etc/nginx/nginx.conf && grep worker_connections /etc/nginx/nginx.conf", """\
State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      511          0.0.0.0:443       0.0.0.0:*    users:(("nginx",pid=20492,fd=7),("nginx",pid=20491,fd=7),("nginx",pid=20490,fd=7),("nginx",pid=20489,fd=7),("nginx",pid=20488,fd=7))
LISTEN 0      511             [::]:443          [::]:*    users:(("nginx",pid=20492,fd=9),("nginx",pid=20491,fd=9),("nginx",pid=20490,fd=9),("nginx",pid=20489,fd=9),("nginx",pid=20488,fd=9))
1
	worker_connections 2048;"""))
    return dict(tid="h29-terminal-01", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 02 git (bad)
def t02() -> dict[str, Any]:
    p = Pane("dev", "buildbox", "/home/dev/src/ledgerd")
    state = ("Host buildbox (Ubuntu 24.04), user dev in ~/src/ledgerd, a Rust repository cloned from "
             "git@github.com:mhale/ledgerd.git. git 2.43.0. The working tree has an uncommitted edit to "
             "src/parser.rs and an untracked notes.txt.")
    turns = []
    turns.append(p.run("git status", """\
On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/parser.rs

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	notes.txt

no changes added to commit (use "git add" and/or "git commit -a")"""))
    turns.append(p.run("git log --oneline -n 8", """\
9f3c2ab (HEAD -> main, origin/main, origin/HEAD) Bump version to 0.14.2
4e81d07 parser: accept trailing commas in posting lists
b27a9c1 ci: cache cargo registry between jobs
d05f6e3 Merge pull request #212 from mhale/fix-rounding
71ac4b8 amounts: round half-even on display
3c9e210 docs: clarify --strict flag
e6b0f42 report: add --depth to balance command
0a5d913 deps: bump chrono to 0.4.38"""))
    turns.append(p.run("git diff --stat && git diff src/parser.rs | head -n 30", """\
 src/parser.rs | 14 +++++++++-----
 1 file changed, 9 insertions(+), 5 deletions(-)
diff --git a/src/parser.rs b/src/parser.rs
index 6c1f0a2..d93e4b7 100644
--- a/src/parser.rs
+++ b/src/parser.rs
@@ -211,15 +211,19 @@ fn parse_header(input: &str, line_no: usize) -> Result<Header, ParseError> {
     let (date, rest) = split_date(input).map_err(|e| e.at(line_no))?;
     let rest = rest.trim_start();
     let (status, rest) = parse_status(rest);
-    let payee = rest.trim();
-    Ok(Header {
-        date,
-        status,
-        payee: payee.to_string(),
-    })
+    let payee = rest.trim();
+    if payee.is_empty() {
+        return Err(ParseError::new(
+            ErrorKind::EmptyPayee,
+            "transaction header has no payee",
+        )
+        .at(line_no));
+    }
+    Ok(Header { date, status, payee: payee.to_string() })
 }
 
 fn parse_status(s: &str) -> (Status, &str) {"""))
    turns.append(p.run("git switch -c fix/empty-payee", "Switched to a new branch 'fix/empty-payee'"))
    turns.append(p.run('git add src/parser.rs && git commit -m "parser: reject empty payee names"', """\
[fix/empty-payee 5d2e8f1] parser: reject empty payee names
 1 file changed, 9 insertions(+), 5 deletions(-)"""))
    turns.append(p.run("git log --oneline --graph -n 5", """\
* 5d2e8f1 (HEAD -> fix/empty-payee) parser: reject empty payee names
* 9f3c2ab (origin/main, origin/HEAD, main) Bump version to 0.14.2
* 4e81d07 parser: accept trailing commas in posting lists
* b27a9c1 ci: cache cargo registry between jobs
*   d05f6e3 Merge pull request #212 from mhale/fix-rounding
|\\"""))
    turns.append(p.run("git log --format='%h %an %ad %s' --date=short -n 7 --no-merges", """\
5d2e8f1 Dev Patel 2024-06-12 parser: reject empty payee names
9f3c2ab Maya Hale 2024-06-10 Bump version to 0.14.2
4e81d07 Maya Hale 2024-06-10 parser: accept trailing commas in posting lists
b72a9c1 Jonas Berg 2024-06-07 ci: cache cargo registry between jobs
71ac4b8 Priya Raman 2024-06-05 amounts: round half-even on display
3c9e210 Maya Hale 2024-06-03 docs: clarify --strict flag
e6b0f42 Jonas Berg 2024-05-29 report: add --depth to balance command"""))
    turns.append(p.run("git push -u origin fix/empty-payee", """\
Enumerating objects: 7, done.
Counting objects: 100% (7/7), done.
Delta compression using up to 16 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (4/4), 612 bytes | 612.00 KiB/s, done.
Total 4 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote: 
remote: Create a pull request for 'fix/empty-payee' on GitHub by visiting:
remote:      https://github.com/mhale/ledgerd/pull/new/fix/empty-payee
remote: 
To github.com:mhale/ledgerd.git
 * [new branch]      fix/empty-payee -> fix/empty-payee
branch 'fix/empty-payee' set up to track 'origin/fix/empty-payee'."""))
    turns.append(p.run("git status -sb && git rev-parse --short HEAD main", """\
## fix/empty-payee...origin/fix/empty-payee
?? notes.txt
5d2e8f1
9f3c2ab"""))
    return dict(tid="h29-terminal-02", turns=turns, state=state, bad=True, turn=7,
                kind="short hash of an existing commit differs from earlier git log listings with no history rewrite")


# ---------------------------------------------------------------------------------------------- 03 terraform (bad)
def t03() -> dict[str, Any]:
    p = Pane("ops", "tf-runner", "/home/ops/infra/dns-stack")
    state = ("Host tf-runner (Debian 12), user ops in ~/infra/dns-stack. Terraform v1.8.4 with an S3 backend; "
             "the configuration declares a private Route 53 zone for internal.corvid.io, two A records (api, "
             "grafana), an S3 bucket for zone logs and its versioning. Nothing has been applied yet; AWS "
             "credentials for account 418272960113 are exported.")
    turns = []
    turns.append(p.run("terraform init -input=false", """\

Initializing the backend...

Successfully configured the backend "s3"! Terraform will automatically
use this backend unless the backend configuration changes.

Initializing provider plugins...
- Finding hashicorp/aws versions matching "~> 5.40"...
- Installing hashicorp/aws v5.52.0...
- Installed hashicorp/aws v5.52.0 (signed by HashiCorp)

Terraform has created a lock file .terraform.lock.hcl to record the provider
selections it made above. Include this file in your version control repository
so that Terraform can guarantee to make the same selections by default when
you run "terraform init" in the future.

Terraform has been successfully initialized!""", duration=15))
    turns.append(p.run("terraform plan -input=false -out=tfplan", """\
data.aws_vpc.main: Reading...
data.aws_vpc.main: Read complete after 1s [id=vpc-0b7e4c19d2a6f3e85]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # aws_route53_record.api will be created
  + resource "aws_route53_record" "api" {
      + allow_overwrite = (known after apply)
      + fqdn            = (known after apply)
      + id              = (known after apply)
      + name            = "api.internal.corvid.io"
      + records         = [
          + "10.40.12.21",
        ]
      + ttl             = 300
      + type            = "A"
      + zone_id         = (known after apply)
    }

  # aws_route53_record.grafana will be created
  + resource "aws_route53_record" "grafana" {
      + allow_overwrite = (known after apply)
      + fqdn            = (known after apply)
      + id              = (known after apply)
      + name            = "grafana.internal.corvid.io"
      + records         = [
          + "10.40.12.37",
        ]
      + ttl             = 300
      + type            = "A"
      + zone_id         = (known after apply)
    }

  # aws_route53_zone.internal will be created
  + resource "aws_route53_zone" "internal" {
      + arn                 = (known after apply)
      + comment             = "Managed by Terraform"
      + force_destroy       = false
      + id                  = (known after apply)
      + name                = "internal.corvid.io"
      + name_servers        = (known after apply)
      + primary_name_server = (known after apply)
      + tags_all            = {
          + "team" = "platform"
        }
      + zone_id             = (known after apply)

      + vpc {
          + vpc_id     = "vpc-0b7e4c19d2a6f3e85"
          + vpc_region = (known after apply)
        }
    }

  # aws_s3_bucket.zone_logs will be created
  + resource "aws_s3_bucket" "zone_logs" {
      + arn                         = (known after apply)
      + bucket                      = "corvid-internal-zone-logs"
      + force_destroy               = false
      + id                          = (known after apply)
      + region                      = (known after apply)
      + tags_all                    = {
          + "team" = "platform"
        }
    }

  # aws_s3_bucket_versioning.zone_logs will be created
  + resource "aws_s3_bucket_versioning" "zone_logs" {
      + bucket = (known after apply)
      + id     = (known after apply)

      + versioning_configuration {
          + mfa_delete = (known after apply)
          + status     = "Enabled"
        }
    }

Plan: 5 to add, 0 to change, 0 to destroy.

Changes to Outputs:
  + api_fqdn = "api.internal.corvid.io"
  + zone_id  = (known after apply)

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\"""", duration=10))
    turns.append(p.run("terraform apply -input=false tfplan", """\
aws_route53_zone.internal: Creating...
aws_s3_bucket.zone_logs: Creating...
aws_s3_bucket.zone_logs: Creation complete after 2s [id=corvid-internal-zone-logs]
aws_s3_bucket_versioning.zone_logs: Creating...
aws_s3_bucket_versioning.zone_logs: Creation complete after 2s [id=corvid-internal-zone-logs]
aws_route53_zone.internal: Still creating... [10s elapsed]
aws_route53_zone.internal: Still creating... [20s elapsed]
aws_route53_zone.internal: Still creating... [30s elapsed]
aws_route53_zone.internal: Creation complete after 38s [id=Z0473615N3PZ8ZK1QV6A]
aws_route53_record.grafana: Creating...
aws_route53_record.api: Creating...
aws_route53_record.api: Still creating... [10s elapsed]
aws_route53_record.grafana: Still creating... [10s elapsed]
aws_route53_record.grafana: Creation complete after 31s [id=Z0473615N3PZ8ZK1QV6A_grafana.internal.corvid.io_A]
aws_route53_record.api: Creation complete after 32s [id=Z0473615N3PZ8ZK1QV6A_api.internal.corvid.io_A]

Apply complete! Resources: 5 added, 0 changed, 0 destroyed.

Outputs:

api_fqdn = "api.internal.corvid.io"
zone_id = "Z0473615N3PZ8ZK1QV6A\"""", duration=90))
    turns.append(p.run("terraform output", """\
api_fqdn = "api.internal.corvid.io"
zone_id = "Z0473615N3PZ8ZK1QV6A\""""))
    turns.append(p.run("terraform state list | grep route53", """\
aws_route53_record.api
aws_route53_zone.internal"""))
    turns.append(p.run("terraform state show aws_route53_record.api", """\
# aws_route53_record.api:
resource "aws_route53_record" "api" {
    fqdn                             = "api.internal.corvid.io"
    health_check_id                  = null
    id                               = "Z0473615N3PZ8ZK1QV6A_api.internal.corvid.io_A"
    multivalue_answer_routing_policy = false
    name                             = "api.internal.corvid.io"
    records                          = [
        "10.40.12.21",
    ]
    set_identifier                   = null
    ttl                              = 300
    type                             = "A"
    zone_id                          = "Z0473615N3PZ8ZK1QV6A"
}"""))
    turns.append(p.run("terraform plan -input=false -refresh-only", """\
data.aws_vpc.main: Reading...
aws_s3_bucket.zone_logs: Refreshing state... [id=corvid-internal-zone-logs]
aws_route53_zone.internal: Refreshing state... [id=Z0473615N3PZ8ZK1QV6A]
data.aws_vpc.main: Read complete after 0s [id=vpc-0b7e4c19d2a6f3e85]
aws_s3_bucket_versioning.zone_logs: Refreshing state... [id=corvid-internal-zone-logs]
aws_route53_record.api: Refreshing state... [id=Z0473615N3PZ8ZK1QV6A_api.internal.corvid.io_A]
aws_route53_record.grafana: Refreshing state... [id=Z0473615N3PZ8ZK1QV6A_grafana.internal.corvid.io_A]

No changes. Your infrastructure still matches the configuration.

Terraform has checked that the real remote objects still match the result of
your most recent changes, and found no differences.""", duration=8))
    turns.append(p.run("aws route53 list-resource-record-sets --hosted-zone-id Z0473615N3PZ8ZK1QV6A --query \"ResourceRecordSets[?Type=='A'].[Name,ResourceRecords[0].Value]\" --output text", """\
api.internal.corvid.io.	10.40.12.21
grafana.internal.corvid.io.	10.40.12.37"""))
    return dict(tid="h29-terminal-03", turns=turns, state=state, bad=True, turn=5,
                kind="a DNS record resource created by apply is missing from a later state listing")


# ---------------------------------------------------------------------------------------------- 04 hledger (clean)
def t04() -> dict[str, Any]:
    p = Pane("kim", "ledger-pi", "/home/kim/finance")
    state = ("Raspberry Pi ledger-pi (Raspberry Pi OS bookworm), user kim in ~/finance. hledger 1.32.3; "
             "LEDGER_FILE=~/finance/2024.journal (EUR, decimal point, comma thousands separator). The journal "
             "covers 2024-01-01 .. 2024-04-28. Today is 2024-04-30.")
    turns = []
    turns.append(p.run("hledger bal --depth 2", """\
       11,812.37 EUR  assets:bank
           86.20 EUR  assets:cash
       -4,310.58 EUR  equity:opening
        1,244.18 EUR  expenses:groceries
        3,200.00 EUR  expenses:rent
          312.40 EUR  expenses:transport
          486.75 EUR  expenses:utilities
          -18.42 EUR  income:interest
      -12,400.00 EUR  income:salary
         -412.90 EUR  liabilities:creditcard
--------------------
                   0  """))
    turns.append(p.run("hledger reg expenses:groceries -p 2024-04", """\
2024-04-03 Rewe                 expenses:groceries          54.10 EUR     54.10 EUR
2024-04-09 Lidl                 expenses:groceries          31.87 EUR     85.97 EUR
2024-04-14 Wochenmarkt          expenses:groceries          22.50 EUR    108.47 EUR
2024-04-20 Rewe                 expenses:groceries          67.32 EUR    175.79 EUR
2024-04-26 Aldi                 expenses:groceries          41.06 EUR    216.85 EUR"""))
    turns.append(p.run(r"printf '\n2024-04-29 Lidl\n    expenses:groceries        38.45 EUR\n    assets:bank:checking\n' >> 2024.journal && tail -n 4 2024.journal", """\

2024-04-29 Lidl
    expenses:groceries        38.45 EUR
    assets:bank:checking"""))
    turns.append(p.run("hledger reg expenses:groceries -p 2024-04", """\
2024-04-03 Rewe                 expenses:groceries          54.10 EUR     54.10 EUR
2024-04-09 Lidl                 expenses:groceries          31.87 EUR     85.97 EUR
2024-04-14 Wochenmarkt          expenses:groceries          22.50 EUR    108.47 EUR
2024-04-20 Rewe                 expenses:groceries          67.32 EUR    175.79 EUR
2024-04-26 Aldi                 expenses:groceries          41.06 EUR    216.85 EUR
2024-04-29 Lidl                 expenses:groceries          38.45 EUR    255.30 EUR"""))
    turns.append(p.run("hledger bal --depth 2", """\
       11,773.92 EUR  assets:bank
           86.20 EUR  assets:cash
       -4,310.58 EUR  equity:opening
        1,282.63 EUR  expenses:groceries
        3,200.00 EUR  expenses:rent
          312.40 EUR  expenses:transport
          486.75 EUR  expenses:utilities
          -18.42 EUR  income:interest
      -12,400.00 EUR  income:salary
         -412.90 EUR  liabilities:creditcard
--------------------
                   0  """))
    turns.append(p.run("hledger bal assets:bank --flat", """\
        6,273.92 EUR  assets:bank:checking
        5,500.00 EUR  assets:bank:savings
--------------------
       11,773.92 EUR  """))
    turns.append(p.run("hledger bal expenses:groceries -M -b 2024-01 -e 2024-05 -T -A", """\
Balance changes in 2024-01-01..2024-04-30:

                    ||        Jan         Feb         Mar         Apr        Total     Average 
====================++=========================================================================
 expenses:groceries || 348.12 EUR  311.64 EUR  367.57 EUR  255.30 EUR  1,282.63 EUR  320.66 EUR 
--------------------++-------------------------------------------------------------------------
                    || 348.12 EUR  311.64 EUR  367.57 EUR  255.30 EUR  1,282.63 EUR  320.66 EUR """))
    turns.append(p.run("hledger is -p 2024-04 --depth 2", """\
Income Statement 2024-04-01..2024-04-30

                    ||      2024-04 
====================++==============
 Revenues           ||              
--------------------++--------------
 income:interest    ||     4.61 EUR 
 income:salary      || 3,100.00 EUR 
--------------------++--------------
                    || 3,104.61 EUR 
====================++==============
 Expenses           ||              
--------------------++--------------
 expenses:groceries ||   255.30 EUR 
 expenses:rent      ||   800.00 EUR 
 expenses:transport ||    78.10 EUR 
 expenses:utilities ||   121.40 EUR 
--------------------++--------------
                    || 1,254.80 EUR 
====================++==============
 Net:               || 1,849.81 EUR """))
    turns.append(p.run("hledger check && hledger stats", """\
Main file           : /home/kim/finance/2024.journal
Included files      : 
Txns span           : 2024-01-01 to 2024-04-30 (120 days)
Last txn            : 2024-04-29 (1 days ago)
Txns                : 188 (1.6 per day)
Txns last 30 days   : 47 (1.6 per day)
Txns last 7 days    : 12 (1.7 per day)
Payees/descriptions : 41
Accounts            : 14 (depth 3)
Commodities         : 1 (EUR)
Market prices       : 0 ()
Run time (throughput) : 0.04s (4700 txns/s)"""))
    return dict(tid="h29-terminal-04", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 05 docker compose (bad)
def t05() -> dict[str, Any]:
    p = Pane("deploy", "app-stg-1", "/home/deploy/stacks/shop")
    state = ("Host app-stg-1 (Ubuntu 22.04), user deploy (in the docker group) in ~/stacks/shop. Docker 26.1.3 "
             "with the compose plugin v2.27.0. The compose project 'shop' (db, redis, api, worker, nginx) was "
             "started two days ago and has not been touched since. Current time about 2024-06-12 09:20 UTC.")
    turns = []
    turns.append(p.run("docker compose ps", """\
NAME            IMAGE                              COMMAND                  SERVICE   CREATED      STATUS                PORTS
shop-api-1      registry.corvid.dev/shop-api:2.8.1 "gunicorn -c gunico…"   api       2 days ago   Up 2 days (healthy)   8000/tcp
shop-db-1       postgres:16.3-alpine               "docker-entrypoint.s…"   db        2 days ago   Up 2 days (healthy)   5432/tcp
shop-nginx-1    nginx:1.27-alpine                  "/docker-entrypoint.…"   nginx     2 days ago   Up 2 days             0.0.0.0:80->80/tcp, :::80->80/tcp
shop-redis-1    redis:7.2-alpine                   "docker-entrypoint.s…"   redis     2 days ago   Up 2 days (healthy)   6379/tcp
shop-worker-1   registry.corvid.dev/shop-api:2.8.1 "celery -A shop work…"   worker    2 days ago   Up 2 days             8000/tcp"""))
    turns.append(p.run("docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Status}}'", """\
CONTAINER ID   NAMES           STATUS
3f9a1c0e7b22   shop-nginx-1    Up 2 days
a81d44c2f019   shop-api-1      Up 2 days (healthy)
7c2e90b5d3aa   shop-worker-1   Up 2 days
e04b6f1a92cd   shop-redis-1    Up 2 days (healthy)
19d7c8e3f560   shop-db-1       Up 2 days (healthy)"""))
    turns.append(p.run("docker compose logs --tail 6 worker", """\
shop-worker-1  | [2024-06-12 09:14:02,118: INFO/MainProcess] Task shop.tasks.sync_inventory[6b1f0e2a-3c9d-4a51-9e0b-2f7d81c4a6e3] received
shop-worker-1  | [2024-06-12 09:14:03,904: INFO/ForkPoolWorker-2] Task shop.tasks.sync_inventory[6b1f0e2a-3c9d-4a51-9e0b-2f7d81c4a6e3] succeeded in 1.781s: {'updated': 14}
shop-worker-1  | [2024-06-12 09:17:02,133: INFO/MainProcess] Task shop.tasks.sync_inventory[d0a74e61-85b2-4f3c-a9e1-7c5b2d06f8a4] received
shop-worker-1  | [2024-06-12 09:17:04,211: INFO/ForkPoolWorker-1] Task shop.tasks.sync_inventory[d0a74e61-85b2-4f3c-a9e1-7c5b2d06f8a4] succeeded in 2.074s: {'updated': 9}
shop-worker-1  | [2024-06-12 09:18:40,562: WARNING/ForkPoolWorker-2] shop.tasks.send_receipt: SMTP relay slow (4.9s)
shop-worker-1  | [2024-06-12 09:18:45,497: INFO/ForkPoolWorker-2] Task shop.tasks.send_receipt[91c3e7b0-24fa-4d8e-b6a1-0e5f3c9d7a28] succeeded in 4.93s: None"""))
    turns.append(p.run("docker inspect shop-worker-1 --format '{{.Id}} {{.State.Status}} {{.State.StartedAt}} restarts={{.RestartCount}}'", """\
d62f18a09c4be57132a0f9e6b2d4c1803e5f7a96b4c20d18e3f5a7b9c1d2e4f6 running 2024-06-10T08:03:51.214087316Z restarts=0"""))
    turns.append(p.run("docker compose restart worker", """\
[+] Restarting 1/1
 ✔ Container shop-worker-1  Started                                       10.6s""", duration=12))
    turns.append(p.run("docker ps --filter name=shop-worker --format 'table {{.ID}}\\t{{.Names}}\\t{{.Status}}'", """\
CONTAINER ID   NAMES           STATUS
7c2e90b5d3aa   shop-worker-1   Up 7 seconds"""))
    turns.append(p.run("docker compose logs --tail 4 worker", """\
shop-worker-1  | [2024-06-12 09:21:17,602: INFO/MainProcess] Connected to redis://redis:6379/0
shop-worker-1  | [2024-06-12 09:21:17,631: INFO/MainProcess] mingle: searching for neighbors
shop-worker-1  | [2024-06-12 09:21:18,659: INFO/MainProcess] mingle: all alone
shop-worker-1  | [2024-06-12 09:21:18,702: INFO/MainProcess] celery@7c2e90b5d3aa ready."""))
    turns.append(p.run("docker stats --no-stream --format 'table {{.ID}}\\t{{.Name}}\\t{{.CPUPerc}}\\t{{.MemUsage}}'", """\
CONTAINER ID   NAME            CPU %     MEM USAGE / LIMIT
3f9a1c0e7b22   shop-nginx-1    0.00%     9.871MiB / 7.751GiB
a81d44c2f019   shop-api-1      0.41%     312.4MiB / 7.751GiB
7c2e90b5d3aa   shop-worker-1   2.87%     148.2MiB / 7.751GiB
e04b6f1a92cd   shop-redis-1    0.27%     11.06MiB / 7.751GiB
19d7c8e3f560   shop-db-1       0.05%     86.53MiB / 7.751GiB""", duration=3))
    return dict(tid="h29-terminal-05", turns=turns, state=state, bad=True, turn=4,
                kind="container's full ID from inspect does not match its short ID from the earlier docker ps, with no recreate")


# ---------------------------------------------------------------------------------------------- 06 todo.txt (bad)
def t06() -> dict[str, Any]:
    p = Pane("ana", "thinkpad", "/home/ana")
    state = ("Laptop thinkpad (Arch Linux), user ana in ~. todo.txt-cli 2.12.0 installed as todo.sh with "
             "~/.todo/config (TODO_DIR=~/todo, TODOTXT_AUTO_ARCHIVE=0, so done items stay in todo.txt until "
             "'todo.sh archive'). ~/todo/todo.txt has 9 open tasks. Today is 2024-06-11.")
    turns = []
    turns.append(p.run("todo.sh ls", """\
7 (A) Review PR #88 for the wiki theme +work
1 (A) Submit Q2 expense report +work @computer
2 (B) Book flights to Lisbon +travel @computer
4 (B) Call dentist to reschedule @phone
5 (C) Buy birthday gift for Marta @errands
6 Back up photo library to NAS +homelab @computer
8 Replace smoke detector battery @home
9 Return library books @errands
3 Water the balcony plants @home
--
TODO: 9 of 9 tasks shown"""))
    turns.append(p.run('todo.sh add "Renew passport photos @errands +travel"', """\
10 Renew passport photos @errands +travel
TODO: 10 added."""))
    turns.append(p.run("todo.sh do 4", """\
4 x 2024-06-11 Call dentist to reschedule @phone
TODO: 4 marked as done."""))
    turns.append(p.run("todo.sh pri 9 B", """\
9 (B) Return library books @errands
TODO: 9 prioritized (B)."""))
    turns.append(p.run("todo.sh ls @errands", """\
09 (B) Return library books @errands
05 (C) Buy birthday gift for Marta @errands
10 Renew passport photos @errands +travel
--
TODO: 3 of 10 tasks shown"""))
    turns.append(p.run('todo.sh append 2 "(window seat, before Jul 2)"', """\
2 (B) Book flights to Lisbon +travel @computer (window seat, before Jul 2)"""))
    turns.append(p.run("todo.sh lsprj && todo.sh lsc", """\
+homelab
+travel
+work
@computer
@errands
@home
@phone"""))
    turns.append(p.run("todo.sh ls", """\
07 (A) Review PR #88 for the wiki theme +work
01 (A) Submit Q2 expense report +work @computer
02 (B) Book flights to Lisbon +travel @computer (window seat, before Jul 2)
04 (B) Call dentist to reschedule @phone
09 (B) Return library books @errands
05 (C) Buy birthday gift for Marta @errands
06 Back up photo library to NAS +homelab @computer
10 Renew passport photos @errands +travel
08 Replace smoke detector battery @home
03 Water the balcony plants @home
--
TODO: 10 of 10 tasks shown"""))
    turns.append(p.run("todo.sh do 9", """\
9 x 2024-06-11 Return library books @errands
TODO: 9 marked as done."""))
    turns.append(p.run("todo.sh ls +work", """\
07 (A) Review PR #88 for the wiki theme +work
01 (A) Submit Q2 expense report +work @computer
--
TODO: 2 of 10 tasks shown"""))
    return dict(tid="h29-terminal-06", turns=turns, state=state, bad=True, turn=8,
                kind="a task marked done earlier is listed again as an open prioritized task with no undo")


# ---------------------------------------------------------------------------------------------- 07 kubectl (clean)
def t07() -> dict[str, Any]:
    p = Pane("sre", "bastion", "/home/sre")
    state = ("Bastion host (Ubuntu 22.04), user sre in ~. kubectl v1.29.4 with context prod-eu1 (EKS 1.29). "
             "Namespace payments runs deployments checkout-api (3 replicas, image "
             "registry.internal/checkout-api:1.19.2), ledger-worker (2 replicas) and fraud-scorer (1 replica). "
             "metrics-server is installed.")
    turns = []
    turns.append(p.run("kubectl get deploy -n payments", fixed([
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
        ["checkout-api", "3/3", "3", "3", "41d"],
        ["fraud-scorer", "1/1", "1", "1", "96d"],
        ["ledger-worker", "2/2", "2", "2", "41d"]])))
    turns.append(p.run("kubectl get pods -n payments -o wide", fixed([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
        ["checkout-api-7d9f8c6b5-4xkqp", "1/1", "Running", "0", "6d2h", "10.12.3.41", "ip-10-12-3-118.eu-west-1.compute.internal", "<none>", "<none>"],
        ["checkout-api-7d9f8c6b5-b8w2n", "1/1", "Running", "0", "6d2h", "10.12.5.77", "ip-10-12-5-203.eu-west-1.compute.internal", "<none>", "<none>"],
        ["checkout-api-7d9f8c6b5-vm6ts", "1/1", "Running", "1 (3d ago)", "6d2h", "10.12.4.19", "ip-10-12-4-66.eu-west-1.compute.internal", "<none>", "<none>"],
        ["fraud-scorer-59c4b7d8f-jq2lh", "1/1", "Running", "0", "12d", "10.12.4.88", "ip-10-12-4-66.eu-west-1.compute.internal", "<none>", "<none>"],
        ["ledger-worker-6f4d9b7c8-h7zrx", "1/1", "Running", "0", "6d2h", "10.12.3.95", "ip-10-12-3-118.eu-west-1.compute.internal", "<none>", "<none>"],
        ["ledger-worker-6f4d9b7c8-t2mfd", "1/1", "Running", "0", "6d2h", "10.12.5.12", "ip-10-12-5-203.eu-west-1.compute.internal", "<none>", "<none>"]])))
    turns.append(p.run("kubectl scale deploy/ledger-worker --replicas=4 -n payments", "deployment.apps/ledger-worker scaled"))
    turns.append(p.run("kubectl get pods -n payments -l app=ledger-worker", fixed([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["ledger-worker-6f4d9b7c8-h7zrx", "1/1", "Running", "0", "6d2h"],
        ["ledger-worker-6f4d9b7c8-q9vcb", "0/1", "ContainerCreating", "0", "4s"],
        ["ledger-worker-6f4d9b7c8-t2mfd", "1/1", "Running", "0", "6d2h"],
        ["ledger-worker-6f4d9b7c8-xw5jd", "0/1", "ContainerCreating", "0", "4s"]])))
    turns.append(p.run("kubectl set image deploy/checkout-api checkout-api=registry.internal/checkout-api:1.19.3 -n payments",
                       "deployment.apps/checkout-api image updated"))
    turns.append(p.run("kubectl rollout status deploy/checkout-api -n payments --timeout=180s", """\
Waiting for deployment "checkout-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "checkout-api" rollout to finish: 1 old replicas are pending termination...
deployment "checkout-api" successfully rolled out""", duration=60))
    turns.append(p.run("kubectl get pods -n payments", fixed([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["checkout-api-5c8b7f94d-2kdrw", "1/1", "Running", "0", "71s"],
        ["checkout-api-5c8b7f94d-lp8zq", "1/1", "Running", "0", "48s"],
        ["checkout-api-5c8b7f94d-r4n6j", "1/1", "Running", "0", "25s"],
        ["fraud-scorer-59c4b7d8f-jq2lh", "1/1", "Running", "0", "12d"],
        ["ledger-worker-6f4d9b7c8-h7zrx", "1/1", "Running", "0", "6d2h"],
        ["ledger-worker-6f4d9b7c8-q9vcb", "1/1", "Running", "0", "2m6s"],
        ["ledger-worker-6f4d9b7c8-t2mfd", "1/1", "Running", "0", "6d2h"],
        ["ledger-worker-6f4d9b7c8-xw5jd", "1/1", "Running", "0", "2m6s"]])))
    turns.append(p.run("kubectl get deploy -n payments -o wide", fixed([
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
        ["checkout-api", "3/3", "3", "3", "41d", "checkout-api", "registry.internal/checkout-api:1.19.3", "app=checkout-api"],
        ["fraud-scorer", "1/1", "1", "1", "96d", "fraud-scorer", "registry.internal/fraud-scorer:0.9.7", "app=fraud-scorer"],
        ["ledger-worker", "4/4", "4", "4", "41d", "ledger-worker", "registry.internal/ledger-worker:3.4.0", "app=ledger-worker"]])))
    turns.append(p.run("kubectl rollout history deploy/checkout-api -n payments", """\
deployment.apps/checkout-api 
REVISION  CHANGE-CAUSE
4         <none>
5         <none>
6         <none>
"""))
    turns.append(p.run("kubectl get rs -n payments -l app=checkout-api && kubectl top pods -n payments", fixed([
        ["NAME", "DESIRED", "CURRENT", "READY", "AGE"],
        ["checkout-api-5c8b7f94d", "3", "3", "3", "2m31s"],
        ["checkout-api-7d9f8c6b5", "0", "0", "0", "6d2h"],
        ["checkout-api-84f6c9d7b", "0", "0", "0", "19d"]]) + "\n" + fixed([
        ["NAME", "CPU(cores)", "MEMORY(bytes)"],
        ["checkout-api-5c8b7f94d-2kdrw", "38m", "187Mi"],
        ["checkout-api-5c8b7f94d-lp8zq", "41m", "181Mi"],
        ["checkout-api-5c8b7f94d-r4n6j", "57m", "176Mi"],
        ["fraud-scorer-59c4b7d8f-jq2lh", "212m", "1048Mi"],
        ["ledger-worker-6f4d9b7c8-h7zrx", "96m", "244Mi"],
        ["ledger-worker-6f4d9b7c8-q9vcb", "88m", "203Mi"],
        ["ledger-worker-6f4d9b7c8-t2mfd", "91m", "251Mi"],
        ["ledger-worker-6f4d9b7c8-xw5jd", "79m", "198Mi"]])))
    return dict(tid="h29-terminal-07", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 08 vault (clean)
def t08() -> dict[str, Any]:
    p = Pane("ops", "vault-admin", "/home/ops")
    state = ("Admin VM vault-admin (Debian 12), user ops in ~. Vault CLI 1.15.6, "
             "VAULT_ADDR=https://vault.corvid.internal:8200, logged in with an 8h token (policies default, "
             "secrets-admin). KV v2 is mounted at secret/, the database secrets engine at database/. Current "
             "time about 2024-06-12 13:05 UTC.")
    turns = []
    turns.append(p.run("vault status", """\
Key                     Value
---                     -----
Seal Type               awskms
Recovery Seal Type      shamir
Initialized             true
Sealed                  false
Total Recovery Shares   5
Threshold               3
Version                 1.15.6
Build Date              2024-02-28T17:07:34Z
Storage Type            raft
Cluster Name            vault-cluster-2b6e91c4
Cluster ID              8d1f04a7-3e5c-9b21-6fa0-47c2e9d813b5
HA Enabled              true
HA Cluster              https://vault-1.corvid.internal:8201
HA Mode                 active
Active Since            2024-06-03T02:14:51.380922118Z
Raft Committed Index    482130
Raft Applied Index      482130"""))
    turns.append(p.run("vault token lookup", """\
Key                 Value
---                 -----
accessor            Yk3h9QwT2mVb0rXc7LsPzA1e
creation_time       1718196312
creation_ttl        8h
display_name        oidc-ops@corvid.io
entity_id           5c0e8a17-92d4-4b6f-a31e-d7f9204c6b58
expire_time         2024-06-12T20:45:12.884305201Z
explicit_max_ttl    0s
id                  hvs.CAESIH2kM9...redacted
issue_time          2024-06-12T12:45:12.884305062Z
meta                map[role:ops username:ops@corvid.io]
num_uses            0
orphan              true
path                auth/oidc/oidc/callback
policies            [default secrets-admin]
renewable           true
ttl                 7h39m51s
type                service"""))
    turns.append(p.run("vault kv get -mount=secret app/billing", """\
===== Secret Path =====
secret/data/app/billing

======= Metadata =======
Key                Value
---                -----
created_time       2024-05-21T09:31:44.120774Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            3

======= Data =======
Key            Value
---            -----
db_password    Tq8!vN2#xWc4pLz7
db_user        billing_svc
stripe_mode    test
webhook_url    https://billing.corvid.io/hooks/stripe"""))
    turns.append(p.run("vault kv patch -mount=secret app/billing stripe_mode=live", """\
===== Secret Path =====
secret/data/app/billing

======= Metadata =======
Key                Value
---                -----
created_time       2024-06-12T13:06:02.417385Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            4"""))
    turns.append(p.run("vault kv get -mount=secret -field=stripe_mode app/billing && vault kv get -mount=secret -version=3 -field=stripe_mode app/billing", """\
live
test"""))
    turns.append(p.run("vault kv metadata get -mount=secret app/billing", """\
======= Metadata Path =======
secret/metadata/app/billing

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2024-03-04T15:20:09.551203Z
current_version         4
custom_metadata         <nil>
delete_version_after    0s
max_versions            0
oldest_version          0
updated_time            2024-06-12T13:06:02.417385Z

====== Version 1 ======
Key              Value
---              -----
created_time     2024-03-04T15:20:09.551203Z
deletion_time    n/a
destroyed        false

====== Version 2 ======
Key              Value
---              -----
created_time     2024-04-18T11:02:37.906114Z
deletion_time    n/a
destroyed        false

====== Version 3 ======
Key              Value
---              -----
created_time     2024-05-21T09:31:44.120774Z
deletion_time    n/a
destroyed        false

====== Version 4 ======
Key              Value
---              -----
created_time     2024-06-12T13:06:02.417385Z
deletion_time    n/a
destroyed        false"""))
    turns.append(p.run("vault read database/creds/billing-ro", """\
Key                Value
---                -----
lease_id           database/creds/billing-ro/Qm7WcT1xR9pLk2vN8bZs4aEd
lease_duration     1h
lease_renewable    true
password           h-3Kq9Zp-vW2mT7xYc1L
username           v-oidc-ops-billing-ro-Fz8sKq2N1cXb7TwPy4Ld-1718197598"""))
    turns.append(p.run("vault lease renew -increment=30m database/creds/billing-ro/Qm7WcT1xR9pLk2vN8bZs4aEd", """\
Key                Value
---                -----
lease_id           database/creds/billing-ro/Qm7WcT1xR9pLk2vN8bZs4aEd
lease_duration     30m
lease_renewable    true"""))
    turns.append(p.run("vault token lookup -format=json | jq -r '.data | \"\\(.accessor) ttl=\\(.ttl)s uses=\\(.num_uses)\"'", """\
Yk3h9QwT2mVb0rXc7LsPzA1e ttl=27141s uses=0"""))
    turns.append(p.run("vault status | grep -E 'Sealed|HA Mode|Raft'", """\
Sealed                  false
HA Mode                 active
Raft Committed Index    482161
Raft Applied Index      482161"""))
    return dict(tid="h29-terminal-08", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 09 mysql (bad)
MY_COLS = ["id", "sku", "name", "price", "stock", "status"]


def t09() -> dict[str, Any]:
    p = Pane("dba", "db-prod-2", "/home/dba")
    state = ("Host db-prod-2 (Debian 12), user dba in ~ with ~/.my.cnf pointing at the local MySQL 8.0.37 server "
             "(database shop). Nobody else writes to shop.products during this maintenance window; "
             "products.updated_at is ON UPDATE CURRENT_TIMESTAMP. Current time about 2024-06-12 07:40 UTC.")
    rows0 = [
        [101, "KB-MECH-01", "Mechanical Keyboard TKL", "89.00", 42, "active"],
        [102, "KB-ERGO-02", "Slim Wireless Keyboard", "32.50", 54, "active"],
        [103, "MS-VERT-01", "Vertical Mouse", "27.90", 65, "active"],
        [104, "MS-TRAV-03", "Travel Mouse", "14.99", 120, "active"],
        [105, "PAD-XL-01", "Desk Pad XL", "19.50", 88, "active"],
        [106, "HUB-USBC-7", "USB-C Hub 7-in-1", "44.00", 31, "active"],
        [107, "CAM-1080-02", "Webcam 1080p", "39.99", 0, "out_of_stock"],
        [108, "KB-MECH-02", "Mechanical Keyboard Full-size", "109.00", 17, "active"]]
    rows1 = [list(r) for r in rows0]
    rows1[1][3] = "24.90"
    rows1[2][4] = 62
    rows1.append([109, "HDST-USB-01", "USB Headset with Mic", "29.00", 40, "active"])
    q1 = "SELECT id,sku,name,price,stock,status FROM shop.products WHERE category_id=7 ORDER BY id"
    turns = []
    turns.append(p.run(f'mysql -e "{q1};"', mytable(MY_COLS, rows0, right={0, 3, 4})))
    turns.append(p.run('mysql -e "SELECT COUNT(*), SUM(stock) FROM shop.products WHERE category_id=7;"',
                       mytable(["COUNT(*)", "SUM(stock)"], [[8, 417]], right={0, 1})))
    turns.append(p.run("mysql -vv -e \"UPDATE shop.products SET price=24.90 WHERE sku='KB-ERGO-02';\"", """\
--------------
UPDATE shop.products SET price=24.90 WHERE sku='KB-ERGO-02'
--------------

Query OK, 1 row affected (0.01 sec)
Rows matched: 1  Changed: 1  Warnings: 0

Bye"""))
    turns.append(p.run("mysql -vv -e \"UPDATE shop.products SET stock=stock-3 WHERE sku='MS-VERT-01';\"", """\
--------------
UPDATE shop.products SET stock=stock-3 WHERE sku='MS-VERT-01'
--------------

Query OK, 1 row affected (0.00 sec)
Rows matched: 1  Changed: 1  Warnings: 0

Bye"""))
    turns.append(p.run("mysql -vv -e \"INSERT INTO shop.products (id,sku,name,category_id,price,stock,status) VALUES (109,'HDST-USB-01','USB Headset with Mic',7,29.00,40,'active');\"", """\
--------------
INSERT INTO shop.products (id,sku,name,category_id,price,stock,status) VALUES (109,'HDST-USB-01','USB Headset with Mic',7,29.00,40,'active')
--------------

Query OK, 1 row affected (0.01 sec)

Bye"""))
    turns.append(p.run(f'mysql -e "{q1};"', mytable(MY_COLS, rows1, right={0, 3, 4})))
    turns.append(p.run('mysql -e "SELECT COUNT(*), SUM(stock) FROM shop.products WHERE category_id=7;"',
                       mytable(["COUNT(*)", "SUM(stock)"], [[9, 454]], right={0, 1})))
    turns.append(p.run("mysql -e \"SELECT sku, price, stock, updated_at FROM shop.products WHERE sku IN ('KB-ERGO-02','MS-VERT-01','CAM-1080-02');\"",
                       mytable(["sku", "price", "stock", "updated_at"], [
                           ["KB-ERGO-02", "24.90", 54, "2024-06-12 07:41:18"],
                           ["MS-VERT-01", "27.90", 62, "2024-06-12 07:41:52"],
                           ["CAM-1080-02", "39.99", 0, "2024-05-28 16:02:09"]], right={1, 2})))
    turns.append(p.run("mysql -e \"SELECT id, sku, name, price, stock FROM shop.products WHERE name LIKE '%Keyboard%' ORDER BY price DESC;\"",
                       mytable(["id", "sku", "name", "price", "stock"], [
                           [108, "KB-MECH-02", "Mechanical Keyboard Full-size", "109.00", 17],
                           [101, "KB-MECH-01", "Mechanical Keyboard TKL", "89.00", 42],
                           [102, "KB-ERGO-02", "Slim Wireless Keyboard", "32.50", 54]], right={0, 3, 4})))
    turns.append(p.run('mysql -e "SELECT category_id, COUNT(*) AS n, MIN(price), MAX(price) FROM shop.products GROUP BY category_id ORDER BY category_id;"',
                       mytable(["category_id", "n", "MIN(price)", "MAX(price)"], [
                           [3, 14, "4.99", "59.00"],
                           [5, 22, "9.90", "349.00"],
                           [7, 9, "14.99", "109.00"],
                           [9, 6, "119.00", "1299.00"]], right={0, 1, 2, 3})))
    return dict(tid="h29-terminal-09", turns=turns, state=state, bad=True, turn=9,
                kind="product price the agent updated reads back at its old value in a later query")


# ---------------------------------------------------------------------------------------------- 10 incus (bad)
def t10() -> dict[str, Any]:
    p = Pane("admin", "lab-host", "/home/admin")
    state = ("Host lab-host (Debian 12) running Incus 6.0.0 LTS, user admin (in incus-admin) in ~. Bridge incusbr0 "
             "is 10.118.42.1/24. Instances: build-runner, dns-test (stopped), pg-sandbox, web-canary (VM). "
             "Current time about 2024-06-12 14:20 UTC.")
    turns = []
    turns.append(p.run("incus list -c ns4tS", """\
+--------------+---------+------------------------+-----------------+-----------+
|     NAME     |  STATE  |          IPV4          |      TYPE       | SNAPSHOTS |
+--------------+---------+------------------------+-----------------+-----------+
| build-runner | RUNNING | 10.118.42.23 (eth0)    | CONTAINER       | 2         |
+--------------+---------+------------------------+-----------------+-----------+
| dns-test     | STOPPED |                        | CONTAINER       | 0         |
+--------------+---------+------------------------+-----------------+-----------+
| pg-sandbox   | RUNNING | 10.118.42.71 (eth0)    | CONTAINER       | 1         |
+--------------+---------+------------------------+-----------------+-----------+
| web-canary   | RUNNING | 10.118.42.104 (enp5s0) | VIRTUAL-MACHINE | 0         |
+--------------+---------+------------------------+-----------------+-----------+"""))
    turns.append(p.run("incus rename dns-test dns-lab"))
    turns.append(p.run("incus start dns-lab", duration=3))
    turns.append(p.run("incus list -c ns4tS", """\
+--------------+---------+------------------------+-----------------+-----------+
|     NAME     |  STATE  |          IPV4          |      TYPE       | SNAPSHOTS |
+--------------+---------+------------------------+-----------------+-----------+
| build-runner | RUNNING | 10.118.42.23 (eth0)    | CONTAINER       | 2         |
+--------------+---------+------------------------+-----------------+-----------+
| dns-lab      | RUNNING | 10.118.42.57 (eth0)    | CONTAINER       | 0         |
+--------------+---------+------------------------+-----------------+-----------+
| pg-sandbox   | RUNNING | 10.118.42.71 (eth0)    | CONTAINER       | 1         |
+--------------+---------+------------------------+-----------------+-----------+
| web-canary   | RUNNING | 10.118.42.104 (enp5s0) | VIRTUAL-MACHINE | 0         |
+--------------+---------+------------------------+-----------------+-----------+"""))
    turns.append(p.run("incus snapshot create dns-lab pre-upgrade"))
    turns.append(p.run("incus info dns-lab", """\
Name: dns-test
Status: RUNNING
Type: container
Architecture: x86_64
PID: 48213
Created: 2024/03/02 10:14 UTC
Last Used: 2024/06/12 14:21 UTC

Resources:
  Processes: 14
  Disk usage:
    root: 41.27MiB
  CPU usage:
    CPU usage (in seconds): 2
  Memory usage:
    Memory (current): 38.61MiB
  Network usage:
    eth0:
      Type: broadcast
      State: UP
      Host interface: veth5a1c9e27
      MAC address: 00:16:3e:9b:4c:12
      MTU: 1500
      Bytes received: 18.44kB
      Bytes sent: 6.02kB
      Packets received: 121
      Packets sent: 47
      IP addresses:
        inet:  10.118.42.57/24 (global)
        inet6: fd42:7a3b:c01e:9d2f:216:3eff:fe9b:4c12/64 (global)
        inet6: fe80::216:3eff:fe9b:4c12/64 (link)
    lo:
      Type: loopback
      State: UP
      MTU: 65536
      Bytes received: 1.34kB
      Bytes sent: 1.34kB
      Packets received: 16
      Packets sent: 16
      IP addresses:
        inet:  127.0.0.1/8 (local)
        inet6: ::1/128 (local)

Snapshots:
+-------------+----------------------+------------+----------+
|    NAME     |       TAKEN AT       | EXPIRES AT | STATEFUL |
+-------------+----------------------+------------+----------+
| pre-upgrade | 2024/06/12 14:22 UTC |            | NO       |
+-------------+----------------------+------------+----------+"""))
    turns.append(p.run("incus exec dns-lab -- systemctl is-active unbound && incus exec dns-lab -- dig +short @127.0.0.1 build-runner.incus", """\
active
10.118.42.23"""))
    turns.append(p.run("incus config set dns-lab limits.memory=1GiB && incus config get dns-lab limits.memory", "1GiB"))
    turns.append(p.run("incus list -c ns4tS", """\
+--------------+---------+------------------------+-----------------+-----------+
|     NAME     |  STATE  |          IPV4          |      TYPE       | SNAPSHOTS |
+--------------+---------+------------------------+-----------------+-----------+
| build-runner | RUNNING | 10.118.42.23 (eth0)    | CONTAINER       | 2         |
+--------------+---------+------------------------+-----------------+-----------+
| dns-lab      | RUNNING | 10.118.42.57 (eth0)    | CONTAINER       | 1         |
+--------------+---------+------------------------+-----------------+-----------+
| pg-sandbox   | RUNNING | 10.118.42.71 (eth0)    | CONTAINER       | 1         |
+--------------+---------+------------------------+-----------------+-----------+
| web-canary   | RUNNING | 10.118.42.104 (enp5s0) | VIRTUAL-MACHINE | 0         |
+--------------+---------+------------------------+-----------------+-----------+"""))
    return dict(tid="h29-terminal-10", turns=turns, state=state, bad=True, turn=6,
                kind="instance renamed earlier is reported under its old name by incus info")


# ---------------------------------------------------------------------------------------------- 11 apt (clean)
def t11() -> dict[str, Any]:
    p = Pane("root", "mon-01", "/root")
    state = ("Host mon-01 (Debian 12 bookworm, Prometheus + Grafana box), logged in as root in /root. The last "
             "'apt update' ran four days ago; unattended-upgrades is disabled. / is a 30G ext4 volume.")
    up6 = """\
Listing... Done
base-files/stable 12.4+deb12u6 amd64 [upgradable from: 12.4+deb12u5]
curl/stable-security 7.88.1-10+deb12u6 amd64 [upgradable from: 7.88.1-10+deb12u5]
libcurl4/stable-security 7.88.1-10+deb12u6 amd64 [upgradable from: 7.88.1-10+deb12u5]
libssl3/stable-security 3.0.13-1~deb12u1 amd64 [upgradable from: 3.0.11-1~deb12u2]
openssl/stable-security 3.0.13-1~deb12u1 amd64 [upgradable from: 3.0.11-1~deb12u2]
tzdata/stable-updates 2024a-0+deb12u1 all [upgradable from: 2023c-5+deb12u1]"""
    turns = []
    turns.append(p.run("apt update", """\
Hit:1 http://deb.debian.org/debian bookworm InRelease
Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]
Get:3 http://security.debian.org/debian-security bookworm-security InRelease [48.0 kB]
Get:4 http://security.debian.org/debian-security bookworm-security/main amd64 Packages [157 kB]
Get:5 http://deb.debian.org/debian bookworm-updates/main amd64 Packages.diff/Index [11.8 kB]
Get:6 http://deb.debian.org/debian bookworm-updates/main amd64 Packages T-2024-06-10-2003.46-F-2024-06-10-2003.46.pdiff [1,284 B]
Fetched 274 kB in 1s (312 kB/s)
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
6 packages can be upgraded. Run 'apt list --upgradable' to see them.""", duration=6))
    turns.append(p.run("apt list --upgradable", up6))
    turns.append(p.run("df -h / /var/cache/apt", """\
Filesystem      Size  Used Avail Use% Mounted on
/dev/vda1        30G   17G   12G  59% /
/dev/vda1        30G   17G   12G  59% /"""))
    turns.append(p.run("apt install --only-upgrade -y openssl libssl3", """\
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
The following packages will be upgraded:
  libssl3 openssl
2 upgraded, 0 newly installed, 0 to remove and 4 not upgraded.
Need to get 3,798 kB of archives.
After this operation, 12.3 kB of additional disk space will be used.
Get:1 http://security.debian.org/debian-security bookworm-security/main amd64 openssl amd64 3.0.13-1~deb12u1 [1,420 kB]
Get:2 http://security.debian.org/debian-security bookworm-security/main amd64 libssl3 amd64 3.0.13-1~deb12u1 [2,378 kB]
Fetched 3,798 kB in 0s (11.2 MB/s)
(Reading database ... 48211 files and directories currently installed.)
Preparing to unpack .../openssl_3.0.13-1~deb12u1_amd64.deb ...
Unpacking openssl (3.0.13-1~deb12u1) over (3.0.11-1~deb12u2) ...
Preparing to unpack .../libssl3_3.0.13-1~deb12u1_amd64.deb ...
Unpacking libssl3:amd64 (3.0.13-1~deb12u1) over (3.0.11-1~deb12u2) ...
Setting up libssl3:amd64 (3.0.13-1~deb12u1) ...
Setting up openssl (3.0.13-1~deb12u1) ...
Processing triggers for man-db (2.11.2-2) ...
Processing triggers for libc-bin (2.36-9+deb12u7) ...""", duration=10))
    turns.append(p.run("apt list --upgradable", """\
Listing... Done
base-files/stable 12.4+deb12u6 amd64 [upgradable from: 12.4+deb12u5]
curl/stable-security 7.88.1-10+deb12u6 amd64 [upgradable from: 7.88.1-10+deb12u5]
libcurl4/stable-security 7.88.1-10+deb12u6 amd64 [upgradable from: 7.88.1-10+deb12u5]
tzdata/stable-updates 2024a-0+deb12u1 all [upgradable from: 2023c-5+deb12u1]"""))
    turns.append(p.run("apt upgrade -y", """\
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages will be upgraded:
  base-files curl libcurl4 tzdata
4 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.
Need to get 1,164 kB of archives.
After this operation, 3,072 B of additional disk space will be used.
Get:1 http://deb.debian.org/debian bookworm/main amd64 base-files amd64 12.4+deb12u6 [70.7 kB]
Get:2 http://deb.debian.org/debian bookworm-updates/main amd64 tzdata all 2024a-0+deb12u1 [388 kB]
Get:3 http://security.debian.org/debian-security bookworm-security/main amd64 curl amd64 7.88.1-10+deb12u6 [315 kB]
Get:4 http://security.debian.org/debian-security bookworm-security/main amd64 libcurl4 amd64 7.88.1-10+deb12u6 [390 kB]
Fetched 1,164 kB in 0s (6,845 kB/s)
(Reading database ... 48211 files and directories currently installed.)
Preparing to unpack .../base-files_12.4+deb12u6_amd64.deb ...
Unpacking base-files (12.4+deb12u6) over (12.4+deb12u5) ...
Setting up base-files (12.4+deb12u6) ...
Installing new version of config file /etc/debian_version ...
(Reading database ... 48211 files and directories currently installed.)
Preparing to unpack .../tzdata_2024a-0+deb12u1_all.deb ...
Unpacking tzdata (2024a-0+deb12u1) over (2023c-5+deb12u1) ...
Preparing to unpack .../curl_7.88.1-10+deb12u6_amd64.deb ...
Unpacking curl (7.88.1-10+deb12u6) over (7.88.1-10+deb12u5) ...
Preparing to unpack .../libcurl4_7.88.1-10+deb12u6_amd64.deb ...
Unpacking libcurl4:amd64 (7.88.1-10+deb12u6) over (7.88.1-10+deb12u5) ...
Setting up tzdata (2024a-0+deb12u1) ...

Current default time zone: 'Etc/UTC'
Local time is now:      Wed Jun 12 08:03:41 UTC 2024.
Universal Time is now:  Wed Jun 12 08:03:41 UTC 2024.
Run 'dpkg-reconfigure tzdata' if you wish to change it.

Setting up libcurl4:amd64 (7.88.1-10+deb12u6) ...
Setting up curl (7.88.1-10+deb12u6) ...
Processing triggers for man-db (2.11.2-2) ...
Processing triggers for libc-bin (2.36-9+deb12u7) ...""", duration=15))
    turns.append(p.run("apt list --upgradable && cat /etc/debian_version && openssl version", """\
Listing... Done
12.6
OpenSSL 3.0.13 30 Jan 2024 (Library: OpenSSL 3.0.13 30 Jan 2024)"""))
    turns.append(p.run("du -sh /var/cache/apt/archives && apt-get clean && du -sh /var/cache/apt/archives", """\
4.8M	/var/cache/apt/archives
28K	/var/cache/apt/archives"""))
    turns.append(p.run("df -h / && ls /var/run/reboot-required 2>&1", """\
Filesystem      Size  Used Avail Use% Mounted on
/dev/vda1        30G   17G   12G  59% /
ls: cannot access '/var/run/reboot-required': No such file or directory"""))
    return dict(tid="h29-terminal-11", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 12 gpg (bad)
def t12() -> dict[str, Any]:
    p = Pane("maya", "laptop", "/home/maya", style="rhel")
    fpr = "7C1E5B90D4A3F2E6B81C09D58B3F1C77A2D94E05"
    state = ("Laptop (Fedora 40), user maya in ~. GnuPG 2.4.4; gpg-agent has the "
             "passphrase cached. Maya's ed25519 key (two user IDs, one cv25519 encryption subkey) expires "
             "2025-02-09. Today is 2024-06-11.")
    turns = []
    turns.append(p.run("gpg --list-secret-keys --keyid-format long", f"""\
/home/maya/.gnupg/pubring.kbx
-----------------------------
sec   ed25519/8B3F1C77A2D94E05 2023-02-10 [SC] [expires: 2025-02-09]
      {fpr}
uid                 [ultimate] Maya Okafor <maya@okafor.dev>
uid                 [ultimate] Maya Okafor <mokafor@fieldlab.org>
ssb   cv25519/3D0E6A1B9F72C844 2023-02-10 [E] [expires: 2025-02-09]
"""))
    turns.append(p.run(f"gpg --quick-set-expire {fpr} 2y"))
    turns.append(p.run("gpg --list-keys maya@okafor.dev", """\
pub   ed25519 2023-02-10 [SC] [expires: 2026-06-11]
      7C1E5B90D4A3F2E6B8C109D58B3F1C77A2D94E05
uid           [ultimate] Maya Okafor <maya@okafor.dev>
uid           [ultimate] Maya Okafor <mokafor@fieldlab.org>
sub   cv25519 2023-02-10 [E] [expires: 2025-02-09]
"""))
    turns.append(p.run(f"gpg --quick-set-expire {fpr} 2y '*'"))
    turns.append(p.run("gpg --list-keys --keyid-format long maya@okafor.dev", f"""\
pub   ed25519/8B3F1C77A2D94E05 2023-02-10 [SC] [expires: 2026-06-11]
      {fpr}
uid                 [ultimate] Maya Okafor <maya@okafor.dev>
uid                 [ultimate] Maya Okafor <mokafor@fieldlab.org>
sub   cv25519/3D0E6A1B9F72C844 2023-02-10 [E] [expires: 2026-06-11]
"""))
    turns.append(p.run("gpg --armor --export maya@okafor.dev > maya.pub.asc && wc -c maya.pub.asc && head -n 4 maya.pub.asc", """\
1392 maya.pub.asc
-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEY+WNhRYJKwYBBAHaRw8BAQdA3kq9m2PzVb7cX1tRw0sHfLa8Ue4nJ6oDyQ5i
Gv2xK0i0Ik1heWEgT2thZm9yIDxtYXlhQG9rYWZvci5kZXY+iJkEExYKAEEWIQR8"""))
    turns.append(p.run("gpg --show-keys maya.pub.asc", f"""\
pub   ed25519 2023-02-10 [SC] [expires: 2026-06-11]
      {fpr}
uid                      Maya Okafor <maya@okafor.dev>
uid                      Maya Okafor <mokafor@fieldlab.org>
sub   cv25519 2023-02-10 [E] [expires: 2026-06-11]
"""))
    turns.append(p.run(f"gpg --keyserver hkps://keys.openpgp.org --send-keys {fpr}",
                       "gpg: sending key 8B3F1C77A2D94E05 to hkps://keys.openpgp.org", duration=4))
    return dict(tid="h29-terminal-12", turns=turns, state=state, bad=True, turn=3,
                kind="primary key fingerprint differs between two listings when only the expiry was changed")


# ---------------------------------------------------------------------------------------------- 13 redis-cli (clean)
def t13() -> dict[str, Any]:
    p = Pane("app", "cache-1", "/home/app")
    state = ("Host cache-1 (Debian 12), user app in ~. redis-server 7.2.4 under systemd on 127.0.0.1:6379, serving "
             "live production traffic: the signup service increments counter:signups:<date> and creates short-lived "
             "session keys all the time. Current time about 2024-06-12 14:10 UTC.")
    turns = []
    turns.append(p.run("redis-cli INFO server", """\
# Server
redis_version:7.2.4
redis_git_sha1:00000000
redis_git_dirty:0
redis_build_id:a1b7f3c90d2e6b48
redis_mode:standalone
os:Linux 6.1.0-21-amd64 x86_64
arch_bits:64
monotonic_clock:POSIX clock_gettime
multiplexing_api:epoll
atomicvar_api:c11-builtin
gcc_version:12.2.0
process_id:1187
process_supervised:systemd
run_id:3e9c0b51a7d24f86e1c5b0a9d7f3e2c4b8a6d1f0
tcp_port:6379
server_time_usec:1718201412337804
uptime_in_seconds:1843210
uptime_in_days:21
hz:10
configured_hz:10
lru_clock:12714308
executable:/usr/bin/redis-server
config_file:/etc/redis/redis.conf
io_threads_active:0
listener0:name=tcp,bind=127.0.0.1,bind=-::1,port=6379"""))
    turns.append(p.run("redis-cli DBSIZE", "(integer) 48213"))
    turns.append(p.run("redis-cli GET counter:signups:2024-06-12", '"1287"'))
    turns.append(p.run("redis-cli INCRBY counter:signups:2024-06-12 5", "(integer) 1297"))
    turns.append(p.run("redis-cli SET maint:flag on EX 600 NX", "OK"))
    turns.append(p.run("redis-cli TTL maint:flag", "(integer) 594"))
    turns.append(p.run("redis-cli DBSIZE && redis-cli INFO keyspace", """\
(integer) 48231
# Keyspace
db0:keys=48231,expires=3127,avg_ttl=1611842,subexpiry=0"""))
    turns.append(p.run("redis-cli --scan --pattern 'maint:*' && redis-cli GET maint:flag", """\
maint:flag
"on\""""))
    turns.append(p.run("redis-cli INFO server | grep -E '^(process_id|run_id|uptime_in_seconds|uptime_in_days):' && redis-cli TTL maint:flag", """\
process_id:1187
run_id:3e9c0b51a7d24f86e1c5b0a9d7f3e2c4b8a6d1f0
uptime_in_seconds:1843297
uptime_in_days:21
(integer) 507"""))
    turns.append(p.run("redis-cli CONFIG SET maxmemory-policy allkeys-lru && redis-cli CONFIG GET maxmemory-policy && redis-cli GET counter:signups:2024-06-12", """\
OK
1) "maxmemory-policy"
2) "allkeys-lru"
"1304\""""))
    return dict(tid="h29-terminal-13", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 14 aria2c (clean)
def t14() -> dict[str, Any]:
    p = Pane("lee", "seedbox", "/home/lee/downloads")
    state = ("Small VPS seedbox (Debian 12), user lee in ~/downloads. aria2 1.36.0 with ~/.aria2/aria2.conf "
             "(file-allocation=none, continue=true, summary-interval=0). A previous interrupted download of the "
             "Arch Linux 2024.06.01 ISO left a partial file and its .aria2 control file here. Current time about "
             "2024-06-11 14:02 UTC.")
    deb = "debian-12.5.0-amd64-netinst.iso"
    arch = "archlinux-2024.06.01-x86_64.iso"
    turns = []
    turns.append(p.run("ls -la", f"""\
total 421912
drwxr-xr-x  2 lee lee      4096 Jun 10 22:47 .
drwx------ 11 lee lee      4096 Jun 11 13:58 ..
-rw-r--r--  1 lee lee 432013312 Jun 10 22:47 {arch}
-rw-r--r--  1 lee lee     10432 Jun 10 22:47 {arch}.aria2
-rw-r--r--  1 lee lee      2218 Jun  2 09:15 notes.md"""))
    turns.append(p.run(f"aria2c -x8 -s8 https://cdimage.debian.org/debian-cd/12.5.0/amd64/iso-cd/{deb}", f"""\

06/11 14:02:13 [NOTICE] Downloading 1 item(s)
[#4e1a3c 109MiB/629MiB(17%) CN:8 DL:38MiB ETA:13s]
[#4e1a3c 298MiB/629MiB(47%) CN:8 DL:44MiB ETA:7s]
[#4e1a3c 506MiB/629MiB(80%) CN:8 DL:46MiB ETA:2s]

06/11 14:02:29 [NOTICE] Download complete: /home/lee/downloads/{deb}

Download Results:
gid   |stat|avg speed  |path/URI
======+====+===========+=======================================================
4e1a3c|OK  |    40MiB/s|/home/lee/downloads/{deb}

Status Legend:
(OK):download completed.""", duration=20))
    turns.append(p.run("ls -l", f"""\
total 1066000
-rw-r--r-- 1 lee lee 432013312 Jun 10 22:47 {arch}
-rw-r--r-- 1 lee lee     10432 Jun 10 22:47 {arch}.aria2
-rw-r--r-- 1 lee lee 659554304 Jun 11 14:02 {deb}
-rw-r--r-- 1 lee lee      2218 Jun  2 09:15 notes.md"""))
    turns.append(p.run("curl -sO https://cdimage.debian.org/debian-cd/12.5.0/amd64/iso-cd/SHA256SUMS && sha256sum -c --ignore-missing SHA256SUMS", f"""\
{deb}: OK"""))
    turns.append(p.run(f"aria2c -c -x4 https://geo.mirror.pkgbuild.com/iso/2024.06.01/{arch}", f"""\

06/11 14:03:40 [NOTICE] Downloading 1 item(s)
[#9b2f71 412MiB/1.1GiB(36%) CN:4 DL:0B]
[#9b2f71 598MiB/1.1GiB(52%) CN:4 DL:31MiB ETA:17s]
[#9b2f71 871MiB/1.1GiB(77%) CN:4 DL:34MiB ETA:7s]
[#9b2f71 1.0GiB/1.1GiB(95%) CN:4 DL:33MiB ETA:1s]

06/11 14:04:02 [NOTICE] Download complete: /home/lee/downloads/{arch}

Download Results:
gid   |stat|avg speed  |path/URI
======+====+===========+=======================================================
9b2f71|OK  |    31MiB/s|/home/lee/downloads/{arch}

Status Legend:
(OK):download completed.""", duration=25))
    turns.append(p.run("ls -lh", f"""\
total 1.8G
-rw-r--r-- 1 lee lee 1.2G Jun 11 14:04 {arch}
-rw-r--r-- 1 lee lee 629M Jun 11 14:02 {deb}
-rw-r--r-- 1 lee lee 2.2K Jun  2 09:15 notes.md"""))
    turns.append(p.run(f"stat -c '%n %s' {arch} && b2sum {arch} | cut -c1-32", f"""\
{arch} 1186281472
e3b6a0f7d41c92d58a60be17f4c0932d"""))
    turns.append(p.run("df -h . && du -sh .", """\
Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        79G   31G   45G  41% /
1.8G	."""))
    return dict(tid="h29-terminal-14", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 15 duckdb (bad)
PAY_COLS = ["payment_type", "n"]
PAY_TYPES = ["varchar", "int64"]


def t15() -> dict[str, Any]:
    p = Pane("analyst", "nb-07", "/home/analyst/work")
    state = ("Workstation nb-07 (Ubuntu 22.04), user analyst in ~/work. DuckDB CLI v0.10.3. trips.duckdb holds a "
             "read-only snapshot of 2023 taxi trips (tables trips and zones); nothing else writes to it.")
    db = "duckdb -readonly trips.duckdb -c"
    turns = []
    turns.append(p.run(f'{db} "SHOW TABLES;"', duckbox(["name"], ["varchar"], [["trips"], ["zones"]])))
    turns.append(p.run(f'{db} "SELECT count(*) FROM trips;"', duckbox(["count_star()"], ["int64"], [[1284113]])))
    turns.append(p.run(f'{db} "DESCRIBE trips;"', duckbox(
        ["column_name", "column_type", "null", "key", "default", "extra"],
        ["varchar", "varchar", "varchar", "varchar", "varchar", "varchar"],
        [["trip_id", "BIGINT", "NO", "PRI", "NULL", "NULL"],
         ["pickup_ts", "TIMESTAMP", "YES", "NULL", "NULL", "NULL"],
         ["dropoff_ts", "TIMESTAMP", "YES", "NULL", "NULL", "NULL"],
         ["pu_zone", "INTEGER", "YES", "NULL", "NULL", "NULL"],
         ["do_zone", "INTEGER", "YES", "NULL", "NULL", "NULL"],
         ["distance_mi", "DOUBLE", "YES", "NULL", "NULL", "NULL"],
         ["fare", "DECIMAL(10,2)", "YES", "NULL", "NULL", "NULL"],
         ["tip", "DECIMAL(10,2)", "YES", "NULL", "NULL", "NULL"],
         ["payment_type", "VARCHAR", "YES", "NULL", "NULL", "NULL"]])))
    turns.append(p.run(f'{db} "SELECT payment_type, count(*) AS n FROM trips GROUP BY 1 ORDER BY n DESC;"',
                       duckbox(PAY_COLS, PAY_TYPES, [["card", 941207], ["cash", 318455], ["no_charge", 14902],
                                                     ["dispute", 6311], ["unknown", 3238]])))
    turns.append(p.run(f'{db} "SELECT min(pickup_ts), max(pickup_ts), round(avg(distance_mi), 2) AS avg_mi FROM trips;"',
                       duckbox(["min(pickup_ts)", "max(pickup_ts)", "avg_mi"], ["timestamp", "timestamp", "double"],
                               [["2023-01-01 00:00:41", "2023-12-31 23:58:12", "3.41"]])))
    turns.append(p.run(f'{db} "SELECT payment_type, count(*) AS n, round(avg(fare), 2) AS avg_fare, round(sum(tip), 2) AS tips FROM trips GROUP BY 1 ORDER BY n DESC;"',
                       duckbox(["payment_type", "n", "avg_fare", "tips"], ["varchar", "int64", "double", "decimal(18,2)"],
                               [["card", 941207, "19.84", "3117402.66"], ["cash", 318545, "17.12", "0.00"],
                                ["no_charge", 14902, "11.37", "0.00"], ["dispute", 6311, "22.05", "418.30"],
                                ["unknown", 3238, "18.66", "2291.15"]])))
    turns.append(p.run(f"{db} \"COPY (SELECT * FROM trips WHERE payment_type = 'card') TO 'card_trips.parquet' (FORMAT parquet, COMPRESSION zstd);\"", duration=4))
    turns.append(p.run("duckdb -c \"SELECT count(*) AS n, round(sum(tip), 2) AS tips FROM 'card_trips.parquet';\"",
                       duckbox(["n", "tips"], ["int64", "decimal(18,2)"], [[941207, "3117402.66"]])))
    turns.append(p.run("ls -lh card_trips.parquet trips.duckdb", """\
-rw-r--r-- 1 analyst analyst  38M Jun 12 11:07 card_trips.parquet
-r--r--r-- 1 analyst analyst 112M Mar  4 16:20 trips.duckdb"""))
    return dict(tid="h29-terminal-15", turns=turns, state=state, bad=True, turn=6,
                kind="group count in a read-only table differs from an identical earlier aggregation and no longer sums to the total")


# ---------------------------------------------------------------------------------------------- 16 nmcli (clean)
def t16() -> dict[str, Any]:
    p = Pane("pat", "x1", "/home/pat", style="rhel")
    state = ("Laptop x1 (Fedora 40), user pat in ~. NetworkManager 1.46.0, "
             "systemd-resolved. Wi-Fi wlp0s20f3 is connected to HomeNet-5G via DHCP (DNS from the router). "
             "Wireless signal levels fluctuate. Current time about Wed 2024-06-12 10:20 CEST.")
    turns = []
    turns.append(p.run("nmcli device status", fixed([
        ["DEVICE", "TYPE", "STATE", "CONNECTION"],
        ["wlp0s20f3", "wifi", "connected", "HomeNet-5G"],
        ["lo", "loopback", "connected (externally)", "lo"],
        ["p2p-dev-wlp0s20f3", "wifi-p2p", "disconnected", "--"],
        ["enp0s31f6", "ethernet", "unavailable", "--"]], gap=2)))
    turns.append(p.run("nmcli dev wifi list", fixed([
        ["IN-USE", "BSSID", "SSID", "MODE", "CHAN", "RATE", "SIGNAL", "BARS", "SECURITY"],
        ["*", "A4:2B:B0:7C:11:E2", "HomeNet-5G", "Infra", "36", "540 Mbit/s", "82", "▂▄▆█", "WPA2"],
        ["", "A4:2B:B0:7C:11:E1", "HomeNet", "Infra", "6", "130 Mbit/s", "74", "▂▄▆_", "WPA2"],
        ["", "3C:84:6A:F0:29:5D", "Vodafone-F029", "Infra", "11", "195 Mbit/s", "47", "▂▄__", "WPA2 WPA3"],
        ["", "E8:48:B8:12:9A:C0", "FRITZ!Box 7590 LX", "Infra", "1", "260 Mbit/s", "44", "▂▄__", "WPA2"],
        ["", "72:3A:0E:55:B1:07", "DIRECT-07-HP M283 LaserJet", "Infra", "6", "65 Mbit/s", "29", "▂___", "WPA2"]], gap=2)))
    turns.append(p.run("nmcli connection show", fixed([
        ["NAME", "UUID", "TYPE", "DEVICE"],
        ["HomeNet-5G", "6f1c2b9e-3d47-4a8e-9b10-5e7c2a4d8f31", "wifi", "wlp0s20f3"],
        ["lo", "0b5d7e21-9c84-4f3a-a6e0-2d19c7b45e68", "loopback", "lo"],
        ["HomeNet", "c2a80f4d-71e6-4b95-8d3c-f40e6a1b27d9", "wifi", "--"],
        ["office-vpn", "91e4d3b7-58a2-4c06-b1f9-7a2e0c6d3f85", "wireguard", "--"],
        ["Wired connection 1", "4d8b2f60-1e9a-3c57-a0d4-b6e1f8c97a23", "ethernet", "--"]], gap=2)))
    turns.append(p.run("nmcli -g IP4.ADDRESS,IP4.GATEWAY,IP4.DNS device show wlp0s20f3", """\
192.168.178.42/24
192.168.178.1
192.168.178.1"""))
    turns.append(p.run('nmcli connection modify HomeNet-5G ipv4.dns "9.9.9.9 149.112.112.112" ipv4.ignore-auto-dns yes'))
    turns.append(p.run("nmcli connection up HomeNet-5G",
                       "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)", duration=5))
    turns.append(p.run("nmcli -g IP4.ADDRESS,IP4.GATEWAY,IP4.DNS device show wlp0s20f3", """\
192.168.178.42/24
192.168.178.1
9.9.9.9 | 149.112.112.112"""))
    turns.append(p.run("nmcli dev wifi list --rescan yes", fixed([
        ["IN-USE", "BSSID", "SSID", "MODE", "CHAN", "RATE", "SIGNAL", "BARS", "SECURITY"],
        ["*", "A4:2B:B0:7C:11:E2", "HomeNet-5G", "Infra", "36", "540 Mbit/s", "79", "▂▄▆_", "WPA2"],
        ["", "A4:2B:B0:7C:11:E1", "HomeNet", "Infra", "6", "130 Mbit/s", "76", "▂▄▆_", "WPA2"],
        ["", "E8:48:B8:12:9A:C0", "FRITZ!Box 7590 LX", "Infra", "1", "260 Mbit/s", "45", "▂▄__", "WPA2"],
        ["", "3C:84:6A:F0:29:5D", "Vodafone-F029", "Infra", "11", "195 Mbit/s", "41", "▂▄__", "WPA2 WPA3"],
        ["", "5E:1F:77:A0:C3:98", "iPhone von Tom", "Infra", "6", "270 Mbit/s", "37", "▂▄__", "WPA2"],
        ["", "72:3A:0E:55:B1:07", "DIRECT-07-HP M283 LaserJet", "Infra", "6", "65 Mbit/s", "27", "▂___", "WPA2"]], gap=2), duration=4))
    turns.append(p.run("nmcli -f NAME,UUID,DEVICE,ACTIVE,TIMESTAMP-REAL connection show --active", fixed([
        ["NAME", "UUID", "DEVICE", "ACTIVE", "TIMESTAMP-REAL"],
        ["HomeNet-5G", "6f1c2b9e-3d47-4a8e-9b10-5e7c2a4d8f31", "wlp0s20f3", "yes", "Wed 12 Jun 2024 10:22:41 AM CEST"],
        ["lo", "0b5d7e21-9c84-4f3a-a6e0-2d19c7b45e68", "lo", "yes", "Wed 12 Jun 2024 10:22:41 AM CEST"]], gap=2)))
    turns.append(p.run("resolvectl dns wlp0s20f3 && resolvectl query -t A corvid.io | head -n 1", """\
Link 3 (wlp0s20f3): 9.9.9.9 149.112.112.112
corvid.io: 185.199.110.153                     -- link: wlp0s20f3"""))
    return dict(tid="h29-terminal-16", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 17 disk cleanup (bad)
def t17() -> dict[str, Any]:
    p = Pane("root", "logs-01", "/root")
    state = ("Host logs-01 (Debian 12), root shell in /root. The root filesystem is nearly full; /var/log/app holds "
             "the API and worker logs (logrotate daily, nothing keeps the old debug log open). systemd-journald "
             "uses persistent storage. Current time about 2024-06-12 09:15 UTC.")
    app_before = """\
total 9.6G
-rw-r----- 1 app adm 6.1G May 31 23:59 api-debug-2024-05.log
-rw-r----- 1 app adm 1.3G Jun 12 09:14 api.log
-rw-r----- 1 app adm 1.1G Jun 11 00:00 api.log.1
-rw-r----- 1 app adm  96M Jun 10 00:00 api.log.2.gz
-rw-r----- 1 app adm  91M Jun  9 00:00 api.log.3.gz
-rw-r----- 1 app adm  88M Jun  8 00:00 api.log.4.gz
-rw-r----- 1 app adm 412M Jun 12 09:14 worker.log
-rw-r----- 1 app adm 377M Jun 11 00:00 worker.log.1
-rw-r----- 1 app adm  29M Jun 10 00:00 worker.log.2.gz"""
    cron0 = """\
# m h  dom mon dow   command
MAILTO=ops@corvid.io
15 2 * * * /usr/local/bin/pg_dump_nightly.sh >> /var/log/pg_dump_nightly.log 2>&1
*/10 * * * * /usr/local/bin/check_disk.sh 90"""
    turns = []
    turns.append(p.run("df -h", """\
Filesystem      Size  Used Avail Use% Mounted on
udev            3.9G     0  3.9G   0% /dev
tmpfs           795M  1.1M  794M   1% /run
/dev/sda1        49G   45G  2.1G  96% /
tmpfs           3.9G     0  3.9G   0% /dev/shm
tmpfs           5.0M     0  5.0M   0% /run/lock
/dev/sda15      124M   12M  113M  10% /boot/efi
tmpfs           795M     0  795M   0% /run/user/0"""))
    turns.append(p.run("du -sh /var/log/* 2>/dev/null | sort -h | tail -n 6", """\
21M	/var/log/pg_dump_nightly.log
48M	/var/log/syslog.1
112M	/var/log/nginx
171M	/var/log/syslog
2.3G	/var/log/journal
9.6G	/var/log/app""", duration=3))
    turns.append(p.run("ls -lh /var/log/app/", app_before))
    turns.append(p.run("rm -v /var/log/app/api-debug-2024-05.log", "removed '/var/log/app/api-debug-2024-05.log'"))
    turns.append(p.run("journalctl --disk-usage && journalctl --vacuum-size=500M", """\
Archived and active journals take up 2.3G in the file system.
Deleted archived journal /var/log/journal/8c1e4f27b90d4a6e91f3c05d7b2a6e18/system@6b0e21f4a8c94d3e8f5a17c20d9e4b61-0000000000a41c02-00061812e7b3c4d1.journal (128.0M).
Deleted archived journal /var/log/journal/8c1e4f27b90d4a6e91f3c05d7b2a6e18/system@6b0e21f4a8c94d3e8f5a17c20d9e4b61-0000000000a5f3e9-000618239c0d7e52.journal (128.0M).
Deleted archived journal /var/log/journal/8c1e4f27b90d4a6e91f3c05d7b2a6e18/user-1000@f1c8a0e27d5b4936a0e4c7d21b9f5e03-0000000000a60211-0006182411f2e0a7.journal (8.0M).
[... 11 similar lines ...]
Deleted archived journal /var/log/journal/8c1e4f27b90d4a6e91f3c05d7b2a6e18/system@6b0e21f4a8c94d3e8f5a17c20d9e4b61-0000000000b2d7a0-00061a6f5e12c8b3.journal (128.0M).
Vacuuming done, freed 1.8G of archived journals from /var/log/journal/8c1e4f27b90d4a6e91f3c05d7b2a6e18.
Vacuuming done, freed 0B of archived journals from /var/log/journal.
Vacuuming done, freed 0B of archived journals from /run/log/journal.""", duration=3))
    turns.append(p.run("df -h /", """\
Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        49G   38G   10G  79% /"""))
    turns.append(p.run("crontab -l", cron0))
    turns.append(p.run("""(crontab -l; echo '30 3 * * * find /var/log/app -name "*.gz" -mtime +14 -delete') | crontab -"""))
    turns.append(p.run("crontab -l", cron0 + '\n30 3 * * * find /var/log/app -name "*.gz" -mtime +14 -delete'))
    turns.append(p.run("ls -lh /var/log/app/", """\
total 9.6G
-rw-r----- 1 app adm 6.1G May 31 23:59 api-debug-2024-05.log
-rw-r----- 1 app adm 1.3G Jun 12 09:18 api.log
-rw-r----- 1 app adm 1.1G Jun 11 00:00 api.log.1
-rw-r----- 1 app adm  96M Jun 10 00:00 api.log.2.gz
-rw-r----- 1 app adm  91M Jun  9 00:00 api.log.3.gz
-rw-r----- 1 app adm  88M Jun  8 00:00 api.log.4.gz
-rw-r----- 1 app adm 415M Jun 12 09:18 worker.log
-rw-r----- 1 app adm 377M Jun 11 00:00 worker.log.1
-rw-r----- 1 app adm  29M Jun 10 00:00 worker.log.2.gz"""))
    turns.append(p.run("du -sh /var/log/app /var/log/journal && df -h /", """\
3.5G	/var/log/app
497M	/var/log/journal
Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        49G   38G   10G  79% /"""))
    return dict(tid="h29-terminal-17", turns=turns, state=state, bad=True, turn=10,
                kind="a log file removed with rm reappears at full size in a later directory listing")


# ---------------------------------------------------------------------------------------------- 18 pgbackrest (bad)
PGB_OPTS = ("--exec-id={eid} --log-level-console=info --pg1-path=/var/lib/postgresql/16/main --repo1-cipher-type=aes-256-cbc "
            "--repo1-path=/pgbackrest --repo1-retention-full=2 --repo1-s3-bucket=corvid-pgbackrest "
            "--repo1-s3-endpoint=s3.eu-west-1.amazonaws.com --repo1-s3-region=eu-west-1 --repo1-type=s3 --stanza=main")
FULL = """\
        full backup: 20240609-010002F
            timestamp start/stop: 2024-06-09 01:00:02+00 / 2024-06-09 01:14:37+00
            wal start/stop: 000000010000003A000000B2 / 000000010000003A000000B4
            database size: 38.2GB, database backup size: 38.2GB
            repo1: backup size: 9.7GB

        diff backup: 20240609-010002F_20240610-010003D
            timestamp start/stop: 2024-06-10 01:00:03+00 / 2024-06-10 01:03:51+00
            wal start/stop: 000000010000003A000000C9 / 000000010000003A000000C9
            database size: 38.4GB, database backup size: 1.9GB
            repo1: backup size: 512.3MB
            backup reference total: 1 full"""
INCR = """\
        incr backup: 20240609-010002F_20240611-093412I
            timestamp start/stop: 2024-06-11 09:34:12+00 / 2024-06-11 09:35:00+00
            wal start/stop: 000000010000003A000000E1 / 000000010000003A000000E1
            database size: 38.5GB, database backup size: 412.6MB
            repo1: backup size: 98.4MB
            backup reference total: 1 full, 1 diff"""


def pgb_info(wal_max: str, extra: str = "") -> str:
    head = f"""\
stanza: main
    status: ok
    cipher: aes-256-cbc

    db (current)
        wal archive min/max (16): 000000010000003A000000B2/{wal_max}

"""
    return head + FULL + ("\n\n" + extra if extra else "")


def t18() -> dict[str, Any]:
    p = Pane("postgres", "pg-main", "/var/lib/postgresql")
    state = ("Host pg-main (Debian 12), user postgres in its home /var/lib/postgresql. PostgreSQL 16.3 cluster "
             "16/main, pgBackRest 2.51 with stanza main on an encrypted S3 repository (repo1). Nightly full/diff "
             "backups run at 01:00 UTC from cron; nothing else runs a backup during this session. Current time about "
             "2024-06-11 09:33 UTC.")
    turns = []
    turns.append(p.run("pgbackrest --stanza=main info", pgb_info("000000010000003A000000DF")))
    turns.append(p.run("pgbackrest --stanza=main --log-level-console=info check", f"""\
2024-06-11 09:33:41.118 P00   INFO: check command begin 2.51: {PGB_OPTS.format(eid='48211-4c1e9a0b')}
2024-06-11 09:33:42.904 P00   INFO: check repo1 configuration (primary)
2024-06-11 09:33:43.517 P00   INFO: check repo1 archive for WAL (primary)
2024-06-11 09:33:44.762 P00   INFO: WAL segment 000000010000003A000000E0 successfully archived to '/pgbackrest/archive/main/16-1/000000010000003A/000000010000003A000000E0-5b1c0e7d2a94f83e6c1d0b7a9e2f4c3d5a8b6e01.gz' on repo1
2024-06-11 09:33:44.763 P00   INFO: check command end: completed successfully (3647ms)""", duration=5))
    turns.append(p.run("pgbackrest --stanza=main --log-level-console=info --type=incr backup", f"""\
2024-06-11 09:34:12.204 P00   INFO: backup command begin 2.51: {PGB_OPTS.format(eid='48266-a07f3d52')} --type=incr
2024-06-11 09:34:13.611 P00   INFO: last backup label = 20240609-010002F_20240610-010003D, version = 2.51
2024-06-11 09:34:13.612 P00   INFO: execute non-exclusive backup start: backup begins after the next regular checkpoint completes
2024-06-11 09:34:14.028 P00   INFO: backup start archive = 000000010000003A000000E1, lsn = 3A/E1000028
2024-06-11 09:34:14.029 P00   INFO: check archive for prior segment 000000010000003A000000E0
2024-06-11 09:34:58.772 P00   INFO: execute non-exclusive backup stop and wait for all WAL segments to archive
2024-06-11 09:34:59.105 P00   INFO: backup stop archive = 000000010000003A000000E1, lsn = 3A/E1A3F1B8
2024-06-11 09:34:59.211 P00   INFO: check archive for segment(s) 000000010000003A000000E1:000000010000003A000000E1
2024-06-11 09:35:00.417 P00   INFO: new backup label = 20240609-010002F_20240611-093412I
2024-06-11 09:35:00.893 P00   INFO: incr backup size = 412.6MB, file total = 1877
2024-06-11 09:35:00.894 P00   INFO: backup command end: completed successfully (48690ms)""", duration=50))
    turns.append(p.run("pgbackrest --stanza=main info", pgb_info("000000010000003A000000E1", INCR)))
    turns.append(p.run('psql -c "select pg_switch_wal();"', """\
 pg_switch_wal 
---------------
 3A/E2B410F0
(1 row)
"""))
    turns.append(p.run('psql -x -c "select archived_count, last_archived_wal, last_archived_time, failed_count from pg_stat_archiver;"', """\
-[ RECORD 1 ]------+------------------------------
archived_count     | 14872
last_archived_wal  | 000000010000003A000000E2
last_archived_time | 2024-06-11 09:37:41.502118+00
failed_count       | 0
"""))
    turns.append(p.run("pgbackrest --stanza=main --log-level-console=info --type=diff backup", f"""\
2024-06-11 09:41:05.330 P00   INFO: backup command begin 2.51: {PGB_OPTS.format(eid='48391-e2c85b17')} --type=diff
2024-06-11 09:41:06.702 P00   INFO: last backup label = 20240609-010002F_20240611-093412I, version = 2.51
2024-06-11 09:41:06.703 P00   INFO: execute non-exclusive backup start: backup begins after the next regular checkpoint completes
2024-06-11 09:41:07.214 P00   INFO: backup start archive = 000000010000003A000000E3, lsn = 3A/E3000028
2024-06-11 09:41:07.215 P00   INFO: check archive for prior segment 000000010000003A000000E2
2024-06-11 09:42:18.530 P00   INFO: execute non-exclusive backup stop and wait for all WAL segments to archive
2024-06-11 09:42:18.902 P00   INFO: backup stop archive = 000000010000003A000000E3, lsn = 3A/E36C2D10
2024-06-11 09:42:19.007 P00   INFO: check archive for segment(s) 000000010000003A000000E3:000000010000003A000000E3
2024-06-11 09:42:19.845 P00   INFO: new backup label = 20240609-010002F_20240611-094105D
2024-06-11 09:42:20.311 P00   INFO: diff backup size = 2.3GB, file total = 1877
2024-06-11 09:42:20.312 P00   INFO: backup command end: completed successfully (74982ms)""", duration=80))
    diff2 = """\
        diff backup: 20240609-010002F_20240611-094105D
            timestamp start/stop: 2024-06-11 09:31:05+00 / 2024-06-11 09:32:19+00
            wal start/stop: 000000010000003A000000E3 / 000000010000003A000000E3
            database size: 38.5GB, database backup size: 2.3GB
            repo1: backup size: 588.1MB
            backup reference total: 1 full"""
    turns.append(p.run("pgbackrest --stanza=main info", pgb_info("000000010000003A000000E3", INCR + "\n\n" + diff2)))
    return dict(tid="h29-terminal-18", turns=turns, state=state, bad=True, turn=8,
                kind="newest backup's start/stop timestamps precede the earlier incremental backup and its own logged start")


# ---------------------------------------------------------------------------------------------- 19 podman (clean)
def t19() -> dict[str, Any]:
    p = Pane("dev", "fedora-ws", "/home/dev", style="rhel")
    state = ("Workstation fedora-ws (Fedora 40), user dev in ~. Rootless podman 5.1.1 runs a self-hosted Gitea: "
             "containers gitea-db (postgres 16.3), gitea (gitea 1.21.11) and caddy, all started two days ago. "
             "Current time about 2024-06-12 11:40 CEST.")
    turns = []
    turns.append(p.run("podman ps", """\
CONTAINER ID  IMAGE                                 COMMAND               CREATED     STATUS               PORTS                                         NAMES
b41f7e0c92d3  docker.io/library/postgres:16.3       postgres              2 days ago  Up 2 days (healthy)  5432/tcp                                      gitea-db
e8a35c1d0f74  docker.io/gitea/gitea:1.21.11         /usr/bin/s6-svsca...  2 days ago  Up 2 days            0.0.0.0:3000->3000/tcp, 0.0.0.0:2222->22/tcp  gitea
5c0d92e6a1b8  docker.io/library/caddy:2.8.4-alpine  caddy run --confi...  2 days ago  Up 2 days            0.0.0.0:8443->443/tcp                         caddy"""))
    turns.append(p.run("podman inspect -f '{{.State.Pid}} {{.State.StartedAt}} restarts={{.RestartCount}}' gitea",
                       "48213 2024-06-10 08:12:04.118230571 +0200 CEST restarts=0"))
    turns.append(p.run("podman restart gitea", "gitea", duration=4))
    turns.append(p.run("podman inspect -f '{{.State.Pid}} {{.State.StartedAt}} restarts={{.RestartCount}}' gitea",
                       "91377 2024-06-12 11:40:22.603914207 +0200 CEST restarts=0"))
    turns.append(p.run("podman ps --format '{{.ID}}  {{.Names}}  {{.Status}}'", """\
b41f7e0c92d3  gitea-db  Up 2 days (healthy)
e8a35c1d0f74  gitea  Up 9 seconds
5c0d92e6a1b8  caddy  Up 2 days"""))
    turns.append(p.run("podman stats --no-stream --format 'table {{.ID}} {{.Name}} {{.CPUPerc}} {{.MemUsage}}'", """\
ID            NAME        CPU %       MEM USAGE / LIMIT
b41f7e0c92d3  gitea-db    0.21%       61.4MB / 33.28GB
e8a35c1d0f74  gitea       14.87%      142.9MB / 33.28GB
5c0d92e6a1b8  caddy       0.03%       18.2MB / 33.28GB""", duration=3))
    turns.append(p.run("podman pull docker.io/gitea/gitea:1.22.0", """\
Trying to pull docker.io/gitea/gitea:1.22.0...
Getting image source signatures
Copying blob 4abcf2066143 skipped: already exists
Copying blob 7e2f0c1a9b35 done   |
Copying blob d18a4c6f2e07 done   |
Copying blob 0b9e3f71c5a2 done   |
Copying blob 5f6d2a8e1c94 done   |
Copying config 3a7c9e1f04 done   |
Writing manifest to image destination
3a7c9e1f04b2d58e6a1c0f9b7d3e2a4c8b6f1e0d9a7c5b3e2f1d0c9b8a7e6f5d""", duration=20))
    turns.append(p.run("podman images", """\
REPOSITORY                  TAG           IMAGE ID      CREATED       SIZE
docker.io/gitea/gitea       1.22.0        3a7c9e1f04b2  2 weeks ago   176 MB
docker.io/library/caddy     2.8.4-alpine  9f2d4b6c81e0  3 weeks ago   49.9 MB
docker.io/library/postgres  16.3          f5a0b7e3c9d1  4 weeks ago   438 MB
docker.io/gitea/gitea       1.21.11       c61e08a4d2f9  2 months ago  171 MB"""))
    turns.append(p.run("podman images --sort repository --format '{{.Repository}}:{{.Tag}} {{.ID}} {{.Size}}'", """\
docker.io/gitea/gitea:1.21.11 c61e08a4d2f9 171 MB
docker.io/gitea/gitea:1.22.0 3a7c9e1f04b2 176 MB
docker.io/library/caddy:2.8.4-alpine 9f2d4b6c81e0 49.9 MB
docker.io/library/postgres:16.3 f5a0b7e3c9d1 438 MB"""))
    turns.append(p.run("podman ps -a --sort names --format 'table {{.ID}} {{.Names}} {{.Image}} {{.Status}}'", """\
CONTAINER ID  NAMES       IMAGE                                 STATUS
5c0d92e6a1b8  caddy       docker.io/library/caddy:2.8.4-alpine  Up 2 days
e8a35c1d0f74  gitea       docker.io/gitea/gitea:1.21.11         Up About a minute
b41f7e0c92d3  gitea-db    docker.io/library/postgres:16.3       Up 2 days (healthy)"""))
    return dict(tid="h29-terminal-19", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 20 supervisorctl (bad)
def t20() -> dict[str, Any]:
    p = Pane("deploy", "queue-2", "/home/deploy")
    state = ("Host queue-2 (Ubuntu 22.04), user deploy (passwordless sudo) in ~. supervisor 4.2.1 manages celery-beat, "
             "a celery-worker group of two processes, flower, and legacy-importer (autostart=false, stopped). "
             "Programs use autorestart=true, which does not restart a program stopped through supervisorctl. "
             "Current time about 2024-06-12 14:46 UTC.")
    turns = []
    turns.append(p.run("sudo supervisorctl status", """\
celery-beat                      RUNNING   pid 1422, uptime 6 days, 3:11:08
celery-worker:celery-worker_00   RUNNING   pid 1423, uptime 6 days, 3:11:08
celery-worker:celery-worker_01   RUNNING   pid 1424, uptime 6 days, 3:11:08
flower                           RUNNING   pid 1430, uptime 6 days, 3:11:07
legacy-importer                  STOPPED   Jun 05 09:14 AM"""))
    turns.append(p.run("sudo supervisorctl stop flower", "flower: stopped", duration=2))
    turns.append(p.run("sudo supervisorctl tail -1600 celery-beat", """\
[2024-06-12 14:40:00,001: INFO/MainProcess] Scheduler: Sending due task sync-inventory (shop.tasks.sync_inventory)
[2024-06-12 14:42:00,000: INFO/MainProcess] Scheduler: Sending due task heartbeat (ops.tasks.heartbeat)
[2024-06-12 14:43:00,001: INFO/MainProcess] Scheduler: Sending due task sync-inventory (shop.tasks.sync_inventory)
[2024-06-12 14:45:00,002: INFO/MainProcess] Scheduler: Sending due task purge-sessions (accounts.tasks.purge_expired_sessions)
[2024-06-12 14:46:00,000: INFO/MainProcess] Scheduler: Sending due task sync-inventory (shop.tasks.sync_inventory)
[2024-06-12 14:46:00,001: INFO/MainProcess] Scheduler: Sending due task heartbeat (ops.tasks.heartbeat)"""))
    turns.append(p.run("sudo supervisorctl restart 'celery-worker:*'", """\
celery-worker:celery-worker_00: stopped
celery-worker:celery-worker_01: stopped
celery-worker:celery-worker_00: started
celery-worker:celery-worker_01: started""", duration=15))
    turns.append(p.run("sudo supervisorctl status", """\
celery-beat                      RUNNING   pid 1422, uptime 6 days, 3:12:38
celery-worker:celery-worker_00   RUNNING   pid 30518, uptime 0:00:06
celery-worker:celery-worker_01   RUNNING   pid 30519, uptime 0:00:06
flower                           RUNNING   pid 1430, uptime 6 days, 3:12:37
legacy-importer                  STOPPED   Jun 05 09:14 AM"""))
    turns.append(p.run("sudo supervisorctl avail", """\
celery-beat                      in use    auto      999:999
celery-worker:celery-worker_00   in use    auto      999:999
celery-worker:celery-worker_01   in use    auto      999:999
flower                           in use    auto      999:999
legacy-importer                  in use    manual    999:999"""))
    turns.append(p.run("sudo supervisorctl pid celery-worker:celery-worker_00 && sudo supervisorctl pid celery-beat", """\
30518
1422"""))
    turns.append(p.run("sudo supervisorctl tail celery-worker:celery-worker_01 | tail -n 4", """\
[2024-06-12 14:47:25,114: INFO/MainProcess] Connected to redis://10.20.0.15:6379/0
[2024-06-12 14:47:25,139: INFO/MainProcess] mingle: searching for neighbors
[2024-06-12 14:47:26,171: INFO/MainProcess] mingle: sync with 1 nodes
[2024-06-12 14:47:26,203: INFO/MainProcess] celery@queue-2-w01 ready."""))
    return dict(tid="h29-terminal-20", turns=turns, state=state, bad=True, turn=5,
                kind="program stopped with supervisorctl shows as RUNNING again with its old pid and no start")


# ---------------------------------------------------------------------------------------------- 21 helm (clean)
def helm_list(gf_rev: str, gf_time: str, gf_chart: str, gf_app: str) -> str:
    return "\n".join([
        "NAME                 \tNAMESPACE \tREVISION\tUPDATED                                \tSTATUS  \tCHART                       \tAPP VERSION",
        f"grafana              \tmonitoring\t{gf_rev:<8}\t{gf_time:<39}\tdeployed\t{gf_chart:<28}\t{gf_app}",
        "kube-prometheus-stack\tmonitoring\t12      \t2024-06-03 09:12:55.90311 +0000 UTC    \tdeployed\tkube-prometheus-stack-58.7.2\tv0.74.0",
        "loki                 \tmonitoring\t3       \t2024-04-22 11:05:30.441209 +0000 UTC   \tdeployed\tloki-6.5.2                  \t3.0.0"])


GF_VALUES = """\
USER-SUPPLIED VALUES:
admin:
  existingSecret: grafana-admin
grafana.ini:
  database:
    host: pg-main.corvid.internal:5432
    name: grafana
    type: postgres
    user: grafana
ingress:
  enabled: true
  hosts:
  - grafana.corvid.internal
  ingressClassName: nginx
persistence:
  enabled: false
replicas: {n}"""


def t21() -> dict[str, Any]:
    p = Pane("sre", "bastion-2", "/home/sre/charts")
    state = ("Bastion bastion-2 (Ubuntu 22.04), user sre in ~/charts. helm v3.15.1 and kubectl v1.30.1 against "
             "cluster ops-eu (namespace monitoring). The grafana repo is added and up to date. Grafana stores its "
             "state in an external Postgres, so it can run several replicas. Current time about 2024-06-12 10:14 UTC.")
    hist_head = "REVISION\tUPDATED                 \tSTATUS    \tCHART         \tAPP VERSION\tDESCRIPTION     "
    turns = []
    turns.append(p.run("helm list -n monitoring", helm_list("7", "2024-05-29 16:41:07.118402 +0000 UTC", "grafana-7.3.9", "10.4.1")))
    turns.append(p.run("helm get values grafana -n monitoring", GF_VALUES.format(n=1)))
    turns.append(p.run("helm upgrade grafana grafana/grafana -n monitoring --version 7.3.11 --reuse-values --set replicas=2", """\
Release "grafana" has been upgraded. Happy Helming!
NAME: grafana
LAST DEPLOYED: Wed Jun 12 10:14:22 2024
NAMESPACE: monitoring
STATUS: deployed
REVISION: 8
NOTES:
1. Get your 'admin' user password by running:

   kubectl get secret --namespace monitoring grafana-admin -o jsonpath="{.data.admin-password}" | base64 --decode ; echo


2. The Grafana server can be accessed via port 80 on the following DNS name from within your cluster:

   grafana.monitoring.svc.cluster.local

   If you bind grafana to 80, please update values in values.yaml and reinstall:
   ```
   securityContext:
     runAsUser: 0
     runAsGroup: 0
     fsGroup: 0

   command:
   - "setcap"
   - "'cap_net_bind_service=+ep'"
   - "/usr/sbin/grafana-server &&"
   - "sh /run.sh"
   ```
   Details refer to https://grafana.com/docs/installation/configuration/#http-port.
   Or grafana would always crash.

   From outside the cluster, the server URL(s) are:
     http://grafana.corvid.internal

3. Login with the password from step 1 and the username: admin
#################################################################################
######   WARNING: Persistence is disabled!!! You will lose your data when   #####
######            the Grafana pod is terminated.                            #####
#################################################################################""", duration=8))
    turns.append(p.run("helm history grafana -n monitoring --max 4", "\n".join([
        hist_head,
        "5       \tTue Apr 30 08:22:41 2024\tsuperseded\tgrafana-7.3.7 \t10.4.0     \tUpgrade complete",
        "6       \tWed May 15 13:10:02 2024\tsuperseded\tgrafana-7.3.9 \t10.4.1     \tUpgrade complete",
        "7       \tWed May 29 16:41:07 2024\tsuperseded\tgrafana-7.3.9 \t10.4.1     \tUpgrade complete",
        "8       \tWed Jun 12 10:14:22 2024\tdeployed  \tgrafana-7.3.11\t10.4.3     \tUpgrade complete"])))
    turns.append(p.run("kubectl get pods -n monitoring -l app.kubernetes.io/name=grafana", fixed([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["grafana-6d8f7c9b54-k2mqx", "3/3", "Running", "0", "52s"],
        ["grafana-6d8f7c9b54-w7plc", "3/3", "Running", "0", "31s"]])))
    turns.append(p.run("helm rollback grafana 7 -n monitoring", "Rollback was a success! Happy Helming!", duration=5))
    turns.append(p.run("helm history grafana -n monitoring --max 4", "\n".join([
        hist_head,
        "6       \tWed May 15 13:10:02 2024\tsuperseded\tgrafana-7.3.9 \t10.4.1     \tUpgrade complete",
        "7       \tWed May 29 16:41:07 2024\tsuperseded\tgrafana-7.3.9 \t10.4.1     \tUpgrade complete",
        "8       \tWed Jun 12 10:14:22 2024\tsuperseded\tgrafana-7.3.11\t10.4.3     \tUpgrade complete",
        "9       \tWed Jun 12 10:19:48 2024\tdeployed  \tgrafana-7.3.9 \t10.4.1     \tRollback to 7   "])))
    turns.append(p.run("helm list -n monitoring", helm_list("9", "2024-06-12 10:19:48.662017 +0000 UTC", "grafana-7.3.9", "10.4.1")))
    turns.append(p.run("helm get values grafana -n monitoring", GF_VALUES.format(n=1)))
    turns.append(p.run("kubectl get pods -n monitoring -l app.kubernetes.io/name=grafana", fixed([
        ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
        ["grafana-5f9b7c6d48-hx4rt", "3/3", "Running", "0", "44s"],
        ["grafana-6d8f7c9b54-k2mqx", "3/3", "Terminating", "0", "6m10s"]])))
    return dict(tid="h29-terminal-21", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- 22 mise + just (clean)
def t22() -> dict[str, Any]:
    p = Pane("sam", "devbox", "/home/sam/proj/atlas")
    state = ("Dev VM devbox (Debian 12), user sam in ~/proj/atlas, a TypeScript map-tiles client. mise 2024.6.2 "
             "is activated in bash; the project pins tools in .mise.toml. just 1.25.2 provides the task recipes "
             "(tests run with vitest). Current time about 2024-06-12 15:00 local.")
    toml = """\
[tools]
node = "{node}"
python = "3.11"
just = "1.25"

[env]
ATLAS_ENV = "dev\""""
    turns = []
    turns.append(p.run("mise ls", """\
Tool    Version  Config Source            Requested
just    1.25.2   ~/proj/atlas/.mise.toml  1.25
node    18.20.2
node    20.12.2  ~/proj/atlas/.mise.toml  20
python  3.11.9   ~/proj/atlas/.mise.toml  3.11"""))
    turns.append(p.run("cat .mise.toml", toml.format(node="20")))
    turns.append(p.run("mise use node@22", """\
mise node@22.3.0 ✓ installed
mise ~/proj/atlas/.mise.toml tools: node@22.3.0""", duration=25))
    turns.append(p.run("node --version && which node && echo $ATLAS_ENV", """\
v22.3.0
/home/sam/.local/share/mise/installs/node/22.3.0/bin/node
dev"""))
    turns.append(p.run("cat .mise.toml", toml.format(node="22")))
    turns.append(p.run("just --list", """\
Available recipes:
    build      # compile TypeScript to dist/
    default
    dev        # start the dev server with hot reload
    lint       # eslint + prettier check
    test *args # run the unit tests"""))
    turns.append(p.run("just test", """\
npx vitest run

 RUN  v1.6.0 /home/sam/proj/atlas

 ✓ src/geo/bbox.test.ts  (12 tests) 9ms
 ✓ src/geo/tiles.test.ts  (18 tests) 41ms
 ✓ src/store/cache.test.ts  (9 tests) 23ms
 ✓ src/api/client.test.ts  (7 tests) 118ms

 Test Files  4 passed (4)
      Tests  46 passed (46)
   Start at  15:02:11
   Duration  2.87s (transform 412ms, setup 0ms, collect 1.21s, tests 191ms, environment 1ms, prepare 618ms)
""", duration=6))
    turns.append(p.run("just test src/geo", """\
npx vitest run src/geo

 RUN  v1.6.0 /home/sam/proj/atlas

 ✓ src/geo/bbox.test.ts  (12 tests) 7ms
 ✓ src/geo/tiles.test.ts  (18 tests) 36ms

 Test Files  2 passed (2)
      Tests  30 passed (30)
   Start at  15:02:40
   Duration  1.04s (transform 167ms, setup 0ms, collect 402ms, tests 43ms, environment 0ms, prepare 231ms)
""", duration=4))
    turns.append(p.run("mise ls", """\
Tool    Version  Config Source            Requested
just    1.25.2   ~/proj/atlas/.mise.toml  1.25
node    18.20.2
node    20.12.2
node    22.3.0   ~/proj/atlas/.mise.toml  22
python  3.11.9   ~/proj/atlas/.mise.toml  3.11"""))
    return dict(tid="h29-terminal-22", turns=turns, state=state, bad=False, turn=None, kind="clean")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in ALL:
        t = make()
        rs.add(task=TASK, tid=t["tid"], system=SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
