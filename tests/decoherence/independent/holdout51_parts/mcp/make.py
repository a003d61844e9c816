# ruff: noqa: E501
"""Held-out set h51, domain ``mcp``: 22 trajectories against MCP servers, written blind.

Each trajectory is one agent session with one MCP server (tools listed as JSON schemas in the system
prompt, actions are tool calls, observations are the results the server returns). Eleven are clean and
full of legitimate changes (edits, renames, deletions, new ids, moving clocks and counters, the same
thing in another view); eleven hold exactly one contradiction, labeled with the 1-based turn whose
observation first contradicts an earlier one.

Run: ``python3 -m tests.decoherence.independent.holdout51_parts.mcp.make``
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, RowSet, S, call, mcp_text, pj, tool

TASK = "mcp"

SYS_HEAD = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

In this session the agent is connected to the MCP server `{server}` ({purpose}).

## Core Responsibilities

1. **Response Simulation**: Produce realistic output matching the specific tool's return format (raw or enveloped)
2. **Context Maintenance**: Track and maintain virtual state, resources, and variables across multi-turn interactions
3. **Behavioral Fidelity**: Faithfully reproduce real tool behavior including edge cases, specific error definitions, and side effects
4. **Protocol Compliance**: Respect the output schema defined by the tool (e.g., specific JSON structures vs. plain text)

# Environment Management

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Stateless Tools | Returns computed results without side effects |

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters) across turns. Resources must be created before they can be queried or modified, changes made in earlier turns must be reflected in later queries, and operations on deleted resources should return errors.

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools | CSV or delimiter-separated text |
| Status/Health Tools | Simple status text or minimal JSON |
| Human-readable Formatters | MCP text wrapper: `{{"type":"text","text":"..."}}` |

**Format Priority**: 1. an output schema in the tool definition; 2. the format shown by earlier results of the same tool; 3. inference from the tool's name and description. **Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

Errors follow the implementation: service errors (`status: error\\nmessage: ...`), pydantic validation errors, HTTP errors (`404 Not Found`, `403 Forbidden`) or raw exception messages.

# Input Definitions & Action Space

You can simulate the following tools:

"""

SYS_TAIL = """

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance, text vs JSON, CSV vs JSON).
2. **State Consistency**: Outputs must be consistent with previously returned data and created resources, the logical state of the simulated environment and the established session context.
3. **Realistic Details**: Include plausible identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: Dynamic tools return plausible, non-repetitive values consistent with the session context.

Reply with the tool result only, after **Environment Observation:**."""


def sysp(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return SYS_HEAD.format(server=server, purpose=purpose) + json.dumps(tools, indent=2, ensure_ascii=False) + SYS_TAIL


def text(s: str) -> str:
    """MCP text content holding plain text."""
    return mcp_text(s)


# ---------------------------------------------------------------------------------------------------------------
# 01 Google Calendar (clean)
# ---------------------------------------------------------------------------------------------------------------

GCAL_TOOLS = [
    tool("list_events", "List events from a calendar within a time range. Returns the Calendar API events resource.",
         {"calendarId": S, "timeMin": S, "timeMax": S, "q": S, "singleEvents": B, "orderBy": S, "maxResults": INT}, ["calendarId"]),
    tool("get_event", "Get a single event by id.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    tool("create_event", "Create an event.", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "location": S, "description": S, "sendUpdates": S}, ["calendarId", "summary", "start", "end"]),
    tool("update_event", "Patch fields of an existing event.", {"calendarId": S, "eventId": S, "summary": S, "start": OBJ, "end": OBJ, "location": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    tool("query_freebusy", "Return busy intervals for calendars.", {"timeMin": S, "timeMax": S, "items": A, "timeZone": S}, ["timeMin", "timeMax", "items"]),
]

DANA = "dana.whitfield@corvina.io"
MARCO = "marco.ferri@corvina.io"


def gev(eid: str, summary: str, start: str, end: str, *, etag: str, created: str, updated: str, seq: int = 0,
        location: str | None = None, attendees: list[tuple[str, str]] | None = None, allday: bool = False,
        recurring: str | None = None, meet: str | None = None, desc: str | None = None,
        transparency: str | None = None) -> dict[str, Any]:
    ev: dict[str, Any] = {
        "kind": "calendar#event", "etag": etag, "id": eid, "status": "confirmed",
        "htmlLink": f"https://www.google.com/calendar/event?eid={eid[:22]}ZGFuYS53aGl0ZmllbGRAY29ydmluYS5pbw",
        "created": created, "updated": updated, "summary": summary}
    if desc:
        ev["description"] = desc
    if location:
        ev["location"] = location
    ev["creator"] = {"email": DANA, "self": True}
    ev["organizer"] = {"email": DANA, "self": True}
    if allday:
        ev["start"] = {"date": start}
        ev["end"] = {"date": end}
    else:
        ev["start"] = {"dateTime": start, "timeZone": "America/Chicago"}
        ev["end"] = {"dateTime": end, "timeZone": "America/Chicago"}
    if recurring:
        ev["recurringEventId"] = recurring
        ev["originalStartTime"] = {"dateTime": start, "timeZone": "America/Chicago"}
    if transparency:
        ev["transparency"] = transparency
    ev["iCalUID"] = (recurring or eid) + "@google.com"
    ev["sequence"] = seq
    if attendees:
        ev["attendees"] = [{"email": DANA, "organizer": True, "self": True, "responseStatus": "accepted"}] + [
            {"email": e, "responseStatus": r} for e, r in attendees]
    if meet:
        ev["hangoutLink"] = meet
    ev["reminders"] = {"useDefault": True}
    ev["eventType"] = "default"
    return ev


def t01(rs: RowSet) -> None:
    ops = gev("5jq2pe8t0c1m4o6r3s9v7u1g2b_20241007T143000Z", "Weekly ops sync", "2024-10-07T09:30:00-05:00", "2024-10-07T10:00:00-05:00",
              etag='"3452198876044000"', created="2024-03-04T16:20:05.000Z", updated="2024-08-19T14:02:38.022Z", seq=3,
              attendees=[(MARCO, "accepted"), ("keisha.grant@corvina.io", "accepted"), ("tom.osei@corvina.io", "needsAction")],
              recurring="5jq2pe8t0c1m4o6r3s9v7u1g2b", meet="https://meet.google.com/xpt-ruvq-hme")
    vendor = gev("0hb6d3fj9k2l5n8p1r4t7v0c3e", "Vendor call – Halvorsen Freight", "2024-10-07T13:00:00-05:00", "2024-10-07T13:45:00-05:00",
                 etag='"3451876602118000"', created="2024-10-01T19:44:51.000Z", updated="2024-10-01T19:45:01.059Z",
                 attendees=[("lars.eide@halvorsenfreight.no", "accepted")], meet="https://meet.google.com/bdk-oqzw-fra")
    budget_old = gev("7c2e4g6i8k0m2o4q6s8u0k2m4a", "Q4 budget review", "2024-10-08T10:00:00-05:00", "2024-10-08T11:30:00-05:00",
                     etag='"3451402765636000"', created="2024-09-26T14:11:37.000Z", updated="2024-09-30T09:02:44.318Z", seq=1,
                     location="Conf Rm Birch (4F)", desc="Pre-read: Q4 opex forecast v2 (Drive > Finance > FY24).",
                     attendees=[(MARCO, "accepted"), ("keisha.grant@corvina.io", "tentative"), ("cfo-office@corvina.io", "accepted"), ("priya.nair@corvina.io", "needsAction")])
    dentist = gev("1d3f5h7j9l1n3p5r7t9v1h3j5b", "Dentist", "2024-10-09T07:45:00-05:00", "2024-10-09T08:30:00-05:00",
                  etag='"3449980113412000"', created="2024-09-12T22:18:06.000Z", updated="2024-09-12T22:18:06.706Z",
                  location="Lakeview Family Dental, 2901 N Broadway, Chicago, IL 60657")
    oneone = gev("9e8d7c6b5a4f3g2h1i0j9k8l7m", "1:1 Marco / Dana", "2024-10-10T15:00:00-05:00", "2024-10-10T15:30:00-05:00",
                 etag='"3450733954220000"', created="2024-09-20T15:31:17.000Z", updated="2024-09-20T15:31:17.110Z",
                 attendees=[(MARCO, "accepted")])
    audit = gev("4m6o8q0s2u4a6c8a0c2e4g6i8k", "Warehouse audit (Joliet)", "2024-10-11", "2024-10-12",
                etag='"3448817225530000"', created="2024-09-05T13:07:40.000Z", updated="2024-09-05T13:07:40.265Z",
                allday=True, transparency="transparent", location="Corvina DC-2, 2200 Channahon Rd, Joliet, IL 60436")

    def events(items: list[dict[str, Any]], updated: str, etag: str, token: str) -> dict[str, Any]:
        return {"kind": "calendar#events", "etag": etag, "summary": DANA, "description": "", "updated": updated,
                "timeZone": "America/Chicago", "accessRole": "owner",
                "defaultReminders": [{"method": "popup", "minutes": 10}], "nextSyncToken": token, "items": items}

    wk = {"calendarId": "primary", "timeMin": "2024-10-07T00:00:00-05:00", "timeMax": "2024-10-12T00:00:00-05:00",
          "singleEvents": True, "orderBy": "startTime"}
    t = []
    t.append((call("list_events", **wk), pj(events([ops, vendor, budget_old, dentist, oneone, audit], "2024-10-01T19:45:01.059Z", '"p33o9bvmtbmtoe0o"', "CKDbrYKzq4gDEKDbrYKzq4gDGAUggJqzxgI="))))
    budget = dict(budget_old, etag='"3452285243416000"', updated="2024-10-07T13:53:41.208Z", sequence=2,
                  start={"dateTime": "2024-10-08T14:00:00-05:00", "timeZone": "America/Chicago"},
                  end={"dateTime": "2024-10-08T15:30:00-05:00", "timeZone": "America/Chicago"})
    t.append((call("update_event", calendarId="primary", eventId="7c2e4g6i8k0m2o4q6s8u0k2m4a",
                   start={"dateTime": "2024-10-08T14:00:00-05:00", "timeZone": "America/Chicago"},
                   end={"dateTime": "2024-10-08T15:30:00-05:00", "timeZone": "America/Chicago"}, sendUpdates="all"), pj(budget)))
    follow = gev("q8v4n2k6c0s5g1h3j7l9m0p2ra", "Halvorsen follow-up: rate card", "2024-10-09T11:00:00-05:00", "2024-10-09T11:30:00-05:00",
                 etag='"3452285397804000"', created="2024-10-07T13:54:58.000Z", updated="2024-10-07T13:54:58.902Z",
                 desc="Walk through the Q4 rate card (lanes CHI–OSL, CHI–BGO) and fuel surcharge.",
                 attendees=[("lars.eide@halvorsenfreight.no", "needsAction")], meet="https://meet.google.com/hov-kmtc-zqa")
    t.append((call("create_event", calendarId="primary", summary="Halvorsen follow-up: rate card",
                   start={"dateTime": "2024-10-09T11:00:00-05:00", "timeZone": "America/Chicago"},
                   end={"dateTime": "2024-10-09T11:30:00-05:00", "timeZone": "America/Chicago"},
                   attendees=[{"email": "lars.eide@halvorsenfreight.no"}],
                   description="Walk through the Q4 rate card (lanes CHI–OSL, CHI–BGO) and fuel surcharge.", sendUpdates="all"), pj(follow)))
    t.append((call("delete_event", calendarId="primary", eventId="0hb6d3fj9k2l5n8p1r4t7v0c3e", sendUpdates="none"),
              text("Event 0hb6d3fj9k2l5n8p1r4t7v0c3e deleted from calendar primary.")))
    t.append((call("list_events", **wk), pj(events([ops, budget, dentist, follow, oneone, audit], "2024-10-07T13:55:32.417Z", '"p32sfl3rlhrmtoe0g"', "CJCp7bO0q4gDEJCp7bO0q4gDGAUggJqzxgI="))))
    t.append((call("query_freebusy", timeMin="2024-10-08T00:00:00-05:00", timeMax="2024-10-09T00:00:00-05:00",
                   items=[{"id": DANA}, {"id": MARCO}]),
              pj({"kind": "calendar#freeBusy", "timeMin": "2024-10-08T05:00:00.000Z", "timeMax": "2024-10-09T05:00:00.000Z",
                  "calendars": {DANA: {"busy": [{"start": "2024-10-08T19:00:00Z", "end": "2024-10-08T20:30:00Z"}]},
                                MARCO: {"busy": [{"start": "2024-10-08T13:30:00Z", "end": "2024-10-08T14:00:00Z"},
                                                 {"start": "2024-10-08T16:00:00Z", "end": "2024-10-08T17:00:00Z"},
                                                 {"start": "2024-10-08T19:00:00Z", "end": "2024-10-08T20:30:00Z"}]}}})))
    follow2 = dict(follow, etag='"3452285690228000"', updated="2024-10-07T13:57:20.114Z",
                   attendees=[{"email": DANA, "organizer": True, "self": True, "responseStatus": "accepted"},
                              {"email": "lars.eide@halvorsenfreight.no", "responseStatus": "accepted"}])
    t.append((call("get_event", calendarId="primary", eventId="q8v4n2k6c0s5g1h3j7l9m0p2ra"), pj(follow2)))
    oneone2 = dict(oneone, etag='"3452285886496000"', updated="2024-10-07T13:59:03.248Z", sequence=1,
                   summary="1:1 Marco / Dana (Zoom)", location="https://corvina.zoom.us/j/84120937765")
    t.append((call("update_event", calendarId="primary", eventId="9e8d7c6b5a4f3g2h1i0j9k8l7m", summary="1:1 Marco / Dana (Zoom)",
                   location="https://corvina.zoom.us/j/84120937765", sendUpdates="all"), pj(oneone2)))
    rs.add(TASK, "h51-mcp-01", sysp("google-calendar", "Google Calendar API v3 for dana.whitfield@corvina.io", GCAL_TOOLS), t,
           state="Authenticated as dana.whitfield@corvina.io. Primary calendar time zone: America/Chicago. Current time: Mon 2024-10-07 08:52 CDT.")


# ---------------------------------------------------------------------------------------------------------------
# 02 Gmail (contradiction: attachment size)
# ---------------------------------------------------------------------------------------------------------------

GMAIL_TOOLS = [
    tool("search_emails", "Search emails using Gmail search syntax.", {"query": S, "maxResults": INT}, ["query"]),
    tool("read_email", "Retrieve the content of a specific email, with its attachments.", {"messageId": S}, ["messageId"]),
    tool("list_email_labels", "List all Gmail labels.", {}, []),
    tool("modify_email", "Add or remove labels on an email.", {"messageId": S, "addLabelIds": A, "removeLabelIds": A}, ["messageId"]),
    tool("draft_email", "Create a draft.", {"to": A, "subject": S, "body": S, "threadId": S, "inReplyTo": S}, ["to", "subject", "body"]),
    tool("download_attachment", "Download an email attachment to a local path.", {"messageId": S, "attachmentId": S, "savePath": S, "filename": S}, ["messageId", "attachmentId"]),
    tool("send_email", "Send an email.", {"to": A, "cc": A, "subject": S, "body": S, "threadId": S, "inReplyTo": S, "attachments": A}, ["to", "subject", "body"]),
]


def t02(rs: RowSet) -> None:
    t = []
    t.append((call("search_emails", query="from:halvorsenfreight.no newer_than:14d", maxResults=10), text(
        "ID: 1928c4e1a7b03f55\nSubject: Q4 rate card – revised lanes + fuel surcharge\nFrom: Lars Eide <lars.eide@halvorsenfreight.no>\nDate: Fri, 04 Oct 2024 16:42:09 +0200\n\n"
        "ID: 19279a0d52ce61b4\nSubject: Re: Delayed reefer at Gdynia – container MSKU 771203-4\nFrom: Ingrid Solberg <ingrid.solberg@halvorsenfreight.no>\nDate: Tue, 01 Oct 2024 09:15:33 +0200\n\n"
        "ID: 19272f8846b1d0e9\nSubject: Invoice HF-2024-08817 (September)\nFrom: Halvorsen Freight AS Billing <billing@halvorsenfreight.no>\nDate: Mon, 30 Sep 2024 07:01:12 +0200\n\n"
        "ID: 1925e3b7c0a94f21\nSubject: Vendor call Monday – agenda\nFrom: Lars Eide <lars.eide@halvorsenfreight.no>\nDate: Thu, 26 Sep 2024 11:28:47 +0200\n\n"
        "ID: 1925a11f6e08d7c3\nSubject: Peak season capacity, weeks 44–51\nFrom: Lars Eide <lars.eide@halvorsenfreight.no>\nDate: Wed, 25 Sep 2024 14:03:55 +0200")))
    body = ("Hi Dana,\n\nAttached is version 3 of the Q4 rate card. Changes against v2:\n\n"
            "  - CHI–OSL (LCL): 148.00 -> 141.50 EUR per cbm, min 2 cbm\n"
            "  - CHI–BGO (LCL): 162.00 -> 158.00 EUR per cbm\n"
            "  - Fuel surcharge (BAF) fixed at 11.5% for Oct–Dec instead of monthly indexing\n"
            "  - Free time at Oslo CFS extended from 5 to 7 days\n\n"
            "The lane summary PDF has the transit times per week. Rates are valid for bookings until 31 December 2024.\n\n"
            "Can we go through it on Wednesday or Thursday?\n\nBest regards,\nLars Eide\nKey Account Manager | Halvorsen Freight AS\n+47 915 33 208")
    t.append((call("read_email", messageId="1928c4e1a7b03f55"), text(
        "Thread ID: 1928c4e1a7b03f55\nSubject: Q4 rate card – revised lanes + fuel surcharge\nFrom: Lars Eide <lars.eide@halvorsenfreight.no>\n"
        "To: dana.whitfield@corvina.io\nCc: ingrid.solberg@halvorsenfreight.no\nDate: Fri, 04 Oct 2024 16:42:09 +0200\n\n" + body +
        "\n\nAttachments (2):\n"
        "- Q4_rate_card_v3.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, 48213 bytes, ID: ANGjdJ9fQ2rWk7oZ1tXv0bC5eL8pNhY4sMu6aGdI3wE)\n"
        "- lane_summary_Q4.pdf (application/pdf, 211604 bytes, ID: ANGjdJ8Lm3pVt0qYx2RcK9wF6nBs1ZhE7uJa4oTg5iD)")))
    t.append((call("list_email_labels"), text(
        "Found 19 labels (13 system, 6 user):\n\nSystem Labels:\nID: CHAT\nName: CHAT\n\nID: SENT\nName: SENT\n\nID: INBOX\nName: INBOX\n\nID: IMPORTANT\nName: IMPORTANT\n\n"
        "ID: TRASH\nName: TRASH\n\nID: DRAFT\nName: DRAFT\n\nID: SPAM\nName: SPAM\n\nID: CATEGORY_FORUMS\nName: CATEGORY_FORUMS\n\nID: CATEGORY_UPDATES\nName: CATEGORY_UPDATES\n\n"
        "ID: CATEGORY_PERSONAL\nName: CATEGORY_PERSONAL\n\nID: CATEGORY_PROMOTIONS\nName: CATEGORY_PROMOTIONS\n\nID: CATEGORY_SOCIAL\nName: CATEGORY_SOCIAL\n\nID: STARRED\nName: STARRED\n\n"
        "User Labels:\nID: Label_2093817465\nName: Finance/Invoices\n\nID: Label_2093817466\nName: Finance/Budget FY24\n\nID: Label_4418806215\nName: Vendors/Halvorsen\n\n"
        "ID: Label_4418806302\nName: Vendors/Baltic Reefer\n\nID: Label_5530012987\nName: Ops/Incidents\n\nID: Label_7712904458\nName: Waiting on reply")))
    t.append((call("modify_email", messageId="1928c4e1a7b03f55", addLabelIds=["Label_4418806215", "Label_7712904458"], removeLabelIds=["INBOX"]),
              text("Email 1928c4e1a7b03f55 labels updated successfully")))
    draft_body = ("Hi Lars,\n\nThanks for v3. Thursday 11:00 CT (18:00 Oslo) works on our side; invite is on its way.\n\n"
                  "One question ahead of the call: does the fixed 11.5% BAF also apply to the CHI–BGO lane?\n\nBest,\nDana")
    t.append((call("draft_email", to=["lars.eide@halvorsenfreight.no"], subject="Re: Q4 rate card – revised lanes + fuel surcharge",
                   body=draft_body, threadId="1928c4e1a7b03f55", inReplyTo="1928c4e1a7b03f55"),
              text("Email draft created successfully with ID: r-5821379024415563098")))
    t.append((call("download_attachment", messageId="1928c4e1a7b03f55", attachmentId="ANGjdJ9fQ2rWk7oZ1tXv0bC5eL8pNhY4sMu6aGdI3wE",
                   savePath="/home/dana/Documents/vendors/halvorsen"),
              text("Attachment downloaded successfully:\nFile: Q4_rate_card_v3.xlsx\nSize: 52877 bytes\nSaved to: /home/dana/Documents/vendors/halvorsen/Q4_rate_card_v3.xlsx")))
    t.append((call("search_emails", query="label:vendors-halvorsen", maxResults=5), text(
        "ID: 1928c4e1a7b03f55\nSubject: Q4 rate card – revised lanes + fuel surcharge\nFrom: Lars Eide <lars.eide@halvorsenfreight.no>\nDate: Fri, 04 Oct 2024 16:42:09 +0200\n\n"
        "ID: 19279a0d52ce61b4\nSubject: Re: Delayed reefer at Gdynia – container MSKU 771203-4\nFrom: Ingrid Solberg <ingrid.solberg@halvorsenfreight.no>\nDate: Tue, 01 Oct 2024 09:15:33 +0200\n\n"
        "ID: 1925a11f6e08d7c3\nSubject: Peak season capacity, weeks 44–51\nFrom: Lars Eide <lars.eide@halvorsenfreight.no>\nDate: Wed, 25 Sep 2024 14:03:55 +0200\n\n"
        "ID: 1921f06b9d35ea10\nSubject: Updated insurance certificate 2024/25\nFrom: Ingrid Solberg <ingrid.solberg@halvorsenfreight.no>\nDate: Mon, 02 Sep 2024 10:47:20 +0200\n\n"
        "ID: 191c7a2e04f8b596\nSubject: Welcome to Halvorsen Freight – account setup\nFrom: Lars Eide <lars.eide@halvorsenfreight.no>\nDate: Thu, 15 Aug 2024 13:12:06 +0200")))
    t.append((call("send_email", to=["lars.eide@halvorsenfreight.no"], cc=["ingrid.solberg@halvorsenfreight.no"],
                   subject="Re: Q4 rate card – revised lanes + fuel surcharge", body=draft_body,
                   threadId="1928c4e1a7b03f55", inReplyTo="1928c4e1a7b03f55"),
              text("Email sent successfully with ID: 1928d7f3b21c09ae")))
    t.append((call("read_email", messageId="1928d7f3b21c09ae"), text(
        "Thread ID: 1928c4e1a7b03f55\nSubject: Re: Q4 rate card – revised lanes + fuel surcharge\nFrom: Dana Whitfield <dana.whitfield@corvina.io>\n"
        "To: lars.eide@halvorsenfreight.no\nCc: ingrid.solberg@halvorsenfreight.no\nDate: Mon, 07 Oct 2024 09:06:41 -0500\n\n" + draft_body)))
    rs.add(TASK, "h51-mcp-02", sysp("gmail", "Gmail API through OAuth for dana.whitfield@corvina.io", GMAIL_TOOLS), t,
           bad=True, turn=6, kind="The downloaded Q4_rate_card_v3.xlsx is 52877 bytes, but read_email listed the same attachment as 48213 bytes.")


# ---------------------------------------------------------------------------------------------------------------
# 03 Slack (contradiction: renamed channel back under its old name)
# ---------------------------------------------------------------------------------------------------------------

SLACK_TOOLS = [
    tool("slack_list_channels", "List public channels in the workspace with pagination.", {"limit": INT, "cursor": S}, []),
    tool("slack_rename_channel", "Rename a channel (conversations.rename).", {"channel_id": S, "name": S}, ["channel_id", "name"]),
    tool("slack_post_message", "Post a new message to a Slack channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
    tool("slack_get_channel_info", "Get information about a channel (conversations.info).", {"channel_id": S, "include_num_members": B}, ["channel_id"]),
    tool("slack_add_reaction", "Add a reaction emoji to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
    tool("slack_get_channel_history", "Get recent messages from a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
    tool("slack_reply_to_thread", "Reply to a specific message thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
]


def t03(rs: RowSet) -> None:
    def ch(cid: str, name: str, created: int, creator: str, members: int, topic: str, purpose: str, *, prev: list[str] | None = None,
           updated: int = 1714052211000) -> dict[str, Any]:
        return {"id": cid, "name": name, "is_channel": True, "is_group": False, "is_im": False, "is_mpim": False, "is_private": False,
                "created": created, "is_archived": False, "is_general": name == "general", "unlinked": 0, "name_normalized": name,
                "is_shared": False, "is_org_shared": False, "is_pending_ext_shared": False, "pending_shared": [], "context_team_id": "T02H7QK9V3L",
                "updated": updated, "parent_conversation": None, "creator": creator, "is_ext_shared": False, "shared_team_ids": ["T02H7QK9V3L"],
                "pending_connected_team_ids": [], "is_member": True,
                "topic": {"value": topic, "creator": creator, "last_set": created + 120},
                "purpose": {"value": purpose, "creator": creator, "last_set": created},
                "previous_names": prev or [], "num_members": members}

    chans = [
        ch("C02H7QKA1B2", "general", 1630502412, "U02H7QK9W4M", 214, "Company-wide announcements", "This is the one channel that will always include everyone."),
        ch("C02H7QKA3D4", "random", 1630502412, "U02H7QK9W4M", 209, "", "Non-work banter and water cooler conversation"),
        ch("C05R1N8E6TQ", "eng-platform", 1694611870, "U03B9M2KQ7Z", 41, "On-call: @ravi | Runbook: go/platform-runbook", "Platform team: infra, CI, developer tooling"),
        ch("C06KQ2M8T4P", "proj-atlas", 1707921344, "U04FJ6T1R8D", 17, "Atlas GA target: 2024-06-26 | tracker: go/atlas-board", "Cross-team coordination for Project Atlas (new onboarding flow)", updated=1718712044000),
        ch("C06LB9X3Z0W", "design-crit", 1708360025, "U05DK2H7P1S", 23, "Crit every Thu 14:00", "Share work-in-progress designs for feedback"),
        ch("C06P4T7W2HJ", "support-escalations", 1710248917, "U03R6V5N8KQ", 36, "Sev1 -> page #oncall first", "Escalations from the support queue"),
        ch("C071XG5JM9E", "growth-experiments", 1713895560, "U04FJ6T1R8D", 12, "", "Experiment proposals, readouts and holdout discussions"),
        ch("C074UQ8D0RA", "team-offsite-2024", 1716199342, "U02H7QK9W4M", 58, "Lisbon, Sep 18–20", "Logistics for the 2024 offsite"),
    ]
    t = []
    t.append((call("slack_list_channels", limit=8), pj({"ok": True, "channels": chans, "response_metadata": {"next_cursor": "dGVhbTpDMDc1N0tGMkg4Uw=="}})))
    renamed = dict(chans[3], name="proj-atlas-launch", name_normalized="proj-atlas-launch", previous_names=["proj-atlas"], updated=1718895141220)
    t.append((call("slack_rename_channel", channel_id="C06KQ2M8T4P", name="proj-atlas-launch"), pj({"ok": True, "channel": renamed})))
    msg_text = "Heads-up: this channel is now #proj-atlas-launch. Launch checklist lives in the canvas; please claim your rows by Friday EOD. :rocket:"
    t.append((call("slack_post_message", channel_id="C06KQ2M8T4P", text=msg_text), pj({
        "ok": True, "channel": "C06KQ2M8T4P", "ts": "1718895203.449179",
        "message": {"user": "U06BOTATL4S", "type": "message", "ts": "1718895203.449179", "bot_id": "B06BOTATL2X", "app_id": "A06MCPSLK01",
                    "text": msg_text, "team": "T02H7QK9V3L",
                    "bot_profile": {"id": "B06BOTATL2X", "deleted": False, "name": "Atlas Assistant", "updated": 1712840097, "app_id": "A06MCPSLK01", "team_id": "T02H7QK9V3L"},
                    "blocks": [{"type": "rich_text", "block_id": "Xq2/v", "elements": [{"type": "rich_text_section", "elements": [{"type": "text", "text": msg_text[:-8]}, {"type": "emoji", "name": "rocket", "unicode": "1f680"}]}]}]}})))
    info = dict(chans[3], updated=1718895141220)
    t.append((call("slack_get_channel_info", channel_id="C06KQ2M8T4P", include_num_members=True), pj({"ok": True, "channel": info})))
    t.append((call("slack_add_reaction", channel_id="C06KQ2M8T4P", timestamp="1718895203.449179", reaction="pushpin"), pj({"ok": True})))
    t.append((call("slack_get_channel_history", channel_id="C06KQ2M8T4P", limit=4), pj({
        "ok": True, "messages": [
            {"user": "U06BOTATL4S", "type": "message", "ts": "1718895203.449179", "bot_id": "B06BOTATL2X", "text": msg_text, "team": "T02H7QK9V3L",
             "reactions": [{"name": "pushpin", "users": ["U06BOTATL4S"], "count": 1}]},
            {"subtype": "channel_name", "user": "U06BOTATL4S", "type": "message", "ts": "1718895141.220519", "text": "<@U06BOTATL4S> renamed the channel from \u201cproj-atlas\u201d to \u201cproj-atlas-launch\u201d",
             "old_name": "proj-atlas", "name": "proj-atlas-launch"},
            {"user": "U05DK2H7P1S", "type": "message", "ts": "1718887720.913249", "client_msg_id": "6f1e2b0c-9a7d-4d43-8e55-31c0b7a4d912",
             "text": "Final onboarding illustrations are in Figma (page \"GA export\"). Alt text still pending for screens 4 and 7.", "team": "T02H7QK9V3L",
             "thread_ts": "1718887720.913249", "reply_count": 2, "reply_users_count": 2, "latest_reply": "1718890112.004519", "reply_users": ["U04FJ6T1R8D", "U03B9M2KQ7Z"]},
            {"user": "U04FJ6T1R8D", "type": "message", "ts": "1718879455.301829", "client_msg_id": "a0b3c9d2-55e1-4f6a-b7c8-0d1e2f3a4b5c",
             "text": "Reminder: go/no-go review is Monday 10:00. Owners, please have your section green or with a mitigation.", "team": "T02H7QK9V3L",
             "reactions": [{"name": "white_check_mark", "users": ["U05DK2H7P1S", "U03B9M2KQ7Z", "U03R6V5N8KQ"], "count": 3}]}],
        "has_more": True, "pin_count": 3, "channel_actions_ts": None, "channel_actions_count": 0,
        "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4ODc0MDMzNzg5MzI5"}})))
    t.append((call("slack_reply_to_thread", channel_id="C06KQ2M8T4P", thread_ts="1718887720.913249",
                   text="I can draft the alt text for screens 4 and 7 today; will post here for review."), pj({
        "ok": True, "channel": "C06KQ2M8T4P", "ts": "1718895377.118609",
        "message": {"user": "U06BOTATL4S", "type": "message", "ts": "1718895377.118609", "bot_id": "B06BOTATL2X",
                    "text": "I can draft the alt text for screens 4 and 7 today; will post here for review.", "team": "T02H7QK9V3L",
                    "thread_ts": "1718887720.913249", "parent_user_id": "U05DK2H7P1S"}})))
    rs.add(TASK, "h51-mcp-03", sysp("slack", "Slack Web API with the Atlas Assistant bot token, workspace T02H7QK9V3L", SLACK_TOOLS), t,
           bad=True, turn=4, kind="conversations.info shows channel C06KQ2M8T4P named proj-atlas again, with no previous names, after it was renamed to proj-atlas-launch.")


# ---------------------------------------------------------------------------------------------------------------
# 04 Shopify (clean)
# ---------------------------------------------------------------------------------------------------------------

SHOPIFY_TOOLS = [
    tool("search_products", "Search products in the store (Admin GraphQL). Returns products with variants and inventory.", {"query": S, "first": INT, "sortKey": S, "reverse": B}, ["query"]),
    tool("get_inventory_levels", "Inventory quantities of an inventory item per location.", {"inventoryItemId": S}, ["inventoryItemId"]),
    tool("adjust_inventory", "Adjust a quantity of an inventory item at a location (inventoryAdjustQuantities).", {"inventoryItemId": S, "locationId": S, "delta": INT, "name": S, "reason": S, "referenceDocumentUri": S}, ["inventoryItemId", "locationId", "delta", "reason"]),
    tool("update_variant_price", "Set the price of a product variant.", {"variantId": S, "price": S, "compareAtPrice": S}, ["variantId", "price"]),
    tool("create_draft_order", "Create a draft order.", {"customerId": S, "lineItems": A, "shippingLine": OBJ, "note": S}, ["lineItems"]),
    tool("complete_draft_order", "Complete a draft order and turn it into an order.", {"id": S, "paymentPending": B}, ["id"]),
    tool("create_fulfillment", "Fulfil the open fulfillment order of an order with tracking info.", {"orderId": S, "trackingCompany": S, "trackingNumber": S, "notifyCustomer": B}, ["orderId"]),
]

G = "gid://shopify/"


def t04(rs: RowSet) -> None:
    studio = {"id": G + "Location/71839514935", "name": "Studio – Portland"}
    wh = {"id": G + "Location/71839547703", "name": "Warehouse – Tualatin"}

    def var(vid: int, title: str, sku: str, price: str, qty: int, item: int) -> dict[str, Any]:
        return {"id": f"{G}ProductVariant/{vid}", "title": title, "sku": sku, "price": price, "inventoryQuantity": qty,
                "inventoryItem": {"id": f"{G}InventoryItem/{item}"}}

    def prod(pid: int, title: str, handle: str, ptype: str, updated: str, lo: str, hi: str, variants: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": f"{G}Product/{pid}", "title": title, "handle": handle, "vendor": "Fernhill Ceramics", "productType": ptype,
                "status": "ACTIVE", "tags": ["stoneware", "handmade", "speckled"] if ptype == "Mug" else ["stoneware", "handmade", "espresso"],
                "updatedAt": updated, "totalInventory": sum(v["inventoryQuantity"] for v in variants),
                "priceRangeV2": {"minVariantPrice": {"amount": lo, "currencyCode": "USD"}, "maxVariantPrice": {"amount": hi, "currencyCode": "USD"}},
                "variants": {"nodes": variants}}

    def mug12(oat: int, slate: int, slate_price: str, updated: str) -> dict[str, Any]:
        return prod(8841276391735, "Speckled Stoneware Mug — 12 oz", "speckled-stoneware-mug-12-oz", "Mug", updated, "34.00", max("34.00", slate_price), [
            var(46120938561847, "Oat", "FH-MUG12-OAT", "34.00", oat, 48211093487927),
            var(46120938594615, "Slate", "FH-MUG12-SLT", slate_price, slate, 48211093520695),
            var(46120938627383, "Moss", "FH-MUG12-MOS", "34.00", 8, 48211093553463)])

    mug16 = prod(8841276424503, "Speckled Stoneware Mug — 16 oz", "speckled-stoneware-mug-16-oz", "Mug", "2024-10-29T21:14:52Z", "38.00", "38.00", [
        var(46120938660151, "Oat", "FH-MUG16-OAT", "38.00", 23, 48211093586231),
        var(46120938692919, "Slate", "FH-MUG16-SLT", "38.00", 11, 48211093618999)])
    esp = prod(8902215532855, "Stoneware Espresso Cup Set (2)", "stoneware-espresso-cup-set-2", "Cup", "2024-10-31T16:40:03Z", "29.00", "29.00", [
        var(46388120551735, "Natural", "FH-ESP2-NAT", "29.00", 56, 48476650487095)])

    def search(first: list[dict[str, Any]], cost: int, avail: float) -> str:
        return pj({"data": {"products": {"nodes": first, "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4OTAyMjE1NTMyODU1fQ=="}}},
                   "extensions": {"cost": {"requestedQueryCost": 34, "actualQueryCost": cost,
                                           "throttleStatus": {"maximumAvailable": 2000.0, "currentlyAvailable": avail, "restoreRate": 100.0}}}})

    def levels(a: tuple[int, int, int], b: tuple[int, int, int], ua: str) -> str:
        def node(loc: dict[str, str], lid: int, q: tuple[int, int, int], upd: str) -> dict[str, Any]:
            return {"node": {"id": f"{G}InventoryLevel/{lid}?inventory_item_id=48211093487927", "location": loc,
                             "quantities": [{"name": "available", "quantity": q[0]}, {"name": "committed", "quantity": q[1]},
                                            {"name": "on_hand", "quantity": q[2]}], "updatedAt": upd}}
        return pj({"data": {"inventoryItem": {"id": f"{G}InventoryItem/48211093487927", "sku": "FH-MUG12-OAT", "tracked": True,
                                              "inventoryLevels": {"edges": [node(studio, 113590452279, a, ua),
                                                                            node(wh, 113590485047, b, "2024-10-22T17:05:31Z")]}}}})

    t = []
    t.append((call("search_products", query="stoneware", first=10, sortKey="TITLE"),
              search([mug12(42, 17, "34.00", "2024-11-01T19:02:17Z"), mug16, esp], 14, 1986.0)))
    t.append((call("get_inventory_levels", inventoryItemId=G + "InventoryItem/48211093487927"), levels((30, 0, 30), (12, 0, 12), "2024-11-01T19:02:17Z")))
    t.append((call("adjust_inventory", inventoryItemId=G + "InventoryItem/48211093487927", locationId=studio["id"], delta=-6, name="available",
                   reason="damaged", referenceDocumentUri="logistics://fernhill/breakage/2024-11-04"),
              pj({"data": {"inventoryAdjustQuantities": {"inventoryAdjustmentGroup": {
                  "id": f"{G}InventoryAdjustmentGroup/31205547819063", "createdAt": "2024-11-04T18:23:44Z", "reason": "damaged",
                  "referenceDocumentUri": "logistics://fernhill/breakage/2024-11-04",
                  "changes": [{"name": "available", "delta": -6, "quantityAfterChange": 24, "location": studio},
                              {"name": "on_hand", "delta": -6, "quantityAfterChange": 24, "location": studio}]}, "userErrors": []}}})))
    t.append((call("update_variant_price", variantId=G + "ProductVariant/46120938594615", price="36.00"),
              pj({"data": {"productVariantsBulkUpdate": {"product": {"id": G + "Product/8841276391735"}, "productVariants": [
                  {"id": G + "ProductVariant/46120938594615", "title": "Slate", "sku": "FH-MUG12-SLT", "price": "36.00", "compareAtPrice": None,
                   "updatedAt": "2024-11-04T18:24:19Z"}], "userErrors": []}}})))
    lines = [{"variantId": G + "ProductVariant/46120938561847", "quantity": 2}, {"variantId": G + "ProductVariant/46120938594615", "quantity": 1}]
    addr = {"firstName": "Rosa", "lastName": "Lindqvist", "address1": "1187 W 11th Ave", "city": "Eugene", "provinceCode": "OR", "zip": "97402", "countryCodeV2": "US"}
    li = [{"title": "Speckled Stoneware Mug — 12 oz", "variantTitle": "Oat", "sku": "FH-MUG12-OAT", "quantity": 2,
           "originalUnitPriceSet": {"shopMoney": {"amount": "34.0", "currencyCode": "USD"}}},
          {"title": "Speckled Stoneware Mug — 12 oz", "variantTitle": "Slate", "sku": "FH-MUG12-SLT", "quantity": 1,
           "originalUnitPriceSet": {"shopMoney": {"amount": "36.0", "currencyCode": "USD"}}}]
    t.append((call("create_draft_order", customerId=G + "Customer/7214390001847", lineItems=lines,
                   shippingLine={"title": "USPS Ground Advantage", "price": "9.50"}, note="Replacement for breakage claim #BR-0311 (customer pays difference)"),
              pj({"data": {"draftOrderCreate": {"draftOrder": {
                  "id": G + "DraftOrder/1187326451767", "name": "#D214", "status": "OPEN", "createdAt": "2024-11-04T18:25:11Z",
                  "customer": {"id": G + "Customer/7214390001847", "displayName": "Rosa Lindqvist", "email": "rosa.lindqvist@fastmail.com"},
                  "shippingAddress": addr, "lineItems": {"nodes": li},
                  "shippingLine": {"title": "USPS Ground Advantage", "originalPriceSet": {"shopMoney": {"amount": "9.5", "currencyCode": "USD"}}},
                  "subtotalPriceSet": {"shopMoney": {"amount": "104.0", "currencyCode": "USD"}},
                  "totalTaxSet": {"shopMoney": {"amount": "0.0", "currencyCode": "USD"}},
                  "totalPriceSet": {"shopMoney": {"amount": "113.5", "currencyCode": "USD"}}}, "userErrors": []}}})))
    t.append((call("complete_draft_order", id=G + "DraftOrder/1187326451767", paymentPending=False),
              pj({"data": {"draftOrderComplete": {"draftOrder": {
                  "id": G + "DraftOrder/1187326451767", "name": "#D214", "status": "COMPLETED", "completedAt": "2024-11-04T18:26:02Z",
                  "order": {"id": G + "Order/5921843380535", "name": "#1458", "createdAt": "2024-11-04T18:26:02Z",
                            "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED",
                            "totalPriceSet": {"shopMoney": {"amount": "113.5", "currencyCode": "USD"}}}}, "userErrors": []}}})))
    t.append((call("get_inventory_levels", inventoryItemId=G + "InventoryItem/48211093487927"), levels((22, 2, 24), (12, 0, 12), "2024-11-04T18:26:03Z")))
    t.append((call("create_fulfillment", orderId=G + "Order/5921843380535", trackingCompany="USPS", trackingNumber="9400111202555842761935", notifyCustomer=True),
              pj({"data": {"fulfillmentCreate": {"fulfillment": {
                  "id": G + "Fulfillment/5409371226423", "name": "#1458-F1", "status": "SUCCESS", "createdAt": "2024-11-04T18:31:47Z",
                  "location": studio,
                  "trackingInfo": [{"company": "USPS", "number": "9400111202555842761935",
                                    "url": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202555842761935"}],
                  "fulfillmentLineItems": {"nodes": [{"lineItem": {"sku": "FH-MUG12-OAT"}, "quantity": 2}, {"lineItem": {"sku": "FH-MUG12-SLT"}, "quantity": 1}]},
                  "order": {"name": "#1458", "displayFulfillmentStatus": "FULFILLED"}}, "userErrors": []}}})))
    t.append((call("get_inventory_levels", inventoryItemId=G + "InventoryItem/48211093487927"), levels((22, 0, 22), (12, 0, 12), "2024-11-04T18:31:47Z")))
    t.append((call("search_products", query="stoneware", first=10, sortKey="INVENTORY_TOTAL", reverse=True),
              search([mug12(34, 16, "36.00", "2024-11-04T18:31:47Z"), esp, mug16], 14, 1991.0)))
    rs.add(TASK, "h51-mcp-04", sysp("shopify-admin", "Shopify Admin GraphQL API 2024-10 for fernhill-ceramics.myshopify.com", SHOPIFY_TOOLS), t,
           state="Store: Fernhill Ceramics (fernhill-ceramics.myshopify.com), currency USD, locations: Studio – Portland, Warehouse – Tualatin.")


# ---------------------------------------------------------------------------------------------------------------
# 05 HubSpot (clean)
# ---------------------------------------------------------------------------------------------------------------

HUBSPOT_TOOLS = [
    tool("hubspot-search-objects", "Search CRM objects with filter groups.", {"objectType": S, "filterGroups": A, "properties": A, "limit": INT}, ["objectType"]),
    tool("hubspot-get-object", "Get one CRM object by id.", {"objectType": S, "objectId": S, "properties": A}, ["objectType", "objectId"]),
    tool("hubspot-update-object", "Update properties of a CRM object.", {"objectType": S, "objectId": S, "properties": OBJ}, ["objectType", "objectId", "properties"]),
    tool("hubspot-create-object", "Create a CRM object.", {"objectType": S, "properties": OBJ}, ["objectType", "properties"]),
    tool("hubspot-create-association", "Associate two CRM objects with the default association.", {"fromObjectType": S, "fromObjectId": S, "toObjectType": S, "toObjectId": S}, ["fromObjectType", "fromObjectId", "toObjectType", "toObjectId"]),
    tool("hubspot-list-associations", "List associations of an object to another object type.", {"objectType": S, "objectId": S, "toObjectType": S}, ["objectType", "objectId", "toObjectType"]),
]


def t05(rs: RowSet) -> None:
    def contact(cid: str, first: str, last: str, email: str, title: str, stage: str, status: str, deals: int, created: str, modified: str) -> dict[str, Any]:
        return {"id": cid, "properties": {"createdate": created, "email": email, "firstname": first, "hs_lead_status": status,
                                          "hs_object_id": cid, "jobtitle": title, "lastmodifieddate": modified, "lastname": last,
                                          "lifecyclestage": stage, "num_associated_deals": str(deals)},
                "createdAt": created, "updatedAt": modified, "archived": False}

    props = ["firstname", "lastname", "email", "jobtitle", "lifecyclestage", "hs_lead_status", "num_associated_deals"]
    c1 = contact("51237", "Maya", "Okonkwo", "maya.okonkwo@brightwellhealth.com", "Director of Patient Access", "lead", "NEW", 0, "2024-08-02T14:07:19.552Z", "2024-09-10T08:41:03.117Z")
    c2 = contact("51244", "Gareth", "Pryce", "gareth.pryce@brightwellhealth.com", "VP Operations", "marketingqualifiedlead", "OPEN", 0, "2024-08-02T14:09:51.004Z", "2024-09-17T16:22:48.930Z")
    c3 = contact("60112", "Leah", "Sandoval", "leah.sandoval@brightwellhealth.com", "IT Program Manager", "salesqualifiedlead", "CONNECTED", 1, "2024-09-05T19:33:26.781Z", "2024-09-18T11:05:57.402Z")
    t = []
    t.append((call("hubspot-search-objects", objectType="contacts", filterGroups=[{"filters": [{"propertyName": "hs_email_domain", "operator": "EQ", "value": "brightwellhealth.com"}]}],
                   properties=props, limit=10), pj({"total": 3, "results": [c1, c2, c3]})))
    c2b = contact("51244", "Gareth", "Pryce", "gareth.pryce@brightwellhealth.com", "VP Operations", "salesqualifiedlead", "IN_PROGRESS", 0, "2024-08-02T14:09:51.004Z", "2024-09-19T13:02:36.218Z")
    t.append((call("hubspot-update-object", objectType="contacts", objectId="51244", properties={"lifecyclestage": "salesqualifiedlead", "hs_lead_status": "IN_PROGRESS"}), pj(c2b)))
    deal = {"id": "17384920611", "properties": {"amount": "64800", "closedate": "2024-12-20T00:00:00Z", "createdate": "2024-09-19T13:04:12.660Z",
                                                 "dealname": "Brightwell Health – Patient Intake Suite", "dealstage": "qualifiedtobuy",
                                                 "hs_lastmodifieddate": "2024-09-19T13:04:12.660Z", "hs_object_id": "17384920611", "pipeline": "default"},
            "createdAt": "2024-09-19T13:04:12.660Z", "updatedAt": "2024-09-19T13:04:12.660Z", "archived": False}
    t.append((call("hubspot-create-object", objectType="deals", properties={"dealname": "Brightwell Health – Patient Intake Suite", "amount": "64800",
                                                                          "pipeline": "default", "dealstage": "qualifiedtobuy", "closedate": "2024-12-20"}), pj(deal)))
    t.append((call("hubspot-create-association", fromObjectType="deals", fromObjectId="17384920611", toObjectType="contacts", toObjectId="51244"),
              pj({"fromObjectTypeId": "0-3", "fromObjectId": 17384920611, "toObjectTypeId": "0-1", "toObjectId": 51244, "labels": []})))
    c2c = contact("51244", "Gareth", "Pryce", "gareth.pryce@brightwellhealth.com", "VP Operations", "salesqualifiedlead", "IN_PROGRESS", 1, "2024-08-02T14:09:51.004Z", "2024-09-19T13:04:31.975Z")
    c2c["properties"]["hs_analytics_num_page_views"] = "14"
    c2c["properties"]["notes_last_updated"] = "2024-09-17T16:22:48.930Z"
    t.append((call("hubspot-get-object", objectType="contacts", objectId="51244", properties=props + ["hs_analytics_num_page_views", "notes_last_updated"]), pj(c2c)))
    t.append((call("hubspot-list-associations", objectType="contacts", objectId="51244", toObjectType="deals"),
              pj({"results": [{"toObjectId": 17384920611, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 4, "label": None}]}]})))
    rs.add(TASK, "h51-mcp-05", sysp("hubspot", "HubSpot CRM v3 API, portal 24419837", HUBSPOT_TOOLS), t)


# ---------------------------------------------------------------------------------------------------------------
# 06 Salesforce (contradiction: aggregate total does not follow from the amounts)
# ---------------------------------------------------------------------------------------------------------------

SF_TOOLS = [
    tool("salesforce_query_records", "Query records with SOQL-style arguments.", {"objectName": S, "fields": A, "whereClause": S, "orderBy": S, "limit": INT}, ["objectName", "fields"]),
    tool("salesforce_aggregate_query", "Run a GROUP BY / aggregate SOQL query.", {"objectName": S, "selectFields": A, "groupByFields": A, "whereClause": S, "orderBy": S}, ["objectName", "selectFields"]),
    tool("salesforce_dml_records", "Insert, update, delete or upsert records.", {"operation": S, "objectName": S, "records": A}, ["operation", "objectName", "records"]),
    tool("salesforce_describe_object", "Describe an object's fields and picklists.", {"objectName": S}, ["objectName"]),
]


def sf_records(rows: list[dict[str, Any]]) -> str:
    out = [f"Query returned {len(rows)} records:", ""]
    for i, r in enumerate(rows, 1):
        out.append(f"Record {i}:")
        for k, v in r.items():
            out.append(f"    {k}: {v}")
        out.append("")
    return text("\n".join(out).rstrip("\n"))


def t06(rs: RowSet) -> None:
    acct = "0018b00002XyZ4QAAV"
    tel, port, crew, hull = "0068b00001QmZ7pAAF", "0068b00001QmZ9cAAF", "0068b00001Qn1bKAAR", "0068b00001Qn3xTAAR"
    t = []
    t.append((call("salesforce_query_records", objectName="Account", fields=["Id", "Name", "Industry", "BillingCity", "Owner.Name", "AnnualRevenue", "NumberOfEmployees"],
                   whereClause="Name LIKE 'Kestrel Maritime%'"),
              sf_records([{"Id": acct, "Name": "Kestrel Maritime Group", "Industry": "Transportation", "BillingCity": "Rotterdam",
                           "Owner.Name": "Hannah Vermeulen", "AnnualRevenue": "412000000", "NumberOfEmployees": "2380"}])))
    fields = ["Id", "Name", "StageName", "Amount", "CloseDate", "Probability", "IsClosed", "LastModifiedDate"]
    t.append((call("salesforce_query_records", objectName="Opportunity", fields=fields, whereClause=f"AccountId = '{acct}'", orderBy="CloseDate ASC"), sf_records([
        {"Id": hull, "Name": "Kestrel – Hull Sensor Pilot", "StageName": "Closed Lost", "Amount": "15000", "CloseDate": "2024-10-02", "Probability": "0", "IsClosed": "true", "LastModifiedDate": "2024-10-02T09:14:51.000+0000"},
        {"Id": tel, "Name": "Kestrel – Fleet Telematics Renewal", "StageName": "Negotiation/Review", "Amount": "48000", "CloseDate": "2024-11-15", "Probability": "80", "IsClosed": "false", "LastModifiedDate": "2024-10-21T15:37:08.000+0000"},
        {"Id": port, "Name": "Kestrel – Port Ops Analytics", "StageName": "Proposal/Price Quote", "Amount": "126500", "CloseDate": "2024-12-06", "Probability": "75", "IsClosed": "false", "LastModifiedDate": "2024-10-24T11:02:19.000+0000"},
        {"Id": crew, "Name": "Kestrel – Crew Scheduling Add-on", "StageName": "Qualification", "Amount": "22750", "CloseDate": "2024-12-19", "Probability": "10", "IsClosed": "false", "LastModifiedDate": "2024-10-18T08:45:33.000+0000"}])))
    t.append((call("salesforce_aggregate_query", objectName="Opportunity", selectFields=["StageName", "SUM(Amount) total", "COUNT(Id) cnt"], groupByFields=["StageName"],
                   whereClause=f"AccountId = '{acct}' AND IsClosed = false", orderBy="SUM(Amount) DESC"), text(
        "Aggregate query returned 3 grouped results:\n\nGroup 1:\n    StageName: Proposal/Price Quote\n    total: 126500\n    cnt: 1\n\n"
        "Group 2:\n    StageName: Negotiation/Review\n    total: 48000\n    cnt: 1\n\nGroup 3:\n    StageName: Qualification\n    total: 22750\n    cnt: 1")))
    t.append((call("salesforce_dml_records", operation="update", objectName="Opportunity", records=[{"Id": tel, "Amount": 52500, "Description": "Added 14 vessels (Baltic feeder fleet) to renewal scope."}]),
              text("UPDATE operation completed.\nProcessed 1 records:\nSuccessful: 1\nFailed: 0\n\nRecord 1: Success (Id: 0068b00001QmZ7pAAF)")))
    t.append((call("salesforce_dml_records", operation="update", objectName="Opportunity", records=[{"Id": crew, "StageName": "Needs Analysis"}]),
              text("UPDATE operation completed.\nProcessed 1 records:\nSuccessful: 1\nFailed: 0\n\nRecord 1: Success (Id: 0068b00001Qn1bKAAR)")))
    t.append((call("salesforce_dml_records", operation="insert", objectName="Task", records=[{
        "Subject": "Send revised telematics quote (52.5k, 14 added vessels)", "WhatId": tel, "ActivityDate": "2024-10-30", "Priority": "High", "Status": "Not Started"}]),
        text("INSERT operation completed.\nProcessed 1 records:\nSuccessful: 1\nFailed: 0\n\nRecord 1: Success (Id: 00T8b00007LmQ2vEAF)")))
    t.append((call("salesforce_query_records", objectName="Opportunity", fields=fields, whereClause=f"AccountId = '{acct}' AND IsClosed = false", orderBy="Amount DESC"), sf_records([
        {"Id": port, "Name": "Kestrel – Port Ops Analytics", "StageName": "Proposal/Price Quote", "Amount": "126500", "CloseDate": "2024-12-06", "Probability": "75", "IsClosed": "false", "LastModifiedDate": "2024-10-24T11:02:19.000+0000"},
        {"Id": tel, "Name": "Kestrel – Fleet Telematics Renewal", "StageName": "Negotiation/Review", "Amount": "52500", "CloseDate": "2024-11-15", "Probability": "80", "IsClosed": "false", "LastModifiedDate": "2024-10-28T13:21:46.000+0000"},
        {"Id": crew, "Name": "Kestrel – Crew Scheduling Add-on", "StageName": "Needs Analysis", "Amount": "22750", "CloseDate": "2024-12-19", "Probability": "20", "IsClosed": "false", "LastModifiedDate": "2024-10-28T13:22:09.000+0000"}])))
    t.append((call("salesforce_aggregate_query", objectName="Opportunity", selectFields=["SUM(Amount) total", "COUNT(Id) cnt", "AVG(Amount) avgAmount", "MAX(CloseDate) lastClose"],
                   whereClause=f"AccountId = '{acct}' AND IsClosed = false"), text(
        "Aggregate query returned 1 grouped results:\n\nGroup 1:\n    total: 201250\n    cnt: 3\n    avgAmount: 67083.333333333333\n    lastClose: 2024-12-19")))
    t.append((call("salesforce_describe_object", objectName="Opportunity"), text(
        "Object: Opportunity (Opportunity)\nCustom: false\nCreateable: true | Updateable: true | Deletable: true\n\nFields (selection of 62):\n"
        "  - Id (id) [required=false, updateable=false]\n  - AccountId (reference -> Account) [required=false, updateable=true]\n"
        "  - Name (string, length 120) [required=true, updateable=true]\n  - Amount (currency, precision 18, scale 2) [required=false, updateable=true]\n"
        "  - CloseDate (date) [required=true, updateable=true]\n  - Probability (percent) [required=false, updateable=true]\n"
        "  - StageName (picklist) [required=true, updateable=true]\n      values: Prospecting, Qualification, Needs Analysis, Value Proposition, Id. Decision Makers, Perception Analysis, Proposal/Price Quote, Negotiation/Review, Closed Won, Closed Lost\n"
        "  - ForecastCategoryName (picklist) [required=false, updateable=true]\n      values: Omitted, Pipeline, Best Case, Commit, Closed\n"
        "  - Type (picklist) [required=false, updateable=true]\n      values: Existing Customer - Upgrade, Existing Customer - Replacement, Existing Customer - Downgrade, New Customer\n"
        "  - Description (textarea, length 32000) [required=false, updateable=true]\n  - IsClosed (boolean) [required=false, updateable=false]\n"
        "  - LastModifiedDate (datetime) [required=false, updateable=false]")))
    t.append((call("salesforce_query_records", objectName="Task", fields=["Id", "Subject", "WhatId", "What.Name", "ActivityDate", "Priority", "Status", "Owner.Name", "CreatedDate"],
                   whereClause=f"WhatId = '{tel}' AND IsClosed = false"), sf_records([
        {"Id": "00T8b00007LmQ2vEAF", "Subject": "Send revised telematics quote (52.5k, 14 added vessels)", "WhatId": tel, "What.Name": "Kestrel – Fleet Telematics Renewal",
         "ActivityDate": "2024-10-30", "Priority": "High", "Status": "Not Started", "Owner.Name": "Hannah Vermeulen", "CreatedDate": "2024-10-28T13:22:41.000+0000"},
        {"Id": "00T8b00007Ld8kREAR", "Subject": "Confirm vessel list with fleet ops (Jeroen)", "WhatId": tel, "What.Name": "Kestrel – Fleet Telematics Renewal",
         "ActivityDate": "2024-10-25", "Priority": "Normal", "Status": "In Progress", "Owner.Name": "Hannah Vermeulen", "CreatedDate": "2024-10-21T15:39:12.000+0000"}])))
    t.append((call("salesforce_dml_records", operation="update", objectName="Opportunity", records=[{"Id": port, "CloseDate": "2025-01-17", "NextStep": "Security review with Kestrel IT (week 46)"}]),
              text("UPDATE operation completed.\nProcessed 1 records:\nSuccessful: 1\nFailed: 0\n\nRecord 1: Success (Id: 0068b00001QmZ9cAAF)")))
    rs.add(TASK, "h51-mcp-06", sysp("salesforce", "Salesforce org kestrel-sales.my.salesforce.com, API v61.0, user hannah.vermeulen", SF_TOOLS), t,
           bad=True, turn=8, kind="SUM(Amount) of the three open opportunities comes back 201250, but their amounts as just listed (126500 + 52500 + 22750) add up to 201750.")


# ---------------------------------------------------------------------------------------------------------------
# 07 Airtable (contradiction: deleted record listed again)
# ---------------------------------------------------------------------------------------------------------------

AIRTABLE_TOOLS = [
    tool("list_tables", "List tables of a base with their fields.", {"baseId": S}, ["baseId"]),
    tool("list_records", "List records of a table.", {"baseId": S, "tableId": S, "maxRecords": INT, "filterByFormula": S, "sort": A, "view": S}, ["baseId", "tableId"]),
    tool("search_records", "Search records whose text fields contain a term.", {"baseId": S, "tableId": S, "searchTerm": S, "fieldIds": A, "maxRecords": INT}, ["baseId", "tableId", "searchTerm"]),
    tool("get_record", "Get one record.", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
    tool("create_record", "Create a record.", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
    tool("update_records", "Update up to 10 records.", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
    tool("delete_records", "Delete records by id.", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
]


def t07(rs: RowSet) -> None:
    base, shifts = "appR7kQ2mX9vL4tNe", "tblS3hJ8wPq2LmZ0c"
    sites = {"Riverside": "recSt1Rv8QpLm2Xa0", "Eastside": "recSt4Ea2WkNd7Hb3", "Maple St": "recSt7Mp5ZcTf1Jq9"}

    def rec(rid: str, created: str, name: str, date: str, site: str, need: int, signed: int, status: str, lead: str | None = None) -> dict[str, Any]:
        f: dict[str, Any] = {"Shift Name": name, "Date": date, "Site": [sites[site]], "Volunteers Needed": need, "Signed Up": signed,
                             "Open Spots": need - signed, "Status": status}
        if lead:
            f["Shift Lead"] = lead
        return {"id": rid, "createdTime": created, "fields": f}

    r = [
        rec("recA1mW4rT8yQ2zKe", "2024-05-20T14:02:11.000Z", "Seed sorting – Maple St", "2024-06-08", "Maple St", 6, 6, "Full", "Jonah Pereira"),
        rec("recB7nX2sU5vR9aLf", "2024-05-20T14:03:40.000Z", "Bed prep – Riverside", "2024-06-08", "Riverside", 8, 5, "Open", "Amara Obi"),
        rec("recC3pY6tV1wS4bMg", "2024-05-21T09:15:27.000Z", "Watering rota – Eastside", "2024-06-09", "Eastside", 3, 2, "Open"),
        rec("recD9qZ0uW7xT1cNh", "2024-05-21T09:18:02.000Z", "Tool shed inventory", "2024-06-12", "Maple St", 2, 2, "Full", "Lin Zhao"),
        rec("recE5rA3vX0yU8dPi", "2024-05-23T18:44:55.000Z", "Transplanting tomatoes – Eastside", "2024-06-15", "Eastside", 10, 7, "Open", "Amara Obi"),
        rec("recK2pQ9mZ4tV1xYa", "2024-05-24T08:30:19.000Z", "Compost turning – Riverside", "2024-06-15", "Riverside", 4, 1, "Cancelled"),
        rec("recF1sB8wY6zV3eQj", "2024-05-27T12:05:33.000Z", "Farm stand – Saturday", "2024-06-15", "Maple St", 4, 4, "Full", "Jonah Pereira"),
        rec("recG6tC4xZ2aW0fRk", "2024-05-28T16:21:48.000Z", "Pollinator strip planting", "2024-06-22", "Riverside", 12, 3, "Open", "Lin Zhao"),
        rec("recH0uD7yA9bX5gSm", "2024-05-30T10:47:06.000Z", "Rain barrel install – Eastside", "2024-06-22", "Eastside", 5, 0, "Open"),
    ]
    t = []
    t.append((call("list_tables", baseId=base), pj({"tables": [
        {"id": shifts, "name": "Shifts", "primaryFieldId": "fldShN4me01", "fields": [
            {"id": "fldShN4me01", "name": "Shift Name", "type": "singleLineText"},
            {"id": "fldShD4te02", "name": "Date", "type": "date", "options": {"dateFormat": {"name": "iso", "format": "YYYY-MM-DD"}}},
            {"id": "fldShS1te03", "name": "Site", "type": "multipleRecordLinks", "options": {"linkedTableId": "tblT9kW2nBs5QpV1d"}},
            {"id": "fldShNe3d04", "name": "Volunteers Needed", "type": "number", "options": {"precision": 0}},
            {"id": "fldShS1gn05", "name": "Signed Up", "type": "number", "options": {"precision": 0}},
            {"id": "fldShOp3n06", "name": "Open Spots", "type": "formula", "options": {"formula": "{Volunteers Needed} - {Signed Up}", "isValid": True}},
            {"id": "fldShSt4t07", "name": "Status", "type": "singleSelect", "options": {"choices": [{"name": "Open"}, {"name": "Full"}, {"name": "Cancelled"}]}},
            {"id": "fldShL3ad08", "name": "Shift Lead", "type": "singleLineText"}]},
        {"id": "tblV5mC8xRt2LwQ7n", "name": "Volunteers", "primaryFieldId": "fldVoN4me01", "fields": [
            {"id": "fldVoN4me01", "name": "Name", "type": "singleLineText"}, {"id": "fldVoEm4l02", "name": "Email", "type": "email"},
            {"id": "fldVoPh0n03", "name": "Phone", "type": "phoneNumber"}, {"id": "fldVoSh1f04", "name": "Shifts", "type": "multipleRecordLinks", "options": {"linkedTableId": shifts}}]},
        {"id": "tblT9kW2nBs5QpV1d", "name": "Sites", "primaryFieldId": "fldSiN4me01", "fields": [
            {"id": "fldSiN4me01", "name": "Name", "type": "singleLineText"}, {"id": "fldSiAd6r02", "name": "Address", "type": "multilineText"}]}]})))
    t.append((call("list_records", baseId=base, tableId=shifts, maxRecords=20, sort=[{"field": "Date", "direction": "asc"}]), pj({"records": r})))
    t.append((call("delete_records", baseId=base, tableId=shifts, recordIds=["recK2pQ9mZ4tV1xYa"]), pj({"records": [{"id": "recK2pQ9mZ4tV1xYa", "deleted": True}]})))
    r2 = rec("recB7nX2sU5vR9aLf", "2024-05-20T14:03:40.000Z", "Bed prep – Riverside", "2024-06-08", "Riverside", 8, 6, "Open", "Amara Obi")
    t.append((call("update_records", baseId=base, tableId=shifts, records=[{"id": "recB7nX2sU5vR9aLf", "fields": {"Signed Up": 6}}]), pj({"records": [r2]})))
    after = [r[0], r2] + r[2:]
    t.append((call("list_records", baseId=base, tableId=shifts, maxRecords=20, sort=[{"field": "Date", "direction": "asc"}]), pj({"records": after})))
    new = rec("recJ4wF2zB8cY6hTn", "2024-06-03T15:12:44.000Z", "Harvest & wash – Eastside", "2024-06-29", "Eastside", 6, 0, "Open", "Lin Zhao")
    t.append((call("create_record", baseId=base, tableId=shifts, fields={"Shift Name": "Harvest & wash – Eastside", "Date": "2024-06-29", "Site": [sites["Eastside"]],
                                                                       "Volunteers Needed": 6, "Signed Up": 0, "Status": "Open", "Shift Lead": "Lin Zhao"}), pj(new)))
    t.append((call("search_records", baseId=base, tableId=shifts, searchTerm="Eastside", maxRecords=10), pj({"records": [r[2], r[4], r[8], new]})))
    t.append((call("get_record", baseId=base, tableId=shifts, recordId="recJ4wF2zB8cY6hTn"), pj(new)))
    rs.add(TASK, "h51-mcp-07", sysp("airtable", "Airtable Web API, base 'Seedling Co-op – Volunteer Ops'", AIRTABLE_TOOLS), t,
           bad=True, turn=5, kind="The shift recK2pQ9mZ4tV1xYa (Compost turning – Riverside) is listed again after delete_records reported it deleted.")


# ---------------------------------------------------------------------------------------------------------------
# 08 Trello (clean)
# ---------------------------------------------------------------------------------------------------------------

TRELLO_TOOLS = [
    tool("get_lists", "Retrieve all lists of the board.", {"boardId": S}, []),
    tool("get_cards_by_list_id", "Fetch the open cards of a list.", {"listId": S}, ["listId"]),
    tool("move_card", "Move a card to another list.", {"cardId": S, "listId": S}, ["cardId", "listId"]),
    tool("update_card_details", "Update a card's name, description, due date or labels.", {"cardId": S, "name": S, "description": S, "dueDate": S, "labels": A}, ["cardId"]),
    tool("add_card_to_list", "Add a new card to a list.", {"listId": S, "name": S, "description": S, "dueDate": S, "labels": A}, ["listId", "name"]),
    tool("archive_card", "Send a card to the archive.", {"cardId": S}, ["cardId"]),
    tool("get_recent_activity", "Fetch recent activity on the board.", {"boardId": S, "limit": INT}, []),
]


def t08(rs: RowSet) -> None:
    board = "65f1c2a9e4b0d8a7c3f21b90"
    lists = {"Backlog": "65f1c2a9e4b0d8a7c3f21b91", "In Progress": "65f1c2a9e4b0d8a7c3f21b92", "Review": "65f1c2a9e4b0d8a7c3f21b93", "Done": "65f1c2a9e4b0d8a7c3f21b94"}
    labels = {"Ops": {"id": "65f1c2aae4b0d8a7c3f21c01", "idBoard": board, "name": "Ops", "color": "blue"},
              "Marketing": {"id": "65f1c2aae4b0d8a7c3f21c02", "idBoard": board, "name": "Marketing", "color": "purple"},
              "Compliance": {"id": "65f1c2aae4b0d8a7c3f21c03", "idBoard": board, "name": "Compliance", "color": "red"}}

    def card(cid: str, short: int, slug: str, name: str, lst: str, pos: int, due: str | None, lab: list[str], last: str, *,
             checks: tuple[int, int] = (0, 0), comments: int = 0, closed: bool = False, desc: str = "") -> dict[str, Any]:
        return {"id": cid, "name": name, "desc": desc, "closed": closed, "idBoard": board, "idList": lists[lst], "idShort": short, "pos": pos,
                "due": due, "dueComplete": False, "dateLastActivity": last, "idMembers": ["5f8e3b1a9c2d4e6f7a8b9c0d"],
                "labels": [labels[x] for x in lab],
                "badges": {"checkItems": checks[0], "checkItemsChecked": checks[1], "comments": comments, "attachments": 0},
                "shortUrl": f"https://trello.com/c/{slug}", "url": f"https://trello.com/c/{slug}/{short}-" + "-".join(name.lower().replace("–", "").replace("(", "").replace(")", "").replace(",", "").split())}

    supplier = card("6601a7f3c2d94e1b8a0f5c21", 14, "Qm7rVx2K", "Finalize sourdough supplier contract", "In Progress", 16384, "2024-04-05T17:00:00.000Z", ["Ops"], "2024-03-29T16:48:02.311Z", comments=3,
                    desc="Compare Hearth & Mill vs. Gristworks. Need 90-day price lock on rye.")
    photo = card("6601a82bd9e3f04a7c15b6e8", 17, "tW4nPz8L", "Photo shoot – seasonal menu", "In Progress", 32768, "2024-04-10T15:00:00.000Z", ["Marketing"], "2024-03-28T10:12:45.090Z")
    allergen = card("6601a8e40b5c2d7f9e31a4c7", 19, "Hd3sYb6C", "Update allergen labels", "In Progress", 49152, "2024-04-03T12:00:00.000Z", ["Compliance"], "2024-04-01T17:30:19.876Z", checks=(5, 5))
    menu = card("6601a5b27e8f3c0d1a4b9e62", 11, "Lp9cQe1F", "Menu board copy v2", "Review", 16384, "2024-03-30T12:00:00.000Z", ["Marketing"], "2024-03-30T09:02:51.447Z", comments=5)
    t = []
    t.append((call("get_lists", boardId=board), pj([
        {"id": lists["Backlog"], "name": "Backlog", "closed": False, "color": None, "idBoard": board, "pos": 16384, "subscribed": False, "softLimit": None, "status": None},
        {"id": lists["In Progress"], "name": "In Progress", "closed": False, "color": None, "idBoard": board, "pos": 32768, "subscribed": False, "softLimit": None, "status": None},
        {"id": lists["Review"], "name": "Review", "closed": False, "color": None, "idBoard": board, "pos": 49152, "subscribed": False, "softLimit": None, "status": None},
        {"id": lists["Done"], "name": "Done", "closed": False, "color": None, "idBoard": board, "pos": 65536, "subscribed": False, "softLimit": None, "status": None}])))
    t.append((call("get_cards_by_list_id", listId=lists["In Progress"]), pj([supplier, photo, allergen])))
    allergen2 = dict(allergen, idList=lists["Review"], pos=32768, dateLastActivity="2024-04-02T09:14:07.552Z")
    t.append((call("move_card", cardId=allergen["id"], listId=lists["Review"]), pj(allergen2)))
    photo2 = dict(photo, name="Photo shoot – spring menu", due="2024-04-12T15:00:00.000Z", dateLastActivity="2024-04-02T09:15:33.118Z",
                  url="https://trello.com/c/tW4nPz8L/17-photo-shoot-spring-menu")
    t.append((call("update_card_details", cardId=photo["id"], name="Photo shoot – spring menu", dueDate="2024-04-12T15:00:00.000Z"), pj(photo2)))
    boxes = card("660bd1f49a2c7e05b3d18f46", 23, "Xs5kJm0R", "Order kraft pastry boxes (2,000)", "Backlog", 98304, "2024-04-19T12:00:00.000Z", ["Ops"], "2024-04-02T09:16:48.702Z",
                 desc="Quote from PackRight: 0.38/unit incl. print, 12 working days.")
    t.append((call("add_card_to_list", listId=lists["Backlog"], name="Order kraft pastry boxes (2,000)", description="Quote from PackRight: 0.38/unit incl. print, 12 working days.",
                   dueDate="2024-04-19T12:00:00.000Z", labels=[labels["Ops"]["id"]]), pj(boxes)))
    t.append((call("get_cards_by_list_id", listId=lists["In Progress"]), pj([supplier, photo2])))
    t.append((call("get_cards_by_list_id", listId=lists["Review"]), pj([menu, allergen2])))
    menu2 = dict(menu, closed=True, dateLastActivity="2024-04-02T09:18:25.064Z")
    t.append((call("archive_card", cardId=menu["id"]), pj(menu2)))
    me = {"id": "5f8e3b1a9c2d4e6f7a8b9c0d", "fullName": "Noor Haddad", "username": "noorhaddad"}

    def act(aid: str, typ: str, date: str, data: dict[str, Any]) -> dict[str, Any]:
        return {"id": aid, "idMemberCreator": me["id"], "type": typ, "date": date, "data": dict(data, board={"id": board, "name": "Bakery Relaunch", "shortLink": "bK7rLn2Q"}),
                "memberCreator": me}
    t.append((call("get_recent_activity", boardId=board, limit=6), pj([
        act("660bd2515e7a9c03d4f1b8a2", "updateCard", "2024-04-02T09:18:25.064Z", {"card": {"id": menu["id"], "name": "Menu board copy v2", "idShort": 11, "shortLink": "Lp9cQe1F", "closed": True},
                                                                                 "old": {"closed": False}, "list": {"id": lists["Review"], "name": "Review"}}),
        act("660bd2007c3e1f94a6b2d5e0", "createCard", "2024-04-02T09:16:48.702Z", {"card": {"id": boxes["id"], "name": "Order kraft pastry boxes (2,000)", "idShort": 23, "shortLink": "Xs5kJm0R"},
                                                                                 "list": {"id": lists["Backlog"], "name": "Backlog"}}),
        act("660bd1ad3b8f2e60c9a4d7f1", "updateCard", "2024-04-02T09:15:33.118Z", {"card": {"id": photo["id"], "name": "Photo shoot – spring menu", "idShort": 17, "shortLink": "tW4nPz8L",
                                                                                          "due": "2024-04-12T15:00:00.000Z"}, "old": {"name": "Photo shoot – seasonal menu", "due": "2024-04-10T15:00:00.000Z"},
                                                                                 "list": {"id": lists["In Progress"], "name": "In Progress"}}),
        act("660bd15f8d2a4b17e0c3f9a6", "updateCard", "2024-04-02T09:14:07.552Z", {"card": {"id": allergen["id"], "name": "Update allergen labels", "idShort": 19, "shortLink": "Hd3sYb6C", "idList": lists["Review"]},
                                                                                 "old": {"idList": lists["In Progress"]}, "listBefore": {"id": lists["In Progress"], "name": "In Progress"},
                                                                                 "listAfter": {"id": lists["Review"], "name": "Review"}}),
        act("660aef7b1c4d8e29f5a0b3c8", "updateCheckItemStateOnCard", "2024-04-01T17:30:19.876Z", {"card": {"id": allergen["id"], "name": "Update allergen labels", "idShort": 19, "shortLink": "Hd3sYb6C"},
                                                                                                  "checkItem": {"id": "6601a9f12e8b4c07d5a3e691", "name": "Sesame warning on seeded rye", "state": "complete"},
                                                                                                  "checklist": {"id": "6601a9c04d7e1b58a2f3c0d9", "name": "Label changes"}}),
        act("6607d8a02f6b3e91c4d5a7e2", "commentCard", "2024-03-30T09:02:51.447Z", {"card": {"id": menu["id"], "name": "Menu board copy v2", "idShort": 11, "shortLink": "Lp9cQe1F"},
                                                                                  "text": "Prices look right now. Ready to print once Jules signs off.", "list": {"id": lists["Review"], "name": "Review"}})])))
    rs.add(TASK, "h51-mcp-08", sysp("trello", "Trello REST API, board 'Bakery Relaunch' (65f1c2a9e4b0d8a7c3f21b90)", TRELLO_TOOLS), t,
           state="Default board: Bakery Relaunch (65f1c2a9e4b0d8a7c3f21b90). Token owner: Noor Haddad (@noorhaddad).")


# ---------------------------------------------------------------------------------------------------------------
# 09 Spotify (clean)
# ---------------------------------------------------------------------------------------------------------------

SPOTIFY_TOOLS = [
    tool("getNowPlaying", "Get information about the currently playing track on Spotify.", {}, []),
    tool("setVolume", "Set the playback volume (0-100) on the active device.", {"volumePercent": INT, "deviceId": S}, ["volumePercent"]),
    tool("skipToNext", "Skip to the next track in the playback queue.", {"deviceId": S}, []),
    tool("searchSpotify", "Search Spotify for tracks, albums, artists or playlists.", {"query": S, "type": S, "limit": INT}, ["query", "type"]),
    tool("addTracksToPlaylist", "Add tracks to a playlist.", {"playlistId": S, "trackIds": A, "position": INT}, ["playlistId", "trackIds"]),
    tool("getPlaylistTracks", "Get the tracks of a playlist.", {"playlistId": S, "limit": INT}, ["playlistId"]),
]

SUNDAY = [
    ("Pink Moon", "Nick Drake", "2:04", "3pT6o5zGtr5Qw9cV8dLnA1"), ("Motion Sickness", "Phoebe Bridgers", "3:49", "5xo8RrjJ9CVNrtRg2S3B1R"),
    ("Flightless Bird, American Mouth", "Iron & Wine", "4:00", "1ImN6uCwzBYPrJ3ZrdDXNY"), ("Cherry Wine - Live", "Hozier", "4:00", "3Ff9QtWDzE1bN0yU7hK5cR"),
    ("Skinny Love", "Bon Iver", "3:58", "3B3eOgLJSqPEA0RfboIQVM"), ("The Night We Met", "Lord Huron", "3:28", "0QZ5yyl6B6utIWkxeBDxQN"),
    ("Bloodbuzz Ohio", "The National", "4:36", "2m6Ko3CY1qXNNja8AlugNc"), ("Such Great Heights", "Iron & Wine", "4:14", "7bH1vP2kQx9rTm4WcL0nEf"),
    ("Holocene", "Bon Iver", "5:36", "4fbvXwMTXPWaFyaMWUm9CR"), ("Re: Stacks", "Bon Iver", "6:41", "0E5pYb8AcNTq3BLqW1zU4S"),
    ("Landslide", "Fleetwood Mac", "3:19", "5ihS6UUlyQAfmp48eSkxuQ"), ("Vienna", "Billy Joel", "3:34", "4U45aEWtQhrm8A5mxPaFZ7"),
    ("Harvest Moon", "Neil Young", "5:03", "2bHbs0oy2Uh1Rk6j1bkK8m"), ("Work Song", "Hozier", "3:49", "0xrLQkZsQvC2e0WgkBnG2Z"),
    ("To Build a Home", "The Cinematic Orchestra", "6:11", "54KFQB6N4pn926IUUYZGzK"), ("Mykonos", "Fleet Foxes", "4:35", "4r1tKjAqH3kcA2T5QcGg2S"),
    ("Ends of the Earth", "Lord Huron", "4:59", "6Dq0VyMSqXd8fCe4rT1Wy3"), ("Fade Into You", "Mazzy Star", "4:55", "1LzNfuep1bnAUR9skqdHCK"),
    ("Sea of Love", "Cat Power", "2:19", "7tXk1T0Pb9jFQa3yN4rvDh"), ("Youth", "Daughter", "4:12", "0FRkWNd1r0gjU8fDpBvXk7"),
    ("First Day of My Life", "Bright Eyes", "3:08", "3H8uVqkSmZRj9hW2LbQb1n"), ("Lua", "Bright Eyes", "4:31", "6qoYtRFx5f3fVdZ2VoQmXw"),
    ("Hallelujah", "Jeff Buckley", "6:53", "3pRaLNL3b8zZm6uLgDyfpL"),
]


def t09(rs: RowSet) -> None:
    pl = "4rWq8ZpT1nLxV3cG7hKd2M"
    t = []
    t.append((call("getNowPlaying"), text(
        "# Currently Playing\n\n**Track**: \"Holocene\"\n**Artist**: Bon Iver\n**Album**: Bon Iver, Bon Iver\n**Progress**: 2:14 / 5:36\n**ID**: 4fbvXwMTXPWaFyaMWUm9CR\n\n"
        "**Device**: Kitchen Speaker (Speaker) — volume 45%\n**Shuffle**: off | **Repeat**: context\n**Context**: playlist \"Sunday Slow\" (spotify:playlist:4rWq8ZpT1nLxV3cG7hKd2M), track 9 of 23")))
    t.append((call("setVolume", volumePercent=30), text("Volume set to 30%")))
    t.append((call("skipToNext"), text("Skipped to next track")))
    t.append((call("getNowPlaying"), text(
        "# Currently Playing\n\n**Track**: \"Re: Stacks\"\n**Artist**: Bon Iver\n**Album**: For Emma, Forever Ago\n**Progress**: 0:07 / 6:41\n**ID**: 0E5pYb8AcNTq3BLqW1zU4S\n\n"
        "**Device**: Kitchen Speaker (Speaker) — volume 30%\n**Shuffle**: off | **Repeat**: context\n**Context**: playlist \"Sunday Slow\" (spotify:playlist:4rWq8ZpT1nLxV3cG7hKd2M), track 10 of 23")))
    t.append((call("searchSpotify", query="Novo Amor Anchor", type="track", limit=5), text(
        "# Search results for \"Novo Amor Anchor\" (type: track)\n\n"
        "1. \"Anchor\" by Novo Amor (4:18) - ID: 2b9lpZ0mXhJqV4RtK8sUdC\n"
        "2. \"Anchor - Live from Real World Studios\" by Novo Amor (4:41) - ID: 6Jt2cWnR0xQ7vY3pLmB8sE\n"
        "3. \"Holland\" by Novo Amor (4:33) - ID: 1q7PdMb3VkZ8wT2yXcR5nH\n"
        "4. \"Carry You\" by Novo Amor, Ed Tullett (3:55) - ID: 7nLs0RfE4hUaG9kD2vQpW1\n"
        "5. \"Anchor\" by Madilyn Mei (2:47) - ID: 3cX9tVbN2mQ6rJ0hZkW8Ya")))
    t.append((call("addTracksToPlaylist", playlistId=pl, trackIds=["2b9lpZ0mXhJqV4RtK8sUdC"]),
              text("Successfully added 1 track to playlist (id: 4rWq8ZpT1nLxV3cG7hKd2M). snapshot_id: AAAAGD3b1q0e7mYtJ2k9fXzV4nWcQ8pR")))
    rows = [f"{i}. \"{n}\" by {a} ({d}) - ID: {tid}" for i, (n, a, d, tid) in enumerate(SUNDAY + [("Anchor", "Novo Amor", "4:18", "2b9lpZ0mXhJqV4RtK8sUdC")], 1)]
    t.append((call("getPlaylistTracks", playlistId=pl, limit=50), text("# Tracks in \"Sunday Slow\" (24 total)\n\n" + "\n".join(rows))))
    rs.add(TASK, "h51-mcp-09", sysp("spotify", "Spotify Web API, user 'felixandersson', Premium", SPOTIFY_TOOLS), t)


# ---------------------------------------------------------------------------------------------------------------
# 10 QuickBooks Online (contradiction: invoice due date changes)
# ---------------------------------------------------------------------------------------------------------------

QBO_TOOLS = [
    tool("qbo_query", "Run a QuickBooks query (SELECT ... FROM Entity WHERE ...).", {"query": S}, ["query"]),
    tool("qbo_get_customer", "Read a customer by id.", {"id": S}, ["id"]),
    tool("qbo_create_invoice", "Create an invoice.", {"customerId": S, "lines": A, "txnDate": S, "salesTermId": S, "billEmail": S}, ["customerId", "lines"]),
    tool("qbo_send_invoice", "Email an invoice to the customer's billing address.", {"invoiceId": S, "sendTo": S}, ["invoiceId"]),
    tool("qbo_create_payment", "Record a customer payment and apply it to invoices.", {"customerId": S, "totalAmt": {"type": "number"}, "appliedTo": A, "paymentRefNum": S, "txnDate": S}, ["customerId", "totalAmt"]),
    tool("qbo_get_invoice", "Read an invoice by id.", {"id": S}, ["id"]),
]


def t10(rs: RowSet) -> None:
    cust_ref = {"value": "214", "name": "Marlowe & Finch Architects"}

    def customer(bal: float, upd: str, tok: str, stamp: str) -> str:
        return pj({"Customer": {"Taxable": False, "BillAddr": {"Id": "388", "Line1": "41 Dock Street, Suite 3", "City": "Portland", "CountrySubDivisionCode": "ME", "PostalCode": "04101"},
                                "Job": False, "BillWithParent": False, "Balance": bal, "BalanceWithJobs": bal, "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
                                "PreferredDeliveryMethod": "Email", "IsProject": False, "domain": "QBO", "sparse": False, "Id": "214", "SyncToken": tok,
                                "MetaData": {"CreateTime": "2023-11-08T09:31:20-08:00", "LastUpdatedTime": upd},
                                "FullyQualifiedName": "Marlowe & Finch Architects", "CompanyName": "Marlowe & Finch Architects LLP", "DisplayName": "Marlowe & Finch Architects",
                                "PrintOnCheckName": "Marlowe & Finch Architects LLP", "Active": True, "PrimaryPhone": {"FreeFormNumber": "(207) 555-0148"},
                                "PrimaryEmailAddr": {"Address": "accounts@marlowefinch.com"}, "SalesTermRef": {"value": "3"}}, "time": stamp})

    t = []
    t.append((call("qbo_query", query="select Id, DisplayName, Balance, PrimaryEmailAddr from Customer where DisplayName like 'Marlowe%'"), pj({
        "QueryResponse": {"Customer": [{"Balance": 3180.0, "domain": "QBO", "sparse": True, "Id": "214", "DisplayName": "Marlowe & Finch Architects",
                                        "PrimaryEmailAddr": {"Address": "accounts@marlowefinch.com"}}], "startPosition": 1, "maxResults": 1},
        "time": "2024-07-01T10:11:58.204-07:00"})))
    t.append((call("qbo_query", query="select * from Item where Id in ('17', '23')"), pj({"QueryResponse": {"Item": [
        {"Name": "Site survey (per day)", "Description": "On-site measured survey, one surveyor, up to 8 hours", "Active": True, "FullyQualifiedName": "Site survey (per day)",
         "Taxable": False, "UnitPrice": 950, "Type": "Service", "IncomeAccountRef": {"value": "79", "name": "Services"}, "PurchaseCost": 0, "TrackQtyOnHand": False,
         "domain": "QBO", "sparse": False, "Id": "17", "SyncToken": "2", "MetaData": {"CreateTime": "2023-05-14T12:03:41-07:00", "LastUpdatedTime": "2024-01-09T08:47:12-08:00"}},
        {"Name": "Drafting hours", "Description": "CAD drafting and revisions (hourly)", "Active": True, "FullyQualifiedName": "Drafting hours",
         "Taxable": False, "UnitPrice": 85, "Type": "Service", "IncomeAccountRef": {"value": "79", "name": "Services"}, "PurchaseCost": 0, "TrackQtyOnHand": False,
         "domain": "QBO", "sparse": False, "Id": "23", "SyncToken": "1", "MetaData": {"CreateTime": "2023-05-14T12:06:10-07:00", "LastUpdatedTime": "2023-10-02T15:20:55-07:00"}}],
        "startPosition": 1, "maxResults": 2}, "time": "2024-07-01T10:12:31.887-07:00"})))
    lines = [
        {"Id": "1", "LineNum": 1, "Description": "Measured survey, 118 Commercial St (2 days)", "Amount": 1900.0, "DetailType": "SalesItemLineDetail",
         "SalesItemLineDetail": {"ItemRef": {"value": "17", "name": "Site survey (per day)"}, "UnitPrice": 950, "Qty": 2, "ItemAccountRef": {"value": "79", "name": "Services"}, "TaxCodeRef": {"value": "NON"}}},
        {"Id": "2", "LineNum": 2, "Description": "Existing-conditions drawings, 14 h", "Amount": 1190.0, "DetailType": "SalesItemLineDetail",
         "SalesItemLineDetail": {"ItemRef": {"value": "23", "name": "Drafting hours"}, "UnitPrice": 85, "Qty": 14, "ItemAccountRef": {"value": "79", "name": "Services"}, "TaxCodeRef": {"value": "NON"}}},
        {"Amount": 3090.0, "DetailType": "SubTotalLineDetail", "SubTotalLineDetail": {}}]

    def invoice(due: str, bal: float, tok: str, upd: str, email_status: str, stamp: str, *, delivery: bool = False, linked: bool = False) -> str:
        inv: dict[str, Any] = {"AllowIPNPayment": False, "AllowOnlinePayment": False, "AllowOnlineCreditCardPayment": True, "AllowOnlineACHPayment": True,
                               "domain": "QBO", "sparse": False, "Id": "1187", "SyncToken": tok,
                               "MetaData": {"CreateTime": "2024-07-01T10:14:02-07:00", "LastModifiedByRef": {"value": "9130355412787496"}, "LastUpdatedTime": upd},
                               "CustomField": [{"DefinitionId": "1", "Name": "Project No.", "Type": "StringType", "StringValue": "MF-24-031"}],
                               "DocNumber": "1043", "TxnDate": "2024-07-01", "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
                               "LinkedTxn": [{"TxnId": "1192", "TxnType": "Payment"}] if linked else [], "Line": lines,
                               "TxnTaxDetail": {"TotalTax": 0}, "CustomerRef": cust_ref,
                               "BillAddr": {"Id": "388", "Line1": "41 Dock Street, Suite 3", "City": "Portland", "CountrySubDivisionCode": "ME", "PostalCode": "04101"},
                               "SalesTermRef": {"value": "3", "name": "Net 30"}, "DueDate": due, "TotalAmt": 3090.0, "ApplyTaxAfterDiscount": False,
                               "PrintStatus": "NotSet", "EmailStatus": email_status, "BillEmail": {"Address": "accounts@marlowefinch.com"}, "Balance": bal}
        if delivery:
            inv["DeliveryInfo"] = {"DeliveryType": "Email", "DeliveryTime": "2024-07-01T10:15:37-07:00"}
        return pj({"Invoice": inv, "time": stamp})

    t.append((call("qbo_create_invoice", customerId="214", txnDate="2024-07-01", salesTermId="3", billEmail="accounts@marlowefinch.com", lines=[
        {"itemId": "17", "qty": 2, "description": "Measured survey, 118 Commercial St (2 days)"}, {"itemId": "23", "qty": 14, "description": "Existing-conditions drawings, 14 h"}]),
        invoice("2024-07-31", 3090.0, "0", "2024-07-01T10:14:02-07:00", "NeedToSend", "2024-07-01T10:14:02.611-07:00")))
    t.append((call("qbo_send_invoice", invoiceId="1187"),
              invoice("2024-07-31", 3090.0, "1", "2024-07-01T10:15:37-07:00", "EmailSent", "2024-07-01T10:15:38.020-07:00", delivery=True)))
    t.append((call("qbo_get_customer", id="214"), customer(6270.0, "2024-07-01T10:14:02-07:00", "14", "2024-07-01T10:16:09.447-07:00")))
    t.append((call("qbo_create_payment", customerId="214", totalAmt=1500, appliedTo=[{"invoiceId": "1187", "amount": 1500}], paymentRefNum="ACH-77120", txnDate="2024-07-01"), pj({
        "Payment": {"CustomerRef": cust_ref, "DepositToAccountRef": {"value": "35", "name": "Checking – Casco Bay Bank"}, "TotalAmt": 1500.0, "UnappliedAmt": 0.0,
                    "ProcessPayment": False, "domain": "QBO", "sparse": False, "Id": "1192", "SyncToken": "0",
                    "MetaData": {"CreateTime": "2024-07-01T10:17:44-07:00", "LastUpdatedTime": "2024-07-01T10:17:44-07:00"},
                    "TxnDate": "2024-07-01", "PaymentRefNum": "ACH-77120", "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
                    "Line": [{"Amount": 1500.0, "LinkedTxn": [{"TxnId": "1187", "TxnType": "Invoice"}],
                              "LineEx": {"any": [{"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue",
                                                  "scope": "javax.xml.bind.JAXBElement$GlobalScope", "value": {"Name": "txnOpenBalance", "Value": "3090.00"}, "nil": False, "globalScope": True, "typeSubstituted": False}]}}]},
        "time": "2024-07-01T10:17:44.915-07:00"})))
    t.append((call("qbo_query", query="select Id, DocNumber, TxnDate, DueDate, TotalAmt, Balance from Invoice where CustomerRef = '214' order by TxnDate"), pj({
        "QueryResponse": {"Invoice": [
            {"domain": "QBO", "sparse": True, "Id": "1121", "DocNumber": "1007", "TxnDate": "2024-06-03", "DueDate": "2024-07-03", "TotalAmt": 3180.0, "Balance": 3180.0},
            {"domain": "QBO", "sparse": True, "Id": "1187", "DocNumber": "1043", "TxnDate": "2024-07-01", "DueDate": "2024-07-31", "TotalAmt": 3090.0, "Balance": 1590.0}],
            "startPosition": 1, "maxResults": 2},
        "time": "2024-07-01T10:18:20.135-07:00"})))
    t.append((call("qbo_get_customer", id="214"), customer(4770.0, "2024-07-01T10:17:44-07:00", "15", "2024-07-01T10:18:51.702-07:00")))
    t.append((call("qbo_get_invoice", id="1187"),
              invoice("2024-07-13", 1590.0, "2", "2024-07-01T10:17:44-07:00", "EmailSent", "2024-07-01T10:19:27.338-07:00", delivery=True, linked=True)))
    t.append((call("qbo_query", query="select Id, TxnDate, TotalAmt, UnappliedAmt, PaymentRefNum from Payment where CustomerRef = '214' order by TxnDate desc"), pj({
        "QueryResponse": {"Payment": [
            {"domain": "QBO", "sparse": True, "Id": "1192", "TxnDate": "2024-07-01", "TotalAmt": 1500.0, "UnappliedAmt": 0.0, "PaymentRefNum": "ACH-77120"},
            {"domain": "QBO", "sparse": True, "Id": "1098", "TxnDate": "2024-05-22", "TotalAmt": 4275.0, "UnappliedAmt": 0.0, "PaymentRefNum": "ACH-75511"},
            {"domain": "QBO", "sparse": True, "Id": "1041", "TxnDate": "2024-03-18", "TotalAmt": 2850.0, "UnappliedAmt": 0.0, "PaymentRefNum": "CHK-2207"}],
            "startPosition": 1, "maxResults": 3},
        "time": "2024-07-01T10:20:02.816-07:00"})))
    rs.add(TASK, "h51-mcp-10", sysp("quickbooks-online", "QuickBooks Online Accounting API, realm 9130355412787496 (Harbor Line Surveying LLC)", QBO_TOOLS), t,
           bad=True, turn=9, kind="Invoice 1187 comes back with DueDate 2024-07-13, though it was created Net 30 with DueDate 2024-07-31 (also shown by the query) and never edited.")


# ---------------------------------------------------------------------------------------------------------------
# 11 Discord (clean)
# ---------------------------------------------------------------------------------------------------------------

DISCORD_TOOLS = [
    tool("discord_get_server_info", "Get information about a guild (server).", {"guildId": S}, ["guildId"]),
    tool("discord_read_messages", "Read recent messages from a channel.", {"channelId": S, "limit": INT}, ["channelId"]),
    tool("discord_send", "Send a message to a channel.", {"channelId": S, "message": S}, ["channelId", "message"]),
    tool("discord_edit_message", "Edit a message sent by the bot.", {"channelId": S, "messageId": S, "message": S}, ["channelId", "messageId", "message"]),
    tool("discord_add_reaction", "Add a reaction to a message.", {"channelId": S, "messageId": S, "emoji": S}, ["channelId", "messageId", "emoji"]),
]


def t11(rs: RowSet) -> None:
    guild, ann = "1093847562019384721", "1093847562019384725"
    t = []
    t.append((call("discord_get_server_info", guildId=guild), text(
        "Server Information:\nName: Tidewater Makerspace\nID: 1093847562019384721\nOwner: 418220937154101248 (ruthie.k)\nCreated: 2023-04-10T18:22:41.000Z\n"
        "Members: 412 (approx. 57 online)\nBoost tier: 1 (9 boosts)\nVerification level: MEDIUM\n\nChannels (11):\n"
        "  [category] INFO (1093847562019384722)\n    #welcome (1093847562019384723)\n    #rules (1093847562019384724)\n    #announcements (1093847562019384725)\n"
        "  [category] SHOP FLOOR (1093847562019384726)\n    #laser-cutter (1094110238771183657)\n    #3d-printing (1094110289005367356)\n    #woodshop (1094110335418982411)\n"
        "  [category] COMMUNITY (1093847562019384727)\n    #general (1093847562019384728)\n    #show-and-tell (1101552047322058823)\n    [voice] Hangout (1093847562019384729)")))

    def m(mid: str, author: str, uid: str, ts: str, content: str, *, edited: str | None = None, reactions: str = "") -> str:
        s = f"[{ts}] {author} ({uid}) — message {mid}{' (edited ' + edited + ')' if edited else ''}\n{content}"
        return s + (f"\nReactions: {reactions}" if reactions else "")

    old = [
        m("1256354494858396848", "ruthie.k", "418220937154101248", "2024-06-28T21:04:13.512Z", "Reminder: member meeting Tuesday 7pm in the classroom. Agenda: dues for Q3, new CNC router budget, cleanup day.", reactions="👍 ×31, 🛠️ ×4"),
        m("1254813284050143616", "TideBot", "1201733405228761178", "2024-06-24T15:00:00.221Z", "⚠️ Laser cutter (Glowforge Pro) is OUT OF SERVICE — tube failure. Do not book it until further notice.", reactions="😢 ×12"),
        m("1253327987818892614", "marcus_b", "690118342210633739", "2024-06-20T12:37:58.004Z", "3D printing queue is back to FIFO. Prusa #2 has a new 0.6 nozzle, so label your files accordingly.", reactions="👍 ×9"),
        m("1251841081323029802", "ruthie.k", "418220937154101248", "2024-06-16T10:09:31.870Z", "Woodshop dust collector filter replaced. Thanks Priya!", reactions="❤️ ×17"),
        m("1250011644398931682", "TideBot", "1201733405228761178", "2024-06-11T09:00:00.118Z", "Monthly reminder: badge renewals for June are due by the 15th."),
    ]
    t.append((call("discord_read_messages", channelId=ann, limit=5), text("Retrieved 5 messages from #announcements:\n\n" + "\n\n".join(old))))
    first = "✅ Laser cutter is back in service (new tube installed). Bookings reopen Monday 09:00 via the calendar. Max 2 h per booking for the first week."
    t.append((call("discord_send", channelId=ann, message=first), text("Message sent successfully to #announcements in Tidewater Makerspace. Message ID: 1256710820956473294")))
    second = "✅ Laser cutter is back in service (new tube installed). Bookings reopen Monday 09:00 via the calendar. Max 2 h per booking for the first week. Run the focus test card before your first cut."
    t.append((call("discord_edit_message", channelId=ann, messageId="1256710820956473294", message=second),
              text("Message 1256710820956473294 edited successfully in #announcements (edited at 2024-06-29T20:41:09.733Z).")))
    t.append((call("discord_add_reaction", channelId=ann, messageId="1256710820956473294", emoji="🔥"),
              text("Added reaction 🔥 to message 1256710820956473294 in #announcements")))
    new = [
        m("1256711314349231204", "marcus_b", "690118342210633739", "2024-06-29T20:42:05.908Z", "Finally! I'll put the focus test card file in #laser-cutter."),
        m("1256710820956473294", "TideBot", "1201733405228761178", "2024-06-29T20:40:08.274Z", second, edited="2024-06-29T20:41:09.733Z", reactions="🔥 ×3, 🎉 ×2"),
    ]
    t.append((call("discord_read_messages", channelId=ann, limit=5), text("Retrieved 5 messages from #announcements:\n\n" + "\n\n".join(new + old[:3]))))
    rs.add(TASK, "h51-mcp-11", sysp("discord", "Discord bot TideBot (1201733405228761178) in the Tidewater Makerspace guild", DISCORD_TOOLS), t)


# ---------------------------------------------------------------------------------------------------------------
# 12 WooCommerce (clean)
# ---------------------------------------------------------------------------------------------------------------

WC_TOOLS = [
    tool("wc_list_orders", "List orders (WooCommerce REST API v3), newest first.", {"status": S, "per_page": INT, "page": INT}, []),
    tool("wc_get_order", "Retrieve an order.", {"order_id": INT}, ["order_id"]),
    tool("wc_update_order", "Update an order (status, note, meta).", {"order_id": INT, "status": S, "customer_note": S}, ["order_id"]),
    tool("wc_create_refund", "Create a refund for an order.", {"order_id": INT, "amount": S, "reason": S, "api_refund": B, "line_items": A}, ["order_id", "amount"]),
    tool("wc_get_product", "Retrieve a product.", {"product_id": INT}, ["product_id"]),
]


def t12(rs: RowSet) -> None:
    def li(iid: int, name: str, pid: int, sku: str, qty: int, price: float, total: str, tax: str) -> dict[str, Any]:
        return {"id": iid, "name": name, "product_id": pid, "variation_id": 0, "quantity": qty, "tax_class": "", "subtotal": f"{qty * price:.2f}",
                "subtotal_tax": tax if total == f"{qty * price:.2f}" else f"{qty * price * 0.06:.2f}", "total": total, "total_tax": tax, "sku": sku, "price": price}

    def addr(first: str, last: str, street: str, city: str, zipc: str, email: str | None = None) -> dict[str, Any]:
        a = {"first_name": first, "last_name": last, "company": "", "address_1": street, "address_2": "", "city": city, "state": "VT", "postcode": zipc, "country": "US"}
        if email:
            a["email"] = email
        return a

    ship = [{"id": 0, "method_title": "Flat rate", "method_id": "flat_rate", "instance_id": "3", "total": "6.90", "total_tax": "0.00"}]

    def order(oid: int, status: str, created: str, modified: str, cust: int, who: tuple[str, str, str, str, str, str], items: list[dict[str, Any]],
              disc: str, tax: str, total: str, *, coupons: list[dict[str, Any]] | None = None, completed: str | None = None,
              refunds: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        first, last, street, city, zipc, email = who
        return {"id": oid, "parent_id": 0, "status": status, "currency": "USD", "version": "9.3.3", "prices_include_tax": False,
                "date_created": created, "date_modified": modified, "discount_total": disc, "discount_tax": "0.00", "shipping_total": "6.90", "shipping_tax": "0.00",
                "cart_tax": tax, "total": total, "total_tax": tax, "customer_id": cust, "order_key": f"wc_order_{oid:x}Kq{oid * 7 % 1000:03d}",
                "billing": addr(first, last, street, city, zipc, email), "shipping": addr(first, last, street, city, zipc),
                "payment_method": "stripe", "payment_method_title": "Credit Card (Stripe)", "transaction_id": f"ch_3Q{oid}NlYt2bZ8xR0v1",
                "date_paid": created, "date_completed": completed, "number": str(oid),
                "line_items": items, "tax_lines": [{"id": oid * 10 + 7, "rate_code": "US-VT-SALES TAX-1", "rate_id": 4, "label": "Sales Tax", "compound": False, "tax_total": tax, "shipping_tax_total": "0.00", "rate_percent": 6}],
                "shipping_lines": ship, "coupon_lines": coupons or [], "refunds": refunds or []}

    hannah = ("Hannah", "Cole", "22 Elm St", "Montpelier", "05602", "hcole.knits@gmail.com")
    ines = ("Ines", "Moreau", "1480 Shelburne Rd", "South Burlington", "05403", "ines.moreau@protonmail.com")
    tomasz = ("Tomasz", "Wiśniewski", "9 Depot Sq", "Brattleboro", "05301", "t.wisniewski@outlook.com")
    greta = ("Greta", "Lindholm", "310 Main St", "Middlebury", "05753", "greta.lindholm@gmail.com")
    o3318 = order(3318, "processing", "2024-10-21T14:22:09", "2024-10-21T14:22:11", 184, hannah, [
        li(2207, "Circular Needles 4mm 80cm", 655, "NL-CN-4080", 1, 12.0, "12.00", "0.72"),
        li(2208, "Alpaca Lace – Heather", 731, "NL-ALC-HTH", 2, 11.0, "22.00", "1.32")], "0.00", "2.04", "42.94")
    c3321 = [{"id": 2231, "code": "autumn10", "discount": "7.00", "discount_tax": "0.00", "discount_type": "percent", "nominal_amount": 10, "free_shipping": False}]
    items3321 = [li(2229, "Merino DK – Fjord", 812, "NL-MDK-FJD", 4, 14.5, "52.20", "3.13"), li(2230, "Circular Needles 4mm 80cm", 655, "NL-CN-4080", 1, 12.0, "10.80", "0.65")]
    o3321 = order(3321, "processing", "2024-10-21T19:05:47", "2024-10-21T19:05:48", 0, ines, items3321, "7.00", "3.78", "73.68", coupons=c3321)
    o3324 = order(3324, "processing", "2024-10-22T07:31:12", "2024-10-22T07:31:14", 207, tomasz, [li(2241, "Sock Yarn Kit – Lighthouse", 904, "NL-SYK-LTH", 1, 32.0, "32.00", "1.92")], "0.00", "1.92", "40.82")

    def summary(o: dict[str, Any], refunded: str = "0.00") -> dict[str, Any]:
        return {"id": o["id"], "number": o["number"], "status": o["status"], "date_created": o["date_created"], "customer": f"{o['billing']['first_name']} {o['billing']['last_name']}",
                "total": o["total"], "total_refunded": refunded, "items": sum(x["quantity"] for x in o["line_items"]), "payment_method_title": o["payment_method_title"]}

    t = []
    t.append((call("wc_list_orders", status="processing", per_page=20), pj([summary(o3324), summary(o3321), summary(o3318)])))
    t.append((call("wc_get_order", order_id=3321), pj(o3321)))

    def product(stock: int, sales: int, modified: str) -> str:
        return pj({"id": 812, "name": "Merino DK – Fjord", "slug": "merino-dk-fjord", "permalink": "https://nordlichtyarns.com/product/merino-dk-fjord/", "date_created": "2023-09-02T10:14:55",
                   "date_modified": modified, "type": "simple", "status": "publish", "featured": False, "sku": "NL-MDK-FJD", "price": "14.50", "regular_price": "14.50", "sale_price": "",
                   "on_sale": False, "purchasable": True, "total_sales": sales, "tax_status": "taxable", "manage_stock": True, "stock_quantity": stock, "stock_status": "instock",
                   "backorders": "no", "low_stock_amount": 5, "weight": "0.11", "categories": [{"id": 18, "name": "DK Weight", "slug": "dk-weight"}, {"id": 22, "name": "Merino", "slug": "merino"}],
                   "attributes": [{"id": 1, "name": "Fibre", "options": ["100% superwash merino"]}, {"id": 2, "name": "Yardage", "options": ["225 m / 100 g"]}]})

    t.append((call("wc_get_product", product_id=812), product(19, 143, "2024-10-21T19:05:48")))
    o3321c = dict(o3321, status="completed", date_modified="2024-10-22T09:41:02", date_completed="2024-10-22T09:41:02")
    t.append((call("wc_update_order", order_id=3321, status="completed"), pj(o3321c)))
    t.append((call("wc_create_refund", order_id=3318, amount="12.00", reason="Needles arrived bent", api_refund=False), pj({
        "id": 3330, "date_created": "2024-10-22T09:44:18", "date_created_gmt": "2024-10-22T13:44:18", "amount": "12.00", "reason": "Needles arrived bent",
        "refunded_by": 1, "refunded_payment": False, "meta_data": [], "line_items": [], "shipping_lines": [], "tax_lines": [], "fee_lines": []})))
    o3331 = order(3331, "processing", "2024-10-22T09:47:30", "2024-10-22T09:47:31", 0, greta, [li(2252, "Merino DK – Fjord", 812, "NL-MDK-FJD", 2, 14.5, "26.10", "1.57")],
                  "2.90", "1.57", "34.57", coupons=[{"id": 2253, "code": "autumn10", "discount": "2.90", "discount_tax": "0.00", "discount_type": "percent", "nominal_amount": 10, "free_shipping": False}])
    o3318r = dict(o3318, date_modified="2024-10-22T09:44:18", refunds=[{"id": 3330, "reason": "Needles arrived bent", "total": "-12.00"}])
    t.append((call("wc_list_orders", status="processing", per_page=20), pj([summary(o3331), summary(o3324), summary(o3318, "12.00")])))
    t.append((call("wc_get_order", order_id=3318), pj(o3318r)))
    t.append((call("wc_get_product", product_id=812), product(17, 145, "2024-10-22T09:47:31")))
    rs.add(TASK, "h51-mcp-12", sysp("woocommerce", "WooCommerce REST API v3 for nordlichtyarns.com (store time zone America/New_York)", WC_TOOLS), t)


# ---------------------------------------------------------------------------------------------------------------
# 13 Home Assistant (contradiction: last_updated goes backwards)
# ---------------------------------------------------------------------------------------------------------------

HA_TOOLS = [
    tool("get_states", "Get the states of all entities of a domain.", {"domain": S}, ["domain"]),
    tool("get_state", "Get the state object of one entity.", {"entity_id": S}, ["entity_id"]),
    tool("call_service", "Call a service; returns the states that changed while it ran.", {"domain": S, "service": S, "service_data": OBJ, "target": OBJ}, ["domain", "service"]),
    tool("get_logbook", "Logbook entries from a start time.", {"start_time": S, "end_time": S, "entity_id": S}, ["start_time"]),
    tool("render_template", "Render a Jinja2 template on the server.", {"template": S}, ["template"]),
    tool("get_history", "State history of an entity (minimal_response).", {"entity_id": S, "start_time": S}, ["entity_id", "start_time"]),
]


def t13(rs: RowSet) -> None:
    uid = "a7f2c9e4b1d84e0f9c3a5b6d7e8f9012"

    def hallway(target: float, action: str, upd: str, ctx: str, user: str | None) -> dict[str, Any]:
        return {"entity_id": "climate.hallway", "state": "heat",
                "attributes": {"hvac_modes": ["off", "heat"], "min_temp": 7, "max_temp": 35, "target_temp_step": 0.5, "preset_modes": ["none", "away", "comfort", "eco"],
                               "current_temperature": 19.4, "temperature": target, "hvac_action": action, "preset_mode": "comfort",
                               "friendly_name": "Hallway Thermostat", "supported_features": 401},
                "last_changed": "2024-11-14T06:30:00.412133+00:00", "last_reported": upd, "last_updated": upd,
                "context": {"id": ctx, "parent_id": None, "user_id": user}}

    upstairs = {"entity_id": "climate.upstairs", "state": "heat",
                "attributes": {"hvac_modes": ["off", "heat"], "min_temp": 7, "max_temp": 35, "target_temp_step": 0.5, "preset_modes": ["none", "away", "comfort", "eco"],
                               "current_temperature": 19.2, "temperature": 19.0, "hvac_action": "idle", "preset_mode": "eco",
                               "friendly_name": "Upstairs Thermostat", "supported_features": 401},
                "last_changed": "2024-11-14T05:45:00.087214+00:00", "last_reported": "2024-11-14T18:36:55.640021+00:00", "last_updated": "2024-11-14T18:36:55.640021+00:00",
                "context": {"id": "01JCQ7QH2V8S4N6B0D5F7K9M3T", "parent_id": None, "user_id": None}}
    t = []
    t.append((call("get_states", domain="climate"), pj([hallway(21.0, "heating", "2024-11-14T18:40:02.118946+00:00", "01JCQ7Y4G6MZ2X0H8D3W9T5K1R", None), upstairs])))
    t.append((call("call_service", domain="climate", service="set_temperature", service_data={"temperature": 20.5}, target={"entity_id": "climate.hallway"}),
              pj([hallway(20.5, "heating", "2024-11-14T18:44:31.905377+00:00", "01JCQ85R3BXN7Q1E4H6J8K0M2P", uid)])))
    t.append((call("get_state", entity_id="climate.hallway"), pj(hallway(20.5, "heating", "2024-11-14T18:38:47.301552+00:00", "01JCQ85R3BXN7Q1E4H6J8K0M2P", uid))))

    def light(eid: str, name: str, when: str, ctx: str) -> dict[str, Any]:
        return {"entity_id": eid, "state": "off", "attributes": {"min_color_temp_kelvin": 2202, "max_color_temp_kelvin": 6535, "supported_color_modes": ["color_temp", "xy"],
                                                                  "color_mode": None, "brightness": None, "color_temp_kelvin": None, "friendly_name": name, "supported_features": 44},
                "last_changed": when, "last_reported": when, "last_updated": when, "context": {"id": ctx, "parent_id": None, "user_id": uid}}
    t.append((call("call_service", domain="light", service="turn_off", target={"area_id": "living_room"}), pj([
        light("light.living_room_ceiling", "Living Room Ceiling", "2024-11-14T18:46:12.558201+00:00", "01JCQ88T6WRC2D5G8J1L4N7Q0S"),
        light("light.reading_lamp", "Reading Lamp", "2024-11-14T18:46:12.561047+00:00", "01JCQ88T6WRC2D5G8J1L4N7Q0S")])))

    def lb(when: str, name: str, state: str, eid: str, ctx: bool = False) -> dict[str, Any]:
        e: dict[str, Any] = {"when": when, "state": state, "entity_id": eid, "name": name}
        if ctx:
            e.update({"context_user_id": uid, "context_event_type": "call_service", "context_domain": "light", "context_service": "turn_off"})
        return e
    t.append((call("get_logbook", start_time="2024-11-14T18:30:00+00:00"), pj([
        lb("2024-11-14T18:35:40.902210+00:00", "Back Door Lock", "unlocked", "lock.back_door"),
        lb("2024-11-14T18:36:20.118734+00:00", "Back Door Lock", "locked", "lock.back_door"),
        lb("2024-11-14T18:41:02.771930+00:00", "Porch Motion", "on", "binary_sensor.porch_motion"),
        lb("2024-11-14T18:42:32.004118+00:00", "Porch Motion", "off", "binary_sensor.porch_motion"),
        lb("2024-11-14T18:46:12.558201+00:00", "Living Room Ceiling", "off", "light.living_room_ceiling", True),
        lb("2024-11-14T18:46:12.561047+00:00", "Reading Lamp", "off", "light.reading_lamp", True)])))
    t.append((call("render_template", template="Outside {{ states('sensor.outdoor_temperature') }} °C, hallway target {{ state_attr('climate.hallway', 'temperature') }} °C, {{ states.light | selectattr('state', 'eq', 'on') | list | count }} lights on"),
              text("Outside 3.8 °C, hallway target 20.5 °C, 2 lights on")))
    t.append((call("get_history", entity_id="sensor.hallway_temperature", start_time="2024-11-14T18:00:00+00:00"), pj([[
        {"entity_id": "sensor.hallway_temperature", "state": "19.2", "attributes": {"state_class": "measurement", "unit_of_measurement": "°C", "device_class": "temperature", "friendly_name": "Hallway Temperature"},
         "last_changed": "2024-11-14T18:00:00+00:00", "last_updated": "2024-11-14T18:00:00+00:00"},
        {"state": "19.3", "last_changed": "2024-11-14T18:21:44.310927+00:00"},
        {"state": "19.4", "last_changed": "2024-11-14T18:39:58.852016+00:00"},
        {"state": "19.5", "last_changed": "2024-11-14T18:47:30.117402+00:00"}]])))
    rs.add(TASK, "h51-mcp-13", sysp("home-assistant", "Home Assistant 2024.11.1 REST/WebSocket API at http://homeassistant.local:8123", HA_TOOLS), t,
           bad=True, turn=3, kind="climate.hallway reports last_updated 18:38:47, earlier than both the 18:40:02 state already shown and the 18:44:31 update returned by set_temperature.")


# ---------------------------------------------------------------------------------------------------------------
# 14 Xero (contradiction: a contact's id changes)
# ---------------------------------------------------------------------------------------------------------------

XERO_TOOLS = [
    tool("list-contacts", "List contacts in Xero, optionally filtered by a search term.", {"searchTerm": S, "page": INT}, []),
    tool("list-accounts", "List the chart of accounts.", {}, []),
    tool("create-invoice", "Create an invoice (ACCREC) in DRAFT status.", {"contactId": S, "lineItems": A, "reference": S, "date": S, "dueDate": S}, ["contactId", "lineItems"]),
    tool("update-invoice", "Update a DRAFT invoice; line items given replace the existing ones.", {"invoiceId": S, "lineItems": A, "reference": S, "dueDate": S}, ["invoiceId"]),
    tool("create-contact", "Create a contact.", {"name": S, "email": S, "phone": S}, ["name"]),
    tool("list-invoices", "List invoices, optionally filtered by contact ids or statuses.", {"contactIds": A, "statuses": A, "page": INT}, []),
    tool("list-tax-rates", "List tax rates.", {}, []),
]


def t14(rs: RowSet) -> None:
    tk = "5b1f0c7e-93a4-4d62-8c1e-2f7a6d90b3e4"
    t = []
    t.append((call("list-contacts", searchTerm="Tui"), text(
        "Found 2 contacts:\n\n"
        f"Contact: Tui & Kea Landscaping\nID: {tk}\nEmail: accounts@tuikea.co.nz\nPhone: 09 378 4412\nStatus: ACTIVE\nIs customer: true | Is supplier: false\nDefault currency: NZD\n\n"
        "Contact: Tuiwai Plumbing Ltd\nID: 0c9d2e71-4f58-4b03-a6e2-91d7c3b85f60\nEmail: office@tuiwaiplumbing.nz\nPhone: 07 846 2290\nStatus: ACTIVE\nIs customer: false | Is supplier: true\nDefault currency: NZD")))
    t.append((call("list-accounts"), text(
        "Found 12 accounts:\n\n"
        "Code: 090 | Name: Business Bank Account | Type: BANK | Status: ACTIVE | Tax: None\n"
        "Code: 200 | Name: Sales | Type: REVENUE | Status: ACTIVE | Tax: GST on Income (OUTPUT2)\n"
        "Code: 205 | Name: Design Services | Type: REVENUE | Status: ACTIVE | Tax: GST on Income (OUTPUT2)\n"
        "Code: 260 | Name: Other Revenue | Type: REVENUE | Status: ACTIVE | Tax: GST on Income (OUTPUT2)\n"
        "Code: 270 | Name: Interest Income | Type: REVENUE | Status: ACTIVE | Tax: No GST (NONE)\n"
        "Code: 310 | Name: Cost of Goods Sold | Type: DIRECTCOSTS | Status: ACTIVE | Tax: GST on Expenses (INPUT2)\n"
        "Code: 404 | Name: Bank Fees | Type: EXPENSE | Status: ACTIVE | Tax: No GST (NONE)\n"
        "Code: 449 | Name: Motor Vehicle Expenses | Type: EXPENSE | Status: ACTIVE | Tax: GST on Expenses (INPUT2)\n"
        "Code: 461 | Name: Printing & Stationery | Type: EXPENSE | Status: ACTIVE | Tax: GST on Expenses (INPUT2)\n"
        "Code: 493 | Name: Travel - National | Type: EXPENSE | Status: ACTIVE | Tax: GST on Expenses (INPUT2)\n"
        "Code: 610 | Name: Accounts Receivable | Type: CURRENT | Status: ACTIVE | Tax: None\n"
        "Code: 820 | Name: GST | Type: CURRLIAB | Status: ACTIVE | Tax: None")))
    inv = "c2e8a4f1-5d3b-4a7e-9f10-6b2c8d4e7a31"
    l1 = "- Garden design consultation | Qty: 3 | Unit: 120.00 | Account: 205 | Tax: OUTPUT2 | Amount: 360.00\n"
    l2 = "- Planting plan – native border (Ōrākei site) | Qty: 1 | Unit: 480.00 | Account: 205 | Tax: OUTPUT2 | Amount: 480.00\n"
    l3 = "- Site visit travel | Qty: 1 | Unit: 65.00 | Account: 260 | Tax: OUTPUT2 | Amount: 65.00\n"
    t.append((call("create-invoice", contactId=tk, reference="Ōrākei native border", date="2024-08-12", dueDate="2024-08-26", lineItems=[
        {"description": "Garden design consultation", "quantity": 3, "unitAmount": 120, "accountCode": "205", "taxType": "OUTPUT2"},
        {"description": "Planting plan – native border (Ōrākei site)", "quantity": 1, "unitAmount": 480, "accountCode": "205", "taxType": "OUTPUT2"}]), text(
        f"Invoice created successfully:\nID: {inv}\nNumber: INV-0418\nContact: Tui & Kea Landscaping ({tk})\nType: ACCREC\nStatus: DRAFT\nReference: Ōrākei native border\n"
        "Date: 2024-08-12\nDue date: 2024-08-26\nLine amount types: Exclusive\n\nLine items:\n" + l1 + l2 +
        "\nSubtotal: 840.00\nTotal tax: 126.00\nTotal: 966.00 NZD\nAmount due: 966.00\nUpdated: 2024-08-12T02:14:37Z\n\nLink: https://go.xero.com/AccountsReceivable/Edit.aspx?InvoiceID=" + inv)))
    t.append((call("update-invoice", invoiceId=inv, lineItems=[
        {"description": "Garden design consultation", "quantity": 3, "unitAmount": 120, "accountCode": "205", "taxType": "OUTPUT2"},
        {"description": "Planting plan – native border (Ōrākei site)", "quantity": 1, "unitAmount": 480, "accountCode": "205", "taxType": "OUTPUT2"},
        {"description": "Site visit travel", "quantity": 1, "unitAmount": 65, "accountCode": "260", "taxType": "OUTPUT2"}]), text(
        f"Invoice updated successfully:\nID: {inv}\nNumber: INV-0418\nContact: Tui & Kea Landscaping ({tk})\nType: ACCREC\nStatus: DRAFT\nReference: Ōrākei native border\n"
        "Date: 2024-08-12\nDue date: 2024-08-26\nLine amount types: Exclusive\n\nLine items:\n" + l1 + l2 + l3 +
        "\nSubtotal: 905.00\nTotal tax: 135.75\nTotal: 1040.75 NZD\nAmount due: 1040.75\nUpdated: 2024-08-12T02:16:05Z\n\nLink: https://go.xero.com/AccountsReceivable/Edit.aspx?InvoiceID=" + inv)))
    hv = "8a3d6f20-1c7b-4e95-b2d4-7f0e9a61c538"
    t.append((call("create-contact", name="Harbourview Body Corporate 418702", email="bc418702@harbourviewmgmt.co.nz", phone="09 555 0172"), text(
        f"Contact created successfully:\nName: Harbourview Body Corporate 418702\nID: {hv}\nEmail: bc418702@harbourviewmgmt.co.nz\nPhone: 09 555 0172\nStatus: ACTIVE")))

    def inv_block(iid: str, num: str, contact: str, cid: str, status: str, date: str, due: str, total: str, amt_due: str, ref: str) -> str:
        return (f"Invoice ID: {iid}\nInvoice: {num}\nContact: {contact} ({cid})\nType: ACCREC\nStatus: {status}\nReference: {ref}\n"
                f"Date: {date}\nDue date: {due}\nTotal: {total} NZD\nAmount due: {amt_due}")
    t.append((call("list-invoices", contactIds=[tk]), text("Found 3 invoices:\n\n" + "\n\n".join([
        inv_block(inv, "INV-0418", "Tui & Kea Landscaping", tk, "DRAFT", "2024-08-12", "2024-08-26", "1040.75", "1040.75", "Ōrākei native border"),
        inv_block("4f7b19c2-8e03-4d6a-b5f1-2a9c0e7d3b64", "INV-0391", "Tui & Kea Landscaping", tk, "PAID", "2024-06-03", "2024-06-17", "1426.00", "0.00", "Remuera courtyard – stage 2"),
        inv_block("9d2c5e8a-3b14-4f07-a6c9-1e8f0b4d7a25", "INV-0352", "Tui & Kea Landscaping", tk, "PAID", "2024-03-18", "2024-04-01", "713.00", "0.00", "Remuera courtyard – concept")]))))
    tk_bad = "5b1f0c7e-39a4-4d62-8c1e-2f7a6d90b3e4"
    t.append((call("list-invoices", statuses=["DRAFT"]), text("Found 2 invoices:\n\n" + "\n\n".join([
        inv_block(inv, "INV-0418", "Tui & Kea Landscaping", tk_bad, "DRAFT", "2024-08-12", "2024-08-26", "1040.75", "1040.75", "Ōrākei native border"),
        inv_block("e1a6c3d9-7f24-4b58-9c0e-5d2b8f1a4e73", "INV-0417", "Pōhutukawa Cafe", "b7c4e2a1-6d95-4f3b-8e07-3a1c9d5f2b86", "DRAFT", "2024-08-09", "2024-08-23", "287.50", "287.50", "Planter refresh")]))))
    t.append((call("list-contacts", searchTerm="Harbourview"), text(
        f"Found 1 contacts:\n\nContact: Harbourview Body Corporate 418702\nID: {hv}\nEmail: bc418702@harbourviewmgmt.co.nz\nPhone: 09 555 0172\nStatus: ACTIVE\n"
        "Is customer: false | Is supplier: false\nDefault currency: NZD")))
    t.append((call("list-tax-rates"), text(
        "Found 5 tax rates:\n\n"
        "Name: GST on Income | Type: OUTPUT2 | Effective rate: 15.0000% | Status: ACTIVE | Can apply to revenue: true\n"
        "Name: GST on Expenses | Type: INPUT2 | Effective rate: 15.0000% | Status: ACTIVE | Can apply to expenses: true\n"
        "Name: GST on Imports | Type: GSTONIMPORTS | Effective rate: 0.0000% | Status: ACTIVE\n"
        "Name: No GST | Type: NONE | Effective rate: 0.0000% | Status: ACTIVE\n"
        "Name: Zero Rated | Type: ZERORATED | Effective rate: 0.0000% | Status: ACTIVE")))
    rs.add(TASK, "h51-mcp-14", sysp("xero", "Xero Accounting API, organisation 'Kōwhai Garden Design Ltd' (NZD)", XERO_TOOLS), t,
           bad=True, turn=7, kind="INV-0418 is listed under contact id 5b1f0c7e-39a4-... although Tui & Kea Landscaping's ContactID was 5b1f0c7e-93a4-... in every earlier result.")


# ---------------------------------------------------------------------------------------------------------------
# 15 BambooHR (clean)
# ---------------------------------------------------------------------------------------------------------------

BAMBOO_TOOLS = [
    tool("get_employee_directory", "Employee directory, optionally filtered by department.", {"department": S}, []),
    tool("get_employee", "Get fields of one employee.", {"employeeId": S, "fields": A}, ["employeeId", "fields"]),
    tool("add_table_row", "Add a row to an employee table (jobInfo, employmentStatus, compensation).", {"employeeId": S, "table": S, "row": OBJ}, ["employeeId", "table", "row"]),
    tool("get_time_off_balances", "Estimated time-off balances as of a date.", {"employeeId": S, "end": S}, ["employeeId"]),
    tool("create_time_off_request", "Create a time-off request.", {"employeeId": S, "timeOffTypeId": S, "start": S, "end": S, "amount": {"type": "number"}, "notes": S, "status": S}, ["employeeId", "timeOffTypeId", "start", "end"]),
    tool("change_time_off_request_status", "Approve, deny or cancel a request.", {"requestId": S, "status": S, "note": S}, ["requestId", "status"]),
    tool("get_whos_out", "Who is out between two dates.", {"start": S, "end": S}, []),
]


def t15(rs: RowSet) -> None:
    def emp(eid: str, first: str, last: str, title: str, phone: str, loc: str, sup: str) -> dict[str, Any]:
        return {"id": eid, "displayName": f"{first} {last}", "firstName": first, "lastName": last, "preferredName": None, "jobTitle": title,
                "workPhone": phone, "workEmail": f"{first[0].lower()}{last.lower().replace(' ', '').replace(chr(39), '')}@lumenpay.com", "department": "Customer Success",
                "location": loc, "division": "Go-to-Market", "supervisor": sup, "photoUploaded": True,
                "photoUrl": f"https://images.bamboohr.com/482311/photos/{eid}-2-1.jpg"}
    t = []
    t.append((call("get_employee_directory", department="Customer Success"), pj({
        "fields": [{"id": "displayName", "type": "text", "name": "Display name"}, {"id": "jobTitle", "type": "list", "name": "Job title"},
                   {"id": "workPhone", "type": "text", "name": "Work Phone"}, {"id": "workEmail", "type": "email", "name": "Work Email"},
                   {"id": "department", "type": "list", "name": "Department"}, {"id": "location", "type": "list", "name": "Location"},
                   {"id": "supervisor", "type": "text", "name": "Supervisor"}],
        "employees": [
            emp("112", "Owen", "Castillo", "Director, Customer Success", "720-555-0110", "Denver, CO", "Rachel Lin"),
            emp("131", "Jasmine", "Oduya", "Customer Success Manager", "720-555-0131", "Denver, CO", "Owen Castillo"),
            emp("148", "Priyanka", "Desai", "Customer Success Associate", "720-555-0148", "Denver, CO", "Owen Castillo"),
            emp("156", "Diego", "Ramírez", "Onboarding Specialist", "512-555-0156", "Austin, TX", "Owen Castillo"),
            emp("163", "Hana", "Kobayashi", "Customer Success Associate", "720-555-0163", "Remote - US", "Jasmine Oduya"),
            emp("171", "Liam", "O'Connor", "Support Engineer", "512-555-0171", "Austin, TX", "Jasmine Oduya")]})))
    fields = ["firstName", "lastName", "jobTitle", "department", "location", "supervisor", "supervisorEId", "hireDate", "employmentHistoryStatus", "lastChanged"]

    def get148(title: str, changed: str) -> str:
        return pj({"id": "148", "firstName": "Priyanka", "lastName": "Desai", "jobTitle": title, "department": "Customer Success", "location": "Denver, CO",
                   "supervisor": "Owen Castillo", "supervisorEId": "112", "hireDate": "2022-03-14", "employmentHistoryStatus": "Full-Time", "lastChanged": changed})
    t.append((call("get_employee", employeeId="148", fields=fields), get148("Customer Success Associate", "2024-06-03T15:22:08+00:00")))
    t.append((call("add_table_row", employeeId="148", table="jobInfo", row={"date": "2024-09-01", "jobTitle": "Customer Success Manager", "department": "Customer Success",
                                                                         "location": "Denver, CO", "division": "Go-to-Market", "reportsTo": "Owen Castillo"}),
              text("Row 2291 added to table jobInfo for employee 148.\nEffective 2024-09-01: jobTitle = Customer Success Manager, department = Customer Success, "
                   "division = Go-to-Market, location = Denver, CO, reportsTo = Owen Castillo (112).\nThis row is now the current jobInfo row (previous row 1874, effective 2022-03-14).")))
    t.append((call("get_employee", employeeId="148", fields=fields), get148("Customer Success Manager", "2024-09-20T16:04:51+00:00")))

    def bal(end: str, vac: str, vac_used: str, sick: str) -> str:
        return pj([
            {"timeOffType": "78", "name": "Vacation", "units": "days", "balance": vac, "end": end, "policyType": "accruing", "usedYearToDate": vac_used,
             "policy": "Vacation – Full-Time (1.25 days on the 1st of each month, carryover max 5)"},
            {"timeOffType": "79", "name": "Sick", "units": "days", "balance": sick, "end": end, "policyType": "accruing", "usedYearToDate": "2.0",
             "policy": "Sick – Colorado HFWA (0.5 days on the 1st of each month)"},
            {"timeOffType": "81", "name": "Floating Holiday", "units": "days", "balance": "1.0", "end": end, "policyType": "manual", "usedYearToDate": "0.0",
             "policy": "Floating Holiday (1 day per calendar year)"}])
    t.append((call("get_time_off_balances", employeeId="148", end="2024-09-20"), bal("2024-09-20", "11.5", "6.0", "5.0")))
    t.append((call("create_time_off_request", employeeId="148", timeOffTypeId="78", start="2024-10-14", end="2024-10-16", amount=3, notes="Family visit in Austin", status="requested"), pj({
        "id": "4471", "employeeId": "148", "status": {"lastChanged": "2024-09-20", "lastChangedByUserId": "2051", "status": "requested"},
        "name": "Priyanka Desai", "start": "2024-10-14", "end": "2024-10-16", "created": "2024-09-20", "type": {"id": "78", "name": "Vacation", "icon": "palm-trees"},
        "amount": {"unit": "days", "amount": "3"}, "actions": {"view": True, "edit": True, "cancel": True, "approve": True, "deny": True, "bypass": True},
        "dates": {"2024-10-14": "1", "2024-10-15": "1", "2024-10-16": "1"}, "notes": {"employee": "Family visit in Austin"}})))
    t.append((call("change_time_off_request_status", requestId="4471", status="approved", note="Enjoy! Jasmine covers your accounts."),
              text("Time off request 4471 status changed to approved.")))
    t.append((call("get_time_off_balances", employeeId="148", end="2024-10-20"), bal("2024-10-20", "9.75", "9.0", "5.5")))
    t.append((call("get_whos_out", start="2024-10-14", end="2024-10-18"), pj([
        {"id": 4471, "type": "timeOff", "employeeId": 148, "name": "Priyanka Desai", "start": "2024-10-14", "end": "2024-10-16"},
        {"id": 4438, "type": "timeOff", "employeeId": 205, "name": "Marcus Feld", "start": "2024-10-14", "end": "2024-10-18"},
        {"id": 4462, "type": "timeOff", "employeeId": 163, "name": "Hana Kobayashi", "start": "2024-10-17", "end": "2024-10-18"}])))
    rs.add(TASK, "h51-mcp-15", sysp("bamboohr", "BambooHR API for company domain 'lumenpay', acting as HR admin (user 2051)", BAMBOO_TOOLS), t,
           state="Today is 2024-09-20. Company time zone: America/Denver.")


# ---------------------------------------------------------------------------------------------------------------
# 16 Moodle (clean)
# ---------------------------------------------------------------------------------------------------------------

MOODLE_TOOLS = [
    tool("core_course_get_courses_by_field", "Get courses by a field (id, shortname, idnumber, category).", {"field": S, "value": S}, ["field", "value"]),
    tool("core_enrol_get_enrolled_users", "Users enrolled in a course.", {"courseid": INT, "options": A}, ["courseid"]),
    tool("enrol_manual_enrol_users", "Manually enrol users in courses.", {"enrolments": A}, ["enrolments"]),
    tool("gradereport_user_get_grade_items", "Grade items and grades of a user in a course.", {"courseid": INT, "userid": INT}, ["courseid"]),
    tool("core_grades_update_grades", "Update grades of a grade item from a component.", {"source": S, "courseid": INT, "component": S, "activityid": INT, "itemnumber": INT, "grades": A}, ["source", "courseid", "component", "activityid", "itemnumber"]),
]


def t16(rs: RowSet) -> None:
    def user(uid: int, uname: str, first: str, last: str, role: tuple[int, str], lastacc: int, first_access: int) -> dict[str, Any]:
        return {"id": uid, "username": uname, "firstname": first, "lastname": last, "fullname": f"{first} {last}", "email": f"{uname}@northfield.edu",
                "department": "Biology", "firstaccess": first_access, "lastaccess": max(lastacc, first_access), "lastcourseaccess": lastacc,
                "profileimageurlsmall": f"https://moodle.northfield.edu/theme/image.php/boost/core/1725010211/u/f2?uid={uid}",
                "roles": [{"roleid": role[0], "name": "", "shortname": role[1], "sortorder": 0}],
                "enrolledcourses": [{"id": 87, "fullname": "Senior Seminar in Biology (Fall 2024)", "shortname": "BIO495-F24"}]}
    T, ST = (3, "editingteacher"), (5, "student")
    users = [
        user(2204, "emarsh", "Elena", "Marsh", T, 1727268110, 1503921442),
        user(3310, "aruiz", "Amelia", "Ruiz", ST, 1727261894, 1661870412),
        user(3314, "bokafor", "Benedict", "Okafor", ST, 1727190022, 1661871908),
        user(3319, "cnguyen", "Chloe", "Nguyen", ST, 1727255317, 1661873355),
        user(3325, "dpetrov", "Daniel", "Petrov", ST, 1727102266, 1661900017),
        user(3328, "esingh", "Esha", "Singh", ST, 1727264408, 1661910584),
        user(3331, "fgallo", "Francesca", "Gallo", ST, 1727230779, 1661925133),
    ]
    t = []
    t.append((call("core_course_get_courses_by_field", field="shortname", value="BIO495-F24"), pj({"courses": [{
        "id": 87, "fullname": "Senior Seminar in Biology (Fall 2024)", "displayname": "Senior Seminar in Biology (Fall 2024)", "shortname": "BIO495-F24",
        "courseimage": "https://moodle.northfield.edu/pluginfile.php/11873/course/generated/course.svg", "categoryid": 6, "categoryname": "Biology",
        "sortorder": 60012, "summary": "<p>Capstone seminar: journal critiques, a research proposal and a final presentation.</p>", "summaryformat": 1,
        "summaryfiles": [], "overviewfiles": [], "showactivitydates": True, "showcompletionconditions": True,
        "contacts": [{"id": 2204, "fullname": "Elena Marsh"}], "enrollmentmethods": ["manual", "self"], "idnumber": "BIO495-01-202409",
        "format": "topics", "showgrades": 1, "newsitems": 5, "startdate": 1724990400, "enddate": 1734238800, "maxbytes": 0, "showreports": 0,
        "visible": 1, "groupmode": 0, "groupmodeforce": 0, "defaultgroupingid": 0, "enablecompletion": 1, "completionnotify": 0, "lang": "",
        "theme": "", "marker": 0, "legacyfiles": 0, "calendartype": "", "timecreated": 1720091122, "timemodified": 1724751630, "requested": 0, "cacherev": 1727001954,
        "filters": [{"filter": "mathjaxloader", "localstate": 0, "inheritedstate": 1}, {"filter": "activitynames", "localstate": 0, "inheritedstate": 1}],
        "courseformatoptions": [{"name": "hiddensections", "value": 1}, {"name": "coursedisplay", "value": 0}]}], "warnings": []})))
    t.append((call("core_enrol_get_enrolled_users", courseid=87), pj(users)))
    t.append((call("enrol_manual_enrol_users", enrolments=[{"roleid": 5, "userid": 3342, "courseid": 87}]), "null"))
    newbie = user(3342, "jwhitaker", "Jordan", "Whitaker", ST, 0, 1693501208)
    newbie["lastaccess"] = 1727249955
    t.append((call("core_enrol_get_enrolled_users", courseid=87), pj(users + [newbie])))

    def grades(prop: tuple[Any, str, str], total: tuple[float, str, int, str]) -> str:
        def item(iid: int, name: str | None, itype: str, module: str | None, inst: int, raw: Any, fmt: str, gmax: int, pct: str, pos: int | None) -> dict[str, Any]:
            return {"id": iid, "itemname": name, "itemtype": itype, "itemmodule": module, "iteminstance": inst, "itemnumber": 0 if itype == "mod" else None,
                    "idnumber": "", "categoryid": 214 if itype == "mod" else None, "outcomeid": None, "scaleid": None, "locked": False,
                    "cmid": pos, "weightraw": None, "weightformatted": None, "graderaw": raw, "gradedatesubmitted": None, "gradedategraded": None,
                    "gradehiddenbydate": False, "gradeneedsupdate": False, "gradeishidden": False, "gradeislocked": False, "gradeisoverridden": False,
                    "gradeformatted": fmt, "grademin": 0, "grademax": gmax, "rangeformatted": f"0.00&ndash;{gmax:.2f}", "percentageformatted": pct, "feedback": "", "feedbackformat": 0}
        return pj({"usergrades": [{"courseid": 87, "courseidnumber": "BIO495-01-202409", "userid": 3310, "userfullname": "Amelia Ruiz", "useridnumber": "N0072815", "maxdepth": 2,
                                   "gradeitems": [
                                       item(1021, "Journal critique 1", "mod", "assign", 4410, 17.0, "17.00", 20, "85.00 %", 9921),
                                       item(1022, "Research proposal", "mod", "assign", 4411, prop[0], prop[1], 50, prop[2], 9922),
                                       item(1023, "Final presentation", "mod", "assign", 4412, None, "-", 30, "-", 9923),
                                       item(1020, None, "course", None, 87, total[0], total[1], total[2], total[3], None)]}], "warnings": []})
    t.append((call("gradereport_user_get_grade_items", courseid=87, userid=3310), grades((None, "-", "-"), (17.0, "17.00", 20, "85.00 %"))))
    t.append((call("core_grades_update_grades", source="mod/assign", courseid=87, component="mod_assign", activityid=9922, itemnumber=0,
                   grades=[{"studentid": 3310, "grade": 42, "str_feedback": "Clear hypothesis; tighten the power analysis."}]), "0"))
    t.append((call("gradereport_user_get_grade_items", courseid=87, userid=3310), grades((42.0, "42.00", "84.00 %"), (59.0, "59.00", 70, "84.29 %"))))
    rs.add(TASK, "h51-mcp-16", sysp("moodle", "Moodle 4.3 web services at https://moodle.northfield.edu (token of a manager account); natural aggregation with empty grades excluded", MOODLE_TOOLS), t)


# ---------------------------------------------------------------------------------------------------------------
# 17 Canvas LMS (contradiction: created assignment missing from the list)
# ---------------------------------------------------------------------------------------------------------------

CANVAS_TOOLS = [
    tool("canvas_list_courses", "List the courses of the current user.", {"enrollment_type": S, "state": A}, []),
    tool("canvas_list_assignments", "List assignments of a course (ordered by position).", {"course_id": INT, "include": A}, ["course_id"]),
    tool("canvas_create_assignment", "Create an assignment.", {"course_id": INT, "name": S, "description": S, "due_at": S, "points_possible": {"type": "number"}, "submission_types": A, "published": B}, ["course_id", "name"]),
    tool("canvas_update_assignment", "Update an assignment.", {"course_id": INT, "assignment_id": INT, "due_at": S, "lock_at": S, "name": S}, ["course_id", "assignment_id"]),
    tool("canvas_create_announcement", "Post an announcement to a course.", {"course_id": INT, "title": S, "message": S}, ["course_id", "title", "message"]),
    tool("canvas_list_submissions", "List submissions of an assignment.", {"course_id": INT, "assignment_id": INT, "workflow_state": S}, ["course_id", "assignment_id"]),
    tool("canvas_grade_submission", "Grade a student's submission.", {"course_id": INT, "assignment_id": INT, "user_id": INT, "posted_grade": S, "comment": S}, ["course_id", "assignment_id", "user_id", "posted_grade"]),
    tool("canvas_get_assignment", "Get one assignment.", {"course_id": INT, "assignment_id": INT}, ["course_id", "assignment_id"]),
]


def t17(rs: RowSet) -> None:
    cid = 41873

    def asg(aid: int, name: str, due: str, pts: int, pos: int, ngc: int, types: list[str], created: str, updated: str, *, lock: str | None = None,
            desc: str = "", quiz: bool = False) -> dict[str, Any]:
        a: dict[str, Any] = {"id": aid, "name": name, "description": desc, "created_at": created, "updated_at": updated, "due_at": due, "lock_at": lock, "unlock_at": None,
                             "points_possible": float(pts), "grading_type": "points", "assignment_group_id": 88120 if pts < 100 else 88121, "position": pos,
                             "submission_types": types, "has_submitted_submissions": ngc > 0 or pos < 4, "course_id": cid,
                             "html_url": f"https://canvas.ridgemont.edu/courses/{cid}/assignments/{aid}", "published": True, "muted": False,
                             "needs_grading_count": ngc, "post_manually": False, "anonymous_grading": False, "omit_from_final_grade": False}
        if quiz:
            a["quiz_id"] = 203551
            a["is_quiz_assignment"] = True
        return a
    a1 = asg(512301, "Reading Response 1", "2024-09-14T03:59:00Z", 10, 1, 0, ["online_text_entry"], "2024-08-19T14:02:33Z", "2024-09-16T13:40:12Z")
    a2 = asg(512304, "Primary Source Analysis 1", "2024-09-28T03:59:00Z", 30, 2, 0, ["online_upload"], "2024-08-19T14:05:10Z", "2024-10-02T18:11:47Z")
    a3 = asg(512306, "Primary Source Analysis 2", "2024-10-12T03:59:00Z", 30, 3, 4, ["online_upload"], "2024-08-19T14:06:58Z", "2024-10-14T20:25:31Z")
    a4 = asg(512308, "Map Quiz 2", "2024-10-17T03:59:00Z", 15, 4, 0, ["online_quiz"], "2024-08-19T14:09:40Z", "2024-09-30T12:00:05Z", lock="2024-10-17T03:59:00Z", quiz=True)
    a5 = asg(512311, "Midterm Essay", "2024-10-31T03:59:00Z", 100, 5, 0, ["online_upload"], "2024-08-19T14:12:21Z", "2024-08-19T14:12:21Z")
    t = []
    t.append((call("canvas_list_courses", enrollment_type="teacher", state=["available"]), pj([
        {"id": 41873, "name": "HIST 214: Atlantic World, 1500–1800", "course_code": "HIST-214-01", "workflow_state": "available", "account_id": 312, "enrollment_term_id": 118,
         "start_at": "2024-08-26T04:00:00Z", "end_at": "2024-12-14T04:59:00Z", "time_zone": "America/New_York", "total_students": 34, "default_view": "modules"},
        {"id": 41902, "name": "HIST 101: World History to 1500", "course_code": "HIST-101-03", "workflow_state": "available", "account_id": 312, "enrollment_term_id": 118,
         "start_at": "2024-08-26T04:00:00Z", "end_at": "2024-12-14T04:59:00Z", "time_zone": "America/New_York", "total_students": 61, "default_view": "syllabus"},
        {"id": 42110, "name": "HIST 390: Historical Methods Seminar", "course_code": "HIST-390-01", "workflow_state": "available", "account_id": 312, "enrollment_term_id": 118,
         "start_at": "2024-08-26T04:00:00Z", "end_at": "2024-12-14T04:59:00Z", "time_zone": "America/New_York", "total_students": 12, "default_view": "wiki"}])))
    t.append((call("canvas_list_assignments", course_id=cid, include=["needs_grading_count"]), pj([a1, a2, a3, a4, a5])))
    new = asg(517942, "Primary Source Analysis 3", "2024-10-26T03:59:00Z", 30, 6, 0, ["online_upload"], "2024-10-15T13:21:07Z", "2024-10-15T13:21:07Z",
              desc="<p>Analyse one of the Middle Passage testimonies in the Week 8 module (800–1,000 words). Use the PSA rubric.</p>")
    new["has_submitted_submissions"] = False
    t.append((call("canvas_create_assignment", course_id=cid, name="Primary Source Analysis 3", due_at="2024-10-25T23:59:00-04:00", points_possible=30,
                   submission_types=["online_upload"], published=True,
                   description="<p>Analyse one of the Middle Passage testimonies in the Week 8 module (800–1,000 words). Use the PSA rubric.</p>"), pj(new)))
    a4b = dict(a4, due_at="2024-10-19T03:59:00Z", lock_at="2024-10-19T03:59:00Z", updated_at="2024-10-15T13:22:40Z")
    t.append((call("canvas_update_assignment", course_id=cid, assignment_id=512308, due_at="2024-10-18T23:59:00-04:00", lock_at="2024-10-18T23:59:00-04:00"), pj(a4b)))
    t.append((call("canvas_create_announcement", course_id=cid, title="Map Quiz 2 moved to Friday; PSA 3 posted",
                   message="<p>Map Quiz 2 now closes Friday 10/18 at 11:59 pm. Primary Source Analysis 3 is posted and due 10/25.</p>"), pj({
        "id": 2291847, "title": "Map Quiz 2 moved to Friday; PSA 3 posted", "message": "<p>Map Quiz 2 now closes Friday 10/18 at 11:59 pm. Primary Source Analysis 3 is posted and due 10/25.</p>",
        "html_url": f"https://canvas.ridgemont.edu/courses/{cid}/discussion_topics/2291847", "posted_at": "2024-10-15T13:24:02Z", "delayed_post_at": None,
        "is_announcement": True, "published": True, "discussion_subentry_count": 0, "read_state": "read", "user_name": "Ada Whitcombe"})))
    t.append((call("canvas_list_assignments", course_id=cid, include=["needs_grading_count"]), pj([a1, a2, a3, a4b, a5])))

    def sub(sid: int, uid: int, at: str, state: str = "submitted", score: float | None = None, graded: str | None = None) -> dict[str, Any]:
        return {"id": sid, "assignment_id": 512306, "user_id": uid, "submission_type": "online_upload", "submitted_at": at, "attempt": 1, "late": at > "2024-10-12T03:59:00Z",
                "workflow_state": state, "score": score, "grade": None if score is None else str(int(score)), "graded_at": graded, "grader_id": None if score is None else 60418,
                "seconds_late": 0 if at <= "2024-10-12T03:59:00Z" else 43200, "preview_url": f"https://canvas.ridgemont.edu/courses/{cid}/assignments/512306/submissions/{uid}?preview=1"}
    t.append((call("canvas_list_submissions", course_id=cid, assignment_id=512306, workflow_state="submitted"), pj([
        sub(90881203, 88213, "2024-10-11T22:47:19Z"), sub(90881267, 88220, "2024-10-12T02:13:55Z"),
        sub(90881311, 88231, "2024-10-12T03:41:08Z"), sub(90881390, 88247, "2024-10-12T15:59:00Z")])))
    t.append((call("canvas_grade_submission", course_id=cid, assignment_id=512306, user_id=88213, posted_grade="27", comment="Strong contextualisation; cite the page numbers."),
              pj(sub(90881203, 88213, "2024-10-11T22:47:19Z", "graded", 27.0, "2024-10-15T13:31:44Z"))))
    t.append((call("canvas_get_assignment", course_id=cid, assignment_id=512306), pj(dict(a3, needs_grading_count=3, updated_at="2024-10-15T13:31:44Z"))))
    t.append((call("canvas_get_assignment", course_id=cid, assignment_id=512308), pj(a4b)))
    rs.add(TASK, "h51-mcp-17", sysp("canvas-lms", "Canvas LMS REST API at canvas.ridgemont.edu, teacher Ada Whitcombe (user 60418)", CANVAS_TOOLS), t,
           bad=True, turn=6, kind="The assignment list no longer contains Primary Source Analysis 3 (id 517942), which canvas_create_assignment had just created and published.")


# ---------------------------------------------------------------------------------------------------------------
# 18 Clinic scheduling system (clean)
# ---------------------------------------------------------------------------------------------------------------

CLINIC_TOOLS = [
    tool("search_patients", "Find patients by name and date of birth.", {"last_name": S, "dob": S}, ["last_name"]),
    tool("list_appointments", "Upcoming appointments of a patient.", {"patient_id": S, "from_date": S}, ["patient_id"]),
    tool("get_availability", "Free 20-minute slots of a provider on a date.", {"provider_id": S, "date": S}, ["provider_id", "date"]),
    tool("book_appointment", "Book an appointment; length in minutes must be a multiple of 20.", {"patient_id": S, "provider_id": S, "start": S, "length_min": INT, "visit_type": S, "reason": S}, ["patient_id", "provider_id", "start", "visit_type"]),
    tool("reschedule_appointment", "Move an appointment to a new start time.", {"appointment_id": S, "new_start": S}, ["appointment_id", "new_start"]),
]


def t18(rs: RowSet) -> None:
    t = []
    t.append((call("search_patients", last_name="Okafor", dob="1987-03-22"), pj({
        "status": "ok", "count": 1, "patients": [{"patient_id": "PT-0048213", "name": "Adaeze Okafor", "dob": "1987-03-22", "sex": "F", "mrn": "HV-771-0392",
                                                 "phone": "(503) 555-0187", "pcp": {"provider_id": "PRV-014", "name": "Sofia Lindgren, MD"},
                                                 "insurance": {"payer": "Moda Health", "member_id": "MDA4418230917", "eligibility_checked": "2024-08-30"}}]})))
    fu = {"appointment_id": "APT-2024-118342", "provider": {"provider_id": "PRV-014", "name": "Sofia Lindgren, MD"}, "location": "Harborview Family Medicine – Suite 210",
          "start": "2024-09-12T10:20:00-07:00", "end": "2024-09-12T10:40:00-07:00", "length_min": 20, "visit_type": "FOLLOW_UP",
          "reason": "BP recheck after lisinopril dose change", "status": "scheduled", "created_at": "2024-08-22T16:05:41-07:00"}
    t.append((call("list_appointments", patient_id="PT-0048213", from_date="2024-09-03"), pj({"status": "ok", "patient_id": "PT-0048213", "appointments": [fu]})))

    def avail(date: str, slots: list[str], gen: str) -> str:
        return pj({"status": "ok", "provider_id": "PRV-014", "provider": "Sofia Lindgren, MD", "date": date, "slot_length_min": 20, "timezone": "America/Los_Angeles",
                   "free_slots": slots, "generated_at": gen})
    t.append((call("get_availability", provider_id="PRV-014", date="2024-09-10"),
              avail("2024-09-10", ["08:40", "09:00", "11:20", "11:40", "14:00", "15:40"], "2024-09-03T09:12:07-07:00")))
    phys = {"appointment_id": "APT-2024-121907", "patient_id": "PT-0048213", "provider": {"provider_id": "PRV-014", "name": "Sofia Lindgren, MD"},
            "location": "Harborview Family Medicine – Suite 210", "start": "2024-09-10T11:20:00-07:00", "end": "2024-09-10T12:00:00-07:00", "length_min": 40,
            "visit_type": "ANNUAL_PHYSICAL", "reason": "Annual preventive visit; fasting labs ordered", "status": "scheduled", "created_at": "2024-09-03T09:13:30-07:00",
            "confirmation_sms": "queued"}
    t.append((call("book_appointment", patient_id="PT-0048213", provider_id="PRV-014", start="2024-09-10T11:20:00-07:00", length_min=40,
                   visit_type="ANNUAL_PHYSICAL", reason="Annual preventive visit; fasting labs ordered"), pj({"status": "ok", "appointment": phys})))
    t.append((call("get_availability", provider_id="PRV-014", date="2024-09-10"),
              avail("2024-09-10", ["08:40", "09:00", "14:00", "15:40"], "2024-09-03T09:13:52-07:00")))
    fu2 = dict(fu, start="2024-09-10T14:00:00-07:00", end="2024-09-10T14:20:00-07:00", rescheduled_from="2024-09-12T10:20:00-07:00",
               updated_at="2024-09-03T09:14:26-07:00", confirmation_sms="queued")
    t.append((call("reschedule_appointment", appointment_id="APT-2024-118342", new_start="2024-09-10T14:00:00-07:00"), pj({"status": "ok", "appointment": fu2})))
    t.append((call("get_availability", provider_id="PRV-014", date="2024-09-10"),
              avail("2024-09-10", ["08:40", "09:00", "15:40"], "2024-09-03T09:14:40-07:00")))
    phys_l = {k: v for k, v in phys.items() if k not in ("patient_id", "confirmation_sms")}
    phys_l["confirmation_sms"] = "delivered"
    fu2_l = dict(fu2, confirmation_sms="delivered")
    t.append((call("list_appointments", patient_id="PT-0048213", from_date="2024-09-03"), pj({"status": "ok", "patient_id": "PT-0048213", "appointments": [phys_l, fu2_l]})))
    t.append((call("get_availability", provider_id="PRV-014", date="2024-09-12"),
              avail("2024-09-12", ["08:20", "09:40", "10:20", "13:40", "14:00", "16:00"], "2024-09-03T09:15:18-07:00")))
    rs.add(TASK, "h51-mcp-18", sysp("harborview-scheduler", "appointment system of Harborview Family Medicine, front-desk API key", CLINIC_TOOLS), t,
           state="Clinic time zone America/Los_Angeles. Today is Tue 2024-09-03.")


# ---------------------------------------------------------------------------------------------------------------
# 19 Cloudbeds hotel PMS (contradiction: cancelled reservation shows confirmed again)
# ---------------------------------------------------------------------------------------------------------------

CB_TOOLS = [
    tool("getAvailableRoomTypes", "Room types with availability and rates for a stay.", {"startDate": S, "endDate": S, "adults": INT, "children": INT}, ["startDate", "endDate"]),
    tool("postReservation", "Create a reservation.", {"startDate": S, "endDate": S, "guestFirstName": S, "guestLastName": S, "guestEmail": S, "guestCountry": S, "rooms": A, "paymentMethod": S}, ["startDate", "endDate", "guestFirstName", "guestLastName", "rooms"]),
    tool("getReservation", "Get one reservation.", {"reservationID": S}, ["reservationID"]),
    tool("putReservation", "Update a reservation's status.", {"reservationID": S, "status": S}, ["reservationID", "status"]),
    tool("getReservations", "List reservations by check-in date range.", {"checkInFrom": S, "checkInTo": S, "status": S}, []),
]


def t19(rs: RowSet) -> None:
    t = []
    t.append((call("getAvailableRoomTypes", startDate="2024-12-27", endDate="2024-12-30", adults=2), pj({"success": True, "data": [{
        "propertyID": "318642", "propertyCurrency": {"currencyCode": "EUR", "currencySymbol": "€", "currencyPosition": "before"},
        "propertyRooms": [
            {"roomTypeID": "612004", "roomTypeName": "Double Room – Courtyard", "roomTypeNameShort": "DBL-C", "maxGuests": 2, "adultsIncluded": 2, "roomsAvailable": 3,
             "roomRate": 417.0, "roomRateDetailed": [{"date": "2024-12-27", "rate": 129.0}, {"date": "2024-12-28", "rate": 159.0}, {"date": "2024-12-29", "rate": 129.0}], "ratePlanNamePublic": "Flexible"},
            {"roomTypeID": "612005", "roomTypeName": "Double Room – Sea View", "roomTypeNameShort": "DBL-S", "maxGuests": 2, "adultsIncluded": 2, "roomsAvailable": 1,
             "roomRate": 507.0, "roomRateDetailed": [{"date": "2024-12-27", "rate": 159.0}, {"date": "2024-12-28", "rate": 189.0}, {"date": "2024-12-29", "rate": 159.0}], "ratePlanNamePublic": "Flexible"},
            {"roomTypeID": "612007", "roomTypeName": "Junior Suite", "roomTypeNameShort": "JS", "maxGuests": 3, "adultsIncluded": 2, "roomsAvailable": 2,
             "roomRate": 687.0, "roomRateDetailed": [{"date": "2024-12-27", "rate": 219.0}, {"date": "2024-12-28", "rate": 249.0}, {"date": "2024-12-29", "rate": 219.0}], "ratePlanNamePublic": "Flexible"}]}],
        "roomCount": 3, "count": 1, "total": 1})))
    t.append((call("postReservation", startDate="2024-12-27", endDate="2024-12-30", guestFirstName="Miguel", guestLastName="Araújo", guestEmail="m.araujo@ferrovia-lx.pt",
                   guestCountry="PT", rooms=[{"roomTypeID": "612005", "quantity": 1, "adults": 2, "children": 0}], paymentMethod="credit"), pj({
        "success": True, "reservationID": "8473925016392", "status": "confirmed", "guestID": 127733410, "guestFirstName": "Miguel", "guestLastName": "Araújo",
        "guestGender": "N/A", "guestEmail": "m.araujo@ferrovia-lx.pt", "startDate": "2024-12-27", "endDate": "2024-12-30", "dateCreated": "2024-11-18 10:42:15",
        "grandTotal": 507.0, "unassigned": [{"subReservationID": "8473925016392", "roomTypeName": "Double Room – Sea View", "roomTypeID": "612005", "adults": 2, "children": 0, "dailyRates": [
            {"date": "2024-12-27", "rate": 159.0}, {"date": "2024-12-28", "rate": 189.0}, {"date": "2024-12-29", "rate": 159.0}], "roomTotal": 507.0}]})))
    t.append((call("getReservation", reservationID="8473925016392"), pj({"success": True, "data": {
        "propertyID": "318642", "guestName": "Miguel Araújo", "guestEmail": "m.araujo@ferrovia-lx.pt", "isAnonymized": False, "guestList": {"127733410": {
            "guestID": "127733410", "guestFirstName": "Miguel", "guestLastName": "Araújo", "guestCountry": "PT", "isMainGuest": True}},
        "reservationID": "8473925016392", "dateCreated": "2024-11-18 10:42:15", "dateModified": "2024-11-18 10:42:15", "source": "API – Front desk assistant",
        "status": "confirmed", "total": 507.0, "balance": 507.0, "balanceDetailed": {"suggestedDeposit": "159.00", "subTotal": 507.0, "additionalItems": 0, "taxesFees": 0, "grandTotal": 507.0, "paid": 0},
        "assigned": [], "unassigned": [{"roomTypeName": "Double Room – Sea View", "roomTypeID": "612005", "startDate": "2024-12-27", "endDate": "2024-12-30", "adults": "2", "children": "0",
                                        "dailyRates": [{"date": "2024-12-27", "rate": 159.0}, {"date": "2024-12-28", "rate": 189.0}, {"date": "2024-12-29", "rate": 159.0}], "roomTotal": 507.0}],
        "startDate": "2024-12-27", "endDate": "2024-12-30", "customFields": [], "cardsOnFile": [{"cardID": "22918304", "cardNumber": "************4417", "cardType": "visa"}]}})))
    t.append((call("postReservation", startDate="2024-12-27", endDate="2024-12-30", guestFirstName="Miguel", guestLastName="Araújo", guestEmail="m.araujo@ferrovia-lx.pt",
                   guestCountry="PT", rooms=[{"roomTypeID": "612007", "quantity": 1, "adults": 2, "children": 1}], paymentMethod="credit"), pj({
        "success": True, "reservationID": "8473925016418", "status": "confirmed", "guestID": 127733410, "guestFirstName": "Miguel", "guestLastName": "Araújo",
        "guestGender": "N/A", "guestEmail": "m.araujo@ferrovia-lx.pt", "startDate": "2024-12-27", "endDate": "2024-12-30", "dateCreated": "2024-11-18 10:47:03",
        "grandTotal": 687.0, "unassigned": [{"subReservationID": "8473925016418", "roomTypeName": "Junior Suite", "roomTypeID": "612007", "adults": 2, "children": 1, "dailyRates": [
            {"date": "2024-12-27", "rate": 219.0}, {"date": "2024-12-28", "rate": 249.0}, {"date": "2024-12-29", "rate": 219.0}], "roomTotal": 687.0}]})))
    t.append((call("putReservation", reservationID="8473925016392", status="canceled"), pj({"success": True, "reservationID": "8473925016392", "status": "canceled",
                                                                                          "dateModified": "2024-11-18 10:47:40", "cancellationFee": 0.0})))
    t.append((call("getReservations", checkInFrom="2024-12-27", checkInTo="2024-12-27"), pj({"success": True, "data": [
        {"propertyID": "318642", "reservationID": "8473925016418", "dateCreated": "2024-11-18 10:47:03", "dateModified": "2024-11-18 10:47:03", "status": "confirmed",
         "guestID": "127733410", "guestName": "Miguel Araújo", "startDate": "2024-12-27", "endDate": "2024-12-30", "adults": "2", "children": "1", "balance": 687.0, "sourceName": "API – Front desk assistant"},
        {"propertyID": "318642", "reservationID": "8473925016392", "dateCreated": "2024-11-18 10:42:15", "dateModified": "2024-11-18 10:47:40", "status": "confirmed",
         "guestID": "127733410", "guestName": "Miguel Araújo", "startDate": "2024-12-27", "endDate": "2024-12-30", "adults": "2", "children": "0", "balance": 507.0, "sourceName": "API – Front desk assistant"},
        {"propertyID": "318642", "reservationID": "8473924988105", "dateCreated": "2024-10-02 19:11:48", "dateModified": "2024-10-29 08:03:12", "status": "confirmed",
         "guestID": "127520964", "guestName": "Sabine Krüger", "startDate": "2024-12-27", "endDate": "2025-01-02", "adults": "2", "children": "0", "balance": 714.0, "sourceName": "Booking.com"},
        {"propertyID": "318642", "reservationID": "8473924873377", "dateCreated": "2024-08-14 11:26:09", "dateModified": "2024-08-14 11:26:09", "status": "confirmed",
         "guestID": "127398215", "guestName": "Tomás Ferreira", "startDate": "2024-12-27", "endDate": "2024-12-28", "adults": "1", "children": "0", "balance": 0.0, "sourceName": "Website/Booking Engine"}],
        "count": 4, "total": 4})))
    rs.add(TASK, "h51-mcp-19", sysp("cloudbeds", "Cloudbeds PMS API v1.2, property 318642 (Casa do Mar, Ericeira)", CB_TOOLS), t,
           bad=True, turn=6, kind="Reservation 8473925016392 is listed with status confirmed although putReservation had just set it to canceled.")


# ---------------------------------------------------------------------------------------------------------------
# 20 Duffel flights (contradiction: the booked seat comes back as another seat)
# ---------------------------------------------------------------------------------------------------------------

DUFFEL_TOOLS = [
    tool("search_flights", "Create an offer request and return the offers.", {"slices": A, "passengers": A, "cabin_class": S, "max_connections": INT}, ["slices", "passengers"]),
    tool("get_offer", "Get a single offer with its conditions.", {"offer_id": S}, ["offer_id"]),
    tool("get_seat_map", "Seat maps for an offer.", {"offer_id": S}, ["offer_id"]),
    tool("create_order", "Book an offer (instant order), optionally with seat/bag services.", {"offer_id": S, "passengers": A, "services": A, "payment": OBJ}, ["offer_id", "passengers", "payment"]),
    tool("get_order", "Get an order.", {"order_id": S}, ["order_id"]),
    tool("get_available_services", "Services that can still be added to an order.", {"order_id": S}, ["order_id"]),
    tool("add_order_services", "Add services (e.g. bags) to an existing order.", {"order_id": S, "services": A, "payment": OBJ}, ["order_id", "services", "payment"]),
    tool("list_orders", "List orders of the account, newest first.", {"limit": INT}, []),
]


def t20(rs: RowSet) -> None:
    pas = "pas_0000AoT7hYqAx8LmP3d2Qk"
    pas2 = "pas_0000AoT8nR2bVw6KpT4e1M"

    def seg(sid: str, carrier: str, iata: str, num: str, o: tuple[str, str, str], d: tuple[str, str, str], dep: str, arr: str, dur: str, aircraft: str) -> dict[str, Any]:
        return {"id": sid, "origin": {"iata_code": o[0], "name": o[1], "city_name": o[2]}, "origin_terminal": "5" if o[0] == "LHR" else None,
                "destination": {"iata_code": d[0], "name": d[1], "city_name": d[2]}, "destination_terminal": "5" if d[0] == "LHR" else None,
                "departing_at": dep, "arriving_at": arr, "duration": dur, "aircraft": {"iata_code": "320" if "A320" in aircraft else "32N", "name": aircraft},
                "marketing_carrier": {"iata_code": iata, "name": carrier}, "marketing_carrier_flight_number": num,
                "operating_carrier": {"iata_code": iata, "name": carrier}, "operating_carrier_flight_number": num}
    lhr = ("LHR", "Heathrow Airport", "London")
    osl = ("OSL", "Oslo Airport, Gardermoen", "Oslo")
    s_out = seg("seg_0000AoT7hZ1fK9wQ2mR5tB01", "British Airways", "BA", "0762", lhr, osl, "2025-02-13T07:25:00", "2025-02-13T10:30:00", "PT2H05M", "Airbus A320")
    s_sk = seg("seg_0000AoT7hZ1fK9wQ2mR5tC01", "SAS", "SK", "1504", lhr, osl, "2025-02-13T09:50:00", "2025-02-13T12:55:00", "PT2H05M", "Airbus A320neo")
    s_ba2 = seg("seg_0000AoT7hZ1fK9wQ2mR5tD01", "British Airways", "BA", "0766", lhr, osl, "2025-02-13T12:55:00", "2025-02-13T16:00:00", "PT2H05M", "Airbus A320")

    def offer(oid: str, s: dict[str, Any], total: str, base: str, tax: str, brand: str, *, detail: bool = False) -> dict[str, Any]:
        o: dict[str, Any] = {"id": oid, "total_amount": total, "total_currency": "GBP", "base_amount": base, "tax_amount": tax, "owner": s["marketing_carrier"],
                             "expires_at": "2025-01-20T11:28:40.114Z", "slices": [{"id": oid.replace("off_", "sli_"), "fare_brand_name": brand, "duration": s["duration"], "segments": [s]}],
                             "passengers": [{"id": pas, "type": "adult", "fare_basis_code": "OLNC0" if s["marketing_carrier"]["iata_code"] == "BA" else "WGOLT"}]}
        if detail:
            o["conditions"] = {"change_before_departure": {"allowed": True, "penalty_amount": "50.00", "penalty_currency": "GBP"},
                               "refund_before_departure": {"allowed": False, "penalty_amount": None, "penalty_currency": None}}
            o["payment_requirements"] = {"requires_instant_payment": False, "price_guarantee_expires_at": "2025-01-22T11:08:40Z", "payment_required_by": "2025-01-23T11:08:40Z"}
            o["passengers"][0]["baggages"] = [{"type": "carry_on", "quantity": 1}, {"type": "checked", "quantity": 0}]
            o["passenger_identity_documents_required"] = False
            o["supported_passenger_identity_document_types"] = ["passport"]
        return o
    o_ba = offer("off_0000AoT7hZ1fK9wQ2mR5tB", s_out, "142.30", "96.00", "46.30", "Economy Basic")
    t = []
    t.append((call("search_flights", slices=[{"origin": "LHR", "destination": "OSL", "departure_date": "2025-02-13"}], passengers=[{"type": "adult"}], cabin_class="economy", max_connections=0),
              pj({"data": {"id": "orq_0000AoT7hYq2Wb3NcXkR1z", "live_mode": False, "created_at": "2025-01-20T10:58:40.114Z", "cabin_class": "economy",
                           "passengers": [{"id": pas, "type": "adult"}],
                           "offers": [offer("off_0000AoT7hZ1fK9wQ2mR5tC", s_sk, "118.90", "71.00", "47.90", "SAS Go Light"), o_ba,
                                      offer("off_0000AoT7hZ1fK9wQ2mR5tD", s_ba2, "156.80", "110.50", "46.30", "Economy Basic")]}})))
    t.append((call("get_offer", offer_id="off_0000AoT7hZ1fK9wQ2mR5tB"), pj({"data": offer("off_0000AoT7hZ1fK9wQ2mR5tB", s_out, "142.30", "96.00", "46.30", "Economy Basic", detail=True)})))

    def seat(row: int, col: str, price: str | None) -> dict[str, Any]:
        e: dict[str, Any] = {"type": "seat", "designator": f"{row}{col}", "name": None, "disclosures": [],
                             "available_services": [] if price is None else [{"id": f"ase_0000AoT7jKp4Y1dVn8R{row}{col}", "passenger_id": pas, "total_amount": price, "total_currency": "GBP"}]}
        return e
    taken = {"12A", "12B", "12D", "13C", "13D", "13E", "13F", "14B", "14E", "15A", "15B", "15C", "15F", "16C", "16D"}
    rows = []
    for r in range(12, 17):
        left = [seat(r, c, None if f"{r}{c}" in taken else ("22.00" if r == 12 else "18.00")) for c in "ABC"]
        right = [seat(r, c, None if f"{r}{c}" in taken else ("22.00" if r == 12 else "18.00")) for c in "DEF"]
        rows.append({"sections": [{"elements": left}, {"elements": right}]})
    t.append((call("get_seat_map", offer_id="off_0000AoT7hZ1fK9wQ2mR5tB"), pj({"data": [{
        "id": "sea_0000AoT7jKoz3Pq8Lm2Vb6", "segment_id": s_out["id"], "slice_id": "sli_0000AoT7hZ1fK9wQ2mR5tB",
        "cabins": [{"cabin_class": "economy", "deck": 0, "aisles": 1, "wings": {"first_row_index": 3, "last_row_index": 4}, "rows": rows}]}],
        "meta": {"note": "rows 12-16 of 8-31 shown"}})))
    ingrid = {"id": pas, "title": "ms", "gender": "f", "given_name": "Ingrid", "family_name": "Halvorsen", "born_on": "1984-06-02",
              "email": "ingrid.halvorsen@fjordline-consult.no", "phone_number": "+447700900314"}
    seat_svc = {"id": "ser_0000AoT7lQ9aB3cD5eF7gH", "type": "seat", "metadata": {"designator": "14C", "name": None, "disclosures": []},
                "segment_ids": [s_out["id"]], "passenger_ids": [pas], "total_amount": "18.00", "total_currency": "GBP", "quantity": 1}
    bag_svc = {"id": "ser_0000AoT7qT2kM6nP8rS0uW", "type": "baggage", "metadata": {"type": "checked", "maximum_weight_kg": 23, "maximum_length_cm": 90, "maximum_height_cm": 75, "maximum_depth_cm": 43},
               "segment_ids": [s_out["id"]], "passenger_ids": [pas], "total_amount": "32.00", "total_currency": "GBP", "quantity": 1}

    def order1(total: str, services: list[dict[str, Any]], seat_svc_: dict[str, Any] | None = None, *, docs: bool = False, synced: str | None = None) -> dict[str, Any]:
        o: dict[str, Any] = {"id": "ord_0000AoT7lQ8sF3vXn2Rk9P", "booking_reference": "KX7QPM", "live_mode": False, "type": "instant",
                             "created_at": "2025-01-20T11:04:52.318Z", "total_amount": total, "total_currency": "GBP", "base_amount": "96.00", "tax_amount": "46.30",
                             "owner": {"iata_code": "BA", "name": "British Airways"}, "passengers": [dict(ingrid, type="adult")],
                             "slices": [{"id": "sli_0000AoT7lR0bC1dE2fG3hJ", "origin": {"iata_code": "LHR"}, "destination": {"iata_code": "OSL"},
                                         "fare_brand_name": "Economy Basic", "segments": [s_out]}],
                             "services": ([seat_svc_ or seat_svc] + services),
                             "conditions": {"change_before_departure": {"allowed": True, "penalty_amount": "50.00", "penalty_currency": "GBP"},
                                            "refund_before_departure": {"allowed": False, "penalty_amount": None, "penalty_currency": None}},
                             "payment_status": {"awaiting_payment": False, "paid_at": "2025-01-20T11:04:52Z"}, "cancelled_at": None}
        if docs:
            o["documents"] = [{"type": "electronic_ticket", "unique_identifier": "1252174889013", "passenger_ids": [pas]}]
        if synced:
            o["synced_at"] = synced
        return o
    t.append((call("create_order", offer_id="off_0000AoT7hZ1fK9wQ2mR5tB", passengers=[ingrid], services=[{"id": "ase_0000AoT7jKp4Y1dVn8R14C", "quantity": 1}],
                   payment={"type": "balance", "currency": "GBP", "amount": "160.30"}), pj({"data": order1("160.30", [])})))
    t.append((call("get_order", order_id="ord_0000AoT7lQ8sF3vXn2Rk9P"), pj({"data": order1("160.30", [], docs=True, synced="2025-01-20T11:05:30Z")})))
    t.append((call("get_available_services", order_id="ord_0000AoT7lQ8sF3vXn2Rk9P"), pj({"data": [
        {"id": "ase_0000AoT7pB2xN4mQ6sV8yK", "type": "baggage", "metadata": {"type": "checked", "maximum_weight_kg": 23, "maximum_length_cm": 90, "maximum_height_cm": 75, "maximum_depth_cm": 43},
         "segment_ids": [s_out["id"]], "passenger_ids": [pas], "total_amount": "32.00", "total_currency": "GBP", "maximum_quantity": 2},
        {"id": "ase_0000AoT7pB2xN4mQ6sV8yL", "type": "baggage", "metadata": {"type": "checked", "maximum_weight_kg": 32, "maximum_length_cm": 90, "maximum_height_cm": 75, "maximum_depth_cm": 43},
         "segment_ids": [s_out["id"]], "passenger_ids": [pas], "total_amount": "55.00", "total_currency": "GBP", "maximum_quantity": 1}]})))
    t.append((call("add_order_services", order_id="ord_0000AoT7lQ8sF3vXn2Rk9P", services=[{"id": "ase_0000AoT7pB2xN4mQ6sV8yK", "quantity": 1}],
                   payment={"type": "balance", "currency": "GBP", "amount": "32.00"}), pj({"data": order1("192.30", [bag_svc], docs=True, synced="2025-01-20T11:07:14Z")})))
    r_ba = seg("seg_0000AoT8mK4pW7sZ1bE3gJ01", "British Airways", "BA", "0763", osl, lhr, "2025-02-16T11:25:00", "2025-02-16T13:30:00", "PT2H05M", "Airbus A320")
    r_sk = seg("seg_0000AoT8mK4pW7sZ1bE3gK01", "SAS", "SK", "1503", osl, lhr, "2025-02-16T13:35:00", "2025-02-16T15:40:00", "PT2H05M", "Airbus A320neo")

    def roffer(oid: str, s: dict[str, Any], total: str, base: str, tax: str, brand: str) -> dict[str, Any]:
        o = offer(oid, s, total, base, tax, brand)
        o["passengers"] = [{"id": pas2, "type": "adult", "fare_basis_code": "OLNC0" if s["marketing_carrier"]["iata_code"] == "BA" else "WGOLT"}]
        o["expires_at"] = "2025-01-20T11:39:02.551Z"
        return o
    t.append((call("search_flights", slices=[{"origin": "OSL", "destination": "LHR", "departure_date": "2025-02-16"}], passengers=[{"type": "adult"}], cabin_class="economy", max_connections=0),
              pj({"data": {"id": "orq_0000AoT8mK3zQ9vB1nT5xD", "live_mode": False, "created_at": "2025-01-20T11:09:02.551Z", "cabin_class": "economy",
                           "passengers": [{"id": pas2, "type": "adult"}],
                           "offers": [roffer("off_0000AoT8mK4pW7sZ1bE3gK", r_sk, "109.40", "52.00", "57.40", "SAS Go Light"),
                                      roffer("off_0000AoT8mK4pW7sZ1bE3gJ", r_ba, "131.70", "74.00", "57.70", "Economy Basic")]}})))
    ingrid2 = dict(ingrid, id=pas2)
    order2 = {"id": "ord_0000AoT8pW4cR6tY8uI0oP", "booking_reference": "LB4NWE", "live_mode": False, "type": "instant", "created_at": "2025-01-20T11:10:37.902Z",
              "total_amount": "131.70", "total_currency": "GBP", "base_amount": "74.00", "tax_amount": "57.70", "owner": {"iata_code": "BA", "name": "British Airways"},
              "passengers": [dict(ingrid2, type="adult")],
              "slices": [{"id": "sli_0000AoT8pW5dS7uZ9vJ1pQ", "origin": {"iata_code": "OSL"}, "destination": {"iata_code": "LHR"}, "fare_brand_name": "Economy Basic", "segments": [r_ba]}],
              "services": [], "conditions": {"change_before_departure": {"allowed": True, "penalty_amount": "50.00", "penalty_currency": "GBP"},
                                             "refund_before_departure": {"allowed": False, "penalty_amount": None, "penalty_currency": None}},
              "payment_status": {"awaiting_payment": False, "paid_at": "2025-01-20T11:10:37Z"}, "cancelled_at": None}
    t.append((call("create_order", offer_id="off_0000AoT8mK4pW7sZ1bE3gJ", passengers=[ingrid2], payment={"type": "balance", "currency": "GBP", "amount": "131.70"}), pj({"data": order2})))
    t.append((call("list_orders", limit=5), pj({"data": [
        {"id": "ord_0000AoT8pW4cR6tY8uI0oP", "booking_reference": "LB4NWE", "created_at": "2025-01-20T11:10:37.902Z", "owner": "BA", "route": "OSL-LHR", "departing_at": "2025-02-16T11:25:00",
         "passengers": 1, "total_amount": "131.70", "total_currency": "GBP", "cancelled_at": None},
        {"id": "ord_0000AoT7lQ8sF3vXn2Rk9P", "booking_reference": "KX7QPM", "created_at": "2025-01-20T11:04:52.318Z", "owner": "BA", "route": "LHR-OSL", "departing_at": "2025-02-13T07:25:00",
         "passengers": 1, "total_amount": "192.30", "total_currency": "GBP", "cancelled_at": None},
        {"id": "ord_0000AnZ3c8Lw1Qe5Rt7Yu9", "booking_reference": "QF2HMA", "created_at": "2024-12-02T08:41:19.006Z", "owner": "KL", "route": "LHR-AMS", "departing_at": "2024-12-09T06:40:00",
         "passengers": 2, "total_amount": "268.44", "total_currency": "GBP", "cancelled_at": None}],
        "meta": {"limit": 5, "after": None, "before": None}})))
    bad_seat = dict(seat_svc, metadata={"designator": "14A", "name": None, "disclosures": []})
    t.append((call("get_order", order_id="ord_0000AoT7lQ8sF3vXn2Rk9P"), pj({"data": order1("192.30", [bag_svc], bad_seat, docs=True, synced="2025-01-20T11:12:05Z")})))
    t.append((call("get_order", order_id="ord_0000AoT8pW4cR6tY8uI0oP"), pj({"data": dict(order2, documents=[{"type": "electronic_ticket", "unique_identifier": "1252174889871", "passenger_ids": [pas2]}],
                                                                                         synced_at="2025-01-20T11:12:31Z")})))
    rs.add(TASK, "h51-mcp-20", sysp("duffel", "Duffel Flights API (test mode), account of Fjordline Consult AS", DUFFEL_TOOLS), t,
           bad=True, turn=11, kind="Order KX7QPM now lists its seat service ser_0000AoT7lQ9aB3cD5eF7gH as seat 14A, but the booking and the later reads all had seat 14C and nothing changed it.")


# ---------------------------------------------------------------------------------------------------------------
# 21 Open-Meteo (clean)
# ---------------------------------------------------------------------------------------------------------------

METEO_TOOLS = [
    tool("geocode", "Search locations by name (Open-Meteo geocoding API).", {"name": S, "count": INT, "language": S}, ["name"]),
    tool("get_forecast", "Weather forecast (Open-Meteo /v1/forecast).", {"latitude": {"type": "number"}, "longitude": {"type": "number"}, "daily": A, "current": A, "hourly": A,
                                                                            "temperature_unit": S, "precipitation_unit": S, "timezone": S, "forecast_days": INT}, ["latitude", "longitude"]),
    tool("get_historical", "Historical weather (Open-Meteo archive API, ERA5).", {"latitude": {"type": "number"}, "longitude": {"type": "number"}, "start_date": S, "end_date": S, "daily": A, "timezone": S},
         ["latitude", "longitude", "start_date", "end_date"]),
]


def t21(rs: RowSet) -> None:
    lat, lon = 46.05108, 14.50513
    daily = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum", "weather_code"]
    t = []
    t.append((call("geocode", name="Ljubljana", count=3, language="en"), pj({"results": [
        {"id": 3196359, "name": "Ljubljana", "latitude": 46.05108, "longitude": 14.50513, "elevation": 298.0, "feature_code": "PPLC", "country_code": "SI", "admin1_id": 3239318,
         "timezone": "Europe/Ljubljana", "population": 255115, "country_id": 3190538, "country": "Slovenia", "admin1": "Ljubljana"},
        {"id": 3196348, "name": "Ljubljanica", "latitude": 46.04944, "longitude": 14.51222, "elevation": 289.0, "feature_code": "STM", "country_code": "SI", "admin1_id": 3239318,
         "timezone": "Europe/Ljubljana", "country_id": 3190538, "country": "Slovenia", "admin1": "Ljubljana"}], "generationtime_ms": 0.6130934})))

    def fc(units: dict[str, str], vals: dict[str, list[Any]], gen: float) -> str:
        return pj({"latitude": 46.06, "longitude": 14.5, "generationtime_ms": gen, "utc_offset_seconds": 7200, "timezone": "Europe/Ljubljana", "timezone_abbreviation": "CEST",
                   "elevation": 298.0, "daily_units": dict({"time": "iso8601"}, **units),
                   "daily": dict({"time": ["2024-10-14", "2024-10-15", "2024-10-16"]}, **vals)})
    t.append((call("get_forecast", latitude=lat, longitude=lon, daily=daily, timezone="Europe/Ljubljana", forecast_days=3), fc(
        {"temperature_2m_max": "°C", "temperature_2m_min": "°C", "precipitation_sum": "mm", "weather_code": "wmo code"},
        {"temperature_2m_max": [18.4, 16.1, 13.7], "temperature_2m_min": [7.9, 9.2, 8.6], "precipitation_sum": [0.0, 2.4, 11.8], "weather_code": [2, 61, 63]}, 0.04303455)))
    t.append((call("get_forecast", latitude=lat, longitude=lon, daily=daily, temperature_unit="fahrenheit", precipitation_unit="inch", timezone="Europe/Ljubljana", forecast_days=3), fc(
        {"temperature_2m_max": "°F", "temperature_2m_min": "°F", "precipitation_sum": "inch", "weather_code": "wmo code"},
        {"temperature_2m_max": [65.1, 61.0, 56.7], "temperature_2m_min": [46.2, 48.6, 47.5], "precipitation_sum": [0.0, 0.094, 0.465], "weather_code": [2, 61, 63]}, 0.05602837)))
    t.append((call("get_historical", latitude=lat, longitude=lon, start_date="2023-10-14", end_date="2023-10-16", daily=daily[:3], timezone="Europe/Ljubljana"), pj({
        "latitude": 46.03148, "longitude": 14.482759, "generationtime_ms": 0.1380443, "utc_offset_seconds": 7200, "timezone": "Europe/Ljubljana", "timezone_abbreviation": "CEST",
        "elevation": 298.0, "daily_units": {"time": "iso8601", "temperature_2m_max": "°C", "temperature_2m_min": "°C", "precipitation_sum": "mm"},
        "daily": {"time": ["2023-10-14", "2023-10-15", "2023-10-16"], "temperature_2m_max": [14.9, 10.3, 12.6], "temperature_2m_min": [9.8, 5.1, 2.7], "precipitation_sum": [6.2, 0.4, 0.0]}})))
    cur = ["temperature_2m", "relative_humidity_2m", "wind_speed_10m", "weather_code"]

    def now(time: str, temp: float, rh: int, wind: float, gen: float) -> str:
        return pj({"latitude": 46.06, "longitude": 14.5, "generationtime_ms": gen, "utc_offset_seconds": 7200, "timezone": "Europe/Ljubljana", "timezone_abbreviation": "CEST",
                   "elevation": 298.0, "current_units": {"time": "iso8601", "interval": "seconds", "temperature_2m": "°C", "relative_humidity_2m": "%", "wind_speed_10m": "km/h", "weather_code": "wmo code"},
                   "current": {"time": time, "interval": 900, "temperature_2m": temp, "relative_humidity_2m": rh, "wind_speed_10m": wind, "weather_code": 2}})
    t.append((call("get_forecast", latitude=lat, longitude=lon, current=cur, timezone="Europe/Ljubljana"), now("2024-10-14T15:45", 16.9, 52, 7.4, 0.02503395)))
    t.append((call("get_forecast", latitude=lat, longitude=lon, current=cur, timezone="Europe/Ljubljana"), now("2024-10-14T16:00", 16.6, 54, 6.8, 0.02098084)))
    rs.add(TASK, "h51-mcp-21", sysp("open-meteo", "Open-Meteo forecast, geocoding and archive APIs (no key)", METEO_TOOLS), t)


# ---------------------------------------------------------------------------------------------------------------
# 22 openrouteservice (contradiction: a POI's name changes between two identical queries)
# ---------------------------------------------------------------------------------------------------------------

ORS_TOOLS = [
    tool("ors_geocode_search", "Forward geocoding (Pelias).", {"text": S, "size": INT, "boundary_country": S}, ["text"]),
    tool("ors_geocode_reverse", "Reverse geocoding (Pelias).", {"point_lon": {"type": "number"}, "point_lat": {"type": "number"}, "size": INT}, ["point_lon", "point_lat"]),
    tool("ors_pois", "Points of interest around a geometry.", {"geometry": OBJ, "filters": OBJ, "limit": INT, "sortby": S}, ["geometry"]),
    tool("ors_directions", "Route between coordinates.", {"profile": S, "coordinates": A, "instructions": B, "units": S}, ["profile", "coordinates"]),
    tool("ors_matrix", "Distance/duration matrix.", {"profile": S, "locations": A, "sources": A, "destinations": A, "metrics": A}, ["profile", "locations"]),
    tool("ors_isochrones", "Reachability polygons.", {"profile": S, "locations": A, "range": A, "range_type": S, "attributes": A}, ["profile", "locations", "range"]),
    tool("ors_elevation_point", "Elevation of a point (SRTM).", {"lon": {"type": "number"}, "lat": {"type": "number"}}, ["lon", "lat"]),
]

ENGINE = {"version": "8.0.1", "build_date": "2024-05-14T12:34:01Z", "graph_date": "2024-09-29T16:11:08Z"}


def t22(rs: RowSet) -> None:
    hotel = [4.893262, 52.369453]
    rijks = [4.885290, 52.359970]
    nemo = [4.912366, 52.374164]

    def geo_meta(q: dict[str, Any], ts: int) -> dict[str, Any]:
        return {"attribution": "openrouteservice.org | OpenStreetMap contributors | Geocoding by Pelias",
                "query": q, "warnings": [], "engine": {"name": "Pelias", "author": "Mapzen", "version": "1.0"}, "timestamp": ts}
    t = []
    t.append((call("ors_geocode_search", text="Hotel V Nesplein, Amsterdam", size=1, boundary_country="NL"), pj({
        "geocoding": geo_meta({"text": "Hotel V Nesplein, Amsterdam", "size": 1, "layers": ["venue", "street", "address", "locality"], "private": False,
                               "boundary.country": ["NLD"], "lang": {"name": "English", "iso6391": "en", "iso6393": "eng", "via": "default", "defaulted": True}, "querySize": 20,
                               "parser": "pelias", "parsed_text": {"subject": "Hotel V Nesplein", "locality": "Amsterdam"}}, 1729510212374),
        "type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": hotel},
            "properties": {"id": "node/4263218190", "gid": "openstreetmap:venue:node/4263218190", "layer": "venue", "source": "openstreetmap", "source_id": "node/4263218190",
                           "name": "Hotel V Nesplein", "housenumber": "49", "street": "Nes", "postalcode": "1012KD", "confidence": 1, "match_type": "exact", "accuracy": "point",
                           "country": "Netherlands", "country_gid": "whosonfirst:country:85633337", "country_a": "NLD", "region": "North Holland", "region_a": "NH",
                           "locality": "Amsterdam", "neighbourhood": "Burgwallen-Oude Zijde", "continent": "Europe",
                           "label": "Hotel V Nesplein, Amsterdam, NH, Netherlands", "addendum": {"osm": {"website": "https://www.hotelv.nl/nesplein", "phone": "+31 20 662 3233"}}}}],
        "bbox": [4.893262, 52.369453, 4.893262, 52.369453]})))
    cafes = [
        (2739441501, "Koffiebar Nes", [4.893705, 52.369188], 38.6, "Mo-Fr 07:30-17:00; Sa-Su 09:00-17:00"),
        (4182290733, "Café de Jaren", [4.894610, 52.367995], 142.9, "Mo-Th 09:30-01:00; Fr-Sa 09:30-02:00; Su 09:30-01:00"),
        (1510927644, "Brandmeester's Koffie", [4.890442, 52.370127], 211.3, "Mo-Su 08:00-18:00"),
        (6029174418, "Café Oost-Indië", [4.894497, 52.369978], 97.4, "Mo-Su 10:00-01:00"),
        (3370815526, "Koffiehuis De Hoek", [4.891012, 52.368850], 176.0, "Mo-Sa 08:00-16:30"),
        (5518263040, "Bakhuys Nes", [4.893121, 52.368905], 64.2, "Tu-Su 08:00-17:00"),
        (7741902385, "Café Scheltema", [4.891870, 52.371330], 233.8, "Mo-Su 09:00-01:00"),
    ]

    def pois(order: list[int], rename: dict[int, str] | None = None) -> str:
        by = {c[0]: c for c in cafes}
        feats = []
        for oid in order:
            _, name, coords, dist, hours = by[oid]
            feats.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": coords},
                          "properties": {"osm_id": oid, "osm_type": 1, "distance": dist, "category_ids": {"564": {"category_name": "cafe", "category_group": "sustenance"}},
                                         "osm_tags": {"name": (rename or {}).get(oid, name), "opening_hours": hours, "wheelchair": "limited" if oid % 2 else "yes"}}})
        return pj({"type": "FeatureCollection", "bbox": [4.889561, 52.367204, 4.896963, 52.371702], "features": feats,
                   "information": {"attribution": "openrouteservice.org | OpenStreetMap contributors", "version": "0.1",
                                   "timestamp": 1729510230456 if rename is None else 1729510291177,
                                   "query": {"request": "pois", "geometry": {"geojson": {"type": "Point", "coordinates": hotel}, "buffer": 250},
                                             "filters": {"category_ids": [564]}, "limit": 20, "sortby": "category" if rename is None else "distance"}}})
    geom = {"geojson": {"type": "Point", "coordinates": hotel}, "buffer": 250}
    t.append((call("ors_pois", geometry=geom, filters={"category_ids": [564]}, limit=20, sortby="category"), pois([c[0] for c in cafes])))
    steps = [
        {"distance": 64.1, "duration": 46.2, "type": 11, "instruction": "Head south on Nes", "name": "Nes", "way_points": [0, 3]},
        {"distance": 181.7, "duration": 130.8, "type": 1, "instruction": "Turn right onto Langebrugsteeg", "name": "Langebrugsteeg", "way_points": [3, 9]},
        {"distance": 402.5, "duration": 289.8, "type": 0, "instruction": "Turn left onto Rokin", "name": "Rokin", "way_points": [9, 21]},
        {"distance": 611.9, "duration": 440.6, "type": 1, "instruction": "Turn right onto Kalverstraat", "name": "Kalverstraat", "way_points": [21, 38]},
        {"distance": 589.4, "duration": 424.4, "type": 13, "instruction": "Keep right onto Leidsestraat", "name": "Leidsestraat", "way_points": [38, 55]},
        {"distance": 455.3, "duration": 327.8, "type": 0, "instruction": "Turn left onto Weteringschans", "name": "Weteringschans", "way_points": [55, 68]},
        {"distance": 13.5, "duration": 9.6, "type": 1, "instruction": "Turn right onto Museumstraat", "name": "Museumstraat", "way_points": [68, 70]},
        {"distance": 0.0, "duration": 0.0, "type": 10, "instruction": "Arrive at Museumstraat, on the left", "name": "-", "way_points": [70, 70]},
    ]
    t.append((call("ors_directions", profile="foot-walking", coordinates=[hotel, rijks], instructions=True, units="m"), pj({
        "bbox": [4.88529, 52.35997, 4.893262, 52.369453],
        "routes": [{"summary": {"distance": 2318.4, "duration": 1669.2},
                    "segments": [{"distance": 2318.4, "duration": 1669.2, "steps": steps}],
                    "bbox": [4.88529, 52.35997, 4.893262, 52.369453],
                    "geometry": "ohb_Igr`]LzArBfBtA~@jCnAxD`@bBpAhFxAdGvBfJ^~AbAdEn@jCfCdKnAbFbB~GpA`F|@bD",
                    "way_points": [0, 70]}],
        "metadata": {"attribution": "openrouteservice.org | OpenStreetMap contributors", "service": "routing", "timestamp": 1729510254802,
                     "query": {"coordinates": [hotel, rijks], "profile": "foot-walking", "profileName": "foot-walking", "format": "json", "instructions": True, "units": "m"},
                     "engine": ENGINE}})))
    order_by_distance = sorted([c[0] for c in cafes], key=lambda oid: next(c[3] for c in cafes if c[0] == oid))
    t.append((call("ors_pois", geometry=geom, filters={"category_ids": [564]}, limit=20, sortby="distance"), pois(order_by_distance, {5518263040: "Broodhuys Nes"})))
    t.append((call("ors_matrix", profile="foot-walking", locations=[hotel, rijks, nemo], sources=[0], destinations=[1, 2], metrics=["distance", "duration"]), pj({
        "durations": [[1669.2, 1349.7]], "distances": [[2318.4, 1874.6]],
        "destinations": [{"location": [4.885301, 52.359954], "snapped_distance": 1.91}, {"location": [4.912329, 52.374109], "snapped_distance": 6.69}],
        "sources": [{"location": [4.893248, 52.369437], "snapped_distance": 2.05}],
        "metadata": {"attribution": "openrouteservice.org | OpenStreetMap contributors", "service": "matrix", "timestamp": 1729510322901,
                     "query": {"profile": "foot-walking", "profileName": "foot-walking", "responseType": "json", "locations": [hotel, rijks, nemo],
                               "sources": ["0"], "destinations": ["1", "2"], "metrics": ["distance", "duration"]}, "engine": ENGINE}})))
    ring = [[4.881735, 52.369987], [4.884902, 52.374318], [4.890127, 52.376904], [4.896551, 52.377212], [4.902244, 52.375015], [4.905881, 52.370870],
            [4.906017, 52.366102], [4.902470, 52.362255], [4.896083, 52.360811], [4.889336, 52.361703], [4.883929, 52.364822], [4.881735, 52.369987]]
    t.append((call("ors_isochrones", profile="foot-walking", locations=[hotel], range=[600], range_type="time", attributes=["area", "reachfactor"]), pj({
        "type": "FeatureCollection", "bbox": [4.881735, 52.360811, 4.906017, 52.377212],
        "features": [{"type": "Feature", "properties": {"group_index": 0, "value": 600.0, "center": [4.893248, 52.369437], "area": 1136872.4, "reachfactor": 0.5211},
                      "geometry": {"coordinates": [ring], "type": "Polygon"}}],
        "metadata": {"attribution": "openrouteservice.org | OpenStreetMap contributors", "service": "isochrones", "timestamp": 1729510347618,
                     "query": {"profile": "foot-walking", "profileName": "foot-walking", "locations": [hotel], "range": [600.0], "range_type": "time", "attributes": ["area", "reachfactor"]},
                     "engine": ENGINE}})))
    t.append((call("ors_elevation_point", lon=hotel[0], lat=hotel[1]), pj({
        "attribution": "service by https://openrouteservice.org | data by https://srtm.csi.cgiar.org", "geometry": {"coordinates": [4.893262, 52.369453, 1], "type": "Point"},
        "timestamp": 1729510361044, "version": "0.2.1"})))
    t.append((call("ors_geocode_reverse", point_lon=rijks[0], point_lat=rijks[1], size=1), pj({
        "geocoding": geo_meta({"size": 1, "private": False, "point.lat": rijks[1], "point.lon": rijks[0], "boundary.circle.lat": rijks[1], "boundary.circle.lon": rijks[0],
                               "lang": {"name": "English", "iso6391": "en", "iso6393": "eng", "via": "default", "defaulted": True}, "querySize": 2}, 1729510379215),
        "type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [4.885278, 52.359935]},
            "properties": {"id": "way/23457213", "gid": "openstreetmap:venue:way/23457213", "layer": "venue", "source": "openstreetmap", "source_id": "way/23457213",
                           "name": "Rijksmuseum", "housenumber": "1", "street": "Museumstraat", "postalcode": "1071XX", "distance": 0.004, "confidence": 0.9,
                           "accuracy": "point", "country": "Netherlands", "country_a": "NLD", "region": "North Holland", "region_a": "NH", "locality": "Amsterdam",
                           "neighbourhood": "Museumkwartier", "continent": "Europe", "label": "Rijksmuseum, Amsterdam, NH, Netherlands"}}],
        "bbox": [4.885278, 52.359935, 4.885278, 52.359935]})))
    rs.add(TASK, "h51-mcp-22", sysp("openrouteservice", "openrouteservice API v2 with Pelias geocoding, free-plan key", ORS_TOOLS), t,
           bad=True, turn=4, kind="POI osm_id 5518263040 is named Broodhuys Nes in the distance-sorted query, but Bakhuys Nes in the identical query two turns earlier.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
