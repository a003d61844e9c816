# ruff: noqa: E501
"""holdout18, domain mcp: 22 MCP-server trajectories written by hand (11 with exactly one contradiction, 11 clean).

Each trajectory is one agent working against one MCP server. Mainstream servers (GitHub, Slack, Notion, Jira,
SQLite, filesystem, Google Calendar, Postgres, Kubernetes, Stripe, Linear) and less common ones (a lab inventory,
a warehouse system, a fleet tracker, a CRM, a feature-flag service, a print farm, a library catalog, a greenhouse
controller, a box office, a cold-chain monitor, a home-automation hub). The clean ones are full of legitimate
change (the agent's own writes, live counters, pagination, re-sorting, unit and format changes, restarts); each
contradictory one has a single detail drifting from what an earlier observation established.

Run: ``python -m tests.decoherence.independent.holdout18_parts.mcp.make`` (writes mcp_test.jsonl, labels.json).
"""

from __future__ import annotations

import copy
import difflib
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
NUM: dict[str, Any] = {"type": "number"}


# ---------------------------------------------------------------------------------------------- 01 GitHub (bad)
def t01_github(rs: RowSet, tid: str) -> None:
    own = {"owner": S, "repo": S}
    tools = [
        tool("get_pull_request", "Get details of a specific pull request in a GitHub repository.", {**own, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("get_pull_request_files", "Get the files changed in a specific pull request.", {**own, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("list_commits", "Get list of commits of a branch in a GitHub repository.", {**own, "sha": S, "perPage": INT}, ["owner", "repo"]),
        tool("add_issue_comment", "Add a comment to a specific issue or pull request.", {**own, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("get_pull_request_status", "Get the combined status of all status checks for a pull request.", {**own, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("create_pull_request_review", "Create a review on a pull request (APPROVE, REQUEST_CHANGES or COMMENT).", {**own, "pullNumber": INT, "body": S, "event": S}, ["owner", "repo", "pullNumber", "event"]),
        tool("merge_pull_request", "Merge a pull request.", {**own, "pullNumber": INT, "merge_method": S, "commit_title": S}, ["owner", "repo", "pullNumber"]),
    ]
    system = mcp_system("github", "the GitHub MCP server, authenticated as the user mtanaka", tools)
    o, r, n = "tessellate-io", "pgshift", 482
    head = "9f3c2a71e4b8d05c6a1f7e2b3d9c8a4f5e6b7c10"
    drift = "b5d18e0c2f7a93c4e6d1a8b0f3e2c5d4a7b6e9f2"
    base = "2b81f0c47d93e6a5b0c8f1d2e3a4b5c6d7e8f901"
    merge = "6a0e4f2d9b1c3e5f7a8d0b2c4e6f8a1b3d5c7e90"
    api = f"https://api.github.com/repos/{o}/{r}"

    def user(login: str, uid: int) -> dict[str, Any]:
        return {"login": login, "id": uid, "type": "User", "html_url": f"https://github.com/{login}"}

    rk, mt = user("rkowalczyk", 51873302), user("mtanaka", 4410927)

    def pr(sha: str, **over: Any) -> dict[str, Any]:
        d: dict[str, Any] = {
            "url": f"{api}/pulls/{n}", "id": 1852230417, "node_id": "PR_kwDOJx3c2M5ubj4R",
            "html_url": f"https://github.com/{o}/{r}/pull/{n}", "number": n, "state": "open", "locked": False,
            "title": "migrate up: add --dry-run flag",
            "user": rk,
            "body": "Adds `pgshift migrate up --dry-run`, which resolves the pending migrations, prints the SQL each one would run and exits 0 without opening a write transaction or touching `schema_migrations`.\n\n- new `runner.DryRun` executor\n- flag wiring in `cmd/pgshift`\n- docs in `docs/cli.md`\n\nCloses #467",
            "labels": [{"name": "enhancement", "color": "a2eeef"}, {"name": "cli", "color": "5319e7"}],
            "created_at": "2024-05-02T09:14:33Z", "updated_at": "2024-05-03T16:40:12Z", "closed_at": None, "merged_at": None,
            "merge_commit_sha": "c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1",
            "assignee": None, "requested_reviewers": [mt],
            "head": {"label": "tessellate-io:feat/dry-run", "ref": "feat/dry-run", "sha": sha, "repo": {"full_name": f"{o}/{r}"}},
            "base": {"label": "tessellate-io:main", "ref": "main", "sha": base, "repo": {"full_name": f"{o}/{r}"}},
            "author_association": "MEMBER", "draft": False, "merged": False, "mergeable": True, "rebaseable": True,
            "mergeable_state": "clean", "merged_by": None, "comments": 3, "review_comments": 2, "maintainer_can_modify": True,
            "commits": 3, "additions": 148, "deletions": 22, "changed_files": 5,
        }
        d.update(over)
        return d

    files = [
        ("cmd/pgshift/migrate_up.go", "modified", 61, 14),
        ("internal/runner/runner.go", "modified", 38, 6),
        ("internal/runner/dryrun.go", "added", 31, 0),
        ("internal/runner/runner_test.go", "modified", 14, 2),
        ("docs/cli.md", "modified", 4, 0),
    ]
    patches = {
        "cmd/pgshift/migrate_up.go": "@@ -18,9 +18,12 @@ var migrateUpCmd = &cobra.Command{\n \tRunE: func(cmd *cobra.Command, args []string) error {\n \t\tcfg, err := config.Load(cfgPath)\n \t\tif err != nil {\n \t\t\treturn err\n \t\t}\n-\t\tr := runner.New(cfg.DSN, cfg.Dir)\n+\t\tvar exec runner.Executor = runner.NewTx(cfg.DSN)\n+\t\tif dryRun {\n+\t\t\texec = runner.DryRun{Out: cmd.OutOrStdout()}\n+\t\t}\n+\t\tr := runner.New(exec, cfg.Dir)",
        "internal/runner/dryrun.go": "@@ -0,0 +1,31 @@\n+package runner\n+\n+import (\n+\t\"fmt\"\n+\t\"io\"\n+)\n+\n+// DryRun prints each statement instead of executing it.\n+type DryRun struct{ Out io.Writer }",
    }
    file_list = []
    for path, status, add, dele in files:
        e: dict[str, Any] = {"sha": {"cmd/pgshift/migrate_up.go": "3e1f0a9d", "internal/runner/runner.go": "77b2c4d1", "internal/runner/dryrun.go": "a90c5e3f", "internal/runner/runner_test.go": "5d4c3b2a", "docs/cli.md": "0f1e2d3c"}[path] + "e6b7a8c9d0e1f2a3b4c5d6e7f8a9b0c1",
                             "filename": path, "status": status, "additions": add, "deletions": dele, "changes": add + dele,
                             "blob_url": f"https://github.com/{o}/{r}/blob/{head}/{path}"}
        if path in patches:
            e["patch"] = patches[path]
        file_list.append(e)

    def commit(sha: str, msg: str, who: dict[str, Any], name: str, email: str, date: str, parent: str) -> dict[str, Any]:
        return {"sha": sha, "html_url": f"https://github.com/{o}/{r}/commit/{sha}",
                "commit": {"author": {"name": name, "email": email, "date": date},
                           "committer": {"name": name, "email": email, "date": date}, "message": msg},
                "author": who, "parents": [{"sha": parent}]}

    c2, c3 = "1c6d0e9b58a4f27e3d10b9c8a7f6e5d4c3b2a190", "e47a0b3f9d2c81e6f5a4b3c2d1e0f9a8b7c6d5e4"
    commits = [
        commit(head, "runner: print planned statements in dry-run mode\n\nDryRun implements Executor and writes each statement, terminated by ';', to Out.", rk, "Radek Kowalczyk", "radek@tessellate.io", "2024-05-03T16:21:07Z", c2),
        commit(c2, "cmd: wire --dry-run flag into migrate up", rk, "Radek Kowalczyk", "radek@tessellate.io", "2024-05-02T18:47:55Z", c3),
        commit(c3, "docs: document --dry-run", rk, "Radek Kowalczyk", "radek@tessellate.io", "2024-05-02T09:10:02Z", base),
        commit(base, "release: v0.14.2", mt, "Mei Tanaka", "mei@tessellate.io", "2024-04-29T11:02:48Z", "8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c"),
    ]
    comment_body = "Tested locally against PG 15 and 16: `--dry-run` prints the 3 pending migrations and exits 0 without touching `schema_migrations`. LGTM once CI is green."
    status = {
        "state": "success", "sha": head, "total_count": 3,
        "statuses": [
            {"context": "ci/circleci: test-pg15", "state": "success", "description": "Your tests passed on CircleCI!", "target_url": "https://circleci.com/gh/tessellate-io/pgshift/9121", "created_at": "2024-05-03T16:29:40Z", "updated_at": "2024-05-03T16:29:40Z"},
            {"context": "ci/circleci: test-pg16", "state": "success", "description": "Your tests passed on CircleCI!", "target_url": "https://circleci.com/gh/tessellate-io/pgshift/9122", "created_at": "2024-05-03T16:30:02Z", "updated_at": "2024-05-03T16:30:02Z"},
            {"context": "codecov/patch", "state": "success", "description": "91.30% of diff hit (target 80.00%)", "target_url": "https://app.codecov.io/gh/tessellate-io/pgshift/pull/482", "created_at": "2024-05-03T16:31:15Z", "updated_at": "2024-05-03T16:31:15Z"},
        ],
        "repository": {"full_name": f"{o}/{r}"}, "commit_url": f"{api}/commits/{head}",
    }
    turns = [
        (call("get_pull_request", owner=o, repo=r, pullNumber=n), mcp_text(pr(head))),
        (call("get_pull_request_files", owner=o, repo=r, pullNumber=n), mcp_text(file_list)),
        (call("list_commits", owner=o, repo=r, sha="feat/dry-run", perPage=4), mcp_text(commits)),
        (call("add_issue_comment", owner=o, repo=r, issue_number=n, body=comment_body),
         mcp_text({"id": 2084417731, "node_id": "IC_kwDOJx3c2M58PLNj", "html_url": f"https://github.com/{o}/{r}/pull/{n}#issuecomment-2084417731",
                   "issue_url": f"{api}/issues/{n}", "user": mt, "created_at": "2024-05-03T17:02:45Z", "updated_at": "2024-05-03T17:02:45Z",
                   "author_association": "MEMBER", "body": comment_body, "reactions": {"total_count": 0}})),
        (call("get_pull_request", owner=o, repo=r, pullNumber=n), mcp_text(pr(drift, updated_at="2024-05-03T17:02:45Z", comments=4))),
        (call("get_pull_request_status", owner=o, repo=r, pullNumber=n), mcp_text(status)),
        (call("create_pull_request_review", owner=o, repo=r, pullNumber=n, event="APPROVE", body="Dry-run output matches the SQL the tx executor runs. Approving."),
         mcp_text({"id": 1998812345, "node_id": "PRR_kwDOJx3c2M53I0nZ", "user": mt, "body": "Dry-run output matches the SQL the tx executor runs. Approving.",
                   "state": "APPROVED", "html_url": f"https://github.com/{o}/{r}/pull/{n}#pullrequestreview-1998812345",
                   "pull_request_url": f"{api}/pulls/{n}", "commit_id": head, "submitted_at": "2024-05-03T17:05:19Z", "author_association": "MEMBER"})),
        (call("merge_pull_request", owner=o, repo=r, pullNumber=n, merge_method="squash", commit_title="migrate up: add --dry-run flag (#482)"),
         mcp_text({"sha": merge, "merged": True, "message": "Pull Request successfully merged"})),
        (call("get_pull_request", owner=o, repo=r, pullNumber=n),
         mcp_text(pr(head, state="closed", updated_at="2024-05-03T17:05:51Z", closed_at="2024-05-03T17:05:51Z", merged_at="2024-05-03T17:05:51Z",
                     merge_commit_sha=merge, merged=True, mergeable=None, rebaseable=None, mergeable_state="unknown", merged_by=mt,
                     comments=4, requested_reviewers=[]))),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Repository tessellate-io/pgshift; PR #482 (feat/dry-run -> main) awaits review by mtanaka.",
           bad=True, turn=5, kind="PR head commit SHA changes between two reads with no push in between (commit count unchanged, later review and status use the original SHA)")


# ---------------------------------------------------------------------------------------------- 02 Slack (clean)
def t02_slack(rs: RowSet, tid: str) -> None:
    tools = [
        tool("slack_list_channels", "List public or pre-defined channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread in Slack", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": S}, ["user_id"]),
    ]
    system = mcp_system("slack", "Slack workspace 'Larkspur Health', bot user triage-bot (U06MCPB0T1)", tools)
    oncall, eng = "C05M8QK2T7H", "C03P1EN6GQZ"
    priya, tomas, keiko, bot = "U01J9HT2WQ", "U02R7KXN3V", "U03AAF1Z9L", "U06MCPB0T1"
    root_ts = "1718031245.339119"
    root_text = ":rotating_light: *INC-2291* Stripe webhook handler returning 5xx since ~14:52 UTC. Error rate on `POST /webhooks/stripe` peaked at 18%. Payments are being retried by Stripe, no data loss so far. IC: <@U01J9HT2WQ>, comms: <@U02R7KXN3V>. Dashboard: https://grafana.larkspur.internal/d/pay-webhooks"

    def msg(ts: str, user: str, text: str, **extra: Any) -> dict[str, Any]:
        return {"type": "message", "user": user, "text": text, "ts": ts, "team": "T01LARKSPUR", **extra}

    def root(reply_count: int, users: list[str], latest: str, eyes: list[str]) -> dict[str, Any]:
        return msg(root_ts, priya, root_text, thread_ts=root_ts, reply_count=reply_count, reply_users_count=len(users),
                   latest_reply=latest, reply_users=users, is_locked=False, subscribed=False,
                   reactions=[{"name": "eyes", "users": eyes, "count": len(eyes)}, {"name": "ack", "users": [keiko], "count": 1}])

    m_recent = msg("1718031877.512409", tomas, "Webhook error rate is back under 0.5% after the worker restart. Keeping INC-2291 open until 15:30 UTC to watch the retry backlog drain.")
    m_old = [
        msg("1718029410.774519", keiko, "Reminder: payments-api deploy freeze starts Thursday 18:00 UTC for the quarter-end close."),
        msg("1718027003.108229", tomas, "Handing over the pager to <@U01J9HT2WQ> for the afternoon. Nothing open on my side.", reactions=[{"name": "wave", "users": [priya], "count": 1}]),
        msg("1718023550.661009", priya, "FYI `stripe-cli` 1.19 is now on the bastion, `stripe listen` works again without the proxy hack."),
    ]
    replies0 = [
        msg("1718031398.204779", tomas, "Posted on status page: 'Delayed payment confirmations'.", thread_ts=root_ts, parent_user_id=priya),
        msg("1718031560.871259", priya, "Root cause candidate: webhook-worker v2.32.0 rolled out 14:47, new signature check rejects events with the old API version header.", thread_ts=root_ts, parent_user_id=priya),
        msg("1718031701.002300", priya, "Restarted the workers with STRIPE_TOLERANT_VERSION=1 as a stopgap. Errors dropping.", thread_ts=root_ts, parent_user_id=priya),
    ]
    reply_text = "Triage note: 1,284 webhook deliveries failed between 14:52 and 15:07 UTC; Stripe retries them with backoff for up to 3 days, so no manual replay is needed. I'll post a summary in #payments-eng."
    my_reply = msg("1718032190.118829", bot, reply_text, thread_ts=root_ts, parent_user_id=priya, bot_id="B06MCP7QZ2L", app_id="A06MCPAPP01")
    keiko_reply = msg("1718032264.440019", keiko, "Confirmed from the Stripe dashboard: 1,284 failed, 0 permanently. Retry queue at 212 and shrinking.", thread_ts=root_ts, parent_user_id=priya)
    my_reply_later = dict(my_reply, reactions=[{"name": "white_check_mark", "users": [priya], "count": 1}])
    summary = "*INC-2291 summary (interim)*: webhook-worker v2.32.0 rejected events with the old API version header from 14:52 to 15:07 UTC. Stopgap in place (STRIPE_TOLERANT_VERSION=1), 1,284 deliveries failed and are being retried by Stripe. Thread: https://larkspur.slack.com/archives/C05M8QK2T7H/p1718031245339119"
    new_top = msg("1718032302.901119", priya, "Rolled webhook-worker back to v2.31.4 so we can drop the env override. Will keep watching until 15:30.")
    channels = {
        "ok": True,
        "channels": [
            {"id": eng, "name": "payments-eng", "is_channel": True, "is_archived": False, "created": 1589301122, "num_members": 47, "topic": {"value": "Payments engineering. Incidents go to #oncall-payments."}},
            {"id": oncall, "name": "oncall-payments", "is_channel": True, "is_archived": False, "created": 1601904410, "num_members": 23, "topic": {"value": "Active: INC-2291 (webhooks) | Pager: @priya"}},
            {"id": "C04S2RLT0D8", "name": "payments-releases", "is_channel": True, "is_archived": False, "created": 1643022115, "num_members": 31, "topic": {"value": "Deploy announcements, automated"}},
            {"id": "C02A7Z6N1KQ", "name": "payments-standup", "is_channel": True, "is_archived": False, "created": 1598012201, "num_members": 18, "topic": {"value": "Async standup, 09:30 local"}},
        ],
        "response_metadata": {"next_cursor": "dGVhbTpDMDI5N1NUOVYzUw=="},
    }
    turns = [
        (call("slack_list_channels", limit=4), mcp_text(channels)),
        (call("slack_get_channel_history", channel_id=oncall, limit=5),
         mcp_text({"ok": True, "messages": [m_recent, root(3, [tomas, priya], "1718031701.002300", [tomas, keiko])] + m_old,
                   "has_more": True, "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MDIxOTk4MzU2NzA5"}})),
        (call("slack_get_thread_replies", channel_id=oncall, thread_ts=root_ts),
         mcp_text({"ok": True, "messages": [root(3, [tomas, priya], "1718031701.002300", [tomas, keiko])] + replies0, "has_more": False})),
        (call("slack_add_reaction", channel_id=oncall, timestamp=root_ts, reaction="eyes"), mcp_text({"ok": True})),
        (call("slack_reply_to_thread", channel_id=oncall, thread_ts=root_ts, text=reply_text),
         mcp_text({"ok": True, "channel": oncall, "ts": my_reply["ts"], "message": my_reply})),
        (call("slack_get_user_profile", user_id=priya),
         mcp_text({"ok": True, "profile": {"title": "Staff SRE, Payments", "phone": "", "real_name": "Priya Raman", "display_name": "priya",
                                           "status_text": "Incident commander INC-2291", "status_emoji": ":rotating_light:", "status_expiration": 0,
                                           "tz": "Europe/London", "email": "priya.raman@larkspurhealth.com", "team": "T01LARKSPUR"}})),
        (call("slack_get_thread_replies", channel_id=oncall, thread_ts=root_ts),
         mcp_text({"ok": True, "messages": [root(5, [tomas, priya, bot, keiko], keiko_reply["ts"], [tomas, keiko, bot])] + replies0 + [my_reply_later, keiko_reply],
                   "has_more": False})),
        (call("slack_post_message", channel_id=eng, text=summary),
         mcp_text({"ok": True, "channel": eng, "ts": "1718032351.227619",
                   "message": {"type": "message", "subtype": "bot_message", "text": summary, "ts": "1718032351.227619", "bot_id": "B06MCP7QZ2L", "app_id": "A06MCPAPP01", "user": bot}})),
        (call("slack_get_channel_history", channel_id=oncall, limit=5),
         mcp_text({"ok": True, "messages": [new_top, m_recent, root(5, [tomas, priya, bot, keiko], keiko_reply["ts"], [tomas, keiko, bot])] + m_old[:2],
                   "has_more": True, "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MDIzNTUwNjYxMDA5"}})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Channel #oncall-payments has an open incident thread for INC-2291; teammates are active in it.")


# ---------------------------------------------------------------------------------------------- 03 lab inventory (bad)
def t03_labstock(rs: RowSet, tid: str) -> None:
    tools = [
        tool("search_items", "Full-text search over reagents, antibodies, plasmids and primers.", {"query": S, "limit": INT}, ["query"]),
        tool("get_item", "Get one inventory item with its storage location and recent usage.", {"item_id": S}, ["item_id"]),
        tool("checkout_item", "Withdraw an amount of an item (logs a usage transaction).", {"item_id": S, "amount": NUM, "unit": S, "purpose": S}, ["item_id", "amount", "unit"]),
        tool("list_box_contents", "List every occupied position of a storage box.", {"box_id": S}, ["box_id"]),
        tool("create_order_request", "Open a purchase request for an item (goes to the PI for approval).", {"item_id": S, "quantity": INT, "note": S}, ["item_id", "quantity"]),
    ]
    system = mcp_system("benchstock", "inventory of the Mensah lab, Building 3 room 3.214; user a.osei", tools)
    loc_b7 = {"freezer": "F2 (-20 °C, Liebherr LGex 3410)", "shelf": 3, "rack": "R1", "box": "B7", "box_label": "Antibodies - primary (WB)"}

    def ab417(qty: int, pos: str, log: list[dict[str, Any]]) -> dict[str, Any]:
        return {"item_id": "AB-00417", "name": "Anti-GAPDH rabbit mAb (14C10)", "category": "antibody", "vendor": "Cell Signaling Technology",
                "catalog_no": "2118S", "lot": "0023", "host": "rabbit", "clonality": "monoclonal", "applications": ["WB 1:1000", "IF 1:100"],
                "quantity": {"value": qty, "unit": "µL"}, "min_stock": {"value": 50, "unit": "µL"},
                "location": {**loc_b7, "position": pos, "path": f"F2 / Shelf 3 / R1 / B7 / {pos}"},
                "received": "2024-01-22", "expires": "2025-01-22", "owner": "J. Mensah", "hazard": "contains 0.02% sodium azide",
                "usage_log": log}

    log0 = [
        {"txn": "TX-88127", "user": "k.brandt", "date": "2024-07-09T16:40:12+02:00", "amount": "-10 µL", "purpose": "WB loading control, mouse liver"},
        {"txn": "TX-88054", "user": "a.osei", "date": "2024-07-02T11:05:31+02:00", "amount": "-10 µL", "purpose": "WB HEK293 knockdown"},
    ]
    new_txn = {"txn": "TX-88213", "user": "a.osei", "date": "2024-07-15T10:12:44+02:00", "amount": "-20 µL", "purpose": "WB HeLa lysates, 2 gels"}
    box = [
        ("A1", "AB-00301", "Anti-beta-actin mouse mAb (AC-15)", "100 µL"),
        ("A2", "AB-00302", "Anti-alpha-tubulin mouse mAb (DM1A)", "60 µL"),
        ("A5", "AB-00356", "Anti-p53 mouse mAb (DO-1)", "150 µL"),
        ("B1", "AB-00362", "Anti-phospho-ERK1/2 rabbit mAb (D13.14.4E)", "80 µL"),
        ("B2", "AB-00363", "Anti-ERK1/2 rabbit mAb (137F5)", "90 µL"),
        ("B8", "AB-00371", "Anti-LC3B rabbit pAb", "35 µL"),
        ("C4", "AB-00417", "Anti-GAPDH rabbit mAb (14C10)", "160 µL"),
        ("C5", "AB-00388", "Anti-GAPDH mouse mAb (6C5)", "40 µL"),
        ("D3", "AB-00402", "Anti-HIF-1alpha rabbit mAb (D2U3T)", "100 µL"),
        ("E7", "AB-00409", "Anti-cleaved caspase-3 rabbit mAb (5A1E)", "70 µL"),
    ]
    shown = [{"position": "C6" if iid == "AB-00417" else pos, "item_id": iid, "name": nm, "quantity": q} for pos, iid, nm, q in box]
    shown.sort(key=lambda e: (e["position"][0], int(e["position"][1:])))
    turns = [
        (call("search_items", query="GAPDH", limit=10),
         pj({"query": "GAPDH", "total": 3, "results": [
             {"item_id": "AB-00417", "name": "Anti-GAPDH rabbit mAb (14C10)", "vendor": "Cell Signaling Technology", "lot": "0023", "quantity": "180 µL", "location": "F2 / Shelf 3 / R1 / B7 / C4"},
             {"item_id": "AB-00388", "name": "Anti-GAPDH mouse mAb (6C5)", "vendor": "Merck Millipore", "lot": "3912854", "quantity": "40 µL", "location": "F2 / Shelf 3 / R1 / B7 / C5"},
             {"item_id": "PR-01120", "name": "GAPDH qPCR primer pair (human), 10 µM", "vendor": "IDT", "lot": "0000518233", "quantity": "2 tubes", "location": "F2 / Shelf 1 / R3 / P2 / A9"},
         ]})),
        (call("get_item", item_id="AB-00417"), pj(ab417(180, "C4", log0))),
        (call("checkout_item", item_id="AB-00417", amount=20, unit="µL", purpose="WB HeLa lysates, 2 gels"),
         pj({"ok": True, "txn": "TX-88213", "item_id": "AB-00417", "amount": "-20 µL", "quantity_before": "180 µL", "quantity_after": "160 µL",
             "below_min_stock": False, "timestamp": "2024-07-15T10:12:44+02:00", "location": "F2 / Shelf 3 / R1 / B7 / C4"})),
        (call("list_box_contents", box_id="B7"),
         pj({"box_id": "B7", "label": "Antibodies - primary (WB)", "format": "9x9 (A-I, 1-9)", "path": "F2 / Shelf 3 / R1 / B7",
             "occupied": len(shown), "free": 81 - len(shown), "positions": shown})),
        (call("search_items", query="pUC19", limit=10),
         pj({"query": "pUC19", "total": 2, "results": [
             {"item_id": "PL-00212", "name": "pUC19 miniprep, clone 3 (sequence-verified)", "vendor": "in-house", "lot": "AO-2024-031", "quantity": "2 tubes (48 µL each, 212 ng/µL)", "location": "F2 / Shelf 2 / R2 / P1 / B2"},
             {"item_id": "PL-00098", "name": "pUC19 vector, 1 µg/µL", "vendor": "New England Biolabs", "lot": "10184732", "quantity": "1 tube (12 µL)", "location": "F2 / Shelf 2 / R2 / P1 / A1"},
         ]})),
        (call("checkout_item", item_id="PL-00212", amount=1, unit="tube", purpose="transformation control"),
         pj({"ok": True, "txn": "TX-88214", "item_id": "PL-00212", "amount": "-1 tube", "quantity_before": "2 tubes", "quantity_after": "1 tube",
             "below_min_stock": True, "timestamp": "2024-07-15T10:15:09+02:00", "location": "F2 / Shelf 2 / R2 / P1 / B2"})),
        (call("get_item", item_id="AB-00417"), pj(ab417(160, "C4", [new_txn] + log0))),
        (call("create_order_request", item_id="AB-00388", quantity=1, note="Below min stock (40 µL of 50 µL); backup loading control for the GAPDH blots."),
         pj({"ok": True, "request_id": "REQ-2024-0457", "item_id": "AB-00388", "item": "Anti-GAPDH mouse mAb (6C5)", "vendor": "Merck Millipore",
             "catalog_no": "MAB374", "quantity": 1, "unit_price": "EUR 412.00", "status": "pending_approval", "approver": "J. Mensah",
             "created": "2024-07-15T10:16:30+02:00"})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Freezer F2 (-20 °C), shelf 3, rack R1 holds the primary-antibody box B7 (9x9 grid).",
           bad=True, turn=4, kind="antibody's box position shown as C6 in the box listing though it sat at C4 and was never moved")


# ---------------------------------------------------------------------------------------------- 04 warehouse (clean)
def t04_wms(rs: RowSet, tid: str) -> None:
    tools = [
        tool("get_inventory", "On-hand, allocated and available stock of a SKU by location, with recent movements.", {"sku": S, "uom": S}, ["sku"]),
        tool("list_orders", "List outbound orders, filtered by status and sorted.", {"status": S, "sort": S}, []),
        tool("get_order", "Get one outbound order with its lines and allocations.", {"order_id": S}, ["order_id"]),
        tool("confirm_pick", "Confirm a pick of an order line from a location into a tote.", {"order_id": S, "line": INT, "qty": INT, "location": S, "tote": S}, ["order_id", "line", "qty", "location"]),
        tool("create_transfer", "Create an internal transfer (replenishment) between locations.", {"sku": S, "from_location": S, "to_location": S, "qty": INT, "reason": S}, ["sku", "from_location", "to_location", "qty"]),
        tool("complete_transfer", "Confirm an open transfer as moved.", {"transfer_id": S}, ["transfer_id"]),
        tool("cycle_count", "Record a cycle count for a SKU at a location.", {"sku": S, "location": S, "counted_qty": INT}, ["sku", "location", "counted_qty"]),
    ]
    system = mcp_system("shelfwise-wms", "warehouse management for the Reno DC; scanners and other users work in parallel; all quantities in EA unless uom is given", tools)
    sku, desc = "TRL-4410-105", "Trail Runner 2, men's 10.5, black"
    pf, rv = "A-12-03-B", "RES-04-01-C"
    mv0 = [
        {"at": "2024-03-11T07:41:09-07:00", "type": "ALLOCATE", "ref": "SO-88213", "location": pf, "qty": 6, "by": "wave-0311-01"},
        {"at": "2024-03-11T07:41:09-07:00", "type": "ALLOCATE", "ref": "SO-88207", "location": pf, "qty": 6, "by": "wave-0311-01"},
        {"at": "2024-03-10T15:22:47-07:00", "type": "PICK", "ref": "SO-88164", "location": pf, "qty": -2, "by": "RF-03 (jmarsh)"},
    ]

    def inv(as_of: str, pf_oh: int, pf_al: int, rv_oh: int, rv_al: int, mv: list[dict[str, Any]], rv_note: str | None = None) -> dict[str, Any]:
        locs = [
            {"location": pf, "type": "pick_face", "on_hand": pf_oh, "allocated": pf_al, "available": pf_oh - pf_al, "min": 24, "max": 72},
            {"location": rv, "type": "reserve", "lpn": "LPN00872214", "on_hand": rv_oh, "allocated": rv_al, "available": rv_oh - rv_al},
        ]
        if rv_note:
            locs[1]["allocated_to"] = rv_note
        return {"sku": sku, "description": desc, "uom": "EA", "case_pack": 12, "as_of": as_of, "locations": locs,
                "totals": {"on_hand": pf_oh + rv_oh, "allocated": pf_al + rv_al, "available": pf_oh + rv_oh - pf_al - rv_al},
                "recent_movements": mv}

    def order_row(oid: str, ship: str, carrier: str, lines: int, units: int, status: str, created: str) -> dict[str, Any]:
        return {"order_id": oid, "status": status, "ship_by": ship, "carrier": carrier, "lines": lines, "units": units, "created": created}

    released0 = [
        order_row("SO-88207", "2024-03-11T12:00:00-07:00", "UPS Ground", 2, 12, "released", "2024-03-10T19:03:55-07:00"),
        order_row("SO-88213", "2024-03-11T13:00:00-07:00", "FedEx Home", 1, 6, "released", "2024-03-10T21:47:12-07:00"),
        order_row("SO-88219", "2024-03-11T14:00:00-07:00", "USPS Priority", 3, 5, "released", "2024-03-11T06:12:40-07:00"),
        order_row("SO-88220", "2024-03-12T10:00:00-07:00", "UPS Ground", 1, 2, "released", "2024-03-11T06:30:18-07:00"),
    ]
    released1 = released0[2:] + [order_row("SO-88231", "2024-03-12T11:00:00-07:00", "UPS Ground", 2, 3, "released", "2024-03-11T08:14:10-07:00")]
    pick_mine = {"at": "2024-03-11T08:07:51-07:00", "type": "PICK", "ref": "SO-88207", "location": pf, "qty": -6, "by": "mcp-agent (tote TOTE-3391)"}
    pick_rf = {"at": "2024-03-11T08:12:33-07:00", "type": "PICK", "ref": "SO-88213", "location": pf, "qty": -6, "by": "RF-07 (dlopez)"}
    tr_alloc = {"at": "2024-03-11T08:09:40-07:00", "type": "ALLOCATE", "ref": "TR-55102", "location": rv, "qty": 24, "by": "mcp-agent"}
    tr_move = {"at": "2024-03-11T08:18:22-07:00", "type": "TRANSFER", "ref": "TR-55102", "location": f"{rv} -> {pf}", "qty": 24, "by": "mcp-agent"}
    turns = [
        (call("get_inventory", sku=sku), pj(inv("2024-03-11T08:02:17-07:00", 46, 12, 96, 0, mv0))),
        (call("list_orders", status="released", sort="ship_by"),
         pj({"filter": {"status": "released"}, "sort": "ship_by asc", "total": 4, "orders": released0})),
        (call("get_order", order_id="SO-88207"),
         pj({"order_id": "SO-88207", "status": "released", "customer": "Basecamp Outfitters #114", "ship_by": "2024-03-11T12:00:00-07:00", "carrier": "UPS Ground",
             "lines": [
                 {"line": 1, "sku": sku, "description": desc, "qty": 6, "allocated_from": pf, "status": "allocated"},
                 {"line": 2, "sku": "SCK-0033-M", "description": "Merino crew sock, M, charcoal", "qty": 6, "allocated_from": "B-03-01-A", "status": "allocated"},
             ]})),
        (call("confirm_pick", order_id="SO-88207", line=1, qty=6, location=pf, tote="TOTE-3391"),
         pj({"ok": True, "order_id": "SO-88207", "line": 1, "picked": 6, "location": pf, "tote": "TOTE-3391", "at": "2024-03-11T08:07:51-07:00",
             "location_after": {"on_hand": 40, "allocated": 6, "available": 34}, "line_status": "picked", "order_status": "partially_picked",
             "note": "6 EA still allocated at A-12-03-B to SO-88213"})),
        (call("create_transfer", sku=sku, from_location=rv, to_location=pf, qty=24, reason="replenishment, 2 CS"),
         pj({"ok": True, "transfer_id": "TR-55102", "status": "open", "sku": sku, "from": rv, "to": pf, "qty": 24, "created": "2024-03-11T08:09:40-07:00"})),
        (call("get_inventory", sku=sku), pj(inv("2024-03-11T08:16:05-07:00", 34, 0, 96, 24, [pick_rf, tr_alloc, pick_mine] + mv0[:2], "TR-55102"))),
        (call("complete_transfer", transfer_id="TR-55102"),
         pj({"ok": True, "transfer_id": "TR-55102", "status": "completed", "qty": 24, "completed": "2024-03-11T08:18:22-07:00",
             "from": {"location": rv, "on_hand_before": 96, "on_hand_after": 72},
             "to": {"location": pf, "on_hand_before": 34, "on_hand_after": 58}})),
        (call("list_orders", status="released", sort="ship_by"),
         pj({"filter": {"status": "released"}, "sort": "ship_by asc", "total": 3, "orders": released1})),
        (call("get_inventory", sku=sku, uom="CS"),
         pj({"sku": sku, "description": desc, "uom": "CS (12 EA)", "as_of": "2024-03-11T08:19:40-07:00",
             "locations": [
                 {"location": pf, "type": "pick_face", "on_hand": "4 CS + 10 EA", "allocated": "0", "available": "4 CS + 10 EA"},
                 {"location": rv, "type": "reserve", "lpn": "LPN00872214", "on_hand": "6 CS", "allocated": "0", "available": "6 CS"},
             ],
             "totals": {"on_hand": "10 CS + 10 EA", "allocated": "0", "available": "10 CS + 10 EA"},
             "recent_movements": [tr_move, pick_rf, tr_alloc]})),
        (call("cycle_count", sku=sku, location=pf, counted_qty=58),
         pj({"ok": True, "count_id": "CC-20417", "sku": sku, "location": pf, "expected": 58, "counted": 58, "variance": 0, "at": "2024-03-11T08:21:03-07:00", "by": "mcp-agent"})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Reno DC, morning wave 0311-01 released; scanner RF-07 (dlopez) is picking in aisle A at the same time.")


# ---------------------------------------------------------------------------------------------- 05 Notion (clean)
def t05_notion(rs: RowSet, tid: str) -> None:
    tools = [
        tool("API-post-search", "Search by title", {"query": S, "filter": OBJ}, []),
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A, "start_cursor": S, "page_size": INT}, ["database_id"]),
        tool("API-patch-page", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-post-page", "Create a page", {"parent": OBJ, "properties": OBJ, "children": A}, ["parent", "properties"]),
        tool("API-get-block-children", "Retrieve block children", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("API-patch-block-children", "Append block children", {"block_id": S, "children": A}, ["block_id", "children"]),
    ]
    system = mcp_system("notion", "the Notion MCP server with an integration shared to the Marketing teamspace", tools)
    db = "8f2c1e4a-6b7d-4c3e-9a1f-2d5e6f7a8b9c"
    ws = {"object": "user", "id": "3b1f8a2e-9c4d-4e7f-8a1b-2c3d4e5f6a7b"}
    bot = {"object": "user", "id": "0d7e6c5b-4a39-4281-b7f6-e5d4c3b2a190"}
    people = {"Ines": {"object": "user", "id": "5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d", "name": "Ines Carvalho"},
              "Tom": {"object": "user", "id": "6c7d8e9f-2a3b-4c5d-8e6f-7a8b9c0d1e2f", "name": "Tom Birkett"}}
    ids = {41: "b41e0c2a-7d3f-4a9e-8c1b-2f3e4d5a6b71", 43: "c43a1d2b-8e4f-4b0a-9d2c-3a4b5c6d7e83", 44: "d44b2e3c-9f5a-4c1b-8e3d-4b5c6d7e8f94",
           45: "e45c3f4d-0a6b-4d2c-9f4e-5c6d7e8f9a05", 46: "f46d4a5e-1b7c-4e3d-8a5f-6d7e8f9a0b16", 47: "a47e5b6f-2c8d-4f4e-9b6a-7e8f9a0b1c27"}

    def page(num: int, title: str, status: str, date: str | None, channels: list[str], owner: str, created: str, edited: str,
             url: str | None = None) -> dict[str, Any]:
        pid = ids[num]
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited, "created_by": ws, "last_edited_by": bot if edited > "2024-06-11" else ws,
                "parent": {"type": "database_id", "database_id": db}, "archived": False,
                "properties": {
                    "ID": {"id": "%3Fk%5Bq", "type": "unique_id", "unique_id": {"prefix": "CC", "number": num}},
                    "Status": {"id": "Z%3BsV", "type": "select", "select": {"name": status}},
                    "Publish date": {"id": "p%60Xn", "type": "date", "date": {"start": date, "end": None, "time_zone": None} if date else None},
                    "Channel": {"id": "hN%7Cj", "type": "multi_select", "multi_select": [{"name": c} for c in channels]},
                    "Owner": {"id": "oWn3", "type": "people", "people": [people[owner]]},
                    "Published URL": {"id": "uRl9", "type": "url", "url": url},
                    "Name": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": title}, "plain_text": title}]},
                },
                "url": f"https://www.notion.so/{title.replace(' ', '-').replace(':', '').replace('%', '')}-{pid.replace('-', '')}"}

    p41 = page(41, "Launch recap: Atlas 2.0", "Scheduled", "2024-06-11", ["Blog", "LinkedIn"], "Ines", "2024-05-28T09:12:00.000Z", "2024-06-10T16:05:00.000Z")
    p43 = page(43, "How we cut cold starts by 60%", "In review", "2024-06-13", ["Blog"], "Tom", "2024-05-30T13:40:00.000Z", "2024-06-07T10:21:00.000Z")
    p44 = page(44, "Customer story: Fennel & Co", "Drafting", "2024-06-18", ["Blog", "Newsletter"], "Ines", "2024-06-03T08:02:00.000Z", "2024-06-10T11:48:00.000Z")
    p45 = page(45, "Q3 roadmap AMA", "Idea", "2024-06-25", ["Webinar"], "Tom", "2024-06-05T15:30:00.000Z", "2024-06-05T15:30:00.000Z")
    p46 = page(46, "Pricing page FAQ refresh", "Idea", None, ["Website"], "Ines", "2024-06-06T09:45:00.000Z", "2024-06-06T09:45:00.000Z")
    url41 = "https://blog.atlas.dev/atlas-2-0-launch-recap"
    p41b = page(41, "Launch recap: Atlas 2.0", "Published", "2024-06-11", ["Blog", "LinkedIn"], "Ines", "2024-05-28T09:12:00.000Z", "2024-06-11T14:32:00.000Z", url41)
    p47 = page(47, "Postmortem: June 4 webhook delays", "Drafting", "2024-06-20", ["Blog"], "Tom", "2024-06-11T14:33:00.000Z", "2024-06-11T14:33:00.000Z")
    p47["created_by"] = bot
    p43b = copy.deepcopy(p43)
    p43b["last_edited_time"], p43b["last_edited_by"] = "2024-06-11T14:35:00.000Z", bot
    not_pub = {"property": "Status", "select": {"does_not_equal": "Published"}}

    def lst(results: list[dict[str, Any]], more: bool, cursor: str | None) -> str:
        return pj({"object": "list", "results": results, "next_cursor": cursor, "has_more": more, "type": "page_or_database", "page_or_database": {}})

    def block(bid: str, kind: str, text: str, created: str, **extra: Any) -> dict[str, Any]:
        body: dict[str, Any] = {"rich_text": [{"type": "text", "text": {"content": text, "link": None}, "plain_text": text}], "color": "default"}
        body.update(extra)
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": ids[43]}, "created_time": created, "last_edited_time": created,
                "has_children": False, "archived": False, "type": kind, kind: body}

    blocks0 = [
        block("1a2b3c4d-0001-4e5f-8a9b-0c1d2e3f4a51", "heading_2", "Draft", "2024-05-30T13:41:00.000Z"),
        block("1a2b3c4d-0002-4e5f-8a9b-0c1d2e3f4a52", "paragraph", "Cold starts on the Atlas edge runtime went from 820 ms p95 to 310 ms after we moved module init into the snapshot...", "2024-05-30T13:44:00.000Z"),
        block("1a2b3c4d-0003-4e5f-8a9b-0c1d2e3f4a53", "to_do", "Get legal sign-off on the customer latency numbers", "2024-06-07T10:21:00.000Z", checked=False),
    ]
    new_blocks = [
        block("7f8e9d0c-0004-4b1a-9c2d-3e4f5a6b7c84", "heading_3", "Review notes (11 Jun)", "2024-06-11T14:35:00.000Z"),
        block("7f8e9d0c-0005-4b1a-9c2d-3e4f5a6b7c85", "paragraph", "Replace the 60% headline with the measured 62% (820 -> 310 ms) or keep it conservative; link the benchmark repo.", "2024-06-11T14:35:00.000Z"),
    ]
    search_res = {"object": "list", "results": [{"object": "database", "id": db, "title": [{"type": "text", "plain_text": "Content Calendar", "text": {"content": "Content Calendar"}}],
                                                   "created_time": "2023-11-14T10:00:00.000Z", "last_edited_time": "2024-06-10T16:05:00.000Z",
                                                   "url": f"https://www.notion.so/{db.replace('-', '')}", "archived": False, "is_inline": False}],
                  "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}}
    turns = [
        (call("API-post-search", query="Content Calendar", filter={"property": "object", "value": "database"}), pj(search_res)),
        (call("API-post-database-query", database_id=db, filter=not_pub, sorts=[{"property": "Publish date", "direction": "ascending"}], page_size=3),
         lst([p41, p43, p44], True, ids[45])),
        (call("API-post-database-query", database_id=db, filter=not_pub, sorts=[{"property": "Publish date", "direction": "ascending"}], page_size=3, start_cursor=ids[45]),
         lst([p45, p46], False, None)),
        (call("API-patch-page", page_id=ids[41], properties={"Status": {"select": {"name": "Published"}}, "Published URL": {"url": url41}}), pj(p41b)),
        (call("API-post-page", parent={"database_id": db}, properties={
            "Name": {"title": [{"text": {"content": "Postmortem: June 4 webhook delays"}}]}, "Status": {"select": {"name": "Drafting"}},
            "Publish date": {"date": {"start": "2024-06-20"}}, "Channel": {"multi_select": [{"name": "Blog"}]}, "Owner": {"people": [{"id": people["Tom"]["id"]}]}}),
         pj(p47)),
        (call("API-get-block-children", block_id=ids[43], page_size=50),
         pj({"object": "list", "results": blocks0, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-patch-block-children", block_id=ids[43], children=[
            {"type": "heading_3", "heading_3": {"rich_text": [{"text": {"content": "Review notes (11 Jun)"}}]}},
            {"type": "paragraph", "paragraph": {"rich_text": [{"text": {"content": new_blocks[1]["paragraph"]["rich_text"][0]["plain_text"]}}]}}]),
         pj({"object": "list", "results": new_blocks, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-post-database-query", database_id=db, filter=not_pub, sorts=[{"property": "Publish date", "direction": "descending"}], page_size=10),
         lst([p45, p47, p44, p43b, p46], False, None)),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Notion database 'Content Calendar' (Marketing teamspace); Notion rounds created/edited times to the minute.")


# ---------------------------------------------------------------------------------------------- 06 Jira (bad)
def t06_jira(rs: RowSet, tid: str) -> None:
    tools = [
        tool("jira_search", "Search Jira issues using JQL (Jira Query Language)", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get details of a specific Jira issue including its Epic links and relationship information", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_update_issue", "Update an existing Jira issue including changing status, adding Epic links, updating fields, etc.", {"issue_key": S, "fields": OBJ, "additional_fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_get_transitions", "Get available status transitions for a Jira issue", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition a Jira issue to a new status", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_add_comment", "Add a comment to a Jira issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_create_issue", "Create a new Jira issue with optional Epic link or parent for subtasks", {"project_key": S, "summary": S, "issue_type": S, "assignee": S, "description": S, "additional_fields": OBJ}, ["project_key", "summary", "issue_type"]),
        tool("jira_create_issue_link", "Create a link between two Jira issues", {"link_type": S, "inward_issue_key": S, "outward_issue_key": S}, ["link_type", "inward_issue_key", "outward_issue_key"]),
    ]
    system = mcp_system("mcp-atlassian", "Jira Cloud site fernhill.atlassian.net, acting as the user svc-triage", tools)
    dana = {"display_name": "Dana Okafor", "name": "Dana Okafor", "email": "dana.okafor@fernhill.io", "avatar_url": "https://avatar-management.services.atlassian.net/dana/48"}
    lena = {"display_name": "Lena Hoffmann", "name": "Lena Hoffmann", "email": "lena.hoffmann@fernhill.io", "avatar_url": "https://avatar-management.services.atlassian.net/lena/48"}
    desc = ("Steps:\n1. Log in as a customer on the monthly Pro plan\n2. Switch to the annual plan on /billing/plan\n3. Apply coupon SUMMER24 (20% off, once)\n\n"
            "Expected: prorated annual invoice with the discount.\nActual: POST /api/v2/checkout/subscription returns 500; Sentry BILLING-API-7Q1 "
            "'ZeroDivisionError in proration.apply_coupon'. Started after release 2024.08.2.")

    def issue(priority: str, status: str, assignee: dict[str, Any] | None, labels: list[str], updated: str, comments: list[dict[str, Any]], subtasks: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": "48211", "key": "PAY-2291", "summary": "Checkout returns 500 when a coupon is applied to an annual subscription",
                "url": "https://fernhill.atlassian.net/browse/PAY-2291", "description": desc, "created": "2024-08-19T08:41:12.000+0200", "updated": updated,
                "status": {"name": status, "category": "In Progress" if status == "In Progress" else "To Do"},
                "issue_type": {"name": "Bug"}, "priority": {"name": priority}, "assignee": assignee, "reporter": lena,
                "labels": labels, "components": ["billing-api"], "fix_versions": [], "sprint": "PAY Sprint 38",
                "customfield_10016": 3.0, "comments": comments, "subtasks": subtasks, "issuelinks": []}

    def row(key: str, summary: str, status: str, prio: str, who: str | None, created: str) -> dict[str, Any]:
        return {"key": key, "summary": summary, "status": {"name": status}, "priority": {"name": prio}, "assignee": {"display_name": who} if who else None, "created": created}

    comment_text = ("Reproduced on staging with SUMMER24: proration.apply_coupon divides by remaining_days, which is 0 when the switch happens on "
                    "the renewal day. Dana is taking it; subtask for the regression test is coming.")
    comment = {"id": "118204", "body": comment_text, "created": "2024-08-20T10:05:02.000+0200", "author": "svc-triage"}
    sub = {"key": "PAY-2304", "summary": "Add regression test for coupon + annual plan proration on renewal day", "status": "To Do"}
    todo = [
        row("PAY-2291", "Checkout returns 500 when a coupon is applied to an annual subscription", "To Do", "Medium", None, "2024-08-19T08:41:12.000+0200"),
        row("PAY-2288", "Coupon SUMMER24 shows 0% in the order summary email", "To Do", "Low", "Marco Bellini", "2024-08-18T17:22:40.000+0200"),
        row("PAY-2280", "Invoice PDF total rounds VAT twice for CHF", "To Do", "Medium", None, "2024-08-15T11:03:09.000+0200"),
        row("PAY-2274", "Retry banner stays visible after a successful SEPA payment", "To Do", "Low", "Ana Ruiz", "2024-08-13T09:57:31.000+0200"),
        row("PAY-2261", "Webhook replay tool ignores --since in UTC+X timezones", "To Do", "Medium", "Dana Okafor", "2024-08-08T14:12:55.000+0200"),
    ]
    upd = "2024-08-20T10:03:27.000+0200"
    labels = ["checkout", "regression"]
    turns = [
        (call("jira_search", jql='project = PAY AND status = "To Do" AND issuetype = Bug ORDER BY created DESC', fields="summary,status,priority,assignee,created", limit=10),
         mcp_text({"total": 5, "start_at": 0, "max_results": 10, "issues": todo})),
        (call("jira_get_issue", issue_key="PAY-2291"), mcp_text(issue("Medium", "To Do", None, ["checkout"], "2024-08-19T16:20:48.000+0200", [], []))),
        (call("jira_update_issue", issue_key="PAY-2291", fields={"priority": {"name": "High"}, "assignee": "dana.okafor@fernhill.io"}, additional_fields={"labels": labels}),
         mcp_text({"message": "Issue updated successfully", "issue": issue("High", "To Do", dana, labels, upd, [], [])})),
        (call("jira_get_transitions", issue_key="PAY-2291"),
         mcp_text([{"id": "11", "name": "Start Progress", "to_status": "In Progress"}, {"id": "21", "name": "Block", "to_status": "Blocked"}, {"id": "31", "name": "Done", "to_status": "Done"}])),
        (call("jira_transition_issue", issue_key="PAY-2291", transition_id="11"),
         mcp_text({"success": True, "message": "Issue PAY-2291 transitioned successfully", "issue": {"key": "PAY-2291", "status": "In Progress", "updated": "2024-08-20T10:04:10.000+0200"}})),
        (call("jira_add_comment", issue_key="PAY-2291", comment=comment_text), mcp_text(comment)),
        (call("jira_create_issue", project_key="PAY", summary=sub["summary"], issue_type="Sub-task", assignee="dana.okafor@fernhill.io",
              description="Cover switching monthly->annual on the renewal day with a percentage coupon; must fail on 2024.08.2.", additional_fields={"parent": "PAY-2291"}),
         mcp_text({"message": "Issue created successfully", "issue": {"id": "48262", "key": "PAY-2304", "summary": sub["summary"], "issue_type": {"name": "Sub-task"},
                                                                   "status": {"name": "To Do"}, "priority": {"name": "Medium"}, "assignee": dana, "parent": {"key": "PAY-2291"},
                                                                   "created": "2024-08-20T10:05:40.000+0200", "url": "https://fernhill.atlassian.net/browse/PAY-2304"}})),
        (call("jira_search", jql='assignee = "dana.okafor@fernhill.io" AND statusCategory != Done ORDER BY priority DESC, updated DESC', fields="summary,status,priority,updated", limit=10),
         mcp_text({"total": 4, "start_at": 0, "max_results": 10, "issues": [
             {"key": "PAY-2291", "summary": "Checkout returns 500 when a coupon is applied to an annual subscription", "status": {"name": "In Progress"}, "priority": {"name": "High"}, "updated": "2024-08-20T10:05:44.000+0200"},
             {"key": "PAY-2304", "summary": sub["summary"], "status": {"name": "To Do"}, "priority": {"name": "Medium"}, "updated": "2024-08-20T10:05:40.000+0200"},
             {"key": "PAY-2266", "summary": "Dunning emails: localise the card-expiry template (de, fr)", "status": {"name": "In Review"}, "priority": {"name": "Medium"}, "updated": "2024-08-19T18:02:13.000+0200"},
             {"key": "PAY-2261", "summary": "Webhook replay tool ignores --since in UTC+X timezones", "status": {"name": "To Do"}, "priority": {"name": "Medium"}, "updated": "2024-08-12T10:44:02.000+0200"},
         ]})),
        (call("jira_get_issue", issue_key="PAY-2291"),
         mcp_text(issue("Medium", "In Progress", dana, labels, "2024-08-20T10:05:44.000+0200", [comment], [sub]))),
        (call("jira_create_issue_link", link_type="Relates", inward_issue_key="PAY-2291", outward_issue_key="PAY-2288"),
         mcp_text({"success": True, "message": "Link created between PAY-2291 and PAY-2288", "link_type": "Relates"})),
        (call("jira_search", jql="project = PAY AND priority in (Highest, High) AND statusCategory != Done ORDER BY priority DESC", fields="summary,status,priority,assignee", limit=10),
         mcp_text({"total": 3, "start_at": 0, "max_results": 10, "issues": [
             {"key": "PAY-2279", "summary": "Double charge when 3DS challenge times out and the user retries", "status": {"name": "In Review"}, "priority": {"name": "Highest"}, "assignee": {"display_name": "Marco Bellini"}},
             {"key": "PAY-2291", "summary": "Checkout returns 500 when a coupon is applied to an annual subscription", "status": {"name": "In Progress"}, "priority": {"name": "High"}, "assignee": {"display_name": "Dana Okafor"}},
             {"key": "PAY-2252", "summary": "Apple Pay button missing on Safari 17.6 (iPadOS)", "status": {"name": "Blocked"}, "priority": {"name": "High"}, "assignee": {"display_name": "Ana Ruiz"}},
         ]})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Jira project PAY (Payments), Sprint 38 active. Bug PAY-2291 is untriaged.",
           bad=True, turn=9, kind="issue priority the agent raised to High (and a search confirmed High) reads back as the old Medium with no further update")


# ---------------------------------------------------------------------------------------------- 07 fleet tracker (bad)
def t07_fleet(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_vehicles", "List vehicles with their last known position and status.", {"status": S, "depot": S}, []),
        tool("get_vehicle_position", "Latest telematics ping of one vehicle.", {"vehicle_id": S}, ["vehicle_id"]),
        tool("create_dispatch", "Create a delivery job.", {"pickup": OBJ, "dropoff": OBJ, "pickup_window": S, "priority": S, "cargo": S}, ["pickup", "dropoff"]),
        tool("assign_driver", "Assign a vehicle and driver to a dispatch.", {"dispatch_id": S, "vehicle_id": S, "driver_id": S}, ["dispatch_id", "vehicle_id", "driver_id"]),
        tool("list_alerts", "Telematics alerts (geofence, driving behaviour, faults) for a vehicle.", {"vehicle_id": S, "since": S}, ["vehicle_id"]),
        tool("get_dispatch", "Get a dispatch with its status timeline.", {"dispatch_id": S}, ["dispatch_id"]),
        tool("get_vehicle_history", "Telematics pings of a vehicle in a time range.", {"vehicle_id": S, "from": S, "to": S}, ["vehicle_id", "from", "to"]),
    ]
    system = mcp_system("routewise-fleet", "fleet tracking and dispatch for Bayline Courier, all times UTC, distances in km", tools)
    depot = {"name": "Hayward DC", "address": "3950 Point Eden Way, Hayward, CA 94545"}
    pickup = {"name": "Chabot Medical Supply", "address": "2450 Industrial Pkwy W, Hayward, CA 94545", "lat": 37.62145, "lon": -122.06891}
    drop = {"name": "Eden Medical Center, receiving dock B", "address": "20103 Lake Chabot Rd, Castro Valley, CA 94546", "lat": 37.70052, "lon": -122.07716}
    vans = [
        {"vehicle_id": "VAN-203", "type": "Ford Transit 250 (diesel)", "plate": "8XKR214", "status": "available", "depot": "Hayward DC", "lat": 37.63398, "lon": -122.09741, "last_ping": "2024-09-18T13:41:30Z", "odometer_km": 48211.6, "fuel_pct": 71, "driver": None},
        {"vehicle_id": "VAN-217", "type": "Ford E-Transit", "plate": "8ZPL903", "status": "available", "depot": "Hayward DC", "lat": 37.63412, "lon": -122.09683, "last_ping": "2024-09-18T13:41:52Z", "odometer_km": 31877.2, "battery_pct": 88, "range_km": 176, "driver": None},
        {"vehicle_id": "VAN-224", "type": "Ford E-Transit", "plate": "9BDT118", "status": "available", "depot": "Fremont yard", "lat": 37.52761, "lon": -121.97602, "last_ping": "2024-09-18T13:40:58Z", "odometer_km": 22504.9, "battery_pct": 54, "range_km": 107, "driver": None},
        {"vehicle_id": "BOX-09", "type": "Isuzu NPR box truck", "plate": "4WKN772", "status": "available", "depot": "Hayward DC", "lat": 37.63377, "lon": -122.09702, "last_ping": "2024-09-18T13:39:44Z", "odometer_km": 117340.3, "fuel_pct": 38, "driver": None},
    ]
    pings = [
        ("2024-09-18T13:41:52Z", 37.63412, -122.09683, 0, None, False, 31877.2, 88),
        ("2024-09-18T13:44:52Z", 37.63412, -122.09683, 0, None, True, 31877.2, 88),
        ("2024-09-18T13:47:52Z", 37.63655, -122.09421, 14, 38, True, 31877.7, 88),
        ("2024-09-18T13:50:52Z", 37.63922, -122.10114, 36, 301, True, 31879.5, 87),
        ("2024-09-18T13:52:20Z", 37.64120, -122.10770, 38, 292, True, 31880.5, 87),
    ]
    timeline = [
        {"status": "created", "at": "2024-09-18T13:43:10Z", "by": "mcp-agent"},
        {"status": "assigned", "at": "2024-09-18T13:34:58Z", "by": "mcp-agent", "vehicle_id": "VAN-217", "driver_id": "DRV-0388"},
        {"status": "en_route_pickup", "at": "2024-09-18T13:47:05Z", "by": "geofence: exit Hayward DC"},
    ]
    turns = [
        (call("list_vehicles", status="available"), pj({"as_of": "2024-09-18T13:42:03Z", "count": 4, "vehicles": vans})),
        (call("get_vehicle_position", vehicle_id="VAN-217"),
         pj({"vehicle_id": "VAN-217", "lat": 37.63412, "lon": -122.09683, "speed_kmh": 0, "heading_deg": None, "ignition": "off", "last_ping": "2024-09-18T13:41:52Z",
             "geofence": "Hayward DC", "odometer_km": 31877.2, "battery_pct": 88, "range_km": 176, "cargo_temp_c": None, "address": depot["address"]})),
        (call("create_dispatch", pickup=pickup, dropoff=drop, pickup_window="2024-09-18T14:15:00Z/2024-09-18T14:45:00Z", priority="high", cargo="12 cartons surgical supplies, 140 kg"),
         pj({"dispatch_id": "DSP-60418", "status": "unassigned", "created_at": "2024-09-18T13:43:10Z", "priority": "high", "pickup": pickup, "dropoff": drop,
             "pickup_window": {"from": "2024-09-18T14:15:00Z", "to": "2024-09-18T14:45:00Z"}, "cargo": "12 cartons surgical supplies, 140 kg", "route_km": 11.8})),
        (call("assign_driver", dispatch_id="DSP-60418", vehicle_id="VAN-217", driver_id="DRV-0388"),
         pj({"dispatch_id": "DSP-60418", "status": "assigned", "assigned_at": "2024-09-18T13:43:58Z", "vehicle_id": "VAN-217",
             "driver": {"driver_id": "DRV-0388", "name": "Marisol Castillo", "phone": "+1 510 555 0143", "shift_ends": "2024-09-18T22:00:00Z"},
             "eta_pickup": "2024-09-18T14:09:00Z", "eta_dropoff": "2024-09-18T14:41:00Z", "notified": ["driver_app", "sms"]})),
        (call("get_vehicle_position", vehicle_id="VAN-217"),
         pj({"vehicle_id": "VAN-217", "lat": 37.64120, "lon": -122.10770, "speed_kmh": 38, "heading_deg": 292, "ignition": "on", "last_ping": "2024-09-18T13:52:20Z",
             "geofence": None, "odometer_km": 31880.5, "battery_pct": 87, "range_km": 174, "cargo_temp_c": None, "address": "W Winton Ave near Clawiter Rd, Hayward, CA",
             "active_dispatch": "DSP-60418"})),
        (call("list_alerts", vehicle_id="VAN-217", since="2024-09-18T13:30:00Z"),
         pj({"vehicle_id": "VAN-217", "since": "2024-09-18T13:30:00Z", "alerts": [
             {"alert_id": "AL-771204", "type": "geofence_exit", "geofence": "Hayward DC", "at": "2024-09-18T13:47:05Z", "severity": "info"},
             {"alert_id": "AL-771219", "type": "harsh_braking", "at": "2024-09-18T13:50:41Z", "severity": "low", "speed_before_kmh": 46, "speed_after_kmh": 21, "lat": 37.63851, "lon": -122.09950},
         ]})),
        (call("get_dispatch", dispatch_id="DSP-60418"),
         pj({"dispatch_id": "DSP-60418", "status": "en_route_pickup", "created_at": "2024-09-18T13:43:10Z", "priority": "high", "vehicle_id": "VAN-217",
             "driver": {"driver_id": "DRV-0388", "name": "Marisol Castillo"}, "pickup": pickup, "dropoff": drop,
             "pickup_window": {"from": "2024-09-18T14:15:00Z", "to": "2024-09-18T14:45:00Z"},
             "eta_pickup": "2024-09-18T14:06:00Z", "eta_dropoff": "2024-09-18T14:38:00Z", "timeline": timeline})),
        (call("get_vehicle_history", vehicle_id="VAN-217", **{"from": "2024-09-18T13:40:00Z", "to": "2024-09-18T13:55:00Z"}),
         pj({"vehicle_id": "VAN-217", "count": len(pings), "pings": [
             {"at": at, "lat": la, "lon": lo, "speed_kmh": sp, "heading_deg": hd, "ignition": "on" if ig else "off", "odometer_km": od, "battery_pct": bp}
             for at, la, lo, sp, hd, ig, od, bp in pings]})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Bayline Courier fleet, Hayward DC; dispatcher works through the routewise-fleet server.",
           bad=True, turn=7, kind="dispatch timeline puts the assignment at 13:34:58, before the dispatch was created (13:43:10) and unlike the 13:43:58 the assign call returned")


# ---------------------------------------------------------------------------------------------- 08 CRM (clean)
def t08_crm(rs: RowSet, tid: str) -> None:
    tools = [
        tool("search_accounts", "Search accounts by name.", {"query": S}, ["query"]),
        tool("get_account", "Get an account with its pipeline summary and activity stats.", {"account_id": S}, ["account_id"]),
        tool("list_opportunities", "List opportunities of an account.", {"account_id": S, "order_by": S, "order": S}, ["account_id"]),
        tool("get_opportunity", "Get one opportunity.", {"opportunity_id": S}, ["opportunity_id"]),
        tool("log_call", "Log a held call against an opportunity.", {"opportunity_id": S, "contact_id": S, "duration_min": INT, "description": S}, ["opportunity_id", "duration_min"]),
        tool("update_opportunity", "Update opportunity fields; probability follows the stage unless given.", {"opportunity_id": S, "stage": S, "amount": NUM, "close_date": S}, ["opportunity_id"]),
        tool("create_task", "Create a task linked to a record.", {"parent_id": S, "name": S, "due": S, "assigned_user": S}, ["parent_id", "name"]),
    ]
    system = mcp_system("espocrm", "EspoCRM instance of Nordlys Telemetry; currency EUR, conversion rate to USD 1.0542 set by admin", tools)
    acc = "66f1a2b3c4d5e6f70"
    o1, o2, o3 = "66f1b0c1d2e3f4a51", "66f1b0c1d2e3f4a52", "66f1b0c1d2e3f4a53"

    def opp(oid: str, name: str, stage: str, amount: float, prob: int, close: str, modified: str, **extra: Any) -> dict[str, Any]:
        return {"id": oid, "name": name, "accountId": acc, "accountName": "Halvorsen Marine AS", "stage": stage, "amount": amount, "amountCurrency": "EUR",
                "probability": prob, "weightedAmount": round(amount * prob / 100, 2), "closeDate": close, "assignedUserName": "Sofie Lund",
                "modifiedAt": modified, **extra}

    O1 = "Fleet telemetry rollout (42 vessels)"
    op1 = opp(o1, O1, "Proposal", 48000.0, 50, "2024-12-20", "2024-11-18 13:02:41")
    op2 = opp(o2, "Bridge display retrofit pilot", "Qualification", 12500.0, 20, "2025-02-28", "2024-11-04 09:15:07")
    op3 = opp(o3, "Annual support renewal 2024", "Closed Won", 9600.0, 100, "2024-03-31", "2024-03-29 16:40:22")
    op1b = opp(o1, O1, "Negotiation", 52800.0, 80, "2024-12-13", "2024-11-22 10:19:05")
    detail = {"description": "42 vessels (coastal ferries + 6 supply ships); Iridium fallback required; pilot on MS Vestfjord went live in September.",
              "contacts": [{"id": "66f1c9a8b7c6d5e41", "name": "Ingrid Halvorsen", "title": "Head of Fleet Operations"},
                           {"id": "66f1c9a8b7c6d5e42", "name": "Per Aasen", "title": "Procurement"}],
              "leadSource": "Trade show (Nor-Shipping 2023)", "createdAt": "2024-06-12 08:30:00"}
    call_desc = "Ingrid confirmed 4 more vessels (the new Hurtig-class tenders); procurement wants a revised quote by Friday and close by 13 Dec."

    def acct(last: str, acts: int, open_n: int, total: float, weighted: float) -> dict[str, Any]:
        return {"id": acc, "name": "Halvorsen Marine AS", "type": "Customer", "industry": "Transportation", "website": "halvorsen-marine.no",
                "billingAddressCity": "Bodø", "billingAddressCountry": "Norway", "assignedUserName": "Sofie Lund",
                "lastActivity": last, "activitiesCount": acts, "openOpportunities": open_n,
                "pipeline": {"openAmount": f"€{total:,.2f}", "weighted": f"€{weighted:,.2f}"}}

    turns = [
        (call("search_accounts", query="Halvorsen"),
         mcp_text({"total": 2, "list": [
             {"id": acc, "name": "Halvorsen Marine AS", "type": "Customer", "billingAddressCity": "Bodø", "assignedUserName": "Sofie Lund", "lastActivity": "2 days ago"},
             {"id": "66e0d4c3b2a190817", "name": "Halvorsen Bygg", "type": "Prospect", "billingAddressCity": "Trondheim", "assignedUserName": "Jonas Vik", "lastActivity": "5 months ago"},
         ]})),
        (call("list_opportunities", account_id=acc, order_by="closeDate", order="asc"),
         mcp_text({"total": 3, "list": [op3, op1, op2], "sum": {"open": "€60,500.00", "openWeighted": "€26,500.00"}})),
        (call("get_opportunity", opportunity_id=o1), mcp_text({**op1, **detail, "amountConverted": 50601.6, "amountConvertedCurrency": "USD", "nextStep": "Send proposal v2 with Iridium option"})),
        (call("log_call", opportunity_id=o1, contact_id="66f1c9a8b7c6d5e41", duration_min=25, description=call_desc),
         mcp_text({"id": "67403e1f2a3b4c5d6", "name": f"Call: {O1}", "status": "Held", "dateStart": "2024-11-22 09:50:00", "dateEnd": "2024-11-22 10:15:00",
                   "duration": 1500, "parentType": "Opportunity", "parentId": o1, "contactsNames": ["Ingrid Halvorsen"], "description": call_desc, "createdAt": "2024-11-22 10:17:48"})),
        (call("update_opportunity", opportunity_id=o1, stage="Negotiation", amount=52800, close_date="2024-12-13"),
         mcp_text({**op1b, "amountConverted": 55661.76, "amountConvertedCurrency": "USD", "changed": ["stage", "amount", "closeDate", "probability"],
                   "note": "probability set to the stage default (Negotiation = 80%)"})),
        (call("create_task", parent_id=o1, name="Send revised quote v3 (46 vessels)", due="2024-11-29", assigned_user="Sofie Lund"),
         mcp_text({"id": "67403f0a1b2c3d4e5", "name": "Send revised quote v3 (46 vessels)", "status": "Not Started", "dateEnd": "2024-11-29", "parentType": "Opportunity",
                   "parentId": o1, "assignedUserName": "Sofie Lund", "createdAt": "2024-11-22 10:19:42"})),
        (call("list_opportunities", account_id=acc, order_by="amount", order="desc"),
         mcp_text({"total": 3, "list": [op1b, op2, op3], "sum": {"open": "€65,300.00", "openWeighted": "€44,740.00"}})),
        (call("get_account", account_id=acc), mcp_text(acct("3 minutes ago", 14, 2, 65300.0, 44740.0))),
        (call("get_opportunity", opportunity_id=o1),
         mcp_text({**op1b, **detail, "amountConverted": 55661.76, "amountConvertedCurrency": "USD", "nextStep": "Send proposal v2 with Iridium option",
                   "activities": [{"type": "Task", "name": "Send revised quote v3 (46 vessels)", "status": "Not Started", "date": "2024-11-29"},
                                  {"type": "Call", "name": f"Call: {O1}", "status": "Held", "date": "2024-11-22 09:50"}]})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="EspoCRM, account Halvorsen Marine AS with 12 logged activities before today; user Sofie Lund's agent updates the pipeline after a call.")


# ---------------------------------------------------------------------------------------------- 09 SQLite (clean)
def t09_sqlite(rs: RowSet, tid: str) -> None:
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "mcp-server-sqlite on /data/inkwell_books.db, the order database of a small online bookshop", tools)
    group_q = ("SELECT status, COUNT(*) AS n, SUM(total_cents) AS total_cents, ROUND(AVG(total_cents) / 100.0, 2) AS avg_usd "
               "FROM orders GROUP BY status ORDER BY n DESC")
    pend_q = "SELECT id, customer_email, total_cents, created_at FROM orders WHERE status = 'pending' ORDER BY id"
    turns = [
        (call("list_tables"), "[{'name': 'customers'}, {'name': 'orders'}, {'name': 'order_items'}, {'name': 'products'}, {'name': 'order_events'}]"),
        (call("describe_table", table_name="orders"),
         "[{'cid': 0, 'name': 'id', 'type': 'INTEGER', 'notnull': 0, 'dflt_value': None, 'pk': 1}, "
         "{'cid': 1, 'name': 'customer_email', 'type': 'TEXT', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 2, 'name': 'status', 'type': 'TEXT', 'notnull': 1, 'dflt_value': \"'pending'\", 'pk': 0}, "
         "{'cid': 3, 'name': 'total_cents', 'type': 'INTEGER', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 4, 'name': 'created_at', 'type': 'TEXT', 'notnull': 1, 'dflt_value': \"CURRENT_TIMESTAMP\", 'pk': 0}, "
         "{'cid': 5, 'name': 'shipped_at', 'type': 'TEXT', 'notnull': 0, 'dflt_value': None, 'pk': 0}]"),
        (call("read_query", query=group_q),
         "[{'status': 'shipped', 'n': 37, 'total_cents': 148360, 'avg_usd': 40.1}, {'status': 'pending', 'n': 4, 'total_cents': 21380, 'avg_usd': 53.45}, "
         "{'status': 'cancelled', 'n': 3, 'total_cents': 9400, 'avg_usd': 31.33}, {'status': 'refunded', 'n': 2, 'total_cents': 5970, 'avg_usd': 29.85}]"),
        (call("read_query", query=pend_q),
         "[{'id': 1041, 'customer_email': 'm.ishikawa@fastmail.com', 'total_cents': 4820, 'created_at': '2024-10-02 18:11:05'}, "
         "{'id': 1043, 'customer_email': 'dpoole@gmail.com', 'total_cents': 3150, 'created_at': '2024-10-03 07:42:51'}, "
         "{'id': 1046, 'customer_email': 'orders@ravenbrook-school.org.uk', 'total_cents': 8990, 'created_at': '2024-10-04 12:20:37'}, "
         "{'id': 1047, 'customer_email': 'h.nakamura@proton.me', 'total_cents': 4420, 'created_at': '2024-10-04 16:58:14'}]"),
        (call("write_query", query="UPDATE orders SET status = 'shipped', shipped_at = '2024-10-05 09:30:00' WHERE id IN (1041, 1043)"), "[{'affected_rows': 2}]"),
        (call("write_query", query="INSERT INTO order_events (order_id, event, note, at) VALUES (1041, 'shipped', 'Royal Mail 2nd class, tracking JX448120311GB', '2024-10-05 09:30:00'), "
                                    "(1043, 'shipped', 'Royal Mail 2nd class, tracking JX448120325GB', '2024-10-05 09:30:00')"),
         "[{'affected_rows': 2}]"),
        (call("read_query", query=group_q),
         "[{'status': 'shipped', 'n': 39, 'total_cents': 156330, 'avg_usd': 40.08}, {'status': 'cancelled', 'n': 3, 'total_cents': 9400, 'avg_usd': 31.33}, "
         "{'status': 'pending', 'n': 2, 'total_cents': 13410, 'avg_usd': 67.05}, {'status': 'refunded', 'n': 2, 'total_cents': 5970, 'avg_usd': 29.85}]"),
        (call("read_query", query="SELECT id, total_cents, ROUND(total_cents / 100.0, 2) AS total_usd FROM orders WHERE status = 'pending' ORDER BY total_cents DESC"),
         "[{'id': 1046, 'total_cents': 8990, 'total_usd': 89.9}, {'id': 1047, 'total_cents': 4420, 'total_usd': 44.2}]"),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="/data/inkwell_books.db: 46 orders; the agent marks the two oldest pending orders as shipped.")


# ---------------------------------------------------------------------------------------------- 10 filesystem (bad)
WORKERS = """# Celery worker pools for orchard-api
# owner: platform-team (see docs/workers.md)
defaults:
  broker_url: ${BROKER_URL}
  result_backend: ${RESULT_BACKEND}
  prefetch_multiplier: 1
  max_retries: 5
  retry_backoff_seconds: 30
  visibility_timeout: 3600

pools:
  default:
    queues: [default, emails]
    concurrency: 8
    autoscale: false
  reports:
    queues: [reports]
    concurrency: 2
    soft_time_limit: 900
    time_limit: 1200
  ingest:
    queues: [ingest, ingest.priority]
    concurrency: 6
    max_tasks_per_child: 200
"""

STAGING_WORKERS = """# staging overrides, merged over ../workers.yaml
pools:
  ingest:
    concurrency: 4
  reports:
    concurrency: 1
"""


def fs_diff(path: str, old: str, new: str) -> str:
    body = "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), n=3))
    body = "\n".join(body.split("\n")[2:])
    return (f"```diff\nIndex: {path}\n===================================================================\n"
            f"--- {path}\toriginal\n+++ {path}\tmodified\n{body}```\n\n")


def t10_filesystem(rs: RowSet, tid: str) -> None:
    p = {"path": S}
    tools = [
        tool("list_allowed_directories", "Returns the list of directories that this server is allowed to access.", {}, []),
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path.", p, ["path"]),
        tool("read_file", "Read the complete contents of a file from the file system.", p, ["path"]),
        tool("read_multiple_files", "Read the contents of multiple files simultaneously.", {"paths": A}, ["paths"]),
        tool("get_file_info", "Retrieve detailed metadata about a file or directory.", p, ["path"]),
        tool("search_files", "Recursively search for files and directories matching a pattern.", {"path": S, "pattern": S}, ["path", "pattern"]),
        tool("edit_file", "Make line-based edits to a text file. Returns a git-style diff showing the changes made.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
    ]
    system = mcp_system("filesystem", "@modelcontextprotocol/server-filesystem, sandboxed to /srv/orchard", tools)
    wp, sp = "/srv/orchard/config/workers.yaml", "/srv/orchard/config/env/staging.workers.yaml"
    drifted = WORKERS.replace("  max_retries: 5\n", "  max_retries: 3\n")
    edited = WORKERS.replace("    concurrency: 6\n", "    concurrency: 10\n")
    assert drifted != WORKERS and edited != WORKERS

    def info(size: int, modified: str, accessed: str) -> str:
        return (f"size: {size}\ncreated: Mon Jan 06 2025 10:14:02 GMT+0000 (Coordinated Universal Time)\nmodified: {modified}\n"
                f"accessed: {accessed}\nisDirectory: false\nisFile: true\npermissions: 644")

    m0 = "Tue Feb 18 2025 09:27:41 GMT+0000 (Coordinated Universal Time)"
    m1 = "Thu Mar 06 2025 14:22:09 GMT+0000 (Coordinated Universal Time)"
    listing = "[FILE] app.yaml\n[DIR] env\n[FILE] logging.yaml\n[FILE] workers.yaml"
    turns = [
        (call("list_allowed_directories"), "Allowed directories:\n/srv/orchard"),
        (call("list_directory", path="/srv/orchard/config"), listing),
        (call("read_file", path=wp), WORKERS),
        (call("get_file_info", path=wp), info(len(WORKERS.encode()), m0, "Thu Mar 06 2025 14:19:55 GMT+0000 (Coordinated Universal Time)")),
        (call("search_files", path="/srv/orchard", pattern="workers"),
         "/srv/orchard/config/env/staging.workers.yaml\n/srv/orchard/config/workers.yaml\n/srv/orchard/docs/workers.md"),
        (call("read_multiple_files", paths=[sp, wp]), f"{sp}:\n{STAGING_WORKERS}\n---\n{wp}:\n{drifted}"),
        (call("edit_file", path=wp, edits=[{"oldText": "    concurrency: 6\n    max_tasks_per_child: 200", "newText": "    concurrency: 10\n    max_tasks_per_child: 200"}], dryRun=False),
         fs_diff(wp, WORKERS, edited)),
        (call("get_file_info", path=wp), info(len(edited.encode()), m1, m1)),
        (call("read_file", path=wp), edited),
        (call("list_directory", path="/srv/orchard/config"), listing),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="orchard-api deploy repo checked out at /srv/orchard; the agent raises the ingest pool's concurrency.",
           bad=True, turn=6, kind="workers.yaml read back with max_retries: 3 though it said 5 and had not been edited (later reads say 5 again)")


# ---------------------------------------------------------------------------------------------- 11 feature flags (bad)
def t11_flags(rs: RowSet, tid: str) -> None:
    ns = {"namespace": S}
    tools = [
        tool("list_flags", "List all flags in a namespace.", {**ns, "limit": INT, "page_token": S}, ["namespace"]),
        tool("get_flag", "Get a flag with its variants, rules and rollouts.", {**ns, "key": S}, ["namespace", "key"]),
        tool("create_segment", "Create a segment with constraints.", {**ns, "key": S, "name": S, "match_type": S, "constraints": A}, ["namespace", "key", "name"]),
        tool("create_flag", "Create a flag (disabled by default).", {**ns, "key": S, "name": S, "type": S, "description": S, "enabled": B}, ["namespace", "key", "name", "type"]),
        tool("create_rollout", "Add a rollout (segment or threshold) to a boolean flag.", {**ns, "flag_key": S, "rank": INT, "segment": OBJ, "threshold": OBJ}, ["namespace", "flag_key", "rank"]),
        tool("update_flag", "Update a flag's name, description or enabled state.", {**ns, "key": S, "enabled": B}, ["namespace", "key"]),
        tool("evaluate", "Evaluate a flag for an entity with context.", {**ns, "flag_key": S, "entity_id": S, "context": OBJ}, ["namespace", "flag_key", "entity_id"]),
        tool("list_segments", "List all segments in a namespace.", ns, ["namespace"]),
    ]
    system = mcp_system("flipt", "Flipt v1.47 feature-flag server for the storefront; namespace 'checkout'", tools)

    def flag(key: str, name: str, typ: str, enabled: bool, created: str, updated: str, desc: str = "", variants: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        return {"namespaceKey": "checkout", "key": key, "name": name, "description": desc, "type": typ, "enabled": enabled,
                "createdAt": created, "updatedAt": updated, "variants": variants or [], "metadata": {}}

    existing = [
        flag("address-autocomplete-provider", "Address autocomplete provider", "VARIANT_FLAG_TYPE", True, "2023-09-12T10:02:41Z", "2024-07-30T08:15:09Z", "Which geocoder backs the address field",
             [{"key": "google", "name": "Google Places"}, {"key": "loqate", "name": "Loqate"}]),
        flag("apple-pay-web", "Apple Pay on web", "BOOLEAN_FLAG_TYPE", True, "2023-04-03T14:20:00Z", "2024-02-19T16:48:33Z", "Show Apple Pay in Safari"),
        flag("cart-upsell-widget", "Cart upsell widget", "VARIANT_FLAG_TYPE", False, "2024-05-21T09:11:57Z", "2024-08-02T12:30:18Z", "A/B test of cart upsells",
             [{"key": "control", "name": "Control"}, {"key": "carousel", "name": "Carousel"}, {"key": "list", "name": "List"}]),
        flag("klarna-installments", "Klarna installments", "BOOLEAN_FLAG_TYPE", True, "2024-01-08T11:45:12Z", "2024-06-14T07:59:40Z", "Pay in 3 for EU markets"),
        flag("new-tax-engine", "New tax engine", "BOOLEAN_FLAG_TYPE", False, "2024-09-02T15:37:26Z", "2024-09-30T10:04:51Z", "Route tax quotes to tax-svc v2"),
        flag("one-page-checkout", "One-page checkout", "BOOLEAN_FLAG_TYPE", True, "2023-11-27T13:05:09Z", "2024-03-11T09:22:47Z", "Single-step checkout layout"),
    ]
    seg_staff = {"key": "internal-staff", "name": "Internal staff", "matchType": "ANY_MATCH_TYPE", "createdAt": "2023-04-03T14:18:31Z", "updatedAt": "2023-04-03T14:18:31Z",
                 "constraints": [{"type": "STRING_COMPARISON_TYPE", "property": "email_domain", "operator": "eq", "value": "storefront.dev"}]}
    seg_eu = {"key": "eu-merchants", "name": "EU merchants", "matchType": "ALL_MATCH_TYPE", "createdAt": "2024-01-08T11:40:02Z", "updatedAt": "2024-01-08T11:40:02Z",
              "constraints": [{"type": "STRING_COMPARISON_TYPE", "property": "region", "operator": "eq", "value": "eu"}]}
    seg_beta = {"key": "beta-merchants", "name": "Beta merchants", "matchType": "ALL_MATCH_TYPE", "createdAt": "2024-10-08T09:20:31Z", "updatedAt": "2024-10-08T09:20:31Z",
                "constraints": [{"id": "c1f0b6d2-5e84-4c5a-9f3e-8a2b7d4c6e10", "type": "STRING_COMPARISON_TYPE", "property": "merchant_tier", "operator": "eq", "value": "beta"}]}
    desc = "Show the one-tap express pay button above the cart total"
    epb0 = flag("express-pay-button", "Express pay button", "BOOLEAN_FLAG_TYPE", False, "2024-10-08T09:21:14Z", "2024-10-08T09:21:14Z", desc)
    rollout = {"id": "5b7e2c90-1d3a-4f6b-8e2c-7a9d0f1b3c45", "namespaceKey": "checkout", "flagKey": "express-pay-button", "type": "SEGMENT_ROLLOUT_TYPE", "rank": 1,
               "description": "", "segment": {"segmentKey": "beta-merchants", "segmentKeys": ["beta-merchants"], "segmentOperator": "OR_SEGMENT_OPERATOR", "value": True},
               "createdAt": "2024-10-08T09:22:07Z", "updatedAt": "2024-10-08T09:22:07Z"}
    epb1 = dict(epb0, enabled=True, updatedAt="2024-10-08T09:23:02Z")
    tax_rollouts = [{"id": "0e4d2a71-8b3c-4d5e-9f6a-1b2c3d4e5f60", "type": "SEGMENT_ROLLOUT_TYPE", "rank": 1,
                     "segment": {"segmentKeys": ["internal-staff"], "segmentOperator": "OR_SEGMENT_OPERATOR", "value": True}},
                    {"id": "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c01", "type": "THRESHOLD_ROLLOUT_TYPE", "rank": 2,
                     "threshold": {"percentage": 0.0, "value": True}}]
    turns = [
        (call("list_flags", namespace="checkout"), pj({"flags": existing, "nextPageToken": "", "totalCount": 6})),
        (call("get_flag", namespace="checkout", key="new-tax-engine"), pj({**existing[4], "rollouts": tax_rollouts, "defaultVariant": None})),
        (call("create_segment", namespace="checkout", key="beta-merchants", name="Beta merchants", match_type="ALL_MATCH_TYPE",
              constraints=[{"type": "STRING_COMPARISON_TYPE", "property": "merchant_tier", "operator": "eq", "value": "beta"}]), pj(seg_beta)),
        (call("create_flag", namespace="checkout", key="express-pay-button", name="Express pay button", type="BOOLEAN_FLAG_TYPE", description=desc, enabled=False), pj(epb0)),
        (call("create_rollout", namespace="checkout", flag_key="express-pay-button", rank=1, segment={"segment_key": "beta-merchants", "value": True}), pj(rollout)),
        (call("update_flag", namespace="checkout", key="express-pay-button", enabled=True), pj(epb1)),
        (call("evaluate", namespace="checkout", flag_key="express-pay-button", entity_id="merchant_4471", context={"merchant_tier": "beta", "region": "us"}),
         pj({"requestId": "8f1e3c5a-2b4d-4e6f-9a0b-1c2d3e4f5a6b", "flagKey": "express-pay-button", "enabled": True, "reason": "MATCH_EVALUATION_REASON",
             "segmentKeys": ["beta-merchants"], "requestDurationMillis": 0.412, "timestamp": "2024-10-08T09:23:40.118204Z"})),
        (call("list_flags", namespace="checkout"), pj({"flags": existing, "nextPageToken": "", "totalCount": 6})),
        (call("list_segments", namespace="checkout"), pj({"segments": [seg_beta, seg_eu, seg_staff], "nextPageToken": "", "totalCount": 3})),
        (call("get_flag", namespace="checkout", key="express-pay-button"), pj({**epb1, "rollouts": [rollout], "defaultVariant": None})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Flipt namespace 'checkout' with 6 flags and 2 segments; the agent sets up a beta-only rollout of a new flag.",
           bad=True, turn=8, kind="flag created, enabled and evaluated earlier is missing from the full flag listing (totalCount still 6)")


# ---------------------------------------------------------------------------------------------- 12 Google Calendar (clean)
def t12_calendar(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list-calendars", "List all available calendars", {}, []),
        tool("list-events", "List events from one or more calendars", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId"]),
        tool("search-events", "Search for events in a calendar by text query", {"calendarId": S, "query": S, "timeMin": S, "timeMax": S}, ["calendarId", "query"]),
        tool("get-freebusy", "Query free/busy information for calendars (times returned in UTC)", {"calendars": A, "timeMin": S, "timeMax": S}, ["calendars", "timeMin", "timeMax"]),
        tool("create-event", "Create a new calendar event", {"calendarId": S, "summary": S, "start": S, "end": S, "timeZone": S, "attendees": A, "description": S}, ["calendarId", "summary", "start", "end"]),
        tool("update-event", "Update an existing calendar event", {"calendarId": S, "eventId": S, "start": S, "end": S, "timeZone": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete-event", "Delete a calendar event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar of nadia.petrov@brightloom.io, default time zone Europe/Berlin", tools)
    me, jonas, amara = "nadia.petrov@brightloom.io", "jonas.weber@brightloom.io", "amara.diallo@brightloom.io"
    sync_id = "4m1q2vl8t0kqa7gq3s9r2c8hb5_20241015T120000Z"
    one = "0p9c3r6sd1m2f7ohl5kq8v4u2a"
    vendor = "7hq4b1ke6s0nq3g8m2dfr9c5vt"
    focus = "2sd8k0fj3b6l1n5q9h4m7p2c0e"
    inc = "q3n8k1u5d7j0g2e6r9t4b1m3sa"

    def ev(title: str, eid: str, start: str, end: str, extra: list[str]) -> str:
        return "\n".join([f"{title} ({eid})", f"Start: {start}", f"End: {end}"] + extra)

    sync = ev("Platform weekly sync", sync_id, "Tue, Oct 15, 2024, 14:00 (Europe/Berlin)", "Tue, Oct 15, 2024, 14:45 (Europe/Berlin)",
              ["Recurring: weekly on Tuesday", "Location: Meet meet.google.com/kpa-wcxz-rtd", "Organizer: jonas.weber@brightloom.io", "Attendees: 7 (you: accepted)"])
    oneonone = ev("1:1 Nadia / Jonas", one, "Wed, Oct 16, 2024, 10:00 (Europe/Berlin)", "Wed, Oct 16, 2024, 10:30 (Europe/Berlin)",
                  ["Organizer: jonas.weber@brightloom.io", "Attendees: nadia.petrov@brightloom.io (accepted), jonas.weber@brightloom.io (accepted)"])
    vend_att = "Attendees: nadia.petrov@brightloom.io (organizer, accepted), sam.ortiz@grafana.com (accepted), jonas.weber@brightloom.io (tentative)"
    vendor0 = ev("Vendor call: Grafana Labs", vendor, "Thu, Oct 17, 2024, 16:00 (Europe/Berlin)", "Thu, Oct 17, 2024, 17:00 (Europe/Berlin)", [vend_att])
    vendor1 = ev("Vendor call: Grafana Labs", vendor, "Thu, Oct 17, 2024, 17:00 (Europe/Berlin)", "Thu, Oct 17, 2024, 18:00 (Europe/Berlin)", [vend_att])
    focus_ev = ev("Focus block", focus, "Fri, Oct 18, 2024, 09:00 (Europe/Berlin)", "Fri, Oct 18, 2024, 12:00 (Europe/Berlin)", ["Transparency: busy", "Attendees: none"])
    desc = "Blameless review of INC-2291 (webhook 5xx). Doc: https://docs.brightloom.io/inc-2291-review"

    def inc_ev(j: str, a: str, updated: str) -> str:
        return ev("Incident review: INC-2291", inc, "Thu, Oct 17, 2024, 11:00 (Europe/Berlin)", "Thu, Oct 17, 2024, 11:45 (Europe/Berlin)",
                  [f"Description: {desc}", f"Attendees: nadia.petrov@brightloom.io (organizer, accepted), jonas.weber@brightloom.io ({j}), amara.diallo@brightloom.io ({a})",
                   "Meet: meet.google.com/zrt-hqbn-ufe", f"Created: 2024-10-14T08:12:31.000Z | Updated: {updated}"])

    def fb(rows: dict[str, list[str]]) -> str:
        out = ["Free/busy 2024-10-17T00:00:00Z to 2024-10-17T22:00:00Z (UTC):"]
        for who, busy in rows.items():
            out.append(f"{who}: " + (", ".join(busy) if busy else "free"))
        return "\n".join(out)

    week = {"calendarId": "primary", "timeMin": "2024-10-14T00:00:00+02:00", "timeMax": "2024-10-19T00:00:00+02:00", "timeZone": "Europe/Berlin"}
    turns = [
        (call("list-calendars"),
         "Available calendars:\nnadia.petrov@brightloom.io (PRIMARY) - Europe/Berlin - owner\nTeam Platform (c_9f1a2b3c4d5e6f708192a3b4c5d6e7f8@group.calendar.google.com) - Europe/Berlin - writer\n"
         "Holidays in Germany (en.german#holiday@group.v.calendar.google.com) - reader"),
        (call("list-events", **week),
         f"Found 4 event(s):\n\n{sync}\n\n{oneonone}\n\n{vendor0}\n\n{focus_ev}"),
        (call("get-freebusy", calendars=[me, jonas, amara], timeMin="2024-10-17T00:00:00Z", timeMax="2024-10-17T22:00:00Z"),
         fb({me: ["14:00-15:00"], jonas: ["07:30-08:00", "12:00-13:00", "14:00-15:00"], amara: ["09:30-10:00", "13:00-14:30"]})),
        (call("create-event", calendarId="primary", summary="Incident review: INC-2291", start="2024-10-17T11:00:00", end="2024-10-17T11:45:00", timeZone="Europe/Berlin",
              attendees=[jonas, amara], description=desc),
         "Event created successfully!\n\n" + inc_ev("needsAction", "needsAction", "2024-10-14T08:12:31.000Z")
         + "\nView: https://www.google.com/calendar/event?eid=cTNuOGsxdTVkN2owZzJlNnI5dDRiMW0zc2EgbmFkaWEucGV0cm92QGJyaWdodGxvb20uaW8"),
        (call("update-event", calendarId="primary", eventId=vendor, start="2024-10-17T17:00:00", end="2024-10-17T18:00:00", timeZone="Europe/Berlin", sendUpdates="all"),
         "Event updated successfully!\n\n" + vendor1 + "\nSequence: 1 | Updated: 2024-10-14T08:13:50.000Z"),
        (call("delete-event", calendarId="primary", eventId=focus, sendUpdates="none"), f"Event {focus} deleted successfully."),
        (call("search-events", calendarId="primary", query="INC-2291", timeMin="2024-10-14T00:00:00+02:00", timeMax="2024-10-19T00:00:00+02:00"),
         "Found 1 event(s) matching \"INC-2291\":\n\n" + inc_ev("accepted", "declined", "2024-10-14T08:19:07.000Z")),
        (call("list-events", **week),
         f"Found 4 event(s):\n\n{sync}\n\n{oneonone}\n\n{inc_ev('accepted', 'declined', '2024-10-14T08:19:07.000Z')}\n\n{vendor1}"),
        (call("get-freebusy", calendars=[me, jonas, amara], timeMin="2024-10-17T00:00:00Z", timeMax="2024-10-17T22:00:00Z"),
         fb({me: ["09:00-09:45", "15:00-16:00"], jonas: ["07:30-08:00", "09:00-09:45", "12:00-13:00", "15:00-16:00"], amara: ["09:30-10:00", "13:00-14:30"]})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Week of 14 Oct 2024. Nadia's agent books an incident review, moves the Grafana call by an hour and frees Friday morning.")


# ---------------------------------------------------------------------------------------------- 13 Postgres (bad)
def t13_postgres(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_schemas", "List all schemas in the database", {}, []),
        tool("list_objects", "List objects in a schema", {"schema_name": S, "object_type": S}, ["schema_name"]),
        tool("get_object_details", "Show detailed information about a database object", {"schema_name": S, "object_name": S, "object_type": S}, ["schema_name", "object_name"]),
        tool("execute_sql", "Execute any SQL query", {"sql": S}, ["sql"]),
        tool("analyze_db_health", "Analyzes database health (index, connection, vacuum, sequence, replication, buffer, constraint, all)", {"health_type": S}, []),
    ]
    system = mcp_system("postgres-mcp", "Postgres MCP Pro in unrestricted access mode on billing_staging (PostgreSQL 16.3)", tools)
    grp = "SELECT status, count(*) FROM subscriptions GROUP BY status ORDER BY status"
    orphan_q = ("SELECT c.id AS customer_id, c.email, c.signup_plan_id AS plan_id FROM customers c WHERE c.import_batch_id = 77 "
                "AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.customer_id = c.id) ORDER BY c.id")
    ins = ("INSERT INTO subscriptions (customer_id, plan_id, status, trial_ends_at, current_period_end, import_batch_id) "
           "SELECT c.id, c.signup_plan_id, 'trialing', c.created_at + interval '14 days', c.created_at + interval '14 days', 77 FROM customers c "
           "WHERE c.id IN (51203, 51207, 51219) RETURNING id, customer_id, plan_id, status")
    upd = ("WITH u AS (UPDATE subscriptions SET status = 'canceled', canceled_at = now() WHERE status = 'past_due' "
           "AND current_period_end < '2024-10-01' RETURNING 1) SELECT count(*) AS canceled FROM u")
    health = ("Invalid index check: No invalid indexes found.\n"
              "Duplicate index check: Index 'subscriptions_customer_idx' on public.subscriptions (customer_id) is covered by 'subscriptions_customer_id_status_idx' (customer_id, status); consider dropping it (saves 96 kB).\n"
              "Index bloat: No bloated indexes found (threshold 50%).\n"
              "Unused indexes: 'invoices_legacy_ref_idx' on public.invoices has 0 scans since stats reset (2024-11-04 02:14:09+00); size 1.1 MB.")
    details = (
        "{'basic': {'schema': 'public', 'name': 'subscriptions', 'type': 'table'}, "
        "'columns': [{'column': 'id', 'data_type': 'bigint', 'is_nullable': 'NO', 'default': \"nextval('subscriptions_id_seq'::regclass)\"}, "
        "{'column': 'customer_id', 'data_type': 'bigint', 'is_nullable': 'NO', 'default': None}, "
        "{'column': 'plan_id', 'data_type': 'integer', 'is_nullable': 'NO', 'default': None}, "
        "{'column': 'status', 'data_type': 'text', 'is_nullable': 'NO', 'default': \"'trialing'::text\"}, "
        "{'column': 'trial_ends_at', 'data_type': 'timestamp with time zone', 'is_nullable': 'YES', 'default': None}, "
        "{'column': 'current_period_end', 'data_type': 'timestamp with time zone', 'is_nullable': 'NO', 'default': None}, "
        "{'column': 'canceled_at', 'data_type': 'timestamp with time zone', 'is_nullable': 'YES', 'default': None}, "
        "{'column': 'created_at', 'data_type': 'timestamp with time zone', 'is_nullable': 'NO', 'default': 'now()'}, "
        "{'column': 'import_batch_id', 'data_type': 'integer', 'is_nullable': 'YES', 'default': None}], "
        "'constraints': [{'name': 'subscriptions_pkey', 'type': 'PRIMARY KEY', 'columns': ['id']}, "
        "{'name': 'subscriptions_customer_id_fkey', 'type': 'FOREIGN KEY', 'columns': ['customer_id']}, "
        "{'name': 'subscriptions_plan_id_fkey', 'type': 'FOREIGN KEY', 'columns': ['plan_id']}, "
        "{'name': 'subscriptions_status_check', 'type': 'CHECK', 'columns': ['status']}], "
        "'indexes': [{'name': 'subscriptions_pkey', 'definition': 'CREATE UNIQUE INDEX subscriptions_pkey ON public.subscriptions USING btree (id)'}, "
        "{'name': 'subscriptions_customer_idx', 'definition': 'CREATE INDEX subscriptions_customer_idx ON public.subscriptions USING btree (customer_id)'}, "
        "{'name': 'subscriptions_customer_id_status_idx', 'definition': 'CREATE INDEX subscriptions_customer_id_status_idx ON public.subscriptions USING btree (customer_id, status)'}]}")
    turns = [
        (call("list_schemas"),
         mcp_text("[{'schema_name': 'analytics', 'schema_owner': 'billing', 'schema_type': 'User Schema'}, {'schema_name': 'public', 'schema_owner': 'billing', 'schema_type': 'User Schema'}, "
                  "{'schema_name': 'information_schema', 'schema_owner': 'postgres', 'schema_type': 'System Information Schema'}, {'schema_name': 'pg_catalog', 'schema_owner': 'postgres', 'schema_type': 'System Schema'}]")),
        (call("list_objects", schema_name="public", object_type="table"),
         mcp_text("[{'schema': 'public', 'name': 'customers', 'type': 'BASE TABLE'}, {'schema': 'public', 'name': 'import_batches', 'type': 'BASE TABLE'}, "
                  "{'schema': 'public', 'name': 'invoices', 'type': 'BASE TABLE'}, {'schema': 'public', 'name': 'plans', 'type': 'BASE TABLE'}, "
                  "{'schema': 'public', 'name': 'schema_migrations', 'type': 'BASE TABLE'}, {'schema': 'public', 'name': 'subscriptions', 'type': 'BASE TABLE'}]")),
        (call("get_object_details", schema_name="public", object_name="subscriptions", object_type="table"), mcp_text(details)),
        (call("execute_sql", sql=grp),
         mcp_text("[{'status': 'active', 'count': 1842}, {'status': 'canceled', 'count': 611}, {'status': 'past_due', 'count': 37}, {'status': 'trialing', 'count': 104}]")),
        (call("execute_sql", sql="SELECT max(id) AS max_id, count(*) AS n FROM subscriptions"), mcp_text("[{'max_id': 2600, 'n': 2594}]")),
        (call("execute_sql", sql=orphan_q),
         mcp_text("[{'customer_id': 51203, 'email': 'ops@kestrel-analytics.io', 'plan_id': 3}, {'customer_id': 51207, 'email': 'finance@moorfield.co.uk', 'plan_id': 2}, "
                  "{'customer_id': 51219, 'email': 'hello@tandem-yoga.com', 'plan_id': 3}]")),
        (call("execute_sql", sql=ins),
         mcp_text("[{'id': 2601, 'customer_id': 51203, 'plan_id': 3, 'status': 'trialing'}, {'id': 2602, 'customer_id': 51207, 'plan_id': 2, 'status': 'trialing'}, "
                  "{'id': 2603, 'customer_id': 51219, 'plan_id': 3, 'status': 'trialing'}]")),
        (call("execute_sql", sql="SELECT count(*) AS n FROM subscriptions"), mcp_text("[{'n': 2597}]")),
        (call("execute_sql", sql=upd), mcp_text("[{'canceled': 12}]")),
        (call("analyze_db_health", health_type="index"), mcp_text(health)),
        (call("execute_sql", sql=grp),
         mcp_text("[{'status': 'active', 'count': 1842}, {'status': 'canceled', 'count': 623}, {'status': 'past_due', 'count': 25}, {'status': 'trialing', 'count': 106}]")),
        (call("execute_sql", sql="SELECT id, customer_id, status, trial_ends_at FROM subscriptions WHERE import_batch_id = 77 AND id > 2600 ORDER BY id"),
         mcp_text("[{'id': 2601, 'customer_id': 51203, 'status': 'trialing', 'trial_ends_at': datetime.datetime(2024, 11, 12, 9, 41, 20, tzinfo=datetime.timezone.utc)}, "
                  "{'id': 2602, 'customer_id': 51207, 'status': 'trialing', 'trial_ends_at': datetime.datetime(2024, 11, 13, 16, 5, 2, tzinfo=datetime.timezone.utc)}, "
                  "{'id': 2603, 'customer_id': 51219, 'status': 'trialing', 'trial_ends_at': datetime.datetime(2024, 11, 15, 11, 22, 47, tzinfo=datetime.timezone.utc)}]")),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="billing_staging was restored from the 2024-11-04 02:00 UTC production snapshot for a backfill rehearsal; no application or job is connected to it, only this session.",
           bad=True, turn=11, kind="per-status counts sum to 2596 with trialing at 106, though 104 trialing plus the 3 inserted rows make 107 and the table was counted at 2597 with no delete")


# ---------------------------------------------------------------------------------------------- 14 print farm (clean)
def t14_printfarm(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_printers", "List printers in the farm with their state and current job.", {}, []),
        tool("get_printer_status", "Live telemetry of one printer.", {"printer_id": S}, ["printer_id"]),
        tool("queue_job", "Queue a sliced file on a printer.", {"printer_id": S, "file": S, "copies": INT}, ["printer_id", "file"]),
        tool("start_job", "Start (or resume) a queued or paused job.", {"job_id": S}, ["job_id"]),
        tool("pause_job", "Pause a running job (nozzle drops to standby temperature).", {"job_id": S}, ["job_id"]),
        tool("get_job", "Get one job with its progress.", {"job_id": S}, ["job_id"]),
    ]
    system = mcp_system("spoolhouse", "print-farm manager for the Makerspace Lindholmen farm (Prusa printers over PrusaLink); times UTC, filament in grams", tools)

    def printer(pid: str, name: str, model: str, state: str, job: str | None, progress: int | None, spool: str, note: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"printer_id": pid, "name": name, "model": model, "state": state, "job_id": job, "progress_pct": progress, "spool": spool}
        if note:
            d["last_event"] = note
        return d

    def status(state: str, job: dict[str, Any] | None, nozzle: tuple[float, int], bed: tuple[float, int], spool_g: float, uptime: str, at: str) -> dict[str, Any]:
        return {"printer_id": "P-02", "name": "mk4-bravo", "model": "Original Prusa MK4", "firmware": "6.1.3+8273", "state": state, "at": at,
                "temps": {"nozzle": {"actual": nozzle[0], "target": nozzle[1]}, "bed": {"actual": bed[0], "target": bed[1]}},
                "nozzle_diameter_mm": 0.4, "spool": {"id": "SP-114", "material": "PETG", "color": "Galaxy Black", "remaining_g": spool_g},
                "uptime": uptime, "job": job}

    file = "bracket_v7_x12_0.4n_PETG.bgcode"
    jb = {"job_id": "J-3325", "file": file, "copies": 1, "estimated_time": "3h 12m 00s", "estimated_filament_g": 86.4, "layers": 212}
    turns = [
        (call("list_printers"),
         mcp_text({"at": "2024-04-09T10:00:05Z", "printers": [
             printer("P-01", "mk4-alpha", "Original Prusa MK4", "printing", "J-3318", 62, "SP-109 PLA Prusament Jet Black (344 g)"),
             printer("P-02", "mk4-bravo", "Original Prusa MK4", "idle", None, None, "SP-114 PETG Galaxy Black (612 g)"),
             printer("P-03", "xl-charlie", "Original Prusa XL (2 tools)", "attention", "J-3301", 48, "T1: SP-097 PLA Signal White (0 g)", "filament runout on T1 at 09:41:12Z, job paused"),
             printer("P-04", "mini-delta", "Original Prusa MINI+", "offline", None, None, "SP-120 PLA Galaxy Silver (790 g)", "last seen 2024-04-08T19:02:44Z"),
         ]})),
        (call("get_printer_status", printer_id="P-02"), mcp_text(status("idle", None, (24.1, 0), (23.6, 0), 612.0, "3d 04:12:09", "2024-04-09T10:00:31Z"))),
        (call("queue_job", printer_id="P-02", file=file, copies=1),
         mcp_text({**jb, "printer_id": "P-02", "state": "queued", "queue_position": 1, "queued_at": "2024-04-09T10:01:47Z"})),
        (call("start_job", job_id="J-3325"),
         mcp_text({**jb, "printer_id": "P-02", "state": "printing", "started_at": "2024-04-09T10:03:12Z", "eta": "2024-04-09T13:15:12Z"})),
        (call("get_printer_status", printer_id="P-02"),
         mcp_text(status("printing", {**jb, "progress_pct": 3, "layer": 4, "elapsed": "0h 06m 31s", "remaining": "3h 06m 10s", "eta": "2024-04-09T13:15:53Z"},
                         (215.2, 215), (84.6, 85), 609.4, "3d 04:21:21", "2024-04-09T10:09:43Z"))),
        (call("get_job", job_id="J-3318"),
         mcp_text({"job_id": "J-3318", "printer_id": "P-01", "file": "enclosure_lid_v3_PLA.bgcode", "state": "printing", "progress_pct": 69, "layer": 151, "layers": 219,
                   "started_at": "2024-04-09T08:14:40Z", "elapsed": "1h 56m 02s", "remaining": "0h 52m 30s", "eta": "2024-04-09T11:03:12Z", "estimated_filament_g": 118.7})),
        (call("pause_job", job_id="J-3325"),
         mcp_text({"job_id": "J-3325", "printer_id": "P-02", "state": "paused", "paused_at": "2024-04-09T10:14:40Z", "progress_pct": 5, "layer": 7,
                   "note": "nozzle to standby 170 °C, bed held at target"})),
        (call("get_printer_status", printer_id="P-02"),
         mcp_text(status("paused", {**jb, "progress_pct": 5, "layer": 7, "elapsed": "0h 11m 28s", "remaining": None, "eta": None, "paused_at": "2024-04-09T10:14:40Z"},
                         (170.3, 170), (85.0, 85), 607.6, "3d 04:27:48", "2024-04-09T10:16:10Z"))),
        (call("start_job", job_id="J-3325"),
         mcp_text({**jb, "printer_id": "P-02", "state": "printing", "resumed_at": "2024-04-09T10:25:02Z", "paused_for": "0h 10m 22s", "progress_pct": 5,
                   "eta": "2024-04-09T13:25:41Z", "note": "ETA re-estimated from print-time model after resume"})),
        (call("list_printers"),
         mcp_text({"at": "2024-04-09T10:26:18Z", "printers": [
             printer("P-01", "mk4-alpha", "Original Prusa MK4", "printing", "J-3318", 78, "SP-109 PLA Prusament Jet Black (325 g)"),
             printer("P-02", "mk4-bravo", "Original Prusa MK4", "printing", "J-3325", 5, "SP-114 PETG Galaxy Black (607 g)"),
             printer("P-03", "xl-charlie", "Original Prusa XL (2 tools)", "printing", "J-3301", 49, "T1: SP-121 PLA Signal White (1000 g)", "filament loaded on T1 by k.nguyen at 10:19:50Z, job resumed"),
             printer("P-04", "mini-delta", "Original Prusa MINI+", "offline", None, None, "SP-120 PLA Galaxy Silver (790 g)", "last seen 2024-04-08T19:02:44Z"),
         ]})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Print farm with 4 printers; makerspace staff (k.nguyen on shift) tend the machines while the agent schedules jobs.")


# ---------------------------------------------------------------------------------------------- 15 library catalog (bad)
def t15_library(rs: RowSet, tid: str) -> None:
    tools = [
        tool("search_catalog", "Search bibliographic records (title, author, ISBN).", {"query": S, "limit": INT}, ["query"]),
        tool("get_biblio", "Get a bibliographic record with holdings and hold counts.", {"biblionumber": INT}, ["biblionumber"]),
        tool("list_items", "List the item records (physical copies) of a biblio.", {"biblionumber": INT}, ["biblionumber"]),
        tool("get_item", "Get one item record.", {"itemnumber": INT}, ["itemnumber"]),
        tool("delete_item", "Delete an item record (weeding). Fails if the item is checked out or has a waiting hold.", {"itemnumber": INT, "reason": S}, ["itemnumber"]),
        tool("update_item", "Update fields of an item record.", {"itemnumber": INT, "fields": OBJ}, ["itemnumber", "fields"]),
        tool("place_hold", "Place a biblio-level hold for a patron.", {"biblionumber": INT, "patron_id": INT, "pickup_branch": S}, ["biblionumber", "patron_id", "pickup_branch"]),
    ]
    system = mcp_system("koha-ils", "Koha 23.11 REST bridge for the Marlow County Library consortium (3 branches)", tools)
    hdr = f"{'itemnumber':<11}{'barcode':<16}{'branch':<11}{'location':<16}{'callnumber':<15}{'status':<34}{'issues':>6}  last_seen"

    def item(num: int, bc: str, br: str, loc: str, status: str, issues: int, seen: str) -> str:
        return f"{num:<11}{bc:<16}{br:<11}{loc:<16}{'FIC POWERS':<15}{status:<34}{issues:>6}  {seen}"

    i55301 = item(55301, "31234000918273", "Main", "Adult Fiction", "Available; damaged: water damage", 41, "2024-02-11")
    i55302 = item(55302, "31234000918281", "Main", "Adult Fiction", "Checked out (due 2024-03-28)", 38, "2024-03-07")
    i55419 = item(55419, "31234001022109", "Eastside", "Adult Fiction", "Available", 29, "2024-03-01")
    i55420 = item(55420, "31234001022117", "Eastside", "Adult Fiction", "In transit to Main (since 03-12)", 33, "2024-03-12")
    i58977 = item(58977, "31234001240115", "Northgate", "Adult Fiction", "Available; damaged: spine broken", 17, "2024-02-27")
    i58977b = item(58977, "31234001240115", "Northgate", "Adult Fiction", "Not for loan: at bindery", 17, "2024-03-14")

    def items(rows: list[str]) -> str:
        return f"Biblio 18842 'The overstory : a novel' - {len(rows)} item(s)\n{hdr}\n" + "\n".join(rows)

    def biblio(n_items: int, avail: int, holds: int, hold_lines: list[str]) -> str:
        return ("Biblionumber: 18842\nTitle: The overstory : a novel\nAuthor: Powers, Richard, 1957-\nPublisher: New York : W. W. Norton & Company, [2018]\n"
                "ISBN: 9780393635522 (hardcover)\nDescription: 502 pages ; 25 cm\nSubjects: Trees -- Fiction; Environmentalism -- Fiction\n"
                f"Item type: Book (Adult)\nItems: {n_items} (available: {avail})\nHolds: {holds}\n" + "\n".join(hold_lines))

    holds0 = ["  1. patron 2209113 pickup Main, placed 2024-03-02, status: pending", "  2. patron 2201874 pickup Northgate, placed 2024-03-09, status: pending"]
    holds1 = holds0 + ["  3. patron 2210457 pickup Eastside, placed 2024-03-14, status: pending"]
    turns = [
        (call("search_catalog", query="overstory powers", limit=10),
         "2 result(s) for 'overstory powers':\n"
         "[18842] The overstory : a novel / Richard Powers. Norton, 2018. Hardcover, ISBN 9780393635522. Items: 5 (available: 3). Holds: 2\n"
         "[20117] The overstory : a novel / Richard Powers. Norton, 2019. Paperback, ISBN 9780393356687. Items: 2 (available: 1). Holds: 0"),
        (call("list_items", biblionumber=18842), items([i55301, i55302, i55419, i55420, i58977])),
        (call("get_item", itemnumber=58977),
         "Item 58977 (barcode 31234001240115)\nBiblio: 18842 The overstory : a novel\nHome branch: Northgate | Holding branch: Northgate\nShelving location: Adult Fiction\n"
         "Call number: FIC POWERS\nStatus: Available\nDamaged: spine broken (set 2024-02-27 by staff nbalogun)\nNot for loan: no\nTotal checkouts: 17\nLast seen: 2024-02-27\n"
         "Price: 32.50 USD | Replacement price: 32.50 USD\nPublic note: (none) | Internal note: 'spine cracked at p.210, pages loose'"),
        (call("delete_item", itemnumber=55301, reason="Weeded: water damage, replacement copy on order"),
         "Item 55301 (barcode 31234000918273) deleted from biblio 18842. Remaining items on the record: 4."),
        (call("update_item", itemnumber=58977, fields={"notforloan": "At bindery", "damaged": 0, "itemnotes_nonpublic": "Sent to bindery 2024-03-14 (batch BND-0314)"}),
         "Item 58977 updated: notforloan 0 -> 'At bindery', damaged 'spine broken' -> 0, itemnotes_nonpublic set. Last seen updated to 2024-03-14."),
        (call("list_items", biblionumber=18842), items([i55301, i55302, i55419, i55420, i58977b])),
        (call("place_hold", biblionumber=18842, patron_id=2210457, pickup_branch="Eastside"),
         "Hold 90311 placed for patron 2210457 (Tran, Vivian) on biblio 18842 'The overstory : a novel'. Pickup: Eastside. Priority in queue: 3. Expires: 2024-09-14."),
        (call("get_biblio", biblionumber=18842), biblio(4, 1, 3, holds1)),
        (call("search_catalog", query="overstory powers", limit=10),
         "2 result(s) for 'overstory powers':\n"
         "[18842] The overstory : a novel / Richard Powers. Norton, 2018. Hardcover, ISBN 9780393635522. Items: 4 (available: 1). Holds: 3\n"
         "[20117] The overstory : a novel / Richard Powers. Norton, 2019. Paperback, ISBN 9780393356687. Items: 2 (available: 1). Holds: 0"),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Marlow County Library, weeding run at Main on 2024-03-14; the agent works through the staff account of the collection manager.",
           bad=True, turn=6, kind="item record deleted two turns earlier (water-damaged copy 55301) is listed again on the biblio, 5 items instead of 4")


# ---------------------------------------------------------------------------------------------- 16 Kubernetes (clean)
def t16_kubernetes(rs: RowSet, tid: str) -> None:
    tools = [
        tool("kubectl_get", "Get or list Kubernetes resources by resource type, name, and optionally namespace", {"resourceType": S, "name": S, "namespace": S, "output": S, "labelSelector": S}, ["resourceType"]),
        tool("kubectl_describe", "Describe Kubernetes resources by resource type, name, and optionally namespace", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
        tool("kubectl_logs", "Get logs from Kubernetes resources like pods, deployments, or jobs", {"resourceType": S, "name": S, "namespace": S, "previous": B, "tail": INT}, ["resourceType", "name", "namespace"]),
        tool("kubectl_patch", "Update field(s) of a resource using strategic merge patch, JSON merge patch, or JSON patch", {"resourceType": S, "name": S, "namespace": S, "patchType": S, "patchData": OBJ}, ["resourceType", "name"]),
        tool("kubectl_rollout", "Manage the rollout of a resource (e.g., deployment, daemonset, statefulset)", {"subCommand": S, "resourceType": S, "name": S, "namespace": S}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a Kubernetes deployment", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
    ]
    system = mcp_system("kubernetes", "mcp-server-kubernetes with kubeconfig context prod-eu-west-1, kubectl 1.29", tools)
    ns = "checkout"
    pods0 = ("NAME                              READY   STATUS    RESTARTS      AGE\n"
             "cart-api-7d9f8c6b5d-4xk2p         1/1     Running   0             3d2h\n"
             "cart-api-7d9f8c6b5d-q8zvn         1/1     Running   3 (41m ago)   3d2h\n"
             "cart-worker-5c7b9d4f8-mm2tj       1/1     Running   0             6h14m\n"
             "redis-cart-0                      1/1     Running   0             12d")
    describe_pod = """Name:             cart-api-7d9f8c6b5d-q8zvn
Namespace:        checkout
Priority:         0
Service Account:  cart-api
Node:             ip-10-42-17-88.eu-west-1.compute.internal/10.42.17.88
Start Time:       Mon, 04 Nov 2024 07:12:09 +0000
Labels:           app=cart-api
                  pod-template-hash=7d9f8c6b5d
Status:           Running
IP:               10.42.19.203
Controlled By:    ReplicaSet/cart-api-7d9f8c6b5d
Containers:
  cart-api:
    Container ID:   containerd://8c1d0e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d
    Image:          registry.internal/checkout/cart-api:2.14.1
    Port:           8080/TCP
    State:          Running
      Started:      Thu, 07 Nov 2024 08:31:47 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Thu, 07 Nov 2024 07:02:15 +0000
      Finished:     Thu, 07 Nov 2024 08:31:44 +0000
    Ready:          True
    Restart Count:  3
    Limits:
      cpu:     1
      memory:  512Mi
    Requests:
      cpu:        250m
      memory:     384Mi
    Liveness:     http-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3
    Environment:
      JAVA_TOOL_OPTIONS:  -XX:MaxRAMPercentage=75
Events:
  Type     Reason     Age                  From     Message
  ----     ------     ----                 ----     -------
  Warning  BackOff    41m                  kubelet  Back-off restarting failed container cart-api in pod cart-api-7d9f8c6b5d-q8zvn_checkout
  Normal   Pulled     41m (x4 over 3d2h)   kubelet  Container image "registry.internal/checkout/cart-api:2.14.1" already present on machine
  Normal   Started    41m (x4 over 3d2h)   kubelet  Started container cart-api"""
    logs = """2024-11-07T08:31:02.114Z INFO  c.c.CartController  GET /v1/carts/9c41e2 200 12ms
2024-11-07T08:31:12.907Z WARN  c.c.PromoCache      promo cache size 1,912,004 entries (limit 250,000 not enforced: promo.cache.max-size unset)
2024-11-07T08:31:20.331Z INFO  c.c.CartController  POST /v1/carts/77ab10/items 201 31ms
2024-11-07T08:31:33.560Z WARN  c.c.JvmMonitor      GC overhead: 18.4% of time in G1 young/mixed collections over the last 60s
2024-11-07T08:31:41.002Z ERROR c.c.PromoCache      failed to refresh promo cache: java.lang.OutOfMemoryError: Java heap space
2024-11-07T08:31:41.005Z ERROR o.s.b.SpringApplication  Application run failed after fatal error, container will be killed"""
    pods1 = ("NAME                              READY   STATUS    RESTARTS   AGE\n"
             "cart-api-6f4b7c9d88-2hjwx         1/1     Running   0          52s\n"
             "cart-api-6f4b7c9d88-zt5rq         1/1     Running   0          21s\n"
             "cart-worker-5c7b9d4f8-mm2tj       1/1     Running   0          6h17m\n"
             "redis-cart-0                      1/1     Running   0          12d")
    pods2 = ("NAME                        READY   STATUS    RESTARTS   AGE     IP              NODE\n"
             "cart-api-6f4b7c9d88-2hjwx   1/1     Running   0          3m10s   10.42.21.57     ip-10-42-20-14.eu-west-1.compute.internal\n"
             "cart-api-6f4b7c9d88-9kd4m   1/1     Running   0          38s     10.42.18.140    ip-10-42-17-88.eu-west-1.compute.internal\n"
             "cart-api-6f4b7c9d88-zt5rq   1/1     Running   0          2m39s   10.42.23.9      ip-10-42-22-61.eu-west-1.compute.internal")
    describe_dep = """Name:                   cart-api
Namespace:              checkout
CreationTimestamp:      Fri, 27 Sep 2024 10:44:31 +0000
Labels:                 app=cart-api
Annotations:            deployment.kubernetes.io/revision: 14
Selector:               app=cart-api
Replicas:               3 desired | 3 updated | 3 total | 3 available | 0 unavailable
StrategyType:           RollingUpdate
RollingUpdateStrategy:  25% max unavailable, 25% max surge
Pod Template:
  Labels:           app=cart-api
  Service Account:  cart-api
  Containers:
   cart-api:
    Image:      registry.internal/checkout/cart-api:2.14.1
    Port:       8080/TCP
    Limits:
      cpu:     1
      memory:  768Mi
    Requests:
      cpu:        250m
      memory:     384Mi
    Environment:
      JAVA_TOOL_OPTIONS:  -XX:MaxRAMPercentage=75
Conditions:
  Type           Status  Reason
  ----           ------  ------
  Available      True    MinimumReplicasAvailable
  Progressing    True    NewReplicaSetAvailable
OldReplicaSets:  cart-api-7d9f8c6b5d (0/0 replicas created)
NewReplicaSet:   cart-api-6f4b7c9d88 (3/3 replicas created)
Events:
  Type    Reason             Age    From                   Message
  ----    ------             ----   ----                   -------
  Normal  ScalingReplicaSet  3m41s  deployment-controller  Scaled up replica set cart-api-6f4b7c9d88 to 1
  Normal  ScalingReplicaSet  3m10s  deployment-controller  Scaled down replica set cart-api-7d9f8c6b5d to 1 from 2
  Normal  ScalingReplicaSet  3m10s  deployment-controller  Scaled up replica set cart-api-6f4b7c9d88 to 2 from 1
  Normal  ScalingReplicaSet  2m39s  deployment-controller  Scaled down replica set cart-api-7d9f8c6b5d to 0 from 1
  Normal  ScalingReplicaSet  69s    deployment-controller  Scaled up replica set cart-api-6f4b7c9d88 to 3 from 2"""
    patch = {"spec": {"template": {"spec": {"containers": [{"name": "cart-api", "resources": {"limits": {"memory": "768Mi"}}}]}}}}
    turns = [
        (call("kubectl_get", resourceType="pods", namespace=ns), mcp_text(pods0)),
        (call("kubectl_describe", resourceType="pod", name="cart-api-7d9f8c6b5d-q8zvn", namespace=ns), mcp_text(describe_pod)),
        (call("kubectl_logs", resourceType="pod", name="cart-api-7d9f8c6b5d-q8zvn", namespace=ns, previous=True, tail=6), mcp_text(logs)),
        (call("kubectl_patch", resourceType="deployment", name="cart-api", namespace=ns, patchType="strategic", patchData=patch), mcp_text("deployment.apps/cart-api patched")),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="cart-api", namespace=ns),
         mcp_text('Waiting for deployment "cart-api" rollout to finish: 1 out of 2 new replicas have been updated...\n'
                  'Waiting for deployment "cart-api" rollout to finish: 1 old replicas are pending termination...\n'
                  'deployment "cart-api" successfully rolled out')),
        (call("kubectl_get", resourceType="pods", namespace=ns), mcp_text(pods1)),
        (call("kubectl_scale", name="cart-api", namespace=ns, replicas=3, resourceType="deployment"), mcp_text("deployment.apps/cart-api scaled")),
        (call("kubectl_get", resourceType="deployment", name="cart-api", namespace=ns, output="wide"),
         mcp_text("NAME       READY   UP-TO-DATE   AVAILABLE   AGE   CONTAINERS   IMAGES                                       SELECTOR\n"
                  "cart-api   3/3     3            3           41d   cart-api     registry.internal/checkout/cart-api:2.14.1   app=cart-api")),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=cart-api", output="wide"), mcp_text(pods2)),
        (call("kubectl_describe", resourceType="deployment", name="cart-api", namespace=ns), mcp_text(describe_dep)),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Cluster prod-eu-west-1, namespace checkout; cart-api (2 replicas) has been OOM-killed repeatedly today.")


# ---------------------------------------------------------------------------------------------- 17 greenhouse (clean)
def t17_greenhouse(rs: RowSet, tid: str) -> None:
    z = {"zone_id": S}
    tools = [
        tool("list_zones", "All zones with their latest climate and substrate readings.", {}, []),
        tool("get_zone_status", "Detailed live status of one zone: sensors, setpoints, actuators, water meter.", z, ["zone_id"]),
        tool("list_alarms", "Active and recent alarms.", {"state": S}, []),
        tool("start_irrigation", "Open a zone's valve for a number of minutes.", {**z, "minutes": INT}, ["zone_id", "minutes"]),
        tool("get_irrigation_run", "Progress of an irrigation run.", {"run_id": S}, ["run_id"]),
        tool("ack_alarm", "Acknowledge an alarm.", {"alarm_id": S, "note": S}, ["alarm_id"]),
        tool("set_setpoint", "Change a climate setpoint of a zone.", {**z, "name": S, "value": NUM}, ["zone_id", "name", "value"]),
        tool("get_sensor_history", "Sensor readings of a zone over a window.", {**z, "sensor": S, "minutes": INT, "units": S}, ["zone_id", "sensor"]),
    ]
    system = mcp_system("verdant-grow", "climate and fertigation controller of the Brenner Gemüse greenhouse, Bolzano; metric units unless asked", tools)

    def zone(zid: str, name: str, t: float, rh: int, vwc: float, irr: str, at: str) -> dict[str, Any]:
        return {"zone_id": zid, "name": name, "air_temp_c": t, "rh_pct": rh, "substrate_vwc_pct": vwc, "irrigation": irr, "reading_at": at}

    def z3(at: str, ago: str, t: float, rh: int, vpd: float, vwc: float, ec: float, day_sp: float, vent: int, valve: str, meter: float, run: str | None) -> dict[str, Any]:
        return {"zone_id": "Z3", "name": "Cucumber bay", "crop": "Cucumber 'Proloog', week 9", "reading_at": at, "last_reading": ago,
                "sensors": {"air_temp_c": t, "rh_pct": rh, "vpd_kpa": vpd, "co2_ppm": 612, "par_umol_m2_s": 488, "substrate_vwc_pct": vwc, "substrate_ec_ms_cm": ec},
                "setpoints": {"day_temp_c": day_sp, "night_temp_c": 19.0, "rh_max_pct": 85, "vwc_low_pct": 30.0},
                "actuators": {"roof_vent_pct": vent, "screen_pct": 0, "heating_pipe_c": 38.0, "valve_V3": valve, "active_run": run},
                "water_meter_V3_l": meter}

    hist_f = [("10:00", 79.3, 68), ("10:02", 79.2, 68), ("10:04", 79.0, 69), ("10:06", 78.8, 69), ("10:08", 78.6, 70), ("10:10", 78.6, 70)]
    turns = [
        (call("list_zones"),
         pj({"zones": [zone("Z1", "Tomato bay A", 24.6, 71, 31.2, "idle", "2024-05-16T09:58:52+02:00"),
                       zone("Z2", "Seedling bench", 22.1, 84, 44.0, "idle", "2024-05-16T09:58:50+02:00"),
                       zone("Z3", "Cucumber bay", 26.3, 68, 27.9, "idle", "2024-05-16T09:58:55+02:00")]})),
        (call("get_zone_status", zone_id="Z3"), pj(z3("2024-05-16T09:59:41+02:00", "8 s ago", 26.3, 68, 1.10, 27.9, 2.4, 25.0, 35, "closed", 18423.6, None))),
        (call("list_alarms", state="active"),
         pj({"alarms": [{"alarm_id": "ALM-7731", "zone_id": "Z3", "type": "substrate_vwc_low", "message": "Substrate VWC below 30.0% for 20 min (27.9%)",
                         "since": "2024-05-16T09:41:05+02:00", "severity": "warning", "acknowledged": False}]})),
        (call("start_irrigation", zone_id="Z3", minutes=6),
         pj({"run_id": "IR-20931", "zone_id": "Z3", "valve": "V3", "state": "running", "started_at": "2024-05-16T10:02:10+02:00", "planned_minutes": 6,
             "expected_flow_l_min": 12.4, "recipe": "Cucumber veg EC 2.4 / pH 5.8"})),
        (call("get_irrigation_run", run_id="IR-20931"),
         pj({"run_id": "IR-20931", "state": "running", "elapsed": "2:35", "remaining": "3:25", "delivered_l": 31.9, "flow_l_min": 12.3, "water_meter_V3_l": 18455.5,
             "mix": {"ec_ms_cm": 2.42, "ph": 5.81}})),
        (call("ack_alarm", alarm_id="ALM-7731", note="Irrigation run IR-20931 started, 6 min on V3."),
         pj({"alarm_id": "ALM-7731", "acknowledged": True, "acknowledged_by": "mcp-agent", "acknowledged_at": "2024-05-16T10:05:02+02:00", "state": "active",
             "note": "Irrigation run IR-20931 started, 6 min on V3."})),
        (call("set_setpoint", zone_id="Z3", name="day_temp_c", value=24.0),
         pj({"zone_id": "Z3", "setpoint": "day_temp_c", "old": 25.0, "new": 24.0, "applied_at": "2024-05-16T10:05:40+02:00",
             "effect": "roof vent target 35% -> 48% (ramp 2%/min)"})),
        (call("get_sensor_history", zone_id="Z3", sensor="air_temp,rh", minutes=10, units="imperial"),
         pj({"zone_id": "Z3", "units": {"air_temp": "°F", "rh": "%"}, "interval": "2 min",
             "readings": [{"time": f"2024-05-16T{t}:00+02:00", "air_temp_f": f_, "rh_pct": rh} for t, f_, rh in hist_f]})),
        (call("get_zone_status", zone_id="Z3"),
         pj({**z3("2024-05-16T10:10:33+02:00", "3 s ago", 25.9, 70, 1.00, 33.4, 2.4, 24.0, 48, "closed", 18498.0, None),
             "last_run": {"run_id": "IR-20931", "finished_at": "2024-05-16T10:08:10+02:00", "delivered_l": 74.4},
             "alarms": {"ALM-7731": "cleared 10:07:52 (VWC 30.6%)"}})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Greenhouse controller at mid-morning; the cucumber bay substrate is drying out and the agent irrigates it.")


# ---------------------------------------------------------------------------------------------- 18 Stripe (bad)
def t18_stripe(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_customers", "Fetch a list of Customers from Stripe.", {"email": S, "limit": INT}, []),
        tool("create_invoice", "Create an invoice in Stripe.", {"customer": S, "days_until_due": INT, "collection_method": S, "description": S}, ["customer"]),
        tool("create_invoice_item", "Create an invoice item in Stripe.", {"customer": S, "invoice": S, "description": S, "unit_amount": INT, "quantity": INT, "currency": S}, ["customer", "invoice", "unit_amount"]),
        tool("retrieve_invoice", "Retrieve an invoice.", {"invoice": S}, ["invoice"]),
        tool("finalize_invoice", "Finalize an invoice in Stripe.", {"invoice": S}, ["invoice"]),
        tool("send_invoice", "Email a finalized invoice to the customer.", {"invoice": S}, ["invoice"]),
        tool("list_invoices", "List invoices of a customer.", {"customer": S, "limit": INT}, ["customer"]),
    ]
    system = mcp_system("stripe", "Stripe agent toolkit MCP server, live mode, account Kerrowan Consulting Ltd (acct_1Kx0KerrowanGB)", tools)
    cus, inv = "cus_QfR2xW9mLk3T1a", "in_1PqA8sKerw0aBcDeFgHiJkLm"
    customer = {"id": cus, "object": "customer", "name": "Northwind Robotics GmbH", "email": "ap@northwind-robotics.de", "currency": "usd", "balance": 0,
                "created": 1709201144, "invoice_prefix": "8A1F2C3D", "invoice_settings": {"default_payment_method": None, "footer": None},
                "address": {"city": "Stuttgart", "country": "DE", "line1": "Heilbronner Str. 150", "postal_code": "70191"}, "livemode": True,
                "tax_exempt": "reverse", "next_invoice_sequence": 7}
    items = [
        ("ii_1PqA9cKerw0aBcDe11AaBbCc", "Architecture review, 12 h @ $185", 18500, 12, 1723458121),
        ("ii_1PqAA1Kerw0aBcDe22DdEeFf", "Load-test report and capacity plan", 95000, 1, 1723458148),
        ("ii_1PqAAVKerw0aBcDe33GgHhIi", "Travel: Lisbon on-site workshop (flights + 2 nights)", 61240, 1, 1723458176),
    ]
    total = sum(u * q for _, _, u, q, _ in items)
    assert total == 378240

    def ii(iid: str, desc: str, unit: int, qty: int, created: int) -> dict[str, Any]:
        return {"id": iid, "object": "invoiceitem", "amount": unit * qty, "currency": "usd", "customer": cus, "date": created, "description": desc,
                "discountable": True, "invoice": inv, "livemode": True, "period": {"end": created, "start": created},
                "price": {"id": "price_1PqA" + iid[-8:], "object": "price", "unit_amount": unit, "currency": "usd", "type": "one_time", "active": False},
                "proration": False, "quantity": qty, "unit_amount": unit, "unit_amount_decimal": str(unit)}

    def invoice(status: str, amount: int, **over: Any) -> dict[str, Any]:
        d: dict[str, Any] = {"id": inv, "object": "invoice", "customer": cus, "customer_name": "Northwind Robotics GmbH", "customer_email": "ap@northwind-robotics.de",
                             "customer_tax_exempt": "reverse", "collection_method": "send_invoice", "currency": "usd", "status": status, "number": None,
                             "description": "Platform architecture engagement, July 2024", "created": 1723458090, "days_until_due": 30, "due_date": None,
                             "subtotal": amount, "total": amount, "tax": None, "amount_due": amount, "amount_paid": 0, "amount_remaining": amount,
                             "lines": {"object": "list", "total_count": 3 if amount else 0, "has_more": False, "url": f"/v1/invoices/{inv}/lines"},
                             "hosted_invoice_url": None, "invoice_pdf": None, "livemode": True, "auto_advance": False}
        d.update(over)
        return d

    hosted = "https://invoice.stripe.com/i/acct_1Kx0KerrowanGB/live_YWNjdF8xS3gwS2Vycm93YW5HQixfUWZSMnhXOW1MazNUMWEsMTE0MDA"
    pdf = "https://pay.stripe.com/invoice/acct_1Kx0KerrowanGB/live_YWNjdF8xS3gwS2Vycm93YW5HQixfUWZSMnhXOW1MazNUMWEsMTE0MDA/pdf"
    fin = {"number": "8A1F2C3D-0007", "status_transitions": {"finalized_at": 1723458301}, "due_date": 1726050301, "hosted_invoice_url": hosted, "invoice_pdf": pdf}
    older = invoice("paid", 512000, id="in_1OzZ4rKerw0aKkLlMmNnOoPp", number="8A1F2C3D-0006", created=1719331002, description="Platform architecture engagement, June 2024",
                    amount_paid=512000, amount_remaining=0, due_date=1721923002, hosted_invoice_url=None)
    older["lines"]["total_count"] = 4
    turns = [
        (call("list_customers", email="ap@northwind-robotics.de", limit=3), pj({"object": "list", "data": [customer], "has_more": False, "url": "/v1/customers"})),
        (call("create_invoice", customer=cus, days_until_due=30, collection_method="send_invoice", description="Platform architecture engagement, July 2024"), pj(invoice("draft", 0))),
        (call("create_invoice_item", customer=cus, invoice=inv, description=items[0][1], unit_amount=18500, quantity=12, currency="usd"), pj(ii(*items[0]))),
        (call("create_invoice_item", customer=cus, invoice=inv, description=items[1][1], unit_amount=95000, quantity=1, currency="usd"), pj(ii(*items[1]))),
        (call("create_invoice_item", customer=cus, invoice=inv, description=items[2][1], unit_amount=61240, quantity=1, currency="usd"), pj(ii(*items[2]))),
        (call("retrieve_invoice", invoice=inv), pj(invoice("draft", total))),
        (call("finalize_invoice", invoice=inv), pj(invoice("open", 387240, **fin))),
        (call("send_invoice", invoice=inv), pj(invoice("open", total, **fin))),
        (call("list_invoices", customer=cus, limit=2), pj({"object": "list", "data": [invoice("open", total, **fin), older], "has_more": True, "url": "/v1/invoices"})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Stripe account of a consultancy; the agent bills Northwind Robotics for July (3 line items, reverse-charge customer, no tax).",
           bad=True, turn=7, kind="finalized invoice totals $3,872.40 though its three items (and the draft just before) came to $3,782.40; later calls show $3,782.40 again")


# ---------------------------------------------------------------------------------------------- 19 box office (clean)
def t19_boxoffice(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_performances", "Performances of a production with live sales counts.", {"production": S}, ["production"]),
        tool("get_seat_map", "Live seat map of part of the house.", {"performance_id": S, "section": S, "rows": S}, ["performance_id", "section"]),
        tool("hold_seats", "Hold seats for this session (10 minutes).", {"performance_id": S, "seats": A}, ["performance_id", "seats"]),
        tool("create_order", "Turn a hold into a paid order.", {"hold_id": S, "customer": OBJ, "tickets": A, "payment": S}, ["hold_id", "customer", "tickets"]),
        tool("get_order", "Get an order with its tickets.", {"order_id": S}, ["order_id"]),
        tool("get_sales_summary", "Sales summary of one performance.", {"performance_id": S}, ["performance_id"]),
    ]
    system = mcp_system("curtaincall-boxoffice", "ticketing for the Lyric Studio Theatre (220 seats); web and phone sales run concurrently", tools)

    def perf(pid: str, when: str, sold: int, held: int) -> dict[str, Any]:
        return {"performance_id": pid, "starts": when, "capacity": 220, "sold": sold, "held": held, "available": 220 - sold - held}

    def row(r: str, seats: dict[int, str]) -> str:
        return f"Row {r}: " + " ".join(f"{n}:{seats.get(n, 'A')}" for n in range(1, 17))

    legend = "Legend: A=available, S=sold, H=held (other session), Y=held by you"

    def seatmap(as_of: str, e: dict[int, str], f: dict[int, str], g: dict[int, str], sold: int, held: int, extra: str = "") -> str:
        return "\n".join([f"Performance PF-5522, Fri 15 Nov 2024 19:30 - Orchestra rows E-G (as of {as_of})", legend,
                          row("E", e), row("F", f), row("G", g), f"House totals: sold {sold}, held {held}, available {220 - sold - held}"]) + extra

    e0 = {n: "S" for n in (1, 2, 3, 4, 5, 6, 13, 14, 15, 16)}
    f0 = {n: "S" for n in (1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15, 16)}
    g0 = {n: "S" for n in (1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)}
    g0.update({3: "H", 4: "H"})
    e1 = {**e0, 11: "S", 12: "S"}
    f1 = {**f0, 7: "Y", 8: "Y", 9: "Y", 10: "Y"}
    f2 = {**f0, 7: "S", 8: "S", 9: "S", 10: "S"}
    g2 = {**g0, 3: "S", 4: "S"}
    tickets = [("F7", "Adult", 48.00), ("F8", "Adult", 48.00), ("F9", "Adult", 48.00), ("F10", "Senior", 38.00)]
    fee = 3.50
    sub = sum(p for _, _, p in tickets)
    order = {"order_id": "ORD-240519", "performance_id": "PF-5522", "status": "paid", "created_at": "2024-11-12T15:07:15Z", "channel": "phone (mcp-agent)",
             "customer": {"name": "Margaret Liu", "email": "mliu.home@outlook.com", "phone": "+1 503 555 0178"},
             "tickets": [{"seat": s, "type": t, "price": f"${p:.2f}", "fee": f"${fee:.2f}", "barcode": b}
                         for (s, t, p), b in zip(tickets, ("LST5522F07X9QK", "LST5522F08M2TD", "LST5522F09R7WB", "LST5522F10C4HN"))],
             "subtotal": f"${sub:.2f}", "fees": f"${fee * 4:.2f}", "total": f"${sub + fee * 4:.2f}", "payment": "card on file ending 4417, captured"}
    turns = [
        (call("list_performances", production="glass-menagerie"),
         mcp_text({"production": "The Glass Menagerie", "as_of": "2024-11-12T15:02:11Z", "performances": [
             perf("PF-5521", "2024-11-14T19:30:00-08:00", 141, 0), perf("PF-5522", "2024-11-15T19:30:00-08:00", 188, 6),
             perf("PF-5523", "2024-11-16T14:00:00-08:00", 97, 2), perf("PF-5524", "2024-11-16T19:30:00-08:00", 214, 0)]})),
        (call("get_seat_map", performance_id="PF-5522", section="Orchestra", rows="E-G"), mcp_text(seatmap("15:03:05Z", e0, f0, g0, 188, 6))),
        (call("hold_seats", performance_id="PF-5522", seats=["F7", "F8", "F9", "F10"]),
         mcp_text({"hold_id": "HLD-88a1c2", "performance_id": "PF-5522", "seats": ["F7", "F8", "F9", "F10"], "created_at": "2024-11-12T15:04:42Z",
                   "expires_at": "2024-11-12T15:14:42Z", "expires_in": "10m 00s"})),
        (call("get_seat_map", performance_id="PF-5522", section="Orchestra", rows="E-G"),
         mcp_text(seatmap("15:06:02Z", e1, f1, g0, 190, 10, "\nYour hold HLD-88a1c2: F7-F10, expires in 8m 40s"))),
        (call("create_order", hold_id="HLD-88a1c2", customer={"name": "Margaret Liu", "email": "mliu.home@outlook.com", "phone": "+1 503 555 0178"},
              tickets=[{"seat": s, "type": t} for s, t, _ in tickets], payment="card_on_file"), mcp_text(order)),
        (call("get_order", order_id="ORD-240519"), mcp_text({**order, "delivery": "e-tickets emailed 15:07:19Z", "hold_id": "HLD-88a1c2 (converted)"})),
        (call("get_sales_summary", performance_id="PF-5522"),
         mcp_text({"performance_id": "PF-5522", "as_of": "2024-11-12T15:09:47Z", "capacity": 220, "sold": 196, "held": 6, "available": 18,
                   "by_channel": {"web": 139, "phone": 31, "box office": 26},
                   "last_sales": [{"at": "15:09:12Z", "channel": "web", "seats": ["B3", "B4"]}, {"at": "15:07:15Z", "channel": "phone", "seats": ["F7", "F8", "F9", "F10"]},
                                  {"at": "15:05:31Z", "channel": "web", "seats": ["E11", "E12"]}]})),
        (call("list_performances", production="glass-menagerie"),
         mcp_text({"production": "The Glass Menagerie", "as_of": "2024-11-12T15:12:30Z", "performances": [
             perf("PF-5521", "2024-11-14T19:30:00-08:00", 143, 0), perf("PF-5522", "2024-11-15T19:30:00-08:00", 198, 0),
             perf("PF-5523", "2024-11-16T14:00:00-08:00", 97, 0), perf("PF-5524", "2024-11-16T19:30:00-08:00", 214, 2)],
             "note": "expired web holds are released automatically after 10 minutes"})),
        (call("get_seat_map", performance_id="PF-5522", section="Orchestra", rows="E-G"), mcp_text(seatmap("15:12:51Z", e1, f2, g2, 198, 0))),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Box office phone line, Tuesday afternoon; web customers keep buying and holding seats while the agent books a phone order.")


# ---------------------------------------------------------------------------------------------- 20 Linear (bad)
def t20_linear(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_teams", "List teams in the workspace", {}, []),
        tool("list_projects", "List projects, optionally for a team", {"team": S, "includeArchived": B}, []),
        tool("get_project", "Retrieve a project by id or name", {"query": S}, ["query"]),
        tool("update_project", "Update a project", {"id": S, "name": S, "description": S, "targetDate": S}, ["id"]),
        tool("list_issues", "List issues with filters", {"project": S, "team": S, "limit": INT}, []),
        tool("create_issue", "Create a new issue", {"title": S, "team": S, "project": S, "description": S, "priority": INT, "labels": A}, ["title", "team"]),
        tool("update_issue", "Update an existing issue", {"id": S, "state": S, "cycle": S, "assignee": S}, ["id"]),
        tool("get_issue", "Retrieve an issue by identifier", {"id": S}, ["id"]),
        tool("list_cycles", "List cycles of a team", {"teamId": S, "type": S}, ["teamId"]),
        tool("create_comment", "Add a comment to an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
    ]
    system = mcp_system("linear", "Linear workspace 'fernhill', authenticated as Theo Marchetti (Growth lead)", tools)
    team = {"id": "a3c1e5f7-2b4d-4e6f-8a0b-1c2d3e4f5a6b", "key": "GROW", "name": "Growth"}
    pid = "4c1e9a2b-7f10-4d3e-8b5a-6c7d8e9f0a1b"
    old, new = "Onboarding v2", "Self-serve Onboarding"
    theo = {"id": "u-7f2a", "name": "Theo Marchetti", "email": "theo@fernhill.io"}

    def project(name: str, slug: str, progress: float, updated: str) -> dict[str, Any]:
        return {"id": pid, "name": name, "icon": "Rocket", "color": "#5e6ad2", "state": "started", "lead": theo, "startDate": "2024-07-01", "targetDate": "2024-09-30",
                "progress": progress, "teams": [team["key"]], "url": f"https://linear.app/fernhill/project/{slug}-4c1e9a2b7f10", "updatedAt": updated,
                "description": "Let trial users finish setup without a sales call: guided workspace setup, data import, invite flow, email verification."}

    issues = [
        ("GROW-398", "Guided workspace setup: step 1 (company details)", "Done", 2, "Ana Ruiz"),
        ("GROW-399", "CSV import: column mapping UI", "Done", 2, "Kenji Mori"),
        ("GROW-401", "Invite teammates from setup checklist", "Done", 3, "Ana Ruiz"),
        ("GROW-402", "Email verification banner copy + resend link", "In Review", 3, "Lucía Ferrer"),
        ("GROW-405", "CSV import: duplicate detection", "In Progress", 2, "Kenji Mori"),
        ("GROW-409", "Setup checklist progress persistence", "Todo", 3, "Lucía Ferrer"),
        ("GROW-412", "Track setup funnel events (Segment)", "Backlog", 4, None),
    ]
    cycle27 = {"id": "c27-9e8d7c6b", "number": 27, "name": "Cycle 27", "startsAt": "2024-08-19T00:00:00.000Z", "endsAt": "2024-09-02T00:00:00.000Z", "isActive": True, "progress": 0.58}
    cycle28 = {"id": "c28-5a4b3c2d", "number": 28, "name": "Cycle 28", "startsAt": "2024-09-02T00:00:00.000Z", "endsAt": "2024-09-16T00:00:00.000Z", "isActive": False, "progress": 0}
    t418 = "Email verification step skippable on mobile web"
    d418 = "On iOS Safari the 'Skip for now' link on /setup/verify bypasses verification; desktop hides it. Repro on build 2024.08.26."

    def issue418(project_name: str, cycle: dict[str, Any] | None, updated: str) -> dict[str, Any]:
        return {"id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", "identifier": "GROW-418", "title": t418, "description": d418, "priority": 2, "priorityLabel": "High",
                "state": {"name": "Todo", "type": "unstarted"}, "team": team, "project": {"id": pid, "name": project_name},
                "cycle": {"id": cycle["id"], "number": cycle["number"], "name": cycle["name"]} if cycle else None, "labels": ["Bug", "mobile"],
                "assignee": None, "creator": theo, "createdAt": "2024-08-27T09:14:22.000Z", "updatedAt": updated, "url": "https://linear.app/fernhill/issue/GROW-418"}

    others = [
        {"id": "8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d", "name": "Referral program", "state": "planned", "lead": {"name": "Kenji Mori"}, "progress": 0.0, "targetDate": "2024-11-15"},
        {"id": "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a", "name": "Pricing experiments Q3", "state": "started", "lead": {"name": "Lucía Ferrer"}, "progress": 0.67, "targetDate": "2024-09-30"},
    ]

    def plist(name: str, progress: float) -> dict[str, Any]:
        return {"projects": [{"id": pid, "name": name, "state": "started", "lead": {"name": "Theo Marchetti"}, "progress": progress, "targetDate": "2024-09-30"}] + others}

    turns = [
        (call("list_teams"), pj({"teams": [team, {"id": "b4d2f6a8-3c5e-4f7a-9b1c-2d3e4f5a6b7c", "key": "PLAT", "name": "Platform"},
                                           {"id": "c5e3a7b9-4d6f-4a8b-8c2d-3e4f5a6b7c8d", "key": "PAY", "name": "Payments"}]})),
        (call("list_projects", team="GROW"), pj(plist(old, 0.43))),
        (call("get_project", query=old), pj(project(old, "onboarding-v2", 0.43, "2024-08-23T15:40:11.000Z"))),
        (call("update_project", id=pid, name=new), pj({"success": True, "project": project(new, "self-serve-onboarding", 0.43, "2024-08-27T09:12:05.000Z")})),
        (call("list_issues", project=pid, limit=25),
         pj({"issues": [{"identifier": i, "title": t, "state": {"name": s}, "priority": p, "assignee": {"name": a} if a else None, "project": {"id": pid, "name": new}}
                        for i, t, s, p, a in issues], "pageInfo": {"hasNextPage": False}})),
        (call("create_issue", title=t418, team="GROW", project=pid, description=d418, priority=2, labels=["Bug", "mobile"]),
         pj({"success": True, "issue": issue418(new, None, "2024-08-27T09:14:22.000Z")})),
        (call("update_issue", id="GROW-402", state="Done"),
         pj({"success": True, "issue": {"identifier": "GROW-402", "title": "Email verification banner copy + resend link", "state": {"name": "Done", "type": "completed"},
                                        "completedAt": "2024-08-27T09:15:03.000Z", "project": {"id": pid, "name": new}}})),
        (call("list_cycles", teamId=team["id"], type="current,next"), pj({"cycles": [cycle27, cycle28]})),
        (call("update_issue", id="GROW-418", cycle=cycle27["id"]), pj({"success": True, "issue": issue418(new, cycle27, "2024-08-27T09:16:40.000Z")})),
        (call("get_issue", id="GROW-418"), pj(issue418(old, cycle27, "2024-08-27T09:16:40.000Z"))),
        (call("list_projects", team="GROW"), pj(plist(new, 0.5))),
        (call("create_comment", issueId="GROW-418", body="Pulled into Cycle 27: this blocks the self-serve launch. @Lucía can you pair on it with GROW-409?"),
         pj({"success": True, "comment": {"id": "f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e0f", "body": "Pulled into Cycle 27: this blocks the self-serve launch. @Lucía can you pair on it with GROW-409?",
                                          "issue": {"identifier": "GROW-418"}, "user": theo, "createdAt": "2024-08-27T09:17:55.000Z"}})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Linear team Growth (GROW); project 'Onboarding v2' is about to be renamed for the self-serve launch.",
           bad=True, turn=10, kind="issue shows its project under the old name 'Onboarding v2' after the project was renamed (same project id; other reads use the new name)")


# ---------------------------------------------------------------------------------------------- 21 cold chain (clean)
def t21_coldchain(rs: RowSet, tid: str) -> None:
    s = {"shipment_id": S}
    tools = [
        tool("list_shipments", "Shipments with their latest logger reading.", {"status": S}, []),
        tool("get_shipment", "One shipment: route, ETA, logger state, excursion summary.", s, ["shipment_id"]),
        tool("get_readings", "Logger readings of a shipment (every 5 min).", {**s, "last_minutes": INT, "units": S}, ["shipment_id"]),
        tool("get_excursions", "Temperature excursions of a shipment.", s, ["shipment_id"]),
        tool("ack_excursion", "Acknowledge an excursion with a disposition note.", {"excursion_id": S, "disposition": S, "note": S}, ["excursion_id", "disposition"]),
        tool("add_note", "Add a note to a shipment's log.", {**s, "text": S}, ["shipment_id", "text"]),
    ]
    system = mcp_system("frostline-coldtrace", "cold-chain monitoring for Cascadia Biologics (2-8 °C lanes); timestamps UTC", tools)

    def ship_row(sid: str, lane: str, temp: float, at: str, eta: str) -> dict[str, Any]:
        return {"shipment_id": sid, "lane": lane, "latest_c": temp, "reading_at": at, "eta": eta, "status": "in_transit"}

    def shipment(eta: str, eta_upd: str, eta_src: str, last_c: float, last_at: str, n: int, batt: int, pos: dict[str, Any], open_exc: int, mkt: float) -> dict[str, Any]:
        return {"shipment_id": "SHP-40721", "product": "Influenza vaccine, 10-dose vials (lot FLX-24-1187), 18 shippers", "range_c": [2.0, 8.0],
                "origin": "Louisville, KY (CVG-2 DC)", "destination": "Denver, CO (Rocky Mtn Health DC)", "carrier": "Polar Freight Lines, reefer trailer PFL-5581",
                "departed": "2024-12-02T13:20:00Z", "eta": eta, "eta_updated_at": eta_upd, "eta_source": eta_src,
                "logger": {"id": "LG-7T-00931", "interval_min": 5, "battery_pct": batt, "readings_count": n, "last_reading": {"at": last_at, "temp_c": last_c}},
                "position": pos, "excursions": {"total": 1, "open": open_exc, "time_above_8c_min": 17, "allowance_min": 60}, "mkt_c": mkt}

    r_c = [("16:40", 5.3), ("16:45", 5.2), ("16:50", 5.2), ("16:55", 5.1), ("17:00", 5.1), ("17:05", 5.1)]
    r_f = [("17:00", 41.2), ("17:05", 41.2), ("17:10", 41.0), ("17:15", 40.8), ("17:20", 40.8), ("17:25", 40.8)]
    turns = [
        (call("list_shipments", status="in_transit"),
         mcp_text({"as_of": "2024-12-03T17:07:30Z", "shipments": [
             ship_row("SHP-40715", "Memphis -> Phoenix", 4.4, "2024-12-03T17:05:00Z", "2024-12-04T02:30:00Z"),
             ship_row("SHP-40721", "Louisville -> Denver", 5.1, "2024-12-03T17:05:00Z", "2024-12-03T23:40:00Z"),
             ship_row("SHP-40730", "Reno -> Boise", 3.8, "2024-12-03T17:05:00Z", "2024-12-04T09:15:00Z")]})),
        (call("get_shipment", shipment_id="SHP-40721"),
         mcp_text(shipment("2024-12-03T23:40:00Z", "2024-12-03T09:02:00Z", "carrier", 5.1, "2024-12-03T17:05:00Z", 334, 78,
                           {"lat": 41.1239, "lon": -100.7654, "near": "North Platte, NE (I-80 W)", "speed_kmh": 104, "at": "2024-12-03T17:04:41Z"}, 1, 5.3))),
        (call("get_readings", shipment_id="SHP-40721", last_minutes=25, units="C"),
         mcp_text({"shipment_id": "SHP-40721", "units": "°C", "readings": [{"at": f"2024-12-03T{t}:00Z", "temp": v} for t, v in r_c]})),
        (call("get_excursions", shipment_id="SHP-40721"),
         mcp_text({"shipment_id": "SHP-40721", "excursions": [{"excursion_id": "EXC-1187", "start": "2024-12-02T21:14:00Z", "end": "2024-12-02T21:31:00Z", "duration_min": 17,
                                                              "peak_c": 8.6, "location": "Indianapolis cross-dock (trailer swap)", "status": "open", "acknowledged": False}]})),
        (call("ack_excursion", excursion_id="EXC-1187", disposition="accept", note="17 min, peak 8.6 °C, within the 60 min stability allowance of the SmPC; product released."),
         mcp_text({"excursion_id": "EXC-1187", "status": "closed", "acknowledged": True, "disposition": "accept", "acknowledged_by": "qa-agent", "acknowledged_at": "2024-12-03T17:09:14Z"})),
        (call("get_readings", shipment_id="SHP-40721", last_minutes=25, units="F"),
         mcp_text({"shipment_id": "SHP-40721", "units": "°F", "readings": [{"at": f"2024-12-03T{t}:00Z", "temp": v} for t, v in r_f]})),
        (call("get_shipment", shipment_id="SHP-40721"),
         mcp_text(shipment("2024-12-04T00:10:00Z", "2024-12-03T17:20:00Z", "carrier (driver reported chain control on I-80 at Sidney, NE)", 4.9, "2024-12-03T17:25:00Z", 338, 77,
                           {"lat": 41.1302, "lon": -101.1128, "near": "Sutherland, NE (I-80 W)", "speed_kmh": 71, "at": "2024-12-03T17:24:50Z"}, 0, 5.3))),
        (call("add_note", shipment_id="SHP-40721", text="EXC-1187 accepted by QA. Receiving at Rocky Mtn Health told of the new ETA (00:10Z)."),
         mcp_text({"note_id": "N-99120", "shipment_id": "SHP-40721", "author": "qa-agent", "created_at": "2024-12-03T17:27:36Z"})),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Reefer shipment SHP-40721 of vaccines heading west on I-80; the logger uploads a reading every 5 minutes.")


# ---------------------------------------------------------------------------------------------- 22 home automation (bad)
def t22_homeassistant(rs: RowSet, tid: str) -> None:
    tools = [
        tool("get_states", "Get current states of entities, optionally filtered by entity ids or domain.", {"entity_ids": A, "domain": S}, []),
        tool("call_service", "Call a Home Assistant service.", {"domain": S, "service": S, "entity_id": S, "data": OBJ}, ["domain", "service"]),
        tool("get_logbook", "Logbook entries since a time.", {"start_time": S, "entity_id": S}, ["start_time"]),
        tool("list_automations", "List automations with their state and last trigger.", {}, []),
        tool("get_history", "State history of an entity.", {"entity_id": S, "start_time": S}, ["entity_id", "start_time"]),
    ]
    system = mcp_system("home-assistant", "Home Assistant 2024.10 at the Visser house (Utrecht); times Europe/Amsterdam", tools)

    def st(eid: str, state: str, changed: str, updated: str | None = None, **attrs: Any) -> dict[str, Any]:
        return {"entity_id": eid, "state": state, "attributes": attrs, "last_changed": changed, "last_updated": updated or changed}

    garage_closed = st("cover.garage_door", "closed", "2024-11-02T06:58:41+01:00", device_class="garage", friendly_name="Garage door", supported_features=3)
    garage_open = st("cover.garage_door", "open", "2024-11-02T06:58:41+01:00", device_class="garage", friendly_name="Garage door", supported_features=3)
    lock = st("lock.front_door", "locked", "2024-11-01T22:47:10+01:00", friendly_name="Front door", battery_level=81)

    def climate(cur: float, target: float, changed: str, updated: str) -> dict[str, Any]:
        return st("climate.living_room", "heat", changed, updated, hvac_modes=["off", "heat"], min_temp=7, max_temp=30, current_temperature=cur, temperature=target,
                  hvac_action="heating", preset_mode="home", friendly_name="Living room")

    porch_off = st("light.porch", "off", "2024-11-02T07:41:03+01:00", friendly_name="Porch", supported_color_modes=["brightness"], brightness=None)
    porch_on = st("light.porch", "on", "2024-11-02T08:17:40+01:00", friendly_name="Porch", supported_color_modes=["brightness"], color_mode="brightness", brightness=153)
    back = st("binary_sensor.back_door", "off", "2024-11-02T07:32:15+01:00", device_class="door", friendly_name="Back door")
    outside = st("sensor.outdoor_temperature", "4.2", "2024-11-02T08:10:00+01:00", unit_of_measurement="°C", device_class="temperature", friendly_name="Outdoor temperature")
    autos = [
        {"entity_id": "automation.close_garage_at_7", "state": "on", "friendly_name": "Close garage at 07:00", "last_triggered": "2024-11-02T06:58:38+01:00"},
        {"entity_id": "automation.porch_light_off_at_sunrise", "state": "on", "friendly_name": "Porch light off at sunrise", "last_triggered": "2024-11-02T07:41:02+01:00"},
        {"entity_id": "automation.porch_light_on_at_sunset", "state": "on", "friendly_name": "Porch light on at sunset", "last_triggered": "2024-11-01T17:09:44+01:00"},
        {"entity_id": "automation.eco_heat_when_away", "state": "on", "friendly_name": "Eco heating when everyone is away", "last_triggered": "2024-11-01T08:31:20+01:00"},
        {"entity_id": "automation.lock_front_door_at_night", "state": "on", "friendly_name": "Lock front door at 22:45", "last_triggered": "2024-11-01T22:45:00+01:00"},
    ]
    log = [
        {"when": "2024-11-02T06:58:41+01:00", "name": "Garage door", "entity_id": "cover.garage_door", "state": "closed", "context_event_type": "automation_triggered", "context_name": "Close garage at 07:00"},
        {"when": "2024-11-02T07:31:50+01:00", "name": "Back door", "entity_id": "binary_sensor.back_door", "state": "on", "message": "opened"},
        {"when": "2024-11-02T07:32:15+01:00", "name": "Back door", "entity_id": "binary_sensor.back_door", "state": "off", "message": "closed"},
        {"when": "2024-11-02T07:41:03+01:00", "name": "Porch", "entity_id": "light.porch", "state": "off", "context_event_type": "automation_triggered", "context_name": "Porch light off at sunrise"},
        {"when": "2024-11-02T08:16:22+01:00", "name": "Living room", "entity_id": "climate.living_room", "message": "target temperature changed to 21.5 °C", "context_user": "MCP (long-lived token)"},
        {"when": "2024-11-02T08:17:40+01:00", "name": "Porch", "entity_id": "light.porch", "state": "on", "context_user": "MCP (long-lived token)"},
    ]
    hist = [("08:00:00", 19.3), ("08:10:00", 19.4), ("08:16:22", 19.4), ("08:20:00", 19.8), ("08:25:00", 20.2)]
    turns = [
        (call("get_states", entity_ids=["cover.garage_door", "lock.front_door", "climate.living_room", "light.porch", "binary_sensor.back_door", "sensor.outdoor_temperature"]),
         pj([garage_closed, lock, climate(19.4, 20.5, "2024-11-02T06:30:00+01:00", "2024-11-02T08:10:00+01:00"), porch_off, back, outside])),
        (call("call_service", domain="climate", service="set_temperature", entity_id="climate.living_room", data={"temperature": 21.5}),
         pj([climate(19.4, 21.5, "2024-11-02T06:30:00+01:00", "2024-11-02T08:16:22+01:00")])),
        (call("get_states", domain="cover"), pj([garage_open])),
        (call("call_service", domain="light", service="turn_on", entity_id="light.porch", data={"brightness_pct": 60}), pj([porch_on])),
        (call("get_logbook", start_time="2024-11-02T06:00:00+01:00"), pj(log)),
        (call("list_automations"), pj(autos)),
        (call("call_service", domain="automation", service="turn_off", entity_id="automation.porch_light_off_at_sunrise"),
         pj([{"entity_id": "automation.porch_light_off_at_sunrise", "state": "off", "attributes": {"friendly_name": "Porch light off at sunrise", "last_triggered": "2024-11-02T07:41:02+01:00"},
              "last_changed": "2024-11-02T08:19:05+01:00", "last_updated": "2024-11-02T08:19:05+01:00"}])),
        (call("get_states", entity_ids=["cover.garage_door", "lock.front_door", "light.porch"]), pj([garage_closed, lock, porch_on])),
        (call("get_history", entity_id="climate.living_room", start_time="2024-11-02T08:00:00+01:00"),
         pj([[{"entity_id": "climate.living_room", "state": "heat", "last_updated": f"2024-11-02T{t}+01:00",
               "attributes": {"current_temperature": c, "temperature": 20.5 if t < "08:16:22" else 21.5, "hvac_action": "heating"}} for t, c in hist]])),
        (call("get_states", entity_ids=["climate.living_room", "sensor.outdoor_temperature"]),
         pj([climate(20.3, 21.5, "2024-11-02T06:30:00+01:00", "2024-11-02T08:26:10+01:00"),
             st("sensor.outdoor_temperature", "4.6", "2024-11-02T08:25:00+01:00", unit_of_measurement="°C", device_class="temperature", friendly_name="Outdoor temperature")])),
    ]
    rs.add(task=T, tid=tid, system=system, turns=turns,
           state="Saturday morning; the household is at home. The agent warms the living room and takes the porch light off its sunrise automation.",
           bad=True, turn=3, kind="garage door reported open while its last_changed is still the 06:58:41 close; no event opened it (logbook and later states say closed)")


ORDER = [
    t01_github, t02_slack, t03_labstock, t04_wms, t05_notion, t06_jira, t07_fleet, t08_crm, t09_sqlite, t10_filesystem, t11_flags,
    t12_calendar, t14_printfarm, t13_postgres, t15_library, t16_kubernetes, t17_greenhouse, t18_stripe, t19_boxoffice, t20_linear,
    t21_coldchain, t22_homeassistant,
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        fn(rs, f"h18-mcp-{i:02d}")
    rs.write()


if __name__ == "__main__":
    main()
