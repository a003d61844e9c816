# ruff: noqa: E501
"""Held-out set holdout44, domain mcp: 22 MCP-server trajectories (11 clean, 11 with one contradiction).

Each trajectory is one agent task against one simulated MCP server; observations are the server's
results as the real server would print them (JSON, MCP text content, or plain text / Markdown).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool


# GitHub issues and pull requests, clean
def t01(rs: RowSet) -> None:
    system = mcp_system("github", "GitHub issues, pull requests and repository content through the GitHub REST API", [
        tool("list_pull_requests", "List pull requests in a repository", {"owner": S, "repo": S, "state": S, "sort": S, "direction": S, "per_page": INT}, ["owner", "repo"]),
        tool("get_pull_request", "Get details of a specific pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("get_pull_request_status", "Get the combined status of all status checks for a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("get_pull_request_files", "Get the list of files changed in a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("merge_pull_request", "Merge a pull request", {"owner": S, "repo": S, "pull_number": INT, "commit_title": S, "commit_message": S, "merge_method": S}, ["owner", "repo", "pull_number"]),
        tool("list_issues", "List issues in a repository with filtering options", {"owner": S, "repo": S, "state": S, "labels": A, "sort": S, "direction": S, "since": S, "per_page": INT}, ["owner", "repo"]),
        tool("add_issue_comment", "Add a comment to an existing issue", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("update_issue", "Update an existing issue", {"owner": S, "repo": S, "issue_number": INT, "title": S, "body": S, "state": S, "labels": A, "assignees": A, "milestone": INT}, ["owner", "repo", "issue_number"]),
    ])
    repo = "northwind-io/ledgerd"
    base = f"https://github.com/{repo}"

    def pr(num: int, title: str, user: str, ref: str, sha: str, draft: bool, created: str, updated: str, labels: list[str], reviewers: list[str]) -> dict:
        return {"number": num, "title": title, "state": "open", "draft": draft, "user": {"login": user},
                "html_url": f"{base}/pull/{num}", "head": {"ref": ref, "sha": sha, "repo": {"full_name": repo}},
                "base": {"ref": "main", "sha": "1c0d7be45a92f3e8d06b4c1a7f2e9d35b8c60a14"},
                "labels": [{"name": n} for n in labels], "requested_reviewers": [{"login": r} for r in reviewers],
                "created_at": created, "updated_at": updated, "merged_at": None, "author_association": "MEMBER"}

    p321 = pr(321, "Add retry budget to webhook dispatcher", "mkessler", "feat/webhook-retry-budget", "9b1f0c2e7d64a3b58f01e9c2d47a6b3e5c8d1f90", False, "2025-03-07T09:14:22Z", "2025-03-10T17:41:03Z", ["enhancement", "webhooks"], ["tsuda"])
    p320 = pr(320, "WIP: migrate ledger snapshots to zstd", "apiotrowski", "perf/zstd-snapshots", "03e6a9d1f4b72c58e0a1d3f6b9c2e4a7d5f8b103", True, "2025-03-06T13:02:51Z", "2025-03-09T08:27:40Z", ["performance"], [])
    p318 = pr(318, "Fix double-posting when reconciliation job retries (fixes #305)", "rhanley", "fix/recon-idempotency", "4e7a2d91c0b35f86e1d2a7c93b0f5e4d8a61c2f7", False, "2025-03-04T16:20:09Z", "2025-03-11T10:05:33Z", ["bug", "reconciliation"], [])
    p314 = pr(314, "docs: clarify FX rounding modes", "lchen-dev", "docs/fx-rounding", "d2b84f0e6c1a39d75e2f08b4c6a1d93e7f05b2c8", False, "2025-02-27T11:45:00Z", "2025-03-03T15:12:18Z", ["documentation"], ["rhanley"])
    t = []
    t.append((call("list_pull_requests", owner="northwind-io", repo="ledgerd", state="open", sort="created", direction="desc"),
              pj([p321, p320, p318, p314])))
    detail = dict(p318)
    detail.update({"body": "Fixes #305.\n\nThe reconciliation job retried a batch after a timeout from the bank adapter and re-posted entries that had already been committed. This adds an idempotency key (`batch_id:line_no`) to `postings`, a unique index on it, and makes the retry path skip rows that already exist.\n\n- [x] migration 0042\n- [x] unit tests for retry after partial commit\n- [x] CHANGELOG",
                   "merged": False, "mergeable": True, "mergeable_state": "clean", "rebaseable": True, "comments": 2,
                   "review_comments": 4, "commits": 3, "additions": 142, "deletions": 37, "changed_files": 5,
                   "maintainer_can_modify": False, "merged_by": None})
    t.append((call("get_pull_request", owner="northwind-io", repo="ledgerd", pull_number=318), pj(detail)))
    t.append((call("get_pull_request_status", owner="northwind-io", repo="ledgerd", pull_number=318), pj({
        "state": "success", "sha": "4e7a2d91c0b35f86e1d2a7c93b0f5e4d8a61c2f7", "total_count": 3,
        "statuses": [
            {"context": "ci/build", "state": "success", "description": "Build #2291 passed in 6m 12s", "target_url": "https://ci.northwind.io/ledgerd/builds/2291", "created_at": "2025-03-11T10:06:02Z", "updated_at": "2025-03-11T10:12:14Z"},
            {"context": "ci/test", "state": "success", "description": "1284 tests passed, 0 failed, 11 skipped", "target_url": "https://ci.northwind.io/ledgerd/builds/2291/tests", "created_at": "2025-03-11T10:06:02Z", "updated_at": "2025-03-11T10:19:47Z"},
            {"context": "codecov/patch", "state": "success", "description": "94.12% of diff hit (target 80.00%)", "target_url": "https://app.codecov.io/gh/northwind-io/ledgerd/pull/318", "created_at": "2025-03-11T10:20:31Z", "updated_at": "2025-03-11T10:20:31Z"},
        ],
        "repository": {"full_name": repo}, "commit_url": f"https://api.github.com/repos/{repo}/commits/4e7a2d91c0b35f86e1d2a7c93b0f5e4d8a61c2f7"})))
    files = [("internal/recon/job.go", "modified", 58, 21), ("internal/recon/job_test.go", "modified", 61, 3),
             ("internal/ledger/posting.go", "modified", 14, 9), ("migrations/0042_posting_idempotency_key.sql", "added", 7, 0),
             ("CHANGELOG.md", "modified", 2, 4)]
    t.append((call("get_pull_request_files", owner="northwind-io", repo="ledgerd", pull_number=318), pj([
        {"sha": s, "filename": f, "status": st, "additions": a, "deletions": d, "changes": a + d,
         "blob_url": f"{base}/blob/4e7a2d91c0b35f86e1d2a7c93b0f5e4d8a61c2f7/{f}"}
        for (f, st, a, d), s in zip(files, ["7a1c3e9d", "e03b5f21", "5d9a0c74", "b6f2e8a3", "0c4d7e15"])])))
    t.append((call("merge_pull_request", owner="northwind-io", repo="ledgerd", pull_number=318, merge_method="squash",
                   commit_title="Fix double-posting when reconciliation job retries (#318)"),
              pj({"sha": "b83f6e0a19d24c7fa5e3b1d0c9a8274f6e5d3c21", "merged": True, "message": "Pull Request successfully merged"})))

    def issue(num: int, title: str, user: str, labels: list[str], assignees: list[str], comments: int, created: str, updated: str) -> dict:
        return {"number": num, "title": title, "state": "open", "user": {"login": user}, "labels": [{"name": n} for n in labels],
                "assignees": [{"login": a} for a in assignees], "comments": comments, "created_at": created,
                "updated_at": updated, "closed_at": None, "html_url": f"{base}/issues/{num}", "milestone": {"number": 7, "title": "v2.4"}}

    i316 = issue(316, "ledger export CSV misses trailing newline", "okafor-b", ["bug", "export"], [], 1, "2025-03-02T08:51:16Z", "2025-03-02T09:30:02Z")
    i312 = issue(312, "Webhook dispatcher drops events on HTTP 429 from receiver", "mkessler", ["bug", "webhooks"], ["mkessler"], 5, "2025-02-24T14:03:37Z", "2025-03-10T17:44:19Z")
    i309 = issue(309, "Reconciliation report shows negative balance for closed accounts", "tsuda", ["bug", "reconciliation"], [], 3, "2025-02-20T10:11:48Z", "2025-03-08T12:37:25Z")
    t.append((call("list_issues", owner="northwind-io", repo="ledgerd", state="open", labels=["bug"], sort="created", direction="desc"),
              pj([i316, i312, i309])))
    t.append((call("add_issue_comment", owner="northwind-io", repo="ledgerd", issue_number=309,
                   body="#318 (merged as b83f6e0) fixes double-posting on retries, which could explain part of this. Can someone re-run the report for account range 7700-7799 against main and confirm whether the negative balances remain?"),
              pj({"id": 2716043385, "node_id": "IC_kwDOJx3b7M6h4Kx5", "html_url": f"{base}/issues/309#issuecomment-2716043385",
                  "user": {"login": "ledger-bot"}, "created_at": "2025-03-11T14:08:51Z", "updated_at": "2025-03-11T14:08:51Z",
                  "author_association": "CONTRIBUTOR",
                  "body": "#318 (merged as b83f6e0) fixes double-posting on retries, which could explain part of this. Can someone re-run the report for account range 7700-7799 against main and confirm whether the negative balances remain?"})))
    u309 = dict(i309)
    u309.update({"labels": [{"name": n} for n in ["bug", "reconciliation", "needs-repro"]], "assignees": [{"login": "rhanley"}],
                 "comments": 4, "updated_at": "2025-03-11T14:09:37Z",
                 "body": "Accounts closed in February show a negative running balance in the monthly reconciliation report (e.g. 7734: -1,204.50 EUR). Ledger totals are correct."})
    t.append((call("update_issue", owner="northwind-io", repo="ledgerd", issue_number=309, labels=["bug", "reconciliation", "needs-repro"], assignees=["rhanley"]), pj(u309)))
    p321b = dict(p321)
    p321b.update({"updated_at": "2025-03-11T14:10:26Z", "requested_reviewers": [{"login": "tsuda"}, {"login": "rhanley"}]})
    t.append((call("list_pull_requests", owner="northwind-io", repo="ledgerd", state="open", sort="created", direction="desc"),
              pj([p321b, p320, p314])))
    rs.add(task="mcp", tid="h44-mcp-01", system=system, turns=t,
           state="Repository northwind-io/ledgerd (default branch main). The agent is the release helper bot `ledger-bot` with write access; it should merge the green reconciliation fix and follow up on related bug reports.")


# Pipedrive CRM, bad
def t02(rs: RowSet) -> None:
    system = mcp_system("pipedrive", "Pipedrive CRM: deals, stages, activities and notes through the Pipedrive API v1", [
        tool("search_deals", "Search deals by title, notes or custom fields", {"term": S, "status": S, "exact_match": B, "limit": INT}, ["term"]),
        tool("get_deal", "Get all fields of a deal", {"id": INT}, ["id"]),
        tool("update_deal", "Update fields of a deal", {"id": INT, "title": S, "value": {"type": "number"}, "currency": S, "stage_id": INT, "status": S, "expected_close_date": S, "user_id": INT}, ["id"]),
        tool("list_stages", "List the stages of a pipeline", {"pipeline_id": INT}, []),
        tool("add_activity", "Create an activity linked to a deal, person or organization", {"subject": S, "type": S, "due_date": S, "due_time": S, "duration": S, "deal_id": INT, "note": S}, ["subject"]),
        tool("list_deal_activities", "List activities linked to a deal", {"id": INT, "done": INT, "start": INT, "limit": INT}, ["id"]),
        tool("add_note", "Add a note to a deal, person or organization", {"content": S, "deal_id": INT, "pinned_to_deal_flag": B}, ["content"]),
    ])
    t = []
    t.append((call("search_deals", term="Helix", status="all_not_deleted", limit=10), pj({"success": True, "data": {"items": [
        {"result_score": 1.2134, "item": {"id": 1842, "type": "deal", "title": "Helix Freight — fleet telematics 2025", "value": 48000, "currency": "EUR", "status": "open", "visible_to": 3, "owner": {"id": 13307482}, "stage": {"id": 4, "name": "Proposal made"}, "person": {"id": 5521, "name": "Katrin Vogel"}, "organization": {"id": 2904, "name": "Helix Freight GmbH", "address": "Hafenstraße 18, 20457 Hamburg"}, "custom_fields": [], "notes": []}},
        {"result_score": 0.9741, "item": {"id": 1790, "type": "deal", "title": "Helix Freight — telematics pilot (12 trucks)", "value": 6400, "currency": "EUR", "status": "lost", "visible_to": 3, "owner": {"id": 13307482}, "stage": {"id": 3, "name": "Demo scheduled"}, "person": {"id": 5521, "name": "Katrin Vogel"}, "organization": {"id": 2904, "name": "Helix Freight GmbH", "address": "Hafenstraße 18, 20457 Hamburg"}, "custom_fields": [], "notes": []}},
        {"result_score": 0.4402, "item": {"id": 1901, "type": "deal", "title": "Helixa Labs — onboarding package", "value": 12500, "currency": "EUR", "status": "open", "visible_to": 3, "owner": {"id": 13411290}, "stage": {"id": 2, "name": "Qualified"}, "person": {"id": 6013, "name": "Tomás Ferreira"}, "organization": {"id": 3120, "name": "Helixa Labs Lda", "address": "Rua do Alecrim 41, Lisboa"}, "custom_fields": [], "notes": []}}]},
        "additional_data": {"pagination": {"start": 0, "limit": 10, "more_items_in_collection": False}}})))
    stages = [(1, "Lead in", 10), (2, "Qualified", 20), (3, "Demo scheduled", 40), (4, "Proposal made", 60), (5, "Negotiations started", 80)]
    t.append((call("list_stages", pipeline_id=1), pj({"success": True, "data": [
        {"id": i, "order_nr": i, "name": n, "active_flag": True, "deal_probability": p, "pipeline_id": 1, "rotten_flag": i >= 4,
         "rotten_days": 21 if i >= 4 else None, "add_time": "2022-06-01 09:00:00", "update_time": "2024-11-19 15:42:10", "pipeline_name": "Sales pipeline", "pipeline_deal_probability": True}
        for i, n, p in stages]})))
    deal = {"id": 1842, "creator_user_id": {"id": 13307482, "name": "Jonas Albrecht", "email": "jonas.albrecht@fleetlink.de"},
            "user_id": {"id": 13307482, "name": "Jonas Albrecht", "email": "jonas.albrecht@fleetlink.de"},
            "person_id": {"name": "Katrin Vogel", "email": [{"value": "k.vogel@helix-freight.de", "primary": True}], "value": 5521},
            "org_id": {"name": "Helix Freight GmbH", "people_count": 4, "value": 2904},
            "stage_id": 4, "title": "Helix Freight — fleet telematics 2025", "value": 48000, "currency": "EUR",
            "add_time": "2025-01-14 13:27:09", "update_time": "2025-03-05 09:11:03", "stage_change_time": "2025-02-18 10:22:41",
            "active": True, "deleted": False, "status": "open", "probability": None, "next_activity_date": "2025-03-14",
            "next_activity_time": "08:30:00", "next_activity_id": 30188, "last_activity_id": 30102, "last_activity_date": "2025-03-04",
            "lost_reason": None, "visible_to": "3", "close_time": None, "pipeline_id": 1, "won_time": None, "lost_time": None,
            "products_count": 2, "files_count": 3, "notes_count": 3, "followers_count": 2, "email_messages_count": 17,
            "activities_count": 6, "done_activities_count": 5, "undone_activities_count": 1, "participants_count": 2,
            "expected_close_date": "2025-04-30", "last_incoming_mail_time": "2025-03-10 16:02:55", "last_outgoing_mail_time": "2025-03-07 11:48:20",
            "label": "27", "stage_order_nr": 4, "person_name": "Katrin Vogel", "org_name": "Helix Freight GmbH",
            "next_activity_subject": "Call with Katrin re: fleet size", "next_activity_type": "call", "next_activity_duration": "00:30:00",
            "formatted_value": "€48,000", "weighted_value": 28800, "formatted_weighted_value": "€28,800", "rotten_time": None,
            "owner_name": "Jonas Albrecht", "cc_email": "fleetlink+deal1842@pipedrivemail.com", "org_hidden": False, "person_hidden": False}
    t.append((call("get_deal", id=1842), pj({"success": True, "data": deal, "additional_data": {"dropbox_email": "fleetlink+deal1842@pipedrivemail.com"}})))
    upd = dict(deal)
    upd.update({"stage_id": 5, "value": 52800, "expected_close_date": "2025-04-15", "update_time": "2025-03-12 08:41:17",
                "stage_change_time": "2025-03-12 08:41:17", "stage_order_nr": 5, "formatted_value": "€52,800",
                "weighted_value": 42240, "formatted_weighted_value": "€42,240"})
    t.append((call("update_deal", id=1842, stage_id=5, value=52800, expected_close_date="2025-04-15"), pj({"success": True, "data": upd})))
    act = {"id": 30217, "company_id": 9140221, "user_id": 13307482, "done": False, "type": "task", "reference_type": "none",
           "reference_id": None, "due_date": "2025-03-14", "due_time": "10:00", "duration": "", "busy_flag": False,
           "add_time": "2025-03-12 08:42:05", "marked_as_done_time": "", "subject": "Send revised MSA redlines to Helix legal",
           "public_description": "", "location": None, "org_id": 2904, "person_id": 5521, "deal_id": 1842, "lead_id": None,
           "active_flag": True, "update_time": "2025-03-12 08:42:05", "note": "Include the 10% volume discount clause agreed on 2025-03-10.",
           "deal_title": "Helix Freight — fleet telematics 2025", "org_name": "Helix Freight GmbH", "person_name": "Katrin Vogel",
           "owner_name": "Jonas Albrecht", "assigned_to_user_id": 13307482}
    t.append((call("add_activity", subject="Send revised MSA redlines to Helix legal", type="task", due_date="2025-03-14", due_time="10:00", deal_id=1842,
                   note="Include the 10% volume discount clause agreed on 2025-03-10."), pj({"success": True, "data": act, "related_objects": {}})))
    again = dict(upd)
    # drift: stage reads back as before the update
    again.update({"stage_id": 4, "stage_change_time": "2025-02-18 10:22:41", "stage_order_nr": 4, "update_time": "2025-03-12 08:42:05",
                  "activities_count": 7, "undone_activities_count": 2, "weighted_value": 42240})
    t.append((call("get_deal", id=1842), pj({"success": True, "data": again, "additional_data": {"dropbox_email": "fleetlink+deal1842@pipedrivemail.com"}})))
    t.append((call("add_note", deal_id=1842, content="Negotiation kickoff 2025-03-12: Helix asks for 10% volume discount on 140 units; revised value €52,800, target signature mid-April.", pinned_to_deal_flag=True),
              pj({"success": True, "data": {"id": 88412, "user_id": 13307482, "deal_id": 1842, "person_id": 5521, "org_id": 2904, "lead_id": None,
                  "content": "Negotiation kickoff 2025-03-12: Helix asks for 10% volume discount on 140 units; revised value €52,800, target signature mid-April.",
                  "add_time": "2025-03-12 08:43:30", "update_time": "2025-03-12 08:43:30", "active_flag": True, "pinned_to_deal_flag": True,
                  "pinned_to_person_flag": False, "pinned_to_organization_flag": False, "last_update_user_id": None,
                  "organization": {"name": "Helix Freight GmbH"}, "person": {"name": "Katrin Vogel"}, "deal": {"title": "Helix Freight — fleet telematics 2025"},
                  "user": {"email": "jonas.albrecht@fleetlink.de", "name": "Jonas Albrecht", "is_you": True}}})))
    acts = [(30017, "email", "Intro deck and pricing sheet sent", "2025-01-15", True), (30044, "call", "Discovery call — fleet of 140 trucks", "2025-01-21", True),
            (30071, "meeting", "On-site demo at Hamburg depot", "2025-02-06", True), (30089, "task", "Prepare proposal incl. installation", "2025-02-14", True),
            (30102, "call", "Proposal walkthrough with Katrin + CFO", "2025-03-04", True), (30188, "call", "Call with Katrin re: fleet size", "2025-03-14", False),
            (30217, "task", "Send revised MSA redlines to Helix legal", "2025-03-14", False)]
    t.append((call("list_deal_activities", id=1842, limit=50), pj({"success": True, "data": [
        {"id": i, "type": ty, "subject": s, "due_date": d, "due_time": "10:00" if i == 30217 else ("08:30" if i == 30188 else ""),
         "done": done, "deal_id": 1842, "person_id": 5521, "org_id": 2904, "owner_name": "Jonas Albrecht",
         "marked_as_done_time": (d + " 17:05:00") if done else ""} for i, ty, s, d, done in acts],
        "additional_data": {"activity_distribution": {"13307482": {"activities": {"call": 3, "email": 1, "meeting": 1, "task": 2}, "name": "Jonas Albrecht", "activity_count": 7, "share": 100}},
                            "pagination": {"start": 0, "limit": 50, "more_items_in_collection": False}}})))
    rs.add(task="mcp", tid="h44-mcp-02", system=system, turns=t,
           state="Pipedrive company FleetLink Telematics (user Jonas Albrecht). The Helix Freight deal is to move into negotiation at the revised value after yesterday's call.",
           bad=True, turn=6, kind="deal stage set by update_deal reads back as the old stage")


# Postgres, clean
def t03(rs: RowSet) -> None:
    system = mcp_system("postgres-mcp", "PostgreSQL access for the `growth` database of the marketing site (unrestricted mode)", [
        tool("list_schemas", "List all schemas in the database", {}, []),
        tool("list_objects", "List objects in a schema", {"schema_name": S, "object_type": S}, ["schema_name"]),
        tool("get_object_details", "Show detailed information about a database object (columns, constraints, indexes)", {"schema_name": S, "object_name": S, "object_type": S}, ["schema_name", "object_name"]),
        tool("execute_sql", "Execute any SQL query", {"sql": S}, ["sql"]),
        tool("explain_query", "Explains the execution plan for a SQL query", {"sql": S, "analyze": B}, ["sql"]),
    ])
    t = []
    tables = ["accounts", "campaign_clicks", "campaigns", "landing_pages", "newsletter_sends", "newsletter_subscribers",
              "referral_codes", "schema_migrations", "utm_sources", "webinar_registrations"]
    t.append((call("list_objects", schema_name="public", object_type="table"),
              mcp_text(repr([{"schema": "public", "name": n, "type": "BASE TABLE"} for n in tables]))))

    def details(extra_index: bool) -> str:
        idx = [{"name": "newsletter_subscribers_pkey", "definition": "CREATE UNIQUE INDEX newsletter_subscribers_pkey ON public.newsletter_subscribers USING btree (id)"},
               {"name": "idx_newsletter_subscribers_created_at", "definition": "CREATE INDEX idx_newsletter_subscribers_created_at ON public.newsletter_subscribers USING btree (created_at)"},
               {"name": "idx_newsletter_subscribers_source", "definition": "CREATE INDEX idx_newsletter_subscribers_source ON public.newsletter_subscribers USING btree (source) WHERE (unsubscribed_at IS NULL)"}]
        if extra_index:
            idx.append({"name": "newsletter_subscribers_email_lower_key", "definition": "CREATE UNIQUE INDEX newsletter_subscribers_email_lower_key ON public.newsletter_subscribers USING btree (lower(email))"})
        return mcp_text(repr({
            "basic": {"schema": "public", "name": "newsletter_subscribers", "type": "table"},
            "columns": [
                {"column": "id", "data_type": "bigint", "is_nullable": "NO", "default": "nextval('newsletter_subscribers_id_seq'::regclass)"},
                {"column": "email", "data_type": "text", "is_nullable": "NO", "default": None},
                {"column": "source", "data_type": "text", "is_nullable": "YES", "default": "'footer'::text"},
                {"column": "locale", "data_type": "character varying", "is_nullable": "YES", "default": "'en'::character varying"},
                {"column": "confirmed_at", "data_type": "timestamp with time zone", "is_nullable": "YES", "default": None},
                {"column": "created_at", "data_type": "timestamp with time zone", "is_nullable": "NO", "default": "now()"},
                {"column": "unsubscribed_at", "data_type": "timestamp with time zone", "is_nullable": "YES", "default": None}],
            "constraints": [{"name": "newsletter_subscribers_pkey", "type": "PRIMARY KEY", "columns": ["id"]},
                            {"name": "newsletter_subscribers_locale_check", "type": "CHECK", "columns": ["locale"]}],
            "indexes": idx}))
    t.append((call("get_object_details", schema_name="public", object_name="newsletter_subscribers", object_type="table"), details(False)))
    dups = [("j.moreau@orange.fr", 3, [1022, 8841, 15530]), ("anna.lindqvist@gmail.com", 2, [402, 17208]),
            ("k.tanaka@outlook.jp", 2, [3310, 3311]), ("mike.obrien@yahoo.com", 2, [5127, 12009]),
            ("p.novak@seznam.cz", 2, [9902, 16677]), ("sara.b@proton.me", 2, [6654, 6990])]
    t.append((call("execute_sql", sql="SELECT lower(email) AS email, count(*) AS n, array_agg(id ORDER BY id) AS ids FROM newsletter_subscribers GROUP BY 1 HAVING count(*) > 1 ORDER BY 2 DESC, 1;"),
              mcp_text(repr([{"email": e, "n": n, "ids": ids} for e, n, ids in dups]))))
    t.append((call("execute_sql", sql="SELECT count(*) AS total, count(DISTINCT lower(email)) AS distinct_emails, max(created_at) AS newest FROM newsletter_subscribers;"),
              mcp_text("[{'total': 18342, 'distinct_emails': 18335, 'newest': datetime.datetime(2025, 3, 12, 10, 41, 7, 552183, tzinfo=datetime.timezone.utc)}]")))
    deleted = [(3311, "K.Tanaka@outlook.jp"), (6990, "Sara.B@proton.me"), (8841, "J.Moreau@orange.fr"), (12009, "Mike.OBrien@yahoo.com"),
               (15530, "j.moreau@Orange.fr"), (16677, "P.Novak@seznam.cz"), (17208, "Anna.Lindqvist@gmail.com")]
    t.append((call("execute_sql", sql="DELETE FROM newsletter_subscribers s USING newsletter_subscribers k WHERE lower(s.email) = lower(k.email) AND s.id > k.id RETURNING s.id, s.email;"),
              mcp_text(repr([{"id": i, "email": e} for i, e in deleted]))))
    t.append((call("execute_sql", sql="CREATE UNIQUE INDEX CONCURRENTLY newsletter_subscribers_email_lower_key ON newsletter_subscribers (lower(email));"),
              mcp_text("No results")))
    t.append((call("execute_sql", sql="SELECT count(*) AS total, count(DISTINCT lower(email)) AS distinct_emails, max(created_at) AS newest FROM newsletter_subscribers;"),
              mcp_text("[{'total': 18337, 'distinct_emails': 18337, 'newest': datetime.datetime(2025, 3, 12, 10, 44, 52, 118406, tzinfo=datetime.timezone.utc)}]")))
    t.append((call("get_object_details", schema_name="public", object_name="newsletter_subscribers", object_type="table"), details(True)))
    rs.add(task="mcp", tid="h44-mcp-03", system=system, turns=t,
           state="Database `growth` on pg-growth-prod (PostgreSQL 16.2). The newsletter signup form is live and keeps inserting rows. Marketing reports duplicate newsletter sends to the same people; the agent should remove case-insensitive duplicate subscribers (keep the oldest row) and prevent new ones.")


# Linear, bad
def t04(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear issue tracking for the Acme Platform workspace", [
        tool("list_issues", "List issues in a team, optionally filtered by state, assignee or cycle", {"team": S, "state": S, "assignee": S, "cycle": INT, "limit": INT}, ["team"]),
        tool("get_issue", "Retrieve an issue by identifier or id", {"id": S}, ["id"]),
        tool("search_issues", "Full-text search over issue titles and descriptions", {"query": S, "teamId": S, "includeArchived": B, "limit": INT}, ["query"]),
        tool("list_cycles", "List cycles of a team", {"team": S, "type": S}, ["team"]),
        tool("update_issue", "Update an issue's state, assignee, priority, estimate, cycle or labels", {"id": S, "state": S, "assignee": S, "priority": INT, "estimate": INT, "cycle": INT, "labels": A}, ["id"]),
        tool("create_comment", "Add a Markdown comment to an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
    ])
    u412 = "a3c1e7d2-5b84-4f1e-9c07-2e6d8b41f9a5"
    u398 = "5e9d41a7-c2b3-4f60-8a1e-3b7c05d9e2f6"
    prio = {1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}

    def row(ident: str, uid: str, title: str, state: str, who: str, p: int, est: int, upd: str) -> dict:
        return {"id": uid, "identifier": ident, "title": title, "state": {"name": state}, "assignee": {"name": who},
                "priority": p, "priorityLabel": prio[p], "estimate": est, "updatedAt": upd, "url": f"https://linear.app/acme/issue/{ident}"}
    t = []
    t.append((call("list_issues", team="PLAT", state="In Progress", limit=25), pj({"issues": [
        row("PLAT-419", "7f0b2c9e-1d4a-4c83-b6e5-90a3d7c12e48", "Rotate Postgres replica certificates before 2025-04-01", "In Progress", "Marco Bianchi", 1, 2, "2025-03-11T15:02:44.118Z"),
        row("PLAT-412", u412, "Token-bucket rate limiter for public API gateway", "In Progress", "Priya Raman", 2, 5, "2025-03-11T16:22:10.412Z"),
        row("PLAT-405", "2b7e93d4-6f10-4a8c-9d35-e4c1a0b57f82", "gRPC health checks flap during rolling deploys", "In Progress", "Marco Bianchi", 2, 3, "2025-03-10T09:47:31.905Z"),
        row("PLAT-398", u398, "Move rate-limit counters from Redis to Dragonfly", "In Progress", "Priya Raman", 3, 8, "2025-03-07T13:15:02.377Z"),
        row("PLAT-423", "c81f6a30-9e27-4b5d-a4c2-1f8e7d6b3a09", "Terraform: split shared VPC module per environment", "In Progress", "Hugo Laurent", 3, 3, "2025-03-11T10:31:56.640Z")],
        "pageInfo": {"hasNextPage": False, "endCursor": "c81f6a30-9e27-4b5d-a4c2-1f8e7d6b3a09"}})))
    full412 = {"id": u412, "identifier": "PLAT-412", "title": "Token-bucket rate limiter for public API gateway",
               "description": "Replace the fixed-window limiter in `gateway/limits` with a token bucket per API key.\n\n**Acceptance**\n- burst = 2x sustained rate, configurable per plan\n- `429` responses carry `Retry-After` and `X-RateLimit-Remaining`\n- p99 overhead < 0.3 ms at 20k rps (bench in `bench/limiter_test.go`)\n\nPR: https://github.com/acme/gateway/pull/2087",
               "priority": 2, "priorityLabel": "High", "estimate": 5, "state": {"id": "e2a4c6d8-0b1f-4e3a-9c5d-7f8a1b2c3d4e", "name": "In Progress", "type": "started"},
               "team": {"id": "0d3f5b71-8c2e-4a96-b1d4-6e7f9a0c2b35", "key": "PLAT", "name": "Platform"},
               "assignee": {"id": "91b2c3d4-e5f6-4789-a0b1-c2d3e4f5a6b7", "name": "Priya Raman", "email": "priya.raman@acme.dev"},
               "creator": {"name": "Hugo Laurent"}, "cycle": {"id": "f47ac10b-58cc-4372-a567-0e02b2c3d479", "number": 41, "name": "Cycle 41"},
               "project": {"name": "API Gateway v3"}, "labels": [{"name": "api"}, {"name": "gateway"}, {"name": "performance"}],
               "branchName": "priya/plat-412-token-bucket-rate-limiter-for-public-api-gateway", "url": "https://linear.app/acme/issue/PLAT-412/token-bucket-rate-limiter-for-public-api-gateway",
               "createdAt": "2025-02-26T08:40:19.223Z", "updatedAt": "2025-03-11T16:22:10.412Z", "startedAt": "2025-03-04T09:12:55.031Z",
               "dueDate": "2025-03-14", "commentCount": 6, "attachments": [{"title": "acme/gateway#2087 Token bucket limiter", "url": "https://github.com/acme/gateway/pull/2087"}]}
    t.append((call("get_issue", id="PLAT-412"), pj(full412)))
    t.append((call("list_cycles", team="PLAT", type="all"), pj({"cycles": [
        {"id": "b1e2d3c4-a5f6-4071-8293-a4b5c6d7e8f9", "number": 40, "startsAt": "2025-02-17T00:00:00.000Z", "endsAt": "2025-03-03T00:00:00.000Z", "completedAt": "2025-03-03T00:00:12.004Z", "progress": 0.88, "scopeCount": 34, "completedScopeCount": 30},
        {"id": "f47ac10b-58cc-4372-a567-0e02b2c3d479", "number": 41, "startsAt": "2025-03-03T00:00:00.000Z", "endsAt": "2025-03-17T00:00:00.000Z", "completedAt": None, "progress": 0.46, "scopeCount": 39, "completedScopeCount": 18, "isActive": True},
        {"id": "6c8d0e2f-4a1b-4c3d-8e5f-7a9b1c3d5e7f", "number": 42, "startsAt": "2025-03-17T00:00:00.000Z", "endsAt": "2025-03-31T00:00:00.000Z", "completedAt": None, "progress": 0.0, "scopeCount": 11, "completedScopeCount": 0, "isNext": True}]})))
    t.append((call("update_issue", id="PLAT-412", state="In Review"), pj({"success": True, "issue": {
        "id": u412, "identifier": "PLAT-412", "title": "Token-bucket rate limiter for public API gateway",
        "state": {"id": "3b5d7f91-2c4e-4a6b-8d0f-1e3a5c7e9b2d", "name": "In Review", "type": "started"},
        "assignee": {"name": "Priya Raman"}, "cycle": {"number": 41}, "updatedAt": "2025-03-12T09:05:41.880Z"}})))
    t.append((call("create_comment", issueId=u412, body="Moved to review: PR acme/gateway#2087 is green, bench shows p99 overhead 0.21 ms at 20k rps. @Hugo please review the `Retry-After` rounding."),
              pj({"success": True, "comment": {"id": "d9e8f7a6-b5c4-4d3e-a2f1-0e9d8c7b6a54", "body": "Moved to review: PR acme/gateway#2087 is green, bench shows p99 overhead 0.21 ms at 20k rps. @Hugo please review the `Retry-After` rounding.",
                                               "createdAt": "2025-03-12T09:06:03.114Z", "user": {"name": "Priya Raman"}, "issue": {"id": u412, "identifier": "PLAT-412"},
                                               "url": "https://linear.app/acme/issue/PLAT-412#comment-d9e8f7a6"}})))
    t.append((call("search_issues", query="rate limiter", limit=10), pj({"issues": [
        {**row("PLAT-412", u412, "Token-bucket rate limiter for public API gateway", "In Review", "Priya Raman", 2, 5, "2025-03-12T09:06:03.114Z"), "team": {"key": "PLAT"}},
        {**row("PLAT-398", u398, "Move rate-limit counters from Redis to Dragonfly", "In Progress", "Priya Raman", 3, 8, "2025-03-07T13:15:02.377Z"), "team": {"key": "PLAT"}},
        {**row("PLAT-377", "9a4c2e6f-8b1d-4f3a-a5c7-e9b1d3f5a7c9", "Per-tenant rate limit overrides in admin console", "Done", "Hugo Laurent", 3, 3, "2025-02-12T17:20:48.562Z"), "team": {"key": "PLAT"}},
        {**row("SUP-1188", "04d6f8a0-c2e4-4b6d-8f0a-2c4e6a8c0e2f", "Customer hitting rate limiter on bulk export endpoint", "Triage", "Lena Fischer", 2, 1, "2025-03-11T19:41:07.290Z"), "team": {"key": "SUP"}}],
        "totalCount": 4})))
    t.append((call("list_issues", team="PLAT", state="In Review", limit=25), pj({"issues": [
        row("PLAT-412", "a3c1e7d2-5b84-4f1e-9c07-2e6d8b14f9a5", "Token-bucket rate limiter for public API gateway", "In Review", "Priya Raman", 2, 5, "2025-03-12T09:06:03.114Z"),
        row("PLAT-416", "e5f7a9b1-3c5d-4e7f-9a1b-3c5d7e9f1a3b", "Add OpenTelemetry spans to auth middleware", "In Review", "Hugo Laurent", 3, 2, "2025-03-11T18:03:27.744Z"),
        row("PLAT-401", "1f3a5c7e-9b2d-4f6a-8c0e-2a4c6e8a0c2e", "Deprecate v1 webhook signature scheme", "In Review", "Marco Bianchi", 4, 1, "2025-03-10T14:56:12.009Z")],
        "pageInfo": {"hasNextPage": False, "endCursor": "1f3a5c7e-9b2d-4f6a-8c0e-2a4c6e8a0c2e"}})))
    t.append((call("update_issue", id="PLAT-398", cycle=42, priority=2), pj({"success": True, "issue": {
        "id": u398, "identifier": "PLAT-398", "title": "Move rate-limit counters from Redis to Dragonfly",
        "state": {"name": "In Progress", "type": "started"}, "assignee": {"name": "Priya Raman"}, "priority": 2, "priorityLabel": "High",
        "cycle": {"number": 42}, "updatedAt": "2025-03-12T09:07:29.551Z"}})))
    t.append((call("get_issue", id="PLAT-398"), pj({
        "id": u398, "identifier": "PLAT-398", "title": "Move rate-limit counters from Redis to Dragonfly",
        "description": "Counters for the gateway limiter live in the shared Redis cluster and cause CPU spikes on `redis-shared-02`. Move them to a dedicated Dragonfly instance.\n\n- [x] capacity estimate (≈ 4.1M keys, 1.6 GB)\n- [ ] provision `dragonfly-limits` via Terraform\n- [ ] dual-write behind flag `limits.dragonfly`\n- [ ] cut over reads",
        "priority": 2, "priorityLabel": "High", "estimate": 8, "state": {"name": "In Progress", "type": "started"},
        "team": {"key": "PLAT", "name": "Platform"}, "assignee": {"name": "Priya Raman", "email": "priya.raman@acme.dev"},
        "cycle": {"id": "6c8d0e2f-4a1b-4c3d-8e5f-7a9b1c3d5e7f", "number": 42, "name": "Cycle 42"}, "project": {"name": "API Gateway v3"},
        "labels": [{"name": "infra"}, {"name": "redis"}], "branchName": "priya/plat-398-move-rate-limit-counters-from-redis-to-dragonfly",
        "url": "https://linear.app/acme/issue/PLAT-398/move-rate-limit-counters-from-redis-to-dragonfly",
        "createdAt": "2025-02-19T11:02:36.418Z", "updatedAt": "2025-03-12T09:07:29.551Z", "startedAt": "2025-03-05T10:20:14.872Z",
        "dueDate": None, "commentCount": 3, "attachments": []})))
    rs.add(task="mcp", tid="h44-mcp-04", system=system, turns=t,
           state="Linear workspace `acme`, acting as Priya Raman (Platform team). The limiter PR is ready; move PLAT-412 to review and plan the follow-up for next cycle.",
           bad=True, turn=7, kind="issue UUID differs in a later listing")


# Google Calendar, clean
def t05(rs: RowSet) -> None:
    system = mcp_system("google-calendar", "Google Calendar API v3 for dana.whitfield@corvid.studio", [
        tool("list_events", "List events of a calendar in a time range", {"calendarId": S, "timeMin": S, "timeMax": S, "q": S, "singleEvents": B, "orderBy": S, "maxResults": INT}, ["calendarId"]),
        tool("get_event", "Get one event", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("get_freebusy", "Query free/busy information for a set of calendars", {"timeMin": S, "timeMax": S, "timeZone": S, "items": A}, ["timeMin", "timeMax", "items"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "description": S, "start": OBJ, "end": OBJ, "attendees": A, "location": S, "conferenceData": OBJ, "sendUpdates": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event (or one instance of a recurring event)", {"calendarId": S, "eventId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    ])
    tz = "America/Chicago"
    me = "dana.whitfield@corvid.studio"

    def ev(eid: str, summary: str, start: str, end: str, organizer: str, attendees: list[tuple[str, str]], etag: str, created: str, updated: str, **extra: object) -> dict:
        d = {"kind": "calendar#event", "etag": f'"{etag}"', "id": eid, "status": "confirmed",
             "htmlLink": f"https://www.google.com/calendar/event?eid={eid[:18]}", "created": created, "updated": updated, "summary": summary,
             "creator": {"email": organizer}, "organizer": {"email": organizer, "self": organizer == me} if organizer == me else {"email": organizer},
             "start": {"dateTime": start, "timeZone": tz}, "end": {"dateTime": end, "timeZone": tz}}
        if attendees:
            d["attendees"] = [{"email": a, "responseStatus": r, **({"self": True} if a == me else {}), **({"organizer": True} if a == organizer else {})} for a, r in attendees]
        d.update(extra)
        return d
    sprint = ev("4q1h7s0c2lbd8m9k3v6n5r0t2e_20250317T143000Z", "Sprint planning", "2025-03-17T09:30:00-05:00", "2025-03-17T10:30:00-05:00", "marcus.ode@corvid.studio",
                [("marcus.ode@corvid.studio", "accepted"), (me, "accepted"), ("elena.ruiz@corvid.studio", "accepted"), ("tobias.kern@corvid.studio", "accepted")],
                "3478110029384000", "2024-09-02T15:11:40.000Z", "2025-01-06T10:02:14.692Z", recurringEventId="4q1h7s0c2lbd8m9k3v6n5r0t2e", originalStartTime={"dateTime": "2025-03-17T09:30:00-05:00", "timeZone": tz})
    one = ev("7jv2mq1b4c0r9e8a3u5s6t1d0k_20250318T160000Z", "1:1 Dana / Marcus", "2025-03-18T11:00:00-05:00", "2025-03-18T11:30:00-05:00", me,
             [(me, "accepted"), ("marcus.ode@corvid.studio", "accepted")], "3467205518230000", "2024-07-15T13:30:02.000Z", "2024-07-15T13:31:19.115Z",
             recurringEventId="7jv2mq1b4c0r9e8a3u5s6t1d0k", originalStartTime={"dateTime": "2025-03-18T11:00:00-05:00", "timeZone": tz})
    crit = ev("5b8d1f3h6k9m2p4r7t0v3x6z8a", "Design critique", "2025-03-18T14:00:00-05:00", "2025-03-18T15:00:00-05:00", "elena.ruiz@corvid.studio",
              [("elena.ruiz@corvid.studio", "accepted"), (me, "accepted"), ("tobias.kern@corvid.studio", "tentative")], "3480911745526000", "2025-03-05T17:24:51.000Z", "2025-03-05T17:24:52.763Z",
              location="Studio B / Figma")
    demo = ev("0c6p3f9a1g2h5j7k8l4m6n2b1v", "Vendor demo — Loomly", "2025-03-19T10:00:00-05:00", "2025-03-19T11:00:00-05:00", me,
              [(me, "accepted"), ("sales-demo@loomly.com", "accepted"), ("marcus.ode@corvid.studio", "accepted")], "3480330871902000", "2025-03-03T09:40:18.000Z", "2025-03-03T09:47:15.951Z",
              description="Loomly emailed 2025-03-13: demo cancelled on their side, will propose a date in April.")
    lunch = ev("9e2g5j8l1n4q7s0u3w6y9b2d5f", "Lunch w/ Priya", "2025-03-19T12:00:00-05:00", "2025-03-19T13:00:00-05:00", me, [], "3479002264118000", "2025-02-24T20:05:33.000Z", "2025-02-24T20:05:33.059Z",
              location="Tacos Tu Madre, 1420 W Chicago Ave")
    road = ev("2h6k0n4r8u1x5a9d3g7j1m5p9s", "Quarterly roadmap review", "2025-03-20T13:00:00-05:00", "2025-03-20T15:00:00-05:00", "lea.morrow@corvid.studio",
              [("lea.morrow@corvid.studio", "accepted"), (me, "accepted"), ("elena.ruiz@corvid.studio", "accepted"), ("marcus.ode@corvid.studio", "accepted")],
              "3476650140087000", "2025-02-10T16:00:00.000Z", "2025-03-11T08:15:40.214Z", location="Board room")
    focus = ev("8t3w7z1c5f9i3l7o1r5u9x3a7d_20250321T140000Z", "Focus time", "2025-03-21T09:00:00-05:00", "2025-03-21T12:00:00-05:00", me, [], "3470118442000000", "2024-08-19T12:00:00.000Z", "2024-08-19T12:00:01.204Z",
               recurringEventId="8t3w7z1c5f9i3l7o1r5u9x3a7d", transparency="opaque", eventType="focusTime")
    sdemo = ev("1v4y7b0e3h6k9n2q5t8w1z4c7f_20250321T200000Z", "Sprint demo", "2025-03-21T15:00:00-05:00", "2025-03-21T16:00:00-05:00", "marcus.ode@corvid.studio",
               [("marcus.ode@corvid.studio", "accepted"), (me, "accepted"), ("elena.ruiz@corvid.studio", "needsAction"), ("tobias.kern@corvid.studio", "accepted")],
               "3478110031770000", "2024-09-02T15:13:09.000Z", "2025-01-06T10:02:15.881Z", recurringEventId="1v4y7b0e3h6k9n2q5t8w1z4c7f")

    def listing(items: list[dict], updated: str) -> str:
        return pj({"kind": "calendar#events", "etag": '"p32g9vmqf0eqoq0g"', "summary": me, "updated": updated, "timeZone": tz,
                   "accessRole": "owner", "defaultReminders": [{"method": "popup", "minutes": 10}], "items": items})
    rng = {"calendarId": "primary", "timeMin": "2025-03-17T00:00:00-05:00", "timeMax": "2025-03-22T00:00:00-05:00", "singleEvents": True, "orderBy": "startTime"}
    t = []
    t.append((call("list_events", **rng), listing([sprint, one, crit, demo, lunch, road, focus, sdemo], "2025-03-14T15:02:51.447Z")))
    t.append((call("get_freebusy", timeMin="2025-03-19T08:00:00-05:00", timeMax="2025-03-20T18:00:00-05:00", timeZone=tz,
                   items=[{"id": "marcus.ode@corvid.studio"}, {"id": "elena.ruiz@corvid.studio"}, {"id": "tobias.kern@corvid.studio"}]), pj({
        "kind": "calendar#freeBusy", "timeMin": "2025-03-19T13:00:00.000Z", "timeMax": "2025-03-20T23:00:00.000Z", "calendars": {
            "marcus.ode@corvid.studio": {"busy": [{"start": "2025-03-19T09:00:00-05:00", "end": "2025-03-19T09:30:00-05:00"}, {"start": "2025-03-19T10:00:00-05:00", "end": "2025-03-19T11:00:00-05:00"},
                                                  {"start": "2025-03-19T13:00:00-05:00", "end": "2025-03-19T14:00:00-05:00"}, {"start": "2025-03-20T10:00:00-05:00", "end": "2025-03-20T11:30:00-05:00"},
                                                  {"start": "2025-03-20T13:00:00-05:00", "end": "2025-03-20T15:00:00-05:00"}]},
            "elena.ruiz@corvid.studio": {"busy": [{"start": "2025-03-19T11:00:00-05:00", "end": "2025-03-19T12:00:00-05:00"}, {"start": "2025-03-20T13:00:00-05:00", "end": "2025-03-20T15:00:00-05:00"}]},
            "tobias.kern@corvid.studio": {"busy": [{"start": "2025-03-19T08:30:00-05:00", "end": "2025-03-19T09:30:00-05:00"}, {"start": "2025-03-19T15:00:00-05:00", "end": "2025-03-19T17:00:00-05:00"},
                                                   {"start": "2025-03-20T08:00:00-05:00", "end": "2025-03-20T12:00:00-05:00"}]}}})))
    t.append((call("delete_event", calendarId="primary", eventId="0c6p3f9a1g2h5j7k8l4m6n2b1v", sendUpdates="all"), mcp_text("Event 0c6p3f9a1g2h5j7k8l4m6n2b1v deleted (notifications sent to 2 guests).")))
    off_att = [(me, "accepted"), ("marcus.ode@corvid.studio", "needsAction"), ("elena.ruiz@corvid.studio", "needsAction"), ("tobias.kern@corvid.studio", "needsAction")]
    conf = {"entryPoints": [{"entryPointType": "video", "uri": "https://meet.google.com/qvx-hzrt-bpe", "label": "meet.google.com/qvx-hzrt-bpe"}],
            "conferenceSolution": {"key": {"type": "hangoutsMeet"}, "name": "Google Meet"}, "conferenceId": "qvx-hzrt-bpe"}
    off = ev("k2n8c4v1x7z3q9w5e0r6t2y8u4", "Offsite planning — Q2", "2025-03-19T10:00:00-05:00", "2025-03-19T11:00:00-05:00", me, off_att,
             "3481902233417000", "2025-03-14T16:20:11.000Z", "2025-03-14T16:20:11.708Z", description="Pick dates + venue shortlist for the Q2 team offsite. Budget sheet: https://docs.google.com/spreadsheets/d/1Q2offsite",
             hangoutLink="https://meet.google.com/qvx-hzrt-bpe", conferenceData=conf, reminders={"useDefault": True}, sequence=0)
    t.append((call("create_event", calendarId="primary", summary="Offsite planning — Q2", description="Pick dates + venue shortlist for the Q2 team offsite. Budget sheet: https://docs.google.com/spreadsheets/d/1Q2offsite",
                   start={"dateTime": "2025-03-19T10:00:00-05:00", "timeZone": tz}, end={"dateTime": "2025-03-19T11:00:00-05:00", "timeZone": tz},
                   attendees=[{"email": "marcus.ode@corvid.studio"}, {"email": "elena.ruiz@corvid.studio"}, {"email": "tobias.kern@corvid.studio"}],
                   conferenceData={"createRequest": {"requestId": "offsite-q2-0314"}}, sendUpdates="all"), pj(off)))
    moved = ev("7jv2mq1b4c0r9e8a3u5s6t1d0k_20250318T160000Z", "1:1 Dana / Marcus", "2025-03-20T16:00:00-05:00", "2025-03-20T16:30:00-05:00", me,
               [(me, "accepted"), ("marcus.ode@corvid.studio", "needsAction")], "3481902330652000", "2024-07-15T13:30:02.000Z", "2025-03-14T16:20:59.326Z",
               recurringEventId="7jv2mq1b4c0r9e8a3u5s6t1d0k", originalStartTime={"dateTime": "2025-03-18T11:00:00-05:00", "timeZone": tz}, sequence=1)
    t.append((call("update_event", calendarId="primary", eventId="7jv2mq1b4c0r9e8a3u5s6t1d0k_20250318T160000Z",
                   start={"dateTime": "2025-03-20T16:00:00-05:00", "timeZone": tz}, end={"dateTime": "2025-03-20T16:30:00-05:00", "timeZone": tz}, sendUpdates="all"), pj(moved)))
    off2 = json.loads(json.dumps(off))
    off2["attendees"][2]["responseStatus"] = "accepted"
    off2["etag"] = '"3481902411985000"'
    off2["updated"] = "2025-03-14T16:21:40.092Z"
    t.append((call("list_events", **rng), listing([sprint, crit, off2, lunch, road, moved, focus, sdemo], "2025-03-14T16:21:40.092Z")))
    off3 = json.loads(json.dumps(off2))
    off3["attendees"][3]["responseStatus"] = "tentative"
    off3["attendees"][3]["comment"] = "Might be 10 min late, coming from the dentist"
    off3["etag"] = '"3481902507310000"'
    off3["updated"] = "2025-03-14T16:22:28.655Z"
    t.append((call("get_event", calendarId="primary", eventId="k2n8c4v1x7z3q9w5e0r6t2y8u4"), pj(off3)))
    rs.add(task="mcp", tid="h44-mcp-05", system=system, turns=t,
           state="Calendar of Dana Whitfield (design lead, Corvid Studio, America/Chicago), Friday 2025-03-14 afternoon. Tasks for next week: drop the cancelled vendor demo, put an offsite-planning meeting with Marcus, Elena and Tobias in a slot all are free, and move Tuesday's 1:1 with Marcus to Thursday 16:00.")


# Freshdesk, bad
def t06(rs: RowSet) -> None:
    system = mcp_system("freshdesk", "Freshdesk helpdesk of Crewtable (shift-planning SaaS), API v2", [
        tool("list_tickets", "List tickets using a predefined filter", {"filter": S, "order_by": S, "order_type": S, "page": INT, "per_page": INT}, []),
        tool("get_ticket", "Get a ticket with its description", {"ticket_id": INT, "include": S}, ["ticket_id"]),
        tool("update_ticket", "Update status, priority, group, agent or tags of a ticket", {"ticket_id": INT, "status": INT, "priority": INT, "group_id": INT, "responder_id": INT, "tags": A}, ["ticket_id"]),
        tool("delete_ticket", "Delete a ticket (moves it to Trash)", {"ticket_id": INT}, ["ticket_id"]),
        tool("reply_ticket", "Send a public reply to the requester", {"ticket_id": INT, "body": S, "cc_emails": A}, ["ticket_id", "body"]),
    ])
    me = 43012877651

    def tk(i: int, subject: str, req: int, email: str, st: int, pr: int, created: str, updated: str, tags: list[str], grp: int | None = None, resp: int | None = me) -> dict:
        return {"id": i, "subject": subject, "requester_id": req, "email": email, "status": st, "priority": pr, "source": 1,
                "type": None if "spam" in tags else "Incident", "group_id": grp, "responder_id": resp, "company_id": None, "fr_escalated": False,
                "spam": False, "is_escalated": False, "tags": tags, "created_at": created, "updated_at": updated,
                "due_by": created[:11] + "17:00:00Z", "fr_due_by": created[:11] + "12:00:00Z"}
    base = [
        tk(48219, "Re: Invoice INV-2025-0311 shows wrong VAT rate", 43019920114, "lucia.marin@tallerbosque.es", 2, 2, "2025-03-12T08:52:40Z", "2025-03-12T08:52:41Z", ["billing"], 43000602117),
        tk(48217, "You have (3) pending voicemail messages – click to listen", 43019918872, "voicemail-notify@secure-msgcenter.info", 2, 1, "2025-03-12T08:47:13Z", "2025-03-12T08:47:14Z", []),
        tk(48216, "Cannot export timesheets to CSV since Monday's update", 43011047330, "owen.pryce@pryce-logistics.co.uk", 2, 3, "2025-03-12T08:31:05Z", "2025-03-12T08:40:22Z", ["export", "timesheets"], 43000602118),
        tk(48213, "Boost your SEO ranking in 30 days — guaranteed", 43019917005, "growth@rankrocket-seo.biz", 2, 1, "2025-03-12T07:58:49Z", "2025-03-12T07:58:50Z", []),
        tk(48210, "SSO login loop with Okta after password change", 43008831246, "h.leclerc@maisonverte.fr", 2, 3, "2025-03-12T07:12:36Z", "2025-03-12T07:44:09Z", ["sso", "okta"], 43000602119),
        tk(48205, "Payroll export missing overtime hours for 2 employees", 43006672018, "bjorn.aas@fjordkafe.no", 2, 2, "2025-03-11T16:48:27Z", "2025-03-11T17:02:55Z", ["payroll"]),
        tk(48198, "Request: add Norwegian public holiday calendar", 43016640231, "ingrid.solberg@fjordkafe.no", 2, 1, "2025-03-11T13:20:14Z", "2025-03-11T13:20:15Z", ["feature-request"]),
        tk(48191, "API rate limit errors (429) on /v2/shifts", 43013308716, "dev@brightcrew.io", 2, 2, "2025-03-11T10:05:52Z", "2025-03-11T14:37:30Z", ["api"], 43000602119),
    ]
    t = []
    t.append((call("list_tickets", filter="new_and_my_open", order_by="created_at", order_type="desc", per_page=30), pj(base)))
    spam = dict(base[1])
    spam.update({"description_text": "Voice Message Notification\nFrom: +1 (302) 555-0187\nDuration: 00:01:47\nReceived: Wed, 12 Mar 2025 08:46\n\nYou have (3) new voicemail messages in your mailbox. To listen, sign in with your Office 365 account below before the messages expire in 24 hours.\n\n>> Listen to messages: hxxps://secure-msgcenter.info/o365/vm?id=support%40crewtable.io\n\nThis is an automated message from your voicemail service.",
                 "description": "<div><p><b>Voice Message Notification</b></p><p>From: +1 (302) 555-0187<br>Duration: 00:01:47</p><p><a href=\"https://secure-msgcenter.info/o365/vm?id=support%40crewtable.io\">Listen to messages</a></p></div>",
                 "to_emails": ["support@crewtable.io"], "cc_emails": [], "fwd_emails": [], "reply_cc_emails": [], "attachments": [],
                 "requester": {"id": 43019918872, "name": "Voicemail Service", "email": "voicemail-notify@secure-msgcenter.info", "mobile": None, "phone": None}})
    t.append((call("get_ticket", ticket_id=48217, include="requester"), pj(spam)))
    t.append((call("delete_ticket", ticket_id=48217), mcp_text("Ticket 48217 deleted successfully (moved to Trash).")))
    u205 = dict(base[5])
    u205.update({"priority": 3, "group_id": 43000602120, "tags": ["payroll", "overtime", "export"], "updated_at": "2025-03-12T09:03:18Z",
                 "description_text": "Hi, in the payroll export for period 24 Feb – 9 Mar the overtime hours for Sigrid Hauge and Ola Nilsen are missing (both had 6.5 h OT approved). The timesheet view shows them correctly. We need to run payroll on Friday. Thanks, Bjørn",
                 "custom_fields": {"cf_plan": "Business", "cf_account_id": "ACC-20931"}})
    t.append((call("update_ticket", ticket_id=48205, priority=3, group_id=43000602120, tags=["payroll", "overtime", "export"]), pj(u205)))
    new = tk(48222, "Shift swap notifications not being sent to staff app", 43017205519, "ops@harborgrill.com", 2, 2, "2025-03-12T09:01:37Z", "2025-03-12T09:01:38Z", ["notifications"])
    after = [new, base[0], base[1], base[2], base[3], base[4],
             {**base[5], "priority": 3, "group_id": 43000602120, "tags": ["payroll", "overtime", "export"], "updated_at": "2025-03-12T09:03:18Z"},
             base[6], base[7]]
    t.append((call("list_tickets", filter="new_and_my_open", order_by="created_at", order_type="desc", per_page=30), pj(after)))
    t.append((call("reply_ticket", ticket_id=48205, body="Hi Bjørn, thanks for the details. I can reproduce the missing overtime for Sigrid and Ola in the export: approved overtime entered after the period was locked is skipped. Our payroll team is fixing the export today and I will send you a corrected file before Thursday 14:00 CET so you can run payroll on Friday. Best, Mara"),
              pj({"id": 43188005321, "user_id": me, "from_email": "\"Crewtable Support\" <support@crewtable.io>", "cc_emails": [], "bcc_emails": [],
                  "body": "<div>Hi Bjørn, thanks for the details. I can reproduce the missing overtime for Sigrid and Ola in the export: approved overtime entered after the period was locked is skipped. Our payroll team is fixing the export today and I will send you a corrected file before Thursday 14:00 CET so you can run payroll on Friday. Best, Mara</div>",
                  "body_text": "Hi Bjørn, thanks for the details. I can reproduce the missing overtime for Sigrid and Ola in the export: approved overtime entered after the period was locked is skipped. Our payroll team is fixing the export today and I will send you a corrected file before Thursday 14:00 CET so you can run payroll on Friday. Best, Mara",
                  "ticket_id": 48205, "to_emails": ["bjorn.aas@fjordkafe.no"], "attachments": [], "created_at": "2025-03-12T09:05:44Z", "updated_at": "2025-03-12T09:05:44Z"})))
    g205 = dict(u205)
    g205.update({"updated_at": "2025-03-12T09:05:44Z", "stats": {"agent_responded_at": "2025-03-12T09:05:44Z", "requester_responded_at": None,
                                                                 "first_responded_at": "2025-03-12T09:05:44Z", "status_updated_at": "2025-03-11T16:48:27Z",
                                                                 "reopened_at": None, "resolved_at": None, "closed_at": None, "pending_since": None},
                 "requester": {"id": 43006672018, "name": "Bjørn Aas", "email": "bjorn.aas@fjordkafe.no", "mobile": None, "phone": "+47 22 41 90 63"}})
    t.append((call("get_ticket", ticket_id=48205, include="requester,stats"), pj(g205)))
    rs.add(task="mcp", tid="h44-mcp-06", system=system, turns=t,
           state="Freshdesk for support@crewtable.io; the agent works as Mara Jensen (agent id 43012877651), morning queue triage on 2025-03-12: remove the phishing ticket, escalate the payroll export problem to the Payroll group and answer the customer.",
           bad=True, turn=5, kind="deleted ticket listed again")


# Stripe, clean
def t07(rs: RowSet) -> None:
    system = mcp_system("stripe", "Stripe API (live mode) for the account of Kettle & Grind Software, via the Stripe agent toolkit", [
        tool("list_customers", "List customers, optionally filtered by email", {"email": S, "limit": INT}, []),
        tool("update_customer", "Update a customer's description or metadata", {"customer": S, "description": S, "metadata": OBJ}, ["customer"]),
        tool("list_payment_intents", "List PaymentIntents, optionally for one customer", {"customer": S, "limit": INT}, []),
        tool("retrieve_payment_intent", "Retrieve a PaymentIntent", {"payment_intent": S}, ["payment_intent"]),
        tool("retrieve_charge", "Retrieve a Charge with its refunds", {"charge": S}, ["charge"]),
        tool("create_refund", "Refund a PaymentIntent fully or partially", {"payment_intent": S, "amount": INT, "reason": S, "metadata": OBJ}, ["payment_intent"]),
        tool("list_refunds", "List refunds, optionally for one PaymentIntent", {"payment_intent": S, "limit": INT}, []),
        tool("retrieve_balance", "Retrieve the account balance", {}, []),
        tool("list_balance_transactions", "List balance transactions, newest first", {"limit": INT, "type": S}, []),
    ])
    cus = "cus_RkT4pW8mZq2LxN"
    pi_a, ch_a = "pi_3QyX8aLkd2Fh0Tq91Vb4Zc7M", "ch_3QyX8aLkd2Fh0Tq91q2Wm8Rb"
    pi_b, ch_b = "pi_3QyX6nLkd2Fh0Tq90cS7Uy1K", "ch_3QyX6nLkd2Fh0Tq90j8Kp3Dv"
    customer = {"id": cus, "object": "customer", "address": {"city": "Portland", "country": "US", "line1": "2210 SE Division St", "line2": None, "postal_code": "97202", "state": "OR"},
                "balance": 0, "created": 1659547300, "currency": "usd", "default_source": None, "delinquent": False,
                "description": "Northbeam Coffee Roasters — Team plan", "email": "billing@northbeamcoffee.com", "invoice_prefix": "NB7C21F0",
                "invoice_settings": {"default_payment_method": "pm_1PbQ2vLkd2Fh0Tq9mW3xR8aZ"}, "livemode": True,
                "metadata": {"account_id": "ACC-10482", "seats": "12"}, "name": "Northbeam Coffee Roasters", "phone": "+1 503-555-0144",
                "preferred_locales": ["en-US"], "shipping": None, "tax_exempt": "none"}
    t = []
    t.append((call("list_customers", email="billing@northbeamcoffee.com", limit=3), pj({"object": "list", "data": [customer], "has_more": False, "url": "/v1/customers"})))

    def pi(pid: str, ch: str, amount: int, created: int, desc: str, meta: dict) -> dict:
        return {"id": pid, "object": "payment_intent", "amount": amount, "amount_capturable": 0, "amount_received": amount, "capture_method": "automatic",
                "created": created, "currency": "usd", "customer": cus, "description": desc, "latest_charge": ch, "livemode": True, "metadata": meta,
                "payment_method": "pm_1PbQ2vLkd2Fh0Tq9mW3xR8aZ", "payment_method_types": ["card"], "status": "succeeded"}
    pis = [pi(pi_a, ch_a, 14900, 1741694412, "Seat add-on: +3 seats (Team plan, prorated)", {"order": "UPG-20931", "seats_added": "3"}),
           pi(pi_b, ch_b, 14900, 1741694297, "Seat add-on: +3 seats (Team plan, prorated)", {"order": "UPG-20931", "seats_added": "3"}),
           pi("pi_3QsR1mLkd2Fh0Tq93hB6Nw0E", "ch_3QsR1mLkd2Fh0Tq93k7Ty2Ph", 4900, 1739282529, "Team plan — monthly (9 seats)", {"invoice": "in_1QsR1lLkd2Fh0Tq9Uu0c6Hbn"}),
           pi("pi_3QlA9cLkd2Fh0Tq92Xe5Pv8J", "ch_3QlA9cLkd2Fh0Tq92bR4Xs9w", 4900, 1736604115, "Team plan — monthly (9 seats)", {"invoice": "in_1QlA9bLkd2Fh0Tq9e4KsWq3A"}),
           pi("pi_3Qe2KdLkd2Fh0Tq90Rz1Ht6F", "ch_3Qe2KdLkd2Fh0Tq90pL8Cv5Y", 4900, 1733925751, "Team plan — monthly (9 seats)", {"invoice": "in_1Qe2KcLkd2Fh0Tq9bX2nVt7E"})]
    t.append((call("list_payment_intents", customer=cus, limit=10), pj({"object": "list", "data": pis, "has_more": False, "url": "/v1/payment_intents"})))
    full = dict(pis[0])
    full.update({"automatic_payment_methods": None, "canceled_at": None, "cancellation_reason": None, "client_secret": "pi_3QyX8aLkd2Fh0Tq91Vb4Zc7M_secret_K9vT2mQ8xRw4Lp0ZbN6c",
                 "confirmation_method": "automatic", "invoice": None, "last_payment_error": None, "next_action": None, "on_behalf_of": None,
                 "payment_method_options": {"card": {"installments": None, "mandate_options": None, "network": None, "request_three_d_secure": "automatic"}},
                 "receipt_email": "billing@northbeamcoffee.com", "review": None, "setup_future_usage": None, "shipping": None,
                 "statement_descriptor": None, "statement_descriptor_suffix": "SEATS", "transfer_data": None})
    t.append((call("retrieve_payment_intent", payment_intent=pi_a), pj(full)))

    def balance(avail: int, pend: int) -> str:
        return pj({"object": "balance", "available": [{"amount": avail, "currency": "usd", "source_types": {"card": avail}}],
                   "connect_reserved": [{"amount": 0, "currency": "usd"}], "livemode": True,
                   "pending": [{"amount": pend, "currency": "usd", "source_types": {"card": pend}}]})
    t.append((call("retrieve_balance"), balance(1248055, 321190)))
    refund = {"id": "re_3QyX8aLkd2Fh0Tq91cD5eF2g", "object": "refund", "amount": 14900, "balance_transaction": "txn_3QyX8aLkd2Fh0Tq91aB3cD4e",
              "charge": ch_a, "created": 1741770880, "currency": "usd", "destination_details": {"card": {"reference": "48291055731", "reference_status": "available", "reference_type": "acquirer_reference_number", "type": "refund"}, "type": "card"},
              "metadata": {"support_ticket": "ZD-77120"}, "payment_intent": pi_a, "reason": "duplicate", "receipt_number": None,
              "source_transfer_reversal": None, "status": "succeeded", "transfer_reversal": None}
    t.append((call("create_refund", payment_intent=pi_a, amount=14900, reason="duplicate", metadata={"support_ticket": "ZD-77120"}), pj(refund)))
    t.append((call("retrieve_balance"), balance(1233155, 340356)))
    cust2 = dict(customer)
    cust2["metadata"] = {"account_id": "ACC-10482", "seats": "12", "last_refund": "re_3QyX8aLkd2Fh0Tq91cD5eF2g duplicate seat add-on 2025-03-12"}
    t.append((call("update_customer", customer=cus, metadata={"last_refund": "re_3QyX8aLkd2Fh0Tq91cD5eF2g duplicate seat add-on 2025-03-12"}), pj(cust2)))
    t.append((call("list_refunds", payment_intent=pi_a, limit=10), pj({"object": "list", "data": [refund], "has_more": False, "url": "/v1/refunds"})))
    t.append((call("retrieve_charge", charge=ch_a), pj({
        "id": ch_a, "object": "charge", "amount": 14900, "amount_captured": 14900, "amount_refunded": 14900, "application_fee": None,
        "balance_transaction": "txn_3QyX8aLkd2Fh0Tq91mN7pQ2r", "billing_details": {"address": {"city": "Portland", "country": "US", "line1": "2210 SE Division St", "postal_code": "97202", "state": "OR"}, "email": "billing@northbeamcoffee.com", "name": "Northbeam Coffee Roasters", "phone": None},
        "calculated_statement_descriptor": "KETTLEGRIND* SEATS", "captured": True, "created": 1741694412, "currency": "usd", "customer": cus,
        "description": "Seat add-on: +3 seats (Team plan, prorated)", "disputed": False, "failure_code": None, "livemode": True,
        "outcome": {"network_status": "approved_by_network", "reason": None, "risk_level": "normal", "risk_score": 21, "seller_message": "Payment complete.", "type": "authorized"},
        "paid": True, "payment_intent": pi_a, "payment_method": "pm_1PbQ2vLkd2Fh0Tq9mW3xR8aZ",
        "payment_method_details": {"card": {"brand": "visa", "country": "US", "exp_month": 8, "exp_year": 2027, "funding": "credit", "last4": "4417", "network": "visa", "three_d_secure": None}, "type": "card"},
        "receipt_email": "billing@northbeamcoffee.com", "receipt_url": "https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xTGtkMkZoMFRxOQ", "refunded": True,
        "refunds": {"object": "list", "data": [refund], "has_more": False, "total_count": 1, "url": f"/v1/charges/{ch_a}/refunds"},
        "status": "succeeded"})))

    def txn(tid: str, amount: int, fee: int, created: int, avail_on: int, status: str, typ: str, src: str, desc: str) -> dict:
        return {"id": tid, "object": "balance_transaction", "amount": amount, "available_on": avail_on, "created": created, "currency": "usd",
                "description": desc, "exchange_rate": None, "fee": fee, "fee_details": ([{"amount": fee, "currency": "usd", "description": "Stripe processing fees", "type": "stripe_fee"}] if fee else []),
                "net": amount - fee, "reporting_category": typ if typ != "charge" else "charge", "source": src, "status": status, "type": typ}
    t.append((call("list_balance_transactions", limit=5), pj({"object": "list", "has_more": True, "url": "/v1/balance_transactions", "data": [
        txn("txn_3QyYwELkd2Fh0Tq92eR6tY1u", 2900, 114, 1741770965, 1741910400, "pending", "charge", "ch_3QyYwELkd2Fh0Tq92hJ4kL8m", "Starter plan — monthly (3 seats)"),
        txn("txn_3QyX8aLkd2Fh0Tq91aB3cD4e", -14900, 0, 1741770880, 1741770880, "available", "refund", "re_3QyX8aLkd2Fh0Tq91cD5eF2g", "REFUND FOR CHARGE (Seat add-on: +3 seats (Team plan, prorated))"),
        txn("txn_3QyYuqLkd2Fh0Tq90sD2fG5h", 14900, 462, 1741770871, 1741910400, "pending", "charge", "ch_3QyYuqLkd2Fh0Tq90wE3rT6y", "Business plan — monthly (5 seats)"),
        txn("txn_3QyYuALkd2Fh0Tq93gH7jK1l", 4900, 172, 1741770842, 1741910400, "pending", "charge", "ch_3QyYuALkd2Fh0Tq93zX9cV2b", "Team plan — monthly (9 seats)"),
        txn("txn_3QyYe9Lkd2Fh0Tq91pO0iU8y", 9900, 317, 1741769719, 1741910400, "pending", "charge", "ch_3QyYe9Lkd2Fh0Tq91mN5bV4c", "Team plan — annual (2 seats)")]})))
    rs.add(task="mcp", tid="h44-mcp-07", system=system, turns=t,
           state="Stripe live account of Kettle & Grind Software (SaaS with seat-based plans). Ticket ZD-77120: Northbeam Coffee Roasters (billing@northbeamcoffee.com) says they were charged twice for yesterday's seat add-on. Customers keep paying in the background.")


# Redis, bad
def t08(rs: RowSet) -> None:
    system = mcp_system("redis", "Redis 7.2 session and cache store `redis-sessions-prod` (db 0) of the Parcelry web app", [
        tool("inspect_keys", "SCAN for keys matching a pattern and report type, TTL and memory usage of each", {"pattern": S, "count": INT}, ["pattern"]),
        tool("hgetall", "Get all fields and values of a hash", {"key": S}, ["key"]),
        tool("get", "Get the value of a string key", {"key": S}, ["key"]),
        tool("set", "Set a string key, optionally with an expiry in seconds", {"key": S, "value": S, "expiration": INT}, ["key", "value"]),
        tool("delete", "Delete one or more keys", {"keys": A}, ["keys"]),
        tool("dbsize", "Number of keys in the current database", {}, []),
        tool("info", "Server INFO for a section", {"section": S}, []),
    ])

    def table(rows: list[tuple[str, str, int, int]], scanned: int, iters: int) -> str:
        w = max(len(r[0]) for r in rows)
        out = [f"{'KEY'.ljust(w)}  TYPE    TTL(s)   MEMORY(B)"]
        out += [f"{k.ljust(w)}  {ty.ljust(6)}  {str(ttl).rjust(6)}   {str(mem).rjust(9)}" for k, ty, ttl, mem in rows]
        out.append(f"\n{len(rows)} keys matched (SCAN over {scanned:,} keys, {iters} iterations, COUNT 1000)")
        return "\n".join(out)
    t = []
    t.append((call("inspect_keys", pattern="*48122*", count=1000), table([
        ("sess:u:48122:7f3a9c1e", "hash", 1742, 1184), ("sess:u:48122:2b80d4f7", "hash", 604112, 1216),
        ("sess:u:48122:c41d0e98", "hash", 86015, 1208), ("sess:u:48122:e6a917b3", "hash", 522960, 1192),
        ("ratelimit:api:48122:1741770840", "string", 47, 72), ("pwreset:token:48122", "string", 2841, 160),
        ("cache:profile:48122", "string", 288, 2456), ("feature:overrides:48122", "hash", -1, 312)], 184236, 185)))
    t.append((call("hgetall", key="sess:u:48122:c41d0e98"), pj({
        "user_id": "48122", "created_at": "2025-03-11T20:31:09Z", "last_seen": "2025-03-12T09:13:51Z", "ip": "84.115.22.170",
        "ua": "Parcelry/5.12.0 (iPhone15,3; iOS 18.3.1)", "device": "iPhone 15 Pro Max", "mfa": "true", "remember_me": "false", "csrf": "q1Wc8TnZ0yPa4LkX"})))
    t.append((call("hgetall", key="sess:u:48122:2b80d4f7"), pj({
        "user_id": "48122", "created_at": "2025-03-10T02:47:33Z", "last_seen": "2025-03-12T06:02:18Z", "ip": "185.220.101.43",
        "ua": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "device": "unknown", "mfa": "false", "remember_me": "true", "csrf": "Zr3uB7xMk2Qw9VeA"})))
    t.append((call("delete", keys=["sess:u:48122:7f3a9c1e", "sess:u:48122:2b80d4f7", "sess:u:48122:e6a917b3"]), "Successfully deleted 3 keys"))
    t.append((call("get", key="pwreset:token:48122"), pj({
        "token_sha256": "9c41e0b7d35a28f6c1e94b02a7d8f3c65e10b94a2d7c8e3f5a61b09d4c72e8f1", "requested_at": "2025-03-12T09:01:34Z",
        "requested_ip": "84.115.22.170", "requested_ua": "Parcelry/5.12.0 (iPhone15,3; iOS 18.3.1)", "expires_at": "2025-03-12T10:01:34Z", "used": False})))
    t.append((call("dbsize"), "184219"))
    t.append((call("set", key="flag:force_reauth:48122", value="1", expiration=86400), "Successfully set flag:force_reauth:48122 with expiration 86400 seconds"))
    t.append((call("get", key="flag:force_reauth:48122"), "1"))
    t.append((call("inspect_keys", pattern="*48122*", count=1000), table([
        ("sess:u:48122:c41d0e98", "hash", 85865, 1208), ("flag:force_reauth:48122", "string", 86361, 56),
        ("ratelimit:api:48122:1741770960", "string", 17, 72), ("pwreset:token:48122", "string", 2897, 160),
        ("cache:profile:48122", "string", 138, 2456), ("feature:overrides:48122", "hash", -1, 312)], 184228, 185)))
    t.append((call("info", section="keyspace"), "# Keyspace\ndb0:keys=184231,expires=179904,avg_ttl=2419877,subexpiry=0\ndb1:keys=3107,expires=3107,avg_ttl=41022,subexpiry=0"))
    rs.add(task="mcp", tid="h44-mcp-08", system=system, turns=t,
           state="Security ticket SEC-2290, 2025-03-12 09:14 UTC: Parcelry user 48122 saw a login from an unknown Linux device. Revoke every session except the one on the user's iPhone, keep the password-reset token the user just requested, and force re-authentication.",
           bad=True, turn=9, kind="TTL of an untouched key is higher than earlier")


# Airtable, clean
def t09(rs: RowSet) -> None:
    system = mcp_system("airtable", "Airtable Web API for the Procurement base (appQ7vT2mLx9Kc4Rb)", [
        tool("list_records", "List records from a table, with optional view, formula filter, sort and paging", {"baseId": S, "tableId": S, "view": S, "filterByFormula": S, "sort": A, "pageSize": INT, "maxRecords": INT, "offset": S}, ["baseId", "tableId"]),
        tool("create_records", "Create up to 10 records", {"baseId": S, "tableId": S, "records": A, "typecast": B}, ["baseId", "tableId", "records"]),
        tool("update_records", "Update up to 10 records (PATCH semantics)", {"baseId": S, "tableId": S, "records": A, "typecast": B}, ["baseId", "tableId", "records"]),
        tool("update_field", "Update a field's name or description", {"baseId": S, "tableId": S, "fieldId": S, "name": S, "description": S}, ["baseId", "tableId", "fieldId"]),
        tool("describe_table", "Get the schema of a table", {"baseId": S, "tableId": S}, ["baseId", "tableId"]),
    ])
    base, tbl = "appQ7vT2mLx9Kc4Rb", "tblVn3dR8sK2wQ5pZ"
    vendors = [
        ("recB1r8Lp2TqW4xYz", "Brightline Print Co.", "Print", "Active", "Rosa Delgado", "rosa@brightlineprint.com", 18450, "2025-06-30", "2023-02-14T10:21:37.000Z"),
        ("recC0bT6mH9vN2kLs", "Cobalt Cloud Hosting", "Infrastructure", "Active", "Arjun Mehta", "arjun.mehta@cobaltcloud.io", 142800, "2026-01-31", "2022-11-03T15:02:11.000Z"),
        ("recD7wF3nP5cJ8qRt", "Driftwood Catering", "Events", "Active", "Liam Kerr", "events@driftwoodcatering.co", 9300, "2025-04-15", "2024-03-19T09:47:52.000Z"),
        ("recE4lS9kB1gM6yUv", "Elmstead Legal LLP", "Legal", "Active", "Harriet Boyle", "hboyle@elmsteadlegal.com", 64000, "2025-12-31", "2022-06-27T12:30:05.000Z"),
        ("recF2oG7hX3zA5dWm", "Fernhill Office Supply", "Office", "Inactive", "Gus Park", "orders@fernhilloffice.com", 3120, "2024-12-31", "2021-09-08T08:14:44.000Z"),
        ("recG9uK4tY8rE1iPb", "Granite Security Ltd", "Facilities", "Active", "Nadia Osei", "n.osei@granitesecurity.co.uk", 38700, "2025-09-30", "2023-08-01T16:55:20.000Z"),
        ("recH6qZ2xC7vB3nMa", "Halcyon Recruiting", "HR", "Active", "Ben Cho", "ben@halcyonrecruit.com", 51250, "2025-05-31", "2024-01-22T11:09:31.000Z"),
        ("recI3jD8fL0sW6eOc", "Ivy Lane Translation", "Services", "Active", "Mei Tanaka", "mei@ivylanetranslation.com", 7840, "2025-03-31", "2024-05-30T14:41:08.000Z"),
    ]

    def rec(v: tuple, contact_field: str, status: str | None = None) -> dict:
        rid, name, cat, st, who, mail, spend, end, created = v
        return {"id": rid, "createdTime": created, "fields": {"Name": name, "Category": cat, "Status": status or st, contact_field: who,
                                                               "Email": mail, "Annual spend": spend, "Contract end": end, "Owner": {"id": "usrW2eR5tY8uI1oP4", "email": "ines.brandt@kestrelworks.com", "name": "Ines Brandt"}}}
    t = []
    t.append((call("list_records", baseId=base, tableId=tbl, view="Grid view"), pj({"records": [rec(v, "Contact") for v in vendors]})))
    t.append((call("update_field", baseId=base, tableId=tbl, fieldId="fldK8cN3vB6mQ1xTz", name="Primary contact", description="Main person we deal with at the vendor"),
              pj({"id": "fldK8cN3vB6mQ1xTz", "name": "Primary contact", "description": "Main person we deal with at the vendor", "type": "singleLineText"})))
    t.append((call("update_records", baseId=base, tableId=tbl, records=[{"id": "recD7wF3nP5cJ8qRt", "fields": {"Status": "Under review"}}, {"id": "recI3jD8fL0sW6eOc", "fields": {"Status": "Under review"}}]),
              pj({"records": [rec(vendors[2], "Primary contact", "Under review"), rec(vendors[7], "Primary contact", "Under review")]})))
    t.append((call("list_records", baseId=base, tableId=tbl, filterByFormula="{Status} = 'Under review'", sort=[{"field": "Annual spend", "direction": "desc"}]),
              pj({"records": [rec(vendors[2], "Primary contact", "Under review"), rec(vendors[7], "Primary contact", "Under review")]})))
    new = ("recJ5pV1wN4bX7cKe", "Juniper Data Labeling", "Services", "Under review", "Sofia Reyes", "sofia@juniperlabel.ai", 26000, "2026-03-31", "2025-03-12T13:27:45.000Z")
    t.append((call("create_records", baseId=base, tableId=tbl, typecast=True, records=[{"fields": {"Name": "Juniper Data Labeling", "Category": "Services", "Status": "Under review", "Primary contact": "Sofia Reyes", "Email": "sofia@juniperlabel.ai", "Annual spend": 26000, "Contract end": "2026-03-31", "Owner": {"email": "ines.brandt@kestrelworks.com"}}}]),
              pj({"records": [rec(new, "Primary contact")]})))
    page = [rec(v, "Primary contact", "Under review" if v[0] == "recD7wF3nP5cJ8qRt" else None) for v in vendors[:5]]
    t.append((call("list_records", baseId=base, tableId=tbl, view="Grid view", pageSize=5),
              pj({"records": page, "offset": "itrH2mX8qT5vL1nZc/recF2oG7hX3zA5dWm"})))
    rs.add(task="mcp", tid="h44-mcp-09", system=system, turns=t,
           state="Airtable base Procurement (Kestrel Works), table Vendors, grid view sorted by Name. Ines Brandt asks to rename the Contact column, flag vendors whose contracts end within six weeks (today is 2025-03-12) for review, and add the new labeling vendor.")


# Sentry, bad
def t10(rs: RowSet) -> None:
    system = mcp_system("sentry", "Sentry error monitoring for the harbor-ai organization (Markdown results)", [
        tool("find_issues", "Find issues in a project with Sentry search syntax", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S}, ["organizationSlug"]),
        tool("get_issue_details", "Get an issue with its latest event and stack trace", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("update_issue", "Change the status or assignee of an issue", {"organizationSlug": S, "issueId": S, "status": S, "assignedTo": S}, ["organizationSlug", "issueId"]),
        tool("find_releases", "List recent releases of a project", {"organizationSlug": S, "projectSlug": S, "query": S}, ["organizationSlug"]),
    ])
    url = "https://harbor-ai.sentry.io/issues"

    def issue_md(short: str, num: int, desc: str, culprit: str, first: str, last: str, events: int, users: int) -> str:
        return (f"## {short}\n\n**Description**: {desc}\n**Culprit**: {culprit}\n**First Seen**: {first}\n**Last Seen**: {last}\n"
                f"**Events**: {events}\n**Users**: {users}\n**URL**: {url}/{num}/")
    t = []
    t.append((call("find_issues", organizationSlug="harbor-ai", projectSlug="checkout-web", query="is:unresolved", sortBy="freq"), "\n\n".join([
        "# Issues in **harbor-ai/checkout-web**",
        issue_md("CHECKOUT-WEB-1F3", 6120448813, "TypeError: Cannot read properties of undefined (reading 'currency')", "src/components/cart/PriceSummary.tsx in formatTotal", "2025-03-11T18:22:04.000Z", "2025-03-12T09:47:51.000Z", 1284, 611),
        issue_md("CHECKOUT-WEB-19K", 5873310942, "TypeError: Failed to fetch", "src/api/client.ts in request", "2025-01-28T07:40:15.000Z", "2025-03-12T09:46:30.000Z", 862, 402),
        issue_md("CHECKOUT-WEB-1EX", 6108825501, "ChunkLoadError: Loading chunk 7412 failed.", "webpack/runtime/jsonp chunk loading", "2025-03-10T14:03:58.000Z", "2025-03-12T09:31:12.000Z", 317, 288),
        issue_md("CHECKOUT-WEB-17B", 5790027716, "ResizeObserver loop completed with undelivered notifications.", "?(src/components/layout/StickyFooter)", "2025-01-09T11:17:42.000Z", "2025-03-12T09:47:02.000Z", 244, 190),
        issue_md("CHECKOUT-WEB-1F0", 6117734098, "AbortError: The user aborted a request.", "src/hooks/useShippingQuote.ts in fetchQuote", "2025-03-11T10:51:29.000Z", "2025-03-12T08:58:44.000Z", 96, 71),
        "# Using this information\n\n- The `Events` and `Users` counts are the totals for the issue's lifetime.\n- Use `get_issue_details` with an issue ID such as `CHECKOUT-WEB-1F3` to see the stack trace."])))
    t.append((call("get_issue_details", organizationSlug="harbor-ai", issueId="CHECKOUT-WEB-1F3"), """# Issue CHECKOUT-WEB-1F3 in **harbor-ai**

**Description**: TypeError: Cannot read properties of undefined (reading 'currency')
**Culprit**: src/components/cart/PriceSummary.tsx in formatTotal
**First Seen**: 2025-03-11T18:22:04.000Z
**Last Seen**: 2025-03-12T09:49:06.000Z
**Occurrences**: 1291
**Users Impacted**: 614
**Status**: unresolved
**Platform**: javascript
**Project**: checkout-web
**First Release**: checkout-web@4.18.2
**URL**: https://harbor-ai.sentry.io/issues/6120448813/

## Event Details

**Event ID**: 4b0e9d27c31f4a85b6e2f80d17a9c3e5
**Occurred At**: 2025-03-12T09:49:06.000Z
**Release**: checkout-web@4.18.2
**Environment**: production

### Error

```
TypeError: Cannot read properties of undefined (reading 'currency')
```

**Stacktrace:**
```
src/components/cart/PriceSummary.tsx:48:31 (formatTotal)
    const code = cart.totals.discount.currency ?? cart.currency;
src/components/cart/PriceSummary.tsx:112:18 (PriceSummary)
src/pages/checkout/review.tsx:77:9 (ReviewPage)
node_modules/react-dom/cjs/react-dom.production.min.js:160:137 (renderWithHooks)
```

### Tags

**browser**: Chrome 133.0.0
**os**: Android 14
**url**: https://shop.harbor.ai/checkout/review
**transaction**: /checkout/review
**promo_code**: none

# Using this information

- You can reference the Event ID in comments or when linking issues.
- Use `update_issue` to assign the issue or change its status."""))
    t.append((call("find_issues", organizationSlug="harbor-ai", projectSlug="checkout-web", query="is:unresolved firstRelease:checkout-web@4.18.2", sortBy="date"), "\n\n".join([
        "# Issues in **harbor-ai/checkout-web**",
        issue_md("CHECKOUT-WEB-1F3", 6120448813, "TypeError: Cannot read properties of undefined (reading 'currency')", "src/components/cart/PriceSummary.tsx in formatTotal", "2025-03-11T18:22:04.000Z", "2025-03-12T09:44:20.000Z", 1296, 616),
        issue_md("CHECKOUT-WEB-1F5", 6121903377, "Error: Minified React error #418", "src/pages/checkout/shipping.tsx in ShippingPage", "2025-03-11T21:09:37.000Z", "2025-03-12T07:12:50.000Z", 23, 19),
        "# Using this information\n\n- The `Events` and `Users` counts are the totals for the issue's lifetime.\n- Use `get_issue_details` with an issue ID such as `CHECKOUT-WEB-1F3` to see the stack trace."])))
    t.append((call("update_issue", organizationSlug="harbor-ai", issueId="CHECKOUT-WEB-1F3", assignedTo="noor.haddad@harbor.ai"), """# Issue CHECKOUT-WEB-1F3 Updated in **harbor-ai**

**Issue**: TypeError: Cannot read properties of undefined (reading 'currency')
**URL**: https://harbor-ai.sentry.io/issues/6120448813/

## Changes Made

**Assigned To**: Unassigned → **Noor Haddad**

## Current Status

**Status**: unresolved
**Assigned To**: Noor Haddad

# Using this information

- The issue has been successfully updated in Sentry."""))
    t.append((call("find_releases", organizationSlug="harbor-ai", projectSlug="checkout-web"), """# Releases in **harbor-ai/checkout-web**

## checkout-web@4.18.2

**Created**: 2025-03-11T18:05:44.000Z
**First Event**: 2025-03-11T18:09:12.000Z
**Last Event**: 2025-03-12T09:49:40.000Z
**New Issues**: 2
**Commits**: 14 (last: 7c2e91a "cart: move discount totals into totals.discount")
**Projects**: checkout-web

## checkout-web@4.18.1

**Created**: 2025-03-06T10:31:20.000Z
**First Event**: 2025-03-06T10:34:02.000Z
**Last Event**: 2025-03-11T18:30:57.000Z
**New Issues**: 2
**Commits**: 3 (last: e10bd44 "shipping: abort stale quote requests")
**Projects**: checkout-web

## checkout-web@4.18.0

**Created**: 2025-02-27T16:12:09.000Z
**First Event**: 2025-02-27T16:15:48.000Z
**Last Event**: 2025-03-06T10:52:13.000Z
**New Issues**: 4
**Commits**: 31 (last: 58af0c3 "checkout: new review page")
**Projects**: checkout-web

# Using this information

- Use `query: "firstRelease:<version>"` in `find_issues` to see issues introduced by a release."""))
    t.append((call("update_issue", organizationSlug="harbor-ai", issueId="CHECKOUT-WEB-1F3", status="resolvedInNextRelease"), """# Issue CHECKOUT-WEB-1F3 Updated in **harbor-ai**

**Issue**: TypeError: Cannot read properties of undefined (reading 'currency')
**URL**: https://harbor-ai.sentry.io/issues/6120448813/

## Changes Made

**Status**: unresolved → **resolved (in next release)**

## Current Status

**Status**: resolved
**Resolved In**: next release after checkout-web@4.18.2
**Assigned To**: Noor Haddad

# Using this information

- The issue will be marked as a regression if it occurs in a release newer than checkout-web@4.18.2."""))
    rs.add(task="mcp", tid="h44-mcp-10", system=system, turns=t,
           state="Sentry org harbor-ai, project checkout-web, 2025-03-12 ~09:50 UTC. Checkout errors spiked after yesterday's release 4.18.2; the fix (PR #1442) is merged and will ship in 4.18.3. Triage the top issue, assign it to Noor Haddad and mark it resolved in the next release.",
           bad=True, turn=3, kind="issue last-seen timestamp earlier than shown before while event count grew")


# Cloudflare DNS, clean
def t11(rs: RowSet) -> None:
    system = mcp_system("cloudflare-dns", "Cloudflare API v4: zones and DNS records of the Tidewater account", [
        tool("zones_list", "List zones in the account", {"name": S, "status": S, "per_page": INT}, []),
        tool("dns_records_list", "List DNS records of a zone", {"zone_id": S, "type": S, "name": S, "order": S, "direction": S, "page": INT, "per_page": INT}, ["zone_id"]),
        tool("dns_record_get", "Get one DNS record", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
        tool("dns_record_create", "Create a DNS record", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "proxied": B, "priority": INT, "comment": S}, ["zone_id", "type", "name", "content"]),
        tool("dns_record_update", "Patch a DNS record", {"zone_id": S, "record_id": S, "content": S, "ttl": INT, "proxied": B, "comment": S}, ["zone_id", "record_id"]),
        tool("dns_record_delete", "Delete a DNS record", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
    ])
    zid, zn = "a1f9c2e7b04d4e5f8c3a6b1d2e9f0a47", "tidewater.dev"

    def r(rid: str, typ: str, name: str, content: str, proxied: bool, ttl: int, created: str, modified: str, comment: str | None = None, prio: int | None = None) -> dict:
        d = {"id": rid, "zone_id": zid, "zone_name": zn, "name": name, "type": typ, "content": content,
             "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl, "settings": {},
             "meta": {"auto_added": False, "managed_by_apps": False, "managed_by_argo_tunnel": False},
             "comment": comment, "tags": [], "created_on": created, "modified_on": modified}
        if prio is not None:
            d["priority"] = prio
        return d
    api = r("5c2e8a14f7b94d03a6e1c9b7d2f0e853", "A", "api.tidewater.dev", "203.0.113.24", True, 1, "2023-05-02T09:14:27.318552Z", "2024-10-21T16:40:03.992105Z", "hetzner fsn1 lb")
    legacy = r("9b71d3c0e6a24f58b2d4e8c1a7f03e96", "A", "legacy.tidewater.dev", "192.0.2.45", False, 3600, "2021-08-17T12:02:55.104387Z", "2021-08-17T12:02:55.104387Z", "old VPS, decommission after migration")
    apex = r("3e8d0f6b2a9c41e7b5d3f1a8c6e2094d", "A", "tidewater.dev", "76.76.21.21", True, 1, "2022-02-11T18:27:40.551203Z", "2023-11-30T08:15:12.440918Z")
    aaaa = r("e4b6a8c0d2f14e36a5b7c9d1e3f50762", "AAAA", "tidewater.dev", "2001:db8:4f2a::10", True, 1, "2023-11-30T08:16:02.918334Z", "2023-11-30T08:16:02.918334Z")
    docs = r("7a9c1e3f5b7d49f1a3c5e7b9d1f3a5c7", "CNAME", "docs.tidewater.dev", "tidewater-docs.netlify.app", False, 1, "2023-03-08T14:55:19.003271Z", "2023-03-08T14:55:19.003271Z")
    status = r("0d2f4a6c8e0b42d4f6a8c0e2b4d6f8a0", "CNAME", "status.tidewater.dev", "statuspage.betteruptime.com", False, 300, "2024-01-15T10:30:44.772019Z", "2024-01-15T10:30:44.772019Z")
    www = r("c3e5a7b9d1f34a5c7e9b1d3f5a7c9e1b", "CNAME", "www.tidewater.dev", "tidewater.dev", True, 1, "2022-02-11T18:28:13.204455Z", "2022-02-11T18:28:13.204455Z")
    mx1 = r("f1a3c5e7b9d14f6a8c0e2b4d6f8a0c2e", "MX", "tidewater.dev", "aspmx.l.google.com", False, 3600, "2022-02-11T18:31:05.661840Z", "2022-02-11T18:31:05.661840Z", prio=1)
    mx2 = r("2b4d6f8a0c2e44a6c8e0b2d4f6a8c0e2", "MX", "tidewater.dev", "alt1.aspmx.l.google.com", False, 3600, "2022-02-11T18:31:29.017265Z", "2022-02-11T18:31:29.017265Z", prio=5)
    dmarc = r("8e0a2c4e6b8d40f2a4c6e8b0d2f4a6c8", "TXT", "_dmarc.tidewater.dev", "\"v=DMARC1; p=quarantine; rua=mailto:dmarc@tidewater.dev; pct=100\"", False, 3600, "2022-09-05T07:44:38.390172Z", "2024-06-03T13:20:51.882604Z")
    dkim = r("4f6b8d0a2c4e46b8d0f2a4c6e8b0d2f4", "TXT", "google._domainkey.tidewater.dev", "\"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAv3Tq8nW2LmX9cK4pRz7sY1bH6jD0fQ5eA2gN8uV3iO9wP4kS7tB1xC6yE5rM0aZ\" \"2hJ8lF3nQ7vG1dT9cW4bK6sR0pX5yU2mE8iA3oN7qL1zH4fD9gV6jC0tB5wS2kY8rP3eM7xI1uO4nA6lQ9zT2vF5hG0dJ8cK3bW7yR1sE4pX6mU9aN2iL5oZ8qIDAQAB\"", False, 3600, "2022-02-11T18:40:12.558031Z", "2022-02-11T18:40:12.558031Z")
    spf = r("6a8c0e2b4d6f48a0c2e4b6d8f0a2c4e6", "TXT", "tidewater.dev", "\"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"", False, 3600, "2022-02-11T18:33:47.125986Z", "2023-07-19T09:02:30.647112Z")

    def lst(items: list[dict], page: int, per: int, total: int) -> str:
        return pj({"result": items, "success": True, "errors": [], "messages": [],
                   "result_info": {"page": page, "per_page": per, "count": len(items), "total_count": total, "total_pages": -(-total // per)}})
    t = []
    t.append((call("zones_list", per_page=20), pj({"result": [
        {"id": zid, "name": zn, "status": "active", "paused": False, "type": "full", "development_mode": 0, "name_servers": ["dana.ns.cloudflare.com", "kip.ns.cloudflare.com"],
         "original_name_servers": ["ns1.gandi.net", "ns2.gandi.net"], "original_registrar": "gandi sas", "modified_on": "2024-10-21T16:40:04.108842Z", "created_on": "2022-02-11T18:20:31.940127Z", "activated_on": "2022-02-11T19:02:46.330517Z",
         "plan": {"id": "0feeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "name": "Free Website", "price": 0, "currency": "USD"}, "account": {"id": "7d3c5e9a1b2f4068a4c6e8d0b2f4a6c8", "name": "Tidewater Labs"}},
        {"id": "b27e4c91d05f4a38e6c2d1f8a9b04e73", "name": "tidewater.io", "status": "active", "paused": False, "type": "full", "development_mode": 0, "name_servers": ["dana.ns.cloudflare.com", "kip.ns.cloudflare.com"],
         "original_name_servers": None, "original_registrar": None, "modified_on": "2023-04-02T11:09:57.221064Z", "created_on": "2023-04-02T10:58:13.618490Z", "activated_on": "2023-04-02T11:09:57.221064Z",
         "plan": {"id": "0feeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "name": "Free Website", "price": 0, "currency": "USD"}, "account": {"id": "7d3c5e9a1b2f4068a4c6e8d0b2f4a6c8", "name": "Tidewater Labs"}},
        {"id": "c6f0a3e8b91d4c27a5e3f0d6b8c14a92", "name": "tidewater-status.com", "status": "pending", "paused": False, "type": "full", "development_mode": 0, "name_servers": ["elle.ns.cloudflare.com", "rob.ns.cloudflare.com"],
         "original_name_servers": ["dns1.registrar-servers.com", "dns2.registrar-servers.com"], "original_registrar": "namecheap, inc.", "modified_on": "2025-03-10T15:44:20.006358Z", "created_on": "2025-03-10T15:44:19.581202Z", "activated_on": None,
         "plan": {"id": "0feeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "name": "Free Website", "price": 0, "currency": "USD"}, "account": {"id": "7d3c5e9a1b2f4068a4c6e8d0b2f4a6c8", "name": "Tidewater Labs"}}],
        "result_info": {"page": 1, "per_page": 20, "total_pages": 1, "count": 3, "total_count": 3}, "success": True, "errors": [], "messages": []})))
    t.append((call("dns_records_list", zone_id=zid, order="type", direction="asc", per_page=50),
              lst([api, legacy, apex, aaaa, docs, status, www, mx1, mx2, dmarc, dkim, spf], 1, 50, 12)))
    api2 = dict(api)
    api2.update({"content": "198.51.100.87", "comment": "fra1 lb since 2025-03-12", "modified_on": "2025-03-12T11:02:37.845116Z"})
    t.append((call("dns_record_update", zone_id=zid, record_id="5c2e8a14f7b94d03a6e1c9b7d2f0e853", content="198.51.100.87", comment="fra1 lb since 2025-03-12"),
              pj({"result": api2, "success": True, "errors": [], "messages": []})))
    gsv = r("1c3e5a7c9e1b43d5f7a9c1e3b5d7f9a1", "TXT", "tidewater.dev", "\"google-site-verification=Qm3xT8vK1pW6nB4yR9cL2dF7hJ0sZ5aE3gU8iO1wM6q\"", False, 3600, "2025-03-12T11:03:20.412930Z", "2025-03-12T11:03:20.412930Z", "Search Console, added by ops")
    t.append((call("dns_record_create", zone_id=zid, type="TXT", name="tidewater.dev", content="google-site-verification=Qm3xT8vK1pW6nB4yR9cL2dF7hJ0sZ5aE3gU8iO1wM6q", ttl=3600, comment="Search Console, added by ops"),
              pj({"result": gsv, "success": True, "errors": [], "messages": []})))
    t.append((call("dns_record_delete", zone_id=zid, record_id="9b71d3c0e6a24f58b2d4e8c1a7f03e96"), pj({"result": {"id": "9b71d3c0e6a24f58b2d4e8c1a7f03e96"}, "success": True, "errors": [], "messages": []})))
    t.append((call("dns_records_list", zone_id=zid, type="A", per_page=50), lst([api2, apex], 1, 50, 2)))
    t.append((call("dns_records_list", zone_id=zid, type="TXT", per_page=50), lst([dmarc, dkim, spf, gsv], 1, 50, 4)))
    t.append((call("dns_record_get", zone_id=zid, record_id="5c2e8a14f7b94d03a6e1c9b7d2f0e853"), pj({"result": api2, "success": True, "errors": [], "messages": []})))
    t.append((call("dns_records_list", zone_id=zid, order="type", direction="asc", page=1, per_page=5), lst([api2, apex, aaaa, docs, status], 1, 5, 12)))
    rs.add(task="mcp", tid="h44-mcp-11", system=system, turns=t,
           state="Cloudflare account Tidewater Labs. Migration day 2025-03-12: point api.tidewater.dev at the new Frankfurt load balancer 198.51.100.87, add the Google Search Console verification TXT on the apex, and remove the decommissioned legacy host record.")


# Slack, bad
def t12(rs: RowSet) -> None:
    system = mcp_system("slack", "Slack Web API for the Ferrous Labs workspace, acting as the bot user ops-assistant", [
        tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_rename_channel", "Rename a channel", {"channel_id": S, "name": S}, ["channel_id", "name"]),
        tool("slack_set_channel_topic", "Set the topic of a channel", {"channel_id": S, "topic": S}, ["channel_id", "topic"]),
        tool("slack_post_message", "Post a new message to a channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply to a message thread", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_users", "List workspace users with basic profile information", {"limit": INT, "cursor": S}, []),
    ])
    inc = "C08R2T4V6X8"
    old_topic = {"value": "", "creator": "", "last_set": 0}
    new_topic = {"value": "SEV2 | IC: @ruth | payments-api p99 elevated, rolled back to v3.41.2, monitoring | Doc: https://ferrous.atlassian.net/wiki/x/INC2291", "creator": "U08OPSB0T1", "last_set": 1741770497}

    def ch(cid: str, name: str, created: int, creator: str, members: int, topic: dict, purpose: str, general: bool = False) -> dict:
        return {"id": cid, "name": name, "is_channel": True, "is_group": False, "is_im": False, "is_mpim": False, "is_private": False,
                "created": created, "is_archived": False, "is_general": general, "unlinked": 0, "name_normalized": name, "is_shared": False,
                "is_org_shared": False, "is_member": True, "creator": creator, "topic": topic,
                "purpose": {"value": purpose, "creator": creator, "last_set": created}, "previous_names": [], "num_members": members}
    chans = [
        ch("C01A2B3C4D5", "general", 1561466402, "U01FOUNDR1", 214, {"value": "Company-wide announcements", "creator": "U01FOUNDR1", "last_set": 1561466402}, "This is the one channel that will always include everyone.", True),
        ch("C01A2B3C4D7", "random", 1561466402, "U01FOUNDR1", 198, {"value": "", "creator": "", "last_set": 0}, "Non-work banter and water cooler conversation"),
        ch("C02F8K1M3N9", "eng-oncall", 1598350011, "U02ABCD1EF", 41, {"value": "Primary: @kenji | Secondary: @ana | Runbooks: https://ferrous.atlassian.net/wiki/x/RUNBK", "creator": "U03KLMN2PQ", "last_set": 1741593600}, "Paging, handoffs and incident coordination"),
        ch("C03H5J7L9P2", "deploys", 1601902933, "U04RSTU3VW", 63, {"value": "Deploy freeze: none", "creator": "U04RSTU3VW", "last_set": 1740387211}, "Automated deploy notifications from Argo CD"),
        ch("C04Q6S8U0W1", "payments-eng", 1633017418, "U03KLMN2PQ", 18, {"value": "Q1 focus: SCA exemptions + ledger v2", "creator": "U03KLMN2PQ", "last_set": 1735896020}, "Payments team"),
        ch("C05Y1A3C5E7", "support-escalations", 1650288760, "U06DEFG5HI", 27, {"value": "Tag @support-leads for P1s", "creator": "U06DEFG5HI", "last_set": 1702301144}, "Tier-2 escalations from Zendesk"),
        ch("C06G9I1K3M5", "design", 1660732906, "U09DSGNR01", 22, {"value": "", "creator": "", "last_set": 0}, "Design reviews and crits"),
        ch(inc, "incident-2291", 1741767302, "U07PGDTY01", 9, old_topic, "Incident 2291 — elevated p99 latency on payments API"),
    ]
    t = []
    t.append((call("slack_list_channels", limit=100), pj({"ok": True, "channels": chans, "response_metadata": {"next_cursor": ""}})))
    hist = [
        {"type": "message", "user": "U05XYZA4BC", "text": "p99 at 1.1s now, still above the 600ms SLO. Error rate back to 0.2%.", "ts": "1741769833.402917", "team": "T01FERROUS"},
        {"type": "message", "user": "U04RSTU3VW", "text": "Rolled back payments-api to v3.41.2 at 08:44 UTC, pods healthy, p99 recovering", "ts": "1741769080.018334", "team": "T01FERROUS", "reactions": [{"name": "pray", "users": ["U02ABCD1EF", "U05XYZA4BC"], "count": 2}]},
        {"type": "message", "user": "U03KLMN2PQ", "text": "Root cause candidate: connection pool exhaustion on pg-payments-02 right after the 07:50 deploy of v3.42.0", "ts": "1741768124.551209", "team": "T01FERROUS",
         "thread_ts": "1741768124.551209", "reply_count": 2, "reply_users_count": 2, "latest_reply": "1741768262.880145", "reply_users": ["U02ABCD1EF", "U03KLMN2PQ"]},
        {"type": "message", "user": "U02ABCD1EF", "text": "I'm IC. Kenji on DB, Ana on deploys, Tom watching dashboards. Updates every 20 min here.", "ts": "1741767405.771122", "team": "T01FERROUS"},
        {"type": "message", "subtype": "bot_message", "bot_id": "B07PGDTY01", "username": "PagerDuty", "text": ":red_circle: *Triggered* #2291 payments-api p99 latency > 1500ms (5m) — Service: Payments API — Urgency: high", "ts": "1741767318.204511"},
        {"type": "message", "subtype": "channel_join", "user": "U02ABCD1EF", "text": "<@U02ABCD1EF> has joined the channel", "ts": "1741767311.000200"},
    ]
    t.append((call("slack_get_channel_history", channel_id=inc, limit=10), pj({"ok": True, "messages": hist, "has_more": True, "pin_count": 0, "response_metadata": {"next_cursor": "bmV4dF90czoxNzQxNzY3MzAyMDAwMTAw"}})))
    renamed = dict(chans[-1])
    renamed.update({"name": "inc-2291-payments-latency", "name_normalized": "inc-2291-payments-latency", "previous_names": ["incident-2291"]})
    t.append((call("slack_rename_channel", channel_id=inc, name="inc-2291-payments-latency"), pj({"ok": True, "channel": renamed})))
    topiced = dict(renamed)
    topiced["topic"] = new_topic
    t.append((call("slack_set_channel_topic", channel_id=inc, topic=new_topic["value"]), pj({"ok": True, "channel": topiced})))
    upd_text = "*Update 09:15 UTC* — payments-api rolled back to v3.41.2 (08:44). p99 1.1s and falling, error rate 0.2%. Suspected cause: DB connection pool exhaustion from v3.42.0 retry change. Next update 09:35."
    t.append((call("slack_post_message", channel_id=inc, text=upd_text), pj({"ok": True, "channel": inc, "ts": "1741770512.339019",
              "message": {"type": "message", "subtype": "bot_message", "text": upd_text, "ts": "1741770512.339019", "username": "ops-assistant", "bot_id": "B08OPSB0T1", "app_id": "A08OPSAPP1", "user": "U08OPSB0T1", "team": "T01FERROUS"}})))
    users = [("U02ABCD1EF", "ruth.okafor", "Ruth Okafor", "Europe/London", False), ("U03KLMN2PQ", "kenji.sato", "Kenji Sato", "Europe/Berlin", False),
             ("U04RSTU3VW", "ana.costa", "Ana Costa", "Europe/Lisbon", False), ("U05XYZA4BC", "tom.berg", "Tom Berg", "Europe/Stockholm", False),
             ("U06DEFG5HI", "priya.nair", "Priya Nair", "Asia/Kolkata", False), ("U07PGDTY01", "pagerduty", "PagerDuty", "America/Los_Angeles", True),
             ("U08OPSB0T1", "ops-assistant", "Ops Assistant", "Europe/London", True), ("U09DSGNR01", "lea.fontaine", "Léa Fontaine", "Europe/Paris", False)]
    t.append((call("slack_get_users", limit=50), pj({"ok": True, "members": [
        {"id": i, "team_id": "T01FERROUS", "name": n, "deleted": False, "real_name": rn, "tz": tz, "is_bot": bot, "is_admin": n == "ruth.okafor",
         "profile": {"real_name": rn, "display_name": n.split(".")[0], "title": "" if bot else "Engineering", "image_48": f"https://avatars.slack-edge.com/2023-01-10/{i.lower()}_48.png"}}
        for i, n, rn, tz, bot in users], "response_metadata": {"next_cursor": ""}})))
    t.append((call("slack_add_reaction", channel_id=inc, timestamp="1741769833.402917", reaction="eyes"), pj({"ok": True})))
    reply = "Confirmed from the dashboards: pool on pg-payments-02 peaked at 240/240 at 07:53, back to 61/240 after the rollback. Tracking the retry fix in PAY-2291."
    t.append((call("slack_reply_to_thread", channel_id=inc, thread_ts="1741768124.551209", text=reply), pj({"ok": True, "channel": inc, "ts": "1741770598.117402",
              "message": {"type": "message", "subtype": "bot_message", "text": reply, "ts": "1741770598.117402", "thread_ts": "1741768124.551209", "parent_user_id": "U03KLMN2PQ", "username": "ops-assistant", "bot_id": "B08OPSB0T1", "user": "U08OPSB0T1", "team": "T01FERROUS"}})))
    t.append((call("slack_get_thread_replies", channel_id=inc, thread_ts="1741768124.551209"), pj({"ok": True, "has_more": False, "messages": [
        {"type": "message", "user": "U03KLMN2PQ", "text": "Root cause candidate: connection pool exhaustion on pg-payments-02 right after the 07:50 deploy of v3.42.0", "ts": "1741768124.551209", "thread_ts": "1741768124.551209",
         "reply_count": 3, "reply_users_count": 3, "latest_reply": "1741770598.117402", "reply_users": ["U02ABCD1EF", "U03KLMN2PQ", "U08OPSB0T1"], "team": "T01FERROUS"},
        {"type": "message", "user": "U02ABCD1EF", "text": "Pool size is 20 per pod and we run 12 pods, so 240 max. Did something double the connections?", "ts": "1741768190.004211", "thread_ts": "1741768124.551209", "parent_user_id": "U03KLMN2PQ", "team": "T01FERROUS"},
        {"type": "message", "user": "U03KLMN2PQ", "text": "yes — the new retry logic in v3.42.0 opens a fresh connection on timeout instead of reusing it", "ts": "1741768262.880145", "thread_ts": "1741768124.551209", "parent_user_id": "U03KLMN2PQ", "team": "T01FERROUS"},
        {"type": "message", "subtype": "bot_message", "user": "U08OPSB0T1", "bot_id": "B08OPSB0T1", "username": "ops-assistant", "text": reply, "ts": "1741770598.117402", "thread_ts": "1741768124.551209", "parent_user_id": "U03KLMN2PQ"}]})))
    later = [dict(c) for c in chans]
    later[-1] = dict(chans[-1])
    later[-1].update({"topic": new_topic, "num_members": 10})
    t.append((call("slack_list_channels", limit=100), pj({"ok": True, "channels": later, "response_metadata": {"next_cursor": ""}})))
    note = f"Heads-up: payments-api latency incident #2291 (SEV2) is being handled in <#{inc}>. Rolled back, recovering; IC is <@U02ABCD1EF>."
    t.append((call("slack_post_message", channel_id="C02F8K1M3N9", text=note), pj({"ok": True, "channel": "C02F8K1M3N9", "ts": "1741770671.520886",
              "message": {"type": "message", "subtype": "bot_message", "text": note, "ts": "1741770671.520886", "username": "ops-assistant", "bot_id": "B08OPSB0T1", "app_id": "A08OPSAPP1", "user": "U08OPSB0T1", "team": "T01FERROUS"}})))
    rs.add(task="mcp", tid="h44-mcp-12", system=system, turns=t,
           state="Slack workspace Ferrous Labs, 2025-03-12 ~09:14 UTC. The ops-assistant bot helps the incident commander: give the incident channel a descriptive name and topic, post a status update, and point #eng-oncall at it.",
           bad=True, turn=10, kind="renamed channel listed under its old name")


# Todoist, clean
def t13(rs: RowSet) -> None:
    system = mcp_system("todoist", "Todoist REST API v2 for the user Jana Horváth (timezone Europe/Berlin)", [
        tool("get_projects", "List all projects", {}, []),
        tool("get_tasks", "List active tasks, by project or with a Todoist filter query", {"project_id": S, "filter": S, "label": S}, []),
        tool("add_task", "Create a task", {"content": S, "description": S, "project_id": S, "due_string": S, "priority": INT, "labels": A}, ["content"]),
        tool("update_task", "Update a task", {"task_id": S, "content": S, "due_string": S, "priority": INT, "labels": A}, ["task_id"]),
        tool("close_task", "Complete a task", {"task_id": S}, ["task_id"]),
        tool("delete_task", "Delete a task", {"task_id": S}, ["task_id"]),
    ])
    pid = "2331190457"

    def due(date: str | None, string: str | None = None, dt: str | None = None) -> dict | None:
        if date is None:
            return None
        d = {"date": date, "string": string or date, "lang": "en", "is_recurring": False}
        if dt:
            d.update({"datetime": dt, "timezone": "Europe/Berlin"})
        return d

    def task(i: str, content: str, prio: int, labels: list[str], order: int, dd: dict | None, created: str, project: str = pid, comments: int = 0, desc: str = "") -> dict:
        return {"id": i, "assigner_id": None, "assignee_id": None, "project_id": project, "section_id": None, "parent_id": None, "order": order,
                "content": content, "description": desc, "is_completed": False, "labels": labels, "priority": prio, "comment_count": comments,
                "creator_id": "38817204", "created_at": created, "due": dd, "url": f"https://app.todoist.com/app/task/{i}", "duration": None, "deadline": None}
    t1 = task("8741002231", "Get 3 quotes for kitchen countertops", 3, ["kitchen"], 1, due("2025-03-10", "Mar 10"), "2025-02-22T18:04:11.520133Z", comments=2)
    t2 = task("8741002290", "Order tile samples from Cerámica Sol", 2, ["bathroom"], 2, due("2025-03-12", "Mar 12"), "2025-02-22T18:05:40.118207Z")
    t3 = task("8741002355", "Measure bathroom window for blinds", 1, ["bathroom"], 3, None, "2025-02-22T18:06:02.774519Z")
    t4 = task("8741002417", "Pick paint colours for hallway", 1, ["hallway"], 4, due("2025-03-15", "Mar 15"), "2025-02-23T09:12:48.006421Z", desc="Shortlist: Farrow & Ball Skimming Stone, Little Greene French Grey Pale")
    t5 = task("8741002483", "Book skip for demolition week", 4, ["logistics"], 5, due("2025-03-14", "Mar 14"), "2025-02-23T09:14:21.901377Z")
    t6 = task("8741002540", "Ask building management about noise hours", 2, [], 6, due("2025-03-12", "Mar 12"), "2025-02-25T20:31:07.339850Z")
    t7 = task("8741002602", "Order tile samples", 1, [], 7, None, "2025-02-25T20:33:55.482016Z")
    t8 = task("8741002669", "Compare underfloor heating mats (Warmup vs ThermoSphere)", 2, ["bathroom"], 8, due("2025-03-20", "Mar 20"), "2025-02-26T07:58:14.260991Z", comments=1)
    t9 = task("8741002731", "Pay deposit to carpenter (€1,200)", 4, ["payments"], 9, due("2025-03-11", "Mar 11"), "2025-03-01T11:20:36.615044Z")
    t = []
    t.append((call("get_projects"), pj([
        {"id": "2203318840", "name": "Inbox", "comment_count": 0, "order": 0, "color": "grey", "is_shared": False, "is_favorite": False, "is_inbox_project": True, "is_team_inbox": False, "view_style": "list", "url": "https://app.todoist.com/app/project/2203318840", "parent_id": None},
        {"id": "2203318871", "name": "Work", "comment_count": 0, "order": 1, "color": "blue", "is_shared": False, "is_favorite": True, "is_inbox_project": False, "is_team_inbox": False, "view_style": "board", "url": "https://app.todoist.com/app/project/2203318871", "parent_id": None},
        {"id": "2203318902", "name": "Personal", "comment_count": 0, "order": 2, "color": "green", "is_shared": False, "is_favorite": False, "is_inbox_project": False, "is_team_inbox": False, "view_style": "list", "url": "https://app.todoist.com/app/project/2203318902", "parent_id": None},
        {"id": pid, "name": "Home renovation", "comment_count": 1, "order": 3, "color": "orange", "is_shared": True, "is_favorite": True, "is_inbox_project": False, "is_team_inbox": False, "view_style": "list", "url": f"https://app.todoist.com/app/project/{pid}", "parent_id": None},
        {"id": "2340055126", "name": "Reading list", "comment_count": 0, "order": 4, "color": "violet", "is_shared": False, "is_favorite": False, "is_inbox_project": False, "is_team_inbox": False, "view_style": "list", "url": "https://app.todoist.com/app/project/2340055126", "parent_id": None}])))
    t.append((call("get_tasks", project_id=pid), pj([t1, t2, t3, t4, t5, t6, t7, t8, t9])))
    t.append((call("close_task", task_id="8741002731"), "Task 8741002731 marked as complete."))
    t1b = dict(t1)
    t1b.update({"priority": 4, "due": due("2025-03-14", "friday")})
    t.append((call("update_task", task_id="8741002231", due_string="friday", priority=4), pj(t1b)))
    new = task("8741009918", "Call electrician about panel upgrade", 3, ["electrical"], 10, due("2025-03-13", "tomorrow 9am", "2025-03-13T09:00:00"), "2025-03-12T10:41:05.214731Z",
               desc="Ask about 3-phase for induction hob + quote for new consumer unit")
    t.append((call("add_task", content="Call electrician about panel upgrade", description="Ask about 3-phase for induction hob + quote for new consumer unit", project_id=pid, due_string="tomorrow 9am", priority=3, labels=["electrical"]), pj(new)))
    t.append((call("delete_task", task_id="8741002602"), "Task 8741002602 deleted."))
    t.append((call("get_tasks", filter="today | overdue"), pj([
        task("8739551084", "Submit February expense report", 3, ["admin"], 4, due("2025-03-11", "Mar 11"), "2025-03-03T08:02:19.880412Z", project="2203318871"),
        t2, t6,
        task("8739904412", "Renew car insurance (Allianz, policy ends 31 Mar)", 2, [], 2, due("2025-03-12", "Mar 12"), "2025-03-05T19:47:33.125968Z", project="2203318902"),
        task("8740118736", "Water the plants", 1, [], 6, {"date": "2025-03-12", "string": "every wed", "lang": "en", "is_recurring": True}, "2024-11-06T10:00:02.417719Z", project="2203318840")])))
    t.append((call("get_tasks", project_id=pid), pj([t1b, t2, t3, t4, t5, t6, t8, new])))
    rs.add(task="mcp", tid="h44-mcp-13", system=system, turns=t,
           state="Todoist account of Jana Horváth, Wednesday 2025-03-12, 11:40 Europe/Berlin. Clean up the Home renovation project: the carpenter deposit was paid this morning, the countertop quotes get pushed to Friday at top priority, add a call to the electrician for tomorrow 9am, and drop the duplicate tile-samples task.")


# Fly.io, bad
def t14(rs: RowSet) -> None:
    system = mcp_system("flyctl", "Fly.io platform through `flyctl mcp server` (org tally-hq); results are flyctl's JSON or text output", [
        tool("fly-apps-list", "List Fly apps in an organization", {"org": S}, []),
        tool("fly-releases-list", "List releases of an app", {"app": S, "limit": INT}, ["app"]),
        tool("fly-machine-list", "List machines of an app", {"app": S}, ["app"]),
        tool("fly-machine-status", "Show a machine's details and recent events", {"app": S, "id": S}, ["app", "id"]),
        tool("fly-machine-start", "Start a stopped machine", {"app": S, "id": S}, ["app", "id"]),
        tool("fly-scale-count", "Scale the number of machines in a process group", {"app": S, "count": INT, "region": S, "process_group": S}, ["app", "count"]),
        tool("fly-secrets-list", "List secret names and digests of an app", {"app": S}, ["app"]),
    ])
    app = "tally-api"
    tag = "deployment-01JP3ZKQ8V5N2W7X4R6T9Y1B3C"
    dig = "sha256:5f2c9e81d4a7b03c6e18f9a2d5b74c0e3a61f8d29b4e7c05a3d1f6b8e2c94a70"
    guest = {"cpu_kind": "shared", "cpus": 2, "memory_mb": 1024}

    def m(mid: str, name: str, region: str, state: str, iid: str, ip: str, created: str, updated: str, digest: str = dig) -> dict:
        return {"id": mid, "name": name, "state": state, "region": region, "instance_id": iid, "private_ip": ip,
                "config": {"env": {"PRIMARY_REGION": "ams", "PORT": "8080"}, "init": {}, "guest": guest, "metadata": {"fly_platform_version": "v2", "fly_process_group": "app", "fly_release_id": "Vx8QyG2r1Nq6AeZ", "fly_release_version": "87"},
                           "services": [{"protocol": "tcp", "internal_port": 8080, "autostop": "stop", "autostart": True, "min_machines_running": 1, "ports": [{"port": 80, "handlers": ["http"], "force_https": True}, {"port": 443, "handlers": ["http", "tls"]}]}],
                           "image": f"registry.fly.io/{app}:{tag}", "checks": {"health": {"port": 8080, "type": "http", "interval": "15s", "timeout": "5s", "method": "GET", "path": "/healthz"}}},
                "image_ref": {"registry": "registry.fly.io", "repository": app, "tag": tag, "digest": digest, "labels": {"org.opencontainers.image.revision": "a41f7c0"}},
                "created_at": created, "updated_at": updated, "host_status": "ok"}
    a1 = m("148e723b561d89", "lingering-smoke-4102", "ams", "started", "01JP40F3C8K2M6N9Q1R5T7V0W4", "fdaa:2:9a41:a7b:1f4:8c2e:61d0:2", "2025-01-20T10:04:51Z", "2025-03-10T14:25:41Z")
    a2 = m("2865d03a9e4128", "quiet-grass-7781", "ams", "started", "01JP40G1Z7D4F8H2K5M9P3S6U0", "fdaa:2:9a41:a7b:2c6:5e90:3ab4:2", "2025-01-20T10:05:37Z", "2025-03-10T14:26:19Z")
    f1 = m("9080e4dc7b6e18", "polished-river-2256", "fra", "stopped", "01JP40H0B3E6G9J2L5N8Q1T4W7", "fdaa:2:9a41:a7b:3d8:71c2:0f5e:2", "2025-02-03T08:47:12Z", "2025-03-12T06:11:57Z")
    t = []
    t.append((call("fly-apps-list", org="tally-hq"), pj([
        {"ID": "tally-api", "Name": "tally-api", "Status": "deployed", "Deployed": True, "Hostname": "tally-api.fly.dev", "AppURL": "https://tally-api.fly.dev", "Organization": {"Slug": "tally-hq", "Name": "Tally HQ"}, "PlatformVersion": "machines", "CurrentRelease": {"Version": 87, "Status": "complete", "CreatedAt": "2025-03-10T14:21:30Z"}},
        {"ID": "tally-worker", "Name": "tally-worker", "Status": "deployed", "Deployed": True, "Hostname": "tally-worker.fly.dev", "AppURL": "", "Organization": {"Slug": "tally-hq", "Name": "Tally HQ"}, "PlatformVersion": "machines", "CurrentRelease": {"Version": 41, "Status": "complete", "CreatedAt": "2025-03-10T14:33:02Z"}},
        {"ID": "tally-db", "Name": "tally-db", "Status": "deployed", "Deployed": True, "Hostname": "tally-db.fly.dev", "AppURL": "", "Organization": {"Slug": "tally-hq", "Name": "Tally HQ"}, "PlatformVersion": "machines", "CurrentRelease": {"Version": 9, "Status": "complete", "CreatedAt": "2024-11-28T09:12:45Z"}},
        {"ID": "tally-web-staging", "Name": "tally-web-staging", "Status": "suspended", "Deployed": False, "Hostname": "tally-web-staging.fly.dev", "AppURL": "https://tally-web-staging.fly.dev", "Organization": {"Slug": "tally-hq", "Name": "Tally HQ"}, "PlatformVersion": "machines", "CurrentRelease": {"Version": 112, "Status": "complete", "CreatedAt": "2025-02-19T17:40:11Z"}}])))
    t.append((call("fly-releases-list", app=app, limit=4), pj([
        {"ID": "Vx8QyG2r1Nq6AeZ", "Version": 87, "Stable": True, "InProgress": False, "Reason": "", "Description": "", "Status": "complete", "DeploymentStrategy": "rolling", "User": {"Email": "dimitri@tally.app"}, "CreatedAt": "2025-03-10T14:21:30Z", "ImageRef": f"registry.fly.io/{app}:{tag}"},
        {"ID": "Wq3LmB7t9Hc2PdK", "Version": 86, "Stable": True, "InProgress": False, "Reason": "", "Description": "", "Status": "complete", "DeploymentStrategy": "rolling", "User": {"Email": "ci@tally.app"}, "CreatedAt": "2025-03-06T09:02:14Z", "ImageRef": f"registry.fly.io/{app}:deployment-01JNS4R7W2Y9B1D5F8H3K6M0P2"},
        {"ID": "Zr5NkC1v8Jf4SgM", "Version": 85, "Stable": True, "InProgress": False, "Reason": "", "Description": "", "Status": "complete", "DeploymentStrategy": "rolling", "User": {"Email": "ci@tally.app"}, "CreatedAt": "2025-02-27T16:48:55Z", "ImageRef": f"registry.fly.io/{app}:deployment-01JN3X6A9C2E5G8J1L4N7Q0S3U"},
        {"ID": "Tp9HdF4x2Lb7QwN", "Version": 84, "Stable": False, "InProgress": False, "Reason": "", "Description": "health checks failed, rolled back", "Status": "failed", "DeploymentStrategy": "rolling", "User": {"Email": "dimitri@tally.app"}, "CreatedAt": "2025-02-27T15:20:03Z", "ImageRef": f"registry.fly.io/{app}:deployment-01JN3RT0V4X7Z1B3D6F9H2K5M8"}])))
    t.append((call("fly-machine-list", app=app), pj([a1, a2, f1])))
    st = dict(f1)
    st["events"] = [
        {"type": "exit", "status": "stopped", "request": {"exit_event": {"requested_stop": True, "restarting": False, "guest_exit_code": 0, "exit_code": 0, "oom_killed": False, "exited_at": "2025-03-12T06:11:56.804Z"}}, "source": "flyd", "timestamp": 1741759917204},
        {"type": "stop", "status": "stopping", "source": "user", "request": {"reason": "autostop: no traffic for 5m0s"}, "timestamp": 1741759916318},
        {"type": "start", "status": "started", "source": "flyd", "timestamp": 1741752004711},
        {"type": "start", "status": "starting", "source": "fly-proxy", "request": {"reason": "autostart: incoming request"}, "timestamp": 1741752002936},
        {"type": "exit", "status": "stopped", "request": {"exit_event": {"requested_stop": True, "guest_exit_code": 0, "exit_code": 0, "oom_killed": False, "exited_at": "2025-03-11T22:40:18.117Z"}}, "source": "flyd", "timestamp": 1741732818551}]
    st["checks"] = [{"name": "servicecheck-00-http-8080", "status": "critical", "output": "the machine is stopped", "updated_at": "2025-03-12T06:11:57.002Z"}]
    t.append((call("fly-machine-status", app=app, id="9080e4dc7b6e18"), pj(st)))
    t.append((call("fly-machine-start", app=app, id="9080e4dc7b6e18"), pj({"previous_state": "stopped", "migrated": False, "new_host": ""})))
    t.append((call("fly-scale-count", app=app, count=3, region="ams", process_group="app"),
              "App 'tally-api' is going to be scaled according to this plan:\n  +1 machines for group 'app' on region 'ams' of size 'shared-cpu-2x'\nExecuting scale plan\n  Created 3d8d61e2a47589 group:app region:ams size:shared-cpu-2x\n  Waiting for 3d8d61e2a47589 to become healthy (started, 1/1)"))
    t.append((call("fly-secrets-list", app=app), pj([
        {"Name": "DATABASE_URL", "Digest": "b7e1c3a902f54d86", "CreatedAt": "2024-11-28T09:20:14Z"},
        {"Name": "REDIS_URL", "Digest": "04d9f2b6c8e1a375", "CreatedAt": "2024-11-28T09:21:40Z"},
        {"Name": "SENTRY_DSN", "Digest": "e62a0c4f9b13d758", "CreatedAt": "2025-01-20T09:58:03Z"},
        {"Name": "STRIPE_SECRET_KEY", "Digest": "9a3f7e1d05c2b864", "CreatedAt": "2025-02-14T11:36:27Z"},
        {"Name": "JWT_SIGNING_KEY", "Digest": "5c08b2e7f4a91d63", "CreatedAt": "2025-03-03T07:45:52Z"}])))
    a1b = dict(a1)
    a1b["image_ref"] = dict(a1["image_ref"], digest="sha256:5f2c9e81d4a7b03c6e18f9a2d5b47c0e3a61f8d29b4e7c05a3d1f6b8e2c94a70")
    f1b = dict(f1, state="started", updated_at="2025-03-12T09:41:06Z")
    new = m("3d8d61e2a47589", "bold-water-9134", "ams", "started", "01JP7T2N5Q8S1V4X7Z0B3D6F9H", "fdaa:2:9a41:a7b:4e1:9d37:b6c2:2", "2025-03-12T09:42:18Z", "2025-03-12T09:42:31Z")
    t.append((call("fly-machine-list", app=app), pj([a1b, a2, f1b, new])))
    rs.add(task="mcp", tid="h44-mcp-14", system=system, turns=t,
           state="Fly.io org tally-hq, 2025-03-12 09:40 UTC. Ahead of a customer launch at 10:00, make sure tally-api (release v87) has every machine running and a third machine in ams.",
           bad=True, turn=8, kind="image digest of an untouched machine differs from the earlier listing")


# HubSpot CRM, clean
def t15(rs: RowSet) -> None:
    system = mcp_system("hubspot", "HubSpot CRM v3 objects, associations and engagements for the portal of Routewise (portal 24410937)", [
        tool("search_objects", "Search CRM objects with filter groups", {"objectType": S, "filterGroups": A, "properties": A, "sorts": A, "limit": INT}, ["objectType"]),
        tool("get_object", "Get a CRM object with properties and associations", {"objectType": S, "objectId": S, "properties": A, "associations": A}, ["objectType", "objectId"]),
        tool("update_object", "Update properties of a CRM object", {"objectType": S, "objectId": S, "properties": OBJ}, ["objectType", "objectId", "properties"]),
        tool("create_object", "Create a CRM object", {"objectType": S, "properties": OBJ}, ["objectType", "properties"]),
        tool("create_association", "Associate two CRM objects", {"fromObjectType": S, "fromObjectId": S, "toObjectType": S, "toObjectId": S, "associationTypeId": INT}, ["fromObjectType", "fromObjectId", "toObjectType", "toObjectId"]),
        tool("get_pipelines", "List pipelines and stages for an object type", {"objectType": S}, ["objectType"]),
        tool("create_note", "Create a note engagement associated with records", {"body": S, "associations": A, "timestamp": S}, ["body"]),
    ])

    def contact(cid: str, fn: str, ln: str, title: str, stage: str, lead: str, created: str, modified: str, comp: str | None) -> dict:
        return {"id": cid, "properties": {"createdate": created, "email": f"{fn.lower()}.{ln.lower()}@brightwell.io", "firstname": fn, "lastname": ln,
                                          "jobtitle": title, "lifecyclestage": stage, "hs_lead_status": lead, "associatedcompanyid": comp,
                                          "hs_object_id": cid, "lastmodifieddate": modified},
                "createdAt": created, "updatedAt": modified, "archived": False}
    comp = "19205548712"
    c1 = contact("74120938851", "Naomi", "Patel", "Head of Operations", "lead", "OPEN", "2024-11-04T15:22:09.412Z", "2025-03-06T10:41:55.207Z", comp)
    c2 = contact("74120938852", "Derek", "Hollis", "CFO", "marketingqualifiedlead", "OPEN", "2024-11-04T15:22:09.998Z", "2025-02-18T08:12:30.664Z", comp)
    c3 = contact("74120938853", "Yuki", "Sasaki", "Operations Analyst", "lead", "NEW", "2024-12-11T09:05:47.031Z", "2025-01-09T16:30:12.118Z", comp)
    c4 = contact("75003311920", "Carmen", "Ibarra", "Procurement Manager", "subscriber", None, "2025-03-03T13:48:26.580Z", "2025-03-03T13:49:02.943Z", None)
    t = []
    t.append((call("search_objects", objectType="contacts", filterGroups=[{"filters": [{"propertyName": "email", "operator": "CONTAINS_TOKEN", "value": "*@brightwell.io"}]}],
                   properties=["firstname", "lastname", "email", "jobtitle", "lifecyclestage", "hs_lead_status", "associatedcompanyid"], limit=20),
              pj({"total": 4, "results": [c1, c2, c3, c4]})))
    g1 = {"id": "74120938851", "properties": {**c1["properties"], "phone": "+44 20 3868 1144", "hubspot_owner_id": "512099481", "num_associated_deals": None,
                                              "notes_last_updated": "2025-03-06T10:41:55.207Z", "hs_email_last_open_date": "2025-03-11T07:58:14.000Z", "hs_analytics_num_page_views": "23",
                                              "hs_lifecyclestage_lead_date": "2024-11-04T15:22:09.412Z"},
          "createdAt": c1["createdAt"], "updatedAt": c1["updatedAt"], "archived": False,
          "associations": {"companies": {"results": [{"id": comp, "type": "contact_to_company"}, {"id": comp, "type": "contact_to_company_unlabeled"}]}}}
    t.append((call("get_object", objectType="contacts", objectId="74120938851", properties=["firstname", "lastname", "email", "jobtitle", "lifecyclestage", "hs_lead_status", "phone", "hubspot_owner_id", "num_associated_deals", "notes_last_updated", "hs_email_last_open_date", "hs_analytics_num_page_views", "hs_lifecyclestage_lead_date"], associations=["companies"]), pj(g1)))
    u1 = {"id": "74120938851", "properties": {**c1["properties"], "jobtitle": "VP Operations", "lifecyclestage": "salesqualifiedlead", "hs_lead_status": "IN_PROGRESS",
                                              "lastmodifieddate": "2025-03-12T14:05:21.774Z"},
          "createdAt": c1["createdAt"], "updatedAt": "2025-03-12T14:05:21.774Z", "archived": False}
    t.append((call("update_object", objectType="contacts", objectId="74120938851", properties={"jobtitle": "VP Operations", "lifecyclestage": "salesqualifiedlead", "hs_lead_status": "IN_PROGRESS"}), pj(u1)))
    company = {"id": comp, "properties": {"name": "Brightwell Logistics Ltd", "domain": "brightwell.io", "industry": "LOGISTICS_AND_SUPPLY_CHAIN", "city": "Manchester", "country": "United Kingdom",
                                          "numberofemployees": "420", "annualrevenue": "61000000", "lifecyclestage": "lead", "num_associated_contacts": "3", "num_associated_deals": None,
                                          "hubspot_owner_id": "512099481", "createdate": "2024-11-04T15:22:10.105Z", "hs_lastmodifieddate": "2025-03-06T10:42:03.511Z", "hs_object_id": comp},
               "createdAt": "2024-11-04T15:22:10.105Z", "updatedAt": "2025-03-06T10:42:03.511Z", "archived": False}
    t.append((call("search_objects", objectType="companies", filterGroups=[{"filters": [{"propertyName": "domain", "operator": "EQ", "value": "brightwell.io"}]}],
                   properties=["name", "domain", "industry", "city", "country", "numberofemployees", "annualrevenue", "lifecyclestage", "num_associated_contacts", "num_associated_deals", "hubspot_owner_id"]),
              pj({"total": 1, "results": [company]})))
    t.append((call("create_association", fromObjectType="contacts", fromObjectId="75003311920", toObjectType="companies", toObjectId=comp, associationTypeId=1),
              pj({"fromObjectTypeId": "0-1", "fromObjectId": 75003311920, "toObjectTypeId": "0-2", "toObjectId": 19205548712,
                  "labels": ["Primary"]})))
    company2 = json.loads(json.dumps(company))
    company2["properties"].update({"num_associated_contacts": "4", "hs_lastmodifieddate": "2025-03-12T14:06:02.318Z"})
    company2["updatedAt"] = "2025-03-12T14:06:02.318Z"
    company2["associations"] = {"contacts": {"results": [{"id": i, "type": "company_to_contact"} for i in ["74120938851", "74120938852", "74120938853", "75003311920"]]}}
    t.append((call("get_object", objectType="companies", objectId=comp, properties=["name", "domain", "lifecyclestage", "num_associated_contacts", "num_associated_deals", "hubspot_owner_id"], associations=["contacts"]), pj(company2)))
    stages = [("appointmentscheduled", "Appointment scheduled", "0.2"), ("qualifiedtobuy", "Qualified to buy", "0.4"), ("presentationscheduled", "Presentation scheduled", "0.6"),
              ("decisionmakerboughtin", "Decision maker bought-in", "0.8"), ("contractsent", "Contract sent", "0.9"), ("closedwon", "Closed won", "1.0"), ("closedlost", "Closed lost", "0.0")]
    t.append((call("get_pipelines", objectType="deals"), pj({"results": [{"id": "default", "label": "Sales Pipeline", "displayOrder": 0, "archived": False,
                                                                            "createdAt": "2022-03-14T09:00:00.000Z", "updatedAt": "2024-06-20T12:11:48.302Z",
                                                                            "stages": [{"id": s, "label": lab, "displayOrder": n, "metadata": {"isClosed": "true" if s.startswith("closed") else "false", "probability": p}, "archived": False}
                                                                                       for n, (s, lab, p) in enumerate(stages)]}]})))
    deal = {"id": "30917264455", "properties": {"amount": "36000", "closedate": "2025-05-30T00:00:00Z", "createdate": "2025-03-12T14:07:15.940Z", "dealname": "Brightwell — route optimisation pilot",
                                               "dealstage": "qualifiedtobuy", "pipeline": "default", "hubspot_owner_id": "512099481", "deal_currency_code": "GBP",
                                               "hs_lastmodifieddate": "2025-03-12T14:07:15.940Z", "hs_object_id": "30917264455"},
            "createdAt": "2025-03-12T14:07:15.940Z", "updatedAt": "2025-03-12T14:07:15.940Z", "archived": False}
    t.append((call("create_object", objectType="deals", properties={"dealname": "Brightwell — route optimisation pilot", "amount": "36000", "deal_currency_code": "GBP", "dealstage": "qualifiedtobuy", "pipeline": "default", "closedate": "2025-05-30", "hubspot_owner_id": "512099481"}), pj(deal)))
    t.append((call("create_association", fromObjectType="deals", fromObjectId="30917264455", toObjectType="contacts", toObjectId="74120938851", associationTypeId=3),
              pj({"fromObjectTypeId": "0-3", "fromObjectId": 30917264455, "toObjectTypeId": "0-1", "toObjectId": 74120938851, "labels": []})))
    t.append((call("create_note", body="<p>Call with Naomi Patel (now VP Ops): pilot for route optimisation on the Manchester–Leeds corridor, 38 vans, 3 months. Budget approved up to £40k; Derek (CFO) signs. Carmen Ibarra runs procurement — send security questionnaire.</p>",
                   associations=[{"to": {"id": "74120938851"}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 202}]}, {"to": {"id": "30917264455"}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 214}]}]),
              pj({"id": "70221188340", "properties": {"hs_createdate": "2025-03-12T14:08:40.117Z", "hs_lastmodifieddate": "2025-03-12T14:08:40.117Z", "hs_note_body": "<p>Call with Naomi Patel (now VP Ops): pilot for route optimisation on the Manchester–Leeds corridor, 38 vans, 3 months. Budget approved up to £40k; Derek (CFO) signs. Carmen Ibarra runs procurement — send security questionnaire.</p>",
                                                     "hs_object_id": "70221188340", "hs_timestamp": "2025-03-12T14:08:40.117Z", "hubspot_owner_id": "512099481"},
                  "createdAt": "2025-03-12T14:08:40.117Z", "updatedAt": "2025-03-12T14:08:40.117Z", "archived": False})))
    g2 = {"id": "74120938851", "properties": {**u1["properties"], "lifecyclestage": "opportunity", "hs_lifecyclestage_opportunity_date": "2025-03-12T14:07:49.302Z",
                                              "hs_lifecyclestage_salesqualifiedlead_date": "2025-03-12T14:05:21.774Z", "num_associated_deals": "1",
                                              "notes_last_updated": "2025-03-12T14:08:40.117Z", "lastmodifieddate": "2025-03-12T14:08:44.905Z", "phone": "+44 20 3868 1144", "hubspot_owner_id": "512099481"},
          "createdAt": c1["createdAt"], "updatedAt": "2025-03-12T14:08:44.905Z", "archived": False,
          "associations": {"deals": {"results": [{"id": "30917264455", "type": "contact_to_deal"}]}}}
    t.append((call("get_object", objectType="contacts", objectId="74120938851", properties=["jobtitle", "lifecyclestage", "hs_lead_status", "num_associated_deals", "notes_last_updated", "hs_lifecyclestage_salesqualifiedlead_date", "hs_lifecyclestage_opportunity_date", "phone", "hubspot_owner_id"], associations=["deals"]), pj(g2)))
    rs.add(task="mcp", tid="h44-mcp-15", system=system, turns=t,
           state="HubSpot portal of Routewise (UK route-planning SaaS), sales rep Owen Marsh (owner 512099481). Default portal settings: lifecycle stages sync with deals (contacts associated to a new open deal become Opportunity). After this morning's call, update Naomi Patel at Brightwell, tidy the company record and open the pilot deal.")


# Obsidian vault, bad
def t16(rs: RowSet) -> None:
    system = mcp_system("mcp-obsidian", "Obsidian vault `Work` through the Local REST API plugin", [
        tool("obsidian_list_files_in_dir", "List files and folders in a vault directory", {"dirpath": S}, ["dirpath"]),
        tool("obsidian_get_file_contents", "Return the content of a single file", {"filepath": S}, ["filepath"]),
        tool("obsidian_batch_get_file_contents", "Return the contents of several files, each under a header", {"filepaths": A}, ["filepaths"]),
        tool("obsidian_simple_search", "Simple text search across the vault", {"query": S, "context_length": INT}, ["query"]),
        tool("obsidian_get_periodic_note", "Get the current periodic note", {"period": S}, ["period"]),
        tool("obsidian_append_content", "Append content to a new or existing file", {"filepath": S, "content": S}, ["filepath", "content"]),
        tool("obsidian_patch_content", "Insert content relative to a heading, block reference or frontmatter field", {"filepath": S, "operation": S, "target_type": S, "target": S, "content": S}, ["filepath", "operation", "target_type", "target", "content"]),
        tool("obsidian_delete_file", "Delete a file or directory", {"filepath": S, "confirm": B}, ["filepath", "confirm"]),
        tool("obsidian_get_recent_changes", "Recently modified files (needs Dataview)", {"limit": INT, "days": INT}, []),
    ])
    road = """---
project: Atlas
owner: "[[Marta Kowalczyk]]"
status: active
updated: 2025-03-05
---
# Atlas roadmap

Atlas replaces the in-house warehouse slotting tool with a vendor WMS module by Q3.

## Goals
- Cut pick-path length in DC Poznań by 15 %
- Retire `slotter-legacy` (Perl, 2011) before the Oracle 12c license ends on 2025-09-30
- Keep peak-season throughput ≥ 4,800 lines/h

## Milestones
| Milestone | Target | Status |
|---|---|---|
| Requirements signed off | 2025-02-28 | done |
| Vendor shortlist (≤ 2) | 2025-03-14 | in progress |
| Pilot in zone C | 2025-05-15 | planned |
| Go-live Poznań | 2025-07-01 | planned |

## Decisions
- 2025-02-19: Buy, not build (see [[2025-02-19 Kickoff]])
- 2025-02-26: Must integrate with SAP EWM via IDoc, no custom middleware

## Open questions
- Can the vendor slotting engine handle 38k SKUs with daily re-slotting?
- Who owns master data cleanup — ops or IT?"""
    t = []
    t.append((call("obsidian_list_files_in_dir", dirpath="Projects/Atlas"), pj(["Atlas roadmap.md", "Meetings/", "Research/", "Stakeholders.md", "Untitled 3.md", "Vendor shortlist.md"])))
    t.append((call("obsidian_get_file_contents", filepath="Projects/Atlas/Atlas roadmap.md"), road))
    t.append((call("obsidian_simple_search", query="vendor shortlist", context_length=60), pj([
        {"filename": "Projects/Atlas/Vendor shortlist.md", "score": -0.8124, "matches": [{"match": {"start": 2, "end": 18}, "context": "# Vendor shortlist\n\n| Vendor | Slotting engine | SAP EWM connector | Indicative price |"}]},
        {"filename": "Projects/Atlas/Atlas roadmap.md", "score": -1.0391, "matches": [{"match": {"start": 521, "end": 537}, "context": "| Requirements signed off | 2025-02-28 | done |\n| Vendor shortlist (≤ 2) | 2025-03-14 | in progress |"}]},
        {"filename": "Projects/Atlas/Meetings/2025-03-05 Vendor demos.md", "score": -1.4507, "matches": [{"match": {"start": 611, "end": 627}, "context": "- Marta to update the vendor shortlist with demo scores before the sync on 12 March"}]},
        {"filename": "Daily/2025-03-10.md", "score": -2.2018, "matches": [{"match": {"start": 88, "end": 104}, "context": "- [ ] Atlas: send vendor shortlist scoring sheet to Piotr for the cost column"}]}])))
    daily = """---
date: 2025-03-12
tags: [daily]
---
# Wednesday, 12 March 2025

## Plan
- [x] Standup 09:15
- [x] Review PR for inbound ASN parser
- [ ] Atlas vendor sync 14:00 → decide shortlist
- [ ] 1:1 with Piotr 16:30

## Log
- 09:40 ASN parser PR approved with two nits
- 11:05 Kinetica sent updated pricing (−8 % on year 2)"""
    t.append((call("obsidian_get_periodic_note", period="daily"), daily))
    t.append((call("obsidian_append_content", filepath="Daily/2025-03-12.md", content="\n- 14:50 Atlas vendor sync done → [[2025-03-12 Vendor sync]]; shortlist = Kinetica + Parsec"),
              "Successfully appended content to Daily/2025-03-12.md"))
    sync = """---
date: 2025-03-12
project: Atlas
type: meeting
attendees: ["[[Marta Kowalczyk]]", "[[Piotr Zieliński]]", "[[Ewa Nowak]]", "[[Jonas Berg]]"]
---
# 2025-03-12 Vendor sync

## Scores (from demos on 2025-03-05)
| Vendor | Slotting | SAP EWM | Price (3y) | Total |
|---|---|---|---|---|
| Kinetica | 4.5 | 4.0 | 3.5 | 12.0 |
| Parsec WMS | 4.0 | 4.5 | 3.0 | 11.5 |
| StackWise | 3.0 | 2.5 | 4.5 | 10.0 |

## Decision
Shortlist Kinetica and Parsec WMS. StackWise dropped: no IDoc support before 2026.

## Actions
- [ ] Marta: request pilot proposals for zone C from both vendors (due 2025-03-19)
- [ ] Piotr: reference calls with two DCs > 30k SKUs
- [ ] Ewa: master data cleanup estimate"""
    t.append((call("obsidian_append_content", filepath="Projects/Atlas/Meetings/2025-03-12 Vendor sync.md", content=sync),
              "Successfully appended content to Projects/Atlas/Meetings/2025-03-12 Vendor sync.md"))
    dec = "- 2025-03-12: Shortlist Kinetica + Parsec WMS, StackWise dropped (see [[2025-03-12 Vendor sync]])"
    t.append((call("obsidian_patch_content", filepath="Projects/Atlas/Atlas roadmap.md", operation="append", target_type="heading", target="Atlas roadmap::Decisions", content=dec + "\n"),
              "Successfully patched content in Projects/Atlas/Atlas roadmap.md"))
    road2 = road.replace("- 2025-02-26: Must integrate with SAP EWM via IDoc, no custom middleware\n", "- 2025-02-26: Must integrate with SAP EWM via IDoc, no custom middleware\n" + dec + "\n")
    t.append((call("obsidian_get_file_contents", filepath="Projects/Atlas/Atlas roadmap.md"), road2))
    t.append((call("obsidian_delete_file", filepath="Projects/Atlas/Untitled 3.md", confirm=True), "Successfully deleted Projects/Atlas/Untitled 3.md"))
    t.append((call("obsidian_get_recent_changes", limit=6, days=14), pj([
        {"filename": "Projects/Atlas/Atlas roadmap.md", "result": {"file.mtime": "2025-03-12T14:52:11.480+01:00"}},
        {"filename": "Projects/Atlas/Meetings/2025-03-12 Vendor sync.md", "result": {"file.mtime": "2025-03-12T14:51:40.902+01:00"}},
        {"filename": "Daily/2025-03-12.md", "result": {"file.mtime": "2025-03-12T14:51:02.337+01:00"}},
        {"filename": "Inbox/ASN parser review notes.md", "result": {"file.mtime": "2025-03-12T09:44:18.026+01:00"}},
        {"filename": "Daily/2025-03-11.md", "result": {"file.mtime": "2025-03-11T18:20:57.611+01:00"}},
        {"filename": "Daily/2025-03-10.md", "result": {"file.mtime": "2025-03-10T17:03:29.145+01:00"}}])))
    t.append((call("obsidian_list_files_in_dir", dirpath="Projects/Atlas/Meetings"), pj(["2025-02-19 Kickoff.md", "2025-02-26 Requirements workshop.md", "2025-03-05 Vendor demos.md"])))
    t.append((call("obsidian_batch_get_file_contents", filepaths=["Projects/Atlas/Meetings/2025-03-05 Vendor demos.md", "Projects/Atlas/Vendor shortlist.md"]), """# Projects/Atlas/Meetings/2025-03-05 Vendor demos.md

---
date: 2025-03-05
project: Atlas
type: meeting
---
# 2025-03-05 Vendor demos

Three 90-minute demos in the Poznań office, zone C data set (38,214 SKUs).

## Kinetica
- Re-slotting of full DC in 11 min, shows travel-distance heatmap
- SAP EWM connector via IDoc exists, two live customers

## Parsec WMS
- Strongest EWM integration (certified), slotting a bit slower (23 min)
- Pricing per user, gets expensive above 60 users

## StackWise
- Cheapest, nice UI
- No IDoc support until their 2026 release

## Next
- Marta to update the vendor shortlist with demo scores before the sync on 12 March

---

# Projects/Atlas/Vendor shortlist.md

# Vendor shortlist

| Vendor | Slotting engine | SAP EWM connector | Indicative price |
|---|---|---|---|
| Kinetica | own, ML-based | IDoc (2 refs) | €410k / 3y |
| Parsec WMS | rules + optimiser | certified | €465k / 3y |
| StackWise | rules | planned 2026 | €280k / 3y |

Criteria weights agreed 2025-02-26: slotting 40 %, integration 40 %, price 20 %.

---
"""))
    rs.add(task="mcp", tid="h44-mcp-16", system=system, turns=t,
           state="Obsidian vault `Work` of Marta Kowalczyk (Atlas project lead), 2025-03-12 14:50 CET, right after the vendor sync. Write up the meeting, log it in today's daily note and the roadmap decisions, and remove the stray empty note in the project folder.",
           bad=True, turn=11, kind="note created earlier is missing from its folder listing")


# Datadog monitors, clean
def t17(rs: RowSet) -> None:
    system = mcp_system("datadog", "Datadog API (EU1 site) monitors and downtimes for org Loop Payments", [
        tool("get_monitors", "Search monitors by name or tags", {"name": S, "tags": S, "monitor_tags": S, "group_states": S}, []),
        tool("get_monitor", "Get one monitor with its group states", {"monitor_id": INT, "group_states": S}, ["monitor_id"]),
        tool("update_monitor", "Edit a monitor's query, message or options", {"monitor_id": INT, "query": S, "message": S, "options": OBJ}, ["monitor_id"]),
        tool("schedule_downtime", "Schedule a downtime (API v2)", {"scope": S, "monitor_id": INT, "start": S, "end": S, "message": S}, ["scope"]),
        tool("list_downtimes", "List downtimes (API v2)", {"current_only": B}, []),
    ])
    creator = {"name": "Sven Aalto", "handle": "sven.aalto@looppay.eu", "email": "sven.aalto@looppay.eu", "id": 1804452}
    svc = ["service:payments-api", "env:prod", "team:payments"]

    def mon(mid: int, name: str, typ: str, query: str, state: str, state_mod: str, created: str, modified: str, prio: int, thresholds: dict, extra_tags: list[str] | None = None, downtimes: list | None = None) -> dict:
        d = {"id": mid, "name": name, "type": typ, "query": query, "tags": svc + (extra_tags or []), "priority": prio, "overall_state": state,
             "overall_state_modified": state_mod, "created": created, "modified": modified, "creator": creator, "multi": False, "restricted_roles": None, "deleted": None,
             "options": {"thresholds": thresholds, "notify_no_data": typ != "synthetics alert", "no_data_timeframe": 10, "notify_audit": False, "renotify_interval": 30,
                         "include_tags": True, "new_group_delay": 60, "require_full_window": False, "evaluation_delay": 60, "silenced": {}}}
        if downtimes is not None:
            d["matching_downtimes"] = downtimes
        return d
    q451 = "percentile(last_5m):p99:trace.http.request{service:payments-api,env:prod} > 0.8"
    q451b = "percentile(last_5m):p99:trace.http.request{service:payments-api,env:prod} > 1.2"
    m451 = mon(88120451, "[payments-api] p99 latency above threshold", "query alert", q451, "Alert", "2025-03-12T12:41:07+00:00", "2023-06-14T09:20:33.517214+00:00", "2024-09-02T14:12:48.906311+00:00", 2, {"critical": 0.8, "warning": 0.6})
    m452 = mon(88120452, "[payments-api] error rate > 2%", "query alert", "sum(last_10m):sum:trace.http.request.errors{service:payments-api,env:prod}.as_count() / sum:trace.http.request.hits{service:payments-api,env:prod}.as_count() * 100 > 2", "OK", "2025-03-11T07:02:55+00:00", "2023-06-14T09:24:10.102977+00:00", "2024-02-19T11:03:27.441530+00:00", 1, {"critical": 2.0, "warning": 1.0})
    m455 = mon(88120455, "[payments-api] 5xx on /v2/charges", "query alert", "sum(last_5m):sum:trace.http.request.errors{service:payments-api,resource_name:post_/v2/charges,http.status_class:5xx}.as_count() > 25", "Warn", "2025-03-12T12:52:19+00:00", "2023-07-01T16:45:38.660419+00:00", "2024-11-27T10:31:02.774308+00:00", 2, {"critical": 25.0, "warning": 10.0}, ["endpoint:charges"])
    m460 = mon(88120460, "[payments-api] pod restarts", "query alert", "change(sum(last_10m),last_10m):sum:kubernetes.containers.restarts{kube_deployment:payments-api,env:prod} > 3", "OK", "2025-03-04T22:17:40+00:00", "2023-07-01T16:49:12.003851+00:00", "2023-07-01T16:49:12.003851+00:00", 3, {"critical": 3.0})
    m466 = mon(88120466, "[payments-api] settlements queue lag", "query alert", "max(last_15m):max:rabbitmq.queue.messages{queue:settlements,env:prod} > 5000", "No Data", "2025-03-12T10:05:00+00:00", "2023-09-18T08:11:26.328742+00:00", "2025-01-13T15:40:51.209315+00:00", 2, {"critical": 5000.0, "warning": 2000.0}, ["queue:settlements"])
    m469 = mon(88120469, "[payments-api] CPU throttling", "query alert", "avg(last_15m):avg:kubernetes.cpu.cfs.throttled.seconds{kube_deployment:payments-api,env:prod} > 0.25", "OK", "2025-02-27T03:44:12+00:00", "2024-01-08T12:00:44.519008+00:00", "2024-01-08T12:00:44.519008+00:00", 4, {"critical": 0.25})
    m471 = mon(88120471, "[payments-api] Synthetics: checkout API (eu-west)", "synthetics alert", "\"check(\\\"synthetics.test_run\\\").over(\\\"public_id:qpx-7m2-k4d\\\").by(\\\"*\\\").last(2).count_by_status()\"", "Alert", "2025-03-12T12:30:41+00:00", "2024-03-22T13:27:09.851640+00:00", "2024-10-10T09:14:57.338102+00:00", 2, {"critical": 1.0}, ["synthetics", "region:eu-west"])
    t = []
    t.append((call("get_monitors", tags="service:payments-api"), pj([m451, m452, m455, m460, m466, m469, m471])))
    full = dict(m451)
    full.update({"message": "p99 latency for payments-api is {{value}}s (threshold {{threshold}}s).\n{{#is_alert}}@slack-payments-oncall @pagerduty-payments-api{{/is_alert}}\nRunbook: https://wiki.looppay.eu/runbooks/payments-api-latency",
                 "state": {"groups": {"*": {"status": "Alert", "last_triggered_ts": 1741783267, "last_nodata_ts": 0, "last_notified_ts": 1741783267, "last_resolved_ts": 1741701330, "name": "*"}}}})
    t.append((call("get_monitor", monitor_id=88120451, group_states="all"), pj(full)))
    upd = dict(full)
    upd.update({"query": q451b, "modified": "2025-03-12T13:02:33.118452+00:00"})
    upd["options"] = dict(full["options"], thresholds={"critical": 1.2, "warning": 0.9})
    t.append((call("update_monitor", monitor_id=88120451, query=q451b, options={"thresholds": {"critical": 1.2, "warning": 0.9}}), pj({k: v for k, v in upd.items() if k != "state"})))
    dt_id = "00e6a2c4-7b91-11ef-9f3d-da7ad0900005"
    dt = {"id": dt_id, "type": "downtime", "attributes": {
        "canceled": None, "created": "2025-03-12T13:03:10.402215+00:00", "display_timezone": "Europe/Amsterdam", "message": "EU PSP sandbox maintenance (Adyen test env) 13:00-15:00 UTC — synthetic checkout expected to fail. @slack-payments-oncall",
        "modified": "2025-03-12T13:03:10.402215+00:00", "monitor_identifier": {"monitor_id": 88120471}, "mute_first_recovery_notification": False,
        "notify_end_states": ["alert", "warn", "no data"], "notify_end_types": ["expired", "canceled"],
        "schedule": {"start": "2025-03-12T13:03:10.402215+00:00", "end": "2025-03-12T15:00:00+00:00"}, "scope": "env:prod", "status": "active"},
        "relationships": {"created_by": {"data": {"id": "7a1e3f90-2c44-11ea-8c1f-da7ad0900005", "type": "users"}}, "monitor": {"data": {"id": "88120471", "type": "monitors"}}}}
    t.append((call("schedule_downtime", scope="env:prod", monitor_id=88120471, end="2025-03-12T15:00:00Z", message="EU PSP sandbox maintenance (Adyen test env) 13:00-15:00 UTC — synthetic checkout expected to fail. @slack-payments-oncall"),
              pj({"data": dt})))
    m451b = dict(m451)
    m451b.update({"query": q451b, "overall_state": "OK", "overall_state_modified": "2025-03-12T13:04:07+00:00", "modified": "2025-03-12T13:02:33.118452+00:00"})
    m451b["options"] = dict(m451["options"], thresholds={"critical": 1.2, "warning": 0.9})
    m455b = dict(m455, overall_state="OK", overall_state_modified="2025-03-12T13:01:49+00:00")
    m471b = dict(m471, matching_downtimes=[{"id": dt_id, "start": 1741784590, "end": 1741791600, "scope": ["env:prod"], "monitor_id": 88120471}])
    t.append((call("get_monitors", tags="service:payments-api"), pj([m451b, m452, m455b, m460, m466, m469, m471b])))
    full2 = dict(upd)
    full2.update({"overall_state": "OK", "overall_state_modified": "2025-03-12T13:04:07+00:00",
                  "state": {"groups": {"*": {"status": "OK", "last_triggered_ts": 1741783267, "last_nodata_ts": 0, "last_notified_ts": 1741784647, "last_resolved_ts": 1741784647, "name": "*"}}}})
    t.append((call("get_monitor", monitor_id=88120451, group_states="all"), pj(full2)))
    t.append((call("list_downtimes", current_only=True), pj({"data": [dt, {"id": "c4b71e0a-fe8a-11ef-a4f8-da7ad0900005", "type": "downtime", "attributes": {
        "canceled": None, "created": "2025-03-11T16:20:03.905117+00:00", "display_timezone": "Europe/Amsterdam", "message": "Kafka cluster upgrade (data platform) 06:00-18:00 UTC, consumer lag monitors muted. @slack-data-platform",
        "modified": "2025-03-11T16:20:03.905117+00:00", "monitor_identifier": {"monitor_tags": ["team:data-platform"]}, "mute_first_recovery_notification": True,
        "notify_end_states": ["alert", "warn"], "notify_end_types": ["expired"],
        "schedule": {"start": "2025-03-12T06:00:00+00:00", "end": "2025-03-12T18:00:00+00:00"},
        "scope": "env:prod", "status": "active"}}], "meta": {"page": {"total_filtered_count": 2}}})))
    rs.add(task="mcp", tid="h44-mcp-17", system=system, turns=t,
           state="Datadog org Loop Payments, 2025-03-12 13:00 UTC. The payments team agreed a new latency SLO (p99 ≤ 1.2 s); apply it to the p99 monitor, and silence the EU synthetic checkout test during the PSP sandbox maintenance until 15:00 UTC.")


# Jira, bad
def t18(rs: RowSet) -> None:
    system = mcp_system("mcp-atlassian", "Jira Cloud (looppay.atlassian.net) issues, transitions and comments", [
        tool("jira_search", "Search issues with JQL", {"jql": S, "fields": S, "limit": INT, "start_at": INT}, ["jql"]),
        tool("jira_get_issue", "Get an issue with fields and comments", {"issue_key": S, "fields": S, "comment_limit": INT}, ["issue_key"]),
        tool("jira_get_transitions", "Get available status transitions for an issue", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition an issue to a new status", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_add_comment", "Add a comment to an issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_update_issue", "Update fields of an issue", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
    ])
    people = {"lena": ("Lena Brandt", "lena.brandt@looppay.eu"), "mateo": ("Mateo Ruiz", "mateo.ruiz@looppay.eu"),
              "aiyana": ("Aiyana Brooks", "aiyana.brooks@looppay.eu"), "maya": ("Maya Schultz", "maya.schultz@looppay.eu")}
    cat = {"To Do": "To Do", "In Progress": "In Progress", "In Review": "In Progress", "Done": "Done"}

    def iss(num: int, iid: int, summary: str, typ: str, status: str, prio: str, who: str | None, pts: int, created: str, updated: str) -> dict:
        return {"id": str(iid), "key": f"PAY-{num}", "summary": summary, "issue_type": {"name": typ}, "status": {"name": status, "category": cat[status]},
                "priority": {"name": prio}, "assignee": ({"display_name": people[who][0], "email": people[who][1]} if who else "Unassigned"),
                "reporter": {"display_name": "Sven Aalto"}, "created": created, "updated": updated, "customfield_10016": pts,
                "sprint": "PAY Sprint 38", "url": f"https://looppay.atlassian.net/browse/PAY-{num}"}
    i1188 = iss(1188, 41977, "3DS2 challenge fails for Maestro cards in Safari 18", "Bug", "In Progress", "Highest", "lena", 5, "2025-03-10T08:12:44.000+0100", "2025-03-12T08:44:19.000+0100")
    i1179 = iss(1179, 41952, "Idempotency keys not honored for partial captures", "Bug", "In Progress", "High", "mateo", 3, "2025-03-05T14:31:02.000+0100", "2025-03-11T17:20:37.000+0100")
    i1184 = iss(1184, 41968, "Webhook signature verification fails after key rotation", "Bug", "In Review", "High", "lena", 2, "2025-03-07T10:05:58.000+0100", "2025-03-12T09:02:11.000+0100")
    i1191 = iss(1191, 41990, "Settlement report CSV uses wrong decimal separator for de-DE merchants", "Bug", "To Do", "High", None, 1, "2025-03-11T10:05:27.000+0100", "2025-03-11T10:05:27.000+0100")
    i1172 = iss(1172, 41921, "Retry failed payouts with exponential backoff", "Story", "In Progress", "Medium", "aiyana", 5, "2025-02-28T09:40:15.000+0100", "2025-03-12T07:58:03.000+0100")
    i1186 = iss(1186, 41973, "Add merchant_reference to refund webhook payload", "Story", "To Do", "Medium", "mateo", 2, "2025-03-07T15:22:40.000+0100", "2025-03-10T11:14:56.000+0100")
    i1190 = iss(1190, 41985, "Upgrade stripe-java to 28.x", "Task", "To Do", "Medium", "aiyana", 1, "2025-03-10T16:48:09.000+0100", "2025-03-10T16:48:09.000+0100")
    i1166 = iss(1166, 41903, "Remove deprecated /v1/payouts endpoints", "Task", "To Do", "Low", None, 3, "2025-02-26T13:03:31.000+0100", "2025-03-03T09:27:18.000+0100")
    i1193 = iss(1193, 41994, "Flaky test: SettlementBatchIT.shouldCloseBatchAtCutoff", "Bug", "In Review", "Low", "mateo", 1, "2025-03-11T15:36:50.000+0100", "2025-03-12T08:10:42.000+0100")
    jql = "project = PAY AND sprint in openSprints() AND status != Done ORDER BY priority DESC, updated DESC"
    t = []
    t.append((call("jira_search", jql=jql, fields="summary,status,priority,assignee,issuetype,customfield_10016,created,updated", limit=50),
              pj({"total": 9, "start_at": 0, "max_results": 50, "issues": [i1188, i1184, i1179, i1191, i1172, i1190, i1186, i1193, i1166]})))
    t.append((call("jira_get_transitions", issue_key="PAY-1184"), pj([
        {"id": "11", "name": "Back to To Do", "to_status": "To Do"}, {"id": "21", "name": "Start Progress", "to_status": "In Progress"},
        {"id": "41", "name": "Done", "to_status": "Done"}, {"id": "51", "name": "Won't Do", "to_status": "Done"}])))
    t.append((call("jira_transition_issue", issue_key="PAY-1184", transition_id="41", comment="Merged in payments-core!884, verified on staging with the rotated signing key (kid 2025-03)."),
              pj({"success": True, "message": "Issue PAY-1184 transitioned successfully", "issue": {**i1184, "status": {"name": "Done", "category": "Done"}, "resolution": {"name": "Done"}, "updated": "2025-03-12T09:31:48.000+0100", "resolutiondate": "2025-03-12T09:31:48.000+0100"}})))
    i1179b = dict(i1179, priority={"name": "Medium"})
    t.append((call("jira_search", jql=jql, fields="summary,status,priority,assignee,issuetype,customfield_10016,created,updated", limit=50),
              pj({"total": 8, "start_at": 0, "max_results": 50, "issues": [i1188, i1191, i1172, i1179b, i1190, i1186, i1193, i1166]})))
    body = "Taking this one. de-DE merchants get `1234.56` instead of `1234,56`; the CSV writer ignores the merchant locale and uses `Locale.ROOT`. Plan: format amounts with the merchant's locale and quote fields so the `;` delimiter stays safe."
    t.append((call("jira_add_comment", issue_key="PAY-1191", comment=body), pj({"id": "104822", "author": "Maya Schultz", "body": body, "created": "2025-03-12T09:33:05.000+0100", "updated": "2025-03-12T09:33:05.000+0100"})))
    i1191b = dict(i1191, assignee={"display_name": "Maya Schultz", "email": "maya.schultz@looppay.eu"}, customfield_10016=2, labels=["i18n", "reports"], updated="2025-03-12T09:33:41.000+0100")
    t.append((call("jira_update_issue", issue_key="PAY-1191", fields={"assignee": "maya.schultz@looppay.eu", "customfield_10016": 2, "labels": ["i18n", "reports"]}),
              pj({"message": "Issue updated successfully", "issue": i1191b})))
    full = dict(i1191b)
    full.update({"description": "Merchants with locale de-DE report that the daily settlement CSV shows amounts like `1234.56`. Their accounting import (DATEV) expects `1234,56` and fails.\n\nExample: merchant M-55021, file settlement_2025-03-10.csv, row 14.",
                 "components": [{"name": "reporting"}], "fix_versions": [{"name": "payments-core 4.12"}], "environment": "prod",
                 "comments": [{"id": "104822", "author": "Maya Schultz", "body": body, "created": "2025-03-12T09:33:05.000+0100"}],
                 "watches": {"watchCount": 3}, "attachment": [{"filename": "settlement_2025-03-10_M-55021.csv", "size": 18433, "created": "2025-03-11T10:05:27.000+0100"}]})
    t.append((call("jira_get_issue", issue_key="PAY-1191", fields="*all", comment_limit=10), pj(full)))
    rs.add(task="mcp", tid="h44-mcp-18", system=system, turns=t,
           state="Jira Cloud site looppay, project PAY, sprint 38 (ends 2025-03-14). Acting as Maya Schultz: close the webhook signature bug that was merged and verified, then pick up the de-DE CSV bug.",
           bad=True, turn=4, kind="priority of an untouched issue changed between two identical searches")


# Shopify, clean
def t19(rs: RowSet) -> None:
    system = mcp_system("shopify-admin", "Shopify Admin API 2025-01 for the store fellhound-outfitters.myshopify.com (GBP)", [
        tool("search_products", "Search products by title, SKU or tag", {"query": S, "limit": INT}, ["query"]),
        tool("get_product", "Get a product with variants and images", {"product_id": INT}, ["product_id"]),
        tool("update_product", "Update product fields such as tags, status or body_html", {"product_id": INT, "tags": S, "status": S}, ["product_id"]),
        tool("update_variants", "Bulk-update variant prices", {"product_id": INT, "variants": A}, ["product_id", "variants"]),
        tool("get_inventory_levels", "Inventory levels for inventory items at locations", {"inventory_item_ids": A, "location_ids": A}, ["inventory_item_ids"]),
        tool("adjust_inventory", "Adjust available quantity of an item at a location by a delta", {"inventory_item_id": INT, "location_id": INT, "available_adjustment": INT, "reason": S}, ["inventory_item_id", "location_id", "available_adjustment"]),
        tool("list_orders", "List orders with filters", {"status": S, "fulfillment_status": S, "limit": INT}, []),
        tool("get_order", "Get an order", {"order_id": INT}, ["order_id"]),
        tool("create_fulfillment", "Fulfil an order's line items with tracking info", {"order_id": INT, "location_id": INT, "tracking_company": S, "tracking_number": S, "notify_customer": B}, ["order_id"]),
    ])
    pid = 8123456789012
    leeds, kendal = 74210001, 74210002
    sizes = ["S", "M", "L", "XL"]
    vids = [45110000001, 45110000002, 45110000003, 45110000004]
    inv = [47220000001, 47220000002, 47220000003, 47220000004]
    t = []
    t.append((call("search_products", query="merino", limit=10), pj({"products": [
        {"id": pid, "title": "Merino Crew Base Layer — Men's", "handle": "merino-crew-base-layer-mens", "status": "active", "vendor": "Fellhound", "product_type": "Base layers", "variants_count": 4, "total_inventory": 57, "price_range": "£89.00", "tags": "base-layer, merino, mens"},
        {"id": 8123456789013, "title": "Merino Crew Base Layer — Women's", "handle": "merino-crew-base-layer-womens", "status": "active", "vendor": "Fellhound", "product_type": "Base layers", "variants_count": 4, "total_inventory": 73, "price_range": "£89.00", "tags": "base-layer, merino, womens"},
        {"id": 8123456789020, "title": "Merino Beanie", "handle": "merino-beanie", "status": "active", "vendor": "Fellhound", "product_type": "Accessories", "variants_count": 1, "total_inventory": 112, "price_range": "£28.00", "tags": "accessories, merino"},
        {"id": 8123456789031, "title": "Merino Hiking Socks (2-pack)", "handle": "merino-hiking-socks-2-pack", "status": "active", "vendor": "Fellhound", "product_type": "Socks", "variants_count": 3, "total_inventory": 204, "price_range": "£24.00", "tags": "merino, socks"}]})))

    def product(qty: list[int], price: str, compare: str | None, tags: str, updated: str, vupd: str) -> dict:
        return {"product": {"id": pid, "title": "Merino Crew Base Layer — Men's", "body_html": "<p>200 gsm 100% merino crew, flatlock seams, made in Portugal.</p>",
                            "vendor": "Fellhound", "product_type": "Base layers", "handle": "merino-crew-base-layer-mens", "status": "active", "tags": tags,
                            "created_at": "2024-09-02T10:14:55+01:00", "updated_at": updated, "published_at": "2024-09-05T08:00:00+01:00",
                            "options": [{"id": 10733001, "name": "Size", "position": 1, "values": sizes}],
                            "variants": [{"id": v, "product_id": pid, "title": s, "sku": f"FH-MCB-M-{s}", "price": price, "compare_at_price": compare, "position": n + 1,
                                          "inventory_item_id": ii, "inventory_quantity": q, "inventory_management": "shopify", "inventory_policy": "deny",
                                          "grams": 210 + 10 * n, "barcode": f"50601230{4470 + n}", "updated_at": vupd}
                                         for n, (s, v, ii, q) in enumerate(zip(sizes, vids, inv, qty))],
                            "images": [{"id": 39001122001, "src": "https://cdn.shopify.com/s/files/1/0612/3344/5566/products/merino-crew-mens-charcoal.jpg?v=1725268495", "width": 2048, "height": 2048}]}}
    t.append((call("get_product", product_id=pid), pj(product([9, 4, 21, 23], "89.00", None, "base-layer, merino, mens", "2025-02-20T14:31:08+00:00", "2025-02-20T14:31:08+00:00"))))

    def levels(rows: list[tuple[int, int, int, str]]) -> str:
        return pj({"inventory_levels": [{"inventory_item_id": ii, "location_id": loc, "available": av, "updated_at": up, "admin_graphql_api_id": f"gid://shopify/InventoryLevel/{loc}?inventory_item_id={ii}"} for ii, loc, av, up in rows]})
    lv1 = [(inv[0], leeds, 7, "2025-03-11T11:02:19+00:00"), (inv[0], kendal, 2, "2025-03-08T15:40:03+00:00"),
           (inv[1], leeds, 1, "2025-03-10T17:26:41+00:00"), (inv[1], kendal, 3, "2025-03-06T12:11:57+00:00"),
           (inv[2], leeds, 17, "2025-03-12T07:15:22+00:00"), (inv[2], kendal, 4, "2025-03-09T10:48:30+00:00"),
           (inv[3], leeds, 20, "2025-03-07T09:33:14+00:00"), (inv[3], kendal, 3, "2025-03-01T16:20:45+00:00")]
    t.append((call("get_inventory_levels", inventory_item_ids=inv, location_ids=[leeds, kendal]), levels(lv1)))
    t.append((call("adjust_inventory", inventory_item_id=inv[1], location_id=leeds, available_adjustment=24, reason="received"),
              pj({"inventory_level": {"inventory_item_id": inv[1], "location_id": leeds, "available": 25, "updated_at": "2025-03-12T09:18:04+00:00",
                                      "admin_graphql_api_id": f"gid://shopify/InventoryLevel/{leeds}?inventory_item_id={inv[1]}"}})))
    t.append((call("update_variants", product_id=pid, variants=[{"id": v, "price": "79.00", "compare_at_price": "89.00"} for v in vids]), pj({
        "product_id": pid, "variants": [{"id": v, "title": s, "sku": f"FH-MCB-M-{s}", "price": "79.00", "compare_at_price": "89.00", "updated_at": "2025-03-12T09:19:31+00:00"} for s, v in zip(sizes, vids)],
        "user_errors": []})))

    def order(num: int, created: str, name: str, items: list[tuple[int, str, str, int, str, int]], ship: str, total: str, city: str) -> dict:
        return {"id": 5901234567000 + num, "name": f"#{num}", "order_number": num, "created_at": created, "financial_status": "paid", "fulfillment_status": None,
                "currency": "GBP", "subtotal_price": f"{sum(q * float(p) for _, _, _, q, p, _ in items):.2f}", "total_shipping_price_set": {"shop_money": {"amount": ship, "currency_code": "GBP"}},
                "total_price": total, "customer": {"first_name": name.split()[0], "last_name": name.split()[1]},
                "shipping_address": {"city": city, "country_code": "GB"},
                "line_items": [{"id": lid, "title": tt, "variant_title": vt, "quantity": q, "price": p, "variant_id": vid, "fulfillable_quantity": q} for lid, tt, vt, q, p, vid in items]}
    mens = "Merino Crew Base Layer — Men's"
    womens = "Merino Crew Base Layer — Women's"
    o1081 = order(1081, "2025-03-11T16:02:44+00:00", "Rhian Evans", [(14200081001, "Merino Hiking Socks (2-pack)", "M", 2, "24.00", 45110003102)], "6.00", "54.00", "Cardiff")
    o1082 = order(1082, "2025-03-11T19:37:10+00:00", "Callum Reid", [(14200082001, "Merino Beanie", "Charcoal", 1, "28.00", 45110002001)], "4.50", "32.50", "Inverness")
    o1083 = order(1083, "2025-03-12T07:15:22+00:00", "Priya Shah", [(14200083001, mens, "L", 2, "89.00", vids[2])], "0.00", "178.00", "Sheffield")
    o1084 = order(1084, "2025-03-12T08:03:51+00:00", "Tom Fairweather", [(14200084001, womens, "S", 1, "89.00", 45110001001), (14200084002, "Merino Hiking Socks (2-pack)", "L", 1, "24.00", 45110003103)], "4.50", "117.50", "Keswick")
    o1085 = order(1085, "2025-03-12T08:48:06+00:00", "Ellen Brooks", [(14200085001, womens, "M", 1, "89.00", 45110001002)], "4.50", "93.50", "York")
    o1086 = order(1086, "2025-03-12T09:21:37+00:00", "Jamie Holt", [(14200086001, mens, "M", 1, "79.00", vids[1])], "4.50", "83.50", "Lancaster")
    o1087 = order(1087, "2025-03-12T09:29:12+00:00", "Nadia Karim", [(14200087001, mens, "S", 1, "79.00", vids[0]), (14200087002, "Merino Beanie", "Charcoal", 1, "28.00", 45110002001)], "0.00", "107.00", "Leeds")
    t.append((call("list_orders", status="open", fulfillment_status="unfulfilled", limit=50), pj({"orders": [o1086, o1085, o1084, o1083, o1082, o1081]})))
    full = dict(o1083)
    full.update({"email": "priya.shah@fastmail.co.uk", "processed_at": "2025-03-12T07:15:22+00:00", "gateway": "shopify_payments", "total_tax": "29.67",
                 "taxes_included": True, "shipping_lines": [{"title": "Free UK delivery (orders over £100)", "code": "FREE-UK", "price": "0.00", "source": "shopify"}],
                 "shipping_address": {"first_name": "Priya", "last_name": "Shah", "address1": "14 Crookes Valley Road", "city": "Sheffield", "zip": "S10 1BA", "country_code": "GB", "phone": "+44 7700 900412"},
                 "note": None, "tags": "", "source_name": "web"})
    t.append((call("get_order", order_id=5901234567083), pj({"order": full})))
    t.append((call("create_fulfillment", order_id=5901234567083, location_id=leeds, tracking_company="Royal Mail", tracking_number="RM482913305GB", notify_customer=True), pj({"fulfillment": {
        "id": 4711938201, "order_id": 5901234567083, "status": "success", "created_at": "2025-03-12T09:25:47+00:00", "updated_at": "2025-03-12T09:25:47+00:00",
        "service": "manual", "location_id": leeds, "shipment_status": None, "tracking_company": "Royal Mail", "tracking_number": "RM482913305GB",
        "tracking_numbers": ["RM482913305GB"], "tracking_url": "https://www.royalmail.com/track-your-item#/tracking-results/RM482913305GB",
        "line_items": [{"id": 14200083001, "title": mens, "variant_title": "L", "quantity": 2, "fulfillable_quantity": 0, "fulfillment_status": "fulfilled"}], "name": "#1083.1"}})))
    t.append((call("list_orders", status="open", fulfillment_status="unfulfilled", limit=50), pj({"orders": [o1087, o1086, o1085, o1084, o1082, o1081]})))
    lv2 = [(inv[0], leeds, 6, "2025-03-12T09:29:12+00:00"), (inv[0], kendal, 2, "2025-03-08T15:40:03+00:00"),
           (inv[1], leeds, 24, "2025-03-12T09:21:37+00:00"), (inv[1], kendal, 3, "2025-03-06T12:11:57+00:00"),
           (inv[2], leeds, 17, "2025-03-12T07:15:22+00:00"), (inv[2], kendal, 4, "2025-03-09T10:48:30+00:00"),
           (inv[3], leeds, 20, "2025-03-07T09:33:14+00:00"), (inv[3], kendal, 3, "2025-03-01T16:20:45+00:00")]
    t.append((call("get_inventory_levels", inventory_item_ids=inv, location_ids=[leeds, kendal]), levels(lv2)))
    p3 = product([8, 27, 21, 23], "79.00", "89.00", "base-layer, merino, mens, sale-spring25", "2025-03-12T09:31:16+00:00", "2025-03-12T09:19:31+00:00")
    t.append((call("update_product", product_id=pid, tags="base-layer, merino, mens, sale-spring25"), pj(p3)))
    t.append((call("get_product", product_id=pid), pj(p3)))
    rs.add(task="mcp", tid="h44-mcp-19", system=system, turns=t,
           state="Shopify store Fellhound Outfitters (two locations: Leeds warehouse 74210001, Kendal shop 74210002), 2025-03-12 09:15 UTC. A delivery of 24 men's merino crews in size M arrived at Leeds; book it in, start the spring sale on that product (£79, was £89), ship Priya Shah's order and tag the product for the sale collection. The shop is live and taking orders.")


# MongoDB, bad
def t20(rs: RowSet) -> None:
    system = mcp_system("mongodb-mcp-server", "MongoDB Atlas cluster `loyalty-prod` (read-write), database `loyalty`", [
        tool("list-collections", "List all collections for a given database", {"database": S}, ["database"]),
        tool("find", "Run a find query against a collection", {"database": S, "collection": S, "filter": OBJ, "projection": OBJ, "sort": OBJ, "limit": INT}, ["database", "collection"]),
        tool("aggregate", "Run an aggregation against a collection", {"database": S, "collection": S, "pipeline": A}, ["database", "collection", "pipeline"]),
        tool("count", "Count documents matching a filter", {"database": S, "collection": S, "query": OBJ}, ["database", "collection"]),
        tool("update-many", "Update all documents matching a filter", {"database": S, "collection": S, "filter": OBJ, "update": OBJ, "upsert": B}, ["database", "collection", "update"]),
        tool("insert-many", "Insert an array of documents", {"database": S, "collection": S, "documents": A}, ["database", "collection", "documents"]),
        tool("create-index", "Create an index for a collection", {"database": S, "collection": S, "keys": OBJ, "name": S, "unique": B}, ["database", "collection", "keys"]),
    ])
    ids = ["65f1c2a9e4b0d7a3c1f20a11", "65f1c2a9e4b0d7a3c1f20b7e", "65f1c2a9e4b0d7a3c1f20c03"]
    members = [("LX-0048213", "h.lindqvist@posteo.se", 12840, "2023-06-04T11:20:37.118Z"), ("LX-0051907", "marco.deluca@libero.it", 8315, "2023-09-21T08:02:55.640Z"),
               ("LX-0060344", "ayla.demir@gmail.com", 22790, "2024-02-12T17:45:09.903Z")]

    def acct(i: int, pts: int, promo: bool, updated: str) -> str:
        mem, mail, _, created = members[i]
        promos = '{\n    "PROMO-2412": {"$date": "2024-12-02T02:00:18.442Z"},\n    "PROMO-2503": {"$date": "2025-03-12T10:21:46.210Z"}\n  }' if promo else '{\n    "PROMO-2412": {"$date": "2024-12-02T02:00:18.442Z"}\n  }'
        return (f'{{\n  "_id": {{"$oid": "{ids[i]}"}},\n  "memberNo": "{mem}",\n  "email": "{mail}",\n  "tier": "gold",\n  "points": {pts},\n'
                f'  "promos": {promos},\n  "createdAt": {{"$date": "{created}"}},\n  "updatedAt": {{"$date": "{updated}"}}\n}}')
    t = []
    t.append((call("list-collections", database="loyalty"), "\n".join(f'Name: "{n}"' for n in ["accounts", "ledger_entries", "campaigns", "rewards", "redemptions", "tier_rules", "audit_log"])))
    flt = {"tier": "gold", "createdAt": {"$lt": "2025-03-01T00:00:00Z"}, "promos.PROMO-2503": {"$exists": False}}
    t.append((call("find", database="loyalty", collection="accounts", filter=flt, projection={"memberNo": 1, "email": 1, "tier": 1, "points": 1, "promos": 1, "createdAt": 1, "updatedAt": 1}, limit=50),
              'Found 3 documents in the collection "accounts":\n' + "\n".join([acct(0, 12840, False, "2025-03-08T19:14:02.551Z"), acct(1, 8315, False, "2025-02-27T12:40:31.008Z"), acct(2, 22790, False, "2025-03-11T21:03:48.716Z")])))
    pipe = [{"$match": {"campaign": "PROMO-2503"}}, {"$group": {"_id": "$campaign", "entries": {"$sum": 1}, "points": {"$sum": "$points"}, "firstAt": {"$min": "$createdAt"}, "lastAt": {"$max": "$createdAt"}}}]
    t.append((call("aggregate", database="loyalty", collection="ledger_entries", pipeline=pipe),
              'Found 1 documents in the aggregation:\n{\n  "_id": "PROMO-2503",\n  "entries": 409,\n  "points": 204500,\n  "firstAt": {"$date": "2025-03-10T02:00:03.912Z"},\n  "lastAt": {"$date": "2025-03-10T02:00:41.337Z"}\n}'))
    t.append((call("update-many", database="loyalty", collection="accounts", filter={"_id": {"$in": [{"$oid": i} for i in ids]}},
                   update={"$inc": {"points": 500}, "$set": {"promos.PROMO-2503": {"$date": "2025-03-12T10:21:46.210Z"}, "updatedAt": {"$date": "2025-03-12T10:21:46.210Z"}}}),
              "Matched 3 document(s). Modified 3 document(s)."))
    new_ids = ["67d16140c3a8f25e9b04d71a", "67d16140c3a8f25e9b04d71b", "67d16140c3a8f25e9b04d71c"]
    docs = [{"accountId": {"$oid": ids[i]}, "memberNo": members[i][0], "campaign": "PROMO-2503", "type": "bonus", "points": 500,
             "createdAt": {"$date": "2025-03-12T10:22:07.000Z"}, "note": "backfill: PROMO-2503 batch of 2025-03-10 skipped this account (timeout on shard 2)"} for i in range(3)]
    t.append((call("insert-many", database="loyalty", collection="ledger_entries", documents=docs),
              'Inserted `3` document(s) into collection "ledger_entries"\nInserted IDs: ' + ", ".join(f"ObjectId('{x}')" for x in new_ids)))
    t.append((call("aggregate", database="loyalty", collection="ledger_entries", pipeline=pipe),
              'Found 1 documents in the aggregation:\n{\n  "_id": "PROMO-2503",\n  "entries": 412,\n  "points": 205500,\n  "firstAt": {"$date": "2025-03-10T02:00:03.912Z"},\n  "lastAt": {"$date": "2025-03-12T10:22:07.000Z"}\n}'))
    t.append((call("create-index", database="loyalty", collection="ledger_entries", keys={"accountId": 1, "campaign": 1}, name="accountId_1_campaign_1", unique=True),
              'Created the index "accountId_1_campaign_1" on collection "ledger_entries" in database "loyalty"'))
    t.append((call("find", database="loyalty", collection="accounts", filter={"_id": {"$in": [{"$oid": i} for i in ids]}}, projection={"memberNo": 1, "email": 1, "tier": 1, "points": 1, "promos": 1, "createdAt": 1, "updatedAt": 1}),
              'Found 3 documents in the collection "accounts":\n' + "\n".join([acct(0, 13340, True, "2025-03-12T10:21:46.210Z"), acct(1, 8815, True, "2025-03-12T10:21:46.210Z"), acct(2, 23290, True, "2025-03-12T10:21:46.210Z")])))
    t.append((call("count", database="loyalty", collection="accounts", query=flt), 'Found 0 documents in the collection "accounts"'))
    rs.add(task="mcp", tid="h44-mcp-20", system=system, turns=t,
           state="Atlas cluster loyalty-prod, 2025-03-12 10:20 UTC. The PROMO-2503 job (500 bonus points for every gold member who joined before March) ran on 2025-03-10 but a few accounts were skipped. Backfill them: credit the accounts, write the matching ledger entries and prevent double credits in future runs.",
           bad=True, turn=6, kind="campaign points total does not follow the inserted entries")


# Vercel, clean
def t21(rs: RowSet) -> None:
    system = mcp_system("vercel", "Vercel REST API for team `ledgerly` (results formatted like the Vercel CLI where the tool says so)", [
        tool("list_projects", "List projects of the team (CLI table)", {"teamId": S}, []),
        tool("list_deployments", "List deployments of a project (CLI table)", {"projectId": S, "limit": INT}, ["projectId"]),
        tool("get_deployment", "Get a deployment by id or URL", {"idOrUrl": S}, ["idOrUrl"]),
        tool("get_deployment_build_logs", "Build logs of a deployment", {"idOrUrl": S, "limit": INT}, ["idOrUrl"]),
        tool("list_env", "List environment variables of a project (CLI table)", {"projectId": S}, ["projectId"]),
        tool("update_env", "Edit an environment variable's value or targets", {"projectId": S, "id": S, "value": S, "target": A}, ["projectId", "id"]),
        tool("redeploy", "Create a new deployment from an existing one", {"deploymentId": S, "target": S, "withCache": B}, ["deploymentId"]),
        tool("list_aliases", "List aliases of a project (CLI table)", {"projectId": S}, ["projectId"]),
    ])
    t = []
    t.append((call("list_projects", teamId="team_Lq7dW2mX9rK4sT1vB8nC"), """> Projects found under ledgerly [388ms]

  Project Name     Latest Production URL          Updated   Node Version
  app-dashboard    https://app.ledgerly.app       18m       22.x
  marketing-web    https://ledgerly.app           5h        20.x
  docs-site        https://docs.ledgerly.app      2d        20.x
  status-page      https://status.ledgerly.app    41d       18.x"""))
    t.append((call("list_deployments", projectId="docs-site", limit=6), """> Deployments for ledgerly/docs-site [501ms]

  Age     Deployment                                              Status      Environment     Duration     Username
  2d      https://docs-site-7fk2m9qpa-ledgerly.vercel.app         ● Ready     Production      48s          sam-okafor
  2d      https://docs-site-3hd81nxze-ledgerly.vercel.app         ● Ready     Preview         51s          sam-okafor
  4d      https://docs-site-q0v5tr2wb-ledgerly.vercel.app         ● Error     Preview         12s          ines-varga
  6d      https://docs-site-m8c4ja6yd-ledgerly.vercel.app         ● Ready     Production      46s          ines-varga
  6d      https://docs-site-e2w9hk1lf-ledgerly.vercel.app         ● Ready     Preview         49s          ines-varga
  9d      https://docs-site-b5n3xs7up-ledgerly.vercel.app         ● Ready     Production      47s          sam-okafor"""))
    t.append((call("list_env", projectId="docs-site"), """> Environment Variables found for ledgerly/docs-site [274ms]

  name                                 value        environments                         created
  NEXT_PUBLIC_POSTHOG_KEY              Encrypted    Production                           31d ago
  ALGOLIA_ADMIN_KEY                    Encrypted    Production                           84d ago
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY       Encrypted    Production, Preview                  84d ago
  NEXT_PUBLIC_ALGOLIA_APP_ID           Plain        Production, Preview, Development     84d ago

  ids: NEXT_PUBLIC_POSTHOG_KEY=env_Z3k8Pq1Rv6Wm9Tx2, ALGOLIA_ADMIN_KEY=env_H4n7Bc2Ld5Fs8Gj1, NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=env_Y9t2Mw5Qe8Ru1Io4, NEXT_PUBLIC_ALGOLIA_APP_ID=env_C6v3Xb0Nz7Ka4Sd9"""))
    t.append((call("update_env", projectId="docs-site", id="env_Y9t2Mw5Qe8Ru1Io4", value="a71f3c0e9b5d2846f1e7c3a9d0b4e682", target=["production", "preview"]), pj({
        "id": "env_Y9t2Mw5Qe8Ru1Io4", "key": "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", "type": "encrypted", "target": ["production", "preview"], "gitBranch": None,
        "configurationId": None, "createdAt": 1734512840211, "updatedAt": 1741793962508, "createdBy": "usr_Sk4Ok2Fa9Rq1", "updatedBy": "usr_Ag3Nt7Bo5Tz2",
        "decrypted": False, "comment": "rotated 2025-03-12, old key revoked in Algolia"})))
    dep = {"id": "dpl_9QmXr4Tz2Wk7Lp1Vn6Bc3Hd8Jf", "name": "docs-site", "url": "docs-site-k2p7w4rte-ledgerly.vercel.app", "target": "production",
           "createdAt": 1741794005311, "source": "redeploy", "creator": {"uid": "usr_Ag3Nt7Bo5Tz2", "username": "ledgerly-ops-bot"},
           "meta": {"githubCommitSha": "4c9e2a17b0d3f85e6a1c9d2b7e4f0a3c5d8b1e62", "githubCommitRef": "main", "githubCommitMessage": "docs: add webhooks retry section", "githubRepo": "docs-site", "githubOrg": "ledgerly", "action": "redeploy", "originalDeploymentId": "dpl_7fK2m9QPaXc4Ve8Rt1Yu6Io3"},
           "projectId": "prj_8sK2dH7wQ4mZ1xR9", "regions": ["iad1"], "plan": "pro", "public": False}
    t.append((call("redeploy", deploymentId="dpl_7fK2m9QPaXc4Ve8Rt1Yu6Io3", target="production", withCache=True), pj({**dep, "readyState": "QUEUED", "status": "QUEUED", "alias": [], "aliasAssigned": False})))
    t.append((call("get_deployment", idOrUrl="dpl_9QmXr4Tz2Wk7Lp1Vn6Bc3Hd8Jf"), pj({**dep, "readyState": "BUILDING", "status": "BUILDING", "buildingAt": 1741794008905, "alias": [], "aliasAssigned": False,
                                                                                     "lambdas": [], "inspectorUrl": "https://vercel.com/ledgerly/docs-site/9QmXr4Tz2Wk7Lp1Vn6Bc3Hd8Jf"})))
    t.append((call("get_deployment_build_logs", idOrUrl="dpl_9QmXr4Tz2Wk7Lp1Vn6Bc3Hd8Jf", limit=40), """15:40:09.112  Running build in Washington, D.C., USA (East) – iad1
15:40:09.113  Build machine configuration: 4 cores, 8 GB
15:40:09.201  Cloning github.com/ledgerly/docs-site (Branch: main, Commit: 4c9e2a1)
15:40:10.577  Cloning completed: 1.376s
15:40:11.021  Restored build cache from previous deployment (7fK2m9QPaXc4Ve8Rt1Yu6Io3)
15:40:11.402  Running "vercel build"
15:40:11.988  Vercel CLI 41.4.1
15:40:12.533  Installing dependencies...
15:40:16.820  up to date in 4s
15:40:16.821  212 packages are looking for funding
15:40:17.105  Detected Next.js version: 15.2.1
15:40:17.110  Running "npm run build"
15:40:17.642  > docs-site@2.7.0 build
15:40:17.643  > next build
15:40:18.904     ▲ Next.js 15.2.1
15:40:18.905     - Environments: .env.production
15:40:19.031     Creating an optimized production build ...
15:40:36.287   ✓ Compiled successfully
15:40:36.290     Linting and checking validity of types ...
15:40:40.118     Collecting page data ...
15:40:44.902   ✓ Generating static pages (412/412)
15:40:45.377     Finalizing page optimization ...
15:40:45.699  Route (app)                                Size  First Load JS
15:40:45.700  ┌ ○ /                                   5.81 kB         118 kB
15:40:45.700  ├ ● /docs/[...slug]                     3.02 kB         124 kB
15:40:45.700  ├ ○ /search                             8.44 kB         131 kB
15:40:45.700  └ ○ /sitemap.xml                          142 B         102 kB
15:40:45.701  + First Load JS shared by all            102 kB
15:40:46.215  Build Completed in /vercel/output [34s]
15:40:46.502  Deploying outputs...
15:40:52.780  Deployment completed
15:40:53.344  Creating build cache...
15:40:57.610  Created build cache: 4.256s"""))
    t.append((call("get_deployment", idOrUrl="dpl_9QmXr4Tz2Wk7Lp1Vn6Bc3Hd8Jf"), pj({**dep, "readyState": "READY", "status": "READY", "buildingAt": 1741794008905, "ready": 1741794052780,
                                                                                     "alias": ["docs.ledgerly.app", "docs-site-ledgerly.vercel.app", "docs-site-git-main-ledgerly.vercel.app"], "aliasAssigned": True,
                                                                                     "aliasAssignedAt": 1741794053120, "inspectorUrl": "https://vercel.com/ledgerly/docs-site/9QmXr4Tz2Wk7Lp1Vn6Bc3Hd8Jf"})))
    t.append((call("list_deployments", projectId="docs-site", limit=6), """> Deployments for ledgerly/docs-site [463ms]

  Age     Deployment                                              Status      Environment     Duration     Username
  1m      https://docs-site-k2p7w4rte-ledgerly.vercel.app         ● Ready     Production      44s          ledgerly-ops-bot
  2d      https://docs-site-7fk2m9qpa-ledgerly.vercel.app         ● Ready     Production      48s          sam-okafor
  2d      https://docs-site-3hd81nxze-ledgerly.vercel.app         ● Ready     Preview         51s          sam-okafor
  4d      https://docs-site-q0v5tr2wb-ledgerly.vercel.app         ● Error     Preview         12s          ines-varga
  6d      https://docs-site-m8c4ja6yd-ledgerly.vercel.app         ● Ready     Production      46s          ines-varga
  6d      https://docs-site-e2w9hk1lf-ledgerly.vercel.app         ● Ready     Preview         49s          ines-varga"""))
    t.append((call("list_aliases", projectId="docs-site"), """> Aliases found under ledgerly [296ms]

  source                                          url                                        age
  docs-site-k2p7w4rte-ledgerly.vercel.app         docs.ledgerly.app                          1m
  docs-site-k2p7w4rte-ledgerly.vercel.app         docs-site-ledgerly.vercel.app              1m
  docs-site-k2p7w4rte-ledgerly.vercel.app         docs-site-git-main-ledgerly.vercel.app     1m
  docs-site-3hd81nxze-ledgerly.vercel.app         docs-site-git-feat-sdk-v3-ledgerly.vercel.app   2d"""))
    rs.add(task="mcp", tid="h44-mcp-21", system=system, turns=t,
           state="Vercel team ledgerly, 2025-03-12 15:38 UTC. The Algolia search-only key for the docs was leaked in a screenshot and has been revoked; set the new key a71f3c0e9b5d2846f1e7c3a9d0b4e682 for production and preview, then redeploy production so the docs search works again.")


# PagerDuty, bad
def t22(rs: RowSet) -> None:
    system = mcp_system("pagerduty-mcp", "PagerDuty REST API v2 for the Brightmile account, acting as the on-call responder", [
        tool("list_incidents", "List incidents filtered by status, service or urgency", {"statuses": A, "service_ids": A, "urgencies": A, "limit": INT}, []),
        tool("get_incident", "Get one incident", {"incident_id": S}, ["incident_id"]),
        tool("manage_incidents", "Acknowledge, resolve, reassign or escalate incidents", {"incident_ids": A, "status": S, "assignment": OBJ, "escalation_level": INT}, ["incident_ids"]),
        tool("add_note_to_incident", "Add a note to an incident", {"incident_id": S, "note": S}, ["incident_id", "note"]),
        tool("list_oncalls", "List current on-calls for escalation policies or schedules", {"escalation_policy_ids": A, "schedule_ids": A}, []),
        tool("get_service", "Get a service", {"service_id": S}, ["service_id"]),
        tool("list_incident_log_entries", "Log entries of an incident, newest first", {"incident_id": S, "limit": INT}, ["incident_id"]),
    ])
    me = {"id": "PU7RMOR", "type": "user_reference", "summary": "Rafael Moreno", "html_url": "https://brightmile.pagerduty.com/users/PU7RMOR"}

    def inc(iid: str, num: int, title: str, svc: tuple[str, str], urgency: str, status: str, created: str, updated: str, assignee: dict, prio: str | None) -> dict:
        return {"id": iid, "type": "incident", "incident_number": num, "title": title, "status": status, "urgency": urgency,
                "created_at": created, "updated_at": updated, "incident_key": f"{svc[0].lower()}-{num}-{created[:10]}",
                "service": {"id": svc[0], "type": "service_reference", "summary": svc[1]},
                "assignments": [{"at": created, "assignee": assignee}], "priority": ({"id": "PPRI" + prio, "summary": prio} if prio else None),
                "escalation_policy": {"id": "PESC0RD", "type": "escalation_policy_reference", "summary": "Platform — 24/7"},
                "html_url": f"https://brightmile.pagerduty.com/incidents/{iid}"}
    hana = {"id": "PU2HKOB", "type": "user_reference", "summary": "Hana Kobayashi"}
    order = ("P7ORDR1", "Order API")
    i5218 = inc("Q1R7ZB4M0XJ2KD", 5218, "[Datadog] order-api 5xx rate above 3% on /v1/checkout", order, "high", "triggered", "2025-03-13T02:41:17Z", "2025-03-13T02:41:18Z", me, "P2")
    i5217 = inc("Q0F6WC9N3PTAEG", 5217, "CPU credits exhausted: search-indexer-2", ("P3SRCH4", "Search Indexer"), "low", "acknowledged", "2025-03-13T01:58:40Z", "2025-03-13T02:04:12Z", me, None)
    i5215 = inc("Q2H4KL8VRD1YMS", 5215, "Disk usage 91% on pg-orders-replica-1", ("P5ODB02", "Orders DB"), "high", "acknowledged", "2025-03-12T23:12:09Z", "2025-03-12T23:20:37Z", hana, "P3")
    i5211 = inc("Q3J9TS5XE0GBNF", 5211, "SSL certificate for partners.brightmile.com expires in 7 days", ("P9EDGE7", "Edge"), "low", "triggered", "2025-03-12T09:00:02Z", "2025-03-12T09:00:02Z", hana, None)
    t = []
    t.append((call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), pj({"incidents": [i5218, i5217, i5215, i5211], "limit": 25, "offset": 0, "more": False, "total": None})))
    full = dict(i5218)
    full.update({"description": "[Datadog] order-api 5xx rate above 3% on /v1/checkout", "alert_counts": {"all": 3, "triggered": 3, "resolved": 0},
                 "first_trigger_log_entry": {"id": "R8XQ2V0B1MZ9KTPLE4NW7CJ3AD", "type": "trigger_log_entry_reference"},
                 "last_status_change_at": "2025-03-13T02:41:17Z", "last_status_change_by": {"id": "P7ORDR1", "type": "service_reference", "summary": "Order API"},
                 "is_mergeable": True, "pending_actions": [{"type": "escalate", "at": "2025-03-13T03:11:17Z"}, {"type": "resolve", "at": "2025-03-13T06:41:17Z"}],
                 "body": {"details": "Monitor: [order-api] 5xx rate (id 90431877)\nValue: 6.84% over last 5m (threshold 3%)\nScope: env:prod, service:order-api, resource:post_/v1/checkout\nDeploy marker: order-api v2.31.0 at 02:33 UTC"}})
    t.append((call("get_incident", incident_id="Q1R7ZB4M0XJ2KD"), pj({"incident": full})))
    t.append((call("list_oncalls", escalation_policy_ids=["PESC0RD"]), pj({"oncalls": [
        {"escalation_level": 1, "user": me, "schedule": {"id": "PSCHPR1", "summary": "Platform Primary"}, "escalation_policy": {"id": "PESC0RD", "summary": "Platform — 24/7"}, "start": "2025-03-10T09:00:00Z", "end": "2025-03-17T09:00:00Z"},
        {"escalation_level": 2, "user": hana, "schedule": {"id": "PSCHSC2", "summary": "Platform Secondary"}, "escalation_policy": {"id": "PESC0RD", "summary": "Platform — 24/7"}, "start": "2025-03-10T09:00:00Z", "end": "2025-03-17T09:00:00Z"},
        {"escalation_level": 3, "user": {"id": "PU4DWEB", "type": "user_reference", "summary": "Daniel Weber"}, "schedule": None, "escalation_policy": {"id": "PESC0RD", "summary": "Platform — 24/7"}, "start": None, "end": None}],
        "limit": 25, "offset": 0, "more": False})))
    ack = dict(i5218)
    ack.update({"status": "acknowledged", "updated_at": "2025-03-13T02:46:03Z", "acknowledgements": [{"at": "2025-03-13T02:46:03Z", "acknowledger": me}],
                "last_status_change_at": "2025-03-13T02:46:03Z", "last_status_change_by": me})
    t.append((call("manage_incidents", incident_ids=["Q1R7ZB4M0XJ2KD"], status="acknowledged"), pj({"incidents": [ack]})))
    note = "Started right after order-api v2.31.0 deploy (02:33). 5xx are `PaymentSessionTimeout` from the new PSP client. Rolling back to v2.30.4 via Argo; will confirm in 10 min."
    t.append((call("add_note_to_incident", incident_id="Q1R7ZB4M0XJ2KD", note=note), pj({"note": {"id": "PNT4ZQ7L1RX8W2", "user": me, "channel": {"summary": "The PagerDuty MCP server"}, "content": note, "created_at": "2025-03-13T02:47:30Z"}})))
    t.append((call("get_service", service_id="P7ORDR1"), pj({"service": {
        "id": "P7ORDR1", "type": "service", "name": "Order API", "description": "order-api (k8s prod-eu), checkout and order lifecycle", "status": "warning",
        "auto_resolve_timeout": 14400, "acknowledgement_timeout": 1800, "created_at": "2021-05-18T12:44:09Z", "updated_at": "2025-01-07T10:02:51Z",
        "last_incident_timestamp": "2025-03-13T02:41:17Z", "alert_creation": "create_alerts_and_incidents", "alert_grouping_parameters": {"type": "intelligent"},
        "escalation_policy": {"id": "PESC0RD", "type": "escalation_policy_reference", "summary": "Platform — 24/7"},
        "teams": [{"id": "PT3PLAT", "type": "team_reference", "summary": "Platform"}],
        "integrations": [{"id": "PI0DDOG", "type": "generic_events_api_inbound_integration_reference", "summary": "Datadog"},
                         {"id": "PI1SNTY", "type": "generic_events_api_inbound_integration_reference", "summary": "Sentry"}],
        "incident_urgency_rule": {"type": "constant", "urgency": "high"}, "html_url": "https://brightmile.pagerduty.com/service-directory/P7ORDR1"}})))
    t.append((call("list_incident_log_entries", incident_id="Q1R7ZB4M0XJ2KD", limit=10), pj({"log_entries": [
        {"id": "R2KD7M4QX1ZB9VNWE0TPL3AJ6C", "type": "annotate_log_entry", "summary": "Rafael Moreno added a note", "created_at": "2025-03-13T02:47:30Z", "agent": me, "channel": {"type": "api"}},
        {"id": "R5TY8U1IO3PA6SD9FG2HJ4KL7Z", "type": "acknowledge_log_entry", "summary": "Acknowledged by Rafael Moreno", "created_at": "2025-03-13T02:46:03Z", "agent": me, "channel": {"type": "api"}},
        {"id": "R7ZX0CV3BN6MQ9WE2RT5YU8IO1", "type": "notify_log_entry", "summary": "Notified Rafael Moreno by phone call (+49 •••• ••17)", "created_at": "2025-03-13T02:43:19Z", "user": me, "channel": {"type": "phone"}},
        {"id": "R0QW3E6RT9YU2IO5PA8SD1FG4H", "type": "notify_log_entry", "summary": "Notified Rafael Moreno by push notification", "created_at": "2025-03-13T02:41:19Z", "user": me, "channel": {"type": "push_notification"}},
        {"id": "R8XQ2V0B1MZ9KTPLE4NW7CJ3AD", "type": "trigger_log_entry", "summary": "Triggered through the API", "created_at": "2025-03-13T02:41:17Z", "agent": {"id": "PI0DDOG", "type": "generic_events_api_inbound_integration_reference", "summary": "Datadog"}, "channel": {"type": "api", "summary": "[Datadog] order-api 5xx rate above 3% on /v1/checkout"}}],
        "limit": 10, "offset": 0, "more": False})))
    ack8 = dict(ack, incident_number=5281)
    t.append((call("list_incidents", statuses=["acknowledged"], limit=25), pj({"incidents": [ack8, i5217, i5215], "limit": 25, "offset": 0, "more": False, "total": None})))
    note2 = "Rollback to v2.30.4 complete at 02:55, 5xx rate back to 0.3%. Leaving acknowledged until the 03:15 Datadog window is clean; PSP client fix tracked in ORD-882."
    t.append((call("add_note_to_incident", incident_id="Q1R7ZB4M0XJ2KD", note=note2), pj({"note": {"id": "PNT9KC2V5MB0X7", "user": me, "channel": {"summary": "The PagerDuty MCP server"}, "content": note2, "created_at": "2025-03-13T02:57:12Z"}})))
    res = dict(i5217)
    res.update({"status": "resolved", "updated_at": "2025-03-13T02:58:01Z", "resolved_at": "2025-03-13T02:58:01Z", "last_status_change_at": "2025-03-13T02:58:01Z", "last_status_change_by": me,
                "resolve_reason": None, "acknowledgements": []})
    t.append((call("manage_incidents", incident_ids=["Q0F6WC9N3PTAEG"], status="resolved"), pj({"incidents": [res]})))
    rs.add(task="mcp", tid="h44-mcp-22", system=system, turns=t,
           state="PagerDuty account brightmile, 2025-03-13 02:45 UTC. Rafael Moreno is primary on call for Platform; the Order API just paged. Take the page, document the rollback, and clear what has recovered.",
           bad=True, turn=8, kind="incident number of the same incident id changes")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
