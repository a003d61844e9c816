# ruff: noqa: E501
"""Held-out set 50, domain ``mcp``: 22 MCP-server trajectories written blind.

Each trajectory drives one MCP server (developer tools, databases, storage, payments, design and
browser automation) through 6 to 12 tool calls. Eleven of them hold exactly one observation that
contradicts what an earlier observation established; the other eleven are clean but full of
legitimate changes (edits, renames, deletions, restarts, moving clocks and counters, re-sorted or
filtered views). Labels: ``bad``/``turn``/``kind`` per trajectory id.
"""

from __future__ import annotations

import base64
import difflib
import hashlib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, RowSet, S, call, mcp_text, pj, tool

SYS_HEAD = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

You are currently simulating the **{server}** MCP server ({purpose}).

Your goal is to be as faithful as possible to real tool behavior while maintaining consistency, logical correctness, and protocol compliance across the interaction sequence.

## Task Definition

Given:
1. **Historical Context** (Optional): Previous tool calls and their responses in this session
2. **Current Tool Call**: A JSON-formatted function call with name and arguments

Predict the **exact tool response** that would be returned in a real execution environment.

## State Transitions & Update

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Stateless Tools | Returns computed results without side effects |

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters) across turns. Changes made in earlier turns must be reflected in later queries; operations on deleted resources must fail.

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters | MCP text wrapper: `{{"type":"text","text":"..."}}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors: argument validation errors (pydantic style), `404 Not Found`, `403 Forbidden`, `status: error\\nmessage: ...`, `Connection timed out after Xs`. Infer the exact format from the tool's domain and from earlier results.

---

# Input Definitions & Action Space

You can simulate the following tools:

"""

SYS_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance, text vs JSON, CSV vs JSON).
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings.
3. **Realistic Details**: Include plausible resource identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.
"""


def system(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return SYS_HEAD.format(server=server, purpose=purpose) + json.dumps(tools, indent=2, ensure_ascii=False) + SYS_TAIL


def b64(text: str) -> str:
    raw = base64.b64encode(text.encode()).decode()
    return "\n".join(raw[i:i + 60] for i in range(0, len(raw), 60)) + "\n"


def nbytes(text: str) -> int:
    return len(text.encode())


def table(head: list[str], rows: list[list[Any]], gap: int = 3) -> str:
    """kubectl / docker style column table."""
    cols = [head] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cols) for i in range(len(head))]
    out = []
    for r in cols:
        out.append((" " * gap).join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return "\n".join(out)


def psql(head: list[str], rows: list[list[Any]]) -> str:
    """psql / mysql-client style aligned table with a row count."""
    cols = [head] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cols) for i in range(len(head))]
    line = "-+-".join("-" * w for w in widths)
    out = [" " + " | ".join(h.center(w) for h, w in zip(head, widths)), "-" + line + "-"]
    for r in cols[1:]:
        out.append(" " + " | ".join(c.rjust(w) if c.replace(".", "").replace("-", "").isdigit() else c.ljust(w)
                                     for c, w in zip(r, widths)))
    n = len(rows)
    out.append(f"({n} row{'s' if n != 1 else ''})")
    return "\n".join(out)


def pyrepr(rows: list[dict[str, Any]]) -> str:
    return repr(rows)


# ---------------------------------------------------------------------------------------------
# 01 GitHub (clean): issue -> branch -> file fix -> PR -> merge closes the issue
# ---------------------------------------------------------------------------------------------

def t01(rs: RowSet) -> None:
    tools = [
        tool("list_issues", "List issues in a GitHub repository with filtering options", {"owner": S, "repo": S, "state": {"type": "string", "enum": ["open", "closed", "all"]}, "labels": {"type": "array", "items": S}, "sort": {"type": "string", "enum": ["created", "updated", "comments"]}, "direction": S, "since": S, "page": INT, "per_page": INT}, ["owner", "repo"]),
        tool("get_issue", "Get details of a specific issue in a GitHub repository", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("get_file_contents", "Get the contents of a file or directory from a GitHub repository", {"owner": S, "repo": S, "path": S, "branch": S}, ["owner", "repo", "path"]),
        tool("create_branch", "Create a new branch in a GitHub repository", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a single file in a GitHub repository", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Create a new pull request in a GitHub repository", {"owner": S, "repo": S, "title": S, "body": S, "head": S, "base": S, "draft": B, "maintainer_can_modify": B}, ["owner", "repo", "title", "head", "base"]),
        tool("add_issue_comment", "Add a comment to an existing issue", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("merge_pull_request", "Merge a pull request", {"owner": S, "repo": S, "pull_number": INT, "commit_title": S, "commit_message": S, "merge_method": {"type": "string", "enum": ["merge", "squash", "rebase"]}}, ["owner", "repo", "pull_number"]),
    ]
    sysp = system("github", "GitHub API access for repositories, issues and pull requests; authenticated as the user `mbeaulieu`", tools)
    o, r = "northwind-labs", "ledgerline"
    api = f"https://api.github.com/repos/{o}/{r}"
    main_sha = "9e41c07b2d5a8f36e1c4d0a7b93f5e2c8d1a6f04"

    def user(login: str, uid: int) -> dict[str, Any]:
        return {"login": login, "id": uid, "avatar_url": f"https://avatars.githubusercontent.com/u/{uid}?v=4", "type": "User", "site_admin": False}

    lbl_bug = {"id": 5128843310, "name": "bug", "color": "d73a4a", "default": True, "description": "Something isn't working"}
    lbl_money = {"id": 5128851047, "name": "area/money", "color": "0e8a16", "default": False, "description": "Currency and rounding"}
    lbl_cli = {"id": 5128851952, "name": "area/cli", "color": "1d76db", "default": False, "description": ""}
    issues = [
        (214, "Rounding of half-cent amounts is biased upward in monthly statements", 3, "2025-03-02T09:14:51Z", "2025-03-11T16:40:08Z", user("okafor-j", 48123907), [lbl_bug, lbl_money]),
        (211, "`ledgerline import` crashes on CSV with BOM", 5, "2025-02-26T13:02:19Z", "2025-03-10T08:21:44Z", user("tpalacios", 9921834), [lbl_bug, lbl_cli]),
        (207, "Negative balances shown without minus sign in HTML export", 1, "2025-02-19T17:45:03Z", "2025-03-04T11:12:30Z", user("mbeaulieu", 3310562), [lbl_bug]),
        (198, "Exchange-rate cache never expires when offline", 8, "2025-02-07T07:58:26Z", "2025-02-28T20:03:57Z", user("hsuzuki", 77405123), [lbl_bug, lbl_money]),
    ]
    lst = []
    for n, title, com, cr, up, u, labels in issues:
        lst.append({"url": f"{api}/issues/{n}", "html_url": f"https://github.com/{o}/{r}/issues/{n}", "id": 2885000000 + n * 137, "number": n, "title": title, "user": u, "labels": labels, "state": "open", "locked": False, "assignee": None, "assignees": [], "comments": com, "created_at": cr, "updated_at": up, "closed_at": None, "author_association": "CONTRIBUTOR" if u["login"] != "mbeaulieu" else "OWNER"})
    t1 = pj(lst)

    body214 = ("`round_money()` uses `ROUND_HALF_UP`, so every x.xx5 amount is rounded away from zero. Over a month of "
               "interest postings this adds up: account 00417 shows +0.37 EUR vs. the bank's figure.\n\n"
               "Banks (and our own spec, docs/rounding.md) use banker's rounding (`ROUND_HALF_EVEN`).\n\n"
               "Steps:\n```python\n>>> round_money(Decimal('2.675'))\nDecimal('2.68')  # expected 2.68 under HALF_EVEN too, but 2.665 -> 2.67 should be 2.66\n```")
    iss = dict(lst[0])
    iss.update({"body": body214, "milestone": {"number": 6, "title": "v0.9.2", "state": "open", "open_issues": 4, "closed_issues": 11}, "reactions": {"total_count": 2, "+1": 2, "-1": 0}, "closed_by": None, "state_reason": None})
    t2 = pj(iss)

    old_src = '''"""Money helpers: quantisation and formatting."""
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")


def round_money(value: Decimal) -> Decimal:
    """Round to whole cents."""
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def fmt(value: Decimal, currency: str = "EUR") -> str:
    sign = "-" if value < 0 else ""
    return f"{sign}{abs(round_money(value)):,.2f} {currency}"
'''
    new_src = old_src.replace("ROUND_HALF_UP", "ROUND_HALF_EVEN").replace('"""Round to whole cents."""', '"""Round to whole cents using banker\'s rounding (see docs/rounding.md)."""')
    path = "src/ledgerline/money.py"
    old_sha = "4c8a1d93e07b5f2a6d18c3e9b7f40a25d6e1c8b3"
    new_sha = "b70e3f5a91c2d84e6a0f17c35d9b28e4f6a1c0d7"
    t3 = pj({"type": "file", "encoding": "base64", "size": nbytes(old_src), "name": "money.py", "path": path, "content": b64(old_src), "sha": old_sha,
             "url": f"{api}/contents/{path}?ref=main", "git_url": f"{api}/git/blobs/{old_sha}", "html_url": f"https://github.com/{o}/{r}/blob/main/{path}",
             "download_url": f"https://raw.githubusercontent.com/{o}/{r}/main/{path}", "_links": {"self": f"{api}/contents/{path}?ref=main", "git": f"{api}/git/blobs/{old_sha}", "html": f"https://github.com/{o}/{r}/blob/main/{path}"}})
    br = "fix/214-half-even-rounding"
    t4 = pj({"ref": f"refs/heads/{br}", "node_id": "REF_kwDOLx3m8rFyZWZzL2hlYWRzL2ZpeC8yMTQtaGFsZi1ldmVuLXJvdW5kaW5n", "url": f"{api}/git/refs/heads/{br}", "object": {"sha": main_sha, "type": "commit", "url": f"{api}/git/commits/{main_sha}"}})
    commit_sha = "d2f86b1e4a07c39e5b8d6f1a20c7e43b9a5d8e16"
    msg = "money: use banker's rounding in round_money (fixes #214)"
    t5 = pj({"content": {"name": "money.py", "path": path, "sha": new_sha, "size": nbytes(new_src), "url": f"{api}/contents/{path}?ref={br}", "html_url": f"https://github.com/{o}/{r}/blob/{br}/{path}", "git_url": f"{api}/git/blobs/{new_sha}", "download_url": f"https://raw.githubusercontent.com/{o}/{r}/{br}/{path}", "type": "file"},
             "commit": {"sha": commit_sha, "node_id": "C_kwDOLx3m8toAKGQyZjg2YjFlNGEwN2MzOWU1YjhkNmYxYTIwYzdlNDNiOWE1ZDhlMTY", "url": f"{api}/git/commits/{commit_sha}", "html_url": f"https://github.com/{o}/{r}/commit/{commit_sha}",
                        "author": {"name": "Mathilde Beaulieu", "email": "mbeaulieu@users.noreply.github.com", "date": "2025-03-11T17:02:44Z"},
                        "committer": {"name": "Mathilde Beaulieu", "email": "mbeaulieu@users.noreply.github.com", "date": "2025-03-11T17:02:44Z"},
                        "tree": {"sha": "1a5c7e09d3b84f26e1d0c9a7b3f5e28d4c6a1b90", "url": f"{api}/git/trees/1a5c7e09d3b84f26e1d0c9a7b3f5e28d4c6a1b90"},
                        "message": msg, "parents": [{"url": f"{api}/git/commits/{main_sha}", "html_url": f"https://github.com/{o}/{r}/commit/{main_sha}", "sha": main_sha}],
                        "verification": {"verified": False, "reason": "unsigned", "signature": None, "payload": None}}})
    prb = "Switches `round_money()` from `ROUND_HALF_UP` to `ROUND_HALF_EVEN`, matching docs/rounding.md.\n\nFixes #214"
    me = user("mbeaulieu", 3310562)
    t6 = pj({"url": f"{api}/pulls/219", "id": 2368114502, "html_url": f"https://github.com/{o}/{r}/pull/219", "diff_url": f"https://github.com/{o}/{r}/pull/219.diff", "number": 219, "state": "open", "locked": False,
             "title": "Use banker's rounding in round_money", "user": me, "body": prb, "created_at": "2025-03-11T17:03:31Z", "updated_at": "2025-03-11T17:03:31Z", "closed_at": None, "merged_at": None, "merge_commit_sha": None,
             "assignee": None, "requested_reviewers": [], "labels": [], "draft": False,
             "head": {"label": f"{o}:{br}", "ref": br, "sha": commit_sha, "user": {"login": o, "id": 160224871, "type": "Organization"}},
             "base": {"label": f"{o}:main", "ref": "main", "sha": main_sha, "user": {"login": o, "id": 160224871, "type": "Organization"}},
             "author_association": "OWNER", "merged": False, "mergeable": None, "mergeable_state": "unknown", "comments": 0, "review_comments": 0, "maintainer_can_modify": False, "commits": 1, "additions": 3, "deletions": 3, "changed_files": 1})
    t7 = pj({"id": 2713840095, "node_id": "IC_kwDOLx3m8s6hwq3f", "url": f"{api}/issues/comments/2713840095", "html_url": f"https://github.com/{o}/{r}/issues/214#issuecomment-2713840095",
             "body": "Fix is up in #219 — switched to HALF_EVEN; 2.665 now rounds to 2.66. Will close once merged.", "user": me, "created_at": "2025-03-11T17:04:10Z", "updated_at": "2025-03-11T17:04:10Z", "author_association": "OWNER"})
    merge_sha = "f05a2c9d7e13b48a6c2e9f0d1b7a35c8e4d6f912"
    t8 = pj({"sha": merge_sha, "merged": True, "message": "Pull Request successfully merged"})
    iss2 = dict(iss)
    iss2.update({"state": "closed", "comments": 4, "updated_at": "2025-03-11T17:06:55Z", "closed_at": "2025-03-11T17:06:55Z", "state_reason": "completed", "closed_by": me,
                 "milestone": {"number": 6, "title": "v0.9.2", "state": "open", "open_issues": 3, "closed_issues": 12}})
    t9 = pj(iss2)
    turns = [
        (call("list_issues", owner=o, repo=r, state="open", labels=["bug"], sort="updated", direction="desc", per_page=10), t1),
        (call("get_issue", owner=o, repo=r, issue_number=214), t2),
        (call("get_file_contents", owner=o, repo=r, path=path, branch="main"), t3),
        (call("create_branch", owner=o, repo=r, branch=br, from_branch="main"), t4),
        (call("create_or_update_file", owner=o, repo=r, path=path, content=new_src, message=msg, branch=br, sha=old_sha), t5),
        (call("create_pull_request", owner=o, repo=r, title="Use banker's rounding in round_money", body=prb, head=br, base="main"), t6),
        (call("add_issue_comment", owner=o, repo=r, issue_number=214, body="Fix is up in #219 — switched to HALF_EVEN; 2.665 now rounds to 2.66. Will close once merged."), t7),
        (call("merge_pull_request", owner=o, repo=r, pull_number=219, merge_method="squash", commit_title="Use banker's rounding in round_money (#219)"), t8),
        (call("get_issue", owner=o, repo=r, issue_number=214), t9),
    ]
    rs.add("mcp", "h50-mcp-01", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 02 PostgreSQL (bad, turn 6): status counts after a bulk cancel do not add up
# ---------------------------------------------------------------------------------------------

def t02(rs: RowSet) -> None:
    tools = [
        tool("list_schemas", "List all schemas in the database", {}, []),
        tool("list_objects", "List objects in a schema", {"schema_name": S, "object_type": {"type": "string", "enum": ["table", "view", "sequence", "extension"], "default": "table"}}, ["schema_name"]),
        tool("get_object_details", "Show detailed information about a database object", {"schema_name": S, "object_name": S, "object_type": {"type": "string", "default": "table"}}, ["schema_name", "object_name"]),
        tool("execute_sql", "Execute any SQL query", {"sql": S}, ["sql"]),
        tool("explain_query", "Explains the execution plan for a SQL query", {"sql": S, "analyze": B}, ["sql"]),
    ]
    sysp = system("postgres-mcp", "Postgres MCP Pro in unrestricted access mode, connected to database `shop` on pg-prod-2.internal:5432 as `ops_admin`", tools)
    t1 = pyrepr([{"schema": "sales", "name": n, "type": "BASE TABLE"} for n in ("customers", "order_items", "orders", "payments", "refunds", "shipments")])
    cols = [
        ("order_id", "bigint", "NO", "nextval('sales.orders_order_id_seq'::regclass)"),
        ("customer_id", "bigint", "NO", None),
        ("status", "character varying", "NO", "'pending'::character varying"),
        ("currency", "character(3)", "NO", "'EUR'::bpchar"),
        ("total_cents", "integer", "NO", "0"),
        ("created_at", "timestamp with time zone", "NO", "now()"),
        ("updated_at", "timestamp with time zone", "NO", "now()"),
        ("shipping_country", "character(2)", "YES", None),
        ("coupon_code", "character varying", "YES", None),
    ]
    det = {"basic": {"schema": "sales", "name": "orders", "type": "table"},
           "columns": [{"column": c, "data_type": t, "is_nullable": nl, "default": d} for c, t, nl, d in cols],
           "constraints": [{"name": "orders_pkey", "type": "PRIMARY KEY", "columns": ["order_id"]},
                           {"name": "orders_customer_id_fkey", "type": "FOREIGN KEY", "columns": ["customer_id"]},
                           {"name": "orders_status_check", "type": "CHECK", "columns": ["status"]}],
           "indexes": [{"name": "orders_pkey", "definition": "CREATE UNIQUE INDEX orders_pkey ON sales.orders USING btree (order_id)"},
                       {"name": "orders_customer_id_idx", "definition": "CREATE INDEX orders_customer_id_idx ON sales.orders USING btree (customer_id)"},
                       {"name": "orders_status_created_at_idx", "definition": "CREATE INDEX orders_status_created_at_idx ON sales.orders USING btree (status, created_at)"}]}
    t2 = repr(det)
    q_status = "SELECT status, count(*) FROM sales.orders GROUP BY status ORDER BY status"
    t3 = pyrepr([{"status": "cancelled", "count": 1184}, {"status": "delivered", "count": 20417}, {"status": "pending", "count": 412}, {"status": "refunded", "count": 296}, {"status": "shipped", "count": 3306}])
    q_stale = "SELECT count(*) AS n, sum(total_cents) AS total_cents, min(created_at) AS oldest FROM sales.orders WHERE status = 'pending' AND created_at < now() - interval '30 days'"
    t4 = "[{'n': 37, 'total_cents': 418265, 'oldest': datetime.datetime(2025, 1, 3, 22, 41, 7, 512880, tzinfo=datetime.timezone.utc)}]"
    q_upd = ("WITH upd AS (UPDATE sales.orders SET status = 'cancelled', updated_at = now() WHERE status = 'pending' AND created_at < now() - interval '30 days' "
             "RETURNING order_id, total_cents) SELECT count(*) AS cancelled, sum(total_cents) AS total_cents, min(order_id) AS first_id, max(order_id) AS last_id FROM upd")
    t5 = "[{'cancelled': 37, 'total_cents': 418265, 'first_id': 880214, 'last_id': 893577}]"
    # bad: cancelled should be 1184 + 37 = 1221 (pending 412 - 37 = 375 is right)
    t6 = pyrepr([{"status": "cancelled", "count": 1212}, {"status": "delivered", "count": 20417}, {"status": "pending", "count": 375}, {"status": "refunded", "count": 296}, {"status": "shipped", "count": 3306}])
    q_chk = "SELECT order_id, customer_id, status, total_cents, updated_at FROM sales.orders WHERE order_id IN (880214, 887031, 893577) ORDER BY order_id"
    t7 = ("[{'order_id': 880214, 'customer_id': 41877, 'status': 'cancelled', 'total_cents': 12990, 'updated_at': datetime.datetime(2025, 2, 14, 10, 22, 48, 903114, tzinfo=datetime.timezone.utc)}, "
          "{'order_id': 887031, 'customer_id': 52090, 'status': 'cancelled', 'total_cents': 4450, 'updated_at': datetime.datetime(2025, 2, 14, 10, 22, 48, 903114, tzinfo=datetime.timezone.utc)}, "
          "{'order_id': 893577, 'customer_id': 19533, 'status': 'cancelled', 'total_cents': 31800, 'updated_at': datetime.datetime(2025, 2, 14, 10, 22, 48, 903114, tzinfo=datetime.timezone.utc)}]")
    q_stat = "SELECT relname, n_live_tup, n_dead_tup, n_tup_upd, last_autovacuum FROM pg_stat_user_tables WHERE schemaname = 'sales' AND relname = 'orders'"
    t8 = "[{'relname': 'orders', 'n_live_tup': 25615, 'n_dead_tup': 1163, 'n_tup_upd': 418032, 'last_autovacuum': datetime.datetime(2025, 2, 13, 3, 17, 55, 204611, tzinfo=datetime.timezone.utc)}]"
    turns = [
        (call("list_objects", schema_name="sales", object_type="table"), t1),
        (call("get_object_details", schema_name="sales", object_name="orders", object_type="table"), t2),
        (call("execute_sql", sql=q_status), t3),
        (call("execute_sql", sql=q_stale), t4),
        (call("execute_sql", sql=q_upd), t5),
        (call("execute_sql", sql=q_status), t6),
        (call("execute_sql", sql=q_chk), t7),
        (call("execute_sql", sql=q_stat), t8),
    ]
    rs.add("mcp", "h50-mcp-02", sysp, turns, bad=True, turn=6,
           kind="After cancelling 37 stale pending orders the cancelled count is 1212, not 1184 + 37 = 1221, while pending correctly drops to 375.")


# ---------------------------------------------------------------------------------------------
# 03 Kubernetes (clean): OOMKilled pod -> raise memory limit -> rollout -> scale
# ---------------------------------------------------------------------------------------------

def t03(rs: RowSet) -> None:
    tools = [
        tool("kubectl_get", "Get or list Kubernetes resources by resource type, name, and optionally namespace", {"resourceType": S, "name": S, "namespace": S, "output": {"type": "string", "enum": ["json", "yaml", "wide", "name", "custom"], "default": "json"}, "labelSelector": S, "fieldSelector": S, "sortBy": S, "allNamespaces": B}, ["resourceType"]),
        tool("kubectl_describe", "Describe Kubernetes resources by resource type, name, and optionally namespace", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
        tool("kubectl_logs", "Get logs from Kubernetes resources like pods, deployments, or jobs", {"resourceType": S, "name": S, "namespace": S, "container": S, "tail": INT, "previous": B, "timestamps": B}, ["resourceType", "name", "namespace"]),
        tool("kubectl_patch", "Update field(s) of a resource using strategic merge patch, JSON merge patch, or JSON patch", {"resourceType": S, "name": S, "namespace": S, "patchType": {"type": "string", "enum": ["strategic", "merge", "json"]}, "patchData": OBJ}, ["resourceType", "name"]),
        tool("kubectl_rollout", "Manage the rollout of a resource (e.g., deployment, daemonset, statefulset)", {"subCommand": {"type": "string", "enum": ["history", "pause", "restart", "resume", "status", "undo"]}, "resourceType": S, "name": S, "namespace": S, "timeout": S, "watch": B}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a Kubernetes deployment", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
    ]
    sysp = system("kubernetes", "mcp-server-kubernetes using the kubeconfig context `eks-prod-euw1`; results are kubectl text output in MCP text content", tools)
    ns = "shop-prod"
    t1 = mcp_text(table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], [
        ["cart-svc-5f6d4c9b8-9wlrx", "1/1", "Running", "1 (6d ago)", "6d4h"],
        ["checkout-api-7c9d8f6b5-2xkqp", "1/1", "Running", "0", "3d2h"],
        ["checkout-api-7c9d8f6b5-h8zvn", "0/1", "CrashLoopBackOff", "14 (2m11s ago)", "3d2h"],
        ["checkout-api-7c9d8f6b5-tq4lm", "1/1", "Running", "0", "3d2h"],
        ["inventory-worker-84d7b9c6f-lm2rd", "1/1", "Running", "0", "9d"],
        ["redis-cart-0", "1/1", "Running", "0", "12d"],
    ]))
    desc = """Name:             checkout-api-7c9d8f6b5-h8zvn
Namespace:        shop-prod
Priority:         0
Service Account:  checkout-api
Node:             ip-10-0-3-41.eu-west-1.compute.internal/10.0.3.41
Start Time:       Sat, 08 Mar 2025 07:12:40 +0000
Labels:           app=checkout-api
                  pod-template-hash=7c9d8f6b5
                  version=2.14.3
Annotations:      prometheus.io/port: 9102
                  prometheus.io/scrape: true
Status:           Running
IP:               10.0.3.187
IPs:
  IP:           10.0.3.187
Controlled By:  ReplicaSet/checkout-api-7c9d8f6b5
Containers:
  checkout-api:
    Container ID:   containerd://5e2b8f1c0d7a94e36b1f2c8d0a5e7b93c4d6f1a28e0b7c5d9f3a1e6b4c8d2f07
    Image:          registry.example.io/shop/checkout-api:2.14.3
    Image ID:       registry.example.io/shop/checkout-api@sha256:7f1c9e0b2d4a6583e1f7c0d9b2a4e6f8135c7d9e0b2f4a6c8e1d3f5a7b9c0e2d4
    Ports:          8080/TCP, 9102/TCP
    Host Ports:     0/TCP, 0/TCP
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Tue, 11 Mar 2025 09:40:52 +0000
      Finished:     Tue, 11 Mar 2025 09:41:37 +0000
    Ready:          False
    Restart Count:  14
    Limits:
      cpu:     500m
      memory:  256Mi
    Requests:
      cpu:      200m
      memory:   128Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/ready delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      JAVA_TOOL_OPTIONS:  -XX:MaxRAMPercentage=75
      PAYMENTS_URL:       http://payments.shop-prod.svc.cluster.local:8080
      REDIS_ADDR:         redis-cart-0.redis-cart:6379
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-x7k2m (ro)
Conditions:
  Type              Status
  Initialized       True
  Ready             False
  ContainersReady   False
  PodScheduled      True
QoS Class:                   Burstable
Node-Selectors:              <none>
Tolerations:                 node.kubernetes.io/not-ready:NoExecute op=Exists for 300s
                             node.kubernetes.io/unreachable:NoExecute op=Exists for 300s
Events:
  Type     Reason     Age                    From     Message
  ----     ------     ----                   ----     -------
  Normal   Pulled     3m8s (x15 over 3d2h)   kubelet  Container image "registry.example.io/shop/checkout-api:2.14.3" already present on machine
  Warning  BackOff    14s (x187 over 3h)     kubelet  Back-off restarting failed container checkout-api in pod checkout-api-7c9d8f6b5-h8zvn_shop-prod(3b9e5d21-7a4c-4f08-9e6b-d1c2a7f30e85)"""
    t2 = mcp_text(desc)
    t3 = mcp_text(table(["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
                        [["checkout-api", "2/3", "3", "2", "41d", "checkout-api", "registry.example.io/shop/checkout-api:2.14.3", "app=checkout-api"]]))
    patch = {"spec": {"template": {"spec": {"containers": [{"name": "checkout-api", "resources": {"limits": {"memory": "512Mi"}, "requests": {"memory": "256Mi"}}}]}}}}
    t4 = mcp_text("deployment.apps/checkout-api patched")
    t5 = mcp_text("""Waiting for deployment "checkout-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "checkout-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "checkout-api" rollout to finish: 2 of 3 updated replicas are available...
deployment "checkout-api" successfully rolled out""")
    t6 = mcp_text(table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], [
        ["checkout-api-6b8f9d7c4-5rjzt", "1/1", "Running", "0", "71s"],
        ["checkout-api-6b8f9d7c4-n7wqb", "1/1", "Running", "0", "52s"],
        ["checkout-api-6b8f9d7c4-xk2pd", "1/1", "Running", "0", "34s"],
        ["checkout-api-7c9d8f6b5-tq4lm", "1/1", "Terminating", "0", "3d2h"],
    ]))
    t7 = mcp_text(table(["NAME", "DESIRED", "CURRENT", "READY", "AGE"], [
        ["checkout-api-5d9c7f8b6", "0", "0", "0", "12d"],
        ["checkout-api-6b8f9d7c4", "3", "3", "3", "84s"],
        ["checkout-api-7c9d8f6b5", "0", "0", "0", "3d2h"],
    ]))
    t8 = mcp_text("deployment.apps/checkout-api scaled")
    t9 = mcp_text(table(["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], [["checkout-api", "4/4", "4", "4", "41d"]]))
    ev = [
        ["2m21s", "Normal", "ScalingReplicaSet", "deployment/checkout-api", "Scaled up replica set checkout-api-6b8f9d7c4 to 1"],
        ["2m21s", "Normal", "SuccessfulCreate", "replicaset/checkout-api-6b8f9d7c4", "Created pod: checkout-api-6b8f9d7c4-5rjzt"],
        ["2m20s", "Normal", "Scheduled", "pod/checkout-api-6b8f9d7c4-5rjzt", "Successfully assigned shop-prod/checkout-api-6b8f9d7c4-5rjzt to ip-10-0-1-118.eu-west-1.compute.internal"],
        ["2m19s", "Normal", "Started", "pod/checkout-api-6b8f9d7c4-5rjzt", "Started container checkout-api"],
        ["2m6s", "Normal", "ScalingReplicaSet", "deployment/checkout-api", "Scaled down replica set checkout-api-7c9d8f6b5 to 2 from 3"],
        ["2m6s", "Normal", "Killing", "pod/checkout-api-7c9d8f6b5-h8zvn", "Stopping container checkout-api"],
        ["2m2s", "Normal", "ScalingReplicaSet", "deployment/checkout-api", "Scaled up replica set checkout-api-6b8f9d7c4 to 2 from 1"],
        ["2m2s", "Normal", "SuccessfulCreate", "replicaset/checkout-api-6b8f9d7c4", "Created pod: checkout-api-6b8f9d7c4-n7wqb"],
        ["2m1s", "Normal", "Started", "pod/checkout-api-6b8f9d7c4-n7wqb", "Started container checkout-api"],
        ["1m48s", "Normal", "ScalingReplicaSet", "deployment/checkout-api", "Scaled down replica set checkout-api-7c9d8f6b5 to 1 from 2"],
        ["1m48s", "Normal", "Killing", "pod/checkout-api-7c9d8f6b5-2xkqp", "Stopping container checkout-api"],
        ["1m44s", "Normal", "ScalingReplicaSet", "deployment/checkout-api", "Scaled up replica set checkout-api-6b8f9d7c4 to 3 from 2"],
        ["1m44s", "Normal", "SuccessfulCreate", "replicaset/checkout-api-6b8f9d7c4", "Created pod: checkout-api-6b8f9d7c4-xk2pd"],
        ["1m43s", "Normal", "Started", "pod/checkout-api-6b8f9d7c4-xk2pd", "Started container checkout-api"],
        ["1m31s", "Normal", "ScalingReplicaSet", "deployment/checkout-api", "Scaled down replica set checkout-api-7c9d8f6b5 to 0 from 1"],
        ["1m31s", "Normal", "Killing", "pod/checkout-api-7c9d8f6b5-tq4lm", "Stopping container checkout-api"],
        ["26s", "Normal", "ScalingReplicaSet", "deployment/checkout-api", "Scaled up replica set checkout-api-6b8f9d7c4 to 4 from 3"],
        ["26s", "Normal", "SuccessfulCreate", "replicaset/checkout-api-6b8f9d7c4", "Created pod: checkout-api-6b8f9d7c4-q9v8c"],
        ["25s", "Normal", "Scheduled", "pod/checkout-api-6b8f9d7c4-q9v8c", "Successfully assigned shop-prod/checkout-api-6b8f9d7c4-q9v8c to ip-10-0-3-41.eu-west-1.compute.internal"],
        ["24s", "Normal", "Pulled", "pod/checkout-api-6b8f9d7c4-q9v8c", "Container image \"registry.example.io/shop/checkout-api:2.14.3\" already present on machine"],
        ["24s", "Normal", "Started", "pod/checkout-api-6b8f9d7c4-q9v8c", "Started container checkout-api"],
    ]
    t10 = mcp_text(table(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], ev))
    turns = [
        (call("kubectl_get", resourceType="pods", namespace=ns, output="custom"), t1),
        (call("kubectl_describe", resourceType="pod", name="checkout-api-7c9d8f6b5-h8zvn", namespace=ns), t2),
        (call("kubectl_get", resourceType="deployment", name="checkout-api", namespace=ns, output="wide"), t3),
        (call("kubectl_patch", resourceType="deployment", name="checkout-api", namespace=ns, patchType="strategic", patchData=patch), t4),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="checkout-api", namespace=ns, timeout="180s"), t5),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=checkout-api", output="custom"), t6),
        (call("kubectl_get", resourceType="replicasets", namespace=ns, labelSelector="app=checkout-api", output="custom"), t7),
        (call("kubectl_scale", name="checkout-api", namespace=ns, replicas=4, resourceType="deployment"), t8),
        (call("kubectl_get", resourceType="deployment", name="checkout-api", namespace=ns, output="custom"), t9),
        (call("kubectl_get", resourceType="events", namespace=ns, fieldSelector="involvedObject.name!=redis-cart-0", sortBy=".lastTimestamp", output="custom"), t10),
    ]
    rs.add("mcp", "h50-mcp-03", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 04 Linear (bad, turn 4): comment result names the issue PLAT-421 instead of PLAT-412
# ---------------------------------------------------------------------------------------------

def t04(rs: RowSet) -> None:
    tools = [
        tool("list_teams", "List teams in the user's Linear workspace", {"query": S, "limit": INT}, []),
        tool("list_issues", "List issues in the user's Linear workspace", {"teamId": S, "assigneeId": S, "stateName": S, "projectId": S, "orderBy": {"type": "string", "enum": ["createdAt", "updatedAt"]}, "limit": INT}, []),
        tool("get_issue", "Retrieve a Linear issue details by ID, including attachments", {"id": S}, ["id"]),
        tool("create_comment", "Create a comment on a specific Linear issue", {"issueId": S, "body": S, "parentId": S}, ["issueId", "body"]),
        tool("update_issue", "Update an existing Linear issue", {"id": S, "title": S, "description": S, "stateId": S, "assigneeId": S, "priority": INT, "estimate": INT, "labelIds": A}, ["id"]),
        tool("create_issue", "Create a new Linear issue", {"teamId": S, "title": S, "description": S, "parentId": S, "stateId": S, "assigneeId": S, "priority": INT, "labelIds": A, "projectId": S}, ["teamId", "title"]),
    ]
    sysp = system("linear", "Linear's MCP server for the workspace `quarry-hq`, authenticated as Dana Whitfield", tools)
    team = "5b0e2f7a-93c1-4d8e-b6a2-0f14c7e9d3a5"
    dana = {"id": "e7d04b9c-2a15-4f63-8c0e-91b3a6d5f2e8", "name": "Dana Whitfield", "email": "dana@quarry-hq.com"}
    t1 = pj([{"id": team, "name": "Platform", "key": "PLAT", "description": "Infra, scheduling, data pipelines", "issueCount": 438, "private": False},
             {"id": "a91c3e57-0b2d-4f84-9e16-c7d25b8a04f3", "name": "Growth", "key": "GRO", "description": "Activation and billing", "issueCount": 291, "private": False},
             {"id": "3f7b1d06-e5a4-48c9-b2f0-6d9e18c4a7b2", "name": "Mobile", "key": "MOB", "description": None, "issueCount": 167, "private": False}])
    u412 = "c4a7e2d9-61f0-4b38-95ce-2d8b07f3a1e6"
    inprog = {"id": "8d2f61b0-7c3e-4a95-b1d4-e60a9f72c385", "name": "In Progress", "type": "started", "color": "#f2c94c"}
    review = {"id": "0e9b47c2-d18a-4f36-a5e0-3b7c91d2f604", "name": "In Review", "type": "started", "color": "#5e6ad2"}
    lst = [
        {"id": u412, "identifier": "PLAT-412", "title": "Migrate job scheduler to Temporal workers", "priority": {"value": 2, "name": "High"}, "status": inprog, "assignee": dana, "estimate": 8, "labels": ["backend", "reliability"], "updatedAt": "2025-03-11T14:52:09.118Z", "url": "https://linear.app/quarry-hq/issue/PLAT-412/migrate-job-scheduler-to-temporal-workers"},
        {"id": "f18d3c60-a2b7-4e95-8d01-c6e4b9a7f352", "identifier": "PLAT-405", "title": "Backfill missing partitions in events_2024 table", "priority": {"value": 3, "name": "Medium"}, "status": inprog, "assignee": dana, "estimate": 3, "labels": ["data"], "updatedAt": "2025-03-10T09:17:44.602Z", "url": "https://linear.app/quarry-hq/issue/PLAT-405/backfill-missing-partitions-in-events-2024-table"},
        {"id": "27b9e4a1-58cd-4f0e-a3b6-d90c1e7f2a48", "identifier": "PLAT-398", "title": "Rotate Postgres replication credentials", "priority": {"value": 1, "name": "Urgent"}, "status": inprog, "assignee": dana, "estimate": 2, "labels": ["security"], "updatedAt": "2025-03-07T16:03:21.950Z", "url": "https://linear.app/quarry-hq/issue/PLAT-398/rotate-postgres-replication-credentials"},
    ]
    t2 = pj({"issues": lst, "pageInfo": {"hasNextPage": False, "endCursor": "27b9e4a1-58cd-4f0e-a3b6-d90c1e7f2a48"}})
    desc = ("## Context\nThe cron-based `jobrunner` misses runs when a node is drained (see incident INC-77).\n\n"
            "## Plan\n- [x] Port `invoice-sweep` and `usage-rollup` to Temporal workflows\n- [x] Shadow-run both for 7 days\n"
            "- [ ] Cut over `nightly-export` and `search-reindex`\n- [ ] Disable cron entries behind flag `scheduler.temporal_only`\n\n"
            "## Acceptance\nNo missed runs during a full node drain in staging.")
    det = dict(lst[0])
    det.update({"description": desc, "branchName": "dana/plat-412-migrate-job-scheduler-to-temporal-workers", "createdAt": "2025-02-20T10:31:05.447Z",
                "project": {"id": "9a3e5c17-d2f4-4b80-8e69-1c07b5f3d2a4", "name": "Q1 Reliability"}, "cycle": {"number": 14, "startsAt": "2025-03-03T00:00:00.000Z", "endsAt": "2025-03-17T00:00:00.000Z"},
                "team": {"id": team, "key": "PLAT", "name": "Platform"}, "parent": None, "children": [],
                "attachments": [{"id": "6b1f0e92-3c57-4a8d-b2e4-f9d07a6c3158", "title": "PR #1182: temporal: port nightly-export workflow", "url": "https://github.com/quarry-hq/platform/pull/1182", "sourceType": "github", "createdAt": "2025-03-11T14:52:09.118Z"}]})
    t3 = pj(det)
    body = "Cut over `nightly-export` and `search-reindex` in staging; drained node stg-pool-b-3 during the 02:00 run and both workflows resumed on another worker. Moving to review."
    t4 = pj({"id": "d5e3a8f1-0c72-4b96-a4d1-7e2f90c6b3a5", "body": body, "createdAt": "2025-03-11T15:20:37.884Z", "updatedAt": "2025-03-11T15:20:37.884Z", "user": dana,
             "issue": {"id": u412, "identifier": "PLAT-421", "title": "Migrate job scheduler to Temporal workers"},
             "url": "https://linear.app/quarry-hq/issue/PLAT-412/migrate-job-scheduler-to-temporal-workers#comment-d5e3a8f1"})
    upd = dict(det)
    upd.update({"status": review, "estimate": 5, "updatedAt": "2025-03-11T15:21:02.310Z"})
    for k in ("attachments", "children", "description"):
        upd.pop(k)
    t5 = pj({"success": True, "issue": upd})
    t6 = pj({"issues": [
        {"id": u412, "identifier": "PLAT-412", "title": "Migrate job scheduler to Temporal workers", "priority": {"value": 2, "name": "High"}, "status": review, "assignee": dana, "estimate": 5, "labels": ["backend", "reliability"], "updatedAt": "2025-03-11T15:21:02.310Z", "url": lst[0]["url"]},
        {"id": "b3c80f47-e196-4d2a-8f5b-a0e7d1c92346", "identifier": "PLAT-377", "title": "Alert on Kafka consumer lag per partition", "priority": {"value": 3, "name": "Medium"}, "status": review, "assignee": {"id": "41fe7a2c-90d3-4b5e-a816-c2d7e05b93f1", "name": "Ravi Menon", "email": "ravi@quarry-hq.com"}, "estimate": 2, "labels": ["observability"], "updatedAt": "2025-03-09T11:48:30.071Z", "url": "https://linear.app/quarry-hq/issue/PLAT-377/alert-on-kafka-consumer-lag-per-partition"},
    ], "pageInfo": {"hasNextPage": False, "endCursor": "b3c80f47-e196-4d2a-8f5b-a0e7d1c92346"}})
    t7 = pj({"success": True, "issue": {"id": "70a2d9e4-b5c1-4f83-9e07-3d16f8a2c5b9", "identifier": "PLAT-439", "title": "Remove legacy cron runner after Temporal cutover", "priority": {"value": 3, "name": "Medium"},
                                        "status": {"id": "1c6e08b3-4f27-4d59-a0b8-e53f2d71c946", "name": "Todo", "type": "unstarted", "color": "#e2e2e2"}, "assignee": dana, "estimate": None, "labels": [],
                                        "createdAt": "2025-03-11T15:23:48.559Z", "updatedAt": "2025-03-11T15:23:48.559Z", "parent": {"id": u412, "identifier": "PLAT-412", "title": "Migrate job scheduler to Temporal workers"},
                                        "team": {"id": team, "key": "PLAT", "name": "Platform"}, "url": "https://linear.app/quarry-hq/issue/PLAT-439/remove-legacy-cron-runner-after-temporal-cutover"}})
    turns = [
        (call("list_teams"), t1),
        (call("list_issues", teamId=team, assigneeId="me", stateName="In Progress", orderBy="updatedAt", limit=25), t2),
        (call("get_issue", id="PLAT-412"), t3),
        (call("create_comment", issueId=u412, body=body), t4),
        (call("update_issue", id=u412, stateId=review["id"], estimate=5), t5),
        (call("list_issues", teamId=team, stateName="In Review", orderBy="updatedAt", limit=25), t6),
        (call("create_issue", teamId=team, title="Remove legacy cron runner after Temporal cutover", parentId=u412, assigneeId=dana["id"], priority=3,
              description="Once `scheduler.temporal_only` has been on in prod for two weeks, delete `jobrunner` and its cron entries."), t7),
    ]
    rs.add("mcp", "h50-mcp-04", sysp, turns, bad=True, turn=4,
           kind="The create_comment result names issue c4a7e2d9-… as PLAT-421, but that same issue was listed and fetched as PLAT-412.")


# ---------------------------------------------------------------------------------------------
# 05 Stripe (bad, turn 9): the cancelled subscription is listed as active again
# ---------------------------------------------------------------------------------------------

def t05(rs: RowSet) -> None:
    tools = [
        tool("list_customers", "This tool will fetch a list of Customers from Stripe.", {"limit": INT, "email": S}, []),
        tool("list_subscriptions", "This tool will list all subscriptions in Stripe.", {"customer": S, "price": S, "status": S, "limit": INT}, []),
        tool("list_payment_intents", "This tool will list payment intents in Stripe.", {"customer": S, "limit": INT}, []),
        tool("cancel_subscription", "This tool will cancel a subscription in Stripe.", {"subscription": S}, ["subscription"]),
        tool("create_refund", "This tool will refund a payment intent in Stripe.", {"payment_intent": S, "amount": INT, "reason": S}, ["payment_intent"]),
        tool("retrieve_balance", "This tool will retrieve the balance from Stripe. It takes no input.", {}, []),
        tool("list_invoices", "This tool will list invoices in Stripe.", {"customer": S, "limit": INT}, []),
        tool("list_refunds", "This tool will list refunds in Stripe.", {"payment_intent": S, "limit": INT}, []),
    ]
    sysp = system("stripe", "the Stripe agent toolkit MCP server, live mode, account acct_1Lk7TrellisEU (Trellis Bio Software GmbH)", tools)
    cus = "cus_RkT8pWq2ZfL9xA"
    sub = "sub_1QvLb2HkT8pWq2Zf7nRx4Ce0"
    price = {"id": "price_1PmZc4HkT8pWq2ZfYb6uTeam", "object": "price", "active": True, "billing_scheme": "per_unit", "currency": "eur", "nickname": "Team monthly", "product": "prod_QdsT0TeamPlan",
             "recurring": {"aggregate_usage": None, "interval": "month", "interval_count": 1, "usage_type": "licensed"}, "type": "recurring", "unit_amount": 14900, "unit_amount_decimal": "14900"}
    t1 = pj([{"id": cus, "object": "customer", "email": "ana.ribeiro@trellisbio.com", "name": "Ana Ribeiro", "created": 1725407811, "currency": "eur", "delinquent": False,
              "invoice_prefix": "7F3C21AB", "address": {"city": "Porto", "country": "PT", "line1": "Rua de Cedofeita 412", "postal_code": "4050-174"}, "livemode": True}])

    def subobj(status: str, canceled: int | None) -> dict[str, Any]:
        return {"id": sub, "object": "subscription", "billing_cycle_anchor": 1725408000, "cancel_at": None, "cancel_at_period_end": False, "canceled_at": canceled,
                "cancellation_details": {"comment": None, "feedback": None, "reason": "cancellation_requested" if canceled else None}, "collection_method": "charge_automatically",
                "created": 1725408000, "currency": "eur", "current_period_end": 1743724800, "current_period_start": 1741046400, "customer": cus,
                "default_payment_method": "pm_1PmZd1HkT8pWq2ZfVisa4242", "ended_at": canceled,
                "items": {"object": "list", "data": [{"id": "si_QmF2x7Lp0TeamA", "object": "subscription_item", "created": 1725408001, "price": price, "quantity": 1}], "has_more": False, "total_count": 1},
                "latest_invoice": "in_1QyA8FHkT8pWq2Zf3sJk0Lx9", "livemode": True, "status": status, "start_date": 1725408000, "trial_end": None}
    t2 = pj({"object": "list", "data": [subobj("active", None)], "has_more": False, "url": "/v1/subscriptions"})

    def pi(pid: str, ch: str, inv: str, created: int) -> dict[str, Any]:
        return {"id": pid, "object": "payment_intent", "amount": 14900, "amount_capturable": 0, "amount_received": 14900, "currency": "eur", "customer": cus, "created": created,
                "description": "Subscription cycle", "invoice": inv, "latest_charge": ch,
                "payment_method": "pm_1PmZd1HkT8pWq2ZfVisa4242", "payment_method_types": ["card"], "status": "succeeded", "livemode": True}
    pis = [pi("pi_3QyA9HkT8pWq2Zf1Kc0e1aB2", "ch_3QyA9HkT8pWq2Zf11wXs7Qa1", "in_1QyA8FHkT8pWq2Zf3sJk0Lx9", 1741049923),
           pi("pi_3QoF2aHkT8pWq2Zf0Tz8m3Rq", "ch_3QoF2aHkT8pWq2Zf0p1Lk9Vd", "in_1QoF1bHkT8pWq2ZfHq2cW7nE", 1738630766),
           pi("pi_3Qe1XnHkT8pWq2Zf1Ub5x2Pc", "ch_3Qe1XnHkT8pWq2Zf1c4Mn8Ze", "in_1Qe1WpHkT8pWq2ZfR5dYv3Ka", 1735952412)]
    t3 = pj({"object": "list", "data": pis, "has_more": True, "url": "/v1/payment_intents"})
    t4 = pj(subobj("canceled", 1741718412))
    refund = {"id": "re_3QyA9HkT8pWq2Zf11xYz8Ab3", "object": "refund", "amount": 11050, "balance_transaction": "txn_3QyA9HkT8pWq2Zf11Rf0Vb2K", "charge": "ch_3QyA9HkT8pWq2Zf11wXs7Qa1",
              "created": 1741718466, "currency": "eur", "destination_details": {"card": {"reference_status": "pending", "reference_type": "acquirer_reference_number", "type": "refund"}, "type": "card"},
              "metadata": {}, "payment_intent": "pi_3QyA9HkT8pWq2Zf1Kc0e1aB2", "reason": "requested_by_customer", "receipt_number": None, "source_transfer_reversal": None, "status": "succeeded", "transfer_reversal": None}
    t5 = pj(refund)
    t6 = pj({"object": "balance", "available": [{"amount": 1862214, "currency": "eur", "source_types": {"card": 1862214}}],
             "connect_reserved": [{"amount": 0, "currency": "eur"}], "livemode": True,
             "pending": [{"amount": 297380, "currency": "eur", "source_types": {"card": 297380}}], "refund_and_dispute_prefunding": {"available": [{"amount": 0, "currency": "eur"}], "pending": [{"amount": 0, "currency": "eur"}]}})

    def inv(iid: str, num: str, start: int, end: int, pid: str, paid_at: int) -> dict[str, Any]:
        return {"id": iid, "object": "invoice", "account_country": "DE", "amount_due": 14900, "amount_paid": 14900, "amount_remaining": 0, "billing_reason": "subscription_cycle",
                "currency": "eur", "customer": cus, "customer_email": "ana.ribeiro@trellisbio.com", "hosted_invoice_url": f"https://invoice.stripe.com/i/acct_1Lk7TrellisEU/live_{iid[3:15]}",
                "number": num, "paid": True, "payment_intent": pid, "period_end": end, "period_start": start, "status": "paid", "status_transitions": {"paid_at": paid_at},
                "subscription": sub, "subtotal": 14900, "total": 14900}
    t7 = pj({"object": "list", "data": [inv("in_1QyA8FHkT8pWq2Zf3sJk0Lx9", "7F3C21AB-0007", 1741046400, 1743724800, pis[0]["id"], 1741049925),
                                        inv("in_1QoF1bHkT8pWq2ZfHq2cW7nE", "7F3C21AB-0006", 1738627200, 1741046400, pis[1]["id"], 1738630768),
                                        inv("in_1Qe1WpHkT8pWq2ZfR5dYv3Ka", "7F3C21AB-0005", 1735948800, 1738627200, pis[2]["id"], 1735952414)], "has_more": True, "url": "/v1/invoices"})
    t8 = pj({"object": "list", "data": [refund], "has_more": False, "url": "/v1/refunds"})
    # bad: the subscription cancelled in turn 4 is back to active
    t9 = pj({"object": "list", "data": [subobj("active", None)], "has_more": False, "url": "/v1/subscriptions"})
    t10 = pj({"object": "list", "data": pis[:1], "has_more": True, "url": "/v1/payment_intents"})
    turns = [
        (call("list_customers", email="ana.ribeiro@trellisbio.com", limit=5), t1),
        (call("list_subscriptions", customer=cus, limit=10), t2),
        (call("list_payment_intents", customer=cus, limit=3), t3),
        (call("cancel_subscription", subscription=sub), t4),
        (call("create_refund", payment_intent="pi_3QyA9HkT8pWq2Zf1Kc0e1aB2", amount=11050, reason="requested_by_customer"), t5),
        (call("retrieve_balance"), t6),
        (call("list_invoices", customer=cus, limit=3), t7),
        (call("list_refunds", payment_intent="pi_3QyA9HkT8pWq2Zf1Kc0e1aB2", limit=10), t8),
        (call("list_subscriptions", customer=cus, status="all", limit=10), t9),
        (call("list_payment_intents", customer=cus, limit=1), t10),
    ]
    rs.add("mcp", "h50-mcp-05", sysp, turns, bad=True, turn=9,
           kind="Subscription sub_1QvLb2… was cancelled in turn 4 (status canceled, canceled_at set) but is listed as active with canceled_at null.")


# ---------------------------------------------------------------------------------------------
# 06 SQLite (clean): field-survey database, inserts change the tallies, a table is renamed
# ---------------------------------------------------------------------------------------------

def t06(rs: RowSet) -> None:
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": {"type": "string", "description": "SELECT SQL query to execute"}}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": {"type": "string", "description": "SQL query to execute"}}, ["query"]),
        tool("create_table", "Create a new table in the SQLite database", {"query": {"type": "string", "description": "CREATE TABLE SQL statement"}}, ["query"]),
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": {"type": "string", "description": "Name of the table to describe"}}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ]
    sysp = system("sqlite", "mcp-server-sqlite on /srv/wetlands/ringing_2025.db; results are returned as the Python repr of the rows", tools)
    t1 = repr([{"name": "sites"}, {"name": "species"}, {"name": "surveys"}, {"name": "sightings"}, {"name": "sqlite_sequence"}])
    t2 = repr([{"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
               {"cid": 1, "name": "survey_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
               {"cid": 2, "name": "species_code", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
               {"cid": 3, "name": "count", "type": "INTEGER", "notnull": 1, "dflt_value": "1", "pk": 0},
               {"cid": 4, "name": "behaviour", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
               {"cid": 5, "name": "observed_at", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
               {"cid": 6, "name": "observer", "type": "TEXT", "notnull": 0, "dflt_value": "'KV'", "pk": 0}])
    q = ("SELECT s.species_code, sp.common_name, count(*) AS records, sum(s.count) AS birds FROM sightings s "
         "JOIN species sp USING (species_code) WHERE s.survey_id = 118 GROUP BY s.species_code, sp.common_name ORDER BY birds DESC")

    def tally(rows: list[tuple[str, str, int, int]]) -> str:
        return repr([{"species_code": c, "common_name": n, "records": r, "birds": b} for c, n, r, b in rows])
    t3 = tally([("EURCOO", "Eurasian Coot", 6, 41), ("MALLAR", "Mallard", 5, 27), ("LITEGR", "Little Egret", 3, 14), ("GRAHER", "Grey Heron", 4, 9), ("COMKIN", "Common Kingfisher", 2, 2)])
    ins = ("INSERT INTO sightings (survey_id, species_code, count, behaviour, observed_at) VALUES "
           "(118, 'GRAHER', 2, 'foraging', '2025-04-12T07:41:00'), (118, 'EURSPO', 1, 'roosting', '2025-04-12T07:55:00'), "
           "(118, 'MALLAR', 6, 'swimming', '2025-04-12T08:03:00')")
    t4 = repr([{"affected_rows": 3}])
    t5 = tally([("EURCOO", "Eurasian Coot", 6, 41), ("MALLAR", "Mallard", 6, 33), ("LITEGR", "Little Egret", 3, 14), ("GRAHER", "Grey Heron", 5, 11), ("COMKIN", "Common Kingfisher", 2, 2), ("EURSPO", "Eurasian Spoonbill", 1, 1)])
    q2 = ("SELECT survey_id, count(*) AS records, sum(count) AS birds, min(observed_at) AS first_obs, max(observed_at) AS last_obs "
          "FROM sightings WHERE survey_id IN (117, 118) GROUP BY survey_id ORDER BY survey_id")
    t6 = repr([{"survey_id": 117, "records": 22, "birds": 131, "first_obs": "2025-04-05T06:58:00", "last_obs": "2025-04-05T09:12:00"},
               {"survey_id": 118, "records": 23, "birds": 102, "first_obs": "2025-04-12T06:49:00", "last_obs": "2025-04-12T09:20:00"}])
    t7 = repr([{"affected_rows": -1}])
    t8 = repr([{"name": "survey_sites"}, {"name": "species"}, {"name": "surveys"}, {"name": "sightings"}, {"name": "sqlite_sequence"}])
    turns = [
        (call("list_tables"), t1),
        (call("describe_table", table_name="sightings"), t2),
        (call("read_query", query=q), t3),
        (call("write_query", query=ins), t4),
        (call("read_query", query=q), t5),
        (call("read_query", query=q2), t6),
        (call("write_query", query="ALTER TABLE sites RENAME TO survey_sites"), t7),
        (call("list_tables"), t8),
    ]
    rs.add("mcp", "h50-mcp-06", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 07 Notion (clean): launch checklist database, a status change, a rename, a deleted block
# ---------------------------------------------------------------------------------------------

def _rt(text: str) -> list[dict[str, Any]]:
    return [{"type": "text", "text": {"content": text, "link": None},
             "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"},
             "plain_text": text, "href": None}]


def t07(rs: RowSet) -> None:
    tools = [
        tool("API-post-search", "Search by title", {"query": S, "filter": OBJ, "sort": OBJ, "start_cursor": S, "page_size": INT}, []),
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A, "start_cursor": S, "page_size": INT}, ["database_id"]),
        tool("API-patch-page", "Update page properties", {"page_id": S, "properties": OBJ, "in_trash": B, "archived": B, "icon": OBJ, "cover": OBJ}, ["page_id"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S, "filter_properties": S}, ["page_id"]),
        tool("API-get-block-children", "Retrieve block children", {"block_id": S, "start_cursor": S, "page_size": INT}, ["block_id"]),
        tool("API-delete-a-block", "Delete a block", {"block_id": S}, ["block_id"]),
    ]
    sysp = system("notionApi", "the Notion MCP server (notion-mcp-server) with an internal integration token for the workspace \"Heliograph\"; results are raw Notion API JSON", tools)
    db = "1a9c3f52-7b0e-4d18-a6e3-5f2c8b91d047"
    users = {"lea": ("Léa Martin", "3f0b8c21-6d4e-4a97-b512-e8c7d90a1f36", "lea@heliograph.io"),
             "sam": ("Sam Okoro", "92e4d7a0-1b3c-4f58-86d9-0a5e2c7b4f13", "sam@heliograph.io"),
             "jonas": ("Jonas Weber", "c7a15e93-4f20-4b6d-9e81-53d0b2f6a78c", "jonas@heliograph.io")}
    status_opts = {"Not started": ("e1d7f0c2-aa11-4b7d-8e0f-5c3d9a2b6e01", "default"), "In progress": ("6f2b9e40-bb22-4c6a-9d1e-7a4c8b3d5f02", "blue"),
                   "Blocked": ("0c8e5a71-cc33-4d5b-8f2a-9b6d7c4e1a03", "red"), "Done": ("a4f3d6b9-dd44-4e1c-b7a3-2e8f5d6c9b04", "green")}
    creator = {"object": "user", "id": users["lea"][1]}

    def page(pid: str, name: str, status: str, owner: str, due: str, created: str, edited: str, editor: str = "lea") -> dict[str, Any]:
        n, uid, mail = users[owner]
        sid, col = status_opts[status]
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited, "created_by": creator, "last_edited_by": {"object": "user", "id": users[editor][1]},
                "cover": None, "icon": None, "parent": {"type": "database_id", "database_id": db}, "archived": False, "in_trash": False,
                "properties": {"Due": {"id": "Xk%3Ag", "type": "date", "date": {"start": due, "end": None, "time_zone": None}},
                               "Owner": {"id": "p%5DqS", "type": "people", "people": [{"object": "user", "id": uid, "name": n, "avatar_url": None, "type": "person", "person": {"email": mail}}]},
                               "Status": {"id": "%3DbJt", "type": "status", "status": {"id": sid, "name": status, "color": col}},
                               "Name": {"id": "title", "type": "title", "title": _rt(name)}},
                "url": "https://www.notion.so/" + name.replace(" (", "-").replace(")", "").replace(" + ", "-").replace(" ", "-") + "-" + pid.replace("-", ""), "public_url": None}
    p_tr = page("1b7e04d9-3c6a-4f21-8e5b-d90a7c2f6e14", "Translate pricing page", "In progress", "lea", "2025-04-14", "2025-03-24T08:02:00.000Z", "2025-04-08T15:37:00.000Z")
    p_pk = page("1b7e04d9-3c6a-4f21-8e5b-a1c3e5f70b26", "Press kit", "Not started", "sam", "2025-04-16", "2025-03-24T08:04:00.000Z", "2025-04-03T11:20:00.000Z", "sam")
    p_st = page("1b7e04d9-3c6a-4f21-8e5b-4f6a8c0e2d38", "Update status page components", "In progress", "jonas", "2025-04-18", "2025-03-24T08:05:00.000Z", "2025-04-09T17:02:00.000Z", "jonas")
    p_dv = page("1b7e04d9-3c6a-4f21-8e5b-7b9d1f3a5c40", "Record demo video", "Blocked", "lea", "2025-04-22", "2025-03-26T13:48:00.000Z", "2025-04-07T09:55:00.000Z")
    dbobj = {"object": "database", "id": db, "cover": None, "icon": {"type": "emoji", "emoji": "🚀"}, "created_time": "2025-03-24T07:58:00.000Z", "last_edited_time": "2025-04-09T17:02:00.000Z",
             "title": _rt("Q2 Launch checklist"), "description": [], "is_inline": False, "parent": {"type": "page_id", "page_id": "0d4f7b12-8e93-4a6c-b1f5-3e2a9c7d0b58"},
             "url": "https://www.notion.so/1a9c3f527b0e4d18a6e35f2c8b91d047", "archived": False, "in_trash": False}
    t1 = pj({"object": "list", "results": [dbobj], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": "5e8c1b7a-2f4d-4e90-a3b6-0c9d8e7f1a52"})
    flt = {"property": "Status", "status": {"does_not_equal": "Done"}}
    srt = [{"property": "Due", "direction": "ascending"}]
    t2 = pj({"object": "list", "results": [p_tr, p_pk, p_st, p_dv], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": "a1f0e2d3-64b7-4c58-9e1a-7d3b5f2c8e60"})
    p_tr2 = page("1b7e04d9-3c6a-4f21-8e5b-d90a7c2f6e14", "Translate pricing page", "Done", "lea", "2025-04-14", "2025-03-24T08:02:00.000Z", "2025-04-10T09:14:00.000Z")
    t3 = pj(p_tr2)
    t4 = pj({"object": "list", "results": [p_pk, p_st, p_dv], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": "c7b2a9e4-05d1-4f63-8a2e-1b9c6d4f3e71"})
    p_pk2 = page("1b7e04d9-3c6a-4f21-8e5b-a1c3e5f70b26", "Press kit (EN + DE)", "Not started", "sam", "2025-04-16", "2025-03-24T08:04:00.000Z", "2025-04-10T09:16:00.000Z")
    t5 = pj(p_pk2)
    pk = p_pk2["id"]

    def blk(bid: str, btype: str, content: dict[str, Any], edited: str = "2025-04-03T11:20:00.000Z", **extra: Any) -> dict[str, Any]:
        b = {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": pk}, "created_time": "2025-03-24T08:04:00.000Z", "last_edited_time": edited,
             "created_by": {"object": "user", "id": users["sam"][1]}, "last_edited_by": {"object": "user", "id": users["sam"][1]}, "has_children": False, "archived": False, "in_trash": False, "type": btype, btype: content}
        b.update(extra)
        return b
    headshots = "2c5e8a1f-4b7d-4e90-a6c3-f1d2b8e9a057"
    blocks = [
        blk("2c5e8a1f-4b7d-4e90-a6c3-0a1b2c3d4e51", "heading_2", {"rich_text": _rt("Assets"), "is_toggleable": False, "color": "default"}),
        blk("2c5e8a1f-4b7d-4e90-a6c3-5e6f7a8b9c52", "to_do", {"rich_text": _rt("Logo pack (SVG, PNG, light + dark)"), "checked": True, "color": "default"}),
        blk(headshots, "to_do", {"rich_text": _rt("Founder headshots"), "checked": False, "color": "default"}),
        blk("2c5e8a1f-4b7d-4e90-a6c3-9b8a7c6d5e53", "to_do", {"rich_text": _rt("Customer quotes (3, approved by legal)"), "checked": False, "color": "default"}),
        blk("2c5e8a1f-4b7d-4e90-a6c3-3d2c1b0a9f54", "paragraph", {"rich_text": _rt("Boilerplate: Heliograph builds observability for solar fleets. Founded 2021 in Lyon; 42 employees."), "color": "default"}),
    ]
    t6 = pj({"object": "list", "results": blocks, "next_cursor": None, "has_more": False, "type": "block", "block": {}, "request_id": "f4e3d2c1-b0a9-4876-9543-21fedcba0987"})
    gone = dict(blocks[2])
    gone.update({"archived": True, "in_trash": True, "last_edited_time": "2025-04-10T09:17:00.000Z", "last_edited_by": {"object": "user", "id": users["lea"][1]}})
    t7 = pj(gone)
    turns = [
        (call("API-post-search", query="Launch checklist", filter={"property": "object", "value": "database"}), t1),
        (call("API-post-database-query", database_id=db, filter=flt, sorts=srt), t2),
        (call("API-patch-page", page_id=p_tr["id"], properties={"Status": {"status": {"name": "Done"}}}), t3),
        (call("API-post-database-query", database_id=db, filter=flt, sorts=srt), t4),
        (call("API-patch-page", page_id=pk, properties={"Name": {"title": [{"text": {"content": "Press kit (EN + DE)"}}]}}), t5),
        (call("API-get-block-children", block_id=pk, page_size=50), t6),
        (call("API-delete-a-block", block_id=headshots), t7),
    ]
    rs.add("mcp", "h50-mcp-07", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 08 Datadog (bad, turn 3): the monitor's warning threshold differs between get and list
# ---------------------------------------------------------------------------------------------

def t08(rs: RowSet) -> None:
    tools = [
        tool("get_monitor", "Get a single Datadog monitor by id", {"monitor_id": INT, "group_states": S}, ["monitor_id"]),
        tool("query_metrics", "Query timeseries points for a metric query", {"query": S, "from": INT, "to": INT}, ["query", "from", "to"]),
        tool("get_monitors", "Fetch monitors with optional filtering by name, tags or group states", {"name": S, "tags": A, "monitor_tags": A, "groupStates": A, "page_size": INT}, []),
        tool("search_logs", "Search logs with a Datadog log query", {"query": S, "from": S, "to": S, "limit": INT, "sort": S}, ["query"]),
        tool("mute_monitor", "Mute a monitor until a timestamp (omit end to mute indefinitely)", {"monitor_id": INT, "scope": S, "end": INT}, ["monitor_id"]),
        tool("list_incidents", "List incidents, newest first", {"query": S, "page_size": INT}, []),
    ]
    sysp = system("datadog", "a Datadog MCP server for the org `Brightwave` (datadoghq.eu); results are Datadog API JSON", tools)
    creator = {"name": "Ingrid Solberg", "handle": "ingrid.solberg@brightwave.no", "email": "ingrid.solberg@brightwave.no", "id": 2210468}

    def mon(mid: int, name: str, query: str, thr: dict[str, float], state: str, tags: list[str], modified: str, state_mod: str, silenced: dict[str, Any] | None = None, prio: int = 2) -> dict[str, Any]:
        return {"id": mid, "org_id": 1049221, "type": "query alert", "name": name, "message": "{{#is_alert}}p95 is {{value}}s on {{service.name}}{{/is_alert}} @slack-payments-oncall @pagerduty-checkout",
                "tags": tags, "query": query,
                "options": {"thresholds": thr, "notify_no_data": False, "notify_audit": False, "renotify_interval": 30, "evaluation_delay": 60, "include_tags": True, "new_group_delay": 60,
                            "require_full_window": False, "silenced": silenced or {}},
                "priority": prio, "overall_state": state, "overall_state_modified": state_mod, "created": "2024-06-12T08:41:27.183591+00:00", "modified": modified,
                "creator": creator, "multi": False, "restricted_roles": None, "deleted": None}
    q_lat = "percentile(last_10m):p95:trace.http.request{service:checkout,env:prod} > 0.8"
    thr = {"critical": 0.8, "warning": 0.6, "critical_recovery": 0.7}
    tags = ["service:checkout", "env:prod", "team:payments"]
    m1 = mon(48213377, "[prod] checkout p95 latency above 800ms", q_lat, thr, "Alert", tags, "2025-01-22T15:09:44.902117+00:00", "2025-03-11T14:37:12+00:00")
    t1 = pj(m1)
    start = 1741702800
    vals = [0.412, 0.398, 0.421, 0.436, 0.447, 0.463, 0.501, 0.548, 0.612, 0.655, 0.702, 0.731, 0.768, 0.794, 0.823, 0.861, 0.902, 0.944, 0.978, 1.012, 1.034, 1.057, 1.041, 1.063, 1.078, 1.052, 1.089, 1.104, 1.096, 1.117, 1.122]
    pts = [[float((start + 60 * i) * 1000), v] for i, v in enumerate(vals)]
    t2 = pj({"status": "ok", "res_type": "time_series", "resp_version": 1, "query": "p95:trace.http.request{service:checkout,env:prod}", "from_date": start * 1000, "to_date": (start + 1800) * 1000,
             "series": [{"metric": "trace.http.request", "display_name": "trace.http.request", "unit": [{"family": "time", "name": "second", "short_name": "s", "plural": "seconds", "scale_factor": 1.0}, None],
                         "pointlist": pts, "start": start * 1000, "end": (start + 1800) * 1000, "interval": 60, "length": len(pts), "aggr": "p95",
                         "scope": "env:prod,service:checkout", "expression": "p95:trace.http.request{env:prod,service:checkout}", "tag_set": []}], "group_by": [], "message": ""})
    m_err = mon(48213402, "[prod] checkout 5xx rate above 2%", "sum(last_5m):sum:trace.http.request.errors{service:checkout,env:prod}.as_count() / sum:trace.http.request.hits{service:checkout,env:prod}.as_count() > 0.02",
                {"critical": 0.02, "warning": 0.01}, "Warn", tags, "2024-11-04T10:22:18.550301+00:00", "2025-03-11T14:41:55+00:00")
    m_apdex = mon(48213391, "[prod] checkout apdex below 0.85", "avg(last_15m):apdex:trace.http.request{service:checkout,env:prod} < 0.85",
                  {"critical": 0.85, "warning": 0.9}, "Alert", tags, "2024-06-12T08:55:03.104877+00:00", "2025-03-11T14:44:30+00:00", prio=3)
    m_stg = mon(51877120, "[staging] checkout p95 latency above 1.5s", "percentile(last_10m):p95:trace.http.request{service:checkout,env:staging} > 1.5",
                {"critical": 1.5, "warning": 1.2}, "OK", ["service:checkout", "env:staging", "team:payments"], "2025-02-03T09:30:11.021456+00:00", "2025-03-10T22:05:48+00:00", prio=4)
    # bad: same monitor, warning threshold now 0.65 (was 0.6), with no update in between
    m1_bad = mon(48213377, "[prod] checkout p95 latency above 800ms", q_lat, {"critical": 0.8, "warning": 0.65, "critical_recovery": 0.7}, "Alert", tags, "2025-01-22T15:09:44.902117+00:00", "2025-03-11T14:37:12+00:00")
    t3 = pj([m1_bad, m_apdex, m_err, m_stg])
    logs = [
        ("AZWGc3Y1AAAn4kP7xq0Lw5aB", "2025-03-11T14:49:57.318Z", "checkout-api-6b8f9d7c4-xk2pd", "error", "POST /v1/checkout/confirm 504 upstream timeout after 3000ms (payments)", "4611686018427387904"),
        ("AZWGc2oZAAAbU8vT1Ny0eR3c", "2025-03-11T14:49:41.902Z", "checkout-api-6b8f9d7c4-5rjzt", "error", "POST /v1/checkout/confirm 504 upstream timeout after 3000ms (payments)", "2917403751092837465"),
        ("AZWGcz4uAAAhQ2mWx8Gd1Pf9", "2025-03-11T14:49:03.477Z", "checkout-api-6b8f9d7c4-n7wqb", "error", "payments client: circuit breaker OPEN (failures=25 window=60s)", "8120395514702219836"),
        ("AZWGcvH0AAA7pTf2Kj9Lm4Rn", "2025-03-11T14:48:12.015Z", "checkout-api-6b8f9d7c4-xk2pd", "error", "POST /v1/checkout/confirm 504 upstream timeout after 3000ms (payments)", "1750928374650192837"),
        ("AZWGcs1bAAAe9Zq3Vb6Hy2Ws", "2025-03-11T14:47:36.660Z", "checkout-api-6b8f9d7c4-5rjzt", "warn", "slow query: SELECT … FROM carts WHERE id=$1 took 1.84s", "6692018475529301746"),
    ]
    t4 = pj({"data": [{"id": i, "type": "log", "attributes": {"timestamp": ts, "host": h, "service": "checkout", "status": st, "message": m, "tags": ["env:prod", "service:checkout", "kube_namespace:shop-prod", f"pod_name:{h}"],
                                                              "attributes": {"dd": {"trace_id": tr}, "http": {"method": "POST", "url_details": {"path": "/v1/checkout/confirm"}}}}} for i, ts, h, st, m, tr in logs],
             "links": {"next": "https://api.datadoghq.eu/api/v2/logs/events?page%5Bcursor%5D=eyJhZnRlciI6WyJBWldHY3MxYkFBQWU5WnEzVmI2SHkyV3MiXX0&page%5Blimit%5D=5"},
             "meta": {"elapsed": 143, "page": {"after": "eyJhZnRlciI6WyJBWldHY3MxYkFBQWU5WnEzVmI2SHkyV3MiXX0"}, "request_id": "pddv1ChZRM0Y1aUhxX1QyR2RuWF9Wb2RQQTRn", "status": "done"}})
    m1_muted = mon(48213377, "[prod] checkout p95 latency above 800ms", q_lat, thr, "Alert", tags, "2025-03-11T14:52:06.338410+00:00", "2025-03-11T14:37:12+00:00", silenced={"*": 1741708800})
    t5 = pj(m1_muted)
    t6 = pj({"data": [
        {"id": "7d4e1b9a-3c5f-5a82-9e06-b1f4c8d72a53", "type": "incidents", "attributes": {"public_id": 318, "title": "Checkout confirm timeouts (payments upstream)", "severity": "SEV-2", "state": "active", "created": "2025-03-11T14:45:20.481000+00:00", "modified": "2025-03-11T14:51:37.009000+00:00", "resolved": None, "customer_impacted": True, "customer_impact_scope": "~18% of checkout confirmations failing with 504", "fields": {"teams": {"type": "autocomplete", "value": ["payments"]}}}},
        {"id": "2b8f6c0d-1a7e-5d49-8c33-f0e2a9b5d614", "type": "incidents", "attributes": {"public_id": 317, "title": "Search reindex lag > 30 min", "severity": "SEV-3", "state": "resolved", "created": "2025-03-09T07:12:44.120000+00:00", "modified": "2025-03-09T09:40:02.877000+00:00", "resolved": "2025-03-09T09:38:51.000000+00:00", "customer_impacted": False, "customer_impact_scope": None, "fields": {"teams": {"type": "autocomplete", "value": ["search"]}}}},
    ], "meta": {"pagination": {"offset": 0, "next_offset": 2, "size": 2}}})
    turns = [
        (call("get_monitor", monitor_id=48213377), t1),
        (call("query_metrics", query="p95:trace.http.request{service:checkout,env:prod}", **{"from": start, "to": start + 1800}), t2),
        (call("get_monitors", name="checkout", tags=["env:prod", "env:staging"], page_size=20), t3),
        (call("search_logs", query="service:checkout env:prod status:(error OR warn)", **{"from": "now-5m", "to": "now"}, limit=5, sort="-timestamp"), t4),
        (call("mute_monitor", monitor_id=48213377, scope="*", end=1741708800), t5),
        (call("list_incidents", query="state:(active OR resolved)", page_size=2), t6),
    ]
    rs.add("mcp", "h50-mcp-08", sysp, turns, bad=True, turn=3,
           kind="Monitor 48213377's warning threshold is 0.65 in the monitor list, but get_monitor showed 0.6 and nothing updated it (it is 0.6 again after muting).")


# ---------------------------------------------------------------------------------------------
# 09 Filesystem (clean): move a config into config/, edit it, fix the README reference
# ---------------------------------------------------------------------------------------------

def _fsize(n: int) -> str:
    if n < 1024:
        return f"{n} B"
    i = 1 if n < 1024 ** 2 else 2
    return f"{n / 1024 ** i:.2f} {['B', 'KB', 'MB'][i]}"


def _patch(path: str, old: str, new: str) -> str:
    lines = list(difflib.unified_diff(old.split("\n"), new.split("\n"), fromfile=path, tofile=path, fromfiledate="original", tofiledate="modified", n=3, lineterm=""))
    body = "Index: " + path + "\n" + "=" * 67 + "\n" + "\n".join(lines) + "\n"
    return "```diff\n" + body + "```\n\n"


def t09(rs: RowSet) -> None:
    tools = [
        tool("list_allowed_directories", "Returns the list of directories that this server is allowed to access.", {}, []),
        tool("list_directory_with_sizes", "Get a detailed listing of all files and directories in a specified path, including sizes.", {"path": S, "sortBy": {"type": "string", "enum": ["name", "size"], "default": "name"}}, ["path"]),
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path. Results distinguish files and directories with [FILE] and [DIR] prefixes.", {"path": S}, ["path"]),
        tool("read_text_file", "Read the complete contents of a file from the file system as text.", {"path": S, "head": {"type": "number"}, "tail": {"type": "number"}}, ["path"]),
        tool("get_file_info", "Retrieve detailed metadata about a file or directory.", {"path": S}, ["path"]),
        tool("create_directory", "Create a new directory or ensure a directory exists.", {"path": S}, ["path"]),
        tool("move_file", "Move or rename files and directories.", {"source": S, "destination": S}, ["source", "destination"]),
        tool("edit_file", "Make line-based edits to a text file. Returns a git-style diff showing the changes made.", {"path": S, "edits": {"type": "array", "items": {"type": "object", "properties": {"oldText": S, "newText": S}, "required": ["oldText", "newText"]}}, "dryRun": B}, ["path", "edits"]),
        tool("search_files", "Recursively search for files and directories matching a pattern.", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
    ]
    sysp = system("filesystem", "@modelcontextprotocol/server-filesystem, allowed directory /home/rkhan/projects/tidepool", tools)
    root = "/home/rkhan/projects/tidepool"
    cfg = """# tidepool runtime configuration
station:
  id: NOAA-9414290
  name: San Francisco
  timezone: America/Los_Angeles

fetch:
  base_url: https://api.tidesandcurrents.noaa.gov/api/prod/datagetter
  product: water_level
  datum: MLLW
  interval_minutes: 6
  timeout_seconds: 20

storage:
  path: ~/.local/share/tidepool/readings.parquet
  retention_days: 14
  compress: zstd

alerts:
  high_water_ft: 6.5
  notify: ntfy://tidepool-sf
"""
    cfg2 = cfg.replace("retention_days: 14", "retention_days: 30")
    readme = """# tidepool

Fetch and archive NOAA water-level readings for one tide station.

## Install

    pipx install tidepool

## Configure

Copy `config.yaml` to `~/.config/tidepool/` and set your station id.
Readings are kept for `storage.retention_days` days (default 14).

## Run

    tidepool fetch --since 2d
    tidepool plot --last 7d --out tides.png

## License

MIT
"""
    readme2 = readme.replace("Copy `config.yaml` to", "Copy `config/defaults.yaml` to").replace("(default 14)", "(default 30)")
    entries = [("[DIR]", "src", None), ("[DIR]", "tests", None), ("[DIR]", "docs", None), ("[FILE]", "uv.lock", 148213), ("[FILE]", "CHANGELOG.md", 6021),
               ("[FILE]", "pyproject.toml", 1874), ("[FILE]", "LICENSE", 1069), ("[FILE]", "README.md", nbytes(readme)), ("[FILE]", "config.yaml", nbytes(cfg)), ("[FILE]", ".gitignore", 212)]
    files = sorted([e for e in entries if e[2] is not None], key=lambda e: -e[2])
    dirs = [e for e in entries if e[2] is None]
    lines = [f"{k} {n.ljust(30)} {_fsize(s).rjust(10)}" for k, n, s in files] + [f"{k} {n.ljust(30)} " for k, n, _ in dirs]
    total = sum(e[2] for e in files)
    t2 = "\n".join(lines) + f"\n\nTotal: {len(files)} files, {len(dirs)} directories\nCombined size: {_fsize(total)}"

    def info(size: int, created: str, modified: str, accessed: str, perm: str = "644", isdir: bool = False) -> str:
        return (f"size: {size}\ncreated: {created}\nmodified: {modified}\naccessed: {accessed}\nisDirectory: {str(isdir).lower()}\n"
                f"isFile: {str(not isdir).lower()}\npermissions: {perm}")
    utc = "GMT+0000 (Coordinated Universal Time)"
    t4 = info(nbytes(cfg), f"Mon Feb 17 2025 19:02:41 {utc}", f"Fri Mar 07 2025 16:48:09 {utc}", f"Tue Mar 11 2025 10:14:22 {utc}")
    dst = f"{root}/config/defaults.yaml"
    t7 = _patch(dst, cfg, cfg2)
    t8 = info(nbytes(cfg2), f"Mon Feb 17 2025 19:02:41 {utc}", f"Tue Mar 11 2025 10:15:37 {utc}", f"Tue Mar 11 2025 10:15:37 {utc}")
    t9 = f"{root}/config/defaults.yaml\n{root}/tests/fixtures/config.yaml"
    t11 = _patch(f"{root}/README.md", readme, readme2)
    listing = ["[FILE] .gitignore", "[FILE] CHANGELOG.md", "[FILE] LICENSE", "[FILE] README.md", "[DIR] config", "[DIR] docs", "[FILE] pyproject.toml", "[DIR] src", "[DIR] tests", "[FILE] uv.lock"]
    turns = [
        (call("list_allowed_directories"), f"Allowed directories:\n{root}"),
        (call("list_directory_with_sizes", path=root, sortBy="size"), t2),
        (call("read_text_file", path=f"{root}/config.yaml"), cfg),
        (call("get_file_info", path=f"{root}/config.yaml"), t4),
        (call("create_directory", path=f"{root}/config"), f"Successfully created directory {root}/config"),
        (call("move_file", source=f"{root}/config.yaml", destination=dst), f"Successfully moved {root}/config.yaml to {dst}"),
        (call("edit_file", path=dst, edits=[{"oldText": "  retention_days: 14", "newText": "  retention_days: 30"}]), t7),
        (call("get_file_info", path=dst), t8),
        (call("search_files", path=root, pattern="**/*.yaml", excludePatterns=[".venv", "node_modules"]), t9),
        (call("read_text_file", path=f"{root}/README.md"), readme),
        (call("edit_file", path=f"{root}/README.md", edits=[{"oldText": "Copy `config.yaml` to", "newText": "Copy `config/defaults.yaml` to"}, {"oldText": "(default 14)", "newText": "(default 30)"}]), t11),
        (call("list_directory", path=root), "\n".join(listing)),
    ]
    rs.add("mcp", "h50-mcp-09", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 10 Elasticsearch (bad, turn 7): a deleted product shows up again in a category search
# ---------------------------------------------------------------------------------------------

def t10(rs: RowSet) -> None:
    tools = [
        tool("get_cluster_health", "Returns basic information about the health of the cluster.", {}, []),
        tool("list_indices", "List all indices.", {}, []),
        tool("search_documents", "Search for documents.", {"index": S, "body": OBJ}, ["index", "body"]),
        tool("count_documents", "Count documents matching a query.", {"index": S, "body": OBJ}, ["index"]),
        tool("delete_document", "Delete a document by ID.", {"index": S, "id": S}, ["index", "id"]),
        tool("index_document", "Creates or updates a document in the index.", {"index": S, "id": S, "document": OBJ}, ["index", "document"]),
        tool("get_document", "Get a document by ID.", {"index": S, "id": S}, ["index", "id"]),
    ]
    sysp = system("elasticsearch-mcp-server", "connected to the Elasticsearch 8.15 cluster `catalog-prod` at https://es-catalog.internal:9200 as user `catalog_ops`", tools)
    ix = "products-v7"
    shards = {"total": 3, "successful": 3, "skipped": 0, "failed": 0}
    t1 = pj({"cluster_name": "catalog-prod", "status": "green", "timed_out": False, "number_of_nodes": 3, "number_of_data_nodes": 3, "active_primary_shards": 14, "active_shards": 28,
             "relocating_shards": 0, "initializing_shards": 0, "unassigned_shards": 0, "unassigned_primary_shards": 0, "delayed_unassigned_shards": 0, "number_of_pending_tasks": 0,
             "number_of_in_flight_fetch": 0, "task_max_waiting_in_queue_millis": 0, "active_shards_percent_as_number": 100.0})

    def cat(pcount: int, pdel: int, size: str, psize: str) -> list[dict[str, str]]:
        return [
            {"health": "green", "status": "open", "index": ix, "uuid": "q3Zr8WkXT1eNf0vB6mYc2A", "pri": "3", "rep": "1", "docs.count": str(pcount), "docs.deleted": str(pdel), "store.size": size, "pri.store.size": psize, "dataset.size": psize},
            {"health": "green", "status": "open", "index": "products-v6", "uuid": "Lp4Hd2sQR9aYc7uE1xKw0g", "pri": "3", "rep": "1", "docs.count": "17905", "docs.deleted": "0", "store.size": "54.8mb", "pri.store.size": "27.4mb", "dataset.size": "27.4mb"},
            {"health": "green", "status": "open", "index": "reviews-2025.03", "uuid": "Vt0gN6bJS3mKq8eZ5rPf1w", "pri": "2", "rep": "1", "docs.count": "48112", "docs.deleted": "37", "store.size": "96.1mb", "pri.store.size": "48mb", "dataset.size": "48mb"},
            {"health": "green", "status": "open", "index": "search-analytics-2025.03.11", "uuid": "bC5yT2wXQ7iPd9oL3hGv8e", "pri": "1", "rep": "1", "docs.count": "208334", "docs.deleted": "0", "store.size": "71.9mb", "pri.store.size": "35.9mb", "dataset.size": "35.9mb"},
            {"health": "green", "status": "open", "index": ".kibana_8.15.0_001", "uuid": "Hk2mR0sYT4aWn6fQ1cVb7u", "pri": "1", "rep": "1", "docs.count": "1204", "docs.deleted": "88", "store.size": "7.2mb", "pri.store.size": "3.6mb", "dataset.size": "3.6mb"},
        ]
    t2 = pj(cat(18426, 512, "61.2mb", "30.6mb"))

    def src(sku: str, name: str, cat_: str, brand: str, price: float, stock: int, disc: bool, updated: str) -> dict[str, Any]:
        return {"sku": sku, "name": name, "category": cat_, "brand": brand, "price": price, "currency": "EUR", "stock": stock, "discontinued": disc, "updated_at": updated}
    a2021 = src("SKU-88412", "Aurora ANC Over-Ear Headphones (2021)", "headphones", "Aurora", 179.0, 0, True, "2025-02-27T09:14:02Z")
    pulse = src("SKU-88519", "Pulse Mini Bluetooth Speaker v1", "speakers", "Pulse", 49.0, 0, True, "2025-01-30T16:40:51Z")
    lumen = src("SKU-90377", "Lumen USB-C DAC", "dac-amps", "Lumen", 89.0, 14, True, "2025-03-03T11:02:37Z")
    q_disc = {"query": {"bool": {"filter": [{"term": {"discontinued": True}}]}}, "size": 10}
    t3 = pj({"took": 3, "timed_out": False, "_shards": shards, "hits": {"total": {"value": 3, "relation": "eq"}, "max_score": 0.0,
             "hits": [{"_index": ix, "_id": s["sku"], "_score": 0.0, "_source": s} for s in (a2021, pulse, lumen)]}})
    t4 = pj({"_index": ix, "_id": "SKU-88412", "_version": 9, "result": "deleted", "_shards": {"total": 2, "successful": 2, "failed": 0}, "_seq_no": 40218, "_primary_term": 3})
    t5 = pj({"_index": ix, "_id": "SKU-88519", "_version": 5, "result": "deleted", "_shards": {"total": 2, "successful": 2, "failed": 0}, "_seq_no": 39877, "_primary_term": 3})
    t6 = pj({"count": 1, "_shards": shards})
    hp = [
        src("SKU-81220", "Koto Studio Monitor Headphones", "headphones", "Koto", 99.0, 41, False, "2025-03-05T08:21:19Z"),
        src("SKU-77810", "Aurora ANC Earbuds", "headphones", "Aurora", 129.0, 63, False, "2025-03-10T13:45:00Z"),
        src("SKU-86604", "Fjord Open-Back Reference", "headphones", "Fjord", 149.0, 8, False, "2025-02-18T10:09:33Z"),
        a2021,
        src("SKU-89931", "Koto Wireless Pro", "headphones", "Koto", 199.0, 22, False, "2025-03-08T17:30:12Z"),
        src("SKU-84455", "Fjord Planar One", "headphones", "Fjord", 349.0, 5, False, "2025-01-21T12:00:48Z"),
    ]
    q_hp = {"query": {"bool": {"filter": [{"term": {"category": "headphones"}}]}}, "sort": [{"price": "asc"}], "size": 10, "_source": ["sku", "name", "category", "brand", "price", "currency", "stock", "discontinued", "updated_at"]}
    # bad: SKU-88412 was deleted in turn 4 but is returned again
    t7 = pj({"took": 5, "timed_out": False, "_shards": shards, "hits": {"total": {"value": 6, "relation": "eq"}, "max_score": None,
             "hits": [{"_index": ix, "_id": s["sku"], "_score": None, "_source": s, "sort": [s["price"]]} for s in hp]}})
    new = src("SKU-91204", "Aurora ANC Over-Ear Headphones (2025)", "headphones", "Aurora", 219.0, 120, False, "2025-03-11T15:02:44Z")
    t8 = pj({"_index": ix, "_id": "SKU-91204", "_version": 1, "result": "created", "_shards": {"total": 2, "successful": 2, "failed": 0}, "_seq_no": 40531, "_primary_term": 3})
    t9 = pj({"_index": ix, "_id": "SKU-91204", "_version": 1, "_seq_no": 40531, "_primary_term": 3, "found": True, "_source": new})
    t10 = pj(cat(18425, 514, "61.3mb", "30.6mb"))
    q_au = {"query": {"match": {"name": "aurora"}}, "size": 10, "_source": ["sku", "name", "price", "stock"]}
    t11 = pj({"took": 4, "timed_out": False, "_shards": shards, "hits": {"total": {"value": 2, "relation": "eq"}, "max_score": 1.8325814,
              "hits": [{"_index": ix, "_id": "SKU-77810", "_score": 1.8325814, "_source": {"sku": "SKU-77810", "name": "Aurora ANC Earbuds", "price": 129.0, "stock": 63}},
                       {"_index": ix, "_id": "SKU-91204", "_score": 1.5404451, "_source": {"sku": "SKU-91204", "name": "Aurora ANC Over-Ear Headphones (2025)", "price": 219.0, "stock": 120}}]}})
    turns = [
        (call("get_cluster_health"), t1),
        (call("list_indices"), t2),
        (call("search_documents", index=ix, body=q_disc), t3),
        (call("delete_document", index=ix, id="SKU-88412"), t4),
        (call("delete_document", index=ix, id="SKU-88519"), t5),
        (call("count_documents", index=ix, body={"query": {"term": {"discontinued": True}}}), t6),
        (call("search_documents", index=ix, body=q_hp), t7),
        (call("index_document", index=ix, id="SKU-91204", document=new), t8),
        (call("get_document", index=ix, id="SKU-91204"), t9),
        (call("list_indices"), t10),
        (call("search_documents", index=ix, body=q_au), t11),
    ]
    rs.add("mcp", "h50-mcp-10", sysp, turns, bad=True, turn=7,
           kind="Product SKU-88412 was deleted in turn 4 (and the discontinued count dropped to 1), yet it is returned again in the headphones search.")


# ---------------------------------------------------------------------------------------------
# 11 Playwright (bad, turn 6): the renamed project is listed under its old name
# ---------------------------------------------------------------------------------------------

def _pw(code_: str, url: str, title: str, snap: str, extra: str = "") -> str:
    out = f"### Ran Playwright code\n```js\n{code_}\n```\n\n"
    if extra:
        out += extra + "\n\n"
    return out + f"### Page state\n- Page URL: {url}\n- Page Title: {title}\n- Page Snapshot:\n```yaml\n{snap}\n```"


def _projects(rows: list[tuple[str, str, str, int, str]], search: str = "") -> str:
    lines = ["- generic [ref=e2]:",
             "  - banner [ref=e3]:",
             "    - link \"Kanbo home\" [ref=e4] [cursor=pointer]:",
             "      - /url: /acme",
             "      - img [ref=e5]",
             "    - navigation \"Workspace\" [ref=e6]:",
             "      - link \"Projects\" [ref=e7] [cursor=pointer]:",
             "        - /url: /acme/projects",
             "      - link \"My issues\" [ref=e8] [cursor=pointer]:",
             "        - /url: /acme/my-issues",
             "      - link \"Reports\" [ref=e9] [cursor=pointer]:",
             "        - /url: /acme/reports",
             "    - button \"Mia Chen\" [ref=e10] [cursor=pointer]: MC",
             "  - main [ref=e11]:",
             "    - heading \"Projects\" [level=1] [ref=e12]",
             f"    - textbox \"Search projects\" [ref=e13]{': ' + search if search else ''}",
             "    - button \"New project\" [ref=e14] [cursor=pointer]",
             "    - table [ref=e15]:",
             "      - rowgroup [ref=e16]:",
             "        - row \"Name Key Lead Open issues Updated\" [ref=e17]:",
             "          - columnheader \"Name\" [ref=e18]",
             "          - columnheader \"Key\" [ref=e19]",
             "          - columnheader \"Lead\" [ref=e20]",
             "          - columnheader \"Open issues\" [ref=e21]",
             "          - columnheader \"Updated\" [ref=e22]: Updated ↓",
             "      - rowgroup [ref=e23]:"]
    ref = 24
    for name, key, lead, n, upd in rows:
        lines += [f"        - row \"{name} {key} {lead} {n} {upd}\" [ref=e{ref}]:",
                  f"          - cell \"{name}\" [ref=e{ref + 1}]:",
                  f"            - link \"{name}\" [ref=e{ref + 2}] [cursor=pointer]:",
                  f"              - /url: /acme/projects/{key.lower()}",
                  f"          - cell \"{key}\" [ref=e{ref + 3}]",
                  f"          - cell \"{lead}\" [ref=e{ref + 4}]",
                  f"          - cell \"{n}\" [ref=e{ref + 5}]",
                  f"          - cell \"{upd}\" [ref=e{ref + 6}]"]
        ref += 7
    lines.append(f"    - status [ref=e{ref}]: {len(rows)} project{'s' if len(rows) != 1 else ''}")
    return "\n".join(lines)


def _overview(name: str, activity: list[str]) -> str:
    lines = ["- generic [ref=e2]:",
             "  - navigation \"Breadcrumb\" [ref=e3]:",
             "    - link \"Projects\" [ref=e4] [cursor=pointer]:",
             "      - /url: /acme/projects",
             f"    - text: / {name}",
             "  - main [ref=e5]:",
             f"    - heading \"{name}\" [level=1] [ref=e6]",
             "    - text: GRX · Lead Mia Chen",
             "    - tablist [ref=e7]:",
             "      - tab \"Overview\" [selected] [ref=e8]",
             "      - tab \"Board\" [ref=e9]",
             "      - tab \"Settings\" [ref=e10]",
             "    - region \"Summary\" [ref=e11]:",
             "      - text: 27 open · 9 in progress · 114 done",
             "      - progressbar \"Cycle 11 progress\" [ref=e12]: 62%",
             "    - region \"Activity\" [ref=e13]:",
             "      - list [ref=e14]:"]
    for i, a in enumerate(activity):
        lines.append(f"        - listitem [ref=e{15 + i}]: {a}")
    return "\n".join(lines)


def _settings(name: str, toast: str = "") -> str:
    lines = ["- generic [ref=e2]:",
             "  - navigation \"Breadcrumb\" [ref=e3]:",
             "    - link \"Projects\" [ref=e4] [cursor=pointer]:",
             "      - /url: /acme/projects",
             f"    - text: / {name} / Settings",
             "  - main [ref=e5]:",
             "    - heading \"Project settings\" [level=1] [ref=e6]",
             "    - group \"General\" [ref=e7]:",
             "      - text: Name",
             f"      - textbox \"Name\" [ref=e8]: {name}",
             "      - text: Key",
             "      - textbox \"Key\" [disabled] [ref=e9]: GRX",
             "      - text: Description",
             "      - textbox \"Description\" [ref=e10]: Pricing-page and onboarding A/B tests for Q3.",
             "      - combobox \"Lead\" [ref=e11]: Mia Chen",
             "    - button \"Save changes\" [ref=e12] [cursor=pointer]",
             "    - group \"Danger zone\" [ref=e13]:",
             "      - button \"Archive project\" [ref=e14] [cursor=pointer]"]
    if toast:
        lines += ["  - status [ref=e15]:", f"    - text: {toast}"]
    return "\n".join(lines)


def t11(rs: RowSet) -> None:
    tools = [
        tool("browser_navigate", "Navigate to a URL", {"url": S}, ["url"]),
        tool("browser_click", "Perform click on a web page", {"element": {"type": "string", "description": "Human-readable element description used to obtain permission to interact with the element"}, "ref": {"type": "string", "description": "Exact target element reference from the page snapshot"}, "doubleClick": B, "button": S}, ["element", "ref"]),
        tool("browser_type", "Type text into editable element", {"element": S, "ref": S, "text": S, "submit": B, "slowly": B}, ["element", "ref", "text"]),
        tool("browser_snapshot", "Capture accessibility snapshot of the current page, this is better than screenshot", {}, []),
        tool("browser_take_screenshot", "Take a screenshot of the current page. You can't perform actions based on the screenshot, use browser_snapshot for actions.", {"type": {"type": "string", "enum": ["png", "jpeg"]}, "filename": S, "fullPage": B}, []),
    ]
    sysp = system("playwright", "Playwright MCP (@playwright/mcp) driving Chromium, logged in to app.kanbo.io as Mia Chen", tools)
    base = "https://app.kanbo.io/acme"
    rows = [("Onboarding revamp", "ONB", "Priya Nair", 18, "2 hours ago"), ("Q3 Growth Experiments", "GRX", "Mia Chen", 27, "yesterday"), ("Billing v2", "BIL", "Tomás Ortega", 41, "3 days ago"),
            ("Mobile 4.0", "MOB", "Kenji Ito", 63, "5 days ago"), ("Data retention policy", "DRP", "Mia Chen", 6, "last week"), ("Support macros", "SUP", "Ana Lima", 12, "2 weeks ago"),
            ("Partner API", "PAPI", "Tomás Ortega", 33, "Feb 14")]
    t1 = _pw("await page.goto('https://app.kanbo.io/acme/projects');", f"{base}/projects", "Projects · Acme · Kanbo", _projects(rows))
    act = ["Kenji Ito moved GRX-212 “Annual plan toggle test” to Done · yesterday", "Mia Chen created GRX-219 “Trial length 14 → 21 days” · 2 days ago", "Priya Nair commented on GRX-204 · 3 days ago"]
    t2 = _pw("await page.getByRole('link', { name: 'Q3 Growth Experiments' }).click();", f"{base}/projects/grx", "Q3 Growth Experiments · Kanbo", _overview("Q3 Growth Experiments", act))
    t3 = _pw("await page.getByRole('tab', { name: 'Settings' }).click();", f"{base}/projects/grx/settings", "Settings · Q3 Growth Experiments · Kanbo", _settings("Q3 Growth Experiments"))
    t4 = _pw("await page.getByRole('textbox', { name: 'Name' }).fill('Q3 Growth Bets');", f"{base}/projects/grx/settings", "Settings · Q3 Growth Experiments · Kanbo",
             _settings("Q3 Growth Experiments").replace("textbox \"Name\" [ref=e8]: Q3 Growth Experiments", "textbox \"Name\" [active] [ref=e8]: Q3 Growth Bets"))
    t5 = _pw("await page.getByRole('button', { name: 'Save changes' }).click();", f"{base}/projects/grx/settings", "Settings · Q3 Growth Bets · Kanbo",
             _settings("Q3 Growth Bets", "Project renamed to “Q3 Growth Bets”"))
    rows_bad = [("Q3 Growth Experiments", "GRX", "Mia Chen", 27, "just now")] + [r for r in rows if r[1] != "GRX"]
    t6 = _pw("await page.goto('https://app.kanbo.io/acme/projects');", f"{base}/projects", "Projects · Acme · Kanbo", _projects(rows_bad))
    rows_f = [("Q3 Growth Bets", "GRX", "Mia Chen", 27, "just now")]
    t7 = _pw("await page.getByRole('textbox', { name: 'Search projects' }).fill('growth');", f"{base}/projects?q=growth", "Projects · Acme · Kanbo", _projects(rows_f, "growth"))
    act2 = ["Mia Chen renamed the project from “Q3 Growth Experiments” to “Q3 Growth Bets” · just now"] + act
    t8 = _pw("await page.getByRole('link', { name: 'Q3 Growth Bets' }).click();", f"{base}/projects/grx", "Q3 Growth Bets · Kanbo", _overview("Q3 Growth Bets", act2))
    t9 = ("### Ran Playwright code\n```js\n// Screenshot viewport and save it as /tmp/playwright-mcp-output/2025-03-11T15-41-52.904Z/grx-overview.png\n"
          "await page.screenshot({\n  path: '/tmp/playwright-mcp-output/2025-03-11T15-41-52.904Z/grx-overview.png',\n  scale: 'css',\n  type: 'png'\n});\n```\n\n"
          "Took the viewport screenshot and saved it as /tmp/playwright-mcp-output/2025-03-11T15-41-52.904Z/grx-overview.png")
    turns = [
        (call("browser_navigate", url=f"{base}/projects"), t1),
        (call("browser_click", element="Q3 Growth Experiments project link", ref="e33"), t2),
        (call("browser_click", element="Settings tab", ref="e10"), t3),
        (call("browser_type", element="Name textbox", ref="e8", text="Q3 Growth Bets"), t4),
        (call("browser_click", element="Save changes button", ref="e12"), t5),
        (call("browser_navigate", url=f"{base}/projects"), t6),
        (call("browser_type", element="Search projects textbox", ref="e13", text="growth"), t7),
        (call("browser_click", element="Q3 Growth Bets project link", ref="e26"), t8),
        (call("browser_take_screenshot", type="png", filename="grx-overview.png"), t9),
    ]
    rs.add("mcp", "h50-mcp-11", sysp, turns, bad=True, turn=6,
           kind="After the project was saved as “Q3 Growth Bets” (toast and title confirm it), the projects list shows the just-updated GRX row under its old name “Q3 Growth Experiments”.")


# ---------------------------------------------------------------------------------------------
# 12 Twilio (clean): repoint a number's webhook, send an SMS that goes queued -> delivered
# ---------------------------------------------------------------------------------------------

def t12(rs: RowSet) -> None:
    tools = [
        tool("twilio_api_v2010--ListIncomingPhoneNumber", "Retrieve a list of incoming-phone-numbers belonging to the account used to make the request.", {"AccountSid": S, "PhoneNumber": S, "FriendlyName": S, "PageSize": INT}, []),
        tool("twilio_api_v2010--FetchIncomingPhoneNumber", "Fetch an incoming-phone-number belonging to the account used to make the request.", {"AccountSid": S, "Sid": S}, ["Sid"]),
        tool("twilio_api_v2010--UpdateIncomingPhoneNumber", "Update an incoming-phone-number instance.", {"AccountSid": S, "Sid": S, "FriendlyName": S, "SmsUrl": S, "SmsMethod": S, "VoiceUrl": S, "StatusCallback": S}, ["Sid"]),
        tool("twilio_api_v2010--CreateMessage", "Send a message", {"AccountSid": S, "To": S, "From": S, "Body": S, "StatusCallback": S, "MessagingServiceSid": S}, ["To"]),
        tool("twilio_api_v2010--FetchMessage", "Fetch a message belonging to the account used to make the request", {"AccountSid": S, "Sid": S}, ["Sid"]),
        tool("twilio_api_v2010--ListMessage", "Retrieve a list of Message resources associated with a Twilio Account", {"AccountSid": S, "To": S, "From": S, "DateSent": S, "PageSize": INT}, []),
    ]
    sysp = system("twilio", "@twilio-alpha/mcp exposing the Twilio 2010-04-01 REST API for account ACf3a9d20c7e14b58a96d0e2c1b7a4f853 (Rivet Clinic)", tools)
    ac = "ACf3a9d20c7e14b58a96d0e2c1b7a4f853"
    base = f"/2010-04-01/Accounts/{ac}"
    pn1, pn2 = "PN7c0e4a92d1b35f68e2a9c4d7b0f1e3a5", "PN2b9f6d13e8a04c7159b3e2d6f0a8c4b1"

    def number(sid: str, num: str, friendly: str, sms_url: str, created: str, updated: str, voice: str) -> dict[str, Any]:
        return {"account_sid": ac, "address_requirements": "none", "address_sid": None, "api_version": "2010-04-01", "beta": False,
                "capabilities": {"fax": False, "mms": True, "sms": True, "voice": True}, "date_created": created, "date_updated": updated, "emergency_status": "Inactive",
                "friendly_name": friendly, "identity_sid": None, "origin": "twilio", "phone_number": num, "sid": sid, "sms_application_sid": "", "sms_fallback_method": "POST",
                "sms_fallback_url": "", "sms_method": "POST", "sms_url": sms_url, "status": "in-use", "status_callback": "https://hooks.rivetclinic.com/twilio/status",
                "status_callback_method": "POST", "trunk_sid": None, "uri": f"{base}/IncomingPhoneNumbers/{sid}.json", "voice_method": "POST", "voice_url": voice, "bundle_sid": None}
    n1 = number(pn1, "+16282519034", "(628) 251-9034", "https://hooks.rivetclinic.com/sms/inbound", "Thu, 16 May 2024 18:22:05 +0000", "Thu, 16 May 2024 18:25:40 +0000", "https://hooks.rivetclinic.com/voice/ivr")
    n2 = number(pn2, "+15103847721", "Oakland front desk", "https://hooks.rivetclinic.com/sms/inbound", "Mon, 02 Dec 2024 21:47:13 +0000", "Mon, 02 Dec 2024 21:47:13 +0000", "https://hooks.rivetclinic.com/voice/forward-oak")
    t1 = pj({"end": 1, "first_page_uri": f"{base}/IncomingPhoneNumbers.json?PageSize=20&Page=0", "incoming_phone_numbers": [n1, n2], "next_page_uri": None, "page": 0,
             "page_size": 20, "previous_page_uri": None, "start": 0, "uri": f"{base}/IncomingPhoneNumbers.json?PageSize=20&Page=0"})
    n1u = number(pn1, "+16282519034", "Clinic reminders (SF)", "https://hooks.rivetclinic.com/v2/sms/inbound", "Thu, 16 May 2024 18:22:05 +0000", "Tue, 11 Mar 2025 16:01:48 +0000", "https://hooks.rivetclinic.com/voice/ivr")
    t2 = pj(n1u)
    body = "Rivet Clinic: reminder of your appointment tomorrow, Wed Mar 12 at 9:30 AM with Dr. Alvarez. Reply C to confirm or R to reschedule."
    sm = "SM4e1d8b07a3c95f26d0b7e4a1c9f3d582"

    def msg(sid: str, to: str, frm: str, text: str, status: str, created: str, sent: str | None, updated: str, price: str | None, direction: str = "outbound-api") -> dict[str, Any]:
        return {"account_sid": ac, "api_version": "2010-04-01", "body": text, "date_created": created, "date_sent": sent, "date_updated": updated, "direction": direction,
                "error_code": None, "error_message": None, "from": frm, "messaging_service_sid": None, "num_media": "0", "num_segments": "1", "price": price, "price_unit": "USD",
                "sid": sid, "status": status, "subresource_uris": {"media": f"{base}/Messages/{sid}/Media.json", "feedback": f"{base}/Messages/{sid}/Feedback.json"},
                "to": to, "uri": f"{base}/Messages/{sid}.json"}
    t3 = pj(msg(sm, "+14155550198", "+16282519034", body, "queued", "Tue, 11 Mar 2025 16:02:11 +0000", None, "Tue, 11 Mar 2025 16:02:11 +0000", None))
    t4 = pj(msg(sm, "+14155550198", "+16282519034", body, "delivered", "Tue, 11 Mar 2025 16:02:11 +0000", "Tue, 11 Mar 2025 16:02:11 +0000", "Tue, 11 Mar 2025 16:02:14 +0000", "-0.00830"))
    older = [msg("SM0d5c9e3a7f2b4816c4a1e0d9b7f2c635", "+14155550198", "+16282519034", "Rivet Clinic: your lab results are ready in the patient portal. Log in at rivetclinic.com/portal to view them.", "delivered",
                 "Mon, 10 Mar 2025 17:40:02 +0000", "Mon, 10 Mar 2025 17:40:02 +0000", "Mon, 10 Mar 2025 17:40:05 +0000", "-0.00830"),
             msg("SMb83f2a6c19d04e7a5c2d8f1b0e9a7364", "+14155550198", "+16282519034", "Rivet Clinic: you're booked with Dr. Alvarez on Wed Mar 12 at 9:30 AM. Reply R to reschedule.", "delivered",
                 "Mon, 03 Mar 2025 19:12:47 +0000", "Mon, 03 Mar 2025 19:12:47 +0000", "Mon, 03 Mar 2025 19:12:50 +0000", "-0.00830")]
    page = [json.loads(t4)] + older
    t5 = pj({"end": 2, "first_page_uri": f"{base}/Messages.json?To=%2B14155550198&PageSize=3&Page=0", "messages": page,
             "next_page_uri": f"{base}/Messages.json?To=%2B14155550198&PageSize=3&Page=1&PageToken=PASMb83f2a6c19d04e7a5c2d8f1b0e9a7364", "page": 0, "page_size": 3,
             "previous_page_uri": None, "start": 0, "uri": f"{base}/Messages.json?To=%2B14155550198&PageSize=3&Page=0"})
    t6 = pj(n1u)
    turns = [
        (call("twilio_api_v2010--ListIncomingPhoneNumber", PageSize=20), t1),
        (call("twilio_api_v2010--UpdateIncomingPhoneNumber", Sid=pn1, FriendlyName="Clinic reminders (SF)", SmsUrl="https://hooks.rivetclinic.com/v2/sms/inbound"), t2),
        (call("twilio_api_v2010--CreateMessage", To="+14155550198", From="+16282519034", Body=body), t3),
        (call("twilio_api_v2010--FetchMessage", Sid=sm), t4),
        (call("twilio_api_v2010--ListMessage", To="+14155550198", PageSize=3), t5),
        (call("twilio_api_v2010--FetchIncomingPhoneNumber", Sid=pn1), t6),
    ]
    rs.add("mcp", "h50-mcp-12", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 13 Sentry (clean): live event counters, resolve one issue, assign another, a new issue appears
# ---------------------------------------------------------------------------------------------

def t13(rs: RowSet) -> None:
    tools = [
        tool("find_projects", "Find projects in Sentry.", {"organizationSlug": S, "regionUrl": S}, ["organizationSlug"]),
        tool("search_issues", "Search for grouped issues/problems in Sentry - returns a LIST of issues, NOT counts or aggregations.", {"organizationSlug": S, "projectSlugOrId": S, "naturalLanguageQuery": S, "limit": INT}, ["organizationSlug", "naturalLanguageQuery"]),
        tool("get_issue_details", "Get detailed information about a specific Sentry issue by ID.", {"organizationSlug": S, "issueId": S, "issueUrl": S, "eventId": S}, []),
        tool("find_releases", "Find releases in Sentry.", {"organizationSlug": S, "projectSlug": S, "query": S}, ["organizationSlug"]),
        tool("update_issue", "Update an issue's status or assignment in Sentry.", {"organizationSlug": S, "issueId": S, "status": {"type": "string", "enum": ["resolved", "resolvedInNextRelease", "unresolved", "ignored"]}, "assignedTo": S}, ["organizationSlug", "issueId"]),
    ]
    sysp = system("sentry", "the Sentry MCP server (mcp.sentry.dev) for the organization `finchpay`, authenticated as Oskar Lindqvist; results are Markdown", tools)
    org = "finchpay"
    t1 = f"""# Projects in **{org}**

- **web-checkout**
- **api-gateway**
- **ledger-worker**
- **ios-app**
- **android-app**
- **merchant-dashboard**

# Using this information

- The project slug is the identifier used in issue ids, e.g. `WEB-CHECKOUT-1A`.
- You can filter issues by project with `search_issues(projectSlugOrId=...)`."""

    def issue_block(i: int, sid: str, typ: str, msg: str, culprit: str, status: str, events: str, users: int, first: str, last: str) -> str:
        return (f"## {i}. [{sid}](https://{org}.sentry.io/issues/{sid})\n\n**{typ}**: {msg}\n\n- **Culprit**: {culprit}\n- **Status**: {status}\n"
                f"- **Events**: {events}\n- **Users**: {users}\n- **First seen**: {first}\n- **Last seen**: {last}\n")
    hdr = "# Search Results for \"unresolved issues in web-checkout sorted by frequency\"\n\n⚠️ **Query**: `is:unresolved` sorted by `freq`\n\n"
    a = ("WEB-CHECKOUT-4Q2", "TypeError", "Cannot read properties of undefined (reading 'lineItems')", "src/checkout/CartSummary.tsx in CartSummary")
    b = ("WEB-CHECKOUT-4R9", "Error", "Payment sheet timed out after 15000ms", "src/payments/usePaymentSheet.ts in confirm")
    c = ("WEB-CHECKOUT-3ZK", "UnhandledRejection", "Non-Error promise rejection captured with value: Object Not Found Matching Id:3, MethodName:update, ParamCount:4", "?(<anonymous>)")
    d = ("WEB-CHECKOUT-41D", "SecurityError", "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "src/lib/storage.ts in safeGet")
    e = ("WEB-CHECKOUT-4S1", "ChunkLoadError", "Loading chunk 812 failed. (error: https://pay.finchpay.com/_next/static/chunks/812.3f9c1e7a.js)", "webpack/runtime/jsonp chunk loading in __webpack_require__.f.j")
    t2 = hdr + "Found **4** issues:\n\n" + "\n".join([
        issue_block(1, *a, "unresolved", "1,384", 212, "2025-03-09T21:14:07.000Z", "2025-03-11T16:20:41.000Z"),
        issue_block(2, *b, "unresolved", "622", 147, "2025-02-27T08:02:55.000Z", "2025-03-11T16:19:58.000Z"),
        issue_block(3, *c, "unresolved", "418", 301, "2024-11-18T13:40:10.000Z", "2025-03-11T16:12:30.000Z"),
        issue_block(4, *d, "unresolved", "97", 64, "2025-01-06T09:27:44.000Z", "2025-03-11T15:51:02.000Z"),
    ]) + "\n# Using this information\n\n- You can reference the Issue ID in commit messages (e.g. `Fixes WEB-CHECKOUT-4Q2`) to automatically close the issue when the commit is merged.\n- Use `get_issue_details` for the stacktrace and latest event."
    stack = """```
TypeError: Cannot read properties of undefined (reading 'lineItems')
    at CartSummary (src/checkout/CartSummary.tsx:48:31)
    at renderWithHooks (node_modules/react-dom/cjs/react-dom.production.min.js:160:137)
    at updateFunctionComponent (node_modules/react-dom/cjs/react-dom.production.min.js:190:118)
    at beginWork (node_modules/react-dom/cjs/react-dom.production.min.js:232:11)
```"""

    def details(status: str, events: str, users: int, last: str, event_id: str, extra: str = "") -> str:
        return f"""# Issue WEB-CHECKOUT-4Q2 in **{org}**

**Description**: Cannot read properties of undefined (reading 'lineItems')
**Culprit**: src/checkout/CartSummary.tsx in CartSummary
**First Seen**: 2025-03-09T21:14:07.000Z
**Last Seen**: {last}
**Occurrences**: {events}
**Users Impacted**: {users}
**Status**: {status}
**Platform**: javascript
**Project**: web-checkout
**URL**: https://{org}.sentry.io/issues/WEB-CHECKOUT-4Q2
{extra}
## Event Details

**Event ID**: {event_id}
**Occurred At**: {last}
**Error**: TypeError: Cannot read properties of undefined (reading 'lineItems')

### Stacktrace

{stack}

### Tags

**browser**: Chrome 133.0.0
**os**: Android 14
**release**: web-checkout@3.18.0
**environment**: production
**url**: https://pay.finchpay.com/checkout/cart
**transaction**: /checkout/cart

# Using this information

- You can reference the IssueID in commit messages (e.g. `Fixes WEB-CHECKOUT-4Q2`) to automatically close the issue when the commit is merged.
- The stacktrace includes both first-party application code as well as third-party code, its important to triage to first-party code."""
    t3 = details("unresolved", "1,388", 213, "2025-03-11T16:22:03.000Z", "b61e3f0d9a2c47e58f1d6a03c9e7b4f2")
    t4 = f"""# Releases in **{org}/web-checkout**

## 3.18.1

**Created**: 2025-03-11T15:58:12.000Z
**First Event**: 2025-03-11T16:03:44.000Z
**Last Event**: 2025-03-11T16:21:50.000Z
**New Issues**: 0
**Projects**: web-checkout

## 3.18.0

**Created**: 2025-03-09T20:41:37.000Z
**First Event**: 2025-03-09T20:55:01.000Z
**Last Event**: 2025-03-11T16:22:03.000Z
**New Issues**: 2
**Projects**: web-checkout

## 3.17.4

**Created**: 2025-03-04T10:12:09.000Z
**First Event**: 2025-03-04T10:30:26.000Z
**Last Event**: 2025-03-10T22:48:15.000Z
**New Issues**: 1
**Projects**: web-checkout

# Using this information

- Use the release version with `search_issues` (e.g. `release:web-checkout@3.18.1`) to find issues introduced in a release."""
    t5 = f"""# Issue WEB-CHECKOUT-4Q2 Updated in **{org}**

**Issue**: Cannot read properties of undefined (reading 'lineItems')
**URL**: https://{org}.sentry.io/issues/WEB-CHECKOUT-4Q2

## Changes Made

**Status**: unresolved → **resolved**

## Current Status

**Status**: resolved
**Assigned To**: Unassigned

# Using this information

- The issue has been successfully updated in Sentry
- New events for this issue will mark it as a regression and reopen it."""
    t6 = hdr + "Found **4** issues:\n\n" + "\n".join([
        issue_block(1, *b, "unresolved", "631", 149, "2025-02-27T08:02:55.000Z", "2025-03-11T16:24:47.000Z"),
        issue_block(2, *c, "unresolved", "419", 302, "2024-11-18T13:40:10.000Z", "2025-03-11T16:23:15.000Z"),
        issue_block(3, *d, "unresolved", "97", 64, "2025-01-06T09:27:44.000Z", "2025-03-11T15:51:02.000Z"),
        issue_block(4, *e, "unresolved", "3", 3, "2025-03-11T16:23:36.000Z", "2025-03-11T16:25:02.000Z"),
    ]) + "\n# Using this information\n\n- You can reference the Issue ID in commit messages (e.g. `Fixes WEB-CHECKOUT-4R9`) to automatically close the issue when the commit is merged.\n- Use `get_issue_details` for the stacktrace and latest event."
    t7 = f"""# Issue WEB-CHECKOUT-4R9 Updated in **{org}**

**Issue**: Payment sheet timed out after 15000ms
**URL**: https://{org}.sentry.io/issues/WEB-CHECKOUT-4R9

## Changes Made

**Assigned To**: Unassigned → **Oskar Lindqvist**

## Current Status

**Status**: unresolved
**Assigned To**: Oskar Lindqvist

# Using this information

- The issue has been successfully updated in Sentry"""
    t8 = details("resolved", "1,390", 213, "2025-03-11T16:24:12.000Z", "0c7a94e2b5d13f68a1e9c04d7b2f5e3a", "**Assigned To**: Unassigned\n**Resolved At**: 2025-03-11T16:24:30.000Z\n")
    turns = [
        (call("find_projects", organizationSlug=org), t1),
        (call("search_issues", organizationSlug=org, projectSlugOrId="web-checkout", naturalLanguageQuery="unresolved issues in web-checkout sorted by frequency", limit=10), t2),
        (call("get_issue_details", organizationSlug=org, issueId="WEB-CHECKOUT-4Q2"), t3),
        (call("find_releases", organizationSlug=org, projectSlug="web-checkout"), t4),
        (call("update_issue", organizationSlug=org, issueId="WEB-CHECKOUT-4Q2", status="resolved"), t5),
        (call("search_issues", organizationSlug=org, projectSlugOrId="web-checkout", naturalLanguageQuery="unresolved issues in web-checkout sorted by frequency", limit=10), t6),
        (call("update_issue", organizationSlug=org, issueId="WEB-CHECKOUT-4R9", assignedTo="me"), t7),
        (call("get_issue_details", organizationSlug=org, issueId="WEB-CHECKOUT-4Q2"), t8),
    ]
    rs.add("mcp", "h50-mcp-13", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 14 MongoDB (bad, turn 10): a recipe's tag list changes member with no update touching it
# ---------------------------------------------------------------------------------------------

def _mcontent(*texts: str) -> str:
    return json.dumps({"content": [{"type": "text", "text": t} for t in texts]}, indent=2, ensure_ascii=False)


def _ej(doc: dict[str, Any]) -> str:
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False)


def t14(rs: RowSet) -> None:
    tools = [
        tool("list-databases", "List all databases for a MongoDB connection", {}, []),
        tool("list-collections", "List all collections for a given database", {"database": S}, ["database"]),
        tool("count", "Gets the number of documents in a MongoDB collection using db.collection.count() and query as an optional filter parameter", {"database": S, "collection": S, "query": OBJ}, ["database", "collection"]),
        tool("find", "Run a find query against a MongoDB collection", {"database": S, "collection": S, "filter": OBJ, "projection": OBJ, "limit": INT, "sort": OBJ}, ["database", "collection"]),
        tool("update-many", "Updates all documents that match the specified filter for a collection", {"database": S, "collection": S, "filter": OBJ, "update": OBJ, "upsert": B}, ["database", "collection", "update"]),
        tool("insert-many", "Insert an array of documents into a MongoDB collection", {"database": S, "collection": S, "documents": A}, ["database", "collection", "documents"]),
        tool("delete-many", "Removes all documents that match the filter from a MongoDB collection", {"database": S, "collection": S, "filter": OBJ}, ["database", "collection"]),
        tool("aggregate", "Run an aggregation against a MongoDB collection", {"database": S, "collection": S, "pipeline": A}, ["database", "collection", "pipeline"]),
        tool("create-index", "Create an index for a collection", {"database": S, "collection": S, "keys": OBJ, "name": S}, ["database", "collection", "keys"]),
        tool("collection-indexes", "Describe the indexes for a collection", {"database": S, "collection": S}, ["database", "collection"]),
    ]
    sysp = system("mongodb-mcp-server", "connected to the Atlas cluster `rb-prod-0` (MongoDB 7.0) with a read-write user", tools)
    db, col = "recipebox", "recipes"
    t1 = _mcontent("Name: admin, Size: 368640 bytes", "Name: config, Size: 225280 bytes", "Name: local, Size: 4829184000 bytes",
                   "Name: recipebox, Size: 18350080 bytes", "Name: recipebox_staging, Size: 2146304 bytes")
    t2 = _mcontent('Name: "recipes"', 'Name: "users"', 'Name: "collections"', 'Name: "ratings"', 'Name: "ingest_log"')
    t3 = _mcontent(f'Found 1842 documents in the collection "{col}"')
    ida, idb, idc, idd = "65f1c2a9e4b0d83a7c2f9e14", "65f1c2a9e4b0d83a7c2f9e3b", "65f1c2aae4b0d83a7c2fa0c7", "66a0d4f17b3e9c1d5a8e2b60"
    A_ = {"_id": {"$oid": ida}, "title": "Green curry with tofu", "tags": ["curry", "vegetarian", "gluten-free", "weeknight"], "prep_minutes": 35, "rating": 4.7}
    B_ = {"_id": {"$oid": idb}, "title": "Pad kra pao", "tags": ["stir-fry", "spicy", "quick"], "prep_minutes": 20, "rating": 4.6}
    C_ = {"_id": {"$oid": idc}, "title": "Tom kha gai", "tags": ["soup", "gluten-free", "coconut"], "prep_minutes": 40, "rating": 4.5}
    D_ = {"_id": {"$oid": idd}, "title": "Mango sticky rice", "tags": ["dessert", "vegan", "gluten-free"], "prep_minutes": 50, "rating": 4.4}
    proj = {"title": 1, "tags": 1, "prep_minutes": 1, "rating": 1}
    t4 = _mcontent(f'Found 4 documents in the collection "{col}":', _ej(A_), _ej(B_), _ej(C_), _ej(D_))
    t5 = _mcontent("Matched 1 document(s). Modified 1 document(s).")
    ide, idf = "67d06b3c9f1e2a4b8c5d7e01", "67d06b3c9f1e2a4b8c5d7e02"
    newdocs = [{"title": "Som tam (green papaya salad)", "cuisine": "thai", "tags": ["salad", "vegan", "quick", "no-cook"], "prep_minutes": 15, "rating": 0, "ingredients": ["green papaya", "lime", "palm sugar", "peanuts", "chili", "tamari"]},
               {"title": "Peanut noodles", "cuisine": "thai", "tags": ["noodles", "weeknight", "peanut"], "prep_minutes": 25, "rating": 0, "ingredients": ["rice noodles", "peanut butter", "soy sauce", "lime", "scallions"]}]
    t6 = _mcontent(f'Inserted `2` document(s) into collection "{col}"', f"Inserted IDs: {ide}, {idf}")
    t7 = _mcontent(f'Found 6 documents in the collection "{col}"')
    t8 = _mcontent(f'Deleted `1` document(s) from collection "{col}"')
    agg = [("gluten-free", 3), ("vegan", 3), ("weeknight", 2), ("coconut", 1), ("curry", 1), ("dessert", 1), ("no-cook", 1), ("noodles", 1), ("peanut", 1), ("quick", 1), ("salad", 1), ("soup", 1), ("vegetarian", 1)]
    t9 = _mcontent(f'Found {len(agg)} documents in the collection "{col}":', *[_ej({"_id": t, "n": n}) for t, n in agg])
    A2 = dict(A_, tags=["curry", "vegetarian", "gluten-free", "weeknight", "vegan"])
    C_bad = dict(C_, tags=["soup", "dairy-free", "coconut"])
    E_ = {"_id": {"$oid": ide}, "title": "Som tam (green papaya salad)", "tags": ["salad", "vegan", "quick", "no-cook"], "prep_minutes": 15, "rating": 0}
    F_ = {"_id": {"$oid": idf}, "title": "Peanut noodles", "tags": ["noodles", "weeknight", "peanut"], "prep_minutes": 25, "rating": 0}
    t10 = _mcontent(f'Found 5 documents in the collection "{col}":', _ej(A2), _ej(C_bad), _ej(D_), _ej(E_), _ej(F_))
    t11 = _mcontent(f'Created the index "cuisine_1_tags_1" on collection "{col}" in database "{db}"')
    t12 = _mcontent(f'Found 4 indexes in the collection "{col}":', 'Name "_id_", definition: {"_id":1}', 'Name "title_text", definition: {"_fts":"text","_ftsx":1}',
                    'Name "cuisine_1_rating_-1", definition: {"cuisine":1,"rating":-1}', 'Name "cuisine_1_tags_1", definition: {"cuisine":1,"tags":1}')
    pipe = [{"$match": {"cuisine": "thai"}}, {"$unwind": "$tags"}, {"$group": {"_id": "$tags", "n": {"$sum": 1}}}, {"$sort": {"n": -1, "_id": 1}}]
    turns = [
        (call("list-databases"), t1),
        (call("list-collections", database=db), t2),
        (call("count", database=db, collection=col), t3),
        (call("find", database=db, collection=col, filter={"cuisine": "thai"}, projection=proj, sort={"rating": -1}, limit=10), t4),
        (call("update-many", database=db, collection=col, filter={"cuisine": "thai", "tags": "vegetarian", "ingredients": {"$nin": ["fish sauce", "egg", "shrimp paste"]}}, update={"$addToSet": {"tags": "vegan"}}), t5),
        (call("insert-many", database=db, collection=col, documents=newdocs), t6),
        (call("count", database=db, collection=col, query={"cuisine": "thai"}), t7),
        (call("delete-many", database=db, collection=col, filter={"_id": {"$oid": idb}}), t8),
        (call("aggregate", database=db, collection=col, pipeline=pipe), t9),
        (call("find", database=db, collection=col, filter={"cuisine": "thai"}, projection=proj, sort={"rating": -1}, limit=10), t10),
        (call("create-index", database=db, collection=col, keys={"cuisine": 1, "tags": 1}), t11),
        (call("collection-indexes", database=db, collection=col), t12),
    ]
    rs.add("mcp", "h50-mcp-14", sysp, turns, bad=True, turn=10,
           kind="Tom kha gai's tags come back as soup/dairy-free/coconut, but it was shown with gluten-free (and the aggregation still counted 3 gluten-free) and no update touched it.")


# ---------------------------------------------------------------------------------------------
# 15 Redis (clean): session hash edited, TTL reset, a stale session deleted, live keyspace counters
# ---------------------------------------------------------------------------------------------

def t15(rs: RowSet) -> None:
    tools = [
        tool("info", "Get Redis server information and statistics.", {"section": {"type": "string", "default": "default"}}, []),
        tool("scan_keys", "Scan keys in the Redis database using the SCAN command (non-blocking).", {"pattern": {"type": "string", "default": "*"}, "count": {"type": "integer", "default": 100}, "cursor": {"type": "integer", "default": 0}}, []),
        tool("hgetall", "Get all fields and values from a Redis hash.", {"name": S}, ["name"]),
        tool("hset", "Set a field in a hash stored at key with an optional expiration time.", {"name": S, "key": S, "value": S, "expire_seconds": INT}, ["name", "key", "value"]),
        tool("ttl", "Get the remaining time to live of a key in seconds.", {"key": S}, ["key"]),
        tool("expire", "Set an expiration time for a Redis key.", {"name": S, "expire_seconds": INT}, ["name", "expire_seconds"]),
        tool("delete", "Delete a Redis key.", {"key": S}, ["key"]),
    ]
    sysp = system("redis", "the Redis MCP server (mcp-redis) connected to cache-prod-1.internal:6379 db 0, Redis 7.2.5", tools)
    t1 = pj({"db0": {"keys": 48213, "expires": 47102, "avg_ttl": 1543021, "subexpiry": 0}})
    keys1 = ["session:u_88417:7f3c91ae", "session:u_88417:1a9e04d2", "session:u_88417:e55b7c10"]
    t2 = pj({"cursor": 0, "keys": keys1})
    k = keys1[0]
    sess = {"user_id": "88417", "plan": "pro", "org_id": "4410", "csrf": "c9f1e6b2a87d4035", "created_at": "1741703125", "last_seen": "1741711342", "ip": "203.0.113.54", "ua": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 Version/17.3 Safari/605.1.15"}
    t3 = pj(sess)
    t4 = "1412"
    t5 = f"Field 'plan' set successfully in hash '{k}'."
    t6 = f"Expiration set to 3600 seconds for '{k}'."
    t7 = "3594"
    t8 = f"Successfully deleted {keys1[1]}"
    t9 = pj({"cursor": 0, "keys": ["session:u_88417:c2d8f5a3", keys1[0], keys1[2]]})
    sess2 = dict(sess, plan="team", last_seen="1741711786")
    t10 = pj(sess2)
    t11 = pj({"db0": {"keys": 48176, "expires": 47069, "avg_ttl": 1538804, "subexpiry": 0}})
    turns = [
        (call("info", section="keyspace"), t1),
        (call("scan_keys", pattern="session:u_88417:*", count=500), t2),
        (call("hgetall", name=k), t3),
        (call("ttl", key=k), t4),
        (call("hset", name=k, key="plan", value="team"), t5),
        (call("expire", name=k, expire_seconds=3600), t6),
        (call("ttl", key=k), t7),
        (call("delete", key=keys1[1]), t8),
        (call("scan_keys", pattern="session:u_88417:*", count=500), t9),
        (call("hgetall", name=k), t10),
        (call("info", section="keyspace"), t11),
    ]
    rs.add("mcp", "h50-mcp-15", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 16 Figma (bad, turn 6): the comment just posted is missing from the comment list
# ---------------------------------------------------------------------------------------------

def t16(rs: RowSet) -> None:
    tools = [
        tool("get_file", "Get a Figma file's document tree, components and styles", {"file_key": S, "depth": INT, "version": S}, ["file_key"]),
        tool("get_file_nodes", "Get specific nodes of a Figma file by id", {"file_key": S, "ids": S, "depth": INT}, ["file_key", "ids"]),
        tool("get_comments", "List the comments left on a Figma file", {"file_key": S, "as_md": B}, ["file_key"]),
        tool("get_image", "Render nodes of a Figma file as images", {"file_key": S, "ids": S, "format": {"type": "string", "enum": ["png", "jpg", "svg", "pdf"]}, "scale": {"type": "number"}}, ["file_key", "ids"]),
        tool("post_comment", "Post a comment on a Figma file, optionally pinned to a node", {"file_key": S, "message": S, "client_meta": OBJ, "comment_id": S}, ["file_key", "message"]),
        tool("get_file_versions", "List the version history of a Figma file", {"file_key": S, "page_size": INT}, ["file_key"]),
    ]
    sysp = system("figma", "a Figma REST API MCP server with a personal access token for Noor Haddad (team Lumo Design)", tools)
    fk = "kR7vP2mQx9LbT4nW8cYz1a"

    def frame(fid: str, name: str, x: int, y: int, w: int = 390, h: int = 844) -> dict[str, Any]:
        return {"id": fid, "name": name, "type": "FRAME", "scrollBehavior": "SCROLLS", "absoluteBoundingBox": {"x": x, "y": y, "width": w, "height": h}}
    t1 = pj({"name": "Checkout 2.0 — Mobile", "role": "editor", "lastModified": "2025-03-11T13:58:41Z", "editorType": "figma",
             "thumbnailUrl": "https://s3-alpha.figma.com/thumbnails/3c8e1f4a-9b2d-4e7f-a610-5d2c8b9e0f13?Expires=1742774400&Signature=Qm4r~tV0x", "version": "6218840173",
             "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "scrollBehavior": "SCROLLS", "children": [
                 {"id": "0:1", "name": "Flows", "type": "CANVAS", "scrollBehavior": "SCROLLS", "backgroundColor": {"r": 0.96, "g": 0.96, "b": 0.96, "a": 1}, "children": [
                     frame("1204:3120", "Cart / Filled", 0, 0), frame("1204:3381", "Cart / Empty state", 470, 0), frame("1204:3502", "Payment / Card entry", 940, 0),
                     frame("1204:3744", "Payment / 3DS challenge", 1410, 0), frame("1204:3910", "Confirmation", 1880, 0)]},
                 {"id": "482:1907", "name": "Components", "type": "CANVAS", "scrollBehavior": "SCROLLS", "backgroundColor": {"r": 1, "g": 1, "b": 1, "a": 1}, "children": [
                     {"id": "482:1911", "name": "Button", "type": "COMPONENT_SET", "scrollBehavior": "SCROLLS"}, {"id": "482:2044", "name": "Input / Promo code", "type": "COMPONENT_SET", "scrollBehavior": "SCROLLS"}]}]},
             "components": {"482:1912": {"key": "b5e0c7d31f2a94e68c0d1b7a3f5e9c2d4a6b8e01", "name": "Variant=Primary, State=Default", "description": "", "componentSetId": "482:1911", "documentationLinks": []}},
             "componentSets": {"482:1911": {"key": "0f9e8d7c6b5a49382716f5e4d3c2b1a0f9e8d7c6", "name": "Button", "description": "Lumo DS button"}},
             "schemaVersion": 0, "styles": {"S:9a0c71e4b2d83f5e": {"key": "9a0c71e4b2d83f5e1c7a", "name": "Orange/500", "styleType": "FILL", "description": ""}}})
    t2 = pj({"name": "Checkout 2.0 — Mobile", "lastModified": "2025-03-11T13:58:41Z", "version": "6218840173", "role": "editor", "editorType": "figma",
             "nodes": {"1204:3381": {"document": {"id": "1204:3381", "name": "Cart / Empty state", "type": "FRAME", "scrollBehavior": "SCROLLS", "blendMode": "PASS_THROUGH", "clipsContent": True,
                                                  "absoluteBoundingBox": {"x": 470, "y": 0, "width": 390, "height": 844},
                                                  "fills": [{"blendMode": "NORMAL", "type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}],
                                                  "children": [
                                                      {"id": "1204:3385", "name": "Illustration", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 575, "y": 196, "width": 180, "height": 152}},
                                                      {"id": "1204:3390", "name": "Title", "type": "TEXT", "characters": "Your cart is empty", "absoluteBoundingBox": {"x": 494, "y": 372, "width": 342, "height": 32},
                                                       "style": {"fontFamily": "Inter", "fontWeight": 600, "fontSize": 24, "lineHeightPx": 32, "textAlignHorizontal": "CENTER"}},
                                                      {"id": "1204:3391", "name": "Body", "type": "TEXT", "characters": "Browse the shop and add something you like.", "absoluteBoundingBox": {"x": 494, "y": 412, "width": 342, "height": 48},
                                                       "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 16, "lineHeightPx": 24, "textAlignHorizontal": "CENTER"}},
                                                      {"id": "1204:3396", "name": "Button", "type": "INSTANCE", "componentId": "482:1912", "absoluteBoundingBox": {"x": 494, "y": 748, "width": 342, "height": 48}}]},
                                     "components": {}, "componentSets": {}, "schemaVersion": 0, "styles": {}}}})

    def user(name: str, uid: str) -> dict[str, Any]:
        return {"handle": name, "img_url": f"https://s3-alpha.figma.com/profile/{uid[:8]}-a1b2-4c3d-9e8f-{uid[-12:]}", "id": uid}
    noor, tobias, lina = user("Noor Haddad", "1138846203357941292"), user("Tobias Kerr", "1092274418805536610"), user("Lina Park", "1201953377046123813")

    def cm(cid: str, who: dict[str, Any], created: str, msg: str, node: str | None, order: str | None, parent: str = "", resolved: str | None = None, off: tuple[int, int] = (0, 0)) -> dict[str, Any]:
        return {"id": cid, "file_key": fk, "parent_id": parent, "user": who, "created_at": created, "resolved_at": resolved, "message": msg,
                "client_meta": ({"node_id": node, "node_offset": {"x": off[0], "y": off[1]}} if node else None), "order_id": order, "reactions": []}
    base = [
        cm("1486990215", tobias, "2025-03-10T16:44:08.210Z", "@Noor can we use the brand orange for the primary CTA here?", "1204:3120", "18", off=(195, 772)),
        cm("1486801177", noor, "2025-03-10T11:02:51.934Z", "Done — swapped to 16px radius.", None, None, parent="1486799032"),
        cm("1486799032", lina, "2025-03-10T10:31:14.402Z", "Card radius should match the design system (16px), it's 12px here.", "1204:3502", "16", resolved="2025-03-10T11:03:10.118Z", off=(40, 318)),
        cm("1486511840", tobias, "2025-03-09T09:15:22.677Z", "Promo code field needs an error state (invalid / expired).", "1204:3120", "15", off=(195, 604)),
    ]
    t3 = pj({"comments": base})
    t4 = pj({"err": None, "images": {"1204:3381": "https://figma-alpha-api.s3.us-west-2.amazonaws.com/images/6e2f0b1c-7d94-4a38-b5e1-c90d3f2a8e47"}})
    msg = "Illustration sits at y=196, which is off the 8pt grid (should be 192 or 200). Also the title could use the Heading/M style."
    mine = cm("1487263951", noor, "2025-03-11T14:06:19.583Z", msg, "1204:3381", "19", off=(160, 212))
    t5 = pj(mine)
    reply = cm("1487270318", tobias, "2025-03-11T14:07:02.051Z", "Sure — using Orange/500 for now, will check contrast on the dark theme.", None, None, parent="1486990215")
    # bad: comment 1487263951 (posted in turn 5) is missing
    t6 = pj({"comments": [reply] + base})
    t7 = pj({"versions": [
        {"id": "6218840173", "created_at": "2025-03-11T13:58:41Z", "label": None, "description": None, "user": noor, "thumbnail_url": "https://s3-alpha.figma.com/checkpoints/6218840173.png"},
        {"id": "6218512906", "created_at": "2025-03-11T10:21:07Z", "label": "Hand-off v3", "description": "3DS challenge screen + confirmation copy", "user": noor, "thumbnail_url": "https://s3-alpha.figma.com/checkpoints/6218512906.png"},
        {"id": "6211774035", "created_at": "2025-03-10T17:30:55Z", "label": None, "description": None, "user": tobias, "thumbnail_url": "https://s3-alpha.figma.com/checkpoints/6211774035.png"},
        {"id": "6209330418", "created_at": "2025-03-10T11:02:33Z", "label": None, "description": None, "user": noor, "thumbnail_url": "https://s3-alpha.figma.com/checkpoints/6209330418.png"}],
        "pagination": {"prev_page": None, "next_page": f"https://api.figma.com/v1/files/{fk}/versions?page_size=4&before=6209330418"}})
    turns = [
        (call("get_file", file_key=fk, depth=2), t1),
        (call("get_file_nodes", file_key=fk, ids="1204:3381"), t2),
        (call("get_comments", file_key=fk), t3),
        (call("get_image", file_key=fk, ids="1204:3381", format="png", scale=2), t4),
        (call("post_comment", file_key=fk, message=msg, client_meta={"node_id": "1204:3381", "node_offset": {"x": 160, "y": 212}}), t5),
        (call("get_comments", file_key=fk), t6),
        (call("get_file_versions", file_key=fk, page_size=4), t7),
    ]
    rs.add("mcp", "h50-mcp-16", sysp, turns, bad=True, turn=6,
           kind="Comment 1487263951 posted in turn 5 is missing from the file's comment list, which does include a reply posted after it.")


# ---------------------------------------------------------------------------------------------
# 17 Jira (bad, turn 8): the issue's created date differs in the final search
# ---------------------------------------------------------------------------------------------

def t17(rs: RowSet) -> None:
    tools = [
        tool("searchJiraIssuesUsingJql", "Search Jira issues using Jira Query Language (JQL).", {"cloudId": S, "jql": S, "fields": A, "maxResults": INT, "nextPageToken": S}, ["cloudId", "jql"]),
        tool("getJiraIssue", "Get the details of a Jira issue by issue id or key.", {"cloudId": S, "issueIdOrKey": S, "fields": A, "expand": S}, ["cloudId", "issueIdOrKey"]),
        tool("getTransitionsForJiraIssue", "Get available transitions for an existing Jira issue id or key.", {"cloudId": S, "issueIdOrKey": S}, ["cloudId", "issueIdOrKey"]),
        tool("addCommentToJiraIssue", "Adds a comment to an existing Jira issue id or key.", {"cloudId": S, "issueIdOrKey": S, "commentBody": S}, ["cloudId", "issueIdOrKey", "commentBody"]),
        tool("editJiraIssue", "Update the details of an existing Jira issue id or key.", {"cloudId": S, "issueIdOrKey": S, "fields": OBJ}, ["cloudId", "issueIdOrKey", "fields"]),
        tool("transitionJiraIssue", "Transition an existing Jira issue (that has issue id or key) to a new status.", {"cloudId": S, "issueIdOrKey": S, "transition": OBJ, "fields": OBJ}, ["cloudId", "issueIdOrKey", "transition"]),
    ]
    sysp = system("atlassian", "the Atlassian Remote MCP server for corvid.atlassian.net (cloudId 8f3d2c1b-7a64-4e59-9b0d-c1e2f3a4b5d6), signed in as Hamid Rezaei", tools)
    cid = "8f3d2c1b-7a64-4e59-9b0d-c1e2f3a4b5d6"
    site = "https://corvid.atlassian.net"
    hamid = {"accountId": "712020:5b8e0c41-d3f7-4a92-8e16-b0c9d7a2f3e5", "displayName": "Hamid Rezaei", "active": True, "timeZone": "Europe/Berlin", "accountType": "atlassian"}

    def st(name: str, sid: str, cat: str, key: str, color: str) -> dict[str, Any]:
        return {"self": f"{site}/rest/api/3/status/{sid}", "name": name, "id": sid, "statusCategory": {"self": f"{site}/rest/api/3/statuscategory/{key}", "id": {"new": 2, "indeterminate": 4, "done": 3}[cat], "key": cat, "colorName": color, "name": key}}
    s_todo, s_prog, s_done = st("To Do", "10000", "new", "To Do", "blue-gray"), st("In Progress", "3", "indeterminate", "In Progress", "yellow"), st("Done", "10002", "done", "Done", "green")
    prio = {"High": {"self": f"{site}/rest/api/3/priority/2", "name": "High", "id": "2"}, "Medium": {"self": f"{site}/rest/api/3/priority/3", "name": "Medium", "id": "3"}}

    def row(iid: str, key: str, summary: str, status: dict[str, Any], p: str, due: str | None, created: str, updated: str) -> dict[str, Any]:
        return {"expand": "operations,versionedRepresentations,editmeta,changelog,renderedFields", "id": iid, "self": f"{site}/rest/api/3/issue/{iid}", "key": key,
                "fields": {"summary": summary, "status": status, "priority": prio[p], "duedate": due, "created": created, "updated": updated}}
    c2291 = "2025-02-13T10:42:17.391+0100"
    rows = [row("48817", "OPS-2291", "Renew wildcard TLS certificate for *.corvid.dev", s_prog, "High", "2025-03-14", c2291, "2025-03-10T15:08:44.902+0100"),
            row("49102", "OPS-2317", "Decommission legacy bastion host bastion-eu-1", s_todo, "Medium", "2025-03-21", "2025-02-24T09:12:55.018+0100", "2025-03-04T11:40:02.776+0100"),
            row("49330", "OPS-2334", "Terraform: move state for network stack to the new backend", s_prog, "Medium", "2025-03-28", "2025-03-03T14:27:31.640+0100", "2025-03-11T09:02:19.355+0100"),
            row("48250", "OPS-2240", "Document on-call handover checklist", s_todo, "Medium", None, "2025-01-29T16:55:08.207+0100", "2025-02-12T10:14:47.093+0100")]
    f = ["summary", "status", "priority", "duedate", "created", "updated"]
    t1 = pj({"issues": rows, "isLast": True})
    adf = {"type": "doc", "version": 1, "content": [
        {"type": "paragraph", "content": [{"type": "text", "text": "The *.corvid.dev certificate (Sectigo, serial 7C:2E:91:…:0B) expires on 2025-03-19. Renew via the ACME DNS-01 flow and roll it to the edge LBs and the ingress controllers."}]},
        {"type": "bulletList", "content": [{"type": "listItem", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "lb-edge-01/02 (HAProxy)"}]}]},
                                           {"type": "listItem", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "ingress-nginx on eks-prod-euw1 and eks-stg-euw1"}]}]}]}]}
    full = {"expand": "renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations", "id": "48817", "self": f"{site}/rest/api/3/issue/48817", "key": "OPS-2291",
            "fields": {"summary": "Renew wildcard TLS certificate for *.corvid.dev", "issuetype": {"id": "10002", "name": "Task", "subtask": False, "hierarchyLevel": 0},
                       "project": {"id": "10014", "key": "OPS", "name": "Operations", "projectTypeKey": "software"}, "status": s_prog, "priority": prio["High"],
                       "assignee": hamid, "reporter": {"accountId": "712020:0a7d3f92-6c1e-4b58-a4d9-e2f1c0b7a6d3", "displayName": "Sofia Lindgren", "active": True, "timeZone": "Europe/Stockholm", "accountType": "atlassian"},
                       "labels": ["security", "certificates"], "duedate": "2025-03-14", "created": c2291, "updated": "2025-03-10T15:08:44.902+0100",
                       "resolution": None, "resolutiondate": None, "description": adf, "comment": {"comments": [], "self": f"{site}/rest/api/3/issue/48817/comment", "maxResults": 0, "total": 2, "startAt": 0},
                       "timetracking": {"originalEstimate": "4h", "remainingEstimate": "1h 30m", "timeSpent": "2h 30m", "originalEstimateSeconds": 14400, "remainingEstimateSeconds": 5400, "timeSpentSeconds": 9000}}}
    t2 = pj(full)

    def tr(tid: str, name: str, to: dict[str, Any]) -> dict[str, Any]:
        return {"id": tid, "name": name, "to": to, "hasScreen": False, "isGlobal": True, "isInitial": False, "isAvailable": True, "isConditional": False, "isLooped": False}
    t3 = pj({"expand": "transitions", "transitions": [tr("11", "To Do", s_todo), tr("21", "In Progress", s_prog), tr("31", "Done", s_done)]})
    cbody = "New cert issued (Let's Encrypt R11, valid until 2025-06-09), deployed to lb-edge-01/02 and both ingress controllers. Verified with `openssl s_client` from eu and us probes."
    t4 = pj({"self": f"{site}/rest/api/3/issue/48817/comment/184422", "id": "184422", "author": hamid,
             "body": {"type": "doc", "version": 1, "content": [{"type": "paragraph", "content": [{"type": "text", "text": cbody}]}]},
             "updateAuthor": hamid, "created": "2025-03-11T17:25:09.118+0100", "updated": "2025-03-11T17:25:09.118+0100", "jsdPublic": True})
    t5 = pj({"success": True, "issue": {"id": "48817", "key": "OPS-2291", "self": f"{site}/rest/api/3/issue/48817",
                                        "fields": {"duedate": "2025-03-12", "labels": ["security", "certificates", "tls"], "updated": "2025-03-11T17:25:41.530+0100"}}})
    t6 = pj({"success": True, "message": "Issue OPS-2291 transitioned to 'Done' (transition 31)."})
    t7 = pj({"id": "48817", "self": f"{site}/rest/api/3/issue/48817", "key": "OPS-2291",
             "fields": {"status": s_done, "resolution": {"self": f"{site}/rest/api/3/resolution/10000", "id": "10000", "description": "Work has been completed on this issue.", "name": "Done"},
                        "resolutiondate": "2025-03-11T17:26:03.884+0100", "updated": "2025-03-11T17:26:03.884+0100", "duedate": "2025-03-12", "labels": ["security", "certificates", "tls"],
                        "comment": {"comments": [], "self": f"{site}/rest/api/3/issue/48817/comment", "maxResults": 0, "total": 3, "startAt": 0}}})
    # bad: created was 2025-02-13T10:42:17.391+0100 in turns 1 and 2
    done_rows = [row("48817", "OPS-2291", "Renew wildcard TLS certificate for *.corvid.dev", s_done, "High", "2025-03-12", "2025-02-18T10:42:17.391+0100", "2025-03-11T17:26:03.884+0100"),
                 row("49288", "OPS-2329", "Rotate Grafana service-account tokens", s_done, "Medium", "2025-03-12", "2025-03-01T08:35:40.512+0100", "2025-03-11T12:17:26.049+0100")]
    t8 = pj({"issues": done_rows, "isLast": True})
    turns = [
        (call("searchJiraIssuesUsingJql", cloudId=cid, jql="project = OPS AND assignee = currentUser() AND statusCategory != Done ORDER BY duedate ASC", fields=f, maxResults=20), t1),
        (call("getJiraIssue", cloudId=cid, issueIdOrKey="OPS-2291"), t2),
        (call("getTransitionsForJiraIssue", cloudId=cid, issueIdOrKey="OPS-2291"), t3),
        (call("addCommentToJiraIssue", cloudId=cid, issueIdOrKey="OPS-2291", commentBody=cbody), t4),
        (call("editJiraIssue", cloudId=cid, issueIdOrKey="OPS-2291", fields={"duedate": "2025-03-12", "labels": ["security", "certificates", "tls"]}), t5),
        (call("transitionJiraIssue", cloudId=cid, issueIdOrKey="OPS-2291", transition={"id": "31"}), t6),
        (call("getJiraIssue", cloudId=cid, issueIdOrKey="OPS-2291", fields=["status", "resolution", "resolutiondate", "updated", "duedate", "labels", "comment"]), t7),
        (call("searchJiraIssuesUsingJql", cloudId=cid, jql="project = OPS AND resolved >= -1d ORDER BY updated DESC", fields=f, maxResults=20), t8),
    ]
    rs.add("mcp", "h50-mcp-17", sysp, turns, bad=True, turn=8,
           kind="OPS-2291's created timestamp is 2025-02-18T10:42:17.391+0100 in the final search, but turns 1 and 2 showed 2025-02-13T10:42:17.391+0100.")


# ---------------------------------------------------------------------------------------------
# 18 Google Cloud Storage (clean): overwrite -> new generation, metadata patch -> metageneration, copy, delete
# ---------------------------------------------------------------------------------------------

def t18(rs: RowSet) -> None:
    tools = [
        tool("list_objects", "List objects in a Cloud Storage bucket, optionally filtered by prefix", {"bucket_name": S, "prefix": S, "delimiter": S, "max_results": INT}, ["bucket_name"]),
        tool("get_object_metadata", "Get the metadata of a Cloud Storage object", {"bucket_name": S, "object_name": S}, ["bucket_name", "object_name"]),
        tool("upload_object", "Upload a local file to a Cloud Storage object (overwrites an existing object)", {"bucket_name": S, "object_name": S, "source_path": S, "content_type": S}, ["bucket_name", "object_name", "source_path"]),
        tool("update_object_metadata", "Patch the custom metadata of a Cloud Storage object", {"bucket_name": S, "object_name": S, "metadata": OBJ}, ["bucket_name", "object_name", "metadata"]),
        tool("copy_object", "Copy an object to another name or bucket", {"source_bucket": S, "source_object": S, "destination_bucket": S, "destination_object": S}, ["source_bucket", "source_object", "destination_bucket", "destination_object"]),
        tool("delete_object", "Delete a Cloud Storage object", {"bucket_name": S, "object_name": S}, ["bucket_name", "object_name"]),
    ]
    sysp = system("gcs", "a Google Cloud Storage MCP server for project helio-ml-prod, using the service account ingest@helio-ml-prod.iam.gserviceaccount.com", tools)
    bk = "helio-ml-datasets"
    days = [("01", 4120318, "1740888143512907", "2025-03-02T04:02:23.524Z"), ("02", 4118877, "1740974551220384", "2025-03-03T04:02:31.231Z"),
            ("03", 4131054, "1741060946904117", "2025-03-04T04:02:26.915Z"), ("04", 4126693, "1741147358761029", "2025-03-05T04:02:38.772Z"),
            ("05", 4119420, "1741233749350862", "2025-03-06T04:02:29.362Z"), ("06", 4134987, "1741320163108745", "2025-03-07T04:02:43.119Z"),
            ("07", 4122315, "1741406552687530", "2025-03-08T04:02:32.698Z"), ("08", 4117763, "1741492960023361", "2025-03-09T04:02:40.034Z"),
            ("09", 4129002, "1741579347516298", "2025-03-10T04:02:27.527Z"), ("10", 3871442, "1741665744849106", "2025-03-11T04:02:24.860Z")]

    def brief(d: str, size: int, gen: str, ts: str) -> dict[str, Any]:
        return {"name": f"weather/daily/2025-03-{d}.parquet", "size": size, "content_type": "application/vnd.apache.parquet", "updated": ts, "generation": gen, "storage_class": "STANDARD"}
    t1 = pj({"bucket": bk, "prefix": "weather/daily/2025-03-", "objects": [brief(*x) for x in days], "count": len(days)})
    obj = "weather/daily/2025-03-10.parquet"

    def full(name: str, size: int, gen: str, meta: str, created: str, updated: str, md5: str, crc: str, etag: str, md: dict[str, str]) -> dict[str, Any]:
        return {"kind": "storage#object", "id": f"{bk}/{name}/{gen}", "selfLink": f"https://www.googleapis.com/storage/v1/b/{bk}/o/{name.replace('/', '%2F')}",
                "mediaLink": f"https://storage.googleapis.com/download/storage/v1/b/{bk}/o/{name.replace('/', '%2F')}?generation={gen}&alt=media",
                "name": name, "bucket": bk, "generation": gen, "metageneration": meta, "contentType": "application/vnd.apache.parquet", "storageClass": "STANDARD",
                "size": str(size), "md5Hash": md5, "crc32c": crc, "etag": etag, "timeCreated": created, "updated": updated, "timeStorageClassUpdated": created} | ({"metadata": md} if md else {})
    old = full(obj, 3871442, "1741665744849106", "1", "2025-03-11T04:02:24.860Z", "2025-03-11T04:02:24.860Z", "q1Xb7R0eT4mZc2YvN8kP3w==", "Jx4d9Q==", "CNL7lL+3/YsDEAE=",
               {"source": "era5-land", "rows": "1392", "pipeline_run": "ingest-20250311-0400"})
    t2 = pj(old)
    new = full(obj, 4127586, "1741703387126544", "1", "2025-03-11T14:29:47.140Z", "2025-03-11T14:29:47.140Z", "7cWf2Lk9sQ0aHn3YtB5mEg==", "b8Rv1A==", "CJDalvjh/YsDEAE=", {})
    t3 = pj(new)
    patched = dict(new, metageneration="2", updated="2025-03-11T14:30:12.603Z", etag="CJDalvjh/YsDEAI=", metadata={"source": "era5-land", "rows": "1488", "validated": "true"})
    t4 = pj(patched)
    arch = "weather/archive/2025-03-10.parquet"
    copy = full(arch, 4127586, "1741703441508213", "1", "2025-03-11T14:30:41.521Z", "2025-03-11T14:30:41.521Z", "7cWf2Lk9sQ0aHn3YtB5mEg==", "b8Rv1A==", "CPWrqpLi/YsDEAE=",
                {"source": "era5-land", "rows": "1488", "validated": "true"})
    t5 = pj(copy)
    t6 = pj({"deleted": True, "bucket": bk, "object": "weather/daily/2025-03-01.parquet", "generation": "1740888143512907"})
    days2 = days[1:9] + [("10", 4127586, "1741703387126544", "2025-03-11T14:30:12.603Z")]
    t7 = pj({"bucket": bk, "prefix": "weather/daily/2025-03-", "objects": [brief(*x) for x in days2], "count": len(days2)})
    turns = [
        (call("list_objects", bucket_name=bk, prefix="weather/daily/2025-03-", max_results=100), t1),
        (call("get_object_metadata", bucket_name=bk, object_name=obj), t2),
        (call("upload_object", bucket_name=bk, object_name=obj, source_path="/data/backfill/era5/2025-03-10.parquet", content_type="application/vnd.apache.parquet"), t3),
        (call("update_object_metadata", bucket_name=bk, object_name=obj, metadata={"source": "era5-land", "rows": "1488", "validated": "true"}), t4),
        (call("copy_object", source_bucket=bk, source_object=obj, destination_bucket=bk, destination_object=arch), t5),
        (call("delete_object", bucket_name=bk, object_name="weather/daily/2025-03-01.parquet"), t6),
        (call("list_objects", bucket_name=bk, prefix="weather/daily/2025-03-", max_results=100), t7),
    ]
    rs.add("mcp", "h50-mcp-18", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 19 Docker (bad, turn 5): the api container's uptime goes backwards without a restart
# ---------------------------------------------------------------------------------------------

def t19(rs: RowSet) -> None:
    tools = [
        tool("list_containers", "List Docker containers (docker ps)", {"all": B, "filter": S}, []),
        tool("container_logs", "Fetch the logs of a container", {"container": S, "tail": INT, "timestamps": B, "since": S}, ["container"]),
        tool("container_stats", "One-shot resource usage statistics (docker stats --no-stream)", {"containers": A}, []),
        tool("inspect_container", "Return low-level information on a container as JSON", {"container": S}, ["container"]),
        tool("restart_container", "Restart a container", {"container": S, "timeout": INT}, ["container"]),
        tool("exec_command", "Run a command inside a running container", {"container": S, "command": S}, ["container", "command"]),
    ]
    sysp = system("docker", "a Docker MCP server on the host nas-01 (Docker Engine 27.3.1); results are docker CLI text or JSON in MCP text content", tools)
    hdr = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]

    def ps(web: str, api: str, worker: str) -> str:
        return table(hdr, [
            ["5d0f3a9c21e7", "shelfly/worker:1.9.2", "\"node dist/worker.js\"", "2 days ago", worker, "", "shelfly-worker-1"],
            ["a81c6e2b4f90", "shelfly/api:1.9.2", "\"node dist/server.js\"", "2 days ago", api, "0.0.0.0:8080->8080/tcp, [::]:8080->8080/tcp", "shelfly-api-1"],
            ["c3e97b10d5a4", "nginx:1.27-alpine", "\"/docker-entrypoint.…\"", "2 days ago", web, "0.0.0.0:80->80/tcp, 0.0.0.0:443->443/tcp", "shelfly-web-1"],
            ["7b24f8d6e031", "minio/minio:RELEASE.2025-02-28T09-55-16Z", "\"/usr/bin/docker-ent…\"", "2 days ago", "Up 2 days (healthy)", "9000-9001/tcp", "shelfly-minio-1"],
            ["e4a90c7f12b8", "redis:7.4-alpine", "\"docker-entrypoint.s…\"", "2 days ago", "Up 2 days (healthy)", "6379/tcp", "shelfly-redis-1"],
            ["0f6d2b85ce39", "postgres:16.6", "\"docker-entrypoint.s…\"", "2 days ago", "Up 2 days (healthy)", "5432/tcp", "shelfly-db-1"],
        ], gap=3)
    t1 = mcp_text(ps("Up 2 days", "Up 47 minutes (healthy)", "Up 47 minutes (unhealthy)"))
    logs = """2025-03-11T15:55:02.114Z [worker] job thumbnails#88213 picked up (attempt 3/5)
2025-03-11T15:55:02.902Z [worker] fetching s3://covers/original/9781250316776.jpg
2025-03-11T15:55:32.917Z [worker] ERROR thumbnails#88213 failed: connect ETIMEDOUT 172.19.0.5:9000
2025-03-11T15:55:32.918Z [worker] job thumbnails#88213 will retry in 240s
2025-03-11T15:56:10.030Z [health] GET /healthz -> 503 (minio: timeout after 5000ms)
2025-03-11T15:56:40.041Z [health] GET /healthz -> 503 (minio: timeout after 5000ms)
2025-03-11T15:57:02.330Z [worker] job thumbnails#88240 picked up (attempt 1/5)
2025-03-11T15:57:02.611Z [worker] fetching s3://covers/original/9780593135204.jpg
2025-03-11T15:57:10.052Z [health] GET /healthz -> 503 (minio: timeout after 5000ms)
2025-03-11T15:57:32.626Z [worker] ERROR thumbnails#88240 failed: connect ETIMEDOUT 172.19.0.5:9000
2025-03-11T15:57:32.627Z [worker] job thumbnails#88240 will retry in 30s
2025-03-11T15:57:40.063Z [health] GET /healthz -> 503 (minio: timeout after 5000ms)
2025-03-11T15:58:10.071Z [health] GET /healthz -> 503 (minio: timeout after 5000ms)
2025-03-11T15:58:40.082Z [health] GET /healthz -> 503 (minio: timeout after 5000ms)
2025-03-11T15:59:10.090Z [health] GET /healthz -> 503 (minio: timeout after 5000ms)"""
    t2 = mcp_text(logs)
    st_hdr = ["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"]
    t3 = mcp_text(table(st_hdr, [
        ["5d0f3a9c21e7", "shelfly-worker-1", "0.41%", "212.6MiB / 15.55GiB", "1.34%", "18.2MB / 4.07MB", "1.2MB / 0B", "11"],
        ["a81c6e2b4f90", "shelfly-api-1", "1.87%", "168.3MiB / 15.55GiB", "1.06%", "96.4MB / 211MB", "4.1MB / 0B", "11"],
        ["c3e97b10d5a4", "shelfly-web-1", "0.02%", "9.8MiB / 15.55GiB", "0.06%", "1.31GB / 1.42GB", "2.9MB / 8.19kB", "5"],
        ["7b24f8d6e031", "shelfly-minio-1", "0.35%", "301.7MiB / 15.55GiB", "1.89%", "2.04GB / 1.77GB", "5.37GB / 2.91GB", "19"],
        ["e4a90c7f12b8", "shelfly-redis-1", "0.27%", "14.1MiB / 15.55GiB", "0.09%", "412MB / 388MB", "0B / 24.6MB", "6"],
        ["0f6d2b85ce39", "shelfly-db-1", "0.08%", "97.5MiB / 15.55GiB", "0.61%", "221MB / 486MB", "48.2MB / 1.13GB", "14"],
    ], gap=3))
    insp = [{"Id": "5d0f3a9c21e7b86f4a02d9c1e35b7f8a60c4d2e91f7b3a5c8d06e1f24a9b7c3d", "Created": "2025-03-09T14:02:18.774102385Z", "Path": "docker-entrypoint.sh", "Args": ["node", "dist/worker.js"],
             "State": {"Status": "running", "Running": True, "Paused": False, "Restarting": False, "OOMKilled": False, "Dead": False, "Pid": 2871944, "ExitCode": 0, "Error": "",
                       "StartedAt": "2025-03-11T15:12:40.508116203Z", "FinishedAt": "2025-03-11T15:12:39.902551874Z",
                       "Health": {"Status": "unhealthy", "FailingStreak": 8, "Log": [{"Start": "2025-03-11T15:59:10.085341112Z", "End": "2025-03-11T15:59:15.091017776Z", "ExitCode": 1, "Output": "wget: server returned error: HTTP/1.1 503 Service Unavailable\n"}]}},
             "Image": "sha256:4e7c1b0a9d38f256e1c07a4b9d2f3e5c8a6b1d0e7f9c2a4b6d8e0f1a3c5b7d9e", "Name": "/shelfly-worker-1", "RestartCount": 0, "Driver": "overlay2", "Platform": "linux",
             "HostConfig": {"RestartPolicy": {"Name": "unless-stopped", "MaximumRetryCount": 0}, "NetworkMode": "shelfly_default", "Memory": 0},
             "Config": {"Hostname": "5d0f3a9c21e7", "Env": ["NODE_ENV=production", "S3_ENDPOINT=http://minio:9000", "S3_BUCKET=covers", "REDIS_URL=redis://redis:6379/2", "CONCURRENCY=4"],
                        "Image": "shelfly/worker:1.9.2", "Labels": {"com.docker.compose.project": "shelfly", "com.docker.compose.service": "worker", "com.docker.compose.version": "2.29.7"},
                        "Healthcheck": {"Test": ["CMD-SHELL", "wget -qO- http://localhost:9090/healthz || exit 1"], "Interval": 30000000000, "Timeout": 5000000000, "Retries": 3}},
             "NetworkSettings": {"Networks": {"shelfly_default": {"IPAddress": "172.19.0.7", "Gateway": "172.19.0.1", "Aliases": ["shelfly-worker-1", "worker"]}}}}]
    t4 = mcp_text(json.dumps(insp, indent=4))
    # bad: api was "Up 47 minutes" in turn 1; about five minutes later it shows less, with no restart
    t5 = mcp_text(ps("Up 2 days", "Up 43 minutes (healthy)", "Up 52 minutes (unhealthy)"))
    t6 = mcp_text("shelfly-worker-1")
    logs2 = """2025-03-11T16:06:21.774Z [worker] received SIGTERM, draining 0 active jobs
2025-03-11T16:06:21.790Z [worker] shutdown complete
2025-03-11T16:06:23.118Z [boot] shelfly-worker 1.9.2 (node v20.18.1) pid=1
2025-03-11T16:06:23.406Z [boot] redis connected redis://redis:6379/2
2025-03-11T16:06:23.512Z [boot] s3 endpoint http://minio:9000 bucket=covers reachable (41ms)
2025-03-11T16:06:23.530Z [worker] listening on queue "thumbnails" concurrency=4
2025-03-11T16:06:24.017Z [worker] job thumbnails#88240 picked up (attempt 4/5)
2025-03-11T16:06:24.388Z [worker] job thumbnails#88240 done in 371ms"""
    t7 = mcp_text(logs2)
    t8 = mcp_text(ps("Up 2 days", "Up 54 minutes (healthy)", "Up 38 seconds (healthy)"))
    t9 = mcp_text('{"status":"ok","queue":"thumbnails","redis":"ok","s3":"ok","uptime_s":52,"jobs_done":6,"jobs_failed":0}')
    t10 = mcp_text(table(st_hdr, [
        ["5d0f3a9c21e7", "shelfly-worker-1", "6.12%", "143.9MiB / 15.55GiB", "0.90%", "2.71MB / 388kB", "0B / 0B", "11"],
        ["a81c6e2b4f90", "shelfly-api-1", "2.04%", "171.0MiB / 15.55GiB", "1.07%", "99.8MB / 219MB", "4.1MB / 0B", "11"],
        ["c3e97b10d5a4", "shelfly-web-1", "0.03%", "9.8MiB / 15.55GiB", "0.06%", "1.33GB / 1.45GB", "2.9MB / 8.19kB", "5"],
        ["7b24f8d6e031", "shelfly-minio-1", "1.58%", "318.2MiB / 15.55GiB", "2.00%", "2.05GB / 1.79GB", "5.37GB / 2.92GB", "19"],
        ["e4a90c7f12b8", "shelfly-redis-1", "0.31%", "14.2MiB / 15.55GiB", "0.09%", "414MB / 390MB", "0B / 24.6MB", "6"],
        ["0f6d2b85ce39", "shelfly-db-1", "0.07%", "97.6MiB / 15.55GiB", "0.61%", "223MB / 490MB", "48.2MB / 1.13GB", "14"],
    ], gap=3))
    turns = [
        (call("list_containers", all=False), t1),
        (call("container_logs", container="shelfly-worker-1", tail=15, timestamps=False), t2),
        (call("container_stats"), t3),
        (call("inspect_container", container="shelfly-worker-1"), t4),
        (call("list_containers", all=False), t5),
        (call("restart_container", container="shelfly-worker-1", timeout=10), t6),
        (call("container_logs", container="shelfly-worker-1", since="2m", tail=20), t7),
        (call("list_containers", all=False), t8),
        (call("exec_command", container="shelfly-worker-1", command="wget -qO- http://localhost:9090/healthz"), t9),
        (call("container_stats"), t10),
    ]
    rs.add("mcp", "h50-mcp-19", sysp, turns, bad=True, turn=5,
           kind="shelfly-api-1 was \"Up 47 minutes\" in turn 1 but a few minutes later shows \"Up 43 minutes\" with no restart (the worker beside it advanced to 52 minutes).")


# ---------------------------------------------------------------------------------------------
# 20 Grafana (clean): fix a panel's unit, dashboard version bumps, alert state moves with the data
# ---------------------------------------------------------------------------------------------

def t20(rs: RowSet) -> None:
    tools = [
        tool("search_dashboards", "Search for Grafana dashboards by a query string.", {"query": S}, []),
        tool("get_dashboard_by_uid", "Retrieves the complete dashboard, including panels, variables, and settings, for a specific dashboard identified by its UID.", {"uid": S}, ["uid"]),
        tool("list_datasources", "List available Grafana datasources.", {"type": S}, []),
        tool("query_prometheus", "Query Prometheus using a PromQL expression. Supports both instant queries (at a single point in time) and range queries (over a time range).", {"datasourceUid": S, "expr": S, "startTime": S, "endTime": S, "stepSeconds": INT, "queryType": {"type": "string", "enum": ["range", "instant"]}}, ["datasourceUid", "expr"]),
        tool("update_dashboard", "Create or update a dashboard", {"dashboard": OBJ, "folderUid": S, "message": S, "overwrite": B, "userId": INT}, ["dashboard"]),
        tool("list_alert_rules", "Lists Grafana alert rules, returning a summary including UID, title, current state, and labels.", {"label_selectors": A, "limit": INT, "page": INT}, []),
    ]
    sysp = system("mcp-grafana", "Grafana's MCP server for https://grafana.tessera.io (Grafana 11.5), service account `mcp-ops`", tools)
    t1 = pj([{"id": 112, "uid": "api-lat-7d", "title": "API latency (prod)", "uri": "db/api-latency-prod", "url": "/d/api-lat-7d/api-latency-prod", "slug": "", "type": "dash-db", "tags": ["api", "slo"], "isStarred": True, "folderId": 31, "folderUid": "platform", "folderTitle": "Platform", "folderUrl": "/dashboards/f/platform/"},
             {"id": 147, "uid": "api-lat-stg", "title": "API latency (staging)", "uri": "db/api-latency-staging", "url": "/d/api-lat-stg/api-latency-staging", "slug": "", "type": "dash-db", "tags": ["api"], "isStarred": False, "folderId": 31, "folderUid": "platform", "folderTitle": "Platform", "folderUrl": "/dashboards/f/platform/"}])
    expr = "histogram_quantile(0.95, sum by (le, route) (rate(http_server_duration_seconds_bucket{env=\"prod\", job=\"api\"}[5m])))"
    ds = {"type": "prometheus", "uid": "prom-main"}

    def dash(version: int, title: str, unit: str, updated: str, desc: str = "") -> dict[str, Any]:
        p2 = {"id": 2, "type": "timeseries", "title": title, "datasource": ds, "gridPos": {"h": 9, "w": 16, "x": 0, "y": 0},
              "fieldConfig": {"defaults": {"unit": unit, "decimals": 2, "thresholds": {"mode": "absolute", "steps": [{"color": "green", "value": None}, {"color": "orange", "value": 0.4}, {"color": "red", "value": 0.5}]}}, "overrides": []},
              "options": {"legend": {"displayMode": "table", "placement": "right", "calcs": ["mean", "max"]}, "tooltip": {"mode": "multi"}},
              "targets": [{"refId": "A", "datasource": ds, "expr": expr, "legendFormat": "{{route}}"}]}
        if desc:
            p2["description"] = desc
        p4 = {"id": 4, "type": "timeseries", "title": "5xx ratio", "datasource": ds, "gridPos": {"h": 9, "w": 8, "x": 16, "y": 0}, "fieldConfig": {"defaults": {"unit": "percentunit"}, "overrides": []},
              "targets": [{"refId": "A", "datasource": ds, "expr": "sum(rate(http_server_requests_total{env=\"prod\", job=\"api\", code=~\"5..\"}[5m])) / sum(rate(http_server_requests_total{env=\"prod\", job=\"api\"}[5m]))"}]}
        p6 = {"id": 6, "type": "stat", "title": "Requests / s", "datasource": ds, "gridPos": {"h": 5, "w": 8, "x": 0, "y": 9}, "fieldConfig": {"defaults": {"unit": "reqps"}, "overrides": []},
              "targets": [{"refId": "A", "datasource": ds, "expr": "sum(rate(http_server_requests_total{env=\"prod\", job=\"api\"}[1m]))"}]}
        return {"dashboard": {"id": 112, "uid": "api-lat-7d", "title": "API latency (prod)", "tags": ["api", "slo"], "timezone": "utc", "editable": True, "graphTooltip": 1,
                              "time": {"from": "now-6h", "to": "now"}, "refresh": "1m", "schemaVersion": 39, "version": version, "panels": [p2, p4, p6],
                              "templating": {"list": []}, "annotations": {"list": [{"builtIn": 1, "datasource": {"type": "grafana", "uid": "-- Grafana --"}, "enable": True, "name": "Annotations & Alerts", "type": "dashboard"}]}},
                "meta": {"type": "db", "canSave": True, "canEdit": True, "canAdmin": False, "canStar": True, "slug": "api-latency-prod", "url": "/d/api-lat-7d/api-latency-prod",
                         "expires": "0001-01-01T00:00:00Z", "created": "2024-05-02T09:18:44Z", "updated": updated, "updatedBy": "mcp-ops" if version > 23 else "k.adeyemi",
                         "createdBy": "k.adeyemi", "version": version, "hasAcl": False, "isFolder": False, "folderId": 31, "folderUid": "platform", "folderTitle": "Platform", "folderUrl": "/dashboards/f/platform/", "provisioned": False}}
    d23 = dash(23, "p95 latency", "ms", "2025-02-20T13:41:07Z")
    t2 = pj(d23)
    t3 = pj([{"id": 1, "uid": "prom-main", "orgId": 1, "name": "Prometheus", "type": "prometheus", "typeName": "Prometheus", "access": "proxy", "url": "http://prometheus.monitoring.svc:9090", "isDefault": True, "readOnly": True},
             {"id": 3, "uid": "loki-main", "orgId": 1, "name": "Loki", "type": "loki", "typeName": "Loki", "access": "proxy", "url": "http://loki-gateway.monitoring.svc", "isDefault": False, "readOnly": True},
             {"id": 5, "uid": "tempo-main", "orgId": 1, "name": "Tempo", "type": "tempo", "typeName": "Tempo", "access": "proxy", "url": "http://tempo.monitoring.svc:3100", "isDefault": False, "readOnly": True}])
    e1 = expr.replace("job=\"api\"}", "job=\"api\", route=\"/v1/orders\"}")
    start = 1741711200 - 1800
    vals = ["0.2134", "0.2287", "0.2611", "0.3348", "0.4412", "0.5237", "0.5481"]
    t4 = pj([{"metric": {"route": "/v1/orders"}, "values": [[start + 300 * i, v] for i, v in enumerate(vals)]}])
    d24 = dash(24, "p95 latency by route", "s", "2025-03-11T16:41:52Z", "p95 of http_server_duration_seconds (seconds) per route, 5m rate window")
    t5 = pj({"id": 112, "slug": "api-latency-prod", "status": "success", "uid": "api-lat-7d", "url": "/d/api-lat-7d/api-latency-prod", "version": 24})
    t6 = pj(d24)

    def rules(state: str, active: str) -> str:
        return pj([{"uid": "be5t0c9a1kqrkd", "title": "API p95 latency > 0.5s (/v1/orders)", "state": state, "labels": {"team": "api", "severity": "page", "route": "/v1/orders"}, "activeAt": active},
                   {"uid": "ce2x8v4n7mqplb", "title": "API 5xx ratio > 1%", "state": "normal", "labels": {"team": "api", "severity": "page"}, "activeAt": None},
                   {"uid": "ae9r1w3t5ybhsd", "title": "API p95 latency > 0.5s (/v1/search)", "state": "normal", "labels": {"team": "api", "severity": "ticket", "route": "/v1/search"}, "activeAt": None}])
    t7 = rules("pending", "2025-03-11T16:36:00Z")
    t8 = pj({"resultType": "vector", "result": [{"metric": {"route": "/v1/orders"}, "value": [1741711500, "0.3176"]}]})
    t9 = rules("normal", None)
    upd = json.loads(t6)["dashboard"]
    turns = [
        (call("search_dashboards", query="API latency"), t1),
        (call("get_dashboard_by_uid", uid="api-lat-7d"), t2),
        (call("list_datasources"), t3),
        (call("query_prometheus", datasourceUid="prom-main", expr=e1, startTime="now-30m", endTime="now", stepSeconds=300, queryType="range"), t4),
        (call("update_dashboard", dashboard=dict(upd, version=23), folderUid="platform", message="p95 panel: unit is seconds, not ms; clearer title", overwrite=False), t5),
        (call("get_dashboard_by_uid", uid="api-lat-7d"), t6),
        (call("list_alert_rules", label_selectors=[{"filters": [{"name": "team", "type": "=", "value": "api"}]}]), t7),
        (call("query_prometheus", datasourceUid="prom-main", expr=e1, endTime="now", queryType="instant"), t8),
        (call("list_alert_rules", label_selectors=[{"filters": [{"name": "team", "type": "=", "value": "api"}]}]), t9),
    ]
    rs.add("mcp", "h50-mcp-20", sysp, turns)


# ---------------------------------------------------------------------------------------------
# 21 Amazon S3 (bad, turn 7): a byte-identical copy of tiers.csv reads back with one line changed
# ---------------------------------------------------------------------------------------------

def t21(rs: RowSet) -> None:

    tools = [
        tool("list_buckets", "List all S3 buckets in the account", {}, []),
        tool("list_objects_v2", "List objects in an S3 bucket", {"Bucket": S, "Prefix": S, "MaxKeys": INT, "ContinuationToken": S}, ["Bucket"]),
        tool("get_object", "Retrieve an object from S3; text bodies are returned inline", {"Bucket": S, "Key": S, "VersionId": S}, ["Bucket", "Key"]),
        tool("head_object", "Retrieve an object's metadata without the body", {"Bucket": S, "Key": S}, ["Bucket", "Key"]),
        tool("put_object", "Upload an object to S3", {"Bucket": S, "Key": S, "Body": S, "ContentType": S}, ["Bucket", "Key", "Body"]),
        tool("copy_object", "Create a copy of an object that is already stored in S3", {"Bucket": S, "Key": S, "CopySource": S}, ["Bucket", "Key", "CopySource"]),
        tool("delete_object", "Delete an object (adds a delete marker in versioned buckets)", {"Bucket": S, "Key": S}, ["Bucket", "Key"]),
    ]
    sysp = system("aws-s3", "an S3 MCP server using boto3 in eu-central-1 with the profile `tallyo-prod`; results are the boto3 response JSON without ResponseMetadata", tools)
    bk = "tallyo-config-prod"
    owner = {"DisplayName": "tallyo-aws-root", "ID": "3f5a1c9e7b2d4086a1e3c5b7d9f0e2a4c6b8d0f1e3a5c7b9d1f3e5a7c9b1d3f5"}
    t1 = pj({"Buckets": [{"Name": "tallyo-backups-eu", "CreationDate": "2022-06-14T08:11:52+00:00"}, {"Name": bk, "CreationDate": "2023-01-09T15:40:27+00:00"},
                         {"Name": "tallyo-logs-eu", "CreationDate": "2022-06-14T08:13:05+00:00"}, {"Name": "tallyo-static-assets", "CreationDate": "2023-03-22T10:02:44+00:00"}], "Owner": owner})
    tiers = """tier,monthly_eur,annual_eur,seats_included,extra_seat_eur,api_calls_per_month
free,0.00,0.00,1,,10000
starter,19.00,190.00,3,6.00,100000
pro,49.00,490.00,10,5.00,1000000
business,149.00,1490.00,25,4.50,5000000
enterprise,,,,,
"""
    tiers_bad = tiers.replace("pro,49.00,490.00,10,", "pro,49.00,490.00,12,")
    et = '"' + hashlib.md5(tiers.encode()).hexdigest() + '"'
    summer = json.dumps({"code": "SUMMER25", "percent_off": 25, "applies_to": ["starter", "pro"], "valid_from": "2025-06-01", "valid_to": "2025-08-31", "max_redemptions": 2000}, indent=2) + "\n"
    et_summer = '"' + hashlib.md5(summer.encode()).hexdigest() + '"'

    def obj(key: str, size: int, etag: str, lm: str) -> dict[str, Any]:
        return {"Key": key, "LastModified": lm, "ETag": etag, "ChecksumAlgorithm": ["CRC32"], "Size": size, "StorageClass": "STANDARD"}
    base = [obj("pricing/archive/tiers-2024-12.csv", 262, '"0d7e4b1a93c5f28e6a1d0c9b7f3e5a24"', "2024-12-02T09:30:14+00:00"),
            obj("pricing/promo/2025-spring.json", 171, '"8b2f6e0d4c1a93e5f7d2b0a4c6e8f135"', "2025-02-26T16:07:51+00:00"),
            obj("pricing/regions.csv", 418, '"c41e9a7d2f0b83e6a5d1c7b9e3f0a264"', "2024-10-17T11:22:09+00:00"),
            obj("pricing/tiers.csv", nbytes(tiers), et, "2025-01-06T10:45:33+00:00")]
    t2 = pj({"IsTruncated": False, "Contents": base, "Name": bk, "Prefix": "pricing/", "MaxKeys": 1000, "EncodingType": "url", "KeyCount": len(base)})
    vid = "p0vJ2xK8mQ.5sTzR1nW7cY3bL9dF6hE4"
    t3 = pj({"AcceptRanges": "bytes", "LastModified": "2025-01-06T10:45:33+00:00", "ContentLength": nbytes(tiers), "ETag": et, "VersionId": vid, "ContentType": "text/csv",
             "ServerSideEncryption": "AES256", "Metadata": {"owner": "pricing-team", "reviewed": "2025-01-06"}, "Body": tiers})
    t4 = pj({"ETag": et_summer, "ChecksumCRC32": "Xk2p7A==", "ServerSideEncryption": "AES256", "VersionId": "Tq8nB3yLm1.cR6vZ0xW4sJ9hD2gF7kE5"})
    arch = "pricing/archive/tiers-2025-03.csv"
    t5 = pj({"ServerSideEncryption": "AES256", "VersionId": "Hd5sK0wQ9.zN2mR7bX4cV1tL8jG3fY6pA", "CopySourceVersionId": vid,
             "CopyObjectResult": {"ETag": et, "LastModified": "2025-03-11T16:52:18+00:00", "ChecksumCRC32": "nM3v8Q=="}})
    t6 = pj({"AcceptRanges": "bytes", "LastModified": "2025-01-06T10:45:33+00:00", "ContentLength": nbytes(tiers), "ETag": et, "VersionId": vid, "ContentType": "text/csv",
             "ServerSideEncryption": "AES256", "Metadata": {"owner": "pricing-team", "reviewed": "2025-01-06"}})
    # bad: the copy (same ETag, copied from version vid) reads back with pro seats_included 12 instead of 10
    t7 = pj({"AcceptRanges": "bytes", "LastModified": "2025-03-11T16:52:18+00:00", "ContentLength": nbytes(tiers_bad), "ETag": et, "VersionId": "Hd5sK0wQ9.zN2mR7bX4cV1tL8jG3fY6pA", "ContentType": "text/csv",
             "ServerSideEncryption": "AES256", "Metadata": {"owner": "pricing-team", "reviewed": "2025-01-06"}, "Body": tiers_bad})
    lst2 = [base[0], obj(arch, nbytes(tiers), et, "2025-03-11T16:52:18+00:00"), base[1], obj("pricing/promo/2025-summer.json", nbytes(summer), et_summer, "2025-03-11T16:51:40+00:00"), base[2], base[3]]
    t8 = pj({"IsTruncated": False, "Contents": lst2, "Name": bk, "Prefix": "pricing/", "MaxKeys": 1000, "EncodingType": "url", "KeyCount": len(lst2)})
    t9 = pj({"DeleteMarker": True, "VersionId": "Zr4tW8nK1.yQ6cM0bV3xL7sJ2hG9dF5pE"})
    turns = [
        (call("list_buckets"), t1),
        (call("list_objects_v2", Bucket=bk, Prefix="pricing/"), t2),
        (call("get_object", Bucket=bk, Key="pricing/tiers.csv"), t3),
        (call("put_object", Bucket=bk, Key="pricing/promo/2025-summer.json", Body=summer, ContentType="application/json"), t4),
        (call("copy_object", Bucket=bk, Key=arch, CopySource=f"{bk}/pricing/tiers.csv"), t5),
        (call("head_object", Bucket=bk, Key="pricing/tiers.csv"), t6),
        (call("get_object", Bucket=bk, Key=arch), t7),
        (call("list_objects_v2", Bucket=bk, Prefix="pricing/"), t8),
        (call("delete_object", Bucket=bk, Key="pricing/promo/2025-spring.json"), t9),
    ]
    rs.add("mcp", "h50-mcp-21", sysp, turns, bad=True, turn=7,
           kind="The archive copy of tiers.csv (same ETag and source version) reads back with pro seats_included 12, but the source file read in turn 3 says 10.")


# ---------------------------------------------------------------------------------------------
# 22 GitLab (clean): failing MR pipeline -> fix commit -> new pipeline passes -> MR marked ready
# ---------------------------------------------------------------------------------------------

def t22(rs: RowSet) -> None:
    tools = [
        tool("list_merge_requests", "List merge requests in a GitLab project with filtering options", {"project_id": S, "state": {"type": "string", "enum": ["opened", "closed", "locked", "merged", "all"]}, "order_by": S, "per_page": INT}, ["project_id"]),
        tool("get_merge_request", "Get details of a merge request", {"project_id": S, "merge_request_iid": S}, ["project_id", "merge_request_iid"]),
        tool("list_pipeline_jobs", "List all jobs in a specific pipeline", {"project_id": S, "pipeline_id": S, "scope": S}, ["project_id", "pipeline_id"]),
        tool("get_merge_request_diffs", "Get the changes/diffs of a merge request", {"project_id": S, "merge_request_iid": S, "view": S}, ["project_id", "merge_request_iid"]),
        tool("create_or_update_file", "Create or update a single file in a GitLab project", {"project_id": S, "file_path": S, "content": S, "commit_message": S, "branch": S, "last_commit_id": S}, ["project_id", "file_path", "content", "commit_message", "branch"]),
        tool("list_pipelines", "List pipelines in a GitLab project with filtering options", {"project_id": S, "ref": S, "status": S, "per_page": INT, "order_by": S}, ["project_id"]),
        tool("update_merge_request", "Update a merge request", {"project_id": S, "merge_request_iid": S, "title": S, "description": S, "add_labels": S, "remove_labels": S, "assignee_ids": A, "reviewer_ids": A}, ["project_id", "merge_request_iid"]),
        tool("get_pipeline", "Get details of a specific pipeline in a GitLab project", {"project_id": S, "pipeline_id": S}, ["project_id", "pipeline_id"]),
        tool("create_merge_request_note", "Add a new note to an existing merge request", {"project_id": S, "merge_request_iid": S, "body": S}, ["project_id", "merge_request_iid", "body"]),
    ]
    sysp = system("gitlab", "the GitLab MCP server for gitlab.brightline.dev (GitLab 17.9), personal access token of Priya Raman", tools)
    pid = "4821"
    host = "https://gitlab.brightline.dev/brightline/infra/terraform-modules"
    priya = {"id": 117, "username": "praman", "name": "Priya Raman", "state": "active", "avatar_url": "https://gitlab.brightline.dev/uploads/-/system/user/avatar/117/avatar.png", "web_url": "https://gitlab.brightline.dev/praman"}
    marco = {"id": 84, "username": "mdelacroix", "name": "Marco Delacroix", "state": "active", "avatar_url": "https://gitlab.brightline.dev/uploads/-/system/user/avatar/84/avatar.png", "web_url": "https://gitlab.brightline.dev/mdelacroix"}
    sha1, sha2 = "3b9e71c0d2a4f58e6b1c7d9a0e3f5b2c4d6a8e01", "8f2c4a6e0b1d3f5a7c9e1b3d5f7a9c0e2b4d6f81"

    def mr_short(iid: int, mid: int, title: str, draft: bool, author: dict[str, Any], labels: list[str], branch: str, created: str, updated: str, sha: str, dms: str) -> dict[str, Any]:
        return {"id": mid, "iid": iid, "project_id": 4821, "title": title, "state": "opened", "created_at": created, "updated_at": updated, "target_branch": "main", "source_branch": branch,
                "author": author, "labels": labels, "draft": draft, "work_in_progress": draft, "merge_when_pipeline_succeeds": False, "detailed_merge_status": dms, "sha": sha,
                "web_url": f"{host}/-/merge_requests/{iid}", "references": {"short": f"!{iid}", "full": f"brightline/infra/terraform-modules!{iid}"}}
    m312 = mr_short(312, 90412, "Draft: vpc module: add IPv6 support", True, priya, ["networking", "terraform"], "feat/vpc-ipv6", "2025-03-07T13:22:10.481Z", "2025-03-10T17:05:44.918Z", sha1, "draft_status")
    t1 = pj([m312,
             mr_short(309, 90355, "eks module: bump default node AMI to AL2023", False, marco, ["eks"], "chore/al2023-ami", "2025-03-05T09:40:33.207Z", "2025-03-10T11:18:02.664Z", "c0a1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d1f3a5c7", "not_approved"),
             mr_short(305, 90219, "rds module: allow custom parameter group family", False, marco, ["rds"], "feat/rds-pg-family", "2025-02-28T15:02:19.590Z", "2025-03-06T08:47:51.031Z", "e4c6a8b0d2f4e6a8c0b2d4f6a8c0e2b4d6f8a0c2", "mergeable")])

    def mr_full(title: str, draft: bool, labels: list[str], updated: str, sha: str, pipe: dict[str, Any], notes: int, dms: str) -> dict[str, Any]:
        d = mr_short(312, 90412, title, draft, priya, labels, "feat/vpc-ipv6", "2025-03-07T13:22:10.481Z", updated, sha, dms)
        d.update({"description": "Adds optional IPv6 CIDR assignment to the VPC and its public/private subnets.\n\n- `enable_ipv6` (default `false`)\n- egress-only IGW for private subnets\n- outputs `ipv6_cidr_block`\n\nCloses #188",
                  "merge_status": "can_be_merged", "user_notes_count": notes, "changes_count": "4", "diff_refs": {"base_sha": "a7d9f1b3c5e7a9d1f3b5c7e9a1d3f5b7c9e1a3d5", "head_sha": sha, "start_sha": "a7d9f1b3c5e7a9d1f3b5c7e9a1d3f5b7c9e1a3d5"},
                  "head_pipeline": pipe, "reviewers": [marco], "assignees": [priya], "milestone": {"id": 41, "iid": 7, "title": "2025-Q1", "state": "active"}, "squash": True, "has_conflicts": False, "blocking_discussions_resolved": True})
        return d

    def pipe(pid_: int, sha: str, status: str, created: str, updated: str, started: str | None, finished: str | None, duration: int | None) -> dict[str, Any]:
        return {"id": pid_, "iid": 2931 if pid_ == 1188402 else 2934, "project_id": 4821, "sha": sha, "ref": "feat/vpc-ipv6", "status": status, "source": "push", "created_at": created, "updated_at": updated,
                "web_url": f"{host}/-/pipelines/{pid_}", "before_sha": "0000000000000000000000000000000000000000" if pid_ == 1188402 else sha1, "tag": False, "user": priya,
                "started_at": started, "finished_at": finished, "committed_at": None, "duration": duration, "queued_duration": 2 if started else None, "coverage": None,
                "detailed_status": {"icon": f"status_{status}", "text": {"failed": "Failed", "running": "Running", "success": "Passed"}[status], "label": {"failed": "failed", "running": "running", "success": "passed"}[status], "group": status}}
    p1 = pipe(1188402, sha1, "failed", "2025-03-10T17:05:41.220Z", "2025-03-10T17:08:57.803Z", "2025-03-10T17:05:43.019Z", "2025-03-10T17:08:57.788Z", 194)
    t2 = pj(mr_full("Draft: vpc module: add IPv6 support", True, ["networking", "terraform"], "2025-03-10T17:05:44.918Z", sha1, p1, 2, "draft_status"))

    def job(jid: int, name: str, stage: str, status: str, dur: float | None, started: str | None, finished: str | None, reason: str | None = None) -> dict[str, Any]:
        j = {"id": jid, "status": status, "stage": stage, "name": name, "ref": "feat/vpc-ipv6", "tag": False, "allow_failure": False, "created_at": "2025-03-10T17:05:41.301Z",
             "started_at": started, "finished_at": finished, "duration": dur, "queued_duration": 1.84 if started else None, "user": {"id": 117, "username": "praman"},
             "pipeline": {"id": 1188402, "project_id": 4821, "ref": "feat/vpc-ipv6", "sha": sha1, "status": "failed"}, "web_url": f"{host}/-/jobs/{jid}", "runner": {"id": 52, "description": "k8s-runner-infra-2", "active": True, "is_shared": False} if started else None}
        if reason:
            j["failure_reason"] = reason
        return j
    t3 = pj([job(6640917, "plan:staging", "plan", "skipped", None, None, None),
             job(6640916, "tflint", "lint", "failed", 41.227, "2025-03-10T17:08:15.402Z", "2025-03-10T17:08:56.629Z", "script_failure"),
             job(6640915, "validate", "lint", "success", 97.913, "2025-03-10T17:06:36.870Z", "2025-03-10T17:08:14.783Z"),
             job(6640914, "fmt", "lint", "success", 52.108, "2025-03-10T17:05:43.019Z", "2025-03-10T17:06:35.127Z")])
    vars_head = ""
    for vname, vdesc, vtype, vdef in (("name", "Name prefix for all VPC resources", "string", None), ("cidr", "IPv4 CIDR block of the VPC", "string", None),
                                      ("azs", "Availability zones to spread subnets over", "list(string)", None), ("public_subnets", "IPv4 CIDRs of the public subnets", "list(string)", "[]"),
                                      ("private_subnets", "IPv4 CIDRs of the private subnets", "list(string)", "[]"), ("tags", "Tags applied to all resources", "map(string)", "{}")):
        vars_head += f'variable "{vname}" {{\n  description = "{vdesc}"\n  type        = {vtype}\n' + (f"  default     = {vdef}\n" if vdef else "") + "}\n\n"
    vars_head = vars_head.rstrip("\n") + "\n"
    vars_old = '''variable "enable_ipv6" {
  description = "Assign an Amazon-provided IPv6 CIDR block to the VPC"
  type        = bool
  default     = false
}

variable "private_subnet_ipv6_prefixes" {
  type    = list(number)
  default = []
}'''
    vars_new = '''variable "enable_ipv6" {
  description = "Assign an Amazon-provided IPv6 CIDR block to the VPC"
  type        = bool
  default     = false
}

variable "private_subnet_ipv6_prefixes" {
  description = "IPv6 /64 prefix indexes (0-255) for the private subnets, one per subnet"
  type        = list(number)
  default     = []
}'''
    hunk = list(difflib.unified_diff(vars_head.split("\n")[:-1], (vars_head + "\n" + vars_old).split("\n"), n=3, lineterm=""))[2:]
    hunk[0] += ' variable "tags" {'
    vdiff = "\n".join(hunk) + "\n"
    diffs = [{"old_path": "modules/vpc/main.tf", "new_path": "modules/vpc/main.tf", "a_mode": "100644", "b_mode": "100644", "new_file": False, "renamed_file": False, "deleted_file": False,
              "diff": "@@ -12,6 +12,8 @@ resource \"aws_vpc\" \"this\" {\n   cidr_block           = var.cidr\n   enable_dns_hostnames = true\n   enable_dns_support   = true\n+\n+  assign_generated_ipv6_cidr_block = var.enable_ipv6\n \n   tags = merge(var.tags, { Name = var.name })\n }\n"},
             {"old_path": "modules/vpc/variables.tf", "new_path": "modules/vpc/variables.tf", "a_mode": "100644", "b_mode": "100644", "new_file": False, "renamed_file": False, "deleted_file": False,
              "diff": vdiff},
             {"old_path": "modules/vpc/outputs.tf", "new_path": "modules/vpc/outputs.tf", "a_mode": "100644", "b_mode": "100644", "new_file": False, "renamed_file": False, "deleted_file": False,
              "diff": "@@ -8,3 +8,7 @@ output \"private_subnet_ids\" {\n   value = aws_subnet.private[*].id\n }\n+\n+output \"ipv6_cidr_block\" {\n+  value = try(aws_vpc.this.ipv6_cidr_block, null)\n+}\n"},
             {"old_path": "modules/vpc/README.md", "new_path": "modules/vpc/README.md", "a_mode": "100644", "b_mode": "100644", "new_file": False, "renamed_file": False, "deleted_file": False,
              "diff": "@@ -27,6 +27,8 @@\n | `azs` | list(string) | n/a |\n | `public_subnets` | list(string) | `[]` |\n | `private_subnets` | list(string) | `[]` |\n+| `enable_ipv6` | bool | `false` |\n+| `private_subnet_ipv6_prefixes` | list(number) | `[]` |\n | `tags` | map(string) | `{}` |\n \n ## Outputs\n"}]
    t4 = pj(diffs)
    t5 = pj({"file_path": "modules/vpc/variables.tf", "branch": "feat/vpc-ipv6"})
    p2_run = pipe(1188755, sha2, "running", "2025-03-11T09:14:27.650Z", "2025-03-11T09:14:30.118Z", "2025-03-11T09:14:29.904Z", None, None)
    t6 = pj([{k: p2_run[k] for k in ("id", "iid", "project_id", "sha", "ref", "status", "source", "created_at", "updated_at", "web_url")},
             {k: p1[k] for k in ("id", "iid", "project_id", "sha", "ref", "status", "source", "created_at", "updated_at", "web_url")}])
    t7 = pj(mr_short(312, 90412, "vpc module: add IPv6 support", False, priya, ["networking", "ready-for-review", "terraform"], "feat/vpc-ipv6", "2025-03-07T13:22:10.481Z", "2025-03-11T09:15:02.337Z", sha2, "ci_still_running"))
    p2_ok = pipe(1188755, sha2, "success", "2025-03-11T09:14:27.650Z", "2025-03-11T09:18:11.472Z", "2025-03-11T09:14:29.904Z", "2025-03-11T09:18:11.459Z", 221)
    t8 = pj(p2_ok)
    t9 = pj({"id": 2045581, "type": None, "body": "Fixed the tflint `terraform_documented_variables` failure in 8f2c4a6e; pipeline #1188755 is green. @mdelacroix ready for review.",
             "author": priya, "created_at": "2025-03-11T09:18:40.026Z", "updated_at": "2025-03-11T09:18:40.026Z", "system": False, "noteable_id": 90412, "noteable_type": "MergeRequest",
             "project_id": 4821, "resolvable": False, "confidential": False, "internal": False, "noteable_iid": 312, "commands_changes": {}})
    t10 = pj(mr_full("vpc module: add IPv6 support", False, ["networking", "ready-for-review", "terraform"], "2025-03-11T09:18:40.026Z", sha2, p2_ok, 3, "not_approved"))
    turns = [
        (call("list_merge_requests", project_id=pid, state="opened", order_by="updated_at", per_page=20), t1),
        (call("get_merge_request", project_id=pid, merge_request_iid="312"), t2),
        (call("list_pipeline_jobs", project_id=pid, pipeline_id="1188402"), t3),
        (call("get_merge_request_diffs", project_id=pid, merge_request_iid="312"), t4),
        (call("create_or_update_file", project_id=pid, file_path="modules/vpc/variables.tf", content=vars_head + "\n" + vars_new + "\n",
              commit_message="vpc: document private_subnet_ipv6_prefixes (tflint)", branch="feat/vpc-ipv6", last_commit_id=sha1), t5),
        (call("list_pipelines", project_id=pid, ref="feat/vpc-ipv6", per_page=2, order_by="id"), t6),
        (call("update_merge_request", project_id=pid, merge_request_iid="312", title="vpc module: add IPv6 support", add_labels="ready-for-review"), t7),
        (call("get_pipeline", project_id=pid, pipeline_id="1188755"), t8),
        (call("create_merge_request_note", project_id=pid, merge_request_iid="312", body="Fixed the tflint `terraform_documented_variables` failure in 8f2c4a6e; pipeline #1188755 is green. @mdelacroix ready for review."), t9),
        (call("get_merge_request", project_id=pid, merge_request_iid="312"), t10),
    ]
    rs.add("mcp", "h50-mcp-22", sysp, turns)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
