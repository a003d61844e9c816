# ruff: noqa: E501
"""Holdout27, domain mcp: 22 hand-written MCP-server trajectories (11 with exactly one contradiction, 11 clean).

Each trajectory is one agent calling the tools of one MCP server (mainstream ones such as GitHub, Jira, Slack,
Notion, Postgres, SQLite, the filesystem server, Google Calendar, Stripe, Linear, Sentry, and less common ones
such as a lab inventory, a fleet tracker, a library system, a CRM, a home-automation hub, a feature-flag
service, a warehouse system, a telescope queue, a fermentation monitor, a museum collection system and a
greenhouse controller). Run ``python -m tests.decoherence.independent.holdout27_parts.mcp.make`` to write
``mcp_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    INT,
    OBJ,
    A,
    B,
    RowSet,
    S,
    call,
    mcp_system,
    mcp_text,
    pj,
    tool,
)

T = "mcp"
Turns = list[tuple[str, str]]


def cj(obj: Any) -> str:
    """Compact JSON inside MCP text content (as servers that minify their payload return it)."""
    return mcp_text(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))


def js(obj: Any) -> str:
    """Plain single-line JSON."""
    return json.dumps(obj, ensure_ascii=False)


def _num(desc: str) -> dict[str, Any]:
    return {"type": "number", "description": desc}


# ---------------------------------------------------------------------------------------------------------
# 01 GitHub (bad): the approved review's commit_id is not the PR head sha that every other output shows.
# ---------------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    tools = [
        tool("get_pull_request", "Get details of a specific pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("get_pull_request_files", "Get the list of files changed in a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("list_commits", "Get list of commits of a branch", {"owner": S, "repo": S, "sha": S, "perPage": INT}, ["owner", "repo"]),
        tool("get_pull_request_status", "Get the combined status of all status checks for a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("create_pull_request_review", "Create a review on a pull request", {"owner": S, "repo": S, "pull_number": INT, "body": S, "event": S}, ["owner", "repo", "pull_number", "event"]),
        tool("add_issue_comment", "Add a comment to an issue or pull request", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("merge_pull_request", "Merge a pull request", {"owner": S, "repo": S, "pull_number": INT, "merge_method": S, "commit_title": S}, ["owner", "repo", "pull_number"]),
    ]
    sysp = mcp_system("github", "the GitHub API: repositories, issues, pull requests, reviews", tools)
    head = "9c41e7b2d0a58f3e6b17c04d92aa5e3f18b0c6d7"
    drift = "9c41e7b2d0a58f3e6b17c04d29aa5e3f18b0c6d7"
    base = "41d07ac95e2b8f63a1c0d4e97b25f8a3c6e10d2b"
    repo = "nordlys-io/tidewater"
    api = f"https://api.github.com/repos/{repo}"
    user = {"login": "mkovalenko", "id": 5521873, "type": "User", "html_url": "https://github.com/mkovalenko"}
    bot = {"login": "tidewater-release-bot", "id": 149022615, "type": "Bot", "html_url": "https://github.com/apps/tidewater-release-bot"}
    labels = [{"id": 6613200417, "name": "area/dispatch", "color": "1d76db"}, {"id": 6613200952, "name": "enhancement", "color": "a2eeef"}]
    body = ("## Summary\nAdds a per-endpoint retry budget (token bucket) so a failing endpoint cannot monopolise the "
            "dispatcher. Retries beyond the budget are parked in `deferred_deliveries` and picked up by the sweeper.\n\n"
            "## Changes\n- `RetryBudget` with refill rate + burst\n- worker consults the budget before re-enqueueing\n"
            "- new config keys `dispatch.retry_budget.rate` / `.burst`\n- docs\n\nCloses #467")

    def pr(state: str, merged: bool, extra: dict[str, Any]) -> dict[str, Any]:
        d: dict[str, Any] = {
            "url": f"{api}/pulls/482", "id": 1873320914, "number": 482, "state": state,
            "title": "Add retry budget to webhook dispatcher", "user": user, "body": body, "labels": labels,
            "created_at": "2024-10-02T09:14:51Z", "updated_at": "2024-10-03T15:02:17Z", "closed_at": None, "merged_at": None,
            "merge_commit_sha": "0f6e2b1c8d93a47e5b20c1f4d8a6e39b7c05d241",
            "requested_reviewers": [bot], "draft": False,
            "head": {"label": "nordlys-io:feat/retry-budget", "ref": "feat/retry-budget", "sha": head},
            "base": {"label": "nordlys-io:main", "ref": "main", "sha": base},
            "merged": merged, "mergeable": True, "mergeable_state": "clean", "merged_by": None,
            "comments": 4, "review_comments": 7, "commits": 3, "additions": 214, "deletions": 37, "changed_files": 5,
            "html_url": f"https://github.com/{repo}/pull/482",
        }
        d.update(extra)
        return d

    files = [
        ("src/tidewater/dispatch/retry_budget.py", "added", 118, 0),
        ("src/tidewater/dispatch/worker.py", "modified", 41, 29),
        ("src/tidewater/dispatch/config.py", "modified", 9, 2),
        ("tests/dispatch/test_retry_budget.py", "added", 39, 0),
        ("docs/configuration.md", "modified", 7, 6),
    ]
    shas = ["5a1e0c37d2b94f86e01c7a3b9d5f2e48c6a0b713", "d38b6f0a2c91e47d5b0a6c3f8e12d9a47b5c0e66", "e0b47c9a1f3d62b85c0e4a7d93f1b26c58a0d3e9", "7f2a90d4c6b1e38a5d07c2f9b4e61a3d8c5f02b1", "a6c3e1f09b2d47c85e0a3f6b1d9c28e47a5b0f33"]
    files_out = [{"sha": shas[i], "filename": f, "status": st, "additions": a, "deletions": d, "changes": a + d,
                  "blob_url": f"https://github.com/{repo}/blob/{head}/{f}", "raw_url": f"https://github.com/{repo}/raw/{head}/{f}"}
                 for i, (f, st, a, d) in enumerate(files)]
    commits = [
        {"sha": head, "commit": {"author": {"name": "Mira Kovalenko", "email": "mira@nordlys.io", "date": "2024-10-03T14:58:40Z"},
                                 "message": "Address review: expose budget in config, document keys",
                                 "tree": {"sha": "bd27e90c4a1f58d36e0b7c2a9f4d1e85c3a6b072"}},
         "author": {"login": "mkovalenko"}, "parents": [{"sha": "b7f2c05e91d4a38e6c0f7b12d95a4e83c6f2d017"}]},
        {"sha": "b7f2c05e91d4a38e6c0f7b12d95a4e83c6f2d017", "commit": {"author": {"name": "Mira Kovalenko", "email": "mira@nordlys.io", "date": "2024-10-02T16:20:03Z"},
                                                                     "message": "Wire retry budget into dispatcher worker",
                                                                     "tree": {"sha": "1c8e4d07a2b95f63e0d1a7c4b8f29e36d5a0c184"}},
         "author": {"login": "mkovalenko"}, "parents": [{"sha": "3e0d9a1f6b2c84e7d51a09f3c6b8e2d4a7f10c95"}]},
        {"sha": "3e0d9a1f6b2c84e7d51a09f3c6b8e2d4a7f10c95", "commit": {"author": {"name": "Mira Kovalenko", "email": "mira@nordlys.io", "date": "2024-10-02T08:51:27Z"},
                                                                     "message": "Introduce RetryBudget token bucket",
                                                                     "tree": {"sha": "f4a09b2e6c13d87a5e0c2b9d4f61a8e37c0b5d29"}},
         "author": {"login": "mkovalenko"}, "parents": [{"sha": base}]},
    ]
    status = {"state": "success", "sha": head, "total_count": 3, "statuses": [
        {"context": "ci/build", "state": "success", "description": "Build #5192 succeeded in 4m 12s", "target_url": "https://ci.nordlys.io/tidewater/5192", "updated_at": "2024-10-03T15:03:01Z"},
        {"context": "ci/lint", "state": "success", "description": "ruff + mypy passed", "target_url": "https://ci.nordlys.io/tidewater/5192/lint", "updated_at": "2024-10-03T15:00:44Z"},
        {"context": "codecov/patch", "state": "success", "description": "92.31% of diff hit (target 80.00%)", "target_url": "https://app.codecov.io/gh/nordlys-io/tidewater/pull/482", "updated_at": "2024-10-03T15:04:19Z"},
    ], "repository": {"full_name": repo}}
    review = {"id": 2339104477, "node_id": "PRR_kwDOKx7a4s6LbnYd", "user": bot, "body": "Budget logic and sweeper hand-off look right; tests cover burst exhaustion and refill. Approving.",
              "state": "APPROVED", "html_url": f"https://github.com/{repo}/pull/482#pullrequestreview-2339104477",
              "pull_request_url": f"{api}/pulls/482", "author_association": "CONTRIBUTOR", "submitted_at": "2024-10-03T15:21:09Z", "commit_id": drift}
    comment = {"id": 2390417753, "html_url": f"https://github.com/{repo}/pull/482#issuecomment-2390417753", "user": bot,
               "created_at": "2024-10-03T15:21:44Z", "updated_at": "2024-10-03T15:21:44Z",
               "body": "Merging with squash; release notes entry will be picked up from the PR title.", "author_association": "CONTRIBUTOR"}
    merged = {"sha": "e58c1a07b3d94f26a0c7e1b85d3f92a6c04b7e18", "merged": True, "message": "Pull Request successfully merged"}
    final = pr("closed", True, {"updated_at": "2024-10-03T15:22:31Z", "closed_at": "2024-10-03T15:22:30Z", "merged_at": "2024-10-03T15:22:30Z",
                                "merge_commit_sha": merged["sha"], "mergeable": None, "mergeable_state": "unknown", "merged_by": bot, "comments": 5, "requested_reviewers": []})
    o = {"owner": "nordlys-io", "repo": "tidewater"}
    turns: Turns = [
        (call("get_pull_request", **o, pull_number=482), mcp_text(pr("open", False, {}))),
        (call("get_pull_request_files", **o, pull_number=482), mcp_text(files_out)),
        (call("list_commits", **o, sha="feat/retry-budget", perPage=3), mcp_text(commits)),
        (call("get_pull_request_status", **o, pull_number=482), mcp_text(status)),
        (call("create_pull_request_review", **o, pull_number=482, event="APPROVE", body=review["body"]), mcp_text(review)),
        (call("add_issue_comment", **o, issue_number=482, body=comment["body"]), mcp_text(comment)),
        (call("merge_pull_request", **o, pull_number=482, merge_method="squash", commit_title="Add retry budget to webhook dispatcher (#482)"), mcp_text(merged)),
        (call("get_pull_request", **o, pull_number=482), mcp_text(final)),
    ]
    rs.add(task=T, tid="h27-mcp-01", system=sysp, turns=turns, state="Repository nordlys-io/tidewater; PR #482 (feat/retry-budget -> main) awaiting review by tidewater-release-bot.",
           bad=True, turn=5, kind="approved review's commit_id differs from the PR head sha shown before and after, with no push")


# ---------------------------------------------------------------------------------------------------------
# 02 Lab inventory (clean): quantities fall with the agent's own checkouts, units switch mL/L, reorder flags.
# ---------------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    tools = [
        tool("search_reagents", "Full-text search over the reagent inventory", {"query": S, "limit": INT}, ["query"]),
        tool("get_reagent", "Full record of one reagent container group", {"reagent_id": S}, ["reagent_id"]),
        tool("checkout_reagent", "Record withdrawal of an amount from a reagent", {"reagent_id": S, "amount": S, "user": S, "purpose": S}, ["reagent_id", "amount", "user"]),
        tool("list_expiring", "Reagents expiring within N days", {"within_days": INT, "location": S}, ["within_days"]),
        tool("create_reorder", "Open a purchase request for a reagent", {"reagent_id": S, "pack_size": S, "packs": INT, "note": S}, ["reagent_id", "packs"]),
    ]
    sysp = mcp_system("benchstock", "shared reagent and consumables inventory for the Haddad lab, building C4", tools)

    def rec(qty: str, below: bool, last: str, orders: list[str]) -> str:
        return (
            "Reagent RG-00418  Tris-HCl 1 M, pH 8.0 (sterile filtered)\n"
            "------------------------------------------------------------\n"
            "Supplier ........ Thermo Fisher (cat. 15568025), lot 2419307\n"
            f"Quantity ........ {qty}\n"
            "Containers ...... 1 x 500 mL bottle (opened 2024-11-02)\n"
            "Location ........ Cold room B / Shelf 3 / Bin 3-07\n"
            "Storage ......... 2-8 °C\n"
            "Expiry .......... 2025-03-14\n"
            "Reorder point ... 400 mL\n"
            f"Below reorder ... {'YES' if below else 'no'}\n"
            "Hazards ......... none classified (GHS)\n"
            "Owner ........... shared stock\n"
            f"Last movement ... {last}\n"
            f"Open orders ..... {', '.join(orders) if orders else '(none)'}\n"
        )

    turns: Turns = [
        (call("search_reagents", query="Tris", limit=10),
         "4 matches for \"Tris\":\n\n"
         "ID         NAME                                   QTY        LOCATION                       EXPIRY\n"
         "RG-00417   Tris base, ultrapure (powder)           1,000 g    Chem store A / Cab 2 / Shelf 1 2027-06-30\n"
         "RG-00418   Tris-HCl 1 M, pH 8.0                    450 mL     Cold room B / Shelf 3          2025-03-14\n"
         "RG-00562   TBS 10x                                 2.00 L     Cold room B / Shelf 4          2025-09-01\n"
         "RG-01133   Tris-glycine SDS running buffer 10x     1.50 L     Bench 4 / Under-sink cab       2025-05-20\n"),
        (call("get_reagent", reagent_id="RG-00418"), rec("450 mL", False, "2025-02-12 15:40  TX-88102  -50 mL  (j.okafor, buffer prep)", [])),
        (call("checkout_reagent", reagent_id="RG-00418", amount="120 mL", user="s.lindqvist", purpose="lysis buffer, 2 L batch"),
         "Checkout recorded.\n  Transaction: TX-88213\n  Reagent:     RG-00418 Tris-HCl 1 M, pH 8.0\n  Withdrawn:   120 mL by s.lindqvist\n"
         "  Before:      450 mL\n  After:       330 mL\n  Note: quantity is now below the reorder point (400 mL)."),
        (call("get_reagent", reagent_id="RG-00562"),
         "Reagent RG-00562  TBS 10x (Tris-buffered saline)\n------------------------------------------------------------\n"
         "Supplier ........ in-house prep (batch TBS-2024-19)\nQuantity ........ 2.00 L  (2,000 mL)\nContainers ...... 2 x 1 L bottle\n"
         "Location ........ Cold room B / Shelf 4 / Bin 4-02\nStorage ......... 2-8 °C\nExpiry .......... 2025-09-01\nReorder point ... 500 mL\n"
         "Below reorder ... no\nLast movement ... 2025-02-03 09:12  TX-87650  +2,000 mL (r.mendes, new batch)\nOpen orders ..... (none)\n"),
        (call("checkout_reagent", reagent_id="RG-00562", amount="250 mL", user="s.lindqvist", purpose="1x TBS-T for western blots"),
         "Checkout recorded.\n  Transaction: TX-88214\n  Reagent:     RG-00562 TBS 10x\n  Withdrawn:   250 mL by s.lindqvist\n"
         "  Before:      2,000 mL\n  After:       1,750 mL"),
        (call("list_expiring", within_days=30),
         "Reagents expiring within 30 days (today 2025-02-19):\n\n"
         "ID         NAME                              QTY       LOCATION                 EXPIRES      IN\n"
         "RG-00933   Ampicillin 100 mg/mL (aliquots)   14 x 1 mL Freezer F2 / Rack 1      2025-02-28   9 days\n"
         "RG-00418   Tris-HCl 1 M, pH 8.0              330 mL    Cold room B / Shelf 3    2025-03-14   23 days\n"
         "RG-01207   DTT 1 M                           6 x 1 mL  Freezer F2 / Rack 3      2025-03-17   26 days\n\n"
         "3 reagents. Tip: create_reorder for items you still need after expiry."),
        (call("create_reorder", reagent_id="RG-00418", pack_size="500 mL", packs=2, note="current lot expires 2025-03-14"),
         "Purchase request created.\n  Request:   PO-2025-0193\n  Reagent:   RG-00418 Tris-HCl 1 M, pH 8.0\n  Order:     2 x 500 mL (Thermo Fisher 15568025)\n"
         "  Est. cost: 2 x 61.40 EUR = 122.80 EUR\n  Status:    pending_approval (approver: lab manager d.haddad)"),
        (call("get_reagent", reagent_id="RG-00418"), rec("330 mL", True, "2025-02-19 10:26  TX-88213  -120 mL  (s.lindqvist, lysis buffer, 2 L batch)", ["PO-2025-0193 (pending_approval, 2 x 500 mL)"])),
    ]
    rs.add(task=T, tid="h27-mcp-02", system=sysp, turns=turns,
           state="benchstock inventory for the Haddad lab; agent acts for s.lindqvist. Today is 2025-02-19.", bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 03 Jira (clean): paginated search, assignment, transition, points update; re-sorted final search.
# ---------------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    tools = [
        tool("jira_search", "Search issues with JQL", {"jql": S, "startAt": INT, "maxResults": INT, "fields": S}, ["jql"]),
        tool("jira_get_issue", "Get one issue", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_assign_issue", "Assign an issue", {"issue_key": S, "account_id": S}, ["issue_key", "account_id"]),
        tool("jira_get_transitions", "List available transitions", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition an issue", {"issue_key": S, "transition_id": S}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update fields of an issue", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_add_comment", "Add a comment", {"issue_key": S, "body": S}, ["issue_key", "body"]),
    ]
    sysp = mcp_system("atlassian-jira", "Jira Cloud for acme-pay.atlassian.net", tools)
    me = {"accountId": "712020:4c1e9a7d-0b52-4f31-9e6a-2d8b7c05f1e3", "displayName": "Dana Whitfield"}

    def iss(key: str, summ: str, status: str, prio: str, pts: int | None, who: dict[str, str] | None, upd: str, typ: str = "Story") -> dict[str, Any]:
        return {"key": key, "fields": {"summary": summ, "issuetype": {"name": typ}, "status": {"name": status}, "priority": {"name": prio},
                                       "customfield_10016": pts, "assignee": who, "updated": upd}}

    tom = {"accountId": "5f8a1c2e9d03b40069a1e7f2", "displayName": "Tomás Ibarra"}
    lee = {"accountId": "60c7e2b14f9a2d0070c1b8a4", "displayName": "Hye-jin Lee"}
    jql = "project = PAY AND sprint in openSprints() ORDER BY priority DESC, key ASC"
    page1 = {"startAt": 0, "maxResults": 5, "total": 8, "issues": [
        iss("PAY-1174", "3DS2 challenge flow times out on Safari 17", "In Progress", "Highest", 5, tom, "2025-03-10T16:44:02.117+0000", "Bug"),
        iss("PAY-1181", "Idempotency keys not honoured for partial captures", "To Do", "High", 3, lee, "2025-03-11T08:20:51.903+0000", "Bug"),
        iss("PAY-1187", "Expose payout schedule in merchant API v2", "To Do", "High", 3, None, "2025-03-07T13:05:36.240+0000"),
        iss("PAY-1190", "Migrate settlement job to new scheduler", "In Review", "Medium", 5, tom, "2025-03-11T09:02:13.571+0000"),
        iss("PAY-1192", "Add currency to refund webhook payload", "To Do", "Medium", 2, lee, "2025-03-06T10:47:29.008+0000"),
    ]}
    page2 = {"startAt": 5, "maxResults": 5, "total": 8, "issues": [
        iss("PAY-1195", "Dashboard: payout CSV export truncates memo", "To Do", "Medium", 1, None, "2025-03-05T15:31:44.682+0000", "Bug"),
        iss("PAY-1163", "Deprecate v1 balance endpoint", "Done", "Low", 2, tom, "2025-03-09T11:12:08.415+0000", "Task"),
        iss("PAY-1199", "Update PCI SAQ evidence links", "To Do", "Low", 1, lee, "2025-03-04T17:58:20.336+0000", "Task"),
    ]}
    detail = {"key": "PAY-1187", "id": "40912", "fields": {
        "summary": "Expose payout schedule in merchant API v2", "issuetype": {"name": "Story"}, "status": {"name": "To Do", "statusCategory": {"key": "new"}},
        "priority": {"name": "High"}, "customfield_10016": 3, "assignee": None, "reporter": {"displayName": "Hye-jin Lee"},
        "labels": ["merchant-api"], "components": [{"name": "Payouts"}], "customfield_10020": [{"id": 311, "name": "PAY Sprint 42", "state": "active"}],
        "created": "2025-02-26T09:41:17.552+0000", "updated": "2025-03-07T13:05:36.240+0000",
        "description": "Merchants need GET /v2/payouts/schedule returning interval, anchor day, delay_days and next 3 payout dates.\n\nAC:\n- matches dashboard values\n- documented in OpenAPI\n- rate-limited like other v2 reads",
        "comment": {"total": 2}}}
    trans = {"transitions": [
        {"id": "11", "name": "Start Progress", "to": {"name": "In Progress"}},
        {"id": "31", "name": "Block", "to": {"name": "Blocked"}},
        {"id": "41", "name": "Done", "to": {"name": "Done"}},
    ]}
    final = {"startAt": 0, "maxResults": 50, "total": 2, "issues": [
        iss("PAY-1187", "Expose payout schedule in merchant API v2", "In Progress", "High", 5, me, "2025-03-11T10:18:40.209+0000"),
        iss("PAY-1158", "Retire legacy payout cron on worker-03", "Done", "Low", 1, me, "2025-03-03T14:26:55.730+0000", "Task"),
    ]}
    turns: Turns = [
        (call("jira_search", jql=jql, startAt=0, maxResults=5, fields="summary,status,priority,assignee,customfield_10016,updated"), pj(page1)),
        (call("jira_search", jql=jql, startAt=5, maxResults=5, fields="summary,status,priority,assignee,customfield_10016,updated"), pj(page2)),
        (call("jira_get_issue", issue_key="PAY-1187"), pj(detail)),
        (call("jira_assign_issue", issue_key="PAY-1187", account_id=me["accountId"]), pj({"success": True, "issue_key": "PAY-1187", "assignee": me})),
        (call("jira_get_transitions", issue_key="PAY-1187"), pj(trans)),
        (call("jira_transition_issue", issue_key="PAY-1187", transition_id="11"), pj({"success": True, "issue_key": "PAY-1187", "status": "In Progress"})),
        (call("jira_update_issue", issue_key="PAY-1187", fields={"customfield_10016": 5, "labels": ["merchant-api", "openapi"]}),
         pj({"success": True, "issue_key": "PAY-1187", "updated_fields": ["customfield_10016", "labels"]})),
        (call("jira_add_comment", issue_key="PAY-1187", body="Re-estimated to 5: schedule needs the holiday calendar from the settlement service. Taking this one."),
         pj({"id": "118342", "author": me, "created": "2025-03-11T10:18:40.209+0000",
             "body": "Re-estimated to 5: schedule needs the holiday calendar from the settlement service. Taking this one."})),
        (call("jira_search", jql="assignee = currentUser() AND project = PAY ORDER BY updated DESC", fields="summary,status,priority,assignee,customfield_10016,updated"), pj(final)),
    ]
    rs.add(task=T, tid="h27-mcp-03", system=sysp, turns=turns, state="Agent is logged in as Dana Whitfield; project PAY, sprint 42 active.", bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 04 Fleet tracker (bad): yesterday's last trip ends at an odometer above the current reading of a parked van.
# ---------------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    tools = [
        tool("list_vehicles", "Vehicles of a depot with live status", {"depot": S}, ["depot"]),
        tool("get_vehicle", "Full vehicle record", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_trips", "Trips of a vehicle on a date", {"vehicle_id": S, "date": S}, ["vehicle_id", "date"]),
        tool("get_location", "Last GPS fix", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_alerts", "Open alerts", {"vehicle_id": S}, []),
        tool("create_maintenance_ticket", "Open a workshop ticket (puts vehicle on maintenance hold)", {"vehicle_id": S, "reason": S, "priority": S}, ["vehicle_id", "reason"]),
        tool("assign_driver", "Assign a driver to a vehicle", {"vehicle_id": S, "driver_id": S}, ["vehicle_id", "driver_id"]),
    ]
    sysp = mcp_system("fleetline", "telematics and dispatch for Brightwell Logistics vans", tools)

    def vrow(vid: str, reg: str, status: str, odo: int, fuel: int, drv: str | None, ping: str) -> dict[str, Any]:
        return {"vehicle_id": vid, "registration": reg, "status": status, "odometer_km": odo, "fuel_pct": fuel, "driver_id": drv, "last_ping": ping}

    fleet1 = {"depot": "Leeds-South", "as_of": "2024-11-06T08:41:30Z", "vehicles": [
        vrow("LS-01", "YX20 PLM", "en_route", 112604, 61, "D-104", "2024-11-06T08:41:12Z"),
        vrow("LS-02", "YX20 PLN", "en_route", 61904, 77, "D-097", "2024-11-06T08:41:25Z"),
        vrow("LS-03", "YX21 KHA", "parked", 45217, 92, None, "2024-11-06T08:40:02Z"),
        vrow("LS-05", "YX21 KHC", "loading", 70388, 55, "D-131", "2024-11-06T08:39:47Z"),
        vrow("LS-07", "YX21 KHD", "parked", 84213, 38, "D-118", "2024-11-06T08:41:03Z"),
        vrow("LS-09", "YX22 TRB", "en_route", 23570, 48, "D-140", "2024-11-06T08:41:29Z"),
    ]}
    veh = {"vehicle_id": "LS-07", "registration": "YX21 KHD", "vin": "WF0XXXTTGXMR48213", "model": "Ford Transit 350 L3H2 2.0 EcoBlue",
           "status": "parked", "parked_since": "2024-11-05T17:52:40Z", "ignition": "off", "odometer_km": 84213, "engine_hours": 3120.4,
           "fuel_pct": 38, "driver_id": "D-118", "home_depot": "Leeds-South",
           "service": {"interval_km": 25000, "last_service_km": 60000, "next_service_km": 85000, "remaining_km": 787, "last_service_date": "2024-02-19"},
           "tyres_kpa": {"FL": 372, "FR": 369, "RL": 318, "RR": 401}, "mot_due": "2025-04-30"}
    trips = {"vehicle_id": "LS-07", "date": "2024-11-05", "trips": [
        {"trip_id": "TR-7781402", "start": "2024-11-05T06:58:11Z", "end": "2024-11-05T08:40:37Z", "start_odometer_km": 84046, "end_odometer_km": 84098, "distance_km": 52, "stops": 6},
        {"trip_id": "TR-7781655", "start": "2024-11-05T09:05:52Z", "end": "2024-11-05T12:31:09Z", "start_odometer_km": 84098, "end_odometer_km": 84167, "distance_km": 69, "stops": 14},
        {"trip_id": "TR-7782013", "start": "2024-11-05T13:14:40Z", "end": "2024-11-05T15:56:23Z", "start_odometer_km": 84167, "end_odometer_km": 84209, "distance_km": 42, "stops": 11},
        {"trip_id": "TR-7782288", "start": "2024-11-05T17:21:05Z", "end": "2024-11-05T17:52:40Z", "start_odometer_km": 84209, "end_odometer_km": 84231, "distance_km": 22, "stops": 0},
    ], "total_distance_km": 185, "driving_time": "7h 34m", "harsh_events": {"braking": 1, "cornering": 0, "acceleration": 0}}
    loc = {"vehicle_id": "LS-07", "fix_time": "2024-11-06T08:56:18Z", "lat": 53.76123, "lon": -1.54877, "speed_kmh": 0, "heading_deg": 212,
           "ignition": "off", "address": "Brightwell depot, Pontefract Ln, Leeds LS9", "inside_geofence": "Leeds-South yard", "gps_sats": 11}
    alerts = {"vehicle_id": "LS-07", "alerts": [
        {"alert_id": "AL-551930", "type": "service_due_soon", "severity": "warning", "raised": "2024-11-02T16:10:55Z", "detail": "Next service at 85,000 km; 787 km remaining"},
        {"alert_id": "AL-552247", "type": "tyre_pressure_low", "severity": "warning", "raised": "2024-11-05T14:02:31Z", "detail": "RL 318 kPa (nominal 380 kPa)"},
    ]}
    ticket = {"ticket_id": "MT-30544", "vehicle_id": "LS-07", "status": "open", "priority": "normal", "odometer_at_creation_km": 84213,
              "reason": "Annual service (787 km to interval) + RL slow puncture check", "workshop": "Leeds-South bay 2",
              "created": "2024-11-06T09:02:44Z", "vehicle_status_changed_to": "maintenance_hold"}
    fleet2 = {"depot": "Leeds-South", "as_of": "2024-11-06T09:05:12Z", "vehicles": [
        vrow("LS-01", "YX20 PLM", "en_route", 112631, 59, "D-104", "2024-11-06T09:05:02Z"),
        vrow("LS-02", "YX20 PLN", "en_route", 61937, 75, "D-097", "2024-11-06T09:05:09Z"),
        vrow("LS-03", "YX21 KHA", "parked", 45217, 92, "D-118", "2024-11-06T09:04:40Z"),
        vrow("LS-05", "YX21 KHC", "en_route", 70392, 55, "D-131", "2024-11-06T09:05:11Z"),
        vrow("LS-07", "YX21 KHD", "maintenance_hold", 84213, 38, None, "2024-11-06T09:04:58Z"),
        vrow("LS-09", "YX22 TRB", "en_route", 23604, 46, "D-140", "2024-11-06T09:04:51Z"),
    ]}
    veh2 = dict(veh, status="maintenance_hold", driver_id=None, open_tickets=["MT-30544"])
    turns: Turns = [
        (call("list_vehicles", depot="Leeds-South"), mcp_text(fleet1)),
        (call("get_vehicle", vehicle_id="LS-07"), mcp_text(veh)),
        (call("get_trips", vehicle_id="LS-07", date="2024-11-05"), mcp_text(trips)),
        (call("get_location", vehicle_id="LS-07"), mcp_text(loc)),
        (call("get_alerts", vehicle_id="LS-07"), mcp_text(alerts)),
        (call("create_maintenance_ticket", vehicle_id="LS-07", reason="Annual service (787 km to interval) + RL slow puncture check", priority="normal"), mcp_text(ticket)),
        (call("assign_driver", vehicle_id="LS-03", driver_id="D-118"),
         mcp_text({"vehicle_id": "LS-03", "driver_id": "D-118", "previous_vehicle": "LS-07", "assigned_at": "2024-11-06T09:03:30Z", "ok": True})),
        (call("list_vehicles", depot="Leeds-South"), mcp_text(fleet2)),
        (call("get_vehicle", vehicle_id="LS-07"), mcp_text(veh2)),
    ]
    rs.add(task=T, tid="h27-mcp-04", system=sysp, turns=turns, state="Depot Leeds-South, morning of 2024-11-06; dispatcher wants LS-07 checked before routing.",
           bad=True, turn=3, kind="last trip of a van parked since then ends at an odometer higher than the van's current odometer")


# ---------------------------------------------------------------------------------------------------------
# 05 Slack (bad): a message the agent deleted shows up again in channel history.
# ---------------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels", {"limit": INT}, []),
        tool("slack_get_channel_history", "Recent messages of a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_post_message", "Post a message", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_delete_message", "Delete a message the bot posted", {"channel_id": S, "ts": S}, ["channel_id", "ts"]),
        tool("slack_add_reaction", "Add an emoji reaction", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_reply_to_thread", "Reply in a thread", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_get_thread_replies", "All replies of a thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_update_message", "Edit a message the bot posted", {"channel_id": S, "ts": S, "text": S}, ["channel_id", "ts", "text"]),
    ]
    sysp = mcp_system("slack", "Slack workspace 'Quillmark Engineering' via a bot user", tools)
    ch = "C04RELCRD7Q"
    chans = {"ok": True, "channels": [
        {"id": "C01GENERAL0", "name": "general", "is_archived": False, "num_members": 214, "topic": {"value": "Company-wide announcements"}},
        {"id": ch, "name": "release-coord", "is_archived": False, "num_members": 37, "topic": {"value": "Release train 4.12 | freeze Tue 14:00 UTC | RM: @nadia"}},
        {"id": "C03INCIDENT", "name": "incidents", "is_archived": False, "num_members": 88, "topic": {"value": "Sev1/Sev2 only, use /incident"}},
        {"id": "C05QA00TEST", "name": "qa-signoff", "is_archived": False, "num_members": 19, "topic": {"value": "Test plans and sign-off per release"}},
    ], "response_metadata": {"next_cursor": ""}}
    m_old = [
        {"type": "message", "user": "U02NADIAK", "text": "Reminder: 4.12 branch cut happens today after the last merge to main. Bot will post the cut SHA here.", "ts": "1718700912.339219", "reply_count": 0},
        {"type": "message", "user": "U03ROHANP", "text": "payments-svc #2291 merged, that was the last blocker from our side :white_check_mark:", "ts": "1718702208.118409", "reply_count": 0},
        {"type": "message", "user": "U01EVAGRN", "text": "QA plan for 4.12 is in #qa-signoff, we need the cut SHA to start the regression run", "ts": "1718702655.572301", "reply_count": 1, "latest_reply": "1718702801.004219"},
        {"type": "message", "user": "U02NADIAK", "text": "Note the hotfix 4.12.0 already shipped last week so this train is 4.12.1", "ts": "1718703010.902114", "reply_count": 0},
    ]
    wrong_ts, right_ts = "1718703544.221907", "1718703602.640318"
    wrong = "Release 4.12.0 branch cut from main at `a81f3c2`. Code freeze is now in effect."
    right = "Release 4.12.1 branch cut from main at `a81f3c2` (branch `release/4.12.1`). Code freeze is now in effect."
    hist1 = {"ok": True, "messages": list(reversed(m_old)), "has_more": True}
    eva_new = {"type": "message", "user": "U01EVAGRN", "text": "Thanks! Kicking off the regression suite against release/4.12.1 now", "ts": "1718703688.470552", "reply_count": 0}
    hist2 = {"ok": True, "messages": [
        eva_new,
        {"type": "message", "user": "U07RELBOT", "bot_id": "B07RELBOT1", "text": right, "ts": right_ts, "reply_count": 0},
        {"type": "message", "user": "U07RELBOT", "bot_id": "B07RELBOT1", "text": wrong, "ts": wrong_ts, "reply_count": 0},
        dict(m_old[3], reactions=[{"name": "eyes", "users": ["U07RELBOT"], "count": 1}]),
        m_old[2], m_old[1],
    ], "has_more": True}
    reply_ts = "1718703731.118840"
    reply_text = "Freeze exceptions: ask in this thread with PR link + risk; RM approves."
    turns: Turns = [
        (call("slack_list_channels", limit=50), pj(chans)),
        (call("slack_get_channel_history", channel_id=ch, limit=4), pj(hist1)),
        (call("slack_post_message", channel_id=ch, text=wrong),
         pj({"ok": True, "channel": ch, "ts": wrong_ts, "message": {"type": "message", "user": "U07RELBOT", "bot_id": "B07RELBOT1", "text": wrong, "ts": wrong_ts}})),
        (call("slack_delete_message", channel_id=ch, ts=wrong_ts), pj({"ok": True, "channel": ch, "ts": wrong_ts})),
        (call("slack_post_message", channel_id=ch, text=right),
         pj({"ok": True, "channel": ch, "ts": right_ts, "message": {"type": "message", "user": "U07RELBOT", "bot_id": "B07RELBOT1", "text": right, "ts": right_ts}})),
        (call("slack_add_reaction", channel_id=ch, timestamp=m_old[3]["ts"], reaction="eyes"), pj({"ok": True})),
        (call("slack_get_channel_history", channel_id=ch, limit=6), pj(hist2)),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=right_ts, text=reply_text),
         pj({"ok": True, "channel": ch, "ts": reply_ts, "message": {"type": "message", "user": "U07RELBOT", "text": reply_text, "thread_ts": right_ts, "ts": reply_ts}})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=right_ts),
         pj({"ok": True, "messages": [
             {"type": "message", "user": "U07RELBOT", "text": right, "ts": right_ts, "thread_ts": right_ts, "reply_count": 2, "reply_users": ["U07RELBOT", "U03ROHANP"]},
             {"type": "message", "user": "U07RELBOT", "text": reply_text, "ts": reply_ts, "thread_ts": right_ts},
             {"type": "message", "user": "U03ROHANP", "text": "exception request: payments-svc #2297 (log level fix, zero risk) https://git.quillmark.dev/payments-svc/pull/2297", "ts": "1718703790.552031", "thread_ts": right_ts},
         ], "has_more": False})),
        (call("slack_update_message", channel_id=ch, ts=right_ts, text=right + " Regression run: in progress."),
         pj({"ok": True, "channel": ch, "ts": right_ts, "text": right + " Regression run: in progress.", "message": {"edited": {"user": "U07RELBOT", "ts": "1718703822.000000"}}})),
    ]
    rs.add(task=T, tid="h27-mcp-05", system=sysp, turns=turns, state="Bot user U07RELBOT posts release-train updates to #release-coord.",
           bad=True, turn=7, kind="message the agent deleted reappears in the channel history")


# ---------------------------------------------------------------------------------------------------------
# 06 Library system (clean): checkout, renewal, return with overdue fine, hold; availability and counts follow.
# ---------------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    tools = [
        tool("get_patron", "Patron account summary", {"patron_id": S}, ["patron_id"]),
        tool("search_catalog", "Search bibliographic records with copy availability", {"query": S, "branch": S}, ["query"]),
        tool("checkout_item", "Check out an item barcode to a patron", {"barcode": S, "patron_id": S}, ["barcode", "patron_id"]),
        tool("renew_loan", "Renew a patron's loan", {"barcode": S, "patron_id": S}, ["barcode", "patron_id"]),
        tool("checkin_item", "Check in a returned item", {"barcode": S, "branch": S}, ["barcode"]),
        tool("place_hold", "Place a title-level hold", {"bib_id": S, "patron_id": S, "pickup_branch": S}, ["bib_id", "patron_id", "pickup_branch"]),
    ]
    sysp = mcp_system("shelfmark-ils", "circulation desk API of the Fenwick County Library (5 branches)", tools)

    def patron(loans: list[tuple[str, str, str, int]], holds: list[str], fines: str, when: str) -> str:
        ls = "\n".join(f"  {bc}  {t:<42} due {d}  renewals {r}/3" for bc, t, d, r in loans)
        hs = "\n".join(f"  {h}" for h in holds)
        return (f"Patron P-20931  Okonkwo, Adaeze   (adult, card exp. 2026-08-31)\nHome branch: Central   Status: active   As of {when}\n\n"
                f"Loans ({len(loans)}):\n{ls}\n\nHolds ({len(holds)}):\n{hs}\n\nFines/fees: ${fines}  (blocks at $10.00)\n")

    turns: Turns = [
        (call("get_patron", patron_id="P-20931"),
         patron([("31187003918844", "Middlemarch / George Eliot", "2025-03-10", 1),
                 ("31187004101276", "The dispossessed / Ursula K. Le Guin", "2025-03-14", 0),
                 ("31187002760315", "Salt Fat Acid Heat / Samin Nosrat", "2025-03-21", 0)],
                ["Intermezzo / Sally Rooney  -- position 2 of 6, pickup Central"], "0.40", "2025-03-12 10:04")),
        (call("search_catalog", query="Piranesi Clarke", branch="all"),
         "1 record.\n\nb1930442  Piranesi / Susanna Clarke.  Bloomsbury, 2020.  272 p.  FIC CLARKE\n"
         "  Copies: 4   Available: 1   Holds: 0\n"
         "  Central     31187004412905  On shelf\n  Central     31187004412913  Checked out, due 2025-03-18\n"
         "  Eastgate    31187004412921  Checked out, due 2025-03-25\n  Riverside   31187004412939  In transit to Eastgate\n"),
        (call("checkout_item", barcode="31187004412905", patron_id="P-20931"),
         "Checked out: Piranesi / Susanna Clarke (31187004412905) to P-20931. Due 2025-04-02 (21 days). Patron now has 4 loans."),
        (call("renew_loan", barcode="31187004101276", patron_id="P-20931"),
         "Renewed: The dispossessed / Ursula K. Le Guin (31187004101276). Old due 2025-03-14 -> new due 2025-04-04. Renewals used 1 of 3."),
        (call("search_catalog", query="Piranesi Clarke", branch="all"),
         "1 record.\n\nb1930442  Piranesi / Susanna Clarke.  Bloomsbury, 2020.  272 p.  FIC CLARKE\n"
         "  Copies: 4   Available: 0   Holds: 0\n"
         "  Central     31187004412905  Checked out, due 2025-04-02\n  Central     31187004412913  Checked out, due 2025-03-18\n"
         "  Eastgate    31187004412921  Checked out, due 2025-03-25\n  Riverside   31187004412939  In transit to Eastgate\n"),
        (call("checkin_item", barcode="31187003918844", branch="Central"),
         "Checked in: Middlemarch / George Eliot (31187003918844) from P-20931.\n  Due 2025-03-10, returned 2025-03-12: 2 days overdue.\n"
         "  Fine assessed: $0.50 ($0.25/day).  Patron balance: $0.90\n  Routing: reshelve at Central (no holds)."),
        (call("place_hold", bib_id="b2014877", patron_id="P-20931", pickup_branch="Central"),
         "Hold placed: Tomorrow, and tomorrow, and tomorrow / Gabrielle Zevin (b2014877). Queue position 4 of 4. Pickup: Central. Hold id H-775120."),
        (call("get_patron", patron_id="P-20931"),
         patron([("31187004101276", "The dispossessed / Ursula K. Le Guin", "2025-04-04", 1),
                 ("31187002760315", "Salt Fat Acid Heat / Samin Nosrat", "2025-03-21", 0),
                 ("31187004412905", "Piranesi / Susanna Clarke", "2025-04-02", 0)],
                ["Intermezzo / Sally Rooney  -- position 2 of 6, pickup Central",
                 "Tomorrow, and tomorrow, and tomorrow / Gabrielle Zevin  -- position 4 of 4, pickup Central"], "0.90", "2025-03-12 10:11")),
    ]
    rs.add(task=T, tid="h27-mcp-06", system=sysp, turns=turns, state="Patron P-20931 at the Central desk on 2025-03-12 with Middlemarch to return.", bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 07 Notion (clean): status update, appended blocks (not on the first page of children), a new DB row.
# ---------------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    tools = [
        tool("notion_query_database", "Query a database with filter and sorts", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("notion_retrieve_page", "Retrieve a page and its properties", {"page_id": S}, ["page_id"]),
        tool("notion_update_page", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("notion_append_block_children", "Append blocks to a page or block", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("notion_retrieve_block_children", "List child blocks (paginated)", {"block_id": S, "page_size": INT, "start_cursor": S}, ["block_id"]),
        tool("notion_create_page", "Create a page in a database", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
    ]
    sysp = mcp_system("notion", "Notion workspace 'Harbor Labs' through the official API", tools)
    db = "9b2e4f1a-7c3d-4e8b-a1f0-5d6c2b8e9a41"
    people = {"lena": {"object": "user", "id": "c3a1f9e2-5b7d-4a08-9e61-2f4d8b0c7a13", "name": "Lena Park"},
              "marco": {"object": "user", "id": "7e0b2d4c-91a3-4f6e-b8d5-0c3a6e1f9b27", "name": "Marco Ruiz"},
              "june": {"object": "user", "id": "0f5c8a3e-2d14-4b79-a6c0-e8b1d7f4a952", "name": "June Adeyemi"},
              "sam": {"object": "user", "id": "b4e7a0c1-6f28-4d93-8a5e-1c9f3b0d6e84", "name": "Sam Okafor"}}

    def page(pid: str, title: str, status: str, owner: str, due: str, left: int, prio: str, created: str, edited: str, reviewer: str | None = None) -> dict[str, Any]:
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
                "parent": {"type": "database_id", "database_id": db}, "archived": False,
                "url": f"https://www.notion.so/harborlabs/{title.replace(' ', '-').replace(',', '').replace('(', '').replace(')', '')}-{pid.replace('-', '')}",
                "properties": {
                    "Task": {"id": "title", "type": "title", "title": [{"type": "text", "plain_text": title}]},
                    "Status": {"id": "%5BhMQ", "type": "status", "status": {"name": status}},
                    "Owner": {"id": "Ow%3Ar", "type": "people", "people": [people[owner]]},
                    "Reviewer": {"id": "Rv%7Bx", "type": "people", "people": [people[reviewer]] if reviewer else []},
                    "Due": {"id": "D%60ue", "type": "date", "date": {"start": due, "end": None}},
                    "Priority": {"id": "Pr%3Fi", "type": "select", "select": {"name": prio}},
                    "Days left": {"id": "Dl%40f", "type": "formula", "formula": {"type": "number", "number": left}},
                }}

    p1 = page("1a7f3c20-4e9b-4d61-8c2a-73f0b5e1d948", "Pricing page copy", "In progress", "lena", "2025-07-08", 5, "P1", "2025-06-16T08:10:00.000Z", "2025-07-02T16:41:00.000Z")
    p2 = page("2b8e4d31-5fac-4e72-9d3b-84a1c6f2e059", "Localise onboarding emails (DE, FR)", "Not started", "marco", "2025-07-11", 8, "P2", "2025-06-16T08:12:00.000Z", "2025-06-27T10:05:00.000Z")
    p3 = page("3c9f5e42-60bd-4f83-ae4c-95b2d7031f6a", "Partner webinar deck", "In progress", "june", "2025-07-15", 12, "P1", "2025-06-18T13:37:00.000Z", "2025-07-01T14:22:00.000Z")
    p4 = page("4da06f53-71ce-4094-bf5d-a6c3e8142a7b", "Status page incident templates", "Blocked", "sam", "2025-07-18", 15, "P3", "2025-06-20T09:58:00.000Z", "2025-06-30T11:19:00.000Z")
    p3b = page(p3["id"], "Partner webinar deck", "In review", "june", "2025-07-15", 12, "P1", "2025-06-18T13:37:00.000Z", "2025-07-03T09:15:00.000Z", reviewer="lena")
    p3c = dict(p3b, last_edited_time="2025-07-03T09:16:00.000Z")
    p5 = page("5eb17a64-82df-41a5-8c6e-b7d4f9253b8c", "Webinar follow-up email", "Not started", "marco", "2025-07-17", 14, "P2", "2025-07-03T09:17:00.000Z", "2025-07-03T09:17:00.000Z")
    q = {"database_id": db, "filter": {"property": "Status", "status": {"does_not_equal": "Done"}}, "sorts": [{"property": "Due", "direction": "ascending"}]}

    def lst(*pages: dict[str, Any]) -> dict[str, Any]:
        return {"object": "list", "results": list(pages), "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}}

    def blk(bid: str, typ: str, text: str, created: str, **extra: Any) -> dict[str, Any]:
        return {"object": "block", "id": bid, "type": typ, "created_time": created, "last_edited_time": created, "has_children": False,
                typ: {"rich_text": [{"type": "text", "plain_text": text}], **extra}}

    kids = [
        blk("a1c2e3f4-0001-4b1a-9c00-3c9f5e4260bd", "paragraph", "Deck for the 22 July partner webinar (45 min + 15 min Q&A). Audience: reseller partners, mostly technical.", "2025-06-18T13:37:00.000Z"),
        blk("a1c2e3f4-0002-4b1a-9c00-3c9f5e4260bd", "heading_3", "Outline", "2025-06-18T13:39:00.000Z"),
        blk("a1c2e3f4-0003-4b1a-9c00-3c9f5e4260bd", "numbered_list_item", "What changed in the Q3 pricing (slides 3-8)", "2025-06-18T13:40:00.000Z"),
        blk("a1c2e3f4-0004-4b1a-9c00-3c9f5e4260bd", "numbered_list_item", "New partner portal walkthrough (slides 9-16)", "2025-06-18T13:40:00.000Z"),
        blk("a1c2e3f4-0005-4b1a-9c00-3c9f5e4260bd", "numbered_list_item", "Migration timeline and support (slides 17-21)", "2025-06-18T13:41:00.000Z"),
    ]
    new = [blk("d7e8f9a0-1b2c-4d3e-8f4a-5b6c7d8e9f01", "heading_3", "Review notes", "2025-07-03T09:16:00.000Z"),
           blk("d7e8f9a0-1b2c-4d3e-8f4a-5b6c7d8e9f02", "to_do", "Legal sign-off on slide 14 (partner margin table)", "2025-07-03T09:16:00.000Z", checked=False)]
    turns: Turns = [
        (call("notion_query_database", **q, page_size=25), cj(lst(p1, p2, p3, p4))),
        (call("notion_retrieve_page", page_id=p3["id"]), cj(p3)),
        (call("notion_update_page", page_id=p3["id"], properties={"Status": {"status": {"name": "In review"}}, "Reviewer": {"people": [{"id": people["lena"]["id"]}]}}), cj(p3b)),
        (call("notion_append_block_children", block_id=p3["id"], children=[
            {"type": "heading_3", "heading_3": {"rich_text": [{"text": {"content": "Review notes"}}]}},
            {"type": "to_do", "to_do": {"rich_text": [{"text": {"content": "Legal sign-off on slide 14 (partner margin table)"}}], "checked": False}}]),
         cj({"object": "list", "results": new, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("notion_retrieve_block_children", block_id=p3["id"], page_size=5),
         cj({"object": "list", "results": kids, "next_cursor": "a1c2e3f4-0006-4b1a-9c00-3c9f5e4260bd", "has_more": True, "type": "block", "block": {}})),
        (call("notion_create_page", parent={"database_id": db}, properties={"Task": {"title": [{"text": {"content": "Webinar follow-up email"}}]},
                                                                           "Status": {"status": {"name": "Not started"}}, "Owner": {"people": [{"id": people["marco"]["id"]}]},
                                                                           "Due": {"date": {"start": "2025-07-17"}}, "Priority": {"select": {"name": "P2"}}}), cj(p5)),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"equals": "In review"}}), cj(lst(p3c))),
        (call("notion_query_database", **q, page_size=25), cj(lst(p1, p2, p3c, p5, p4))),
    ]
    rs.add(task=T, tid="h27-mcp-07", system=sysp, turns=turns, state="Database 'Q3 Launch Tracker' (9b2e4f1a-...); today is 2025-07-03.", bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 08 CRM (bad): a deal amount the agent updated reads back at its old value.
# ---------------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    tools = [
        tool("search_contacts", "Search contacts by name, email or company", {"q": S}, ["q"]),
        tool("get_account", "Account with open deals", {"account_id": S}, ["account_id"]),
        tool("get_deal", "One deal", {"deal_id": S}, ["deal_id"]),
        tool("update_deal", "Update deal fields", {"deal_id": S, "amount": _num("deal value"), "stage": S, "probability": INT, "close_date": S}, ["deal_id"]),
        tool("log_activity", "Log a call, meeting, email or note", {"deal_id": S, "type": S, "summary": S, "contact_id": S}, ["type", "summary"]),
        tool("create_task", "Create a follow-up task", {"deal_id": S, "title": S, "due": S}, ["title", "due"]),
        tool("list_deals", "Deals filtered by owner and stage", {"owner": S, "stage": S}, []),
    ]
    sysp = mcp_system("relaycrm", "Relay CRM for the Nordic sales team of Kestrel Telematics", tools)
    ingrid = {"contact_id": "C-118204", "name": "Ingrid Halvorsen", "title": "Head of Procurement", "account_id": "ACC-7731", "account": "Nordvik Marine AS",
              "email": "ingrid.halvorsen@nordvikmarine.no", "phone": "+47 915 62 004", "last_contacted": "2025-05-06", "owner": "t.berg"}

    def deal(amount: int, stage: str, prob: int, close: str, updated: str, acts: int, tasks: int) -> dict[str, Any]:
        return {"deal_id": "D-40982", "name": "Fleet telemetry rollout - phase 2", "account_id": "ACC-7731", "account": "Nordvik Marine AS",
                "primary_contact": "C-118204", "owner": "t.berg", "currency": "EUR", "amount": amount, "stage": stage, "probability": prob,
                "weighted_amount": amount * prob // 100, "close_date": close, "source": "expansion", "competitors": ["Sealink Track"],
                "created_at": "2025-02-11T09:30:12Z", "updated_at": updated, "activities_count": acts, "open_tasks": tasks,
                "custom": {"vessels_in_scope": 23, "contract_term_months": 36}}

    d0 = deal(48000, "Proposal", 40, "2025-06-30", "2025-05-06T14:02:51Z", 7, 0)
    d1 = deal(61500, "Negotiation", 60, "2025-06-20", "2025-05-19T10:44:08Z", 7, 0)
    d_bad = deal(48000, "Negotiation", 60, "2025-06-20", "2025-05-19T10:44:08Z", 8, 1)
    account = {"account_id": "ACC-7731", "name": "Nordvik Marine AS", "industry": "Shipping / offshore supply", "employees": 640, "country": "NO",
               "owner": "t.berg", "tier": "Gold", "arr_eur": 84200, "customer_since": "2022-09-01",
               "open_deals": [{"deal_id": "D-40982", "name": "Fleet telemetry rollout - phase 2", "amount": 48000, "stage": "Proposal", "probability": 40},
                              {"deal_id": "D-41210", "name": "Spare-parts portal", "amount": 12500, "stage": "Qualification", "probability": 20}],
               "open_pipeline_eur": 60500, "contacts": 5}
    neg = {"owner": "t.berg", "stage": "Negotiation", "count": 3, "total_amount_eur": 61500 + 27900 + 140000, "deals": [
        {"deal_id": "D-39770", "name": "Harbour crane sensors", "account": "Bergen Port Services", "amount": 27900, "probability": 70, "close_date": "2025-05-30"},
        {"deal_id": "D-40982", "name": "Fleet telemetry rollout - phase 2", "account": "Nordvik Marine AS", "amount": 61500, "probability": 60, "close_date": "2025-06-20"},
        {"deal_id": "D-40511", "name": "Ferry fleet renewal", "account": "Fjordlinje AS", "amount": 140000, "probability": 50, "close_date": "2025-07-15"},
    ]}
    turns: Turns = [
        (call("search_contacts", q="Halvorsen"), mcp_text({"results": [ingrid], "total": 1})),
        (call("get_account", account_id="ACC-7731"), mcp_text(account)),
        (call("get_deal", deal_id="D-40982"), mcp_text(d0)),
        (call("update_deal", deal_id="D-40982", amount=61500, stage="Negotiation", probability=60, close_date="2025-06-20"), mcp_text({"ok": True, "deal": d1})),
        (call("log_activity", deal_id="D-40982", type="call", contact_id="C-118204",
              summary="Ingrid confirmed scope grows from 23 to 29 vessels incl. 6 chartered PSVs; wants 36-month term, asks for 5% volume discount."),
         mcp_text({"ok": True, "activity_id": "ACT-992310", "deal_id": "D-40982", "type": "call", "logged_at": "2025-05-19T10:47:30Z"})),
        (call("create_task", deal_id="D-40982", title="Send revised order form (29 vessels, 36 months)", due="2025-05-21"),
         mcp_text({"ok": True, "task_id": "TSK-55318", "deal_id": "D-40982", "assignee": "t.berg", "due": "2025-05-21", "status": "open"})),
        (call("list_deals", owner="t.berg", stage="Negotiation"), mcp_text(neg)),
        (call("get_deal", deal_id="D-40982"), mcp_text(d_bad)),
        (call("log_activity", deal_id="D-40982", type="note", summary="Revised order form drafted; waiting on legal for the discount clause."),
         mcp_text({"ok": True, "activity_id": "ACT-992341", "deal_id": "D-40982", "type": "note", "logged_at": "2025-05-19T11:05:02Z"})),
    ]
    rs.add(task=T, tid="h27-mcp-08", system=sysp, turns=turns, state="Agent acts for account executive t.berg on 2025-05-19.",
           bad=True, turn=8, kind="deal amount the agent updated reads back at its old value while the other updated fields stuck")


# ---------------------------------------------------------------------------------------------------------
# 09 Postgres (bad): status counts after DELETE + UPDATE do not account for the deleted rows.
# ---------------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "Tables of a schema with row estimates", {"schema": S}, []),
        tool("query", "Run a read-only SQL query", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement (requires write role)", {"sql": S}, ["sql"]),
    ]
    sysp = mcp_system("postgres", "PostgreSQL 16 database 'hooks' of the staging environment", tools)
    tables = [{"table_name": "endpoints", "est_rows": 1204, "size": "1168 kB"}, {"table_name": "merchants", "est_rows": 412, "size": "296 kB"},
              {"table_name": "webhook_deliveries", "est_rows": 18780, "size": "22 MB"}, {"table_name": "delivery_attempts", "est_rows": 61220, "size": "41 MB"},
              {"table_name": "deferred_deliveries", "est_rows": 0, "size": "16 kB"}, {"table_name": "schema_migrations", "est_rows": 57, "size": "48 kB"}]
    rows = [
        (48112, 311, 8, "connect ETIMEDOUT 52.18.77.140:443", "2024-09-28 02:14:07+00"),
        (48377, 87, 9, "HTTP 410 Gone", "2024-09-28 06:51:40+00"),
        (49020, 87, 9, "HTTP 410 Gone", "2024-09-29 11:03:22+00"),
        (50546, 1022, 8, "certificate has expired", "2024-09-30 17:40:55+00"),
        (51873, 311, 10, "connect ETIMEDOUT 52.18.77.140:443", "2024-10-01 08:22:19+00"),
        (52004, 640, 8, "HTTP 404 Not Found", "2024-10-01 09:47:31+00"),
        (53310, 1022, 9, "certificate has expired", "2024-10-02 13:05:48+00"),
        (54189, 87, 10, "HTTP 410 Gone", "2024-10-03 04:36:02+00"),
        (55027, 455, 8, "getaddrinfo ENOTFOUND hooks.oldshop.example", "2024-10-03 20:18:44+00"),
    ]
    sel = [{"id": a, "endpoint_id": b, "attempts": c, "last_error": d, "created_at": e} for a, b, c, d, e in rows]
    q_counts = "SELECT status, count(*) AS n FROM webhook_deliveries GROUP BY status ORDER BY status;"
    turns: Turns = [
        (call("list_tables", schema="public"), mcp_text(tables)),
        (call("query", sql=q_counts), mcp_text([{"status": "delivered", "n": 18442}, {"status": "failed", "n": 311}, {"status": "pending", "n": 27}])),
        (call("query", sql="SELECT id, endpoint_id, attempts, last_error, created_at FROM webhook_deliveries WHERE status = 'failed' AND attempts >= 8 ORDER BY id;"), mcp_text(sel)),
        (call("execute", sql="DELETE FROM webhook_deliveries WHERE status = 'failed' AND attempts >= 8;"), mcp_text("DELETE 9")),
        (call("execute", sql="UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = now() WHERE status = 'failed' AND created_at > now() - interval '24 hours';"),
         mcp_text("UPDATE 40")),
        (call("query", sql=q_counts), mcp_text([{"status": "delivered", "n": 18442}, {"status": "failed", "n": 271}, {"status": "pending", "n": 67}])),
        (call("query", sql="SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'failed' AND attempts >= 8;"), mcp_text([{"n": 0}])),
        (call("query", sql="SELECT count(*) AS total, max(id) AS max_id FROM webhook_deliveries;"), mcp_text([{"total": 18771, "max_id": 66904}])),
    ]
    rs.add(task=T, tid="h27-mcp-09", system=sysp, turns=turns,
           state="Staging DB 'hooks'; the dispatcher workers are stopped for a maintenance window, so nothing else writes to webhook_deliveries.",
           bad=True, turn=6, kind="per-status counts after the cleanup do not reflect the 9 deleted rows (failed count too high)")


# ---------------------------------------------------------------------------------------------------------
# 10 Home-automation hub (clean): lights/scene set by the agent, room temperature drifting up after a setpoint.
# ---------------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    tools = [
        tool("list_devices", "All devices with current state", {"area": S}, []),
        tool("get_device_state", "State and attributes of one entity", {"entity_id": S}, ["entity_id"]),
        tool("set_device_state", "Turn on/off or set attributes of an entity", {"entity_id": S, "state": S, "attributes": OBJ}, ["entity_id"]),
        tool("activate_scene", "Activate a stored scene", {"scene_id": S}, ["scene_id"]),
        tool("get_sensor_history", "Recorded values of a sensor", {"entity_id": S, "hours": INT}, ["entity_id"]),
        tool("list_automations", "Automations and whether they are enabled", {}, []),
        tool("toggle_automation", "Enable or disable an automation", {"automation_id": S, "enabled": B}, ["automation_id", "enabled"]),
    ]
    sysp = mcp_system("hearthhub", "home-automation hub of a two-storey house (Zigbee + Wi-Fi devices)", tools)

    def dev(eid: str, name: str, area: str, state: str, seen: str, **attrs: Any) -> dict[str, Any]:
        return {"entity_id": eid, "name": name, "area": area, "state": state, "attributes": attrs, "last_seen": seen}

    def devices(now: str, main: tuple[str, int], tv: str, blinds: tuple[str, int], climate: tuple[float, str], media: tuple[str, float],
                motion: tuple[str, str], seen: list[str]) -> dict[str, Any]:
        return {"hub_time": now, "devices": [
            dev("light.living_room_main", "Living room ceiling", "Living room", main[0], seen[0], brightness_pct=main[1], color_temp_k=2700),
            dev("light.tv_backlight", "TV backlight strip", "Living room", tv, seen[1], rgb=[255, 120, 40] if tv == "on" else None),
            dev("cover.living_room_blinds", "Living room blinds", "Living room", blinds[0], seen[2], position=blinds[1]),
            dev("switch.media_center", "Media center plug", "Living room", media[0], seen[3], power_w=media[1]),
            dev("light.kitchen_spots", "Kitchen spots", "Kitchen", "on", seen[4], brightness_pct=80, color_temp_k=3500),
            dev("climate.hallway", "Hallway thermostat", "Hallway", "heat", seen[5], current_temperature_c=climate[0], target_temperature_c=21.5 if climate[1] == "new" else 20.0,
                hvac_action="heating"),
            dev("lock.front_door", "Front door", "Hallway", "locked", seen[6], battery_pct=64),
            dev("binary_sensor.hall_motion", "Hall motion", "Hallway", motion[0], seen[7], battery_pct=81, last_changed=motion[1]),
        ]}

    hist = [("18:20", 19.4), ("18:25", 19.4), ("18:30", 19.5), ("18:35", 19.5), ("18:40", 19.5), ("18:45", 19.6), ("18:50", 19.6), ("18:55", 19.6),
            ("19:00", 19.6), ("19:05", 19.8), ("19:10", 20.1), ("19:15", 20.4)]
    turns: Turns = [
        (call("list_devices"), pj(devices("2025-01-24T19:02:11+01:00", ("off", 0), "off", ("open", 100), (19.6, "old"), ("off", 0.4), ("off", "12 min ago"),
                                          ["1 min ago", "3 min ago", "2 min ago", "30 s ago", "1 min ago", "45 s ago", "4 min ago", "12 min ago"]))),
        (call("set_device_state", entity_id="light.living_room_main", state="on", attributes={"brightness_pct": 70}),
         pj({"ok": True, "entity_id": "light.living_room_main", "state": "on", "attributes": {"brightness_pct": 70, "color_temp_k": 2700}, "changed_at": "2025-01-24T19:02:40+01:00"})),
        (call("set_device_state", entity_id="climate.hallway", attributes={"target_temperature_c": 21.5}),
         pj({"ok": True, "entity_id": "climate.hallway", "state": "heat", "attributes": {"target_temperature_c": 21.5, "current_temperature_c": 19.7, "hvac_action": "heating"},
             "changed_at": "2025-01-24T19:03:05+01:00"})),
        (call("get_device_state", entity_id="climate.hallway"),
         pj({"entity_id": "climate.hallway", "state": "heat", "attributes": {"current_temperature_c": 20.14, "target_temperature_c": 21.5, "hvac_action": "heating",
                                                                              "preset": "comfort", "humidity_pct": 41, "boiler_flow_c": 52.5},
             "last_updated": "2025-01-24T19:09:37+01:00"})),
        (call("activate_scene", scene_id="scene.movie_night"),
         pj({"ok": True, "scene_id": "scene.movie_night", "applied": [
             {"entity_id": "light.living_room_main", "state": "on", "brightness_pct": 20},
             {"entity_id": "light.tv_backlight", "state": "on", "rgb": [255, 120, 40]},
             {"entity_id": "cover.living_room_blinds", "state": "closed", "position": 0},
             {"entity_id": "switch.media_center", "state": "on"}], "activated_at": "2025-01-24T19:11:02+01:00"})),
        (call("get_sensor_history", entity_id="sensor.hallway_temperature", hours=1),
         pj({"entity_id": "sensor.hallway_temperature", "unit": "°C", "points": [{"t": f"2025-01-24T{t}:00+01:00", "v": v} for t, v in hist]})),
        (call("list_automations"),
         pj({"automations": [
             {"id": "automation.lock_door_2300", "alias": "Lock front door at 23:00", "enabled": True, "last_triggered": "2025-01-23T23:00:00+01:00"},
             {"id": "automation.away_mode", "alias": "Away mode: all off + eco heat when everyone leaves", "enabled": False, "last_triggered": "2025-01-12T08:41:19+01:00"},
             {"id": "automation.hall_night_light", "alias": "Hall light 10% on motion after sunset", "enabled": True, "last_triggered": "2025-01-24T18:50:07+01:00"},
             {"id": "automation.blinds_sunrise", "alias": "Open blinds at sunrise (weekdays)", "enabled": True, "last_triggered": "2025-01-24T08:12:00+01:00"}]})),
        (call("toggle_automation", automation_id="automation.away_mode", enabled=True),
         pj({"ok": True, "id": "automation.away_mode", "enabled": True, "changed_at": "2025-01-24T19:17:48+01:00"})),
        (call("list_devices"), pj(devices("2025-01-24T19:18:30+01:00", ("on", 20), "on", ("closed", 0), (20.6, "new"), ("on", 87.3), ("on", "just now"),
                                          ["7 min ago", "7 min ago", "7 min ago", "10 s ago", "2 min ago", "20 s ago", "1 min ago", "just now"]))),
    ]
    rs.add(task=T, tid="h27-mcp-10", system=sysp, turns=turns, state="Friday evening; the residents are home. Agent prepares the living room for a film and warms the hall.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 11 Filesystem (bad): a config line reads differently in a second read with no edit in between.
# ---------------------------------------------------------------------------------------------------------
APP_YAML = """# Tollgate API service configuration (defaults; env/*.yaml override)
service:
  name: tollgate-api
  listen: 0.0.0.0
  port: 8443
  workers: 6
  graceful_shutdown_s: 20

tls:
  cert_file: /etc/tollgate/tls/server.crt
  key_file: /etc/tollgate/tls/server.key
  min_version: "1.2"

http:
  request_timeout_s: 30
  max_body_kb: 512
  cors_origins:
    - https://console.tollgate.example
    - https://partners.tollgate.example

database:
  host: pg-primary.internal
  port: 5432
  name: tollgate
  user: tollgate_app
  password_env: TOLLGATE_DB_PASSWORD
  pool:
    min: 4
    max: 20
    idle_timeout_s: 300
  statement_timeout_ms: 5000

cache:
  backend: redis
  url_env: TOLLGATE_REDIS_URL
  default_ttl_s: 120

rate_limit:
  enabled: true
  per_key_rpm: 600
  burst: 100

features:
  audit_log: true
  legacy_v1_routes: false
"""

LOGGING_YAML = """version: 1
disable_existing_loggers: false
formatters:
  json:
    (): tollgate.logging.JsonFormatter
    fields: [ts, level, logger, msg, request_id]
handlers:
  stdout:
    class: logging.StreamHandler
    formatter: json
    stream: ext://sys.stdout
loggers:
  tollgate:
    level: INFO
  tollgate.db:
    level: WARNING
  uvicorn.access:
    level: WARNING
root:
  level: INFO
  handlers: [stdout]
"""

PROD_YAML = """# production overrides
service:
  workers: 12
database:
  host: pg-primary.prod.internal
rate_limit:
  per_key_rpm: 1200
"""


def _diff(path: str, old: str, new: str) -> str:
    import difflib
    body = "".join(difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True), fromfile=f"{path}\toriginal", tofile=f"{path}\tmodified", n=3))
    return f"```diff\nIndex: {path}\n===================================================================\n{body}```\n\n"


def t11(rs: RowSet) -> None:
    tools = [
        tool("list_directory", "List files and directories", {"path": S}, ["path"]),
        tool("read_file", "Read a text file", {"path": S}, ["path"]),
        tool("read_multiple_files", "Read several files at once", {"paths": A}, ["paths"]),
        tool("edit_file", "Line-based edits; returns a git-style diff", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("get_file_info", "Metadata of a file", {"path": S}, ["path"]),
    ]
    sysp = mcp_system("filesystem", "@modelcontextprotocol/server-filesystem, allowed directory /srv/tollgate", tools)
    d = "/srv/tollgate/config"
    drifted = APP_YAML.replace("    max: 20\n", "    max: 25\n")
    app2 = APP_YAML.replace("statement_timeout_ms: 5000", "statement_timeout_ms: 8000")
    log2 = LOGGING_YAML.replace("  tollgate.db:\n    level: WARNING", "  tollgate.db:\n    level: DEBUG")
    listing = "\n".join(["[FILE] app.yaml", "[DIR] env", "[FILE] logging.yaml", "[FILE] README.md", "[DIR] tls-templates"])
    info = (f"size: {len(app2.encode())}\ncreated: Tue Jan 14 2025 09:12:44 GMT+0000 (Coordinated Universal Time)\n"
            "modified: Thu Feb 27 2025 10:41:19 GMT+0000 (Coordinated Universal Time)\naccessed: Thu Feb 27 2025 10:41:19 GMT+0000 (Coordinated Universal Time)\n"
            "isDirectory: false\nisFile: true\npermissions: 644")
    turns: Turns = [
        (call("list_directory", path=d), mcp_text(listing)),
        (call("read_file", path=f"{d}/app.yaml"), mcp_text(APP_YAML)),
        (call("read_file", path=f"{d}/env/production.yaml"), mcp_text(PROD_YAML)),
        (call("read_multiple_files", paths=[f"{d}/app.yaml", f"{d}/logging.yaml"]),
         mcp_text(f"{d}/app.yaml:\n{drifted}\n---\n{d}/logging.yaml:\n{LOGGING_YAML}")),
        (call("edit_file", path=f"{d}/app.yaml", edits=[{"oldText": "  statement_timeout_ms: 5000", "newText": "  statement_timeout_ms: 8000"}]),
         mcp_text(_diff(f"{d}/app.yaml", APP_YAML, app2))),
        (call("edit_file", path=f"{d}/logging.yaml", edits=[{"oldText": "  tollgate.db:\n    level: WARNING", "newText": "  tollgate.db:\n    level: DEBUG"}]),
         mcp_text(_diff(f"{d}/logging.yaml", LOGGING_YAML, log2))),
        (call("get_file_info", path=f"{d}/app.yaml"), mcp_text(info)),
    ]
    rs.add(task=T, tid="h27-mcp-11", system=sysp, turns=turns, state="Config directory of the Tollgate API on a staging host; agent is tracking down slow-query timeouts.",
           bad=True, turn=4, kind="a line of a config file (db pool max) reads differently on a second read with no edit in between")


# ---------------------------------------------------------------------------------------------------------
# 12 Feature flags (bad): a renamed flag is listed again under its old key.
# ---------------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    tools = [
        tool("list_environments", "Environments of a project", {"project": S}, ["project"]),
        tool("list_flags", "Flags of a project (archived excluded unless asked)", {"project": S, "include_archived": B}, ["project"]),
        tool("get_flag", "One flag with per-environment targeting", {"project": S, "key": S}, ["project", "key"]),
        tool("rename_flag", "Change a flag's key (id and targeting are kept)", {"project": S, "key": S, "new_key": S}, ["project", "key", "new_key"]),
        tool("set_rollout", "Set percentage rollout in an environment", {"project": S, "key": S, "environment": S, "percent": INT}, ["project", "key", "environment", "percent"]),
        tool("create_flag", "Create a boolean flag (off everywhere)", {"project": S, "key": S, "name": S, "description": S}, ["project", "key", "name"]),
        tool("archive_flag", "Archive a flag", {"project": S, "key": S}, ["project", "key"]),
        tool("evaluate_flag", "Evaluate a flag for a context", {"project": S, "key": S, "environment": S, "context": OBJ}, ["project", "key", "environment", "context"]),
        tool("get_audit_log", "Audit entries for a flag id", {"flag_id": S, "limit": INT}, ["flag_id"]),
    ]
    sysp = mcp_system("flagpole", "self-hosted feature-flag service for the web storefront", tools)

    def fl(fid: str, key: str, dev: str, stg: str, prod: str, upd: str, kind: str = "boolean") -> dict[str, Any]:
        return {"id": fid, "key": key, "kind": kind, "environments": {"dev": dev, "staging": stg, "prod": prod}, "updated_at": upd}

    f_tax_old = fl("flg_8Hq2kT", "checkout-new-tax-engine", "on 100%", "on 100%", "on 10%", "2025-04-02T13:20:41Z")
    f_cpn = fl("flg_2nLw9a", "checkout-legacy-coupons", "on", "on", "on", "2024-11-19T08:02:10Z")
    others = [
        fl("flg_5Rp0xB", "checkout-address-autocomplete", "on", "on", "on", "2025-02-11T10:45:00Z"),
        fl("flg_9Vt3cM", "checkout-one-page-layout", "on (variant B)", "on 50/50", "on 50/50", "2025-03-28T16:12:37Z", "multivariate"),
        fl("flg_1Kd7sD", "checkout-paypal-pay-later", "on", "on", "off", "2025-03-30T09:31:02Z"),
        fl("flg_4Ye6uF", "checkout-fraud-score-v3", "on 100%", "on 100%", "on 30%", "2025-04-01T07:58:44Z"),
        fl("flg_7Ws1gH", "checkout-saved-cards-ui", "on", "on", "on", "2025-01-20T12:00:19Z"),
    ]
    f_apple = fl("flg_3Ja8pN", "checkout-apple-pay-express", "off", "off", "off", "2025-04-08T09:44:12Z")
    list1 = {"project": "checkout", "count": 7, "flags": [f_tax_old, f_cpn] + others}
    list2 = {"project": "checkout", "count": 7, "flags": [dict(f_tax_old, environments={"dev": "on 100%", "staging": "on 100%", "prod": "on 25%"}, updated_at="2025-04-08T09:43:05Z")] + others + [f_apple]}
    detail = {"id": "flg_8Hq2kT", "key": "checkout-new-tax-engine", "name": "New tax engine (Avalara v2 adapter)", "kind": "boolean", "tags": ["tax", "q2"],
              "created_at": "2025-03-03T11:07:55Z", "maintainer": "priya.n", "environments": {
                  "dev": {"on": True, "rollout": 100, "rules": []},
                  "staging": {"on": True, "rollout": 100, "rules": []},
                  "prod": {"on": True, "rollout": 10, "bucket_by": "user_id", "rules": [{"id": "r1", "if": "country in [IS, LI]", "serve": False}]}},
              "prerequisites": [], "stale": False}
    turns: Turns = [
        (call("list_environments", project="checkout"), pj({"project": "checkout", "environments": [
            {"key": "dev", "color": "#6b7280", "requires_approval": False}, {"key": "staging", "color": "#f59e0b", "requires_approval": False},
            {"key": "prod", "color": "#dc2626", "requires_approval": False, "note": "changes are audited"}]})),
        (call("list_flags", project="checkout"), pj(list1)),
        (call("get_flag", project="checkout", key="checkout-new-tax-engine"), pj(detail)),
        (call("rename_flag", project="checkout", key="checkout-new-tax-engine", new_key="checkout-tax-engine-v2"),
         pj({"ok": True, "id": "flg_8Hq2kT", "old_key": "checkout-new-tax-engine", "key": "checkout-tax-engine-v2", "renamed_at": "2025-04-08T09:42:31Z"})),
        (call("set_rollout", project="checkout", key="checkout-tax-engine-v2", environment="prod", percent=25),
         pj({"ok": True, "id": "flg_8Hq2kT", "key": "checkout-tax-engine-v2", "environment": "prod", "rollout": {"from": 10, "to": 25}, "updated_at": "2025-04-08T09:43:05Z"})),
        (call("create_flag", project="checkout", key="checkout-apple-pay-express", name="Apple Pay express button", description="Show Apple Pay on cart page"),
         pj({"ok": True, "flag": f_apple})),
        (call("archive_flag", project="checkout", key="checkout-legacy-coupons"), pj({"ok": True, "id": "flg_2nLw9a", "key": "checkout-legacy-coupons", "archived": True})),
        (call("evaluate_flag", project="checkout", key="checkout-tax-engine-v2", environment="prod", context={"user_id": "u_5528107", "country": "DE"}),
         pj({"key": "checkout-tax-engine-v2", "value": True, "reason": "rollout", "bucket": 18.34, "rollout": 25})),
        (call("list_flags", project="checkout"), pj(list2)),
        (call("get_audit_log", flag_id="flg_8Hq2kT", limit=4), pj({"flag_id": "flg_8Hq2kT", "entries": [
            {"at": "2025-04-08T09:43:05Z", "actor": "agent@storefront", "action": "rollout_changed", "key": "checkout-tax-engine-v2", "env": "prod", "from": 10, "to": 25},
            {"at": "2025-04-08T09:42:31Z", "actor": "agent@storefront", "action": "renamed", "from": "checkout-new-tax-engine", "to": "checkout-tax-engine-v2"},
            {"at": "2025-04-02T13:20:41Z", "actor": "priya.n", "action": "rollout_changed", "key": "checkout-new-tax-engine", "env": "prod", "from": 5, "to": 10},
            {"at": "2025-03-27T15:02:18Z", "actor": "priya.n", "action": "rule_added", "key": "checkout-new-tax-engine", "env": "prod", "rule": "country in [IS, LI] -> false"}]})),
        (call("evaluate_flag", project="checkout", key="checkout-tax-engine-v2", environment="prod", context={"user_id": "u_9031442", "country": "AT"}),
         pj({"key": "checkout-tax-engine-v2", "value": False, "reason": "rollout", "bucket": 71.02, "rollout": 25})),
    ]
    rs.add(task=T, tid="h27-mcp-12", system=sysp, turns=turns, state="Project 'checkout' on flagpole; agent is doing flag hygiene before the Q2 tax launch.",
           bad=True, turn=9, kind="flag renamed earlier is listed under its old key")


# ---------------------------------------------------------------------------------------------------------
# 13 Google Calendar (clean): free/busy in UTC vs events in Berlin time, create/move/delete, paginated relist.
# ---------------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_calendars", "Calendars of the user", {}, []),
        tool("list_events", "Events between two instants (singleEvents, ordered by start)", {"calendarId": S, "timeMin": S, "timeMax": S, "maxResults": INT}, ["calendarId", "timeMin", "timeMax"]),
        tool("find_free_slots", "Free slots common to attendees (returned in UTC)", {"attendees": A, "date": S, "durationMinutes": INT, "workingHours": S}, ["attendees", "date", "durationMinutes"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": S, "end": S, "attendees": A, "description": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event", {"calendarId": S, "eventId": S, "start": S, "end": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("get_event", "One event or recurring instance", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    ]
    sysp = mcp_system("google-calendar", "Google Calendar for ines.moreau@kaleido.studio", tools)
    me = "ines.moreau@kaleido.studio"
    tz = "Europe/Berlin"
    su = "5q1n8d0v7l3kq2c9r4m6t0s1ab"

    def ev(eid: str, summary: str, day: str, start: str, end: str, etag: str, updated: str, seq: int = 0, created: str = "2025-05-28T08:14:02.000Z",
           rec: bool = False, attendees: list[str] | None = None, loc: str | None = None) -> dict[str, Any]:
        e: dict[str, Any] = {"kind": "calendar#event", "etag": f"\"{etag}\"", "id": eid, "status": "confirmed",
                             "htmlLink": f"https://www.google.com/calendar/event?eid={eid[:12]}", "created": created, "updated": updated,
                             "summary": summary, "organizer": {"email": me, "self": True},
                             "start": {"dateTime": f"{day}T{start}:00+02:00", "timeZone": tz}, "end": {"dateTime": f"{day}T{end}:00+02:00", "timeZone": tz}, "sequence": seq}
        if loc:
            e["location"] = loc
        if attendees:
            e["attendees"] = [{"email": a, "responseStatus": "accepted" if a == me else "needsAction", **({"self": True} if a == me else {})} for a in attendees]
        if rec:
            e["recurringEventId"] = su
            e["originalStartTime"] = {"dateTime": f"{day}T09:15:00+02:00", "timeZone": tz}
        return e

    days = ["2025-06-16", "2025-06-17", "2025-06-18", "2025-06-19", "2025-06-20"]
    stand = {d: ev(f"{su}_{d.replace('-', '')}T071500Z", "Team standup", d, "09:15", "09:30", "3421908774123000", "2025-03-03T10:02:51.318Z",
                   created="2025-03-03T10:02:51.000Z", rec=True, loc="Meet: meet.google.com/kdx-pqrt-vzu") for d in days}
    plan = ev("0d9kq3m1a7b4c6e8f2g5h1j3l0", "Sprint planning", days[0], "10:00", "11:30", "3487712045311000", "2025-06-10T15:20:44.655Z", attendees=[me, "tomas.berg@kaleido.studio", "priya.raman@kaleido.studio"])
    dent = ev("7hb2m9p0c4r6t8v1x3z5a7c9e1", "Dentist (hold)", days[1], "14:00", "15:00", "3488120971204000", "2025-06-12T19:03:10.412Z")
    oneone = ev("2fj8l0n2p4r6t8v0x2z4b6d8f0", "1:1 with Priya", days[2], "15:00", "15:30", "3486559012884000", "2025-06-02T08:40:27.101Z", attendees=[me, "priya.raman@kaleido.studio"])
    crit = ev("9kc3e5g7i9k1m3o5q7s9u1w3y5", "Design crit: onboarding v3", days[3], "14:00", "15:00", "3487990311452000", "2025-06-11T13:12:09.877Z", attendees=[me, "tomas.berg@kaleido.studio", "lea.vogt@kaleido.studio"])
    demo = ev("4md6f8h0j2l4n6p8r0t2v4x6z8", "Demo day", days[4], "16:00", "17:00", "3481200554310000", "2025-05-06T11:47:33.509Z", created="2025-05-06T11:47:33.000Z")
    vend = ev("6tq1s3u5w7y9a1c3e5g7i9k1m3", "Vendor review: Lattice", days[3], "10:00", "11:00", "3488601927764000", "2025-06-15T16:22:48.906Z",
              created="2025-06-15T16:22:48.000Z", attendees=[me, "tomas.berg@kaleido.studio", "kim@lattice.example"], loc="Room Nebula (4th floor)")
    oneone2 = dict(oneone, etag="\"3488602011839000\"", updated="2025-06-15T16:23:31.919Z", sequence=1,
                   start={"dateTime": "2025-06-18T16:00:00+02:00", "timeZone": tz}, end={"dateTime": "2025-06-18T16:30:00+02:00", "timeZone": tz})
    rng = {"calendarId": "primary", "timeMin": "2025-06-16T00:00:00+02:00", "timeMax": "2025-06-21T00:00:00+02:00"}

    def evlist(items: list[dict[str, Any]], token: str | None, etag: str, updated: str) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": "calendar#events", "etag": f"\"{etag}\"", "summary": me, "updated": updated, "timeZone": tz, "accessRole": "owner", "items": items}
        if token:
            d["nextPageToken"] = token
        return d

    turns: Turns = [
        (call("list_calendars"), js({"items": [
            {"id": me, "summary": me, "timeZone": tz, "primary": True, "accessRole": "owner"},
            {"id": "c_8f1e3a5c7b9d@group.calendar.google.com", "summary": "Team Kaleido", "timeZone": tz, "accessRole": "writer"},
            {"id": "en.german#holiday@group.v.calendar.google.com", "summary": "Holidays in Germany", "timeZone": tz, "accessRole": "reader"}]})),
        (call("list_events", **rng, maxResults=25),
         js(evlist([stand[days[0]], plan, stand[days[1]], dent, stand[days[2]], oneone, stand[days[3]], crit, stand[days[4]], demo], None, "p32ofb8ksfm4ua0g", "2025-06-12T19:03:10.412Z"))),
        (call("find_free_slots", attendees=[me, "tomas.berg@kaleido.studio"], date="2025-06-19", durationMinutes=60, workingHours="09:00-18:00 Europe/Berlin"),
         js({"date": "2025-06-19", "durationMinutes": 60, "timeZone": "UTC", "slots": [
             {"start": "2025-06-19T07:30:00Z", "end": "2025-06-19T09:00:00Z"},
             {"start": "2025-06-19T10:00:00Z", "end": "2025-06-19T12:00:00Z"},
             {"start": "2025-06-19T13:00:00Z", "end": "2025-06-19T16:00:00Z"}],
             "busy": {"tomas.berg@kaleido.studio": [{"start": "2025-06-19T07:15:00Z", "end": "2025-06-19T07:30:00Z"}, {"start": "2025-06-19T09:00:00Z", "end": "2025-06-19T10:00:00Z"},
                                                    {"start": "2025-06-19T12:00:00Z", "end": "2025-06-19T13:00:00Z"}]}})),
        (call("create_event", calendarId="primary", summary="Vendor review: Lattice", start="2025-06-19T10:00:00+02:00", end="2025-06-19T11:00:00+02:00",
              attendees=["tomas.berg@kaleido.studio", "kim@lattice.example"], description="Renewal terms + SSO roadmap. Room Nebula."), js(vend)),
        (call("update_event", calendarId="primary", eventId=oneone["id"], start="2025-06-18T16:00:00+02:00", end="2025-06-18T16:30:00+02:00"), js(oneone2)),
        (call("delete_event", calendarId="primary", eventId=dent["id"]), js({"deleted": True, "eventId": dent["id"]})),
        (call("get_event", calendarId="primary", eventId=stand[days[3]]["id"]), js(stand[days[3]])),
        (call("list_events", **rng, maxResults=8),
         js(evlist([stand[days[0]], plan, stand[days[1]], stand[days[2]], oneone2, stand[days[3]], vend, crit], "CigKGjRtZDZmOGgwajJsNG42cDhyMHQydjR4Nno4GAEggIDA2sm2lhg=",
                   "p33c9l1vhnm6ua0g", "2025-06-15T16:23:58.203Z"))),
    ]
    rs.add(task=T, tid="h27-mcp-13", system=sysp, turns=turns, state="Week of 2025-06-16; user is in Berlin (UTC+2). It is Sunday 2025-06-15 evening.", bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 14 Warehouse (clean): pick, replenishment move, cycle-count variance and a receipt; totals follow each step.
# ---------------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    tools = [
        tool("get_sku", "SKU master + stock position", {"sku": S}, ["sku"]),
        tool("create_pick_task", "Allocate and create a pick task for an order line", {"order_id": S, "sku": S, "qty": INT}, ["order_id", "sku", "qty"]),
        tool("confirm_pick", "Confirm a pick task", {"task_id": S, "qty_picked": INT}, ["task_id", "qty_picked"]),
        tool("move_stock", "Move stock between bins", {"sku": S, "from_bin": S, "to_bin": S, "qty": INT}, ["sku", "from_bin", "to_bin", "qty"]),
        tool("cycle_count", "Submit a counted quantity for a bin", {"bin": S, "sku": S, "counted": INT}, ["bin", "sku", "counted"]),
        tool("receive_asn", "Receive an advance shipping notice line", {"asn": S, "sku": S, "qty": INT, "to_bin": S}, ["asn", "sku", "qty"]),
        tool("list_bins_for_sku", "Bins holding a SKU", {"sku": S, "sort": S}, ["sku"]),
        tool("zone_summary", "Stock summary of a zone", {"zone": S}, ["zone"]),
    ]
    sysp = mcp_system("stackyard-wms", "warehouse management for the Tilburg DC (zones A pick face, R reserve, RCV receiving)", tools)

    def sku(onh: int, alloc: int, bins: list[tuple[str, int]], last: str, cover: str) -> str:
        bl = "\n".join(f"    {b:<9} {q:>5} ea" for b, q in bins)
        return (f"SKU HX-4471-BLK  Hex bolt M8x40, black zinc, box of 100\n  UoM: ea (box)   Case pack: 20   Weight: 1.9 kg/ea\n"
                f"  On hand:   {onh:>5}\n  Allocated: {alloc:>5}\n  Available: {onh - alloc:>5}\n  Bins:\n{bl}\n"
                f"  Min/Max pick face A-12-03: 60 / 240\n  Avg daily demand (28d): 41 ea   Days of cover: {cover}\n  Last movement: {last}\n")

    turns: Turns = [
        (call("get_sku", sku="HX-4471-BLK"), sku(500, 0, [("A-12-03", 140), ("A-12-04", 60), ("R-02-11", 300)], "2025-10-13 16:05 PICK PT-771902 -36", "12.2")),
        (call("create_pick_task", order_id="SO-88120", sku="HX-4471-BLK", qty=120),
         "Pick task PT-772140 created for SO-88120 line 3.\n  SKU HX-4471-BLK  qty 120 from A-12-03 (140 in bin)\n  Allocated now: 120   Available now: 380\n  Assigned wave: W-1014-07 (cut-off 11:30)"),
        (call("confirm_pick", task_id="PT-772140", qty_picked=120),
         "PT-772140 confirmed: 120 ea picked from A-12-03 by RF-17 (operator j.devries).\n  A-12-03: 140 -> 20 (below min 60: replenishment suggested from R-02-11)\n"
         "  SKU on hand 500 -> 380, allocated 120 -> 0\n  Staged at: PACK-3 tote TT-40918"),
        (call("move_stock", sku="HX-4471-BLK", from_bin="R-02-11", to_bin="A-12-03", qty=200),
         "Move MV-559031 done: 200 ea HX-4471-BLK R-02-11 -> A-12-03.\n  R-02-11: 300 -> 100\n  A-12-03: 20 -> 220 (max 240)\n  On hand unchanged: 380"),
        (call("cycle_count", bin="A-12-04", sku="HX-4471-BLK", counted=58),
         "Cycle count CC-20931 for A-12-04 / HX-4471-BLK\n  System qty: 60   Counted: 58   Variance: -2 (-3.3%)\n"
         "  Within auto-approve tolerance (5%): adjustment ADJ-118407 posted, reason code CC-SHORT.\n  SKU on hand 380 -> 378"),
        (call("receive_asn", asn="ASN-5521", sku="HX-4471-BLK", qty=240, to_bin="RCV-01"),
         "ASN-5521 line 2 received: 240 ea HX-4471-BLK into RCV-01 (12 cases of 20).\n  Supplier: Fastenex BV   PO: PO-30118\n"
         "  Putaway task PA-90522 created (RCV-01 -> reserve, suggested R-02-11).\n  SKU on hand 378 -> 618"),
        (call("list_bins_for_sku", sku="HX-4471-BLK", sort="qty_desc"),
         "HX-4471-BLK bins (sorted by qty, desc):\n  BIN       ZONE  QTY   STATUS\n  RCV-01    RCV   240   awaiting putaway (PA-90522)\n"
         "  A-12-03   A     220   pick face\n  R-02-11   R     100   reserve\n  A-12-04   A      58   pick face (counted 2025-10-14)\n  Total           618"),
        (call("zone_summary", zone="A"),
         "Zone A (pick face) summary, 2025-10-14 10:52\n  SKU            DESCRIPTION                        BINS  QTY\n"
         "  HX-4471-BLK    Hex bolt M8x40 black, box 100       2     278\n  HX-4471-ZNC    Hex bolt M8x40 zinc, box 100        1     164\n"
         "  WS-0810-SS     Washer M8 stainless, box 200        2     402\n  NT-0800-NYL    Nyloc nut M8, box 100               1      95\n"
         "  TS-3525-PH     Tapping screw 3.5x25 PH2, box 500   3     611\n  ----\n  5 SKUs, 9 bins, 1,550 ea"),
        (call("get_sku", sku="HX-4471-BLK"), sku(618, 0, [("RCV-01", 240), ("A-12-03", 220), ("R-02-11", 100), ("A-12-04", 58)], "2025-10-14 10:49 RECV ASN-5521 +240", "15.1")),
    ]
    rs.add(task=T, tid="h27-mcp-14", system=sysp, turns=turns, state="Tilburg DC, morning shift 2025-10-14; agent works the replenishment and inbound queue for HX-4471-BLK.", bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 15 Stripe (bad): a charge's amount_refunded misses the second of two refunds just created.
# ---------------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    tools = [
        tool("retrieve_customer", "Retrieve a customer", {"customer": S}, ["customer"]),
        tool("list_charges", "List charges of a customer", {"customer": S, "limit": INT}, ["customer"]),
        tool("retrieve_charge", "Retrieve a charge", {"charge": S}, ["charge"]),
        tool("create_refund", "Refund (part of) a charge", {"charge": S, "amount": INT, "reason": S, "metadata": OBJ}, ["charge"]),
        tool("list_refunds", "List refunds of a charge", {"charge": S}, ["charge"]),
        tool("list_invoices", "List invoices of a customer", {"customer": S, "limit": INT}, ["customer"]),
        tool("retrieve_balance", "Account balance", {}, []),
    ]
    sysp = mcp_system("stripe", "Stripe API (live mode, account acct_1Lq8ZkE2Rv7aLm0Q, EUR)", tools)
    cus = "cus_QxR2mA9tLp4Ves"
    pis = ["pi_3PkX1bE2Rv7aLm0Q0Wf8sQ2c", "pi_3PmB7cE2Rv7aLm0Q1nT4vR9d", "pi_3PoD2dE2Rv7aLm0Q0cK7yX1e"]

    def ch(cid: str, amt: int, refunded: int, desc: str, created: int, pi: str, last4: str = "4242") -> dict[str, Any]:
        return {"id": cid, "object": "charge", "amount": amt, "amount_captured": amt, "amount_refunded": refunded, "currency": "eur", "customer": cus,
                "description": desc, "created": created, "paid": True, "captured": True, "refunded": refunded == amt, "status": "succeeded",
                "payment_intent": pi, "payment_method_details": {"type": "card", "card": {"brand": "visa", "last4": last4, "exp_month": 9, "exp_year": 2027}},
                "balance_transaction": "txn_" + cid[3:], "receipt_url": f"https://pay.stripe.com/receipts/payment/{cid[3:]}"}

    a = "ch_3PkX1bE2Rv7aLm0Q0a9cT4Zy"

    def c_a(refunded: int) -> dict[str, Any]:
        return ch(a, 12900, refunded, "Order #10492", 1722943261, pis[0])

    c_b = ch("ch_3PmB7cE2Rv7aLm0Q1b2dU5Ax", 4900, 0, "Order #10511", 1723371840, pis[1])
    c_c = ch("ch_3PoD2dE2Rv7aLm0Q0c6eV6By", 12900, 0, "Order #10530", 1723804455, pis[2])
    re1 = {"id": "re_3PkX1bE2Rv7aLm0Q0r1Lk2Mn", "object": "refund", "amount": 4300, "charge": a, "currency": "eur", "created": 1724071208, "payment_intent": pis[0],
           "reason": "requested_by_customer", "status": "succeeded", "metadata": {"item": "Tent footprint TF-2 (returned)", "rma": "RMA-6612"}, "balance_transaction": "txn_3PkX1bE2Rv7aLm0Q0Rb1"}
    re2 = {"id": "re_3PkX1bE2Rv7aLm0Q1r2Pq3Rs", "object": "refund", "amount": 2150, "charge": a, "currency": "eur", "created": 1724071296, "payment_intent": pis[0],
           "reason": "requested_by_customer", "status": "succeeded", "metadata": {"item": "Shipping fee (goodwill)", "rma": "RMA-6612"}, "balance_transaction": "txn_3PkX1bE2Rv7aLm0Q0Rb2"}
    customer = {"id": cus, "object": "customer", "email": "hanna.sjoberg@posteo.se", "name": "Hanna Sjöberg", "created": 1701190032, "currency": "eur",
                "balance": 0, "delinquent": False, "invoice_prefix": "B7C4E19A", "default_source": None,
                "address": {"line1": "Tegnérgatan 14", "city": "Stockholm", "postal_code": "113 58", "country": "SE"}, "metadata": {"shop_customer_id": "88213"}}
    inv = {"object": "list", "url": "/v1/invoices", "has_more": True, "data": [
        {"id": "in_1PoD2dE2Rv7aLm0QxY3kQ8aa", "number": "B7C4E19A-0007", "status": "paid", "total": 12900, "subtotal": 10320, "tax": 2580, "amount_paid": 12900,
         "created": 1723804450, "charge": c_c["id"], "lines": {"data": [{"description": "Trekking poles Carbon Pro (pair)", "amount": 7920}, {"description": "Trail gaiters, size M", "amount": 2400}]}},
        {"id": "in_1PmB7cE2Rv7aLm0QvW1jP7bb", "number": "B7C4E19A-0006", "status": "paid", "total": 4900, "subtotal": 3920, "tax": 980, "amount_paid": 4900,
         "created": 1723371835, "charge": c_b["id"], "lines": {"data": [{"description": "Merino liner socks (3-pack)", "amount": 3920}]}},
    ]}
    bal = {"object": "balance", "livemode": True, "available": [{"amount": 1843270, "currency": "eur", "source_types": {"card": 1843270}}],
           "pending": [{"amount": 311845, "currency": "eur", "source_types": {"card": 311845}}],
           "instant_available": [{"amount": 1843270, "currency": "eur"}], "refund_and_dispute_prefunding": {"available": [{"amount": 0, "currency": "eur"}]}}
    turns: Turns = [
        (call("retrieve_customer", customer=cus), pj(customer)),
        (call("list_charges", customer=cus, limit=3), pj({"object": "list", "url": "/v1/charges", "has_more": True, "data": [c_c, c_b, c_a(0)]})),
        (call("create_refund", charge=a, amount=4300, reason="requested_by_customer", metadata=re1["metadata"]), pj(re1)),
        (call("create_refund", charge=a, amount=2150, reason="requested_by_customer", metadata=re2["metadata"]), pj(re2)),
        (call("retrieve_charge", charge=a), pj(c_a(4300))),
        (call("list_refunds", charge=a), pj({"object": "list", "url": "/v1/refunds", "has_more": False, "data": [re2, re1]})),
        (call("list_invoices", customer=cus, limit=2), pj(inv)),
        (call("retrieve_balance"), pj(bal)),
        (call("list_charges", customer=cus, limit=3), pj({"object": "list", "url": "/v1/charges", "has_more": True, "data": [c_c, c_b, c_a(6450)]})),
    ]
    rs.add(task=T, tid="h27-mcp-15", system=sysp, turns=turns, state="Support ticket #4471: customer returned a tent footprint (43.00 EUR) and is owed the shipping fee (21.50 EUR) from order #10492.",
           bad=True, turn=5, kind="charge's amount_refunded counts only one of the two succeeded refunds created just before")


# ---------------------------------------------------------------------------------------------------------
# 16 Telescope queue (bad): a completed request's completion time is before it was even submitted.
# ---------------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    tools = [
        tool("get_weather", "Current conditions at a site", {"site": S}, ["site"]),
        tool("get_target", "Resolve a target and its visibility tonight", {"name": S, "site": S}, ["name", "site"]),
        tool("submit_observation", "Submit an observation request", {"target": S, "site": S, "instrument": S, "exposures": A, "window_start": S, "window_end": S, "max_airmass": _num("airmass limit")},
             ["target", "site", "instrument", "exposures", "window_start", "window_end"]),
        tool("list_queue", "Queue of a telescope", {"telescope": S}, ["telescope"]),
        tool("get_request", "State of a request", {"request_id": S}, ["request_id"]),
        tool("get_frames", "Reduced frames of a completed request", {"request_id": S}, ["request_id"]),
    ]
    sysp = mcp_system("skyqueue", "scheduler of a robotic 1-m telescope network (proposal KEY2025B-017)", tools)
    rid = "REQ-5530917"
    turns: Turns = [
        (call("get_weather", site="coj"), mcp_text({"site": "coj", "name": "Siding Spring Observatory", "utc": "2025-08-12T10:14:22Z", "sun_alt_deg": -41.8,
                                                     "sky": "clear", "transparency": "photometric", "seeing_arcsec": 1.6, "humidity_pct": 38, "wind_kmh": 14, "temp_c": 6.3,
                                                     "moon": {"illumination": 0.87, "alt_deg": 21.4}, "enclosures_open": ["doma", "domb"], "dew_point_c": -7.2})),
        (call("get_target", name="NGC 6744", site="coj"), mcp_text({"name": "NGC 6744", "type": "SAB(r)bc galaxy", "ra": "19:09:46.10", "dec": "-63:51:27.1", "epoch": 2000,
                                                                   "v_mag": 8.3, "size_arcmin": [20.0, 12.9], "alt_now_deg": 58.2, "airmass_now": 1.18, "transit_utc": "2025-08-12T09:51:40Z",
                                                                   "airmass_below_1_6_until": "2025-08-12T15:36:00Z", "moon_sep_deg": 74.5})),
        (call("submit_observation", target="NGC 6744", site="coj", instrument="1M0-SCICAM-SINISTRO", max_airmass=1.6, window_start="2025-08-12T10:30:00Z", window_end="2025-08-12T14:00:00Z",
              exposures=[{"filter": "V", "count": 3, "seconds": 180}, {"filter": "R", "count": 3, "seconds": 180}]),
         mcp_text({"request_id": rid, "state": "PENDING", "submitted_at": "2025-08-12T10:15:03Z", "proposal": "KEY2025B-017", "ipp": 1.05,
                   "window": {"start": "2025-08-12T10:30:00Z", "end": "2025-08-12T14:00:00Z"}, "estimated_duration_s": 1710, "time_charged_h": 0.475,
                   "remaining_allocation_h": 31.25})),
        (call("list_queue", telescope="1m0a.doma.coj"), mcp_text({"telescope": "1m0a.doma.coj", "utc": "2025-08-12T10:22:40Z", "queue": [
            {"position": 1, "request_id": "REQ-5530802", "target": "SN 2025qab", "state": "RUNNING", "start": "2025-08-12T10:09:55Z", "est_end": "2025-08-12T10:40:30Z"},
            {"position": 2, "request_id": rid, "target": "NGC 6744", "state": "SCHEDULED", "est_start": "2025-08-12T10:41:00Z", "est_end": "2025-08-12T11:09:30Z"},
            {"position": 3, "request_id": "REQ-5530655", "target": "WASP-121 b transit", "state": "SCHEDULED", "est_start": "2025-08-12T11:12:00Z", "est_end": "2025-08-12T14:05:00Z"},
            {"position": 4, "request_id": "REQ-5531004", "target": "47 Tuc field 3", "state": "SCHEDULED", "est_start": "2025-08-12T14:08:00Z", "est_end": "2025-08-12T14:31:00Z"}]})),
        (call("get_request", request_id=rid), mcp_text({"request_id": rid, "state": "SCHEDULED", "utc": "2025-08-12T10:34:12Z", "submitted_at": "2025-08-12T10:15:03Z",
                                                        "telescope": "1m0a.doma.coj", "scheduled_start": "2025-08-12T10:41:00Z", "scheduled_end": "2025-08-12T11:09:30Z"})),
        (call("get_request", request_id=rid), mcp_text({"request_id": rid, "state": "COMPLETED", "utc": "2025-08-12T11:14:05Z", "submitted_at": "2025-08-12T10:15:03Z",
                                                        "telescope": "1m0a.doma.coj", "completed_at": "2025-08-12T10:09:47Z", "frames": 6, "time_charged_h": 0.475,
                                                        "observation_id": "OBS-1940227", "quality": {"seeing_median_arcsec": 1.7, "flags": []}})),
        (call("get_frames", request_id=rid), mcp_text({"request_id": rid, "observation_id": "OBS-1940227", "frames": [
            {"basename": f"coj1m003-fa19-20250812-{n:04d}-e91", "filter": f, "exptime": 180.0, "date_obs": t, "airmass": am, "fwhm_arcsec": fw}
            for n, f, t, am, fw in [(88, "V", "2025-08-12T10:41:18.412Z", 1.19, 1.72), (89, "V", "2025-08-12T10:44:31.907Z", 1.19, 1.66), (90, "V", "2025-08-12T10:47:45.225Z", 1.20, 1.70),
                                    (91, "R", "2025-08-12T10:51:22.018Z", 1.20, 1.61), (92, "R", "2025-08-12T10:54:35.540Z", 1.21, 1.58), (93, "R", "2025-08-12T10:57:48.861Z", 1.21, 1.64)]],
            "archive_url": "https://archive.skyqueue.example/frames?request_id=REQ-5530917"})),
        (call("list_queue", telescope="1m0a.doma.coj"), mcp_text({"telescope": "1m0a.doma.coj", "utc": "2025-08-12T11:15:30Z", "queue": [
            {"position": 1, "request_id": "REQ-5530655", "target": "WASP-121 b transit", "state": "RUNNING", "start": "2025-08-12T11:11:48Z", "est_end": "2025-08-12T14:05:00Z"},
            {"position": 2, "request_id": "REQ-5531004", "target": "47 Tuc field 3", "state": "SCHEDULED", "est_start": "2025-08-12T14:08:00Z", "est_end": "2025-08-12T14:31:00Z"},
            {"position": 3, "request_id": "REQ-5531120", "target": "ASASSN-25ff", "state": "SCHEDULED", "est_start": "2025-08-12T14:34:00Z", "est_end": "2025-08-12T14:52:00Z"}]})),
    ]
    rs.add(task=T, tid="h27-mcp-16", system=sysp, turns=turns, state="Observer proposal KEY2025B-017 with 31.7 h left; target NGC 6744 from Siding Spring tonight.",
           bad=True, turn=6, kind="completion time of a request is earlier than its submission and its scheduled start")


# ---------------------------------------------------------------------------------------------------------
# 17 Linear (clean): new issue in the cycle, another moved to Done; cycle scope/progress follow.
# ---------------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    tools = [
        tool("list_cycles", "Cycles of a team", {"teamKey": S, "type": S}, ["teamKey"]),
        tool("list_issues", "Issues by filter", {"teamKey": S, "assignee": S, "cycle": S}, ["teamKey"]),
        tool("create_issue", "Create an issue", {"teamKey": S, "title": S, "description": S, "cycle": S, "assignee": S}, ["teamKey", "title"]),
        tool("update_issue", "Update an issue", {"id": S, "stateName": S, "priority": INT, "estimate": INT}, ["id"]),
        tool("create_comment", "Comment on an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("get_issue", "One issue", {"id": S}, ["id"]),
        tool("search_issues", "Full-text issue search", {"query": S, "limit": INT}, ["query"]),
    ]
    sysp = mcp_system("linear", "Linear workspace 'orbit' (team ENG)", tools)

    def cyc(scope: int, done: int, started: int) -> dict[str, Any]:
        return {"id": "cyc_7f21c0e4", "number": 42, "name": "Cycle 42", "startsAt": "2025-09-01T00:00:00.000Z", "endsAt": "2025-09-15T00:00:00.000Z",
                "issueCount": scope, "completedIssueCount": done, "inProgressIssueCount": started, "progress": round(done / scope, 2), "isActive": True}

    def short(ident: str, title: str, state: str, prio: str, est: int | None, upd: str) -> dict[str, Any]:
        return {"identifier": ident, "title": title, "state": state, "priority": prio, "estimate": est, "updatedAt": upd}

    mine = [short("ENG-2264", "Drop Node 18 from CI matrix", "In Review", "Medium", 1, "2025-09-08T16:02:11.480Z"),
            short("ENG-2270", "Rate-limit /v2/exports per workspace", "In Progress", "High", 5, "2025-09-09T07:45:39.102Z"),
            short("ENG-2275", "Flaky test: billing proration rounding", "Todo", "Medium", 2, "2025-09-05T13:20:57.733Z"),
            short("ENG-2281", "Add retention setting for audit events", "Todo", "Low", 3, "2025-09-04T09:11:02.964Z"),
            short("ENG-2288", "Investigate slow cold start on eu-west workers", "Todo", "Urgent", 3, "2025-09-09T06:58:20.015Z")]
    new_id = "a3c9e1f5-27b4-4d68-9f0a-6e2c8b4d1f37"
    created = {"id": new_id, "identifier": "ENG-2291", "title": "Webhook signature check rejects rotated secrets", "state": "Triage", "priority": "No priority",
               "estimate": None, "cycle": "Cycle 42", "assignee": "Rafael Costa", "createdAt": "2025-09-09T09:30:44.571Z",
               "url": "https://linear.app/orbit/issue/ENG-2291/webhook-signature-check-rejects-rotated-secrets"}
    turns: Turns = [
        (call("list_cycles", teamKey="ENG", type="current"), pj({"cycles": [cyc(38, 17, 9)]})),
        (call("list_issues", teamKey="ENG", assignee="me", cycle="current"), pj({"issues": mine, "pageInfo": {"hasNextPage": False}})),
        (call("create_issue", teamKey="ENG", title=created["title"], cycle="current", assignee="me",
              description="After rotating a webhook secret, deliveries signed with the new secret fail verification for ~10 min. Both secrets should be accepted during the overlap window."),
         pj({"success": True, "issue": created})),
        (call("update_issue", id="ENG-2264", stateName="Done"),
         pj({"success": True, "issue": {"identifier": "ENG-2264", "state": "Done", "completedAt": "2025-09-09T09:31:20.338Z", "updatedAt": "2025-09-09T09:31:20.338Z"}})),
        (call("update_issue", id="ENG-2291", stateName="Todo", priority=2, estimate=3),
         pj({"success": True, "issue": {"identifier": "ENG-2291", "state": "Todo", "priority": "High", "estimate": 3, "updatedAt": "2025-09-09T09:31:52.906Z"}})),
        (call("create_comment", issueId="ENG-2291", body="Repro: rotate secret in staging, send test event -> 401 `signature_mismatch`. Overlap window is configured as 24 h but verifier only loads the active secret."),
         pj({"success": True, "comment": {"id": "cmt_5d8e0a2b", "createdAt": "2025-09-09T09:32:15.640Z", "user": "Rafael Costa"}})),
        (call("get_issue", id="ENG-2291"),
         pj({"id": new_id, "identifier": "ENG-2291", "title": created["title"], "state": "Todo", "priority": "High", "estimate": 3, "cycle": "Cycle 42",
             "assignee": "Rafael Costa", "creator": "Rafael Costa", "labels": [], "createdAt": "2025-09-09T09:30:44.571Z", "updatedAt": "2025-09-09T09:31:52.906Z",
             "comments": [{"id": "cmt_5d8e0a2b", "user": "Rafael Costa", "createdAt": "2025-09-09T09:32:15.640Z", "body": "Repro: rotate secret in staging, send test event -> 401 `signature_mismatch`. Overlap window is configured as 24 h but verifier only loads the active secret."}],
             "url": created["url"]})),
        (call("list_cycles", teamKey="ENG", type="current"), pj({"cycles": [cyc(39, 18, 8)]})),
        (call("search_issues", query="webhook signature", limit=5), pj({"issues": [
            short("ENG-2291", "Webhook signature check rejects rotated secrets", "Todo", "High", 3, "2025-09-09T09:31:52.906Z"),
            short("ENG-2203", "Document webhook signature verification in SDKs", "Done", "Low", 1, "2025-08-14T10:27:48.211Z"),
            short("ENG-2157", "Support Ed25519 webhook signatures", "Canceled", "No priority", None, "2025-07-30T15:06:31.870Z")]})),
    ]
    rs.add(task=T, tid="h27-mcp-17", system=sysp, turns=turns, state="Agent acts for Rafael Costa (team ENG) during Cycle 42.", bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 18 Fermentation monitor (clean): gravity keeps falling, tank warms toward a new setpoint, SG vs Plato views.
# ---------------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    tools = [
        tool("list_batches", "Active batches", {"status": S}, []),
        tool("get_readings", "Hydrometer/temperature readings of a batch", {"batch_id": S, "hours": INT}, ["batch_id"]),
        tool("set_temperature", "Change a fermenter setpoint", {"tank": S, "target_c": _num("setpoint")}, ["tank", "target_c"]),
        tool("log_addition", "Record an ingredient addition", {"batch_id": S, "items": A, "note": S}, ["batch_id", "items"]),
        tool("get_batch", "One batch", {"batch_id": S}, ["batch_id"]),
        tool("get_tank", "Live tank telemetry (gravity in °Plato)", {"tank": S}, ["tank"]),
        tool("set_batch_status", "Move a batch to another stage", {"batch_id": S, "status": S}, ["batch_id", "status"]),
    ]
    sysp = mcp_system("fermwatch", "cellar monitoring for Kettle & Cask brewery (5 fermenters with Tilt hydrometers)", tools)
    turns: Turns = [
        (call("list_batches", status="active"),
         "Active batches  (2025-04-17 14:05)\n\nBATCH   BEER               STYLE         TANK  DAY  SG     TEMP   SET    STATUS        ABV est\n"
         "B-0412  Hazy Pale #7       NEIPA         FV-3   4   1.022  19.0   19.0   fermenting    5.25%\n"
         "B-0409  Kellerbier Hell    Helles        FV-1  11   1.014  10.1   10.0   fermenting    4.46%\n"
         "B-0414  Porter Nr. 3       Porter        FV-4   1   1.051  18.6   18.5   fermenting    0.66%\n"),
        (call("get_readings", batch_id="B-0412", hours=24),
         "B-0412 Hazy Pale #7 / FV-3, last 24 h (Tilt 'Purple', every 4 h)\n  2025-04-16 14:00   SG 1.026   19.1 °C\n  2025-04-16 18:00   SG 1.025   19.0 °C\n"
         "  2025-04-16 22:00   SG 1.024   19.0 °C\n  2025-04-17 02:00   SG 1.024   18.9 °C\n  2025-04-17 06:00   SG 1.023   19.0 °C\n"
         "  2025-04-17 10:00   SG 1.022   19.0 °C\n  2025-04-17 14:00   SG 1.022   19.0 °C\n  Trend: -0.004 / 24 h (slowing)"),
        (call("set_temperature", tank="FV-3", target_c=21.0),
         "FV-3 setpoint 19.0 °C -> 21.0 °C (free rise, glycol valve closed). Ramp ETA ~6 h at ambient 23 °C."),
        (call("log_addition", batch_id="B-0412", items=[{"item": "Citra T90", "kg": 1.2}, {"item": "Mosaic T90", "kg": 0.8}], note="dry hop #1, during diacetyl rest"),
         "Addition AD-2207 logged for B-0412 at 2025-04-17 14:12: Citra T90 1.2 kg, Mosaic T90 0.8 kg (dry hop #1). Hop stock updated: Citra 8.4 kg left, Mosaic 5.1 kg left."),
        (call("get_batch", batch_id="B-0412"),
         "Batch B-0412  Hazy Pale #7 (NEIPA)\n  Tank: FV-3   Volume: 1,150 L   Yeast: London Ale III (gen 4)\n  Brewed: 2025-04-13   Day 4\n"
         "  OG: 1.062   Current SG: 1.021 (2025-04-17 14:15)   Apparent attenuation: 66.1%   ABV est: 5.38%\n"
         "  Temp: 19.4 °C   Setpoint: 21.0 °C   Status: fermenting (diacetyl rest)\n  Target FG: 1.014-1.016\n"
         "  Additions:\n    AD-2198  2025-04-13 11:40  Yeast nutrient 120 g\n    AD-2207  2025-04-17 14:12  Citra T90 1.2 kg, Mosaic T90 0.8 kg (dry hop #1)\n"),
        (call("get_tank", tank="FV-3"),
         "FV-3 telemetry @ 2025-04-17 14:31\n  Batch: B-0412\n  Temperature: 19.8 °C   Setpoint: 21.0 °C   Glycol valve: closed\n"
         "  Gravity: 5.3 °P (SG 1.021)   Pressure: 0.3 bar   Level: 1,150 L\n  Blow-off: active bubbling\n"),
        (call("set_batch_status", batch_id="B-0409", status="lagering"),
         "B-0409 Kellerbier Hell: fermenting -> lagering. FV-1 setpoint 10.0 °C -> 1.0 °C per 'Lager cold crash' profile (ramp 2 °C per 12 h)."),
        (call("list_batches", status="active"),
         "Active batches  (2025-04-17 16:40)\n\nBATCH   BEER               STYLE         TANK  DAY  SG     TEMP   SET    STATUS        ABV est\n"
         "B-0412  Hazy Pale #7       NEIPA         FV-3   4   1.021  20.6   21.0   fermenting    5.38%\n"
         "B-0409  Kellerbier Hell    Helles        FV-1  11   1.014   9.7    1.0   lagering      4.46%\n"
         "B-0414  Porter Nr. 3       Porter        FV-4   1   1.049  18.7   18.5   fermenting    0.92%\n"),
    ]
    rs.add(task=T, tid="h27-mcp-18", system=sysp, turns=turns, state="Head brewer asked the agent to start the diacetyl rest and dry hop on B-0412 and move B-0409 to lagering.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 19 SQLite (clean): survey totals re-queried after an insert and a typo fix; ordering changes with the numbers.
# ---------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List tables", {}, []),
        tool("describe_table", "Schema of a table", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT", {"query": S}, ["query"]),
        tool("write_query", "Execute INSERT/UPDATE/DELETE", {"query": S}, ["query"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ]
    sysp = mcp_system("sqlite", "mcp-server-sqlite on /data/birdsurvey.db", tools)
    rows = [(9011, "EURROB", 3), (9012, "COMBLA", 5), (9013, "GRETIT", 7), (9014, "EURBLU", 4), (9015, "WOODPI", 22), (9016, "COMCHA", 9), (9017, "EURROB", 2),
            (9018, "WREN", 3), (9019, "COMBLA", 2), (9020, "GRETIT", 3), (9021, "JACKDA", 11), (9022, "CARCRO", 4), (9023, "WOODPI", 6), (9024, "DUNNOC", 1),
            (9025, "GOLDFI", 8), (9026, "EURBLU", 2), (9027, "REDKIT", 41), (9028, "BUZZAR", 1), (9029, "LTTIT", 6), (9030, "COMCHA", 4), (9031, "WREN", 1),
            (9032, "SONTHR", 1), (9033, "JACKDA", 5)]

    def totals(rs_: list[tuple[int, str, int]]) -> list[dict[str, Any]]:
        agg: dict[str, int] = {}
        for _, sp, n in rs_:
            agg[sp] = agg.get(sp, 0) + n
        return [{"species_code": k, "n": v} for k, v in sorted(agg.items(), key=lambda kv: (-kv[1], kv[0]))]

    after = [(i, sp, 14 if i == 9027 else n) for i, sp, n in rows] + [(9104, "NUTHAT", 2), (9105, "GRSWOO", 1)]
    q = "SELECT species_code, SUM(count) AS n FROM sightings WHERE survey_id = 214 GROUP BY species_code ORDER BY n DESC, species_code"
    schema = [{"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
              {"cid": 1, "name": "survey_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
              {"cid": 2, "name": "species_code", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
              {"cid": 3, "name": "count", "type": "INTEGER", "notnull": 1, "dflt_value": "1", "pk": 0},
              {"cid": 4, "name": "observer_id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 0},
              {"cid": 5, "name": "heard_only", "type": "INTEGER", "notnull": 1, "dflt_value": "0", "pk": 0},
              {"cid": 6, "name": "noted_at", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0}]
    turns: Turns = [
        (call("list_tables"), mcp_text(str([{"name": "observers"}, {"name": "sightings"}, {"name": "species"}, {"name": "surveys"}]))),
        (call("describe_table", table_name="sightings"), mcp_text(str(schema))),
        (call("read_query", query=q), mcp_text(str(totals(rows)))),
        (call("write_query", query="INSERT INTO sightings (survey_id, species_code, count, observer_id, heard_only, noted_at) VALUES "
                                   "(214, 'NUTHAT', 2, 7, 0, '2025-05-03 07:48'), (214, 'GRSWOO', 1, 7, 1, '2025-05-03 07:55')"),
         mcp_text(str([{"affected_rows": 2}]))),
        (call("write_query", query="UPDATE sightings SET count = 14 WHERE id = 9027"), mcp_text(str([{"affected_rows": 1}]))),
        (call("read_query", query=q), mcp_text(str(totals(after)))),
        (call("read_query", query="SELECT COUNT(*) AS rows, SUM(count) AS birds, COUNT(DISTINCT species_code) AS species FROM sightings WHERE survey_id = 214"),
         mcp_text(str([{"rows": len(after), "birds": sum(n for _, _, n in after), "species": len({sp for _, sp, _ in after})}]))),
        (call("append_insight", insight=f"Survey 214 (Wendover Woods, 2025-05-03): {sum(n for _, _, n in after)} birds of {len({sp for _, sp, _ in after})} species after correcting the red kite entry (41 -> 14) and adding two late field-sheet records."),
         mcp_text("Insight added to memo")),
    ]
    rs.add(task=T, tid="h27-mcp-19", system=sysp, turns=turns, state="Bird survey database; survey 214 was transcribed from paper sheets and needs checking.", bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 20 Museum collection system (bad): a newly accessioned object moved to a shelf is missing from that shelf's listing.
# ---------------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    tools = [
        tool("get_loan", "Loan record with its objects", {"loan_id": S}, ["loan_id"]),
        tool("search_objects", "Keyword search over object records", {"q": S, "limit": INT}, ["q"]),
        tool("get_object", "Object record by accession number", {"accession": S}, ["accession"]),
        tool("create_object", "Accession a new object", {"accession": S, "title": S, "object_type": S, "materials": S, "dimensions": S, "credit_line": S, "location": S}, ["accession", "title"]),
        tool("add_condition_report", "Attach a condition report", {"accession": S, "grade": S, "notes": S}, ["accession", "grade"]),
        tool("update_location", "Record a movement to a new location", {"accession": S, "location": S, "reason": S}, ["accession", "location"]),
        tool("add_object_to_loan", "Add an object to a loan", {"loan_id": S, "accession": S}, ["loan_id", "accession"]),
        tool("list_objects_in_location", "Objects currently at a location", {"location": S}, ["location"]),
    ]
    sysp = mcp_system("collectio", "collections management system of the Hallvard Museum of Applied Art", tools)
    shelf = "Store B / Bay 4 / Shelf 2"

    def row(acc: str, title: str, loc: str) -> dict[str, Any]:
        return {"accession": acc, "title": title, "location": loc}

    loan_objs = [row("1979.45.2", "Plate, blue-and-white, peacock pattern", "Packing room"), row("1979.45.3", "Plate, blue-and-white, peacock pattern", "Packing room"),
                 row("1990.8.1", "Garniture vase with lid", "Conservation studio"), row("2002.14.6", "Tulip vase (tulipière), five spouts", "Packing room")]

    def loan(objs: list[dict[str, Any]], upd: str) -> dict[str, Any]:
        return {"loan_id": "LN-2025-014", "direction": "outgoing", "borrower": "Rijksmuseum Twenthe, Enschede", "exhibition": "Blue & White: Delft in the North",
                "venue_dates": {"from": "2025-09-20", "to": "2026-01-11"}, "status": "in preparation", "courier_required": True,
                "insurance_value_nok": 2350000 + (180000 if len(objs) == 5 else 0), "object_count": len(objs), "objects": objs, "updated_at": upd}

    tile = {"accession": "1987.112.4", "title": "Tile with three-master ship", "object_type": "tile", "maker": "unknown, Delft", "date": "c. 1680-1700",
            "materials": "tin-glazed earthenware, cobalt decoration", "dimensions": "13.0 x 13.0 x 0.8 cm", "credit_line": "Gift of the Brekke family, 1987",
            "location": shelf, "location_since": "2019-05-14", "condition": {"grade": "good", "last_report": "CR-2019-0087"}, "on_display": False,
            "insurance_value_nok": 180000}
    new = {"accession": "2025.7.1", "title": "Wall tile with windmill and skater", "object_type": "tile", "maker": "unknown, Rotterdam or Delft", "date": "c. 1720",
           "materials": "tin-glazed earthenware, manganese decoration", "dimensions": "12.8 x 12.9 x 0.9 cm", "credit_line": "Donated by Solveig Aas, 2025",
           "status": "accessioned", "record_id": "OBJ-118230"}
    shelf_list = {"location": shelf, "as_of": "2025-06-03T11:26:40Z", "total": 6, "objects": [
        row("1987.112.1", "Tile with fisherman", shelf), row("1987.112.2", "Tile with shepherdess", shelf), row("1987.112.3", "Tile with two-master ship", shelf),
        row("1987.112.5", "Tile with whale", shelf), row("1994.3.7", "Tile panel fragment, tulip border (4 tiles)", shelf),
        row("2011.40.2", "Corner tile, ox-head motif", shelf)]}
    turns: Turns = [
        (call("get_loan", loan_id="LN-2025-014"), pj(loan(loan_objs, "2025-05-28T14:10:09Z"))),
        (call("search_objects", q="Delftware tile ship", limit=5), pj({"total": 3, "results": [
            row("1987.112.4", "Tile with three-master ship", shelf), row("1987.112.3", "Tile with two-master ship", shelf),
            row("1961.2.14", "Tile with ship in storm (damaged)", "Store C / Cabinet 11 / Drawer 3")]})),
        (call("get_object", accession="1987.112.4"), pj(tile)),
        (call("create_object", accession="2025.7.1", title=new["title"], object_type="tile", materials=new["materials"], dimensions=new["dimensions"],
              credit_line=new["credit_line"], location="Registration room / Quarantine bench 1"),
         pj(dict(new, location="Registration room / Quarantine bench 1", created_at="2025-06-03T11:02:17Z", created_by="agent (for k.lunde)"))),
        (call("add_condition_report", accession="2025.7.1", grade="good", notes="Glaze loss on two corners (old), hairline crack lower left edge, stable. No active salts."),
         pj({"report_id": "CR-2025-0311", "accession": "2025.7.1", "grade": "good", "examined_at": "2025-06-03T11:08:44Z", "examiner": "k.lunde"})),
        (call("update_location", accession="2025.7.1", location=shelf, reason="cleared quarantine; store with related tiles"),
         pj({"movement_id": "MV-2025-04418", "accession": "2025.7.1", "from": "Registration room / Quarantine bench 1", "to": shelf, "moved_at": "2025-06-03T11:12:30Z"})),
        (call("add_object_to_loan", loan_id="LN-2025-014", accession="1987.112.4"),
         pj({"ok": True, "loan_id": "LN-2025-014", "accession": "1987.112.4", "object_count": 5, "insurance_value_nok": 2530000})),
        (call("update_location", accession="1987.112.4", location="Packing room", reason="loan LN-2025-014"),
         pj({"movement_id": "MV-2025-04419", "accession": "1987.112.4", "from": shelf, "to": "Packing room", "moved_at": "2025-06-03T11:18:05Z"})),
        (call("get_loan", loan_id="LN-2025-014"), pj(loan(loan_objs + [row("1987.112.4", "Tile with three-master ship", "Packing room")], "2025-06-03T11:18:05Z"))),
        (call("list_objects_in_location", location=shelf), pj(shelf_list)),
        (call("get_object", accession="2025.7.1"),
         pj(dict(new, location=shelf, location_since="2025-06-03T11:12:30Z", condition={"grade": "good", "last_report": "CR-2025-0311"}, on_display=False,
                 movements=["MV-2025-04418"], created_at="2025-06-03T11:02:17Z"))),
        (call("search_objects", q="windmill tile", limit=5), pj({"total": 2, "results": [
            row("2025.7.1", "Wall tile with windmill and skater", shelf), row("1961.2.9", "Tile with windmill, purple", "Store C / Cabinet 11 / Drawer 2")]})),
    ]
    rs.add(task=T, tid="h27-mcp-20", system=sysp, turns=turns, state="Registrar k.lunde asked the agent to accession a donated tile and add tile 1987.112.4 to loan LN-2025-014.",
           bad=True, turn=10, kind="object moved to a shelf earlier is missing from that shelf's listing")


# ---------------------------------------------------------------------------------------------------------
# 21 Sentry (bad): an issue the agent resolved is unresolved again with no new event.
# ---------------------------------------------------------------------------------------------------------
def _sentry_issue(n: int, sid: str, title: str, status: str, events: int, users: int, first: str, last: str, who: str, culprit: str) -> str:
    return (f"## {n}. `{sid}` {title}\n- **Status**: {status}\n- **Events**: {events:,} / **Users**: {users:,}\n- **First seen**: {first}  **Last seen**: {last}\n"
            f"- **Assignee**: {who}\n- **Culprit**: {culprit}\n- **URL**: https://acme.sentry.io/issues/{sid}/\n")


def t21(rs: RowSet) -> None:
    tools = [
        tool("find_issues", "Search issues of a project", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S}, ["organizationSlug", "projectSlug"]),
        tool("update_issue", "Change issue status", {"organizationSlug": S, "issueId": S, "status": S}, ["organizationSlug", "issueId", "status"]),
        tool("assign_issue", "Assign an issue to a user or team", {"organizationSlug": S, "issueId": S, "assignedTo": S}, ["organizationSlug", "issueId", "assignedTo"]),
        tool("get_issue_details", "Details of one issue", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("list_issue_events", "Latest events of an issue", {"organizationSlug": S, "issueId": S, "limit": INT}, ["organizationSlug", "issueId"]),
    ]
    sysp = mcp_system("sentry", "Sentry for organization 'acme', project checkout-api", tools)
    o = {"organizationSlug": "acme"}
    i3kd = ("CHECKOUT-API-3KD", "TimeoutError: upstream tax-service exceeded 3000ms", "app/services/tax.py in fetch_quote", "2025-03-02T08:14:51Z")
    i3kf = ("CHECKOUT-API-3KF", "KeyError: 'shipping_zone'", "app/pricing/shipping.py in zone_rate", "2025-03-11T15:27:03Z")
    rest = [("CHECKOUT-API-3JZ", "IntegrityError: duplicate key value violates unique constraint \"carts_token_key\"", "app/carts/repo.py in create", "2025-02-18T11:40:22Z"),
            ("CHECKOUT-API-3K8", "ValueError: invalid literal for int() with base 10: 'NaN'", "app/api/v2/cart.py in update_quantity", "2025-02-27T19:05:48Z"),
            ("CHECKOUT-API-3KA", "ConnectionResetError: [Errno 104] Connection reset by peer", "redis/connection.py in read_response", "2025-03-01T02:33:17Z"),
            ("CHECKOUT-API-3KH", "StripeError: No such payment_intent", "app/payments/stripe_gateway.py in confirm", "2025-03-12T09:58:31Z")]
    list1 = ("# Issues in **acme/checkout-api**\n\nQuery: `is:unresolved`  Sort: frequency\n\n"
             + _sentry_issue(1, i3kd[0], i3kd[1], "unresolved", 4812, 1209, i3kd[3], "2025-03-14T10:02:37Z", "unassigned", i3kd[2]) + "\n"
             + _sentry_issue(2, rest[2][0], rest[2][1], "unresolved", 1377, 402, rest[2][3], "2025-03-14T09:58:10Z", "Noor Haddad", rest[2][2]) + "\n"
             + _sentry_issue(3, rest[1][0], rest[1][1], "unresolved", 640, 511, rest[1][3], "2025-03-14T10:01:55Z", "unassigned", rest[1][2]) + "\n"
             + _sentry_issue(4, i3kf[0], i3kf[1], "unresolved", 212, 64, i3kf[3], "2025-03-13T22:41:09Z", "Luca Moretti", i3kf[2]) + "\n"
             + _sentry_issue(5, rest[0][0], rest[0][1], "unresolved", 97, 88, rest[0][3], "2025-03-14T07:12:44Z", "unassigned", rest[0][2]) + "\n"
             + _sentry_issue(6, rest[3][0], rest[3][1], "unresolved", 31, 29, rest[3][3], "2025-03-14T08:49:20Z", "unassigned", rest[3][2]))
    details = ("# Issue `CHECKOUT-API-3KF`\n\n**KeyError: 'shipping_zone'**\n\n- **Status**: unresolved\n- **Level**: error\n- **Events**: 212 / **Users**: 64\n"
               "- **First seen**: 2025-03-11T15:27:03Z (release 2025.03.11-1)\n- **Last seen**: 2025-03-13T22:41:09Z (release 2025.03.13-1)\n"
               "- **Assignee**: Luca Moretti\n- **Culprit**: app/pricing/shipping.py in zone_rate\n\n## Latest stack trace\n```\n"
               "KeyError: 'shipping_zone'\n  File \"app/api/v2/checkout.py\", line 188, in quote\n    rates = shipping.zone_rate(cart, address)\n"
               "  File \"app/pricing/shipping.py\", line 61, in zone_rate\n    zone = ZONES[address.meta[\"shipping_zone\"]]\n```\n\n"
               "## Tags\n- environment: production\n- release: 2025.03.13-1\n- country: IE (41%), GB (33%), NL (12%)\n- browser: Safari (58%), Chrome (37%)\n")
    events = ("# Latest events for `CHECKOUT-API-3KD`\n\n"
              "| Event ID | Timestamp | Release | Transaction | Duration |\n|---|---|---|---|---|\n"
              "| 7c1e0a94d2b84f6e9a03b5c7d18e2f40 | 2025-03-14T10:04:51Z | 2025.03.13-2 | POST /v2/checkout/quote | 3004 ms |\n"
              "| 2f9b6d13e07a4c85b1d2e6f0a39c7b58 | 2025-03-14T10:04:33Z | 2025.03.13-2 | POST /v2/checkout/quote | 3001 ms |\n"
              "| e5a08c7b41d94f2e8c6b0a1d3f7e9c26 | 2025-03-14T10:03:58Z | 2025.03.13-2 | POST /v2/checkout/quote | 3002 ms |\n\n"
              "Upstream: tax-service p95 2.9 s over last hour (SLO 800 ms).")
    list2 = ("# Issues in **acme/checkout-api**\n\nQuery: `is:unresolved`  Sort: frequency\n\n"
             + _sentry_issue(1, i3kd[0], i3kd[1], "unresolved", 4836, 1214, i3kd[3], "2025-03-14T10:06:02Z", "#payments", i3kd[2]) + "\n"
             + _sentry_issue(2, rest[2][0], rest[2][1], "unresolved", 1379, 402, rest[2][3], "2025-03-14T10:05:41Z", "Noor Haddad", rest[2][2]) + "\n"
             + _sentry_issue(3, rest[1][0], rest[1][1], "unresolved", 642, 513, rest[1][3], "2025-03-14T10:05:19Z", "unassigned", rest[1][2]) + "\n"
             + _sentry_issue(4, rest[0][0], rest[0][1], "unresolved", 97, 88, rest[0][3], "2025-03-14T07:12:44Z", "unassigned", rest[0][2]) + "\n"
             + _sentry_issue(5, rest[3][0], rest[3][1], "unresolved", 32, 30, rest[3][3], "2025-03-14T10:03:12Z", "unassigned", rest[3][2]))
    turns: Turns = [
        (call("find_issues", **o, projectSlug="checkout-api", query="is:unresolved", sortBy="freq"), mcp_text(list1)),
        (call("update_issue", **o, issueId="CHECKOUT-API-3KF", status="resolved"),
         mcp_text("# Issue CHECKOUT-API-3KF updated\n\n- **Status**: unresolved -> **resolved**\n- **Updated at**: 2025-03-14T10:04:12Z\n"
                  "- Note: fix shipped in release 2025.03.13-2 (no events since 2025-03-13T22:41:09Z)")),
        (call("assign_issue", **o, issueId="CHECKOUT-API-3KD", assignedTo="team:payments"),
         mcp_text("# Issue CHECKOUT-API-3KD updated\n\n- **Assignee**: unassigned -> **#payments**")),
        (call("get_issue_details", **o, issueId="CHECKOUT-API-3KF"), mcp_text(details)),
        (call("list_issue_events", **o, issueId="CHECKOUT-API-3KD", limit=3), mcp_text(events)),
        (call("find_issues", **o, projectSlug="checkout-api", query="is:unresolved", sortBy="freq"), mcp_text(list2)),
    ]
    rs.add(task=T, tid="h27-mcp-21", system=sysp, turns=turns, state="Morning triage of checkout-api errors on 2025-03-14; release 2025.03.13-2 is live.",
           bad=True, turn=4, kind="issue the agent just resolved shows as unresolved with no new event or reopen")


# ---------------------------------------------------------------------------------------------------------
# 22 Greenhouse irrigation controller (clean): valve run stopped early, tank level and soil moisture follow.
# ---------------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    tools = [
        tool("list_zones", "All irrigation zones", {}, []),
        tool("get_tank_level", "Rainwater tank level", {}, []),
        tool("open_valve", "Open a zone valve for N minutes", {"zone": S, "minutes": INT}, ["zone", "minutes"]),
        tool("get_zone", "Live zone state", {"zone": S}, ["zone"]),
        tool("close_valve", "Close a zone valve now", {"zone": S}, ["zone"]),
        tool("set_schedule", "Set the daily schedule of a zone", {"zone": S, "start": S, "minutes": INT, "days": A}, ["zone", "start", "minutes"]),
    ]
    sysp = mcp_system("verdant-ctl", "irrigation controller of a 3-bay market-garden greenhouse", tools)

    def zones(now: str, z3: tuple[int, str, str], z_other: list[int], sched3: str) -> str:
        return (f"verdant-ctl  {now}\n\nZONE  NAME                  SOIL  VALVE   LAST WATERED         SCHEDULE\n"
                f"Z1    Bay 1 tomatoes        {z_other[0]}%   closed  05:30 (8 min)        daily 05:30 / 8 min\n"
                f"Z2    Bay 1 cucumbers       {z_other[1]}%   closed  05:40 (10 min)       daily 05:40 / 10 min\n"
                f"Z3    Bay 2 peppers         {z3[0]}%   closed  {z3[1]:<20} {sched3}\n"
                f"Z4    Bay 3 lettuce NFT     {z_other[2]}%   closed  04:00 (5 min)        4x daily / 5 min\n"
                f"Z5    Propagation bench     {z_other[3]}%   closed  05:55 (3 min)        daily 05:55 / 3 min\n\n"
                f"Moisture target band: 35-55%   Zones below band: {z3[2]}")

    turns: Turns = [
        (call("list_zones"), zones("2025-07-09 06:12:30", (31, "2025-07-08 18:00", "Z3"), [47, 44, 52, 58], "daily 18:00 / 6 min")),
        (call("get_tank_level"), "Rainwater tank: 1,840 L of 2,500 L (73.6%)\nInflow (last 24 h): 0 L   Outflow (last 24 h): 212 L\nPump: idle   Filter dP: 0.18 bar (ok)\nController clock: 2025-07-09 06:12:41"),
        (call("open_valve", zone="Z3", minutes=10), "Z3 valve OPEN at 06:13:05, scheduled close 06:23:05 (10 min). Run id R-40871. Expected flow 12.4 L/min (drip, 62 emitters x 12 L/h)."),
        (call("get_zone", zone="Z3"), "Z3 Bay 2 peppers\n  Valve: OPEN (run R-40871)   Elapsed: 4 min 12 s of 10 min\n  Flow: 12.1 L/min   Delivered: 51.2 L\n"
                                      "  Soil moisture: 33% (probe P3-a 32%, P3-b 34%)\n  Pressure: 1.4 bar"),
        (call("close_valve", zone="Z3"), "Z3 valve CLOSED at 06:19:40 (manual stop). Run R-40871: 6 min 35 s, delivered 81.6 L."),
        (call("get_tank_level"), "Rainwater tank: 1,758 L of 2,500 L (70.3%)\nInflow (last 24 h): 0 L   Outflow (last 24 h): 294 L\nPump: idle   Filter dP: 0.18 bar (ok)\nController clock: 2025-07-09 06:20:02"),
        (call("set_schedule", zone="Z3", start="05:30", minutes=8, days=["mon", "tue", "wed", "thu", "fri", "sat", "sun"]),
         "Z3 schedule set: daily 05:30 / 8 min (was daily 18:00 / 6 min). Next run: 2025-07-10 05:30."),
        (call("list_zones"), zones("2025-07-09 06:21:15", (36, "06:13 (6 min 35 s)", "none"), [47, 44, 52, 58], "daily 05:30 / 8 min")),
    ]
    rs.add(task=T, tid="h27-mcp-22", system=sysp, turns=turns, state="Early morning 2025-07-09; grower reports peppers in bay 2 wilting by afternoon.", bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
