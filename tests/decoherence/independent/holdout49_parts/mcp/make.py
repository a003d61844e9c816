# ruff: noqa: E501
"""Held-out set 49, domain mcp: 22 simulated MCP-server trajectories, 11 with exactly one contradiction.

Each trajectory is a session against one server (calendar, CRM, accounting, helpdesk, chat, docs, home
automation, travel, fitness, recipes, groceries ...). Actions are tool calls; observations are what the
server returns (raw JSON, MCP text content or plain text). Clean trajectories are full of legitimate
changes (edits, renames, deletions, live counters, re-sorted lists); bad ones hold one detail that comes
back different with no action in between that could change it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_text, pj, tool

N: dict[str, Any] = {"type": "number"}

SYS_HEAD = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

In this session you simulate the **{server}** MCP server ({purpose}).

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

## State Transitions & Update

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Utility/Meta Tools | Performs internal logic, logging, or control flow without external side effects |
| Stateless Tools | Returns computed results without side effects |

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters) across turns. Resources must be created before they can be queried or modified, changes made in earlier turns must be reflected in later queries, and operations on deleted resources should return errors.

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools (`export_csv`, `list_datasets`) | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters | MCP text wrapper: `{{"type":"text","text":"..."}}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors: pydantic validation errors for undefined or invalid arguments, `404 Not Found` / `status: error` for missing resources, `403 Forbidden` for permission problems, `Connection timed out after Xs` for timeouts. Infer the exact format from the tool's domain and demonstrations.

---

# Input Definitions & Action Space

You can simulate the following tools:

"""

SYS_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance, text vs JSON, CSV vs JSON).
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings.
3. **Realistic Details**: Include plausible values for resource identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.

Write the tool response after **Environment Observation:**."""


def sysp(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return SYS_HEAD.format(server=server, purpose=purpose) + json.dumps(tools, indent=2, ensure_ascii=False) + SYS_TAIL


def state(server: str, detail: str) -> str:
    return f"MCP session initialized with server `{server}` (protocolVersion 2025-03-26). {detail}"


def table(header: list[str], rows: list[list[Any]]) -> str:
    """A plain-text table with aligned columns, as several servers print listings."""
    cells = [header] + [[str(c) for c in r] for r in rows]
    w = [max(len(r[i]) for r in cells) for i in range(len(header))]
    lines = ["  ".join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in cells]
    lines.insert(1, "  ".join("-" * x for x in w))
    return "\n".join(lines)


# ---------------------------------------------------------------- 01 Google Calendar (clean)
def t01(rs: RowSet) -> None:
    tools = [
        tool("list_events", "List events on a calendar between timeMin and timeMax (RFC3339). Returns the Calendar API events.list JSON.",
             {"calendarId": S, "timeMin": S, "timeMax": S, "singleEvents": B, "orderBy": S, "q": S}, ["calendarId"]),
        tool("get_event", "Get one event by id.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("create_event", "Create an event. start/end are {dateTime, timeZone}.",
             {"calendarId": S, "summary": S, "description": S, "location": S, "start": OBJ, "end": OBJ, "attendees": A, "sendUpdates": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an existing event; only the given fields change.",
             {"calendarId": S, "eventId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("freebusy_query", "Return busy intervals for the given calendars.", {"timeMin": S, "timeMax": S, "items": A, "timeZone": S}, ["timeMin", "timeMax", "items"]),
    ]
    me = "priya.raman@lumenfield.io"

    def ev(eid: str, summary: str, start: str, end: str, attendees: list[tuple[str, str]], updated: str, created: str,
           seq: int = 0, location: str | None = None, desc: str | None = None, etag: str = "3493027711834000") -> dict[str, Any]:
        e: dict[str, Any] = {"kind": "calendar#event", "etag": f"\"{etag}\"", "id": eid, "status": "confirmed",
                             "htmlLink": f"https://www.google.com/calendar/event?eid={eid[:18]}cHJpeWEucmFtYW5AbHVtZW5maWVsZC5pbw",
                             "created": created, "updated": updated, "summary": summary}
        if desc:
            e["description"] = desc
        if location:
            e["location"] = location
        e.update({"creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
                  "start": {"dateTime": start, "timeZone": "America/Chicago"}, "end": {"dateTime": end, "timeZone": "America/Chicago"},
                  "iCalUID": f"{eid}@google.com", "sequence": seq})
        if attendees:
            e["attendees"] = [{"email": a, "responseStatus": r, **({"self": True, "organizer": True} if a == me else {})} for a, r in attendees]
        e["reminders"] = {"useDefault": True}
        e["eventType"] = "default"
        return e

    standup = ev("5q1v7kc2s9m0e4l8b3n6p2d1tg_20250610T143000Z", "Platform standup", "2025-06-10T09:30:00-05:00", "2025-06-10T09:45:00-05:00",
                 [(me, "accepted"), ("marcus.oyelaran@lumenfield.io", "accepted"), ("jun.tanaka@lumenfield.io", "accepted")],
                 "2025-05-02T13:11:40.218Z", "2025-01-06T16:02:19.000Z", etag="3493011832436000")
    budget = ev("0t7hm3r4l2j9q6u1c8a5v0k3ps", "FY26 budget pre-read", "2025-06-10T13:00:00-05:00", "2025-06-10T14:00:00-05:00",
                [(me, "accepted"), ("dana.whitcombe@lumenfield.io", "accepted")], "2025-06-03T20:45:12.557Z", "2025-06-03T20:45:12.000Z",
                location="Conf Rm 4B (Lakeview)", etag="3493487025114000")
    design = ev("2g8fn1d5o3h7b0w4x6z9c2y1mr", "Checkout redesign crit", "2025-06-11T10:00:00-05:00", "2025-06-11T11:00:00-05:00",
                [(me, "accepted"), ("sofia.adeyemi@lumenfield.io", "accepted"), ("jun.tanaka@lumenfield.io", "tentative")],
                "2025-06-05T15:22:08.903Z", "2025-05-29T18:40:51.000Z", seq=1, etag="3493661056806000")
    one = ev("7b2c9d0e4f1a6h3k8m5n2p7q0r", "1:1 Priya / Marcus", "2025-06-13T15:00:00-05:00", "2025-06-13T15:30:00-05:00",
             [(me, "accepted"), ("marcus.oyelaran@lumenfield.io", "accepted")], "2025-04-18T14:03:55.120Z", "2025-04-18T14:03:55.000Z", etag="3490290871240000")
    retro = ev("9k4j1h8g5f2d7s0a3q6w9e2r5t", "Sprint 24 retro", "2025-06-13T11:00:00-05:00", "2025-06-13T12:00:00-05:00",
               [(me, "accepted"), ("marcus.oyelaran@lumenfield.io", "accepted"), ("jun.tanaka@lumenfield.io", "accepted"), ("sofia.adeyemi@lumenfield.io", "needsAction")],
               "2025-06-06T17:30:44.610Z", "2025-06-06T17:30:44.000Z", etag="3493841889220000")

    def listing(items: list[dict[str, Any]], updated: str) -> dict[str, Any]:
        return {"kind": "calendar#events", "etag": "\"p32ofj8mq1gpoi0o\"", "summary": me, "description": "", "updated": updated,
                "timeZone": "America/Chicago", "accessRole": "owner", "defaultReminders": [{"method": "popup", "minutes": 10}],
                "items": items}

    t1 = pj(listing([standup, budget, design, retro, one], "2025-06-06T17:30:44.610Z"))
    vid = "hv3n0q8c1r6ts4k2p9me7b5la0"
    vendor = ev(vid, "Vendor review — Halvorsen Logistics", "2025-06-11T14:00:00-05:00", "2025-06-11T14:45:00-05:00",
                [(me, "accepted"), ("dana.whitcombe@lumenfield.io", "needsAction"), ("k.halvorsen@halvorsenlog.no", "needsAction")],
                "2025-06-09T15:02:11.384Z", "2025-06-09T15:02:11.000Z", location="Google Meet",
                desc="Quarterly SLA review. Agenda: on-time %, damage claims, Q3 rate card.", etag="3494291462768000")
    t2 = pj(vendor)
    t3 = pj({"kind": "calendar#freeBusy", "timeMin": "2025-06-12T14:00:00.000Z", "timeMax": "2025-06-12T23:00:00.000Z",
             "calendars": {me: {"busy": []},
                           "dana.whitcombe@lumenfield.io": {"busy": [{"start": "2025-06-12T14:00:00Z", "end": "2025-06-12T15:00:00Z"},
                                                                     {"start": "2025-06-12T19:30:00Z", "end": "2025-06-12T20:30:00Z"}]},
                           "k.halvorsen@halvorsenlog.no": {"errors": [{"domain": "global", "reason": "notFound"}], "busy": []}}})
    moved = ev(vid, "Vendor review — Halvorsen Logistics", "2025-06-12T10:30:00-05:00", "2025-06-12T11:15:00-05:00",
               [(me, "accepted"), ("dana.whitcombe@lumenfield.io", "needsAction"), ("k.halvorsen@halvorsenlog.no", "needsAction")],
               "2025-06-09T15:04:37.902Z", "2025-06-09T15:02:11.000Z", seq=1, location="Google Meet",
               desc="Quarterly SLA review. Agenda: on-time %, damage claims, Q3 rate card.", etag="3494291754804000")
    t4 = pj(moved)
    t5 = pj(listing([standup, budget, design, moved, retro, one], "2025-06-09T15:04:37.902Z"))
    t6 = mcp_text("Event 7b2c9d0e4f1a6h3k8m5n2p7q0r deleted from calendar priya.raman@lumenfield.io (sendUpdates=all; 1 guest notified).")
    t7 = pj(listing([retro], "2025-06-09T15:06:02.441Z"))
    t8 = pj(moved)
    turns = [
        (call("list_events", calendarId="primary", timeMin="2025-06-09T00:00:00-05:00", timeMax="2025-06-14T00:00:00-05:00", singleEvents=True, orderBy="startTime"), t1),
        (call("create_event", calendarId="primary", summary="Vendor review — Halvorsen Logistics", description="Quarterly SLA review. Agenda: on-time %, damage claims, Q3 rate card.",
              location="Google Meet", start={"dateTime": "2025-06-11T14:00:00", "timeZone": "America/Chicago"}, end={"dateTime": "2025-06-11T14:45:00", "timeZone": "America/Chicago"},
              attendees=[{"email": "dana.whitcombe@lumenfield.io"}, {"email": "k.halvorsen@halvorsenlog.no"}], sendUpdates="all"), t2),
        (call("freebusy_query", timeMin="2025-06-12T09:00:00-05:00", timeMax="2025-06-12T18:00:00-05:00", timeZone="America/Chicago",
              items=[{"id": me}, {"id": "dana.whitcombe@lumenfield.io"}, {"id": "k.halvorsen@halvorsenlog.no"}]), t3),
        (call("update_event", calendarId="primary", eventId=vid, start={"dateTime": "2025-06-12T10:30:00", "timeZone": "America/Chicago"},
              end={"dateTime": "2025-06-12T11:15:00", "timeZone": "America/Chicago"}, sendUpdates="all"), t4),
        (call("list_events", calendarId="primary", timeMin="2025-06-09T00:00:00-05:00", timeMax="2025-06-14T00:00:00-05:00", singleEvents=True, orderBy="startTime"), t5),
        (call("delete_event", calendarId="primary", eventId="7b2c9d0e4f1a6h3k8m5n2p7q0r", sendUpdates="all"), t6),
        (call("list_events", calendarId="primary", timeMin="2025-06-13T00:00:00-05:00", timeMax="2025-06-14T00:00:00-05:00", singleEvents=True, orderBy="startTime"), t7),
        (call("get_event", calendarId="primary", eventId=vid), t8),
    ]
    rs.add("mcp", "h49-mcp-01", sysp("google-calendar", "Google Calendar API v3 for priya.raman@lumenfield.io", tools), turns,
           state=state("google-calendar", "Authenticated as priya.raman@lumenfield.io; default calendar time zone America/Chicago."))


# ---------------------------------------------------------------- 02 HubSpot (bad: deal amount changes in a later search)
def t02(rs: RowSet) -> None:
    tools = [
        tool("hubspot_search_crm_objects", "Search CRM objects (contacts, companies, deals, tickets) with a free-text query and optional filterGroups.",
             {"objectType": S, "query": S, "filterGroups": A, "properties": A, "limit": INT, "after": S}, ["objectType"]),
        tool("hubspot_get_crm_object", "Read one CRM object by id with selected properties and associations.",
             {"objectType": S, "objectId": S, "properties": A, "associations": A}, ["objectType", "objectId"]),
        tool("hubspot_update_crm_object", "Update properties of a CRM object.", {"objectType": S, "objectId": S, "properties": OBJ}, ["objectType", "objectId", "properties"]),
        tool("hubspot_get_pipeline", "Get a pipeline and its stages.", {"objectType": S, "pipelineId": S}, ["objectType", "pipelineId"]),
        tool("hubspot_create_note", "Create a note engagement and associate it with records.", {"body": S, "associations": A, "ownerId": S}, ["body", "associations"]),
        tool("hubspot_list_associations", "List associations of one object to another type.", {"fromObjectType": S, "fromObjectId": S, "toObjectType": S}, ["fromObjectType", "fromObjectId", "toObjectType"]),
    ]
    props = ["dealname", "amount", "dealstage", "pipeline", "closedate", "hubspot_owner_id", "hs_lastmodifieddate"]

    def deal(did: str, name: str, amount: str, stage: str, close: str, owner: str, mod: str, created: str) -> dict[str, Any]:
        return {"id": did, "properties": {"amount": amount, "closedate": close, "createdate": created, "dealname": name, "dealstage": stage,
                                          "hs_lastmodifieddate": mod, "hs_object_id": did, "hubspot_owner_id": owner, "pipeline": "default"},
                "createdAt": created, "updatedAt": mod, "archived": False}

    d1 = deal("18734520961", "Brightwater Foods — Annual Platform", "48500", "contractsent", "2025-07-31T00:00:00Z", "71830442", "2025-06-16T21:04:51.382Z", "2025-03-04T15:12:07.905Z")
    d2 = deal("18734520977", "Brightwater Foods — Onboarding Services", "7200", "qualifiedtobuy", "2025-08-15T00:00:00Z", "71830442", "2025-06-12T09:47:18.040Z", "2025-03-04T15:19:44.612Z")
    d3 = deal("19012233410", "Brightwater Cold Storage — Pilot", "12000", "appointmentscheduled", "2025-09-30T00:00:00Z", "68455019", "2025-06-02T13:30:02.771Z", "2025-05-21T10:05:36.228Z")
    t1 = pj({"total": 3, "results": [d1, d2, d3]})
    t2 = pj({"id": "18734520961",
             "properties": {"amount": "48500", "closedate": "2025-07-31T00:00:00Z", "createdate": "2025-03-04T15:12:07.905Z",
                            "deal_currency_code": "USD", "dealname": "Brightwater Foods — Annual Platform", "dealstage": "contractsent",
                            "hs_forecast_amount": "43650", "hs_forecast_probability": "0.9", "hs_lastmodifieddate": "2025-06-16T21:04:51.382Z",
                            "hs_num_associated_contacts": "2", "hs_object_id": "18734520961", "hubspot_owner_id": "71830442", "num_notes": "4", "pipeline": "default"},
             "createdAt": "2025-03-04T15:12:07.905Z", "updatedAt": "2025-06-16T21:04:51.382Z", "archived": False,
             "associations": {"contacts": {"results": [{"id": "51093377201", "type": "deal_to_contact"}, {"id": "51093377488", "type": "deal_to_contact"}]},
                              "companies": {"results": [{"id": "20466318850", "type": "deal_to_company"}]}}})
    stages = [("appointmentscheduled", "Appointment Scheduled", 0, "0.2"), ("qualifiedtobuy", "Qualified To Buy", 1, "0.4"),
              ("presentationscheduled", "Presentation Scheduled", 2, "0.6"), ("decisionmakerboughtin", "Decision Maker Bought-In", 3, "0.8"),
              ("contractsent", "Contract Sent", 4, "0.9"), ("closedwon", "Closed Won", 5, "1.0"), ("closedlost", "Closed Lost", 6, "0.0")]
    t3 = pj({"label": "Sales Pipeline", "displayOrder": 0, "id": "default", "archived": False, "createdAt": "2021-11-08T17:40:15.112Z", "updatedAt": "2024-02-19T11:02:56.380Z",
             "stages": [{"label": lb, "displayOrder": o, "metadata": {"isClosed": "true" if sid.startswith("closed") else "false", "probability": p},
                         "id": sid, "createdAt": "2021-11-08T17:40:15.112Z", "updatedAt": "2021-11-08T17:40:15.112Z", "archived": False} for sid, lb, o, p in stages]})
    d2u = deal("18734520977", "Brightwater Foods — Onboarding Services", "7200", "presentationscheduled", "2025-08-15T00:00:00Z", "71830442", "2025-06-18T14:22:09.516Z", "2025-03-04T15:19:44.612Z")
    t4 = pj(d2u)
    d1x = deal("18734520961", "Brightwater Foods — Annual Platform", "45800", "contractsent", "2025-07-31T00:00:00Z", "71830442", "2025-06-16T21:04:51.382Z", "2025-03-04T15:12:07.905Z")
    t5 = pj({"total": 3, "results": [d1x, d2u, d3]})
    note_id = "74419023517"
    t6 = pj({"id": note_id, "properties": {"hs_createdate": "2025-06-18T14:25:40.117Z", "hs_lastmodifieddate": "2025-06-18T14:25:40.117Z", "hs_note_body": "Legal confirmed redlines on §7.2 (data retention). Countersignature expected Friday.",
                                           "hs_object_id": note_id, "hs_timestamp": "2025-06-18T14:25:40.000Z", "hubspot_owner_id": "71830442"},
             "createdAt": "2025-06-18T14:25:40.117Z", "updatedAt": "2025-06-18T14:25:40.117Z", "archived": False})
    t7 = pj({"results": [{"toObjectId": 73880415226, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 214, "label": None}]},
                         {"toObjectId": 73902267781, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 214, "label": None}]},
                         {"toObjectId": 74011958330, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 214, "label": None}]},
                         {"toObjectId": 74205530914, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 214, "label": None}]},
                         {"toObjectId": int(note_id), "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 214, "label": None}]}]})
    t8 = pj({"id": "51093377488", "properties": {"createdate": "2025-03-04T15:10:58.204Z", "email": "l.moretti@brightwaterfoods.com", "firstname": "Lucia", "lastname": "Moretti",
                                                 "jobtitle": "Head of Procurement", "phone": "+1 503 555 0147", "hs_object_id": "51093377488", "lastmodifieddate": "2025-06-11T08:19:33.650Z",
                                                 "lifecyclestage": "opportunity", "num_associated_deals": "2"},
             "createdAt": "2025-03-04T15:10:58.204Z", "updatedAt": "2025-06-11T08:19:33.650Z", "archived": False})
    t9 = pj({"id": "18734520961", "properties": {"dealstage": "closedwon", "hs_is_closed_won": "true", "hs_lastmodifieddate": "2025-06-18T14:31:02.884Z", "hs_object_id": "18734520961"},
             "createdAt": "2025-03-04T15:12:07.905Z", "updatedAt": "2025-06-18T14:31:02.884Z", "archived": False})
    turns = [
        (call("hubspot_search_crm_objects", objectType="deals", query="Brightwater", properties=props, limit=10), t1),
        (call("hubspot_get_crm_object", objectType="deals", objectId="18734520961",
              properties=["dealname", "amount", "dealstage", "closedate", "hs_forecast_amount", "hs_forecast_probability", "num_notes", "hs_num_associated_contacts", "deal_currency_code"],
              associations=["contacts", "companies"]), t2),
        (call("hubspot_get_pipeline", objectType="deals", pipelineId="default"), t3),
        (call("hubspot_update_crm_object", objectType="deals", objectId="18734520977", properties={"dealstage": "presentationscheduled"}), t4),
        (call("hubspot_search_crm_objects", objectType="deals", query="Brightwater", properties=props, limit=10), t5),
        (call("hubspot_create_note", body="Legal confirmed redlines on §7.2 (data retention). Countersignature expected Friday.",
              associations=[{"to": {"id": "18734520961"}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 214}]}], ownerId="71830442"), t6),
        (call("hubspot_list_associations", fromObjectType="deals", fromObjectId="18734520961", toObjectType="notes"), t7),
        (call("hubspot_get_crm_object", objectType="contacts", objectId="51093377488", properties=["firstname", "lastname", "email", "jobtitle", "phone", "lifecyclestage", "num_associated_deals"]), t8),
        (call("hubspot_update_crm_object", objectType="deals", objectId="18734520961", properties={"dealstage": "closedwon"}), t9),
    ]
    rs.add("mcp", "h49-mcp-02", sysp("hubspot", "HubSpot CRM v3 objects API, portal 24117093", tools), turns,
           state=state("hubspot", "Private app token scoped to crm.objects.deals/contacts/notes; portal 24117093."),
           bad=True, turn=5, kind="Deal 18734520961's amount is 45800 in the repeated search although turns 1-2 showed 48500 and only deal 18734520977 was updated.")


# ---------------------------------------------------------------- 03 Pipedrive (bad: deleted activity listed again)
def t03(rs: RowSet) -> None:
    tools = [
        tool("pipedrive_list_deal_activities", "List activities attached to a deal.", {"deal_id": INT, "done": INT, "start": INT, "limit": INT}, ["deal_id"]),
        tool("pipedrive_get_deal", "Get details of a deal.", {"id": INT}, ["id"]),
        tool("pipedrive_add_activity", "Add an activity.", {"subject": S, "type": S, "due_date": S, "due_time": S, "duration": S, "deal_id": INT, "person_id": INT, "note": S}, ["subject", "type"]),
        tool("pipedrive_update_activity", "Update an activity.", {"id": INT, "done": INT, "subject": S, "due_date": S, "note": S}, ["id"]),
        tool("pipedrive_delete_activity", "Delete an activity (moves it to trash for 30 days).", {"id": INT}, ["id"]),
    ]

    def act(aid: int, subject: str, typ: str, due: str, time: str, dur: str, done: bool, add: str, upd: str, note: str = "", marked: str | None = None) -> dict[str, Any]:
        return {"id": aid, "company_id": 8803417, "user_id": 12290551, "done": done, "type": typ, "reference_type": None, "reference_id": None,
                "due_date": due, "due_time": time, "duration": dur, "busy_flag": typ == "meeting", "add_time": add, "marked_as_done_time": marked or "",
                "subject": subject, "public_description": "", "location": None, "org_id": 4471, "person_id": 16620, "deal_id": 1482, "lead_id": None,
                "active_flag": True, "update_time": upd, "note": note, "org_name": "Kestrel Marine Supply", "person_name": "Ines Valcourt",
                "deal_title": "Kestrel Marine — fleet telematics (42 vessels)", "owner_name": "Tomasz Brzeziński"}

    a1 = act(9311, "Discovery call", "call", "2025-04-22", "13:00", "00:30", True, "2025-04-17 09:12:40", "2025-04-22 13:41:05", "Needs AIS + fuel telemetry; 42 vessels, 3 ports.", "2025-04-22 13:41:05")
    a2 = act(9317, "Send pricing one-pager", "email", "2025-04-24", "", "", False, "2025-04-22 13:44:18", "2025-04-22 13:44:18")
    a3 = act(9324, "Technical demo with ops team", "meeting", "2025-05-06", "15:00", "01:00", False, "2025-04-25 10:03:57", "2025-04-29 16:20:11")
    a4 = act(9340, "Follow up on security questionnaire", "task", "2025-05-09", "", "", False, "2025-04-30 11:55:32", "2025-04-30 11:55:32")

    def lst(items: list[dict[str, Any]]) -> str:
        return pj({"success": True, "data": items, "additional_data": {"pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}},
                   "related_objects": {"user": {"12290551": {"id": 12290551, "name": "Tomasz Brzeziński", "email": "tomasz@northwind-iot.com", "has_pic": 0, "active_flag": True}},
                                       "person": {"16620": {"active_flag": True, "id": 16620, "name": "Ines Valcourt", "email": [{"label": "work", "value": "ines.valcourt@kestrelmarine.fr", "primary": True}]}},
                                       "organization": {"4471": {"id": 4471, "name": "Kestrel Marine Supply", "people_count": 3, "owner_id": 12290551, "address": "Quai Est 14, 76600 Le Havre", "active_flag": True}}}})

    t1 = lst([a1, a2, a3, a4])

    def dealobj(acts: int, done: int, undone: int, nxt: str, nid: int, nsub: str, upd: str, last_date: str) -> str:
        return pj({"success": True, "data": {"id": 1482, "title": "Kestrel Marine — fleet telematics (42 vessels)", "value": 86400, "currency": "EUR",
                                             "status": "open", "stage_id": 9, "pipeline_id": 2, "add_time": "2025-04-16 08:30:12", "update_time": upd,
                                             "stage_change_time": "2025-04-25 10:01:44", "activities_count": acts, "done_activities_count": done,
                                             "undone_activities_count": undone, "next_activity_date": nxt, "next_activity_id": nid, "next_activity_subject": nsub,
                                             "last_activity_date": last_date, "expected_close_date": "2025-06-30", "probability": None,
                                             "person_id": {"name": "Ines Valcourt", "value": 16620}, "org_id": {"name": "Kestrel Marine Supply", "value": 4471},
                                             "user_id": {"id": 12290551, "name": "Tomasz Brzeziński"}, "weighted_value": 86400, "formatted_value": "€86,400"}})

    t2 = dealobj(4, 1, 3, "2025-04-24", 9317, "Send pricing one-pager", "2025-04-30 11:55:32", "2025-04-22")
    a5 = act(9358, "Call Ines re: pilot scope", "call", "2025-05-07", "09:30", "00:20", False, "2025-05-02 14:08:26", "2025-05-02 14:08:26", "Confirm 6-vessel pilot at Le Havre before full rollout.")
    t3 = pj({"success": True, "data": a5, "additional_data": {"updates_story_id": 30918275}})
    t4 = pj({"success": True, "data": {"id": 9317}})
    a3d = act(9324, "Technical demo with ops team", "meeting", "2025-05-06", "15:00", "01:00", True, "2025-04-25 10:03:57", "2025-05-02 14:10:49", "", "2025-05-02 14:10:49")
    t5 = pj({"success": True, "data": a3d, "additional_data": {"updates_story_id": 30918291}})
    t6 = lst([a1, a2, a3d, a5, a4])
    t7 = dealobj(4, 2, 2, "2025-05-07", 9358, "Call Ines re: pilot scope", "2025-05-02 14:10:49", "2025-05-06")
    turns = [
        (call("pipedrive_list_deal_activities", deal_id=1482, limit=100), t1),
        (call("pipedrive_get_deal", id=1482), t2),
        (call("pipedrive_add_activity", subject="Call Ines re: pilot scope", type="call", due_date="2025-05-07", due_time="09:30", duration="00:20", deal_id=1482, person_id=16620,
              note="Confirm 6-vessel pilot at Le Havre before full rollout."), t3),
        (call("pipedrive_delete_activity", id=9317), t4),
        (call("pipedrive_update_activity", id=9324, done=1), t5),
        (call("pipedrive_list_deal_activities", deal_id=1482, limit=100), t6),
        (call("pipedrive_get_deal", id=1482), t7),
    ]
    rs.add("mcp", "h49-mcp-03", sysp("pipedrive", "Pipedrive REST API v1, company northwind-iot", tools), turns,
           state=state("pipedrive", "API token for Tomasz Brzeziński (user 12290551), company 8803417."),
           bad=True, turn=6, kind="Activity 9317 'Send pricing one-pager', deleted in turn 4, is listed again among deal 1482's activities.")


# ---------------------------------------------------------------- 04 Shopify (clean)
def t04(rs: RowSet) -> None:
    tools = [
        tool("get_shop", "Get shop details.", {}, []),
        tool("get_products", "List products (Admin GraphQL). Supports first, sortKey (TITLE, UPDATED_AT, INVENTORY_TOTAL), reverse, query.", {"first": INT, "sortKey": S, "reverse": B, "query": S, "after": S}, []),
        tool("get_product", "Get one product with variants and inventory.", {"id": S}, ["id"]),
        tool("update_product", "Update product fields (title, descriptionHtml, tags, status).", {"id": S, "title": S, "descriptionHtml": S, "tags": A, "status": S}, ["id"]),
        tool("adjust_inventory", "Adjust available quantity of an inventory item at a location by a delta.", {"inventoryItemId": S, "locationId": S, "delta": INT, "reason": S}, ["inventoryItemId", "locationId", "delta"]),
        tool("get_orders", "List orders.", {"first": INT, "query": S, "sortKey": S, "reverse": B}, []),
        tool("create_discount_code", "Create a basic percentage discount code.", {"title": S, "code": S, "percentage": N, "startsAt": S, "endsAt": S, "usageLimit": INT}, ["title", "code", "percentage"]),
    ]
    loc = "gid://shopify/Location/71244169331"
    t1 = pj({"shop": {"id": "gid://shopify/Shop/60218744947", "name": "Fernhill Knitwear", "email": "orders@fernhillknitwear.co.uk", "myshopifyDomain": "fernhill-knitwear.myshopify.com",
                      "primaryDomain": {"host": "fernhillknitwear.co.uk"}, "currencyCode": "GBP", "ianaTimezone": "Europe/London", "weightUnit": "KILOGRAMS",
                      "plan": {"displayName": "Basic", "shopifyPlus": False}, "billingAddress": {"city": "Hebden Bridge", "countryCodeV2": "GB", "zip": "HX7 8AD"},
                      "productCount": 38, "createdAt": "2021-09-14T10:22:31Z"}})

    def p(pid: int, title: str, handle: str, inv: int, price: str, upd: str, nvar: int, status: str = "ACTIVE") -> dict[str, Any]:
        return {"id": f"gid://shopify/Product/{pid}", "title": title, "handle": handle, "status": status, "totalInventory": inv, "tracksInventory": True,
                "priceRangeV2": {"minVariantPrice": {"amount": price, "currencyCode": "GBP"}}, "variantsCount": {"count": nvar}, "updatedAt": upd}

    sock_id = 8839201447987
    others_a = [p(8839201579059, "Alpaca Beanie — Oat", "alpaca-beanie-oat", 22, "32.0", "2025-02-11T09:40:18Z", 1),
                p(8839200956467, "Aran Cable Cardigan — Ecru", "aran-cable-cardigan-ecru", 14, "148.0", "2025-02-27T15:03:44Z", 4)]
    sock = p(sock_id, "Merino Crew Sock — Charcoal", "merino-crew-sock-charcoal", 39, "16.0", "2025-03-03T11:18:52Z", 3)
    others_b = [p(8839202070579, "Shetland Fisherman Jumper — Navy", "shetland-fisherman-jumper-navy", 9, "165.0", "2025-01-30T08:12:05Z", 4),
                p(8839202267187, "Wool Blend Mittens — Moss", "wool-blend-mittens-moss", 0, "28.0", "2024-12-02T17:55:21Z", 2, "DRAFT")]
    page_a = {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4ODM5MjAyMjY3MTg3LCJsYXN0X3ZhbHVlIjoiV29vbCBCbGVuZCBNaXR0ZW5zIn0="}
    t2 = pj({"products": {"nodes": others_a + [sock] + others_b, "pageInfo": page_a}})

    def var(vid: int, iid: int, size: str, sku: str, qty: int) -> dict[str, Any]:
        return {"id": f"gid://shopify/ProductVariant/{vid}", "title": size, "sku": sku, "price": "16.00", "compareAtPrice": None, "inventoryQuantity": qty,
                "inventoryItem": {"id": f"gid://shopify/InventoryItem/{iid}", "tracked": True}, "selectedOptions": [{"name": "Size", "value": size}]}

    def sockobj(title: str, qs: tuple[int, int, int], upd: str) -> dict[str, Any]:
        return {"product": {"id": f"gid://shopify/Product/{sock_id}", "title": title, "handle": "merino-crew-sock-charcoal", "status": "ACTIVE",
                            "vendor": "Fernhill", "productType": "Socks", "tags": ["merino", "socks", "winter-edit"], "createdAt": "2023-10-09T13:27:40Z", "updatedAt": upd,
                            "totalInventory": sum(qs), "onlineStoreUrl": "https://fernhillknitwear.co.uk/products/merino-crew-sock-charcoal",
                            "variants": {"nodes": [var(46311877312563, 48410233684019, "S (UK 3-5)", "FH-MCS-CHA-S", qs[0]),
                                                   var(46311877345331, 48410233716787, "M (UK 6-8)", "FH-MCS-CHA-M", qs[1]),
                                                   var(46311877378099, 48410233749555, "L (UK 9-11)", "FH-MCS-CHA-L", qs[2])]}}}

    t3 = pj(sockobj("Merino Crew Sock — Charcoal", (12, 18, 9), "2025-03-03T11:18:52Z"))
    t4 = pj({"inventoryAdjustQuantities": {"inventoryAdjustmentGroup": {"id": "gid://shopify/InventoryAdjustmentGroup/33718190489907", "createdAt": "2025-03-18T10:04:27Z",
                                                                        "reason": "damaged", "changes": [{"name": "available", "delta": -3, "quantityAfterChange": 15,
                                                                                                          "item": {"id": "gid://shopify/InventoryItem/48410233716787", "sku": "FH-MCS-CHA-M"},
                                                                                                          "location": {"id": loc, "name": "Hebden Bridge Studio"}}]},
                                           "userErrors": []}})
    newtitle = "Merino Everyday Crew — Charcoal"
    t5 = pj({"productUpdate": {"product": {"id": f"gid://shopify/Product/{sock_id}", "title": newtitle, "handle": "merino-crew-sock-charcoal", "status": "ACTIVE",
                                           "updatedAt": "2025-03-18T10:05:02Z"}, "userErrors": []}})
    sock2 = p(sock_id, newtitle, "merino-crew-sock-charcoal", 36, "16.0", "2025-03-18T10:05:02Z", 3)
    t6 = pj({"products": {"nodes": [sock2, others_a[0], others_a[1], others_b[0], others_b[1]],
                          "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4ODM5MjAyMjY3MTg3LCJsYXN0X3ZhbHVlIjowfQ=="}}})

    def order(oid: int, name: str, created: str, total: str, fin: str, ful: str, items: list[tuple[str, int]], cust: str) -> dict[str, Any]:
        return {"id": f"gid://shopify/Order/{oid}", "name": name, "createdAt": created, "displayFinancialStatus": fin, "displayFulfillmentStatus": ful,
                "totalPriceSet": {"shopMoney": {"amount": total, "currencyCode": "GBP"}}, "customer": {"displayName": cust},
                "lineItems": {"nodes": [{"title": t, "quantity": q} for t, q in items]}}

    t7 = pj({"orders": {"nodes": [order(5873120493619, "#1047", "2025-03-17T19:42:10Z", "35.95", "PAID", "UNFULFILLED", [("Alpaca Beanie — Oat", 1)], "Harriet Sowerby"),
                                  order(5873004855347, "#1046", "2025-03-17T08:15:33Z", "168.95", "PAID", "UNFULFILLED", [("Shetland Fisherman Jumper — Navy", 1)], "Callum Reid"),
                                  order(5871992684595, "#1045", "2025-03-15T21:03:58Z", "35.95", "PARTIALLY_REFUNDED", "FULFILLED", [("Merino Crew Sock — Charcoal", 2)], "Aoife Brennan")],
                        "pageInfo": {"hasNextPage": True, "endCursor": "eyJsYXN0X2lkIjo1ODcxOTkyNjg0NTk1fQ=="}}})
    t8 = pj({"discountCodeBasicCreate": {"codeDiscountNode": {"id": "gid://shopify/DiscountCodeNode/1482003710003",
                                                              "codeDiscount": {"title": "Spring socks 15%", "status": "SCHEDULED", "startsAt": "2025-03-21T00:00:00Z", "endsAt": "2025-04-06T23:59:59Z",
                                                                               "usageLimit": 200, "asyncUsageCount": 0, "codes": {"nodes": [{"code": "SPRINGSOCKS15"}]},
                                                                               "customerGets": {"value": {"percentage": 0.15}}}},
                                         "userErrors": []}})
    t9 = pj(sockobj(newtitle, (12, 15, 9), "2025-03-18T10:05:02Z"))
    t10 = pj({"inventoryAdjustQuantities": {"inventoryAdjustmentGroup": {"id": "gid://shopify/InventoryAdjustmentGroup/33718192718131", "createdAt": "2025-03-18T10:09:45Z",
                                                                         "reason": "received", "changes": [{"name": "available", "delta": 10, "quantityAfterChange": 19,
                                                                                                            "item": {"id": "gid://shopify/InventoryItem/48410233749555", "sku": "FH-MCS-CHA-L"},
                                                                                                            "location": {"id": loc, "name": "Hebden Bridge Studio"}}]},
                                            "userErrors": []}})
    turns = [
        (call("get_shop"), t1),
        (call("get_products", first=5, sortKey="TITLE", query="tag:winter-edit"), t2),
        (call("get_product", id=f"gid://shopify/Product/{sock_id}"), t3),
        (call("adjust_inventory", inventoryItemId="gid://shopify/InventoryItem/48410233716787", locationId=loc, delta=-3, reason="damaged"), t4),
        (call("update_product", id=f"gid://shopify/Product/{sock_id}", title=newtitle), t5),
        (call("get_products", first=5, sortKey="INVENTORY_TOTAL", reverse=True, query="tag:winter-edit"), t6),
        (call("get_orders", first=3, sortKey="CREATED_AT", reverse=True), t7),
        (call("create_discount_code", title="Spring socks 15%", code="SPRINGSOCKS15", percentage=0.15, startsAt="2025-03-21T00:00:00Z", endsAt="2025-04-06T23:59:59Z", usageLimit=200), t8),
        (call("get_product", id=f"gid://shopify/Product/{sock_id}"), t9),
        (call("adjust_inventory", inventoryItemId="gid://shopify/InventoryItem/48410233749555", locationId=loc, delta=10, reason="received"), t10),
    ]
    rs.add("mcp", "h49-mcp-04", sysp("shopify-admin", "Shopify Admin GraphQL API 2025-01 for fernhill-knitwear.myshopify.com", tools), turns,
           state=state("shopify-admin", "Admin API access token for fernhill-knitwear.myshopify.com; single location Hebden Bridge Studio."))


# ---------------------------------------------------------------- 05 FreshBooks (clean)
def t05(rs: RowSet) -> None:
    tools = [
        tool("freshbooks_list_clients", "List clients of the business with their outstanding balance.", {"search": S, "page": INT, "per_page": INT}, []),
        tool("freshbooks_create_invoice", "Create a draft invoice for a client.", {"customerid": INT, "create_date": S, "due_offset_days": INT, "currency_code": S, "lines": A, "notes": S}, ["customerid", "lines"]),
        tool("freshbooks_send_invoice", "Email an invoice to the client; marks it sent.", {"invoiceid": INT, "email_recipients": A, "email_subject": S}, ["invoiceid"]),
        tool("freshbooks_record_payment", "Record a payment against an invoice.", {"invoiceid": INT, "amount": N, "date": S, "type": S, "note": S}, ["invoiceid", "amount", "date"]),
        tool("freshbooks_get_invoice", "Get an invoice with totals and status.", {"invoiceid": INT}, ["invoiceid"]),
        tool("freshbooks_list_invoices", "List invoices, optionally for one client.", {"customerid": INT, "status": S, "per_page": INT}, []),
    ]
    hdr = ["ID", "Organization", "Contact", "Email", "Outstanding (CAD)"]
    c_rows = [[418273, "Halden & Pryce Architects", "Nora Halden", "accounts@haldenpryce.ca", "2,450.00"],
              [418290, "Okonjo Studio Ltd", "Marisol Okonjo", "marisol@okonjostudio.com", "0.00"],
              [418305, "Tidewater Coffee Co.", "Bastien Leclerc", "ap@tidewatercoffee.ca", "615.80"],
              [418341, "Perrin Ventures", "Aditi Perrin", "aditi@perrinventures.vc", "0.00"]]
    t1 = mcp_text("Clients for business 'Larkspur Design Co.' (account 7Qz4pL, CAD) — 4 of 4\n\n" + table(hdr, c_rows) + "\n\nTotal outstanding: 3,065.80 CAD")
    lines = [{"name": "Brand identity workshop", "description": "Two half-day sessions, 14 & 16 Apr", "qty": "2", "unit_cost": {"amount": "650.00", "code": "CAD"},
              "amount": {"amount": "1300.00", "code": "CAD"}, "taxName1": "HST", "taxAmount1": "13", "lineid": 1},
             {"name": "Logo revisions", "description": "Hourly", "qty": "3.5", "unit_cost": {"amount": "95.00", "code": "CAD"},
              "amount": {"amount": "332.50", "code": "CAD"}, "taxName1": "HST", "taxAmount1": "13", "lineid": 2}]

    def inv(code: int, v3: str, paid: str, outstanding: str, pay_status: str, updated: str) -> dict[str, Any]:
        return {"response": {"result": {"invoice": {
            "id": 2291047, "invoiceid": 2291047, "accounting_systemid": "7Qz4pL", "invoice_number": "0000127", "customerid": 418290,
            "organization": "Okonjo Studio Ltd", "fname": "Marisol", "lname": "Okonjo", "create_date": "2025-04-08", "due_offset_days": 30, "due_date": "2025-05-08",
            "currency_code": "CAD", "amount": {"amount": "1844.73", "code": "CAD"}, "discount_total": {"amount": "0.00", "code": "CAD"},
            "paid": {"amount": paid, "code": "CAD"}, "outstanding": {"amount": outstanding, "code": "CAD"}, "status": code,
            "v3_status": v3, "display_status": v3, "payment_status": pay_status, "date_paid": None, "updated": updated,
            "notes": "Payment by e-transfer to billing@larkspurdesign.ca. Thank you!", "lines": lines}}}}

    t2 = pj(inv(1, "draft", "0.00", "1844.73", "unpaid", "2025-04-08 10:14:22"))
    t3 = pj({"response": {"result": {"invoice": {"id": 2291047, "invoice_number": "0000127", "v3_status": "sent", "display_status": "sent", "status": 2,
                                                  "sentto": ["marisol@okonjostudio.com"], "last_order_status": "sent", "updated": "2025-04-08 10:15:03"}}}})
    t4 = pj({"response": {"result": {"payment": {"id": 1877402, "paymentid": 1877402, "invoiceid": 2291047, "amount": {"amount": "1000.00", "code": "CAD"},
                                                 "date": "2025-04-09", "type": "Bank Transfer", "note": "Deposit — 50%+ per SOW", "clientid": 418290, "updated": "2025-04-08 10:17:46",
                                                 "logid": 1877402, "vis_state": 0}}}})
    t5 = pj(inv(8, "partial", "1000.00", "844.73", "partial", "2025-04-08 10:17:46"))
    c_rows2 = [r[:] for r in c_rows]
    c_rows2[1][4] = "844.73"
    t6 = mcp_text("Clients for business 'Larkspur Design Co.' (account 7Qz4pL, CAD) — 4 of 4\n\n" + table(hdr, c_rows2) + "\n\nTotal outstanding: 3,910.53 CAD")
    ih = ["Invoice #", "ID", "Issued", "Due", "Amount", "Paid", "Outstanding", "Status"]
    t7 = mcp_text("Invoices for Okonjo Studio Ltd (client 418290) — 2 results, newest first\n\n" +
                  table(ih, [["0000127", 2291047, "2025-04-08", "2025-05-08", "1,844.73", "1,000.00", "844.73", "partial"],
                             ["0000109", 2214730, "2025-02-11", "2025-03-13", "1,130.00", "1,130.00", "0.00", "paid"]]))
    turns = [
        (call("freshbooks_list_clients", per_page=25), t1),
        (call("freshbooks_create_invoice", customerid=418290, create_date="2025-04-08", due_offset_days=30, currency_code="CAD",
              lines=[{"name": "Brand identity workshop", "description": "Two half-day sessions, 14 & 16 Apr", "qty": 2, "unit_cost": "650.00", "taxName1": "HST", "taxAmount1": 13},
                     {"name": "Logo revisions", "description": "Hourly", "qty": 3.5, "unit_cost": "95.00", "taxName1": "HST", "taxAmount1": 13}],
              notes="Payment by e-transfer to billing@larkspurdesign.ca. Thank you!"), t2),
        (call("freshbooks_send_invoice", invoiceid=2291047, email_recipients=["marisol@okonjostudio.com"], email_subject="Invoice 0000127 from Larkspur Design Co."), t3),
        (call("freshbooks_record_payment", invoiceid=2291047, amount=1000.00, date="2025-04-09", type="Bank Transfer", note="Deposit — 50%+ per SOW"), t4),
        (call("freshbooks_get_invoice", invoiceid=2291047), t5),
        (call("freshbooks_list_clients", per_page=25), t6),
        (call("freshbooks_list_invoices", customerid=418290, per_page=10), t7),
    ]
    rs.add("mcp", "h49-mcp-05", sysp("freshbooks", "FreshBooks accounting API for Larkspur Design Co.", tools), turns,
           state=state("freshbooks", "OAuth token for owner identity 3310985; business 'Larkspur Design Co.', account 7Qz4pL, base currency CAD."))


# ---------------------------------------------------------------- 06 Zendesk (bad: added tag missing later)
def t06(rs: RowSet) -> None:
    tools = [
        tool("zendesk_search", "Search tickets, users and organizations with Zendesk search syntax.", {"query": S, "sort_by": S, "sort_order": S, "per_page": INT}, ["query"]),
        tool("zendesk_get_ticket", "Get a ticket by id.", {"ticket_id": INT}, ["ticket_id"]),
        tool("zendesk_update_ticket", "Update ticket fields. additional_tags / remove_tags change tags without replacing the list.",
             {"ticket_id": INT, "status": S, "priority": S, "assignee_id": INT, "additional_tags": A, "remove_tags": A, "comment": OBJ}, ["ticket_id"]),
        tool("zendesk_get_user", "Get a user by id.", {"user_id": INT}, ["user_id"]),
        tool("zendesk_add_comment", "Add a public reply or internal note to a ticket.", {"ticket_id": INT, "body": S, "public": B}, ["ticket_id", "body"]),
        tool("zendesk_list_ticket_comments", "List comments of a ticket, oldest first.", {"ticket_id": INT}, ["ticket_id"]),
        tool("zendesk_list_macros", "List active macros, optionally filtered by category.", {"category": S, "access": S}, []),
        tool("zendesk_apply_macro", "Apply a macro to a ticket and save the result.", {"ticket_id": INT, "macro_id": INT}, ["ticket_id", "macro_id"]),
        tool("zendesk_get_ticket_metrics", "Get reply, reopen and resolution metrics for a ticket.", {"ticket_id": INT}, ["ticket_id"]),
    ]
    base = "https://orchardlane.zendesk.com/api/v2"

    def tk(tid: int, subj: str, status: str, prio: str | None, tags: list[str], req: int, created: str, updated: str, desc: str, assignee: int | None = 380016552211) -> dict[str, Any]:
        return {"url": f"{base}/tickets/{tid}.json", "id": tid, "external_id": None, "via": {"channel": "email", "source": {"from": {}, "to": {}, "rel": None}},
                "created_at": created, "updated_at": updated, "type": "problem" if tid == 48213 else "question", "subject": subj, "raw_subject": subj,
                "description": desc, "priority": prio, "status": status, "requester_id": req, "submitter_id": req, "assignee_id": assignee,
                "organization_id": 21877405226, "group_id": 360009218771, "tags": tags, "custom_fields": [{"id": 360041877132, "value": "pro_annual"}],
                "satisfaction_rating": None, "brand_id": 360002210451, "ticket_form_id": 360000871231, "is_public": True}

    desc = "Hi, our card was charged twice for the April renewal (2 × $1,188.00 on 2 Apr). Invoice INV-2025-04-1187 and INV-2025-04-1203. Please refund the duplicate. — Ravi"
    tags0 = ["billing", "invoice_dispute", "plan_pro"]
    t1 = pj({"results": [
        {**tk(48213, "Charged twice for April renewal", "open", "normal", tags0, 39120447718, "2025-04-03T08:52:19Z", "2025-04-03T11:06:44Z", desc), "result_type": "ticket"},
        {**tk(48190, "Update billing address on invoices", "open", "low", ["billing", "plan_team"], 39002611905, "2025-04-02T15:30:01Z", "2025-04-02T16:12:57Z",
              "Can you change the billing address to 220 King St W, Toronto?"), "result_type": "ticket"},
        {**tk(48177, "VAT number missing on receipt", "open", "normal", ["billing", "tax", "plan_pro"], 38955120044, "2025-04-02T09:41:36Z", "2025-04-02T13:03:10Z",
              "Our VAT number DE311845902 isn't on the March receipt."), "result_type": "ticket"},
        {**tk(48102, "Downgrade from Enterprise to Pro", "open", None, ["billing", "plan_enterprise", "churn_risk"], 38801733210, "2025-03-31T18:20:48Z", "2025-04-01T10:35:22Z",
              "We'd like to move to Pro at next renewal.", None), "result_type": "ticket"}],
        "facets": None, "next_page": None, "previous_page": None, "count": 4})
    t2 = pj({"ticket": tk(48213, "Charged twice for April renewal", "open", "normal", tags0, 39120447718, "2025-04-03T08:52:19Z", "2025-04-03T11:06:44Z", desc)})
    tags1 = ["billing", "invoice_dispute", "plan_pro", "refund_requested"]
    t3 = pj({"ticket": tk(48213, "Charged twice for April renewal", "open", "high", tags1, 39120447718, "2025-04-03T08:52:19Z", "2025-04-03T13:27:05Z", desc),
             "audit": {"id": 29918374012563, "ticket_id": 48213, "created_at": "2025-04-03T13:27:05Z", "author_id": 380016552211,
                       "events": [{"id": 29918374012691, "type": "Change", "field_name": "priority", "value": "high", "previous_value": "normal"},
                                  {"id": 29918374012819, "type": "Change", "field_name": "tags", "value": tags1, "previous_value": tags0}]}})
    t4 = pj({"user": {"id": 39120447718, "url": f"{base}/users/39120447718.json", "name": "Ravi Deshpande", "email": "ravi.deshpande@quillmetrics.com", "created_at": "2023-06-19T14:02:55Z",
                      "updated_at": "2025-04-03T08:52:20Z", "time_zone": "Eastern Time (US & Canada)", "iana_time_zone": "America/New_York", "phone": "+1 416 555 0182",
                      "locale": "en-US", "organization_id": 21877405226, "role": "end-user", "verified": True, "tags": ["plan_pro", "vip"], "suspended": False,
                      "last_login_at": "2025-03-28T19:44:03Z", "user_fields": {"account_id": "acct_8Fq2Lx", "mrr": 99.0}}})
    note = "Stripe shows ch_3R8pQw & ch_3R8pRc, both captured 2 Apr 06:00 UTC. Second is a retry bug (BILL-2291). Refund ch_3R8pRc."
    t5 = pj({"ticket": {"id": 48213, "updated_at": "2025-04-03T13:31:48Z", "status": "open"},
             "audit": {"id": 29918401577235, "ticket_id": 48213, "created_at": "2025-04-03T13:31:48Z", "author_id": 380016552211,
                       "events": [{"id": 29918401577363, "type": "Comment", "author_id": 380016552211, "body": note, "public": False, "attachments": []}]}})

    def cm(cid: int, author: int, body: str, public: bool, created: str) -> dict[str, Any]:
        return {"id": cid, "type": "Comment", "author_id": author, "body": body, "html_body": f"<div class=\"zd-comment\" dir=\"auto\"><p>{body}</p></div>", "plain_body": body,
                "public": public, "attachments": [], "audit_id": cid - 128, "via": {"channel": "web" if author == 380016552211 else "email"}, "created_at": created}

    c1 = cm(29905517733779, 39120447718, desc, True, "2025-04-03T08:52:19Z")
    c2 = cm(29907218841107, 380016552211, "Hi Ravi, thanks for flagging this — I'm checking with our billing team and will update you today. Mei Lin", True, "2025-04-03T11:06:44Z")
    c3 = cm(29918401577363, 380016552211, note, False, "2025-04-03T13:31:48Z")
    t6 = pj({"comments": [c1, c2, c3], "next_page": None, "previous_page": None, "count": 3})
    t7 = pj({"macros": [
        {"id": 360188245031, "title": "Billing::Duplicate charge acknowledgement", "active": True, "position": 4, "description": "Public reply confirming a duplicate charge refund; sets group Billing.",
         "actions": [{"field": "comment_value_html", "value": "<p>Hi {{ticket.requester.first_name}}, we've confirmed the duplicate charge and issued a refund. It will appear in 5–10 business days.</p>"},
                     {"field": "group_id", "value": "360009218771"}], "restriction": None, "created_at": "2023-02-07T10:14:33Z", "updated_at": "2024-09-12T08:40:19Z"},
        {"id": 360188245111, "title": "Billing::Request invoice copy", "active": True, "position": 5, "description": "Ask requester for the invoice number.",
         "actions": [{"field": "comment_value_html", "value": "<p>Could you share the invoice number (INV-…) so we can look into this?</p>"}, {"field": "status", "value": "pending"}],
         "restriction": None, "created_at": "2023-02-07T10:16:02Z", "updated_at": "2023-02-07T10:16:02Z"},
        {"id": 360190337492, "title": "Billing::Plan change confirmation", "active": True, "position": 6, "description": "Confirm plan change at next renewal.",
         "actions": [{"field": "comment_value_html", "value": "<p>Your plan will change at your next renewal date.</p>"}, {"field": "status", "value": "solved"}],
         "restriction": None, "created_at": "2023-11-21T16:55:47Z", "updated_at": "2024-05-02T12:01:18Z"}],
        "next_page": None, "previous_page": None, "count": 3})
    t8 = pj({"ticket": tk(48213, "Charged twice for April renewal", "pending", "high", tags0, 39120447718, "2025-04-03T08:52:19Z", "2025-04-03T13:36:12Z", desc),
             "audit": {"id": 29918452104083, "ticket_id": 48213, "created_at": "2025-04-03T13:36:12Z", "author_id": 380016552211,
                       "events": [{"id": 29918452104211, "type": "Change", "field_name": "status", "value": "pending", "previous_value": "open"}]}})
    reply = "Hi Ravi, we've confirmed the duplicate charge and issued a refund. It will appear in 5–10 business days."
    t9 = pj({"ticket": {"id": 48213, "status": "pending", "group_id": 360009218771, "updated_at": "2025-04-03T13:38:57Z"},
             "audit": {"id": 29918470265619, "ticket_id": 48213, "created_at": "2025-04-03T13:38:57Z", "author_id": 380016552211,
                       "metadata": {"system": {"client": "Zendesk MCP/1.4"}, "custom": {}},
                       "events": [{"id": 29918470265747, "type": "Comment", "author_id": 380016552211, "body": reply, "public": True, "attachments": []},
                                  {"id": 29918470265875, "type": "Notification", "subject": "[Orchard Lane] Re: {{ticket.title}}", "recipients": [39120447718]}]}})
    c4 = cm(29918470265747, 380016552211, reply, True, "2025-04-03T13:38:57Z")
    t10 = pj({"comments": [c1, c2, c3, c4], "next_page": None, "previous_page": None, "count": 4})
    t11 = pj({"ticket_metric": {"id": 31007788120467, "ticket_id": 48213, "url": f"{base}/ticket_metrics/31007788120467.json", "group_stations": 1, "assignee_stations": 1,
                                "reopens": 0, "replies": 2, "assignee_updated_at": "2025-04-03T13:38:57Z", "requester_updated_at": "2025-04-03T08:52:19Z",
                                "status_updated_at": "2025-04-03T13:36:12Z", "initially_assigned_at": "2025-04-03T09:02:40Z", "assigned_at": "2025-04-03T09:02:40Z",
                                "solved_at": None, "latest_comment_added_at": "2025-04-03T13:38:57Z",
                                "reply_time_in_minutes": {"calendar": 134, "business": 134}, "first_resolution_time_in_minutes": {"calendar": None, "business": None},
                                "full_resolution_time_in_minutes": {"calendar": None, "business": None},
                                "agent_wait_time_in_minutes": {"calendar": 0, "business": 0}, "requester_wait_time_in_minutes": {"calendar": 283, "business": 283},
                                "on_hold_time_in_minutes": {"calendar": 0, "business": 0}, "created_at": "2025-04-03T08:52:19Z", "updated_at": "2025-04-03T13:38:57Z"}})
    turns = [
        (call("zendesk_search", query="type:ticket status:open tags:billing", sort_by="created_at", sort_order="desc", per_page=25), t1),
        (call("zendesk_get_ticket", ticket_id=48213), t2),
        (call("zendesk_update_ticket", ticket_id=48213, priority="high", additional_tags=["refund_requested"]), t3),
        (call("zendesk_get_user", user_id=39120447718), t4),
        (call("zendesk_add_comment", ticket_id=48213, body=note, public=False), t5),
        (call("zendesk_list_ticket_comments", ticket_id=48213), t6),
        (call("zendesk_list_macros", category="Billing", access="shared"), t7),
        (call("zendesk_update_ticket", ticket_id=48213, status="pending"), t8),
        (call("zendesk_apply_macro", ticket_id=48213, macro_id=360188245031), t9),
        (call("zendesk_list_ticket_comments", ticket_id=48213), t10),
        (call("zendesk_get_ticket_metrics", ticket_id=48213), t11),
    ]
    rs.add("mcp", "h49-mcp-06", sysp("zendesk", "Zendesk Support API for orchardlane.zendesk.com", tools), turns,
           state=state("zendesk", "Authenticated as agent Mei Lin Ho (user 380016552211) on orchardlane.zendesk.com."),
           bad=True, turn=8, kind="The tag refund_requested added in turn 3 is missing from ticket 48213's tags after a status-only update in turn 8.")


# ---------------------------------------------------------------- 07 Home Assistant (clean)
def t07(rs: RowSet) -> None:
    tools = [
        tool("ha_get_states", "List entities of a domain with their state and main attributes (plain text).", {"domain": S, "area": S}, ["domain"]),
        tool("ha_get_entity", "Get the full state object of one entity.", {"entity_id": S}, ["entity_id"]),
        tool("ha_call_service", "Call a Home Assistant service; returns the states that changed.", {"domain": S, "service": S, "entity_id": S, "data": OBJ}, ["domain", "service"]),
        tool("ha_list_automations", "List automations with state and last trigger time (plain text).", {}, []),
        tool("ha_trigger_automation", "Trigger an automation now.", {"entity_id": S, "skip_condition": B}, ["entity_id"]),
    ]

    def light_block(eid: str, name: str, st: str, changed: str, attrs: list[str]) -> str:
        out = [f"- {eid}: {st}", f"    friendly_name: {name}"] + [f"    {a}" for a in attrs] + [f"    last_changed: {changed}"]
        return "\n".join(out)

    def lights(lr: tuple[str, str, list[str]], hall: tuple[str, str, list[str]], when: str) -> str:
        return "\n".join([
            f"4 entities in domain 'light' (as of {when}):", "",
            light_block("light.living_room_ceiling", "Living Room Ceiling", lr[0], lr[1], lr[2]),
            light_block("light.kitchen_island", "Kitchen Island", "on", "2025-01-14T17:48:12.330981+00:00",
                        ["brightness: 180", "color_mode: color_temp", "color_temp_kelvin: 2700", "supported_color_modes: ['color_temp']"]),
            light_block("light.hallway", "Hallway", hall[0], hall[1], hall[2]),
            light_block("light.porch", "Porch", "on", "2025-01-14T16:05:10.019552+00:00", ["brightness: 128", "color_mode: brightness", "supported_color_modes: ['brightness']"])])

    t1 = lights(("off", "2025-01-14T07:58:20.104482+00:00", ["supported_color_modes: ['color_temp']"]),
                ("off", "2025-01-14T07:31:09.559120+00:00", ["supported_color_modes: ['brightness']"]), "2025-01-14T19:41:06+00:00")
    lr_on = {"entity_id": "light.living_room_ceiling", "state": "on",
             "attributes": {"min_color_temp_kelvin": 2202, "max_color_temp_kelvin": 6535, "supported_color_modes": ["color_temp"], "color_mode": "color_temp",
                            "brightness": 153, "color_temp_kelvin": 2732, "friendly_name": "Living Room Ceiling", "supported_features": 40},
             "last_changed": "2025-01-14T19:41:38.216734+00:00", "last_reported": "2025-01-14T19:41:38.216734+00:00", "last_updated": "2025-01-14T19:41:38.216734+00:00",
             "context": {"id": "01JHGQ3W2R7XKD0M8N5T4B6VEA", "parent_id": None, "user_id": "9c1e6a7f03b84f2e8d5c0a41b7e2f936"}}
    t2 = pj([lr_on])

    def clim(target: float, current: float, updated: str, ctx: str) -> dict[str, Any]:
        return {"entity_id": "climate.downstairs", "state": "heat",
                "attributes": {"hvac_modes": ["off", "heat"], "min_temp": 7, "max_temp": 35, "target_temp_step": 0.5, "preset_modes": ["none", "eco", "boost"],
                               "current_temperature": current, "temperature": target, "hvac_action": "heating", "preset_mode": "none",
                               "friendly_name": "Downstairs", "supported_features": 401},
                "last_changed": "2025-01-14T06:30:00.412877+00:00", "last_reported": updated, "last_updated": updated,
                "context": {"id": ctx, "parent_id": None, "user_id": None}}

    t3 = pj(clim(20.5, 19.4, "2025-01-14T19:39:52.908116+00:00", "01JHGQ0NZ4E8H6W1YB3CQ5T2MK"))
    c4 = clim(22.0, 19.4, "2025-01-14T19:42:15.660291+00:00", "01JHGQ4ZP0A3S9FJ7V2X6RDC1N")
    c4["context"]["user_id"] = "9c1e6a7f03b84f2e8d5c0a41b7e2f936"
    t4 = pj([c4])
    t5 = pj({"entity_id": "sensor.outdoor_temperature", "state": "4.8",
             "attributes": {"state_class": "measurement", "unit_of_measurement": "°C", "device_class": "temperature", "friendly_name": "Outdoor Temperature"},
             "last_changed": "2025-01-14T19:35:02.117740+00:00", "last_reported": "2025-01-14T19:40:02.118391+00:00", "last_updated": "2025-01-14T19:35:02.117740+00:00",
             "context": {"id": "01JHGPQ8VCX1E5MBN0K7S3A2RT", "parent_id": None, "user_id": None}})
    ah = ["entity_id", "name", "state", "mode", "last_triggered"]
    t6 = "5 automations:\n\n" + table(ah, [
        ["automation.hallway_night_light", "Hallway night light", "on", "single", "2025-01-13T23:12:44.581209+00:00"],
        ["automation.porch_light_at_sunset", "Porch light at sunset", "on", "single", "2025-01-14T16:05:10.002318+00:00"],
        ["automation.heating_eco_when_away", "Heating eco when away", "on", "restart", "2025-01-14T08:41:27.760433+00:00"],
        ["automation.kitchen_motion_lights", "Kitchen motion lights", "on", "restart", "2025-01-14T17:48:12.318240+00:00"],
        ["automation.christmas_tree_schedule", "Christmas tree schedule", "off", "single", "2025-01-06T22:00:00.007731+00:00"]])
    t7 = mcp_text("Triggered automation.hallway_night_light (skip_condition=true) at 2025-01-14T19:43:02.447105+00:00.\n"
                  "Trace run_id 7f3c2d91e0b84a6c9d15f2e8a0b3c6d4: 1 action executed — light.turn_on target light.hallway {brightness_pct: 20, transition: 2}. Result: finished.")
    t8 = lights(("on", "2025-01-14T19:41:38.216734+00:00", ["brightness: 153", "color_mode: color_temp", "color_temp_kelvin: 2732", "supported_color_modes: ['color_temp']"]),
                ("on", "2025-01-14T19:43:02.463550+00:00", ["brightness: 51", "color_mode: brightness", "supported_color_modes: ['brightness']"]), "2025-01-14T19:43:40+00:00")
    t9 = pj(clim(22.0, 19.9, "2025-01-14T19:44:10.031882+00:00", "01JHGQ8JDW5T3ZQ4F6E1C9H0BX"))
    turns = [
        (call("ha_get_states", domain="light"), t1),
        (call("ha_call_service", domain="light", service="turn_on", entity_id="light.living_room_ceiling", data={"brightness_pct": 60, "color_temp_kelvin": 2700}), t2),
        (call("ha_get_entity", entity_id="climate.downstairs"), t3),
        (call("ha_call_service", domain="climate", service="set_temperature", entity_id="climate.downstairs", data={"temperature": 22}), t4),
        (call("ha_get_entity", entity_id="sensor.outdoor_temperature"), t5),
        (call("ha_list_automations"), t6),
        (call("ha_trigger_automation", entity_id="automation.hallway_night_light", skip_condition=True), t7),
        (call("ha_get_states", domain="light"), t8),
        (call("ha_get_entity", entity_id="climate.downstairs"), t9),
    ]
    rs.add("mcp", "h49-mcp-07", sysp("home-assistant", "Home Assistant 2025.1 REST/WebSocket bridge at http://homeassistant.local:8123", tools), turns,
           state=state("home-assistant", "Long-lived access token for user 'olu' (id 9c1e6a7f03b84f2e8d5c0a41b7e2f936); instance time zone Europe/London."))


# ---------------------------------------------------------------- 08 Slack (clean)
def t08(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels in the workspace.", {"limit": INT, "cursor": S, "exclude_archived": B}, []),
        tool("slack_post_message", "Post a message to a channel, optionally in a thread.", {"channel_id": S, "text": S, "thread_ts": S}, ["channel_id", "text"]),
        tool("slack_update_message", "Edit a message the bot posted.", {"channel_id": S, "ts": S, "text": S}, ["channel_id", "ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_channel_history", "Get recent messages of a channel, newest first.", {"channel_id": S, "limit": INT}, ["channel_id"]),
    ]
    bot, team = "U07B3KX9R2M", "T02HQ8Z4N6P"

    def ch(cid: str, name: str, created: int, members: int, topic: str, purpose: str) -> dict[str, Any]:
        return {"id": cid, "name": name, "is_channel": True, "is_private": False, "is_archived": False, "created": created, "creator": "U02HQ9A1B3C",
                "is_member": name in ("release-train", "eng-announce"), "num_members": members, "topic": {"value": topic, "creator": "U02HQ9A1B3C", "last_set": created + 86400},
                "purpose": {"value": purpose, "creator": "U02HQ9A1B3C", "last_set": created}}

    t1 = pj({"ok": True, "channels": [
        ch("C02HQ9D7F1K", "general", 1633072511, 412, "Company-wide news", "This is the one channel that will always include everyone."),
        ch("C03MZ4P8W2E", "eng-announce", 1654011920, 187, "Announcements only — discuss in #eng", "Engineering announcements"),
        ch("C05RT7Q2K1V", "release-train", 1694530218, 64, "4.18 train: cut Tue, ship Wed", "Coordinating weekly releases"),
        ch("C04A1N6S9XJ", "incidents", 1667298004, 158, "SEV channel — page via /incident", "Active incident coordination"),
        ch("C06JD2V5L8Q", "design-crit", 1706200871, 41, "", "Async design reviews")],
        "response_metadata": {"next_cursor": "dGVhbTpDMDZKRDJWNUw4UQ=="}})
    ts = "1718204531.482919"
    txt1 = "Release 4.18.0 is tagged :rocket: Deploy to prod at 16:00 UTC. Code freeze starts now."
    txt2 = "Release 4.18.0 is tagged :rocket: Deploy to prod moved to 16:30 UTC (waiting on migration 0231). Code freeze starts now."
    blocks = [{"type": "rich_text", "block_id": "Qm7xP", "elements": [{"type": "rich_text_section", "elements": [{"type": "text", "text": "Release 4.18.0 is tagged "}]}]}]
    t2 = pj({"ok": True, "channel": "C05RT7Q2K1V", "ts": ts,
             "message": {"user": bot, "type": "message", "ts": ts, "bot_id": "B07B3KXA4QZ", "app_id": "A07AZ91MCP0", "text": txt1, "team": team, "blocks": blocks,
                         "bot_profile": {"id": "B07B3KXA4QZ", "name": "Release Bot", "app_id": "A07AZ91MCP0", "team_id": team, "deleted": False}}})
    t3 = pj({"ok": True, "channel": "C05RT7Q2K1V", "ts": ts, "text": txt2,
             "message": {"user": bot, "type": "message", "text": txt2, "team": team, "bot_id": "B07B3KXA4QZ", "app_id": "A07AZ91MCP0",
                         "edited": {"user": bot, "ts": "1718204602.000000"}}})
    t4 = pj({"ok": True})
    older = [
        {"user": "U03KD8N2P5T", "type": "message", "ts": "1718201977.119403", "client_msg_id": "b1e4c0a2-6f53-4d7e-9a1c-3f8e2d5b7c90",
         "text": "migration 0231 (orders.partition_key backfill) is at 71% on staging, ETA ~25 min", "team": team,
         "thread_ts": "1718201977.119403", "reply_count": 3, "reply_users_count": 2, "latest_reply": "1718203340.552781", "reply_users": ["U03KD8N2P5T", "U02HQ9A1B3C"]},
        {"user": "U02HQ9A1B3C", "type": "message", "ts": "1718199450.006628", "client_msg_id": "77c2f1d9-0b8e-41a3-8c65-d2e9a4b1f307",
         "text": "Cutting 4.18 from main at 14:00 UTC — last call for cherry-picks", "team": team,
         "reactions": [{"name": "eyes", "users": ["U03KD8N2P5T", "U05F1R7M3WQ"], "count": 2}]},
        {"user": "U05F1R7M3WQ", "type": "message", "ts": "1718196012.773140", "client_msg_id": "5e0d8a3b-92f4-4c61-b7a8-1c6f0e9d2a45",
         "text": "<https://github.com/lumen-labs/api/pull/8812|api#8812> needs a second review before the cut", "team": team}]
    t5 = pj({"ok": True, "messages": [
        {"user": bot, "type": "message", "ts": ts, "bot_id": "B07B3KXA4QZ", "app_id": "A07AZ91MCP0", "text": txt2, "team": team,
         "edited": {"user": bot, "ts": "1718204602.000000"}, "reactions": [{"name": "white_check_mark", "users": [bot], "count": 1}]}] + older,
        "has_more": True, "pin_count": 2, "channel_actions_ts": None, "channel_actions_count": 0,
        "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MTk2MDEyNzczMTQw"}})
    rts = "1718204687.905114"
    rtxt = "Migration 0231 finished on staging (41m 12s). Prod run scheduled 16:05 UTC."
    t6 = pj({"ok": True, "channel": "C05RT7Q2K1V", "ts": rts,
             "message": {"user": bot, "type": "message", "ts": rts, "bot_id": "B07B3KXA4QZ", "app_id": "A07AZ91MCP0", "text": rtxt, "team": team,
                         "thread_ts": ts, "parent_user_id": bot,
                         "bot_profile": {"id": "B07B3KXA4QZ", "name": "Release Bot", "app_id": "A07AZ91MCP0", "team_id": team, "deleted": False}}})
    turns = [
        (call("slack_list_channels", limit=5, exclude_archived=True), t1),
        (call("slack_post_message", channel_id="C05RT7Q2K1V", text=txt1), t2),
        (call("slack_update_message", channel_id="C05RT7Q2K1V", ts=ts, text=txt2), t3),
        (call("slack_add_reaction", channel_id="C05RT7Q2K1V", timestamp=ts, reaction="white_check_mark"), t4),
        (call("slack_get_channel_history", channel_id="C05RT7Q2K1V", limit=4), t5),
        (call("slack_post_message", channel_id="C05RT7Q2K1V", text=rtxt, thread_ts=ts), t6),
    ]
    rs.add("mcp", "h49-mcp-08", sysp("slack", "Slack Web API bridge for workspace lumen-labs", tools), turns,
           state=state("slack", "Bot token for 'Release Bot' (user U07B3KX9R2M) in workspace lumen-labs (team T02HQ8Z4N6P)."))


# ---------------------------------------------------------------- 09 Xero (bad: tax total not recomputed after quantity change)
def t09(rs: RowSet) -> None:
    tools = [
        tool("xero_list_tax_rates", "List tax rates of the organisation.", {}, []),
        tool("xero_list_contacts", "Search contacts by name or email.", {"searchTerm": S, "page": INT}, []),
        tool("xero_create_invoice", "Create a sales (ACCREC) or bill (ACCPAY) invoice.", {"type": S, "contactId": S, "date": S, "dueDate": S, "lineAmountTypes": S, "lineItems": A, "reference": S, "status": S}, ["type", "contactId", "lineItems"]),
        tool("xero_list_invoices", "List invoices, optionally filtered by contact or status.", {"contactIds": A, "statuses": A, "page": INT}, []),
        tool("xero_update_invoice", "Update a DRAFT invoice: line items, reference, dates.", {"invoiceId": S, "lineItems": A, "reference": S, "dueDate": S}, ["invoiceId"]),
        tool("xero_get_invoice", "Get one invoice with line items and totals.", {"invoiceId": S}, ["invoiceId"]),
        tool("xero_update_invoice_status", "Change invoice status (AUTHORISED, VOIDED, DELETED).", {"invoiceId": S, "status": S}, ["invoiceId", "status"]),
        tool("xero_email_invoice", "Email an AUTHORISED sales invoice to the contact.", {"invoiceId": S}, ["invoiceId"]),
    ]

    def rate(name: str, typ: str, rep: str, pct: float, exp: bool, rev: bool) -> dict[str, Any]:
        return {"Name": name, "TaxType": typ, "ReportTaxType": rep, "CanApplyToAssets": True, "CanApplyToEquity": True, "CanApplyToExpenses": exp,
                "CanApplyToLiabilities": True, "CanApplyToRevenue": rev, "DisplayTaxRate": pct, "EffectiveRate": pct, "Status": "ACTIVE",
                "TaxComponents": [{"Name": "GST", "Rate": pct, "IsCompound": False, "IsNonRecoverable": False}]}

    t1 = pj({"Id": "c5a0e7d1-4b2f-4f3e-9a61-0e8d7c2b5f44", "Status": "OK", "ProviderName": "Harbourline MCP", "DateTimeUTC": "/Date(1746082214503)/", "TaxRates": [
        rate("GST on Expenses", "INPUT2", "INPUT", 15.0, True, False), rate("GST on Income", "OUTPUT2", "OUTPUT", 15.0, False, True),
        rate("No GST", "NONE", "NONE", 0.0, True, True), rate("Zero Rated", "ZERORATED", "OUTPUT", 0.0, False, True)]})
    cid = "7e2b9c14-3a6d-4f81-b0e5-d2c48a1f9e37"
    t2 = pj({"Id": "2f9d41b6-8c07-4a52-a3e1-75b0c9d8e612", "Status": "OK", "ProviderName": "Harbourline MCP", "DateTimeUTC": "/Date(1746082231877)/", "Contacts": [
        {"ContactID": cid, "ContactNumber": "KOW-001", "ContactStatus": "ACTIVE", "Name": "Kōwhai Surveys Ltd", "FirstName": "Aroha", "LastName": "Ngata",
         "EmailAddress": "accounts@kowhaisurveys.co.nz", "TaxNumber": "118-204-551", "DefaultCurrency": "NZD", "IsSupplier": False, "IsCustomer": True,
         "Addresses": [{"AddressType": "POBOX", "AddressLine1": "PO Box 2271", "City": "Nelson", "PostalCode": "7040", "Country": "New Zealand"}],
         "Balances": {"AccountsReceivable": {"Outstanding": 0.0, "Overdue": 0.0}, "AccountsPayable": {"Outstanding": 0.0, "Overdue": 0.0}},
         "UpdatedDateUTC": "/Date(1741740503217+0000)/"}]})
    iid = "b83f0c25-6e1a-4d97-8f42-19ac7d5e0b63"

    def li(lid: str, desc: str, qty: float, unit: float, amount: float, tax: float, code: str) -> dict[str, Any]:
        return {"LineItemID": lid, "Description": desc, "Quantity": qty, "UnitAmount": unit, "ItemCode": code, "AccountCode": "200", "TaxType": "OUTPUT2",
                "TaxAmount": tax, "LineAmount": amount, "Tracking": [{"Name": "Region", "Option": "Top of the South", "TrackingCategoryID": "0d4f7a2e-91c3-4b58-a6e0-3f2b8c1d7e95"}]}

    l1 = li("4a1c9e03-2d7b-4f65-8e1a-b0c3d5f7a920", "Site survey — 14 Rata St, Nelson", 1.0, 480.0, 480.0, 72.0, "SURV-SITE")
    l2 = li("9d0e2f46-7b3c-4a18-b5e9-c1a2d3e4f508", "Drone imagery (per flight)", 3.0, 225.0, 675.0, 101.25, "DRONE-FLT")

    def invoice(lines: list[dict[str, Any]], sub: float, tax: float, total: float, upd: str) -> dict[str, Any]:
        return {"Type": "ACCREC", "InvoiceID": iid, "InvoiceNumber": "INV-0412", "Reference": "PO 5531 / Rata St", "Status": "DRAFT", "LineAmountTypes": "Exclusive",
                "Contact": {"ContactID": cid, "Name": "Kōwhai Surveys Ltd"}, "Date": "/Date(1746057600000+0000)/", "DateString": "2025-05-01T00:00:00",
                "DueDate": "/Date(1747699200000+0000)/", "DueDateString": "2025-05-20T00:00:00", "CurrencyCode": "NZD", "CurrencyRate": 1.0,
                "LineItems": lines, "SubTotal": sub, "TotalTax": tax, "Total": total, "AmountDue": total, "AmountPaid": 0.0, "AmountCredited": 0.0,
                "SentToContact": False, "HasAttachments": False, "IsDiscounted": False, "UpdatedDateUTC": upd}

    t3 = pj({"Id": "61c7e0a9-d24b-4e3f-8a15-c9b0f2d7e184", "Status": "OK", "ProviderName": "Harbourline MCP", "DateTimeUTC": "/Date(1746082305112)/",
             "Invoices": [invoice([l1, l2], 1155.0, 173.25, 1328.25, "/Date(1746082305097+0000)/")]})
    ih = ["InvoiceNumber", "Date", "DueDate", "Status", "Total", "AmountDue", "Reference"]
    t4 = mcp_text("3 invoices for Kōwhai Surveys Ltd (NZD):\n\n" + table(ih, [
        ["INV-0412", "2025-05-01", "2025-05-20", "DRAFT", "1,328.25", "1,328.25", "PO 5531 / Rata St"],
        ["INV-0398", "2025-03-12", "2025-03-31", "PAID", "2,116.00", "0.00", "PO 5417 / Maitai Valley"],
        ["INV-0371", "2025-01-22", "2025-02-20", "PAID", "860.20", "0.00", "Boundary peg check"]]))
    t5 = mcp_text(f"Invoice INV-0412 ({iid}) updated.\nLine 2 'Drone imagery (per flight)': Quantity 3.0 → 4.0\nStatus: DRAFT · UpdatedDateUTC 2025-05-01T06:52:48Z")
    l2b = li("9d0e2f46-7b3c-4a18-b5e9-c1a2d3e4f508", "Drone imagery (per flight)", 4.0, 225.0, 900.0, 135.0, "DRONE-FLT")
    t6 = pj({"Id": "a0d3b5e7-19f2-4c6a-8e4d-2b7c0f9a1e53", "Status": "OK", "ProviderName": "Harbourline MCP", "DateTimeUTC": "/Date(1746082391634)/",
             "Invoices": [invoice([l1, l2b], 1380.0, 173.25, 1553.25, "/Date(1746082368420+0000)/")]})
    t7 = mcp_text(f"Invoice INV-0412 ({iid}) status changed DRAFT → AUTHORISED at 2025-05-01T06:53:40Z.")
    t8 = mcp_text("Invoice INV-0412 emailed to Aroha Ngata <accounts@kowhaisurveys.co.nz>. SentToContact = true.")
    turns = [
        (call("xero_list_tax_rates"), t1),
        (call("xero_list_contacts", searchTerm="Kōwhai"), t2),
        (call("xero_create_invoice", type="ACCREC", contactId=cid, date="2025-05-01", dueDate="2025-05-20", lineAmountTypes="Exclusive", reference="PO 5531 / Rata St", status="DRAFT",
              lineItems=[{"Description": "Site survey — 14 Rata St, Nelson", "Quantity": 1, "UnitAmount": 480.00, "ItemCode": "SURV-SITE", "AccountCode": "200", "TaxType": "OUTPUT2"},
                         {"Description": "Drone imagery (per flight)", "Quantity": 3, "UnitAmount": 225.00, "ItemCode": "DRONE-FLT", "AccountCode": "200", "TaxType": "OUTPUT2"}]), t3),
        (call("xero_list_invoices", contactIds=[cid]), t4),
        (call("xero_update_invoice", invoiceId=iid, lineItems=[{"LineItemID": "4a1c9e03-2d7b-4f65-8e1a-b0c3d5f7a920"},
                                                                {"LineItemID": "9d0e2f46-7b3c-4a18-b5e9-c1a2d3e4f508", "Quantity": 4}]), t5),
        (call("xero_get_invoice", invoiceId=iid), t6),
        (call("xero_update_invoice_status", invoiceId=iid, status="AUTHORISED"), t7),
        (call("xero_email_invoice", invoiceId=iid), t8),
    ]
    rs.add("mcp", "h49-mcp-09", sysp("xero", "Xero Accounting API, organisation Harbourline Geomatics (NZ, GST 15%)", tools), turns,
           state=state("xero", "Connected to tenant 'Harbourline Geomatics Ltd' (NZD, GST registered)."),
           bad=True, turn=6, kind="After line 2 went from 3 to 4 units, TotalTax stays 173.25 (Total 1553.25) although the lines' tax now sums to 207.00 at 15% GST.")


# ---------------------------------------------------------------- 10 Notion (bad: renamed page back under its old title)
def t10(rs: RowSet) -> None:
    tools = [
        tool("notion_search", "Search pages and databases shared with the integration by title.", {"query": S, "filter": OBJ, "page_size": INT}, []),
        tool("notion_retrieve_page", "Retrieve a page's properties.", {"page_id": S}, ["page_id"]),
        tool("notion_update_page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("notion_retrieve_block_children", "List the child blocks of a page or block.", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("notion_append_block_children", "Append blocks to a page or block.", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("notion_query_database", "Query a database with a filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": A}, ["database_id"]),
        tool("notion_create_page", "Create a page under a page or database.", {"parent": OBJ, "properties": OBJ, "children": A}, ["parent", "properties"]),
    ]
    db = "0f7b2c94-61e3-4d8a-9b25-e4a1c7d03f68"
    pid = "1c4e8a2b-7d9f-80a1-b3c5-e6f7a8b9c0d1"
    gid = "1c4e8a2b-7d9f-8012-a4d6-f1e2c3b4a597"
    rid = "1a9f3e07-5c2b-80e4-97d1-c8b6a5f40e23"
    user = {"object": "user", "id": "4d8e1f2a-9b3c-47d5-a6e8-0c1b2d3e4f57"}
    owner = {"object": "user", "id": "e6c2a9b1-0d4f-4387-b2e1-5a6f7c8d9e03", "name": "Yusuf Karimi", "avatar_url": None, "type": "person",
             "person": {"email": "yusuf@paylane.dev"}}

    def title(t: str) -> dict[str, Any]:
        return {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": t, "link": None},
                                                           "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"},
                                                           "plain_text": t, "href": None}]}

    def page(p: str, t: str, status: str, quarter: str, edited: str, created: str, own: dict[str, Any] = owner) -> dict[str, Any]:
        props: dict[str, Any] = {"Status": {"id": "%3DkQx", "type": "status", "status": {"id": {"Draft": "d1a2", "In review": "r7b3", "Approved": "a9c4"}[status], "name": status,
                                                                                         "color": {"Draft": "gray", "In review": "yellow", "Approved": "green"}[status]}},
                                 "Quarter": {"id": "Wq%5Bv", "type": "select", "select": {"id": "q3s" if quarter.startswith("Q3") else "q2s", "name": quarter, "color": "purple"}},
                                 "Owner": {"id": "o%7CLm", "type": "people", "people": [own]},
                                 "Last edited": {"id": "le%3F1", "type": "last_edited_time", "last_edited_time": edited},
                                 "Name": title(t)}
        slug = t.replace(" — ", "-").replace(" & ", "-").replace(" ", "-")
        return {"object": "page", "id": p, "created_time": created, "last_edited_time": edited, "created_by": user, "last_edited_by": user, "cover": None,
                "icon": {"type": "emoji", "emoji": "🗺️"}, "parent": {"type": "database_id", "database_id": db},
                "archived": False, "in_trash": False, "properties": props, "url": f"https://www.notion.so/{slug}-{p.replace('-', '')}", "public_url": None}

    old, new = "Q3 Roadmap — Payments", "Q3 Roadmap — Payments & Billing"
    p_old = page(pid, old, "Draft", "Q3 2025", "2025-06-20T16:41:00.000Z", "2025-06-02T09:15:00.000Z")
    growth = page(gid, "Q3 Roadmap — Growth", "Draft", "Q3 2025", "2025-06-23T10:07:00.000Z", "2025-06-02T09:18:00.000Z",
                  {**owner, "id": "b3d9f1e0-7a2c-4e68-9f15-2c4d6e8a0b71", "name": "Hana Sato", "person": {"email": "hana@paylane.dev"}})
    q2 = page("0e2d7c61-4b8a-80f9-a1c3-d5e7f9b0c2a4", "Q2 Roadmap — Payments", "Approved", "Q2 2025", "2025-04-01T08:30:00.000Z", "2025-03-04T14:02:00.000Z")
    t1 = pj({"object": "list", "results": [p_old, growth, q2], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {},
             "request_id": "7f1e2d3c-4b5a-4c69-8d7e-0f1a2b3c4d5e"})
    t2 = pj(p_old)
    p_new = page(pid, new, "Draft", "Q3 2025", "2025-06-24T13:02:00.000Z", "2025-06-02T09:15:00.000Z")
    t3 = pj(p_new)

    def blk(bid: str, typ: str, text: str, created: str, checked: bool | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"rich_text": [{"type": "text", "text": {"content": text, "link": None}, "plain_text": text, "href": None}], "color": "default"}
        if typ.startswith("heading"):
            body["is_toggleable"] = False
        if checked is not None:
            body["checked"] = checked
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": pid}, "created_time": created, "last_edited_time": created,
                "created_by": user, "last_edited_by": user, "has_children": False, "archived": False, "in_trash": False, "type": typ, typ: body}

    blocks = [blk("2b1a0c9d-8e7f-4a6b-9c5d-1e2f3a4b5c61", "heading_2", "Goals", "2025-06-02T09:16:00.000Z"),
              blk("2b1a0c9d-8e7f-4a6b-9c5d-1e2f3a4b5c62", "bulleted_list_item", "Cut card-auth p95 latency from 410 ms to under 250 ms", "2025-06-02T09:17:00.000Z"),
              blk("2b1a0c9d-8e7f-4a6b-9c5d-1e2f3a4b5c63", "bulleted_list_item", "Launch SEPA Instant payouts for EU merchants", "2025-06-02T09:17:00.000Z"),
              blk("2b1a0c9d-8e7f-4a6b-9c5d-1e2f3a4b5c64", "heading_2", "Milestones", "2025-06-02T09:20:00.000Z"),
              blk("2b1a0c9d-8e7f-4a6b-9c5d-1e2f3a4b5c65", "to_do", "M1 (Jul 18): auth service on new connection pool", "2025-06-02T09:21:00.000Z", False),
              blk("2b1a0c9d-8e7f-4a6b-9c5d-1e2f3a4b5c66", "to_do", "M2 (Aug 22): SEPA Instant beta with 5 merchants", "2025-06-20T16:41:00.000Z", False)]
    t4 = pj({"object": "list", "results": blocks, "next_cursor": None, "has_more": False, "type": "block", "block": {}, "request_id": "a2b3c4d5-e6f7-4890-a1b2-c3d4e5f60718"})
    newb = [blk("21e0f9a8-b7c6-4d5e-8f4a-3b2c1d0e9f81", "to_do", "M3 (Sep 26): invoicing module GA (Billing)", "2025-06-24T13:04:00.000Z", False),
            blk("21e0f9a8-b7c6-4d5e-8f4a-3b2c1d0e9f82", "bulleted_list_item", "Owner for Billing track: Rafael Mendes", "2025-06-24T13:04:00.000Z")]
    t5 = pj({"object": "list", "results": newb, "next_cursor": None, "has_more": False, "type": "block", "block": {}, "request_id": "c4d5e6f7-0819-4a2b-b3c4-d5e6f7a8b9c0"})
    p_new2 = page(pid, new, "Draft", "Q3 2025", "2025-06-24T13:04:00.000Z", "2025-06-02T09:15:00.000Z")
    t6 = pj({"object": "list", "results": [growth, p_new2], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {},
             "request_id": "d5e6f7a8-b9c0-4d1e-8f2a-3b4c5d6e7f80"})
    p_rev = page(pid, new, "In review", "Q3 2025", "2025-06-24T13:06:00.000Z", "2025-06-02T09:15:00.000Z")
    t7 = pj(p_rev)
    p_rev_old = page(pid, old, "In review", "Q3 2025", "2025-06-24T13:06:00.000Z", "2025-06-02T09:15:00.000Z")
    p_rev_old["url"] = p_rev["url"]
    rel = page(rid, "Q3 Roadmap — Platform Reliability", "In review", "Q3 2025", "2025-06-19T11:52:00.000Z", "2025-06-03T07:40:00.000Z",
               {**owner, "id": "f0a1b2c3-d4e5-4f67-8a9b-0c1d2e3f4a5b", "name": "Priyanka Rao", "person": {"email": "priyanka@paylane.dev"}})
    t8 = pj({"object": "list", "results": [p_rev_old, rel], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {},
             "request_id": "e6f7a8b9-c0d1-4e2f-9a3b-4c5d6e7f8091"})
    kid = "21f3a4b5-c6d7-80e8-9f0a-1b2c3d4e5f6a"
    t9 = pj({"object": "page", "id": kid, "created_time": "2025-06-24T13:09:00.000Z", "last_edited_time": "2025-06-24T13:09:00.000Z", "created_by": user, "last_edited_by": user,
             "cover": None, "icon": None, "parent": {"type": "page_id", "page_id": pid}, "archived": False, "in_trash": False,
             "properties": {"title": title("Q3 risks")}, "url": f"https://www.notion.so/Q3-risks-{kid.replace('-', '')}", "public_url": None,
             "request_id": "f7a8b9c0-d1e2-4f3a-8b4c-5d6e7f8091a2"})
    child = {"object": "block", "id": kid, "parent": {"type": "page_id", "page_id": pid}, "created_time": "2025-06-24T13:09:00.000Z", "last_edited_time": "2025-06-24T13:09:00.000Z",
             "created_by": user, "last_edited_by": user, "has_children": False, "archived": False, "in_trash": False, "type": "child_page", "child_page": {"title": "Q3 risks"}}
    t10 = pj({"object": "list", "results": blocks + newb + [child], "next_cursor": None, "has_more": False, "type": "block", "block": {},
              "request_id": "08b9c0d1-e2f3-4a4b-9c5d-6e7f8091a2b3"})
    turns = [
        (call("notion_search", query="Q3 roadmap", filter={"property": "object", "value": "page"}, page_size=10), t1),
        (call("notion_retrieve_page", page_id=pid), t2),
        (call("notion_update_page", page_id=pid, properties={"Name": {"title": [{"text": {"content": new}}]}}), t3),
        (call("notion_retrieve_block_children", block_id=pid, page_size=50), t4),
        (call("notion_append_block_children", block_id=pid, children=[
            {"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": "M3 (Sep 26): invoicing module GA (Billing)"}}], "checked": False}},
            {"object": "block", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": "Owner for Billing track: Rafael Mendes"}}]}}]), t5),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"equals": "Draft"}}, sorts=[{"property": "Name", "direction": "ascending"}]), t6),
        (call("notion_update_page", page_id=pid, properties={"Status": {"status": {"name": "In review"}}}), t7),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"equals": "In review"}}, sorts=[{"property": "Name", "direction": "ascending"}]), t8),
        (call("notion_create_page", parent={"page_id": pid}, properties={"title": {"title": [{"text": {"content": "Q3 risks"}}]}}), t9),
        (call("notion_retrieve_block_children", block_id=pid, page_size=50), t10),
    ]
    rs.add("mcp", "h49-mcp-10", sysp("notion", "Notion API 2022-06-28 for the Paylane workspace", tools), turns,
           state=state("notion", "Internal integration 'Roadmap Bot' with access to the Roadmaps database (0f7b2c94-61e3-4d8a-9b25-e4a1c7d03f68)."),
           bad=True, turn=8, kind="Page 1c4e8a2b… renamed 'Q3 Roadmap — Payments & Billing' in turn 3 (so listed in turn 6) comes back titled 'Q3 Roadmap — Payments' after only its Status changed.")


# ---------------------------------------------------------------- 11 Freshdesk (bad: note timestamped before the reply sent just before it)
def t11(rs: RowSet) -> None:
    tools = [
        tool("freshdesk_view_ticket", "View a ticket.", {"ticket_id": INT, "include": S}, ["ticket_id"]),
        tool("freshdesk_reply_ticket", "Send a public reply on a ticket.", {"ticket_id": INT, "body": S, "cc_emails": A}, ["ticket_id", "body"]),
        tool("freshdesk_add_note", "Add a note to a ticket (private by default).", {"ticket_id": INT, "body": S, "private": B, "notify_emails": A}, ["ticket_id", "body"]),
        tool("freshdesk_update_ticket", "Update ticket fields. status: 2 Open, 3 Pending, 4 Resolved, 5 Closed; priority: 1 Low … 4 Urgent.",
             {"ticket_id": INT, "status": INT, "priority": INT, "tags": A, "responder_id": INT}, ["ticket_id"]),
        tool("freshdesk_list_conversations", "List replies and notes of a ticket.", {"ticket_id": INT}, ["ticket_id"]),
        tool("freshdesk_filter_tickets", "Filter tickets with a query string, e.g. \"status:3 AND group_id:77000154120\".", {"query": S, "page": INT}, ["query"]),
    ]
    tk = {"cc_emails": ["data-team@brambleworks.com"], "fwd_emails": [], "reply_cc_emails": ["data-team@brambleworks.com"], "ticket_cc_emails": ["data-team@brambleworks.com"],
          "fr_escalated": False, "spam": False, "email_config_id": 77000036718, "group_id": 77000154120, "priority": 3, "requester_id": 77004518231, "responder_id": 77001200457,
          "source": 1, "company_id": 77000612409, "status": 2, "subject": "CSV export times out for reports over 50k rows", "association_type": None, "support_email": "help@tallyhq.io",
          "to_emails": ["help@tallyhq.io"], "product_id": None, "id": 30418, "type": "Problem", "due_by": "2025-04-04T12:11:54Z", "fr_due_by": "2025-04-02T16:11:54Z",
          "is_escalated": False, "description": "<div>Exports of the 'Orders by SKU' report fail with a 504 after ~60 s once the date range is over a quarter (about 52k rows). Smaller ranges work.</div>",
          "description_text": "Exports of the 'Orders by SKU' report fail with a 504 after ~60 s once the date range is over a quarter (about 52k rows). Smaller ranges work.",
          "custom_fields": {"cf_plan": "Growth", "cf_region": "eu-west-1", "cf_jira_key": "TAL-8842"}, "created_at": "2025-04-02T08:11:54Z", "updated_at": "2025-04-03T16:40:02Z",
          "tags": ["export", "timeout", "reports"], "attachments": [], "nr_due_by": None, "nr_escalated": False}
    t1 = pj({**tk, "requester": {"email": "k.oduya@brambleworks.com", "id": 77004518231, "mobile": None, "name": "Kelechi Oduya", "phone": "+44 20 7946 0321"}})
    body = "Hi Kelechi, thanks for the detail. Engineering confirmed exports above 50k rows hit the 60 s gateway limit. Until the async export ships (TAL-8842), please split the range by month — each file will stay under the limit. — Dario"
    reply = {"body": f"<div>{body}</div>", "body_text": body, "id": 77010388412, "incoming": False, "private": False, "user_id": 77001200457, "support_email": "help@tallyhq.io",
             "source": 0, "category": 3, "to_emails": ["k.oduya@brambleworks.com"], "from_email": "TallyHQ Support <help@tallyhq.io>", "cc_emails": ["data-team@brambleworks.com"],
             "bcc_emails": [], "email_failure_count": None, "outgoing_failures": None, "thread_id": None, "thread_message_id": None, "created_at": "2025-04-04T09:27:45Z",
             "updated_at": "2025-04-04T09:27:45Z", "last_edited_at": None, "last_edited_user_id": None, "attachments": [], "automation_id": None, "automation_type_id": None,
             "auto_response": False, "ticket_id": 30418, "threading_type": None, "source_additional_info": None}
    t2 = pj(reply)
    nb = "Customer on Growth plan, 3 failed exports in last 48h per Datadog (export-svc 504s). Linked TAL-8842; asked eng for ETA on async exports."
    note = {"body": f"<div>{nb}</div>", "body_text": nb, "id": 77010388530, "incoming": False, "private": True, "user_id": 77001200457, "support_email": None, "source": 2,
            "category": 2, "to_emails": [], "from_email": None, "cc_emails": [], "bcc_emails": None, "created_at": "2025-04-04T09:14:03Z", "updated_at": "2025-04-04T09:14:03Z",
            "last_edited_at": None, "last_edited_user_id": None, "attachments": [], "ticket_id": 30418, "source_additional_info": None}
    t3 = pj(note)
    upd = {**tk, "status": 3, "updated_at": "2025-04-04T09:29:12Z"}
    t4 = pj(upd)
    t5 = pj([reply, note])
    row = {k: upd[k] for k in ("cc_emails", "fr_escalated", "spam", "group_id", "priority", "requester_id", "responder_id", "source", "company_id", "status", "subject",
                                "id", "type", "due_by", "fr_due_by", "is_escalated", "custom_fields", "created_at", "updated_at", "tags")}
    other = {**row, "id": 30377, "subject": "Scheduled report emails arrive empty", "requester_id": 77004390016, "company_id": 77000598850, "priority": 2,
             "created_at": "2025-03-31T13:05:40Z", "updated_at": "2025-04-03T10:22:18Z", "due_by": "2025-04-02T13:05:40Z", "fr_due_by": "2025-03-31T21:05:40Z",
             "tags": ["reports", "email"], "cc_emails": [], "custom_fields": {"cf_plan": "Starter", "cf_region": "us-east-1", "cf_jira_key": None}, "type": "Incident"}
    t6 = pj({"results": [row, other], "total": 2})
    turns = [
        (call("freshdesk_view_ticket", ticket_id=30418, include="requester"), t1),
        (call("freshdesk_reply_ticket", ticket_id=30418, body=body, cc_emails=["data-team@brambleworks.com"]), t2),
        (call("freshdesk_add_note", ticket_id=30418, body=nb, private=True), t3),
        (call("freshdesk_update_ticket", ticket_id=30418, status=3), t4),
        (call("freshdesk_list_conversations", ticket_id=30418), t5),
        (call("freshdesk_filter_tickets", query="\"status:3 AND group_id:77000154120\""), t6),
    ]
    rs.add("mcp", "h49-mcp-11", sysp("freshdesk", "Freshdesk API v2 for tallyhq.freshdesk.com", tools), turns,
           state=state("freshdesk", "API key of agent Dario Ferrante (id 77001200457) on tallyhq.freshdesk.com."),
           bad=True, turn=3, kind="The note added in turn 3 is stamped 09:14:03, before the reply sent in turn 2 at 09:27:45, so the server clock goes backwards.")


# ---------------------------------------------------------------- 12 Stripe (clean)
def t12(rs: RowSet) -> None:
    tools = [
        tool("retrieve_balance", "Retrieve the account balance.", {}, []),
        tool("create_customer", "Create a customer.", {"name": S, "email": S, "description": S, "metadata": OBJ}, []),
        tool("update_customer", "Update a customer.", {"customer": S, "name": S, "email": S, "description": S, "metadata": OBJ}, ["customer"]),
        tool("list_customers", "List customers, optionally by email.", {"email": S, "limit": INT}, []),
        tool("create_payment_intent", "Create a PaymentIntent.", {"amount": INT, "currency": S, "customer": S, "description": S, "metadata": OBJ, "payment_method_types": A}, ["amount", "currency"]),
        tool("confirm_payment_intent", "Confirm a PaymentIntent with a payment method.", {"payment_intent": S, "payment_method": S}, ["payment_intent"]),
        tool("retrieve_payment_intent", "Retrieve a PaymentIntent.", {"payment_intent": S}, ["payment_intent"]),
        tool("create_refund", "Refund a charge or PaymentIntent, fully or partially.", {"payment_intent": S, "amount": INT, "reason": S}, ["payment_intent"]),
        tool("list_charges", "List charges, optionally for one customer.", {"customer": S, "limit": INT}, []),
    ]

    def bal(avail: int, pend: int) -> str:
        return pj({"object": "balance", "available": [{"amount": avail, "currency": "usd", "source_types": {"card": avail}}],
                   "connect_reserved": [{"amount": 0, "currency": "usd"}], "livemode": False,
                   "pending": [{"amount": pend, "currency": "usd", "source_types": {"card": pend}}]})

    cus = "cus_QkR7vT2mXw9LbN"
    customer = {"id": cus, "object": "customer", "address": None, "balance": 0, "created": 1722511380, "currency": None, "default_source": None, "delinquent": False,
                "description": None, "discount": None, "email": "jonah.ferreira@tallgrass.coffee", "invoice_prefix": "6C1F0A9B", "invoice_settings": {"custom_fields": None,
                "default_payment_method": None, "footer": None, "rendering_options": None}, "livemode": False, "metadata": {"shop_customer_id": "TG-C-3318"},
                "name": "Jonah Ferreira", "next_invoice_sequence": 1, "phone": None, "preferred_locales": [], "shipping": None, "tax_exempt": "none", "test_clock": None}
    pi = "pi_3PivQ2Kd8Lm4Zx1A0sW7YbCe"
    ch = "ch_3PivQ2Kd8Lm4Zx1A0tR5NqHu"
    pm = "pm_1PivQ5Kd8Lm4Zx1AhJ3kPq2W"

    def intent(status: str, received: int, latest: str | None, method: str | None) -> dict[str, Any]:
        return {"id": pi, "object": "payment_intent", "amount": 12900, "amount_capturable": 0, "amount_details": {"tip": {}}, "amount_received": received,
                "application": None, "application_fee_amount": None, "automatic_payment_methods": None, "canceled_at": None, "cancellation_reason": None,
                "capture_method": "automatic", "client_secret": f"{pi}_secret_Vn3pL0qX8zR2kT7mW4yB9cJ1d", "confirmation_method": "automatic", "created": 1722511441,
                "currency": "usd", "customer": cus, "description": "Order #TG-20417 — 3 × Tallgrass Espresso Blend 2 lb", "last_payment_error": None,
                "latest_charge": latest, "livemode": False, "metadata": {"order_id": "TG-20417"}, "next_action": None, "on_behalf_of": None, "payment_method": method,
                "payment_method_configuration_details": None, "payment_method_options": {"card": {"installments": None, "mandate_options": None, "network": None, "request_three_d_secure": "automatic"}},
                "payment_method_types": ["card"], "processing": None, "receipt_email": None, "review": None, "setup_future_usage": None, "shipping": None,
                "statement_descriptor": None, "statement_descriptor_suffix": None, "status": status, "transfer_data": None, "transfer_group": None}

    t1 = bal(412380, 58900)
    t2 = pj(customer)
    t3 = pj(intent("requires_payment_method", 0, None, None))
    t4 = pj(intent("succeeded", 12900, ch, pm))
    t5 = bal(412380, 71396)
    t6 = pj({"id": "re_3PivQ2Kd8Lm4Zx1A0Xy8Lm3P", "object": "refund", "amount": 4000, "balance_transaction": "txn_3PivQ2Kd8Lm4Zx1A0bG6hT1r", "charge": ch, "created": 1722511652,
             "currency": "usd", "destination_details": {"card": {"reference_status": "pending", "reference_type": "acquirer_reference_number", "type": "refund"}, "type": "card"},
             "metadata": {}, "payment_intent": pi, "reason": "requested_by_customer", "receipt_number": None, "source_transfer_reversal": None, "status": "succeeded",
             "transfer_reversal": None})
    t7 = pj(intent("succeeded", 12900, ch, pm))
    t8 = pj({"object": "list", "data": [{"id": ch, "object": "charge", "amount": 12900, "amount_captured": 12900, "amount_refunded": 4000, "application_fee": None,
                                         "balance_transaction": "txn_3PivQ2Kd8Lm4Zx1A0q4ZcV8e", "billing_details": {"address": {"postal_code": "42424"}, "email": None, "name": None},
                                         "calculated_statement_descriptor": "TALLGRASS COFFEE", "captured": True, "created": 1722511470, "currency": "usd", "customer": cus,
                                         "description": "Order #TG-20417 — 3 × Tallgrass Espresso Blend 2 lb", "disputed": False, "failure_code": None, "failure_message": None,
                                         "livemode": False, "metadata": {"order_id": "TG-20417"}, "outcome": {"network_status": "approved_by_network", "reason": None, "risk_level": "normal",
                                                                                                             "risk_score": 21, "seller_message": "Payment complete.", "type": "authorized"},
                                         "paid": True, "payment_intent": pi, "payment_method": pm,
                                         "payment_method_details": {"card": {"brand": "visa", "checks": {"address_line1_check": None, "address_postal_code_check": "pass", "cvc_check": "pass"},
                                                                             "country": "US", "exp_month": 8, "exp_year": 2026, "funding": "credit", "last4": "4242", "network": "visa"}, "type": "card"},
                                         "receipt_url": f"https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xTmJ0{ch[-8:]}", "refunded": False, "status": "succeeded"}],
             "has_more": False, "url": "/v1/charges"})
    t9 = bal(408380, 71396)
    customer2 = {**customer, "description": "Wholesale — Tallgrass roastery account", "metadata": {"shop_customer_id": "TG-C-3318", "tier": "wholesale"}}
    t10 = pj(customer2)
    t11 = pj({"object": "list", "data": [customer2], "has_more": False, "url": "/v1/customers"})
    turns = [
        (call("retrieve_balance"), t1),
        (call("create_customer", name="Jonah Ferreira", email="jonah.ferreira@tallgrass.coffee", metadata={"shop_customer_id": "TG-C-3318"}), t2),
        (call("create_payment_intent", amount=12900, currency="usd", customer=cus, description="Order #TG-20417 — 3 × Tallgrass Espresso Blend 2 lb",
              metadata={"order_id": "TG-20417"}, payment_method_types=["card"]), t3),
        (call("confirm_payment_intent", payment_intent=pi, payment_method="pm_card_visa"), t4),
        (call("retrieve_balance"), t5),
        (call("create_refund", payment_intent=pi, amount=4000, reason="requested_by_customer"), t6),
        (call("retrieve_payment_intent", payment_intent=pi), t7),
        (call("list_charges", customer=cus, limit=10), t8),
        (call("retrieve_balance"), t9),
        (call("update_customer", customer=cus, description="Wholesale — Tallgrass roastery account", metadata={"tier": "wholesale"}), t10),
        (call("list_customers", email="jonah.ferreira@tallgrass.coffee", limit=3), t11),
    ]
    rs.add("mcp", "h49-mcp-12", sysp("stripe", "Stripe API (test mode) for Tallgrass Coffee Co.", tools), turns,
           state=state("stripe", "Restricted test-mode key rk_test_…9fQ2 for account acct_1NbtK2Kd8Lm4Zx1A; API version 2024-06-20."))


# ---------------------------------------------------------------- 13 Garmin Connect (clean)
def t13(rs: RowSet) -> None:
    tools = [
        tool("garmin_get_activities", "List recent activities, newest first.", {"start": INT, "limit": INT}, []),
        tool("garmin_get_activity_details", "Get an activity's summary and laps/splits. units: metric (default) or statute.", {"activity_id": INT, "units": S}, ["activity_id"]),
        tool("garmin_update_activity", "Rename an activity or change its description.", {"activity_id": INT, "name": S, "description": S}, ["activity_id"]),
        tool("garmin_get_daily_summary", "Daily wellness summary (steps, calories, intensity minutes, stress, body battery) for a date, up to the last sync.", {"date": S}, ["date"]),
        tool("garmin_get_sleep", "Sleep data for the night ending on the date.", {"date": S}, ["date"]),
    ]

    def act(aid: int, name: str, start: str, gmt: str, typ: str, dist: float, dur: float, hr: int | None, mx: int | None, cal: int, gain: float | None) -> dict[str, Any]:
        return {"activityId": aid, "activityName": name, "startTimeLocal": start, "startTimeGMT": gmt, "activityType": {"typeKey": typ},
                "distance": dist, "duration": dur, "movingDuration": round(dur - (12.0 if typ == "running" else 0.0), 1), "elevationGain": gain,
                "averageHR": hr, "maxHR": mx, "calories": cal, "averageSpeed": round(dist / dur, 3) if dist else 0.0, "deviceId": 3442189770,
                "manufacturer": "GARMIN", "locationName": "Lisbon", "hasPolyline": typ in ("running", "road_biking")}

    run_old = act(15623019874, "Lisbon Running", "2025-05-20 07:02:11", "2025-05-20 06:02:11", "running", 8063.41, 2461.3, 158, 176, 612, 96.0)
    rest = [act(15611840392, "Lisbon Cycling", "2025-05-18 09:15:40", "2025-05-18 08:15:40", "road_biking", 42817.9, 5522.8, 134, 167, 1011, 612.0),
            act(15601277015, "Strength", "2025-05-17 18:30:02", "2025-05-17 17:30:02", "strength_training", 0.0, 2710.0, 112, 151, 298, None),
            act(15592563318, "Lisbon Running", "2025-05-16 07:05:48", "2025-05-16 06:05:48", "running", 5021.7, 1689.4, 149, 168, 381, 41.0),
            act(15580099456, "Lisbon - Pool Swim", "2025-05-14 19:02:33", "2025-05-14 18:02:33", "lap_swimming", 1750.0, 2281.0, 128, 149, 402, None)]
    t1 = pj([run_old] + rest)
    km = [312.4, 305.9, 301.2, 296.8, 298.5, 303.0, 299.1, 325.3, 19.1]
    hrs = [146, 155, 158, 160, 161, 160, 162, 166, 168]
    splits = []
    for i, (d, h) in enumerate(zip(km, hrs)):
        per_km = d if i < 8 else d / 0.06341
        splits.append({"lapIndex": i + 1, "distance": 1000.0 if i < 8 else 63.41, "duration": d, "averageHR": h,
                       "averagePace": f"{int(per_km // 60)}:{int(per_km % 60):02d} /km"})
    t2 = pj({"activityId": 15623019874, "activityName": "Lisbon Running", "description": None, "activityTypeDTO": {"typeKey": "running", "typeId": 1},
             "summaryDTO": {"startTimeLocal": "2025-05-20T07:02:11.0", "distance": 8063.41, "duration": 2461.3, "movingDuration": 2449.3, "elevationGain": 96.0,
                            "elevationLoss": 94.0, "averageSpeed": 3.276, "averageHR": 158, "maxHR": 176, "calories": 612, "averageRunCadence": 172.4,
                            "trainingEffect": 3.6, "anaerobicTrainingEffect": 1.8, "trainingEffectLabel": "TEMPO", "avgPace": "5:05 /km"},
             "splitSummaries": splits})
    t3 = pj({"activityId": 15623019874, "activityName": "Tempo 8k — Monsanto", "description": None, "updated": True})

    def daily(when_local: str, sync_gmt: str, steps: int, dist: int, active: int, bmr: int, floors: int, mod: int, vig: int, stress: int, bb: int) -> dict[str, Any]:
        return {"calendarDate": "2025-05-20", "userProfilePK": 88417302, "totalSteps": steps, "dailyStepGoal": 9000, "totalDistanceMeters": dist,
                "activeKilocalories": active, "bmrKilocalories": bmr, "totalKilocalories": active + bmr, "floorsAscended": floors, "floorsAscendedGoal": 10,
                "moderateIntensityMinutes": mod, "vigorousIntensityMinutes": vig, "intensityMinutesGoal": 150, "restingHeartRate": 48,
                "minHeartRate": 44, "maxHeartRate": 176, "averageStressLevel": stress, "bodyBatteryChargedValue": 63, "bodyBatteryMostRecentValue": bb,
                "wellnessStartTimeLocal": "2025-05-20T00:00:00.0", "wellnessEndTimeLocal": when_local, "lastSyncTimestampGMT": sync_gmt}

    t4 = pj(daily("2025-05-20T11:02:00.0", "2025-05-20T10:02:40.0", 11204, 9918, 781, 782, 7, 6, 38, 27, 54))
    t5 = pj({"dailySleepDTO": {"id": 1747692720000, "userProfilePK": 88417302, "calendarDate": "2025-05-20", "sleepTimeSeconds": 25740, "napTimeSeconds": 0,
                               "sleepStartTimestampLocal": "2025-05-19T23:12:00.0", "sleepEndTimestampLocal": "2025-05-20T06:41:00.0",
                               "deepSleepSeconds": 5460, "lightSleepSeconds": 14400, "remSleepSeconds": 5880, "awakeSleepSeconds": 1200,
                               "averageSpO2Value": 95.0, "lowestSpO2Value": 89, "averageRespirationValue": 14.0, "avgSleepStress": 13.0, "awakeCount": 2,
                               "sleepScores": {"overall": {"value": 81, "qualifierKey": "GOOD"}, "deepPercentage": {"value": 21}, "remPercentage": {"value": 23},
                                               "lightPercentage": {"value": 56}}},
             "restingHeartRate": 48, "bodyBatteryChange": 49, "avgOvernightHrv": 71.0, "hrvStatus": "BALANCED"})
    t6 = pj([{**run_old, "activityName": "Tempo 8k — Monsanto"}] + rest)
    t7 = pj(daily("2025-05-20T18:47:00.0", "2025-05-20T17:47:55.0", 16337, 13842, 1048, 1330, 12, 19, 38, 31, 31))
    mi = [498.8, 485.6, 479.1, 485.2, 507.7, 4.9]
    msplits = [{"lapIndex": i + 1, "distance": "1.00 mi" if i < 5 else "0.01 mi", "duration": d,
                "averagePace": f"{int(d // 60)}:{int(d % 60):02d} /mi" if i < 5 else "7:52 /mi"} for i, d in enumerate(mi)]
    t8 = pj({"activityId": 15623019874, "activityName": "Tempo 8k — Monsanto", "description": None, "activityTypeDTO": {"typeKey": "running", "typeId": 1},
             "summaryDTO": {"startTimeLocal": "2025-05-20T07:02:11.0", "distance": "5.01 mi", "duration": 2461.3, "movingDuration": 2449.3, "elevationGain": "315 ft",
                            "elevationLoss": "308 ft", "averageSpeed": "7.33 mph", "averageHR": 158, "maxHR": 176, "calories": 612, "averageRunCadence": 172.4,
                            "trainingEffect": 3.6, "anaerobicTrainingEffect": 1.8, "trainingEffectLabel": "TEMPO", "avgPace": "8:11 /mi"},
             "splitSummaries": msplits})
    turns = [
        (call("garmin_get_activities", start=0, limit=5), t1),
        (call("garmin_get_activity_details", activity_id=15623019874), t2),
        (call("garmin_update_activity", activity_id=15623019874, name="Tempo 8k — Monsanto"), t3),
        (call("garmin_get_daily_summary", date="2025-05-20"), t4),
        (call("garmin_get_sleep", date="2025-05-20"), t5),
        (call("garmin_get_activities", start=0, limit=5), t6),
        (call("garmin_get_daily_summary", date="2025-05-20"), t7),
        (call("garmin_get_activity_details", activity_id=15623019874, units="statute"), t8),
    ]
    rs.add("mcp", "h49-mcp-13", sysp("garmin-connect", "Garmin Connect unofficial API bridge for one athlete", tools), turns,
           state=state("garmin-connect", "Logged in as user 88417302 (display name 'rui.lx'); device Forerunner 265 (3442189770); time zone Europe/Lisbon."))


# ---------------------------------------------------------------- 14 Google Drive (bad: uploaded file missing from its folder)
def t14(rs: RowSet) -> None:
    tools = [
        tool("gdrive_search", "Search files with a Drive query string (q). Returns name, id, mimeType, modifiedTime and path.", {"q": S, "pageSize": INT}, ["q"]),
        tool("gdrive_list_folder", "List the direct children of a folder (plain-text table).", {"folderId": S, "orderBy": S}, ["folderId"]),
        tool("gdrive_create_folder", "Create a folder.", {"name": S, "parentId": S}, ["name"]),
        tool("gdrive_move_file", "Move a file to another folder (replaces its parents).", {"fileId": S, "newParentId": S}, ["fileId", "newParentId"]),
        tool("gdrive_upload_file", "Upload a local file into a folder.", {"localPath": S, "name": S, "parentId": S, "mimeType": S}, ["localPath", "parentId"]),
        tool("gdrive_rename_file", "Rename a file or folder.", {"fileId": S, "newName": S}, ["fileId", "newName"]),
        tool("gdrive_share", "Add a permission to a file or folder.", {"fileId": S, "emailAddress": S, "type": S, "role": S, "sendNotificationEmail": B}, ["fileId", "emailAddress", "role"]),
        tool("gdrive_read_file", "Read a file's content (Google Docs exported as Markdown).", {"fileId": S}, ["fileId"]),
        tool("gdrive_get_file", "Get file metadata.", {"fileId": S, "fields": S}, ["fileId"]),
        tool("gdrive_list_permissions", "List permissions of a file or folder.", {"fileId": S}, ["fileId"]),
    ]
    board = "1Qm8vT3pXz0LkR7aN2bY5cW9dE4fG6hJ"
    q1 = "1hJ6kL8mN0pQ2rS4tU6vW8xY0zA2bC4dE"
    q2 = "1Zt7Wq3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lx"
    deck = "1aB3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV"
    agenda = "1xY2zA4bC6dE8fG0hI2jK4lM6nO8pQ0rS"
    mins1 = "1mN0pQ2rS4tU6vW8xY0zA2bC4dE6fG8hI"
    pack = "1rS4tU6vW8xY0zA2bC4dE6fG8hI0jK2lM"
    draft = "1Pd4Fg6Hj8Kl0Zx2Cv4Bn6Mq8Wr0Ty2Ui"
    pptx = "application/vnd.openxmlformats-officedocument.presentationml.presentation"
    docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    fold, gdoc = "application/vnd.google-apps.folder", "application/vnd.google-apps.document"
    me = "Tomás Quintero"
    t1 = mcp_text("Found 2 files:\n\n" + table(["Name", "ID", "MimeType", "Modified", "Path"], [
        ["Q2 Board Deck v3.pptx", deck, pptx, "2025-07-08T16:22:41Z", "My Drive/Board Meetings"],
        ["Agenda — Q2 Board Meeting", agenda, gdoc, "2025-07-07T10:05:19Z", "My Drive/Board Meetings"]]))
    lh = ["Name", "ID", "Type", "Size", "Owner"]
    t2 = mcp_text(f"Folder 'Board Meetings' ({board}) — 6 items, folders first, by name:\n\n" + table(lh, [
        ["2025-Q1", q1, "folder", "—", me],
        ["Agenda — Q2 Board Meeting", agenda, "Google Doc", "—", me],
        ["Board pack — financials Q2.xlsx", pack, "xlsx", "1.1 MB", "Ingrid Solheim"],
        ["Investor letter draft", "1kL9mN1oP3qR5sT7uV9wX1yZ3aB5cD7eF", "Google Doc", "—", me],
        ["Q1 Minutes (approved).pdf", mins1, "pdf", "379.8 KB", me],
        ["Q2 Board Deck v3.pptx", deck, "pptx", "14.0 MB", me]]))
    t3 = pj({"kind": "drive#file", "id": q2, "name": "2025-Q2", "mimeType": fold, "parents": [board], "createdTime": "2025-07-09T08:14:02.318Z",
             "webViewLink": f"https://drive.google.com/drive/folders/{q2}"})
    t4 = pj({"kind": "drive#file", "id": deck, "name": "Q2 Board Deck v3.pptx", "mimeType": pptx, "parents": [q2]})
    t5 = pj({"kind": "drive#file", "id": draft, "name": "Q2 minutes draft.docx", "mimeType": docx, "parents": [q2], "size": "48213",
             "md5Checksum": "9b1f0e4c7a2d58e3b6c0f1a9d4e7b2c5", "createdTime": "2025-07-09T08:15:47.902Z",
             "webViewLink": f"https://docs.google.com/document/d/{draft}/edit?usp=drivesdk&ouid=104882716530194772261&rtpof=true"})
    t6 = pj({"kind": "drive#file", "id": deck, "name": "Q2 Board Deck FINAL.pptx", "mimeType": pptx})
    t7 = pj({"kind": "drive#permission", "id": "08412956377102584311", "type": "group", "emailAddress": "board@quintero-labs.com", "role": "reader",
             "displayName": "Board of Directors", "allowFileDiscovery": False})
    t8 = ("# Agenda — Q2 Board Meeting\n\n**Date:** 15 July 2025, 14:00–16:30 CEST  \n**Location:** Calle de Alcalá 54, Madrid / Google Meet\n\n"
          "| # | Item | Lead | Time |\n|---|------|------|------|\n| 1 | Approval of Q1 minutes | Chair | 10 min |\n| 2 | CEO report | T. Quintero | 25 min |\n"
          "| 3 | Q2 financials & FY25 forecast | I. Solheim | 35 min |\n| 4 | Series B timing | T. Quintero | 30 min |\n| 5 | ESOP pool top-up (resolution) | Chair | 20 min |\n"
          "| 6 | AOB | — | 10 min |\n\nPre-reads: board deck, board pack (financials). Please send comments by **11 July**.\n")
    t9 = mcp_text(f"Folder '2025-Q2' ({q2}) — 1 item, folders first, by name:\n\n" + table(lh, [["Q2 Board Deck FINAL.pptx", deck, "pptx", "14.0 MB", me]]))
    t10 = mcp_text(f"Folder 'Board Meetings' ({board}) — 6 items, folders first, by name:\n\n" + table(lh, [
        ["2025-Q1", q1, "folder", "—", me],
        ["2025-Q2", q2, "folder", "—", me],
        ["Agenda — Q2 Board Meeting", agenda, "Google Doc", "—", me],
        ["Board pack — financials Q2.xlsx", pack, "xlsx", "1.1 MB", "Ingrid Solheim"],
        ["Investor letter draft", "1kL9mN1oP3qR5sT7uV9wX1yZ3aB5cD7eF", "Google Doc", "—", me],
        ["Q1 Minutes (approved).pdf", mins1, "pdf", "379.8 KB", me]]))
    t11 = pj({"kind": "drive#file", "id": deck, "name": "Q2 Board Deck FINAL.pptx", "mimeType": pptx, "parents": [q2], "size": "14682113",
              "owners": [{"displayName": me, "emailAddress": "tomas@quintero-labs.com", "me": True}], "shared": True,
              "permissionIds": ["08412956377102584311", "10488271653019477226"]})
    t12 = pj({"kind": "drive#permissionList", "permissions": [
        {"kind": "drive#permission", "id": "08412956377102584311", "type": "group", "emailAddress": "board@quintero-labs.com", "role": "reader", "displayName": "Board of Directors"},
        {"kind": "drive#permission", "id": "10488271653019477226", "type": "user", "emailAddress": "tomas@quintero-labs.com", "role": "owner", "displayName": me}]})
    turns = [
        (call("gdrive_search", q="name contains 'Q2 Board' and trashed = false", pageSize=20), t1),
        (call("gdrive_list_folder", folderId=board, orderBy="folder,name"), t2),
        (call("gdrive_create_folder", name="2025-Q2", parentId=board), t3),
        (call("gdrive_move_file", fileId=deck, newParentId=q2), t4),
        (call("gdrive_upload_file", localPath="/Users/tomas/Documents/Board/Q2 minutes draft.docx", name="Q2 minutes draft.docx", parentId=q2, mimeType=docx), t5),
        (call("gdrive_rename_file", fileId=deck, newName="Q2 Board Deck FINAL.pptx"), t6),
        (call("gdrive_share", fileId=q2, emailAddress="board@quintero-labs.com", type="group", role="reader", sendNotificationEmail=False), t7),
        (call("gdrive_read_file", fileId=agenda), t8),
        (call("gdrive_list_folder", folderId=q2, orderBy="folder,name"), t9),
        (call("gdrive_list_folder", folderId=board, orderBy="folder,name"), t10),
        (call("gdrive_get_file", fileId=deck, fields="id,name,mimeType,parents,size,owners,shared,permissionIds"), t11),
        (call("gdrive_list_permissions", fileId=q2), t12),
    ]
    rs.add("mcp", "h49-mcp-14", sysp("gdrive", "Google Drive API v3 for tomas@quintero-labs.com", tools), turns,
           state=state("gdrive", "OAuth as tomas@quintero-labs.com (Tomás Quintero), scope drive."),
           bad=True, turn=9, kind="'Q2 minutes draft.docx' (1Pd4Fg6…) uploaded into folder 2025-Q2 in turn 5 is missing from that folder's listing, which shows 1 item.")


# ---------------------------------------------------------------- 15 Mealie (clean)
def t15(rs: RowSet) -> None:
    tools = [
        tool("mealie_search_recipes", "Search recipes by text.", {"search": S, "page": INT, "perPage": INT}, ["search"]),
        tool("mealie_get_recipe", "Get a recipe by slug.", {"slug": S}, ["slug"]),
        tool("mealie_create_shopping_list", "Create a shopping list.", {"name": S}, ["name"]),
        tool("mealie_add_recipe_to_list", "Add a recipe's ingredients to a shopping list, scaled.", {"list_id": S, "recipe_id": S, "scale": N}, ["list_id", "recipe_id"]),
        tool("mealie_delete_list_item", "Delete one item from a shopping list.", {"item_id": S}, ["item_id"]),
        tool("mealie_update_list_item", "Update a shopping list item (checked, quantity, note).", {"item_id": S, "checked": B, "quantity": N, "note": S}, ["item_id"]),
        tool("mealie_get_shopping_list", "Get a shopping list with its items.", {"list_id": S}, ["list_id"]),
    ]
    rid = "5f2c8a41-9d3e-4b7a-a1c6-0e8f7d2b4c93"
    t1 = pj({"page": 1, "per_page": 10, "total": 2, "total_pages": 1, "items": [
        {"id": rid, "userId": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f", "groupId": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d", "name": "Classic Shakshuka", "slug": "classic-shakshuka",
         "image": "Xb7q", "recipeServings": 4.0, "recipeYieldQuantity": 0.0, "recipeYield": "", "totalTime": "40 minutes", "prepTime": "10 minutes", "cookTime": "30 minutes",
         "description": "Eggs poached in a cumin-spiced tomato and pepper sauce.", "rating": 5.0, "dateAdded": "2024-11-02", "dateUpdated": "2025-01-19T10:41:07.552107Z",
         "tags": [{"name": "Breakfast", "slug": "breakfast"}, {"name": "Vegetarian", "slug": "vegetarian"}]},
        {"id": "7a9e1b03-6c4d-4f2e-b8a5-3d1c0f9e8b72", "userId": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f", "groupId": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         "name": "Green Shakshuka with Feta", "slug": "green-shakshuka-with-feta", "image": "Lp2w", "recipeServings": 2.0, "recipeYieldQuantity": 0.0, "recipeYield": "",
         "totalTime": "25 minutes", "prepTime": "5 minutes", "cookTime": "20 minutes", "description": "Spinach, leeks and herbs with eggs and feta.", "rating": 4.0,
         "dateAdded": "2025-02-08", "dateUpdated": "2025-02-08T19:02:33.114920Z", "tags": [{"name": "Vegetarian", "slug": "vegetarian"}]}], "next": None, "previous": None})
    ings = [("a01", 2, "tbsp", "olive oil", ""), ("a02", 1, None, "onion", "diced"), ("a03", 1, None, "red bell pepper", "sliced"), ("a04", 3, "clove", "garlic", "minced"),
            ("a05", 2, "tsp", "ground cumin", ""), ("a06", 1, "tsp", "smoked paprika", ""), ("a07", 800, "g", "crushed tomatoes", "canned"), ("a08", 8, None, "egg", ""),
            ("a09", 100, "g", "feta", "crumbled"), ("a10", 1, "handful", "flat-leaf parsley", "chopped")]

    def ing_json(ref: str, q: float, unit: str | None, food: str, note: str) -> dict[str, Any]:
        disp = " ".join(x for x in [f"{q:g}", unit or "", food] if x) + (f", {note}" if note else "")
        return {"quantity": q, "unit": {"name": unit} if unit else None, "food": {"name": food}, "note": note, "display": disp,
                "referenceId": f"3e1f0{ref}-0c2b-4d5a-9e8f-7a6b5c4d3e2f"}

    t2 = pj({"id": rid, "name": "Classic Shakshuka", "slug": "classic-shakshuka", "recipeServings": 4.0, "recipeYield": "", "totalTime": "40 minutes",
             "orgURL": "https://www.example-kitchen.net/shakshuka", "recipeCategory": [{"name": "Breakfast", "slug": "breakfast"}],
             "recipeIngredient": [ing_json(*i) for i in ings],
             "recipeInstructions": [{"id": "i1", "title": "", "text": "Heat oil, soften onion and pepper 8 min. Add garlic, cumin, paprika; cook 1 min."},
                                    {"id": "i2", "title": "", "text": "Add tomatoes, simmer 15 min until thick. Season."},
                                    {"id": "i3", "title": "", "text": "Make 8 wells, crack in eggs, cover and cook 6–8 min. Top with feta and parsley."}],
             "nutrition": {"calories": "312", "proteinContent": "18 g", "fatContent": "20 g", "carbohydrateContent": "14 g", "sodiumContent": "690 mg"},
             "settings": {"public": True, "showNutrition": True, "disableAmount": False}, "dateAdded": "2024-11-02", "dateUpdated": "2025-01-19T10:41:07.552107Z"})
    lid = "e4b7c2a9-1f3d-4e6b-8a5c-9d0e1f2a3b4c"
    t3 = pj({"id": lid, "name": "Weekend", "groupId": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d", "createdAt": "2025-02-14T17:22:09.401338Z",
             "updateAt": "2025-02-14T17:22:09.401338Z", "listItems": [], "recipeReferences": [], "labelSettings": []})

    def item(ref: str, q: float, unit: str | None, food: str, note: str, checked: bool, pos: int, label: str) -> dict[str, Any]:
        disp = " ".join(x for x in [f"{q:g}", unit or "", food] if x) + (f", {note}" if note else "")
        return {"id": f"9c{ref}e2d-4b1a-4f3e-a8c7-6d5e4f3a2b1c", "shoppingListId": lid, "checked": checked, "position": pos, "quantity": q,
                "unit": {"name": unit} if unit else None, "food": {"name": food, "label": {"name": label}}, "note": note, "display": disp,
                "recipeReferences": [{"recipeId": rid, "recipeQuantity": q, "recipeScale": 1.5}]}

    labels = {"olive oil": "Pantry", "onion": "Produce", "red bell pepper": "Produce", "garlic": "Produce", "ground cumin": "Spices", "smoked paprika": "Spices",
              "crushed tomatoes": "Canned", "egg": "Dairy & Eggs", "feta": "Dairy & Eggs", "flat-leaf parsley": "Produce"}
    scaled = [(r, q * 1.5, u, f, n) for r, q, u, f, n in ings]
    items = [item(r, q, u, f, n, False, i, labels[f]) for i, (r, q, u, f, n) in enumerate(scaled)]
    t4 = pj({"id": lid, "name": "Weekend", "updateAt": "2025-02-14T17:22:31.776520Z", "listItems": items,
             "recipeReferences": [{"recipeId": rid, "recipeQuantity": 1.5, "recipe": {"name": "Classic Shakshuka", "slug": "classic-shakshuka"}}]})
    t5 = pj({"createdItems": [], "updatedItems": [], "deletedItems": [items[0]]})
    egg = dict(items[7])
    egg["checked"] = True
    t6 = pj({"createdItems": [], "updatedItems": [egg], "deletedItems": []})
    rest = [it for i, it in enumerate(items) if i not in (0, 7)]
    rest = [{**it, "position": n} for n, it in enumerate(rest)]
    final = rest + [{**egg, "position": len(rest)}]
    t7 = pj({"id": lid, "name": "Weekend", "groupId": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d", "createdAt": "2025-02-14T17:22:09.401338Z",
             "updateAt": "2025-02-14T17:24:05.118043Z", "listItems": final,
             "recipeReferences": [{"recipeId": rid, "recipeQuantity": 1.5, "recipe": {"name": "Classic Shakshuka", "slug": "classic-shakshuka"}}], "labelSettings": []})
    turns = [
        (call("mealie_search_recipes", search="shakshuka", page=1, perPage=10), t1),
        (call("mealie_get_recipe", slug="classic-shakshuka"), t2),
        (call("mealie_create_shopping_list", name="Weekend"), t3),
        (call("mealie_add_recipe_to_list", list_id=lid, recipe_id=rid, scale=1.5), t4),
        (call("mealie_delete_list_item", item_id=items[0]["id"]), t5),
        (call("mealie_update_list_item", item_id=items[7]["id"], checked=True), t6),
        (call("mealie_get_shopping_list", list_id=lid), t7),
    ]
    rs.add("mcp", "h49-mcp-15", sysp("mealie", "self-hosted Mealie v2 recipe manager at https://mealie.home.arpa", tools), turns,
           state=state("mealie", "API token for user 'sanne' in group 'Home'."))


# ---------------------------------------------------------------- 16 Fastmail JMAP (clean)
def t16(rs: RowSet) -> None:
    tools = [
        tool("list_mailboxes", "List mailboxes with total and unread counts.", {}, []),
        tool("search_emails", "Search emails. filter uses JMAP Email/query conditions (inMailbox, from, hasKeyword, notKeyword, text).", {"filter": OBJ, "sort": A, "limit": INT}, ["filter"]),
        tool("get_email", "Get one email with headers and text body.", {"emailId": S}, ["emailId"]),
        tool("set_keywords", "Add or remove keywords ($seen, $flagged) on emails.", {"emailIds": A, "add": A, "remove": A}, ["emailIds"]),
        tool("create_mailbox", "Create a mailbox.", {"name": S, "parentId": S}, ["name"]),
        tool("move_emails", "Move emails to a mailbox.", {"emailIds": A, "toMailboxId": S}, ["emailIds", "toMailboxId"]),
        tool("send_email", "Compose and send an email from the primary identity.", {"to": A, "cc": A, "subject": S, "textBody": S}, ["to", "subject", "textBody"]),
    ]
    mb_hdr = ["id", "name", "role", "total", "unread"]

    def boxes(rows: list[list[Any]], state_: str) -> str:
        return f"Mailboxes for lena.hartmann@fastmail.de (state {state_}):\n\n" + table(mb_hdr, rows)

    base_rows = [["P-F", "Inbox", "inbox", 2318, 14], ["P1k", "Archive", "archive", 18730, 0], ["P2V", "Drafts", "drafts", 2, 0],
                 ["P3x", "Sent", "sent", 1204, 0], ["P4q", "Spam", "junk", 37, 37], ["P5A", "Trash", "trash", 88, 3], ["P6n", "Receipts", "", 612, 3]]
    t1 = boxes(base_rows, "J7301")
    m1, m2 = "M4c1f9e07a2b3d85f6e0c1a27", "M9b2d4a61c8e0f73b5a9d2e48"
    e1 = {"id": m1, "threadId": "T3f8a0c25d7e1b946", "mailboxIds": {"P-F": True}, "keywords": {}, "from": [{"name": "Qantas", "email": "noreply@email.qantas.com"}],
          "subject": "Booking confirmation — Reference 7KQ2ZP", "receivedAt": "2025-09-02T21:14:07Z", "size": 84211,
          "preview": "Thanks for booking with Qantas, Lena. Your trip: Sydney (SYD) to Tokyo Narita (NRT), Tue 14 Oct 2025, QF25 departing 09:25…"}
    e2 = {"id": m2, "threadId": "T3f8a0c25d7e1b946", "mailboxIds": {"P-F": True}, "keywords": {}, "from": [{"name": "Qantas", "email": "noreply@email.qantas.com"}],
          "subject": "Your seat selection for QF25", "receivedAt": "2025-09-02T21:19:44Z", "size": 52907,
          "preview": "Seat 32K is confirmed for Lena Hartmann on QF25 SYD–NRT, 14 Oct 2025. Manage your booking…"}
    t2 = pj({"total": 2, "position": 0, "ids": [m2, m1], "emails": [e2, e1]})
    body = ("Hi Lena,\n\nThanks for booking with Qantas. Your booking reference is 7KQ2ZP.\n\n"
            "FLIGHT   DATE         DEPART              ARRIVE              CLASS\n"
            "QF25     Tue 14 Oct   SYD 09:25 (T1)      NRT 17:55 (T2)      Economy (O)\n"
            "QF26     Sun 26 Oct   NRT 19:40 (T2)      SYD 06:45+1 (T1)    Economy (O)\n\n"
            "Passenger: MS LENA HARTMANN   e-ticket 081 2419 377 504\nBaggage: 1 × 23 kg checked, 7 kg carry-on\n\n"
            "Total paid: AUD 1,684.60 (incl. taxes, fees and carrier charges AUD 412.60)\n")
    t3 = pj({**e1, "to": [{"name": "Lena Hartmann", "email": "lena.hartmann@fastmail.de"}], "messageId": ["20250902211405.7KQ2ZP.b61c@email.qantas.com"],
             "sentAt": "2025-09-03T07:14:05+10:00", "hasAttachment": True,
             "attachments": [{"partId": "3", "blobId": "Gd41e0c7a9f2b3581e6a0c4d", "name": "Itinerary_7KQ2ZP.pdf", "type": "application/pdf", "size": 61488}],
             "textBody": body})
    t4 = pj({"accountId": "u7a41c2e9", "oldState": "E4418", "newState": "E4419", "updated": {m1: None}, "notUpdated": {}})
    t5 = pj({"accountId": "u7a41c2e9", "oldState": "J7301", "newState": "J7302",
             "created": {"k1": {"id": "P7r", "name": "Travel 2025", "parentId": None, "role": None, "sortOrder": 10, "totalEmails": 0, "unreadEmails": 0,
                                "totalThreads": 0, "unreadThreads": 0, "myRights": {"mayReadItems": True, "mayAddItems": True, "mayRemoveItems": True, "mayRename": True,
                                                                                    "mayDelete": True}, "isSubscribed": True}}})
    t6 = pj({"accountId": "u7a41c2e9", "oldState": "E4419", "newState": "E4420", "updated": {m1: None, m2: None}, "notUpdated": {}})
    rows7 = [r[:] for r in base_rows]
    rows7[0][3:] = [2316, 12]
    rows7.insert(6, ["P7r", "Travel 2025", "", 2, 1])
    t7 = boxes(rows7, "J7304")
    sub_id = "S2e81b0f4"
    t8 = pj({"emailId": "M0e6a3d91b5c7f28e4d1a0b93", "threadId": "T9a0b1c2d3e4f5a6b", "submissionId": sub_id, "sendAt": "2025-09-03T08:02:31Z", "undoStatus": "final",
             "mailboxIds": {"P3x": True}, "keywords": {"$seen": True},
             "envelope": {"mailFrom": {"email": "lena.hartmann@fastmail.de"}, "rcptTo": [{"email": "jens.ohlsen@posteo.de"}]}})
    e1b = {**e1, "mailboxIds": {"P7r": True}, "keywords": {"$seen": True}}
    e2b = {**e2, "mailboxIds": {"P7r": True}}
    t9 = pj({"total": 2, "position": 0, "ids": [m2, m1], "emails": [e2b, e1b]})
    turns = [
        (call("list_mailboxes"), t1),
        (call("search_emails", filter={"inMailbox": "P-F", "from": "qantas.com", "notKeyword": "$seen"}, sort=[{"property": "receivedAt", "isAscending": False}], limit=20), t2),
        (call("get_email", emailId=m1), t3),
        (call("set_keywords", emailIds=[m1], add=["$seen"]), t4),
        (call("create_mailbox", name="Travel 2025"), t5),
        (call("move_emails", emailIds=[m1, m2], toMailboxId="P7r"), t6),
        (call("list_mailboxes"), t7),
        (call("send_email", to=["jens.ohlsen@posteo.de"], subject="Tokyo flights booked (14–26 Oct)",
              textBody="Hi Jens, booked QF25 on 14 Oct (SYD 09:25 → NRT 17:55), back QF26 on 26 Oct. Ref 7KQ2ZP. Can you pick me up at Narita T2? — Lena"), t8),
        (call("search_emails", filter={"inMailbox": "P7r"}, sort=[{"property": "receivedAt", "isAscending": False}], limit=20), t9),
    ]
    rs.add("mcp", "h49-mcp-16", sysp("fastmail", "Fastmail JMAP mail server for lena.hartmann@fastmail.de", tools), turns,
           state=state("fastmail", "JMAP session for account u7a41c2e9 (lena.hartmann@fastmail.de); capabilities urn:ietf:params:jmap:mail, :submission."))


# ---------------------------------------------------------------- 17 Discord (bad: slowmode reverts)
def t17(rs: RowSet) -> None:
    tools = [
        tool("discord_list_channels", "List the channels of a guild.", {"guild_id": S}, ["guild_id"]),
        tool("discord_get_channel", "Get a channel.", {"channel_id": S}, ["channel_id"]),
        tool("discord_modify_channel", "Modify a channel's settings (name, topic, rate_limit_per_user, nsfw).", {"channel_id": S, "name": S, "topic": S, "rate_limit_per_user": INT, "nsfw": B}, ["channel_id"]),
        tool("discord_send_message", "Send a message to a channel.", {"channel_id": S, "content": S}, ["channel_id", "content"]),
        tool("discord_add_member_role", "Add a role to a guild member.", {"guild_id": S, "user_id": S, "role_id": S, "reason": S}, ["guild_id", "user_id", "role_id"]),
        tool("discord_list_members", "List guild members (paginated by user id).", {"guild_id": S, "limit": INT, "after": S}, ["guild_id"]),
        tool("discord_get_guild", "Get a guild, optionally with approximate counts.", {"guild_id": S, "with_counts": B}, ["guild_id"]),
    ]
    g = "1092837465019283746"
    cat = "1092837465019283747"

    def chan(cid: str, name: str, typ: int, pos: int, topic: str | None, rate: int, parent: str | None = cat, last: str | None = None) -> dict[str, Any]:
        c: dict[str, Any] = {"id": cid, "type": typ, "guild_id": g, "name": name, "position": pos, "parent_id": parent, "flags": 0, "permission_overwrites": []}
        if typ in (0, 5):
            c.update({"topic": topic, "nsfw": False, "last_message_id": last, "rate_limit_per_user": rate})
        if typ == 2:
            c.update({"bitrate": 64000, "user_limit": 0, "rtc_region": None})
        return c

    help_id = "1092841133926862898"
    ann = "1092840027113947206"
    t1 = pj([chan(cat, "COMMUNITY", 4, 0, None, 0, None),
             chan("1092839510433435688", "welcome", 0, 0, "Read #rules, then say hi!", 0, cat, "1331986447110332467"),
             chan(ann, "announcements", 5, 1, "Release notes and events", 0, cat, "1339920358870384660"),
             chan("1092840640849670215", "general", 0, 2, "Anything about Tidepool synth plugins", 0, cat, "1341467702991093841"),
             chan(help_id, "help", 0, 3, "Ask questions here", 0, cat, "1341466118450417735"),
             chan("1092842276711985232", "Lounge", 2, 0, None, 0, cat)])
    topic = "Ask questions here — search #faq first. Slowmode 30s."
    t2 = pj(chan(help_id, "help", 0, 3, topic, 30, cat, "1341466118450417735"))
    msg_id = "1341470152880246794"
    t3 = pj({"type": 0, "channel_id": ann, "content": "**Tidepool 2.6** is out: MPE support, 40 new presets, and the CPU spike on Apple Silicon is fixed. Changelog → <https://tidepool.audio/changelog/2-6>",
             "attachments": [], "embeds": [], "timestamp": "2025-02-18T18:03:27.756000+00:00", "edited_timestamp": None, "flags": 0, "components": [], "id": msg_id,
             "author": {"id": "1092845520339619870", "username": "tidepool-bot", "avatar": "6a1f0c9e2d8b4a7f3c5e0d1b9a8f7e6d", "discriminator": "0000", "public_flags": 0, "flags": 0,
                        "bot": True, "global_name": None}, "mentions": [], "mention_roles": [], "pinned": False, "mention_everyone": False, "tts": False})
    t4 = mcp_text("204 No Content — role 1101266478012839936 (Helper) added to member 733910284460195870 in guild 1092837465019283746. Audit log reason: \"Active in #help, approved by mods\".")
    t5 = pj(chan(help_id, "help", 0, 3, topic, 0, cat, "1341466118450417735"))

    def mem(uid: str, name: str, gname: str | None, joined: str, roles: list[str]) -> dict[str, Any]:
        return {"avatar": None, "banner": None, "communication_disabled_until": None, "flags": 0, "joined_at": joined, "nick": None, "pending": False, "premium_since": None,
                "roles": roles, "user": {"id": uid, "username": name, "avatar": None, "discriminator": "0", "public_flags": 0, "flags": 0, "global_name": gname}, "mute": False, "deaf": False}

    t6 = pj([mem("733910284460195870", "kaito.wav", "Kaito", "2023-05-02T18:21:40.112000+00:00", ["1093001122334455667", "1101266478012839936"]),
             mem("741208834005401602", "marguerite_fm", "Marguerite", "2023-04-11T09:03:22.874000+00:00", ["1093001122334455667"]),
             mem("802356611940732958", "dubplate_dan", None, "2024-01-27T22:47:10.330000+00:00", [])])
    m2 = "1341471290048544808"
    t7 = pj({"type": 0, "channel_id": help_id, "content": "Please welcome <@733910284460195870> as our newest **Helper** 🎛️ — ping them for preset and MIDI questions.",
             "attachments": [], "embeds": [], "timestamp": "2025-02-18T18:07:58.878000+00:00", "edited_timestamp": None, "flags": 0, "components": [], "id": m2,
             "author": {"id": "1092845520339619870", "username": "tidepool-bot", "avatar": "6a1f0c9e2d8b4a7f3c5e0d1b9a8f7e6d", "discriminator": "0000", "public_flags": 0, "flags": 0,
                        "bot": True, "global_name": None},
             "mentions": [{"id": "733910284460195870", "username": "kaito.wav", "avatar": None, "discriminator": "0", "public_flags": 0, "flags": 0, "global_name": "Kaito"}],
             "mention_roles": [], "pinned": False, "mention_everyone": False, "tts": False})
    t8 = pj({"id": g, "name": "Tidepool Audio", "icon": "b7c2e91f0a4d3c6e8f1a2b5d9c0e7f34", "description": "Community for Tidepool synth plugins", "splash": None,
             "owner_id": "741208834005401602", "region": "deprecated", "afk_channel_id": None, "afk_timeout": 300, "verification_level": 2, "default_message_notifications": 1,
             "explicit_content_filter": 2, "roles": [{"id": g, "name": "@everyone", "permissions": "1071698660929", "position": 0, "color": 0, "hoist": False, "managed": False, "mentionable": False},
                                                     {"id": "1093001122334455667", "name": "Verified", "permissions": "0", "position": 1, "color": 0, "hoist": False, "managed": False, "mentionable": False},
                                                     {"id": "1101266478012839936", "name": "Helper", "permissions": "0", "position": 2, "color": 3066993, "hoist": True, "managed": False, "mentionable": True}],
             "features": ["COMMUNITY", "NEWS", "WELCOME_SCREEN_ENABLED"], "mfa_level": 1, "premium_tier": 1, "premium_subscription_count": 4, "preferred_locale": "en-US",
             "rules_channel_id": "1092839510433435688", "public_updates_channel_id": ann, "approximate_member_count": 3412, "approximate_presence_count": 611, "nsfw_level": 0})
    turns = [
        (call("discord_list_channels", guild_id=g), t1),
        (call("discord_modify_channel", channel_id=help_id, topic=topic, rate_limit_per_user=30), t2),
        (call("discord_send_message", channel_id=ann, content="**Tidepool 2.6** is out: MPE support, 40 new presets, and the CPU spike on Apple Silicon is fixed. Changelog → <https://tidepool.audio/changelog/2-6>"), t3),
        (call("discord_add_member_role", guild_id=g, user_id="733910284460195870", role_id="1101266478012839936", reason="Active in #help, approved by mods"), t4),
        (call("discord_get_channel", channel_id=help_id), t5),
        (call("discord_list_members", guild_id=g, limit=3, after="733910284460195869"), t6),
        (call("discord_send_message", channel_id=help_id, content="Please welcome <@733910284460195870> as our newest **Helper** 🎛️ — ping them for preset and MIDI questions."), t7),
        (call("discord_get_guild", guild_id=g, with_counts=True), t8),
    ]
    rs.add("mcp", "h49-mcp-17", sysp("discord", "Discord REST API v10 via bot 'tidepool-bot'", tools), turns,
           state=state("discord", "Bot token for tidepool-bot (application 1092845520339619870) in guild Tidepool Audio."),
           bad=True, turn=5, kind="#help's rate_limit_per_user, set to 30 in turn 2, reads 0 again in turn 5 while the new topic is kept.")


# ---------------------------------------------------------------- 18 Confluence (clean)
def t18(rs: RowSet) -> None:
    tools = [
        tool("confluence_search", "Search content with CQL.", {"cql": S, "limit": INT}, ["cql"]),
        tool("confluence_get_page", "Get a page by id; expand e.g. body.storage,version,children.page.", {"page_id": S, "expand": S}, ["page_id"]),
        tool("confluence_update_page", "Update a page; version must be current+1.", {"page_id": S, "title": S, "body": S, "version": INT, "version_message": S}, ["page_id", "title", "body", "version"]),
        tool("confluence_add_label", "Add labels to a page.", {"page_id": S, "labels": A}, ["page_id", "labels"]),
        tool("confluence_get_labels", "List a page's labels.", {"page_id": S}, ["page_id"]),
        tool("confluence_get_page_history", "List versions of a page, newest first.", {"page_id": S, "limit": INT}, ["page_id"]),
        tool("confluence_create_page", "Create a page in a space, optionally under a parent page.", {"space_key": S, "title": S, "body": S, "parent_id": S}, ["space_key", "title", "body"]),
        tool("confluence_add_comment", "Add a footer comment to a page.", {"page_id": S, "body": S}, ["page_id", "body"]),
    ]
    site = "https://corvid-ops.atlassian.net/wiki"
    pid = "229408771"
    ttl = "Runbook — Postgres failover"

    def res(i: str, title: str, excerpt: str, modified: str, friendly: str) -> dict[str, Any]:
        return {"content": {"id": i, "type": "page", "status": "current", "title": title, "_links": {"webui": f"/spaces/OPS/pages/{i}"}},
                "title": title, "excerpt": excerpt, "url": f"/spaces/OPS/pages/{i}", "resultGlobalContainer": {"title": "Operations", "displayUrl": "/spaces/OPS"},
                "entityType": "content", "lastModified": modified, "friendlyLastModified": friendly}

    t1 = pj({"results": [res(pid, ttl, "Use when pg-prod-1 is unreachable for more than 2 minutes. Confirm primary is down…", "2025-02-11T09:30:12.000Z", "Feb 11"),
                         res("229411302", "Runbook — Kafka broker replacement", "Drain partitions from the failing broker with kafka-reassign-partitions…", "2025-01-28T14:02:55.000Z", "Jan 28"),
                         res("229377845", "Runbook — CDN purge", "Purge by surrogate key before purging by URL…", "2024-11-19T16:45:31.000Z", "Nov 19, 2024")],
             "start": 0, "limit": 25, "size": 3, "totalSize": 3, "cqlQuery": "space = OPS AND type = page AND title ~ \"runbook\"", "searchDuration": 48})
    step3_old = "<li>Repoint the writer DNS: <code>aws route53 change-resource-record-sets --hosted-zone-id Z0842AB --change-batch file://pg-writer.json</code></li>"
    step3_new = "<li>Confirm PgBouncer switched to the new primary: <code>psql -p 6432 pgbouncer -c 'SHOW SERVERS;'</code> (DNS is no longer used since Patroni 3.2)</li>"

    def body(step3: str) -> str:
        return ("<p>Use when <strong>pg-prod-1</strong> is unreachable for more than 2 minutes.</p><ol>"
                "<li>Confirm primary is down: <code>pg_isready -h pg-prod-1 -p 5432</code></li>"
                "<li>Promote the replica: <code>patronictl -c /etc/patroni.yml failover --candidate pg-prod-2 --force</code></li>"
                f"{step3}"
                "<li>Post in #incidents with the new primary and the replication lag at promotion.</li></ol>"
                "<ac:structured-macro ac:name=\"info\"><ac:rich-text-body><p>Expected RTO: 4 minutes.</p></ac:rich-text-body></ac:structured-macro>")

    def page(ver: int, when: str, by: str, msg: str, step3: str, children: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        p: dict[str, Any] = {"id": pid, "type": "page", "status": "current", "title": ttl, "space": {"id": 98311, "key": "OPS", "name": "Operations"},
                             "version": {"by": {"accountId": by, "displayName": {"712020:4f1c0a93": "Wen Zhao", "5d9e1b2c7a": "Marta Lindqvist"}[by]},
                                         "when": when, "number": ver, "message": msg, "minorEdit": False},
                             "ancestors": [{"id": "229376001", "title": "Runbooks"}],
                             "body": {"storage": {"value": body(step3), "representation": "storage"}},
                             "_links": {"webui": f"/spaces/OPS/pages/{pid}", "base": site}}
        if children is not None:
            p["children"] = {"page": {"results": children, "start": 0, "limit": 25, "size": len(children)}}
        return p

    t2 = pj(page(7, "2025-02-11T09:30:12.000Z", "5d9e1b2c7a", "Add RTO note", step3_old))
    t3 = pj(page(8, "2025-03-04T10:17:48.211Z", "712020:4f1c0a93", "Step 3: PgBouncer instead of DNS", step3_new))
    t4 = pj({"results": [{"prefix": "global", "name": "postgres", "id": "86507521"}, {"prefix": "global", "name": "runbook", "id": "86507522"},
                         {"prefix": "global", "name": "pager", "id": "86704133"}], "start": 0, "limit": 200, "size": 3})
    t5 = mcp_text("Version history of 'Runbook — Postgres failover' (229408771), newest first:\n\n" + table(["v", "when (UTC)", "by", "message"], [
        [8, "2025-03-04 10:17", "Wen Zhao", "Step 3: PgBouncer instead of DNS"],
        [7, "2025-02-11 09:30", "Marta Lindqvist", "Add RTO note"],
        [6, "2025-01-09 16:02", "Marta Lindqvist", "patronictl --force"],
        [5, "2024-10-22 08:44", "Wen Zhao", "Replica name pg-prod-2"]]))
    kid = "229523345"
    t6 = pj({"id": kid, "type": "page", "status": "current", "title": "Runbook — Redis failover", "space": {"id": 98311, "key": "OPS", "name": "Operations"},
             "version": {"by": {"accountId": "712020:4f1c0a93", "displayName": "Wen Zhao"}, "when": "2025-03-04T10:21:05.640Z", "number": 1, "minorEdit": False},
             "ancestors": [{"id": "229376001", "title": "Runbooks"}, {"id": pid, "title": ttl}],
             "_links": {"webui": f"/spaces/OPS/pages/{kid}/Runbook+Redis+failover", "base": site}})
    t7 = pj(page(8, "2025-03-04T10:17:48.211Z", "712020:4f1c0a93", "Step 3: PgBouncer instead of DNS", step3_new,
                 [{"id": kid, "type": "page", "status": "current", "title": "Runbook — Redis failover"}]))
    t8 = pj({"id": "229523371", "type": "comment", "status": "current", "title": f"Re: {ttl}",
             "container": {"id": pid, "type": "page", "title": ttl},
             "version": {"by": {"accountId": "712020:4f1c0a93", "displayName": "Wen Zhao"}, "when": "2025-03-04T10:23:40.002Z", "number": 1},
             "body": {"storage": {"value": "<p>Tested step 3 in the game day on 3 Mar — SHOW SERVERS flips within 6 s.</p>", "representation": "storage"}},
             "_links": {"webui": f"/spaces/OPS/pages/{pid}?focusedCommentId=229523371"}})
    t9 = pj({"results": [res(pid, ttl, "Use when pg-prod-1 is unreachable for more than 2 minutes. Confirm primary is down…", "2025-03-04T10:17:48.211Z", "6 minutes ago"),
                         res("229300112", "Pager rotation policy", "Primary and secondary rotate weekly on Monday 10:00 CET…", "2024-12-02T11:20:06.000Z", "Dec 02, 2024")],
             "start": 0, "limit": 25, "size": 2, "totalSize": 2, "cqlQuery": "space = OPS AND label = \"pager\"", "searchDuration": 31})
    t10 = pj({"results": [{"prefix": "global", "name": "pager", "id": "86704133"}, {"prefix": "global", "name": "postgres", "id": "86507521"},
                          {"prefix": "global", "name": "runbook", "id": "86507522"}], "start": 0, "limit": 200, "size": 3})
    turns = [
        (call("confluence_search", cql="space = OPS AND type = page AND title ~ \"runbook\"", limit=25), t1),
        (call("confluence_get_page", page_id=pid, expand="body.storage,version,ancestors,space"), t2),
        (call("confluence_update_page", page_id=pid, title=ttl, body=body(step3_new), version=8, version_message="Step 3: PgBouncer instead of DNS"), t3),
        (call("confluence_add_label", page_id=pid, labels=["pager"]), t4),
        (call("confluence_get_page_history", page_id=pid, limit=4), t5),
        (call("confluence_create_page", space_key="OPS", title="Runbook — Redis failover", parent_id=pid,
              body="<p>Use when redis-prod-a stops accepting writes. Steps to follow.</p>"), t6),
        (call("confluence_get_page", page_id=pid, expand="body.storage,version,ancestors,space,children.page"), t7),
        (call("confluence_add_comment", page_id=pid, body="<p>Tested step 3 in the game day on 3 Mar — SHOW SERVERS flips within 6 s.</p>"), t8),
        (call("confluence_search", cql="space = OPS AND label = \"pager\"", limit=25), t9),
        (call("confluence_get_labels", page_id=pid), t10),
    ]
    rs.add("mcp", "h49-mcp-18", sysp("confluence", "Confluence Cloud REST API for corvid-ops.atlassian.net", tools), turns,
           state=state("confluence", "API token for Wen Zhao (accountId 712020:4f1c0a93) on corvid-ops.atlassian.net."))


# ---------------------------------------------------------------- 19 Duffel flights (bad: departure time changes in the order list)
def t19(rs: RowSet) -> None:
    tools = [
        tool("search_offers", "Create an offer request and return offers (one-way or return).", {"origin": S, "destination": S, "departure_date": S, "passengers": A, "cabin_class": S, "max_connections": INT}, ["origin", "destination", "departure_date", "passengers"]),
        tool("get_offer", "Get an offer with conditions and available services.", {"offer_id": S, "return_available_services": B}, ["offer_id"]),
        tool("get_seat_map", "Seat map of an offer's segment (plain text).", {"offer_id": S}, ["offer_id"]),
        tool("create_order", "Book an offer with passenger details, seats and payment from balance.", {"offer_id": S, "passengers": A, "services": A, "payment_amount": S, "metadata": OBJ}, ["offer_id", "passengers", "payment_amount"]),
        tool("get_order", "Get an order.", {"order_id": S}, ["order_id"]),
        tool("update_order", "Update an order's metadata.", {"order_id": S, "metadata": OBJ}, ["order_id", "metadata"]),
        tool("list_orders", "List recent orders (plain-text table).", {"limit": INT, "booking_reference": S}, []),
        tool("quote_order_cancellation", "Create a pending order cancellation and return the refund quote.", {"order_id": S}, ["order_id"]),
        tool("list_airline_initiated_changes", "List airline-initiated schedule changes for an order.", {"order_id": S}, ["order_id"]),
    ]
    orq = "orq_0000AmTqX3bK8rVn2LpW4d"
    ob, od, osk = "off_0000AmTqX4Hs1PqGz7BaY2", "off_0000AmTqX4Hs1PqGz7BaY3", "off_0000AmTqX4Hs1PqGz7BaY4"
    pas = "pas_0000AmTqX3bK8rVn2LpW4e"

    def seg(sid: str, carrier: str, iata: str, num: str, dep: str, arr: str, aircraft: str, term_o: str, term_d: str | None) -> dict[str, Any]:
        return {"id": sid, "origin": {"iata_code": "LHR", "name": "Heathrow Airport", "city_name": "London"}, "origin_terminal": term_o,
                "destination": {"iata_code": "OSL", "name": "Oslo Airport, Gardermoen", "city_name": "Oslo"}, "destination_terminal": term_d,
                "departing_at": dep, "arriving_at": arr, "duration": "PT2H05M", "marketing_carrier": {"iata_code": iata, "name": carrier},
                "marketing_carrier_flight_number": num, "operating_carrier": {"iata_code": iata, "name": carrier}, "aircraft": {"iata_code": aircraft.split(" ", 1)[0], "name": aircraft.split(" ", 1)[1]},
                "passengers": [{"passenger_id": pas, "cabin_class": "economy", "cabin_class_marketing_name": "Economy", "baggages": [{"type": "carry_on", "quantity": 1}]}]}

    sb = seg("seg_0000AmTqX4Hs1PqGz7BaZ1", "British Airways", "BA", "762", "2025-09-18T07:20:00", "2025-09-18T10:25:00", "32N A320neo", "5", None)
    sd = seg("seg_0000AmTqX4Hs1PqGz7BaZ2", "Norwegian Air Shuttle", "DY", "1303", "2025-09-18T09:40:00", "2025-09-18T12:45:00", "7M8 Boeing 737 MAX 8", "2", None)
    ss = seg("seg_0000AmTqX4Hs1PqGz7BaZ3", "SAS", "SK", "1500", "2025-09-18T12:10:00", "2025-09-18T15:15:00", "32N A320neo", "2", None)

    def offer(oid: str, total: str, base: str, tax: str, s: dict[str, Any], owner: str, iata: str, refund: bool) -> dict[str, Any]:
        return {"id": oid, "total_amount": total, "total_currency": "GBP", "base_amount": base, "tax_amount": tax, "owner": {"iata_code": iata, "name": owner},
                "expires_at": "2025-08-04T12:58:00.000000Z", "payment_requirements": {"requires_instant_payment": False, "price_guarantee_expires_at": "2025-08-05T12:28:00Z"},
                "slices": [{"id": f"sli_{oid[4:]}", "origin": s["origin"], "destination": s["destination"], "duration": "PT2H05M", "segments": [s]}],
                "conditions": {"refund_before_departure": {"allowed": refund, "penalty_amount": "0.00" if refund else None, "penalty_currency": "GBP" if refund else None},
                               "change_before_departure": {"allowed": True, "penalty_amount": "60.00", "penalty_currency": "GBP"}}}

    o_ba = offer(ob, "187.42", "142.18", "45.24", sb, "British Airways", "BA", False)
    t1 = pj({"data": {"id": orq, "live_mode": False, "created_at": "2025-08-04T12:28:11.402118Z", "cabin_class": "economy",
                      "slices": [{"origin": {"iata_code": "LHR"}, "destination": {"iata_code": "OSL"}, "departure_date": "2025-09-18"}],
                      "passengers": [{"id": pas, "type": "adult", "age": None}],
                      "offers": [offer(od, "142.90", "109.66", "33.24", sd, "Norwegian Air Shuttle", "DY", False), o_ba,
                                 offer(osk, "211.05", "158.81", "52.24", ss, "SAS", "SK", True)]}})
    seat_svc = "ase_0000AmTqY0Lk2WcN7pR3Ta"
    t2 = pj({"data": {**o_ba, "available_services": [
        {"id": "ase_0000AmTqY0Lk2WcN7pR3Tb", "type": "baggage", "total_amount": "30.00", "total_currency": "GBP", "maximum_quantity": 1,
         "metadata": {"type": "checked", "maximum_weight_kg": 23}, "passenger_ids": [pas], "segment_ids": [sb["id"]]}]}})
    t3 = ("Seat map — BA762 LHR→OSL 2025-09-18, A320neo, cabin Economy (rows 10–16 shown)\n\n"
          "     A    B    C       D    E    F\n"
          "10   X    X    £22     X    £22  X\n"
          "11   £22  X    X       £22  X    X\n"
          "12   X    X    £18     X    X    £18\n"
          "13   X    £18  X       X    £18  X\n"
          "14   £18  X    £18     £18  X    X\n"
          "15   X    X    X       £18  X    £18\n"
          "16   £15  X    X       X    X    £15\n\n"
          f"X = occupied/unavailable. Exit rows: 11 (restrictions apply). Seat 14C: service {seat_svc}, £18.00, aisle.")
    oid = "ord_0000AmTr1cZ9mWqP5xE3Ks"

    def order(meta: dict[str, Any]) -> dict[str, Any]:
        return {"id": oid, "live_mode": False, "booking_reference": "KX7P2M", "created_at": "2025-08-04T12:34:52.118270Z", "offer_id": ob,
                "owner": {"iata_code": "BA", "name": "British Airways"}, "total_amount": "205.42", "total_currency": "GBP", "base_amount": "142.18", "tax_amount": "45.24",
                "services": [{"id": seat_svc, "type": "seat", "quantity": 1, "total_amount": "18.00", "total_currency": "GBP", "metadata": {"designator": "14C", "name": "Aisle seat"},
                              "passenger_ids": [pas], "segment_ids": [sb["id"]]}],
                "passengers": [{"id": pas, "type": "adult", "title": "ms", "given_name": "Astrid", "family_name": "Lunde", "born_on": "1991-03-07",
                                "email": "astrid.lunde@fjordline-consult.no", "phone_number": "+4791234567", "gender": "f"}],
                "slices": [{"id": f"sli_{ob[4:]}", "origin": sb["origin"], "destination": sb["destination"], "duration": "PT2H05M",
                            "segments": [{**sb, "passengers": [{**sb["passengers"][0], "seat": {"designator": "14C", "name": "Aisle seat"}}]}]}],
                "documents": [{"type": "electronic_ticket", "unique_identifier": "1252304117896", "passenger_ids": [pas]}],
                "payment_status": {"awaiting_payment": False, "paid_at": "2025-08-04T12:34:52Z", "payment_required_by": None},
                "conditions": o_ba["conditions"], "cancelled_at": None, "metadata": meta, "airline_initiated_changes": []}

    t4 = pj({"data": order({})})
    t5 = pj({"data": order({})})
    t6 = pj({"data": order({"trip_id": "TRP-4471", "cost_centre": "CC-OSL-12"})})
    t7 = mcp_text("2 orders (newest first):\n\n" + table(["booking_ref", "order_id", "route", "departing_at", "passengers", "total", "status"], [
        ["KX7P2M", oid, "LHR→OSL BA762", "2025-09-18 09:20", "Astrid Lunde", "GBP 205.42", "paid"],
        ["QW3R9L", "ord_0000AlZ8pQ4nVxK2sM7bTw", "OSL→BGO SK263", "2025-08-22 16:05", "Astrid Lunde", "NOK 1,289.00", "paid"]]))
    t8 = pj({"data": {"id": "ore_0000AmTrF5bX8kLq2WnP0z", "order_id": oid, "live_mode": False, "refund_amount": "45.24", "refund_currency": "GBP",
                      "refund_to": "balance", "expires_at": "2025-08-04T12:56:30Z", "created_at": "2025-08-04T12:41:30.552019Z", "confirmed_at": None,
                      "airline_credits": []}})
    t9 = pj({"data": [], "meta": {"limit": 50, "after": None, "before": None}})
    pax = [{"id": pas, "title": "ms", "given_name": "Astrid", "family_name": "Lunde", "born_on": "1991-03-07", "gender": "f",
            "email": "astrid.lunde@fjordline-consult.no", "phone_number": "+4791234567"}]
    turns = [
        (call("search_offers", origin="LHR", destination="OSL", departure_date="2025-09-18", passengers=[{"type": "adult"}], cabin_class="economy", max_connections=0), t1),
        (call("get_offer", offer_id=ob, return_available_services=True), t2),
        (call("get_seat_map", offer_id=ob), t3),
        (call("create_order", offer_id=ob, passengers=pax, services=[{"id": seat_svc, "quantity": 1}], payment_amount="205.42"), t4),
        (call("get_order", order_id=oid), t5),
        (call("update_order", order_id=oid, metadata={"trip_id": "TRP-4471", "cost_centre": "CC-OSL-12"}), t6),
        (call("list_orders", limit=2), t7),
        (call("quote_order_cancellation", order_id=oid), t8),
        (call("list_airline_initiated_changes", order_id=oid), t9),
    ]
    rs.add("mcp", "h49-mcp-19", sysp("duffel-flights", "Duffel flights API (test mode) for Fjordline Consulting travel desk", tools), turns,
           state=state("duffel-flights", "Test-mode access token duffel_test_…Qx; balance payments enabled (GBP)."),
           bad=True, turn=7, kind="Order KX7P2M's BA762 departure is listed at 09:20 although the offer and order showed 07:20 and only metadata was changed.")


# ---------------------------------------------------------------- 20 Salesforce (bad: task's WhoId differs from the contact it was created for)
def t20(rs: RowSet) -> None:
    tools = [
        tool("sf_query", "Run a SOQL query.", {"soql": S}, ["soql"]),
        tool("sf_create_record", "Create a record of an sObject type.", {"sobject": S, "fields": OBJ}, ["sobject", "fields"]),
        tool("sf_update_record", "Update fields of a record.", {"sobject": S, "id": S, "fields": OBJ}, ["sobject", "id", "fields"]),
    ]
    inst = "/services/data/v61.0/sobjects"

    def attr(typ: str, i: str) -> dict[str, str]:
        return {"type": typ, "url": f"{inst}/{typ}/{i}"}

    acc = "0015g00000Ab3XyAAJ"
    t1 = pj({"totalSize": 2, "done": True, "records": [
        {"attributes": attr("Account", acc), "Id": acc, "Name": "Orbis Freight GmbH", "Industry": "Transportation", "AnnualRevenue": 48200000.0, "BillingCity": "Hamburg", "OwnerId": "0055g00000F1sLmAAB"},
        {"attributes": attr("Account", "0015g00000Cd7QwAAJ"), "Id": "0015g00000Cd7QwAAJ", "Name": "Orbis Health Partners", "Industry": "Healthcare", "AnnualRevenue": 12900000.0, "BillingCity": "Rotterdam", "OwnerId": "0055g00000H7tRqAAF"}]})
    kv, ja, ea = "0035g00000Qm7KhAAJ", "0035g00000Qm7KiAAJ", "0035g00000Rt2PdAAJ"

    def contacts(kv_title: str, kv_mod: str) -> dict[str, Any]:
        """Ordered by LastName: Aksoy, Albrecht, Vogel."""
        return {"totalSize": 3, "done": True, "records": [
            {"attributes": attr("Contact", ea), "Id": ea, "FirstName": "Elif", "LastName": "Aksoy", "Title": "Procurement Manager", "Email": "e.aksoy@orbis-freight.de", "Phone": "+49 40 3861 2315", "LastModifiedDate": "2025-02-20T13:07:44.000+0000"},
            {"attributes": attr("Contact", ja), "Id": ja, "FirstName": "Jonas", "LastName": "Albrecht", "Title": "CFO", "Email": "j.albrecht@orbis-freight.de", "Phone": "+49 40 3861 2001", "LastModifiedDate": "2024-12-03T08:51:19.000+0000"},
            {"attributes": attr("Contact", kv), "Id": kv, "FirstName": "Katrin", "LastName": "Vogel", "Title": kv_title, "Email": "k.vogel@orbis-freight.de", "Phone": "+49 40 3861 2207", "LastModifiedDate": kv_mod}]}

    soql_c = f"SELECT Id, FirstName, LastName, Title, Email, Phone, LastModifiedDate FROM Contact WHERE AccountId = '{acc}' ORDER BY LastName"
    t2 = pj(contacts("Head of Logistics", "2025-01-15T10:22:03.000+0000"))
    task = "00T5g00000LpQ8vEAF"
    t3 = pj({"id": task, "success": True, "errors": []})
    t4 = pj({"totalSize": 1, "done": True, "records": [
        {"attributes": attr("Task", task), "Id": task, "Subject": "Send renewal proposal (FY26 contract)", "Status": "Not Started", "Priority": "High", "ActivityDate": "2025-03-21",
         "WhoId": "0035g00000Qm7LhAAJ", "Who": {"attributes": {"type": "Name", "url": f"{inst}/Contact/0035g00000Qm7LhAAJ"}, "Name": "Katrin Vogel"},
         "WhatId": acc, "What": {"attributes": {"type": "Name", "url": f"{inst}/Account/{acc}"}, "Name": "Orbis Freight GmbH"},
         "CreatedDate": "2025-03-12T09:41:27.000+0000", "OwnerId": "0055g00000F1sLmAAB"}]})
    t5 = mcp_text(f"Task {task} updated (HTTP 204). Fields: Status = Completed")
    t6 = mcp_text(f"Contact {kv} updated (HTTP 204). Fields: Title = VP Logistics")
    t7 = pj(contacts("VP Logistics", "2025-03-12T09:43:55.000+0000"))
    turns = [
        (call("sf_query", soql="SELECT Id, Name, Industry, AnnualRevenue, BillingCity, OwnerId FROM Account WHERE Name LIKE 'Orbis%'"), t1),
        (call("sf_query", soql=soql_c), t2),
        (call("sf_create_record", sobject="Task", fields={"Subject": "Send renewal proposal (FY26 contract)", "WhoId": kv, "WhatId": acc, "ActivityDate": "2025-03-21",
                                                          "Priority": "High", "Status": "Not Started"}), t3),
        (call("sf_query", soql=f"SELECT Id, Subject, Status, Priority, ActivityDate, WhoId, Who.Name, WhatId, What.Name, CreatedDate, OwnerId FROM Task WHERE Id = '{task}'"), t4),
        (call("sf_update_record", sobject="Task", id=task, fields={"Status": "Completed"}), t5),
        (call("sf_update_record", sobject="Contact", id=kv, fields={"Title": "VP Logistics"}), t6),
        (call("sf_query", soql=soql_c), t7),
    ]
    rs.add("mcp", "h49-mcp-20", sysp("salesforce", "Salesforce REST API v61.0 for orbis-sales.my.salesforce.com", tools), turns,
           state=state("salesforce", "OAuth session for user j.becker@orbis-sales.com (0055g00000F1sLmAAB)."),
           bad=True, turn=4, kind="The task created for contact 0035g00000Qm7KhAAJ (Katrin Vogel) reads back with WhoId 0035g00000Qm7LhAAJ, one character different.")


# ---------------------------------------------------------------- 21 Monica personal CRM (clean)
def t21(rs: RowSet) -> None:
    tools = [
        tool("monica_search_contacts", "Search contacts by name.", {"query": S, "limit": INT}, ["query"]),
        tool("monica_get_contact", "Get a contact with career, dates and statistics.", {"contact_id": INT}, ["contact_id"]),
        tool("monica_add_note", "Add a note to a contact.", {"contact_id": INT, "body": S, "is_favorited": B}, ["contact_id", "body"]),
        tool("monica_update_career", "Update a contact's job title and company.", {"contact_id": INT, "job": S, "company": S}, ["contact_id"]),
        tool("monica_add_reminder", "Add a reminder for a contact.", {"contact_id": INT, "title": S, "initial_date": S, "frequency_type": S, "description": S}, ["contact_id", "title", "initial_date", "frequency_type"]),
    ]
    acct = {"id": 1187}

    def contact(job: str, notes: int, reminders: int, updated: str) -> dict[str, Any]:
        return {"id": 2241, "object": "contact", "hash_id": "h:Y5LOkAdWNDqgVomKPv", "first_name": "Chidi", "last_name": "Okafor", "nickname": "Chi",
                "complete_name": "Chidi Okafor (Chi)", "initials": "CO", "gender": "Man", "gender_type": "M", "is_starred": True, "is_partial": False,
                "is_active": True, "is_dead": False, "last_called": "2025-01-26", "last_activity_together": "2025-01-18", "stay_in_touch_frequency": 30,
                "stay_in_touch_trigger_date": "2025-02-25T00:00:00Z",
                "information": {"relationships": {"love": {"total": 1, "contacts": [{"relationship": {"id": 512, "name": "partner"},
                                                                                    "contact": {"id": 2258, "complete_name": "Amara Eze"}}]},
                                                  "family": {"total": 0, "contacts": []}, "friend": {"total": 0, "contacts": []}, "work": {"total": 0, "contacts": []}},
                                "dates": {"birthdate": {"is_age_based": False, "is_year_unknown": False, "date": "1988-11-03T00:00:00Z"}, "deceased_date": None},
                                "career": {"job": job, "company": "Studio Kiln"}, "avatar": {"url": None, "source": "default", "default_avatar_color": "#709512"},
                                "food_preferences": "Vegetarian; no mushrooms", "how_you_met": {"general_information": "Architecture meetup in Lagos, 2016", "first_met_date": None,
                                                                                                    "first_met_through_contact": None}},
                "addresses": [{"id": 403, "name": "Home", "street": "17 Calvert Road", "city": "London", "province": None, "postal_code": "SE10 0DB",
                               "country": {"id": "GB", "name": "United Kingdom", "iso": "GB"}}],
                "tags": [{"id": 21, "name": "architecture"}, {"id": 34, "name": "london"}],
                "statistics": {"number_of_calls": 2, "number_of_notes": notes, "number_of_activities": 7, "number_of_reminders": reminders, "number_of_tasks": 0,
                               "number_of_gifts": 1, "number_of_debts": 0},
                "url": "https://monica.kasprzak.family/api/contacts/2241", "account": acct, "created_at": "2022-05-14T20:11:36Z", "updated_at": updated}

    t1 = pj({"data": [
        {"id": 2241, "object": "contact", "hash_id": "h:Y5LOkAdWNDqgVomKPv", "first_name": "Chidi", "last_name": "Okafor", "nickname": "Chi", "complete_name": "Chidi Okafor (Chi)",
         "is_starred": True, "is_partial": False, "last_activity_together": "2025-01-18", "account": acct, "updated_at": "2025-01-26T19:04:12Z"},
        {"id": 2267, "object": "contact", "hash_id": "h:p0QmZr4KdXa8BnLv2W", "first_name": "Ngozi", "last_name": "Okafor-Bell", "nickname": None, "complete_name": "Ngozi Okafor-Bell",
         "is_starred": False, "is_partial": False, "last_activity_together": None, "account": acct, "updated_at": "2024-08-30T07:45:58Z"}],
        "links": {"first": "https://monica.kasprzak.family/api/contacts?page=1", "last": "https://monica.kasprzak.family/api/contacts?page=1", "prev": None, "next": None},
        "meta": {"current_page": 1, "from": 1, "last_page": 1, "path": "https://monica.kasprzak.family/api/contacts", "per_page": 15, "to": 2, "total": 2}})
    t2 = pj({"data": contact("Architect", 3, 1, "2025-01-26T19:04:12Z")})
    nb = "Moving into the new flat in Greenwich on 28 Feb; Amara starts at UCL in March. Promoted at Studio Kiln — leads the Deptford library project."
    t3 = pj({"data": {"id": 9913, "object": "note", "body": nb, "is_favorited": True, "favorited_at": "2025-02-09T18:31:55Z", "account": acct,
                      "contact": {"id": 2241, "object": "contact", "hash_id": "h:Y5LOkAdWNDqgVomKPv", "first_name": "Chidi", "last_name": "Okafor", "complete_name": "Chidi Okafor (Chi)"},
                      "created_at": "2025-02-09T18:31:55Z", "updated_at": "2025-02-09T18:31:55Z"}})
    t4 = pj({"data": {"id": 2241, "object": "contact", "career": {"job": "Associate Partner", "company": "Studio Kiln"}, "updated_at": "2025-02-09T18:33:10Z"}})
    t5 = pj({"data": {"id": 1877, "object": "reminder", "title": "Send housewarming gift to Chi & Amara", "description": "Plant + card; new address after 28 Feb",
                      "frequency_type": "one_time", "frequency_number": None, "initial_date": "2025-03-01T00:00:00Z", "delible": True, "account": acct,
                      "contact": {"id": 2241, "object": "contact", "complete_name": "Chidi Okafor (Chi)"}, "created_at": "2025-02-09T18:34:02Z", "updated_at": "2025-02-09T18:34:02Z"}})
    t6 = pj({"data": contact("Associate Partner", 4, 2, "2025-02-09T18:34:02Z")})
    turns = [
        (call("monica_search_contacts", query="Okafor", limit=15), t1),
        (call("monica_get_contact", contact_id=2241), t2),
        (call("monica_add_note", contact_id=2241, body=nb, is_favorited=True), t3),
        (call("monica_update_career", contact_id=2241, job="Associate Partner", company="Studio Kiln"), t4),
        (call("monica_add_reminder", contact_id=2241, title="Send housewarming gift to Chi & Amara", initial_date="2025-03-01", frequency_type="one_time",
              description="Plant + card; new address after 28 Feb"), t5),
        (call("monica_get_contact", contact_id=2241), t6),
    ]
    rs.add("mcp", "h49-mcp-21", sysp("monica", "self-hosted Monica personal CRM at https://monica.kasprzak.family", tools), turns,
           state=state("monica", "Personal access token for account 1187 (Ola Kasprzak)."))


# ---------------------------------------------------------------- 22 Grocy (bad: stock count ignores the consumption)
def t22(rs: RowSet) -> None:
    tools = [
        tool("grocy_get_stock", "Current stock overview (plain-text table).", {"location": S}, []),
        tool("grocy_get_product_details", "Stock details of one product.", {"product_id": INT}, ["product_id"]),
        tool("grocy_consume_product", "Consume an amount of a product from stock.", {"product_id": INT, "amount": N, "spoiled": B}, ["product_id", "amount"]),
        tool("grocy_purchase_product", "Add a purchased amount of a product to stock.", {"product_id": INT, "amount": N, "price": N, "best_before_date": S, "location_id": INT}, ["product_id", "amount"]),
        tool("grocy_open_product", "Mark an amount of a product as opened.", {"product_id": INT, "amount": N}, ["product_id", "amount"]),
        tool("grocy_get_volatile_stock", "Products due soon, overdue, expired or below min stock.", {"due_soon_days": INT}, []),
        tool("grocy_add_to_shopping_list", "Add a product to the shopping list.", {"product_id": INT, "amount": N, "note": S, "list_id": INT}, ["product_id", "amount"]),
        tool("grocy_get_shopping_list", "Items of a shopping list (plain text).", {"list_id": INT}, []),
    ]
    hdr = ["id", "product", "amount", "opened", "unit", "next due", "location", "value"]

    def stock(eggs: int, milk: int, milk_open: int, when: str) -> str:
        rows = [[15, "Basmati rice", "1650", "0", "g", "2026-01-10", "Pantry", "€5.78"],
                [21, "Butter (250 g)", "2", "0", "pc", "2025-04-02", "Fridge", "€5.38"],
                [28, "Cherry tomatoes", "1", "0", "pack", "2025-02-17", "Fridge", "€2.49"],
                [3, "Eggs (free range)", str(eggs), "0", "pc", "2025-02-24", "Fridge", f"€{eggs * 0.32:.2f}"],
                [12, "Greek yogurt", "4", "0", "cup", "2025-02-21", "Fridge", "€4.36"],
                [7, "Whole milk", str(milk), str(milk_open), "carton", "2025-02-19", "Fridge", f"€{1.05 + (milk - 1) * 1.09:.2f}"]]
        return f"Stock overview — {when} — 6 products in stock, sorted by name:\n\n" + table(hdr, rows)

    t1 = stock(10, 1, 0, "2025-02-15 08:12")
    t2 = pj({"product": {"id": 3, "name": "Eggs (free range)", "location_id": 2, "qu_id_stock": 3, "min_stock_amount": 6, "default_best_before_days": 21,
                         "default_best_before_days_after_open": 0, "product_group_id": 4, "active": 1},
             "last_purchased": "2025-02-10", "last_used": "2025-02-13 09:02:41", "stock_amount": 10, "stock_value": 3.2, "stock_amount_opened": 0,
             "stock_amount_aggregated": 10, "quantity_unit_stock": {"id": 3, "name": "Piece", "name_plural": "Pieces"}, "last_price": 0.32, "avg_price": 0.31,
             "oldest_price": 0.32, "last_shopping_location_id": 1, "next_due_date": "2025-02-24", "location": {"id": 2, "name": "Fridge"},
             "average_shelf_life_days": 17, "spoil_rate_percent": 2.1, "is_aggregated_amount": 0, "has_childs": False})
    t3 = pj([{"id": 4412, "product_id": 3, "amount": -4, "best_before_date": "2025-02-24", "purchased_date": "2025-02-10", "used_date": "2025-02-15",
              "spoiled": 0, "stock_id": "65a9f0c3d1e72", "transaction_type": "consume", "price": 0.32, "undone": 0, "undone_timestamp": None, "opened_date": None,
              "location_id": 2, "recipe_id": None, "correlation_id": None, "transaction_id": "67b0a4e1c2f38", "stock_row_id": None, "shopping_location_id": None,
              "user_id": 1, "row_created_timestamp": "2025-02-15 08:14:20"}])
    t4 = pj([{"id": 4413, "product_id": 7, "amount": 2, "best_before_date": "2025-02-26", "purchased_date": "2025-02-15", "used_date": None, "spoiled": 0,
              "stock_id": "67b0a5f27a9c1", "transaction_type": "purchase", "price": 1.09, "undone": 0, "undone_timestamp": None, "opened_date": None, "location_id": 2,
              "recipe_id": None, "correlation_id": None, "transaction_id": "67b0a5f27a9c4", "stock_row_id": None, "shopping_location_id": 1, "user_id": 1,
              "row_created_timestamp": "2025-02-15 08:18:34"}])
    t5 = pj([{"id": 4414, "product_id": 7, "amount": 1, "best_before_date": "2025-02-19", "purchased_date": "2025-02-12", "used_date": None, "spoiled": 0,
              "stock_id": "65ac2d81b3f07", "transaction_type": "product-opened", "price": 1.05, "undone": 0, "undone_timestamp": None, "opened_date": "2025-02-15",
              "location_id": 2, "recipe_id": None, "correlation_id": None, "transaction_id": "67b0a61d0e5b2", "stock_row_id": None, "shopping_location_id": None,
              "user_id": 1, "row_created_timestamp": "2025-02-15 08:19:12"}])
    t6 = pj({"product": {"id": 3, "name": "Eggs (free range)", "location_id": 2, "qu_id_stock": 3, "min_stock_amount": 6, "default_best_before_days": 21,
                         "default_best_before_days_after_open": 0, "product_group_id": 4, "active": 1},
             "last_purchased": "2025-02-10", "last_used": "2025-02-15 08:14:20", "stock_amount": 6, "stock_value": 1.92, "stock_amount_opened": 0,
             "stock_amount_aggregated": 6, "quantity_unit_stock": {"id": 3, "name": "Piece", "name_plural": "Pieces"}, "last_price": 0.32, "avg_price": 0.31,
             "oldest_price": 0.32, "last_shopping_location_id": 1, "next_due_date": "2025-02-24", "location": {"id": 2, "name": "Fridge"},
             "average_shelf_life_days": 17, "spoil_rate_percent": 2.1, "is_aggregated_amount": 0, "has_childs": False})
    t7 = pj({"due_products": [{"product_id": 28, "amount": 1, "amount_aggregated": 1, "amount_opened": 0, "best_before_date": "2025-02-17", "value": 2.49,
                               "product": {"id": 28, "name": "Cherry tomatoes"}, "due_type": 1},
                              {"product_id": 7, "amount": 3, "amount_aggregated": 3, "amount_opened": 1, "best_before_date": "2025-02-19", "value": 3.23,
                               "product": {"id": 7, "name": "Whole milk"}, "due_type": 1}],
             "overdue_products": [], "expired_products": [],
             "missing_products": [{"id": 19, "name": "Coffee beans", "amount_missing": 1, "is_partly_in_stock": 0}]})
    t8 = pj({"created_object_id": 318})
    t9 = ("Shopping list #1 'Shopping list' — 3 items:\n\n" + table(["id", "product", "amount", "note", "done"], [
        [311, "Coffee beans", "1 pack", "", "no"], [314, "Dish soap", "1 bottle", "lemon", "no"], [318, "Eggs (free range)", "12 pc", "for Sunday brunch", "no"]]))
    t10 = stock(7, 3, 1, "2025-02-15 08:23")
    turns = [
        (call("grocy_get_stock"), t1),
        (call("grocy_get_product_details", product_id=3), t2),
        (call("grocy_consume_product", product_id=3, amount=4, spoiled=False), t3),
        (call("grocy_purchase_product", product_id=7, amount=2, price=1.09, best_before_date="2025-02-26", location_id=2), t4),
        (call("grocy_open_product", product_id=7, amount=1), t5),
        (call("grocy_get_product_details", product_id=3), t6),
        (call("grocy_get_volatile_stock", due_soon_days=5), t7),
        (call("grocy_add_to_shopping_list", product_id=3, amount=12, note="for Sunday brunch", list_id=1), t8),
        (call("grocy_get_shopping_list", list_id=1), t9),
        (call("grocy_get_stock"), t10),
    ]
    rs.add("mcp", "h49-mcp-22", sysp("grocy", "self-hosted Grocy 4.x household stock manager at http://grocy.local", tools), turns,
           state=state("grocy", "API key of user 1 (Marit); currency EUR; today 2025-02-15."),
           bad=True, turn=10, kind="Eggs show 7 pieces in the final stock overview although 10 minus the 4 consumed in turn 3 left 6 (as turn 6 showed) and nothing added eggs.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
