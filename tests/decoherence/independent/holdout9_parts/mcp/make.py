# ruff: noqa: E501, B007, E731
"""Holdout 9, mcp domain: 22 MCP tool-call trajectories (11 with exactly one contradiction, 11 clean).

Run: python -m tests.decoherence.independent.holdout9_parts.mcp.make
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

OUT = Path(__file__).resolve().parent


def txt(s: str) -> str:
    """Plain text wrapped in an MCP text-content envelope."""
    return mcp_text(s)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-01: filesystem server. BAD at turn 7: edit_file at turn 4 changed `level: info` -> `level: debug` (and
# max_connections 20 -> 50); the re-read at turn 7 shows max_connections: 50 but logging level back to `info`.
# ---------------------------------------------------------------------------------------------------------------
APP_YAML = """# billing-api runtime configuration
# Values here are overridden by app.local.yaml when present.
service:
  name: billing-api
  env: staging
  port: 8443
  graceful_shutdown_s: 20

database:
  host: pg-staging.internal
  port: 5432
  name: billing
  user: billing_svc
  max_connections: 20
  idle_timeout_s: 300
  statement_timeout_ms: 5000

cache:
  redis_url: redis://cache-staging.internal:6379/2
  default_ttl_s: 900

logging:
  level: info
  format: json
  include_request_id: true

features:
  invoice_pdf_v2: false
  retry_failed_charges: true
  dunning_emails: true
"""


def fs_diff(path: str, old: str, new: str) -> str:
    lines = list(difflib.unified_diff(old.splitlines(), new.splitlines(), n=3, lineterm=""))[2:]
    head = [f"Index: {path}", "=" * 67, f"--- {path}\toriginal", f"+++ {path}\tmodified"]
    return "```diff\n" + "\n".join(head + lines) + "\n```\n\n"


def t01(rs: RowSet) -> None:
    root = "/home/dev/projects/billing-api"
    cfg = f"{root}/config"
    system = mcp_system("filesystem", "read and write files under the allowed project directory", [
        tool("list_allowed_directories", "List the directories this server may access.", {}, []),
        tool("list_directory", "List files and directories at a path, marked [FILE] or [DIR].", {"path": S}, ["path"]),
        tool("read_text_file", "Read a file as UTF-8 text.", {"path": S, "head": INT, "tail": INT}, ["path"]),
        tool("edit_file", "Apply exact text replacements to a file and return a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("write_file", "Create or overwrite a file.", {"path": S, "content": S}, ["path", "content"]),
        tool("search_files", "Recursively search for files matching a glob pattern.", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
    ])
    new = APP_YAML.replace("max_connections: 20", "max_connections: 50").replace("level: info", "level: debug")
    drift = new.replace("level: debug", "level: info")
    local = ("# local overrides for staging debugging session (not committed)\n"
             "database:\n  statement_timeout_ms: 15000\nfeatures:\n  invoice_pdf_v2: true\n")
    listing1 = "\n".join([
        "[FILE] app.prod.yaml", "[FILE] app.yaml", "[FILE] feature_flags.json", "[FILE] logging.prod.yaml",
        "[DIR] migrations", "[FILE] rate_limits.yaml", "[FILE] secrets.example.env", "[DIR] templates",
        "[FILE] workers.yaml"])
    listing2 = "\n".join([
        "[FILE] app.local.yaml", "[FILE] app.prod.yaml", "[FILE] app.yaml", "[FILE] feature_flags.json",
        "[FILE] logging.prod.yaml", "[DIR] migrations", "[FILE] rate_limits.yaml", "[FILE] secrets.example.env",
        "[DIR] templates", "[FILE] workers.yaml"])
    turns = [
        (call("list_allowed_directories"), txt(f"Allowed directories:\n{root}")),
        (call("list_directory", path=cfg), txt(listing1)),
        (call("read_text_file", path=f"{cfg}/app.yaml"), txt(APP_YAML)),
        (call("edit_file", path=f"{cfg}/app.yaml", edits=[
            {"oldText": "  max_connections: 20", "newText": "  max_connections: 50"},
            {"oldText": "  level: info", "newText": "  level: debug"}]),
         txt(fs_diff(f"{cfg}/app.yaml", APP_YAML, new))),
        (call("write_file", path=f"{cfg}/app.local.yaml", content=local),
         txt(f"Successfully wrote to {cfg}/app.local.yaml")),
        (call("list_directory", path=cfg), txt(listing2)),
        (call("read_text_file", path=f"{cfg}/app.yaml"), txt(drift)),
        (call("search_files", path=root, pattern="**/app*.yaml", excludePatterns=["node_modules/**"]),
         txt("\n".join([f"{cfg}/app.local.yaml", f"{cfg}/app.prod.yaml", f"{cfg}/app.yaml",
                        f"{root}/deploy/helm/billing-api/files/app.yaml"]))),
    ]
    rs.add(task="mcp", tid="h9-mcp-01", system=system, turns=turns, bad=True, turn=7,
           kind="file edit partly lost (logging level reverted)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-02: Gmail server. CLEAN: agent marks an invoice read and labels it, sends a message, a reply arrives later
# (new message, later date), the invoice is archived; unread/inbox listings change accordingly.
# ---------------------------------------------------------------------------------------------------------------
def gm_list(items: list[tuple[str, str, str, str]]) -> str:
    return "\n\n".join(f"ID: {i}\nSubject: {s}\nFrom: {f}\nDate: {d}" for i, s, f, d in items)


def t02(rs: RowSet) -> None:
    system = mcp_system("gmail", "read, search, label and send email for maya.okafor@brightline.io", [
        tool("search_emails", "Search emails with Gmail query syntax.", {"query": S, "maxResults": INT}, ["query"]),
        tool("read_email", "Read the full content of an email by ID.", {"messageId": S}, ["messageId"]),
        tool("send_email", "Send a new email.", {"to": A, "subject": S, "body": S, "cc": A, "threadId": S, "inReplyTo": S}, ["to", "subject", "body"]),
        tool("modify_email", "Add or remove labels on an email.", {"messageId": S, "addLabelIds": A, "removeLabelIds": A}, ["messageId"]),
    ])
    inv = ("1934f0c2a7be81d5", "Invoice INV-20931 from Northpeak Cloud Services (Due Nov 30)",
           "Northpeak Billing <billing@northpeak.cloud>", "Tue, 19 Nov 2024 07:42:10 +0000")
    others = [
        ("1934f3e8b15a0c77", "Re: Q4 hiring plan - updated headcount", "Daniel Reyes <daniel.reyes@brightline.io>", "Tue, 19 Nov 2024 08:55:31 +0000"),
        ("1934ee91d0c4f2a3", "[brightline/platform] Dependabot: bump axios from 1.6.8 to 1.7.4", "GitHub <notifications@github.com>", "Tue, 19 Nov 2024 06:13:02 +0000"),
        ("1934e1ab77f0b9c4", "Your AWS Budget alert: Staging-Monthly has exceeded 80%", "AWS Budgets <no-reply@budgets.amazonaws.com>", "Tue, 19 Nov 2024 02:20:47 +0000"),
        ("1934c9f25e316a08", "Lunch & learn: Postgres 17 logical replication (Thu)", "Priya Nair <priya.nair@brightline.io>", "Mon, 18 Nov 2024 16:04:19 +0000"),
        ("1934c2d0a8e47b11", "Security training due by Friday", "People Ops <peopleops@brightline.io>", "Mon, 18 Nov 2024 14:30:00 +0000"),
    ]
    unread1 = [others[0], inv, others[1], others[2], others[3], others[4]]
    body = ("Thread ID: 1934f0c2a7be81d5\nSubject: Invoice INV-20931 from Northpeak Cloud Services (Due Nov 30)\n"
            "From: Northpeak Billing <billing@northpeak.cloud>\nTo: maya.okafor@brightline.io\n"
            "Date: Tue, 19 Nov 2024 07:42:10 +0000\n\n"
            "Hello Brightline team,\n\nYour invoice for the billing period Oct 1 - Oct 31, 2024 is ready.\n\n"
            "  Invoice number:   INV-20931\n  Account:          BL-44817\n  Compute (vCPU-h): 18,420    $2,947.20\n"
            "  Block storage:    12.5 TB    $1,062.50\n  Egress:           3.1 TB       $248.00\n"
            "  Support (Business)            $425.00\n  Subtotal                    $4,682.70\n"
            "  Tax (0%)                        $0.00\n  Total due                   $4,682.70\n\n"
            "Payment is due by November 30, 2024. Pay by ACH or card from the billing portal.\n\n"
            "Attachments: INV-20931.pdf (88 KB)\n\n-- Northpeak Billing")
    sent_id = "1934f79c20d3e5a1"
    reply = ("1934f9b4c6e2d018", "Re: Approval needed: Northpeak invoice INV-20931 ($4,682.70)",
             "Priya Nair <priya.nair@brightline.io>", "Tue, 19 Nov 2024 10:27:55 +0000")
    turns = [
        (call("search_emails", query="is:unread in:inbox", maxResults=10), txt(gm_list(unread1))),
        (call("read_email", messageId=inv[0]), txt(body)),
        (call("modify_email", messageId=inv[0], addLabelIds=["Label_7"], removeLabelIds=["UNREAD"]),
         txt(f"Email {inv[0]} labels updated successfully")),
        (call("send_email", to=["priya.nair@brightline.io"], subject="Approval needed: Northpeak invoice INV-20931 ($4,682.70)",
              body="Hi Priya,\n\nNorthpeak's October invoice came in at $4,682.70 (INV-20931, due Nov 30). "
                   "Compute is up ~9% vs September. Can you approve so I can schedule the ACH payment?\n\nThanks,\nMaya"),
         txt(f"Email sent successfully with ID: {sent_id}")),
        (call("search_emails", query="is:unread in:inbox", maxResults=10),
         txt(gm_list([others[0], others[1], others[2], others[3], others[4]]))),
        (call("search_emails", query="label:finance", maxResults=5),
         txt(gm_list([inv, ("19318ab0e4d27c35", "Invoice INV-20544 from Northpeak Cloud Services (Due Oct 31)",
                             "Northpeak Billing <billing@northpeak.cloud>", "Fri, 18 Oct 2024 07:40:52 +0000"),
                      ("192e1f07b9a3d640", "Receipt: Figma Organization plan (annual)", "Figma <billing@figma.com>",
                       "Wed, 02 Oct 2024 19:11:08 +0000")]))),
        (call("search_emails", query="from:priya.nair@brightline.io newer_than:1d", maxResults=5),
         txt(gm_list([reply, others[3]]))),
        (call("read_email", messageId=reply[0]),
         txt("Thread ID: 1934f79c20d3e5a1\nSubject: Re: Approval needed: Northpeak invoice INV-20931 ($4,682.70)\n"
             "From: Priya Nair <priya.nair@brightline.io>\nTo: maya.okafor@brightline.io\n"
             "Date: Tue, 19 Nov 2024 10:27:55 +0000\n\nApproved - go ahead with the ACH. Please tag the compute "
             "increase to the staging load tests in the cost report.\n\nPriya\n\nOn Tue, 19 Nov 2024 at 10:02, "
             "Maya Okafor <maya.okafor@brightline.io> wrote:\n> Hi Priya,\n>\n> Northpeak's October invoice came in at "
             "$4,682.70 (INV-20931, due Nov 30). Compute is up ~9% vs September. Can you approve so I can schedule "
             "the ACH payment?\n>\n> Thanks,\n> Maya")),
        (call("modify_email", messageId=inv[0], removeLabelIds=["INBOX"]),
         txt(f"Email {inv[0]} labels updated successfully")),
        (call("search_emails", query="in:inbox", maxResults=8),
         txt(gm_list([reply, others[0], others[1], others[2], others[3], others[4],
                      ("1934a5c31f8e0d92", "Re: Vendor security questionnaire - Northpeak", "Tom Achebe <tom.achebe@northpeak.cloud>", "Mon, 18 Nov 2024 09:47:26 +0000"),
                      ("19349b7e02cd5f14", "Weekly platform metrics - wk 46", "Grafana <alerts@grafana.brightline.io>", "Mon, 18 Nov 2024 07:00:03 +0000")]))),
    ]
    rs.add(task="mcp", tid="h9-mcp-02", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-03: GitHub server. BAD at turn 8: the commit created at turn 4 has sha 5e1c0a9d...; the PR (#219, opened at
# turn 5 with that head, listed with that sha at turn 7) shows head.sha 5e1c0a9d...b4 ending differently at turn 8.
# ---------------------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    repo = "acme-labs/ledger-sync"
    api = f"https://api.github.com/repos/{repo}"
    web = f"https://github.com/{repo}"
    system = mcp_system("github", f"GitHub API access for {repo}", [
        tool("list_issues", "List issues in a repository.", {"owner": S, "repo": S, "state": S, "labels": A, "perPage": INT}, ["owner", "repo"]),
        tool("get_issue", "Get an issue.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("create_branch", "Create a branch.", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a file and commit it.", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Open a pull request.", {"owner": S, "repo": S, "title": S, "body": S, "head": S, "base": S, "draft": B}, ["owner", "repo", "title", "head", "base"]),
        tool("add_issue_comment", "Comment on an issue or PR.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("list_pull_requests", "List pull requests.", {"owner": S, "repo": S, "state": S, "sort": S, "perPage": INT}, ["owner", "repo"]),
        tool("get_pull_request", "Get a pull request.", {"owner": S, "repo": S, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("get_pull_request_status", "Combined commit status of a PR head.", {"owner": S, "repo": S, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
    ])
    issues = [
        (215, "Sync job double-counts refunds when webhook retries", ["bug", "p1"], "jlarsen", 3, "2024-11-18T21:04:51Z"),
        (212, "Retry loop hammers bank API on 429 (no backoff)", ["bug", "p1", "good first fix"], "mchen-acme", 5, "2024-11-18T16:40:09Z"),
        (211, "Add --dry-run flag to reconcile CLI", ["enhancement"], "oyelaran", 1, "2024-11-15T10:22:37Z"),
        (208, "Currency rounding differs between ledger and export", ["bug"], "jlarsen", 7, "2024-11-12T08:51:16Z"),
        (204, "Document webhook signature verification", ["docs"], "pvasquez", 0, "2024-11-07T13:09:44Z"),
        (199, "Upgrade to Python 3.12 base image", ["chore", "dependencies"], "mchen-acme", 2, "2024-11-01T17:30:02Z"),
    ]
    lst = [{"number": n, "title": t, "state": "open", "user": {"login": u}, "labels": [{"name": x} for x in lb],
            "comments": c, "updated_at": up, "html_url": f"{web}/issues/{n}"} for n, t, lb, u, c, up in issues]
    base_sha = "9b47f2e3c18d0a6b5e2f71c4d83a09e6b1f5c27d"
    commit_sha = "5e1c0a9d7f42b86e3d10c9a5f7e28b4c61d03af2"
    drift_sha = "5e1c0a9d7f42b86e3d10c9a5f7e28b4c61d07be9"
    pr_body = "Fixes #212.\n\nAdds exponential backoff with jitter (base 0.5s, cap 30s, max 6 attempts) and honours `Retry-After` on 429/503."
    def pr_obj(sha: str, comments: int) -> dict:
        return {"url": f"{api}/pulls/219", "id": 2184039951, "number": 219, "state": "open", "locked": False,
                "title": "Back off on 429 from bank API (fixes #212)", "user": {"login": "dana-k", "id": 8812034},
                "body": pr_body, "created_at": "2024-11-19T11:18:40Z", "updated_at": "2024-11-19T11:21:07Z",
                "closed_at": None, "merged_at": None, "draft": False,
                "head": {"label": "acme-labs:fix/212-retry-backoff", "ref": "fix/212-retry-backoff", "sha": sha},
                "base": {"label": "acme-labs:main", "ref": "main", "sha": base_sha},
                "html_url": f"{web}/pull/219", "merged": False, "mergeable": True, "mergeable_state": "unstable",
                "comments": comments, "review_comments": 0, "commits": 1, "additions": 38, "deletions": 9, "changed_files": 1}
    turns = [
        (call("list_issues", owner="acme-labs", repo="ledger-sync", state="open", perPage=10), pj(lst)),
        (call("get_issue", owner="acme-labs", repo="ledger-sync", issue_number=212),
         pj({"url": f"{api}/issues/212", "html_url": f"{web}/issues/212", "id": 2671190034, "number": 212,
             "title": issues[1][1], "user": {"login": "mchen-acme", "id": 5530127}, "state": "open",
             "labels": [{"name": "bug", "color": "d73a4a"}, {"name": "p1", "color": "b60205"}, {"name": "good first fix", "color": "7057ff"}],
             "assignees": [], "comments": 5, "created_at": "2024-11-14T09:02:55Z", "updated_at": "2024-11-18T16:40:09Z",
             "body": "When the bank API answers 429, `BankClient.post()` retries immediately in a tight loop (up to 20 times). "
                     "Yesterday this got our key throttled for 15 minutes. Expected: exponential backoff and respect `Retry-After`.\n\n"
                     "File: `ledger_sync/bank/client.py`"})),
        (call("create_branch", owner="acme-labs", repo="ledger-sync", branch="fix/212-retry-backoff", from_branch="main"),
         pj({"ref": "refs/heads/fix/212-retry-backoff", "node_id": "REF_kwDOKx1b9rlyZWZzL2hlYWRzL2ZpeC8yMTItcmV0cnktYmFja29mZg",
             "url": f"{api}/git/refs/heads/fix/212-retry-backoff", "object": {"sha": base_sha, "type": "commit", "url": f"{api}/git/commits/{base_sha}"}})),
        (call("create_or_update_file", owner="acme-labs", repo="ledger-sync", path="ledger_sync/bank/client.py",
              content="...(updated client with backoff)...", message="Back off on 429/503 from bank API (#212)",
              branch="fix/212-retry-backoff", sha="c0d51e7a8b23f9046e1d7c2a95b3e8f0a4d61b27"),
         pj({"content": {"name": "client.py", "path": "ledger_sync/bank/client.py", "sha": "e83f0b51d9a4c27f60b8e1d3a5c92f7046b1d8e3",
                         "size": 6214, "html_url": f"{web}/blob/fix/212-retry-backoff/ledger_sync/bank/client.py"},
             "commit": {"sha": commit_sha, "html_url": f"{web}/commit/{commit_sha}",
                        "author": {"name": "Dana Kowalski", "email": "dana-k@users.noreply.github.com", "date": "2024-11-19T11:16:02Z"},
                        "message": "Back off on 429/503 from bank API (#212)", "parents": [{"sha": base_sha}]}})),
        (call("create_pull_request", owner="acme-labs", repo="ledger-sync", title="Back off on 429 from bank API (fixes #212)",
              body=pr_body, head="fix/212-retry-backoff", base="main"),
         pj({**pr_obj(commit_sha, 0), "updated_at": "2024-11-19T11:18:40Z", "mergeable": None, "mergeable_state": "unknown"})),
        (call("add_issue_comment", owner="acme-labs", repo="ledger-sync", issue_number=212, body="Proposed fix in #219 - backoff with jitter, honours Retry-After."),
         pj({"id": 2486330127, "html_url": f"{web}/issues/212#issuecomment-2486330127", "user": {"login": "dana-k"},
             "created_at": "2024-11-19T11:19:55Z", "updated_at": "2024-11-19T11:19:55Z",
             "body": "Proposed fix in #219 - backoff with jitter, honours Retry-After.", "author_association": "MEMBER"})),
        (call("list_pull_requests", owner="acme-labs", repo="ledger-sync", state="open", sort="created", perPage=5),
         pj([{"number": 219, "title": "Back off on 429 from bank API (fixes #212)", "user": {"login": "dana-k"}, "draft": False,
              "head": {"ref": "fix/212-retry-backoff", "sha": commit_sha}, "base": {"ref": "main"}, "created_at": "2024-11-19T11:18:40Z",
              "html_url": f"{web}/pull/219"},
             {"number": 217, "title": "Reconcile: stream export rows instead of loading all", "user": {"login": "oyelaran"}, "draft": False,
              "head": {"ref": "perf/stream-export", "sha": "a41d9c07e5b2f83d16c0e9a7b4f21d58c3e60b19"}, "base": {"ref": "main"},
              "created_at": "2024-11-17T15:02:11Z", "html_url": f"{web}/pull/217"},
             {"number": 214, "title": "Bump pydantic from 2.8.2 to 2.9.2", "user": {"login": "dependabot[bot]"}, "draft": False,
              "head": {"ref": "dependabot/pip/pydantic-2.9.2", "sha": "0f7e2b9d4c61a3e85b12d07f9c4e8a36b5d21c70"}, "base": {"ref": "main"},
              "created_at": "2024-11-16T06:04:48Z", "html_url": f"{web}/pull/214"},
             {"number": 210, "title": "WIP: idempotency keys for refund webhooks", "user": {"login": "jlarsen"}, "draft": True,
              "head": {"ref": "jl/idempotent-refunds", "sha": "d2b86e41f07c9a35e1d4b08f6c27a93e5f10b4c8"}, "base": {"ref": "main"},
              "created_at": "2024-11-13T12:44:30Z", "html_url": f"{web}/pull/210"}])),
        (call("get_pull_request", owner="acme-labs", repo="ledger-sync", pullNumber=219), pj(pr_obj(drift_sha, 0))),
        (call("get_pull_request_status", owner="acme-labs", repo="ledger-sync", pullNumber=219),
         pj({"state": "pending", "sha": commit_sha, "total_count": 3, "statuses": [
             {"context": "ci/lint", "state": "success", "description": "ruff + mypy passed", "updated_at": "2024-11-19T11:19:31Z"},
             {"context": "ci/unit-tests", "state": "pending", "description": "Running 412 tests", "updated_at": "2024-11-19T11:18:52Z"},
             {"context": "codecov/patch", "state": "pending", "description": "Waiting for coverage upload", "updated_at": "2024-11-19T11:18:49Z"}]})),
    ]
    rs.add(task="mcp", tid="h9-mcp-03", system=system, turns=turns, bad=True, turn=8, kind="commit sha changed (PR head)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-04: GitLab server. CLEAN: MR retitled (Draft: prefix removed) and labelled, a note added (notes count
# 4 -> 5), the running pipeline finishes (running -> success), updated_at advances.
# ---------------------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    pid = "infra%2Fidentity-gateway"
    web = "https://gitlab.corp.example.com/infra/identity-gateway"
    system = mcp_system("gitlab", "GitLab API for the project infra/identity-gateway", [
        tool("get_merge_request", "Get a merge request.", {"project_id": S, "merge_request_iid": INT}, ["project_id", "merge_request_iid"]),
        tool("list_pipelines", "List project pipelines.", {"project_id": S, "ref": S, "per_page": INT}, ["project_id"]),
        tool("update_merge_request", "Update a merge request.", {"project_id": S, "merge_request_iid": INT, "title": S, "add_labels": S, "draft": B}, ["project_id", "merge_request_iid"]),
        tool("create_note", "Add a note to an issue or MR.", {"project_id": S, "noteable_type": S, "noteable_iid": INT, "body": S}, ["project_id", "noteable_type", "noteable_iid", "body"]),
        tool("get_pipeline", "Get one pipeline.", {"project_id": S, "pipeline_id": INT}, ["project_id", "pipeline_id"]),
        tool("list_merge_requests", "List merge requests.", {"project_id": S, "state": S, "per_page": INT}, ["project_id"]),
    ])
    sha = "4c2e9a17b05d83f6e1a2c94b7d08e5f3a6b19c02"
    def mr(title, draft, labels, notes, updated, pipe_status, merge_status, detailed):
        return {"id": 31877, "iid": 87, "project_id": 412, "title": title, "description": "Syncs IdP group membership into gateway roles on SAML login.\n\nCloses #63",
                "state": "opened", "created_at": "2024-11-15T13:22:08.114Z", "updated_at": updated,
                "target_branch": "main", "source_branch": "feature/saml-group-sync", "author": {"username": "tbrandt", "name": "Tobias Brandt"},
                "assignees": [{"username": "tbrandt"}], "reviewers": [{"username": "lwei"}], "labels": labels, "draft": draft,
                "work_in_progress": draft, "merge_status": merge_status, "detailed_merge_status": detailed, "sha": sha,
                "user_notes_count": notes, "has_conflicts": False, "blocking_discussions_resolved": True,
                "head_pipeline": {"id": 55102, "iid": 1931, "sha": sha, "ref": "feature/saml-group-sync", "status": pipe_status,
                                  "web_url": f"{web}/-/pipelines/55102"},
                "web_url": f"{web}/-/merge_requests/87"}
    t1 = mr("Draft: Add SAML group sync", True, ["backend", "auth"], 4, "2024-11-19T09:48:51.203Z", "running", "can_be_merged", "draft_status")
    t3 = mr("Add SAML group sync", False, ["auth", "backend", "ready-for-review"], 4, "2024-11-19T09:53:14.660Z", "running", "can_be_merged", "ci_still_running")
    t7 = mr("Add SAML group sync", False, ["auth", "backend", "ready-for-review"], 5, "2024-11-19T10:01:37.418Z", "success", "can_be_merged", "not_approved")
    pipes1 = [
        {"id": 55102, "iid": 1931, "project_id": 412, "sha": sha, "ref": "feature/saml-group-sync", "status": "running", "source": "push",
         "created_at": "2024-11-19T09:47:02.380Z", "updated_at": "2024-11-19T09:51:40.019Z", "web_url": f"{web}/-/pipelines/55102"},
        {"id": 55087, "iid": 1928, "project_id": 412, "sha": "b81f6d3e2a09c7f45d1e8b3a60c2f97e4d5a1b08", "ref": "feature/saml-group-sync", "status": "failed", "source": "push",
         "created_at": "2024-11-19T08:31:15.902Z", "updated_at": "2024-11-19T08:44:27.551Z", "web_url": f"{web}/-/pipelines/55087"},
        {"id": 54960, "iid": 1917, "project_id": 412, "sha": "e0a73c5d19b42f86a7e3d1c0b5f94a28e6d7c3f1", "ref": "feature/saml-group-sync", "status": "success", "source": "push",
         "created_at": "2024-11-18T17:05:49.007Z", "updated_at": "2024-11-18T17:19:02.774Z", "web_url": f"{web}/-/pipelines/54960"},
    ]
    others = [
        {"iid": 86, "title": "Bump go-jose to v4.0.4", "author": {"username": "renovate-bot"}, "draft": False, "labels": ["dependencies"],
         "user_notes_count": 1, "updated_at": "2024-11-19T07:12:40.551Z", "source_branch": "renovate/go-jose-4.x"},
        {"iid": 84, "title": "Draft: Token exchange endpoint (RFC 8693)", "author": {"username": "lwei"}, "draft": True, "labels": ["auth", "rfc"],
         "user_notes_count": 12, "updated_at": "2024-11-18T18:30:05.126Z", "source_branch": "feature/token-exchange"},
        {"iid": 79, "title": "Structured audit log for admin API", "author": {"username": "sokafor"}, "draft": False, "labels": ["backend", "compliance"],
         "user_notes_count": 6, "updated_at": "2024-11-14T11:58:33.904Z", "source_branch": "feature/admin-audit-log"},
    ]
    mine = {"iid": 87, "title": "Add SAML group sync", "author": {"username": "tbrandt"}, "draft": False, "labels": ["auth", "backend", "ready-for-review"],
            "user_notes_count": 5, "updated_at": "2024-11-19T10:01:37.418Z", "source_branch": "feature/saml-group-sync"}
    turns = [
        (call("get_merge_request", project_id=pid, merge_request_iid=87), pj(t1)),
        (call("list_pipelines", project_id=pid, ref="feature/saml-group-sync", per_page=3), pj(pipes1)),
        (call("update_merge_request", project_id=pid, merge_request_iid=87, title="Add SAML group sync", add_labels="ready-for-review", draft=False), pj(t3)),
        (call("create_note", project_id=pid, noteable_type="merge_request", noteable_iid=87,
              body="@lwei ready for review. Group->role mapping is in `internal/saml/groups.go`; the failing job in #55087 was the flaky LDAP fixture, fixed in 4c2e9a17."),
         pj({"id": 1184522, "type": None, "body": "@lwei ready for review. Group->role mapping is in `internal/saml/groups.go`; the failing job in #55087 was the flaky LDAP fixture, fixed in 4c2e9a17.",
             "author": {"username": "tbrandt", "name": "Tobias Brandt"}, "created_at": "2024-11-19T09:55:02.871Z", "updated_at": "2024-11-19T09:55:02.871Z",
             "system": False, "noteable_id": 31877, "noteable_type": "MergeRequest", "noteable_iid": 87, "resolvable": False})),
        (call("get_pipeline", project_id=pid, pipeline_id=55102),
         pj({"id": 55102, "iid": 1931, "project_id": 412, "sha": sha, "ref": "feature/saml-group-sync", "status": "success", "source": "push",
             "before_sha": "b81f6d3e2a09c7f45d1e8b3a60c2f97e4d5a1b08", "tag": False, "user": {"username": "tbrandt"},
             "created_at": "2024-11-19T09:47:02.380Z", "updated_at": "2024-11-19T10:01:36.992Z", "started_at": "2024-11-19T09:47:05.114Z",
             "finished_at": "2024-11-19T10:01:36.950Z", "duration": 871, "queued_duration": 2, "coverage": "78.4",
             "web_url": f"{web}/-/pipelines/55102"})),
        (call("list_merge_requests", project_id=pid, state="opened", per_page=10), pj([mine] + others)),
        (call("get_merge_request", project_id=pid, merge_request_iid=87), pj(t7)),
    ]
    rs.add(task="mcp", tid="h9-mcp-04", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-05: Postgres server. BAD at turn 5: turn 3 counts cancelled=412, pending=57; the UPDATE at turn 4 moves
# 19 pending orders to cancelled, so turn 5 should read cancelled=431 / pending=38, but it reads cancelled=433
# (pending 38 is right; the other rows are unchanged). Turns 6-7 agree with 19.
# ---------------------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    system = mcp_system("postgres", "SQL access to the shop_prod database (schema public)", [
        tool("list_objects", "List tables, views and sequences in a schema.", {"schema_name": S, "object_type": S}, ["schema_name"]),
        tool("get_object_details", "Columns, constraints and indexes of a table.", {"schema_name": S, "object_name": S}, ["schema_name", "object_name"]),
        tool("execute_sql", "Execute one SQL statement and return the result.", {"sql": S}, ["sql"]),
    ])
    tables = [{"schema": "public", "name": n, "type": "BASE TABLE"} for n in
              ["addresses", "carts", "cart_items", "customers", "coupons", "inventory_moves", "order_audit", "order_items",
               "orders", "payments", "products", "refunds", "shipments", "suppliers", "warehouses"]]
    details = {"basic": {"schema": "public", "name": "orders", "type": "table"},
               "columns": [
                   {"column": "id", "data_type": "bigint", "is_nullable": "NO", "default": "nextval('orders_id_seq'::regclass)"},
                   {"column": "customer_id", "data_type": "bigint", "is_nullable": "NO", "default": None},
                   {"column": "status", "data_type": "text", "is_nullable": "NO", "default": "'pending'::text"},
                   {"column": "total_amount", "data_type": "numeric", "is_nullable": "NO", "default": None},
                   {"column": "currency", "data_type": "character", "is_nullable": "NO", "default": "'EUR'::bpchar"},
                   {"column": "created_at", "data_type": "timestamp with time zone", "is_nullable": "NO", "default": "now()"},
                   {"column": "updated_at", "data_type": "timestamp with time zone", "is_nullable": "NO", "default": "now()"},
                   {"column": "cancelled_at", "data_type": "timestamp with time zone", "is_nullable": "YES", "default": None},
                   {"column": "shipping_address_id", "data_type": "bigint", "is_nullable": "YES", "default": None}],
               "constraints": [
                   {"name": "orders_pkey", "type": "PRIMARY KEY", "columns": ["id"]},
                   {"name": "orders_customer_id_fkey", "type": "FOREIGN KEY", "columns": ["customer_id"]},
                   {"name": "orders_status_check", "type": "CHECK", "columns": ["status"]}],
               "indexes": [
                   {"name": "orders_pkey", "definition": "CREATE UNIQUE INDEX orders_pkey ON public.orders USING btree (id)"},
                   {"name": "orders_status_created_idx", "definition": "CREATE INDEX orders_status_created_idx ON public.orders USING btree (status, created_at)"},
                   {"name": "orders_customer_idx", "definition": "CREATE INDEX orders_customer_idx ON public.orders USING btree (customer_id)"}]}
    q = "SELECT status, count(*) AS n, round(sum(total_amount), 2) AS amount FROM orders GROUP BY status ORDER BY status"
    before = [("cancelled", 412, "38211.40"), ("delivered", 8931, "1047722.85"), ("pending", 57, "5902.10"),
              ("processing", 133, "14870.66"), ("refunded", 96, "9114.25"), ("shipped", 620, "71335.09")]
    after = [("cancelled", 433, "40155.77"), ("delivered", 8931, "1047722.85"), ("pending", 38, "3957.73"),
             ("processing", 133, "14870.66"), ("refunded", 96, "9114.25"), ("shipped", 620, "71335.09")]
    def rows(rr):
        return pj([{"status": s, "n": n, "amount": a} for s, n, a in rr])
    upd = ("UPDATE orders SET status = 'cancelled', cancelled_at = now(), updated_at = now() "
           "WHERE status = 'pending' AND created_at < now() - interval '30 days'")
    ins = ("INSERT INTO order_audit (order_id, action, actor, created_at) SELECT id, 'auto_cancel', 'ops-bot', now() "
           "FROM orders WHERE status = 'cancelled' AND cancelled_at > now() - interval '10 minutes'")
    turns = [
        (call("list_objects", schema_name="public", object_type="table"), pj(tables)),
        (call("get_object_details", schema_name="public", object_name="orders"), pj(details)),
        (call("execute_sql", sql=q), rows(before)),
        (call("execute_sql", sql=upd), "UPDATE 19"),
        (call("execute_sql", sql=q), rows(after)),
        (call("execute_sql", sql=ins), "INSERT 0 19"),
        (call("execute_sql", sql="SELECT action, count(*) AS n, min(created_at) AS first_at FROM order_audit WHERE created_at::date = current_date GROUP BY action ORDER BY n DESC"),
         pj([{"action": "auto_cancel", "n": 19, "first_at": "2024-11-19T10:42:17.508+00:00"},
             {"action": "status_change", "n": 14, "first_at": "2024-11-19T00:03:41.226+00:00"},
             {"action": "address_update", "n": 3, "first_at": "2024-11-19T07:15:09.871+00:00"}])),
    ]
    rs.add(task="mcp", tid="h9-mcp-05", system=system, turns=turns, bad=True, turn=5, kind="count does not follow (table cell)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-06: MySQL server. CLEAN: two SKUs restocked (+200) so the ascending-by-stock listing re-sorts and two other
# rows enter the LIMIT 12 window; a duplicate INSERT fails and changes nothing; a rename shows under the new name.
# ---------------------------------------------------------------------------------------------------------------
CABLES = [
    ("CB-USB-C-2M", "USB-C to USB-C Cable 2m", 14, "12.90"), ("CB-HDMI-3M", "HDMI 2.1 Cable 3m", 9, "18.50"),
    ("CB-DP-1M", "DisplayPort 1.4 Cable 1m", 41, "11.20"), ("CB-USB-A-1M", "USB-A to USB-C Cable 1m", 63, "7.90"),
    ("CB-ETH-C6-5M", "Cat6 Ethernet Cable 5m", 37, "6.40"), ("CB-ETH-C6-10M", "Cat6 Ethernet Cable 10m", 22, "9.80"),
    ("CB-LTG-1M", "Lightning to USB-C Cable 1m", 55, "14.90"), ("CB-AUX-1M", "3.5mm Audio Cable 1m", 88, "4.50"),
    ("CB-TB4-08M", "Thunderbolt 4 Cable 0.8m", 18, "34.00"), ("CB-HDMI-1M", "HDMI 2.0 Cable 1m", 71, "8.90"),
    ("CB-USB-C-05M", "USB-C to USB-C Cable 0.5m", 29, "9.50"), ("CB-MDP-DP-2M", "Mini DP to DP Cable 2m", 26, "13.60"),
    ("CB-ETH-C6A-2M", "Cat6a Ethernet Cable 2m", 112, "7.20"), ("CB-USB-EXT-3M", "USB 3.0 Extension Cable 3m", 94, "10.40"),
]


def t06(rs: RowSet) -> None:
    system = mcp_system("mysql", "SQL access to the inventory database", [
        tool("execute_sql", "Execute an SQL query on the MySQL server.", {"query": S}, ["query"]),
    ])
    ids = {sku: 3100 + i for i, (sku, *_rest) in enumerate(CABLES)}
    data = {sku: [name, stock, price] for sku, name, stock, price in CABLES}
    def listing():
        rr = sorted(data.items(), key=lambda kv: (kv[1][1], ids[kv[0]]))[:12]
        return "\n".join(["id,sku,name,stock,price"] + [f"{ids[k]},{k},{v[0]},{v[1]},{v[2]}" for k, v in rr])
    q = "SELECT id, sku, name, stock, price FROM products WHERE category = 'cables' ORDER BY stock ASC, id ASC LIMIT 12"
    t2 = listing()
    data["CB-USB-C-2M"][1] += 200
    data["CB-HDMI-3M"][1] += 200
    data["CB-USB-C-2M"][0] = "USB-C to USB-C Cable 2m (240W)"
    t6 = listing()
    total = sum(v[1] for v in data.values())
    v = data["CB-USB-C-2M"]
    turns = [
        (call("execute_sql", query="SHOW TABLES"),
         "Tables_in_inventory\ncategories\ninventory_moves\npurchase_order_lines\npurchase_orders\nproducts\nsuppliers\nwarehouses"),
        (call("execute_sql", query=q), t2),
        (call("execute_sql", query="UPDATE products SET stock = stock + 200, updated_at = NOW() WHERE sku IN ('CB-USB-C-2M', 'CB-HDMI-3M')"),
         "Query executed successfully. Rows affected: 2"),
        (call("execute_sql", query="INSERT INTO products (sku, name, category, stock, price) VALUES ('CB-USB-C-2M', 'USB-C to USB-C Cable 2m 240W', 'cables', 0, 13.90)"),
         "Error executing query: 1062 (23000): Duplicate entry 'CB-USB-C-2M' for key 'products.uq_products_sku'"),
        (call("execute_sql", query="UPDATE products SET name = 'USB-C to USB-C Cable 2m (240W)', updated_at = NOW() WHERE sku = 'CB-USB-C-2M'"),
         "Query executed successfully. Rows affected: 1"),
        (call("execute_sql", query=q), t6),
        (call("execute_sql", query="SELECT COUNT(*) AS n, SUM(stock) AS units FROM products WHERE category = 'cables'"),
         f"n,units\n{len(data)},{total}"),
        (call("execute_sql", query="SELECT id, sku, name, category, stock, price FROM products WHERE sku LIKE 'CB-USB-C-%' ORDER BY id"),
         "id,sku,name,category,stock,price\n" + f"{ids['CB-USB-C-2M']},CB-USB-C-2M,{v[0]},cables,{v[1]},{v[2]}\n"
         + f"{ids['CB-USB-C-05M']},CB-USB-C-05M,{data['CB-USB-C-05M'][0]},cables,{data['CB-USB-C-05M'][1]},{data['CB-USB-C-05M'][2]}"),
    ]
    rs.add(task="mcp", tid="h9-mcp-06", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-07: Slack server. BAD at turn 6: the agent's announcement posted at turn 3 says the deploy window is
# "16:00-16:30 UTC" (echoed in the post response); in the channel history at turn 6 the same message (same ts, no
# "edited" field) reads "15:00-15:30 UTC". Reactions/reply counts elsewhere are consistent.
# ---------------------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    system = mcp_system("slack", "Slack workspace 'Corvid Robotics' via a bot token", [
        tool("slack_list_channels", "List public channels.", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Recent messages of a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_post_message", "Post a message.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply in a thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_thread_replies", "All replies in a thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
    ])
    ch = "C04RELEASE7"
    bot = "U07BOTDEPLY"
    text_ok = (":rocket: *Release 2.14.0* - deploy window today *16:00-16:30 UTC* (fleet-api, mission-planner, telemetry-ingest). "
               "Change freeze on `main` from 15:30 UTC. Rollback owner: @Ines. Runbook: https://wiki.corvid.io/rel/2-14")
    text_bad = text_ok.replace("16:00-16:30 UTC", "15:00-15:30 UTC")
    hist = [
        {"type": "message", "user": "U02K8M1QZ", "text": "release notes draft for 2.14 is in the doc, please add your team's bits by 14:00",
         "ts": "1732016902.118239", "reply_count": 3, "reply_users_count": 3, "latest_reply": "1732018731.400129",
         "reactions": [{"name": "eyes", "users": ["U03PX9DLA", "U05T2HJ7W"], "count": 2}]},
        {"type": "message", "user": "U05T2HJ7W", "text": "telemetry-ingest 2.14 image is built and scanned, no criticals :white_check_mark:",
         "ts": "1732013377.552901", "reactions": [{"name": "tada", "users": ["U02K8M1QZ"], "count": 1}]},
        {"type": "message", "user": "U03PX9DLA", "text": "mission-planner migration 0042 is additive only, safe to run before the deploy",
         "ts": "1732011820.009417"},
        {"type": "message", "subtype": "bot_message", "bot_id": "B06CIBOT01", "username": "ci-bot",
         "text": "Pipeline #8812 on main passed (fleet-api, 14m 02s)", "ts": "1732009655.274410"},
        {"type": "message", "user": "U01H4AB7C", "text": "reminder: staging soak for 2.14 ends at noon UTC", "ts": "1731999014.660182"},
    ]
    post_ts = "1732019544.731009"
    mine = {"type": "message", "user": bot, "bot_id": "B07DEPLOYBT", "app_id": "A07DPLY01", "text": text_ok, "ts": post_ts, "team": "T01CORVID"}
    reply_ts = "1732019602.845113"
    h6 = [{**mine, "text": text_bad, "reply_count": 1, "reply_users_count": 1, "latest_reply": "1732019719.082655",
           "reactions": [{"name": "white_check_mark", "users": ["U07BOTDEPLY"], "count": 1}]},
          {**hist[0], "reply_count": 4, "reply_users_count": 4, "latest_reply": reply_ts}] + hist[1:4]
    h6[0].pop("team")
    turns = [
        (call("slack_list_channels", limit=6),
         pj({"ok": True, "channels": [
             {"id": "C01GENERAL0", "name": "general", "is_channel": True, "is_archived": False, "num_members": 143, "topic": {"value": "Company-wide"}},
             {"id": "C03INCIDNT2", "name": "incidents", "is_channel": True, "is_archived": False, "num_members": 61, "topic": {"value": "Sev1/Sev2 only"}},
             {"id": ch, "name": "releases", "is_channel": True, "is_archived": False, "num_members": 38, "topic": {"value": "Next: 2.14.0 (Nov 19)"}},
             {"id": "C05FLTOPS1", "name": "fleet-ops", "is_channel": True, "is_archived": False, "num_members": 24, "topic": {"value": "Drone fleet ops"}},
             {"id": "C06RANDOM9", "name": "random", "is_channel": True, "is_archived": False, "num_members": 139, "topic": {"value": ""}}],
             "response_metadata": {"next_cursor": "dGVhbTpDMDZSQU5ET005"}})),
        (call("slack_get_channel_history", channel_id=ch, limit=5), pj({"ok": True, "messages": hist, "has_more": True})),
        (call("slack_post_message", channel_id=ch, text=text_ok), pj({"ok": True, "channel": ch, "ts": post_ts, "message": mine})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts="1732016902.118239", text="deploy bot: fleet-api and mission-planner notes added"),
         pj({"ok": True, "channel": ch, "ts": reply_ts, "message": {"type": "message", "user": bot, "bot_id": "B07DEPLOYBT",
             "text": "deploy bot: fleet-api and mission-planner notes added", "ts": reply_ts, "thread_ts": "1732016902.118239", "parent_user_id": "U02K8M1QZ"}})),
        (call("slack_add_reaction", channel_id=ch, timestamp=post_ts, reaction="white_check_mark"), pj({"ok": True})),
        (call("slack_get_channel_history", channel_id=ch, limit=5), pj({"ok": True, "messages": h6, "has_more": True})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=post_ts),
         pj({"ok": True, "messages": [
             {"type": "message", "user": bot, "text": text_ok, "ts": post_ts, "thread_ts": post_ts, "reply_count": 1, "latest_reply": "1732019719.082655"},
             {"type": "message", "user": "U01H4AB7C", "text": "ack, I'm on rollback duty. will be in #releases from 15:45",
              "ts": "1732019719.082655", "thread_ts": post_ts, "parent_user_id": bot}], "has_more": False})),
    ]
    rs.add(task="mcp", tid="h9-mcp-07", system=system, turns=turns, bad=True, turn=6, kind="posted message text altered")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-08: Trello server. CLEAN: a card moves Doing -> Review, another is renamed and given a due date, a Backlog
# card is archived, a new card is added; each list listing reflects exactly these changes.
# ---------------------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    system = mcp_system("trello", "Trello board 'Website relaunch' (id 6721b0c4e1f93a2d5b7c8e10)", [
        tool("get_lists", "All lists on the board.", {}, []),
        tool("get_cards_by_list_id", "Cards in a list.", {"listId": S}, ["listId"]),
        tool("move_card", "Move a card to another list.", {"cardId": S, "listId": S}, ["cardId", "listId"]),
        tool("update_card_details", "Update a card's name, description, due date or labels.", {"cardId": S, "name": S, "description": S, "dueDate": S, "labels": A}, ["cardId"]),
        tool("archive_card", "Archive a card.", {"cardId": S}, ["cardId"]),
        tool("add_card_to_list", "Add a card to a list.", {"listId": S, "name": S, "description": S, "dueDate": S, "labels": A}, ["listId", "name"]),
    ])
    board = "6721b0c4e1f93a2d5b7c8e10"
    L = {"Backlog": "6721b0c4e1f93a2d5b7c8e11", "Doing": "6721b0c4e1f93a2d5b7c8e12", "Review": "6721b0c4e1f93a2d5b7c8e13", "Done": "6721b0c4e1f93a2d5b7c8e14"}
    lab = {"design": {"id": "6721b0c5aa01", "name": "design", "color": "purple"}, "content": {"id": "6721b0c5aa02", "name": "content", "color": "green"},
           "dev": {"id": "6721b0c5aa03", "name": "dev", "color": "blue"}, "legal": {"id": "6721b0c5aa04", "name": "legal", "color": "red"}}
    cards = {}
    def add(cid, name, lst, pos, labels, due, act, short, desc=""):
        cards[cid] = {"id": cid, "name": name, "desc": desc, "idList": L[lst], "idBoard": board, "pos": pos, "closed": False,
                      "due": due, "dueComplete": False, "labels": [lab[x] for x in labels], "dateLastActivity": act,
                      "shortUrl": f"https://trello.com/c/{short}"}
    add("6730e1a2b4c5d6e7f8091a21", "Hero section copy", "Doing", 16384, ["content"], "2024-11-20T17:00:00.000Z", "2024-11-18T15:20:41.300Z", "hK3pQ9xZ")
    add("6730e1a2b4c5d6e7f8091a22", "Pricing page", "Doing", 32768, ["design", "dev"], None, "2024-11-18T11:02:13.874Z", "Vn7rT2aB")
    add("6730e1a2b4c5d6e7f8091a23", "Navigation mega-menu", "Doing", 49152, ["dev"], "2024-11-22T17:00:00.000Z", "2024-11-19T08:44:05.112Z", "Qm4sW8cD")
    add("6730e1a2b4c5d6e7f8091a24", "Image CDN + responsive srcset", "Doing", 65536, ["dev"], None, "2024-11-15T16:31:58.420Z", "Lp2yU6eF")
    add("6730e1a2b4c5d6e7f8091a25", "Footer + sitemap", "Doing", 81920, ["design"], None, "2024-11-14T10:12:37.009Z", "Xc9vB1gH")
    add("6730e1a2b4c5d6e7f8091a31", "Accessibility audit (WCAG 2.2 AA)", "Review", 16384, ["dev", "legal"], "2024-11-21T17:00:00.000Z", "2024-11-19T07:58:30.561Z", "Rt5nM3jK")
    add("6730e1a2b4c5d6e7f8091a32", "Case studies template", "Review", 32768, ["design", "content"], None, "2024-11-17T13:40:22.918Z", "Hy8kP0lM")
    add("6730e1a2b4c5d6e7f8091a41", "Old blog migration spike", "Backlog", 16384, ["dev"], None, "2024-10-28T09:15:00.204Z", "Gf1dS7nP")
    add("6730e1a2b4c5d6e7f8091a42", "Localisation (DE, FR)", "Backlog", 32768, ["content"], None, "2024-11-06T14:27:51.733Z", "Wz6aE4qR")
    add("6730e1a2b4c5d6e7f8091a43", "Newsletter signup A/B test", "Backlog", 49152, ["dev", "content"], None, "2024-11-11T12:00:48.390Z", "Jb3hY5sT")
    add("6730e1a2b4c5d6e7f8091a44", "Status page link in header", "Backlog", 65536, ["dev"], None, "2024-11-12T09:33:16.845Z", "Nu2cF8vW")
    def in_list(name):
        return pj(sorted([c for c in cards.values() if c["idList"] == L[name] and not c["closed"]], key=lambda c: c["pos"]))
    lists = pj([{"id": L[n], "name": n, "closed": False, "idBoard": board, "pos": p} for n, p in
                [("Backlog", 16384), ("Doing", 32768), ("Review", 49152), ("Done", 65536)]])
    t2 = in_list("Doing")
    hero = cards["6730e1a2b4c5d6e7f8091a21"]
    hero.update(idList=L["Review"], pos=49152, dateLastActivity="2024-11-19T09:12:07.551Z")
    t3 = pj(hero)
    pr = cards["6730e1a2b4c5d6e7f8091a22"]
    pr.update(name="Pricing page (3 tiers + FAQ)", due="2024-11-25T17:00:00.000Z", dateLastActivity="2024-11-19T09:13:40.218Z")
    t4 = pj(pr)
    old = cards["6730e1a2b4c5d6e7f8091a41"]
    old.update(closed=True, dateLastActivity="2024-11-19T09:14:02.907Z")
    t5 = pj(old)
    add("6731f0b9c2d3e4f5a6b7c8d9", "Cookie consent banner", "Doing", 98304, ["dev", "legal"], "2024-11-27T17:00:00.000Z", "2024-11-19T09:15:26.664Z", "Ke7wZ2xA",
        desc="Use the CMP from legal's shortlist; block analytics until consent.")
    t6 = pj(cards["6731f0b9c2d3e4f5a6b7c8d9"])
    turns = [
        (call("get_lists"), lists),
        (call("get_cards_by_list_id", listId=L["Doing"]), t2),
        (call("move_card", cardId=hero["id"], listId=L["Review"]), t3),
        (call("update_card_details", cardId=pr["id"], name="Pricing page (3 tiers + FAQ)", dueDate="2024-11-25T17:00:00.000Z"), t4),
        (call("archive_card", cardId=old["id"]), t5),
        (call("add_card_to_list", listId=L["Doing"], name="Cookie consent banner", description="Use the CMP from legal's shortlist; block analytics until consent.",
              dueDate="2024-11-27T17:00:00.000Z", labels=[lab["dev"]["id"], lab["legal"]["id"]]), t6),
        (call("get_cards_by_list_id", listId=L["Doing"]), in_list("Doing")),
        (call("get_cards_by_list_id", listId=L["Review"]), in_list("Review")),
        (call("get_cards_by_list_id", listId=L["Backlog"]), in_list("Backlog")),
    ]
    rs.add(task="mcp", tid="h9-mcp-08", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-09: Google Sheets server. BAD at turn 9: Marketing's Q3 Actual was set to 448250 at turn 3 (read back as
# $448,250 at turn 5); at turn 9 the same cell reads $448,520 while its variance and the totals still use 448,250.
# ---------------------------------------------------------------------------------------------------------------
def money(v: int) -> str:
    return ("-$" if v < 0 else "$") + f"{abs(v):,}"


def t09(rs: RowSet) -> None:
    sid = "1qZ8rTb4XkW2mNp7Lc5VdH9sJf3GyA6eUo0iRt1KxBw"
    system = mcp_system("google-sheets", "Google Sheets access for the finance team's spreadsheets", [
        tool("list_sheets", "List the sheets (tabs) of a spreadsheet.", {"spreadsheet_id": S}, ["spreadsheet_id"]),
        tool("get_sheet_data", "Read a range (formatted values).", {"spreadsheet_id": S, "sheet": S, "range": S}, ["spreadsheet_id", "sheet"]),
        tool("update_cells", "Write values to a range.", {"spreadsheet_id": S, "sheet": S, "range": S, "data": A}, ["spreadsheet_id", "sheet", "range", "data"]),
    ])
    rows = [["Engineering", 1250000, 1212480, "M. Adeyemi"], ["Marketing", 420000, 431650, "R. Osei"],
            ["Sales", 610000, 598220, "J. Castillo"], ["Customer Success", 280000, 276905, "H. Tanaka"],
            ["Finance", 150000, 149310, "E. Novak"], ["People", 190000, 201775, "S. Brennan"],
            ["Legal", 95000, 88140, "A. Rahman"], ["IT", 310000, 322460, "P. Laurent"], ["Facilities", 240000, 236990, "D. Kowal"]]
    def q3(shown_override=None):
        vals = [["Department", "Budget", "Actual", "Variance", "Var %", "Owner"]]
        for i, (d, b, a, o) in enumerate(rows):
            shown = a if not (shown_override and i == 1) else shown_override
            vals.append([d, money(b), money(shown), money(b - a), f"{(b - a) / b * 100:.1f}%", o])
        tb, ta = sum(r[1] for r in rows), sum(r[2] for r in rows)
        vals.append(["Total", money(tb), money(ta), money(tb - ta), f"{(tb - ta) / tb * 100:.1f}%", ""])
        return pj({"spreadsheetId": sid, "range": "Q3!A1:F11", "majorDimension": "ROWS", "values": vals})
    def summary():
        tb, ta = sum(r[1] for r in rows), sum(r[2] for r in rows)
        q = [["Quarter", "Budget", "Actual", "Variance", "Status"],
             ["Q1", money(3480000), money(3391275), money(3480000 - 3391275), "Closed"],
             ["Q2", money(3510000), money(3566420), money(3510000 - 3566420), "Closed"],
             ["Q3", money(tb), money(ta), money(tb - ta), "Open"],
             ["Q4", money(3620000), "", "", "Not started"]]
        return pj({"spreadsheetId": sid, "range": "Summary!A1:E5", "majorDimension": "ROWS", "values": q})
    t2 = q3()
    rows[1][2] = 448250
    rows[5][3] = "T. Lindqvist"
    t5 = q3()
    t6 = summary()
    notes = [["Date", "Author", "Note"],
             ["2024-10-07", "E. Novak", "Q3 close: accruals for contractor invoices booked"],
             ["2024-10-09", "R. Osei", "Marketing event spend (Web Summit) partly in Q4"],
             ["2024-10-15", "E. Novak", "IT overage: laptop refresh pulled forward"],
             ["2024-11-19", "finance-bot", "Marketing Q3 actual corrected to 448,250 (late agency invoice #A-7731); People owner -> T. Lindqvist"]]
    turns = [
        (call("list_sheets", spreadsheet_id=sid), pj(["Summary", "Q1", "Q2", "Q3", "Q4", "Notes"])),
        (call("get_sheet_data", spreadsheet_id=sid, sheet="Q3", range="A1:F11"), t2),
        (call("update_cells", spreadsheet_id=sid, sheet="Q3", range="C3", data=[[448250]]),
         pj({"spreadsheetId": sid, "updatedRange": "Q3!C3", "updatedRows": 1, "updatedColumns": 1, "updatedCells": 1})),
        (call("update_cells", spreadsheet_id=sid, sheet="Q3", range="F7", data=[["T. Lindqvist"]]),
         pj({"spreadsheetId": sid, "updatedRange": "Q3!F7", "updatedRows": 1, "updatedColumns": 1, "updatedCells": 1})),
        (call("get_sheet_data", spreadsheet_id=sid, sheet="Q3", range="A1:F11"), t5),
        (call("get_sheet_data", spreadsheet_id=sid, sheet="Summary", range="A1:E5"), t6),
        (call("update_cells", spreadsheet_id=sid, sheet="Notes", range="A5:C5", data=[notes[4]]),
         pj({"spreadsheetId": sid, "updatedRange": "Notes!A5:C5", "updatedRows": 1, "updatedColumns": 3, "updatedCells": 3})),
        (call("get_sheet_data", spreadsheet_id=sid, sheet="Notes", range="A1:C5"),
         pj({"spreadsheetId": sid, "range": "Notes!A1:C5", "majorDimension": "ROWS", "values": notes})),
        (call("get_sheet_data", spreadsheet_id=sid, sheet="Q3", range="A1:F11"), q3(shown_override=448520)),
        (call("get_sheet_data", spreadsheet_id=sid, sheet="Summary", range="A1:E5"), summary()),
    ]
    rs.add(task="mcp", tid="h9-mcp-09", system=system, turns=turns, bad=True, turn=9, kind="value set but reads back different (table cell)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-10: Twilio server. CLEAN: an SMS goes queued -> sent -> delivered (price filled in once delivered), a send
# to an invalid number fails with 21211 and creates nothing, the balance drops by exactly the message price.
# ---------------------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    acc = "AC8f41c2d9b7e30a5f6c1d84e92b07a3c5"
    system = mcp_system("twilio", "Twilio REST API (api.twilio.com, 2010-04-01) for one account", [
        tool("twilio_api_v2010--FetchBalance", "Fetch the account balance.", {"AccountSid": S}, ["AccountSid"]),
        tool("twilio_api_v2010--ListIncomingPhoneNumber", "List the account's phone numbers.", {"AccountSid": S, "PageSize": INT}, ["AccountSid"]),
        tool("twilio_api_v2010--CreateMessage", "Send a message.", {"AccountSid": S, "To": S, "From": S, "Body": S}, ["AccountSid", "To", "From", "Body"]),
        tool("twilio_api_v2010--FetchMessage", "Fetch one message.", {"AccountSid": S, "Sid": S}, ["AccountSid", "Sid"]),
        tool("twilio_api_v2010--ListMessage", "List messages, newest first.", {"AccountSid": S, "PageSize": INT, "From": S}, ["AccountSid"]),
    ])
    sm = "SM3e9a07c51d2b4f8e96a0c7d13b5e2f48"
    body = "Hi Laura, your Greenway Dental appointment is confirmed for Thu Nov 21 at 09:30. Reply C to cancel."
    frm = "+14155550187"
    to = "+15105550143"
    def msg(status, date_sent, date_updated, price, err=None):
        return {"account_sid": acc, "api_version": "2010-04-01", "body": body, "date_created": "Tue, 19 Nov 2024 17:04:11 +0000",
                "date_sent": date_sent, "date_updated": date_updated, "direction": "outbound-api", "error_code": err, "error_message": None,
                "from": frm, "messaging_service_sid": None, "num_media": "0", "num_segments": "1", "price": price, "price_unit": "USD",
                "sid": sm, "status": status, "to": to, "uri": f"/2010-04-01/Accounts/{acc}/Messages/{sm}.json",
                "subresource_uris": {"media": f"/2010-04-01/Accounts/{acc}/Messages/{sm}/Media.json"}}
    older = [
        {"sid": "SM71b0d4e92a3c5f8e1d6b7a0c9e2f3d45", "to": "+16505550119", "from": frm, "status": "delivered", "price": "-0.00790",
         "date_sent": "Tue, 19 Nov 2024 15:40:02 +0000", "body": "Hi Omar, reminder: Greenway Dental tomorrow at 14:00. Reply C to cancel.", "num_segments": "1"},
        {"sid": "SM0c5e8f21a7d94b3e6f1a2c0d7b8e5f96", "to": "+14085550162", "from": frm, "status": "undelivered", "price": "-0.00790",
         "date_sent": "Tue, 19 Nov 2024 15:39:58 +0000", "body": "Hi Dana, reminder: Greenway Dental tomorrow at 11:15. Reply C to cancel.", "num_segments": "1"},
        {"sid": "SMd29f4a6b0e3c7158a2b9d0e4f6c1a873", "to": "+14155550176", "from": frm, "status": "delivered", "price": "-0.00790",
         "date_sent": "Mon, 18 Nov 2024 16:05:31 +0000", "body": "Hi Chen, your cleaning is booked for Wed Nov 20 at 08:00. Reply C to cancel.", "num_segments": "1"},
    ]
    new = {"sid": sm, "to": to, "from": frm, "status": "delivered", "price": "-0.00790", "date_sent": "Tue, 19 Nov 2024 17:04:12 +0000",
           "body": body, "num_segments": "1"}
    turns = [
        (call("twilio_api_v2010--FetchBalance", AccountSid=acc), pj({"account_sid": acc, "balance": "42.81350", "currency": "USD"})),
        (call("twilio_api_v2010--ListIncomingPhoneNumber", AccountSid=acc, PageSize=5),
         pj({"incoming_phone_numbers": [
             {"sid": "PN5a2c9e0f7b1d4e3a8c6f2d0b9e7a1c45", "phone_number": frm, "friendly_name": "(415) 555-0187 Front desk",
              "capabilities": {"voice": True, "sms": True, "mms": True, "fax": False}, "status": "in-use", "sms_url": "https://hooks.greenwaydental.com/twilio/sms"},
             {"sid": "PN0e8d7c6b5a4f3e2d1c0b9a8f7e6d5c49", "phone_number": "+14155550111", "friendly_name": "(415) 555-0111 After hours",
              "capabilities": {"voice": True, "sms": False, "mms": False, "fax": False}, "status": "in-use", "sms_url": ""}],
             "page": 0, "page_size": 5, "next_page_uri": None})),
        (call("twilio_api_v2010--CreateMessage", AccountSid=acc, To=to, From=frm, Body=body),
         pj(msg("queued", None, "Tue, 19 Nov 2024 17:04:11 +0000", None))),
        (call("twilio_api_v2010--FetchMessage", AccountSid=acc, Sid=sm),
         pj(msg("sent", "Tue, 19 Nov 2024 17:04:12 +0000", "Tue, 19 Nov 2024 17:04:12 +0000", None))),
        (call("twilio_api_v2010--CreateMessage", AccountSid=acc, To="+1510555014", From=frm, Body=body.replace("Laura", "Laurent")),
         pj({"code": 21211, "message": "The 'To' number +1510555014 is not a valid phone number.", "more_info": "https://www.twilio.com/docs/errors/21211", "status": 400})),
        (call("twilio_api_v2010--ListMessage", AccountSid=acc, PageSize=4, From=frm),
         pj({"messages": [new] + older, "page": 0, "page_size": 4, "first_page_uri": f"/2010-04-01/Accounts/{acc}/Messages.json?From=%2B14155550187&PageSize=4&Page=0",
             "next_page_uri": f"/2010-04-01/Accounts/{acc}/Messages.json?From=%2B14155550187&PageSize=4&Page=1&PageToken=PASMd29f4a6b0e3c7158a2b9d0e4f6c1a873"})),
        (call("twilio_api_v2010--FetchBalance", AccountSid=acc), pj({"account_sid": acc, "balance": "42.80560", "currency": "USD"})),
        (call("twilio_api_v2010--FetchMessage", AccountSid=acc, Sid=sm),
         pj(msg("delivered", "Tue, 19 Nov 2024 17:04:12 +0000", "Tue, 19 Nov 2024 17:04:15 +0000", "-0.00790"))),
    ]
    rs.add(task="mcp", tid="h9-mcp-10", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-11: Linear server. BAD at turn 4: the issue update at turn 3 returns updatedAt 2024-11-19T14:03:27Z, but
# the comment created right after it (turn 4) has createdAt 2024-11-19T13:58:10Z, earlier than the update; all
# later timestamps move forward from 14:03.
# ---------------------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear workspace 'Halcyon' (team Engineering, key ENG)", [
        tool("get_issue", "Get an issue by identifier.", {"id": S}, ["id"]),
        tool("list_issue_statuses", "Workflow states of a team.", {"teamId": S}, ["teamId"]),
        tool("update_issue", "Update an issue.", {"id": S, "stateId": S, "assigneeId": S, "priority": INT, "labelIds": A, "estimate": INT}, ["id"]),
        tool("create_comment", "Comment on an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("list_my_issues", "Issues assigned to the current user.", {"limit": INT}, []),
    ])
    team = "9c1e4b2a-7d3f-4e8a-b6c5-2f0d1a9e8b37"
    st = {"Backlog": ("0a7b3c1d-5e2f-4a9b-8c6d-1e0f2a3b4c51", "backlog", "#bec2c8"), "Todo": ("1b8c4d2e-6f3a-4b0c-9d7e-2f1a3b4c5d62", "unstarted", "#e2e2e2"),
          "In Progress": ("2c9d5e3f-7a4b-4c1d-8e8f-3a2b4c5d6e73", "started", "#f2c94c"), "In Review": ("3d0e6f4a-8b5c-4d2e-9f9a-4b3c5d6e7f84", "started", "#5e6ad2"),
          "Done": ("4e1f7a5b-9c6d-4e3f-8a0b-5c4d6e7f8a95", "completed", "#4cb782"), "Canceled": ("5f2a8b6c-0d7e-4f4a-9b1c-6d5e7f8a9b06", "canceled", "#95a2b3")}
    me = {"id": "e7d2c9a4-1b3f-4c8e-a5d6-0f9b8e7a6c12", "name": "Sanna Virtanen", "email": "sanna@halcyon.dev"}
    def issue(state, updated, assignee, priority, labels, estimate):
        return {"id": "b4e81f27-3c9a-4d6e-8f2b-7a1c0d5e9f34", "identifier": "ENG-1432",
                "title": "Webhook deliveries stall when a tenant has >10k pending events", "priority": priority,
                "priorityLabel": {0: "No priority", 1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}[priority], "estimate": estimate,
                "state": {"id": st[state][0], "name": state, "type": st[state][1]}, "assignee": assignee,
                "team": {"id": team, "key": "ENG", "name": "Engineering"}, "project": {"name": "Platform reliability Q4"},
                "cycle": {"number": 47, "startsAt": "2024-11-18T00:00:00.000Z", "endsAt": "2024-12-02T00:00:00.000Z"},
                "labels": labels, "createdAt": "2024-11-15T10:41:03.882Z", "updatedAt": updated,
                "url": "https://linear.app/halcyon/issue/ENG-1432/webhook-deliveries-stall-when-a-tenant-has-10k-pending-events",
                "description": "Dispatcher query `SELECT ... ORDER BY created_at LIMIT 500` does a seq scan past ~10k rows per tenant; "
                               "p95 delivery latency for acme-prod went from 2s to 14min on Nov 14. Need an index on (tenant_id, status, created_at) "
                               "and keyset pagination."}
    bug = {"id": "c3a9e1f0-2b4d-4e6f-8a7c-9d1e0f2a3b45", "name": "Bug", "color": "#eb5757"}
    perf = {"id": "d4b0f2a1-3c5e-4f7a-9b8d-0e2f1a3b4c56", "name": "Performance", "color": "#f2994a"}
    t1 = issue("Todo", "2024-11-18T16:22:09.415Z", None, 2, [bug], None)
    t3 = issue("In Progress", "2024-11-19T14:03:27.512Z", me, 2, [bug], None)
    t5 = issue("In Progress", "2024-11-19T14:06:41.097Z", me, 1, [bug, perf], 3)
    t8 = issue("In Review", "2024-11-19T15:47:18.660Z", me, 1, [bug, perf], 3)
    turns = [
        (call("get_issue", id="ENG-1432"), pj(t1)),
        (call("list_issue_statuses", teamId=team),
         pj([{"id": v[0], "name": k, "type": v[1], "color": v[2], "position": i} for i, (k, v) in enumerate(st.items())])),
        (call("update_issue", id="ENG-1432", stateId=st["In Progress"][0], assigneeId=me["id"]), pj({"success": True, "issue": t3})),
        (call("create_comment", issueId="ENG-1432", body="Taking this. Plan: partial index on (tenant_id, created_at) WHERE status = 'pending' + keyset pagination in the dispatcher. Will verify on a copy of acme-prod."),
         pj({"success": True, "comment": {"id": "f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b", "body": "Taking this. Plan: partial index on (tenant_id, created_at) WHERE status = 'pending' + keyset pagination in the dispatcher. Will verify on a copy of acme-prod.",
              "user": me, "issue": {"identifier": "ENG-1432"}, "createdAt": "2024-11-19T13:58:10.004Z", "updatedAt": "2024-11-19T13:58:10.004Z",
              "url": "https://linear.app/halcyon/issue/ENG-1432#comment-f1e2d3c4"}})),
        (call("update_issue", id="ENG-1432", priority=1, labelIds=[bug["id"], perf["id"]], estimate=3), pj({"success": True, "issue": t5})),
        (call("list_my_issues", limit=5),
         pj([{"identifier": "ENG-1432", "title": t5["title"], "state": "In Progress", "priority": 1, "updatedAt": "2024-11-19T14:06:41.097Z"},
             {"identifier": "ENG-1419", "title": "Flaky test: billing/proration_spec month boundary", "state": "In Review", "priority": 3, "updatedAt": "2024-11-19T09:30:52.271Z"},
             {"identifier": "ENG-1388", "title": "Drop legacy v1 webhook signature header", "state": "Todo", "priority": 4, "updatedAt": "2024-11-12T13:14:40.006Z"},
             {"identifier": "ENG-1350", "title": "Runbook: tenant event backlog alerts", "state": "Backlog", "priority": 3, "updatedAt": "2024-11-04T08:02:11.519Z"}])),
        (call("get_issue", id="ENG-1432"), pj(t5)),
        (call("update_issue", id="ENG-1432", stateId=st["In Review"][0]), pj({"success": True, "issue": t8})),
    ]
    rs.add(task="mcp", tid="h9-mcp-11", system=system, turns=turns, bad=True, turn=4, kind="clock goes backwards (comment before prior update)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-12: Airtable server. CLEAN: paginated listing (10 + 4), one applicant's Stage updated (Last modified
# changes), a new applicant created (sorts to top by Applied desc), a withdrawn one deleted; re-listing shows page 1
# with the new record in and the deleted one out, exactly as these changes imply.
# ---------------------------------------------------------------------------------------------------------------
APPLICANTS = [
    ("recA1x9Kd3Lm0Pq2", "Noor Haddad", "Backend Engineer", "Onsite", "2024-11-18", "LinkedIn"),
    ("recB2y8Je4Kn1Or3", "Felix Wagner", "Backend Engineer", "Phone screen", "2024-11-17", "Referral"),
    ("recC3z7If5Jo2Ns4", "Amara Obi", "Product Designer", "Applied", "2024-11-17", "Careers page"),
    ("recD4a6Hg6Ip3Mt5", "Lucas Moreau", "SRE", "Phone screen", "2024-11-15", "LinkedIn"),
    ("recE5b5Gh7Hq4Lu6", "Yuki Sato", "Backend Engineer", "Applied", "2024-11-14", "Careers page"),
    ("recF6c4Fi8Gr5Kv7", "Grace Mensah", "Data Analyst", "Withdrawn", "2024-11-13", "Referral"),
    ("recG7d3Ej9Fs6Jw8", "Mateo Rojas", "SRE", "Onsite", "2024-11-12", "Agency"),
    ("recH8e2Dk0Et7Ix9", "Ingrid Holm", "Product Designer", "Offer", "2024-11-10", "LinkedIn"),
    ("recI9f1Cl1Du8Hy0", "Ravi Iyer", "Backend Engineer", "Rejected", "2024-11-08", "Careers page"),
    ("recJ0g0Bm2Cv9Gz1", "Chloe Dubois", "Data Analyst", "Phone screen", "2024-11-07", "LinkedIn"),
    ("recK1h9An3Bw0Fa2", "Samuel Okoro", "SRE", "Applied", "2024-11-05", "Referral"),
    ("recL2i8Zo4Ax1Eb3", "Elena Petrova", "Backend Engineer", "Onsite", "2024-11-04", "Agency"),
    ("recM3j7Yp5Zy2Dc4", "Tomas Silva", "Product Designer", "Rejected", "2024-11-01", "Careers page"),
    ("recN4k6Xq6Yz3Cd5", "Hana Kim", "Data Analyst", "Applied", "2024-10-30", "LinkedIn"),
]


def t12(rs: RowSet) -> None:
    base, table = "appQ7mVt2Hk9RbX4c", "tblAp9Lx2Rk7Vw3Ns"
    system = mcp_system("airtable", "Airtable base 'Hiring 2024' (table Applicants)", [
        tool("list_records", "List records, sorted and paginated.", {"baseId": S, "tableId": S, "pageSize": INT, "offset": S, "sort": A}, ["baseId", "tableId"]),
        tool("search_records", "Records whose field matches a value.", {"baseId": S, "tableId": S, "searchTerm": S, "fieldIds": A}, ["baseId", "tableId", "searchTerm"]),
        tool("update_records", "Update fields of records.", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("create_record", "Create a record.", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("delete_records", "Delete records by id.", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
    ])
    recs = {}
    for i, (rid, name, role, stage, applied, src) in enumerate(APPLICANTS):
        recs[rid] = {"id": rid, "createdTime": f"{applied}T{8 + i % 9:02d}:{(i * 7) % 60:02d}:1{i % 10}.000Z",
                     "fields": {"Name": name, "Role": role, "Stage": stage, "Applied": applied, "Source": src,
                                "Last modified": f"{applied}T{8 + i % 9:02d}:{(i * 7) % 60:02d}:1{i % 10}.000Z"}}
    recs["recB2y8Je4Kn1Or3"]["fields"]["Last modified"] = "2024-11-18T15:02:44.000Z"
    recs["recD4a6Hg6Ip3Mt5"]["fields"]["Last modified"] = "2024-11-18T10:20:05.000Z"
    def ordered():
        return sorted(recs.values(), key=lambda r: (r["fields"]["Applied"], r["createdTime"]), reverse=True)
    sort = [{"field": "Applied", "direction": "desc"}]
    def page(k):
        rr = ordered()
        if k == 0:
            return pj({"records": rr[:10], "offset": "itrX4bN0qLk8sTfW2/recJ0g0Bm2Cv9Gz1" if len(rr) > 10 else None} if len(rr) > 10 else {"records": rr})
        return pj({"records": rr[10:]})
    p1, p2 = page(0), page(1)
    recs["recB2y8Je4Kn1Or3"]["fields"].update({"Stage": "Onsite", "Last modified": "2024-11-19T11:05:31.000Z"})
    upd = pj({"records": [recs["recB2y8Je4Kn1Or3"]]})
    new_id = "recO5l5Wr7Xa4Be6"
    recs[new_id] = {"id": new_id, "createdTime": "2024-11-19T11:07:02.000Z",
                    "fields": {"Name": "Priya Raman", "Role": "SRE", "Stage": "Applied", "Applied": "2024-11-19", "Source": "Referral",
                               "Last modified": "2024-11-19T11:07:02.000Z"}}
    created = pj(recs[new_id])
    del recs["recF6c4Fi8Gr5Kv7"]
    onsite = [r for r in ordered() if r["fields"]["Stage"] == "Onsite"]
    rr = ordered()
    last_on_p1 = rr[9]["id"]
    p1b = pj({"records": rr[:10], "offset": f"itrX4bN0qLk8sTfW2/{last_on_p1}"})
    p2b = pj({"records": rr[10:]})
    turns = [
        (call("list_records", baseId=base, tableId=table, pageSize=10, sort=sort), p1),
        (call("list_records", baseId=base, tableId=table, pageSize=10, sort=sort, offset="itrX4bN0qLk8sTfW2/recJ0g0Bm2Cv9Gz1"), p2),
        (call("update_records", baseId=base, tableId=table, records=[{"id": "recB2y8Je4Kn1Or3", "fields": {"Stage": "Onsite"}}]), upd),
        (call("create_record", baseId=base, tableId=table, fields={"Name": "Priya Raman", "Role": "SRE", "Stage": "Applied", "Applied": "2024-11-19", "Source": "Referral"}), created),
        (call("delete_records", baseId=base, tableId=table, recordIds=["recF6c4Fi8Gr5Kv7"]), pj({"records": [{"id": "recF6c4Fi8Gr5Kv7", "deleted": True}]})),
        (call("search_records", baseId=base, tableId=table, searchTerm="Onsite", fieldIds=["Stage"]), pj({"records": onsite})),
        (call("list_records", baseId=base, tableId=table, pageSize=10, sort=sort), p1b),
        (call("list_records", baseId=base, tableId=table, pageSize=10, sort=sort, offset=f"itrX4bN0qLk8sTfW2/{last_on_p1}"), p2b),
    ]
    rs.add(task="mcp", tid="h9-mcp-12", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-13: memory (knowledge graph) server. BAD at turn 7: entity "Quanta Logistics" was deleted at turn 4 (the
# server also drops its relations); read_graph at turn 7 no longer lists the entity but still carries the relation
# "Project Atlas -contracts_with-> Quanta Logistics".
# ---------------------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    system = mcp_system("memory", "a persistent knowledge graph of entities, relations and observations", [
        tool("read_graph", "Read the entire knowledge graph.", {}, []),
        tool("search_nodes", "Search nodes by name, type or observation text.", {"query": S}, ["query"]),
        tool("open_nodes", "Open nodes by name.", {"names": A}, ["names"]),
        tool("add_observations", "Add observations to entities.", {"observations": A}, ["observations"]),
        tool("delete_entities", "Delete entities and their relations.", {"entityNames": A}, ["entityNames"]),
        tool("create_entities", "Create entities.", {"entities": A}, ["entities"]),
        tool("create_relations", "Create relations (active voice).", {"relations": A}, ["relations"]),
    ])
    ents = {
        "Project Atlas": ("project", ["Warehouse robotics rollout for the Rotterdam DC", "Go-live target: 2025-03-01", "Budget owner: Lena Vos"]),
        "Lena Vos": ("person", ["Head of Operations, Rotterdam", "Prefers weekly written status on Fridays"]),
        "Quanta Logistics": ("vendor", ["Integration partner for WMS connector", "Contract ends 2024-12-31, not renewing"]),
        "Rotterdam DC": ("site", ["42,000 m2 distribution centre", "Two shifts, 180 staff"]),
        "Karel Dijkstra": ("person", ["Site IT lead at Rotterdam DC", "Owns network upgrade for AMR fleet"]),
        "AMR fleet": ("asset", ["36 autonomous mobile robots, model Locus Vector", "Charging docks on mezzanine level"]),
        "WMS connector": ("component", ["Bridges Manhattan WMS and robot fleet manager", "Currently maintained by Quanta Logistics"]),
        "Weekly status": ("process", ["Sent Fridays 15:00 CET", "Template in Confluence: OPS/Atlas/Status"]),
    }
    rels = [("Lena Vos", "Project Atlas", "owns"), ("Project Atlas", "Rotterdam DC", "deploys_at"),
            ("Project Atlas", "Quanta Logistics", "contracts_with"), ("Karel Dijkstra", "Rotterdam DC", "works_at"),
            ("Project Atlas", "AMR fleet", "deploys"), ("Quanta Logistics", "WMS connector", "maintains"),
            ("AMR fleet", "WMS connector", "integrates_via"), ("Lena Vos", "Weekly status", "receives"),
            ("Karel Dijkstra", "Project Atlas", "supports")]
    def E(n):
        t, o = ents[n]
        return {"type": "entity", "name": n, "entityType": t, "observations": list(o)}
    def R(f, t, r):
        return {"type": "relation", "from": f, "to": t, "relationType": r}
    def graph(rr):
        return pj({"entities": [E(n) for n in ents], "relations": [R(*x) for x in rr]})
    g1 = graph(rels)
    s2 = pj({"entities": [E("Project Atlas"), E("Weekly status")], "relations": []})
    ents["Project Atlas"][1].append("Vendor switch approved 2024-11-19: WMS connector moves to Northwind Integrations")
    ents["WMS connector"][1].append("Handover to Northwind Integrations by 2024-12-15")
    add = pj([{"entityName": "Project Atlas", "addedObservations": ["Vendor switch approved 2024-11-19: WMS connector moves to Northwind Integrations"]},
              {"entityName": "WMS connector", "addedObservations": ["Handover to Northwind Integrations by 2024-12-15"]}])
    del ents["Quanta Logistics"]
    live = [x for x in rels if "Quanta Logistics" not in (x[0], x[1])]
    ents["Northwind Integrations"] = ("vendor", ["Integration partner from 2024-12-15", "Contact: Joost Bakker, joost@northwind-int.nl"])
    created = pj([{"name": "Northwind Integrations", "entityType": "vendor", "observations": ["Integration partner from 2024-12-15", "Contact: Joost Bakker, joost@northwind-int.nl"]}])
    new_rels = [("Project Atlas", "Northwind Integrations", "contracts_with"), ("Northwind Integrations", "WMS connector", "maintains")]
    live += new_rels
    drift = live[:2] + [("Project Atlas", "Quanta Logistics", "contracts_with")] + live[2:]
    turns = [
        (call("read_graph"), g1),
        (call("search_nodes", query="Atlas"), s2),
        (call("add_observations", observations=[
            {"entityName": "Project Atlas", "contents": ["Vendor switch approved 2024-11-19: WMS connector moves to Northwind Integrations"]},
            {"entityName": "WMS connector", "contents": ["Handover to Northwind Integrations by 2024-12-15"]}]), add),
        (call("delete_entities", entityNames=["Quanta Logistics"]), "Entities deleted successfully"),
        (call("create_entities", entities=[{"name": "Northwind Integrations", "entityType": "vendor",
                                             "observations": ["Integration partner from 2024-12-15", "Contact: Joost Bakker, joost@northwind-int.nl"]}]), created),
        (call("create_relations", relations=[{"from": f, "to": t, "relationType": r} for f, t, r in new_rels]),
         pj([{"from": f, "to": t, "relationType": r} for f, t, r in new_rels])),
        (call("read_graph"), pj({"entities": [E(n) for n in ents], "relations": [R(*x) for x in drift]})),
        (call("open_nodes", names=["Northwind Integrations", "WMS connector"]),
         pj({"entities": [E("WMS connector"), E("Northwind Integrations")], "relations": [R("Northwind Integrations", "WMS connector", "maintains")]})),
        (call("search_nodes", query="Northwind"),
         pj({"entities": [E("Project Atlas"), E("WMS connector"), E("Northwind Integrations")],
             "relations": [R("Project Atlas", "Northwind Integrations", "contracts_with"), R("Northwind Integrations", "WMS connector", "maintains")]})),
    ]
    rs.add(task="mcp", tid="h9-mcp-13", system=system, turns=turns, bad=True, turn=7, kind="deleted item reappears (relation of deleted entity)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-14: HubSpot server. CLEAN: a deal is moved to Closed Won with a new amount (it leaves the "contract sent"
# search and appears in closed-won), a note is logged (notes_last_updated / last-modified advance), an update with a
# misspelled property fails and changes nothing.
# ---------------------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    system = mcp_system("hubspot", "HubSpot CRM (portal 24817356)", [
        tool("hubspot-search-objects", "Search CRM objects with filters.", {"objectType": S, "filterGroups": A, "properties": A, "limit": INT, "sorts": A}, ["objectType"]),
        tool("hubspot-batch-read-objects", "Read objects by id.", {"objectType": S, "inputs": A, "properties": A}, ["objectType", "inputs"]),
        tool("hubspot-batch-update-objects", "Update objects.", {"objectType": S, "inputs": A}, ["objectType", "inputs"]),
        tool("hubspot-create-engagement", "Create a note or task associated with records.", {"type": S, "ownerId": INT, "associations": OBJ, "metadata": OBJ}, ["type", "ownerId", "associations", "metadata"]),
    ])
    props = ["dealname", "amount", "dealstage", "closedate", "hubspot_owner_id", "pipeline", "hs_lastmodifieddate", "notes_last_updated"]
    deals = {
        "18834021577": {"dealname": "Kestrel Foods - Annual platform", "amount": "80000", "dealstage": "contractsent", "closedate": "2024-11-29T00:00:00Z",
                        "hubspot_owner_id": "71204459", "pipeline": "default", "hs_lastmodifieddate": "2024-11-18T14:51:07.332Z", "notes_last_updated": "2024-11-18T14:50:12.004Z",
                        "createdate": "2024-09-03T10:15:40.118Z"},
        "18790355120": {"dealname": "Orbis Health - Pilot expansion", "amount": "24500", "dealstage": "contractsent", "closedate": "2024-12-06T00:00:00Z",
                        "hubspot_owner_id": "71204459", "pipeline": "default", "hs_lastmodifieddate": "2024-11-15T09:12:48.760Z", "notes_last_updated": "2024-11-14T16:40:55.201Z",
                        "createdate": "2024-08-21T13:02:09.447Z"},
        "18912740031": {"dealname": "Lumen Schools - District rollout", "amount": "132000", "dealstage": "contractsent", "closedate": "2024-12-20T00:00:00Z",
                        "hubspot_owner_id": "68550917", "pipeline": "default", "hs_lastmodifieddate": "2024-11-19T08:05:31.019Z", "notes_last_updated": "2024-11-19T08:04:47.553Z",
                        "createdate": "2024-10-01T07:44:26.901Z"},
        "18655092874": {"dealname": "Tidewater Marine - Renewal", "amount": "41200", "dealstage": "contractsent", "closedate": "2024-11-30T00:00:00Z",
                        "hubspot_owner_id": "68550917", "pipeline": "default", "hs_lastmodifieddate": "2024-11-12T17:26:14.388Z", "notes_last_updated": "2024-11-12T17:25:02.650Z",
                        "createdate": "2024-07-30T11:19:52.774Z"},
        "18420017765": {"dealname": "Brightwell Legal - Seats add-on", "amount": "9600", "dealstage": "closedwon", "closedate": "2024-11-06T00:00:00Z",
                        "hubspot_owner_id": "71204459", "pipeline": "default", "hs_lastmodifieddate": "2024-11-06T15:33:40.112Z", "notes_last_updated": "2024-11-06T15:32:58.890Z",
                        "createdate": "2024-06-11T09:00:03.415Z"},
        "18501193342": {"dealname": "Nordlys Energy - Annual platform", "amount": "56000", "dealstage": "closedwon", "closedate": "2024-11-14T00:00:00Z",
                        "hubspot_owner_id": "68550917", "pipeline": "default", "hs_lastmodifieddate": "2024-11-14T12:08:21.627Z", "notes_last_updated": "2024-11-14T12:07:30.006Z",
                        "createdate": "2024-07-02T14:27:45.331Z"},
    }
    def obj(i):
        p = deals[i]
        return {"id": i, "properties": {**{k: p[k] for k in props}, "hs_object_id": i, "createdate": p["createdate"]},
                "createdAt": p["createdate"], "updatedAt": p["hs_lastmodifieddate"], "archived": False}
    def search(stage, extra_filter=None):
        ids = [i for i, p in deals.items() if p["dealstage"] == stage]
        ids.sort(key=lambda i: deals[i]["closedate"])
        return pj({"total": len(ids), "results": [obj(i) for i in ids]})
    flt = lambda stage: [{"filters": [{"propertyName": "dealstage", "operator": "EQ", "value": stage}]}]
    k = "18834021577"
    s1 = search("contractsent")
    r2 = pj({"status": "COMPLETE", "results": [obj(k)], "startedAt": "2024-11-19T13:40:02.115Z", "completedAt": "2024-11-19T13:40:02.139Z"})
    deals[k].update(dealstage="closedwon", amount="84000", closedate="2024-11-19T00:00:00Z", hs_lastmodifieddate="2024-11-19T13:41:18.502Z")
    u3 = pj({"status": "COMPLETE", "results": [obj(k)], "startedAt": "2024-11-19T13:41:18.470Z", "completedAt": "2024-11-19T13:41:18.533Z"})
    note_ts = 1732023735881
    deals[k].update(notes_last_updated="2024-11-19T13:42:15.881Z", hs_lastmodifieddate="2024-11-19T13:42:17.204Z")
    turns = [
        (call("hubspot-search-objects", objectType="deals", filterGroups=flt("contractsent"), properties=props, limit=10, sorts=[{"propertyName": "closedate", "direction": "ASCENDING"}]), s1),
        (call("hubspot-batch-read-objects", objectType="deals", inputs=[{"id": k}], properties=props), r2),
        (call("hubspot-batch-update-objects", objectType="deals", inputs=[{"id": k, "properties": {"dealstage": "closedwon", "amount": "84000", "closedate": "2024-11-19"}}]), u3),
        (call("hubspot-create-engagement", type="NOTE", ownerId=71204459, associations={"dealIds": [int(k)], "contactIds": [], "companyIds": []},
              metadata={"body": "Signed at 84k (added 2 warehouse sites, +4k). Kickoff booked for Dec 2."}),
         pj({"engagement": {"id": 61244087512, "portalId": 24817356, "active": True, "createdAt": note_ts, "lastUpdated": note_ts, "type": "NOTE", "ownerId": 71204459, "timestamp": note_ts},
             "associations": {"contactIds": [], "companyIds": [], "dealIds": [int(k)], "ownerIds": [], "ticketIds": []},
             "metadata": {"body": "Signed at 84k (added 2 warehouse sites, +4k). Kickoff booked for Dec 2."}})),
        (call("hubspot-search-objects", objectType="deals", filterGroups=flt("contractsent"), properties=props, limit=10, sorts=[{"propertyName": "closedate", "direction": "ASCENDING"}]), search("contractsent")),
        (call("hubspot-search-objects", objectType="deals", filterGroups=flt("closedwon"), properties=props, limit=10, sorts=[{"propertyName": "closedate", "direction": "ASCENDING"}]), search("closedwon")),
        (call("hubspot-batch-update-objects", objectType="deals", inputs=[{"id": "18790355120", "properties": {"deal_stage": "decisionmakerboughtin"}}]),
         pj({"status": "error", "message": "Property values were not valid: [{\"isValid\":false,\"message\":\"Property \\\"deal_stage\\\" does not exist\",\"error\":\"PROPERTY_DOESNT_EXIST\",\"name\":\"deal_stage\",\"localizedErrorMessage\":\"Property \\\"deal_stage\\\" does not exist\",\"portalId\":24817356}]",
             "correlationId": "4f1c9b2e-8a7d-4e30-b5c6-d0e9a8f71b23", "category": "VALIDATION_ERROR"})),
        (call("hubspot-batch-read-objects", objectType="deals", inputs=[{"id": k}, {"id": "18790355120"}], properties=props),
         pj({"status": "COMPLETE", "results": [obj(k), obj("18790355120")], "startedAt": "2024-11-19T13:44:51.608Z", "completedAt": "2024-11-19T13:44:51.640Z"})),
    ]
    rs.add(task="mcp", tid="h9-mcp-14", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-15: Stripe server. BAD at turn 10: the customer created at turn 2 is cus_RFh3kTq9WmZ2vN (used by the
# invoice at turns 5/7/8); list_customers at turn 10 returns the same customer (same email, name, created time)
# with id cus_RFh3kTq9WnX8aL.
# ---------------------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    system = mcp_system("stripe", "Stripe API (test mode) for Holloway Freight's billing", [
        tool("list_customers", "List customers, optionally by email.", {"email": S, "limit": INT}, []),
        tool("create_customer", "Create a customer.", {"name": S, "email": S}, ["name"]),
        tool("list_products", "List products.", {"limit": INT}, []),
        tool("create_price", "Create a price for a product.", {"product": S, "unit_amount": INT, "currency": S}, ["product", "unit_amount", "currency"]),
        tool("create_invoice", "Create a draft invoice.", {"customer": S, "days_until_due": INT}, ["customer"]),
        tool("create_invoice_item", "Add a line item to an invoice.", {"customer": S, "price": S, "invoice": S}, ["customer", "price", "invoice"]),
        tool("finalize_invoice", "Finalize a draft invoice.", {"invoice": S}, ["invoice"]),
        tool("list_invoices", "List invoices.", {"customer": S, "limit": INT}, []),
        tool("retrieve_balance", "Retrieve the account balance.", {}, []),
        tool("create_payment_link", "Create a payment link for a price.", {"price": S, "quantity": INT}, ["price", "quantity"]),
    ])
    cus = "cus_RFh3kTq9WmZ2vN"
    cus_bad = "cus_RFh3kTq9WnX8aL"
    email = "ap@hollowayfreight.com"
    customer = {"id": cus, "object": "customer", "address": None, "balance": 0, "created": 1732026194, "currency": None,
                "default_source": None, "delinquent": False, "description": None, "email": email, "invoice_prefix": "7C1E4A9B",
                "invoice_settings": {"default_payment_method": None, "footer": None}, "livemode": False, "metadata": {},
                "name": "Holloway Freight Ltd", "phone": None, "preferred_locales": [], "shipping": None, "tax_exempt": "none", "test_clock": None}
    prods = [{"id": "prod_QzL8d2TfV0aK1m", "object": "product", "active": True, "name": "Route optimisation - Fleet tier", "default_price": "price_1QA2bxLk7gR9Xy0pFleet01", "created": 1727780012},
             {"id": "prod_QzL9e3UgW1bL2n", "object": "product", "active": True, "name": "Telematics add-on (per vehicle / month)", "default_price": "price_1QA2cyLk7gR9Xy0pTele01", "created": 1727780140},
             {"id": "prod_R4mA7fXhY2cM3o", "object": "product", "active": True, "name": "Onboarding & data migration", "default_price": None, "created": 1729512877},
             {"id": "prod_R9nB8gYiZ3dN4p", "object": "product", "active": False, "name": "Legacy dispatch console", "default_price": None, "created": 1720003311}]
    price = {"id": "price_1QN7fGLk7gR9Xy0pOnb4Hq2T", "object": "price", "active": True, "billing_scheme": "per_unit", "created": 1732026231,
             "currency": "gbp", "livemode": False, "lookup_key": None, "nickname": None, "product": "prod_R4mA7fXhY2cM3o", "recurring": None,
             "tax_behavior": "unspecified", "type": "one_time", "unit_amount": 450000, "unit_amount_decimal": "450000"}
    inv = "in_1QN7gALk7gR9Xy0pV3c8Kd1E"
    def invoice(status, extra):
        base = {"id": inv, "object": "invoice", "account_country": "GB", "account_name": "RouteWise Ltd", "amount_due": 0, "amount_paid": 0,
                "amount_remaining": 0, "attempt_count": 0, "auto_advance": False, "collection_method": "send_invoice", "created": 1732026262,
                "currency": "gbp", "customer": cus, "customer_email": email, "customer_name": "Holloway Freight Ltd",
                "due_date": 1734618262, "hosted_invoice_url": None, "livemode": False, "number": None, "status": status, "subtotal": 0, "total": 0}
        base.update(extra)
        return base
    draft = invoice("draft", {})
    item = {"id": "ii_1QN7gTLk7gR9Xy0pR2aW5nZc", "object": "invoiceitem", "amount": 450000, "currency": "gbp", "customer": cus,
            "date": 1732026281, "description": "Onboarding & data migration", "discountable": True, "invoice": inv, "livemode": False,
            "price": {"id": price["id"], "product": price["product"], "unit_amount": 450000}, "proration": False, "quantity": 1}
    final = invoice("open", {"amount_due": 450000, "amount_remaining": 450000, "subtotal": 450000, "total": 450000, "number": "7C1E4A9B-0001",
                             "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1P9xLk7gR9Xy0p/test_YWNjdF8xUDl4TGs3Z1I5WHkwcCxfUkZoNGlTdWJ2",
                             "invoice_pdf": "https://pay.stripe.com/invoice/acct_1P9xLk7gR9Xy0p/test_YWNjdF8xUDl4TGs3Z1I5WHkwcCxfUkZoNGlTdWJ2/pdf",
                             "status_transitions": {"finalized_at": 1732026305, "paid_at": None, "voided_at": None}})
    bal = {"object": "balance", "available": [{"amount": 1283460, "currency": "gbp", "source_types": {"card": 1283460}}],
           "pending": [{"amount": 96220, "currency": "gbp", "source_types": {"card": 96220}}], "livemode": False}
    turns = [
        (call("list_customers", email=email, limit=3), pj({"object": "list", "data": [], "has_more": False, "url": "/v1/customers"})),
        (call("create_customer", name="Holloway Freight Ltd", email=email), pj(customer)),
        (call("list_products", limit=10), pj({"object": "list", "data": prods, "has_more": False, "url": "/v1/products"})),
        (call("create_price", product="prod_R4mA7fXhY2cM3o", unit_amount=450000, currency="gbp"), pj(price)),
        (call("create_invoice", customer=cus, days_until_due=30), pj(draft)),
        (call("create_invoice_item", customer=cus, price=price["id"], invoice=inv), pj(item)),
        (call("finalize_invoice", invoice=inv), pj(final)),
        (call("list_invoices", customer=cus, limit=5), pj({"object": "list", "data": [final], "has_more": False, "url": "/v1/invoices"})),
        (call("retrieve_balance"), pj(bal)),
        (call("list_customers", email=email, limit=3), pj({"object": "list", "data": [{**customer, "id": cus_bad}], "has_more": False, "url": "/v1/customers"})),
        (call("create_payment_link", price=price["id"], quantity=1),
         pj({"id": "plink_1QN7hDLk7gR9Xy0pS4e2Bw7M", "object": "payment_link", "active": True, "currency": "gbp", "livemode": False,
             "url": "https://buy.stripe.com/test_6oE8xR0aT3cW5Jq4gg", "line_items": {"object": "list", "data": [{"price": {"id": price["id"]}, "quantity": 1}]}})),
    ]
    rs.add(task="mcp", tid="h9-mcp-15", system=system, turns=turns, bad=True, turn=10, kind="id changed (customer id)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-16: Zendesk server. CLEAN: agent replies publicly and sets the ticket pending/high (it jumps to the top of
# the updated_at-sorted list); the requester then replies (a new, later comment), and Zendesk reopens the ticket
# (status back to open, updated_at = the reply time). Comment counts grow 3 -> 5 with those two comments.
# ---------------------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    system = mcp_system("zendesk", "Zendesk Support for helpdesk.tallyworks.io", [
        tool("get_tickets", "List tickets.", {"page": INT, "per_page": INT, "sort_by": S, "sort_order": S}, []),
        tool("get_ticket", "Get one ticket.", {"ticket_id": INT}, ["ticket_id"]),
        tool("get_ticket_comments", "All comments of a ticket.", {"ticket_id": INT}, ["ticket_id"]),
        tool("create_ticket_comment", "Add a comment to a ticket.", {"ticket_id": INT, "comment": S, "public": B}, ["ticket_id", "comment"]),
        tool("update_ticket", "Update ticket fields.", {"ticket_id": INT, "status": S, "priority": S, "tags": A}, ["ticket_id"]),
    ])
    agent, req = 9120044581, 9127733016
    tk = {"id": 48213, "subject": "CSV export drops rows after 10,000", "status": "open", "priority": "normal", "type": "problem",
          "requester_id": req, "assignee_id": agent, "group_id": 360011204, "organization_id": 380029177,
          "tags": ["export", "plan_business"], "created_at": "2024-11-18T16:02:51Z", "updated_at": "2024-11-19T09:14:22Z",
          "via": {"channel": "web"}, "custom_fields": [{"id": 360044120, "value": "reports"}, {"id": 360044121, "value": "v5.18.2"}],
          "satisfaction_rating": None, "url": "https://tallyworks.zendesk.com/api/v2/tickets/48213.json"}
    others = [
        {"id": 48240, "subject": "SSO login loops back to sign-in page", "status": "open", "priority": "urgent", "updated_at": "2024-11-19T13:58:40Z", "requester_id": 9131180274},
        {"id": 48236, "subject": "Invoice shows wrong VAT number", "status": "pending", "priority": "normal", "updated_at": "2024-11-19T12:41:05Z", "requester_id": 9130942217},
        {"id": 48229, "subject": "How do I rename a workspace?", "status": "solved", "priority": "low", "updated_at": "2024-11-19T11:20:33Z", "requester_id": 9129577301},
        {"id": 48201, "subject": "Webhook retries not respecting 429", "status": "hold", "priority": "high", "updated_at": "2024-11-19T10:02:18Z", "requester_id": 9126610458},
        {"id": 48190, "subject": "Dashboard widgets blank in Safari 17", "status": "open", "priority": "normal", "updated_at": "2024-11-18T17:45:12Z", "requester_id": 9125004923},
        {"id": 48177, "subject": "Bulk import: date column parsed as text", "status": "pending", "priority": "normal", "updated_at": "2024-11-18T15:09:57Z", "requester_id": 9124119862},
        {"id": 48152, "subject": "Request: audit log export API", "status": "open", "priority": "low", "updated_at": "2024-11-18T10:31:26Z", "requester_id": 9122785530},
    ]
    def short(t):
        return {k: t[k] for k in ("id", "subject", "status", "priority", "updated_at", "requester_id")}
    def listing():
        rows = sorted([short(tk)] + others, key=lambda t: t["updated_at"], reverse=True)
        return pj({"tickets": rows, "page": 1, "per_page": 8, "count": 131, "sort_by": "updated_at", "sort_order": "desc",
                   "next_page": "https://tallyworks.zendesk.com/api/v2/tickets.json?page=2&per_page=8&sort_by=updated_at&sort_order=desc"})
    c = [
        {"id": 30551802117, "author_id": req, "public": True, "created_at": "2024-11-18T16:02:51Z",
         "body": "When I export the 'All transactions' report to CSV, the file always stops at exactly 10,000 rows. The report shows 14,382 rows in the UI."},
        {"id": 30553317940, "author_id": agent, "public": True, "created_at": "2024-11-18T17:30:08Z",
         "body": "Hi Marta, thanks for reporting this. Could you tell me your workspace ID and whether any filters are applied to the report?"},
        {"id": 30569002561, "author_id": req, "public": True, "created_at": "2024-11-19T09:14:22Z",
         "body": "Workspace ID is ws_7Hk2Qp. Only a date filter (Jan 1 - Nov 15 2024). Same result in Chrome and Firefox."},
    ]
    l1 = listing()
    mine = {"id": 30574418833, "author_id": agent, "public": True, "created_at": "2024-11-19T14:12:05Z",
            "body": "Thanks Marta. This is a known limit of synchronous CSV exports (10,000 rows). As a workaround, use Export > 'Email me the full file', "
                    "which runs in the background and has no row cap. Engineering is raising the sync limit in 5.19 (ETA Dec 3)."}
    tk.update(updated_at="2024-11-19T14:12:05Z")
    t4 = pj({"ticket": {**tk}, "audit": {"id": 30574418829, "ticket_id": 48213, "created_at": "2024-11-19T14:12:05Z", "author_id": agent,
                                          "events": [{"id": 30574418833, "type": "Comment", "public": True, "body": mine["body"]}]}})
    tk.update(status="pending", priority="high", updated_at="2024-11-19T14:12:40Z", tags=["export", "known_limit", "plan_business"])
    t5 = pj({"ticket": {**tk}})
    l6 = listing()
    reply = {"id": 30576120994, "author_id": req, "public": True, "created_at": "2024-11-19T14:31:17Z",
             "body": "The emailed export worked, all 14,382 rows are there. Please let me know when 5.19 is out."}
    tk.update(status="open", updated_at="2024-11-19T14:31:17Z")
    turns = [
        (call("get_tickets", page=1, per_page=8, sort_by="updated_at", sort_order="desc"), l1),
        (call("get_ticket", ticket_id=48213), pj({"ticket": {**tk, "status": "open", "priority": "normal", "updated_at": "2024-11-19T09:14:22Z", "tags": ["export", "plan_business"]}})),
        (call("get_ticket_comments", ticket_id=48213), pj({"comments": c, "count": 3})),
        (call("create_ticket_comment", ticket_id=48213, comment=mine["body"], public=True), t4),
        (call("update_ticket", ticket_id=48213, status="pending", priority="high", tags=["export", "known_limit", "plan_business"]), t5),
        (call("get_tickets", page=1, per_page=8, sort_by="updated_at", sort_order="desc"), l6),
        (call("get_ticket_comments", ticket_id=48213), pj({"comments": c + [mine, reply], "count": 5})),
        (call("get_ticket", ticket_id=48213), pj({"ticket": tk})),
    ]
    rs.add(task="mcp", tid="h9-mcp-16", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-17: Kubernetes server. BAD at turn 3: pod payments-api-7c9d8f6b5-x2lqp shows RESTARTS 4 at turn 1 and
# "Restart Count: 4" at turn 2; at turn 3 the same pod (same name, older age) shows RESTARTS 3. The later rollout
# (new ReplicaSet, new pod names, 0 restarts) is legitimate.
# ---------------------------------------------------------------------------------------------------------------
def kt(rows: list[tuple[str, ...]], head: tuple[str, ...]) -> str:
    w = [max(len(r[i]) for r in [head] + rows) + 3 for i in range(len(head))]
    return "\n".join("".join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in [head] + rows)


def t17(rs: RowSet) -> None:
    system = mcp_system("kubernetes", "kubectl access to cluster prod-eu-west-1 (context prod-euw1)", [
        tool("kubectl_get", "Get resources.", {"resourceType": S, "name": S, "namespace": S, "labelSelector": S, "output": S}, ["resourceType"]),
        tool("kubectl_describe", "Describe a resource.", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
        tool("kubectl_logs", "Container logs.", {"resourceType": S, "name": S, "namespace": S, "previous": B, "tail": INT}, ["resourceType", "name", "namespace"]),
        tool("kubectl_patch", "Patch a resource.", {"resourceType": S, "name": S, "namespace": S, "patchType": S, "patchData": OBJ}, ["resourceType", "name"]),
        tool("kubectl_rollout", "Rollout status/history/undo/restart.", {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
    ])
    H = ("NAME", "READY", "STATUS", "RESTARTS", "AGE")
    api1 = [("payments-api-7c9d8f6b5-k8w2m", "1/1", "Running", "1 (5h12m ago)", "3d2h"),
            ("payments-api-7c9d8f6b5-r5tzn", "1/1", "Running", "0", "3d2h"),
            ("payments-api-7c9d8f6b5-x2lqp", "1/1", "Running", "4 (2m41s ago)", "3d2h")]
    rest = [("ledger-consumer-5f6b9d7c48-9hq2v", "1/1", "Running", "0", "6d19h"), ("ledger-consumer-5f6b9d7c48-tz7xm", "1/1", "Running", "0", "6d19h"),
            ("payments-worker-846c5d9f7-2mbrk", "1/1", "Running", "0", "3d2h"), ("payments-worker-846c5d9f7-wl6sd", "1/1", "Running", "0", "3d2h"),
            ("pgbouncer-6d8b7f5c9-jv4np", "1/1", "Running", "0", "21d"), ("pgbouncer-6d8b7f5c9-q8c3x", "1/1", "Running", "0", "21d"),
            ("redis-0", "2/2", "Running", "0", "21d"), ("stripe-webhooks-7b4f8c6d5-pl9kd", "1/1", "Running", "0", "9d4h")]
    all1 = sorted(rest[:2] + api1 + rest[2:], key=lambda r: r[0])
    api3 = [("payments-api-7c9d8f6b5-k8w2m", "1/1", "Running", "1 (5h14m ago)", "3d2h"),
            ("payments-api-7c9d8f6b5-r5tzn", "1/1", "Running", "0", "3d2h"),
            ("payments-api-7c9d8f6b5-x2lqp", "1/1", "Running", "3 (4m50s ago)", "3d2h")]
    api8 = [("payments-api-6f4d8b7c9-bq7kt", "1/1", "Running", "0", "41s"),
            ("payments-api-6f4d8b7c9-hz2wn", "1/1", "Running", "0", "1m23s"),
            ("payments-api-6f4d8b7c9-t9vxr", "1/1", "Running", "0", "2m4s")]
    describe = """Name:             payments-api-7c9d8f6b5-x2lqp
Namespace:        payments
Priority:         0
Service Account:  payments-api
Node:             ip-10-42-17-88.eu-west-1.compute.internal/10.42.17.88
Start Time:       Sat, 16 Nov 2024 08:03:11 +0000
Labels:           app=payments-api
                  pod-template-hash=7c9d8f6b5
Status:           Running
IP:               10.42.19.204
Controlled By:    ReplicaSet/payments-api-7c9d8f6b5
Containers:
  api:
    Container ID:   containerd://8e1f0c47a9d2b35e6f7a1c0d9b8e2f4a3c5d6e7f8091a2b3c4d5e6f7a8b9c0d1
    Image:          123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:2.31.4
    Port:           8080/TCP
    State:          Running
      Started:      Tue, 19 Nov 2024 10:11:52 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Tue, 19 Nov 2024 08:47:30 +0000
      Finished:     Tue, 19 Nov 2024 10:11:49 +0000
    Ready:          True
    Restart Count:  4
    Limits:
      cpu:     1
      memory:  512Mi
    Requests:
      cpu:      250m
      memory:   384Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/readyz delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      JAVA_TOOL_OPTIONS:  -XX:MaxRAMPercentage=85
      SPRING_PROFILES_ACTIVE: prod
Conditions:
  Type              Status
  Initialized       True
  Ready             True
  ContainersReady   True
  PodScheduled      True
QoS Class:          Burstable
Events:
  Type     Reason   Age                  From     Message
  ----     ------   ----                 ----     -------
  Warning  BackOff  3m10s                kubelet  Back-off restarting failed container api in pod payments-api-7c9d8f6b5-x2lqp_payments
  Normal   Pulled   2m50s (x5 over 3d2h) kubelet  Container image "123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:2.31.4" already present on machine
  Normal   Started  2m50s (x5 over 3d2h) kubelet  Started container api"""
    logs = """2024-11-19T10:10:58.402Z  INFO 1 --- [nio-8080-exec-7] c.r.p.export.SettlementExportService : building settlement export batch=2024-11-18 merchants=1842
2024-11-19T10:11:21.977Z  WARN 1 --- [nio-8080-exec-7] c.r.p.export.SettlementExportService : export rows=612004 still loading into memory
2024-11-19T10:11:40.115Z  WARN 1 --- [           main] o.s.b.a.GcInfoLogger                 : GC overhead 94% over last 10s (heap 421M/435M)
2024-11-19T10:11:47.830Z ERROR 1 --- [nio-8080-exec-3] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception: java.lang.OutOfMemoryError: Java heap space
2024-11-19T10:11:48.006Z ERROR 1 --- [nio-8080-exec-7] c.r.p.export.SettlementExportService : export failed batch=2024-11-18: java.lang.OutOfMemoryError: Java heap space"""
    patch = {"spec": {"template": {"spec": {"containers": [{"name": "api", "resources": {"limits": {"memory": "1Gi"}, "requests": {"memory": "768Mi"}}}]}}}}
    rollout = """Waiting for deployment "payments-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
deployment "payments-api" successfully rolled out"""
    turns = [
        (call("kubectl_get", resourceType="pods", namespace="payments"), kt(all1, H)),
        (call("kubectl_describe", resourceType="pod", name="payments-api-7c9d8f6b5-x2lqp", namespace="payments"), describe),
        (call("kubectl_get", resourceType="pods", namespace="payments", labelSelector="app=payments-api"), kt(api3, H)),
        (call("kubectl_logs", resourceType="pod", name="payments-api-7c9d8f6b5-x2lqp", namespace="payments", previous=True, tail=5), logs),
        (call("kubectl_get", resourceType="deployment", name="payments-api", namespace="payments", output="wide"),
         kt([("payments-api", "3/3", "3", "3", "64d", "api", "123456789012.dkr.ecr.eu-west-1.amazonaws.com/payments-api:2.31.4", "app=payments-api")],
            ("NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"))),
        (call("kubectl_patch", resourceType="deployment", name="payments-api", namespace="payments", patchType="strategic", patchData=patch),
         "deployment.apps/payments-api patched"),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="payments-api", namespace="payments", timeout="5m"), rollout),
        (call("kubectl_get", resourceType="pods", namespace="payments", labelSelector="app=payments-api"), kt(api8, H)),
    ]
    rs.add(task="mcp", tid="h9-mcp-17", system=system, turns=turns, bad=True, turn=3, kind="counter goes down (pod restart count)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-18: MongoDB server. CLEAN: two stale past_due subscriptions are canceled (past_due 4 -> 2, canceled
# 41 -> 43), a repeat of the update matches nothing, one trialing subscription is inserted (trialing 23 -> 24).
# ---------------------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    system = mcp_system("mongodb", "MongoDB Atlas cluster 'saas-prod', database 'billing'", [
        tool("aggregate", "Run an aggregation pipeline.", {"database": S, "collection": S, "pipeline": A}, ["database", "collection", "pipeline"]),
        tool("find", "Find documents.", {"database": S, "collection": S, "filter": OBJ, "projection": OBJ, "sort": OBJ, "limit": INT}, ["database", "collection"]),
        tool("count", "Count documents matching a filter.", {"database": S, "collection": S, "query": OBJ}, ["database", "collection"]),
        tool("update-many", "Update all documents matching a filter.", {"database": S, "collection": S, "filter": OBJ, "update": OBJ}, ["database", "collection", "update"]),
        tool("insert-many", "Insert documents.", {"database": S, "collection": S, "documents": A}, ["database", "collection", "documents"]),
    ])
    db, col = "billing", "subscriptions"
    counts = {"active": 118, "canceled": 41, "past_due": 4, "trialing": 23}
    def agg():
        rows = sorted(counts.items(), key=lambda kv: -kv[1])
        return (f'Found {len(rows)} documents in the collection "{col}":\n' + "\n".join(json.dumps({"_id": k, "n": v}) for k, v in rows))
    pd = [
        {"_id": {"$oid": "66f2a91c4b7e0d3a5c8f1e20"}, "accountId": "acc_3817", "plan": "team", "seats": 12, "status": "past_due",
         "currentPeriodEnd": {"$date": "2024-10-28T00:00:00.000Z"}, "lastPaymentAttempt": {"$date": "2024-11-04T06:00:12.000Z"}, "mrr": 348},
        {"_id": {"$oid": "66f2a91c4b7e0d3a5c8f1e27"}, "accountId": "acc_4402", "plan": "business", "seats": 40, "status": "past_due",
         "currentPeriodEnd": {"$date": "2024-10-31T00:00:00.000Z"}, "lastPaymentAttempt": {"$date": "2024-11-07T06:00:09.000Z"}, "mrr": 1960},
        {"_id": {"$oid": "670b11d08e2f4c6a9d3b5e71"}, "accountId": "acc_5120", "plan": "team", "seats": 7, "status": "past_due",
         "currentPeriodEnd": {"$date": "2024-11-12T00:00:00.000Z"}, "lastPaymentAttempt": {"$date": "2024-11-18T06:00:04.000Z"}, "mrr": 203},
        {"_id": {"$oid": "671c40e75a3d2b8f0e1c9a46"}, "accountId": "acc_5391", "plan": "starter", "seats": 3, "status": "past_due",
         "currentPeriodEnd": {"$date": "2024-11-15T00:00:00.000Z"}, "lastPaymentAttempt": {"$date": "2024-11-19T06:00:02.000Z"}, "mrr": 45},
    ]
    def docs(ds):
        return f'Found {len(ds)} documents in the collection "{col}":\n' + "\n".join(json.dumps(d) for d in ds)
    f2 = docs(pd)
    flt = {"status": "past_due", "lastPaymentAttempt": {"$lt": {"$date": "2024-11-12T00:00:00Z"}}}
    upd = {"$set": {"status": "canceled", "canceledAt": {"$date": "2024-11-19T15:20:00Z"}, "cancelReason": "dunning_exhausted"}}
    counts["past_due"] -= 2
    counts["canceled"] += 2
    new = {"accountId": "acc_5544", "plan": "team", "seats": 5, "status": "trialing", "trialEnd": {"$date": "2024-12-03T00:00:00Z"}, "mrr": 0}
    turns = [
        (call("aggregate", database=db, collection=col, pipeline=[{"$group": {"_id": "$status", "n": {"$sum": 1}}}, {"$sort": {"n": -1}}]),
         docs([{"_id": "active", "n": 118}, {"_id": "canceled", "n": 41}, {"_id": "trialing", "n": 23}, {"_id": "past_due", "n": 4}])),
        (call("find", database=db, collection=col, filter={"status": "past_due"}, sort={"currentPeriodEnd": 1}, limit=20), f2),
        (call("update-many", database=db, collection=col, filter=flt, update=upd), "Matched 2 document(s). Modified 2 document(s)."),
        (call("count", database=db, collection=col, query={"status": "past_due"}), 'Found 2 documents in the collection "subscriptions"'),
        (call("update-many", database=db, collection=col, filter=flt, update=upd), "Matched 0 document(s). Modified 0 document(s)."),
        (call("insert-many", database=db, collection=col, documents=[new]),
         'Inserted `1` document(s) into collection "subscriptions"\nInserted IDs: 673ca8f21d4e5b7c9a0f3e18'),
    ]
    counts["trialing"] += 1
    turns += [
        (call("aggregate", database=db, collection=col, pipeline=[{"$group": {"_id": "$status", "n": {"$sum": 1}}}, {"$sort": {"n": -1}}]), agg()),
        (call("find", database=db, collection=col, filter={"status": {"$in": ["past_due", "canceled"]}, "accountId": {"$in": ["acc_3817", "acc_4402", "acc_5120", "acc_5391"]}},
              projection={"accountId": 1, "status": 1, "canceledAt": 1, "mrr": 1}, sort={"accountId": 1}),
         docs([{"_id": pd[0]["_id"], "accountId": "acc_3817", "status": "canceled", "mrr": 348, "canceledAt": {"$date": "2024-11-19T15:20:00.000Z"}},
               {"_id": pd[1]["_id"], "accountId": "acc_4402", "status": "canceled", "mrr": 1960, "canceledAt": {"$date": "2024-11-19T15:20:00.000Z"}},
               {"_id": pd[2]["_id"], "accountId": "acc_5120", "status": "past_due", "mrr": 203},
               {"_id": pd[3]["_id"], "accountId": "acc_5391", "status": "past_due", "mrr": 45}])),
    ]
    rs.add(task="mcp", tid="h9-mcp-18", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-19: Todoist server. BAD at turn 6: "Call plumber" was renamed at turn 2 to "Call plumber re: water heater
# leak" (due moved to 2025-03-12); the task list at turn 6 shows it under the old name "Call plumber" (with the new
# due date). Completed task gone, new task present, priority change shown - all consistent.
# ---------------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    system = mcp_system("todoist", "Todoist account of Ben Adler", [
        tool("todoist_get_tasks", "List active tasks, optionally filtered.", {"project_id": S, "filter": S, "limit": INT}, []),
        tool("todoist_update_task", "Find a task by name and update it.", {"task_name": S, "content": S, "due_string": S, "priority": INT}, ["task_name"]),
        tool("todoist_complete_task", "Find a task by name and complete it.", {"task_name": S}, ["task_name"]),
        tool("todoist_create_task", "Create a task.", {"content": S, "description": S, "due_string": S, "priority": INT, "project_id": S}, ["content"]),
    ])
    tasks = [
        ["Pay property tax (2nd installment)", "Portal: county site, ref 22-0419", "2025-03-14", 3],
        ["Call plumber", "", "2025-03-11", 2],
        ["Renew car registration", "Need emissions cert first", "2025-03-11", 3],
        ["Book chimney sweep", "", "2025-03-20", 1],
        ["Replace smoke detector batteries", "Hallway + basement", "2025-03-15", 2],
        ["Return library books", "", "2025-03-13", 1],
        ["Order new garden hose", "50ft, kink-free", None, 1],
        ["Schedule HVAC spring tune-up", "", "2025-04-01", 2],
        ["Fix squeaky back door hinge", "", None, 1],
        ["Sort out recycling bins for pickup", "Pickup is Thursday", "2025-03-12", 1],
    ]
    def fmt(ts):
        out = []
        for c, d, due, p in ts:
            s = f"- {c}"
            if d:
                s += f"\n  Description: {d}"
            if due:
                s += f"\n  Due: {due}"
            s += f"\n  Priority: {p}"
            out.append(s)
        return "\n\n".join(out)
    t1 = fmt(tasks)
    tasks[1][0], tasks[1][2] = "Call plumber re: water heater leak", "2025-03-12"
    del tasks[2]
    tasks.append(["Order furnace filters 16x25x1", "MERV 11, pack of 6", "2025-03-14", 2])
    tasks[0][3] = 4
    shown = [list(t) for t in tasks]
    shown[1][0] = "Call plumber"
    turns = [
        (call("todoist_get_tasks", project_id="2331890457"), t1),
        (call("todoist_update_task", task_name="Call plumber", content="Call plumber re: water heater leak", due_string="tomorrow"),
         'Task "Call plumber" updated:\nNew Title: Call plumber re: water heater leak\nNew Due Date: 2025-03-12'),
        (call("todoist_complete_task", task_name="Renew car registration"), 'Successfully completed task: "Renew car registration"'),
        (call("todoist_create_task", content="Order furnace filters 16x25x1", description="MERV 11, pack of 6", due_string="Friday", priority=2, project_id="2331890457"),
         "Task created:\nTitle: Order furnace filters 16x25x1\nDescription: MERV 11, pack of 6\nDue: 2025-03-14\nPriority: 2"),
        (call("todoist_update_task", task_name="Pay property tax", priority=4),
         'Task "Pay property tax (2nd installment)" updated:\nNew Priority: 4'),
        (call("todoist_get_tasks", project_id="2331890457"), fmt(shown)),
        (call("todoist_complete_task", task_name="Return library books"), 'Successfully completed task: "Return library books"'),
        (call("todoist_get_tasks", filter="today | overdue"),
         fmt([["Fix the garage remote (battery)", "", "2025-03-10", 1], ["Email landlord about lease renewal", "", "2025-03-11", 3]])),
    ]
    rs.add(task="mcp", tid="h9-mcp-19", system=system, turns=turns, bad=True, turn=6, kind="renamed item under old name")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-20: Home Assistant server. CLEAN: living-room lights off, kitchen dimmed to 40% (brightness 102) then off,
# thermostat target raised to 21.5 and the measured temperature climbs while heating, porch light on, a call on a
# non-existent "Patio Heater" fails and changes nothing.
# ---------------------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    system = mcp_system("home-assistant", "Home Assistant Assist API of a family home", [
        tool("GetLiveContext", "Current state of the exposed devices.", {}, []),
        tool("HassTurnOn", "Turn on a device or entity.", {"name": S, "area": S, "domain": A}, []),
        tool("HassTurnOff", "Turn off a device or entity.", {"name": S, "area": S, "domain": A}, []),
        tool("HassLightSet", "Set brightness or colour of a light.", {"name": S, "area": S, "brightness": INT}, []),
        tool("HassClimateSetTemperature", "Set the target temperature.", {"name": S, "area": S, "temperature": {"type": "number"}}, ["temperature"]),
    ])
    dev = {
        "Living Room Ceiling": ["light", "Living Room", "on", {"brightness": "204"}],
        "Living Room Floor Lamp": ["light", "Living Room", "on", {"brightness": "153"}],
        "TV Backlight": ["light", "Living Room", "on", {"brightness": "77"}],
        "Kitchen Light": ["light", "Kitchen", "on", {"brightness": "255"}],
        "Kitchen Under-cabinet": ["light", "Kitchen", "off", {}],
        "Porch Light": ["light", "Front Yard", "off", {}],
        "Hallway Thermostat": ["climate", "Hallway", "heat", {"current_temperature": "19.6", "temperature": "19.0", "hvac_action": "idle"}],
        "Front Door": ["lock", "Entrance", "locked", {}],
        "Garage Door": ["cover", "Garage", "closed", {"current_position": "0"}],
        "Back Door Sensor": ["binary_sensor", "Kitchen", "off", {"device_class": "door"}],
        "Outdoor Temperature": ["sensor", "Front Yard", "6.4", {"unit_of_measurement": "°C"}],
        "Dishwasher Plug": ["switch", "Kitchen", "on", {}],
        "Bedroom Fan": ["fan", "Bedroom", "off", {}],
        "Kids Room Night Light": ["light", "Kids Room", "on", {"brightness": "26"}],
    }
    def ctx():
        out = ["Live Context: An overview of the areas and the devices in this smart home:"]
        for n, (d, a, s, attrs) in dev.items():
            out.append(f"- names: {n}\n  domain: {d}\n  state: '{s}'\n  areas: {a}")
            if attrs:
                out.append("  attributes:\n" + "\n".join(f"    {k}: '{v}'" for k, v in attrs.items()))
        return txt("\n".join(out))
    def done(names):
        return txt(json.dumps({"speech": {}, "response_type": "action_done", "data": {
            "targets": [], "success": [{"name": n, "type": "entity", "id": i} for n, i in names], "failed": []}}))
    c1 = ctx()
    for n in ("Living Room Ceiling", "Living Room Floor Lamp", "TV Backlight"):
        dev[n][2], dev[n][3] = "off", {}
    dev["Kitchen Light"][3] = {"brightness": "102"}
    dev["Hallway Thermostat"][3] = {"current_temperature": "20.1", "temperature": "21.5", "hvac_action": "heating"}
    c6 = ctx()
    dev["Porch Light"][2], dev["Porch Light"][3] = "on", {"brightness": "255"}
    dev["Kitchen Light"][2], dev["Kitchen Light"][3] = "off", {}
    dev["Hallway Thermostat"][3] = {"current_temperature": "20.6", "temperature": "21.5", "hvac_action": "heating"}
    dev["Outdoor Temperature"][2] = "6.1"
    c9 = ctx()
    turns = [
        (call("GetLiveContext"), c1),
        (call("HassTurnOff", area="Living Room", domain=["light"]),
         done([("Living Room Ceiling", "light.living_room_ceiling"), ("Living Room Floor Lamp", "light.living_room_floor_lamp"), ("TV Backlight", "light.tv_backlight")])),
        (call("HassLightSet", name="Kitchen Light", brightness=40), done([("Kitchen Light", "light.kitchen")])),
        (call("HassClimateSetTemperature", name="Hallway Thermostat", temperature=21.5), done([("Hallway Thermostat", "climate.hallway")])),
        (call("HassTurnOn", name="Patio Heater"),
         json.dumps({"content": [{"type": "text", "text": "Error: MatchFailedError: Unable to find an area or device matching name='Patio Heater'"}], "isError": True}, indent=2)),
        (call("GetLiveContext"), c6),
        (call("HassTurnOn", name="Porch Light"), done([("Porch Light", "light.porch")])),
        (call("HassTurnOff", name="Kitchen Light"), done([("Kitchen Light", "light.kitchen")])),
        (call("GetLiveContext"), c9),
    ]
    rs.add(task="mcp", tid="h9-mcp-20", system=system, turns=turns)


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-21: Redis server. BAD at turn 8: feature:checkout_v2 was set with a 3600 s expiry at turn 2 and TTL read
# 3597 at turn 3; nothing touches the key again, yet at turn 8 (several calls later) TTL reads 3599.
# ---------------------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    system = mcp_system("redis", "Redis 7.2 instance staging-cache (db 0)", [
        tool("dbsize", "Number of keys in the current database.", {}, []),
        tool("scan_keys", "SCAN keys matching a pattern.", {"pattern": S, "count": INT}, ["pattern"]),
        tool("set", "Set a string value, optionally with expiration in seconds.", {"key": S, "value": S, "expiration": INT}, ["key", "value"]),
        tool("get", "Get a string value.", {"key": S}, ["key"]),
        tool("ttl", "Remaining time to live of a key, in seconds.", {"key": S}, ["key"]),
        tool("hset", "Set a hash field.", {"name": S, "key": S, "value": S}, ["name", "key", "value"]),
        tool("hgetall", "All fields of a hash.", {"name": S}, ["name"]),
        tool("lpush", "Push a value onto the head of a list.", {"name": S, "value": S}, ["name", "value"]),
        tool("llen", "Length of a list.", {"name": S}, ["name"]),
    ])
    feats = ["feature:search_typo_tolerance", "feature:new_onboarding", "feature:dark_mode", "feature:bulk_edit", "feature:pricing_page_b",
             "feature:gift_cards", "feature:apple_pay", "feature:saved_carts", "feature:reorder_button"]
    cfg = {"max_items": "40", "min_order_cents": "500", "free_shipping_cents": "5000", "currency": "EUR", "guest_checkout": "true",
           "payment_providers": "stripe,paypal", "address_autocomplete": "google", "session_timeout_s": "1800", "coupon_stacking": "false",
           "tax_mode": "inclusive", "updated_by": "deploy-2024-11-14"}
    turns = [
        (call("dbsize"), "2481"),
        (call("set", key="feature:checkout_v2", value="enabled", expiration=3600), "Successfully set feature:checkout_v2 with expiration 3600 seconds"),
        (call("ttl", key="feature:checkout_v2"), "3597"),
        (call("scan_keys", pattern="feature:*", count=100), pj(sorted(feats + ["feature:checkout_v2"]))),
    ]
    cfg2 = dict(cfg)
    cfg2["max_items"] = "50"
    cfg2["updated_by"] = "ops-agent-2024-11-19"
    turns += [
        (call("hset", name="config:checkout", key="max_items", value="50"), "Field 'max_items' set successfully in hash 'config:checkout'."),
        (call("hset", name="config:checkout", key="updated_by", value="ops-agent-2024-11-19"), "Field 'updated_by' set successfully in hash 'config:checkout'."),
        (call("hgetall", name="config:checkout"), pj(cfg2)),
        (call("ttl", key="feature:checkout_v2"), "3599"),
        (call("dbsize"), "2482"),
    ]
    rs.add(task="mcp", tid="h9-mcp-21", system=system, turns=turns, bad=True, turn=8, kind="clock goes backwards (TTL increases)")


# ---------------------------------------------------------------------------------------------------------------
# h9-mcp-22: Datadog server. CLEAN: host web-07 is muted for 1h (a second mute without override is refused and
# changes nothing), CPU recovers in a later metrics window (new, later timestamps), the CPU monitor for web-07
# returns to OK while the unrelated disk monitor stays in Alert, then the host is unmuted.
# ---------------------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    system = mcp_system("datadog", "Datadog API (site datadoghq.eu) for the storefront org", [
        tool("get_monitors", "List monitors, filtered by group state or name.", {"groupStates": A, "name": S, "tags": A}, []),
        tool("query_metrics", "Query timeseries points.", {"query": S, "from": INT, "to": INT}, ["query", "from", "to"]),
        tool("mute_host", "Mute a host.", {"hostname": S, "message": S, "end": INT, "override": B}, ["hostname"]),
        tool("unmute_host", "Unmute a host.", {"hostname": S}, ["hostname"]),
        tool("list_hosts", "List hosts.", {"filter": S, "count": INT}, []),
    ])
    t0 = 1732030200  # 2024-11-19T15:30:00Z
    cpu = {"id": 148820391, "name": "[storefront] High CPU on {{host.name}}", "type": "metric alert",
           "query": "avg(last_10m):avg:system.cpu.user{service:storefront} by {host} > 85", "tags": ["team:web", "service:storefront"],
           "options": {"thresholds": {"critical": 85.0, "warning": 75.0}, "notify_no_data": False, "renotify_interval": 30}}
    disk = {"id": 148820407, "name": "[storefront] Disk usage > 90% on {{host.name}}", "type": "metric alert",
            "query": "max(last_15m):max:system.disk.in_use{service:storefront} by {host,device} > 0.9", "tags": ["team:web", "service:storefront"],
            "options": {"thresholds": {"critical": 0.9, "warning": 0.8}, "notify_no_data": False, "renotify_interval": 60}}
    lat = {"id": 148820455, "name": "[storefront] p95 latency high", "type": "query alert",
           "query": "percentile(last_5m):p95:trace.http.request{service:storefront,env:prod} > 1.2", "tags": ["team:web", "service:storefront"],
           "options": {"thresholds": {"critical": 1.2, "warning": 0.9}, "notify_no_data": False, "renotify_interval": 0}}
    m1 = [{**cpu, "overall_state": "Alert", "overall_state_modified": "2024-11-19T15:18:42+00:00",
           "state": {"groups": {"host:web-07": {"status": "Alert", "last_triggered_ts": 1732029522}}}},
          {**disk, "overall_state": "Alert", "overall_state_modified": "2024-11-19T13:02:10+00:00",
           "state": {"groups": {"host:web-03,device:/dev/nvme1n1": {"status": "Alert", "last_triggered_ts": 1732021330}}}},
          {**lat, "overall_state": "Warn", "overall_state_modified": "2024-11-19T15:21:05+00:00", "state": {"groups": {"*": {"status": "Warn"}}}}]
    def series(start, vals):
        return pj({"status": "ok", "res_type": "time_series", "from_date": start * 1000, "to_date": (start + 60 * (len(vals) - 1)) * 1000,
                   "query": "avg:system.cpu.user{host:web-07}", "series": [{"metric": "system.cpu.user", "scope": "host:web-07",
                   "display_name": "system.cpu.user", "unit": [{"family": "percentage", "name": "percent"}], "interval": 60, "length": len(vals),
                   "pointlist": [[(start + 60 * i) * 1000.0, v] for i, v in enumerate(vals)]}]})
    s1 = series(t0 - 600, [91.4, 93.0, 92.7, 94.1, 95.3, 93.8, 94.6, 92.2, 93.5, 94.0, 93.1])
    end = t0 + 60 + 3600
    s6 = series(t0 + 900, [71.2, 64.5, 58.9, 52.4, 47.7, 44.1, 42.6, 41.9, 40.3, 39.8, 41.0])
    m7 = [{**cpu, "overall_state": "OK", "overall_state_modified": "2024-11-19T15:52:40+00:00",
           "state": {"groups": {"host:web-07": {"status": "OK", "last_triggered_ts": 1732029522, "last_resolved_ts": 1732031560}}}},
          {**disk, "overall_state": "Alert", "overall_state_modified": "2024-11-19T13:02:10+00:00",
           "state": {"groups": {"host:web-03,device:/dev/nvme1n1": {"status": "Alert", "last_triggered_ts": 1732021330}}}},
          {**lat, "overall_state": "OK", "overall_state_modified": "2024-11-19T15:44:18+00:00", "state": {"groups": {"*": {"status": "OK"}}}}]
    hosts = [("web-05", False, None, 38.2), ("web-06", False, None, 41.7), ("web-07", True, end, 93.9), ("web-08", False, None, 36.4)]
    turns = [
        (call("get_monitors", groupStates=["alert", "warn"], tags=["service:storefront"]), pj(m1)),
        (call("query_metrics", query="avg:system.cpu.user{host:web-07}", **{"from": t0 - 600, "to": t0}), s1),
        (call("mute_host", hostname="web-07", message="Runaway image-resize worker, restarting - @oncall-web", end=end),
         pj({"action": "Muted", "hostname": "web-07", "message": "Runaway image-resize worker, restarting - @oncall-web", "end": end})),
        (call("list_hosts", filter="web-0", count=10),
         pj({"host_list": [{"name": n, "host_name": n, "is_muted": mu, "mute_timeout": to, "up": True, "apps": ["agent", "nginx", "storefront"],
                            "metrics": {"cpu": c, "iowait": 0.4, "load": 1.8 if n != "web-07" else 7.9}, "last_reported_time": t0 + 75}
                           for n, mu, to, c in hosts], "total_matching": 4, "total_returned": 4})),
        (call("mute_host", hostname="web-07", message="extend", end=end + 1800),
         pj({"errors": ["host:web-07 is already muted. To mute this host with a different end timestamp, add 'override': true"]})),
        (call("query_metrics", query="avg:system.cpu.user{host:web-07}", **{"from": t0 + 900, "to": t0 + 1500}), s6),
        (call("get_monitors", tags=["service:storefront"]), pj(m7)),
        (call("unmute_host", hostname="web-07"), pj({"action": "Unmuted", "hostname": "web-07"})),
    ]
    rs.add(task="mcp", tid="h9-mcp-22", system=system, turns=turns)


def main() -> None:
    rs = RowSet(OUT)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
