# ruff: noqa: E501
"""Held-out set holdout45, domain mcp: 22 MCP-server trajectories (11 clean, 11 with one contradiction).

Each trajectory is one agent session against one simulated MCP server (Asana, ClickHouse, Box, Qdrant,
Toggl, LaunchDarkly, Greenhouse, RabbitMQ, Webflow, Snowflake, Airflow, Zoho CRM, PostHog, Nomad,
SharePoint, Harvest, Statuspage, Temporal, Contentful, BambooHR, Neo4j, Unleash). Running ``main()``
writes ``mcp_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
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

NUM: dict[str, Any] = {"type": "number"}


def readable(n: float) -> str:
    """ClickHouse formatReadableSize."""
    units = ["B", "KiB", "MiB", "GiB", "TiB"]
    i = 0
    while n >= 1024 and i < len(units) - 1:
        n /= 1024
        i += 1
    return f"{n:.2f} {units[i]}"


def hms(seconds: int) -> str:
    return f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"


# Asana: clean
def t01(rs: RowSet) -> None:
    ws, proj = "1198765432101234", "1204417785530921"
    sec = {"Backlog": "1204417785530922", "In progress": "1204417785530923", "Review": "1204417785530924", "Done": "1204417785530925"}
    ppl = {"Priya Nair": "1199002311457702", "Daniel Okafor": "1199002311457719", "Marta Kowalski": "1201556670023341",
           "Leo Brandt": "1202884410097765", "Hannah Ruiz": "1203119904472210", "Sam Whitfield": "1198765432109988"}

    def who(name: str | None) -> dict[str, str] | None:
        return None if name is None else {"gid": ppl[name], "name": name, "resource_type": "user"}

    def mem(section: str) -> list[dict[str, Any]]:
        return [{"project": {"gid": proj, "name": "Website Relaunch – Q3", "resource_type": "project"},
                 "section": {"gid": sec[section], "name": section, "resource_type": "section"}}]

    system = mcp_system("asana", "Asana workspace access for the Marketing Web team: projects, sections, tasks, comments", [
        tool("asana_list_projects", "List projects in a workspace, optionally filtered by team or archived state.", {"workspace": S, "team": S, "archived": B, "opt_fields": S, "limit": INT}, ["workspace"]),
        tool("asana_get_project", "Get a single project with its sections and metadata.", {"project_id": S, "opt_fields": S}, ["project_id"]),
        tool("asana_search_tasks", "Search tasks in a workspace with advanced filters (projects, assignee, due dates, completion).", {"workspace": S, "projects_any": S, "assignee_any": S, "completed": B, "due_on_before": S, "due_on_after": S, "sort_by": S, "sort_ascending": B, "opt_fields": S}, ["workspace"]),
        tool("asana_get_task", "Get the full record of a task.", {"task_id": S, "opt_fields": S}, ["task_id"]),
        tool("asana_get_tasks", "List tasks in a project or section (completed_since='now' returns only incomplete tasks).", {"project": S, "section": S, "completed_since": S, "opt_fields": S, "limit": INT}, []),
        tool("asana_create_task", "Create a task in a project/section.", {"workspace": S, "name": S, "notes": S, "projects": A, "section": S, "assignee": S, "due_on": S, "followers": A}, ["name"]),
        tool("asana_update_task", "Update fields of an existing task (name, notes, assignee, due_on, completed).", {"task_id": S, "name": S, "notes": S, "assignee": S, "due_on": S, "completed": B}, ["task_id"]),
        tool("asana_create_task_story", "Add a comment to a task.", {"task_id": S, "text": S}, ["task_id", "text"]),
    ])
    state = ("Workspace 'Northbeam Outdoor' (gid 1198765432101234). Authenticated as Sam Whitfield (web project lead). "
             "Today is Tuesday 2024-07-09, about 09:12 UTC. The relaunch project is 'Website Relaunch – Q3'. "
             "Goal: clear up overdue work before the 10:00 stand-up.")
    t: list[tuple[str, str]] = []
    t.append((call("asana_list_projects", workspace=ws, archived=False, opt_fields="name,owner.name,due_on,team.name,current_status_update.status_type"), pj({"data": [
        {"gid": "1203990412775301", "name": "Brand Refresh 2024", "owner": {"gid": "1199002311457702", "name": "Priya Nair", "resource_type": "user"}, "due_on": "2024-09-30", "team": {"gid": "1198765432155010", "name": "Marketing Web"}, "current_status_update": {"status_type": "on_track"}, "resource_type": "project"},
        {"gid": "1204106638820147", "name": "Email Nurture – Fall Campaign", "owner": {"gid": "1203119904472210", "name": "Hannah Ruiz", "resource_type": "user"}, "due_on": "2024-08-23", "team": {"gid": "1198765432155010", "name": "Marketing Web"}, "current_status_update": {"status_type": "on_track"}, "resource_type": "project"},
        {"gid": proj, "name": "Website Relaunch – Q3", "owner": who("Sam Whitfield"), "due_on": "2024-07-31", "team": {"gid": "1198765432155010", "name": "Marketing Web"}, "current_status_update": {"status_type": "at_risk"}, "resource_type": "project"},
        {"gid": "1204623377109854", "name": "SEO Backlog", "owner": who("Marta Kowalski"), "due_on": None, "team": {"gid": "1198765432155010", "name": "Marketing Web"}, "current_status_update": None, "resource_type": "project"},
        {"gid": "1205017725340688", "name": "Trade Show – Outdoor Retailer Summer", "owner": who("Leo Brandt"), "due_on": "2024-07-22", "team": {"gid": "1198765432155010", "name": "Marketing Web"}, "current_status_update": {"status_type": "off_track"}, "resource_type": "project"},
        {"gid": "1205532108847712", "name": "Web Analytics Migration (GA4)", "owner": who("Daniel Okafor"), "due_on": "2024-08-15", "team": {"gid": "1198765432155010", "name": "Marketing Web"}, "current_status_update": {"status_type": "on_track"}, "resource_type": "project"},
    ], "next_page": None})))
    t.append((call("asana_search_tasks", workspace=ws, projects_any=proj, completed=False, due_on_before="2024-07-10", sort_by="due_date", sort_ascending=True, opt_fields="name,assignee.name,due_on,memberships.section.name,modified_at,num_subtasks"), pj({"data": [
        {"gid": "1204502231178893", "name": "Set up 301 redirects map", "assignee": who("Marta Kowalski"), "due_on": "2024-07-05", "memberships": [{"section": {"gid": sec["Review"], "name": "Review"}}], "modified_at": "2024-07-08T16:42:11.203Z", "num_subtasks": 2, "resource_type": "task"},
        {"gid": "1204502231178841", "name": "Finalize homepage hero copy", "assignee": who("Priya Nair"), "due_on": "2024-07-08", "memberships": [{"section": {"gid": sec["In progress"], "name": "In progress"}}], "modified_at": "2024-07-05T14:03:56.870Z", "num_subtasks": 0, "resource_type": "task"},
        {"gid": "1204502231178934", "name": "Cookie consent banner legal review", "assignee": who("Hannah Ruiz"), "due_on": "2024-07-09", "memberships": [{"section": {"gid": sec["Review"], "name": "Review"}}], "modified_at": "2024-07-03T11:27:40.115Z", "num_subtasks": 1, "resource_type": "task"},
    ]})))
    t.append((call("asana_get_task", task_id="1204502231178893"), pj({"data": {
        "gid": "1204502231178893", "resource_type": "task", "resource_subtype": "default_task", "name": "Set up 301 redirects map",
        "notes": "Map every legacy URL (export from Screaming Frog crawl, 1,412 URLs) to its new path.\nDeliverable: redirects.csv uploaded to the CDN rule set.\nOpen question: /blog/* legacy permalinks still chain through /news/ first.",
        "assignee": who("Marta Kowalski"), "assignee_status": "inbox", "completed": False, "completed_at": None,
        "created_at": "2024-06-11T08:55:02.418Z", "modified_at": "2024-07-08T16:42:11.203Z", "due_on": "2024-07-05", "due_at": None, "start_on": "2024-06-24",
        "followers": [who("Marta Kowalski"), who("Sam Whitfield"), who("Daniel Okafor")],
        "memberships": mem("Review"), "num_subtasks": 2, "num_likes": 1, "liked": False,
        "custom_fields": [
            {"gid": "1204417785531004", "name": "Priority", "resource_subtype": "enum", "display_value": "High", "enum_value": {"gid": "1204417785531005", "name": "High", "color": "red"}},
            {"gid": "1204417785531011", "name": "Effort (pts)", "resource_subtype": "number", "display_value": "3", "number_value": 3},
            {"gid": "1204417785531017", "name": "Workstream", "resource_subtype": "enum", "display_value": "SEO", "enum_value": {"gid": "1204417785531020", "name": "SEO", "color": "green"}},
        ],
        "parent": None, "projects": [{"gid": proj, "name": "Website Relaunch – Q3", "resource_type": "project"}],
        "tags": [{"gid": "1204417785531102", "name": "launch-blocker"}],
        "workspace": {"gid": ws, "name": "Northbeam Outdoor", "resource_type": "workspace"},
        "permalink_url": f"https://app.asana.com/0/{proj}/1204502231178893",
    }})))
    t.append((call("asana_update_task", task_id="1204502231178893", completed=True), pj({"data": {
        "gid": "1204502231178893", "resource_type": "task", "name": "Set up 301 redirects map", "assignee": who("Marta Kowalski"),
        "completed": True, "completed_at": "2024-07-09T09:14:37.512Z", "completed_by": who("Sam Whitfield"),
        "due_on": "2024-07-05", "modified_at": "2024-07-09T09:14:37.512Z", "memberships": mem("Review"), "num_subtasks": 2,
        "permalink_url": f"https://app.asana.com/0/{proj}/1204502231178893",
    }})))
    t.append((call("asana_update_task", task_id="1204502231178870", assignee=ppl["Marta Kowalski"], due_on="2024-07-12"), pj({"data": {
        "gid": "1204502231178870", "resource_type": "task", "name": "Accessibility audit (WCAG 2.1 AA)",
        "notes": "Run axe + manual keyboard pass on the 12 launch templates. Log findings as subtasks.",
        "assignee": who("Marta Kowalski"), "assignee_status": "inbox", "completed": False, "completed_at": None,
        "created_at": "2024-06-11T09:02:47.930Z", "modified_at": "2024-07-09T09:15:52.090Z", "due_on": "2024-07-12", "start_on": None,
        "memberships": mem("Backlog"), "num_subtasks": 0,
        "permalink_url": f"https://app.asana.com/0/{proj}/1204502231178870",
    }})))
    t.append((call("asana_create_task", workspace=ws, name="Fix redirect chain for /blog/* legacy URLs", projects=[proj], section=sec["Backlog"], assignee=ppl["Marta Kowalski"], due_on="2024-07-11",
                   notes="Follow-up from the 301 map: /blog/<slug> currently 301s to /news/<slug> and then again to /journal/<slug>. Collapse to a single hop.", followers=[ppl["Sam Whitfield"]]), pj({"data": {
        "gid": "1207731460023318", "resource_type": "task", "resource_subtype": "default_task", "name": "Fix redirect chain for /blog/* legacy URLs",
        "notes": "Follow-up from the 301 map: /blog/<slug> currently 301s to /news/<slug> and then again to /journal/<slug>. Collapse to a single hop.",
        "assignee": who("Marta Kowalski"), "assignee_status": "inbox", "completed": False, "completed_at": None,
        "created_at": "2024-07-09T09:17:05.771Z", "modified_at": "2024-07-09T09:17:05.771Z", "due_on": "2024-07-11", "start_on": None,
        "followers": [who("Sam Whitfield"), who("Marta Kowalski")], "memberships": mem("Backlog"), "num_subtasks": 0, "num_likes": 0,
        "custom_fields": [
            {"gid": "1204417785531004", "name": "Priority", "resource_subtype": "enum", "display_value": None, "enum_value": None},
            {"gid": "1204417785531011", "name": "Effort (pts)", "resource_subtype": "number", "display_value": None, "number_value": None},
            {"gid": "1204417785531017", "name": "Workstream", "resource_subtype": "enum", "display_value": None, "enum_value": None},
        ],
        "parent": None, "projects": [{"gid": proj, "name": "Website Relaunch – Q3", "resource_type": "project"}], "tags": [],
        "workspace": {"gid": ws, "name": "Northbeam Outdoor", "resource_type": "workspace"},
        "permalink_url": f"https://app.asana.com/0/{proj}/1207731460023318",
    }})))
    t.append((call("asana_create_task_story", task_id="1204502231178934", text="@Hannah Ruiz this is due today – has legal signed off on the banner copy and the reject-all button placement? If not, can we get a date?"), pj({"data": {
        "gid": "1207731460119402", "resource_type": "story", "resource_subtype": "comment_added", "type": "comment",
        "created_at": "2024-07-09T09:18:20.344Z", "created_by": who("Sam Whitfield"),
        "text": "@Hannah Ruiz this is due today – has legal signed off on the banner copy and the reject-all button placement? If not, can we get a date?",
        "html_text": "<body><a data-asana-gid=\"1203119904472210\"/> this is due today – has legal signed off on the banner copy and the reject-all button placement? If not, can we get a date?</body>",
        "is_pinned": False, "is_edited": False, "num_likes": 0,
        "target": {"gid": "1204502231178934", "name": "Cookie consent banner legal review", "resource_type": "task"},
    }})))
    t.append((call("asana_get_tasks", project=proj, completed_since="now", opt_fields="name,assignee.name,due_on,memberships.section.name"), pj({"data": [
        {"gid": "1204502231178870", "name": "Accessibility audit (WCAG 2.1 AA)", "assignee": who("Marta Kowalski"), "due_on": "2024-07-12", "memberships": [{"section": {"gid": sec["Backlog"], "name": "Backlog"}}], "resource_type": "task"},
        {"gid": "1204502231178951", "name": "Staging performance budget (LCP < 2.5s)", "assignee": who("Daniel Okafor"), "due_on": "2024-07-18", "memberships": [{"section": {"gid": sec["Backlog"], "name": "Backlog"}}], "resource_type": "task"},
        {"gid": "1207731460023318", "name": "Fix redirect chain for /blog/* legacy URLs", "assignee": who("Marta Kowalski"), "due_on": "2024-07-11", "memberships": [{"section": {"gid": sec["Backlog"], "name": "Backlog"}}], "resource_type": "task"},
        {"gid": "1204502231178841", "name": "Finalize homepage hero copy", "assignee": who("Priya Nair"), "due_on": "2024-07-08", "memberships": [{"section": {"gid": sec["In progress"], "name": "In progress"}}], "resource_type": "task"},
        {"gid": "1204502231178856", "name": "Migrate blog posts to new CMS", "assignee": who("Daniel Okafor"), "due_on": "2024-07-12", "memberships": [{"section": {"gid": sec["In progress"], "name": "In progress"}}], "resource_type": "task"},
        {"gid": "1204502231178912", "name": "Product page photography selects", "assignee": who("Leo Brandt"), "due_on": "2024-07-15", "memberships": [{"section": {"gid": sec["In progress"], "name": "In progress"}}], "resource_type": "task"},
        {"gid": "1204502231178934", "name": "Cookie consent banner legal review", "assignee": who("Hannah Ruiz"), "due_on": "2024-07-09", "memberships": [{"section": {"gid": sec["Review"], "name": "Review"}}], "resource_type": "task"},
    ], "next_page": None})))
    rs.add(task="mcp", tid="h45-mcp-01", system=system, turns=t, state=state)


# ClickHouse: bad
def t02(rs: RowSet) -> None:
    parts = [  # partition, rows, parts, last day
        ("202304", 98_412_337, 4, 30), ("202305", 104_877_120, 5, 31), ("202306", 101_290_455, 4, 30),
        ("202307", 112_648_903, 5, 31), ("202308", 118_023_764, 5, 31), ("202309", 115_480_211, 4, 30),
        ("202310", 123_905_618, 6, 31), ("202311", 131_772_049, 5, 30), ("202312", 142_318_906, 6, 31),
        ("202401", 127_660_083, 5, 31), ("202402", 124_117_592, 5, 29), ("202403", 136_842_275, 6, 31),
        ("202404", 139_501_860, 7, 30), ("202405", 148_236_417, 9, 31), ("202406", 52_904_118, 14, 12),
    ]
    secs = [3, 1, 0, 2, 4, 1, 0, 5, 2, 1, 3, 0, 2, 1, 3]

    def size(rows: int) -> int:
        return rows * 37 + rows // 11

    total = sum(r for _, r, _, _ in parts)
    total_bytes = sum(size(r) for _, r, _, _ in parts)
    system = mcp_system("clickhouse", "mcp-clickhouse connected to ch-analytics-01 (ClickHouse 24.3) as user ops_admin", [
        tool("list_databases", "List all databases on the ClickHouse server.", {}, []),
        tool("list_tables", "List tables in a database with engine, row and byte totals and column definitions.", {"database": S, "like": S}, ["database"]),
        tool("run_select_query", "Run a read-only SELECT query. Returns {columns, rows}.", {"query": S}, ["query"]),
        tool("run_query", "Run a DDL/DML statement (requires CLICKHOUSE_ALLOW_WRITE_ACCESS=true).", {"query": S}, ["query"]),
    ])
    state = ("ClickHouse 24.3.5.47 single node ch-analytics-01, database `analytics`. Ingestion into analytics.page_events is paused for this "
             "maintenance window (the Kafka engine table's materialized view is detached since 08:59 UTC). Retention policy: keep the "
             "last 13 calendar months of page_events (June 2023 onward). Today: 2024-06-12, 09:20 UTC.")
    t: list[tuple[str, str]] = []
    t.append((call("list_databases"), pj(["INFORMATION_SCHEMA", "analytics", "default", "information_schema", "staging", "system"])))
    cols = [("event_time", "DateTime"), ("event_date", "Date"), ("site_id", "UInt16"), ("session_id", "UUID"), ("user_id", "Nullable(UInt64)"),
            ("path", "String"), ("referrer", "String"), ("utm_source", "LowCardinality(String)"), ("device", "LowCardinality(String)"),
            ("country", "FixedString(2)"), ("duration_ms", "UInt32")]
    t.append((call("list_tables", database="analytics"), pj([
        {"database": "analytics", "name": "daily_page_stats", "engine": "SummingMergeTree", "total_rows": 4_812_339, "total_bytes": 96_418_870, "comment": "rollup per day/site/path",
         "create_table_query": "CREATE TABLE analytics.daily_page_stats (`event_date` Date, `site_id` UInt16, `path` String, `views` UInt64, `sessions` UInt64) ENGINE = SummingMergeTree PARTITION BY toYYYYMM(event_date) ORDER BY (site_id, event_date, path) SETTINGS index_granularity = 8192"},
        {"database": "analytics", "name": "mv_page_events", "engine": "MaterializedView", "total_rows": None, "total_bytes": None, "comment": "page_events_kafka -> page_events (DETACHED)",
         "create_table_query": "CREATE MATERIALIZED VIEW analytics.mv_page_events TO analytics.page_events AS SELECT * FROM analytics.page_events_kafka"},
        {"database": "analytics", "name": "page_events", "engine": "MergeTree", "total_rows": total, "total_bytes": total_bytes, "comment": "raw page views",
         "create_table_query": "CREATE TABLE analytics.page_events (" + ", ".join(f"`{c}` {ty}" for c, ty in cols) + ") ENGINE = MergeTree PARTITION BY toYYYYMM(event_time) ORDER BY (site_id, event_date, session_id) SETTINGS index_granularity = 8192",
         "columns": [{"name": c, "type": ty} for c, ty in cols]},
        {"database": "analytics", "name": "page_events_kafka", "engine": "Kafka", "total_rows": None, "total_bytes": None, "comment": "topic web.page_events, group ch-analytics",
         "create_table_query": "CREATE TABLE analytics.page_events_kafka (...) ENGINE = Kafka SETTINGS kafka_broker_list = 'kafka-1:9092,kafka-2:9092', kafka_topic_list = 'web.page_events', kafka_group_name = 'ch-analytics', kafka_format = 'JSONEachRow'"},
        {"database": "analytics", "name": "sessions", "engine": "ReplacingMergeTree", "total_rows": 187_220_415, "total_bytes": 6_904_118_233, "comment": "",
         "create_table_query": "CREATE TABLE analytics.sessions (`session_id` UUID, `site_id` UInt16, `started_at` DateTime, `ended_at` DateTime, `pageviews` UInt16, `version` UInt64) ENGINE = ReplacingMergeTree(version) PARTITION BY toYYYYMM(started_at) ORDER BY (site_id, session_id)"},
        {"database": "analytics", "name": "users_dim", "engine": "ReplacingMergeTree", "total_rows": 2_409_117, "total_bytes": 118_774_502, "comment": "",
         "create_table_query": "CREATE TABLE analytics.users_dim (`user_id` UInt64, `plan` LowCardinality(String), `signup_date` Date, `country` FixedString(2), `updated_at` DateTime) ENGINE = ReplacingMergeTree(updated_at) ORDER BY user_id"},
    ])))
    rows = []
    for (p, r, n, last), s in zip(parts, secs):
        y, m = p[:4], p[4:]
        end = f"{y}-{m}-{last:02d} 23:59:5{s % 10}" if p != "202406" else "2024-06-12 08:59:58"
        rows.append([p, r, readable(size(r)), n, f"{y}-{m}-01 00:00:0{s}", end])
    t.append((call("run_select_query", query="SELECT partition, sum(rows) AS rows, formatReadableSize(sum(bytes_on_disk)) AS on_disk, count() AS parts, min(min_time) AS min_time, max(max_time) AS max_time FROM system.parts WHERE database = 'analytics' AND table = 'page_events' AND active GROUP BY partition ORDER BY partition"),
              pj({"columns": ["partition", "rows", "on_disk", "parts", "min_time", "max_time"], "rows": rows})))
    t.append((call("run_select_query", query="SELECT count() FROM analytics.page_events"), pj({"columns": ["count()"], "rows": [[total]]})))
    t.append((call("run_query", query="ALTER TABLE analytics.page_events DROP PARTITION 202304"),
              pj({"status": "success", "query_id": "5f0e2b9c-6a41-4d8e-9b77-1c3d2e8fa410", "written_rows": 0, "elapsed_ms": 41})))
    t.append((call("run_query", query="ALTER TABLE analytics.page_events DROP PARTITION 202305"),
              pj({"status": "success", "query_id": "b3a91d07-2e6c-4f5a-8d19-7e40c6b2a953", "written_rows": 0, "elapsed_ms": 37})))
    wrong = total - parts[0][1] - 104_787_120
    t.append((call("run_select_query", query="SELECT count() FROM analytics.page_events"), pj({"columns": ["count()"], "rows": [[wrong]]})))
    t.append((call("run_select_query", query="SELECT name, path, formatReadableSize(free_space) AS free, formatReadableSize(total_space) AS total, formatReadableSize(unreserved_space) AS unreserved, type FROM system.disks"),
              pj({"columns": ["name", "path", "free", "total", "unreserved", "type"], "rows": [
                  ["default", "/var/lib/clickhouse/", "412.87 GiB", "1.97 TiB", "412.87 GiB", "Local"],
                  ["cold_s3", "/var/lib/clickhouse/disks/cold_s3/", "16.00 EiB", "16.00 EiB", "16.00 EiB", "ObjectStorage"],
              ]})))
    t.append((call("run_select_query", query="SELECT min(event_time) AS first_event, max(event_time) AS last_event, uniqExact(toYYYYMM(event_time)) AS months FROM analytics.page_events"),
              pj({"columns": ["first_event", "last_event", "months"], "rows": [["2023-06-01 00:00:00", "2024-06-12 08:59:58", 13]]})))
    rs.add(task="mcp", tid="h45-mcp-02", system=system, turns=t, state=state, bad=True, turn=7,
           kind="row count after dropping two partitions does not equal the earlier total minus those partitions' rows")


# Box: clean
def t03(rs: RowSet) -> None:
    folder = "248113907554"
    ava = {"type": "user", "id": "19384422107", "name": "Ava Chen", "login": "ava.chen@northbeam.com"}
    me = {"type": "user", "id": "20211873540", "name": "Jordan Pike", "login": "jordan.pike@northbeam.com"}
    path = {"total_count": 2, "entries": [{"type": "folder", "id": "0", "sequence_id": None, "etag": None, "name": "All Files"},
                                          {"type": "folder", "id": "198220457731", "sequence_id": "3", "etag": "3", "name": "Legal"}]}
    parent = {"type": "folder", "id": folder, "sequence_id": "12", "etag": "12", "name": "Vendor Contracts 2024"}
    system = mcp_system("box", "Box content API for the northbeam.app.box.com enterprise, acting as Jordan Pike", [
        tool("box_list_folder_items", "List the items in a folder.", {"folder_id": S, "fields": S, "sort": S, "direction": S, "limit": INT, "offset": INT}, ["folder_id"]),
        tool("box_search", "Search files and folders by name/content.", {"query": S, "ancestor_folder_ids": S, "file_extensions": S, "limit": INT}, ["query"]),
        tool("box_get_file_info", "Get a file's full metadata.", {"file_id": S, "fields": S}, ["file_id"]),
        tool("box_upload_new_version", "Upload a new version of an existing file from a local path.", {"file_id": S, "local_path": S, "name": S}, ["file_id", "local_path"]),
        tool("box_update_file", "Update a file's name, description, tags or parent.", {"file_id": S, "name": S, "description": S, "tags": A, "parent_id": S}, ["file_id"]),
        tool("box_delete_file", "Move a file to the trash.", {"file_id": S}, ["file_id"]),
        tool("box_create_shared_link", "Create or update a shared link on a file.", {"file_id": S, "access": S, "can_download": B, "unshared_at": S}, ["file_id", "access"]),
    ])
    state = ("Box enterprise 'Northbeam Outdoor'. Signed-in user: Jordan Pike (procurement). Folder 'Vendor Contracts 2024' (id 248113907554) "
             "under Legal. Task: file the countersigned Northwind SOW (local file ~/Downloads/Northwind_SOW_2024-Q2_signed.docx), clean duplicates, "
             "and share the SOW with finance. Date: 2024-06-14, Pacific time.")

    def entry(kind: str, iid: str, name: str, size: int, mod: str, by: dict[str, str], sha1: str | None, etag: str) -> dict[str, Any]:
        e: dict[str, Any] = {"type": kind, "id": iid, "sequence_id": etag, "etag": etag, "name": name, "size": size, "modified_at": mod, "modified_by": by}
        if kind == "file":
            e["sha1"] = sha1
        return e

    arch = entry("folder", "250017786342", "Archive 2023", 58_331_904, "2024-01-08T09:12:44-08:00", ava, None, "2")
    acme1 = entry("file", "1498820331218", "Acme_Logistics_MSA_v3 (1).pdf", 1_284_511, "2024-05-02T15:41:03-07:00", ava, "9c2f6e1d0b7a45f3c8e21a6d4b90f7e35a1c2d84", "0")
    acme = entry("file", "1498820331207", "Acme_Logistics_MSA_v3.pdf", 1_284_511, "2024-05-02T15:40:19-07:00", ava, "9c2f6e1d0b7a45f3c8e21a6d4b90f7e35a1c2d84", "1")
    bright = entry("file", "1502276140117", "Brightline_NDA_countersigned.pdf", 402_118, "2024-04-22T10:05:37-07:00", me, "71e0a4c9d35b28f6e1a0c7b4d92e5f3a86b1c04d", "0")
    contoso = entry("file", "1510093381456", "Contoso_DPA_redlines.docx", 61_907, "2024-05-29T13:48:02-07:00", ava, "d2b7f19e04c6a8351e9f0b2c7a4d86e13f5b9a20", "4")
    nw = entry("file", "1502276140093", "Northwind_SOW_2024-Q2_DRAFT.docx", 88_204, "2024-06-03T16:25:51-07:00", ava, "4e1b8a0c72d9f35e6b14a2c0d8e97f61b3a5c2e9", "5")
    tracker = entry("file", "1511274409982", "Vendor_tracker.xlsx", 45_330, "2024-06-11T08:30:16-07:00", me, "a8c3e52f0d9b71e4c6a2f08b3d5e19c7f4a62b01", "22")
    t: list[tuple[str, str]] = []
    fields = "name,size,modified_at,modified_by,sha1,etag"
    t.append((call("box_list_folder_items", folder_id=folder, fields=fields, sort="name", direction="ASC", limit=100), pj({
        "total_count": 7, "entries": [arch, acme1, acme, bright, contoso, nw, tracker], "offset": 0, "limit": 100,
        "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]})))
    base = {"type": "file", "id": "1502276140093", "description": "Statement of work – Northwind Freight, Q2 2024 lane expansion",
            "path_collection": {"total_count": 3, "entries": path["entries"] + [{"type": "folder", "id": folder, "sequence_id": "12", "etag": "12", "name": "Vendor Contracts 2024"}]},
            "created_at": "2024-04-18T11:02:09-07:00", "content_created_at": "2024-04-18T11:02:09-07:00", "created_by": ava, "owned_by": ava,
            "parent": parent, "item_status": "active", "extension": "docx", "comment_count": 2, "lock": None, "tags": ["sow", "northwind"]}
    t.append((call("box_get_file_info", file_id="1502276140093"), pj({
        **base, "file_version": {"type": "file_version", "id": "1651120098734", "sha1": "4e1b8a0c72d9f35e6b14a2c0d8e97f61b3a5c2e9"},
        "sequence_id": "5", "etag": "5", "sha1": "4e1b8a0c72d9f35e6b14a2c0d8e97f61b3a5c2e9", "name": "Northwind_SOW_2024-Q2_DRAFT.docx", "size": 88_204,
        "modified_at": "2024-06-03T16:25:51-07:00", "content_modified_at": "2024-06-03T16:25:49-07:00", "modified_by": ava,
        "version_number": "3", "shared_link": None, "trashed_at": None, "purged_at": None})))
    sha_new = "0f6d2c9b1e84a7350c2b9e6f14d8a3e75b0c1f96"
    v4 = {**base, "file_version": {"type": "file_version", "id": "1687445210093", "sha1": sha_new}, "sha1": sha_new, "size": 91_577,
          "content_modified_at": "2024-06-14T10:22:31-07:00", "modified_by": me, "version_number": "4", "trashed_at": None, "purged_at": None}
    t.append((call("box_upload_new_version", file_id="1502276140093", local_path="/Users/jordan.pike/Downloads/Northwind_SOW_2024-Q2_signed.docx"), pj({
        "total_count": 1, "entries": [{**v4, "sequence_id": "6", "etag": "6", "name": "Northwind_SOW_2024-Q2_DRAFT.docx", "modified_at": "2024-06-14T10:22:31-07:00", "shared_link": None}]})))
    t.append((call("box_update_file", file_id="1502276140093", name="Northwind_SOW_2024-Q2_SIGNED.docx"), pj({
        **v4, "sequence_id": "7", "etag": "7", "name": "Northwind_SOW_2024-Q2_SIGNED.docx", "modified_at": "2024-06-14T10:22:58-07:00", "shared_link": None})))
    t.append((call("box_delete_file", file_id="1498820331218"), mcp_text("File 1498820331218 ('Acme_Logistics_MSA_v3 (1).pdf') was moved to the trash. It can be restored for 30 days.")))
    link = {"url": "https://northbeam.app.box.com/s/q8w2n5k1z0m7x4c6v9b3j5h8g2f1d0s7",
            "download_url": "https://northbeam.app.box.com/shared/static/q8w2n5k1z0m7x4c6v9b3j5h8g2f1d0s7.docx",
            "vanity_url": None, "vanity_name": None, "effective_access": "company", "effective_permission": "can_download",
            "is_password_enabled": False, "unshared_at": None, "download_count": 0, "preview_count": 0, "access": "company",
            "permissions": {"can_preview": True, "can_download": True, "can_edit": False}}
    t.append((call("box_create_shared_link", file_id="1502276140093", access="company", can_download=True), pj({
        **v4, "sequence_id": "8", "etag": "8", "name": "Northwind_SOW_2024-Q2_SIGNED.docx", "modified_at": "2024-06-14T10:23:40-07:00", "shared_link": link})))
    nw2 = entry("file", "1502276140093", "Northwind_SOW_2024-Q2_SIGNED.docx", 91_577, "2024-06-14T10:23:40-07:00", me, sha_new, "8")
    t.append((call("box_list_folder_items", folder_id=folder, fields=fields, sort="name", direction="ASC", limit=100), pj({
        "total_count": 6, "entries": [arch, acme, bright, contoso, nw2, tracker], "offset": 0, "limit": 100,
        "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]})))
    rs.add(task="mcp", tid="h45-mcp-03", system=system, turns=t, state=state)


# Qdrant: bad
def t04(rs: RowSet) -> None:
    coll = "helpdesk_articles"
    system = mcp_system("qdrant", "Qdrant 1.11 vector database for the support knowledge base (embeddings: bge-m3, 1024-d)", [
        tool("qdrant_list_collections", "List collections.", {}, []),
        tool("qdrant_get_collection", "Get collection info: status, point counts, config, payload schema.", {"collection_name": S}, ["collection_name"]),
        tool("qdrant_query", "Semantic search: embeds query_text and returns the nearest points.", {"collection_name": S, "query_text": S, "limit": INT, "filter": OBJ, "with_payload": B}, ["collection_name", "query_text"]),
        tool("qdrant_retrieve_points", "Retrieve points by id.", {"collection_name": S, "ids": A, "with_payload": B, "with_vector": B}, ["collection_name", "ids"]),
        tool("qdrant_scroll", "Scroll through points matching a filter.", {"collection_name": S, "filter": OBJ, "limit": INT, "offset": S, "with_payload": B}, ["collection_name"]),
        tool("qdrant_upsert_points", "Upsert points (text is embedded server-side).", {"collection_name": S, "points": A}, ["collection_name", "points"]),
        tool("qdrant_delete_points", "Delete points by ids or by filter.", {"collection_name": S, "ids": A, "filter": OBJ}, ["collection_name"]),
    ])
    state = ("Qdrant at http://qdrant.internal:6333, collection 'helpdesk_articles' holds chunked help-center articles (payload: doc_id, chunk, title, "
             "product, lang, updated_at, text). Task: the support bot keeps answering 2FA questions with the retired legacy-portal article; find it and "
             "remove its chunks from the index.")

    def info(points: int, indexed: int) -> str:
        return pj({"result": {
            "status": "green", "optimizer_status": "ok", "indexed_vectors_count": indexed, "points_count": points, "segments_count": 6,
            "config": {"params": {"vectors": {"size": 1024, "distance": "Cosine", "on_disk": True}, "shard_number": 2, "replication_factor": 1,
                                  "write_consistency_factor": 1, "on_disk_payload": True},
                       "hnsw_config": {"m": 16, "ef_construct": 128, "full_scan_threshold": 10000, "max_indexing_threads": 0, "on_disk": False},
                       "optimizer_config": {"deleted_threshold": 0.2, "vacuum_min_vector_number": 1000, "default_segment_number": 0, "max_segment_size": None,
                                            "memmap_threshold": None, "indexing_threshold": 20000, "flush_interval_sec": 5, "max_optimization_threads": None},
                       "wal_config": {"wal_capacity_mb": 32, "wal_segments_ahead": 0}, "quantization_config": {"scalar": {"type": "int8", "quantile": 0.99, "always_ram": True}}},
            "payload_schema": {"doc_id": {"data_type": "keyword", "points": points}, "product": {"data_type": "keyword", "points": points},
                               "lang": {"data_type": "keyword", "points": points}, "updated_at": {"data_type": "datetime", "points": points}}},
            "status": "ok", "time": 0.000211})

    k2291_0 = "Admins can reset 2FA for any member from Admin Console → Users. Open the user, choose Security → Reset two-factor authentication, and confirm. The user is signed out of all sessions and prompted to enrol a new authenticator at next sign-in."
    k2291_1 = "If the user has lost access to their recovery codes, ask them to verify identity via the email on file first. Resets are logged in the audit log under 'security.mfa_reset'. Owners cannot reset their own 2FA; another owner must do it."
    k1740_0 = "To reset 2FA in the legacy portal, go to Settings → Team → Members, click the member's name and press 'Disable 2-step verification'. The member can re-enable it from My Profile."
    k1740_1 = "Note: the legacy portal only supports SMS codes. If the member changed phone numbers, update the number under My Profile → Phone before re-enabling 2-step verification."
    k1740_2 = "Support agents can also disable 2-step verification via the internal tool at /support/users/<id>/mfa. This page is deprecated after the March 2022 migration."
    t: list[tuple[str, str]] = []
    t.append((call("qdrant_list_collections"), pj({"result": {"collections": [
        {"name": "release_notes"}, {"name": "helpdesk_articles"}, {"name": "macros_embeddings"}, {"name": "helpdesk_articles_v1_backup"}]}, "status": "ok", "time": 0.000034})))
    t.append((call("qdrant_get_collection", collection_name=coll), info(48_213, 48_090)))
    hits = [
        ("4b9e2c71-8f0a-4d13-9e55-0c7a61d2f8b3", 0.8914, "KB-2291", 0, "Reset a user's two-factor authentication (Admin Console)", "2024-10-02T14:11:09Z", k2291_0),
        ("a17f03d9-5c2e-4b8a-b6f1-93e4d0c2a7e5", 0.8720, "KB-2291", 1, "Reset a user's two-factor authentication (Admin Console)", "2024-10-02T14:11:09Z", k2291_1),
        ("e2c84f10-7b39-4a6d-8c05-5f1b9a3e6d21", 0.8433, "KB-1740", 0, "Resetting 2FA (legacy portal)", "2022-03-18T09:40:55Z", k1740_0),
        ("9d05b6ae-31c7-4f28-a9e4-7c2b80f5d913", 0.8106, "KB-1740", 2, "Resetting 2FA (legacy portal)", "2022-03-18T09:40:55Z", k1740_2),
        ("c6a2e7f8-0d14-49b3-8e7a-2f9c51b4a06d", 0.7698, "KB-0512", 1, "Account lockout after failed sign-in attempts", "2023-11-27T16:02:31Z",
         "After 10 failed sign-in attempts the account is locked for 30 minutes. Admins can unlock it early from Admin Console → Users → Security → Unlock account."),
    ]

    def pt(h: tuple[str, float, str, int, str, str, str], score: bool = True) -> dict[str, Any]:
        d: dict[str, Any] = {"id": h[0], "version": 311 if h[2] == "KB-1740" else 8842}
        if score:
            d["score"] = h[1]
        d["payload"] = {"doc_id": h[2], "chunk": h[3], "title": h[4], "product": "workspace", "lang": "en", "updated_at": h[5], "text": h[6]}
        return d

    t.append((call("qdrant_query", collection_name=coll, query_text="how do I reset two-factor authentication for a team member", limit=5, with_payload=True),
              pj({"result": {"points": [pt(h) for h in hits]}, "status": "ok", "time": 0.018734})))
    t.append((call("qdrant_retrieve_points", collection_name=coll, ids=[hits[2][0], hits[3][0]], with_payload=True, with_vector=False),
              pj({"result": [pt(hits[2], False) | {"vector": None}, pt(hits[3], False) | {"vector": None}], "status": "ok", "time": 0.000512})))
    drifted = ("9d05b6ae-31c7-4f28-a9e4-7c2b80f5d193",) + hits[3][1:]
    mid = ("3f1ac8d2-6e07-4b95-a2d4-18c9e7f05b6a", 0.0, "KB-1740", 1, "Resetting 2FA (legacy portal)", "2022-03-18T09:40:55Z", k1740_1)
    t.append((call("qdrant_scroll", collection_name=coll, filter={"must": [{"key": "doc_id", "match": {"value": "KB-1740"}}]}, limit=20, with_payload=True),
              pj({"result": {"points": [pt(mid, False), pt(drifted, False), pt(hits[2], False)], "next_page_offset": None}, "status": "ok", "time": 0.004127})))
    t.append((call("qdrant_delete_points", collection_name=coll, filter={"must": [{"key": "doc_id", "match": {"value": "KB-1740"}}]}),
              pj({"result": {"operation_id": 90231, "status": "completed"}, "status": "ok", "time": 0.006309})))
    t.append((call("qdrant_get_collection", collection_name=coll), info(48_210, 48_087)))
    rs.add(task="mcp", tid="h45-mcp-04", system=system, turns=t, state=state, bad=True, turn=5,
           kind="point UUID of an unchanged chunk differs from the id returned by search and retrieve")


def epoch(y: int, mo: int, d: int, h: int, mi: int, s: int) -> int:
    return int(datetime(y, mo, d, h, mi, s, tzinfo=timezone.utc).timestamp())


# Toggl Track: clean
def t05(rs: RowSet) -> None:
    wid, uid = 5521907, 9184432
    meet, chk, sup = 202114551, 202118830, 202120047

    def te(i: int, desc: str, pid: int, bill: bool, start: str, stop: str | None, dur: int, at: str, tags: list[str] | None = None) -> dict[str, Any]:
        return {"id": i, "workspace_id": wid, "project_id": pid, "task_id": None, "billable": bill, "start": start, "stop": stop,
                "duration": dur, "description": desc, "tags": tags or [], "tag_ids": [], "duronly": False, "at": at,
                "server_deleted_at": None, "user_id": uid, "uid": uid, "wid": wid, "pid": pid}

    run_start = epoch(2024, 9, 18, 10, 20, 14)
    a = te(3611840021, "Sprint planning", meet, False, "2024-09-18T07:00:00+00:00", "2024-09-18T08:05:00+00:00", 3900, "2024-09-18T08:05:02+00:00")
    b = te(3611902217, "Code review: PR #482 payments retry", chk, True, "2024-09-18T08:10:00+00:00", "2024-09-18T09:32:00+00:00", 4920, "2024-09-18T09:32:01+00:00")
    c = te(3611961003, "Code review: PR #482 payments retry", chk, True, "2024-09-18T09:32:10+00:00", "2024-09-18T09:32:14+00:00", 4, "2024-09-18T09:32:14+00:00")
    d = te(3612005544, "Support escalation ZEN-10982", sup, False, "2024-09-18T09:40:00+00:00", "2024-09-18T10:15:00+00:00", 2100, "2024-09-18T10:15:03+00:00")
    e = te(3612088190, "Checkout Revamp – retry backoff impl", chk, True, "2024-09-18T10:20:14+00:00", None, -run_start, "2024-09-18T10:20:15+00:00")
    system = mcp_system("toggl", "Toggl Track API v9 for the 'Lindqvist Digital' workspace; times are UTC, running entries have duration = -start_epoch", [
        tool("toggl_get_current_entry", "Get the currently running time entry (null if none). Adds elapsed_hms for convenience.", {}, []),
        tool("toggl_list_time_entries", "List the user's time entries between two dates (newest first).", {"start_date": S, "end_date": S}, ["start_date", "end_date"]),
        tool("toggl_list_projects", "List workspace projects.", {"active": B}, []),
        tool("toggl_update_time_entry", "Update fields of a time entry.", {"time_entry_id": INT, "description": S, "project_id": INT, "billable": B, "tags": A, "start": S, "stop": S}, ["time_entry_id"]),
        tool("toggl_stop_timer", "Stop a running time entry.", {"time_entry_id": INT}, ["time_entry_id"]),
        tool("toggl_create_time_entry", "Create a finished time entry.", {"description": S, "project_id": INT, "billable": B, "start": S, "duration": INT, "tags": A}, ["start", "duration"]),
        tool("toggl_start_timer", "Start a new running time entry now.", {"description": S, "project_id": INT, "billable": B, "tags": A}, []),
        tool("toggl_delete_time_entry", "Delete a time entry.", {"time_entry_id": INT}, ["time_entry_id"]),
        tool("toggl_summary_report", "Summary report for a date range grouped by project and description (Reports API v3).", {"start_date": S, "end_date": S, "grouping": S, "sub_grouping": S}, ["start_date", "end_date"]),
    ])
    state = ("Toggl Track user Elias Berg (user 9184432), workspace 'Lindqvist Digital' (5521907). Local time zone Europe/Berlin (UTC+2). "
             "It is Wednesday 2024-09-18, about 13:46 local. Task: tidy up today's timesheet before the client's weekly export (support escalations "
             "are billable this month; log the 08:20–08:55 pairing session that was never tracked).")
    t: list[tuple[str, str]] = []
    t.append((call("toggl_get_current_entry"), pj({**e, "elapsed_hms": "1:26:03"})))
    t.append((call("toggl_list_time_entries", start_date="2024-09-18", end_date="2024-09-19"), pj([e, d, c, b, a])))
    t.append((call("toggl_list_projects", active=True), pj([
        {"id": meet, "workspace_id": wid, "client_id": None, "name": "Internal – Meetings", "is_private": False, "active": True, "billable": False, "color": "#9e5bd9", "rate": None, "currency": None, "estimated_hours": None, "actual_hours": 412, "created_at": "2023-01-09T08:14:22+00:00", "at": "2024-02-01T10:03:45+00:00"},
        {"id": chk, "workspace_id": wid, "client_id": 64410022, "name": "Checkout Revamp", "is_private": False, "active": True, "billable": True, "color": "#0b83d9", "rate": 95.0, "currency": "EUR", "estimated_hours": 640, "actual_hours": 388, "created_at": "2024-05-06T07:51:10+00:00", "at": "2024-09-02T12:40:19+00:00"},
        {"id": sup, "workspace_id": wid, "client_id": 64410022, "name": "Customer Support", "is_private": False, "active": True, "billable": True, "color": "#e36a00", "rate": 80.0, "currency": "EUR", "estimated_hours": None, "actual_hours": 97, "created_at": "2024-05-06T07:53:41+00:00", "at": "2024-09-01T06:00:12+00:00"},
        {"id": 202121190, "workspace_id": wid, "client_id": 64410022, "name": "Mobile App 3.0", "is_private": False, "active": True, "billable": True, "color": "#2da608", "rate": 95.0, "currency": "EUR", "estimated_hours": 900, "actual_hours": 12, "created_at": "2024-08-26T09:30:05+00:00", "at": "2024-08-26T09:30:05+00:00"},
        {"id": 202099412, "workspace_id": wid, "client_id": 64398810, "name": "Pre-sales – Hallberg", "is_private": True, "active": True, "billable": False, "color": "#525266", "rate": None, "currency": None, "estimated_hours": 40, "actual_hours": 17, "created_at": "2024-03-14T13:22:58+00:00", "at": "2024-07-30T15:11:02+00:00"},
    ])))
    d2 = {**d, "billable": True, "tags": ["escalation"], "at": "2024-09-18T11:46:52+00:00"}
    t.append((call("toggl_update_time_entry", time_entry_id=3612005544, billable=True, tags=["escalation"]), pj(d2)))
    e2 = {**e, "stop": "2024-09-18T11:47:40+00:00", "duration": 5246, "at": "2024-09-18T11:47:40+00:00"}
    t.append((call("toggl_stop_timer", time_entry_id=3612088190), pj(e2)))
    f = te(3612239957, "Pairing with Jonas on idempotency keys", chk, True, "2024-09-18T06:20:00+00:00", "2024-09-18T06:55:00+00:00", 2100, "2024-09-18T11:48:21+00:00")
    t.append((call("toggl_create_time_entry", description="Pairing with Jonas on idempotency keys", project_id=chk, billable=True, start="2024-09-18T06:20:00Z", duration=2100), pj(f)))
    t.append((call("toggl_delete_time_entry", time_entry_id=3611961003), mcp_text("Time entry 3611961003 deleted.")))
    groups = [
        {"id": chk, "title": "Checkout Revamp", "client": "Lindqvist Retail AB", "seconds": 4920 + 5246 + 2100, "billable_seconds": 4920 + 5246 + 2100,
         "sub_groups": [{"title": "Checkout Revamp – retry backoff impl", "seconds": 5246}, {"title": "Code review: PR #482 payments retry", "seconds": 4920},
                        {"title": "Pairing with Jonas on idempotency keys", "seconds": 2100}]},
        {"id": meet, "title": "Internal – Meetings", "client": None, "seconds": 3900, "billable_seconds": 0, "sub_groups": [{"title": "Sprint planning", "seconds": 3900}]},
        {"id": sup, "title": "Customer Support", "client": "Lindqvist Retail AB", "seconds": 2100, "billable_seconds": 2100, "sub_groups": [{"title": "Support escalation ZEN-10982", "seconds": 2100}]},
    ]
    tot = sum(g["seconds"] for g in groups)
    tot_b = sum(g["billable_seconds"] for g in groups)
    t.append((call("toggl_summary_report", start_date="2024-09-18", end_date="2024-09-18", grouping="projects", sub_grouping="time_entries"), pj({
        "groups": [{**g, "duration": hms(g["seconds"])} for g in groups],
        "total_seconds": tot, "total_billable_seconds": tot_b, "total_duration": hms(tot), "total_billable_duration": hms(tot_b),
        "billable_amount": {"EUR": round((12266 * 95 + 2100 * 80) / 3600, 2)}})))
    new_start = epoch(2024, 9, 18, 11, 49, 5)
    g = te(3612243318, "Write release notes 2.14", chk, True, "2024-09-18T11:49:05+00:00", None, -new_start, "2024-09-18T11:49:05+00:00")
    t.append((call("toggl_start_timer", description="Write release notes 2.14", project_id=chk, billable=True), pj(g)))
    rs.add(task="mcp", tid="h45-mcp-05", system=system, turns=t, state=state)


# LaunchDarkly: bad
def t06(rs: RowSet) -> None:
    proj = "web-storefront"
    v_on, v_off = "8c1f3a52-0d6e-4b97-a2c4-5e9b17d06f38", "f04b7d29-3e81-4c5a-9b6f-21d8e0a4c7b3"
    rule0 = {"_id": "b6e2d4a1-97c3-4f08-8a5e-0d1c3b7f92e6", "variation": 0, "clauses": [
        {"_id": "1a9c7e35-4b2d-4e60-b8f1-c27d09e5a341", "attribute": "email", "op": "endsWith", "values": ["@northbeam.com"], "contextKind": "user", "negate": False}],
        "trackEvents": False, "description": "Employees", "ref": "employees"}
    rule1 = {"_id": "52d0a8f3-c41e-4b7a-9e26-83f1b5c0d74a", "variation": 0, "clauses": [
        {"_id": "e7b31c09-5a48-4d2f-b6e0-9c14d8a2f537", "attribute": "segmentMatch", "op": "segmentMatch", "values": ["beta-testers"], "contextKind": "", "negate": False}],
        "trackEvents": False, "description": "Beta testers segment", "ref": "beta-testers"}
    ms = {"prod": epoch(2024, 7, 2, 16, 2, 3) * 1000 + 456, "test": epoch(2024, 7, 11, 8, 44, 19) * 1000 + 27,
          "st0": epoch(2024, 7, 9, 10, 31, 50) * 1000 + 882, "st1": epoch(2024, 7, 16, 13, 5, 11) * 1000 + 305,
          "st2": epoch(2024, 7, 16, 13, 6, 2) * 1000 + 719, "st3": epoch(2024, 7, 16, 13, 6, 48) * 1000 + 140}

    def env(name: str, key: str, on: bool, version: int, last: int, rules: list[dict[str, Any]], fall: dict[str, Any], salt: str) -> dict[str, Any]:
        return {"on": on, "archived": False, "salt": salt, "sel": salt[::-1][:32], "lastModified": last, "version": version,
                "targets": [], "contextTargets": [], "rules": rules, "fallthrough": fall, "offVariation": 1, "prerequisites": [],
                "_site": {"href": f"/default/{key}/features/new-checkout-flow", "type": "text/html"}, "_environmentName": name,
                "trackEvents": False, "trackEventsFallthrough": False}

    roll = {"rollout": {"variations": [{"variation": 0, "weight": 20000}, {"variation": 1, "weight": 80000}], "bucketBy": "key", "contextKind": "user"}}

    def flag(version: int, st_on: bool, st_ver: int, st_last: int, st_rules: list[dict[str, Any]], st_fall: dict[str, Any], prod_on: bool = False) -> dict[str, Any]:
        return {
            "key": "new-checkout-flow", "name": "New checkout flow", "description": "Single-page checkout (CHK-412). Replaces the 3-step wizard.",
            "kind": "boolean", "_version": version, "creationDate": 1715174400512, "includeInSnippet": False,
            "clientSideAvailability": {"usingMobileKey": False, "usingEnvironmentId": True},
            "variations": [{"_id": v_on, "value": True, "name": "Single-page"}, {"_id": v_off, "value": False, "name": "Legacy wizard"}],
            "temporary": True, "tags": ["checkout", "q3"], "maintainerId": "60a7c3e2f1b94d0011c8e5a4",
            "_maintainer": {"_id": "60a7c3e2f1b94d0011c8e5a4", "firstName": "Nina", "lastName": "Okonkwo", "role": "writer", "email": "nina.okonkwo@northbeam.com"},
            "defaults": {"onVariation": 0, "offVariation": 1}, "archived": False, "deprecated": False,
            "environments": {
                "production": env("Production", "production", prod_on, 12, ms["prod"], [], {"variation": 1}, "c4b07e2d9a15f3e8b6d0a4c7f1e9b253"),
                "staging": env("Staging", "staging", st_on, st_ver, st_last, st_rules, st_fall, "7e3a9d0c51b8f4e26a0d7c3b9f1e5a48"),
                "test": env("Test", "test", True, 30, ms["test"], [], {"variation": 0}, "0d9f4c2b7e6a1358f0c4d9b2a7e3f615"),
            },
            "_links": {"parent": {"href": f"/api/v2/flags/{proj}", "type": "application/json"}, "self": {"href": f"/api/v2/flags/{proj}/new-checkout-flow", "type": "application/json"}},
        }

    system = mcp_system("launchdarkly", "LaunchDarkly REST API v2 for the web-storefront project (service token, writer role)", [
        tool("list_environments", "List environments in a project.", {"projectKey": S}, ["projectKey"]),
        tool("list_flags", "List feature flags, optionally filtered to one environment.", {"projectKey": S, "env": S, "summary": B, "tag": S, "limit": INT}, ["projectKey"]),
        tool("get_flag", "Get a single feature flag with all its environments (or one with env).", {"projectKey": S, "featureFlagKey": S, "env": S}, ["projectKey", "featureFlagKey"]),
        tool("patch_flag", "Update a flag with semantic-patch instructions in one environment; returns the updated flag.", {"projectKey": S, "featureFlagKey": S, "environmentKey": S, "instructions": A, "comment": S}, ["projectKey", "featureFlagKey", "instructions"]),
        tool("get_flag_status", "Get the evaluation status of a flag in an environment.", {"projectKey": S, "featureFlagKey": S, "environmentKey": S}, ["projectKey", "featureFlagKey", "environmentKey"]),
        tool("get_segment", "Get a segment in an environment.", {"projectKey": S, "environmentKey": S, "segmentKey": S}, ["projectKey", "environmentKey", "segmentKey"]),
    ])
    state = ("LaunchDarkly account 'Northbeam Outdoor', project web-storefront. Task from ticket CHK-431: in STAGING ONLY, turn on "
             "new-checkout-flow, serve it to the beta-testers segment, and roll it out to 20% of everyone else. Production must stay untouched. "
             "Now: 2024-07-16 ~13:04 UTC.")
    t: list[tuple[str, str]] = []
    t.append((call("list_environments", projectKey=proj), pj({"totalCount": 3, "items": [
        {"_id": "5f2e9b1c7a3d4e0012f8a6b1", "key": "production", "name": "Production", "color": "417505", "defaultTtl": 0, "secureMode": False, "defaultTrackEvents": False, "requireComments": True, "confirmChanges": True, "tags": ["prod"], "critical": True, "approvalSettings": {"required": True, "minNumApprovals": 1}},
        {"_id": "5f2e9b1c7a3d4e0012f8a6b3", "key": "staging", "name": "Staging", "color": "f5a623", "defaultTtl": 0, "secureMode": False, "defaultTrackEvents": False, "requireComments": False, "confirmChanges": False, "tags": [], "critical": False, "approvalSettings": {"required": False, "minNumApprovals": 0}},
        {"_id": "5f2e9b1c7a3d4e0012f8a6b5", "key": "test", "name": "Test", "color": "4a90e2", "defaultTtl": 0, "secureMode": False, "defaultTrackEvents": False, "requireComments": False, "confirmChanges": False, "tags": [], "critical": False, "approvalSettings": {"required": False, "minNumApprovals": 0}},
    ]})))
    others = [
        ("enable-apple-pay", "Enable Apple Pay", 27, 1698914400221, True, epoch(2024, 6, 20, 9, 12, 40) * 1000 + 3, 19, False, ["payments"]),
        ("free-shipping-threshold", "Free shipping threshold (EUR)", 12, 1704445200090, True, epoch(2024, 7, 1, 7, 0, 2) * 1000 + 611, 8, False, ["pricing"]),
        ("guest-checkout", "Guest checkout", 6, 1682326800145, True, epoch(2024, 3, 4, 15, 47, 33) * 1000 + 90, 4, False, ["checkout"]),
        ("inventory-realtime-sync", "Inventory real-time sync", 15, 1709287200733, False, epoch(2024, 7, 12, 11, 29, 8) * 1000 + 247, 11, True, ["ops"]),
        ("pdp-reviews-carousel", "PDP reviews carousel", 33, 1692608400418, True, epoch(2024, 5, 28, 14, 3, 55) * 1000 + 980, 21, False, ["pdp"]),
        ("promo-banner-holiday", "Holiday promo banner", 9, 1699523200004, False, epoch(2024, 1, 8, 8, 15, 0) * 1000 + 12, 7, True, ["marketing"]),
        ("search-v2-ranking", "Search v2 ranking", 18, 1711962000377, True, epoch(2024, 7, 15, 17, 40, 26) * 1000 + 502, 14, True, ["search"]),
    ]

    def listing(ncf_ver: int, ncf_on: bool, ncf_env_ver: int, ncf_last: int) -> str:
        items = []
        rows = others[:4] + [("new-checkout-flow", "New checkout flow", ncf_ver, 1715174400512, ncf_on, ncf_last, ncf_env_ver, True, ["checkout", "q3"])] + others[4:]
        for key, name, ver, created, on, last, ev, temp, tags in rows:
            items.append({"key": key, "name": name, "kind": "multivariate" if key == "free-shipping-threshold" else "boolean", "_version": ver,
                          "creationDate": created, "temporary": temp, "tags": tags, "archived": False,
                          "environments": {"staging": {"on": on, "archived": False, "lastModified": last, "version": ev, "_site": {"href": f"/default/staging/features/{key}", "type": "text/html"}}}})
        return pj({"totalCount": len(items), "items": items, "_links": {"self": {"href": f"/api/v2/flags/{proj}?env=staging&summary=true&limit=20", "type": "application/json"}}})

    t.append((call("list_flags", projectKey=proj, env="staging", summary=True, limit=20), listing(41, False, 23, ms["st0"])))
    t.append((call("get_flag", projectKey=proj, featureFlagKey="new-checkout-flow"), pj(flag(41, False, 23, ms["st0"], [rule0], {"variation": 1}))))
    t.append((call("get_segment", projectKey=proj, environmentKey="staging", segmentKey="beta-testers"), pj({
        "key": "beta-testers", "name": "Beta testers", "description": "Opted-in customers from the beta programme (synced nightly from Braze).",
        "tags": ["beta"], "creationDate": 1701420000118, "lastModifiedDate": epoch(2024, 7, 16, 2, 0, 4) * 1000 + 377, "version": 88,
        "included": ["usr_7Qm2kd91", "usr_aX04pLr2", "usr_c19ZtF6e", "usr_dP88nWq0", "usr_e3Ks0vB7", "usr_fT51yHj4", "usr_g0Lw8sNc", "usr_h62RbQe9"],
        "excluded": ["usr_qa_bot_01"], "includedContexts": [], "excludedContexts": [],
        "rules": [{"_id": "3c8e1f05-a7d2-4b69-90e4-6f2b1d8c5a37", "clauses": [{"attribute": "betaOptIn", "op": "in", "values": [True], "contextKind": "user", "negate": False}]}],
        "unbounded": False, "generation": 1, "_flags": [{"key": "pdp-reviews-carousel", "name": "PDP reviews carousel"}, {"key": "search-v2-ranking", "name": "Search v2 ranking"}],
        "_links": {"self": {"href": f"/api/v2/segments/{proj}/staging/beta-testers", "type": "application/json"}}})))
    t.append((call("patch_flag", projectKey=proj, featureFlagKey="new-checkout-flow", environmentKey="staging", instructions=[{"kind": "turnFlagOn"}], comment="CHK-431: enable in staging"),
              pj(flag(42, True, 24, ms["st1"], [rule0], {"variation": 1}))))
    t.append((call("patch_flag", projectKey=proj, featureFlagKey="new-checkout-flow", environmentKey="staging",
                   instructions=[{"kind": "addRule", "clauses": [{"contextKind": "user", "attribute": "segmentMatch", "op": "segmentMatch", "values": ["beta-testers"], "negate": False}], "variationId": v_on, "description": "Beta testers segment"}],
                   comment="CHK-431: serve to beta-testers"),
              pj(flag(43, True, 25, ms["st2"], [rule0, rule1], {"variation": 1}))))
    t.append((call("patch_flag", projectKey=proj, featureFlagKey="new-checkout-flow", environmentKey="staging",
                   instructions=[{"kind": "updateFallthroughVariationOrRollout", "rolloutWeights": {v_on: 20000, v_off: 80000}, "rolloutBucketBy": "key", "rolloutContextKind": "user"}],
                   comment="CHK-431: 20% rollout"),
              pj(flag(44, True, 26, ms["st3"], [rule0, rule1], roll))))
    t.append((call("get_flag_status", projectKey=proj, featureFlagKey="new-checkout-flow", environmentKey="staging"), pj({
        "name": "active", "lastRequested": "2024-07-16T13:07:52.118Z", "default": False,
        "_links": {"parent": {"href": f"/api/v2/flag-statuses/{proj}/staging", "type": "application/json"}, "self": {"href": f"/api/v2/flag-statuses/{proj}/staging/new-checkout-flow", "type": "application/json"}}})))
    t.append((call("get_flag", projectKey=proj, featureFlagKey="new-checkout-flow"), pj(flag(44, True, 26, ms["st3"], [rule0, rule1], roll, prod_on=True))))
    t.append((call("list_flags", projectKey=proj, env="staging", summary=True, limit=20), listing(44, True, 26, ms["st3"])))
    rs.add(task="mcp", tid="h45-mcp-06", system=system, turns=t, state=state, bad=True, turn=9,
           kind="production on-state of the flag flipped to true with no production change (only staging was patched; production version unchanged)")


# Greenhouse: clean
def t07(rs: RowSet) -> None:
    job = {"id": 4410278007, "name": "Senior Backend Engineer (Payments)"}
    st = {"Application Review": 31877201, "Recruiter Screen": 31877202, "Technical Interview": 31877203, "Onsite": 31877204, "Offer": 31877205}
    apps = [  # app id, candidate id, name, applied, last activity, stage, source
        (118857733, 96246025, "Sofia Marchetti", "2024-10-30T09:15:44Z", "2024-11-05T17:22:09Z", "Onsite", "LinkedIn"),
        (118823401, 96214077, "Amara Eze", "2024-10-28T14:02:11Z", "2024-11-05T16:40:02Z", "Recruiter Screen", "LinkedIn"),
        (118880069, 96267754, "Chloé Dubois", "2024-11-01T08:47:30Z", "2024-11-05T11:03:51Z", "Technical Interview", "Company website"),
        (118841270, 96231188, "Mei Lin Tan", "2024-10-29T19:31:02Z", "2024-11-04T15:58:37Z", "Technical Interview", "Referral"),
        (118870592, 96258811, "Ingrid Solberg", "2024-10-31T12:06:18Z", "2024-11-04T09:12:45Z", "Recruiter Screen", "Stack Overflow Jobs"),
        (118874411, 96262307, "Rahul Deshpande", "2024-10-31T16:20:55Z", "2024-11-01T10:44:13Z", "Application Review", "Referral"),
        (118830915, 96220543, "Tomás Ferreira", "2024-10-29T07:58:26Z", "2024-10-31T13:27:40Z", "Application Review", "Referral"),
        (118863148, 96251470, "Kwame Boateng", "2024-10-30T22:41:09Z", "2024-10-30T22:41:09Z", "Application Review", "Indeed"),
        (118852006, 96240912, "Jakub Nowicki", "2024-10-30T06:33:47Z", "2024-10-30T06:33:47Z", "Application Review", "Company website"),
    ]

    src = {"LinkedIn": 4001, "Referral": 4002, "Company website": 4003, "Stack Overflow Jobs": 4004, "Indeed": 4005}
    dept = {"Design": 4012001, "Data": 4012002, "Engineering": 4012003, "Customer Experience": 4012004, "Marketing": 4012005}
    office = {"Berlin": 4020101, "Remote – EU": 4020102, "Leipzig": 4020103}

    def app(a: tuple[int, int, str, str, str, str, str]) -> dict[str, Any]:
        return {"id": a[0], "candidate_id": a[1], "candidate_name": a[2], "prospect": False, "applied_at": a[3], "rejected_at": None,
                "last_activity_at": a[4], "location": None, "source": {"id": src[a[6]], "public_name": a[6]},
                "credited_to": {"id": 4418820, "first_name": "Leila", "last_name": "Haddad", "name": "Leila Haddad", "employee_id": "E-1193"} if a[6] == "Referral" else None,
                "rejection_reason": None, "jobs": [job], "status": "active", "current_stage": {"id": st[a[5]], "name": a[5]}}

    system = mcp_system("greenhouse", "Greenhouse Harvest API (on behalf of recruiter Ola Svensson, user 4402117)", [
        tool("list_jobs", "List jobs, filterable by status and department.", {"status": S, "department_id": INT, "per_page": INT}, []),
        tool("list_applications", "List applications for a job, sorted by last activity (newest first).", {"job_id": INT, "status": S, "per_page": INT}, ["job_id"]),
        tool("get_candidate", "Get a candidate with contact details, tags, applications and attachments.", {"candidate_id": INT}, ["candidate_id"]),
        tool("advance_application", "Move an active application to the next stage in its job's interview plan.", {"application_id": INT, "from_stage_id": INT}, ["application_id", "from_stage_id"]),
        tool("reject_application", "Reject an application with a reason.", {"application_id": INT, "rejection_reason_id": INT, "notes": S}, ["application_id"]),
        tool("add_candidate_note", "Add a note to a candidate's activity feed.", {"candidate_id": INT, "body": S, "visibility": S}, ["candidate_id", "body"]),
    ])
    state = ("Greenhouse account 'Northbeam Outdoor', acting as recruiter Ola Svensson (On-Behalf-Of 4402117). 2024-11-06 ~10:10 UTC. "
             "Hiring manager asked to move the referral Tomás Ferreira forward to a recruiter screen for the Payments role and leave a note.")
    t: list[tuple[str, str]] = []
    jobs = [
        (4398812007, "Product Designer, Growth", "REQ-2291", "Design", "Berlin", 1, "2024-09-02T08:00:11Z"),
        (4406630007, "Data Engineer", "REQ-2304", "Data", "Remote – EU", 2, "2024-09-23T12:31:40Z"),
        (4410278007, "Senior Backend Engineer (Payments)", "REQ-2317", "Engineering", "Berlin", 1, "2024-10-14T07:45:02Z"),
        (4411904007, "Customer Support Specialist (German)", "REQ-2320", "Customer Experience", "Leipzig", 3, "2024-10-18T10:02:55Z"),
        (4413307007, "Engineering Manager, Platform", "REQ-2326", "Engineering", "Berlin", 1, "2024-10-25T13:19:27Z"),
        (4415019007, "Performance Marketing Lead", "REQ-2331", "Marketing", "Remote – EU", 1, "2024-11-01T09:00:48Z"),
    ]
    t.append((call("list_jobs", status="open", per_page=50), pj([
        {"id": j[0], "name": j[1], "requisition_id": j[2], "status": "open", "confidential": False, "departments": [{"id": dept[j[3]], "name": j[3]}],
         "offices": [{"id": office[j[4]], "name": j[4]}], "openings": [{"id": 5110200 + 10 * i + k, "opening_id": f"{j[2]}-{k + 1}", "status": "open", "opened_at": j[6]} for k in range(j[5])],
         "opened_at": j[6], "closed_at": None, "created_at": j[6], "updated_at": j[6]} for i, j in enumerate(jobs)])))
    t.append((call("list_applications", job_id=job["id"], status="active", per_page=50), pj([app(a) for a in apps])))
    t.append((call("get_candidate", candidate_id=96220543), pj({
        "id": 96220543, "first_name": "Tomás", "last_name": "Ferreira", "company": "Revolut", "title": "Backend Engineer II",
        "created_at": "2024-10-29T07:58:26Z", "updated_at": "2024-10-31T13:27:40Z", "last_activity": "2024-10-31T13:27:40Z", "is_private": False,
        "photo_url": None, "attachments": [
            {"filename": "Tomas_Ferreira_CV_2024.pdf", "url": "https://grnhse-prod.s3.amazonaws.com/person_attachments/data/96220543/Tomas_Ferreira_CV_2024.pdf?X-Amz-Expires=604800", "type": "resume", "created_at": "2024-10-29T07:58:26Z"}],
        "application_ids": [118830915], "phone_numbers": [{"value": "+351 912 448 067", "type": "mobile"}],
        "addresses": [{"value": "Lisbon, Portugal", "type": "home"}], "email_addresses": [{"value": "tomas.ferreira.dev@gmail.com", "type": "personal"}],
        "website_addresses": [{"value": "https://github.com/tferreira", "type": "personal"}], "social_media_addresses": [],
        "recruiter": {"id": 4402117, "first_name": "Ola", "last_name": "Svensson", "name": "Ola Svensson", "employee_id": "E-0871"},
        "coordinator": None, "can_email": True, "tags": ["referral", "payments", "relocation-ok"],
        "applications": [app(apps[6])],
        "educations": [{"id": 7719204, "school_name": "Instituto Superior Técnico", "degree": "Master's Degree", "discipline": "Computer Engineering", "start_date": "2014-09-01T00:00:00.000Z", "end_date": "2019-07-01T00:00:00.000Z"}],
        "employments": [{"id": 8821035, "company_name": "Revolut", "title": "Backend Engineer II", "start_date": "2021-03-01T00:00:00.000Z", "end_date": None},
                        {"id": 8821036, "company_name": "Farfetch", "title": "Software Engineer", "start_date": "2019-09-01T00:00:00.000Z", "end_date": "2021-02-28T00:00:00.000Z"}],
        "custom_fields": {"notice_period": "2 months", "salary_expectation": "EUR 92k", "work_permit_eu": True}})))
    moved = (118830915, 96220543, "Tomás Ferreira", "2024-10-29T07:58:26Z", "2024-11-06T10:14:27Z", "Recruiter Screen", "Referral")
    t.append((call("advance_application", application_id=118830915, from_stage_id=st["Application Review"]), pj(app(moved))))
    t.append((call("add_candidate_note", candidate_id=96220543, body="Advanced to recruiter screen at Jonas's request (strong referral from Leila, payments ledger experience at Revolut). Please book 30 min this week; candidate is in Lisbon (UTC+0).", visibility="public"), pj({
        "id": 1277314402, "created_at": "2024-11-06T10:15:08Z",
        "body": "Advanced to recruiter screen at Jonas's request (strong referral from Leila, payments ledger experience at Revolut). Please book 30 min this week; candidate is in Lisbon (UTC+0).",
        "user": {"id": 4402117, "first_name": "Ola", "last_name": "Svensson", "name": "Ola Svensson", "employee_id": "E-0871"},
        "private": False, "visiblity": "public", "visibility": "public"})))
    final = [moved] + [a for a in apps if a[0] != 118830915]
    t.append((call("list_applications", job_id=job["id"], status="active", per_page=50), pj([app(a) | ({"last_activity_at": "2024-11-06T10:15:08Z"} if a[0] == 118830915 else {}) for a in final])))
    rs.add(task="mcp", tid="h45-mcp-07", system=system, turns=t, state=state)


# RabbitMQ: bad
def t08(rs: RowSet) -> None:
    vh = "orders"
    system = mcp_system("rabbitmq", "RabbitMQ management HTTP API on mq-prod-01 (user ops-automation, tags: management, policymaker)", [
        tool("get_overview", "Cluster overview: versions, object totals, queue totals, message rates.", {}, []),
        tool("list_queues", "List queues in a vhost with depth and consumer counts.", {"vhost": S, "sort": S}, ["vhost"]),
        tool("get_queue", "Get one queue with consumer details and message stats.", {"vhost": S, "name": S}, ["vhost", "name"]),
        tool("get_messages", "Peek messages from a queue (ackmode ack_requeue_true leaves them in place).", {"vhost": S, "name": S, "count": INT, "ackmode": S, "encoding": S}, ["vhost", "name", "count"]),
        tool("purge_queue", "Remove all ready messages from a queue.", {"vhost": S, "name": S}, ["vhost", "name"]),
        tool("delete_queue", "Delete a queue (optionally only if unused / empty).", {"vhost": S, "name": S, "if_unused": B, "if_empty": B}, ["vhost", "name"]),
    ])
    state = ("RabbitMQ 3.12 cluster (3 nodes, mq-prod-01..03), vhost 'orders'. The legacy invoice-sync consumer service was decommissioned on "
             "2024-08-02 and its backlog was replayed into orders.invoice-sync. Task (OPS-2207): remove the legacy queues and the leftover replay queue. "
             "Now: 2024-09-10 ~08:30 UTC.")
    t: list[tuple[str, str]] = []
    t.append((call("get_overview"), pj({
        "management_version": "3.12.13", "rates_mode": "basic", "rabbitmq_version": "3.12.13", "cluster_name": "rabbit@mq-prod-01.northbeam.internal",
        "erlang_version": "26.2.5", "erlang_full_version": "Erlang/OTP 26 [erts-14.2.5] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit:ns]",
        "disable_stats": False, "enable_queue_totals": True,
        "message_stats": {"publish": 1844120397, "publish_details": {"rate": 412.6}, "deliver_get": 1842977051, "deliver_get_details": {"rate": 409.8},
                          "ack": 1842893310, "ack_details": {"rate": 408.2}, "redeliver": 118204, "redeliver_details": {"rate": 0.2}},
        "churn_rates": {"connection_created": 20411, "connection_closed": 20350, "queue_declared": 1822, "queue_created": 301, "queue_deleted": 278},
        "queue_totals": {"messages": 19_704, "messages_ready": 19_512, "messages_unacknowledged": 192},
        "object_totals": {"channels": 214, "connections": 61, "consumers": 188, "exchanges": 74, "queues": 23},
        "statistics_db_event_queue": 0, "node": "rabbit@mq-prod-01",
        "listeners": [{"node": f"rabbit@mq-prod-0{n}", "protocol": p, "ip_address": "::", "port": port} for n in (1, 2, 3) for p, port in (("amqp", 5672), ("clustering", 25672), ("http", 15672), ("prometheus", 15692))],
        "contexts": [{"node": "rabbit@mq-prod-01", "description": "RabbitMQ Management", "path": "/", "cowboy_opts": "[{sendfile,false}]", "port": "15672", "protocol": "http"}]})))

    def q(name: str, typ: str, msgs: int, ready: int, unack: int, cons: int, mem: int, idle: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"name": name, "vhost": vh, "type": typ, "durable": True, "state": "running", "node": "rabbit@mq-prod-0" + str(1 + len(name) % 3),
                             "messages": msgs, "messages_ready": ready, "messages_unacknowledged": unack, "consumers": cons, "memory": mem}
        if idle:
            d["idle_since"] = idle
        return d

    before = [
        q("orders.audit-events", "quorum", 54, 50, 4, 3, 308_224),
        q("orders.created", "quorum", 42, 30, 12, 6, 412_880),
        q("orders.created.dlq", "quorum", 3, 3, 0, 0, 141_632, "2024-09-09 22:17:41"),
        q("orders.fulfillment", "quorum", 27, 20, 7, 4, 276_544),
        q("orders.fulfillment.retry", "classic", 9, 9, 0, 0, 71_904),
        q("orders.invoice-sync", "quorum", 15, 9, 6, 3, 198_656),
        q("orders.legacy-invoice-sync", "classic", 18_442, 18_442, 0, 0, 39_811_072, "2024-08-02 14:51:07"),
        q("orders.legacy-invoice-sync.dlq", "classic", 311, 311, 0, 0, 702_464, "2024-08-02 14:51:09"),
        q("orders.notifications", "quorum", 6, 2, 4, 5, 162_816),
        q("orders.payment-events", "quorum", 118, 101, 17, 8, 905_216),
        q("orders.refunds", "quorum", 0, 0, 0, 2, 131_072),
        q("orders.tmp-replay-0412", "classic", 0, 0, 0, 0, 10_776, "2024-04-12 16:03:22"),
    ]
    t.append((call("list_queues", vhost=vh, sort="name"), pj(before)))
    t.append((call("get_messages", vhost=vh, name="orders.legacy-invoice-sync", count=2, ackmode="ack_requeue_true", encoding="auto"), pj([
        {"payload_bytes": 412, "redelivered": True, "exchange": "orders", "routing_key": "invoice.requested", "message_count": 18_441,
         "properties": {"content_type": "application/json", "delivery_mode": 2, "message_id": "inv-req-7f21c9e0", "timestamp": 1722609001,
                        "headers": {"x-origin": "order-service", "x-schema": "invoice.requested/v3"}},
         "payload": "{\"order_id\":\"ORD-2024-5581203\",\"customer_id\":\"C-889120\",\"currency\":\"EUR\",\"total_minor\":18990,\"lines\":3,\"requested_at\":\"2024-08-02T14:30:01Z\"}", "payload_encoding": "string"},
        {"payload_bytes": 409, "redelivered": True, "exchange": "orders", "routing_key": "invoice.requested", "message_count": 18_440,
         "properties": {"content_type": "application/json", "delivery_mode": 2, "message_id": "inv-req-7f21c9e4", "timestamp": 1722609002,
                        "headers": {"x-origin": "order-service", "x-schema": "invoice.requested/v3"}},
         "payload": "{\"order_id\":\"ORD-2024-5581207\",\"customer_id\":\"C-402771\",\"currency\":\"EUR\",\"total_minor\":4590,\"lines\":1,\"requested_at\":\"2024-08-02T14:30:02Z\"}", "payload_encoding": "string"},
    ])))
    t.append((call("delete_queue", vhost=vh, name="orders.legacy-invoice-sync", if_unused=True), mcp_text("HTTP 204 No Content – queue 'orders.legacy-invoice-sync' in vhost 'orders' deleted (18442 messages dropped).")))
    t.append((call("delete_queue", vhost=vh, name="orders.tmp-replay-0412", if_unused=True, if_empty=True), mcp_text("HTTP 204 No Content – queue 'orders.tmp-replay-0412' in vhost 'orders' deleted.")))
    after = [
        q("orders.audit-events", "quorum", 61, 58, 3, 3, 316_416),
        q("orders.created", "quorum", 38, 29, 9, 6, 409_600),
        q("orders.created.dlq", "quorum", 3, 3, 0, 0, 141_632, "2024-09-09 22:17:41"),
        q("orders.fulfillment", "quorum", 31, 25, 6, 4, 280_640),
        q("orders.fulfillment.retry", "classic", 7, 7, 0, 0, 67_808),
        q("orders.invoice-sync", "quorum", 12, 8, 4, 3, 194_560),
        q("orders.legacy-invoice-sync.dlq", "classic", 311, 311, 0, 0, 702_464, "2024-08-02 14:51:09"),
        q("orders.notifications", "quorum", 9, 4, 5, 5, 166_912),
        q("orders.payment-events", "quorum", 131, 116, 15, 8, 917_504),
        q("orders.refunds", "quorum", 1, 0, 1, 2, 131_072),
        q("orders.tmp-replay-0412", "classic", 0, 0, 0, 0, 10_776, "2024-04-12 16:03:22"),
    ]
    t.append((call("list_queues", vhost=vh, sort="name"), pj(after)))
    t.append((call("delete_queue", vhost=vh, name="orders.legacy-invoice-sync.dlq", if_unused=True), mcp_text("HTTP 204 No Content – queue 'orders.legacy-invoice-sync.dlq' in vhost 'orders' deleted (311 messages dropped).")))
    t.append((call("get_queue", vhost=vh, name="orders.invoice-sync"), pj({
        "name": "orders.invoice-sync", "vhost": vh, "type": "quorum", "durable": True, "auto_delete": False, "exclusive": False,
        "arguments": {"x-queue-type": "quorum", "x-delivery-limit": 20, "x-dead-letter-exchange": "orders.dlx"}, "node": "rabbit@mq-prod-02",
        "leader": "rabbit@mq-prod-02", "members": ["rabbit@mq-prod-02", "rabbit@mq-prod-03", "rabbit@mq-prod-01"], "online": ["rabbit@mq-prod-02", "rabbit@mq-prod-03", "rabbit@mq-prod-01"],
        "state": "running", "messages": 14, "messages_ready": 9, "messages_unacknowledged": 5, "consumers": 3, "consumer_capacity": 1.0, "memory": 196_608,
        "message_stats": {"publish": 402_118, "publish_details": {"rate": 6.4}, "deliver_get": 402_104, "deliver_get_details": {"rate": 6.2}, "ack": 402_099, "ack_details": {"rate": 6.2}, "redeliver": 37, "redeliver_details": {"rate": 0.0}},
        "consumer_details": [
            {"consumer_tag": f"amq.ctag-{tag}", "channel_details": {"connection_name": f"10.42.{ip}:{port} -> 10.42.0.11:5672", "name": f"10.42.{ip}:{port} -> 10.42.0.11:5672 (1)", "node": "rabbit@mq-prod-02", "peer_host": f"10.42.{ip}", "peer_port": port, "user": "invoice-sync"},
             "ack_required": True, "active": True, "activity_status": "up", "prefetch_count": 20, "exclusive": False, "arguments": {}}
            for tag, ip, port in (("Xq3mB0lPz7WcY1nR8sTe4A", "3.17", 48212), ("kP9vLr2sDw6Hn0QeZt5YcB", "3.22", 51904), ("Jm4Tz8Gk1VbQx7NpC0sRhw", "5.9", 39788))]})))
    rs.add(task="mcp", tid="h45-mcp-08", system=system, turns=t, state=state, bad=True, turn=6,
           kind="queue deleted in the previous call is listed again")


# Webflow: clean
def t09(rs: RowSet) -> None:
    site, coll = "64f1a2b3c4d5e6f7a8b9c0d1", "64f1a2b3c4d5e6f7a8b9c1a0"
    cats = {"Roasting": "64f1a2b3c4d5e6f7a8b9c2b1", "Origins": "64f1a2b3c4d5e6f7a8b9c2b2", "Brewing": "64f1a2b3c4d5e6f7a8b9c2b3", "News": "64f1a2b3c4d5e6f7a8b9c2b4", "Gear": "64f1a2b3c4d5e6f7a8b9c2b5"}
    auth = {"Maya Ortiz": "64f1a2b3c4d5e6f7a8b9c3c1", "Ben Ashworth": "64f1a2b3c4d5e6f7a8b9c3c2", "Ruth Kimani": "64f1a2b3c4d5e6f7a8b9c3c3"}
    raw = [  # created, name, slug, category, author, lastUpdated, published offset (hours), summary
        ("2023-02-14T10:12:03", "Why we roast light", "why-we-roast-light", "Roasting", "Maya Ortiz", "2023-02-16T09:40:11", 2, "Lighter roasts keep the origin character. Here's how we chase sweetness without sourness."),
        ("2023-03-09T14:31:47", "Meet our Ethiopian producers", "meet-our-ethiopian-producers", "Origins", "Ruth Kimani", "2023-03-10T08:05:29", 1, "A week in Guji with the washing stations behind our two Ethiopian lots."),
        ("2023-04-20T09:02:18", "Pour-over 101", "pour-over-101", "Brewing", "Ben Ashworth", "2024-03-02T11:17:54", 3, "Ratio, grind, bloom, pour: the four things that matter most for a clean V60."),
        ("2023-05-18T16:44:09", "Summer hours 2023", "summer-hours-2023", "News", "Maya Ortiz", "2023-05-18T16:51:37", 0, "Our Bristol café opens at 7:00 and closes at 18:00 from June to August."),
        ("2023-06-07T11:20:55", "Cold brew ratios that actually work", "cold-brew-ratios", "Brewing", "Ben Ashworth", "2024-06-02T10:03:48", 1, "1:8 for concentrate, 1:15 for ready-to-drink — and why steep time matters more than you think."),
        ("2023-07-12T08:58:40", "Water chemistry for home brewers", "water-chemistry-home-brewers", "Brewing", "Ben Ashworth", "2023-07-14T13:26:02", 2, "Hardness, alkalinity and a simple recipe for brewing water you can make at home."),
        ("2023-08-30T15:07:13", "Our new compostable bags", "compostable-bags", "News", "Maya Ortiz", "2023-08-31T09:11:45", 1, "From October every retail bag is home-compostable, valve included."),
        ("2023-09-21T10:39:26", "Colombia harvest report", "colombia-harvest-report-2023", "Origins", "Ruth Kimani", "2023-09-22T12:48:33", 4, "Rain, pickers and prices: what this year's Huila harvest looks like."),
        ("2023-10-26T13:15:02", "Grinder buying guide", "grinder-buying-guide", "Gear", "Ben Ashworth", "2024-08-05T14:22:19", 2, "Burr size, alignment and retention — what to look for between £100 and £500."),
        ("2023-11-16T09:27:51", "Holiday gift sets are here", "holiday-gift-sets-2023", "News", "Maya Ortiz", "2023-11-16T10:02:07", 0, "Three gift boxes, from a tasting flight to the full brew kit."),
        ("2023-12-07T12:03:34", "Decaf without compromise", "decaf-without-compromise", "Roasting", "Maya Ortiz", "2023-12-08T15:30:58", 1, "Why our sugarcane-process decaf tastes like coffee, not cardboard."),
        ("2024-01-18T10:50:17", "AeroPress recipes from our baristas", "aeropress-recipes", "Brewing", "Ben Ashworth", "2024-08-20T16:05:42", 1, "Five recipes, from inverted to bypass, tested on our house espresso blend."),
        ("2024-02-08T14:12:49", "Direct trade, explained", "direct-trade-explained", "Origins", "Ruth Kimani", "2024-02-09T09:44:20", 2, "What we pay, how we decide, and why we publish our prices."),
        ("2024-02-29T11:35:06", "Espresso dialing-in checklist", "espresso-dialing-in", "Brewing", "Ben Ashworth", "2024-03-01T08:19:37", 1, "Dose, yield, time — change one thing at a time."),
        ("2024-03-21T09:08:22", "Spring menu: floral and bright", "spring-menu-2024", "News", "Maya Ortiz", "2024-03-21T09:55:14", 0, "Jasmine cold brew and a Kenyan filter join the café menu."),
        ("2024-04-11T15:41:30", "Kenya AA lot notes", "kenya-aa-lot-notes", "Origins", "Ruth Kimani", "2024-04-12T10:27:09", 1, "Blackcurrant, grapefruit and a syrupy body: notes from our Nyeri lot."),
        ("2024-05-02T10:16:44", "How we cup coffee", "how-we-cup-coffee", "Roasting", "Maya Ortiz", "2024-05-03T14:08:51", 2, "Our cupping protocol, scoresheet and the 3 people who taste every roast."),
        ("2024-05-23T13:52:10", "Iced pour-over in 4 minutes", "iced-pour-over", "Brewing", "Ben Ashworth", "2024-05-24T08:37:26", 1, "Brew hot onto ice for a bright, sweet cup without dilution."),
        ("2024-06-13T08:24:57", "Barista championship recap", "barista-championship-recap-2024", "News", "Maya Ortiz", "2024-06-14T11:10:33", 1, "Ana placed third at the UK Barista Championship with a Sidra signature drink."),
        ("2024-07-04T12:47:35", "Milk alternatives tested", "milk-alternatives-tested", "Brewing", "Ben Ashworth", "2024-07-05T15:21:12", 2, "We steamed eight oat, soy and almond milks so you don't have to."),
        ("2024-07-25T09:33:19", "Guatemala Huehuetenango arrives", "guatemala-huehuetenango", "Origins", "Ruth Kimani", "2024-07-26T10:15:48", 1, "Our first lot from the Chichimes co-op: cacao, red apple and panela."),
        ("2024-08-15T14:05:41", "Subscription changes for 2025", "subscription-changes-2025", "News", "Maya Ortiz", "2024-08-29T17:42:06", -1, "From January, subscriptions ship fortnightly by default and pause anytime."),
        ("2024-08-22T10:58:26", "Behind the roaster: Probat P12", "behind-the-roaster-probat", "Roasting", "Maya Ortiz", "2024-08-27T14:48:30", 0, "Meet the 12 kg roaster that does most of our production."),
    ]
    def oid(ts: str, n: int) -> str:
        sec = int(datetime.fromisoformat(ts + "+00:00").timestamp())
        return f"{sec:08x}9f2e41b7c0{0x3a1 + 7 * n:06x}"

    def pub(upd: str, off: int) -> str | None:
        if off < 0:
            return None
        if off == 0:
            return upd[:-2] + f"{(int(upd[-2:]) + 14) % 60:02d}" + ".000Z"
        return (datetime.fromisoformat(upd) + timedelta(hours=off, minutes=3, seconds=17)).isoformat() + ".000Z"

    items = []
    for n, (cr, name, slug, cat, au, upd, off, summ) in enumerate(raw):
        items.append({"id": oid(cr, n), "cmsLocaleId": "64f1a2b3c4d5e6f7a8b9c0f0", "lastPublished": pub(upd, off), "lastUpdated": upd + ".000Z",
                      "createdOn": cr + ".000Z", "isArchived": False, "isDraft": off < 0,
                      "fieldData": {"name": name, "slug": slug, "post-summary": summ, "category": cats[cat], "author": auth[au], "featured": slug in ("behind-the-roaster-probat", "cold-brew-ratios", "grinder-buying-guide")}})
    system = mcp_system("webflow", "Webflow Data API v2 (site token for the Fernhill Coffee workspace, CMS read/write and publish scopes)", [
        tool("list_sites", "List sites the token can access.", {}, []),
        tool("list_collections", "List CMS collections of a site.", {"site_id": S}, ["site_id"]),
        tool("list_collection_items", "List items in a collection (staged), with pagination and sorting.", {"collection_id": S, "limit": INT, "offset": INT, "sortBy": S, "sortOrder": S}, ["collection_id"]),
        tool("get_collection_item", "Get one staged item with all fields.", {"collection_id": S, "item_id": S}, ["collection_id", "item_id"]),
        tool("update_collection_item", "Update a staged item's fields.", {"collection_id": S, "item_id": S, "fieldData": OBJ, "isDraft": B}, ["collection_id", "item_id", "fieldData"]),
        tool("create_collection_item", "Create a staged item.", {"collection_id": S, "fieldData": OBJ, "isDraft": B, "isArchived": B}, ["collection_id", "fieldData"]),
        tool("delete_collection_item", "Delete a staged item.", {"collection_id": S, "item_id": S}, ["collection_id", "item_id"]),
        tool("publish_collection_items", "Publish the given items to the live site.", {"collection_id": S, "itemIds": A}, ["collection_id", "itemIds"]),
    ])
    state = ("Webflow workspace 'Fernhill Coffee'. Content brief for 2024-09-03 (now ~09:05 Europe/London): rename the cold brew post's slug to "
             "'cold-brew-ratio-guide' with a proper meta description, add the 'Autumn single-origin lineup 2024' post (Origins, by Ruth Kimani), "
             "remove the outdated 'Summer hours 2023' post, and publish the changes.")
    t: list[tuple[str, str]] = []
    t.append((call("list_sites"), pj({"sites": [
        {"id": site, "workspaceId": "64f1a2b3c4d5e6f7a8b9b000", "displayName": "Fernhill Coffee", "shortName": "fernhill-coffee", "previewUrl": "https://screenshots.webflow.com/sites/64f1a2b3c4d5e6f7a8b9c0d1/20240827150244_6c0f.png",
         "timeZone": "Europe/London", "createdOn": "2023-01-30T11:48:05.221Z", "lastUpdated": "2024-09-02T16:11:38.402Z", "lastPublished": "2024-08-27T15:02:44.000Z",
         "parentFolderId": None, "customDomains": [{"id": "64f1a2b3c4d5e6f7a8b9cd01", "url": "www.fernhillcoffee.com", "lastPublished": "2024-08-27T15:02:44.000Z"}, {"id": "64f1a2b3c4d5e6f7a8b9cd02", "url": "fernhillcoffee.com", "lastPublished": "2024-08-27T15:02:44.000Z"}],
         "locales": {"primary": {"id": "64f1a2b3c4d5e6f7a8b9c0e0", "cmsLocaleId": "64f1a2b3c4d5e6f7a8b9c0f0", "enabled": True, "displayName": "English (United Kingdom)", "redirect": True, "subdirectory": "", "tag": "en-GB"}, "secondary": []}},
        {"id": "65a0c9e8d7f6b5a4c3d2e1f0", "workspaceId": "64f1a2b3c4d5e6f7a8b9b000", "displayName": "Fernhill Wholesale", "shortName": "fernhill-wholesale", "previewUrl": "https://screenshots.webflow.com/sites/65a0c9e8d7f6b5a4c3d2e1f0/20240611093015_a11e.png",
         "timeZone": "Europe/London", "createdOn": "2024-01-12T10:05:40.018Z", "lastUpdated": "2024-06-11T09:29:57.730Z", "lastPublished": "2024-06-11T09:30:15.000Z",
         "parentFolderId": None, "customDomains": [{"id": "65a0c9e8d7f6b5a4c3d2ed11", "url": "trade.fernhillcoffee.com", "lastPublished": "2024-06-11T09:30:15.000Z"}], "locales": None},
    ]})))
    t.append((call("list_collections", site_id=site), pj({"collections": [
        {"id": coll, "displayName": "Blog Posts", "singularName": "Blog Post", "slug": "post", "createdOn": "2023-01-30T12:02:19.480Z", "lastUpdated": "2024-05-14T09:33:02.115Z"},
        {"id": "64f1a2b3c4d5e6f7a8b9c1a4", "displayName": "Authors", "singularName": "Author", "slug": "author", "createdOn": "2023-01-30T12:02:19.611Z", "lastUpdated": "2023-09-04T15:20:48.006Z"},
        {"id": "64f1a2b3c4d5e6f7a8b9c1a8", "displayName": "Categories", "singularName": "Category", "slug": "category", "createdOn": "2023-01-30T12:02:19.702Z", "lastUpdated": "2023-10-26T13:01:12.644Z"},
        {"id": "64f1a2b3c4d5e6f7a8b9c1ac", "displayName": "Coffees", "singularName": "Coffee", "slug": "coffee", "createdOn": "2023-02-02T09:47:33.950Z", "lastUpdated": "2024-07-25T09:12:40.381Z"},
    ]})))
    by_created = list(reversed(items))
    t.append((call("list_collection_items", collection_id=coll, limit=10, offset=0, sortBy="createdOn", sortOrder="desc"), pj({"items": by_created[:10], "pagination": {"limit": 10, "offset": 0, "total": 23}})))
    t.append((call("list_collection_items", collection_id=coll, limit=10, offset=10, sortBy="createdOn", sortOrder="desc"), pj({"items": by_created[10:20], "pagination": {"limit": 10, "offset": 10, "total": 23}})))
    cold = items[4]
    body = ("<h2>The short version</h2><p>For concentrate, use <strong>1:8</strong> (125 g coffee to 1 litre water); for ready-to-drink, <strong>1:15</strong>. "
            "Grind coarse, like sea salt.</p><h2>Steep time</h2><p>We steep 16 hours at fridge temperature. Under 12 hours tastes thin; over 20 turns woody.</p>"
            "<h2>Filtering</h2><p>Double-filter: a mesh first, then a paper filter. It takes 10 minutes and removes the silt that makes cold brew muddy.</p>")
    full = {**cold, "fieldData": {**cold["fieldData"], "post-body": body, "main-image": {"fileId": "64f1a2b3c4d5e6f7a8b9e501", "url": "https://cdn.prod.website-files.com/64f1a2b3c4d5e6f7a8b9c0d1/64f1a2b3c4d5e6f7a8b9e501_cold-brew-jars.jpg", "alt": "Three jars of cold brew steeping"},
                                    "read-time": 6, "seo-title": "Cold brew ratios that actually work | Fernhill Coffee", "seo-description": ""}}
    t.append((call("get_collection_item", collection_id=coll, item_id=cold["id"]), pj(full)))
    seo = "The cold brew ratios we use at Fernhill: 1:8 for concentrate, 1:15 ready-to-drink, 16-hour steep, double filtered."
    cold2 = {**full, "lastUpdated": "2024-09-03T08:06:41.118Z", "fieldData": {**full["fieldData"], "slug": "cold-brew-ratio-guide", "seo-description": seo}}
    t.append((call("update_collection_item", collection_id=coll, item_id=cold["id"], fieldData={"slug": "cold-brew-ratio-guide", "seo-description": seo}), pj(cold2)))
    new = {"id": "66d6c3e29f2e41b7c00004f8", "cmsLocaleId": "64f1a2b3c4d5e6f7a8b9c0f0", "lastPublished": None, "lastUpdated": "2024-09-03T08:08:02.547Z",
           "createdOn": "2024-09-03T08:08:02.547Z", "isArchived": False, "isDraft": False,
           "fieldData": {"name": "Autumn single-origin lineup 2024", "slug": "autumn-single-origin-lineup-2024",
                         "post-summary": "Four new lots for autumn: a washed Burundi, a honey-process Costa Rica, Kenya AA and the return of our Guji natural.",
                         "category": cats["Origins"], "author": auth["Ruth Kimani"], "featured": True}}
    t.append((call("create_collection_item", collection_id=coll, isDraft=False, fieldData=new["fieldData"]), pj(new)))
    summer = items[3]
    t.append((call("delete_collection_item", collection_id=coll, item_id=summer["id"]), mcp_text(f"Item {summer['id']} deleted from collection {coll} (204 No Content).")))
    t.append((call("publish_collection_items", collection_id=coll, itemIds=[cold["id"], new["id"]]), pj({"publishedItemIds": [cold["id"], new["id"]], "errors": []})))
    cold3 = {k: v for k, v in cold2.items()}
    cold3["lastPublished"] = "2024-09-03T08:09:31.000Z"
    cold3["fieldData"] = {k: cold2["fieldData"][k] for k in ("name", "slug", "post-summary", "category", "author", "featured")}
    new2 = {**new, "lastPublished": "2024-09-03T08:09:31.000Z"}
    rest = sorted([it for i, it in enumerate(items) if i not in (3, 4)], key=lambda it: it["lastUpdated"], reverse=True)
    t.append((call("list_collection_items", collection_id=coll, limit=10, offset=0, sortBy="lastUpdated", sortOrder="desc"), pj({"items": [new2, cold3] + rest[:8], "pagination": {"limit": 10, "offset": 0, "total": 23}})))
    rs.add(task="mcp", tid="h45-mcp-09", system=system, turns=t, state=state)


# Snowflake: bad
def t10(rs: RowSet) -> None:
    system = mcp_system("snowflake", "mcp-snowflake-server connected to account NB12345.eu-central-1 as ANALYTICS_ENGINEER, warehouse TRANSFORM_WH", [
        tool("list_databases", "List databases.", {}, []),
        tool("list_schemas", "List schemas in a database.", {"database": S}, ["database"]),
        tool("list_tables", "List tables in a schema with row counts, bytes and timestamps.", {"database": S, "schema": S}, ["database", "schema"]),
        tool("describe_table", "Describe the columns of a table (fully qualified name).", {"table_name": S}, ["table_name"]),
        tool("read_query", "Run a SELECT query.", {"query": S}, ["query"]),
        tool("write_query", "Run an INSERT/UPDATE/DELETE/ALTER statement.", {"query": S}, ["query"]),
    ])
    state = ("Snowflake account NB12345 (eu-central-1), database ANALYTICS, schema MARTS. The dbt project refreshes DIM_CUSTOMER nightly at 02:10 "
             "and FCT_ORDERS / FCT_ORDER_LINES incrementally at :15 every hour. Session time zone America/Los_Angeles. Now: 2024-10-03 ~09:38. "
             "Task (DATA-1180): add LOYALTY_TIER to DIM_CUSTOMER and backfill it from LIFETIME_REVENUE (GOLD >= 2000, SILVER >= 500, else BRONZE).")
    tables = [  # name, type, rows, bytes, created, last_altered, comment
        ("AGG_DAILY_REVENUE", "VIEW", None, None, "2023-05-02 10:44:19.806 -0700", "2024-08-21 14:02:55.317 -0700", "Daily revenue by channel"),
        ("DIM_CUSTOMER", "BASE TABLE", 1_284_077, 96_305_664, "2023-03-14 02:11:45.219 -0700", "2024-10-03 02:14:08.552 -0700", "One row per customer (dbt: dim_customer)"),
        ("DIM_PRODUCT", "BASE TABLE", 18_442, 2_207_232, "2023-03-14 02:12:03.664 -0700", "2024-10-03 02:12:51.930 -0700", "dbt: dim_product"),
        ("FCT_ORDERS", "BASE TABLE", 48_902_331, 3_811_418_112, "2023-03-14 02:15:37.048 -0700", "2024-10-03 09:15:02.871 -0700", "dbt incremental: fct_orders"),
        ("FCT_ORDER_LINES", "BASE TABLE", 131_877_904, 7_120_365_568, "2023-03-14 02:16:12.390 -0700", "2024-10-03 09:15:41.003 -0700", "dbt incremental: fct_order_lines"),
        ("FCT_SESSIONS", "BASE TABLE", 402_118_773, 21_930_475_520, "2023-06-19 09:31:27.775 -0700", "2024-10-03 03:48:16.244 -0700", "dbt: fct_sessions"),
    ]
    t: list[tuple[str, str]] = []
    t.append((call("list_tables", database="ANALYTICS", schema="MARTS"), pj([
        {"TABLE_CATALOG": "ANALYTICS", "TABLE_SCHEMA": "MARTS", "TABLE_NAME": n, "TABLE_TYPE": ty, "ROW_COUNT": r, "BYTES": b, "CREATED": c, "LAST_ALTERED": la, "COMMENT": cm}
        for n, ty, r, b, c, la, cm in tables])))
    cols = [("CUSTOMER_KEY", "NUMBER(38,0)", "N", None, "Y", "Surrogate key"), ("CUSTOMER_ID", "VARCHAR(32)", "N", None, "N", "Shop customer id"),
            ("EMAIL_HASH", "VARCHAR(64)", "Y", None, "N", "sha256 of lower(email)"), ("COUNTRY_CODE", "VARCHAR(2)", "Y", None, "N", None),
            ("SIGNUP_DATE", "DATE", "Y", None, "N", None), ("FIRST_ORDER_AT", "TIMESTAMP_TZ(9)", "Y", None, "N", None), ("LAST_ORDER_AT", "TIMESTAMP_TZ(9)", "Y", None, "N", None),
            ("ORDER_COUNT", "NUMBER(38,0)", "N", "0", "N", None), ("LIFETIME_REVENUE", "NUMBER(12,2)", "Y", None, "N", "Gross revenue EUR, net of refunds"),
            ("IS_SUBSCRIBER", "BOOLEAN", "N", "FALSE", "N", None), ("ACQUISITION_CHANNEL", "VARCHAR(32)", "Y", None, "N", None),
            ("DBT_UPDATED_AT", "TIMESTAMP_NTZ(9)", "Y", None, "N", None)]
    t.append((call("describe_table", table_name="ANALYTICS.MARTS.DIM_CUSTOMER"), pj([
        {"name": n, "type": ty, "kind": "COLUMN", "null?": nl, "default": d, "primary key": pk, "unique key": "N", "check": None, "expression": None, "comment": cm, "policy name": None, "privacy domain": None}
        for n, ty, nl, d, pk, cm in cols])))
    t.append((call("write_query", query="ALTER TABLE ANALYTICS.MARTS.DIM_CUSTOMER ADD COLUMN LOYALTY_TIER VARCHAR(16) COMMENT 'GOLD/SILVER/BRONZE from LIFETIME_REVENUE (DATA-1180)'"),
              pj([{"status": "Statement executed successfully.", "query_id": "01b7a2c4-0206-b1f3-0002-d4a6001e8c52"}])))
    after = [list(x) for x in tables]
    after[1][5] = "2024-10-03 09:41:27.640 -0700"
    after[3][5] = "2024-10-03 08:15:03.194 -0700"
    t.append((call("read_query", query="SELECT TABLE_NAME, TABLE_TYPE, ROW_COUNT, BYTES, CREATED, LAST_ALTERED FROM ANALYTICS.INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'MARTS' ORDER BY TABLE_NAME"), pj([
        {"TABLE_NAME": n, "TABLE_TYPE": ty, "ROW_COUNT": r, "BYTES": b, "CREATED": c, "LAST_ALTERED": la} for n, ty, r, b, c, la, _ in after])))
    t.append((call("write_query", query="UPDATE ANALYTICS.MARTS.DIM_CUSTOMER SET LOYALTY_TIER = CASE WHEN LIFETIME_REVENUE >= 2000 THEN 'GOLD' WHEN LIFETIME_REVENUE >= 500 THEN 'SILVER' ELSE 'BRONZE' END"),
              pj([{"number of rows updated": 1_284_077, "number of multi-joined rows updated": 0, "query_id": "01b7a2c5-0206-b1f3-0002-d4a6001e8d0e"}])))
    t.append((call("read_query", query="SELECT LOYALTY_TIER, COUNT(*) AS CUSTOMERS, ROUND(AVG(LIFETIME_REVENUE), 2) AS AVG_LTR FROM ANALYTICS.MARTS.DIM_CUSTOMER GROUP BY 1 ORDER BY 2 DESC"), pj([
        {"LOYALTY_TIER": "BRONZE", "CUSTOMERS": 1_019_550, "AVG_LTR": 128.47},
        {"LOYALTY_TIER": "SILVER", "CUSTOMERS": 214_391, "AVG_LTR": 903.12},
        {"LOYALTY_TIER": "GOLD", "CUSTOMERS": 50_136, "AVG_LTR": 3761.58}])))
    rs.add(task="mcp", tid="h45-mcp-10", system=system, turns=t, state=state, bad=True, turn=4,
           kind="LAST_ALTERED of a table nobody touched moved back an hour from the earlier listing")


# Apache Airflow: clean
def t11(rs: RowSet) -> None:
    dag = "ingest_shopify_orders"
    run = "scheduled__2024-11-04T02:00:00+00:00"
    system = mcp_system("airflow", "Apache Airflow 2.9.3 REST API (stable v1) for the data platform, user svc-ops", [
        tool("list_dags", "List DAGs with schedule, pause state and next run.", {"limit": INT, "tags": A, "only_active": B}, []),
        tool("list_dag_runs", "List runs of a DAG.", {"dag_id": S, "limit": INT, "order_by": S}, ["dag_id"]),
        tool("get_dag_run", "Get one DAG run.", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("list_task_instances", "List task instances of a DAG run.", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("get_task_logs", "Get the log of one task try.", {"dag_id": S, "dag_run_id": S, "task_id": S, "task_try_number": INT, "full_content": B}, ["dag_id", "dag_run_id", "task_id", "task_try_number"]),
        tool("clear_task_instances", "Clear task instances so the scheduler re-runs them.", {"dag_id": S, "dag_run_id": S, "task_ids": A, "include_downstream": B, "include_upstream": B, "only_failed": B, "reset_dag_runs": B, "dry_run": B}, ["dag_id", "dag_run_id"]),
        tool("trigger_dag_run", "Trigger a new DAG run.", {"dag_id": S, "conf": OBJ, "note": S}, ["dag_id"]),
    ])
    state = ("Airflow 2.9.3 (CeleryExecutor) at airflow.data.northbeam.internal. Last night's ingest_shopify_orders run failed in transform_orders; "
             "the missing column was added to staging by migration 0147 at 08:40 UTC today. Task: re-run the failed part of the run, make sure it "
             "finishes, then trigger build_orders_mart manually. Now: 2024-11-05 ~09:01 UTC.")
    t: list[tuple[str, str]] = []
    dags = [
        ("build_orders_mart", "30 3 * * *", False, ["marts"], "2024-11-05T03:30:00+00:00", "2024-11-06T03:30:00+00:00"),
        ("ingest_ga4_events", "0 4 * * *", True, ["ingest", "marketing"], "2024-10-21T04:00:00+00:00", "2024-10-22T04:00:00+00:00"),
        ("ingest_shopify_orders", "0 2 * * *", False, ["ingest", "shopify"], "2024-11-05T02:00:00+00:00", "2024-11-06T02:00:00+00:00"),
        ("ingest_shopify_products", "15 2 * * *", False, ["ingest", "shopify"], "2024-11-05T02:15:00+00:00", "2024-11-06T02:15:00+00:00"),
        ("ingest_stripe_payouts", "0 */6 * * *", False, ["ingest", "finance"], "2024-11-05T06:00:00+00:00", "2024-11-05T12:00:00+00:00"),
        ("ingest_zendesk_tickets", "*/30 * * * *", False, ["ingest", "support"], "2024-11-05T08:30:00+00:00", "2024-11-05T09:00:00+00:00"),
        ("maintenance_db_cleanup", "0 5 * * 0", False, ["maintenance"], "2024-11-03T05:00:00+00:00", "2024-11-10T05:00:00+00:00"),
    ]
    t.append((call("list_dags", limit=100, only_active=True), pj({"dags": [
        {"dag_id": d, "dag_display_name": d, "is_paused": p, "is_active": True, "is_subdag": False, "fileloc": f"/opt/airflow/dags/{d}.py",
         "owners": ["data-platform"], "schedule_interval": {"__type": "CronExpression", "value": s}, "tags": [{"name": x} for x in tg],
         "timetable_description": None, "max_active_runs": 1, "has_import_errors": False, "last_parsed_time": "2024-11-05T09:00:41.118205+00:00",
         "next_dagrun": nd, "next_dagrun_create_after": nca} for d, s, p, tg, nd, nca in dags], "total_entries": 7})))
    runs = [
        (run, "failed", "2024-11-05T02:00:07.412906+00:00", "2024-11-05T02:41:55.018733+00:00"),
        ("scheduled__2024-11-03T02:00:00+00:00", "success", "2024-11-04T02:00:05.882031+00:00", "2024-11-04T02:36:40.274519+00:00"),
        ("scheduled__2024-11-02T02:00:00+00:00", "success", "2024-11-03T02:00:06.105477+00:00", "2024-11-03T02:33:12.940068+00:00"),
        ("scheduled__2024-11-01T02:00:00+00:00", "success", "2024-11-02T02:00:04.667312+00:00", "2024-11-02T02:35:58.331904+00:00"),
        ("scheduled__2024-10-31T02:00:00+00:00", "success", "2024-11-01T02:00:05.220148+00:00", "2024-11-01T02:38:21.716650+00:00"),
    ]

    def dr(rid: str, st: str, start: str | None, end: str | None, dag_id: str = dag, typ: str = "scheduled", conf: dict[str, Any] | None = None) -> dict[str, Any]:
        logical = rid.split("__", 1)[1]
        nxt = (datetime.fromisoformat(logical) + timedelta(days=1)).isoformat()
        return {"dag_id": dag_id, "dag_run_id": rid, "logical_date": logical, "execution_date": logical, "data_interval_start": logical,
                "data_interval_end": logical if typ == "manual" else nxt,
                "start_date": start, "end_date": end, "state": st, "run_type": typ, "external_trigger": typ == "manual", "conf": conf or {}, "note": None,
                "last_scheduling_decision": end or start}

    t.append((call("list_dag_runs", dag_id=dag, limit=5, order_by="-execution_date"), pj({"dag_runs": [dr(*r) for r in runs], "total_entries": 118})))

    def ti(task: str, st: str | None, tn: int, mt: int, start: str | None, end: str | None, dur: float | None, op: str, host: str | None) -> dict[str, Any]:
        return {"task_id": task, "dag_id": dag, "dag_run_id": run, "execution_date": "2024-11-04T02:00:00+00:00", "state": st, "try_number": tn, "max_tries": mt,
                "start_date": start, "end_date": end, "duration": dur, "operator": op, "hostname": host or "", "pool": "default_pool", "pool_slots": 1,
                "queue": "default", "priority_weight": 1, "map_index": -1}

    done = [
        ti("extract_orders", "success", 1, 1, "2024-11-05T02:00:09.331870+00:00", "2024-11-05T02:17:44.902215+00:00", 1055.570345, "ShopifyExtractOperator", "airflow-worker-2"),
        ti("extract_refunds", "success", 1, 1, "2024-11-05T02:00:09.418022+00:00", "2024-11-05T02:04:12.650391+00:00", 243.232369, "ShopifyExtractOperator", "airflow-worker-1"),
        ti("load_to_s3", "success", 1, 1, "2024-11-05T02:17:47.003114+00:00", "2024-11-05T02:21:30.187452+00:00", 223.184338, "PythonOperator", "airflow-worker-2"),
    ]
    failed = ti("transform_orders", "failed", 2, 1, "2024-11-05T02:26:35.774901+00:00", "2024-11-05T02:41:50.106327+00:00", 914.331426, "PostgresOperator", "airflow-worker-3")
    t.append((call("list_task_instances", dag_id=dag, dag_run_id=run), pj({"task_instances": done + [
        failed,
        ti("load_warehouse", "upstream_failed", 0, 1, None, "2024-11-05T02:41:52.220918+00:00", None, "SnowflakeOperator", None),
        ti("dq_checks", "upstream_failed", 0, 1, None, "2024-11-05T02:41:52.220918+00:00", None, "SQLCheckOperator", None),
        ti("notify_slack", "success", 1, 0, "2024-11-05T02:41:53.871204+00:00", "2024-11-05T02:41:54.640112+00:00", 0.768908, "SlackWebhookOperator", "airflow-worker-1"),
    ], "total_entries": 7})))
    t.append((call("get_task_logs", dag_id=dag, dag_run_id=run, task_id="transform_orders", task_try_number=2, full_content=False), "\n".join([
        "airflow-worker-3.airflow-worker.data.svc.cluster.local",
        "*** Found logs in s3:",
        "***   * s3://nb-airflow-logs/dag_id=ingest_shopify_orders/run_id=scheduled__2024-11-04T02:00:00+00:00/task_id=transform_orders/attempt=2.log",
        "[2024-11-05, 02:26:35 UTC] {local_task_job_runner.py:123} INFO - ::group::Pre task execution logs",
        "[2024-11-05, 02:26:35 UTC] {taskinstance.py:2076} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: ingest_shopify_orders.transform_orders scheduled__2024-11-04T02:00:00+00:00 [queued]>",
        "[2024-11-05, 02:26:35 UTC] {taskinstance.py:2306} INFO - Starting attempt 2 of 2",
        "[2024-11-05, 02:26:35 UTC] {taskinstance.py:2330} INFO - Executing <Task(PostgresOperator): transform_orders> on 2024-11-04 02:00:00+00:00",
        "[2024-11-05, 02:26:35 UTC] {standard_task_runner.py:63} INFO - Started process 48213 to run task",
        "[2024-11-05, 02:26:36 UTC] {sql.py:276} INFO - Executing: /* transform_orders */ INSERT INTO staging.orders_clean SELECT o.id, o.created_at, o.currency, o.total_price, o.discount_allocations ...",
        "[2024-11-05, 02:26:36 UTC] {base.py:84} INFO - Retrieving connection 'pg_staging'",
        "[2024-11-05, 02:41:49 UTC] {taskinstance.py:2905} ERROR - Task failed with exception",
        "Traceback (most recent call last):",
        "  File \"/home/airflow/.local/lib/python3.11/site-packages/airflow/providers/common/sql/hooks/sql.py\", line 451, in run",
        "    self._run_command(cur, sql_statement, parameters)",
        "  File \"/home/airflow/.local/lib/python3.11/site-packages/airflow/providers/common/sql/hooks/sql.py\", line 512, in _run_command",
        "    cur.execute(sql_statement)",
        "psycopg2.errors.UndefinedColumn: column o.discount_allocations does not exist",
        "LINE 1: ...ECT o.id, o.created_at, o.currency, o.total_price, o.discount_a...",
        "                                                             ^",
        "[2024-11-05, 02:41:50 UTC] {taskinstance.py:1206} INFO - Marking task as FAILED. dag_id=ingest_shopify_orders, task_id=transform_orders, run_id=scheduled__2024-11-04T02:00:00+00:00, execution_date=20241104T020000, start_date=20241105T022635, end_date=20241105T024150",
        "[2024-11-05, 02:41:50 UTC] {standard_task_runner.py:110} ERROR - Failed to execute job 9918204 for task transform_orders (column o.discount_allocations does not exist; 48213)",
        "[2024-11-05, 02:41:50 UTC] {local_task_job_runner.py:243} INFO - Task exited with return code 1",
        "[2024-11-05, 02:41:50 UTC] {local_task_job_runner.py:222} INFO - ::endgroup::",
    ])))
    t.append((call("clear_task_instances", dag_id=dag, dag_run_id=run, task_ids=["transform_orders"], include_downstream=True, include_upstream=False, only_failed=False, reset_dag_runs=True, dry_run=False), pj({"task_instances": [
        {"dag_id": dag, "dag_run_id": run, "execution_date": "2024-11-04T02:00:00+00:00", "task_id": "transform_orders", "map_index": -1},
        {"dag_id": dag, "dag_run_id": run, "execution_date": "2024-11-04T02:00:00+00:00", "task_id": "load_warehouse", "map_index": -1},
        {"dag_id": dag, "dag_run_id": run, "execution_date": "2024-11-04T02:00:00+00:00", "task_id": "dq_checks", "map_index": -1},
        {"dag_id": dag, "dag_run_id": run, "execution_date": "2024-11-04T02:00:00+00:00", "task_id": "notify_slack", "map_index": -1},
    ]})))
    t.append((call("get_dag_run", dag_id=dag, dag_run_id=run), pj(dr(run, "running", "2024-11-05T09:03:12.551093+00:00", None))))
    t.append((call("list_task_instances", dag_id=dag, dag_run_id=run), pj({"task_instances": done + [
        ti("transform_orders", "running", 3, 3, "2024-11-05T09:03:15.090457+00:00", None, None, "PostgresOperator", "airflow-worker-1"),
        ti("load_warehouse", None, 0, 1, None, None, None, "SnowflakeOperator", None),
        ti("dq_checks", None, 0, 1, None, None, None, "SQLCheckOperator", None),
        ti("notify_slack", None, 1, 1, None, None, None, "SlackWebhookOperator", None),
    ], "total_entries": 7})))
    t.append((call("list_task_instances", dag_id=dag, dag_run_id=run), pj({"task_instances": done + [
        ti("transform_orders", "success", 3, 3, "2024-11-05T09:03:15.090457+00:00", "2024-11-05T09:10:07.702918+00:00", 412.612461, "PostgresOperator", "airflow-worker-1"),
        ti("load_warehouse", "running", 1, 1, "2024-11-05T09:10:10.338190+00:00", None, None, "SnowflakeOperator", "airflow-worker-3"),
        ti("dq_checks", None, 0, 1, None, None, None, "SQLCheckOperator", None),
        ti("notify_slack", None, 1, 1, None, None, None, "SlackWebhookOperator", None),
    ], "total_entries": 7})))
    t.append((call("get_task_logs", dag_id=dag, dag_run_id=run, task_id="load_warehouse", task_try_number=1, full_content=False), "\n".join([
        "airflow-worker-3.airflow-worker.data.svc.cluster.local",
        "*** Found local files:",
        "***   * /opt/airflow/logs/dag_id=ingest_shopify_orders/run_id=scheduled__2024-11-04T02:00:00+00:00/task_id=load_warehouse/attempt=1.log",
        "[2024-11-05, 09:10:10 UTC] {taskinstance.py:2306} INFO - Starting attempt 1 of 2",
        "[2024-11-05, 09:10:10 UTC] {taskinstance.py:2330} INFO - Executing <Task(SnowflakeOperator): load_warehouse> on 2024-11-04 02:00:00+00:00",
        "[2024-11-05, 09:10:10 UTC] {standard_task_runner.py:63} INFO - Started process 51877 to run task",
        "[2024-11-05, 09:10:11 UTC] {sql.py:276} INFO - Executing: COPY INTO RAW.SHOPIFY.ORDERS FROM @RAW.SHOPIFY.S3_STAGE/orders/2024-11-04/ FILE_FORMAT = (FORMAT_NAME = RAW.PUBLIC.PARQUET_FMT) MATCH_BY_COLUMN_NAME = CASE_INSENSITIVE",
        "[2024-11-05, 09:10:11 UTC] {base.py:84} INFO - Retrieving connection 'snowflake_default'",
        "[2024-11-05, 09:10:12 UTC] {connection.py:414} INFO - Snowflake Connector for Python Version: 3.12.1, Python Version: 3.11.9, Platform: Linux-5.15.0-1064-aws-x86_64-with-glibc2.36",
        "[2024-11-05, 09:10:12 UTC] {cursor.py:1156} INFO - Number of results in first chunk: 4",
        "[2024-11-05, 09:11:38 UTC] {sql.py:486} INFO - Rows affected: 21734",
        "[2024-11-05, 09:11:38 UTC] {snowflake.py:423} INFO - Rows affected: 21734",
        "[2024-11-05, 09:11:38 UTC] {snowflake.py:424} INFO - Snowflake query id: 01b8120e-0206-b6d4-0002-d4a6002a1f7e",
        "[2024-11-05, 09:11:39 UTC] {sql.py:276} INFO - Executing: MERGE INTO ANALYTICS.STAGING.ORDERS t USING RAW.SHOPIFY.ORDERS s ON t.ORDER_ID = s.ID WHEN MATCHED THEN UPDATE ... WHEN NOT MATCHED THEN INSERT ...",
    ])))
    t.append((call("get_dag_run", dag_id=dag, dag_run_id=run), pj(dr(run, "success", "2024-11-05T09:03:12.551093+00:00", "2024-11-05T09:16:04.419872+00:00"))))
    manual = "manual__2024-11-05T09:21:47.336918+00:00"
    conf = {"reason": "rebuild after ingest_shopify_orders re-run (migration 0147)", "date": "2024-11-04"}
    trig = dr(manual, "queued", None, None, "build_orders_mart", "manual", conf)
    trig["note"] = "DATA-1214"
    t.append((call("trigger_dag_run", dag_id="build_orders_mart", conf=conf, note="DATA-1214"), pj(trig)))
    mart_runs = [
        {**dr(manual, "running", "2024-11-05T09:21:49.002615+00:00", None, "build_orders_mart", "manual", conf), "note": "DATA-1214", "last_scheduling_decision": "2024-11-05T09:21:51.880427+00:00"},
        dr("scheduled__2024-11-04T03:30:00+00:00", "success", "2024-11-05T03:30:04.118752+00:00", "2024-11-05T03:52:17.640381+00:00", "build_orders_mart"),
        dr("scheduled__2024-11-03T03:30:00+00:00", "success", "2024-11-04T03:30:03.905114+00:00", "2024-11-04T03:49:55.127006+00:00", "build_orders_mart"),
    ]
    t.append((call("list_dag_runs", dag_id="build_orders_mart", limit=3, order_by="-execution_date"), pj({"dag_runs": mart_runs, "total_entries": 412})))
    rs.add(task="mcp", tid="h45-mcp-11", system=system, turns=t, state=state)


# Zoho CRM: bad
def t12(rs: RowSet) -> None:
    acc = {"name": "Halvorsen Marine AS", "id": "5725767000004412031"}
    me = {"name": "Camille Bernard", "id": "5725767000000391017", "email": "camille.bernard@northbeam.eu"}
    d1, d2, d3, d4 = "5725767000005120447", "5725767000004980112", "5725767000005301776", "5725767000005388201"
    old, new = "Halvorsen Marine – Fleet Telematics", "Halvorsen Marine – Fleet Telematics (Phase 1)"
    system = mcp_system("zoho-crm", "Zoho CRM API v6 (EU data centre) for the Northbeam sales org, user Camille Bernard", [
        tool("search_records", "Search records in a module by word or criteria.", {"module": S, "word": S, "criteria": S, "fields": S, "per_page": INT}, ["module"]),
        tool("get_record", "Get one record by id.", {"module": S, "record_id": S}, ["module", "record_id"]),
        tool("get_related_records", "List records of a related list (e.g. an account's Deals).", {"module": S, "record_id": S, "related_list": S, "fields": S}, ["module", "record_id", "related_list"]),
        tool("create_record", "Create a record in a module.", {"module": S, "data": OBJ}, ["module", "data"]),
        tool("update_record", "Update fields of a record.", {"module": S, "record_id": S, "data": OBJ}, ["module", "record_id", "data"]),
        tool("add_note", "Attach a note to a record.", {"module": S, "record_id": S, "note_title": S, "note_content": S}, ["module", "record_id", "note_content"]),
    ])
    state = ("Zoho CRM org 'Northbeam Europe' (EU DC), user Camille Bernard (Sales Manager). Monday 2024-12-09, ~10:12 CET. After Friday's call the "
             "Halvorsen telematics deal is being split in two phases: rename the current deal to Phase 1 at EUR 84,500 and move it to Negotiation, "
             "open a Phase 2 deal at EUR 126,000, and set up the follow-up task.")
    t: list[tuple[str, str]] = []
    t.append((call("search_records", module="Accounts", word="Halvorsen", fields="Account_Name,Account_Number,Industry,Billing_City,Billing_Country,Owner,Annual_Revenue,Modified_Time"), pj({"data": [
        {"Account_Name": "Halvorsen Marine AS", "Account_Number": "ACC-10482", "Industry": "Shipping & Logistics", "Billing_City": "Bergen", "Billing_Country": "Norway",
         "Owner": me, "Annual_Revenue": 41_500_000, "Modified_Time": "2024-11-29T16:03:44+01:00", "id": acc["id"]}],
        "info": {"per_page": 200, "count": 1, "page": 1, "more_records": False}})))

    def deal(i: str, name: str, stage: str, amt: int, prob: int, close: str, mod: str) -> dict[str, Any]:
        return {"Deal_Name": name, "Stage": stage, "Amount": amt, "Probability": prob, "Expected_Revenue": amt * prob // 100, "Closing_Date": close,
                "Owner": me, "Currency": "EUR", "Modified_Time": mod, "id": i}

    rel0 = [deal(d1, old, "Proposal/Price Quote", 72_000, 75, "2025-01-31", "2024-12-02T15:21:08+01:00"),
            deal(d3, "Halvorsen Marine – Support Renewal 2025", "Negotiation/Review", 9_600, 90, "2024-12-31", "2024-11-29T16:03:44+01:00"),
            deal(d2, "Halvorsen Marine – Dockside Wi-Fi Upgrade", "Closed Won", 18_400, 100, "2024-09-12", "2024-09-12T11:47:30+02:00")]
    fields = "Deal_Name,Stage,Amount,Probability,Expected_Revenue,Closing_Date,Owner,Currency,Modified_Time"
    t.append((call("get_related_records", module="Accounts", record_id=acc["id"], related_list="Deals", fields=fields), pj({"data": rel0, "info": {"per_page": 200, "count": 3, "page": 1, "more_records": False}})))

    def full(name: str, amt: int, stage: str, prob: int, close: str, mod: str, act: str) -> dict[str, Any]:
        return {"data": [{
            "Owner": me, "Deal_Name": name, "Account_Name": acc, "Contact_Name": {"name": "Ingrid Halvorsen", "id": "5725767000004412077"},
            "Amount": amt, "Currency": "EUR", "Exchange_Rate": 1, "Stage": stage, "Probability": prob, "Expected_Revenue": amt * prob // 100,
            "Closing_Date": close, "Type": "New Business", "Lead_Source": "Trade Show", "Pipeline": "Standard (Standard)", "Campaign_Source": {"name": "Nor-Shipping 2024", "id": "5725767000003890015"},
            "Next_Step": "Revised quote incl. 140 vessel units", "Description": "Fleet telematics (AIS + engine telemetry) for 140 vessels. Pilot on 12 vessels completed Nov 2024.",
            "Tag": [{"name": "Q1-2025", "id": "5725767000003371009", "color_code": "#1DB9B4"}], "Territory": [{"name": "Nordics", "id": "5725767000000502001"}],
            "Created_By": me, "Created_Time": "2024-10-07T09:30:12+02:00", "Modified_By": me, "Modified_Time": mod, "Last_Activity_Time": act,
            "Lead_Conversion_Time": None, "Sales_Cycle_Duration": None, "Overall_Sales_Duration": 63, "$approval_state": "approved", "$editable": True, "id": d1}]}

    t.append((call("get_record", module="Deals", record_id=d1), pj(full(old, 72_000, "Proposal/Price Quote", 75, "2025-01-31", "2024-12-02T15:21:08+01:00", "2024-12-06T14:40:51+01:00"))))

    def ok(i: str, when: str, created: str, msg: str = "record updated") -> str:
        return pj({"data": [{"code": "SUCCESS", "details": {"Modified_Time": when, "Modified_By": {"name": me["name"], "id": me["id"]}, "Created_Time": created, "id": i,
                                                           "Created_By": {"name": me["name"], "id": me["id"]}}, "message": msg, "status": "success"}]})

    t.append((call("update_record", module="Deals", record_id=d1, data={"Deal_Name": new, "Amount": 84_500}), ok(d1, "2024-12-09T10:14:52+01:00", "2024-10-07T09:30:12+02:00")))
    t.append((call("create_record", module="Deals", data={"Deal_Name": "Halvorsen Marine – Fleet Telematics (Phase 2)", "Account_Name": {"id": acc["id"]}, "Contact_Name": {"id": "5725767000004412077"},
                                                         "Amount": 126_000, "Stage": "Qualification", "Closing_Date": "2025-06-30", "Type": "New Business", "Lead_Source": "Trade Show"}),
              ok(d4, "2024-12-09T10:16:20+01:00", "2024-12-09T10:16:20+01:00", "record added")))
    t.append((call("update_record", module="Deals", record_id=d1, data={"Stage": "Negotiation/Review", "Closing_Date": "2025-01-17"}), ok(d1, "2024-12-09T10:17:03+01:00", "2024-10-07T09:30:12+02:00")))
    task_id = "5725767000005388244"
    t.append((call("create_record", module="Tasks", data={"Subject": "Send revised Phase 1 quote to Ingrid", "Due_Date": "2024-12-11", "What_Id": {"id": d1}, "$se_module": "Deals", "Priority": "High", "Status": "Not Started"}),
              ok(task_id, "2024-12-09T10:17:41+01:00", "2024-12-09T10:17:41+01:00", "record added")))
    t.append((call("add_note", module="Deals", record_id=d1, note_title="Scope split 06.12.", note_content="Customer agreed to split: Phase 1 = 60 vessels + fleet dashboard (EUR 84.5k, decision by mid-January). Phase 2 = remaining 80 vessels + engine telemetry (EUR 126k, H1 2025)."), pj({"data": [
        {"code": "SUCCESS", "details": {"Modified_Time": "2024-12-09T10:18:10+01:00", "Modified_By": {"name": me["name"], "id": me["id"]}, "Created_Time": "2024-12-09T10:18:10+01:00",
                                        "id": "5725767000005388262", "Created_By": {"name": me["name"], "id": me["id"]}}, "message": "record added", "status": "success"}]})))
    t.append((call("get_record", module="Deals", record_id=d1), pj(full(new, 84_500, "Negotiation/Review", 90, "2025-01-17", "2024-12-09T10:17:03+01:00", "2024-12-09T10:18:10+01:00"))))
    tasks = [
        ("5725767000005102331", "Call back re. SLA tiers", "2024-12-09", "Normal", {"name": "Brekke Offshore – Managed Connectivity", "id": "5725767000005011840"}, "Deals"),
        ("5725767000005244907", "Prepare QBR deck", "2024-12-10", "Normal", {"name": "Fjordline Ferries AS", "id": "5725767000003998120"}, "Accounts"),
        (task_id, "Send revised Phase 1 quote to Ingrid", "2024-12-11", "High", {"name": new, "id": d1}, "Deals"),
        ("5725767000005310458", "Renewal paperwork to legal", "2024-12-13", "Normal", {"name": "Halvorsen Marine – Support Renewal 2025", "id": d3}, "Deals"),
        ("5725767000005350019", "Intro call with new CFO", "2024-12-16", "Low", {"name": "Nordvik Seafood Group", "id": "5725767000004120557"}, "Accounts"),
    ]
    t.append((call("search_records", module="Tasks", criteria=f"((Status:equals:Not Started)and(Owner:equals:{me['id']}))", fields="Subject,Due_Date,Priority,Status,What_Id,Owner"), pj({"data": [
        {"Subject": s, "Due_Date": due, "Priority": pr, "Status": "Not Started", "What_Id": w, "$se_module": mod, "Owner": me, "id": i} for i, s, due, pr, w, mod in tasks],
        "info": {"per_page": 200, "count": 5, "page": 1, "more_records": False}})))
    rel1 = [deal(d1, old, "Negotiation/Review", 84_500, 90, "2025-01-17", "2024-12-09T10:17:03+01:00"),
            deal(d4, "Halvorsen Marine – Fleet Telematics (Phase 2)", "Qualification", 126_000, 10, "2025-06-30", "2024-12-09T10:16:20+01:00"),
            rel0[1], rel0[2]]
    t.append((call("get_related_records", module="Accounts", record_id=acc["id"], related_list="Deals", fields=fields), pj({"data": rel1, "info": {"per_page": 200, "count": 4, "page": 1, "more_records": False}})))
    rs.add(task="mcp", tid="h45-mcp-12", system=system, turns=t, state=state, bad=True, turn=11,
           kind="renamed deal listed under its old name in the account's related deals")


# PostHog: clean
def t13(rs: RowSet) -> None:
    days = ["2024-11-27", "2024-11-28", "2024-11-29", "2024-11-30", "2024-12-01", "2024-12-02", "2024-12-03",
            "2024-12-04", "2024-12-05", "2024-12-06", "2024-12-07", "2024-12-08", "2024-12-09", "2024-12-10"]
    vals = [731, 1204, 958, 622, 587, 812, 796, 774, 801, 745, 563, 540, 829, 412]
    labels = [f"{int(d[8:]):d}-{['Nov', 'Dec'][d[5:7] == '12']}-2024" for d in days]
    me = {"id": 88120, "uuid": "018c4b2e-77d1-0000-9a3f-61e0b4c2d871", "distinct_id": "Yb3kq0P8rL2", "first_name": "Aino", "email": "aino.virtanen@northbeam.com"}

    def insight(today: int, refreshed: str, cached: bool) -> str:
        data = vals[:-1] + [today]
        return pj({"id": 1842207, "short_id": "Xk4pQ2rA", "name": "Daily signups (14d)", "derived_name": None, "description": "signed_up events per day",
                   "query": {"kind": "InsightVizNode", "source": {"kind": "TrendsQuery", "series": [{"kind": "EventsNode", "event": "signed_up", "name": "signed_up", "math": "total"}],
                                                                  "interval": "day", "dateRange": {"date_from": "-14d"}, "trendsFilter": {"display": "ActionsLineGraph"}}},
                   "result": [{"action": {"id": "signed_up", "type": "events", "order": 0, "name": "signed_up", "math": "total"}, "label": "signed_up",
                               "count": sum(data), "data": data, "labels": labels, "days": days}],
                   "last_refresh": refreshed, "is_cached": cached, "timezone": "UTC", "saved": True, "dashboards": [40211, 40388],
                   "created_at": "2024-03-04T10:12:55.601Z", "created_by": me, "last_modified_at": "2024-10-15T08:41:19.222Z", "tags": ["growth"]})

    system = mcp_system("posthog", "PostHog Cloud EU API for project 'Northbeam Web' (id 71204), personal API key with read/write on insights, query and annotations", [
        tool("insights_list", "List saved insights, optionally filtered by search text.", {"search": S, "limit": INT}, []),
        tool("insight_get", "Get an insight with its (cached or refreshed) results.", {"insight_id": INT, "refresh": B}, ["insight_id"]),
        tool("query_run", "Run a HogQL query.", {"query": S}, ["query"]),
        tool("annotation_create", "Create an annotation.", {"content": S, "date_marker": S, "scope": S}, ["content", "date_marker"]),
        tool("annotations_list", "List annotations, newest date_marker first.", {"limit": INT}, []),
    ])
    state = ("PostHog Cloud EU, organisation Northbeam, project 'Northbeam Web' (71204). Tuesday 2024-12-10, ~13:20 UTC; events keep arriving "
             "all day. The pricing-page A/B test went live at 09:00 UTC today. Task: check today's signups so far, break them down by source, and annotate the launch.")
    t: list[tuple[str, str]] = []
    t.append((call("insights_list", search="signup", limit=10), pj({"count": 4, "next": None, "previous": None, "results": [
        {"id": 1842207, "short_id": "Xk4pQ2rA", "name": "Daily signups (14d)", "last_refresh": "2024-12-10T13:05:11.402Z", "last_modified_at": "2024-10-15T08:41:19.222Z", "saved": True, "tags": ["growth"]},
        {"id": 1842211, "short_id": "b7TnW0eZ", "name": "Signups by initial UTM source", "last_refresh": "2024-12-10T12:48:37.015Z", "last_modified_at": "2024-10-15T08:44:02.930Z", "saved": True, "tags": ["growth", "marketing"]},
        {"id": 1903350, "short_id": "Q2mzR8vC", "name": "Signup → activation funnel (7d)", "last_refresh": "2024-12-10T11:30:02.774Z", "last_modified_at": "2024-11-04T13:17:45.108Z", "saved": True, "tags": ["activation"]},
        {"id": 1955018, "short_id": "p9LdK3xF", "name": "Pricing page → signup conversion (test)", "last_refresh": None, "last_modified_at": "2024-12-09T16:52:10.460Z", "saved": True, "tags": ["experiment"]},
    ]})))
    t.append((call("insight_get", insight_id=1842207, refresh=False), insight(412, "2024-12-10T13:05:11.402Z", True)))
    q1 = "SELECT count() FROM events WHERE event = 'signed_up' AND timestamp >= toStartOfDay(now())"
    t.append((call("query_run", query=q1), pj({"columns": ["count()"], "types": [["count()", "UInt64"]], "results": [[438]], "hogql": q1 + " LIMIT 100",
                                               "timings": [{"k": "./query", "t": 0.0871}, {"k": ".", "t": 0.1124}], "is_cached": False, "limit": 100, "offset": 0,
                                               "modifiers": {"personsOnEventsMode": "person_id_override_properties_on_events"}})))
    q2 = "SELECT properties.$initial_utm_source AS source, count() AS signups FROM events WHERE event = 'signed_up' AND timestamp >= toStartOfDay(now()) GROUP BY source ORDER BY signups DESC"
    src = [["google", 162], [None, 97], ["newsletter", 61], ["linkedin", 44], ["bing", 23], ["facebook", 19], ["partner_outdoorgear", 17], ["reddit", 11], ["producthunt", 7]]
    t.append((call("query_run", query=q2), pj({"columns": ["source", "signups"], "types": [["source", "Nullable(String)"], ["signups", "UInt64"]], "results": src, "hogql": q2 + " LIMIT 100",
                                               "timings": [{"k": "./query", "t": 0.1402}, {"k": ".", "t": 0.1688}], "is_cached": False, "limit": 100, "offset": 0,
                                               "modifiers": {"personsOnEventsMode": "person_id_override_properties_on_events"}})))
    t.append((call("annotation_create", content="Pricing page A/B test live (EXP-31: annual-first layout)", date_marker="2024-12-10T09:00:00Z", scope="project"), pj({
        "id": 731882, "content": "Pricing page A/B test live (EXP-31: annual-first layout)", "date_marker": "2024-12-10T09:00:00Z", "creation_type": "USR",
        "dashboard_item": None, "dashboard_id": None, "insight_short_id": None, "insight_name": None, "created_by": me,
        "created_at": "2024-12-10T13:22:40.118Z", "updated_at": "2024-12-10T13:22:40.118Z", "deleted": False, "scope": "project"})))
    t.append((call("insight_get", insight_id=1842207, refresh=True), insight(449, "2024-12-10T13:23:05.877Z", False)))
    anns = [
        (731882, "Pricing page A/B test live (EXP-31: annual-first layout)", "2024-12-10T09:00:00Z", "2024-12-10T13:22:40.118Z", "USR"),
        (729410, "Black Friday sale ends", "2024-12-02T23:59:00Z", "2024-11-25T09:14:07.551Z", "USR"),
        (728877, "Referral programme launched", "2024-11-28T08:00:00Z", "2024-11-28T08:21:44.903Z", "USR"),
        (726015, "Tracking outage: CDN blocked posthog-js (approx. 40 min)", "2024-11-19T14:20:00Z", "2024-11-19T16:02:31.270Z", "USR"),
        (724331, "Signup form v3 (social login)", "2024-11-12T10:00:00Z", "2024-11-12T10:05:58.002Z", "USR"),
        (719902, "GA4 → PostHog migration complete", "2024-10-15T00:00:00Z", "2024-10-15T08:39:11.647Z", "USR"),
    ]
    t.append((call("annotations_list", limit=10), pj({"count": 6, "next": None, "previous": None, "results": [
        {"id": i, "content": c, "date_marker": dm, "creation_type": ct, "dashboard_item": None, "insight_short_id": None, "created_by": me if i == 731882 else {"id": 88104, "first_name": "Oskar", "email": "oskar.lind@northbeam.com"},
         "created_at": ca, "updated_at": ca, "deleted": False, "scope": "project"} for i, c, dm, ca, ct in anns]})))
    rs.add(task="mcp", tid="h45-mcp-13", system=system, turns=t, state=state)


# Nomad: bad
def t14(rs: RowSet) -> None:
    nodes = [
        ("3f9a1c2e-7b84-4d6e-a0f5-91c2d8e7b431", "nomad-client-01", "10.20.1.11", "ready", "eligible", "i-0a3f9c2e17b84d6ea"),
        ("8e21b7d4-0c39-4f5a-b6e2-74d9a3c1f058", "nomad-client-02", "10.20.1.12", "ready", "eligible", "i-08e21b7d40c394f5a"),
        ("c47d0e9a-2f61-4b38-9d5c-06a8e4b2f713", "nomad-client-03", "10.20.2.13", "ready", "eligible", "i-0c47d0e9a2f614b38"),
        ("5b8c3f17-e9a2-4d04-8c71-2fd6b09e4a86", "nomad-client-04", "10.20.2.14", "ready", "eligible", "i-05b8c3f17e9a24d04"),
        ("a90e6d42-1b7f-4c5e-93a8-e4f2c7d018b9", "nomad-client-05", "10.20.3.15", "ready", "ineligible", "i-0a90e6d421b7f4c5e"),
    ]
    system = mcp_system("nomad", "HashiCorp Nomad 1.8 HTTP API for cluster prod-eu1 (ACL token with namespace default: read-job, alloc-lifecycle)", [
        tool("list_nodes", "List client nodes.", {"prefix": S}, []),
        tool("list_job_allocations", "List allocations of a job.", {"job_id": S, "namespace": S, "all": B}, ["job_id"]),
        tool("get_allocation", "Read one allocation in full.", {"alloc_id": S}, ["alloc_id"]),
        tool("read_allocation_logs", "Read a task's stdout/stderr log (tail).", {"alloc_id": S, "task": S, "type": S, "origin": S, "offset": INT}, ["alloc_id", "task", "type"]),
        tool("restart_allocation", "Restart one task (or all tasks) of an allocation in place.", {"alloc_id": S, "task": S}, ["alloc_id"]),
        tool("get_allocation_stats", "Current resource usage of an allocation.", {"alloc_id": S}, ["alloc_id"]),
        tool("get_job_summary", "Per-task-group allocation counts of a job.", {"job_id": S}, ["job_id"]),
    ])
    state = ("Nomad cluster prod-eu1 (3 servers, 5 clients; nomad-client-05 is being drained for a kernel patch). Job payments-api (service, 3 x group 'api', "
             "Consul Connect sidecar). PagerDuty: 'payments-api p99 latency high', one instance keeps restarting. Now: 2024-11-14 ~15:02 UTC. "
             "Task: find the flapping allocation, check why, restart it in place.")
    t: list[tuple[str, str]] = []
    t.append((call("list_nodes"), pj([
        {"Address": ip, "ID": nid, "Attributes": {"os.name": "ubuntu", "kernel.version": "6.8.0-1017-aws" if n != "nomad-client-05" else "6.8.0-1015-aws", "platform.aws.instance-type": "m6i.2xlarge", "unique.platform.aws.instance-id": iid},
         "Datacenter": "eu-west-1a" if n[-1] in "12" else ("eu-west-1b" if n[-1] in "34" else "eu-west-1c"), "Name": n, "NodeClass": "general", "NodePool": "default", "Version": "1.8.4",
         "Drain": n == "nomad-client-05", "SchedulingEligibility": el, "Status": st, "StatusDescription": "", "Drivers": {"docker": {"Detected": True, "Healthy": True}, "exec": {"Detected": True, "Healthy": True}},
         "CreateIndex": 1002117 + 113 * k, "ModifyIndex": 1183944 - 517 * k} for k, (nid, n, ip, st, el, iid) in enumerate(nodes)])))
    ct = {"a0": 1731404487118402113, "a1": 1731404487233790551, "a2": 1731404487190117206, "old": 1731058815662904117}
    allocs = [
        ("7f3c2a1e-9d45-4b8a-a6e0-2c51f8d7b903", "payments-api.api[0]", nodes[1], "run", "running", 0, None, "2024-11-12T09:41:31.502113Z", ct["a0"], 1731404501877120345),
        ("d21b84f6-3a07-4e9c-b5d2-80f6c3a19e47", "payments-api.api[1]", nodes[3], "run", "running", 5, "2024-11-14T14:58:12.403190Z", "2024-11-14T14:58:14.881207Z", ct["a1"], 1731596294881207733),
        ("4e6a09c3-b812-47f5-9e3d-c7a52d1f0b68", "payments-api.api[2]", nodes[0], "run", "running", 0, None, "2024-11-12T09:41:30.977604Z", ct["a2"], 1731404500977604890),
        ("91c5f2d8-6e40-4a1b-8f37-b0d94e2c6a15", "payments-api.api[1]", nodes[4], "stop", "complete", 0, None, "2024-11-08T09:40:19.440521Z", ct["old"], 1731404488907311452),
    ]
    evals = {"7f3c2a1e": "0b6d3e92-54a1-4f7c-8e20-d9c1b7a4f356", "d21b84f6": "0b6d3e92-54a1-4f7c-8e20-d9c1b7a4f356", "4e6a09c3": "0b6d3e92-54a1-4f7c-8e20-d9c1b7a4f356", "91c5f2d8": "e5a28c07-1f93-4d6b-b0e4-73c9f8a21d54"}
    proxy = {"7f3c2a1e": "2024-11-12T09:41:30.114520Z", "d21b84f6": "2024-11-12T09:41:29.845330Z", "4e6a09c3": "2024-11-12T09:41:29.660981Z", "91c5f2d8": "2024-11-08T09:40:18.902334Z"}
    rows = []
    for aid, name, node, desired, client, restarts, last, started, c, m in allocs:
        rows.append({"ID": aid, "EvalID": evals[aid[:8]], "Name": name, "Namespace": "default", "NodeID": node[0], "NodeName": node[1], "JobID": "payments-api", "JobType": "service",
                     "JobVersion": 14 if desired == "run" else 13, "TaskGroup": "api", "DesiredStatus": desired, "DesiredDescription": "alloc is being updated due to job update" if desired == "stop" else "",
                     "ClientStatus": client, "ClientDescription": "All tasks have completed" if client == "complete" else "Tasks are running",
                     "TaskStates": {"api": {"State": "dead" if client == "complete" else "running", "Failed": False, "Restarts": restarts, "LastRestart": last, "StartedAt": started,
                                            "FinishedAt": "2024-11-12T09:41:28.907311Z" if client == "complete" else None},
                                    "connect-proxy-payments-api": {"State": "dead" if client == "complete" else "running", "Failed": False, "Restarts": 0, "LastRestart": None,
                                                                   "StartedAt": proxy[aid[:8]], "FinishedAt": "2024-11-12T09:41:28.912040Z" if client == "complete" else None}},
                     "DeploymentStatus": {"Healthy": True, "Timestamp": started, "Canary": False, "ModifyIndex": 1171205},
                     "FollowupEvalID": "", "CreateIndex": 1171188 if desired == "run" else 1160402, "ModifyIndex": 1183990 if aid.startswith("d21b") else 1171230,
                     "CreateTime": c, "ModifyTime": m})
    t.append((call("list_job_allocations", job_id="payments-api", namespace="default", all=False), pj(rows)))
    r = rows[1]
    drifted = "5b8c3f17-e9a2-4d04-8c17-2fd6b09e4a86"
    def ns(h: int, mi: int, sec: int, frac: int) -> int:
        return epoch(2024, 11, 14, h, mi, sec) * 1_000_000_000 + frac

    ev = [("Started", "Task started by client", ns(14, 32, 18, 204_551_090), {})]
    for (th, tm, tsec, tf), delay, (sh, sm, ssec, sf) in (((14, 40, 7, 551_204_118), "16.942170335s", (14, 40, 26, 940_377_201)),
                                                          ((14, 49, 31, 806_412_950), "17.408332196s", (14, 49, 51, 650_118_724)),
                                                          ((14, 57, 54, 118_065_402), "18.275604917s", (14, 58, 14, 881_207_733))):
        ev += [("Terminated", "Exit Code: 2, Exit Message: \"Docker container exited with non-zero exit code: 2\"", ns(th, tm, tsec, tf), {"exit_code": "2"}),
               ("Restarting", f"Task restarting in {delay}", ns(th, tm, tsec, tf + 2_274_409), {"restart_reason": "Restart within policy"}),
               ("Started", "Task started by client", ns(sh, sm, ssec, sf), {})]
    t.append((call("get_allocation", alloc_id=r["ID"]), pj({
        **{k: r[k] for k in ("ID", "Namespace", "EvalID", "Name")}, "NodeID": drifted, "NodeName": "nomad-client-04", "JobID": "payments-api", "TaskGroup": "api",
        "Job": {"ID": "payments-api", "Name": "payments-api", "Type": "service", "Priority": 70, "Version": 14, "Datacenters": ["eu-west-1*"], "Status": "running", "Stable": True},
        "AllocatedResources": {"Tasks": {"api": {"Cpu": {"CpuShares": 1000}, "Memory": {"MemoryMB": 768, "MemoryMaxMB": 1024}},
                                         "connect-proxy-payments-api": {"Cpu": {"CpuShares": 250}, "Memory": {"MemoryMB": 128, "MemoryMaxMB": 0}}},
                               "Shared": {"DiskMB": 300, "Networks": [{"Mode": "bridge", "IP": "10.20.2.14", "DynamicPorts": [{"Label": "connect-proxy-payments-api", "Value": 24117, "To": 24117}, {"Label": "http", "Value": 28417, "To": 8080}]}]}},
        "Metrics": {"NodesEvaluated": 5, "NodesFiltered": 1, "NodesAvailable": {"eu-west-1a": 2, "eu-west-1b": 2, "eu-west-1c": 1}, "ScoreMetaData": None, "AllocationTime": 412005},
        "DesiredStatus": "run", "DesiredDescription": "", "ClientStatus": "running", "ClientDescription": "Tasks are running",
        "TaskStates": {"api": {"State": "running", "Failed": False, "Restarts": 5, "LastRestart": r["TaskStates"]["api"]["LastRestart"], "StartedAt": r["TaskStates"]["api"]["StartedAt"], "FinishedAt": None,
                               "Events": [{"Type": a, "Time": tm, "DisplayMessage": dm, "Details": det} for a, dm, tm, det in ev]},
                       "connect-proxy-payments-api": {"State": "running", "Failed": False, "Restarts": 0, "LastRestart": None, "StartedAt": "2024-11-12T09:41:29.845330Z", "FinishedAt": None}},
        "DeploymentID": "6f1e0c73-8b24-4a9d-b5f6-2c0e7d913a48", "DeploymentStatus": r["DeploymentStatus"], "FollowupEvalID": "",
        "PreviousAllocation": "91c5f2d8-6e40-4a1b-8f37-b0d94e2c6a15", "NextAllocation": "", "RescheduleTracker": None,
        "CreateIndex": r["CreateIndex"], "ModifyIndex": r["ModifyIndex"], "AllocModifyIndex": 1171188, "CreateTime": r["CreateTime"], "ModifyTime": r["ModifyTime"], "JobVersion": 14})))
    t.append((call("read_allocation_logs", alloc_id=r["ID"], task="api", type="stderr", origin="end", offset=2400), "\n".join([
        '{"level":"warn","ts":"2024-11-14T14:57:21.220Z","caller":"db/pool.go:88","msg":"pgx pool acquire slow","wait_ms":2410,"in_use":40,"max":40}',
        '{"level":"warn","ts":"2024-11-14T14:57:29.806Z","caller":"db/pool.go:88","msg":"pgx pool acquire slow","wait_ms":4977,"in_use":40,"max":40}',
        '{"level":"error","ts":"2024-11-14T14:57:38.013Z","caller":"http/handler.go:142","msg":"request failed","route":"POST /v2/payments/capture","err":"context deadline exceeded","dur_ms":5002}',
        '{"level":"error","ts":"2024-11-14T14:57:44.117Z","caller":"health/check.go:51","msg":"readiness check failed","err":"db ping: context deadline exceeded"}',
        '{"level":"error","ts":"2024-11-14T14:57:49.120Z","caller":"health/check.go:51","msg":"readiness check failed","err":"db ping: context deadline exceeded"}',
        '{"level":"fatal","ts":"2024-11-14T14:57:54.118Z","caller":"main.go:97","msg":"watchdog: 3 consecutive readiness failures, exiting","exit_code":2}',
        '{"level":"info","ts":"2024-11-14T14:58:15.402Z","caller":"main.go:41","msg":"starting payments-api","version":"2.31.4","commit":"a81f3c0","env":"prod"}',
        '{"level":"info","ts":"2024-11-14T14:58:15.611Z","caller":"db/pool.go:40","msg":"pgx pool ready","max":40,"host":"payments-db.service.consul:5432"}',
        '{"level":"info","ts":"2024-11-14T14:58:15.644Z","caller":"http/server.go:33","msg":"listening","addr":":8080"}',
        '{"level":"warn","ts":"2024-11-14T15:01:12.903Z","caller":"db/pool.go:88","msg":"pgx pool acquire slow","wait_ms":1210,"in_use":40,"max":40}',
        '{"level":"warn","ts":"2024-11-14T15:01:40.558Z","caller":"db/pool.go:88","msg":"pgx pool acquire slow","wait_ms":2877,"in_use":40,"max":40}',
    ])))
    t.append((call("restart_allocation", alloc_id=r["ID"], task="api"), mcp_text(f"Restart of task \"api\" in allocation {r['ID']} requested (index 1184210).")))
    t.append((call("get_allocation_stats", alloc_id=r["ID"]), pj({
        "ResourceUsage": {"MemoryStats": {"RSS": 96_518_144, "Cache": 4_198_400, "Swap": 0, "MappedFile": 0, "Usage": 104_857_600, "MaxUsage": 118_231_040, "KernelUsage": 0, "KernelMaxUsage": 0, "Measured": ["RSS", "Cache", "Swap", "Usage", "Max Usage"]},
                          "CpuStats": {"SystemMode": 3.11, "UserMode": 18.62, "TotalTicks": 412.8, "ThrottledPeriods": 0, "ThrottledTime": 0, "Percent": 6.93, "Measured": ["System Mode", "User Mode", "Percent"]},
                          "DeviceStats": None},
        "Tasks": {"api": {"ResourceUsage": {"MemoryStats": {"RSS": 88_211_456, "Cache": 4_026_368, "Usage": 95_420_416, "MaxUsage": 109_051_904},
                                            "CpuStats": {"SystemMode": 2.84, "UserMode": 17.9, "TotalTicks": 391.2, "Percent": 6.57}}, "Timestamp": 1731596589412330871, "Pids": None},
                  "connect-proxy-payments-api": {"ResourceUsage": {"MemoryStats": {"RSS": 8_306_688, "Cache": 172_032, "Usage": 9_437_184, "MaxUsage": 9_179_136},
                                                                   "CpuStats": {"SystemMode": 0.27, "UserMode": 0.72, "TotalTicks": 21.6, "Percent": 0.36}}, "Timestamp": 1731596589412330871, "Pids": None}},
        "Timestamp": 1731596589412330871})))
    t.append((call("get_job_summary", job_id="payments-api"), pj({
        "JobID": "payments-api", "Namespace": "default",
        "Summary": {"api": {"Queued": 0, "Complete": 1, "Failed": 0, "Running": 3, "Starting": 0, "Lost": 0, "Unknown": 0}},
        "Children": {"Pending": 0, "Running": 0, "Dead": 0}, "CreateIndex": 402118, "ModifyIndex": 1171230})))
    rs.add(task="mcp", tid="h45-mcp-14", system=system, turns=t, state=state, bad=True, turn=3,
           kind="NodeID of an allocation that never moved differs from the node listing and the allocation list")


# SharePoint (Microsoft Graph): clean
def t15(rs: RowSet) -> None:
    site = "northbeam.sharepoint.com,2c3f8a41-9d0e-4b7a-8f21-6e5d4c3b2a19,9a1e7c05-3b48-4f62-a0d9-84c2e1b7f360"
    lst = "b7d41e90-6c2a-4f3e-9a15-0e8c7d2b4f61"
    base = f"https://graph.microsoft.com/v1.0/sites/{site}/lists/{lst}/items"
    people = {"Kofi Mensah": ("kofi.mensah@northbeam.com", "3f1e2d4c-8a7b-4c96-b0e5-1d2c3b4a5f60"), "Sara Lindgren": ("sara.lindgren@northbeam.com", "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c65")}
    inv = [  # id, tag, model, serial, assigned, dept, status, purchased, created, modified, version, guid, modifier
        (1, "LT-0102", "Dell Latitude 7420", "4TQ8KD3", "Priya Shah", "Sales", "In use", "2021-09-14", "2021-09-20T08:14:02Z", "2023-04-11T12:40:19Z", 3, "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41", "Kofi Mensah"),
        (2, "LT-0115", "Lenovo ThinkPad T14 Gen 2", "PF3A9KXM", "Marcus Lee", "Engineering", "In use", "2021-11-02", "2021-11-05T09:31:47Z", "2021-11-05T09:31:47Z", 1, "1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d52", "Kofi Mensah"),
        (3, "LT-0121", "MacBook Pro 14 M1 Pro", "C02G7XQ1MD6T", "Ana Souza", "Design", "In use", "2022-01-20", "2022-01-24T10:02:55Z", "2023-09-18T07:55:30Z", 2, "2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e63", "Sara Lindgren"),
        (5, "LT-0148", "Dell Latitude 5430", "8HX2LM3", "", "IT", "In stock", "2022-06-08", "2022-06-13T13:20:11Z", "2024-06-28T15:11:08Z", 5, "3d4e5f6a-7b8c-4d9e-9f0a-2b3c4d5e6f74", "Kofi Mensah"),
        (6, "LT-0153", "Lenovo ThinkPad X1 Carbon Gen 10", "PF4BC2DN", "Tom Becker", "Engineering", "Repair", "2022-08-30", "2022-09-02T08:45:36Z", "2024-10-14T09:03:27Z", 4, "4e5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7a85", "Sara Lindgren"),
        (7, "LT-0160", "HP EliteBook 840 G7", "5CG1234XYZ", "", "IT", "Retired", "2020-10-05", "2022-09-05T11:12:09Z", "2024-09-30T14:27:44Z", 6, "5f6a7b8c-9d0e-4f1a-9b2c-4d5e6f7a8b96", "Kofi Mensah"),
        (8, "LT-0177", "MacBook Air M2", "H9F2K7L0QX", "Julia Novak", "Marketing", "In use", "2022-11-15", "2022-11-18T14:06:51Z", "2022-11-18T14:06:51Z", 1, "6a7b8c9d-0e1f-4a2b-8c3d-5e6f7a8b9ca7", "Sara Lindgren"),
        (10, "LT-0190", "Dell Latitude 7440", "9RW5TP2", "Samir Haddad", "Finance", "In use", "2023-03-07", "2023-03-10T08:59:14Z", "2023-03-10T08:59:14Z", 1, "7b8c9d0e-1f2a-4b3c-9d4e-6f7a8b9c0db8", "Kofi Mensah"),
        (11, "LT-0204", "Lenovo ThinkPad T14s Gen 4", "PF4HX0QZ", "Elena Petrova", "Engineering", "In use", "2023-06-19", "2023-06-21T12:33:40Z", "2024-02-05T10:18:02Z", 2, "8c9d0e1f-2a3b-4c4d-8e5f-7a8b9c0d1ec9", "Sara Lindgren"),
        (12, "LT-0211", "MacBook Pro 14 M3", "K7VQ2J4D9M", "Chris Okoro", "Design", "In use", "2023-11-28", "2023-12-01T09:27:18Z", "2023-12-01T09:27:18Z", 1, "9d0e1f2a-3b4c-4d5e-9f6a-8b9c0d1e2fda", "Kofi Mensah"),
        (14, "LT-0226", "Dell Latitude 7440", "3BZ9WQ7", "", "IT", "In stock", "2024-02-12", "2024-02-15T15:40:03Z", "2024-10-01T08:02:49Z", 3, "ae1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3aeb", "Kofi Mensah"),
        (15, "LT-0232", "Lenovo ThinkPad T14 Gen 5", "PF5JD8RS", "Hannah Weber", "HR", "In use", "2024-04-03", "2024-04-05T07:50:29Z", "2024-04-05T07:50:29Z", 1, "bf2a3b4c-5d6e-4f7a-9b8c-0d1e2f3a4bfc", "Sara Lindgren"),
        (17, "LT-0245", "MacBook Air M3", "L2RX8C5TQW", "Oliver Grant", "Sales", "In use", "2024-05-21", "2024-05-23T11:04:56Z", "2024-05-23T11:04:56Z", 1, "c03b4c5d-6e7f-4a8b-8c9d-1e2f3a4b5c0d", "Kofi Mensah"),
        (19, "LT-0251", "Dell Latitude 5450", "6MJ4KP1", "", "IT", "In stock", "2024-07-09", "2024-07-11T13:15:37Z", "2024-07-11T13:15:37Z", 1, "d14c5d6e-7f8a-4b9c-9d0e-2f3a4b5c6d1e", "Kofi Mensah"),
        (20, "LT-0258", "Lenovo ThinkPad X1 Carbon Gen 12", "PF5MM3XT", "Lena Fischer", "Legal", "In use", "2024-08-26", "2024-08-28T08:41:22Z", "2024-08-28T08:41:22Z", 1, "e25d6e7f-8a9b-4c0d-8e1f-3a4b5c6d7e2f", "Sara Lindgren"),
        (22, "LT-0263", "MacBook Pro 14 M3 Pro", "M4TQ9X2H7C", "Rafael Gomez", "Engineering", "In use", "2024-09-30", "2024-10-02T10:09:45Z", "2024-10-02T10:09:45Z", 1, "f36e7f8a-9b0c-4d1e-9f2a-4b5c6d7e8f30", "Kofi Mensah"),
    ]

    def user(name: str) -> dict[str, Any]:
        return {"user": {"email": people[name][0], "id": people[name][1], "displayName": name}}

    def item(r: tuple[Any, ...]) -> dict[str, Any]:
        iid, tag, model, sn, who, dept, status, bought, created, modified, ver, guid, mod = r
        return {"@odata.etag": f"\"{guid},{ver}\"", "createdDateTime": created, "eTag": f"\"{guid},{ver}\"", "id": str(iid), "lastModifiedDateTime": modified,
                "webUrl": f"https://northbeam.sharepoint.com/sites/ITOperations/Lists/Laptop%20Inventory/{iid}_.000", "createdBy": user("Kofi Mensah"), "lastModifiedBy": user(mod),
                "parentReference": {"id": "0d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f70", "siteId": site},
                "contentType": {"id": "0x0100A3F1C2B4D5E6478F9A0B1C2D3E4F5A6B", "name": "Item"},
                "fields@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#sites('{site}')/lists('{lst}')/items('{iid}')/fields/$entity",
                "fields": {"@odata.etag": f"\"{guid},{ver}\"", "id": str(iid), "Title": tag, "Model": model, "SerialNumber": sn, "AssignedTo": who or None, "Department": dept,
                           "Status": status, "PurchaseDate": bought + "T00:00:00Z", "Modified": modified, "Created": created, "_UIVersionString": f"{ver}.0"}}

    system = mcp_system("sharepoint", "Microsoft Graph v1.0 (delegated, Sites.ReadWrite.All) for the northbeam.sharepoint.com tenant, signed in as Kofi Mensah", [
        tool("search_sites", "Search SharePoint sites by keyword.", {"query": S}, ["query"]),
        tool("list_lists", "List the lists and libraries of a site.", {"site_id": S}, ["site_id"]),
        tool("list_items", "List items of a list with fields expanded. Supports $top, $filter, $orderby and paging via skiptoken.", {"site_id": S, "list_id": S, "top": INT, "filter": S, "orderby": S, "skiptoken": S}, ["site_id", "list_id"]),
        tool("get_item", "Get one list item with fields.", {"site_id": S, "list_id": S, "item_id": S}, ["site_id", "list_id", "item_id"]),
        tool("create_item", "Create a list item.", {"site_id": S, "list_id": S, "fields": OBJ}, ["site_id", "list_id", "fields"]),
        tool("update_item_fields", "Update fields of a list item; returns the item's fieldValueSet.", {"site_id": S, "list_id": S, "item_id": S, "fields": OBJ}, ["site_id", "list_id", "item_id", "fields"]),
        tool("delete_item", "Delete a list item (to the site recycle bin).", {"site_id": S, "list_id": S, "item_id": S}, ["site_id", "list_id", "item_id"]),
    ])
    state = ("Microsoft 365 tenant northbeam.onmicrosoft.com, site 'IT Operations'. Signed in as Kofi Mensah (IT asset manager). 2024-10-22 ~09:30 CEST. "
             "Tasks: give the in-stock Dell Latitude 7440 (LT-0226) to new Finance hire Ines Duarte, register the delivered LT-0270 (Dell Latitude 7450, "
             "serial 2XK8NV4) for Noah Brandt in Sales, and remove the disposed HP EliteBook LT-0160 (disposal certificate DC-2024-117).")
    t: list[tuple[str, str]] = []
    t.append((call("search_sites", query="IT Operations"), pj({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#sites", "value": [
        {"createdDateTime": "2021-08-30T09:12:44Z", "id": site, "lastModifiedDateTime": "2024-10-21T16:40:02Z", "name": "ITOperations", "webUrl": "https://northbeam.sharepoint.com/sites/ITOperations", "displayName": "IT Operations", "description": "Runbooks, asset registers and change calendar for IT"},
        {"createdDateTime": "2022-02-14T13:05:31Z", "id": "northbeam.sharepoint.com,71c0e2f3-4a5b-4c6d-8e7f-9a0b1c2d3e4f,5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f", "lastModifiedDateTime": "2024-09-03T11:22:15Z", "name": "ITOpsArchive", "webUrl": "https://northbeam.sharepoint.com/sites/ITOpsArchive", "displayName": "IT Operations (Archive 2021)", "description": "Read-only archive"},
    ]})))
    t.append((call("list_lists", site_id=site), pj({"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#sites('{site}')/lists", "value": [
        {"createdDateTime": "2021-08-30T09:13:02Z", "description": "", "displayName": "Documents", "id": "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", "lastModifiedDateTime": "2024-10-18T14:02:51Z", "name": "Shared Documents", "webUrl": "https://northbeam.sharepoint.com/sites/ITOperations/Shared%20Documents", "list": {"contentTypesEnabled": False, "hidden": False, "template": "documentLibrary"}},
        {"createdDateTime": "2021-09-01T07:48:19Z", "description": "Company laptops: tag, model, serial, holder, status", "displayName": "Laptop Inventory", "id": lst, "lastModifiedDateTime": "2024-10-14T09:03:27Z", "name": "Laptop Inventory", "webUrl": "https://northbeam.sharepoint.com/sites/ITOperations/Lists/Laptop%20Inventory", "list": {"contentTypesEnabled": False, "hidden": False, "template": "genericList"}},
        {"createdDateTime": "2021-09-01T08:02:40Z", "description": "Per-seat SaaS licences", "displayName": "Software Licenses", "id": "6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e", "lastModifiedDateTime": "2024-10-21T16:40:02Z", "name": "Software Licenses", "webUrl": "https://northbeam.sharepoint.com/sites/ITOperations/Lists/Software%20Licenses", "list": {"contentTypesEnabled": False, "hidden": False, "template": "genericList"}},
        {"createdDateTime": "2022-03-07T10:31:08Z", "description": "Checklist per new starter", "displayName": "Onboarding Checklist", "id": "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f", "lastModifiedDateTime": "2024-10-17T12:15:33Z", "name": "Onboarding Checklist", "webUrl": "https://northbeam.sharepoint.com/sites/ITOperations/Lists/Onboarding%20Checklist", "list": {"contentTypesEnabled": False, "hidden": False, "template": "genericList"}},
        {"createdDateTime": "2023-01-16T15:44:27Z", "description": "", "displayName": "Change Calendar", "id": "8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a", "lastModifiedDateTime": "2024-10-21T09:27:40Z", "name": "Change Calendar", "webUrl": "https://northbeam.sharepoint.com/sites/ITOperations/Lists/Change%20Calendar", "list": {"contentTypesEnabled": True, "hidden": False, "template": "events"}},
    ]})))
    ctx = f"https://graph.microsoft.com/v1.0/$metadata#sites('{site}')/lists('{lst}')/items(fields())"
    t.append((call("list_items", site_id=site, list_id=lst, top=10), pj({"@odata.context": ctx, "@odata.nextLink": f"{base}?$expand=fields&$top=10&$skiptoken=UGFnZWQ9VFJVRSZwX0lEPTEy",
                                                                         "value": [item(r) for r in inv[:10]]})))
    t.append((call("list_items", site_id=site, list_id=lst, top=10, skiptoken="UGFnZWQ9VFJVRSZwX0lEPTEy"), pj({"@odata.context": ctx, "value": [item(r) for r in inv[10:]]})))
    r14 = (14, "LT-0226", "Dell Latitude 7440", "3BZ9WQ7", "Ines Duarte", "Finance", "In use", "2024-02-12", "2024-02-15T15:40:03Z", "2024-10-22T07:33:18Z", 4, "ae1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3aeb", "Kofi Mensah")
    f14 = item(r14)["fields"]
    t.append((call("update_item_fields", site_id=site, list_id=lst, item_id="14", fields={"AssignedTo": "Ines Duarte", "Department": "Finance", "Status": "In use"}), pj({
        "@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#sites('{site}')/lists('{lst}')/items('14')/fields/$entity", **f14,
        "ContentType": "Item", "AuthorLookupId": "11", "EditorLookupId": "11", "Attachments": False, "Edit": "", "LinkTitle": "LT-0226", "ItemChildCount": "0", "FolderChildCount": "0"})))
    r23 = (23, "LT-0270", "Dell Latitude 7450", "2XK8NV4", "Noah Brandt", "Sales", "In use", "2024-10-21", "2024-10-22T07:34:52Z", "2024-10-22T07:34:52Z", 1, "047f8a9b-0c1d-4e2f-8a3b-5c6d7e8f9a41", "Kofi Mensah")
    t.append((call("create_item", site_id=site, list_id=lst, fields={"Title": "LT-0270", "Model": "Dell Latitude 7450", "SerialNumber": "2XK8NV4", "AssignedTo": "Noah Brandt", "Department": "Sales", "Status": "In use", "PurchaseDate": "2024-10-21"}),
              pj({"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#sites('{site}')/lists('{lst}')/items/$entity", **item(r23)})))
    t.append((call("delete_item", site_id=site, list_id=lst, item_id="7"), mcp_text("HTTP 204 No Content — item 7 (LT-0160) deleted; it is in the site recycle bin for 93 days.")))
    rows = [r for r in inv if r[0] not in (7, 14)] + [r14, r23]
    in_use = sorted([r for r in rows if r[6] == "In use"], key=lambda r: r[1])
    t.append((call("list_items", site_id=site, list_id=lst, top=50, filter="fields/Status eq 'In use'", orderby="fields/Title"), pj({"@odata.context": ctx, "value": [item(r) for r in in_use]})))
    rs.add(task="mcp", tid="h45-mcp-15", system=system, turns=t, state=state)


# Harvest: bad
def t16(rs: RowSet) -> None:
    user = {"id": 4128803, "name": "Rosa Lindqvist"}
    cl = {"af": {"id": 11502233, "name": "Alder & Finch", "currency": "EUR"}, "bw": {"id": 11502240, "name": "Brightwater Health", "currency": "EUR"},
          "sk": {"id": 11480001, "name": "Studio Kettle (internal)", "currency": "EUR"}}
    pr = {"web": ({"id": 41822017, "name": "Website Redesign", "code": "AF-WEB"}, "af", 120.0), "app": ({"id": 41822030, "name": "Mobile App Phase 2", "code": "BW-APP2"}, "bw", 110.0),
          "int": ({"id": 41790112, "name": "Internal", "code": "SK-INT"}, "sk", 0.0)}
    tk = {"Design": 22104411, "Development": 22104412, "Project Management": 22104413, "Meetings": 22100002, "Admin": 22100001}

    def ta(pid: int, task: str) -> int:
        return 450220000 + (pid % 1000) * 10 + tk[task] % 10

    def e(i: int, date: str, p: str, task: str, hours: float, notes: str, created: str, updated: str) -> dict[str, Any]:
        proj, c, rate = pr[p]
        bill = rate > 0
        return {"id": i, "spent_date": date, "hours": hours, "rounded_hours": hours, "notes": notes, "is_locked": False, "is_closed": False, "is_billed": False,
                "is_running": False, "billable": bill, "budgeted": True, "billable_rate": rate if bill else None, "cost_rate": 62.0,
                "created_at": created, "updated_at": updated, "user": user, "client": {"id": cl[c]["id"], "name": cl[c]["name"], "currency": "EUR"},
                "project": proj, "task": {"id": tk[task], "name": task}, "user_assignment": {"id": 391120000 + proj["id"] % 1000, "is_project_manager": False},
                "task_assignment": {"id": ta(proj["id"], task), "billable": bill}, "external_reference": None, "invoice": None}

    E = [
        e(2463840276, "2025-01-17", "app", "Project Management", 1.5, "Sprint planning", "2025-01-17T08:02:44Z", "2025-01-17T08:02:44Z"),
        e(2463305118, "2025-01-16", "web", "Development", 5.0, "CMS templates: article + landing", "2025-01-16T16:48:10Z", "2025-01-16T16:48:10Z"),
        e(2462790043, "2025-01-15", "app", "Development", 6.5, "Offline sync bugfixes (conflict resolution)", "2025-01-15T17:20:31Z", "2025-01-15T17:20:31Z"),
        e(2462811920, "2025-01-15", "int", "Admin", 0.5, "Expenses", "2025-01-15T17:31:02Z", "2025-01-15T17:31:02Z"),
        e(2462811937, "2025-01-15", "int", "Admin", 0.5, "Expenses", "2025-01-15T17:31:05Z", "2025-01-15T17:31:05Z"),
        e(2462377512, "2025-01-14", "app", "Development", 4.0, "Offline sync bugfixes", "2025-01-14T17:05:49Z", "2025-01-14T17:05:49Z"),
        e(2462019004, "2025-01-14", "int", "Meetings", 1.0, "Team weekly", "2025-01-14T10:01:12Z", "2025-01-14T10:01:12Z"),
        e(2462018831, "2025-01-14", "web", "Design", 2.0, "Design review with client", "2025-01-14T09:58:40Z", "2025-01-14T09:58:40Z"),
        e(2461342290, "2025-01-13", "app", "Development", 4.5, "Push notification settings screen", "2025-01-13T17:12:26Z", "2025-01-13T17:12:26Z"),
        e(2461337001, "2025-01-13", "web", "Design", 3.0, "Homepage wireframes v2", "2025-01-13T12:40:07Z", "2025-01-13T12:40:07Z"),
    ]
    system = mcp_system("harvest", "Harvest API v2 for account 1180442 (Studio Kettle), personal access token of Rosa Lindqvist", [
        tool("list_my_project_assignments", "List the current user's active project assignments with tasks.", {}, []),
        tool("list_time_entries", "List time entries, filterable by user and date range.", {"user_id": INT, "from": S, "to": S, "page": INT}, []),
        tool("create_time_entry", "Create a time entry (duration mode).", {"project_id": INT, "task_id": INT, "spent_date": S, "hours": NUM, "notes": S}, ["project_id", "task_id", "spent_date"]),
        tool("update_time_entry", "Update a time entry.", {"time_entry_id": INT, "hours": NUM, "notes": S, "spent_date": S, "task_id": INT}, ["time_entry_id"]),
        tool("delete_time_entry", "Delete a time entry.", {"time_entry_id": INT}, ["time_entry_id"]),
        tool("report_time_by_client", "Time report grouped by client for a date range.", {"from": S, "to": S, "user_id": INT}, ["from", "to"]),
        tool("report_project_budget", "Budget report for active projects (all users).", {"is_active": B}, []),
    ])
    state = ("Harvest account 'Studio Kettle' (1180442). User Rosa Lindqvist (4128803), designer/developer. Friday 2025-01-17, ~16:40 CET. Before submitting the "
             "week: Tuesday's client design review actually ran 3.5 h, Thursday's sitemap sign-off call (1.25 h, Website Redesign / Project Management) is "
             "missing, Wednesday's expenses entry was logged twice, and Friday's planning note should mention the backlog grooming.")
    t: list[tuple[str, str]] = []
    t.append((call("list_my_project_assignments"), pj({"project_assignments": [
        {"id": 391120017, "is_project_manager": False, "is_active": True, "budget": None, "hourly_rate": 120.0, "created_at": "2024-09-02T08:10:55Z", "updated_at": "2024-09-02T08:10:55Z",
         "project": {"id": 41822017, "name": "Website Redesign", "code": "AF-WEB"}, "client": {"id": 11502233, "name": "Alder & Finch", "currency": "EUR"},
         "task_assignments": [{"id": ta(41822017, n), "billable": True, "is_active": True, "hourly_rate": 120.0, "task": {"id": tk[n], "name": n}} for n in ("Design", "Development", "Project Management")]},
        {"id": 391120030, "is_project_manager": False, "is_active": True, "budget": None, "hourly_rate": 110.0, "created_at": "2024-11-04T09:02:31Z", "updated_at": "2024-11-04T09:02:31Z",
         "project": {"id": 41822030, "name": "Mobile App Phase 2", "code": "BW-APP2"}, "client": {"id": 11502240, "name": "Brightwater Health", "currency": "EUR"},
         "task_assignments": [{"id": ta(41822030, n), "billable": True, "is_active": True, "hourly_rate": 110.0, "task": {"id": tk[n], "name": n}} for n in ("Development", "Project Management")]},
        {"id": 391120112, "is_project_manager": False, "is_active": True, "budget": None, "hourly_rate": None, "created_at": "2023-03-01T07:45:12Z", "updated_at": "2023-03-01T07:45:12Z",
         "project": {"id": 41790112, "name": "Internal", "code": "SK-INT"}, "client": {"id": 11480001, "name": "Studio Kettle (internal)", "currency": "EUR"},
         "task_assignments": [{"id": ta(41790112, n), "billable": False, "is_active": True, "hourly_rate": None, "task": {"id": tk[n], "name": n}} for n in ("Admin", "Meetings")]},
    ], "per_page": 100, "total_pages": 1, "total_entries": 3, "next_page": None, "previous_page": None, "page": 1})))

    def listing(entries: list[dict[str, Any]]) -> str:
        entries = sorted(entries, key=lambda x: (x["spent_date"], x["created_at"]), reverse=True)
        return pj({"time_entries": entries, "per_page": 100, "total_pages": 1, "total_entries": len(entries), "next_page": None, "previous_page": None, "page": 1,
                   "links": {"first": "https://api.harvestapp.com/v2/time_entries?from=2025-01-13&page=1&per_page=100&to=2025-01-17&user_id=4128803", "next": None, "previous": None,
                             "last": "https://api.harvestapp.com/v2/time_entries?from=2025-01-13&page=1&per_page=100&to=2025-01-17&user_id=4128803"}})

    t.append((call("list_time_entries", user_id=4128803, **{"from": "2025-01-13", "to": "2025-01-17"}), listing(E)))
    e3 = {**E[7], "hours": 3.5, "rounded_hours": 3.5, "updated_at": "2025-01-17T15:41:26Z"}
    t.append((call("update_time_entry", time_entry_id=2462018831, hours=3.5), pj(e3)))
    new = e(2464102257, "2025-01-16", "web", "Project Management", 1.25, "Client call: sitemap sign-off", "2025-01-17T15:42:03Z", "2025-01-17T15:42:03Z")
    t.append((call("create_time_entry", project_id=41822017, task_id=tk["Project Management"], spent_date="2025-01-16", hours=1.25, notes="Client call: sitemap sign-off"), pj(new)))
    t.append((call("delete_time_entry", time_entry_id=2462811937), mcp_text("200 OK — time entry 2462811937 deleted.")))
    e10 = {**E[0], "notes": "Sprint planning + backlog grooming", "updated_at": "2025-01-17T15:43:17Z"}
    t.append((call("update_time_entry", time_entry_id=2463840276, notes="Sprint planning + backlog grooming"), pj(e10)))
    cur = [e10, E[1], new, E[2], E[3], E[5], E[6], e3, E[8], E[9]]
    t.append((call("list_time_entries", user_id=4128803, **{"from": "2025-01-13", "to": "2025-01-17"}), listing(cur)))
    tot: dict[str, float] = {"af": 0.0, "bw": 0.0, "sk": 0.0}
    for x in cur:
        key = next(k for k, v in cl.items() if v["id"] == x["client"]["id"])
        tot[key] += x["hours"]
    tot["af"] -= 1.5
    res = []
    for k, rate in (("af", 120.0), ("bw", 110.0), ("sk", 0.0)):
        res.append({"client_id": cl[k]["id"], "client_name": cl[k]["name"], "total_hours": tot[k], "billable_hours": tot[k] if rate else 0.0, "currency": "EUR", "billable_amount": round(tot[k] * rate, 2)})
    t.append((call("report_time_by_client", user_id=4128803, **{"from": "2025-01-13", "to": "2025-01-17"}), pj({
        "results": res, "per_page": 2000, "total_pages": 1, "total_entries": 3, "next_page": None, "previous_page": None, "page": 1,
        "links": {"first": "https://api.harvestapp.com/v2/reports/time/clients?from=20250113&page=1&per_page=2000&to=20250117&user_id=4128803", "next": None, "previous": None,
                  "last": "https://api.harvestapp.com/v2/reports/time/clients?from=20250113&page=1&per_page=2000&to=20250117&user_id=4128803"}})))
    t.append((call("report_project_budget", is_active=True), pj({"results": [
        {"client_id": 11502233, "client_name": "Alder & Finch", "project_id": 41822017, "project_name": "Website Redesign", "budget_is_monthly": False, "budget_by": "project", "is_active": True, "budget": 320.0, "budget_spent": 214.5, "budget_remaining": 105.5},
        {"client_id": 11502240, "client_name": "Brightwater Health", "project_id": 41822030, "project_name": "Mobile App Phase 2", "budget_is_monthly": False, "budget_by": "project", "is_active": True, "budget": 600.0, "budget_spent": 388.25, "budget_remaining": 211.75},
        {"client_id": 11502251, "client_name": "Nordlys Ferries", "project_id": 41830981, "project_name": "Booking Flow Audit", "budget_is_monthly": False, "budget_by": "project_cost", "is_active": True, "budget": 18000.0, "budget_spent": 6240.0, "budget_remaining": 11760.0},
        {"client_id": 11480001, "client_name": "Studio Kettle (internal)", "project_id": 41790112, "project_name": "Internal", "budget_is_monthly": True, "budget_by": "project", "is_active": True, "budget": 160.0, "budget_spent": 71.5, "budget_remaining": 88.5},
    ], "per_page": 2000, "total_pages": 1, "total_entries": 4, "next_page": None, "previous_page": None, "page": 1})))
    rs.add(task="mcp", tid="h45-mcp-16", system=system, turns=t, state=state, bad=True, turn=8,
           kind="client total hours in the report omit the 1.5 h added by the earlier edit (totals do not follow the entries)")


# Atlassian Statuspage: clean
def t17(rs: RowSet) -> None:
    page = "kctbh9vrtdwd"
    grp = "g7i9k1m3o5q7"
    comps = [  # id, name, group, position, created
        ("r8k2m4p6q0s1", "Storefront", None, 1, "2022-03-01T10:04:11.201Z"),
        ("t1v3x5z7b9d2", "Checkout", None, 2, "2022-03-01T10:04:40.518Z"),
        ("f4h6j8l0n2p4", "Public API", grp, 4, "2022-03-01T10:05:22.907Z"),
        ("w6y8a0c2e4g6", "Webhooks delivery", grp, 5, "2022-06-14T08:31:09.644Z"),
        ("k9m1o3q5s7u9", "Admin dashboard", None, 6, "2022-03-01T10:06:03.115Z"),
        ("b2d4f6h8j0l2", "Search", None, 7, "2023-02-20T13:48:51.330Z"),
        ("n5p7r9t1v3x5", "Email notifications", None, 8, "2022-09-05T09:12:27.482Z"),
    ]
    status = {c[0]: "operational" for c in comps}
    upd = {c[0]: "2024-09-17T11:42:08.716Z" for c in comps}
    upd["b2d4f6h8j0l2"] = "2024-10-01T07:15:44.090Z"

    def comp(c: tuple[str, str, str | None, int, str]) -> dict[str, Any]:
        return {"id": c[0], "page_id": page, "group_id": c[2], "created_at": c[4], "updated_at": upd[c[0]], "group": False, "name": c[1], "description": None,
                "position": c[3], "status": status[c[0]], "showcase": True, "only_show_if_degraded": False, "automation_email": f"component+{c[0]}@notifications.statuspage.io", "start_date": c[4][:10]}

    def comps_list() -> list[dict[str, Any]]:
        out = [comp(c) for c in comps[:2]]
        out.append({"id": grp, "page_id": page, "group_id": None, "created_at": "2022-03-01T10:05:01.772Z", "updated_at": max(upd["f4h6j8l0n2p4"], upd["w6y8a0c2e4g6"]), "group": True,
                    "name": "API", "description": None, "position": 3, "status": status["f4h6j8l0n2p4"] if status["f4h6j8l0n2p4"] != "operational" else status["w6y8a0c2e4g6"],
                    "showcase": False, "only_show_if_degraded": False, "components": ["f4h6j8l0n2p4", "w6y8a0c2e4g6"]})
        return out + [comp(c) for c in comps[2:]]

    system = mcp_system("statuspage", "Atlassian Statuspage API for the Northbeam status page (status.northbeam.com), OAuth key of the on-call SRE", [
        tool("list_pages", "List status pages of the organisation.", {}, []),
        tool("list_components", "List components (and groups) of a page.", {"page_id": S}, ["page_id"]),
        tool("create_incident", "Create a realtime incident.", {"page_id": S, "name": S, "status": S, "impact_override": S, "body": S, "component_ids": A, "components": OBJ, "deliver_notifications": B}, ["page_id", "name"]),
        tool("update_incident", "Post an incident update and/or change component statuses.", {"page_id": S, "incident_id": S, "status": S, "body": S, "components": OBJ, "deliver_notifications": B}, ["page_id", "incident_id"]),
        tool("get_incident", "Get an incident with all its updates.", {"page_id": S, "incident_id": S}, ["page_id", "incident_id"]),
        tool("list_incidents", "List incidents, newest first.", {"page_id": S, "q": S, "limit": INT}, ["page_id"]),
    ])
    state = ("Statuspage for status.northbeam.com (page kctbh9vrtdwd). On-call SRE Dana Whitaker. 2024-10-08 ~14:10 UTC: the Public API is returning elevated 5xx "
             "after a bad config push to the API gateway; webhooks are queuing behind it. Keep the status page accurate through the incident.")
    t: list[tuple[str, str]] = []
    t.append((call("list_pages"), pj([{"id": page, "created_at": "2022-03-01T09:58:30.004Z", "updated_at": "2024-09-17T11:42:08.716Z", "name": "Northbeam", "page_description": "Status of Northbeam's storefront, checkout and APIs",
                                       "headline": None, "branding": "premium", "subdomain": "northbeam", "domain": "status.northbeam.com", "url": "https://www.northbeam.com", "support_url": "https://help.northbeam.com",
                                       "hidden_from_search": False, "allow_page_subscribers": True, "allow_incident_subscribers": True, "allow_email_subscribers": True, "allow_sms_subscribers": True,
                                       "allow_rss_atom_feeds": True, "allow_webhook_subscribers": True, "notifications_from_email": "noreply@status.northbeam.com", "time_zone": "Etc/UTC",
                                       "notifications_email_footer": "You are receiving this because you subscribed to Northbeam status updates.", "activity_score": 0, "twitter_username": "northbeamstatus", "viewers_must_be_team_members": False}])))
    t.append((call("list_components", page_id=page), pj(comps_list())))
    inc = "p0x7z3m9q2wd"
    updates: list[dict[str, Any]] = []

    def incident(st: str, updated: str, monitoring: str | None = None, resolved: str | None = None) -> dict[str, Any]:
        affected = [comp(c) for c in comps if c[0] in ("f4h6j8l0n2p4", "w6y8a0c2e4g6") and (c[0] == "f4h6j8l0n2p4" or len(updates) > 1)]
        return {"id": inc, "components": affected, "created_at": "2024-10-08T14:12:05.381Z", "impact": "minor", "impact_override": "minor", "incident_updates": list(reversed(updates)),
                "metadata": {}, "monitoring_at": monitoring, "name": "Elevated error rates on the Public API", "page_id": page, "postmortem_body": None, "postmortem_body_last_updated_at": None,
                "postmortem_ignored": False, "postmortem_notified_subscribers": False, "postmortem_notified_twitter": False, "postmortem_published_at": None, "resolved_at": resolved,
                "scheduled_auto_completed": False, "scheduled_auto_in_progress": False, "scheduled_for": None, "auto_transition_deliver_notifications_at_end": None,
                "auto_transition_deliver_notifications_at_start": None, "auto_transition_to_maintenance_state": None, "auto_transition_to_operational_state": None,
                "scheduled_remind_prior": False, "scheduled_reminded_at": None, "scheduled_until": None, "shortlink": "https://stspg.io/3x9kq2vz", "status": st,
                "updated_at": updated, "reminder_intervals": None, "started_at": "2024-10-08T14:12:05.381Z"}

    def post(uid: str, st: str, body: str, when: str, changes: list[tuple[str, str, str]]) -> None:
        for cid, _, new in changes:
            status[cid] = new
            upd[cid] = when
        updates.append({"id": uid, "incident_id": inc, "affected_components": [{"code": cid, "name": next(c[1] for c in comps if c[0] == cid), "old_status": old, "new_status": new} for cid, old, new in changes] or None,
                        "body": body, "created_at": when, "custom_tweet": None, "deliver_notifications": True, "display_at": when, "status": st, "tweet_id": None,
                        "twitter_updated_at": None, "updated_at": when, "wants_twitter_update": False})

    b1 = "We're seeing elevated error rates (HTTP 5xx) on the Public API. Storefront and checkout are not affected. We're investigating."
    post("m2q8w4e6r0ty", "investigating", b1, "2024-10-08T14:12:05.381Z", [("f4h6j8l0n2p4", "operational", "degraded_performance")])
    t.append((call("create_incident", page_id=page, name="Elevated error rates on the Public API", status="investigating", impact_override="minor", body=b1,
                   component_ids=["f4h6j8l0n2p4"], components={"f4h6j8l0n2p4": "degraded_performance"}, deliver_notifications=True), pj(incident("investigating", "2024-10-08T14:12:05.381Z"))))
    t.append((call("list_components", page_id=page), pj(comps_list())))
    b2 = "We've identified a faulty configuration change on our API gateway. Around 30% of API requests are failing and webhook deliveries are delayed. A rollback is in progress."
    post("y7u3i9o1p5as", "identified", b2, "2024-10-08T14:26:40.902Z", [("f4h6j8l0n2p4", "degraded_performance", "partial_outage"), ("w6y8a0c2e4g6", "operational", "degraded_performance")])
    t.append((call("update_incident", page_id=page, incident_id=inc, status="identified", body=b2, components={"f4h6j8l0n2p4": "partial_outage", "w6y8a0c2e4g6": "degraded_performance"}, deliver_notifications=True),
              pj(incident("identified", "2024-10-08T14:26:40.902Z"))))
    b3 = "The gateway configuration has been rolled back and API error rates are back to normal. Queued webhooks are being delivered; some may arrive up to 40 minutes late. We're monitoring."
    post("d4f6g8h0j2kl", "monitoring", b3, "2024-10-08T14:48:12.557Z", [("f4h6j8l0n2p4", "partial_outage", "operational"), ("w6y8a0c2e4g6", "degraded_performance", "operational")])
    t.append((call("update_incident", page_id=page, incident_id=inc, status="monitoring", body=b3, components={"f4h6j8l0n2p4": "operational", "w6y8a0c2e4g6": "operational"}, deliver_notifications=True),
              pj(incident("monitoring", "2024-10-08T14:48:12.557Z", "2024-10-08T14:48:12.557Z"))))
    t.append((call("get_incident", page_id=page, incident_id=inc), pj(incident("monitoring", "2024-10-08T14:48:12.557Z", "2024-10-08T14:48:12.557Z"))))
    b4 = "All queued webhooks have been delivered and the Public API has been stable for 30 minutes. This incident is resolved. We'll publish a postmortem within 5 business days."
    post("z1x3c5v7b9nm", "resolved", b4, "2024-10-08T15:20:31.064Z", [])
    res = incident("resolved", "2024-10-08T15:20:31.064Z", "2024-10-08T14:48:12.557Z", "2024-10-08T15:20:31.064Z")
    t.append((call("update_incident", page_id=page, incident_id=inc, status="resolved", body=b4, deliver_notifications=True), pj(res)))
    hist = [
        ("8kq2w9e4r1ty", "Delayed order confirmation emails", "minor", "2024-09-17T10:58:21.330Z", "2024-09-17T11:42:08.716Z", "https://stspg.io/8kq2w9e4"),
        ("5hj7k2l9m3nb", "Search results incomplete for some queries", "minor", "2024-08-29T06:40:02.118Z", "2024-08-29T09:05:47.902Z", "https://stspg.io/5hj7k2l9"),
        ("3fd8s1a6g4hj", "Checkout unavailable for PayPal payments", "major", "2024-07-26T18:12:44.610Z", "2024-07-26T19:31:10.045Z", "https://stspg.io/3fd8s1a6"),
        ("9zx4c7v2b8nm", "Admin dashboard slow to load", "none", "2024-07-02T13:25:19.774Z", "2024-07-02T14:02:56.381Z", "https://stspg.io/9zx4c7v2"),
    ]
    summary = [{"id": res["id"], "name": res["name"], "status": "resolved", "impact": "minor", "created_at": res["created_at"], "resolved_at": res["resolved_at"], "shortlink": res["shortlink"], "incident_updates_count": 4}]
    summary += [{"id": i, "name": n, "status": "resolved", "impact": im, "created_at": c, "resolved_at": r, "shortlink": sl, "incident_updates_count": 3} for i, n, im, c, r, sl in hist]
    t.append((call("list_incidents", page_id=page, limit=5), pj(summary)))
    rs.add(task="mcp", tid="h45-mcp-17", system=system, turns=t, state=state)


# Temporal: bad
def t18(rs: RowSet) -> None:
    tq = "fulfillment-tq"
    wfs = [  # workflow id, run id, start, history length
        ("order-88252", "c8f16b3e-0a57-4d92-8e0c-b4a3d2f91e67", "2024-12-03T09:36:51.204118Z", 14),
        ("order-88250", "5d0c2a97-8e4b-4f16-b3a5-91e6d7c0f258", "2024-12-03T09:31:07.880452Z", 17),
        ("order-88244", "2b8e4f60-a1d9-4c73-95e2-c0f7b3a8d146", "2024-12-03T09:12:40.017735Z", 23),
        ("order-88241", "9f3a7d21-c6e8-4b54-8a09-7d2e1c5b0f83", "2024-12-03T09:05:18.552903Z", 23),
        ("order-88230", "e4b0c6a1-2d85-4937-bc0e-58f1a9d3e620", "2024-12-03T08:47:02.396681Z", 29),
        ("order-88213", "7c2e91d4-5f3a-4b08-9e61-d0a8c4f2b735", "2024-12-03T08:14:22.105347Z", 41),
        ("order-88197", "1a5d8e3c-94b2-4f70-a6c1-3e8f0b2d7c94", "2024-12-03T07:58:40.770219Z", 70),
    ]
    system = mcp_system("temporal", "Temporal Cloud namespace orders-prod.k7m2q (mTLS client cert svc-oncall), workflow service API", [
        tool("list_workflows", "List workflow executions matching a visibility query.", {"query": S, "page_size": INT}, []),
        tool("describe_workflow", "Describe a workflow execution (latest run if run_id omitted).", {"workflow_id": S, "run_id": S}, ["workflow_id"]),
        tool("get_workflow_history", "Get history events of a workflow execution.", {"workflow_id": S, "run_id": S, "from_event_id": INT, "max_events": INT}, ["workflow_id"]),
        tool("query_workflow", "Run a query handler on a workflow.", {"workflow_id": S, "run_id": S, "query_type": S}, ["workflow_id", "query_type"]),
        tool("signal_workflow", "Send a signal to a workflow.", {"workflow_id": S, "run_id": S, "signal_name": S, "input": OBJ}, ["workflow_id", "signal_name"]),
        tool("terminate_workflow", "Terminate a workflow execution.", {"workflow_id": S, "run_id": S, "reason": S}, ["workflow_id", "reason"]),
        tool("start_workflow", "Start a new workflow execution.", {"workflow_type": S, "workflow_id": S, "task_queue": S, "input": OBJ, "execution_timeout": S}, ["workflow_type", "workflow_id", "task_queue"]),
    ])
    state = ("Temporal Cloud namespace orders-prod.k7m2q; OrderFulfillment workflows run on task queue fulfillment-tq (Go SDK workers). UPS's rating API has "
             "been down since ~08:20 UTC (OPS-3391), so label creation keeps retrying. Order 88197 is stuck on a declined payment and was refunded manually "
             "(OPS-3395); it has to be restarted as a new execution. Now: 2024-12-03 ~09:40 UTC.")
    t: list[tuple[str, str]] = []
    t.append((call("list_workflows", query="WorkflowType = 'OrderFulfillment' AND ExecutionStatus = 'Running'", page_size=20), pj({"executions": [
        {"execution": {"workflowId": w, "runId": r}, "type": {"name": "OrderFulfillment"}, "startTime": s, "status": "WORKFLOW_EXECUTION_STATUS_RUNNING", "historyLength": str(h),
         "executionTime": s, "memo": {}, "searchAttributes": {"indexedFields": {"OrderId": w.split("-")[1], "BuildIds": ["versioned:fulfillment-2024.11.28"]}}, "taskQueue": tq,
         "stateTransitionCount": str(h + h // 3), "historySizeBytes": str(1180 * h + 517)} for w, r, s, h in wfs], "nextPageToken": None})))
    w13 = wfs[5]

    def describe(run_id: str, hist: int, pending: list[dict[str, Any]], trans: int, size: int) -> str:
        return pj({"executionConfig": {"taskQueue": {"name": tq, "kind": "TASK_QUEUE_KIND_NORMAL"}, "workflowExecutionTimeout": "0s", "workflowRunTimeout": "0s", "defaultWorkflowTaskTimeout": "10s"},
                   "workflowExecutionInfo": {"execution": {"workflowId": w13[0], "runId": run_id}, "type": {"name": "OrderFulfillment"}, "startTime": w13[2],
                                             "status": "WORKFLOW_EXECUTION_STATUS_RUNNING", "historyLength": str(hist), "executionTime": w13[2], "memo": {},
                                             "searchAttributes": {"indexedFields": {"OrderId": "88213", "BuildIds": ["versioned:fulfillment-2024.11.28"]}},
                                             "autoResetPoints": {"points": [{"buildId": "fulfillment-2024.11.28", "runId": run_id, "firstWorkflowTaskCompletedId": "4", "createTime": "2024-12-03T08:14:22.231904Z", "resettable": True}]},
                                             "taskQueue": tq, "stateTransitionCount": str(trans), "historySizeBytes": str(size), "mostRecentWorkerVersionStamp": {"buildId": "fulfillment-2024.11.28", "useVersioning": True}},
                   "pendingActivities": pending, "pendingChildren": [], "pendingWorkflowTask": None})

    ups = {"activityId": "7", "activityType": {"name": "CreateShippingLabel"}, "state": "PENDING_ACTIVITY_STATE_SCHEDULED", "heartbeatDetails": None,
           "lastHeartbeatTime": None, "lastStartedTime": "2024-12-03T09:35:58.402771Z", "attempt": 14, "maximumAttempts": 0, "scheduledTime": "2024-12-03T09:41:58.402771Z",
           "expirationTime": None, "lastFailure": {"message": "carrier ups: POST /api/rating/v2403/Shop: 503 Service Unavailable", "source": "GoSDK",
                                                   "applicationFailureInfo": {"type": "CarrierUnavailableError", "nonRetryable": False}},
           "lastWorkerIdentity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@", "lastAttemptCompleteTime": "2024-12-03T09:36:08.417005Z", "nextAttemptScheduleTime": "2024-12-03T09:41:58.402771Z"}
    t.append((call("describe_workflow", workflow_id="order-88213"), describe(w13[1], 41, [ups], 54, 48_897)))

    def ev(i: int, when: str, typ: str, attrs: dict[str, Any]) -> dict[str, Any]:
        key = typ[0].lower() + typ[1:] + "EventAttributes"
        return {"eventId": str(i), "eventTime": when, "eventType": "EVENT_TYPE_" + "".join("_" + ch if ch.isupper() else ch.upper() for ch in typ).lstrip("_"), "taskId": str(52428800 + 7 * i), key: attrs}

    wt = {"taskQueue": {"name": tq, "kind": "TASK_QUEUE_KIND_NORMAL"}, "startToCloseTimeout": "10s", "attempt": 1}
    h1 = [
        ev(32, "2024-12-03T08:19:44.730412Z", "WorkflowTaskCompleted", {"scheduledEventId": "30", "startedEventId": "31", "identity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@"}),
        ev(33, "2024-12-03T08:19:44.730498Z", "ActivityTaskScheduled", {"activityId": "7", "activityType": {"name": "CreateShippingLabel"}, "taskQueue": {"name": tq}, "input": {"payloads": [{"orderId": "88213", "carrier": "UPS", "warehouse": "AMS-2", "parcels": 2}]},
                                                                       "scheduleToCloseTimeout": "0s", "scheduleToStartTimeout": "0s", "startToCloseTimeout": "10s", "heartbeatTimeout": "0s", "workflowTaskCompletedEventId": "32",
                                                                       "retryPolicy": {"initialInterval": "1s", "backoffCoefficient": 2, "maximumInterval": "360s", "maximumAttempts": 0, "nonRetryableErrorTypes": ["InvalidAddressError"]}}),
    ]
    h1 += [ev(34 + k, ts, "TimerStarted" if k % 2 == 0 else "TimerFired", {"timerId": f"sla-check-{k // 2 + 1}", **({"startToFireTimeout": "900s", "workflowTaskCompletedEventId": "32"} if k % 2 == 0 else {"startedEventId": str(34 + k - 1)})})
           for k, ts in enumerate(["2024-12-03T08:19:44.730533Z", "2024-12-03T08:34:44.741902Z"])]
    h1 += [
        ev(36, "2024-12-03T08:34:44.741955Z", "WorkflowTaskScheduled", wt),
        ev(37, "2024-12-03T08:34:44.758210Z", "WorkflowTaskStarted", {"scheduledEventId": "36", "identity": "1@fulfillment-worker-6d9f8b7c5-m8tzd@", "requestId": "b4c1e7a2-0f93-4d58-a6e2-31d7c9f0b845", "historySizeBytes": "40118"}),
        ev(38, "2024-12-03T08:34:44.790631Z", "WorkflowTaskCompleted", {"scheduledEventId": "36", "startedEventId": "37", "identity": "1@fulfillment-worker-6d9f8b7c5-m8tzd@"}),
        ev(39, "2024-12-03T08:34:44.790702Z", "MarkerRecorded", {"markerName": "SideEffect", "details": {"data": {"payloads": [{"slaBreached": False, "minutesInStage": 15}]}}, "workflowTaskCompletedEventId": "38"}),
        ev(40, "2024-12-03T08:34:44.790744Z", "UpsertWorkflowSearchAttributes", {"workflowTaskCompletedEventId": "38", "searchAttributes": {"indexedFields": {"FulfillmentStage": "LABEL"}}}),
        ev(41, "2024-12-03T08:34:44.790781Z", "TimerStarted", {"timerId": "sla-check-2", "startToFireTimeout": "7200s", "workflowTaskCompletedEventId": "38"}),
    ]
    t.append((call("get_workflow_history", workflow_id="order-88213", run_id=w13[1], from_event_id=32, max_events=20), pj({"history": {"events": h1}, "nextPageToken": None, "archived": False})))
    t.append((call("query_workflow", workflow_id="order-88213", run_id=w13[1], query_type="getStatus"), pj({"queryResult": {"payloads": [{
        "orderId": "88213", "stage": "LABEL", "carrier": "UPS", "warehouse": "AMS-2", "parcels": 2, "items": 3, "paymentCaptured": True, "labelAttempts": 14,
        "lastLabelError": "carrier ups: POST /api/rating/v2403/Shop: 503 Service Unavailable", "slaBreached": False, "carrierOverride": None}]}, "queryRejected": None})))
    t.append((call("signal_workflow", workflow_id="order-88213", run_id=w13[1], signal_name="carrierOverride", input={"carrier": "DHL", "reason": "UPS outage OPS-3391"}),
              mcp_text("Signal 'carrierOverride' sent to workflow order-88213.")))
    dhl = {"activityId": "12", "activityType": {"name": "CreateShippingLabel"}, "state": "PENDING_ACTIVITY_STATE_STARTED", "heartbeatDetails": None, "lastHeartbeatTime": None,
           "lastStartedTime": "2024-12-03T09:41:07.015330Z", "attempt": 1, "maximumAttempts": 0, "scheduledTime": "2024-12-03T09:41:06.998214Z", "expirationTime": None,
           "lastWorkerIdentity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@", "lastAttemptCompleteTime": None, "nextAttemptScheduleTime": None}
    t.append((call("describe_workflow", workflow_id="order-88213"), describe("7c2e91d4-5f3a-4b08-9e61-d0a8c4f2b375", 51, [dhl], 68, 51_806)))
    h2 = [
        ev(42, "2024-12-03T09:41:05.220118Z", "WorkflowExecutionSignaled", {"signalName": "carrierOverride", "input": {"payloads": [{"carrier": "DHL", "reason": "UPS outage OPS-3391"}]}, "identity": "svc-oncall@temporal-mcp"}),
        ev(43, "2024-12-03T09:41:05.220190Z", "WorkflowTaskScheduled", wt),
        ev(44, "2024-12-03T09:41:05.236752Z", "WorkflowTaskStarted", {"scheduledEventId": "43", "identity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@", "requestId": "e2a90c14-7b6f-4d31-9c58-0a4f1e8d2b73", "historySizeBytes": "48902"}),
        ev(45, "2024-12-03T09:41:05.271004Z", "WorkflowTaskCompleted", {"scheduledEventId": "43", "startedEventId": "44", "identity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@"}),
        ev(46, "2024-12-03T09:41:05.271088Z", "ActivityTaskCancelRequested", {"scheduledEventId": "33", "workflowTaskCompletedEventId": "45"}),
        ev(47, "2024-12-03T09:41:05.271130Z", "ActivityTaskCanceled", {"details": None, "latestCancelRequestedEventId": "46", "scheduledEventId": "33", "startedEventId": "0", "identity": ""}),
        ev(48, "2024-12-03T09:41:05.271162Z", "WorkflowTaskScheduled", wt),
        ev(49, "2024-12-03T09:41:06.981447Z", "WorkflowTaskStarted", {"scheduledEventId": "48", "identity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@", "requestId": "7f3d5b19-c2e0-4a86-b147-9d0e6c3a2f58", "historySizeBytes": "50221"}),
        ev(50, "2024-12-03T09:41:06.998170Z", "WorkflowTaskCompleted", {"scheduledEventId": "48", "startedEventId": "49", "identity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@"}),
        ev(51, "2024-12-03T09:41:06.998214Z", "ActivityTaskScheduled", {"activityId": "12", "activityType": {"name": "CreateShippingLabel"}, "taskQueue": {"name": tq}, "input": {"payloads": [{"orderId": "88213", "carrier": "DHL", "warehouse": "AMS-2", "parcels": 2}]},
                                                                       "scheduleToCloseTimeout": "0s", "scheduleToStartTimeout": "0s", "startToCloseTimeout": "10s", "heartbeatTimeout": "0s", "workflowTaskCompletedEventId": "50"}),
        ev(52, "2024-12-03T09:41:07.015330Z", "ActivityTaskStarted", {"scheduledEventId": "51", "identity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@", "requestId": "0c8e2f47-1d93-4b65-a7e0-5f2c9d4b1a36", "attempt": 1}),
        ev(53, "2024-12-03T09:41:08.642917Z", "ActivityTaskCompleted", {"result": {"payloads": [{"carrier": "DHL", "trackingNumber": "JD014600003812345678", "labelUrl": "s3://nb-labels/2024/12/03/88213-dhl.pdf", "service": "DHL Parcel Connect"}]},
                                                                       "scheduledEventId": "51", "startedEventId": "52", "identity": "1@fulfillment-worker-6d9f8b7c5-x2kqp@"}),
        ev(54, "2024-12-03T09:41:08.642988Z", "WorkflowTaskScheduled", wt),
        ev(55, "2024-12-03T09:41:08.659301Z", "WorkflowTaskStarted", {"scheduledEventId": "54", "identity": "1@fulfillment-worker-6d9f8b7c5-m8tzd@", "requestId": "5a1b9e63-f0d2-4c47-8e19-b3c6a0d7f924", "historySizeBytes": "55870"}),
        ev(56, "2024-12-03T09:41:08.688745Z", "WorkflowTaskCompleted", {"scheduledEventId": "54", "startedEventId": "55", "identity": "1@fulfillment-worker-6d9f8b7c5-m8tzd@"}),
        ev(57, "2024-12-03T09:41:08.688812Z", "ActivityTaskScheduled", {"activityId": "13", "activityType": {"name": "BookCarrierPickup"}, "taskQueue": {"name": tq}, "input": {"payloads": [{"orderId": "88213", "carrier": "DHL", "warehouse": "AMS-2", "date": "2024-12-03"}]},
                                                                       "scheduleToCloseTimeout": "0s", "scheduleToStartTimeout": "0s", "startToCloseTimeout": "30s", "heartbeatTimeout": "0s", "workflowTaskCompletedEventId": "56"}),
    ]
    t.append((call("get_workflow_history", workflow_id="order-88213", from_event_id=42, max_events=20), pj({"history": {"events": h2}, "nextPageToken": None, "archived": False})))
    t.append((call("query_workflow", workflow_id="order-88213", query_type="getStatus"), pj({"queryResult": {"payloads": [{
        "orderId": "88213", "stage": "PICKUP", "carrier": "DHL", "warehouse": "AMS-2", "parcels": 2, "items": 3, "paymentCaptured": True, "labelAttempts": 1,
        "trackingNumber": "JD014600003812345678", "lastLabelError": None, "slaBreached": False, "carrierOverride": {"carrier": "DHL", "reason": "UPS outage OPS-3391"}}]}, "queryRejected": None})))
    w97 = wfs[6]
    cap = {"activityId": "3", "activityType": {"name": "CapturePayment"}, "state": "PENDING_ACTIVITY_STATE_SCHEDULED", "heartbeatDetails": None, "lastHeartbeatTime": None,
           "lastStartedTime": "2024-12-03T09:38:41.117604Z", "attempt": 22, "maximumAttempts": 0, "scheduledTime": "2024-12-03T09:44:41.117604Z", "expirationTime": None,
           "lastFailure": {"message": "adyen: refusal reason 'Not enough balance' (pspReference T7QZ2M9K4B8WX3C1)", "source": "GoSDK", "applicationFailureInfo": {"type": "PaymentRefusedError", "nonRetryable": False}},
           "lastWorkerIdentity": "1@fulfillment-worker-6d9f8b7c5-m8tzd@", "lastAttemptCompleteTime": "2024-12-03T09:38:41.502288Z", "nextAttemptScheduleTime": "2024-12-03T09:44:41.117604Z"}
    t.append((call("describe_workflow", workflow_id="order-88197", run_id=w97[1]), pj({
        "executionConfig": {"taskQueue": {"name": tq, "kind": "TASK_QUEUE_KIND_NORMAL"}, "workflowExecutionTimeout": "0s", "workflowRunTimeout": "0s", "defaultWorkflowTaskTimeout": "10s"},
        "workflowExecutionInfo": {"execution": {"workflowId": w97[0], "runId": w97[1]}, "type": {"name": "OrderFulfillment"}, "startTime": w97[2], "status": "WORKFLOW_EXECUTION_STATUS_RUNNING",
                                  "historyLength": "70", "executionTime": w97[2], "memo": {}, "searchAttributes": {"indexedFields": {"OrderId": "88197", "BuildIds": ["versioned:fulfillment-2024.11.28"], "FulfillmentStage": "PAYMENT"}},
                                  "taskQueue": tq, "stateTransitionCount": "93", "historySizeBytes": "83117"},
        "pendingActivities": [cap], "pendingChildren": [], "pendingWorkflowTask": None})))
    t.append((call("terminate_workflow", workflow_id="order-88197", run_id=w97[1], reason="Payment refused; customer refunded and re-ordered manually (OPS-3395)"),
              mcp_text("Workflow order-88197 terminated.")))
    new_run = "0e7b3c95-d2a4-4f18-8b60-c91f5e2d7a43"
    t.append((call("start_workflow", workflow_type="OrderFulfillment", workflow_id="order-88197-r1", task_queue=tq, input={"orderId": "88197", "paymentMethod": "invoice", "retryOf": "order-88197"}, execution_timeout="72h"),
              pj({"runId": new_run, "started": True})))
    t.append((call("list_workflows", query="WorkflowId STARTS_WITH 'order-88197'", page_size=10), pj({"executions": [
        {"execution": {"workflowId": "order-88197-r1", "runId": new_run}, "type": {"name": "OrderFulfillment"}, "startTime": "2024-12-03T09:43:26.551870Z",
         "status": "WORKFLOW_EXECUTION_STATUS_RUNNING", "historyLength": "11", "executionTime": "2024-12-03T09:43:26.551870Z", "memo": {},
         "searchAttributes": {"indexedFields": {"OrderId": "88197", "BuildIds": ["versioned:fulfillment-2024.11.28"], "FulfillmentStage": "PICK"}}, "taskQueue": tq, "stateTransitionCount": "15", "historySizeBytes": "9204"},
        {"execution": {"workflowId": "order-88197", "runId": w97[1]}, "type": {"name": "OrderFulfillment"}, "startTime": w97[2], "closeTime": "2024-12-03T09:42:58.306114Z",
         "status": "WORKFLOW_EXECUTION_STATUS_TERMINATED", "historyLength": "71", "executionTime": w97[2], "executionDuration": "6257.535895s", "memo": {},
         "searchAttributes": {"indexedFields": {"OrderId": "88197", "BuildIds": ["versioned:fulfillment-2024.11.28"], "FulfillmentStage": "PAYMENT"}}, "taskQueue": tq, "stateTransitionCount": "95", "historySizeBytes": "83498"},
    ], "nextPageToken": None})))
    rs.add(task="mcp", tid="h45-mcp-18", system=system, turns=t, state=state, bad=True, turn=6,
           kind="runId of a workflow that was only signalled (no reset, no continue-as-new) differs from the earlier describe and list")


# Contentful: clean
def t19(rs: RowSet) -> None:
    space, env = "7xq2m9k4vb1n", "master"
    me = {"sys": {"type": "Link", "linkType": "User", "id": "3Jd8Kq1Lw5Xz0Rm7Tn2Vb4"}}
    editor = {"sys": {"type": "Link", "linkType": "User", "id": "6Hp2Ws9Nc4Ke1Ym8Qa0Zt3"}}
    ct = {"sys": {"type": "Link", "linkType": "ContentType", "id": "productPage"}}

    def sys_(eid: str, ver: int, pver: int, pcount: int, created: str, updated: str, published: str, first: str, upd_by: dict[str, Any], pub_by: dict[str, Any]) -> dict[str, Any]:
        return {"space": {"sys": {"type": "Link", "linkType": "Space", "id": space}}, "id": eid, "type": "Entry", "createdAt": created, "updatedAt": updated,
                "environment": {"sys": {"id": env, "type": "Link", "linkType": "Environment"}}, "publishedVersion": pver, "publishedAt": published, "firstPublishedAt": first,
                "createdBy": editor, "updatedBy": upd_by, "publishedCounter": pcount, "version": ver, "publishedBy": pub_by, "fieldStatus": {"*": {"en-US": "changed" if ver > pver + 1 else "published"}},
                "automationTags": [], "contentType": ct, "urn": f"crn:contentful:::content:spaces/{space}/environments/{env}/entries/{eid}"}

    e45, e30 = "4Hq8Zr2mWk0s1Ty7pLx3Nd", "2Vb6Nq9sKd4Lp1Xr8Mt0Jh"
    s45 = sys_(e45, 17, 15, 6, "2024-02-19T13:40:02.551Z", "2024-10-28T16:02:11.208Z", "2024-10-14T09:20:45.772Z", "2024-03-05T08:00:17.046Z", editor, editor)
    s30 = sys_(e30, 9, 8, 4, "2024-02-19T14:05:37.902Z", "2024-09-30T11:48:20.317Z", "2024-09-30T11:48:20.317Z", "2024-03-05T08:00:17.391Z", editor, editor)
    f45 = {"title": {"en-US": "Trailblazer 45L Backpack"}, "slug": {"en-US": "trailblazer-45l-backpack"}, "sku": {"en-US": "NB-TB45-24"},
           "price": {"en-US": 179.0}, "compareAtPrice": {"en-US": None}, "heroHeadline": {"en-US": "Built for the long way round."},
           "summary": {"en-US": "A 45-litre trekking pack with a ventilated back panel, lid-to-hipbelt access and a 100% recycled 420D shell."},
           "colorways": {"en-US": ["Moss", "Basalt", "Ember"]}, "weightGrams": {"en-US": 1480},
           "heroImage": {"en-US": {"sys": {"type": "Link", "linkType": "Asset", "id": "6Tp3Wq8Lm1Zx5Ck9Rv2Bn0"}}},
           "relatedProducts": {"en-US": [{"sys": {"type": "Link", "linkType": "Entry", "id": e30}}, {"sys": {"type": "Link", "linkType": "Entry", "id": "5Rk1Mz7Yq3Wd9Lc2Xp6Tb8"}}]},
           "seo": {"en-US": {"sys": {"type": "Link", "linkType": "Entry", "id": "1Nw4Bx8Qs2Kf6Vh0Jm9Pz5"}}}}
    system = mcp_system("contentful", "Contentful Content Management API for space 'Northbeam Storefront' (7xq2m9k4vb1n), environment master", [
        tool("search_entries", "Search entries (CMA query parameters: content_type, query, fields.*, select, limit).", {"content_type": S, "query": S, "select": S, "limit": INT, "filters": OBJ}, []),
        tool("get_entry", "Get an entry with all locales.", {"entry_id": S}, ["entry_id"]),
        tool("update_entry", "Update fields of an entry; requires the current sys.version.", {"entry_id": S, "version": INT, "fields": OBJ}, ["entry_id", "version", "fields"]),
        tool("publish_entry", "Publish an entry at the given version.", {"entry_id": S, "version": INT}, ["entry_id", "version"]),
        tool("unpublish_entry", "Unpublish an entry.", {"entry_id": S, "version": INT}, ["entry_id", "version"]),
        tool("get_asset", "Get an asset with file metadata.", {"asset_id": S}, ["asset_id"]),
    ])
    state = ("Contentful space 'Northbeam Storefront', environment master, acting as Jamie Cole (editor). 2024-11-05 ~10:12 UTC. Black-Friday prep ticket "
             "WEB-2210: drop the Trailblazer 45L price to 159 EUR with the new headline 'Carry the whole weekend.' and publish it. Merchandising already "
             "staged other copy edits on that entry last week; those are approved to go live too.")
    t: list[tuple[str, str]] = []

    def brief(s: dict[str, Any], title: str, slug: str) -> dict[str, Any]:
        return {"sys": {k: s[k] for k in ("id", "type", "version", "publishedVersion", "publishedCounter", "createdAt", "updatedAt", "publishedAt")}, "fields": {"title": {"en-US": title}, "slug": {"en-US": slug}}}

    t.append((call("search_entries", content_type="productPage", query="Trailblazer", select="sys,fields.title,fields.slug", limit=10), pj({
        "sys": {"type": "Array"}, "total": 2, "skip": 0, "limit": 10,
        "items": [brief(s45, "Trailblazer 45L Backpack", "trailblazer-45l-backpack"), brief(s30, "Trailblazer 30L Daypack", "trailblazer-30l-daypack")]})))
    t.append((call("get_entry", entry_id=e45), pj({"metadata": {"tags": [{"sys": {"type": "Link", "linkType": "Tag", "id": "bf2024"}}], "concepts": []}, "sys": s45, "fields": f45})))
    f45b = {**f45, "price": {"en-US": 159.0}, "compareAtPrice": {"en-US": 179.0}, "heroHeadline": {"en-US": "Carry the whole weekend."}}
    s45b = {**s45, "version": 18, "updatedAt": "2024-11-05T10:14:33.501Z", "updatedBy": me, "fieldStatus": {"*": {"en-US": "changed"}}}
    t.append((call("update_entry", entry_id=e45, version=17, fields={"price": {"en-US": 159.0}, "compareAtPrice": {"en-US": 179.0}, "heroHeadline": {"en-US": "Carry the whole weekend."}}),
              pj({"metadata": {"tags": [{"sys": {"type": "Link", "linkType": "Tag", "id": "bf2024"}}], "concepts": []}, "sys": s45b, "fields": f45b})))
    s45c = {**s45b, "version": 19, "publishedVersion": 18, "publishedCounter": 7, "publishedAt": "2024-11-05T10:15:02.117Z", "updatedAt": "2024-11-05T10:15:02.117Z",
            "publishedBy": me, "fieldStatus": {"*": {"en-US": "published"}}}
    t.append((call("publish_entry", entry_id=e45, version=18), pj({"metadata": {"tags": [{"sys": {"type": "Link", "linkType": "Tag", "id": "bf2024"}}], "concepts": []}, "sys": s45c, "fields": f45b})))
    t.append((call("search_entries", content_type="productPage", filters={"fields.slug[in]": "trailblazer-45l-backpack,trailblazer-30l-daypack"}, select="sys,fields.title,fields.slug", limit=10), pj({
        "sys": {"type": "Array"}, "total": 2, "skip": 0, "limit": 10,
        "items": [brief(s45c, "Trailblazer 45L Backpack", "trailblazer-45l-backpack"), brief(s30, "Trailblazer 30L Daypack", "trailblazer-30l-daypack")]})))
    t.append((call("get_asset", asset_id="6Tp3Wq8Lm1Zx5Ck9Rv2Bn0"), pj({
        "metadata": {"tags": [], "concepts": []},
        "sys": {"space": {"sys": {"type": "Link", "linkType": "Space", "id": space}}, "id": "6Tp3Wq8Lm1Zx5Ck9Rv2Bn0", "type": "Asset", "createdAt": "2024-02-19T13:31:48.010Z",
                "updatedAt": "2024-03-05T07:58:40.622Z", "environment": {"sys": {"id": env, "type": "Link", "linkType": "Environment"}}, "publishedVersion": 4,
                "publishedAt": "2024-03-05T07:58:40.622Z", "firstPublishedAt": "2024-02-19T13:33:02.905Z", "createdBy": editor, "updatedBy": editor, "publishedCounter": 2,
                "version": 5, "publishedBy": editor},
        "fields": {"title": {"en-US": "Trailblazer 45L – Moss – hero"}, "description": {"en-US": "Hiker on a ridge wearing the Trailblazer 45L in Moss"},
                   "file": {"en-US": {"url": "//images.ctfassets.net/7xq2m9k4vb1n/6Tp3Wq8Lm1Zx5Ck9Rv2Bn0/3c9e1f0a7b52d84e6f0a1c2b3d4e5f60/trailblazer45-moss-hero.jpg",
                                      "details": {"size": 2_418_903, "image": {"width": 3000, "height": 2000}}, "fileName": "trailblazer45-moss-hero.jpg", "contentType": "image/jpeg"}}}})))
    rs.add(task="mcp", tid="h45-mcp-19", system=system, turns=t, state=state)


# BambooHR: bad
def t20(rs: RowSet) -> None:
    me_uid = "2290"
    types = {"Vacation": ("78", "palm-trees"), "Sick": ("79", "thermometer"), "Bereavement": ("80", "heart"), "Jury Duty": ("81", "scale"), "Parental Leave": ("82", "baby-carriage")}
    emps = {"412": "Lena Hoffmann", "418": "Priya Raman", "422": "Sophie Laurent", "431": "Marco Rossi", "439": "Ben Carter", "445": "Aisha Bello",
            "457": "Daniel Kim", "468": "Tom Walsh", "473": "Yuki Tanaka"}
    hol = {"2025-04-18", "2025-04-21"}

    def days(start: str, end: str) -> dict[str, str]:
        d0, d1 = datetime.fromisoformat(start), datetime.fromisoformat(end)
        out = {}
        while d0 <= d1:
            k = d0.date().isoformat()
            if d0.weekday() < 5:
                out[k] = "0" if k in hol else "1"
            d0 += timedelta(days=1)
        return out

    def req(rid: str, emp: str, typ: str, start: str, end: str, status: str, changed: str, by: str, created: str, note: str | None, mgr: str | None = None) -> dict[str, Any]:
        ds = days(start, end)
        amt = sum(int(v) for v in ds.values())
        notes: dict[str, str] = {}
        if note:
            notes["employee"] = note
        if mgr:
            notes["manager"] = mgr
        return {"id": rid, "employeeId": emp, "status": {"lastChanged": changed, "lastChangedByUserId": by, "status": status}, "name": emps[emp],
                "start": start, "end": end, "created": created, "type": {"id": types[typ][0], "name": typ, "icon": types[typ][1]},
                "amount": {"unit": "days", "amount": str(amt)}, "actions": {"view": True, "edit": True, "cancel": status != "denied", "approve": status == "requested", "deny": status == "requested", "bypass": True},
                "dates": ds, "notes": notes or []}

    system = mcp_system("bamboohr", "BambooHR API v1 for company 'northbeam' (API key of HR coordinator Nadia Petrov, user 2290)", [
        tool("get_time_off_types", "List time-off types and default hours.", {}, []),
        tool("list_time_off_requests", "List time-off requests in a date range, optionally by status/employee/type.", {"start": S, "end": S, "status": S, "employeeId": S, "type": S}, ["start", "end"]),
        tool("get_time_off_balances", "Estimate an employee's time-off balances as of a date.", {"employeeId": S, "end": S}, ["employeeId"]),
        tool("change_request_status", "Approve, deny or cancel a time-off request.", {"requestId": S, "status": S, "note": S}, ["requestId", "status"]),
        tool("add_time_off_request", "Create a time-off request for an employee (HR may create it pre-approved).", {"employeeId": S, "timeOffTypeId": S, "start": S, "end": S, "status": S, "amount": NUM, "notes": A}, ["employeeId", "timeOffTypeId", "start", "end", "status"]),
        tool("get_employee_directory", "Company directory.", {"department": S}, []),
        tool("get_employee", "Get selected fields of an employee.", {"employeeId": S, "fields": S}, ["employeeId", "fields"]),
        tool("whos_out", "Who's out (approved time off and company holidays) in a date range.", {"start": S, "end": S}, ["start", "end"]),
    ])
    state = ("BambooHR, company subdomain 'northbeam'. Acting as Nadia Petrov (HR coordinator, user 2290). Tuesday 2025-03-04, ~11:00 CET. Company "
             "holidays: Good Friday 2025-04-18 and Easter Monday 2025-04-21. Policy: the Support team has a release freeze 2025-04-07..04-11 (no "
             "vacation). Daniel Kim asked HR by email to book vacation 2025-04-14..04-18; managers approved it already.")
    t: list[tuple[str, str]] = []
    t.append((call("get_time_off_types"), pj({"timeOffTypes": [
        {"id": tid, "name": n, "units": "days", "color": c, "icon": ic} for n, (tid, ic), c in zip(types, types.values(), ["5AA1E6", "F28E2B", "7D7D7D", "B07AA1", "59A14F"])],
        "defaultHours": [{"name": "Saturday", "amount": "0"}, {"name": "Sunday", "amount": "0"}, {"name": "default", "amount": "8"}]})))
    pend = [
        req("2871", "412", "Vacation", "2025-03-17", "2025-03-21", "requested", "2025-02-20", "3318", "2025-02-20", "Family trip to Porto"),
        req("2874", "431", "Vacation", "2025-04-07", "2025-04-11", "requested", "2025-02-24", "3327", "2025-02-24", "Wedding in Verona"),
        req("2876", "445", "Vacation", "2025-04-22", "2025-04-25", "requested", "2025-02-26", "3341", "2025-02-26", None),
        req("2879", "468", "Jury Duty", "2025-03-26", "2025-03-26", "requested", "2025-03-01", "3355", "2025-03-01", "Summons attached in Files"),
        req("2880", "473", "Vacation", "2025-04-14", "2025-04-16", "requested", "2025-03-03", "3362", "2025-03-03", None),
    ]
    t.append((call("list_time_off_requests", start="2025-03-01", end="2025-04-30", status="requested"), pj(pend)))
    t.append((call("get_time_off_balances", employeeId="412", end="2025-03-21"), pj([
        {"timeOffType": "78", "name": "Vacation", "units": "days", "balance": "14.5", "end": "2025-03-21", "policyType": "accruing", "usedYearToDate": "3.0"},
        {"timeOffType": "79", "name": "Sick", "units": "days", "balance": "9.0", "end": "2025-03-21", "policyType": "accruing", "usedYearToDate": "1.0"},
        {"timeOffType": "80", "name": "Bereavement", "units": "days", "balance": "0.0", "end": "2025-03-21", "policyType": "discretionary", "usedYearToDate": "0.0"},
        {"timeOffType": "81", "name": "Jury Duty", "units": "days", "balance": "0.0", "end": "2025-03-21", "policyType": "discretionary", "usedYearToDate": "0.0"},
    ])))
    t.append((call("change_request_status", requestId="2871", status="approved", note="Approved – enjoy Porto!"), mcp_text("Time off request 2871 status changed to 'approved'.")))
    t.append((call("change_request_status", requestId="2874", status="denied", note="Sorry Marco – Support release freeze 7–11 April. Could you move it by a week?"), mcp_text("Time off request 2874 status changed to 'denied'.")))
    directory = [
        ("412", "Lena Hoffmann", "Senior Support Engineer", "Customer Support", "Berlin", "lena.hoffmann@northbeam.com"),
        ("418", "Priya Raman", "Product Manager", "Product", "Berlin", "priya.raman@northbeam.com"),
        ("422", "Sophie Laurent", "UX Researcher", "Product", "Remote – France", "sophie.laurent@northbeam.com"),
        ("431", "Marco Rossi", "Support Engineer", "Customer Support", "Berlin", "marco.rossi@northbeam.com"),
        ("439", "Ben Carter", "Account Executive", "Sales", "London", "ben.carter@northbeam.com"),
        ("445", "Aisha Bello", "Data Analyst", "Data", "London", "aisha.bello@northbeam.com"),
        ("457", "Daniel Kim", "Backend Engineer", "Engineering", "Berlin", "daniel.kim@northbeam.com"),
        ("468", "Tom Walsh", "Finance Manager", "Finance", "London", "tom.walsh@northbeam.com"),
        ("473", "Yuki Tanaka", "Frontend Engineer", "Engineering", "Remote – Germany", "yuki.tanaka@northbeam.com"),
    ]
    t.append((call("get_employee_directory"), pj({
        "fields": [{"id": "displayName", "type": "text", "name": "Display name"}, {"id": "jobTitle", "type": "list", "name": "Job title"}, {"id": "department", "type": "list", "name": "Department"},
                   {"id": "location", "type": "list", "name": "Location"}, {"id": "workEmail", "type": "email", "name": "Work Email"}],
        "employees": [{"id": i, "displayName": n, "firstName": n.split()[0], "lastName": n.split()[1], "jobTitle": j, "department": d, "location": loc, "workEmail": em,
                       "photoUploaded": i not in ("439", "468"), "photoUrl": f"https://images7.bamboohr.com/northbeam/photos/{i}-0-4.jpg"} for i, n, j, d, loc, em in directory]})))
    dk = req("2893", "457", "Vacation", "2025-04-14", "2025-04-18", "approved", "2025-03-04", me_uid, "2025-03-04", "Booked by HR on Daniel's request (email 03.03.)")
    t.append((call("add_time_off_request", employeeId="457", timeOffTypeId="78", start="2025-04-14", end="2025-04-18", status="approved", notes=[{"from": "manager", "note": "Booked by HR on Daniel's request (email 03.03.)"}]),
              pj({**dk, "notes": {"manager": "Booked by HR on Daniel's request (email 03.03.)"}})))
    t.append((call("get_employee", employeeId="457", fields="firstName,lastName,jobTitle,department,location,supervisor,hireDate,workEmail,status"), pj({
        "id": "457", "firstName": "Daniel", "lastName": "Kim", "jobTitle": "Backend Engineer", "department": "Engineering", "location": "Berlin",
        "supervisor": "Julia Brandt", "hireDate": "2022-08-01", "workEmail": "daniel.kim@northbeam.com", "status": "Active"})))
    t.append((call("change_request_status", requestId="2876", status="approved", note=""), mcp_text("Time off request 2876 status changed to 'approved'.")))
    t.append((call("whos_out", start="2025-04-01", end="2025-04-30"), pj([
        {"id": 2859, "type": "timeOff", "employeeId": 422, "name": "Sophie Laurent", "start": "2025-04-01", "end": "2025-04-04"},
        {"id": 2893, "type": "timeOff", "employeeId": 457, "name": "Daniel Kim", "start": "2025-04-14", "end": "2025-04-18"},
        {"id": 112, "type": "holiday", "name": "Good Friday", "start": "2025-04-18", "end": "2025-04-18"},
        {"id": 113, "type": "holiday", "name": "Easter Monday", "start": "2025-04-21", "end": "2025-04-21"},
        {"id": 2876, "type": "timeOff", "employeeId": 445, "name": "Aisha Bello", "start": "2025-04-22", "end": "2025-04-25"},
        {"id": 2862, "type": "timeOff", "employeeId": 439, "name": "Ben Carter", "start": "2025-04-28", "end": "2025-04-30"},
    ])))
    approved = [
        req("2851", "418", "Vacation", "2025-03-03", "2025-03-07", "approved", "2025-02-11", "3301", "2025-02-10", "Ski week"),
        req("2859", "422", "Vacation", "2025-04-01", "2025-04-04", "approved", "2025-02-18", "3301", "2025-02-17", None),
        req("2862", "439", "Vacation", "2025-04-28", "2025-04-30", "approved", "2025-02-19", "3309", "2025-02-19", "Moving house"),
        {**pend[0], "status": {"lastChanged": "2025-03-04", "lastChangedByUserId": me_uid, "status": "approved"}, "notes": {"employee": "Family trip to Porto", "manager": "Approved – enjoy Porto!"},
         "actions": {"view": True, "edit": True, "cancel": True, "approve": False, "deny": False, "bypass": True}},
        {**pend[2], "status": {"lastChanged": "2025-03-04", "lastChangedByUserId": me_uid, "status": "approved"},
         "actions": {"view": True, "edit": True, "cancel": True, "approve": False, "deny": False, "bypass": True}},
    ]
    t.append((call("list_time_off_requests", start="2025-03-01", end="2025-04-30", status="approved"), pj(approved)))
    t.append((call("get_time_off_balances", employeeId="412", end="2025-03-21"), pj([
        {"timeOffType": "78", "name": "Vacation", "units": "days", "balance": "9.5", "end": "2025-03-21", "policyType": "accruing", "usedYearToDate": "8.0"},
        {"timeOffType": "79", "name": "Sick", "units": "days", "balance": "9.0", "end": "2025-03-21", "policyType": "accruing", "usedYearToDate": "1.0"},
        {"timeOffType": "80", "name": "Bereavement", "units": "days", "balance": "0.0", "end": "2025-03-21", "policyType": "discretionary", "usedYearToDate": "0.0"},
        {"timeOffType": "81", "name": "Jury Duty", "units": "days", "balance": "0.0", "end": "2025-03-21", "policyType": "discretionary", "usedYearToDate": "0.0"},
    ])))
    rs.add(task="mcp", tid="h45-mcp-20", system=system, turns=t, state=state, bad=True, turn=11,
           kind="time-off request created (approved) earlier is missing from the approved-requests list")


# Neo4j: clean
def t21(rs: RowSet) -> None:
    svc = {  # name: (tier, owner, language)
        "api-gateway": (1, "platform", "go"), "auth-service": (1, "identity", "go"), "cart-service": (1, "checkout-eng", "kotlin"),
        "catalog-service": (2, "catalog-eng", "java"), "checkout-api": (1, "checkout-eng", "kotlin"), "feature-store": (2, "data-platform", "python"),
        "inventory-service": (1, "fulfilment-eng", "java"), "legacy-promo-engine": (3, "checkout-eng", "php"), "notif-svc": (2, "platform", "node"),
        "order-service": (1, "fulfilment-eng", "java"), "payment-service": (1, "payments-eng", "go"), "pricing-service": (1, "catalog-eng", "kotlin"),
        "search-service": (2, "search-eng", "rust"), "shipping-service": (2, "fulfilment-eng", "java"),
    }
    edges = [
        ("api-gateway", "auth-service", "grpc", True), ("api-gateway", "catalog-service", "http", True), ("api-gateway", "search-service", "http", False),
        ("api-gateway", "cart-service", "http", True), ("api-gateway", "checkout-api", "http", True), ("api-gateway", "order-service", "http", True),
        ("checkout-api", "cart-service", "http", True), ("checkout-api", "payment-service", "grpc", True), ("checkout-api", "pricing-service", "grpc", True),
        ("checkout-api", "legacy-promo-engine", "http", False), ("checkout-api", "inventory-service", "grpc", True),
        ("cart-service", "pricing-service", "grpc", True), ("cart-service", "catalog-service", "http", False), ("cart-service", "inventory-service", "grpc", False),
        ("order-service", "payment-service", "grpc", True), ("order-service", "inventory-service", "grpc", True), ("order-service", "shipping-service", "kafka", False),
        ("order-service", "notif-svc", "kafka", False), ("order-service", "auth-service", "grpc", True),
        ("payment-service", "auth-service", "grpc", True), ("payment-service", "notif-svc", "kafka", False),
        ("pricing-service", "catalog-service", "grpc", True), ("pricing-service", "legacy-promo-engine", "http", False),
        ("search-service", "catalog-service", "kafka", False), ("search-service", "feature-store", "grpc", False),
        ("shipping-service", "inventory-service", "grpc", False), ("shipping-service", "notif-svc", "kafka", False),
        ("catalog-service", "inventory-service", "grpc", False), ("inventory-service", "notif-svc", "kafka", False),
        ("auth-service", "notif-svc", "kafka", False), ("legacy-promo-engine", "catalog-service", "http", False),
    ]
    assert len(edges) == 31
    system = mcp_system("neo4j-cypher", "mcp-neo4j-cypher against the service-catalog graph (Neo4j 5.20, database 'servicemap')", [
        tool("get_neo4j_schema", "List node labels, their properties and relationships.", {}, []),
        tool("read_neo4j_cypher", "Execute a read Cypher query; returns a list of records.", {"query": S, "params": OBJ}, ["query"]),
        tool("write_neo4j_cypher", "Execute a write Cypher query; returns the update counters.", {"query": S, "params": OBJ}, ["query"]),
    ])
    state = ("Neo4j 5.20 (database 'servicemap'), the platform team's service dependency graph: (:Service)-[:DEPENDS_ON {protocol, critical}]->(:Service), "
             "(:Service)-[:OWNED_BY]->(:Team), (:Service)-[:USES]->(:Datastore). ADR-042 changes: checkout-api now calls the new fraud-scoring service "
             "(tier 1, risk-eng, python, reads from feature-store); checkout-api no longer calls legacy-promo-engine; notif-svc was renamed notification-service.")
    t: list[tuple[str, str]] = []
    t.append((call("get_neo4j_schema"), pj([
        {"label": "Service", "attributes": {"name": "STRING unique indexed", "tier": "INTEGER", "owner": "STRING", "language": "STRING", "repo": "STRING"},
         "relationships": {"DEPENDS_ON": "Service", "OWNED_BY": "Team", "USES": "Datastore"}},
        {"label": "Team", "attributes": {"name": "STRING unique indexed", "slack": "STRING", "oncall": "STRING"}, "relationships": {}},
        {"label": "Datastore", "attributes": {"name": "STRING unique indexed", "kind": "STRING", "engine": "STRING"}, "relationships": {}},
    ])))
    t.append((call("read_neo4j_cypher", query="MATCH (s:Service) RETURN s.name AS name, s.tier AS tier, s.owner AS owner, s.language AS language ORDER BY name"),
              pj([{"name": n, "tier": v[0], "owner": v[1], "language": v[2]} for n, v in sorted(svc.items())])))
    q_count = "MATCH (s:Service) WITH count(s) AS services MATCH (:Service)-[r:DEPENDS_ON]->(:Service) RETURN services, count(r) AS depends_on"
    t.append((call("read_neo4j_cypher", query=q_count), pj([{"services": len(svc), "depends_on": len(edges)}])))
    q_deps = "MATCH (:Service {name: $name})-[r:DEPENDS_ON]->(d:Service) RETURN d.name AS dependency, d.tier AS tier, r.protocol AS protocol, r.critical AS critical ORDER BY dependency"

    def deps(name: str) -> str:
        return pj([{"dependency": b, "tier": svc[b][0], "protocol": p, "critical": c} for a, b, p, c in sorted(edges, key=lambda e: e[1]) if a == name])

    t.append((call("read_neo4j_cypher", query=q_deps, params={"name": "checkout-api"}), deps("checkout-api")))
    svc["fraud-scoring"] = (1, "risk-eng", "python")
    t.append((call("write_neo4j_cypher", query="CREATE (s:Service {name: 'fraud-scoring', tier: 1, owner: 'risk-eng', language: 'python', repo: 'github.com/northbeam/fraud-scoring'}) WITH s MATCH (t:Team {name: 'risk-eng'}) CREATE (s)-[:OWNED_BY]->(t)"),
              pj({"_contains_updates": True, "labels_added": 1, "relationships_created": 1, "nodes_created": 1, "properties_set": 5})))
    edges += [("checkout-api", "fraud-scoring", "grpc", True), ("fraud-scoring", "feature-store", "grpc", True)]
    t.append((call("write_neo4j_cypher", query="MATCH (c:Service {name: 'checkout-api'}), (f:Service {name: 'fraud-scoring'}), (fs:Service {name: 'feature-store'}) CREATE (c)-[:DEPENDS_ON {protocol: 'grpc', critical: true}]->(f), (f)-[:DEPENDS_ON {protocol: 'grpc', critical: true}]->(fs)"),
              pj({"_contains_updates": True, "relationships_created": 2, "properties_set": 4})))
    edges = [e for e in edges if (e[0], e[1]) != ("checkout-api", "legacy-promo-engine")]
    t.append((call("write_neo4j_cypher", query="MATCH (:Service {name: 'checkout-api'})-[r:DEPENDS_ON]->(:Service {name: 'legacy-promo-engine'}) DELETE r"),
              pj({"_contains_updates": True, "relationships_deleted": 1})))
    svc["notification-service"] = svc.pop("notif-svc")
    edges = [(a, "notification-service" if b == "notif-svc" else b, p, c) for a, b, p, c in edges]
    t.append((call("write_neo4j_cypher", query="MATCH (s:Service {name: 'notif-svc'}) SET s.name = 'notification-service'"), pj({"_contains_updates": True, "properties_set": 1})))
    t.append((call("read_neo4j_cypher", query=q_deps, params={"name": "checkout-api"}), deps("checkout-api")))
    t.append((call("read_neo4j_cypher", query=q_count), pj([{"services": len(svc), "depends_on": len(edges)}])))
    indeg = {n: sum(1 for e in edges if e[1] == n) for n in svc}
    rows = sorted(({"service": n, "tier": svc[n][0], "owner": svc[n][1], "dependents": indeg[n]} for n in svc), key=lambda r: (-r["dependents"], r["service"]))
    t.append((call("read_neo4j_cypher", query="MATCH (s:Service) OPTIONAL MATCH (s)<-[r:DEPENDS_ON]-(:Service) RETURN s.name AS service, s.tier AS tier, s.owner AS owner, count(r) AS dependents ORDER BY dependents DESC, service"), pj(rows)))
    rs.add(task="mcp", tid="h45-mcp-21", system=system, turns=t, state=state)


# Unleash: bad
def t22(rs: RowSet) -> None:
    proj = "growth"
    sid = {"production": "3b7e1c92-5a04-4d6f-9e28-c1f0a8d3b547", "staging": "8d2f6a10-c47e-4b93-a5d1-0e9c3b7f2a68", "development": "f1a94c07-2e6b-4d58-8c3a-7b0e5d1f9c24"}

    def strat(env: str, rollout: str) -> dict[str, Any]:
        return {"id": sid[env], "name": "flexibleRollout", "title": "", "disabled": False, "featureName": "pricing-page-v3", "sortOrder": 0, "segments": [],
                "constraints": [] if env != "production" else [{"values": ["DE", "AT", "CH", "NL"], "inverted": False, "operator": "IN", "contextName": "country", "caseInsensitive": False}],
                "variants": [], "parameters": {"groupId": "pricing-page-v3", "rollout": rollout, "stickiness": "default"}}

    def feature(prod_rollout: str, staging_on: bool) -> str:
        return pj({"name": "pricing-page-v3", "type": "release", "description": "Annual-first pricing page layout (EXP-31)", "project": proj, "stale": False,
                   "impressionData": True, "archived": False, "createdAt": "2024-11-18T09:42:17.330Z", "lastSeenAt": "2024-12-12T10:58:44.000Z", "favorite": False,
                   "dependencies": [], "children": [], "lifecycle": {"stage": "live", "enteredStageAt": "2024-12-02T08:15:09.114Z"},
                   "collaborators": {"users": [{"id": 14, "name": "Aino Virtanen", "imageUrl": "https://gravatar.com/avatar/6a1f0c3e?s=42&d=retro&r=g"}, {"id": 9, "name": "Oskar Lind", "imageUrl": "https://gravatar.com/avatar/0be4d71a?s=42&d=retro&r=g"}]},
                   "environments": [
                       {"name": "development", "lastSeenAt": "2024-12-12T10:41:02.000Z", "enabled": True, "type": "development", "sortOrder": 100, "variants": [], "strategies": [strat("development", "100")]},
                       {"name": "staging", "lastSeenAt": "2024-12-11T16:20:35.000Z", "enabled": staging_on, "type": "test", "sortOrder": 200, "variants": [], "strategies": [strat("staging", "100")]},
                       {"name": "production", "lastSeenAt": "2024-12-12T10:58:44.000Z", "enabled": True, "type": "production", "sortOrder": 300, "variants": [], "strategies": [strat("production", prod_rollout)]},
                   ], "variants": [], "tags": [{"value": "pricing", "type": "simple"}, {"value": "exp-31", "type": "simple"}]})

    system = mcp_system("unleash", "Unleash 6.3 Admin API (project 'growth', personal access token of Aino Virtanen)", [
        tool("list_features", "List feature flags of a project with per-environment state.", {"projectId": S}, ["projectId"]),
        tool("get_feature", "Get a feature flag with environments and strategies.", {"projectId": S, "featureName": S}, ["projectId", "featureName"]),
        tool("update_strategy", "Replace a strategy's parameters/constraints in one environment.", {"projectId": S, "featureName": S, "environment": S, "strategyId": S, "name": S, "parameters": OBJ, "constraints": A}, ["projectId", "featureName", "environment", "strategyId", "parameters"]),
        tool("toggle_environment", "Turn a feature on or off in one environment.", {"projectId": S, "featureName": S, "environment": S, "enabled": B}, ["projectId", "featureName", "environment", "enabled"]),
        tool("get_feature_metrics", "Evaluation counts (yes/no) per environment for the last hours.", {"featureName": S, "hoursBack": INT}, ["featureName"]),
    ])
    state = ("Unleash 6.3 at https://unleash.northbeam.internal, project 'growth'. Acting as Aino Virtanen. 2024-12-12 ~11:00 UTC. EXP-31 week 2: raise "
             "pricing-page-v3 in production from 10% to 25% (keep the DACH+NL country constraint) and enable it in staging for QA.")
    t: list[tuple[str, str]] = []
    feats = [
        ("annual-plan-default", "experiment", True, "2024-06-03T12:10:44.912Z", "2024-12-12T10:57:31.000Z", {"development": True, "staging": True, "production": True}),
        ("kill-switch-paypal", "kill-switch", False, "2023-11-20T08:02:19.400Z", "2024-12-12T10:59:02.000Z", {"development": True, "staging": True, "production": True}),
        ("new-signup-form", "release", True, "2024-04-15T14:27:50.221Z", "2024-12-12T10:58:55.000Z", {"development": True, "staging": True, "production": True}),
        ("onboarding-checklist", "release", False, "2024-10-28T10:05:13.018Z", "2024-12-12T10:58:10.000Z", {"development": True, "staging": True, "production": False}),
        ("pricing-page-v3", "release", False, "2024-11-18T09:42:17.330Z", "2024-12-12T10:58:44.000Z", {"development": True, "staging": False, "production": True}),
        ("referral-banner", "experiment", False, "2024-11-25T15:48:36.705Z", "2024-12-12T10:56:29.000Z", {"development": True, "staging": True, "production": True}),
    ]
    t.append((call("list_features", projectId=proj), pj({"version": 2, "features": [
        {"type": ty, "name": n, "createdAt": c, "lastSeenAt": ls, "stale": st, "favorite": False, "impressionData": n in ("pricing-page-v3", "referral-banner"), "archivedAt": None,
         "environments": [{"name": e, "enabled": on, "type": {"development": "development", "staging": "test", "production": "production"}[e], "sortOrder": {"development": 100, "staging": 200, "production": 300}[e],
                           "hasStrategies": True, "hasEnabledStrategies": True} for e, on in envs.items()]} for n, ty, st, c, ls, envs in feats]})))
    t.append((call("get_feature", projectId=proj, featureName="pricing-page-v3"), feature("10", False)))
    new = strat("production", "25")
    t.append((call("update_strategy", projectId=proj, featureName="pricing-page-v3", environment="production", strategyId=sid["production"], name="flexibleRollout",
                   parameters={"groupId": "pricing-page-v3", "rollout": "25", "stickiness": "default"}, constraints=new["constraints"]), pj(new)))
    t.append((call("toggle_environment", projectId=proj, featureName="pricing-page-v3", environment="staging", enabled=True), mcp_text("200 OK – pricing-page-v3 enabled in environment 'staging'.")))
    t.append((call("get_feature", projectId=proj, featureName="pricing-page-v3"), feature("10", True)))
    t.append((call("get_feature_metrics", featureName="pricing-page-v3", hoursBack=1), pj({
        "version": 1, "maturity": "stable", "featureName": "pricing-page-v3",
        "lastHourUsage": [
            {"featureName": "pricing-page-v3", "appName": "storefront-web", "environment": "production", "timestamp": {"grain": "hour", "startedAt": "2024-12-12T10:00:00.000Z"}, "yes": 1288, "no": 11364},
            {"featureName": "pricing-page-v3", "appName": "storefront-web", "environment": "development", "timestamp": {"grain": "hour", "startedAt": "2024-12-12T10:00:00.000Z"}, "yes": 57, "no": 0},
            {"featureName": "pricing-page-v3", "appName": "storefront-bff", "environment": "production", "timestamp": {"grain": "hour", "startedAt": "2024-12-12T10:00:00.000Z"}, "yes": 402, "no": 3511},
        ],
        "seenApplications": ["storefront-bff", "storefront-web"]})))
    rs.add(task="mcp", tid="h45-mcp-22", system=system, turns=t, state=state, bad=True, turn=5,
           kind="production rollout percentage reads back as the old 10% after it was set to 25%")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
