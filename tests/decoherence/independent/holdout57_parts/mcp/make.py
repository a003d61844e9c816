# ruff: noqa: E501
"""Held-out set 57, domain ``mcp``: 22 MCP-server trajectories (11 with exactly one contradiction, 11 clean).

Each trajectory drives a different server (Slack, Gmail, Google Calendar, Discord, Microsoft Teams, Zoom,
Outlook, Google Drive, Airtable, WordPress, Twilio, SendGrid, Intercom, Zendesk, Freshdesk, Contentful,
Ghost, Webflow, Mattermost, Help Scout, Cal.com, Postmark). The system prompt is a shortened form of the
official AgentWorldBench MCP prompt with the server's tools as JSON schemas; observations are what the
server would return (raw JSON, MCP text content or plain text). Written blind, without the checker.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
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
    mcp_text,
    pj,
    tool,
)

SYSTEM_HEAD = """# Role and Objective

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

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Utility/Meta Tools | Performs internal logic, logging, or control flow without external side effects |
| Stateless Tools | Returns computed results without side effects |

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters) across turns. Ensure causal coherence (resources are created before they are queried), state persistence (earlier changes are reflected in later queries), appropriate errors for deleted or missing resources, and type consistency.

---

# Environment Execution

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools (`export_csv`, `list_datasets`) | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters | MCP text wrapper: `{"type":"text","text":"..."}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors: pydantic validation errors for undefined or invalid arguments, `404 Not Found` / `status: error` messages for missing resources, `403 Forbidden` for permission problems, `Connection timed out after Xs` for timeouts. Infer the error format from the tool's domain and demonstrations.

---

# Input Definitions & Action Space

You can simulate the following tools:

"""

SYSTEM_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance, text vs JSON, CSV vs JSON).
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and the established session context.
3. **Realistic Details**: Include plausible identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.

Write the tool's result after **Environment Observation:**.
"""


def system(server: str, tools: list[dict[str, Any]]) -> str:
    return SYSTEM_HEAD + f"Server: `{server}`\n\n" + json.dumps(tools, indent=2, ensure_ascii=False) + SYSTEM_TAIL


def snow(iso: str, seq: int = 0) -> str:
    """A Discord snowflake for an ISO-8601 UTC instant."""
    dt = datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(timezone.utc)
    ms = int(dt.timestamp() * 1000) - 1420070400000
    return str((ms << 22) | (1 << 17) | (3 << 12) | seq)


def text(s: str) -> str:
    """Plain-text MCP content."""
    return mcp_text(s)


# ---------------------------------------------------------------------------
# 01 Slack — bad: the posted message's ts changes in the channel history
# ---------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread in Slack", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_users", "Get a list of all users in the workspace with their basic profile information", {"cursor": S, "limit": INT}, []),
        tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": S}, ["user_id"]),
    ]
    ch = "C05R2NJ8T4P"
    bot = "U06M2RW3P4K"
    post_text = "v4.18.0 release branch `release/4.18` is cut from main @ 9f3c2ab. Merge freeze is lifted for main; cherry-picks to the release branch need a :white_check_mark: from QA. Changelog draft: https://harbor.atlassian.net/wiki/x/RT418"
    ts = "1718031406.552919"
    qa = {"client_msg_id": "5b0f6e2c-1d7a-4a9e-9c1b-7e3d2f80a4c6", "type": "message", "text": "QA sign-off for v4.17.2 hotfix :white_check_mark: — all 1,284 regression cases green, 3 flaky (tracked in QA-2291)", "user": "U05GH2LQ9PD", "ts": "1718028811.339201", "team": "T02HB7QK1"}
    build = {"type": "message", "subtype": "bot_message", "text": "Build #9812 `main` @ 9f3c2ab passed in 18m 42s (unit 6,931 · integration 412 · e2e 88)", "ts": "1718026004.118509", "bot_id": "B06LQ3K8ZUX", "username": "Buildkite"}
    remind = {"client_msg_id": "e1a9c4d2-77b0-4f35-8a61-0c2d9b5e3f18", "type": "message", "text": "Reminder: release cut for v4.18.0 today at 14:00 UTC. Freeze merges to main after 13:30.", "user": "U03KD9Q2M7A", "ts": "1718020200.004600", "team": "T02HB7QK1", "thread_ts": "1718020200.004600", "reply_count": 3, "reply_users_count": 2, "latest_reply": "1718024561.772019", "reply_users": ["U05GH2LQ9PD", "U04PZ8C6T1N"], "is_locked": False, "subscribed": False}
    pr = {"client_msg_id": "0c6e1b7a-3f29-4d84-b5a0-9e2c71d4f6b3", "type": "message", "text": "Pushing the feature-flag cleanup PR (#7731) before the freeze, needs one more review", "user": "U04PZ8C6T1N", "ts": "1718019433.508112", "team": "T02HB7QK1"}
    bot_profile = {"id": "B06M2RT4Y7C", "app_id": "A06M2RQ1F9B", "name": "release-bot", "icons": {"image_36": "https://avatars.slack-edge.com/2024-01-09/6441187733926_1f0a0c1b9e_36.png"}, "deleted": False, "updated": 1704812217, "team_id": "T02HB7QK1"}
    posted = {"bot_id": "B06M2RT4Y7C", "type": "message", "text": post_text, "user": bot, "ts": ts, "app_id": "A06M2RQ1F9B", "team": "T02HB7QK1", "bot_profile": bot_profile}
    turns = [
        (call("slack_list_channels", limit=5), text(pj({"ok": True, "channels": [
            {"id": "C024BE91L", "name": "general", "is_channel": True, "is_private": False, "created": 1578402211, "is_archived": False, "is_general": True, "creator": "U024BE7LH", "num_members": 312, "topic": {"value": "Company-wide announcements", "creator": "U024BE7LH", "last_set": 1578402211}, "purpose": {"value": "This is the one channel that will always include everyone.", "creator": "U024BE7LH", "last_set": 1578402211}},
            {"id": ch, "name": "release-train", "is_channel": True, "is_private": False, "created": 1694112233, "is_archived": False, "is_general": False, "creator": "U03KD9Q2M7A", "num_members": 47, "topic": {"value": "Cut on Tue/Thu 14:00 UTC · current: v4.17.2", "creator": "U03KD9Q2M7A", "last_set": 1717521140}, "purpose": {"value": "Release coordination for the Harbor platform", "creator": "U03KD9Q2M7A", "last_set": 1694112233}},
            {"id": "C05T7K4N2QW", "name": "incident-review", "is_channel": True, "is_private": False, "created": 1696010482, "is_archived": False, "is_general": False, "creator": "U02XR4M6N0B", "num_members": 63, "topic": {"value": "Postmortems every Friday 16:00 UTC", "creator": "U02XR4M6N0B", "last_set": 1711041009}, "purpose": {"value": "", "creator": "", "last_set": 0}},
            {"id": "C06A1M8XZ3R", "name": "eng-platform", "is_channel": True, "is_private": False, "created": 1701253377, "is_archived": False, "is_general": False, "creator": "U03KD9Q2M7A", "num_members": 89, "topic": {"value": "", "creator": "", "last_set": 0}, "purpose": {"value": "Platform team discussion", "creator": "U03KD9Q2M7A", "last_set": 1701253377}},
            {"id": "C06F9QW2LJD", "name": "sales-eng-handoffs", "is_channel": True, "is_private": False, "created": 1704379920, "is_archived": False, "is_general": False, "creator": "U05A7V0PTRQ", "num_members": 28, "topic": {"value": "Use the handoff template pinned above", "creator": "U05A7V0PTRQ", "last_set": 1704380044}, "purpose": {"value": "", "creator": "", "last_set": 0}},
        ], "response_metadata": {"next_cursor": "dGVhbTpDMDZHM1RQOFJXTQ=="}}))),
        (call("slack_get_channel_history", channel_id=ch, limit=4), text(pj({"ok": True, "messages": [qa, build, remind, pr], "has_more": True, "pin_count": 2, "channel_actions_ts": None, "channel_actions_count": 0, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MDE3OTAyMjAwMzE5"}}))),
        (call("slack_post_message", channel_id=ch, text=post_text), text(pj({"ok": True, "channel": ch, "ts": ts, "message": posted}))),
        (call("slack_add_reaction", channel_id=ch, timestamp=ts, reaction="rocket"), text(pj({"ok": True}))),
        (call("slack_get_channel_history", channel_id=ch, limit=3), text(pj({"ok": True, "messages": [
            dict(posted, ts="1718031406.552391", reactions=[{"name": "rocket", "users": [bot], "count": 1}]), qa, build,
        ], "has_more": True, "pin_count": 2, "channel_actions_ts": None, "channel_actions_count": 0, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MDI2MDA0MTE4NTA5"}}))),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=ts, text="Release notes owners: @ines please confirm the QA matrix for 4.18 by Wed EOD."), text(pj({"ok": True, "channel": ch, "ts": "1718031522.671204", "message": {"bot_id": "B06M2RT4Y7C", "type": "message", "text": "Release notes owners: @ines please confirm the QA matrix for 4.18 by Wed EOD.", "user": bot, "ts": "1718031522.671204", "app_id": "A06M2RQ1F9B", "team": "T02HB7QK1", "bot_profile": bot_profile, "thread_ts": ts, "parent_user_id": bot}}))),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=ts), text(pj({"ok": True, "messages": [
            dict(posted, thread_ts=ts, reply_count=1, reply_users_count=1, latest_reply="1718031522.671204", reply_users=[bot], is_locked=False, subscribed=True, last_read="1718031522.671204", reactions=[{"name": "rocket", "users": [bot, "U05GH2LQ9PD"], "count": 2}]),
            {"bot_id": "B06M2RT4Y7C", "type": "message", "text": "Release notes owners: @ines please confirm the QA matrix for 4.18 by Wed EOD.", "user": bot, "ts": "1718031522.671204", "app_id": "A06M2RQ1F9B", "team": "T02HB7QK1", "thread_ts": ts, "parent_user_id": bot},
        ], "has_more": False}))),
        (call("slack_get_user_profile", user_id="U05GH2LQ9PD"), text(pj({"ok": True, "profile": {"title": "QA Lead", "phone": "", "skype": "", "real_name": "Ines Albrecht", "real_name_normalized": "Ines Albrecht", "display_name": "ines", "display_name_normalized": "ines", "fields": None, "status_text": "Regression run 4.18-rc1", "status_emoji": ":test_tube:", "status_expiration": 0, "avatar_hash": "g1c7e0a2b9f3", "email": "ines.albrecht@harboranalytics.io", "first_name": "Ines", "last_name": "Albrecht", "image_72": "https://secure.gravatar.com/avatar/1c7e0a2b9f3.jpg?s=72", "team": "T02HB7QK1"}}))),
    ]
    rs.add("mcp", "h57-mcp-01", system("slack", tools), turns,
           state="Slack MCP server connected to workspace \"Harbor Analytics\" (team T02HB7QK1) with bot token for release-bot (user U06M2RW3P4K).",
           bad=True, turn=5, kind="The release message posted with ts 1718031406.552919 (and reacted to at that ts) shows up in channel history with ts 1718031406.552391.")


# ---------------------------------------------------------------------------
# 02 Gmail — clean: labels, archive, new mail arriving, send, permanent delete
# ---------------------------------------------------------------------------
def _gm(mid: str, subject: str, sender: str, date: str) -> str:
    return f"ID: {mid}\nSubject: {subject}\nFrom: {sender}\nDate: {date}\n"


def t02(rs: RowSet) -> None:
    tools = [
        tool("search_emails", "Searches for emails using Gmail search syntax", {"query": S, "maxResults": INT}, ["query"]),
        tool("read_email", "Retrieves the content of a specific email", {"messageId": S}, ["messageId"]),
        tool("send_email", "Sends a new email", {"to": A, "subject": S, "body": S, "cc": A, "bcc": A, "threadId": S, "inReplyTo": S}, ["to", "subject", "body"]),
        tool("modify_email", "Modifies email labels (move to different folders)", {"messageId": S, "addLabelIds": A, "removeLabelIds": A}, ["messageId"]),
        tool("delete_email", "Permanently deletes an email", {"messageId": S}, ["messageId"]),
        tool("create_label", "Creates a new Gmail label", {"name": S, "messageListVisibility": S, "labelListVisibility": S}, ["name"]),
        tool("list_email_labels", "Retrieves all available Gmail labels", {}, []),
    ]
    inv = ("19004a7c3e1f2b90", "Invoice INV-22871 from Northwind Freight (due 11 Jul 2024)", "Northwind Freight Billing <billing@northwindfreight.com>", "Tue, 11 Jun 2024 07:52:10 +0000")
    jira = ("19004b15d8a0c6e2", "[JIRA] (OPS-1184) Carrier API returns 502 for LTL quotes", "Jira <jira@harbor-ops.atlassian.net>", "Tue, 11 Jun 2024 08:09:33 +0000")
    priya = ("19004c02aa91f7d3", "Q3 vendor review agenda", "Priya Raman <priya.raman@harborops.com>", "Tue, 11 Jun 2024 08:31:47 +0000")
    stripe = ("19004c9e10b3f5a8", "Your receipt from Fleetwise Inc. #2148-7730", "Fleetwise Inc. <receipts+acct_1Kx9@stripe.com>", "Tue, 11 Jun 2024 08:44:05 +0000")
    gh = ("19004f3b7c52e019", "Re: [harbor/ingest] Retry carrier webhooks with jittered backoff (PR #412)", "Tomasz Wierzbicki <notifications@github.com>", "Tue, 11 Jun 2024 09:03:47 +0000")
    digest = ("19004812c0d7e4a1", "Harbor Ops daily digest — 11 Jun", "Harbor Ops Bot <digest@harborops.com>", "Tue, 11 Jun 2024 06:00:03 +0000")
    body = ("Thread ID: 19004a7c3e1f2b90\nSubject: Invoice INV-22871 from Northwind Freight (due 11 Jul 2024)\nFrom: Northwind Freight Billing <billing@northwindfreight.com>\nTo: ap@harborops.com\nDate: Tue, 11 Jun 2024 07:52:10 +0000\n\n"
            "Hello Harbor Ops accounts payable,\n\nPlease find attached invoice INV-22871 for freight services in May 2024.\n\n"
            "  Account:        HARB-0093\n  Shipments:      37 (LTL 29, FTL 8)\n  Subtotal:       $3,998.70\n  Fuel surcharge: $319.90\n  Total due:      $4,318.60\n  Due date:       11 July 2024 (Net 30)\n\n"
            "Remit via ACH to routing 021000021, account ending 4471, or pay online at https://pay.northwindfreight.com/i/INV-22871.\n\nThank you,\nNorthwind Freight Billing\n\nAttachments:\n- INV-22871.pdf (application/pdf, 184 KB)")
    turns = [
        (call("search_emails", query="is:unread in:inbox", maxResults=10), text("\n".join(_gm(*m) for m in [stripe, priya, jira, inv]))),
        (call("read_email", messageId=inv[0]), text(body)),
        (call("create_label", name="Vendors/Invoices", messageListVisibility="show", labelListVisibility="labelShow"), text("Label created successfully:\nID: Label_27\nName: Vendors/Invoices\nType: user")),
        (call("modify_email", messageId=inv[0], addLabelIds=["Label_27"], removeLabelIds=["UNREAD", "INBOX"]), text(f"Email {inv[0]} labels updated successfully")),
        (call("search_emails", query="is:unread in:inbox", maxResults=10), text("\n".join(_gm(*m) for m in [gh, stripe, priya, jira]))),
        (call("send_email", to=["priya.raman@harborops.com"], subject="Re: Q3 vendor review agenda", body="Hi Priya,\n\nAgenda looks good. Please add Northwind Freight: their May invoice (INV-22871, $4,318.60) came in 9% over the April run rate because of the fuel surcharge. I filed it under Vendors/Invoices.\n\nThanks,\nDana", threadId=priya[0], inReplyTo="<CAF3q9x_Q3vendor@mail.gmail.com>"), text("Email sent successfully with ID: 19004f9a21d6c3b4")),
        (call("search_emails", query="label:vendors-invoices", maxResults=10), text(_gm(*inv))),
        (call("delete_email", messageId=stripe[0]), text(f"Email {stripe[0]} deleted successfully")),
        (call("search_emails", query="in:inbox newer_than:1d", maxResults=10), text("\n".join(_gm(*m) for m in [gh, priya, jira, digest]))),
    ]
    rs.add("mcp", "h57-mcp-02", system("gmail", tools), turns,
           state="Gmail MCP server authenticated as ap@harborops.com (OAuth, scopes gmail.modify, gmail.labels, gmail.send).")


# ---------------------------------------------------------------------------
# 03 Google Calendar — clean: create, move, freebusy in UTC, delete, relist
# ---------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    tools = [
        tool("list-calendars", "List all available calendars", {}, []),
        tool("list-events", "List events from one or more calendars", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId"]),
        tool("create-event", "Create a new calendar event", {"calendarId": S, "summary": S, "description": S, "start": S, "end": S, "timeZone": S, "location": S, "attendees": A, "reminders": OBJ}, ["calendarId", "summary", "start", "end"]),
        tool("update-event", "Update an existing calendar event", {"calendarId": S, "eventId": S, "summary": S, "start": S, "end": S, "timeZone": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete-event", "Delete a calendar event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("get-freebusy", "Query free/busy information for calendars", {"calendars": A, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendars", "timeMin", "timeMax"]),
    ]
    me = "dana.whitfield@larkspur.health"
    ops_cal = "c_4f1b9e7a2d6c8035b1e4@group.calendar.google.com"

    def ev(eid: str, summary: str, start: str, end: str, etag: str, created: str, updated: str, **extra: Any) -> dict[str, Any]:
        d = {"kind": "calendar#event", "etag": etag, "id": eid, "status": "confirmed",
             "htmlLink": f"https://www.google.com/calendar/event?eid={eid[:18]}ZGFuYS53aGl0ZmllbGQ", "created": created, "updated": updated,
             "summary": summary, "creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
             "start": {"dateTime": start, "timeZone": "America/Chicago"}, "end": {"dateTime": end, "timeZone": "America/Chicago"},
             "iCalUID": f"{eid.split('_')[0]}@google.com", "sequence": 0, "reminders": {"useDefault": True}, "eventType": "default"}
        d.update(extra)
        return d

    comp = ev("3hf0t6kq2lq9v8e1r5gm7c4n2b", "Quarterly compliance review", "2024-06-18T10:00:00-05:00", "2024-06-18T11:30:00-05:00", "\"3431873522118000\"", "2024-05-02T15:11:40.000Z", "2024-05-22T19:46:01.059Z",
              location="Conf room 4B / Meet", attendees=[{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"}, {"email": "r.osei@larkspur.health", "responseStatus": "accepted"}, {"email": "compliance@larkspur.health", "responseStatus": "needsAction"}], sequence=2)
    sync = ev("5r2k8q1vbn0c7m3d4h6t9p1jsa_20240619T140000Z", "Clinical Ops sync", "2024-06-19T09:00:00-05:00", "2024-06-19T09:30:00-05:00", "\"3427650981442000\"", "2024-01-08T16:02:19.000Z", "2024-04-28T13:18:10.721Z",
              recurringEventId="5r2k8q1vbn0c7m3d4h6t9p1jsa", originalStartTime={"dateTime": "2024-06-19T09:00:00-05:00", "timeZone": "America/Chicago"},
              organizer={"email": ops_cal, "displayName": "Clinical Ops"}, creator={"email": "r.osei@larkspur.health"})
    marcus = ev("0b7s4ngd1u6p3k9ma2c8e5vqtl", "1:1 with Marcus Lindqvist", "2024-06-20T14:00:00-05:00", "2024-06-20T14:30:00-05:00", "\"3432998140556000\"", "2024-06-03T20:27:33.000Z", "2024-06-03T20:27:33.481Z",
                attendees=[{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"}, {"email": "marcus.lindqvist@larkspur.health", "responseStatus": "accepted"}],
                hangoutLink="https://meet.google.com/qzr-hxbd-kpe")
    lunch = ev("7ujq5e2mdl0h4p1ta9c6r3kb8f", "Lunch & learn: HL7 FHIR R5", "2024-06-21T12:00:00-05:00", "2024-06-21T13:00:00-05:00", "\"3433104412080000\"", "2024-06-04T11:40:06.000Z", "2024-06-04T11:46:46.040Z",
               location="Cafeteria annex", organizer={"email": "it-training@larkspur.health", "displayName": "IT Training"}, creator={"email": "it-training@larkspur.health"},
               attendees=[{"email": me, "self": True, "responseStatus": "tentative"}])
    demo_id = "m4c1q7r9ts2e8k0v6jx3pn5ub0"
    demo_att = [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"}, {"email": "j.kowalczyk@medlinkehr.com", "responseStatus": "needsAction"}, {"email": "r.osei@larkspur.health", "responseStatus": "needsAction"}]
    demo0 = ev(demo_id, "Vendor demo: Medlink EHR bridge", "2024-06-19T13:00:00-05:00", "2024-06-19T14:00:00-05:00", "\"3434412608716000\"", "2024-06-17T14:05:04.000Z", "2024-06-17T14:05:04.358Z",
               description="Live walkthrough of the Medlink bridge (ADT + ORU feeds). Bring questions on HL7 v2 mapping.", attendees=demo_att,
               conferenceData={"entryPoints": [{"entryPointType": "video", "uri": "https://meet.google.com/wfn-ugma-tsk", "label": "meet.google.com/wfn-ugma-tsk"}], "conferenceId": "wfn-ugma-tsk"})
    demo1 = dict(demo0, etag="\"3434413207934000\"", updated="2024-06-17T14:10:03.967Z", sequence=1,
                 start={"dateTime": "2024-06-19T15:00:00-05:00", "timeZone": "America/Chicago"}, end={"dateTime": "2024-06-19T16:00:00-05:00", "timeZone": "America/Chicago"})
    rng = {"timeMin": "2024-06-17T00:00:00-05:00", "timeMax": "2024-06-22T00:00:00-05:00"}
    turns = [
        (call("list-calendars"), text(pj({"calendars": [
            {"id": me, "summary": me, "timeZone": "America/Chicago", "accessRole": "owner", "primary": True, "backgroundColor": "#9fe1e7"},
            {"id": ops_cal, "summary": "Clinical Ops", "description": "Shared schedule for the Clinical Operations team", "timeZone": "America/Chicago", "accessRole": "writer", "backgroundColor": "#f691b2"},
            {"id": "en.usa#holiday@group.v.calendar.google.com", "summary": "Holidays in United States", "timeZone": "America/Chicago", "accessRole": "reader", "backgroundColor": "#16a765"},
        ], "totalCount": 3}))),
        (call("list-events", calendarId="primary", timeZone="America/Chicago", **rng), text(pj({"events": [comp, sync, marcus, lunch], "totalCount": 4, "calendars": ["primary"], "timeRange": rng}))),
        (call("create-event", calendarId="primary", summary="Vendor demo: Medlink EHR bridge", description="Live walkthrough of the Medlink bridge (ADT + ORU feeds). Bring questions on HL7 v2 mapping.", start="2024-06-19T13:00:00", end="2024-06-19T14:00:00", timeZone="America/Chicago", attendees=[{"email": "j.kowalczyk@medlinkehr.com"}, {"email": "r.osei@larkspur.health"}]),
         text(pj({"event": demo0, "warnings": []}))),
        (call("update-event", calendarId="primary", eventId=demo_id, start="2024-06-19T15:00:00", end="2024-06-19T16:00:00", timeZone="America/Chicago", sendUpdates="all"), text(pj({"event": demo1}))),
        (call("get-freebusy", calendars=[{"id": "primary"}], timeMin="2024-06-19T00:00:00Z", timeMax="2024-06-20T00:00:00Z", timeZone="UTC"), text(pj({"kind": "calendar#freeBusy", "timeMin": "2024-06-19T00:00:00.000Z", "timeMax": "2024-06-20T00:00:00.000Z", "calendars": {me: {"busy": [
            {"start": "2024-06-19T14:00:00Z", "end": "2024-06-19T14:30:00Z"}, {"start": "2024-06-19T20:00:00Z", "end": "2024-06-19T21:00:00Z"}]}}}))),
        (call("delete-event", calendarId="primary", eventId="0b7s4ngd1u6p3k9ma2c8e5vqtl", sendUpdates="all"), text("Event deleted successfully")),
        (call("list-events", calendarId="primary", timeZone="America/Chicago", **rng), text(pj({"events": [comp, sync, demo1, lunch], "totalCount": 4, "calendars": ["primary"], "timeRange": rng}))),
    ]
    rs.add("mcp", "h57-mcp-03", system("google-calendar", tools), turns,
           state="google-calendar MCP server authorised for dana.whitfield@larkspur.health. Current time 2024-06-17T09:04:51-05:00.")


# ---------------------------------------------------------------------------
# 04 Discord — bad: the sent announcement's timestamp moves backwards
# ---------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    tools = [
        tool("get_server_info", "Get information about a Discord server", {"server_id": S}, ["server_id"]),
        tool("read_messages", "Read recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("send_message", "Send a message to a specific channel", {"channel_id": S, "content": S}, ["channel_id", "content"]),
        tool("add_reaction", "Add a reaction to a message", {"channel_id": S, "message_id": S, "emoji": S}, ["channel_id", "message_id", "emoji"]),
        tool("create_text_channel", "Create a new text channel", {"server_id": S, "name": S, "category_id": S, "topic": S}, ["server_id", "name"]),
        tool("list_members", "Get a list of members in a server", {"server_id": S, "limit": INT}, ["server_id"]),
        tool("delete_message", "Delete a message from a channel", {"channel_id": S, "message_id": S, "reason": S}, ["channel_id", "message_id"]),
    ]
    guild = snow("2023-04-10T17:22:08.415Z", 0)
    notes = snow("2023-04-10T17:40:51.006Z", 1)
    cat = snow("2023-04-10T17:31:14.770Z", 2)
    m1 = ("kaia.mod", snow("2024-06-12T16:41:09.233Z", 5), "2024-06-12T16:41:09.233000+00:00", "Heads-up: game servers restart for 0.9.14 at 18:00 UTC, expect ~15 min downtime. Queue will drain at 17:50.", "⚠️(44), 👍(61)")
    m2 = ("ForgeBot", snow("2024-06-11T09:00:00.412Z", 1), "2024-06-11T09:00:00.412000+00:00", "Weekly dev log #58 is up: netcode rollback, new biome art, and the crafting UI rework → https://pixelforge.gg/devlog/58", "❤️(97), 🔥(40)")
    m3 = ("nico.dev", snow("2024-06-07T20:12:44.918Z", 0), "2024-06-07T20:12:44.918000+00:00", "Hotfix 0.9.13b: fixed the crash when opening a shared chest while another player dismantles it (#2231).", "🙏(118)")
    m4 = ("kaia.mod", snow("2024-06-05T15:30:02.101Z", 3), "2024-06-05T15:30:02.101000+00:00", "Patch 0.9.13 notes: https://pixelforge.gg/patch/0-9-13 — full changelog pinned.", "👍(203), 🎉(77)")
    m5 = ("ForgeBot", snow("2024-06-04T09:00:00.377Z", 1), "2024-06-04T09:00:00.377000+00:00", "Weekly dev log #57 is up: server tick-rate experiments and the fishing rework → https://pixelforge.gg/devlog/57", "❤️(85)")
    ann = "**Patch 0.9.14 is live!** 🛠️\n• Rollback netcode for PvP arenas\n• Crafting UI rework (drag-to-stack, search)\n• 41 bug fixes — full notes: https://pixelforge.gg/patch/0-9-14\nFeedback thread: #patch-0-9-14-feedback"
    ann_id = snow("2024-06-12T18:04:27.519Z", 7)
    fb = snow("2024-06-12T18:05:40.288Z", 2)
    fb_msg = snow("2024-06-12T18:07:55.064Z", 4)

    def fmt(m: tuple[str, str, str, str, str]) -> str:
        return f"{m[0]} ({m[2]}) [id {m[1]}]: {m[3]}\nReactions: {m[4]}"
    turns = [
        (call("get_server_info", server_id=guild), text(
            f"Server Information:\nname: Pixel Forge Guild\nid: {guild}\nowner_id: {snow('2019-11-02T12:00:41.000Z', 0)}\nmember_count: 2418\n"
            "created_at: 2023-04-10T17:22:08.415000+00:00\ndescription: Official community of Pixel Forge — patch notes, LFG, and dev Q&A\npremium_tier: 2\npremium_subscription_count: 9\n"
            "explicit_content_filter: all_members\nverification_level: medium\nchannels: 37 (text 29, voice 6, categories 2)\nroles: 19\nemojis: 48\npreferred_locale: en-US")),
        (call("read_messages", channel_id=notes, limit=5), text("Retrieved 5 messages:\n\n" + "\n\n".join(fmt(m) for m in [m1, m2, m3, m4, m5]))),
        (call("send_message", channel_id=notes, content=ann), text(f"Message sent successfully. Message ID: {ann_id}\nChannel: #patch-notes ({notes})\nTimestamp: 2024-06-12T18:04:27.519000+00:00")),
        (call("add_reaction", channel_id=notes, message_id=ann_id, emoji="🎉"), text(f"Added reaction 🎉 to message {ann_id}")),
        (call("create_text_channel", server_id=guild, name="patch-0-9-14-feedback", category_id=cat, topic="Bugs and balance feedback for 0.9.14 — one post per issue, screenshots welcome"),
         text(f"Created text channel #patch-0-9-14-feedback (ID: {fb})\nCategory: COMMUNITY ({cat})\nPosition: 6\nTopic: Bugs and balance feedback for 0.9.14 — one post per issue, screenshots welcome\nSlowmode: 0s")),
        (call("send_message", channel_id=fb, content="Post 0.9.14 issues here. Include platform, region, and a clip if you can. Known issue: arena queue shows 0 players for ~2 min after restart."),
         text(f"Message sent successfully. Message ID: {fb_msg}\nChannel: #patch-0-9-14-feedback ({fb})\nTimestamp: 2024-06-12T18:07:55.064000+00:00")),
        (call("read_messages", channel_id=notes, limit=3), text("Retrieved 3 messages:\n\n" + "\n\n".join(fmt(m) for m in [
            ("PixelForge Announcer", ann_id, "2024-06-12T17:58:27.519000+00:00", ann, "🎉(23), 👍(15)"),
            (m1[0], m1[1], m1[2], m1[3], "⚠️(44), 👍(64)"), m2]))),
        (call("list_members", server_id=guild, limit=5), text(
            "Server Members (5):\n"
            f"kaia.mod (ID: {snow('2020-02-14T10:11:12.000Z', 2)}) Roles: Moderator, Veteran, Patch Tester — joined 2023-04-10T17:49:30+00:00\n"
            f"nico.dev (ID: {snow('2018-08-30T21:40:05.000Z', 1)}) Roles: Developer, Patch Tester — joined 2023-04-10T17:25:02+00:00\n"
            f"PixelForge Announcer (ID: {snow('2023-04-10T18:02:44.000Z', 0)}) [bot] Roles: Bots, Announcer — joined 2023-04-10T18:03:10+00:00\n"
            f"ForgeBot (ID: {snow('2022-12-01T08:15:00.000Z', 0)}) [bot] Roles: Bots — joined 2023-04-11T09:12:47+00:00\n"
            f"marrow_fen (ID: {snow('2021-06-19T03:33:33.000Z', 6)}) Roles: Veteran — joined 2023-05-02T22:08:19+00:00")),
        (call("delete_message", channel_id=fb, message_id=fb_msg, reason="Replaced by pinned template"), text(f"Deleted message {fb_msg} from #patch-0-9-14-feedback. Reason: Replaced by pinned template")),
    ]
    rs.add("mcp", "h57-mcp-04", system("discord", tools), turns,
           state="Discord MCP server running as bot \"PixelForge Announcer\" in guild Pixel Forge Guild.",
           bad=True, turn=7, kind="The 0.9.14 announcement sent at 18:04:27.519 UTC is listed in the channel with timestamp 17:58:27.519 UTC, earlier than its send confirmation and its snowflake id.")


# ---------------------------------------------------------------------------
# 05 Microsoft Teams — bad: a renamed channel is listed under its old name
# ---------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    tools = [
        tool("list_joined_teams", "List the Microsoft Teams the signed-in user is a member of", {}, []),
        tool("list_channels", "List channels in a team", {"team_id": S}, ["team_id"]),
        tool("update_channel", "Update a channel's displayName or description", {"team_id": S, "channel_id": S, "displayName": S, "description": S}, ["team_id", "channel_id"]),
        tool("send_channel_message", "Send a message to a channel", {"team_id": S, "channel_id": S, "content": S, "contentType": S, "importance": S}, ["team_id", "channel_id", "content"]),
        tool("list_channel_messages", "List recent messages in a channel", {"team_id": S, "channel_id": S, "top": INT}, ["team_id", "channel_id"]),
        tool("list_team_members", "List members of a team", {"team_id": S}, ["team_id"]),
    ]
    tenant = "d3b6f1a8-27c4-4e0b-9a55-6e1f0c7b2d94"
    team = "8c2f6a1e-4b7d-4e93-a0d5-61f3b9c2e874"
    cid = "19:a41f7c2e9b8d4f0e8c6a3b1d5e7f9a2c@thread.tacv2"

    def chan(c: str, name: str, desc: str | None, created: str, mt: str = "standard", email: str = "") -> dict[str, Any]:
        enc = c.replace(":", "%3a").replace("@", "%40")
        return {"id": c, "createdDateTime": created, "displayName": name, "description": desc, "isFavoriteByDefault": None, "email": email,
                "tenantId": tenant, "webUrl": f"https://teams.microsoft.com/l/channel/{enc}/{name.replace(' ', '%20')}?groupId={team}&tenantId={tenant}", "membershipType": mt}
    general = chan("19:Jq3a8mK2vN7pX1rT5bW9cY4dF6gH0sL2@thread.tacv2", "General", "Northbeam Product team", "2022-09-12T14:03:27.118Z", email="NorthbeamProduct@northbeam.onmicrosoft.com")
    launch_old = chan(cid, "Q3-Launch-Planning", "Cross-functional launch planning for Orbit 2.0 (Q3)", "2024-03-04T16:20:11.35Z", email="a41f7c2e.northbeam.onmicrosoft.com@amer.teams.ms")
    launch_new = chan(cid, "Q3-Launch-War-Room", "Cross-functional launch planning for Orbit 2.0 (Q3)", "2024-03-04T16:20:11.35Z", email="a41f7c2e.northbeam.onmicrosoft.com@amer.teams.ms")
    vendor = chan("19:6d0e2b94c1f84a7b9e3f5a8c2d1b7e60@thread.tacv2", "Vendor-Escalations", "Sev1/Sev2 vendor incidents", "2023-02-17T09:41:55.902Z", mt="private")
    design = chan("19:f0c3e7a1d95b4c2e8a6f1b0d3c7e9a54@thread.tacv2", "Design-Reviews", None, "2023-06-29T18:12:40.007Z", email="f0c3e7a1.northbeam.onmicrosoft.com@amer.teams.ms")
    analytics = chan("19:2b8e4f6a0c1d4e9f8b7a6c5d3e2f1a09@thread.tacv2", "Analytics", "Dashboards, experiment readouts", "2023-11-08T21:30:02.664Z", email="2b8e4f6a.northbeam.onmicrosoft.com@amer.teams.ms")
    ctx = "https://graph.microsoft.com/v1.0/$metadata#teams('" + team + "')/channels"
    msg_html = "<p><strong>Launch war room is open.</strong> Go/no-go on <b>Thu 27 Jun 16:00 CET</b>. Owners, please post blockers here by Wed EOD.</p>"

    def user(uid: str, name: str) -> dict[str, Any]:
        return {"application": None, "device": None, "user": {"@odata.type": "#microsoft.graph.teamworkUserIdentity", "id": uid, "displayName": name, "userIdentityType": "aadUser", "tenantId": tenant}}
    me = ("4e7b1c90-5a3d-4f28-b6e2-9d0c8a1f3e75", "Annika Svensson")
    m_new = {"id": "1718277905114", "replyToId": None, "etag": "1718277905114", "messageType": "message", "createdDateTime": "2024-06-13T11:25:05.114Z", "lastModifiedDateTime": "2024-06-13T11:25:05.114Z",
             "lastEditedDateTime": None, "deletedDateTime": None, "subject": None, "summary": None, "chatId": None, "importance": "high", "locale": "en-us",
             "webUrl": f"https://teams.microsoft.com/l/message/{cid.replace(':', '%3A').replace('@', '%40')}/1718277905114?groupId={team}&tenantId={tenant}&createdTime=1718277905114&parentMessageId=1718277905114",
             "policyViolation": None, "eventDetail": None, "from": user(*me), "body": {"contentType": "html", "content": msg_html},
             "channelIdentity": {"teamId": team, "channelId": cid}, "attachments": [], "mentions": [], "reactions": []}
    m_a = dict(m_new, id="1718201733870", etag="1718201733870", importance="normal", createdDateTime="2024-06-12T14:15:33.87Z", lastModifiedDateTime="2024-06-12T14:19:02.441Z",
               webUrl=m_new["webUrl"].replace("1718277905114", "1718201733870"), **{"from": user("a9d2e5f1-3c47-4b80-8e16-0f7c2b9d4a63", "Rahul Menon")},
               body={"contentType": "html", "content": "<p>Pricing page copy v4 is in Figma, legal review pending (ETA Fri).</p>"},
               reactions=[{"reactionType": "like", "createdDateTime": "2024-06-12T14:20:41.09Z", "user": user(*me)["user"]}])
    m_b = dict(m_new, id="1718107250311", etag="1718107250311", importance="normal", createdDateTime="2024-06-11T12:00:50.311Z", lastModifiedDateTime="2024-06-11T12:00:50.311Z",
               webUrl=m_new["webUrl"].replace("1718277905114", "1718107250311"), **{"from": user("c61f0a8e-2d95-47b3-9e4a-5b7d1c3f8e20", "Mireille Dubois")},
               body={"contentType": "html", "content": "<p>Beta cohort 3 closes Friday: 412 of 500 seats taken.</p>"})
    members = [
        {"@odata.type": "#microsoft.graph.aadUserConversationMember", "id": "MCMjMiMjZDNiNmYxYTgtMjdjNC00ZTBiLTlhNTUtNmUxZjBjN2IyZDk0IyM0ZTdiMWM5MC01YTNk", "roles": ["owner"], "displayName": me[1], "visibleHistoryStartDateTime": "0001-01-01T00:00:00Z", "userId": me[0], "email": "annika.svensson@northbeam.io", "tenantId": tenant},
        {"@odata.type": "#microsoft.graph.aadUserConversationMember", "id": "MCMjMiMjZDNiNmYxYTgtMjdjNC00ZTBiLTlhNTUtNmUxZjBjN2IyZDk0IyNhOWQyZTVmMS0zYzQ3", "roles": [], "displayName": "Rahul Menon", "visibleHistoryStartDateTime": "0001-01-01T00:00:00Z", "userId": "a9d2e5f1-3c47-4b80-8e16-0f7c2b9d4a63", "email": "rahul.menon@northbeam.io", "tenantId": tenant},
        {"@odata.type": "#microsoft.graph.aadUserConversationMember", "id": "MCMjMiMjZDNiNmYxYTgtMjdjNC00ZTBiLTlhNTUtNmUxZjBjN2IyZDk0IyNjNjFmMGE4ZS0yZDk1", "roles": ["owner"], "displayName": "Mireille Dubois", "visibleHistoryStartDateTime": "0001-01-01T00:00:00Z", "userId": "c61f0a8e-2d95-47b3-9e4a-5b7d1c3f8e20", "email": "mireille.dubois@northbeam.io", "tenantId": tenant},
        {"@odata.type": "#microsoft.graph.aadUserConversationMember", "id": "MCMjMiMjZDNiNmYxYTgtMjdjNC00ZTBiLTlhNTUtNmUxZjBjN2IyZDk0IyM3YjNlOWMyZC00MWY2", "roles": ["guest"], "displayName": "Tobias Hein (Contractor)", "visibleHistoryStartDateTime": "2024-02-01T00:00:00Z", "userId": "7b3e9c2d-41f6-4a8b-b0d7-2e5f6a9c1d38", "email": "tobias.hein_brightpixel.de#EXT#@northbeam.onmicrosoft.com", "tenantId": tenant},
    ]
    turns = [
        (call("list_joined_teams"), pj({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#teams", "@odata.count": 3, "value": [
            {"id": team, "createdDateTime": None, "displayName": "Northbeam Product", "description": "Product management, design and analytics", "internalId": None, "classification": None, "specialization": None, "visibility": None, "webUrl": None, "isArchived": False, "tenantId": tenant, "isMembershipLimitedToOwners": None, "memberSettings": None, "guestSettings": None, "messagingSettings": None, "funSettings": None, "discoverySettings": None, "summary": None},
            {"id": "31f0b7c4-9e2a-4d68-b1c5-7a8e0d3f6b29", "createdDateTime": None, "displayName": "Go-To-Market", "description": "Marketing, sales enablement, launches", "internalId": None, "classification": None, "specialization": None, "visibility": None, "webUrl": None, "isArchived": False, "tenantId": tenant, "isMembershipLimitedToOwners": None, "memberSettings": None, "guestSettings": None, "messagingSettings": None, "funSettings": None, "discoverySettings": None, "summary": None},
            {"id": "e07a5d3b-6c19-4f82-a4e0-b9d2c1f7e683", "createdDateTime": None, "displayName": "Northbeam All Hands", "description": "Company-wide", "internalId": None, "classification": None, "specialization": None, "visibility": None, "webUrl": None, "isArchived": False, "tenantId": tenant, "isMembershipLimitedToOwners": None, "memberSettings": None, "guestSettings": None, "messagingSettings": None, "funSettings": None, "discoverySettings": None, "summary": None},
        ]})),
        (call("list_channels", team_id=team), pj({"@odata.context": ctx, "@odata.count": 5, "value": [general, launch_old, vendor, design, analytics]})),
        (call("update_channel", team_id=team, channel_id=cid, displayName="Q3-Launch-War-Room"), pj({"status": 204, "message": "Channel updated", "channel": launch_new})),
        (call("list_channels", team_id=team), pj({"@odata.context": ctx, "@odata.count": 5, "value": [general, launch_old, vendor, design, analytics]})),
        (call("send_channel_message", team_id=team, channel_id=cid, content=msg_html, contentType="html", importance="high"),
         pj(dict({"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels('{cid}')/messages/$entity"}, **m_new))),
        (call("list_channel_messages", team_id=team, channel_id=cid, top=3), pj({"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels('{cid}')/messages", "@odata.count": 3,
                                                                                "@odata.nextLink": f"https://graph.microsoft.com/v1.0/teams/{team}/channels/{cid}/messages?$top=3&$skiptoken=M2UyY2FiYjAtMzRjNy00ZWMxLWE4NDktZmQ1Y2M0ZjRiNjYz",
                                                                                "value": [m_new, m_a, m_b]})),
        (call("list_team_members", team_id=team), pj({"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/members", "@odata.count": 4, "value": members})),
    ]
    rs.add("mcp", "h57-mcp-05", system("ms-teams", tools), turns,
           state="Microsoft Teams MCP server (Graph v1.0, delegated auth) signed in as annika.svensson@northbeam.io.",
           bad=True, turn=4, kind="Channel Q3-Launch-Planning was renamed to Q3-Launch-War-Room in turn 3, but the next channel list shows it under the old name again.")


# ---------------------------------------------------------------------------
# 06 Zoom — clean: pagination, create/update/delete, page size change, recordings, participants
# ---------------------------------------------------------------------------
def _secs(a: str, b: str) -> int:
    fa = datetime.fromisoformat(a.replace("Z", "+00:00"))
    fb = datetime.fromisoformat(b.replace("Z", "+00:00"))
    return int((fb - fa).total_seconds())


def t06(rs: RowSet) -> None:
    tools = [
        tool("get_user", "Get a Zoom user's profile (use 'me' for the authenticated user)", {"user_id": S}, ["user_id"]),
        tool("list_meetings", "List a user's meetings", {"user_id": S, "type": S, "page_size": INT, "next_page_token": S}, ["user_id"]),
        tool("create_meeting", "Create a meeting", {"user_id": S, "topic": S, "type": INT, "start_time": S, "duration": INT, "timezone": S, "agenda": S, "settings": OBJ}, ["user_id", "topic"]),
        tool("update_meeting", "Update a meeting's details", {"meeting_id": INT, "topic": S, "start_time": S, "duration": INT, "timezone": S, "agenda": S}, ["meeting_id"]),
        tool("get_meeting", "Retrieve a meeting's details", {"meeting_id": INT}, ["meeting_id"]),
        tool("delete_meeting", "Delete a meeting", {"meeting_id": INT, "schedule_for_reminder": B}, ["meeting_id"]),
        tool("list_recordings", "List cloud recordings for a user in a date range", {"user_id": S, "from": S, "to": S, "page_size": INT}, ["user_id"]),
        tool("get_past_meeting_participants", "List participants of a past meeting instance", {"meeting_uuid": S, "page_size": INT}, ["meeting_uuid"]),
    ]
    host = "KDcuGIm1QgePTO8WbOqwIQ"

    def mt(mid: int, uuid: str, topic: str, start: str, dur: int, created: str, typ: int = 2, pwd: str = "") -> dict[str, Any]:
        return {"uuid": uuid, "id": mid, "host_id": host, "topic": topic, "type": typ, "start_time": start, "duration": dur, "timezone": "America/New_York",
                "created_at": created, "join_url": f"https://us06web.zoom.us/j/{mid}?pwd={pwd}"}
    a = mt(87214590361, "r0Vt2m7WQ1S3x9kLp4cN8g==", "Weekly growth standup", "2024-06-17T13:30:00Z", 30, "2024-01-05T15:48:22Z", 8, "aW5zdGFzdGFuZHVw.1")
    b = mt(83307165942, "Hk6qQx0pTbyZ2fJ5LrV7eA==", "Design crit: onboarding flow v3", "2024-06-18T18:00:00Z", 60, "2024-06-06T20:11:09Z", 2, "ZGVzaWduY3JpdHYz.1")
    c = mt(81926640077, "p8Wn3eTyR5u1VdC0kJ2bHg==", "Board prep — Q2 metrics", "2024-06-19T15:00:00Z", 90, "2024-06-03T12:30:41Z", 2, "Ym9hcmRwcmVwcTI.1")
    d = mt(86650213419, "3FvYz9JmS0KcP7tQw2hLnA==", "Customer advisory council", "2024-06-21T16:00:00Z", 60, "2024-05-20T17:02:58Z", 2, "Y3VzdGFkdmlzb3J5.1")
    e = mt(89030184226, "XbLq5oN4Rzm8GhT1sK6yVw==", "Offsite logistics sync", "2024-06-24T14:00:00Z", 45, "2024-06-10T09:14:36Z", 2, "b2Zmc2l0ZWxvZ2k.1")
    fid = 84519273306
    f0 = mt(fid, "t2Qm9XcVRk6Lw1bA4pZy0Q==", "Partner onboarding — Kestrel Labs", "2024-06-20T19:00:00Z", 45, "2024-06-14T16:22:07Z", 2, "S2VzdHJlbExhYnM.1")
    f1 = dict(f0, topic="Partner onboarding — Kestrel Labs (API + SSO)", duration=60)
    settings = {"host_video": True, "participant_video": False, "join_before_host": False, "mute_upon_entry": True, "waiting_room": True, "auto_recording": "cloud", "approval_type": 2,
                "audio": "both", "alternative_hosts": "", "meeting_authentication": False, "encryption_type": "enhanced_encryption", "continuous_meeting_chat": {"enable": True}}
    created = dict(f0, host_email="leah.moreno@orchardrobotics.com", status="waiting", agenda="Kickoff with Kestrel Labs: sandbox keys, webhook scopes, SSO (SAML) timeline", password="7hQ2kx",
                   h323_password="742195", pstn_password="742195", encrypted_password="S2VzdHJlbExhYnM.1",
                   start_url=f"https://us06web.zoom.us/s/{fid}?zak=eyJ0eXAiOiJKV1QiLCJzdiI6IjAwMDAwMSIsInptX3NrbSI6InptX28ybSIsImFsZyI6IkhTMjU2In0.eyJhdWQiOiJjbGllbnRzbSIsInVpZCI6IktEY3VHSW0xUWdlUFRPOFdiT3F3SVEiLCJpc3MiOiJ3ZWIiLCJzayI6IjAifQ.q7w",
                   settings=settings, pre_schedule=False)
    fetched = dict(created, topic=f1["topic"], duration=60)
    rec1_files = [("shared_screen_with_speaker_view", "MP4", 612_384_519, "2024-06-10T13:30:14Z", "2024-06-10T14:00:51Z"),
                  ("audio_only", "M4A", 29_408_113, "2024-06-10T13:30:14Z", "2024-06-10T14:00:51Z"),
                  ("timeline", "TIMELINE", 184_220, "2024-06-10T13:30:14Z", "2024-06-10T14:00:51Z"),
                  ("audio_transcript", "TRANSCRIPT", 61_837, "2024-06-10T13:30:14Z", "2024-06-10T14:00:51Z")]
    rec2_files = [("shared_screen_with_gallery_view", "MP4", 1_204_966_032, "2024-06-04T18:02:11Z", "2024-06-04T19:03:40Z"),
                  ("audio_only", "M4A", 58_230_977, "2024-06-04T18:02:11Z", "2024-06-04T19:03:40Z"),
                  ("chat_file", "CHAT", 9_412, "2024-06-04T18:02:11Z", "2024-06-04T19:03:40Z")]

    def rec(meeting_id: int, uuid: str, topic: str, start: str, dur: int, files: list[tuple[str, str, int, str, str]], prefix: str) -> dict[str, Any]:
        out = []
        for i, (rtype, ftype, size, s, en) in enumerate(files):
            rid = f"{prefix}-{i:02d}c7a-4e1b-9f3d-{uuid[:4].encode().hex()}{i:04d}"
            out.append({"id": rid, "meeting_id": uuid, "recording_start": s, "recording_end": en, "file_type": ftype, "file_extension": ftype if ftype in ("MP4", "M4A") else ("JSON" if ftype == "TIMELINE" else ("VTT" if ftype == "TRANSCRIPT" else "TXT")),
                        "file_size": size, "play_url": f"https://us06web.zoom.us/rec/play/{rid}", "download_url": f"https://us06web.zoom.us/rec/download/{rid}", "status": "completed", "recording_type": rtype})
        return {"uuid": uuid, "id": meeting_id, "account_id": "aX9kQ2mLT3Wp0vB7cR1yZg", "host_id": host, "topic": topic, "type": 8 if meeting_id == 87214590361 else 2, "start_time": start,
                "timezone": "America/New_York", "duration": dur, "total_size": sum(x[2] for x in files), "recording_count": len(files),
                "share_url": f"https://us06web.zoom.us/rec/share/{uuid[:10]}", "recording_files": out}
    r1 = rec(87214590361, "Zf3kq1p8T3yq2rA9bC7d4w==", "Weekly growth standup", "2024-06-10T13:29:41Z", 31, rec1_files, "a1f0")
    r2 = rec(82011573390, "Lm0c7Vd2Qe6Zr4Nt8Ya1Ww==", "Design crit: onboarding flow v2", "2024-06-04T18:01:47Z", 62, rec2_files, "b7e3")
    parts = [("Leah Moreno", "KDcuGIm1QgePTO8WbOqwIQ", "leah.moreno@orchardrobotics.com", "2024-06-10T13:29:41Z", "2024-06-10T14:01:12Z"),
             ("Owen Achterberg", "Tq0Zp3LmRk2vX8cB1nW5yA", "owen.achterberg@orchardrobotics.com", "2024-06-10T13:30:05Z", "2024-06-10T14:00:58Z"),
             ("Dmitri Volkov", "Gd8sK1oPq4Ue7Zc2Xv9RbN", "dmitri.volkov@orchardrobotics.com", "2024-06-10T13:30:22Z", "2024-06-10T14:00:58Z"),
             ("Sana Qureshi", "Yh3Jd6pWm0Rt5Ak8Lc2QsE", "sana.qureshi@orchardrobotics.com", "2024-06-10T13:31:47Z", "2024-06-10T13:52:10Z"),
             ("Sana Qureshi", "Yh3Jd6pWm0Rt5Ak8Lc2QsE", "sana.qureshi@orchardrobotics.com", "2024-06-10T13:53:02Z", "2024-06-10T14:00:58Z")]
    plist = [{"id": uid, "name": n, "user_id": str(16778240 + i), "registrant_id": "", "user_email": em, "join_time": j, "leave_time": lv, "duration": _secs(j, lv), "failover": False, "status": "in_meeting"}
             for i, (n, uid, em, j, lv) in enumerate(parts)]
    turns = [
        (call("get_user", user_id="me"), pj({"id": host, "first_name": "Leah", "last_name": "Moreno", "display_name": "Leah Moreno", "email": "leah.moreno@orchardrobotics.com", "type": 2, "role_name": "Admin",
                                             "pmi": 4159263307, "use_pmi": False, "personal_meeting_url": "https://us06web.zoom.us/j/4159263307?pwd=bGVhaG1vcmVubw.1", "timezone": "America/New_York", "verified": 1,
                                             "dept": "Growth", "created_at": "2021-03-15T14:22:08Z", "last_login_time": "2024-06-14T15:58:31Z", "last_client_version": "6.0.11.39959(mac)", "language": "en-US",
                                             "status": "active", "role_id": "1", "account_id": "aX9kQ2mLT3Wp0vB7cR1yZg", "account_number": 61840257, "cluster": "us06", "user_created_at": "2021-03-15T14:22:08Z"})),
        (call("list_meetings", user_id="me", type="upcoming", page_size=3), pj({"page_size": 3, "total_records": 5, "next_page_token": "Qm3xV8kTzR2pL7wY0nC5aH1dF4gJ6sE9", "meetings": [a, b, c]})),
        (call("list_meetings", user_id="me", type="upcoming", page_size=3, next_page_token="Qm3xV8kTzR2pL7wY0nC5aH1dF4gJ6sE9"), pj({"page_size": 3, "total_records": 5, "next_page_token": "", "meetings": [d, e]})),
        (call("create_meeting", user_id="me", topic="Partner onboarding — Kestrel Labs", type=2, start_time="2024-06-20T15:00:00", duration=45, timezone="America/New_York",
              agenda="Kickoff with Kestrel Labs: sandbox keys, webhook scopes, SSO (SAML) timeline", settings={"waiting_room": True, "auto_recording": "cloud", "mute_upon_entry": True}), pj(created)),
        (call("update_meeting", meeting_id=fid, topic="Partner onboarding — Kestrel Labs (API + SSO)", duration=60), text(f"Meeting {fid} updated successfully (HTTP 204).")),
        (call("get_meeting", meeting_id=fid), pj(fetched)),
        (call("delete_meeting", meeting_id=89030184226, schedule_for_reminder=True), text("Meeting 89030184226 deleted successfully (HTTP 204). Cancellation e-mail sent to 6 invitees.")),
        (call("list_meetings", user_id="me", type="upcoming", page_size=10), pj({"page_size": 10, "total_records": 5, "next_page_token": "", "meetings": [a, b, c, f1, d]})),
        (call("list_recordings", user_id="me", **{"from": "2024-06-01", "to": "2024-06-14"}, page_size=30), pj({"from": "2024-06-01", "to": "2024-06-14", "page_size": 30, "total_records": 2, "next_page_token": "", "meetings": [r1, r2]})),
        (call("get_past_meeting_participants", meeting_uuid="Zf3kq1p8T3yq2rA9bC7d4w==", page_size=30), pj({"page_count": 1, "page_size": 30, "total_records": len(plist), "next_page_token": "", "participants": plist})),
    ]
    rs.add("mcp", "h57-mcp-06", system("zoom", tools), turns,
           state="Zoom MCP server (Server-to-Server OAuth, account aX9kQ2mLT3Wp0vB7cR1yZg) acting as leah.moreno@orchardrobotics.com. Now: 2024-06-14T16:21:50Z.")


# ---------------------------------------------------------------------------
# 07 Outlook — bad: the new event's start/end move an hour in the calendar view
# ---------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    tools = [
        tool("list_mail_folders", "List the mailbox's mail folders with item counts", {"top": INT}, []),
        tool("list_messages", "List messages in a mail folder", {"folder_id": S, "filter": S, "top": INT, "select": S, "orderby": S}, []),
        tool("get_message", "Get a message by id, including its body", {"message_id": S}, ["message_id"]),
        tool("reply_to_message", "Reply to a message", {"message_id": S, "comment": S, "reply_all": B}, ["message_id", "comment"]),
        tool("move_message", "Move a message to another folder", {"message_id": S, "destination_id": S}, ["message_id", "destination_id"]),
        tool("create_event", "Create an event in the user's default calendar", {"subject": S, "body": S, "start": OBJ, "end": OBJ, "attendees": A, "location": S, "is_online_meeting": B}, ["subject", "start", "end"]),
        tool("list_events", "List events in a time window (calendarView)", {"start_datetime": S, "end_datetime": S, "timezone": S, "top": INT}, ["start_datetime", "end_datetime"]),
        tool("get_event", "Get an event by id", {"event_id": S, "timezone": S}, ["event_id"]),
        tool("send_mail", "Send a new message", {"to": A, "subject": S, "body": S, "cc": A, "content_type": S, "save_to_sent_items": B}, ["to", "subject", "body"]),
    ]
    base = "AAMkAGE1M2IyNGNmLWI4ODEtNDZhYS1hYjc3LWJmNTU3MmQ3MWM1ZgAuAAAAAAC9wGrw1-rfQ5t2dKJdPmuHAQDgm9QbF1u1Q7l9h3bK9qTq"
    inbox, sups, sent, drafts, arch = base + "AAAAAAEMAAA=", base + "AAB4Rz0hAAA=", base + "AAAAAAEJAAA=", base + "AAAAAAEPAAA=", base + "AAAV1xqEAAA="

    def folder(fid: str, name: str, children: int, unread: int, total: int) -> dict[str, Any]:
        return {"id": fid, "displayName": name, "parentFolderId": base + "AAAAAAEIAAA=", "childFolderCount": children, "unreadItemCount": unread, "totalItemCount": total, "sizeInBytes": total * 58213 + 1904, "isHidden": False}
    mid = "AAMkAGE1M2IyNGNmLWI4ODEtNDZhYS1hYjc3LWJmNTU3MmQ3MWM1ZgBGAAAAAAC9wGrw1-rfQ5t2dKJdPmuHBwDgm9QbF1u1Q7l9h3bK9qTqAAAAAAEMAADgm9QbF1u1Q7l9h3bK9qTqAAB4Rz1pAAA="
    moved = "AAMkAGE1M2IyNGNmLWI4ODEtNDZhYS1hYjc3LWJmNTU3MmQ3MWM1ZgBGAAAAAAC9wGrw1-rfQ5t2dKJdPmuHBwDgm9QbF1u1Q7l9h3bK9qTqAAB4Rz0hAADgm9QbF1u1Q7l9h3bK9qTqAAB4Rz9kAAA="

    def msg(i: str, subj: str, name: str, addr: str, recv: str, prev: str, att: bool = False, imp: str = "normal") -> dict[str, Any]:
        return {"id": i, "receivedDateTime": recv, "hasAttachments": att, "subject": subj, "bodyPreview": prev, "importance": imp, "isRead": False,
                "from": {"emailAddress": {"name": name, "address": addr}}, "flag": {"flagStatus": "notFlagged"}}
    unread = [
        msg(mid, "Supplier audit — Brightline Components, can we prep Thursday?", "Rafael Quintero", "rafael.quintero@brightline-components.com", "2024-06-18T15:42:09Z",
            "Hi Wen, ahead of the ISO 9001 surveillance audit on the 27th I'd like a 45-minute prep call on Thursday morning Pacific. Could you send an invite for 10:30? We'll need your CAPA log...", True, "high"),
        msg(base + "AAB4Rz1hAAA=", "Re: PO 4500173921 — revised ship date", "Keiko Tanabe", "k.tanabe@minato-precision.co.jp", "2024-06-18T14:58:40Z", "The revised ship date is 2024-07-02 ex-works Osaka; partial shipment of 1,200 pcs possible on 06-26..."),
        msg(base + "AAB4Rz1ZAAA=", "[Action required] Q2 spend certification", "Procurement Ops", "procurement-ops@vantagepartsco.com", "2024-06-18T13:05:12Z", "Please certify your cost-center spend for Q2 by June 28. Cost center 4410 shows $412,886.27 committed...", False, "high"),
        msg(base + "AAB4Rz1TAAA=", "Weekly supplier OTIF report — wk 24", "Power BI", "no-reply-powerbi@microsoft.com", "2024-06-18T12:00:31Z", "On-time-in-full for week 24: 93.8% (target 95%). Worst performers: Brightline Components 81.2%...", True),
        msg(base + "AAB4Rz1NAAA=", "Lunch Thursday?", "Dev Malhotra", "dev.malhotra@vantagepartsco.com", "2024-06-18T10:17:56Z", "Finance lunch moved to 12:30 Thursday at the Harvest Kitchen, still on?"),
    ]
    full = dict(unread[0], createdDateTime="2024-06-18T15:42:08Z", lastModifiedDateTime="2024-06-18T15:42:11Z", changeKey="CQAAABYAAADgm9QbF1u1Q7l9h3bK9qTqAAB4Rm4c",
                categories=[], sentDateTime="2024-06-18T15:42:01Z", internetMessageId="<SN7PR12MB8125F3C0E4A1B2D9@SN7PR12MB8125.namprd12.prod.outlook.com>",
                parentFolderId=inbox, conversationId="AAQkAGE1M2IyNGNmLWI4ODEtNDZhYS1hYjc3LWJmNTU3MmQ3MWM1ZgAQAKx3Wd9n0lFNm1f8rQ2cB7E=", isDraft=False,
                body={"contentType": "text", "content": "Hi Wen,\n\nAhead of the ISO 9001 surveillance audit on the 27th I'd like a 45-minute prep call on Thursday morning Pacific. Could you send an invite for 10:30? We'll need your CAPA log for the two late shipments (NCR-0417, NCR-0422) and the updated control plan for the BX-220 housing.\n\nThanks,\nRafael Quintero\nQuality Manager, Brightline Components\n+1 503 555 0148"},
                toRecipients=[{"emailAddress": {"name": "Wen Zhao", "address": "wen.zhao@vantagepartsco.com"}}], ccRecipients=[{"emailAddress": {"name": "Lena Fischer", "address": "l.fischer@brightline-components.com"}}])
    ev_id = "AAMkAGE1M2IyNGNmLWI4ODEtNDZhYS1hYjc3LWJmNTU3MmQ3MWM1ZgBGAAAAAAC9wGrw1-rfQ5t2dKJdPmuHBwDgm9QbF1u1Q7l9h3bK9qTqAAAAAAENAADgm9QbF1u1Q7l9h3bK9qTqAAB4Rz7qAAA="
    att = [{"type": "required", "status": {"response": "none", "time": "0001-01-01T00:00:00Z"}, "emailAddress": {"name": "Rafael Quintero", "address": "rafael.quintero@brightline-components.com"}},
           {"type": "optional", "status": {"response": "none", "time": "0001-01-01T00:00:00Z"}, "emailAddress": {"name": "Lena Fischer", "address": "l.fischer@brightline-components.com"}}]
    tz = "Pacific Standard Time"
    event = {"id": ev_id, "createdDateTime": "2024-06-18T16:03:44.5127734Z", "lastModifiedDateTime": "2024-06-18T16:03:46.1933021Z", "changeKey": "4Wd9n0lFNm1f8rQ2cB7EAAB4SFcT",
             "iCalUId": "040000008200E00074C5B7101A82E00800000000D3A8F1E2A0C1DA01000000000000000010000000B4C7E2F91A0D3848A6E3F5C8D2B1A07E",
             "subject": "Supplier audit prep — Brightline Components", "importance": "normal", "sensitivity": "normal", "isAllDay": False, "isCancelled": False, "isOrganizer": True,
             "responseRequested": True, "showAs": "busy", "type": "singleInstance", "webLink": f"https://outlook.office365.com/owa/?itemid={ev_id[:40]}&exvsurl=1&path=/calendar/item",
             "isOnlineMeeting": True, "onlineMeetingProvider": "teamsForBusiness",
             "onlineMeeting": {"joinUrl": "https://teams.microsoft.com/l/meetup-join/19%3ameeting_NzQ1ZjM4YTItOGM2Yi00ZDFlLWJhNjQtZjA5ZTI3YzE4ZDVh%40thread.v2/0"},
             "start": {"dateTime": "2024-06-20T10:30:00.0000000", "timeZone": tz}, "end": {"dateTime": "2024-06-20T11:15:00.0000000", "timeZone": tz},
             "location": {"displayName": "Microsoft Teams Meeting", "locationType": "default"}, "attendees": att,
             "organizer": {"emailAddress": {"name": "Wen Zhao", "address": "wen.zhao@vantagepartsco.com"}}}

    def cal(subj: str, s: str, e: str, org: str, show: str = "busy", online: bool = False) -> dict[str, Any]:
        return {"subject": subj, "start": {"dateTime": s + ".0000000", "timeZone": tz}, "end": {"dateTime": e + ".0000000", "timeZone": tz}, "showAs": show,
                "isOnlineMeeting": online, "organizer": {"emailAddress": {"name": org.split("<")[0].strip(), "address": org.split("<")[1].rstrip(">")}}}
    weekly = dict(cal("Weekly ops review", "2024-06-20T08:00:00", "2024-06-20T09:00:00", "Marta Ruiz <marta.ruiz@vantagepartsco.com>", online=True), id=ev_id[:-12] + "AAB3kQ2mAAA=", type="occurrence")
    audit_wrong = dict(cal(event["subject"], "2024-06-20T11:30:00", "2024-06-20T12:15:00", "Wen Zhao <wen.zhao@vantagepartsco.com>", online=True), id=ev_id, type="singleInstance")
    lunch = dict(cal("Finance lunch @ Harvest Kitchen", "2024-06-20T12:30:00", "2024-06-20T13:30:00", "Dev Malhotra <dev.malhotra@vantagepartsco.com>", show="tentative"), id=ev_id[:-12] + "AAB4Rx0cAAA=", type="singleInstance")
    fcst = dict(cal("Forecast model handoff", "2024-06-20T15:00:00", "2024-06-20T15:30:00", "Wen Zhao <wen.zhao@vantagepartsco.com>", online=True), id=ev_id[:-12] + "AAB4QpLwAAA=", type="singleInstance")
    later = dict(event, lastModifiedDateTime="2024-06-18T16:21:09.8841196Z", changeKey="4Wd9n0lFNm1f8rQ2cB7EAAB4SGa0",
                 attendees=[dict(att[0], status={"response": "accepted", "time": "2024-06-18T16:20:58.2210000Z"}), att[1]])
    turns = [
        (call("list_mail_folders", top=10), pj({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('wen.zhao%40vantagepartsco.com')/mailFolders", "value": [
            folder(inbox, "Inbox", 3, 23, 1842), folder(sups, "Suppliers", 0, 0, 57), folder(drafts, "Drafts", 0, 0, 12), folder(sent, "Sent Items", 0, 0, 4410), folder(arch, "Archive", 0, 0, 9833)]})),
        (call("list_messages", folder_id="inbox", filter="isRead eq false", top=5, orderby="receivedDateTime desc"), pj({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('wen.zhao%40vantagepartsco.com')/mailFolders('inbox')/messages",
                                                                                                                      "value": unread, "@odata.nextLink": "https://graph.microsoft.com/v1.0/me/mailFolders/inbox/messages?$filter=isRead+eq+false&$top=5&$orderby=receivedDateTime+desc&$skip=5"})),
        (call("get_message", message_id=mid), pj(full)),
        (call("create_event", subject="Supplier audit prep — Brightline Components", body="Prep for the ISO 9001 surveillance audit on 27 Jun: CAPA log (NCR-0417, NCR-0422), BX-220 control plan.",
              start={"dateTime": "2024-06-20T10:30:00", "timeZone": tz}, end={"dateTime": "2024-06-20T11:15:00", "timeZone": tz},
              attendees=[{"email": "rafael.quintero@brightline-components.com", "type": "required"}, {"email": "l.fischer@brightline-components.com", "type": "optional"}], is_online_meeting=True), pj(event)),
        (call("reply_to_message", message_id=mid, comment="Hi Rafael, invite sent for Thursday 10:30–11:15 PT (Teams). I'll bring the CAPA log for NCR-0417/0422 and the BX-220 control plan rev F. — Wen", reply_all=True),
         text("Reply sent (HTTP 202 Accepted).")),
        (call("list_events", start_datetime="2024-06-20T00:00:00", end_datetime="2024-06-21T00:00:00", timezone=tz, top=20), pj({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('wen.zhao%40vantagepartsco.com')/calendarView",
                                                                                                                                  "value": [weekly, audit_wrong, lunch, fcst]})),
        (call("move_message", message_id=mid, destination_id=sups), pj(dict(full, id=moved, parentFolderId=sups, changeKey="CQAAABYAAADgm9QbF1u1Q7l9h3bK9qTqAAB4Rn0a", lastModifiedDateTime="2024-06-18T16:12:30Z"))),
        (call("list_mail_folders", top=10), pj({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('wen.zhao%40vantagepartsco.com')/mailFolders", "value": [
            folder(inbox, "Inbox", 3, 22, 1841), folder(sups, "Suppliers", 0, 1, 58), folder(drafts, "Drafts", 0, 0, 12), folder(sent, "Sent Items", 0, 0, 4411), folder(arch, "Archive", 0, 0, 9833)]})),
        (call("get_event", event_id=ev_id, timezone=tz), pj(later)),
        (call("send_mail", to=["marta.ruiz@vantagepartsco.com"], subject="Brightline audit prep — Thu 10:30 PT", body="Marta, FYI I set up the Brightline audit prep for Thursday 10:30–11:15 PT; Rafael accepted. OTIF for them is 81.2% in wk 24, so expect questions on NCR-0422.", save_to_sent_items=True),
         text("Mail sent (HTTP 202 Accepted).")),
    ]
    rs.add("mcp", "h57-mcp-07", system("outlook", tools), turns,
           state="Outlook MCP server (Microsoft Graph v1.0) signed in as wen.zhao@vantagepartsco.com; mailbox time zone Pacific Standard Time.",
           bad=True, turn=6, kind="The supplier-audit event created for 10:30–11:15 PT appears in the calendar view at 11:30–12:15 PT with no update to it.")


# ---------------------------------------------------------------------------
# 08 Google Drive — clean: edit a file (size/version move), rename, share, search, relist
# ---------------------------------------------------------------------------
CHECKLIST_V1 = """# Q2 2024 close checklist

Owner: Finance Ops · Target close: 2024-07-08 (BD5)

## BD1 (Jul 1)
- [x] Lock AP subledger (Jorge)
- [x] Bank feeds imported, 3 accounts (Mei)
- [ ] Accrue unbilled freight (Northwind, Fleetwise)

## BD2 (Jul 2)
- [ ] Payroll accrual + PTO true-up
- [ ] Prepaid amortization schedule
- [ ] Intercompany recon US↔CA

## BD3 (Jul 3)
- [ ] Revenue cut-off testing (sample 25)
- [ ] Fixed asset additions > $5k capitalized

## Sign-off
- [ ] Controller review
- [ ] CFO sign-off
"""

CHECKLIST_V2 = CHECKLIST_V1.replace(
    "- [ ] Accrue unbilled freight (Northwind, Fleetwise)", "- [x] Accrue unbilled freight (Northwind, Fleetwise) — JE-2024-0611").replace(
    "- [ ] Fixed asset additions > $5k capitalized\n", "- [ ] Fixed asset additions > $5k capitalized\n- [ ] Reconcile Stripe clearing account (payout lag 2 days)\n")


def t08(rs: RowSet) -> None:
    tools = [
        tool("list_folder", "List the files in a Drive folder", {"folderId": S, "pageSize": INT, "orderBy": S}, ["folderId"]),
        tool("read_file", "Read a file's contents (Google Docs are exported as text)", {"fileId": S}, ["fileId"]),
        tool("update_file_content", "Replace a file's content", {"fileId": S, "content": S, "mimeType": S}, ["fileId", "content"]),
        tool("rename_file", "Rename a file", {"fileId": S, "newName": S}, ["fileId", "newName"]),
        tool("share_file", "Share a file with a user, group or domain", {"fileId": S, "emailAddress": S, "role": S, "type": S, "sendNotificationEmail": B}, ["fileId", "role", "type"]),
        tool("list_permissions", "List a file's permissions", {"fileId": S}, ["fileId"]),
        tool("search_files", "Search Drive with a query string", {"query": S, "pageSize": INT}, ["query"]),
    ]
    folder = "1Qk7vR3xT9bLm2Np5Wc8YzA0dFgH4jKe"
    ck, xl, br, vc, tb = ("1aB3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV", "1Xy7Zw3Vu5Ts1Rq9Po7Nm5Lk3Ji1Hg9Fe", "1Ve8Gd2Hs6Kp0Lq4Wm9Xn3Yr7Zt1Ab5Cc",
                          "1Mo4Np8Qr2St6Uv0Wx4Yz8Ab2Cd6Ef0Gh", "1Tb9Rk3Ml7Jn1Hp5Fq9Ds3Bt7Zv1Xw5Uy")
    mei = {"displayName": "Mei Tanaka", "emailAddress": "mei.tanaka@corvidlogistics.com"}
    jorge = {"displayName": "Jorge Alvarado", "emailAddress": "jorge.alvarado@corvidlogistics.com"}
    v1, v2 = CHECKLIST_V1.encode(), CHECKLIST_V2.encode()

    def f(fid: str, name: str, mime: str, mod: str, who: dict[str, str], size: int | None = None, version: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"id": fid, "name": name, "mimeType": mime, "modifiedTime": mod, "lastModifyingUser": who}
        if size is not None:
            d["size"] = str(size)
        if version is not None:
            d["version"] = version
        return d
    xmime = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    ck1 = f(ck, "close-checklist.md", "text/markdown", "2024-06-28T21:14:03.512Z", mei, len(v1), "14")
    ck2 = f(ck, "close-checklist.md", "text/markdown", "2024-07-02T16:40:11.904Z", jorge, len(v2), "15")
    xl1 = f(xl, "Q2 accruals draft.xlsx", xmime, "2024-07-01T23:02:47.118Z", jorge, 48213, "9")
    xl2 = f(xl, "Q2 accruals FINAL.xlsx", xmime, "2024-07-02T16:41:37.220Z", jorge, 48213, "10")
    brf = f(br, "Bank rec — June", "application/vnd.google-apps.spreadsheet", "2024-07-02T15:58:20.447Z", mei, None, "211")
    vcf = f(vc, "Variance commentary Q2", "application/vnd.google-apps.document", "2024-07-01T19:33:05.600Z", jorge, None, "87")
    tbf = f(tb, "trial_balance_2024-06-30.csv", "text/csv", "2024-07-01T14:10:52.031Z", mei, 183402, "1")
    perms0 = [{"kind": "drive#permission", "id": "08432915570218831404", "type": "user", "role": "owner", "emailAddress": "mei.tanaka@corvidlogistics.com", "displayName": "Mei Tanaka", "deleted": False, "pendingOwner": False},
              {"kind": "drive#permission", "id": "13379201845562071950", "type": "user", "role": "writer", "emailAddress": "jorge.alvarado@corvidlogistics.com", "displayName": "Jorge Alvarado", "deleted": False, "pendingOwner": False},
              {"kind": "drive#permission", "id": "05722689400381166132k", "type": "domain", "role": "reader", "domain": "corvidlogistics.com", "allowFileDiscovery": False, "displayName": "Corvid Logistics"}]
    newp = {"kind": "drive#permission", "id": "06181429487390157731", "type": "user", "role": "reader", "emailAddress": "audit@lindqvist-cpa.com", "displayName": "audit@lindqvist-cpa.com", "deleted": False, "pendingOwner": False}
    turns = [
        (call("list_folder", folderId=folder, pageSize=20, orderBy="name"), text(pj({"files": [brf, ck1, xl1, tbf, vcf], "nextPageToken": None}))),
        (call("read_file", fileId=ck), text(f"Contents of close-checklist.md (text/markdown, {len(v1)} bytes):\n\n{CHECKLIST_V1}")),
        (call("update_file_content", fileId=ck, content=CHECKLIST_V2, mimeType="text/markdown"), text(pj(dict(ck2, md5Checksum=hashlib.md5(v2).hexdigest(), parents=[folder])))),
        (call("rename_file", fileId=xl, newName="Q2 accruals FINAL.xlsx"), text(pj({"id": xl, "name": "Q2 accruals FINAL.xlsx", "mimeType": xmime, "modifiedTime": "2024-07-02T16:41:37.220Z", "parents": [folder]}))),
        (call("share_file", fileId=xl, emailAddress="audit@lindqvist-cpa.com", role="reader", type="user", sendNotificationEmail=True), text(pj(newp))),
        (call("list_permissions", fileId=xl), text(pj({"kind": "drive#permissionList", "permissions": perms0 + [newp]}))),
        (call("search_files", query="name contains 'Q2' and trashed = false", pageSize=10), text(pj({"files": [
            {"id": xl, "name": "Q2 accruals FINAL.xlsx", "mimeType": xmime, "parents": [folder], "webViewLink": f"https://docs.google.com/spreadsheets/d/{xl}/edit?usp=drivesdk&ouid=108822410931&rtpof=true&sd=true"},
            {"id": "1Pc5Qd9Re3Sf7Tg1Uh5Vi9Wj3Xk7Yl1Zm", "name": "Q2 board deck", "mimeType": "application/vnd.google-apps.presentation", "parents": ["1Fb2Gc6Hd0Ie4Jf8Kg2Lh6Mi0Nj4Ok8Pl"], "webViewLink": "https://docs.google.com/presentation/d/1Pc5Qd9Re3Sf7Tg1Uh5Vi9Wj3Xk7Yl1Zm/edit?usp=drivesdk"},
            {"id": vc, "name": "Variance commentary Q2", "mimeType": "application/vnd.google-apps.document", "parents": [folder], "webViewLink": f"https://docs.google.com/document/d/{vc}/edit?usp=drivesdk"},
        ], "incompleteSearch": False}))),
        (call("list_folder", folderId=folder, pageSize=20, orderBy="name"), text(pj({"files": [brf, ck2, xl2, tbf, vcf], "nextPageToken": None}))),
    ]
    rs.add("mcp", "h57-mcp-08", system("gdrive", tools), turns,
           state="Google Drive MCP server authorised as jorge.alvarado@corvidlogistics.com (scope drive). Folder \"Finance/2024 Close\" id 1Qk7vR3xT9bLm2Np5Wc8YzA0dFgH4jKe.")


# ---------------------------------------------------------------------------
# 09 Airtable — clean: paginated list, update recomputes a formula, create, filter, delete, sort
# ---------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    tools = [
        tool("list_bases", "List all accessible Airtable bases", {}, []),
        tool("describe_table", "Get a table's schema (fields and views)", {"baseId": S, "tableId": S}, ["baseId", "tableId"]),
        tool("list_records", "List records from a table", {"baseId": S, "tableId": S, "maxRecords": INT, "pageSize": INT, "offset": S, "filterByFormula": S, "sort": A, "fields": A, "view": S}, ["baseId", "tableId"]),
        tool("update_records", "Update up to 10 records", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("create_record", "Create a record", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("delete_records", "Delete records by id", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
    ]
    bid, tid = "appQ7mK3xT2vN9rLc", "tblEq4Wz8Jp1Rm6Ya"
    rows = [
        ["recA1hX9qL2mT7vKp", "2023-02-14T17:22:05.000Z", "Trimble R12i GNSS receiver", "Survey", 6, 18450.00, "Available", "2024-05-28"],
        ["recB4nV2wQ8sZ1cJe", "2023-02-14T17:22:05.000Z", "Leica TS16 total station", "Survey", 3, 27900.00, "In field", "2024-06-03"],
        ["recC7pR5yU3dF6gHi", "2023-02-14T17:24:41.000Z", "DJI Matrice 350 RTK", "Drones", 2, 11200.00, "Available", "2024-05-30"],
        ["recD0tS8kM4bW9xNo", "2023-03-02T09:11:58.000Z", "SonTek RiverSurveyor M9", "Hydrology", 1, 32600.00, "Needs repair", "2024-04-19"],
        ["recE3yG6cZ0aL5qBu", "2023-05-22T13:47:30.000Z", "Geode sub-meter GPS", "Survey", 9, 2375.00, "Available", "2024-06-01"],
        ["recF6wJ9fP3eN8rDy", "2023-08-09T20:03:12.000Z", "Hach DR900 colorimeter", "Water quality", 4, 1710.00, "In field", "2024-05-14"],
        ["recG9aM2hS6iT1uVa", "2024-01-16T15:30:44.000Z", "Getac F110 rugged tablet", "IT", 12, 2890.00, "Available", "2024-06-05"],
    ]

    def rec(r: list[Any], fields: list[str] | None = None) -> dict[str, Any]:
        allf = {"Name": r[2], "Category": r[3], "Qty": r[4], "Unit Cost": r[5], "Total Value": round(r[4] * r[5], 2), "Status": r[6], "Last Checked": r[7]}
        if len(r) > 8:
            allf["Notes"] = r[8]
        return {"id": r[0], "createdTime": r[1], "fields": allf if fields is None else {k: allf[k] for k in fields}}
    schema = {"id": tid, "name": "Equipment", "primaryFieldId": "fldN4mE8aR1qZ2xCv", "fields": [
        {"id": "fldN4mE8aR1qZ2xCv", "name": "Name", "type": "singleLineText"},
        {"id": "fldC2tG7yH5kL9pWs", "name": "Category", "type": "singleSelect", "options": {"choices": [{"id": "selS1", "name": "Survey"}, {"id": "selD2", "name": "Drones"}, {"id": "selH3", "name": "Hydrology"}, {"id": "selW4", "name": "Water quality"}, {"id": "selI5", "name": "IT"}]}},
        {"id": "fldQ8yT3uI6oP1aSd", "name": "Qty", "type": "number", "options": {"precision": 0}},
        {"id": "fldU5cO2sT9nK4mLx", "name": "Unit Cost", "type": "currency", "options": {"precision": 2, "symbol": "$"}},
        {"id": "fldT1vA6lU3eR8wQz", "name": "Total Value", "type": "formula", "options": {"formula": "{fldQ8yT3uI6oP1aSd} * {fldU5cO2sT9nK4mLx}", "isValid": True, "result": {"type": "currency", "options": {"precision": 2, "symbol": "$"}}}},
        {"id": "fldS7tA4tU2sB9nMc", "name": "Status", "type": "singleSelect", "options": {"choices": [{"id": "selA1", "name": "Available"}, {"id": "selF2", "name": "In field"}, {"id": "selR3", "name": "Needs repair"}, {"id": "selX4", "name": "Retired"}]}},
        {"id": "fldL3cK8dE5dH0jGf", "name": "Last Checked", "type": "date", "options": {"dateFormat": {"name": "iso", "format": "YYYY-MM-DD"}}},
        {"id": "fldN0tE5sX7yZ2qWe", "name": "Notes", "type": "multilineText"}],
        "views": [{"id": "viwG1rD5vW8xY3zAb", "name": "Grid view", "type": "grid"}, {"id": "viwR2pA6iR9bC4dEf", "name": "Repairs", "type": "grid"}]}
    upd = rows[0][:4] + [4, 18450.00, "Needs repair", "2024-06-12", "Two units returned with cracked radome after Mill Creek survey; sent to Trimble service (RMA 88-41207)."]
    new = ["recH2bQ5cW8dX1eFy", "2024-06-12T18:44:09.000Z", "Emlid Reach RS3", "Survey", 5, 2749.00, "Available", "2024-06-12"]
    after = [upd] + rows[1:5] + [rows[6], new]
    ranked = sorted(after, key=lambda r: -(r[4] * r[5]))
    turns = [
        (call("list_bases"), text(pj({"bases": [
            {"id": bid, "name": "Fieldwork Inventory", "permissionLevel": "create"},
            {"id": "appX2cL8pV5nT1wRb", "name": "Project Pipeline 2024", "permissionLevel": "edit"},
            {"id": "appM9dK4qZ7sY3hGe", "name": "Lab Sample Tracking", "permissionLevel": "read"}]}))),
        (call("describe_table", baseId=bid, tableId=tid), text(pj(schema))),
        (call("list_records", baseId=bid, tableId=tid, pageSize=4, view="Grid view"), text(pj({"records": [rec(r) for r in rows[:4]], "offset": "itrK3vQ8mX2pL7nRz/recD0tS8kM4bW9xNo"}))),
        (call("list_records", baseId=bid, tableId=tid, pageSize=4, view="Grid view", offset="itrK3vQ8mX2pL7nRz/recD0tS8kM4bW9xNo"), text(pj({"records": [rec(r) for r in rows[4:]]}))),
        (call("update_records", baseId=bid, tableId=tid, records=[{"id": rows[0][0], "fields": {"Qty": 4, "Status": "Needs repair", "Last Checked": "2024-06-12", "Notes": upd[8]}}]), text(pj({"records": [rec(upd)]}))),
        (call("create_record", baseId=bid, tableId=tid, fields={"Name": "Emlid Reach RS3", "Category": "Survey", "Qty": 5, "Unit Cost": 2749, "Status": "Available", "Last Checked": "2024-06-12"}), text(pj(rec(new)))),
        (call("list_records", baseId=bid, tableId=tid, filterByFormula="{Status} = 'Needs repair'", fields=["Name", "Qty", "Total Value", "Status"]), text(pj({"records": [rec(upd, ["Name", "Qty", "Total Value", "Status"]), rec(rows[3], ["Name", "Qty", "Total Value", "Status"])]}))),
        (call("delete_records", baseId=bid, tableId=tid, recordIds=[rows[5][0]]), text(pj({"records": [{"id": rows[5][0], "deleted": True}]}))),
        (call("list_records", baseId=bid, tableId=tid, sort=[{"field": "Total Value", "direction": "desc"}], fields=["Name", "Total Value"]), text(pj({"records": [rec(r, ["Name", "Total Value"]) for r in ranked]}))),
    ]
    rs.add("mcp", "h57-mcp-09", system("airtable", tools), turns,
           state="Airtable MCP server with a personal access token (scopes data.records:read/write, schema.bases:read) for base \"Fieldwork Inventory\".")


# ---------------------------------------------------------------------------
# 10 WordPress — bad: a category count jumps by two after one post is published
# ---------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    tools = [
        tool("wp_list_categories", "List post categories", {"per_page": INT, "hide_empty": B}, []),
        tool("wp_list_posts", "List posts", {"status": S, "categories": A, "per_page": INT, "page": INT, "orderby": S}, []),
        tool("wp_get_post", "Get a post by ID (context=edit)", {"id": INT}, ["id"]),
        tool("wp_upload_media", "Upload a media file from a URL", {"source_url": S, "title": S, "alt_text": S}, ["source_url"]),
        tool("wp_update_post", "Update a post", {"id": INT, "title": S, "content": S, "status": S, "featured_media": INT, "tags": A, "categories": A}, ["id"]),
        tool("wp_list_comments", "List comments", {"status": S, "per_page": INT, "post": INT}, []),
        tool("wp_moderate_comment", "Change a comment's status", {"id": INT, "status": S}, ["id", "status"]),
        tool("wp_list_tags", "List tags", {"search": S, "per_page": INT}, []),
    ]
    site = "https://blog.beaconhq.dev"

    def cat(cid: int, count: int, name: str, slug: str, desc: str) -> dict[str, Any]:
        return {"id": cid, "count": count, "description": desc, "link": f"{site}/category/{slug}/", "name": name, "slug": slug, "taxonomy": "category", "parent": 0, "meta": []}

    def cats(rn: int) -> list[dict[str, Any]]:
        return [cat(12, 9, "Case Studies", "case-studies", "How teams run Beacon in production"), cat(9, 22, "Engineering", "engineering", "Deep dives from the Beacon engineering team"),
                cat(7, rn, "Release Notes", "release-notes", "What shipped in each Beacon release"), cat(4, 31, "Tutorials", "tutorials", "Step-by-step guides"),
                cat(1, 3, "Uncategorized", "uncategorized", "")]
    body = ("<!-- wp:paragraph -->\n<p>Beacon 3.2 is out. Highlights: OpenTelemetry log ingestion, per-route SLO burn alerts, and a 41% smaller agent binary.</p>\n<!-- /wp:paragraph -->\n\n"
            "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">New</h2>\n<!-- /wp:heading -->\n\n<!-- wp:list -->\n<ul><li>OTLP/HTTP log ingestion (beta)</li><li>SLO burn-rate alerts per route</li><li><code>beacon doctor</code> CLI diagnostics</li></ul>\n<!-- /wp:list -->\n\n"
            "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Fixed</h2>\n<!-- /wp:heading -->\n\n<!-- wp:list -->\n<ul><li>Agent memory leak on Alpine 3.19 (#2144)</li><li>Dashboard time picker ignored UTC offset (#2170)</li></ul>\n<!-- /wp:list -->")
    draft = {"id": 1882, "date": "2024-06-11T16:20:07", "date_gmt": "2024-06-11T16:20:07", "modified": "2024-06-12T09:47:52", "modified_gmt": "2024-06-12T09:47:52", "slug": "", "status": "draft", "type": "post",
             "link": f"{site}/?p=1882", "title": {"raw": "Beacon 3.2 release notes", "rendered": "Beacon 3.2 release notes"}, "author": 3, "featured_media": 0, "comment_status": "open",
             "sticky": False, "format": "standard", "categories": [7], "tags": [], "generated_slug": "beacon-3-2-release-notes"}
    d2 = {"id": 1890, "date": "2024-06-12T13:05:44", "modified": "2024-06-12T15:31:10", "slug": "", "status": "draft", "type": "post", "link": f"{site}/?p=1890",
          "title": {"rendered": "How we cut p99 ingest latency by 38%"}, "author": 5, "featured_media": 0, "categories": [9], "tags": [18, 26]}
    full = dict(draft, content={"raw": body, "rendered": body.replace("<!-- wp:paragraph -->\n", "").replace("\n<!-- /wp:paragraph -->", ""), "protected": False, "block_version": 1},
                excerpt={"raw": "", "rendered": "<p>Beacon 3.2 is out. Highlights: OpenTelemetry log ingestion, per-route SLO burn alerts, and a 41% smaller agent binary.</p>\n", "protected": False},
                password="", permalink_template=f"{site}/2024/06/11/%postname%/")
    pub = dict(draft, date="2024-06-13T10:02:41", date_gmt="2024-06-13T10:02:41", modified="2024-06-13T10:02:41", modified_gmt="2024-06-13T10:02:41", slug="beacon-3-2-release-notes",
               status="publish", link=f"{site}/2024/06/13/beacon-3-2-release-notes/", featured_media=1907)
    pub.pop("generated_slug")
    media = {"id": 1907, "date": "2024-06-13T10:01:58", "slug": "beacon-3-2-hero", "type": "attachment", "link": f"{site}/beacon-3-2-hero/", "title": {"rendered": "Beacon 3.2 hero"},
             "author": 3, "alt_text": "Beacon 3.2 dashboard with SLO burn alerts", "media_type": "image", "mime_type": "image/png",
             "media_details": {"width": 2400, "height": 1260, "file": "2024/06/beacon-3-2-hero.png", "filesize": 812447, "sizes": {"medium": {"width": 300, "height": 158, "source_url": f"{site}/wp-content/uploads/2024/06/beacon-3-2-hero-300x158.png"},
                                                                                                                                 "large": {"width": 1024, "height": 538, "source_url": f"{site}/wp-content/uploads/2024/06/beacon-3-2-hero-1024x538.png"}}},
             "post": None, "source_url": f"{site}/wp-content/uploads/2024/06/beacon-3-2-hero.png"}

    def com(cid: int, post: int, name: str, date: str, content: str, status: str = "hold") -> dict[str, Any]:
        return {"id": cid, "post": post, "parent": 0, "author": 0, "author_name": name, "date": date, "content": {"rendered": f"<p>{content}</p>\n"}, "link": f"{site}/?p={post}#comment-{cid}", "status": status, "type": "comment"}
    coms = [com(5527, 1851, "Oskar Lund", "2024-06-13T08:14:22", "Does 3.1.2 fix the agent restart loop on ARM64 nodes too?"),
            com(5524, 1799, "priyanka.dev", "2024-06-12T22:40:09", "Great write-up. Any plans to support Loki as a log source?"),
            com(5521, 1837, "Matt H.", "2024-06-12T17:02:51", "Upgraded 40 hosts to 3.1.1 without issues, thanks!")]
    older = [{"id": 1851, "date": "2024-05-29T09:00:00", "slug": "beacon-3-1-2-release-notes", "status": "publish", "link": f"{site}/2024/05/29/beacon-3-1-2-release-notes/", "title": {"rendered": "Beacon 3.1.2 release notes"}, "featured_media": 1849, "categories": [7], "tags": [23, 41]},
             {"id": 1837, "date": "2024-05-15T09:00:00", "slug": "beacon-3-1-1-release-notes", "status": "publish", "link": f"{site}/2024/05/15/beacon-3-1-1-release-notes/", "title": {"rendered": "Beacon 3.1.1 release notes"}, "featured_media": 1835, "categories": [7], "tags": [23, 41]}]
    short = {k: pub[k] for k in ("id", "date", "slug", "status", "link", "title", "featured_media", "categories", "tags")}
    turns = [
        (call("wp_list_categories", per_page=20, hide_empty=False), text(pj(cats(14)))),
        (call("wp_list_posts", status="draft", per_page=10), text(pj([draft, d2]))),
        (call("wp_get_post", id=1882), text(pj(full))),
        (call("wp_upload_media", source_url="https://assets.beaconhq.dev/press/3.2/hero.png", title="Beacon 3.2 hero", alt_text="Beacon 3.2 dashboard with SLO burn alerts"), text(pj(media))),
        (call("wp_update_post", id=1882, featured_media=1907, status="publish"), text(pj(pub))),
        (call("wp_list_comments", status="hold", per_page=10), text(pj(coms))),
        (call("wp_moderate_comment", id=5521, status="approved"), text(pj(dict(coms[2], status="approved")))),
        (call("wp_list_categories", per_page=20, hide_empty=False), text(pj(cats(16)))),
        (call("wp_list_posts", status="publish", categories=[7], per_page=3, orderby="date"), text(pj([short] + older))),
        (call("wp_list_tags", search="beacon", per_page=10), text(pj([
            {"id": 23, "count": 11, "description": "", "link": f"{site}/tag/beacon-3/", "name": "beacon 3", "slug": "beacon-3", "taxonomy": "post_tag"},
            {"id": 37, "count": 2, "description": "", "link": f"{site}/tag/beacon-agent/", "name": "beacon agent", "slug": "beacon-agent", "taxonomy": "post_tag"}]))),
        (call("wp_update_post", id=1882, tags=[23, 41]), text(pj(dict(pub, tags=[23, 41], modified="2024-06-13T10:06:19", modified_gmt="2024-06-13T10:06:19")))),
    ]
    rs.add("mcp", "h57-mcp-10", system("wordpress", tools), turns,
           state="WordPress MCP server connected to https://blog.beaconhq.dev (application password for user 'nadia', author id 3). Site timezone UTC.",
           bad=True, turn=8, kind="Publishing the one draft in Release Notes should take the category count from 14 to 15, but it is listed as 16.")


# ---------------------------------------------------------------------------
# 11 Twilio — clean: message status progresses, webhook updated, a reply arrives
# ---------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    tools = [
        tool("list_incoming_phone_numbers", "List the account's phone numbers", {"page_size": INT}, []),
        tool("update_incoming_phone_number", "Update a phone number's configuration", {"sid": S, "friendly_name": S, "sms_url": S, "sms_method": S, "voice_url": S}, ["sid"]),
        tool("send_message", "Send an SMS/MMS message", {"from": S, "to": S, "body": S, "status_callback": S}, ["to", "body"]),
        tool("fetch_message", "Fetch a message by SID", {"sid": S}, ["sid"]),
        tool("list_messages", "List messages, newest first", {"to": S, "from": S, "date_sent_after": S, "page_size": INT}, []),
        tool("list_calls", "List calls, newest first", {"status": S, "page_size": INT}, []),
        tool("fetch_call", "Fetch a call by SID", {"sid": S}, ["sid"]),
    ]
    ac = "AC3f9b2e7c41d8a6055e0b7c9d1a2f4e68"
    base = f"/2010-04-01/Accounts/{ac}"
    pn1, pn2 = "PN7c2e9a4b1f0d8c6e3a5b7d9f1e2c4a68", "PN0a4d6f8b2c1e3a5d7f9b0c2e4a6d8f13"

    def num(sid: str, fn: str, phone: str, sms: str, voice: str, created: str, updated: str) -> dict[str, Any]:
        return {"account_sid": ac, "address_requirements": "none", "api_version": "2010-04-01", "beta": False, "capabilities": {"voice": True, "sms": True, "mms": True, "fax": False},
                "date_created": created, "date_updated": updated, "friendly_name": fn, "identity_sid": None, "phone_number": phone, "origin": "twilio", "sid": sid,
                "sms_application_sid": "", "sms_fallback_method": "POST", "sms_fallback_url": "", "sms_method": "POST", "sms_url": sms, "status_callback": "", "status_callback_method": "POST",
                "voice_method": "POST", "voice_url": voice, "emergency_status": "Inactive", "bundle_sid": None, "status": "in-use", "uri": f"{base}/IncomingPhoneNumbers/{sid}.json"}
    n1 = num(pn1, "Clinic reminders (SF)", "+16282518840", "https://hooks.brightsmile.dental/twilio/sms-inbound", "https://hooks.brightsmile.dental/twilio/voice", "Mon, 08 Jan 2024 19:22:40 +0000", "Tue, 12 Mar 2024 17:05:13 +0000")
    n2 = num(pn2, "Austin front desk", "+17372840196", "https://hooks.brightsmile.dental/twilio/sms-inbound", "https://hooks.brightsmile.dental/twilio/voice-atx", "Thu, 22 Feb 2024 15:48:09 +0000", "Thu, 22 Feb 2024 15:51:37 +0000")
    n1b = dict(n1, sms_url="https://hooks.brightsmile.dental/twilio/v2/sms-inbound?clinic=sf-mission", date_updated="Wed, 19 Jun 2024 16:03:40 +0000")
    body = "Hi Jordan, reminder: cleaning with Dr. Okafor on Thu Jun 20 at 9:40 AM, BrightSmile Mission St. Reply C to confirm or R to reschedule."
    segs = 1 if len(body) <= 160 else -(-len(body) // 153)
    sm = "SM8f1c3a5e7b9d2f4a6c8e0b1d3f5a7c92"

    def msg(sid: str, frm: str, to: str, text_: str, direction: str, status: str, created: str, sent: str | None, updated: str, price: str | None, nseg: int = 1) -> dict[str, Any]:
        return {"account_sid": ac, "api_version": "2010-04-01", "body": text_, "date_created": created, "date_sent": sent, "date_updated": updated, "direction": direction,
                "error_code": None, "error_message": None, "from": frm, "messaging_service_sid": None, "num_media": "0", "num_segments": str(nseg), "price": price, "price_unit": "USD",
                "sid": sid, "status": status, "subresource_uris": {"media": f"{base}/Messages/{sid}/Media.json", "feedback": f"{base}/Messages/{sid}/Feedback.json"}, "to": to, "uri": f"{base}/Messages/{sid}.json"}
    q = msg(sm, "+16282518840", "+14155550172", body, "outbound-api", "queued", "Wed, 19 Jun 2024 16:02:11 +0000", None, "Wed, 19 Jun 2024 16:02:11 +0000", None, segs)
    dlv = dict(q, status="delivered", date_sent="Wed, 19 Jun 2024 16:02:12 +0000", date_updated="Wed, 19 Jun 2024 16:02:14 +0000", price="-0.00790")
    reply = msg("SMb2d4f6a8c0e1f3a5b7c9d0e2f4a6b8c1", "+14155550172", "+16282518840", "C", "inbound", "received", "Wed, 19 Jun 2024 16:04:02 +0000", "Wed, 19 Jun 2024 16:04:02 +0000", "Wed, 19 Jun 2024 16:04:02 +0000", "-0.00790")
    old = msg("SMe1c3a5b7d9f0e2c4a6b8d0f1a3c5e7b9", "+17372840196", "+15125550188", "Your appointment at BrightSmile Austin is confirmed for Fri Jun 21, 2:15 PM.", "outbound-api", "delivered",
              "Tue, 18 Jun 2024 21:40:55 +0000", "Tue, 18 Jun 2024 21:40:56 +0000", "Tue, 18 Jun 2024 21:40:58 +0000", "-0.00790")

    def cl(sid: str, frm: str, to: str, direction: str, start: str, end: str, dur: int, price: str) -> dict[str, Any]:
        return {"account_sid": ac, "answered_by": None, "api_version": "2010-04-01", "caller_name": None, "date_created": start, "date_updated": end, "direction": direction,
                "duration": str(dur), "end_time": end, "forwarded_from": to if direction == "inbound" else None, "from": frm, "from_formatted": f"({frm[2:5]}) {frm[5:8]}-{frm[8:]}",
                "group_sid": None, "parent_call_sid": None, "phone_number_sid": pn1 if "628" in (to + frm) else pn2, "price": price, "price_unit": "USD", "sid": sid,
                "start_time": start, "status": "completed", "to": to, "to_formatted": f"({to[2:5]}) {to[5:8]}-{to[8:]}", "uri": f"{base}/Calls/{sid}.json"}
    calls = [cl("CA4e6a8c0e2f4b6d8a0c2e4f6b8d0a2c51", "+14155550134", "+16282518840", "inbound", "Wed, 19 Jun 2024 15:31:08 +0000", "Wed, 19 Jun 2024 15:34:55 +0000", 227, "-0.0170"),
             cl("CA9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f92", "+17372840196", "+15125550119", "outbound-api", "Wed, 19 Jun 2024 14:02:40 +0000", "Wed, 19 Jun 2024 14:03:21 +0000", 41, "-0.0140"),
             cl("CA2c4e6a8b0d2f4a6c8e0b2d4f6a8c0e27", "+15125550188", "+17372840196", "inbound", "Tue, 18 Jun 2024 22:15:03 +0000", "Tue, 18 Jun 2024 22:21:47 +0000", 404, "-0.0595")]
    full_call = dict(calls[0], annotation=None, queue_time="0", trunk_sid=None, subresource_uris={
        "recordings": f"{base}/Calls/{calls[0]['sid']}/Recordings.json", "notifications": f"{base}/Calls/{calls[0]['sid']}/Notifications.json",
        "events": f"{base}/Calls/{calls[0]['sid']}/Events.json", "payments": f"{base}/Calls/{calls[0]['sid']}/Payments.json"})

    def page(key: str, items: list[dict[str, Any]], path: str, size: int) -> dict[str, Any]:
        return {key: items, "end": len(items) - 1, "first_page_uri": f"{base}/{path}.json?PageSize={size}&Page=0", "next_page_uri": f"{base}/{path}.json?PageSize={size}&Page=1&PageToken=PA{items[-1]['sid']}",
                "page": 0, "page_size": size, "previous_page_uri": None, "start": 0, "uri": f"{base}/{path}.json?PageSize={size}&Page=0"}
    turns = [
        (call("list_incoming_phone_numbers", page_size=20), text(pj(dict(page("incoming_phone_numbers", [n1, n2], "IncomingPhoneNumbers", 20), next_page_uri=None)))),
        (call("send_message", **{"from": "+16282518840"}, to="+14155550172", body=body, status_callback="https://hooks.brightsmile.dental/twilio/status"), text(pj(q))),
        (call("fetch_message", sid=sm), text(pj(dlv))),
        (call("update_incoming_phone_number", sid=pn1, sms_url="https://hooks.brightsmile.dental/twilio/v2/sms-inbound?clinic=sf-mission", sms_method="POST"), text(pj(n1b))),
        (call("list_messages", page_size=3), text(pj(page("messages", [reply, dlv, old], "Messages", 3)))),
        (call("list_calls", status="completed", page_size=3), text(pj(page("calls", calls, "Calls", 3)))),
        (call("fetch_call", sid=calls[0]["sid"]), text(pj(full_call))),
    ]
    rs.add("mcp", "h57-mcp-11", system("twilio", tools), turns,
           state=f"Twilio MCP server using API key SK…41c for account {ac} (BrightSmile Dental).")


# ---------------------------------------------------------------------------
# 12 SendGrid — bad: the new template version's subject line changes wording
# ---------------------------------------------------------------------------
SHIP_HTML_V3 = """<html>
<body style="font-family:Arial,sans-serif">
  <h1>Good news, {{first_name}}!</h1>
  <p>Your order <strong>{{order_id}}</strong> has shipped.</p>
  <p>Carrier: {{carrier}} · Tracking: <a href="{{tracking_url}}">{{tracking_number}}</a></p>
  <p>Estimated delivery: {{eta}}</p>
  <p style="color:#888">Larkfield Home · 410 Alder St, Portland OR</p>
</body>
</html>"""
SHIP_HTML_V4 = SHIP_HTML_V3.replace("has shipped.</p>", "is on its way.</p>\n  {{#if gift}}<p>🎁 A gift note is included in the box.</p>{{/if}}")


def t12(rs: RowSet) -> None:
    tools = [
        tool("list_templates", "List transactional templates", {"generations": S, "page_size": INT}, []),
        tool("get_template", "Retrieve a transactional template and its versions", {"template_id": S}, ["template_id"]),
        tool("create_template_version", "Create a new version of a template", {"template_id": S, "name": S, "subject": S, "html_content": S, "plain_content": S, "active": INT}, ["template_id", "name", "subject"]),
        tool("activate_template_version", "Activate a template version", {"template_id": S, "version_id": S}, ["template_id", "version_id"]),
        tool("send_mail", "Send an email using the v3 Mail Send API", {"from": OBJ, "personalizations": A, "template_id": S}, ["from", "personalizations"]),
    ]
    tpl = "d-4f6c1e9a2b3d47e8a5c0f1b2d3e4a5b6"
    v3, v4 = "8a1c5e2f-3b7d-4c9a-b0e1-6f2d4a8c9e13", "c2e7f9a1-5d3b-4e8c-9a0f-1b6d2e4c7a35"
    plain3 = "Good news, {{first_name}}! Your order {{order_id}} has shipped via {{carrier}}. Track it: {{tracking_url}} (ETA {{eta}})."
    plain4 = "Good news, {{first_name}}! Your order {{order_id}} is on its way via {{carrier}}. Track it: {{tracking_url}} (ETA {{eta}})."
    subj4 = "Your Larkfield order {{order_id}} is on its way"

    def ver(vid: str, name: str, subject: str, html: str, plain: str, active: int, updated: str) -> dict[str, Any]:
        return {"id": vid, "template_id": tpl, "active": active, "name": name, "html_content": html, "plain_content": plain, "generate_plain_content": False, "subject": subject,
                "updated_at": updated, "editor": "code", "test_data": "{\"first_name\":\"Maya\",\"order_id\":\"LF-104822\",\"carrier\":\"UPS\",\"tracking_number\":\"1Z999AA10123456784\",\"eta\":\"Jun 18\"}",
                "thumbnail_url": f"//us-east-2-production-thumbnail-bucket.s3.amazonaws.com/{vid[:8]}e1b4c3.png"}
    old = ver(v3, "Shipped v3", "Your order {{order_id}} has shipped", SHIP_HTML_V3, plain3, 1, "2024-04-02 17:41:09")
    new = ver(v4, "Shipped v4", subj4, SHIP_HTML_V4, plain4, 0, "2024-06-14 10:12:33")
    new_act = dict(new, active=1, updated_at="2024-06-14 10:13:02")
    turns = [
        (call("list_templates", generations="dynamic", page_size=10), text(pj({"result": [
            {"id": "d-1b8e3c5a7d9f41e2b6c0a4d8e2f6b0c9", "name": "Order confirmation", "generation": "dynamic", "updated_at": "2024-05-21 08:30:47", "versions": [{"id": "5e0a2c4b-6d8f-4a1c-9e3b-7d5f1a2c8e40", "template_id": "d-1b8e3c5a7d9f41e2b6c0a4d8e2f6b0c9", "active": 1, "name": "Confirmation v6", "updated_at": "2024-05-21 08:30:47", "editor": "design"}]},
            {"id": tpl, "name": "Order shipped", "generation": "dynamic", "updated_at": "2024-04-02 17:41:09", "versions": [{"id": v3, "template_id": tpl, "active": 1, "name": "Shipped v3", "updated_at": "2024-04-02 17:41:09", "editor": "code"}]},
            {"id": "d-7c9e1a3b5d7f49a0b2c4e6f8a0b2d4e7", "name": "Password reset", "generation": "dynamic", "updated_at": "2023-11-14 12:02:55", "versions": [{"id": "0f2d4b6a-8c1e-4d3f-a5b7-9c0e2f4a6b81", "template_id": "d-7c9e1a3b5d7f49a0b2c4e6f8a0b2d4e7", "active": 1, "name": "Reset v2", "updated_at": "2023-11-14 12:02:55", "editor": "code"}]},
        ], "_metadata": {"self": "https://api.sendgrid.com/v3/templates?generations=dynamic&page_size=10&page_token=", "count": 3}}))),
        (call("get_template", template_id=tpl), text(pj({"id": tpl, "name": "Order shipped", "generation": "dynamic", "updated_at": "2024-04-02 17:41:09", "versions": [old]}))),
        (call("create_template_version", template_id=tpl, name="Shipped v4", subject=subj4, html_content=SHIP_HTML_V4, plain_content=plain4, active=0), text(pj(new))),
        (call("activate_template_version", template_id=tpl, version_id=v4), text(pj(new_act))),
        (call("send_mail", **{"from": {"email": "orders@larkfieldhome.com", "name": "Larkfield Home"}}, template_id=tpl, personalizations=[{"to": [{"email": "maya.chen@fastmail.com", "name": "Maya Chen"}],
              "dynamic_template_data": {"first_name": "Maya", "order_id": "LF-104822", "carrier": "UPS", "tracking_number": "1Z999AA10123456784", "tracking_url": "https://www.ups.com/track?tracknum=1Z999AA10123456784", "eta": "Jun 18", "gift": True}}]),
         text("202 Accepted\nX-Message-Id: W3kQ8vT1Rz2pLm7nXc4bJA")),
        (call("get_template", template_id=tpl), text(pj({"id": tpl, "name": "Order shipped", "generation": "dynamic", "updated_at": "2024-06-14 10:13:02", "versions": [
            dict(new_act, subject="Your Larkfield order {{order_id}} is on the way"), dict(old, active=0)]}))),
    ]
    rs.add("mcp", "h57-mcp-12", system("sendgrid", tools), turns,
           state="SendGrid MCP server with a restricted API key (templates: full, mail.send) for account larkfieldhome.",
           bad=True, turn=6, kind="Version 'Shipped v4' was created with subject 'Your Larkfield order {{order_id}} is on its way' but is read back as '... is on the way' with no edit.")


# ---------------------------------------------------------------------------
# 13 Intercom — bad: a conversation closed in turn 4 is listed as open again
# ---------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_admins", "List the workspace's admins and teammates", {}, []),
        tool("search_conversations", "Search conversations with a query object", {"query": OBJ, "pagination": OBJ}, ["query"]),
        tool("get_conversation", "Retrieve a conversation with its parts", {"id": S, "display_as": S}, ["id"]),
        tool("manage_conversation", "Close, snooze, open or assign a conversation", {"id": S, "message_type": S, "admin_id": S, "assignee_id": S, "type": S, "body": S}, ["id", "message_type", "admin_id"]),
        tool("tag_conversation", "Attach a tag to a conversation", {"id": S, "tag_id": S, "admin_id": S}, ["id", "tag_id", "admin_id"]),
        tool("get_contact", "Retrieve a contact", {"id": S}, ["id"]),
    ]
    me = "6241078"

    def ct(cid: str, name: str) -> dict[str, Any]:
        return {"type": "contact", "id": cid, "external_id": None}

    def conv(cid: str, subject: str, body: str, contact: tuple[str, str, str], created: int, updated: int, state: str = "open", assignee: int | None = 6241078,
             tags: list[dict[str, str]] | None = None, parts: int = 3, waiting: int | None = None, priority: str = "not_priority") -> dict[str, Any]:
        return {"type": "conversation", "id": cid, "title": None, "created_at": created, "updated_at": updated, "waiting_since": waiting if state == "open" else None, "snoozed_until": None,
                "open": state == "open", "state": state, "read": True, "priority": priority, "admin_assignee_id": assignee, "team_assignee_id": 8812,
                "tags": {"type": "tag.list", "tags": tags or []},
                "source": {"type": "conversation", "id": str(int(cid) % 10**10 + 3000000000), "delivered_as": "customer_initiated", "subject": subject, "body": f"<p>{body}</p>",
                           "author": {"type": "user", "id": contact[0], "name": contact[1], "email": contact[2]}, "attachments": [], "url": None, "redacted": False},
                "contacts": {"type": "contact.list", "contacts": [ct(contact[0], contact[1])]},
                "statistics": {"type": "conversation_statistics", "time_to_assignment": 0, "time_to_admin_reply": 412, "time_to_first_close": None if state == "open" else updated - created,
                               "median_time_to_reply": 655, "first_contact_reply_at": created, "count_reopens": 0, "count_assignments": 1, "count_conversation_parts": parts},
                "conversation_rating": None}
    ilse = ("65f1c2a9e4b0d8001f3a7c21", "Ilse van Dijk", "ilse.vandijk@tulpdata.nl")
    omar = ("65f1c2a9e4b0d8001f3a9b07", "Omar Haddad", "omar@cedarpoint.app")
    gwen = ("660a41d3b7e2c9001e5f2d88", "Gwen Tallis", "g.tallis@mirrorlake.io")
    c1 = conv("215471029384761", "Export to CSV times out", "Exporting the 'Sessions' report for May times out after ~60s, about 480k rows.", ilse, 1718611322, 1718634805, waiting=1718634805, parts=4)
    c2 = conv("215471033901215", "Can't add seats on annual plan", "Billing page says 'contact sales' when I try to add 5 seats to our annual plan.", omar, 1718618870, 1718632211, waiting=1718632211, parts=2,
              tags=[{"type": "tag", "id": "7710342", "name": "billing", "applied_at": 1718619002, "applied_by": {"type": "admin", "id": me}}])
    c3 = conv("215471036620487", "SSO login loop after IdP change", "After moving from Okta to Entra ID, users bounce back to the login page.", gwen, 1718625544, 1718633390, assignee=None, waiting=1718633390, parts=1, priority="priority")
    c3["statistics"].update(time_to_assignment=None, time_to_admin_reply=None, median_time_to_reply=None, count_assignments=0)
    closed = dict(c1, state="closed", open=False, waiting_since=None, updated_at=1718635540, statistics=dict(c1["statistics"], time_to_first_close=1718635540 - 1718611322, count_conversation_parts=5))
    parts = [
        {"type": "conversation_part", "id": "27001845512", "part_type": "comment", "body": "<p>Hi Ilse, thanks for the details! Which workspace region are you on (EU or US)?</p>", "created_at": 1718611734, "updated_at": 1718611734, "notified_at": 1718611734, "assigned_to": None, "author": {"id": me, "type": "admin", "name": "Sofia Brandt", "email": "sofia@pulselytics.com"}, "attachments": [], "external_id": None, "redacted": False},
        {"type": "conversation_part", "id": "27001851930", "part_type": "comment", "body": "<p>EU (Frankfurt). Workspace id tulpdata-prod.</p>", "created_at": 1718613020, "updated_at": 1718613020, "notified_at": 1718613020, "assigned_to": None, "author": {"id": ilse[0], "type": "user", "name": ilse[1], "email": ilse[2]}, "attachments": [], "external_id": None, "redacted": False},
        {"type": "conversation_part", "id": "27001866004", "part_type": "note", "body": "<p>Known issue EXP-412: sync CSV export capped at 60s. Async export shipped to EU on 17 Jun.</p>", "created_at": 1718633911, "updated_at": 1718633911, "notified_at": 1718633911, "assigned_to": None, "author": {"id": me, "type": "admin", "name": "Sofia Brandt", "email": "sofia@pulselytics.com"}, "attachments": [], "external_id": None, "redacted": False},
        {"type": "conversation_part", "id": "27001867218", "part_type": "comment", "body": "<p>The async export works, got the file (212 MB). Thanks!</p>", "created_at": 1718634805, "updated_at": 1718634805, "notified_at": 1718634805, "assigned_to": None, "author": {"id": ilse[0], "type": "user", "name": ilse[1], "email": ilse[2]}, "attachments": [], "external_id": None, "redacted": False},
    ]
    close_part = {"type": "conversation_part", "id": "27001869455", "part_type": "close", "body": "<p>Glad it worked! Closing this one — reply any time if the export acts up again.</p>", "created_at": 1718635540, "updated_at": 1718635540, "notified_at": 1718635540, "assigned_to": None, "author": {"id": me, "type": "admin", "name": "Sofia Brandt", "email": "sofia@pulselytics.com"}, "attachments": [], "external_id": None, "redacted": False}
    q = {"operator": "AND", "value": [{"field": "state", "operator": "=", "value": "open"}, {"field": "team_assignee_id", "operator": "=", "value": "8812"}]}
    turns = [
        (call("list_admins"), text(pj({"type": "admin.list", "admins": [
            {"type": "admin", "email": "sofia@pulselytics.com", "id": me, "name": "Sofia Brandt", "away_mode_enabled": False, "away_mode_reassign": False, "has_inbox_seat": True, "team_ids": [8812]},
            {"type": "admin", "email": "kenji@pulselytics.com", "id": "6241093", "name": "Kenji Watanabe", "away_mode_enabled": False, "away_mode_reassign": False, "has_inbox_seat": True, "team_ids": [8812, 8815]},
            {"type": "admin", "email": "operator+x7k2m9@intercom.io", "id": "6302211", "name": "Fin", "away_mode_enabled": False, "away_mode_reassign": False, "has_inbox_seat": False, "team_ids": []}]}))),
        (call("search_conversations", query=q, pagination={"per_page": 20}), text(pj({"type": "conversation.list", "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 1}, "total_count": 3, "conversations": [c1, c3, c2]}))),
        (call("get_conversation", id=c1["id"], display_as="plaintext"), text(pj(dict(c1, conversation_parts={"type": "conversation_part.list", "conversation_parts": parts, "total_count": 4})))),
        (call("manage_conversation", id=c1["id"], message_type="close", admin_id=me, type="admin", body="Glad it worked! Closing this one — reply any time if the export acts up again."),
         text(pj(dict(closed, conversation_parts={"type": "conversation_part.list", "conversation_parts": parts + [close_part], "total_count": 5})))),
        (call("search_conversations", query=q, pagination={"per_page": 20}), text(pj({"type": "conversation.list", "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 1}, "total_count": 3,
                                                                                       "conversations": [dict(c1, updated_at=1718635540, statistics=closed["statistics"]), c3, c2]}))),
        (call("tag_conversation", id=c2["id"], tag_id="7710389", admin_id=me), text(pj({"type": "tag", "id": "7710389", "name": "seat-expansion"}))),
        (call("get_contact", id=gwen[0]), text(pj({"type": "contact", "id": gwen[0], "workspace_id": "x7k2m9qd", "external_id": "usr_55810", "role": "user", "email": gwen[2], "phone": None, "name": gwen[1],
                                                   "avatar": None, "owner_id": None, "has_hard_bounced": False, "marked_email_as_spam": False, "unsubscribed_from_emails": False, "created_at": 1712341459, "updated_at": 1718633391,
                                                   "signed_up_at": 1712341459, "last_seen_at": 1718633112, "last_replied_at": 1718625544, "browser": "edge", "browser_version": "125.0.2535.92", "os": "Windows 11",
                                                   "location": {"type": "location", "country": "United Kingdom", "region": "England", "city": "Bristol", "country_code": "GBR", "continent_code": "EU"},
                                                   "custom_attributes": {"plan": "Scale", "seats": 140, "sso_provider": "entra_id"},
                                                   "companies": {"type": "list", "data": [{"type": "company", "id": "660a41d3b7e2c9001e5f2d01", "url": "/companies/660a41d3b7e2c9001e5f2d01"}], "total_count": 1}}))),
        (call("manage_conversation", id=c3["id"], message_type="assignment", admin_id=me, assignee_id="6241093", type="admin", body="Kenji, SSO is yours — Entra ID migration."),
         text(pj(dict(c3, admin_assignee_id=6241093, updated_at=1718635902, statistics=dict(c3["statistics"], count_assignments=1, count_conversation_parts=2))))),
    ]
    rs.add("mcp", "h57-mcp-13", system("intercom", tools), turns,
           state="Intercom MCP server (API version 2.11) with an access token for workspace x7k2m9qd (Pulselytics), acting as admin 6241078.",
           bad=True, turn=5, kind="Conversation 215471029384761 was closed in turn 4, but the next open-conversations search still returns it with state 'open'.")


# ---------------------------------------------------------------------------
# 14 Zendesk — clean: status/priority changes shrink a search, comments grow, new ticket
# ---------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    tools = [
        tool("search_tickets", "Search tickets with Zendesk search syntax", {"query": S, "sort_by": S, "sort_order": S}, ["query"]),
        tool("get_ticket", "Retrieve a ticket by id", {"ticket_id": INT}, ["ticket_id"]),
        tool("get_ticket_comments", "List a ticket's comments", {"ticket_id": INT}, ["ticket_id"]),
        tool("update_ticket", "Update a ticket (status, priority, assignee, tags) and optionally add a comment", {"ticket_id": INT, "status": S, "priority": S, "assignee_id": INT, "tags": A, "comment": OBJ}, ["ticket_id"]),
        tool("create_ticket", "Create a ticket", {"subject": S, "comment": OBJ, "requester_id": INT, "priority": S, "type": S, "tags": A, "assignee_id": INT}, ["subject", "comment"]),
        tool("get_user", "Retrieve a user by id", {"user_id": INT}, ["user_id"]),
    ]
    sub = "https://orbitpay.zendesk.com/api/v2"
    me, grp = 3811920455, 360008812233

    def tk(tid: int, subj: str, desc: str, req: int, status: str, prio: str, created: str, updated: str, tags: list[str], plan: str, typ: str = "incident", assignee: int | None = me) -> dict[str, Any]:
        return {"url": f"{sub}/tickets/{tid}.json", "id": tid, "external_id": None, "via": {"channel": "email", "source": {"from": {}, "to": {"address": "support@orbitpay.io"}, "rel": None}},
                "created_at": created, "updated_at": updated, "type": typ, "subject": subj, "raw_subject": subj, "description": desc, "priority": prio, "status": status,
                "recipient": "support@orbitpay.io", "requester_id": req, "submitter_id": req, "assignee_id": assignee, "organization_id": 17744201938, "group_id": grp,
                "collaborator_ids": [], "follower_ids": [], "email_cc_ids": [], "forum_topic_id": None, "problem_id": None, "has_incidents": False, "is_public": True, "due_at": None,
                "tags": tags, "custom_fields": [{"id": 900011482731, "value": plan}, {"id": 900011482755, "value": "api"}], "satisfaction_rating": None, "sharing_agreement_ids": [],
                "followup_ids": [], "brand_id": 360004471100, "allow_channelback": False, "allow_attachments": True, "from_messaging_channel": False}
    ana = 39110482211
    t1 = tk(48213, "Webhook deliveries failing with 410 since Monday", "Since Monday 17 Jun our endpoint https://hooks.lumenfleet.com/orbitpay receives no events; your dashboard shows 410 Gone for every attempt. Endpoint is up (we checked from 3 regions).",
            ana, "open", "high", "2024-06-17T08:41:12Z", "2024-06-18T10:05:31Z", ["enterprise", "webhooks"], "enterprise")
    t2 = tk(48105, "Invoice INV-2024-0588 shows wrong VAT number", "Our VAT number is DE298113457, the invoice shows DE298113475.", 39110517730, "open", "high", "2024-06-14T13:20:48Z", "2024-06-17T16:44:02Z", ["billing", "vat"], "growth", "problem")
    t3 = tk(48190, "Bulk payout import stuck at 92%", "CSV with 3,412 payouts has been at 92% for 40 minutes (job imp_7Qm2x9).", 39110620094, "open", "high", "2024-06-16T19:02:33Z", "2024-06-18T09:12:40Z", ["payouts", "import"], "enterprise")
    t1p = dict(t1, status="pending", updated_at="2024-06-18T14:22:07Z", tags=["enterprise", "webhooks", "awaiting_customer"])
    t2u = dict(t2, priority="urgent", updated_at="2024-06-18T14:26:51Z")
    t1s = dict(t1p, status="solved", updated_at="2024-06-18T16:09:44Z", tags=["enterprise", "webhooks"])
    new = tk(48377, "Docs: webhook endpoint rotation steps unclear", "From ticket #48213: the docs page 'Rotating webhook endpoints' doesn't say that the old endpoint is disabled (410) once the new one is verified.",
             me, "open", "normal", "2024-06-18T14:24:15Z", "2024-06-18T14:24:15Z", ["docs", "webhooks"], "enterprise", "task")
    new["via"] = {"channel": "api", "source": {"from": {}, "to": {}, "rel": None}}
    new["submitter_id"] = me

    def cm(cid: int, author: int, body: str, public: bool, created: str, via: str = "email") -> dict[str, Any]:
        return {"id": cid, "type": "Comment", "author_id": author, "body": body, "html_body": f"<div class=\"zd-comment\" dir=\"auto\"><p>{body}</p></div>", "plain_body": body,
                "public": public, "attachments": [], "audit_id": cid + 11, "via": {"channel": via, "source": {"from": {}, "to": {}, "rel": None}}, "created_at": created, "metadata": {"system": {"client": "Zendesk MCP"}}}
    cms = [cm(27714400120311, ana, t1["description"], True, "2024-06-17T08:41:12Z"),
           cm(27714488231907, me, "Internal: endpoint ep_41Hq was auto-disabled at 2024-06-17 07:58 UTC after they verified ep_9Vd3 (rotation flow). Customer's config still points to the old URL.", False, "2024-06-18T09:58:26Z", "web"),
           cm(27714490007415, me, "Hi Ana, we're checking the delivery logs for your account now and will update you shortly.", True, "2024-06-18T10:05:31Z", "web")]
    reply = cm(27714533817022, me, "Hi Ana, the 410s come from endpoint ep_41Hq, which was disabled on 17 Jun when ep_9Vd3 was verified. Please point ep_9Vd3 at https://hooks.lumenfleet.com/orbitpay and resend from Dashboard → Webhooks → Failed (the 2,184 queued events are kept for 72h).", True, "2024-06-18T14:22:07Z", "web")
    turns = [
        (call("search_tickets", query="type:ticket status:open priority:high group:360008812233", sort_by="updated_at", sort_order="desc"), pj({"results": [dict(t1, result_type="ticket"), dict(t3, result_type="ticket"), dict(t2, result_type="ticket")], "facets": None, "next_page": None, "previous_page": None, "count": 3})),
        (call("get_ticket", ticket_id=48213), pj({"ticket": t1})),
        (call("get_ticket_comments", ticket_id=48213), pj({"comments": cms, "next_page": None, "previous_page": None, "count": 3})),
        (call("update_ticket", ticket_id=48213, status="pending", tags=["enterprise", "webhooks", "awaiting_customer"], comment={"body": reply["body"], "public": True}), pj({"ticket": t1p, "audit": {"id": reply["audit_id"], "ticket_id": 48213, "created_at": "2024-06-18T14:22:07Z", "author_id": me,
                                                                                                                                                                         "events": [{"id": reply["id"], "type": "Comment", "public": True}, {"id": 27714533817101, "type": "Change", "field_name": "status", "value": "pending", "previous_value": "open"},
                                                                                                                                                                                    {"id": 27714533817180, "type": "Change", "field_name": "tags", "value": ["enterprise", "webhooks", "awaiting_customer"], "previous_value": ["enterprise", "webhooks"]}]}})),
        (call("create_ticket", subject=new["subject"], comment={"body": new["description"], "public": False}, requester_id=me, priority="normal", type="task", tags=["docs", "webhooks"], assignee_id=me), pj({"ticket": new})),
        (call("update_ticket", ticket_id=48105, priority="urgent"), pj({"ticket": t2u})),
        (call("search_tickets", query="type:ticket status:open priority:high group:360008812233", sort_by="updated_at", sort_order="desc"), pj({"results": [dict(t3, result_type="ticket")], "facets": None, "next_page": None, "previous_page": None, "count": 1})),
        (call("get_ticket_comments", ticket_id=48213), pj({"comments": cms + [reply], "next_page": None, "previous_page": None, "count": 4})),
        (call("get_user", user_id=ana), pj({"user": {"id": ana, "url": f"{sub}/users/{ana}.json", "name": "Ana Costa", "email": "ana.costa@lumenfleet.com", "created_at": "2023-09-04T12:30:19Z", "updated_at": "2024-06-17T08:41:13Z",
                                                     "time_zone": "Europe/Lisbon", "iana_time_zone": "Europe/Lisbon", "phone": "+351 21 555 0193", "locale": "en-US", "organization_id": 17744201938, "role": "end-user", "verified": True,
                                                     "tags": ["enterprise"], "user_fields": {"account_tier": "enterprise", "csm": "Hannah Reyes"}, "suspended": False, "last_login_at": "2024-06-11T15:03:40Z"}})),
        (call("update_ticket", ticket_id=48213, status="solved", tags=["enterprise", "webhooks"], comment={"body": "Customer confirmed deliveries resumed at 15:48 UTC; 2,184 events replayed.", "public": False}), pj({"ticket": t1s})),
    ]
    rs.add("mcp", "h57-mcp-14", system("zendesk", tools), turns,
           state="Zendesk MCP server for orbitpay.zendesk.com, authenticated as agent Liam O'Brien (id 3811920455), group Tier 2 API (360008812233).")


# ---------------------------------------------------------------------------
# 15 Freshdesk — clean: reply, status change, re-sorted list with a new ticket
# ---------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    tools = [
        tool("list_tickets", "List tickets (filter, order_by, order_type, updated_since)", {"filter": S, "order_by": S, "order_type": S, "updated_since": S, "per_page": INT}, []),
        tool("view_ticket", "View a ticket, optionally with conversations", {"ticket_id": INT, "include": S}, ["ticket_id"]),
        tool("reply_ticket", "Reply to a ticket", {"ticket_id": INT, "body": S, "cc_emails": A}, ["ticket_id", "body"]),
        tool("update_ticket", "Update ticket properties", {"ticket_id": INT, "status": INT, "priority": INT, "tags": A, "group_id": INT}, ["ticket_id"]),
        tool("view_contact", "View a contact", {"contact_id": INT}, ["contact_id"]),
    ]
    agent = 103009118722

    def tk(tid: int, subj: str, status: int, prio: int, req: int, created: str, updated: str, tags: list[str], due: str, src: int = 1) -> dict[str, Any]:
        return {"cc_emails": [], "fwd_emails": [], "reply_cc_emails": [], "ticket_cc_emails": [], "fr_escalated": False, "spam": False, "email_config_id": 103000054217,
                "group_id": 103000188430, "priority": prio, "requester_id": req, "responder_id": agent, "source": src, "company_id": None, "status": status, "subject": subj,
                "association_type": None, "support_email": "help@kettleandgrain.com", "to_emails": ["help@kettleandgrain.com"], "product_id": None, "id": tid, "type": "Question",
                "due_by": due, "fr_due_by": due, "is_escalated": False, "custom_fields": {"cf_order_number": None}, "created_at": created, "updated_at": updated, "tags": tags}
    a = tk(9142, "Wrong grind size on subscription #KG-55102", 2, 2, 103011442901, "2024-06-19T07:18:44Z", "2024-06-19T07:18:44Z", ["subscription"], "2024-06-20T07:18:44Z")
    a["custom_fields"] = {"cf_order_number": "KG-55102"}
    b = tk(9139, "Refund for damaged kettle", 2, 3, 103011439070, "2024-06-18T21:55:10Z", "2024-06-19T06:40:02Z", ["refund", "damage"], "2024-06-19T21:55:10Z")
    c = tk(9133, "Change delivery address for next box", 2, 1, 103011420388, "2024-06-18T15:02:37Z", "2024-06-18T15:02:37Z", [], "2024-06-21T15:02:37Z")
    d = tk(9127, "Promo code SUMMER15 not applying", 2, 2, 103011401156, "2024-06-18T11:20:19Z", "2024-06-18T13:47:51Z", ["promo"], "2024-06-19T11:20:19Z", 2)
    a2 = dict(a, status=3, updated_at="2024-06-19T08:06:25Z", tags=["subscription", "replacement-sent"])
    new = tk(9151, "Missing filters in June box", 2, 1, 103011458813, "2024-06-19T08:05:40Z", "2024-06-19T08:05:40Z", [], "2024-06-22T08:05:40Z")
    new["responder_id"] = None
    conv_in = {"body": "<div>Hi, my June box (order KG-55102) came as espresso grind again. My subscription is set to <b>medium-coarse</b> for pour-over. Can you send a replacement?</div>",
               "body_text": "Hi, my June box (order KG-55102) came as espresso grind again. My subscription is set to medium-coarse for pour-over. Can you send a replacement?",
               "id": 103098771204, "incoming": True, "private": False, "user_id": 103011442901, "support_email": None, "source": 0, "category": 3, "ticket_id": 9142,
               "to_emails": ["help@kettleandgrain.com"], "from_email": "felix.brandt@posteo.de", "cc_emails": [], "bcc_emails": None, "attachments": [],
               "created_at": "2024-06-19T07:18:44Z", "updated_at": "2024-06-19T07:18:44Z"}
    rep_body = "<div>Hi Felix, sorry about that! The roastery label printer defaulted to espresso for batch 0619-B. A medium-coarse replacement ships today (tracking KG-R-22710), and your subscription setting is unchanged.</div>"
    rep = {"body": rep_body, "body_text": "Hi Felix, sorry about that! The roastery label printer defaulted to espresso for batch 0619-B. A medium-coarse replacement ships today (tracking KG-R-22710), and your subscription setting is unchanged.",
           "id": 103098790316, "incoming": False, "private": False, "user_id": agent, "support_email": "help@kettleandgrain.com", "source": 0, "category": 3, "ticket_id": 9142,
           "to_emails": ["felix.brandt@posteo.de"], "from_email": "Kettle & Grain Support <help@kettleandgrain.com>", "cc_emails": [], "bcc_emails": [], "attachments": [],
           "created_at": "2024-06-19T08:05:12Z", "updated_at": "2024-06-19T08:05:12Z"}
    turns = [
        (call("list_tickets", filter="new_and_my_open", per_page=4), pj([a, b, c, d])),
        (call("view_ticket", ticket_id=9142, include="conversations"), pj(dict(a, description=conv_in["body"], description_text=conv_in["body_text"], conversations=[]))),
        (call("reply_ticket", ticket_id=9142, body=rep_body), pj(rep)),
        (call("update_ticket", ticket_id=9142, status=3, tags=["subscription", "replacement-sent"]), pj(a2)),
        (call("list_tickets", updated_since="2024-06-18T00:00:00Z", order_by="updated_at", order_type="desc", per_page=5), pj([a2, new, b, c, d])),
        (call("view_contact", contact_id=103011442901), pj({"active": True, "address": "Lindenstraße 14, 10969 Berlin", "company_id": None, "description": None, "email": "felix.brandt@posteo.de", "id": 103011442901,
                                                            "job_title": None, "language": "en", "mobile": None, "name": "Felix Brandt", "phone": None, "time_zone": "Berlin", "twitter_id": None,
                                                            "custom_fields": {"subscription_id": "KG-SUB-18833", "grind": "medium-coarse", "plan": "Roaster's Choice 2x250g"}, "tags": ["subscriber"],
                                                            "other_emails": [], "facebook_id": None, "created_at": "2023-10-02T18:40:21Z", "updated_at": "2024-05-30T09:12:54Z", "csat_rating": 103, "preferred_source": 1,
                                                            "unique_external_id": None, "avatar": None, "first_name": "Felix", "last_name": "Brandt", "visitor_id": "b1f7e6a2-0d4c-4a83-9e15-2c7b8d6f3a90"})),
    ]
    rs.add("mcp", "h57-mcp-15", system("freshdesk", tools), turns,
           state="Freshdesk MCP server for kettleandgrain.freshdesk.com, API key of agent Rosa Lindqvist (id 103009118722). Status codes: 2 Open, 3 Pending, 4 Resolved, 5 Closed; priority 1 Low … 4 Urgent.")


# ---------------------------------------------------------------------------
# 16 Contentful — bad: a created-and-published entry is missing from the later list
# ---------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    tools = [
        tool("list_content_types", "List content types in the environment", {"spaceId": S, "environmentId": S, "limit": INT}, ["spaceId"]),
        tool("search_entries", "Search entries with query parameters", {"spaceId": S, "environmentId": S, "query": OBJ}, ["spaceId", "query"]),
        tool("get_entry", "Get an entry by id", {"spaceId": S, "environmentId": S, "entryId": S}, ["spaceId", "entryId"]),
        tool("create_entry", "Create an entry of a content type", {"spaceId": S, "environmentId": S, "contentTypeId": S, "fields": OBJ}, ["spaceId", "contentTypeId", "fields"]),
        tool("update_entry", "Update an entry (requires the current version)", {"spaceId": S, "environmentId": S, "entryId": S, "version": INT, "fields": OBJ}, ["spaceId", "entryId", "version", "fields"]),
        tool("publish_entry", "Publish an entry", {"spaceId": S, "environmentId": S, "entryId": S, "version": INT}, ["spaceId", "entryId", "version"]),
        tool("list_assets", "List assets", {"spaceId": S, "environmentId": S, "limit": INT, "skip": INT}, ["spaceId"]),
        tool("get_asset", "Get an asset by id", {"spaceId": S, "environmentId": S, "assetId": S}, ["spaceId", "assetId"]),
    ]
    sp, env = "k3p9x2m7q1ra", "master"
    me = "5Tq8NcLw2xYe9Rm1Zb4Kdp"
    other = "1Hs7Vd3Qa9Ln5Wc2Jt8Xmr"

    def link(kind: str, i: str) -> dict[str, Any]:
        return {"sys": {"type": "Link", "linkType": kind, "id": i}}

    def sysd(i: str, ct: str | None, version: int, created: str, updated: str, pub: int | None = None, pub_at: str | None = None, first: str | None = None, counter: int = 0, by: str = me, kind: str = "Entry") -> dict[str, Any]:
        d: dict[str, Any] = {"space": link("Space", sp), "id": i, "type": kind, "createdAt": created, "updatedAt": updated, "environment": link("Environment", env),
                             "createdBy": link("User", by), "updatedBy": link("User", by), "publishedCounter": counter, "version": version, "automationTags": []}
        if pub is not None:
            d.update(publishedVersion=pub, publishedAt=pub_at, firstPublishedAt=first, publishedBy=link("User", by))
        if ct:
            d["contentType"] = link("ContentType", ct)
        return d
    L = "en-US"
    posts = [
        {"sys": sysd("7qWn2Xb5Rk9Lm3Tp6Ys1Vd", "blogPost", 19, "2024-05-02T10:11:40.512Z", "2024-06-19T16:48:03.271Z", 18, "2024-06-19T16:48:03.271Z", "2024-05-06T08:00:12.004Z", 4, other),
         "fields": {"title": {L: "Composable pricing pages with Next.js 14"}, "slug": {L: "composable-pricing-pages-nextjs-14"}}},
        {"sys": sysd("3Fz8Yc1Nq6Ht4Jw9Pk2Mr7", "blogPost", 11, "2024-05-28T14:02:55.090Z", "2024-06-18T11:20:17.663Z", 10, "2024-06-18T11:20:17.663Z", "2024-06-03T07:30:00.118Z", 3),
         "fields": {"title": {L: "What we learned migrating 40k entries to Rich Text"}, "slug": {L: "migrating-40k-entries-rich-text"}}},
        {"sys": sysd("9Bd4Kx7Tm2Qv8Wr5Hn1Ls3", "blogPost", 7, "2024-06-10T09:45:21.337Z", "2024-06-17T08:09:58.905Z", 6, "2024-06-17T08:09:58.905Z", "2024-06-12T09:00:03.511Z", 2, other),
         "fields": {"title": {L: "Localization workflows for 14 markets"}, "slug": {L: "localization-workflows-14-markets"}}},
    ]
    nid = "4vQp9xKz2Lm8TtYwHcR1bN"
    author = "2vRk8mQz1pLx7YtC4nWb9s"
    catid = "6mYt3Kq8Wz1Xv5Rb2Np7Lc"
    hero = "5Gx1Rv8Yp3Kt6Mz9Qw2Bn4"
    f1 = {"title": {L: "Preview environments for every pull request"}, "slug": {L: "preview-environments-every-pr"}, "author": {L: link("Entry", author)}, "category": {L: link("Entry", catid)}}
    bodytxt = "## Why previews\n\nEvery PR on the storefront now gets its own Contentful environment alias and a Vercel preview...\n\n## How it works\n\n1. CI clones `master` into `pr-<number>`\n2. Migrations run against the clone\n3. The preview URL is posted back to the PR\n\nClones of our 31k-entry space take about 4 minutes."
    f2 = dict(f1, body={L: bodytxt}, heroImage={L: link("Asset", hero)}, publishDate={L: "2024-06-21T09:00+02:00"})
    created = {"metadata": {"tags": []}, "sys": sysd(nid, "blogPost", 1, "2024-06-20T09:14:02.118Z", "2024-06-20T09:14:02.118Z"), "fields": f1}
    upd = {"metadata": {"tags": []}, "sys": sysd(nid, "blogPost", 2, "2024-06-20T09:14:02.118Z", "2024-06-20T09:16:47.552Z"), "fields": f2}
    pubd = {"metadata": {"tags": []}, "sys": sysd(nid, "blogPost", 3, "2024-06-20T09:14:02.118Z", "2024-06-20T09:17:10.809Z", 2, "2024-06-20T09:17:10.809Z", "2024-06-20T09:17:10.809Z", 1), "fields": f2}
    f3 = dict(f2, slug={L: "preview-environments-for-every-pull-request"})
    upd2 = {"metadata": {"tags": []}, "sys": sysd(nid, "blogPost", 4, "2024-06-20T09:14:02.118Z", "2024-06-20T09:23:05.420Z", 2, "2024-06-20T09:17:10.809Z", "2024-06-20T09:17:10.809Z", 1), "fields": f3}
    cat_fields = {"name": {L: "Engineering"}, "slug": {L: "engineering"}, "description": {L: "Platform, tooling and developer experience at Fernhill Commerce"}}
    cat_upd = {"metadata": {"tags": []}, "sys": sysd(catid, "category", 5, "2023-11-03T12:00:41.220Z", "2024-06-20T09:19:33.147Z", 3, "2024-02-14T10:05:09.730Z", "2023-11-03T12:02:10.004Z", 2),
               "fields": dict(cat_fields, description={L: "Platform, tooling, CI and developer experience at Fernhill Commerce"})}

    def asset(i: str, title: str, fname: str, ctype: str, size: int, w: int, h: int, created: str, updated: str, version: int) -> dict[str, Any]:
        return {"metadata": {"tags": []}, "sys": sysd(i, None, version, created, updated, version - 1, updated, created, 1, other, "Asset"),
                "fields": {"title": {L: title}, "file": {L: {"url": f"//images.ctfassets.net/{sp}/{i}/8c1e0f2a9b7d4c6e3a5f1b0d2e4c6a8b/{fname}", "details": {"size": size, "image": {"width": w, "height": h}}, "fileName": fname, "contentType": ctype}}}}
    a_hero = asset(hero, "PR preview flow diagram", "pr-preview-flow.png", "image/png", 348210, 1920, 1080, "2024-06-19T15:30:12.440Z", "2024-06-19T15:31:02.118Z", 2)
    a2 = asset("8Jc2Wn5Lq7Xd1Ry4Tb9Fk6", "Localization matrix", "l10n-matrix.webp", "image/webp", 91877, 1600, 900, "2024-06-10T09:40:55.006Z", "2024-06-12T08:58:44.390Z", 4)
    q = {"content_type": "blogPost", "limit": 3, "order": "-sys.updatedAt", "select": "sys,fields.title,fields.slug"}
    turns = [
        (call("list_content_types", spaceId=sp, environmentId=env, limit=10), pj({"sys": {"type": "Array"}, "total": 3, "skip": 0, "limit": 10, "items": [
            {"sys": {"id": "blogPost", "type": "ContentType", "version": 23, "publishedVersion": 22}, "displayField": "title", "name": "Blog post", "description": "Engineering and product blog",
             "fields": [{"id": "title", "name": "Title", "type": "Symbol", "localized": True, "required": True}, {"id": "slug", "name": "Slug", "type": "Symbol", "localized": False, "required": True, "validations": [{"unique": True}]},
                        {"id": "author", "name": "Author", "type": "Link", "linkType": "Entry", "required": True, "validations": [{"linkContentType": ["author"]}]},
                        {"id": "category", "name": "Category", "type": "Link", "linkType": "Entry", "required": False, "validations": [{"linkContentType": ["category"]}]},
                        {"id": "body", "name": "Body", "type": "Text", "localized": True, "required": False}, {"id": "heroImage", "name": "Hero image", "type": "Link", "linkType": "Asset", "required": False},
                        {"id": "publishDate", "name": "Publish date", "type": "Date", "required": False}]},
            {"sys": {"id": "author", "type": "ContentType", "version": 6, "publishedVersion": 5}, "displayField": "name", "name": "Author", "description": "",
             "fields": [{"id": "name", "name": "Name", "type": "Symbol", "required": True}, {"id": "role", "name": "Role", "type": "Symbol"}, {"id": "avatar", "name": "Avatar", "type": "Link", "linkType": "Asset"}]},
            {"sys": {"id": "category", "type": "ContentType", "version": 4, "publishedVersion": 3}, "displayField": "name", "name": "Category", "description": "",
             "fields": [{"id": "name", "name": "Name", "type": "Symbol", "required": True}, {"id": "slug", "name": "Slug", "type": "Symbol", "required": True}, {"id": "description", "name": "Description", "type": "Text"}]},
        ]})),
        (call("search_entries", spaceId=sp, environmentId=env, query=q), pj({"sys": {"type": "Array"}, "total": 27, "skip": 0, "limit": 3, "items": posts})),
        (call("get_entry", spaceId=sp, environmentId=env, entryId=author), pj({"metadata": {"tags": []}, "sys": sysd(author, "author", 9, "2023-11-03T11:58:02.771Z", "2024-03-22T14:40:18.006Z", 8, "2024-03-22T14:40:18.006Z", "2023-11-03T12:01:44.230Z", 3),
                                                                               "fields": {"name": {L: "Noor Haddad"}, "role": {L: "Staff Engineer, Developer Experience"}, "avatar": {L: link("Asset", "0Pq6Zs2Kw8Vn4Xd1Gm7Tc5")}}})),
        (call("create_entry", spaceId=sp, environmentId=env, contentTypeId="blogPost", fields=f1), pj(created)),
        (call("update_entry", spaceId=sp, environmentId=env, entryId=nid, version=1, fields=f2), pj(upd)),
        (call("publish_entry", spaceId=sp, environmentId=env, entryId=nid, version=2), pj(pubd)),
        (call("list_assets", spaceId=sp, environmentId=env, limit=2), pj({"sys": {"type": "Array"}, "total": 412, "skip": 0, "limit": 2, "items": [a_hero, a2]})),
        (call("update_entry", spaceId=sp, environmentId=env, entryId=catid, version=4, fields=cat_upd["fields"]), pj(cat_upd)),
        (call("search_entries", spaceId=sp, environmentId=env, query=q), pj({"sys": {"type": "Array"}, "total": 27, "skip": 0, "limit": 3, "items": posts})),
        (call("get_entry", spaceId=sp, environmentId=env, entryId=nid), pj(pubd)),
        (call("get_asset", spaceId=sp, environmentId=env, assetId=hero), pj(a_hero)),
        (call("update_entry", spaceId=sp, environmentId=env, entryId=nid, version=3, fields=f3), pj(upd2)),
    ]
    rs.add("mcp", "h57-mcp-16", system("contentful", tools), turns,
           state="Contentful MCP server (Content Management API) with a CMA token for space k3p9x2m7q1ra \"Fernhill Commerce\", environment master, acting as user 5Tq8NcLw2xYe9Rm1Zb4Kdp.",
           bad=True, turn=9, kind="The blogPost created and published in turns 4-6 (updated after all three listed posts) is missing from the newest-first blogPost list, whose total stays 27.")


# ---------------------------------------------------------------------------
# 17 Ghost — clean: draft renamed and published, a post deleted, member signups keep coming
# ---------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    tools = [
        tool("ghost_browse_posts", "Browse posts (Admin API)", {"limit": INT, "page": INT, "filter": S, "order": S, "fields": S}, []),
        tool("ghost_add_post", "Create a post", {"title": S, "lexical": S, "status": S, "tags": A, "custom_excerpt": S}, ["title"]),
        tool("ghost_edit_post", "Edit a post (updated_at must match the current value)", {"id": S, "updated_at": S, "title": S, "slug": S, "status": S, "published_at": S}, ["id", "updated_at"]),
        tool("ghost_delete_post", "Delete a post", {"id": S}, ["id"]),
        tool("ghost_browse_members", "Browse members", {"limit": INT, "page": INT, "filter": S, "order": S}, []),
    ]
    site = "https://thepatientpantry.com"

    def post(pid: str, uuid: str, title: str, slug: str, status: str, created: str, updated: str, published: str | None, tags: list[str], rt: int, excerpt: str) -> dict[str, Any]:
        return {"id": pid, "uuid": uuid, "title": title, "slug": slug, "status": status, "visibility": "public", "featured": False, "created_at": created, "updated_at": updated,
                "published_at": published, "custom_excerpt": excerpt, "url": f"{site}/{slug}/" if status == "published" else f"{site}/p/{uuid}/",
                "tags": [{"id": f"65f0c1d2e3a4b5c6d7e8f9{i:02x}", "name": t, "slug": t.lower().replace(" ", "-")} for i, t in enumerate(tags)],
                "primary_author": {"id": "65f0b8a1c2d3e4f5a6b7c8d9", "name": "Ruth Okonkwo", "slug": "ruth"}, "reading_time": rt, "email_segment": "all", "newsletter": None}
    p1 = post("6668e0b4a91c2f0001b3c7d5", "8d3f1c2a-7b9e-4f60-a1d4-2e6c9b0f7a13", "Field notes: foraging sorrel in June", "field-notes-sorrel-june", "published", "2024-06-09T19:40:12.000Z", "2024-06-11T06:52:30.000Z", "2024-06-11T07:00:00.000Z", ["Foraging"], 6, "Wood sorrel, sheep's sorrel and how to tell them apart.")
    p2 = post("6661a3f2c8b14e0001d7a912", "c0e7a4b1-3d5f-4a28-9e6b-7f1d2c8a5b49", "The slow kitchen: 12 pantry ferments", "slow-kitchen-12-pantry-ferments", "published", "2024-06-04T20:11:09.000Z", "2024-06-06T06:58:14.000Z", "2024-06-06T07:00:00.000Z", ["Fermentation", "Pantry"], 11, "Twelve ferments that need nothing but salt, time and a cool shelf.")
    p3 = post("665a77e0d2f83b0001c4e6a0", "4b9d2e7f-1a6c-4e83-b5f0-9c3d7a2e1f64", "Sourdough starter, week one", "sourdough-starter-week-one", "published", "2024-05-28T18:02:47.000Z", "2024-05-30T06:55:03.000Z", "2024-05-30T07:00:00.000Z", ["Baking"], 8, "Day-by-day notes, with photos of every jar.")
    nid, nuuid = "666f2c19b5e84d0001a9f3e2", "f7b1d4a9-2c6e-4b05-93d8-6a0e5c1f2b87"
    draft = post(nid, nuuid, "Draft: elderflower cordial", "draft-elderflower-cordial", "draft", "2024-06-16T18:22:41.000Z", "2024-06-16T18:22:41.000Z", None, ["Recipes"], 4, "Three days, one bucket, forty heads of elderflower.")
    live = dict(post(nid, nuuid, "Elderflower cordial, the long way", "elderflower-cordial-long-way", "published", "2024-06-16T18:22:41.000Z", "2024-06-16T18:30:05.000Z", "2024-06-16T18:30:05.000Z", ["Recipes"], 4, "Three days, one bucket, forty heads of elderflower."))

    def pages(total: int, limit: int = 3) -> dict[str, Any]:
        n = -(-total // limit)
        return {"pagination": {"page": 1, "limit": limit, "pages": n, "total": total, "next": 2 if n > 1 else None, "prev": None}}

    def mem(mid: str, email: str, name: str | None, created: str, status: str = "free", nl: int = 1) -> dict[str, Any]:
        return {"id": mid, "uuid": f"{mid[-8:]}-4e1a-4c7b-9d2f-{mid[:12]}", "email": email, "name": name, "note": None, "geolocation": None, "subscribed": nl > 0, "created_at": created, "updated_at": created,
                "labels": [], "subscriptions": [], "avatar_image": None, "comped": False, "email_count": 0, "email_opened_count": 0, "email_open_rate": None, "status": status, "last_seen_at": None,
                "newsletters": [{"id": "65f0b8a1c2d3e4f5a6b7c8e0", "name": "The Patient Pantry weekly", "status": "active"}] if nl else []}
    m1 = mem("666f23a2b5e84d0001a9f381", "hannah.lowe@proton.me", "Hannah Lowe", "2024-06-16T17:58:10.000Z")
    m2 = mem("666f1e07b5e84d0001a9f2f4", "t.nakagawa@outlook.jp", None, "2024-06-16T17:34:15.000Z")
    m3 = mem("666f0c55b5e84d0001a9f2a9", "marcus.febre@gmail.com", "Marcus Febre", "2024-06-16T16:18:45.000Z", "paid")
    m4 = mem("666f34f3b5e84d0001a9f47c", "ines.carvalho@sapo.pt", "Inês Carvalho", "2024-06-16T18:41:07.000Z")
    m5 = mem("666f35d4b5e84d0001a9f49a", "okoye.b@fastmail.com", None, "2024-06-16T18:44:52.000Z", nl=0)
    turns = [
        (call("ghost_browse_posts", limit=3, filter="status:published", order="published_at desc"), pj({"posts": [p1, p2, p3], "meta": pages(86)})),
        (call("ghost_add_post", title="Draft: elderflower cordial", status="draft", tags=["Recipes"], custom_excerpt="Three days, one bucket, forty heads of elderflower."), pj({"posts": [draft]})),
        (call("ghost_edit_post", id=nid, updated_at="2024-06-16T18:22:41.000Z", title="Elderflower cordial, the long way", slug="elderflower-cordial-long-way", status="published"), pj({"posts": [live]})),
        (call("ghost_browse_posts", limit=3, filter="status:published", order="published_at desc"), pj({"posts": [live, p1, p2], "meta": pages(87)})),
        (call("ghost_browse_members", limit=3, order="created_at desc"), pj({"members": [m1, m2, m3], "meta": pages(4312)})),
        (call("ghost_delete_post", id=p2["id"]), text(f"Post {p2['id']} deleted (HTTP 204 No Content).")),
        (call("ghost_browse_posts", limit=3, filter="status:published", order="published_at desc"), pj({"posts": [live, p1, p3], "meta": pages(86)})),
        (call("ghost_browse_members", limit=3, order="created_at desc"), pj({"members": [m5, m4, m1], "meta": pages(4314)})),
    ]
    rs.add("mcp", "h57-mcp-17", system("ghost-admin", tools), turns,
           state="Ghost MCP server connected to https://thepatientpantry.com (Admin API key for integration 'MCP', Ghost 5.84). Now 2024-06-16T18:21Z.")


# ---------------------------------------------------------------------------
# 18 Webflow — bad: a deleted CMS item is still listed
# ---------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    tools = [
        tool("list_sites", "List sites the token can access", {}, []),
        tool("list_collections", "List CMS collections of a site", {"site_id": S}, ["site_id"]),
        tool("list_collection_items", "List items in a collection", {"collection_id": S, "limit": INT, "offset": INT}, ["collection_id"]),
        tool("update_collection_item", "Update a collection item", {"collection_id": S, "item_id": S, "fieldData": OBJ, "isDraft": B}, ["collection_id", "item_id", "fieldData"]),
        tool("delete_collection_item", "Delete a collection item", {"collection_id": S, "item_id": S}, ["collection_id", "item_id"]),
        tool("publish_site", "Publish a site to custom domains and/or the webflow.io subdomain", {"site_id": S, "customDomains": A, "publishToWebflowSubdomain": B}, ["site_id"]),
    ]
    site = "65a1f0c2d4e8b9a7c3f21e05"
    col = "65a1f41acd3e5f7a9b0c2d46"
    loc = "65a1f0c2d4e8b9a7c3f21e11"

    def item(iid: str, name: str, slug: str, client: str, industry: str, metric: str, featured: bool, created: str, updated: str, published: str) -> dict[str, Any]:
        return {"id": iid, "cmsLocaleId": loc, "lastPublished": published, "lastUpdated": updated, "createdOn": created, "isArchived": False, "isDraft": False,
                "fieldData": {"name": name, "slug": slug, "client": client, "industry": industry, "result-metric": metric, "featured": featured,
                              "thumbnail": {"fileId": f"{iid[:16]}aa01", "url": f"https://cdn.prod.website-files.com/{site}/{iid[:16]}aa01_{slug}.webp", "alt": None}}}
    items = [
        item("65b2c3d4e5f6a7b8c9d0e1f2", "Cutting checkout latency 47% for Tidewater", "tidewater-checkout-latency", "Tidewater Outfitters", "Retail", "-47% p95 checkout latency", True, "2024-01-30T18:20:11.402Z", "2024-05-14T16:02:37.915Z", "2024-06-10T22:14:51.000Z"),
        item("65bd08e1f4a2c6b7d9e3f015", "Migrating Quillpoint to edge rendering", "quillpoint-edge-rendering", "Quillpoint", "Media", "3.1s → 0.9s LCP", False, "2024-02-02T11:05:44.018Z", "2024-04-22T09:41:12.330Z", "2024-06-10T22:14:51.000Z"),
        item("65c4e1b9a2d7f3c8e0b6a914", "Halcyon Bank design system rollout", "halcyon-bank-design-system", "Halcyon Bank", "Finance", "212 components unified", False, "2024-02-08T14:33:29.771Z", "2024-02-19T10:12:05.604Z", "2024-06-10T22:14:51.000Z"),
        item("65f19a0c3b7e4d2a8c6f1e53", "Verdant Energy's self-serve onboarding", "verdant-self-serve-onboarding", "Verdant Energy", "Energy", "+28% trial-to-paid", False, "2024-03-13T17:48:02.556Z", "2024-05-29T13:27:40.141Z", "2024-06-10T22:14:51.000Z"),
        item("6638b2e7d1c4f5a09b3e7c28", "Orchid Health HIPAA-ready analytics", "orchid-health-analytics", "Orchid Health", "Healthcare", "0 PHI in client logs", False, "2024-05-06T08:59:17.203Z", "2024-06-03T15:10:48.777Z", "2024-06-10T22:14:51.000Z"),
    ]
    upd = dict(items[3], lastUpdated="2024-06-17T19:02:26.338Z", fieldData=dict(items[3]["fieldData"], featured=True, **{"result-metric": "+31% trial-to-paid"}))
    turns = [
        (call("list_sites"), pj({"sites": [{"id": site, "workspaceId": "6590e2a7b1c3d5f7e9a0b2c4", "createdOn": "2024-01-12T20:31:06.120Z", "displayName": "Lumen Forge", "shortName": "lumen-forge",
                                            "lastPublished": "2024-06-10T22:14:51.000Z", "lastUpdated": "2024-06-17T18:55:03.482Z", "previewUrl": f"https://screenshots.webflow.com/sites/{site}/20240610221451_a1f3.png",
                                            "timeZone": "America/Los_Angeles", "parentFolderId": None,
                                            "customDomains": [{"id": "65a1f9d3c7e2b4a6f8d0c1e7", "url": "www.lumenforge.io", "lastPublished": "2024-06-10T22:14:51.000Z"}, {"id": "65a1f9d3c7e2b4a6f8d0c1e9", "url": "lumenforge.io", "lastPublished": "2024-06-10T22:14:51.000Z"}],
                                            "locales": {"primary": {"id": loc, "cmsLocaleId": loc, "enabled": True, "displayName": "English (United States)", "redirect": False, "subdirectory": "", "tag": "en-US"}, "secondary": []}, "dataCollectionEnabled": True, "dataCollectionType": "always"}]})),
        (call("list_collections", site_id=site), pj({"collections": [
            {"id": "65a1f3e7b2c4d6e8f0a1b2c3", "displayName": "Blog Posts", "singularName": "Blog Post", "slug": "blog", "createdOn": "2024-01-12T20:44:10.331Z", "lastUpdated": "2024-06-14T17:20:08.902Z"},
            {"id": col, "displayName": "Case Studies", "singularName": "Case Study", "slug": "case-studies", "createdOn": "2024-01-12T20:47:52.118Z", "lastUpdated": "2024-06-03T15:10:48.777Z"},
            {"id": "65a1f47dab6c8e0f2a4b6c81", "displayName": "Team Members", "singularName": "Team Member", "slug": "team", "createdOn": "2024-01-12T20:50:31.607Z", "lastUpdated": "2024-04-02T11:15:26.054Z"}]})),
        (call("list_collection_items", collection_id=col, limit=10, offset=0), pj({"items": items, "pagination": {"limit": 10, "offset": 0, "total": 5}})),
        (call("delete_collection_item", collection_id=col, item_id=items[2]["id"]), text(f"Item {items[2]['id']} deleted from collection {col} (HTTP 204). The live page /case-studies/halcyon-bank-design-system stays up until the next publish.")),
        (call("update_collection_item", collection_id=col, item_id=items[3]["id"], fieldData={"featured": True, "result-metric": "+31% trial-to-paid"}, isDraft=False), pj(upd)),
        (call("list_collection_items", collection_id=col, limit=10, offset=0), pj({"items": [items[0], items[1], items[2], upd, items[4]], "pagination": {"limit": 10, "offset": 0, "total": 5}})),
        (call("publish_site", site_id=site, customDomains=["65a1f9d3c7e2b4a6f8d0c1e7", "65a1f9d3c7e2b4a6f8d0c1e9"], publishToWebflowSubdomain=True), pj({
            "customDomains": [{"id": "65a1f9d3c7e2b4a6f8d0c1e7", "url": "www.lumenforge.io", "lastPublished": None}, {"id": "65a1f9d3c7e2b4a6f8d0c1e9", "url": "lumenforge.io", "lastPublished": None}],
            "publishToWebflowSubdomain": True})),
    ]
    rs.add("mcp", "h57-mcp-18", system("webflow", tools), turns,
           state="Webflow MCP server (Data API v2) with a site token for \"Lumen Forge\" (scopes cms:read/write, sites:read/write).",
           bad=True, turn=6, kind="Case study 65c4e1b9a2d7f3c8e0b6a914 (Halcyon Bank) was deleted in turn 4 but is still listed, with the total still 5.")


# ---------------------------------------------------------------------------
# 19 Mattermost — clean: post edited, member added (system post), reply, stats move
# ---------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    tools = [
        tool("mattermost_list_channels", "List public channels of a team", {"team_id": S, "per_page": INT}, ["team_id"]),
        tool("mattermost_get_channel_stats", "Get member, pinned-post and file counts of a channel", {"channel_id": S}, ["channel_id"]),
        tool("mattermost_get_channel_posts", "Get posts of a channel, newest first", {"channel_id": S, "per_page": INT, "page": INT}, ["channel_id"]),
        tool("mattermost_create_post", "Create a post or a thread reply (root_id)", {"channel_id": S, "message": S, "root_id": S}, ["channel_id", "message"]),
        tool("mattermost_update_post", "Edit a post's message", {"post_id": S, "message": S}, ["post_id", "message"]),
        tool("mattermost_add_user_to_channel", "Add a user to a channel", {"channel_id": S, "user_id": S}, ["channel_id", "user_id"]),
    ]
    team, ch = "t8k3qz7mfjbx5ryd1wpc9a2h6e", "cx4n9w2pk7bgtfq8e3mz1y5ra6"
    me, dara = "jrn4c8w1xqbd7kfm3tza9yp5oe", "dk7r2w9qm5xbn3ft8zcy1pe4ha"

    def chan(cid: str, name: str, disp: str, header: str, purpose: str, msgs: int, last: int, created: int) -> dict[str, Any]:
        return {"id": cid, "create_at": created, "update_at": created, "delete_at": 0, "team_id": team, "type": "O", "display_name": disp, "name": name, "header": header, "purpose": purpose,
                "last_post_at": last, "total_msg_count": msgs, "extra_update_at": 0, "creator_id": me, "scheme_id": None, "props": None, "group_constrained": None, "shared": False,
                "total_msg_count_root": msgs - msgs // 4, "policy_id": None, "last_root_post_at": last}

    def post(pid: str, uid: str, created: int, msg: str, root: str = "", typ: str = "", props: dict[str, Any] | None = None, edit: int = 0, update: int | None = None, replies: int = 0, last_reply: int = 0) -> dict[str, Any]:
        d = {"id": pid, "create_at": created, "update_at": update or created, "edit_at": edit, "delete_at": 0, "is_pinned": False, "user_id": uid, "channel_id": ch, "root_id": root,
             "original_id": "", "message": msg, "type": typ, "props": props or {}, "hashtags": "", "pending_post_id": "", "reply_count": replies, "metadata": {}}
        if last_reply:
            d["last_reply_at"] = last_reply
        return d
    pa = post("8hq2z7m4xwe1bkc9ty5nvd3rfa", "w2m7p4k9xq1bnz5rt8yfc3de6g", 1718724902311, "Truck 14 back at depot, charger bay 3 faulting again (E-07). Logged in CMMS as WO-55812.")
    pb = post("3kd9x1m7qw5bnz2rt4yfc8pe6h", "h6t1y9k3qm7wbn5xz2rfc4pd8a", 1718723660045, "Route 9 detour is lifted, Hwy 26 reopened at 08:20.")
    pc = post("m1z8q4w7kx2bn5rt9yfc3pd6ea", me, 1718721130778, "Morning: 38 of 41 vehicles dispatched, 3 in maintenance (T07, T14, T22).")
    mine0 = "Charger bay 3 E-07: electrician booked for 17:00 today, please use bays 1-2 and 4 until then."
    mine1 = "Charger bay 3 E-07 (WO-55812): electrician booked for 17:00 today, please use bays 1, 2 and 4 until then."
    pid = "x3f8k1m6qw2npz7ry4btc9dje5"
    p0 = post(pid, me, 1718725380512, mine0)
    p1 = post(pid, me, 1718725380512, mine1, edit=1718725441907, update=1718725441907)
    sysp = post("s5b1k9m3qx7wnz2rt8yfc4dpe0", me, 1718725503217, "dara.kim added to the channel by luca.ferri.", typ="system_add_to_channel",
                props={"addedUserId": dara, "addedUsername": "dara.kim", "userId": me, "username": "luca.ferri"})
    rep = post("q7n2w5k8xr1bmz4ty9fcd3pe6j", me, 1718725622085, "Electrician confirmed, ETA 16:45. Dara will walk them to bay 3.", root=pid, replies=1)
    p1r = dict(p1, reply_count=1, last_reply_at=1718725622085)

    def plist(ps: list[dict[str, Any]], prev: str) -> dict[str, Any]:
        return {"order": [p["id"] for p in ps], "posts": {p["id"]: p for p in ps}, "next_post_id": "", "prev_post_id": prev, "has_next": False}
    turns = [
        (call("mattermost_list_channels", team_id=team, per_page=10), pj([
            chan("9rb4k1x7qm3wnz8tyfc2pd5e6a", "town-square", "Town Square", "", "Company-wide", 20418, 1718725011406, 1591806000112),
            chan(ch, "field-ops", "Field Ops", "On-call: @luca.ferri · CMMS: https://cmms.greenlinefleet.com", "Depot and route operations", 5812, 1718724902311, 1625130412556),
            chan("4wq9m2k7xb1nz5rt8yfc3pd6ea", "fleet-telemetry", "Fleet Telemetry", "", "Alerts from the telematics pipeline", 91377, 1718725300902, 1640995200311),
            chan("b8n3w6k1qx9mz4rt7yfc2pd5ea", "incident-bridge", "Incident Bridge", "Sev1 only", "", 1206, 1718301144820, 1651233008004),
            chan("z2k7q5w9mx3bn1rt6yfc8pd4ea", "off-topic", "Off-Topic", "", "", 7304, 1718719922641, 1591806000115)])),
        (call("mattermost_get_channel_stats", channel_id=ch), pj({"channel_id": ch, "member_count": 41, "guest_count": 2, "pinnedpost_count": 3, "files_count": 17})),
        (call("mattermost_get_channel_posts", channel_id=ch, per_page=3, page=0), pj(plist([pa, pb, pc], "r6w1k8m2qx5bnz9ty3fcd7pe4a"))),
        (call("mattermost_create_post", channel_id=ch, message=mine0), pj(p0)),
        (call("mattermost_update_post", post_id=pid, message=mine1), pj(p1)),
        (call("mattermost_add_user_to_channel", channel_id=ch, user_id=dara), pj({"channel_id": ch, "user_id": dara, "roles": "channel_user", "last_viewed_at": 0, "msg_count": 0, "mention_count": 0,
                                                                                 "mention_count_root": 0, "urgent_mention_count": 0, "msg_count_root": 0, "notify_props": {"desktop": "default", "email": "default", "ignore_channel_mentions": "default", "mark_unread": "all", "push": "default"},
                                                                                 "last_update_at": 1718725503217, "scheme_guest": False, "scheme_user": True, "scheme_admin": False, "explicit_roles": ""})),
        (call("mattermost_get_channel_stats", channel_id=ch), pj({"channel_id": ch, "member_count": 42, "guest_count": 2, "pinnedpost_count": 3, "files_count": 17})),
        (call("mattermost_create_post", channel_id=ch, message="Electrician confirmed, ETA 16:45. Dara will walk them to bay 3.", root_id=pid), pj(rep)),
        (call("mattermost_get_channel_posts", channel_id=ch, per_page=4, page=0), pj(plist([rep, sysp, p1r, pa], pb["id"]))),
    ]
    rs.add("mcp", "h57-mcp-19", system("mattermost", tools), turns,
           state="Mattermost MCP server for https://chat.greenlinefleet.com (v9.8), personal access token of luca.ferri (jrn4c8w1xqbd7kfm3tza9yp5oe), team Greenline Fleet.")


# ---------------------------------------------------------------------------
# 20 Help Scout — bad: the customer's last name differs between conversation and profile
# ---------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    tools = [
        tool("search_conversations", "List conversations in a mailbox, filtered by status/tag/query", {"mailbox": INT, "status": S, "query": S, "sortField": S, "sortOrder": S}, []),
        tool("get_conversation", "Get a conversation", {"conversationId": INT}, ["conversationId"]),
        tool("get_customer", "Get a customer profile", {"customerId": INT}, ["customerId"]),
        tool("list_threads", "List the threads of a conversation", {"conversationId": INT}, ["conversationId"]),
        tool("create_reply", "Reply to a conversation", {"conversationId": INT, "text": S, "customerId": INT, "status": S}, ["conversationId", "text", "customerId"]),
        tool("update_conversation", "Change a conversation's status, assignee or subject (JSON Patch)", {"conversationId": INT, "op": S, "path": S, "value": S}, ["conversationId", "op", "path", "value"]),
        tool("list_mailboxes", "List mailboxes", {}, []),
    ]
    mb = 248113
    cust = {"id": 512993201, "type": "customer", "first": "Marguerite", "last": "Okafor", "email": "m.okafor@lanternworks.co", "photoUrl": "https://d33v4339jhl8k0.cloudfront.net/customer-avatar/05.png"}
    me = {"id": 774120, "type": "user", "first": "Theo", "last": "Marchetti", "email": "theo@inkwell.so"}

    def conv(cid: int, num: int, subj: str, c: dict[str, Any], status: str, created: str, updated: str, threads: int, tags: list[str], preview: str, waiting: str | None) -> dict[str, Any]:
        d = {"id": cid, "number": num, "threads": threads, "type": "email", "folderId": 3899201, "status": status, "state": "published", "subject": subj, "preview": preview, "mailboxId": mb,
             "assignee": me, "createdBy": dict(c, type="customer"), "createdAt": created, "closedBy": 0, "closedByUser": {"id": 0, "type": "user", "first": "unknown", "last": "unknown", "email": "unknown"},
             "userUpdatedAt": updated, "customerWaitingSince": {"time": waiting, "friendly": "2 hours ago", "latestReplyFrom": "customer"} if waiting else {"latestReplyFrom": "user"},
             "source": {"type": "email", "via": "customer"}, "tags": [{"id": 9124000 + i, "color": "#A5B2BD", "tag": t} for i, t in enumerate(tags)], "cc": [], "bcc": [],
             "primaryCustomer": c, "customFields": [{"id": 20117, "name": "Plan", "value": "Team", "text": "Team"}],
             "_links": {"self": {"href": f"https://api.helpscout.net/v2/conversations/{cid}"}, "mailbox": {"href": f"https://api.helpscout.net/v2/mailboxes/{mb}"},
                        "web": {"href": f"https://secure.helpscout.net/conversation/{cid}/{num}/"}, "threads": {"href": f"https://api.helpscout.net/v2/conversations/{cid}/threads/"}}}
        return d
    c_main = conv(2671930045, 18422, "Charged twice for June renewal", cust, "active", "2024-06-20T07:12:48Z", "2024-06-20T09:31:05Z", 3, ["billing", "refund"],
                  "Hi, my card was charged $96.00 twice on June 19 for the Team plan renewal (receipts INV-88213 and INV-88214)...", "2024-06-20T09:31:05Z")
    other1 = conv(2671948810, 18427, "Can't export to EPUB", {"id": 513040712, "type": "customer", "first": "Jonas", "last": "Richter", "email": "jonas@richter-verlag.de"}, "active",
                  "2024-06-20T08:40:19Z", "2024-06-20T08:40:19Z", 1, ["export"], "Export to EPUB fails with 'Unsupported font: Literata Variable'...", "2024-06-20T08:40:19Z")
    other2 = conv(2671902277, 18415, "SAML login for new workspace", {"id": 511870356, "type": "customer", "first": "Priya", "last": "Deshmukh", "email": "priya.d@canopylegal.com"}, "active",
                  "2024-06-19T16:05:33Z", "2024-06-20T06:48:12Z", 4, ["sso"], "Following up: our IdP metadata XML is attached again...", "2024-06-20T06:48:12Z")
    pend2 = conv(2671887310, 18409, "Invoice address change", {"id": 510992281, "type": "customer", "first": "Oliver", "last": "Grant", "email": "ap@grantandhale.co.uk"}, "pending",
                 "2024-06-19T11:22:07Z", "2024-06-19T14:02:51Z", 2, ["billing"], "Thanks Theo, we'll confirm the new VAT address by Friday.", None)
    main_pending = dict(c_main, status="pending", threads=4, userUpdatedAt="2024-06-20T09:47:26Z", customerWaitingSince={"latestReplyFrom": "user"},
                        preview="Hi Marguerite, you're right — the renewal ran twice because of a retry after a gateway timeout. I've refunded INV-88214 ($96.00)...")

    def hal(items: list[dict[str, Any]], status: str) -> dict[str, Any]:
        return {"_embedded": {"conversations": items}, "_links": {"self": {"href": f"https://api.helpscout.net/v2/conversations?mailbox={mb}&status={status}&page=1"}, "first": {"href": f"https://api.helpscout.net/v2/conversations?mailbox={mb}&status={status}&page=1"}},
                "page": {"size": 25, "totalElements": len(items), "totalPages": 1, "number": 1}}
    thr = [
        {"id": 8817201544, "type": "customer", "status": "active", "state": "published", "action": {"type": "default", "text": "", "associatedEntities": {}}, "body": "Hi, my card was charged $96.00 twice on June 19 for the Team plan renewal (receipts INV-88213 and INV-88214). Can you refund one? — Marguerite",
         "source": {"type": "email", "via": "customer"}, "customer": cust, "createdBy": dict(cust), "assignedTo": me, "savedReplyId": 0, "to": ["support@inkwell.so"], "cc": [], "bcc": [], "createdAt": "2024-06-20T07:12:48Z", "openedAt": "2024-06-20T07:40:02Z"},
        {"id": 8817239902, "type": "note", "status": "nochange", "state": "published", "action": {"type": "default", "text": "", "associatedEntities": {}}, "body": "Stripe shows ch_3PTk… and ch_3PTl… 41s apart, second one from the retry job after a 504. Refund the later one.",
         "source": {"type": "web", "via": "user"}, "customer": cust, "createdBy": me, "assignedTo": me, "savedReplyId": 0, "to": [], "cc": [], "bcc": [], "createdAt": "2024-06-20T08:55:17Z", "openedAt": None},
        {"id": 8817250318, "type": "customer", "status": "active", "state": "published", "action": {"type": "default", "text": "", "associatedEntities": {}}, "body": "Adding my bank statement screenshot, both charges are posted now, not pending.",
         "source": {"type": "email", "via": "customer"}, "customer": cust, "createdBy": dict(cust), "assignedTo": me, "savedReplyId": 0, "to": ["support@inkwell.so"], "cc": [], "bcc": [], "createdAt": "2024-06-20T09:31:05Z", "openedAt": "2024-06-20T09:33:40Z"},
    ]
    reply_text = "Hi Marguerite, you're right — the renewal ran twice because of a retry after a gateway timeout. I've refunded INV-88214 ($96.00); it should appear in 5–10 business days. Sorry for the hassle! — Theo"
    turns = [
        (call("search_conversations", mailbox=mb, status="active", sortField="modifiedAt", sortOrder="desc"), pj(hal([c_main, other1, other2], "active"))),
        (call("get_conversation", conversationId=2671930045), pj(c_main)),
        (call("get_customer", customerId=512993201), pj({"id": 512993201, "firstName": "Marguerite", "lastName": "Okoro", "gender": "Unknown", "jobTitle": "Managing Editor", "location": "Lagos, NG",
                                                         "organization": "Lanternworks Press", "photoType": "default", "photoUrl": cust["photoUrl"], "createdAt": "2023-02-11T15:04:22Z", "updatedAt": "2024-06-20T07:12:49Z",
                                                         "background": "Team plan since Feb 2023, 6 seats", "age": None,
                                                         "_embedded": {"emails": [{"id": 601188923, "value": "m.okafor@lanternworks.co", "type": "work"}], "phones": [{"id": 90211874, "value": "+234 1 555 0172", "type": "work"}],
                                                                       "chats": [], "social_profiles": [], "websites": [{"id": 44102911, "value": "https://lanternworks.co"}], "address": None, "properties": []},
                                                         "_links": {"self": {"href": "https://api.helpscout.net/v2/customers/512993201"}}})),
        (call("list_threads", conversationId=2671930045), pj({"_embedded": {"threads": list(reversed(thr))}, "page": {"size": 25, "totalElements": 3, "totalPages": 1, "number": 1}})),
        (call("create_reply", conversationId=2671930045, text=reply_text, customerId=512993201, status="pending"), text("201 Created\nResource-ID: 8817264031\nLocation: https://api.helpscout.net/v2/conversations/2671930045/threads/8817264031")),
        (call("update_conversation", conversationId=2671930045, op="replace", path="/status", value="pending"), text("204 No Content")),
        (call("get_conversation", conversationId=2671930045), pj(main_pending)),
        (call("list_mailboxes"), pj({"_embedded": {"mailboxes": [
            {"id": mb, "name": "Inkwell Support", "slug": "a1c7e93f0b2d4e58", "email": "support@inkwell.so", "createdAt": "2021-08-30T10:12:44Z", "updatedAt": "2024-05-02T13:20:07Z"},
            {"id": 248190, "name": "Inkwell Billing", "slug": "c3e9f15b2d4a6087", "email": "billing@inkwell.so", "createdAt": "2022-01-17T09:30:11Z", "updatedAt": "2023-11-28T16:45:52Z"}]},
            "page": {"size": 50, "totalElements": 2, "totalPages": 1, "number": 1}})),
        (call("search_conversations", mailbox=mb, status="pending", sortField="modifiedAt", sortOrder="desc"), pj(hal([main_pending, pend2], "pending"))),
    ]
    rs.add("mcp", "h57-mcp-20", system("helpscout", tools), turns,
           state="Help Scout MCP server (Mailbox API v2, OAuth app) acting as Theo Marchetti (user 774120) in mailbox Inkwell Support (248113).",
           bad=True, turn=3, kind="Customer 512993201 is Marguerite Okafor in the conversation list and detail, but her profile gives the last name Okoro (the email still reads m.okafor@).")


# ---------------------------------------------------------------------------
# 21 Cal.com — clean: a booked slot disappears, rescheduling makes a new booking and cancels the old
# ---------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    tools = [
        tool("list_event_types", "List the user's event types", {"username": S}, []),
        tool("get_available_slots", "Get available slots for an event type", {"eventTypeId": INT, "start": S, "end": S, "timeZone": S}, ["eventTypeId", "start", "end"]),
        tool("create_booking", "Create a booking", {"eventTypeId": INT, "start": S, "attendee": OBJ, "bookingFieldsResponses": OBJ}, ["eventTypeId", "start", "attendee"]),
        tool("reschedule_booking", "Reschedule a booking to a new start time", {"bookingUid": S, "start": S, "reschedulingReason": S}, ["bookingUid", "start"]),
        tool("get_booking", "Get a booking by uid", {"bookingUid": S}, ["bookingUid"]),
        tool("list_bookings", "List bookings", {"status": S, "take": INT, "sortStart": S}, []),
    ]
    host = {"id": 1184520, "name": "Elin Sjöberg", "email": "elin@northpeak.ai", "username": "elin-northpeak", "timeZone": "Europe/Berlin"}

    def slots(day: str, hours: list[str]) -> list[dict[str, str]]:
        return [{"start": f"{day}T{h}:00.000+02:00"} for h in hours]
    all_h = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"]
    d24 = [h for h in all_h if h not in ("10:00", "10:30", "14:30")]
    d25 = [h for h in all_h if h != "11:00"]
    d24b = [h for h in d24 if h != "11:30"]
    pri = {"name": "Priyanka Nair", "email": "priyanka.nair@tesseract-labs.in", "timeZone": "Asia/Kolkata", "language": "en", "absent": False}

    def bk(bid: int, uid: str, title: str, etype: int, start: str, end: str, dur: int, att: dict[str, Any], status: str, created: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        d = {"id": bid, "uid": uid, "title": title, "description": "", "hosts": [host], "status": status, "cancellationReason": None, "cancelledByEmail": None, "reschedulingReason": None,
             "rescheduledByEmail": None, "rescheduledFromUid": None, "rescheduledToUid": None, "start": start, "end": end, "duration": dur,
             "eventTypeId": etype, "eventType": {"id": etype, "slug": {912847: "intro-call", 912851: "technical-deep-dive", 913002: "office-hours"}[etype]},
             "meetingUrl": f"https://app.cal.com/video/{uid}", "location": "integrations:daily", "absentHost": False, "createdAt": created, "updatedAt": created,
             "metadata": {}, "rating": None, "icsUid": f"{uid}@Cal.com", "attendees": [att], "guests": [], "bookingFieldsResponses": {"name": att["name"], "email": att["email"]}}
        d.update(extra or {})
        return d
    old_uid, new_uid = "k9Fq2mX7rT1vL4nZ8hB3wD", "p2Hd8kQ5wN3pR7yT0cJ6sM"
    old = bk(4418203, old_uid, "Intro call between Elin Sjöberg and Priyanka Nair", 912847, "2024-06-24T09:30:00.000Z", "2024-06-24T10:00:00.000Z", 30, pri, "accepted", "2024-06-21T07:42:18.603Z",
             {"bookingFieldsResponses": {"name": pri["name"], "email": pri["email"], "notes": "Evaluating Northpeak for our LLM eval pipeline (~40 engineers)."}})
    new = dict(bk(4418377, new_uid, old["title"], 912847, "2024-06-25T12:00:00.000Z", "2024-06-25T12:30:00.000Z", 30, pri, "accepted", "2024-06-21T07:49:55.117Z"),
               rescheduledFromUid=old_uid, reschedulingReason="Clash with sprint review on Monday", rescheduledByEmail="priyanka.nair@tesseract-labs.in",
               bookingFieldsResponses=old["bookingFieldsResponses"])
    old_c = dict(old, status="cancelled", cancellationReason="Clash with sprint review on Monday", rescheduledToUid=new_uid, rescheduled=True, updatedAt="2024-06-21T07:49:55.117Z",
                 rescheduledByEmail="priyanka.nair@tesseract-labs.in", reschedulingReason="Clash with sprint review on Monday")
    sven = bk(4417120, "a5Lr8wQ1tY6nK3mZ0vB9cX", "Technical deep dive between Elin Sjöberg and Sven Aaltonen", 912851, "2024-06-24T08:00:00.000Z", "2024-06-24T09:00:00.000Z", 60,
              {"name": "Sven Aaltonen", "email": "sven@kuura.fi", "timeZone": "Europe/Helsinki", "language": "fi", "absent": False}, "accepted", "2024-06-14T12:10:31.880Z")
    carla = bk(4417896, "d7Tm3kR9pW2xN5qL1yH8fG", "Intro call between Elin Sjöberg and Carla Mendes", 912847, "2024-06-24T12:30:00.000Z", "2024-06-24T13:00:00.000Z", 30,
               {"name": "Carla Mendes", "email": "carla.mendes@orla.pt", "timeZone": "Europe/Lisbon", "language": "pt", "absent": False}, "accepted", "2024-06-19T16:22:05.412Z")
    oh = bk(4418011, "f1Wn6xK4qP8tM2rZ7bV5dJ", "Office hours with Elin (Ravi Kulkarni)", 913002, "2024-06-25T09:00:00.000Z", "2024-06-25T09:15:00.000Z", 15,
            {"name": "Ravi Kulkarni", "email": "ravi@anvilstack.dev", "timeZone": "America/Toronto", "language": "en", "absent": False}, "accepted", "2024-06-20T21:03:47.228Z")
    sq = {"eventTypeId": 912847, "start": "2024-06-24", "end": "2024-06-25", "timeZone": "Europe/Berlin"}
    turns = [
        (call("list_event_types", username="elin-northpeak"), pj({"status": "success", "data": [
            {"id": 912847, "title": "Intro call", "slug": "intro-call", "lengthInMinutes": 30, "description": "30 minutes to see if Northpeak fits your eval workflow.", "locations": [{"type": "integration", "integration": "cal-video"}], "slotInterval": None, "minimumBookingNotice": 120, "beforeEventBuffer": 0, "afterEventBuffer": 0, "hidden": False, "ownerId": 1184520, "bookingUrl": "https://cal.com/elin-northpeak/intro-call"},
            {"id": 912851, "title": "Technical deep dive", "slug": "technical-deep-dive", "lengthInMinutes": 60, "description": "Architecture review with our solutions team.", "locations": [{"type": "integration", "integration": "cal-video"}], "slotInterval": None, "minimumBookingNotice": 1440, "beforeEventBuffer": 0, "afterEventBuffer": 0, "hidden": False, "ownerId": 1184520, "bookingUrl": "https://cal.com/elin-northpeak/technical-deep-dive"},
            {"id": 913002, "title": "Office hours", "slug": "office-hours", "lengthInMinutes": 15, "description": "", "locations": [{"type": "integration", "integration": "cal-video"}], "slotInterval": None, "minimumBookingNotice": 60, "beforeEventBuffer": 0, "afterEventBuffer": 0, "hidden": True, "ownerId": 1184520, "bookingUrl": "https://cal.com/elin-northpeak/office-hours"}]})),
        (call("get_available_slots", **sq), pj({"status": "success", "data": {"2024-06-24": slots("2024-06-24", d24), "2024-06-25": slots("2024-06-25", d25)}})),
        (call("create_booking", eventTypeId=912847, start="2024-06-24T09:30:00Z", attendee={"name": pri["name"], "email": pri["email"], "timeZone": "Asia/Kolkata", "language": "en"},
              bookingFieldsResponses={"notes": "Evaluating Northpeak for our LLM eval pipeline (~40 engineers)."}), pj({"status": "success", "data": old})),
        (call("get_available_slots", **sq), pj({"status": "success", "data": {"2024-06-24": slots("2024-06-24", d24b), "2024-06-25": slots("2024-06-25", d25)}})),
        (call("reschedule_booking", bookingUid=old_uid, start="2024-06-25T12:00:00Z", reschedulingReason="Clash with sprint review on Monday"), pj({"status": "success", "data": new})),
        (call("get_booking", bookingUid=old_uid), pj({"status": "success", "data": old_c})),
        (call("list_bookings", status="upcoming", take=10, sortStart="asc"), pj({"status": "success", "data": [sven, carla, oh, new], "pagination": {"totalItems": 4, "remainingItems": 0, "returnedItems": 4, "itemsPerPage": 10, "currentPage": 1, "totalPages": 1, "hasNextPage": False, "hasPreviousPage": False}})),
    ]
    rs.add("mcp", "h57-mcp-21", system("cal-com", tools), turns,
           state="Cal.com MCP server (API v2, cal-api-version 2024-08-13) with the API key of elin-northpeak (time zone Europe/Berlin). Now 2024-06-21T07:40Z.")


# ---------------------------------------------------------------------------
# 22 Postmark — bad: open tracking, just switched on, reads back as off
# ---------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    tools = [
        tool("get_server", "Get the current server's settings", {}, []),
        tool("edit_server", "Edit the current server's settings", {"Name": S, "TrackOpens": B, "TrackLinks": S, "OpenHookUrl": S, "BounceHookUrl": S}, []),
        tool("send_email", "Send a single email", {"From": S, "To": S, "Subject": S, "HtmlBody": S, "TextBody": S, "Tag": S, "MessageStream": S}, ["From", "To", "Subject"]),
        tool("get_outbound_message_details", "Get details and events of an outbound message", {"MessageID": S}, ["MessageID"]),
        tool("get_delivery_stats", "Get bounce counts by type and the number of inactive addresses", {}, []),
        tool("get_bounces", "List bounces", {"type": S, "count": INT, "offset": INT, "inactive": B}, ["count", "offset"]),
        tool("activate_bounce", "Reactivate a bounced address", {"bounceid": INT}, ["bounceid"]),
        tool("search_outbound_messages", "Search sent messages", {"recipient": S, "count": INT, "offset": INT, "tag": S}, ["count", "offset"]),
    ]
    srv = {"ID": 11843207, "Name": "Driftwood Transactional", "ApiTokens": ["7c2f9e41-5b0a-4d83-a6e1-3f8b2c9d0e57"], "Color": "Turquoise", "SmtpApiActivated": True, "RawEmailEnabled": False,
           "DeliveryType": "Live", "ServerLink": "https://account.postmarkapp.com/servers/11843207/streams", "InboundAddress": "d41f7c0e9a3b52c8e6f1a7d4b0c9e2f3@inbound.postmarkapp.com",
           "InboundHookUrl": "", "BounceHookUrl": "https://api.driftwoodrentals.com/hooks/postmark/bounce", "OpenHookUrl": "", "DeliveryHookUrl": "", "PostFirstOpenOnly": False,
           "InboundDomain": "", "InboundHash": "d41f7c0e9a3b52c8e6f1a7d4b0c9e2f3", "InboundSpamThreshold": 5, "TrackOpens": False, "TrackLinks": "None",
           "IncludeBounceContentInHook": True, "ClickHookUrl": "", "EnableSmtpApiErrorHooks": False}
    srv2 = dict(srv, TrackOpens=True, TrackLinks="HtmlOnly", OpenHookUrl="https://api.driftwoodrentals.com/hooks/postmark/open")
    mid = "0a3c9f1e-7b2d-4e58-91a6-c4d2f8b7e013"
    html = "<p>Hi Tomás,</p><p>Your stay at <b>Saltmarsh Cottage</b> is confirmed: <b>Fri 5 Jul – Mon 8 Jul 2024</b>, 3 nights, 4 guests.</p><p>Check-in code arrives 24h before arrival. <a href=\"https://driftwoodrentals.com/trips/DW-30718\">View your trip</a></p>"
    txt = "Hi Tomás, your stay at Saltmarsh Cottage is confirmed: Fri 5 Jul – Mon 8 Jul 2024, 3 nights, 4 guests. Check-in code arrives 24h before arrival. View your trip: https://driftwoodrentals.com/trips/DW-30718"
    details = {"TextBody": txt, "HtmlBody": html, "Body": "", "Tag": "booking-confirmation", "MessageID": mid, "MessageStream": "outbound", "To": [{"Email": "tomas.herrera@gmail.com", "Name": None}],
               "Cc": [], "Bcc": [], "Recipients": ["tomas.herrera@gmail.com"], "ReceivedAt": "2024-06-21T09:14:27.8391744-04:00", "From": "\"Driftwood Rentals\" <bookings@driftwoodrentals.com>",
               "Subject": "Booking DW-30718 confirmed: Saltmarsh Cottage, 5–8 Jul", "Attachments": [], "Status": "Sent", "TrackOpens": True, "TrackLinks": "HtmlOnly", "Metadata": {}, "Sandboxed": False,
               "MessageEvents": [{"Recipient": "tomas.herrera@gmail.com", "Type": "Delivered", "ReceivedAt": "2024-06-21T09:14:30.0000000-04:00",
                                  "Details": {"DeliveryMessage": "smtp;250 2.0.0 OK  1718975670 d75a77b69052e-44038ab2c1fsi1204171cf.412 - gsmtp", "DestinationServer": "gmail-smtp-in.l.google.com (142.250.27.26)", "DestinationIP": "50.31.156.6"}}]}

    def stats(inactive: int) -> dict[str, Any]:
        return {"InactiveMails": inactive, "Bounces": [{"Name": "All", "Count": 14}, {"Type": "HardBounce", "Name": "Hard bounce", "Count": 9}, {"Type": "SpamComplaint", "Name": "Spam complaint", "Count": 2}, {"Type": "Transient", "Name": "Message delayed", "Count": 3}]}

    def bounce(bid: int, email: str, when: str, desc: str, details_: str, mid_: str, subject: str, inactive: bool = True) -> dict[str, Any]:
        return {"ID": bid, "Type": "HardBounce", "TypeCode": 1, "Name": "Hard bounce", "Tag": "booking-confirmation", "MessageID": mid_, "ServerID": 11843207, "MessageStream": "outbound",
                "Description": desc, "Details": details_, "Email": email, "From": "bookings@driftwoodrentals.com", "BouncedAt": when, "DumpAvailable": True, "Inactive": inactive, "CanActivate": inactive, "Subject": subject}
    b1 = bounce(3918804417, "j.wellingt0n@outlook.com", "2024-06-19T17:02:41.5520000-04:00", "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
                "smtp;550 5.5.0 Requested action not taken: mailbox unavailable (S2017062302)", "6b1e0d2c-9a4f-4c37-8e5d-2f7a1b3c9d40", "Booking DW-30655 confirmed: Heron House, 12–14 Jul")
    b2 = bounce(3917622093, "k.osei@driftmail.co", "2024-06-18T08:45:19.1180000-04:00", "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
                "smtp;550 5.1.1 <k.osei@driftmail.co>: Recipient address rejected: User unknown", "9e2a4c6f-1b3d-4f58-a7c0-8d9e2b4f6a13", "Booking DW-30611 confirmed: Saltmarsh Cottage, 28–30 Jun")
    turns = [
        (call("get_server"), pj(srv)),
        (call("edit_server", TrackOpens=True, TrackLinks="HtmlOnly", OpenHookUrl="https://api.driftwoodrentals.com/hooks/postmark/open"), pj(srv2)),
        (call("send_email", From="Driftwood Rentals <bookings@driftwoodrentals.com>", To="tomas.herrera@gmail.com", Subject="Booking DW-30718 confirmed: Saltmarsh Cottage, 5–8 Jul", HtmlBody=html, TextBody=txt, Tag="booking-confirmation", MessageStream="outbound"),
         pj({"To": "tomas.herrera@gmail.com", "SubmittedAt": "2024-06-21T09:14:27.8391744-04:00", "MessageID": mid, "ErrorCode": 0, "Message": "OK"})),
        (call("get_server"), pj(dict(srv2, TrackOpens=False))),
        (call("get_outbound_message_details", MessageID=mid), pj(details)),
        (call("get_delivery_stats"), pj(stats(14))),
        (call("get_bounces", type="HardBounce", count=2, offset=0), pj({"TotalCount": 9, "Bounces": [b1, b2]})),
        (call("activate_bounce", bounceid=b1["ID"]), pj({"Message": "OK", "Bounce": dict(b1, Inactive=False, CanActivate=False)})),
        (call("get_delivery_stats"), pj(stats(13))),
        (call("search_outbound_messages", recipient="tomas.herrera@gmail.com", count=10, offset=0), pj({"TotalCount": 2, "Messages": [
            {"Tag": "booking-confirmation", "MessageID": mid, "MessageStream": "outbound", "To": [{"Email": "tomas.herrera@gmail.com", "Name": None}], "Cc": [], "Bcc": [], "Recipients": ["tomas.herrera@gmail.com"],
             "ReceivedAt": "2024-06-21T09:14:27.8391744-04:00", "From": "\"Driftwood Rentals\" <bookings@driftwoodrentals.com>", "Subject": "Booking DW-30718 confirmed: Saltmarsh Cottage, 5–8 Jul",
             "Attachments": [], "Status": "Sent", "TrackOpens": True, "TrackLinks": "HtmlOnly", "Metadata": {}, "Sandboxed": False},
            {"Tag": "password-reset", "MessageID": "3d8f2b0a-6c1e-4a97-b5d3-0e7f9a1c2b64", "MessageStream": "outbound", "To": [{"Email": "tomas.herrera@gmail.com", "Name": None}], "Cc": [], "Bcc": [], "Recipients": ["tomas.herrera@gmail.com"],
             "ReceivedAt": "2024-06-02T22:31:08.4410216-04:00", "From": "\"Driftwood Rentals\" <no-reply@driftwoodrentals.com>", "Subject": "Reset your Driftwood password",
             "Attachments": [], "Status": "Sent", "TrackOpens": False, "TrackLinks": "None", "Metadata": {}, "Sandboxed": False}]})),
    ]
    rs.add("mcp", "h57-mcp-22", system("postmark", tools), turns,
           state="Postmark MCP server with the server API token of \"Driftwood Transactional\" (server 11843207).",
           bad=True, turn=4, kind="TrackOpens was switched on by edit_server in turn 2, but the next get_server shows TrackOpens false while the other edits (TrackLinks, OpenHookUrl) stuck.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
