# ruff: noqa: E501, W293
"""holdout7, MCP part: 22 hand-written MCP tool-server trajectories for the decoherence warnings.

Written from knowledge of what real MCP servers return (filesystem, GitHub, Postgres, SQLite, Notion, Google
Calendar, Slack, WooCommerce, Jira, the memory knowledge graph, git; and less common ones: Linear, HubSpot,
Airtable, Todoist, Stripe, Redis, MongoDB, Kubernetes, Home Assistant, Trello, Zendesk), without reading the
detectors or any earlier labeled set. 11 trajectories carry exactly one contradiction (labelled with the 1-based
turn and a kind); 11 are clean but full of legitimate changes (counters moved by the agent's own actions,
timestamps advancing, re-sorting, renames, recreated pods, expiring keys, ...).

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout7_parts.mcp.make`` -> writes
``mcp_test.jsonl`` and ``labels.json`` next to this file. Deterministic.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    INT, OBJ, A, B, RowSet, S, call, mcp_system, mcp_text, tool)

OUT = Path(__file__).resolve().parent
T = "mcp"


def J(obj: Any) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


def pyrepr(rows: list[dict[str, Any]]) -> str:
    """How the Python reference servers print query results: str() of a list of dicts."""
    return repr(rows)


# ---------------------------------------------------------------- 01 filesystem (bad: edit lost)
CFG = """service:
  name: inventory-api
  port: 8080
  log_level: info

database:
  host: db.internal
  port: 5432
  name: inventory
  pool_size: 5
  timeout_s: 30

cache:
  backend: redis
  url: redis://cache.internal:6379/0
  ttl_s: 300
"""
CFG2 = CFG.replace("log_level: info", "log_level: debug").replace("pool_size: 5", "pool_size: 20")
CFG_BAD = CFG.replace("log_level: info", "log_level: debug")  # the pool_size edit is missing
ROOT = "/home/dev/projects/inventory-api"


def fs_info(size: int, created: str, modified: str, accessed: str) -> str:
    return (f"size: {size}\ncreated: {created}\nmodified: {modified}\naccessed: {accessed}\n"
            "isDirectory: false\nisFile: true\npermissions: 644")


def t01(rs: RowSet) -> None:
    tools = [
        tool("list_allowed_directories", "Returns the list of directories this server may access.", {}, []),
        tool("list_directory", "List files and directories in a path, prefixed [FILE] or [DIR].", {"path": S}, ["path"]),
        tool("read_file", "Read the complete contents of a file.", {"path": S}, ["path"]),
        tool("edit_file", "Apply line-based edits (oldText -> newText) and return a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("get_file_info", "Retrieve metadata about a file or directory.", {"path": S}, ["path"]),
        tool("search_files", "Recursively search for files matching a pattern.", {"path": S, "pattern": S}, ["path", "pattern"]),
        tool("write_file", "Create a new file or overwrite an existing one.", {"path": S, "content": S}, ["path", "content"]),
    ]
    diff = f"""```diff
Index: {ROOT}/config.yaml
===================================================================
--- {ROOT}/config.yaml\toriginal
+++ {ROOT}/config.yaml\tmodified
@@ -1,12 +1,12 @@
 service:
   name: inventory-api
   port: 8080
-  log_level: info
+  log_level: debug
 
 database:
   host: db.internal
   port: 5432
   name: inventory
-  pool_size: 5
+  pool_size: 20
   timeout_s: 30
 
 cache:
```
"""
    env = "DATABASE_URL=postgresql://inventory:changeme@db.internal:5432/inventory\nREDIS_URL=redis://cache.internal:6379/0\nLOG_LEVEL=debug\n"
    turns = [
        (call("list_allowed_directories"), f"Allowed directories:\n{ROOT}"),
        (call("list_directory", path=ROOT), "[DIR] .git\n[FILE] .env.example\n[FILE] .gitignore\n[FILE] Dockerfile\n[FILE] README.md\n[FILE] config.yaml\n[FILE] requirements.txt\n[DIR] src\n[DIR] tests"),
        (call("read_file", path=f"{ROOT}/config.yaml"), CFG),
        (call("edit_file", path=f"{ROOT}/config.yaml", edits=[{"oldText": "  log_level: info", "newText": "  log_level: debug"}, {"oldText": "  pool_size: 5", "newText": "  pool_size: 20"}]), diff),
        (call("get_file_info", path=f"{ROOT}/config.yaml"), fs_info(len(CFG2.encode()), "Tue Mar 12 2024 10:04:51 GMT+0000 (Coordinated Universal Time)", "Fri Jun 14 2024 15:22:08 GMT+0000 (Coordinated Universal Time)", "Fri Jun 14 2024 15:22:08 GMT+0000 (Coordinated Universal Time)")),
        (call("search_files", path=ROOT, pattern="*.yaml"), f"{ROOT}/config.yaml\n{ROOT}/tests/fixtures/config.test.yaml\n{ROOT}/.github/workflows/ci.yaml"),
        (call("read_file", path=f"{ROOT}/config.yaml"), CFG_BAD),
        (call("write_file", path=f"{ROOT}/.env", content=env), f"Successfully wrote to {ROOT}/.env"),
    ]
    rs.add(T, "h7-mcp-01", mcp_system("filesystem", "read/write access to a project directory", tools), turns, bad=True, turn=7, kind="edit_lost")


# ---------------------------------------------------------------- 02 github (clean)
def gh_issue(n: int, title: str, state: str, comments: int, updated: str, labels: list[str], created: str,
             user: str = "mkowalczyk", pr: bool = False, closed_at: str | None = None, assignees: list[str] | None = None) -> dict[str, Any]:
    d: dict[str, Any] = {
        "number": n, "title": title, "state": state, "user": {"login": user},
        "labels": [{"name": lb} for lb in labels], "assignees": [{"login": a} for a in (assignees or [])],
        "comments": comments, "created_at": created, "updated_at": updated, "closed_at": closed_at,
        "html_url": f"https://github.com/tidewater-io/ledger-sync/{'pull' if pr else 'issues'}/{n}"}
    if pr:
        d["pull_request"] = {"url": f"https://api.github.com/repos/tidewater-io/ledger-sync/pulls/{n}"}
    return d


def t02(rs: RowSet) -> None:
    repo = {"owner": "tidewater-io", "repo": "ledger-sync"}
    tools = [
        tool("list_issues", "List issues (and pull requests) in a repository.", {"owner": S, "repo": S, "state": S, "sort": S, "direction": S}, ["owner", "repo"]),
        tool("get_issue", "Get one issue.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("add_issue_comment", "Add a comment to an issue.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("create_branch", "Create a branch.", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("push_files", "Push several files in one commit.", {"owner": S, "repo": S, "branch": S, "files": A, "message": S}, ["owner", "repo", "branch", "files", "message"]),
        tool("create_pull_request", "Open a pull request.", {"owner": S, "repo": S, "title": S, "head": S, "base": S, "body": S}, ["owner", "repo", "title", "head", "base"]),
        tool("update_issue", "Update an issue's state, labels or assignees.", {"owner": S, "repo": S, "issue_number": INT, "state": S, "labels": A, "assignees": A}, ["owner", "repo", "issue_number"]),
    ]
    i211 = gh_issue(211, "CSV export drops rows with unicode payee names", "open", 4, "2024-05-09T16:40:12Z", ["bug"], "2024-04-29T08:15:00Z", user="ana-ferro")
    i214 = gh_issue(214, "Sync job gives up after first 429 from bank API", "open", 2, "2024-05-13T08:12:44Z", ["bug", "sync"], "2024-05-06T11:02:37Z")
    i219 = gh_issue(219, "Document the LEDGER_SYNC_TIMEOUT env variable", "open", 0, "2024-05-11T19:58:03Z", ["docs", "good first issue"], "2024-05-11T19:58:03Z", user="jpark")
    lst1 = [i214, i219, i211]
    i214_full = dict(i214, body="When the upstream API answers 429 the worker logs `RateLimited` and exits the batch instead of retrying. We lose ~3% of nightly syncs.", locked=False)
    comment = {"id": 2110938457, "html_url": "https://github.com/tidewater-io/ledger-sync/issues/214#issuecomment-2110938457",
               "user": {"login": "mkowalczyk"}, "created_at": "2024-05-14T09:03:17Z", "updated_at": "2024-05-14T09:03:17Z",
               "body": "Picking this up: plan is exponential backoff with jitter, honouring Retry-After when present."}
    main_sha = "4c1e9a07b2d35f6e8a91c0d47b3f2e6a5d8c1b90"
    new_sha = "e07d3b5a9c2f41e68b0a7d95c3e1f2b4a6d8c0f3"
    ref = {"ref": "refs/heads/fix/214-retry-backoff", "node_id": "REF_kwDOLm2qTrpyZWZzL2hlYWRzL2ZpeC8yMTQtcmV0cnktYmFja29mZg",
           "url": "https://api.github.com/repos/tidewater-io/ledger-sync/git/refs/heads/fix/214-retry-backoff",
           "object": {"sha": main_sha, "type": "commit", "url": f"https://api.github.com/repos/tidewater-io/ledger-sync/git/commits/{main_sha}"}}
    push = dict(ref, object={"sha": new_sha, "type": "commit", "url": f"https://api.github.com/repos/tidewater-io/ledger-sync/git/commits/{new_sha}"})
    pr = {"number": 220, "state": "open", "title": "Retry bank API calls with exponential backoff (#214)", "draft": False,
          "html_url": "https://github.com/tidewater-io/ledger-sync/pull/220", "user": {"login": "mkowalczyk"},
          "head": {"ref": "fix/214-retry-backoff", "sha": new_sha}, "base": {"ref": "main", "sha": main_sha},
          "created_at": "2024-05-14T09:11:40Z", "updated_at": "2024-05-14T09:11:40Z", "mergeable_state": "unknown",
          "commits": 1, "additions": 58, "deletions": 7, "changed_files": 3}
    i214b = dict(gh_issue(214, i214["title"], "open", 3, "2024-05-14T09:12:26Z", ["bug", "sync", "in-progress"], i214["created_at"], assignees=["mkowalczyk"]), body=i214_full["body"])
    i220 = gh_issue(220, pr["title"], "open", 0, "2024-05-14T09:11:40Z", [], "2024-05-14T09:11:40Z", pr=True)
    i214l = gh_issue(214, i214["title"], "open", 3, "2024-05-14T09:12:26Z", ["bug", "sync", "in-progress"], i214["created_at"], assignees=["mkowalczyk"])
    i211c = gh_issue(211, i211["title"], "closed", 4, "2024-05-14T09:13:02Z", ["bug"], i211["created_at"], user="ana-ferro", closed_at="2024-05-14T09:13:02Z")
    turns = [
        (call("list_issues", **repo, state="open", sort="updated", direction="desc"), J(lst1)),
        (call("get_issue", **repo, issue_number=214), J(i214_full)),
        (call("add_issue_comment", **repo, issue_number=214, body=comment["body"]), J(comment)),
        (call("create_branch", **repo, branch="fix/214-retry-backoff", from_branch="main"), J(ref)),
        (call("push_files", **repo, branch="fix/214-retry-backoff", message="Retry 429/503 with exponential backoff and jitter",
              files=[{"path": "ledger_sync/http.py", "content": "..."}, {"path": "ledger_sync/worker.py", "content": "..."}, {"path": "tests/test_retry.py", "content": "..."}]), J(push)),
        (call("create_pull_request", **repo, title=pr["title"], head="fix/214-retry-backoff", base="main", body="Closes #214"), J(pr)),
        (call("update_issue", **repo, issue_number=214, labels=["bug", "sync", "in-progress"], assignees=["mkowalczyk"]), J(i214b)),
        (call("list_issues", **repo, state="open", sort="updated", direction="desc"), J([i214l, i220, i219, i211])),
        (call("update_issue", **repo, issue_number=211, state="closed"), J(i211c)),
        (call("list_issues", **repo, state="open", sort="updated", direction="desc"), J([i214l, i220, i219])),
    ]
    rs.add(T, "h7-mcp-02", mcp_system("github", "GitHub REST API wrapper", tools), turns)


# ---------------------------------------------------------------- 03 postgres (bad: count mismatch)
def t03(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List tables in a schema.", {"schema": S}, []),
        tool("describe_table", "Columns, types and indexes of a table.", {"table": S}, ["table"]),
        tool("query", "Run a read-only SQL query; rows as JSON.", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement; returns the command tag and row count.", {"sql": S}, ["sql"]),
    ]
    desc = J({"table": "public.orders", "columns": [
        {"name": "id", "type": "bigint", "nullable": False, "default": "nextval('orders_id_seq'::regclass)"},
        {"name": "customer_id", "type": "bigint", "nullable": False, "default": None},
        {"name": "status", "type": "order_status", "nullable": False, "default": "'pending'::order_status"},
        {"name": "total_cents", "type": "integer", "nullable": False, "default": None},
        {"name": "created_at", "type": "timestamp with time zone", "nullable": False, "default": "now()"},
        {"name": "updated_at", "type": "timestamp with time zone", "nullable": False, "default": "now()"}],
        "indexes": ["orders_pkey PRIMARY KEY (id)", "orders_status_created_idx btree (status, created_at)", "orders_customer_id_idx btree (customer_id)"]})
    by_status = "SELECT status, count(*) FROM orders GROUP BY status ORDER BY status"
    g1 = [{"status": "cancelled", "count": 118}, {"status": "paid", "count": 1204}, {"status": "pending", "count": 37},
          {"status": "refunded", "count": 22}, {"status": "shipped", "count": 981}]
    g2 = [{"status": "cancelled", "count": 121}, {"status": "paid", "count": 1204}, {"status": "pending", "count": 33},
          {"status": "refunded", "count": 22}, {"status": "shipped", "count": 981}]  # should be 122 cancelled
    stale = [{"id": 40117, "customer_id": 8821, "total_cents": 4599, "created_at": "2024-04-02T10:14:51.204+00:00"},
             {"id": 40188, "customer_id": 1377, "total_cents": 12900, "created_at": "2024-04-05T21:40:09.877+00:00"},
             {"id": 40231, "customer_id": 9052, "total_cents": 2350, "created_at": "2024-04-09T07:03:33.018+00:00"},
             {"id": 40302, "customer_id": 8821, "total_cents": 7800, "created_at": "2024-04-14T16:58:27.441+00:00"}]
    turns = [
        (call("list_tables", schema="public"), J(["audit_log", "customers", "order_items", "orders", "products", "schema_migrations"])),
        (call("describe_table", table="orders"), desc),
        (call("query", sql=by_status), J(g1)),
        (call("query", sql="SELECT id, customer_id, total_cents, created_at FROM orders WHERE status = 'pending' AND created_at < now() - interval '30 days' ORDER BY id"), J(stale)),
        (call("execute", sql="UPDATE orders SET status = 'cancelled', updated_at = now() WHERE status = 'pending' AND created_at < now() - interval '30 days'"), J({"command": "UPDATE", "rowCount": 4})),
        (call("query", sql="SELECT count(*) FROM orders WHERE status = 'pending'"), J([{"count": 33}])),
        (call("query", sql=by_status), J(g2)),
        (call("execute", sql="INSERT INTO audit_log (actor, action, detail) VALUES ('ops-bot', 'cancel_stale_orders', '{\"order_ids\": [40117, 40188, 40231, 40302]}') RETURNING id, created_at"),
         J({"command": "INSERT", "rowCount": 1, "rows": [{"id": 90514, "created_at": "2024-05-16T12:04:38.551+00:00"}]})),
    ]
    rs.add(T, "h7-mcp-03", mcp_system("postgres", "read/write access to the shop database", tools), turns, bad=True, turn=7, kind="count_mismatch")


# ---------------------------------------------------------------- 04 sqlite (clean)
def t04(rs: RowSet) -> None:
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query.", {"query": S}, ["query"]),
        tool("create_table", "Create a new table.", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the database.", {}, []),
        tool("describe_table", "Get the schema information for a table.", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo.", {"insight": S}, ["insight"]),
    ]
    loans_sql = "CREATE TABLE loans (id INTEGER PRIMARY KEY AUTOINCREMENT, book_id INTEGER NOT NULL REFERENCES books(id), member_id INTEGER NOT NULL REFERENCES members(id), loaned_at TEXT NOT NULL, due_date TEXT NOT NULL, returned_at TEXT)"
    turns = [
        (call("list_tables"), pyrepr([{"name": "books"}, {"name": "members"}])),
        (call("create_table", query=loans_sql), "Table created successfully"),
        (call("list_tables"), pyrepr([{"name": "books"}, {"name": "members"}, {"name": "loans"}, {"name": "sqlite_sequence"}])),
        (call("write_query", query="INSERT INTO loans (book_id, member_id, loaned_at, due_date) VALUES (14, 3, '2024-05-20', '2024-06-10'), (7, 11, '2024-05-22', '2024-06-05'), (31, 3, '2024-05-27', '2024-06-17')"),
         pyrepr([{"affected_rows": 3}])),
        (call("read_query", query="SELECT l.id, b.title, m.name, l.due_date FROM loans l JOIN books b ON b.id = l.book_id JOIN members m ON m.id = l.member_id ORDER BY l.id"),
         pyrepr([{"id": 1, "title": "The Left Hand of Darkness", "name": "Priya Raman", "due_date": "2024-06-10"},
                 {"id": 2, "title": "Piranesi", "name": "Tom Okafor", "due_date": "2024-06-05"},
                 {"id": 3, "title": "The Dispossessed", "name": "Priya Raman", "due_date": "2024-06-17"}])),
        (call("write_query", query="UPDATE loans SET returned_at = '2024-06-03' WHERE id = 2"), pyrepr([{"affected_rows": 1}])),
        (call("read_query", query="SELECT id, book_id, due_date, returned_at FROM loans ORDER BY due_date"),
         pyrepr([{"id": 2, "book_id": 7, "due_date": "2024-06-05", "returned_at": "2024-06-03"},
                 {"id": 1, "book_id": 14, "due_date": "2024-06-10", "returned_at": None},
                 {"id": 3, "book_id": 31, "due_date": "2024-06-17", "returned_at": None}])),
        (call("write_query", query="DELETE FROM loans WHERE returned_at IS NOT NULL"), pyrepr([{"affected_rows": 1}])),
        (call("read_query", query="SELECT count(*) AS open_loans, min(due_date) AS next_due FROM loans"), pyrepr([{"open_loans": 2, "next_due": "2024-06-10"}])),
        (call("append_insight", insight="Priya Raman holds 2 of the 2 open loans; next due date is 2024-06-10."), "Insight added to memo"),
    ]
    rs.add(T, "h7-mcp-04", mcp_system("sqlite", "a local library database", tools), turns)


# ---------------------------------------------------------------- 05 notion (clean)
PAGE = "9c1f2e4a-7b3d-4e8a-a6c2-58d01f7be3a9"


def notion_page(title: str, edited: str, status: str) -> dict[str, Any]:
    return {"object": "page", "id": PAGE, "created_time": "2024-06-17T09:02:00.000Z", "last_edited_time": edited,
            "created_by": {"object": "user", "id": "5e1d2a0c-3f7b-4c55-9a18-0b6e4d2f7c31"},
            "last_edited_by": {"object": "user", "id": "5e1d2a0c-3f7b-4c55-9a18-0b6e4d2f7c31"},
            "parent": {"type": "database_id", "database_id": "2f6b0d8e-41a9-4c3b-8e57-d0a1c9f3b642"}, "archived": False,
            "properties": {"Status": {"id": "%5DkXn", "type": "select", "select": {"name": status}},
                           "Name": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": title}, "plain_text": title}]}},
            "url": f"https://www.notion.so/{title.replace(' ', '-').replace('(', '').replace(')', '')}-{PAGE.replace('-', '')}"}


def todo(bid: str, text: str, checked: bool, created: str, edited: str) -> dict[str, Any]:
    return {"object": "block", "id": bid, "type": "to_do", "created_time": created, "last_edited_time": edited, "has_children": False,
            "to_do": {"rich_text": [{"type": "text", "text": {"content": text}, "plain_text": text}], "checked": checked, "color": "default"}}


def t05(rs: RowSet) -> None:
    tools = [
        tool("API-post-search", "Search pages and databases by title.", {"query": S, "filter": OBJ}, []),
        tool("API-get-block-children", "Retrieve the child blocks of a block or page.", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("API-patch-block-children", "Append child blocks.", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-patch-page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-retrieve-a-page", "Retrieve a page.", {"page_id": S}, ["page_id"]),
        tool("API-update-a-block", "Update a block.", {"block_id": S, "to_do": OBJ}, ["block_id"]),
    ]
    heading = {"object": "block", "id": "b7d0c3e1-2a4f-4b6e-9d81-3c5f7a9e1b20", "type": "heading_2", "created_time": "2024-06-17T09:02:00.000Z",
               "last_edited_time": "2024-06-17T09:04:00.000Z", "has_children": False,
               "heading_2": {"rich_text": [{"type": "text", "text": {"content": "Milestones"}, "plain_text": "Milestones"}], "is_toggleable": False, "color": "default"}}
    t1 = todo("e3a1f5c7-8b2d-4f90-a6e4-1c3b5d7f9a02", "Ship usage-based billing beta", True, "2024-06-17T09:05:00.000Z", "2024-07-02T16:41:00.000Z")
    t2 = todo("f4b2a6d8-9c3e-4a01-b7f5-2d4c6e8a0b13", "Migrate reports to the new warehouse", False, "2024-06-17T09:05:00.000Z", "2024-06-17T09:05:00.000Z")
    t3 = todo("a5c3b7e9-0d4f-4b12-c8a6-3e5d7f9b1c24", "Hire two support engineers (EMEA)", False, "2024-06-17T09:06:00.000Z", "2024-06-28T11:20:00.000Z")
    t4 = todo("c7e5d9a1-2f60-4d34-8ec8-5a7f9b1d3e46", "SOC 2 Type II audit kickoff", False, "2024-07-08T14:22:00.000Z", "2024-07-08T14:22:00.000Z")
    t2c = dict(t2, to_do=dict(t2["to_do"], checked=True), last_edited_time="2024-07-08T14:25:00.000Z")
    lst = lambda items: J({"object": "list", "results": items, "next_cursor": None, "has_more": False, "type": "block", "block": {}})  # noqa: E731
    other = {"object": "page", "id": "3d8e0a2c-5f71-4b94-a0c6-7e9f1b3d5a68", "created_time": "2024-04-01T08:30:00.000Z", "last_edited_time": "2024-04-03T17:12:00.000Z",
             "archived": False, "properties": {"Name": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": "Q2 Roadmap retro"}, "plain_text": "Q2 Roadmap retro"}]}},
             "url": "https://www.notion.so/Q2-Roadmap-retro-3d8e0a2c5f714b94a0c67e9f1b3d5a68"}
    srch = lambda page: J({"object": "list", "results": [page, other], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})  # noqa: E731
    p0 = notion_page("Q3 Roadmap (draft)", "2024-07-02T16:41:00.000Z", "Draft")
    p1 = notion_page("Q3 Roadmap", "2024-07-08T14:23:00.000Z", "In review")
    turns = [
        (call("API-post-search", query="Roadmap", filter={"property": "object", "value": "page"}), srch(p0)),
        (call("API-get-block-children", block_id=PAGE, page_size=50), lst([heading, t1, t2, t3])),
        (call("API-patch-block-children", block_id=PAGE, children=[{"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": "SOC 2 Type II audit kickoff"}}], "checked": False}}]), lst([t4])),
        (call("API-patch-page", page_id=PAGE, properties={"Name": {"title": [{"text": {"content": "Q3 Roadmap"}}]}, "Status": {"select": {"name": "In review"}}}), J(p1)),
        (call("API-update-a-block", block_id=t2["id"], to_do={"checked": True}), J(t2c)),
        (call("API-retrieve-a-page", page_id=PAGE), J(dict(p1, last_edited_time="2024-07-08T14:25:00.000Z"))),
        (call("API-post-search", query="Roadmap", filter={"property": "object", "value": "page"}), srch(dict(p1, last_edited_time="2024-07-08T14:25:00.000Z"))),
        (call("API-get-block-children", block_id=PAGE, page_size=50), lst([heading, t1, t2c, t3, t4])),
    ]
    rs.add(T, "h7-mcp-05", mcp_system("notion", "Notion API for the product workspace", tools), turns)


# ---------------------------------------------------------------- 06 google calendar (bad: deleted event reappears)
def ev(eid: str, summary: str, start: str, end: str, extra: str = "") -> str:
    return f"{summary} ({eid})\nStart: {start}\nEnd: {end}" + (f"\n{extra}" if extra else "")


def t06(rs: RowSet) -> None:
    tools = [
        tool("list-events", "List events in a time range.", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId", "timeMin", "timeMax"]),
        tool("create-event", "Create an event.", {"calendarId": S, "summary": S, "start": S, "end": S, "attendees": A, "location": S}, ["calendarId", "summary", "start", "end"]),
        tool("update-event", "Update an event.", {"calendarId": S, "eventId": S, "start": S, "end": S, "summary": S}, ["calendarId", "eventId"]),
        tool("delete-event", "Delete an event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("get-freebusy", "Busy intervals for calendars.", {"calendars": A, "timeMin": S, "timeMax": S}, ["calendars", "timeMin", "timeMax"]),
    ]
    rng = dict(calendarId="primary", timeMin="2024-09-23T00:00:00", timeMax="2024-09-28T00:00:00", timeZone="Europe/Berlin")
    e1 = ev("4q7k2m9c1v3b8n5x0z6l", "Weekly planning", "Mon, Sep 23, 2024, 10:00 AM", "Mon, Sep 23, 2024, 11:00 AM", "Location: Room Spree / Google Meet")
    e2 = ev("h8d2s6f0a4g7j1k3l5qw", "1:1 with Priya", "Thu, Sep 26, 2024, 2:30 PM", "Thu, Sep 26, 2024, 3:00 PM")
    e3 = ev("p1o9i8u7y6t5r4e3w2qa", "Vendor call: Lumen Networks", "Tue, Sep 24, 2024, 4:00 PM", "Tue, Sep 24, 2024, 4:45 PM", "Attendees: lars@lumen.net (needsAction)")
    e4 = ev("m3n5b7v9c1x2z4a6s8df_20240925T070000Z", "Standup", "Wed, Sep 25, 2024, 9:00 AM", "Wed, Sep 25, 2024, 9:15 AM", "Recurring: every weekday")
    e5 = ev("r2t4y6u8i0o1p3a5s7dq", "Design review: checkout v2", "Wed, Sep 25, 2024, 1:00 PM", "Wed, Sep 25, 2024, 2:00 PM", "Attendees: priya@hollowtree.io (needsAction), ben@hollowtree.io (needsAction)")
    e5b = ev("r2t4y6u8i0o1p3a5s7dq", "Design review: checkout v2", "Wed, Sep 25, 2024, 3:30 PM", "Wed, Sep 25, 2024, 4:30 PM", "Attendees: priya@hollowtree.io (accepted), ben@hollowtree.io (needsAction)")
    turns = [
        (call("list-events", **rng), "Found 4 event(s):\n\n" + "\n\n".join([e1, e3, e4, e2])),
        (call("create-event", calendarId="primary", summary="Design review: checkout v2", start="2024-09-25T13:00:00", end="2024-09-25T14:00:00", attendees=[{"email": "priya@hollowtree.io"}, {"email": "ben@hollowtree.io"}]),
         "Event created: Design review: checkout v2 (r2t4y6u8i0o1p3a5s7dq)"),
        (call("delete-event", calendarId="primary", eventId="h8d2s6f0a4g7j1k3l5qw"), "Event deleted successfully"),
        (call("update-event", calendarId="primary", eventId="r2t4y6u8i0o1p3a5s7dq", start="2024-09-25T15:30:00", end="2024-09-25T16:30:00"),
         "Event updated: Design review: checkout v2 (r2t4y6u8i0o1p3a5s7dq)"),
        (call("get-freebusy", calendars=[{"id": "primary"}], timeMin="2024-09-25T00:00:00+02:00", timeMax="2024-09-26T00:00:00+02:00"),
         J({"kind": "calendar#freeBusy", "timeMin": "2024-09-24T22:00:00.000Z", "timeMax": "2024-09-25T22:00:00.000Z",
            "calendars": {"primary": {"busy": [{"start": "2024-09-25T07:00:00Z", "end": "2024-09-25T07:15:00Z"}, {"start": "2024-09-25T13:30:00Z", "end": "2024-09-25T14:30:00Z"}]}}})),
        (call("list-events", **rng), "Found 5 event(s):\n\n" + "\n\n".join([e1, e3, e4, e5b, e2])),
        (call("create-event", calendarId="primary", summary="Focus: Q4 planning doc", start="2024-09-26T14:00:00", end="2024-09-26T16:00:00"),
         "Event created: Focus: Q4 planning doc (b9v7c5x3z1l2k4j6h8gf)"),
    ]
    _ = e5
    rs.add(T, "h7-mcp-06", mcp_system("google-calendar", "the user's Google Calendar", tools), turns, bad=True, turn=6, kind="deleted_reappears")


# ---------------------------------------------------------------- 07 slack (clean)
def msg(user: str, text: str, ts: str, **kw: Any) -> dict[str, Any]:
    return {"type": "message", "user": user, "text": text, "ts": ts, **kw}


def t07(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels.", {"limit": INT}, []),
        tool("slack_get_channel_history", "Recent messages of a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_post_message", "Post a message.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply in a thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_thread_replies", "All replies in a thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
    ]
    chans = {"ok": True, "channels": [
        {"id": "C04ABQ1D2EF", "name": "general", "is_channel": True, "created": 1651234567, "is_archived": False, "num_members": 87, "topic": {"value": "Company-wide"}},
        {"id": "C05D3PL0Y1X", "name": "deploys", "is_channel": True, "created": 1667890123, "is_archived": False, "num_members": 24, "topic": {"value": "Prod deploy announcements. Freeze Fri 16:00+"}},
        {"id": "C05INC1DNT7", "name": "incidents", "is_channel": True, "created": 1667890456, "is_archived": False, "num_members": 31, "topic": {"value": "Sev1/Sev2 only"}}],
        "response_metadata": {"next_cursor": ""}}
    h1 = [msg("U02JD8KQ2", "api v2.31.0 rolled out to eu-west-1 :white_check_mark:", "1718873101.218409", reply_count=2, reply_users=["U03MM7PW1"], latest_reply="1718873350.004219"),
          msg("U03MM7PW1", "heads up: migrations for billing run at 14:00 UTC", "1718869420.761539"),
          msg("U02JD8KQ2", "rollback of web 4.12.2 done, root cause in #incidents", "1718812277.090129", reply_count=5, reply_users=["U01AB2CDE", "U03MM7PW1"], latest_reply="1718814002.330809")]
    mine = "Deploying worker v1.18.0 to prod (eu-west-1, us-east-1). ETA 20 min."
    post = {"ok": True, "channel": "C05D3PL0Y1X", "ts": "1718878412.551929", "message": msg("U07BOTDPL", mine, "1718878412.551929", bot_id="B07BOTDPL", app_id="A07MCPAPP")}
    reply_txt = "eu-west-1 done, 12/12 pods healthy. Starting us-east-1."
    reply = {"ok": True, "channel": "C05D3PL0Y1X", "ts": "1718878995.093119", "message": msg("U07BOTDPL", reply_txt, "1718878995.093119", thread_ts="1718878412.551929", bot_id="B07BOTDPL")}
    react = [{"name": "white_check_mark", "users": ["U07BOTDPL"], "count": 1}]
    parent = msg("U07BOTDPL", mine, "1718878412.551929", thread_ts="1718878412.551929", reply_count=2, reply_users_count=2, latest_reply="1718879102.447389",
                 reply_users=["U07BOTDPL", "U03MM7PW1"], bot_id="B07BOTDPL", reactions=react)
    thread = {"ok": True, "messages": [parent,
                                       msg("U07BOTDPL", reply_txt, "1718878995.093119", thread_ts="1718878412.551929", parent_user_id="U07BOTDPL", bot_id="B07BOTDPL"),
                                       msg("U03MM7PW1", "thanks! seeing queue depth drop already", "1718879102.447389", thread_ts="1718878412.551929", parent_user_id="U07BOTDPL")],
              "has_more": False}
    p2 = {k: v for k, v in parent.items() if k != "thread_ts"}
    gen = {"ok": True, "channel": "C04ABQ1D2EF", "ts": "1718879530.612449", "message": msg("U07BOTDPL", "Worker v1.18.0 is live in all regions. Changelog: https://wiki.hollowtree.io/rel/worker-1.18", "1718879530.612449", bot_id="B07BOTDPL")}
    turns = [
        (call("slack_list_channels", limit=100), J(chans)),
        (call("slack_get_channel_history", channel_id="C05D3PL0Y1X", limit=3), J({"ok": True, "messages": h1, "has_more": True})),
        (call("slack_post_message", channel_id="C05D3PL0Y1X", text=mine), J(post)),
        (call("slack_reply_to_thread", channel_id="C05D3PL0Y1X", thread_ts="1718878412.551929", text=reply_txt), J(reply)),
        (call("slack_add_reaction", channel_id="C05D3PL0Y1X", timestamp="1718878412.551929", reaction="white_check_mark"), J({"ok": True})),
        (call("slack_get_thread_replies", channel_id="C05D3PL0Y1X", thread_ts="1718878412.551929"), J(thread)),
        (call("slack_get_channel_history", channel_id="C05D3PL0Y1X", limit=3), J({"ok": True, "messages": [p2, h1[0], h1[1]], "has_more": True})),
        (call("slack_post_message", channel_id="C04ABQ1D2EF", text=gen["message"]["text"]), J(gen)),
    ]
    rs.add(T, "h7-mcp-07", mcp_system("slack", "Slack workspace hollowtree", tools), turns)


# ---------------------------------------------------------------- 08 woocommerce (bad: order total recomputed)
def wc_product(stock: int, price: str, sales: int, modified: str) -> dict[str, Any]:
    return {"id": 812, "name": "Enamel Camp Mug 350 ml - Forest", "slug": "enamel-camp-mug-350-forest", "sku": "MUG-ENM-350-FOR", "type": "simple", "status": "publish",
            "price": price, "regular_price": price, "sale_price": "", "manage_stock": True, "stock_quantity": stock,
            "stock_status": "instock", "total_sales": sales, "date_modified": modified, "categories": [{"id": 17, "name": "Kitchen"}]}


def t08(rs: RowSet) -> None:
    tools = [
        tool("get_product", "Get a product by id.", {"product_id": INT}, ["product_id"]),
        tool("update_product", "Update product fields.", {"product_id": INT, "regular_price": S}, ["product_id"]),
        tool("create_order", "Create an order.", {"customer_id": INT, "status": S, "line_items": A, "shipping_lines": A}, ["line_items"]),
        tool("get_order", "Get an order by id.", {"order_id": INT}, ["order_id"]),
        tool("update_order_status", "Change an order's status.", {"order_id": INT, "status": S}, ["order_id", "status"]),
        tool("list_orders", "List orders.", {"per_page": INT, "status": S}, []),
    ]
    order = {"id": 5531, "number": "5531", "status": "processing", "currency": "EUR", "date_created": "2024-10-03T10:14:22", "date_modified": "2024-10-03T10:14:22",
             "customer_id": 204, "billing": {"first_name": "Lena", "last_name": "Hofmann", "email": "lena.hofmann@example.de"},
             "line_items": [{"id": 9912, "name": "Enamel Camp Mug 350 ml - Forest", "product_id": 812, "quantity": 2, "subtotal": "48.00", "total": "48.00", "price": 24}],
             "shipping_lines": [{"id": 9913, "method_id": "flat_rate", "method_title": "Flat rate", "total": "5.00"}],
             "shipping_total": "5.00", "total": "53.00", "total_tax": "0.00", "date_completed": None}
    done = dict(order, status="completed", date_modified="2024-10-03T10:31:47", date_completed="2024-10-03T10:31:47")
    summary = lambda o, total: {"id": o["id"], "status": o["status"], "date_created": o["date_created"], "total": total, "customer_id": o["customer_id"]}  # noqa: E731
    o5529 = {"id": 5529, "status": "completed", "date_created": "2024-10-02T18:40:03", "total": "31.90", "customer_id": 188}
    o5530 = {"id": 5530, "status": "on-hold", "date_created": "2024-10-03T08:02:51", "total": "112.50", "customer_id": 97}
    turns = [
        (call("get_product", product_id=812), J(wc_product(18, "24.00", 143, "2024-09-27T15:03:10"))),
        (call("create_order", customer_id=204, status="processing", line_items=[{"product_id": 812, "quantity": 2}], shipping_lines=[{"method_id": "flat_rate", "method_title": "Flat rate", "total": "5.00"}]), J(order)),
        (call("get_product", product_id=812), J(wc_product(16, "24.00", 145, "2024-10-03T10:14:22"))),
        (call("update_product", product_id=812, regular_price="26.00"), J(wc_product(16, "26.00", 145, "2024-10-03T10:22:05"))),
        (call("get_order", order_id=5531), J(order)),
        (call("update_order_status", order_id=5531, status="completed"), J(done)),
        (call("list_orders", per_page=3), J([summary(done, "57.00"), o5530, o5529])),
        (call("get_product", product_id=812), J(wc_product(16, "26.00", 145, "2024-10-03T10:22:05"))),
    ]
    rs.add(T, "h7-mcp-08", mcp_system("woocommerce", "WooCommerce REST API of an outdoor shop", tools), turns, bad=True, turn=7, kind="value_changed")


# ---------------------------------------------------------------- 09 jira (bad: status reverted)
def t09(rs: RowSet) -> None:
    tools = [
        tool("jira_search", "Search issues with JQL.", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
        tool("jira_get_transitions", "Available transitions for an issue.", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition an issue.", {"issue_key": S, "transition_id": S}, ["issue_key", "transition_id"]),
        tool("jira_add_comment", "Add a comment.", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_update_issue", "Update fields.", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_get_issue", "Get an issue.", {"issue_key": S}, ["issue_key"]),
    ]
    jql = "project = PAY AND assignee = currentUser() AND statusCategory != Done ORDER BY priority DESC"
    iss = lambda key, summ, status, prio, upd: {"key": key, "summary": summ, "status": {"name": status}, "priority": {"name": prio}, "updated": upd}  # noqa: E731
    s1 = {"total": 3, "start_at": 0, "max_results": 50, "issues": [
        iss("PAY-318", "Idempotency keys not honoured on refund retries", "To Do", "High", "2024-08-19T09:12:33.000+0200"),
        iss("PAY-322", "Upgrade stripe-java to 26.x", "In Progress", "Medium", "2024-08-20T15:40:02.000+0200"),
        iss("PAY-325", "Add SEPA mandate reference to payout CSV", "To Do", "Low", "2024-08-16T11:05:47.000+0200")]}
    s2 = {"total": 2, "start_at": 0, "max_results": 50, "issues": [
        iss("PAY-318", "Idempotency keys not honoured on refund retries", "In Progress", "High", "2024-08-21T10:03:29.000+0200"),
        iss("PAY-325", "Add SEPA mandate reference to payout CSV", "To Do", "Low", "2024-08-21T10:05:12.000+0200")]}
    full = {"key": "PAY-318", "id": "48211", "fields": {"summary": "Idempotency keys not honoured on refund retries", "status": {"name": "To Do", "statusCategory": {"key": "new"}},
            "priority": {"name": "High"}, "assignee": {"displayName": "Jonas Berg"}, "reporter": {"displayName": "Aylin Demir"}, "labels": ["refunds"],
            "created": "2024-08-14T13:27:40.000+0200", "updated": "2024-08-21T10:03:29.000+0200",
            "comment": {"total": 1, "comments": [{"id": "10482", "author": {"displayName": "Jonas Berg"}, "body": "Reproduced on staging: the retry path builds a new key from the attempt counter. Fix in progress.", "created": "2024-08-21T10:02:58.000+0200"}]}}}
    turns = [
        (call("jira_search", jql=jql, fields="summary,status,priority,updated"), J(s1)),
        (call("jira_get_transitions", issue_key="PAY-318"), J([{"id": "11", "name": "To Do", "to_status": "To Do"}, {"id": "21", "name": "In Progress", "to_status": "In Progress"}, {"id": "31", "name": "Done", "to_status": "Done"}, {"id": "41", "name": "Blocked", "to_status": "Blocked"}])),
        (call("jira_add_comment", issue_key="PAY-318", comment="Reproduced on staging: the retry path builds a new key from the attempt counter. Fix in progress."),
         J({"id": "10482", "body": "Reproduced on staging: the retry path builds a new key from the attempt counter. Fix in progress.", "created": "2024-08-21T10:02:58.000+0200", "author": "Jonas Berg"})),
        (call("jira_transition_issue", issue_key="PAY-318", transition_id="21"), J({"success": True, "message": "Issue PAY-318 transitioned successfully", "issue": {"key": "PAY-318", "status": "In Progress"}})),
        (call("jira_transition_issue", issue_key="PAY-322", transition_id="31"), J({"success": True, "message": "Issue PAY-322 transitioned successfully", "issue": {"key": "PAY-322", "status": "Done"}})),
        (call("jira_update_issue", issue_key="PAY-325", fields={"labels": ["payouts", "sepa"], "customfield_10016": 3}),
         J({"success": True, "message": "Issue PAY-325 updated successfully", "issue": {"key": "PAY-325", "labels": ["payouts", "sepa"], "story_points": 3, "updated": "2024-08-21T10:05:12.000+0200"}})),
        (call("jira_search", jql=jql, fields="summary,status,priority,updated"), J(s2)),
        (call("jira_get_issue", issue_key="PAY-318"), J(full)),
    ]
    rs.add(T, "h7-mcp-09", mcp_system("jira", "Atlassian Jira Cloud, project PAY", tools), turns, bad=True, turn=8, kind="status_reverted")


# ---------------------------------------------------------------- 10 memory knowledge graph (clean)
def t10(rs: RowSet) -> None:
    tools = [
        tool("read_graph", "Read the entire knowledge graph.", {}, []),
        tool("create_entities", "Create entities.", {"entities": A}, ["entities"]),
        tool("create_relations", "Create relations.", {"relations": A}, ["relations"]),
        tool("add_observations", "Add observations to entities.", {"observations": A}, ["observations"]),
        tool("delete_observations", "Delete observations.", {"deletions": A}, ["deletions"]),
        tool("delete_entities", "Delete entities and their relations.", {"entityNames": A}, ["entityNames"]),
        tool("search_nodes", "Search nodes by query.", {"query": S}, ["query"]),
    ]
    dana0 = {"type": "entity", "name": "Dana_Whitfield", "entityType": "person", "observations": ["Engineering manager, payments team", "Based in Porto office", "Prefers written agendas"]}
    nw = {"type": "entity", "name": "Northwind_Trial", "entityType": "project", "observations": ["Pilot with Northwind Logistics, ended May 2024"]}
    acme = {"type": "entity", "name": "Harbor_Freight_Co", "entityType": "organization", "observations": ["Employer of Dana_Whitfield"]}
    g1 = {"entities": [dana0, nw, acme], "relations": [
        {"type": "relation", "from": "Dana_Whitfield", "to": "Harbor_Freight_Co", "relationType": "works_at"},
        {"type": "relation", "from": "Dana_Whitfield", "to": "Northwind_Trial", "relationType": "leads"}]}
    hal = {"name": "Project_Halyard", "entityType": "project", "observations": ["Replatforming of the payouts service, started July 2024"]}
    dana1 = dict(dana0, observations=["Engineering manager, payments team", "Prefers written agendas", "Prefers async updates over meetings", "Moved to Lisbon office in March 2024"])
    g2 = {"entities": [dana1, acme, dict(hal, type="entity")], "relations": [
        {"type": "relation", "from": "Dana_Whitfield", "to": "Harbor_Freight_Co", "relationType": "works_at"},
        {"type": "relation", "from": "Dana_Whitfield", "to": "Project_Halyard", "relationType": "leads"}]}
    turns = [
        (call("read_graph"), J(g1)),
        (call("create_entities", entities=[hal]), J([hal])),
        (call("create_relations", relations=[{"from": "Dana_Whitfield", "to": "Project_Halyard", "relationType": "leads"}]), J([{"from": "Dana_Whitfield", "to": "Project_Halyard", "relationType": "leads"}])),
        (call("add_observations", observations=[{"entityName": "Dana_Whitfield", "contents": ["Prefers async updates over meetings", "Moved to Lisbon office in March 2024"]}]),
         J([{"entityName": "Dana_Whitfield", "addedObservations": ["Prefers async updates over meetings", "Moved to Lisbon office in March 2024"]}])),
        (call("delete_observations", deletions=[{"entityName": "Dana_Whitfield", "observations": ["Based in Porto office"]}]), "Observations deleted successfully"),
        (call("delete_entities", entityNames=["Northwind_Trial"]), "Entities deleted successfully"),
        (call("read_graph"), J(g2)),
        (call("search_nodes", query="Lisbon"), J({"entities": [dana1], "relations": []})),
    ]
    rs.add(T, "h7-mcp-10", mcp_system("memory", "a persistent knowledge graph about the user's colleagues", tools), turns)


# ---------------------------------------------------------------- 11 git (bad: commit hash drift)
def t11(rs: RowSet) -> None:
    repo = "/home/ines/src/tinyhttp-parser"
    tools = [tool("git_status", "Shows the working tree status.", {"repo_path": S}, ["repo_path"]),
             tool("git_create_branch", "Creates a new branch.", {"repo_path": S, "branch_name": S, "base_branch": S}, ["repo_path", "branch_name"]),
             tool("git_checkout", "Switches branches.", {"repo_path": S, "branch_name": S}, ["repo_path", "branch_name"]),
             tool("git_add", "Adds file contents to the staging area.", {"repo_path": S, "files": A}, ["repo_path", "files"]),
             tool("git_diff_staged", "Shows changes that are staged for commit.", {"repo_path": S}, ["repo_path"]),
             tool("git_commit", "Records changes to the repository.", {"repo_path": S, "message": S}, ["repo_path", "message"]),
             tool("git_log", "Shows the commit logs.", {"repo_path": S, "max_count": INT}, ["repo_path"])]
    h = "9e4b7c0d5a31f2e8b6d94c1a7f0e3b25d8c6a914"
    hbad = "9e4b7c0d5a31f2e8b6d94c1a7f0e3b25d8c6a194"
    diff = """diff --git a/src/parser.py b/src/parser.py
index 3a5c1e2..b8f04d7 100644
--- a/src/parser.py
+++ b/src/parser.py
@@ -88,7 +88,9 @@ def parse_headers(lines):
     headers = {}
     for raw in lines:
-        name, _, value = raw.partition(":")
+        if not raw.strip():
+            continue
+        name, _, value = raw.partition(":")
         headers[name.strip().lower()] = value.strip()
     return headers
diff --git a/tests/test_parser_edge.py b/tests/test_parser_edge.py
new file mode 100644
index 0000000..5d2e7a1
--- /dev/null
+++ b/tests/test_parser_edge.py
@@ -0,0 +1,9 @@
+from parser import parse_headers
+
+
+def test_blank_header_line_is_skipped():
+    assert parse_headers(["Host: a", "", "Accept: */*"]) == {"host": "a", "accept": "*/*"}
+
+
+def test_no_headers():
+    assert parse_headers([]) == {}"""
    log = (f"Commit history:\nCommit: '{hbad}'\nAuthor: <git.Actor \"Ines Duarte <ines@duarte.dev>\">\nDate: 2024-11-05 18:22:41+00:00\nMessage: 'Skip blank header lines in parse_headers\\n'\n\n"
           "Commit: 'c17a0f9e3b5d2c84a6e01f7d9b3c5e2a8f4d6b01'\nAuthor: <git.Actor \"Ines Duarte <ines@duarte.dev>\">\nDate: 2024-11-02 10:05:13+00:00\nMessage: 'Release 0.4.2\\n'\n\n"
           "Commit: '5b8e2d4f6a0c1e3b7d9f2a4c6e8b0d1f3a5c7e92'\nAuthor: <git.Actor \"Tomás Reis <tomas@reis.pt>\">\nDate: 2024-10-30 21:47:55+00:00\nMessage: 'Handle obs-fold continuation lines (#41)\\n'")
    turns = [
        (call("git_status", repo_path=repo), "Repository status:\nOn branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   src/parser.py\n\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n\ttests/test_parser_edge.py\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")"),
        (call("git_create_branch", repo_path=repo, branch_name="fix/blank-header-lines", base_branch="main"), "Created branch 'fix/blank-header-lines' from 'main'"),
        (call("git_checkout", repo_path=repo, branch_name="fix/blank-header-lines"), "Switched to branch 'fix/blank-header-lines'"),
        (call("git_add", repo_path=repo, files=["src/parser.py", "tests/test_parser_edge.py"]), "Files staged successfully"),
        (call("git_diff_staged", repo_path=repo), "Staged changes:\n" + diff),
        (call("git_commit", repo_path=repo, message="Skip blank header lines in parse_headers"), f"Changes committed successfully with hash {h}"),
        (call("git_status", repo_path=repo), "Repository status:\nOn branch fix/blank-header-lines\nnothing to commit, working tree clean"),
        (call("git_log", repo_path=repo, max_count=3), log),
    ]
    rs.add(T, "h7-mcp-11", mcp_system("git", "git operations on a local repository", tools), turns, bad=True, turn=8, kind="identity_changed")


# ---------------------------------------------------------------- 12 linear (clean)
def t12(rs: RowSet) -> None:
    tools = [tool("linear_search_issues", "Search issues.", {"query": S, "teamId": S, "status": S, "assigneeId": S, "limit": INT}, []),
             tool("linear_create_issue", "Create an issue.", {"title": S, "teamId": S, "description": S, "priority": INT}, ["title", "teamId"]),
             tool("linear_update_issue", "Update an issue.", {"id": S, "title": S, "status": S, "priority": INT}, ["id"]),
             tool("linear_add_comment", "Comment on an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
             tool("linear_get_issue", "Get an issue with comments.", {"id": S}, ["id"])]

    def line(ident: str, title: str, prio: str, status: str, upd: str) -> str:
        return f"- {ident}: {title}\n  Priority: {prio}\n  Status: {status}\n  Updated: {upd}\n  URL: https://linear.app/quayside/issue/{ident.lower()}"
    turns = [
        (call("linear_search_issues", teamId="ENG", assigneeId="me", limit=10),
         "Found 2 issues:\n" + "\n".join([line("ENG-1410", "Flaky e2e: checkout times out on Safari", "High", "Todo", "2024-10-07T08:44:19.311Z"),
                                         line("ENG-1402", "Remove legacy /v1/sessions endpoint", "Low", "Todo", "2024-10-02T13:10:05.927Z")])),
        (call("linear_create_issue", title="Rate limiter counts OPTIONS preflight requests", teamId="ENG", description="Preflight requests consume the per-IP budget; exclude OPTIONS.", priority=3),
         "Created issue ENG-1417: Rate limiter counts OPTIONS preflight requests\nURL: https://linear.app/quayside/issue/eng-1417\nID: 6f2c8e1a-4b7d-4e93-a05c-9d1b3f7e2a48"),
        (call("linear_update_issue", id="ENG-1410", status="In Progress", priority=2),
         "Updated issue ENG-1410\nURL: https://linear.app/quayside/issue/eng-1410"),
        (call("linear_add_comment", issueId="ENG-1417", body="Seen in prod logs: ~8% of 429s at the edge were preflights."),
         "Added comment to issue ENG-1417\nURL: https://linear.app/quayside/issue/eng-1417#comment-b41e9d27"),
        (call("linear_update_issue", id="ENG-1417", title="Exclude CORS preflight (OPTIONS) from per-IP rate limit"),
         "Updated issue ENG-1417\nURL: https://linear.app/quayside/issue/eng-1417"),
        (call("linear_search_issues", teamId="ENG", assigneeId="me", limit=10),
         "Found 3 issues:\n" + "\n".join([line("ENG-1417", "Exclude CORS preflight (OPTIONS) from per-IP rate limit", "Medium", "Backlog", "2024-10-08T09:31:52.118Z"),
                                         line("ENG-1410", "Flaky e2e: checkout times out on Safari", "High", "In Progress", "2024-10-08T09:27:40.602Z"),
                                         line("ENG-1402", "Remove legacy /v1/sessions endpoint", "Low", "Todo", "2024-10-02T13:10:05.927Z")])),
        (call("linear_get_issue", id="ENG-1417"),
         J({"id": "6f2c8e1a-4b7d-4e93-a05c-9d1b3f7e2a48", "identifier": "ENG-1417", "title": "Exclude CORS preflight (OPTIONS) from per-IP rate limit",
            "description": "Preflight requests consume the per-IP budget; exclude OPTIONS.", "priority": 3, "priorityLabel": "Medium", "state": {"name": "Backlog"},
            "createdAt": "2024-10-08T09:26:11.804Z", "updatedAt": "2024-10-08T09:31:52.118Z",
            "comments": [{"id": "b41e9d27-03c6-4a8f-9e21-7d5b0c4f8a36", "body": "Seen in prod logs: ~8% of 429s at the edge were preflights.", "createdAt": "2024-10-08T09:29:03.455Z"}]})),
    ]
    turns = [(a, mcp_text(o)) for a, o in turns]  # this server answers in MCP text content
    rs.add(T, "h7-mcp-12", mcp_system("linear", "Linear issue tracker, team ENG", tools), turns)


# ---------------------------------------------------------------- 13 hubspot (bad: email drift)
def t13(rs: RowSet) -> None:
    tools = [tool("hubspot-search-objects", "Search CRM objects with filters.", {"objectType": S, "filterGroups": A, "properties": A}, ["objectType"]),
             tool("hubspot-batch-create-objects", "Create CRM objects.", {"objectType": S, "inputs": A}, ["objectType", "inputs"]),
             tool("hubspot-batch-update-objects", "Update CRM objects.", {"objectType": S, "inputs": A}, ["objectType", "inputs"]),
             tool("hubspot-create-association", "Associate two objects.", {"fromObjectType": S, "fromObjectId": S, "toObjectType": S, "toObjectId": S}, ["fromObjectType", "fromObjectId", "toObjectType", "toObjectId"]),
             tool("hubspot-get-object", "Get one object.", {"objectType": S, "objectId": S, "properties": A}, ["objectType", "objectId"])]
    c = lambda i, fn, ln, em, cd, lm: {"id": i, "properties": {"firstname": fn, "lastname": ln, "email": em, "createdate": cd, "lastmodifieddate": lm, "hs_object_id": i}, "archived": False}  # noqa: E731
    flt = [{"filters": [{"propertyName": "email", "operator": "CONTAINS_TOKEN", "value": "*@brightwater-analytics.com"}]}]
    c1 = c("51203", "Marit", "Solberg", "marit.solberg@brightwater-analytics.com", "2023-11-08T14:02:11.203Z", "2024-09-30T07:45:38.916Z")
    c2 = c("51277", "Kwame", "Asante", "kwame.asante@brightwater-analytics.com", "2023-11-21T09:17:45.090Z", "2024-08-12T16:20:04.377Z")
    new = c("73118", "Tomasz", "Wielgosz", "tomasz.wielgosz@brightwater-analytics.com", "2024-10-14T11:06:27.512Z", "2024-10-14T11:06:27.512Z")
    newb = c("73118", "Tomasz", "Wielgosz", "tomasz.wielgocz@brightwater-analytics.com", "2024-10-14T11:06:27.512Z", "2024-10-14T11:07:02.144Z")
    deal = lambda amt, lm: {"id": "190442118", "properties": {"dealname": "Brightwater - Analytics Platform renewal 2025", "amount": amt, "dealstage": "contractsent", "pipeline": "default", "closedate": "2024-12-15T00:00:00Z", "createdate": "2024-10-14T11:06:41.880Z", "hs_lastmodifieddate": lm}, "archived": False}  # noqa: E731
    turns = [
        (call("hubspot-search-objects", objectType="contacts", filterGroups=flt, properties=["firstname", "lastname", "email"]), J({"total": 2, "results": [c1, c2]})),
        (call("hubspot-batch-create-objects", objectType="contacts", inputs=[{"properties": {"firstname": "Tomasz", "lastname": "Wielgosz", "email": "tomasz.wielgosz@brightwater-analytics.com", "jobtitle": "Head of Data"}}]),
         J({"status": "COMPLETE", "results": [new], "startedAt": "2024-10-14T11:06:27.431Z", "completedAt": "2024-10-14T11:06:27.598Z"})),
        (call("hubspot-batch-create-objects", objectType="deals", inputs=[{"properties": {"dealname": "Brightwater - Analytics Platform renewal 2025", "amount": "48000", "dealstage": "contractsent", "pipeline": "default", "closedate": "2024-12-15"}}]),
         J({"status": "COMPLETE", "results": [deal("48000", "2024-10-14T11:06:41.880Z")], "startedAt": "2024-10-14T11:06:41.802Z", "completedAt": "2024-10-14T11:06:41.951Z"})),
        (call("hubspot-create-association", fromObjectType="deals", fromObjectId="190442118", toObjectType="contacts", toObjectId="73118"),
         J({"fromObjectTypeId": "0-3", "fromObjectId": 190442118, "toObjectTypeId": "0-1", "toObjectId": 73118, "labels": []})),
        (call("hubspot-batch-update-objects", objectType="deals", inputs=[{"id": "190442118", "properties": {"amount": "52500"}}]),
         J({"status": "COMPLETE", "results": [deal("52500", "2024-10-14T11:08:15.226Z")], "startedAt": "2024-10-14T11:08:15.140Z", "completedAt": "2024-10-14T11:08:15.301Z"})),
        (call("hubspot-get-object", objectType="deals", objectId="190442118", properties=["dealname", "amount", "dealstage"]),
         J(dict(deal("52500", "2024-10-14T11:08:15.226Z"), associations={"contacts": {"results": [{"id": "73118", "type": "deal_to_contact"}]}}))),
        (call("hubspot-search-objects", objectType="contacts", filterGroups=flt, properties=["firstname", "lastname", "email"]), J({"total": 3, "results": [c1, c2, newb]})),
    ]
    rs.add(T, "h7-mcp-13", mcp_system("hubspot", "HubSpot CRM", tools), turns, bad=True, turn=7, kind="value_drift")


# ---------------------------------------------------------------- 14 airtable (clean: pagination, create/update/delete)
def at(rid: str, name: str, role: str, status: str, applied: str, created: str) -> dict[str, Any]:
    return {"id": rid, "createdTime": created, "fields": {"Name": name, "Role": role, "Status": status, "Applied": applied}}


def t14(rs: RowSet) -> None:
    tools = [tool("list_records", "List records in a table.", {"baseId": S, "tableId": S, "pageSize": INT, "offset": S, "filterByFormula": S, "sort": A}, ["baseId", "tableId"]),
             tool("create_record", "Create a record.", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
             tool("update_records", "Update records.", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
             tool("delete_records", "Delete records.", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"])]
    b = dict(baseId="appR3cr8itQx41", tableId="tblApplicants")
    r = [at("rec0Ab3kT9mQ1xYz", "Hanna Lindqvist", "Backend Engineer", "Screening", "2024-09-02", "2024-09-02T08:11:23.000Z"),
         at("rec1Cd4lU0nR2yZa", "Oluwaseun Adeyemi", "Data Analyst", "New", "2024-09-04", "2024-09-04T14:37:50.000Z"),
         at("rec2Ef5mV1oS3zAb", "Marco Bellini", "Backend Engineer", "Interview", "2024-09-05", "2024-09-05T10:02:09.000Z"),
         at("rec3Gh6nW2pT4aBc", "Yuki Tanaka", "Product Designer", "New", "2024-09-09", "2024-09-09T16:48:31.000Z"),
         at("rec4Ij7oX3qU5bCd", "Fatima Zahra El Idrissi", "Data Analyst", "Rejected", "2024-09-10", "2024-09-10T09:25:44.000Z"),
         at("rec5Kl8pY4rV6cDe", "Daniel Kowal", "Backend Engineer", "New", "2024-09-12", "2024-09-12T12:00:17.000Z")]
    new = at("rec6Mn9qZ5sW7dEf", "Aoife Byrne", "Product Designer", "New", "2024-09-16", "2024-09-16T09:14:02.000Z")
    r1u = dict(r[1], fields=dict(r[1]["fields"], Status="Interview"))
    turns = [
        (call("list_records", **b, pageSize=3), J({"records": r[:3], "offset": "itrX7q2LmN9pWk4/rec2Ef5mV1oS3zAb"})),
        (call("list_records", **b, pageSize=3, offset="itrX7q2LmN9pWk4/rec2Ef5mV1oS3zAb"), J({"records": r[3:]})),
        (call("create_record", **b, fields={"Name": "Aoife Byrne", "Role": "Product Designer", "Status": "New", "Applied": "2024-09-16"}), J(new)),
        (call("update_records", **b, records=[{"id": "rec1Cd4lU0nR2yZa", "fields": {"Status": "Interview"}}]), J({"records": [r1u]})),
        (call("delete_records", **b, recordIds=["rec4Ij7oX3qU5bCd"]), J({"records": [{"id": "rec4Ij7oX3qU5bCd", "deleted": True}]})),
        (call("list_records", **b, filterByFormula="{Status} = 'Interview'", sort=[{"field": "Applied", "direction": "desc"}]), J({"records": [r[2], r1u]})),
        (call("list_records", **b, pageSize=10, sort=[{"field": "Applied", "direction": "desc"}]), J({"records": [new, r[5], r[3], r[2], r1u, r[0]]})),
    ]
    rs.add(T, "h7-mcp-14", mcp_system("airtable", "Airtable base 'Recruiting'", tools), turns)


# ---------------------------------------------------------------- 15 todoist (bad: completed task reappears)
def td(tid: str, content: str, due: str, prio: int, project: str, recurring: bool = False, s: str | None = None) -> dict[str, Any]:
    return {"id": tid, "content": content, "project_id": project, "priority": prio, "is_completed": False,
            "due": {"date": due, "string": s or due, "is_recurring": recurring, "lang": "en"}, "labels": []}


def t15(rs: RowSet) -> None:
    tools = [tool("get_projects", "List projects.", {}, []),
             tool("get_tasks", "Get active tasks, optionally with a filter.", {"filter": S}, []),
             tool("close_task", "Complete a task.", {"task_id": S}, ["task_id"]),
             tool("add_task", "Create a task.", {"content": S, "due_string": S, "project_id": S, "priority": INT}, ["content"]),
             tool("update_task", "Update a task.", {"task_id": S, "due_string": S, "priority": INT}, ["task_id"])]
    home, work, inbox = "2331450987", "2331451002", "2331450961"
    passport = td("8204117730", "Renew passport photos", "2024-10-21", 3, home)
    plants = td("8204117862", "Water the plants", "2024-10-22", 1, home, True, "every 3 days")
    bill = td("8204118015", "Pay electricity bill", "2024-10-24", 4, home)
    report = td("8204118144", "Send Q3 expense report", "2024-10-22", 3, work)
    standup = td("8204118290", "Prep notes for Thursday demo", "2024-10-22", 2, work)
    plumber = td("8204120553", "Call plumber about water heater", "2024-10-23", 1, home, s="tomorrow 9am")
    plumber["due"]["datetime"] = "2024-10-23T09:00:00"
    bill2 = dict(bill, due={"date": "2024-10-22", "string": "today", "is_recurring": False, "lang": "en"}, priority=4)
    plants2 = dict(plants, due={"date": "2024-10-25", "string": "every 3 days", "is_recurring": True, "lang": "en"})
    turns = [
        (call("get_projects"), J([{"id": inbox, "name": "Inbox", "is_inbox_project": True}, {"id": home, "name": "Home"}, {"id": work, "name": "Work"}])),
        (call("get_tasks", filter="today | overdue"), J([passport, plants, report, standup])),
        (call("close_task", task_id="8204117730"), "Task 8204117730 completed: Renew passport photos"),
        (call("add_task", content="Call plumber about water heater", due_string="tomorrow 9am", project_id=home, priority=1), J(plumber)),
        (call("update_task", task_id="8204118015", due_string="today", priority=4), J(bill2)),
        (call("close_task", task_id="8204117862"), "Task 8204117862 completed: Water the plants"),
        (call("get_tasks", filter="#Home"), J([plants2, bill2, plumber])),
        (call("get_tasks", filter="today | overdue"), J([passport, bill2, report, standup])),
    ]
    # turn 8: "Renew passport photos" (non-recurring, closed at turn 3) is listed again; "Water the plants" is
    # recurring, so closing it legitimately moves it to 2024-10-25 (present in #Home, absent from today).
    rs.add(T, "h7-mcp-15", mcp_system("todoist", "the user's Todoist account; today is 2024-10-22", tools), turns, bad=True, turn=8, kind="completed_reappears")


# ---------------------------------------------------------------- 16 stripe (clean)
def t16(rs: RowSet) -> None:
    tools = [tool("retrieve_balance", "Retrieve the account balance.", {}, []),
             tool("create_customer", "Create a customer.", {"name": S, "email": S}, ["name"]),
             tool("create_invoice", "Create a draft invoice.", {"customer": S, "days_until_due": INT}, ["customer"]),
             tool("create_invoice_item", "Add an invoice item.", {"customer": S, "invoice": S, "price": S}, ["customer", "invoice", "price"]),
             tool("finalize_invoice", "Finalize a draft invoice.", {"invoice": S}, ["invoice"]),
             tool("list_payment_intents", "List payment intents.", {"customer": S, "limit": INT}, []),
             tool("create_refund", "Refund a payment intent.", {"payment_intent": S, "amount": INT}, ["payment_intent"])]
    bal = lambda avail, pend: {"object": "balance", "available": [{"amount": avail, "currency": "eur", "source_types": {"card": avail}}], "pending": [{"amount": pend, "currency": "eur", "source_types": {"card": pend}}], "livemode": False}  # noqa: E731
    cus = "cus_QxR4bT7mZ2kLpA"
    inv = {"id": "in_1Q5hZ2Kc8RdTw0pL3mNa9bCd", "object": "invoice", "customer": cus, "status": "draft", "amount_due": 0, "currency": "eur", "number": None, "hosted_invoice_url": None, "created": 1728044611}
    inv2 = dict(inv, status="open", amount_due=12000, number="7C1A90E2-0001", hosted_invoice_url="https://invoice.stripe.com/i/acct_1PzT8yKc8RdTw0pL/test_YWNjdF8xUHpUOHlLYzhSZFR3MHBMLF9RdzFqM2xN0200d9Vq2e1X",
               payment_intent="pi_3Q5hZ9Kc8RdTw0pL1tUv4WxY", due_date=1730636656, status_transitions={"finalized_at": 1728044656})
    turns = [
        (call("retrieve_balance"), J(bal(1254030, 87500))),
        (call("create_customer", name="Fjord & Pine Studio", email="billing@fjordpine.no"), J({"id": cus, "object": "customer", "name": "Fjord & Pine Studio", "email": "billing@fjordpine.no", "created": 1728044598})),
        (call("create_invoice", customer=cus, days_until_due=30), J(inv)),
        (call("create_invoice_item", customer=cus, invoice=inv["id"], price="price_1Q2bXvKc8RdTw0pLh6Jk0Lmn"),
         J({"id": "ii_1Q5hZ5Kc8RdTw0pLqR2sTu3V", "object": "invoiceitem", "amount": 12000, "currency": "eur", "customer": cus, "invoice": inv["id"], "description": "Brand workshop (half day)", "quantity": 1})),
        (call("finalize_invoice", invoice=inv["id"]), J(inv2)),
        (call("list_payment_intents", customer=cus, limit=5), J({"object": "list", "data": [{"id": "pi_3Q5hZ9Kc8RdTw0pL1tUv4WxY", "object": "payment_intent", "amount": 12000, "currency": "eur", "status": "requires_payment_method", "customer": cus, "created": 1728044656, "invoice": inv["id"]}], "has_more": False, "url": "/v1/payment_intents"})),
        (call("create_refund", payment_intent="pi_3Q4uK1Kc8RdTw0pL0aBc2DeF", amount=4500),
         J({"id": "re_3Q4uK1Kc8RdTw0pL0xYz9WvU", "object": "refund", "amount": 4500, "currency": "eur", "payment_intent": "pi_3Q4uK1Kc8RdTw0pL0aBc2DeF", "status": "succeeded", "reason": None, "created": 1728044702})),
        (call("retrieve_balance"), J(bal(1249530, 87500))),
    ]
    rs.add(T, "h7-mcp-16", mcp_system("stripe", "Stripe API in test mode", tools), turns)


# ---------------------------------------------------------------- 17 redis (clean: ttl falls, key expires)
def t17(rs: RowSet) -> None:
    tools = [tool("scan_keys", "SCAN keys matching a pattern.", {"pattern": S, "count": INT}, ["pattern"]),
             tool("get", "GET a string value.", {"key": S}, ["key"]),
             tool("set", "SET a string value, optionally with expiry.", {"key": S, "value": S, "expiration": INT}, ["key", "value"]),
             tool("incr", "INCR an integer value.", {"key": S}, ["key"]),
             tool("ttl", "Remaining time to live in seconds.", {"key": S}, ["key"]),
             tool("hset", "Set a field in a hash.", {"name": S, "key": S, "value": S}, ["name", "key", "value"]),
             tool("hgetall", "All fields of a hash.", {"name": S}, ["name"])]
    k = "ratelimit:api:203.0.113.7"
    turns = [
        (call("scan_keys", pattern="ratelimit:*", count=100), J([k, "ratelimit:api:198.51.100.23", "ratelimit:login:203.0.113.7"])),
        (call("get", key=k), "57"),
        (call("ttl", key=k), "42"),
        (call("set", key="cache:dashboard:summary", value='{"orders_today": 318, "revenue_eur": 14872.5}', expiration=10), "Successfully set cache:dashboard:summary with expiration 10 seconds"),
        (call("incr", key=k), "58"),
        (call("ttl", key=k), "29"),
        (call("ttl", key="cache:dashboard:summary"), "-2"),
        (call("get", key="cache:dashboard:summary"), "Key cache:dashboard:summary does not exist"),
        (call("hset", name="config:flags", key="checkout_v2", value="on"), "Field 'checkout_v2' set successfully to 'on' in hash 'config:flags'"),
        (call("hgetall", name="config:flags"), J({"checkout_v2": "on", "new_search": "off", "dark_mode": "on", "max_cart_items": "50"})),
    ]
    rs.add(T, "h7-mcp-17", mcp_system("redis", "the shop's Redis 7 instance", tools), turns)


# ---------------------------------------------------------------- 18 mongodb (bad: update lost)
def t18(rs: RowSet) -> None:
    tools = [tool("list-collections", "List collections of a database.", {"database": S}, ["database"]),
             tool("count", "Count documents matching a filter.", {"database": S, "collection": S, "query": OBJ}, ["database", "collection"]),
             tool("find", "Find documents.", {"database": S, "collection": S, "filter": OBJ, "projection": OBJ, "limit": INT}, ["database", "collection"]),
             tool("update-many", "Update documents matching a filter.", {"database": S, "collection": S, "filter": OBJ, "update": OBJ}, ["database", "collection", "update"]),
             tool("insert-many", "Insert documents.", {"database": S, "collection": S, "documents": A}, ["database", "collection", "documents"]),
             tool("aggregate", "Run an aggregation pipeline.", {"database": S, "collection": S, "pipeline": A}, ["database", "collection", "pipeline"])]
    db = dict(database="fleet")
    plates = ["KX-4471-BT", "KX-5308-RA"]
    v = lambda oid, plate, model, km, status: {"_id": oid, "plate": plate, "model": model, "odometer_km": km, "next_service_km": 120000, "status": status, "depot": "Gdansk-2"}  # noqa: E731
    va = v("6641f0a2c9e77b1d2a5e3f10", plates[0], "Ford Transit Custom", 121734, "active")
    vb = v("6641f0a2c9e77b1d2a5e3f1b", plates[1], "Ford Transit Custom", 120410, "active")

    def docs(n: int, items: list[dict[str, Any]], coll: str = "vehicles") -> str:
        return f"Found {n} documents in the collection \"{coll}\":\n" + "\n".join(json.dumps(d, ensure_ascii=False) for d in items)
    turns = [
        (call("list-collections", **db), "Name: \"maintenance_logs\"\nName: \"trips\"\nName: \"vehicles\"\nName: \"drivers\""),
        (call("count", **db, collection="vehicles", query={"status": "active"}), "Found 128 documents in the collection \"vehicles\""),
        (call("find", **db, collection="vehicles", filter={"plate": {"$in": plates}}), docs(2, [va, vb])),
        (call("update-many", **db, collection="vehicles", filter={"plate": {"$in": plates}}, update={"$set": {"status": "maintenance"}}), "Matched 2 document(s). Modified 2 document(s)."),
        (call("insert-many", **db, collection="maintenance_logs", documents=[{"plate": p, "reason": "scheduled 120k service", "opened": "2024-06-11"} for p in plates]),
         "Inserted `2` document(s) into collection \"maintenance_logs\"\nInserted IDs: 66681b3fd1a4e20c7b9f5a61, 66681b3fd1a4e20c7b9f5a62"),
        (call("count", **db, collection="vehicles", query={"status": "active"}), "Found 126 documents in the collection \"vehicles\""),
        (call("find", **db, collection="vehicles", filter={"plate": {"$in": plates}}), docs(2, [dict(va, status="maintenance"), vb])),
        (call("aggregate", **db, collection="maintenance_logs", pipeline=[{"$match": {"opened": {"$gte": "2024-06-01"}}}, {"$group": {"_id": "$reason", "n": {"$sum": 1}}}]),
         "Found 2 documents in the collection \"maintenance_logs\":\n{\"_id\": \"scheduled 120k service\", \"n\": 5}\n{\"_id\": \"brake pads\", \"n\": 2}"),
    ]
    rs.add(T, "h7-mcp-18", mcp_system("mongodb", "MongoDB Atlas cluster for fleet management", tools), turns, bad=True, turn=7, kind="update_lost")


# ---------------------------------------------------------------- 19 kubernetes (clean: pod recreated with a new name)
def pods(rows: list[tuple[str, str, str, str, str]]) -> str:
    out = [f"{'NAME':<34}{'READY':<8}{'STATUS':<19}{'RESTARTS':<16}AGE"]
    out += [f"{n:<34}{r:<8}{s:<19}{rs_:<16}{age}" for n, r, s, rs_, age in rows]
    return "\n".join(out)


def t19(rs: RowSet) -> None:
    tools = [tool("pods_list_in_namespace", "List pods in a namespace.", {"namespace": S}, ["namespace"]),
             tool("pods_log", "Logs of a pod.", {"namespace": S, "name": S, "tail": INT}, ["namespace", "name"]),
             tool("events_list", "Events in a namespace.", {"namespace": S}, []),
             tool("pods_delete", "Delete a pod.", {"namespace": S, "name": S}, ["namespace", "name"]),
             tool("resources_scale", "Scale a deployment.", {"namespace": S, "kind": S, "name": S, "replicas": INT}, ["namespace", "kind", "name", "replicas"]),
             tool("pods_top", "CPU and memory of pods.", {"namespace": S}, ["namespace"])]
    ns = dict(namespace="shop")
    turns = [
        (call("pods_list_in_namespace", **ns), pods([("cart-6b7f9d5c4-tq8mz", "1/1", "Running", "0", "6d"),
                                                    ("checkout-7d9f8c6b5-2xkqp", "1/1", "Running", "3 (12m ago)", "2d4h"),
                                                    ("checkout-7d9f8c6b5-hv8tn", "0/1", "CrashLoopBackOff", "7 (2m31s ago)", "2d4h"),
                                                    ("redis-0", "1/1", "Running", "0", "14d")])),
        (call("pods_log", **ns, name="checkout-7d9f8c6b5-hv8tn", tail=6),
         "2024-06-12T09:41:07.532Z INFO  starting checkout-service v3.4.1\n2024-06-12T09:41:07.611Z INFO  connecting to redis://redis-0.redis:6379\n2024-06-12T09:41:08.904Z ERROR failed to load TLS keypair: open /etc/tls/tls.key: no such file or directory\n2024-06-12T09:41:08.905Z FATAL exiting with code 1"),
        (call("events_list", **ns),
         "LAST SEEN   TYPE      REASON    OBJECT                               MESSAGE\n2m31s       Warning   BackOff   pod/checkout-7d9f8c6b5-hv8tn         Back-off restarting failed container checkout in pod checkout-7d9f8c6b5-hv8tn_shop(5f0c2a7e-91d4-4b3a-8e62-d71f4c9a0b35)\n47m         Normal    Updated   secret/checkout-tls                  Secret checkout-tls updated by cert-manager"),
        (call("pods_delete", **ns, name="checkout-7d9f8c6b5-hv8tn"), "Pod deleted successfully"),
        (call("pods_list_in_namespace", **ns), pods([("cart-6b7f9d5c4-tq8mz", "1/1", "Running", "0", "6d"),
                                                    ("checkout-7d9f8c6b5-2xkqp", "1/1", "Running", "3 (13m ago)", "2d4h"),
                                                    ("checkout-7d9f8c6b5-q4wzr", "0/1", "ContainerCreating", "0", "4s"),
                                                    ("redis-0", "1/1", "Running", "0", "14d")])),
        (call("resources_scale", **ns, kind="Deployment", name="checkout", replicas=3), "Deployment shop/checkout scaled to 3 replicas"),
        (call("pods_list_in_namespace", **ns), pods([("cart-6b7f9d5c4-tq8mz", "1/1", "Running", "0", "6d"),
                                                    ("checkout-7d9f8c6b5-2xkqp", "1/1", "Running", "3 (14m ago)", "2d4h"),
                                                    ("checkout-7d9f8c6b5-q4wzr", "1/1", "Running", "0", "52s"),
                                                    ("checkout-7d9f8c6b5-x7c2d", "0/1", "Running", "0", "11s"),
                                                    ("redis-0", "1/1", "Running", "0", "14d")])),
        (call("pods_top", **ns), "NAME                               CPU(cores)   MEMORY(bytes)\ncart-6b7f9d5c4-tq8mz               4m           61Mi\ncheckout-7d9f8c6b5-2xkqp           38m          142Mi\ncheckout-7d9f8c6b5-q4wzr           21m          118Mi\ncheckout-7d9f8c6b5-x7c2d           96m          87Mi\nredis-0                            3m           24Mi"),
    ]
    rs.add(T, "h7-mcp-19", mcp_system("kubernetes", "kubectl-like access to cluster prod-eu", tools), turns)


# ---------------------------------------------------------------- 20 home assistant (bad: last_updated goes backwards)
def ha(eid: str, state: str, attrs: dict[str, Any], changed: str, updated: str) -> dict[str, Any]:
    return {"entity_id": eid, "state": state, "attributes": attrs, "last_changed": changed, "last_reported": updated, "last_updated": updated,
            "context": {"id": "01JD1" + eid.upper().replace(".", "").replace("_", "")[:21], "parent_id": None, "user_id": None}}


def t20(rs: RowSet) -> None:
    tools = [tool("list_entities", "List entities of a domain.", {"domain": S}, ["domain"]),
             tool("get_state", "Get an entity's state.", {"entity_id": S}, ["entity_id"]),
             tool("call_service", "Call a service; returns the changed states.", {"domain": S, "service": S, "service_data": OBJ}, ["domain", "service"])]
    clim = lambda target, cur, upd: {"hvac_modes": ["off", "heat"], "min_temp": 7, "max_temp": 35, "current_temperature": cur, "temperature": target, "hvac_action": "heating", "friendly_name": "Living room thermostat", "supported_features": 385}  # noqa: E731
    c0 = ha("climate.living_room", "heat", clim(20, 19.5, 0), "2024-11-18T06:30:02.114031+00:00", "2024-11-18T07:41:55.602718+00:00")
    c1 = ha("climate.living_room", "heat", clim(21.5, 19.5, 0), "2024-11-18T06:30:02.114031+00:00", "2024-11-18T07:52:10.338412+00:00")
    c2 = ha("climate.living_room", "heat", clim(21.5, 19.7, 0), "2024-11-18T06:30:02.114031+00:00", "2024-11-18T07:48:13.090557+00:00")
    light = ha("light.hallway", "off", {"supported_color_modes": ["brightness"], "color_mode": None, "brightness": None, "friendly_name": "Hallway"}, "2024-11-18T07:52:31.775904+00:00", "2024-11-18T07:52:31.775904+00:00")
    sensor = ha("sensor.living_room_temperature", "19.7", {"state_class": "measurement", "unit_of_measurement": "°C", "device_class": "temperature", "friendly_name": "Living room temperature"}, "2024-11-18T07:53:40.219004+00:00", "2024-11-18T07:53:40.219004+00:00")
    turns = [
        (call("list_entities", domain="climate"), J([{"entity_id": "climate.living_room", "state": "heat"}, {"entity_id": "climate.bedroom", "state": "off"}])),
        (call("get_state", entity_id="climate.living_room"), J(c0)),
        (call("call_service", domain="climate", service="set_temperature", service_data={"entity_id": "climate.living_room", "temperature": 21.5}), J([c1])),
        (call("call_service", domain="light", service="turn_off", service_data={"entity_id": "light.hallway"}), J([light])),
        (call("get_state", entity_id="light.hallway"), J(light)),
        (call("get_state", entity_id="sensor.living_room_temperature"), J(sensor)),
        (call("get_state", entity_id="climate.living_room"), J(c2)),
    ]
    rs.add(T, "h7-mcp-20", mcp_system("home-assistant", "Home Assistant REST API", tools), turns, bad=True, turn=7, kind="clock_backwards")


# ---------------------------------------------------------------- 21 trello (bad: moved card still in the old list)
def card(cid: str, name: str, lid: str, pos: int, last: str, closed: bool = False) -> dict[str, Any]:
    return {"id": cid, "name": name, "idList": lid, "pos": pos, "closed": closed, "dateLastActivity": last, "idShort": int(cid[-2:], 16), "shortUrl": f"https://trello.com/c/{cid[-8:]}"}


def t21(rs: RowSet) -> None:
    tools = [tool("get_lists", "Lists on the board.", {"boardId": S}, []),
             tool("get_cards_by_list_id", "Cards in a list.", {"listId": S}, ["listId"]),
             tool("move_card", "Move a card to another list.", {"cardId": S, "listId": S}, ["cardId", "listId"]),
             tool("add_card_to_list", "Create a card.", {"listId": S, "name": S, "description": S}, ["listId", "name"]),
             tool("archive_card", "Archive a card.", {"cardId": S}, ["cardId"])]
    L = {"Backlog": "66a0f1c2d3e4b5a69788a901", "Doing": "66a0f1c2d3e4b5a69788a902", "Review": "66a0f1c2d3e4b5a69788a903", "Done": "66a0f1c2d3e4b5a69788a904"}
    cdn = card("66b2e7f1a3c4d5e6f7a8b93c", "Migrate image CDN to bunny.net", L["Doing"], 16384, "2024-08-05T13:22:10.112Z")
    ws = card("66b2e7f1a3c4d5e6f7a8b94d", "Websocket auth via short-lived tickets", L["Doing"], 32768, "2024-08-06T08:40:51.530Z")
    seo = card("66b2e7f1a3c4d5e6f7a8b95e", "Sitemap for localized pages", L["Doing"], 49152, "2024-08-02T17:03:44.007Z")
    old = card("66b2e7f1a3c4d5e6f7a8b91a", "Spike: GraphQL persisted queries", L["Backlog"], 8192, "2024-06-19T10:11:12.000Z")
    cdn_m = dict(cdn, idList=L["Review"], pos=65535, dateLastActivity="2024-08-07T09:15:02.884Z")
    flaky = card("66b3a0d4e5f6a7b8c9d0e1af", "Fix flaky upload test (S3 multipart)", L["Doing"], 65536, "2024-08-07T09:15:40.216Z")
    turns = [
        (call("get_lists", boardId="66a0f1b0c9d8e7f6a5b4c3d2"), J([{"id": v, "name": k, "closed": False, "pos": 16384 * (i + 1)} for i, (k, v) in enumerate(L.items())])),
        (call("get_cards_by_list_id", listId=L["Doing"]), J([cdn, ws, seo])),
        (call("move_card", cardId=cdn["id"], listId=L["Review"]), J(cdn_m)),
        (call("add_card_to_list", listId=L["Doing"], name="Fix flaky upload test (S3 multipart)", description="Fails ~1/20 runs on CI, part ETag mismatch."), J(flaky)),
        (call("archive_card", cardId=old["id"]), J(dict(old, closed=True, dateLastActivity="2024-08-07T09:16:05.331Z"))),
        (call("get_cards_by_list_id", listId=L["Review"]), J([card("66b2e7f1a3c4d5e6f7a8b92b", "Rate-limit password reset emails", L["Review"], 16384, "2024-08-06T15:29:33.410Z"), cdn_m])),
        (call("get_cards_by_list_id", listId=L["Doing"]), J([cdn, ws, seo, flaky])),
    ]
    rs.add(T, "h7-mcp-21", mcp_system("trello", "Trello board 'Web platform'", tools), turns, bad=True, turn=7, kind="moved_item_in_old_place")


# ---------------------------------------------------------------- 22 zendesk (clean)
def zt(tid: int, subj: str, status: str, prio: str, upd: str, assignee: int | None = None) -> dict[str, Any]:
    return {"id": tid, "subject": subj, "status": status, "priority": prio, "requester_id": 39017752, "assignee_id": assignee, "created_at": "2024-12-02T07:48:13Z", "updated_at": upd, "tags": ["billing"] if tid == 48213 else []}


def t22(rs: RowSet) -> None:
    tools = [tool("get_tickets", "List tickets, newest updated first.", {"page": INT, "per_page": INT, "sort_by": S, "sort_order": S}, []),
             tool("get_ticket", "Get a ticket.", {"ticket_id": INT}, ["ticket_id"]),
             tool("create_ticket_comment", "Add a comment (public reply or internal note).", {"ticket_id": INT, "comment": S, "public": B}, ["ticket_id", "comment"]),
             tool("update_ticket", "Update ticket fields.", {"ticket_id": INT, "status": S, "assignee_id": INT, "priority": S}, ["ticket_id"]),
             tool("get_ticket_comments", "Comments of a ticket.", {"ticket_id": INT}, ["ticket_id"])]
    a = zt(48213, "Charged twice for December invoice", "new", "normal", "2024-12-02T07:48:13Z")
    b = dict(zt(48207, "Cannot export timesheets to CSV", "open", "low", "2024-12-02T07:31:55Z", 40550129), created_at="2024-12-01T19:02:40Z", requester_id=39014420)
    c = dict(zt(48199, "SSO login loops back to sign-in page", "open", "high", "2024-12-01T22:10:06Z", 40550137), created_at="2024-12-01T15:26:09Z", requester_id=39008867)
    a1 = zt(48213, a["subject"], "open", "high", "2024-12-02T08:03:51Z", 40550129)
    a2 = zt(48213, a["subject"], "pending", "high", "2024-12-02T08:06:37Z", 40550129)
    com = lambda cid, author, body, public, at: {"id": cid, "author_id": author, "body": body, "public": public, "created_at": at}  # noqa: E731
    cm0 = com(27715004411, 39017752, "Hi, my card was charged 49 EUR twice on Dec 1 for the same invoice (INV-2024-1187). Please refund one.", True, "2024-12-02T07:48:13Z")
    cm1 = com(27715098762, 40550129, "Stripe shows two succeeded charges 90s apart; webhook retry created a 2nd PI. Refund ch_3QR... once finance approves.", False, "2024-12-02T08:01:27Z")
    cm2 = com(27715112390, 40550129, "Hi Sofia, thanks for flagging this - you're right, the payment went through twice. We've started a refund for the duplicate 49 EUR charge; it should appear on your statement within 5-10 business days. We'll keep this ticket open until you confirm.", True, "2024-12-02T08:05:59Z")
    turns = [
        (call("get_tickets", page=1, per_page=3, sort_by="updated_at", sort_order="desc"), J({"tickets": [a, b, c], "count": 3, "next_page": None})),
        (call("get_ticket", ticket_id=48213), J(dict(a, description=cm0["body"]))),
        (call("create_ticket_comment", ticket_id=48213, comment=cm1["body"], public=False), J({"ticket_id": 48213, "comment_id": 27715098762, "public": False, "result": "Comment added successfully"})),
        (call("update_ticket", ticket_id=48213, status="open", assignee_id=40550129, priority="high"), J({"ticket": a1})),
        (call("create_ticket_comment", ticket_id=48213, comment=cm2["body"], public=True), J({"ticket_id": 48213, "comment_id": 27715112390, "public": True, "result": "Comment added successfully"})),
        (call("update_ticket", ticket_id=48213, status="pending"), J({"ticket": a2})),
        (call("get_ticket_comments", ticket_id=48213), J({"comments": [cm0, cm1, cm2], "count": 3})),
        (call("get_ticket", ticket_id=48213), J(dict(a2, description=cm0["body"]))),
        (call("get_tickets", page=1, per_page=3, sort_by="updated_at", sort_order="desc"), J({"tickets": [a2, b, c], "count": 3, "next_page": None})),
    ]
    rs.add(T, "h7-mcp-22", mcp_system("zendesk", "Zendesk Support for a SaaS billing team", tools), turns)


def main() -> None:
    rs = RowSet(OUT)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
