# ruff: noqa: E501
"""Held-out set holdout34, domain mcp: 22 MCP-server trajectories (11 clean, 11 with one contradiction).

Run from the repository root: ``python3 -m tests.decoherence.independent.holdout34_parts.mcp.make``.
Writes ``mcp_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    INT,
    A,
    B,
    OBJ,
    RowSet,
    S,
    call,
    mcp_system,
    mcp_text,
    pj,
    tool,
)

UTC = timezone.utc


def ms(stamp: str) -> int:
    """Epoch milliseconds of a UTC 'YYYY-MM-DD HH:MM:SS' stamp."""
    return int(datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S").replace(tzinfo=UTC).timestamp() * 1000)


def epoch(stamp: str) -> int:
    return ms(stamp) // 1000


def table(header: list[str], rows: list[list[Any]]) -> str:
    """A fixed-width text table as CLI-style servers print it."""
    cells = [header] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    out = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells]
    return "\n".join(out)


# YouTrack: bad
def t01(rs: RowSet) -> None:
    system = mcp_system("youtrack", "JetBrains YouTrack REST API for the tracker at https://corvidpay.youtrack.cloud", [
        tool("search_issues", "Search issues with YouTrack query syntax. Returns the requested fields for each issue.", {"query": S, "fields": S, "top": INT, "skip": INT}, ["query"]),
        tool("get_issue", "Get one issue by readable id (e.g. PAY-12) or database id.", {"issueId": S, "fields": S}, ["issueId"]),
        tool("create_issue", "Create an issue in a project.", {"project": S, "summary": S, "description": S}, ["project", "summary"]),
        tool("update_issue", "Update summary, description or custom fields of an issue.", {"issueId": S, "summary": S, "description": S, "customFields": A}, ["issueId"]),
        tool("link_issues", "Add a link of the given type from source to target.", {"source": S, "target": S, "linkType": S}, ["source", "target", "linkType"]),
        tool("add_comment", "Add a comment to an issue.", {"issueId": S, "text": S}, ["issueId", "text"]),
        tool("get_project", "Get a project by short name.", {"shortName": S}, ["shortName"]),
    ])
    state = ("YouTrack Cloud instance corvidpay.youtrack.cloud, authenticated as Mads Iversen (login m.iversen, id 1-57). "
             "Project PAY \"Payments Core\" (id 0-14) currently has 812 issues, the newest being PAY-812. Epic PAY-790 "
             "\"Webhook delivery reliability\" groups the webhook work. Task: file a bug for webhook retries double-firing "
             "after a 503 from the merchant endpoint, attach it to the epic, set priority and assignee, and comment with "
             "reproduction notes.")
    users = {
        "m.iversen": ("Mads Iversen", "1-57"), "d.okonkwo": ("Dayo Okonkwo", "1-63"), "s.bergstrom": ("Sara Bergström", "1-71"),
        "r.haddad": ("Rami Haddad", "1-44"), "a.lindgren": ("Axel Lindgren", "1-38"),
    }

    def cf(priority: str, st: str, typ: str, assignee: str | None) -> list[dict[str, Any]]:
        a = None if assignee is None else {"login": assignee, "name": users[assignee][0], "id": users[assignee][1], "$type": "User"}
        return [
            {"name": "Priority", "value": {"name": priority, "$type": "EnumBundleElement"}, "$type": "SingleEnumIssueCustomField"},
            {"name": "Type", "value": {"name": typ, "$type": "EnumBundleElement"}, "$type": "SingleEnumIssueCustomField"},
            {"name": "State", "value": {"name": st, "$type": "StateBundleElement"}, "$type": "StateIssueCustomField"},
            {"name": "Assignee", "value": a, "$type": "SingleUserIssueCustomField"},
        ]

    issues = [
        ("2-49101", "PAY-809", "Webhook signature header missing on retries from EU cluster", "2024-11-19 11:42:08", "Major", "Open", "Bug", "s.bergstrom"),
        ("2-48933", "PAY-802", "Exponential backoff cap not respected for webhook retries > 6", "2024-11-18 16:05:51", "Major", "In Progress", "Bug", "d.okonkwo"),
        ("2-48790", "PAY-798", "Add per-merchant webhook delivery dashboard", "2024-11-15 09:27:14", "Normal", "Open", "Feature", None),
        ("2-48611", "PAY-790", "Webhook delivery reliability", "2024-11-14 13:50:02", "Major", "In Progress", "Epic", "m.iversen"),
        ("2-48502", "PAY-784", "Dead-letter webhooks after 72h instead of 24h", "2024-11-12 10:18:40", "Normal", "Submitted", "Task", "d.okonkwo"),
        ("2-48240", "PAY-771", "Webhook worker pool exhausts DB connections under burst", "2024-11-08 17:33:29", "Critical", "Open", "Bug", "r.haddad"),
        ("2-47911", "PAY-755", "Document webhook retry semantics in public API docs", "2024-10-30 08:12:55", "Minor", "Open", "Task", "a.lindgren"),
    ]
    o1 = pj([{"idReadable": r, "summary": s, "updated": ms(u), "customFields": cf(p, st, ty, a), "id": i, "$type": "Issue"}
             for i, r, s, u, p, st, ty, a in issues])

    desc = ("Umbrella epic for making merchant webhook delivery reliable.\n\n**Goals**\n- at-least-once delivery with idempotency keys\n"
            "- bounded exponential backoff (cap 6 attempts, max 1h between attempts)\n- dead-lettering after 24h, replay from dashboard\n\n"
            "Tracking metric: p99 delivery latency < 30s, duplicate deliveries < 0.1%.")

    def epic(updated: str, subtasks: list[tuple[str, str, str]]) -> str:
        return pj({
            "idReadable": "PAY-790", "summary": "Webhook delivery reliability", "description": desc,
            "created": ms("2024-10-02 08:41:17"), "updated": ms(updated), "resolved": None,
            "reporter": {"login": "m.iversen", "name": "Mads Iversen", "$type": "User"},
            "project": {"shortName": "PAY", "name": "Payments Core", "id": "0-14", "$type": "Project"},
            "customFields": cf("Major", "In Progress", "Epic", "m.iversen"),
            "links": [
                {"direction": "OUTWARD", "linkType": {"name": "Subtask", "sourceToTarget": "parent for", "targetToSource": "subtask of", "$type": "IssueLinkType"},
                 "issues": [{"idReadable": r, "summary": s, "id": i, "$type": "Issue"} for i, r, s in subtasks], "$type": "IssueLink"},
                {"direction": "BOTH", "linkType": {"name": "Relates", "sourceToTarget": "relates to", "targetToSource": "", "$type": "IssueLinkType"},
                 "issues": [{"idReadable": "PAY-798", "summary": "Add per-merchant webhook delivery dashboard", "id": "2-48790", "$type": "Issue"}], "$type": "IssueLink"},
                {"direction": "INWARD", "linkType": {"name": "Depend", "sourceToTarget": "depends on", "targetToSource": "is required for", "$type": "IssueLinkType"},
                 "issues": [], "$type": "IssueLink"},
            ],
            "id": "2-48611", "$type": "Issue"})

    subs = [("2-48240", "PAY-771", "Webhook worker pool exhausts DB connections under burst"),
            ("2-48502", "PAY-784", "Dead-letter webhooks after 72h instead of 24h"),
            ("2-48933", "PAY-802", "Exponential backoff cap not respected for webhook retries > 6")]
    summary = "Webhook retry scheduler double-fires after 503 from merchant endpoint"
    new_desc = ("When a merchant endpoint answers 503 with a Retry-After header, the retry scheduler enqueues two attempts: one from "
                "the Retry-After value and one from the backoff table. Merchants receive duplicate events with the same idempotency key "
                "about 2-4 seconds apart.\n\nSeen in prod-eu since release 2024.11.3 (scheduler v4.2.0).")
    o3 = pj({"idReadable": "PAY-813", "summary": summary, "description": new_desc, "created": ms("2024-11-19 14:06:31"),
             "updated": ms("2024-11-19 14:06:31"), "reporter": {"login": "m.iversen", "name": "Mads Iversen", "$type": "User"},
             "project": {"shortName": "PAY", "name": "Payments Core", "id": "0-14", "$type": "Project"},
             "customFields": cf("Normal", "Submitted", "Bug", None), "id": "2-49127", "$type": "Issue"})
    o4 = pj({"direction": "OUTWARD", "linkType": {"name": "Subtask", "sourceToTarget": "parent for", "targetToSource": "subtask of", "$type": "IssueLinkType"},
             "issues": [{"idReadable": r, "id": i, "$type": "Issue"} for i, r, _ in subs] + [{"idReadable": "PAY-813", "id": "2-49127", "$type": "Issue"}],
             "id": "118-4411", "$type": "IssueLink"})
    o5 = pj({"idReadable": "PAY-813", "summary": summary, "updated": ms("2024-11-19 14:07:55"),
             "customFields": cf("Critical", "Open", "Bug", "d.okonkwo") + [
                 {"name": "Affected versions", "value": [{"name": "2024.11.3", "$type": "VersionBundleElement"}], "$type": "MultiVersionIssueCustomField"},
                 {"name": "Subsystem", "value": {"name": "Webhooks", "$type": "OwnedBundleElement"}, "$type": "SingleOwnedIssueCustomField"}],
             "id": "2-49127", "$type": "Issue"})
    o6 = epic("2024-11-19 14:07:12", subs + [("2-49127", "PAY-831", summary)])
    comment = ("Repro on staging-eu:\n1. point merchant sandbox m_5521 at https://httpstat.us/503?sleep=200 with `Retry-After: 5`\n"
               "2. trigger `invoice.paid` once\n3. `select attempt_no, scheduled_at from webhook_attempts where event_id = 'evt_1QmZp2'` shows two rows with attempt_no = 2\n\n"
               "Suspect `RetryPlanner.plan()` merges Retry-After without dropping the backoff slot.")
    o7 = pj({"id": "4-118532", "text": comment, "textPreview": comment.split("\n")[0], "author": {"login": "m.iversen", "name": "Mads Iversen", "$type": "User"},
             "created": ms("2024-11-19 14:09:40"), "updated": None, "deleted": False, "visibility": None, "$type": "IssueComment"})
    haddad = [
        ("2-49012", "PAY-806", "Settlement export CSV uses local time for value_date", "2024-11-18 12:40:03", "Major", "Open", "Bug", "r.haddad"),
        ("2-48240", "PAY-771", "Webhook worker pool exhausts DB connections under burst", "2024-11-08 17:33:29", "Critical", "Open", "Bug", "r.haddad"),
        ("2-48167", "PAY-768", "Migrate payout batch job to Temporal", "2024-11-06 15:02:44", "Normal", "In Progress", "Task", "r.haddad"),
        ("2-47702", "PAY-741", "SEPA mandate payload lacks creditor id", "2024-10-24 09:55:10", "Normal", "Open", "Bug", "r.haddad"),
    ]
    o8 = pj([{"idReadable": r, "summary": s, "updated": ms(u), "customFields": cf(p, st, ty, a), "id": i, "$type": "Issue"}
             for i, r, s, u, p, st, ty, a in haddad])
    fields = "idReadable,summary,updated,customFields(name,value(name,login,id))"
    turns = [
        (call("search_issues", query="project: PAY #Unresolved webhook sort by: updated desc", fields=fields, top=10), o1),
        (call("get_issue", issueId="PAY-790", fields="idReadable,summary,description,created,updated,resolved,reporter(login,name),project(shortName,name),customFields(name,value(name,login,id)),links(direction,linkType(name,sourceToTarget,targetToSource),issues(idReadable,summary,id))"), epic("2024-11-14 13:50:02", subs)),
        (call("create_issue", project="PAY", summary=summary, description=new_desc), o3),
        (call("link_issues", source="PAY-790", target="PAY-813", linkType="subtask"), o4),
        (call("update_issue", issueId="PAY-813", customFields=[{"name": "Priority", "value": "Critical"}, {"name": "State", "value": "Open"}, {"name": "Assignee", "value": "d.okonkwo"}, {"name": "Affected versions", "value": ["2024.11.3"]}, {"name": "Subsystem", "value": "Webhooks"}]), o5),
        (call("get_issue", issueId="PAY-790", fields="idReadable,summary,description,created,updated,resolved,reporter(login,name),project(shortName,name),customFields(name,value(name,login,id)),links(direction,linkType(name,sourceToTarget,targetToSource),issues(idReadable,summary,id))"), o6),
        (call("add_comment", issueId="PAY-813", text=comment), o7),
        (call("search_issues", query="project: PAY #Unresolved assignee: r.haddad sort by: updated desc", fields=fields, top=10), o8),
    ]
    rs.add(task="mcp", tid="h34-mcp-01", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="readable id of the issue created earlier drifts (PAY-813 listed as PAY-831 under the same database id)")


# Harvest: clean
def t02(rs: RowSet) -> None:
    system = mcp_system("harvest", "Harvest time tracking API v2 for the account Corvid Studio (account id 1190458)", [
        tool("list_time_entries", "List time entries, newest spent_date first. Filters: user_id, from, to (YYYY-MM-DD), is_running, project_id.", {"user_id": INT, "from": S, "to": S, "is_running": B, "project_id": INT}, []),
        tool("create_time_entry", "Create a duration-based time entry.", {"project_id": INT, "task_id": INT, "spent_date": S, "hours": {"type": "number"}, "notes": S}, ["project_id", "task_id", "spent_date"]),
        tool("update_time_entry", "Update hours, notes, project or task of a time entry.", {"time_entry_id": INT, "hours": {"type": "number"}, "notes": S}, ["time_entry_id"]),
        tool("stop_time_entry", "Stop a running timer.", {"time_entry_id": INT}, ["time_entry_id"]),
        tool("restart_time_entry", "Restart a stopped timer.", {"time_entry_id": INT}, ["time_entry_id"]),
        tool("project_budget_report", "Budget report for active projects (hours-based budgets).", {"project_id": INT}, []),
    ])
    state = ("Harvest account Corvid Studio (timezone Europe/Berlin, duration-based tracking, rounding to the nearest 15 minutes "
             "for reports). Signed in as Lena Vogt (user id 3984412). Task: stop today's interview timer, log a missed code review "
             "for yesterday on Atlas Mobile App, correct yesterday's review entry to 2 hours, and report the remaining Atlas budget.")
    user = {"id": 3984412, "name": "Lena Vogt"}
    proj = {
        "atlas": ({"id": 38127705, "name": "Atlas Mobile App", "code": "ATL"}, {"id": 12840331, "name": "Northwind Health", "currency": "EUR"}),
        "hiring": ({"id": 37440120, "name": "Internal – Hiring", "code": "INT-H"}, {"id": 11002345, "name": "Corvid Studio (internal)", "currency": "EUR"}),
        "bright": ({"id": 38550912, "name": "Brightline Website Refresh", "code": "BRT"}, {"id": 12990457, "name": "Brightline Energy", "currency": "EUR"}),
    }
    tasks = {"dev": {"id": 19228801, "name": "Development"}, "review": {"id": 19228804, "name": "Code Review"},
             "meet": {"id": 19228809, "name": "Meetings"}, "interview": {"id": 19228815, "name": "Interviewing"},
             "design": {"id": 19228820, "name": "Design"}}
    rates = {"atlas": 95.0, "hiring": None, "bright": 110.0}

    def rounded(h: float) -> float:
        return round(h * 4) / 4

    def entry(eid: int, date: str, p: str, t: str, hours: float, notes: str, created: str, updated: str,
              running: bool = False, timer: str | None = None) -> dict[str, Any]:
        pr, cl = proj[p]
        return {
            "id": eid, "spent_date": date, "hours": hours, "hours_without_timer": hours if not running else 0.0,
            "rounded_hours": rounded(hours), "notes": notes, "is_locked": False, "locked_reason": None, "is_closed": False,
            "is_billed": False, "timer_started_at": timer, "started_time": None, "ended_time": None, "is_running": running,
            "billable": rates[p] is not None, "budgeted": p == "atlas", "billable_rate": rates[p], "cost_rate": 48.0,
            "created_at": created, "updated_at": updated, "user": user, "client": {"id": cl["id"], "name": cl["name"], "currency": cl["currency"]},
            "project": pr, "task": tasks[t], "user_assignment": {"id": 401188000 + pr["id"] % 1000, "is_project_manager": False, "is_active": True},
            "task_assignment": {"id": 312004000 + tasks[t]["id"] % 1000, "billable": rates[p] is not None, "is_active": True},
            "invoice": None, "external_reference": None,
        }

    a_run = entry(2471903377, "2024-11-19", "hiring", "interview", 1.08, "Panel interview – senior Android candidate (R. Castellanos)",
                  "2024-11-19T12:05:22Z", "2024-11-19T12:05:22Z", running=True, timer="2024-11-19T12:05:22Z")
    a_stop = entry(2471903377, "2024-11-19", "hiring", "interview", 1.12, "Panel interview – senior Android candidate (R. Castellanos)",
                   "2024-11-19T12:05:22Z", "2024-11-19T13:12:34Z")
    b = entry(2471820154, "2024-11-19", "atlas", "dev", 3.48, "ATL-412 offline sync conflict resolution", "2024-11-19T08:02:10Z", "2024-11-19T11:31:03Z")
    c = entry(2471788020, "2024-11-19", "atlas", "meet", 0.5, "Daily standup", "2024-11-19T07:30:41Z", "2024-11-19T07:30:41Z")
    d = entry(2470911563, "2024-11-18", "bright", "design", 2.75, "Homepage hero variants v2", "2024-11-18T14:10:15Z", "2024-11-18T16:55:37Z")
    e_old = entry(2470850019, "2024-11-18", "atlas", "review", 1.75, "Review PR #1184 – push notification payloads", "2024-11-18T12:30:09Z", "2024-11-18T14:09:48Z")
    e_new = entry(2470850019, "2024-11-18", "atlas", "review", 2.0, "Review PR #1184 – push notification payloads (+ follow-up fixes)", "2024-11-18T12:30:09Z", "2024-11-19T13:15:20Z")
    f = entry(2470712248, "2024-11-18", "atlas", "dev", 3.92, "ATL-409 background fetch scheduler", "2024-11-18T07:45:30Z", "2024-11-18T11:40:12Z")
    n = entry(2471931846, "2024-11-19", "atlas", "review", 1.5, "Review PR #1191 – deep link routing", "2024-11-19T13:14:02Z", "2024-11-19T13:14:02Z")
    n["spent_date"] = "2024-11-18"

    def listing(entries: list[dict[str, Any]]) -> str:
        q = "https://api.harvestapp.com/v2/time_entries?from=2024-11-18&page=1&per_page=2000&to=2024-11-19&user_id=3984412"
        return pj({"time_entries": entries, "per_page": 2000, "total_pages": 1, "total_entries": len(entries), "next_page": None,
                   "previous_page": None, "page": 1, "links": {"first": q, "next": None, "previous": None, "last": q}})

    def budget(spent: float) -> str:
        return pj({"results": [{"client_id": 12840331, "client_name": "Northwind Health", "project_id": 38127705, "project_name": "Atlas Mobile App",
                                "budget_is_monthly": False, "budget_by": "project", "is_active": True, "budget": 120.0,
                                "budget_spent": spent, "budget_remaining": round(120.0 - spent, 2)}],
                   "per_page": 2000, "total_pages": 1, "total_entries": 1, "next_page": None, "previous_page": None, "page": 1})

    turns = [
        (call("list_time_entries", user_id=3984412, **{"from": "2024-11-18", "to": "2024-11-19"}), listing([a_run, b, c, d, e_old, f])),
        (call("project_budget_report", project_id=38127705), budget(96.4)),
        (call("stop_time_entry", time_entry_id=2471903377), pj(a_stop)),
        (call("create_time_entry", project_id=38127705, task_id=19228804, spent_date="2024-11-18", hours=1.5, notes="Review PR #1191 – deep link routing"), pj(n)),
        (call("update_time_entry", time_entry_id=2470850019, hours=2.0, notes="Review PR #1184 – push notification payloads (+ follow-up fixes)"), pj(e_new)),
        (call("list_time_entries", user_id=3984412, **{"from": "2024-11-18", "to": "2024-11-19"}), listing([a_stop, b, c, n, d, e_new, f])),
        (call("project_budget_report", project_id=38127705), budget(98.15)),
    ]
    rs.add(task="mcp", tid="h34-mcp-02", system=system, turns=turns, state=state)


# Snowflake: bad
def t03(rs: RowSet) -> None:
    system = mcp_system("snowflake", "Snowflake account xy41822.eu-central-1, role TRANSFORMER, warehouse TRANSFORM_WH", [
        tool("list_databases", "List all databases in the account.", {}, []),
        tool("list_schemas", "List schemas of a database.", {"database": S}, ["database"]),
        tool("list_tables", "List tables of a schema with row counts and sizes.", {"database": S, "schema": S}, ["database", "schema"]),
        tool("describe_table", "Columns of a table (fully qualified name).", {"table_name": S}, ["table_name"]),
        tool("read_query", "Run a SELECT query and return the rows.", {"query": S}, ["query"]),
        tool("write_query", "Run an INSERT, UPDATE, DELETE or MERGE statement.", {"query": S}, ["query"]),
        tool("append_insight", "Record a data insight in the memo resource.", {"insight": S}, ["insight"]),
    ])
    state = ("Snowflake account xy41822 (timezone America/Los_Angeles). The scheduled task ANALYTICS.CORE.LOAD_ORDERS_CLEAN is "
             "suspended for the day because the 2024-11-18 load failed on duplicates; nobody else writes to ANALYTICS.CORE.ORDERS_CLEAN "
             "while it is suspended. Task: load the 2024-11-18 staging orders into ORDERS_CLEAN, deduplicated by ORDER_ID keeping "
             "the latest ingestion, then remove that day from staging.")

    def res(data: list[dict[str, Any]], data_id: str) -> str:
        return mcp_text({"type": "data", "data_id": data_id, "data": data})

    def tables(orders_rows: int, orders_bytes: int, orders_alt: str) -> list[dict[str, Any]]:
        rows = [
            ("CUSTOMERS_RAW", 12044, 1893376, "2023-03-07 11:20:44.112 -0800", "2024-11-19 06:11:02.541 -0800", "Customer snapshots from CRM export"),
            ("ORDERS_RAW", orders_rows, orders_bytes, "2023-03-07 11:18:09.871 -0800", orders_alt, "Orders landed by Snowpipe ORDERS_PIPE"),
            ("ORDER_ITEMS_RAW", 241907, 21436928, "2023-03-07 11:18:31.004 -0800", "2024-11-19 06:14:55.090 -0800", "Order lines landed by Snowpipe ITEMS_PIPE"),
            ("PAYMENTS_RAW", 95881, 11258880, "2023-05-22 09:02:16.377 -0700", "2024-11-19 06:15:07.622 -0800", "PSP settlement rows"),
            ("REFUNDS_RAW", 1322, 202240, "2023-05-22 09:02:40.915 -0700", "2024-11-19 06:15:09.318 -0800", None),
            ("_LOAD_AUDIT", 412, 49152, "2023-03-07 11:25:57.660 -0800", "2024-11-19 06:15:10.004 -0800", "One row per pipe load"),
        ]
        return [{"TABLE_CATALOG": "ANALYTICS", "TABLE_SCHEMA": "STAGING", "TABLE_NAME": n, "TABLE_TYPE": "BASE TABLE", "ROW_COUNT": r,
                 "BYTES": b, "CLUSTERING_KEY": "LINEAR(LOAD_DATE)" if n == "ORDERS_RAW" else None, "CREATED": c, "LAST_ALTERED": la, "COMMENT": cm}
                for n, r, b, c, la, cm in rows]

    cols = [("ORDER_ID", "VARCHAR(36)", "N", None, "UUID from the order service"),
            ("CUSTOMER_ID", "NUMBER(38,0)", "N", None, None),
            ("ORDER_TS", "TIMESTAMP_NTZ(9)", "N", None, "UTC order time"),
            ("STATUS", "VARCHAR(16)", "Y", None, "placed|paid|shipped|cancelled"),
            ("CURRENCY", "VARCHAR(3)", "N", None, None),
            ("AMOUNT_TOTAL", "NUMBER(12,2)", "N", None, "Gross incl. VAT"),
            ("CHANNEL", "VARCHAR(12)", "Y", None, "web|ios|android|pos"),
            ("LOAD_DATE", "DATE", "N", None, "Business date of the landing batch"),
            ("_INGESTED_AT", "TIMESTAMP_LTZ(9)", "N", "CURRENT_TIMESTAMP()", None),
            ("_SOURCE_FILE", "VARCHAR(16777216)", "Y", None, "Stage path of the landed file")]
    o2 = res([{"COLUMN_NAME": n, "DATA_TYPE": t, "IS_NULLABLE": "YES" if nl == "Y" else "NO", "COLUMN_DEFAULT": d, "COMMENT": cm} for n, t, nl, d, cm in cols],
             "5b0e8f3a-7c21-4d19-9a4e-2f6d81c0b7e5")
    q_ins = ("INSERT INTO ANALYTICS.CORE.ORDERS_CLEAN (ORDER_ID, CUSTOMER_ID, ORDER_TS, STATUS, CURRENCY, AMOUNT_TOTAL, CHANNEL, LOAD_DATE)\n"
             "SELECT ORDER_ID, CUSTOMER_ID, ORDER_TS, STATUS, CURRENCY, AMOUNT_TOTAL, CHANNEL, LOAD_DATE\n"
             "FROM ANALYTICS.STAGING.ORDERS_RAW\nWHERE LOAD_DATE = '2024-11-18'\n"
             "QUALIFY ROW_NUMBER() OVER (PARTITION BY ORDER_ID ORDER BY _INGESTED_AT DESC) = 1")
    turns = [
        (call("list_tables", database="ANALYTICS", schema="STAGING"),
         res(tables(96530, 14882304, "2024-11-19 06:14:52.318 -0800"), "c2a9d4f1-0b6e-4e3a-8d57-91f4a2b6e013")),
        (call("describe_table", table_name="ANALYTICS.STAGING.ORDERS_RAW"), o2),
        (call("read_query", query="SELECT LOAD_DATE, COUNT(*) AS N_ROWS, COUNT(DISTINCT ORDER_ID) AS N_ORDERS, MIN(_INGESTED_AT) AS FIRST_INGEST, MAX(_INGESTED_AT) AS LAST_INGEST\nFROM ANALYTICS.STAGING.ORDERS_RAW GROUP BY 1 ORDER BY 1"),
         res([{"LOAD_DATE": "2024-11-18", "N_ROWS": 48212, "N_ORDERS": 47905, "FIRST_INGEST": "2024-11-18 00:04:11.208 -0800", "LAST_INGEST": "2024-11-18 23:58:40.977 -0800"},
              {"LOAD_DATE": "2024-11-19", "N_ROWS": 48318, "N_ORDERS": 48011, "FIRST_INGEST": "2024-11-19 00:03:52.664 -0800", "LAST_INGEST": "2024-11-19 06:14:52.318 -0800"}],
             "8e47b1c0-3f5a-4a2d-b9e8-6d02c7f4a911")),
        (call("read_query", query="SELECT COUNT(*) AS TOTAL_ROWS, COUNT(DISTINCT ORDER_ID) AS DISTINCT_ORDERS, MIN(LOAD_DATE) AS MIN_LOAD_DATE, MAX(LOAD_DATE) AS MAX_LOAD_DATE\nFROM ANALYTICS.CORE.ORDERS_CLEAN"),
         res([{"TOTAL_ROWS": 3918442, "DISTINCT_ORDERS": 3918442, "MIN_LOAD_DATE": "2023-03-08", "MAX_LOAD_DATE": "2024-11-17"}], "f13c6a82-95d4-4b7e-a0c3-5e81d92b4f06")),
        (call("write_query", query=q_ins), res([{"number of rows inserted": 47905}], "0a7d3e59-c8b1-4f62-9d14-b3e6f2a85c70")),
        (call("write_query", query="DELETE FROM ANALYTICS.STAGING.ORDERS_RAW WHERE LOAD_DATE = '2024-11-18'"),
         res([{"number of rows deleted": 48212}], "e96b2f04-1d7a-4c85-b3f9-7a40c5d8e2b1")),
        (call("read_query", query="SELECT COUNT(*) AS TOTAL_ROWS, COUNT_IF(LOAD_DATE = '2024-11-18') AS ROWS_2024_11_18, COUNT(DISTINCT ORDER_ID) AS DISTINCT_ORDERS, MAX(LOAD_DATE) AS MAX_LOAD_DATE\nFROM ANALYTICS.CORE.ORDERS_CLEAN"),
         res([{"TOTAL_ROWS": 3965347, "ROWS_2024_11_18": 47905, "DISTINCT_ORDERS": 3965347, "MAX_LOAD_DATE": "2024-11-18"}], "3d58c0e7-a2f4-4b91-8e6c-c07b19d4f3a8")),
        (call("read_query", query="SELECT LOAD_DATE, COUNT(*) AS N_ROWS, COUNT(DISTINCT ORDER_ID) AS N_ORDERS FROM ANALYTICS.STAGING.ORDERS_RAW GROUP BY 1 ORDER BY 1"),
         res([{"LOAD_DATE": "2024-11-19", "N_ROWS": 48318, "N_ORDERS": 48011}], "b7f2e1d9-6a03-4c58-9e27-d4a1c8b0f562")),
        (call("list_tables", database="ANALYTICS", schema="STAGING"),
         res(tables(48318, 7405568, "2024-11-19 06:32:18.745 -0800"), "49c1a7e3-8f5d-4b0a-a6e2-1e93d7c5b8f4")),
    ]
    rs.add(task="mcp", tid="h34-mcp-03", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="target table row total does not follow the insert (3,918,442 + 47,905 shown as 3,965,347)")


# arXiv: clean
def t04(rs: RowSet) -> None:
    system = mcp_system("arxiv", "search arXiv, download papers and read them as Markdown from the local paper store", [
        tool("search_papers", "Search arXiv. Returns total_results and one page of papers.", {"query": S, "max_results": INT, "start": INT, "sort_by": {"type": "string", "enum": ["relevance", "submittedDate", "lastUpdatedDate"]}, "categories": A}, ["query"]),
        tool("download_paper", "Download a paper's PDF and convert it to Markdown. Call again to check conversion status.", {"paper_id": S}, ["paper_id"]),
        tool("list_papers", "List the papers in the local store.", {}, []),
        tool("read_paper", "Read the Markdown of a stored paper.", {"paper_id": S}, ["paper_id"]),
    ])
    state = ("arxiv-mcp-server 0.2.x, storage path /home/agent/.arxiv-mcp-server/papers, which already holds three papers on speculative "
             "decoding. Task: find recent work on predicting or improving draft-token acceptance rates and read the most relevant one.")

    def paper(pid: str, ver: int, title: str, authors: list[str], pub: str, upd: str, cats: list[str], abstract: str) -> dict[str, Any]:
        return {"id": f"{pid}v{ver}", "title": title, "authors": authors, "abstract": abstract, "categories": cats,
                "published": f"{pub}T00:00:00Z", "updated": f"{upd}T00:00:00Z", "url": f"https://arxiv.org/pdf/{pid}v{ver}",
                "resource_uri": f"arxiv://{pid}"}

    page1 = [
        paper("2403.11872", 2, "Adaptive Draft Lengths for Speculative Decoding via Acceptance-Rate Forecasting", ["Mei Tanaka", "Jonas Weber", "Priya Natarajan"], "2024-03-18", "2024-06-02", ["cs.CL", "cs.LG"],
              "Speculative decoding accelerates autoregressive generation by letting a small draft model propose tokens that a larger target model verifies in parallel. The optimal number of drafted tokens depends on how many will be accepted, which varies strongly across prompts and positions. We train a lightweight forecaster on the target model's hidden states that predicts the acceptance probability of the next k drafted tokens and choose the draft length online. On MT-Bench and HumanEval the method improves wall-clock speedup from 2.1x to 2.6x over fixed-length drafting without changing the output distribution."),
        paper("2405.02291", 1, "When Does a Smaller Draft Help? An Empirical Study of Draft-Target Alignment", ["Oluwaseun Adeyemi", "Clara Fontaine"], "2024-05-03", "2024-05-03", ["cs.CL"],
              "We study 42 draft/target pairs across four model families and measure token acceptance rates under greedy and sampled verification. Acceptance correlates more with tokenizer overlap and shared pretraining data than with the draft's size. We release the measurement harness and per-task acceptance curves."),
        paper("2311.08814", 3, "Distilling Draft Models for Higher Token Acceptance in Speculative Sampling", ["Hao Lin", "Rebecca Stein", "Tomás Herrera", "Yuki Sato"], "2023-11-15", "2024-02-02", ["cs.LG", "cs.CL"],
              "The speedup of speculative sampling is bounded by how often the target model accepts the draft model's tokens. We propose acceptance-aware distillation, which trains the draft on the total variation distance to the target distribution rather than cross-entropy on data. Across translation, summarisation and code tasks, distilled drafts raise acceptance rates by 9-18 points and end-to-end speedups by up to 1.5x compared with off-the-shelf drafts of the same size."),
        paper("2406.14407", 1, "Tree-Structured Verification with Calibrated Acceptance Estimates", ["Anika Shah", "Daniel Kowalczyk"], "2024-06-20", "2024-06-20", ["cs.CL"],
              "Tree-based speculative decoding verifies several candidate continuations at once. We show that static trees waste verification compute when acceptance estimates are miscalibrated and propose a calibration step that reshapes the tree per request, yielding 12% higher accepted tokens per verification step."),
        paper("2401.07350", 2, "Self-Speculative Decoding with Layer-Skipping Drafts", ["Marco Bellini", "Seo-yeon Park", "Arjun Mehta"], "2024-01-14", "2024-04-09", ["cs.CL", "cs.AI"],
              "Instead of a separate draft model we draft with a subset of the target's own layers, chosen by Bayesian optimisation on acceptance rate. The approach needs no extra parameters and reaches 1.7x speedup on 13B models."),
    ]
    page2 = [
        paper("2404.19123", 1, "Lookahead Drafting Without a Draft Model", ["Elif Demir", "Kenji Mori"], "2024-04-29", "2024-04-29", ["cs.CL"],
              "We generate n-gram drafts from Jacobi iteration trajectories of the target model itself and analyse their acceptance rates compared with learned drafts."),
        paper("2408.03375", 2, "Online Draft Adaptation for Speculative Decoding under Distribution Shift", ["Lucas Moreau", "Ingrid Solberg", "Wei Zhang"], "2024-08-06", "2024-10-11", ["cs.LG"],
              "Acceptance rates collapse when serving traffic drifts away from the draft model's training distribution. We update the draft online from verification outcomes and recover 80% of the lost acceptance within 2k requests."),
        paper("2312.10452", 1, "A Theoretical Analysis of Acceptance Rates in Speculative Sampling", ["Samuel Okoro"], "2023-12-16", "2023-12-16", ["cs.LG", "stat.ML"],
              "We derive closed-form expressions for the expected number of accepted tokens as a function of the total variation distance between draft and target and give matching lower bounds."),
        paper("2407.16630", 1, "Batch Speculative Decoding for High-Throughput Serving", ["Ravi Kulkarni", "Hannah Becker"], "2024-07-23", "2024-07-23", ["cs.DC", "cs.CL"],
              "Speculative decoding is usually evaluated at batch size one. We show how ragged acceptance across a batch hurts throughput and propose padding-free verification kernels."),
        paper("2409.05518", 1, "Draft Token Budgets: Cost-Aware Speculative Decoding", ["Julia Novak", "Tariq Rahman", "Ana Ruiz"], "2024-09-09", "2024-09-09", ["cs.CL"],
              "We frame draft length selection as a budgeted decision problem that trades the draft's cost against expected acceptance and solve it with a contextual bandit."),
    ]
    q = "speculative decoding draft model acceptance rate"
    store = [
        {"id": "2211.17192", "title": "Fast Inference from Transformers via Speculative Decoding", "downloaded_at": "2024-11-12T09:41:07Z", "size_kb": 96},
        {"id": "2302.01318", "title": "Accelerating Large Language Model Decoding with Speculative Sampling", "downloaded_at": "2024-11-12T09:43:55Z", "size_kb": 71},
        {"id": "2401.10774", "title": "Medusa: Simple LLM Inference Acceleration Framework with Multiple Decoding Heads", "downloaded_at": "2024-11-14T16:02:31Z", "size_kb": 128},
        {"id": "2311.08814", "title": "Distilling Draft Models for Higher Token Acceptance in Speculative Sampling", "downloaded_at": "2024-11-19T10:22:48Z", "size_kb": 112},
    ]
    md = "\n".join([
        "# Distilling Draft Models for Higher Token Acceptance in Speculative Sampling",
        "",
        "Hao Lin¹, Rebecca Stein¹, Tomás Herrera², Yuki Sato¹",
        "",
        "¹ University of Toronto ² Universidad de Chile",
        "",
        "arXiv:2311.08814v3 [cs.LG] 2 Feb 2024",
        "",
        "## Abstract",
        "",
        "The speedup of speculative sampling is bounded by how often the target model accepts the draft model's tokens. We propose acceptance-aware distillation, which trains the draft on the total variation distance to the target distribution rather than cross-entropy on data. Across translation, summarisation and code tasks, distilled drafts raise acceptance rates by 9-18 points and end-to-end speedups by up to 1.5x compared with off-the-shelf drafts of the same size.",
        "",
        "## 1 Introduction",
        "",
        "Large autoregressive models generate one token per forward pass, so latency grows linearly with output length. Speculative sampling (Leviathan et al., 2023; Chen et al., 2023) lets a cheap draft model M_q propose γ tokens that the target M_p scores in a single pass; each drafted token x is accepted with probability min(1, p(x)/q(x)). The expected number of tokens produced per target pass is (1 - α^{γ+1}) / (1 - α), where α is the acceptance rate.",
        "",
        "Off-the-shelf drafts are trained with maximum likelihood on generic data. Their distributions q differ from p where it matters most: on the target's high-confidence continuations. Our observation is simple: α = 1 - TV(p, q) in expectation over contexts, so the draft should minimise total variation to p directly.",
        "",
        "Contributions:",
        "1. an acceptance-aware distillation objective with an unbiased, low-variance estimator of the TV gradient;",
        "2. a data recipe that samples contexts from the target model itself (on-policy) rather than from a fixed corpus;",
        "3. experiments on three tasks and two model families showing consistent gains in α and wall-clock speedup.",
        "",
        "## 2 Background",
        "",
        "### 2.1 Speculative sampling",
        "",
        "Given prefix x_{<t}, the draft samples x_t, ..., x_{t+γ-1} autoregressively. The target computes p for all γ+1 positions in parallel. Tokens are accepted left to right; at the first rejection a corrected token is sampled from norm(max(0, p - q)).",
        "",
        "| Model pair | Task | α (MLE draft) | α (ours) | Speedup (ours) |",
        "|---|---|---|---|---|",
        "| T5-XXL / T5-small | WMT En-De | 0.62 | 0.75 | 2.9x |",
        "| T5-XXL / T5-small | CNN/DM | 0.58 | 0.71 | 2.6x |",
        "| Llama-2-13B / 160M | HumanEval | 0.55 | 0.73 | 2.4x |",
        "| Llama-2-13B / 160M | GSM8K | 0.61 | 0.70 | 2.2x |",
        "",
        "*[Truncated: showing first 4,000 of 61,233 characters. Call read_paper with offset to continue.]*",
    ])
    turns = [
        (call("search_papers", query=q, max_results=5, sort_by="relevance"), pj({"total_results": 214, "start": 0, "papers": page1})),
        (call("search_papers", query=q, max_results=5, start=5, sort_by="relevance"), pj({"total_results": 214, "start": 5, "papers": page2})),
        (call("download_paper", paper_id="2311.08814"), pj({"status": "converting", "message": "Paper downloaded, conversion started", "started_at": "2024-11-19T10:22:41.583214"})),
        (call("download_paper", paper_id="2311.08814"), pj({"status": "success", "message": "Paper already available", "resource_uri": "file:///home/agent/.arxiv-mcp-server/papers/2311.08814.md"})),
        (call("list_papers"), pj({"total_papers": 4, "papers": store})),
        (call("read_paper", paper_id="2311.08814"), pj({"status": "success", "paper_id": "2311.08814", "content": md})),
    ]
    rs.add(task="mcp", tid="h34-mcp-04", system=system, turns=turns, state=state)


# Kafka: bad
def t05(rs: RowSet) -> None:
    system = mcp_system("kafka-admin", "admin client for the Kafka cluster prod-eu-1 (KRaft, 3 brokers, Kafka 3.7.1)", [
        tool("list_topics", "List topics with partition count and replication factor.", {"include_internal": B}, []),
        tool("describe_topic", "Describe a topic: id, configs, partitions with leader, replicas and ISR.", {"topic": S}, ["topic"]),
        tool("create_topic", "Create a topic.", {"topic": S, "partitions": INT, "replication_factor": INT, "configs": OBJ}, ["topic", "partitions"]),
        tool("delete_topic", "Delete a topic and all its data.", {"topic": S}, ["topic"]),
        tool("alter_topic_config", "Set or delete topic-level configs.", {"topic": S, "set": OBJ, "delete": A}, ["topic"]),
        tool("list_consumer_groups", "List consumer groups with state.", {}, []),
        tool("describe_consumer_group", "Offsets and lag of a consumer group per partition.", {"group_id": S}, ["group_id"]),
    ])
    state = ("Kafka cluster prod-eu-1, bootstrap kafka-1.prod.internal:9092, cluster id Mk3OEYBSD34fcwNTJENDM2Qk. The billing service "
             "finished migrating to the v2 invoice topics last week; the legacy consumer group billing-invoicer-legacy is stopped. "
             "Task: confirm the legacy group has fully drained billing.invoices.v1, delete billing.invoices.v1 and its DLQ, create a "
             "retry topic for v2 and raise retention of billing.invoices.v2 to 14 days.")
    base = [("__consumer_offsets", 50, True), ("_schemas", 1, False), ("billing.invoices.v1", 12, False), ("billing.invoices.v1.dlq", 3, False),
            ("billing.invoices.v2", 12, False), ("billing.invoices.v2.dlq", 3, False), ("billing.payments.v2", 12, False), ("checkout.events", 24, False),
            ("checkout.events.dlq", 3, False), ("connect-configs", 1, False), ("connect-offsets", 25, False), ("connect-status", 5, False),
            ("inventory.reservations", 12, False), ("notifications.email", 6, False), ("notifications.sms", 6, False), ("orders.created", 24, False),
            ("orders.fulfilled", 24, False), ("search.index-updates", 6, False)]

    def topics(rows: list[tuple[str, int, bool]]) -> str:
        return pj({"cluster_id": "Mk3OEYBSD34fcwNTJENDM2Qk", "count": len(rows),
                   "topics": [{"name": n, "partitions": p, "replication_factor": 3, "internal": i} for n, p, i in sorted(rows)]})

    reps = [[1, 2, 3], [2, 3, 1], [3, 1, 2]]
    v1_end = [418220, 417903, 419158, 418774, 417512, 418996, 418045, 419301, 417688, 418432, 418119, 418867]
    o2 = "\n".join([
        "Consumer group 'billing-invoicer-legacy' has no active members.",
        "",
        table(["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG", "CONSUMER-ID", "HOST", "CLIENT-ID"],
              [["billing-invoicer-legacy", "billing.invoices.v1", p, e, e, 0, "-", "-", "-"] for p, e in enumerate(v1_end)]
              + [["billing-invoicer-legacy", "billing.invoices.v1.dlq", p, e, e, 0, "-", "-", "-"] for p, e in enumerate([1204, 1187, 1251])]),
    ])
    o3 = "\n".join(
        ["Topic: billing.invoices.v1\tTopicId: qL7vN2xTRkWc0p9aHfE3yA\tPartitionCount: 12\tReplicationFactor: 3\tConfigs: cleanup.policy=delete,"
         "min.insync.replicas=2,retention.ms=604800000,segment.bytes=536870912,compression.type=zstd,message.timestamp.type=CreateTime"]
        + [f"\tTopic: billing.invoices.v1\tPartition: {p}\tLeader: {reps[p % 3][0]}\tReplicas: {','.join(map(str, reps[p % 3]))}\tIsr: {','.join(map(str, reps[p % 3]))}\tElr: \tLastKnownElr: "
           for p in range(12)])
    o5 = "\n".join(
        ["Topic: billing.invoices.v1.dlq\tTopicId: b4Rz0PqUS8m1dXkYw6JtGg\tPartitionCount: 3\tReplicationFactor: 3\tConfigs: cleanup.policy=delete,"
         "min.insync.replicas=2,retention.ms=2592000000,segment.bytes=1073741824"]
        + [f"\tTopic: billing.invoices.v1.dlq\tPartition: {p}\tLeader: {reps[p][0]}\tReplicas: {','.join(map(str, reps[p]))}\tIsr: {','.join(map(str, reps[p]))}\tElr: \tLastKnownElr: "
           for p in range(3)])
    groups = [("billing-invoicer", "Stable", "consumer", 6), ("billing-invoicer-legacy", "Empty", "consumer", 0), ("billing-payments-recon", "Stable", "consumer", 3),
              ("checkout-projector", "Stable", "consumer", 12), ("connect-cluster-prod", "Stable", "connect", 3), ("inventory-reserver", "Stable", "consumer", 4),
              ("notifications-dispatcher", "Stable", "consumer", 2), ("orders-fulfillment", "Stable", "consumer", 8), ("orders-analytics-sink", "Empty", "consumer", 0),
              ("search-indexer", "Stable", "consumer", 3)]
    o9 = table(["GROUP", "STATE", "PROTOCOL-TYPE", "MEMBERS", "COORDINATOR"],
               [[g, s, t, m, f"kafka-{i % 3 + 1}.prod.internal:9092 (id: {i % 3 + 1})"] for i, (g, s, t, m) in enumerate(groups)])
    after = [r for r in base if r[0] != "billing.invoices.v1.dlq"] + [("billing.invoices.v2.retry", 6, False)]
    turns = [
        (call("list_topics", include_internal=True), topics(base)),
        (call("describe_consumer_group", group_id="billing-invoicer-legacy"), o2),
        (call("describe_topic", topic="billing.invoices.v1"), o3),
        (call("delete_topic", topic="billing.invoices.v1"), pj({"deleted": ["billing.invoices.v1"], "topic_id": "qL7vN2xTRkWc0p9aHfE3yA", "error": None})),
        (call("describe_topic", topic="billing.invoices.v1.dlq"), o5),
        (call("delete_topic", topic="billing.invoices.v1.dlq"), pj({"deleted": ["billing.invoices.v1.dlq"], "topic_id": "b4Rz0PqUS8m1dXkYw6JtGg", "error": None})),
        (call("create_topic", topic="billing.invoices.v2.retry", partitions=6, replication_factor=3, configs={"retention.ms": "259200000", "min.insync.replicas": "2", "cleanup.policy": "delete"}),
         pj({"created": "billing.invoices.v2.retry", "topic_id": "XfG8s1hQTIu3n7VbZc2oPw", "partitions": 6, "replication_factor": 3,
             "configs": {"retention.ms": "259200000", "min.insync.replicas": "2", "cleanup.policy": "delete"}, "error": None})),
        (call("alter_topic_config", topic="billing.invoices.v2", set={"retention.ms": "1209600000"}),
         pj({"topic": "billing.invoices.v2", "altered": {"retention.ms": {"old": "604800000", "new": "1209600000", "source": "DYNAMIC_TOPIC_CONFIG"}}, "error": None})),
        (call("list_consumer_groups"), o9),
        (call("list_topics", include_internal=True), topics(after)),
    ]
    rs.add(task="mcp", tid="h34-mcp-05", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="topic deleted at turn 4 listed again at turn 10 (only the DLQ deleted later is gone)")


# Greenhouse: clean
def t06(rs: RowSet) -> None:
    system = mcp_system("greenhouse", "Greenhouse Harvest API for the Corvid Pay recruiting account", [
        tool("list_jobs", "List jobs. Filters: status (open|closed|draft), department_id.", {"status": S, "department_id": INT, "per_page": INT}, []),
        tool("list_applications", "List applications, most recent activity first.", {"job_id": INT, "status": S, "per_page": INT}, []),
        tool("get_candidate", "Get a candidate with their applications.", {"candidate_id": INT}, ["candidate_id"]),
        tool("advance_application", "Move an active application to the next stage of its job's interview plan.", {"application_id": INT, "from_stage_id": INT}, ["application_id", "from_stage_id"]),
        tool("reject_application", "Reject an application.", {"application_id": INT, "rejection_reason_id": INT, "notes": S}, ["application_id", "rejection_reason_id"]),
        tool("add_note", "Add a note to a candidate's activity feed.", {"candidate_id": INT, "body": S, "visibility": {"type": "string", "enum": ["admin_only", "private", "public"]}}, ["candidate_id", "body"]),
    ])
    state = ("Greenhouse account Corvid Pay, acting as On-Behalf-Of user 4280117003 (Mads Iversen, hiring manager). Engineering "
             "department id 4011002003. Task: on Senior Backend Engineer (Payments), move Ines Kowalczyk to Onsite after her two "
             "positive technical scorecards, note why, and reject Diego Ferreira, whose technical interview was a no-hire.")
    stages = {"AR": (6120431003, "Application Review"), "RS": (6120432003, "Recruiter Screen"), "TI": (6120433003, "Technical Interview"),
              "ON": (6120434003, "Onsite"), "OF": (6120435003, "Offer")}
    job = {"id": 4412887003, "name": "Senior Backend Engineer (Payments)"}
    apps = {
        "A": (91244810003, 78820114003, "Renata", "Castellanos", "TI", "2024-10-28T09:14:51Z", "2024-11-18T16:42:10Z", (4000021003, "LinkedIn (Prospecting)")),
        "B": (91302277003, 78871520003, "Jamal", "Whitaker", "RS", "2024-11-04T18:20:33Z", "2024-11-18T11:05:33Z", (4000005003, "Jobs page on your website")),
        "C": (91188402003, 78760193003, "Mei", "Lin", "ON", "2024-10-15T07:58:02Z", "2024-11-17T09:12:48Z", (4000021003, "LinkedIn (Prospecting)")),
        "D": (91230518003, 78795530003, "Ines", "Kowalczyk", "TI", "2024-10-22T12:03:40Z", "2024-11-15T14:20:07Z", (4000009003, "Referral")),
        "E": (91310942003, 78880431003, "Tobias", "Brandt", "AR", "2024-11-13T21:47:15Z", "2024-11-14T08:51:22Z", (4000005003, "Jobs page on your website")),
        "F": (91268104003, 78840077003, "Chidi", "Okeke", "RS", "2024-10-31T10:26:09Z", "2024-11-13T15:30:00Z", (4000017003, "Otta")),
        "G": (91305516003, 78874902003, "Hanna", "Virtanen", "AR", "2024-11-11T16:12:28Z", "2024-11-12T10:44:19Z", (4000005003, "Jobs page on your website")),
        "H": (91177342003, 78751826003, "Diego", "Ferreira", "TI", "2024-10-10T08:39:57Z", "2024-11-08T13:02:55Z", (4000021003, "LinkedIn (Prospecting)")),
        "I": (91290035003, 78861147003, "Sunita", "Rao", "AR", "2024-11-02T11:55:04Z", "2024-11-05T09:17:41Z", (4000017003, "Otta")),
    }

    def app(k: str, stage: str | None = None, last: str | None = None, status: str = "active", rej: dict[str, Any] | None = None) -> dict[str, Any]:
        aid, cid, _fn, _ln, st, applied, la, src = apps[k]
        sid, sname = stages[stage or st]
        return {"id": aid, "candidate_id": cid, "prospect": False, "applied_at": applied, "rejected_at": rej["rejected_at"] if rej else None,
                "last_activity_at": last or la, "location": None, "source": {"id": src[0], "public_name": src[1]},
                "credited_to": {"id": 4280117003, "first_name": "Mads", "last_name": "Iversen", "name": "Mads Iversen", "employee_id": "E-0057"} if src[1] == "Referral" else None,
                "rejection_reason": rej["reason"] if rej else None, "rejection_details": rej["details"] if rej else None,
                "jobs": [job], "job_post_id": 5533018003, "status": status, "current_stage": {"id": sid, "name": sname},
                "answers": [], "prospective_office": None, "prospective_department": None, "prospect_detail": {"prospect_pool": None, "prospect_stage": None, "prospect_owner": None},
                "custom_fields": {"notice_period": None}, "keyed_custom_fields": {}, "attachments": []}

    jobs = [
        (4412887003, "Senior Backend Engineer (Payments)", "ENG-2024-031", "2024-09-30T08:00:00Z", 2, "Berlin / Remote EU"),
        (4412890003, "Staff Site Reliability Engineer", "ENG-2024-033", "2024-10-07T08:00:00Z", 1, "Berlin"),
        (4413015003, "Android Engineer", "ENG-2024-036", "2024-10-21T08:00:00Z", 1, "Remote EU"),
        (4413102003, "Engineering Manager, Risk", "ENG-2024-038", "2024-11-04T08:00:00Z", 1, "Berlin"),
        (4413177003, "Data Engineer (Ledger)", "ENG-2024-040", "2024-11-11T08:00:00Z", 1, "Berlin / Remote EU"),
    ]
    o1 = pj([{"id": i, "name": n, "requisition_id": r, "notes": None, "confidential": False, "status": "open", "created_at": o,
              "opened_at": o, "closed_at": None, "updated_at": o, "is_template": False, "copied_from_id": None,
              "departments": [{"id": 4011002003, "name": "Engineering", "parent_id": None, "child_ids": [], "external_id": None}],
              "offices": [{"id": 4008840003, "name": loc, "location": {"name": loc}}],
              "openings": [{"id": i // 1000 * 7 + k, "opening_id": f"{r}-{k + 1}", "status": "open", "opened_at": o, "closed_at": None} for k in range(cnt)],
              "hiring_team": {"hiring_managers": [{"id": 4280117003, "first_name": "Mads", "last_name": "Iversen", "name": "Mads Iversen", "responsible": True}],
                              "recruiters": [{"id": 4280140003, "first_name": "Yasmin", "last_name": "Adler", "name": "Yasmin Adler", "responsible": True}]}}
             for i, n, r, o, cnt, loc in jobs])
    order1 = ["A", "B", "C", "D", "E", "F", "G", "H", "I"]

    def cand(stage: str, last: str, updated: str) -> str:
        return pj({
            "id": 78795530003, "first_name": "Ines", "last_name": "Kowalczyk", "company": "Allegro", "title": "Backend Engineer II",
            "created_at": "2024-10-22T12:03:40Z", "updated_at": updated, "last_activity": last, "is_private": False, "photo_url": None,
            "application_ids": [91230518003], "can_email": True, "tags": ["Go", "Referral", "Payments"],
            "phone_numbers": [{"value": "+48 512 330 918", "type": "mobile"}], "addresses": [{"value": "Wrocław, Poland", "type": "home"}],
            "email_addresses": [{"value": "ines.kowalczyk@proton.me", "type": "personal"}],
            "website_addresses": [{"value": "https://github.com/ikowalczyk", "type": "personal"}], "social_media_addresses": [],
            "recruiter": {"id": 4280140003, "first_name": "Yasmin", "last_name": "Adler", "name": "Yasmin Adler", "employee_id": "E-0140"},
            "coordinator": {"id": 4280152003, "first_name": "Tom", "last_name": "Reuter", "name": "Tom Reuter", "employee_id": "E-0152"},
            "attachments": [{"filename": "Ines_Kowalczyk_CV_2024.pdf", "url": "https://grnh.se/attachments/7f3c20be91", "type": "resume", "created_at": "2024-10-22T12:03:41Z"}],
            "applications": [app("D", stage=stage, last="2024-11-19T14:31:07Z" if stage == "ON" else None)],
            "educations": [{"id": 61034412003, "school_name": "Wrocław University of Science and Technology", "degree": "Master's Degree", "discipline": "Computer Science", "start_date": "2013-10-01T00:00:00.000Z", "end_date": "2018-06-30T00:00:00.000Z"}],
            "employments": [{"id": 52210876003, "company_name": "Allegro", "title": "Backend Engineer II", "start_date": "2020-03-01T00:00:00.000Z", "end_date": None}],
            "custom_fields": {"desired_salary": "€92,000", "work_permit": "EU citizen"}, "keyed_custom_fields": {}})

    note = ("Moving to Onsite. Both technical scorecards are Strong Yes (R. Haddad: idempotent ledger writes, clean retry design; "
            "D. Okonkwo: solid Go, good questions on settlement windows). Onsite loop: system design + team fit, target week of 25 Nov.")
    rej = {"rejected_at": "2024-11-19T14:33:40Z", "reason": {"id": 23091003, "name": "Lacked technical skills", "type": {"id": 1, "name": "We rejected them"}},
           "details": {"custom_fields": {}, "keyed_custom_fields": {}}}
    order2 = ["D", "A", "B", "C", "E", "F", "G", "I"]
    turns = [
        (call("list_jobs", status="open", department_id=4011002003, per_page=50), o1),
        (call("list_applications", job_id=4412887003, status="active", per_page=50), pj([app(k) for k in order1])),
        (call("get_candidate", candidate_id=78795530003), cand("TI", "2024-11-15T14:20:07Z", "2024-11-15T14:20:07Z")),
        (call("advance_application", application_id=91230518003, from_stage_id=6120433003), pj(app("D", stage="ON", last="2024-11-19T14:31:07Z"))),
        (call("add_note", candidate_id=78795530003, body=note, visibility="public"),
         pj({"id": 403381177003, "created_at": "2024-11-19T14:32:02Z", "body": note, "user": {"id": 4280117003, "first_name": "Mads", "last_name": "Iversen", "name": "Mads Iversen", "employee_id": "E-0057"},
             "private": False, "visiblity": "public", "visibility": "public"})),
        (call("reject_application", application_id=91177342003, rejection_reason_id=23091003, notes="Technical interview no-hire (2/2 scorecards No)."),
         pj(app("H", last="2024-11-19T14:33:40Z", status="rejected", rej=rej))),
        (call("list_applications", job_id=4412887003, status="active", per_page=50),
         pj([app(k, stage="ON", last="2024-11-19T14:31:07Z") if k == "D" else app(k) for k in order2])),
        (call("get_candidate", candidate_id=78795530003), cand("ON", "2024-11-19T14:32:02Z", "2024-11-19T14:32:02Z")),
    ]
    rs.add(task="mcp", tid="h34-mcp-06", system=system, turns=turns, state=state)


# Pinecone: bad
def t07(rs: RowSet) -> None:
    system = mcp_system("pinecone", "Pinecone vector database, project corvid-internal-ai (serverless, integrated inference)", [
        tool("list-indexes", "List the indexes in the project.", {}, []),
        tool("describe-index", "Describe an index's configuration.", {"name": S}, ["name"]),
        tool("describe-index-stats", "Record counts per namespace and index dimension.", {"name": S}, ["name"]),
        tool("upsert-records", "Upsert text records into an index with integrated embedding.", {"name": S, "namespace": S, "records": A}, ["name", "namespace", "records"]),
        tool("search-records", "Semantic search over an index with integrated embedding.", {"name": S, "namespace": S, "query": OBJ, "rerank": OBJ}, ["name", "namespace", "query"]),
    ])
    state = ("Pinecone project corvid-internal-ai. The employee-handbook assistant reads from index handbook-rag (namespace per "
             "handbook edition). Task: add the six chunks of the new 2024 travel-policy section to namespace handbook-2024 and check "
             "they are retrievable.")
    host = "handbook-rag-x7k2p9d.svc.aped-4627-b74a.pinecone.io"
    idx = [
        {"name": "support-kb", "dimension": 1024, "metric": "cosine", "host": "support-kb-3fq8m2a.svc.aped-4627-b74a.pinecone.io", "vector_type": "dense",
         "spec": {"serverless": {"cloud": "aws", "region": "us-east-1"}}, "status": {"ready": True, "state": "Ready"}, "deletion_protection": "enabled",
         "embed": {"model": "llama-text-embed-v2", "field_map": {"text": "content"}, "dimension": 1024, "metric": "cosine"}, "tags": {"team": "support"}},
        {"name": "product-catalog", "dimension": 1536, "metric": "cosine", "host": "product-catalog-p1z0k7c.svc.aped-4627-b74a.pinecone.io", "vector_type": "dense",
         "spec": {"serverless": {"cloud": "aws", "region": "us-east-1"}}, "status": {"ready": True, "state": "Ready"}, "deletion_protection": "disabled",
         "embed": None, "tags": {"team": "commerce"}},
        {"name": "handbook-rag", "dimension": 1024, "metric": "cosine", "host": host, "vector_type": "dense",
         "spec": {"serverless": {"cloud": "aws", "region": "us-east-1"}}, "status": {"ready": True, "state": "Ready"}, "deletion_protection": "disabled",
         "embed": {"model": "multilingual-e5-large", "field_map": {"text": "chunk_text"}, "dimension": 1024, "metric": "cosine"}, "tags": {"team": "people-ops"}},
    ]
    o2 = pj({"name": "handbook-rag", "dimension": 1024, "metric": "cosine", "host": host, "vector_type": "dense",
             "spec": {"serverless": {"cloud": "aws", "region": "us-east-1"}}, "status": {"ready": True, "state": "Ready"},
             "deletion_protection": "disabled", "tags": {"team": "people-ops"},
             "embed": {"model": "multilingual-e5-large", "field_map": {"text": "chunk_text"}, "dimension": 1024, "metric": "cosine",
                       "read_parameters": {"input_type": "query", "truncate": "END"}, "write_parameters": {"input_type": "passage", "truncate": "END"}}})

    def stats(h24: int, dim: int) -> str:
        ns = {"handbook-2023": 1611, "handbook-2024": h24, "policies-de": 402}
        return pj({"namespaces": {k: {"recordCount": v} for k, v in ns.items()}, "dimension": dim, "indexFullness": 0,
                   "totalRecordCount": sum(ns.values()), "metric": "cosine", "vectorType": "dense"})

    chunks = [
        ("travel-policy-2024#c01", "Scope. This policy applies to all business travel booked from 1 January 2024. Travel must be approved in Navan by the budget owner before booking; trips over EUR 2,500 also need the department head."),
        ("travel-policy-2024#c02", "Transport. Rail is mandatory for journeys under 5 hours door to door. Flights are economy class; premium economy is allowed for single flight segments over 8 hours."),
        ("travel-policy-2024#c03", "Accommodation. Hotels are booked through Navan within the city cap: Berlin EUR 150, London GBP 210, Zurich CHF 240, New York USD 320 per night, breakfast included where available."),
        ("travel-policy-2024#c04", "Per diem. Meals are reimbursed as a daily allowance at the German statutory rates for the destination country (Switzerland: EUR 64 full day, EUR 43 arrival/departure day). Receipts for meals are not needed."),
        ("travel-policy-2024#c05", "Expenses. Submit expenses in Navan within 30 days of return. Taxis are allowed between 22:00 and 06:00 or with luggage over 20 kg; otherwise use public transport."),
        ("travel-policy-2024#c06", "Exceptions. The People Ops travel desk (travel@corvidpay.io) can approve exceptions for accessibility needs, safety concerns or family care obligations."),
    ]
    records = [{"_id": i, "chunk_text": t, "section": "Travel", "doc_id": "travel-policy-2024", "edition": "2024"} for i, t in chunks]
    hits = [
        ("travel-policy-2024#c04", 0.8713, chunks[3][1], "Travel", "travel-policy-2024"),
        ("travel-policy-2024#c03", 0.8240, chunks[2][1], "Travel", "travel-policy-2024"),
        ("benefits-2024#c17", 0.7962, "Meal vouchers. Employees receive 15 Sodexo meal vouchers per month (EUR 7.50 each), loaded on the first working day of the month.", "Benefits", "benefits-2024"),
        ("travel-policy-2024#c05", 0.7811, chunks[4][1], "Travel", "travel-policy-2024"),
        ("remote-work-2024#c09", 0.7644, "Working abroad. Up to 20 working days per year from EU/EEA countries and Switzerland, registered in Personio at least two weeks before.", "Remote work", "remote-work-2024"),
    ]
    o5 = pj({"result": {"hits": [{"_id": i, "_score": s, "fields": {"chunk_text": t, "section": sec, "doc_id": d}} for i, s, t, sec, d in hits]},
             "usage": {"read_units": 6, "embed_total_tokens": 14}})
    de = [
        ("reisekosten-2024#c04", 0.8891, "Verpflegungsmehraufwand. Es gelten die steuerlichen Pauschalen für das Zielland (Schweiz: 64 EUR pro vollem Tag, 43 EUR für An- und Abreisetag)."),
        ("reisekosten-2024#c03", 0.8315, "Übernachtung. Hotels werden über Navan innerhalb der Städtegrenzen gebucht: Berlin 150 EUR, Zürich 240 CHF pro Nacht inklusive Frühstück."),
        ("reisekosten-2024#c01", 0.7920, "Geltungsbereich. Diese Richtlinie gilt für alle Dienstreisen, die ab dem 1. Januar 2024 gebucht werden."),
    ]
    o7 = pj({"result": {"hits": [{"_id": i, "_score": s, "fields": {"chunk_text": t, "section": "Reisekosten", "doc_id": "reisekosten-2024"}} for i, s, t in de]},
             "usage": {"read_units": 6, "embed_total_tokens": 11}})
    turns = [
        (call("list-indexes"), pj({"indexes": idx})),
        (call("describe-index", name="handbook-rag"), o2),
        (call("describe-index-stats", name="handbook-rag"), stats(1842, 1024)),
        (call("upsert-records", name="handbook-rag", namespace="handbook-2024", records=records), "Successfully upserted 6 records into namespace 'handbook-2024' of index 'handbook-rag'."),
        (call("search-records", name="handbook-rag", namespace="handbook-2024", query={"topK": 5, "inputs": {"text": "per diem rates for business travel to Switzerland"}}), o5),
        (call("describe-index-stats", name="handbook-rag"), stats(1848, 768)),
        (call("search-records", name="handbook-rag", namespace="policies-de", query={"topK": 3, "inputs": {"text": "Reisekosten Tagegeld Schweiz"}}), o7),
    ]
    rs.add(task="mcp", tid="h34-mcp-07", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="index dimension changes from 1024 to 768 with no configuration change (dimension is immutable)")


# Toggl Track: clean
def t08(rs: RowSet) -> None:
    system = mcp_system("toggl", "Toggl Track API v9 for the workspace Richter Consulting", [
        tool("get_me", "The authenticated user.", {}, []),
        tool("get_current_time_entry", "The running time entry, or null.", {}, []),
        tool("start_time_entry", "Start a time entry now.", {"workspace_id": INT, "description": S, "project_id": INT, "tags": A, "billable": B}, ["workspace_id"]),
        tool("stop_time_entry", "Stop a running time entry.", {"workspace_id": INT, "time_entry_id": INT}, ["workspace_id", "time_entry_id"]),
        tool("update_time_entry", "Update fields of a time entry.", {"workspace_id": INT, "time_entry_id": INT, "description": S, "project_id": INT, "tags": A}, ["workspace_id", "time_entry_id"]),
        tool("list_time_entries", "Time entries between two dates, most recent start first.", {"start_date": S, "end_date": S}, []),
        tool("list_projects", "Projects of a workspace.", {"workspace_id": INT, "active": B}, ["workspace_id"]),
    ])
    state = ("Toggl Track, user Jonas Richter (freelance developer), workspace 6120934. A timer for sprint planning is running. Task: "
             "stop it, start tracking the Q3 invoice reconciliation on Finance Ops, fix the sprint-planning description, and stop the "
             "reconciliation timer when done.")
    ws, uid = 6120934, 9120447
    tags = {"meeting": 18204411, "finance": 18204437, "review": 18204452, "admin": 18204460}

    def iso(s: str) -> str:
        return s.replace(" ", "T") + "+00:00"

    def te(eid: int, desc: str, pid: int | None, tg: list[str], start: str, stop: str | None, at: str, billable: bool = True) -> dict[str, Any]:
        dur = epoch(stop) - epoch(start) if stop else -epoch(start)
        return {"id": eid, "workspace_id": ws, "project_id": pid, "task_id": None, "billable": billable, "start": iso(start),
                "stop": iso(stop) if stop else None, "duration": dur, "description": desc, "tags": tg, "tag_ids": [tags[t] for t in tg],
                "duronly": True, "at": iso(at), "server_deleted_at": None, "user_id": uid, "uid": uid, "wid": ws, "pid": pid}

    sp_run = te(3702118845, "Sprint planning", 201884532, ["meeting"], "2024-11-19 12:58:11", None, "2024-11-19 12:58:11")
    sp_stop = te(3702118845, "Sprint planning", 201884532, ["meeting"], "2024-11-19 12:58:11", "2024-11-19 13:47:40", "2024-11-19 13:47:40")
    sp_ren = te(3702118845, "Sprint planning – mobile", 201884532, ["meeting"], "2024-11-19 12:58:11", "2024-11-19 13:47:40", "2024-11-19 13:51:02")
    inv_run = te(3702140017, "Invoice reconciliation – Q3", 201884790, ["finance"], "2024-11-19 13:48:25", None, "2024-11-19 13:48:25", billable=False)
    inv_stop = te(3702140017, "Invoice reconciliation – Q3", 201884790, ["finance"], "2024-11-19 13:48:25", "2024-11-19 14:36:58", "2024-11-19 14:36:58", billable=False)
    earlier = [
        te(3702077120, "Code review – payouts API", 201884532, ["review"], "2024-11-19 10:02:14", "2024-11-19 11:31:50", "2024-11-19 11:31:50"),
        te(3702061934, "Standup", 201884532, ["meeting"], "2024-11-19 09:30:00", "2024-11-19 09:45:12", "2024-11-19 09:45:12"),
        te(3702055218, "Email & Slack triage", 201884611, ["admin"], "2024-11-19 08:41:05", "2024-11-19 09:28:47", "2024-11-19 09:28:47", billable=False),
    ]
    me = {"id": uid, "email": "jonas@richter-consulting.dev", "fullname": "Jonas Richter", "timezone": "Europe/Berlin", "default_workspace_id": ws,
          "beginning_of_week": 1, "image_url": "https://assets.track.toggl.com/images/profile.png", "country_id": 83, "has_password": True,
          "created_at": "2019-02-11T08:15:42.118942Z", "updated_at": "2024-06-03T17:20:09.551038Z", "at": "2024-06-03T17:20:09.551038Z",
          "openid_enabled": False, "authorization_updated_at": "2024-06-03T17:20:09.551038Z", "intercom_hash": "b71e0c6a43d95f28e1d0a7c4b3e6f9125d84a0c7e2b1f6d3a9c8e5b4d7f0a2c1"}
    projects = [
        (201884532, "Mobile Sprint 42", 64118204, "Northwind Health", True, "#06aaf5", 141, 508212),
        (201884611, "Admin", None, None, False, "#9e5bd9", 37, 133980),
        (201884790, "Finance Ops", None, None, False, "#e36a00", 12, 43911),
        (201884802, "Brightline – API audit", 64118377, "Brightline Energy", True, "#2da608", 22, 79266),
        (201884845, "Payouts v2 integration", 64118204, "Northwind Health", True, "#c9806b", 68, 245170),
        (201884870, "Open source", None, None, False, "#465bb3", 9, 31440),
        (201884911, "Workshops", 64118450, "Code Academy Leipzig", True, "#d94182", 16, 57600),
        (201884934, "Sales & proposals", None, None, False, "#bc2d07", 6, 21893),
    ]
    o4 = pj([{"id": i, "workspace_id": ws, "client_id": c, "client_name": cn, "name": n, "is_private": True, "active": True,
              "at": "2024-11-19T13:47:40+00:00" if i == 201884532 else "2024-11-04T09:12:33+00:00", "created_at": "2024-01-08T10:00:00+00:00",
              "server_deleted_at": None, "color": col, "billable": b, "template": False, "auto_estimates": None, "estimated_hours": None,
              "rate": 85.0 if b else None, "currency": "EUR" if b else None, "recurring": False, "actual_hours": h, "actual_seconds": sec,
              "wid": ws, "cid": c}
             for i, n, c, cn, b, col, h, sec in projects])
    turns = [
        (call("get_me"), pj(me)),
        (call("get_current_time_entry"), pj(sp_run)),
        (call("stop_time_entry", workspace_id=ws, time_entry_id=3702118845), pj(sp_stop)),
        (call("list_projects", workspace_id=ws, active=True), o4),
        (call("start_time_entry", workspace_id=ws, description="Invoice reconciliation – Q3", project_id=201884790, tags=["finance"], billable=False), pj(inv_run)),
        (call("list_time_entries", start_date="2024-11-19", end_date="2024-11-20"), pj([inv_run, sp_stop] + earlier)),
        (call("update_time_entry", workspace_id=ws, time_entry_id=3702118845, description="Sprint planning – mobile"), pj(sp_ren)),
        (call("get_current_time_entry"), pj(inv_run)),
        (call("stop_time_entry", workspace_id=ws, time_entry_id=3702140017), pj(inv_stop)),
    ]
    rs.add(task="mcp", tid="h34-mcp-08", system=system, turns=turns, state=state)


# Temporal: bad
def t09(rs: RowSet) -> None:
    system = mcp_system("temporal", "Temporal Cloud namespace payments-prod.a7x2k (frontend payments-prod.a7x2k.tmprl.cloud:7233)", [
        tool("list_workflows", "List workflow executions with a visibility query.", {"query": S, "page_size": INT}, []),
        tool("describe_workflow", "Describe a workflow execution.", {"workflow_id": S, "run_id": S}, ["workflow_id"]),
        tool("get_workflow_history", "Events of a workflow execution, optionally starting at an event id.", {"workflow_id": S, "run_id": S, "from_event_id": INT}, ["workflow_id"]),
        tool("query_workflow", "Run a query handler on a workflow.", {"workflow_id": S, "query_type": S}, ["workflow_id", "query_type"]),
        tool("signal_workflow", "Send a signal to a workflow.", {"workflow_id": S, "signal_name": S, "input": OBJ}, ["workflow_id", "signal_name"]),
        tool("describe_task_queue", "Pollers of a task queue.", {"task_queue": S}, ["task_queue"]),
    ])
    state = ("Temporal Cloud namespace payments-prod.a7x2k. RefundApprovalWorkflow waits for a manager-approval signal after "
             "notifying the approver, with a 48h escalation timer. Laura Moreau (l.moreau) approved refund ord-88213 in Slack, but the "
             "Slack action failed to reach Temporal. Task: confirm the workflow is waiting, deliver the approval signal, and check it completes.")
    run = "0193a1f2-6c4e-7b58-9a0d-3e5f8c2b1d47"
    wf = "refund-ord-88213"
    others = [
        ("refund-ord-88190", "0193a1d8-2f90-7e41-b6c3-91a0d4e7f258", "2024-11-19T09:47:31.662Z", 17),
        ("refund-ord-88177", "0193a1bf-8c15-7a03-8e7d-5b2c6f9a0e14", "2024-11-19T09:20:05.118Z", 17),
        ("refund-ord-88102", "01939d6e-4a7b-7c92-a1f5-0d8e3b6c2a97", "2024-11-18T17:44:12.907Z", 17),
        ("refund-ord-88095", "01939d44-b3e1-7d6a-9c28-7f1e5a0b4d63", "2024-11-18T16:58:40.351Z", 17),
        ("refund-ord-87954", "01939a0c-71d2-7f85-8b4e-2c9a6d3f1e08", "2024-11-18T11:03:27.740Z", 17),
    ]

    def row(w: str, r: str, start: str, hl: int) -> dict[str, Any]:
        return {"execution": {"workflowId": w, "runId": r}, "type": {"name": "RefundApprovalWorkflow"}, "startTime": start,
                "status": "WORKFLOW_EXECUTION_STATUS_RUNNING", "executionTime": start, "historyLength": str(hl), "taskQueue": "refunds",
                "searchAttributes": {"indexedFields": {"OrderId": w.removeprefix("refund-"), "RefundStage": "AWAITING_APPROVAL"}}}

    o1 = pj({"executions": [row(wf, run, "2024-11-19T10:12:58.204Z", 17)] + [row(*o) for o in others], "nextPageToken": None})
    tid = [1048578 + 4 * i for i in range(40)]

    def ev(n: int, t: str, typ: str, attrs: dict[str, Any] | None = None) -> dict[str, Any]:
        key = "".join(w.capitalize() for w in typ.split("_"))
        key = key[0].lower() + key[1:] + "EventAttributes"
        return {"eventId": str(n), "eventTime": f"2024-11-19T{t}Z", "eventType": f"EVENT_TYPE_{typ}", "taskId": str(tid[n]), key: attrs or {}}

    wt = {"taskQueue": {"name": "refunds", "kind": "TASK_QUEUE_KIND_NORMAL"}, "startToCloseTimeout": "10s", "attempt": 1}
    ident = "12@refunds-worker-7c9d8f6b5-xk2lp"
    h1 = [
        ev(1, "10:12:58.204", "WORKFLOW_EXECUTION_STARTED", {"workflowType": {"name": "RefundApprovalWorkflow"}, "taskQueue": {"name": "refunds"},
            "input": {"payloads": [{"orderId": "ord-88213", "amountCents": 18450, "currency": "EUR", "reason": "damaged_in_transit", "requestedBy": "cs-agent:k.brandt"}]},
            "workflowExecutionTimeout": "0s", "workflowRunTimeout": "0s", "workflowTaskTimeout": "10s", "originalExecutionRunId": run, "identity": "api-gateway@refunds-api-5d8b7c9f4-m2q7t", "attempt": 1}),
        ev(2, "10:12:58.204", "WORKFLOW_TASK_SCHEDULED", wt),
        ev(3, "10:12:58.231", "WORKFLOW_TASK_STARTED", {"scheduledEventId": "2", "identity": ident, "requestId": "a3f1c9e2-7b4d-4e08-9c51-2d6e8f0b7a43"}),
        ev(4, "10:12:58.262", "WORKFLOW_TASK_COMPLETED", {"scheduledEventId": "2", "startedEventId": "3", "identity": ident}),
        ev(5, "10:12:58.262", "ACTIVITY_TASK_SCHEDULED", {"activityId": "5", "activityType": {"name": "ValidateRefund"}, "taskQueue": {"name": "refunds"}, "startToCloseTimeout": "30s",
            "retryPolicy": {"initialInterval": "1s", "backoffCoefficient": 2, "maximumInterval": "60s", "maximumAttempts": 5}}),
        ev(6, "10:12:58.289", "ACTIVITY_TASK_STARTED", {"scheduledEventId": "5", "identity": ident, "attempt": 1}),
        ev(7, "10:12:59.114", "ACTIVITY_TASK_COMPLETED", {"result": {"payloads": [{"eligible": True, "paymentId": "pay_3QhN8sLkP0v2", "capturedCents": 18450}]}, "scheduledEventId": "5", "startedEventId": "6"}),
        ev(8, "10:12:59.114", "WORKFLOW_TASK_SCHEDULED", wt),
        ev(9, "10:12:59.140", "WORKFLOW_TASK_STARTED", {"scheduledEventId": "8", "identity": ident}),
        ev(10, "10:12:59.171", "WORKFLOW_TASK_COMPLETED", {"scheduledEventId": "8", "startedEventId": "9", "identity": ident}),
        ev(11, "10:12:59.171", "ACTIVITY_TASK_SCHEDULED", {"activityId": "11", "activityType": {"name": "NotifyApprover"}, "taskQueue": {"name": "refunds"}, "startToCloseTimeout": "30s"}),
        ev(12, "10:13:19.806", "ACTIVITY_TASK_STARTED", {"scheduledEventId": "11", "identity": ident, "attempt": 3,
            "lastFailure": {"message": "slack: rate_limited (Retry-After 15)", "applicationFailureInfo": {"type": "SlackRateLimited"}}}),
        ev(13, "10:13:20.512", "ACTIVITY_TASK_COMPLETED", {"result": {"payloads": [{"channel": "C04REFUNDS", "ts": "1732011200.512339", "approver": "l.moreau"}]}, "scheduledEventId": "11", "startedEventId": "12"}),
        ev(14, "10:13:20.512", "WORKFLOW_TASK_SCHEDULED", wt),
        ev(15, "10:13:20.540", "WORKFLOW_TASK_STARTED", {"scheduledEventId": "14", "identity": ident}),
        ev(16, "10:13:20.577", "WORKFLOW_TASK_COMPLETED", {"scheduledEventId": "14", "startedEventId": "15", "identity": ident}),
        ev(17, "10:13:20.577", "TIMER_STARTED", {"timerId": "17", "startToFireTimeout": "172800s", "workflowTaskCompletedEventId": "16"}),
    ]
    h2 = [
        ev(18, "10:09:47.203", "WORKFLOW_EXECUTION_SIGNALED", {"signalName": "manager-approval", "input": {"payloads": [{"approved": True, "approver": "l.moreau", "comment": "Photos confirm transit damage"}]},
            "identity": "temporal-mcp@agent-runner"}),
        ev(19, "10:24:47.203", "WORKFLOW_TASK_SCHEDULED", wt),
        ev(20, "10:24:47.229", "WORKFLOW_TASK_STARTED", {"scheduledEventId": "19", "identity": ident}),
        ev(21, "10:24:47.266", "WORKFLOW_TASK_COMPLETED", {"scheduledEventId": "19", "startedEventId": "20", "identity": ident}),
        ev(22, "10:24:47.266", "TIMER_CANCELED", {"timerId": "17", "startedEventId": "17", "workflowTaskCompletedEventId": "21", "identity": ident}),
        ev(23, "10:24:47.266", "ACTIVITY_TASK_SCHEDULED", {"activityId": "23", "activityType": {"name": "IssueRefund"}, "taskQueue": {"name": "refunds"}, "startToCloseTimeout": "60s"}),
        ev(24, "10:24:47.291", "ACTIVITY_TASK_STARTED", {"scheduledEventId": "23", "identity": ident, "attempt": 1}),
        ev(25, "10:24:49.808", "ACTIVITY_TASK_COMPLETED", {"result": {"payloads": [{"refundId": "re_3QhPz1LkP0v2b7Xc", "status": "succeeded", "amountCents": 18450}]}, "scheduledEventId": "23", "startedEventId": "24"}),
        ev(26, "10:24:49.808", "WORKFLOW_TASK_SCHEDULED", wt),
        ev(27, "10:24:49.834", "WORKFLOW_TASK_STARTED", {"scheduledEventId": "26", "identity": ident}),
        ev(28, "10:24:49.869", "WORKFLOW_TASK_COMPLETED", {"scheduledEventId": "26", "startedEventId": "27", "identity": ident}),
        ev(29, "10:24:49.869", "WORKFLOW_EXECUTION_COMPLETED", {"result": {"payloads": [{"stage": "REFUNDED", "refundId": "re_3QhPz1LkP0v2b7Xc"}]}, "workflowTaskCompletedEventId": "28"}),
    ]
    status = {"stage": "AWAITING_APPROVAL", "orderId": "ord-88213", "amountCents": 18450, "currency": "EUR", "reason": "damaged_in_transit",
              "requestedBy": "cs-agent:k.brandt", "approver": "l.moreau", "approverNotifiedAt": "2024-11-19T10:13:20.512Z", "escalationAt": "2024-11-21T10:13:20.577Z"}
    o6 = pj({"executionConfig": {"taskQueue": {"name": "refunds", "kind": "TASK_QUEUE_KIND_NORMAL"}, "workflowExecutionTimeout": "0s", "workflowRunTimeout": "0s", "defaultWorkflowTaskTimeout": "10s"},
             "workflowExecutionInfo": {"execution": {"workflowId": wf, "runId": run}, "type": {"name": "RefundApprovalWorkflow"},
                                       "startTime": "2024-11-19T10:12:58.204Z", "closeTime": "2024-11-19T10:24:49.869Z", "status": "WORKFLOW_EXECUTION_STATUS_COMPLETED",
                                       "historyLength": "29", "executionTime": "2024-11-19T10:12:58.204Z", "memo": {"fields": {"ticket": "CS-55120"}},
                                       "searchAttributes": {"indexedFields": {"OrderId": "ord-88213", "RefundStage": "REFUNDED"}},
                                       "autoResetPoints": {"points": [{"buildId": "refunds-worker@2024.11.14-3", "runId": run, "firstWorkflowTaskCompletedId": "4", "createTime": "2024-11-19T10:12:58.262Z", "resettable": True}]},
                                       "taskQueue": "refunds", "stateTransitionCount": "21", "historySizeBytes": "6184", "mostRecentWorkerVersionStamp": {"buildId": "refunds-worker@2024.11.14-3"}}})
    pollers = [
        {"lastAccessTime": "2024-11-19T10:25:31.448Z", "identity": "12@refunds-worker-7c9d8f6b5-xk2lp", "ratePerSecond": 100000},
        {"lastAccessTime": "2024-11-19T10:25:29.902Z", "identity": "12@refunds-worker-7c9d8f6b5-r8mvd", "ratePerSecond": 100000},
    ]
    o8 = pj({"workflowTaskQueue": {"pollers": pollers, "backlogCountHint": "0"},
             "activityTaskQueue": {"pollers": [dict(p, lastAccessTime=p["lastAccessTime"][:-4] + "601Z") for p in pollers], "backlogCountHint": "0"}})
    turns = [
        (call("list_workflows", query="WorkflowType='RefundApprovalWorkflow' AND ExecutionStatus='Running'", page_size=20), o1),
        (call("get_workflow_history", workflow_id=wf, run_id=run), pj({"history": {"events": h1}, "nextPageToken": None})),
        (call("query_workflow", workflow_id=wf, query_type="getStatus"), pj({"queryResult": status, "queryRejected": None})),
        (call("signal_workflow", workflow_id=wf, signal_name="manager-approval", input={"approved": True, "approver": "l.moreau", "comment": "Photos confirm transit damage"}),
         f"Signal 'manager-approval' sent to workflow {wf} (run {run})."),
        (call("get_workflow_history", workflow_id=wf, run_id=run, from_event_id=18), pj({"history": {"events": h2}, "nextPageToken": None})),
        (call("describe_workflow", workflow_id=wf, run_id=run), o6),
        (call("list_workflows", query="WorkflowType='RefundApprovalWorkflow' AND ExecutionStatus='Running'", page_size=20), pj({"executions": [row(*o) for o in others], "nextPageToken": None})),
        (call("describe_task_queue", task_queue="refunds"), o8),
    ]
    rs.add(task="mcp", tid="h34-mcp-09", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="signal event stamped 10:09:47, earlier than history events seen before it was sent (10:13:20)")


# Reddit: clean
def t10(rs: RowSet) -> None:
    system = mcp_system("reddit", "Reddit API via an authenticated script app (user u/hb_homelab)", [
        tool("get_subreddit_posts", "Posts of a subreddit by sort (hot, new, top, rising).", {"subreddit": S, "sort": S, "limit": INT}, ["subreddit"]),
        tool("get_post", "A post with its comments.", {"post_id": S, "comment_sort": S, "comment_limit": INT}, ["post_id"]),
        tool("search_posts", "Search posts in a subreddit.", {"subreddit": S, "query": S, "sort": S, "time_filter": S, "limit": INT}, ["query"]),
        tool("submit_comment", "Reply to a post or comment by fullname (t3_/t1_).", {"parent_fullname": S, "text": S}, ["parent_fullname", "text"]),
        tool("get_user_info", "Public profile and karma of a user.", {"username": S}, ["username"]),
    ])
    state = ("Authenticated as u/hb_homelab. Task: find the current r/selfhosted thread about the Immich external-library scan "
             "regression, read it, and post the workaround (pin the previous microservices image / run the library rescan job "
             "with the new path format) if nobody has yet.")
    pid, title = "1gv2k7q", "Immich 1.121 broke my external library scan - anyone else?"
    posts = [
        ("1gv6h0t", "Weekly Self-Hosted Q&A and Discussion Thread - November 19", "AutoModerator", 24, 0.93, 57, "2024-11-19 06:00:12", None, True),
        ("1gux0rm", "I finally replaced Google Photos, Drive and Keep - here's my stack after 18 months", "derpstack", 1873, 0.97, 311, "2024-11-18 21:03:51", "Guide", False),
        ("1guzq4a", "PSA: Vaultwarden 1.32.5 fixes a 2FA bypass, update now", "garrulous_gopher", 966, 0.99, 88, "2024-11-18 23:55:17", "Release", False),
        ("1gv1b8n", "My 4-bay N100 build: 11 W idle with four HDDs spun down", "watt_watcher", 537, 0.98, 124, "2024-11-19 04:22:40", "Hardware", False),
        (pid, title, "quietfox_nas", 412, 0.96, 96, "2024-11-19 07:14:22", "Need Help", False),
        ("1gv5d2x", "Authentik vs Authelia in late 2024?", "mkdir_p", 188, 0.95, 141, "2024-11-19 10:40:06", "Need Help", False),
        ("1gv3wq9", "Paperless-ngx + local LLM for auto-tagging: my setup", "inkjet_ghost", 203, 0.97, 39, "2024-11-19 08:31:55", "Automation", False),
        ("1gv0e6j", "Is Proxmox overkill for a single Home Assistant + Jellyfin box?", "lowercase_linus", 97, 0.89, 112, "2024-11-19 02:48:03", "Need Help", False),
    ]

    def post(p: tuple[Any, ...]) -> dict[str, Any]:
        i, t, a, sc, ur, nc, cr, fl, st = p
        return {"id": i, "name": f"t3_{i}", "title": t, "author": a, "score": sc, "upvote_ratio": ur, "num_comments": nc,
                "created_utc": float(epoch(cr)), "link_flair_text": fl, "stickied": st, "over_18": False, "is_self": True,
                "permalink": f"/r/selfhosted/comments/{i}/"}

    body = ("Updated from 1.120.2 to 1.121.0 last night (docker compose, external library on an NFS mount at /mnt/photos). The library "
            "scan job now finishes in ~2 seconds and reports 0 new assets, and about 9k existing assets show as offline. Import paths "
            "are unchanged. Logs from immich_server:\n\n    [Nest] 7  - 11/19/2024, 7:58:13 AM   LOG [Microservices:LibraryService] "
            "Refreshing library 4c0b... for new assets\n    [Nest] 7  - 11/19/2024, 7:58:14 AM  WARN [Microservices:LibraryService] "
            "Import path /mnt/photos is not a valid path, skipping\n\nAnyone else? Rolling back seems risky because of the DB migration.")
    c_top = [
        ("lxy0m2c", "exif_whisperer", 188, "2024-11-19 07:41:09", "Same here. It's the new import path validation: the path must be the path *inside the container* and it now rejects paths that aren't in the IMMICH_ALLOWED_PATHS... no wait, that's a different env. Check the release notes section 'External libraries'."),
        ("lxy3qf1", "quietfox_nas", 97, "2024-11-19 08:12:44", "Release notes only say 'validation of import paths on library creation'. My library was created in 2023 though."),
        ("lxy6tz8", "homelab_hedgehog", 71, "2024-11-19 08:50:31", "Pinning immich-server to v1.120.2 works as long as you haven't started the new version against the DB yet. You have, so don't."),
        ("lxy9a4e", "alt-tab-andy", 40, "2024-11-19 09:33:18", "Had the same, editing the library in Administration -> External Libraries and saving the import path again (no change) fixed it for me."),
        ("lxybk70", "zfs_enjoyer", 22, "2024-11-19 10:05:52", "Is /mnt/photos mounted read-only? 1.121 stat()s the path with write check by mistake, there's an issue open."),
    ]

    def com(c: tuple[str, str, int, str, str], score: int | None = None) -> dict[str, Any]:
        i, a, sc, cr, txt = c
        return {"id": i, "name": f"t1_{i}", "author": a, "score": sc if score is None else score, "created_utc": float(epoch(cr)), "body": txt,
                "parent_id": f"t3_{pid}", "is_submitter": a == "quietfox_nas", "edited": False, "replies": 0 if i != "lxy0m2c" else 6}

    def full(score: int, nc: int, comments: list[dict[str, Any]], sort: str) -> str:
        return pj({"post": {**post((pid, title, "quietfox_nas", score, 0.96, nc, "2024-11-19 07:14:22", "Need Help", False)), "selftext": body,
                            "url": f"https://www.reddit.com/r/selfhosted/comments/{pid}/immich_1121_broke_my_external_library_scan_anyone/", "locked": False},
                   "comment_sort": sort, "comments": comments})

    reply = ("Workaround that worked on two of my instances: the 1.121 check runs against the path *inside* the container, and the library "
             "still had the old host-style path stored. In Administration > External Libraries, edit the import path to the container "
             "path (e.g. /mnt/photos -> /usr/src/app/external/photos, whatever your compose maps), save, then run 'Scan All Libraries' "
             "with 'Force' off. Offline assets came back without re-hashing. Don't downgrade after the migration ran.")
    mine = {"id": "lxz8k3a", "name": "t1_lxz8k3a", "author": "hb_homelab", "score": 1, "created_utc": 1732027105.0, "body": reply,
            "parent_id": f"t3_{pid}", "is_submitter": False, "edited": False, "replies": 0}
    newer = [
        {"id": "lxz6w1q", "name": "t1_lxz6w1q", "author": "bytewise_b", "score": 3, "created_utc": 1732026488.0,
         "body": "+1, NFS mount here as well. Following.", "parent_id": f"t3_{pid}", "is_submitter": False, "edited": False, "replies": 0},
        {"id": "lxz2c9h", "name": "t1_lxz2c9h", "author": "mothpunk", "score": 8, "created_utc": 1732024911.0,
         "body": "There's a GitHub discussion for this now, devs said a fix for the offline flag is in 1.121.1.", "parent_id": f"t3_{pid}", "is_submitter": False, "edited": False, "replies": 1},
    ]
    search = [
        post((pid, title, "quietfox_nas", 438, 0.96, 103, "2024-11-19 07:14:22", "Need Help", False)),
        post(("1gp8d0k", "Immich external library on SMB share: thumbnails never generate", "nas_nomad", 64, 0.94, 23, "2024-11-11 19:25:36", "Need Help", False)),
        post(("1gk2z7v", "Migrating 400k photos into Immich as an external library - lessons learned", "pixel_hoarder", 712, 0.98, 140, "2024-11-05 12:08:14", "Guide", False)),
        post(("1gfq0ab", "Immich: external library vs upload - which do you use and why?", "tux_in_tux", 155, 0.95, 98, "2024-10-30 17:42:51", None, False)),
        post(("1gc41xn", "Immich 1.119 external library watcher eats CPU on large folders", "cpu_goblin", 89, 0.93, 31, "2024-10-26 09:55:02", "Need Help", False)),
    ]
    user = {"name": "hb_homelab", "id": "t2_5x9kq3ra", "created_utc": 1597342811.0, "link_karma": 1204, "comment_karma": 8831,
            "total_karma": 10035, "is_gold": False, "is_mod": False, "verified": True, "has_verified_email": True,
            "subreddit": {"display_name_prefixed": "u/hb_homelab", "public_description": "Homelab, NixOS, too many Raspberry Pis."}}
    turns = [
        (call("get_subreddit_posts", subreddit="selfhosted", sort="hot", limit=8), pj({"subreddit": "selfhosted", "sort": "hot", "posts": [post(p) for p in posts]})),
        (call("get_post", post_id=pid, comment_sort="top", comment_limit=5), full(431, 101, [com(c) for c in c_top], "top")),
        (call("search_posts", subreddit="selfhosted", query="immich external library", sort="new", time_filter="month", limit=5), pj({"query": "immich external library", "results": search})),
        (call("submit_comment", parent_fullname=f"t3_{pid}", text=reply),
         pj({"id": "lxz8k3a", "name": "t1_lxz8k3a", "created_utc": 1732027105.0, "permalink": f"/r/selfhosted/comments/{pid}/immich_1121_broke_my_external_library_scan_anyone/lxz8k3a/", "score": 1})),
        (call("get_post", post_id=pid, comment_sort="new", comment_limit=5),
         full(446, 105, [mine] + newer + [com(c_top[4], 25), com(c_top[3], 44)], "new")),
        (call("get_user_info", username="hb_homelab"), pj(user)),
    ]
    rs.add(task="mcp", tid="h34-mcp-10", system=system, turns=turns, state=state)


# BambooHR: bad
def t11(rs: RowSet) -> None:
    system = mcp_system("bamboohr", "BambooHR API for the company domain corvidpay (Corvid Pay GmbH)", [
        tool("get_employee_directory", "Company directory with the standard directory fields.", {}, []),
        tool("get_employee", "Get fields of one employee.", {"employee_id": S, "fields": S}, ["employee_id"]),
        tool("update_employee", "Update fields of one employee.", {"employee_id": S, "fields": OBJ}, ["employee_id", "fields"]),
        tool("get_time_off_requests", "Time-off requests in a date range, optionally by status.", {"start": S, "end": S, "status": S}, ["start", "end"]),
        tool("update_time_off_request_status", "Approve, deny or cancel a time-off request.", {"request_id": S, "status": S, "note": S}, ["request_id", "status"]),
        tool("get_whos_out", "Approved time off and company holidays in a date range.", {"start": S, "end": S}, []),
    ])
    state = ("BambooHR for Corvid Pay GmbH, API user hr-ops-bot acting for Miriam Stahl (Head of People). Tasks from the People "
             "inbox: (1) Grace Oyelaran married and asked for her last name to become Oyelaran-Fisher (work email stays); (2) decide the "
             "pending time-off requests for late November and December (support must keep two people on 28-29 Nov); (3) Priya "
             "Natarajan's promotion to Senior Data Engineer is effective today.")
    emp = [
        ("4101", "Mads", "Iversen", "Head of Payments Engineering", "Engineering", "Berlin", "Katrin Vogel", "+49 30 5557 1101"),
        ("4102", "Katrin", "Vogel", "Chief Technology Officer", "Executive", "Berlin", None, "+49 30 5557 1102"),
        ("4109", "Miriam", "Stahl", "Head of People", "People", "Berlin", "Katrin Vogel", "+49 30 5557 1109"),
        ("4118", "Yasmin", "Adler", "Senior Technical Recruiter", "People", "Berlin", "Miriam Stahl", "+49 30 5557 1118"),
        ("4125", "Tom", "Reuter", "Recruiting Coordinator", "People", "Remote - DE", "Yasmin Adler", None),
        ("4133", "Dayo", "Okonkwo", "Senior Backend Engineer", "Engineering", "Berlin", "Mads Iversen", "+49 30 5557 1133"),
        ("4140", "Rami", "Haddad", "Staff Engineer", "Engineering", "Berlin", "Mads Iversen", "+49 30 5557 1140"),
        ("4152", "Sara", "Bergström", "Backend Engineer", "Engineering", "Stockholm", "Mads Iversen", "+46 8 555 240 52"),
        ("4161", "Axel", "Lindgren", "Technical Writer", "Product", "Stockholm", "Lena Vogt", "+46 8 555 240 61"),
        ("4174", "Lena", "Vogt", "Lead Product Designer", "Product", "Berlin", "Katrin Vogel", "+49 30 5557 1174"),
        ("4187", "Grace", "Oyelaran", "People Partner", "People", "Berlin", "Miriam Stahl", "+49 30 5557 1187"),
        ("4195", "Felix", "Hartmann", "Finance Manager", "Finance", "Berlin", "Katrin Vogel", "+49 30 5557 1195"),
        ("4203", "Priya", "Natarajan", "Data Engineer", "Data", "Remote - DE", "Rami Haddad", None),
        ("4210", "Hannah", "Becker", "Accountant", "Finance", "Berlin", "Felix Hartmann", "+49 30 5557 1210"),
        ("4222", "Lucas", "Moreau", "Customer Support Lead", "Operations", "Lisbon", "Katrin Vogel", "+351 21 555 4222"),
        ("4229", "Marta", "Sousa", "Customer Support Specialist", "Operations", "Lisbon", "Lucas Moreau", None),
    ]

    def directory(over: dict[str, dict[str, str]]) -> str:
        fields = [{"id": f, "type": t, "name": n} for f, t, n in [
            ("displayName", "text", "Display name"), ("firstName", "text", "First name"), ("lastName", "text", "Last name"),
            ("preferredName", "text", "Preferred name"), ("jobTitle", "list", "Job title"), ("workPhone", "text", "Work Phone"),
            ("workEmail", "email", "Work Email"), ("department", "list", "Department"), ("location", "list", "Location"),
            ("division", "list", "Division"), ("supervisor", "text", "Supervisor"), ("photoUploaded", "bool", "Employee photo"),
            ("photoUrl", "url", "Photo URL")]]
        out = []
        for i, fn, ln, jt, dep, loc, sup, ph in emp:
            e = {"id": i, "displayName": f"{fn} {ln}", "firstName": fn, "lastName": ln, "preferredName": None, "jobTitle": jt, "workPhone": ph,
                 "workEmail": f"{fn.lower()}.{ln.lower().replace('ö', 'o')}@corvidpay.io", "department": dep, "location": loc, "division": "Corvid Pay GmbH",
                 "supervisor": sup, "photoUploaded": i not in ("4125", "4229"),
                 "photoUrl": f"https://images7.bamboohr.com/604118/photos/{i}-2-4.jpg" if i not in ("4125", "4229") else "https://resources.bamboohr.com/img/placeholder-employee.png"}
            e.update(over.get(i, {}))
            out.append(e)
        return pj({"fields": fields, "employees": out})

    gfields = "firstName,lastName,displayName,jobTitle,department,hireDate,workEmail,supervisor,employmentHistoryStatus,location"
    g = {"id": "4187", "firstName": "Grace", "lastName": "Oyelaran", "displayName": "Grace Oyelaran", "jobTitle": "People Partner", "department": "People",
         "hireDate": "2021-04-12", "workEmail": "grace.oyelaran@corvidpay.io", "supervisor": "Miriam Stahl", "employmentHistoryStatus": "Full-Time", "location": "Berlin"}
    g2 = dict(g, lastName="Oyelaran-Fisher", displayName="Grace Oyelaran-Fisher")

    def req(rid: str, eid: str, name: str, start: str, end: str, created: str, typ: tuple[str, str, str], days: str, note: str | None, status: str = "requested",
            changed: str | None = None, by: str = "2417") -> dict[str, Any]:
        return {"id": rid, "employeeId": eid, "status": {"lastChanged": changed or created, "lastChangedByUserId": by, "status": status},
                "name": name, "start": start, "end": end, "created": created, "type": {"id": typ[0], "name": typ[1], "icon": typ[2]},
                "amount": {"unit": "days", "amount": days}, "actions": {"view": True, "edit": True, "cancel": status == "requested", "approve": status == "requested", "deny": status == "requested", "bypass": True},
                "dates": {}, "notes": {"employee": note} if note else {}}

    vac = ("78", "Vacation", "palm-trees")
    pers = ("81", "Personal", "person")
    reqs = [
        req("9921", "4133", "Dayo Okonkwo", "2024-12-23", "2024-12-31", "2024-11-15", vac, "5", "Family visit in Lagos."),
        req("9924", "4222", "Lucas Moreau", "2024-11-28", "2024-11-29", "2024-11-16", vac, "2", "Long weekend in Porto."),
        req("9926", "4152", "Sara Bergström", "2024-12-09", "2024-12-13", "2024-11-17", vac, "5", None),
        req("9930", "4203", "Priya Natarajan", "2024-12-02", "2024-12-02", "2024-11-18", pers, "1", "Moving day."),
        req("9933", "4174", "Lena Vogt", "2024-12-16", "2024-12-20", "2024-11-18", vac, "5", None),
    ]
    who = [
        {"id": 9890, "type": "timeOff", "employeeId": 4102, "name": "Katrin Vogel", "start": "2024-11-25", "end": "2024-11-26"},
        {"id": 9912, "type": "timeOff", "employeeId": 4229, "name": "Marta Sousa", "start": "2024-11-28", "end": "2024-11-28"},
        {"id": 9902, "type": "timeOff", "employeeId": 4195, "name": "Felix Hartmann", "start": "2024-12-05", "end": "2024-12-06"},
        {"id": 9921, "type": "timeOff", "employeeId": 4133, "name": "Dayo Okonkwo", "start": "2024-12-23", "end": "2024-12-31"},
        {"id": 52, "type": "holiday", "name": "Christmas Eve (company holiday)", "start": "2024-12-24", "end": "2024-12-24"},
        {"id": 53, "type": "holiday", "name": "Christmas Day", "start": "2024-12-25", "end": "2024-12-25"},
        {"id": 54, "type": "holiday", "name": "Second Day of Christmas", "start": "2024-12-26", "end": "2024-12-26"},
        {"id": 9908, "type": "timeOff", "employeeId": 4187, "name": "Grace Oyelaran-Fisher", "start": "2024-12-27", "end": "2024-12-30"},
        {"id": 55, "type": "holiday", "name": "New Year's Eve (company holiday)", "start": "2024-12-31", "end": "2024-12-31"},
    ]
    p = {"id": "4203", "firstName": "Priya", "lastName": "Natarajan", "jobTitle": "Senior Data Engineer", "department": "Data", "location": "Remote - DE",
         "supervisor": "Rami Haddad", "hireDate": "2022-09-01", "employmentHistoryStatus": "Full-Time", "payRate": "84000.00 EUR", "payPer": "Year"}
    turns = [
        (call("get_employee_directory"), directory({})),
        (call("get_employee", employee_id="4187", fields=gfields), pj(g)),
        (call("update_employee", employee_id="4187", fields={"lastName": "Oyelaran-Fisher"}), pj({"success": True, "employeeId": "4187", "updatedFields": ["lastName"], "httpStatus": 200})),
        (call("get_employee", employee_id="4187", fields=gfields), pj(g2)),
        (call("get_time_off_requests", start="2024-11-25", end="2024-12-31", status="requested"), pj(reqs)),
        (call("update_time_off_request_status", request_id="9921", status="approved", note="Approved - enjoy the holidays!"),
         pj({"success": True, "requestId": "9921", "status": "approved", "lastChanged": "2024-11-19", "httpStatus": 200})),
        (call("update_time_off_request_status", request_id="9924", status="denied", note="Sorry Lucas - Marta is already out on the 28th and support needs two people both days. Could you move it to 5-6 Dec?"),
         pj({"success": True, "requestId": "9924", "status": "denied", "lastChanged": "2024-11-19", "httpStatus": 200})),
        (call("get_whos_out", start="2024-11-25", end="2024-12-31"), pj(who)),
        (call("update_employee", employee_id="4203", fields={"jobTitle": "Senior Data Engineer"}), pj({"success": True, "employeeId": "4203", "updatedFields": ["jobTitle"], "httpStatus": 200})),
        (call("get_employee_directory"), directory({"4203": {"jobTitle": "Senior Data Engineer"}})),
        (call("get_employee", employee_id="4203", fields="firstName,lastName,jobTitle,department,location,supervisor,hireDate,employmentHistoryStatus,payRate,payPer"), pj(p)),
    ]
    rs.add(task="mcp", tid="h34-mcp-11", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="renamed employee listed under her old last name in the directory after the rename was read back")


# Apache Airflow: clean
def t12(rs: RowSet) -> None:
    system = mcp_system("airflow", "Apache Airflow 2.9.3 stable REST API at https://airflow.data.corvidpay.io", [
        tool("list_dags", "List DAGs, optionally filtered by tags.", {"tags": A, "only_active": B, "limit": INT}, []),
        tool("patch_dag", "Pause or unpause a DAG.", {"dag_id": S, "is_paused": B}, ["dag_id", "is_paused"]),
        tool("list_dag_runs", "DAG runs of a DAG.", {"dag_id": S, "limit": INT, "order_by": S}, ["dag_id"]),
        tool("get_dag_run", "One DAG run.", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("list_task_instances", "Task instances of a DAG run.", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("get_task_logs", "Log of one task try.", {"dag_id": S, "dag_run_id": S, "task_id": S, "try_number": INT}, ["dag_id", "dag_run_id", "task_id", "try_number"]),
        tool("clear_task_instances", "Clear task instances so the scheduler re-runs them.", {"dag_id": S, "dag_run_id": S, "task_ids": A, "only_failed": B, "include_downstream": B, "dry_run": B}, ["dag_id", "dag_run_id"]),
    ])
    state = ("Airflow 2.9.3 (CeleryExecutor) for the data platform. This morning's fx_rates_daily run failed while loading into the "
             "warehouse during the Snowflake maintenance window, which has since ended. Task: find the failure, re-run the failed part of "
             "the run, confirm it succeeds, then unpause fx_rates_backfill, which finance asked to re-enable.")
    rid = "scheduled__2024-11-18T05:00:00+00:00"

    def dag(d: str, desc: str, sched: str, paused: bool, nxt: str | None, parsed: str, fileloc: str) -> dict[str, Any]:
        return {"dag_id": d, "dag_display_name": d, "description": desc, "file_token": "Ii9vcHQvYWlyZmxvdy9kYWdzL2ZpbmFuY2Uv" + fileloc[:6].upper(),
                "fileloc": f"/opt/airflow/dags/finance/{fileloc}", "is_active": True, "is_paused": paused, "is_subdag": False, "has_import_errors": False,
                "has_task_concurrency_limits": False, "max_active_runs": 1, "max_active_tasks": 16, "max_consecutive_failed_dag_runs": 0,
                "last_parsed_time": parsed, "last_pickled": None, "last_expired": None, "next_dagrun": nxt, "next_dagrun_create_after": None,
                "owners": ["data-platform"], "root_dag_id": None, "schedule_interval": {"__type": "CronExpression", "value": sched},
                "timetable_description": None, "tags": [{"name": "finance"}], "default_view": "grid"}

    def dags(backfill_paused: bool, parsed: list[str]) -> str:
        rows = [
            dag("fx_rates_backfill", "Re-fetch historic FX rates for gaps reported by finance", "0 6 * * 1", backfill_paused, "2024-11-18T06:00:00+00:00", parsed[0], "fx_rates_backfill.py"),
            dag("fx_rates_daily", "ECB + OpenExchangeRates daily FX rates into ANALYTICS.REF.FX_RATES", "0 5 * * *", False, "2024-11-19T05:00:00+00:00", parsed[1], "fx_rates_daily.py"),
            dag("invoices_export_daily", "Export issued invoices to the accounting SFTP", "30 4 * * *", False, "2024-11-19T04:30:00+00:00", parsed[2], "invoices_export.py"),
            dag("ledger_close_monthly", "Month-end ledger close checks", "0 2 1 * *", False, "2024-11-01T02:00:00+00:00", parsed[3], "ledger_close.py"),
            dag("payouts_reconciliation", "Match PSP payouts with bank statements", "0 */4 * * *", False, "2024-11-19T12:00:00+00:00", parsed[4], "payouts_recon.py"),
            dag("vat_report_quarterly", "Quarterly VAT pre-filing report", "0 3 5 1,4,7,10 *", True, "2024-10-05T03:00:00+00:00", parsed[5], "vat_report.py"),
        ]
        return pj({"dags": rows, "total_entries": len(rows)})

    def run(r: str, state_: str, start: str | None, end: str | None, ds: str, queued: str, clear: int = 0, last_dec: str | None = None) -> dict[str, Any]:
        return {"dag_run_id": r, "dag_id": "fx_rates_daily", "logical_date": ds, "execution_date": ds, "data_interval_start": ds,
                "data_interval_end": ds.replace(ds[8:10], f"{int(ds[8:10]) + 1:02d}", 1), "start_date": start, "end_date": end, "queued_at": queued,
                "state": state_, "run_type": "scheduled", "external_trigger": False, "conf": {}, "last_scheduling_decision": last_dec,
                "note": None, "clear_number": clear}

    runs = [
        run(rid, "failed", "2024-11-19T05:00:04.381223+00:00", "2024-11-19T05:41:22.907514+00:00", "2024-11-18T05:00:00+00:00", "2024-11-19T05:00:01.204518+00:00", last_dec="2024-11-19T05:41:22.880119+00:00"),
        run("scheduled__2024-11-17T05:00:00+00:00", "success", "2024-11-18T05:00:03.992104+00:00", "2024-11-18T05:07:48.331257+00:00", "2024-11-17T05:00:00+00:00", "2024-11-18T05:00:01.118736+00:00", last_dec="2024-11-18T05:07:48.301442+00:00"),
        run("scheduled__2024-11-16T05:00:00+00:00", "success", "2024-11-17T05:00:04.117590+00:00", "2024-11-17T05:06:59.624873+00:00", "2024-11-16T05:00:00+00:00", "2024-11-17T05:00:01.087301+00:00", last_dec="2024-11-17T05:06:59.598210+00:00"),
        run("scheduled__2024-11-15T05:00:00+00:00", "success", "2024-11-16T05:00:03.871446+00:00", "2024-11-16T05:08:12.045519+00:00", "2024-11-15T05:00:00+00:00", "2024-11-16T05:00:00.996254+00:00", last_dec="2024-11-16T05:08:12.019877+00:00"),
        run("scheduled__2024-11-14T05:00:00+00:00", "success", "2024-11-15T05:00:04.250918+00:00", "2024-11-15T05:07:31.783092+00:00", "2024-11-14T05:00:00+00:00", "2024-11-15T05:00:01.162530+00:00", last_dec="2024-11-15T05:07:31.755640+00:00"),
    ]

    def ti(task: str, st: str | None, start: str | None, end: str | None, tn: int, mt: int, host: str, op: str, pid_: int | None) -> dict[str, Any]:
        dur = None
        if start and end:
            a = datetime.fromisoformat(start)
            b = datetime.fromisoformat(end)
            dur = round((b - a).total_seconds(), 6)
        return {"task_id": task, "task_display_name": task, "dag_id": "fx_rates_daily", "dag_run_id": rid, "execution_date": "2024-11-18T05:00:00+00:00",
                "start_date": start, "end_date": end, "duration": dur, "state": st, "try_number": tn, "map_index": -1, "max_tries": mt,
                "hostname": host, "unixname": "airflow", "pool": "default_pool", "pool_slots": 1, "queue": "default", "priority_weight": 1,
                "operator": op, "queued_when": None, "pid": pid_, "executor_config": "{}", "sla_miss": None, "rendered_fields": {}, "trigger": None,
                "triggerer_job": None, "note": None}

    w1, w2 = "airflow-worker-0.airflow-worker.airflow.svc.cluster.local", "airflow-worker-1.airflow-worker.airflow.svc.cluster.local"
    base = [
        ti("fetch_ecb_rates", "success", "2024-11-19T05:00:06.114020+00:00", "2024-11-19T05:00:11.902774+00:00", 1, 2, w1, "HttpOperator", 48211),
        ti("fetch_openexchange_rates", "success", "2024-11-19T05:00:06.301558+00:00", "2024-11-19T05:00:09.448107+00:00", 1, 2, w2, "HttpOperator", 51733),
        ti("validate_rates", "success", "2024-11-19T05:00:13.057931+00:00", "2024-11-19T05:00:15.220486+00:00", 1, 2, w1, "PythonOperator", 48236),
    ]
    failed = [
        ti("load_to_warehouse", "failed", "2024-11-19T05:40:19.662871+00:00", "2024-11-19T05:41:20.118340+00:00", 3, 2, w2, "SnowflakeOperator", 52904),
        ti("notify_finance", "upstream_failed", None, "2024-11-19T05:41:21.503991+00:00", 0, 2, "", "SlackWebhookOperator", None),
        ti("update_dashboard", "upstream_failed", None, "2024-11-19T05:41:21.503991+00:00", 0, 1, "", "TriggerDagRunOperator", None),
    ]
    rerun = [
        ti("load_to_warehouse", "running", "2024-11-19T14:03:12.447915+00:00", None, 4, 4, w1, "SnowflakeOperator", 61377),
        ti("notify_finance", None, None, None, 0, 2, "", "SlackWebhookOperator", None),
        ti("update_dashboard", None, None, None, 0, 1, "", "TriggerDagRunOperator", None),
    ]
    log = "\n".join([
        f"{w2}",
        "*** Found logs in s3:",
        "***   * s3://corvid-airflow-logs/dag_id=fx_rates_daily/run_id=scheduled__2024-11-18T05:00:00+00:00/task_id=load_to_warehouse/attempt=3.log",
        "[2024-11-19, 05:40:19 UTC] {local_task_job_runner.py:123} ▶ Pre task execution logs",
        "[2024-11-19, 05:40:19 UTC] {sql.py:276} INFO - Executing: MERGE INTO ANALYTICS.REF.FX_RATES t USING (SELECT * FROM ANALYTICS.STAGING.FX_RATES_20241118) s ON t.RATE_DATE = s.RATE_DATE AND t.CCY = s.CCY WHEN MATCHED THEN UPDATE SET t.RATE = s.RATE WHEN NOT MATCHED THEN INSERT (RATE_DATE, CCY, RATE, SOURCE) VALUES (s.RATE_DATE, s.CCY, s.RATE, s.SOURCE)",
        "[2024-11-19, 05:40:19 UTC] {base.py:84} INFO - Retrieving connection 'snowflake_default'",
        "[2024-11-19, 05:40:19 UTC] {connection.py:414} INFO - Snowflake Connector for Python Version: 3.12.2, Python Version: 3.11.9, Platform: Linux-5.15.0-1066-aws-x86_64-with-glibc2.36",
        "[2024-11-19, 05:41:20 UTC] {taskinstance.py:3310} ERROR - Task failed with exception",
        "Traceback (most recent call last):",
        '  File "/home/airflow/.local/lib/python3.11/site-packages/snowflake/connector/network.py", line 1131, in _request_exec',
        "    raw_ret = session.request(",
        "snowflake.connector.errors.OperationalError: 250003 (08001): Failed to get the response. Hanging? method: post, url: https://xy41822.eu-central-1.snowflakecomputing.com:443/session/v1/login-request?request_id=9c1e7b0a-44d2-4f1e-8a63-0b52e9d7c3a1",
        "[2024-11-19, 05:41:20 UTC] {taskinstance.py:1225} INFO - Marking task as FAILED. dag_id=fx_rates_daily, task_id=load_to_warehouse, run_id=scheduled__2024-11-18T05:00:00+00:00, execution_date=20241118T050000, start_date=20241119T054019, end_date=20241119T054120",
        "[2024-11-19, 05:41:20 UTC] {standard_task_runner.py:110} ERROR - Failed to execute job 884213 for task load_to_warehouse (250003 (08001): Failed to get the response. Hanging?; 52904)",
        "[2024-11-19, 05:41:21 UTC] {local_task_job_runner.py:243} INFO - Task exited with return code 1",
        "[2024-11-19, 05:41:21 UTC] {taskinstance.py:3503} INFO - 0 downstream tasks scheduled from follow-on schedule check",
    ])
    cleared = [{"dag_id": "fx_rates_daily", "dag_run_id": rid, "execution_date": "2024-11-18T05:00:00+00:00", "task_id": t}
               for t in ("load_to_warehouse", "notify_finance", "update_dashboard")]
    parsed1 = ["2024-11-19T13:58:02.113448+00:00", "2024-11-19T13:58:02.412907+00:00", "2024-11-19T13:58:01.887302+00:00",
               "2024-11-19T13:58:01.640275+00:00", "2024-11-19T13:58:02.925164+00:00", "2024-11-19T13:58:01.402219+00:00"]
    parsed2 = ["2024-11-19T14:08:31.219804+00:00", "2024-11-19T14:08:31.531166+00:00", "2024-11-19T14:08:30.998410+00:00",
               "2024-11-19T14:08:30.755093+00:00", "2024-11-19T14:08:32.041877+00:00", "2024-11-19T14:08:30.509330+00:00"]
    bf = dag("fx_rates_backfill", "Re-fetch historic FX rates for gaps reported by finance", "0 6 * * 1", False, "2024-11-18T06:00:00+00:00", "2024-11-19T14:08:01.874512+00:00", "fx_rates_backfill.py")
    turns = [
        (call("list_dags", tags=["finance"], only_active=True, limit=50), dags(True, parsed1)),
        (call("list_dag_runs", dag_id="fx_rates_daily", limit=5, order_by="-execution_date"), pj({"dag_runs": runs, "total_entries": 214})),
        (call("list_task_instances", dag_id="fx_rates_daily", dag_run_id=rid), pj({"task_instances": base + failed, "total_entries": 6})),
        (call("get_task_logs", dag_id="fx_rates_daily", dag_run_id=rid, task_id="load_to_warehouse", try_number=3), log),
        (call("clear_task_instances", dag_id="fx_rates_daily", dag_run_id=rid, task_ids=["load_to_warehouse"], only_failed=True, include_downstream=True, dry_run=False),
         pj({"task_instances": cleared})),
        (call("get_dag_run", dag_id="fx_rates_daily", dag_run_id=rid),
         pj(run(rid, "queued", None, None, "2024-11-18T05:00:00+00:00", "2024-11-19T14:03:05.771042+00:00", clear=1))),
        (call("list_task_instances", dag_id="fx_rates_daily", dag_run_id=rid), pj({"task_instances": base + rerun, "total_entries": 6})),
        (call("get_dag_run", dag_id="fx_rates_daily", dag_run_id=rid),
         pj(run(rid, "success", "2024-11-19T14:03:09.508317+00:00", "2024-11-19T14:06:47.214980+00:00", "2024-11-18T05:00:00+00:00", "2024-11-19T14:03:05.771042+00:00", clear=1, last_dec="2024-11-19T14:06:47.190221+00:00"))),
        (call("patch_dag", dag_id="fx_rates_backfill", is_paused=False), pj(bf)),
        (call("list_dags", tags=["finance"], only_active=True, limit=50), dags(False, parsed2)),
    ]
    rs.add(task="mcp", tid="h34-mcp-12", system=system, turns=turns, state=state)


# Etsy: bad
def t13(rs: RowSet) -> None:
    system = mcp_system("etsy", "Etsy Open API v3 for the seller shop KilnAndCrumb (shop_id 31844720)", [
        tool("get_shop", "Shop details.", {"shop_id": INT}, ["shop_id"]),
        tool("get_listings_by_shop", "Condensed listing rows of a shop (id, title, state, quantity, price, views, favorites, updated).", {"shop_id": INT, "state": S, "sort_on": S, "sort_order": S, "limit": INT}, ["shop_id"]),
        tool("get_listing", "Full listing object.", {"listing_id": INT, "includes": A}, ["listing_id"]),
        tool("update_listing", "Update listing fields such as title, description, tags, materials.", {"shop_id": INT, "listing_id": INT, "title": S, "description": S, "tags": A, "materials": A}, ["shop_id", "listing_id"]),
        tool("get_listing_inventory", "Products, offerings, prices and quantities of a listing.", {"listing_id": INT}, ["listing_id"]),
        tool("update_listing_inventory", "Replace the inventory of a listing.", {"listing_id": INT, "products": A}, ["listing_id", "products"]),
        tool("get_shop_receipts", "Orders of the shop.", {"shop_id": INT, "was_paid": B, "was_shipped": B, "limit": INT}, ["shop_id"]),
    ])
    state = ("Etsy seller account for KilnAndCrumb (handmade ceramics, Portland OR; shop_id 31844720). With the new clay body the "
             "oatmeal mugs now hold 14 oz, not 12 oz. Task: fix the mug listing's title and its size tag, raise its price from $34 to $38, "
             "and check whether any open orders include the mug.")
    sid = 31844720
    mug = 1583029471
    rows = [
        (mug, "Hand-thrown Stoneware Mug, 12 oz, Speckled Oatmeal Glaze", 14, "34.00", 2318, 412, "2024-11-02 18:21:40"),
        (1619230772, "Holiday Ornament Set of 3, Stoneware Stars", 25, "28.00", 904, 133, "2024-11-01 16:05:12"),
        (1612004557, "Stoneware Ramen Bowl with Chopstick Rest, 24 oz", 9, "52.00", 1107, 240, "2024-10-28 20:44:03"),
        (1605518840, "Stoneware Planter with Drainage Saucer, 5 inch", 7, "38.00", 688, 97, "2024-10-21 17:30:55"),
        (1601887203, "Set of 4 Stoneware Dessert Plates, Sea Salt Glaze", 3, "96.00", 1452, 301, "2024-10-15 19:12:26"),
        (1590346615, "Espresso Cups Pair, 3 oz, Tenmoku", 11, "40.00", 1839, 355, "2024-10-03 15:58:41"),
        (1570144826, "Ceramic Pour-Over Coffee Dripper, Matte Black", 6, "48.00", 3027, 618, "2024-09-19 21:07:18"),
        (1549920318, "Small Bud Vase, Celadon Crackle", 22, "22.00", 975, 188, "2024-09-02 16:40:09"),
        (1538771092, "Ceramic Spoon Rest, Speckled White", 31, "18.00", 760, 121, "2024-08-26 18:15:33"),
        (1527663041, "Handmade Ceramic Soap Dish, Drainage Ridges", 40, "16.00", 1288, 206, "2024-08-11 17:03:50"),
    ]

    def listing_rows(rr: list[tuple[Any, ...]]) -> str:
        return pj({"count": 23, "results": [{"listing_id": i, "title": t, "state": "active", "quantity": q, "price": {"amount": int(float(p) * 100), "divisor": 100, "currency_code": "USD"},
                                             "views": v, "num_favorers": f, "updated_timestamp": epoch(u), "url": f"https://www.etsy.com/listing/{i}"} for i, t, q, p, v, f, u in rr]})

    new_title = "Hand-thrown Stoneware Mug, 14 oz, Speckled Oatmeal Glaze"
    old_tags = ["stoneware mug", "handmade mug", "coffee mug", "12 oz mug", "speckled mug", "pottery mug", "ceramic mug", "oatmeal glaze",
                "gift for her", "housewarming gift", "tea mug", "wheel thrown", "rustic mug"]
    new_tags = [t if t != "12 oz mug" else "14 oz mug" for t in old_tags]
    desc = ("Each mug is thrown on the wheel in my Portland studio from a speckled stoneware clay and dipped in a creamy oatmeal glaze that "
            "breaks to warm brown over the rims and handle.\n\n- Dishwasher and microwave safe\n- Lead-free, food-safe glaze fired to cone 6\n"
            "- Every mug is one of a kind, so speckles and glaze flow vary slightly\n\nShips in 1-3 business days, double boxed.")

    def full(title: str, tags: list[str], updated: str) -> dict[str, Any]:
        return {"listing_id": mug, "user_id": 712044901, "shop_id": sid, "title": title, "description": desc, "state": "active",
                "creation_timestamp": epoch("2024-03-04 17:42:18"), "created_timestamp": epoch("2024-03-04 17:42:18"),
                "ending_timestamp": epoch("2025-03-04 17:42:18"), "original_creation_timestamp": epoch("2024-03-04 17:42:18"),
                "last_modified_timestamp": epoch(updated), "updated_timestamp": epoch(updated), "state_timestamp": epoch("2024-07-04 17:42:18"),
                "quantity": 14, "shop_section_id": 44120873, "featured_rank": 1, "url": f"https://www.etsy.com/listing/{mug}/hand-thrown-stoneware-mug",
                "num_favorers": 412, "non_taxable": False, "is_taxable": True, "is_customizable": False, "is_personalizable": False,
                "listing_type": "physical", "tags": tags, "materials": ["stoneware clay", "food safe glaze"], "shipping_profile_id": 208834512,
                "return_policy_id": 1101552734, "processing_min": 1, "processing_max": 3, "who_made": "i_did", "when_made": "made_to_order",
                "is_supply": False, "item_weight": 14, "item_weight_unit": "oz", "item_length": 5, "item_width": 3.5, "item_height": 4,
                "item_dimensions_unit": "in", "is_private": False, "style": ["Rustic", "Minimalist"], "file_data": "", "has_variations": False,
                "should_auto_renew": True, "language": "en-US", "price": {"amount": 3400, "divisor": 100, "currency_code": "USD"},
                "taxonomy_id": 1059, "views": 2318}

    def inv(cents: int) -> dict[str, Any]:
        return {"products": [{"product_id": 13904471822, "sku": "MUG-OAT-STD", "is_deleted": False,
                              "offerings": [{"offering_id": 14288305516, "quantity": 14, "is_enabled": True, "is_deleted": False,
                                             "price": {"amount": cents, "divisor": 100, "currency_code": "USD"}}], "property_values": []}],
                "price_on_property": [], "quantity_on_property": [], "sku_on_property": []}

    def receipt(rid: int, buyer: str, name: str, city: str, created: str, items: list[tuple[int, str, int, int]], ship: int) -> dict[str, Any]:
        sub = sum(q * c for _, _, q, c in items)
        return {"receipt_id": rid, "receipt_type": 0, "seller_user_id": 712044901, "buyer_user_id": int(rid // 7), "buyer_email": buyer, "name": name,
                "first_line": "(redacted)", "city": city, "status": "Paid", "is_paid": True, "is_shipped": False, "create_timestamp": epoch(created),
                "transactions": [{"transaction_id": rid * 2 + k, "title": t, "listing_id": li, "quantity": q, "price": {"amount": c, "divisor": 100, "currency_code": "USD"},
                                  "shipping_cost": {"amount": 0, "divisor": 100, "currency_code": "USD"}} for k, (li, t, q, c) in enumerate(items)],
                "subtotal": {"amount": sub, "divisor": 100, "currency_code": "USD"}, "total_shipping_cost": {"amount": ship, "divisor": 100, "currency_code": "USD"},
                "grandtotal": {"amount": sub + ship, "divisor": 100, "currency_code": "USD"}}

    receipts = [
        receipt(3512884019, "k.tanaka@example.com", "Keiko Tanaka", "Seattle", "2024-11-19 01:12:44", [(mug, "Hand-thrown Stoneware Mug, 12 oz, Speckled Oatmeal Glaze", 2, 3400)], 895),
        receipt(3512650733, "mbrooks@example.net", "Marcus Brooks", "Austin", "2024-11-18 16:40:02", [(1570144826, "Ceramic Pour-Over Coffee Dripper, Matte Black", 1, 4800), (1538771092, "Ceramic Spoon Rest, Speckled White", 1, 1800)], 1095),
        receipt(3512411270, "anna.k@example.org", "Anna Kowalski", "Chicago", "2024-11-18 03:25:51", [(1619230772, "Holiday Ornament Set of 3, Stoneware Stars", 3, 2800)], 695),
        receipt(3512207518, "dlee@example.com", "Daniel Lee", "Portland", "2024-11-17 19:08:36", [(1612004557, "Stoneware Ramen Bowl with Chopstick Rest, 24 oz", 2, 5200), (mug, "Hand-thrown Stoneware Mug, 12 oz, Speckled Oatmeal Glaze", 1, 3400)], 1195),
    ]
    after = [(mug, new_title, 14, "38.00", 2331, 413, "2024-11-19 15:21:05")] + [(r[0], r[1], r[2], r[3], r[4] + (3 if r[0] == 1570144826 else 0), r[5], r[6]) for r in rows[1:]]
    turns = [
        (call("get_listings_by_shop", shop_id=sid, state="active", sort_on="updated", sort_order="desc", limit=10), listing_rows(rows)),
        (call("update_listing", shop_id=sid, listing_id=mug, title=new_title, tags=new_tags), pj(full(new_title, new_tags, "2024-11-19 15:17:48"))),
        (call("get_listing", listing_id=mug, includes=["Shop"]), pj(full(new_title, old_tags, "2024-11-19 15:17:48"))),
        (call("get_listing_inventory", listing_id=mug), pj(inv(3400))),
        (call("update_listing_inventory", listing_id=mug, products=[{"sku": "MUG-OAT-STD", "property_values": [], "offerings": [{"price": 38.0, "quantity": 14, "is_enabled": True}]}]),
         pj(inv(3800) | {"products": [dict(inv(3800)["products"][0], product_id=13904502267, offerings=[dict(inv(3800)["products"][0]["offerings"][0], offering_id=14288341092)])]})),
        (call("get_shop_receipts", shop_id=sid, was_paid=True, was_shipped=False, limit=25), pj({"count": 4, "results": receipts})),
        (call("get_listings_by_shop", shop_id=sid, state="active", sort_on="updated", sort_order="desc", limit=10), listing_rows(after)),
    ]
    rs.add(task="mcp", tid="h34-mcp-13", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="tag the agent just replaced ('12 oz mug' -> '14 oz mug') reads back with the old value")


# Neon: clean
def t14(rs: RowSet) -> None:
    system = mcp_system("neon", "Neon serverless Postgres management API (organization Corvid Pay)", [
        tool("list_projects", "List Neon projects.", {"limit": INT}, []),
        tool("describe_project", "Project details with its branches and computes.", {"projectId": S}, ["projectId"]),
        tool("create_branch", "Create a branch (with a read-write compute) from the default branch.", {"projectId": S, "branchName": S}, ["projectId"]),
        tool("describe_branch", "Branch details and its computes.", {"projectId": S, "branchId": S}, ["projectId", "branchId"]),
        tool("run_sql", "Run one SQL statement on a branch.", {"projectId": S, "branchId": S, "databaseName": S, "sql": S}, ["projectId", "sql"]),
        tool("describe_table_schema", "Columns of a table.", {"projectId": S, "branchId": S, "databaseName": S, "tableName": S}, ["projectId", "tableName"]),
    ])
    state = ("Neon organization Corvid Pay. Project ledger-service (Postgres 16, aws-eu-central-1) backs the invoicing API; computes "
             "autosuspend after 5 minutes idle. Task: try the migration that adds invoices.status (text, default 'open') on a throwaway "
             "branch and check existing rows get the default, without touching main.")
    pid = "sparkling-river-31842740"
    projs = [
        {"id": pid, "platform_id": "aws", "region_id": "aws-eu-central-1", "name": "ledger-service", "provisioner": "k8s-neonvm", "pg_version": 16,
         "proxy_host": "eu-central-1.aws.neon.tech", "branch_logical_size_limit": 0, "store_passwords": True, "active_time": 2290418,
         "cpu_used_sec": 1183306, "creation_source": "console", "created_at": "2024-02-12T09:31:07Z", "updated_at": "2024-11-19T13:40:22Z",
         "owner_id": "org-frosty-lake-41877250", "default_endpoint_settings": {"autoscaling_limit_min_cu": 0.25, "autoscaling_limit_max_cu": 2, "suspend_timeout_seconds": 300}},
        {"id": "bold-meadow-58120364", "platform_id": "aws", "region_id": "aws-eu-central-1", "name": "risk-features", "provisioner": "k8s-neonvm", "pg_version": 16,
         "proxy_host": "eu-central-1.aws.neon.tech", "branch_logical_size_limit": 0, "store_passwords": True, "active_time": 611220,
         "cpu_used_sec": 201447, "creation_source": "console", "created_at": "2024-06-03T14:02:55Z", "updated_at": "2024-11-18T22:10:05Z",
         "owner_id": "org-frosty-lake-41877250", "default_endpoint_settings": {"autoscaling_limit_min_cu": 0.25, "autoscaling_limit_max_cu": 1, "suspend_timeout_seconds": 300}},
        {"id": "misty-dawn-90411275", "platform_id": "aws", "region_id": "aws-eu-central-1", "name": "internal-tools", "provisioner": "k8s-neonvm", "pg_version": 15,
         "proxy_host": "eu-central-1.aws.neon.tech", "branch_logical_size_limit": 0, "store_passwords": True, "active_time": 98304,
         "cpu_used_sec": 24576, "creation_source": "console", "created_at": "2023-11-20T08:44:31Z", "updated_at": "2024-11-12T10:05:47Z",
         "owner_id": "org-frosty-lake-41877250", "default_endpoint_settings": {"autoscaling_limit_min_cu": 0.25, "autoscaling_limit_max_cu": 0.5, "suspend_timeout_seconds": 300}},
    ]

    def br(bid: str, name: str, parent: str | None, size: int, st: str, created: str, updated: str, default: bool = False, lsn: str | None = None) -> dict[str, Any]:
        return {"id": bid, "project_id": pid, "parent_id": parent, "parent_lsn": lsn, "name": name, "current_state": st, "state_changed_at": updated,
                "logical_size": size, "creation_source": "console" if not name.startswith("migr/") else "neon-mcp", "primary": default, "default": default,
                "protected": default, "cpu_used_sec": 0 if name.startswith("migr/") else 8120, "compute_time_seconds": 0 if name.startswith("migr/") else 8120,
                "active_time_seconds": 0 if name.startswith("migr/") else 32480, "written_data_bytes": 0 if name.startswith("migr/") else 1734402048,
                "data_transfer_bytes": 0, "created_at": created, "updated_at": updated}

    def ep(eid: str, bid: str, st: str, last: str, created: str) -> dict[str, Any]:
        return {"id": eid, "host": f"{eid}.eu-central-1.aws.neon.tech", "branch_id": bid, "type": "read_write", "current_state": st,
                "autoscaling_limit_min_cu": 0.25, "autoscaling_limit_max_cu": 2, "suspend_timeout_seconds": 300, "pooler_enabled": False,
                "pooler_mode": "transaction", "disabled": False, "passwordless_access": True, "last_active": last, "creation_source": "console",
                "created_at": created, "proxy_host": "eu-central-1.aws.neon.tech", "provisioner": "k8s-neonvm"}

    main = ("br-cool-frost-a2x9k4lm", "main")
    dev = ("br-young-sun-a2b7q1ke", "dev-ana")
    pr = ("br-late-wave-a2m3c8dz", "preview/pr-412")
    new = ("br-plain-mouse-a2q5w8ex", "migr/add-invoice-status")
    main_b1 = br(*main, None, 1298432000, "ready", "2024-02-12T09:31:07Z", "2024-11-19T13:40:22Z", default=True)
    main_b2 = br(*main, None, 1298563072, "ready", "2024-02-12T09:31:07Z", "2024-11-19T13:52:40Z", default=True)
    dev_b = br(*dev, main[0], 1187840000, "ready", "2024-10-30T11:17:42Z", "2024-11-18T17:05:13Z", lsn="0/2F18D4C0")
    pr_b = br(*pr, main[0], 1290133504, "ready", "2024-11-18T15:22:09Z", "2024-11-19T13:39:12Z", lsn="0/39E04B18")
    new_init = br(*new, main[0], 1298432000, "init", "2024-11-19T13:44:03Z", "2024-11-19T13:44:03Z", lsn="0/3A5C7F28")
    new_ready = br(*new, main[0], 1298440192, "ready", "2024-11-19T13:44:03Z", "2024-11-19T13:44:05Z", lsn="0/3A5C7F28")
    ep_main = ep("ep-wispy-hill-a2f6x0qn", main[0], "active", "2024-11-19T13:40:22Z", "2024-02-12T09:31:07Z")
    ep_main2 = ep("ep-wispy-hill-a2f6x0qn", main[0], "active", "2024-11-19T13:52:40Z", "2024-02-12T09:31:07Z")
    ep_dev = ep("ep-silent-dust-a2k1r7vb", dev[0], "idle", "2024-11-18T17:05:13Z", "2024-10-30T11:17:42Z")
    ep_pr = ep("ep-red-bird-a2t4n9zs", pr[0], "active", "2024-11-19T13:39:12Z", "2024-11-18T15:22:09Z")
    ep_pr2 = ep("ep-red-bird-a2t4n9zs", pr[0], "idle", "2024-11-19T13:39:12Z", "2024-11-18T15:22:09Z")
    ep_new = ep("ep-quiet-forest-a2v3n6yp", new[0], "init", "2024-11-19T13:44:03Z", "2024-11-19T13:44:03Z")
    ep_new2 = ep("ep-quiet-forest-a2v3n6yp", new[0], "active", "2024-11-19T13:47:31Z", "2024-11-19T13:44:03Z")
    for e in (ep_new, ep_new2):
        e["creation_source"] = "neon-mcp"
    cols = [
        ("id", "bigint", "NO", "nextval('invoices_id_seq'::regclass)"), ("public_id", "uuid", "NO", "gen_random_uuid()"),
        ("merchant_id", "bigint", "NO", None), ("customer_id", "bigint", "YES", None), ("currency", "character(3)", "NO", None),
        ("amount_cents", "bigint", "NO", None), ("due_date", "date", "NO", None), ("issued_at", "timestamp with time zone", "NO", "now()"),
        ("paid_at", "timestamp with time zone", "YES", None), ("pdf_url", "text", "YES", None), ("status", "text", "NO", "'open'::text"),
    ]
    o5 = pj({"table": "public.invoices", "columns": [{"column_name": c, "data_type": t, "is_nullable": n, "column_default": d} for c, t, n, d in cols],
             "indexes": [{"indexname": "invoices_pkey", "indexdef": "CREATE UNIQUE INDEX invoices_pkey ON public.invoices USING btree (id)"},
                         {"indexname": "invoices_public_id_key", "indexdef": "CREATE UNIQUE INDEX invoices_public_id_key ON public.invoices USING btree (public_id)"},
                         {"indexname": "invoices_merchant_id_due_date_idx", "indexdef": "CREATE INDEX invoices_merchant_id_due_date_idx ON public.invoices USING btree (merchant_id, due_date)"}],
             "constraints": [{"conname": "invoices_merchant_id_fkey", "contype": "f", "definition": "FOREIGN KEY (merchant_id) REFERENCES merchants(id)"}]})
    conn = f"postgresql://ledger_owner:****@{ep_new['host']}/ledger?sslmode=require"
    turns = [
        (call("list_projects", limit=10), pj({"projects": projs, "pagination": {"cursor": "misty-dawn-90411275"}})),
        (call("describe_project", projectId=pid), pj({"project": projs[0], "branches": [main_b1, dev_b, pr_b], "endpoints": [ep_main, ep_dev, ep_pr]})),
        (call("create_branch", projectId=pid, branchName="migr/add-invoice-status"),
         pj({"branch": new_init, "endpoints": [ep_new], "operations": [
             {"id": "b7e2c9d4-5a13-4f0e-9c6b-2d8a1e7f4b30", "action": "create_branch", "status": "running", "branch_id": new[0], "created_at": "2024-11-19T13:44:03Z"},
             {"id": "3f9a0c61-d2e4-4b87-a5c1-8e6b2f7d9a04", "action": "start_compute", "status": "scheduling", "branch_id": new[0], "endpoint_id": ep_new["id"], "created_at": "2024-11-19T13:44:03Z"}],
             "connection_uris": [{"connection_uri": conn, "connection_parameters": {"database": "ledger", "role": "ledger_owner", "host": ep_new["host"]}}]})),
        (call("run_sql", projectId=pid, branchId=new[0], databaseName="ledger", sql="ALTER TABLE invoices ADD COLUMN status text NOT NULL DEFAULT 'open'"),
         pj({"command": "ALTER", "rowCount": None, "rows": [], "fields": []})),
        (call("describe_table_schema", projectId=pid, branchId=new[0], databaseName="ledger", tableName="invoices"), o5),
        (call("run_sql", projectId=pid, branchId=new[0], databaseName="ledger", sql="SELECT status, count(*) AS n, min(issued_at) AS oldest FROM invoices GROUP BY status"),
         pj({"command": "SELECT", "rowCount": 1, "rows": [{"status": "open", "n": "18442", "oldest": "2024-02-14T10:03:51.207Z"}],
             "fields": [{"name": "status", "dataTypeID": 25}, {"name": "n", "dataTypeID": 20}, {"name": "oldest", "dataTypeID": 1184}]})),
        (call("describe_branch", projectId=pid, branchId=new[0]), pj({"branch": new_ready, "endpoints": [ep_new2]})),
        (call("describe_project", projectId=pid),
         pj({"project": dict(projs[0], updated_at="2024-11-19T13:52:40Z"), "branches": [main_b2, new_ready, dev_b, pr_b], "endpoints": [ep_main2, ep_new2, ep_dev, ep_pr2]})),
    ]
    rs.add(task="mcp", tid="h34-mcp-14", system=system, turns=turns, state=state)


# Clockify: bad
def t15(rs: RowSet) -> None:
    system = mcp_system("clockify", "Clockify REST API v1 (api.clockify.me/api/v1)", [
        tool("get_workspaces", "Workspaces of the current user.", {}, []),
        tool("list_clients", "Clients of a workspace.", {"workspaceId": S, "archived": B}, ["workspaceId"]),
        tool("list_projects", "Projects of a workspace, sorted by name.", {"workspaceId": S, "archived": B, "page": INT, "page-size": INT}, ["workspaceId"]),
        tool("create_project", "Create a project.", {"workspaceId": S, "name": S, "clientId": S, "color": S, "billable": B, "isPublic": B}, ["workspaceId", "name"]),
        tool("list_tags", "Tags of a workspace.", {"workspaceId": S}, ["workspaceId"]),
        tool("create_tag", "Create a tag.", {"workspaceId": S, "name": S}, ["workspaceId", "name"]),
        tool("create_time_entry", "Create a time entry for the current user.", {"workspaceId": S, "start": S, "end": S, "projectId": S, "description": S, "tagIds": A, "billable": B}, ["workspaceId", "start"]),
        tool("list_time_entries", "Time entries of a user, newest first.", {"workspaceId": S, "userId": S, "start": S, "end": S}, ["workspaceId", "userId"]),
    ])
    state = ("Clockify, signed in as Nora Lindqvist (user id 64a1f0b9e8b3d94f7a215b77), project manager at Helix Digital. Task: set up "
             "tracking for the new Q4 onboarding engagement with client Helix Logistics (billable project plus an 'onboarding' tag) and log "
             "this morning's kickoff workshop, 09:00-10:45 Europe/Stockholm.")
    ws = "64a1f0c2e8b3d94f7a215c80"
    uid = "64a1f0b9e8b3d94f7a215b77"
    clients = [("64b7e21d5f9a3c08e1d4a6b2", "Arbor Health"), ("64b7e1f95f9a3c08e1d4a690", "Helix Logistics"), ("64c0a3e27d18b54f29e6c013", "Quill & Co"),
               ("64d92b0c1e7f4a6d85b3e7c9", "Sundial Foods"), ("650e4f8a2b9c1d7e6f3a5b08", "Vantage Realty")]
    cl = {n: i for i, n in clients}
    o1 = pj([
        {"id": ws, "name": "Helix Digital", "hourlyRate": {"amount": 9500, "currency": "EUR"}, "costRate": {"amount": 5200, "currency": "EUR"},
         "memberships": [{"userId": uid, "hourlyRate": None, "costRate": None, "targetId": ws, "membershipType": "WORKSPACE", "membershipStatus": "ACTIVE"}],
         "workspaceSettings": {"timeRoundingInReports": False, "onlyAdminsSeeBillableRates": True, "onlyAdminsCreateProject": False, "onlyAdminsSeeDashboard": False,
                               "defaultBillableProjects": True, "lockTimeEntries": None, "round": {"round": "Round to nearest", "minutes": "15"}, "projectFavorites": True,
                               "canSeeTimeSheet": True, "timeTrackingMode": "DEFAULT", "forceProjects": True, "forceTasks": False, "forceTags": False, "forceDescription": True,
                               "trackTimeDownToSecond": True, "projectGroupingLabel": "client", "durationFormat": "FULL"},
         "imageUrl": "", "featureSubscriptionType": "STANDARD_YEAR_2024", "currencies": [{"id": "64a1f0c2e8b3d94f7a215c81", "code": "EUR", "isDefault": True}]},
        {"id": "64a1f0c2e8b3d94f7a215c11", "name": "Nora's workspace", "hourlyRate": {"amount": 0, "currency": "USD"}, "costRate": {"amount": 0, "currency": "USD"},
         "memberships": [{"userId": uid, "hourlyRate": None, "costRate": None, "targetId": "64a1f0c2e8b3d94f7a215c11", "membershipType": "WORKSPACE", "membershipStatus": "ACTIVE"}],
         "workspaceSettings": {"timeRoundingInReports": False, "forceProjects": False, "trackTimeDownToSecond": True, "durationFormat": "FULL"},
         "imageUrl": "", "featureSubscriptionType": "FREE", "currencies": [{"id": "64a1f0c2e8b3d94f7a215c12", "code": "USD", "isDefault": True}]},
    ])
    o2 = pj([{"id": i, "name": n, "email": None, "workspaceId": ws, "archived": False, "address": None, "note": "", "currencyId": "64a1f0c2e8b3d94f7a215c81", "currencyCode": "EUR"}
             for i, n in clients])
    projects = [
        ("64b7e3a05f9a3c08e1d4a6c4", "Arbor Health – Patient Portal", "Arbor Health", "#03A9F4", "PT212H35M"),
        ("64b7e2c45f9a3c08e1d4a6a8", "Helix – Fleet Dashboard", "Helix Logistics", "#4CAF50", "PT388H10M"),
        ("6571c0de93a4b2e15f08d7a3", "Helix – Route Optimizer API", "Helix Logistics", "#009688", "PT146H50M"),
        ("64a1f0d3e8b3d94f7a215c9a", "Internal – Admin", None, "#9E9E9E", "PT97H20M"),
        ("64a1f0d3e8b3d94f7a215c9f", "Internal – Sales", None, "#795548", "PT41H05M"),
        ("64c0a4112d18b54f29e6c02e", "Quill & Co – Brand Site", "Quill & Co", "#E91E63", "PT64H45M"),
        ("64d92b7f1e7f4a6d85b3e7e1", "Sundial Foods – Ordering App", "Sundial Foods", "#FF9800", "PT301H25M"),
        ("650e50122b9c1d7e6f3a5b1d", "Vantage Realty – CRM Integration", "Vantage Realty", "#3F51B5", "PT58H30M"),
        ("66f2a8c4b71e3d09a5c4e812", "Vantage Realty – Listings Sync", "Vantage Realty", "#673AB7", "PT19H15M"),
    ]

    def proj(i: str, n: str, c: str | None, col: str, dur: str, note: str = "") -> dict[str, Any]:
        return {"id": i, "name": n, "hourlyRate": {"amount": 9500, "currency": "EUR"} if c else None, "clientId": cl[c] if c else "", "workspaceId": ws,
                "billable": c is not None, "memberships": [{"userId": uid, "hourlyRate": None, "costRate": None, "targetId": i, "membershipType": "PROJECT", "membershipStatus": "ACTIVE"}],
                "color": col, "estimate": {"estimate": "PT0S", "type": "AUTO"}, "archived": False, "duration": dur, "clientName": c or "", "note": note,
                "costRate": None, "timeEstimate": {"estimate": "PT0S", "type": "AUTO", "resetOption": None, "active": False, "includeNonBillable": True},
                "budgetEstimate": None, "estimateReset": None, "template": False, "public": c is not None}

    new_id = "673c9f0e4a2b1d5e8c7f3a19"
    tag_id = "673c9f2b4a2b1d5e8c7f3a2c"
    tags = [("64a1f0e1e8b3d94f7a215cb0", "billable-call"), ("64a1f0e1e8b3d94f7a215cb4", "bugfix"), ("64b7e4105f9a3c08e1d4a6d9", "discovery"),
            ("64a1f0e1e8b3d94f7a215cb8", "meeting"), ("6571c1a293a4b2e15f08d7c0", "review"), ("64a1f0e1e8b3d94f7a215cbc", "travel")]

    def te(eid: str, desc: str, pid: str, tg: list[str], start: str, end: str, dur: str, billable: bool = True) -> dict[str, Any]:
        return {"id": eid, "description": desc, "tagIds": tg, "userId": uid, "billable": billable, "taskId": None, "projectId": pid,
                "workspaceId": ws, "timeInterval": {"start": start, "end": end, "duration": dur}, "customFieldValues": [], "type": "REGULAR",
                "kioskId": None, "hourlyRate": {"amount": 9500, "currency": "EUR"} if billable else None, "costRate": None, "isLocked": False}

    new_te = te("673c9f5d4a2b1d5e8c7f3a41", "Kickoff workshop with Helix ops team", new_id, [tag_id], "2024-11-19T08:00:00Z", "2024-11-19T09:45:00Z", "PT1H45M")
    entries = [
        te("673c8e214a2b1d5e8c7f2f07", "Standup + sprint board grooming", "64b7e2c45f9a3c08e1d4a6a8", ["64a1f0e1e8b3d94f7a215cb8"], "2024-11-19T10:00:00Z", "2024-11-19T10:30:00Z", "PT30M"),
        new_te,
        te("673b5c084a2b1d5e8c7f1b92", "Route API rate-limit review", "6571c0de93a4b2e15f08d7a3", ["6571c1a293a4b2e15f08d7c0"], "2024-11-18T14:15:00Z", "2024-11-18T16:00:00Z", "PT1H45M"),
        te("673b3a7e4a2b1d5e8c7f18c3", "Invoices + timesheet approvals", "64a1f0d3e8b3d94f7a215c9a", [], "2024-11-18T12:30:00Z", "2024-11-18T13:15:00Z", "PT45M", billable=False),
        te("673b1f464a2b1d5e8c7f15e0", "Fleet dashboard: driver ETA widget", "64b7e2c45f9a3c08e1d4a6a8", [], "2024-11-18T08:00:00Z", "2024-11-18T11:30:00Z", "PT3H30M"),
    ]
    o9 = pj([{"id": i, "name": n, "workspaceId": ws, "archived": False} for i, n in sorted(tags + [(tag_id, "onboarding")], key=lambda x: x[1])])
    turns = [
        (call("get_workspaces"), o1),
        (call("list_clients", workspaceId=ws, archived=False), o2),
        (call("list_projects", workspaceId=ws, archived=False, page=1, **{"page-size": 50}), pj([proj(*p) for p in projects])),
        (call("create_project", workspaceId=ws, name="Q4 Onboarding Revamp", clientId=cl["Helix Logistics"], color="#8BC34A", billable=True, isPublic=True),
         pj(proj(new_id, "Q4 Onboarding Revamp", "Helix Logistics", "#8BC34A", "PT0S"))),
        (call("create_tag", workspaceId=ws, name="onboarding"), pj({"id": tag_id, "name": "onboarding", "workspaceId": ws, "archived": False})),
        (call("create_time_entry", workspaceId=ws, start="2024-11-19T08:00:00Z", end="2024-11-19T09:45:00Z", projectId=new_id, description="Kickoff workshop with Helix ops team", tagIds=[tag_id], billable=True),
         pj(new_te)),
        (call("list_time_entries", workspaceId=ws, userId=uid, start="2024-11-18T00:00:00Z", end="2024-11-19T23:59:59Z"), pj(entries)),
        (call("list_projects", workspaceId=ws, archived=False, page=1, **{"page-size": 50}), pj([proj(*p) for p in projects])),
        (call("list_tags", workspaceId=ws), o9),
    ]
    rs.add(task="mcp", tid="h34-mcp-15", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="project created at turn 4 (and used by a time entry) missing from the full, unfiltered project list")


# Hacker News: clean
def t16(rs: RowSet) -> None:
    system = mcp_system("hackernews", "Hacker News: the official Firebase API for items and users, Algolia HN Search for search", [
        tool("get_top_stories", "Current front-page stories in rank order with score, comments and age.", {"limit": INT}, []),
        tool("get_item", "Raw item from the Firebase API.", {"id": INT}, ["id"]),
        tool("get_comments", "Comment tree of a story.", {"story_id": INT, "max_depth": INT, "limit": INT}, ["story_id"]),
        tool("search_stories", "Algolia search over stories.", {"query": S, "tags": S, "numericFilters": S, "hitsPerPage": INT}, ["query"]),
        tool("get_user", "Raw user from the Firebase API.", {"id": S}, ["id"]),
    ])
    state = ("Hacker News read-only access. Task: for a newsletter, find what the front page is discussing about SQLite WAL today, "
             "summarise the main disagreement in the comments, and note who posted it.")

    def age(t: str, now: str) -> str:
        m = (epoch(now) - epoch(t)) // 60
        if m < 60:
            return f"{m} minutes ago"
        h = m // 60
        return "1 hour ago" if h == 1 else f"{h} hours ago"

    st = {
        42183702: ("SQLite's WAL mode is not what you think it is", "https://blog.sqlite-internals.dev/wal-misconceptions", "pcollins", "2024-11-19 12:58:40"),
        42181955: ("Show HN: A terminal spreadsheet in 4k lines of Zig", "https://github.com/eliasgrund/zcells", "eliasgrund", "2024-11-19 10:41:13"),
        42184410: ("EU right-to-repair rules for phones and tablets take effect", "https://www.theverge.com/2024/11/19/eu-right-to-repair-phones", "doener_", "2024-11-19 14:05:27"),
        42180266: ("A visual guide to Raft consensus (2023)", "https://raft-visual.example.io/", "ingve_", "2024-11-19 08:47:02"),
        42183019: ("PostgreSQL 17.2 and 16.6 released", "https://www.postgresql.org/about/news/postgresql-172-166-released/", "pgfan_ru", "2024-11-19 11:52:18"),
        42184988: ("Ask HN: How do you keep on-call from burning out a small team?", None, "throwaway_oncall", "2024-11-19 15:02:44"),
        42179830: ("Ferrofluid clocks and the physics of slow liquids", "https://www.quantamagazine.example/ferrofluid-clocks", "mhb_", "2024-11-19 07:55:39"),
        42182476: ("OpenBSD 7.6 on the Framework 13 AMD", "https://www.tumfatig.example/openbsd-framework-13/", "jmmv_fan", "2024-11-19 12:20:05"),
        42184102: ("Why SMS 2FA codes leak through carrier call forwarding", "https://krebs.example/2024/11/sms-forwarding/", "lxg_alt", "2024-11-19 13:33:50"),
        42178711: ("The hidden cost of Kubernetes sidecars", "https://blog.fly-ops.example/sidecars", "asymmetric_", "2024-11-19 06:48:26"),
        42185377: ("Show HN: Pg_durable - exactly-once jobs on plain Postgres", "https://github.com/kvasir-labs/pg_durable", "kvasir", "2024-11-19 15:41:09"),
    }

    def front(now: str, order: list[tuple[int, int, int]]) -> str:
        out = []
        for rank, (i, sc, dc) in enumerate(order, 1):
            t, u, by, tm = st[i]
            out.append({"rank": rank, "id": i, "title": t, "url": u, "by": by, "score": sc, "descendants": dc, "time": epoch(tm), "age": age(tm, now),
                        "hn_url": f"https://news.ycombinator.com/item?id={i}"})
        return pj({"fetched_at": now.replace(" ", "T") + "Z", "stories": out})

    f1 = [(42183702, 412, 187), (42181955, 376, 121), (42184410, 288, 203), (42180266, 241, 38), (42183019, 199, 64),
          (42184988, 156, 142), (42179830, 214, 29), (42182476, 167, 55), (42184102, 133, 71), (42178711, 302, 244)]
    f2 = [(42183702, 436, 202), (42184410, 311, 229), (42184988, 188, 171), (42181955, 389, 126), (42183019, 214, 70),
          (42185377, 74, 12), (42180266, 246, 39), (42184102, 149, 80), (42182476, 172, 58), (42179830, 218, 30)]
    kids = [42183911, 42183845, 42184007, 42183790, 42184233, 42184561]

    def item(score: int, desc: int) -> str:
        return pj({"by": "pcollins", "descendants": desc, "id": 42183702, "kids": kids + [42185102, 42185260][: max(0, (desc - 187) // 8)],
                   "score": score, "time": epoch("2024-11-19 12:58:40"), "title": st[42183702][0], "type": "story", "url": st[42183702][1]})

    comments = [
        {"id": 42183911, "by": "jlongster_fan", "time": epoch("2024-11-19 13:21:07"), "text": "The headline claim is that WAL doesn&#x27;t give you concurrent writers, which... nobody said it did? WAL gives you readers that don&#x27;t block the writer and vice versa. That&#x27;s the whole pitch.", "kids_count": 14,
         "replies": [{"id": 42184022, "by": "pcollins", "time": epoch("2024-11-19 13:40:55"), "text": "Plenty of people in our support queue believe exactly that. The post is aimed at them, not at you :)", "kids_count": 3},
                     {"id": 42184150, "by": "fsync_or_die", "time": epoch("2024-11-19 13:52:31"), "text": "The more interesting part is the checkpoint starvation section. If you always have a reader open, the WAL grows without bound. We hit 40 GB WAL files in prod.", "kids_count": 6}]},
        {"id": 42183845, "by": "hwayne_reader", "time": epoch("2024-11-19 13:12:44"), "text": "The durability table is wrong for synchronous=NORMAL in WAL mode: you can lose the last transactions on power loss, but the database can&#x27;t be corrupted. The article conflates the two.", "kids_count": 9,
         "replies": [{"id": 42183990, "by": "pcollins", "time": epoch("2024-11-19 13:29:18"), "text": "Fair, I&#x27;ll fix the table. Lost-but-consistent vs corrupted is the key distinction.", "kids_count": 1}]},
        {"id": 42184007, "by": "litestream_user", "time": epoch("2024-11-19 13:33:02"), "text": "Also worth saying: WAL doesn&#x27;t work over network filesystems because of the shared-memory index. That bites people running SQLite on NFS in k8s.", "kids_count": 4, "replies": []},
        {"id": 42183790, "by": "bsder", "time": epoch("2024-11-19 13:08:15"), "text": "BEGIN IMMEDIATE everywhere and a busy_timeout, and 90% of the &quot;database is locked&quot; posts go away.", "kids_count": 7, "replies": []},
    ]
    hits = [
        {"objectID": "42183702", "title": st[42183702][0], "url": st[42183702][1], "author": "pcollins", "points": 402, "num_comments": 184,
         "created_at": "2024-11-19T12:58:40Z", "created_at_i": epoch("2024-11-19 12:58:40"), "story_id": 42183702, "_tags": ["story", "author_pcollins", "story_42183702", "front_page"]},
        {"objectID": "42102288", "title": "Ask HN: SQLite in production with WAL - how do you back it up?", "url": None, "author": "quietdb", "points": 88, "num_comments": 61,
         "created_at": "2024-11-12T18:04:11Z", "created_at_i": epoch("2024-11-12 18:04:11"), "story_id": 42102288, "_tags": ["story", "author_quietdb", "story_42102288", "ask_hn"]},
        {"objectID": "42140917", "title": "WAL2 mode lands in SQLite's begin-concurrent branch", "url": "https://sqlite.org/src/timeline?r=wal2", "author": "nalgeon_fan", "points": 57, "num_comments": 19,
         "created_at": "2024-11-15T09:30:48Z", "created_at_i": epoch("2024-11-15 09:30:48"), "story_id": 42140917, "_tags": ["story", "author_nalgeon_fan", "story_42140917"]},
    ]
    user = {"id": "pcollins", "created": epoch("2014-03-02 17:44:09"), "karma": 5812,
            "about": "Database internals at a small SQLite hosting company. Writing at blog.sqlite-internals.dev. pc@sqlite-internals.dev",
            "submitted": [42184022, 42183990, 42183702, 42151877, 42120593, 42088012, 41990134, 41902277, 41877703, 41760582]}
    turns = [
        (call("get_top_stories", limit=10), front("2024-11-19 16:08:31", f1)),
        (call("get_item", id=42183702), item(421, 190)),
        (call("get_comments", story_id=42183702, max_depth=2, limit=4), pj({"story_id": 42183702, "comments": comments})),
        (call("search_stories", query="sqlite wal", tags="story", numericFilters="created_at_i>1731456000", hitsPerPage=5),
         pj({"nbHits": 3, "page": 0, "hitsPerPage": 5, "processingTimeMS": 2, "query": "sqlite wal", "hits": hits})),
        (call("get_user", id="pcollins"), pj(user)),
        (call("get_top_stories", limit=10), front("2024-11-19 16:34:02", f2)),
        (call("get_item", id=42183702), item(441, 205)),
    ]
    rs.add(task="mcp", tid="h34-mcp-16", system=system, turns=turns, state=state)


# ClickHouse: bad
def t17(rs: RowSet) -> None:
    system = mcp_system("mcp-clickhouse", "ClickHouse 24.8 server ch-telemetry-1 (single node), user mcp_agent", [
        tool("list_databases", "List databases.", {}, []),
        tool("list_tables", "Tables of a database with engine, rows and size.", {"database": S, "like": S}, ["database"]),
        tool("run_select_query", "Run a read-only SELECT query.", {"query": S}, ["query"]),
        tool("run_query", "Run a DDL or write statement (CREATE, INSERT, OPTIMIZE, ALTER).", {"query": S}, ["query"]),
    ])
    state = ("ClickHouse 24.8.4 on ch-telemetry-1 (single node, Atomic databases). Devices stream events into telemetry.device_events "
             "continuously (about 100 rows/s in small batches). Inserts have started to get delayed with 'Too many parts'. Task: check the "
             "parts situation, compact the current month, and add an hourly rollup table fed by a materialized view, backfilled up to 15:00.")

    def res(cols: list[str], rows: list[list[Any]]) -> str:
        return pj({"columns": cols, "rows": rows})

    uu = {"alerts": "0b6c2e4f-81d7-4a93-b5e0-7f3a9c1d2e48", "device_events": "5e1b7c3a-9d2f-4b8e-a61c-0f3e2d4b9a17",
          "device_events_daily": "9a40d8e1-3c57-4f2b-8e16-d2b5f0a7c963", "devices": "c3f19a27-6e0b-4d8c-9f41-5a2e7b8d0c16",
          "firmware_releases": "7d2e5b90-1a4c-4e6f-b837-c0f9e1a24d5b"}
    meta = {"alerts": "2024-06-11 09:14:37", "device_events": "2024-08-29 16:02:51", "device_events_daily": "2024-08-29 16:05:10",
            "devices": "2024-05-02 11:40:22", "firmware_releases": "2024-05-02 11:41:03"}
    eng = {"alerts": "MergeTree", "device_events": "MergeTree", "device_events_daily": "SummingMergeTree", "devices": "ReplacingMergeTree",
           "firmware_releases": "MergeTree", "device_events_hourly": "AggregatingMergeTree", "device_events_hourly_mv": "MaterializedView"}
    tbl = [
        ("alerts", 77450, 6112873, "Threshold alerts raised by the rules engine"),
        ("device_events", 1284772901, 31877204110, "Raw device telemetry, one row per reading"),
        ("device_events_daily", 5902118, 210334761, "Daily sums per device and metric"),
        ("devices", 48211, 3910442, "Device registry (latest row per device_id)"),
        ("firmware_releases", 312, 40117, ""),
    ]
    o2 = pj([{"database": "telemetry", "name": n, "engine": eng[n], "total_rows": r, "total_bytes": b, "comment": c,
              "sorting_key": {"alerts": "device_id, raised_at", "device_events": "device_id, metric, ts", "device_events_daily": "device_id, metric, day",
                              "devices": "device_id", "firmware_releases": "version"}[n],
              "partition_key": {"alerts": "toYYYYMM(raised_at)", "device_events": "toYYYYMM(ts)", "device_events_daily": "toYYYYMM(day)", "devices": "", "firmware_releases": ""}[n]}
             for n, r, b, c in tbl])
    q_tables = "SELECT name, uuid, engine, metadata_modification_time FROM system.tables WHERE database = 'telemetry' ORDER BY name"
    o3 = res(["name", "uuid", "engine", "metadata_modification_time"], [[n, uu[n], eng[n], meta[n]] for n in sorted(uu)])
    q_parts = ("SELECT partition, count() AS parts, sum(rows) AS rows, formatReadableSize(sum(bytes_on_disk)) AS size, max(modification_time) AS last_part\n"
               "FROM system.parts WHERE database = 'telemetry' AND table = 'device_events' AND active GROUP BY partition ORDER BY partition")
    o4 = res(["partition", "parts", "rows", "size", "last_part"], [
        ["202409", 14, 412880115, "9.57 GiB", "2024-10-02 04:11:37"],
        ["202410", 22, 438201774, "10.14 GiB", "2024-11-03 02:47:09"],
        ["202411", 187, 433694412, "9.99 GiB", "2024-11-19 15:12:48"],
    ])
    o5 = res(["name", "value", "default", "changed", "description"], [
        ["parts_to_delay_insert", "150", "1000", 1, "If table contains at least that many active parts in single partition, artificially slow down insert into table."],
        ["parts_to_throw_insert", "300", "3000", 1, "If more than this number active parts in single partition, throw 'Too many parts ...' exception."],
        ["max_bytes_to_merge_at_max_space_in_pool", "161061273600", "161061273600", 0, "Maximum in total size of parts to merge, when there are maximum free threads in background pool (or entries in replication queue)."],
        ["min_bytes_for_wide_part", "10485760", "10485760", 0, "Minimal uncompressed size in bytes to create part in wide format instead of compact"],
    ])
    o7 = res(["partition", "parts", "rows", "size", "last_part"], [
        ["202409", 14, 412880115, "9.57 GiB", "2024-10-02 04:11:37"],
        ["202410", 22, 438201774, "10.14 GiB", "2024-11-03 02:47:09"],
        ["202411", 5, 433704430, "9.31 GiB", "2024-11-19 15:14:22"],
    ])
    ddl_t = ("CREATE TABLE telemetry.device_events_hourly\n(\n    device_id UInt64,\n    metric LowCardinality(String),\n    hour DateTime,\n"
             "    readings AggregateFunction(count),\n    avg_value AggregateFunction(avg, Float64),\n    max_value AggregateFunction(max, Float64)\n)\n"
             "ENGINE = AggregatingMergeTree\nPARTITION BY toYYYYMM(hour)\nORDER BY (device_id, metric, hour)")
    ddl_mv = ("CREATE MATERIALIZED VIEW telemetry.device_events_hourly_mv TO telemetry.device_events_hourly AS\n"
              "SELECT device_id, metric, toStartOfHour(ts) AS hour, countState() AS readings, avgState(value) AS avg_value, maxState(value) AS max_value\n"
              "FROM telemetry.device_events GROUP BY device_id, metric, hour")
    ins = ("INSERT INTO telemetry.device_events_hourly\n"
           "SELECT device_id, metric, toStartOfHour(ts) AS hour, countState(), avgState(value), maxState(value)\n"
           "FROM telemetry.device_events WHERE ts < '2024-11-19 15:00:00' GROUP BY device_id, metric, hour")
    o11 = res(["name", "uuid", "engine", "metadata_modification_time"], [
        ["alerts", uu["alerts"], "MergeTree", meta["alerts"]],
        ["device_events", "5e1b7c3a-9d2f-4b8e-a61c-0f3e2d4b9a71", "MergeTree", meta["device_events"]],
        ["device_events_daily", uu["device_events_daily"], "SummingMergeTree", meta["device_events_daily"]],
        ["device_events_hourly", "e27f4a10-b85c-4d39-9a6e-13c8f0d5b247", "AggregatingMergeTree", "2024-11-19 15:15:03"],
        ["device_events_hourly_mv", "4c918d35-0fa2-47e1-b6d8-a93e5c27f104", "MaterializedView", "2024-11-19 15:15:40"],
        ["devices", uu["devices"], "ReplacingMergeTree", meta["devices"]],
        ["firmware_releases", uu["firmware_releases"], "MergeTree", meta["firmware_releases"]],
    ])
    o12 = res(["event_time", "query_kind", "query_duration_ms", "read_rows", "written_rows", "query"], [
        ["2024-11-19 15:18:06", "Select", 4, 7, 0, q_tables[:60]],
        ["2024-11-19 15:17:52", "Insert", 91844, 1284797318, 41873590, "INSERT INTO telemetry.device_events_hourly\nSELECT device_id, m"],
        ["2024-11-19 15:15:40", "Create", 11, 0, 0, "CREATE MATERIALIZED VIEW telemetry.device_events_hourly_mv T"],
        ["2024-11-19 15:15:03", "Create", 9, 0, 0, "CREATE TABLE telemetry.device_events_hourly\n(\n    device_id U"],
        ["2024-11-19 15:14:31", "Select", 3, 3, 0, "SELECT partition, count() AS parts, sum(rows) AS rows, format"],
        ["2024-11-19 15:14:19", "System", 61512, 433697112, 433697112, "OPTIMIZE TABLE telemetry.device_events PARTITION 202411 FINAL"],
    ])
    turns = [
        (call("list_databases"), pj(["INFORMATION_SCHEMA", "default", "information_schema", "system", "telemetry", "telemetry_staging"])),
        (call("list_tables", database="telemetry"), o2),
        (call("run_select_query", query=q_tables), o3),
        (call("run_select_query", query=q_parts), o4),
        (call("run_select_query", query="SELECT name, value, default, changed, description FROM system.merge_tree_settings WHERE name IN ('parts_to_delay_insert', 'parts_to_throw_insert', 'max_bytes_to_merge_at_max_space_in_pool', 'min_bytes_for_wide_part')"), o5),
        (call("run_query", query="OPTIMIZE TABLE telemetry.device_events PARTITION 202411 FINAL"), pj({"status": "success", "query_id": "3b8f1e62-7c4d-4a90-b2e5-9d0c6f71a8e3", "elapsed_ms": 61512})),
        (call("run_select_query", query=q_parts), o7),
        (call("run_query", query=ddl_t), pj({"status": "success", "query_id": "a91d07c4-2e5b-4f38-8c6a-05e7b3d2f914", "elapsed_ms": 9})),
        (call("run_query", query=ddl_mv), pj({"status": "success", "query_id": "f04c6b28-93e1-4d7a-a5f0-7b2e8c1d6049", "elapsed_ms": 11})),
        (call("run_query", query=ins), pj({"status": "success", "query_id": "6e2a9f15-d0b7-4c83-9e4f-218c5a7b3d60", "elapsed_ms": 91844,
                                           "summary": {"read_rows": "1284797318", "read_bytes": "30733094318", "written_rows": "41873590", "written_bytes": "2987114406"}})),
        (call("run_select_query", query=q_tables), o11),
        (call("run_select_query", query="SELECT event_time, query_kind, query_duration_ms, read_rows, written_rows, substring(query, 1, 60) AS query FROM system.query_log WHERE type = 'QueryFinish' AND user = 'mcp_agent' AND event_date = today() ORDER BY event_time DESC LIMIT 6"), o12),
    ]
    rs.add(task="mcp", tid="h34-mcp-17", system=system, turns=turns, state=state, bad=True, turn=11,
           kind="UUID of an untouched table changes (last two hex digits swapped) with no DROP/RENAME/EXCHANGE")


# Calendly: clean
def t18(rs: RowSet) -> None:
    system = mcp_system("calendly", "Calendly API v2 for the user account of Sofia Marchetti", [
        tool("get_current_user", "The authenticated user.", {}, []),
        tool("list_event_types", "Event types of a user.", {"user": S, "active": B}, ["user"]),
        tool("list_scheduled_events", "Scheduled events of a user.", {"user": S, "status": S, "min_start_time": S, "max_start_time": S, "sort": S, "count": INT}, ["user"]),
        tool("get_event_invitees", "Invitees of a scheduled event.", {"event_uuid": S}, ["event_uuid"]),
        tool("cancel_event", "Cancel a scheduled event and notify invitees.", {"event_uuid": S, "reason": S}, ["event_uuid"]),
        tool("create_scheduling_link", "Create a single-use scheduling link for an event type.", {"owner": S, "max_event_count": INT}, ["owner", "max_event_count"]),
    ])
    state = ("Calendly account of Sofia Marchetti (Solutions Engineer, timezone Europe/Rome). Rachel Kim emailed that she can't make "
             "tomorrow's intro call and asked for a link to pick another slot. Task: cancel that call with a short reason and create a "
             "single-use link for the 30 Minute Intro Call to send her.")
    u = "https://api.calendly.com/users/BDHC4XK2TQ7M2FLE"
    org = "https://api.calendly.com/organizations/EGAB7MZ3XQ4P5KDN"
    me = {"resource": {"uri": u, "name": "Sofia Marchetti", "slug": "sofia-marchetti", "email": "sofia.marchetti@lumenhq.io",
                       "scheduling_url": "https://calendly.com/sofia-marchetti", "timezone": "Europe/Rome", "time_notation": "24h",
                       "avatar_url": "https://d3v0px0pttie1i.cloudfront.net/uploads/user/avatar/21877040/9a1c3e5f.jpg",
                       "created_at": "2022-03-14T10:22:41.118104Z", "updated_at": "2024-10-07T08:51:30.660217Z", "current_organization": org,
                       "resource_type": "User", "locale": "en"}}
    ets = [
        ("CBG5X2QK7LMN3PRA", "30 Minute Intro Call", "30min-intro", 30, "solo", "#0ae8f0", "Zoom"),
        ("FHD2Y7WM4KQP8ZTE", "Product Demo", "product-demo", 45, "solo", "#8247f5", "Zoom"),
        ("DKA9T3VN6RWX2MLQ", "Technical Deep Dive", "technical-deep-dive", 60, "solo", "#ff4f00", "Google Meet"),
        ("GML4R8QZ1XKT5PWB", "Office Hours", "office-hours", 20, "group", "#17e885", "Google Meet"),
    ]
    o2 = pj({"collection": [{"uri": f"https://api.calendly.com/event_types/{i}", "name": n, "active": True, "slug": s, "scheduling_url": f"https://calendly.com/sofia-marchetti/{s}",
                             "duration": d, "kind": k, "pooling_type": None, "type": "StandardEventType", "color": c, "created_at": "2022-03-14T10:40:12.000000Z",
                             "updated_at": "2024-09-02T13:05:48.000000Z", "internal_note": None, "description_plain": None, "secret": False,
                             "booking_method": "instant", "custom_questions": [{"name": "What would you like to cover?", "type": "text", "position": 0, "enabled": True, "required": False}],
                             "locations": [{"kind": "zoom_conference" if loc == "Zoom" else "google_conference"}], "profile": {"type": "User", "name": "Sofia Marchetti", "owner": u}}
                            for i, n, s, d, k, c, loc in ets],
             "pagination": {"count": 4, "next_page": None, "previous_page": None, "next_page_token": None, "previous_page_token": None}})
    evs = {
        "E1": ("A7QK2M9XLT4B8WCE", "Product Demo", "FHD2Y7WM4KQP8ZTE", "2024-11-20T09:00:00.000000Z", "2024-11-20T09:45:00.000000Z", "zoom", (1, 1, 1), "2024-11-12T16:20:14.552013Z"),
        "E2": ("B3RW8N1ZKP6D5YHA", "30 Minute Intro Call", "CBG5X2QK7LMN3PRA", "2024-11-20T14:30:00.000000Z", "2024-11-20T15:00:00.000000Z", "zoom", (1, 1, 1), "2024-11-14T19:02:55.781440Z"),
        "E3": ("C9TX4F7QMV2L1KJD", "Technical Deep Dive", "DKA9T3VN6RWX2MLQ", "2024-11-21T16:00:00.000000Z", "2024-11-21T17:00:00.000000Z", "google", (1, 1, 1), "2024-11-15T13:47:08.204391Z"),
        "E4": ("D2HM6P8RXW3N9QSB", "Office Hours", "GML4R8QZ1XKT5PWB", "2024-11-22T11:00:00.000000Z", "2024-11-22T11:20:00.000000Z", "google", (3, 3, 10), "2024-11-08T09:30:41.902155Z"),
        "E5": ("E8KZ1W5TQN7C4VLM", "Product Demo", "FHD2Y7WM4KQP8ZTE", "2024-11-25T15:00:00.000000Z", "2024-11-25T15:45:00.000000Z", "zoom", (1, 1, 1), "2024-11-18T22:11:37.048862Z"),
        "E6": ("F5NB3X9RKL2T8QWY", "30 Minute Intro Call", "CBG5X2QK7LMN3PRA", "2024-11-26T08:00:00.000000Z", "2024-11-26T08:30:00.000000Z", "zoom", (1, 1, 1), "2024-11-19T07:45:19.337506Z"),
    }

    def ev(k: str, counter: tuple[int, int, int] | None = None, updated: str | None = None) -> dict[str, Any]:
        i, n, et, s, e, loc, c, cr = evs[k]
        c = counter or c
        zid = 81000000000 + sum(ord(ch) * 7919 ** n for n, ch in enumerate(i[:4])) % 999999999
        location = ({"type": "zoom", "status": "pushed", "join_url": f"https://lumenhq.zoom.us/j/{zid}", "data": {"id": zid}}
                    if loc == "zoom" else {"type": "google_conference", "status": "pushed", "join_url": f"https://meet.google.com/{i[:3].lower()}-{i[3:7].lower()}-{i[7:10].lower()}"})
        return {"uri": f"https://api.calendly.com/scheduled_events/{i}", "name": n, "meeting_notes_plain": None, "status": "active", "start_time": s, "end_time": e,
                "event_type": f"https://api.calendly.com/event_types/{et}", "location": location,
                "invitees_counter": {"total": c[0], "active": c[1], "limit": c[2]}, "created_at": cr, "updated_at": updated or cr,
                "event_memberships": [{"user": u, "user_email": "sofia.marchetti@lumenhq.io", "user_name": "Sofia Marchetti"}], "event_guests": []}

    def listing(keys: list[str], counters: dict[str, tuple[int, int, int]], updated: dict[str, str]) -> str:
        return pj({"collection": [ev(k, counters.get(k), updated.get(k)) for k in keys],
                   "pagination": {"count": len(keys), "next_page": None, "previous_page": None, "next_page_token": None, "previous_page_token": None}})

    e2 = f"https://api.calendly.com/scheduled_events/{evs['E2'][0]}"
    inv = {"collection": [{"uri": f"{e2}/invitees/0c7f3a91-5e2b-4d88-b1a6-e94d2c7f0b35", "email": "rachel.kim@brightpath.io", "first_name": "Rachel", "last_name": "Kim",
                           "name": "Rachel Kim", "status": "active", "questions_and_answers": [{"question": "What would you like to cover?", "answer": "Pricing for 40 seats and SSO (Okta).", "position": 0}],
                           "timezone": "America/Chicago", "event": e2, "created_at": "2024-11-14T19:02:55.781440Z", "updated_at": "2024-11-14T19:02:58.120337Z",
                           "tracking": {"utm_campaign": None, "utm_source": "website", "utm_medium": None, "utm_content": None, "utm_term": None, "salesforce_uuid": None},
                           "text_reminder_number": None, "rescheduled": False, "old_invitee": None, "new_invitee": None,
                           "cancel_url": "https://calendly.com/cancellations/0c7f3a91-5e2b-4d88-b1a6-e94d2c7f0b35",
                           "reschedule_url": "https://calendly.com/reschedulings/0c7f3a91-5e2b-4d88-b1a6-e94d2c7f0b35", "routing_form_submission": None,
                           "cancellation": None, "payment": None, "no_show": None, "reconfirmation": None, "scheduling_method": None, "invitee_scheduled_by": None}],
           "pagination": {"count": 1, "next_page": None, "previous_page": None, "next_page_token": None, "previous_page_token": None}}
    reason = "Rachel can't make this slot - I've sent her a link to pick a new time. Sorry for the short notice!"
    o5 = pj({"resource": {"canceled_by": "Sofia Marchetti", "reason": reason, "canceler_type": "host", "created_at": "2024-11-19T15:06:22.417553Z"}})
    o7 = pj({"resource": {"booking_url": "https://calendly.com/d/cq7k-3zt-x2m/30-minute-intro-call", "owner": "https://api.calendly.com/event_types/CBG5X2QK7LMN3PRA", "owner_type": "EventType"}})
    q = dict(user=u, status="active", min_start_time="2024-11-19T15:00:00Z", max_start_time="2024-11-27T00:00:00Z", sort="start_time:asc", count=20)
    turns = [
        (call("get_current_user"), pj(me)),
        (call("list_event_types", user=u, active=True), o2),
        (call("list_scheduled_events", **q), listing(["E1", "E2", "E3", "E4", "E5", "E6"], {}, {})),
        (call("get_event_invitees", event_uuid=evs["E2"][0]), pj(inv)),
        (call("cancel_event", event_uuid=evs["E2"][0], reason=reason), o5),
        (call("list_scheduled_events", **q), listing(["E1", "E3", "E4", "E5", "E6"], {"E4": (4, 4, 10)}, {"E4": "2024-11-19T15:04:51.660728Z"})),
        (call("create_scheduling_link", owner="https://api.calendly.com/event_types/CBG5X2QK7LMN3PRA", max_event_count=1), o7),
    ]
    rs.add(task="mcp", tid="h34-mcp-18", system=system, turns=turns, state=state)


# RabbitMQ: bad
def t19(rs: RowSet) -> None:
    system = mcp_system("rabbitmq", "RabbitMQ management HTTP API of the cluster mq-prod (https://mq-prod.internal:15671)", [
        tool("get_overview", "Cluster-wide overview: versions, message rates, object totals.", {}, []),
        tool("list_queues", "Queues of a vhost with message counts and consumers.", {"vhost": S}, ["vhost"]),
        tool("get_queue", "Details of one queue.", {"vhost": S, "name": S}, ["vhost", "name"]),
        tool("purge_queue", "Delete all ready messages from a queue.", {"vhost": S, "name": S}, ["vhost", "name"]),
        tool("get_node", "Runtime details of a cluster node.", {"name": S}, ["name"]),
        tool("set_policy", "Create or update a policy in a vhost.", {"vhost": S, "name": S, "pattern": S, "definition": OBJ, "apply_to": S, "priority": INT}, ["vhost", "name", "pattern", "definition"]),
    ])
    state = ("RabbitMQ 3.13.7 cluster mq-prod (nodes rabbit@mq-prod-1..3), user ops-agent with administrator tag. The dead-letter queue "
             "orders.dead-letter in vhost /orders has grown for weeks; the messages were already replayed from the order service's outbox "
             "last week. Task: check the node hosting it is healthy, purge the queue, and add a 7-day message TTL policy so it cannot grow "
             "unbounded again.")
    ov = {"management_version": "3.13.7", "rates_mode": "basic", "product_version": "3.13.7", "product_name": "RabbitMQ", "rabbitmq_version": "3.13.7",
          "cluster_name": "mq-prod", "erlang_version": "26.2.5.3", "erlang_full_version": "Erlang/OTP 26 [erts-14.2.5.3] [source] [64-bit] [smp:4:4] [ds:4:4:10] [async-threads:1] [jit:ns]",
          "release_series_support_status": "supported", "disable_stats": False, "enable_queue_totals": True,
          "message_stats": {"ack": 918244071, "ack_details": {"rate": 412.6}, "confirm": 920118532, "confirm_details": {"rate": 415.0}, "deliver_get": 918771302,
                            "deliver_get_details": {"rate": 413.2}, "publish": 920133907, "publish_details": {"rate": 415.4}, "redeliver": 201877, "redeliver_details": {"rate": 0.0}},
          "churn_rates": {"channel_closed": 88120, "channel_closed_details": {"rate": 0.2}, "connection_created": 30412, "connection_created_details": {"rate": 0.0}},
          "queue_totals": {"messages": 5244, "messages_details": {"rate": 0.4}, "messages_ready": 4981, "messages_ready_details": {"rate": 0.4},
                           "messages_unacknowledged": 263, "messages_unacknowledged_details": {"rate": 0.0}},
          "object_totals": {"channels": 212, "connections": 98, "consumers": 151, "exchanges": 41, "queues": 63},
          "statistics_db_event_queue": 0, "node": "rabbit@mq-prod-1",
          "listeners": [{"node": f"rabbit@mq-prod-{n}", "protocol": p, "ip_address": "::", "port": port} for n in (1, 2, 3) for p, port in (("amqp/ssl", 5671), ("clustering", 25672), ("https", 15671), ("prometheus", 15692))],
          "contexts": [{"ssl_opts": [], "node": "rabbit@mq-prod-1", "description": "RabbitMQ Management", "path": "/", "cowboy_opts": "[{sendfile,false}]", "ssl": "true", "port": "15671"}]}
    qs = [
        ("orders.created", "quorum", "rabbit@mq-prod-1", 38, 12, 26, 8, 188.2, "ha-quorum"),
        ("orders.created.retry", "quorum", "rabbit@mq-prod-3", 4, 4, 0, 2, 0.6, "ha-quorum"),
        ("orders.dead-letter", "classic", "rabbit@mq-prod-2", 3812, 3812, 0, 0, 0.0, None),
        ("orders.fulfilled", "quorum", "rabbit@mq-prod-2", 17, 0, 17, 6, 94.1, "ha-quorum"),
        ("orders.invoice-requested", "quorum", "rabbit@mq-prod-3", 9, 1, 8, 4, 61.7, "ha-quorum"),
        ("orders.payment-captured", "quorum", "rabbit@mq-prod-1", 22, 6, 16, 6, 72.4, "ha-quorum"),
        ("orders.refund-requested", "quorum", "rabbit@mq-prod-2", 0, 0, 0, 2, 1.3, "ha-quorum"),
        ("orders.shipping-label", "quorum", "rabbit@mq-prod-3", 14, 2, 12, 4, 40.8, "ha-quorum"),
        ("orders.audit-log", "stream", "rabbit@mq-prod-1", 0, 0, 0, 1, 188.2, None),
    ]

    def queues(rows: list[tuple[Any, ...]]) -> str:
        out = []
        for n, t, node, m, r, u, c, rate, pol in rows:
            q = {"name": n, "vhost": "/orders", "type": t, "durable": True, "auto_delete": False, "exclusive": False, "node": node,
                 "state": "running", "messages": m, "messages_ready": r, "messages_unacknowledged": u, "consumers": c,
                 "consumer_capacity": 1.0 if c else 0, "policy": pol, "effective_policy_definition": {"dead-letter-exchange": "orders.dlx"} if pol == "ha-quorum" else ({"message-ttl": 604800000} if pol == "dlx-ttl" else {}),
                 "message_stats": {"publish_details": {"rate": rate}, "deliver_get_details": {"rate": rate if c else 0.0}}}
            if t == "quorum":
                q["leader"] = node
                q["members"] = ["rabbit@mq-prod-1", "rabbit@mq-prod-2", "rabbit@mq-prod-3"]
            out.append(q)
        return pj(out)

    def node(pid: str, uptime: int, mem: int, fd: int, sockets: int, procs: int, gc: int) -> str:
        return pj({"name": "rabbit@mq-prod-2", "type": "disc", "running": True, "being_drained": False, "os_pid": pid, "uptime": uptime,
                   "mem_used": mem, "mem_limit": 6871947673, "mem_alarm": False, "mem_calculation_strategy": "rss",
                   "disk_free": 71209836544, "disk_free_limit": 5000000000, "disk_free_alarm": False,
                   "fd_used": fd, "fd_total": 1048576, "sockets_used": sockets, "sockets_total": 943629, "proc_used": procs, "proc_total": 1048576,
                   "run_queue": 0, "processors": 4, "gc_num": gc, "gc_bytes_reclaimed": gc * 30718, "context_switches": gc * 41,
                   "net_ticktime": 60, "partitions": [], "enabled_plugins": ["rabbitmq_management", "rabbitmq_prometheus", "rabbitmq_shovel"],
                   "cluster_links": [{"name": "rabbit@mq-prod-1", "peer_addr": "10.40.2.11", "peer_port": 25672, "send_bytes": 918223310412},
                                     {"name": "rabbit@mq-prod-3", "peer_addr": "10.40.2.13", "peer_port": 25672, "send_bytes": 902771934608}],
                   "log_files": ["/var/log/rabbitmq/rabbit@mq-prod-2.log", "/var/log/rabbitmq/rabbit@mq-prod-2_upgrade.log"],
                   "config_files": ["/etc/rabbitmq/rabbitmq.conf", "/etc/rabbitmq/conf.d/10-defaults.conf"], "db_dir": "/var/lib/rabbitmq/mnesia/rabbit@mq-prod-2",
                   "rates_mode": "basic", "exchange_types": [{"name": t, "enabled": True} for t in ("direct", "fanout", "headers", "topic", "x-consistent-hash")]})

    dlq = pj({"name": "orders.dead-letter", "vhost": "/orders", "type": "classic", "durable": True, "auto_delete": False, "exclusive": False,
              "arguments": {"x-queue-type": "classic"}, "node": "rabbit@mq-prod-2", "state": "running", "policy": None, "effective_policy_definition": {},
              "messages": 3812, "messages_ready": 3812, "messages_unacknowledged": 0, "messages_persistent": 3812, "message_bytes": 9406377,
              "message_bytes_ready": 9406377, "message_bytes_persistent": 9406377, "memory": 9611480, "consumers": 0, "consumer_capacity": 0,
              "consumer_details": [], "idle_since": "2024-11-19T13:51:07.482+00:00", "head_message_timestamp": None,
              "backing_queue_status": {"mode": "default", "len": 3812, "q1": 0, "q2": 0, "q3": 0, "q4": 3812, "version": 2, "target_ram_count": "infinity"},
              "message_stats": {"publish": 3812, "publish_details": {"rate": 0.0}}, "garbage_collection": {"fullsweep_after": 65535, "min_heap_size": 233, "minor_gcs": 7}})
    pol = {"message-ttl": 604800000}
    after = [q if q[0] != "orders.dead-letter" else ("orders.dead-letter", "classic", "rabbit@mq-prod-2", 0, 0, 0, 0, 0.0, "dlx-ttl") for q in qs]
    after = [(n, t, nd, m + (3 if n == "orders.created" else 0), r + (3 if n == "orders.created" else 0), u, c, rate + (4.1 if c else 0.0), p) if n != "orders.dead-letter" else (n, t, nd, m, r, u, c, rate, p)
             for n, t, nd, m, r, u, c, rate, p in after]
    turns = [
        (call("get_overview"), pj(ov)),
        (call("list_queues", vhost="/orders"), queues(qs)),
        (call("get_node", name="rabbit@mq-prod-2"), node("4127", 1845612009, 1412332544, 311, 98, 4812, 3304127711)),
        (call("get_queue", vhost="/orders", name="orders.dead-letter"), dlq),
        (call("purge_queue", vhost="/orders", name="orders.dead-letter"), pj({"message_count": 3812})),
        (call("set_policy", vhost="/orders", name="dlx-ttl", pattern="^orders\\.dead-letter$", definition=pol, apply_to="queues", priority=10),
         pj({"status": 201, "vhost": "/orders", "name": "dlx-ttl", "pattern": "^orders\\.dead-letter$", "apply-to": "queues", "definition": pol, "priority": 10})),
        (call("get_node", name="rabbit@mq-prod-2"), node("4172", 1845878442, 1398107136, 309, 97, 4806, 3304402158)),
        (call("list_queues", vhost="/orders"), queues(after)),
    ]
    rs.add(task="mcp", tid="h34-mcp-19", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="node os_pid changes (4127 -> 4172) while uptime keeps counting, so no restart happened")


# Baserow: clean
def t20(rs: RowSet) -> None:
    system = mcp_system("baserow", "Baserow REST API (api.baserow.io), workspace Lumen Ops, database 'Procurement' (id 187)", [
        tool("list_tables", "Tables of a database.", {"database_id": INT}, ["database_id"]),
        tool("list_fields", "Fields of a table.", {"table_id": INT}, ["table_id"]),
        tool("list_rows", "Rows of a table with user field names. order_by: field name, '-' for descending. filters: JSON filter tree.", {"table_id": INT, "page": INT, "size": INT, "order_by": S, "search": S, "filters": OBJ}, ["table_id"]),
        tool("create_row", "Create a row.", {"table_id": INT, "fields": OBJ}, ["table_id", "fields"]),
        tool("update_row", "Update a row.", {"table_id": INT, "row_id": INT, "fields": OBJ}, ["table_id", "row_id", "fields"]),
        tool("delete_row", "Delete a row.", {"table_id": INT, "row_id": INT}, ["table_id", "row_id"]),
        tool("update_field", "Rename or change a field.", {"field_id": INT, "name": S}, ["field_id"]),
    ])
    state = ("Baserow workspace Lumen Ops, database Procurement (id 187). Task from finance: add the new vendor Northbeam Analytics (under "
             "review, EUR 18,400/yr, renews 2025-12-01, accounts@northbeam.io, owner Priya N.), record that Helio Print Studio renewed until "
             "2026-01-31 and is active again, remove Brightdesk Furniture (contract ended, duplicate of Brightdesk Office), rename the "
             "'Contact email' field to 'Billing email', then list the active vendors by renewal date.")
    tables = [(1203, "Vendors", 0), (1204, "Purchase orders", 1), (1205, "Invoices", 2), (1211, "Cost centers", 3)]
    o1 = pj([{"id": i, "name": n, "order": o, "database_id": 187} for i, n, o in tables])
    sel_cat = {"Software": (5120, "blue"), "Hardware": (5121, "dark-orange"), "Services": (5122, "green"), "Facilities": (5123, "light-gray")}
    sel_st = {"Active": (5130, "green"), "Under review": (5131, "yellow"), "Offboarding": (5132, "red")}
    fields = [
        {"id": 10871, "table_id": 1203, "name": "Name", "order": 0, "type": "text", "primary": True, "read_only": False, "description": None, "text_default": ""},
        {"id": 10872, "table_id": 1203, "name": "Category", "order": 1, "type": "single_select", "primary": False, "read_only": False, "description": None,
         "select_options": [{"id": i, "value": v, "color": c} for v, (i, c) in sel_cat.items()]},
        {"id": 10873, "table_id": 1203, "name": "Status", "order": 2, "type": "single_select", "primary": False, "read_only": False, "description": None,
         "select_options": [{"id": i, "value": v, "color": c} for v, (i, c) in sel_st.items()]},
        {"id": 10874, "table_id": 1203, "name": "Annual spend", "order": 3, "type": "number", "primary": False, "read_only": False, "description": "EUR, excl. VAT",
         "number_decimal_places": 2, "number_negative": False, "number_prefix": "€", "number_suffix": "", "number_separator": "PERIOD_COMMA"},
        {"id": 10875, "table_id": 1203, "name": "Contract renewal", "order": 4, "type": "date", "primary": False, "read_only": False, "description": None,
         "date_format": "ISO", "date_include_time": False, "date_time_format": "24", "date_show_tzinfo": False, "date_force_timezone": None},
        {"id": 10876, "table_id": 1203, "name": "Contact email", "order": 5, "type": "email", "primary": False, "read_only": False, "description": None},
        {"id": 10877, "table_id": 1203, "name": "Owner", "order": 6, "type": "text", "primary": False, "read_only": False, "description": None, "text_default": ""},
    ]
    data = [
        (1, "Acme Cloud Hosting", "Software", "Active", "42000.00", "2025-03-31", "billing@acmecloud.eu", "Tomás R."),
        (2, "Atlas Security GmbH", "Services", "Active", "26500.00", "2025-06-30", "rechnung@atlas-security.de", "Tomás R."),
        (3, "Beacon HR", "Software", "Active", "9600.00", "2025-01-15", "invoices@beaconhr.com", "Miriam S."),
        (4, "Brightdesk Office", "Facilities", "Active", "7200.00", "2025-09-30", "ar@brightdesk.eu", "Jana K."),
        (5, "Cobalt Laptops", "Hardware", "Active", "61300.00", "2025-04-30", "finance@cobaltlaptops.com", "Tomás R."),
        (6, "Dataforge", "Software", "Under review", "14800.00", "2025-02-28", "billing@dataforge.io", "Priya N."),
        (7, "Evergreen Catering", "Facilities", "Active", "11250.00", "2025-12-31", "office@evergreen-catering.de", "Jana K."),
        (9, "Brightdesk Furniture", "Facilities", "Offboarding", "0.00", "2024-10-31", "ar@brightdesk.eu", "Jana K."),
        (10, "Fjord Translation", "Services", "Active", "4300.00", "2025-05-31", "post@fjordtranslate.no", "Axel L."),
        (11, "Glasswing Design", "Services", "Under review", "18000.00", "2025-03-15", "studio@glasswing.design", "Lena V."),
        (12, "Granite Legal LLP", "Services", "Active", "38900.00", "2025-08-31", "accounts@granitelegal.co.uk", "Miriam S."),
        (14, "Harbor Telecom", "Services", "Active", "15600.00", "2025-11-30", "billing@harbortel.de", "Tomás R."),
        (15, "Kestrel Monitoring", "Software", "Active", "22800.00", "2025-07-31", "invoices@kestrel.dev", "Priya N."),
        (16, "Lumina Lighting", "Facilities", "Offboarding", "1200.00", "2024-12-31", "service@lumina-licht.de", "Jana K."),
        (17, "Helio Print Studio", "Services", "Under review", "5400.00", "2024-11-30", "hello@helioprint.de", "Lena V."),
        (19, "Meridian Payroll", "Software", "Active", "19200.00", "2025-10-31", "billing@meridianpayroll.eu", "Miriam S."),
        (20, "Northwind Cleaning Co", "Facilities", "Active", "13800.00", "2025-02-28", "rechnungen@northwind-clean.de", "Jana K."),
        (22, "Orbit VPN", "Software", "Active", "3100.00", "2025-01-31", "sales@orbitvpn.com", "Tomás R."),
        (24, "Pinecrest Insurance", "Services", "Active", "27400.00", "2025-12-31", "policy@pinecrest.de", "Miriam S."),
        (25, "Quarry Data Labs", "Software", "Under review", "31000.00", "2025-06-30", "ar@quarrydata.ai", "Priya N."),
        (27, "Redwood Couriers", "Services", "Active", "6700.00", "2025-04-30", "accounts@redwood-couriers.eu", "Jana K."),
        (29, "Sable Analytics", "Software", "Offboarding", "0.00", "2024-12-15", "billing@sable.io", "Priya N."),
        (31, "Tidewater Coffee", "Facilities", "Active", "2900.00", "2025-08-31", "orders@tidewater.coffee", "Jana K."),
    ]
    rows = {r[0]: list(r) for r in data}
    email_key = ["Contact email"]

    def render(r: list[Any]) -> dict[str, Any]:
        i, n, cat, st, sp, ren, em, ow = r
        return {"id": i, "order": f"{i}.00000000000000000000", "Name": n,
                "Category": {"id": sel_cat[cat][0], "value": cat, "color": sel_cat[cat][1]},
                "Status": {"id": sel_st[st][0], "value": st, "color": sel_st[st][1]},
                "Annual spend": sp, "Contract renewal": ren, email_key[0]: em, "Owner": ow}

    def page(sel: list[list[Any]], total: int, nxt: str | None) -> str:
        return pj({"count": total, "next": nxt, "previous": None, "results": [render(r) for r in sel]})

    by_name = sorted(rows.values(), key=lambda r: r[1].lower())
    o3 = page(by_name[:10], len(rows), "https://api.baserow.io/api/database/rows/table/1203/?order_by=Name&page=2&size=10&user_field_names=true")
    new = [32, "Northbeam Analytics", "Software", "Under review", "18400.00", "2025-12-01", "accounts@northbeam.io", "Priya N."]
    rows[32] = new
    o4 = pj(render(new))
    rows[17][3], rows[17][5] = "Active", "2026-01-31"
    o5 = pj(render(rows[17]))
    del rows[9]
    email_key[0] = "Billing email"
    o7 = pj(dict(fields[5], name="Billing email"))
    active = sorted(sorted([r for r in rows.values() if r[3] == "Active"], key=lambda r: r[0]), key=lambda r: r[5], reverse=True)
    o8 = page(active[:10], len(active), "https://api.baserow.io/api/database/rows/table/1203/?filters=%7B%22filter_type%22%3A%22AND%22%2C%22filters%22%3A%5B%7B%22type%22%3A%22single_select_equal%22%2C%22field%22%3A%22Status%22%2C%22value%22%3A%225130%22%7D%5D%7D&order_by=-Contract+renewal&page=2&size=10&user_field_names=true")
    north = sorted([r for r in rows.values() if "north" in (r[1] + " " + r[6]).lower()], key=lambda r: r[0])
    o9 = page(north, len(north), None)
    new_fields = {k: v for k, v in zip(["Name", "Category", "Status", "Annual spend", "Contract renewal", "Contact email", "Owner"], new[1:])}
    turns = [
        (call("list_tables", database_id=187), o1),
        (call("list_fields", table_id=1203), pj(fields)),
        (call("list_rows", table_id=1203, page=1, size=10, order_by="Name"), o3),
        (call("create_row", table_id=1203, fields=new_fields), o4),
        (call("update_row", table_id=1203, row_id=17, fields={"Status": "Active", "Contract renewal": "2026-01-31"}), o5),
        (call("delete_row", table_id=1203, row_id=9), pj({"deleted": True, "table_id": 1203, "row_id": 9, "http_status": 204})),
        (call("update_field", field_id=10876, name="Billing email"), o7),
        (call("list_rows", table_id=1203, page=1, size=10, order_by="-Contract renewal", filters={"filter_type": "AND", "filters": [{"type": "single_select_equal", "field": "Status", "value": "5130"}]}), o8),
        (call("list_rows", table_id=1203, page=1, size=10, search="north"), o9),
    ]
    rs.add(task="mcp", tid="h34-mcp-20", system=system, turns=turns, state=state)


# Shortcut: bad
def t21(rs: RowSet) -> None:
    system = mcp_system("shortcut", "Shortcut (app.shortcut.com/lumenhq) REST API v3", [
        tool("list_workflows", "Workflows and their states.", {}, []),
        tool("get_story", "Full story by public id.", {"story_public_id": INT}, ["story_public_id"]),
        tool("update_story", "Update a story; returns a short summary of the updated story.", {"story_public_id": INT, "workflow_state_id": INT, "estimate": INT, "owner_ids": A, "iteration_id": INT}, ["story_public_id"]),
        tool("search_stories", "Search stories with Shortcut search operators.", {"query": S, "page_size": INT}, ["query"]),
        tool("create_task", "Add a checklist task to a story.", {"story_public_id": INT, "description": S}, ["story_public_id", "description"]),
        tool("add_comment", "Comment on a story.", {"story_public_id": INT, "text": S}, ["story_public_id", "text"]),
        tool("get_iteration", "Iteration with its stats.", {"iteration_public_id": INT}, ["iteration_public_id"]),
    ])
    state = ("Shortcut workspace lumenhq, acting as Kai Brennan (mention name @kai, member id 6543a1f2-0c8e-4b7d-9a31-5e2f8d0c7b64). Task: pick up "
             "story sc-48213 (jittered webhook retries): move it to In Development, own it, re-estimate it at 5 points, break it into tasks, "
             "leave a note on the approach, and pull it into the current iteration (Sprint 47, id 2217).")
    kai = "6543a1f2-0c8e-4b7d-9a31-5e2f8d0c7b64"
    states = [(500000002, "Unscheduled", "unstarted", 0), (500000004, "Ready for Development", "unstarted", 1), (500000006, "In Development", "started", 2),
              (500000008, "Ready for Review", "started", 3), (500000009, "Ready for Deploy", "started", 4), (500000010, "Completed", "done", 5)]
    o1 = pj([{"id": 500000001, "name": "Engineering", "description": "", "entity_type": "workflow", "default_state_id": 500000002, "auto_assign_owner": False,
              "project_ids": [], "team_id": 2, "created_at": "2021-06-02T12:00:41Z", "updated_at": "2023-09-18T08:30:17Z",
              "states": [{"id": i, "name": n, "type": t, "position": p, "entity_type": "workflow-state", "color": None, "verb": None, "num_stories": c,
                          "num_story_templates": 0, "created_at": "2021-06-02T12:00:41Z", "updated_at": "2023-09-18T08:30:17Z", "description": ""}
                         for (i, n, t, p), c in zip(states, [63, 18, 9, 4, 2, 1177])]}])
    desc = ("Webhook retries currently use a fixed exponential schedule (1m, 2m, 4m, ...). When a merchant endpoint recovers after an outage, "
            "all queued retries fire in the same second and knock it over again.\n\n**Acceptance criteria**\n- full jitter on each retry delay "
            "(AWS-style, capped at 1h)\n- schedule stays within the 24h dead-letter window\n- metric `webhook_retry_delay_seconds` histogram")
    story = {"app_url": "https://app.shortcut.com/lumenhq/story/48213", "archived": False, "blocked": False, "blocker": False, "branches": [], "comments": [],
             "commits": [], "completed": False, "completed_at": None, "created_at": "2024-10-28T09:17:44Z", "deadline": None, "description": desc,
             "entity_type": "story", "epic_id": 47901, "estimate": 3, "external_links": [], "files": [], "follower_ids": ["5f1c8b20-77a4-4e6d-8c19-0b3d2e4f5a61"],
             "group_id": "6201d8b0-3c9e-4a7f-b215-8e0d4c6f1a92", "id": 48213, "iteration_id": None, "label_ids": [3811, 4027],
             "labels": [{"id": 3811, "name": "backend", "color": "#49a940"}, {"id": 4027, "name": "webhooks", "color": "#e07a5f"}],
             "moved_at": "2024-11-15T10:02:11Z", "name": "Retry webhook deliveries with jittered backoff", "owner_ids": [], "position": 1402882048,
             "project_id": None, "requested_by_id": "5f1c8b20-77a4-4e6d-8c19-0b3d2e4f5a61", "started": False, "started_at": None, "story_type": "feature",
             "tasks": [], "updated_at": "2024-11-15T10:02:11Z", "workflow_id": 500000001, "workflow_state_id": 500000004}

    def summary(updated: str, iteration: int | None) -> str:
        return pj({"id": 48213, "name": story["name"], "app_url": story["app_url"], "workflow_state_id": 500000006, "workflow_state_name": "In Development",
                   "estimate": 5, "owner_ids": [kai], "iteration_id": iteration, "started": True, "started_at": "2024-11-19T14:51:03Z", "updated_at": updated})

    search = [
        {"id": 48213, "name": story["name"], "story_type": "feature", "workflow_state_id": 500000006, "workflow_state_name": "In Development", "estimate": 5,
         "owner_ids": [kai], "epic_id": 47901, "iteration_id": None, "created_at": "2024-10-29T09:17:44Z", "updated_at": "2024-11-19T14:51:03Z",
         "started_at": "2024-11-19T14:51:03Z", "app_url": story["app_url"]},
        {"id": 48166, "name": "Expose delivery attempt log in merchant API", "story_type": "feature", "workflow_state_id": 500000006, "workflow_state_name": "In Development",
         "estimate": 3, "owner_ids": [kai], "epic_id": 47901, "iteration_id": 2217, "created_at": "2024-10-24T15:40:02Z", "updated_at": "2024-11-19T09:12:37Z",
         "started_at": "2024-11-18T10:05:29Z", "app_url": "https://app.shortcut.com/lumenhq/story/48166"},
        {"id": 48090, "name": "Flaky test: WebhookSignerTest.rotatesKeys", "story_type": "bug", "workflow_state_id": 500000006, "workflow_state_name": "In Development",
         "estimate": 1, "owner_ids": [kai, "7d20e5c4-1b93-4f68-a0e7-39c8b2d1f054"], "epic_id": None, "iteration_id": 2217, "created_at": "2024-10-17T08:22:51Z",
         "updated_at": "2024-11-18T16:44:10Z", "started_at": "2024-11-18T13:30:00Z", "app_url": "https://app.shortcut.com/lumenhq/story/48090"},
    ]
    t1 = "Replace RetrySchedule.next() with full-jitter delay (base 60s, cap 3600s) and keep the 24h DLQ bound"
    t2 = "Add webhook_retry_delay_seconds histogram + dashboard panel"
    note = ("Approach: full jitter (`sleep = random(0, min(cap, base * 2^attempt))`) as in the AWS architecture blog, cap 1h. To keep the 24h "
            "dead-letter window, the scheduler computes the remaining budget and clamps the last attempt. Metric is a histogram with buckets "
            "up to 3600s. @rami can you review the DLQ clamp part?")

    def it(points: int, started_pts: int, started_n: int, updated: str) -> str:
        return pj({"app_url": "https://app.shortcut.com/lumenhq/iteration/2217", "created_at": "2024-11-11T09:00:12Z", "end_date": "2024-12-01",
                   "entity_type": "iteration", "follower_ids": [kai], "group_ids": ["6201d8b0-3c9e-4a7f-b215-8e0d4c6f1a92"], "id": 2217,
                   "label_ids": [], "labels": [], "mention_ids": [], "name": "Sprint 47", "start_date": "2024-11-18", "status": "started",
                   "stats": {"average_cycle_time": 288410, "average_lead_time": 1902311, "num_points": points, "num_points_backlog": 0,
                             "num_points_done": 11, "num_points_started": started_pts, "num_points_unstarted": 18, "num_related_documents": 0,
                             "num_stories_backlog": 0, "num_stories_done": 4, "num_stories_started": started_n, "num_stories_unstarted": 6,
                             "num_stories_unestimated": 1},
                   "description": "Focus: webhook reliability (epic 47901) and payout reports.", "updated_at": updated})

    turns = [
        (call("list_workflows"), o1),
        (call("get_story", story_public_id=48213), pj(story)),
        (call("update_story", story_public_id=48213, workflow_state_id=500000006, owner_ids=[kai], estimate=5), summary("2024-11-19T14:51:03Z", None)),
        (call("search_stories", query='owner:kai state:"In Development"', page_size=25), pj({"total": 3, "next": None, "data": search})),
        (call("create_task", story_public_id=48213, description=t1),
         pj({"id": 48214771, "story_id": 48213, "description": t1, "complete": False, "completed_at": None, "owner_ids": [], "position": 1, "created_at": "2024-11-19T14:52:20Z", "updated_at": "2024-11-19T14:52:20Z", "entity_type": "story-task"})),
        (call("create_task", story_public_id=48213, description=t2),
         pj({"id": 48214778, "story_id": 48213, "description": t2, "complete": False, "completed_at": None, "owner_ids": [], "position": 2, "created_at": "2024-11-19T14:52:31Z", "updated_at": "2024-11-19T14:52:31Z", "entity_type": "story-task"})),
        (call("add_comment", story_public_id=48213, text=note),
         pj({"id": 48214790, "story_id": 48213, "author_id": kai, "text": note, "created_at": "2024-11-19T14:53:05Z", "updated_at": "2024-11-19T14:53:05Z",
             "entity_type": "story-comment", "mention_ids": ["7d20e5c4-1b93-4f68-a0e7-39c8b2d1f054"], "member_mention_ids": ["7d20e5c4-1b93-4f68-a0e7-39c8b2d1f054"], "reactions": [], "deleted": False})),
        (call("get_iteration", iteration_public_id=2217), it(42, 13, 5, "2024-11-19T09:12:37Z")),
        (call("update_story", story_public_id=48213, iteration_id=2217), summary("2024-11-19T14:54:12Z", 2217)),
        (call("get_iteration", iteration_public_id=2217), it(47, 18, 6, "2024-11-19T14:54:12Z")),
    ]
    rs.add(task="mcp", tid="h34-mcp-21", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="story's immutable created_at shown one day later (2024-10-29 instead of 2024-10-28)")


# Google Maps places: clean
def t22(rs: RowSet) -> None:
    system = mcp_system("google-maps", "Google Maps Platform: Places API (legacy) and Distance Matrix API", [
        tool("search_places", "Text search for places near a location.", {"query": S, "location": S, "radius": INT, "open_now": B}, ["query"]),
        tool("get_place_details", "Details of a place by place_id.", {"place_id": S, "fields": S}, ["place_id"]),
        tool("distance_matrix", "Travel distance and time between origins and destinations.", {"origins": A, "destinations": A, "mode": {"type": "string", "enum": ["driving", "walking", "bicycling", "transit"]}}, ["origins", "destinations"]),
    ])
    state = ("It is Tuesday 19 November 2024, 21:52 in Berlin (CET). The user is at the Orania.Berlin hotel, Oranienstraße 40, 10999 Berlin, "
             "and wants a ramen place within walking distance that is still open and serves food for at least another hour.")
    loc = "52.50197,13.41853"
    places = [
        ("ChIJd8BlQ2BOqEcRk1nYQy7vFzU", "Ramen Kaito", "Skalitzer Str. 82, 10997 Berlin, Germany", 52.49982, 13.42741, 4.6, 1283, 2, True, "22:00"),
        ("ChIJ5ZmFv1pOqEcRQm3c0x2hN4Y", "Menya Kuro", "Oranienstraße 178, 10999 Berlin, Germany", 52.50011, 13.42402, 4.5, 2047, 2, True, "23:30"),
        ("ChIJr3X0l8FPqEcR2o9JkV5tBzE", "Shoyu Haus", "Adalbertstraße 9, 10999 Berlin, Germany", 52.50255, 13.41990, 4.3, 866, 2, True, "23:00"),
        ("ChIJ1c7WnDdOqEcRZ8vKx0pA6sM", "Tonkotsu Corner", "Wiener Str. 14, 10999 Berlin, Germany", 52.49771, 13.43022, 4.4, 1519, 2, False, "21:30"),
        ("ChIJgT6b2eNPqEcR0yFq9wLhU3c", "Hakata Nights", "Kottbusser Damm 25, 10967 Berlin, Germany", 52.49350, 13.42183, 4.2, 632, 1, True, "00:00"),
        ("ChIJ8pEoQ4ZOqEcRb5mT1sJc7Vw", "Noodle Lab Görli", "Görlitzer Str. 69, 10997 Berlin, Germany", 52.49702, 13.43488, 4.7, 401, 2, True, "22:30"),
        ("ChIJxN0u7qpPqEcR6kZc2dHy9Qo", "Udon & Ramen Maru", "Dresdener Str. 19, 10999 Berlin, Germany", 52.50372, 13.41571, 4.1, 958, 1, False, "21:00"),
        ("ChIJbW4f1tBOqEcRj2aLm8sKp0E", "Yatai 36", "Manteuffelstraße 36, 10997 Berlin, Germany", 52.50024, 13.42806, 4.4, 1112, 2, True, "23:00"),
    ]

    def res(p: tuple[Any, ...], open_now: bool | None = None, total: int | None = None) -> dict[str, Any]:
        pid, n, addr, lat, lng, r, cnt, pl, op, _close = p
        return {"place_id": pid, "name": n, "formatted_address": addr, "geometry": {"location": {"lat": lat, "lng": lng}}, "rating": r,
                "user_ratings_total": cnt if total is None else total, "price_level": pl, "business_status": "OPERATIONAL",
                "opening_hours": {"open_now": op if open_now is None else open_now}, "types": ["restaurant", "food", "point_of_interest", "establishment"]}

    o1 = pj({"html_attributions": [], "results": [res(p) for p in places], "status": "OK"})

    def details(p: tuple[Any, ...], phone: str, web: str, hours: list[str], reviews: list[tuple[str, int, str, str]], total: int) -> str:
        pid, n, addr, lat, lng, r, _cnt, pl, op, _close = p
        return pj({"html_attributions": [], "result": {
            "place_id": pid, "name": n, "formatted_address": addr, "formatted_phone_number": phone, "international_phone_number": "+49 " + phone[1:],
            "website": web, "url": f"https://maps.google.com/?cid={int(pid.encode().hex()[:15], 16) % 10 ** 19}", "rating": r, "user_ratings_total": total,
            "price_level": pl, "business_status": "OPERATIONAL", "geometry": {"location": {"lat": lat, "lng": lng}},
            "current_opening_hours": {"open_now": op, "weekday_text": hours}, "opening_hours": {"open_now": op, "weekday_text": hours},
            "serves_dinner": True, "serves_vegetarian_food": True, "takeout": True, "dine_in": True, "reservable": n == "Menya Kuro",
            "reviews": [{"author_name": a, "rating": s, "relative_time_description": t, "text": txt, "language": "en"} for a, s, t, txt in reviews],
            "utc_offset": 60}, "status": "OK"})

    kaito_hours = ["Monday: Closed", "Tuesday: 12:00 – 22:00", "Wednesday: 12:00 – 22:00", "Thursday: 12:00 – 22:00", "Friday: 12:00 – 23:00",
                   "Saturday: 12:00 – 23:00", "Sunday: 12:00 – 21:00"]
    kuro_hours = ["Monday: 17:00 – 23:30", "Tuesday: 17:00 – 23:30", "Wednesday: 17:00 – 23:30", "Thursday: 17:00 – 23:30", "Friday: 17:00 – 00:30",
                  "Saturday: 13:00 – 00:30", "Sunday: 13:00 – 22:30"]
    o2 = details(places[0], "030 61204471", "https://ramen-kaito.de/", kaito_hours, [
        ("Lea M.", 5, "a week ago", "Best tonkotsu in Kreuzberg, broth is rich but not greasy. Kitchen closes 30 min before closing time though."),
        ("Daniel O.", 4, "3 weeks ago", "Great noodles, small place, expect to wait 20 minutes on weekends."),
        ("Hiro T.", 4, "a month ago", "Shoyu ramen close to what I get in Tokyo. Gyoza average.")], 1284)
    o5 = details(places[1], "030 25938812", "https://menyakuro.berlin/", kuro_hours, [
        ("Sophie K.", 5, "2 days ago", "Black garlic ramen is incredible. Open late, perfect after a concert."),
        ("Marco B.", 4, "2 weeks ago", "Good spicy miso, service a bit rushed at peak times."),
        ("Aylin D.", 5, "a month ago", "Vegan ramen option is actually good. Booked a table online, no wait.")], 2047)
    hotel = "Orania.Berlin, Oranienstraße 40, 10999 Berlin"
    dests = ["place_id:" + places[i][0] for i in (0, 1, 2)]
    addrs = [places[i][2] for i in (0, 1, 2)]

    def dm(vals: list[tuple[int, int]]) -> str:
        def km(m: int) -> str:
            return f"{m / 1000:.1f} km" if m >= 1000 else f"{m} m"

        def mins(s: int) -> str:
            mm = round(s / 60)
            return "1 min" if mm == 1 else f"{mm} mins"
        return pj({"destination_addresses": addrs, "origin_addresses": ["Oranienstraße 40, 10999 Berlin, Germany"],
                   "rows": [{"elements": [{"distance": {"text": km(d), "value": d}, "duration": {"text": mins(t), "value": t}, "status": "OK"} for d, t in vals]}],
                   "status": "OK"})

    open_later = [p for p in places if p[8]]
    turns = [
        (call("search_places", query="ramen", location=loc, radius=1500), o1),
        (call("get_place_details", place_id=places[0][0], fields="name,formatted_address,formatted_phone_number,website,rating,user_ratings_total,current_opening_hours,reviews"), o2),
        (call("distance_matrix", origins=[hotel], destinations=dests, mode="walking"), dm([(683, 521), (411, 318), (221, 170)])),
        (call("distance_matrix", origins=[hotel], destinations=dests, mode="transit"), dm([(1342, 604), (411, 318), (221, 170)])),
        (call("get_place_details", place_id=places[1][0], fields="name,formatted_address,formatted_phone_number,website,rating,user_ratings_total,current_opening_hours,reviews"), o5),
        (call("search_places", query="ramen", location=loc, radius=1500, open_now=True),
         pj({"html_attributions": [], "results": [res(p, total=p[6] + (1 if p[1] == "Ramen Kaito" else 0)) for p in open_later], "status": "OK"})),
    ]
    rs.add(task="mcp", tid="h34-mcp-22", system=system, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
