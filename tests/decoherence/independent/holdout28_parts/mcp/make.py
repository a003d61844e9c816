# ruff: noqa: E501, W291, W293
"""holdout28, domain mcp: 22 agent trajectories against one MCP server each (11 with one contradiction).

Written by an outside author without access to the detector. Each trajectory is a coherent task on a
single server (GitHub, Postgres, Slack, Jira, Notion, Stripe, Linear, SQLite, Google Calendar, filesystem,
and less common ones: lab inventory, fleet tracker, feature flags, library catalog, CRM, home hub,
warehouse, brewery monitor, print farm, reference manager, museum collection). Labels say which turn's
observation contradicts an earlier one; clean trajectories are full of legitimate changes.
"""

from __future__ import annotations

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


def psql(cols: list[str], rows: list[tuple[Any, ...]]) -> str:
    """A psql-style aligned table with a row count footer."""
    cells = [[str(c) for c in r] for r in rows]
    w = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(cols)]
    num = [all(_isnum(r[i]) for r in cells) and bool(cells) for i in range(len(cols))]
    head = " " + " | ".join(c.center(w[i]) for i, c in enumerate(cols))
    sep = "-" + "-+-".join("-" * x for x in w) + "-"
    body = [" " + " | ".join((r[i].rjust(w[i]) if num[i] else r[i].ljust(w[i])) for i in range(len(cols))) for r in cells]
    n = len(rows)
    return "\n".join([head, sep] + body + [f"({n} row{'s' if n != 1 else ''})"])


def _isnum(s: str) -> bool:
    try:
        float(s)
    except ValueError:
        return False
    return True


# ---------------------------------------------------------------------------------------------
# 01 GitHub (clean)
# ---------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    own, repo = "northwind-io", "quarry"
    system = mcp_system("github", "GitHub API access for the northwind-io organisation", [
        tool("list_issues", "List issues in a repository", {"owner": S, "repo": S, "state": S, "sort": S, "direction": S, "per_page": INT, "page": INT}, ["owner", "repo"]),
        tool("get_issue", "Get one issue", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("create_issue", "Create an issue", {"owner": S, "repo": S, "title": S, "body": S, "labels": A, "assignees": A}, ["owner", "repo", "title"]),
        tool("update_issue", "Update an issue", {"owner": S, "repo": S, "issue_number": INT, "title": S, "state": S, "labels": A, "assignees": A}, ["owner", "repo", "issue_number"]),
        tool("add_issue_comment", "Comment on an issue", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("get_pull_request_status", "Combined status of a pull request's head commit", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("search_issues", "Search issues and pull requests", {"q": S, "sort": S, "per_page": INT}, ["q"]),
    ])
    base = f"https://github.com/{own}/{repo}"

    def lab(*names: str) -> list[dict[str, str]]:
        colors = {"bug": "d73a4a", "area/cli": "1d76db", "area/import": "1d76db", "docs": "0075ca", "flaky-test": "fbca04",
                  "ci": "ededed", "enhancement": "a2eeef", "priority/high": "b60205", "platform/windows": "5319e7"}
        return [{"name": n, "color": colors[n]} for n in names]

    def brief(num: int, title: str, user: str, labels: list[str], assignees: list[str], comments: int, created: str, updated: str) -> dict[str, Any]:
        return {"number": num, "title": title, "state": "open", "user": {"login": user}, "labels": lab(*labels),
                "assignees": [{"login": a} for a in assignees], "comments": comments, "created_at": created,
                "updated_at": updated, "html_url": f"{base}/issues/{num}"}

    i412 = ("Importer hangs on gzip files larger than 2 GiB", "tkessler", ["bug", "area/import"], ["rgupta"], "2024-06-04T07:55:19Z")
    i409 = ("`quarry export --output json` drops the trailing newline", "lmbeaumont", ["bug", "area/cli"], [], "2024-06-08T12:31:09Z")
    i405 = ("Document QUARRY_CACHE_DIR precedence over --cache-dir", "sanaa-h", ["docs"], [], "2024-06-06T10:02:44Z")
    i398 = ("Flaky test: test_parallel_scan_ordering", "ci-bot", ["flaky-test", "ci"], ["mkowalski"], "2024-06-01T03:12:00Z")
    i377 = ("Support zstd-compressed inputs", "pjordan", ["enhancement"], [], "2024-05-19T15:40:31Z")
    t1 = [brief(412, *i412[:4], 7, i412[4], "2024-06-11T13:48:02Z"),
          brief(409, *i409[:4], 3, i409[4], "2024-06-11T09:15:40Z"),
          brief(405, *i405[:4], 1, i405[4], "2024-06-10T16:22:11Z"),
          brief(398, *i398[:4], 5, i398[4], "2024-06-09T21:03:57Z"),
          brief(377, *i377[:4], 12, i377[4], "2024-06-07T08:40:19Z")]
    body409 = ("### What happened\n`quarry export --output json data/*.parquet > out.json` writes the JSON document without a "
               "final `\\n`, so `cat out.json; echo done` prints `}done`.\n\n### Expected\nA trailing newline, like "
               "`--output ndjson` already does.\n\n### Version\nquarry 0.13.2 (pip), Python 3.11.8, Ubuntu 22.04")
    g409 = dict(brief(409, *i409[:4], 3, i409[4], "2024-06-11T09:15:40Z"))
    g409.update({"body": body409, "milestone": {"title": "v0.14", "number": 9, "due_on": "2024-06-28T07:00:00Z"},
                 "closed_at": None, "author_association": "CONTRIBUTOR", "locked": False,
                 "reactions": {"+1": 2, "total_count": 2}})
    body415 = ("While checking #409 I noticed that on Windows `quarry export --output ndjson` writes `\\r\\n` after each record "
               "instead of `\\n` because the file is opened in text mode. Downstream `jq -c` users then see a stray `\\r` before "
               "every newline.\n\nRepro: `quarry export --output ndjson sample.parquet > a.ndjson` on Windows 11, then "
               "`Format-Hex a.ndjson | Select-Object -First 2`.")
    c415 = brief(415, "export: --output ndjson writes CRLF line endings on Windows", "quarry-triage-bot",
                 ["bug", "area/cli", "platform/windows"], [], 0, "2024-06-11T14:03:27Z", "2024-06-11T14:03:27Z")
    c415.update({"body": body415, "milestone": None, "closed_at": None, "author_association": "MEMBER", "locked": False})
    u409 = dict(g409)
    u409.update({"labels": lab("bug", "area/cli", "priority/high"), "assignees": [{"login": "mkowalski"}],
                 "updated_at": "2024-06-11T14:04:10Z"})
    comment = {"id": 2160788431, "html_url": f"{base}/issues/409#issuecomment-2160788431", "user": {"login": "quarry-triage-bot"},
               "body": "Confirmed on 0.13.2. Related Windows line-ending problem split out into #415. Assigned to @mkowalski for v0.14.",
               "created_at": "2024-06-11T14:04:52Z", "updated_at": "2024-06-11T14:04:52Z", "author_association": "MEMBER"}
    sha = "7c1e9a2f04b8d3e61a5c09f7d2b4e8a13c6f5d90"

    def status(state: str, test_state: str, test_desc: str, test_upd: str) -> dict[str, Any]:
        return {"state": state, "sha": sha, "total_count": 3, "statuses": [
            {"context": "ci/build", "state": "success", "description": "Build succeeded in 2m 41s", "target_url": "https://ci.northwind.io/quarry/builds/18822", "updated_at": "2024-06-11T13:57:12Z"},
            {"context": "ci/test", "state": test_state, "description": test_desc, "target_url": "https://ci.northwind.io/quarry/builds/18823", "updated_at": test_upd},
            {"context": "lint", "state": "success", "description": "ruff + mypy clean", "target_url": "https://ci.northwind.io/quarry/builds/18824", "updated_at": "2024-06-11T13:55:48Z"}]}

    t7 = [brief(412, *i412[:4], 8, i412[4], "2024-06-11T14:05:31Z"),
          dict(brief(409, "`quarry export --output json` drops the trailing newline", "lmbeaumont", ["bug", "area/cli", "priority/high"], ["mkowalski"], 4, i409[4], "2024-06-11T14:04:52Z")),
          {k: v for k, v in c415.items() if k not in ("body", "milestone", "closed_at", "author_association", "locked")},
          brief(405, *i405[:4], 1, i405[4], "2024-06-10T16:22:11Z"),
          brief(398, *i398[:4], 5, i398[4], "2024-06-09T21:03:57Z")]
    search = {"total_count": 3, "incomplete_results": False, "items": [
        {"number": 409, "title": i409[0], "state": "open", "comments": 4, "updated_at": "2024-06-11T14:04:52Z", "html_url": f"{base}/issues/409", "score": 1.0},
        {"number": 415, "title": c415["title"], "state": "open", "comments": 0, "updated_at": "2024-06-11T14:03:27Z", "html_url": f"{base}/issues/415", "score": 1.0},
        {"number": 288, "title": "CSV export: missing newline at EOF breaks `wc -l`", "state": "closed", "comments": 6, "updated_at": "2024-02-14T11:30:05Z", "closed_at": "2024-02-14T11:30:05Z", "html_url": f"{base}/issues/288", "score": 1.0}]}
    turns = [
        (call("list_issues", owner=own, repo=repo, state="open", sort="updated", direction="desc", per_page=5), mcp_text(t1)),
        (call("get_issue", owner=own, repo=repo, issue_number=409), mcp_text(g409)),
        (call("create_issue", owner=own, repo=repo, title=c415["title"], body=body415, labels=["bug", "area/cli", "platform/windows"]), mcp_text(c415)),
        (call("update_issue", owner=own, repo=repo, issue_number=409, labels=["bug", "area/cli", "priority/high"], assignees=["mkowalski"]), mcp_text(u409)),
        (call("add_issue_comment", owner=own, repo=repo, issue_number=409, body=comment["body"]), mcp_text(comment)),
        (call("get_pull_request_status", owner=own, repo=repo, pull_number=414), mcp_text(status("pending", "pending", "Running 1184 tests (612 done)", "2024-06-11T14:01:09Z"))),
        (call("list_issues", owner=own, repo=repo, state="open", sort="updated", direction="desc", per_page=5), mcp_text(t7)),
        (call("get_pull_request_status", owner=own, repo=repo, pull_number=414), mcp_text(status("success", "success", "1184 passed, 3 skipped in 7m 02s", "2024-06-11T14:06:13Z"))),
        (call("search_issues", q=f"newline repo:{own}/{repo} is:issue", sort="updated", per_page=10), mcp_text(search)),
    ]
    rs.add(task=T, tid="h28-mcp-01", system=system, turns=turns,
           state="Repository northwind-io/quarry; PR #414 (head 7c1e9a2) has CI running; agent is the quarry-triage-bot account.")


# ---------------------------------------------------------------------------------------------
# 02 Postgres (bad)
# ---------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    system = mcp_system("postgres", "read/write SQL access to the 'shop' production replica promoted for support fixes", [
        tool("list_tables", "List tables with estimated row counts", {"schema": S}, []),
        tool("execute_sql", "Run one SQL statement and return its result as text", {"sql": S}, ["sql"]),
    ])
    tables = [{"schema": "public", "table": t, "estimated_rows": n, "total_size": s} for t, n, s in [
        ("customers", 48213, "21 MB"), ("orders", 184220, "96 MB"), ("order_items", 512907, "188 MB"),
        ("order_events", 771640, "254 MB"), ("refunds", 6644, "3208 kB"), ("products", 2381, "1912 kB"),
        ("shipments", 179954, "71 MB")]]
    cols = ["id", "status", "total_amount", "currency", "placed_at", "updated_at"]
    rows2 = [("90311", "delivered", "1249.00", "EUR", "2024-02-03 10:14:52+00", "2024-02-09 16:40:11+00"),
             ("90488", "delivered", "86.50", "EUR", "2024-03-17 19:02:37+00", "2024-03-21 08:55:03+00"),
             ("91002", "refund_pending", "312.99", "EUR", "2024-05-28 07:46:20+00", "2024-06-03 11:20:48+00"),
             ("91377", "shipped", "54.20", "EUR", "2024-06-08 13:31:05+00", "2024-06-10 09:12:44+00")]
    q2 = "SELECT id, status, total_amount, currency, placed_at, updated_at FROM orders WHERE customer_id = 5821 ORDER BY id;"
    q3 = "SELECT id, order_id, amount, status, provider_ref, created_at, processed_at FROM refunds WHERE order_id = 91002;"
    r3 = psql(["id", "order_id", "amount", "status", "provider_ref", "created_at", "processed_at"],
              [("6620", "91002", "312.99", "succeeded", "re_3PNx2vKd81fTqA0b1c9YyZ2E", "2024-06-03 11:20:48+00", "2024-06-05 02:14:09+00")])
    q4 = "UPDATE orders SET status = 'refunded', updated_at = now() WHERE id = 91002 AND status = 'refund_pending';"
    q5 = ("SELECT o.id, o.status, o.total_amount, coalesce(sum(r.amount), 0) AS refunded, o.updated_at\n"
          "FROM orders o LEFT JOIN refunds r ON r.order_id = o.id AND r.status = 'succeeded'\n"
          "WHERE o.customer_id = 5821 GROUP BY o.id ORDER BY o.id;")
    r5 = psql(["id", "status", "total_amount", "refunded", "updated_at"], [
        ("90311", "delivered", "1294.00", "0.00", "2024-02-09 16:40:11+00"),
        ("90488", "delivered", "86.50", "0.00", "2024-03-21 08:55:03+00"),
        ("91002", "refunded", "312.99", "312.99", "2024-06-11 14:22:37.418204+00"),
        ("91377", "shipped", "54.20", "0.00", "2024-06-10 09:12:44+00")])
    q6 = ("INSERT INTO order_events (order_id, event_type, actor, payload) VALUES (91002, 'status_changed', 'support:agent-mcp', "
          "'{\"from\": \"refund_pending\", \"to\": \"refunded\", \"reason\": \"refund re_3PNx2vKd81fTqA0b1c9YyZ2E settled 2024-06-05\"}') "
          "RETURNING id, created_at;")
    r6 = psql(["id", "created_at"], [("774120", "2024-06-11 14:23:05.902117+00")]) + "\n\nINSERT 0 1"
    q7 = "SELECT id, event_type, actor, created_at FROM order_events WHERE order_id = 91002 ORDER BY created_at;"
    r7 = psql(["id", "event_type", "actor", "created_at"], [
        ("770418", "created", "checkout-service", "2024-05-28 07:46:20.113+00"),
        ("770533", "paid", "stripe-webhook", "2024-05-28 07:46:58.870+00"),
        ("771902", "shipped", "warehouse-sync", "2024-05-29 15:10:44.302+00"),
        ("773317", "refund_requested", "support:jlopez", "2024-06-03 11:20:48.051+00"),
        ("774120", "status_changed", "support:agent-mcp", "2024-06-11 14:23:05.902117+00")])
    q8 = "SELECT count(*) FROM orders o JOIN refunds r ON r.order_id = o.id WHERE o.status = 'refund_pending' AND r.status = 'succeeded';"
    r8 = psql(["count"], [("16",)])
    q9 = ("SELECT o.id, o.customer_id, o.total_amount, r.amount AS refund_amount, r.processed_at\n"
          "FROM orders o JOIN refunds r ON r.order_id = o.id\n"
          "WHERE o.status = 'refund_pending' AND r.status = 'succeeded' ORDER BY r.processed_at LIMIT 5;")
    r9 = psql(["id", "customer_id", "total_amount", "refund_amount", "processed_at"], [
        ("88917", "41102", "74.90", "74.90", "2024-05-02 02:13:51+00"),
        ("89340", "17766", "219.00", "219.00", "2024-05-09 02:14:30+00"),
        ("89377", "5120", "45.00", "15.00", "2024-05-09 02:14:30+00"),
        ("90025", "30981", "1030.40", "1030.40", "2024-05-16 02:12:58+00"),
        ("90711", "26455", "38.75", "38.75", "2024-05-23 02:15:17+00")])
    turns = [
        (call("list_tables", schema="public"), pj(tables)),
        (call("execute_sql", sql=q2), psql(cols, rows2)),
        (call("execute_sql", sql=q3), r3),
        (call("execute_sql", sql=q4), "UPDATE 1"),
        (call("execute_sql", sql=q5), r5),
        (call("execute_sql", sql=q6), r6),
        (call("execute_sql", sql=q7), r7),
        (call("execute_sql", sql=q8), r8),
        (call("execute_sql", sql=q9), r9),
    ]
    rs.add(task=T, tid="h28-mcp-02", system=system, turns=turns,
           state="Support ticket #55821: customer 5821 says order 91002 still shows 'refund pending' although the bank shows the money back.",
           bad=True, turn=5, kind="an order's total_amount differs from the earlier query though only another order was updated")


# ---------------------------------------------------------------------------------------------
# 03 Lab inventory (bad)
# ---------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    system = mcp_system("labstock", "reagent and consumables inventory of the Moreau molecular biology lab", [
        tool("search_reagents", "Full-text search over reagent records", {"query": S, "limit": INT}, ["query"]),
        tool("get_reagent", "Get a reagent record with lot, stock and recent history", {"reagent_id": S}, ["reagent_id"]),
        tool("record_usage", "Record consumption from an opened container", {"reagent_id": S, "amount": "number", "unit": S, "project": S}, ["reagent_id", "amount", "unit"]),
        tool("checkout_reagent", "Take unopened containers out of stock", {"reagent_id": S, "quantity": INT, "user": S, "purpose": S}, ["reagent_id", "quantity", "user"]),
        tool("get_location", "Storage unit status and contents summary", {"location_id": S}, ["location_id"]),
        tool("create_order", "Create a purchase request for a reagent", {"reagent_id": S, "quantity": INT, "urgency": S}, ["reagent_id", "quantity"]),
    ])
    taq = {"id": "RG-00412", "name": "Taq DNA Polymerase (5 U/µL)", "vendor": "New England Biolabs", "catalog_no": "M0273L",
           "lot": "2311-07A", "quantity": 6, "unit": "vial", "location": "F-2 / Shelf 3 / Box 4", "expiry": "2025-01-31", "status": "in_stock"}
    hs = {"id": "RG-00413", "name": "Hot-Start Taq DNA Polymerase (5 U/µL)", "vendor": "Thermo Fisher", "catalog_no": "EP0602",
          "lot": "HS-8830", "quantity": 2, "unit": "vial", "location": "F-2 / Shelf 3 / Box 5", "expiry": "2024-09-30", "status": "low_stock"}
    buf = {"id": "RG-01127", "name": "10X Standard Taq Reaction Buffer", "vendor": "New England Biolabs", "catalog_no": "B9014S",
           "lot": "B1174", "quantity": 11, "unit": "tube", "location": "F-2 / Shelf 2 / Box 1", "expiry": "2026-03-31", "status": "in_stock"}

    def full_hs(remaining: int, last: dict[str, str], on_order: int, orders: list[dict[str, Any]]) -> dict[str, Any]:
        d = dict(hs)
        d.update({"units_per_container": 500, "container_unit": "U", "storage_temp": "-20 °C", "hazard": "none",
                  "opened_container": {"opened_on": "2024-05-22", "opened_by": "nkaur", "remaining": remaining, "unit": "U"},
                  "reorder_point": 2, "on_order": on_order, "open_orders": orders, "last_used": last,
                  "usage_30d": {"U": 640 + (310 - remaining), "entries": 9 + (1 if remaining < 310 else 0)}})
        return d

    def full_taq(qty: int, lot: str, checkouts: list[dict[str, Any]]) -> dict[str, Any]:
        d = dict(taq)
        d.update({"quantity": qty, "lot": lot, "units_per_container": 1000, "container_unit": "U", "storage_temp": "-20 °C",
                  "received": {"date": "2024-01-16", "po": "PO-2024-0022", "quantity": 10},
                  "coa_url": f"https://labstock.moreau-lab.org/files/coa/NEB-M0273L-{lot}.pdf",
                  "reorder_point": 3, "on_order": 0, "recent_checkouts": checkouts})
        return d

    co_old = [{"checkout_id": "CO-3378", "user": "nkaur", "quantity": 1, "at": "2024-05-30T09:41:17Z", "purpose": "colony PCR"},
              {"checkout_id": "CO-3342", "user": "jtan", "quantity": 1, "at": "2024-05-13T14:02:55Z", "purpose": "genotyping"},
              {"checkout_id": "CO-3301", "user": "a.moreau", "quantity": 2, "at": "2024-04-22T08:15:40Z", "purpose": "class practical"}]
    co_new = [{"checkout_id": "CO-3391", "user": "a.moreau", "quantity": 1, "at": "2024-06-11T10:16:02Z", "purpose": "PRJ-221 qPCR validation"}] + co_old

    def freezer(temp: float, ago: str) -> dict[str, Any]:
        return {"location_id": "F-2", "type": "-20 °C freezer", "model": "Liebherr LGex 3410", "room": "B2.114",
                "setpoint_c": -20.0, "current_temp_c": temp, "last_reading": ago, "alarm": None,
                "door_open_events_24h": 14 if temp < -20 else 15, "reagent_records": 142,
                "shelves": [{"shelf": 1, "boxes": 6, "records": 38}, {"shelf": 2, "boxes": 5, "records": 41},
                            {"shelf": 3, "boxes": 6, "records": 47}, {"shelf": 4, "boxes": 3, "records": 16}],
                "last_defrost": "2024-04-02", "responsible": "jtan"}

    po = {"order_id": "PO-2024-0617", "reagent_id": "RG-00413", "quantity": 3, "unit": "vial", "status": "submitted",
          "vendor": "Thermo Fisher", "catalog_no": "EP0602", "estimated_unit_price": "EUR 214.00", "estimated_total": "EUR 642.00",
          "approver": "a.moreau", "created_at": "2024-06-11T10:19:48Z", "expected_delivery": "2024-06-14"}
    last_old = {"at": "2024-06-07T16:22:10Z", "by": "nkaur", "amount": 40, "unit": "U", "project": "PRJ-198"}
    last_new = {"at": "2024-06-11T10:14:33Z", "by": "a.moreau", "amount": 50, "unit": "U", "project": "PRJ-221"}
    usage = {"usage_id": "U-77812", "reagent_id": "RG-00413", "amount": 50, "unit": "U", "project": "PRJ-221",
             "user": "a.moreau", "recorded_at": "2024-06-11T10:14:33Z", "opened_container_remaining": 260,
             "warning": "Opened container below 300 U; 1 unopened vial left (reorder point 2)."}
    turns = [
        (call("search_reagents", query="Taq", limit=10), pj({"query": "Taq", "total": 3, "results": [taq, hs, buf]})),
        (call("get_reagent", reagent_id="RG-00413"), pj(full_hs(310, last_old, 0, []))),
        (call("record_usage", reagent_id="RG-00413", amount=50, unit="U", project="PRJ-221"), pj(usage)),
        (call("get_reagent", reagent_id="RG-00412"), pj(full_taq(6, "2311-07A", co_old))),
        (call("checkout_reagent", reagent_id="RG-00412", quantity=1, user="a.moreau", purpose="PRJ-221 qPCR validation"),
         pj({"checkout_id": "CO-3391", "reagent_id": "RG-00412", "quantity": 1, "quantity_remaining": 5, "user": "a.moreau",
             "checked_out_at": "2024-06-11T10:16:02Z", "location": "F-2 / Shelf 3 / Box 4"})),
        (call("get_location", location_id="F-2"), pj(freezer(-20.4, "2 min ago"))),
        (call("get_reagent", reagent_id="RG-00412"), pj(full_taq(5, "2311-07B", co_new))),
        (call("create_order", reagent_id="RG-00413", quantity=3, urgency="normal"), pj(po)),
        (call("get_reagent", reagent_id="RG-00413"), pj(full_hs(260, last_new, 3, [{k: po[k] for k in ("order_id", "quantity", "status", "expected_delivery")}]))),
        (call("get_location", location_id="F-2"), pj(freezer(-19.8, "1 min ago"))),
    ]
    rs.add(task=T, tid="h28-mcp-03", system=system, turns=turns,
           state="labstock instance of the Moreau lab; the agent acts for a.moreau preparing the PRJ-221 qPCR validation run.",
           bad=True, turn=7, kind="a reagent's lot number changes between two reads with only a checkout in between")


# ---------------------------------------------------------------------------------------------
# 04 Slack (clean)
# ---------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    system = mcp_system("slack", "Slack workspace 'Halyard Labs' through the release-bot app", [
        tool("slack_list_channels", "List public channels", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Recent messages of a channel, newest first", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_post_message", "Post a message", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply in a thread", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_thread_replies", "All messages of a thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
    ])
    rel = "C04RELS8Q2"
    me = "U07RBOT1LX"

    def chans(releases: int) -> dict[str, Any]:
        data = [("C01GEN0QQ4", "general", 214, "Company-wide announcements"), ("C02ENG1X7P", "eng", 112, "Engineering chatter"),
                ("C03INCD9Z1", "incidents", 64, "Active incidents only, use threads"), ("C04RELS8Q2", "releases", releases, "Release notes and deploy announcements"),
                ("C05PLAT3M8", "platform", 37, "Platform team")]
        return {"ok": True, "channels": [{"id": i, "name": n, "is_channel": True, "is_archived": False, "is_member": True, "num_members": m,
                                          "topic": {"value": t}, "created": 1601390000 + k * 8640000} for k, (i, n, m, t) in enumerate(data)],
                "response_metadata": {"next_cursor": "dGVhbTpDMDZEUkFGVDBY"}}

    rc2 = {"type": "message", "user": "U02PJXN4Q8", "text": "Heads up: 2.31.0-rc2 is on staging, please smoke-test the CSV export flow before 16:00 :pray:",
           "ts": "1718109955.204519", "reactions": [{"name": "eyes", "count": 2, "users": ["U03KLMZ2R1", "U01AMRT7HD"]}]}

    def hotfix(n: int, latest: str, users: list[str]) -> dict[str, Any]:
        return {"type": "message", "user": "U01AMRT7HD", "text": "Release 2.30.4 hotfix is out :white_check_mark: fixes the SSO redirect loop (INC-482). Thread for questions.",
                "ts": "1718101203.551209", "thread_ts": "1718101203.551209", "reply_count": n, "reply_users_count": len(users),
                "reply_users": users, "latest_reply": latest, "reactions": [{"name": "white_check_mark", "count": 5, "users": ["U02PJXN4Q8", "U03KLMZ2R1", "U04QWE8ZZ1", "U05TTY0P2K", "U02HHQ3ZLL"]}]}
    deploy = {"type": "message", "subtype": "bot_message", "bot_id": "B03DPLY9QK", "username": "deploybot",
              "text": "Deploy `web@2.30.4` to *production* started by amira (pipeline #88412)", "ts": "1718037112.903877"}
    freeze = {"type": "message", "user": "U03KLMZ2R1", "text": "2.30.x freeze lifted after the hotfix, merge away", "ts": "1718036990.441260"}
    text = ("*Release 2.31.0* is rolling out to production :ship:\n• CSV export now streams (no more 30 s timeouts on big workspaces)\n"
            "• New audit-log filters\n• 14 bug fixes, full notes: https://halyard.dev/changelog/2.31.0\nRollout: 10% → 50% → 100% over the next 2 hours.")
    mine = {"type": "message", "user": me, "bot_id": "B07RBOT2AA", "text": text, "ts": "1718114642.339159"}
    replies = [
        {"type": "message", "user": "U01AMRT7HD", "text": hotfix(3, "", [])["text"], "ts": "1718101203.551209", "thread_ts": "1718101203.551209", "reply_count": 3},
        {"type": "message", "user": "U04QWE8ZZ1", "text": "Does this also cover the Okta tenant we onboarded last week?", "ts": "1718101588.002311", "thread_ts": "1718101203.551209"},
        {"type": "message", "user": "U01AMRT7HD", "text": "Yes, any IdP-initiated flow. Okta tenant verified at 11:20.", "ts": "1718102011.734420", "thread_ts": "1718101203.551209"},
        {"type": "message", "user": "U02HHQ3ZLL", "text": "Will 2.31 include the same fix? Asking for the release notes.", "ts": "1718104470.118302", "thread_ts": "1718101203.551209"},
    ]
    my_reply = {"type": "message", "user": me, "bot_id": "B07RBOT2AA", "text": "Yes: 2.31.0 is cut from main after the 2.30.4 merge, so the SSO redirect fix (INC-482) is included.",
                "ts": "1718114731.640882", "thread_ts": "1718101203.551209"}
    amira = {"type": "message", "user": "U01AMRT7HD", "text": "thanks! :raised_hands:", "ts": "1718114955.771004", "thread_ts": "1718101203.551209"}
    join = {"type": "message", "subtype": "channel_join", "user": "U06NEWB4KT", "text": "<@U06NEWB4KT> has joined the channel", "ts": "1718114890.002100"}
    mine_r = dict(mine, reactions=[{"name": "rocket", "count": 3, "users": [me, "U02PJXN4Q8", "U01AMRT7HD"]}])
    r8 = [dict(replies[0], reply_count=5)] + replies[1:] + [my_reply, amira]
    turns = [
        (call("slack_list_channels", limit=5), pj(chans(48))),
        (call("slack_get_channel_history", channel_id=rel, limit=4),
         pj({"ok": True, "messages": [rc2, hotfix(3, "1718104470.118302", ["U04QWE8ZZ1", "U01AMRT7HD", "U02HHQ3ZLL"]), deploy, freeze], "has_more": True,
             "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MDM2OTkwNDQxMjYw"}})),
        (call("slack_post_message", channel_id=rel, text=text), pj({"ok": True, "channel": rel, "ts": "1718114642.339159", "message": mine})),
        (call("slack_add_reaction", channel_id=rel, timestamp="1718114642.339159", reaction="rocket"), pj({"ok": True})),
        (call("slack_get_thread_replies", channel_id=rel, thread_ts="1718101203.551209"), pj({"ok": True, "messages": replies, "has_more": False})),
        (call("slack_reply_to_thread", channel_id=rel, thread_ts="1718101203.551209", text=my_reply["text"]),
         pj({"ok": True, "channel": rel, "ts": "1718114731.640882", "message": my_reply})),
        (call("slack_get_channel_history", channel_id=rel, limit=4),
         pj({"ok": True, "messages": [join, mine_r, rc2, hotfix(4, "1718114731.640882", ["U04QWE8ZZ1", "U01AMRT7HD", "U02HHQ3ZLL", me])], "has_more": True,
             "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MTAxMjAzNTUxMjA5"}})),
        (call("slack_get_thread_replies", channel_id=rel, thread_ts="1718101203.551209"), pj({"ok": True, "messages": r8, "has_more": False})),
        (call("slack_list_channels", limit=5), pj(chans(49))),
    ]
    rs.add(task=T, tid="h28-mcp-04", system=system, turns=turns,
           state="Workspace Halyard Labs; release-bot (U07RBOT1LX) announces 2.31.0 in #releases and answers open questions.")


# ---------------------------------------------------------------------------------------------
# 05 Fleet tracker (clean)
# ---------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    system = mcp_system("fleetwise", "live telematics and dispatch for Brightline Couriers, Leeds depot", [
        tool("list_vehicles", "Live list of a depot's vehicles", {"depot": S}, ["depot"]),
        tool("get_vehicle", "Live detail of one vehicle", {"vehicle_id": S}, ["vehicle_id"]),
        tool("list_alerts", "Telematics alerts", {"depot": S, "status": S}, ["depot"]),
        tool("ack_alert", "Acknowledge an alert", {"alert_id": S, "note": S}, ["alert_id"]),
        tool("assign_job", "Assign a dispatch job to a vehicle and driver", {"job_id": S, "vehicle_id": S, "driver": S}, ["job_id", "vehicle_id"]),
        tool("get_trip", "Progress of the trip serving a job", {"job_id": S}, ["job_id"]),
    ])
    hdr = "ID      REG        DRIVER         STATUS     SPEED     LOCATION                          ODO (km)    FUEL  LAST PING"

    def line(*f: str) -> str:
        return f"{f[0]:<8}{f[1]:<11}{f[2]:<15}{f[3]:<11}{f[4]:<10}{f[5]:<34}{f[6]:<12}{f[7]:<6}{f[8]}"

    v1 = "\n".join([
        "VEHICLES  depot LDS (Leeds, Cross Green)  5 of 5  as of 2024-06-11 15:02:10 BST", "", hdr,
        line("VN-209", "YK22 HFD", "P. Nowak", "moving", "48 km/h", "A64 York Rd, Seacroft", "112,904.2", "63%", "9s ago"),
        line("VN-211", "YK71 RRO", "S. Akhtar", "moving", "31 km/h", "Kirkstall Rd, Burley", "71,330.8", "27%", "4s ago"),
        line("VN-214", "YE23 MKV", "D. Fairbairn", "moving", "88 km/h", "M62 J27 westbound", "84,211.6", "41%", "12s ago"),
        line("VN-217", "YK73 BZT", "-", "idle", "0 km/h", "LDS depot, bay 4", "23,118.0", "88%", "21s ago"),
        line("VN-220", "YF19 CWL", "L. Osei", "off_duty", "0 km/h", "LDS depot, bay 9", "164,502.9", "55%", "3m ago")])
    v7 = "\n".join([
        "VEHICLES  depot LDS (Leeds, Cross Green)  5 of 5  as of 2024-06-11 15:09:12 BST", "", hdr,
        line("VN-209", "YK22 HFD", "P. Nowak", "stopped", "0 km/h", "Seacroft Hospital, loading bay", "112,905.4", "63%", "6s ago"),
        line("VN-211", "YK71 RRO", "S. Akhtar", "moving", "22 km/h", "Armley Gyratory", "71,334.1", "27%", "2s ago"),
        line("VN-214", "YE23 MKV", "D. Fairbairn", "moving", "92 km/h", "M62 J25 westbound", "84,221.2", "40%", "5s ago"),
        line("VN-217", "YK73 BZT", "M. Clarke", "en_route", "36 km/h", "Cross Green Industrial Estate", "23,118.9", "88%", "3s ago"),
        line("VN-220", "YF19 CWL", "L. Osei", "off_duty", "0 km/h", "LDS depot, bay 9", "164,502.9", "55%", "10m ago")])

    def v214(asof: str, loc: str, spd: str, odo: str, fuel: str, rem: str, eta: str, hrs: str, ping: str) -> str:
        return "\n".join([
            f"VN-214  YE23 MKV  Ford Transit 350 L3 2.0 EcoBlue  (as of {asof} BST)",
            f"Driver:            D. Fairbairn (drv-0412), on duty since 07:58, driving time left {hrs}",
            "Status:            moving",
            f"Location:          {loc}",
            f"Speed:             {spd} (limit 112 km/h)",
            "Heading:           W",
            f"Odometer:          {odo} km",
            f"Fuel:              {fuel} of 80 L tank",
            "Engine:            on, coolant 89 °C, no DTCs",
            "Current job:       JOB-88190  Leeds LDS -> Trafford Park, Manchester (M17 1SN), 14 parcels, 2 signatures",
            f"Remaining:         {rem}",
            f"ETA:               {eta} (window 15:30-16:30)",
            "Harsh events today: 1 (harsh braking 14:51:33, M62 J28)",
            f"Last ping:         {ping}"])
    alerts1 = "\n".join([
        "OPEN ALERTS  depot LDS  2", "",
        "AL-5521  harsh_braking   VN-214  D. Fairbairn  2024-06-11 14:51:33  M62 J28 westbound, -0.52 g from 94 km/h   severity: medium",
        "AL-5524  geofence_exit   VN-209  P. Nowak      2024-06-11 14:58:02  left zone 'Leeds city delivery area' at A64/A6120   severity: low"])
    ack = "\n".join([
        "Alert AL-5521 acknowledged.", "  by:     dispatcher ops.leeds (via MCP)", "  at:     2024-06-11 15:03:40 BST",
        "  note:   Spoke to driver, sudden queue at J27, no damage.", "  status: acknowledged (removed from the open queue)"])
    assign = "\n".join([
        "JOB-88213 assigned.", "  vehicle:   VN-217 (YK73 BZT)", "  driver:    M. Clarke (drv-0533)",
        "  route:     LDS depot -> Bradford, Euroway Trading Estate (BD4 6SG), 22 parcels",
        "  planned:   depart 15:10, distance 31.4 km, ETA 15:52", "  vehicle status: idle -> assigned (becomes en_route on departure)"])
    alerts8 = "\n".join([
        "OPEN ALERTS  depot LDS  2", "",
        "AL-5524  geofence_exit   VN-209  P. Nowak      2024-06-11 14:58:02  left zone 'Leeds city delivery area' at A64/A6120   severity: low",
        "AL-5530  excessive_idle  VN-209  P. Nowak      2024-06-11 15:08:41  engine idling 5 min at Seacroft Hospital, loading bay   severity: low"])
    trip = "\n".join([
        "TRIP TRP-241106 for JOB-88213", "  vehicle:    VN-217 (YK73 BZT), driver M. Clarke", "  departed:   2024-06-11 15:08:05 BST (planned 15:10)",
        "  progress:   6%  (1.9 of 31.4 km)", "  speed:      36 km/h on Cross Green Industrial Estate", "  ETA:        15:50", "  stops:      0 of 1 completed"])
    turns = [
        (call("list_vehicles", depot="LDS"), v1),
        (call("get_vehicle", vehicle_id="VN-214"), v214("15:02:24", "M62 J27 westbound (Gildersome)", "88 km/h", "84,211.9", "41% (~33 L)", "37.9 km", "15:41", "3h 05m", "3s ago")),
        (call("list_alerts", depot="LDS", status="open"), alerts1),
        (call("ack_alert", alert_id="AL-5521", note="Spoke to driver, sudden queue at J27, no damage."), ack),
        (call("assign_job", job_id="JOB-88213", vehicle_id="VN-217", driver="M. Clarke"), assign),
        (call("get_vehicle", vehicle_id="VN-214"), v214("15:07:55", "M62 J25 westbound (Brighouse)", "84 km/h", "84,219.3", "40% (~32 L)", "30.5 km", "15:44", "3h 00m", "2s ago")),
        (call("list_vehicles", depot="LDS"), v7),
        (call("list_alerts", depot="LDS", status="open"), alerts8),
        (call("get_trip", job_id="JOB-88213"), trip),
    ]
    rs.add(task=T, tid="h28-mcp-05", system=system, turns=turns,
           state="Afternoon dispatch at the Leeds depot; the agent handles alerts and assigns the Bradford job JOB-88213.")


# ---------------------------------------------------------------------------------------------
# 06 Jira (bad)
# ---------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    system = mcp_system("jira", "Atlassian Jira Cloud, site payfront.atlassian.net", [
        tool("jira_search", "Search issues with JQL", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get an issue", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_get_transitions", "Available workflow transitions", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Move an issue through the workflow", {"issue_key": S, "transition_id": S}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update fields", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_add_comment", "Add a comment", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_create_issue", "Create an issue or sub-task", {"project_key": S, "summary": S, "issue_type": S, "description": S, "parent": S}, ["project_key", "summary", "issue_type"]),
        tool("jira_create_issue_link", "Link two issues", {"link_type": S, "inward_issue_key": S, "outward_issue_key": S}, ["link_type", "inward_issue_key", "outward_issue_key"]),
    ])
    found = {"total": 4, "issues": [
        {"key": "PAY-1301", "summary": "Payout CSV shows amounts in minor units for JPY", "status": "In Progress", "priority": "High", "assignee": "Ines Duarte", "story_points": 5, "updated": "2024-06-11T08:02:51.000+0000"},
        {"key": "PAY-1318", "summary": "Refund webhook retried indefinitely when merchant endpoint returns 410", "status": "To Do", "priority": "Medium", "assignee": "Ines Duarte", "story_points": 3, "updated": "2024-06-10T17:40:02.000+0000"},
        {"key": "PAY-1322", "summary": "Add idempotency key to /v2/refunds", "status": "In Review", "priority": "Medium", "assignee": "Ines Duarte", "story_points": 2, "updated": "2024-06-10T15:11:37.000+0000"},
        {"key": "PAY-1290", "summary": "Webhook retry policy: document backoff schedule", "status": "Done", "priority": "Low", "assignee": "Ines Duarte", "story_points": 1, "updated": "2024-06-06T12:30:19.000+0000"}]}
    desc = ("When a merchant's webhook endpoint responds *410 Gone* to a `refund.succeeded` event, the dispatcher treats it as "
            "retryable and keeps retrying with capped backoff (max 6 h) forever. Seen for merchant m_88123: 1,912 attempts since 2024-05-21.\n\n"
            "Expected: 410 disables the endpoint and notifies the merchant (see retry policy in PAY-1290).")
    comments4 = [
        {"id": "47701", "author": "Tomás Ruiz", "created": "2024-06-05T09:14:10.000+0000", "body": "Found while checking the dead-letter dashboard."},
        {"id": "47755", "author": "Ines Duarte", "created": "2024-06-05T13:02:44.000+0000", "body": "Dispatcher only special-cases 400 and 401. Should be a small change."},
        {"id": "47986", "author": "Chloé Martin", "created": "2024-06-07T10:20:05.000+0000", "body": "Support has two tickets about duplicate refund notifications that look related."},
        {"id": "48102", "author": "Tomás Ruiz", "created": "2024-06-10T17:40:02.000+0000", "body": "Pulling into Sprint 24."}]
    mycomment = {"id": "48213", "author": "Ines Duarte", "created": "2024-06-11T10:31:09.412+0000",
                 "body": "Started. Plan: treat 410 as permanent, disable the endpoint, emit `webhook_endpoint.disabled`. Also confirmed this regressed with the dispatcher rewrite in 2024.05.3."}

    def issue(status: str, cat: str, prio: str, labels: list[str], comments: list[dict[str, Any]], subtasks: list[dict[str, Any]], updated: str, links: list[dict[str, Any]]) -> dict[str, Any]:
        return {"key": "PAY-1318", "id": "10841", "self": "https://payfront.atlassian.net/rest/api/3/issue/10841", "fields": {
            "summary": "Refund webhook retried indefinitely when merchant endpoint returns 410", "issuetype": "Bug",
            "status": {"name": status, "statusCategory": cat}, "priority": prio, "assignee": "Ines Duarte", "reporter": "Tomás Ruiz",
            "labels": labels, "components": ["payments-api", "webhooks-dispatcher"], "fixVersions": ["2024.06.2"],
            "sprint": {"name": "PAY Sprint 24", "state": "active", "endDate": "2024-06-18T16:00:00.000+0000"},
            "customfield_10016": 3, "description": desc, "created": "2024-06-05T09:12:33.000+0000", "updated": updated,
            "subtasks": subtasks, "issuelinks": links, "comment": {"total": len(comments), "comments": comments}}}

    sub = {"key": "PAY-1342", "id": "10877", "self": "https://payfront.atlassian.net/rest/api/3/issue/10877"}
    sub_desc = "Integration test: endpoint returning 410 is disabled after the first attempt and a `webhook_endpoint.disabled` event is emitted."
    got_sub = {"key": "PAY-1342", "id": "10877", "fields": {
        "summary": "Regression test for 410 handling in webhook dispatcher", "issuetype": "Sub-task", "status": {"name": "To Do", "statusCategory": "To Do"},
        "priority": "Medium", "assignee": None, "reporter": "Ines Duarte", "parent": {"key": "PAY-1318", "summary": "Refund webhook retried indefinitely when merchant endpoint returns 410"},
        "labels": [], "description": sub_desc, "created": "2024-06-11T10:31:44.000+0000", "updated": "2024-06-11T10:31:44.000+0000",
        "comment": {"total": 0, "comments": []}}}
    turns = [
        (call("jira_search", jql="project = PAY AND sprint in openSprints() AND assignee = currentUser() ORDER BY priority DESC", limit=20), mcp_text(found)),
        (call("jira_get_issue", issue_key="PAY-1318"), mcp_text(issue("To Do", "To Do", "Medium", ["webhooks"], comments4, [], "2024-06-10T17:40:02.000+0000", []))),
        (call("jira_get_transitions", issue_key="PAY-1318"), mcp_text({"transitions": [
            {"id": "11", "name": "Start Progress", "to": "In Progress"}, {"id": "21", "name": "Block", "to": "Blocked"}, {"id": "31", "name": "Resolve", "to": "Done"}]})),
        (call("jira_transition_issue", issue_key="PAY-1318", transition_id="11"),
         mcp_text({"success": True, "issue_key": "PAY-1318", "transition": {"id": "11", "name": "Start Progress"}, "from": "To Do", "to": "In Progress"})),
        (call("jira_update_issue", issue_key="PAY-1318", fields={"priority": {"name": "High"}, "labels": ["webhooks", "regression"]}),
         mcp_text({"success": True, "issue_key": "PAY-1318", "updated_fields": ["priority", "labels"]})),
        (call("jira_add_comment", issue_key="PAY-1318", comment=mycomment["body"]), mcp_text(mycomment)),
        (call("jira_create_issue", project_key="PAY", summary="Regression test for 410 handling in webhook dispatcher", issue_type="Sub-task", description=sub_desc, parent="PAY-1318"),
         mcp_text(sub)),
        (call("jira_get_issue", issue_key="PAY-1318"),
         mcp_text(issue("To Do", "To Do", "High", ["webhooks", "regression"], comments4 + [mycomment],
                        [{"key": "PAY-1342", "summary": "Regression test for 410 handling in webhook dispatcher", "status": "To Do"}], "2024-06-11T10:31:44.000+0000", []))),
        (call("jira_create_issue_link", link_type="Relates", inward_issue_key="PAY-1318", outward_issue_key="PAY-1290"),
         mcp_text({"success": True, "message": "Link 'Relates' created between PAY-1318 and PAY-1290"})),
        (call("jira_get_issue", issue_key="PAY-1342"), mcp_text(got_sub)),
        (call("jira_add_comment", issue_key="PAY-1342", comment="Will reuse the fake merchant server from PAY-1290's docs examples."),
         mcp_text({"id": "48219", "author": "Ines Duarte", "created": "2024-06-11T10:33:27.090+0000", "body": "Will reuse the fake merchant server from PAY-1290's docs examples."})),
    ]
    rs.add(task=T, tid="h28-mcp-06", system=system, turns=turns,
           state="Jira site payfront; the agent works as Ines Duarte, starting on her sprint bug PAY-1318.",
           bad=True, turn=8, kind="issue transitioned to In Progress reads back as To Do")


# ---------------------------------------------------------------------------------------------
# 07 Feature-flag service (bad)
# ---------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    system = mcp_system("toggleboard", "feature-flag service of the Orbit storefront (environments: development, staging, production)", [
        tool("list_flags", "List flags with their state in one environment", {"environment": S}, ["environment"]),
        tool("get_flag", "Get one flag across environments", {"key": S}, ["key"]),
        tool("create_flag", "Create a flag (disabled everywhere)", {"key": S, "description": S, "kind": S, "tags": A}, ["key", "kind"]),
        tool("update_flag", "Change a flag in one environment", {"key": S, "environment": S, "enabled": B, "rollout_percent": INT}, ["key", "environment"]),
        tool("delete_flag", "Delete a flag from all environments", {"key": S}, ["key"]),
        tool("evaluate_flag", "Evaluate a flag for a context", {"key": S, "environment": S, "context": OBJ}, ["key", "environment", "context"]),
        tool("get_audit_log", "Recent changes", {"limit": INT}, []),
    ])

    def fl(key: str, enabled: bool, rollout: int | None, updated: str, ev: int, tags: list[str], stale: bool = False) -> dict[str, Any]:
        d: dict[str, Any] = {"key": key, "enabled": enabled, "rollout_percent": rollout, "updated_at": updated, "evaluations_24h": ev, "tags": tags}
        if stale:
            d["stale"] = True
        return d

    def flags(prices: tuple[int, str, int], legacy: bool, extra: bool, evs: tuple[int, int, int, int, int]) -> dict[str, Any]:
        items = [fl("bulk-export-async", True, 100, "2024-05-14T08:10:44Z", evs[0], ["backend"]),
                 fl("dark-mode-beta", True, 100, "2024-04-29T16:03:12Z", evs[1], ["web", "ui"]),
                 fl("kill-switch-recommendations", False, None, "2024-02-20T10:00:00Z", evs[2], ["ops", "kill-switch"])]
        if legacy:
            items.append(fl("legacy-checkout-v1", False, 0, "2024-03-08T13:22:05Z", 0, ["checkout"], stale=True))
        items += [fl("mobile-deeplinks", True, 50, "2024-06-06T09:31:27Z", evs[3], ["mobile"]),
                  fl("new-pricing-page", True, prices[0], prices[1], prices[2], ["web", "growth"]),
                  fl("promo-banner-summer", False, 0, "2024-06-07T15:45:00Z", 0, ["marketing"])]
        if extra:
            items.append(fl("search-typo-tolerance", False, 0, "2024-06-11T09:44:21Z", 0, ["search"]))
        items.append(fl("search-v2-ranking", True, 10, "2024-06-10T17:02:39Z", evs[4], ["search"]))
        return {"environment": "production", "total": len(items), "flags": items}

    legacy = {"key": "legacy-checkout-v1", "kind": "boolean", "description": "Serve the 2022 one-page checkout instead of checkout v2",
              "created_at": "2023-02-14T10:05:51Z", "created_by": "jvance", "tags": ["checkout"], "stale": True,
              "environments": {"development": {"enabled": False, "rollout_percent": 0}, "staging": {"enabled": False, "rollout_percent": 0},
                               "production": {"enabled": False, "rollout_percent": 0, "updated_at": "2024-03-08T13:22:05Z"}},
              "last_evaluated_at": "2024-03-09T02:17:44Z", "evaluations_30d": 0, "code_references": 0,
              "hint": "No evaluations in 94 days and no code references: safe to delete."}
    newflag = {"key": "search-typo-tolerance", "kind": "boolean", "description": "Fuzzy matching (edit distance 1) in product search",
               "tags": ["search"], "created_at": "2024-06-11T09:44:21Z", "created_by": "mcp:release-assistant", "version": 1,
               "environments": {e: {"enabled": False, "rollout_percent": 0} for e in ("development", "staging", "production")}}
    audit = {"entries": [
        {"id": "aud_7Hq9", "at": "2024-06-11T09:44:21Z", "actor": "mcp:release-assistant", "action": "flag.created", "key": "search-typo-tolerance", "environment": None},
        {"id": "aud_7Hq5", "at": "2024-06-11T09:43:50Z", "actor": "mcp:release-assistant", "action": "flag.updated", "key": "new-pricing-page", "environment": "production", "change": {"rollout_percent": [25, 50]}},
        {"id": "aud_7Hq2", "at": "2024-06-11T09:43:12Z", "actor": "mcp:release-assistant", "action": "flag.deleted", "key": "legacy-checkout-v1", "environment": None},
        {"id": "aud_7Gz8", "at": "2024-06-10T17:02:39Z", "actor": "priya.n", "action": "flag.updated", "key": "search-v2-ranking", "environment": "production", "change": {"rollout_percent": [5, 10]}},
        {"id": "aud_7Gv1", "at": "2024-06-07T15:45:00Z", "actor": "leo.m", "action": "flag.created", "key": "promo-banner-summer", "environment": None}]}
    got_new = dict(newflag)
    got_new.update({"last_evaluated_at": None, "evaluations_30d": 0, "code_references": 1,
                    "code_reference_sample": "services/search/query.py:88  if flags.enabled('search-typo-tolerance', ctx):"})
    turns = [
        (call("list_flags", environment="production"), pj(flags((25, "2024-06-03T11:20:00Z", 182340), True, False, (9120, 640118, 1204431, 88217, 301552)))),
        (call("get_flag", key="legacy-checkout-v1"), pj(legacy)),
        (call("delete_flag", key="legacy-checkout-v1"), pj({"deleted": True, "key": "legacy-checkout-v1", "environments_affected": ["development", "staging", "production"], "audit_id": "aud_7Hq2"})),
        (call("update_flag", key="new-pricing-page", environment="production", rollout_percent=50),
         pj({"key": "new-pricing-page", "environment": "production", "enabled": True, "rollout_percent": 50, "previous": {"rollout_percent": 25}, "version": 14, "updated_at": "2024-06-11T09:43:50Z"})),
        (call("create_flag", key="search-typo-tolerance", description="Fuzzy matching (edit distance 1) in product search", kind="boolean", tags=["search"]), pj(newflag)),
        (call("list_flags", environment="production"), pj(flags((50, "2024-06-11T09:43:50Z", 182911), True, True, (9124, 640377, 1205002, 88260, 301690)))),
        (call("evaluate_flag", key="new-pricing-page", environment="production", context={"user_id": "u_55012", "country": "DE", "plan": "free"}),
         pj({"key": "new-pricing-page", "value": True, "variation": "on", "reason": {"kind": "ROLLOUT", "bucket": 41, "rollout_percent": 50}, "flag_version": 14})),
        (call("get_audit_log", limit=5), pj(audit)),
        (call("get_flag", key="search-typo-tolerance"), pj(got_new)),
    ]
    rs.add(task=T, tid="h28-mcp-07", system=system, turns=turns,
           state="toggleboard project 'orbit-storefront'; cleanup of stale flags before the 2024-06 release.",
           bad=True, turn=6, kind="a deleted flag is listed again in production")


# ---------------------------------------------------------------------------------------------
# 08 Filesystem (clean)
# ---------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    root = "/home/dana/projects/budget-cli"
    system = mcp_system("filesystem", f"@modelcontextprotocol/server-filesystem, allowed directory {root}", [
        tool("read_file", "Read a text file; head/tail limit the lines returned", {"path": S, "head": INT, "tail": INT}, ["path"]),
        tool("edit_file", "Line-based edits; returns a git-style diff", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("list_directory", "List a directory with [FILE]/[DIR] prefixes", {"path": S}, ["path"]),
        tool("get_file_info", "Metadata of a file or directory", {"path": S}, ["path"]),
        tool("move_file", "Move or rename a file", {"source": S, "destination": S}, ["source", "destination"]),
        tool("search_files", "Recursively find files whose name matches a pattern", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
    ])
    entries = ["[DIR] .github", "[DIR] archive", "[FILE] .gitignore", "[FILE] CHANGELOG.md", "[FILE] LICENSE", "[FILE] README.md",
               "[FILE] notes-old.md", "[FILE] pyproject.toml", "[DIR] src", "[DIR] tests"]
    pyproject = """[build-system]
requires = ["hatchling>=1.21"]
build-backend = "hatchling.build"

[project]
name = "budget-cli"
version = "0.7.2"
description = "Plain-text household budgeting from the terminal"
readme = "README.md"
requires-python = ">=3.10"
license = { text = "MIT" }
authors = [{ name = "Dana Whitfield", email = "dana@whitfield.dev" }]
dependencies = [
    "click>=8.1",
    "rich>=13.7",
    "python-dateutil>=2.9",
]

[project.scripts]
budget = "budget_cli.cli:main"

[tool.ruff]
line-length = 100
target-version = "py310"

[tool.pytest.ini_options]
addopts = "-q"
testpaths = ["tests"]"""
    changelog_head = """# Changelog

All notable changes to this project are documented here. The format follows
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/) and the project uses SemVer.

## [Unreleased]

### Added
- `budget report --by-tag` groups spending by tag, with a share-of-total column.
- CSV import: `--date-format` for banks that export `DD.MM.YYYY`.

### Fixed
- Split transactions no longer lose a cent when rounding three-way splits."""

    def info(size: int, mod: str, acc: str) -> str:
        return "\n".join([f"size: {size}", "created: Thu Jan 18 2024 21:40:12 GMT+0100 (Central European Standard Time)",
                          f"modified: {mod}", f"accessed: {acc}", "isDirectory: false", "isFile: true", "permissions: 644"])
    d5 = f"""```diff
Index: {root}/pyproject.toml
===================================================================
--- {root}/pyproject.toml\toriginal
+++ {root}/pyproject.toml\tmodified
@@ -4,7 +4,7 @@
 
 [project]
 name = "budget-cli"
-version = "0.7.2"
+version = "0.8.0"
 description = "Plain-text household budgeting from the terminal"
 readme = "README.md"
 requires-python = ">=3.10"
```"""
    d6 = f"""```diff
Index: {root}/CHANGELOG.md
===================================================================
--- {root}/CHANGELOG.md\toriginal
+++ {root}/CHANGELOG.md\tmodified
@@ -4,8 +4,10 @@
 [Keep a Changelog](https://keepachangelog.com/en/1.1.0/) and the project uses SemVer.
 
 ## [Unreleased]
 
+## [0.8.0] - 2024-06-11
+
 ### Added
 - `budget report --by-tag` groups spending by tag, with a share-of-total column.
 - CSV import: `--date-format` for banks that export `DD.MM.YYYY`.
 
```"""
    init_py = '''"""budget-cli: plain-text household budgeting."""

from budget_cli.ledger import Ledger, Transaction

__all__ = ["Ledger", "Transaction", "__version__"]
__version__ = "0.7.2"'''
    d12 = f"""```diff
Index: {root}/src/budget_cli/__init__.py
===================================================================
--- {root}/src/budget_cli/__init__.py\toriginal
+++ {root}/src/budget_cli/__init__.py\tmodified
@@ -3,4 +3,4 @@
 from budget_cli.ledger import Ledger, Transaction
 
 __all__ = ["Ledger", "Transaction", "__version__"]
-__version__ = "0.7.2"
+__version__ = "0.8.0"
```"""
    turns = [
        (call("list_directory", path=root), mcp_text("\n".join(entries))),
        (call("read_file", path=f"{root}/pyproject.toml"), mcp_text(pyproject)),
        (call("get_file_info", path=f"{root}/CHANGELOG.md"),
         mcp_text(info(2814, "Thu May 30 2024 18:02:41 GMT+0200 (Central European Summer Time)", "Tue Jun 11 2024 10:47:55 GMT+0200 (Central European Summer Time)"))),
        (call("read_file", path=f"{root}/CHANGELOG.md", head=13), mcp_text(changelog_head)),
        (call("edit_file", path=f"{root}/pyproject.toml", edits=[{"oldText": 'version = "0.7.2"', "newText": 'version = "0.8.0"'}]), mcp_text(d5)),
        (call("edit_file", path=f"{root}/CHANGELOG.md", edits=[{"oldText": "## [Unreleased]\n", "newText": "## [Unreleased]\n\n## [0.8.0] - 2024-06-11\n"}]), mcp_text(d6)),
        (call("get_file_info", path=f"{root}/CHANGELOG.md"),
         mcp_text(info(2839, "Tue Jun 11 2024 10:52:08 GMT+0200 (Central European Summer Time)", "Tue Jun 11 2024 10:52:08 GMT+0200 (Central European Summer Time)"))),
        (call("move_file", source=f"{root}/notes-old.md", destination=f"{root}/archive/notes-old.md"),
         mcp_text(f"Successfully moved {root}/notes-old.md to {root}/archive/notes-old.md")),
        (call("list_directory", path=root), mcp_text("\n".join(e for e in entries if e != "[FILE] notes-old.md"))),
        (call("search_files", path=root, pattern="__init__", excludePatterns=[".venv", "**/__pycache__"]),
         mcp_text("\n".join([f"{root}/src/budget_cli/__init__.py", f"{root}/src/budget_cli/importers/__init__.py", f"{root}/tests/__init__.py"]))),
        (call("read_file", path=f"{root}/src/budget_cli/__init__.py"), mcp_text(init_py)),
        (call("edit_file", path=f"{root}/src/budget_cli/__init__.py", edits=[{"oldText": '__version__ = "0.7.2"', "newText": '__version__ = "0.8.0"'}]), mcp_text(d12)),
    ]
    rs.add(task=T, tid="h28-mcp-08", system=system, turns=turns,
           state=f"Project {root}; the agent prepares the 0.8.0 release (version bump, changelog, tidy-up).")


# ---------------------------------------------------------------------------------------------
# 09 Notion (bad)
# ---------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    system = mcp_system("notion", "Notion workspace 'Tallis Data' via an internal integration", [
        tool("API-post-search", "Search pages and databases by title", {"query": S, "filter": OBJ}, ["query"]),
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A}, ["database_id"]),
        tool("API-post-page", "Create a page", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
        tool("API-patch-page", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S}, ["page_id"]),
        tool("API-patch-block-children", "Append blocks to a page", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-get-block-children", "List a block's children", {"block_id": S}, ["block_id"]),
    ])
    db = "8f3c2a1e-5b7d-4e0a-9c61-2d4f8b0e7a93"
    new = "c41e77b0-3d9a-4f2b-8e15-6a0d9c2b7f48"
    marta = {"object": "user", "id": "5e0b3c7d-91aa-4f6e-b1c2-7d8e9f0a1b2c", "name": "Marta Lindqvist"}
    dev = {"object": "user", "id": "0a9d8c7b-6e5f-4a3b-9c2d-1e0f9a8b7c6d", "name": "Dev Patel"}

    def page(pid: str, title: str, status: str, date: str, owner: dict[str, Any] | None, channel: str, created: str, edited: str) -> dict[str, Any]:
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
                "parent": {"type": "database_id", "database_id": db}, "archived": False,
                "url": f"https://www.notion.so/{title.replace(' ', '-').replace(':', '').replace(',', '')}-{pid.replace('-', '')}",
                "properties": {"Name": {"type": "title", "title": [{"plain_text": title}]},
                               "Status": {"type": "status", "status": {"name": status}},
                               "Publish date": {"type": "date", "date": {"start": date}},
                               "Owner": {"type": "people", "people": [owner] if owner else []},
                               "Channel": {"type": "select", "select": {"name": channel}}}}
    q2 = page("1a2b3c4d-0e1f-4a2b-8c3d-4e5f6a7b8c9d", "Q2 retro post", "Ready", "2024-06-12", marta, "Blog", "2024-05-27T08:14:00.000Z", "2024-06-10T15:31:00.000Z")
    launch = page("7d6c5b4a-3e2f-4d1c-9b0a-8f7e6d5c4b3a", "Launch: team workspaces", "In review", "2024-06-19", dev, "Blog", "2024-05-30T12:02:00.000Z", "2024-06-11T07:55:00.000Z")
    story = page("2f4e6d8c-0b1a-4c3e-8d5f-7a9b1c3d5e7f", "Customer story: Fjord Freight", "Draft", "2024-06-26", marta, "Case study", "2024-06-03T09:40:00.000Z", "2024-06-07T16:12:00.000Z")
    redis = page("9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", "Why we moved off Redis streams", "Idea", "2024-07-10", None, "Blog", "2024-06-05T14:27:00.000Z", "2024-06-05T14:27:00.000Z")
    flt = {"property": "Status", "status": {"does_not_equal": "Published"}}
    srt = [{"property": "Publish date", "direction": "ascending"}]
    created = page(new, "Postgres VACUUM, explained", "Draft", "2024-07-02", None, "Blog", "2024-06-11T09:41:00.000Z", "2024-06-11T09:41:00.000Z")
    q2_pub = dict(q2, last_edited_time="2024-06-11T09:42:00.000Z")
    q2_pub["properties"] = dict(q2["properties"], Status={"type": "status", "status": {"name": "Published"}})
    blocks_in = [
        {"type": "heading_2", "heading_2": {"rich_text": [{"text": {"content": "What VACUUM actually does"}}]}},
        {"type": "paragraph", "paragraph": {"rich_text": [{"text": {"content": "Dead tuples, the visibility map and why autovacuum falls behind on hot tables."}}]}},
        {"type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"text": {"content": "Outline: MVCC recap -> autovacuum thresholds -> our 2023 incident -> tuning checklist"}}]}},
        {"type": "to_do", "to_do": {"rich_text": [{"text": {"content": "Ask Dev for the pg_stat_user_tables screenshots"}}], "checked": False}}]
    ids = ["e1a0b2c3-d4e5-4f60-8a71-b2c3d4e5f601", "e1a0b2c3-d4e5-4f60-8a71-b2c3d4e5f602", "e1a0b2c3-d4e5-4f60-8a71-b2c3d4e5f603", "e1a0b2c3-d4e5-4f60-8a71-b2c3d4e5f604"]
    blocks_out = [dict(b, object="block", id=i, has_children=False, created_time="2024-06-11T09:42:00.000Z", last_edited_time="2024-06-11T09:42:00.000Z") for b, i in zip(blocks_in, ids)]
    created6 = dict(created, last_edited_time="2024-06-11T09:42:00.000Z")
    created9 = dict(created, last_edited_time="2024-06-11T09:44:00.000Z")
    created9["properties"] = dict(created["properties"], Owner={"type": "people", "people": [marta]})
    turns = [
        (call("API-post-search", query="Content calendar", filter={"property": "object", "value": "database"}),
         pj({"object": "list", "results": [{"object": "database", "id": db, "title": [{"plain_text": "Content calendar"}], "url": f"https://www.notion.so/{db.replace('-', '')}",
                                             "last_edited_time": "2024-06-11T07:55:00.000Z"}], "has_more": False, "next_cursor": None})),
        (call("API-post-database-query", database_id=db, filter=flt, sorts=srt),
         pj({"object": "list", "results": [q2, launch, story, redis], "has_more": False, "next_cursor": None})),
        (call("API-post-page", parent={"database_id": db}, properties={"Name": {"title": [{"text": {"content": "Postgres VACUUM, explained"}}]},
                                                                       "Status": {"status": {"name": "Draft"}}, "Publish date": {"date": {"start": "2024-07-02"}},
                                                                       "Channel": {"select": {"name": "Blog"}}}), pj(created)),
        (call("API-patch-page", page_id=q2["id"], properties={"Status": {"status": {"name": "Published"}}}), pj(q2_pub)),
        (call("API-patch-block-children", block_id=new, children=blocks_in), pj({"object": "list", "results": blocks_out, "has_more": False, "next_cursor": None})),
        (call("API-retrieve-a-page", page_id=new), pj(created6)),
        (call("API-post-database-query", database_id=db, filter=flt, sorts=srt),
         pj({"object": "list", "results": [launch, story, redis], "has_more": False, "next_cursor": None})),
        (call("API-get-block-children", block_id=new), pj({"object": "list", "results": blocks_out, "has_more": False, "next_cursor": None})),
        (call("API-patch-page", page_id=new, properties={"Owner": {"people": [{"id": marta["id"]}]}}), pj(created9)),
        (call("API-post-search", query="VACUUM", filter={"property": "object", "value": "page"}),
         pj({"object": "list", "results": [created9], "has_more": False, "next_cursor": None})),
    ]
    rs.add(task=T, tid="h28-mcp-09", system=system, turns=turns,
           state="Notion workspace Tallis Data; the agent maintains the marketing 'Content calendar' database.",
           bad=True, turn=7, kind="a page created in the database (Draft) is missing from a later unpaginated query whose filter it matches")


# ---------------------------------------------------------------------------------------------
# 10 Library catalog (clean)
# ---------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    system = mcp_system("ridgeway-koha", "Ridgeway Public Libraries catalogue and patron account (Koha ILS), patron P-0048213", [
        tool("search_catalog", "Search the catalogue", {"query": S, "sort": S, "page": INT, "per_page": INT}, ["query"]),
        tool("get_availability", "Item-level availability of a record", {"biblio_id": INT}, ["biblio_id"]),
        tool("place_hold", "Place a hold on a record", {"biblio_id": INT, "pickup_branch": S}, ["biblio_id", "pickup_branch"]),
        tool("list_patron_loans", "Current loans of the patron, sorted by due date", {}, []),
        tool("renew_loan", "Renew a loan", {"barcode": S}, ["barcode"]),
        tool("list_holds", "Holds of the patron", {}, []),
    ])
    res = {
        30218: "The dispossessed : an ambiguous utopia / Ursula K. Le Guin. London : Gollancz, 2002. Book. 3 copies, 0 available",
        41877: "The dispossessed [eBook] / Ursula K. Le Guin. New York : HarperCollins e-books, 2009. eBook. Available online (Libby)",
        28031: "The dispossessed [sound recording] / Ursula K. Le Guin ; read by Don Leslie. Ashland : Blackstone Audio, 2011. Audiobook CD (11 discs). 1 copy, 1 available",
        45120: "Hainish novels and stories. Volume one / Ursula K. Le Guin. New York : Library of America, 2017. Book. 2 copies, 1 available",
        19044: "The left hand of darkness / Ursula K. Le Guin. New York : Ace Books, 1987. Book. 4 copies, 2 available",
        50982: "Conversations on writing / Ursula K. Le Guin with David Naimon. Portland : Tin House, 2018. Book. 1 copy, 1 available",
    }

    def srch(order: list[int], sort: str) -> str:
        lines = [f'14 results for "le guin dispossessed"  (page 1 of 3, 5 per page, sorted by {sort})', ""]
        lines += [f"{i:>2}. [{b}] {res[b]}" for i, b in enumerate(order, 1)]
        return "\n".join(lines)

    def avail(holds: str, rows: list[tuple[str, str, str, str]]) -> str:
        out = ["Biblio 30218  The dispossessed : an ambiguous utopia / Ursula K. Le Guin (Gollancz, 2002)", f"Holds: {holds}", "",
               f"{'Barcode':<16}{'Branch':<12}{'Call no.':<10}{'Status':<52}Due"]
        out += [f"{a:<16}{b:<12}{'SF LEG':<10}{c:<52}{d}" for a, b, c, d in rows]
        return "\n".join(out)

    def loans(rows: list[tuple[str, str, str, str]]) -> str:
        out = ["Loans for P-0048213 (K. Mbeki)  3 items, sorted by due date", "",
               f"{'Barcode':<16}{'Title':<44}{'Due':<12}Renewals"]
        out += [f"{a:<16}{b:<44}{c:<12}{d}" for a, b, c, d in rows]
        return "\n".join(out)
    braid = ("39000108771520", "Braiding sweetgrass / Robin Wall Kimmerer")
    over = ("39000115520931", "The overstory / Richard Powers")
    pira = ("39000120044713", "Piranesi / Susanna Clarke")
    turns = [
        (call("search_catalog", query="le guin dispossessed", sort="relevance", page=1, per_page=5), srch([30218, 41877, 28031, 45120, 19044], "relevance")),
        (call("get_availability", biblio_id=30218), avail("2 active", [
            ("39000112804411", "Central", "Checked out", "2024-06-18"),
            ("39000112804429", "Eastgate", "Checked out", "2024-06-25"),
            ("39000112804437", "Northfield", "In transit to Central", "-")])),
        (call("place_hold", biblio_id=30218, pickup_branch="Central"), "\n".join([
            "Hold placed.", "  Hold ID:          H-551902", "  Title:            The dispossessed : an ambiguous utopia",
            "  Pickup at:        Central Library", "  Queue position:   3 of 3", "  Placed:           2024-06-11 11:08",
            "  Expires if not filled: 2025-06-11", "You will get an e-mail when a copy is waiting for you."])),
        (call("list_patron_loans"), loans([(*braid, "2024-06-13", "1 of 3"), (*over, "2024-06-20", "0 of 3"), (*pira, "2024-07-02", "0 of 3")])),
        (call("renew_loan", barcode="39000108771520"), "\n".join([
            "Renewed: Braiding sweetgrass / Robin Wall Kimmerer (39000108771520)", "  Old due date: 2024-06-13",
            "  New due date: 2024-07-02 (21 days from today, 2024-06-11)", "  Renewals used: 2 of 3"])),
        (call("list_patron_loans"), loans([(*over, "2024-06-20", "0 of 3"), (*braid, "2024-07-02", "2 of 3"), (*pira, "2024-07-02", "0 of 3")])),
        (call("search_catalog", query="le guin dispossessed", sort="pubdate_desc", page=1, per_page=5), srch([50982, 45120, 28031, 41877, 30218], "publication date, newest first")),
        (call("list_holds"), "\n".join([
            "Holds for P-0048213 (K. Mbeki)  1 hold", "",
            "H-551902  The dispossessed : an ambiguous utopia / Ursula K. Le Guin", "          Pickup: Central Library   Placed: 2024-06-11 11:08",
            "          Status: Pending   Queue position: 2 of 3 (the first hold in the queue now has a copy waiting)"])),
        (call("get_availability", biblio_id=30218), avail("3 active (1 waiting for pickup)", [
            ("39000112804411", "Central", "Checked out", "2024-06-18"),
            ("39000112804429", "Eastgate", "Checked out", "2024-06-25"),
            ("39000112804437", "Central", "Waiting for pickup (hold for another patron)", "-")])),
    ]
    rs.add(task=T, tid="h28-mcp-10", system=system, turns=turns,
           state="Patron P-0048213 (K. Mbeki) wants The Dispossessed and to keep her current loans a bit longer.")


# ---------------------------------------------------------------------------------------------
# 11 Stripe (bad)
# ---------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    system = mcp_system("stripe", "Stripe API (live mode) for Tessellate Analytics GmbH", [
        tool("list_customers", "List customers", {"email": S, "limit": INT}, []),
        tool("list_prices", "List prices", {"active": B, "limit": INT}, []),
        tool("create_invoice", "Create a draft invoice", {"customer": S, "collection_method": S, "days_until_due": INT, "auto_advance": B}, ["customer"]),
        tool("create_invoice_item", "Add a line to a draft invoice", {"customer": S, "invoice": S, "price": S, "quantity": INT}, ["customer", "invoice", "price"]),
        tool("retrieve_invoice", "Retrieve an invoice", {"invoice": S}, ["invoice"]),
        tool("finalize_invoice", "Finalize a draft invoice", {"invoice": S}, ["invoice"]),
        tool("retrieve_balance", "Account balance", {}, []),
        tool("update_customer", "Update a customer", {"customer": S, "metadata": OBJ}, ["customer"]),
    ])
    cus = "cus_Q8mXw3LrT0vKpa"
    inv = "in_1PQfR2Hdn7Xk2s9a0KLm4Tz7"
    seat, work = "price_1PJq4LHdn7Xk2s9aT0wQpM1e", "price_1PJq6bHdn7Xk2s9aV3uR8zK2"
    customer = {"id": cus, "object": "customer", "email": "finance@lumenpath.io", "name": "Lumenpath GmbH", "currency": "eur", "balance": 0,
                "created": 1716200122, "delinquent": False, "invoice_prefix": "LUMEN", "tax_exempt": "none",
                "address": {"line1": "Rosenthaler Str. 40", "postal_code": "10178", "city": "Berlin", "country": "DE"},
                "invoice_settings": {"default_payment_method": None}, "metadata": {"crm_id": "acc_30112"}}
    prices = {"object": "list", "has_more": False, "data": [
        {"id": seat, "object": "price", "product": "prod_QA1eS3atGrowth", "nickname": "Seat, Growth plan (monthly)", "unit_amount": 3200, "currency": "eur", "type": "recurring", "recurring": {"interval": "month"}, "tax_behavior": "exclusive"},
        {"id": "price_1PJq4vHdn7Xk2s9aP9yN2aB7", "object": "price", "product": "prod_QA1eS3atGrowth", "nickname": "Seat, Growth plan (yearly)", "unit_amount": 32000, "currency": "eur", "type": "recurring", "recurring": {"interval": "year"}, "tax_behavior": "exclusive"},
        {"id": work, "object": "price", "product": "prod_QA1gW0rkshop", "nickname": "Onboarding workshop (half day)", "unit_amount": 5600, "currency": "eur", "type": "one_time", "tax_behavior": "exclusive"}]}
    ii1 = {"id": "ii_1PQfRmHdn7Xk2s9aZc81LwQe", "object": "invoiceitem", "customer": cus, "invoice": inv, "price": {"id": seat, "unit_amount": 3200},
           "quantity": 4, "amount": 12800, "currency": "eur", "description": "Seat, Growth plan (monthly)", "date": 1718105912, "discountable": True}
    ii2 = {"id": "ii_1PQfS9Hdn7Xk2s9aM4d0TgYh", "object": "invoiceitem", "customer": cus, "invoice": inv, "price": {"id": work, "unit_amount": 5600},
           "quantity": 1, "amount": 5600, "currency": "eur", "description": "Onboarding workshop (half day)", "date": 1718105935, "discountable": True}
    lines = {"object": "list", "total_count": 2, "has_more": False, "data": [
        {"id": "il_1PQfRmHdn7Xk2s9aFh3Pz0Ks", "invoice_item": ii1["id"], "description": "4 × Seat, Growth plan (monthly) (at €32.00)", "amount": 12800, "quantity": 4, "price": {"id": seat}},
        {"id": "il_1PQfS9Hdn7Xk2s9aQw7Xn2Lr", "invoice_item": ii2["id"], "description": "Onboarding workshop (half day)", "amount": 5600, "quantity": 1, "price": {"id": work}}]}

    def invoice(status: str, total: int, extra: dict[str, Any]) -> dict[str, Any]:
        d = {"id": inv, "object": "invoice", "customer": cus, "customer_email": "finance@lumenpath.io", "status": status, "currency": "eur",
             "collection_method": "send_invoice", "days_until_due": 30, "auto_advance": False, "created": 1718105880,
             "subtotal": 18400 if total else 0, "subtotal_excluding_tax": 18400 if total else 0, "tax": None, "total_tax_amounts": [],
             "discounts": [], "automatic_tax": {"enabled": False, "status": None}, "starting_balance": 0,
             "total": total, "total_excluding_tax": total, "amount_due": total, "amount_paid": 0, "amount_remaining": total,
             "lines": lines if total else {"object": "list", "total_count": 0, "has_more": False, "data": []},
             "number": None, "hosted_invoice_url": None, "due_date": None}
        d.update(extra)
        return d
    fin = invoice("open", 19400, {"number": "LUMEN-0042", "due_date": 1720698034, "status_transitions": {"finalized_at": 1718106034},
                                   "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Mx9Hdn7Xk2s9a/live_YWNjdF8xTXg5SGRuN1hrMnM5YSxfUVFmUjJIZG43WGsyczlhMEtMbTRUejcs0200abcdEFGH",
                                   "invoice_pdf": "https://pay.stripe.com/invoice/acct_1Mx9Hdn7Xk2s9a/live_YWNjdF8xTXg5SGRuN1hrMnM5YSxfUVFmUjJIZG43WGsyczlhMEtMbTRUejcs0200abcdEFGH/pdf",
                                   "ending_balance": 0})
    fin["subtotal"] = 18400
    fin["subtotal_excluding_tax"] = 18400
    cust9 = dict(customer, metadata={"crm_id": "acc_30112", "account_manager": "jkoch", "contract": "growth-2024"})
    turns = [
        (call("list_customers", email="finance@lumenpath.io", limit=3), pj({"object": "list", "has_more": False, "data": [customer]})),
        (call("list_prices", active=True, limit=10), pj(prices)),
        (call("create_invoice", customer=cus, collection_method="send_invoice", days_until_due=30, auto_advance=False), pj(invoice("draft", 0, {}))),
        (call("create_invoice_item", customer=cus, invoice=inv, price=seat, quantity=4), pj(ii1)),
        (call("create_invoice_item", customer=cus, invoice=inv, price=work, quantity=1), pj(ii2)),
        (call("retrieve_invoice", invoice=inv), pj(invoice("draft", 18400, {}))),
        (call("finalize_invoice", invoice=inv), pj(fin)),
        (call("retrieve_balance"), pj({"object": "balance", "livemode": True, "available": [{"amount": 1284310, "currency": "eur", "source_types": {"card": 1090200, "bank_account": 194110}}],
                                        "pending": [{"amount": 212940, "currency": "eur", "source_types": {"card": 212940}}]})),
        (call("update_customer", customer=cus, metadata={"account_manager": "jkoch", "contract": "growth-2024"}), pj(cust9)),
    ]
    rs.add(task=T, tid="h28-mcp-11", system=system, turns=turns,
           state="Stripe account of Tessellate Analytics; invoice the new customer Lumenpath for 4 Growth seats and an onboarding workshop.",
           bad=True, turn=7, kind="finalized invoice total exceeds the sum of its unchanged lines (no tax, no discount)")


# ---------------------------------------------------------------------------------------------
# 12 CRM (bad)
# ---------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    system = mcp_system("capsule-crm", "Capsule CRM account of Routeweave (B2B logistics software)", [
        tool("search_parties", "Search people and organisations", {"q": S}, ["q"]),
        tool("get_party", "Get a person or organisation", {"party_id": INT}, ["party_id"]),
        tool("update_party", "Update a party", {"party_id": INT, "fields": OBJ}, ["party_id", "fields"]),
        tool("get_opportunity", "Get an opportunity with milestone history", {"opportunity_id": INT}, ["opportunity_id"]),
        tool("update_opportunity_milestone", "Move an opportunity to another milestone", {"opportunity_id": INT, "milestone": S}, ["opportunity_id", "milestone"]),
        tool("add_note", "Add a note to a party's history", {"party_id": INT, "content": S}, ["party_id", "content"]),
        tool("log_activity", "Log a call, e-mail or meeting against a party (timestamped by the server)", {"party_id": INT, "type": S, "subject": S, "duration_minutes": INT}, ["party_id", "type", "subject"]),
        tool("list_activities", "A party's history, newest first", {"party_id": INT, "limit": INT}, ["party_id"]),
    ])

    def party(title: str, updated: str, last: str) -> dict[str, Any]:
        return {"id": 88413, "type": "person", "firstName": "Nikhil", "lastName": "Vaswani", "jobTitle": title,
                "organisation": {"id": 77102, "name": "Ordovia Logistics"}, "emailAddresses": [{"type": "Work", "address": "n.vaswani@ordovia.eu"}],
                "phoneNumbers": [{"type": "Mobile", "number": "+31 6 4188 2093"}], "owner": {"username": "sgreer", "name": "Sam Greer"},
                "tags": ["decision-maker", "EU"], "createdAt": "2024-03-18T09:12:44Z", "updatedAt": updated, "lastContactedAt": last}

    def opp(ms: str, prob: int, hist: list[dict[str, str]], updated: str, days: int) -> dict[str, Any]:
        return {"id": 3307, "name": "Ordovia: route optimisation, annual licence", "party": {"id": 77102, "name": "Ordovia Logistics"},
                "value": {"amount": 48000.00, "currency": "EUR"}, "milestone": {"name": ms, "probability": prob}, "expectedCloseOn": "2024-06-28",
                "owner": "sgreer", "daysInMilestone": days, "milestoneHistory": hist, "updatedAt": updated}
    hist = [{"milestone": "Lead", "at": "2024-03-18T09:15:02Z"}, {"milestone": "Qualified", "at": "2024-04-02T13:40:51Z"},
            {"milestone": "Proposal", "at": "2024-05-09T11:05:40Z"}]
    hist2 = hist + [{"milestone": "Negotiation", "at": "2024-05-14T14:52:08Z"}]
    note = "Call with Nikhil: legal is fine with the DPA; procurement wants 3-year pricing and a 60-day pilot exit clause. Sending revised terms today."
    older = [
        {"id": 5498770, "type": "email", "subject": "Proposal: Routeweave for Ordovia (PDF)", "createdAt": "2024-05-09T11:04:12Z", "by": "sgreer"},
        {"id": 5498711, "type": "meeting", "subject": "Discovery workshop, Rotterdam", "durationMinutes": 90, "createdAt": "2024-05-09T09:30:00Z", "by": "sgreer"},
        {"id": 5471208, "type": "email", "subject": "Re: data export sample", "createdAt": "2024-05-02T16:47:33Z", "by": "sgreer"}]
    new_call = {"id": 5512101, "type": "call", "subject": "Follow-up on pricing options", "durationMinutes": 20, "createdAt": "2024-05-14T14:56:02Z", "by": "sgreer"}
    acts = [new_call,
            {"id": 5512093, "type": "note", "subject": note[:60] + "…", "createdAt": "2024-05-14T14:53:40Z", "by": "sgreer"},
            {"id": 5512088, "type": "milestone_change", "subject": "Opportunity 3307 moved Proposal → Negotiation", "createdAt": "2024-05-14T14:52:08Z", "by": "sgreer"}] + older
    turns = [
        (call("search_parties", q="Vaswani"), mcp_text({"parties": [
            {"id": 88413, "type": "person", "name": "Nikhil Vaswani", "jobTitle": "Head of Procurement", "organisation": "Ordovia Logistics"},
            {"id": 90217, "type": "person", "name": "Rhea Vaswani", "jobTitle": "Ops Analyst", "organisation": "Kelda Foods"}], "total": 2})),
        (call("get_party", party_id=88413), mcp_text(party("Head of Procurement", "2024-05-09T11:04:12Z", "2024-05-09T11:04:12Z"))),
        (call("get_opportunity", opportunity_id=3307), mcp_text(opp("Proposal", 40, hist, "2024-05-09T11:05:40Z", 5))),
        (call("update_opportunity_milestone", opportunity_id=3307, milestone="Negotiation"),
         mcp_text({"id": 3307, "milestone": {"name": "Negotiation", "probability": 60}, "previousMilestone": "Proposal", "milestoneChangedAt": "2024-05-14T14:52:08Z"})),
        (call("add_note", party_id=88413, content=note), mcp_text({"id": 5512093, "type": "note", "party": 88413, "content": note, "createdAt": "2024-05-14T14:53:40Z", "by": "sgreer"})),
        (call("update_party", party_id=88413, fields={"jobTitle": "VP Procurement"}), mcp_text(party("VP Procurement", "2024-05-14T14:54:15Z", "2024-05-14T14:53:40Z"))),
        (call("get_opportunity", opportunity_id=3307), mcp_text(opp("Negotiation", 60, hist2, "2024-05-14T14:52:08Z", 0))),
        (call("log_activity", party_id=88413, type="call", subject="Follow-up on pricing options", duration_minutes=20), mcp_text(new_call)),
        (call("list_activities", party_id=88413, limit=6), mcp_text({"party": 88413, "activities": acts, "hasMore": True})),
        (call("log_activity", party_id=88413, type="email", subject="Revised terms v2 (3-year pricing, pilot exit clause)"),
         mcp_text({"id": 5512117, "type": "email", "subject": "Revised terms v2 (3-year pricing, pilot exit clause)", "createdAt": "2024-05-14T14:31:19Z", "by": "sgreer"})),
    ]
    rs.add(task=T, tid="h28-mcp-12", system=system, turns=turns,
           state="Capsule CRM; the agent acts for Sam Greer after a call with Ordovia Logistics on 2024-05-14.",
           bad=True, turn=10, kind="a newly logged activity gets a server timestamp earlier than activities logged before it")


# ---------------------------------------------------------------------------------------------
# 13 Home-automation hub (clean)
# ---------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    system = mcp_system("hubitat", "Hubitat Elevation C-8 hub 'Elm Cottage' via the Maker API", [
        tool("get_hub_info", "Hub health and uptime", {}, []),
        tool("list_devices", "Devices authorised for the Maker API app, with a one-line state summary", {}, []),
        tool("get_device", "Full attributes of a device", {"device_id": INT}, ["device_id"]),
        tool("send_command", "Send a command to a device", {"device_id": INT, "command": S, "args": A}, ["device_id", "command"]),
        tool("run_rule", "Run the actions of a Rule Machine rule", {"rule_id": INT}, ["rule_id"]),
        tool("get_device_events", "Recent events of a device", {"device_id": INT, "limit": INT}, ["device_id"]),
    ])

    def hub(time: str, up: str, mem: int, temp: float, cpu: float) -> dict[str, Any]:
        return {"name": "Elm Cottage", "model": "C-8", "firmware": "2.3.9.201", "localTime": time, "timeZone": "Europe/London",
                "uptime": up, "freeMemoryKB": mem, "cpuLoad5m": cpu, "internalTempC": temp, "databaseSizeMB": 38,
                "zwave": {"status": "ok", "devices": 9}, "zigbee": {"status": "ok", "channel": 20, "devices": 11}, "cloud": "connected"}

    def dev(i: int, name: str, typ: str, summary: str) -> dict[str, Any]:
        return {"id": i, "label": name, "type": typ, "summary": summary}

    def devices(lamp: str, thermo: str, motion: str, plug: str, porch: str, blinds: str, bed: str) -> list[dict[str, Any]]:
        return [dev(12, "Living Room Lamp", "Sengled Element Plus", lamp), dev(15, "Thermostat", "Honeywell T6 Pro Z-Wave", thermo),
                dev(21, "Front Door Lock", "Yale Assure Lock 2", "locked, battery 78%"), dev(27, "Hallway Motion", "Aqara Motion P1", motion),
                dev(31, "Kitchen Plug", "Aeotec Smart Switch 7", plug), dev(34, "Porch Light", "Zooz ZEN76 Switch", porch),
                dev(38, "Living Room Blinds", "Somfy TaHoma shade", blinds), dev(40, "Bedroom Sensor", "Aqara T&H", bed)]

    def thermo(temp: float, sp: float, op: str, last: str) -> dict[str, Any]:
        return {"id": 15, "label": "Thermostat", "type": "Honeywell T6 Pro Z-Wave", "room": "Hall",
                "attributes": {"temperature": temp, "temperatureUnit": "°C", "heatingSetpoint": sp, "coolingSetpoint": 26.0,
                               "thermostatMode": "heat", "thermostatOperatingState": op, "thermostatFanMode": "auto",
                               "humidity": 47, "battery": 100, "powerSource": "mains"}, "lastActivity": last}
    events = [
        {"name": "switch", "value": "on", "date": "2024-11-20T17:45:02.118+0000", "source": "APP", "description": "Rule: Evening scene"},
        {"name": "switch", "value": "off", "date": "2024-11-20T07:31:10.664+0000", "source": "APP", "description": "Rule: Sunrise off"},
        {"name": "switch", "value": "on", "date": "2024-11-19T16:12:37.020+0000", "source": "APP", "description": "Rule: Sunset on"},
        {"name": "switch", "value": "off", "date": "2024-11-19T07:29:55.901+0000", "source": "APP", "description": "Rule: Sunrise off"}]
    turns = [
        (call("get_hub_info"), pj(hub("2024-11-20 17:42:05", "12d 4h 31m", 298412, 41.2, 0.6))),
        (call("list_devices"), pj(devices("off", "19 °C, heat to 20 °C, idle", "inactive, last motion 14 min ago, battery 91%",
                                          "on, 3.1 W, 41.27 kWh total", "off", "open (100%)", "18 °C, 52% RH"))),
        (call("send_command", device_id=15, command="setHeatingSetpoint", args=[21.5]), pj({"status": "ok", "device": 15, "command": "setHeatingSetpoint", "args": [21.5]})),
        (call("send_command", device_id=12, command="setLevel", args=[60]), pj({"status": "ok", "device": 12, "command": "setLevel", "args": [60]})),
        (call("get_device", device_id=15), pj(thermo(19.62, 21.5, "heating", "2024-11-20T17:43:50.404+0000"))),
        (call("run_rule", rule_id=7), pj({"status": "ok", "rule": {"id": 7, "name": "Evening scene"}, "actionsRun": [
            "Living Room Blinds: close", "Porch Light: on", "Front Door Lock: lock (already locked, skipped)"], "ranAt": "2024-11-20T17:45:02.090+0000",
            "runCount": 214})),
        (call("list_devices"), pj(devices("on, level 60%", "20 °C, heat to 21.5 °C, heating", "active, just now, battery 91%",
                                          "on, 1,812 W, 41.30 kWh total", "on", "closed (0%)", "18 °C, 51% RH"))),
        (call("get_device_events", device_id=34, limit=4), pj({"device": 34, "label": "Porch Light", "events": events})),
        (call("get_hub_info"), pj(hub("2024-11-20 17:46:12", "12d 4h 35m", 297880, 41.6, 0.9))),
    ]
    rs.add(task=T, tid="h28-mcp-13", system=system, turns=turns,
           state="Hubitat hub at Elm Cottage, a cold November evening; the owner asks the agent to warm the house up and set the evening scene.")


# ---------------------------------------------------------------------------------------------
# 14 Google Calendar (clean)
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    system = mcp_system("google-calendar", "Google Calendar of jonas.weber@kittiwake.dev", [
        tool("list_events", "List events in a time range (recurring events expanded)", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S, "q": S}, ["calendarId", "timeMin", "timeMax"]),
        tool("get_event", "Get one event", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": S, "end": S, "timeZone": S, "attendees": A, "conference": B}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event", {"calendarId": S, "eventId": S, "start": S, "end": S, "timeZone": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("query_freebusy", "Busy intervals (UTC) for calendars", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
    ])
    me, priya, helene = "jonas.weber@kittiwake.dev", "priya.raman@kittiwake.dev", "helene.dubois@kittiwake.dev"
    days = ["2024-06-17", "2024-06-18", "2024-06-19", "2024-06-20", "2024-06-21"]
    review_id, one_id, hold_id, access_id, lunch_id = "6s8u0w2y4a1c3e5g7i9k0m2o4q", "3p9qk1t7vhb2m6c0d4e8f1a2b3", "7a1c3e5g9i2k4m6o8q0s1u3w5y", "0r2t4v6x8z1b3d5f7h9j2l4n6p", "4l6n8p0r2t1v3x5z7b9d1f3h5j"

    def ev(i: str, summ: str, s: str, e: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        d = {"id": i, "summary": summ, "start": s, "end": e, "status": "confirmed"}
        d.update(extra or {})
        return d

    def week(tz: str, review: bool, moved: bool, hold: bool) -> dict[str, Any]:
        off = "+02:00" if tz == "Europe/Berlin" else "Z"
        h = (lambda x: x) if tz == "Europe/Berlin" else (lambda x: f"{int(x[:2]) - 2:02d}{x[2:]}")
        items: list[dict[str, Any]] = []
        for d in days:
            items.append(ev(f"5gk2n8r0v1stdup_{d.replace('-', '')}T070000Z", "Team standup", f"{d}T{h('09:00')}:00{off}", f"{d}T{h('09:15')}:00{off}", {"recurringEventId": "5gk2n8r0v1stdup"}))
            if d == "2024-06-18":
                items.append(ev(access_id, "Quarterly access review", f"{d}T{h('15:00')}:00{off}", f"{d}T{h('16:00')}:00{off}"))
            if d == "2024-06-19":
                items.append(ev(lunch_id, "Lunch w/ Aiko", f"{d}T{h('12:30')}:00{off}", f"{d}T{h('13:30')}:00{off}"))
                if review:
                    items.append(ev(review_id, "Design review: onboarding v2", f"{d}T{h('14:00')}:00{off}", f"{d}T{h('15:00')}:00{off}"))
            if d == "2024-06-20":
                s, e = ("11:30", "12:00") if moved else ("10:00", "10:30")
                items.append(ev(one_id, "1:1 Priya / Jonas", f"{d}T{h(s)}:00{off}", f"{d}T{h(e)}:00{off}"))
            if d == "2024-06-21" and hold:
                items.append(ev(hold_id, "Hold: focus time", f"{d}T{h('13:00')}:00{off}", f"{d}T{h('16:00')}:00{off}", {"transparency": "opaque"}))
        return {"calendarId": me, "timeZone": tz, "items": items, "nextSyncToken": "CPjV7Zq2yoYDEPjV7Zq2yoYDGAUgwO7gvgI=" if review else "CKCs9pW2yoYDEKCs9pW2yoYDGAUgwO7gvgI="}

    def review_ev(etag: str, updated: str, priya_status: str) -> dict[str, Any]:
        return {"kind": "calendar#event", "id": review_id, "etag": etag, "status": "confirmed", "summary": "Design review: onboarding v2",
                "htmlLink": "https://www.google.com/calendar/event?eid=NnM4dTB3Mnk0YTFjM2U1ZzdpOWswbTJvNHEgam9uYXMud2ViZXJAa2l0dGl3YWtlLmRldg",
                "created": "2024-06-14T09:27:35.000Z", "updated": updated, "organizer": {"email": me, "self": True},
                "start": {"dateTime": "2024-06-19T14:00:00+02:00", "timeZone": "Europe/Berlin"}, "end": {"dateTime": "2024-06-19T15:00:00+02:00", "timeZone": "Europe/Berlin"},
                "attendees": [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"},
                              {"email": priya, "responseStatus": priya_status}, {"email": helene, "responseStatus": "needsAction"}],
                "hangoutLink": "https://meet.google.com/wqx-tbnd-kpe", "sequence": 0, "reminders": {"useDefault": True}}
    fb1 = {"kind": "calendar#freeBusy", "timeMin": "2024-06-19T00:00:00.000Z", "timeMax": "2024-06-20T00:00:00.000Z", "calendars": {
        priya: {"busy": [{"start": "2024-06-19T07:00:00Z", "end": "2024-06-19T07:15:00Z"}, {"start": "2024-06-19T08:00:00Z", "end": "2024-06-19T10:00:00Z"}, {"start": "2024-06-19T14:30:00Z", "end": "2024-06-19T15:00:00Z"}]},
        helene: {"busy": [{"start": "2024-06-19T09:00:00Z", "end": "2024-06-19T11:00:00Z"}]},
        me: {"busy": [{"start": "2024-06-19T07:00:00Z", "end": "2024-06-19T07:15:00Z"}, {"start": "2024-06-19T10:30:00Z", "end": "2024-06-19T11:30:00Z"}]}}}
    fb2 = {"kind": "calendar#freeBusy", "timeMin": "2024-06-19T00:00:00.000Z", "timeMax": "2024-06-22T00:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2024-06-19T07:00:00Z", "end": "2024-06-19T07:15:00Z"}, {"start": "2024-06-19T10:30:00Z", "end": "2024-06-19T11:30:00Z"},
                      {"start": "2024-06-19T12:00:00Z", "end": "2024-06-19T13:00:00Z"}, {"start": "2024-06-20T07:00:00Z", "end": "2024-06-20T07:15:00Z"},
                      {"start": "2024-06-20T09:30:00Z", "end": "2024-06-20T10:00:00Z"}, {"start": "2024-06-21T07:00:00Z", "end": "2024-06-21T07:15:00Z"}]}}}
    q = week("Europe/Berlin", True, True, False)
    q["items"] = [it for it in q["items"] if "review" in it["summary"].lower()]
    upd_one = {"kind": "calendar#event", "id": one_id, "etag": "\"3437218932204000\"", "summary": "1:1 Priya / Jonas", "updated": "2024-06-14T09:28:10.102Z",
               "start": {"dateTime": "2024-06-20T11:30:00+02:00", "timeZone": "Europe/Berlin"}, "end": {"dateTime": "2024-06-20T12:00:00+02:00", "timeZone": "Europe/Berlin"},
               "sequence": 2, "attendees": [{"email": me, "self": True, "responseStatus": "accepted"}, {"email": priya, "responseStatus": "needsAction"}]}
    tmin, tmax = "2024-06-17T00:00:00+02:00", "2024-06-22T00:00:00+02:00"
    turns = [
        (call("list_events", calendarId="primary", timeMin=tmin, timeMax=tmax, timeZone="Europe/Berlin"), mcp_text(week("Europe/Berlin", False, False, True))),
        (call("query_freebusy", timeMin="2024-06-19T00:00:00Z", timeMax="2024-06-20T00:00:00Z", items=[{"id": priya}, {"id": helene}, {"id": me}]), mcp_text(fb1)),
        (call("create_event", calendarId="primary", summary="Design review: onboarding v2", start="2024-06-19T14:00:00", end="2024-06-19T15:00:00",
              timeZone="Europe/Berlin", attendees=[priya, helene], conference=True), mcp_text(review_ev("\"3437218855610000\"", "2024-06-14T09:27:35.805Z", "needsAction"))),
        (call("update_event", calendarId="primary", eventId=one_id, start="2024-06-20T11:30:00", end="2024-06-20T12:00:00", timeZone="Europe/Berlin"), mcp_text(upd_one)),
        (call("delete_event", calendarId="primary", eventId=hold_id), mcp_text(f"Event {hold_id} deleted.")),
        (call("list_events", calendarId="primary", timeMin=tmin, timeMax=tmax, timeZone="UTC"), mcp_text(week("UTC", True, True, False))),
        (call("get_event", calendarId="primary", eventId=review_id), mcp_text(review_ev("\"3437219124008000\"", "2024-06-14T09:31:02.004Z", "accepted"))),
        (call("query_freebusy", timeMin="2024-06-19T00:00:00Z", timeMax="2024-06-22T00:00:00Z", items=[{"id": me}]), mcp_text(fb2)),
        (call("list_events", calendarId="primary", timeMin=tmin, timeMax=tmax, timeZone="Europe/Berlin", q="review"), mcp_text(q)),
    ]
    rs.add(task=T, tid="h28-mcp-14", system=system, turns=turns,
           state="Friday 2024-06-14, 11:27 in Berlin. Jonas wants the onboarding design review next Wednesday and his 1:1 moved.")


# ---------------------------------------------------------------------------------------------
# 15 Warehouse system (bad)
# ---------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    system = mcp_system("stockpilot-wms", "warehouse management for Harland Fixings, warehouse DUB-1", [
        tool("get_stock", "Stock of a SKU by bin", {"sku": S}, ["sku"]),
        tool("get_purchase_order", "A purchase order with receipt status", {"po": S}, ["po"]),
        tool("receive_goods", "Post a goods receipt into a bin", {"po": S, "sku": S, "quantity": INT, "bin": S}, ["po", "sku", "quantity", "bin"]),
        tool("create_pick_list", "Create a pick list for a sales order", {"sales_order": S}, ["sales_order"]),
        tool("confirm_pick", "Confirm a pick list as picked", {"pick_list": S}, ["pick_list"]),
        tool("transfer_stock", "Move stock between bins", {"sku": S, "from_bin": S, "to_bin": S, "quantity": INT}, ["sku", "from_bin", "to_bin", "quantity"]),
        tool("get_movements", "Stock movements of a SKU, newest first", {"sku": S, "limit": INT}, ["sku"]),
        tool("list_bins", "Bins of a zone with contents", {"zone": S}, ["zone"]),
        tool("cycle_count", "Record a physical count of a bin", {"bin": S, "sku": S, "counted": INT}, ["bin", "sku", "counted"]),
    ])

    def stock(rows: list[tuple[str, str, int, int, str]], inbound: str, outbound: str) -> str:
        out = ["SKU HX-4410  Hex bolt M8x40 zinc plated, box of 100   UoM: box", "Warehouse DUB-1 (Dublin, Ballymount)", "",
               f" {'Bin':<9}{'Zone':<6}{'On hand':>8}{'Reserved':>10}{'Available':>11}   Last count"]
        for b, z, oh, rv, lc in rows:
            out.append(f" {b:<9}{z:<6}{oh:>8}{rv:>10}{oh - rv:>11}   {lc}")
        return "\n".join(out)

    def total(oh: int, rv: int) -> str:
        return f" {'-' * 56}\n {'Total':<15}{oh:>8}{rv:>10}{oh - rv:>11}"
    s1 = stock([("A-03-2", "A", 120, 35, "2024-05-28"), ("B-11-1", "B", 80, 0, "2024-05-28")], "", "") + "\n" + total(200, 35) + \
        "\n\nOpen inbound: PO-7781 (40 boxes, ETA 2024-06-11)\nOpen outbound: SO-55120 (35 boxes, reserved in A-03-2)"
    s8 = stock([("A-03-2", "A", 55, 0, "2024-05-28"), ("B-11-1", "B", 120, 0, "2024-05-28"), ("C-01-4", "C", 30, 0, "-")], "", "") + "\n" + total(225, 0) + \
        "\n\nOpen inbound: none\nOpen outbound: none"
    po = "\n".join([
        "PO-7781  supplier: Bremer Schrauben GmbH   ordered 2024-05-31   ETA 2024-06-11   status: open", "",
        " Line  SKU       Description                           Ordered  Received  Open",
        " 1     HX-4410   Hex bolt M8x40 zinc plated, box/100   40       0         40",
        " 2     NT-4412   Hex nut M8 zinc plated, box/200       60       0         60"])
    rcv = "\n".join([
        "Receipt RCV-20240611-0093 posted 2024-06-11 10:46:03", "  PO-7781 line 1  HX-4410  +40 boxes into B-11-1 (B-11-1 now 80 -> 120)",
        "  PO-7781 status: partially received (line 2 NT-4412, 60 boxes open)", "  Label job: 1 pallet label sent to printer ZB-DOCK2"])
    pl = "\n".join([
        "Pick list PL-30417 for SO-55120 (customer: Kinsella Build Supplies, ship by 2024-06-11 15:00)", "",
        " Seq  Bin      SKU       Description                           Qty",
        " 1    A-03-2   HX-4410   Hex bolt M8x40 zinc plated, box/100   35",
        " 2    D-02-5   WS-0810   Washer M8 DIN 125, box/500            10", "", "Status: released, assigned to picker 'conor.b'"])
    cp = "\n".join([
        "PL-30417 confirmed as picked 2024-06-11 10:49:40 by conor.b", "  HX-4410  35 from A-03-2 (A-03-2 now 85, reservation released)",
        "  WS-0810  10 from D-02-5 (D-02-5 now 142)", "SO-55120 status: picked -> ready to pack"])
    tr = "\n".join(["Transfer TRF-8812 posted 2024-06-11 10:52:14", "  HX-4410  30 boxes  A-03-2 (85 -> 55)  ->  C-01-4 (0 -> 30)",
                    "  Reason: move fast mover to forward pick face"])
    mv = "\n".join([
        "Movements HX-4410 (newest first, 6)", "",
        " When                 Ref                 Type       Bin             Qty",
        " 2024-06-11 10:52:14  TRF-8812            transfer   A-03-2>C-01-4   30",
        " 2024-06-11 10:49:40  PL-30417            pick       A-03-2          -35",
        " 2024-06-11 10:46:03  RCV-20240611-0093   receipt    B-11-1          +40",
        " 2024-06-07 14:20:51  PL-30362            pick       A-03-2          -20",
        " 2024-06-04 09:02:17  PL-30298            pick       B-11-1          -16",
        " 2024-05-28 16:40:00  CC-0528-A           count      A-03-2,B-11-1   0 (no variance)"])
    bins = "\n".join([
        "Zone C (forward pick, ground level)  6 bins", "",
        " Bin      Capacity   Contents",
        " C-01-1   40 boxes   WS-0810 x 22",
        " C-01-2   40 boxes   NT-4412 x 31",
        " C-01-3   40 boxes   (empty)",
        " C-01-4   40 boxes   HX-4410 x 30",
        " C-01-5   40 boxes   HX-4406 x 18",
        " C-01-6   40 boxes   SC-3520 x 40 (full)"])
    cc = "\n".join(["Cycle count CC-0611-B11 recorded 2024-06-11 10:58:30", "  B-11-1  HX-4410  system 120, counted 120  -> no variance",
                    "  Last count date for B-11-1 set to 2024-06-11"])
    turns = [
        (call("get_stock", sku="HX-4410"), s1),
        (call("get_purchase_order", po="PO-7781"), po),
        (call("receive_goods", po="PO-7781", sku="HX-4410", quantity=40, bin="B-11-1"), rcv),
        (call("create_pick_list", sales_order="SO-55120"), pl),
        (call("confirm_pick", pick_list="PL-30417"), cp),
        (call("transfer_stock", sku="HX-4410", from_bin="A-03-2", to_bin="C-01-4", quantity=30), tr),
        (call("get_movements", sku="HX-4410", limit=6), mv),
        (call("get_stock", sku="HX-4410"), s8),
        (call("list_bins", zone="C"), bins),
        (call("cycle_count", bin="B-11-1", sku="HX-4410", counted=120), cc),
    ]
    rs.add(task=T, tid="h28-mcp-15", system=system, turns=turns,
           state="Morning shift at Harland Fixings DUB-1: receive PO-7781, ship SO-55120 and move HX-4410 to the forward pick face.",
           bad=True, turn=8, kind="stock total does not equal the sum of its bins (receipt +40, pick -35 from 200)")


# ---------------------------------------------------------------------------------------------
# 16 Linear (clean)
# ---------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear workspace 'Brightwater', team ENG (Core Platform), acting as Rafael Sousa", [
        tool("get_cycle", "Current cycle of a team with progress", {"team": S}, ["team"]),
        tool("list_issues", "List issues", {"team": S, "assignee": S, "state_not": S, "orderBy": S, "limit": INT}, ["team"]),
        tool("get_issue", "Get an issue", {"id": S}, ["id"]),
        tool("create_issue", "Create an issue", {"team": S, "title": S, "description": S, "priority": INT, "estimate": INT, "cycle": INT}, ["team", "title"]),
        tool("update_issue", "Update an issue", {"id": S, "state": S, "priority": INT, "estimate": INT}, ["id"]),
        tool("create_comment", "Comment on an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
    ])

    def cycle(scope: int, done: int, n: int, ndone: int) -> dict[str, Any]:
        return {"team": "ENG", "cycle": {"number": 42, "name": "Cycle 42", "startsAt": "2024-06-03T00:00:00.000Z", "endsAt": "2024-06-17T00:00:00.000Z",
                                         "scopeEstimate": scope, "completedEstimate": done, "progress": f"{round(100 * done / scope)}%",
                                         "issueCount": n, "completedIssueCount": ndone, "daysLeft": 6}}
    prio = {0: "No priority", 1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}

    def it(ident: str, title: str, p: int, est: int, state: str, upd: str) -> dict[str, Any]:
        return {"identifier": ident, "title": title, "priority": p, "priorityLabel": prio[p], "estimate": est, "state": state,
                "assignee": "Rafael Sousa", "cycle": 42, "updatedAt": upd}
    i2305 = ("ENG-2305", "Webhook deliveries stall when a receiver is slow")
    i2291 = ("ENG-2291", "Drop legacy /v1/events endpoint")
    i2298 = ("ENG-2298", "Add p95 latency panel for ingest")
    i2310 = ("ENG-2310", "Flaky: test_consumer_rebalance")
    i2276 = ("ENG-2276", "Spike: evaluate NATS JetStream for fan-out")
    i2317 = ("ENG-2317", "Retry webhook delivery with exponential backoff and jitter")
    l2 = [it(*i2305, 2, 3, "In Progress", "2024-06-10T16:40:12.331Z"), it(*i2291, 3, 2, "In Review", "2024-06-11T09:02:48.120Z"),
          it(*i2298, 3, 1, "Todo", "2024-06-05T11:17:03.904Z"), it(*i2310, 4, 1, "Todo", "2024-06-07T08:45:29.660Z"),
          it(*i2276, 0, 3, "Backlog", "2024-06-03T10:00:41.002Z")]
    l7 = [it(*i2305, 1, 5, "In Progress", "2024-06-11T13:22:05.417Z"), it(*i2317, 2, 3, "Todo", "2024-06-11T13:21:30.886Z"),
          it(*i2298, 3, 1, "Todo", "2024-06-05T11:17:03.904Z"), it(*i2310, 4, 1, "Todo", "2024-06-07T08:45:29.660Z"),
          it(*i2276, 0, 3, "Backlog", "2024-06-03T10:00:41.002Z")]
    desc = ("Deliveries to slow receivers hold a worker for the full 30 s timeout; with 8 workers, 8 slow merchants stall everyone. "
            "Ideas: per-receiver concurrency cap, shorter connect timeout, move retries off the hot path (see ENG-2317).")
    c_old = [{"id": "c7b1e2d0", "author": "Mei Chen", "createdAt": "2024-06-06T14:10:55.000Z", "body": "Saw this again last night, queue depth hit 41k."},
             {"id": "c7b1e2f9", "author": "Rafael Sousa", "createdAt": "2024-06-10T16:40:12.000Z", "body": "Per-receiver semaphore prototype pushed to rs/webhook-sem."}]
    c_new = {"id": "c8a03d51", "author": "Rafael Sousa", "createdAt": "2024-06-11T13:23:11.204Z",
             "body": "Bumped to Urgent: two enterprise merchants affected today. Re-estimated to 5 since the retry part moved to ENG-2317."}
    g9 = {"identifier": "ENG-2305", "id": "3f1d2a9c-7e44-4b0e-9a51-0c6d2b8e4f11", "title": i2305[1], "description": desc, "priority": 1, "priorityLabel": "Urgent",
          "estimate": 5, "state": "In Progress", "assignee": "Rafael Sousa", "cycle": 42, "labels": ["webhooks", "reliability"],
          "createdAt": "2024-06-04T09:31:20.000Z", "updatedAt": "2024-06-11T13:23:11.204Z", "url": "https://linear.app/brightwater/issue/ENG-2305",
          "comments": c_old + [c_new]}
    turns = [
        (call("get_cycle", team="ENG"), mcp_text(cycle(34, 13, 17, 6))),
        (call("list_issues", team="ENG", assignee="me", state_not="completed", orderBy="priority", limit=10), mcp_text({"issues": l2, "pageInfo": {"hasNextPage": False}})),
        (call("update_issue", id="ENG-2291", state="Done"), mcp_text({"success": True, "issue": {"identifier": "ENG-2291", "state": "Done", "completedAt": "2024-06-11T13:20:44.512Z", "updatedAt": "2024-06-11T13:20:44.512Z"}})),
        (call("create_issue", team="ENG", title=i2317[1], description="Split out of ENG-2305. Exponential backoff (base 30 s, factor 2, cap 6 h) with full jitter; dead-letter after 24 h.",
              priority=2, estimate=3, cycle=42),
         mcp_text({"success": True, "issue": {"identifier": "ENG-2317", "id": "9b7c5e13-2a40-4f8d-b6e2-51a0c3d8e7f2", "title": i2317[1], "state": "Todo", "priority": 2,
                                              "estimate": 3, "cycle": 42, "url": "https://linear.app/brightwater/issue/ENG-2317", "createdAt": "2024-06-11T13:21:30.886Z"}})),
        (call("update_issue", id="ENG-2305", priority=1, estimate=5), mcp_text({"success": True, "issue": {"identifier": "ENG-2305", "priority": 1, "estimate": 5, "updatedAt": "2024-06-11T13:22:05.417Z"}})),
        (call("get_cycle", team="ENG"), mcp_text(cycle(39, 15, 18, 7))),
        (call("list_issues", team="ENG", assignee="me", state_not="completed", orderBy="updatedAt", limit=10), mcp_text({"issues": l7, "pageInfo": {"hasNextPage": False}})),
        (call("create_comment", issueId="ENG-2305", body=c_new["body"]), mcp_text({"success": True, "comment": c_new})),
        (call("get_issue", id="ENG-2305"), mcp_text(g9)),
    ]
    rs.add(task=T, tid="h28-mcp-16", system=system, turns=turns,
           state="Linear workspace Brightwater, team ENG, cycle 42 (ends 2024-06-17). Rafael tidies his cycle work on 2024-06-11.")


# ---------------------------------------------------------------------------------------------
# 17 SQLite (clean)
# ---------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    db = "/data/greenhouse/telemetry.db"
    system = mcp_system("sqlite", f"mcp-server-sqlite on {db} (greenhouse temperature telemetry)", [
        tool("read_query", "Execute a SELECT query", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query", {"query": S}, ["query"]),
        tool("create_table", "Create a new table", {"query": S}, ["query"]),
        tool("list_tables", "List all tables", {}, []),
        tool("describe_table", "Schema of a table", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ])
    q3 = "SELECT sensor_id, COUNT(*) AS n, AVG(value) AS avg_c, MIN(value) AS min_c, MAX(value) AS max_c FROM readings GROUP BY sensor_id ORDER BY sensor_id"
    r3 = ("[{'sensor_id': 's-01', 'n': 2016, 'avg_c': 21.384126984126986, 'min_c': 14.9, 'max_c': 31.2}, "
          "{'sensor_id': 's-02', 'n': 2016, 'avg_c': 19.727480158730156, 'min_c': -127.0, 'max_c': 28.4}, "
          "{'sensor_id': 's-03', 'n': 2016, 'avg_c': 23.034583333333334, 'min_c': -127.0, 'max_c': 34.7}]")
    r5 = ("[{'sensor_id': 's-01', 'n': 2016, 'avg_c': 21.384126984126986, 'min_c': 14.9, 'max_c': 31.2}, "
          "{'sensor_id': 's-02', 'n': 2014, 'avg_c': 19.87318768619662, 'min_c': 13.6, 'max_c': 28.4}, "
          "{'sensor_id': 's-03', 'n': 2011, 'avg_c': 23.40761810044754, 'min_c': 15.8, 'max_c': 34.7}]")
    schema = ("[{'cid': 0, 'name': 'id', 'type': 'INTEGER', 'notnull': 0, 'dflt_value': None, 'pk': 1}, "
              "{'cid': 1, 'name': 'sensor_id', 'type': 'TEXT', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
              "{'cid': 2, 'name': 'recorded_at', 'type': 'TEXT', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
              "{'cid': 3, 'name': 'value', 'type': 'REAL', 'notnull': 1, 'dflt_value': None, 'pk': 0}]")
    ddl = "CREATE TABLE daily_avg (day TEXT NOT NULL, sensor_id TEXT NOT NULL, n INTEGER NOT NULL, avg_c REAL NOT NULL, PRIMARY KEY (day, sensor_id))"
    ins = ("INSERT INTO daily_avg (day, sensor_id, n, avg_c) SELECT date(recorded_at), sensor_id, COUNT(*), ROUND(AVG(value), 2) "
           "FROM readings GROUP BY date(recorded_at), sensor_id")
    r9 = ("[{'day': '2024-06-10', 'sensor_id': 's-01', 'n': 144, 'avg_c': 22.41}, {'day': '2024-06-10', 'sensor_id': 's-02', 'n': 144, 'avg_c': 20.16}, "
          "{'day': '2024-06-10', 'sensor_id': 's-03', 'n': 144, 'avg_c': 23.87}, {'day': '2024-06-09', 'sensor_id': 's-01', 'n': 144, 'avg_c': 22.05}, "
          "{'day': '2024-06-09', 'sensor_id': 's-02', 'n': 144, 'avg_c': 19.92}, {'day': '2024-06-09', 'sensor_id': 's-03', 'n': 144, 'avg_c': 24.31}]")
    r10 = "[{'day': '2024-05-30', 'sensor_id': 's-02', 'n': 142}, {'day': '2024-06-02', 'sensor_id': 's-03', 'n': 139}]"
    r11 = ("[{'min_day': '2024-05-28', 'max_day': '2024-06-10', 'days': 14, 'rows': 42, 'readings': 6041}]")
    insight = ("7 readings of -127.0 °C (DS18B20 'disconnected' code) were removed: 2 from s-02 on 2024-05-30 and 5 from s-03 on 2024-06-02. "
               "After cleaning, s-03 (south bench) runs about 2 °C warmer than s-01 and 3.5 °C warmer than s-02 on average.")
    turns = [
        (call("list_tables"), mcp_text("[{'name': 'sensors'}, {'name': 'readings'}, {'name': 'maintenance_log'}]")),
        (call("describe_table", table_name="readings"), mcp_text(schema)),
        (call("read_query", query=q3), mcp_text(r3)),
        (call("write_query", query="DELETE FROM readings WHERE value <= -100"), mcp_text("[{'affected_rows': 7}]")),
        (call("read_query", query=q3), mcp_text(r5)),
        (call("create_table", query=ddl), mcp_text("Table created successfully")),
        (call("write_query", query=ins), mcp_text("[{'affected_rows': 42}]")),
        (call("list_tables"), mcp_text("[{'name': 'sensors'}, {'name': 'readings'}, {'name': 'maintenance_log'}, {'name': 'daily_avg'}]")),
        (call("read_query", query="SELECT * FROM daily_avg ORDER BY day DESC, sensor_id LIMIT 6"), mcp_text(r9)),
        (call("read_query", query="SELECT day, sensor_id, n FROM daily_avg WHERE n < 144 ORDER BY day"), mcp_text(r10)),
        (call("read_query", query="SELECT MIN(day) AS min_day, MAX(day) AS max_day, COUNT(DISTINCT day) AS days, COUNT(*) AS rows, SUM(n) AS readings FROM daily_avg"), mcp_text(r11)),
        (call("append_insight", insight=insight), mcp_text("Insight added to memo")),
    ]
    rs.add(task=T, tid="h28-mcp-17", system=system, turns=turns,
           state=f"SQLite database {db}: 3 greenhouse sensors, one reading every 10 minutes from 2024-05-28 to 2024-06-10.")


# ---------------------------------------------------------------------------------------------
# 18 Brewery fermentation monitor (clean)
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    system = mcp_system("brewfather", "Brewfather account of Quayside Brewing (homebrew club) with iSpindel, Tilt and a BrewPi controller", [
        tool("list_batches", "Batches with a status filter", {"status": S}, []),
        tool("get_batch", "A batch with targets, measurements and notes", {"batch": INT}, ["batch"]),
        tool("get_readings", "Latest device readings of a batch, oldest first", {"batch": INT, "last": INT}, ["batch"]),
        tool("set_fermentation_temp", "Change the controller target temperature of a batch", {"batch": INT, "target_c": "number"}, ["batch", "target_c"]),
        tool("add_batch_note", "Add a note to a batch", {"batch": INT, "note": S}, ["batch", "note"]),
        tool("get_device", "A hydrometer device's live status", {"device": S}, ["device"]),
        tool("update_batch_status", "Change a batch's status", {"batch": INT, "status": S}, ["batch", "status"]),
    ])

    def lst(g57: str, abv57: str, f57: str, g58: str, abv58: str, f58: str, with56: bool) -> dict[str, Any]:
        b = [{"batch": 57, "name": "Westside Pale", "style": "American Pale Ale", "status": "Fermenting", "brewed": "2024-09-02", "og": "12.8 °P",
              "current_gravity": g57, "abv_est": abv57, "fermenting_for": f57, "device": "iSpindel #2"},
             {"batch": 58, "name": "Oat Stout", "style": "Oatmeal Stout", "status": "Fermenting", "brewed": "2024-09-05", "og": "14.2 °P",
              "current_gravity": g58, "abv_est": abv58, "fermenting_for": f58, "device": "Tilt RED"}]
        if with56:
            b.insert(0, {"batch": 56, "name": "Kölsch", "style": "Kölsch", "status": "Conditioning", "brewed": "2024-08-10", "og": "11.4 °P",
                         "current_gravity": "2.4 °P", "abv_est": "4.8%", "conditioning_for": "12d", "device": None})
        return {"gravity_unit": "°P", "batches": b}

    def reads(rows: list[tuple[str, str, float, float]]) -> dict[str, Any]:
        return {"batch": 57, "device": "iSpindel #2", "unit": {"gravity": "SG", "temp": "°C"},
                "readings": [{"time": t, "sg": sg, "temp": tc, "angle": a, "battery_v": 4.02} for t, sg, tc, a in rows]}
    r2 = [("2024-09-06T18:55:00+01:00", "1.0218", 19.0, 48.12), ("2024-09-06T19:10:00+01:00", "1.0217", 19.1, 48.05),
          ("2024-09-06T19:25:00+01:00", "1.0215", 19.1, 47.97), ("2024-09-06T19:40:00+01:00", "1.0214", 19.0, 47.90),
          ("2024-09-06T19:55:00+01:00", "1.0212", 19.1, 47.81), ("2024-09-06T20:10:00+01:00", "1.0210", 19.1, 47.70)]
    r6 = r2[4:] + [("2024-09-06T20:25:00+01:00", "1.0207", 19.4, 47.52), ("2024-09-06T20:40:00+01:00", "1.0203", 19.8, 47.31)]
    note = "Day 4, SG 1.021 and slowing. Raised to 21 °C for a diacetyl rest; dry hop (Citra 60 g) planned at 1.014."
    batch57 = {"batch": 57, "name": "Westside Pale", "status": "Fermenting", "recipe": "Westside Pale v3 (23 L)", "yeast": "SafAle US-05",
               "measured": {"og": 1.052, "latest_sg": 1.0203, "latest_at": "2024-09-06T20:40:00+01:00", "abv_est": "4.16%", "apparent_attenuation": "61%"},
               "fermentation": {"controller": "BrewPi Spark", "target_c": 21.0, "beer_temp_c": 19.8, "fridge_temp_c": 22.6, "mode": "beer constant"},
               "notes": [{"at": "2024-09-02T18:40:00+01:00", "text": "Pitched 2 packs US-05 at 18 °C, OG 1.052 (refractometer 12.9 °Bx corrected)."},
                         {"at": "2024-09-03T08:15:00+01:00", "text": "Krausen up, airlock active."},
                         {"at": "2024-09-06T20:13:00+01:00", "text": note}]}
    turns = [
        (call("list_batches", status="Fermenting,Conditioning"), pj(lst("5.4 °P", "4.0%", "4d 1h", "11.5 °P", "1.5%", "1d 0h", True))),
        (call("get_readings", batch=57, last=6), pj(reads(r2))),
        (call("set_fermentation_temp", batch=57, target_c=21.0), pj({"status": "ok", "batch": 57, "controller": "BrewPi Spark", "previous_target_c": 19.0, "target_c": 21.0, "mode": "beer constant", "applied_at": "2024-09-06T20:12:41+01:00"})),
        (call("add_batch_note", batch=57, note=note), pj({"status": "ok", "batch": 57, "note": {"at": "2024-09-06T20:13:00+01:00", "text": note}})),
        (call("get_device", device="Tilt RED"), pj({"device": "Tilt RED", "batch": 58, "sg": 1.046, "temp_c": 18.2, "last_seen": "3 min ago", "rssi_dbm": -71,
                                                     "battery": "ok (about 6 weeks)", "calibration_offset": -0.001, "bridge": "TiltPi in garage"})),
        (call("get_readings", batch=57, last=4), pj(reads(r6))),
        (call("update_batch_status", batch=56, status="Completed"), pj({"status": "ok", "batch": 56, "name": "Kölsch", "from": "Conditioning", "to": "Completed", "packaged": "kegged 19 L"})),
        (call("list_batches", status="Fermenting,Conditioning"), pj(lst("5.2 °P", "4.2%", "4d 2h", "11.4 °P", "1.6%", "1d 1h", False))),
        (call("get_batch", batch=57), pj(batch57)),
    ]
    rs.add(task=T, tid="h28-mcp-18", system=system, turns=turns,
           state="Friday evening 2024-09-06 (UK). The club's Brewfather account; two beers fermenting, the Kölsch has finished conditioning.")


# ---------------------------------------------------------------------------------------------
# 19 3D-print farm (bad)
# ---------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    system = mcp_system("printfarm-hub", "OctoFarm-style controller of the Makerspace Nord print farm (5 printers)", [
        tool("list_printers", "All printers with live state", {}, []),
        tool("get_printer", "One printer in detail", {"printer": S}, ["printer"]),
        tool("pause_job", "Pause the running job", {"printer": S, "reason": S}, ["printer"]),
        tool("resume_job", "Resume a paused job", {"printer": S}, ["printer"]),
        tool("enqueue_file", "Queue a G-code file on a printer (starts at once if idle)", {"printer": S, "file": S}, ["printer", "file"]),
        tool("get_queue", "Jobs waiting to start", {}, []),
    ])
    hdr = f"{'ID':<4}{'Name':<18}{'State':<11}{'Job':<28}{'Progress':<10}{'Layer':<9}{'Left':<8}{'Nozzle':<11}{'Bed':<10}"

    def row(*f: str) -> str:
        return f"{f[0]:<4}{f[1]:<18}{f[2]:<11}{f[3]:<28}{f[4]:<10}{f[5]:<9}{f[6]:<8}{f[7]:<11}{f[8]:<10}"
    p4 = row("P4", "Ender 3 S1 Pro", "error", "hinge_pin_x20.gcode", "31%", "40/130", "-", "200/200", "60/60") + "  ! Filament runout (M600), waiting for user"
    p5 = row("P5", "Prusa Mini+", "offline", "-", "-", "-", "-", "-", "-") + "  last seen 2 days ago"
    l1 = "\n".join(["PRINT FARM  Makerspace Nord   2024-10-03 14:20:31   printing 2 · idle 1 · error 1 · offline 1", "", hdr,
                    row("P1", "Prusa MK4 #1", "printing", "bracket_v4_x6.bgcode", "47%", "88/186", "1h12m", "215/215", "60/60"),
                    row("P2", "Prusa MK4 #2", "idle", "-", "-", "-", "-", "24/0", "23/0"),
                    row("P3", "Voron 2.4 350", "printing", "fan_duct_v3.gcode", "62%", "143/231", "48m", "245/245", "105/105") + "  chamber 48 °C",
                    p4, p5])
    l5 = "\n".join(["PRINT FARM  Makerspace Nord   2024-10-03 14:27:09   printing 3 · idle 0 · error 1 · offline 1", "", hdr,
                    row("P1", "Prusa MK4 #1", "printing", "bracket_v4_x6.bgcode", "51%", "95/186", "1h05m", "215/215", "60/60"),
                    row("P2", "Prusa MK4 #2", "printing", "gear_housing_petg.gcode", "0%", "0/142", "2h31m", "148/240", "71/85") + "  heating",
                    row("P3", "Voron 2.4 350", "printing", "fan_duct_v3.gcode", "64%", "148/231", "44m", "245/245", "105/105") + "  chamber 49 °C",
                    p4, p5])
    pause = "\n".join(["Paused J-5517 on P3 (Voron 2.4 350) at 14:21:02.", "  file:      fan_duct_v3.gcode (ASA, 0.2 mm layers)",
                       "  progress:  62.4%, layer 143/231", "  toolhead:  parked at X175 Y345 Z+10",
                       "  heaters:   nozzle held at 245 °C for 30 min (then idle timeout), bed held at 105 °C",
                       "  reason:    suspected layer shift around layer 140 (operator check)", "Use resume_job to continue."])
    p4d = "\n".join(["P4  Ender 3 S1 Pro  (Klipper 0.12.0, Moonraker)", "  state:     error: filament runout on extruder, M600 pause",
                     "  job:       J-5515 hinge_pin_x20.gcode, 31% (layer 40/130), paused by firmware at 14:02:47",
                     "  filament:  PLA, spool 'Galaxy Black #7' reported 0 g left, runout sensor: no filament",
                     "  heaters:   nozzle 200/200 °C, bed 60/60 °C", "  operator action needed: load filament, then resume_job P4"])
    enq = "\n".join(["Queued J-5521 on P2 (Prusa MK4 #2): gear_housing_petg.gcode", "  material PETG, est. 2h31m, 142 layers, 48 g",
                     "  P2 was idle, job started 14:24:15 (heating nozzle to 240 °C, bed to 85 °C)"])
    queue = "\n".join(["QUEUE  jobs waiting to start: 2", "",
                       "J-5523  clip_set_asa.gcode        any printer with ASA profile   submitted 13:58 by lea.k   est. 1h40m",
                       "J-5524  cable_chain_links.bgcode   Prusa MK4                       submitted 14:25 by tomasz   est. 3h05m"])
    p1d = "\n".join(["P1  Prusa MK4 #1  (PrusaLink 2.1.2)", "  state:     printing", "  job:       J-5519 bracket_v4_x6.bgcode (PLA, 6 parts)",
                     "  progress:  52%, layer 97/186, elapsed 1h19m, left 1h03m", "  heaters:   nozzle 215/215 °C, bed 60/60 °C",
                     "  filament:  PLA 'Prusament Galaxy Silver' 612 g left", "  fans:      part 100%, hotend 100%"])
    turns = [
        (call("list_printers"), l1),
        (call("pause_job", printer="P3", reason="suspected layer shift around layer 140"), pause),
        (call("get_printer", printer="P4"), p4d),
        (call("enqueue_file", printer="P2", file="gear_housing_petg.gcode"), enq),
        (call("list_printers"), l5),
        (call("get_queue"), queue),
        (call("get_printer", printer="P1"), p1d),
    ]
    rs.add(task=T, tid="h28-mcp-19", system=system, turns=turns,
           state="Makerspace Nord print farm, Thursday afternoon; the agent is the duty operator's assistant.",
           bad=True, turn=5, kind="a paused printer is shown printing with progress advanced, with no resume")


# ---------------------------------------------------------------------------------------------
# 20 GitHub (bad)
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    own, repo = "ferncloud", "ingest-gateway"
    system = mcp_system("github", "GitHub API for the ferncloud organisation", [
        tool("search_code", "Search code", {"q": S}, ["q"]),
        tool("get_file_contents", "Get a file's contents at a ref", {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("create_branch", "Create a branch", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("list_commits", "List commits of a branch", {"owner": S, "repo": S, "sha": S, "per_page": INT}, ["owner", "repo"]),
        tool("create_or_update_file", "Create or update a file in one commit", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Open a pull request", {"owner": S, "repo": S, "title": S, "body": S, "head": S, "base": S}, ["owner", "repo", "title", "head", "base"]),
        tool("get_pull_request_files", "Files changed in a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
    ])
    cfg = """# ingest-gateway service configuration
service:
  name: ingest-gateway
  port: 8443
  workers: 6
  graceful_shutdown: 20s

http:
  read_timeout: 15s
  write_timeout: 15s
  idle_timeout: 90s
  max_header_bytes: 16KiB

limits:
  max_body_size: 8MiB
  max_batch_events: 500
  rate_limit_per_key: 1200/min

upstream:
  kafka_brokers:
    - kafka-0.kafka.svc:9092
    - kafka-1.kafka.svc:9092
    - kafka-2.kafka.svc:9092
  topic: events.raw.v2
  acks: all
  compression: zstd

tls:
  cert_file: /etc/ingest/tls/tls.crt
  key_file: /etc/ingest/tls/tls.key
  min_version: "1.2"
"""
    new_cfg = cfg.replace("read_timeout: 15s", "read_timeout: 30s")
    drift = cfg.replace("max_body_size: 8MiB", "max_body_size: 16MiB")
    blob, new_blob = "3f9a6c1e8b2d47f05a9e3c6d1b8f2a4e7c0d9b13", "5b2e0d7a9c4f1e83b6a2d5c8f0e9b7a1d3c6e4f2"
    head, new_commit = "9d41c7e2b6a8f0d3c5e1a7b9f2d4c6e8a0b1c3d5", "a7c3e9f14b2d6a8c0e5f7b1d3a9c2e4f6b8d0a1c"
    size = len(cfg.encode())

    def fc(text: str, sha: str, ref: str) -> dict[str, Any]:
        return {"type": "file", "name": "service.yaml", "path": "config/service.yaml", "sha": sha, "size": size, "encoding": "utf-8",
                "html_url": f"https://github.com/{own}/{repo}/blob/{ref}/config/service.yaml", "content": text}
    gocode = """package config

import "time"

// Defaults apply when config/service.yaml leaves a key unset.
var Defaults = Config{
	HTTP: HTTPConfig{
		ReadTimeout:    15 * time.Second,
		WriteTimeout:   15 * time.Second,
		IdleTimeout:    90 * time.Second,
		MaxHeaderBytes: 16 << 10,
	},
	Limits: LimitsConfig{
		MaxBodySize:     8 << 20,
		MaxBatchEvents:  500,
		RateLimitPerKey: 1200,
	},
}
"""
    search = {"total_count": 2, "incomplete_results": False, "items": [
        {"name": "service.yaml", "path": "config/service.yaml", "sha": blob, "html_url": f"https://github.com/{own}/{repo}/blob/{head}/config/service.yaml",
         "text_matches": [{"fragment": "http:\n  read_timeout: 15s\n  write_timeout: 15s"}]},
        {"name": "defaults.go", "path": "internal/config/defaults.go", "sha": "c02d5e8b1a7f3c9e6d4b2a0f8e1c7d5b3a9f6e2d",
         "html_url": f"https://github.com/{own}/{repo}/blob/{head}/internal/config/defaults.go", "text_matches": [{"fragment": "ReadTimeout:    15 * time.Second,"}]}]}
    commits = [
        {"sha": head, "commit": {"message": "Merge pull request #86 from ferncloud/zstd-upstream\n\nUse zstd for upstream Kafka batches", "author": {"name": "Oona Virtanen", "date": "2024-06-10T15:48:22Z"}}},
        {"sha": "e4b8c2a6f0d9e7b5c3a1f8d6e4c2b0a9f7e5d3c1", "commit": {"message": "upstream: switch compression to zstd", "author": {"name": "Oona Virtanen", "date": "2024-06-10T11:05:37Z"}}},
        {"sha": "1f3e5d7c9b0a2e4d6c8b1a3f5e7d9c0b2a4f6e8d", "commit": {"message": "Bump golang.org/x/net from 0.25.0 to 0.26.0", "author": {"name": "dependabot[bot]", "date": "2024-06-07T06:12:09Z"}}}]
    patch = ("@@ -6,7 +6,7 @@ service:\n   graceful_shutdown: 20s\n \n http:\n-  read_timeout: 15s\n+  read_timeout: 30s\n   write_timeout: 15s\n"
             "   idle_timeout: 90s\n   max_header_bytes: 16KiB")
    body = "Large batch uploads from the EU region take 18-25 s on slow links and hit the 15 s read timeout (see INC-1207). Raise it to 30 s."
    turns = [
        (call("search_code", q=f"read_timeout repo:{own}/{repo}"), pj(search)),
        (call("get_file_contents", owner=own, repo=repo, path="config/service.yaml", ref="main"), pj(fc(cfg, blob, "main"))),
        (call("get_file_contents", owner=own, repo=repo, path="internal/config/defaults.go", ref="main"),
         pj({"type": "file", "name": "defaults.go", "path": "internal/config/defaults.go", "sha": "c02d5e8b1a7f3c9e6d4b2a0f8e1c7d5b3a9f6e2d",
             "size": len(gocode.encode()), "encoding": "utf-8", "content": gocode})),
        (call("create_branch", owner=own, repo=repo, branch="bump-read-timeout", from_branch="main"),
         pj({"ref": "refs/heads/bump-read-timeout", "node_id": "REF_kwDOLx8Rz7NyZWZzL2hlYWRzL2J1bXAtcmVhZC10aW1lb3V0", "url": f"https://api.github.com/repos/{own}/{repo}/git/refs/heads/bump-read-timeout",
             "object": {"sha": head, "type": "commit"}})),
        (call("list_commits", owner=own, repo=repo, sha="main", per_page=3), pj(commits)),
        (call("create_or_update_file", owner=own, repo=repo, path="config/service.yaml", content=new_cfg, message="Raise HTTP read timeout to 30s for large batch uploads",
              branch="bump-read-timeout", sha=blob),
         pj({"content": {"name": "service.yaml", "path": "config/service.yaml", "sha": new_blob, "size": size},
             "commit": {"sha": new_commit, "message": "Raise HTTP read timeout to 30s for large batch uploads", "parents": [{"sha": head}],
                        "author": {"name": "ferncloud-ops-bot", "date": "2024-06-11T08:14:55Z"}}})),
        (call("get_file_contents", owner=own, repo=repo, path="config/service.yaml", ref="main"), pj(fc(drift, blob, "main"))),
        (call("create_pull_request", owner=own, repo=repo, title="Raise HTTP read timeout to 30s", body=body, head="bump-read-timeout", base="main"),
         pj({"number": 88, "state": "open", "title": "Raise HTTP read timeout to 30s", "html_url": f"https://github.com/{own}/{repo}/pull/88",
             "head": {"ref": "bump-read-timeout", "sha": new_commit}, "base": {"ref": "main", "sha": head}, "mergeable_state": "unknown",
             "commits": 1, "additions": 1, "deletions": 1, "changed_files": 1, "created_at": "2024-06-11T08:15:31Z"})),
        (call("get_pull_request_files", owner=own, repo=repo, pull_number=88),
         pj([{"sha": new_blob, "filename": "config/service.yaml", "status": "modified", "additions": 1, "deletions": 1, "changes": 2,
              "blob_url": f"https://github.com/{own}/{repo}/blob/{new_commit}/config/service.yaml", "patch": patch}])),
    ]
    rs.add(task=T, tid="h28-mcp-20", system=system, turns=turns,
           state="Repository ferncloud/ingest-gateway; incident INC-1207 asks for a longer HTTP read timeout. The agent is ferncloud-ops-bot.",
           bad=True, turn=7, kind="an unrelated line of a file on main changes with the same blob sha and no commit to main")


# ---------------------------------------------------------------------------------------------
# 21 Reference manager (bad)
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    system = mcp_system("zotero", "Zotero web library of user 8841207 (PhD student, computational chemistry)", [
        tool("list_collections", "Collection tree with item counts", {}, []),
        tool("get_collection_items", "Items of a collection", {"collection_key": S, "limit": INT}, ["collection_key"]),
        tool("rename_collection", "Rename a collection", {"collection_key": S, "name": S}, ["collection_key", "name"]),
        tool("create_collection", "Create a collection", {"name": S, "parent_key": S}, ["name"]),
        tool("search_items", "Quick search over titles, creators and years", {"q": S, "limit": INT}, ["q"]),
        tool("add_to_collection", "Add items to a collection (items stay in their other collections)", {"item_keys": A, "collection_key": S}, ["item_keys", "collection_key"]),
        tool("add_tag", "Add a tag to items", {"item_keys": A, "tag": S}, ["item_keys", "tag"]),
        tool("get_item", "Full metadata of an item", {"item_key": S}, ["item_key"]),
        tool("export_bibliography", "Formatted bibliography of a collection", {"collection_key": S, "style": S, "limit": INT}, ["collection_key"]),
    ])

    def tree(ch2: str, n2: int, toread: int | None) -> str:
        lines = [f"Collections ({6 if toread is None else 7}):", "- PhD [key: 2MZK8Q4R] (0 items)", f"  - {ch2} [key: 7QWERT2X] ({n2} items)"]
        if toread is not None:
            lines.append(f"  - Ch2 – To read [key: 8TYUIO0P] ({toread} items)")
        lines += ["  - Thesis ch3 [key: 9HJKLP3V] (11 items)", "  - Reading group [key: 4ASDFG6B] (7 items)",
                  "- Inbox [key: 5ZXCVB8N] (23 items)", "- Teaching 2024 [key: 3POIUY1T] (9 items)"]
        return "\n".join(lines)
    items18 = [
        ("ABCD2E3F", "Gilmer, J. et al.", 2017, "Neural Message Passing for Quantum Chemistry"),
        ("XK9P4L2M", "Schütt, K. T. et al.", 2018, "SchNet – A deep learning architecture for molecules and materials"),
        ("QW3E5R7T", "Klicpera, J., Groß, J., & Günnemann, S.", 2020, "Directional Message Passing for Molecular Graphs"),
        ("Z8X6C4V2", "Batzner, S. et al.", 2022, "E(3)-equivariant graph neural networks for data-efficient and accurate interatomic potentials"),
        ("MN5B7V9C", "Satorras, V. G., Hoogeboom, E., & Welling, M.", 2021, "E(n) Equivariant Graph Neural Networks"),
        ("HJ2K4L6P", "Xu, K. et al.", 2019, "How Powerful are Graph Neural Networks?"),
        ("TY8U0I2O", "Duvenaud, D. K. et al.", 2015, "Convolutional Networks on Graphs for Learning Molecular Fingerprints"),
        ("FG3H5J7K", "Wu, Z. et al.", 2018, "MoleculeNet: a benchmark for molecular machine learning"),
        ("RT6Y8U0P", "Yang, K. et al.", 2019, "Analyzing Learned Molecular Representations for Property Prediction"),
        ("VB1N3M5Q", "Batatia, I. et al.", 2022, "MACE: Higher Order Equivariant Message Passing Neural Networks for Fast and Accurate Force Fields")]
    coll_items = "\n".join(["Showing 10 of 18 items in 'Thesis ch2' (sorted by date added, newest first)", ""] +
                           [f"{i}. [{k}] {a} ({y}). {t}." for i, (k, a, y, t) in enumerate(items18, 1)])
    search = "\n".join([
        "6 results for \"graph neural network molecule\"", "",
        "[K3J9TQ2A] Reiser, P. et al. (2022). Graph neural networks for materials science and chemistry. Communications Materials.   in: Inbox",
        "[PL8MNV5C] Wieder, O. et al. (2020). A compact review of molecular property prediction with graph neural networks. Drug Discovery Today: Technologies.   in: Inbox",
        "[Z8X6C4V2] Batzner, S. et al. (2022). E(3)-equivariant graph neural networks for data-efficient and accurate interatomic potentials. Nature Communications.   in: Ch2 – Related work",
        "[R7WX2KDM] Fang, X. et al. (2022). Geometry-enhanced molecular representation learning for property prediction. Nature Machine Intelligence.   in: Inbox",
        "[D4FG6HJ8] Jiang, D. et al. (2021). Could graph neural networks learn better molecular representation for drug discovery? J. Cheminformatics.   in: Inbox",
        "[S2DF4GH6] Stärk, H. et al. (2022). 3D Infomax improves GNNs for Molecular Property Prediction. ICML.   in: Reading group"])
    item = "\n".join([
        "Item K3J9TQ2A (journalArticle, version 1431)",
        "Title:        Graph neural networks for materials science and chemistry",
        "Creators:     Reiser, Patrick; Neubert, Marlen; Eberhard, André; Torresi, Luca; Zhou, Chen; Shao, Chen; Metni, Houssam; "
        "van Hoesel, Clint; Schopmans, Henrik; Sommer, Timo; Friederich, Pascal",
        "Publication:  Communications Materials 3, 93", "Date:         2022-11-26", "DOI:          10.1038/s43246-022-00315-6",
        "Collections:  5ZXCVB8N, 7QWERT2X", "Tags:         review, ch2-core", "Attachments:  1 PDF (Reiser_2022_GNN_review.pdf, 4.1 MB)",
        "Date added:   2024-05-29 21:14:07", "Modified:     2024-06-11 16:05:48"])
    bib = "\n".join([
        "Bibliography for collection 7QWERT2X, style apa (20 entries, showing 6)", "",
        "Batatia, I., Kovács, D. P., Simm, G. N. C., Ortner, C., & Csányi, G. (2022). MACE: Higher order equivariant message passing neural networks for fast and accurate force fields. Advances in Neural Information Processing Systems, 35.",
        "Batzner, S., Musaelian, A., Sun, L., Geiger, M., Mailoa, J. P., Kornbluth, M., Molinari, N., Smidt, T. E., & Kozinsky, B. (2022). E(3)-equivariant graph neural networks for data-efficient and accurate interatomic potentials. Nature Communications, 13, 2453.",
        "Duvenaud, D. K., Maclaurin, D., Iparraguirre, J., Bombarell, R., Hirzel, T., Aspuru-Guzik, A., & Adams, R. P. (2015). Convolutional networks on graphs for learning molecular fingerprints. Advances in Neural Information Processing Systems, 28.",
        "Gilmer, J., Schoenholz, S. S., Riley, P. F., Vinyals, O., & Dahl, G. E. (2017). Neural message passing for quantum chemistry. Proceedings of the 34th International Conference on Machine Learning, 1263–1272.",
        "Klicpera, J., Groß, J., & Günnemann, S. (2020). Directional message passing for molecular graphs. International Conference on Learning Representations.",
        "Reiser, P., Neubert, M., Eberhard, A., Torresi, L., Zhou, C., Shao, C., Metni, H., van Hoesel, C., Schopmans, H., Sommer, T., & Friederich, P. (2022). Graph neural networks for materials science and chemistry. Communications Materials, 3, 93."])
    toread = "\n".join(["Showing 2 of 2 items in 'Ch2 – To read' (sorted by date added, newest first)", "",
                        "1. [R7WX2KDM] Fang, X. et al. (2022). Geometry-enhanced molecular representation learning for property prediction.",
                        "2. [D4FG6HJ8] Jiang, D. et al. (2021). Could graph neural networks learn better molecular representation for drug discovery?"])
    turns = [
        (call("list_collections"), mcp_text(tree("Thesis ch2", 18, None))),
        (call("get_collection_items", collection_key="7QWERT2X", limit=10), mcp_text(coll_items)),
        (call("rename_collection", collection_key="7QWERT2X", name="Ch2 – Related work"), mcp_text("Renamed collection 7QWERT2X: 'Thesis ch2' -> 'Ch2 – Related work' (library version 1422)")),
        (call("search_items", q="graph neural network molecule", limit=10), mcp_text(search)),
        (call("add_to_collection", item_keys=["K3J9TQ2A", "PL8MNV5C"], collection_key="7QWERT2X"), mcp_text("Added 2 items to 'Ch2 – Related work' (now 20 items). They remain in Inbox.")),
        (call("create_collection", name="Ch2 – To read", parent_key="2MZK8Q4R"), mcp_text("Created collection 'Ch2 – To read' [key: 8TYUIO0P] under PhD (library version 1427)")),
        (call("add_tag", item_keys=["K3J9TQ2A", "PL8MNV5C", "Z8X6C4V2"], tag="ch2-core"), mcp_text("Tag 'ch2-core' added to 3 items")),
        (call("get_item", item_key="K3J9TQ2A"), mcp_text(item)),
        (call("list_collections"), mcp_text(tree("Thesis ch2", 20, 0))),
        (call("export_bibliography", collection_key="7QWERT2X", style="apa", limit=6), mcp_text(bib)),
        (call("add_to_collection", item_keys=["R7WX2KDM", "D4FG6HJ8"], collection_key="8TYUIO0P"), mcp_text("Added 2 items to 'Ch2 – To read' (now 2 items). They remain in Inbox.")),
        (call("get_collection_items", collection_key="8TYUIO0P", limit=10), mcp_text(toread)),
    ]
    rs.add(task=T, tid="h28-mcp-21", system=system, turns=turns,
           state="Zotero library of a PhD student reorganising the sources for thesis chapter 2.",
           bad=True, turn=9, kind="a renamed collection is listed under its old name")


# ---------------------------------------------------------------------------------------------
# 22 Museum collection (clean)
# ---------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    system = mcp_system("collectiveaccess", "collections database of the Harrow Museum of Asian Art (CollectiveAccess)", [
        tool("search_objects", "Keyword search over objects", {"q": S, "page": INT, "per_page": INT, "sort": S}, ["q"]),
        tool("get_object", "Full object record", {"object_id": INT}, ["object_id"]),
        tool("update_object", "Update fields of an object", {"object_id": INT, "fields": OBJ}, ["object_id", "fields"]),
        tool("move_object", "Record a location movement", {"object_id": INT, "to_location": S, "reason": S}, ["object_id", "to_location"]),
        tool("create_loan", "Create an outgoing or incoming loan", {"direction": S, "institution": S, "object_ids": A, "start": S, "end": S, "exhibition": S}, ["direction", "institution", "object_ids"]),
        tool("list_loans", "Loans by status", {"status": S}, []),
    ])

    def o(oid: int, acc: str, title: str, culture: str, date: str, status: str) -> dict[str, Any]:
        return {"object_id": oid, "accession": acc, "title": title, "culture": culture, "date": date, "status": status}
    p1 = [o(40102, "1979.12.1", "Tea bowl, celadon glaze", "Korea, Goryeo dynasty", "12th century", "In storage"),
          o(40233, "1981.3.7", "Tea bowl (temmoku), hare's-fur glaze", "China, Southern Song dynasty", "12th–13th century", "On display"),
          o(40417, "1987.44.3", "Tea bowl, black raku", "Japan, Edo period", "c. 1680", "In storage"),
          o(40418, "1987.44.4", "Tea bowl, Shino ware", "Japan, Momoyama period", "c. 1600", "In storage"),
          o(40655, "1990.2.15", "Tea bowl with crane design", "Japan, Meiji era", "1880s", "In storage")]
    p2 = [o(41288, "1992.7.1", "Tea bowl, Karatsu ware", "Japan, Edo period", "early 17th century", "In storage (outgoing loan pending)"),
          o(41702, "1995.30.2", "Tea bowl, Jian ware", "China, Song dynasty", "11th–12th century", "In storage"),
          o(42310, "2001.8.9", "Tea bowl with underglaze blue", "Vietnam, Lê dynasty", "15th century", "On display"),
          o(42587, "2003.1.44", "Chawan with iron-brown splashes", "Japan, Edo period", "18th century", "In storage"),
          o(43391, "2011.5.2", "Chawan, Hagi ware", "Japan, Edo period", "19th century", "In storage")]
    title2 = "Tea bowl (chawan), black Raku ware"

    def rec(title: str, loc: str, status: str, hist: list[dict[str, str]], mod: str) -> dict[str, Any]:
        return {"object_id": 40417, "accession": "1987.44.3", "title": title, "object_type": "Ceramic vessel", "maker": "Raku Ichinyū (attributed)",
                "culture": "Japan, Edo period", "date": "c. 1680", "medium": "Raku-fired earthenware, black glaze",
                "dimensions": "H 8.4 cm, Diam. 11.2 cm", "credit_line": "Gift of Margaret and Denis Howell, 1987",
                "keywords": ["tea ceremony", "chawan", "raku", "tea bowl"], "condition": "Good; minor glaze loss at rim (2 mm)",
                "last_audit": "2023-11-14", "current_location": loc, "status": status, "location_history": hist, "modified": mod}
    h1 = [{"location": "Store B / Bay 4 / Shelf 2 / Box 17", "from": "2019-05-02", "to": None}]
    h8 = [{"location": "Store B / Bay 4 / Shelf 2 / Box 17", "from": "2019-05-02", "to": "2024-06-11"},
          {"location": "Gallery 3 / Case 12", "from": "2024-06-11", "to": None, "movement": "MV-20240611-007"}]
    loan = {"loan_id": "L-2024-019", "direction": "outgoing", "institution": "Ashmolean Museum, Oxford", "exhibition": "Glaze and Fire: Japanese Tea Ceramics",
            "objects": [{"object_id": 41288, "accession": "1992.7.1", "title": "Tea bowl, Karatsu ware"}], "start": "2024-09-01", "end": "2025-01-31",
            "status": "pending", "created": "2024-06-11T13:07:30Z", "next_steps": ["condition report", "facility report review", "insurance valuation"]}
    old = {"loan_id": "L-2024-014", "direction": "incoming", "institution": "Idemitsu Museum of Arts, Tokyo", "exhibition": "Clay and Fire",
           "objects": [{"object_id": None, "lender_ref": "IMA-C-2291", "title": "Tea caddy, Seto ware"}], "start": "2024-07-01", "end": "2024-12-15",
           "status": "pending", "created": "2024-04-22T09:40:11Z"}
    karatsu = {"object_id": 41288, "accession": "1992.7.1", "title": "Tea bowl, Karatsu ware", "object_type": "Ceramic vessel",
               "culture": "Japan, Edo period", "date": "early 17th century", "medium": "Stoneware, iron-painted decoration under feldspathic glaze",
               "dimensions": "H 7.9 cm, Diam. 12.6 cm", "credit_line": "Purchased with the help of the Art Fund, 1992",
               "condition": "Good; old lacquer repair (kintsugi) on one rim crack", "current_location": "Store B / Bay 6 / Shelf 1 / Box 3",
               "status": "In storage (outgoing loan pending)", "loans": [{"loan_id": "L-2024-019", "status": "pending", "institution": "Ashmolean Museum, Oxford"}],
               "modified": "2024-06-11T13:07:30Z"}
    turns = [
        (call("search_objects", q="tea bowl", page=1, per_page=5, sort="accession"), pj({"q": "tea bowl", "total": 23, "page": 1, "pages": 5, "results": p1})),
        (call("get_object", object_id=40417), pj(rec("Tea bowl, black raku", "Store B / Bay 4 / Shelf 2 / Box 17", "In storage", h1, "2024-02-02T10:13:44Z"))),
        (call("update_object", object_id=40417, fields={"title": title2}),
         pj({"object_id": 40417, "updated": {"title": {"old": "Tea bowl, black raku", "new": title2}}, "modified": "2024-06-11T13:02:19Z", "by": "curator.mh"})),
        (call("move_object", object_id=40417, to_location="Gallery 3 / Case 12", reason="Rotation: 'Clay and Fire' display"),
         pj({"movement_id": "MV-20240611-007", "object_id": 40417, "from": "Store B / Bay 4 / Shelf 2 / Box 17", "to": "Gallery 3 / Case 12",
             "moved_at": "2024-06-11T13:04:51Z", "status": "On display", "by": "curator.mh"})),
        (call("create_loan", direction="outgoing", institution="Ashmolean Museum, Oxford", object_ids=[41288], start="2024-09-01", end="2025-01-31",
              exhibition="Glaze and Fire: Japanese Tea Ceramics"), pj(loan)),
        (call("search_objects", q="tea bowl", page=2, per_page=5, sort="accession"), pj({"q": "tea bowl", "total": 23, "page": 2, "pages": 5, "results": p2})),
        (call("search_objects", q="chawan", page=1, per_page=5, sort="accession"),
         pj({"q": "chawan", "total": 3, "page": 1, "pages": 1, "results": [o(40417, "1987.44.3", title2, "Japan, Edo period", "c. 1680", "On display"), p2[3], p2[4]]})),
        (call("get_object", object_id=40417), pj(rec(title2, "Gallery 3 / Case 12", "On display", h8, "2024-06-11T13:04:51Z"))),
        (call("list_loans", status="pending"), pj({"status": "pending", "total": 2, "loans": [loan, old]})),
        (call("get_object", object_id=41288), pj(karatsu)),
    ]
    rs.add(task=T, tid="h28-mcp-22", system=system, turns=turns,
           state="Harrow Museum of Asian Art; a curator rotates tea ceramics into Gallery 3 and prepares a loan to Oxford.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
