# ruff: noqa: E501
"""Held-out set 52, domain ``mcp``: 22 MCP-server trajectories, 11 with exactly one contradiction.

Each trajectory drives a different data, content or operations service (BigQuery, Snowflake, dbt Cloud,
Airflow, Databricks, Metabase, Mixpanel, PostHog, Confluence, Google Drive/Docs/Sheets, Dropbox,
WordPress, Contentful, Webflow, PagerDuty, Opsgenie, Statuspage, Cloudflare, Vercel, Netlify). The clean
ones are full of legitimate changes (edits, renames, deletions, restarts, pagination, moving clocks); the
others hold one observation that contradicts what an earlier one established.
"""

from __future__ import annotations

import calendar
import json
from datetime import datetime
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
    mcp_text,
    pj,
    tool,
)

_HEAD = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

Your goal is to be as faithful as possible to real tool behavior while maintaining consistency, logical correctness, and protocol compliance across the interaction sequence.

## Task Definition

Given:
1. **Historical Context** (Optional): Previous tool calls and their responses in this session
2. **Current Tool Call**: A JSON-formatted function call with name and arguments

Predict the **exact tool response** that would be returned in a real execution environment.

## Core Responsibilities

1. **Response Simulation**: Produce realistic output matching the specific tool's return format (raw or enveloped)
2. **Context Maintenance**: Track and maintain virtual state, resources, and variables across multi-turn interactions
3. **Behavioral Fidelity**: Faithfully reproduce real tool behavior including edge cases, specific error definitions, and side effects
4. **Protocol Compliance**: Respect the output schema defined by the tool (e.g., specific JSON structures vs. plain text)

---

# Environment Management

## State Transitions & Update

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Utility/Meta Tools | Performs internal logic (e.g., "think"), logging, or control flow without external side effects |
| Stateless Tools | Returns computed results without side effects |

## Logical Consistency

Ensure predictions maintain:
- **Causal Coherence**: Resources must be created before they can be queried or modified
- **State Persistence**: Changes made in earlier turns must be reflected in later queries
- **Error Appropriateness**: Operations on non-existent or deleted resources should return errors
- **Type Consistency**: Return values should strictly match the expected schema for each tool

---

# Environment Execution

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools (`export_csv`, `list_datasets`) | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters (`readableTime`) | MCP text wrapper: `{"type":"text","text":"..."}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors (pydantic validation errors for bad arguments, `404 Not Found`, `403 Forbidden`, `status: error\\nmessage: ...`, `Connection timed out after Xs`). Error format varies by tool implementation; infer it from the tool's domain and demonstrations.

---

# Input Definitions & Action Space

You can simulate the following tools:

"""

_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type
   - **Schema Compliance**: If a tool returns a specific JSON structure, strictly adhere to it
   - **Text vs JSON**: Distinguish between tools that return raw text and those that return structured data
   - **CSV vs JSON**: For tabular data tools, use the format shown in demonstrations or inferred from description

2. **State Consistency**: Ensure outputs are consistent with:
   - Previously returned data and created resources
   - Logical state of the simulated environment
   - Established session context and variable bindings

3. **Realistic Details**: Include plausible values for:
   - Resource identifiers (IDs, UUIDs, references)
   - Timestamps and temporal information
   - Counts, measurements, and numerical values
   - Generated content matching domain context

4. **Nondeterminism Handling**:
   - For random or dynamic tools (e.g., "get_random_quote", "get_current_time"), generate plausible, non-repetitive values consistent with the session context.
"""


def system(server: str, tools: list[dict[str, Any]]) -> str:
    """The official MCP world-model prompt, shortened, with this server's tool definitions filled in."""
    return _HEAD + f"Server: `{server}`\n\n" + json.dumps(tools, indent=2, ensure_ascii=False) + _TAIL


def ms(iso: str) -> int:
    """Epoch milliseconds of an ISO timestamp (UTC, optional .fff)."""
    base, _, frac = iso.rstrip("Z").partition(".")
    dt = datetime.strptime(base, "%Y-%m-%dT%H:%M:%S")
    return calendar.timegm(dt.timetuple()) * 1000 + (int(frac[:3].ljust(3, "0")) if frac else 0)


def text(s: str) -> str:
    """A plain-text result in the MCP content wrapper."""
    return mcp_text(s)


# ---------------------------------------------------------------------------------------------------
# 01 BigQuery (clean): CTAS into a scratch dataset, DELETE a row, cached rerun.
# ---------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    tools = [
        tool("list_dataset_ids", "List the datasets of a BigQuery project.", {"project": S}, ["project"]),
        tool("list_table_ids", "List tables in a dataset with type, row count and size.", {"project": S, "dataset": S}, ["project", "dataset"]),
        tool("get_table_info", "Return the schema and metadata of a table.", {"project": S, "dataset": S, "table": S}, ["project", "dataset", "table"]),
        tool("execute_sql", "Run a GoogleSQL statement. With dry_run=true only validates it and estimates bytes processed.", {"query": S, "dry_run": B}, ["query"]),
    ]
    proj = "acme-analytics-prod"
    q_status = ("SELECT status, COUNT(*) AS n, ROUND(SUM(total_amount), 2) AS revenue\n"
                "FROM `acme-analytics-prod.analytics_core.orders`\n"
                "WHERE order_date BETWEEN '2024-05-01' AND '2024-05-31'\n"
                "GROUP BY status\nORDER BY n DESC")
    rows = [{"status": "completed", "n": "412305", "revenue": "38912448.17"},
            {"status": "cancelled", "n": "18220", "revenue": "1402993.4"},
            {"status": "refunded", "n": "6941", "revenue": "611208.55"},
            {"status": "pending", "n": "2117", "revenue": "187004.9"}]
    schema = [{"name": "status", "type": "STRING", "mode": "NULLABLE"},
              {"name": "n", "type": "INTEGER", "mode": "NULLABLE"},
              {"name": "revenue", "type": "NUMERIC", "mode": "NULLABLE"}]
    turns = [
        (call("list_dataset_ids", project=proj), mcp_text({"project": proj, "datasets": [
            {"datasetId": "analytics_core", "location": "US", "creationTime": "2021-03-04T17:22:10.412Z", "defaultTableExpirationMs": None, "labels": {"team": "data-platform", "tier": "gold"}},
            {"datasetId": "finance_mart", "location": "US", "creationTime": "2022-01-18T09:05:44.031Z", "defaultTableExpirationMs": None, "labels": {"team": "finance"}},
            {"datasetId": "marketing_raw", "location": "US", "creationTime": "2021-07-29T13:40:02.877Z", "defaultTableExpirationMs": "7776000000", "labels": {"source": "fivetran"}},
            {"datasetId": "scratch_jlee", "location": "US", "creationTime": "2024-02-12T15:11:36.250Z", "defaultTableExpirationMs": "604800000", "labels": {"owner": "jlee"}}]})),
        (call("list_table_ids", project=proj, dataset="analytics_core"), mcp_text({"dataset": f"{proj}.analytics_core", "tables": [
            {"tableId": "events_daily", "type": "TABLE", "numRows": "1284551203", "numBytes": "443126874112", "timePartitioning": {"type": "DAY", "field": "event_date"}},
            {"tableId": "order_items", "type": "TABLE", "numRows": "61877402", "numBytes": "9920310784", "timePartitioning": {"type": "DAY", "field": "order_date"}},
            {"tableId": "orders", "type": "TABLE", "numRows": "18204117", "numBytes": "3661459620", "timePartitioning": {"type": "DAY", "field": "order_date"}},
            {"tableId": "sessions", "type": "TABLE", "numRows": "402118900", "numBytes": "71804551168", "timePartitioning": {"type": "DAY", "field": "session_start"}},
            {"tableId": "users", "type": "TABLE", "numRows": "4812330", "numBytes": "1207418880", "timePartitioning": None},
            {"tableId": "v_active_users", "type": "VIEW", "numRows": None, "numBytes": None, "timePartitioning": None}],
            "totalItems": 6})),
        (call("get_table_info", project=proj, dataset="analytics_core", table="orders"), mcp_text({
            "tableReference": {"projectId": proj, "datasetId": "analytics_core", "tableId": "orders"},
            "type": "TABLE", "location": "US", "numRows": "18204117", "numBytes": "3661459620", "numLongTermBytes": "2904117760",
            "creationTime": "2021-03-04T17:30:55.018Z", "lastModifiedTime": "2024-06-11T06:14:02.661Z",
            "timePartitioning": {"type": "DAY", "field": "order_date", "requirePartitionFilter": False},
            "clustering": {"fields": ["status", "customer_id"]},
            "schema": {"fields": [
                {"name": "order_id", "type": "STRING", "mode": "REQUIRED"},
                {"name": "customer_id", "type": "STRING", "mode": "REQUIRED"},
                {"name": "order_date", "type": "DATE", "mode": "REQUIRED"},
                {"name": "status", "type": "STRING", "mode": "NULLABLE", "description": "completed | cancelled | refunded | pending"},
                {"name": "total_amount", "type": "NUMERIC", "mode": "NULLABLE"},
                {"name": "currency", "type": "STRING", "mode": "NULLABLE"},
                {"name": "created_at", "type": "TIMESTAMP", "mode": "NULLABLE"},
                {"name": "updated_at", "type": "TIMESTAMP", "mode": "NULLABLE"}]}})),
        (call("execute_sql", query=q_status, dry_run=True), mcp_text({
            "status": "DONE", "dryRun": True, "statementType": "SELECT", "totalBytesProcessed": "214763520",
            "message": "Query successfully validated. This query will process 214.76 MB when run.",
            "referencedTables": [f"{proj}.analytics_core.orders"]})),
        (call("execute_sql", query=q_status), mcp_text({
            "jobId": "bquxjob_5c2e91a7_18ffd3a4b21", "location": "US", "status": "DONE", "statementType": "SELECT",
            "totalRows": "4", "schema": schema, "rows": rows,
            "totalBytesProcessed": "214763520", "totalBytesBilled": "214958080", "cacheHit": False,
            "startTime": "2024-06-11T14:08:31.204Z", "endTime": "2024-06-11T14:08:33.019Z", "slotMillis": "41872"})),
        (call("execute_sql", query="CREATE OR REPLACE TABLE `acme-analytics-prod.scratch_jlee.orders_may_status` AS\n" + q_status), mcp_text({
            "jobId": "bquxjob_1f07c3de_18ffd3b2e90", "location": "US", "status": "DONE",
            "statementType": "CREATE_TABLE_AS_SELECT", "ddlOperationPerformed": "CREATE",
            "ddlTargetTable": {"projectId": proj, "datasetId": "scratch_jlee", "tableId": "orders_may_status"},
            "totalBytesProcessed": "214763520", "totalBytesBilled": "214958080", "cacheHit": False,
            "message": "This statement created a new table named acme-analytics-prod.scratch_jlee.orders_may_status.",
            "startTime": "2024-06-11T14:09:47.552Z", "endTime": "2024-06-11T14:09:50.138Z"})),
        (call("list_table_ids", project=proj, dataset="scratch_jlee"), mcp_text({"dataset": f"{proj}.scratch_jlee", "tables": [
            {"tableId": "churn_features_v2", "type": "TABLE", "numRows": "4790112", "numBytes": "611882240", "creationTime": "2024-06-07T10:22:19.004Z", "expirationTime": "2024-06-14T10:22:19.004Z"},
            {"tableId": "orders_may_status", "type": "TABLE", "numRows": "4", "numBytes": "92", "creationTime": "2024-06-11T14:09:50.071Z", "expirationTime": "2024-06-18T14:09:50.071Z"},
            {"tableId": "tmp_dedupe_sessions", "type": "TABLE", "numRows": "23108877", "numBytes": "2201006080", "creationTime": "2024-06-10T16:48:03.517Z", "expirationTime": "2024-06-17T16:48:03.517Z"}],
            "totalItems": 3})),
        (call("execute_sql", query="DELETE FROM `acme-analytics-prod.scratch_jlee.orders_may_status` WHERE status = 'pending'"), mcp_text({
            "jobId": "bquxjob_3a9be412_18ffd3c0577", "location": "US", "status": "DONE", "statementType": "DELETE",
            "numDmlAffectedRows": "1", "totalBytesProcessed": "92", "totalBytesBilled": "10485760", "cacheHit": False,
            "startTime": "2024-06-11T14:11:02.306Z", "endTime": "2024-06-11T14:11:03.541Z"})),
        (call("execute_sql", query="SELECT * FROM `acme-analytics-prod.scratch_jlee.orders_may_status` ORDER BY n DESC"), mcp_text({
            "jobId": "bquxjob_62d4f0b8_18ffd3c5a13", "location": "US", "status": "DONE", "statementType": "SELECT",
            "totalRows": "3", "schema": schema, "rows": rows[:3],
            "totalBytesProcessed": "69", "totalBytesBilled": "10485760", "cacheHit": False,
            "startTime": "2024-06-11T14:11:26.880Z", "endTime": "2024-06-11T14:11:27.402Z", "slotMillis": "88"})),
        (call("execute_sql", query=q_status), mcp_text({
            "jobId": "bquxjob_7e15aa20_18ffd3cc0f4", "location": "US", "status": "DONE", "statementType": "SELECT",
            "totalRows": "4", "schema": schema, "rows": rows,
            "totalBytesProcessed": "0", "totalBytesBilled": "0", "cacheHit": True,
            "startTime": "2024-06-11T14:11:52.117Z", "endTime": "2024-06-11T14:11:52.290Z", "slotMillis": "0"})),
    ]
    rs.add("mcp", "h52-mcp-01", system("bigquery", tools), turns, state="Authenticated with application-default credentials as jlee@acme-analytics.com; default project acme-analytics-prod; location US.")


# ---------------------------------------------------------------------------------------------------
# 02 Statuspage (bad): the Webhooks component reverts to its first status in a component listing.
# ---------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    page = "kctbh9vrtdwd"
    tools = [
        tool("statuspage_list_components", "List the components of a status page.", {"page_id": S}, ["page_id"]),
        tool("statuspage_create_incident", "Create a realtime incident.", {"page_id": S, "name": S, "status": S, "body": S, "component_ids": A, "components": OBJ, "deliver_notifications": B}, ["page_id", "name", "status"]),
        tool("statuspage_update_incident", "Post an update to an incident (status, message, component statuses).", {"page_id": S, "incident_id": S, "status": S, "body": S, "components": OBJ}, ["page_id", "incident_id"]),
        tool("statuspage_get_incident", "Get one incident with its updates.", {"page_id": S, "incident_id": S}, ["page_id", "incident_id"]),
        tool("statuspage_list_unresolved_incidents", "List incidents that are not resolved or postmortem.", {"page_id": S}, ["page_id"]),
    ]
    grp = "w0d2j7k4c9pl"

    def comp(cid: str, name: str, status: str, pos: int, upd: str, desc: str) -> dict[str, Any]:
        return {"id": cid, "page_id": page, "group_id": grp, "created_at": "2021-09-14T10:02:55.118Z", "updated_at": upd,
                "group": False, "name": name, "description": desc, "position": pos, "status": status, "showcase": True,
                "only_show_if_degraded": False, "automation_email": f"component+{cid}@notifications.statuspage.io", "start_date": "2021-09-14"}

    def comps(webhooks: tuple[str, str], sso: tuple[str, str]) -> list[dict[str, Any]]:
        return [
            {"id": grp, "page_id": page, "group_id": None, "created_at": "2021-09-14T10:02:55.118Z", "updated_at": "2023-02-07T08:31:40.662Z", "group": True, "name": "Core Platform", "description": None, "position": 1, "status": "operational", "showcase": False, "components": ["8y2lk5m0zc1q", "r4p9w3xv7n2d", "tq6bm1s8hj0f", "b2n7c5xk9w4r", "m9f3q0z8v6ty"]},
            comp("8y2lk5m0zc1q", "API", "operational", 2, "2024-06-03T22:15:09.410Z", "REST and GraphQL API (api.northwind.io)"),
            comp("r4p9w3xv7n2d", "Dashboard", "operational", 3, "2024-05-21T13:44:51.007Z", "Web application (app.northwind.io)"),
            comp("tq6bm1s8hj0f", "Webhooks", webhooks[0], 4, webhooks[1], "Outbound webhook delivery"),
            comp("b2n7c5xk9w4r", "Email Notifications", "operational", 5, "2024-04-30T06:12:27.935Z", "Transactional email"),
            comp("m9f3q0z8v6ty", "SSO / SAML", sso[0], 6, sso[1], "Single sign-on for Enterprise workspaces"),
        ]

    sso_inc = {"id": "h9rv2m3l0c7y", "name": "Intermittent SAML login failures for Okta tenants", "status": "monitoring", "impact": "minor",
               "created_at": "2024-06-11T09:37:12.804Z", "updated_at": "2024-06-11T11:48:03.220Z", "monitoring_at": "2024-06-11T11:48:03.220Z",
               "resolved_at": None, "shortlink": "https://stspg.io/j2Rm8pL", "page_id": page}
    u1 = {"id": "f6z1c8n3q2wy", "incident_id": "p31zjxw6gq8t", "status": "investigating",
          "body": "We are investigating delays of up to 15 minutes in webhook deliveries. Events are not lost and will be delivered once the backlog clears.",
          "created_at": "2024-06-11T14:02:17.561Z", "updated_at": "2024-06-11T14:02:17.561Z", "display_at": "2024-06-11T14:02:17.561Z",
          "deliver_notifications": True,
          "affected_components": [{"code": "tq6bm1s8hj0f", "name": "Webhooks", "old_status": "operational", "new_status": "degraded_performance"}]}
    u2 = {"id": "k0t5v9b2x7mr", "incident_id": "p31zjxw6gq8t", "status": "identified",
          "body": "The delays were caused by a consumer backlog after a message-broker failover. Consumers have been scaled out and queued events are being retried; some deliveries are currently failing.",
          "created_at": "2024-06-11T14:19:44.902Z", "updated_at": "2024-06-11T14:19:44.902Z", "display_at": "2024-06-11T14:19:44.902Z",
          "deliver_notifications": True,
          "affected_components": [{"code": "tq6bm1s8hj0f", "name": "Webhooks", "old_status": "degraded_performance", "new_status": "partial_outage"}]}
    u3 = {"id": "s8q4n1c6w3zd", "incident_id": "p31zjxw6gq8t", "status": "monitoring",
          "body": "The backlog has been drained and deliveries are back to normal latency. We are monitoring the results.",
          "created_at": "2024-06-11T14:41:08.377Z", "updated_at": "2024-06-11T14:41:08.377Z", "display_at": "2024-06-11T14:41:08.377Z",
          "deliver_notifications": True,
          "affected_components": [{"code": "tq6bm1s8hj0f", "name": "Webhooks", "old_status": "partial_outage", "new_status": "operational"}]}

    def inc(status: str, updated: str, updates: list[dict[str, Any]], wh: str, wh_upd: str, **extra: Any) -> dict[str, Any]:
        d = {"id": "p31zjxw6gq8t", "components": [comp("tq6bm1s8hj0f", "Webhooks", wh, 4, wh_upd, "Outbound webhook delivery")],
             "created_at": "2024-06-11T14:02:17.448Z", "impact": "minor", "impact_override": None, "incident_updates": updates,
             "monitoring_at": None, "name": "Delayed webhook deliveries", "page_id": page, "postmortem_body": None,
             "resolved_at": None, "shortlink": "https://stspg.io/k8Xq3vT", "started_at": "2024-06-11T14:02:17.448Z",
             "status": status, "updated_at": updated}
        d.update(extra)
        return d

    sso_res_body = "Okta has confirmed the fix for the certificate rollover issue and SAML logins have succeeded for 2 hours. This incident is resolved."
    turns = [
        (call("statuspage_list_components", page_id=page), pj(comps(("operational", "2024-05-29T17:03:38.251Z"), ("degraded_performance", "2024-06-11T09:37:12.804Z")))),
        (call("statuspage_create_incident", page_id=page, name="Delayed webhook deliveries", status="investigating",
              body=u1["body"], component_ids=["tq6bm1s8hj0f"], components={"tq6bm1s8hj0f": "degraded_performance"}, deliver_notifications=True),
         pj(inc("investigating", "2024-06-11T14:02:17.561Z", [u1], "degraded_performance", "2024-06-11T14:02:17.490Z"))),
        (call("statuspage_list_unresolved_incidents", page_id=page), pj([
            {k: v for k, v in inc("investigating", "2024-06-11T14:02:17.561Z", [u1], "degraded_performance", "2024-06-11T14:02:17.490Z").items() if k != "components"},
            sso_inc])),
        (call("statuspage_update_incident", page_id=page, incident_id="p31zjxw6gq8t", status="identified", body=u2["body"], components={"tq6bm1s8hj0f": "partial_outage"}),
         pj(inc("identified", "2024-06-11T14:19:44.902Z", [u2, u1], "partial_outage", "2024-06-11T14:19:44.836Z"))),
        (call("statuspage_update_incident", page_id=page, incident_id="h9rv2m3l0c7y", status="resolved", body=sso_res_body,
              components={"m9f3q0z8v6ty": "operational"}),
         pj({**sso_inc, "status": "resolved", "updated_at": "2024-06-11T14:23:10.117Z", "resolved_at": "2024-06-11T14:23:10.117Z",
             "components": [comp("m9f3q0z8v6ty", "SSO / SAML", "operational", 6, "2024-06-11T14:23:10.052Z", "Single sign-on for Enterprise workspaces")],
             "incident_updates": [
                 {"id": "g3w8z1m5k0qt", "incident_id": "h9rv2m3l0c7y", "status": "resolved", "body": sso_res_body,
                  "created_at": "2024-06-11T14:23:10.117Z", "display_at": "2024-06-11T14:23:10.117Z",
                  "affected_components": [{"code": "m9f3q0z8v6ty", "name": "SSO / SAML", "old_status": "degraded_performance", "new_status": "operational"}]},
                 {"id": "d7n2q6c9v4xj", "incident_id": "h9rv2m3l0c7y", "status": "monitoring", "body": "A fix has been applied by Okta. We are monitoring SAML logins.",
                  "created_at": "2024-06-11T11:48:03.220Z", "display_at": "2024-06-11T11:48:03.220Z", "affected_components": None},
                 {"id": "b5t0r8m2w6hy", "incident_id": "h9rv2m3l0c7y", "status": "investigating", "body": "Some Enterprise users signing in through Okta are seeing SAML assertion errors.",
                  "created_at": "2024-06-11T09:37:12.804Z", "display_at": "2024-06-11T09:37:12.804Z",
                  "affected_components": [{"code": "m9f3q0z8v6ty", "name": "SSO / SAML", "old_status": "operational", "new_status": "degraded_performance"}]}]})),
        # contradiction: Webhooks back to degraded_performance with its turn-2 timestamp; turn 4 set partial_outage
        (call("statuspage_list_components", page_id=page), pj(comps(("degraded_performance", "2024-06-11T14:02:17.490Z"), ("operational", "2024-06-11T14:23:10.052Z")))),
        (call("statuspage_update_incident", page_id=page, incident_id="p31zjxw6gq8t", status="monitoring", body=u3["body"], components={"tq6bm1s8hj0f": "operational"}),
         pj(inc("monitoring", "2024-06-11T14:41:08.377Z", [u3, u2, u1], "operational", "2024-06-11T14:41:08.301Z", monitoring_at="2024-06-11T14:41:08.377Z"))),
        (call("statuspage_get_incident", page_id=page, incident_id="p31zjxw6gq8t"),
         pj(inc("monitoring", "2024-06-11T14:41:08.377Z", [u3, u2, u1], "operational", "2024-06-11T14:41:08.301Z", monitoring_at="2024-06-11T14:41:08.377Z"))),
    ]
    rs.add("mcp", "h52-mcp-02", system("statuspage", tools), turns, bad=True, turn=6,
           kind="Webhooks is listed as degraded_performance again although turn 4 set it to partial_outage and nothing changed it since.")


# ---------------------------------------------------------------------------------------------------
# 03 Snowflake (bad): a customer's credit limit changes between two reads with no write in between.
# ---------------------------------------------------------------------------------------------------
def _sf_yaml(data_id: str, rows: list[dict[str, Any]]) -> str:
    out = ["type: data", f"data_id: {data_id}", "data:"]
    for r in rows:
        first = True
        for k, v in r.items():
            val = "null" if v is None else (f"'{v}'" if isinstance(v, str) and (":" in v or v[:1].isdigit()) else v)
            out.append(("- " if first else "  ") + f"{k}: {val}")
            first = False
    return "\n".join(out)


def t03(rs: RowSet) -> None:
    tools = [
        tool("list_databases", "List all databases in the Snowflake account.", {}, []),
        tool("list_tables", "List tables in a schema with row counts.", {"database": S, "schema": S}, ["database", "schema"]),
        tool("describe_table", "Get the columns of a table (fully qualified name).", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT query.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query.", {"query": S}, ["query"]),
    ]
    ent = [
        (10442, "Halvorsen Maritime AS", 250000.0, "m.okafor"),
        (10871, "Brightwater Utilities plc", 220000.0, "s.lindqvist"),
        (11209, "Castellane Logistique SA", 185000.0, "m.okafor"),
        (10318, "Vintry & Hale LLP", 150000.0, "r.demir"),
        (12054, "Oberkamp Industrietechnik GmbH", 140000.0, "s.lindqvist"),
        (11736, "Nordlys Energi ASA", 125000.0, "r.demir"),
        (10977, "Marisol Hoteles SL", 110000.0, "a.brennan"),
        (12311, "Kestrel Aerostructures Ltd", 95000.0, "a.brennan"),
    ]
    q3 = ("SELECT CUSTOMER_ID, NAME, SEGMENT, REGION, CREDIT_LIMIT, ACCOUNT_MANAGER FROM SALES_DB.CORE.CUSTOMERS "
          "WHERE SEGMENT = 'ENTERPRISE' AND REGION = 'EMEA' ORDER BY CREDIT_LIMIT DESC LIMIT 8")
    t3rows = [{"CUSTOMER_ID": c, "NAME": n, "SEGMENT": "ENTERPRISE", "REGION": "EMEA", "CREDIT_LIMIT": lim, "ACCOUNT_MANAGER": m} for c, n, lim, m in ent]
    turns = [
        (call("list_databases"), text(_sf_yaml("7c1e9b42-55d0-4a8e-9f13-2b6a0c4d8e71", [
            {"DATABASE_NAME": "ANALYTICS_DEV", "CREATED": "2023-08-14 09:12:40.118 -0700", "OWNER": "TRANSFORMER"},
            {"DATABASE_NAME": "SALES_DB", "CREATED": "2021-02-02 11:48:03.502 -0800", "OWNER": "SYSADMIN"},
            {"DATABASE_NAME": "SNOWFLAKE", "CREATED": "2021-01-27 16:20:11.000 -0800", "OWNER": ""},
            {"DATABASE_NAME": "SNOWFLAKE_SAMPLE_DATA", "CREATED": "2021-01-27 16:24:56.781 -0800", "OWNER": "ACCOUNTADMIN"}]))),
        (call("describe_table", table_name="SALES_DB.CORE.CUSTOMERS"), text(_sf_yaml("e0a4d2f7-3b91-4c6e-8a55-91f2c7b30d18", [
            {"COLUMN_NAME": "CUSTOMER_ID", "DATA_TYPE": "NUMBER(38,0)", "IS_NULLABLE": "NO", "COLUMN_DEFAULT": None, "COMMENT": "Primary key"},
            {"COLUMN_NAME": "NAME", "DATA_TYPE": "VARCHAR(200)", "IS_NULLABLE": "NO", "COLUMN_DEFAULT": None, "COMMENT": None},
            {"COLUMN_NAME": "SEGMENT", "DATA_TYPE": "VARCHAR(32)", "IS_NULLABLE": "YES", "COLUMN_DEFAULT": None, "COMMENT": "SMB | MIDMARKET | ENTERPRISE"},
            {"COLUMN_NAME": "REGION", "DATA_TYPE": "VARCHAR(16)", "IS_NULLABLE": "YES", "COLUMN_DEFAULT": None, "COMMENT": None},
            {"COLUMN_NAME": "CREDIT_LIMIT", "DATA_TYPE": "NUMBER(12,2)", "IS_NULLABLE": "YES", "COLUMN_DEFAULT": "0", "COMMENT": "EUR"},
            {"COLUMN_NAME": "ACCOUNT_MANAGER", "DATA_TYPE": "VARCHAR(64)", "IS_NULLABLE": "YES", "COLUMN_DEFAULT": None, "COMMENT": None},
            {"COLUMN_NAME": "UPDATED_AT", "DATA_TYPE": "TIMESTAMP_NTZ(9)", "IS_NULLABLE": "YES", "COLUMN_DEFAULT": None, "COMMENT": None}]))),
        (call("read_query", query=q3), text(_sf_yaml("4f8b2e60-c1d7-4a39-b0e2-6d5a91c3f7a4", t3rows))),
        # contradiction: 12054 read as 145000.0, turn 3 showed 140000.0, no write in between
        (call("read_query", query="SELECT CUSTOMER_ID, NAME, CREDIT_LIMIT, UPDATED_AT FROM SALES_DB.CORE.CUSTOMERS WHERE CUSTOMER_ID IN (10871, 12054) ORDER BY CUSTOMER_ID"),
         text(_sf_yaml("a27d5c13-8e4f-4b60-9c1a-0f3e7b2d6c95", [
             {"CUSTOMER_ID": 10871, "NAME": "Brightwater Utilities plc", "CREDIT_LIMIT": 220000.0, "UPDATED_AT": "2024-03-28 10:14:55.120"},
             {"CUSTOMER_ID": 12054, "NAME": "Oberkamp Industrietechnik GmbH", "CREDIT_LIMIT": 145000.0, "UPDATED_AT": "2024-05-02 16:41:09.004"}]))),
        (call("write_query", query="UPDATE SALES_DB.CORE.CUSTOMERS SET CREDIT_LIMIT = 240000, UPDATED_AT = CURRENT_TIMESTAMP() WHERE CUSTOMER_ID = 10871"),
         text("[{'number of rows updated': 1, 'number of multi-joined rows updated': 0}]")),
        (call("write_query", query="INSERT INTO SALES_DB.CORE.CREDIT_LIMIT_AUDIT (CUSTOMER_ID, OLD_LIMIT, NEW_LIMIT, CHANGED_BY, REASON) VALUES (10871, 220000, 240000, 'MCP_AGENT', 'Q3 credit review - approved by finance (FIN-2291)')"),
         text("[{'number of rows inserted': 1}]")),
        (call("read_query", query=q3.replace("LIMIT 8", "LIMIT 3")), text(_sf_yaml("5b9e0f24-7d13-4c8a-a6f1-3e2c8d0b4a77", [
            {**t3rows[0]}, {**t3rows[1], "CREDIT_LIMIT": 240000.0}, {**t3rows[2]}]))),
        (call("read_query", query="SELECT AUDIT_ID, CUSTOMER_ID, OLD_LIMIT, NEW_LIMIT, CHANGED_BY, CHANGED_AT FROM SALES_DB.CORE.CREDIT_LIMIT_AUDIT ORDER BY CHANGED_AT DESC LIMIT 3"),
         text(_sf_yaml("c3f61a8d-2e04-4b97-8d5c-7a1b9e0f2c36", [
             {"AUDIT_ID": 5518, "CUSTOMER_ID": 10871, "OLD_LIMIT": 220000.0, "NEW_LIMIT": 240000.0, "CHANGED_BY": "MCP_AGENT", "CHANGED_AT": "2024-06-11 07:26:41.883"},
             {"AUDIT_ID": 5517, "CUSTOMER_ID": 11736, "OLD_LIMIT": 100000.0, "NEW_LIMIT": 125000.0, "CHANGED_BY": "R.DEMIR", "CHANGED_AT": "2024-06-07 13:02:18.440"},
             {"AUDIT_ID": 5516, "CUSTOMER_ID": 20417, "OLD_LIMIT": 15000.0, "NEW_LIMIT": 12000.0, "CHANGED_BY": "A.BRENNAN", "CHANGED_AT": "2024-06-06 09:55:30.017"}]))),
        (call("read_query", query="SELECT CUSTOMER_ID, NAME, CREDIT_LIMIT, UPDATED_AT FROM SALES_DB.CORE.CUSTOMERS WHERE CUSTOMER_ID = 10871"),
         text(_sf_yaml("0d7e3b58-91a2-4f6c-b4e8-2c5f0a9d1e63", [
             {"CUSTOMER_ID": 10871, "NAME": "Brightwater Utilities plc", "CREDIT_LIMIT": 240000.0, "UPDATED_AT": "2024-06-11 07:26:38.512"}]))),
        (call("list_tables", database="SALES_DB", schema="CORE"), text(_sf_yaml("9a4c1d76-0e3b-4f85-a2d9-6b7e5c8f1a02", [
            {"TABLE_NAME": "ACCOUNTS_RECEIVABLE", "TABLE_TYPE": "BASE TABLE", "ROW_COUNT": 418220, "BYTES": 31457280, "LAST_ALTERED": "2024-06-11 05:00:12.330 -0700"},
            {"TABLE_NAME": "CREDIT_LIMIT_AUDIT", "TABLE_TYPE": "BASE TABLE", "ROW_COUNT": 5518, "BYTES": 262144, "LAST_ALTERED": "2024-06-11 07:26:41.883 -0700"},
            {"TABLE_NAME": "CUSTOMERS", "TABLE_TYPE": "BASE TABLE", "ROW_COUNT": 20931, "BYTES": 1835008, "LAST_ALTERED": "2024-06-11 07:26:38.512 -0700"},
            {"TABLE_NAME": "INVOICES", "TABLE_TYPE": "BASE TABLE", "ROW_COUNT": 2716453, "BYTES": 198180864, "LAST_ALTERED": "2024-06-11 05:00:09.871 -0700"},
            {"TABLE_NAME": "V_CUSTOMER_EXPOSURE", "TABLE_TYPE": "VIEW", "ROW_COUNT": None, "BYTES": None, "LAST_ALTERED": "2024-02-19 11:17:45.006 -0800"}]))),
    ]
    rs.add("mcp", "h52-mcp-03", system("mcp-snowflake-server", tools), turns, bad=True, turn=4,
           kind="Customer 12054's CREDIT_LIMIT reads 145000.0 although turn 3 showed 140000.0 and no write touched it.")


# ---------------------------------------------------------------------------------------------------
# 04 dbt Cloud (clean): read a failed run's error, trigger a rerun, watch it finish, run list shifts.
# ---------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    tools = [
        tool("list_jobs", "List jobs in the dbt Cloud account, with their most recent run.", {"project_id": INT, "limit": INT}, []),
        tool("list_jobs_runs", "List runs of a job, newest first.", {"job_id": INT, "limit": INT}, ["job_id"]),
        tool("get_job_run_details", "Get one run with its steps.", {"run_id": INT}, ["run_id"]),
        tool("get_job_run_error", "Return the failing step and error message of a run.", {"run_id": INT}, ["run_id"]),
        tool("trigger_job_run", "Trigger a job run.", {"job_id": INT, "cause": S, "git_branch": S, "steps_override": A}, ["job_id", "cause"]),
    ]
    acct, proj, env = 70471823412, 193212, 218004
    cause = "Manual rerun from MCP after fixing stg_payments"

    def job(jid: int, name: str, steps: list[str], cron: str | None, last: dict[str, Any]) -> dict[str, Any]:
        return {"id": jid, "account_id": acct, "project_id": proj, "environment_id": env if "CI" not in name else 218011,
                "name": name, "job_type": "ci" if "CI" in name else "scheduled", "state": 1,
                "execute_steps": steps, "triggers": {"schedule": cron is not None, "github_webhook": "CI" in name},
                "schedule": {"cron": cron} if cron else None, "most_recent_run": last}

    run_120 = {"id": 318845120, "status": 10, "status_humanized": "Success", "created_at": "2024-06-11T13:00:03Z", "finished_at": "2024-06-11T13:07:42Z"}
    run_004 = {"id": 318839004, "status": 20, "status_humanized": "Error", "created_at": "2024-06-11T12:00:02Z", "finished_at": "2024-06-11T12:08:15Z"}
    run_771 = {"id": 318832771, "status": 10, "status_humanized": "Success", "created_at": "2024-06-11T11:00:04Z", "finished_at": "2024-06-11T11:07:51Z"}

    def runrow(r: dict[str, Any], started: str, dur: str) -> dict[str, Any]:
        return {**r, "job_definition_id": 412887, "environment_id": env, "git_branch": "main", "git_sha": "3c9d1f0e8a52b7c46d19e0f2a8b3c5d7e1f04a69",
                "started_at": started, "duration_humanized": dur, "trigger": {"cause": "Kicked off by schedule"},
                "href": f"https://cloud.getdbt.com/deploy/{acct}/projects/{proj}/runs/{r['id']}/"}

    new = {"id": 318851466, "job_definition_id": 412887, "environment_id": env, "project_id": proj, "account_id": acct,
           "trigger": {"cause": cause, "git_branch": "main"},
           "git_branch": "main", "git_sha": "8e41b2c07d9f3a615e2c8b0d4f7a91c3e6b5d208",
           "created_at": "2024-06-11T13:31:05Z", "href": f"https://cloud.getdbt.com/deploy/{acct}/projects/{proj}/runs/318851466/"}
    steps_base = [
        {"index": 1, "name": "Clone git repository", "status_humanized": "Success", "duration_humanized": "3 seconds"},
        {"index": 2, "name": "Create profile from connection Snowflake PROD", "status_humanized": "Success", "duration_humanized": "0 seconds"},
        {"index": 3, "name": "Invoke dbt with `dbt deps`", "status_humanized": "Success", "duration_humanized": "6 seconds"},
    ]
    step4 = "Invoke dbt with `dbt build --select state:modified+ tag:hourly --defer`"
    turns = [
        (call("list_jobs", project_id=proj), pj({"jobs": [
            job(412887, "Prod – hourly incremental", ["dbt build --select state:modified+ tag:hourly --defer"], "0 * * * *", run_120),
            job(412890, "Prod – nightly full refresh", ["dbt seed", "dbt build --full-refresh --exclude tag:heavy"], "30 2 * * *",
                {"id": 318771045, "status": 10, "status_humanized": "Success", "created_at": "2024-06-11T02:30:01Z", "finished_at": "2024-06-11T03:18:26Z"}),
            job(415102, "CI – PR checks", ["dbt build --select state:modified+"], None,
                {"id": 318848823, "status": 10, "status_humanized": "Success", "created_at": "2024-06-11T13:14:40Z", "finished_at": "2024-06-11T13:19:02Z"}),
            job(419337, "Prod – snapshot customers", ["dbt snapshot --select snap_customers"], "15 */6 * * *",
                {"id": 318818302, "status": 10, "status_humanized": "Success", "created_at": "2024-06-11T12:15:02Z", "finished_at": "2024-06-11T12:16:37Z"})]})),
        (call("list_jobs_runs", job_id=412887, limit=3), pj({"runs": [
            runrow(run_120, "2024-06-11T13:00:19Z", "7 minutes, 39 seconds"),
            runrow(run_004, "2024-06-11T12:00:17Z", "8 minutes, 13 seconds"),
            runrow(run_771, "2024-06-11T11:00:20Z", "7 minutes, 47 seconds")],
            "extra": {"pagination": {"count": 3, "total_count": 1944}}})),
        (call("get_job_run_error", run_id=318839004), pj({
            "run_id": 318839004, "status": "Error", "failed_step": {"index": 4, "name": step4},
            "errors": [{"unique_id": "model.northwind.fct_orders", "status": "error", "execution_time": 41.77,
                        "message": "Database Error in model fct_orders (models/marts/fct_orders.sql)\n  100051 (22012): Division by zero\n  compiled code at target/run/northwind/models/marts/fct_orders.sql",
                        "relation_name": "ANALYTICS.MARTS.FCT_ORDERS"}],
            "skipped": ["model.northwind.fct_revenue_daily", "model.northwind.rpt_finance_close", "test.northwind.not_null_fct_orders_order_id.5d8b0f1a2c"],
            "summary": "PASS=118 WARN=2 ERROR=1 SKIP=3 TOTAL=124"})),
        (call("trigger_job_run", job_id=412887, cause=cause), pj({
            **new, "status": 1, "status_humanized": "Queued", "in_progress": False, "is_complete": False,
            "started_at": None, "finished_at": None, "run_steps": []})),
        (call("get_job_run_details", run_id=318851466), pj({
            **new, "status": 3, "status_humanized": "Running", "in_progress": True, "is_complete": False,
            "dequeued_at": "2024-06-11T13:31:19Z", "started_at": "2024-06-11T13:31:22Z", "finished_at": None,
            "run_steps": steps_base + [{"index": 4, "name": step4, "status_humanized": "Running", "duration_humanized": "1 minute, 48 seconds"}]})),
        (call("get_job_run_details", run_id=318851466), pj({
            **new, "status": 10, "status_humanized": "Success", "in_progress": False, "is_complete": True, "is_success": True,
            "dequeued_at": "2024-06-11T13:31:19Z", "started_at": "2024-06-11T13:31:22Z", "finished_at": "2024-06-11T13:36:48Z",
            "duration": "00:05:43", "queued_duration": "00:00:17", "run_duration": "00:05:26", "duration_humanized": "5 minutes, 43 seconds",
            "run_steps": steps_base + [
                {"index": 4, "name": step4, "status_humanized": "Success", "duration_humanized": "5 minutes, 9 seconds",
                 "logs_tail": "Finished running 86 table models, 31 incremental models, 7 tests in 0 hours 5 minutes and 6.82 seconds (306.82s).\nCompleted successfully\nDone. PASS=124 WARN=2 ERROR=0 SKIP=0 TOTAL=124"},
                {"index": 5, "name": "Generate docs", "status_humanized": "Success", "duration_humanized": "6 seconds"}]})),
        (call("list_jobs_runs", job_id=412887, limit=3), pj({"runs": [
            {"id": 318851466, "status": 10, "status_humanized": "Success", "created_at": "2024-06-11T13:31:05Z", "finished_at": "2024-06-11T13:36:48Z",
             "job_definition_id": 412887, "environment_id": env, "git_branch": "main", "git_sha": "8e41b2c07d9f3a615e2c8b0d4f7a91c3e6b5d208",
             "started_at": "2024-06-11T13:31:22Z", "duration_humanized": "5 minutes, 43 seconds", "trigger": {"cause": cause},
             "href": f"https://cloud.getdbt.com/deploy/{acct}/projects/{proj}/runs/318851466/"},
            runrow(run_120, "2024-06-11T13:00:19Z", "7 minutes, 39 seconds"),
            runrow(run_004, "2024-06-11T12:00:17Z", "8 minutes, 13 seconds")],
            "extra": {"pagination": {"count": 3, "total_count": 1945}}})),
    ]
    rs.add("mcp", "h52-mcp-04", system("dbt-mcp", tools), turns)


# ---------------------------------------------------------------------------------------------------
# 05 Google Drive (clean): new folder, moves, a rename, a trash, sharing, search again.
# ---------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    tools = [
        tool("gdrive_search", "Search files with a Drive query string (q).", {"q": S, "pageSize": INT, "orderBy": S}, ["q"]),
        tool("gdrive_get_metadata", "Get a file's metadata.", {"fileId": S}, ["fileId"]),
        tool("gdrive_create_folder", "Create a folder.", {"name": S, "parentId": S}, ["name"]),
        tool("gdrive_move_file", "Move a file to another folder.", {"fileId": S, "newParentId": S}, ["fileId", "newParentId"]),
        tool("gdrive_rename_file", "Rename a file.", {"fileId": S, "newName": S}, ["fileId", "newName"]),
        tool("gdrive_trash_file", "Move a file to the trash.", {"fileId": S}, ["fileId"]),
        tool("gdrive_list_folder", "List the children of a folder.", {"folderId": S, "orderBy": S}, ["folderId"]),
        tool("gdrive_share", "Grant a permission on a file or folder.", {"fileId": S, "emailAddress": S, "role": S, "sendNotificationEmail": B}, ["fileId", "emailAddress", "role"]),
    ]
    root = "0AIj7qNc3Hs2bUk9PVA"
    deck3 = "1Zq8bVvN4pWmT0aKjR7sY2eLcXhD6uF3gQ1x"
    deck2 = "1Hc5tR0yWm2LpQ9aVbN7sK3eD8fJ4uZ6xGo2"
    xlsx = "1nB4kX7wQ2rT9mZ5cV8pL0sH3dF6gJ1yAe7u"
    notes = "1pL9sD2fG5hJ8kZ1xC4vB7nM0qW3eR6tYu8i"
    folder = "1Wk3eR7tYu0iOp4aSd8fGh2jKl6zXc9vBn5m"
    owner = {"displayName": "Priya Nair", "emailAddress": "priya.nair@northwind.io"}
    slides = "application/vnd.google-apps.presentation"
    f_deck3 = {"id": deck3, "name": "Q2 Board Deck - DRAFT v3", "mimeType": slides, "parents": [root], "modifiedTime": "2024-06-10T17:42:11.318Z", "owners": [owner], "webViewLink": f"https://docs.google.com/presentation/d/{deck3}/edit"}
    f_xlsx = {"id": xlsx, "name": "Q2 board metrics.xlsx", "mimeType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "parents": [root], "modifiedTime": "2024-06-09T08:03:57.000Z", "size": "482113", "owners": [owner], "webViewLink": f"https://docs.google.com/spreadsheets/d/{xlsx}/edit"}
    f_notes = {"id": notes, "name": "Q2 board pre-read notes", "mimeType": "application/vnd.google-apps.document", "parents": [root], "modifiedTime": "2024-06-08T19:26:40.552Z", "owners": [{"displayName": "Tom Becker", "emailAddress": "tom.becker@northwind.io"}], "webViewLink": f"https://docs.google.com/document/d/{notes}/edit"}
    f_deck2 = {"id": deck2, "name": "Q2 Board Deck - DRAFT v2", "mimeType": slides, "parents": [root], "modifiedTime": "2024-06-03T11:15:08.904Z", "owners": [owner], "webViewLink": f"https://docs.google.com/presentation/d/{deck2}/edit"}
    final_mod = "2024-06-11T15:04:29.771Z"
    f_final = {**f_deck3, "name": "Q2 Board Deck - FINAL", "parents": [folder], "modifiedTime": final_mod}
    f_xlsx2 = {**f_xlsx, "parents": [folder]}
    turns = [
        (call("gdrive_search", q="name contains 'Q2 board' and trashed = false", pageSize=10, orderBy="modifiedTime desc"),
         pj({"kind": "drive#fileList", "incompleteSearch": False, "files": [f_deck3, f_xlsx, f_notes, f_deck2]})),
        (call("gdrive_create_folder", name="Board - 2024 Q2", parentId=root), pj({
            "kind": "drive#file", "id": folder, "name": "Board - 2024 Q2", "mimeType": "application/vnd.google-apps.folder",
            "parents": [root], "createdTime": "2024-06-11T15:02:44.118Z", "modifiedTime": "2024-06-11T15:02:44.118Z",
            "webViewLink": f"https://drive.google.com/drive/folders/{folder}"})),
        (call("gdrive_move_file", fileId=deck3, newParentId=folder), pj({"id": deck3, "name": "Q2 Board Deck - DRAFT v3", "parents": [folder], "previousParents": [root]})),
        (call("gdrive_move_file", fileId=xlsx, newParentId=folder), pj({"id": xlsx, "name": "Q2 board metrics.xlsx", "parents": [folder], "previousParents": [root]})),
        (call("gdrive_rename_file", fileId=deck3, newName="Q2 Board Deck - FINAL"), pj({
            "id": deck3, "name": "Q2 Board Deck - FINAL", "mimeType": slides, "modifiedTime": final_mod, "version": "412"})),
        (call("gdrive_trash_file", fileId=deck2), pj({"id": deck2, "name": "Q2 Board Deck - DRAFT v2", "trashed": True, "trashedTime": "2024-06-11T15:05:02.306Z",
                                                      "explicitlyTrashed": True})),
        (call("gdrive_list_folder", folderId=folder, orderBy="name"), pj({"kind": "drive#fileList", "files": [
            {k: v for k, v in f_final.items() if k != "owners"}, {k: v for k, v in f_xlsx2.items() if k != "owners"}]})),
        (call("gdrive_share", fileId=folder, emailAddress="board-observers@northwind.io", role="reader", sendNotificationEmail=False), pj({
            "kind": "drive#permission", "id": "07815962104377215539", "type": "group", "emailAddress": "board-observers@northwind.io",
            "role": "reader", "displayName": "Board Observers", "deleted": False, "pendingOwner": False})),
        (call("gdrive_search", q="name contains 'Q2 board' and trashed = false", pageSize=10, orderBy="modifiedTime desc"),
         pj({"kind": "drive#fileList", "incompleteSearch": False, "files": [f_final, f_xlsx2, f_notes]})),
        (call("gdrive_get_metadata", fileId=deck3), pj({
            "kind": "drive#file", "id": deck3, "name": "Q2 Board Deck - FINAL", "mimeType": slides, "parents": [folder],
            "createdTime": "2024-05-27T09:40:12.603Z", "modifiedTime": final_mod, "viewedByMeTime": "2024-06-11T15:04:29.771Z",
            "version": "414", "trashed": False, "starred": False, "owners": [owner],
            "lastModifyingUser": {"displayName": "Jordan Lee", "emailAddress": "jordan.lee@northwind.io"},
            "permissions": [
                {"id": "11839204471902581346", "type": "user", "emailAddress": "priya.nair@northwind.io", "role": "owner"},
                {"id": "07815962104377215539", "type": "group", "emailAddress": "board-observers@northwind.io", "role": "reader",
                 "permissionDetails": [{"permissionType": "file", "role": "reader", "inheritedFrom": folder, "inherited": True}]},
                {"id": "03310487662905147718", "type": "user", "emailAddress": "jordan.lee@northwind.io", "role": "writer"}],
            "webViewLink": f"https://docs.google.com/presentation/d/{deck3}/edit"})),
    ]
    rs.add("mcp", "h52-mcp-05", system("gdrive", tools), turns)


# ---------------------------------------------------------------------------------------------------
# 06 Contentful (bad): a renamed blog post comes back under its old title and slug in a search.
# ---------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    space, env = "x7pq4w9zr2kd", "master"
    tools = [
        tool("search_entries", "Search entries of a content type (full-text query).", {"spaceId": S, "environmentId": S, "content_type": S, "query": S, "limit": INT}, ["spaceId", "content_type"]),
        tool("get_entry", "Get an entry by id.", {"spaceId": S, "environmentId": S, "entryId": S}, ["spaceId", "entryId"]),
        tool("update_entry", "Update the fields of an entry (requires current version).", {"spaceId": S, "environmentId": S, "entryId": S, "version": INT, "fields": OBJ}, ["spaceId", "entryId", "version", "fields"]),
        tool("publish_entry", "Publish an entry version.", {"spaceId": S, "environmentId": S, "entryId": S, "version": INT}, ["spaceId", "entryId", "version"]),
        tool("create_entry", "Create an entry.", {"spaceId": S, "environmentId": S, "contentTypeId": S, "fields": OBJ}, ["spaceId", "contentTypeId", "fields"]),
    ]
    post = "5KsDBWseXY6QegucYAoacS"
    other = "2vXj9P3hR0kq8sTL4mNwYe"
    third = "7gZ0nQ4cVb1mX8kP2sLr6t"
    redir = "3HtW8yLq1Nc6Zr0VbF5kpD"
    old_redir = "6mRt2Kd9Wq4Ys7Xv1Bn3Lj"
    author = {"sys": {"type": "Link", "linkType": "Entry", "id": "4aUk7PmRcE2xNw9sQy1tBv"}}

    def sys_(eid: str, ct: str, v: int, pv: int | None, upd: str, created: str, pub: str | None) -> dict[str, Any]:
        d: dict[str, Any] = {"space": {"sys": {"type": "Link", "linkType": "Space", "id": space}}, "id": eid, "type": "Entry",
                             "createdAt": created, "updatedAt": upd, "environment": {"sys": {"id": env, "type": "Link", "linkType": "Environment"}},
                             "createdBy": {"sys": {"type": "Link", "linkType": "User", "id": "0y8Sg6aGFp3WCjQb1Wv5rZ"}},
                             "updatedBy": {"sys": {"type": "Link", "linkType": "User", "id": "0y8Sg6aGFp3WCjQb1Wv5rZ"}},
                             "publishedCounter": 0, "version": v,
                             "contentType": {"sys": {"type": "Link", "linkType": "ContentType", "id": ct}}}
        if pv is not None:
            d["publishedVersion"] = pv
            d["publishedAt"] = pub
        return d

    old_title, old_slug = "How we rebuilt our pricing page", "how-we-rebuilt-our-pricing-page"
    new_title, new_slug = "Rebuilding our pricing page: lessons from 18 months", "rebuilding-our-pricing-page"
    body_md = ("In late 2022 our pricing page converted at 1.9%. Eighteen months, four redesigns and 23 A/B tests later it converts at 3.4%. "
               "This post walks through what worked, what didn't, and the one experiment we should have run first.")

    def post_fields(title: str, slug: str) -> dict[str, Any]:
        return {"title": {"en-US": title}, "slug": {"en-US": slug}, "author": {"en-US": author},
                "publishDate": {"en-US": "2024-03-19T09:00+01:00"}, "tags": {"en-US": ["pricing", "growth", "experimentation"]},
                "excerpt": {"en-US": body_md}, "readingTimeMinutes": {"en-US": 9}}

    p14 = {"sys": {**sys_(post, "blogPost", 14, 13, "2024-05-02T12:18:40.551Z", "2024-03-12T16:04:22.307Z", "2024-05-02T12:18:41.029Z"), "publishedCounter": 4}, "fields": post_fields(old_title, old_slug)}
    p15 = {"sys": {**sys_(post, "blogPost", 15, 13, "2024-06-11T10:12:07.884Z", "2024-03-12T16:04:22.307Z", "2024-05-02T12:18:41.029Z"), "publishedCounter": 4}, "fields": post_fields(new_title, new_slug)}
    p16 = {"sys": {**sys_(post, "blogPost", 16, 15, "2024-06-11T10:12:31.402Z", "2024-03-12T16:04:22.307Z", "2024-06-11T10:12:31.402Z"), "publishedCounter": 5}, "fields": post_fields(new_title, new_slug)}
    o_entry = {"sys": {**sys_(other, "blogPost", 8, 7, "2024-04-22T08:47:19.114Z", "2024-04-15T11:30:52.006Z", "2024-04-22T08:47:19.520Z"), "publishedCounter": 2},
               "fields": {"title": {"en-US": "Pricing experiments that failed (and what they taught us)"}, "slug": {"en-US": "pricing-experiments-that-failed"},
                          "author": {"en-US": author}, "publishDate": {"en-US": "2024-04-23T09:00+01:00"}, "tags": {"en-US": ["pricing", "experimentation"]},
                          "relatedPosts": {"en-US": [{"sys": {"type": "Link", "linkType": "Entry", "id": post}}]}, "readingTimeMinutes": {"en-US": 6}}}
    t_entry = {"sys": {**sys_(third, "blogPost", 3, 2, "2023-11-08T14:02:44.690Z", "2023-11-06T10:11:05.248Z", "2023-11-08T14:02:45.001Z"), "publishedCounter": 1},
               "fields": {"title": {"en-US": "Usage-based pricing for API products"}, "slug": {"en-US": "usage-based-pricing-for-api-products"},
                          "author": {"en-US": {"sys": {"type": "Link", "linkType": "Entry", "id": "1qFv8RnT3wLx6Zc0YbK4mS"}}}, "publishDate": {"en-US": "2023-11-09T09:00+01:00"},
                          "tags": {"en-US": ["pricing", "api"]}, "readingTimeMinutes": {"en-US": 7}}}
    r_fields = {"from": {"en-US": f"/blog/{old_slug}"}, "to": {"en-US": f"/blog/{new_slug}"}, "statusCode": {"en-US": 301}}
    r1 = {"sys": sys_(redir, "redirect", 1, None, "2024-06-11T10:13:15.662Z", "2024-06-11T10:13:15.662Z", None), "fields": r_fields}
    r2 = {"sys": {**sys_(redir, "redirect", 2, 1, "2024-06-11T10:13:22.917Z", "2024-06-11T10:13:15.662Z", "2024-06-11T10:13:22.917Z"), "publishedCounter": 1}, "fields": r_fields}
    r_old = {"sys": {**sys_(old_redir, "redirect", 2, 1, "2023-09-30T07:55:10.402Z", "2023-09-30T07:55:01.873Z", "2023-09-30T07:55:10.402Z"), "publishedCounter": 1},
             "fields": {"from": {"en-US": "/pricing-old"}, "to": {"en-US": "/pricing"}, "statusCode": {"en-US": 301}}}

    def coll(items: list[dict[str, Any]], limit: int) -> str:
        return pj({"sys": {"type": "Array"}, "total": len(items), "skip": 0, "limit": limit, "items": items})

    # contradiction at 9: version 16 / publishedVersion 15 but title and slug back to the pre-rename values
    stale = {"sys": p16["sys"], "fields": post_fields(old_title, old_slug)}
    turns = [
        (call("search_entries", spaceId=space, environmentId=env, content_type="blogPost", query="pricing", limit=10), coll([p14, o_entry, t_entry], 10)),
        (call("get_entry", spaceId=space, environmentId=env, entryId=post), pj(p14)),
        (call("update_entry", spaceId=space, environmentId=env, entryId=post, version=14,
              fields={"title": {"en-US": new_title}, "slug": {"en-US": new_slug}}), pj(p15)),
        (call("publish_entry", spaceId=space, environmentId=env, entryId=post, version=15), pj(p16)),
        (call("create_entry", spaceId=space, environmentId=env, contentTypeId="redirect", fields=r_fields), pj(r1)),
        (call("publish_entry", spaceId=space, environmentId=env, entryId=redir, version=1), pj(r2)),
        (call("search_entries", spaceId=space, environmentId=env, content_type="redirect", query="pricing", limit=10), coll([r2, r_old], 10)),
        (call("get_entry", spaceId=space, environmentId=env, entryId=other), pj(o_entry)),
        (call("search_entries", spaceId=space, environmentId=env, content_type="blogPost", query="pricing", limit=10), coll([stale, o_entry, t_entry], 10)),
    ]
    rs.add("mcp", "h52-mcp-06", system("contentful-mcp", tools), turns, bad=True, turn=9,
           kind="The post renamed in turn 3 (and published as v15 in turn 4) is listed again under its old title and slug.")


# ---------------------------------------------------------------------------------------------------
# 07 PagerDuty (clean): acknowledge, note, resolve another, escalate (which re-triggers), list again.
# ---------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    tools = [
        tool("list_incidents", "List incidents, optionally filtered by status and service.", {"statuses": A, "service_ids": A, "limit": INT}, []),
        tool("get_incident", "Get one incident.", {"incident_id": S}, ["incident_id"]),
        tool("manage_incidents", "Update incidents: status, assignment or escalation level.", {"incident_ids": A, "status": S, "assignement": OBJ, "escalation_level": INT}, ["incident_ids"]),
        tool("add_note_to_incident", "Add a note to an incident.", {"incident_id": S, "note": S}, ["incident_id", "note"]),
        tool("list_oncalls", "List on-call entries for schedules or escalation policies.", {"schedule_ids": A, "escalation_policy_ids": A}, []),
    ]
    me = {"id": "PJ4V2ZD", "type": "user_reference", "summary": "Sam Ortega"}
    dana = {"id": "PUK3M9E", "type": "user_reference", "summary": "Dana Whitfield"}
    marcus = {"id": "P8WQ1RX", "type": "user_reference", "summary": "Marcus Feld"}
    svc_co = {"id": "PX4N8QD", "type": "service_reference", "summary": "checkout-api"}
    ep = {"id": "PDE71HK", "type": "escalation_policy_reference", "summary": "Checkout – Primary"}

    def inc(iid: str, num: int, title: str, status: str, urgency: str, svc: dict[str, Any], created: str, assignee: dict[str, Any] | None,
            level: int, changed: str, alerts: int, pol: dict[str, Any], acks: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
        d = {"id": iid, "type": "incident", "incident_number": num, "title": title, "status": status, "urgency": urgency,
             "incident_key": None, "service": svc, "escalation_policy": pol, "created_at": created,
             "last_status_change_at": changed, "escalation_level": level,
             "assignments": [{"at": changed if status == "triggered" else created, "assignee": assignee}] if assignee else [],
             "acknowledgements": acks or [],
             "alert_counts": {"all": alerts, "triggered": 0 if status == "resolved" else alerts, "resolved": alerts if status == "resolved" else 0},
             "priority": None, "html_url": f"https://northwind.pagerduty.com/incidents/{iid}"}
        d.update(extra)
        return d

    i1_id, i2_id, i3_id = "Q2ZJ7Y1K8WX0VF", "Q0R5TB2M9PLE4N", "Q3HX8C1V6DKW2A"
    i1_t = "[FIRING:1] HighErrorRate checkout-api 5xx ratio > 5% (prod-eu)"
    i2_t = "Disk usage > 90% on db-replica-03 (/var/lib/postgresql)"
    i3_t = "Synthetic check failed: login flow (eu-west-1)"
    svc_pg = {"id": "PBR72LS", "type": "service_reference", "summary": "postgres-fleet"}
    svc_web = {"id": "P9KD1TA", "type": "service_reference", "summary": "web-frontend"}
    ep_db = {"id": "PLM33QF", "type": "escalation_policy_reference", "summary": "Databases"}
    ep_web = {"id": "P0AZ6NB", "type": "escalation_policy_reference", "summary": "Web – Primary"}
    lena = {"id": "PZ2K7TT", "type": "user_reference", "summary": "Lena Hofmann"}
    i1_trig = inc(i1_id, 48213, i1_t, "triggered", "high", svc_co, "2024-06-11T09:12:48Z", dana, 1, "2024-06-11T09:12:48Z", 3, ep)
    i2 = inc(i2_id, 48211, i2_t, "acknowledged", "low", svc_pg, "2024-06-11T08:47:03Z", lena, 1, "2024-06-11T08:55:21Z", 1, ep_db,
             [{"at": "2024-06-11T08:55:21Z", "acknowledger": lena}])
    i3 = inc(i3_id, 48207, i3_t, "triggered", "high", svc_web, "2024-06-11T08:31:19Z", {"id": "P5NN0GJ", "type": "user_reference", "summary": "Ravi Menon"}, 1, "2024-06-11T08:31:19Z", 2, ep_web)
    ack = [{"at": "2024-06-11T09:19:02Z", "acknowledger": me}]
    i1_ack = inc(i1_id, 48213, i1_t, "acknowledged", "high", svc_co, "2024-06-11T09:12:48Z", dana, 1, "2024-06-11T09:19:02Z", 3, ep, ack)
    i1_esc = inc(i1_id, 48213, i1_t, "triggered", "high", svc_co, "2024-06-11T09:12:48Z", marcus, 2, "2024-06-11T09:31:40Z", 4, ep)
    note = ("Rollback of checkout-api v2.41.0 -> v2.40.3 started (deploy #8812). Error ratio peaked at 7.8% at 09:10 UTC; "
            "suspect connection-pool exhaustion against payments-gateway after the pool size change.")
    turns = [
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), pj({"incidents": [i1_trig, i2, i3], "limit": 25, "offset": 0, "more": False, "total": None})),
        (call("get_incident", incident_id=i1_id), pj({"incident": {**i1_trig, "description": i1_t, "first_trigger_log_entry": {"id": "R8W6YQ2JX0Y3N1TDAC4M7PZK5E", "type": "trigger_log_entry_reference"},
                                                                   "body": {"details": "alertname=HighErrorRate service=checkout-api cluster=prod-eu severity=critical value=0.0781"}}})),
        (call("manage_incidents", incident_ids=[i1_id], status="acknowledged"), pj({"incidents": [i1_ack]})),
        (call("add_note_to_incident", incident_id=i1_id, note=note), pj({"note": {"id": "PWL7QXKRN2G3M0BYT5VJ6D1H4A", "user": me, "channel": {"summary": "The PagerDuty API"},
                                                                                "content": note, "created_at": "2024-06-11T09:21:37Z"}})),
        (call("list_oncalls", escalation_policy_ids=[ep["id"]]), pj({"oncalls": [
            {"escalation_policy": ep, "escalation_level": 1, "schedule": {"id": "PSCH4K2", "type": "schedule_reference", "summary": "Checkout Primary"}, "user": dana,
             "start": "2024-06-10T09:00:00Z", "end": "2024-06-12T09:00:00Z"},
            {"escalation_policy": ep, "escalation_level": 2, "schedule": {"id": "PSCH9Q7", "type": "schedule_reference", "summary": "Checkout Secondary"}, "user": marcus,
             "start": "2024-06-07T09:00:00Z", "end": "2024-06-14T09:00:00Z"},
            {"escalation_policy": ep, "escalation_level": 3, "schedule": None, "user": {"id": "PE0T4LS", "type": "user_reference", "summary": "Aisha Karimi"}, "start": None, "end": None}],
            "limit": 25, "offset": 0, "more": False, "total": None})),
        (call("manage_incidents", incident_ids=[i3_id], status="resolved"), pj({"incidents": [
            inc(i3_id, 48207, i3_t, "resolved", "high", svc_web, "2024-06-11T08:31:19Z", None, 1, "2024-06-11T09:27:55Z", 2, ep_web, resolve_reason=None)]})),
        (call("manage_incidents", incident_ids=[i1_id], escalation_level=2), pj({"incidents": [i1_esc]})),
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), pj({"incidents": [i1_esc, i2], "limit": 25, "offset": 0, "more": False, "total": None})),
    ]
    rs.add("mcp", "h52-mcp-07", system("pagerduty-mcp", tools), turns)


# ---------------------------------------------------------------------------------------------------
# 08 Mixpanel (bad): a platform breakdown of the same fixed week does not add up to the daily totals.
# ---------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    pid = 2718345
    tools = [
        tool("get_top_events", "Top events for today with counts and percent change.", {"project_id": INT, "limit": INT}, ["project_id"]),
        tool("query_segmentation", "Event counts over a date range, optionally segmented by a property.", {"project_id": INT, "event": S, "from_date": S, "to_date": S, "unit": S, "on": S, "type": S}, ["project_id", "event", "from_date", "to_date"]),
        tool("list_saved_funnels", "List saved funnels.", {"project_id": INT}, ["project_id"]),
        tool("query_funnel", "Query a saved funnel over a date range.", {"project_id": INT, "funnel_id": INT, "from_date": S, "to_date": S}, ["project_id", "funnel_id", "from_date", "to_date"]),
    ]
    days = ["2024-06-03", "2024-06-04", "2024-06-05", "2024-06-06", "2024-06-07", "2024-06-08", "2024-06-09"]
    tot = [1842, 1917, 2033, 1988, 1764, 1105, 1231]
    web = [1104, 1151, 1209, 1187, 1046, 598, 671]
    ios = [498, 517, 556, 541, 489, 337, 362]
    andr = [t - w - i for t, w, i in zip(tot, web, ios)]
    # contradiction at 5: web on 2024-06-05 is 50 too high, so that day's breakdown sums to 2083 instead of 2033
    web_bad = list(web)
    web_bad[2] += 50
    week = sum(tot)
    seg = {"data": {"series": days, "values": {"Signup Completed": dict(zip(days, tot))}}, "legend_size": 1, "computed_at": "2024-06-11T15:20:44.118052+00:00"}
    by_plat = {"data": {"series": days, "values": {
        "web": dict(zip(days, web_bad)), "iOS": dict(zip(days, ios)), "Android": dict(zip(days, andr))}}, "legend_size": 3, "computed_at": "2024-06-11T15:23:09.551870+00:00"}
    turns = [
        (call("get_top_events", project_id=pid, limit=6), pj({"events": [
            {"event": "Page Viewed", "amount": 184220, "percent_change": 0.0412},
            {"event": "Search Performed", "amount": 40518, "percent_change": -0.0187},
            {"event": "Item Added to Cart", "amount": 11873, "percent_change": 0.0655},
            {"event": "Pricing Viewed", "amount": 7391, "percent_change": 0.1203},
            {"event": "Signup Started", "amount": 2264, "percent_change": 0.0298},
            {"event": "Signup Completed", "amount": 1436, "percent_change": 0.0171}], "type": "general"})),
        (call("query_segmentation", project_id=pid, event="Signup Completed", from_date=days[0], to_date=days[-1], unit="day", type="general"), pj(seg)),
        (call("list_saved_funnels", project_id=pid), pj([
            {"funnel_id": 8841207, "name": "Pricing → Signup (7d window)", "steps": 3},
            {"funnel_id": 8790115, "name": "Onboarding: workspace → first invite", "steps": 4},
            {"funnel_id": 8652048, "name": "Checkout (web)", "steps": 5}])),
        (call("query_funnel", project_id=pid, funnel_id=8841207, from_date=days[0], to_date=days[-1]), pj({
            "meta": {"dates": days}, "data": {"overall": [
                {"event": "Pricing Viewed", "count": 48211, "step_conv_ratio": 1, "overall_conv_ratio": 1, "avg_time": None, "goal": "Pricing Viewed"},
                {"event": "Signup Started", "count": 9604, "step_conv_ratio": 0.19921, "overall_conv_ratio": 0.19921, "avg_time": 412, "goal": "Signup Started"},
                {"event": "Signup Completed", "count": 7412, "step_conv_ratio": 0.77176, "overall_conv_ratio": 0.15374, "avg_time": 187, "goal": "Signup Completed"}]},
            "computed_at": "2024-06-11T15:21:52.004311+00:00"})),
        (call("query_segmentation", project_id=pid, event="Signup Completed", from_date=days[0], to_date=days[-1], unit="day", on='properties["platform"]', type="general"), pj(by_plat)),
        (call("query_segmentation", project_id=pid, event="Signup Completed", from_date=days[0], to_date=days[-1], unit="week", type="general"), pj({
            "data": {"series": ["2024-06-03"], "values": {"Signup Completed": {"2024-06-03": week}}}, "legend_size": 1, "computed_at": "2024-06-11T15:24:31.902417+00:00"})),
    ]
    rs.add("mcp", "h52-mcp-08", system("mixpanel", tools), turns, bad=True, turn=5,
           kind="The platform breakdown for 2024-06-05 sums to 2083 signups while turn 2 gave 2033 for that same past day.")


# ---------------------------------------------------------------------------------------------------
# 09 Confluence (bad): the page deleted in turn 5 is listed again among the Runbooks children.
# ---------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    tools = [
        tool("confluence_search", "Search Confluence with CQL.", {"query": S, "limit": INT}, ["query"]),
        tool("confluence_get_page", "Get a page's content and metadata.", {"page_id": S, "include_metadata": B, "convert_to_markdown": B}, ["page_id"]),
        tool("confluence_get_page_children", "List the child pages of a page.", {"parent_id": S, "limit": INT, "include_content": B}, ["parent_id"]),
        tool("confluence_create_page", "Create a page.", {"space_key": S, "title": S, "content": S, "parent_id": S}, ["space_key", "title", "content"]),
        tool("confluence_update_page", "Update a page (title and body).", {"page_id": S, "title": S, "content": S, "is_minor_edit": B, "version_comment": S}, ["page_id", "title", "content"]),
        tool("confluence_delete_page", "Delete a page (moves it to the space trash).", {"page_id": S}, ["page_id"]),
        tool("confluence_add_label", "Add a label to a page.", {"page_id": S, "name": S}, ["page_id", "name"]),
    ]
    base = "https://northwind.atlassian.net/wiki"
    parent = "884736021"
    space = {"key": "PLAT", "name": "Platform Engineering"}
    ancestors = [{"id": "870001433", "title": "Platform Engineering Home"}, {"id": parent, "title": "Runbooks"}]

    def child(pid: str, title: str, ver: int, when: str, by: str) -> dict[str, Any]:
        return {"id": pid, "title": title, "type": "page", "status": "current", "space": space,
                "version": {"number": ver, "when": when, "by": by}, "url": f"{base}/spaces/PLAT/pages/{pid}"}

    kafka = child("884736455", "Runbook: Kafka broker replacement", 12, "2024-04-18T10:22:31.000Z", "Ines Castro")
    legacy = child("891224310", "Runbook: Postgres failover (legacy, pre-Patroni)", 7, "2022-11-03T16:05:12.000Z", "Olek Nowak")
    patroni = child("902117836", "Runbook: Postgres failover with Patroni", 19, "2024-05-30T08:41:09.000Z", "Ines Castro")
    vault = child("907433518", "Runbook: Rotating Vault root tokens", 5, "2024-01-22T14:17:48.000Z", "Kwame Asante")
    redis = child("911850227", "Runbook: Redis cluster resharding", 3, "2024-03-07T11:02:26.000Z", "Olek Nowak")
    upgrade = child("915302748", "Runbook: Postgres minor version upgrade", 1, "2024-06-11T09:58:14.000Z", "MCP Service Account")
    legacy_md = ("> **Deprecated.** Since the move to Patroni (2023-02) use [Runbook: Postgres failover with Patroni](/wiki/spaces/PLAT/pages/902117836).\n\n"
                 "## When to use\nPrimary `pg-main-01` unreachable for > 2 minutes and replication lag on `pg-main-02` < 16 MB.\n\n"
                 "## Steps\n1. Stop writes: `kubectl -n core scale deploy/api --replicas=0`\n"
                 "2. On the replica: `sudo -u postgres pg_ctl promote -D /var/lib/postgresql/13/main`\n"
                 "3. Update the `pg-main` DNS record (TTL 60) to the replica's IP.\n"
                 "4. Scale the API back up and watch `pg_stat_replication`.\n")
    handbook_new = ("## Databases\n- Postgres primary down: Patroni fails over automatically; if it does not, follow "
                    "[Runbook: Postgres failover with Patroni](/wiki/spaces/PLAT/pages/902117836) (`patronictl failover`).\n"
                    "- Redis memory alerts: see [Redis cluster resharding](/wiki/spaces/PLAT/pages/911850227).\n")
    handbook_new = "## Paging\nPrimary → secondary after 15 min; incident commander rota in #oncall.\n\n" + handbook_new
    upgrade_md = ("## Scope\nMinor upgrades (e.g. 15.6 → 15.7) of the Patroni-managed cluster `pg-main`.\n\n"
                  "## Steps\n1. Check `patronictl list` — all members `running`, lag 0.\n"
                  "2. Upgrade replicas one at a time: `apt-get install postgresql-15=15.7-1.pgdg22.04+1`, then `patronictl restart pg-main <member>`.\n"
                  "3. `patronictl switchover --candidate pg-main-02` and upgrade the old primary.\n"
                  "4. Verify `SELECT version();` on every member.\n")
    handbook_meta = {"id": "876540112", "title": "On-call handbook", "space": space,
                     "url": f"{base}/spaces/PLAT/pages/876540112", "created": "2021-05-12T09:14:40.000Z", "labels": ["oncall", "handbook"]}

    def children(items: list[dict[str, Any]]) -> str:
        return pj({"parent_id": parent, "count": len(items), "children": items})

    turns = [
        (call("confluence_get_page_children", parent_id=parent, limit=25), children([kafka, legacy, patroni, vault, redis])),
        (call("confluence_get_page", page_id="891224310", include_metadata=True, convert_to_markdown=True), pj({"metadata": {
            "id": "891224310", "title": legacy["title"], "type": "page", "space": space,
            "url": legacy["url"], "created": "2020-08-26T13:37:02.000Z", "version": 7, "last_modified": "2022-11-03T16:05:12.000Z",
            "author": "Olek Nowak", "ancestors": ancestors, "labels": ["runbook", "postgres", "deprecated"]}, "content": legacy_md})),
        (call("confluence_search", query='space = PLAT AND text ~ "pg_ctl promote"', limit=10), pj([
            {"id": "891224310", "title": legacy["title"], "type": "page", "url": legacy["url"], "last_modified": "2022-11-03T16:05:12.000Z",
             "excerpt": "On the replica: sudo -u postgres @@@hl@@@pg_ctl promote@@@endhl@@@ -D /var/lib/postgresql/13/main"},
            {"id": "876540112", "title": "On-call handbook", "type": "page", "url": handbook_meta["url"], "last_modified": "2024-05-14T07:48:55.000Z",
             "excerpt": "Postgres primary down: follow Runbook: Postgres failover (legacy, pre-Patroni) — @@@hl@@@pg_ctl promote@@@endhl@@@ on the replica, then repoint DNS."}])),
        (call("confluence_update_page", page_id="876540112", title="On-call handbook", content=handbook_new, is_minor_edit=False,
              version_comment="Point Postgres failover at the Patroni runbook"),
         pj({"message": "Page updated successfully", "page": {**handbook_meta, "version": 24, "last_modified": "2024-06-11T09:52:07.000Z", "author": "MCP Service Account",
                                                              "content": handbook_new}})),
        (call("confluence_delete_page", page_id="891224310"), pj({"success": True, "message": "Page 891224310 deleted successfully"})),
        (call("confluence_create_page", space_key="PLAT", title=upgrade["title"], content=upgrade_md, parent_id=parent),
         pj({"message": "Page created successfully", "page": {"id": "915302748", "title": upgrade["title"], "space": space,
                                                              "url": upgrade["url"], "version": 1, "created": "2024-06-11T09:58:14.000Z",
                                                              "ancestors": ancestors, "content": upgrade_md}})),
        (call("confluence_add_label", page_id="915302748", name="postgres"), pj({"page_id": "915302748", "labels": [
            {"id": "418381839", "prefix": "global", "name": "postgres"}], "message": "Label 'postgres' added"})),
        # contradiction: 891224310 was deleted at turn 5
        (call("confluence_get_page_children", parent_id=parent, limit=25), children([kafka, legacy, patroni, vault, redis, upgrade])),
        (call("confluence_get_page", page_id="915302748", include_metadata=True, convert_to_markdown=True), pj({"metadata": {
            "id": "915302748", "title": upgrade["title"], "type": "page", "space": space,
            "url": upgrade["url"], "created": "2024-06-11T09:58:14.000Z", "version": 1, "last_modified": "2024-06-11T09:58:14.000Z",
            "author": "MCP Service Account", "ancestors": ancestors, "labels": ["postgres"]}, "content": upgrade_md})),
        (call("confluence_search", query="space = PLAT AND label = postgres ORDER BY lastmodified DESC", limit=10), pj([
            {"id": "915302748", "title": upgrade["title"], "type": "page", "url": upgrade["url"], "last_modified": "2024-06-11T09:58:14.000Z",
             "excerpt": "Minor upgrades (e.g. 15.6 → 15.7) of the Patroni-managed cluster pg-main."},
            {"id": "902117836", "title": patroni["title"], "type": "page", "url": patroni["url"], "last_modified": "2024-05-30T08:41:09.000Z",
             "excerpt": "Patroni normally fails over on its own within 30 s. Use patronictl failover only when the leader key is stuck."},
            {"id": "889015274", "title": "Postgres connection limits and PgBouncer pools", "type": "page", "url": f"{base}/spaces/PLAT/pages/889015274",
             "last_modified": "2023-10-02T15:20:33.000Z", "excerpt": "default_pool_size = 40 per database/user pair; max_client_conn = 2000."}])),
        (call("confluence_get_page", page_id="876540112", include_metadata=True, convert_to_markdown=True), pj({"metadata": {
            **handbook_meta, "type": "page", "version": 24, "last_modified": "2024-06-11T09:52:07.000Z", "author": "MCP Service Account",
            "ancestors": [{"id": "870001433", "title": "Platform Engineering Home"}]},
            "content": handbook_new})),
    ]
    rs.add("mcp", "h52-mcp-09", system("mcp-atlassian", tools), turns, bad=True, turn=8,
           kind="The legacy Postgres failover page deleted in turn 5 is listed again among the Runbooks children.")


# ---------------------------------------------------------------------------------------------------
# 10 Netlify (clean): roll back to an older deploy (locks publishing), a new build is ready but not live.
# ---------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    site = "3f9c2a71-6b4e-4d0f-9a8e-1c2b7d5e0f64"
    tools = [
        tool("netlify_list_deploys", "List deploys of a site, newest first.", {"site_id": S, "per_page": INT, "page": INT}, ["site_id"]),
        tool("netlify_restore_deploy", "Publish (roll back to) an existing deploy. Locks auto publishing.", {"site_id": S, "deploy_id": S}, ["site_id", "deploy_id"]),
        tool("netlify_get_site", "Get a site with its published deploy.", {"site_id": S}, ["site_id"]),
        tool("netlify_trigger_build", "Start a new build from the linked repository.", {"site_id": S, "clear_cache": B, "branch": S}, ["site_id"]),
        tool("netlify_get_deploy", "Get one deploy.", {"deploy_id": S}, ["deploy_id"]),
    ]

    def dep(did: str, state: str, sha: str, title: str, created: str, published: str | None, dtime: int | None, err: str | None = None,
            locked: bool | None = None) -> dict[str, Any]:
        return {"id": did, "site_id": site, "build_id": did[:-4] + format((int(did[-4:], 16) - 1) % 65536, "04x"), "state": state, "name": "docs-northwind",
                "url": "https://docs.northwind.io", "ssl_url": "https://docs.northwind.io",
                "deploy_ssl_url": f"https://{did}--docs-northwind.netlify.app", "commit_ref": sha, "title": title,
                "branch": "main", "context": "production", "created_at": created, "updated_at": published or created,
                "published_at": published, "deploy_time": dtime, "error_message": err, "locked": locked,
                "commit_url": f"https://github.com/northwind/docs/commit/{sha}", "framework": "hugo"}

    d_top = "665f2a0c9e1b4a0008d3c7e1"
    d_prev = "665ee71b2c4d8f0009b1a3f0"
    d_err = "665e11d37a0b5c0008e94f21"
    d_old = "665dba402f6e1d000a7c0b38"
    d_new = "665f3aa57d2e6c000812f4b9"
    sha_top = "a41c9e2d8b7f0e13c5a60b9d4e27f1c38a5d6e02"
    sha_prev = "9d03b7f14c2e8a6b0d51f3c7e92a4d8b1605ce7a"
    a_top = dep(d_top, "ready", sha_top, "docs: add webhooks v2 guide (#482)", "2024-06-11T10:02:14.512Z", "2024-06-11T10:03:31.207Z", 71)
    a_prev = dep(d_prev, "ready", sha_prev, "fix broken sidebar links (#479)", "2024-06-11T05:14:40.118Z", "2024-06-11T05:15:52.663Z", 66)
    a_err = dep(d_err, "error", "77e2c0a9b1d4f6385e2c4a01d9b8e7f3c2a65d10", "wip: versioned API reference (#477)", "2024-06-10T16:48:09.030Z", None, None,
                "Build script returned non-zero exit code: 2")
    a_old = dep(d_old, "ready", "c5f81b60e94d2a7310bb8e5c2f4d06a9e1b73c48", "bump hugo to 0.126.1 (#475)", "2024-06-10T11:20:55.740Z", "2024-06-10T11:22:03.102Z", 62)
    restored = {**a_prev, "updated_at": "2024-06-11T10:37:52.904Z", "published_at": "2024-06-11T10:37:52.904Z", "locked": True}
    new_q = dep(d_new, "enqueued", sha_top, "docs: add webhooks v2 guide (#482)", "2024-06-11T10:41:03.551Z", None, None)
    new_r = {**dep(d_new, "ready", sha_top, "docs: add webhooks v2 guide (#482)", "2024-06-11T10:41:03.551Z", None, 94),
             "updated_at": "2024-06-11T10:42:49.316Z", "summary": {"status": "ready", "messages": [
                 {"type": "info", "title": "Deploy is not published", "description": "Auto publishing is locked on this site. Publish this deploy manually to make it live."},
                 {"type": "info", "title": "1,284 new files uploaded", "description": "0 generated pages and 1,284 assets changed (cache cleared)."}]}}
    turns = [
        (call("netlify_list_deploys", site_id=site, per_page=4), pj([a_top, a_prev, a_err, a_old])),
        (call("netlify_restore_deploy", site_id=site, deploy_id=d_prev), pj(restored)),
        (call("netlify_get_site", site_id=site), pj({
            "id": site, "name": "docs-northwind", "custom_domain": "docs.northwind.io", "url": "https://docs.northwind.io",
            "admin_url": "https://app.netlify.com/sites/docs-northwind", "state": "current", "plan": "nf_team_pro",
            "build_settings": {"repo_url": "https://github.com/northwind/docs", "repo_branch": "main", "cmd": "hugo --gc --minify", "dir": "public", "stop_builds": False},
            "published_deploy": {"id": d_prev, "commit_ref": sha_prev, "title": "fix broken sidebar links (#479)",
                                 "published_at": "2024-06-11T10:37:52.904Z", "locked": True, "context": "production"},
            "updated_at": "2024-06-11T10:37:53.041Z"})),
        (call("netlify_trigger_build", site_id=site, clear_cache=True, branch="main"), pj({
            "id": new_q["build_id"], "deploy_id": d_new, "sha": None, "done": False, "error": None, "created_at": "2024-06-11T10:41:03.551Z",
            "deploy_state": new_q["state"]})),
        (call("netlify_get_deploy", deploy_id=d_new), pj(new_r)),
        (call("netlify_list_deploys", site_id=site, per_page=4), pj([
            {k: v for k, v in new_r.items() if k != "summary"}, a_top, restored, a_err])),
    ]
    rs.add("mcp", "h52-mcp-10", system("netlify-mcp", tools), turns)


# ---------------------------------------------------------------------------------------------------
# 11 Airflow (bad): the scheduler heartbeat in a later health check is earlier than the first one.
# ---------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    tools = [
        tool("get_health", "Get the health of the Airflow instance.", {}, []),
        tool("list_dags", "List DAGs, optionally filtered by tags.", {"limit": INT, "tags": A, "only_active": B}, []),
        tool("get_dag", "Get a DAG's details.", {"dag_id": S}, ["dag_id"]),
        tool("patch_dag", "Update a DAG (e.g. pause or unpause).", {"dag_id": S, "is_paused": B}, ["dag_id"]),
        tool("trigger_dag_run", "Trigger a new DAG run.", {"dag_id": S, "dag_run_id": S, "conf": OBJ}, ["dag_id"]),
        tool("get_dag_run", "Get a DAG run.", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("list_task_instances", "List the task instances of a DAG run.", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("get_task_instance_log", "Get the log of one try of a task instance.", {"dag_id": S, "dag_run_id": S, "task_id": S, "task_try_number": INT}, ["dag_id", "dag_run_id", "task_id", "task_try_number"]),
        tool("clear_task_instances", "Clear task instances so they run again.", {"dag_id": S, "dag_run_id": S, "task_ids": A, "include_downstream": B, "dry_run": B}, ["dag_id"]),
    ]
    dag = "ledger_reconciliation"
    run = "manual__2024-06-12T09:43:20.118904+00:00"

    def health(sched: str, trig: str) -> str:
        return pj({"metadatabase": {"status": "healthy"}, "scheduler": {"status": "healthy", "latest_scheduler_heartbeat": sched},
                   "triggerer": {"status": "healthy", "latest_triggerer_heartbeat": trig},
                   "dag_processor": {"status": None, "latest_dag_processor_heartbeat": None}})

    def dagrow(dag_id: str, paused: bool, sched: str, desc: str, owners: list[str], nxt: str | None, fileloc: str) -> dict[str, Any]:
        return {"dag_id": dag_id, "dag_display_name": dag_id, "description": desc, "fileloc": fileloc, "is_active": True,
                "is_paused": paused, "is_subdag": False, "owners": owners, "schedule_interval": {"__type": "CronExpression", "value": sched},
                "tags": [{"name": "finance"}] + ([{"name": "daily"}] if "daily" in dag_id or "rates" in dag_id else []),
                "next_dagrun": nxt, "has_import_errors": False, "max_active_runs": 1, "max_active_tasks": 16}

    ledger_paused = dagrow(dag, True, "0 4 * * *", "Match GL entries against bank feeds and publish the exceptions report", ["finance-data"], None, "/opt/airflow/dags/finance/ledger_reconciliation.py")
    ledger_live = {**ledger_paused, "is_paused": False, "next_dagrun": "2024-06-12T04:00:00+00:00"}

    def ti(task: str, state: str | None, start: str | None, end: str | None, tries: int, op: str, pid: int | None, mx: int = 0) -> dict[str, Any]:
        dur = None
        if start and end:
            fmt = "%Y-%m-%dT%H:%M:%S.%f+00:00"
            dur = round((datetime.strptime(end, fmt) - datetime.strptime(start, fmt)).total_seconds(), 6)
        return {"task_id": task, "dag_id": dag, "dag_run_id": run, "execution_date": "2024-06-12T09:43:20.118904+00:00",
                "state": state, "start_date": start, "end_date": end, "duration": dur, "try_number": tries, "max_tries": mx,
                "hostname": "airflow-worker-2.airflow-worker.airflow.svc.cluster.local" if start else "", "pool": "default_pool",
                "queue": "default", "operator": op, "pid": pid}

    t_extract = ti("extract_gl_entries", "success", "2024-06-12T09:43:23.410256+00:00", "2024-06-12T09:44:02.881930+00:00", 1, "SnowflakeOperator", 48211)
    t_bank = ti("extract_bank_feed", "success", "2024-06-12T09:43:23.522871+00:00", "2024-06-12T09:43:58.104462+00:00", 1, "PythonOperator", 48213)
    t_match1 = ti("match_transactions", "failed", "2024-06-12T09:44:05.037115+00:00", "2024-06-12T09:44:51.662408+00:00", 1, "PythonOperator", 48390)
    t_pub0 = ti("publish_report", "upstream_failed", None, "2024-06-12T09:44:52.315077+00:00", 0, "EmailOperator", None)
    t_match2 = ti("match_transactions", "success", "2024-06-12T09:45:40.270913+00:00", "2024-06-12T09:46:18.551302+00:00", 2, "PythonOperator", 48702, 1)
    t_pub1 = ti("publish_report", "success", "2024-06-12T09:46:21.008644+00:00", "2024-06-12T09:46:33.419027+00:00", 1, "EmailOperator", 48745)
    log = "\n".join([
        "[2024-06-12, 09:44:05 UTC] {local_task_job_runner.py:123} INFO - ::group::Pre task execution logs",
        "[2024-06-12, 09:44:05 UTC] {taskinstance.py:2076} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: ledger_reconciliation.match_transactions manual__2024-06-12T09:43:20.118904+00:00 [queued]>",
        "[2024-06-12, 09:44:05 UTC] {taskinstance.py:2306} INFO - Starting attempt 1 of 1",
        "[2024-06-12, 09:44:05 UTC] {taskinstance.py:2330} INFO - Executing <Task(PythonOperator): match_transactions> on 2024-06-12 09:43:20.118904+00:00",
        "[2024-06-12, 09:44:05 UTC] {standard_task_runner.py:63} INFO - Started process 48390 to run task",
        "[2024-06-12, 09:44:06 UTC] {matcher.py:58} INFO - Loaded 18,442 GL entries and 17,906 bank transactions for ledger_date=2024-06-11",
        "[2024-06-12, 09:44:49 UTC] {taskinstance.py:2905} ERROR - Task failed with exception",
        "Traceback (most recent call last):",
        '  File "/opt/airflow/dags/finance/lib/matcher.py", line 112, in match_batch',
        "    iban = row[\"counterparty_iban\"].replace(\" \", \"\")",
        "KeyError: 'counterparty_iban'",
        "[2024-06-12, 09:44:51 UTC] {taskinstance.py:1206} INFO - Marking task as FAILED. dag_id=ledger_reconciliation, task_id=match_transactions, run_id=manual__2024-06-12T09:43:20.118904+00:00, execution_date=20240612T094320, start_date=20240612T094405, end_date=20240612T094451",
        "[2024-06-12, 09:44:51 UTC] {local_task_job_runner.py:240} INFO - Task exited with return code 1",
    ])
    dr = {"dag_id": dag, "dag_run_id": run, "logical_date": "2024-06-12T09:43:20.118904+00:00", "execution_date": "2024-06-12T09:43:20.118904+00:00",
          "data_interval_start": "2024-06-11T04:00:00+00:00", "data_interval_end": "2024-06-12T04:00:00+00:00", "run_type": "manual",
          "external_trigger": True, "conf": {"ledger_date": "2024-06-11"}, "note": None}
    turns = [
        (call("get_health"), health("2024-06-12T09:41:07.512843+00:00", "2024-06-12T09:41:05.904117+00:00")),
        (call("list_dags", tags=["finance"], limit=25), pj({"dags": [
            dagrow("finance_daily_close", False, "30 3 * * 1-5", "Close the books for the previous business day", ["finance-data"], "2024-06-12T03:30:00+00:00", "/opt/airflow/dags/finance/daily_close.py"),
            dagrow("fx_rates_ingest", False, "15 */4 * * *", "Pull ECB and OANDA FX rates", ["finance-data", "platform"], "2024-06-12T08:15:00+00:00", "/opt/airflow/dags/finance/fx_rates.py"),
            ledger_paused], "total_entries": 3})),
        (call("get_dag", dag_id=dag), pj({**ledger_paused, "default_view": "grid", "last_parsed_time": "2024-06-12T09:40:58.227311+00:00",
                                          "timetable_description": "At 04:00", "catchup": False, "start_date": "2024-01-01T00:00:00+00:00"})),
        (call("patch_dag", dag_id=dag, is_paused=False), pj(ledger_live)),
        (call("trigger_dag_run", dag_id=dag, dag_run_id=run, conf={"ledger_date": "2024-06-11"}), pj({
            **dr, "state": "queued", "start_date": None, "end_date": None, "last_scheduling_decision": None})),
        (call("get_dag_run", dag_id=dag, dag_run_id=run), pj({
            **dr, "state": "running", "start_date": "2024-06-12T09:43:21.602277+00:00", "end_date": None, "last_scheduling_decision": "2024-06-12T09:44:03.118420+00:00"})),
        (call("list_task_instances", dag_id=dag, dag_run_id=run), pj({"task_instances": [t_bank, t_extract, t_match1, t_pub0], "total_entries": 4})),
        (call("get_task_instance_log", dag_id=dag, dag_run_id=run, task_id="match_transactions", task_try_number=1), text(log)),
        (call("clear_task_instances", dag_id=dag, dag_run_id=run, task_ids=["match_transactions"], include_downstream=True, dry_run=False), pj({"task_instances": [
            {"dag_id": dag, "dag_run_id": run, "execution_date": "2024-06-12T09:43:20.118904+00:00", "task_id": "match_transactions"},
            {"dag_id": dag, "dag_run_id": run, "execution_date": "2024-06-12T09:43:20.118904+00:00", "task_id": "publish_report"}]})),
        # contradiction: heartbeat 09:39:48 is before turn 1's 09:41:07 (and before every task event)
        (call("get_health"), health("2024-06-12T09:39:48.204117+00:00", "2024-06-12T09:45:31.774650+00:00")),
        (call("list_task_instances", dag_id=dag, dag_run_id=run), pj({"task_instances": [t_bank, t_extract, t_match2, t_pub1], "total_entries": 4})),
        (call("get_dag_run", dag_id=dag, dag_run_id=run), pj({
            **dr, "state": "success", "start_date": "2024-06-12T09:43:21.602277+00:00", "end_date": "2024-06-12T09:46:34.880153+00:00",
            "last_scheduling_decision": "2024-06-12T09:46:34.861092+00:00"})),
    ]
    rs.add("mcp", "h52-mcp-11", system("airflow-mcp", tools), turns, bad=True, turn=10,
           kind="The scheduler heartbeat reads 09:39:48, earlier than the 09:41:07 heartbeat of turn 1 and the task events since.")


# ---------------------------------------------------------------------------------------------------
# 12 Webflow (clean): paginated CMS items, edits, archive, create, delete, publish; total stays 7.
# ---------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    site = "64a1f0c2e8b7d90012ab34cd"
    jobs = "64a1f2335c0e7a0019f00c12"
    loc = "64a1f0c2e8b7d90012ab34d9"
    tools = [
        tool("sites_list", "List sites the token can access.", {}, []),
        tool("collections_list", "List CMS collections of a site.", {"site_id": S}, ["site_id"]),
        tool("collections_items_list_items", "List items of a collection (paginated).", {"collection_id": S, "limit": INT, "offset": INT, "sortBy": S, "sortOrder": S}, ["collection_id"]),
        tool("collections_items_update_items", "Update collection items (staged).", {"collection_id": S, "items": A}, ["collection_id", "items"]),
        tool("collections_items_create_item", "Create a collection item.", {"collection_id": S, "isDraft": B, "fieldData": OBJ}, ["collection_id", "fieldData"]),
        tool("collections_items_delete_item", "Delete a collection item.", {"collection_id": S, "item_id": S}, ["collection_id", "item_id"]),
        tool("collections_items_publish_items", "Publish staged collection items.", {"collection_id": S, "itemIds": A}, ["collection_id", "itemIds"]),
        tool("sites_publish", "Publish a site to its domains.", {"site_id": S, "customDomains": A, "publishToWebflowSubdomain": B}, ["site_id"]),
    ]

    def item(iid: str, name: str, slug: str, location: str, team: str, created: str, updated: str, published: str | None,
             archived: bool = False, draft: bool = False, kind: str = "Full-time") -> dict[str, Any]:
        return {"id": iid, "cmsLocaleId": loc, "lastPublished": published, "lastUpdated": updated, "createdOn": created,
                "isArchived": archived, "isDraft": draft,
                "fieldData": {"name": name, "slug": slug, "location": location, "team": team, "employment-type": kind,
                              "apply-url": f"https://jobs.ashbyhq.com/northwind/{iid[-8:]}"}}

    sde = item("65b3e1a07c9d2f0013e4a101", "Senior Data Engineer", "senior-data-engineer", "Berlin", "Data", "2024-01-29T10:12:44.118Z", "2024-05-06T08:30:12.402Z", "2024-06-07T16:20:11.000Z")
    pd_ = item("65c0a7f24e1b8d00129f3b52", "Product Designer", "product-designer", "Remote (EU)", "Design", "2024-02-12T14:40:03.551Z", "2024-04-18T11:02:47.930Z", "2024-06-07T16:20:11.000Z")
    sre = item("65c8d1e39a2f4b0011c7e6a3", "Staff SRE", "staff-sre", "Amsterdam", "Platform", "2024-02-20T09:05:37.220Z", "2024-05-22T15:44:08.017Z", "2024-06-07T16:20:11.000Z")
    ae = item("65d4b92f1c0e7a0014a2d7c4", "Account Executive, DACH", "account-executive-dach", "Munich", "Sales", "2024-03-04T12:18:29.604Z", "2024-03-04T12:18:29.604Z", "2024-06-07T16:20:11.000Z")
    csm = item("65e07c3b8f2d1a0013b9e4d5", "Customer Success Manager", "customer-success-manager", "London", "Customer Success", "2024-03-15T16:51:02.447Z", "2024-05-30T09:27:55.180Z", "2024-06-07T16:20:11.000Z")
    fe = item("65f1a29c0d7e3b0012f8c5e6", "Frontend Engineer (Contract)", "frontend-engineer-contract", "Remote (EU)", "Product Engineering", "2024-03-26T10:33:18.905Z", "2024-04-02T07:59:40.332Z", "2024-06-07T16:20:11.000Z", kind="Contract")
    tw = item("660b4e71a3c2d50011e7b9f7", "Technical Writer", "technical-writer", "Remote (EU)", "Developer Relations", "2024-04-01T13:12:50.716Z", "2024-04-01T13:12:50.716Z", "2024-06-07T16:20:11.000Z", kind="Part-time")
    sre2 = {**sre, "lastUpdated": "2024-06-11T11:08:42.306Z", "fieldData": {**sre["fieldData"], "location": "Remote (EU)"}}
    fe2 = {**fe, "isArchived": True, "lastUpdated": "2024-06-11T11:09:15.874Z"}
    anl = item("6668310f5b9e2c0012d4a8f1", "Analytics Engineer", "analytics-engineer", "Berlin", "Data", "2024-06-11T11:10:03.229Z", "2024-06-11T11:10:03.229Z", None)
    sre3 = {**sre2, "lastPublished": "2024-06-11T11:11:26.540Z"}
    anl3 = {**anl, "lastPublished": "2024-06-11T11:11:26.540Z"}

    def page(items: list[dict[str, Any]], limit: int, offset: int, total: int) -> str:
        return pj({"items": items, "pagination": {"limit": limit, "offset": offset, "total": total}})

    turns = [
        (call("sites_list"), pj({"sites": [
            {"id": site, "workspaceId": "6391e7f2c4a8b10011d2e3f4", "displayName": "Northwind Marketing", "shortName": "northwind-marketing",
             "previewUrl": "https://screenshots.webflow.com/sites/64a1f0c2e8b7d90012ab34cd/20240607162011_7c1b.png", "timeZone": "Europe/Berlin",
             "createdOn": "2023-07-02T18:40:12.551Z", "lastUpdated": "2024-06-10T13:05:44.902Z", "lastPublished": "2024-06-07T16:20:11.000Z",
             "customDomains": [{"id": "64a1f3b0c2d9e80013f4a5b6", "url": "northwind.io"}, {"id": "64a1f3b0c2d9e80013f4a5b7", "url": "www.northwind.io"}]},
            {"id": "652e9d41b7a3c00012e8f0a1", "workspaceId": "6391e7f2c4a8b10011d2e3f4", "displayName": "Northwind Docs Landing", "shortName": "northwind-docs-landing",
             "previewUrl": "https://screenshots.webflow.com/sites/652e9d41b7a3c00012e8f0a1/20240315090412_a2e9.png", "timeZone": "Europe/Berlin",
             "createdOn": "2023-10-17T08:22:05.004Z", "lastUpdated": "2024-03-15T09:03:58.117Z", "lastPublished": "2024-03-15T09:04:12.000Z", "customDomains": []}]})),
        (call("collections_list", site_id=site), pj({"collections": [
            {"id": "64a1f1d9e3b2c70014a5f001", "displayName": "Blog Posts", "singularName": "Blog Post", "slug": "blog", "createdOn": "2023-07-02T18:52:30.004Z", "lastUpdated": "2024-05-14T10:11:03.660Z"},
            {"id": jobs, "displayName": "Jobs", "singularName": "Job", "slug": "jobs", "createdOn": "2023-07-03T09:14:22.731Z", "lastUpdated": "2024-02-12T14:37:51.208Z"},
            {"id": "64a1f25e7d0c3b0013e8a772", "displayName": "Team Members", "singularName": "Team Member", "slug": "team", "createdOn": "2023-07-03T09:20:48.116Z", "lastUpdated": "2023-12-01T16:44:09.503Z"},
            {"id": "64b7c0a3e2f1d90012c4b813", "displayName": "Customer Stories", "singularName": "Customer Story", "slug": "customers", "createdOn": "2023-07-19T11:05:37.890Z", "lastUpdated": "2024-04-22T08:31:26.447Z"}]})),
        (call("collections_items_list_items", collection_id=jobs, limit=5, offset=0), page([sde, pd_, sre, ae, csm], 5, 0, 7)),
        (call("collections_items_list_items", collection_id=jobs, limit=5, offset=5), page([fe, tw], 5, 5, 7)),
        (call("collections_items_update_items", collection_id=jobs, items=[{"id": sre["id"], "fieldData": {"location": "Remote (EU)"}}]), pj({"items": [sre2]})),
        (call("collections_items_update_items", collection_id=jobs, items=[{"id": fe["id"], "isArchived": True}]), pj({"items": [fe2]})),
        (call("collections_items_create_item", collection_id=jobs, isDraft=False, fieldData={
            "name": "Analytics Engineer", "slug": "analytics-engineer", "location": "Berlin", "team": "Data", "employment-type": "Full-time",
            "apply-url": "https://jobs.ashbyhq.com/northwind/12d4a8f1"}), pj(anl)),
        (call("collections_items_delete_item", collection_id=jobs, item_id=tw["id"]), pj({})),
        (call("collections_items_publish_items", collection_id=jobs, itemIds=[sre["id"], anl["id"]]), pj({"publishedItemIds": [sre["id"], anl["id"]], "errors": []})),
        (call("collections_items_list_items", collection_id=jobs, limit=10, offset=0, sortBy="name", sortOrder="asc"),
         page([ae, anl3, csm, fe2, pd_, sde, sre3], 10, 0, 7)),
        (call("sites_publish", site_id=site, customDomains=["64a1f3b0c2d9e80013f4a5b6", "64a1f3b0c2d9e80013f4a5b7"], publishToWebflowSubdomain=True), pj({
            "customDomains": [{"id": "64a1f3b0c2d9e80013f4a5b6", "url": "northwind.io", "lastPublished": "2024-06-11T11:12:40.118Z"},
                              {"id": "64a1f3b0c2d9e80013f4a5b7", "url": "www.northwind.io", "lastPublished": "2024-06-11T11:12:40.118Z"}],
            "publishToWebflowSubdomain": True})),
    ]
    rs.add("mcp", "h52-mcp-12", system("webflow", tools), turns)


# ---------------------------------------------------------------------------------------------------
# 13 Google Sheets (clean): values vs formulas, an edit that recomputes totals, a sheet rename.
# ---------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    sid = "1h7Kp0Qx2TzR9mWvB4sNc8LdA3fYgE6uJ5oI1rQwZ0Xk"
    tools = [
        tool("list_sheets", "List the sheets (tabs) of a spreadsheet.", {"spreadsheet_id": S}, ["spreadsheet_id"]),
        tool("get_sheet_data", "Read formatted values from a range.", {"spreadsheet_id": S, "sheet": S, "range": S}, ["spreadsheet_id", "sheet"]),
        tool("get_sheet_formulas", "Read the formulas of a range.", {"spreadsheet_id": S, "sheet": S, "range": S}, ["spreadsheet_id", "sheet"]),
        tool("update_cells", "Write values to a range (USER_ENTERED).", {"spreadsheet_id": S, "sheet": S, "range": S, "data": A}, ["spreadsheet_id", "sheet", "range", "data"]),
        tool("rename_sheet", "Rename a sheet.", {"spreadsheet": S, "sheet": S, "new_name": S}, ["spreadsheet", "sheet", "new_name"]),
    ]
    chans = [["Paid Search", 42000, 45000, 47500, "L. Moreau"], ["Paid Social", 28000, 26500, 30000, "K. Adeyemi"],
             ["Events", 15000, 38000, 9000, "L. Moreau"], ["Content", 12000, 12000, 12000, "T. Nakamura"],
             ["Partnerships", 8000, 8000, 10000, "K. Adeyemi"]]

    def money(v: int) -> str:
        return f"${v:,}"

    def grid(ch: list[list[Any]], sheet: str) -> str:
        vals = [["Channel", "Apr", "May", "Jun", "Q2 Total", "Owner"]]
        for name, a, m, j, owner in ch:
            vals.append([name, money(a), money(m), money(j), money(a + m + j), owner])
        col = [sum(r[i] for r in ch) for i in (1, 2, 3)]
        vals.append(["Total", *(money(c) for c in col), money(sum(col))])
        return pj({"range": f"'{sheet}'!A1:F7" if " " in sheet else f"{sheet}!A1:F7", "majorDimension": "ROWS", "values": vals})

    ch2 = [list(r) for r in chans]
    ch2[2][3] = 14000
    ch3 = [list(r) for r in ch2]
    ch3[4][4] = "T. Nakamura"
    new = "Budget FY24 Q2"
    sheets = [("Budget", 0, 42, 8), ("Actuals", 1843226710, 318, 12), ("Notes", 520941877, 60, 4)]

    def sheet_list(first: str) -> str:
        return pj([{"title": first if i == 0 else t, "sheetId": sid_, "index": i, "gridProperties": {"rowCount": rows, "columnCount": cols}}
                   for i, (t, sid_, rows, cols) in enumerate(sheets)])

    turns = [
        (call("list_sheets", spreadsheet_id=sid), sheet_list("Budget")),
        (call("get_sheet_data", spreadsheet_id=sid, sheet="Budget", range="A1:F7"), grid(chans, "Budget")),
        (call("get_sheet_formulas", spreadsheet_id=sid, sheet="Budget", range="B7:E7"), pj({"range": "Budget!B7:E7", "majorDimension": "ROWS", "values": [
            ["=SUM(B2:B6)", "=SUM(C2:C6)", "=SUM(D2:D6)", "=SUM(E2:E6)"]]})),
        (call("update_cells", spreadsheet_id=sid, sheet="Budget", range="D4", data=[[14000]]), pj({
            "spreadsheetId": sid, "updatedRange": "Budget!D4", "updatedRows": 1, "updatedColumns": 1, "updatedCells": 1})),
        (call("get_sheet_data", spreadsheet_id=sid, sheet="Budget", range="A1:F7"), grid(ch2, "Budget")),
        (call("get_sheet_formulas", spreadsheet_id=sid, sheet="Budget", range="E2:E6"), pj({"range": "Budget!E2:E6", "majorDimension": "ROWS", "values": [
            ["=SUM(B2:D2)"], ["=SUM(B3:D3)"], ["=SUM(B4:D4)"], ["=SUM(B5:D5)"], ["=SUM(B6:D6)"]]})),
        (call("rename_sheet", spreadsheet=sid, sheet="Budget", new_name=new), pj({
            "spreadsheetId": sid, "replies": [{}], "message": f"Sheet 'Budget' renamed to '{new}'"})),
        (call("update_cells", spreadsheet_id=sid, sheet=new, range="F6", data=[["T. Nakamura"]]), pj({
            "spreadsheetId": sid, "updatedRange": f"'{new}'!F6", "updatedRows": 1, "updatedColumns": 1, "updatedCells": 1})),
        (call("list_sheets", spreadsheet_id=sid), sheet_list(new)),
        (call("get_sheet_data", spreadsheet_id=sid, sheet=new, range="A1:F7"), grid(ch3, new)),
    ]
    rs.add("mcp", "h52-mcp-13", system("mcp-google-sheets", tools), turns)


# ---------------------------------------------------------------------------------------------------
# 14 Opsgenie (bad): an alert whose creation succeeded is missing from the open-alert list.
# ---------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    tools = [
        tool("create_alert", "Create an alert (processed asynchronously; returns a requestId).", {"message": S, "alias": S, "description": S, "priority": S, "responders": A, "tags": A, "entity": S}, ["message"]),
        tool("get_request_status", "Get the result of an asynchronous request.", {"requestId": S}, ["requestId"]),
        tool("list_alerts", "List alerts matching a search query.", {"query": S, "limit": INT, "sort": S, "order": S}, []),
        tool("get_alert", "Get an alert by id, tinyId or alias.", {"identifier": S, "identifierType": S}, ["identifier"]),
        tool("acknowledge_alert", "Acknowledge an alert.", {"identifier": S, "note": S, "user": S}, ["identifier"]),
        tool("add_note", "Add a note to an alert.", {"identifier": S, "note": S, "user": S}, ["identifier", "note"]),
        tool("count_alerts", "Count alerts matching a search query.", {"query": S}, []),
    ]
    new_id = "c1f8e2a0-7b3d-4e59-a6c4-0d92f3b7e815-1718105732418"
    req = "4d7b19e2-8c05-4f3a-b6e1-92a0c5d3f847"

    def alert(aid: str, tiny: str, alias: str, msg: str, prio: str, created: str, tags: list[str], count: int, ack: bool, owner: str,
              src: str, team: str) -> dict[str, Any]:
        return {"id": aid, "tinyId": tiny, "alias": alias, "message": msg, "status": "open", "acknowledged": ack, "isSeen": ack,
                "tags": tags, "snoozed": False, "count": count, "lastOccurredAt": created, "createdAt": created, "updatedAt": created,
                "source": src, "owner": owner, "priority": prio,
                "responders": [{"type": "team", "id": team}], "integration": {"id": "2e6a1c90-4f7b-4d83-9e15-b0c3a7d2f461", "name": "Prometheus Alertmanager", "type": "Prometheus"},
                "report": {"ackTime": 0, "closeTime": 0, "acknowledgedBy": "", "closedBy": ""}, "ownerTeamId": team}

    payments = "8f2d41c7-3a6e-4b90-a1d5-7c0e9b2f4a63"
    a1 = alert("9a3e5c71-2f0b-4d8a-b6c2-41e7d0f9a358-1718101502117", "3311", "k8s-node-notready-ip-10-42-7-19", "KubeNodeNotReady ip-10-42-7-19.eu-west-1.compute.internal",
               "P2", "2024-06-11T10:25:02.117Z", ["k8s", "prod-eu"], 4, False, "", "alertmanager-prod-eu", "1b7c9e40-6d2a-4f85-a3e1-0c5b8d2f7a94")
    a2 = alert("b07d2e94-5c1a-4f63-8e0b-d3a6c9f1e274-1718098210554", "3307", "cert-expiry-api-northwind-io", "TLS certificate for api.northwind.io expires in 13 days",
               "P4", "2024-06-11T09:30:10.554Z", ["tls", "external"], 1, False, "", "blackbox-exporter", "1b7c9e40-6d2a-4f85-a3e1-0c5b8d2f7a94")
    a3 = alert("e5c81f3a-9d47-4b2e-a0f6-7b3d2c8e1a90-1718091477301", "3302", "payments-refund-job-failed", "CronJob payments/refund-reconciler failed 3 times",
               "P3", "2024-06-11T07:37:57.301Z", ["payments", "cronjob"], 3, False, "", "alertmanager-prod-eu", payments)
    new = {**alert(new_id, "3314", "payments-consumer-lag", "Payment webhook consumer lag > 50k messages", "P2", "2024-06-11T11:35:32.418Z",
                   ["payments", "kafka", "prod-eu"], 1, False, "", "mcp-agent", payments),
           "integration": {"id": "5a0c7e13-d82b-4f6e-9c41-e3b7a2d0f958", "name": "Default API", "type": "API"},
           "entity": "payments-webhook-consumer", "description": "consumer group payments-webhooks on topic psp.events lag = 58,214 (threshold 50,000), rising for 12 min.",
           "actions": [], "details": {}}
    new_ack = {**new, "acknowledged": True, "isSeen": True, "owner": "sam.ortega@northwind.io", "updatedAt": "2024-06-11T11:38:12.447Z",
               "report": {"ackTime": 93384, "closeTime": 0, "acknowledgedBy": "sam.ortega@northwind.io", "closedBy": ""}}
    turns = [
        (call("create_alert", message=new["message"], alias="payments-consumer-lag", description=new["description"], priority="P2",
              responders=[{"type": "team", "name": "Payments"}], tags=["payments", "kafka", "prod-eu"], entity="payments-webhook-consumer"),
         pj({"result": "Request will be processed", "took": 0.107, "requestId": req})),
        (call("get_request_status", requestId=req), pj({"data": {"success": True, "action": "Create", "processedAt": "2024-06-11T11:35:32.704Z",
                                                                "integrationId": "5a0c7e13-d82b-4f6e-9c41-e3b7a2d0f958", "isSuccess": True, "status": "Created alert",
                                                                "alertId": new_id, "alias": "payments-consumer-lag"}, "took": 0.011, "requestId": "7c2e0f48-b1d9-4a35-8e67-d04f3a9b1c26"})),
        # contradiction: the alert created (and confirmed) above is not among the open alerts
        (call("list_alerts", query="status: open", limit=20, sort="createdAt", order="desc"), pj({"data": [a1, a2, a3], "took": 0.032, "requestId": "1e9b7d30-5f4a-4c82-a6d1-e80c3b2f7a45"})),
        (call("get_alert", identifier=new_id, identifierType="id"), pj({"data": new, "took": 0.006, "requestId": "a83f2c61-0d7e-4b59-9c14-6e2b0d5f3a78"})),
        (call("acknowledge_alert", identifier=new_id, note="Looking at it - consumer pods OOMKilled after 11:20 deploy", user="sam.ortega@northwind.io"),
         pj({"result": "Request will be processed", "took": 0.094, "requestId": "d5e1a7b4-3c20-4f96-8b0e-17a9c4d2e6f3"})),
        (call("add_note", identifier=new_id, note="Rolled back payments-webhook-consumer to v3.18.2; lag draining (~4k msg/min).", user="sam.ortega@northwind.io"),
         pj({"result": "Request will be processed", "took": 0.088, "requestId": "62b0d9f3-e7a1-4c58-9d24-b3f6a0e1c7d9"})),
        (call("get_alert", identifier="payments-consumer-lag", identifierType="alias"), pj({"data": new_ack, "took": 0.005, "requestId": "3b8e6d12-f4c0-4a97-b2d5-0e7c1a9f6b43"})),
        (call("count_alerts", query="status: open AND acknowledged: false"), pj({"data": {"count": 3}, "took": 0.014, "requestId": "f09c4e27-1b6d-4a83-a5e0-c2d7b9f1e364"})),
    ]
    rs.add("mcp", "h52-mcp-14", system("opsgenie-mcp", tools), turns, bad=True, turn=3,
           kind="The alert created in turn 1 and confirmed as 'Created alert' in turn 2 is missing from the open-alert list (it is open, as turn 4 shows).")


# ---------------------------------------------------------------------------------------------------
# 15 Databricks (clean): start a cluster, run a job, check its output and row count, restart the cluster.
# ---------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    tools = [
        tool("list_clusters", "List all clusters in the workspace.", {}, []),
        tool("get_cluster", "Get a cluster's state and configuration.", {"cluster_id": S}, ["cluster_id"]),
        tool("start_cluster", "Start a terminated cluster.", {"cluster_id": S}, ["cluster_id"]),
        tool("restart_cluster", "Restart a running cluster.", {"cluster_id": S}, ["cluster_id"]),
        tool("list_jobs", "List jobs, optionally filtered by exact name.", {"name": S, "limit": INT}, []),
        tool("run_job", "Trigger a job run now.", {"job_id": INT, "notebook_params": OBJ}, ["job_id"]),
        tool("get_run", "Get a job run with its task runs.", {"run_id": INT}, ["run_id"]),
        tool("get_run_output", "Get the output of a single task run.", {"run_id": INT}, ["run_id"]),
        tool("execute_sql", "Execute a SQL statement on a SQL warehouse and wait for the result.", {"warehouse_id": S, "statement": S, "catalog": S, "schema": S}, ["warehouse_id", "statement"]),
    ]
    cid = "0412-091533-k2x7w9pq"
    host = "https://dbc-7a3f19c2-5e01.cloud.databricks.com"
    base = {"cluster_id": cid, "cluster_name": "etl-shared", "spark_version": "14.3.x-scala2.12", "node_type_id": "i3.xlarge",
            "driver_node_type_id": "i3.xlarge", "num_workers": 4, "autotermination_minutes": 60, "cluster_source": "UI",
            "creator_user_name": "jlee@northwind.io", "data_security_mode": "USER_ISOLATION", "runtime_engine": "PHOTON",
            "spark_conf": {"spark.sql.shuffle.partitions": "auto", "spark.databricks.delta.optimizeWrite.enabled": "true"},
            "aws_attributes": {"availability": "SPOT_WITH_FALLBACK", "zone_id": "eu-west-1b", "first_on_demand": 1, "spot_bid_price_percent": 100},
            "start_time": ms("2024-04-12T09:15:33.207Z"), "default_tags": {"Vendor": "Databricks", "Creator": "jlee@northwind.io", "ClusterName": "etl-shared", "ClusterId": cid}}
    term = {**base, "state": "TERMINATED", "state_message": "Inactivity (60 minutes)", "terminated_time": ms("2024-06-10T19:42:08.551Z"),
            "termination_reason": {"code": "INACTIVITY", "type": "SUCCESS", "parameters": {"inactivity_duration_min": "60"}},
            "last_restarted_time": ms("2024-06-10T16:03:44.902Z"), "last_state_loss_time": ms("2024-06-10T16:03:44.902Z")}
    pending = {k: v for k, v in term.items() if k not in ("terminated_time", "termination_reason")}
    pending.update({"state": "PENDING", "state_message": "Finding instances for new nodes, acquiring more instances if necessary"})
    drv = {"private_ip": "10.31.4.118", "public_dns": "", "node_id": "5c1e7f3a90b24d68a2f0c7e9b1d43a85", "instance_id": "i-0b7e3c1f9a2d4e568",
           "start_timestamp": ms("2024-06-11T12:04:58.316Z"), "host_private_ip": "10.31.4.118"}
    running = dict(pending)
    running.update({"state": "RUNNING", "state_message": "", "driver": drv, "executors": [
        {"private_ip": f"10.31.4.{ip}", "node_id": nid, "instance_id": iid, "start_timestamp": ms(ts)} for ip, nid, iid, ts in [
            (121, "8e2a4c6f1b3d5e7a9c0b2d4f6e8a1c3e", "i-02c5e8a1f4b7d3906", "2024-06-11T12:05:02.118Z"),
            (126, "3f7b9d1e5a2c4f6b8d0e2a4c6f8b1d3a", "i-0f1a4d7b2e5c8a361", "2024-06-11T12:05:03.440Z"),
            (133, "a1c3e5f7b9d2a4c6e8f0b2d4a6c8e1f3", "i-07d2b5e8c1f4a6937", "2024-06-11T12:05:01.902Z"),
            (140, "d4f6a8c1e3b5d7f9a2c4e6b8d1f3a5c7", "i-0a9c2f5b8e1d4a720", "2024-06-11T12:05:05.731Z")]],
        "spark_context_id": 7193550271183309421, "last_restarted_time": ms("2024-06-11T12:06:41.027Z"),
        "last_state_loss_time": ms("2024-06-11T12:06:41.027Z"), "cluster_memory_mb": 156160, "cluster_cores": 20.0})
    restarted = {**running, "spark_context_id": 2845107736290914068, "last_restarted_time": ms("2024-06-11T12:19:05.664Z"),
                 "last_state_loss_time": ms("2024-06-11T12:19:05.664Z")}
    job_id, run_id = 734195028411023, 518822047113650
    t_ing, t_agg = 518822047113651, 518822047113652
    run_common = {"job_id": job_id, "run_id": run_id, "number_in_job": run_id, "creator_user_name": "jlee@northwind.io",
                  "run_name": "daily_sales_rollup", "run_type": "JOB_RUN", "trigger": "ONE_TIME", "format": "MULTI_TASK",
                  "run_page_url": f"{host}/?o=3917204581620419#job/{job_id}/run/{run_id}",
                  "overriding_parameters": {"notebook_params": {"run_date": "2024-06-11"}}, "start_time": ms("2024-06-11T12:08:03.512Z")}

    def task(key: str, trid: int, life: str, result: str | None, start: int, end: int, nb: str, dep: list[str]) -> dict[str, Any]:
        st: dict[str, Any] = {"life_cycle_state": life, "state_message": "" if life != "PENDING" else "Waiting for upstream tasks", "user_cancelled_or_timedout": False}
        if result:
            st["result_state"] = result
        return {"run_id": trid, "task_key": key, "state": st, "existing_cluster_id": cid, "start_time": start, "end_time": end,
                "notebook_task": {"notebook_path": nb, "source": "WORKSPACE", "base_parameters": {"run_date": "2024-06-11"}},
                "depends_on": [{"task_key": d} for d in dep], "attempt_number": 0,
                "cluster_instance": {"cluster_id": cid, "spark_context_id": "7193550271183309421"} if life != "PENDING" else None}

    nb1, nb2 = "/Repos/data/etl/notebooks/ingest_orders", "/Repos/data/etl/notebooks/aggregate_sales"
    turns = [
        (call("list_clusters"), pj({"clusters": [
            {k: term[k] for k in ("cluster_id", "cluster_name", "spark_version", "node_type_id", "num_workers", "autotermination_minutes", "state", "state_message", "terminated_time", "creator_user_name")},
            {"cluster_id": "0522-140207-p4n8d1ts", "cluster_name": "ml-gpu-jlee", "spark_version": "14.3.x-gpu-ml-scala2.12", "node_type_id": "g5.2xlarge", "num_workers": 1,
             "autotermination_minutes": 45, "state": "RUNNING", "state_message": "", "creator_user_name": "jlee@northwind.io", "spark_context_id": 5529018834401276115},
            {"cluster_id": "0301-112244-z9c3v6rm", "cluster_name": "bi-adhoc", "spark_version": "13.3.x-scala2.12", "node_type_id": "m5d.large", "num_workers": 2,
             "autotermination_minutes": 30, "state": "TERMINATED", "state_message": "Inactivity (30 minutes)", "terminated_time": ms("2024-06-07T17:12:40.018Z"), "creator_user_name": "ana.ruiz@northwind.io"}]})),
        (call("start_cluster", cluster_id=cid), pj({})),
        (call("get_cluster", cluster_id=cid), pj(pending)),
        (call("get_cluster", cluster_id=cid), pj(running)),
        (call("list_jobs", name="daily_sales_rollup", limit=5), pj({"jobs": [{"job_id": job_id, "creator_user_name": "jlee@northwind.io", "created_time": ms("2024-03-18T08:40:11.209Z"),
            "settings": {"name": "daily_sales_rollup", "max_concurrent_runs": 1, "timeout_seconds": 3600, "format": "MULTI_TASK",
                         "schedule": {"quartz_cron_expression": "0 30 5 * * ?", "timezone_id": "Europe/Berlin", "pause_status": "PAUSED"},
                         "tasks": [{"task_key": "ingest_orders", "existing_cluster_id": cid, "notebook_task": {"notebook_path": nb1}},
                                   {"task_key": "aggregate_sales", "existing_cluster_id": cid, "depends_on": [{"task_key": "ingest_orders"}], "notebook_task": {"notebook_path": nb2}}]}}],
            "has_more": False})),
        (call("run_job", job_id=job_id, notebook_params={"run_date": "2024-06-11"}), pj({"run_id": run_id, "number_in_job": run_id})),
        (call("get_run", run_id=run_id), pj({**run_common, "state": {"life_cycle_state": "RUNNING", "state_message": "In run", "user_cancelled_or_timedout": False},
                                             "end_time": 0, "setup_duration": 0, "execution_duration": 0, "cleanup_duration": 0, "tasks": [
            task("ingest_orders", t_ing, "RUNNING", None, ms("2024-06-11T12:08:04.117Z"), 0, nb1, []),
            task("aggregate_sales", t_agg, "PENDING", None, 0, 0, nb2, ["ingest_orders"])]})),
        (call("get_run", run_id=run_id), pj({**run_common, "state": {"life_cycle_state": "TERMINATED", "result_state": "SUCCESS", "state_message": "", "user_cancelled_or_timedout": False},
                                             "end_time": ms("2024-06-11T12:15:21.460Z"), "setup_duration": 0, "execution_duration": 437000, "cleanup_duration": 0, "run_duration": 437948, "tasks": [
            task("ingest_orders", t_ing, "TERMINATED", "SUCCESS", ms("2024-06-11T12:08:04.117Z"), ms("2024-06-11T12:12:40.833Z"), nb1, []),
            task("aggregate_sales", t_agg, "TERMINATED", "SUCCESS", ms("2024-06-11T12:12:44.205Z"), ms("2024-06-11T12:15:20.918Z"), nb2, ["ingest_orders"])]})),
        (call("get_run_output", run_id=t_agg), pj({"notebook_output": {"result": '{"run_date": "2024-06-11", "rows_written": 48213, "partitions": 1, "table": "main.sales.daily_rollup"}', "truncated": False},
                                                   "metadata": {"job_id": job_id, "run_id": t_agg, "task_key": "aggregate_sales", "state": {"life_cycle_state": "TERMINATED", "result_state": "SUCCESS"},
                                                                "start_time": ms("2024-06-11T12:12:44.205Z"), "end_time": ms("2024-06-11T12:15:20.918Z")}})),
        (call("execute_sql", warehouse_id="4b9d7a2c1e0f3865", statement="SELECT COUNT(*) AS n, SUM(net_amount) AS net FROM main.sales.daily_rollup WHERE run_date = '2024-06-11'"), pj({
            "statement_id": "01ef27d4-8c3a-1b5e-9f02-6d8e4a7c1b30", "status": {"state": "SUCCEEDED"},
            "manifest": {"format": "JSON_ARRAY", "schema": {"column_count": 2, "columns": [{"name": "n", "type_name": "LONG", "position": 0}, {"name": "net", "type_name": "DECIMAL", "type_precision": 22, "type_scale": 2, "position": 1}]},
                         "total_chunk_count": 1, "total_row_count": 1, "truncated": False},
            "result": {"chunk_index": 0, "row_offset": 0, "row_count": 1, "data_array": [["48213", "2917440.65"]]}})),
        (call("restart_cluster", cluster_id=cid), pj({})),
        (call("get_cluster", cluster_id=cid), pj(restarted)),
    ]
    rs.add("mcp", "h52-mcp-15", system("databricks-mcp", tools), turns)


# ---------------------------------------------------------------------------------------------------
# 16 PostHog (bad): an untouched flag setting (experience continuity) flips in a later read.
# ---------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    tools = [
        tool("feature-flag-get-all", "List all feature flags in the active project.", {}, []),
        tool("feature-flag-get-definition", "Get a feature flag's full definition by key.", {"flagKey": S}, ["flagKey"]),
        tool("update-feature-flag", "Update a feature flag by key.", {"flagKey": S, "data": OBJ}, ["flagKey", "data"]),
        tool("create-feature-flag", "Create a feature flag.", {"name": S, "key": S, "description": S, "filters": OBJ, "active": B, "tags": A}, ["name", "key", "filters", "active"]),
        tool("query-run", "Run a trends or funnel query.", {"query": OBJ}, ["query"]),
    ]
    user = {"id": 1187, "uuid": "018c2f4a-7b1e-0000-d3a9-51c8e2f06b47", "distinct_id": "vQ8t2mZk1xWc7pLr4nYb0sHd6fJg3aE9uR5oTiNyKe", "first_name": "Jordan", "email": "jordan.lee@northwind.io"}
    internal = {"properties": [{"key": "email", "type": "person", "value": "@northwind.io", "operator": "icontains"}], "rollout_percentage": 100, "variant": None}

    def groups(pct: int) -> list[dict[str, Any]]:
        return [internal, {"properties": [{"key": "$geoip_country_code", "type": "person", "value": ["DE", "AT", "CH", "NL"], "operator": "exact"}], "rollout_percentage": pct, "variant": None}]

    def flag(pct: int, continuity: bool, version: int, updated: str) -> dict[str, Any]:
        return {"id": 40112, "name": "New checkout flow (single page, wallet first)", "key": "new-checkout-flow",
                "filters": {"groups": groups(pct), "payloads": {}, "multivariate": None}, "deleted": False, "active": True,
                "created_by": user, "created_at": "2024-04-22T13:05:48.218402Z", "updated_at": updated, "version": version,
                "is_simple_flag": False, "rollout_percentage": None, "ensure_experience_continuity": continuity,
                "experiment_set": [612], "surveys": [], "features": [], "rollback_conditions": None, "performed_rollback": False,
                "can_edit": True, "tags": ["checkout", "q2-bet"], "usage_dashboard": 20417, "analytics_dashboards": [], "has_enriched_analytics": False,
                "creation_context": "feature_flags", "status": "ACTIVE"}

    summ = [
        {"id": 41003, "key": "pricing-page-v3", "name": "Pricing page v3 (annual toggle default)", "active": True, "filters": {"groups": [{"properties": [], "rollout_percentage": 50, "variant": None}]}, "tags": ["growth"], "updated_at": "2024-06-03T08:14:27.511093Z"},
        {"id": 40287, "key": "ai-summary-beta", "name": "AI ticket summaries (beta)", "active": True, "filters": {"groups": [{"properties": [{"key": "id", "type": "cohort", "value": 7310, "operator": None}], "rollout_percentage": 100, "variant": None}]}, "tags": ["beta", "support"], "updated_at": "2024-05-29T16:40:02.937714Z"},
        {"id": 40112, "key": "new-checkout-flow", "name": "New checkout flow (single page, wallet first)", "active": True, "filters": {"groups": groups(10)}, "tags": ["checkout", "q2-bet"], "updated_at": "2024-06-04T10:22:51.640188Z"},
        {"id": 39876, "key": "legacy-export-v1", "name": "Legacy CSV export", "active": False, "filters": {"groups": [{"properties": [], "rollout_percentage": 0, "variant": None}]}, "tags": ["deprecated"], "updated_at": "2024-02-11T09:58:33.004561Z"},
    ]
    upd1 = "2024-06-11T12:31:07.418226Z"
    upd2 = "2024-06-11T12:34:52.902117Z"
    ai_off = {**summ[1], "active": False, "updated_at": upd2}
    chk25 = {**summ[2], "filters": {"groups": groups(25)}, "updated_at": upd1}
    banner = {"id": 41288, "key": "checkout-upsell-banner", "name": "Upsell banner on checkout review step", "active": True,
              "filters": {"groups": [{"properties": [], "rollout_percentage": 20, "variant": None}]}, "tags": ["checkout"], "updated_at": "2024-06-11T12:37:40.115820Z"}
    trend = {"kind": "TrendsQuery", "series": [{"kind": "EventsNode", "event": "checkout_completed", "math": "total"}],
             "breakdownFilter": {"breakdown": "$feature/new-checkout-flow", "breakdown_type": "event"},
             "dateRange": {"date_from": "-7d"}, "interval": "day"}
    days = ["2024-06-04", "2024-06-05", "2024-06-06", "2024-06-07", "2024-06-08", "2024-06-09", "2024-06-10", "2024-06-11"]
    on = [214, 228, 241, 236, 171, 188, 232, 97]
    off = [2190, 2243, 2318, 2287, 1644, 1712, 2261, 905]
    turns = [
        (call("feature-flag-get-all"), pj(summ)),
        (call("feature-flag-get-definition", flagKey="new-checkout-flow"), pj(flag(10, False, 6, "2024-06-04T10:22:51.640188Z"))),
        (call("update-feature-flag", flagKey="new-checkout-flow", data={"filters": {"groups": groups(25)}}),
         pj({**flag(25, False, 7, upd1), "last_modified_by": user})),
        (call("query-run", query=trend), pj({"results": [
            {"action": {"id": "checkout_completed", "type": "events", "math": "total"}, "label": "true", "breakdown_value": "true",
             "count": sum(on), "data": on, "labels": [f"{int(d[8:])}-Jun-2024" for d in days], "days": days},
            {"action": {"id": "checkout_completed", "type": "events", "math": "total"}, "label": "false", "breakdown_value": "false",
             "count": sum(off), "data": off, "labels": [f"{int(d[8:])}-Jun-2024" for d in days], "days": days}],
            "is_cached": False, "last_refresh": "2024-06-11T12:32:15.660417Z", "timezone": "Europe/Berlin", "hogql": "SELECT ..."})),
        (call("update-feature-flag", flagKey="ai-summary-beta", data={"active": False}),
         pj({**ai_off, "version": 12, "ensure_experience_continuity": False, "deleted": False, "created_by": user, "last_modified_by": user,
             "created_at": "2024-05-06T10:11:45.820317Z", "status": "INACTIVE"})),
        (call("feature-flag-get-all"), pj([summ[0], ai_off, chk25, summ[3]])),
        # contradiction: ensure_experience_continuity now true; turns 2 and 3 had false and no update touched it
        (call("feature-flag-get-definition", flagKey="new-checkout-flow"), pj({**flag(25, True, 7, upd1), "last_modified_by": user})),
        (call("create-feature-flag", name=banner["name"], key=banner["key"], description="Show the add-on upsell banner on the review step of checkout.",
              filters=banner["filters"], active=True, tags=["checkout"]),
         pj({**banner, "deleted": False, "created_by": user, "created_at": "2024-06-11T12:37:40.115820Z", "version": 1,
             "ensure_experience_continuity": False, "experiment_set": [], "status": "ACTIVE"})),
        (call("feature-flag-get-all"), pj([banner, summ[0], ai_off, chk25, summ[3]])),
    ]
    rs.add("mcp", "h52-mcp-16", system("posthog", tools), turns, bad=True, turn=7,
           kind="new-checkout-flow shows ensure_experience_continuity true though turns 2-3 showed false and only the rollout was changed.")


# ---------------------------------------------------------------------------------------------------
# 17 Dropbox (bad): a re-download of an unchanged file shows one different line.
# ---------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    tools = [
        tool("list_folder", "List the contents of a folder.", {"path": S, "recursive": B}, ["path"]),
        tool("download_file", "Download a text file (metadata header followed by the content).", {"path": S}, ["path"]),
        tool("upload_file", "Upload a file (mode add or update with the expected rev).", {"path": S, "content": S, "mode": S, "rev": S}, ["path", "content"]),
        tool("move_file", "Move or rename a file or folder.", {"from_path": S, "to_path": S}, ["from_path", "to_path"]),
        tool("list_revisions", "List revisions of a file.", {"path": S, "limit": INT}, ["path"]),
        tool("create_shared_link", "Create a shared link for a file.", {"path": S, "audience": S}, ["path"]),
    ]
    policy = """# Backup policy — managed by platform team, reviewed quarterly
# Last review: 2024-05-28 (FIN-2207)
version: 3
default_class: standard

classes:
  standard:
    schedule: "0 2 * * *"
    retention_days: 30
    keep_weekly: 8
    keep_monthly: 6
    storage: s3://nw-backups-eu/standard
  database:
    schedule: "0 */4 * * *"
    retention_days: 30
    keep_weekly: 12
    keep_monthly: 12
    storage: s3://nw-backups-eu/db
    encryption: aws:kms:alias/backup-db
  logs:
    schedule: "30 3 * * *"
    retention_days: 14
    keep_weekly: 0
    keep_monthly: 0
    storage: s3://nw-backups-eu/logs

notify:
  on_failure: "#ops-backups"
  on_success: null
"""
    stale = policy.replace("  standard:\n    schedule: \"0 2 * * *\"\n    retention_days: 30\n    keep_weekly: 8",
                           "  standard:\n    schedule: \"0 2 * * *\"\n    retention_days: 30\n    keep_weekly: 6")
    assert stale != policy
    edited_ = policy.replace("  database:\n    schedule: \"0 */4 * * *\"\n    retention_days: 30", "  database:\n    schedule: \"0 */4 * * *\"\n    retention_days: 35")
    matrix = """class,system,rpo_hours,rto_hours,owner
standard,wiki,24,8,platform
standard,gitlab,24,4,platform
database,pg-main,4,1,data-infra
database,clickhouse-events,4,2,data-infra
logs,loki,24,24,observability
"""
    readme = "# configs\n\nSource of truth for backup and alerting policy. Changes need a review in #ops-backups.\n"
    alerting_size = 3902
    sz_p, sz_e = len(policy.encode()), len(edited_.encode())
    rev0, rev1 = "015f8a2c31b0e1a00000002b8c41d70", "0161a9f0e2d47b300000002b8c41d70"

    def meta(name: str, path: str, fid: str, rev: str, size: int, mod: str, chash: str) -> dict[str, Any]:
        return {".tag": "file", "name": name, "path_lower": path.lower(), "path_display": path, "id": fid,
                "client_modified": mod, "server_modified": mod, "rev": rev, "size": size, "is_downloadable": True, "content_hash": chash}

    pol0 = meta("backup-policy.yaml", "/Ops/configs/backup-policy.yaml", "id:Qx4Tb8vJk2AAAAAAAAAFbw", rev0, sz_p, "2024-05-28T09:14:02Z",
                "9e1f0c7b4a2d58e3f6b1c09a7d4e2f8b3c5a1d6e9f07b2c4a8e3d1f5b6c9a0e2")
    pol1 = meta("backup-policy.yaml", "/Ops/configs/backup-policy.yaml", "id:Qx4Tb8vJk2AAAAAAAAAFbw", rev1, sz_e, "2024-06-11T13:02:37Z",
                "4c8a2e6f0b1d3579ace2468bdf013579b2d4f6a8c0e1a3b5d7f9e2c4a6b8d0f1")
    mat = meta("retention-matrix.csv", "/Ops/configs/retention-matrix.csv", "id:Qx4Tb8vJk2AAAAAAAAAFcA", "015f8a2c31b0e1b00000002b8c41d70",
               len(matrix.encode()), "2024-05-28T09:15:40Z", "1a3c5e7f9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a")
    alert = meta("alerting-rules.yaml", "/Ops/configs/alerting-rules.yaml", "id:Qx4Tb8vJk2AAAAAAAAAFaQ", "0159e3b7a0c42d100000002b8c41d70",
                 alerting_size, "2024-04-16T15:48:21Z", "7d9f1b3e5a0c2e4f6a8b0d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c")
    rd = meta("README.md", "/Ops/configs/README.md", "id:Qx4Tb8vJk2AAAAAAAAAEzg", "0147d2a8c5e01b200000002b8c41d70",
              len(readme.encode()), "2023-11-02T10:05:12Z", "2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d")
    archive = {".tag": "folder", "name": "archive", "path_lower": "/ops/configs/archive", "path_display": "/Ops/configs/archive", "id": "id:Qx4Tb8vJk2AAAAAAAAAEyA"}

    def dl(m: dict[str, Any], body: str) -> str:
        head = f"path: {m['path_display']}\nrev: {m['rev']}\nsize: {m['size']} bytes\nserver_modified: {m['server_modified']}\ncontent_hash: {m['content_hash']}\n"
        return text(head + "-----\n" + body)

    rd_moved = {**rd, "name": "README-2023.md", "path_lower": "/ops/configs/archive/readme-2023.md", "path_display": "/Ops/configs/archive/README-2023.md"}
    turns = [
        (call("list_folder", path="/Ops/configs"), pj({"entries": [alert, archive, pol0, rd, mat], "cursor": "AAGk3z1Y8qJxVnP0bT6wR2mC5dL9sF4hE7uKaXoZiB", "has_more": False})),
        (call("download_file", path="/Ops/configs/backup-policy.yaml"), dl(pol0, policy)),
        (call("download_file", path="/Ops/configs/retention-matrix.csv"), dl(mat, matrix)),
        (call("move_file", from_path="/Ops/configs/README.md", to_path="/Ops/configs/archive/README-2023.md"), pj({"metadata": rd_moved})),
        # contradiction: same rev/size/hash as turn 2 but the standard class now says keep_weekly: 6
        (call("download_file", path="/Ops/configs/backup-policy.yaml"), dl(pol0, stale)),
        (call("upload_file", path="/Ops/configs/backup-policy.yaml", content=edited_, mode="update", rev=rev0), pj(pol1)),
        (call("list_revisions", path="/Ops/configs/backup-policy.yaml", limit=3), pj({"is_deleted": False, "entries": [
            pol1, pol0, meta("backup-policy.yaml", "/Ops/configs/backup-policy.yaml", "id:Qx4Tb8vJk2AAAAAAAAAFbw", "01538c1e70f2a9d00000002b8c41d70", sz_p - 41,
                             "2024-02-26T08:40:19Z", "e0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e0b2")]})),
        (call("create_shared_link", path="/Ops/configs/backup-policy.yaml", audience="team"), pj({
            ".tag": "file", "url": "https://www.dropbox.com/scl/fi/h3k9q2xw7v1m5n8b0c4z6/backup-policy.yaml?rlkey=p7t2w9e4r1y6u3i8o0a5s&dl=0",
            "name": "backup-policy.yaml", "path_lower": "/ops/configs/backup-policy.yaml", "id": "id:Qx4Tb8vJk2AAAAAAAAAFbw", "rev": rev1, "size": sz_e,
            "link_permissions": {"resolved_visibility": {".tag": "team_only"}, "can_revoke": True, "effective_audience": {".tag": "team"}},
            "client_modified": "2024-06-11T13:02:37Z", "server_modified": "2024-06-11T13:02:37Z"})),
    ]
    rs.add("mcp", "h52-mcp-17", system("dropbox-mcp", tools), turns, bad=True, turn=5,
           kind="Re-downloading backup-policy.yaml at the same rev shows keep_weekly: 6 for the standard class where turn 2 showed 8.")


# ---------------------------------------------------------------------------------------------------
# 18 Vercel (clean): read a failed build, add a preview env var, deploy a branch; lists re-sort and page.
# ---------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    proj = "prj_4Hq7Zt2WnR9vK1mXc8LpB3sYd6Fe"
    team = "team_N0rthw1ndV3rc3lT34m9x"
    tools = [
        tool("list_deployments", "List deployments of a project, newest first.", {"projectId": S, "teamId": S, "limit": INT, "target": S}, ["projectId"]),
        tool("get_deployment", "Get a deployment by id or URL.", {"idOrUrl": S, "teamId": S}, ["idOrUrl"]),
        tool("get_deployment_build_logs", "Get the build log events of a deployment.", {"idOrUrl": S, "teamId": S, "limit": INT}, ["idOrUrl"]),
        tool("list_env_vars", "List a project's environment variables (values of sensitive ones are hidden).", {"projectId": S, "teamId": S}, ["projectId"]),
        tool("create_env_var", "Create an environment variable.", {"projectId": S, "teamId": S, "key": S, "value": S, "target": A, "type": S}, ["projectId", "key", "value", "target"]),
        tool("create_deployment", "Create a deployment from a Git ref.", {"name": S, "teamId": S, "gitSource": OBJ, "target": S}, ["name", "gitSource"]),
    ]

    def dep(uid: str, url: str, state: str, target: str | None, ref: str, sha: str, msg: str, created: str, ready: str | None, building: str) -> dict[str, Any]:
        return {"uid": uid, "name": "storefront", "url": url, "created": ms(created), "state": state, "readyState": state, "type": "LAMBDAS",
                "target": target, "source": "git", "creator": {"uid": "k7Pq2Zr9Xm4Wt1Vn", "username": "jlee-nw"},
                "buildingAt": ms(building), "ready": ms(ready) if ready else None, "inspectorUrl": f"https://vercel.com/northwind/storefront/{uid[4:]}",
                "meta": {"githubCommitRef": ref, "githubCommitSha": sha, "githubCommitMessage": msg, "githubRepo": "storefront", "githubOrg": "northwind"}}

    d_prod = dep("dpl_7XkR2mQp9VbN4tLc1ZsW8hEy3Ja", "storefront-8k2j1x9qe-northwind.vercel.app", "READY", "production", "main",
                 "b81d4e7c2a9f03615e8c7b2d4a0f9e1c3b5d7a92", "Merge pull request #1184 from northwind/fix/cart-rounding", "2024-06-11T08:41:12.337Z", "2024-06-11T08:43:58.910Z", "2024-06-11T08:41:14.021Z")
    d_prev = dep("dpl_3FhT9wKc2NxR6pLm0VdB5sQz8Yg", "storefront-q4w7e2r9t-northwind.vercel.app", "READY", None, "feat/gift-cards",
                 "6e2a9c4f1b8d07352a9e4c6b1d8f0a3e5c7b9d21", "gift cards: apply balance before tax", "2024-06-11T07:55:40.102Z", "2024-06-11T07:58:02.644Z", "2024-06-11T07:55:41.870Z")
    d_err = dep("dpl_9LmC4xTq7RbW2zNk5HvP1sFy6Je", "storefront-z3x8c1v5b-northwind.vercel.app", "ERROR", None, "feat/bundles",
                "1c7e3a9f5b2d84610e3c9a7f5b1d2e8c4a6f0b37", "bundles: product bundle pricing", "2024-06-11T07:12:09.554Z", None, "2024-06-11T07:12:11.208Z")
    d_new = dep("dpl_5TzQ8nVw1KcR4mXb7LpD2sHy9Gf", "storefront-m6n2b8v4c-northwind.vercel.app", "BUILDING", None, "feat/bundles",
                "4f9b2d6e0a8c13579b2d4f6e8a0c1e3b5d7f9a46", "bundles: guard optional sku on bundle items", "2024-06-11T09:20:31.478Z", None, "2024-06-11T09:20:33.016Z")
    d_new_ready = {**d_new, "state": "READY", "readyState": "READY", "ready": ms("2024-06-11T09:23:07.245Z"),
                   "alias": ["storefront-git-feat-bundles-northwind.vercel.app"], "aliasAssigned": ms("2024-06-11T09:23:08.112Z")}

    def env(eid: str, key: str, targets: list[str], typ: str, value: str | None, created: str, updated: str) -> dict[str, Any]:
        d = {"id": eid, "key": key, "type": typ, "target": targets, "gitBranch": None, "configurationId": None,
             "createdAt": ms(created), "updatedAt": ms(updated), "createdBy": "k7Pq2Zr9Xm4Wt1Vn"}
        if value is not None:
            d["value"] = value
        return d

    envs = [
        env("env_Rk3nW8pQ2xZ7vLm1", "NEXT_PUBLIC_API_BASE", ["production", "preview"], "plain", "https://api.northwind.io/v2", "2023-09-12T10:04:55.000Z", "2024-05-02T14:22:10.518Z"),
        env("env_Tz5cX1bV9nM4qK8w", "STRIPE_SECRET_KEY", ["production"], "sensitive", None, "2023-09-12T10:06:31.000Z", "2024-03-28T09:11:47.203Z"),
        env("env_Nb8mQ3wE6rT1yU9i", "REDIS_URL", ["production", "preview"], "encrypted", None, "2023-11-20T16:45:13.000Z", "2024-01-15T08:30:59.771Z"),
        env("env_Yh2gF7dS4aP0lJ6k", "STRIPE_SECRET_KEY", ["preview", "development"], "encrypted", None, "2023-09-12T10:07:02.000Z", "2023-09-12T10:07:02.000Z"),
    ]
    new_env = env("env_Gw4xL9cZ2vB7nM1q", "NEXT_PUBLIC_FEATURE_BUNDLES", ["preview"], "plain", "true", "2024-06-11T09:18:44.903Z", "2024-06-11T09:18:44.903Z")
    log_lines = [
        ("2024-06-11T07:12:11.208Z", "stdout", "Running build in Washington, D.C., USA (East) – iad1"),
        ("2024-06-11T07:12:11.530Z", "stdout", "Cloning github.com/northwind/storefront (Branch: feat/bundles, Commit: 1c7e3a9)"),
        ("2024-06-11T07:12:13.902Z", "stdout", "Restored build cache from previous deployment (3FhT9wKc2NxR6pLm0VdB5sQz8Yg)"),
        ("2024-06-11T07:12:19.447Z", "stdout", "Running \"pnpm run build\""),
        ("2024-06-11T07:12:21.081Z", "stdout", "  ▲ Next.js 14.2.3"),
        ("2024-06-11T07:12:58.664Z", "stdout", "   Linting and checking validity of types ..."),
        ("2024-06-11T07:13:14.215Z", "stderr", "Failed to compile."),
        ("2024-06-11T07:13:14.216Z", "stderr", "./src/lib/bundles/price.ts:42:31\nType error: Property 'sku' does not exist on type 'BundleItem | undefined'."),
        ("2024-06-11T07:13:14.498Z", "stderr", "Error: Command \"pnpm run build\" exited with 1"),
    ]
    turns = [
        (call("list_deployments", projectId=proj, teamId=team, limit=3), pj({"deployments": [d_prod, d_prev, d_err],
                                                                             "pagination": {"count": 3, "next": ms("2024-06-11T07:12:09.554Z"), "prev": ms("2024-06-11T08:41:12.337Z")}})),
        (call("get_deployment_build_logs", idOrUrl=d_err["uid"], teamId=team, limit=50), pj([
            {"type": t, "created": ms(ts), "payload": {"text": line, "deploymentId": d_err["uid"]}} for ts, t, line in log_lines])),
        (call("list_env_vars", projectId=proj, teamId=team), pj({"envs": envs})),
        (call("create_env_var", projectId=proj, teamId=team, key="NEXT_PUBLIC_FEATURE_BUNDLES", value="true", target=["preview"], type="plain"),
         pj({"created": new_env, "failed": []})),
        (call("create_deployment", name="storefront", teamId=team, gitSource={"type": "github", "repoId": "712440918", "ref": "feat/bundles"}),
         pj({**d_new, "id": d_new["uid"], "status": "BUILDING", "projectId": proj, "regions": ["iad1"],
             "gitSource": {"type": "github", "repoId": "712440918", "ref": "feat/bundles", "sha": d_new["meta"]["githubCommitSha"]}})),
        (call("get_deployment", idOrUrl=d_new["uid"], teamId=team), pj({**d_new_ready, "id": d_new["uid"], "status": "READY", "projectId": proj, "regions": ["iad1"],
                                                                         "build": {"env": ["NEXT_PUBLIC_API_BASE", "NEXT_PUBLIC_FEATURE_BUNDLES", "REDIS_URL", "STRIPE_SECRET_KEY"]}})),
        (call("list_env_vars", projectId=proj, teamId=team), pj({"envs": [new_env] + envs})),
        (call("list_deployments", projectId=proj, teamId=team, limit=3), pj({"deployments": [d_new_ready, d_prod, d_prev],
                                                                             "pagination": {"count": 3, "next": ms("2024-06-11T07:55:40.102Z"), "prev": ms("2024-06-11T09:20:31.478Z")}})),
    ]
    rs.add("mcp", "h52-mcp-18", system("vercel", tools), turns)


# ---------------------------------------------------------------------------------------------------
# 19 WordPress (clean): publish a draft (category counts rise), trash another, drafts list shrinks.
# ---------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    site = "https://blog.northwind.io"
    tools = [
        tool("wp_list_posts", "List posts (status, search, per_page).", {"status": S, "search": S, "per_page": INT, "orderby": S}, []),
        tool("wp_get_post", "Get a post by id (context=edit).", {"id": INT}, ["id"]),
        tool("wp_update_post", "Update a post.", {"id": INT, "title": S, "content": S, "status": S, "categories": A}, ["id"]),
        tool("wp_delete_post", "Delete a post (to trash unless force=true).", {"id": INT, "force": B}, ["id"]),
        tool("wp_list_categories", "List categories with post counts.", {"per_page": INT, "hide_empty": B}, []),
    ]

    def post(pid: int, title: str, slug: str, date: str, mod: str, cats: list[int], status: str = "draft", author: int = 7) -> dict[str, Any]:
        return {"id": pid, "date": date, "date_gmt": date, "modified": mod, "modified_gmt": mod, "slug": slug, "status": status, "type": "post",
                "link": f"{site}/?p={pid}" if status != "publish" else f"{site}/{date[:4]}/{date[5:7]}/{slug}/",
                "title": {"rendered": title}, "author": author, "categories": cats, "tags": [], "comment_status": "open", "sticky": False, "format": "standard"}

    p2841 = post(2841, "Spring release notes", "", "2024-05-21T16:02:44", "2024-06-04T10:15:09", [9], author=4)
    p2856 = post(2856, "Interview: our new CTO on platform bets", "", "2024-06-03T09:41:27", "2024-06-10T17:48:02", [3], author=11)
    p2860 = post(2860, "", "", "2024-06-05T12:20:11", "2024-06-05T12:20:11", [1])
    p2863 = post(2863, "Webinar recap: scaling Postgres", "webinar-recap-scaling-postgres", "2024-06-06T14:05:33", "2024-06-11T08:52:40", [14])
    body = ("<!-- wp:paragraph -->\n<p>On 30 May, 412 of you joined Ines Castro and Olek Nowak for our webinar on scaling Postgres. "
            "Here are the five techniques they covered, with the slides and recording.</p>\n<!-- /wp:paragraph -->\n\n"
            "<!-- wp:heading -->\n<h2>1. Partition before you need to</h2>\n<!-- /wp:heading -->\n\n"
            "<!-- wp:paragraph -->\n<p>Our orders table hit 1.8 billion rows before we partitioned it by month…</p>\n<!-- /wp:paragraph -->")
    new_title = "Webinar recap: Scaling Postgres to 50k writes/sec"
    pub = {**post(2863, new_title, "webinar-recap-scaling-postgres", "2024-06-11T09:03:17", "2024-06-11T09:03:17", [14, 9], status="publish"),
           "content": {"raw": body, "rendered": body.replace("<!-- wp:paragraph -->\n", "").replace("\n<!-- /wp:paragraph -->", ""), "protected": False},
           "excerpt": {"raw": "", "rendered": "<p>On 30 May, 412 of you joined Ines Castro and Olek Nowak for our webinar on scaling Postgres. Here are the five techniques they covered&hellip;</p>\n"}}

    def cats(eng: int, prod: int) -> str:
        return pj([
            {"id": 3, "count": 52, "description": "Announcements and company updates", "link": f"{site}/category/company-news/", "name": "Company News", "slug": "company-news", "parent": 0},
            {"id": 14, "count": eng, "description": "How we build Northwind", "link": f"{site}/category/engineering/", "name": "Engineering", "slug": "engineering", "parent": 0},
            {"id": 9, "count": prod, "description": "Releases and product deep dives", "link": f"{site}/category/product/", "name": "Product", "slug": "product", "parent": 0},
            {"id": 1, "count": 4, "description": "", "link": f"{site}/category/uncategorized/", "name": "Uncategorized", "slug": "uncategorized", "parent": 0}])

    turns = [
        (call("wp_list_posts", status="draft", per_page=5, orderby="modified"), pj([p2863, p2856, p2860, p2841])),
        (call("wp_get_post", id=2863), pj({**p2863, "content": {"raw": body, "protected": False}, "excerpt": {"raw": ""},
                                           "meta": {"_yoast_wpseo_focuskw": "scaling postgres"}, "featured_media": 3312,
                                           "generated_slug": "webinar-recap-scaling-postgres", "permalink_template": f"{site}/2024/06/%postname%/"})),
        (call("wp_list_categories", per_page=20, hide_empty=False), cats(37, 61)),
        (call("wp_update_post", id=2863, title=new_title, status="publish", categories=[14, 9]), pj(pub)),
        (call("wp_delete_post", id=2860, force=False), pj({**post(2860, "", "__trashed", "2024-06-05T12:20:11", "2024-06-11T09:04:02", [1], status="trash")})),
        (call("wp_list_categories", per_page=20, hide_empty=False), cats(38, 62)),
        (call("wp_list_posts", status="draft", per_page=5, orderby="modified"), pj([p2856, p2841])),
    ]
    rs.add("mcp", "h52-mcp-19", system("wordpress-mcp", tools), turns,
           state="Connected to https://blog.northwind.io (WordPress 6.5.4) as user 'mcp-editor' (role: editor) via an application password.")


# ---------------------------------------------------------------------------------------------------
# 20 Metabase (bad): a dashboard re-read drops one of its cards though nothing removed it.
# ---------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    tools = [
        tool("list_dashboards", "List dashboards.", {}, []),
        tool("get_dashboard", "Get a dashboard with its cards.", {"dashboard_id": INT}, ["dashboard_id"]),
        tool("get_card", "Get a question (card).", {"card_id": INT}, ["card_id"]),
        tool("execute_card", "Run a saved question and return its result.", {"card_id": INT, "parameters": A}, ["card_id"]),
        tool("create_card", "Create a question from a native SQL query.", {"name": S, "database_id": INT, "query": S, "display": S, "collection_id": INT, "description": S}, ["name", "database_id", "query"]),
        tool("add_card_to_dashboard", "Add a card to a dashboard.", {"dashboard_id": INT, "card_id": INT, "row": INT, "col": INT, "size_x": INT, "size_y": INT}, ["dashboard_id", "card_id"]),
    ]
    dash_upd0 = "2024-05-27T08:12:44.903061Z"
    dash_upd1 = "2024-06-11T13:48:20.552718Z"

    def dash(did: int, name: str, coll: int, upd: str, desc: str | None, creator: int = 4) -> dict[str, Any]:
        return {"id": did, "name": name, "description": desc, "collection_id": coll, "creator_id": creator, "archived": False,
                "created_at": "2023-10-02T09:30:11.228104Z" if did == 23 else "2023-06-14T12:00:48.551930Z", "updated_at": upd,
                "collection_position": None, "enable_embedding": False, "made_public_by_id": None, "public_uuid": None}

    def dc(dcid: int, card: int, name: str, display: str, row: int, col: int, sx: int, sy: int) -> dict[str, Any]:
        return {"id": dcid, "dashboard_id": 23, "card_id": card, "row": row, "col": col, "size_x": sx, "size_y": sy,
                "parameter_mappings": [{"parameter_id": "f3a9c21e", "card_id": card, "target": ["dimension", ["template-tag", "region"]]}],
                "visualization_settings": {}, "card": {"id": card, "name": name, "display": display, "database_id": 2, "collection_id": 7}}

    cards = [dc(301, 112, "Net revenue (MTD)", "scalar", 0, 0, 6, 3), dc(302, 118, "Active customers", "scalar", 0, 6, 6, 3),
             dc(305, 131, "Churned accounts (30d)", "scalar", 0, 12, 6, 3), dc(309, 140, "NPS trend", "line", 3, 0, 18, 6)]
    params = [{"id": "f3a9c21e", "name": "Region", "slug": "region", "type": "string/=", "sectionId": "string", "default": None}]

    def full(dcs: list[dict[str, Any]], upd: str) -> str:
        return pj({**dash(23, "Exec KPIs", 5, upd, "Weekly exec review. Numbers are EUR, net of refunds."), "parameters": params,
                   "dashcards": dcs, "can_write": True, "last-edit-info": {"id": 4, "email": "jordan.lee@northwind.io", "first_name": "Jordan",
                                                                            "last_name": "Lee", "timestamp": upd}})

    churn_sql = ("SELECT COUNT(DISTINCT account_id) AS churned\nFROM analytics.account_events\n"
                 "WHERE event = 'subscription_cancelled' AND occurred_at >= now() - interval '30 days'\n[[AND region = {{region}}]]")
    arr_sql = ("SELECT SUM(arr_eur) AS churned_arr\nFROM analytics.account_events\n"
               "WHERE event = 'subscription_cancelled' AND occurred_at >= now() - interval '30 days'\n[[AND region = {{region}}]]")

    def card(cid: int, name: str, sql: str, created: str, upd: str, dcount: int, desc: str | None) -> dict[str, Any]:
        return {"id": cid, "name": name, "description": desc, "display": "scalar", "collection_id": 7, "database_id": 2, "query_type": "native",
                "dataset_query": {"type": "native", "database": 2, "native": {"query": sql, "template-tags": {"region": {
                    "id": "9d1b7e40-2c6a-4f83-b5e1-0a7c3d9f2e68", "name": "region", "display-name": "Region", "type": "text"}}}},
                "creator_id": 4, "created_at": created, "updated_at": upd, "archived": False, "dashboard_count": dcount,
                "result_metadata": [{"name": "churned" if cid == 131 else "churned_arr", "base_type": "type/BigInteger" if cid == 131 else "type/Decimal"}],
                "collection": {"id": 7, "name": "Finance", "location": "/5/"}}

    def lst(upd: str) -> str:
        return pj([
            dash(12, "Sales Weekly", 3, "2024-06-10T06:02:17.441820Z", "Pipeline and bookings by region"),
            dash(15, "Product Health", 4, "2024-06-06T15:27:03.118204Z", None, 9),
            dash(19, "Support Ops", 6, "2024-05-30T11:44:50.760913Z", "Ticket volume, first response, CSAT", 11),
            dash(23, "Exec KPIs", 5, upd, "Weekly exec review. Numbers are EUR, net of refunds.")])

    def result(col: str, base: str, val: Any, started: str, rt: int) -> str:
        return pj({"data": {"rows": [[val]], "cols": [{"name": col, "display_name": col, "base_type": base, "source": "native"}],
                            "native_form": {"query": "..."}, "results_timezone": "Europe/Berlin"},
                   "database_id": 2, "started_at": started, "status": "completed", "row_count": 1, "running_time": rt,
                   "context": "question", "json_query": {"type": "native"}})

    turns = [
        (call("list_dashboards"), lst(dash_upd0)),
        (call("get_dashboard", dashboard_id=23), full(cards, dash_upd0)),
        (call("get_card", card_id=131), pj(card(131, "Churned accounts (30d)", churn_sql, "2023-10-02T09:41:55.004117Z", "2024-02-19T10:05:33.660214Z", 1,
                                                 "Accounts with a subscription_cancelled event in the last 30 days"))),
        (call("execute_card", card_id=131), result("churned", "type/BigInteger", 42, "2024-06-11T13:44:02.118Z", 388)),
        (call("create_card", name="Churned ARR (30d)", database_id=2, query=arr_sql, display="scalar", collection_id=7,
              description="ARR (EUR) of accounts that cancelled in the last 30 days"),
         pj(card(147, "Churned ARR (30d)", arr_sql, "2024-06-11T13:46:37.905241Z", "2024-06-11T13:46:37.905241Z", 0,
                 "ARR (EUR) of accounts that cancelled in the last 30 days"))),
        # contradiction: dashcard 302 (card 118 "Active customers") is gone; nothing removed it
        (call("get_dashboard", dashboard_id=23), full([cards[0], cards[2], cards[3]], dash_upd0)),
        (call("add_card_to_dashboard", dashboard_id=23, card_id=147, row=0, col=18, size_x=6, size_y=3),
         pj({**dc(318, 147, "Churned ARR (30d)", "scalar", 0, 18, 6, 3), "created_at": dash_upd1, "updated_at": dash_upd1})),
        (call("execute_card", card_id=147), result("churned_arr", "type/Decimal", 184350.0, "2024-06-11T13:48:51.774Z", 412)),
        (call("get_card", card_id=147), pj(card(147, "Churned ARR (30d)", arr_sql, "2024-06-11T13:46:37.905241Z", "2024-06-11T13:46:37.905241Z", 1,
                                                 "ARR (EUR) of accounts that cancelled in the last 30 days"))),
        (call("list_dashboards"), lst(dash_upd1)),
    ]
    rs.add("mcp", "h52-mcp-20", system("metabase-mcp", tools), turns, bad=True, turn=6,
           kind="Dashboard 23 no longer lists dashcard 302 (card 118 'Active customers') shown in turn 2, though nothing removed it.")


# ---------------------------------------------------------------------------------------------------
# 21 Cloudflare (bad): the DNS record created in turn 3 is listed at the end under a different id.
# ---------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    zid = "023e105f4ecef8ad9ca31a8372d0c353"
    tools = [
        tool("zones_list", "List zones in the account.", {"name": S}, []),
        tool("dns_records_list", "List DNS records of a zone.", {"zone_id": S, "type": S, "per_page": INT}, ["zone_id"]),
        tool("dns_record_create", "Create a DNS record.", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "proxied": B, "comment": S}, ["zone_id", "type", "name", "content"]),
        tool("dns_record_update", "Update (PATCH) a DNS record.", {"zone_id": S, "record_id": S, "content": S, "proxied": B, "ttl": INT, "comment": S}, ["zone_id", "record_id"]),
        tool("dns_record_delete", "Delete a DNS record.", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
        tool("zone_setting_get", "Get one zone setting.", {"zone_id": S, "setting_id": S}, ["zone_id", "setting_id"]),
        tool("zone_setting_update", "Change one zone setting.", {"zone_id": S, "setting_id": S, "value": S}, ["zone_id", "setting_id", "value"]),
        tool("cache_purge", "Purge cached content by hosts, files, tags or everything.", {"zone_id": S, "hosts": A, "files": A, "purge_everything": B}, ["zone_id"]),
    ]

    def rec(rid: str, typ: str, name: str, content: str, proxied: bool, created: str, mod: str, ttl: int = 1, comment: str | None = None, **kw: Any) -> dict[str, Any]:
        d = {"id": rid, "zone_id": zid, "zone_name": "northwind.io", "name": name, "type": typ, "content": content,
             "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl, "locked": False,
             "meta": {"auto_added": False, "managed_by_apps": False, "managed_by_argo_tunnel": False},
             "comment": comment, "tags": [], "created_on": created, "modified_on": mod}
        d.update(kw)
        return d

    api0 = rec("5f1b9c2e7a0d4836b1e9c5a2f7d03e84", "A", "api.northwind.io", "203.0.113.24", True, "2022-03-09T11:20:05.118201Z", "2023-08-17T07:42:30.551902Z", comment="k8s ingress eu-west-1 (old LB)")
    api1 = {**api0, "content": "203.0.113.41", "comment": "k8s ingress eu-west-1 (nlb-2024)", "modified_on": "2024-06-11T14:06:51.204418Z"}
    apex = rec("372e67954025e0ba6aaa6d586b9e0b59", "A", "northwind.io", "198.51.100.23", True, "2021-09-14T09:02:41.660104Z", "2021-09-14T09:02:41.660104Z")
    docs = rec("a04c7e19b3d2f5860e1a9c7b4d2e6f30", "CNAME", "docs.northwind.io", "docs-northwind.netlify.app", False, "2022-05-30T15:11:48.003920Z", "2022-05-30T15:11:48.003920Z")
    shop_id = "8b2f4c1e9d7a3065e1f0b4c2a9d8e7f1"
    shop = rec(shop_id, "CNAME", "shop.northwind.io", "shops.myshopify.com", False, "2024-06-11T14:05:12.887301Z", "2024-06-11T14:05:12.887301Z", ttl=3600, comment="Shopify storefront (SHOP-118)")
    status = rec("e8d2b06f4a1c7395d0b8e2f6a4c1d937", "CNAME", "status.northwind.io", "kctbh9vrtdwd.stspg-customer.com", False, "2021-09-14T10:20:07.771542Z", "2021-09-14T10:20:07.771542Z", ttl=300)
    www = rec("6c3a9e1f0b7d5248a6e3c0f9b1d7a542", "CNAME", "www.northwind.io", "northwind.io", True, "2021-09-14T09:03:15.224871Z", "2021-09-14T09:03:15.224871Z")
    mx = rec("91f4d7b2e0a3c6185f9d2b7e4a0c3d61", "MX", "northwind.io", "smtp.google.com", False, "2023-11-06T08:14:29.447019Z", "2023-11-06T08:14:29.447019Z", ttl=3600, priority=1)
    dmarc = rec("2b7e0c5a9f3d1864c2a7e5b0d9f3c1a8", "TXT", "_dmarc.northwind.io", "\"v=DMARC1; p=quarantine; rua=mailto:dmarc@northwind.io; pct=100\"", False, "2022-01-20T13:37:52.908166Z", "2023-04-03T09:15:11.372680Z", ttl=3600)
    spf = rec("d3a8f1c6e9b2047a5d8c3f1e6b9a2d04", "TXT", "northwind.io", "\"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"", False, "2021-09-14T09:10:33.105527Z", "2023-11-06T08:16:02.881930Z", ttl=3600)
    # contradiction at 11: same shop record (name, content, created_on) but its id ends ...e1f7 instead of ...e7f1
    shop_bad = {**shop, "id": "8b2f4c1e9d7a3065e1f0b4c2a9d8e1f7"}

    def env(result: Any, info: dict[str, Any] | None = None) -> str:
        d: dict[str, Any] = {"result": result, "success": True, "errors": [], "messages": []}
        if info:
            d["result_info"] = info
        return pj(d)

    def info(n: int) -> dict[str, Any]:
        return {"page": 1, "per_page": 100, "count": n, "total_count": n, "total_pages": 1}

    def setting(sid: str, value: str, mod: str | None) -> str:
        return env({"id": sid, "value": value, "editable": True, "modified_on": mod})

    before = [api0, apex, docs, status, www, mx, dmarc, spf]
    after = [api1, apex, shop_bad, status, www, mx, dmarc, spf]
    turns = [
        (call("zones_list"), env([
            {"id": zid, "name": "northwind.io", "status": "active", "paused": False, "type": "full", "development_mode": 0,
             "name_servers": ["coco.ns.cloudflare.com", "uriah.ns.cloudflare.com"], "original_registrar": "gandi sas",
             "modified_on": "2024-05-02T10:41:17.044206Z", "created_on": "2021-09-14T08:55:02.719933Z", "activated_on": "2021-09-14T09:20:48.110254Z",
             "plan": {"id": "94f3b7b768b0458b56d2cac4fe5ec0f9", "name": "Business Website", "price": 200, "currency": "USD", "frequency": "monthly"},
             "account": {"id": "01a7362d577a6c3019a474fd6f485823", "name": "Northwind GmbH"}},
            {"id": "9f81e2c04b7d3a65e1c8f0b2d4a7e319", "name": "northwind-status.com", "status": "active", "paused": False, "type": "full", "development_mode": 0,
             "name_servers": ["coco.ns.cloudflare.com", "uriah.ns.cloudflare.com"], "original_registrar": "gandi sas",
             "modified_on": "2023-02-08T16:02:55.402118Z", "created_on": "2023-02-08T15:47:31.870442Z", "activated_on": "2023-02-08T16:02:55.402118Z",
             "plan": {"id": "0feeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "name": "Free Website", "price": 0, "currency": "USD", "frequency": ""},
             "account": {"id": "01a7362d577a6c3019a474fd6f485823", "name": "Northwind GmbH"}}], info(2))),
        (call("dns_records_list", zone_id=zid, per_page=100), env(before, info(8))),
        (call("dns_record_create", zone_id=zid, type="CNAME", name="shop", content="shops.myshopify.com", ttl=3600, proxied=False, comment="Shopify storefront (SHOP-118)"), env(shop)),
        (call("dns_record_update", zone_id=zid, record_id=api0["id"], content="203.0.113.41", comment="k8s ingress eu-west-1 (nlb-2024)"), env(api1)),
        (call("zone_setting_get", zone_id=zid, setting_id="ssl"), setting("ssl", "full", "2022-03-09T11:24:40.318055Z")),
        (call("zone_setting_update", zone_id=zid, setting_id="ssl", value="strict"), setting("ssl", "strict", "2024-06-11T14:08:03.661927Z")),
        (call("zone_setting_get", zone_id=zid, setting_id="always_use_https"), setting("always_use_https", "on", "2021-09-14T09:25:10.907113Z")),
        (call("cache_purge", zone_id=zid, hosts=["api.northwind.io"]), env({"id": zid})),
        (call("dns_record_delete", zone_id=zid, record_id=docs["id"]), env({"id": docs["id"]})),
        (call("zone_setting_get", zone_id=zid, setting_id="min_tls_version"), setting("min_tls_version", "1.2", "2023-06-20T12:30:44.215870Z")),
        (call("dns_records_list", zone_id=zid, per_page=100), env(after, info(8))),
    ]
    rs.add("mcp", "h52-mcp-21", system("cloudflare-dns", tools), turns, bad=True, turn=11,
           kind="The shop.northwind.io record created in turn 3 with id ...e7f1 is listed with id ...e1f7.")


# ---------------------------------------------------------------------------------------------------
# 22 Google Docs (clean): replace-all, an insert, a resolved comment, a rename, another export format.
# ---------------------------------------------------------------------------------------------------
def _plain(md: str) -> str:
    out = []
    for line in md.split("\n"):
        line = line.lstrip("#").lstrip() if line.startswith("#") else line
        line = line.replace("**", "")
        if line.startswith("- [ ] "):
            line = "☐ " + line[6:]
        elif line.startswith("- "):
            line = "● " + line[2:]
        out.append(line)
    return "\n".join(out)


def t22(rs: RowSet) -> None:
    did = "1sK9vX2mT7qL4wR8pZ0nB3cY6dF1gH5jE2aU7iO4kN9M"
    tools = [
        tool("docs_read_document", "Read a document's content as markdown or plain text.", {"documentId": S, "format": S}, ["documentId"]),
        tool("docs_list_comments", "List comments on a document.", {"documentId": S, "includeResolved": B}, ["documentId"]),
        tool("docs_replace_all_text", "Replace every occurrence of a string.", {"documentId": S, "containsText": S, "replaceText": S, "matchCase": B}, ["documentId", "containsText", "replaceText"]),
        tool("docs_insert_text", "Insert text at an index (1-based, UTF-16 code units).", {"documentId": S, "index": INT, "text": S}, ["documentId", "index", "text"]),
        tool("docs_resolve_comment", "Reply to a comment and mark it resolved.", {"documentId": S, "commentId": S, "reply": S}, ["documentId", "commentId"]),
        tool("docs_rename_document", "Rename the document.", {"documentId": S, "title": S}, ["documentId", "title"]),
        tool("docs_get_stats", "Word and character counts of the document body.", {"documentId": S}, ["documentId"]),
    ]
    body0 = """**Date:** 2024-06-11 · **Attendees:** Ines Castro, Olek Nowak, Kwame Asante, Jordan Lee

## Agenda
1. Q2 planning follow-ups
2. Postgres 15.7 upgrade window
3. On-call load

## Notes
- Q2 planning: 9 of 12 platform key results on track; KR 2.3 (p99 API latency < 250 ms) at risk.
- Postgres minor upgrade proposed for Thu 13 June, 06:00–07:00 UTC; runbook drafted in Confluence (PLAT).
- On-call: 31 pages last week (down from 44); 12 of them were the flaky login synthetic check.
- Carry-overs from Q2 planning need owners before Friday.

## Action items
- [ ] Olek: move the login synthetic check to a 3-of-5 failure threshold
- [ ] Kwame: confirm the upgrade window with Customer Success"""
    assert body0.count("Q2 planning") == 3
    body1 = body0.replace("Q2 planning", "Q3 planning")
    added = "\n- [ ] Jordan: assign owners for the Q3 planning carry-overs"
    body2 = body1 + added
    t0, t1 = "Platform sync – notes", "Platform sync – 2024-06-11"
    rev0, rev1, rev2 = "ALBJ4LvN8kq2c1Xo7sQ3rZ0wYtHm5pE9dVfKa6", "ALBJ4LtR1xw7Vm2c9QeZ4nK8pYs3HjD0gUfLb5", "ALBJ4LsW6zp3Nc8k1TqX5mF0rYv9GhE2jUdKa7"
    ines = {"displayName": "Ines Castro", "emailAddress": "ines.castro@northwind.io"}
    kwame = {"displayName": "Kwame Asante", "emailAddress": "kwame.asante@northwind.io"}
    olek = {"displayName": "Olek Nowak", "emailAddress": "olek.nowak@northwind.io"}
    c1 = {"id": "AAABNx7Qp2k", "author": ines, "content": "Do we have an owner for KR 2.3 yet?", "quotedFileContent": {"mimeType": "text/html", "value": "KR 2.3 (p99 API latency &lt; 250 ms)"},
          "createdTime": "2024-06-11T09:12:40.118Z", "modifiedTime": "2024-06-11T09:12:40.118Z", "resolved": False, "replies": []}
    c2 = {"id": "AAABNx5Wm8r", "author": kwame, "content": "Added the Confluence space key.", "quotedFileContent": {"mimeType": "text/html", "value": "runbook drafted in Confluence (PLAT)"},
          "createdTime": "2024-06-11T08:58:03.552Z", "modifiedTime": "2024-06-11T09:01:27.904Z", "resolved": True,
          "replies": [{"id": "AAABNx5Wm8s", "author": ines, "content": "", "action": "resolve", "createdTime": "2024-06-11T09:01:27.904Z"}]}
    c3 = {"id": "AAABNx8Tc4v", "author": olek, "content": "Could we do 05:00 instead? EU customers start at 06:00.", "quotedFileContent": {"mimeType": "text/html", "value": "06:00–07:00 UTC"},
          "createdTime": "2024-06-11T09:20:15.771Z", "modifiedTime": "2024-06-11T09:20:15.771Z", "resolved": False, "replies": []}
    reply = {"id": "AAABNx8Tc4w", "author": {"displayName": "Jordan Lee", "emailAddress": "jordan.lee@northwind.io"},
             "content": "Keeping 06:00 - CS confirmed the window with the two EU customers that asked.", "action": "resolve", "createdTime": "2024-06-11T10:03:49.206Z"}
    c3r = {**c3, "resolved": True, "modifiedTime": reply["createdTime"], "replies": [reply]}

    def read(title: str, rev: str, fmt: str, body: str) -> str:
        # the H1 inside the body is text, not the file name: renaming the document does not change it
        content = f"# {t0}\n\n{body}" if fmt == "markdown" else _plain(f"{t0}\n\n{body}")
        return mcp_text({"documentId": did, "title": title, "revisionId": rev, "format": fmt, "content": content})

    plain_final = _plain(f"{t0}\n\n{body2}")
    words = sum(1 for w in plain_final.split() if any(ch.isalnum() for ch in w))
    chars = len(plain_final.replace("\n", ""))
    chars_ns = len("".join(plain_final.split()))
    end_index = len(_plain(f"{t0}\n\n{body1}").encode("utf-16-le")) // 2 + 1
    turns = [
        (call("docs_read_document", documentId=did, format="markdown"), read(t0, rev0, "markdown", body0)),
        (call("docs_list_comments", documentId=did, includeResolved=True), mcp_text({"comments": [c3, c1, c2]})),
        (call("docs_replace_all_text", documentId=did, containsText="Q2 planning", replaceText="Q3 planning", matchCase=True),
         mcp_text({"documentId": did, "replies": [{"replaceAllText": {"occurrencesChanged": 3}}], "writeControl": {"requiredRevisionId": rev1}})),
        (call("docs_insert_text", documentId=did, index=end_index, text=added),
         mcp_text({"documentId": did, "replies": [{}], "writeControl": {"requiredRevisionId": rev2},
                   "message": f"Inserted {len(added.encode('utf-16-le')) // 2} characters at index {end_index}."})),
        (call("docs_resolve_comment", documentId=did, commentId=c3["id"], reply=reply["content"]), mcp_text(c3r)),
        (call("docs_read_document", documentId=did, format="markdown"), read(t0, rev2, "markdown", body2)),
        (call("docs_list_comments", documentId=did, includeResolved=False), mcp_text({"comments": [c1]})),
        (call("docs_rename_document", documentId=did, title=t1), mcp_text({"id": did, "name": t1, "mimeType": "application/vnd.google-apps.document",
                                                                       "modifiedTime": "2024-06-11T10:05:12.447Z"})),
        (call("docs_read_document", documentId=did, format="text"), read(t1, rev2, "text", body2)),
        (call("docs_get_stats", documentId=did), mcp_text({"documentId": did, "title": t1, "revisionId": rev2,
                                                            "words": words, "characters": chars, "charactersExcludingSpaces": chars_ns,
                                                            "paragraphs": sum(1 for ln in plain_final.split("\n") if ln.strip())})),
    ]
    rs.add("mcp", "h52-mcp-22", system("google-docs-mcp", tools), turns)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
