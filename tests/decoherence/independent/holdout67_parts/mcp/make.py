# ruff: noqa: E501
"""Held-out set holdout67, domain mcp: 22 hand-written MCP tool-call trajectories (11 with one contradiction).

Each trajectory is an agent calling the tools of one MCP server (communication, content and office services);
every observation is the server's tool result, mostly JSON in an MCP text content envelope. Run with
``python -m tests.decoherence.independent.holdout67_parts.mcp.make``; writes ``mcp_test.jsonl`` and ``labels.json``.
"""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import INT, OBJ, RowSet, S, A, B, call, mcp_system, mcp_text, tool

T = "mcp"
Turns = list[tuple[str, str]]


def raw(obj: Any) -> str:
    """A result some servers return as bare JSON text, without the content envelope."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


def dc(obj: Any) -> Any:
    return copy.deepcopy(obj)


# --------------------------------------------------------------------------------------------- 01 Slack (clean)
def t01(rs: RowSet) -> None:
    tools = [
        tool("slack_create_channel", "Create a public or private Slack channel.", {"name": S, "is_private": B}, ["name"]),
        tool("slack_invite_to_channel", "Invite one or more users to a channel.", {"channel_id": S, "user_ids": A}, ["channel_id", "user_ids"]),
        tool("slack_post_message", "Post a new message to a Slack channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_update_message", "Edit a message previously posted by the bot.", {"channel_id": S, "ts": S, "text": S}, ["channel_id", "ts", "text"]),
        tool("slack_kick_from_channel", "Remove a user from a channel.", {"channel_id": S, "user_id": S}, ["channel_id", "user_id"]),
        tool("slack_get_channel_members", "List member user ids of a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_channel_history", "Get recent messages from a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_rename_channel", "Rename a channel.", {"channel_id": S, "name": S}, ["channel_id", "name"]),
        tool("slack_list_channels", "List public channels in the workspace with pagination.", {"limit": INT, "cursor": S}, []),
    ]
    sysm = mcp_system("slack", "Slack workspace of Lumen Payments, bot user U05LBOT7Q2", tools)
    ch = "C07QF3M2XKT"
    base = {"id": ch, "name": "inc-2291-payments-latency", "is_channel": True, "is_group": False, "is_im": False,
            "is_mpim": False, "is_private": False, "created": 1718791203, "is_archived": False, "is_general": False,
            "unlinked": 0, "name_normalized": "inc-2291-payments-latency", "is_shared": False, "is_org_shared": False,
            "is_pending_ext_shared": False, "pending_shared": [], "context_team_id": "T01LUMEN9", "updated": 1718791203512,
            "parent_conversation": None, "creator": "U05LBOT7Q2", "is_ext_shared": False, "shared_team_ids": ["T01LUMEN9"],
            "pending_connected_team_ids": [], "is_member": True, "last_read": "0000000000.000000",
            "topic": {"value": "", "creator": "", "last_set": 0}, "purpose": {"value": "", "creator": "", "last_set": 0},
            "previous_names": [], "priority": 0}
    c1 = dc(base)
    c1["num_members"] = 1
    c2 = dc(base)
    c2.update(num_members=4, last_read="1718791261.000200", updated=1718791261044)
    text1 = ":rotating_light: *INC-2291* p95 latency on `/v2/charges` is 2.4s (SLO 800ms) since 09:41 UTC. Suspect the new fraud-scoring sidecar. IC: <@U02HMRTAB1>, comms: <@U05LBOT7Q2>."
    text2 = ":rotating_light: *INC-2291* p95 latency on `/v2/charges` is 2.4s (SLO 800ms) since 09:41 UTC. Rollback of fraud-scoring sidecar v3.8.1 in progress. IC: <@U02HMRTAB1>, comms: <@U05LBOT7Q2>."
    msg_ts = "1718791288.419309"
    hist = {"ok": True, "messages": [
        {"type": "message", "user": "U03QPD2KLM", "text": "rollback done on 14/14 pods, p95 back to 610ms over the last 5 min :chart_with_downwards_trend:", "ts": "1718791511.662189", "client_msg_id": "6d2f0a47-93b1-4a1e-bc0e-7f4a4d2c7e11", "team": "T01LUMEN9",
         "blocks": [{"type": "rich_text", "block_id": "x4Tq9", "elements": [{"type": "rich_text_section", "elements": [{"type": "text", "text": "rollback done on 14/14 pods, p95 back to 610ms over the last 5 min "}, {"type": "emoji", "name": "chart_with_downwards_trend", "unicode": "1f4c9"}]}]}]},
        {"type": "message", "subtype": "bot_message", "text": text2, "ts": msg_ts, "bot_id": "B05LBOT11A", "username": "incident-bot",
         "edited": {"user": "U05LBOT7Q2", "ts": "1718791342.000000"}, "reactions": [{"name": "eyes", "users": ["U02HMRTAB1", "U03QPD2KLM"], "count": 2}]},
        {"type": "message", "subtype": "channel_join", "ts": "1718791261.000400", "user": "U04ZK8WNE5", "text": "<@U04ZK8WNE5> has joined the channel"},
        {"type": "message", "subtype": "channel_join", "ts": "1718791261.000300", "user": "U03QPD2KLM", "text": "<@U03QPD2KLM> has joined the channel"},
        {"type": "message", "subtype": "channel_join", "ts": "1718791261.000200", "user": "U02HMRTAB1", "text": "<@U02HMRTAB1> has joined the channel"},
        {"type": "message", "subtype": "channel_join", "ts": "1718791203.000100", "user": "U05LBOT7Q2", "text": "<@U05LBOT7Q2> has joined the channel"},
    ], "has_more": False, "pin_count": 0, "channel_actions_ts": None, "channel_actions_count": 0}
    c_ren = dc(base)
    c_ren.update(name="inc-2291-resolved", name_normalized="inc-2291-resolved", previous_names=["inc-2291-payments-latency"],
                 num_members=3, updated=1718791604127, last_read="1718791511.662189")
    listing = {"ok": True, "channels": [
        {"id": "C01GENRL01", "name": "general", "is_channel": True, "is_private": False, "created": 1610464321, "is_archived": False, "is_general": True, "num_members": 214,
         "topic": {"value": "Company-wide announcements", "creator": "U01FOUNDR1", "last_set": 1610464321}, "purpose": {"value": "This is the one channel that will always include everyone.", "creator": "U01FOUNDR1", "last_set": 1610464321}},
        {"id": "C02INCDNTS", "name": "incidents", "is_channel": True, "is_private": False, "created": 1633012870, "is_archived": False, "is_general": False, "num_members": 87,
         "topic": {"value": "Open incidents: INC-2291", "creator": "U02HMRTAB1", "last_set": 1718790955}, "purpose": {"value": "Incident declarations and links to war rooms", "creator": "U02HMRTAB1", "last_set": 1633012870}},
        {"id": ch, "name": "inc-2291-resolved", "is_channel": True, "is_private": False, "created": 1718791203, "is_archived": False, "is_general": False, "num_members": 3,
         "topic": {"value": "", "creator": "", "last_set": 0}, "purpose": {"value": "", "creator": "", "last_set": 0}},
        {"id": "C06PAYOPS2", "name": "payments-oncall", "is_channel": True, "is_private": False, "created": 1701107553, "is_archived": False, "is_general": False, "num_members": 19,
         "topic": {"value": "Primary: @mira  Secondary: @jonas", "creator": "U03QPD2KLM", "last_set": 1718582400}, "purpose": {"value": "Pager handoffs for the payments platform", "creator": "U03QPD2KLM", "last_set": 1701107553}},
    ], "response_metadata": {"next_cursor": "dGVhbTpDMDdSVjRKUEUxOQ=="}}
    turns: Turns = [
        (call("slack_create_channel", name="inc-2291-payments-latency", is_private=False), mcp_text({"ok": True, "channel": c1})),
        (call("slack_invite_to_channel", channel_id=ch, user_ids=["U02HMRTAB1", "U03QPD2KLM", "U04ZK8WNE5"]), mcp_text({"ok": True, "channel": c2})),
        (call("slack_post_message", channel_id=ch, text=text1), mcp_text({"ok": True, "channel": ch, "ts": msg_ts, "message": {
            "bot_id": "B05LBOT11A", "type": "message", "text": text1, "user": "U05LBOT7Q2", "ts": msg_ts, "app_id": "A05LBOTAPP", "team": "T01LUMEN9",
            "bot_profile": {"id": "B05LBOT11A", "app_id": "A05LBOTAPP", "name": "incident-bot", "deleted": False, "team_id": "T01LUMEN9"}}})),
        (call("slack_update_message", channel_id=ch, ts=msg_ts, text=text2), mcp_text({"ok": True, "channel": ch, "ts": msg_ts, "text": text2, "message": {
            "bot_id": "B05LBOT11A", "type": "message", "text": text2, "user": "U05LBOT7Q2", "app_id": "A05LBOTAPP", "team": "T01LUMEN9",
            "edited": {"user": "U05LBOT7Q2", "ts": "1718791342.000000"}}})),
        (call("slack_kick_from_channel", channel_id=ch, user_id="U04ZK8WNE5"), mcp_text({"ok": True, "errors": {}})),
        (call("slack_get_channel_members", channel_id=ch, limit=100), mcp_text({"ok": True, "members": ["U02HMRTAB1", "U03QPD2KLM", "U05LBOT7Q2"], "response_metadata": {"next_cursor": ""}})),
        (call("slack_get_channel_history", channel_id=ch, limit=10), mcp_text(hist)),
        (call("slack_rename_channel", channel_id=ch, name="inc-2291-resolved"), mcp_text({"ok": True, "channel": c_ren})),
        (call("slack_list_channels", limit=4), mcp_text(listing)),
    ]
    rs.add(T, "h67-mcp-01", sysm, turns)


# ----------------------------------------------------------------------- 02 Google Calendar (bad: attendee lost)
def t02(rs: RowSet) -> None:
    tools = [
        tool("list_events", "List events on a calendar between two instants.", {"calendarId": S, "timeMin": S, "timeMax": S, "singleEvents": B, "orderBy": S}, ["calendarId"]),
        tool("create_event", "Create an event and optionally send invitations.", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "description": S, "location": S, "sendUpdates": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch fields of an existing event.", {"calendarId": S, "eventId": S, "patch": OBJ, "sendUpdates": S}, ["calendarId", "eventId", "patch"]),
        tool("get_event", "Get one event by id.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("query_freebusy", "Return busy intervals for a set of calendars.", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
    ]
    sysm = mcp_system("google-calendar", "Google Calendar API v3 for priya.raman@halcyon-bio.com", tools)
    me = "priya.raman@halcyon-bio.com"
    eid = "4q1c0n7b8m2v9rj6pkt3e5sd0g"

    def att(email: str, status: str = "needsAction", **kw: Any) -> dict[str, Any]:
        return {"email": email, "responseStatus": status, **kw}

    def ev(start: str, end: str, attendees: list[dict[str, Any]], seq: int, updated: str, desc: str | None = None) -> dict[str, Any]:
        e = {"kind": "calendar#event", "etag": f"\"3441{seq}8{updated[14:16]}{updated[17:19]}52000\"", "id": eid, "status": "confirmed",
             "htmlLink": "https://www.google.com/calendar/event?eid=NHExYzBuN2I4bTJ2OXJqNnBrdDNlNXNkMGcgcHJpeWEucmFtYW5AaGFsY3lvbi1iaW8uY29t",
             "created": "2024-07-08T14:02:31.000Z", "updated": updated, "summary": "Q3 assay roadmap review",
             "location": "Bldg 2 – Curie room (12p)", "creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
             "start": {"dateTime": start, "timeZone": "America/New_York"}, "end": {"dateTime": end, "timeZone": "America/New_York"},
             "iCalUID": f"{eid}@google.com", "sequence": seq, "attendees": attendees, "reminders": {"useDefault": True}, "eventType": "default"}
        if desc:
            e["description"] = desc
        return e

    a0 = [att(me, "accepted", organizer=True, self=True), att("d.okafor@halcyon-bio.com"), att("lena.hoffmann@halcyon-bio.com"), att("tomas.ibarra@halcyon-bio.com")]
    a1 = a0 + [att("s.watanabe@halcyon-bio.com")]
    a2 = dc(a1)
    a2[1]["responseStatus"] = "accepted"
    a2[3]["responseStatus"] = "tentative"
    desc = "Agenda: 1) ELISA throughput targets 2) LC-MS queue 3) vendor shortlist. Pre-read: Q3 plan v4 in Drive."
    day = [
        {"kind": "calendar#event", "id": "1h8s0k2d6f4r9t3u7v5w1x0y2z", "status": "confirmed", "summary": "Lab standup", "start": {"dateTime": "2024-07-11T09:00:00-04:00"}, "end": {"dateTime": "2024-07-11T09:15:00-04:00"}, "recurringEventId": "1h8s0k2d6f4r9t3u7v5w1x0y2z", "organizer": {"email": "lab-ops@halcyon-bio.com"}},
        {"kind": "calendar#event", "id": "6jv2m0q8r1s5t7u9w3x4y6z8a0", "status": "confirmed", "summary": "1:1 Priya / Daniel", "start": {"dateTime": "2024-07-11T11:30:00-04:00"}, "end": {"dateTime": "2024-07-11T12:00:00-04:00"}, "organizer": {"email": "d.okafor@halcyon-bio.com"}},
        {"kind": "calendar#event", "id": "0p7b3n5m1c9x2z4v6b8n0m2q4w", "status": "confirmed", "summary": "Seminar: CRISPR screens in organoids", "start": {"dateTime": "2024-07-11T16:00:00-04:00"}, "end": {"dateTime": "2024-07-11T17:00:00-04:00"}, "organizer": {"email": "seminars@halcyon-bio.com"}},
    ]
    lst0 = {"kind": "calendar#events", "etag": "\"p33c9tq1kbf6o40g\"", "summary": me, "updated": "2024-07-08T13:55:10.412Z", "timeZone": "America/New_York", "accessRole": "owner", "items": day}
    e1 = ev("2024-07-11T14:00:00-04:00", "2024-07-11T15:00:00-04:00", a0, 0, "2024-07-08T14:02:31.655Z")
    e2 = ev("2024-07-11T14:30:00-04:00", "2024-07-11T15:30:00-04:00", a1, 1, "2024-07-08T14:06:12.208Z")
    e3 = ev("2024-07-11T14:30:00-04:00", "2024-07-11T15:30:00-04:00", a2, 1, "2024-07-08T14:19:47.903Z")
    e4 = ev("2024-07-11T14:30:00-04:00", "2024-07-11T15:30:00-04:00", dc(a2), 1, "2024-07-08T14:21:05.337Z", desc)
    e5 = dc(e4)
    e5["attendees"] = [a for a in e5["attendees"] if a["email"] != "lena.hoffmann@halcyon-bio.com"]  # the slip
    lst1 = dc(lst0)
    lst1["updated"] = "2024-07-08T14:21:05.337Z"
    lst1["items"] = [day[0], day[1], e5, day[2]]
    fb = {"kind": "calendar#freeBusy", "timeMin": "2024-07-12T13:00:00.000Z", "timeMax": "2024-07-12T22:00:00.000Z", "calendars": {
        "d.okafor@halcyon-bio.com": {"busy": [{"start": "2024-07-12T13:00:00Z", "end": "2024-07-12T14:30:00Z"}, {"start": "2024-07-12T18:00:00Z", "end": "2024-07-12T19:00:00Z"}]},
        "s.watanabe@halcyon-bio.com": {"busy": [{"start": "2024-07-12T15:00:00Z", "end": "2024-07-12T16:00:00Z"}]},
        me: {"busy": [{"start": "2024-07-12T13:00:00Z", "end": "2024-07-12T13:15:00Z"}, {"start": "2024-07-12T20:00:00Z", "end": "2024-07-12T21:00:00Z"}]}}}
    turns: Turns = [
        (call("list_events", calendarId="primary", timeMin="2024-07-11T00:00:00-04:00", timeMax="2024-07-12T00:00:00-04:00", singleEvents=True, orderBy="startTime"), mcp_text(lst0)),
        (call("create_event", calendarId="primary", summary="Q3 assay roadmap review", location="Bldg 2 – Curie room (12p)",
              start={"dateTime": "2024-07-11T14:00:00-04:00", "timeZone": "America/New_York"}, end={"dateTime": "2024-07-11T15:00:00-04:00", "timeZone": "America/New_York"},
              attendees=[{"email": "d.okafor@halcyon-bio.com"}, {"email": "lena.hoffmann@halcyon-bio.com"}, {"email": "tomas.ibarra@halcyon-bio.com"}], sendUpdates="all"), mcp_text(e1)),
        (call("update_event", calendarId="primary", eventId=eid, sendUpdates="all", patch={
            "start": {"dateTime": "2024-07-11T14:30:00-04:00", "timeZone": "America/New_York"}, "end": {"dateTime": "2024-07-11T15:30:00-04:00", "timeZone": "America/New_York"},
            "attendees": [{"email": me, "responseStatus": "accepted"}, {"email": "d.okafor@halcyon-bio.com"}, {"email": "lena.hoffmann@halcyon-bio.com"}, {"email": "tomas.ibarra@halcyon-bio.com"}, {"email": "s.watanabe@halcyon-bio.com"}]}), mcp_text(e2)),
        (call("get_event", calendarId="primary", eventId=eid), mcp_text(e3)),
        (call("update_event", calendarId="primary", eventId=eid, sendUpdates="none", patch={"description": desc}), mcp_text(e4)),
        (call("list_events", calendarId="primary", timeMin="2024-07-11T00:00:00-04:00", timeMax="2024-07-12T00:00:00-04:00", singleEvents=True, orderBy="startTime"), mcp_text(lst1)),
        (call("query_freebusy", timeMin="2024-07-12T09:00:00-04:00", timeMax="2024-07-12T18:00:00-04:00", items=[{"id": "d.okafor@halcyon-bio.com"}, {"id": "s.watanabe@halcyon-bio.com"}, {"id": me}]), mcp_text(fb)),
    ]
    rs.add(T, "h67-mcp-02", sysm, turns, bad=True, turn=6,
           kind="The day listing shows the review event without attendee lena.hoffmann@halcyon-bio.com, who was invited at creation and still listed after both patches; no call removed her or declined for her.")


# ------------------------------------------------------------------------ 03 Mattermost (bad: channel id drift)
def t03(rs: RowSet) -> None:
    tools = [
        tool("mattermost_get_channel_by_name", "Get a channel by team name and channel name.", {"team_name": S, "channel_name": S}, ["team_name", "channel_name"]),
        tool("mattermost_get_posts", "Get a page of posts in a channel, newest first.", {"channel_id": S, "page": INT, "per_page": INT}, ["channel_id"]),
        tool("mattermost_get_user_by_username", "Get a user by username.", {"username": S}, ["username"]),
        tool("mattermost_create_post", "Create a post in a channel, optionally as a reply in a thread.", {"channel_id": S, "message": S, "root_id": S}, ["channel_id", "message"]),
        tool("mattermost_get_user_status", "Get the presence status of a user.", {"user_id": S}, ["user_id"]),
    ]
    sysm = mcp_system("mattermost", "self-hosted Mattermost 9.5 at chat.verdant-grid.io, acting as bot release-bot", tools)
    ch = "k3f8x1qzbjdy7r5wmun9pe4tac"
    bad_ch = "k3f8x1qzbjdy7r5wmnu9pe4tac"
    team = "x9b4pq7rne8ztdy1mk3wc6hufo"
    me = "r7e1ebotq4n8xk2wz5ym3ud9ca"
    oleg = "p5m2n8q4r6s1t3u7v9w0x2y4zo"
    chan = {"id": ch, "create_at": 1697029361204, "update_at": 1716300812551, "delete_at": 0, "team_id": team, "type": "O",
            "display_name": "Release Train", "name": "release-train", "header": "Train 24.27 :train2: cut Thu 16:00 UTC | RM: @oleg.sokolov",
            "purpose": "Coordination of weekly release trains", "last_post_at": 1720097114902, "total_msg_count": 3184, "extra_update_at": 0,
            "creator_id": "c1q8w3e5r7t9y2u4i6o8p0a2sd", "scheme_id": None, "props": None, "group_constrained": None, "shared": None,
            "total_msg_count_root": 1907, "policy_id": None, "last_root_post_at": 1720097114902}

    def post(pid: str, user: str, msg: str, at: int, root: str = "", channel: str = ch, **kw: Any) -> dict[str, Any]:
        return {"id": pid, "create_at": at, "update_at": at, "edit_at": 0, "delete_at": 0, "is_pinned": False, "user_id": user, "channel_id": channel,
                "root_id": root, "original_id": "", "message": msg, "type": "", "props": kw.pop("props", {}), "hashtags": "", "pending_post_id": "",
                "reply_count": kw.pop("reply_count", 0), "last_reply_at": kw.pop("last_reply_at", 0), "participants": None, "metadata": kw.pop("metadata", {})}

    p_a = post("f2k9w8e4j1r6t3y7u5i0o2pmla", oleg, "24.27 branch cut done, `release/24.27` @ 9c1e4f2. Staging deploy kicked off.", 1720097114902)
    p_b = post("a1s3d5f7g9h2j4k6l8z0x1c3vb", "h8g6f4d2s0a9q7w5e3r1t2y4uq", "QA sign-off for payments + grid-meter modules :white_check_mark:", 1720095440117, reply_count=2, last_reply_at=1720096011870)
    p_c = post("m0n9b8v7c6x5z4l3k2j1h0g9fq", oleg, "Heads-up: feature flag `meter_v2_ingest` stays OFF for this train.", 1720091207663)
    page = {"order": [p_a["id"], p_b["id"], p_c["id"]], "posts": {p["id"]: p for p in (p_a, p_b, p_c)},
            "next_post_id": "", "prev_post_id": "q2w4e6r8t0y1u3i5o7p9a0s2dk", "has_next": True}
    user = {"id": oleg, "create_at": 1655207719408, "update_at": 1718020555012, "delete_at": 0, "username": "oleg.sokolov", "auth_data": "oleg.sokolov@verdant-grid.io",
            "auth_service": "saml", "email": "oleg.sokolov@verdant-grid.io", "nickname": "Oleg", "first_name": "Oleg", "last_name": "Sokolov", "position": "Release Manager",
            "roles": "system_user", "locale": "en", "timezone": {"automaticTimezone": "Europe/Berlin", "manualTimezone": "", "useAutomaticTimezone": "true"},
            "disable_welcome_email": False, "last_picture_update": 1671120034512}
    root_msg = "@oleg.sokolov staging smoke tests for 24.27: 212 passed, 3 failed (`test_meter_backfill_*`). Report: https://ci.verdant-grid.io/runs/55817 Holding prod promotion."
    root_id = "8tq1mzx4cjg7bn3hy6ud5aowre"
    rp = post(root_id, me, root_msg, 1720098002315, props={"from_bot": "true"}, metadata={})
    reply_msg = "Failing cases all hit the `meter_backfill` job with the flag OFF; looks like fixture drift, not product code. Re-running with fixtures from 24.26."
    rep = post("w3e8r1t6y9u2i5o7p4a0s1d3fh", me, reply_msg, 1720098131770, root=root_id, channel=bad_ch, props={"from_bot": "true"})
    status = {"user_id": oleg, "status": "online", "manual": False, "last_activity_at": 1720098140512, "active_channel": "", "dnd_end_time": 0}
    turns: Turns = [
        (call("mattermost_get_channel_by_name", team_name="platform", channel_name="release-train"), mcp_text(chan)),
        (call("mattermost_get_posts", channel_id=ch, page=0, per_page=3), mcp_text(page)),
        (call("mattermost_get_user_by_username", username="oleg.sokolov"), mcp_text(user)),
        (call("mattermost_create_post", channel_id=ch, message=root_msg), mcp_text(rp)),
        (call("mattermost_create_post", channel_id=ch, message=reply_msg, root_id=root_id), mcp_text(rep)),
        (call("mattermost_get_user_status", user_id=oleg), mcp_text(status)),
    ]
    rs.add(T, "h67-mcp-03", sysm, turns, bad=True, turn=5,
           kind="The thread reply created in release-train reports channel_id k3f8x1qzbjdy7r5wmnu9pe4tac, two characters swapped from the channel's id k3f8x1qzbjdy7r5wmun9pe4tac used in the call and returned for the root post; nothing moves the post.")


# ----------------------------------------------------------------------------------------- 04 Airtable (clean)
def t04(rs: RowSet) -> None:
    tools = [
        tool("list_records", "List records in a table, with optional formula filter, sort and pagination.", {"baseId": S, "tableId": S, "filterByFormula": S, "sort": A, "pageSize": INT, "offset": S, "fields": A}, ["baseId", "tableId"]),
        tool("create_records", "Create up to 10 records.", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("update_records", "Patch up to 10 records.", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("delete_records", "Delete up to 10 records by id.", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
        tool("get_record", "Get a single record.", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
    ]
    sysm = mcp_system("airtable", "Airtable Web API, base 'Procurement 2024' (appQ7tZ2mKc4VxN1p)", tools)
    base, tbl = "appQ7tZ2mKc4VxN1p", "tblVendors8sKe2"
    recs = {
        "rec0aK3mZpQ1xB7Lw": {"createdTime": "2024-01-09T15:22:04.000Z", "fields": {"Name": "Acme Lab Supply", "Category": "Consumables", "Status": "Active", "Annual spend": 182400, "Contact": "orders@acmelab.example", "Contract end": "2025-03-31"}},
        "rec1Tn8vWq2dE5Yuh": {"createdTime": "2024-01-09T15:22:04.000Z", "fields": {"Name": "Borealis Freight", "Category": "Logistics", "Status": "Active", "Annual spend": 64250, "Contact": "ap@borealisfreight.example", "Contract end": "2024-10-15"}},
        "rec2Jc5rFh9sA0Kpm": {"createdTime": "2024-02-14T09:41:17.000Z", "fields": {"Name": "Cinder IT Services", "Category": "IT", "Status": "Paused", "Annual spend": 39900, "Contact": "billing@cinderit.example", "Contract end": "2024-12-31"}},
        "rec3Gx1uLb6nR4Ztc": {"createdTime": "2024-03-02T11:05:50.000Z", "fields": {"Name": "Delta Glassworks", "Category": "Consumables", "Status": "Active", "Annual spend": 27310, "Contact": "sales@deltaglass.example", "Contract end": "2025-06-30"}},
        "rec4Hy7oPv3mC8Wqe": {"createdTime": "2024-04-18T16:30:12.000Z", "fields": {"Name": "Evergreen Facilities", "Category": "Facilities", "Status": "Active", "Annual spend": 118000, "Contact": "contracts@evergreenfm.example", "Contract end": "2026-01-31"}},
    }

    def r(rid: str) -> dict[str, Any]:
        return {"id": rid, "createdTime": recs[rid]["createdTime"], "fields": dc(recs[rid]["fields"])}

    ids = list(recs)
    p1 = {"records": [r(i) for i in ids[:3]], "offset": "itrXd3kP9sQ2mL0vA/rec2Jc5rFh9sA0Kpm"}
    p2 = {"records": [r(i) for i in ids[3:]]}
    new1 = {"Name": "Fjord Reagents AS", "Category": "Consumables", "Status": "Onboarding", "Annual spend": 0, "Contact": "kundeservice@fjordreagents.example"}
    new2 = {"Name": "Fjord Reagents", "Category": "Consumables", "Status": "Onboarding", "Annual spend": 0}
    recs["recA5bQ9wE3rT7yUi"] = {"createdTime": "2024-07-22T10:14:38.000Z", "fields": new1}
    recs["recB8nM2kJ6hG4fDs"] = {"createdTime": "2024-07-22T10:14:38.000Z", "fields": new2}
    created = {"records": [r("recA5bQ9wE3rT7yUi"), r("recB8nM2kJ6hG4fDs")]}
    recs["rec1Tn8vWq2dE5Yuh"]["fields"].update({"Status": "Under review", "Annual spend": 71900, "Notes": "Rate card +11.9% from Aug; RFQ sent to 2 alternatives."})
    upd = {"records": [r("rec1Tn8vWq2dE5Yuh")]}
    del recs["recB8nM2kJ6hG4fDs"]
    active = [i for i in recs if recs[i]["fields"]["Status"] == "Active"]
    active.sort(key=lambda i: recs[i]["fields"]["Annual spend"], reverse=True)
    filt = {"records": [{"id": i, "createdTime": recs[i]["createdTime"], "fields": {k: recs[i]["fields"][k] for k in ("Name", "Status", "Annual spend")}} for i in active]}
    turns: Turns = [
        (call("list_records", baseId=base, tableId=tbl, pageSize=3), mcp_text(p1)),
        (call("list_records", baseId=base, tableId=tbl, pageSize=3, offset="itrXd3kP9sQ2mL0vA/rec2Jc5rFh9sA0Kpm"), mcp_text(p2)),
        (call("create_records", baseId=base, tableId=tbl, records=[{"fields": new1}, {"fields": new2}]), mcp_text(created)),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": "rec1Tn8vWq2dE5Yuh", "fields": {"Status": "Under review", "Annual spend": 71900, "Notes": "Rate card +11.9% from Aug; RFQ sent to 2 alternatives."}}]), mcp_text(upd)),
        (call("delete_records", baseId=base, tableId=tbl, recordIds=["recB8nM2kJ6hG4fDs"]), mcp_text({"records": [{"id": "recB8nM2kJ6hG4fDs", "deleted": True}]})),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula="{Status} = 'Active'", sort=[{"field": "Annual spend", "direction": "desc"}], fields=["Name", "Status", "Annual spend"]), mcp_text(filt)),
        (call("get_record", baseId=base, tableId=tbl, recordId="rec1Tn8vWq2dE5Yuh"), mcp_text(r("rec1Tn8vWq2dE5Yuh"))),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula="{Status} = 'Onboarding'"), mcp_text({"records": [r("recA5bQ9wE3rT7yUi")]})),
    ]
    rs.add(T, "h67-mcp-04", sysm, turns)


# ---------------------------------------------------------------------------- 05 Zulip (bad: topic under old name)
def t05(rs: RowSet) -> None:
    tools = [
        tool("get_stream_id", "Get the id of a stream by name.", {"stream": S}, ["stream"]),
        tool("get_stream_topics", "List topics in a stream, most recent first.", {"stream_id": INT}, ["stream_id"]),
        tool("get_messages", "Fetch messages matching a narrow around an anchor.", {"anchor": S, "num_before": INT, "num_after": INT, "narrow": A, "apply_markdown": B}, ["anchor", "num_before", "num_after"]),
        tool("update_message", "Edit a message's content or move its topic.", {"message_id": INT, "topic": S, "content": S, "propagate_mode": S, "send_notification_to_old_thread": B, "send_notification_to_new_thread": B}, ["message_id"]),
        tool("send_message", "Send a stream message or direct message.", {"type": S, "to": S, "topic": S, "content": S}, ["type", "to", "content"]),
        tool("get_subscribers", "List user ids subscribed to a stream.", {"stream_id": INT}, ["stream_id"]),
    ]
    sysm = mcp_system("zulip", "Zulip Cloud organization kestrel-labs.zulipchat.com, acting as ana.costa@kestrel-labs.com (user 118)", tools)
    old, new = "disk alerts", "disk alerts (resolved)"

    def m(mid: int, sid: int, name: str, email: str, ts: int, content: str, topic: str, **kw: Any) -> dict[str, Any]:
        d = {"id": mid, "sender_id": sid, "content": content, "recipient_id": 2231, "timestamp": ts, "client": kw.pop("client", "website"),
             "subject": topic, "topic_links": [], "is_me_message": False, "reactions": kw.pop("reactions", []), "submessages": [],
             "sender_full_name": name, "sender_email": email, "sender_realm_str": "kestrel-labs", "display_recipient": "infra-ops",
             "type": "stream", "stream_id": 42, "avatar_url": None, "content_type": "text/html", "flags": kw.pop("flags", ["read"])}
        d.update(kw)
        return d

    m1 = m(88377, 131, "Bram de Wit", "bram@kestrel-labs.com", 1721806312, "<p><code>pg-replica-3</code> at 91% on <code>/var/lib/postgresql</code>, WAL not being recycled.</p>", old)
    m2 = m(88401, 118, "Ana Costa", "ana.costa@kestrel-labs.com", 1721807540, "<p>Replication slot <code>analytics_cdc</code> was inactive since Friday; dropped it, WAL down from 212 GB to 9 GB.</p>", old, reactions=[{"emoji_name": "tada", "emoji_code": "1f389", "reaction_type": "unicode_emoji", "user_id": 131}])
    m3 = m(88412, 131, "Bram de Wit", "bram@kestrel-labs.com", 1721807911, "<p>Confirmed, disk at 38%. Alert cleared.</p>", old)
    topics = {"result": "success", "msg": "", "topics": [{"name": old, "max_id": 88412}, {"name": "k8s upgrade 1.29", "max_id": 88390}, {"name": "on-call handoff", "max_id": 88311}, {"name": "terraform drift", "max_id": 87950}]}
    got = {"result": "success", "msg": "", "found_anchor": False, "found_oldest": True, "found_newest": True, "history_limited": False, "anchor": 10000000000000000, "messages": [m1, m2, m3]}

    def moved(x: dict[str, Any]) -> dict[str, Any]:
        y = dc(x)
        y["subject"] = new
        y["edit_history"] = [{"user_id": 118, "timestamp": 1721808204, "prev_topic": old, "topic": new}]
        y["last_moved_timestamp"] = 1721808204
        return y

    k8s = m(88390, 144, "Chidi Nwosu", "chidi@kestrel-labs.com", 1721807102, "<p>Node pool <code>np-general-b</code> drained and upgraded, 0 evictions blocked.</p>", "k8s upgrade 1.29")
    notif = m(88420, 26, "Notification Bot", "notification-bot@zulip.com", 1721808204,
              "<p>This topic was moved here from <a class=\"stream-topic\" data-stream-id=\"42\" href=\"/#narrow/stream/42-infra-ops/topic/disk.20alerts\">#infra-ops &gt; disk alerts</a> by <span class=\"user-mention silent\" data-user-id=\"118\">Ana Costa</span>.</p>", new, client="Internal")
    pm = m(88423, 118, "Ana Costa", "ana.costa@kestrel-labs.com", 1721808377, "<p>Postmortem draft: add an alert on inactive replication slots older than 6h.</p>", new)
    m3_bad = dc(m3)  # the slip: still under the old topic, no edit history
    feed = {"result": "success", "msg": "", "found_anchor": False, "found_oldest": False, "found_newest": True, "history_limited": False, "anchor": 10000000000000000,
            "messages": [moved(m1), k8s, moved(m2), m3_bad, notif, pm]}
    subs = {"result": "success", "msg": "", "subscribers": [26, 102, 118, 131, 144, 150, 163, 171, 188]}
    turns: Turns = [
        (call("get_stream_id", stream="infra-ops"), raw({"result": "success", "msg": "", "stream_id": 42})),
        (call("get_stream_topics", stream_id=42), raw(topics)),
        (call("get_messages", anchor="newest", num_before=20, num_after=0, narrow=[{"operator": "stream", "operand": "infra-ops"}, {"operator": "topic", "operand": old}], apply_markdown=True), raw(got)),
        (call("update_message", message_id=88377, topic=new, propagate_mode="change_all", send_notification_to_old_thread=False, send_notification_to_new_thread=True), raw({"result": "success", "msg": "", "detached_uploads": []})),
        (call("send_message", type="stream", to="infra-ops", topic=new, content="Postmortem draft: add an alert on inactive replication slots older than 6h."), raw({"result": "success", "msg": "", "id": 88423, "automatic_new_visibility_policy": 2})),
        (call("get_messages", anchor="newest", num_before=6, num_after=0, narrow=[{"operator": "stream", "operand": "infra-ops"}], apply_markdown=True), raw(feed)),
        (call("get_subscribers", stream_id=42), raw(subs)),
    ]
    rs.add(T, "h67-mcp-05", sysm, turns, bad=True, turn=6,
           kind="After the whole 'disk alerts' topic was moved to 'disk alerts (resolved)' with propagate_mode change_all, message 88412 is still listed under the old topic 'disk alerts' while its neighbours moved; nothing moved it back.")


# ------------------------------------------------------------------------------------ 06 Fastmail JMAP (clean)
def t06(rs: RowSet) -> None:
    tools = [
        tool("mailbox_get", "JMAP Mailbox/get: list mailboxes with counts.", {"accountId": S, "ids": A}, ["accountId"]),
        tool("email_query", "JMAP Email/query: ids of emails matching a filter.", {"accountId": S, "filter": OBJ, "sort": A, "limit": INT, "position": INT}, ["accountId"]),
        tool("email_get", "JMAP Email/get: fetch email properties.", {"accountId": S, "ids": A, "properties": A}, ["accountId", "ids"]),
        tool("email_set", "JMAP Email/set: update keywords or mailboxes, create or destroy emails.", {"accountId": S, "update": OBJ, "destroy": A}, ["accountId"]),
        tool("email_changes", "JMAP Email/changes: ids created, updated or destroyed since a state.", {"accountId": S, "sinceState": S}, ["accountId", "sinceState"]),
    ]
    sysm = mcp_system("fastmail-jmap", "Fastmail JMAP API, account u8c41f2a7 (jo.eriksen@fastmail.com)", tools)
    acc = "u8c41f2a7"

    def mb(mid: str, name: str, role: str | None, total: int, unread: int, order: int, threads: int, uthreads: int) -> dict[str, Any]:
        return {"id": mid, "name": name, "parentId": None, "role": role, "sortOrder": order, "totalEmails": total, "unreadEmails": unread,
                "totalThreads": threads, "unreadThreads": uthreads, "isSubscribed": True,
                "myRights": {"mayReadItems": True, "mayAddItems": True, "mayRemoveItems": True, "maySetSeen": True, "maySetKeywords": True, "mayCreateChild": True, "mayRename": role is None, "mayDelete": role is None, "maySubmit": True}}

    mbs0 = [mb("P-F", "Inbox", "inbox", 412, 9, 1, 377, 8), mb("P2u", "Archive", "archive", 5310, 0, 3, 4122, 0), mb("P3V", "Sent", "sent", 1204, 0, 5, 1150, 0), mb("P4k", "Receipts", None, 88, 2, 10, 88, 2)]
    mbs1 = [mb("P-F", "Inbox", "inbox", 413, 10, 1, 377, 9), mb("P2u", "Archive", "archive", 5310, 0, 3, 4122, 0), mb("P3V", "Sent", "sent", 1204, 0, 5, 1150, 0), mb("P4k", "Receipts", None, 89, 2, 10, 89, 2)]
    E = {
        "M9f3a11c2": ("Rasmus Holm", "rasmus@holm-arkitekter.dk", "Revised floor plan, level 2", "2024-06-03T08:51:12Z", True, "Attached is rev. D with the stair moved 40 cm east as discussed. Let me know before Thursday"),
        "M9f3a0e77": ("Nordea", "noreply@nordea.dk", "Your card statement for May", "2024-06-03T07:02:40Z", False, "Your statement for card ending 4471 is ready. Total amount due: DKK 8,214.50"),
        "M9f39c4b0": ("Lise Andersen", "lise.andersen@gmail.com", "Re: Sommerhus 12-19 July", "2024-06-02T19:33:05Z", True, "We can bring the kayaks. Does the house have a grill or should we bring the small one?"),
        "M9f39a8d1": ("DSB", "billet@dsb.dk", "Kvittering for din rejse", "2024-06-02T15:10:44Z", True, "Tak for din rejse. København H - Aarhus H, 14 June, 2 voksne. Pris: DKK 798,00"),
        "M9f3987f5": ("GitHub", "notifications@github.com", "[eriksen/plotkit] Release v0.9.0 published", "2024-06-02T11:27:19Z", True, "v0.9.0: adds polar axes, drops Python 3.8, fixes legend clipping"),
        "M9f3b2d46": ("Rasmus Holm", "rasmus@holm-arkitekter.dk", "Re: Revised floor plan, level 2", "2024-06-03T09:14:57Z", False, "Forgot one thing: the structural engineer wants to see the beam detail too, sending it separately"),
        "M9f3b3a90": ("Fastmail", "support@fastmail.com", "Your Fastmail invoice", "2024-06-03T09:20:02Z", False, "Thanks for your payment of USD 60.00 for Fastmail Standard, billed annually"),
    }

    def eg(i: str, mailboxes: dict[str, bool], seen: bool) -> dict[str, Any]:
        n, a, s, t, _, p = E[i]
        kw: dict[str, bool] = {"$seen": True} if seen else {}
        return {"id": i, "threadId": "Tc" + ("9f3a11" if i == "M9f3b2d46" else i[1:7]), "mailboxIds": mailboxes, "keywords": kw, "from": [{"name": n, "email": a}], "subject": s, "receivedAt": t, "size": 4000 + len(p) * 37, "preview": p}

    top0 = ["M9f3a11c2", "M9f3a0e77", "M9f39c4b0", "M9f39a8d1", "M9f3987f5"]
    got = {"accountId": acc, "state": "J7301", "list": [eg(i, {"P-F": True}, E[i][4]) for i in top0], "notFound": []}
    top1 = ["M9f3b3a90", "M9f3b2d46", "M9f3a11c2", "M9f3a0e77", "M9f39c4b0"]
    newest = {"accountId": acc, "state": "J7306", "list": [eg(i, {"P-F": True}, False) for i in top1[:2]], "notFound": []}
    turns: Turns = [
        (call("mailbox_get", accountId=acc), mcp_text({"accountId": acc, "state": "J7301", "list": mbs0, "notFound": []})),
        (call("email_query", accountId=acc, filter={"inMailbox": "P-F"}, sort=[{"property": "receivedAt", "isAscending": False}], limit=5),
         mcp_text({"accountId": acc, "queryState": "J7301:0", "canCalculateChanges": True, "position": 0, "ids": top0, "total": 412, "limit": 5})),
        (call("email_get", accountId=acc, ids=top0, properties=["threadId", "mailboxIds", "keywords", "from", "subject", "receivedAt", "size", "preview"]), mcp_text(got)),
        (call("email_set", accountId=acc, update={"M9f3a0e77": {"keywords/$seen": True}, "M9f39a8d1": {"mailboxIds": {"P4k": True}}}),
         mcp_text({"accountId": acc, "oldState": "J7301", "newState": "J7304", "created": None, "updated": {"M9f3a0e77": None, "M9f39a8d1": None}, "destroyed": None, "notCreated": None, "notUpdated": None, "notDestroyed": None})),
        (call("mailbox_get", accountId=acc), mcp_text({"accountId": acc, "state": "J7306", "list": mbs1, "notFound": []})),
        (call("email_changes", accountId=acc, sinceState="J7301"), mcp_text({"accountId": acc, "oldState": "J7301", "newState": "J7306", "hasMoreChanges": False,
                                                                            "created": ["M9f3b2d46", "M9f3b3a90"], "updated": ["M9f3a0e77", "M9f39a8d1"], "destroyed": []})),
        (call("email_query", accountId=acc, filter={"inMailbox": "P-F"}, sort=[{"property": "receivedAt", "isAscending": False}], limit=5),
         mcp_text({"accountId": acc, "queryState": "J7306:0", "canCalculateChanges": True, "position": 0, "ids": top1, "total": 413, "limit": 5})),
        (call("email_get", accountId=acc, ids=top1[:2], properties=["threadId", "mailboxIds", "keywords", "from", "subject", "receivedAt", "size", "preview"]), mcp_text(newest)),
    ]
    rs.add(T, "h67-mcp-06", sysm, turns)


# -------------------------------------------------------------------------------------------- 07 Gmail (clean)
def t07(rs: RowSet) -> None:
    tools = [
        tool("search_emails", "Search emails with Gmail query syntax.", {"query": S, "maxResults": INT}, ["query"]),
        tool("read_email", "Read the full content of an email by message id.", {"messageId": S}, ["messageId"]),
        tool("create_label", "Create a new Gmail label.", {"name": S, "messageListVisibility": S, "labelListVisibility": S}, ["name"]),
        tool("modify_email", "Add or remove labels on a message.", {"messageId": S, "addLabelIds": A, "removeLabelIds": A}, ["messageId"]),
        tool("send_email", "Send an email, optionally as a reply in a thread.", {"to": A, "subject": S, "body": S, "threadId": S, "inReplyTo": S}, ["to", "subject", "body"]),
        tool("list_email_labels", "List all system and user labels.", {}, []),
    ]
    sysm = mcp_system("gmail", "Gmail API for marta.novak@kovacic-design.si", tools)
    r1 = ("ID: 190a7f3c2e9b4d11\nSubject: Invoice INV-20931 for June 2024\nFrom: Figma Billing <billing@figma.com>\nDate: Mon, 01 Jul 2024 06:12:48 +0000\n\n"
          "ID: 190a41d86c0e2a73\nSubject: Your receipt from Linear #2217-4480\nFrom: Linear <billing@linear.app>\nDate: Sun, 30 Jun 2024 18:40:03 +0000\n")
    body = ("Thread ID: 190a7f3c2e9b4d11\nSubject: Invoice INV-20931 for June 2024\nFrom: Figma Billing <billing@figma.com>\nTo: marta.novak@kovacic-design.si\n"
            "Date: Mon, 01 Jul 2024 06:12:48 +0000\n\nHi Kovačič Design,\n\nYour invoice for the period Jun 1 – Jun 30, 2024 is attached.\n\n"
            "  Plan:            Figma Professional (annual → monthly switch)\n  Editors:         7 × $15.00\n  Prorated credit: -$22.50\n  Total charged:   $82.50 to Visa •••• 3308\n\n"
            "Invoice number INV-20931 · VAT ID SI48211577 reverse-charged\n\nQuestions? Reply to this email or visit figma.com/billing.\n\n— The Figma team\n\nAttachments:\n- INV-20931.pdf (application/pdf, 48 KB)")
    r2 = ("ID: 190a9b0f55d1c7e2\nSubject: Re: Logo options for Pekarna Gorenc\nFrom: Tina Gorenc <tina@pekarna-gorenc.si>\nDate: Mon, 01 Jul 2024 08:57:31 +0000\n\n"
          "ID: 190a41d86c0e2a73\nSubject: Your receipt from Linear #2217-4480\nFrom: Linear <billing@linear.app>\nDate: Sun, 30 Jun 2024 18:40:03 +0000\n\n"
          "ID: 19098e2b7a4f0c55\nSubject: Workshop slides (Ljubljana, 27 June)\nFrom: Jure Zupan <jure.zupan@ljudmila.org>\nDate: Fri, 28 Jun 2024 10:15:22 +0000\n")
    labels = ("Found 16 labels (14 system, 2 user):\n\nSystem Labels:\n" + "".join(f"ID: {x}\nName: {x}\n\n" for x in ["CHAT", "SENT", "INBOX", "IMPORTANT", "TRASH", "DRAFT", "SPAM", "CATEGORY_FORUMS", "CATEGORY_UPDATES", "CATEGORY_PERSONAL", "CATEGORY_PROMOTIONS", "CATEGORY_SOCIAL", "STARRED", "UNREAD"])
              + "User Labels:\nID: Label_7\nName: Clients/Pekarna Gorenc\n\nID: Label_12\nName: Invoices/2024\n")
    turns: Turns = [
        (call("search_emails", query="from:billing is:unread", maxResults=10), mcp_text(r1)),
        (call("read_email", messageId="190a7f3c2e9b4d11"), mcp_text(body)),
        (call("create_label", name="Invoices/2024", messageListVisibility="show", labelListVisibility="labelShow"), mcp_text("Label created successfully:\nID: Label_12\nName: Invoices/2024\nType: user")),
        (call("modify_email", messageId="190a7f3c2e9b4d11", addLabelIds=["Label_12"], removeLabelIds=["UNREAD", "INBOX"]), mcp_text("Email 190a7f3c2e9b4d11 labels updated successfully")),
        (call("send_email", to=["billing@figma.com"], subject="Re: Invoice INV-20931 for June 2024", threadId="190a7f3c2e9b4d11", inReplyTo="<INV-20931.1719814368@mail.figma.com>",
              body="Hello,\n\nCould you please re-issue INV-20931 with our full company name 'Kovačič Design d.o.o.' and the address Trubarjeva 41, 1000 Ljubljana? Our accountant needs it for the VAT return.\n\nThank you,\nMarta Novak"),
         mcp_text("Email sent successfully with ID: 190a9c6e31b8f0a4")),
        (call("search_emails", query="is:unread in:inbox", maxResults=10), mcp_text(r2)),
        (call("list_email_labels"), mcp_text(labels)),
        (call("search_emails", query="label:invoices-2024", maxResults=10), mcp_text("ID: 190a7f3c2e9b4d11\nSubject: Invoice INV-20931 for June 2024\nFrom: Figma Billing <billing@figma.com>\nDate: Mon, 01 Jul 2024 06:12:48 +0000\n")),
    ]
    rs.add(T, "h67-mcp-07", sysm, turns)


# ------------------------------------------------------------------------------- 08 Trello (bad: deleted card back)
def t08(rs: RowSet) -> None:
    tools = [
        tool("get_lists", "Get the open lists of a board.", {"boardId": S}, ["boardId"]),
        tool("get_cards_by_list_id", "Get the open cards of a list.", {"listId": S}, ["listId"]),
        tool("add_card_to_list", "Create a card in a list.", {"listId": S, "name": S, "description": S, "dueDate": S, "labels": A}, ["listId", "name"]),
        tool("delete_card", "Permanently delete a card.", {"cardId": S}, ["cardId"]),
        tool("move_card", "Move a card to another list.", {"cardId": S, "listId": S}, ["cardId", "listId"]),
        tool("add_comment", "Add a comment to a card.", {"cardId": S, "text": S}, ["cardId", "text"]),
    ]
    sysm = mcp_system("trello", "Trello REST API, board 'Console v4' (66a0f1c2b7e94d3a5c8e1f20)", tools)
    board = "66a0f1c2b7e94d3a5c8e1f20"
    L = {"backlog": "66a0f1c2b7e94d3a5c8e1f21", "doing": "66a0f1c2b7e94d3a5c8e1f22", "review": "66a0f1c2b7e94d3a5c8e1f23", "done": "66a0f1c2b7e94d3a5c8e1f24"}
    lists = [{"id": L["backlog"], "name": "Backlog", "closed": False, "color": None, "idBoard": board, "pos": 16384, "subscribed": False, "softLimit": None, "status": None},
             {"id": L["doing"], "name": "In Progress", "closed": False, "color": None, "idBoard": board, "pos": 32768, "subscribed": False, "softLimit": None, "status": None},
             {"id": L["review"], "name": "Code Review", "closed": False, "color": None, "idBoard": board, "pos": 49152, "subscribed": False, "softLimit": None, "status": None},
             {"id": L["done"], "name": "Done", "closed": False, "color": None, "idBoard": board, "pos": 65536, "subscribed": False, "softLimit": None, "status": None}]
    bug = {"id": "66a0f1d9e4b2c05f7a3d9b11", "idBoard": board, "name": "bug", "color": "red", "uses": 6}
    feat = {"id": "66a0f1d9e4b2c05f7a3d9b12", "idBoard": board, "name": "feature", "color": "green", "uses": 9}

    def card(cid: str, short: int, name: str, lst: str, pos: float, act: str, labels: list[dict[str, Any]], desc: str = "", comments: int = 0, members: list[str] | None = None, due: str | None = None) -> dict[str, Any]:
        return {"id": cid, "badges": {"attachments": 0, "checkItems": 0, "checkItemsChecked": 0, "comments": comments, "description": bool(desc), "due": due, "dueComplete": False, "subscribed": False, "votes": 0},
                "closed": False, "dateLastActivity": act, "desc": desc, "due": due, "dueComplete": False, "idBoard": board, "idList": lst, "idMembers": members or [],
                "idShort": short, "labels": labels, "idLabels": [x["id"] for x in labels], "name": name, "pos": pos, "shortLink": cid[-8:],
                "shortUrl": f"https://trello.com/c/{cid[-8:]}", "url": f"https://trello.com/c/{cid[-8:]}/{short}-{name.lower().replace(' ', '-')[:40]}"}

    c1 = card("66a1b3f08c2d4e19ab7c5d01", 41, "Fix SSO redirect loop on Safari", L["backlog"], 16384, "2024-07-24T08:12:40.118Z", [bug], "Safari 17 drops the SameSite=None cookie on the /callback hop.", 2, ["5f2b8c1a9d3e4f0012ab34cd"])
    c2 = card("66a1b40a7e6f3c28d19b0e02", 43, "Billing page: show VAT breakdown", L["backlog"], 32768, "2024-07-23T15:02:11.904Z", [feat])
    c3 = card("66a1b4179d5c2a37e08f1a03", 44, "Rate-limit the export endpoint", L["backlog"], 49152, "2024-07-22T10:40:57.330Z", [feat], "", 1)
    c4 = card("66a1b42b6c4b1946f7e02b04", 47, "Flaky test: test_webhook_retry_backoff", L["backlog"], 65536, "2024-07-24T09:55:03.671Z", [bug])
    c5 = card("66a1b43e5b3a0855e6d13c05", 49, "Duplicate: fix SSO redirect", L["backlog"], 81920, "2024-07-24T10:01:22.015Z", [bug])
    c6 = card("66a1c9e2f4a7b3d18c6e2f06", 52, "Audit log export (CSV)", L["backlog"], 98304, "2024-07-24T11:03:15.442Z", [feat], "Admins can download the last 90 days of audit events as CSV.", due="2024-08-09T16:00:00.000Z")
    moved = dc(c1)
    moved.update(idList=L["doing"], pos=16384, dateLastActivity="2024-07-24T11:04:48.207Z")
    after_comment = dc(moved)
    after_comment["badges"]["comments"] = 3
    after_comment["dateLastActivity"] = "2024-07-24T11:05:30.881Z"
    comment = {"id": "66a0e8f3aa01b2c3d4e5f607", "idMemberCreator": "5f2b8c1a9d3e4f0012ab34cd", "data": {"text": "Picked up. Repro'd on Safari 17.5 / macOS 14.5; fix is to set the cookie on the apex domain.",
               "textData": {"emoji": {}}, "card": {"id": c1["id"], "name": c1["name"], "idShort": 41, "shortLink": c1["shortLink"]}, "board": {"id": board, "name": "Console v4", "shortLink": "kQ7vX2aP"},
               "list": {"id": L["doing"], "name": "In Progress"}}, "appCreator": None, "type": "commentCard", "date": "2024-07-24T11:05:30.881Z", "limits": {"reactions": {"perAction": {"status": "ok", "disableAt": 900, "warnAt": 720}}},
               "memberCreator": {"id": "5f2b8c1a9d3e4f0012ab34cd", "fullName": "Dana Whitfield", "username": "danawhitfield", "initials": "DW"}}
    turns: Turns = [
        (call("get_lists", boardId=board), mcp_text(lists)),
        (call("get_cards_by_list_id", listId=L["backlog"]), mcp_text([c1, c2, c3, c4, c5])),
        (call("add_card_to_list", listId=L["backlog"], name="Audit log export (CSV)", description="Admins can download the last 90 days of audit events as CSV.", dueDate="2024-08-09T16:00:00.000Z", labels=[feat["id"]]), mcp_text(c6)),
        (call("delete_card", cardId=c5["id"]), mcp_text({"limits": {}})),
        (call("move_card", cardId=c1["id"], listId=L["doing"]), mcp_text(moved)),
        (call("add_comment", cardId=c1["id"], text="Picked up. Repro'd on Safari 17.5 / macOS 14.5; fix is to set the cookie on the apex domain."), mcp_text(comment)),
        (call("get_cards_by_list_id", listId=L["backlog"]), mcp_text([c2, c3, c4, c5, c6])),
        (call("get_cards_by_list_id", listId=L["doing"]), mcp_text([after_comment, card("66a1a0c4d3e2f1a0b9c8d707", 38, "Migrate cron jobs to Cloud Scheduler", L["doing"], 32768, "2024-07-23T17:44:09.512Z", [feat], "", 4, ["60c4e1f7b2a9d83300fe21aa"])])),
    ]
    rs.add(T, "h67-mcp-08", sysm, turns, bad=True, turn=7,
           kind="The Backlog listing still contains card 'Duplicate: fix SSO redirect' (66a1b43e5b3a0855e6d13c05), which was permanently deleted at turn 4 and not recreated.")


# -------------------------------------------------------------------------- 09 Nextcloud (bad: uploaded file missing)
def t09(rs: RowSet) -> None:
    tools = [
        tool("nc_webdav_list_directory", "List files and folders in a Nextcloud directory.", {"path": S}, ["path"]),
        tool("nc_webdav_create_directory", "Create a directory.", {"path": S}, ["path"]),
        tool("nc_webdav_write_file", "Create or overwrite a text file.", {"path": S, "content": S}, ["path", "content"]),
        tool("nc_webdav_move_resource", "Move or rename a file or folder.", {"source_path": S, "destination_path": S, "overwrite": B}, ["source_path", "destination_path"]),
        tool("nc_share_create", "Share a file or folder (share_type 3 = public link).", {"path": S, "share_type": INT, "permissions": INT, "expire_date": S}, ["path", "share_type"]),
    ]
    sysm = mcp_system("nextcloud", "Nextcloud 28 at cloud.moravec-studio.cz, user eva.moravec", tools)

    def f(name: str, path: str, typ: str, size: int, mod: str, fid: int, etag: str, ctype: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"path": path, "name": name, "is_directory": typ == "d", "size": size, "last_modified": mod, "etag": etag, "file_id": fid, "permissions": "RGDNVCK" if typ == "d" else "RGDNVW"}
        if ctype:
            d["content_type"] = ctype
        return d

    base = "/Projects/Atlas"
    listing0 = {"path": base, "total": 5, "files": [
        f("Brand", f"{base}/Brand", "d", 48211930, "Tue, 02 Jul 2024 13:20:11 GMT", 88120, "66840ebb7f1a2"),
        f("Client brief.pdf", f"{base}/Client brief.pdf", "f", 1304877, "Mon, 10 Jun 2024 08:44:02 GMT", 87311, "\"b8a2c55e0b7f3d1a9e6c4f02a7d1e3b5\"", "application/pdf"),
        f("draft-budget.xlsx", f"{base}/draft-budget.xlsx", "f", 28764, "Fri, 05 Jul 2024 16:02:39 GMT", 89004, "\"4c1f7e9a2b6d8035e1f9a7c3b5d2e0f8\"", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        f("Moodboard", f"{base}/Moodboard", "d", 215470012, "Wed, 26 Jun 2024 09:11:45 GMT", 87902, "667bdbd1c6e30"),
        f("Readme.md", f"{base}/Readme.md", "f", 1142, "Mon, 10 Jun 2024 08:40:19 GMT", 87305, "\"e2d0a9c7b5f3e1d9c7a5b3f1e9d7c5a3\"", "text/markdown"),
    ]}
    notes = "# Atlas – Q3 kickoff\n\n- Date: 15 July 2024, 10:00 CEST\n- Attendees: Eva, Karel, Zuzana (client), Petr (client)\n- Goals: signage system v1, wayfinding app wireframes\n- Budget owner: Karel\n"
    q3 = f"{base}/2024-Q3"
    listing1 = {"path": q3, "total": 1, "files": [
        f("budget-v2.xlsx", f"{q3}/budget-v2.xlsx", "f", 28764, "Fri, 05 Jul 2024 16:02:39 GMT", 89004, "\"4c1f7e9a2b6d8035e1f9a7c3b5d2e0f8\"", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    ]}
    share = {"ocs": {"meta": {"status": "ok", "statuscode": 200, "message": "OK"}, "data": {
        "id": "412", "share_type": 3, "uid_owner": "eva.moravec", "displayname_owner": "Eva Moravec", "permissions": 1, "can_edit": True, "can_delete": True,
        "stime": 1720714231, "parent": None, "expiration": "2024-08-31 00:00:00", "token": "pX7mQe2RzkT4Nwa", "uid_file_owner": "eva.moravec", "note": "", "label": "",
        "displayname_file_owner": "Eva Moravec", "path": q3, "item_type": "folder", "item_permissions": 31, "mimetype": "httpd/unix-directory", "has_preview": False,
        "storage_id": "home::eva.moravec", "storage": 3, "item_source": 89317, "file_source": 89317, "file_parent": 87290, "file_target": "/2024-Q3",
        "share_with": None, "share_with_displayname": None, "password": None, "send_password_by_talk": False,
        "url": "https://cloud.moravec-studio.cz/s/pX7mQe2RzkT4Nwa", "mail_send": 1, "hide_download": 0, "attributes": None}}}
    turns: Turns = [
        (call("nc_webdav_list_directory", path=base), mcp_text(listing0)),
        (call("nc_webdav_create_directory", path=q3), mcp_text({"status_code": 201, "message": f"Directory '{q3}' created successfully", "file_id": 89317})),
        (call("nc_webdav_write_file", path=f"{q3}/kickoff-notes.md", content=notes), mcp_text({"status_code": 201, "message": f"File '{q3}/kickoff-notes.md' written successfully", "size": len(notes.encode()), "etag": "\"9a1e3c5b7d9f1a3c5e7b9d1f3a5c7e9b\"", "file_id": 89318})),
        (call("nc_webdav_move_resource", source_path=f"{base}/draft-budget.xlsx", destination_path=f"{q3}/budget-v2.xlsx", overwrite=False),
         mcp_text({"status_code": 201, "message": f"Moved '{base}/draft-budget.xlsx' to '{q3}/budget-v2.xlsx'", "source_path": f"{base}/draft-budget.xlsx", "destination_path": f"{q3}/budget-v2.xlsx"})),
        (call("nc_webdav_list_directory", path=q3), mcp_text(listing1)),
        (call("nc_share_create", path=q3, share_type=3, permissions=1, expire_date="2024-08-31"), mcp_text(share)),
    ]
    rs.add(T, "h67-mcp-09", sysm, turns, bad=True, turn=5,
           kind="Listing /Projects/Atlas/2024-Q3 shows only budget-v2.xlsx: kickoff-notes.md, written there at turn 3 with status 201, is missing though nothing deleted or moved it.")


# ------------------------------------------------------------------------------------------------ 10 Coda (clean)
def t10(rs: RowSet) -> None:
    tools = [
        tool("coda_list_tables", "List tables and views in a doc.", {"docId": S}, ["docId"]),
        tool("coda_list_rows", "List rows in a table, with optional query, sort and paging.", {"docId": S, "tableIdOrName": S, "query": S, "sortBy": S, "limit": INT, "useColumnNames": B, "valueFormat": S}, ["docId", "tableIdOrName"]),
        tool("coda_upsert_rows", "Insert or upsert rows (asynchronous mutation).", {"docId": S, "tableIdOrName": S, "rows": A, "keyColumns": A}, ["docId", "tableIdOrName", "rows"]),
        tool("coda_get_mutation_status", "Check whether an asynchronous mutation has been applied.", {"requestId": S}, ["requestId"]),
        tool("coda_update_row", "Update a row (asynchronous mutation).", {"docId": S, "tableIdOrName": S, "rowIdOrName": S, "row": OBJ}, ["docId", "tableIdOrName", "rowIdOrName", "row"]),
        tool("coda_delete_row", "Delete a row (asynchronous mutation).", {"docId": S, "tableIdOrName": S, "rowIdOrName": S}, ["docId", "tableIdOrName", "rowIdOrName"]),
    ]
    sysm = mcp_system("coda", "Coda API v1, doc 'Launch HQ' (dR4nq7Xc2Lk)", tools)
    doc, tbl = "dR4nq7Xc2Lk", "grid-Lq8c0Vb1eS"
    href = f"https://coda.io/apis/v1/docs/{doc}/tables/{tbl}"

    def tables(rows: int, upd: str, open_rows: int) -> dict[str, Any]:
        return {"items": [
            {"id": tbl, "type": "table", "tableType": "table", "href": href, "browserLink": f"https://coda.io/d/_d{doc}#_tu{tbl[5:]}", "name": "Launch checklist", "rowCount": rows, "createdAt": "2024-05-20T12:01:44.000Z", "updatedAt": upd},
            {"id": "grid-Tm3p9Hx4aW", "type": "table", "tableType": "table", "href": f"https://coda.io/apis/v1/docs/{doc}/tables/grid-Tm3p9Hx4aW", "browserLink": f"https://coda.io/d/_d{doc}#_tuTm3p9Hx4aW", "name": "Stakeholders", "rowCount": 14, "createdAt": "2024-05-20T12:03:10.000Z", "updatedAt": "2024-06-28T09:12:55.000Z"},
            {"id": "table-v7Ab2Qe9Ys", "type": "table", "tableType": "view", "href": f"https://coda.io/apis/v1/docs/{doc}/tables/table-v7Ab2Qe9Ys", "browserLink": f"https://coda.io/d/_d{doc}#_tuv7Ab2Qe9Ys", "name": "Open items", "parent": {"id": tbl, "type": "table", "name": "Launch checklist"}, "rowCount": open_rows, "createdAt": "2024-05-22T08:30:00.000Z", "updatedAt": upd},
        ], "href": f"https://coda.io/apis/v1/docs/{doc}/tables?limit=25"}

    rows: dict[str, dict[str, Any]] = {
        "i-Qd1aP4": {"name": "Press kit final", "index": 0, "createdAt": "2024-05-20T12:10:02.000Z", "updatedAt": "2024-07-01T14:22:09.000Z", "values": {"Task": "Press kit final", "Owner": "Nadia Rahman", "Due": "2024-07-10", "Status": "In progress", "Blocking": True}},
        "i-Rf3kZ8": {"name": "Pricing page copy", "index": 1, "createdAt": "2024-05-20T12:10:02.000Z", "updatedAt": "2024-06-30T10:05:47.000Z", "values": {"Task": "Pricing page copy", "Owner": "Leo Brandt", "Due": "2024-07-08", "Status": "Done", "Blocking": True}},
        "i-Sm7tW2": {"name": "Status page incident template", "index": 2, "createdAt": "2024-05-21T09:44:18.000Z", "updatedAt": "2024-06-25T16:31:02.000Z", "values": {"Task": "Status page incident template", "Owner": "Iris Okoye", "Due": "2024-07-12", "Status": "Not started", "Blocking": False}},
        "i-Tn2vB6": {"name": "Customer webinar deck", "index": 3, "createdAt": "2024-05-27T11:02:50.000Z", "updatedAt": "2024-07-02T08:15:33.000Z", "values": {"Task": "Customer webinar deck", "Owner": "Nadia Rahman", "Due": "2024-07-15", "Status": "In progress", "Blocking": False}},
        "i-Uo9cX1": {"name": "Localize onboarding emails (DE)", "index": 4, "createdAt": "2024-06-03T13:27:06.000Z", "updatedAt": "2024-06-03T13:27:06.000Z", "values": {"Task": "Localize onboarding emails (DE)", "Owner": "Leo Brandt", "Due": "2024-07-19", "Status": "Not started", "Blocking": False}},
    }

    def item(rid: str) -> dict[str, Any]:
        r = rows[rid]
        return {"id": rid, "type": "row", "href": f"{href}/rows/{rid}", "name": r["name"], "index": r["index"], "browserLink": f"https://coda.io/d/_d{doc}#_tu{tbl[5:]}/_ru{rid[2:]}",
                "createdAt": r["createdAt"], "updatedAt": r["updatedAt"], "values": dc(r["values"])}

    lst0 = {"items": [item(i) for i in rows], "href": f"{href}/rows?useColumnNames=true&limit=25"}
    new_vals = {"Task": "Security questionnaire for Halvorsen", "Owner": "Iris Okoye", "Due": "2024-07-11", "Status": "Not started", "Blocking": True}
    rows["i-Vp4dY7"] = {"name": new_vals["Task"], "index": 5, "createdAt": "2024-07-03T09:41:20.000Z", "updatedAt": "2024-07-03T09:41:20.000Z", "values": dict(new_vals)}
    rows["i-Qd1aP4"]["values"]["Status"] = "Done"
    rows["i-Qd1aP4"]["updatedAt"] = "2024-07-03T09:42:05.000Z"
    del rows["i-Uo9cX1"]
    done = {"items": [item("i-Qd1aP4"), item("i-Rf3kZ8")], "href": f"{href}/rows?useColumnNames=true&query=%22Status%22%3A%22Done%22&limit=25"}
    turns: Turns = [
        (call("coda_list_tables", docId=doc), mcp_text(tables(5, "2024-07-02T08:15:33.000Z", 4))),
        (call("coda_list_rows", docId=doc, tableIdOrName="Launch checklist", useColumnNames=True, valueFormat="simple", limit=25), mcp_text(lst0)),
        (call("coda_upsert_rows", docId=doc, tableIdOrName="Launch checklist", rows=[{"cells": [{"column": k, "value": v} for k, v in new_vals.items()]}]),
         mcp_text({"requestId": "mutate:8c1e2f0a-5b7d-4e93-a1c6-3d9f7b2e4a10", "addedRowIds": ["i-Vp4dY7"]})),
        (call("coda_get_mutation_status", requestId="mutate:8c1e2f0a-5b7d-4e93-a1c6-3d9f7b2e4a10"), mcp_text({"completed": True})),
        (call("coda_update_row", docId=doc, tableIdOrName="Launch checklist", rowIdOrName="i-Qd1aP4", row={"cells": [{"column": "Status", "value": "Done"}]}),
         mcp_text({"requestId": "mutate:2f7b9d41-0c3e-4a58-b6e2-91d4c7a0f3b5", "id": "i-Qd1aP4"})),
        (call("coda_delete_row", docId=doc, tableIdOrName="Launch checklist", rowIdOrName="i-Uo9cX1"), mcp_text({"requestId": "mutate:6a0d3c8e-4f1b-47e2-9c5a-0b8e2d6f1a73", "id": "i-Uo9cX1"})),
        (call("coda_get_mutation_status", requestId="mutate:6a0d3c8e-4f1b-47e2-9c5a-0b8e2d6f1a73"), mcp_text({"completed": True})),
        (call("coda_list_rows", docId=doc, tableIdOrName="Launch checklist", query="\"Status\":\"Done\"", useColumnNames=True, valueFormat="simple"), mcp_text(done)),
        (call("coda_list_tables", docId=doc), mcp_text(tables(5, "2024-07-03T09:42:51.000Z", 3))),
    ]
    rs.add(T, "h67-mcp-10", sysm, turns)


# --------------------------------------------------------------------------------- 11 HubSpot (bad: stage reverts)
def t11(rs: RowSet) -> None:
    tools = [
        tool("hubspot_search_objects", "Search CRM objects with filter groups.", {"objectType": S, "filterGroups": A, "properties": A, "sorts": A, "limit": INT, "query": S}, ["objectType"]),
        tool("hubspot_get_object", "Get one CRM object with properties and associations.", {"objectType": S, "objectId": S, "properties": A, "associations": A}, ["objectType", "objectId"]),
        tool("hubspot_update_object", "Update properties of a CRM object.", {"objectType": S, "objectId": S, "properties": OBJ}, ["objectType", "objectId", "properties"]),
        tool("hubspot_create_note", "Create a note and associate it with records.", {"body": S, "timestamp": S, "associations": A}, ["body"]),
        tool("hubspot_list_owners", "List CRM owners.", {"email": S, "limit": INT}, []),
    ]
    sysm = mcp_system("hubspot", "HubSpot CRM API v3, portal 24187730", tools)
    did = "18420937112"
    props0 = {"amount": "48000", "closedate": "2024-09-30T16:00:00Z", "createdate": "2024-05-14T10:02:51.317Z", "dealname": "Northwind Logistics – 2024 renewal",
              "dealstage": "presentationscheduled", "hs_lastmodifieddate": "2024-08-05T14:10:22.118Z", "hs_object_id": did, "hubspot_owner_id": "61022874", "pipeline": "default"}
    search0 = {"total": 1, "results": [{"id": did, "properties": props0, "createdAt": "2024-05-14T10:02:51.317Z", "updatedAt": "2024-08-05T14:10:22.118Z", "archived": False}]}
    got = {"id": did, "properties": {**props0, "deal_currency_code": "EUR", "hs_deal_stage_probability": "0.6", "num_associated_contacts": "2", "num_notes": "4", "notes_last_updated": "2024-08-05T14:10:21.904Z"},
           "createdAt": "2024-05-14T10:02:51.317Z", "updatedAt": "2024-08-05T14:10:22.118Z", "archived": False,
           "associations": {"contacts": {"results": [{"id": "51370021", "type": "deal_to_contact"}, {"id": "51370188", "type": "deal_to_contact"}]},
                            "companies": {"results": [{"id": "9982110455", "type": "deal_to_company"}]}}}
    upd_props = {**props0, "amount": "52500", "dealstage": "decisionmakerboughtin", "hs_lastmodifieddate": "2024-08-06T09:31:07.402Z"}
    upd = {"id": did, "properties": upd_props, "createdAt": "2024-05-14T10:02:51.317Z", "updatedAt": "2024-08-06T09:31:07.402Z", "archived": False}
    note = {"id": "57733190284", "properties": {"hs_createdate": "2024-08-06T09:32:40.877Z", "hs_lastmodifieddate": "2024-08-06T09:32:40.877Z", "hs_object_id": "57733190284",
            "hs_note_body": "Call with Henrik (COO): budget approved for 60 seats incl. route-optimizer add-on. Legal review of DPA expected by 20 Aug.", "hs_timestamp": "2024-08-06T09:30:00Z"},
            "createdAt": "2024-08-06T09:32:40.877Z", "updatedAt": "2024-08-06T09:32:40.877Z", "archived": False}
    contact = {"id": "51370021", "properties": {"email": "henrik.lund@northwind-logistics.dk", "firstname": "Henrik", "lastname": "Lund", "jobtitle": "COO", "phone": "+45 31 22 90 17",
               "lifecyclestage": "customer", "hs_object_id": "51370021", "lastmodifieddate": "2024-08-06T09:32:41.950Z", "createdate": "2023-02-01T08:44:13.001Z"},
               "createdAt": "2023-02-01T08:44:13.001Z", "updatedAt": "2024-08-06T09:32:41.950Z", "archived": False}
    bad_props = {**upd_props, "dealstage": "presentationscheduled", "hs_lastmodifieddate": "2024-08-06T09:32:41.950Z"}
    others = [
        {"id": "18577012904", "properties": {"amount": "12900", "closedate": "2024-08-30T16:00:00Z", "createdate": "2024-07-02T13:15:09.480Z", "dealname": "Baltic Cold Chain – pilot", "dealstage": "qualifiedtobuy",
                                             "hs_lastmodifieddate": "2024-08-01T08:20:44.613Z", "hs_object_id": "18577012904", "hubspot_owner_id": "61022874", "pipeline": "default"}, "createdAt": "2024-07-02T13:15:09.480Z", "updatedAt": "2024-08-01T08:20:44.613Z", "archived": False},
        {"id": did, "properties": bad_props, "createdAt": "2024-05-14T10:02:51.317Z", "updatedAt": "2024-08-06T09:32:41.950Z", "archived": False},
        {"id": "18301457733", "properties": {"amount": "96000", "closedate": "2024-09-27T16:00:00Z", "createdate": "2024-04-09T07:51:30.022Z", "dealname": "Fenwick Freight – fleet expansion", "dealstage": "contractsent",
                                             "hs_lastmodifieddate": "2024-08-02T15:47:12.390Z", "hs_object_id": "18301457733", "hubspot_owner_id": "61022874", "pipeline": "default"}, "createdAt": "2024-04-09T07:51:30.022Z", "updatedAt": "2024-08-02T15:47:12.390Z", "archived": False},
    ]
    owners = {"results": [{"id": "61022874", "email": "sofie.kjaer@routewise.io", "type": "PERSON", "firstName": "Sofie", "lastName": "Kjær", "userId": 9120443, "userIdIncludingInactive": 9120443,
                           "createdAt": "2022-11-03T09:00:14.515Z", "updatedAt": "2024-06-11T12:40:02.118Z", "archived": False, "teams": [{"id": "4410297", "name": "Nordics AE", "primary": True}]}]}
    turns: Turns = [
        (call("hubspot_search_objects", objectType="deals", query="Northwind", properties=["dealname", "dealstage", "amount", "closedate", "pipeline", "hubspot_owner_id"], limit=5), mcp_text(search0)),
        (call("hubspot_get_object", objectType="deals", objectId=did, properties=["dealname", "dealstage", "amount", "closedate", "deal_currency_code", "num_notes", "num_associated_contacts"], associations=["contacts", "companies"]), mcp_text(got)),
        (call("hubspot_update_object", objectType="deals", objectId=did, properties={"dealstage": "decisionmakerboughtin", "amount": "52500"}), mcp_text(upd)),
        (call("hubspot_create_note", body="Call with Henrik (COO): budget approved for 60 seats incl. route-optimizer add-on. Legal review of DPA expected by 20 Aug.", timestamp="2024-08-06T09:30:00Z",
              associations=[{"to": {"id": did}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 214}]}, {"to": {"id": "51370021"}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 202}]}]), mcp_text(note)),
        (call("hubspot_get_object", objectType="contacts", objectId="51370021", properties=["email", "firstname", "lastname", "jobtitle", "phone", "lifecyclestage"]), mcp_text(contact)),
        (call("hubspot_search_objects", objectType="deals", filterGroups=[{"filters": [{"propertyName": "closedate", "operator": "BETWEEN", "value": "2024-07-01T00:00:00Z", "highValue": "2024-09-30T23:59:59Z"}, {"propertyName": "hubspot_owner_id", "operator": "EQ", "value": "61022874"}]}],
              properties=["dealname", "dealstage", "amount", "closedate", "pipeline", "hubspot_owner_id"], sorts=[{"propertyName": "closedate", "direction": "ASCENDING"}], limit=20),
         mcp_text({"total": 3, "results": others})),
        (call("hubspot_list_owners", email="sofie.kjaer@routewise.io", limit=1), mcp_text(owners)),
    ]
    rs.add(T, "h67-mcp-11", sysm, turns, bad=True, turn=6,
           kind="The quarter search returns the Northwind deal with the new amount 52500 but dealstage back at presentationscheduled, though turn 3 set it to decisionmakerboughtin and no later call changed the stage.")


# ---------------------------------------------------------------------------------------------- 12 Zendesk (clean)
def t12(rs: RowSet) -> None:
    tools = [
        tool("get_ticket", "Get a ticket by id.", {"ticket_id": INT}, ["ticket_id"]),
        tool("update_ticket", "Update ticket fields, optionally adding a comment.", {"ticket_id": INT, "status": S, "priority": S, "comment": OBJ, "additional_tags": A, "remove_tags": A}, ["ticket_id"]),
        tool("remove_ticket_tags", "Remove tags from a ticket; returns the remaining tags.", {"ticket_id": INT, "tags": A}, ["ticket_id", "tags"]),
        tool("get_ticket_comments", "List comments of a ticket, oldest first.", {"ticket_id": INT}, ["ticket_id"]),
        tool("search", "Search tickets with Zendesk query syntax.", {"query": S, "sort_by": S, "sort_order": S}, ["query"]),
    ]
    sysm = mcp_system("zendesk", "Zendesk Support API for brightloom.zendesk.com, agent Kai Moreno (id 389144021)", tools)
    tid = 48213
    base = {"url": f"https://brightloom.zendesk.com/api/v2/tickets/{tid}.json", "id": tid, "external_id": None, "via": {"channel": "email", "source": {"from": {"address": "g.harper@tillbrook.co.uk", "name": "Grace Harper"}, "to": {"name": "Brightloom Support", "address": "support@brightloom.io"}, "rel": None}},
            "created_at": "2024-06-17T08:03:12Z", "updated_at": "2024-06-17T09:40:55Z", "type": "problem", "subject": "Charged twice for June subscription", "raw_subject": "Charged twice for June subscription",
            "description": "Hi, our card was charged £249.00 twice on 1 June (refs ch_3PM... and ch_3PN...). Please refund the duplicate.", "priority": "normal", "status": "open", "recipient": "support@brightloom.io",
            "requester_id": 411820377, "submitter_id": 411820377, "assignee_id": 389144021, "organization_id": 902211, "group_id": 7701, "collaborator_ids": [], "follower_ids": [],
            "tags": ["billing", "refund_request", "vip"], "custom_fields": [{"id": 360011, "value": "plan_team"}], "satisfaction_rating": None, "brand_id": 360001, "allow_attachments": True, "is_public": True, "due_at": None}

    def tk(**kw: Any) -> dict[str, Any]:
        t = dc(base)
        t.update(kw)
        return t

    reply = "Hi Grace, I can see both charges. Could you confirm the last four digits of the card so I can match the duplicate before refunding?"
    t2 = tk(status="pending", tags=["awaiting_customer", "billing", "refund_request", "vip"], updated_at="2024-06-17T10:02:31Z")
    audit = {"id": 20419384477, "ticket_id": tid, "created_at": "2024-06-17T10:02:31Z", "author_id": 389144021, "events": [
        {"id": 20419384511, "type": "Comment", "author_id": 389144021, "body": reply, "public": True, "attachments": []},
        {"id": 20419384533, "type": "Change", "value": "pending", "field_name": "status", "previous_value": "open"},
        {"id": 20419384555, "type": "Change", "value": ["awaiting_customer", "billing", "refund_request", "vip"], "field_name": "tags", "previous_value": ["billing", "refund_request", "vip"]}]}
    comments = [
        {"id": 20411100102, "type": "Comment", "author_id": 411820377, "body": base["description"], "public": True, "created_at": "2024-06-17T08:03:12Z", "via": {"channel": "email"}},
        {"id": 20412800917, "type": "Comment", "author_id": 389144021, "body": "Internal: Stripe shows ch_3PM8 and ch_3PN1, same invoice in_1PM7. Genuine duplicate.", "public": False, "created_at": "2024-06-17T09:40:55Z", "via": {"channel": "web"}},
        {"id": 20419384511, "type": "Comment", "author_id": 389144021, "body": reply, "public": True, "created_at": "2024-06-17T10:02:31Z", "via": {"channel": "api"}},
    ]
    cust = {"id": 20423377810, "type": "Comment", "author_id": 411820377, "body": "It's the Visa ending 7712. Thanks for the quick reply!", "public": True, "created_at": "2024-06-17T10:37:08Z", "via": {"channel": "email"}}
    t_open = tk(status="open", tags=["awaiting_customer", "billing", "vip"], updated_at="2024-06-17T10:37:08Z")
    t_solved = tk(status="solved", tags=["awaiting_customer", "billing", "refund_issued", "vip"], updated_at="2024-06-17T10:44:52Z")
    note = "Refunded £249.00 to Visa •••• 7712 (re_3PS0). It will show on your statement in 5–10 business days."
    res = {"results": [{**{k: t_solved[k] for k in ("url", "id", "subject", "status", "priority", "requester_id", "assignee_id", "tags", "created_at", "updated_at")}, "result_type": "ticket"},
                       {"url": "https://brightloom.zendesk.com/api/v2/tickets/47960.json", "id": 47960, "subject": "Refund for unused seats", "status": "solved", "priority": "low", "requester_id": 410077213, "assignee_id": 389144021,
                        "tags": ["billing", "refund_issued"], "created_at": "2024-06-11T14:20:40Z", "updated_at": "2024-06-12T09:05:17Z", "result_type": "ticket"}],
           "facets": None, "next_page": None, "previous_page": None, "count": 2}
    turns: Turns = [
        (call("get_ticket", ticket_id=tid), mcp_text({"ticket": base})),
        (call("update_ticket", ticket_id=tid, status="pending", comment={"body": reply, "public": True}, additional_tags=["awaiting_customer"]), mcp_text({"ticket": t2, "audit": audit})),
        (call("remove_ticket_tags", ticket_id=tid, tags=["refund_request"]), mcp_text({"tags": ["awaiting_customer", "billing", "vip"]})),
        (call("get_ticket_comments", ticket_id=tid), mcp_text({"comments": comments, "next_page": None, "previous_page": None, "count": 3})),
        (call("get_ticket_comments", ticket_id=tid), mcp_text({"comments": comments + [cust], "next_page": None, "previous_page": None, "count": 4})),
        (call("get_ticket", ticket_id=tid), mcp_text({"ticket": t_open})),
        (call("update_ticket", ticket_id=tid, status="solved", comment={"body": note, "public": True}, additional_tags=["refund_issued"]), mcp_text({"ticket": t_solved, "audit": {
            "id": 20424019962, "ticket_id": tid, "created_at": "2024-06-17T10:44:52Z", "author_id": 389144021, "events": [
                {"id": 20424019980, "type": "Comment", "author_id": 389144021, "body": note, "public": True, "attachments": []},
                {"id": 20424019991, "type": "Change", "value": "solved", "field_name": "status", "previous_value": "open"},
                {"id": 20424020004, "type": "Change", "value": ["awaiting_customer", "billing", "refund_issued", "vip"], "field_name": "tags", "previous_value": ["awaiting_customer", "billing", "vip"]}]}})),
        (call("search", query="type:ticket tags:refund_issued status:solved assignee:me", sort_by="updated_at", sort_order="desc"), mcp_text(res)),
    ]
    rs.add(T, "h67-mcp-12", sysm, turns)


# -------------------------------------------------------------------------------------------- 13 Freshdesk (clean)
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_tickets", "List tickets using a predefined filter.", {"filter": S, "order_by": S, "order_type": S, "per_page": INT}, []),
        tool("create_ticket", "Create a ticket.", {"subject": S, "description": S, "email": S, "priority": INT, "status": INT, "tags": A}, ["subject", "description", "email"]),
        tool("update_ticket", "Update a ticket.", {"ticket_id": INT, "priority": INT, "status": INT, "group_id": INT, "tags": A}, ["ticket_id"]),
        tool("create_note", "Add a private or public note.", {"ticket_id": INT, "body": S, "private": B}, ["ticket_id", "body"]),
        tool("reply_ticket", "Send a public reply to the requester.", {"ticket_id": INT, "body": S, "cc_emails": A}, ["ticket_id", "body"]),
        tool("get_ticket", "View a ticket, including conversations.", {"ticket_id": INT}, ["ticket_id"]),
    ]
    sysm = mcp_system("freshdesk", "Freshdesk API v2 for corvid-hosting.freshdesk.com, agent 77001234519", tools)

    def tkt(tid: int, subj: str, email_rid: int, status: int, prio: int, created: str, updated: str, tags: list[str], group: int | None = None, due: str = "", fr_due: str = "", **kw: Any) -> dict[str, Any]:
        d = {"cc_emails": [], "fwd_emails": [], "reply_cc_emails": [], "ticket_cc_emails": [], "fr_escalated": False, "spam": False, "email_config_id": 77000041233, "group_id": group,
             "priority": prio, "requester_id": email_rid, "responder_id": 77001234519, "source": 2, "company_id": None, "status": status, "subject": subj, "association_type": None,
             "support_email": "help@corvid-hosting.com", "to_emails": None, "product_id": None, "id": tid, "type": "Incident", "due_by": due, "fr_due_by": fr_due, "is_escalated": False,
             "custom_fields": {"cf_datacenter": "FRA-2"}, "created_at": created, "updated_at": updated, "associated_tickets_count": None, "tags": tags}
        d.update(kw)
        return d

    t1 = tkt(9058, "VPS fra2-4471 unreachable after reboot", 77014455120, 2, 3, "2024-09-03T06:41:09Z", "2024-09-03T07:02:44Z", ["network"], 77000190011, "2024-09-03T14:41:09Z", "2024-09-03T07:41:09Z")
    t2 = tkt(9064, "Invoice shows wrong VAT rate", 77014460331, 2, 1, "2024-09-03T08:15:30Z", "2024-09-03T08:15:30Z", [], 77000190014, "2024-09-05T08:15:30Z", "2024-09-03T16:15:30Z")
    new = tkt(9071, "Disk I/O latency spikes on db-fra2-09", 77014471982, 2, 2, "2024-09-03T09:12:55Z", "2024-09-03T09:12:55Z", ["storage"], None, "2024-09-04T09:12:55Z", "2024-09-03T13:12:55Z",
              description="<div>iowait above 40% every ~20 min since 03:00 UTC, p99 write latency 180 ms (normally 4 ms). Attached iostat excerpt.</div>",
              description_text="iowait above 40% every ~20 min since 03:00 UTC, p99 write latency 180 ms (normally 4 ms). Attached iostat excerpt.", attachments=[])
    upd = dc(new)
    upd.update(priority=3, group_id=77000190017, tags=["storage", "ceph", "sev2"], updated_at="2024-09-03T09:14:20Z", due_by="2024-09-03T17:12:55Z", fr_due_by="2024-09-03T10:12:55Z")
    note = {"body": "<div>Ceph OSD.112 on host stor-fra2-03 reports slow ops; scheduled deep-scrub overlaps with backup window. Moving scrub to 01:00.</div>",
            "body_text": "Ceph OSD.112 on host stor-fra2-03 reports slow ops; scheduled deep-scrub overlaps with backup window. Moving scrub to 01:00.",
            "id": 77043310972, "incoming": False, "private": True, "user_id": 77001234519, "support_email": None, "source": 2, "ticket_id": 9071, "to_emails": [], "from_email": None,
            "cc_emails": [], "bcc_emails": [], "attachments": [], "created_at": "2024-09-03T09:31:48Z", "updated_at": "2024-09-03T09:31:48Z"}
    res = dc(upd)
    res.update(status=4, updated_at="2024-09-03T10:05:17Z")
    res["stats"] = {"agent_responded_at": "2024-09-03T09:33:02Z", "requester_responded_at": None, "first_responded_at": "2024-09-03T09:33:02Z", "status_updated_at": "2024-09-03T10:05:17Z",
                    "reopened_at": None, "resolved_at": "2024-09-03T10:05:17Z", "closed_at": None, "pending_since": None}
    t3 = tkt(9073, "Add IPv6 to load balancer lb-fra2-02", 77014472205, 2, 1, "2024-09-03T09:48:02Z", "2024-09-03T09:48:02Z", ["network", "ipv6"], 77000190011, "2024-09-06T09:48:02Z", "2024-09-03T17:48:02Z")
    t1b = dc(t1)
    t1b.update(updated_at="2024-09-03T09:52:10Z", status=3)
    rtext = "Hi Ana, we traced the spikes to a storage maintenance job overlapping your backups. It has been rescheduled; latency is back to normal (p99 3.8 ms over the last 30 min)."
    view = dc(res)
    view["conversations"] = [
        {**note, "private": True},
        {"body": "<div>Hi Ana, we traced the spikes to a storage maintenance job overlapping your backups. It has been rescheduled; latency is back to normal (p99 3.8 ms over the last 30 min).</div>",
         "body_text": "Hi Ana, we traced the spikes to a storage maintenance job overlapping your backups. It has been rescheduled; latency is back to normal (p99 3.8 ms over the last 30 min).",
         "id": 77043311450, "incoming": False, "private": False, "user_id": 77001234519, "support_email": "help@corvid-hosting.com", "source": 0, "ticket_id": 9071,
         "to_emails": ["ana.petrescu@lumora.ro"], "from_email": "help@corvid-hosting.com", "cc_emails": [], "bcc_emails": [], "attachments": [], "created_at": "2024-09-03T09:33:02Z", "updated_at": "2024-09-03T09:33:02Z"}]
    turns: Turns = [
        (call("list_tickets", filter="new_and_my_open", order_by="created_at", order_type="asc", per_page=30), mcp_text([t1, t2])),
        (call("create_ticket", subject="Disk I/O latency spikes on db-fra2-09", email="ana.petrescu@lumora.ro", priority=2, status=2, tags=["storage"],
              description="<div>iowait above 40% every ~20 min since 03:00 UTC, p99 write latency 180 ms (normally 4 ms). Attached iostat excerpt.</div>"), mcp_text(new)),
        (call("update_ticket", ticket_id=9071, priority=3, group_id=77000190017, tags=["storage", "ceph", "sev2"]), mcp_text(upd)),
        (call("create_note", ticket_id=9071, body="Ceph OSD.112 on host stor-fra2-03 reports slow ops; scheduled deep-scrub overlaps with backup window. Moving scrub to 01:00.", private=True), mcp_text(note)),
        (call("reply_ticket", ticket_id=9071, body=rtext), mcp_text({k: v for k, v in view["conversations"][1].items() if k not in ("incoming", "private", "source", "support_email")})),
        (call("update_ticket", ticket_id=9071, status=4), mcp_text(res)),
        (call("list_tickets", filter="new_and_my_open", order_by="created_at", order_type="asc", per_page=30), mcp_text([t2, t3])),
        (call("get_ticket", ticket_id=9058), mcp_text(t1b)),
        (call("get_ticket", ticket_id=9071), mcp_text(view)),
    ]
    rs.add(T, "h67-mcp-13", sysm, turns)


# ------------------------------------------------------------------------------- 14 Mailchimp (bad: member count)
def t14(rs: RowSet) -> None:
    tools = [
        tool("get_list", "Get an audience (list) with its stats.", {"list_id": S}, ["list_id"]),
        tool("add_or_update_member", "Add or update a list member (PUT by subscriber hash).", {"list_id": S, "email_address": S, "status_if_new": S, "status": S, "merge_fields": OBJ}, ["list_id", "email_address"]),
        tool("update_member_tags", "Add or remove tags on a member.", {"list_id": S, "email_address": S, "tags": A}, ["list_id", "email_address", "tags"]),
        tool("get_member_tags", "List the tags of a member.", {"list_id": S, "email_address": S}, ["list_id", "email_address"]),
    ]
    sysm = mcp_system("mailchimp", "Mailchimp Marketing API 3.0, data center us14, account 'Tidepool Coffee'", tools)
    lid = "a7c3e19f0d"

    def h(email: str) -> str:
        return hashlib.md5(email.lower().encode()).hexdigest()  # noqa: S324

    def lst(count: int, unsub: int, since: int, unsince: int, last_sub: str, last_unsub: str) -> dict[str, Any]:
        return {"id": lid, "web_id": 418207, "name": "Tidepool Coffee – Newsletter", "contact": {"company": "Tidepool Coffee Roasters", "address1": "2210 NW Market St", "city": "Seattle", "state": "WA", "zip": "98107", "country": "US"},
                "permission_reminder": "You signed up at tidepoolcoffee.com or in one of our cafés.", "use_archive_bar": True, "campaign_defaults": {"from_name": "Tidepool Coffee", "from_email": "hello@tidepoolcoffee.com", "subject": "", "language": "en"},
                "date_created": "2019-03-02T18:11:40+00:00", "list_rating": 4, "email_type_option": False, "subscribe_url_short": "http://eepurl.com/gkQ1xT", "visibility": "pub", "double_optin": False, "marketing_permissions": False,
                "stats": {"member_count": count, "unsubscribe_count": unsub, "cleaned_count": 12, "member_count_since_send": since, "unsubscribe_count_since_send": unsince, "cleaned_count_since_send": 0,
                          "campaign_count": 58, "campaign_last_sent": "2024-05-16T15:00:00+00:00", "merge_field_count": 4, "avg_sub_rate": 31, "avg_unsub_rate": 1, "target_sub_rate": 4, "open_rate": 44.81, "click_rate": 6.12,
                          "last_sub_date": last_sub, "last_unsub_date": last_unsub}}

    def mem(email: str, status: str, fname: str, lname: str, signup: str, changed: str, opt_ip: str = "", rating: int = 2, **kw: Any) -> dict[str, Any]:
        d = {"id": h(email), "email_address": email, "unique_email_id": h(email)[:10], "contact_id": h(email)[10:22], "full_name": f"{fname} {lname}", "web_id": kw.pop("web_id"), "email_type": "html", "status": status,
             "merge_fields": {"FNAME": fname, "LNAME": lname, "ADDRESS": "", "PHONE": ""}, "stats": {"avg_open_rate": kw.pop("open", 0), "avg_click_rate": kw.pop("click", 0)}, "ip_signup": "", "timestamp_signup": signup,
             "ip_opt": opt_ip, "timestamp_opt": signup, "member_rating": rating, "last_changed": changed, "language": "", "vip": False, "email_client": "", "location": {"latitude": 0, "longitude": 0, "gmtoff": 0, "dstoff": 0, "country_code": "", "timezone": "", "region": ""},
             "source": kw.pop("source", "API - Generic"), "tags_count": kw.pop("tags_count", 0), "tags": kw.pop("tags", []), "list_id": lid}
        d.update(kw)
        return d

    a = mem("anja.kos@posteo.de", "subscribed", "Anja", "Kos", "2024-05-20T09:02:14+00:00", "2024-05-20T09:02:14+00:00", web_id=587221930)
    b = mem("bjorn.eklund@outlook.com", "unsubscribed", "Björn", "Eklund", "2021-11-08T17:30:02+00:00", "2024-05-20T09:03:40+00:00", "73.97.140.12", 3, web_id=402118337, open=0.38, click=0.05,
            source="Hosted Signup Form", unsubscribe_reason="N/A (Unsubscribed by an admin)", tags_count=1, tags=[{"id": 3011482, "name": "wholesale"}])
    c = mem("chen.yu@fastmail.com", "subscribed", "Chen", "Yu", "2024-05-20T09:05:51+00:00", "2024-05-20T09:05:51+00:00", web_id=587222014)
    turns: Turns = [
        (call("get_list", list_id=lid), mcp_text(lst(1284, 37, 41, 2, "2024-05-19T21:40:11+00:00", "2024-05-12T08:17:55+00:00"))),
        (call("add_or_update_member", list_id=lid, email_address="anja.kos@posteo.de", status_if_new="subscribed", merge_fields={"FNAME": "Anja", "LNAME": "Kos"}), mcp_text(a)),
        (call("add_or_update_member", list_id=lid, email_address="bjorn.eklund@outlook.com", status="unsubscribed"), mcp_text(b)),
        (call("get_list", list_id=lid), mcp_text(lst(1285, 38, 42, 3, "2024-05-20T09:02:14+00:00", "2024-05-20T09:03:40+00:00"))),
        (call("add_or_update_member", list_id=lid, email_address="chen.yu@fastmail.com", status_if_new="subscribed", merge_fields={"FNAME": "Chen", "LNAME": "Yu"}), mcp_text(c)),
        (call("update_member_tags", list_id=lid, email_address="anja.kos@posteo.de", tags=[{"name": "beta-testers", "status": "active"}]), mcp_text({"success": True, "status": 204})),
        (call("get_member_tags", list_id=lid, email_address="anja.kos@posteo.de"), mcp_text({"tags": [{"id": 3011907, "name": "beta-testers", "date_added": "2024-05-20T09:06:30+00:00"}], "total_items": 1})),
    ]
    rs.add(T, "h67-mcp-14", sysm, turns, bad=True, turn=4,
           kind="The audience's member_count reads 1285 after one new subscriber and one unsubscribe from 1284 (unsubscribe_count correctly went 37 to 38), so the subscribed total does not follow; it should still be 1284.")


# ------------------------------------------------------------------------------- 15 Front (bad: timestamp backwards)
def t15(rs: RowSet) -> None:
    tools = [
        tool("list_inbox_conversations", "List conversations in an inbox, most recent first.", {"inbox_id": S, "q": S, "limit": INT}, ["inbox_id"]),
        tool("get_conversation", "Get a conversation.", {"conversation_id": S}, ["conversation_id"]),
        tool("update_conversation_assignee", "Assign or unassign a conversation.", {"conversation_id": S, "assignee_id": S}, ["conversation_id", "assignee_id"]),
        tool("add_conversation_tag", "Add tags to a conversation.", {"conversation_id": S, "tag_ids": A}, ["conversation_id", "tag_ids"]),
        tool("send_reply", "Reply to a conversation.", {"conversation_id": S, "body": S, "author_id": S, "channel_id": S}, ["conversation_id", "body"]),
        tool("add_comment", "Add an internal comment to a conversation.", {"conversation_id": S, "body": S, "author_id": S}, ["conversation_id", "body"]),
        tool("update_conversation_status", "Archive, reopen or trash a conversation.", {"conversation_id": S, "status": S}, ["conversation_id", "status"]),
    ]
    sysm = mcp_system("front", "Front Core API for the Harbourline shared inbox, teammate tea_8k2lq (Maya Oduya)", tools)
    api = "https://harbourline.api.frontapp.com"
    me = {"_links": {"self": f"{api}/teammates/tea_8k2lq"}, "id": "tea_8k2lq", "email": "maya@harbourline.co", "username": "maya", "first_name": "Maya", "last_name": "Oduya", "is_admin": False, "is_available": True, "is_blocked": False, "type": "user"}
    cid = "cnv_1f9zq4k"
    recipient = {"_links": {"related": {"contact": f"{api}/contacts/crd_7a2m0q"}}, "name": "Jonas Weber", "handle": "jonas.weber@brightcart.de", "role": "from"}
    inbound = {"_links": {"self": f"{api}/messages/msg_2b7xk91"}, "id": "msg_2b7xk91", "type": "email", "is_inbound": True, "created_at": 1719929032.441, "blurb": "Pallet 3 of order HL-55120 arrived with crushed cartons, photos attached…",
               "author": None, "recipients": [recipient, {"_links": {"related": {"contact": None}}, "name": "Harbourline Support", "handle": "support@harbourline.co", "role": "to"}], "attachments": [{"filename": "pallet3_1.jpg", "content_type": "image/jpeg", "size": 882144}]}

    def conv(status: str, assignee: dict[str, Any] | None, tags: list[dict[str, Any]], last: dict[str, Any]) -> dict[str, Any]:
        return {"_links": {"self": f"{api}/conversations/{cid}", "related": {"events": f"{api}/conversations/{cid}/events", "followers": f"{api}/conversations/{cid}/followers", "messages": f"{api}/conversations/{cid}/messages", "comments": f"{api}/conversations/{cid}/comments", "inboxes": f"{api}/conversations/{cid}/inboxes"}},
                "id": cid, "subject": "Damaged pallet – order HL-55120", "status": status, "assignee": assignee, "recipient": recipient, "tags": tags, "links": [], "custom_fields": {}, "created_at": 1719929032.441,
                "waiting_since": 1719929032.441 if last is inbound else None, "is_private": False, "scheduled_reminders": [], "metadata": {}, "last_message": last}

    others = [
        {"id": "cnv_1f9x2wm", "subject": "Customs docs for shipment to Oslo", "status": "assigned", "assignee": {"id": "tea_5r0ps", "email": "liam@harbourline.co"}, "tags": [], "created_at": 1719922210.07, "last_message": {"id": "msg_2b7u0ce", "is_inbound": True, "created_at": 1719927770.65}},
        {"id": "cnv_1f9wvra", "subject": "Re: Quote for 12 pallets Hamburg–Gdańsk", "status": "unassigned", "assignee": None, "tags": [], "created_at": 1719916408.90, "last_message": {"id": "msg_2b7qh3z", "is_inbound": True, "created_at": 1719925104.33}},
    ]
    c0 = conv("unassigned", None, [], inbound)
    lst = {"_pagination": {"next": None}, "_links": {"self": f"{api}/inboxes/inb_2kf0/conversations"}, "_results": [c0] + others}
    body = "Hi Jonas, I'm sorry about pallet 3. I've opened damage claim DC-2291 with our carrier; a replacement shipment of the 14 affected cartons leaves Rotterdam tomorrow. No need to return the damaged goods."
    reply = {"_links": {"self": f"{api}/messages/msg_2b7zr05", "related": {"conversation": f"{api}/conversations/{cid}"}}, "id": "msg_2b7zr05", "type": "email", "is_inbound": False, "is_draft": False, "draft_mode": None,
             "error_type": None, "version": None, "created_at": 1719931245.112, "subject": "Re: Damaged pallet – order HL-55120", "blurb": body[:80] + "…", "author": me,
             "recipients": [{"_links": {"related": {"contact": f"{api}/contacts/crd_7a2m0q"}}, "name": "Jonas Weber", "handle": "jonas.weber@brightcart.de", "role": "to"},
                            {"_links": {"related": {"contact": None}}, "name": "Harbourline Support", "handle": "support@harbourline.co", "role": "from"}],
             "body": f"<p>{body}</p>", "text": body, "attachments": [], "signature": None, "metadata": {"headers": {"in_reply_to": "<CAF9x2=pallet3@brightcart.de>"}}}
    comment = {"_links": {"self": f"{api}/comments/com_9qk3r2", "related": {"conversation": f"{api}/conversations/{cid}", "mentions": f"{api}/comments/com_9qk3r2/mentions"}}, "id": "com_9qk3r2",
               "author": me, "body": "@liam claim DC-2291 filed with DHL Freight, ref 7781-2034. Please book the replacement on tomorrow's Rotterdam truck.", "posted_at": 1719930512.870, "attachments": [], "is_pinned": False}
    turns: Turns = [
        (call("list_inbox_conversations", inbox_id="inb_2kf0", q="is:open", limit=3), mcp_text(lst)),
        (call("get_conversation", conversation_id=cid), mcp_text(c0)),
        (call("update_conversation_assignee", conversation_id=cid, assignee_id="tea_8k2lq"), mcp_text({"success": True, "message": f"Conversation {cid} assigned to tea_8k2lq"})),
        (call("add_conversation_tag", conversation_id=cid, tag_ids=["tag_3v1b8"]), mcp_text({"success": True, "message": f"Tags [tag_3v1b8] added to conversation {cid}"})),
        (call("send_reply", conversation_id=cid, author_id="tea_8k2lq", channel_id="cha_4gh1", body=body), mcp_text(reply)),
        (call("add_comment", conversation_id=cid, author_id="tea_8k2lq", body="@liam claim DC-2291 filed with DHL Freight, ref 7781-2034. Please book the replacement on tomorrow's Rotterdam truck."), mcp_text(comment)),
        (call("update_conversation_status", conversation_id=cid, status="archived"), mcp_text({"success": True, "message": f"Conversation {cid} status set to archived"})),
    ]
    rs.add(T, "h67-mcp-15", sysm, turns, bad=True, turn=6,
           kind="The internal comment added after the reply is stamped posted_at 1719930512.870, about 12 minutes before the reply sent one call earlier (created_at 1719931245.112); time cannot run backwards between two successive calls.")


# ------------------------------------------------------------------------------------------ 16 Twilio SMS (clean)
def t16(rs: RowSet) -> None:
    tools = [
        tool("send_sms", "Send an SMS message.", {"to": S, "from": S, "body": S, "statusCallback": S}, ["to", "from", "body"]),
        tool("fetch_message", "Fetch a message resource by SID.", {"sid": S}, ["sid"]),
        tool("list_messages", "List messages, newest first, with optional filters and paging.", {"to": S, "from": S, "dateSentAfter": S, "pageSize": INT, "pageToken": S}, []),
        tool("fetch_balance", "Get the account balance.", {}, []),
    ]
    acc = "AC3f9a0c1e7d2b4a6c8e0f1a3b5c7d9e21"
    sysm = mcp_system("twilio", f"Twilio Programmable Messaging, account {acc} (Greenway Dental, Portland)", tools)
    frm = "+15035550142"

    def msg(sid: str, to: str, from_: str, body: str, status: str, created: str, sent: str | None, updated: str, price: str | None, direction: str = "outbound-api", err: int | None = None) -> dict[str, Any]:
        return {"account_sid": acc, "api_version": "2010-04-01", "body": body, "date_created": created, "date_sent": sent, "date_updated": updated, "direction": direction,
                "error_code": err, "error_message": None, "from": from_, "messaging_service_sid": None, "num_media": "0", "num_segments": "1", "price": price, "price_unit": "USD",
                "sid": sid, "status": status, "subresource_uris": {"media": f"/2010-04-01/Accounts/{acc}/Messages/{sid}/Media.json", "feedback": f"/2010-04-01/Accounts/{acc}/Messages/{sid}/Feedback.json"},
                "to": to, "uri": f"/2010-04-01/Accounts/{acc}/Messages/{sid}.json"}

    b1 = "Greenway Dental: reminder of your cleaning with Dr. Alvarez on Thu 18 Jul at 9:30 AM. Reply C to confirm or R to reschedule."
    b2 = "Greenway Dental: reminder of your check-up with Dr. Singh on Thu 18 Jul at 2:15 PM. Reply C to confirm or R to reschedule."
    s1, s2, s3 = "SM7e2a9c41d0b84f6a9e1c3d5f7a9b0c12", "SM1b4d6f8a0c2e4a6c8e0b2d4f6a8c0e34", "SMd3f5a7c9e1b3d5f7a9c1e3b5d7f9a1b2"
    m1q = msg(s1, "+15035550187", frm, b1, "queued", "Tue, 16 Jul 2024 21:02:11 +0000", None, "Tue, 16 Jul 2024 21:02:11 +0000", None)
    m1d = msg(s1, "+15035550187", frm, b1, "delivered", "Tue, 16 Jul 2024 21:02:11 +0000", "Tue, 16 Jul 2024 21:02:12 +0000", "Tue, 16 Jul 2024 21:02:15 +0000", "-0.00790")
    m2q = msg(s2, "+15035550199", frm, b2, "queued", "Tue, 16 Jul 2024 21:03:02 +0000", None, "Tue, 16 Jul 2024 21:03:02 +0000", None)
    m2u = msg(s2, "+15035550199", frm, b2, "undelivered", "Tue, 16 Jul 2024 21:03:02 +0000", "Tue, 16 Jul 2024 21:03:03 +0000", "Tue, 16 Jul 2024 21:03:09 +0000", "-0.00790", err=30003)
    inb = msg(s3, frm, "+15035550187", "C", "received", "Tue, 16 Jul 2024 21:04:40 +0000", "Tue, 16 Jul 2024 21:04:40 +0000", "Tue, 16 Jul 2024 21:04:40 +0000", "-0.00790", direction="inbound")
    old1 = msg("SM9c0e2a4b6d8f0a2c4e6b8d0f2a4c6e56", "+19715550163", frm, "Greenway Dental: your crown is ready. Please call (503) 555-0142 to book the fitting.", "delivered",
               "Tue, 16 Jul 2024 17:44:20 +0000", "Tue, 16 Jul 2024 17:44:21 +0000", "Tue, 16 Jul 2024 17:44:24 +0000", "-0.00790")
    old2 = msg("SM4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e78", frm, "+19715550163", "Thanks! Will call tomorrow morning", "received",
               "Tue, 16 Jul 2024 17:51:02 +0000", "Tue, 16 Jul 2024 17:51:02 +0000", "Tue, 16 Jul 2024 17:51:02 +0000", "-0.00790", direction="inbound")
    old3 = msg("SMe8a0c2e4b6d8f0a2c4e6b8d0f2a4c690", "+15035550121", frm, "Greenway Dental: reminder of your appointment with Dr. Singh on Wed 17 Jul at 11:00 AM. Reply C to confirm or R to reschedule.", "delivered",
               "Tue, 16 Jul 2024 16:30:05 +0000", "Tue, 16 Jul 2024 16:30:06 +0000", "Tue, 16 Jul 2024 16:30:10 +0000", "-0.00790")
    base = f"/2010-04-01/Accounts/{acc}/Messages.json?DateSent%3E=2024-07-16&PageSize=3"
    page1 = {"messages": [inb, m2u, m1d], "end": 2, "first_page_uri": base + "&Page=0", "next_page_uri": base + "&Page=1&PageToken=PASMe8a0c2e4b6d8f0a2c4e6b8d0f2a4c6", "page": 0, "page_size": 3, "previous_page_uri": None, "start": 0, "uri": base + "&Page=0"}
    page2 = {"messages": [old2, old1, old3], "end": 5, "first_page_uri": base + "&Page=0", "next_page_uri": None, "page": 1, "page_size": 3, "previous_page_uri": base + "&Page=0&PageToken=PBSMd3f5a7c9e1b3d5f7a9c1e3b5d7f9a1", "start": 3, "uri": base + "&Page=1&PageToken=PASMe8a0c2e4b6d8f0a2c4e6b8d0f2a4c6"}
    turns: Turns = [
        (call("send_sms", to="+15035550187", **{"from": frm}, body=b1), mcp_text(m1q)),
        (call("fetch_message", sid=s1), mcp_text(m1d)),
        (call("send_sms", to="+15035550199", **{"from": frm}, body=b2), mcp_text(m2q)),
        (call("fetch_balance"), mcp_text({"currency": "USD", "balance": "182.4366", "account_sid": acc})),
        (call("list_messages", dateSentAfter="2024-07-16", pageSize=3), mcp_text(page1)),
        (call("list_messages", dateSentAfter="2024-07-16", pageSize=3, pageToken="PASMe8a0c2e4b6d8f0a2c4e6b8d0f2a4c6"), mcp_text(page2)),
        (call("fetch_message", sid=s2), mcp_text(m2u)),
        (call("fetch_balance"), mcp_text({"currency": "USD", "balance": "182.4129", "account_sid": acc})),
    ]
    rs.add(T, "h67-mcp-16", sysm, turns)


# ------------------------------------------------------------------------------------------ 17 Pipedrive (clean)
def t17(rs: RowSet) -> None:
    tools = [
        tool("search_deals", "Search deals by title term.", {"term": S, "status": S, "limit": INT}, ["term"]),
        tool("get_deal", "Get deal details.", {"id": INT}, ["id"]),
        tool("update_deal", "Update deal fields.", {"id": INT, "title": S, "value": INT, "stage_id": INT, "status": S}, ["id"]),
        tool("add_activity", "Add an activity linked to a deal.", {"subject": S, "type": S, "due_date": S, "due_time": S, "deal_id": INT, "note": S}, ["subject", "type"]),
        tool("update_activity", "Update an activity (e.g. mark done).", {"id": INT, "done": B}, ["id"]),
        tool("list_deals", "List deals, optionally by stage.", {"stage_id": INT, "status": S, "limit": INT, "sort": S}, []),
        tool("delete_deal", "Delete a deal.", {"id": INT}, ["id"]),
    ]
    sysm = mcp_system("pipedrive", "Pipedrive API v1, company 'Solvik Automation', user 15502218 (Ingrid Solvik)", tools)
    owner = {"id": 15502218, "name": "Ingrid Solvik", "email": "ingrid@solvik-automation.no", "has_pic": 0, "pic_hash": None, "active_flag": True, "value": 15502218}
    org = {"name": "Helios Robotics AS", "people_count": 3, "owner_id": 15502218, "address": "Innherredsveien 7, 7014 Trondheim", "active_flag": True, "cc_email": "solvik@pipedrivemail.com", "value": 8841}
    person = {"active_flag": True, "name": "Markus Berg", "email": [{"label": "work", "value": "markus.berg@heliosrobotics.no", "primary": True}], "phone": [{"label": "work", "value": "+47 412 88 301", "primary": True}], "value": 22107}
    d0 = {"id": 3412, "creator_user_id": owner, "user_id": owner, "person_id": person, "org_id": org, "stage_id": 2, "title": "Helios Robotics – 25 seats", "value": 18000, "currency": "EUR",
          "add_time": "2024-08-19 09:12:44", "update_time": "2024-09-02 13:40:17", "stage_change_time": "2024-08-28 10:05:02", "active": True, "deleted": False, "status": "open", "probability": None,
          "next_activity_date": None, "next_activity_time": None, "next_activity_id": None, "last_activity_id": 90412, "last_activity_date": "2024-08-28", "lost_reason": None, "visible_to": "3",
          "close_time": None, "pipeline_id": 1, "won_time": None, "lost_time": None, "products_count": 1, "files_count": 0, "notes_count": 2, "followers_count": 1, "email_messages_count": 6,
          "activities_count": 3, "done_activities_count": 3, "undone_activities_count": 0, "participants_count": 1, "expected_close_date": "2024-10-15", "stage_order_nr": 2, "person_name": "Markus Berg",
          "org_name": "Helios Robotics AS", "next_activity_subject": None, "formatted_value": "€18,000", "weighted_value": 18000, "formatted_weighted_value": "€18,000", "owner_name": "Ingrid Solvik", "label": "12"}
    d1 = dc(d0)
    d1.update(stage_id=3, title="Helios Robotics – 40 seats", value=21500, update_time="2024-09-03 08:21:55", stage_change_time="2024-09-03 08:21:55", stage_order_nr=3,
              formatted_value="€21,500", weighted_value=21500, formatted_weighted_value="€21,500")
    act = {"id": 90577, "company_id": 9120, "user_id": 15502218, "done": False, "type": "call", "reference_type": None, "reference_id": None, "due_date": "2024-09-03", "due_time": "12:30", "duration": "",
           "busy_flag": False, "add_time": "2024-09-03 08:23:10", "marked_as_done_time": "", "subject": "Confirm seat count and SSO requirement with Markus", "public_description": "", "location": None,
           "org_id": 8841, "person_id": 22107, "deal_id": 3412, "active_flag": True, "update_time": "2024-09-03 08:23:10", "note": "Ask about Azure AD SCIM", "deal_title": "Helios Robotics – 40 seats",
           "owner_name": "Ingrid Solvik", "person_name": "Markus Berg", "org_name": "Helios Robotics AS"}
    act_done = dc(act)
    act_done.update(done=True, marked_as_done_time="2024-09-03 12:47:31", update_time="2024-09-03 12:47:31")
    d2 = dc(d1)
    d2.update(update_time="2024-09-03 12:47:31", activities_count=4, done_activities_count=4, last_activity_id=90577, last_activity_date="2024-09-03")
    s3 = [
        {k: v for k, v in d2.items() if k in ("id", "title", "value", "currency", "stage_id", "status", "org_name", "person_name", "owner_name", "update_time", "expected_close_date")},
        {"id": 3397, "title": "Nordkapp Seafood – line 2 retrofit", "value": 64000, "currency": "EUR", "stage_id": 3, "status": "open", "org_name": "Nordkapp Seafood ASA", "person_name": "Elin Haugen", "owner_name": "Ingrid Solvik", "update_time": "2024-08-30 15:02:48", "expected_close_date": "2024-09-30"},
        {"id": 3419, "title": "TEST – ignore (webhook check)", "value": 1, "currency": "EUR", "stage_id": 3, "status": "open", "org_name": None, "person_name": None, "owner_name": "Ingrid Solvik", "update_time": "2024-08-22 11:37:09", "expected_close_date": None},
    ]
    sr0 = {"success": True, "data": {"items": [{"result_score": 1.19, "item": {"id": 3412, "type": "deal", "title": "Helios Robotics – 25 seats", "value": 18000, "currency": "EUR", "status": "open", "visible_to": 3,
                                                                           "owner": {"id": 15502218}, "stage": {"id": 2, "name": "Proposal made"}, "person": {"id": 22107, "name": "Markus Berg"}, "organization": {"id": 8841, "name": "Helios Robotics AS", "address": None}, "custom_fields": [], "notes": []}}]},
           "additional_data": {"pagination": {"start": 0, "limit": 10, "more_items_in_collection": False}}}
    turns: Turns = [
        (call("search_deals", term="Helios", status="open", limit=10), mcp_text(sr0)),
        (call("get_deal", id=3412), mcp_text({"success": True, "data": d0})),
        (call("update_deal", id=3412, title="Helios Robotics – 40 seats", value=21500, stage_id=3), mcp_text({"success": True, "data": d1})),
        (call("add_activity", subject="Confirm seat count and SSO requirement with Markus", type="call", due_date="2024-09-03", due_time="12:30", deal_id=3412, note="Ask about Azure AD SCIM"), mcp_text({"success": True, "data": act})),
        (call("update_activity", id=90577, done=True), mcp_text({"success": True, "data": act_done})),
        (call("get_deal", id=3412), mcp_text({"success": True, "data": d2})),
        (call("list_deals", stage_id=3, status="open", limit=50, sort="update_time DESC"), mcp_text({"success": True, "data": s3, "additional_data": {"pagination": {"start": 0, "limit": 50, "more_items_in_collection": False}}})),
        (call("delete_deal", id=3419), mcp_text({"success": True, "data": {"id": 3419}})),
        (call("search_deals", term="TEST", status="open", limit=10), mcp_text({"success": True, "data": {"items": []}, "additional_data": {"pagination": {"start": 0, "limit": 10, "more_items_in_collection": False}}})),
    ]
    rs.add(T, "h67-mcp-17", sysm, turns)


# ---------------------------------------------------------------------------------- 18 Baserow (bad: date moved)
def t18(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List tables of a database.", {"database_id": INT}, ["database_id"]),
        tool("list_fields", "List fields of a table.", {"table_id": INT}, ["table_id"]),
        tool("list_rows", "List rows of a table, with optional filters and paging.", {"table_id": INT, "size": INT, "page": INT, "user_field_names": B, "filters": OBJ, "order_by": S}, ["table_id"]),
        tool("update_row", "Update fields of a row.", {"table_id": INT, "row_id": INT, "fields": OBJ, "user_field_names": B}, ["table_id", "row_id", "fields"]),
        tool("create_row", "Create a row.", {"table_id": INT, "fields": OBJ, "user_field_names": B}, ["table_id", "fields"]),
        tool("delete_row", "Delete a row.", {"table_id": INT, "row_id": INT}, ["table_id", "row_id"]),
        tool("get_row", "Get one row.", {"table_id": INT, "row_id": INT, "user_field_names": B}, ["table_id", "row_id"]),
    ]
    sysm = mcp_system("baserow", "self-hosted Baserow 1.26 at db.kettle-ops.net, database 'Rollouts' (id 211)", tools)
    tables = [{"id": 1187, "name": "Sites", "order": 1, "database_id": 211}, {"id": 1188, "name": "Go-lives", "order": 2, "database_id": 211}, {"id": 1189, "name": "Trainers", "order": 3, "database_id": 211}]
    fields = [
        {"id": 10431, "table_id": 1188, "name": "Site", "order": 0, "type": "text", "primary": True, "read_only": False, "text_default": ""},
        {"id": 10432, "table_id": 1188, "name": "Go-live", "order": 1, "type": "date", "primary": False, "read_only": False, "date_format": "ISO", "date_include_time": False, "date_time_format": "24", "date_show_tzinfo": False, "date_force_timezone": None},
        {"id": 10433, "table_id": 1188, "name": "Status", "order": 2, "type": "single_select", "primary": False, "read_only": False, "select_options": [
            {"id": 3301, "value": "Planning", "color": "light-blue"}, {"id": 3302, "value": "Scheduled", "color": "green"}, {"id": 3303, "value": "Live", "color": "dark-green"}, {"id": 3304, "value": "On hold", "color": "red"}]},
        {"id": 10434, "table_id": 1188, "name": "Terminals", "order": 3, "type": "number", "primary": False, "read_only": False, "number_decimal_places": 0, "number_negative": False},
        {"id": 10435, "table_id": 1188, "name": "Trainer", "order": 4, "type": "link_row", "primary": False, "read_only": False, "link_row_table_id": 1189, "link_row_related_field_id": 10451},
    ]
    S_ = {x["value"]: {"id": x["id"], "value": x["value"], "color": x["color"]} for x in fields[2]["select_options"]}

    def row(rid: int, order: str, site: str, date: str, status: str, terminals: int, trainer: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": rid, "order": order, "Site": site, "Go-live": date, "Status": dc(S_[status]), "Terminals": str(terminals), "Trainer": trainer}

    tr_a, tr_b = [{"id": 4, "value": "Hana Kimura"}], [{"id": 7, "value": "Rui Almeida"}]
    rows = {
        12: row(12, "12.00000000000000000000", "Kettle & Co – Leeds Briggate", "2024-08-27", "Live", 6, tr_a),
        14: row(14, "14.00000000000000000000", "Kettle & Co – York Stonegate", "2024-09-16", "Planning", 4, tr_b),
        19: row(19, "19.00000000000000000000", "Kettle & Co – Harrogate", "2024-09-23", "Planning", 3, tr_a),
        22: row(22, "22.00000000000000000000", "Kettle & Co – Leeds Briggate (dup)", "2024-08-27", "Planning", 6, []),
        27: row(27, "27.00000000000000000000", "Kettle & Co – Sheffield Kelham", "2024-10-07", "Scheduled", 5, tr_b),
    }
    page = {"count": 5, "next": None, "previous": None, "results": [dc(rows[i]) for i in (12, 14, 19, 22, 27)]}
    rows[14]["Status"] = dc(S_["Scheduled"])
    rows[14]["Terminals"] = "5"
    upd14 = dc(rows[14])
    new = row(31, "31.00000000000000000000", "Kettle & Co – Durham Saddler St", "2024-10-21", "Planning", 4, tr_a)
    del rows[22]
    bad14 = dc(rows[14])
    bad14["Go-live"] = "2024-09-18"
    sched = {"count": 2, "next": None, "previous": None, "results": [bad14, dc(rows[27])]}
    turns: Turns = [
        (call("list_tables", database_id=211), mcp_text(tables)),
        (call("list_fields", table_id=1188), mcp_text(fields)),
        (call("list_rows", table_id=1188, size=25, page=1, user_field_names=True), mcp_text(page)),
        (call("update_row", table_id=1188, row_id=14, fields={"Status": 3302, "Terminals": 5}, user_field_names=True), mcp_text(upd14)),
        (call("create_row", table_id=1188, fields={"Site": "Kettle & Co – Durham Saddler St", "Go-live": "2024-10-21", "Status": 3301, "Terminals": 4, "Trainer": [4]}, user_field_names=True), mcp_text(new)),
        (call("delete_row", table_id=1188, row_id=22), mcp_text({"success": True, "message": "Row 22 deleted from table 1188"})),
        (call("get_row", table_id=1188, row_id=31, user_field_names=True), mcp_text(new)),
        (call("list_rows", table_id=1188, size=25, page=1, user_field_names=True, filters={"filter_type": "AND", "filters": [{"type": "single_select_equal", "field": "Status", "value": "3302"}]}, order_by="Go-live"), mcp_text(sched)),
        (call("list_rows", table_id=1189, size=10, page=1, user_field_names=True), mcp_text({"count": 2, "next": None, "previous": None, "results": [
            {"id": 4, "order": "4.00000000000000000000", "Name": "Hana Kimura", "Email": "hana.kimura@kettle-ops.net", "Go-lives": [{"id": 12, "value": "Kettle & Co – Leeds Briggate"}, {"id": 19, "value": "Kettle & Co – Harrogate"}, {"id": 31, "value": "Kettle & Co – Durham Saddler St"}]},
            {"id": 7, "order": "7.00000000000000000000", "Name": "Rui Almeida", "Email": "rui.almeida@kettle-ops.net", "Go-lives": [{"id": 14, "value": "Kettle & Co – York Stonegate"}, {"id": 27, "value": "Kettle & Co – Sheffield Kelham"}]}]})),
    ]
    rs.add(T, "h67-mcp-18", sysm, turns, bad=True, turn=8,
           kind="Row 14 (York Stonegate) appears with Go-live 2024-09-18, but it was listed as 2024-09-16 and the only update (turn 4) changed Status and Terminals, not the date.")


# ------------------------------------------------------------------------------------------------ 19 Notion (clean)
def t19(rs: RowSet) -> None:
    tools = [
        tool("notion_query_database", "Query a database with filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("notion_create_page", "Create a page in a database.", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
        tool("notion_update_page", "Update page properties or archive a page.", {"page_id": S, "properties": OBJ, "archived": B}, ["page_id"]),
        tool("notion_append_block_children", "Append blocks to a page.", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("notion_delete_block", "Delete (archive) a block.", {"block_id": S}, ["block_id"]),
        tool("notion_retrieve_block_children", "List child blocks of a page.", {"block_id": S, "page_size": INT}, ["block_id"]),
    ]
    sysm = mcp_system("notion", "Notion API 2022-06-28, integration 'Ops helper' in workspace Fernhill Studio", tools)
    db = "7d1e5a20-3b9c-4f6e-a1d8-52c0b9e4f713"
    me = {"object": "user", "id": "c4b2e9f1-6a3d-4c7e-9b05-1f8e2d7a3c64"}

    def page(pid: str, title: str, status: str, due: str, created: str, edited: str, archived: bool = False) -> dict[str, Any]:
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited, "created_by": me, "last_edited_by": me, "cover": None, "icon": None,
                "parent": {"type": "database_id", "database_id": db}, "archived": archived, "in_trash": archived,
                "properties": {"Due": {"id": "%3AbQk", "type": "date", "date": {"start": due, "end": None, "time_zone": None}},
                               "Status": {"id": "Zp%5Ew", "type": "status", "status": {"id": {"Not started": "1", "In progress": "2", "Done": "3"}[status], "name": status, "color": {"Not started": "default", "In progress": "blue", "Done": "green"}[status]}},
                               "Name": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": title, "link": None}, "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"}, "plain_text": title, "href": None}]}},
                "url": f"https://www.notion.so/{title.replace(' ', '-').replace('–', '').replace('/', '')}-{pid.replace('-', '')}", "public_url": None}

    pa = page("0b6f1c3e-2d4a-4b8e-9f70-1a2c3e4d5f61", "Renew Figma seats", "Not started", "2024-07-26", "2024-07-10T08:14:00.000Z", "2024-07-10T08:14:00.000Z")
    pb = page("1c7a2d4f-3e5b-4c9f-8a81-2b3d4f5e6a72", "Studio Wi-Fi upgrade", "In progress", "2024-07-31", "2024-07-02T13:40:00.000Z", "2024-07-18T09:02:00.000Z")
    pc = page("2d8b3e5a-4f6c-4da0-9b92-3c4e5a6f7b83", "Quarterly backup restore test", "Not started", "2024-08-05", "2024-06-28T10:21:00.000Z", "2024-06-28T10:21:00.000Z")
    q0 = {"object": "list", "results": [pa, pb, pc], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": "8f2c1a90-5d3e-4b7a-9c61-0e4f2a8b7d15"}
    pid = "3e9c4f6b-5a7d-4eb1-8ca3-4d5f6b7a8c94"
    pn = page(pid, "Onboard new hire laptop", "Not started", "2024-07-29", "2024-07-22T09:30:00.000Z", "2024-07-22T09:30:00.000Z")
    pn2 = page(pid, "Onboard Léa – laptop & accounts", "In progress", "2024-07-29", "2024-07-22T09:30:00.000Z", "2024-07-22T09:31:00.000Z")

    def todo(bid: str, text: str, at: str, checked: bool = False) -> dict[str, Any]:
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": pid}, "created_time": at, "last_edited_time": at, "created_by": me, "last_edited_by": me,
                "has_children": False, "archived": False, "in_trash": False, "type": "to_do",
                "to_do": {"rich_text": [{"type": "text", "text": {"content": text, "link": None}, "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"}, "plain_text": text, "href": None}], "checked": checked, "color": "default"}}

    b1 = todo("a1f0c2e4-6b8d-4f1a-8c3e-5d7f9b1a3c01", "Order MacBook Pro 14\" M3, 36 GB", "2024-07-22T09:32:00.000Z")
    b2 = todo("a1f0c2e4-6b8d-4f1a-8c3e-5d7f9b1a3c02", "Create Google Workspace + Slack + Figma accounts", "2024-07-22T09:32:00.000Z")
    b3 = todo("a1f0c2e4-6b8d-4f1a-8c3e-5d7f9b1a3c03", "Enroll laptop in Jamf", "2024-07-22T09:32:00.000Z")
    b4 = todo("a1f0c2e4-6b8d-4f1a-8c3e-5d7f9b1a3c04", "Order MacBook Pro 14\" M3, 36 GB", "2024-07-22T09:32:00.000Z")
    app = {"object": "list", "results": [b1, b2, b3, b4], "next_cursor": None, "has_more": False, "type": "block", "block": {}, "request_id": "1a4e7c20-8b3f-4d5a-b6e9-2c0d7f1e9a38"}
    b4d = dc(b4)
    b4d.update(archived=True, in_trash=True, last_edited_time="2024-07-22T09:33:00.000Z")
    kids = {"object": "list", "results": [b1, b2, b3], "next_cursor": None, "has_more": False, "type": "block", "block": {}, "request_id": "6c2b9e41-0f7a-4c3d-8e5b-3a1d9f6c2e07"}
    pn3 = dc(pn2)
    pn3["last_edited_time"] = "2024-07-22T09:33:00.000Z"
    pb_arch = dc(pb)
    pb_arch.update(archived=True, in_trash=True, last_edited_time="2024-07-22T09:35:00.000Z")
    q1 = {"object": "list", "results": [pn3, pa, pc], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": "d90e3f12-7a4b-4c8e-b1f6-5e2a0c9d8b47"}
    flt = {"property": "Status", "status": {"does_not_equal": "Done"}}
    turns: Turns = [
        (call("notion_query_database", database_id=db, filter=flt, sorts=[{"property": "Due", "direction": "ascending"}], page_size=20), mcp_text(q0)),
        (call("notion_create_page", parent={"database_id": db}, properties={"Name": {"title": [{"text": {"content": "Onboard new hire laptop"}}]}, "Status": {"status": {"name": "Not started"}}, "Due": {"date": {"start": "2024-07-29"}}}), mcp_text(pn)),
        (call("notion_update_page", page_id=pid, properties={"Name": {"title": [{"text": {"content": "Onboard Léa – laptop & accounts"}}]}, "Status": {"status": {"name": "In progress"}}}), mcp_text(pn2)),
        (call("notion_append_block_children", block_id=pid, children=[{"type": "to_do", "to_do": {"rich_text": [{"text": {"content": t}}]}} for t in ["Order MacBook Pro 14\" M3, 36 GB", "Create Google Workspace + Slack + Figma accounts", "Enroll laptop in Jamf", "Order MacBook Pro 14\" M3, 36 GB"]]), mcp_text(app)),
        (call("notion_delete_block", block_id=b4["id"]), mcp_text(b4d)),
        (call("notion_retrieve_block_children", block_id=pid, page_size=50), mcp_text(kids)),
        (call("notion_update_page", page_id=pb["id"], archived=True), mcp_text(pb_arch)),
        (call("notion_query_database", database_id=db, filter=flt, sorts=[{"timestamp": "last_edited_time", "direction": "descending"}], page_size=20), mcp_text(q1)),
    ]
    rs.add(T, "h67-mcp-19", sysm, turns)


# --------------------------------------------------------------------------- 20 Google Docs/Drive (bad: figure changed)
def t20(rs: RowSet) -> None:
    tools = [
        tool("drive_search_files", "Search Drive files with a query.", {"q": S, "fields": S, "pageSize": INT}, ["q"]),
        tool("docs_get_document_text", "Read a Google Doc as plain text with paragraph indices.", {"documentId": S}, ["documentId"]),
        tool("docs_batch_update", "Apply Docs API requests (insertText, replaceAllText, ...).", {"documentId": S, "requests": A}, ["documentId", "requests"]),
        tool("drive_create_permission", "Share a file with a user, group or domain.", {"fileId": S, "role": S, "type": S, "emailAddress": S, "sendNotificationEmail": B}, ["fileId", "role", "type"]),
        tool("drive_get_file", "Get file metadata.", {"fileId": S, "fields": S}, ["fileId"]),
        tool("drive_list_permissions", "List permissions on a file.", {"fileId": S}, ["fileId"]),
    ]
    sysm = mcp_system("google-workspace", "Google Drive v3 and Docs v1 for cfo@orrin-analytics.com", tools)
    fid = "1Qm7vR2xTz9LkP4bW8nYc3Hd6JfS0aGe5UoIq1Ct"
    paras = [
        "Orrin Analytics – Q2 2024 Board Update",
        "Prepared by Finance · 9 July 2024",
        "1. Headline figures",
        "Net revenue: $4.82M (+11% QoQ, +38% YoY)",
        "Gross margin: 61.4% (Q1: 59.8%)",
        "Operating cash burn: $1.17M per month; runway 21 months at current burn",
        "Headcount: 142 FTE (+9 in Q2), of which 58 in R&D",
        "2. Commercial",
        "ARR reached $19.6M. Net revenue retention 118%. Two enterprise logos signed (Kestrel Rail, Amberley Health).",
        "3. Asks of the board",
        "Approve the FY25 hiring plan (+24 FTE) and the EU data-centre capex of $640k.",
    ]

    def text(ps: list[str]) -> str:
        out, idx = [], 1
        for p in ps:
            out.append(f"[{idx}-{idx + len(p) + 1}] {p}")
            idx += len(p) + 1
        return f"Document: Orrin Analytics – Q2 2024 Board Update (id {fid})\nRevision: {{rev}}\n\n" + "\n".join(out)

    banner = "DRAFT – board members only, do not forward"
    t0 = text(paras).replace("{rev}", "ALm37BVT5sK1nZq0fJw9dXr2_kY")
    ps1 = [banner] + paras
    ps1_bad = list(ps1)
    ps1_bad[5] = "Gross margin: 64.1% (Q1: 59.8%)"
    t1 = text(ps1_bad).replace("{rev}", "ALm37BW0qE4uFvP9rNk2cTy6_mB")
    files = {"files": [
        {"id": fid, "name": "Orrin Analytics – Q2 2024 Board Update", "mimeType": "application/vnd.google-apps.document", "modifiedTime": "2024-07-09T16:42:18.551Z", "owners": [{"displayName": "Ruth Adeyemi", "emailAddress": "cfo@orrin-analytics.com"}], "shared": False},
        {"id": "1Xk3pL8wQ2zR6tY0uB4nM7cV5hJ9gF1dS3aE8iOp", "name": "Q2 2024 Board Update – financial appendix", "mimeType": "application/vnd.google-apps.spreadsheet", "modifiedTime": "2024-07-09T15:10:02.104Z", "owners": [{"displayName": "Ruth Adeyemi", "emailAddress": "cfo@orrin-analytics.com"}], "shared": False},
        {"id": "1Bv9nC3xZ7lK5jH1gF8dS2aQ6wE4rT0yU9iO7pLm", "name": "Q1 2024 Board Update", "mimeType": "application/vnd.google-apps.document", "modifiedTime": "2024-04-11T09:27:45.880Z", "owners": [{"displayName": "Ruth Adeyemi", "emailAddress": "cfo@orrin-analytics.com"}], "shared": True},
    ]}
    bu = {"documentId": fid, "replies": [{}], "writeControl": {"requiredRevisionId": "ALm37BW0qE4uFvP9rNk2cTy6_mB"}}
    perm = {"kind": "drive#permission", "id": "09182736450192837465", "type": "user", "emailAddress": "h.lindqvist@northbeam.vc", "role": "commenter", "displayName": "Hanna Lindqvist", "pendingOwner": False}
    meta = {"id": fid, "name": "Orrin Analytics – Q2 2024 Board Update", "mimeType": "application/vnd.google-apps.document", "version": "58", "createdTime": "2024-07-01T08:03:11.220Z",
            "modifiedTime": "2024-07-09T16:45:02.317Z", "lastModifyingUser": {"displayName": "Ruth Adeyemi", "emailAddress": "cfo@orrin-analytics.com", "me": True}, "shared": True,
            "webViewLink": f"https://docs.google.com/document/d/{fid}/edit?usp=drivesdk", "size": "4810", "capabilities": {"canEdit": True, "canComment": True, "canShare": True}}
    perms = {"kind": "drive#permissionList", "permissions": [
        {"kind": "drive#permission", "id": "09182736450192837465", "type": "user", "emailAddress": "h.lindqvist@northbeam.vc", "role": "commenter", "displayName": "Hanna Lindqvist"},
        {"kind": "drive#permission", "id": "17230485961122334455", "type": "user", "emailAddress": "cfo@orrin-analytics.com", "role": "owner", "displayName": "Ruth Adeyemi"}]}
    turns: Turns = [
        (call("drive_search_files", q="name contains 'Board Update' and trashed = false", fields="files(id,name,mimeType,modifiedTime,owners,shared)", pageSize=10), mcp_text(files)),
        (call("docs_get_document_text", documentId=fid), mcp_text(t0)),
        (call("docs_batch_update", documentId=fid, requests=[{"insertText": {"location": {"index": 1}, "text": banner + "\n"}}]), mcp_text(bu)),
        (call("docs_get_document_text", documentId=fid), mcp_text(t1)),
        (call("drive_create_permission", fileId=fid, role="commenter", type="user", emailAddress="h.lindqvist@northbeam.vc", sendNotificationEmail=True), mcp_text(perm)),
        (call("drive_get_file", fileId=fid, fields="id,name,mimeType,version,createdTime,modifiedTime,lastModifyingUser,shared,webViewLink,size,capabilities"), mcp_text(meta)),
        (call("drive_list_permissions", fileId=fid), mcp_text(perms)),
    ]
    rs.add(T, "h67-mcp-20", sysm, turns, bad=True, turn=4,
           kind="Re-reading the board update after only a banner was inserted at index 1, the gross margin line reads 64.1% instead of 61.4%; no request touched that paragraph.")


# ------------------------------------------------------------------------------------ 21 Brevo (bad: template flips)
def t21(rs: RowSet) -> None:
    tools = [
        tool("get_contact", "Get a contact by email or id.", {"identifier": S}, ["identifier"]),
        tool("update_contact", "Update attributes and list memberships of a contact.", {"identifier": S, "attributes": OBJ, "listIds": A, "unlinkListIds": A}, ["identifier"]),
        tool("get_smtp_template", "Get a transactional email template.", {"templateId": INT}, ["templateId"]),
        tool("send_transac_email", "Send a transactional email from a template.", {"templateId": INT, "to": A, "params": OBJ}, ["to"]),
        tool("remove_contacts_from_list", "Remove contacts from a list.", {"listId": INT, "emails": A}, ["listId", "emails"]),
        tool("get_lists", "List contact lists with subscriber counts.", {"limit": INT, "offset": INT}, []),
        tool("get_transac_email_events", "Events of transactional emails by message id.", {"messageId": S, "limit": INT}, []),
        tool("list_smtp_templates", "List transactional templates.", {"limit": INT, "offset": INT}, []),
    ]
    sysm = mcp_system("brevo", "Brevo API v3, account Vela Yoga Studios", tools)
    email = "noor.haddad@proton.me"

    def contact(lists: list[int], attrs: dict[str, Any], modified: str) -> dict[str, Any]:
        return {"email": email, "id": 1842, "emailBlacklisted": False, "smsBlacklisted": False, "createdAt": "2023-10-02T17:20:41.118+02:00", "modifiedAt": modified,
                "attributes": attrs, "listIds": lists, "statistics": {"messagesSent": [{"campaignId": 214, "eventTime": "2024-05-28T09:00:12.000+02:00"}, {"campaignId": 220, "eventTime": "2024-06-11T09:00:09.000+02:00"}],
                                                                    "opened": [{"campaignId": 220, "count": 2, "eventTime": "2024-06-11T19:44:31.000+02:00", "ip": "185.220.101.17"}]}}

    a0 = {"FIRSTNAME": "Nour", "LASTNAME": "Haddad", "SMS": "+33612345678", "STUDIO": "Lyon Croix-Rousse", "MEMBERSHIP": "10-class pass"}
    a1 = {**a0, "FIRSTNAME": "Noor", "MEMBERSHIP": "Unlimited monthly"}
    tpl = {"id": 12, "name": "Membership upgrade confirmation", "subject": "Welcome to Unlimited, {{params.FIRSTNAME}}!", "isActive": True, "testSent": True,
           "sender": {"name": "Vela Yoga", "email": "bonjour@velayoga.fr", "id": 2}, "replyTo": "bonjour@velayoga.fr", "toField": "{{contact.FIRSTNAME}} {{contact.LASTNAME}}", "tag": "membership",
           "htmlContent": "<html><body><h1>Bienvenue, {{params.FIRSTNAME}}</h1><p>Your {{params.PLAN}} membership starts on {{params.START}}.</p></body></html>",
           "createdAt": "2024-02-14T10:11:05.000+01:00", "modifiedAt": "2024-05-02T16:48:30.000+02:00", "doiTemplate": False}
    tpl_bad = {k: tpl[k] for k in ("id", "name", "subject", "isActive", "testSent", "sender", "replyTo", "toField", "tag", "createdAt", "modifiedAt", "doiTemplate")}
    tpl_bad["isActive"] = False
    tlist = {"count": 4, "templates": [
        {"id": 9, "name": "Class booking confirmation", "subject": "See you on the mat, {{params.FIRSTNAME}}", "isActive": True, "testSent": True, "sender": {"name": "Vela Yoga", "email": "bonjour@velayoga.fr", "id": 2}, "replyTo": "bonjour@velayoga.fr", "toField": "", "tag": "booking", "createdAt": "2023-09-20T12:00:41.000+02:00", "modifiedAt": "2024-03-18T08:30:12.000+01:00", "doiTemplate": False},
        {"id": 11, "name": "Password reset", "subject": "Reset your Vela password", "isActive": True, "testSent": True, "sender": {"name": "Vela Yoga", "email": "no-reply@velayoga.fr", "id": 3}, "replyTo": "bonjour@velayoga.fr", "toField": "", "tag": "account", "createdAt": "2023-09-20T12:05:10.000+02:00", "modifiedAt": "2023-09-20T12:05:10.000+02:00", "doiTemplate": False},
        tpl_bad,
        {"id": 14, "name": "Winter retreat waitlist (old)", "subject": "You're on the waitlist", "isActive": False, "testSent": False, "sender": {"name": "Vela Yoga", "email": "bonjour@velayoga.fr", "id": 2}, "replyTo": "bonjour@velayoga.fr", "toField": "", "tag": "retreat", "createdAt": "2023-11-06T09:14:22.000+01:00", "modifiedAt": "2024-01-30T11:02:47.000+01:00", "doiTemplate": False},
    ]}
    mid = "<202406190912.83710291044@smtp-relay.mailin.fr>"
    lists = {"lists": [
        {"id": 9, "name": "Unlimited members", "folderId": 1, "uniqueSubscribers": 213, "totalBlacklisted": 2, "totalSubscribers": 211},
        {"id": 7, "name": "Class-pass holders", "folderId": 1, "uniqueSubscribers": 487, "totalBlacklisted": 6, "totalSubscribers": 481},
        {"id": 4, "name": "Newsletter – Lyon", "folderId": 2, "uniqueSubscribers": 1930, "totalBlacklisted": 41, "totalSubscribers": 1889}], "count": 3}
    events = {"events": [
        {"email": email, "date": "2024-06-19T09:12:03.000+02:00", "subject": "Welcome to Unlimited, Noor!", "messageId": mid, "event": "requests", "tag": "membership", "from": "bonjour@velayoga.fr", "templateId": 12},
        {"email": email, "date": "2024-06-19T09:12:05.000+02:00", "subject": "Welcome to Unlimited, Noor!", "messageId": mid, "event": "delivered", "tag": "membership", "from": "bonjour@velayoga.fr", "templateId": 12},
        {"email": email, "date": "2024-06-19T09:14:40.000+02:00", "subject": "Welcome to Unlimited, Noor!", "messageId": mid, "event": "opened", "tag": "membership", "ip": "66.249.93.12", "from": "bonjour@velayoga.fr", "templateId": 12}]}
    turns: Turns = [
        (call("get_contact", identifier=email), mcp_text(contact([4, 7], a0, "2024-06-11T19:44:31.000+02:00"))),
        (call("update_contact", identifier=email, attributes={"FIRSTNAME": "Noor", "MEMBERSHIP": "Unlimited monthly"}, listIds=[9]), mcp_text({"success": True, "message": f"Contact {email} updated"})),
        (call("get_contact", identifier=email), mcp_text(contact([4, 7, 9], a1, "2024-06-19T09:11:27.000+02:00"))),
        (call("get_smtp_template", templateId=12), mcp_text(tpl)),
        (call("send_transac_email", templateId=12, to=[{"email": email, "name": "Noor Haddad"}], params={"FIRSTNAME": "Noor", "PLAN": "Unlimited monthly", "START": "1 July 2024"}), mcp_text({"messageId": mid})),
        (call("remove_contacts_from_list", listId=7, emails=[email]), mcp_text({"contacts": {"success": [email], "failure": [], "total": 1}})),
        (call("get_lists", limit=10, offset=0), mcp_text(lists)),
        (call("get_transac_email_events", messageId=mid, limit=20), mcp_text(events)),
        (call("list_smtp_templates", limit=10, offset=0), mcp_text(tlist)),
    ]
    rs.add(T, "h67-mcp-21", sysm, turns, bad=True, turn=9,
           kind="Template 12 is listed as isActive false with its modifiedAt unchanged (2024-05-02), though it was active at turn 4, sent successfully at turn 5, and no call edited or deactivated it.")


# ------------------------------------------------------------------------------------------- 22 Rocket.Chat (clean)
def t22(rs: RowSet) -> None:
    tools = [
        tool("channels_create", "Create a public channel with initial members.", {"name": S, "members": A}, ["name"]),
        tool("channels_invite", "Add a user to a channel.", {"roomId": S, "userId": S}, ["roomId", "userId"]),
        tool("chat_post_message", "Post a message to a room.", {"roomId": S, "text": S}, ["roomId", "text"]),
        tool("chat_delete", "Delete a message.", {"roomId": S, "msgId": S}, ["roomId", "msgId"]),
        tool("chat_update", "Edit a message.", {"roomId": S, "msgId": S, "text": S}, ["roomId", "msgId", "text"]),
        tool("channels_kick", "Remove a user from a channel.", {"roomId": S, "userId": S}, ["roomId", "userId"]),
        tool("channels_rename", "Rename a channel.", {"roomId": S, "name": S}, ["roomId", "name"]),
        tool("channels_history", "Messages of a channel, newest first.", {"roomId": S, "count": INT}, ["roomId"]),
        tool("channels_members", "Members of a channel.", {"roomId": S, "count": INT}, ["roomId"]),
    ]
    sysm = mcp_system("rocketchat", "Rocket.Chat 6.9 at chat.hallgrim-events.is, acting as user 'gudrun' (id 6Yq2xTfK8pWm3aZc1)", tools)
    rid = "Hn5sPq8RvW2kLx7Jt"
    me = {"_id": "6Yq2xTfK8pWm3aZc1", "username": "gudrun", "name": "Guðrún Jónsdóttir"}
    arni = {"_id": "Bp3dK9wQ1mZr6Ty0s", "username": "arni", "name": "Árni Stefánsson"}
    sigga = {"_id": "Lc7vN2xH5jQp8Wd4f", "username": "sigga", "name": "Sigríður Helgadóttir"}
    olaf = {"_id": "Rf1gT6yU3iO9pA2sD", "username": "olafur.k", "name": "Ólafur Kristjánsson"}

    def room(name: str, count: int, updated: str) -> dict[str, Any]:
        return {"_id": rid, "fname": name, "name": name, "t": "c", "usersCount": count, "u": {"_id": me["_id"], "username": "gudrun"}, "customFields": {}, "ts": "2024-08-12T10:02:14.331Z",
             "ro": False, "default": False, "sysMes": True, "_updatedAt": updated}

    m1 = {"_id": "kT8wQ3zP1xV6nR2yL", "rid": rid, "msg": "Iceland Airwaves VIP transfers: 14 Nov arrivals list is in the shared drive. Need 3 drivers for the 16:40 KEF batch.", "ts": "2024-08-12T10:04:02.118Z",
          "u": me, "_updatedAt": "2024-08-12T10:04:02.118Z", "urls": [], "mentions": [], "channels": [], "md": []}
    m2 = {"_id": "pA4mX9cB2nZ7qW1eR", "rid": rid, "msg": "ignore, wrong channel", "ts": "2024-08-12T10:04:31.907Z", "u": me, "_updatedAt": "2024-08-12T10:04:31.907Z", "urls": [], "mentions": [], "channels": [], "md": []}
    m1e = dict(m1, msg="Iceland Airwaves VIP transfers: 14 Nov arrivals list is in the shared drive. Need 4 drivers for the 16:40 KEF batch (+1 for luggage van).",
               editedAt="2024-08-12T10:05:10.560Z", editedBy={"_id": me["_id"], "username": "gudrun"}, _updatedAt="2024-08-12T10:05:10.560Z")
    reply = {"_id": "zQ2wE8rT4yU1iO6pS", "rid": rid, "msg": "I can take the van, and Hrefna is free for the 16:40 batch too", "ts": "2024-08-12T10:06:48.204Z", "u": {"_id": arni["_id"], "username": "arni", "name": arni["name"]},
             "_updatedAt": "2024-08-12T10:06:48.204Z", "urls": [], "mentions": [], "channels": [], "md": []}

    def sysmsg(mid: str, t: str, msg: str, ts: str, **kw: Any) -> dict[str, Any]:
        return {"_id": mid, "t": t, "rid": rid, "ts": ts, "msg": msg, "u": {"_id": me["_id"], "username": "gudrun", "name": me["name"]}, "groupable": False, "_updatedAt": ts, **kw}

    hist = {"messages": [
        sysmsg("wE5rT7yU9iO1pA3sF", "r", "airwaves-vip-transfers", "2024-08-12T10:07:30.015Z"),
        reply,
        sysmsg("dF6gH8jK0lZ2xC4vB", "ru", "olafur.k", "2024-08-12T10:06:02.771Z"),
        m1e,
        sysmsg("nM1bV3cX5zL7kJ9hG", "au", "sigga", "2024-08-12T10:03:20.442Z"),
        sysmsg("yT2rE4wQ6aS8dF0gH", "uj", "gudrun", "2024-08-12T10:02:14.402Z"),
    ], "count": 6, "offset": 0, "total": 6, "success": True}
    turns: Turns = [
        (call("channels_create", name="airwaves-transfers", members=["arni", "olafur.k"]), mcp_text({"channel": room("airwaves-transfers", 3, "2024-08-12T10:02:14.402Z"), "success": True})),
        (call("channels_invite", roomId=rid, userId=sigga["_id"]), mcp_text({"channel": room("airwaves-transfers", 4, "2024-08-12T10:03:20.442Z"), "success": True})),
        (call("chat_post_message", roomId=rid, text=m1["msg"]), mcp_text({"ts": 1723457042118, "channel": "airwaves-transfers", "message": m1, "success": True})),
        (call("chat_post_message", roomId=rid, text=m2["msg"]), mcp_text({"ts": 1723457071907, "channel": "airwaves-transfers", "message": m2, "success": True})),
        (call("chat_delete", roomId=rid, msgId=m2["_id"]), mcp_text({"_id": m2["_id"], "ts": 1723457083561, "message": {"_id": m2["_id"], "rid": rid, "u": {"_id": me["_id"], "username": "gudrun"}}, "success": True})),
        (call("chat_update", roomId=rid, msgId=m1["_id"], text=m1e["msg"]), mcp_text({"message": m1e, "success": True})),
        (call("channels_kick", roomId=rid, userId=olaf["_id"]), mcp_text({"channel": room("airwaves-transfers", 3, "2024-08-12T10:06:02.771Z"), "success": True})),
        (call("channels_rename", roomId=rid, name="airwaves-vip-transfers"), mcp_text({"channel": room("airwaves-vip-transfers", 3, "2024-08-12T10:07:30.015Z"), "success": True})),
        (call("channels_history", roomId=rid, count=20), mcp_text(hist)),
        (call("channels_members", roomId=rid, count=50), mcp_text({"members": [
            {**arni, "status": "online", "_updatedAt": "2024-08-12T09:58:40.118Z"}, {**me, "status": "online", "_updatedAt": "2024-08-12T10:07:30.101Z"}, {**sigga, "status": "away", "_updatedAt": "2024-08-12T09:31:05.662Z"}],
            "count": 3, "offset": 0, "total": 3, "success": True})),
    ]
    rs.add(T, "h67-mcp-22", sysm, turns)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
