# ruff: noqa: E501
"""Held-out set h64, domain ``mcp``: 22 hand-written MCP-server trajectories (11 with exactly one contradiction).

Each trajectory simulates one server (Slack, Airtable, Gmail, Zendesk, Trello, monday.com, Google Calendar,
Twilio, Notion, HubSpot, Dropbox, ClickUp, Microsoft Teams, Mailchimp, Google Docs, Box, Outlook, Intercom,
Discord, Asana, Google Drive, Salesforce). Actions are tool calls, observations the results the server returns
(raw JSON, MCP text content or plain text). Clean trajectories are full of legitimate changes; the bad ones hold
one detail that comes back different with no action in between that could change it.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, RowSet, S, call, mcp_text, pj, tool

HEAD = """# Role and Objective

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

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters). Resources must be created before they can be queried or modified; changes made in earlier turns must be reflected in later queries; operations on deleted resources return errors.

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

Simulate realistic, technology-specific errors: pydantic validation errors for undefined or invalid arguments, `404 Not Found` / `status: error` for missing resources, `403 Forbidden` for permission problems, `Connection timed out after Xs` for timeouts.

---

# Input Definitions & Action Space

"""

TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance, text vs JSON, CSV vs JSON).
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings.
3. **Realistic Details**: Include plausible values for resource identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.

Reply with the tool's result after **Environment Observation:**."""


def system(server: str, blurb: str, tools: list[dict[str, Any]]) -> str:
    return (HEAD + f"You are simulating the **{server}** MCP server ({blurb}). You can simulate the following tools:\n\n"
            + json.dumps(tools, indent=2, ensure_ascii=False) + TAIL)


def txt(text: str) -> str:
    """A plain-text result wrapped in MCP text content."""
    return mcp_text(text)


def st(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


NUM: dict[str, Any] = {"type": "number"}


# ---------------------------------------------------------------- 01 Slack (bad)
def t01(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_members", "Get the user IDs of the members of a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": S}, ["user_id"]),
        tool("slack_remove_from_channel", "Remove a user from a channel (conversations.kick)", {"channel_id": S, "user_id": S}, ["channel_id", "user_id"]),
        tool("slack_invite_to_channel", "Invite one or more users to a channel (conversations.invite)", {"channel_id": S, "users": S}, ["channel_id", "users"]),
        tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
    ]
    sysm = system("slack", "Slack Web API for the workspace northwind-eng.slack.com, results returned as MCP text content holding the API JSON", tools)
    ch = "C05KX7R2Q1M"
    members = ["U01R7K5PQ2S", "U02B8MZ4N6T", "U02J5XW9C1D", "U03F6GH2K8L", "U03Q7VN1M4R", "U04H2M9QZ7B",
               "U04M3KD7R5E", "U05A8PC2W9F", "U05T1RB6Y3G", "U06C2ZE8H4J", "U0712NQ5S6V"]
    gone, new = "U04H2M9QZ7B", "U06B1TQ8N4D"
    chans = [
        {"id": "C024BE91L", "name": "general", "is_channel": True, "is_private": False, "is_archived": False, "created": 1449252889, "creator": "U01R7K5PQ2S",
         "is_general": True, "num_members": 214, "topic": {"value": "Company-wide announcements", "creator": "U01R7K5PQ2S", "last_set": 1585233710},
         "purpose": {"value": "This channel is for team-wide communication and announcements.", "creator": "U01R7K5PQ2S", "last_set": 1449252889}},
        {"id": "C04T9WJ6H2N", "name": "eng-platform", "is_channel": True, "is_private": False, "is_archived": False, "created": 1676549120, "creator": "U02B8MZ4N6T",
         "is_general": False, "num_members": 58, "topic": {"value": "Platform on-call: @plat-oncall · SLO dashboard in bookmarks", "creator": "U02B8MZ4N6T", "last_set": 1712051544},
         "purpose": {"value": "Platform engineering discussion", "creator": "U02B8MZ4N6T", "last_set": 1676549120}},
        {"id": ch, "name": "release-eng", "is_channel": True, "is_private": False, "is_archived": False, "created": 1691404215, "creator": "U03F6GH2K8L",
         "is_general": False, "num_members": 11, "topic": {"value": "Release train: Tue/Thu 14:00 UTC · runbook pinned", "creator": "U03F6GH2K8L", "last_set": 1709890212},
         "purpose": {"value": "Coordinating release trains, freezes and hotfixes", "creator": "U03F6GH2K8L", "last_set": 1691404215}},
        {"id": "C05LQ0P3D8Z", "name": "incident-response", "is_channel": True, "is_private": False, "is_archived": False, "created": 1692177304, "creator": "U02J5XW9C1D",
         "is_general": False, "num_members": 37, "topic": {"value": "SEV1/SEV2 only. Start a thread per incident.", "creator": "U02J5XW9C1D", "last_set": 1700122871},
         "purpose": {"value": "Live incident coordination", "creator": "U02J5XW9C1D", "last_set": 1692177304}},
        {"id": "C06A1B7XK3P", "name": "qa-nearshore", "is_channel": True, "is_private": False, "is_archived": False, "created": 1702463381, "creator": "U03Q7VN1M4R",
         "is_general": False, "num_members": 9, "topic": {"value": "Nearshore QA sync · daily 09:30 CET", "creator": "U03Q7VN1M4R", "last_set": 1702463950},
         "purpose": {"value": "Test plans and regression reports with the nearshore QA team", "creator": "U03Q7VN1M4R", "last_set": 1702463381}},
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("slack_list_channels", limit=100), mcp_text({"ok": True, "channels": chans, "response_metadata": {"next_cursor": ""}})))
    turns.append((call("slack_get_channel_members", channel_id=ch), mcp_text({"ok": True, "members": members, "response_metadata": {"next_cursor": ""}})))
    prof = {"ok": True, "profile": {
        "title": "QA Contractor – Nearshore", "phone": "", "skype": "", "real_name": "Tomasz Lewandowski", "real_name_normalized": "Tomasz Lewandowski",
        "display_name": "tomasz.l (contractor)", "display_name_normalized": "tomasz.l (contractor)", "fields": None,
        "status_text": "Last day 31 May", "status_emoji": ":wave:", "status_expiration": 1717199999,
        "avatar_hash": "g8a3f1c2d9e0", "email": "tomasz.lewandowski@nearshore-qa.pl", "first_name": "Tomasz", "last_name": "Lewandowski",
        "image_72": "https://secure.gravatar.com/avatar/8a3f1c2d9e0b4f7a.jpg?s=72&d=https%3A%2F%2Fa.slack-edge.com%2Fdf10d%2Fimg%2Favatars%2Fava_0021-72.png",
        "team": "T01K9A2B3CD"}}
    turns.append((call("slack_get_user_profile", user_id=gone), mcp_text(prof)))
    turns.append((call("slack_remove_from_channel", channel_id=ch, user_id=gone), mcp_text({"ok": True})))
    post_ts = "1717151482.339219"
    text = ("Heads up: nearshore QA rotation ended today. Release sign-off for 4.18.0 moves to <@U06B1TQ8N4D>; "
            "regression checklist stays in the pinned runbook.")
    msg = {"user": "U07AQ3LBT2K", "type": "message", "ts": post_ts, "bot_id": "B07AQ3LBPQ1", "app_id": "A07AP9MCP01", "text": text,
           "team": "T01K9A2B3CD", "bot_profile": {"id": "B07AQ3LBPQ1", "app_id": "A07AP9MCP01", "name": "release-bot", "deleted": False, "team_id": "T01K9A2B3CD"},
           "blocks": [{"type": "rich_text", "block_id": "x4Qf2", "elements": [{"type": "rich_text_section", "elements": [
               {"type": "text", "text": "Heads up: nearshore QA rotation ended today. Release sign-off for 4.18.0 moves to "},
               {"type": "user", "user_id": "U06B1TQ8N4D"},
               {"type": "text", "text": "; regression checklist stays in the pinned runbook."}]}]}]}
    turns.append((call("slack_post_message", channel_id=ch, text=text), mcp_text({"ok": True, "channel": ch, "ts": post_ts, "message": msg})))
    inv = dict(chans[2])
    inv.update({"is_member": True, "last_read": post_ts, "unread_count": 0, "unread_count_display": 0, "updated": 1717151540118, "num_members": 11})
    turns.append((call("slack_invite_to_channel", channel_id=ch, users=new), mcp_text({"ok": True, "channel": inv})))
    # contradiction: the removed contractor is back in the member list
    after = sorted(members + [new])
    turns.append((call("slack_get_channel_members", channel_id=ch), mcp_text({"ok": True, "members": after, "response_metadata": {"next_cursor": ""}})))
    join = {"type": "message", "subtype": "channel_join", "ts": "1717151540.118429", "user": new, "text": f"<@{new}> has joined the channel", "inviter": "U07AQ3LBT2K"}
    turns.append((call("slack_get_channel_history", channel_id=ch, limit=2),
                  mcp_text({"ok": True, "messages": [join, {k: v for k, v in msg.items() if k != "team"}], "has_more": True, "pin_count": 3,
                            "channel_actions_ts": None, "channel_actions_count": 0, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE3MTUxMTc3NzQ5MDA5"}})))
    turns.append((call("slack_add_reaction", channel_id=ch, timestamp=post_ts, reaction="white_check_mark"), mcp_text({"ok": True})))
    rs.add("mcp", "h64-mcp-01", sysm, turns, bad=True, turn=7,
           kind="channel member list again contains U04H2M9QZ7B, who was removed from #release-eng at turn 4 (12 ids where the invite reported 11 members)")


# ---------------------------------------------------------------- 02 Airtable (clean)
def t02(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "Lists all tables in a specific base", {"baseId": S, "detailLevel": {"type": "string", "enum": ["tableIdentifiersOnly", "identifiersOnly", "full"]}}, ["baseId"]),
        tool("list_records", "Lists records from a specified Airtable table", {"baseId": S, "tableId": S, "view": S, "maxRecords": INT, "filterByFormula": S, "sort": A}, ["baseId", "tableId"]),
        tool("search_records", "Search for records containing specific text", {"baseId": S, "tableId": S, "searchTerm": S, "fieldIds": A, "maxRecords": INT}, ["baseId", "tableId", "searchTerm"]),
        tool("get_record", "Gets a specific record by ID", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_record", "Creates a new record in a table", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("update_records", "Updates up to 10 records in a table", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("delete_records", "Deletes records from a table", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
    ]
    sysm = system("airtable", "Airtable Web API; every result is MCP text content holding the API JSON", tools)
    base, tbl = "appQm4Jx2WvT8nRk1", "tblV9cXa3LmP0qR7s"
    stages = ["Applied", "Phone Screen", "Onsite", "Offer", "Rejected"]
    colors = ["blueLight2", "cyanLight2", "yellowLight2", "greenLight2", "redLight2"]
    schema = {"tables": [
        {"id": tbl, "name": "Candidates", "primaryFieldId": "fldN1aMe7QzX4pR2c", "fields": [
            {"type": "singleLineText", "id": "fldN1aMe7QzX4pR2c", "name": "Name"},
            {"type": "singleSelect", "id": "fldR0lE3wK8vB5mT1", "name": "Role", "options": {"choices": [
                {"id": "selBk3nD8Eng01x", "name": "Backend Engineer", "color": "purpleLight2"},
                {"id": "selPd4sG9Des02y", "name": "Product Designer", "color": "pinkLight2"},
                {"id": "selSr5eH0Rel03z", "name": "SRE", "color": "tealLight2"}]}},
            {"type": "singleSelect", "id": "fldStG9hY2cU6nW4", "name": "Stage", "options": {"choices": [
                {"id": f"selStg{i}{s[:2].upper()}q7Lm", "name": s, "color": c} for i, (s, c) in enumerate(zip(stages, colors), 1)]}},
            {"type": "number", "id": "fldSc0rE5jP1tF8a", "name": "Score", "options": {"precision": 1}},
            {"type": "date", "id": "fldApP1d4xL7kQ3e", "name": "Applied", "options": {"dateFormat": {"name": "iso", "format": "YYYY-MM-DD"}}},
            {"type": "singleLineText", "id": "fldRcR2tM6oV9bN5", "name": "Recruiter"},
            {"type": "email", "id": "fldEm4iL8sC2hX6d", "name": "Email"}],
         "views": [{"id": "viwAll7cD2nF5kP0", "name": "All candidates", "type": "grid"},
                   {"id": "viwPpl3rT8mW1xZ4", "name": "Pipeline (kanban)", "type": "kanban"}]},
        {"id": "tblI8nT2vW5yR3kE9", "name": "Interviews", "primaryFieldId": "fldIv1D0aX9mQ2p7", "fields": [
            {"type": "autoNumber", "id": "fldIv1D0aX9mQ2p7", "name": "Interview #"},
            {"type": "multipleRecordLinks", "id": "fldCnD3lK7bT5wR2", "name": "Candidate", "options": {"linkedTableId": tbl, "isReversed": False, "prefersSingleRecordLink": True}},
            {"type": "dateTime", "id": "fldWh3nP6sJ1vY8c", "name": "When", "options": {"timeZone": "Europe/Berlin", "dateFormat": {"name": "iso"}, "timeFormat": {"name": "24hour"}}},
            {"type": "singleLineText", "id": "fldPnL5qR9tU2xE4", "name": "Panel"}],
         "views": [{"id": "viwInt2wE9rT4yU7", "name": "Grid view", "type": "grid"}]}]}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_tables", baseId=base, detailLevel="full"), mcp_text(schema)))

    def rec(rid: str, created: str, **f: Any) -> dict[str, Any]:
        return {"id": rid, "createdTime": created, "fields": f}
    jonas = rec("recH3kT9wQ2nZ5pL1", "2024-05-02T08:41:17.000Z", Name="Jonas Weber", Role="Backend Engineer", Stage="Phone Screen", Score=3.5, Applied="2024-05-02", Recruiter="Dana Holt", Email="jonas.weber@posteo.de")
    amaka = rec("recB7vM4xR8cN2sK6", "2024-04-26T13:05:52.000Z", Name="Amaka Obi", Role="Product Designer", Stage="Onsite", Score=4.2, Applied="2024-04-26", Recruiter="Marco Ruiz", Email="amaka.obi@gmail.com")
    lucia = rec("recQ5jD1fY6hW9tE3", "2024-05-14T16:22:09.000Z", Name="Lucía Romero", Role="Backend Engineer", Stage="Applied", Applied="2024-05-14", Recruiter="Dana Holt", Email="lucia.romero@protonmail.com")
    henrik = rec("recZ2gP8mU4bV7aJ0", "2024-04-11T09:13:44.000Z", Name="Henrik Dahl", Role="SRE", Stage="Offer", Score=4.6, Applied="2024-04-11", Recruiter="Marco Ruiz", Email="henrik.dahl@outlook.com")
    mei = rec("recL9wC3eT5rX1yF8", "2024-04-30T11:58:31.000Z", Name="Mei Tanaka", Role="Backend Engineer", Stage="Onsite", Score=3.9, Applied="2024-04-30", Recruiter="Dana Holt", Email="mei.tanaka@icloud.com")
    seun = rec("recK4nS7qA2dG6hM5", "2024-05-09T07:36:20.000Z", Name="Oluwaseun Adeyemi", Role="SRE", Stage="Phone Screen", Score=3.1, Applied="2024-05-09", Recruiter="Marco Ruiz", Email="seun.adeyemi@yahoo.com")
    turns.append((call("list_records", baseId=base, tableId=tbl, view="All candidates", maxRecords=20),
                  mcp_text({"records": [henrik, amaka, mei, jonas, seun, lucia]})))
    priya_f = {"Name": "Priya Raman", "Role": "SRE", "Stage": "Applied", "Applied": "2024-05-21", "Recruiter": "Dana Holt", "Email": "priya.raman@fastmail.com"}
    priya = rec("recW6tF2kJ8pR3vB9", "2024-05-21T10:14:08.000Z", **priya_f)
    turns.append((call("create_record", baseId=base, tableId=tbl, fields=priya_f), mcp_text(priya)))
    jonas2 = rec(jonas["id"], jonas["createdTime"], **{**jonas["fields"], "Stage": "Onsite", "Score": 4})
    turns.append((call("update_records", baseId=base, tableId=tbl, records=[{"id": jonas["id"], "fields": {"Stage": "Onsite", "Score": 4.0}}]),
                  mcp_text({"records": [jonas2]})))
    turns.append((call("delete_records", baseId=base, tableId=tbl, recordIds=[amaka["id"]]), mcp_text({"records": [{"id": amaka["id"], "deleted": True}]})))
    turns.append((call("search_records", baseId=base, tableId=tbl, searchTerm="Onsite", fieldIds=["fldStG9hY2cU6nW4"], maxRecords=10),
                  mcp_text({"records": [mei, jonas2]})))
    turns.append((call("list_records", baseId=base, tableId=tbl, filterByFormula="NOT({Stage}='Rejected')", sort=[{"field": "Score", "direction": "desc"}], maxRecords=20),
                  mcp_text({"records": [henrik, jonas2, mei, seun, lucia, priya]})))
    turns.append((call("get_record", baseId=base, tableId=tbl, recordId=priya["id"]), mcp_text(priya)))
    rs.add("mcp", "h64-mcp-02", sysm, turns, state="Connected as dana.holt@quillstack.io (personal access token, scopes data.records:read, data.records:write, schema.bases:read). Base: Hiring Pipeline 2024 (" + base + ").")


# ---------------------------------------------------------------- 03 Gmail (clean)
def t03(rs: RowSet) -> None:
    tools = [
        tool("search_emails", "Searches for emails using Gmail search syntax", {"query": S, "maxResults": INT}, ["query"]),
        tool("read_email", "Retrieves the content of a specific email", {"messageId": S}, ["messageId"]),
        tool("send_email", "Sends a new email", {"to": A, "subject": S, "body": S, "cc": A, "bcc": A, "threadId": S, "inReplyTo": S}, ["to", "subject", "body"]),
        tool("modify_email", "Modifies email labels (move to different folders)", {"messageId": S, "addLabelIds": A, "removeLabelIds": A}, ["messageId"]),
        tool("list_email_labels", "Retrieves all available Gmail labels", {}, []),
    ]
    sysm = system("gmail", "Gmail API for jana.novak@fieldcraft.studio; results are MCP text content in the server's plain-text layout", tools)
    a = ("18fbdd4671e1b3a0", "Invoice INV-20931 for May 2024", "Northpeak Cloud Billing <billing@northpeak.io>", "Tue, 28 May 2024 06:12:44 +0000")
    b = ("18fbabbf4a7c5d29", "Re: Q2 vendor onboarding checklist", "Hana Kobayashi <hana.kobayashi@fieldcraft.studio>", "Mon, 27 May 2024 15:47:10 +0000")
    c = ("18fb94ab52e1276c", "Ihre Bestellung #112-4471983-2275402 wurde versandt", "Amazon.de <versandbestaetigung@amazon.de>", "Mon, 27 May 2024 09:03:51 +0000")
    d = ("18fb62ab1c4e8a67", "Reminder: Security awareness training due 31 May", "IT Compliance <compliance-noreply@fieldcraft.studio>", "Sun, 26 May 2024 18:30:00 +0000")
    e = ("18fbe72718e6d2b8", "Standup notes – 28 May", "Rafael Ortiz <rafael.ortiz@fieldcraft.studio>", "Tue, 28 May 2024 09:05:22 +0000")

    def listing(ms: list[tuple[str, str, str, str]]) -> str:
        return "\n\n".join(f"ID: {i}\nSubject: {s}\nFrom: {f}\nDate: {dt}" for i, s, f, dt in ms)
    turns: list[tuple[str, str]] = []
    turns.append((call("search_emails", query="in:inbox is:unread", maxResults=10), txt(listing([a, b, c, d]))))
    body = ("Thread ID: 18fbdd4671e1b3a0\nSubject: Invoice INV-20931 for May 2024\nFrom: Northpeak Cloud Billing <billing@northpeak.io>\n"
            "To: jana.novak@fieldcraft.studio\nDate: Tue, 28 May 2024 06:12:44 +0000\n\n"
            "Hello Fieldcraft Studio GmbH,\n\nYour invoice for the billing period 01 May 2024 – 31 May 2024 is ready.\n\n"
            "Invoice number:   INV-20931\nAccount:          ACCT-77410 (fieldcraft-prod)\nIssue date:       28 May 2024\nDue date:         11 Jun 2024\n\n"
            "  Compute (vCPU-hours, 6,912 h)        EUR   967.68\n  Block storage (2.4 TB-month)         EUR   288.00\n"
            "  Object storage egress (1.31 TB)      EUR   104.80\n  Managed Postgres (db-m2, 744 h)      EUR   188.70\n"
            "  Subtotal                             EUR 1,549.18\n  VAT 19%                              EUR   294.34\n"
            "  Total due                            EUR 1,843.52\n\n"
            "Please include a purchase order number if your accounts payable team requires one; invoices without a PO are paid against the contract on file.\n\n"
            "View and download the PDF: https://console.northpeak.io/billing/invoices/INV-20931\n\n— Northpeak Cloud Billing\n\n"
            "Attachments (1):\n- INV-20931.pdf (application/pdf, 84 KB, ID: ANGjdJ9xT4kQ2m7vP0bR5sYwE8nL1cF3hZ6aU)")
    turns.append((call("read_email", messageId=a[0]), txt(body)))
    reply = ("Hello Northpeak team,\n\nplease add our PO number 4500187723 to INV-20931 and re-issue the PDF; our AP team "
             "cannot book it without one.\n\nThanks,\nJana Novak\nFieldcraft Studio GmbH")
    sent = "18fbe65d9d2d7a91"
    turns.append((call("send_email", to=["billing@northpeak.io"], subject="Re: Invoice INV-20931 for May 2024", body=reply, threadId=a[0],
                       inReplyTo="<CAF7n2Q9xk4P@mail.northpeak.io>"), txt(f"Email sent successfully with ID: {sent}")))
    turns.append((call("modify_email", messageId=a[0], addLabelIds=["Label_7"], removeLabelIds=["UNREAD", "INBOX"]),
                  txt(f"Email {a[0]} labels updated successfully")))
    sysl = ["CHAT", "SENT", "INBOX", "IMPORTANT", "TRASH", "DRAFT", "SPAM", "CATEGORY_FORUMS", "CATEGORY_UPDATES", "CATEGORY_PERSONAL",
            "CATEGORY_PROMOTIONS", "CATEGORY_SOCIAL", "STARRED", "UNREAD"]
    user = [("Label_3", "Clients"), ("Label_5", "Clients/Harbor Dental"), ("Label_7", "Finance/Invoices"), ("Label_8", "Finance/Receipts"), ("Label_12", "Newsletters")]
    labels = (f"Found {len(sysl) + len(user)} labels ({len(sysl)} system, {len(user)} user):\n\nSystem Labels:\n"
              + "\n".join(f"ID: {x}\nName: {x}\n" for x in sysl) + "\nUser Labels:\n" + "\n".join(f"ID: {i}\nName: {n}\n" for i, n in user))
    turns.append((call("list_email_labels"), txt(labels.rstrip("\n"))))
    turns.append((call("search_emails", query="in:inbox is:unread", maxResults=10), txt(listing([e, b, c, d]))))
    sent_body = ("Thread ID: 18fbdd4671e1b3a0\nSubject: Re: Invoice INV-20931 for May 2024\nFrom: Jana Novak <jana.novak@fieldcraft.studio>\n"
                 "To: billing@northpeak.io\nDate: Tue, 28 May 2024 08:51:37 +0000\n\n" + reply)
    turns.append((call("read_email", messageId=sent), txt(sent_body)))
    rs.add("mcp", "h64-mcp-03", sysm, turns)


# ---------------------------------------------------------------- 04 Zendesk (bad)
def t04(rs: RowSet) -> None:
    tools = [
        tool("search_tickets", "Search tickets with Zendesk search syntax", {"query": S, "sort_by": S, "sort_order": S}, ["query"]),
        tool("get_ticket", "Retrieve a ticket by ID", {"ticket_id": INT}, ["ticket_id"]),
        tool("update_ticket", "Update ticket fields and optionally add a comment", {"ticket_id": INT, "status": S, "priority": S, "assignee_id": INT, "tags": A, "comment": OBJ}, ["ticket_id"]),
        tool("get_ticket_comments", "List the comments of a ticket", {"ticket_id": INT}, ["ticket_id"]),
    ]
    sysm = system("zendesk", "Zendesk Support API v2 for lumora.zendesk.com; results are raw API JSON", tools)
    agent, agent2, grp = 389120447712, 402233118901, 360011842731

    def tk(i: int, subj: str, status: str, prio: str, req: int, asg: int | None, tags: list[str], created: str, updated: str, channel: str = "email") -> dict[str, Any]:
        return {"url": f"https://lumora.zendesk.com/api/v2/tickets/{i}.json", "id": i, "external_id": None, "via": {"channel": channel},
                "created_at": created, "updated_at": updated, "type": "problem" if "charge" in subj.lower() else "question", "subject": subj,
                "raw_subject": subj, "priority": prio, "status": status, "requester_id": req, "submitter_id": req, "assignee_id": asg,
                "organization_id": None, "group_id": grp, "tags": tags, "brand_id": 360004417512, "result_type": "ticket"}
    t1 = tk(48213, "Charged twice for annual plan renewal", "open", "normal", 21894450321, agent, ["billing", "double_charge", "plan_annual"], "2024-06-03T07:41:19Z", "2024-06-03T09:12:55Z", "web")
    t2 = tk(48164, "Can't update credit card – 3DS loop", "open", "urgent", 21877310564, agent2, ["billing", "card_update", "3ds"], "2024-05-31T16:02:11Z", "2024-06-03T08:30:09Z")
    t3 = tk(48207, "Invoice missing VAT number", "new", "low", 21893021187, None, ["billing", "invoice", "vat"], "2024-06-03T06:58:02Z", "2024-06-03T06:58:02Z")
    t4 = tk(48188, "Refund not received after 10 days", "pending", "high", 21881954402, agent, ["billing", "refund"], "2024-06-01T14:20:33Z", "2024-06-02T10:05:47Z")
    t5 = tk(48102, "Downgrade from Business to Team plan", "hold", "normal", 21862208835, agent2, ["billing", "downgrade", "plan_business"], "2024-05-29T11:47:58Z", "2024-05-30T13:15:40Z")
    q = "type:ticket group:Billing status<solved"
    turns: list[tuple[str, str]] = []
    turns.append((call("search_tickets", query=q, sort_by="updated_at", sort_order="desc"),
                  pj({"results": [t1, t2, t3, t4, t5], "facets": None, "next_page": None, "previous_page": None, "count": 5})))
    full = {k: v for k, v in t1.items() if k != "result_type"}
    full.update({"description": "Hi,\n\nmy card was charged €588.00 twice on 2 June for the annual Team plan renewal (workspace: orbit-labs). "
                 "Bank statement shows two identical transactions LUMORA*ANNUAL 588,00 EUR. Please refund the duplicate.\n\nThanks,\nMalte Fischer",
                 "custom_fields": [{"id": 360019384512, "value": "orbit-labs"}, {"id": 360019384532, "value": "team_annual"}],
                 "satisfaction_rating": None, "sharing_agreement_ids": [], "followup_ids": [], "ticket_form_id": 360001129871,
                 "allow_channelback": False, "allow_attachments": True, "is_public": True, "collaborator_ids": [], "follower_ids": [agent]})
    turns.append((call("get_ticket", ticket_id=48213), pj({"ticket": full})))
    reply = ("Hi Malte, thanks for the statement. I can see both captures on our side; I've asked our payments team to refund the duplicate "
             "€588.00. You'll get a confirmation with the refund reference within one business day.")
    upd = dict(full, status="pending", priority="high", updated_at="2024-06-03T09:27:41Z")
    audit = {"id": 25519830447101, "ticket_id": 48213, "created_at": "2024-06-03T09:27:41Z", "author_id": agent,
             "metadata": {"system": {"client": "lumora-mcp/1.4.2", "ip_address": "10.24.7.19"}, "custom": {}},
             "events": [{"id": 25519830447121, "type": "Comment", "author_id": agent, "body": reply, "public": True, "attachments": []},
                        {"id": 25519830447141, "type": "Change", "field_name": "status", "value": "pending", "previous_value": "open"},
                        {"id": 25519830447161, "type": "Change", "field_name": "priority", "value": "high", "previous_value": "normal"}],
             "via": {"channel": "api"}}
    turns.append((call("update_ticket", ticket_id=48213, status="pending", priority="high", comment={"body": reply, "public": True}),
                  pj({"ticket": upd, "audit": audit})))
    # contradiction: ticket 48213 is listed as "open" again though it was set to pending and nothing changed it
    t1b = dict(t1, priority="high", updated_at="2024-06-03T09:27:41Z", status="open")
    turns.append((call("search_tickets", query=q, sort_by="updated_at", sort_order="desc"),
                  pj({"results": [t1b, t2, t3, t4, t5], "facets": None, "next_page": None, "previous_page": None, "count": 5})))
    comments = [
        {"id": 25518877102211, "type": "Comment", "author_id": 21894450321, "body": full["description"],
         "html_body": "<div class=\"zd-comment\" dir=\"auto\"><p>Hi,</p><p>my card was charged €588.00 twice on 2 June ...</p></div>",
         "plain_body": full["description"], "public": True, "attachments": [
             {"id": 25518877102311, "file_name": "statement_2024-06-02.png", "content_url": "https://lumora.zendesk.com/attachments/token/Tq8mZ2xR4vN7/?name=statement_2024-06-02.png",
              "content_type": "image/png", "size": 148327, "width": 1170, "height": 2532, "inline": False}],
         "audit_id": 25518877102191, "via": {"channel": "web"}, "created_at": "2024-06-03T07:41:19Z"},
        {"id": 25519830447121, "type": "Comment", "author_id": agent, "body": reply, "html_body": f"<div class=\"zd-comment\" dir=\"auto\"><p>{reply}</p></div>",
         "plain_body": reply, "public": True, "attachments": [], "audit_id": 25519830447101, "via": {"channel": "api"}, "created_at": "2024-06-03T09:27:41Z"}]
    turns.append((call("get_ticket_comments", ticket_id=48213), pj({"comments": comments, "next_page": None, "previous_page": None, "count": 2})))
    full3 = {k: v for k, v in t3.items() if k != "result_type"}
    full3.update({"description": "Hello, our invoice LUM-2024-05-11873 does not show our VAT ID (ATU68432917). Our accounting can't book it without it. Could you reissue?\n\nBest, Clara Huber",
                  "custom_fields": [{"id": 360019384512, "value": "huber-design"}, {"id": 360019384532, "value": "business_monthly"}],
                  "satisfaction_rating": None, "sharing_agreement_ids": [], "followup_ids": [], "ticket_form_id": 360001129871,
                  "allow_channelback": False, "allow_attachments": True, "is_public": True, "collaborator_ids": [], "follower_ids": []})
    upd3 = dict(full3, status="open", assignee_id=agent, updated_at="2024-06-03T09:31:06Z", follower_ids=[agent])
    audit3 = {"id": 25519861230081, "ticket_id": 48207, "created_at": "2024-06-03T09:31:06Z", "author_id": agent,
              "metadata": {"system": {"client": "lumora-mcp/1.4.2", "ip_address": "10.24.7.19"}, "custom": {}},
              "events": [{"id": 25519861230101, "type": "Change", "field_name": "assignee_id", "value": str(agent), "previous_value": None},
                         {"id": 25519861230121, "type": "Change", "field_name": "status", "value": "open", "previous_value": "new"}],
              "via": {"channel": "api"}}
    turns.append((call("update_ticket", ticket_id=48207, assignee_id=agent, status="open"), pj({"ticket": upd3, "audit": audit3})))
    turns.append((call("get_ticket", ticket_id=48207), pj({"ticket": upd3})))
    rs.add("mcp", "h64-mcp-04", sysm, turns, bad=True, turn=4,
           kind="ticket 48213 shows status open in the search results although it was set to pending at turn 3 and nothing changed it back")


# ---------------------------------------------------------------- 05 Trello (bad)
def t05(rs: RowSet) -> None:
    tools = [
        tool("get_lists", "Retrieve all lists from the board", {"boardId": S}, []),
        tool("get_cards_by_list_id", "Fetch cards from a specific Trello list", {"listId": S}, ["listId"]),
        tool("add_card_to_list", "Add a new card to a specified list", {"listId": S, "name": S, "description": S, "dueDate": S, "labels": A}, ["listId", "name"]),
        tool("move_card", "Move a card to a different list", {"cardId": S, "listId": S}, ["cardId", "listId"]),
        tool("update_card_details", "Update an existing card's details", {"cardId": S, "name": S, "description": S, "dueDate": S, "labels": A}, ["cardId"]),
        tool("archive_card", "Send a card to the archive", {"cardId": S}, ["cardId"]),
        tool("get_recent_activity", "Fetch recent activity on the Trello board", {"boardId": S, "limit": INT}, []),
    ]
    sysm = system("trello", "Trello REST API for the board 'Payments API'; results are MCP text content holding the API JSON", tools)
    board = "65f1c0a9e2d3b47a18c06f52"
    lists = {"Backlog": "65f1c0a9e2d3b47a18c06f53", "In Progress": "65f1c0a9e2d3b47a18c06f54", "Review": "65f1c0a9e2d3b47a18c06f55", "Done": "65f1c0a9e2d3b47a18c06f56"}
    labels = {"security": {"id": "65f1c0a9e2d3b47a18c06f8a", "idBoard": board, "name": "security", "color": "red"},
              "api": {"id": "65f1c0a9e2d3b47a18c06f8b", "idBoard": board, "name": "api", "color": "blue"},
              "tech-debt": {"id": "65f1c0a9e2d3b47a18c06f8c", "idBoard": board, "name": "tech-debt", "color": "orange"},
              "docs": {"id": "65f1c0a9e2d3b47a18c06f8d", "idBoard": board, "name": "docs", "color": "green"}}

    def slug(name: str) -> str:
        return "".join(ch if ch.isalnum() else "-" for ch in name.lower()).replace("--", "-").strip("-")

    def card(cid: str, short: int, link: str, name: str, lst: str, pos: int, act: str, labs: list[str], desc: str = "", due: str | None = None,
             members: list[str] | None = None) -> dict[str, Any]:
        return {"id": cid, "name": name, "desc": desc, "closed": False, "idBoard": board, "idList": lists[lst], "idShort": short, "shortLink": link,
                "shortUrl": f"https://trello.com/c/{link}", "url": f"https://trello.com/c/{link}/{short}-{slug(name)}", "pos": pos,
                "due": due, "dueComplete": False, "dateLastActivity": act, "idMembers": members or [],
                "idLabels": [labels[x]["id"] for x in labs], "labels": [labels[x] for x in labs]}
    c1 = card("6650a3b1f4c82e19d7a05b11", 51, "hT4kW9pZ", "Rate-limit admin API endpoints", "Backlog", 16384, "2024-05-24T13:40:02.118Z", ["security", "api"],
              "Token bucket per API key; 429 with Retry-After. Admin endpoints only for now.")
    c2 = card("6652b7e0a18c4d3f9e2b6c07", 53, "mR8vQ2xN", "Remove legacy CSV export", "Backlog", 32768, "2024-05-27T08:12:45.930Z", ["tech-debt"])
    c3 = card("6655d2c4b09e7a61f3c84d29", 55, "pB3nL7tY", "Document idempotency keys", "Backlog", 49152, "2024-05-29T15:03:27.604Z", ["docs", "api"],
              "Public docs page + examples for POST /payments and POST /refunds.")
    c4 = card("66581f3a7d2e9b04c6a15e83", 57, "wK6jD4sF", "Upgrade Stripe SDK to 15.x", "Backlog", 65536, "2024-05-31T10:27:51.772Z", ["tech-debt"],
              "", "2024-06-21T15:00:00.000Z")
    ip1 = card("6648e5c0b2a17f3d94e08c16", 47, "nV2cX8rT", "Webhook retry backoff jitter", "In Progress", 16384, "2024-06-01T09:44:10.205Z", ["api"],
               "Full jitter, cap at 6h; keep attempt counter on the delivery row.", None, ["5f2b8c0d9e1a4b3c2d1e0f9a"])
    ip2 = card("664b91d7e3c05a28f6b47d90", 49, "yL5mH1qG", "PCI scope review for tokenization proxy", "In Progress", 32768, "2024-06-02T16:18:33.561Z", ["security"],
               "", "2024-06-07T15:00:00.000Z", ["60a4d7e2c1b3f5a6d7e8f9a0"])
    turns: list[tuple[str, str]] = []
    lst = [{"id": v, "name": k, "closed": False, "idBoard": board, "pos": 16384 * (i + 1), "subscribed": False, "softLimit": None, "status": None}
           for i, (k, v) in enumerate(lists.items())]
    turns.append((call("get_lists", boardId=board), mcp_text(lst)))
    turns.append((call("get_cards_by_list_id", listId=lists["Backlog"]), mcp_text([c1, c2, c3, c4])))
    desc = "Switch outbound webhooks to v2 signatures (timestamped HMAC-SHA256, header Lumen-Signature). Keep v1 for 30 days."
    new = card("665d8a12c4e37f09b1d62a45", 58, "Qx7pLm2A", "Migrate webhooks to v2 signing", "Backlog", 81920, "2024-06-03T11:02:14.281Z", ["api", "security"],
               desc, "2024-06-14T15:00:00.000Z")
    turns.append((call("add_card_to_list", listId=lists["Backlog"], name=new["name"], description=desc, dueDate="2024-06-14T15:00:00.000Z",
                       labels=[labels["api"]["id"], labels["security"]["id"]]), mcp_text(new)))
    c1m = dict(c1, idList=lists["In Progress"], pos=49152, dateLastActivity="2024-06-03T11:03:40.517Z")
    turns.append((call("move_card", cardId=c1["id"], listId=lists["In Progress"]), mcp_text(c1m)))
    newname = "Migrate webhooks to v2 HMAC signing"
    new2 = dict(new, name=newname, url=f"https://trello.com/c/Qx7pLm2A/58-{slug(newname)}", dateLastActivity="2024-06-03T11:04:52.093Z")
    turns.append((call("update_card_details", cardId=new["id"], name=newname), mcp_text(new2)))
    c2a = dict(c2, closed=True, dateLastActivity="2024-06-03T11:05:33.648Z")
    turns.append((call("archive_card", cardId=c2["id"]), mcp_text(c2a)))
    turns.append((call("get_cards_by_list_id", listId=lists["Backlog"]), mcp_text([c3, c4, new2])))
    turns.append((call("get_cards_by_list_id", listId=lists["In Progress"]), mcp_text([ip1, ip2, c1m])))
    me = {"id": "5f2b8c0d9e1a4b3c2d1e0f9a", "fullName": "Ines Marquardt", "username": "inesmarquardt", "initials": "IM"}
    bref = {"id": board, "name": "Payments API", "shortLink": "Rk2vT9wb"}

    def act(aid: str, typ: str, date: str, data: dict[str, Any]) -> dict[str, Any]:
        return {"id": aid, "idMemberCreator": me["id"], "type": typ, "date": date, "data": {**data, "board": bref}, "memberCreator": me}
    acts = [
        act("665d8b2d7e1f04a9c3b26e71", "updateCard", "2024-06-03T11:05:33.648Z",
            {"card": {"id": c2["id"], "name": c2["name"], "idShort": 53, "shortLink": "mR8vQ2xN", "closed": True}, "old": {"closed": False},
             "list": {"id": lists["Backlog"], "name": "Backlog"}}),
        act("665d8b04c2a9e71f5d038b44", "updateCard", "2024-06-03T11:04:52.093Z",
            {"card": {"id": new["id"], "name": newname, "idShort": 58, "shortLink": "Qx7pLm2A"}, "old": {"name": new["name"]},
             "list": {"id": lists["Backlog"], "name": "Backlog"}}),
        act("665d8abc5f3e2d10a7c94b28", "updateCard", "2024-06-03T11:03:40.517Z",
            {"card": {"id": c1["id"], "name": c1["name"], "idShort": 51, "shortLink": "hT4kW9pZ", "idList": lists["In Progress"]},
             "old": {"idList": lists["Backlog"]}, "listBefore": {"id": lists["Backlog"], "name": "Backlog"},
             "listAfter": {"id": lists["In Progress"], "name": "In Progress"}}),
        # contradiction: the created card's shortLink is Qx7pLm2A everywhere else
        act("665d8a66b18d4c2e90f7a35d", "createCard", "2024-06-03T11:02:14.281Z",
            {"card": {"id": new["id"], "name": new["name"], "idShort": 58, "shortLink": "Qx7pLn2A"}, "list": {"id": lists["Backlog"], "name": "Backlog"}}),
        act("665c41f0e8a3b7d2c9150f6a", "commentCard", "2024-06-02T16:18:33.561Z",
            {"card": {"id": ip2["id"], "name": ip2["name"], "idShort": 49, "shortLink": "yL5mH1qG"}, "list": {"id": lists["In Progress"], "name": "In Progress"},
             "text": "QSA call moved to Thursday; tokenization proxy diagram updated in the wiki."}),
    ]
    turns.append((call("get_recent_activity", boardId=board, limit=5), mcp_text(acts)))
    d1 = card("6641c3e8a07b5d29f4e1c6b3", 41, "cZ9xF3kQ", "Expose payout schedule in merchant API", "Done", 16384, "2024-05-22T12:05:19.447Z", ["api"])
    d2 = card("66446a9b1c2e8f0d7a35b4e9", 44, "gJ5tR8wM", "Rotate HSM-backed signing keys", "Done", 32768, "2024-05-28T17:31:02.880Z", ["security"],
              "Runbook: docs/runbooks/key-rotation.md", "2024-05-31T15:00:00.000Z")
    d2["dueComplete"] = True
    turns.append((call("get_cards_by_list_id", listId=lists["Done"]), mcp_text([d1, d2])))
    rs.add("mcp", "h64-mcp-05", sysm, turns, bad=True, turn=9,
           kind="the createCard activity gives card 58 the shortLink Qx7pLn2A while it was created and still listed as Qx7pLm2A")


# ---------------------------------------------------------------- 06 monday.com (clean)
def t06(rs: RowSet) -> None:
    tools = [
        tool("get_board_schema", "Get the columns and groups of a board", {"boardId": INT}, ["boardId"]),
        tool("get_board_items", "List items of a board, optionally in one group", {"boardId": INT, "groupId": S, "limit": INT}, ["boardId"]),
        tool("create_item", "Create an item in a board group", {"boardId": INT, "groupId": S, "name": S, "columnValues": S}, ["boardId", "name"]),
        tool("change_item_column_values", "Change column values of an item", {"boardId": INT, "itemId": INT, "columnValues": S}, ["boardId", "itemId", "columnValues"]),
        tool("move_item_to_group", "Move an item to another group", {"itemId": INT, "groupId": S}, ["itemId", "groupId"]),
        tool("delete_item", "Delete an item", {"itemId": INT}, ["itemId"]),
        tool("create_update", "Post an update (comment) on an item", {"itemId": INT, "body": S}, ["itemId", "body"]),
        tool("get_board_activity", "Get the activity log of a board", {"boardId": INT, "fromDate": S, "limit": INT}, ["boardId"]),
    ]
    sysm = system("monday", "monday.com GraphQL API (API-Version 2024-04); results are the raw GraphQL JSON", tools)
    bid = 6487213390
    groups = [{"id": "topics", "title": "This Month", "color": "#579bfc", "position": "65536"},
              {"id": "new_group29841", "title": "Next Month", "color": "#a25ddc", "position": "98304"},
              {"id": "group_title", "title": "Published", "color": "#00c875", "position": "131072"}]
    cols = [{"id": "name", "title": "Name", "type": "name"}, {"id": "person", "title": "Owner", "type": "people"},
            {"id": "status", "title": "Status", "type": "status", "settings_str": "{\"labels\":{\"0\":\"Working on it\",\"1\":\"Done\",\"2\":\"Stuck\",\"5\":\"Not Started\",\"6\":\"In Review\"}}"},
            {"id": "date4", "title": "Publish Date", "type": "date"}, {"id": "numbers", "title": "Word Count", "type": "numbers"},
            {"id": "text", "title": "Channel", "type": "text"}]
    turns: list[tuple[str, str]] = []
    turns.append((call("get_board_schema", boardId=bid), pj({"data": {"boards": [{"id": str(bid), "name": "Q3 Content Calendar", "state": "active",
                                                                                    "items_count": 14, "groups": groups, "columns": cols}]},
                                                             "account_id": 18830412})))

    def cv(status: str, date: str, words: int | None, channel: str, owner: str) -> list[dict[str, Any]]:
        return [{"id": "person", "text": owner}, {"id": "status", "text": status}, {"id": "date4", "text": date},
                {"id": "numbers", "text": "" if words is None else str(words)}, {"id": "text", "text": channel}]

    def item(iid: str, name: str, gid: str, gtitle: str, vals: list[dict[str, Any]], upd: str) -> dict[str, Any]:
        return {"id": iid, "name": name, "group": {"id": gid, "title": gtitle}, "updated_at": upd, "column_values": vals}
    i1 = item("1648830251", "Guide: Usage-based pricing in 5 steps", "topics", "This Month", cv("Working on it", "2024-07-09", 2150, "Blog", "Sofia Lindqvist"), "2024-07-01T08:14:27Z")
    i2 = item("1648830417", "Webinar recap: Finance ops AMA", "topics", "This Month", cv("In Review", "2024-07-11", 1840, "Blog", "Noah Brandt"), "2024-07-01T13:52:09Z")
    i3 = item("1648831092", "Newsletter #27", "topics", "This Month", cv("Not Started", "2024-07-16", None, "Email", "Sofia Lindqvist"), "2024-06-28T10:03:44Z")
    i4 = item("1648831563", "LinkedIn carousel: Q2 product recap", "topics", "This Month", cv("Stuck", "2024-07-12", None, "LinkedIn", "Aylin Demir"), "2024-06-30T16:40:18Z")
    i5 = item("1648832208", "Customer story: Helio Foods", "topics", "This Month", cv("Working on it", "2024-07-23", 1300, "Blog", "Noah Brandt"), "2024-07-01T09:27:55Z")
    turns.append((call("get_board_items", boardId=bid, groupId="topics", limit=25),
                  pj({"data": {"boards": [{"items_page": {"cursor": None, "items": [i1, i2, i3, i4, i5]}}]}, "account_id": 18830412})))
    newv = {"status": {"label": "Not Started"}, "date4": {"date": "2024-07-22"}, "text": "Blog", "person": {"personsAndTeams": [{"id": 52011873, "kind": "person"}]}}
    turns.append((call("create_item", boardId=bid, groupId="topics", name="Case study: Northwind Logistics", columnValues=st(newv)),
                  pj({"data": {"create_item": {"id": "1650298113", "name": "Case study: Northwind Logistics", "created_at": "2024-07-02T09:11:36Z"}}, "account_id": 18830412})))
    i2d = item(i2["id"], i2["name"], "topics", "This Month", cv("Done", "2024-07-11", 1915, "Blog", "Noah Brandt"), "2024-07-02T09:12:58Z")
    turns.append((call("change_item_column_values", boardId=bid, itemId=1648830417, columnValues=st({"status": {"label": "Done"}, "numbers": "1915"})),
                  pj({"data": {"change_multiple_column_values": {"id": i2["id"], "name": i2["name"], "updated_at": "2024-07-02T09:12:58Z",
                                                                   "column_values": i2d["column_values"]}}, "account_id": 18830412})))
    turns.append((call("move_item_to_group", itemId=1648830417, groupId="group_title"),
                  pj({"data": {"move_item_to_group": {"id": i2["id"], "group": {"id": "group_title", "title": "Published"}}}, "account_id": 18830412})))
    turns.append((call("delete_item", itemId=1648831563), pj({"data": {"delete_item": {"id": i4["id"]}}, "account_id": 18830412})))
    i6 = item("1650298113", "Case study: Northwind Logistics", "topics", "This Month", cv("Not Started", "2024-07-22", None, "Blog", "Sofia Lindqvist"), "2024-07-02T09:11:36Z")
    turns.append((call("get_board_items", boardId=bid, groupId="topics", limit=25),
                  pj({"data": {"boards": [{"items_page": {"cursor": None, "items": [i1, i3, i5, i6]}}]}, "account_id": 18830412})))
    body = "Interview with Northwind's ops lead is booked for 8 Jul; draft due 15 Jul. @Noah can you pull the freight-cost numbers?"
    turns.append((call("create_update", itemId=1650298113, body=body),
                  pj({"data": {"create_update": {"id": "3187442095", "body": f"<p>{body}</p>", "created_at": "2024-07-02T09:15:03Z",
                                                 "creator": {"id": "52011873", "name": "Sofia Lindqvist"}}}, "account_id": 18830412})))

    def log(ev: str, ts: str, pulse: str, name: str, extra: dict[str, Any]) -> dict[str, Any]:
        h = hashlib.md5((ts + pulse).encode()).hexdigest()
        return {"id": f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}", "event": ev, "created_at": ts, "user_id": "52011873", "entity": "pulse",
                "data": st({"board_id": bid, "pulse_id": int(pulse), "pulse_name": name, **extra})}
    logs = [
        log("delete_pulse", "17199116456520000", i4["id"], i4["name"], {"group_id": "topics"}),
        log("move_pulse_into_group", "17199116224310000", i2["id"], i2["name"], {"source_group": {"id": "topics", "title": "This Month"}, "dest_group": {"id": "group_title", "title": "Published"}}),
        log("update_column_value", "17199115785700000", i2["id"], i2["name"], {"column_id": "numbers", "value": {"value": 1915}, "previous_value": {"value": 1840}}),
        log("update_column_value", "17199115782990000", i2["id"], i2["name"], {"column_id": "status", "value": {"label": {"text": "Done"}}, "previous_value": {"label": {"text": "In Review"}}}),
        log("create_pulse", "17199114963810000", "1650298113", "Case study: Northwind Logistics", {"group_id": "topics"}),
    ]
    logs.sort(key=lambda x: x["created_at"], reverse=True)
    turns.append((call("get_board_activity", boardId=bid, fromDate="2024-07-02T09:00:00Z", limit=10),
                  pj({"data": {"boards": [{"activity_logs": logs}]}, "account_id": 18830412})))
    p1 = item("1641007725", "Launch post: Invoicing API v2", "group_title", "Published", cv("Done", "2024-06-25", 1760, "Blog", "Aylin Demir"), "2024-06-25T07:30:00Z")
    p2 = item("1641009318", "Newsletter #26", "group_title", "Published", cv("Done", "2024-06-18", 980, "Email", "Sofia Lindqvist"), "2024-06-18T06:02:41Z")
    i2p = dict(i2d, group={"id": "group_title", "title": "Published"}, updated_at="2024-07-02T09:13:42Z")
    turns.append((call("get_board_items", boardId=bid, groupId="group_title", limit=25),
                  pj({"data": {"boards": [{"items_page": {"cursor": None, "items": [p2, p1, i2p]}}]}, "account_id": 18830412})))
    rs.add("mcp", "h64-mcp-06", sysm, turns)


# ---------------------------------------------------------------- 07 Google Calendar (bad)
def t07(rs: RowSet) -> None:
    tools = [
        tool("list_events", "List events from a calendar in a time range", {"calendarId": S, "timeMin": S, "timeMax": S, "singleEvents": B, "orderBy": S}, ["calendarId"]),
        tool("create_event", "Create a new calendar event", {"calendarId": S, "summary": S, "description": S, "start": S, "end": S, "timeZone": S, "attendees": A, "location": S, "addMeet": B}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Update an existing event", {"calendarId": S, "eventId": S, "start": S, "end": S, "timeZone": S, "summary": S}, ["calendarId", "eventId"]),
        tool("get_freebusy", "Query free/busy information for calendars", {"timeMin": S, "timeMax": S, "timeZone": S, "items": A}, ["timeMin", "timeMax", "items"]),
        tool("delete_event", "Delete an event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    ]
    sysm = system("google-calendar", "Google Calendar API v3 for felix.hartmann@brightwave.de; results are the raw API JSON", tools)
    me = "felix.hartmann@brightwave.de"

    def ev(eid: str, summary: str, start: str, end: str, created: str, updated: str, attendees: list[str], extra: dict[str, Any] | None = None,
           seq: int = 0) -> dict[str, Any]:
        e = {"kind": "calendar#event", "etag": f"\"33{sum(map(ord, eid + updated)) * 7919:014d}\"",
             "id": eid, "status": "confirmed", "htmlLink": f"https://www.google.com/calendar/event?eid={eid[:22]}ZmVsaXguaGFydG1hbm5AYnJpZ2h0d2F2ZS5kZQ",
             "created": created, "updated": updated, "summary": summary, "creator": {"email": me, "self": True},
             "organizer": {"email": me, "self": True}, "start": {"dateTime": start, "timeZone": "Europe/Berlin"},
             "end": {"dateTime": end, "timeZone": "Europe/Berlin"}, "iCalUID": f"{eid.split('_')[0]}@google.com", "sequence": seq,
             "attendees": [{"email": a, **({"self": True, "organizer": True, "responseStatus": "accepted"} if a == me else {"responseStatus": "needsAction"})} for a in attendees],
             "reminders": {"useDefault": True}, "eventType": "default"}
        if extra:
            e.update(extra)
        return e
    e1 = ev("3k9v2m7q1c5h8t0r4n6b2d8f0a_20240618T073000Z", "Weekly payments sync", "2024-06-18T09:30:00+02:00", "2024-06-18T10:00:00+02:00",
            "2024-01-08T10:12:44.000Z", "2024-05-13T07:02:19.412Z", [me, "aylin.demir@brightwave.de", "jonas.beck@brightwave.de", "mara.koenig@brightwave.de"],
            {"recurringEventId": "3k9v2m7q1c5h8t0r4n6b2d8f0a", "originalStartTime": {"dateTime": "2024-06-18T09:30:00+02:00", "timeZone": "Europe/Berlin"},
             "hangoutLink": "https://meet.google.com/pwq-zxnd-rtk"})
    e2 = ev("0h4n7c2t9r5m1k8v3b6d0f2q7a", "Lunch w/ Aylin", "2024-06-18T12:30:00+02:00", "2024-06-18T13:30:00+02:00",
            "2024-06-14T15:40:02.000Z", "2024-06-14T15:40:02.871Z", [me, "aylin.demir@brightwave.de"], {"location": "Café Kanal, Paul-Lincke-Ufer 40, Berlin"})
    e3 = ev("6t1r8n3b5d0f2a7k9v4m2q1c5h", "1:1 with Mara", "2024-06-18T15:00:00+02:00", "2024-06-18T15:30:00+02:00",
            "2024-06-03T08:21:17.000Z", "2024-06-03T08:21:17.664Z", [me, "mara.koenig@brightwave.de"], {"hangoutLink": "https://meet.google.com/hfe-qkbm-vaw"})
    e4 = ev("9d2f5a8k1m4q7t0v3c6h9r2b5n", "Deploy window – payouts v3", "2024-06-18T17:00:00+02:00", "2024-06-18T18:00:00+02:00",
            "2024-06-10T12:05:38.000Z", "2024-06-12T09:47:51.230Z", [me, "jonas.beck@brightwave.de", "sre-oncall@brightwave.de"],
            {"description": "Freeze on payouts-service from 16:45. Rollback plan: https://wiki.brightwave.de/x/PAYV3-rb"})
    rng = {"timeMin": "2024-06-18T00:00:00+02:00", "timeMax": "2024-06-19T00:00:00+02:00"}

    def lst(items: list[dict[str, Any]], updated: str) -> str:
        return pj({"kind": "calendar#events", "etag": "\"p33c9n0kq4tl8g0g\"", "summary": me, "description": "", "updated": updated, "timeZone": "Europe/Berlin",
                   "accessRole": "owner", "defaultReminders": [{"method": "popup", "minutes": 10}], "nextSyncToken": "CMjW7pGp5oYDEMjW7pGp5oYDGAUgr_T-6gIor_T-6gI=",
                   "items": items})
    turns: list[tuple[str, str]] = []
    turns.append((call("list_events", calendarId="primary", singleEvents=True, orderBy="startTime", **rng), lst([e1, e2, e3, e4], "2024-06-14T15:40:02.871Z")))
    att = [me, "r.okafor@lumenfreight.com", "s.vanderberg@lumenfreight.com", "aylin.demir@brightwave.de"]
    new = ev("b7c2e9f4a1d06k3m5p8r0t2v4x", "Vendor review – Lumen Freight", "2024-06-18T14:00:00+02:00", "2024-06-18T15:00:00+02:00",
             "2024-06-17T16:08:29.000Z", "2024-06-17T16:08:29.504Z", att,
             {"description": "Q2 SLA review: on-time rate, claims backlog, rate card for H2.", "hangoutLink": "https://meet.google.com/dvr-jmsa-kto",
              "conferenceData": {"entryPoints": [{"entryPointType": "video", "uri": "https://meet.google.com/dvr-jmsa-kto", "label": "meet.google.com/dvr-jmsa-kto"}],
                                 "conferenceSolution": {"key": {"type": "hangoutsMeet"}, "name": "Google Meet"}, "conferenceId": "dvr-jmsa-kto"}})
    turns.append((call("create_event", calendarId="primary", summary=new["summary"], description=new["description"], start="2024-06-18T14:00:00",
                       end="2024-06-18T15:00:00", timeZone="Europe/Berlin", attendees=att[1:], addMeet=True), pj(new)))
    # contradiction: the event just created at 14:00 is listed as starting at 14:30
    bad = dict(new, start={"dateTime": "2024-06-18T14:30:00+02:00", "timeZone": "Europe/Berlin"})
    turns.append((call("list_events", calendarId="primary", singleEvents=True, orderBy="startTime", **rng), lst([e1, e2, bad, e3, e4], "2024-06-17T16:08:29.504Z")))
    e3b = dict(e3, start={"dateTime": "2024-06-18T16:00:00+02:00", "timeZone": "Europe/Berlin"}, end={"dateTime": "2024-06-18T16:30:00+02:00", "timeZone": "Europe/Berlin"},
               updated="2024-06-17T16:10:02.118Z", sequence=1)
    turns.append((call("update_event", calendarId="primary", eventId=e3["id"], start="2024-06-18T16:00:00", end="2024-06-18T16:30:00", timeZone="Europe/Berlin"), pj(e3b)))
    busy = [{"start": "2024-06-18T07:30:00Z", "end": "2024-06-18T08:00:00Z"}, {"start": "2024-06-18T10:30:00Z", "end": "2024-06-18T11:30:00Z"},
            {"start": "2024-06-18T12:00:00Z", "end": "2024-06-18T13:00:00Z"}, {"start": "2024-06-18T14:00:00Z", "end": "2024-06-18T14:30:00Z"},
            {"start": "2024-06-18T15:00:00Z", "end": "2024-06-18T16:00:00Z"}]
    turns.append((call("get_freebusy", timeMin="2024-06-18T06:00:00Z", timeMax="2024-06-18T18:00:00Z", timeZone="UTC", items=[{"id": "primary"}]),
                  pj({"kind": "calendar#freeBusy", "timeMin": "2024-06-18T06:00:00.000Z", "timeMax": "2024-06-18T18:00:00.000Z",
                      "calendars": {"primary": {"busy": busy}}})))
    turns.append((call("delete_event", calendarId="primary", eventId=e4["id"], sendUpdates="all"), "Event deleted successfully (HTTP 204 No Content)."))
    rs.add("mcp", "h64-mcp-07", sysm, turns, bad=True, turn=3,
           kind="the Lumen Freight review created for 14:00–15:00 is listed starting at 14:30 with no update in between")


# ---------------------------------------------------------------- 08 Twilio (clean)
def t08(rs: RowSet) -> None:
    tools = [
        tool("twilio_get_balance", "Fetch the account balance", {}, []),
        tool("twilio_send_message", "Send an SMS message", {"To": S, "From": S, "Body": S, "StatusCallback": S}, ["To", "From", "Body"]),
        tool("twilio_get_message", "Fetch a message resource by SID", {"Sid": S}, ["Sid"]),
        tool("twilio_list_messages", "List messages, newest first", {"To": S, "From": S, "DateSent": S, "PageSize": INT}, []),
        tool("twilio_update_incoming_phone_number", "Update an incoming phone number's configuration", {"Sid": S, "SmsUrl": S, "SmsMethod": S, "VoiceUrl": S, "FriendlyName": S}, ["Sid"]),
    ]
    sysm = system("twilio", "Twilio REST API 2010-04-01; results are the raw API JSON", tools)
    ac = "AC7f3e9b2d41c86a05e1d47b93c20f8a6e"
    frm, to = "+16282650419", "+14155550173"
    turns: list[tuple[str, str]] = []
    turns.append((call("twilio_get_balance"), pj({"currency": "USD", "balance": "41.27040", "account_sid": ac})))
    sid = "SM5c1e8a93f07b42d6a9e3b01c7d4f8e62"
    body = "Ridgeway Dental: your cleaning is confirmed for Thu 6 Jun at 10:40 AM with Dr. Alvarez. Reply C to cancel."
    base = f"/2010-04-01/Accounts/{ac}/Messages/{sid}"

    def msg(status: str, sent: str | None, updated: str, price: str | None, err: int | None = None) -> dict[str, Any]:
        return {"account_sid": ac, "api_version": "2010-04-01", "body": body, "date_created": "Tue, 04 Jun 2024 14:22:07 +0000", "date_sent": sent,
                "date_updated": updated, "direction": "outbound-api", "error_code": err, "error_message": None, "from": frm,
                "messaging_service_sid": None, "num_media": "0", "num_segments": "1", "price": price, "price_unit": "USD", "sid": sid,
                "status": status, "subresource_uris": {"media": f"{base}/Media.json", "feedback": f"{base}/Feedback.json"}, "to": to, "uri": f"{base}.json"}
    q = msg("queued", None, "Tue, 04 Jun 2024 14:22:07 +0000", None)
    turns.append((call("twilio_send_message", To=to, From=frm, Body=body, StatusCallback="https://hooks.ridgewaydental.com/twilio/status"), pj(q)))
    dl = msg("delivered", "Tue, 04 Jun 2024 14:22:08 +0000", "Tue, 04 Jun 2024 14:22:10 +0000", "-0.00790")
    turns.append((call("twilio_get_message", Sid=sid), pj(dl)))

    def other(s: str, t: str, b: str, created: str, updated: str) -> dict[str, Any]:
        u = f"/2010-04-01/Accounts/{ac}/Messages/{s}"
        return {"account_sid": ac, "api_version": "2010-04-01", "body": b, "date_created": created, "date_sent": created, "date_updated": updated,
                "direction": "outbound-api", "error_code": None, "error_message": None, "from": frm, "messaging_service_sid": None, "num_media": "0",
                "num_segments": "1", "price": "-0.00790", "price_unit": "USD", "sid": s, "status": "delivered",
                "subresource_uris": {"media": f"{u}/Media.json", "feedback": f"{u}/Feedback.json"}, "to": t, "uri": f"{u}.json"}
    o1 = other("SM0b7d2e4c9a1f58e3b6c0d2a9f7e1b436", "+14155550112", "Ridgeway Dental: reminder – your appointment is tomorrow, Wed 5 Jun at 3:15 PM. Reply C to cancel.",
               "Tue, 04 Jun 2024 13:00:04 +0000", "Tue, 04 Jun 2024 13:00:07 +0000")
    o2 = other("SMe29a6f1b3d8c47a0e5b9d2c6f1a3e874", "+14155550148", "Ridgeway Dental: reminder – your appointment is tomorrow, Wed 5 Jun at 9:00 AM. Reply C to cancel.",
               "Tue, 04 Jun 2024 13:00:02 +0000", "Tue, 04 Jun 2024 13:00:05 +0000")
    page = f"/2010-04-01/Accounts/{ac}/Messages.json?From=%2B16282650419&PageSize=3"
    turns.append((call("twilio_list_messages", From=frm, PageSize=3),
                  pj({"end": 2, "first_page_uri": page + "&Page=0", "messages": [dl, o1, o2],
                      "next_page_uri": page + "&Page=1&PageToken=PASMe29a6f1b3d8c47a0e5b9d2c6f1a3e874", "page": 0, "page_size": 3,
                      "previous_page_uri": None, "start": 0, "uri": page + "&Page=0"})))
    turns.append((call("twilio_get_balance"), pj({"currency": "USD", "balance": "41.26250", "account_sid": ac})))
    pn = "PN2a9e4c7b1d3f805e6c2a9b4d7e1f03c5"
    num = {"account_sid": ac, "address_requirements": "none", "address_sid": None, "api_version": "2010-04-01", "beta": False,
           "capabilities": {"fax": False, "mms": True, "sms": True, "voice": True}, "date_created": "Mon, 12 Feb 2024 17:44:31 +0000",
           "date_updated": "Tue, 04 Jun 2024 14:25:46 +0000", "emergency_address_sid": None, "emergency_address_status": "unregistered",
           "emergency_status": "Active", "friendly_name": "Ridgeway Front Desk", "identity_sid": None, "origin": "twilio", "phone_number": frm,
           "sid": pn, "sms_application_sid": "", "sms_fallback_method": "POST", "sms_fallback_url": "", "sms_method": "POST",
           "sms_url": "https://hooks.ridgewaydental.com/twilio/inbound-sms/v2", "status": "in-use", "status_callback": "", "status_callback_method": "POST",
           "trunk_sid": None, "uri": f"/2010-04-01/Accounts/{ac}/IncomingPhoneNumbers/{pn}.json", "voice_application_sid": None,
           "voice_caller_id_lookup": False, "voice_fallback_method": "POST", "voice_fallback_url": None, "voice_method": "POST",
           "voice_receive_mode": "voice", "voice_url": "https://hooks.ridgewaydental.com/twilio/voice", "bundle_sid": None,
           "subresource_uris": {"assigned_add_ons": f"/2010-04-01/Accounts/{ac}/IncomingPhoneNumbers/{pn}/AssignedAddOns.json"}}
    turns.append((call("twilio_update_incoming_phone_number", Sid=pn, SmsUrl="https://hooks.ridgewaydental.com/twilio/inbound-sms/v2", SmsMethod="POST"), pj(num)))
    rs.add("mcp", "h64-mcp-08", sysm, turns)


# ---------------------------------------------------------------- 09 Notion (clean)
def rich(text: str) -> list[dict[str, Any]]:
    return [{"type": "text", "text": {"content": text, "link": None},
             "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"},
             "plain_text": text, "href": None}]


def t09(rs: RowSet) -> None:
    tools = [
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S}, ["page_id"]),
        tool("API-patch-page", "Update page properties, or archive a page", {"page_id": S, "properties": OBJ, "archived": B}, ["page_id"]),
        tool("API-get-block-children", "Retrieve block children", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("API-patch-block-children", "Append block children", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-post-search", "Search pages and databases by title", {"query": S, "filter": OBJ, "sort": OBJ}, []),
    ]
    sysm = system("notion", "Notion API 2022-06-28 for the Helio Commerce workspace; results are the raw API JSON", tools)
    db = "a3f2c1d8-7b4e-4f9a-9c2d-5e8b1a6f0c37"
    u_kai = {"object": "user", "id": "7d1e4b2a-9c3f-4e8d-a1b5-6f2c0e9d3a71"}
    u_ren = {"object": "user", "id": "c4a8e2f1-5b7d-4c9e-8f3a-2d6b1e0a9c54"}
    status = {"Not started": ("b1d0e8c4-2f7a-4e1b-9c3d-5a6f8e2d0b13", "default"), "Triage": ("3e9f1a7c-8d2b-4c6e-a0f5-1b4d7e9c2a68", "yellow"),
              "In progress": ("6a2c8e4f-1d9b-4f3a-b7e0-9c5d2a1f8e47", "blue"), "Done": ("d8f3b1e6-4a2c-4e9d-8b7f-0c1a5e3d9f22", "green")}
    sev = {"P1": ("Vq{S", "red"), "P2": ("xR~m", "orange"), "P3": ("Lp>z", "yellow"), "P4": ("Gc=w", "gray")}

    def page(pid: str, num: int, title: str, st_: str, sv: str, owner: dict[str, Any], created: str, edited: str, editor: dict[str, Any],
             archived: bool = False) -> dict[str, Any]:
        slug = "".join(c if c.isalnum() else "-" for c in title).replace("--", "-").replace("--", "-").strip("-")
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited, "created_by": u_kai, "last_edited_by": editor,
                "cover": None, "icon": None, "parent": {"type": "database_id", "database_id": db}, "archived": archived, "in_trash": archived,
                "properties": {
                    "Severity": {"id": "Xw%3Ea", "type": "select", "select": {"id": sev[sv][0], "name": sv, "color": sev[sv][1]}},
                    "Owner": {"id": "fLp%40", "type": "people", "people": [{"object": "user", "id": owner["id"], "name": owner["name"], "avatar_url": None,
                                                                            "type": "person", "person": {"email": owner["email"]}}]},
                    "ID": {"id": "nH%7Cq", "type": "unique_id", "unique_id": {"prefix": "BUG", "number": num}},
                    "Status": {"id": "%5DqLk", "type": "status", "status": {"id": status[st_][0], "name": st_, "color": status[st_][1]}},
                    "Name": {"id": "title", "type": "title", "title": rich(title)}},
                "url": f"https://www.notion.so/{slug}-{pid.replace('-', '')}", "public_url": None}
    kai = {"id": u_kai["id"], "name": "Kai Sörensen", "email": "kai.soerensen@heliocommerce.io"}
    ren = {"id": u_ren["id"], "name": "Ren Takahashi", "email": "ren.takahashi@heliocommerce.io"}
    p209 = page("1c9e7a52-3b8d-4e1f-a6c0-92d4f8b7e315", 209, "Export hangs on >50k rows", "Triage", "P3", ren, "2024-05-28T14:02:00.000Z", "2024-06-03T09:17:00.000Z", u_ren)
    p212 = page("5b2d8f14-6a9c-4c3e-8d71-0f4a2e9b6c58", 212, "Coupon field accepts expired codes", "In progress", "P2", kai, "2024-05-30T11:25:00.000Z", "2024-06-04T16:48:00.000Z", u_kai)
    p214 = page("8e4a1c7f-2d9b-4a6e-b3f0-7c5d1e8a2b94", 214, "Checkout 500 with coupon + gift card", "Triage", "P2", kai, "2024-06-04T08:33:00.000Z", "2024-06-04T08:51:00.000Z", u_ren)
    p215 = page("2f7c9e3a-8b1d-4d5f-a2e6-3b9c0d7f1e48", 215, "Dark mode: unreadable table headers", "Not started", "P4", ren, "2024-06-04T13:10:00.000Z", "2024-06-04T13:10:00.000Z", u_ren)

    def qres(pages: list[dict[str, Any]], req: str) -> str:
        return pj({"object": "list", "results": pages, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": req})
    flt = {"property": "Status", "status": {"does_not_equal": "Done"}}
    turns: list[tuple[str, str]] = []
    turns.append((call("API-post-database-query", database_id=db, filter=flt, sorts=[{"property": "ID", "direction": "ascending"}]),
                  qres([p209, p212, p214, p215], "4f0c2a9e-7b1d-4e3f-9a8c-6d2e1b5f0a73")))
    turns.append((call("API-retrieve-a-page", page_id=p214["id"]), pj({**p214, "request_id": "9a1e3c5b-2d7f-4b8e-a6c0-1f4d9e2b7c35"})))
    p214b = page(p214["id"], 214, "Checkout 500 with coupon + gift card", "In progress", "P1", kai, p214["created_time"], "2024-06-05T10:42:00.000Z", u_kai)
    turns.append((call("API-patch-page", page_id=p214["id"], properties={"Status": {"status": {"name": "In progress"}}, "Severity": {"select": {"name": "P1"}}}),
                  pj({**p214b, "request_id": "e2b8d4f0-6a1c-4d9e-b3f7-8c0a5e2d1b96"})))
    p209a = page(p209["id"], 209, "Export hangs on >50k rows", "Triage", "P3", ren, p209["created_time"], "2024-06-05T10:43:00.000Z", u_kai, archived=True)
    turns.append((call("API-patch-page", page_id=p209["id"], archived=True), pj({**p209a, "request_id": "1d7c3e9a-5f2b-4a8d-9e6c-0b3f7a1d4e28"})))
    turns.append((call("API-post-database-query", database_id=db, filter=flt, sorts=[{"timestamp": "last_edited_time", "direction": "descending"}]),
                  qres([p214b, p212, p215], "7b3f9d1e-0c5a-4e2b-8d6f-3a9c1e7b5d04")))
    repro = "Repro: apply SPRING10, then gift card GC-7Q2M-4K9X for the remainder → POST /api/checkout returns 500 (trace 7f3a9c12e4b8)."
    ts_ = "2024-06-05T10:44:00.000Z"

    def blk(bid: str, typ: str, text: str, created: str, by: dict[str, Any]) -> dict[str, Any]:
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": p214["id"]}, "created_time": created, "last_edited_time": created,
                "created_by": by, "last_edited_by": by, "has_children": False, "archived": False, "in_trash": False, "type": typ,
                typ: {"rich_text": rich(text), "color": "default", **({"is_toggleable": False} if typ.startswith("heading") else {})}}
    nb = blk("0e6a2c9f-3b7d-4f1e-8a5c-d2b9e4f7a013", "paragraph", repro, ts_, u_kai)
    turns.append((call("API-patch-block-children", block_id=p214["id"], children=[{"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": repro}}]}}]),
                  pj({"object": "list", "results": [nb], "next_cursor": None, "has_more": False, "type": "block", "block": {},
                      "request_id": "c5e1a7d3-9b2f-4c6e-a0d8-4f3b1e9c7a52"})))
    old = [blk("41b7e3d9-6c2a-4f8e-b1d5-a9e0c3f7b264", "heading_2", "Impact", "2024-06-04T08:33:00.000Z", u_ren),
           blk("92c4f0a8-1e6d-4b3a-9f7c-5d2e8b0a6c19", "bulleted_list_item", "~1.8% of checkouts on 3 Jun used coupon + gift card; all failed.", "2024-06-04T08:33:00.000Z", u_ren),
           blk("b8e2d6a4-7f1c-4e9b-a3d0-6c5f2e1b9d87", "bulleted_list_item", "Support: 11 reports since Monday (Zendesk view 'Checkout errors').", "2024-06-04T08:51:00.000Z", u_ren)]
    turns.append((call("API-get-block-children", block_id=p214["id"], page_size=50),
                  pj({"object": "list", "results": old + [nb], "next_cursor": None, "has_more": False, "type": "block", "block": {},
                      "request_id": "f0a4c8e2-3d7b-4e1f-9c5a-2b8d6e0f4a31"})))
    nt = "Checkout 500 when coupon + gift card combined"
    p214c = page(p214["id"], 214, nt, "In progress", "P1", kai, p214["created_time"], "2024-06-05T10:46:00.000Z", u_kai)
    turns.append((call("API-patch-page", page_id=p214["id"], properties={"Name": {"title": [{"text": {"content": nt}}]}}),
                  pj({**p214c, "request_id": "a8d2f6b0-4e9c-4a3d-b7e1-0c5f9a2d8e63"})))
    ledger = {"object": "page", "id": "6d0b3f8a-2c7e-4a1d-9b5f-e3a8c1d7f402", "created_time": "2024-03-11T10:05:00.000Z", "last_edited_time": "2024-05-20T15:31:00.000Z",
              "created_by": u_ren, "last_edited_by": u_ren, "cover": None, "icon": {"type": "emoji", "emoji": "🧾"},
              "parent": {"type": "page_id", "page_id": "f7e1b4d9-0a3c-4e6f-8d2b-5c9a1e7f3b80"}, "archived": False, "in_trash": False,
              "properties": {"title": {"id": "title", "type": "title", "title": rich("Gift card ledger reconciliation")}},
              "url": "https://www.notion.so/Gift-card-ledger-reconciliation-6d0b3f8a2c7e4a1d9b5fe3a8c1d7f402", "public_url": None}
    turns.append((call("API-post-search", query="gift card", filter={"property": "object", "value": "page"}, sort={"direction": "descending", "timestamp": "last_edited_time"}),
                  pj({"object": "list", "results": [p214c, ledger], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {},
                      "request_id": "3c9e5a1f-7d2b-4f8e-a6c0-9b1d4e7f2a85"})))
    rs.add("mcp", "h64-mcp-09", sysm, turns)


# ---------------------------------------------------------------- 10 HubSpot (bad)
def t10(rs: RowSet) -> None:
    tools = [
        tool("hubspot-search-objects", "Search CRM objects with filter groups", {"objectType": S, "filterGroups": A, "properties": A, "limit": INT}, ["objectType"]),
        tool("hubspot-get-list", "Get a list by its ILS list ID", {"listId": S}, ["listId"]),
        tool("hubspot-add-to-list", "Add records to a MANUAL list", {"listId": S, "recordIds": A}, ["listId", "recordIds"]),
        tool("hubspot-get-object", "Get a CRM object by id", {"objectType": S, "objectId": S, "properties": A}, ["objectType", "objectId"]),
        tool("hubspot-update-object", "Update properties of a CRM object", {"objectType": S, "objectId": S, "properties": OBJ}, ["objectType", "objectId", "properties"]),
        tool("hubspot-create-engagement", "Create an engagement (task, note) and associate it", {"type": S, "ownerId": INT, "associations": OBJ, "metadata": OBJ}, ["type", "ownerId", "metadata"]),
    ]
    sysm = system("hubspot", "HubSpot CRM API v3 for portal 24381907; results are MCP text content holding the API JSON", tools)
    owner = "61820347"

    def contact(cid: str, first: str, last: str, email: str, company: str, stage: str, lead: str, created: str, updated: str) -> dict[str, Any]:
        return {"id": cid, "properties": {"company": company, "createdate": created, "email": email, "firstname": first, "hs_lead_status": lead,
                                          "hs_object_id": cid, "hubspot_owner_id": owner, "lastmodifieddate": updated, "lastname": last,
                                          "lifecyclestage": stage, "webinar_attended": "2024-06 Ops Automation"},
                "createdAt": created, "updatedAt": updated, "archived": False}
    c1 = contact("85214", "Ana", "Sousa", "ana.sousa@tidewater.pt", "Tidewater Logistics", "marketingqualifiedlead", "NEW", "2024-06-12T08:14:55.201Z", "2024-06-13T16:40:02.118Z")
    c2 = contact("85377", "Jakub", "Novotný", "jakub.novotny@kovar-steel.cz", "Kovář Steel", "marketingqualifiedlead", "NEW", "2024-06-13T10:02:37.944Z", "2024-06-13T16:41:19.570Z")
    c3 = contact("85402", "Grace", "Mensah", "g.mensah@akoma-health.com", "Akoma Health", "marketingqualifiedlead", "ATTEMPTED_TO_CONTACT", "2024-06-13T11:48:06.312Z", "2024-06-14T09:05:44.026Z")
    turns: list[tuple[str, str]] = []
    fg = [{"filters": [{"propertyName": "lifecyclestage", "operator": "EQ", "value": "marketingqualifiedlead"},
                       {"propertyName": "webinar_attended", "operator": "EQ", "value": "2024-06 Ops Automation"}]}]
    props = ["email", "firstname", "lastname", "company", "lifecyclestage", "hs_lead_status", "hubspot_owner_id", "webinar_attended"]
    turns.append((call("hubspot-search-objects", objectType="contacts", filterGroups=fg, properties=props, limit=20),
                  mcp_text({"total": 3, "results": [c1, c2, c3]})))

    def lst(size: int, ver: int, updated: str, last_add: str) -> dict[str, Any]:
        return {"list": {"listId": "412", "listVersion": ver, "name": "June Webinar – Follow-up", "objectTypeId": "0-1", "processingType": "MANUAL",
                         "processingStatus": "COMPLETE", "createdAt": "2024-06-10T09:02:11.504Z", "updatedAt": updated, "createdById": owner, "updatedById": owner,
                         "filtersUpdatedAt": "2024-06-10T09:02:11.504Z", "deletedAt": None, "size": size,
                         "additionalProperties": {"hs_list_size": str(size), "hs_last_record_added_at": last_add, "hs_list_reference_count": "2",
                                                  "hs_is_public": "true"}}}
    turns.append((call("hubspot-get-list", listId="412"), mcp_text(lst(214, 7, "2024-06-12T17:25:40.883Z", "1718213140883"))))
    turns.append((call("hubspot-add-to-list", listId="412", recordIds=["85214", "85377", "85402"]),
                  mcp_text({"recordIdsAdded": ["85214", "85377", "85402"], "recordIdsMissing": []})))
    c2b = contact("85377", "Jakub", "Novotný", "jakub.novotny@kovar-steel.cz", "Kovář Steel", "salesqualifiedlead", "OPEN_DEAL", "2024-06-13T10:02:37.944Z", "2024-06-17T08:31:12.407Z")
    c2b["properties"]["hs_lifecyclestage_salesqualifiedlead_date"] = "2024-06-17T08:31:12.407Z"
    turns.append((call("hubspot-update-object", objectType="contacts", objectId="85377", properties={"lifecyclestage": "salesqualifiedlead", "hs_lead_status": "OPEN_DEAL"}),
                  mcp_text(c2b)))
    task = {"engagement": {"id": 49012873355, "portalId": 24381907, "active": True, "createdAt": 1718613140215, "lastUpdated": 1718613140215, "createdBy": 61820347,
                           "modifiedBy": 61820347, "ownerId": 61820347, "type": "TASK", "timestamp": 1718780400000},
            "associations": {"contactIds": [85377], "companyIds": [], "dealIds": [], "ownerIds": [], "workflowIds": [], "ticketIds": []},
            "metadata": {"body": "Jakub asked for a pilot quote for 3 plants. Prepare pricing before the call.", "subject": "Call Kovář Steel re: pilot pricing",
                         "status": "NOT_STARTED", "forObjectType": "CONTACT", "priority": "HIGH", "taskType": "CALL", "reminders": [1718778600000]}}
    turns.append((call("hubspot-create-engagement", type="TASK", ownerId=61820347, associations={"contactIds": [85377]},
                       metadata={"subject": "Call Kovář Steel re: pilot pricing", "body": task["metadata"]["body"], "status": "NOT_STARTED",
                                 "priority": "HIGH", "taskType": "CALL", "timestamp": 1718780400000}), mcp_text(task)))
    # contradiction: 214 members + 3 added = 217, but the list now reports 218 with nothing else added
    turns.append((call("hubspot-get-list", listId="412"), mcp_text(lst(218, 8, "2024-06-17T08:29:47.652Z", "1718612987652"))))
    turns.append((call("hubspot-get-object", objectType="contacts", objectId="85377", properties=props + ["hs_lifecyclestage_salesqualifiedlead_date"]),
                  mcp_text(c2b)))
    t_new = {"id": "49012873355", "properties": {"hs_createdate": "2024-06-17T08:32:20.215Z", "hs_lastmodifieddate": "2024-06-17T08:32:20.215Z",
                                                 "hs_object_id": "49012873355", "hs_task_priority": "HIGH", "hs_task_status": "NOT_STARTED",
                                                 "hs_task_subject": "Call Kovář Steel re: pilot pricing", "hs_task_type": "CALL",
                                                 "hs_timestamp": "2024-06-19T07:00:00Z", "hubspot_owner_id": owner},
             "createdAt": "2024-06-17T08:32:20.215Z", "updatedAt": "2024-06-17T08:32:20.215Z", "archived": False}
    t_old = {"id": "48877310942", "properties": {"hs_createdate": "2024-06-14T09:06:02.771Z", "hs_lastmodifieddate": "2024-06-14T09:06:02.771Z",
                                                 "hs_object_id": "48877310942", "hs_task_priority": "MEDIUM", "hs_task_status": "NOT_STARTED",
                                                 "hs_task_subject": "Follow up: Akoma Health webinar questions", "hs_task_type": "EMAIL",
                                                 "hs_timestamp": "2024-06-18T08:00:00Z", "hubspot_owner_id": owner},
             "createdAt": "2024-06-14T09:06:02.771Z", "updatedAt": "2024-06-14T09:06:02.771Z", "archived": False}
    turns.append((call("hubspot-search-objects", objectType="tasks", filterGroups=[{"filters": [{"propertyName": "hubspot_owner_id", "operator": "EQ", "value": owner},
                                                                                                {"propertyName": "hs_task_status", "operator": "EQ", "value": "NOT_STARTED"}]}],
                       properties=["hs_task_subject", "hs_task_status", "hs_task_priority", "hs_task_type", "hs_timestamp"], limit=10),
                  mcp_text({"total": 2, "results": [t_old, t_new]})))
    rs.add("mcp", "h64-mcp-10", sysm, turns, bad=True, turn=6,
           kind="list 412 reports 218 members after exactly 3 contacts were added to its 214, nothing else added")


# ---------------------------------------------------------------- 11 Dropbox (clean)
def t11(rs: RowSet) -> None:
    tools = [
        tool("get_space_usage", "Get the space usage of the current account", {}, []),
        tool("list_folder", "List the contents of a folder", {"path": S, "recursive": B, "limit": INT}, ["path"]),
        tool("upload_file", "Upload a file (base64 content) to a path", {"path": S, "content": S, "mode": S, "autorename": B}, ["path", "content"]),
        tool("move_file", "Move or rename a file or folder", {"from_path": S, "to_path": S, "autorename": B}, ["from_path", "to_path"]),
        tool("delete_file", "Delete a file or folder", {"path": S}, ["path"]),
        tool("search_files", "Search files and folders by name", {"query": S, "path": S, "max_results": INT}, ["query"]),
    ]
    sysm = system("dropbox", "Dropbox API v2 for the account of Hannah Reyes (Basic plan, 2 GB); results are the raw API JSON", tools)
    root = "/Clients/Harbor Dental"

    def f(name: str, fid: str, rev: str, size: int, cm: str, sm: str, folder: str = root) -> dict[str, Any]:
        p = f"{folder}/{name}"
        return {".tag": "file", "name": name, "path_lower": p.lower(), "path_display": p, "id": fid, "client_modified": cm, "server_modified": sm,
                "rev": rev, "size": size, "is_downloadable": True, "content_hash": hashlib.sha256((fid + rev).encode()).hexdigest()}
    arch = {".tag": "folder", "name": "Archive", "path_lower": (root + "/Archive").lower(), "path_display": root + "/Archive", "id": "id:Q2nX5b0kTzAAAAAAAAAB1w"}
    v2 = f("proposal-v2.pdf", "id:Q2nX5b0kTzAAAAAAAAACFg", "6187c3a90e2b40000000284e1a7c2", 471203, "2024-04-18T09:12:40Z", "2024-04-18T09:13:02Z")
    scan = f("scan_0012.jpg", "id:Q2nX5b0kTzAAAAAAAAACUA", "619a2f7d41c8a0000000284e1a7c2", 2391440, "2024-05-06T14:55:21Z", "2024-05-06T14:55:48Z")
    contract = f("contract-2024.docx", "id:Q2nX5b0kTzAAAAAAAAABzQ", "6172e04bd5a31000000284e1a7c2", 88412, "2024-02-02T16:20:05Z", "2024-02-02T16:20:11Z")
    intake = f("intake-form.pdf", "id:Q2nX5b0kTzAAAAAAAAABxg", "61701c8e93f27000000284e1a7c2", 156002, "2024-01-29T10:44:17Z", "2024-01-29T10:44:30Z")
    logo = f("logo-final.png", "id:Q2nX5b0kTzAAAAAAAAAB6A", "6179b5d2a4e0c000000284e1a7c2", 45319, "2024-02-14T12:03:58Z", "2024-02-14T12:04:06Z")
    turns: list[tuple[str, str]] = []
    used0 = 1284733019
    turns.append((call("get_space_usage"), pj({"used": used0, "allocation": {".tag": "individual", "allocated": 2147483648}})))
    turns.append((call("list_folder", path=root, recursive=False, limit=100),
                  pj({"entries": [arch, contract, intake, logo, v2, scan], "cursor": "AAFk3Hn1vQ7z0bTf2Xy9cJpL4wRm8sDe6GaK5uIo1NhV3qWt", "has_more": False})))
    v3 = f("proposal-v3.pdf", "id:Q2nX5b0kTzAAAAAAAAACng", "61a41e3c8b5d70000000284e1a7c2", 482115, "2024-06-06T08:31:09Z", "2024-06-06T08:31:10Z")
    turns.append((call("upload_file", path=root + "/proposal-v3.pdf", content="JVBERi0xLjcKJcOkw7zDtsOfCjIgMCBvYmoKPDwvTGVuZ3RoIDMgMCBSL0ZpbHRlci9GbGF0ZURlY29kZT4+…", mode="add", autorename=False),
                  pj(v3)))
    v2m = f("proposal-v2.pdf", v2["id"], v2["rev"], v2["size"], v2["client_modified"], v2["server_modified"], root + "/Archive")
    turns.append((call("move_file", from_path=root + "/proposal-v2.pdf", to_path=root + "/Archive/proposal-v2.pdf", autorename=False), pj({"metadata": v2m})))
    turns.append((call("delete_file", path=root + "/scan_0012.jpg"), pj({"metadata": scan})))
    turns.append((call("list_folder", path=root, recursive=False, limit=100),
                  pj({"entries": [arch, v3, contract, intake, logo], "cursor": "AAGq8Ld2xW5n1cYh4Tz7bKvM0sRp3eJf9DuN6aHi2LoQ8yXg", "has_more": False})))
    used1 = used0 + v3["size"] - scan["size"]
    turns.append((call("get_space_usage"), pj({"used": used1, "allocation": {".tag": "individual", "allocated": 2147483648}})))
    v1 = f("proposal-v1.pdf", "id:Q2nX5b0kTzAAAAAAAAAB_w", "6176aa04c19e3000000284e1a7c2", 463877, "2024-03-05T11:27:14Z", "2024-03-05T11:27:33Z", root + "/Archive")

    def m(x: dict[str, Any]) -> dict[str, Any]:
        return {"match_type": {".tag": "filename"}, "metadata": {".tag": "metadata", "metadata": x}}
    turns.append((call("search_files", query="proposal", path="/Clients", max_results=20), pj({"matches": [m(v3), m(v2m), m(v1)], "has_more": False})))
    rs.add("mcp", "h64-mcp-11", sysm, turns, state="Dropbox account: hannah.reyes@reyes-studio.com (dbid:AAD4k2L9wQ7xR3mN0pT5vY8zB1cE6fH), Basic plan. Working folder: /Clients/Harbor Dental.")


# ---------------------------------------------------------------- 12 ClickUp (bad)
def t12(rs: RowSet) -> None:
    tools = [
        tool("get_tasks", "Get tasks from a list with optional filters", {"list_id": S, "statuses": A, "include_closed": B, "subtasks": B}, ["list_id"]),
        tool("get_task", "Get a single task", {"task_id": S, "include_subtasks": B}, ["task_id"]),
        tool("update_task", "Update a task's name, status, priority or dates", {"task_id": S, "name": S, "status": S, "priority": INT, "due_date": INT}, ["task_id"]),
        tool("create_task", "Create a task (or a subtask when parent is set)", {"list_id": S, "name": S, "parent": S, "assignees": A, "status": S, "priority": INT}, ["list_id", "name"]),
        tool("add_tag_to_task", "Add an existing space tag to a task", {"task_id": S, "tag_name": S}, ["task_id", "tag_name"]),
        tool("create_task_comment", "Post a comment on a task", {"task_id": S, "comment_text": S, "notify_all": B}, ["task_id", "comment_text"]),
        tool("get_task_comments", "List a task's comments", {"task_id": S}, ["task_id"]),
        tool("create_time_entry", "Track time on a task", {"team_id": S, "tid": S, "start": INT, "duration": INT, "description": S, "billable": B}, ["team_id", "tid", "start", "duration"]),
    ]
    sysm = system("clickup", "ClickUp API v2, workspace 'Quarry Labs' (team 9012345678); results are MCP text content holding the API JSON", tools)
    lid = "901204567812"
    users = {"dv": {"id": 81234567, "username": "Dmitri Volkov", "color": "#7b68ee", "initials": "DV", "email": "dmitri@quarrylabs.io", "profilePicture": None},
             "ls": {"id": 81234590, "username": "Lea Schmitt", "color": "#e65100", "initials": "LS", "email": "lea@quarrylabs.io", "profilePicture": None}}
    sts = {"to do": ("#87909e", "open", 0), "in progress": ("#4194f6", "custom", 1), "review": ("#a875ff", "custom", 2), "blocked": ("#e50000", "custom", 3)}
    pri = {1: ("urgent", "#f50000"), 2: ("high", "#f8ae00"), 3: ("normal", "#6fddff"), 4: ("low", "#d8d8d8")}

    def task(tid: str, cid: str, name: str, status: str, p: int, who: list[str], created: str, updated: str, due: str | None, est: int | None,
             tags: list[str] | None = None, parent: str | None = None, order: str = "1.00000000000000000000000000000000") -> dict[str, Any]:
        c, t, o = sts[status]
        return {"id": tid, "custom_id": cid, "name": name, "text_content": "", "description": "", "status": {"status": status, "color": c, "type": t, "orderindex": o},
                "orderindex": order, "date_created": created, "date_updated": updated, "date_closed": None, "date_done": None, "archived": False,
                "creator": users["ls"] if cid < "ENG-1420" else users["dv"], "assignees": [users[w] for w in who], "watchers": [users[w] for w in who],
                "tags": [{"name": x, "tag_fg": "#ffffff", "tag_bg": "#04a9f4", "creator": 81234590} for x in (tags or [])], "parent": parent,
                "priority": {"color": pri[p][1], "id": str(p), "orderindex": str(p), "priority": pri[p][0]}, "due_date": due, "start_date": None,
                "points": None, "time_estimate": est, "custom_fields": [], "list": {"id": lid, "name": "Sprint 42", "access": True},
                "project": {"id": "90120987654", "name": "Billing Platform", "hidden": False, "access": True},
                "folder": {"id": "90120987654", "name": "Billing Platform", "hidden": False, "access": True}, "space": {"id": "90120034567"},
                "url": f"https://app.clickup.com/t/{tid}"}
    a = task("86b0x2a1k", "ENG-1417", "Split invoice PDF renderer into worker", "in progress", 2, ["dv"], "1717408823114", "1717990417206", "1718632800000", 28800000,
             order="1.00000000000000000000000000000000")
    b = task("86b0x3c7n", "ENG-1419", "Add tax_code column to invoice_line_items", "review", 3, ["ls"], "1717409160552", "1717998022871", "1718287200000", 7200000,
             order="2.00000000000000000000000000000000")
    c = task("86b0x4fqe", "ENG-1421", "Backfill tax codes", "to do", 2, ["ls"], "1717409512907", "1717409512907", "1718719200000", 14400000,
             order="3.00000000000000000000000000000000")
    d = task("86b0x5h2p", "ENG-1423", "Flaky test: test_proration_midcycle", "to do", 4, ["dv"], "1717495230418", "1717495230418", None, 3600000,
             order="4.00000000000000000000000000000000")
    e = task("86b0x6m8r", "ENG-1424", "Expose tax breakdown in /v2/invoices", "to do", 3, [], "1717581644093", "1717581644093", "1718892000000", None,
             order="5.00000000000000000000000000000000")
    g = task("86b0x7t3w", "ENG-1426", "Update runbook for EU VAT rate changes", "blocked", 3, ["ls"], "1717668101735", "1717932750264", None, 5400000,
             order="6.00000000000000000000000000000000")
    turns: list[tuple[str, str]] = []
    turns.append((call("get_tasks", list_id=lid, include_closed=False, subtasks=True), mcp_text({"tasks": [a, b, c, d, e, g], "last_page": True})))
    desc = ("Populate invoice_line_items.tax_code for existing rows (EU tenants only, ~2.3M rows).\n- batch by tenant_id, 5k rows per txn\n"
            "- source: tax_rules snapshot 2024-06-01\n- dry run on staging first")
    c_full = dict(c, text_content=desc, description=desc, time_spent=0, checklists=[], dependencies=[{"task_id": "86b0x4fqe", "depends_on": "86b0x3c7n", "type": 1,
                                                                                                    "date_created": "1717409600112", "userid": "81234590"}])
    turns.append((call("get_task", task_id=c["id"]), mcp_text(c_full)))
    newname = "Backfill invoice_line_items.tax_code for EU tenants"
    c2 = dict(c_full, name=newname, status={"status": "in progress", "color": "#4194f6", "type": "custom", "orderindex": 1}, date_updated="1718012077409")
    turns.append((call("update_task", task_id=c["id"], name=newname, status="in progress"), mcp_text(c2)))
    ctext = "Dry run on staging finished: 412,883 rows touched, 0 unmatched tax rules. Starting prod in batches after 14:00."
    turns.append((call("create_task_comment", task_id=c["id"], comment_text=ctext, notify_all=False),
                  mcp_text({"id": "90120073845521", "hist_id": "26508:3c1f9e2a-8b4d-4e7f-a0c6-5d2b1e9f7a84:1718012341772:90120073845521", "date": 1718012341772,
                            "version": {"object_type": "comment", "object_id": "90120073845521", "workspace_id": 9012345678, "operation": "c",
                                        "data": {"context": {"root_parent_type": 1, "is_chat": False}}, "date_updated_by": 81234590, "date_updated_by_type": 1}})))
    # contradiction: the task renamed at turn 3 is listed under its old name
    c_list = dict(c, status=c2["status"], date_updated="1718012077409")
    turns.append((call("get_tasks", list_id=lid, statuses=["in progress"], include_closed=False, subtasks=True), mcp_text({"tasks": [a, c_list], "last_page": True})))
    turns.append((call("add_tag_to_task", task_id=c["id"], tag_name="data-migration"), mcp_text("Tag \"data-migration\" added to task 86b0x4fqe.")))
    sub = task("86b0xa9zt", "ENG-1431", "Verify tax_code backfill on staging", "to do", 3, ["dv"], "1718012502663", "1718012502663", None, None,
               parent=c["id"], order="7.00000000000000000000000000000000")
    sub["creator"] = users["ls"]
    turns.append((call("create_task", list_id=lid, name=sub["name"], parent=c["id"], assignees=[81234567]), mcp_text(sub)))
    c3 = dict(c2, tags=[{"name": "data-migration", "tag_fg": "#ffffff", "tag_bg": "#04a9f4", "creator": 81234590}], date_updated="1718012502663",
              subtasks=[{k: sub[k] for k in ("id", "custom_id", "name", "status", "orderindex", "date_created", "date_updated", "assignees", "parent", "url")}])
    turns.append((call("get_task", task_id=c["id"], include_subtasks=True), mcp_text(c3)))
    sub2 = dict(sub, status={"status": "in progress", "color": "#4194f6", "type": "custom", "orderindex": 1}, date_updated="1718012690118")
    turns.append((call("update_task", task_id=sub["id"], status="in progress"), mcp_text(sub2)))
    turns.append((call("create_time_entry", team_id="9012345678", tid=c["id"], start=1718006400000, duration=5400000, description="Staging dry run + verification queries", billable=False),
                  mcp_text({"data": {"id": "4291837465120987654", "task": {"id": c["id"], "name": newname, "status": c2["status"], "custom_type": None},
                                     "wid": "9012345678", "user": users["ls"], "billable": False, "start": "1718006400000", "end": "1718011800000",
                                     "duration": "5400000", "description": "Staging dry run + verification queries", "tags": [], "source": "clickup",
                                     "at": "1718012744950", "is_locked": False, "task_location": {"list_id": int(lid), "folder_id": 90120987654, "space_id": 90120034567}}})))
    cm = [{"id": "90120073845521", "comment": [{"text": ctext}], "comment_text": ctext, "user": users["ls"], "assigned_by": None, "assignee": None,
           "resolved": False, "reactions": [], "date": "1718012341772", "reply_count": 0},
          {"id": "90120073561208", "comment": [{"text": "Blocked until ENG-1419 is merged (schema change)."}], "comment_text": "Blocked until ENG-1419 is merged (schema change).",
           "user": users["dv"], "assigned_by": None, "assignee": None, "resolved": True, "reactions": [{"reaction": "+1", "date": "1717998101377", "user": users["ls"]}],
           "date": "1717410044512", "reply_count": 0}]
    turns.append((call("get_task_comments", task_id=c["id"]), mcp_text({"comments": cm})))
    rs.add("mcp", "h64-mcp-12", sysm, turns, bad=True, turn=5,
           kind="task 86b0x4fqe is listed as 'Backfill tax codes' after it was renamed at turn 3, no rename back in between")


# ---------------------------------------------------------------- 13 Microsoft Teams (bad)
def ms_of(iso: str) -> str:
    return str(int(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() * 1000))


def t13(rs: RowSet) -> None:
    tools = [
        tool("list_channels", "List the channels of a team", {"team_id": S}, ["team_id"]),
        tool("list_channel_messages", "List root messages of a channel (newest first)", {"team_id": S, "channel_id": S, "top": INT, "expand_replies": B}, ["team_id", "channel_id"]),
        tool("send_channel_message", "Send a message to a channel", {"team_id": S, "channel_id": S, "content": S, "content_type": S}, ["team_id", "channel_id", "content"]),
        tool("reply_to_channel_message", "Reply to a channel message", {"team_id": S, "channel_id": S, "message_id": S, "content": S}, ["team_id", "channel_id", "message_id", "content"]),
        tool("add_team_member", "Add a user to a team", {"team_id": S, "user_id": S, "roles": A}, ["team_id", "user_id"]),
        tool("list_team_members", "List the members of a team", {"team_id": S}, ["team_id"]),
    ]
    sysm = system("ms-teams", "Microsoft Graph v1.0 for the tenant contoso-freight.onmicrosoft.com; results are the raw Graph JSON", tools)
    team, tenant = "4f8c2a1e-7b3d-4e9a-b6c5-1d0f8e2a9c73", "b2e7d4a1-9c3f-4f8e-a6b0-5d1c8e2f7a93"
    chid = "19:c3b5f1e2a8d94b7f9e0a6d2c4b1f8e73@thread.tacv2"
    chans = [{"id": "19:Qx3mV8nK2pL5tR7wZ1yB4cD6fH9jG0sA@thread.tacv2", "createdDateTime": "2022-09-05T07:14:33.207Z", "displayName": "General",
              "description": "Contoso Freight – Platform", "isFavoriteByDefault": None, "email": "Platform@contosofreight.onmicrosoft.com",
              "tenantId": tenant, "webUrl": "https://teams.microsoft.com/l/channel/19%3AQx3mV8nK2pL5tR7wZ1yB4cD6fH9jG0sA%40thread.tacv2/General?groupId=" + team,
              "membershipType": "standard"},
             {"id": chid, "createdDateTime": "2023-03-20T10:41:08.552Z", "displayName": "Release Management", "description": "Release trains, CAB notes, freeze windows",
              "isFavoriteByDefault": None, "email": "", "tenantId": tenant,
              "webUrl": "https://teams.microsoft.com/l/channel/19%3Ac3b5f1e2a8d94b7f9e0a6d2c4b1f8e73%40thread.tacv2/Release%20Management?groupId=" + team,
              "membershipType": "standard"},
             {"id": "19:8e1d4b7a2c5f49e0b3a6d9c2f5e8b1a4@thread.tacv2", "createdDateTime": "2023-03-20T10:43:51.019Z", "displayName": "Incidents",
              "description": "SEV1/SEV2 bridges and postmortems", "isFavoriteByDefault": None, "email": "", "tenantId": tenant,
              "webUrl": "https://teams.microsoft.com/l/channel/19%3A8e1d4b7a2c5f49e0b3a6d9c2f5e8b1a4%40thread.tacv2/Incidents?groupId=" + team,
              "membershipType": "standard"},
             {"id": "19:2a7f0c9e4b1d48a3b6e5c8d1f0a3b7e2@thread.tacv2", "createdDateTime": "2024-01-15T14:05:26.774Z", "displayName": "Carrier Integrations (private)",
              "description": "DHL / DB Schenker / Kuehne+Nagel API work", "isFavoriteByDefault": None, "email": "", "tenantId": tenant,
              "webUrl": "https://teams.microsoft.com/l/channel/19%3A2a7f0c9e4b1d48a3b6e5c8d1f0a3b7e2%40thread.tacv2/Carrier%20Integrations%20(private)?groupId=" + team,
              "membershipType": "private"}]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_channels", team_id=team), pj({"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels", "@odata.count": 4, "value": chans})))
    people = {"ak": ("Anja Krüger", "3c9a1f7e-2b4d-4e8a-9f6c-0d5b2e8a1c47"), "mo": ("Mateo Ortega", "8f2d6b1a-4c9e-47a3-b0d5-e2a7c3f9b168"),
              "me": ("Release Bot (MCP)", "d1a5e9c3-7f2b-4a6d-8e0c-9b4f1a7d3e25"), "sl": ("Sven Lindgren", "5e0b8d2f-1a7c-4e9b-a3d6-c8f2e0b5a914")}

    def msg(iso: str, who: str, html: str, reply_to: str | None = None, replies: list[dict[str, Any]] | None = None, mid: str | None = None) -> dict[str, Any]:
        mid = mid or ms_of(iso)
        m = {"id": mid, "replyToId": reply_to, "etag": mid, "messageType": "message", "createdDateTime": iso, "lastModifiedDateTime": iso,
             "lastEditedDateTime": None, "deletedDateTime": None, "subject": None, "summary": None, "chatId": None, "importance": "normal", "locale": "en-us",
             "webUrl": f"https://teams.microsoft.com/l/message/{chid.replace(':', '%3A').replace('@', '%40')}/{mid}?groupId={team}&tenantId={tenant}&createdTime={mid}&parentMessageId={reply_to or mid}",
             "policyViolation": None, "eventDetail": None,
             "from": {"application": None, "device": None, "user": {"@odata.type": "#microsoft.graph.teamworkUserIdentity", "id": people[who][1],
                                                                     "displayName": people[who][0], "userIdentityType": "aadUser", "tenantId": tenant}},
             "body": {"contentType": "html", "content": html}, "channelIdentity": {"teamId": team, "channelId": chid},
             "attachments": [], "mentions": [], "reactions": []}
        if replies is not None:
            m["replies@odata.count"] = len(replies)
            m["replies"] = replies
        return m
    m1 = msg("2024-05-14T08:57:23.118Z", "ak", "<p>CAB approved 4.18.0 for Thursday 14:00 CET. Freeze starts Wed 18:00.</p>")
    m2 = msg("2024-05-13T16:20:41.905Z", "mo", "<p>Hotfix 4.17.3 is out on all regions, no rollback needed. Thanks all 🙏</p>")
    m0 = msg("2024-05-13T09:02:15.660Z", "ak", "<p>Reminder: release notes for 4.18.0 due Tuesday EOD.</p>")
    ctx = f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels('{chid.replace(':', '%3A').replace('@', '%40')}')/messages"
    turns.append((call("list_channel_messages", team_id=team, channel_id=chid, top=3), pj({"@odata.context": ctx, "@odata.count": 3, "value": [m1, m2, m0]})))
    html = "<p>4.18.0 release checklist is up: DB migrations reviewed, feature flags <b>carrier_rates_v2</b> and <b>eta_model_b</b> default OFF.</p>"
    sent = msg("2024-05-14T09:42:17.412Z", "me", html)
    turns.append((call("send_channel_message", team_id=team, channel_id=chid, content=html, content_type="html"), pj({"@odata.context": ctx + "/$entity", **sent})))
    mem_ctx = f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/members"

    def member(key: str, email: str, roles: list[str]) -> dict[str, Any]:
        name, uid = people.get(key, (key, key))
        return {"@odata.type": "#microsoft.graph.aadUserConversationMember", "id": "MCMjMiMjYjJlN2Q0YTEtOWMzZiMjMTk6" + hashlib.sha1(uid.encode()).hexdigest()[:24],
                "roles": roles, "displayName": name, "visibleHistoryStartDateTime": "0001-01-01T00:00:00Z", "userId": uid, "email": email, "tenantId": tenant}
    sven = member("sl", "sven.lindgren@contosofreight.com", [])
    turns.append((call("add_team_member", team_id=team, user_id=people["sl"][1], roles=[]), pj({"@odata.context": mem_ctx + "/$entity", **sven})))
    people["jb"] = ("Julia Brandt", "a4c8e2f6-0b3d-4a7e-9c1f-5d8b2e6a0c39")
    people["rn"] = ("Ravi Nair", "6b1f9d3a-5e7c-4b2a-8d0f-3a6c9e1b5d72")
    people["tk"] = ("Tomás Kovač", "e9d3b7a1-6c2f-4e8b-b5a0-1f4d8c2e6b93")
    mems = [member("ak", "anja.krueger@contosofreight.com", ["owner"]), member("jb", "julia.brandt@contosofreight.com", ["owner"]),
            member("mo", "mateo.ortega@contosofreight.com", []), member("rn", "ravi.nair@contosofreight.com", []),
            member("tk", "tomas.kovac@contosofreight.com", ["guest"]), member("me", "releasebot@contosofreight.com", []), sven]
    turns.append((call("list_team_members", team_id=team), pj({"@odata.context": mem_ctx, "@odata.count": len(mems), "value": mems})))
    rhtml = "<p>Adding <at id=\"0\">Sven Lindgren</at> as second approver for the DB migration step.</p>"
    reply = msg("2024-05-14T09:46:52.873Z", "me", rhtml, reply_to=sent["id"])
    reply["mentions"] = [{"id": 0, "mentionText": "Sven Lindgren", "mentioned": {"application": None, "device": None, "conversation": None, "tag": None,
                                                                                 "user": {"@odata.type": "#microsoft.graph.teamworkUserIdentity", "id": people["sl"][1],
                                                                                          "displayName": "Sven Lindgren", "userIdentityType": "aadUser", "tenantId": tenant}}}]
    turns.append((call("reply_to_channel_message", team_id=team, channel_id=chid, message_id=sent["id"], content=rhtml),
                  pj({"@odata.context": ctx + f"('{sent['id']}')/replies/$entity", **reply})))
    # contradiction: the reply created at 09:46:52.873Z is shown with createdDateTime 09:36:52.873Z (before the message it answers)
    shifted = dict(reply, createdDateTime="2024-05-14T09:36:52.873Z", lastModifiedDateTime="2024-05-14T09:36:52.873Z")
    top = msg("2024-05-14T09:42:17.412Z", "me", html, replies=[shifted])
    turns.append((call("list_channel_messages", team_id=team, channel_id=chid, top=3, expand_replies=True),
                  pj({"@odata.context": ctx, "@odata.count": 3, "value": [top, msg(m1["createdDateTime"], "ak", m1["body"]["content"], replies=[]),
                                                                           msg(m2["createdDateTime"], "mo", m2["body"]["content"], replies=[])]})))
    rs.add("mcp", "h64-mcp-13", sysm, turns, bad=True, turn=7,
           kind="the reply posted at 09:46:52.873Z (turn 6) is listed with createdDateTime 09:36:52.873Z, before the 09:42 message it answers")


# ---------------------------------------------------------------- 14 Mailchimp (clean)
def t14(rs: RowSet) -> None:
    tools = [
        tool("get_list", "Get information about an audience, including stats", {"list_id": S}, ["list_id"]),
        tool("add_member", "Add a contact to an audience", {"list_id": S, "email_address": S, "status": S, "merge_fields": OBJ}, ["list_id", "email_address", "status"]),
        tool("update_member", "Update a list member (e.g. its status)", {"list_id": S, "subscriber_hash": S, "status": S}, ["list_id", "subscriber_hash"]),
        tool("update_member_tags", "Add or remove tags on a list member", {"list_id": S, "subscriber_hash": S, "tags": A}, ["list_id", "subscriber_hash", "tags"]),
        tool("list_members", "List members of an audience", {"list_id": S, "status": S, "count": INT, "sort_field": S, "sort_dir": S}, ["list_id"]),
        tool("create_campaign", "Create a campaign", {"type": S, "recipients": OBJ, "settings": OBJ}, ["type", "recipients", "settings"]),
        tool("set_campaign_content", "Set the HTML content of a campaign", {"campaign_id": S, "html": S}, ["campaign_id", "html"]),
        tool("send_test_email", "Send a test email for a campaign", {"campaign_id": S, "test_emails": A, "send_type": S}, ["campaign_id", "test_emails", "send_type"]),
        tool("get_campaign", "Get a campaign", {"campaign_id": S}, ["campaign_id"]),
    ]
    sysm = system("mailchimp", "Mailchimp Marketing API 3.0 (server us14); results are the raw API JSON, empty bodies as a status line", tools)
    lid = "b7c91e04d2"

    def stats(count: int, unsub: int, since: int, unsub_since: int, last_sub: str, last_unsub: str) -> dict[str, Any]:
        return {"member_count": count, "total_contacts": count + unsub + 41 + 12, "unsubscribe_count": unsub, "cleaned_count": 41,
                "member_count_since_send": since, "unsubscribe_count_since_send": unsub_since, "cleaned_count_since_send": 0, "campaign_count": 88,
                "campaign_last_sent": "2024-06-04T16:00:11+00:00", "merge_field_count": 5, "avg_sub_rate": 64, "avg_unsub_rate": 1, "target_sub_rate": 4,
                "open_rate": 41.82, "click_rate": 3.96, "last_sub_date": last_sub, "last_unsub_date": last_unsub}

    def lst(s: dict[str, Any]) -> str:
        return pj({"id": lid, "web_id": 1048213, "name": "Ridgeline Outdoor – Customers",
                   "contact": {"company": "Ridgeline Outdoor GmbH", "address1": "Sendlinger Str. 44", "city": "München", "state": "BY", "zip": "80331", "country": "DE"},
                   "permission_reminder": "You are receiving this email because you bought from ridgeline-outdoor.de or signed up on our website.",
                   "campaign_defaults": {"from_name": "Ridgeline Outdoor", "from_email": "hello@ridgeline-outdoor.de", "subject": "", "language": "de"},
                   "date_created": "2019-03-12T09:41:27+00:00", "list_rating": 4, "email_type_option": False,
                   "subscribe_url_short": "http://eepurl.com/gkQ9xL", "visibility": "prv", "double_optin": True, "has_welcome": True,
                   "marketing_permissions": False, "stats": s})
    turns: list[tuple[str, str]] = []
    turns.append((call("get_list", list_id=lid), lst(stats(3482, 219, 57, 3, "2024-06-10T18:41:09+00:00", "2024-06-09T07:22:51+00:00"))))

    def member(email: str, first: str, last: str, status: str, opt: str, changed: str, uid: str, web: int, tags: list[dict[str, Any]], rating: int,
               open_rate: float, click_rate: float, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        h = hashlib.md5(email.lower().encode()).hexdigest()
        m = {"id": h, "email_address": email, "unique_email_id": uid, "contact_id": hashlib.md5((email + "c").encode()).hexdigest()[:24],
             "full_name": f"{first} {last}", "web_id": web, "email_type": "html", "status": status, "consents_to_one_to_one_messaging": True,
             "merge_fields": {"FNAME": first, "LNAME": last, "ADDRESS": "", "PHONE": "", "BIRTHDAY": ""},
             "stats": {"avg_open_rate": open_rate, "avg_click_rate": click_rate}, "ip_signup": "", "timestamp_signup": "", "ip_opt": "84.149.212.37",
             "timestamp_opt": opt, "member_rating": rating, "last_changed": changed, "language": "de", "vip": False, "email_client": "",
             "location": {"latitude": 0, "longitude": 0, "gmtoff": 0, "dstoff": 0, "country_code": "", "timezone": "", "region": ""},
             "source": "API - Generic", "tags_count": len(tags), "tags": tags, "list_id": lid}
        if extra:
            m.update(extra)
        return m
    noor = member("noor.haddad@fastmail.com", "Noor", "Haddad", "subscribed", "2024-06-11T09:02:44+00:00", "2024-06-11T09:02:44+00:00", "4e7c1a9f2b", 587214930, [], 2, 0, 0)
    turns.append((call("add_member", list_id=lid, email_address="noor.haddad@fastmail.com", status="subscribed", merge_fields={"FNAME": "Noor", "LNAME": "Haddad"}), pj(noor)))
    turns.append((call("update_member_tags", list_id=lid, subscriber_hash=noor["id"], tags=[{"name": "beta-waitlist", "status": "active"}]), "HTTP 204 No Content"))
    tag = {"id": 4012887, "name": "beta-waitlist"}
    per = member("pjohansson@gmail.com", "Per", "Johansson", "unsubscribed", "2021-11-02T19:15:03+00:00", "2024-06-11T09:04:10+00:00", "a91d3e5c07", 402118657,
                 [{"id": 3981204, "name": "winter-2023-buyers"}], 3, 0.38, 0.06, {"unsubscribe_reason": "N/A (Unsubscribed by an admin)"})
    turns.append((call("update_member", list_id=lid, subscriber_hash=per["id"], status="unsubscribed"), pj(per)))
    turns.append((call("get_list", list_id=lid), lst(stats(3482, 220, 58, 4, "2024-06-11T09:02:44+00:00", "2024-06-11T09:04:10+00:00"))))
    noor2 = dict(noor, tags_count=1, tags=[tag])
    m2 = member("lena.k@posteo.de", "Lena", "Kraus", "subscribed", "2024-06-10T18:41:09+00:00", "2024-06-10T18:41:09+00:00", "c2f8a04e61", 587201774, [], 2, 0, 0)
    m3 = member("t.oyelaran@outlook.com", "Tunde", "Oyelaran", "subscribed", "2024-06-09T21:07:33+00:00", "2024-06-10T08:12:40+00:00", "7b5e9d3c18", 587188302,
                [{"id": 4012887, "name": "beta-waitlist"}], 3, 1.0, 0.5)
    turns.append((call("list_members", list_id=lid, status="subscribed", count=3, sort_field="timestamp_opt", sort_dir="DESC"),
                  pj({"members": [noor2, m2, m3], "list_id": lid, "total_items": 3482})))
    settings = {"subject_line": "You're in: the Trailhead app beta starts 20 June", "preview_text": "Your invite code and what to expect in week one",
                "title": "Trailhead beta – invite (Jun 2024)", "from_name": "Ridgeline Outdoor", "reply_to": "hello@ridgeline-outdoor.de",
                "use_conversation": False, "to_name": "*|FNAME|*", "folder_id": "", "authenticate": True, "auto_footer": False, "inline_css": False,
                "auto_tweet": False, "fb_comments": True, "timewarp": False, "template_id": 0, "drag_and_drop": False}
    rec = {"list_id": lid, "list_is_active": True, "list_name": "Ridgeline Outdoor – Customers",
           "segment_text": "<p class=\"!margin--lv0 display--inline\">Contacts that match <strong>any</strong> of the following conditions:</p><ol id=\"conditions\" class=\"conditions\"><li class=\"margin--lv1 !margin-left--lv0\">Tags contact is tagged <span class=\"!font-weight--bold\">beta-waitlist</span></li></ol>",
           "recipient_count": 129, "segment_opts": {"match": "any", "conditions": [{"condition_type": "StaticSegment", "field": "static_segment", "op": "static_is", "value": 4012887}]}}

    def camp(status: str, content_type: str) -> dict[str, Any]:
        return {"id": "f3a8c2e917", "web_id": 13774521, "parent_campaign_id": "", "type": "regular", "create_time": "2024-06-11T09:06:31+00:00",
                "archive_url": "http://eepurl.com/iQ7vTb", "long_archive_url": "https://us14.campaign-archive.com/?u=8c1d4f7a2e9b3c5d6e0f1a2b3&id=f3a8c2e917",
                "status": status, "emails_sent": 0, "send_time": "", "content_type": content_type, "needs_block_refresh": False, "resendable": False,
                "recipients": rec, "settings": settings,
                "tracking": {"opens": True, "html_clicks": True, "text_clicks": False, "goal_tracking": False, "ecomm360": True, "google_analytics": "", "clicktale": ""},
                "delivery_status": {"enabled": False}}
    turns.append((call("create_campaign", type="regular", recipients={"list_id": lid, "segment_opts": rec["segment_opts"]},
                       settings={k: settings[k] for k in ("subject_line", "preview_text", "title", "from_name", "reply_to")}), pj(camp("save", "template"))))
    html = ("<html><body><h1>Hi *|FNAME|*, you're in!</h1><p>The Trailhead beta opens on <b>20 June</b>. Your invite code: <code>*|BETA_CODE|*</code></p>"
            "<p>Week one: offline maps, trip sharing, gear checklists.</p><p>— The Ridgeline team</p></body></html>")
    plain = ("Hi *|FNAME|*, you're in!\n\nThe Trailhead beta opens on 20 June. Your invite code: *|BETA_CODE|*\n\nWeek one: offline maps, trip sharing, gear checklists.\n\n"
             "— The Ridgeline team\n\n==============================================\n\n** Unsubscribe (*|UNSUB|*)")
    turns.append((call("set_campaign_content", campaign_id="f3a8c2e917", html=html),
                  pj({"plain_text": plain, "html": html, "_links": [{"rel": "parent", "href": "https://us14.api.mailchimp.com/3.0/campaigns/f3a8c2e917", "method": "GET"}]})))
    turns.append((call("send_test_email", campaign_id="f3a8c2e917", test_emails=["marketing@ridgeline-outdoor.de", "lukas.brenner@ridgeline-outdoor.de"], send_type="html"),
                  "HTTP 204 No Content"))
    turns.append((call("get_campaign", campaign_id="f3a8c2e917"), pj(camp("save", "html"))))
    m4 = member("s.moreau@free.fr", "Sophie", "Moreau", "unsubscribed", "2022-04-17T10:21:55+00:00", "2024-06-09T07:22:51+00:00", "0d6f2b8e94", 431907245,
                [], 2, 0.12, 0.0, {"unsubscribe_reason": "I no longer want to receive these emails"})
    turns.append((call("list_members", list_id=lid, status="unsubscribed", count=2, sort_field="last_changed", sort_dir="DESC"),
                  pj({"members": [per, m4], "list_id": lid, "total_items": 220})))
    rs.add("mcp", "h64-mcp-14", sysm, turns)


# ---------------------------------------------------------------- 15 Google Docs (bad)
def doc_view(title: str, did: str, rev: str, paras: list[tuple[str, str]]) -> str:
    out = [f"Document: {title}", f"Document ID: {did}", f"Revision ID: {rev}", f"Body end index: {1 + sum(len(t) + 1 for _, t in paras)}", ""]
    i = 1
    for style, text in paras:
        j = i + len(text) + 1
        out.append(f"[{i}-{j}] {style}: {text}")
        i = j
    return txt("\n".join(out))


def t15(rs: RowSet) -> None:
    tools = [
        tool("docs_get_document", "Read a Google Doc: paragraphs with their start/end indices and named styles", {"documentId": S}, ["documentId"]),
        tool("docs_replace_all_text", "Replace all occurrences of a text", {"documentId": S, "find": S, "replace": S, "matchCase": B}, ["documentId", "find", "replace"]),
        tool("docs_insert_text", "Insert text at an index", {"documentId": S, "index": INT, "text": S}, ["documentId", "index", "text"]),
        tool("docs_delete_range", "Delete the content between two indices", {"documentId": S, "startIndex": INT, "endIndex": INT}, ["documentId", "startIndex", "endIndex"]),
        tool("drive_create_comment", "Create a comment on a file, optionally quoting text", {"fileId": S, "content": S, "quotedText": S}, ["fileId", "content"]),
        tool("drive_list_revisions", "List the revisions of a file", {"fileId": S}, ["fileId"]),
    ]
    sysm = system("google-docs", "Google Docs API v1 and Drive API v3 for kenji.watanabe@solvent.finance; results are MCP text content", tools)
    did = "1qZt8rW3vK5nX2mL7pB9cF4hJ6dS0aE1gY3uI8oT5wQ"
    title = "Q3 Planning — Payments Platform"
    paras = [("TITLE", title), ("HEADING_1", "1. Goals"),
             ("NORMAL_TEXT", "Q3 revenue target: $4.2M ARR from the new merchant cohort."),
             ("NORMAL_TEXT", "Reduce payout failures from 0.9% to 0.4% by end of September."),
             ("HEADING_1", "2. Workstreams"),
             ("NORMAL_TEXT", "Instant payouts (SEPA Instant, FedNow) — Owner: TBD"),
             ("NORMAL_TEXT", "Dispute automation v2 — Owner: Amara Eze"),
             ("NORMAL_TEXT", "Merchant onboarding KYC refresh — Owner: TBD"),
             ("HEADING_1", "3. Risks"),
             ("NORMAL_TEXT", "Bank partner certification may slip to October."),
             ("HEADING_1", "4. Open questions"),
             ("NORMAL_TEXT", "Do we sunset the legacy payouts API in Q3 or Q4?")]
    revs = ["ALBJ4LtK2v9qYx7RmP3wN8cH5fJ1dZ6bS0gT4uV", "ALBJ4LtVx3mQ8nR1kW6pC9zH2fY5dJ7bT0sL4gA", "ALBJ4LuA7cN2vK9mX4pR1wQ6hZ3fJ8dS5bT0yLg",
            "ALBJ4LuH1qW8zR5nC2vM7kX4pJ9fY6dT3bS0gLa", "ALBJ4LuQ5mY2xK8vN1cR7wH4pZ9fJ3dS6bT0gLe"]

    def wc(rev: str, replies: list[dict[str, Any]]) -> str:
        return mcp_text({"replies": replies, "writeControl": {"requiredRevisionId": rev}, "documentId": did})
    turns: list[tuple[str, str]] = []
    turns.append((call("docs_get_document", documentId=did), doc_view(title, did, revs[0], paras)))
    paras = [(s, t.replace("Owner: TBD", "Owner: Kenji Watanabe")) for s, t in paras]
    turns.append((call("docs_replace_all_text", documentId=did, find="Owner: TBD", replace="Owner: Kenji Watanabe", matchCase=True),
                  wc(revs[1], [{"replaceAllText": {"occurrencesChanged": 2}}])))
    # insert a new risk paragraph after "Bank partner certification ..." (index = end of that paragraph - 1)
    end9 = 1 + sum(len(t) + 1 for _, t in paras[:10])
    risk = "SEPA Instant scheme adherence requires 24/7 liquidity monitoring."
    paras.insert(10, ("NORMAL_TEXT", risk))
    turns.append((call("docs_insert_text", documentId=did, index=end9 - 1, text="\n" + risk), wc(revs[2], [{}])))
    turns.append((call("docs_get_document", documentId=did), doc_view(title, did, revs[2], paras)))
    comment = {"kind": "drive#comment", "id": "AAABO3k9Vn8", "createdTime": "2024-06-03T14:22:51.318Z", "modifiedTime": "2024-06-03T14:22:51.318Z",
               "author": {"kind": "drive#user", "displayName": "Kenji Watanabe", "photoLink": "//lh3.googleusercontent.com/a/ACg8ocK2v9x=s50-c-k-no", "me": True,
                          "emailAddress": "kenji.watanabe@solvent.finance"},
               "htmlContent": "Finance wants this split by region (EU / US) before Friday.", "content": "Finance wants this split by region (EU / US) before Friday.",
               "deleted": False, "resolved": False, "quotedFileContent": {"mimeType": "text/html", "value": "Q3 revenue target: $4.2M ARR"},
               "anchor": "kix.q8n2v5x1c7m4", "replies": []}
    turns.append((call("drive_create_comment", fileId=did, content=comment["content"], quotedText="Q3 revenue target: $4.2M ARR"), mcp_text(comment)))
    # contradiction: the goals line now says $4.5M though no edit touched it (a comment does not change text)
    shown = [(s, t.replace("$4.2M", "$4.5M")) for s, t in paras]
    turns.append((call("docs_get_document", documentId=did), doc_view(title, did, revs[2], shown)))
    s9 = 1 + sum(len(t) + 1 for _, t in paras[:9])
    e9 = s9 + len(paras[9][1]) + 1
    del paras[9]
    turns.append((call("docs_delete_range", documentId=did, startIndex=s9, endIndex=e9), wc(revs[3], [{}])))
    rl = [{"kind": "drive#revision", "id": "1", "mimeType": "application/vnd.google-apps.document", "modifiedTime": "2024-05-27T08:05:12.440Z", "keepForever": False,
           "published": False, "lastModifyingUser": {"kind": "drive#user", "displayName": "Amara Eze", "me": False, "emailAddress": "amara.eze@solvent.finance"}},
          {"kind": "drive#revision", "id": "14", "mimeType": "application/vnd.google-apps.document", "modifiedTime": "2024-05-31T16:47:03.118Z", "keepForever": False,
           "published": False, "lastModifyingUser": {"kind": "drive#user", "displayName": "Amara Eze", "me": False, "emailAddress": "amara.eze@solvent.finance"}},
          {"kind": "drive#revision", "id": "23", "mimeType": "application/vnd.google-apps.document", "modifiedTime": "2024-06-03T14:24:37.905Z", "keepForever": False,
           "published": False, "lastModifyingUser": {"kind": "drive#user", "displayName": "Kenji Watanabe", "me": True, "emailAddress": "kenji.watanabe@solvent.finance"}}]
    turns.append((call("drive_list_revisions", fileId=did), mcp_text({"kind": "drive#revisionList", "revisions": rl})))
    endb = 1 + sum(len(t) + 1 for _, t in paras)
    turns.append((call("docs_insert_text", documentId=did, index=endb - 1, text="\nNext review: 8 Jul 2024"), wc(revs[4], [{}])))
    rs.add("mcp", "h64-mcp-15", sysm, turns, bad=True, turn=6,
           kind="the goals line reads '$4.5M ARR' where the document (and the comment quoting it) said '$4.2M ARR', with no edit to that line")


# ---------------------------------------------------------------- 16 Box (clean)
def t16(rs: RowSet) -> None:
    tools = [
        tool("box_list_folder_items", "List the items in a folder", {"folder_id": S, "fields": S, "limit": INT}, ["folder_id"]),
        tool("box_upload_file_version", "Upload a new version of an existing file", {"file_id": S, "file_path": S, "name": S}, ["file_id", "file_path"]),
        tool("box_list_collaborations", "List the collaborations on a folder", {"folder_id": S}, ["folder_id"]),
        tool("box_add_collaboration", "Invite a user to collaborate on a folder", {"folder_id": S, "login": S, "role": S}, ["folder_id", "login", "role"]),
        tool("box_remove_collaboration", "Delete a collaboration", {"collaboration_id": S}, ["collaboration_id"]),
        tool("box_get_file_info", "Get information about a file", {"file_id": S, "fields": S}, ["file_id"]),
    ]
    sysm = system("box", "Box Platform API 2.0 for the enterprise 'Halden & Roe LLP'; results are the raw API JSON", tools)
    fid = "238471920553"
    folder = {"type": "folder", "id": fid, "sequence_id": "3", "etag": "3", "name": "Acme Corp – Legal"}

    def sha(x: str) -> str:
        return hashlib.sha1(x.encode()).hexdigest()
    msa_v1, msa_v2 = sha("msa-v1"), sha("msa-v2")
    items = [
        {"type": "folder", "id": "271119834420", "sequence_id": "1", "etag": "1", "name": "Exhibits", "modified_at": "2024-05-22T11:03:47-07:00"},
        {"type": "file", "id": "1498823307112", "file_version": {"type": "file_version", "id": "1645502219871", "sha1": msa_v1}, "sequence_id": "1", "etag": "1",
         "sha1": msa_v1, "name": "MSA_Redline_Acme.docx", "size": 184320, "modified_at": "2024-06-05T16:12:09-07:00"},
        {"type": "file", "id": "1498830051447", "file_version": {"type": "file_version", "id": "1645509887402", "sha1": sha("nda")}, "sequence_id": "0", "etag": "0",
         "sha1": sha("nda"), "name": "NDA_Acme_signed.pdf", "size": 402117, "modified_at": "2024-05-20T09:27:31-07:00"},
        {"type": "file", "id": "1502117743090", "file_version": {"type": "file_version", "id": "1649230011958", "sha1": sha("sow")}, "sequence_id": "2", "etag": "2",
         "sha1": sha("sow"), "name": "SOW_03_Acme_draft.docx", "size": 96255, "modified_at": "2024-06-03T13:48:20-07:00"}]
    flds = "name,size,sha1,file_version,sequence_id,etag,modified_at"
    turns: list[tuple[str, str]] = []
    turns.append((call("box_list_folder_items", folder_id=fid, fields=flds, limit=100),
                  pj({"total_count": 4, "entries": items, "offset": 0, "limit": 100, "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]})))
    me = {"type": "user", "id": "19384710226", "name": "Nadia Halden", "login": "nhalden@haldenroe.com"}
    path = {"total_count": 3, "entries": [{"type": "folder", "id": "0", "sequence_id": None, "etag": None, "name": "All Files"},
                                          {"type": "folder", "id": "201118740034", "sequence_id": "0", "etag": "0", "name": "Clients"}, folder]}
    new = {"type": "file", "id": "1498823307112", "file_version": {"type": "file_version", "id": "1651204488326", "sha1": msa_v2}, "sequence_id": "2", "etag": "2",
           "sha1": msa_v2, "name": "MSA_Redline_Acme.docx", "description": "", "size": 191847, "path_collection": path,
           "created_at": "2024-06-04T10:20:33-07:00", "modified_at": "2024-06-06T09:41:55-07:00", "trashed_at": None, "purged_at": None,
           "content_created_at": "2024-06-04T10:19:58-07:00", "content_modified_at": "2024-06-06T09:41:12-07:00", "created_by": me, "modified_by": me,
           "owned_by": me, "shared_link": None, "parent": folder, "item_status": "active"}
    turns.append((call("box_upload_file_version", file_id="1498823307112", file_path="/Users/nhalden/Documents/Acme/MSA_Redline_Acme.docx"),
                  pj({"total_count": 1, "entries": [new]})))

    def collab(cid: str, who: dict[str, Any] | None, invite: str | None, role: str, status: str, created: str, ack: str | None) -> dict[str, Any]:
        return {"type": "collaboration", "id": cid, "created_by": me, "created_at": created, "modified_at": created, "expires_at": None, "status": status,
                "accessible_by": who, "invite_email": invite, "role": role, "acknowledged_at": ack, "item": folder}
    c1 = collab("48101977215", {"type": "user", "id": "19384755093", "name": "Dana Whitfield", "login": "dwhitfield@haldenroe.com"}, None, "editor", "accepted",
                "2024-05-20T08:55:02-07:00", "2024-05-20T08:55:02-07:00")
    c2 = collab("48102040836", {"type": "user", "id": "30211847566", "name": "Kofi Mensah", "login": "kofi.mensah@acmecorp.com"}, None, "viewer uploader", "accepted",
                "2024-05-21T14:10:44-07:00", "2024-05-21T16:02:19-07:00")
    c3 = collab("48102291547", {"type": "user", "id": "19384790318", "name": "Brett Hollis", "login": "bhollis@haldenroe.com"}, None, "previewer", "accepted",
                "2024-05-23T10:31:07-07:00", "2024-05-23T10:31:07-07:00")
    turns.append((call("box_list_collaborations", folder_id=fid), pj({"total_count": 3, "entries": [c1, c2, c3]})))
    c4 = collab("48118764023", None, "priya.menon@acmecorp.com", "viewer", "pending", "2024-06-06T09:44:30-07:00", None)
    turns.append((call("box_add_collaboration", folder_id=fid, login="priya.menon@acmecorp.com", role="viewer"), pj(c4)))
    turns.append((call("box_remove_collaboration", collaboration_id="48102291547"), "204 No Content — collaboration 48102291547 deleted."))
    turns.append((call("box_list_collaborations", folder_id=fid), pj({"total_count": 3, "entries": [c1, c2, c4]})))
    info = {"type": "file", "id": "1498823307112", "etag": "2", "name": "MSA_Redline_Acme.docx", "size": 191847, "sha1": msa_v2,
            "file_version": {"type": "file_version", "id": "1651204488326", "sha1": msa_v2}, "version_number": "2", "sequence_id": "2",
            "modified_at": "2024-06-06T09:41:55-07:00", "shared_link": None, "path_collection": path, "comment_count": 4,
            "permissions": {"can_download": True, "can_preview": True, "can_upload": True, "can_comment": True, "can_rename": True, "can_delete": True,
                            "can_share": True, "can_set_share_access": True, "can_invite_collaborator": True, "can_annotate": True}}
    turns.append((call("box_get_file_info", file_id="1498823307112", fields="name,size,sha1,file_version,version_number,sequence_id,etag,modified_at,shared_link,path_collection,comment_count,permissions"),
                  pj(info)))
    rs.add("mcp", "h64-mcp-16", sysm, turns)


# ---------------------------------------------------------------- 17 Outlook (clean)
def gid(seed: str, kind: str = "AAMkADc3MWUyMGQ5LWI0ZjYtNDU0Ni04NGJiLTdlZTA5NmQ1YmRhNwBGAAAAAAC7yT2H0y8ZTbU6nlqU0xkSBwC2bVKJ8W0hTq5l9vF0") -> str:
    h = hashlib.sha256(seed.encode()).hexdigest()
    alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    tail = "".join(alpha[int(h[i:i + 2], 16) % 62] for i in range(0, 40, 2))
    return f"{kind}AAAAAAEMAAC2bVKJ8W0hTq5l9vF0AAA{tail}AAA="


def t17(rs: RowSet) -> None:
    tools = [
        tool("list_mail_folders", "List the user's mail folders with item counts", {"top": INT}, []),
        tool("list_mail_messages", "List messages in a folder", {"folder": S, "filter": S, "top": INT, "orderby": S, "select": S}, ["folder"]),
        tool("get_mail_message", "Get a message by id", {"message_id": S}, ["message_id"]),
        tool("update_mail_message", "Update message properties (isRead, flag, categories)", {"message_id": S, "isRead": B, "flag": OBJ, "categories": A}, ["message_id"]),
        tool("move_mail_message", "Move a message to another folder", {"message_id": S, "destination_id": S}, ["message_id", "destination_id"]),
        tool("create_reply_draft", "Create a draft reply to a message", {"message_id": S, "comment": S}, ["message_id"]),
        tool("send_draft", "Send an existing draft message", {"message_id": S}, ["message_id"]),
    ]
    sysm = system("outlook-mail", "Microsoft Graph v1.0 mail endpoints for elena.petrova@northgate-trading.com; results are the raw Graph JSON", tools)
    fids = {k: "AQMkADc3MWUyMGQ5LWI0ZjYtNDU0Ni04NGJiLTdlZTA5NmQ1YmRhNwAuAAADu8k9h9MvGU21Op5alNMZEgEAtm1SifFtIU6uZfbxdAAAAgE" + s + "AAAA"
            for k, s in {"Inbox": "MAAAA", "Drafts": "PAAAA", "Sent Items": "JAAAA", "Deleted Items": "KAAAA", "Archive": "RAAAA", "Junk Email": "iAAAA",
                         "Vendors": "1x3kTAAAA"}.items()}
    parent = fids["Inbox"].replace("MAAAA", "IAAAA")

    def folders(c: dict[str, tuple[int, int]]) -> str:
        v = [{"id": fids[n], "displayName": n, "parentFolderId": parent, "childFolderCount": 0, "unreadItemCount": u, "totalItemCount": t,
              "sizeInBytes": t * 61833 + 4096, "isHidden": False} for n, (t, u) in c.items()]
        return pj({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('elena.petrova%40northgate-trading.com')/mailFolders", "value": v})
    counts = {"Archive": (5112, 0), "Deleted Items": (96, 4), "Drafts": (3, 0), "Inbox": (1284, 37), "Junk Email": (18, 18), "Sent Items": (2417, 0), "Vendors": (211, 0)}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_mail_folders", top=20), folders(counts)))

    def addr(name: str, email: str) -> dict[str, Any]:
        return {"emailAddress": {"name": name, "address": email}}
    me = addr("Elena Petrova", "elena.petrova@northgate-trading.com")

    def msg(seed: str, subj: str, frm: dict[str, Any], received: str, preview: str, folder: str, read: bool = False, flag: str = "notFlagged",
            attach: bool = False, importance: str = "normal", modified: str | None = None, ck: str = "CQAAABYAAAC2bVKJ8W0hTq5l9vF0AAA1x4Qd") -> dict[str, Any]:
        return {"id": gid(seed + folder), "createdDateTime": received, "lastModifiedDateTime": modified or received, "changeKey": ck,
                "receivedDateTime": received, "sentDateTime": received, "hasAttachments": attach,
                "internetMessageId": f"<{hashlib.md5(seed.encode()).hexdigest()[:20]}@{frm['emailAddress']['address'].split('@')[1]}>",
                "subject": subj, "bodyPreview": preview, "importance": importance, "parentFolderId": fids[folder],
                "conversationId": "AAQkADc3MWUyMGQ5LWI0ZjYtNDU0Ni04NGJiLTdlZTA5NmQ1YmRhNwAQA" + hashlib.md5(subj.replace("RE: ", "").replace("Re: ", "").encode()).hexdigest()[:14].upper() + "=",
                "isRead": read, "isDraft": False, "from": frm, "sender": frm, "toRecipients": [me], "ccRecipients": [],
                "flag": {"flagStatus": flag}, "webLink": f"https://outlook.office365.com/owa/?ItemID={gid(seed + folder)[:60]}&exvsurl=1&viewmodel=ReadMessageItem"}
    a = msg("rate-card", "Updated rate card – Q3 2024", addr("Katrin Vogel", "k.vogel@hanse-logistik.de"), "2024-06-06T07:48:12Z",
            "Hello Elena, attached is our updated rate card valid from 1 July. Main changes: Hamburg–Rotterdam FTL +3.5%, LTL unchanged…", "Inbox", attach=True)
    b = msg("inv-0611", "Re: Invoice 2024-0611 payment status", addr("Omar Siddiqui", "omar@blueharbor-supplies.com"), "2024-06-06T07:12:55Z",
            "Hi Elena, just checking whether invoice 2024-0611 (USD 18,420.00) was released in yesterday's payment run…", "Inbox")
    c = msg("offsite", "Team offsite – room options", addr("Lisa Chen", "lisa.chen@northgate-trading.com"), "2024-06-06T06:55:02Z",
            "Three options for 18–19 July: Hotel Atlantic (max 24), Kehrwieder loft (max 30), …", "Inbox")
    d = msg("azure", "Your Azure invoice is ready", addr("Microsoft Azure", "azure-noreply@microsoft.com"), "2024-06-06T05:30:00Z",
            "Your invoice for billing period May 2024 is now available. Amount due: EUR 3,918.44…", "Inbox")
    e = msg("kpi", "Weekly KPI digest – W23", addr("Power BI", "no-reply-powerbi@microsoft.com"), "2024-06-06T05:00:14Z",
            "On-time delivery 94.1% (▲0.6) · Avg. margin 11.8% · Open claims 14…", "Inbox")
    ctx = "https://graph.microsoft.com/v1.0/$metadata#users('elena.petrova%40northgate-trading.com')/mailFolders('Inbox')/messages"
    turns.append((call("list_mail_messages", folder="Inbox", filter="isRead eq false", top=5, orderby="receivedDateTime desc"),
                  pj({"@odata.context": ctx, "value": [a, b, c, d, e], "@odata.nextLink": ctx.replace("$metadata#", "") + "?$filter=isRead+eq+false&$top=5&$skip=5"})))
    a2 = dict(a, isRead=True, flag={"flagStatus": "flagged", "startDateTime": {"dateTime": "2024-06-06T00:00:00.0000000", "timeZone": "UTC"},
                                    "dueDateTime": {"dateTime": "2024-06-06T00:00:00.0000000", "timeZone": "UTC"}},
              lastModifiedDateTime="2024-06-06T07:58:41Z", changeKey="CQAAABYAAAC2bVKJ8W0hTq5l9vF0AAA1x4Qw")
    turns.append((call("update_mail_message", message_id=a["id"], isRead=True, flag={"flagStatus": "flagged"}), pj({"@odata.context": ctx + "/$entity", **a2})))
    a3 = dict(a2, id=gid("rate-card" + "Vendors"), parentFolderId=fids["Vendors"], lastModifiedDateTime="2024-06-06T07:59:03Z", changeKey="CQAAABYAAAC2bVKJ8W0hTq5l9vF0AAA1x4R2",
              webLink=f"https://outlook.office365.com/owa/?ItemID={gid('rate-card' + 'Vendors')[:60]}&exvsurl=1&viewmodel=ReadMessageItem")
    turns.append((call("move_mail_message", message_id=a["id"], destination_id=fids["Vendors"]), pj({"@odata.context": ctx.replace("('Inbox')", "('Vendors')") + "/$entity", **a3})))
    comment = "Hi Omar, yes — 2024-0611 was released in yesterday's run (value date 7 June). Remittance advice follows from AP today. Best, Elena"
    draft = dict(msg("draft-0611", "RE: Invoice 2024-0611 payment status", me, "2024-06-06T08:02:50Z", comment, "Drafts", read=True),
                 isDraft=True, toRecipients=[addr("Omar Siddiqui", "omar@blueharbor-supplies.com")], conversationId=b["conversationId"], sentDateTime=None,
                 body={"contentType": "html", "content": f"<html><body><div>{comment}</div><hr><div id=\"divRplyFwdMsg\"><b>From:</b> Omar Siddiqui &lt;omar@blueharbor-supplies.com&gt;<br><b>Sent:</b> Thursday, June 6, 2024 9:12 AM<br><b>Subject:</b> Re: Invoice 2024-0611 payment status</div><div>Hi Elena, just checking whether invoice 2024-0611 (USD 18,420.00) was released…</div></body></html>"},
                 internetMessageId=None)
    turns.append((call("create_reply_draft", message_id=b["id"], comment=comment), pj({"@odata.context": ctx.replace("('Inbox')", "('Drafts')") + "/$entity", **draft})))
    turns.append((call("send_draft", message_id=draft["id"]), "HTTP 202 Accepted"))
    counts2 = dict(counts, Inbox=(1283, 36), **{"Sent Items": (2418, 0), "Vendors": (212, 0)})
    turns.append((call("list_mail_folders", top=20), folders(counts2)))
    turns.append((call("get_mail_message", message_id=a3["id"]), pj({"@odata.context": ctx.replace("('Inbox')", "('Vendors')") + "/$entity", **a3})))
    sent = dict(msg("sent-0611", "RE: Invoice 2024-0611 payment status", me, "2024-06-06T08:03:27Z", comment, "Sent Items", read=True),
                toRecipients=[addr("Omar Siddiqui", "omar@blueharbor-supplies.com")], conversationId=b["conversationId"],
                internetMessageId="<AM9PR04MB8211C3A7F2E94D0B1E6A5C7DD1F42@AM9PR04MB8211.eurprd04.prod.outlook.com>")
    older = dict(msg("sent-old", "RE: Customs broker for Felixstowe", me, "2024-06-05T16:41:09Z",
                     "Thanks Tom, please go ahead with Harwich Clearance Ltd for the July containers.", "Sent Items", read=True),
                 toRecipients=[addr("Tom Baker", "tom.baker@northgate-trading.com")])
    turns.append((call("list_mail_messages", folder="Sent Items", top=2, orderby="sentDateTime desc"),
                  pj({"@odata.context": ctx.replace("('Inbox')", "('SentItems')"), "value": [sent, older]})))
    rs.add("mcp", "h64-mcp-17", sysm, turns)


# ---------------------------------------------------------------- 18 Intercom (bad)
def t18(rs: RowSet) -> None:
    tools = [
        tool("list_admins", "List the admins (teammates) of the workspace", {}, []),
        tool("search_conversations", "Search conversations with a query object", {"query": OBJ, "pagination": OBJ}, ["query"]),
        tool("assign_conversation", "Assign a conversation to an admin or team", {"conversation_id": S, "admin_id": S, "assignee_id": S, "type": S, "body": S}, ["conversation_id", "admin_id", "assignee_id", "type"]),
        tool("tag_conversation", "Attach a tag to a conversation", {"conversation_id": S, "tag_id": S, "admin_id": S}, ["conversation_id", "tag_id", "admin_id"]),
        tool("get_conversation", "Retrieve a conversation with its parts", {"conversation_id": S}, ["conversation_id"]),
        tool("reply_to_conversation", "Reply to a conversation as an admin (comment or note)", {"conversation_id": S, "admin_id": S, "message_type": S, "body": S}, ["conversation_id", "admin_id", "message_type", "body"]),
    ]
    sysm = system("intercom", "Intercom REST API 2.11 for the Corvid workspace (app id k3v9q2xm); results are MCP text content holding the API JSON", tools)
    admins = [{"type": "admin", "email": "priya@corvid.app", "id": "5512387", "name": "Priya Nair", "job_title": "Billing Specialist", "away_mode_enabled": False,
               "away_mode_reassign": False, "has_inbox_seat": True, "team_ids": [7734821], "avatar": {"type": "avatar", "image_url": "https://static.intercomassets.com/avatars/5512387/square_128/priya.png"}},
              {"type": "admin", "email": "lucas@corvid.app", "id": "4920113", "name": "Lucas Ferreira", "job_title": "Support Lead", "away_mode_enabled": False,
               "away_mode_reassign": False, "has_inbox_seat": True, "team_ids": [7734821, 7734830], "avatar": {"type": "avatar", "image_url": "https://static.intercomassets.com/avatars/4920113/square_128/lucas.png"}},
              {"type": "admin", "email": "hyejin@corvid.app", "id": "5739024", "name": "Hye-jin Park", "job_title": "Support Engineer", "away_mode_enabled": True,
               "away_mode_reassign": True, "has_inbox_seat": True, "team_ids": [7734830], "avatar": {"type": "avatar", "image_url": None}},
              {"type": "admin", "email": "operator+k3v9q2xm@intercom.io", "id": "4711002", "name": "Fin", "job_title": None, "away_mode_enabled": False,
               "away_mode_reassign": False, "has_inbox_seat": False, "team_ids": [], "avatar": {"type": "avatar", "image_url": "https://static.intercomassets.com/assets/fin.png"}}]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_admins"), mcp_text({"type": "admin.list", "admins": admins})))
    billing = {"type": "tag", "id": "8119026", "name": "billing", "applied_at": 1717747215, "applied_by": {"type": "admin", "id": "4711002"}}

    def conv(cid: str, created: int, updated: int, author: dict[str, Any], body: str, tags: list[dict[str, Any]], assignee: int | None, read: bool,
             parts: list[dict[str, Any]] | None = None, waiting: int | None = None) -> dict[str, Any]:
        c = {"type": "conversation", "id": cid, "title": None, "created_at": created, "updated_at": updated, "waiting_since": waiting or created,
             "snoozed_until": None, "open": True, "state": "open", "read": read, "priority": "not_priority", "admin_assignee_id": assignee, "team_assignee_id": 7734821,
             "tags": {"type": "tag.list", "tags": tags}, "conversation_rating": None,
             "source": {"type": "conversation", "id": str(int(cid) % 10**10 + 3000000000), "delivered_as": "customer_initiated", "subject": "", "body": body,
                        "author": author, "attachments": [], "url": "https://app.brightlane.io/billing" if "okafor" in author["email"] else None, "redacted": False},
             "contacts": {"type": "contact.list", "contacts": [{"type": "contact", "id": author["id"], "external_id": author.get("ext")}]},
             "teammates": {"type": "admin.list", "admins": [] if assignee is None else [{"type": "admin", "id": str(assignee)}]},
             "first_contact_reply": {"created_at": created, "type": "conversation", "url": None},
             "sla_applied": None, "statistics": None, "linked_objects": {"type": "list", "data": [], "total_count": 0, "has_more": False}, "ai_agent_participated": True}
        c["contacts"]["contacts"][0].pop("ext", None)
        if parts is not None:
            c["conversation_parts"] = {"type": "conversation_part.list", "conversation_parts": parts, "total_count": len(parts)}
        return c
    maya = {"type": "user", "id": "65f0c2a7e1b94d0013a8f3c2", "name": "Maya Okafor", "email": "m.okafor@brightlane.io"}
    ben = {"type": "user", "id": "6601de94b7c25a0019e4d7a1", "name": "Ben Castillo", "email": "ben@castillo-fitness.com"}
    ola = {"type": "lead", "id": "6662f13a8d0e4b001ca92b57", "name": None, "email": "ola.nordmann@fjordtech.no"}
    cid = "215468790314522"
    body_m = "<p>Hi, we were billed for 14 seats in June but removed 4 users on 28 May. Can you refund the difference?</p>"
    c1 = conv(cid, 1717747188, 1717747215, maya, body_m, [billing], None, False)
    c2 = conv("215468790298117", 1717739940, 1717741022, ben, "<p>Our card was declined but the bank says no attempt was made. Invoice in-2024-0581.</p>", [billing], 5739024, True)
    c3 = conv("215468790305946", 1717744501, 1717744530, ola, "<p>Do you offer annual billing in NOK?</p>", [billing], None, False)
    q = {"operator": "AND", "value": [{"field": "state", "operator": "=", "value": "open"}, {"field": "tag_ids", "operator": "IN", "value": ["8119026"]}]}
    turns.append((call("search_conversations", query=q, pagination={"per_page": 20}),
                  mcp_text({"type": "conversation.list", "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 1}, "total_count": 3,
                            "conversations": [c1, c3, c2]})))
    lucas = {"type": "admin", "id": "4920113", "name": "Lucas Ferreira", "email": "lucas@corvid.app"}
    fin_part = {"type": "conversation_part", "id": "25103388471", "part_type": "comment", "body": "<p>Thanks Maya! I've passed this to our billing team — a teammate will reply here shortly.</p>",
                "created_at": 1717747215, "updated_at": 1717747215, "notified_at": 1717747215, "assigned_to": None,
                "author": {"type": "bot", "id": "4711002", "name": "Fin", "email": "operator+k3v9q2xm@intercom.io"}, "attachments": [], "external_id": None, "redacted": False}
    assign_part = {"type": "conversation_part", "id": "25103412906", "part_type": "assignment", "body": None, "created_at": 1717748032, "updated_at": 1717748032,
                   "notified_at": 1717748032, "assigned_to": {"type": "admin", "id": "5512387"}, "author": lucas, "attachments": [], "external_id": None, "redacted": False}
    c1a = conv(cid, 1717747188, 1717748032, maya, body_m, [billing], 5512387, True, [fin_part, assign_part])
    turns.append((call("assign_conversation", conversation_id=cid, admin_id="4920113", assignee_id="5512387", type="admin"), mcp_text(c1a)))
    refund = {"type": "tag", "id": "8123401", "name": "refund-request", "applied_at": 1717748061, "applied_by": {"type": "admin", "id": "4920113"}}
    turns.append((call("tag_conversation", conversation_id=cid, tag_id="8123401", admin_id="4920113"),
                  mcp_text({"type": "tag", "id": "8123401", "name": "refund-request", "applied_at": 1717748061, "applied_by": {"type": "admin", "id": "4920113"}})))
    # contradiction: the customer's email (m.okafor@brightlane.io) comes back as .co
    maya_bad = dict(maya, email="m.okafor@brightlane.co")
    c1b = conv(cid, 1717747188, 1717748061, maya_bad, body_m, [billing, refund], 5512387, True, [fin_part, assign_part])
    c1b["source"]["url"] = "https://app.brightlane.io/billing"
    turns.append((call("get_conversation", conversation_id=cid), mcp_text(c1b)))
    note = "<p>Checked Stripe: 14 seats billed on 1 Jun, seat removals on 28 May were after the proration cutoff (27 May). Eligible for a 4-seat credit — Priya to confirm.</p>"
    note_part = {"type": "conversation_part", "id": "25103455710", "part_type": "note", "body": note, "created_at": 1717748290, "updated_at": 1717748290,
                 "notified_at": 1717748290, "assigned_to": None, "author": lucas, "attachments": [], "external_id": None, "redacted": False}
    c1c = conv(cid, 1717747188, 1717748290, maya, body_m, [billing, refund], 5512387, True, [fin_part, assign_part, note_part])
    turns.append((call("reply_to_conversation", conversation_id=cid, admin_id="4920113", message_type="note", body=note), mcp_text(c1c)))
    rs.add("mcp", "h64-mcp-18", sysm, turns, bad=True, turn=5,
           kind="the customer's email on conversation 215468790314522 reads m.okafor@brightlane.co where it was m.okafor@brightlane.io, nothing changed the contact")


# ---------------------------------------------------------------- 19 Discord (clean)
def snow(iso: str, inc: int = 0) -> str:
    ms = int(datetime.fromisoformat(iso).timestamp() * 1000)
    return str(((ms - 1420070400000) << 22) | (1 << 17) | (inc & 0xFFF))


def t19(rs: RowSet) -> None:
    tools = [
        tool("discord_get_guild_channels", "List the channels of a guild", {"guild_id": S}, ["guild_id"]),
        tool("discord_create_channel", "Create a channel in a guild", {"guild_id": S, "name": S, "type": INT, "parent_id": S, "topic": S}, ["guild_id", "name"]),
        tool("discord_send_message", "Send a message to a channel", {"channel_id": S, "content": S}, ["channel_id", "content"]),
        tool("discord_edit_message", "Edit a message sent by the bot", {"channel_id": S, "message_id": S, "content": S}, ["channel_id", "message_id", "content"]),
        tool("discord_add_reaction", "Add a reaction to a message", {"channel_id": S, "message_id": S, "emoji": S}, ["channel_id", "message_id", "emoji"]),
        tool("discord_pin_message", "Pin a message in a channel", {"channel_id": S, "message_id": S}, ["channel_id", "message_id"]),
        tool("discord_get_messages", "Get recent messages of a channel (newest first)", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("discord_delete_message", "Delete a message", {"channel_id": S, "message_id": S}, ["channel_id", "message_id"]),
        tool("discord_get_guild_member", "Get a guild member", {"guild_id": S, "user_id": S}, ["guild_id", "user_id"]),
        tool("discord_add_member_role", "Add a role to a guild member", {"guild_id": S, "user_id": S, "role_id": S}, ["guild_id", "user_id", "role_id"]),
    ]
    sysm = system("discord", "Discord API v10 as the bot aurora-ops in the guild 'Aurora Labs'; results are the raw API JSON, empty responses as a status line", tools)
    guild = snow("2021-03-02T17:45:10.120+00:00", 1)
    cat = snow("2021-03-02T17:45:10.980+00:00", 3)
    ow = [{"id": guild, "type": 0, "allow": "0", "deny": "1024"}, {"id": snow("2021-03-02T17:52:33.410+00:00", 7), "type": 0, "allow": "1024", "deny": "0"}]
    chans = [
        {"id": snow("2021-03-02T17:45:10.121+00:00", 2), "type": 0, "last_message_id": snow("2024-06-07T14:58:40.004+00:00", 11), "flags": 0, "guild_id": guild,
         "name": "general", "parent_id": None, "rate_limit_per_user": 0, "topic": "Say hi 👋", "position": 0, "permission_overwrites": [], "nsfw": False},
        {"id": snow("2021-03-04T09:12:44.702+00:00", 5), "type": 5, "last_message_id": snow("2024-06-03T08:00:12.551+00:00", 2), "flags": 0, "guild_id": guild,
         "name": "announcements", "parent_id": None, "rate_limit_per_user": 0, "topic": "Release notes and status updates", "position": 1, "permission_overwrites": [], "nsfw": False},
        {"id": cat, "type": 4, "flags": 0, "guild_id": guild, "name": "PROJECTS", "parent_id": None, "position": 2, "permission_overwrites": ow},
        {"id": snow("2023-11-20T10:03:27.338+00:00", 9), "type": 0, "last_message_id": snow("2024-06-06T19:21:05.776+00:00", 4), "flags": 0, "guild_id": guild,
         "name": "launch-planning", "parent_id": cat, "rate_limit_per_user": 0, "topic": "Aurora 2.0 launch – 18 June", "position": 3, "permission_overwrites": ow, "nsfw": False},
        {"id": snow("2023-11-20T10:04:02.915+00:00", 10), "type": 2, "last_message_id": None, "flags": 0, "guild_id": guild, "name": "standup", "parent_id": cat,
         "rate_limit_per_user": 0, "bitrate": 64000, "user_limit": 0, "rtc_region": None, "position": 4, "permission_overwrites": ow, "nsfw": False}]
    turns: list[tuple[str, str]] = []
    turns.append((call("discord_get_guild_channels", guild_id=guild), pj(chans)))
    t_ch = "2024-06-07T15:01:48.215+00:00"
    ch = snow(t_ch, 4)
    newch = {"id": ch, "type": 0, "last_message_id": None, "flags": 0, "guild_id": guild, "name": "launch-war-room", "parent_id": cat, "rate_limit_per_user": 0,
             "topic": "Live coordination for the Aurora 2.0 launch (18 June)", "position": 5, "permission_overwrites": ow, "nsfw": False}
    turns.append((call("discord_create_channel", guild_id=guild, name="launch-war-room", type=0, parent_id=cat, topic=newch["topic"]), pj(newch)))
    bot = {"id": snow("2022-08-15T12:30:00.000+00:00", 1), "username": "aurora-ops", "avatar": "b3f1c9d2e7a04f6a8c5d1e2b9f0a7c34", "discriminator": "4821",
           "public_flags": 0, "flags": 0, "bot": True, "banner": None, "accent_color": None, "global_name": None, "avatar_decoration_data": None, "banner_color": None, "clan": None}

    def message(mid: str, ts: str, content: str, edited: str | None = None, pinned: bool = False, reactions: list[dict[str, Any]] | None = None,
                typ: int = 0, ref: dict[str, Any] | None = None) -> dict[str, Any]:
        m = {"type": typ, "channel_id": ch, "content": content, "attachments": [], "embeds": [], "timestamp": ts, "edited_timestamp": edited, "flags": 0,
             "components": [], "id": mid, "author": bot, "mentions": [], "mention_roles": [], "pinned": pinned, "mention_everyone": False, "tts": False}
        if reactions:
            m["reactions"] = reactions
        if ref:
            m["message_reference"] = ref
        return m
    t1 = "2024-06-07T15:02:11.482000+00:00"
    m1 = snow("2024-06-07T15:02:11.482+00:00", 0)
    text1 = "**Launch checklist** – go/no-go at 17:00 UTC. Owners: infra @Rin, web @Tariq, comms @Mina."
    turns.append((call("discord_send_message", channel_id=ch, content=text1), pj(message(m1, t1, text1))))
    text1b = "**Launch checklist** – go/no-go moved to **17:30 UTC**. Owners: infra @Rin, web @Tariq, comms @Mina, status page @Jon."
    ed = "2024-06-07T15:04:36.907000+00:00"
    turns.append((call("discord_edit_message", channel_id=ch, message_id=m1, content=text1b), pj(message(m1, t1, text1b, edited=ed))))
    turns.append((call("discord_add_reaction", channel_id=ch, message_id=m1, emoji="✅"), "204 No Content"))
    turns.append((call("discord_pin_message", channel_id=ch, message_id=m1), "204 No Content"))
    t2 = "2024-06-07T15:06:02.330000+00:00"
    m2 = snow("2024-06-07T15:06:02.330+00:00", 5)
    text2 = "Reminder: freeze on `main` starts 16:00 UTC. Hotfix PRs need two approvals."
    turns.append((call("discord_send_message", channel_id=ch, content=text2), pj(message(m2, t2, text2))))
    pin_ts = "2024-06-07T15:05:13.641000+00:00"
    pin_msg = message(snow("2024-06-07T15:05:13.641+00:00", 2), pin_ts, "", typ=6, ref={"type": 0, "channel_id": ch, "message_id": m1, "guild_id": guild})
    react = [{"emoji": {"id": None, "name": "✅"}, "count": 1, "count_details": {"burst": 0, "normal": 1}, "burst_colors": [], "me_burst": False,
              "burst_me": False, "me": True, "burst_count": 0}]
    turns.append((call("discord_get_messages", channel_id=ch, limit=10), pj([message(m2, t2, text2), pin_msg, message(m1, t1, text1b, edited=ed, pinned=True, reactions=react)])))
    turns.append((call("discord_delete_message", channel_id=ch, message_id=m2), "204 No Content"))
    rin = {"id": "284117390562902016", "username": "rin.ito", "avatar": "a_7c2e9f1b4d8a3c6e0f5b2d9a1c4e7f30", "discriminator": "0", "public_flags": 64, "flags": 64,
           "banner": None, "accent_color": None, "global_name": "Rin", "avatar_decoration_data": None, "banner_color": None, "clan": None}
    roles = [snow("2021-03-02T17:52:33.410+00:00", 7), snow("2022-01-19T08:40:11.020+00:00", 3)]

    def memb(rl: list[str]) -> dict[str, Any]:
        return {"avatar": None, "banner": None, "communication_disabled_until": None, "flags": 0, "joined_at": "2021-03-05T11:17:52.630000+00:00",
                "nick": "Rin (infra)", "pending": False, "premium_since": None, "roles": rl, "unusual_dm_activity_until": None, "user": rin, "mute": False, "deaf": False}
    turns.append((call("discord_get_guild_member", guild_id=guild, user_id=rin["id"]), pj(memb(roles))))
    crew = snow("2024-06-05T09:30:45.870+00:00", 6)
    turns.append((call("discord_add_member_role", guild_id=guild, user_id=rin["id"], role_id=crew), "204 No Content"))
    turns.append((call("discord_get_guild_member", guild_id=guild, user_id=rin["id"]), pj(memb(roles + [crew]))))
    rs.add("mcp", "h64-mcp-19", sysm, turns)


# ---------------------------------------------------------------- 20 Asana (bad)
def t20(rs: RowSet) -> None:
    tools = [
        tool("asana_get_project_sections", "Get the sections of a project", {"project_id": S}, ["project_id"]),
        tool("asana_search_tasks", "Search tasks in a workspace", {"workspace": S, "projects_any": S, "completed": B, "opt_fields": S}, ["workspace"]),
        tool("asana_get_task", "Get a task", {"task_id": S, "opt_fields": S}, ["task_id"]),
        tool("asana_create_subtask", "Create a subtask under a parent task", {"parent_task_id": S, "name": S, "assignee": S, "due_on": S}, ["parent_task_id", "name"]),
        tool("asana_update_task", "Update a task", {"task_id": S, "name": S, "completed": B, "due_on": S, "assignee": S}, ["task_id"]),
        tool("asana_add_task_to_section", "Move a task into a section", {"section_id": S, "task_id": S}, ["section_id", "task_id"]),
        tool("asana_create_task_story", "Add a comment to a task", {"task_id": S, "text": S}, ["task_id", "text"]),
        tool("asana_get_subtasks", "List the subtasks of a task", {"task_id": S, "opt_fields": S}, ["task_id"]),
        tool("asana_get_task_stories", "Get the stories (comments and activity) of a task", {"task_id": S}, ["task_id"]),
        tool("asana_add_followers", "Add followers to a task", {"task_id": S, "followers": A}, ["task_id", "followers"]),
    ]
    sysm = system("asana", "Asana API 1.0, workspace 'Halcyon Health' (gid 1199002837465510); results are the raw API JSON", tools)
    proj = {"gid": "1207314958822461", "name": "Vendor Onboarding – Q3", "resource_type": "project"}
    secs = {"Intake": "1207314958822462", "In Review": "1207314958822463", "Legal": "1207314958822470", "Done": "1207314958822471"}
    turns: list[tuple[str, str]] = []
    turns.append((call("asana_get_project_sections", project_id=proj["gid"]),
                  pj({"data": [{"gid": g, "name": n, "resource_type": "section"} for n, g in secs.items()]})))
    marta = {"gid": "1199002837465533", "name": "Marta Silva", "resource_type": "user"}
    deon = {"gid": "1199002837465571", "name": "Deon Fraser", "resource_type": "user"}
    yuki = {"gid": "1203118842209914", "name": "Yuki Morita", "resource_type": "user"}
    pg = "1207402211837520"

    def brief(gid: str, name: str, who: dict[str, Any] | None, due: str | None, sec: str) -> dict[str, Any]:
        return {"gid": gid, "name": name, "resource_type": "task", "resource_subtype": "default_task", "assignee": who, "completed": False, "due_on": due,
                "memberships": [{"project": proj, "section": {"gid": secs[sec], "name": sec, "resource_type": "section"}}]}
    turns.append((call("asana_search_tasks", workspace="1199002837465510", projects_any=proj["gid"], completed=False, opt_fields="name,assignee.name,due_on,completed,memberships.section.name"),
                  pj({"data": [brief(pg, "Onboard Kestrel Analytics (data processor)", marta, "2024-06-21", "Intake"),
                               brief("1207402211837602", "Onboard Pinecrest Print", deon, "2024-06-14", "In Review"),
                               brief("1207402211837688", "Renew Solace HR contract", marta, "2024-07-01", "Legal"),
                               brief("1207419053361240", "Onboard Veridian Cloud (subprocessor)", yuki, "2024-07-12", "Intake")]})))
    notes = ("Kestrel will process patient-level claims data (de-identified). Needs DPA, security questionnaire, risk tiering.\n"
             "Contract owner: Marta. Procurement ticket PRC-2291.")

    def full(due: str, sec: str, n_sub: int, modified: str, followers: list[dict[str, Any]]) -> dict[str, Any]:
        return {"data": {"gid": pg, "actual_time_minutes": None, "assignee": marta, "assignee_status": "upcoming", "completed": False, "completed_at": None,
                         "created_at": "2024-06-03T09:14:27.611Z", "due_at": None, "due_on": due, "followers": followers, "hearted": False, "hearts": [],
                         "liked": False, "likes": [], "memberships": [{"project": proj, "section": {"gid": secs[sec], "name": sec, "resource_type": "section"}}],
                         "modified_at": modified, "name": "Onboard Kestrel Analytics (data processor)", "notes": notes, "num_hearts": 0, "num_likes": 0,
                         "num_subtasks": n_sub, "parent": None, "permalink_url": f"https://app.asana.com/0/{proj['gid']}/{pg}", "projects": [proj],
                         "resource_type": "task", "resource_subtype": "default_task", "start_on": None,
                         "tags": [{"gid": "1207301145520983", "name": "phi", "resource_type": "tag"}],
                         "workspace": {"gid": "1199002837465510", "name": "Halcyon Health", "resource_type": "workspace"}}}
    turns.append((call("asana_get_task", task_id=pg), pj(full("2024-06-21", "Intake", 2, "2024-06-07T15:40:02.118Z", [marta]))))

    def sub(gid: str, name: str, who: dict[str, Any] | None, due: str | None, created: str, done: bool = False, done_at: str | None = None,
            modified: str | None = None) -> dict[str, Any]:
        return {"gid": gid, "name": name, "resource_type": "task", "resource_subtype": "default_task", "assignee": who, "completed": done,
                "completed_at": done_at, "created_at": created, "due_on": due, "modified_at": modified or created, "notes": "",
                "parent": {"gid": pg, "name": "Onboard Kestrel Analytics (data processor)", "resource_type": "task", "resource_subtype": "default_task"},
                "permalink_url": f"https://app.asana.com/0/0/{gid}", "projects": [], "workspace": {"gid": "1199002837465510", "name": "Halcyon Health", "resource_type": "workspace"}}
    s1 = sub("1207402211837533", "Collect W-9 / tax form", deon, "2024-06-10", "2024-06-03T09:16:02.447Z")
    s2 = sub("1207402211837541", "Vendor risk tier assessment", yuki, "2024-06-14", "2024-06-03T09:16:40.905Z")
    s3 = sub("1207455810234471", "Draft DPA addendum", marta, "2024-06-17", "2024-06-10T08:02:13.370Z")
    s4 = sub("1207455810234496", "Security questionnaire sign-off", yuki, "2024-06-19", "2024-06-10T08:02:51.028Z")
    turns.append((call("asana_create_subtask", parent_task_id=pg, name=s3["name"], assignee=marta["gid"], due_on="2024-06-17"), pj({"data": s3})))
    turns.append((call("asana_create_subtask", parent_task_id=pg, name=s4["name"], assignee=yuki["gid"], due_on="2024-06-19"), pj({"data": s4})))
    s1d = dict(s1, completed=True, completed_at="2024-06-10T08:03:30.612Z", modified_at="2024-06-10T08:03:30.612Z")
    turns.append((call("asana_update_task", task_id=s1["gid"], completed=True), pj({"data": s1d})))
    turns.append((call("asana_add_task_to_section", section_id=secs["In Review"], task_id=pg), pj({"data": {}})))
    story = {"gid": "1207455810234588", "created_at": "2024-06-10T08:04:47.219Z", "created_by": marta, "resource_type": "story",
             "text": "W-9 received. DPA draft and the security questionnaire are now tracked as subtasks; moving to In Review.", "type": "comment",
             "resource_subtype": "comment_added", "is_pinned": False, "is_edited": False, "hearted": False, "num_likes": 0}
    turns.append((call("asana_create_task_story", task_id=pg, text=story["text"]), pj({"data": story})))
    turns.append((call("asana_update_task", task_id=pg, due_on="2024-06-28"), pj(full("2024-06-28", "In Review", 4, "2024-06-10T08:05:21.880Z", [marta]))))
    # contradiction: "Security questionnaire sign-off" (created at turn 5) is missing from the subtasks
    view = [{k: x[k] for k in ("gid", "name", "resource_type", "resource_subtype", "completed", "assignee", "due_on")} for x in (s1d, s2, s3)]
    turns.append((call("asana_get_subtasks", task_id=pg, opt_fields="name,completed,assignee.name,due_on"), pj({"data": view})))

    def sys_story(gid: str, at: str, text: str, sub_: str) -> dict[str, Any]:
        return {"gid": gid, "created_at": at, "created_by": marta, "resource_type": "story", "text": text, "type": "system", "resource_subtype": sub_}
    stories = [sys_story("1207402211837521", "2024-06-03T09:14:27.611Z", "created this task", "added_to_task"),
               sys_story("1207402211837522", "2024-06-03T09:14:27.904Z", "added to Vendor Onboarding – Q3", "added_to_project"),
               sys_story("1207402211837560", "2024-06-03T09:17:12.330Z", "changed the due date to Jun 21", "due_date_changed"),
               sys_story("1207455810234560", "2024-06-10T08:04:02.558Z", "moved this task from \"Intake\" to \"In Review\" in Vendor Onboarding – Q3", "section_changed"),
               story,
               sys_story("1207455810234603", "2024-06-10T08:05:21.880Z", "changed the due date to Jun 28", "due_date_changed")]
    turns.append((call("asana_get_task_stories", task_id=pg), pj({"data": stories})))
    turns.append((call("asana_add_followers", task_id=pg, followers=[deon["gid"], yuki["gid"]]),
                  pj(full("2024-06-28", "In Review", 4, "2024-06-10T08:06:10.442Z", [marta, deon, yuki]))))
    rs.add("mcp", "h64-mcp-20", sysm, turns, bad=True, turn=10,
           kind="subtask 'Security questionnaire sign-off' created at turn 5 (and counted in num_subtasks 4 at turn 9) is missing from the subtask list")


# ---------------------------------------------------------------- 21 Google Drive (clean)
def t21(rs: RowSet) -> None:
    tools = [
        tool("drive_list_files", "List files with a Drive query", {"q": S, "orderBy": S, "fields": S, "pageSize": INT}, ["q"]),
        tool("drive_create_folder", "Create a folder", {"name": S, "parentId": S}, ["name"]),
        tool("drive_move_file", "Move a file between folders", {"fileId": S, "addParents": S, "removeParents": S}, ["fileId", "addParents"]),
        tool("drive_rename_file", "Rename a file", {"fileId": S, "name": S}, ["fileId", "name"]),
        tool("drive_create_permission", "Share a file with a user, group or domain", {"fileId": S, "role": S, "type": S, "emailAddress": S, "sendNotificationEmail": B}, ["fileId", "role", "type"]),
    ]
    sysm = system("google-drive", "Google Drive API v3 for ines.carvalho@lumenpay.eu; results are the raw API JSON", tools)
    fin = "1Hx7QmVb2kR9pT4wZc8nL3yF6dS0aJ5eG"
    me = {"kind": "drive#user", "displayName": "Inês Carvalho", "me": True, "permissionId": "04718265330921475512", "emailAddress": "ines.carvalho@lumenpay.eu"}
    mt = {"doc": "application/vnd.google-apps.document", "sheet": "application/vnd.google-apps.spreadsheet", "slides": "application/vnd.google-apps.presentation",
          "folder": "application/vnd.google-apps.folder", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}
    files = [("1qL8vN3xP5cR7tY2wK9mB4dF6hJ0sZ1aQ", "Q2 close checklist", "doc", "2024-06-28T16:42:19.377Z", None),
             ("1zT6kW2mQ9xV4bN7cR1pY5dH8fL3sJ0gE", "Payroll June 2024.xlsx", "xlsx", "2024-06-27T11:05:48.000Z", "184377"),
             ("1cF5rY8nK2vQ7mT4xB9wL1dS6hP3jZ0aU", "Budget FY24 – working", "sheet", "2024-06-26T09:31:02.614Z", None),
             ("1mS4dH7pV1xK9cN2wQ6tY3bR8fL5jZ0eA", "Audit PBC list", "doc", "2024-06-21T14:17:55.093Z", None),
             ("1wB9nQ3vT6kY1xM8cR4pL7dF2hS5jZ0gO", "Vendor invoices Q2", "folder", "2024-06-19T08:22:40.811Z", None),
             ("1pR2xK7vN5cQ9mT3wY8bL4dH1fS6jZ0aI", "Q2 board deck", "slides", "2024-06-14T17:58:06.246Z", None)]

    def entry(fid: str, name: str, kind: str, mod: str, size: str | None) -> dict[str, Any]:
        e = {"kind": "drive#file", "id": fid, "name": name, "mimeType": mt[kind], "modifiedTime": mod, "owners": [me],
             "webViewLink": f"https://docs.google.com/{'spreadsheets' if kind == 'sheet' else 'presentation' if kind == 'slides' else 'document'}/d/{fid}/edit?usp=drivesdk"
             if kind in ("doc", "sheet", "slides") else (f"https://drive.google.com/drive/folders/{fid}" if kind == "folder" else f"https://drive.google.com/file/d/{fid}/view?usp=drivesdk")}
        if size:
            e["size"] = size
        return e
    q = f"'{fin}' in parents and trashed = false"
    turns: list[tuple[str, str]] = []
    turns.append((call("drive_list_files", q=q, orderBy="modifiedTime desc", fields="files(id,name,mimeType,modifiedTime,size,owners,webViewLink)", pageSize=50),
                  pj({"kind": "drive#fileList", "incompleteSearch": False, "files": [entry(*f) for f in files]})))
    nf = "1Vd3kP8xR2mQ6tN9wC4bY7fL1hS5jZ0gT"
    turns.append((call("drive_create_folder", name="2024 Q2 Archive", parentId=fin),
                  pj({"kind": "drive#file", "id": nf, "name": "2024 Q2 Archive", "mimeType": mt["folder"], "parents": [fin],
                      "createdTime": "2024-07-01T08:12:33.508Z", "modifiedTime": "2024-07-01T08:12:33.508Z", "webViewLink": f"https://drive.google.com/drive/folders/{nf}"})))
    turns.append((call("drive_move_file", fileId=files[1][0], addParents=nf, removeParents=fin),
                  pj({"kind": "drive#file", "id": files[1][0], "name": files[1][1], "mimeType": mt["xlsx"], "parents": [nf]})))
    newname = "Budget FY24 – v3 (approved)"
    turns.append((call("drive_rename_file", fileId=files[2][0], name=newname),
                  pj({"kind": "drive#file", "id": files[2][0], "name": newname, "mimeType": mt["sheet"]})))
    turns.append((call("drive_create_permission", fileId=files[2][0], role="writer", type="user", emailAddress="anna.berg@lumenpay.eu", sendNotificationEmail=True),
                  pj({"kind": "drive#permission", "id": "13379204451186602731", "type": "user", "emailAddress": "anna.berg@lumenpay.eu", "role": "writer",
                      "displayName": "Anna Berg", "deleted": False, "pendingOwner": False})))

    def e2(fid: str, name: str, kind: str, shared: bool) -> dict[str, Any]:
        return {"kind": "drive#file", "id": fid, "name": name, "mimeType": mt[kind], "shared": shared}
    turns.append((call("drive_list_files", q=q, orderBy="folder,name", fields="files(id,name,mimeType,shared)", pageSize=50),
                  pj({"kind": "drive#fileList", "incompleteSearch": False, "files": [
                      e2(nf, "2024 Q2 Archive", "folder", False), e2(files[4][0], files[4][1], "folder", True),
                      e2(files[3][0], files[3][1], "doc", True), e2(files[2][0], newname, "sheet", True),
                      e2(files[5][0], files[5][1], "slides", True), e2(files[0][0], files[0][1], "doc", False)]})))
    rs.add("mcp", "h64-mcp-21", sysm, turns)


# ---------------------------------------------------------------- 22 Salesforce (bad)
def t22(rs: RowSet) -> None:
    tools = [
        tool("salesforce_query_records", "Query records with SOQL-style parameters", {"objectName": S, "fields": A, "whereClause": S, "orderBy": S, "limit": INT}, ["objectName", "fields"]),
        tool("salesforce_aggregate_query", "Run a SOQL aggregate query with GROUP BY", {"objectName": S, "selectFields": A, "groupByFields": A, "whereClause": S, "orderBy": S}, ["objectName", "selectFields", "groupByFields"]),
        tool("salesforce_dml_records", "Insert, update, delete or upsert records", {"operation": S, "objectName": S, "records": A}, ["operation", "objectName", "records"]),
    ]
    sysm = system("salesforce", "Salesforce REST API v60.0, org brightwater-crm.my.salesforce.com; results are MCP text content in the server's plain-text layout", tools)
    acct = "0015g00000XyZ12AAB"
    opps = {
        "O1": {"Id": "0065g00000AbC1dAAF", "Name": "Brightwater – POS rollout phase 2", "StageName": "Proposal/Price Quote", "Amount": 48000, "Probability": 75,
               "CloseDate": "2024-07-31", "LastModifiedDate": "2024-06-04T10:15:08.000+0000"},
        "O2": {"Id": "0065g00000AbC2eAAF", "Name": "Brightwater – Inventory analytics add-on", "StageName": "Negotiation/Review", "Amount": 31500, "Probability": 90,
               "CloseDate": "2024-06-28", "LastModifiedDate": "2024-06-07T16:02:44.000+0000"},
        "O3": {"Id": "0065g00000AbC3fAAF", "Name": "Brightwater – Kiosk pilot (12 stores)", "StageName": "Qualification", "Amount": 27000, "Probability": 10,
               "CloseDate": "2024-09-15", "LastModifiedDate": "2024-05-29T08:47:31.000+0000"},
        "O4": {"Id": "0065g00000AbC4gAAF", "Name": "Brightwater – Support renewal FY25", "StageName": "Id. Decision Makers", "Amount": 19800, "Probability": 60,
               "CloseDate": "2024-08-30", "LastModifiedDate": "2024-06-03T13:20:09.000+0000"},
        "O5": {"Id": "0065g00000AbC5hAAF", "Name": "Brightwater – Loyalty integration", "StageName": "Proposal/Price Quote", "Amount": 22500, "Probability": 75,
               "CloseDate": "2024-08-15", "LastModifiedDate": "2024-06-05T09:58:12.000+0000"}}

    def rec(r: dict[str, Any], fields: list[str]) -> str:
        return "\n".join(f"    {f}: {r[f]}" for f in fields)

    def result(rs_: list[dict[str, Any]], fields: list[str]) -> str:
        return txt(f"Query returned {len(rs_)} records:\n\n" + "\n\n".join(f"Record {i}:\n{rec(r, fields)}" for i, r in enumerate(rs_, 1)))
    f1 = ["Id", "Name", "StageName", "Amount", "Probability", "CloseDate"]
    turns: list[tuple[str, str]] = []
    order = ["O2", "O1", "O5", "O4", "O3"]
    turns.append((call("salesforce_query_records", objectName="Opportunity", fields=f1, whereClause=f"AccountId = '{acct}' AND IsClosed = false", orderBy="CloseDate ASC"),
                  result([opps[k] for k in order], f1)))
    opps["O1"] = dict(opps["O1"], Amount=52000, StageName="Negotiation/Review", Probability=90, LastModifiedDate="2024-06-10T13:22:41.000+0000")
    turns.append((call("salesforce_dml_records", operation="update", objectName="Opportunity",
                       records=[{"Id": opps["O1"]["Id"], "Amount": 52000, "StageName": "Negotiation/Review"}]),
                  txt("UPDATE operation completed.\nProcessed 1 records:\n- Successful: 1\n- Failed: 0")))
    f3 = ["Id", "Name", "StageName", "Amount", "Probability", "LastModifiedDate"]
    turns.append((call("salesforce_query_records", objectName="Opportunity", fields=f3, whereClause=f"Id = '{opps['O1']['Id']}'"), result([opps["O1"]], f3)))
    # truth: Negotiation/Review = O1 52000 + O2 31500 = 83500; shown with O1's old amount (48000)
    groups = [("Id. Decision Makers", 1, 19800), ("Negotiation/Review", 2, 79500), ("Proposal/Price Quote", 1, 22500), ("Qualification", 1, 27000)]
    agg = "Aggregate query returned 4 grouped results:\n\n" + "\n\n".join(
        f"Group {i}:\n    StageName: {s}\n    expr0: {n}\n    expr1: {a}" for i, (s, n, a) in enumerate(groups, 1))
    turns.append((call("salesforce_aggregate_query", objectName="Opportunity", selectFields=["StageName", "COUNT(Id)", "SUM(Amount)"], groupByFields=["StageName"],
                       whereClause=f"AccountId = '{acct}' AND IsClosed = false", orderBy="StageName"), txt(agg)))
    task = {"Subject": "Send revised quote (52k) to Brightwater procurement", "WhatId": opps["O1"]["Id"], "ActivityDate": "2024-06-12", "Priority": "High",
            "Status": "Not Started", "OwnerId": "0055g00000Lm7QpAAJ"}
    turns.append((call("salesforce_dml_records", operation="insert", objectName="Task", records=[task]),
                  txt("INSERT operation completed.\nProcessed 1 records:\n- Successful: 1\n- Failed: 0\n\nCreated record Ids:\n- 00T5g00000QwErTy1AAB")))
    t_new = dict(task, Id="00T5g00000QwErTy1AAB", CreatedDate="2024-06-10T13:25:03.000+0000")
    t_old = {"Id": "00T5g00000Pz8kLm2AAB", "Subject": "Call: scope phase 2 store list", "WhatId": opps["O1"]["Id"], "ActivityDate": "2024-06-03", "Priority": "Normal",
             "Status": "Completed", "OwnerId": "0055g00000Lm7QpAAJ", "CreatedDate": "2024-05-31T09:10:44.000+0000"}
    f6 = ["Id", "Subject", "Status", "Priority", "ActivityDate", "CreatedDate"]
    turns.append((call("salesforce_query_records", objectName="Task", fields=f6, whereClause=f"WhatId = '{opps['O1']['Id']}'", orderBy="CreatedDate DESC"),
                  result([t_new, t_old], f6)))
    opps["O3"] = dict(opps["O3"], CloseDate="2024-10-15", LastModifiedDate="2024-06-10T13:26:17.000+0000")
    turns.append((call("salesforce_dml_records", operation="update", objectName="Opportunity", records=[{"Id": opps["O3"]["Id"], "CloseDate": "2024-10-15"}]),
                  txt("UPDATE operation completed.\nProcessed 1 records:\n- Successful: 1\n- Failed: 0")))
    f8 = ["Id", "Name", "StageName", "Amount", "CloseDate", "LastModifiedDate"]
    turns.append((call("salesforce_query_records", objectName="Opportunity", fields=f8, whereClause=f"AccountId = '{acct}' AND IsClosed = false", orderBy="CloseDate ASC"),
                  result([opps[k] for k in ["O2", "O1", "O5", "O4", "O3"]], f8)))
    rs.add("mcp", "h64-mcp-22", sysm, turns, bad=True, turn=4,
           kind="SUM(Amount) for Negotiation/Review is 79500 (old 48000 + 31500) although the opportunity was updated to 52000, so it should be 83500")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
