# ruff: noqa: E501
"""Holdout25, domain mcp: 22 hand-written trajectories of an agent calling the tools of one MCP server each.

Eleven carry exactly one world-decoherence contradiction (one detail of a later tool result disagrees with
something an earlier result or the starting state established); eleven are clean but full of legitimate
changes (the agent's own writes, live counters and clocks, pagination, re-sorting, unit and format changes,
restarts). Half the servers are mainstream (GitHub, Jira, Slack, Notion, Postgres, SQLite, filesystem,
Google Calendar, Stripe, Linear), half less common (fleet tracker, lab inventory, library catalog,
feature flags, CRM, home hub, warehouse, telescope queue, brewery, print farm, vet clinic).

Run: ``python -m tests.decoherence.independent.holdout25_parts.mcp.make`` writes ``mcp_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

TASK = "mcp"
NUM: dict[str, Any] = {"type": "number"}


# ---------------------------------------------------------------------------------------------------------
# 01 Jira (clean): paginated sprint search, worklog, transition, comment, create, filtered re-search
# ---------------------------------------------------------------------------------------------------------
JIRA_ISSUES = [
    ("10418", "PAY-1243", "Card tokenization fails for Maestro cards issued in DE", "Bug", "In Progress", "Highest", "Mateo Ruiz", 5, "2024-10-15T09:12:33.041+0200"),
    ("10461", "PAY-1261", "Retry webhook delivery with exponential backoff", "Story", "In Progress", "High", "Priya Nair", 5, "2024-10-14T17:42:10.112+0200"),
    ("10449", "PAY-1255", "Refund endpoint returns 500 when currency is JPY", "Bug", "To Do", "High", None, 3, "2024-10-11T11:03:51.870+0200"),
    ("10473", "PAY-1270", "Add idempotency keys to /v2/payouts", "Story", "To Do", "High", "Jonas Berg", 8, "2024-10-14T10:27:45.332+0200"),
    ("10412", "PAY-1238", "Reconcile Adyen settlement report nightly", "Story", "In Review", "High", "Lena Vogt", 5, "2024-10-14T16:05:19.904+0200"),
    ("10433", "PAY-1249", "Expose payout ETA in merchant dashboard", "Story", "In Progress", "Medium", "Kwame Mensah", 3, "2024-10-15T08:48:02.615+0200"),
    ("10462", "PAY-1262", "Upgrade stripe-java to 26.x", "Task", "To Do", "Medium", "Priya Nair", 2, "2024-10-10T15:30:00.210+0200"),
    ("10467", "PAY-1266", "Flaky test: PayoutSchedulerIT.testCutoffRollover", "Bug", "In Progress", "Medium", "Jonas Berg", 1, "2024-10-15T09:55:41.007+0200"),
    ("10439", "PAY-1251", "Document webhook signature verification", "Task", "To Do", "Medium", "Lena Vogt", 1, "2024-10-09T13:14:27.558+0200"),
    ("10476", "PAY-1273", "Currency rounding for HUF payouts", "Bug", "To Do", "Medium", "Mateo Ruiz", 2, "2024-10-14T12:40:09.441+0200"),
    ("10414", "PAY-1240", "Split ledger writes from API transaction", "Story", "In Review", "Medium", "Kwame Mensah", 8, "2024-10-13T18:22:36.990+0200"),
    ("10452", "PAY-1258", "Alert on settlement lag > 6h", "Task", "Done", "Medium", "Priya Nair", 2, "2024-10-12T09:01:12.076+0200"),
    ("10468", "PAY-1267", "Rename PaymentIntentV1 DTO fields", "Task", "To Do", "Low", None, 1, "2024-10-08T16:44:50.318+0200"),
    ("10425", "PAY-1245", "Remove deprecated /v1/charges/search", "Task", "In Review", "Low", "Jonas Berg", 2, "2024-10-14T14:19:58.660+0200"),
    ("10470", "PAY-1269", "Grafana panel for refund latency", "Task", "Done", "Low", "Lena Vogt", 1, "2024-10-11T17:36:21.145+0200"),
    ("10475", "PAY-1272", "Typo in payout failure email", "Bug", "Done", "Low", "Mateo Ruiz", 1, "2024-10-10T10:10:44.902+0200"),
]
JIRA_CAT = {"To Do": ("new", "To Do"), "In Progress": ("indeterminate", "In Progress"), "In Review": ("indeterminate", "In Progress"), "Done": ("done", "Done")}


def _jira_row(r: tuple) -> dict[str, Any]:
    iid, key, summ, typ, status, prio, who, pts, upd = r
    return {"id": iid, "key": key, "self": f"https://acme-payments.atlassian.net/rest/api/3/issue/{iid}", "fields": {
        "summary": summ, "issuetype": {"name": typ}, "status": {"name": status, "statusCategory": {"key": JIRA_CAT[status][0], "name": JIRA_CAT[status][1]}},
        "priority": {"name": prio}, "assignee": {"displayName": who} if who else None, "customfield_10016": pts, "updated": upd}}


def t01(rs: RowSet) -> None:
    system = mcp_system("jira", "Atlassian Jira Cloud, site acme-payments.atlassian.net, project PAY", [
        tool("search_issues", "Search issues with JQL. Results are paginated with startAt/maxResults.", {"jql": S, "startAt": INT, "maxResults": INT, "fields": A}, ["jql"]),
        tool("get_issue", "Get one issue with its fields, comments and time tracking.", {"issueKey": S}, ["issueKey"]),
        tool("add_worklog", "Log time on an issue. The remaining estimate is auto-adjusted.", {"issueKey": S, "timeSpent": S, "comment": S}, ["issueKey", "timeSpent"]),
        tool("get_transitions", "List the workflow transitions available for an issue.", {"issueKey": S}, ["issueKey"]),
        tool("transition_issue", "Move an issue through the workflow.", {"issueKey": S, "transitionId": S}, ["issueKey", "transitionId"]),
        tool("add_comment", "Add a comment to an issue.", {"issueKey": S, "body": S}, ["issueKey", "body"]),
        tool("create_issue", "Create an issue.", {"project": S, "issuetype": S, "summary": S, "description": S, "priority": S, "labels": A, "sprintId": INT}, ["project", "issuetype", "summary"]),
    ])
    fields = ["summary", "status", "priority", "assignee", "issuetype", "customfield_10016", "updated"]
    jql = "project = PAY AND sprint in openSprints() ORDER BY priority DESC, key ASC"
    rank = {"Highest": 0, "High": 1, "Medium": 2, "Low": 3}
    ordered = sorted(JIRA_ISSUES, key=lambda r: (rank[r[5]], int(r[1].split("-")[1])))
    turns: list[tuple[str, str]] = []
    turns.append((call("search_issues", jql=jql, startAt=0, maxResults=8, fields=fields), mcp_text(
        {"expand": "names,schema", "startAt": 0, "maxResults": 8, "total": 23, "issues": [_jira_row(r) for r in ordered[:8]]})))
    turns.append((call("search_issues", jql=jql, startAt=8, maxResults=8, fields=fields), mcp_text(
        {"expand": "names,schema", "startAt": 8, "maxResults": 8, "total": 23, "issues": [_jira_row(r) for r in ordered[8:16]]})))
    issue = {
        "id": "10461", "key": "PAY-1261", "fields": {
            "summary": "Retry webhook delivery with exponential backoff", "issuetype": {"name": "Story"},
            "status": {"name": "In Progress"}, "priority": {"name": "High"}, "assignee": {"displayName": "Priya Nair", "accountId": "5f1c9a0e7d3b2c0069a4e311"},
            "reporter": {"displayName": "Lena Vogt"}, "labels": ["webhooks", "reliability"], "components": [{"name": "notifications"}],
            "customfield_10016": 5, "customfield_10020": [{"id": 318, "name": "PAY Sprint 42", "state": "active", "startDate": "2024-10-07T08:00:00.000Z", "endDate": "2024-10-18T16:00:00.000Z"}],
            "created": "2024-10-02T11:20:05.418+0200", "updated": "2024-10-14T17:42:10.112+0200",
            "description": "Merchants with flaky endpoints lose events after the single retry. Retry up to 8 times with backoff 30s * 2^n (cap 6h), jitter +-20%. Persist attempt count on webhook_deliveries. Surface 'next retry at' in the dashboard event log.\n\nAC:\n- attempts 1..8 scheduled with capped exponential backoff\n- 2xx stops retries, 410 disables the endpoint\n- metrics: webhook_retry_total{outcome}",
            "timetracking": {"originalEstimate": "2d", "remainingEstimate": "1d 5h", "timeSpent": "3h", "originalEstimateSeconds": 57600, "remainingEstimateSeconds": 46800, "timeSpentSeconds": 10800},
            "comment": {"total": 2, "comments": [
                {"id": "20811", "author": {"displayName": "Lena Vogt"}, "created": "2024-10-03T09:14:40.100+0200", "body": "Please keep the cap configurable per merchant tier."},
                {"id": "20877", "author": {"displayName": "Priya Nair"}, "created": "2024-10-14T17:42:10.112+0200", "body": "Backoff scheduler done, PR #882 open. Working on the dashboard field next."}]},
            "worklog": {"total": 1, "worklogs": [{"id": "31540", "author": {"displayName": "Priya Nair"}, "timeSpent": "3h", "started": "2024-10-14T14:30:00.000+0200"}]}}}
    turns.append((call("get_issue", issueKey="PAY-1261"), mcp_text(issue)))
    turns.append((call("add_worklog", issueKey="PAY-1261", timeSpent="2h", comment="Dashboard 'next retry at' column + API field"), mcp_text(
        {"id": "31597", "issueId": "10461", "author": {"displayName": "Priya Nair"}, "timeSpent": "2h", "timeSpentSeconds": 7200,
         "started": "2024-10-15T08:15:00.000+0200", "created": "2024-10-15T10:17:03.284+0200", "updated": "2024-10-15T10:17:03.284+0200",
         "comment": "Dashboard 'next retry at' column + API field"})))
    turns.append((call("get_transitions", issueKey="PAY-1261"), mcp_text({"transitions": [
        {"id": "11", "name": "Back to To Do", "to": {"name": "To Do"}, "hasScreen": False},
        {"id": "31", "name": "Request review", "to": {"name": "In Review"}, "hasScreen": False},
        {"id": "41", "name": "Done", "to": {"name": "Done"}, "hasScreen": True},
        {"id": "51", "name": "Block", "to": {"name": "Blocked"}, "hasScreen": True}]})))
    turns.append((call("transition_issue", issueKey="PAY-1261", transitionId="31"), mcp_text("Issue PAY-1261 transitioned: In Progress -> In Review (transition 31).")))
    turns.append((call("add_comment", issueKey="PAY-1261", body="Ready for review: PR #882 (scheduler) and PR #891 (dashboard column). Retries verified against the sandbox endpoint that returns 503 x5 then 200."), mcp_text(
        {"id": "20934", "author": {"displayName": "Priya Nair"}, "created": "2024-10-15T10:19:26.771+0200", "updated": "2024-10-15T10:19:26.771+0200",
         "body": "Ready for review: PR #882 (scheduler) and PR #891 (dashboard column). Retries verified against the sandbox endpoint that returns 503 x5 then 200."})))
    iss2 = copy.deepcopy(issue)
    f = iss2["fields"]
    f["status"] = {"name": "In Review"}
    f["updated"] = "2024-10-15T10:19:26.771+0200"
    f["timetracking"] = {"originalEstimate": "2d", "remainingEstimate": "1d 3h", "timeSpent": "5h", "originalEstimateSeconds": 57600, "remainingEstimateSeconds": 39600, "timeSpentSeconds": 18000}
    f["comment"]["total"] = 3
    f["comment"]["comments"].append({"id": "20934", "author": {"displayName": "Priya Nair"}, "created": "2024-10-15T10:19:26.771+0200", "body": "Ready for review: PR #882 (scheduler) and PR #891 (dashboard column). Retries verified against the sandbox endpoint that returns 503 x5 then 200."})
    f["worklog"] = {"total": 2, "worklogs": [{"id": "31540", "author": {"displayName": "Priya Nair"}, "timeSpent": "3h", "started": "2024-10-14T14:30:00.000+0200"},
                                             {"id": "31597", "author": {"displayName": "Priya Nair"}, "timeSpent": "2h", "started": "2024-10-15T08:15:00.000+0200"}]}
    turns.append((call("get_issue", issueKey="PAY-1261"), mcp_text(iss2)))
    turns.append((call("create_issue", project="PAY", issuetype="Task", summary="Merchant-tier config for webhook retry cap", description="Follow-up from PAY-1261 review: make the 6h cap configurable per merchant tier (default 6h, enterprise 24h).", priority="Medium", labels=["webhooks"], sprintId=318), mcp_text(
        {"id": "10491", "key": "PAY-1288", "self": "https://acme-payments.atlassian.net/rest/api/3/issue/10491"})))
    review = [
        ("10461", "PAY-1261", "Retry webhook delivery with exponential backoff", "Story", "In Review", "High", "Priya Nair", 5, "2024-10-15T10:19:26.771+0200"),
        ("10425", "PAY-1245", "Remove deprecated /v1/charges/search", "Task", "In Review", "Low", "Jonas Berg", 2, "2024-10-14T14:19:58.660+0200"),
        ("10412", "PAY-1238", "Reconcile Adyen settlement report nightly", "Story", "In Review", "High", "Lena Vogt", 5, "2024-10-14T16:05:19.904+0200"),
        ("10414", "PAY-1240", "Split ledger writes from API transaction", "Story", "In Review", "Medium", "Kwame Mensah", 8, "2024-10-13T18:22:36.990+0200"),
        ("10402", "PAY-1233", "Backfill missing payout_batch_id on 2023 payouts", "Task", "In Review", "Low", "Kwame Mensah", 3, "2024-10-12T11:47:30.229+0200"),
    ]
    review.sort(key=lambda r: r[8], reverse=True)
    turns.append((call("search_issues", jql="project = PAY AND sprint in openSprints() AND status = \"In Review\" ORDER BY updated DESC", startAt=0, maxResults=20, fields=fields), mcp_text(
        {"expand": "names,schema", "startAt": 0, "maxResults": 20, "total": 5, "issues": [_jira_row(r) for r in review]})))
    rs.add(task=TASK, tid="h25-mcp-01", system=system, turns=turns,
           state="Jira Cloud project PAY, active sprint 'PAY Sprint 42' (id 318, 2024-10-07 to 2024-10-18) with 23 issues. The agent acts as Priya Nair on 2024-10-15 around 10:15 CEST.")


# ---------------------------------------------------------------------------------------------------------
# 02 fleet tracker (BAD): odometer of a moving truck reads lower than an earlier reading
# ---------------------------------------------------------------------------------------------------------
def _veh(vid: str, model: str, kind: str, status: str, odo: float, energy: str, driver: Any, ping: str, loc: str, speed: int, plate: str) -> dict[str, Any]:
    return {"vehicle_id": vid, "plate": plate, "model": model, "type": kind, "status": status, "odometer_km": odo, **({"battery_pct": int(energy[1:])} if energy.startswith("B") else {"fuel_pct": int(energy)}),
            "driver": driver, "speed_kmh": speed, "location": loc, "last_ping": ping}


def t02(rs: RowSet) -> None:
    system = mcp_system("fleetpulse", "telematics and dispatch for a road-freight fleet: live vehicle positions, trips, drivers, maintenance", [
        tool("list_vehicles", "List the vehicles of a depot with live telemetry.", {"depot": S, "status": S}, ["depot"]),
        tool("get_vehicle", "Live telemetry and assignment of one vehicle.", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_trips", "Trips of a vehicle since a time (local time).", {"vehicle_id": S, "since": S}, ["vehicle_id"]),
        tool("assign_driver", "Assign a driver to a vehicle.", {"vehicle_id": S, "driver_id": S}, ["vehicle_id", "driver_id"]),
        tool("create_maintenance_ticket", "Open a maintenance ticket for a vehicle.", {"vehicle_id": S, "category": S, "description": S, "priority": S}, ["vehicle_id", "category", "description"]),
        tool("get_geofence_events", "Entry/exit events for a depot geofence.", {"depot": S, "since": S}, ["depot"]),
    ])
    d104 = {"driver_id": "D-104", "name": "Sanne de Vries"}
    d131 = {"driver_id": "D-131", "name": "Youssef El Amrani"}
    d097 = {"driver_id": "D-097", "name": "Piotr Zieliński"}
    d122 = {"driver_id": "D-122", "name": "Kees Bakker"}

    def fleet(t: int) -> list[dict[str, Any]]:
        if t == 1:
            return [
                _veh("VH-1975", "DAF XF 480", "tractor", "parked", 412880.2, "64", None, "4 min ago", "Waalhaven depot, bay 7", 0, "BX-417-T"),
                _veh("VH-2207", "Volvo FH 500", "tractor", "moving", 184213.0, "58", d104, "14 s ago", "A15 km 72.5 eastbound (Ridderkerk)", 63, "BZ-882-K"),
                _veh("VH-2291", "Mercedes-Benz Actros 1845", "tractor", "moving", 97455.0, "41", d131, "9 s ago", "A16 km 32.8 southbound (Zwijndrecht)", 78, "BZ-903-N"),
                _veh("VH-3140", "Scania R450", "tractor", "parked", 233101.6, "88", None, "11 min ago", "Waalhaven depot, bay 2", 0, "VLK-21-D"),
                _veh("VH-3162", "Iveco S-Way 490", "tractor", "idle", 58210.7, "73", d097, "31 s ago", "Waalhaven depot, gate B", 0, "VLK-48-F"),
                _veh("VH-3318", "Ford Transit 350 L3", "van", "moving", 61120.3, "52", d122, "6 s ago", "Rotterdam, Maashaven O.Z.", 34, "VXR-90-P"),
                _veh("VH-3320", "Ford Transit 350 L3", "van", "in_maintenance", 59874.0, "30", None, "2 h ago", "Waalhaven depot, workshop", 0, "VXR-91-P"),
                _veh("VH-4002", "Renault Trucks T 480", "tractor", "parked", 301447.9, "79", None, "26 min ago", "Waalhaven depot, bay 11", 0, "BV-221-X"),
                _veh("VH-4017", "Volvo FL Electric", "rigid", "charging", 22318.4, "B71", None, "48 s ago", "Waalhaven depot, charger C3", 0, "VNB-07-S"),
            ]
        return [
            _veh("VH-1975", "DAF XF 480", "tractor", "parked", 412880.2, "64", None, "23 min ago", "Waalhaven depot, bay 7", 0, "BX-417-T"),
            _veh("VH-2207", "Volvo FH 500", "tractor", "moving", 184203.7, "56", d104, "5 s ago", "A15 km 91.9 eastbound (Hardinxveld-Giessendam)", 61, "BZ-882-K"),
            _veh("VH-2291", "Mercedes-Benz Actros 1845", "tractor", "moving", 97476.8, "39", d131, "3 s ago", "A16 km 11.2 southbound (Dordrecht)", 81, "BZ-903-N"),
            _veh("VH-3140", "Scania R450", "tractor", "parked", 233101.6, "88", {"driver_id": "D-118", "name": "Ilse Vermeulen"}, "1 min ago", "Waalhaven depot, bay 2", 0, "VLK-21-D"),
            _veh("VH-3162", "Iveco S-Way 490", "tractor", "moving", 58211.0, "73", d097, "12 s ago", "Waalhavenweg, outbound", 22, "VLK-48-F"),
            _veh("VH-3318", "Ford Transit 350 L3", "van", "idle", 61131.9, "50", d122, "40 s ago", "Rotterdam, Wilhelminakade 12 (delivery stop)", 0, "VXR-90-P"),
            _veh("VH-3320", "Ford Transit 350 L3", "van", "in_maintenance", 59874.0, "30", None, "2 h ago", "Waalhaven depot, workshop", 0, "VXR-91-P"),
            _veh("VH-4002", "Renault Trucks T 480", "tractor", "parked", 301447.9, "79", None, "45 min ago", "Waalhaven depot, bay 11", 0, "BV-221-X"),
            _veh("VH-4017", "Volvo FL Electric", "rigid", "charging", 22318.4, "B83", None, "22 s ago", "Waalhaven depot, charger C3", 0, "VNB-07-S"),
        ]

    turns: list[tuple[str, str]] = []
    turns.append((call("list_vehicles", depot="Rotterdam-Waalhaven"), pj({"depot": "Rotterdam-Waalhaven", "as_of": "2024-06-11T14:01:50+02:00", "count": 9, "vehicles": fleet(1)})))
    turns.append((call("get_vehicle", vehicle_id="VH-2207"), pj({
        "vehicle_id": "VH-2207", "plate": "BZ-882-K", "model": "Volvo FH 500", "vin": "YV2RT40A5LB912374", "status": "moving",
        "as_of": "2024-06-11T14:02:11+02:00", "odometer_km": 184213.4, "engine_hours": 9921.6, "speed_kmh": 62, "heading_deg": 94,
        "position": {"lat": 51.8704, "lon": 4.6391, "address": "A15 km 72.9 eastbound (Ridderkerk)"}, "fuel_pct": 58, "adblue_pct": 47,
        "driver": {"driver_id": "D-104", "name": "Sanne de Vries", "hos_remaining_drive": "3h 41m"},
        "trailer": {"trailer_id": "TR-7781", "type": "reefer", "setpoint_c": 4.0, "reefer_temp_c": 4.3},
        "active_trip": {"trip_id": "TRP-55190", "destination": "Nijmegen, Trade Port West", "eta": "2024-06-11T15:32:00+02:00"},
        "alerts": []})))
    turns.append((call("get_trips", vehicle_id="VH-2207", since="2024-06-11T00:00"), pj({"vehicle_id": "VH-2207", "trips": [
        {"trip_id": "TRP-55142", "from": "Rotterdam-Waalhaven", "to": "Rotterdam-Waalhaven", "via": ["Antwerpen, Haven 1227"], "start": "2024-06-11T06:12:04+02:00", "end": "2024-06-11T11:48:51+02:00",
         "odometer_start_km": 183948.0, "odometer_end_km": 184153.6, "distance_km": 205.6, "stops": 1, "avg_speed_kmh": 61, "fuel_used_l": 63.9},
        {"trip_id": "TRP-55190", "from": "Rotterdam-Waalhaven", "to": "Nijmegen, Trade Port West", "via": ["Barendrecht, Veilingweg 2 (pickup)"], "start": "2024-06-11T13:05:20+02:00", "end": None,
         "odometer_start_km": 184153.6, "odometer_now_km": 184216.9, "distance_so_far_km": 63.3, "stops": 1, "status": "in_progress", "eta": "2024-06-11T15:32:00+02:00"}],
        "as_of": "2024-06-11T14:05:40+02:00"})))
    turns.append((call("get_vehicle", vehicle_id="VH-2207"), pj({
        "vehicle_id": "VH-2207", "plate": "BZ-882-K", "model": "Volvo FH 500", "vin": "YV2RT40A5LB912374", "status": "moving",
        "as_of": "2024-06-11T14:18:40+02:00", "odometer_km": 184229.9, "engine_hours": 9921.9, "speed_kmh": 59, "heading_deg": 88,
        "position": {"lat": 51.8389, "lon": 4.8972, "address": "A15 km 89.4 eastbound (Sliedrecht)"}, "fuel_pct": 57, "adblue_pct": 47,
        "driver": {"driver_id": "D-104", "name": "Sanne de Vries", "hos_remaining_drive": "3h 25m"},
        "trailer": {"trailer_id": "TR-7781", "type": "reefer", "setpoint_c": 4.0, "reefer_temp_c": 4.1},
        "active_trip": {"trip_id": "TRP-55190", "destination": "Nijmegen, Trade Port West", "eta": "2024-06-11T15:34:00+02:00"},
        "alerts": []})))
    turns.append((call("assign_driver", vehicle_id="VH-3140", driver_id="D-118"), pj({
        "ok": True, "vehicle_id": "VH-3140", "driver": {"driver_id": "D-118", "name": "Ilse Vermeulen", "licence": "CE", "hos_remaining_drive": "9h 00m"},
        "previous_driver": None, "assigned_at": "2024-06-11T14:19:52+02:00"})))
    turns.append((call("list_vehicles", depot="Rotterdam-Waalhaven"), pj({"depot": "Rotterdam-Waalhaven", "as_of": "2024-06-11T14:21:05+02:00", "count": 9, "vehicles": fleet(6)})))
    turns.append((call("create_maintenance_ticket", vehicle_id="VH-1975", category="brakes", description="Driver report: pulsing on brake pedal above 60 km/h; front discs likely warped. Check pads/discs axle 1.", priority="high"), pj({
        "ticket_id": "MT-5521", "vehicle_id": "VH-1975", "category": "brakes", "priority": "high", "status": "open", "created_at": "2024-06-11T14:22:37+02:00",
        "workshop": "Waalhaven in-house", "earliest_slot": "2024-06-12T07:30:00+02:00", "vehicle_blocked_for_dispatch": True})))
    turns.append((call("get_geofence_events", depot="Rotterdam-Waalhaven", since="2024-06-11T12:00"), pj({"depot": "Rotterdam-Waalhaven", "events": [
        {"time": "2024-06-11T12:14:09+02:00", "vehicle_id": "VH-2291", "event": "exit", "gate": "A"},
        {"time": "2024-06-11T12:51:33+02:00", "vehicle_id": "VH-4017", "event": "enter", "gate": "B"},
        {"time": "2024-06-11T13:05:31+02:00", "vehicle_id": "VH-2207", "event": "exit", "gate": "A"},
        {"time": "2024-06-11T13:37:02+02:00", "vehicle_id": "VH-3318", "event": "exit", "gate": "A"},
        {"time": "2024-06-11T13:58:46+02:00", "vehicle_id": "VH-3162", "event": "enter", "gate": "B"},
        {"time": "2024-06-11T14:20:31+02:00", "vehicle_id": "VH-3162", "event": "exit", "gate": "B"}], "count": 6})))
    turns.append((call("get_vehicle", vehicle_id="VH-3140"), pj({
        "vehicle_id": "VH-3140", "plate": "VLK-21-D", "model": "Scania R450", "vin": "YS2R4X20002153377", "status": "parked",
        "as_of": "2024-06-11T14:24:12+02:00", "odometer_km": 233101.6, "engine_hours": 11804.2, "speed_kmh": 0, "heading_deg": 180,
        "position": {"lat": 51.8891, "lon": 4.4310, "address": "Waalhaven depot, bay 2"}, "fuel_pct": 88, "adblue_pct": 91,
        "driver": {"driver_id": "D-118", "name": "Ilse Vermeulen", "hos_remaining_drive": "9h 00m", "assigned_at": "2024-06-11T14:19:52+02:00"},
        "trailer": None, "active_trip": None, "alerts": []})))
    rs.add(task=TASK, tid="h25-mcp-02", system=system, turns=turns,
           state="FleetPulse tenant 'Van Dijk Logistiek B.V.', depot Rotterdam-Waalhaven, 9 vehicles. Local time Europe/Amsterdam, 2024-06-11 shortly after 14:00.",
           bad=True, turn=6, kind="odometer of a truck that kept driving reads lower in the fleet listing than in earlier readings")


# ---------------------------------------------------------------------------------------------------------
# 03 GitHub issues (BAD): an issue the agent closed shows up again as open in the open-issue listing
# ---------------------------------------------------------------------------------------------------------
GH_REPO = "kestrel-io/kestrel-cli"


def _gh_issue(n: int, title: str, labels: list[str], comments: int, created: str, updated: str, user: str, assignees: list[str], state: str = "open", closed: Any = None) -> dict[str, Any]:
    return {"number": n, "title": title, "state": state, "user": {"login": user}, "labels": [{"name": x} for x in labels],
            "assignees": [{"login": a} for a in assignees], "comments": comments, "created_at": created, "updated_at": updated, "closed_at": closed,
            "html_url": f"https://github.com/{GH_REPO}/issues/{n}"}


def t03(rs: RowSet) -> None:
    system = mcp_system("github", "GitHub REST API for issues and pull requests", [
        tool("list_issues", "List issues in a repository.", {"owner": S, "repo": S, "state": S, "labels": A, "sort": S, "direction": S, "per_page": INT, "page": INT}, ["owner", "repo"]),
        tool("get_issue", "Get an issue with its body.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("add_issue_comment", "Comment on an issue.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("update_issue", "Update title, body, state, labels or assignees of an issue.", {"owner": S, "repo": S, "issue_number": INT, "state": S, "state_reason": S, "labels": A, "assignees": A}, ["owner", "repo", "issue_number"]),
        tool("create_issue", "Open a new issue.", {"owner": S, "repo": S, "title": S, "body": S, "labels": A, "assignees": A}, ["owner", "repo", "title"]),
        tool("search_issues", "Search issues and pull requests with GitHub search syntax.", {"q": S, "sort": S, "order": S, "per_page": INT}, ["q"]),
    ])
    base = [
        (429, "`kestrel sync` hangs when remote returns 304", ["bug", "area:sync"], 1, "2024-05-27T08:41:12Z", "2024-05-27T13:02:55Z", "ravikg", []),
        (427, "Windows: config path with spaces breaks --profile", ["bug", "platform:windows"], 4, "2024-05-24T19:20:03Z", "2024-05-26T10:11:40Z", "m-ostrowski", ["tjvdberg"]),
        (421, "Panic on empty KESTREL_TOKEN env var", ["bug", "good first issue"], 2, "2024-05-20T07:55:29Z", "2024-05-22T16:30:18Z", "amaraeze", []),
        (418, "Progress bar renders twice in non-TTY output", ["bug", "area:ui"], 0, "2024-05-18T22:04:47Z", "2024-05-18T22:04:47Z", "lucasfp", []),
        (412, "Crash when config.toml has trailing comma in array", ["bug", "area:config"], 2, "2024-05-14T11:36:08Z", "2024-05-21T09:47:31Z", "yuki-tanabe", []),
        (405, "`kestrel push --dry-run` still uploads manifests", ["bug", "area:sync", "priority:high"], 9, "2024-05-09T15:13:22Z", "2024-05-27T17:25:06Z", "ohcarla", ["tjvdberg", "nkoenig"]),
        (398, "Config loader panics on malformed TOML", ["bug", "area:config"], 6, "2024-05-06T09:02:51Z", "2024-05-23T14:48:12Z", "nkoenig", ["nkoenig"]),
        (391, "Retry counter never resets after a successful upload", ["bug"], 3, "2024-04-30T12:27:35Z", "2024-05-15T08:19:44Z", "devonhale", []),
        (377, "Shell completion missing for `kestrel env`", ["bug", "area:ui"], 1, "2024-04-22T18:49:10Z", "2024-05-02T07:31:26Z", "ravikg", []),
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_issues", owner="kestrel-io", repo="kestrel-cli", state="open", labels=["bug"], per_page=30), mcp_text([_gh_issue(*b) for b in base])))
    body412 = ("### What happened\n`kestrel status` crashes as soon as my config has a trailing comma:\n\n```toml\n[remotes]\nmirrors = [\"eu-1\", \"us-2\",]\n```\n\n"
               "```\nthread 'main' panicked at src/config/loader.rs:88:37:\ncalled `Result::unwrap()` on an `Err` value: TomlError { message: \"expected value, found `]`\", span: 41..42 }\n"
               "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n```\n\n### Version\nkestrel 0.18.2 (macOS 14.4, arm64)")
    turns.append((call("get_issue", owner="kestrel-io", repo="kestrel-cli", issue_number=412), mcp_text({**_gh_issue(*base[4]), "body": body412, "author_association": "NONE", "locked": False, "milestone": None, "reactions": {"+1": 3, "total_count": 3}})))
    body398 = ("Any syntax error in `~/.config/kestrel/config.toml` makes the CLI panic instead of printing a parse error.\n\nRepro: put `timeout = ` (no value) in the file, run any command.\n\n"
               "```\nthread 'main' panicked at src/config/loader.rs:88:37:\ncalled `Result::unwrap()` on an `Err` value: TomlError { message: \"expected value\", span: 118..119 }\n```\n\n"
               "The `unwrap()` in `load_from_path` should map the toml error into `ConfigError::Parse { path, line, col }`. Happy to take this.")
    turns.append((call("get_issue", owner="kestrel-io", repo="kestrel-cli", issue_number=398), mcp_text({**_gh_issue(*base[6]), "body": body398, "author_association": "MEMBER", "locked": False, "milestone": {"title": "v0.19", "number": 7}, "reactions": {"+1": 5, "eyes": 1, "total_count": 6}})))
    cbody = "Closing as a duplicate of #398: same `unwrap()` at `src/config/loader.rs:88`, any TOML syntax error triggers it (trailing comma is one case). Follow the fix there."
    turns.append((call("add_issue_comment", owner="kestrel-io", repo="kestrel-cli", issue_number=412, body=cbody), mcp_text(
        {"id": 2139472018, "html_url": f"https://github.com/{GH_REPO}/issues/412#issuecomment-2139472018", "user": {"login": "tjvdberg"}, "created_at": "2024-05-28T07:12:44Z", "updated_at": "2024-05-28T07:12:44Z", "author_association": "MEMBER", "body": cbody})))
    closed = _gh_issue(412, "Crash when config.toml has trailing comma in array", ["bug", "area:config"], 3, "2024-05-14T11:36:08Z", "2024-05-28T07:13:02Z", "yuki-tanabe", [], state="closed", closed="2024-05-28T07:13:02Z")
    turns.append((call("update_issue", owner="kestrel-io", repo="kestrel-cli", issue_number=412, state="closed", state_reason="not_planned"), mcp_text({**closed, "state_reason": "not_planned", "closed_by": {"login": "tjvdberg"}})))
    i398 = _gh_issue(398, "Config loader panics on malformed TOML", ["bug", "area:config", "priority:high"], 6, "2024-05-06T09:02:51Z", "2024-05-28T07:13:40Z", "nkoenig", ["nkoenig"])
    turns.append((call("update_issue", owner="kestrel-io", repo="kestrel-cli", issue_number=398, labels=["bug", "area:config", "priority:high"]), mcp_text({**i398, "milestone": {"title": "v0.19", "number": 7}})))
    after = [list(b) for b in base]
    after[4][3] = 3
    after[4][5] = "2024-05-28T07:13:02Z"
    after[6][2] = ["bug", "area:config", "priority:high"]
    after[6][5] = "2024-05-28T07:13:40Z"
    turns.append((call("list_issues", owner="kestrel-io", repo="kestrel-cli", state="open", labels=["bug"], per_page=30), mcp_text([_gh_issue(*b) for b in after])))
    nbody = "Tracking the fix for #398 (and its duplicate #412).\n\n- [ ] map `toml::de::Error` to `ConfigError::Parse { path, line, col }`\n- [ ] print the offending line with a caret\n- [ ] regression tests: trailing comma, missing value, unclosed table"
    turns.append((call("create_issue", owner="kestrel-io", repo="kestrel-cli", title="Config loader: report TOML parse errors instead of panicking", body=nbody, labels=["bug", "area:config", "priority:high"], assignees=["nkoenig"]), mcp_text(
        {**_gh_issue(431, "Config loader: report TOML parse errors instead of panicking", ["bug", "area:config", "priority:high"], 0, "2024-05-28T07:15:21Z", "2024-05-28T07:15:21Z", "tjvdberg", ["nkoenig"]), "body": nbody})))
    found = [
        _gh_issue(431, "Config loader: report TOML parse errors instead of panicking", ["bug", "area:config", "priority:high"], 0, "2024-05-28T07:15:21Z", "2024-05-28T07:15:21Z", "tjvdberg", ["nkoenig"]),
        _gh_issue(*after[5]),
        _gh_issue(*after[6]),
    ]
    turns.append((call("search_issues", q="repo:kestrel-io/kestrel-cli is:issue is:open label:priority:high", sort="created", order="desc", per_page=20), mcp_text(
        {"total_count": 3, "incomplete_results": False, "items": found})))
    rs.add(task=TASK, tid="h25-mcp-03", system=system, turns=turns,
           state="Repository kestrel-io/kestrel-cli (public). The agent is authenticated as maintainer tjvdberg and is triaging open bugs on 2024-05-28.",
           bad=True, turn=7, kind="issue the agent closed as a duplicate is listed again as open with no reopen")


# ---------------------------------------------------------------------------------------------------------
# 04 lab inventory (clean): checkouts lower stock, live freezer sensor, unit display changes, order approved
# ---------------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    system = mcp_system("benchstock", "chemical and reagent inventory of the Nakamura structural-biology lab", [
        tool("search_reagents", "Search containers by name, CAS number or catalog number.", {"query": S, "include_empty": B}, ["query"]),
        tool("get_reagent", "Full record of one container, with its recent usage log.", {"container_id": S}, ["container_id"]),
        tool("checkout_reagent", "Record a withdrawal from a container.", {"container_id": S, "amount": NUM, "unit": S, "purpose": S}, ["container_id", "amount", "unit"]),
        tool("list_freezer", "Contents and live sensor reading of a freezer shelf.", {"freezer_id": S, "shelf": INT}, ["freezer_id"]),
        tool("create_order", "Request a purchase; orders need PI approval.", {"item": S, "catalog_number": S, "vendor": S, "quantity": INT, "note": S}, ["item", "catalog_number", "quantity"]),
    ])
    tcep = {"container_id": "BS-01204", "name": "TCEP-HCl (Tris(2-carboxyethyl)phosphine hydrochloride)", "cas": "51805-45-9", "vendor": "Thermo", "catalog": "20490",
            "size": "1 g", "remaining": {"value": 0.62, "unit": "g"}, "location": "Freezer F-03 / shelf 2 / box 4", "status": "open"}
    turns: list[tuple[str, str]] = []
    turns.append((call("search_reagents", query="Tris"), mcp_text({"query": "Tris", "server_time": "2024-09-12T09:44:03+02:00", "count": 4, "results": [
        {"container_id": "BS-00412", "name": "Tris base (Trizma base)", "cas": "77-86-1", "vendor": "Sigma-Aldrich", "catalog": "T1503-500G", "size": "500 g",
         "remaining": {"value": 312.5, "unit": "g"}, "location": "Room 3.14 / cabinet C2 / shelf B", "status": "open"},
        {"container_id": "BS-00988", "name": "Tris-HCl 1 M, pH 8.0 (sterile)", "cas": "1185-53-1", "vendor": "Invitrogen", "catalog": "15568025", "size": "1 L",
         "remaining": {"value": 640, "unit": "mL"}, "location": "Cold room 3.02 / rack R1 / shelf 3", "status": "open"},
        {"container_id": "BS-01077", "name": "Tris base (Trizma base)", "cas": "77-86-1", "vendor": "Sigma-Aldrich", "catalog": "T1503-1KG", "size": "1 kg",
         "remaining": {"value": 1, "unit": "kg"}, "location": "Chemical store 0.11 / shelf A4", "status": "sealed"},
        tcep], "on_order": []})))
    rec988 = {"container_id": "BS-00988", "name": "Tris-HCl 1 M, pH 8.0 (sterile)", "cas": "1185-53-1", "vendor": "Invitrogen", "catalog": "15568025", "lot": "2K0915A",
              "size": "1 L", "remaining": {"value": 640, "unit": "mL"}, "location": "Cold room 3.02 / rack R1 / shelf 3", "storage": "2-8 °C",
              "received": "2024-07-29", "opened": "2024-08-05", "expires": "2025-08-05", "owner": "shared", "hazards": [], "sds_url": "https://benchstock.lab.internal/sds/15568025.pdf",
              "last_used": "3 min ago",
              "usage_log": [
                  {"tx": "TX-77065", "time": "2024-09-09T16:20:11+02:00", "user": "j.okoro", "amount": "100 mL", "purpose": "SEC buffer"},
                  {"tx": "TX-77102", "time": "2024-09-11T11:02:47+02:00", "user": "a.lindgren", "amount": "60 mL", "purpose": "Ni-NTA wash buffer"},
                  {"tx": "TX-77118", "time": "2024-09-12T09:41:09+02:00", "user": "m.haddad", "amount": "50 mL", "purpose": "dialysis buffer"}]}
    turns.append((call("get_reagent", container_id="BS-00988"), mcp_text(rec988)))
    turns.append((call("checkout_reagent", container_id="BS-00988", amount=150, unit="mL", purpose="Lysis buffer, 3 L (50 mM Tris pH 8.0)"), mcp_text({
        "ok": True, "tx": "TX-77120", "container_id": "BS-00988", "user": "a.lindgren", "time": "2024-09-12T09:45:10+02:00", "withdrawn": {"value": 150, "unit": "mL"},
        "remaining": {"value": 490, "unit": "mL"}, "low_stock_threshold": {"value": 200, "unit": "mL"}, "warnings": []})))
    shelf = [
        {"box": 1, "item": "DTT 1 M aliquots", "amount": "14 x 1 mL", "owner": "shared"},
        {"box": 1, "item": "IPTG 1 M aliquots", "amount": "11 x 1 mL", "owner": "shared"},
        {"box": 2, "item": "Ampicillin 100 mg/mL", "amount": "9 x 1 mL", "owner": "shared"},
        {"box": 3, "item": "BL21(DE3) chemically competent cells", "amount": "22 x 50 uL", "owner": "j.okoro"},
        {"box": 3, "item": "pET28a-GFP miniprep, 212 ng/uL", "amount": "6 tubes", "owner": "a.lindgren"},
        {"box": 4, "item": "TCEP-HCl (BS-01204)", "amount": "0.62 g", "owner": "shared"},
        {"box": 4, "item": "Protease inhibitor cocktail, 100x", "amount": "5 x 200 uL", "owner": "shared"},
    ]
    turns.append((call("list_freezer", freezer_id="F-03", shelf=2), mcp_text({"freezer_id": "F-03", "model": "Thermo TSX60086V", "shelf": 2,
        "sensor": {"temperature_c": -79.6, "setpoint_c": -80.0, "read_at": "2024-09-12T09:45:52+02:00", "door_last_opened": "2024-09-12T09:38:27+02:00 (7 min ago)", "alarm": None},
        "items": shelf})))
    turns.append((call("get_reagent", container_id="BS-00412"), mcp_text({
        "container_id": "BS-00412", "name": "Tris base (Trizma base)", "cas": "77-86-1", "vendor": "Sigma-Aldrich", "catalog": "T1503-500G", "lot": "SLCH4471",
        "size": "500 g", "remaining": {"value": 312.5, "unit": "g"}, "location": "Room 3.14 / cabinet C2 / shelf B", "storage": "room temperature, dry",
        "received": "2024-01-10", "opened": "2024-01-18", "expires": "2027-06-30", "owner": "shared", "hazards": ["H315", "H319", "H335"],
        "last_used": "2 days ago",
        "usage_log": [
            {"tx": "TX-76911", "time": "2024-08-28T14:05:33+02:00", "user": "m.haddad", "amount": "24.2 g", "purpose": "10x TBE"},
            {"tx": "TX-77013", "time": "2024-09-05T10:48:19+02:00", "user": "j.okoro", "amount": "12.1 g", "purpose": "Tris 1 M stock, 100 mL"},
            {"tx": "TX-77081", "time": "2024-09-10T15:31:02+02:00", "user": "a.lindgren", "amount": "6.1 g", "purpose": "crystallization screen"}]})))
    turns.append((call("checkout_reagent", container_id="BS-00412", amount=12.5, unit="g", purpose="Top-up Tris stock for lysis buffer"), mcp_text({
        "ok": True, "tx": "TX-77121", "container_id": "BS-00412", "user": "a.lindgren", "time": "2024-09-12T09:47:31+02:00", "withdrawn": {"value": 12.5, "unit": "g"},
        "remaining": {"value": 300.0, "unit": "g"}, "low_stock_threshold": {"value": 50, "unit": "g"}, "warnings": []})))
    turns.append((call("create_order", item="Tris base (Trizma base)", catalog_number="T1503-1KG", vendor="Sigma-Aldrich", quantity=1, note="Second 1 kg bottle; lysis buffers for the GFP-nanobody preps"), mcp_text({
        "order_id": "ORD-2291", "status": "submitted", "item": "Tris base (Trizma base)", "catalog_number": "T1503-1KG", "vendor": "Sigma-Aldrich", "quantity": 1,
        "unit_price": {"amount": 118.4, "currency": "EUR"}, "requested_by": "a.lindgren", "approver": "e.nakamura (PI)", "created": "2024-09-12T09:48:05+02:00",
        "grant_code": "ERC-101044871"})))
    turns.append((call("list_freezer", freezer_id="F-03", shelf=2), mcp_text({"freezer_id": "F-03", "model": "Thermo TSX60086V", "shelf": 2,
        "sensor": {"temperature_c": -80.1, "setpoint_c": -80.0, "read_at": "2024-09-12T09:51:14+02:00", "door_last_opened": "2024-09-12T09:38:27+02:00 (12 min ago)", "alarm": None},
        "items": shelf})))
    turns.append((call("search_reagents", query="Tris"), mcp_text({"query": "Tris", "server_time": "2024-09-12T09:53:40+02:00", "count": 4, "results": [
        {"container_id": "BS-00412", "name": "Tris base (Trizma base)", "cas": "77-86-1", "vendor": "Sigma-Aldrich", "catalog": "T1503-500G", "size": "500 g",
         "remaining": {"value": 300, "unit": "g"}, "location": "Room 3.14 / cabinet C2 / shelf B", "status": "open"},
        {"container_id": "BS-00988", "name": "Tris-HCl 1 M, pH 8.0 (sterile)", "cas": "1185-53-1", "vendor": "Invitrogen", "catalog": "15568025", "size": "1 L",
         "remaining": {"value": 0.49, "unit": "L"}, "location": "Cold room 3.02 / rack R1 / shelf 3", "status": "open"},
        {"container_id": "BS-01077", "name": "Tris base (Trizma base)", "cas": "77-86-1", "vendor": "Sigma-Aldrich", "catalog": "T1503-1KG", "size": "1 kg",
         "remaining": {"value": 1, "unit": "kg"}, "location": "Chemical store 0.11 / shelf A4", "status": "sealed"},
        {**tcep, "remaining": {"value": 620, "unit": "mg"}}],
        "on_order": [{"order_id": "ORD-2291", "catalog": "T1503-1KG", "quantity": 1, "status": "approved", "approved_by": "e.nakamura", "approved_at": "2024-09-12T09:52:18+02:00"}]})))
    rs.add(task=TASK, tid="h25-mcp-04", system=system, turns=turns,
           state="BenchStock instance of the Nakamura lab (Uppsala BMC). The agent is signed in as a.lindgren and prepares buffers on 2024-09-12 around 09:45. Displayed amounts use the most readable unit.")


# ---------------------------------------------------------------------------------------------------------
# 05 Stripe (BAD): the charge reports more refunded than the single partial refund
# ---------------------------------------------------------------------------------------------------------
def _charge(cid: str, amount: int, created: int, desc: str, pi: str, txn: str, refunded: int = 0, last4: str = "8431") -> dict[str, Any]:
    return {"id": cid, "object": "charge", "amount": amount, "amount_captured": amount, "amount_refunded": refunded, "currency": "eur",
            "created": created, "customer": "cus_QpX2mB7vLr9T1a", "description": desc, "captured": True, "paid": True, "refunded": refunded >= amount,
            "status": "succeeded", "payment_intent": pi, "balance_transaction": txn, "livemode": True,
            "payment_method_details": {"type": "card", "card": {"brand": "visa", "last4": last4, "exp_month": 4, "exp_year": 2027, "country": "PL", "funding": "credit"}},
            "receipt_url": f"https://pay.stripe.com/receipts/payment/{cid[3:]}", "disputed": False}


def t05(rs: RowSet) -> None:
    system = mcp_system("stripe", "Stripe API for the account of Fjordline Studio (live mode)", [
        tool("list_customers", "List customers, optionally filtered by email.", {"email": S, "limit": INT}, []),
        tool("list_charges", "List charges, optionally for one customer.", {"customer": S, "limit": INT}, []),
        tool("retrieve_charge", "Retrieve a charge.", {"charge": S}, ["charge"]),
        tool("create_refund", "Refund all or part of a charge.", {"charge": S, "amount": INT, "reason": S, "metadata": OBJ}, ["charge"]),
        tool("list_refunds", "List refunds, optionally for one charge.", {"charge": S, "limit": INT}, []),
        tool("update_customer", "Update a customer's fields or metadata.", {"customer": S, "metadata": OBJ, "description": S}, ["customer"]),
    ])
    cust = {"id": "cus_QpX2mB7vLr9T1a", "object": "customer", "email": "marta.k@fjordline-design.pl", "name": "Marta Kowalczyk", "created": 1706782410,
            "currency": "eur", "balance": 0, "delinquent": False, "invoice_prefix": "FJ7A2C41", "livemode": True,
            "address": {"city": "Gdańsk", "country": "PL", "line1": "ul. Długa 47/3", "postal_code": "80-831"},
            "metadata": {"workspace_id": "ws_18842", "plan": "pro"}, "tax_exempt": "none"}
    charges = [
        _charge("ch_3QAb1xLkd82HsT0n1Yc4eP2m", 8900, 1727762411, "Pro plan - October 2024", "pi_3QAb1xLkd82HsT0n1Kq7DmZa", "txn_3QAb1xLkd82HsT0n1wQ9aF0r"),
        _charge("ch_3Q5fT2Lkd82HsT0n0sPz8Lb1", 2400, 1727171703, "Extra seats (2) - prorated", "pi_3Q5fT2Lkd82HsT0n0h2WnCe4", "txn_3Q5fT2Lkd82HsT0n0YvB3kQ9"),
        _charge("ch_3PuK9aLkd82HsT0n0Rm3Vq7X", 8900, 1725170409, "Pro plan - September 2024", "pi_3PuK9aLkd82HsT0n0c1TgHs2", "txn_3PuK9aLkd82HsT0n0PpL6dNe"),
        _charge("ch_3PiC4rLkd82HsT0n1Dw0Hy5T", 8900, 1722492012, "Pro plan - August 2024", "pi_3PiC4rLkd82HsT0n1zF8sJk0", "txn_3PiC4rLkd82HsT0n1Rb2uXw7"),
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_customers", email="marta.k@fjordline-design.pl", limit=3), pj({"object": "list", "data": [cust], "has_more": False, "url": "/v1/customers"})))
    turns.append((call("list_charges", customer="cus_QpX2mB7vLr9T1a", limit=10), pj({"object": "list", "data": charges, "has_more": False, "url": "/v1/charges"})))
    ch = {**charges[0], "billing_details": {"email": "marta.k@fjordline-design.pl", "name": "Marta Kowalczyk", "address": {"country": "PL", "postal_code": "80-831"}},
          "outcome": {"network_status": "approved_by_network", "risk_level": "normal", "risk_score": 21, "seller_message": "Payment complete.", "type": "authorized"},
          "invoice": "in_1QAb0wLkd82HsT0nXr5sVb9C", "statement_descriptor": "FJORDLINE STUDIO", "metadata": {}, "refunds": {"object": "list", "data": [], "has_more": False, "total_count": 0}}
    turns.append((call("retrieve_charge", charge="ch_3QAb1xLkd82HsT0n1Yc4eP2m"), pj(ch)))
    refund = {"id": "re_3QAb1xLkd82HsT0n1b6Ry8Tq", "object": "refund", "amount": 2500, "charge": "ch_3QAb1xLkd82HsT0n1Yc4eP2m", "created": 1728987312, "currency": "eur",
              "payment_intent": "pi_3QAb1xLkd82HsT0n1Kq7DmZa", "reason": "requested_by_customer", "status": "succeeded", "balance_transaction": "txn_3QAb1xLkd82HsT0n1m2LqW8v",
              "metadata": {"ticket": "ZD-48213", "note": "6-day outage credit, October"}, "destination_details": {"type": "card", "card": {"reference_status": "pending", "type": "refund"}}}
    turns.append((call("create_refund", charge="ch_3QAb1xLkd82HsT0n1Yc4eP2m", amount=2500, reason="requested_by_customer", metadata={"ticket": "ZD-48213", "note": "6-day outage credit, October"}), pj(refund)))
    turns.append((call("list_refunds", charge="ch_3QAb1xLkd82HsT0n1Yc4eP2m", limit=10), pj({"object": "list", "data": [refund], "has_more": False, "url": "/v1/refunds"})))
    ch2 = {**ch, "amount_refunded": 3500, "refunds": {"object": "list", "data": [refund], "has_more": False, "total_count": 1}}
    turns.append((call("retrieve_charge", charge="ch_3QAb1xLkd82HsT0n1Yc4eP2m"), pj(ch2)))
    cust2 = {**cust, "metadata": {"workspace_id": "ws_18842", "plan": "pro", "last_refund_ticket": "ZD-48213", "last_refund": "re_3QAb1xLkd82HsT0n1b6Ry8Tq"}}
    turns.append((call("update_customer", customer="cus_QpX2mB7vLr9T1a", metadata={"last_refund_ticket": "ZD-48213", "last_refund": "re_3QAb1xLkd82HsT0n1b6Ry8Tq"}), pj(cust2)))
    rs.add(task=TASK, tid="h25-mcp-05", system=system, turns=turns,
           state="Stripe account acct_1Lkd82HsT0n (Fjordline Studio), live mode. Support ticket ZD-48213: customer marta.k@fjordline-design.pl is owed a EUR 25.00 credit on the October charge.",
           bad=True, turn=6, kind="charge shows EUR 35.00 refunded while its only refund is EUR 25.00")


# ---------------------------------------------------------------------------------------------------------
# 06 Notion (clean): task checked off -> rollup moves, paginated blocks, appended block, filtered re-query
# ---------------------------------------------------------------------------------------------------------
NOTION_TASKS = [
    ("b7e2a0c4-5d11-4f7a-9c1e-0a6f3d2b8e11", "Migrate auth service to OIDC", "In progress", False, "2024-08-09", "Hana Sato", "2024-08-05T10:02:00.000Z"),
    ("c1f4e9d2-7a30-4b65-8e02-3d9a1c5f7b20", "Postgres 16 upgrade (staging)", "Done", True, "2024-07-12", "Bilal Chaudhry", "2024-07-11T15:40:00.000Z"),
    ("d8a3b6e1-0c42-4e19-a7f3-5b2c8d0e4f31", "Postgres 16 upgrade (prod)", "Done", True, "2024-07-26", "Bilal Chaudhry", "2024-07-27T08:15:00.000Z"),
    ("e2c9f7a5-1b63-4d08-b4e6-7c0d9a3f1e42", "Terraform: split network module", "Done", True, "2024-07-19", "Ana Ribeiro", "2024-07-18T13:27:00.000Z"),
    ("f5d0a8b3-2e74-4c91-85a7-9e1f0b4c2d53", "Rotate KMS keys", "Done", True, "2024-07-05", "Hana Sato", "2024-07-04T09:51:00.000Z"),
    ("a9b1c3d5-3f85-4a2b-96c8-1f2e3d4c5b64", "Service mesh pilot (payments)", "In progress", False, "2024-08-23", "Ana Ribeiro", "2024-08-06T17:33:00.000Z"),
    ("0c3e5a7b-4a96-4f3c-a7d9-2a3b4c5d6e75", "SLO dashboards for tier-1 services", "Done", True, "2024-08-02", "Tom Becker", "2024-08-01T11:09:00.000Z"),
    ("1d4f6b8c-5ba7-4e4d-b8ea-3b4c5d6e7f86", "Deprecate Jenkins agents", "Not started", False, "2024-09-13", "Tom Becker", "2024-07-22T10:00:00.000Z"),
    ("2e5a7c9d-6cb8-4d5e-89fb-4c5d6e7f8a97", "Artifact registry retention policy", "Done", True, "2024-07-31", "Bilal Chaudhry", "2024-07-30T16:45:00.000Z"),
    ("3f6b8dae-7dc9-4c6f-9a0c-5d6e7f8a9ba8", "Kafka 3.7 rolling upgrade", "In progress", False, "2024-08-30", "Bilal Chaudhry", "2024-08-07T08:20:00.000Z"),
]
NOTION_PROJECT = "3a9d7b10-62e4-4f0c-b8d1-9e7c5a3f2b10"
NOTION_DB = "8c1f2e44-90ab-4cde-8f12-34567890abcd"


def _notion_task(t: tuple) -> dict[str, Any]:
    pid, title, status, done, due, owner, edited = t
    return {"object": "page", "id": pid, "last_edited_time": edited, "parent": {"database_id": NOTION_DB},
            "properties": {"Name": {"type": "title", "title": [{"plain_text": title}]}, "Status": {"type": "status", "status": {"name": status}},
                           "Done": {"type": "checkbox", "checkbox": done}, "Due": {"type": "date", "date": {"start": due}},
                           "Owner": {"type": "people", "people": [{"object": "user", "name": owner}]},
                           "Project": {"type": "relation", "relation": [{"id": NOTION_PROJECT}]}}}


def _nblock(bid: str, kind: str, text: str, **extra: Any) -> dict[str, Any]:
    return {"object": "block", "id": bid, "type": kind, "has_children": False, kind: {"rich_text": [{"plain_text": text}], **extra}}


def _nj(obj: Any) -> str:
    """The Notion server returns compact JSON as MCP text."""
    return mcp_text(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))


def t06(rs: RowSet) -> None:
    system = mcp_system("notion", "Notion API for the 'Acme Infra' workspace", [
        tool("search", "Search pages and databases by title.", {"query": S, "filter": OBJ}, ["query"]),
        tool("query_database", "Query a database with a filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("retrieve_page", "Retrieve a page and its properties.", {"page_id": S}, ["page_id"]),
        tool("update_page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("retrieve_block_children", "List the child blocks of a page (paginated).", {"block_id": S, "start_cursor": S, "page_size": INT}, ["block_id"]),
        tool("append_block_children", "Append blocks to a page.", {"block_id": S, "children": A}, ["block_id", "children"]),
    ])
    turns: list[tuple[str, str]] = []
    turns.append((call("search", query="Q3 Platform Roadmap"), _nj({"object": "list", "results": [
        {"object": "page", "id": NOTION_PROJECT, "last_edited_time": "2024-08-07T16:20:00.000Z", "parent": {"type": "database_id", "database_id": "55aa01bc-1d2e-4f30-9a41-b2c3d4e5f607"},
         "properties": {"Name": {"type": "title", "title": [{"plain_text": "Q3 Platform Roadmap"}]}}, "url": f"https://www.notion.so/Q3-Platform-Roadmap-{NOTION_PROJECT.replace('-', '')}"},
        {"object": "database", "id": NOTION_DB, "title": [{"plain_text": "Platform Tasks"}], "last_edited_time": "2024-08-07T08:20:00.000Z"}],
        "has_more": False, "next_cursor": None})))
    by_due = sorted(NOTION_TASKS, key=lambda t: t[4])
    turns.append((call("query_database", database_id=NOTION_DB, filter={"property": "Project", "relation": {"contains": NOTION_PROJECT}}, sorts=[{"property": "Due", "direction": "ascending"}], page_size=20), _nj(
        {"object": "list", "results": [_notion_task(t) for t in by_due], "has_more": False, "next_cursor": None})))

    def project(progress: float, edited: str) -> dict[str, Any]:
        return {"object": "page", "id": NOTION_PROJECT, "created_time": "2024-06-27T14:12:00.000Z", "last_edited_time": edited,
                "properties": {"Name": {"type": "title", "title": [{"plain_text": "Q3 Platform Roadmap"}]},
                               "Lead": {"type": "people", "people": [{"name": "Hana Sato"}]},
                               "Health": {"type": "select", "select": {"name": "On track", "color": "green"}},
                               "Quarter": {"type": "select", "select": {"name": "2024-Q3"}},
                               "Tasks": {"type": "relation", "relation": [{"id": t[0]} for t in NOTION_TASKS], "has_more": False},
                               "Progress": {"type": "rollup", "rollup": {"type": "number", "number": progress, "function": "percent_checked"}},
                               "Target date": {"type": "date", "date": {"start": "2024-09-30"}}},
                "url": f"https://www.notion.so/Q3-Platform-Roadmap-{NOTION_PROJECT.replace('-', '')}"}
    turns.append((call("retrieve_page", page_id=NOTION_PROJECT), _nj(project(0.6, "2024-08-07T16:20:00.000Z"))))
    done1 = ("b7e2a0c4-5d11-4f7a-9c1e-0a6f3d2b8e11", "Migrate auth service to OIDC", "Done", True, "2024-08-09", "Hana Sato", "2024-08-08T09:14:00.000Z")
    turns.append((call("update_page", page_id=done1[0], properties={"Done": {"checkbox": True}, "Status": {"status": {"name": "Done"}}}), _nj(_notion_task(done1))))
    blocks = [
        _nblock("9a01b2c3-0001-4d00-8000-000000000001", "heading_2", "Goals"),
        _nblock("9a01b2c3-0002-4d00-8000-000000000002", "bulleted_list_item", "All tier-1 services on Postgres 16 and OIDC auth by end of Q3"),
        _nblock("9a01b2c3-0003-4d00-8000-000000000003", "bulleted_list_item", "Retire the Jenkins fleet; everything on GitHub Actions runners"),
        _nblock("9a01b2c3-0004-4d00-8000-000000000004", "bulleted_list_item", "SLOs with burn-rate alerts for checkout, payments, search"),
        _nblock("9a01b2c3-0005-4d00-8000-000000000005", "heading_2", "Risks"),
        _nblock("9a01b2c3-0006-4d00-8000-000000000006", "callout", "Kafka 3.7 upgrade needs a broker-by-broker window; coordinate with data eng.", icon={"emoji": "⚠️"}),
        _nblock("9a01b2c3-0007-4d00-8000-000000000007", "bulleted_list_item", "Mesh pilot adds ~2 ms p50 latency on payments (acceptable per SRE review)"),
        _nblock("9a01b2c3-0008-4d00-8000-000000000008", "heading_2", "Status log"),
        _nblock("9a01b2c3-0009-4d00-8000-000000000009", "paragraph", "2024-08-02: SLO dashboards live for all tier-1 services."),
    ]
    turns.append((call("retrieve_block_children", block_id=NOTION_PROJECT, page_size=5), _nj(
        {"object": "list", "results": blocks[:5], "has_more": True, "next_cursor": blocks[5]["id"], "type": "block"})))
    turns.append((call("retrieve_block_children", block_id=NOTION_PROJECT, start_cursor=blocks[5]["id"], page_size=5), _nj(
        {"object": "list", "results": blocks[5:], "has_more": False, "next_cursor": None, "type": "block"})))
    new_text = "2024-08-08: OIDC migration done - auth-service now issues tokens via Keycloak 25; legacy session cookies accepted until 2024-08-22."
    turns.append((call("append_block_children", block_id=NOTION_PROJECT, children=[{"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": new_text}}]}}]), _nj(
        {"object": "list", "results": [_nblock("9a01b2c3-000a-4d00-8000-00000000000a", "paragraph", new_text)], "has_more": False, "next_cursor": None, "type": "block"})))
    turns.append((call("retrieve_page", page_id=NOTION_PROJECT), _nj(project(0.7, "2024-08-08T09:16:00.000Z"))))
    open_tasks = [t for t in NOTION_TASKS if not t[3] and t[0] != done1[0]]
    open_tasks.sort(key=lambda t: t[5])
    turns.append((call("query_database", database_id=NOTION_DB, filter={"and": [{"property": "Project", "relation": {"contains": NOTION_PROJECT}}, {"property": "Done", "checkbox": {"equals": False}}]}, sorts=[{"property": "Owner", "direction": "ascending"}], page_size=20), _nj(
        {"object": "list", "results": [_notion_task(t) for t in open_tasks], "has_more": False, "next_cursor": None})))
    rs.add(task=TASK, tid="h25-mcp-06", system=system, turns=turns,
           state="Notion workspace 'Acme Infra'. Project page 'Q3 Platform Roadmap' with 10 related tasks in the 'Platform Tasks' database, 6 of them checked Done. The agent works on 2024-08-08 around 09:15 UTC.")


# ---------------------------------------------------------------------------------------------------------
# 07 library catalog (clean): relevance vs date sort, checkout, renewal, hold queue that moves by itself
# ---------------------------------------------------------------------------------------------------------
def _hit(i: int, title: str, author: str, imprint: str, fmt: str, rec: str, avail: str) -> str:
    return f"{i:>2}. {title}\n    {author} -- {imprint}\n    {fmt} | Record {rec} | {avail}"


def t07(rs: RowSet) -> None:
    system = mcp_system("libris-ils", "integrated library system of the Harbor City Public Library (catalog, circulation, holds)", [
        tool("search_catalog", "Keyword search of the catalog.", {"q": S, "sort": S, "page": INT, "page_size": INT}, ["q"]),
        tool("get_record", "Bibliographic record.", {"record_id": S}, ["record_id"]),
        tool("get_holdings", "Copies of a record with branch and status.", {"record_id": S}, ["record_id"]),
        tool("checkout_item", "Check out a copy to a patron (staff).", {"barcode": S, "patron": S}, ["barcode", "patron"]),
        tool("place_hold", "Place a title-level hold.", {"record_id": S, "patron": S, "pickup_branch": S}, ["record_id", "patron", "pickup_branch"]),
        tool("renew_loan", "Renew a loan.", {"loan_id": S, "patron": S}, ["loan_id", "patron"]),
        tool("get_patron_account", "Loans, holds and fines of a patron.", {"patron": S}, ["patron"]),
    ])
    hits = {
        "B1048823": ("The dispossessed : an ambiguous utopia", "Le Guin, Ursula K., 1929-2018", "New York : Harper Perennial, 2003", "Book", "2 of 5 copies available"),
        "B0954410": ("The dispossessed", "Le Guin, Ursula K., 1929-2018", "London : Gollancz, 1999 (SF Masterworks)", "Book", "0 of 1 copies available"),
        "B1377402": ("The dispossessed [electronic resource]", "Le Guin, Ursula K., 1929-2018", "HarperCollins e-books, 2009", "eBook", "1 of 3 licences available"),
        "B1290055": ("The dispossessed [sound recording]", "Le Guin, Ursula K.; read by Don Leslie", "Blackstone Audio, 2010", "Audiobook CD", "1 of 1 copies available"),
        "B1502288": ("The Hainish novels & stories. Volume two", "Le Guin, Ursula K.; ed. Brian Attebery", "New York : Library of America, 2017", "Book", "1 of 2 copies available"),
        "B0877213": ("Ursula K. Le Guin : a critical companion", "Bernardo, Susan M.; Murphy, Graham J.", "Westport, Conn. : Greenwood Press, 2006", "Book", "1 of 1 copies available"),
        "B1688120": ("Los desposeídos", "Le Guin, Ursula K.; trad. Matilde Horne", "Barcelona : Minotauro, 2019", "Book (Spanish)", "1 of 1 copies available"),
        "B1620931": ("Ursula K. Le Guin : conversations on writing", "Le Guin, Ursula K.; Naimon, David", "Portland : Tin House Books, 2018", "Book", "0 of 2 copies available"),
    }
    rel = ["B1048823", "B0954410", "B1377402", "B1290055", "B1502288", "B0877213"]
    date = ["B1688120", "B1620931", "B1502288", "B1290055", "B1377402", "B0877213"]
    s1 = "Results 1-6 of 14 for \"le guin dispossessed\" (sorted by relevance)\n\n" + "\n".join(_hit(i, *hits[r][:3], hits[r][3], r, hits[r][4]) for i, r in enumerate(rel, 1)) + "\n\nPage 1 of 3 | next: page=2"
    s2 = "Results 1-6 of 14 for \"le guin dispossessed\" (sorted by publication date, newest first)\n\n" + "\n".join(_hit(i, *hits[r][:3], hits[r][3], r, hits[r][4]) for i, r in enumerate(date, 1)) + "\n\nPage 1 of 3 | next: page=2"
    turns: list[tuple[str, str]] = []
    turns.append((call("search_catalog", q="le guin dispossessed", sort="relevance", page=1, page_size=6), s1))
    turns.append((call("search_catalog", q="le guin dispossessed", sort="pub_date_desc", page=1, page_size=6), s2))
    turns.append((call("get_record", record_id="B1048823"), "\n".join([
        "Record B1048823",
        "Title:        The dispossessed : an ambiguous utopia / Ursula K. Le Guin.",
        "Author:       Le Guin, Ursula K., 1929-2018.",
        "Edition:      First Perennial Classics edition.",
        "Published:    New York : Harper Perennial, 2003.",
        "Description:  387 pages ; 21 cm.",
        "Series:       Perennial classics.",
        "ISBN:         9780060512750 (paperback)",
        "              0060512751 (paperback)",
        "Subjects:     Anarchism -- Fiction. | Utopias -- Fiction. | Physicists -- Fiction. | Science fiction.",
        "Awards:       Hugo Award 1975; Nebula Award 1974; Locus Award 1975.",
        "Call number:  SF LEGUIN",
        "Dewey:        813.54",
        "Format:       Book",
        "Summary:      Shevek, a brilliant physicist, decides to travel from the anarchist moon Anarres to the capitalist planet Urras, seeking to unify the two worlds.",
        "Copies:       5 (2 available)",
        "Holds:        0",
    ])))

    def holdings(first: str) -> str:
        return "\n".join([
            "Holdings for B1048823 -- The dispossessed : an ambiguous utopia (2003)",
            "",
            "BARCODE          BRANCH      LOCATION              CALL NUMBER   STATUS",
            f"31190014728834   Central     Fiction, 2nd floor    SF LEGUIN     {first}",
            "31190014728842   Central     Fiction, 2nd floor    SF LEGUIN     Checked out (due 2024-11-19)",
            "31190015002113   Eastside    Adult fiction         SF LEGUIN     Available",
            "31190015002121   Northgate   Adult fiction         SF LEGUIN     Checked out (due 2024-11-08, overdue)",
            "31190016330977   Central     Fiction, 2nd floor    SF LEGUIN     Checked out (due 2024-11-27)",
        ])
    turns.append((call("get_holdings", record_id="B1048823"), holdings("Available")))
    turns.append((call("checkout_item", barcode="31190014728834", patron="21190007713452"), "\n".join([
        "Checkout OK",
        "Loan:      L-9920381",
        "Patron:    21190007713452 (Okafor, Adaeze)",
        "Item:      31190014728834 -- The dispossessed : an ambiguous utopia",
        "Checked out: 2024-11-11 10:42",
        "Due:       2024-12-02",
        "Renewals:  0 of 3 used",
    ])))
    turns.append((call("get_holdings", record_id="B1048823"), holdings("Checked out (due 2024-12-02)")))
    turns.append((call("place_hold", record_id="B1091134", patron="21190007713452", pickup_branch="Central"), "\n".join([
        "Hold placed",
        "Hold:      H-5540127",
        "Title:     The lathe of heaven / Ursula K. Le Guin (Scribner, 2008)  [B1091134]",
        "Pickup:    Central",
        "Queue:     position 4 of 6 holds, 2 copies",
        "Expires:   2025-05-11 if not filled",
    ])))
    turns.append((call("renew_loan", loan_id="L-9907715", patron="21190007713452"), "\n".join([
        "Renewal OK",
        "Loan:      L-9907715",
        "Item:      31190019844512 -- Piranesi / Susanna Clarke",
        "Old due:   2024-11-14",
        "New due:   2024-12-05",
        "Renewals:  2 of 3 used (1 remaining)",
    ])))
    turns.append((call("get_patron_account", patron="21190007713452"), "\n".join([
        "Patron 21190007713452 -- Okafor, Adaeze (Adult, home branch Central)",
        "Card expires 2026-03-31 | Status: OK | Fines/fees: $0.00",
        "",
        "LOANS (2)",
        "  L-9907715  Piranesi / Susanna Clarke                          31190019844512  due 2024-12-05  renewals 2/3",
        "  L-9920381  The dispossessed : an ambiguous utopia / Le Guin   31190014728834  due 2024-12-02  renewals 0/3",
        "",
        "HOLDS (1)",
        "  H-5540127  The lathe of heaven / Ursula K. Le Guin  [B1091134]  pickup Central  position 3 of 5  placed 2024-11-11",
        "",
        "Checked out today: 1 | Lifetime checkouts: 214",
    ])))
    rs.add(task=TASK, tid="h25-mcp-07", system=system, turns=turns,
           state="Harbor City Public Library ILS, staff session at the Central circulation desk on Monday 2024-11-11 around 10:40. Loan period 21 days; renewals extend from the current due date. Patron 21190007713452 already has one loan (L-9907715, Piranesi, due 2024-11-14, 1 of 3 renewals used).")


# ---------------------------------------------------------------------------------------------------------
# 08 feature flags (BAD): a flag nobody touched flips from on to off in a later listing
# ---------------------------------------------------------------------------------------------------------
def _flag_table(rows: list[tuple], env: str, now: str) -> str:
    head = f"Flags in environment '{env}' (project web-app) as of {now}\n\n"
    cols = f"{'KEY':<30}{'TYPE':<14}{'ON':<5}{'SERVING':<31}{'VER':>4}  UPDATED"
    lines = [cols, "-" * 107]
    for key, typ, on, serving, ver, upd in rows:
        lines.append(f"{key:<30}{typ:<14}{on:<5}{serving:<31}{ver:>4}  {upd}")
    return head + "\n".join(lines) + f"\n\n{len(rows)} flags"


def t08(rs: RowSet) -> None:
    system = mcp_system("flagpole", "self-hosted feature-flag service: flags, environments, percentage rollouts, audit log", [
        tool("list_flags", "List the flags of an environment with their current serving state.", {"environment": S, "tag": S}, ["environment"]),
        tool("get_flag", "A flag's full configuration across environments.", {"key": S}, ["key"]),
        tool("toggle_flag", "Turn targeting on or off for a flag in one environment.", {"key": S, "environment": S, "on": B, "comment": S}, ["key", "environment", "on"]),
        tool("update_rollout", "Set the fallthrough percentage rollout for a boolean flag.", {"key": S, "environment": S, "percentage": NUM, "comment": S}, ["key", "environment", "percentage"]),
        tool("evaluate_flag", "Evaluate a flag for a context, with the reason.", {"key": S, "environment": S, "context": OBJ}, ["key", "environment", "context"]),
        tool("list_audit_log", "Recent changes, newest first.", {"environment": S, "limit": INT}, []),
    ])
    rows1 = [
        ("checkout-v3", "boolean", "off", "false (off variation)", 14, "2024-04-29 16:02 UTC (3 days ago)"),
        ("bulk-edit-v2", "boolean", "on", "true 100%", 9, "2024-04-29 11:40 UTC (3 days ago)"),
        ("pricing-page-experiment", "multivariate", "on", "33/33/34 control/annual/usage", 21, "2024-05-01 14:22 UTC (19 hours ago)"),
        ("new-onboarding-checklist", "boolean", "on", "true 50% / false 50%", 12, "2024-04-24 09:15 UTC (8 days ago)"),
        ("search-semantic-rerank", "boolean", "off", "false (off variation)", 6, "2024-04-12 13:48 UTC (20 days ago)"),
        ("dark-mode", "boolean", "on", "true 100%", 4, "2024-02-19 10:03 UTC (2 months ago)"),
        ("legacy-pdf-export", "boolean", "on", "true 100%", 3, "2023-11-30 08:57 UTC (5 months ago)"),
        ("rate-limit-tier-overrides", "json", "on", "variation 'tiers-2024-04'", 27, "2024-04-30 17:31 UTC (2 days ago)"),
        ("mobile-push-digest", "boolean", "off", "false (off variation)", 5, "2024-03-08 15:20 UTC (2 months ago)"),
        ("kill-switch-recommendations", "boolean", "off", "false (off variation)", 2, "2024-01-15 12:00 UTC (4 months ago)"),
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_flags", environment="production"), mcp_text(_flag_table(rows1, "production", "2024-05-02 09:12 UTC"))))

    def flag(prod_on: bool, pct: float, ver: int, upd: str) -> dict[str, Any]:
        return {"key": "checkout-v3", "name": "Checkout v3 (single-page)", "kind": "boolean", "variations": [True, False], "tags": ["checkout", "q2-launch"],
                "maintainer": "j.ortiz", "temporary": True, "created": "2024-03-18T10:44:12Z",
                "environments": {
                    "development": {"on": True, "fallthrough": {"rollout": {"true": 100.0, "false": 0.0}}, "rules": [], "version": 5},
                    "staging": {"on": True, "fallthrough": {"rollout": {"true": 100.0, "false": 0.0}}, "rules": [], "version": 9},
                    "production": {"on": prod_on, "off_variation": False, "fallthrough": {"rollout": {"true": pct, "false": round(100.0 - pct, 1)}, "bucket_by": "key"},
                                   "rules": [{"id": "r-1", "clauses": [{"attribute": "segment", "op": "in", "values": ["employees"]}], "serve": True}],
                                   "prerequisites": [{"key": "rate-limit-tier-overrides", "variation": "tiers-2024-04"}], "version": ver, "last_modified": upd}}}
    turns.append((call("get_flag", key="checkout-v3"), mcp_text(flag(False, 0.0, 14, "2024-04-29T16:02:37Z"))))
    turns.append((call("toggle_flag", key="checkout-v3", environment="production", on=True, comment="Start production ramp (employees first)"), mcp_text(
        {"ok": True, "key": "checkout-v3", "environment": "production", "on": True, "version": 15, "previous_version": 14, "updated_at": "2024-05-02T09:14:08Z", "by": "a.kim"})))
    rows4 = [list(r) for r in rows1]
    rows4[0] = ["checkout-v3", "boolean", "on", "rules + true 0% / false 100%", 15, "2024-05-02 09:14 UTC (just now)"]
    rows4[1] = ["bulk-edit-v2", "boolean", "off", "false (off variation)", 9, "2024-04-29 11:40 UTC (3 days ago)"]
    rows4[2][5] = "2024-05-01 14:22 UTC (19 hours ago)"
    turns.append((call("list_flags", environment="production"), mcp_text(_flag_table([tuple(r) for r in rows4], "production", "2024-05-02 09:14 UTC"))))
    turns.append((call("update_rollout", key="checkout-v3", environment="production", percentage=10, comment="Ramp step 1"), mcp_text(
        {"ok": True, "key": "checkout-v3", "environment": "production", "fallthrough": {"rollout": {"true": 10.0, "false": 90.0}}, "version": 16, "updated_at": "2024-05-02T09:16:30Z", "by": "a.kim"})))
    turns.append((call("evaluate_flag", key="checkout-v3", environment="production", context={"key": "user-58213", "plan": "pro", "country": "DE"}), mcp_text(
        {"key": "checkout-v3", "environment": "production", "context_key": "user-58213", "value": True, "variation_index": 0,
         "reason": {"kind": "FALLTHROUGH", "in_rollout": True, "bucket": 0.0734}, "flag_version": 16, "prerequisites_met": True})))
    turns.append((call("list_audit_log", environment="production", limit=6), mcp_text({"environment": "production", "entries": [
        {"id": "aud_9f21c7", "time": "2024-05-02T09:16:30Z", "actor": "a.kim", "flag": "checkout-v3", "action": "update_rollout", "detail": "fallthrough true 0% -> 10%", "version": 16, "comment": "Ramp step 1"},
        {"id": "aud_9f21b2", "time": "2024-05-02T09:14:08Z", "actor": "a.kim", "flag": "checkout-v3", "action": "toggle", "detail": "off -> on", "version": 15, "comment": "Start production ramp (employees first)"},
        {"id": "aud_9f1e40", "time": "2024-05-01T14:22:51Z", "actor": "j.ortiz", "flag": "pricing-page-experiment", "action": "update_weights", "detail": "40/30/30 -> 33/33/34", "version": 21, "comment": "even split for week 2"},
        {"id": "aud_9f1a0d", "time": "2024-04-30T17:31:05Z", "actor": "s.banerjee", "flag": "rate-limit-tier-overrides", "action": "update_variation", "detail": "serve 'tiers-2024-04'", "version": 27, "comment": "April tier limits"},
        {"id": "aud_9f17e8", "time": "2024-04-29T16:02:37Z", "actor": "j.ortiz", "flag": "checkout-v3", "action": "update_rule", "detail": "added rule r-1 (segment employees -> true)", "version": 14, "comment": "prep for prod"},
        {"id": "aud_9f16c3", "time": "2024-04-29T11:40:19Z", "actor": "m.reyes", "flag": "bulk-edit-v2", "action": "update_rollout", "detail": "fallthrough true 50% -> 100%", "version": 9, "comment": "GA"}],
        "has_more": True})))
    turns.append((call("get_flag", key="checkout-v3"), mcp_text(flag(True, 10.0, 16, "2024-05-02T09:16:30Z"))))
    turns.append((call("update_rollout", key="checkout-v3", environment="production", percentage=25, comment="Ramp step 2 - error rate flat at 0.21%"), mcp_text(
        {"ok": True, "key": "checkout-v3", "environment": "production", "fallthrough": {"rollout": {"true": 25.0, "false": 75.0}}, "version": 17, "updated_at": "2024-05-02T09:41:02Z", "by": "a.kim"})))
    turns.append((call("evaluate_flag", key="checkout-v3", environment="production", context={"key": "user-90417", "plan": "free", "country": "US"}), mcp_text(
        {"key": "checkout-v3", "environment": "production", "context_key": "user-90417", "value": False, "variation_index": 1,
         "reason": {"kind": "FALLTHROUGH", "in_rollout": False, "bucket": 0.4410}, "flag_version": 17, "prerequisites_met": True})))
    rs.add(task=TASK, tid="h25-mcp-08", system=system, turns=turns,
           state="Flagpole instance for project web-app; environments development, staging, production. The agent (a.kim) ramps checkout-v3 in production on 2024-05-02 from 09:12 UTC; no one else is making changes.",
           bad=True, turn=4, kind="an untouched flag (bulk-edit-v2) shows off in production though it was on and nothing toggled it")


# ---------------------------------------------------------------------------------------------------------
# 09 Postgres (BAD): unit price of a product nobody updated differs between two queries
# ---------------------------------------------------------------------------------------------------------
def psql(cols: list[str], rows: list[tuple], nums: set[int] | None = None) -> str:
    nums = nums or set()
    cells = [[str(c) for c in r] for r in rows]
    w = [max([len(cols[i])] + [len(r[i]) for r in cells]) for i in range(len(cols))]
    out = [" " + " | ".join(cols[i].center(w[i]) for i in range(len(cols))).rstrip(), "-" + "-+-".join("-" * w[i] for i in range(len(cols))) + "-"]
    for r in cells:
        out.append(" " + " | ".join((r[i].rjust(w[i]) if i in nums else r[i].ljust(w[i])) for i in range(len(cols))).rstrip())
    out.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(out)


def t09(rs: RowSet) -> None:
    system = mcp_system("postgres", "PostgreSQL 16 database 'shopfloor' of a hardware wholesaler; query runs read-only SQL, execute runs writes", [
        tool("list_tables", "List tables in a schema.", {"schema": S}, []),
        tool("describe_table", "Columns, types, defaults and indexes of a table.", {"table": S}, ["table"]),
        tool("query", "Run a read-only SQL query.", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement.", {"sql": S}, ["sql"]),
    ])
    low = [
        (412, "HX-2210", "Hex bolt M10x60 A2 (box/50)", "fasteners", "18.40", 3, 25),
        (377, "HX-1043", "Wing nut M8 zinc (box/100)", "fasteners", "9.75", 6, 20),
        (519, "GS-0301", "Nitrile gloves size L (100)", "safety", "12.90", 8, 30),
        (233, "HX-0877", "Threaded rod M12 x 1000 mm", "fasteners", "14.90", 9, 15),
        (601, "EL-4410", "Cable ties 300 mm black (500)", "electrical", "21.50", 11, 20),
        (458, "TP-1120", "PTFE tape 12 mm (10 rolls)", "plumbing", "7.30", 12, 25),
        (390, "AD-2002", "Epoxy 2K 50 ml", "adhesives", "11.60", 14, 20),
        (275, "EL-3307", "WAGO 221-413 connectors (50)", "electrical", "24.95", 17, 15),
        (644, "SF-0090", "Safety glasses clear EN166", "safety", "4.85", 19, 40),
    ]
    cols = ["id", "sku", "name", "category", "unit_price", "stock", "reorder_point"]
    nums = {0, 4, 5, 6}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_tables", schema="public"), psql(["schema", "name", "type", "owner"], [
        ("public", "customers", "table", "shopfloor"), ("public", "order_items", "table", "shopfloor"), ("public", "orders", "table", "shopfloor"),
        ("public", "products", "table", "shopfloor"), ("public", "restock_log", "table", "shopfloor"), ("public", "suppliers", "table", "shopfloor"),
        ("public", "v_low_stock", "view", "shopfloor")])))
    turns.append((call("describe_table", table="products"), "\n".join([
        "                                   Table \"public.products\"",
        "    Column     |           Type           | Collation | Nullable |               Default",
        "---------------+--------------------------+-----------+----------+--------------------------------------",
        " id            | integer                  |           | not null | nextval('products_id_seq'::regclass)",
        " sku           | text                     |           | not null |",
        " name          | text                     |           | not null |",
        " category      | text                     |           | not null |",
        " unit_price    | numeric(10,2)            |           | not null |",
        " stock         | integer                  |           | not null | 0",
        " reorder_point | integer                  |           | not null | 10",
        " supplier_id   | integer                  |           |          |",
        " updated_at    | timestamp with time zone |           | not null | now()",
        "Indexes:",
        "    \"products_pkey\" PRIMARY KEY, btree (id)",
        "    \"products_sku_key\" UNIQUE CONSTRAINT, btree (sku)",
        "    \"products_category_idx\" btree (category)",
        "Foreign-key constraints:",
        "    \"products_supplier_id_fkey\" FOREIGN KEY (supplier_id) REFERENCES suppliers(id)",
        "Referenced by:",
        "    TABLE \"order_items\" CONSTRAINT \"order_items_product_id_fkey\" FOREIGN KEY (product_id) REFERENCES products(id)",
    ])))
    q_low = "SELECT id, sku, name, category, unit_price, stock, reorder_point FROM products WHERE stock < 20 ORDER BY stock, sku;"
    turns.append((call("query", sql=q_low), psql(cols, low, nums)))
    sellers = [("HX-2210", 212, "3900.80"), ("SF-0090", 180, "873.00"), ("HX-1043", 96, "936.00"), ("GS-0301", 74, "954.60"),
               ("HX-0877", 64, "953.60"), ("EL-4410", 41, "881.50"), ("TP-1120", 38, "277.40"), ("EL-3307", 22, "548.90")]
    turns.append((call("query", sql="SELECT p.sku, sum(oi.qty) AS units, sum(oi.qty * oi.unit_price) AS revenue FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id WHERE o.placed_at >= now() - interval '30 days' AND p.stock < 20 GROUP BY p.sku ORDER BY units DESC;"),
                  psql(["sku", "units", "revenue"], sellers, {1, 2})))
    turns.append((call("execute", sql="UPDATE products SET stock = stock + 120, updated_at = now() WHERE sku = 'HX-2210';"), "UPDATE 1"))
    turns.append((call("execute", sql="UPDATE products SET stock = stock + 48, updated_at = now() WHERE sku = 'HX-1043';"), "UPDATE 1"))
    turns.append((call("query", sql="SELECT sku, unit_price, stock, reorder_point, updated_at FROM products WHERE sku IN ('HX-2210', 'HX-1043') ORDER BY sku;"), psql(
        ["sku", "unit_price", "stock", "reorder_point", "updated_at"],
        [("HX-1043", "9.75", 54, 20, "2024-07-16 08:03:41.552918+02"), ("HX-2210", "18.40", 123, 25, "2024-07-16 08:03:29.107364+02")], {1, 2, 3})))
    low2 = [r for r in low if r[1] not in ("HX-2210", "HX-1043")]
    low2 = [(r[0], r[1], r[2], r[3], "19.40" if r[1] == "HX-0877" else r[4], r[5], r[6]) for r in low2]
    turns.append((call("query", sql=q_low), psql(cols, low2, nums)))
    turns.append((call("execute", sql="INSERT INTO restock_log (sku, qty_added, source, note) VALUES ('HX-2210', 120, 'PO-24-0719', 'supplier Fixtrade, delivered 2024-07-16'), ('HX-1043', 48, 'PO-24-0719', 'supplier Fixtrade, delivered 2024-07-16') RETURNING id, sku, qty_added, logged_at;"), psql(
        ["id", "sku", "qty_added", "logged_at"], [(1187, "HX-2210", 120, "2024-07-16 08:05:12.880411+02"), (1188, "HX-1043", 48, "2024-07-16 08:05:12.880411+02")], {0, 2}) + "\nINSERT 0 2"))
    turns.append((call("query", sql="SELECT id, sku, qty_added, source, logged_at FROM restock_log ORDER BY id DESC LIMIT 4;"), psql(
        ["id", "sku", "qty_added", "source", "logged_at"],
        [(1188, "HX-1043", 48, "PO-24-0719", "2024-07-16 08:05:12.880411+02"), (1187, "HX-2210", 120, "PO-24-0719", "2024-07-16 08:05:12.880411+02"),
         (1186, "EL-3307", 30, "PO-24-0702", "2024-07-09 14:21:55.302117+02"), (1185, "AD-2002", 24, "PO-24-0698", "2024-07-05 09:47:10.664090+02")], {0, 2})))
    rs.add(task=TASK, tid="h25-mcp-09", system=system, turns=turns,
           state="PostgreSQL 16, database shopfloor, restored from the 2024-07-16 06:00 snapshot for this session; the agent is the only connected client. Purchase order PO-24-0719 delivered 120 boxes of HX-2210 and 48 boxes of HX-1043.",
           bad=True, turn=8, kind="unit price of an untouched product (HX-0877) differs from the earlier query with no update")


# ---------------------------------------------------------------------------------------------------------
# 10 Google Calendar (clean): PST vs UTC views, create/update bumps sequence and etag, delete, RSVP arrives
# ---------------------------------------------------------------------------------------------------------
def _gev(eid: str, summary: str, start: str, end: str, **kw: Any) -> dict[str, Any]:
    ev = {"kind": "calendar#event", "id": eid, "status": "confirmed", "summary": summary,
          "start": {"dateTime": start, "timeZone": "America/Los_Angeles"}, "end": {"dateTime": end, "timeZone": "America/Los_Angeles"},
          "organizer": {"email": kw.pop("organizer", "noa.levi@brightwave.io"), **({"self": True} if kw.get("self_org", True) else {})}}
    kw.pop("self_org", None)
    ev.update(kw)
    return ev


def t10(rs: RowSet) -> None:
    system = mcp_system("google-calendar", "Google Calendar API v3 for noa.levi@brightwave.io", [
        tool("list_calendars", "Calendars on the user's calendar list.", {}, []),
        tool("list_events", "Events in a time range (singleEvents expands recurring ones).", {"calendarId": S, "timeMin": S, "timeMax": S, "singleEvents": B, "orderBy": S}, ["calendarId"]),
        tool("freebusy_query", "Busy intervals for calendars.", {"timeMin": S, "timeMax": S, "timeZone": S, "items": A}, ["timeMin", "timeMax", "items"]),
        tool("create_event", "Create an event.", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "description": S, "sendUpdates": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event.", {"calendarId": S, "eventId": S, "start": OBJ, "end": OBJ, "description": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("get_event", "Get one event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    ])
    rec = "5r2k8m1q0v3t7b9d6c4a2e8f1g"
    standup = [_gev(f"{rec}_2024110{d}T173000Z", "Platform standup", f"2024-11-0{d}T09:30:00-08:00", f"2024-11-0{d}T09:45:00-08:00",
                    recurringEventId=rec, originalStartTime={"dateTime": f"2024-11-0{d}T09:30:00-08:00", "timeZone": "America/Los_Angeles"},
                    organizer="devin.park@brightwave.io", self_org=False, hangoutLink="https://meet.google.com/qxa-fmtb-kwe", etag=f"\"34598811{d}0452000\"") for d in range(4, 9)]
    one = _gev("l5c0v8b2n6m4x1z3a9s7d5f2gh", "1:1 Noa / Devin", "2024-11-05T11:00:00-08:00", "2024-11-05T11:30:00-08:00", etag="\"3459921045188000\"",
               attendees=[{"email": "noa.levi@brightwave.io", "self": True, "responseStatus": "accepted"}, {"email": "devin.park@brightwave.io", "responseStatus": "accepted"}])
    focus = _gev("a7f3k2m9q1w5e8r4t6y0u2i3o7", "Hold: focus time", "2024-11-06T14:00:00-08:00", "2024-11-06T16:00:00-08:00", etag="\"3460011882410000\"", transparency="opaque", colorId="8")
    plan = _gev("p3o9i7u5y1t2r8e4w6q0z3x5cv", "Q4 planning", "2024-11-07T13:00:00-08:00", "2024-11-07T14:30:00-08:00", etag="\"3459870012954000\"",
                organizer="marco.silva@brightwave.io", self_org=False, location="Blue room / Meet",
                attendees=[{"email": "marco.silva@brightwave.io", "organizer": True, "responseStatus": "accepted"}, {"email": "noa.levi@brightwave.io", "self": True, "responseStatus": "accepted"},
                           {"email": "devin.park@brightwave.io", "responseStatus": "tentative"}, {"email": "priya.raman@brightwave.io", "responseStatus": "needsAction"}])
    vendor = _gev("v1b3n5m7k9j2h4g6f8d0s2a4qw", "Vendor call: Datadog renewal", "2024-11-08T10:00:00-08:00", "2024-11-08T10:30:00-08:00", etag="\"3460055120031000\"",
                  attendees=[{"email": "noa.levi@brightwave.io", "self": True, "responseStatus": "accepted"}, {"email": "ae-west@datadoghq.com", "responseStatus": "accepted"}])
    week = sorted(standup + [one, focus, plan, vendor], key=lambda e: e["start"]["dateTime"])
    turns: list[tuple[str, str]] = []
    turns.append((call("list_calendars"), pj({"kind": "calendar#calendarList", "items": [
        {"id": "noa.levi@brightwave.io", "summary": "noa.levi@brightwave.io", "timeZone": "America/Los_Angeles", "accessRole": "owner", "primary": True},
        {"id": "c_8f1d2e3a4b5c6d7e8f9a0b1c2d3e4f5a@group.calendar.google.com", "summary": "Team Platform", "timeZone": "America/Los_Angeles", "accessRole": "writer"},
        {"id": "en.usa#holiday@group.v.calendar.google.com", "summary": "Holidays in United States", "timeZone": "America/Los_Angeles", "accessRole": "reader"}]})))
    turns.append((call("list_events", calendarId="primary", timeMin="2024-11-04T00:00:00-08:00", timeMax="2024-11-09T00:00:00-08:00", singleEvents=True, orderBy="startTime"), pj(
        {"kind": "calendar#events", "summary": "noa.levi@brightwave.io", "timeZone": "America/Los_Angeles", "updated": "2024-11-04T17:58:40.112Z", "items": week})))
    turns.append((call("freebusy_query", timeMin="2024-11-06T00:00:00-08:00", timeMax="2024-11-07T00:00:00-08:00", timeZone="UTC", items=[{"id": "noa.levi@brightwave.io"}, {"id": "devin.park@brightwave.io"}, {"id": "marco.silva@brightwave.io"}]), pj(
        {"kind": "calendar#freeBusy", "timeMin": "2024-11-06T08:00:00.000Z", "timeMax": "2024-11-07T08:00:00.000Z", "calendars": {
            "noa.levi@brightwave.io": {"busy": [{"start": "2024-11-06T17:30:00Z", "end": "2024-11-06T17:45:00Z"}, {"start": "2024-11-06T22:00:00Z", "end": "2024-11-07T00:00:00Z"}]},
            "devin.park@brightwave.io": {"busy": [{"start": "2024-11-06T17:30:00Z", "end": "2024-11-06T17:45:00Z"}, {"start": "2024-11-06T19:00:00Z", "end": "2024-11-06T20:00:00Z"}]},
            "marco.silva@brightwave.io": {"busy": [{"start": "2024-11-06T16:00:00Z", "end": "2024-11-06T17:00:00Z"}, {"start": "2024-11-07T00:30:00Z", "end": "2024-11-07T01:00:00Z"}]}}})))
    att0 = [{"email": "noa.levi@brightwave.io", "organizer": True, "self": True, "responseStatus": "accepted"},
            {"email": "devin.park@brightwave.io", "responseStatus": "needsAction"}, {"email": "marco.silva@brightwave.io", "responseStatus": "needsAction"}]
    rid = "q8h2n5v7c1x4z9b3m6k0j2l8p4"
    desc = "Walk through the billing v2 data model and migration plan. Doc: https://docs.google.com/document/d/1bV2xQ9sLmZ0rT4uY7wE3cN8kJ5hG6fD2aS1pO0iU9yT"

    def review(start: str, end: str, seq: int, updated: str, etag: str, att: list[dict[str, Any]]) -> dict[str, Any]:
        return _gev(rid, "Design review: billing v2", start, end, etag=etag, created="2024-11-04T18:02:11.000Z", updated=updated, sequence=seq,
                    htmlLink=f"https://www.google.com/calendar/event?eid={rid}", description=desc, attendees=att, reminders={"useDefault": True},
                    hangoutLink="https://meet.google.com/wde-ktpq-zmn")
    turns.append((call("create_event", calendarId="primary", summary="Design review: billing v2", start={"dateTime": "2024-11-06T14:00:00-08:00", "timeZone": "America/Los_Angeles"}, end={"dateTime": "2024-11-06T15:00:00-08:00", "timeZone": "America/Los_Angeles"},
                       attendees=[{"email": "devin.park@brightwave.io"}, {"email": "marco.silva@brightwave.io"}], description=desc, sendUpdates="all"),
                  pj(review("2024-11-06T14:00:00-08:00", "2024-11-06T15:00:00-08:00", 0, "2024-11-04T18:02:11.604Z", "\"3460192262218000\"", att0))))
    turns.append((call("update_event", calendarId="primary", eventId=rid, start={"dateTime": "2024-11-06T15:00:00-08:00", "timeZone": "America/Los_Angeles"}, end={"dateTime": "2024-11-06T16:00:00-08:00", "timeZone": "America/Los_Angeles"}, sendUpdates="all"),
                  pj(review("2024-11-06T15:00:00-08:00", "2024-11-06T16:00:00-08:00", 1, "2024-11-04T18:04:37.291Z", "\"3460192554582000\"", att0))))
    turns.append((call("delete_event", calendarId="primary", eventId="a7f3k2m9q1w5e8r4t6y0u2i3o7", sendUpdates="none"), "(204 No Content) Event a7f3k2m9q1w5e8r4t6y0u2i3o7 deleted."))
    att1 = copy.deepcopy(att0)
    att1[1]["responseStatus"] = "accepted"
    rv = review("2024-11-06T15:00:00-08:00", "2024-11-06T16:00:00-08:00", 1, "2024-11-04T18:09:52.447Z", "\"3460193184894000\"", att1)
    turns.append((call("get_event", calendarId="primary", eventId=rid), pj(rv)))
    day = [e for e in week if e["start"]["dateTime"].startswith("2024-11-06") and e["id"] != focus["id"]] + [rv]
    day.sort(key=lambda e: e["start"]["dateTime"])
    turns.append((call("list_events", calendarId="primary", timeMin="2024-11-06T00:00:00-08:00", timeMax="2024-11-07T00:00:00-08:00", singleEvents=True, orderBy="startTime"), pj(
        {"kind": "calendar#events", "summary": "noa.levi@brightwave.io", "timeZone": "America/Los_Angeles", "updated": "2024-11-04T18:09:52.447Z", "items": day})))
    turns.append((call("freebusy_query", timeMin="2024-11-06T00:00:00-08:00", timeMax="2024-11-07T00:00:00-08:00", timeZone="UTC", items=[{"id": "noa.levi@brightwave.io"}]), pj(
        {"kind": "calendar#freeBusy", "timeMin": "2024-11-06T08:00:00.000Z", "timeMax": "2024-11-07T08:00:00.000Z", "calendars": {
            "noa.levi@brightwave.io": {"busy": [{"start": "2024-11-06T17:30:00Z", "end": "2024-11-06T17:45:00Z"}, {"start": "2024-11-06T23:00:00Z", "end": "2024-11-07T00:00:00Z"}]}}})))
    rs.add(task=TASK, tid="h25-mcp-10", system=system, turns=turns,
           state="Google Calendar of noa.levi@brightwave.io (time zone America/Los_Angeles, PST = UTC-8 since 2024-11-03). Monday 2024-11-04, about 10:00 PST.")


# ---------------------------------------------------------------------------------------------------------
# 11 home-automation hub (clean): brightness % vs 0-255, drifting sensors, a scene that dims, add-on restart
# ---------------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    system = mcp_system("hearthhub", "home-automation hub of a flat in Leipzig: entities, services, automations, add-ons", [
        tool("get_system_info", "Hub version, uptime, add-ons and their processes.", {}, []),
        tool("list_devices", "Entities of a room with their current state.", {"room": S}, ["room"]),
        tool("get_state", "State and attributes of one entity.", {"entity_id": S}, ["entity_id"]),
        tool("call_service", "Call a service (domain.service) on an entity.", {"domain": S, "service": S, "entity_id": S, "data": OBJ}, ["domain", "service"]),
        tool("list_automations", "Automations with their last trigger time.", {}, []),
        tool("trigger_automation", "Run an automation's actions now.", {"automation_id": S}, ["automation_id"]),
    ])

    def sysinfo(now: str, up: str, z2m_pid: int, z2m_up: str) -> dict[str, Any]:
        return {"version": "2024.11.3", "installation": "hearthhub-os 13.2 (Raspberry Pi 5)", "time": now, "timezone": "Europe/Berlin", "uptime": up,
                "cpu_pct": 7.4 if z2m_pid == 2211 else 11.9, "memory": {"used_mb": 1844 if z2m_pid == 2211 else 1791, "total_mb": 8048},
                "recorder_db_mb": 1884, "devices": 64, "entities": 412,
                "addons": [
                    {"slug": "mosquitto", "version": "6.4.1", "state": "started", "pid": 1987, "uptime": "12d 4h 30m" if z2m_pid == 2211 else "12d 4h 38m"},
                    {"slug": "zigbee2mqtt", "version": "1.41.0-1", "state": "started", "pid": z2m_pid, "uptime": z2m_up},
                    {"slug": "node-red", "version": "18.1.1", "state": "started", "pid": 2450, "uptime": "12d 4h 29m" if z2m_pid == 2211 else "12d 4h 37m"}]}
    turns: list[tuple[str, str]] = []
    turns.append((call("get_system_info"), mcp_text(sysinfo("2024-12-03T17:20:12+01:00", "12d 4h 31m", 2211, "12d 4h 29m"))))

    def ent(eid: str, state: str, changed: str, **attrs: Any) -> dict[str, Any]:
        return {"entity_id": eid, "state": state, "last_changed": changed, "attributes": attrs}
    room1 = [
        ent("light.living_room_ceiling", "off", "2024-12-03T08:12:40+01:00", friendly_name="Ceiling light", brightness=None, color_mode=None, supported_color_modes=["color_temp"]),
        ent("light.reading_lamp", "off", "2024-12-02T23:05:18+01:00", friendly_name="Reading lamp", brightness=None, color_mode=None, supported_color_modes=["brightness"]),
        ent("climate.living_room", "heat", "2024-11-14T07:00:02+01:00", friendly_name="Radiator living room", current_temperature=20.4, temperature=21.0, hvac_action="idle", unit_of_measurement="°C"),
        ent("sensor.living_room_temperature", "20.4", "2024-12-03T17:18:55+01:00", unit_of_measurement="°C", device_class="temperature"),
        ent("sensor.living_room_humidity", "41", "2024-12-03T17:14:02+01:00", unit_of_measurement="%", device_class="humidity"),
        ent("sensor.living_room_co2", "812", "2024-12-03T17:19:30+01:00", unit_of_measurement="ppm", device_class="carbon_dioxide"),
        ent("cover.living_room_blinds", "closed", "2024-12-03T16:31:07+01:00", friendly_name="Blinds", current_position=0),
        ent("media_player.living_room_tv", "off", "2024-12-02T22:47:51+01:00", friendly_name="TV"),
        ent("binary_sensor.living_room_motion", "on", "2024-12-03T17:19:48+01:00", device_class="motion"),
    ]
    turns.append((call("list_devices", room="living_room"), mcp_text({"room": "living_room", "entities": room1})))
    turns.append((call("call_service", domain="light", service="turn_on", entity_id="light.living_room_ceiling", data={"brightness_pct": 60, "color_temp_kelvin": 2700}), mcp_text(
        {"ok": True, "changed_states": [ent("light.living_room_ceiling", "on", "2024-12-03T17:21:04+01:00", friendly_name="Ceiling light", brightness=153, color_mode="color_temp", color_temp_kelvin=2700, supported_color_modes=["color_temp"])]})))
    turns.append((call("get_state", entity_id="climate.living_room"), mcp_text(ent("climate.living_room", "heat", "2024-11-14T07:00:02+01:00", friendly_name="Radiator living room",
                                                                                   current_temperature=20.5, temperature=21.0, hvac_action="idle", min_temp=5, max_temp=30, target_temp_step=0.5, preset_mode="comfort", unit_of_measurement="°C"))))
    turns.append((call("call_service", domain="climate", service="set_temperature", entity_id="climate.living_room", data={"temperature": 22.5}), mcp_text(
        {"ok": True, "changed_states": [ent("climate.living_room", "heat", "2024-11-14T07:00:02+01:00", friendly_name="Radiator living room", current_temperature=20.5, temperature=22.5, hvac_action="heating", preset_mode="comfort", unit_of_measurement="°C")]})))
    turns.append((call("list_automations"), mcp_text({"automations": [
        {"id": "automation.evening_scene", "alias": "Evening scene", "state": "on", "mode": "single", "last_triggered": "2024-12-02T17:45:00+01:00",
         "actions": ["light.turn_on light.living_room_ceiling brightness_pct=40", "light.turn_on light.reading_lamp brightness_pct=55"]},
        {"id": "automation.blinds_down_sunset", "alias": "Blinds down at sunset", "state": "on", "mode": "single", "last_triggered": "2024-12-03T16:31:00+01:00",
         "actions": ["cover.close_cover cover.living_room_blinds"]},
        {"id": "automation.hallway_night_light", "alias": "Hallway night light", "state": "on", "mode": "restart", "last_triggered": "2024-12-03T06:52:14+01:00",
         "actions": ["light.turn_on light.hallway brightness_pct=10", "delay 00:02:00", "light.turn_off light.hallway"]},
        {"id": "automation.co2_ventilation_reminder", "alias": "CO2 ventilation reminder", "state": "on", "mode": "single", "last_triggered": "2024-12-01T20:12:37+01:00",
         "actions": ["notify.mobile_app_pixel_8 'Lüften: CO2 über 1200 ppm'"]}]})))
    turns.append((call("trigger_automation", automation_id="automation.evening_scene"), mcp_text(
        {"ok": True, "automation": "automation.evening_scene", "triggered_at": "2024-12-03T17:24:31+01:00", "context_id": "01JE8Q3W7Z4C9K2M5N8P1R6T0V",
         "changed_states": [
             ent("light.living_room_ceiling", "on", "2024-12-03T17:21:04+01:00", friendly_name="Ceiling light", brightness=102, color_mode="color_temp", color_temp_kelvin=2700, supported_color_modes=["color_temp"]),
             ent("light.reading_lamp", "on", "2024-12-03T17:24:31+01:00", friendly_name="Reading lamp", brightness=140, color_mode="brightness", supported_color_modes=["brightness"])]})))
    turns.append((call("call_service", domain="hassio", service="addon_restart", data={"addon": "zigbee2mqtt"}), mcp_text(
        {"ok": True, "addon": "zigbee2mqtt", "state": "started", "restarted_at": "2024-12-03T17:26:58+01:00", "message": "Add-on restarted; 38 Zigbee devices re-interviewed from cache"})))
    turns.append((call("get_system_info"), mcp_text(sysinfo("2024-12-03T17:28:30+01:00", "12d 4h 39m", 38842, "0d 0h 1m"))))
    room2 = [
        ent("light.living_room_ceiling", "on", "2024-12-03T17:27:09+01:00", friendly_name="Ceiling light", brightness=102, color_mode="color_temp", color_temp_kelvin=2700, supported_color_modes=["color_temp"]),
        ent("light.reading_lamp", "on", "2024-12-03T17:27:09+01:00", friendly_name="Reading lamp", brightness=140, color_mode="brightness", supported_color_modes=["brightness"]),
        ent("climate.living_room", "heat", "2024-11-14T07:00:02+01:00", friendly_name="Radiator living room", current_temperature=20.7, temperature=22.5, hvac_action="heating", unit_of_measurement="°C"),
        ent("sensor.living_room_temperature", "20.6", "2024-12-03T17:28:02+01:00", unit_of_measurement="°C", device_class="temperature"),
        ent("sensor.living_room_humidity", "40", "2024-12-03T17:27:09+01:00", unit_of_measurement="%", device_class="humidity"),
        ent("sensor.living_room_co2", "846", "2024-12-03T17:28:19+01:00", unit_of_measurement="ppm", device_class="carbon_dioxide"),
        ent("cover.living_room_blinds", "closed", "2024-12-03T17:27:09+01:00", friendly_name="Blinds", current_position=0),
        ent("media_player.living_room_tv", "off", "2024-12-02T22:47:51+01:00", friendly_name="TV"),
        ent("binary_sensor.living_room_motion", "on", "2024-12-03T17:27:09+01:00", device_class="motion"),
    ]
    turns.append((call("list_devices", room="living_room"), mcp_text({"room": "living_room", "entities": room2})))
    rs.add(task=TASK, tid="h25-mcp-11", system=system, turns=turns,
           state="HearthHub 2024.11.3 on a Raspberry Pi 5. Lights, blinds, the temperature/humidity sensor and the motion sensor are Zigbee devices behind the zigbee2mqtt add-on (their last_changed resets when the add-on reconnects them); the radiator thermostat, CO2 sensor and TV are on Wi-Fi. Brightness attributes are 0-255. Tuesday 2024-12-03, 17:20 CET.")


# ---------------------------------------------------------------------------------------------------------
# 12 CRM (BAD): a contact the agent created is missing from the account's contact list
# ---------------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    system = mcp_system("brightleaf-crm", "B2B CRM of Nordlys Systems: accounts, contacts, deals, activities", [
        tool("search_accounts", "Search accounts by name or domain.", {"query": S, "limit": INT}, ["query"]),
        tool("get_account", "Account with owner, counts and pipeline summary.", {"account_id": S}, ["account_id"]),
        tool("list_contacts", "Contacts of an account.", {"account_id": S, "sort": S}, ["account_id"]),
        tool("create_contact", "Create a contact on an account.", {"account_id": S, "first_name": S, "last_name": S, "title": S, "email": S, "phone": S}, ["account_id", "first_name", "last_name"]),
        tool("list_deals", "Deals of an account.", {"account_id": S, "status": S}, ["account_id"]),
        tool("update_deal", "Update stage, amount, probability or next step of a deal.", {"deal_id": S, "stage": S, "amount": NUM, "probability": INT, "next_step": S}, ["deal_id"]),
        tool("log_activity", "Log a call, meeting or email.", {"type": S, "subject": S, "notes": S, "contact_id": S, "deal_id": S, "duration_min": INT}, ["type", "subject"]),
        tool("get_deal", "One deal with its history.", {"deal_id": S}, ["deal_id"]),
    ])
    contacts = [
        {"contact_id": "CON-71402", "name": "Erik Halvorsen", "title": "CEO", "email": "erik@halvorsen-marine.no", "phone": "+47 905 12 448", "primary": True, "created": "2023-02-14", "last_contacted": "2024-09-30"},
        {"contact_id": "CON-71455", "name": "Kari Nygaard", "title": "CFO", "email": "kari.nygaard@halvorsen-marine.no", "phone": "+47 917 40 221", "primary": False, "created": "2023-02-20", "last_contacted": "2024-10-08"},
        {"contact_id": "CON-80113", "name": "Sindre Lie", "title": "IT Manager", "email": "sindre.lie@halvorsen-marine.no", "phone": "+47 482 66 019", "primary": False, "created": "2023-11-03", "last_contacted": "2024-10-15"},
        {"contact_id": "CON-84520", "name": "Marte Solberg", "title": "Operations Director", "email": "marte.solberg@halvorsen-marine.no", "phone": "+47 936 08 774", "primary": False, "created": "2024-04-22", "last_contacted": "2024-10-02"},
    ]
    deals = [
        {"deal_id": "DL-5512", "name": "Fleet telematics rollout - 42 vessels", "stage": "Proposal sent", "amount": 96000, "currency": "EUR", "probability": 40, "close_date": "2024-12-15", "owner": "Lukas Brandt", "updated": "2024-10-10T13:22:05Z"},
        {"deal_id": "DL-5530", "name": "Crew scheduling module", "stage": "Qualification", "amount": 28500, "currency": "EUR", "probability": 20, "close_date": "2025-02-28", "owner": "Lukas Brandt", "updated": "2024-09-18T08:40:51Z"},
        {"deal_id": "DL-5601", "name": "Support renewal 2025", "stage": "Negotiation", "amount": 41200, "currency": "EUR", "probability": 70, "close_date": "2024-12-31", "owner": "Hanne Moe", "updated": "2024-10-14T15:07:33Z"},
    ]

    def account(n_contacts: int, total: int, weighted: int, last: dict[str, Any]) -> dict[str, Any]:
        return {"account_id": "ACC-20871", "name": "Halvorsen Marine AS", "domain": "halvorsen-marine.no", "industry": "Maritime / shipping", "tier": "Enterprise",
                "owner": "Lukas Brandt", "address": "Sandviksboder 64, 5035 Bergen, Norway", "employees": 640, "customer_since": "2023-03-01", "arr_eur": 58400,
                "counts": {"contacts": n_contacts, "open_deals": 3, "won_deals": 2, "lost_deals": 1},
                "pipeline": {"open_total_eur": total, "weighted_eur": weighted}, "last_activity": last, "health": "green"}
    turns: list[tuple[str, str]] = []
    turns.append((call("search_accounts", query="Halvorsen", limit=5), pj({"results": [
        {"account_id": "ACC-20871", "name": "Halvorsen Marine AS", "domain": "halvorsen-marine.no", "owner": "Lukas Brandt", "tier": "Enterprise"},
        {"account_id": "ACC-31190", "name": "Halvorsen Bygg & Anlegg", "domain": "halvorsenbygg.no", "owner": "Hanne Moe", "tier": "SMB"}], "total": 2})))
    last0 = {"activity_id": "ACT-301540", "type": "meeting", "subject": "Telematics pilot review", "date": "2024-10-15T09:00:00Z", "by": "Lukas Brandt"}
    turns.append((call("get_account", account_id="ACC-20871"), pj(account(4, 165700, 72940, last0))))
    turns.append((call("list_contacts", account_id="ACC-20871", sort="created"), pj({"account_id": "ACC-20871", "total": 4, "contacts": contacts})))
    new = {"contact_id": "CON-88213", "name": "Ingrid Sæther", "title": "Procurement Lead", "email": "ingrid.saether@halvorsen-marine.no", "phone": "+47 971 55 302", "primary": False, "created": "2024-10-17", "last_contacted": None}
    turns.append((call("create_contact", account_id="ACC-20871", first_name="Ingrid", last_name="Sæther", title="Procurement Lead", email="ingrid.saether@halvorsen-marine.no", phone="+47 971 55 302"),
                  pj({"ok": True, "contact": {**new, "account_id": "ACC-20871", "created_at": "2024-10-17T10:31:48Z", "created_by": "Lukas Brandt"}})))
    turns.append((call("list_deals", account_id="ACC-20871", status="open"), pj({"account_id": "ACC-20871", "total": 3, "deals": deals})))
    d2 = {**deals[0], "stage": "Negotiation", "amount": 104500, "probability": 60, "next_step": "Procurement review of MSA redlines with Ingrid Sæther, due 2024-10-25", "updated": "2024-10-17T10:34:12Z"}
    turns.append((call("update_deal", deal_id="DL-5512", stage="Negotiation", amount=104500, probability=60, next_step="Procurement review of MSA redlines with Ingrid Sæther, due 2024-10-25"), pj({"ok": True, "deal": d2,
                  "changes": [{"field": "stage", "from": "Proposal sent", "to": "Negotiation"}, {"field": "amount", "from": 96000, "to": 104500}, {"field": "probability", "from": 40, "to": 60}]})))
    act = {"activity_id": "ACT-301877", "type": "call", "subject": "Intro call with procurement", "date": "2024-10-17T10:36:02Z", "by": "Lukas Brandt"}
    turns.append((call("log_activity", type="call", subject="Intro call with procurement", notes="Ingrid owns vendor onboarding. Needs MSA redlines and ISO 27001 cert; budget approved for 42 vessels incl. 2 spares (price adjusted).", contact_id="CON-88213", deal_id="DL-5512", duration_min=25),
                  pj({"ok": True, "activity": {**act, "contact_id": "CON-88213", "deal_id": "DL-5512", "duration_min": 25}})))
    turns.append((call("get_account", account_id="ACC-20871"), pj(account(5, 174200, 97240, act))))
    turns.append((call("list_contacts", account_id="ACC-20871", sort="created"), pj({"account_id": "ACC-20871", "total": 4, "contacts": [{**c, "last_contacted": c["last_contacted"]} for c in contacts]})))
    turns.append((call("get_deal", deal_id="DL-5512"), pj({**d2, "account_id": "ACC-20871", "created": "2024-06-03T11:15:40Z", "source": "Inbound - webinar",
                  "products": [{"sku": "NS-TEL-VSL", "name": "Vessel telematics unit + 3y licence", "qty": 44, "unit_price": 2375.0}],
                  "history": [
                      {"date": "2024-06-03", "stage": "Qualification"}, {"date": "2024-07-22", "stage": "Discovery"}, {"date": "2024-10-10", "stage": "Proposal sent"},
                      {"date": "2024-10-17", "stage": "Negotiation"}],
                  "activities_count": 9, "last_activity": {"activity_id": "ACT-301877", "type": "call", "date": "2024-10-17T10:36:02Z"}})))
    rs.add(task=TASK, tid="h25-mcp-12", system=system, turns=turns,
           state="Brightleaf CRM of Nordlys Systems AS. The agent works as account owner Lukas Brandt on 2024-10-17 around 10:30 UTC.",
           bad=True, turn=9, kind="contact created earlier (and counted on the account) is missing from the account's contact list")


# ---------------------------------------------------------------------------------------------------------
# 13 filesystem (BAD): a config line changes between two reads with no edit to that file
# ---------------------------------------------------------------------------------------------------------
SETTINGS_YAML = """# Lumen API - production settings
# Values in ${...} are read from .env.production at startup.
app:
  name: lumen-api
  environment: production
  version: ${APP_VERSION}
  base_url: https://api.lumen.dev
  request_timeout_s: 30
  max_body_mb: 25

server:
  host: 0.0.0.0
  port: 8080
  workers: 6
  keepalive_s: 75
  graceful_shutdown_s: 20

database:
  host: db-prod-1.internal
  port: 5432
  name: lumen
  user: lumen_app
  password: ${DB_PASSWORD}
  pool_size: 20
  max_overflow: 10
  pool_recycle_s: 1800
  statement_timeout_ms: 15000
  sslmode: verify-full

redis:
  url: redis://cache-prod-1.internal:6379/2
  socket_timeout_s: 2
  key_prefix: "lumen:"

queues:
  default: lumen-default
  emails: lumen-emails
  exports: lumen-exports
  visibility_timeout_s: 300

logging:
  level: INFO
  format: json
  include_request_id: true
  sample_debug_rate: 0.01

features:
  pdf_exports: true
  sso_saml: true
  audit_log_retention_days: 400
  webhooks_v2: false
"""

COMPOSE_YML = """services:
  api:
    image: registry.lumen.dev/lumen/api:{tag}
    env_file: .env.production
    command: ["gunicorn", "lumen.wsgi:app", "-c", "config/gunicorn.py"]
    ports:
      - "8080:8080"
    volumes:
      - ./config/settings.yaml:/app/config/settings.yaml:ro
    depends_on:
      - redis
    restart: unless-stopped
    healthcheck:
      test: ["CMD", "curl", "-fsS", "http://localhost:8080/healthz"]
      interval: 15s
      timeout: 3s
      retries: 5

  worker:
    image: registry.lumen.dev/lumen/api:{tag}
    env_file: .env.production
    command: ["celery", "-A", "lumen.tasks", "worker", "-Q", "lumen-default,lumen-emails,lumen-exports", "-c", "4"]
    volumes:
      - ./config/settings.yaml:/app/config/settings.yaml:ro
    depends_on:
      - redis
    restart: unless-stopped

  nginx:
    image: nginx:1.27-alpine
    ports:
      - "443:443"
    volumes:
      - ./nginx/lumen.conf:/etc/nginx/conf.d/default.conf:ro
      - /etc/letsencrypt:/etc/letsencrypt:ro
    depends_on:
      - api
    restart: unless-stopped

  redis:
    image: redis:7.2-alpine
    command: ["redis-server", "--save", "", "--appendonly", "no"]
    restart: unless-stopped
"""

ENV_PROD = """# production environment - do not commit real secrets
APP_VERSION={ver}
DB_PASSWORD=${{VAULT:secret/lumen/prod/db#password}}
SECRET_KEY=${{VAULT:secret/lumen/prod/app#secret_key}}
SENTRY_DSN=https://3f9c1a7e02d84b6a9e5d7c1b0a2f4e68@o412277.ingest.sentry.io/5519023
SENTRY_RELEASE=lumen-api@{ver}
S3_BUCKET=lumen-prod-exports
S3_REGION=eu-central-1
MAIL_FROM=Lumen <no-reply@lumen.dev>
GUNICORN_WORKERS=6
"""


def t13(rs: RowSet) -> None:
    system = mcp_system("filesystem", "local filesystem access limited to /srv/app", [
        tool("list_directory", "List a directory; entries are prefixed [FILE] or [DIR].", {"path": S}, ["path"]),
        tool("read_file", "Read a text file.", {"path": S}, ["path"]),
        tool("write_file", "Create or overwrite a file.", {"path": S, "content": S}, ["path", "content"]),
        tool("edit_file", "Apply exact text replacements and return a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("get_file_info", "Size, timestamps and permissions of a file.", {"path": S}, ["path"]),
        tool("search_files", "Recursively find files whose name matches a pattern.", {"path": S, "pattern": S}, ["path", "pattern"]),
    ])
    ls1 = "[DIR] .git\n[FILE] .env.example\n[FILE] .env.production\n[FILE] .gitignore\n[FILE] CHANGELOG.md\n[DIR] config\n[FILE] docker-compose.yml\n[DIR] nginx\n[FILE] README.md\n[DIR] scripts"
    turns: list[tuple[str, str]] = []
    turns.append((call("list_directory", path="/srv/app"), ls1))
    turns.append((call("read_file", path="/srv/app/config/settings.yaml"), SETTINGS_YAML))
    turns.append((call("read_file", path="/srv/app/docker-compose.yml"), COMPOSE_YML.format(tag="2.13.4")))
    diff = ("```diff\nIndex: /srv/app/docker-compose.yml\n===================================================================\n--- /srv/app/docker-compose.yml\toriginal\n+++ /srv/app/docker-compose.yml\tmodified\n"
            "@@ -1,6 +1,6 @@\n services:\n   api:\n-    image: registry.lumen.dev/lumen/api:2.13.4\n+    image: registry.lumen.dev/lumen/api:2.14.0\n     env_file: .env.production\n     command: [\"gunicorn\", \"lumen.wsgi:app\", \"-c\", \"config/gunicorn.py\"]\n     ports:\n"
            "@@ -17,7 +17,7 @@\n       retries: 5\n \n   worker:\n-    image: registry.lumen.dev/lumen/api:2.13.4\n+    image: registry.lumen.dev/lumen/api:2.14.0\n     env_file: .env.production\n     command: [\"celery\", \"-A\", \"lumen.tasks\", \"worker\", \"-Q\", \"lumen-default,lumen-emails,lumen-exports\", \"-c\", \"4\"]\n     volumes:\n```\n")
    turns.append((call("edit_file", path="/srv/app/docker-compose.yml", edits=[{"oldText": "lumen/api:2.13.4\n    env_file: .env.production\n    command: [\"gunicorn\"", "newText": "lumen/api:2.14.0\n    env_file: .env.production\n    command: [\"gunicorn\""},
                                                                            {"oldText": "lumen/api:2.13.4\n    env_file: .env.production\n    command: [\"celery\"", "newText": "lumen/api:2.14.0\n    env_file: .env.production\n    command: [\"celery\""}]), diff))
    size = len(COMPOSE_YML.format(tag="2.14.0").encode())
    turns.append((call("get_file_info", path="/srv/app/docker-compose.yml"), f"size: {size}\ncreated: Tue Feb 13 2024 09:41:27 GMT+0000 (Coordinated Universal Time)\nmodified: Thu Jun 20 2024 07:52:14 GMT+0000 (Coordinated Universal Time)\naccessed: Thu Jun 20 2024 07:52:14 GMT+0000 (Coordinated Universal Time)\nisDirectory: false\nisFile: true\npermissions: 644"))
    turns.append((call("search_files", path="/srv/app", pattern=".env"), "/srv/app/.env.example\n/srv/app/.env.production\n/srv/app/scripts/.env.ci"))
    turns.append((call("read_file", path="/srv/app/.env.production"), ENV_PROD.format(ver="2.13.4")))
    diff2 = ("```diff\nIndex: /srv/app/.env.production\n===================================================================\n--- /srv/app/.env.production\toriginal\n+++ /srv/app/.env.production\tmodified\n"
             "@@ -1,9 +1,9 @@\n # production environment - do not commit real secrets\n-APP_VERSION=2.13.4\n+APP_VERSION=2.14.0\n DB_PASSWORD=${VAULT:secret/lumen/prod/db#password}\n SECRET_KEY=${VAULT:secret/lumen/prod/app#secret_key}\n"
             " SENTRY_DSN=https://3f9c1a7e02d84b6a9e5d7c1b0a2f4e68@o412277.ingest.sentry.io/5519023\n-SENTRY_RELEASE=lumen-api@2.13.4\n+SENTRY_RELEASE=lumen-api@2.14.0\n S3_BUCKET=lumen-prod-exports\n S3_REGION=eu-central-1\n MAIL_FROM=Lumen <no-reply@lumen.dev>\n```\n")
    turns.append((call("edit_file", path="/srv/app/.env.production", edits=[{"oldText": "APP_VERSION=2.13.4", "newText": "APP_VERSION=2.14.0"}, {"oldText": "SENTRY_RELEASE=lumen-api@2.13.4", "newText": "SENTRY_RELEASE=lumen-api@2.14.0"}]), diff2))
    turns.append((call("read_file", path="/srv/app/config/settings.yaml"), SETTINGS_YAML.replace("  pool_size: 20\n", "  pool_size: 32\n")))
    notes = "# Deploy 2.14.0 (2024-06-20)\n\n- docker-compose.yml: api + worker image 2.13.4 -> 2.14.0\n- .env.production: APP_VERSION and SENTRY_RELEASE -> 2.14.0\n- config/settings.yaml: no change needed\n- Rollout: `docker compose pull && docker compose up -d api worker`\n"
    turns.append((call("write_file", path="/srv/app/deploy-notes.md", content=notes), "Successfully wrote to /srv/app/deploy-notes.md"))
    turns.append((call("list_directory", path="/srv/app"), ls1.replace("[DIR] config\n", "[DIR] config\n[FILE] deploy-notes.md\n")))
    rs.add(task=TASK, tid="h25-mcp-13", system=system, turns=turns,
           state="Filesystem MCP server rooted at /srv/app (the Lumen API deployment checkout). Task: bump the deployed version from 2.13.4 to 2.14.0 without touching runtime settings. 2024-06-20, 07:50 UTC.",
           bad=True, turn=9, kind="a settings line (database pool_size) reads differently on the second read though the file was never edited")


# ---------------------------------------------------------------------------------------------------------
# 14 SQLite (clean): group-by before/after insert+update, cents vs dollars, datetime('now') moves
# ---------------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    system = mcp_system("sqlite", "SQLite database /data/harborview_bookings.db of a small hotel; results are returned as Python reprs", [
        tool("read_query", "Execute a SELECT query.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query.", {"query": S}, ["query"]),
        tool("create_table", "Create a new table.", {"query": S}, ["query"]),
        tool("list_tables", "List all tables.", {}, []),
        tool("describe_table", "Schema of a table.", {"table_name": S}, ["table_name"]),
    ])
    turns: list[tuple[str, str]] = []
    turns.append((call("list_tables"), str([{"name": "bookings"}, {"name": "guests"}, {"name": "rooms"}, {"name": "sqlite_sequence"}])))
    turns.append((call("describe_table", table_name="bookings"), str([
        {"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
        {"cid": 1, "name": "guest_name", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 2, "name": "room", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 3, "name": "check_in", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 4, "name": "check_out", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 5, "name": "nights", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 6, "name": "status", "type": "TEXT", "notnull": 1, "dflt_value": "'pending'", "pk": 0},
        {"cid": 7, "name": "amount_cents", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 8, "name": "created_at", "type": "TEXT", "notnull": 1, "dflt_value": "CURRENT_TIMESTAMP", "pk": 0}])))
    turns.append((call("read_query", query="SELECT status, COUNT(*) AS n, SUM(amount_cents) AS total_cents, datetime('now') AS as_of FROM bookings GROUP BY status ORDER BY status"), str([
        {"status": "cancelled", "n": 12, "total_cents": 231600, "as_of": "2024-10-14 16:18:52"},
        {"status": "confirmed", "n": 141, "total_cents": 6043850, "as_of": "2024-10-14 16:18:52"},
        {"status": "pending", "n": 9, "total_cents": 417300, "as_of": "2024-10-14 16:18:52"}])))
    turns.append((call("read_query", query="SELECT room, COUNT(*) AS n, ROUND(AVG(amount_cents) / 100.0, 2) AS avg_usd FROM bookings WHERE status = 'confirmed' GROUP BY room ORDER BY n DESC LIMIT 6"), str([
        {"room": "Garden Double", "n": 38, "avg_usd": 358.85}, {"room": "Harbor King", "n": 31, "avg_usd": 498.13}, {"room": "Harbor Suite", "n": 22, "avg_usd": 680.0},
        {"room": "Twin Courtyard", "n": 19, "avg_usd": 296.84}, {"room": "Attic Single", "n": 17, "avg_usd": 188.24}, {"room": "Family Loft", "n": 14, "avg_usd": 540.0}])))
    turns.append((call("read_query", query="SELECT id, guest_name, room, check_in, nights, amount_cents FROM bookings WHERE status = 'pending' ORDER BY check_in"), str([
        {"id": 1571, "guest_name": "Amélie Brochu", "room": "Harbor King", "check_in": "2024-10-16", "nights": 3, "amount_cents": 46200},
        {"id": 1574, "guest_name": "Jonas Eriksen", "room": "Garden Double", "check_in": "2024-10-17", "nights": 2, "amount_cents": 38900},
        {"id": 1580, "guest_name": "Fatima Zahra Idrissi", "room": "Family Loft", "check_in": "2024-10-19", "nights": 4, "amount_cents": 92800},
        {"id": 1583, "guest_name": "Liam O'Connell", "room": "Attic Single", "check_in": "2024-10-22", "nights": 2, "amount_cents": 21400},
        {"id": 1586, "guest_name": "Hiroshi Sato", "room": "Harbor Suite", "check_in": "2024-10-25", "nights": 3, "amount_cents": 89100},
        {"id": 1590, "guest_name": "Grace Mwangi", "room": "Twin Courtyard", "check_in": "2024-11-01", "nights": 2, "amount_cents": 29600},
        {"id": 1594, "guest_name": "Mateus Carvalho", "room": "Garden Double", "check_in": "2024-11-08", "nights": 3, "amount_cents": 55200},
        {"id": 1597, "guest_name": "Zoe Papadakis", "room": "Harbor King", "check_in": "2024-11-15", "nights": 2, "amount_cents": 30800},
        {"id": 1601, "guest_name": "Ines Moreau", "room": "Attic Single", "check_in": "2024-12-20", "nights": 1, "amount_cents": 13300}])))
    turns.append((call("write_query", query="INSERT INTO bookings (guest_name, room, check_in, check_out, nights, status, amount_cents) VALUES ('Tomasz Wójcik', 'Garden Double', '2024-10-18', '2024-10-21', 3, 'confirmed', 55500)"), str([{"affected_rows": 1}])))
    turns.append((call("write_query", query="UPDATE bookings SET status = 'confirmed' WHERE id IN (1571, 1574)"), str([{"affected_rows": 2}])))
    turns.append((call("read_query", query="SELECT status, COUNT(*) AS n, SUM(amount_cents) / 100.0 AS total_usd, datetime('now') AS as_of FROM bookings GROUP BY status ORDER BY n DESC"), str([
        {"status": "confirmed", "n": 144, "total_usd": 61844.5, "as_of": "2024-10-14 16:22:07"},
        {"status": "cancelled", "n": 12, "total_usd": 2316.0, "as_of": "2024-10-14 16:22:07"},
        {"status": "pending", "n": 7, "total_usd": 3322.0, "as_of": "2024-10-14 16:22:07"}])))
    turns.append((call("create_table", query="CREATE TABLE booking_summary (status TEXT PRIMARY KEY, n INTEGER NOT NULL, total_usd REAL NOT NULL, as_of TEXT NOT NULL)"), "Table created successfully"))
    turns.append((call("write_query", query="INSERT INTO booking_summary SELECT status, COUNT(*), ROUND(SUM(amount_cents) / 100.0, 2), datetime('now') FROM bookings GROUP BY status"), str([{"affected_rows": 3}])))
    turns.append((call("read_query", query="SELECT * FROM booking_summary ORDER BY total_usd DESC"), str([
        {"status": "confirmed", "n": 144, "total_usd": 61844.5, "as_of": "2024-10-14 16:23:41"},
        {"status": "pending", "n": 7, "total_usd": 3322.0, "as_of": "2024-10-14 16:23:41"},
        {"status": "cancelled", "n": 12, "total_usd": 2316.0, "as_of": "2024-10-14 16:23:41"}])))
    rs.add(task=TASK, tid="h25-mcp-14", system=system, turns=turns,
           state="SQLite file /data/harborview_bookings.db (Harborview Inn). Amounts are stored in cents. The agent adds a walk-in booking, confirms two pending ones and snapshots the totals, 2024-10-14 around 16:20 UTC.")


# ---------------------------------------------------------------------------------------------------------
# 15 warehouse WMS (clean): allocation on pick-list creation, pick, replenishment move, inbound arrives
# ---------------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    system = mcp_system("stockyard-wms", "warehouse management system of the Tilburg DC: SKUs, bins, pick lists, stock moves, inbound ASNs", [
        tool("search_sku", "Find SKUs with stock levels and locations.", {"query": S}, ["query"]),
        tool("get_bin", "Contents of a bin location.", {"location": S}, ["location"]),
        tool("get_sku_levels", "On hand / allocated / available for one SKU, per location.", {"sku": S}, ["sku"]),
        tool("create_pick_list", "Create a pick list for sales orders (allocates stock).", {"order_ids": A, "zone": S}, ["order_ids"]),
        tool("confirm_pick", "Confirm a picked pick-list line.", {"pick_list_id": S, "line": INT, "qty": INT}, ["pick_list_id", "line", "qty"]),
        tool("move_stock", "Move stock between locations (quantity in the given unit).", {"sku": S, "from_location": S, "to_location": S, "qty": INT, "uom": S}, ["sku", "from_location", "to_location", "qty"]),
        tool("list_inbound", "Inbound shipments (ASNs) expected today and tomorrow.", {"status": S}, []),
    ])

    def sku(a12: int, r107: int, alloc: int, inbound: dict[str, Any]) -> dict[str, Any]:
        on = a12 + r107 + 120
        return {"sku": "40221", "description": "ZX-450 USB-C cable 2 m, braided, black", "uom": "EA", "case_pack": 12, "on_hand": on, "allocated": alloc, "available": on - alloc,
                "locations": [{"location": "A-12-03", "type": "pick face", "qty": a12}, {"location": "R-01-07", "type": "reserve", "qty": r107}, {"location": "R-03-02", "type": "reserve", "qty": 120}],
                "inbound": inbound}
    turns: list[tuple[str, str]] = []
    turns.append((call("search_sku", query="ZX-450 cable"), mcp_text({"results": [sku(84, 1080, 96, {"asn": "ASN-5512", "qty": 2400, "status": "IN_TRANSIT"}),
                                                                                 {"sku": "40225", "description": "ZX-450 USB-C cable 1 m, braided, black", "uom": "EA", "case_pack": 12, "on_hand": 312, "allocated": 0, "available": 312,
                                                                                  "locations": [{"location": "A-12-04", "type": "pick face", "qty": 72}, {"location": "R-01-08", "type": "reserve", "qty": 240}], "inbound": None}], "count": 2})))

    def inbound(first: dict[str, Any], now: str) -> str:
        return mcp_text({"as_of": now, "shipments": [first,
                         {"asn": "ASN-5518", "supplier": "Kabelwerk Nord GmbH", "carrier": "Raben", "status": "SCHEDULED", "eta": "2024-03-21T09:00:00+01:00", "pallets": 6,
                          "lines": [{"sku": "40388", "qty": 600}, {"sku": "40390", "qty": 480}]}]})
    asn = {"asn": "ASN-5512", "supplier": "Shenzhen Lianxing Electronics", "carrier": "DHL Freight", "status": "IN_TRANSIT", "eta": "2024-03-19T14:30:00+01:00", "pallets": 18, "dock": None,
           "lines": [{"sku": "40221", "qty": 2400}, {"sku": "40225", "qty": 1200}, {"sku": "40230", "qty": 960}]}
    turns.append((call("list_inbound"), inbound(asn, "2024-03-19T13:52:10+01:00")))
    turns.append((call("get_bin", location="A-12-03"), mcp_text({"location": "A-12-03", "zone": "A", "type": "pick face", "capacity_cases": 12, "last_count": "2024-03-14",
                                                                  "contents": [{"sku": "40221", "description": "ZX-450 USB-C cable 2 m, braided, black", "qty": 84, "uom": "EA", "cases": 7},
                                                                               {"sku": "40388", "description": "ZX-460 HDMI 2.1 cable 1 m", "qty": 30, "uom": "EA", "cases": 2.5}]})))
    turns.append((call("create_pick_list", order_ids=["SO-88101", "SO-88102"], zone="A"), mcp_text({
        "pick_list_id": "PL-3307", "status": "RELEASED", "created": "2024-03-19T13:58:44+01:00", "picker": None,
        "lines": [{"line": 1, "sku": "40221", "location": "A-12-03", "qty": 24, "uom": "EA", "orders": {"SO-88101": 12, "SO-88102": 12}, "status": "OPEN"},
                  {"line": 2, "sku": "40388", "location": "A-12-03", "qty": 6, "uom": "EA", "orders": {"SO-88102": 6}, "status": "OPEN"}],
        "allocation": {"40221": {"allocated": 120, "available": 1164}, "40388": {"allocated": 6, "available": 594}}})))
    turns.append((call("confirm_pick", pick_list_id="PL-3307", line=1, qty=24), mcp_text({
        "pick_list_id": "PL-3307", "line": 1, "status": "PICKED", "picked_qty": 24, "confirmed_at": "2024-03-19T14:06:12+01:00",
        "bin_after": {"location": "A-12-03", "sku": "40221", "qty": 60}, "pick_list_status": "IN_PROGRESS", "open_lines": 1})))
    turns.append((call("get_sku_levels", sku="40221"), mcp_text({k: v for k, v in sku(60, 1080, 96, {"asn": "ASN-5512", "qty": 2400, "status": "IN_TRANSIT"}).items() if k != "description"})))
    turns.append((call("move_stock", sku="40221", from_location="R-01-07", to_location="A-12-03", qty=5, uom="CASE"), mcp_text({
        "ok": True, "move_id": "MV-118842", "sku": "40221", "qty": 60, "uom": "EA", "cases": 5, "from": {"location": "R-01-07", "qty_after": 1020}, "to": {"location": "A-12-03", "qty_after": 120},
        "completed_at": "2024-03-19T14:15:37+01:00"})))
    turns.append((call("get_bin", location="A-12-03"), mcp_text({"location": "A-12-03", "zone": "A", "type": "pick face", "capacity_cases": 12, "last_count": "2024-03-14",
                                                                  "contents": [{"sku": "40221", "description": "ZX-450 USB-C cable 2 m, braided, black", "qty": 120, "uom": "EA", "cases": 10},
                                                                               {"sku": "40388", "description": "ZX-460 HDMI 2.1 cable 1 m", "qty": 30, "uom": "EA", "cases": 2.5, "allocated": 6}]})))
    asn2 = {**asn, "status": "ARRIVED", "arrived_at": "2024-03-19T14:22:05+01:00", "dock": "D3", "receiving": {"pallets_received": 0, "pallets_total": 18}}
    turns.append((call("list_inbound"), inbound(asn2, "2024-03-19T14:25:48+01:00")))
    turns.append((call("search_sku", query="ZX-450 cable 2 m"), mcp_text({"results": [sku(120, 1020, 96, {"asn": "ASN-5512", "qty": 2400, "status": "ARRIVED"})], "count": 1})))
    rs.add(task=TASK, tid="h25-mcp-15", system=system, turns=turns,
           state="Stockyard WMS, Tilburg DC, 2024-03-19 around 13:50 CET. Quantities are in eaches (EA) unless a unit is given; SKU 40221 comes 12 to a case. Creating a pick list allocates stock; confirming a pick removes it from the bin and releases the allocation.")


# ---------------------------------------------------------------------------------------------------------
# 16 telescope queue (BAD): a block's start time is earlier than the moment it was submitted
# ---------------------------------------------------------------------------------------------------------
def _queue(rows: list[tuple], now: str) -> str:
    head = f"KRT-1.2 queue, night 2024-09-14/15 (UTC), as of {now}\n\n{'ID':<9}{'STATE':<11}{'PRI':<5}{'TARGET':<28}{'INSTRUMENT / SETUP':<30}{'PROGRESS':<10}WINDOW / ETA"
    lines = [head, "-" * 118]
    for r in rows:
        lines.append(f"{r[0]:<9}{r[1]:<11}{r[2]:<5}{r[3]:<28}{r[4]:<30}{r[5]:<10}{r[6]}")
    return "\n".join(lines)


def t16(rs: RowSet) -> None:
    system = mcp_system("skyqueue", "robotic queue scheduler of the 1.2 m KRT telescope: observing blocks, weather, frames", [
        tool("get_weather", "Current site conditions and dome state.", {}, []),
        tool("list_queue", "Observing blocks of the current night.", {"state": S}, []),
        tool("get_block", "An observing block with its exposure log.", {"block_id": S}, ["block_id"]),
        tool("submit_block", "Submit a new observing block.", {"target": S, "ra": S, "dec": S, "filter": S, "exptime_s": INT, "n_exp": INT, "priority": INT, "note": S}, ["target", "ra", "dec", "filter", "exptime_s", "n_exp"]),
        tool("get_block_status", "State, timing and progress of a block.", {"block_id": S}, ["block_id"]),
        tool("list_frames", "Raw frames written for a block.", {"block_id": S}, ["block_id"]),
    ])
    turns: list[tuple[str, str]] = []
    turns.append((call("get_weather"), mcp_text({"time_utc": "2024-09-14T23:02:15Z", "dome": "open", "sky": "clear", "seeing_arcsec": 1.1, "humidity_pct": 48, "wind_ms": 5.2, "wind_dir_deg": 310,
                                                 "temp_c": 14.6, "dew_point_c": 3.7, "sun_alt_deg": -47.9, "moon": {"illumination_pct": 83, "alt_deg": 31.4}, "safe_to_observe": True})))
    q1 = [
        ("OB-7731", "EXECUTING", "2", "NGC 6946 (SN monitoring)", "CCD, B V R I, 8 x 300 s", "3/8", "started 22:41:07, ends ~23:25"),
        ("OB-7736", "QUEUED", "2", "M31 nova patrol", "CCD, H-alpha, 6 x 180 s", "0/6", "est. 23:26-23:48"),
        ("OB-7739", "QUEUED", "1", "TOI-1431 b transit", "CCD, r', 120 x 60 s", "0/120", "fixed 00:10-03:40"),
        ("OB-7740", "QUEUED", "3", "SA 110 standards", "CCD, B V R I, 12 x 20 s", "0/12", "est. 03:45-03:58"),
    ]
    turns.append((call("list_queue"), mcp_text(_queue(q1, "23:02:40"))))
    exps = []
    for i, flt in enumerate(["B", "V", "R", "I", "B", "V", "R", "I"]):
        start = 41 * 60 + 40 + i * 325
        end = start + 300
        exps.append((i + 1, flt, f"22:{start // 60:02d}:{start % 60:02d}" if start < 3600 else f"23:{(start - 3600) // 60:02d}:{(start - 3600) % 60:02d}",
                     f"22:{end // 60:02d}:{end % 60:02d}" if end < 3600 else f"23:{(end - 3600) // 60:02d}:{(end - 3600) % 60:02d}"))
    fw = [1.18, 1.12, 1.09, 1.05, 1.21, 1.16, 1.24, 1.19]
    turns.append((call("get_block", block_id="OB-7731"), mcp_text({
        "block_id": "OB-7731", "state": "EXECUTING", "priority": 2, "pi": "L. Papadopoulou", "program": "2024B-017",
        "target": {"name": "NGC 6946", "ra": "20:34:52.3", "dec": "+60:09:14", "airmass_now": 1.21}, "setup": {"instrument": "CCD", "binning": "1x1", "filters": ["B", "V", "R", "I"], "exptime_s": 300, "n_exp": 8},
        "submitted_at": "2024-09-14T16:20:33Z", "started_at": "2024-09-14T22:41:07Z", "as_of": "2024-09-14T23:04:10Z", "progress": "4/8",
        "exposures": [{"n": n, "filter": f, "start": f"2024-09-14T{s}Z", "end": f"2024-09-14T{e}Z", "fwhm_arcsec": fw[n - 1], "status": "done"} for n, f, s, e in exps[:4]]
        + [{"n": 5, "filter": "B", "start": f"2024-09-14T{exps[4][2]}Z", "status": "exposing"}]})))
    turns.append((call("submit_block", target="ZTF24abjqvkc", ra="22:14:31.07", dec="+41:27:55.8", filter="r'", exptime_s=240, n_exp=3, priority=1, note="Rising transient, TNS classification request; needs r' point tonight"), mcp_text({
        "ok": True, "block_id": "OB-7745", "state": "QUEUED", "priority": 1, "submitted_at": "2024-09-14T23:05:12Z", "queue_position": 1,
        "est_start": "2024-09-14T23:26:00Z", "est_end": "2024-09-14T23:39:30Z", "note": "Priority 1 block will run after OB-7731 completes (blocks are not interrupted)."})))
    turns.append((call("get_block_status", block_id="OB-7731"), mcp_text({
        "block_id": "OB-7731", "state": "COMPLETED", "submitted_at": "2024-09-14T16:20:33Z", "started_at": "2024-09-14T22:41:07Z", "finished_at": "2024-09-14T23:25:02Z",
        "progress": "8/8", "mean_fwhm_arcsec": 1.16, "as_of": "2024-09-14T23:27:30Z", "next_block": "OB-7745"})))
    frames = [{"file": f"krt_20240914_{s[:5].replace(':', '')}_OB7731_{n:02d}_{f}.fits", "filter": f, "date_obs": f"2024-09-14T{s}Z", "exptime_s": 300, "fwhm_arcsec": fw[n - 1], "size_mb": 32.1}
              for n, f, s, e in exps]
    turns.append((call("list_frames", block_id="OB-7731"), mcp_text({"block_id": "OB-7731", "count": 8, "total_mb": 256.8, "frames": frames, "calibration": {"bias": "master_bias_20240914.fits", "flats": ["skyflat_B_20240914.fits", "skyflat_V_20240914.fits", "skyflat_R_20240914.fits", "skyflat_I_20240914.fits"]}})))
    turns.append((call("get_block_status", block_id="OB-7745"), mcp_text({
        "block_id": "OB-7745", "state": "EXECUTING", "submitted_at": "2024-09-14T23:05:12Z", "started_at": "2024-09-14T22:58:40Z", "finished_at": None,
        "progress": "1/3", "as_of": "2024-09-14T23:31:05Z",
        "exposures": [{"n": 1, "filter": "r'", "start": "2024-09-14T23:26:31Z", "end": "2024-09-14T23:30:31Z", "fwhm_arcsec": 1.27, "status": "done"},
                      {"n": 2, "filter": "r'", "start": "2024-09-14T23:30:56Z", "status": "exposing"}]})))
    q8 = [
        ("OB-7731", "COMPLETED", "2", "NGC 6946 (SN monitoring)", "CCD, B V R I, 8 x 300 s", "8/8", "done 23:25:02"),
        ("OB-7745", "EXECUTING", "1", "ZTF24abjqvkc", "CCD, r', 3 x 240 s", "1/3", "ends ~23:40"),
        ("OB-7736", "QUEUED", "2", "M31 nova patrol", "CCD, H-alpha, 6 x 180 s", "0/6", "est. 23:41-00:03"),
        ("OB-7739", "QUEUED", "1", "TOI-1431 b transit", "CCD, r', 120 x 60 s", "0/120", "fixed 00:10-03:40"),
        ("OB-7740", "QUEUED", "3", "SA 110 standards", "CCD, B V R I, 12 x 20 s", "0/12", "est. 03:45-03:58"),
    ]
    turns.append((call("list_queue"), mcp_text(_queue(q8, "23:31:40"))))
    rs.add(task=TASK, tid="h25-mcp-16", system=system, turns=turns,
           state="SkyQueue controller of the KRT-1.2 robotic telescope, night of 2024-09-14/15, all times UTC. Blocks run one at a time and are never interrupted.",
           bad=True, turn=7, kind="block reported as started before the time it was submitted")


# ---------------------------------------------------------------------------------------------------------
# 17 Linear (clean): cursor pagination, completing an issue and re-estimating move cycle scope/progress
# ---------------------------------------------------------------------------------------------------------
PRIO = {0: "No priority", 1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}


def _lin(uuid: str, ident: str, title: str, est: int, prio: int, who: str, state: str, updated: str, **kw: Any) -> dict[str, Any]:
    return {"id": uuid, "identifier": ident, "title": title, "estimate": est, "priority": prio, "priorityLabel": PRIO[prio], "assignee": {"name": who},
            "state": {"name": state, "type": "completed" if state == "Done" else "started"}, "updatedAt": updated, "url": f"https://linear.app/northwind/issue/{ident.lower()}", **kw}


def t17(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear GraphQL API for the Northwind workspace", [
        tool("list_cycles", "Cycles of a team with scope and progress.", {"teamKey": S, "filter": S}, ["teamKey"]),
        tool("list_issues", "Issues of a team, cursor-paginated.", {"teamKey": S, "cycle": S, "state": S, "first": INT, "after": S}, ["teamKey"]),
        tool("get_issue", "One issue with comments.", {"id": S}, ["id"]),
        tool("update_issue", "Update state, estimate, priority or assignee.", {"id": S, "stateId": S, "estimate": INT, "priority": INT}, ["id"]),
        tool("create_comment", "Comment on an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
    ])
    iss = [
        ("7c1e0a52-3f4b-4d8e-9a21-6b5c4d3e2f10", "ENG-2231", "Backfill search index for archived projects", 3, 2, "Rui Costa", "2024-09-16T08:12:44.310Z"),
        ("8d2f1b63-4a5c-4e9f-8b32-7c6d5e4f3a21", "ENG-2240", "Rate-limit webhook retries per workspace", 3, 3, "Mei Lin", "2024-09-13T15:40:02.118Z"),
        ("9e3a2c74-5b6d-4fa0-9c43-8d7e6f5a4b32", "ENG-2244", "Fix flaky e2e: invite flow", 1, 3, "Jakob Weber", "2024-09-17T10:05:51.902Z"),
        ("af4b3d85-6c7e-4ab1-8d54-9e8f7a6b5c43", "ENG-2247", "Migrate cron jobs to Temporal", 5, 2, "Rui Costa", "2024-09-12T17:22:19.447Z"),
        ("b05c4e96-7d8f-4bc2-9e65-af9a8b7c6d54", "ENG-2252", "Dark mode for admin console", 2, 4, "Sofia Rossi", "2024-09-11T09:31:07.660Z"),
        ("c16d5fa7-8e9a-4cd3-8f76-b0ab9c8d7e65", "ENG-2255", "Audit log export to S3", 3, 2, "Mei Lin", "2024-09-16T14:48:36.025Z"),
        ("d27e6ab8-9fab-4de4-9a87-c1bcad9e8f76", "ENG-2258", "Remove legacy v1 SDK endpoints", 2, 3, "Jakob Weber", "2024-09-10T11:16:58.873Z"),
        ("e38f7bc9-a0bc-4ef5-8b98-d2cdbeaf9a87", "ENG-2261", "p95 latency alert for GraphQL gateway", 1, 1, "Sofia Rossi", "2024-09-17T07:58:12.504Z"),
        ("f49a8cda-b1cd-4fa6-9ca9-e3decfb0ab98", "ENG-2263", "Upgrade Node 18 to 20 in workers", 2, 3, "Rui Costa", "2024-09-15T19:03:40.231Z"),
    ]

    def cycle(scope: int, done: int, started: int, as_of: str) -> dict[str, Any]:
        return {"id": "cyc_42_4b1d", "number": 42, "name": "Cycle 42", "startsAt": "2024-09-09T00:00:00.000Z", "endsAt": "2024-09-23T00:00:00.000Z", "isActive": True,
                "scope": scope, "completedScope": done, "inProgressScope": started, "progress": round(done / scope, 2), "issueCountHistory": [38, 39, 39, 41, 41, 42, 42, 42, 42],
                "asOf": as_of}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_cycles", teamKey="ENG", filter="active"), mcp_text({"data": {"team": {"key": "ENG", "name": "Engineering", "cycles": {"nodes": [cycle(48, 19, 22, "2024-09-17T11:20:00.000Z")]}}}})))
    turns.append((call("list_issues", teamKey="ENG", cycle="current", state="In Progress", first=6), mcp_text({"data": {"issues": {
        "nodes": [_lin(i[0], i[1], i[2], i[3], i[4], i[5], "In Progress", i[6]) for i in iss[:6]],
        "pageInfo": {"hasNextPage": True, "endCursor": "c16d5fa7-8e9a-4cd3-8f76-b0ab9c8d7e65"}}}})))
    turns.append((call("list_issues", teamKey="ENG", cycle="current", state="In Progress", first=6, after="c16d5fa7-8e9a-4cd3-8f76-b0ab9c8d7e65"), mcp_text({"data": {"issues": {
        "nodes": [_lin(i[0], i[1], i[2], i[3], i[4], i[5], "In Progress", i[6]) for i in iss[6:]],
        "pageInfo": {"hasNextPage": False, "endCursor": "f49a8cda-b1cd-4fa6-9ca9-e3decfb0ab98"}}}})))
    i0 = iss[0]
    turns.append((call("update_issue", id="ENG-2231", stateId="wfs_done_8e21"), mcp_text({"data": {"issueUpdate": {"success": True, "issue": _lin(
        i0[0], i0[1], i0[2], i0[3], i0[4], i0[5], "Done", "2024-09-17T11:24:31.870Z", completedAt="2024-09-17T11:24:31.870Z")}}})))
    i1 = iss[1]
    turns.append((call("update_issue", id="ENG-2240", estimate=5, priority=2), mcp_text({"data": {"issueUpdate": {"success": True, "issue": _lin(
        i1[0], i1[1], i1[2], 5, 2, i1[5], "In Progress", "2024-09-17T11:25:09.114Z")}}})))
    body = "Bumped to 5 pts / High: per-workspace buckets need a Redis Lua script plus a migration for the `webhook_limits` table. Splitting the dashboard part out if it slips."
    turns.append((call("create_comment", issueId="ENG-2240", body=body), mcp_text({"data": {"commentCreate": {"success": True, "comment": {
        "id": "5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d", "body": body, "createdAt": "2024-09-17T11:26:40.552Z", "user": {"name": "Mei Lin"}, "issue": {"identifier": "ENG-2240"}}}}})))
    turns.append((call("list_cycles", teamKey="ENG", filter="active"), mcp_text({"data": {"team": {"key": "ENG", "name": "Engineering", "cycles": {"nodes": [cycle(50, 22, 21, "2024-09-17T11:27:15.000Z")]}}}})))
    turns.append((call("get_issue", id="ENG-2240"), mcp_text({"data": {"issue": _lin(
        i1[0], i1[1], i1[2], 5, 2, i1[5], "In Progress", "2024-09-17T11:26:40.552Z", createdAt="2024-09-02T13:10:27.004Z", labels={"nodes": [{"name": "webhooks"}, {"name": "backend"}]},
        cycle={"number": 42}, project={"name": "Webhooks reliability"},
        description="Per-workspace token bucket for retry traffic so one noisy integration cannot starve the shared retry workers.",
        comments={"nodes": [{"id": "5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d", "body": body, "createdAt": "2024-09-17T11:26:40.552Z", "user": {"name": "Mei Lin"}}]})}})))
    rs.add(task=TASK, tid="h25-mcp-17", system=system, turns=turns,
           state="Linear workspace Northwind, team ENG, active Cycle 42 (2024-09-09 to 2024-09-22). Cycle scope and completed scope are in estimate points. The agent acts as Mei Lin on 2024-09-17 around 11:20 UTC.")


# ---------------------------------------------------------------------------------------------------------
# 18 GitHub releases (BAD): the tag ref's commit SHA differs from the SHA it was created on
# ---------------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    system = mcp_system("github", "GitHub REST API (git data, releases, Actions) for lanternhq/lantern", [
        tool("list_commits", "List commits on a branch.", {"owner": S, "repo": S, "sha": S, "per_page": INT}, ["owner", "repo"]),
        tool("get_commit", "One commit with its files.", {"owner": S, "repo": S, "ref": S}, ["owner", "repo", "ref"]),
        tool("list_tags", "Repository tags.", {"owner": S, "repo": S, "per_page": INT}, ["owner", "repo"]),
        tool("create_ref", "Create a git reference.", {"owner": S, "repo": S, "ref": S, "sha": S}, ["owner", "repo", "ref", "sha"]),
        tool("get_ref", "Get a git reference.", {"owner": S, "repo": S, "ref": S}, ["owner", "repo", "ref"]),
        tool("list_workflow_runs", "Workflow runs, filtered by event or branch.", {"owner": S, "repo": S, "event": S, "branch": S, "per_page": INT}, ["owner", "repo"]),
        tool("get_workflow_run", "One workflow run with its jobs.", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("create_release", "Create a release for a tag.", {"owner": S, "repo": S, "tag_name": S, "name": S, "body": S, "draft": B, "prerelease": B, "make_latest": S}, ["owner", "repo", "tag_name"]),
        tool("upload_release_asset", "Upload a file to a release.", {"owner": S, "repo": S, "release_id": INT, "path": S, "name": S}, ["owner", "repo", "release_id", "path"]),
        tool("list_releases", "Releases, newest first.", {"owner": S, "repo": S, "per_page": INT}, ["owner", "repo"]),
    ])
    sha = "9f3c2e1b84d07a6c5e29f1b3d70a8c4e62f5b917"
    commits = [
        (sha, "chore(release): 2.4.0", "Ines Duarte", "2024-07-02T08:47:19Z"),
        ("4b8d0e2fa61c37d95e0b8a4f1c2d6e73a9b5c018", "fix(router): keep query params on redirect (#1187)", "Kofi Boateng", "2024-07-01T16:05:44Z"),
        ("e07a5c3d92b14f68a0c1d7e5b3f9a2c4d8e6f150", "feat(cli): `lantern doctor` command (#1179)", "Ines Duarte", "2024-07-01T10:31:02Z"),
        ("2c6f9a1e47d03b58c2e9f0a7d4b1c6e8f3a5d092", "perf(render): memoize layout tree diff (#1183)", "Yara Haddad", "2024-06-28T14:12:37Z"),
        ("b51e8d0c36a24f97e1d0c5b8a3f6e9d2c7b4a061", "docs: migration notes for 2.4 (#1185)", "Kofi Boateng", "2024-06-28T09:44:50Z"),
        ("70d3b6a9f28e1c45d7a0b3e6f9c2d5a8e1b4c7f3", "chore(deps): bump esbuild to 0.21.5 (#1181)", "dependabot[bot]", "2024-06-27T03:02:11Z"),
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_commits", owner="lanternhq", repo="lantern", sha="main", per_page=6), mcp_text([
        {"sha": s, "commit": {"message": m, "author": {"name": a, "date": d}}, "html_url": f"https://github.com/lanternhq/lantern/commit/{s}"} for s, m, a, d in commits])))
    turns.append((call("get_commit", owner="lanternhq", repo="lantern", ref=sha), mcp_text({
        "sha": sha, "commit": {"message": "chore(release): 2.4.0", "author": {"name": "Ines Duarte", "date": "2024-07-02T08:47:19Z"}, "verification": {"verified": True, "reason": "valid"}},
        "parents": [{"sha": "4b8d0e2fa61c37d95e0b8a4f1c2d6e73a9b5c018"}], "stats": {"total": 58, "additions": 52, "deletions": 6},
        "files": [{"filename": "package.json", "status": "modified", "additions": 1, "deletions": 1, "patch": "@@ -1,6 +1,6 @@\n {\n   \"name\": \"lantern\",\n-  \"version\": \"2.3.2\",\n+  \"version\": \"2.4.0\",\n   \"type\": \"module\","},
                  {"filename": "CHANGELOG.md", "status": "modified", "additions": 49, "deletions": 3},
                  {"filename": "packages/cli/package.json", "status": "modified", "additions": 2, "deletions": 2}]})))
    tags = [("v2.3.2", "1d7c4a0e95b38f26c1a9e4d7b0f3c6a2e5d8b140"), ("v2.3.1", "a8e2f5c1d49b07e36a1f8c4d2b9e5a7c0f3d6e21"), ("v2.3.0", "5f0b3e8a2c61d94f7b2e0a5c8d1f4b7e3a6c9d02"),
            ("v2.2.4", "c3a6d9f2e05b18c47d3a6f9e2b5c8a1d4f7e0b63"), ("v2.2.3", "0e9b2c5f8a13d67e4b0c3f6a9d2e5b8c1f4a7d90")]
    turns.append((call("list_tags", owner="lanternhq", repo="lantern", per_page=5), mcp_text([
        {"name": n, "commit": {"sha": s, "url": f"https://api.github.com/repos/lanternhq/lantern/commits/{s}"}, "zipball_url": f"https://api.github.com/repos/lanternhq/lantern/zipball/refs/tags/{n}"} for n, s in tags])))
    ref = {"ref": "refs/tags/v2.4.0", "node_id": "REF_kwDOJx3Q9LByZWZzL3RhZ3MvdjIuNC4w", "url": "https://api.github.com/repos/lanternhq/lantern/git/refs/tags/v2.4.0",
           "object": {"sha": sha, "type": "commit", "url": f"https://api.github.com/repos/lanternhq/lantern/git/commits/{sha}"}}
    turns.append((call("create_ref", owner="lanternhq", repo="lantern", ref="refs/tags/v2.4.0", sha=sha), mcp_text(ref)))
    run = {"id": 9748213056, "name": "Release", "event": "push", "head_branch": "v2.4.0", "head_sha": sha, "run_number": 214, "run_attempt": 1, "path": ".github/workflows/release.yml",
           "created_at": "2024-07-02T09:03:41Z", "html_url": "https://github.com/lanternhq/lantern/actions/runs/9748213056"}
    turns.append((call("list_workflow_runs", owner="lanternhq", repo="lantern", event="push", branch="v2.4.0", per_page=5), mcp_text({"total_count": 1, "workflow_runs": [
        {**run, "status": "queued", "conclusion": None, "updated_at": "2024-07-02T09:03:43Z"}]})))

    def jobs(states: list[tuple[str, str, Any]]) -> list[dict[str, Any]]:
        return [{"name": n, "status": s, "conclusion": c} for n, s, c in states]
    turns.append((call("get_workflow_run", owner="lanternhq", repo="lantern", run_id=9748213056), mcp_text({**run, "status": "in_progress", "conclusion": None, "updated_at": "2024-07-02T09:06:12Z",
                  "run_started_at": "2024-07-02T09:03:52Z", "jobs": jobs([("build", "completed", "success"), ("test (node 18)", "completed", "success"), ("test (node 20)", "in_progress", None),
                                                                          ("publish-npm", "queued", None), ("pack-tarball", "queued", None)])})))
    turns.append((call("get_workflow_run", owner="lanternhq", repo="lantern", run_id=9748213056), mcp_text({**run, "status": "completed", "conclusion": "success", "updated_at": "2024-07-02T09:11:37Z",
                  "run_started_at": "2024-07-02T09:03:52Z", "jobs": jobs([("build", "completed", "success"), ("test (node 18)", "completed", "success"), ("test (node 20)", "completed", "success"),
                                                                          ("publish-npm", "completed", "success"), ("pack-tarball", "completed", "success")]),
                  "artifacts": [{"name": "lantern-2.4.0.tgz", "size_in_bytes": 412877}]})))
    notes = "## Features\n- `lantern doctor` diagnoses config and cache problems (#1179)\n\n## Performance\n- Layout tree diff is memoized, ~18% faster re-render on large pages (#1183)\n\n## Fixes\n- Router keeps query params on redirect (#1187)\n\nSee docs/migration-2.4.md."
    rel = {"id": 163088417, "tag_name": "v2.4.0", "target_commitish": "main", "name": "v2.4.0", "draft": False, "prerelease": False, "created_at": "2024-07-02T08:47:19Z",
           "published_at": "2024-07-02T09:13:05Z", "author": {"login": "inesduarte"}, "html_url": "https://github.com/lanternhq/lantern/releases/tag/v2.4.0",
           "tarball_url": "https://api.github.com/repos/lanternhq/lantern/tarball/v2.4.0", "body": notes}
    turns.append((call("create_release", owner="lanternhq", repo="lantern", tag_name="v2.4.0", name="v2.4.0", body=notes, draft=False, prerelease=False, make_latest="false"), mcp_text({**rel, "assets": []})))
    asset = {"id": 178420991, "name": "lantern-2.4.0.tgz", "content_type": "application/gzip", "size": 412877, "state": "uploaded", "download_count": 0, "created_at": "2024-07-02T09:14:22Z",
             "browser_download_url": "https://github.com/lanternhq/lantern/releases/download/v2.4.0/lantern-2.4.0.tgz"}
    turns.append((call("upload_release_asset", owner="lanternhq", repo="lantern", release_id=163088417, path="./dist/lantern-2.4.0.tgz", name="lantern-2.4.0.tgz"), mcp_text(asset)))
    bad_sha = "9f3c2e1b84d07a6c5e29f1d3d70a8c4e62f5b917"
    turns.append((call("get_ref", owner="lanternhq", repo="lantern", ref="tags/v2.4.0"), mcp_text({**ref, "object": {"sha": bad_sha, "type": "commit", "url": f"https://api.github.com/repos/lanternhq/lantern/git/commits/{bad_sha}"}})))
    prev = {"id": 159244102, "tag_name": "v2.3.2", "target_commitish": "main", "name": "v2.3.2", "draft": False, "prerelease": False, "published_at": "2024-06-14T12:20:48Z",
            "assets": [{"name": "lantern-2.3.2.tgz", "size": 404391, "download_count": 1873}]}
    turns.append((call("list_releases", owner="lanternhq", repo="lantern", per_page=2), mcp_text([
        {k: v for k, v in rel.items() if k != "body"} | {"assets": [{"name": "lantern-2.4.0.tgz", "size": 412877, "download_count": 3}]}, prev])))
    turns.append((call("create_release", owner="lanternhq", repo="lantern", tag_name="v2.4.0", make_latest="true"), mcp_text(
        {"message": "Validation Failed", "errors": [{"resource": "Release", "code": "already_exists", "field": "tag_name"}], "documentation_url": "https://docs.github.com/rest/releases/releases#create-a-release", "status": "422"})))
    rs.add(task=TASK, tid="h25-mcp-18", system=system, turns=turns,
           state="Repository lanternhq/lantern. The release commit for 2.4.0 is already on main; the agent (inesduarte) tags it, waits for the Release workflow and publishes the GitHub release, 2024-07-02 around 09:00 UTC.",
           bad=True, turn=10, kind="tag ref v2.4.0 points at a commit SHA that differs from the one it was created on")


# ---------------------------------------------------------------------------------------------------------
# 19 brewery batch tracker (clean): gravity falls, SG vs Plato, transfer loses volume, crash-cooling
# ---------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    system = mcp_system("mashtun", "production tracker of Kiln & Keel Brewing: batches, vessels, gravity log, tank telemetry", [
        tool("list_batches", "Active batches.", {"status": S}, []),
        tool("get_batch", "A batch with its gravity log and additions.", {"batch_id": S}, ["batch_id"]),
        tool("log_gravity_reading", "Record a specific-gravity reading.", {"batch_id": S, "sg": NUM, "temp_c": NUM, "method": S}, ["batch_id", "sg"]),
        tool("update_batch_status", "Move a batch to another production stage.", {"batch_id": S, "status": S, "note": S}, ["batch_id", "status"]),
        tool("transfer_batch", "Transfer a batch between vessels.", {"batch_id": S, "from_vessel": S, "to_vessel": S}, ["batch_id", "from_vessel", "to_vessel"]),
        tool("get_tank_telemetry", "Live sensors of a vessel.", {"vessel": S}, ["vessel"]),
    ])
    b243 = {"batch_id": "B-243", "beer": "Harbour Pils", "style": "German Pilsner", "vessel": "FV-1", "status": "fermenting", "volume_hl": 24.0, "og": 1.048, "last_sg": 1.020}
    b244 = {"batch_id": "B-244", "beer": "Tarred Oat Stout", "style": "Oatmeal Stout", "vessel": "FV-5", "status": "fermenting", "volume_hl": 12.0, "og": 1.058, "last_sg": 1.030}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_batches", status="fermenting"), pj({"as_of": "2024-04-09T10:05:31+01:00", "batches": [
        {"batch_id": "B-241", "beer": "Cloudline", "style": "Hazy IPA", "vessel": "FV-3", "status": "fermenting", "volume_hl": 19.5, "og": 1.064, "last_sg": 1.014, "last_reading": "26 h ago", "day": 7},
        {**b243, "last_reading": "3 h ago", "day": 5}, {**b244, "last_reading": "20 h ago", "day": 3}]})))
    tel = [("09:15", 19.7), ("09:30", 19.8), ("09:45", 19.9), ("10:00", 19.8)]
    turns.append((call("get_tank_telemetry", vessel="FV-3"), pj({"vessel": "FV-3", "capacity_hl": 20, "batch_id": "B-241", "temp_c": 19.8, "setpoint_c": 20.0, "pressure_bar": 0.9, "glycol_valve_pct": 12,
                                                                 "level_hl": 19.5, "read_at": "2024-04-09T10:06:02+01:00", "last_hour": [{"t": t, "temp_c": v} for t, v in tel]})))
    turns.append((call("log_gravity_reading", batch_id="B-241", sg=1.012, temp_c=20.0, method="hydrometer (temp-corrected)"), pj({
        "ok": True, "reading_id": "GR-10552", "batch_id": "B-241", "sg": 1.012, "plato": 3.07, "taken_at": "2024-04-09T10:09:44+01:00",
        "abv_est_pct": 6.83, "apparent_attenuation_pct": 81.3, "change_24h_sg": -0.002, "hint": "Two readings 24 h apart within 0.002: fermentation likely complete."})))
    turns.append((call("get_batch", batch_id="B-241"), pj({
        "batch_id": "B-241", "beer": "Cloudline", "style": "Hazy IPA", "status": "fermenting", "vessel": "FV-3", "brewed": "2024-04-02", "volume_hl": 19.5,
        "yeast": "London Ale III (1318), 2nd generation", "og": 1.064, "og_plato": 15.68, "target_fg": 1.012,
        "gravity_log": [
            {"taken_at": "2024-04-02T16:40:00+01:00", "sg": 1.064, "plato": 15.68},
            {"taken_at": "2024-04-04T09:12:00+01:00", "sg": 1.038, "plato": 9.52},
            {"taken_at": "2024-04-06T08:55:00+01:00", "sg": 1.019, "plato": 4.84},
            {"taken_at": "2024-04-08T08:10:00+01:00", "sg": 1.014, "plato": 3.58},
            {"taken_at": "2024-04-09T10:09:44+01:00", "sg": 1.012, "plato": 3.07}],
        "additions": [
            {"day": 2, "what": "Citra T90", "kg": 8.0, "type": "biotransformation dry hop"},
            {"day": 5, "what": "Mosaic Cryo + Nelson Sauvin", "kg": 14.0, "type": "dry hop"}],
        "abv_est_pct": 6.83, "apparent_attenuation_pct": 81.3})))
    turns.append((call("update_batch_status", batch_id="B-241", status="conditioning", note="FG reached (1.012 twice within 0.002), diacetyl test negative"), pj({
        "ok": True, "batch_id": "B-241", "status": "conditioning", "previous_status": "fermenting", "changed_at": "2024-04-09T10:14:20+01:00"})))
    turns.append((call("transfer_batch", batch_id="B-241", from_vessel="FV-3", to_vessel="BT-1"), pj({
        "ok": True, "transfer_id": "TF-0388", "batch_id": "B-241", "from": {"vessel": "FV-3", "volume_hl": 19.5, "status_after": "dirty - CIP pending"},
        "to": {"vessel": "BT-1", "volume_hl": 19.1}, "loss_hl": 0.4, "loss_reason": "yeast and hop sediment left in cone",
        "started_at": "2024-04-09T10:20:05+01:00", "finished_at": "2024-04-09T10:58:40+01:00"})))
    tel2 = [("11:00", 12.6), ("11:05", 10.9), ("11:10", 9.5)]
    turns.append((call("get_tank_telemetry", vessel="BT-1"), pj({"vessel": "BT-1", "capacity_hl": 25, "batch_id": "B-241", "temp_c": 8.4, "setpoint_c": 1.0, "pressure_bar": 0.2, "glycol_valve_pct": 100,
                                                                 "carbonation_vol": 1.4, "level_hl": 19.1, "read_at": "2024-04-09T11:12:18+01:00", "mode": "crash cooling",
                                                                 "last_hour": [{"t": t, "temp_c": v} for t, v in tel2]})))
    turns.append((call("list_batches"), pj({"as_of": "2024-04-09T11:13:05+01:00", "batches": [
        {"batch_id": "B-241", "beer": "Cloudline", "style": "Hazy IPA", "vessel": "BT-1", "status": "conditioning", "volume_hl": 19.1, "og": 1.064, "last_sg": 1.012, "last_reading": "1 h ago", "day": 7},
        {**b243, "last_reading": "4 h ago", "day": 5}, {**b244, "last_reading": "21 h ago", "day": 3}],
        "vessels": {"FV-1": "B-243", "FV-3": "dirty - CIP pending", "FV-5": "B-244", "BT-1": "B-241", "BT-2": "empty, clean"}})))
    rs.add(task=TASK, tid="h25-mcp-19", system=system, turns=turns,
           state="Mashtun tracker of Kiln & Keel Brewing (Falmouth), 2024-04-09 from 10:05 BST. Gravity is stored as SG; Plato is derived. ABV estimate = (OG - SG) x 131.25.")


# ---------------------------------------------------------------------------------------------------------
# 20 3D print farm (clean): progress and temperatures move, a new job starts heating then printing
# ---------------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    system = mcp_system("printfleet", "print-farm manager for six FDM printers (OctoPrint backends): printers, jobs, files, queue", [
        tool("list_printers", "All printers with state and current job.", {}, []),
        tool("get_job", "Current job of a printer with temperatures.", {"printer_id": S}, ["printer_id"]),
        tool("upload_file", "Upload G-code to shared storage and analyse it.", {"path": S, "name": S}, ["path"]),
        tool("get_queue", "Jobs waiting for a compatible free printer.", {}, []),
        tool("start_job", "Start a file on a specific printer.", {"printer_id": S, "file_id": S}, ["printer_id", "file_id"]),
    ])

    def printers(t: int) -> str:
        rows = {
            1: [("P-01", "Prusa MK4", "idle", "PLA black", "-", "nozzle 24C bed 23C"),
                ("P-02", "Prusa MK4", "idle", "PETG clear", "-", "nozzle 22C bed 22C"),
                ("P-03", "Bambu X1C", "paused", "PLA white", "spool_holder_v3.gcode 63.0% (filament runout)", "nozzle 170C bed 55C"),
                ("P-04", "Voron 2.4", "printing", "ABS grey", "bracket_v7.gcode 42.3%, 1h 52m left", "nozzle 250C bed 105C"),
                ("P-05", "Prusa XL", "printing", "PETG black", "cable_clip_x40.gcode 71.8%, 0h 38m left", "nozzle 240C bed 85C"),
                ("P-06", "Bambu X1C", "offline", "-", "-", "maintenance: hotend swap")],
            9: [("P-01", "Prusa MK4", "idle", "PLA black", "-", "nozzle 24C bed 23C"),
                ("P-02", "Prusa MK4", "printing", "PETG clear", "enclosure_hinge.gcode 1.9%, 2h 44m left", "nozzle 215C bed 65C"),
                ("P-03", "Bambu X1C", "paused", "PLA white", "spool_holder_v3.gcode 63.0% (filament runout)", "nozzle 170C bed 55C"),
                ("P-04", "Voron 2.4", "printing", "ABS grey", "bracket_v7.gcode 49.6%, 1h 33m left", "nozzle 250C bed 105C"),
                ("P-05", "Prusa XL", "printing", "PETG black", "cable_clip_x40.gcode 90.4%, 0h 12m left", "nozzle 240C bed 85C"),
                ("P-06", "Bambu X1C", "offline", "-", "-", "maintenance: hotend swap")]}[t]
        now = {1: "15:01:48", 9: "15:21:30"}[t]
        out = [f"Print farm 'Makerspace Nord' - {now} CEST", "", f"{'ID':<6}{'MODEL':<11}{'STATE':<10}{'MATERIAL':<12}{'JOB':<48}TEMPS"]
        out += [f"{a:<6}{b:<11}{c:<10}{d:<12}{e:<48}{f}" for a, b, c, d, e, f in rows]
        out.append(f"\nQueue: 3 jobs waiting | Printers: {sum(r[2] == 'printing' for r in rows)} printing, {sum(r[2] == 'idle' for r in rows)} idle, 1 paused, 1 offline")
        return "\n".join(out)
    turns: list[tuple[str, str]] = []
    turns.append((call("list_printers"), mcp_text(printers(1))))

    def p04(now: str, pct: float, layer: int, left: str, elapsed: str) -> dict[str, Any]:
        return {"printer_id": "P-04", "state": "printing", "as_of": now, "job": {"job_id": "J-9907", "file": "bracket_v7.gcode", "progress_pct": pct, "layer": f"{layer}/279",
                "elapsed": elapsed, "time_left": left, "started_at": "2024-05-22T13:40:31+02:00", "filament_used_m": round(41.7 * pct / 100, 1)},
                "temps": {"nozzle": {"actual": 250.2, "target": 250}, "bed": {"actual": 104.8, "target": 105}, "chamber": {"actual": 47.5 if pct < 45 else 48.1, "target": None}}}
    turns.append((call("get_job", printer_id="P-04"), mcp_text(p04("2024-05-22T15:02:10+02:00", 42.3, 118, "1h 52m", "1h 21m"))))
    turns.append((call("upload_file", path="/home/maker/exports/enclosure_hinge.gcode", name="enclosure_hinge.gcode"), mcp_text({
        "file_id": "f_8c21d7", "name": "enclosure_hinge.gcode", "size_bytes": 4381912, "size": "4.2 MB", "uploaded_at": "2024-05-22T15:04:37+02:00",
        "analysis": {"est_print_time": "2h 48m", "filament_m": 38.4, "filament_g": 115, "material": "PETG", "nozzle_c": 215, "bed_c": 65, "layers": 212, "bbox_mm": [184.0, 92.5, 42.4]},
        "compatible_printers": ["P-02", "P-05"]})))
    turns.append((call("get_queue"), mcp_text({"jobs": [
        {"queue_id": "Q-551", "file": "gear_housing_v2.gcode", "material": "PLA", "requested_by": "tobias", "queued_at": "2024-05-22T11:20:04+02:00", "est": "3h 10m"},
        {"queue_id": "Q-552", "file": "sensor_mount_x6.gcode", "material": "PLA", "requested_by": "amira", "queued_at": "2024-05-22T12:47:51+02:00", "est": "1h 25m"},
        {"queue_id": "Q-553", "file": "drawer_label_holders.gcode", "material": "PETG", "requested_by": "lena", "queued_at": "2024-05-22T14:30:13+02:00", "est": "0h 55m"}],
        "note": "Q-551 and Q-552 wait for P-03 (PLA white) or P-01 after its material check."})))
    turns.append((call("start_job", printer_id="P-02", file_id="f_8c21d7"), mcp_text({"ok": True, "printer_id": "P-02", "job_id": "J-9921", "file": "enclosure_hinge.gcode", "state": "heating",
                                                                                      "started_at": "2024-05-22T15:09:05+02:00"})))
    turns.append((call("get_job", printer_id="P-02"), mcp_text({"printer_id": "P-02", "state": "heating", "as_of": "2024-05-22T15:10:20+02:00",
                                                               "job": {"job_id": "J-9921", "file": "enclosure_hinge.gcode", "progress_pct": 0.0, "layer": "0/212", "elapsed": "0h 01m", "time_left": "2h 48m", "started_at": "2024-05-22T15:09:05+02:00"},
                                                               "temps": {"nozzle": {"actual": 184.6, "target": 215}, "bed": {"actual": 58.3, "target": 65}}})))
    turns.append((call("get_job", printer_id="P-04"), mcp_text(p04("2024-05-22T15:17:40+02:00", 47.9, 134, "1h 37m", "1h 37m"))))
    turns.append((call("get_job", printer_id="P-02"), mcp_text({"printer_id": "P-02", "state": "printing", "as_of": "2024-05-22T15:19:50+02:00",
                                                               "job": {"job_id": "J-9921", "file": "enclosure_hinge.gcode", "progress_pct": 0.8, "layer": "1/212", "elapsed": "0h 10m", "time_left": "2h 46m", "started_at": "2024-05-22T15:09:05+02:00", "note": "mesh bed leveling done 15:16"},
                                                               "temps": {"nozzle": {"actual": 215.1, "target": 215}, "bed": {"actual": 65.0, "target": 65}}})))
    turns.append((call("list_printers"), mcp_text(printers(9))))
    rs.add(task=TASK, tid="h25-mcp-20", system=system, turns=turns,
           state="PrintFleet manager of Makerspace Nord, six printers, 2024-05-22 from 15:00 CEST. Progress is by file position, so it is not linear in time; time-left estimates are recomputed continuously.")


# ---------------------------------------------------------------------------------------------------------
# 21 vet clinic scheduler (BAD): day total does not follow the bookings and cancellation
# ---------------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    system = mcp_system("pawsched", "appointment scheduler of Eastgate Animal Hospital: vets, day summaries, appointments, patients", [
        tool("list_vets", "Vets on duty for a date.", {"date": S}, ["date"]),
        tool("get_day_summary", "Booked, cancelled and open slots for a date, per vet.", {"date": S}, ["date"]),
        tool("list_appointments", "Appointments of one vet on a date.", {"date": S, "vet_id": S}, ["date", "vet_id"]),
        tool("get_patient", "Patient record.", {"patient_id": S}, ["patient_id"]),
        tool("book_appointment", "Book a slot.", {"date": S, "vet_id": S, "time": S, "patient_id": S, "reason": S}, ["date", "vet_id", "time", "patient_id"]),
        tool("cancel_appointment", "Cancel an appointment (frees the slot).", {"appointment_id": S, "reason": S}, ["appointment_id"]),
        tool("reschedule_appointment", "Move an appointment to another slot of the same vet.", {"appointment_id": S, "time": S}, ["appointment_id", "time"]),
    ])
    date = "2024-11-07"
    vets = {"V-01": "Dr. Amara Adeyemi", "V-02": "Dr. Nils Lindqvist", "V-03": "Dr. Camille Moreau"}
    slots = ["09:00", "09:45", "10:30", "11:15", "14:00", "14:45", "15:30", "16:15"]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_vets", date=date), pj({"date": date, "clinic": "Eastgate Animal Hospital", "vets": [
        {"vet_id": "V-01", "name": vets["V-01"], "room": "Exam 1", "focus": ["internal medicine", "dermatology"], "hours": "09:00-17:00", "slots": slots},
        {"vet_id": "V-02", "name": vets["V-02"], "room": "Exam 2", "focus": ["general practice", "vaccinations"], "hours": "09:00-17:00", "slots": slots},
        {"vet_id": "V-03", "name": vets["V-03"], "room": "Exam 3 / dental suite", "focus": ["dentistry", "feline medicine"], "hours": "09:00-17:00", "slots": slots}],
        "slot_length_min": 40})))

    def summary(booked: int, cancelled: int, per: dict[str, int], now: str) -> str:
        return pj({"date": date, "as_of": now, "total_slots": 24, "booked": booked, "cancelled": cancelled, "open_slots": 24 - sum(per.values()),
                   "by_vet": [{"vet_id": v, "name": vets[v], "booked": n, "open": 8 - n} for v, n in per.items()]})
    turns.append((call("get_day_summary", date=date), summary(14, 2, {"V-01": 5, "V-02": 6, "V-03": 3}, "2024-11-06T16:02:11-05:00")))

    def appt(aid: str, time: str, pet: str, species: str, pid: str, owner: str, reason: str, status: str = "booked") -> dict[str, Any]:
        return {"appointment_id": aid, "time": time, "patient": {"patient_id": pid, "name": pet, "species": species}, "owner": owner, "reason": reason, "status": status}
    v2 = [appt("APT-77201", "09:00", "Rufus", "dog", "P-38801", "Helen Park", "annual exam"),
          appt("APT-77215", "09:45", "Pepper", "cat", "P-39112", "Marcus Bell", "vaccination (FVRCP)"),
          appt("APT-77233", "11:15", "Juno", "dog", "P-40007", "Sara Lind", "ear infection recheck"),
          appt("APT-77240", "14:00", "Kiwi", "budgie", "P-40150", "Tom Alvarez", "beak trim"),
          appt("APT-77251", "14:45", "Luna", "dog", "P-36620", "Priya Shah", "limping, left hind"),
          appt("APT-77262", "15:30", "Oscar", "cat", "P-37745", "Dana Cole", "weight check")]
    turns.append((call("list_appointments", date=date, vet_id="V-02"), pj({"date": date, "vet_id": "V-02", "vet": vets["V-02"], "appointments": v2, "open_slots": ["10:30", "16:15"]})))
    turns.append((call("get_patient", patient_id="P-40218"), pj({"patient_id": "P-40218", "name": "Biscuit", "species": "dog", "breed": "Beagle", "sex": "male, neutered", "born": "2021-03-14",
                                                                "weight_kg": 12.4, "owner": {"name": "Jamal Okoye", "phone": "+1 614 555 0143"}, "alerts": ["nervous with nail trims"],
                                                                "vaccinations": [{"vaccine": "DHPP", "due": "2024-11-10"}, {"vaccine": "Rabies (3y)", "due": "2026-02-02"}, {"vaccine": "Leptospirosis", "due": "2024-11-10"}],
                                                                "last_visit": "2023-11-08"})))
    turns.append((call("book_appointment", date=date, vet_id="V-02", time="10:30", patient_id="P-40218", reason="DHPP + leptospirosis boosters"), pj(
        {"ok": True, "appointment": {**appt("APT-77310", "10:30", "Biscuit", "dog", "P-40218", "Jamal Okoye", "DHPP + leptospirosis boosters"), "vet_id": "V-02", "date": date, "created_at": "2024-11-06T16:04:27-05:00"}})))
    turns.append((call("book_appointment", date=date, vet_id="V-03", time="14:45", patient_id="P-40391", reason="dental check, bad breath"), pj(
        {"ok": True, "appointment": {**appt("APT-77311", "14:45", "Mochi", "cat", "P-40391", "Lena Fischer", "dental check, bad breath"), "vet_id": "V-03", "date": date, "created_at": "2024-11-06T16:05:52-05:00"}})))
    turns.append((call("cancel_appointment", appointment_id="APT-77268", reason="owner called: pet recovered, will rebook if needed"), pj(
        {"ok": True, "appointment_id": "APT-77268", "status": "cancelled", "was": {"date": date, "time": "09:00", "vet_id": "V-01", "patient": "Nala (P-38470)"}, "slot_freed": True, "cancelled_at": "2024-11-06T16:07:03-05:00"})))
    v1 = [appt("APT-77268", "09:00", "Nala", "cat", "P-38470", "Grace Kim", "vomiting x2 days", status="cancelled"),
          appt("APT-77222", "09:45", "Bruno", "dog", "P-35519", "Leo Russo", "skin allergy follow-up"),
          appt("APT-77236", "11:15", "Maple", "rabbit", "P-39904", "Ivy Chen", "dental overgrowth"),
          appt("APT-77255", "14:45", "Ziggy", "dog", "P-40021", "Omar Farah", "bloodwork review"),
          appt("APT-77264", "15:30", "Cleo", "cat", "P-37033", "Nora Blake", "thyroid recheck")]
    turns.append((call("list_appointments", date=date, vet_id="V-01"), pj({"date": date, "vet_id": "V-01", "vet": vets["V-01"], "appointments": v1, "open_slots": ["09:00", "10:30", "14:00", "16:15"]})))
    turns.append((call("reschedule_appointment", appointment_id="APT-77311", time="16:15"), pj(
        {"ok": True, "appointment_id": "APT-77311", "vet_id": "V-03", "from": "14:45", "to": "16:15", "date": date, "updated_at": "2024-11-06T16:09:40-05:00"})))
    v3 = [appt("APT-77219", "09:45", "Shadow", "cat", "P-36118", "Ben Ortiz", "dental cleaning (pre-op bloods done)"),
          appt("APT-77238", "11:15", "Pickles", "ferret", "P-39350", "Ada Novak", "adrenal disease consult"),
          appt("APT-77247", "14:00", "Toffee", "dog", "P-38092", "Ruth Obi", "tooth extraction recheck"),
          appt("APT-77311", "16:15", "Mochi", "cat", "P-40391", "Lena Fischer", "dental check, bad breath")]
    turns.append((call("list_appointments", date=date, vet_id="V-03"), pj({"date": date, "vet_id": "V-03", "vet": vets["V-03"], "appointments": v3, "open_slots": ["09:00", "10:30", "14:45", "15:30"]})))
    turns.append((call("get_day_summary", date=date), summary(16, 3, {"V-01": 4, "V-02": 7, "V-03": 4}, "2024-11-06T16:10:58-05:00")))
    rs.add(task=TASK, tid="h25-mcp-21", system=system, turns=turns,
           state="PawSched of Eastgate Animal Hospital (Columbus, OH). The agent is the front-desk assistant preparing Thursday 2024-11-07 on the afternoon of 2024-11-06. Each vet has 8 slots; cancelled appointments free their slot and are not counted as booked.",
           bad=True, turn=11, kind="day summary's booked total (16) does not follow 14 booked + 2 new - 1 cancelled and disagrees with its own per-vet counts")


# ---------------------------------------------------------------------------------------------------------
# 22 Slack (BAD): the channel topic the agent just set reads back as the old topic
# ---------------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    system = mcp_system("slack", "Slack Web API for the workspace 'Tillwater' (bot token of the incident assistant)", [
        tool("conversations_list", "List channels.", {"types": S, "limit": INT, "exclude_archived": B}, []),
        tool("conversations_info", "Channel details.", {"channel": S, "include_num_members": B}, ["channel"]),
        tool("conversations_setTopic", "Set a channel topic.", {"channel": S, "topic": S}, ["channel", "topic"]),
        tool("chat_postMessage", "Post a message.", {"channel": S, "text": S, "thread_ts": S}, ["channel", "text"]),
        tool("conversations_replies", "Messages of a thread.", {"channel": S, "ts": S, "limit": INT}, ["channel", "ts"]),
        tool("users_info", "A user's profile.", {"user": S}, ["user"]),
        tool("reactions_add", "Add an emoji reaction.", {"channel": S, "timestamp": S, "name": S}, ["channel", "timestamp", "name"]),
    ])
    old_topic = "Investigating elevated 502s on checkout | IC: @dana.okafor"
    new_topic = "SEV2 · Mitigated 14:32 UTC (rolled back checkout-api 5.18.0) · IC: @dana.okafor · next update 15:00 UTC"
    chans = [
        {"id": "C01A2B3C4D5", "name": "general", "is_channel": True, "is_archived": False, "num_members": 412, "topic": {"value": "Company-wide announcements"}, "created": 1546300800},
        {"id": "C02K9L8M7N6", "name": "incidents", "is_channel": True, "is_archived": False, "num_members": 138, "topic": {"value": "Incident declarations. Use /incident to open one."}, "created": 1579046400},
        {"id": "C06J8Q2LM9T", "name": "inc-2291-payments", "is_channel": True, "is_archived": False, "num_members": 14, "topic": {"value": old_topic}, "created": 1718026988},
        {"id": "C05P4Q3R2S1", "name": "sre-oncall", "is_channel": True, "is_archived": False, "num_members": 23, "topic": {"value": "Primary: @ravi.menon · Secondary: @ola.berg"}, "created": 1651363200},
        {"id": "C03T6U5V4W3", "name": "deploys", "is_channel": True, "is_archived": False, "num_members": 96, "topic": {"value": "Deploy bot feed. Freeze: none"}, "created": 1598918400},
        {"id": "C04X1Y2Z3A4", "name": "payments-eng", "is_channel": True, "is_archived": False, "num_members": 31, "topic": {"value": "Payments team · standup 09:45"}, "created": 1612137600},
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("conversations_list", types="public_channel", limit=6, exclude_archived=True), mcp_text({"ok": True, "channels": chans, "response_metadata": {"next_cursor": "dGVhbTpDMDdCOUdFRjQ0Ng=="}})))

    def info(topic: str, creator: str, last_set: int) -> dict[str, Any]:
        return {"ok": True, "channel": {"id": "C06J8Q2LM9T", "name": "inc-2291-payments", "is_channel": True, "is_private": False, "is_archived": False, "created": 1718026988, "creator": "U02DANAOKF1",
                                        "num_members": 14, "topic": {"value": topic, "creator": creator, "last_set": last_set},
                                        "purpose": {"value": "INC-2291: checkout 502s after checkout-api 5.18.0 deploy", "creator": "U02DANAOKF1", "last_set": 1718026988},
                                        "last_read": "1718029955.871239", "is_member": True}}
    turns.append((call("conversations_info", channel="C06J8Q2LM9T", include_num_members=True), mcp_text(info(old_topic, "U02DANAOKF1", 1718027405))))
    turns.append((call("conversations_setTopic", channel="C06J8Q2LM9T", topic=new_topic), mcp_text({"ok": True, "channel": info(new_topic, "U07INCBOT01", 1718029980)["channel"]})))
    msg = "*INC-2291 update (14:35 UTC)*\n• Mitigated 14:32 UTC by rolling back checkout-api 5.18.0 -> 5.17.3\n• 502 rate back to baseline (0.04%), p99 latency 410 ms\n• Root cause under investigation: connection-pool exhaustion in the new PSP client\n• Next update 15:00 UTC"
    turns.append((call("chat_postMessage", channel="C06J8Q2LM9T", text=msg), mcp_text({"ok": True, "channel": "C06J8Q2LM9T", "ts": "1718030112.551829",
                                                                                     "message": {"type": "message", "user": "U07INCBOT01", "bot_id": "B07INCBOT9X", "text": msg, "ts": "1718030112.551829", "team": "T01TILLW4T"}})))
    turns.append((call("conversations_info", channel="C06J8Q2LM9T", include_num_members=True), mcp_text(info(old_topic, "U02DANAOKF1", 1718027405))))
    turns.append((call("conversations_replies", channel="C06J8Q2LM9T", ts="1718027512.338019", limit=10), mcp_text({"ok": True, "messages": [
        {"type": "message", "user": "U02DANAOKF1", "text": "Declaring SEV2: 502s on /checkout at ~6%. I'm IC. Timeline in this thread.", "ts": "1718027512.338019", "thread_ts": "1718027512.338019", "reply_count": 4},
        {"type": "message", "user": "U03RAVIMEN2", "text": "13:58 checkout-api 5.18.0 finished rolling out at 13:41, errors start 13:44", "ts": "1718027898.114502", "thread_ts": "1718027512.338019"},
        {"type": "message", "user": "U04OLABERG3", "text": "14:11 PSP client pool maxed at 50 conns on every pod, waits up to 30 s", "ts": "1718028671.402277", "thread_ts": "1718027512.338019"},
        {"type": "message", "user": "U02DANAOKF1", "text": "14:24 decision: roll back to 5.17.3", "ts": "1718029447.650913", "thread_ts": "1718027512.338019"},
        {"type": "message", "user": "U03RAVIMEN2", "text": "14:32 rollback complete, 502s dropping", "ts": "1718029925.093388", "thread_ts": "1718027512.338019"}],
        "has_more": False})))
    turns.append((call("users_info", user="U03RAVIMEN2"), mcp_text({"ok": True, "user": {"id": "U03RAVIMEN2", "name": "ravi.menon", "real_name": "Ravi Menon", "tz": "Europe/London", "tz_offset": 3600,
                                                                                      "profile": {"title": "SRE, payments", "display_name": "ravi.menon", "status_text": "On call", "status_emoji": ":pager:"}, "is_bot": False}})))
    turns.append((call("reactions_add", channel="C06J8Q2LM9T", timestamp="1718030112.551829", name="white_check_mark"), mcp_text({"ok": True})))
    rs.add(task=TASK, tid="h25-mcp-22", system=system, turns=turns,
           state="Slack workspace Tillwater, 2024-06-10 around 14:30 UTC. The incident assistant bot (U07INCBOT01) is a member of #inc-2291-payments and keeps its topic and updates current.",
           bad=True, turn=5, kind="channel topic the agent just set reads back as the old topic with the old last_set time")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
