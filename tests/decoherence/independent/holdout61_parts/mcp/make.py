# ruff: noqa: E501
"""Held-out set h61, domain mcp: 22 MCP-server trajectories written blind.

Each trajectory drives one server (Slack, Discord, Teams, Google Calendar, Gmail, Drive/Docs, Outlook,
Dropbox, Trello, Box, Airtable, Notion, Asana, Monday, ClickUp, Salesforce, Zendesk, Intercom, HubSpot,
Mailchimp, Twilio, Pipedrive). Eleven hold exactly one contradiction (a detail of something shown earlier
that comes back different with nothing in between that could change it); eleven are clean but full of
legitimate changes (edits, moves, renames, deletions, live counters, other views of the same thing).
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from urllib.parse import quote

from tests.decoherence.independent.rowkit2 import B, INT, OBJ, S, RowSet, call, mcp_text, pj, tool

SYS_HEAD = """# Role and Objective

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

State transitions occur based on tool call effects:

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Utility/Meta Tools | Performs internal logic, logging, or control flow without external side effects |
| Stateless Tools | Returns computed results without side effects |

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters) across turns. Ensure causal coherence, state persistence, appropriate errors and type consistency.

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

Simulate realistic, technology-specific errors (pydantic validation errors for bad arguments, `404 Not Found`, `403 Forbidden`, `status: error\\nmessage: ...`, timeouts), in the format of the tool's implementation.

---

# Input Definitions & Action Space

You can simulate the following tools:

"""

SYS_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance; text vs JSON; CSV vs JSON).
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings.
3. **Realistic Details**: Include plausible values for resource identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.

Reply with the tool's response after **Environment Observation:**."""


def sysp(tools: list[dict[str, Any]]) -> str:
    return SYS_HEAD + json.dumps(tools, indent=2, ensure_ascii=False) + SYS_TAIL


def epoch(iso: str) -> int:
    return int(datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc).timestamp())


def ms(iso: str) -> int:
    return epoch(iso) * 1000


def md5(s: str) -> str:
    return hashlib.md5(s.lower().encode()).hexdigest()


def arr(**kw: Any) -> dict[str, Any]:
    return {"type": "array", **kw}


# --------------------------------------------------------------------------------------------------
# 01 Slack (clean): invite, kick, rename, post, react, history, list again
# --------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels in the workspace (conversations.list).", {"limit": INT, "cursor": S, "exclude_archived": B}, []),
        tool("slack_get_channel_members", "Get the user IDs of a channel's members (conversations.members).", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_invite_to_channel", "Invite users to a channel (conversations.invite).", {"channel_id": S, "users": S}, ["channel_id", "users"]),
        tool("slack_kick_from_channel", "Remove a user from a channel (conversations.kick).", {"channel_id": S, "user": S}, ["channel_id", "user"]),
        tool("slack_rename_channel", "Rename a channel (conversations.rename).", {"channel_id": S, "name": S}, ["channel_id", "name"]),
        tool("slack_post_message", "Post a message to a channel (chat.postMessage).", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction to a message (reactions.add).", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_channel_history", "Fetch recent messages of a channel, newest first (conversations.history).", {"channel_id": S, "limit": INT}, ["channel_id"]),
    ]
    cid = "C06A1LMN8QF"
    created = epoch("2024-01-09T16:22:31Z")
    topic = {"value": "Primary/secondary rotation for release engineering. Pages go to PagerDuty REL-ENG.", "creator": "U02JX8B3M1K", "last_set": epoch("2024-03-04T10:12:09Z")}
    purpose = {"value": "Weekly on-call handoffs, swaps and escalations for rel-eng.", "creator": "U02JX8B3M1K", "last_set": created}

    def chan(name: str, n: int, prev: list[str] | None = None) -> dict[str, Any]:
        c = {"id": cid, "name": name, "is_channel": True, "is_group": False, "is_im": False, "created": created,
             "is_archived": False, "is_general": False, "unlinked": 0, "name_normalized": name, "is_shared": False,
             "is_org_shared": False, "is_member": True, "is_private": False, "creator": "U02JX8B3M1K",
             "topic": topic, "purpose": purpose, "num_members": n}
        if prev is not None:
            c["previous_names"] = prev
        return c

    def listing(general: int, renamed: bool, extra: bool) -> dict[str, Any]:
        rows = [
            {"id": "C02H7KQ1N3V", "name": "general", "is_general": True, "created": epoch("2021-09-14T08:00:12Z"), "num_members": general, "topic": {"value": "Company-wide announcements"}},
            {"id": "C02H7KQ1P8M", "name": "random", "is_general": False, "created": epoch("2021-09-14T08:00:12Z"), "num_members": 398, "topic": {"value": "Non-work banter and pets"}},
            {"id": "C05R8TB2L4D", "name": "eng-platform", "is_general": False, "created": epoch("2023-08-21T13:40:55Z"), "num_members": 57, "topic": {"value": "Platform team: k8s, CI, build infra"}},
            {"id": cid, "name": "rel-eng-oncall-q3" if renamed else "rel-eng-oncall", "is_general": False, "created": created, "num_members": 6, "topic": {"value": topic["value"]}},
            {"id": "C06PZ3D9X2K", "name": "incident-2024-07-29", "is_general": False, "created": epoch("2024-07-29T21:07:44Z"), "num_members": 14, "topic": {"value": "SEV2: artifact store 5xx — resolved"}},
        ]
        if extra:
            rows.append({"id": "C07E2M4QH9B", "name": "incident-2024-07-31", "is_general": False, "created": epoch("2024-07-31T14:01:18Z"), "num_members": 9, "topic": {"value": "SEV3: nightly build queue backlog"}})
        for r in rows:
            r.update({"is_channel": True, "is_archived": False, "is_private": False, "is_member": r["id"] != "C02H7KQ1P8M"})
        return {"ok": True, "channels": rows, "response_metadata": {"next_cursor": ""}}

    members = ["U02JX8B3M1K", "U03D4KL9PQ2", "U03F7HZ2WQ8", "U04A2N6YV1C", "U04QK8T3EJ5", "U05KQ2B8W1R"]
    post_ts = f"{epoch('2024-07-31T13:55:05Z')}.339129"
    text = "On-call rotation for Aug 5–11: primary <@U06C9P1RZ7D>, secondary <@U04QK8T3EJ5>. Handoff notes: https://wiki.northwind.io/rel-eng/oncall/2024-w32"
    history = {"ok": True, "messages": [
        {"type": "message", "user": "U04QK8T3EJ5", "text": "ack :+1: I'll swap Thursday with Sophie if she needs the evening off", "ts": f"{epoch('2024-07-31T14:02:47Z')}.118402", "team": "T05K2H9QZ7M", "client_msg_id": "8f0c5e1a-2b7d-4c11-9a3e-6d0e4b2f71c9"},
        {"type": "message", "user": "U05KQ2B8W1R", "bot_id": "B05KQ2B7Z9T", "app_id": "A05KQ1ZL3MB", "text": text, "ts": post_ts, "team": "T05K2H9QZ7M", "reactions": [{"name": "white_check_mark", "users": ["U05KQ2B8W1R"], "count": 1}]},
        {"type": "message", "subtype": "channel_name", "user": "U05KQ2B8W1R", "text": "has renamed the channel from \"rel-eng-oncall\" to \"rel-eng-oncall-q3\"", "old_name": "rel-eng-oncall", "name": "rel-eng-oncall-q3", "ts": f"{epoch('2024-07-31T13:53:40Z')}.004700"},
        {"type": "message", "subtype": "channel_join", "user": "U06C9P1RZ7D", "text": "<@U06C9P1RZ7D> has joined the channel", "inviter": "U05KQ2B8W1R", "ts": f"{epoch('2024-07-31T13:51:12Z')}.001900"},
    ], "has_more": True, "pin_count": 2, "channel_actions_ts": None, "channel_actions_count": 0,
        "response_metadata": {"next_cursor": "bmV4dF90czoxNzIyNDMzMDcyMDAxOTAw"}}
    turns = [
        (call("slack_list_channels", limit=5, exclude_archived=True), pj(listing(412, False, False))),
        (call("slack_get_channel_members", channel_id=cid, limit=100), pj({"ok": True, "members": members, "response_metadata": {"next_cursor": ""}})),
        (call("slack_kick_from_channel", channel_id=cid, user="U03F7HZ2WQ8"), pj({"ok": True, "errors": {}})),
        (call("slack_invite_to_channel", channel_id=cid, users="U06C9P1RZ7D"), pj({"ok": True, "channel": chan("rel-eng-oncall", 6)})),
        (call("slack_rename_channel", channel_id=cid, name="rel-eng-oncall-q3"), pj({"ok": True, "channel": chan("rel-eng-oncall-q3", 6, ["rel-eng-oncall"])})),
        (call("slack_post_message", channel_id=cid, text=text), pj({"ok": True, "channel": cid, "ts": post_ts, "message": {"bot_id": "B05KQ2B7Z9T", "type": "message", "text": text, "user": "U05KQ2B8W1R", "ts": post_ts, "app_id": "A05KQ1ZL3MB", "team": "T05K2H9QZ7M", "bot_profile": {"id": "B05KQ2B7Z9T", "name": "oncall-bot", "deleted": False, "team_id": "T05K2H9QZ7M"}}})),
        (call("slack_add_reaction", channel_id=cid, timestamp=post_ts, reaction="white_check_mark"), pj({"ok": True})),
        (call("slack_get_channel_history", channel_id=cid, limit=4), pj(history)),
        (call("slack_list_channels", limit=10, exclude_archived=True), pj(listing(413, True, True))),
    ]
    rs.add("mcp", "h61-mcp-01", sysp(tools), turns,
           state="MCP server `slack` connected to workspace Northwind Robotics (team T05K2H9QZ7M) as bot user oncall-bot (U05KQ2B8W1R). No prior tool calls in this session.")


# --------------------------------------------------------------------------------------------------
# 02 Discord (bad, turn 5): a member removed from the Moderator role is listed again
# --------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    tools = [
        tool("discord_get_guild", "Get a guild's summary: owner, member count, roles and channel counts.", {"guild_id": S}, ["guild_id"]),
        tool("discord_list_role_members", "List the members that hold a role.", {"guild_id": S, "role_id": S}, ["guild_id", "role_id"]),
        tool("discord_remove_role", "Remove a role from a guild member.", {"guild_id": S, "user_id": S, "role_id": S, "reason": S}, ["guild_id", "user_id", "role_id"]),
        tool("discord_add_role", "Add a role to a guild member.", {"guild_id": S, "user_id": S, "role_id": S, "reason": S}, ["guild_id", "user_id", "role_id"]),
        tool("discord_send_message", "Send a message to a text channel.", {"channel_id": S, "content": S}, ["channel_id", "content"]),
        tool("discord_list_channels", "List a guild's channels, optionally only those under one category.", {"guild_id": S, "category_id": S}, ["guild_id"]),
        tool("discord_get_member", "Get one guild member with nickname, roles and join date.", {"guild_id": S, "user_id": S}, ["guild_id", "user_id"]),
    ]
    g, mod = "1098437712094578830", "1104662938120450118"
    people = {
        "borealis": ("291845517307412480", "Bo", "2023-04-21"),
        "fenwick.m": ("188204773961990144", "Fen (owner)", "2023-04-20"),
        "kestrel_dev": ("402918375520641024", "Kes", "2023-04-22"),
        "mirabel_ops": ("1011843329270345809", "Mira", "2023-06-02"),
        "oakheart": ("912377260058591232", "—", "2023-05-21"),
        "quillon": ("865002147339206717", "Quill", "2023-04-25"),
        "tamsin.r": ("547031986620547093", "Tam", "2023-05-03"),
        "yumi_sato": ("733190457702154270", "Yumi", "2023-04-23"),
    }

    def role_list(names: list[str]) -> str:
        lines = [f"Members with role Moderator ({mod}) in Halcyon Modding Collective: {len(names)}"]
        for n in names:
            uid, nick, joined = people[n]
            lines.append(f"- {n} ({uid}) · nick: {nick} · joined server {joined}")
        return "\n".join(lines)

    guild = """Guild: Halcyon Modding Collective (1098437712094578830)
Owner: fenwick.m (188204773961990144)
Created: 2023-04-20 02:39:18 UTC
Members: 2,841 (approx. 612 online)
Boost tier: 2 (11 boosts)
Verification level: MEDIUM · Explicit content filter: ALL_MEMBERS
Roles (6):
  - Admin (1098441203388260372) · position 5 · color #E74C3C · 3 members
  - Moderator (1104662938120450118) · position 4 · color #3498DB · 7 members
  - Helper (1104663172552687646) · position 3 · color #2ECC71 · 19 members
  - Contributor (1121894470067208243) · position 2 · color #F1C40F · 142 members
  - Server Booster (1122003318412664884) · position 1 · color #F47FFF · 9 members
  - @everyone (1098437712094578830) · position 0
Channels: 38 (27 text, 6 voice, 5 categories)
System channel: #welcome (1098437712631451690) · Rules channel: #rules (1098439021573066813)"""
    before = ["borealis", "fenwick.m", "kestrel_dev", "oakheart", "quillon", "tamsin.r", "yumi_sato"]
    bad_list = ["borealis", "fenwick.m", "kestrel_dev", "mirabel_ops", "oakheart", "quillon", "tamsin.r", "yumi_sato"]
    msg = "Role change: kestrel_dev stepped down from Moderator (now Helper only); mirabel_ops joins the Moderator team. Welcome Mira!"
    channels = """Channels in category Moderation (1104669874122342400), 5:
  #mod-chat      (1104670012934529024) · text  · position 0 · private (Moderator, Admin) · slowmode off
  #mod-log       (1104670012934529084) · text  · position 1 · private (Moderator, Admin) · last message 2024-08-03 09:12 UTC
  #reports       (1104670219311063110) · text  · position 2 · private (Moderator, Admin, Helper) · 3 open threads
  #appeals       (1131227580334112858) · forum · position 3 · private (Moderator, Admin) · 17 posts
  Mod Voice      (1104670381806788709) · voice · position 4 · bitrate 64kbps · user limit 10"""
    member = """Member: mirabel_ops (1011843329270345809)
Display name: Mira
Account created: 2022-08-24 03:44:08 UTC
Joined server: 2023-06-02 21:48:03 UTC
Roles (3): Moderator (1104662938120450118), Helper (1104663172552687646), Contributor (1121894470067208243)
Highest role: Moderator · position 4
Pending: false · Timed out: no · Boosting: no"""
    turns = [
        (call("discord_get_guild", guild_id=g), mcp_text(guild)),
        (call("discord_list_role_members", guild_id=g, role_id=mod), mcp_text(role_list(before))),
        (call("discord_remove_role", guild_id=g, user_id="402918375520641024", role_id=mod, reason="Stepping down from moderation, keeps Helper"),
         mcp_text("Removed role Moderator (1104662938120450118) from kestrel_dev (402918375520641024). Audit log reason: Stepping down from moderation, keeps Helper")),
        (call("discord_add_role", guild_id=g, user_id="1011843329270345809", role_id=mod, reason="Promoted after 2024-08 mod vote"),
         mcp_text("Added role Moderator (1104662938120450118) to mirabel_ops (1011843329270345809). Audit log reason: Promoted after 2024-08 mod vote")),
        (call("discord_list_role_members", guild_id=g, role_id=mod), mcp_text(role_list(bad_list))),
        (call("discord_send_message", channel_id="1104670012934529084", content=msg),
         mcp_text("Message sent to #mod-log (1104670012934529084).\nMessage ID: 1269221336502121533\nTimestamp: 2024-08-03T09:12:27.614000+00:00")),
        (call("discord_list_channels", guild_id=g, category_id="1104669874122342400"), mcp_text(channels)),
        (call("discord_get_member", guild_id=g, user_id="1011843329270345809"), mcp_text(member)),
    ]
    rs.add("mcp", "h61-mcp-02", sysp(tools), turns,
           state="MCP server `discord` connected as bot HalcyonHelper#0412 (1104676250271924315) with Manage Roles permission in guild 1098437712094578830.",
           bad=True, turn=5, kind="kestrel_dev, removed from the Moderator role at turn 3, is listed among the role's members again at turn 5 (8 instead of 7) with no re-add in between.")


# --------------------------------------------------------------------------------------------------
# 03 Microsoft Teams (bad, turn 4): a renamed channel is listed under its old name
# --------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    tools = [
        tool("teams_list_channels", "List the channels of a team (GET /teams/{id}/channels).", {"team_id": S}, ["team_id"]),
        tool("teams_update_channel", "Update a channel's displayName or description, then return the channel.", {"team_id": S, "channel_id": S, "displayName": S, "description": S}, ["team_id", "channel_id"]),
        tool("teams_get_channel", "Get one channel.", {"team_id": S, "channel_id": S}, ["team_id", "channel_id"]),
        tool("teams_send_channel_message", "Post a message to a channel.", {"team_id": S, "channel_id": S, "content": S, "contentType": S}, ["team_id", "channel_id", "content"]),
        tool("teams_list_channel_members", "List members of a private or shared channel.", {"team_id": S, "channel_id": S}, ["team_id", "channel_id"]),
        tool("teams_add_channel_member", "Add a user to a private channel.", {"team_id": S, "channel_id": S, "user_id": S, "roles": arr(items=S)}, ["team_id", "channel_id", "user_id"]),
    ]
    team = "b7d3c2e1-4f8a-4a6b-9c1d-2e5f7a9b0c34"
    tenant = "3e1f0c8a-55d2-4b7e-a9c4-71d0b2e6f845"
    q3 = "19:a81c4e27b0d94f3a8e6c1d52f7b90a3e@thread.tacv2"
    vend = "19:0d6e5b3f92a14c7d8b1e4a6c3f2d9e58@thread.tacv2"
    new_name = "Q3 Launch – Archive Prep"
    new_desc = "Closing out the Q3 carrier portal launch; archive after Oct 15"

    def ch(cid: str, name: str, desc: str | None, created: str, mtype: str = "standard", email: str = "") -> dict[str, Any]:
        return {"id": cid, "createdDateTime": created, "displayName": name, "description": desc, "isFavoriteByDefault": None,
                "email": email, "tenantId": tenant, "webUrl": f"https://teams.microsoft.com/l/channel/{cid.replace(':', '%3a').replace('@', '%40')}/{quote(name)}?groupId={team}&tenantId={tenant}",
                "membershipType": mtype}

    def listing(q3name: str, q3desc: str) -> dict[str, Any]:
        return {"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels", "@odata.count": 5, "value": [
            ch("19:4f2b8c1d9e0a4b7c8d3e6f1a2b5c9d0e@thread.tacv2", "General", "Atlas Freight operations team", "2022-02-07T15:31:08.412Z", email="AtlasFreightOps@atlasfreight.onmicrosoft.com"),
            ch(q3, q3name, q3desc, "2024-05-13T09:02:44.907Z"),
            ch(vend, "Vendor Escalations", "Escalations with carriers and 3PL partners (restricted)", "2023-01-19T12:48:20.118Z", "private"),
            ch("19:c3b8a71e06f24d95a2e87c41d0b6f3a9@thread.tacv2", "Dispatch – EMEA", "Daily dispatch board for Rotterdam and Hamburg hubs", "2022-03-01T07:55:10.003Z"),
            ch("19:7e92d4a0c15b4f8e9a3d6b27c0e1f548@thread.tacv2", "Carrier Onboarding", None, "2023-09-26T14:20:37.661Z"),
        ]}

    q3_after = {"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels/$entity", **ch(q3, new_name, new_desc, "2024-05-13T09:02:44.907Z")}
    body = "<p>Heads-up: this channel is now in archive prep. Please move open items to <b>Carrier Onboarding</b> by Oct 11. Retro notes are in the channel Files tab.</p>"
    message = {"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels('{q3}')/messages/$entity",
               "id": "1727186452931", "replyToId": None, "etag": "1727186452931", "messageType": "message",
               "createdDateTime": "2024-09-24T14:00:52.931Z", "lastModifiedDateTime": "2024-09-24T14:00:52.931Z", "lastEditedDateTime": None, "deletedDateTime": None,
               "subject": None, "summary": None, "chatId": None, "importance": "normal", "locale": "en-us",
               "webUrl": f"https://teams.microsoft.com/l/message/{q3.replace(':', '%3a').replace('@', '%40')}/1727186452931?groupId={team}&tenantId={tenant}&createdTime=1727186452931&parentMessageId=1727186452931",
               "from": {"application": None, "device": None, "user": {"@odata.type": "#microsoft.graph.teamworkUserIdentity", "id": "6a0f3d2b-8c41-4e7a-b5d9-0e2c7f1a4b63", "displayName": "Renata Quiroga", "userIdentityType": "aadUser", "tenantId": tenant}},
               "body": {"contentType": "html", "content": body}, "channelIdentity": {"teamId": team, "channelId": q3},
               "attachments": [], "mentions": [], "reactions": []}

    def mem(mid: str, uid: str, name: str, email: str, roles: list[str]) -> dict[str, Any]:
        return {"@odata.type": "#microsoft.graph.aadUserConversationMember", "id": mid, "roles": roles, "displayName": name,
                "visibleHistoryStartDateTime": "0001-01-01T00:00:00Z", "userId": uid, "email": email, "tenantId": tenant}

    members = {"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels('{vend}')/members", "@odata.count": 4, "value": [
        mem("MCMjMiMjM2UxZjBjOGEtNTVkMiMjNmEwZjNkMmI=", "6a0f3d2b-8c41-4e7a-b5d9-0e2c7f1a4b63", "Renata Quiroga", "renata.quiroga@atlasfreight.com", ["owner"]),
        mem("MCMjMiMjM2UxZjBjOGEtNTVkMiMjYjE5YzQ0ZTA=", "b19c44e0-2d7f-4a13-8e6b-5c90f1d3a7e2", "Henrik Lund", "henrik.lund@atlasfreight.com", []),
        mem("MCMjMiMjM2UxZjBjOGEtNTVkMiMjZDQ3YTFiOGM=", "d47a1b8c-93e5-4f02-a6d1-7b3e8c0f2a95", "Amara Okafor", "amara.okafor@atlasfreight.com", []),
        mem("MCMjMiMjM2UxZjBjOGEtNTVkMiMjMGUzOGY3MmQ=", "0e38f72d-6a1c-4b9e-8d05-f4c2a7b13e60", "Jun Takeda", "jun.takeda@atlasfreight.com", ["owner"]),
    ]}
    added = {"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{team}')/channels('{vend}')/members/$entity",
             **mem("MCMjMiMjM2UxZjBjOGEtNTVkMiMjNTVlMmM5YTQ=", "55e2c9a4-0b7d-4f1e-9c36-a8d4e2f0b719", "Marta Wiśniewska", "marta.wisniewska@atlasfreight.com", [])}
    turns = [
        (call("teams_list_channels", team_id=team), pj(listing("Q3 Launch", "Launch checklist and go/no-go for the Q3 carrier portal release"))),
        (call("teams_update_channel", team_id=team, channel_id=q3, displayName=new_name, description=new_desc), pj(q3_after)),
        (call("teams_send_channel_message", team_id=team, channel_id=q3, content=body, contentType="html"), pj(message)),
        (call("teams_list_channels", team_id=team), pj(listing("Q3 Launch", new_desc))),
        (call("teams_list_channel_members", team_id=team, channel_id=vend), pj(members)),
        (call("teams_add_channel_member", team_id=team, channel_id=vend, user_id="55e2c9a4-0b7d-4f1e-9c36-a8d4e2f0b719", roles=[]), pj(added)),
        (call("teams_get_channel", team_id=team, channel_id=q3), pj(q3_after)),
    ]
    rs.add("mcp", "h61-mcp-03", sysp(tools), turns,
           state=f"MCP server `ms-teams` signed in as renata.quiroga@atlasfreight.com (tenant {tenant}); team 'Atlas Freight — Ops' ({team}).",
           bad=True, turn=4, kind="The channel renamed to 'Q3 Launch – Archive Prep' at turn 2 is listed under its old name 'Q3 Launch' at turn 4 (with the new description) though nothing renamed it back.")


# --------------------------------------------------------------------------------------------------
# 04 Google Calendar (clean): create, move after a free/busy conflict, UTC view, delete an instance
# --------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    tools = [
        tool("gcal_list_calendars", "List the calendars on the user's calendar list.", {}, []),
        tool("gcal_list_events", "List events of a calendar between timeMin and timeMax (singleEvents, ordered by startTime).", {"calendarId": S, "timeMin": S, "timeMax": S, "q": S, "timeZone": S}, ["calendarId"]),
        tool("gcal_create_event", "Create an event.", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": arr(items=OBJ), "location": S, "description": S, "conferenceData": OBJ}, ["calendarId", "summary", "start", "end"]),
        tool("gcal_freebusy", "Query free/busy information for a set of calendars.", {"timeMin": S, "timeMax": S, "items": arr(items=OBJ), "timeZone": S}, ["timeMin", "timeMax", "items"]),
        tool("gcal_update_event", "Patch an event.", {"calendarId": S, "eventId": S, "start": OBJ, "end": OBJ, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("gcal_get_event", "Get one event; timeZone sets the zone used in the response.", {"calendarId": S, "eventId": S, "timeZone": S}, ["calendarId", "eventId"]),
        tool("gcal_delete_event", "Delete an event or a single instance of a recurring event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    ]
    me = "dana.whitfield@lumenhealth.io"
    tz = "America/Chicago"

    def ev(eid: str, summary: str, start: str, end: str, created: str, updated: str, etag: str, *, organizer: str = me,
           attendees: list[dict[str, Any]] | None = None, seq: int = 0, extra: dict[str, Any] | None = None, zone: str = "-05:00") -> dict[str, Any]:
        e: dict[str, Any] = {"kind": "calendar#event", "etag": f"\"{etag}\"", "id": eid, "status": "confirmed",
                             "htmlLink": f"https://www.google.com/calendar/event?eid={eid[:18]}", "created": created, "updated": updated,
                             "summary": summary, "creator": {"email": organizer}, "organizer": {"email": organizer, **({"self": True} if organizer == me else {})},
                             "start": {"dateTime": start + zone if zone != "Z" else start + "Z", "timeZone": tz}, "end": {"dateTime": end + zone if zone != "Z" else end + "Z", "timeZone": tz},
                             "iCalUID": f"{eid.split('_')[0]}@google.com", "sequence": seq, "reminders": {"useDefault": True}, "eventType": "default"}
        if attendees:
            e["attendees"] = attendees
        if extra:
            e.update(extra)
        return e

    def att(email: str, status: str, **kw: Any) -> dict[str, Any]:
        return {"email": email, "responseStatus": status, **kw}

    one = ev("7hq3m0c2v8r1t5n9b4k6j2l0p1_20240917T180000Z", "1:1 Dana / Priya", "2024-09-17T13:00:00", "2024-09-17T13:30:00", "2024-02-06T17:44:10.000Z", "2024-08-29T15:03:21.118Z", "3448721402236000",
             attendees=[att(me, "accepted", organizer=True, self=True), att("priya.natarajan@lumenhealth.io", "accepted")],
             extra={"recurringEventId": "7hq3m0c2v8r1t5n9b4k6j2l0p1", "originalStartTime": {"dateTime": "2024-09-17T13:00:00-05:00", "timeZone": tz}})
    sec = ev("3u9f2k1q7d0m5b8n4v6c2g1e7a", "Quarterly security review", "2024-09-18T10:00:00", "2024-09-18T11:30:00", "2024-08-12T14:20:55.000Z", "2024-09-03T09:11:47.502Z", "3451304147004000",
             organizer="ciso-office@lumenhealth.io", attendees=[att(me, "accepted", self=True), att("ciso-office@lumenhealth.io", "accepted", organizer=True)],
             extra={"location": "HQ 4F — Mississippi room", "guestsCanModify": False})
    lunch = ev("0b6t8r2u4s1u3i5o7p9a2s4d6f", "Lunch & learn: FHIR R5 migration", "2024-09-19T12:00:00", "2024-09-19T13:00:00", "2024-08-30T19:02:13.000Z", "2024-08-30T19:02:13.884Z", "3449939467768000",
               organizer="eng-events@lumenhealth.io", attendees=[att(me, "tentative", self=True)], extra={"location": "Zoom https://lumenhealth.zoom.us/j/86214077359"})
    sprint = ev("9m1n3b5v7c2g4e6l8k0j1h3g5f", "Sprint 38 planning", "2024-09-20T09:00:00", "2024-09-20T10:30:00", "2024-07-22T16:37:02.000Z", "2024-09-13T21:58:40.271Z", "3452094320542000",
                attendees=[att(me, "accepted", organizer=True, self=True), att("priya.natarajan@lumenhealth.io", "accepted"), att("marcus.bell@lumenhealth.io", "needsAction")])
    vid = "q4v1d8j2m6k0s9h3b7n5c1e2la"
    desc = "Agenda: SOC 2 Type II bridge letter, BAA redlines, Q4 pricing. Notes doc: https://docs.google.com/document/d/1fQw7Lr2k8ZpTn4VbX0cYd3Hs6Mu9JeAa5Kg1RiOqW2E"
    conf = {"conferenceData": {"entryPoints": [{"entryPointType": "video", "uri": "https://meet.google.com/xvb-qmtr-hze", "label": "meet.google.com/xvb-qmtr-hze"}],
                               "conferenceSolution": {"key": {"type": "hangoutsMeet"}, "name": "Google Meet"}, "conferenceId": "xvb-qmtr-hze"},
            "hangoutLink": "https://meet.google.com/xvb-qmtr-hze", "description": desc}
    a0 = [att(me, "accepted", organizer=True, self=True), att("priya.natarajan@lumenhealth.io", "needsAction"), att("okeke@meridianlabs.com", "needsAction")]
    a1 = [att(me, "accepted", organizer=True, self=True), att("priya.natarajan@lumenhealth.io", "accepted"), att("okeke@meridianlabs.com", "needsAction")]
    v0 = ev(vid, "Vendor review: Meridian Labs", "2024-09-18T14:00:00", "2024-09-18T15:00:00", "2024-09-16T15:06:29.000Z", "2024-09-16T15:06:29.540Z", "3452618779080000", attendees=a0, extra=conf)
    v1 = ev(vid, "Vendor review: Meridian Labs", "2024-09-19T10:00:00", "2024-09-19T11:00:00", "2024-09-16T15:06:29.000Z", "2024-09-16T15:09:52.016Z", "3452619184032000", attendees=a0, seq=1, extra=conf)
    v1u = ev(vid, "Vendor review: Meridian Labs", "2024-09-19T15:00:00", "2024-09-19T16:00:00", "2024-09-16T15:06:29.000Z", "2024-09-16T15:12:07.330Z", "3452619454660000", attendees=a1, seq=1, extra=conf, zone="Z")
    v1u["start"]["timeZone"] = v1u["end"]["timeZone"] = tz
    v1l = ev(vid, "Vendor review: Meridian Labs", "2024-09-19T10:00:00", "2024-09-19T11:00:00", "2024-09-16T15:06:29.000Z", "2024-09-16T15:12:07.330Z", "3452619454660000", attendees=a1, seq=1, extra=conf)

    def events(items: list[dict[str, Any]], sync: str, updated: str) -> dict[str, Any]:
        return {"kind": "calendar#events", "etag": f"\"p32o9b{sync[:6]}\"", "summary": me, "description": "", "updated": updated, "timeZone": tz,
                "accessRole": "owner", "defaultReminders": [{"method": "popup", "minutes": 10}], "nextSyncToken": sync, "items": items}

    cals = {"kind": "calendar#calendarList", "etag": "\"p33fbn1hu4r3ng0o\"", "nextSyncToken": "CPDr8ai_5ogDEhxkYW5hLndoaXRmaWVsZEBsdW1lbmhlYWx0aC5pbw==", "items": [
        {"kind": "calendar#calendarListEntry", "id": me, "summary": me, "timeZone": tz, "colorId": "14", "backgroundColor": "#9fe1e7", "selected": True, "accessRole": "owner", "primary": True,
         "defaultReminders": [{"method": "popup", "minutes": 10}], "conferenceProperties": {"allowedConferenceSolutionTypes": ["hangoutsMeet"]}},
        {"kind": "calendar#calendarListEntry", "id": "c_8f3e1a7b5d2c9e04@group.calendar.google.com", "summary": "Team OOO", "timeZone": tz, "colorId": "7", "backgroundColor": "#42d692", "selected": True, "accessRole": "writer", "defaultReminders": []},
        {"kind": "calendar#calendarListEntry", "id": "en.usa#holiday@group.v.calendar.google.com", "summary": "Holidays in United States", "timeZone": tz, "colorId": "8", "backgroundColor": "#16a765", "selected": True, "accessRole": "reader", "defaultReminders": []},
    ]}
    fb = {"kind": "calendar#freeBusy", "timeMin": "2024-09-18T05:00:00.000Z", "timeMax": "2024-09-20T05:00:00.000Z", "calendars": {
        "priya.natarajan@lumenhealth.io": {"busy": [{"start": "2024-09-18T15:00:00Z", "end": "2024-09-18T16:30:00Z"}, {"start": "2024-09-18T18:30:00Z", "end": "2024-09-18T20:30:00Z"}, {"start": "2024-09-19T17:00:00Z", "end": "2024-09-19T18:00:00Z"}]},
        me: {"busy": [{"start": "2024-09-18T15:00:00Z", "end": "2024-09-18T16:30:00Z"}, {"start": "2024-09-18T19:00:00Z", "end": "2024-09-18T20:00:00Z"}, {"start": "2024-09-19T17:00:00Z", "end": "2024-09-19T18:00:00Z"}]},
        "okeke@meridianlabs.com": {"errors": [{"domain": "global", "reason": "notFound"}], "busy": []}}}
    w0, w1 = "2024-09-16T00:00:00-05:00", "2024-09-21T00:00:00-05:00"
    turns = [
        (call("gcal_list_calendars"), pj(cals)),
        (call("gcal_list_events", calendarId="primary", timeMin=w0, timeMax=w1), pj(events([one, sec, lunch, sprint], "CPjO2ZfA5ogDEPjO2ZfA5ogDGAUggJ2f3QI=", "2024-09-13T21:58:40.271Z"))),
        (call("gcal_create_event", calendarId="primary", summary="Vendor review: Meridian Labs", start={"dateTime": "2024-09-18T14:00:00", "timeZone": tz}, end={"dateTime": "2024-09-18T15:00:00", "timeZone": tz},
              attendees=[{"email": "priya.natarajan@lumenhealth.io"}, {"email": "okeke@meridianlabs.com"}], description=desc, conferenceData={"createRequest": {"requestId": "vr-meridian-0916", "conferenceSolutionKey": {"type": "hangoutsMeet"}}}), pj(v0)),
        (call("gcal_freebusy", timeMin="2024-09-18T00:00:00-05:00", timeMax="2024-09-20T00:00:00-05:00", items=[{"id": "priya.natarajan@lumenhealth.io"}, {"id": me}, {"id": "okeke@meridianlabs.com"}]), pj(fb)),
        (call("gcal_update_event", calendarId="primary", eventId=vid, start={"dateTime": "2024-09-19T10:00:00", "timeZone": tz}, end={"dateTime": "2024-09-19T11:00:00", "timeZone": tz}, sendUpdates="all"), pj(v1)),
        (call("gcal_get_event", calendarId="primary", eventId=vid, timeZone="UTC"), pj(v1u)),
        (call("gcal_delete_event", calendarId="primary", eventId="7hq3m0c2v8r1t5n9b4k6j2l0p1_20240917T180000Z", sendUpdates="all"), pj({"status": 204, "deleted": True, "eventId": "7hq3m0c2v8r1t5n9b4k6j2l0p1_20240917T180000Z"})),
        (call("gcal_list_events", calendarId="primary", timeMin=w0, timeMax=w1), pj(events([sec, v1l, lunch, sprint], "CIC9jsHA5ogDEIC9jsHA5ogDGAUggJ2f3QI=", "2024-09-16T15:13:44.602Z"))),
        (call("gcal_list_events", calendarId="primary", timeMin=w0, timeMax=w1, q="review"), pj(events([sec, v1l], "CIC9jsHA5ogDEIC9jsHA5ogDGAUggJ2f3QI=", "2024-09-16T15:13:44.602Z"))),
        (call("gcal_get_event", calendarId="primary", eventId=vid), pj(v1l)),
    ]
    rs.add("mcp", "h61-mcp-04", sysp(tools), turns, state=f"MCP server `google-calendar` authorized for {me} (scopes calendar, calendar.events). Calendar time zone {tz}; now 2024-09-16 10:05 CDT.")


# --------------------------------------------------------------------------------------------------
# 05 Gmail (clean): mark invoices read and relabel, reply, label counters move, a new mail arrives
# --------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    tools = [
        tool("gmail_list_labels", "List labels with message and thread counters.", {}, []),
        tool("gmail_search_emails", "Search messages with Gmail query syntax.", {"query": S, "maxResults": INT}, ["query"]),
        tool("gmail_read_email", "Read one message with headers and plain-text body.", {"messageId": S}, ["messageId"]),
        tool("gmail_batch_modify_emails", "Add or remove labels on several messages.", {"messageIds": arr(items=S), "addLabelIds": arr(items=S), "removeLabelIds": arr(items=S)}, ["messageIds"]),
        tool("gmail_send_email", "Send a message, optionally as a reply in a thread.", {"to": arr(items=S), "subject": S, "body": S, "threadId": S, "inReplyTo": S}, ["to", "subject", "body"]),
        tool("gmail_trash_email", "Move a message to Trash.", {"messageId": S}, ["messageId"]),
    ]

    def lab(i: str, name: str, typ: str, mt: int, mu: int, tt: int, tu: int) -> dict[str, Any]:
        d: dict[str, Any] = {"id": i, "name": name, "type": typ, "messagesTotal": mt, "messagesUnread": mu, "threadsTotal": tt, "threadsUnread": tu}
        if typ == "user":
            d.update({"messageListVisibility": "show", "labelListVisibility": "labelShow"})
        return d

    def labels(after: bool) -> dict[str, Any]:
        return {"labels": [
            lab("INBOX", "INBOX", "system", 1285 if after else 1284, 34 if after else 37, 1103 if after else 1102, 32 if after else 35),
            lab("SENT", "SENT", "system", 3906 if after else 3905, 0, 3612 if after else 3611, 0),
            lab("DRAFT", "DRAFT", "system", 6, 0, 6, 0),
            lab("SPAM", "SPAM", "system", 48, 48, 48, 48),
            lab("TRASH", "TRASH", "system", 129, 3, 117, 3),
            lab("Label_19", "Vendors/Invoices", "user", 212, 0 if after else 4, 198, 0 if after else 4),
            lab("Label_22", "Finance/To-Pay", "user", 35 if after else 31, 0, 33 if after else 29, 0),
            lab("Label_7", "Receipts", "user", 884, 0, 861, 0),
        ]}

    inv = [
        ("1920a3b5c7d1e249", "Invoice INV-20931 from Northbeam Logistics", "Northbeam Billing <billing@northbeam-logistics.com>", "Thu, 12 Sep 2024 08:14:02 +0000"),
        ("1920b1f0e6c3a587", "Kinetica Cloud — Invoice #KC-2024-09-0413", "Kinetica Cloud <invoices@kinetica.cloud>", "Fri, 13 Sep 2024 02:00:11 +0000"),
        ("1920c4d9a2e8b136", "Your September statement from PrintPoint", "PrintPoint Accounts <accounts@printpoint.co>", "Fri, 13 Sep 2024 17:45:38 +0000"),
        ("1920d7a1f3b5c902", "Invoice 7781 — Aldergrove Facilities (Sept cleaning)", "Aldergrove Facilities <ar@aldergrovefm.com>", "Sun, 15 Sep 2024 21:09:55 +0000"),
    ]
    search = "\n\n".join(f"ID: {i}\nSubject: {s}\nFrom: {f}\nDate: {d}" for i, s, f, d in reversed(inv))
    read = """Thread ID: 1920a3b5c7d1e249
Subject: Invoice INV-20931 from Northbeam Logistics
From: Northbeam Billing <billing@northbeam-logistics.com>
To: ap@harborlightfoods.com
Date: Thu, 12 Sep 2024 08:14:02 +0000
Attachments: INV-20931.pdf (application/pdf, 184.2 KB)

Hello Harborlight Foods AP team,

Please find attached invoice INV-20931 for freight services rendered 2024-08-01 to 2024-08-31.

  Account:        HLF-00417
  Invoice date:   2024-09-12
  Due date:       2024-10-12 (Net 30)
  Subtotal:       $4,456.02
  Fuel surcharge: $356.48
  Total due:      $4,812.50

Remit via ACH to Northbeam Logistics LLC, routing 071000013, account ending 8834. Reference the invoice number on your payment.

Thank you,
Northbeam Logistics — Billing
+1 (312) 555-0148"""
    reply = "Hi Northbeam team,\n\nReceived INV-20931 ($4,812.50). It is scheduled for our 2024-10-03 ACH run.\n\nBest,\nHarborlight Foods AP"
    new_mail = "ID: 1920f2c6e9a0d4b8\nSubject: Action required: parcel HL-8841 held — customs fee $2.99\nFrom: DHL Express <noreply@dhl-parcel-track.info>\nDate: Mon, 16 Sep 2024 10:31:47 +0000"
    turns = [
        (call("gmail_list_labels"), pj(labels(False))),
        (call("gmail_search_emails", query="label:vendors-invoices is:unread", maxResults=10), mcp_text(search)),
        (call("gmail_read_email", messageId="1920a3b5c7d1e249"), mcp_text(read)),
        (call("gmail_batch_modify_emails", messageIds=[i for i, *_ in inv], addLabelIds=["Label_22"], removeLabelIds=["UNREAD"]),
         mcp_text("Batch label modification complete.\nSuccessfully processed: 4 messages\nFailed: 0 messages")),
        (call("gmail_send_email", to=["billing@northbeam-logistics.com"], subject="Re: Invoice INV-20931 from Northbeam Logistics", body=reply, threadId="1920a3b5c7d1e249", inReplyTo="<CAJ7n1x0fQ2@mail.northbeam-logistics.com>"),
         mcp_text("Email sent successfully with ID: 1920f2a4d8c1e7b3")),
        (call("gmail_list_labels"), pj(labels(True))),
        (call("gmail_search_emails", query="in:inbox is:unread newer_than:1h", maxResults=10), mcp_text(new_mail)),
        (call("gmail_trash_email", messageId="1920f2c6e9a0d4b8"), mcp_text("Email 1920f2c6e9a0d4b8 moved to Trash.")),
    ]
    rs.add("mcp", "h61-mcp-05", sysp(tools), turns, state="MCP server `gmail` authorized for ap@harborlightfoods.com (scope gmail.modify). Local time Mon 16 Sep 2024 10:20 UTC.")


# --------------------------------------------------------------------------------------------------
# 06 Google Drive + Docs (bad, turn 9): one line of the runbook changes with no edit touching it
# --------------------------------------------------------------------------------------------------
RUNBOOK = """Incident Runbook — Payments API
Owner: SRE / Payments · Last reviewed: 2024-08-22

1. Scope
This runbook covers 5xx spikes, elevated p99 latency (> 800 ms) and card-authorization timeouts on payments-api (prod-us-east-1, prod-eu-west-1).

2. Triage
2.1 Check the Grafana board "payments-api / golden signals" (uid pay-gs-01).
2.2 Page the on-call via PagerDuty service PAY-API (escalation policy P7X2KQM).
2.3 Open an incident channel with /incident new sev2 in Slack.

3. Mitigation
3.1 If a deploy landed within the rollback window ({w}), roll back with: deployctl rollback payments-api --to previous --region <region>
3.2 If the error rate stays above 2% for 10 minutes, fail over card auth to the secondary acquirer (feature flag acq_failover_v2).
3.3 The rollback window is {w} from deploy completion; after that, prefer a forward fix.

4. Communication
4.1 Post status updates every 30 minutes in #inc-payments.
4.2 Notify merchant support (support-leads@corvid.pay) when impact exceeds 1,000 failed authorizations.

5. Post-incident
5.1 File the postmortem within 3 business days using the "Runbook template"."""


def t06(rs: RowSet) -> None:
    tools = [
        tool("drive_search_files", "Search Drive files by a query string (Drive v3 q syntax).", {"query": S, "pageSize": INT}, ["query"]),
        tool("docs_get_document_text", "Return a Google Doc's plain text with its current revision id.", {"documentId": S}, ["documentId"]),
        tool("docs_replace_all_text", "Replace every occurrence of a string in a Google Doc.", {"documentId": S, "find": S, "replaceWith": S, "matchCase": B}, ["documentId", "find", "replaceWith"]),
        tool("drive_copy_file", "Copy a file, optionally renaming it.", {"fileId": S, "name": S}, ["fileId"]),
        tool("drive_share_file", "Grant a user a role on a file.", {"fileId": S, "emailAddress": S, "role": S, "sendNotificationEmail": B}, ["fileId", "emailAddress", "role"]),
        tool("drive_list_permissions", "List a file's permissions.", {"fileId": S}, ["fileId"]),
        tool("drive_get_file_metadata", "Get a file's metadata.", {"fileId": S}, ["fileId"]),
        tool("drive_move_file", "Move a file into another folder.", {"fileId": S, "addParents": S, "removeParents": S}, ["fileId", "addParents"]),
    ]
    orig, copy_id = "1Hk3vTq9Lr2mXp7Yw4Zc8Nb5Ja0Sd6Fg1EuQiOt3RkW", "1Tq7Hb2Vn9Lc4Xs0Pw6Rk1Md8Fy3Zj5Ga7Ue2Io4QtE"
    runbooks, eu = "1Rn0Jd5Kw2Tb8Qx4Lm7Vc3Ys9Hf6Pz1Ag", "1Eu4Wr8Tn2Kq6Lb0Xv5Cz9Hm3Jd7Pf1Sy"
    search = f"""Found 3 files matching name contains 'Runbook':

1. Incident Runbook — Payments API
   ID: {orig}
   Type: application/vnd.google-apps.document
   Modified: 2024-08-22T16:40:11.392Z by Ines Farrow
   Owner: sre-lead@corvid.pay
   Folder: SRE / Runbooks ({runbooks})
   Link: https://docs.google.com/document/d/{orig}/edit

2. Runbook template
   ID: 1Pz8Wq4Ex2Rt6Yu0Io3As7Df1Gh5Jk9Lz2Xc4Vb6Nm
   Type: application/vnd.google-apps.document
   Modified: 2024-03-11T09:02:45.007Z by Ines Farrow
   Owner: sre-lead@corvid.pay
   Folder: SRE / Runbooks ({runbooks})

3. Ledger Service Runbook (deprecated).pdf
   ID: 1Ab2Cd3Ef4Gh5Ij6Kl7Mn8Op9Qr0St1Uv
   Type: application/pdf · Size: 412,733 bytes
   Modified: 2023-11-29T18:27:30.551Z by Tomás Iriarte
   Owner: tomas.iriarte@corvid.pay
   Folder: SRE / Archive (1Ar9Kd2Lp5Xw8Qm1Tz4Bv7Nc0Hs3Jf6Ge)"""

    def doc(did: str, title: str, rev: str, text: str) -> str:
        return f"Document: {title}\nDocument ID: {did}\nRevision ID: {rev}\nCharacters: {len(text)}\n---\n{text}"

    t15 = RUNBOOK.format(w="15 minutes")
    t20 = RUNBOOK.format(w="20 minutes")
    t20_bad = t20.replace("P7X2KQM", "P7X2QKM")
    copy_title = "Incident Runbook — Payments API (EU draft)"
    copy_text = t20
    meta = {"id": orig, "name": "Incident Runbook — Payments API", "mimeType": "application/vnd.google-apps.document", "parents": [runbooks],
            "createdTime": "2023-05-17T13:25:02.114Z", "modifiedTime": "2024-09-09T11:18:36.804Z", "version": "214",
            "lastModifyingUser": {"displayName": "Ines Farrow", "emailAddress": "sre-lead@corvid.pay", "me": True},
            "owners": [{"displayName": "Ines Farrow", "emailAddress": "sre-lead@corvid.pay"}], "shared": True, "starred": False,
            "quotaBytesUsed": "0", "webViewLink": f"https://docs.google.com/document/d/{orig}/edit?usp=drivesdk",
            "capabilities": {"canEdit": True, "canShare": True, "canCopy": True}}
    perms = {"permissions": [
        {"id": "08127734619205561843", "type": "user", "role": "owner", "emailAddress": "sre-lead@corvid.pay", "displayName": "Ines Farrow"},
        {"id": "14592087336021749912", "type": "user", "role": "writer", "emailAddress": "eu-sre@corvid.pay", "displayName": "EU SRE"},
    ]}
    turns = [
        (call("drive_search_files", query="name contains 'Runbook' and trashed = false", pageSize=10), mcp_text(search)),
        (call("docs_get_document_text", documentId=orig), mcp_text(doc(orig, "Incident Runbook — Payments API", "ALBJ4LtQ0bT2h3X8YvK1wP7nZr5", t15))),
        (call("docs_replace_all_text", documentId=orig, find="15 minutes", replaceWith="20 minutes", matchCase=True),
         mcp_text(f"Replaced 2 occurrences of '15 minutes' with '20 minutes' in document {orig}.\nNew revision ID: ALBJ4LvX9cQ1m6Ns3Hd0Rb8eKw2")),
        (call("drive_copy_file", fileId=orig, name=copy_title),
         mcp_text(f"Copied file.\nNew file ID: {copy_id}\nName: {copy_title}\nMIME type: application/vnd.google-apps.document\nParent: SRE / Runbooks ({runbooks})\nCreated: 2024-09-09T11:19:52.117Z")),
        (call("drive_share_file", fileId=copy_id, emailAddress="eu-sre@corvid.pay", role="writer", sendNotificationEmail=True),
         mcp_text(f"Shared '{copy_title}' with eu-sre@corvid.pay as writer.\nPermission ID: 14592087336021749912\nNotification email sent.")),
        (call("drive_list_permissions", fileId=copy_id), mcp_text(perms)),
        (call("drive_get_file_metadata", fileId=orig), mcp_text(meta)),
        (call("drive_move_file", fileId=copy_id, addParents=eu, removeParents=runbooks),
         mcp_text(f"Moved '{copy_title}' ({copy_id}).\nRemoved parent: SRE / Runbooks ({runbooks})\nAdded parent: SRE / Runbooks / EU ({eu})")),
        (call("docs_get_document_text", documentId=orig), mcp_text(doc(orig, "Incident Runbook — Payments API", "ALBJ4LvX9cQ1m6Ns3Hd0Rb8eKw2", t20_bad))),
        (call("docs_get_document_text", documentId=copy_id), mcp_text(doc(copy_id, copy_title, "ALBJ4LwP2dV7k0Tf5Ga9Jc3nRs6", copy_text))),
    ]
    rs.add("mcp", "h61-mcp-06", sysp(tools), turns, state="MCP server `google-workspace` (Drive v3 + Docs v1) authorized for sre-lead@corvid.pay.",
           bad=True, turn=9, kind="Runbook line 2.2 read at turn 2 names escalation policy P7X2KQM; at turn 9 it reads P7X2QKM though the only edit replaced '15 minutes'.")


# --------------------------------------------------------------------------------------------------
# 07 Outlook (clean): new folder, a moved message gets a new Graph id, folder counters follow
# --------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    tools = [
        tool("outlook_list_folders", "List mail folders with item counts (GET /me/mailFolders).", {"includeChildFolders": B}, []),
        tool("outlook_create_folder", "Create a mail folder under a parent folder.", {"parentFolderId": S, "displayName": S}, ["displayName"]),
        tool("outlook_list_messages", "List messages in a folder with an OData $filter.", {"folderId": S, "filter": S, "top": INT, "select": S}, ["folderId"]),
        tool("outlook_move_message", "Move a message to another folder (POST /me/messages/{id}/move).", {"messageId": S, "destinationId": S}, ["messageId", "destinationId"]),
        tool("outlook_get_message", "Get one message.", {"messageId": S}, ["messageId"]),
        tool("outlook_reply", "Reply to the sender of a message with a comment.", {"messageId": S, "comment": S}, ["messageId", "comment"]),
    ]
    base = "AAMkADRmYTYwNTc0LWE1ZTgtNDFiMS04NDBmLTI0ZjVhYjM0ZGJmNwAuAAAAAAC3kFzS1mW4SIi2nA0RlXb9AQBq9y3UM0fdR6TSZTpb1NJfAAAAAA"
    mbase = "AAMkADRmYTYwNTc0LWE1ZTgtNDFiMS04NDBmLTI0ZjVhYjM0ZGJmNwBGAAAAAAC3kFzS1mW4SIi2nA0RlXb9BwBq9y3UM0fdR6TSZTpb1NJfAAAAAAEMAABq9y3UM0fdR6TSZTpb1NJfAA"
    inbox, sent, arch = base + "EMAAA=", base + "EJAAA=", base + "FeAAA="
    contracts = base + "FzQ1kAAA="
    user = "https://graph.microsoft.com/v1.0/$metadata#users('f1c8e2a4-3b7d-4e90-a5c6-9d2b8e0f7a13')"

    def fold(fid: str, name: str, parent: str, child: int, unread: int, total: int) -> dict[str, Any]:
        return {"id": fid, "displayName": name, "parentFolderId": parent, "childFolderCount": child, "unreadItemCount": unread, "totalItemCount": total, "sizeInBytes": None, "isHidden": False}

    root = base + "EIAAA="
    top0 = [fold(inbox, "Inbox", root, 4, 58, 3917), fold(base + "EPAAA=", "Drafts", root, 0, 0, 7), fold(sent, "Sent Items", root, 0, 0, 2210),
            fold(arch, "Archive", root, 0, 0, 10433), fold(base + "EKAAA=", "Deleted Items", root, 0, 12, 264), fold(base + "EOAAA=", "Junk Email", root, 0, 9, 9)]
    for f in top0:
        f["sizeInBytes"] = {"Inbox": 1893402117, "Drafts": 402331, "Sent Items": 711254090, "Archive": 4120577316, "Deleted Items": 88410245, "Junk Email": 1204877}[f["displayName"]]
    top1 = [dict(f) for f in top0]
    top1[0].update(childFolderCount=5, unreadItemCount=57, totalItemCount=3916, sizeInBytes=1892961405)
    top1[2].update(totalItemCount=2211, sizeInBytes=711263517)
    kids = [fold(base + "FzLgAAA=", "Vendors", inbox, 0, 3, 412), fold(base + "FzLhAAA=", "Receipts", inbox, 0, 0, 1180),
            fold(base + "FzLiAAA=", "Recruiting", inbox, 0, 6, 227), fold(base + "FzLjAAA=", "Newsletters", inbox, 0, 31, 904),
            fold(contracts, "Contracts 2024", inbox, 0, 1, 1)]
    for k, sz in zip(kids, (210094311, 96551208, 40211907, 88132015, 440712)):
        k["sizeInBytes"] = sz
    top1[0]["childFolders"] = kids
    new_folder = {"@odata.context": f"{user}/mailFolders('{inbox}')/childFolders/$entity", **fold(contracts, "Contracts 2024", inbox, 0, 0, 0), "sizeInBytes": 0}
    m1_old, m1_new = mbase + "FzP8sAAA=", mbase + "FzQ1kAAFzR3bAAA="
    msgs = [
        (m1_old, "2024-10-07T15:42:19Z", "Executed MSA — Halloran & Pike / Verdant Grid (countersigned)", True, False, "<BN8PR12MB3354A1C0E9F2D7B4A3E61F02A@BN8PR12MB3354.namprd12.prod.outlook.com>", "AAQkADRmYTYwNTc0LWE1ZTgtNDFiMS04NDBmLTI0ZjVhYjM0ZGJmNwAQAKx3JH0sR2tKn0rYbD9f4Qo="),
        (mbase + "FzOwTAAA=", "2024-10-02T09:17:03Z", "DPA redlines v4 — please review clause 11.3", True, True, "<BN8PR12MB3354F7A82C1B904E5D3A7C11B@BN8PR12MB3354.namprd12.prod.outlook.com>", "AAQkADRmYTYwNTc0LWE1ZTgtNDFiMS04NDBmLTI0ZjVhYjM0ZGJmNwAQAM0b2T8uZ0xFl4c6rW1s9Yk="),
        (mbase + "FzNqCAAA=", "2024-09-26T20:05:51Z", "Renewal notice: Verdant Grid SaaS order form #VG-2291", False, True, "<CH2PR04MB7031E5A9D3F04C2B8E1A6D90C@CH2PR04MB7031.namprd04.prod.outlook.com>", "AAQkADRmYTYwNTc0LWE1ZTgtNDFiMS04NDBmLTI0ZjVhYjM0ZGJmNwAQAEe5Vq1nWk9Gh8c0uZp3aTw="),
    ]
    sender = {"emailAddress": {"name": "Halloran & Pike Legal", "address": "legal@halloranpike.com"}}
    listing = {"@odata.context": f"{user}/mailFolders('{inbox}')/messages(id,receivedDateTime,subject,hasAttachments,isRead,from,internetMessageId,conversationId)",
               "value": [{"@odata.etag": f"W/\"CQAAABYAAABq9y3UM0fdR6TSZTpb1NJfAAF{i:03d}\"", "id": mid, "receivedDateTime": rcv, "subject": subj, "hasAttachments": att_, "isRead": rd,
                          "internetMessageId": imid, "conversationId": conv, "from": sender} for i, (mid, rcv, subj, att_, rd, imid, conv) in enumerate(msgs, 101)]}
    full = {"@odata.context": f"{user}/messages/$entity", "@odata.etag": "W/\"CQAAABYAAABq9y3UM0fdR6TSZTpb1NJfAAF0fQ2z\"", "id": m1_new,
            "createdDateTime": "2024-10-07T15:42:21Z", "lastModifiedDateTime": "2024-10-08T08:03:36Z", "changeKey": "CQAAABYAAABq9y3UM0fdR6TSZTpb1NJfAAF0fQ2z",
            "categories": [], "receivedDateTime": "2024-10-07T15:42:19Z", "sentDateTime": "2024-10-07T15:42:10Z", "hasAttachments": True,
            "internetMessageId": msgs[0][5], "subject": msgs[0][2], "importance": "normal", "parentFolderId": contracts, "conversationId": msgs[0][6],
            "isDeliveryReceiptRequested": False, "isReadReceiptRequested": False, "isRead": False, "isDraft": False,
            "webLink": f"https://outlook.office365.com/owa/?ItemID={quote(m1_new, safe='')}&exvsurl=1&viewmodel=ReadMessageItem",
            "bodyPreview": "Dear Ms. Adeyemi, attached is the fully executed Master Services Agreement between Halloran & Pike LLP and Verdant Grid Inc., countersigned 7 October 2024. Effective date: 1 November 2024; initial term 36 months.",
            "body": {"contentType": "html", "content": "<html><body><p>Dear Ms. Adeyemi,</p><p>Attached is the fully executed Master Services Agreement between Halloran &amp; Pike LLP and Verdant Grid Inc., countersigned 7 October 2024. Effective date: 1 November 2024; initial term 36 months.</p><p>Kind regards,<br>Halloran &amp; Pike Legal</p></body></html>"},
            "sender": sender, "from": sender, "toRecipients": [{"emailAddress": {"name": "Folake Adeyemi", "address": "folake.adeyemi@verdantgrid.com"}}],
            "ccRecipients": [{"emailAddress": {"name": "Contracts", "address": "contracts@verdantgrid.com"}}], "bccRecipients": [], "replyTo": [], "flag": {"flagStatus": "notFlagged"}}
    moved = dict(full)
    moved["@odata.context"] = f"{user}/messages/$entity"
    moved = {k: v for k, v in moved.items() if k not in ("body",)}
    turns = [
        (call("outlook_list_folders"), pj({"@odata.context": f"{user}/mailFolders", "value": top0})),
        (call("outlook_create_folder", parentFolderId=inbox, displayName="Contracts 2024"), pj(new_folder)),
        (call("outlook_list_messages", folderId=inbox, filter="from/emailAddress/address eq 'legal@halloranpike.com'", top=10, select="id,receivedDateTime,subject,hasAttachments,isRead,from,internetMessageId,conversationId"), pj(listing)),
        (call("outlook_move_message", messageId=m1_old, destinationId=contracts), pj(moved)),
        (call("outlook_get_message", messageId=m1_new), pj(full)),
        (call("outlook_reply", messageId=m1_new, comment="Thank you — received the executed MSA. We will file it under contract VG-MSA-2024-11."), pj({"status": 202, "statusText": "Accepted"})),
        (call("outlook_list_folders", includeChildFolders=True), pj({"@odata.context": f"{user}/mailFolders", "value": top1})),
    ]
    rs.add("mcp", "h61-mcp-07", sysp(tools), turns, state="MCP server `outlook` (Microsoft Graph v1.0, delegated Mail.ReadWrite) signed in as folake.adeyemi@verdantgrid.com. 2024-10-08 08:00 UTC.")


def sha(s: str) -> str:
    return hashlib.sha256(s.encode()).hexdigest()


def sha1(s: str) -> str:
    return hashlib.sha1(s.encode()).hexdigest()


# --------------------------------------------------------------------------------------------------
# 08 Dropbox (clean): paginated listing, move keeps the id, overwrite makes a new rev, delete
# --------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    tools = [
        tool("dropbox_list_folder", "List a folder (files/list_folder).", {"path": S, "limit": INT, "recursive": B}, ["path"]),
        tool("dropbox_list_folder_continue", "Continue a listing from a cursor.", {"cursor": S}, ["cursor"]),
        tool("dropbox_move", "Move or rename a file or folder (files/move_v2).", {"from_path": S, "to_path": S, "autorename": B}, ["from_path", "to_path"]),
        tool("dropbox_upload", "Upload a local file (files/upload).", {"local_path": S, "path": S, "mode": S}, ["local_path", "path"]),
        tool("dropbox_list_revisions", "List revisions of a file.", {"path": S, "limit": INT}, ["path"]),
        tool("dropbox_create_shared_link", "Create a shared link with settings.", {"path": S, "audience": S, "access": S}, ["path"]),
        tool("dropbox_delete", "Delete a file or folder (files/delete_v2).", {"path": S}, ["path"]),
        tool("dropbox_search", "Search files and folders by name (files/search_v2).", {"query": S, "path": S, "max_results": INT}, ["query"]),
    ]
    root = "/Clients/Halvorsen"

    def f(name: str, fid: str, size: int, rev: str, cm: str, sm: str, path: str | None = None) -> dict[str, Any]:
        p = path or f"{root}/{name}"
        return {".tag": "file", "name": name, "path_lower": p.lower(), "path_display": p, "id": fid, "client_modified": cm, "server_modified": sm,
                "rev": rev, "size": size, "is_downloadable": True, "content_hash": sha(fid + rev)}

    signed = {".tag": "folder", "name": "Signed", "path_lower": f"{root}/signed".lower(), "path_display": f"{root}/Signed", "id": "id:Yh3pQ0v_Wb4AAAAAAAAB1w"}
    budget0 = f("budget.xlsx", "id:Yh3pQ0v_Wb4AAAAAAAAB2A", 48211, "0161f8a3c2b9e4d000000027e8b1c40", "2024-08-30T12:04:40Z", "2024-08-30T12:04:51Z")
    budget1 = f("budget.xlsx", "id:Yh3pQ0v_Wb4AAAAAAAAB2A", 51877, "01621a07d95f3e2000000027e8b1c40", "2024-09-05T09:40:58Z", "2024-09-05T09:41:07Z")
    sow = f("draft_sow_v3.docx", "id:Yh3pQ0v_Wb4AAAAAAAAB2Q", 91544, "0161fb20e41a77c000000027e8b1c40", "2024-09-02T16:21:13Z", "2024-09-02T16:21:20Z")
    sow_moved = f("SOW_v3_signed.docx", "id:Yh3pQ0v_Wb4AAAAAAAAB2Q", 91544, "0161fb20e41a77c000000027e8b1c40", "2024-09-02T16:21:13Z", "2024-09-02T16:21:20Z", f"{root}/Signed/SOW_v3_signed.docx")
    sow_moved["content_hash"] = sow["content_hash"]
    deck = f("kickoff_deck.pdf", "id:Yh3pQ0v_Wb4AAAAAAAAB0k", 2304118, "0161c4e5f0a2b31000000027e8b1c40", "2024-07-18T08:55:02Z", "2024-07-18T08:55:30Z")
    notes = f("old_notes.txt", "id:Yh3pQ0v_Wb4AAAAAAAAAzg", 3902, "0161a9d3b7c05e8000000027e8b1c40", "2024-06-27T14:02:11Z", "2024-06-27T14:02:12Z")
    photos = f("photos_site_visit.zip", "id:Yh3pQ0v_Wb4AAAAAAAAB3c", 58220431, "0161fd6b2e8c94a000000027e8b1c40", "2024-09-03T18:47:29Z", "2024-09-03T18:49:15Z")
    cur = "AAFh3k_0wQ9s2-Yr7nVq1Lz8XbPcD4mTe6uJ0aKfG5iH3oN1yS"
    budget_old2 = f("budget.xlsx", "id:Yh3pQ0v_Wb4AAAAAAAAB2A", 47960, "0161e2b9f7d4a05000000027e8b1c40", "2024-08-12T10:31:44Z", "2024-08-12T10:31:52Z")
    link = {".tag": "file", "url": "https://www.dropbox.com/scl/fi/8u2kq0x7dz4vmb1nhc6pw/SOW_v3_signed.docx?rlkey=r3t9xq2v8m1lk0p6ya4hz7d5c&dl=0",
            "id": "id:Yh3pQ0v_Wb4AAAAAAAAB2Q", "name": "SOW_v3_signed.docx", "path_lower": f"{root}/signed/sow_v3_signed.docx".lower(),
            "link_permissions": {"resolved_visibility": {".tag": "team_only"}, "can_revoke": True, "visibility_policies": [], "can_set_expiry": True,
                                 "can_remove_expiry": True, "allow_download": True, "can_allow_download": True, "can_disallow_download": True,
                                 "allow_comments": True, "team_restricts_comments": False, "audience_options": [], "can_set_password": True,
                                 "effective_audience": {".tag": "team"}, "link_access_level": {".tag": "viewer"}},
            "preview_type": "document", "client_modified": "2024-09-02T16:21:13Z", "server_modified": "2024-09-02T16:21:20Z", "rev": "0161fb20e41a77c000000027e8b1c40", "size": 91544,
            "team_member_info": {"team_info": {"id": "dbtid:AABx7kQ2mV0pN4sZ1cY8rT3wE5uH9jL6fG", "name": "Fjordline Consulting"}, "display_name": "Kari Solberg", "member_id": "dbmid:AACq2Wz8vX1nM5tY0bR7kP4sL9hJ3fD6gE"}}
    brixton = f("SOW_2023_final.pdf", "id:Yh3pQ0v_Wb4AAAAAAAAAhQ", 254008, "01614f03c2a8d1e000000027e8b1c40", "2023-11-20T09:12:00Z", "2023-11-20T09:12:41Z", "/Clients/Brixton/SOW_2023_final.pdf")
    turns = [
        (call("dropbox_list_folder", path=root, limit=4), pj({"entries": [signed, budget0, sow, deck], "cursor": cur, "has_more": True})),
        (call("dropbox_list_folder_continue", cursor=cur), pj({"entries": [notes, photos], "cursor": cur[:-6] + "Qb2LwE", "has_more": False})),
        (call("dropbox_move", from_path=f"{root}/draft_sow_v3.docx", to_path=f"{root}/Signed/SOW_v3_signed.docx", autorename=False), pj({"metadata": sow_moved})),
        (call("dropbox_upload", local_path="/home/kari/Downloads/budget (3).xlsx", path=f"{root}/budget.xlsx", mode="overwrite"), pj(budget1)),
        (call("dropbox_list_revisions", path=f"{root}/budget.xlsx", limit=10), pj({"is_deleted": False, "entries": [budget1, budget0, budget_old2]})),
        (call("dropbox_create_shared_link", path=f"{root}/Signed/SOW_v3_signed.docx", audience="team", access="viewer"), pj(link)),
        (call("dropbox_delete", path=f"{root}/old_notes.txt"), pj({"metadata": notes})),
        (call("dropbox_list_folder", path=root, limit=10), pj({"entries": [signed, budget1, deck, photos], "cursor": "AAGm0c9_tR3x7-Vb1eQ5Lw2YkNpZ8sDj4uHf6aIo0gT2nC9yXq", "has_more": False})),
        (call("dropbox_search", query="SOW", path="/Clients", max_results=20), pj({"has_more": False, "matches": [
            {"match_type": {".tag": "filename"}, "metadata": {".tag": "metadata", "metadata": sow_moved}},
            {"match_type": {".tag": "filename"}, "metadata": {".tag": "metadata", "metadata": brixton}}]})),
    ]
    rs.add("mcp", "h61-mcp-08", sysp(tools), turns, state="MCP server `dropbox` linked to kari.solberg@fjordline.no (team Fjordline Consulting, scopes files.content.write, sharing.write). 2024-09-05 09:38 UTC.")


# --------------------------------------------------------------------------------------------------
# 09 Trello (bad, turn 6): the Review list's card count ignores the card moved into it
# --------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    tools = [
        tool("trello_get_board", "Get a board with its labels and members.", {"boardId": S}, ["boardId"]),
        tool("trello_get_lists", "Get the open lists of a board with their open card counts.", {"boardId": S}, ["boardId"]),
        tool("trello_get_cards_in_list", "Get the open cards of a list.", {"listId": S}, ["listId"]),
        tool("trello_move_card", "Move a card to another list.", {"cardId": S, "listId": S, "pos": S}, ["cardId", "listId"]),
        tool("trello_create_card", "Create a card in a list.", {"listId": S, "name": S, "desc": S, "idLabels": arr(items=S), "due": S}, ["listId", "name"]),
        tool("trello_archive_card", "Archive (close) a card.", {"cardId": S}, ["cardId"]),
        tool("trello_add_comment", "Add a comment to a card.", {"cardId": S, "text": S}, ["cardId", "text"]),
    ]
    board = "66b0f3a1c9e24d7f8a13b5c2"
    L = {"Backlog": "66b0f3a1c9e24d7f8a13b5c3", "In Progress": "66b0f3a1c9e24d7f8a13b5c4", "Review": "66b0f3a1c9e24d7f8a13b5c5", "Done": "66b0f3a1c9e24d7f8a13b5c6"}
    board_txt = f"""Board: Mobile App — Sprint Board
ID: {board} · Short link: https://trello.com/b/Qx7Lm2Pa/mobile-app-sprint-board
Workspace: Pelican Commerce Engineering (5f9e2a7c41d8b36e0c1a4f27)
Visibility: org · Closed: false · Last activity: 2024-09-10T13:27:44.051Z
Members (5): anika.rao (admin), leo.marchetti, sven.aalto, priya.b, jonah.k
Labels (6):
  - feature  (66b0f3a1c9e24d7f8a13b601) green
  - bug      (66b0f3a1c9e24d7f8a13b602) red
  - tech-debt (66b0f3a1c9e24d7f8a13b603) orange
  - ux       (66b0f3a1c9e24d7f8a13b604) purple
  - blocked  (66b0f3a1c9e24d7f8a13b605) black
  - ios-only (66b0f3a1c9e24d7f8a13b606) sky"""

    def lists(counts: tuple[int, int, int, int]) -> str:
        rows = [f"| {n:<11} | {i} | {p:>6} | {c:>5} |" for (n, i), p, c in zip(L.items(), (16384, 32768, 49152, 65536), counts)]
        return "Lists on board Mobile App — Sprint Board (4 open):\n| Name        | ID                       |    Pos | Cards |\n|-------------|--------------------------|--------|-------|\n" + "\n".join(rows)

    inprog = [
        ("66c1a2b3d4e5f60718293a4b", "MOB-412 Offline sync for draft orders", "feature", "anika.rao, leo.marchetti", "2024-09-12T17:00:00.000Z", 3, "2/5"),
        ("66c1a2b3d4e5f60718293a4c", "MOB-430 Crash on Android 14 when camera permission revoked", "bug", "sven.aalto", "2024-09-11T17:00:00.000Z", 5, "3/3"),
        ("66c1a2b3d4e5f60718293a4d", "MOB-401 Push notification deep links", "feature, ux", "priya.b", "2024-09-16T17:00:00.000Z", 1, "0/4"),
        ("66c1a2b3d4e5f60718293a4e", "MOB-418 Upgrade React Native to 0.75", "tech-debt", "jonah.k, leo.marchetti", None, 8, "6/9"),
    ]
    review0 = [
        ("66bf07e2a1c3d5e7f9021b3c", "MOB-395 Biometric login fallback to PIN", "feature", "anika.rao", "2024-09-09T17:00:00.000Z", 11, "4/4"),
        ("66bf07e2a1c3d5e7f9021b3d", "MOB-407 Cart badge count off by one after removing item", "bug", "priya.b", None, 4, "2/2"),
        ("66bf07e2a1c3d5e7f9021b3e", "MOB-409 Accessibility labels on product carousel", "ux", "jonah.k", "2024-09-13T17:00:00.000Z", 2, "5/5"),
    ]

    def cards(title: str, lid: str, rows: list[tuple[Any, ...]]) -> str:
        out = [f"Cards in list '{title}' ({lid}): {len(rows)}"]
        for i, (cid, name, labels, members, due, comments, checks) in enumerate(rows, 1):
            out.append(f"{i}. {name}\n   ID: {cid} · Labels: {labels} · Members: {members}\n   Due: {due or '—'} · Comments: {comments} · Checklist: {checks}\n   URL: https://trello.com/c/{cid[-8:]}")
        return "\n".join(out)

    moved = inprog[1]
    review1 = review0 + [moved]
    new_card = {"id": "66e05d9b7c4a1f3e2b8d6a90", "name": "MOB-437 Add haptics to checkout confirm", "idList": L["Backlog"], "idBoard": board, "idShort": 437,
                "shortUrl": "https://trello.com/c/Hq4Zt1Vw", "url": "https://trello.com/c/Hq4Zt1Vw/437-mob-437-add-haptics-to-checkout-confirm", "pos": 163840,
                "idLabels": ["66b0f3a1c9e24d7f8a13b601", "66b0f3a1c9e24d7f8a13b604"], "due": None, "closed": False, "dateLastActivity": "2024-09-10T13:31:05.226Z",
                "desc": "Light impact haptic on successful order placement (iOS UIImpactFeedbackGenerator, Android HapticFeedbackConstants.CONFIRM)."}
    turns = [
        (call("trello_get_board", boardId=board), mcp_text(board_txt)),
        (call("trello_get_lists", boardId=board), mcp_text(lists((9, 4, 3, 21)))),
        (call("trello_get_cards_in_list", listId=L["In Progress"]), mcp_text(cards("In Progress", L["In Progress"], inprog))),
        (call("trello_move_card", cardId=moved[0], listId=L["Review"], pos="bottom"),
         mcp_text(f"Moved card '{moved[1]}' ({moved[0]}) from 'In Progress' to 'Review' (pos 65535.5). Last activity: 2024-09-10T13:29:12.418Z")),
        (call("trello_create_card", listId=L["Backlog"], name=new_card["name"], desc=new_card["desc"], idLabels=new_card["idLabels"]), mcp_text(new_card)),
        (call("trello_get_lists", boardId=board), mcp_text(lists((10, 3, 3, 21)))),
        (call("trello_archive_card", cardId="66a8c4f1e2d3b5a7c9e0f112"),
         mcp_text("Archived card 'MOB-362 Dark mode for settings screen' (66a8c4f1e2d3b5a7c9e0f112) in list 'Done'. closed: true")),
        (call("trello_get_cards_in_list", listId=L["Review"]), mcp_text(cards("Review", L["Review"], review1))),
        (call("trello_add_comment", cardId=moved[0], text="Fix verified on Pixel 8 / Android 14 QPR3; ready for code review @anika.rao"),
         mcp_text(f"Comment added to card {moved[0]}.\nAction ID: 66e05e4a0b9c2d7f1e3a5c68\nDate: 2024-09-10T13:34:47.903Z\nAuthor: sven.aalto")),
    ]
    rs.add("mcp", "h61-mcp-09", sysp(tools), turns, state="MCP server `trello` authenticated as sven.aalto (API key + token, read/write).",
           bad=True, turn=6, kind="After MOB-430 was moved from In Progress into Review at turn 4, the turn-6 list counts still give Review 3 cards (In Progress dropped to 3), instead of 4.")


# --------------------------------------------------------------------------------------------------
# 10 Box (bad, turn 3): the new folder's id comes back different in the upload's parent
# --------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    tools = [
        tool("box_get_folder_items", "List the items of a folder.", {"folder_id": S, "limit": INT, "fields": S}, ["folder_id"]),
        tool("box_create_folder", "Create a folder.", {"name": S, "parent_id": S}, ["name", "parent_id"]),
        tool("box_upload_file", "Upload a local file into a folder.", {"file_path": S, "parent_id": S, "name": S}, ["file_path", "parent_id"]),
        tool("box_add_collaboration", "Invite a user to collaborate on a folder or file.", {"item_type": S, "item_id": S, "login": S, "role": S}, ["item_type", "item_id", "login", "role"]),
        tool("box_get_file_info", "Get a file's information.", {"file_id": S}, ["file_id"]),
    ]
    fin, new = "238419027715", "249117653204"
    bad_new = "249117563204"
    me = {"type": "user", "id": "19833460274", "name": "Nadia Ferreira", "login": "nadia.ferreira@orbisfoods.com"}
    root = {"type": "folder", "id": "0", "sequence_id": None, "etag": None, "name": "All Files"}
    finf = {"type": "folder", "id": fin, "sequence_id": "4", "etag": "4", "name": "Finance"}

    def pc(*items: dict[str, Any]) -> dict[str, Any]:
        return {"total_count": len(items), "entries": list(items)}

    items = {"total_count": 5, "entries": [
        {"type": "folder", "id": "241553380126", "sequence_id": "2", "etag": "2", "name": "FY24 Audit"},
        {"type": "folder", "id": "239004711852", "sequence_id": "0", "etag": "0", "name": "Payroll"},
        {"type": "file", "id": "1398224761055", "file_version": {"type": "file_version", "id": "1531007264391", "sha1": sha1("coa2024")}, "sequence_id": "3", "etag": "3", "sha1": sha1("coa2024"), "name": "Chart_of_Accounts_2024.xlsx"},
        {"type": "file", "id": "1402917734468", "file_version": {"type": "file_version", "id": "1536224019875", "sha1": sha1("boardq2")}, "sequence_id": "1", "etag": "1", "sha1": sha1("boardq2"), "name": "Board_Pack_Q2.pdf"},
        {"type": "file", "id": "1419550283317", "file_version": {"type": "file_version", "id": "1554871102946", "sha1": sha1("vendors")}, "sequence_id": "0", "etag": "0", "sha1": sha1("vendors"), "name": "Approved_Vendors_Sept.csv"},
    ], "offset": 0, "limit": 100, "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]}
    folder = {"type": "folder", "id": new, "sequence_id": "0", "etag": "0", "name": "FY25 Audit", "created_at": "2024-10-14T06:12:40-07:00", "modified_at": "2024-10-14T06:12:40-07:00",
              "description": "", "size": 0, "path_collection": pc(root, finf), "created_by": me, "modified_by": me, "trashed_at": None, "purged_at": None,
              "content_created_at": "2024-10-14T06:12:40-07:00", "content_modified_at": "2024-10-14T06:12:40-07:00", "owned_by": me, "shared_link": None,
              "folder_upload_email": None, "parent": finf, "item_status": "active", "item_collection": {"total_count": 0, "entries": [], "offset": 0, "limit": 100, "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]}}
    fsha = sha1("pbc-fy25")

    def file_obj(fid_parent: str) -> dict[str, Any]:
        par = {"type": "folder", "id": fid_parent, "sequence_id": "0", "etag": "0", "name": "FY25 Audit"}
        return {"type": "file", "id": "1651028830749", "file_version": {"type": "file_version", "id": "1815440972118", "sha1": fsha}, "sequence_id": "0", "etag": "0", "sha1": fsha,
                "name": "PBC_Request_List_FY25.xlsx", "description": "", "size": 64318, "path_collection": pc(root, finf, par),
                "created_at": "2024-10-14T06:13:22-07:00", "modified_at": "2024-10-14T06:13:22-07:00", "trashed_at": None, "purged_at": None,
                "content_created_at": "2024-10-11T17:58:03-07:00", "content_modified_at": "2024-10-11T17:58:03-07:00", "created_by": me, "modified_by": me, "owned_by": me,
                "shared_link": None, "parent": par, "item_status": "active"}

    collab = {"type": "collaboration", "id": "57201938846", "created_by": me, "created_at": "2024-10-14T06:14:05-07:00", "modified_at": "2024-10-14T06:14:05-07:00",
              "expires_at": None, "status": "accepted", "accessible_by": {"type": "user", "id": "30417725981", "name": "Ravi Subramaniam", "login": "rsubramaniam@lindqvist-audit.com"},
              "invite_email": None, "role": "editor", "acknowledged_at": "2024-10-14T06:14:05-07:00",
              "item": {"type": "folder", "id": new, "sequence_id": "1", "etag": "1", "name": "FY25 Audit"}}
    after = {"total_count": 1, "entries": [{"type": "file", "id": "1651028830749", "file_version": {"type": "file_version", "id": "1815440972118", "sha1": fsha}, "sequence_id": "0", "etag": "0", "sha1": fsha, "name": "PBC_Request_List_FY25.xlsx"}],
             "offset": 0, "limit": 100, "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]}
    info = file_obj(new)
    info["path_collection"]["entries"][2]["sequence_id"] = info["parent"]["sequence_id"] = "1"
    info["path_collection"]["entries"][2]["etag"] = info["parent"]["etag"] = "1"
    info.update({"version_number": "1", "comment_count": 0, "lock": None, "extension": "xlsx", "is_package": False, "has_collaborations": True,
                 "permissions": {"can_download": True, "can_preview": True, "can_upload": True, "can_comment": True, "can_rename": True, "can_delete": True, "can_share": True, "can_set_share_access": True, "can_invite_collaborator": True, "can_annotate": False, "can_view_annotations_all": True, "can_view_annotations_self": True}})
    turns = [
        (call("box_get_folder_items", folder_id=fin, limit=100), pj(items)),
        (call("box_create_folder", name="FY25 Audit", parent_id=fin), pj(folder)),
        (call("box_upload_file", file_path="/Users/nadia/Documents/audit/PBC_Request_List_FY25.xlsx", parent_id=new), pj({"total_count": 1, "entries": [file_obj(bad_new)]})),
        (call("box_add_collaboration", item_type="folder", item_id=new, login="rsubramaniam@lindqvist-audit.com", role="editor"), pj(collab)),
        (call("box_get_folder_items", folder_id=new, limit=100), pj(after)),
        (call("box_get_file_info", file_id="1651028830749"), pj(info)),
    ]
    rs.add("mcp", "h61-mcp-10", sysp(tools), turns, state="MCP server `box` (Box API 2.0, OAuth app 'Orbis Finance Sync') acting as nadia.ferreira@orbisfoods.com. Enterprise 81133527.",
           bad=True, turn=3, kind="Folder 'FY25 Audit' was created with id 249117653204 at turn 2, but the upload into it at turn 3 gives its parent and path entry as id 249117563204.")


# --------------------------------------------------------------------------------------------------
# 11 Airtable (bad, turn 7): a rollup total that does not follow from the linked orders
# --------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    tools = [
        tool("airtable_list_bases", "List the bases the token can access.", {}, []),
        tool("airtable_get_base_schema", "Get the tables and fields of a base.", {"baseId": S}, ["baseId"]),
        tool("airtable_list_records", "List records of a table with optional formula filter, sort and maxRecords.", {"baseId": S, "table": S, "filterByFormula": S, "sort": arr(items=OBJ), "maxRecords": INT}, ["baseId", "table"]),
        tool("airtable_get_record", "Get one record.", {"baseId": S, "table": S, "recordId": S}, ["baseId", "table", "recordId"]),
        tool("airtable_create_records", "Create up to 10 records.", {"baseId": S, "table": S, "records": arr(items=OBJ), "typecast": B}, ["baseId", "table", "records"]),
        tool("airtable_update_records", "Patch up to 10 records.", {"baseId": S, "table": S, "records": arr(items=OBJ)}, ["baseId", "table", "records"]),
        tool("airtable_delete_records", "Delete up to 10 records.", {"baseId": S, "table": S, "recordIds": arr(items=S)}, ["baseId", "table", "recordIds"]),
    ]
    base, cust, orders = "appQ3nV8kL2pX7rTz", "tblC7mK2pQ9xR4vLs", "tblO4wN8jT1yB6hDe"
    bw, dm = "recA1b2C3d4E5f6G7", "recC9k0L1m2N3o4P5"
    o = {  # id: (order#, customer, amount, date, status, created)
        "recOx7Ta2Kd91LmQe": ("ORD-1183", bw, 4200.00, "2024-08-14", "Delivered", "2024-08-14T16:02:11.000Z"),
        "recOy3Vb8Nf25PqRs": ("ORD-1241", bw, 3750.00, "2024-09-05", "Delivered", "2024-09-05T10:44:37.000Z"),
        "recOz6Wc4Gh70StUv": ("ORD-1307", bw, 4500.00, "2024-09-27", "Pending", "2024-09-27T13:18:50.000Z"),
        "recOa1Xd5Jk48WxYz": ("ORD-1102", dm, 3000.00, "2024-07-22", "Delivered", "2024-07-22T09:05:12.000Z"),
        "recOb9Ye2Lm63ZaBc": ("ORD-1290", dm, 615.50, "2024-09-19", "Cancelled", "2024-09-19T15:27:04.000Z"),
    }
    new_id = "recOc4Zf7Np12CdEf"

    def orec(rid: str, status: str | None = None) -> dict[str, Any]:
        n, c, a, d, s, ct = o[rid]
        return {"id": rid, "createdTime": ct, "fields": {"Order #": n, "Customer": [c], "Amount": a, "Order Date": d, "Status": status or s}}

    def crec(rid: str, name: str, tier: str, region: str, links: list[str], total: float, last: str, ct: str, notes: str | None = None) -> dict[str, Any]:
        f: dict[str, Any] = {"Name": name, "Tier": tier, "Region": region, "Orders": links, "Order Count": len(links), "Total Order Value": total, "Last Order": last}
        if notes:
            f["Notes"] = notes
        return {"id": rid, "createdTime": ct, "fields": f}

    bw_links = ["recOx7Ta2Kd91LmQe", "recOy3Vb8Nf25PqRs", "recOz6Wc4Gh70StUv"]
    customers = {"records": [
        crec(bw, "Brightwater Co-op", "Silver", "Pacific NW", bw_links, 12450, "2024-09-27", "2023-02-09T18:31:00.000Z"),
        crec("recB8h7J6k5L4m3N2", "Cedar Hollow Market", "Gold", "Mountain", ["recOd1", "recOd2", "recOd3", "recOd4", "recOd5", "recOd6"], 31870, "2024-10-01", "2022-11-30T12:00:41.000Z"),
        crec(dm, "Dunmore Provisions", "Bronze", "Midwest", ["recOa1Xd5Jk48WxYz", "recOb9Ye2Lm63ZaBc"], 3615.5, "2024-09-19", "2024-05-06T08:14:22.000Z"),
        crec("recD2e3F4g5H6i7J8", "Elkhorn Grocers", "Silver", "Mountain", ["recOe1", "recOe2", "recOe3", "recOe4"], 9980, "2024-09-30", "2023-07-18T20:49:03.000Z"),
        crec("recE5f6G7h8I9j0K1", "Fairhaven Foods", "Gold", "Pacific NW", ["recOf1", "recOf2", "recOf3", "recOf4", "recOf5"], 22304.75, "2024-10-03", "2022-08-01T15:37:19.000Z"),
    ], "offset": "itrX4kP9vQ2mL7nB0/recE5f6G7h8I9j0K1"}
    # make the placeholder link ids look real
    for r in customers["records"]:
        r["fields"]["Orders"] = [x if len(x) == 17 else (x + "Qm7Lp2Vx9Tk4Hs8Rw")[:17] for x in r["fields"]["Orders"]]
    bases = {"bases": [{"id": base, "name": "Wholesale CRM", "permissionLevel": "create"}, {"id": "appH2kW9sV4nR1xQp", "name": "Warehouse Ops", "permissionLevel": "edit"},
                       {"id": "appM7tL0pZ3cB8dYe", "name": "Marketing Calendar 2024", "permissionLevel": "read"}]}
    schema = {"tables": [
        {"id": cust, "name": "Customers", "primaryFieldId": "fldCn1", "fields": [
            {"id": "fldCn1aB2cD3eF4gH", "name": "Name", "type": "singleLineText"},
            {"id": "fldTi5jK6lM7nO8pQ", "name": "Tier", "type": "singleSelect", "options": {"choices": [{"id": "selBr0nz3", "name": "Bronze", "color": "orangeLight2"}, {"id": "selS1lv3r", "name": "Silver", "color": "grayLight2"}, {"id": "selG0ld00", "name": "Gold", "color": "yellowLight2"}]}},
            {"id": "fldRg9rS0tU1vW2xY", "name": "Region", "type": "singleLineText"},
            {"id": "fldOr3zA4bC5dE6fG", "name": "Orders", "type": "multipleRecordLinks", "options": {"linkedTableId": orders, "isReversed": False, "prefersSingleRecordLink": False, "inverseLinkFieldId": "fldCu7hI8jK9lM0nO"}},
            {"id": "fldOc1pQ2rS3tU4vW", "name": "Order Count", "type": "count", "options": {"isValid": True, "recordLinkFieldId": "fldOr3zA4bC5dE6fG"}},
            {"id": "fldTv5xY6zA7bC8dE", "name": "Total Order Value", "type": "rollup", "options": {"isValid": True, "recordLinkFieldId": "fldOr3zA4bC5dE6fG", "fieldIdInLinkedTable": "fldAm9fG0hI1jK2lM", "referencedFieldIds": [], "result": {"type": "currency", "options": {"precision": 2, "symbol": "$"}}}, "description": "SUM(values) of Orders → Amount"},
            {"id": "fldLo3nO4pQ5rS6tU", "name": "Last Order", "type": "rollup", "options": {"isValid": True, "recordLinkFieldId": "fldOr3zA4bC5dE6fG", "fieldIdInLinkedTable": "fldDt7vW8xY9zA0bC", "result": {"type": "date", "options": {"dateFormat": {"name": "iso", "format": "YYYY-MM-DD"}}}}, "description": "MAX(values) of Orders → Order Date"},
            {"id": "fldNt1dE2fG3hI4jK", "name": "Notes", "type": "multilineText"}]},
        {"id": orders, "name": "Orders", "primaryFieldId": "fldOn5lM6nO7pQ8rS", "fields": [
            {"id": "fldOn5lM6nO7pQ8rS", "name": "Order #", "type": "singleLineText"},
            {"id": "fldCu7hI8jK9lM0nO", "name": "Customer", "type": "multipleRecordLinks", "options": {"linkedTableId": cust, "isReversed": False, "prefersSingleRecordLink": True, "inverseLinkFieldId": "fldOr3zA4bC5dE6fG"}},
            {"id": "fldAm9fG0hI1jK2lM", "name": "Amount", "type": "currency", "options": {"precision": 2, "symbol": "$"}},
            {"id": "fldDt7vW8xY9zA0bC", "name": "Order Date", "type": "date", "options": {"dateFormat": {"name": "iso", "format": "YYYY-MM-DD"}}},
            {"id": "fldSt9uV0wX1yZ2aB", "name": "Status", "type": "singleSelect", "options": {"choices": [{"id": "selPend1ng", "name": "Pending"}, {"id": "selSh1pp3d", "name": "Shipped"}, {"id": "selD3l1v3r", "name": "Delivered"}, {"id": "selC4nc3l", "name": "Cancelled"}]}}]},
    ]}
    schema["tables"][0]["primaryFieldId"] = "fldCn1aB2cD3eF4gH"
    o[new_id] = ("ORD-1342", bw, 1980.00, "2024-10-08", "Pending", "2024-10-08T14:52:09.000Z")
    bw_after = crec(bw, "Brightwater Co-op", "Silver", "Pacific NW", bw_links + [new_id], 14330, "2024-10-08", "2023-02-09T18:31:00.000Z")
    dm_after = crec(dm, "Dunmore Provisions", "Bronze", "Midwest", ["recOa1Xd5Jk48WxYz"], 3000, "2024-07-22", "2024-05-06T08:14:22.000Z")
    dm_notes = crec(dm, "Dunmore Provisions", "Bronze", "Midwest", ["recOa1Xd5Jk48WxYz"], 3000, "2024-07-22", "2024-05-06T08:14:22.000Z", notes="Cancelled order ORD-1290 removed 2024-10-08 (duplicate PO).")
    turns = [
        (call("airtable_list_bases"), pj(bases)),
        (call("airtable_get_base_schema", baseId=base), pj(schema)),
        (call("airtable_list_records", baseId=base, table="Customers", sort=[{"field": "Name", "direction": "asc"}], maxRecords=5), pj(customers)),
        (call("airtable_list_records", baseId=base, table="Orders", filterByFormula="{Customer} = 'Brightwater Co-op'"), pj({"records": [orec(r) for r in bw_links]})),
        (call("airtable_create_records", baseId=base, table="Orders", records=[{"fields": {"Order #": "ORD-1342", "Customer": [bw], "Amount": 1980, "Order Date": "2024-10-08", "Status": "Pending"}}], typecast=False),
         pj({"records": [orec(new_id)]})),
        (call("airtable_update_records", baseId=base, table="Orders", records=[{"id": "recOz6Wc4Gh70StUv", "fields": {"Status": "Shipped"}}]), pj({"records": [orec("recOz6Wc4Gh70StUv", "Shipped")]})),
        (call("airtable_get_record", baseId=base, table="Customers", recordId=bw), pj(bw_after)),
        (call("airtable_delete_records", baseId=base, table="Orders", recordIds=["recOb9Ye2Lm63ZaBc"]), pj({"records": [{"id": "recOb9Ye2Lm63ZaBc", "deleted": True}]})),
        (call("airtable_list_records", baseId=base, table="Orders", filterByFormula="{Customer} = 'Brightwater Co-op'"),
         pj({"records": [orec("recOx7Ta2Kd91LmQe"), orec("recOy3Vb8Nf25PqRs"), orec("recOz6Wc4Gh70StUv", "Shipped"), orec(new_id)]})),
        (call("airtable_get_record", baseId=base, table="Customers", recordId=dm), pj(dm_after)),
        (call("airtable_update_records", baseId=base, table="Customers", records=[{"id": dm, "fields": {"Notes": "Cancelled order ORD-1290 removed 2024-10-08 (duplicate PO)."}}]), pj({"records": [dm_notes]})),
    ]
    rs.add("mcp", "h61-mcp-11", sysp(tools), turns, state="MCP server `airtable` with a personal access token (scopes data.records:read/write, schema.bases:read).",
           bad=True, turn=7, kind="Brightwater's Total Order Value should be 12,450 + 1,980 = 14,430 after the new order, but turn 7 shows 14,330 (the four orders listed later also sum to 14,430).")


# --------------------------------------------------------------------------------------------------
# 12 Notion (clean): tick a to-do, append blocks, delete a block, rename the page, re-read
# --------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    tools = [
        tool("notion_search", "Search pages and databases shared with the integration.", {"query": S, "filter": OBJ, "page_size": INT}, ["query"]),
        tool("notion_retrieve_block_children", "Retrieve the child blocks of a page or block.", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("notion_update_block", "Update a block's content.", {"block_id": S, "to_do": OBJ, "paragraph": OBJ}, ["block_id"]),
        tool("notion_append_block_children", "Append blocks to a parent block or page.", {"block_id": S, "children": arr(items=OBJ)}, ["block_id", "children"]),
        tool("notion_delete_block", "Move a block to the trash.", {"block_id": S}, ["block_id"]),
        tool("notion_update_page", "Update a page's properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("notion_query_database", "Query a database with filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": arr(items=OBJ)}, ["database_id"]),
    ]
    page = "9f3c2a7e-1b4d-4e8a-b6c0-2d5f8e1a9b73"
    db = "c41e8b20-7d3a-4f95-8a6e-0b2d9c7f1e34"
    me = {"object": "user", "id": "2b7e91d4-5c3a-4f80-9e1b-6a0d3c8f2e57"}
    bot = {"object": "user", "id": "e08f3c1a-9b27-4d6e-a4f1-7c5b2d903a18"}

    def rt(text: str, **ann: Any) -> list[dict[str, Any]]:
        a = {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"}
        a.update(ann)
        return [{"type": "text", "text": {"content": text, "link": None}, "annotations": a, "plain_text": text, "href": None}]

    def blk(bid: str, typ: str, text: str, created: str, edited: str, *, checked: bool | None = None, by: dict[str, Any] = me, archived: bool = False) -> dict[str, Any]:
        body: dict[str, Any] = {"rich_text": rt(text), "color": "default"}
        if typ == "to_do":
            body["checked"] = bool(checked)
        if typ.startswith("heading"):
            body["is_toggleable"] = False
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": page}, "created_time": created, "last_edited_time": edited,
                "created_by": me, "last_edited_by": by, "has_children": False, "archived": archived, "in_trash": archived, "type": typ, typ: body}

    c0 = "2024-09-23T09:14:00.000Z"
    b = {
        "h1": blk("1a7d9e20-3c4b-4f61-8e2a-5b0c7d9f3e11", "heading_2", "Week 1", c0, c0),
        "t1": blk("1a7d9e20-3c4b-4f61-8e2a-5b0c7d9f3e12", "to_do", "Get laptop & YubiKey from IT", c0, "2024-09-24T10:02:00.000Z", checked=True),
        "t2": blk("1a7d9e20-3c4b-4f61-8e2a-5b0c7d9f3e13", "to_do", "Request access to prod-readonly via Opal", c0, c0, checked=False),
        "t3": blk("1a7d9e20-3c4b-4f61-8e2a-5b0c7d9f3e14", "to_do", "Read the architecture overview (ADR-001 … ADR-017)", c0, c0, checked=False),
        "p1": blk("1a7d9e20-3c4b-4f61-8e2a-5b0c7d9f3e15", "paragraph", "Note: VPN access is through Pritunl (vpn.quarry.dev); ask #it-help for a profile.", c0, c0),
        "h2": blk("1a7d9e20-3c4b-4f61-8e2a-5b0c7d9f3e16", "heading_2", "Week 2", c0, c0),
        "t4": blk("1a7d9e20-3c4b-4f61-8e2a-5b0c7d9f3e17", "to_do", "Ship a starter PR (label: good-first-issue)", c0, c0, checked=False),
    }
    t2_done = blk(b["t2"]["id"], "to_do", "Request access to prod-readonly via Opal", c0, "2024-10-02T14:21:00.000Z", checked=True, by=bot)
    n1 = blk("7e2c4b91-0d8a-4e3f-b5c6-1a9d2f7e8c40", "to_do", "Shadow the on-call engineer for one shift", "2024-10-02T14:22:00.000Z", "2024-10-02T14:22:00.000Z", checked=False, by=bot)
    n2 = blk("7e2c4b91-0d8a-4e3f-b5c6-1a9d2f7e8c41", "paragraph", "Onboarding buddy: Marisol Vega (@marisol). VPN is now Tailscale — join the quarry-dev tailnet.", "2024-10-02T14:22:00.000Z", "2024-10-02T14:22:00.000Z", by=bot)
    for x in (n1, n2):
        x["created_by"] = bot
    p1_del = blk(b["p1"]["id"], "paragraph", b["p1"]["paragraph"]["rich_text"][0]["plain_text"], c0, "2024-10-02T14:23:00.000Z", by=bot, archived=True)

    def children(items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"object": "list", "results": items, "next_cursor": None, "has_more": False, "type": "block", "block": {}, "request_id": "5d0e9b7a-2f4c-4d1e-8b3a-6c9f0e2d7a15"}

    title0, title1 = "Onboarding — Backend", "Onboarding — Backend (2024 cohort)"

    def page_obj(title: str, edited: str, by: dict[str, Any]) -> dict[str, Any]:
        return {"object": "page", "id": page, "created_time": "2024-09-23T09:14:00.000Z", "last_edited_time": edited, "created_by": me, "last_edited_by": by,
                "cover": None, "icon": {"type": "emoji", "emoji": "🧭"}, "parent": {"type": "workspace", "workspace": True}, "archived": False, "in_trash": False,
                "properties": {"title": {"id": "title", "type": "title", "title": rt(title)}},
                "url": f"https://www.notion.so/{title.replace(' — ', '-').replace(' ', '-').replace('(', '').replace(')', '')}-{page.replace('-', '')}", "public_url": None}

    search = {"object": "list", "results": [
        page_obj(title0, "2024-09-24T10:02:00.000Z", me),
        {"object": "database", "id": db, "created_time": "2024-09-23T09:20:00.000Z", "last_edited_time": "2024-10-01T16:45:00.000Z", "title": rt("Onboarding Tasks"),
         "parent": {"type": "page_id", "page_id": page}, "url": f"https://www.notion.so/{db.replace('-', '')}", "archived": False, "in_trash": False, "is_inline": True},
    ], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": "a3c81f02-6e5d-4b97-9d24-0f7e1b8c3a69"}

    def row(rid: str, name: str, status: str, due: str, owner: str, edited: str) -> dict[str, Any]:
        return {"object": "page", "id": rid, "created_time": "2024-09-23T09:25:00.000Z", "last_edited_time": edited, "parent": {"type": "database_id", "database_id": db}, "archived": False,
                "properties": {"Task": {"id": "title", "type": "title", "title": rt(name)}, "Status": {"id": "Zx%3Aq", "type": "status", "status": {"name": status}},
                               "Due": {"id": "d%5EwL", "type": "date", "date": {"start": due, "end": None, "time_zone": None}},
                               "Owner": {"id": "Jm%3Bt", "type": "rich_text", "rich_text": rt(owner)}},
                "url": f"https://www.notion.so/{name.replace(' ', '-')}-{rid.replace('-', '')}"}

    q = {"object": "list", "results": [
        row("0c7a9e41-2b3d-4f58-96e1-8d0a4c2f7b13", "Security awareness training", "In progress", "2024-10-04", "People Ops", "2024-10-01T16:45:00.000Z"),
        row("0c7a9e41-2b3d-4f58-96e1-8d0a4c2f7b19", "Set up local dev with devbox", "Not started", "2024-10-07", "New hire", "2024-09-23T09:25:00.000Z"),
        row("0c7a9e41-2b3d-4f58-96e1-8d0a4c2f7b22", "Review incident postmortem INC-2291", "Not started", "2024-10-11", "Buddy", "2024-09-30T11:03:00.000Z"),
    ], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": "f19b2c70-8d4e-4a3b-b6f5-2e0c9d7a1b84"}
    order0 = [b["h1"], b["t1"], b["t2"], b["t3"], b["p1"], b["h2"], b["t4"]]
    order1 = [b["h1"], b["t1"], t2_done, b["t3"], b["h2"], b["t4"], n1, n2]
    turns = [
        (call("notion_search", query="Onboarding", page_size=10), pj(search)),
        (call("notion_retrieve_block_children", block_id=page, page_size=100), pj(children(order0))),
        (call("notion_update_block", block_id=b["t2"]["id"], to_do={"checked": True}), pj(t2_done)),
        (call("notion_append_block_children", block_id=page, children=[
            {"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": "Shadow the on-call engineer for one shift"}}], "checked": False}},
            {"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": n2["paragraph"]["rich_text"][0]["plain_text"]}}]}}]),
         pj(children([n1, n2]))),
        (call("notion_delete_block", block_id=b["p1"]["id"]), pj(p1_del)),
        (call("notion_update_page", page_id=page, properties={"title": {"title": [{"text": {"content": title1}}]}}), pj(page_obj(title1, "2024-10-02T14:23:00.000Z", bot))),
        (call("notion_retrieve_block_children", block_id=page, page_size=100), pj(children(order1))),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"does_not_equal": "Done"}}, sorts=[{"property": "Due", "direction": "ascending"}]), pj(q)),
    ]
    rs.add("mcp", "h61-mcp-12", sysp(tools), turns, state="MCP server `notion` (integration 'Quarry Onboarding Bot', Notion-Version 2022-06-28) with access to the Engineering teamspace. 2024-10-02 14:20 UTC.")


# --------------------------------------------------------------------------------------------------
# 13 Asana (clean): project members added/removed, a task completed, a new task moved into review
# --------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    tools = [
        tool("asana_get_project", "Get a project with members and sections.", {"project_gid": S, "opt_fields": S}, ["project_gid"]),
        tool("asana_get_tasks_for_section", "Get tasks in a section; completed_since=now returns only incomplete tasks.", {"section_gid": S, "completed_since": S, "opt_fields": S}, ["section_gid"]),
        tool("asana_create_task", "Create a task.", {"name": S, "projects": arr(items=S), "assignee": S, "due_on": S, "notes": S}, ["name"]),
        tool("asana_add_members_for_project", "Add users as project members.", {"project_gid": S, "members": S}, ["project_gid", "members"]),
        tool("asana_remove_members_for_project", "Remove users from a project's members.", {"project_gid": S, "members": S}, ["project_gid", "members"]),
        tool("asana_update_task", "Update a task.", {"task_gid": S, "completed": B, "due_on": S, "assignee": S}, ["task_gid"]),
        tool("asana_add_task_to_section", "Move a task into a section.", {"section_gid": S, "task": S}, ["section_gid", "task"]),
        tool("asana_create_story_for_task", "Add a comment to a task.", {"task_gid": S, "text": S}, ["task_gid", "text"]),
        tool("asana_get_task", "Get one task.", {"task_gid": S, "opt_fields": S}, ["task_gid"]),
    ]
    proj = "1207718345291044"
    U = {"sam": ("1201550087312248", "Sam Patel"), "jordan": ("1201934472810563", "Jordan Ellis"), "tomasz": ("1202077381254990", "Tomasz Nowak"),
         "ana": ("1202461190388731", "Ana Costa"), "wei": ("1204087725331926", "Wei Zhang"), "leah": ("1203315020567712", "Leah Kim")}

    def u(k: str) -> dict[str, Any]:
        return {"gid": U[k][0], "name": U[k][1], "resource_type": "user"}

    sec = {"Backlog": "1207718345291045", "In Progress": "1207718345291046", "In Review": "1207718345291047", "Done": "1207718345291048"}

    def project(members: list[str], modified: str) -> dict[str, Any]:
        return {"data": {"gid": proj, "name": "Billing Revamp Q4", "resource_type": "project", "archived": False, "color": "dark-teal",
                         "created_at": "2024-08-26T14:03:51.118Z", "modified_at": modified, "current_status_update": {"gid": "1208013590271134", "resource_type": "status_update", "title": "On track — invoicing v2 in review"},
                         "default_view": "board", "due_on": "2024-12-13", "start_on": "2024-09-02", "owner": u("sam"), "public": False,
                         "members": [u(m) for m in members], "team": {"gid": "1201550087312301", "name": "Payments", "resource_type": "team"},
                         "workspace": {"gid": "1201550087312290", "name": "ledgerloop.io", "resource_type": "workspace"},
                         "permalink_url": f"https://app.asana.com/0/{proj}/{proj}"}}

    def task(gid: str, name: str, who: str, due: str, *, completed: bool = False, completed_at: str | None = None) -> dict[str, Any]:
        return {"gid": gid, "name": name, "resource_type": "task", "resource_subtype": "default_task", "assignee": u(who), "due_on": due,
                "completed": completed, "completed_at": completed_at}

    rev0 = [task("1208022417736510", "Proration for mid-cycle plan changes", "ana", "2024-10-18"),
            task("1208022417736524", "Invoice PDF template v2", "wei", "2024-10-15"),
            task("1208031186604471", "Dunning email cadence (3/7/14 days)", "jordan", "2024-10-21")]
    ng = "1208049953710286"
    notes = "Stripe may deliver invoice.paid more than once. Key processing on event.id and persist in webhook_events with a unique index; return 200 on duplicates."
    created = {"data": {"gid": ng, "name": "Stripe webhook retry idempotency", "resource_type": "task", "resource_subtype": "default_task", "assignee": u("jordan"),
                        "assignee_status": "upcoming", "completed": False, "completed_at": None, "created_at": "2024-10-11T14:58:09.502Z", "modified_at": "2024-10-11T14:58:09.502Z",
                        "due_on": "2024-10-25", "due_at": None, "followers": [u("sam"), u("jordan")], "hearted": False, "likes": [], "num_likes": 0,
                        "memberships": [{"project": {"gid": proj, "name": "Billing Revamp Q4", "resource_type": "project"}, "section": {"gid": sec["Backlog"], "name": "Backlog", "resource_type": "section"}}],
                        "notes": notes, "parent": None, "projects": [{"gid": proj, "name": "Billing Revamp Q4", "resource_type": "project"}], "tags": [],
                        "workspace": {"gid": "1201550087312290", "name": "ledgerloop.io", "resource_type": "workspace"},
                        "permalink_url": f"https://app.asana.com/0/{proj}/{ng}"}}
    later = json.loads(json.dumps(created))
    later["data"]["memberships"][0]["section"] = {"gid": sec["In Review"], "name": "In Review", "resource_type": "section"}
    later["data"]["modified_at"] = "2024-10-11T15:06:13.870Z"
    later["data"]["num_subtasks"] = 0
    done = task("1208022417736524", "Invoice PDF template v2", "wei", "2024-10-15", completed=True, completed_at="2024-10-11T15:04:27.331Z")
    done.update({"modified_at": "2024-10-11T15:04:27.331Z", "memberships": [{"project": {"gid": proj, "name": "Billing Revamp Q4", "resource_type": "project"}, "section": {"gid": sec["In Review"], "name": "In Review", "resource_type": "section"}}]})
    story = {"data": {"gid": "1208049988103357", "resource_type": "story", "created_at": "2024-10-11T15:06:02.119Z", "created_by": u("sam"), "type": "comment", "resource_subtype": "comment_added",
                      "text": "Moved to review — PR ledgerloop/billing#812 adds the unique index and a replay test.", "is_pinned": False, "is_edited": False,
                      "target": {"gid": ng, "name": "Stripe webhook retry idempotency", "resource_type": "task", "resource_subtype": "default_task"}}}
    sections_txt = ", ".join(f"{k} ({v})" for k, v in sec.items())
    proj0 = project(["sam", "jordan", "tomasz", "ana", "wei"], "2024-10-10T17:22:45.903Z")
    proj0["data"]["sections"] = sections_txt
    turns = [
        (call("asana_get_project", project_gid=proj, opt_fields="name,members,owner,team,due_on,start_on,current_status_update,sections"), pj(proj0)),
        (call("asana_get_tasks_for_section", section_gid=sec["In Review"], opt_fields="name,assignee,due_on,completed,completed_at"), pj({"data": rev0, "next_page": None})),
        (call("asana_create_task", name="Stripe webhook retry idempotency", projects=[proj], assignee=U["jordan"][0], due_on="2024-10-25", notes=notes), pj(created)),
        (call("asana_add_members_for_project", project_gid=proj, members=U["leah"][0]), pj(project(["sam", "jordan", "tomasz", "ana", "wei", "leah"], "2024-10-11T14:59:40.226Z"))),
        (call("asana_remove_members_for_project", project_gid=proj, members=U["tomasz"][0]), pj(project(["sam", "jordan", "ana", "wei", "leah"], "2024-10-11T15:00:12.647Z"))),
        (call("asana_update_task", task_gid="1208022417736524", completed=True), pj({"data": done})),
        (call("asana_add_task_to_section", section_gid=sec["In Review"], task=ng), pj({"data": {}})),
        (call("asana_get_tasks_for_section", section_gid=sec["In Review"], completed_since="now", opt_fields="name,assignee,due_on,completed,completed_at"),
         pj({"data": [rev0[0], rev0[2], task(ng, "Stripe webhook retry idempotency", "jordan", "2024-10-25")], "next_page": None})),
        (call("asana_create_story_for_task", task_gid=ng, text=story["data"]["text"]), pj(story)),
        (call("asana_get_task", task_gid=ng), pj(later)),
    ]
    rs.add("mcp", "h61-mcp-13", sysp(tools), turns, state="MCP server `asana` with a personal access token for sam.patel@ledgerloop.io (workspace ledgerloop.io).")


# --------------------------------------------------------------------------------------------------
# 14 monday.com (bad, turn 8): an item set to Done reads 'Working on it' again after a group move
# --------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    tools = [
        tool("monday_get_board_items", "Get the items of a board (optionally one group) with column values.", {"boardId": INT, "groupId": S, "limit": INT}, ["boardId"]),
        tool("monday_change_column_value", "Change one column value of an item (JSON value).", {"boardId": INT, "itemId": INT, "columnId": S, "value": S}, ["boardId", "itemId", "columnId", "value"]),
        tool("monday_create_item", "Create an item in a group.", {"boardId": INT, "groupId": S, "itemName": S, "columnValues": S}, ["boardId", "itemName"]),
        tool("monday_move_item_to_group", "Move an item to another group of the same board.", {"itemId": INT, "groupId": S}, ["itemId", "groupId"]),
        tool("monday_create_update", "Post an update (comment) on an item.", {"itemId": INT, "body": S}, ["itemId", "body"]),
        tool("monday_get_item", "Get one item with group, column values and updates count.", {"itemId": INT}, ["itemId"]),
    ]
    board, acct = 5728391046, 9837120
    STATUS = {"Working on it": 0, "Done": 1, "Stuck": 2, "": 5}
    people = {"Hana Sato": 41822705, "Diego Alvarez": 41822731, "Oluwaseun Adebayo": 52100419}

    def cv(status: str, owner: str, due: str | None, est: int, changed: str) -> list[dict[str, Any]]:
        return [
            {"id": "status", "type": "status", "text": status or None, "value": json.dumps({"index": STATUS[status], "post_id": None, "changed_at": changed})},
            {"id": "person", "type": "people", "text": owner, "value": json.dumps({"personsAndTeams": [{"id": people[owner], "kind": "person"}]})},
            {"id": "date4", "type": "date", "text": due or "", "value": json.dumps({"date": due, "icon": None}) if due else None},
            {"id": "numbers", "type": "numbers", "text": str(est) if est else "", "value": json.dumps(str(est)) if est else None},
        ]

    g42 = {"id": "topics", "title": "Sprint 42"}
    gdone = {"id": "new_group18342", "title": "Completed"}

    def item(iid: str, name: str, group: dict[str, str], cols: list[dict[str, Any]], updated: str) -> dict[str, Any]:
        return {"id": iid, "name": name, "state": "active", "group": group, "updated_at": updated, "column_values": cols}

    items0 = [
        item("1612904375", "API rate limit dashboard", g42, cv("Working on it", "Hana Sato", "2024-10-17", 5, "2024-10-09T11:20:14.772Z"), "2024-10-14T08:51:30Z"),
        item("1612904391", "Migrate cron jobs to Temporal", g42, cv("Stuck", "Diego Alvarez", "2024-10-22", 8, "2024-10-11T15:02:44.101Z"), "2024-10-11T15:02:44Z"),
        item("1612904408", "Rotate Postgres credentials (ledger, billing)", g42, cv("Working on it", "Hana Sato", "2024-10-15", 2, "2024-10-10T09:37:05.560Z"), "2024-10-12T18:04:19Z"),
        item("1612904426", "gRPC health checks for ledger-svc", g42, cv("", "Oluwaseun Adebayo", "2024-10-24", 3, "2024-10-07T13:00:00.000Z"), "2024-10-07T13:00:00Z"),
    ]
    done_cols = cv("Done", "Hana Sato", "2024-10-17", 5, "2024-10-15T07:42:18.905Z")
    new_item = item("1627118833", "Load test new rate limiter (k6, 2k rps)", g42, cv("", "Oluwaseun Adebayo", None, 3, "2024-10-15T07:43:02.338Z"), "2024-10-15T07:43:02Z")
    new_item_dated = item("1627118833", "Load test new rate limiter (k6, 2k rps)", g42, cv("", "Oluwaseun Adebayo", "2024-10-23", 3, "2024-10-15T07:43:02.338Z"), "2024-10-15T07:45:26Z")
    wrap = {"account_id": acct}
    body = "<p>Dashboard is live at grafana.int/d/rl-01. Panels: 429s by route, bucket fill %, top 20 API keys. Moving to Completed.</p>"
    bad_item = item("1612904375", "API rate limit dashboard", gdone, cv("Working on it", "Hana Sato", "2024-10-17", 5, "2024-10-09T11:20:14.772Z"), "2024-10-15T07:44:10Z")
    bad_item.update({"board": {"id": str(board), "name": "Platform Sprint Board"}, "creator_id": "41822705", "created_at": "2024-09-30T10:15:42Z",
                     "updates": [{"id": "3518842976", "body": body, "created_at": "2024-10-15T07:44:10Z", "creator": {"id": "41822705", "name": "Hana Sato"}}]})
    turns = [
        (call("monday_get_board_items", boardId=board, groupId="topics", limit=25), pj({"data": {"boards": [{"id": str(board), "name": "Platform Sprint Board", "items_page": {"cursor": None, "items": items0}}]}, **wrap})),
        (call("monday_change_column_value", boardId=board, itemId=1612904375, columnId="status", value="{\"label\": \"Done\"}"),
         pj({"data": {"change_column_value": {"id": "1612904375", "name": "API rate limit dashboard", "column_values": [done_cols[0]]}}, **wrap})),
        (call("monday_create_item", boardId=board, groupId="topics", itemName="Load test new rate limiter (k6, 2k rps)", columnValues="{\"person\": {\"personsAndTeams\": [{\"id\": 52100419, \"kind\": \"person\"}]}, \"numbers\": \"3\"}"),
         pj({"data": {"create_item": {"id": "1627118833", "name": new_item["name"], "group": g42, "created_at": "2024-10-15T07:43:02Z"}}, **wrap})),
        (call("monday_move_item_to_group", itemId=1612904375, groupId="new_group18342"), pj({"data": {"move_item_to_group": {"id": "1612904375", "group": gdone}}, **wrap})),
        (call("monday_create_update", itemId=1612904375, body=body), pj({"data": {"create_update": {"id": "3518842976", "item_id": "1612904375", "created_at": "2024-10-15T07:44:10Z", "creator_id": "41822705"}}, **wrap})),
        (call("monday_change_column_value", boardId=board, itemId=1627118833, columnId="date4", value="{\"date\": \"2024-10-23\"}"),
         pj({"data": {"change_column_value": {"id": "1627118833", "name": new_item["name"], "column_values": [new_item_dated["column_values"][2]]}}, **wrap})),
        (call("monday_get_board_items", boardId=board, groupId="topics", limit=25), pj({"data": {"boards": [{"id": str(board), "name": "Platform Sprint Board", "items_page": {"cursor": None, "items": items0[1:] + [new_item_dated]}}]}, **wrap})),
        (call("monday_get_item", itemId=1612904375), pj({"data": {"items": [bad_item]}, **wrap})),
    ]
    rs.add("mcp", "h61-mcp-14", sysp(tools), turns, state="MCP server `monday` (API version 2024-10) authenticated as Hana Sato (user 41822705), account 9837120.",
           bad=True, turn=8, kind="Item 1612904375's status was changed to Done at turn 2, but at turn 8 it reads 'Working on it' (with its old changed_at) though only its group was changed since.")


# --------------------------------------------------------------------------------------------------
# 15 ClickUp (clean): status change, a timer started and stopped, time_spent grows by the entry
# --------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    tools = [
        tool("clickup_get_tasks", "Get the tasks of a list.", {"list_id": S, "include_closed": B}, ["list_id"]),
        tool("clickup_update_task", "Update a task.", {"task_id": S, "status": S, "priority": INT, "due_date": INT}, ["task_id"]),
        tool("clickup_start_timer", "Start a time entry on a task.", {"team_id": S, "task_id": S, "description": S}, ["team_id", "task_id"]),
        tool("clickup_add_tag_to_task", "Add a tag to a task.", {"task_id": S, "tag_name": S}, ["task_id", "tag_name"]),
        tool("clickup_stop_timer", "Stop the running time entry.", {"team_id": S}, ["team_id"]),
        tool("clickup_get_task", "Get one task.", {"task_id": S}, ["task_id"]),
        tool("clickup_get_time_entries", "Get time entries of a task within a date range.", {"team_id": S, "task_id": S, "start_date": INT, "end_date": INT}, ["team_id", "task_id"]),
    ]
    team, lst = "9012077341", "901204417733"
    me = {"id": 81440327, "username": "Ingrid Holm", "email": "ingrid.holm@tidewell.ai", "color": "#0ab4ff", "initials": "IH", "profilePicture": None}
    st = {"to do": ("#87909e", 0, "open"), "in progress": ("#5f55ee", 1, "custom"), "review": ("#f8ae00", 2, "custom"), "complete": ("#008844", 3, "closed")}

    def status(name: str) -> dict[str, Any]:
        c, i, t = st[name]
        return {"status": name, "color": c, "orderindex": i, "type": t}

    def tk(tid: str, name: str, s: str, spent: int, tags: list[str], due: str, updated: int, prio: str = "normal", extra: dict[str, Any] | None = None) -> dict[str, Any]:
        d = {"id": tid, "custom_id": None, "name": name, "status": status(s), "date_created": str(ms("2024-10-01T08:10:00Z") + int(tid[-3:], 36)),
             "date_updated": str(updated), "date_closed": None, "creator": me, "assignees": [me], "tags": [{"name": t, "tag_fg": "#ffffff", "tag_bg": "#7b68ee", "creator": 81440327} for t in tags],
             "priority": {"id": {"urgent": "1", "high": "2", "normal": "3"}[prio], "priority": prio}, "due_date": str(ms(due)), "time_estimate": 7200000, "time_spent": spent,
             "list": {"id": lst, "name": "Q4 Data Pipeline"}, "folder": {"id": "90120997514", "name": "Analytics Eng"}, "space": {"id": "90121655830"}, "url": f"https://app.clickup.com/t/{tid}"}
        if extra:
            d.update(extra)
        return d

    tid = "86b1qv7kd"
    tasks0 = [
        tk("86b1qv7c2", "Backfill events_2023 into Iceberg", "in progress", 10800000, ["pipeline"], "2024-10-14T17:00:00Z", ms("2024-10-10T16:21:07Z") + 114, "high"),
        tk(tid, "dbt: split fct_orders into incremental model", "to do", 4500000, ["pipeline"], "2024-10-16T17:00:00Z", ms("2024-10-09T12:40:55Z") + 482),
        tk("86b1qv7mx", "Great Expectations suite for payments_raw", "to do", 0, ["data-quality"], "2024-10-18T17:00:00Z", ms("2024-10-08T09:02:31Z") + 7),
        tk("86b1qv7pq", "Airflow 2.10 upgrade on staging", "review", 5400000, ["infra"], "2024-10-12T17:00:00Z", ms("2024-10-11T10:15:43Z") + 650, "urgent"),
        tk("86b1qv7rw", "Document SLA for daily revenue snapshot", "to do", 0, ["docs"], "2024-10-21T17:00:00Z", ms("2024-10-03T14:48:19Z") + 201),
    ]
    t_upd = tk(tid, "dbt: split fct_orders into incremental model", "in progress", 4500000, ["pipeline"], "2024-10-16T17:00:00Z", ms("2024-10-11T12:59:41Z") + 318)
    start, end = ms("2024-10-11T13:00:00Z") + 127, ms("2024-10-11T13:25:30Z") + 127
    entry_id = "4189921755302815463"
    task_ref = {"id": tid, "name": "dbt: split fct_orders into incremental model", "status": status("in progress"), "custom_type": None}
    running = {"data": {"id": entry_id, "task": task_ref, "wid": team, "user": me, "billable": False, "start": str(start), "duration": str(-start),
                        "description": "Refactor fct_orders with is_incremental() and unique_key", "tags": [], "source": "clickup", "at": str(start), "task_location": {"list_id": lst, "folder_id": "90120997514", "space_id": "90121655830"}, "task_url": f"https://app.clickup.com/t/{tid}"}}
    stopped = json.loads(json.dumps(running))
    stopped["data"].update({"end": str(end), "duration": str(end - start), "at": str(end)})
    t_after = tk(tid, "dbt: split fct_orders into incremental model", "in progress", 4500000 + (end - start), ["pipeline", "needs-review"], "2024-10-16T17:00:00Z", end + 2084,
                 extra={"description": "Split fct_orders into an incremental model keyed on order_id; late-arriving updates handled with a 3-day lookback.", "watchers": [me], "checklists": [], "custom_fields": [], "points": None})

    def entry(eid: str, s: int, dur: int, desc: str) -> dict[str, Any]:
        return {"id": eid, "task": task_ref, "wid": team, "user": me, "billable": False, "start": str(s), "end": str(s + dur), "duration": str(dur), "description": desc, "tags": [], "source": "clickup", "at": str(s + dur)}

    entries = {"data": [
        entry("4186312047719906831", ms("2024-10-08T09:30:00Z"), 2700000, "Spike: incremental strategy options (merge vs delete+insert)"),
        entry("4187004550128367992", ms("2024-10-09T11:40:00Z"), 1800000, "Draft unique_key + lookback config"),
        {**entry(entry_id, start, end - start, "Refactor fct_orders with is_incremental() and unique_key"), "task": task_ref},
    ]}
    turns = [
        (call("clickup_get_tasks", list_id=lst, include_closed=False), pj({"tasks": tasks0, "last_page": True})),
        (call("clickup_update_task", task_id=tid, status="in progress"), pj(t_upd)),
        (call("clickup_start_timer", team_id=team, task_id=tid, description="Refactor fct_orders with is_incremental() and unique_key"), pj(running)),
        (call("clickup_add_tag_to_task", task_id=tid, tag_name="needs-review"), pj({})),
        (call("clickup_stop_timer", team_id=team), pj(stopped)),
        (call("clickup_get_task", task_id=tid), pj(t_after)),
        (call("clickup_get_time_entries", team_id=team, task_id=tid, start_date=ms("2024-10-01T00:00:00Z"), end_date=ms("2024-10-12T00:00:00Z")), pj(entries)),
    ]
    rs.add("mcp", "h61-mcp-15", sysp(tools), turns, state="MCP server `clickup` (API v2, personal token) for ingrid.holm@tidewell.ai; workspace (team) 9012077341.")


# --------------------------------------------------------------------------------------------------
# 16 Salesforce (clean): campaign member swap, stage change recomputes probability, 15/18-char ids
# --------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    tools = [
        tool("salesforce_query", "Run a SOQL query.", {"soql": S}, ["soql"]),
        tool("salesforce_create_record", "Create a record of an sObject type.", {"sobject": S, "fields": OBJ}, ["sobject", "fields"]),
        tool("salesforce_delete_record", "Delete a record by id.", {"sobject": S, "id": S}, ["sobject", "id"]),
        tool("salesforce_update_record", "Update fields of a record.", {"sobject": S, "id": S, "fields": OBJ}, ["sobject", "id", "fields"]),
        tool("salesforce_get_record", "Retrieve a record by id (15 or 18 characters).", {"sobject": S, "id": S, "fields": arr(items=S)}, ["sobject", "id"]),
        tool("salesforce_describe_object", "Describe an sObject (fields, picklists).", {"sobject": S, "fields": arr(items=S)}, ["sobject"]),
    ]
    inst = "https://meridianot.my.salesforce.com"
    camp = "7015e000000Qx2TAAS"

    def attrs(t: str, i: str) -> dict[str, str]:
        return {"type": t, "url": f"/services/data/v60.0/sobjects/{t}/{i}"}

    def campaign(resp: int, modstamp: str) -> dict[str, Any]:
        return {"totalSize": 1, "done": True, "records": [{"attributes": attrs("Campaign", camp), "Id": camp, "Name": "Q4 Webinar — Zero-Trust for OT Networks", "Status": "In Progress",
                                                            "StartDate": "2024-10-01", "EndDate": "2024-11-21", "NumberOfContacts": 142, "NumberOfLeads": 37, "NumberOfResponses": resp,
                                                            "LastModifiedDate": "2024-10-29T16:08:51.000+0000", "SystemModstamp": modstamp}]}

    def cm(i: str, cid: str, name: str, status: str, created: str) -> dict[str, Any]:
        return {"attributes": attrs("CampaignMember", i), "Id": i, "ContactId": cid, "Contact": {"attributes": attrs("Contact", cid), "Name": name}, "Status": status, "HasResponded": status == "Responded", "CreatedDate": created}

    members = {"totalSize": 5, "done": True, "records": [
        cm("00v5e00000MtR4aAAF", "0035e00000XyZ1aAAB", "Lukas Brenner", "Sent", "2024-11-01T13:22:07.000+0000"),
        cm("00v5e00000MtR2yAAF", "0035e00000XyY8qAAB", "Amelia Hart", "Responded", "2024-10-31T09:47:55.000+0000"),
        cm("00v5e00000MtQ7bAAF", "0035e00000Xw4KpAAJ", "Rafael Mendes", "Responded", "2024-10-28T18:03:12.000+0000"),
        cm("00v5e00000MtPz1AAF", "0035e00000XvT0mAAJ", "Chen Jiayi", "Sent", "2024-10-25T11:30:40.000+0000"),
        cm("00v5e00000MtPwGAAV", "0035e00000XuR6cAAJ", "Olga Petrenko", "Sent", "2024-10-24T15:16:21.000+0000"),
    ]}
    opp, opp15 = "0068c00001Q2xYzAAJ", "0068c00001Q2xYz"
    acct = "0015e00000QmN3xAAF"

    def o(i: str, name: str, amt: float, stage: str, prob: int, close: str, mod: str) -> dict[str, Any]:
        return {"attributes": attrs("Opportunity", i), "Id": i, "Name": name, "AccountId": acct, "Amount": amt, "StageName": stage, "Probability": prob,
                "ExpectedRevenue": round(amt * prob / 100, 2), "CloseDate": close, "ForecastCategoryName": {75: "Best Case", 90: "Commit", 100: "Closed"}[prob],
                "OwnerId": "0055e000008QkLmAAK", "LastModifiedDate": mod}

    opps = {"totalSize": 2, "done": True, "records": [
        o(opp, "Meridian Water — OT Segmentation Rollout", 84000.0, "Proposal/Price Quote", 75, "2024-12-13", "2024-10-22T10:41:03.000+0000"),
        o("0068c00001Q1wVuAAJ", "Meridian Water — Renewal FY25", 22800.0, "Closed Won", 100, "2024-09-30", "2024-09-30T21:12:44.000+0000"),
    ]}
    after = o(opp, "Meridian Water — OT Segmentation Rollout", 91500.0, "Negotiation/Review", 90, "2024-12-13", "2024-11-04T15:27:36.000+0000")
    after.update({"Type": "New Business", "LeadSource": "Webinar", "CampaignId": camp, "IsClosed": False, "IsWon": False, "NextStep": "Security questionnaire + MSA redlines (legal)",
                  "CreatedDate": "2024-08-19T14:05:22.000+0000", "LastModifiedById": "0055e000008QkLmAAK", "SystemModstamp": "2024-11-04T15:27:36.000+0000"})

    def h(i: str, stage: str, amt: float, prob: int, created: str) -> dict[str, Any]:
        return {"attributes": attrs("OpportunityHistory", i), "Id": i, "StageName": stage, "Amount": amt, "Probability": prob, "ExpectedRevenue": round(amt * prob / 100, 2), "CloseDate": "2024-12-13", "CreatedDate": created}

    hist = {"totalSize": 4, "done": True, "records": [
        h("0085e00002aQ1b4AAC", "Qualification", 60000.0, 20, "2024-08-19T14:05:22.000+0000"),
        h("0085e00002aT7c9AAC", "Value Proposition", 72000.0, 50, "2024-09-12T09:18:40.000+0000"),
        h("0085e00002aX2d1AAC", "Proposal/Price Quote", 84000.0, 75, "2024-10-22T10:41:03.000+0000"),
        h("0085e00002b04e6AAC", "Negotiation/Review", 91500.0, 90, "2024-11-04T15:27:36.000+0000"),
    ]}
    stages = [("Prospecting", 10), ("Qualification", 20), ("Needs Analysis", 20), ("Value Proposition", 50), ("Id. Decision Makers", 60), ("Perception Analysis", 70),
              ("Proposal/Price Quote", 75), ("Negotiation/Review", 90), ("Closed Won", 100), ("Closed Lost", 0)]
    describe = {"name": "Opportunity", "label": "Opportunity", "keyPrefix": "006", "fields": [
        {"name": "StageName", "type": "picklist", "label": "Stage", "nillable": False, "picklistValues": [{"value": s, "label": s, "active": True, "defaultValue": False, "probability": p} for s, p in stages]},
        {"name": "Probability", "type": "percent", "label": "Probability (%)", "calculated": False, "defaultedOnCreate": True, "precision": 3, "scale": 0},
        {"name": "ExpectedRevenue", "type": "currency", "label": "Expected Amount", "calculated": True, "calculatedFormula": None, "updateable": False},
        {"name": "Amount", "type": "currency", "label": "Amount", "precision": 18, "scale": 2, "updateable": True}]}
    q_c = f"SELECT Id, Name, Status, StartDate, EndDate, NumberOfContacts, NumberOfLeads, NumberOfResponses, LastModifiedDate, SystemModstamp FROM Campaign WHERE Id = '{camp}'"
    turns = [
        (call("salesforce_query", soql=q_c), mcp_text(campaign(61, "2024-11-04T14:58:10.000+0000"))),
        (call("salesforce_query", soql=f"SELECT Id, ContactId, Contact.Name, Status, HasResponded, CreatedDate FROM CampaignMember WHERE CampaignId = '{camp}' AND ContactId != null ORDER BY CreatedDate DESC LIMIT 5"), mcp_text(members)),
        (call("salesforce_create_record", sobject="CampaignMember", fields={"CampaignId": camp, "ContactId": "0035e00001AbCdEAAZ", "Status": "Sent"}), mcp_text({"id": "00v5e00000MtR9kAAF", "success": True, "errors": []})),
        (call("salesforce_delete_record", sobject="CampaignMember", id="00v5e00000MtQ7bAAF"), mcp_text({"id": "00v5e00000MtQ7bAAF", "success": True, "errors": []})),
        (call("salesforce_query", soql=q_c), mcp_text(campaign(60, "2024-11-04T15:21:49.000+0000"))),
        (call("salesforce_query", soql=f"SELECT Id, Name, AccountId, Amount, StageName, Probability, ExpectedRevenue, CloseDate, ForecastCategoryName, OwnerId, LastModifiedDate FROM Opportunity WHERE AccountId = '{acct}' ORDER BY CloseDate DESC"), mcp_text(opps)),
        (call("salesforce_update_record", sobject="Opportunity", id=opp, fields={"StageName": "Negotiation/Review", "Amount": 91500}), mcp_text({"id": opp, "success": True, "errors": []})),
        (call("salesforce_get_record", sobject="Opportunity", id=opp15), mcp_text(after)),
        (call("salesforce_query", soql=f"SELECT Id, StageName, Amount, Probability, ExpectedRevenue, CloseDate, CreatedDate FROM OpportunityHistory WHERE OpportunityId = '{opp}' ORDER BY CreatedDate ASC"), mcp_text(hist)),
        (call("salesforce_describe_object", sobject="Opportunity", fields=["StageName", "Probability", "ExpectedRevenue", "Amount"]), mcp_text(describe)),
        (call("salesforce_query", soql=f"SELECT COUNT() FROM CampaignMember WHERE CampaignId = '{camp}'"), mcp_text({"totalSize": 179, "done": True, "records": []})),
    ]
    rs.add("mcp", "h61-mcp-16", sysp(tools), turns, state=f"MCP server `salesforce` connected to {inst} (API v60.0) as user mbrandt@meridianot.com (0055e000008QkLmAAK).")


# --------------------------------------------------------------------------------------------------
# 17 Zendesk (bad, turn 5): the audit for the priority change is stamped before the earlier audits
# --------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    tools = [
        tool("zendesk_search", "Search tickets with Zendesk search syntax.", {"query": S, "sort_by": S, "sort_order": S}, ["query"]),
        tool("zendesk_get_ticket", "Get a ticket.", {"ticket_id": INT}, ["ticket_id"]),
        tool("zendesk_add_comment", "Add a public reply or an internal note to a ticket.", {"ticket_id": INT, "body": S, "public": B}, ["ticket_id", "body"]),
        tool("zendesk_update_ticket", "Update ticket fields (status, priority, group_id, assignee_id, tags, comment).", {"ticket_id": INT, "status": S, "priority": S, "group_id": INT, "assignee_id": INT, "tags": arr(items=S), "comment": OBJ}, ["ticket_id"]),
        tool("zendesk_get_ticket_audits", "List a ticket's audits, oldest first.", {"ticket_id": INT}, ["ticket_id"]),
        tool("zendesk_list_macros", "List active macros.", {"active": B, "category": S}, []),
        tool("zendesk_apply_macro", "Preview the changes a macro would make to a ticket (does not save).", {"ticket_id": INT, "macro_id": INT}, ["ticket_id", "macro_id"]),
        tool("zendesk_get_ticket_comments", "List a ticket's comments, oldest first.", {"ticket_id": INT}, ["ticket_id"]),
        tool("zendesk_list_groups", "List agent groups.", {}, []),
    ]
    sub = "https://vantabyte.zendesk.com/api/v2"
    me, req, cust_agent = 398817224511, 21977340018245, 398817220034
    t2g, t3g = 360009114552, 360011208731
    desc = "Since ~07:30 UTC our EU shoppers get a 502 Bad Gateway on /checkout/confirm. US storefront is fine. Order volume down ~40% this morning. Store: lumaroom-eu (Shop ID 88214)."
    tags0 = ["checkout", "eu", "outage", "plan_enterprise"]

    def ticket(status: str, prio: str, group: int, tags: list[str], updated: str) -> dict[str, Any]:
        return {"url": f"{sub}/tickets/48213.json", "id": 48213, "external_id": None, "via": {"channel": "email", "source": {"from": {"address": "ops@lumaroom.eu", "name": "Lumaroom Ops"}, "to": {"address": "support@vantabyte.com"}, "rel": None}},
                "created_at": "2024-09-30T14:05:33Z", "updated_at": updated, "type": "incident", "subject": "Checkout fails with 502 for EU customers", "raw_subject": "Checkout fails with 502 for EU customers",
                "description": desc, "priority": prio, "status": status, "recipient": "support@vantabyte.com", "requester_id": req, "submitter_id": req, "assignee_id": me,
                "organization_id": 17342019806221, "group_id": group, "collaborator_ids": [], "follower_ids": [cust_agent], "email_cc_ids": [], "problem_id": None, "has_incidents": False,
                "is_public": True, "due_at": None, "tags": tags, "custom_fields": [{"id": 360040877312, "value": "lumaroom-eu"}, {"id": 360041092255, "value": "payments"}],
                "satisfaction_rating": None, "sharing_agreement_ids": [], "brand_id": 360001427791, "allow_channelback": False, "allow_attachments": True, "from_messaging_channel": False}

    note = "Pinned to eu-west-1 ingress: upstream checkout-svc pods OOMKilled since deploy 2024.09.30-3 (memory limit 512Mi). Rolling back; ENG-7712 opened."
    t_open = ticket("open", "urgent", t2g, tags0, "2024-10-02T08:41:17Z")
    t_note = ticket("open", "urgent", t2g, tags0, "2024-10-02T09:12:44Z")
    t_esc = ticket("open", "high", t3g, tags0, "2024-10-02T09:13:30Z")
    macro_comment = "Hi Lumaroom team — our engineers have identified the cause and are rolling back the affected release. We will update you within 60 minutes. Reference: ENG-7712."
    tags1 = tags0 + ["awaiting_eng"]
    t_pend = ticket("pending", "high", t3g, sorted(tags1), "2024-10-02T09:20:02Z")

    def audit(aid: int, created: str, author: int, events: list[dict[str, Any]], via: str = "web") -> dict[str, Any]:
        return {"id": aid, "ticket_id": 48213, "created_at": created, "author_id": author, "metadata": {"system": {"client": "Mozilla/5.0", "ip_address": "198.51.100.23", "location": "Dublin, Ireland"}, "custom": {}},
                "via": {"channel": via, "source": {"from": {}, "to": {}, "rel": None}}, "events": events}

    a_note = audit(28830417726355, "2024-10-02T09:12:44Z", me, [{"id": 28830417726483, "type": "Comment", "author_id": me, "body": note, "public": False, "attachments": []}])
    a_esc = audit(28830422195987, "2024-10-02T09:13:30Z", me, [{"id": 28830422196115, "type": "Change", "field_name": "priority", "value": "high", "previous_value": "urgent"},
                                                                 {"id": 28830422196243, "type": "Change", "field_name": "group_id", "value": str(t3g), "previous_value": str(t2g)}])
    a_esc_bad = json.loads(json.dumps(a_esc))
    a_esc_bad["created_at"] = "2024-10-02T08:13:30Z"
    audits = {"audits": [
        audit(28791130081235, "2024-09-30T14:05:33Z", req, [{"id": 28791130081363, "type": "Create", "field_name": "status", "value": "new"}, {"id": 28791130081491, "type": "Comment", "author_id": req, "body": desc, "public": True}], via="email"),
        audit(28795542176018, "2024-09-30T16:40:02Z", me, [{"id": 28795542176146, "type": "Comment", "author_id": me, "body": "Thanks — we're investigating with the payments team and will update you shortly.", "public": True},
                                                            {"id": 28795542176274, "type": "Change", "field_name": "status", "value": "open", "previous_value": "new"}]),
        audit(28818876533011, "2024-10-02T08:41:17Z", req, [{"id": 28818876533139, "type": "Comment", "author_id": req, "body": "Still failing this morning. 612 failed orders since midnight. Please escalate.", "public": True}], via="email"),
        a_note, a_esc_bad], "next_page": None, "previous_page": None, "count": 5}
    macros = {"macros": [
        {"id": 360145527311, "title": "Escalation::Awaiting engineering", "active": True, "position": 3, "description": "Set pending, tag awaiting_eng, send holding reply", "updated_at": "2024-06-11T12:40:09Z",
         "actions": [{"field": "status", "value": "pending"}, {"field": "current_tags", "value": "awaiting_eng"}, {"field": "comment_value_html", "value": "<p>Hi {{ticket.organization.name}} team — our engineers have identified the cause ...</p>"}]},
        {"id": 360145527455, "title": "Escalation::Incident resolved", "active": True, "position": 4, "description": "Solve with resolution note", "updated_at": "2024-06-11T12:41:50Z", "actions": [{"field": "status", "value": "solved"}]},
        {"id": 360139880112, "title": "Billing::Refund issued", "active": True, "position": 7, "description": None, "updated_at": "2024-02-20T09:15:33Z", "actions": [{"field": "status", "value": "solved"}, {"field": "current_tags", "value": "refund"}]},
        {"id": 360151003876, "title": "Triage::Need more info", "active": True, "position": 1, "description": "Ask for HAR file and timestamps", "updated_at": "2024-08-02T17:26:44Z", "actions": [{"field": "status", "value": "pending"}]},
    ], "next_page": None, "previous_page": None, "count": 4}
    preview = {"result": {"ticket": {"id": 48213, "status": "pending", "priority": "high", "group_id": t3g, "assignee_id": me, "tags": sorted(tags1), "fields": [], "url": f"{sub}/tickets/48213.json"},
                          "comment": {"body": macro_comment, "html_body": f"<p>{macro_comment}</p>", "public": True, "scoped_body": [["channel:all", macro_comment]]}}}

    def cmt(cid: int, author: int, body: str, public: bool, created: str, via: str = "web") -> dict[str, Any]:
        return {"id": cid, "type": "Comment", "author_id": author, "body": body, "html_body": f"<div class=\"zd-comment\"><p>{body}</p></div>", "plain_body": body, "public": public,
                "attachments": [], "audit_id": 28791130081235 if cid == 28791130081491 else cid - 128, "via": {"channel": via}, "created_at": created}

    comments = {"comments": [
        cmt(28791130081491, req, desc, True, "2024-09-30T14:05:33Z", "email"),
        cmt(28795542176146, me, "Thanks — we're investigating with the payments team and will update you shortly.", True, "2024-09-30T16:40:02Z"),
        cmt(28818876533139, req, "Still failing this morning. 612 failed orders since midnight. Please escalate.", True, "2024-10-02T08:41:17Z", "email"),
        cmt(28830417726483, me, note, False, "2024-10-02T09:12:44Z"),
        cmt(28830603310771, me, macro_comment, True, "2024-10-02T09:20:02Z"),
    ], "next_page": None, "previous_page": None, "count": 5}
    groups = {"groups": [
        {"id": 360007730291, "name": "Tier 1", "description": "Frontline support", "default": True, "deleted": False, "created_at": "2019-03-04T10:12:45Z", "updated_at": "2023-11-02T08:00:17Z"},
        {"id": t2g, "name": "Tier 2", "description": "Technical support", "default": False, "deleted": False, "created_at": "2019-05-21T13:40:02Z", "updated_at": "2024-01-15T16:22:31Z"},
        {"id": t3g, "name": "Tier 3 — Engineering escalations", "description": "On-call engineers for incidents", "default": False, "deleted": False, "created_at": "2020-07-08T09:05:19Z", "updated_at": "2024-05-30T11:47:08Z"},
        {"id": 360013305648, "name": "Billing", "description": "", "default": False, "deleted": False, "created_at": "2021-02-11T15:30:00Z", "updated_at": "2021-02-11T15:30:00Z"},
    ], "next_page": None, "previous_page": None, "count": 4}

    def hit(tid: int, subj: str, created: str, updated: str, grp: int) -> dict[str, Any]:
        return {"url": f"{sub}/tickets/{tid}.json", "id": tid, "subject": subj, "status": "open", "priority": "urgent", "type": "incident", "group_id": grp, "created_at": created, "updated_at": updated, "result_type": "ticket"}

    s0 = [hit(48213, "Checkout fails with 502 for EU customers", "2024-09-30T14:05:33Z", "2024-10-02T08:41:17Z", t2g),
          hit(48190, "SAML SSO login loop for all agents", "2024-09-29T22:17:40Z", "2024-10-02T07:55:03Z", t2g),
          hit(48227, "Webhooks delayed by 30+ minutes (order.created)", "2024-10-01T18:09:26Z", "2024-10-02T06:30:12Z", t3g)]
    s1 = [hit(48241, "Payment page shows blank iframe (Safari 18)", "2024-10-02T09:16:51Z", "2024-10-02T09:16:51Z", 360007730291), s0[1], s0[2]]
    q = "type:ticket status:open priority:urgent"
    turns = [
        (call("zendesk_search", query=q, sort_by="updated_at", sort_order="desc"), pj({"results": s0, "facets": None, "next_page": None, "previous_page": None, "count": 3})),
        (call("zendesk_get_ticket", ticket_id=48213), pj({"ticket": t_open})),
        (call("zendesk_add_comment", ticket_id=48213, body=note, public=False), pj({"ticket": t_note, "audit": a_note})),
        (call("zendesk_update_ticket", ticket_id=48213, priority="high", group_id=t3g), pj({"ticket": t_esc, "audit": a_esc})),
        (call("zendesk_get_ticket_audits", ticket_id=48213), pj(audits)),
        (call("zendesk_list_macros", active=True), pj(macros)),
        (call("zendesk_apply_macro", ticket_id=48213, macro_id=360145527311), pj(preview)),
        (call("zendesk_update_ticket", ticket_id=48213, status="pending", tags=sorted(tags1), comment={"body": macro_comment, "public": True}), pj({"ticket": t_pend})),
        (call("zendesk_get_ticket_comments", ticket_id=48213), pj(comments)),
        (call("zendesk_list_groups"), pj(groups)),
        (call("zendesk_search", query=q, sort_by="updated_at", sort_order="desc"), pj({"results": s1, "facets": None, "next_page": None, "previous_page": None, "count": 3})),
        (call("zendesk_get_ticket", ticket_id=48213), pj({"ticket": t_pend})),
    ]
    rs.add("mcp", "h61-mcp-17", sysp(tools), turns, state="MCP server `zendesk` for subdomain vantabyte (API token, agent aoife.brennan@vantabyte.com, user 398817224511).",
           bad=True, turn=5, kind="The priority/group change audit was created at 09:13:30Z (turn 4), but the turn-5 audit log stamps it 08:13:30Z, before the earlier audits it follows.")


# --------------------------------------------------------------------------------------------------
# 18 Intercom (clean): reply and close a conversation, swap tags, update attributes, live last_seen
# --------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    tools = [
        tool("intercom_search_contacts", "Search contacts (POST /contacts/search).", {"field": S, "operator": S, "value": S}, ["field", "operator", "value"]),
        tool("intercom_search_conversations", "Search conversations (POST /conversations/search).", {"query": OBJ, "per_page": INT}, ["query"]),
        tool("intercom_reply_conversation", "Reply to a conversation as an admin.", {"conversation_id": S, "admin_id": S, "body": S, "message_type": S}, ["conversation_id", "admin_id", "body"]),
        tool("intercom_tag_contact", "Attach a tag to a contact.", {"contact_id": S, "tag_id": S}, ["contact_id", "tag_id"]),
        tool("intercom_untag_contact", "Remove a tag from a contact.", {"contact_id": S, "tag_id": S}, ["contact_id", "tag_id"]),
        tool("intercom_update_contact", "Update a contact.", {"contact_id": S, "custom_attributes": OBJ, "name": S}, ["contact_id"]),
        tool("intercom_close_conversation", "Close a conversation as an admin.", {"conversation_id": S, "admin_id": S, "body": S}, ["conversation_id", "admin_id"]),
        tool("intercom_get_contact", "Get a contact.", {"contact_id": S}, ["contact_id"]),
    ]
    cid, admin = "65f1c2a9e4b0d81f3a7c2e95", "7204518"
    tag = {"VIP": "7731920", "beta-tester": "7731954", "churn-risk": "8840217"}

    def tags(names: list[str]) -> dict[str, Any]:
        return {"type": "list", "data": [{"type": "tag", "id": tag[n], "url": f"/tags/{tag[n]}"} for n in names], "url": f"/contacts/{cid}/tags", "total_count": len(names), "has_more": False}

    def contact(tg: list[str], plan: str, seats: int, updated: int, seen: int, contacted: int) -> dict[str, Any]:
        return {"type": "contact", "id": cid, "workspace_id": "qx7ln2pe", "external_id": "usr_40913", "role": "user", "email": "k.oduya@brightloom.co", "phone": "+447700900318",
                "name": "Kemi Oduya", "avatar": None, "owner_id": 7204518, "social_profiles": {"type": "list", "data": []}, "has_hard_bounced": False, "marked_email_as_spam": False,
                "unsubscribed_from_emails": False, "created_at": epoch("2024-03-13T10:27:53Z"), "updated_at": updated, "signed_up_at": epoch("2024-03-13T10:27:50Z"),
                "last_seen_at": seen, "last_replied_at": epoch("2024-10-21T08:39:47Z"), "last_contacted_at": contacted, "last_email_opened_at": epoch("2024-10-18T07:02:11Z"),
                "last_email_clicked_at": None, "language_override": None, "browser": "chrome", "browser_version": "129.0.6668.90", "browser_language": "en-GB", "os": "macOS 14.6",
                "location": {"type": "location", "country": "United Kingdom", "region": "England", "city": "Manchester", "country_code": "GBR", "continent_code": "EU"},
                "custom_attributes": {"plan": plan, "seats": seats, "mrr_gbp": {"Growth": 1175, "Scale": 2960}[plan], "sso_enabled": True},
                "tags": tags(tg), "notes": {"type": "list", "data": [], "url": f"/contacts/{cid}/notes", "total_count": 0, "has_more": False},
                "companies": {"type": "list", "data": [{"type": "company", "id": "65f1c2a9e4b0d81f3a7c2e11", "url": "/companies/65f1c2a9e4b0d81f3a7c2e11"}], "url": f"/contacts/{cid}/companies", "total_count": 1, "has_more": False},
                "opted_out_subscription_types": {"type": "list", "data": [], "url": f"/contacts/{cid}/subscriptions", "total_count": 0, "has_more": False}}

    seen0, seen1 = epoch("2024-10-21T08:42:02Z"), epoch("2024-10-21T09:31:18Z")
    c0 = contact(["VIP", "beta-tester"], "Growth", 25, epoch("2024-10-21T08:42:05Z"), seen0, epoch("2024-10-17T15:20:44Z"))
    c1 = contact(["VIP", "churn-risk"], "Scale", 40, epoch("2024-10-21T09:31:40Z"), seen1, epoch("2024-10-21T09:24:06Z"))
    conv_id = "147052318907"
    reply = "<p>Hi Kemi — the loop comes from the old Okta ACS URL still cached on your SSO config. I've cleared it on our side; please retry in a private window and let me know.</p>"

    def conv(state: str, parts: int, updated: int, waiting: int | None, *, open_: bool) -> dict[str, Any]:
        return {"type": "conversation", "id": conv_id, "created_at": epoch("2024-10-21T08:36:12Z"), "updated_at": updated, "waiting_since": waiting, "snoozed_until": None,
                "source": {"type": "conversation", "id": "2403117760", "delivered_as": "customer_initiated", "subject": "", "body": "<p>SSO login loops back to the sign-in page since we moved IdP to Okta this morning.</p>",
                           "author": {"type": "user", "id": cid, "name": "Kemi Oduya", "email": "k.oduya@brightloom.co"}, "attachments": [], "url": "https://app.brightloom.co/settings/sso", "redacted": False},
                "contacts": {"type": "contact.list", "contacts": [{"type": "contact", "id": cid, "external_id": "usr_40913"}]}, "title": "SSO login loop after IdP migration",
                "admin_assignee_id": int(admin), "team_assignee_id": 6330184, "open": open_, "state": state, "read": True, "priority": "priority",
                "tags": {"type": "tag.list", "tags": [{"type": "tag", "id": "8102265", "name": "sso", "applied_at": epoch("2024-10-21T08:37:40Z"), "applied_by": {"type": "admin", "id": admin}}]},
                "statistics": {"type": "conversation_statistics", "time_to_assignment": 0, "time_to_admin_reply": 128, "time_to_first_close": None if state == "open" else 3438, "median_time_to_reply": 128,
                               "first_contact_reply_at": epoch("2024-10-21T08:36:12Z"), "first_admin_reply_at": epoch("2024-10-21T08:38:20Z"), "last_admin_reply_at": epoch("2024-10-21T09:24:06Z") if parts >= 5 else epoch("2024-10-21T08:38:20Z"),
                               "last_contact_reply_at": epoch("2024-10-21T08:39:47Z"), "count_reopens": 0, "count_assignments": 1, "count_conversation_parts": parts},
                "conversation_parts": {"type": "conversation_part.list", "total_count": parts}}

    before = conv("open", 4, epoch("2024-10-21T08:39:47Z"), epoch("2024-10-21T08:39:47Z"), open_=True)
    other = {"type": "conversation", "id": "146998013455", "created_at": epoch("2024-09-02T13:11:05Z"), "updated_at": epoch("2024-09-03T09:40:27Z"), "title": "Change invoice address to Manchester office",
             "state": "closed", "open": False, "admin_assignee_id": 7204533, "statistics": {"count_conversation_parts": 6}, "conversation_parts": {"type": "conversation_part.list", "total_count": 6}}
    after_reply = conv("open", 5, epoch("2024-10-21T09:24:06Z"), None, open_=True)
    after_reply["conversation_parts"]["conversation_parts"] = [{"type": "conversation_part", "id": "26544810913", "part_type": "comment", "body": reply, "created_at": epoch("2024-10-21T09:24:06Z"),
                                                                "updated_at": epoch("2024-10-21T09:24:06Z"), "notified_at": epoch("2024-10-21T09:24:06Z"), "author": {"type": "admin", "id": admin, "name": "Tariq Hussain", "email": "tariq@brightloom-support.io"}, "attachments": [], "redacted": False}]
    closed = conv("closed", 6, epoch("2024-10-21T09:33:30Z"), None, open_=False)
    closed["conversation_parts"]["conversation_parts"] = [{"type": "conversation_part", "id": "26544862077", "part_type": "close", "body": None, "created_at": epoch("2024-10-21T09:33:30Z"),
                                                           "updated_at": epoch("2024-10-21T09:33:30Z"), "notified_at": epoch("2024-10-21T09:33:30Z"), "author": {"type": "admin", "id": admin, "name": "Tariq Hussain", "email": "tariq@brightloom-support.io"}, "attachments": [], "redacted": False}]
    open_list = {"type": "conversation.list", "pages": {"type": "pages", "page": 1, "per_page": 3, "total_pages": 9, "next": {"page": 2, "starting_after": "WzE3Mjk1MDM0MjEwMDAsMTQ3MDUzMDAyMTE2XQ=="}}, "total_count": 27, "conversations": [
        {"type": "conversation", "id": "147053002116", "title": "CSV export missing custom fields", "state": "open", "open": True, "updated_at": epoch("2024-10-21T09:30:21Z"), "waiting_since": epoch("2024-10-21T09:30:21Z"), "admin_assignee_id": None},
        {"type": "conversation", "id": "147052977402", "title": "Seat count not updating after upgrade", "state": "open", "open": True, "updated_at": epoch("2024-10-21T09:18:55Z"), "waiting_since": epoch("2024-10-21T09:18:55Z"), "admin_assignee_id": 7204533},
        {"type": "conversation", "id": "147052844390", "title": "Webhook signature mismatch (v2 secret)", "state": "open", "open": True, "updated_at": epoch("2024-10-21T09:02:48Z"), "waiting_since": None, "admin_assignee_id": 7204518},
    ]}
    turns = [
        (call("intercom_search_contacts", field="email", operator="=", value="k.oduya@brightloom.co"), pj({"type": "list", "data": [c0], "total_count": 1, "pages": {"type": "pages", "page": 1, "per_page": 50, "total_pages": 1}})),
        (call("intercom_search_conversations", query={"field": "contact_ids", "operator": "=", "value": cid}, per_page=20), pj({"type": "conversation.list", "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 1}, "total_count": 2, "conversations": [before, other]})),
        (call("intercom_reply_conversation", conversation_id=conv_id, admin_id=admin, body=reply, message_type="comment"), pj(after_reply)),
        (call("intercom_tag_contact", contact_id=cid, tag_id=tag["churn-risk"]), pj({"type": "tag", "id": tag["churn-risk"], "name": "churn-risk"})),
        (call("intercom_untag_contact", contact_id=cid, tag_id=tag["beta-tester"]), pj({"type": "tag", "id": tag["beta-tester"], "name": "beta-tester"})),
        (call("intercom_update_contact", contact_id=cid, custom_attributes={"plan": "Scale", "seats": 40}), pj(c1)),
        (call("intercom_close_conversation", conversation_id=conv_id, admin_id=admin), pj(closed)),
        (call("intercom_get_contact", contact_id=cid), pj(c1)),
        (call("intercom_search_conversations", query={"field": "state", "operator": "=", "value": "open"}, per_page=3), pj(open_list)),
    ]
    rs.add("mcp", "h61-mcp-18", sysp(tools), turns, state="MCP server `intercom` (API version 2.11, access token of admin Tariq Hussain, id 7204518), workspace qx7ln2pe.")


# --------------------------------------------------------------------------------------------------
# 19 HubSpot (bad, turn 6): a contact created and added to the list is missing from its memberships
# --------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    tools = [
        tool("hubspot_get_list", "Get a list's definition and size (CRM v3 lists).", {"listId": S}, ["listId"]),
        tool("hubspot_get_list_memberships", "Get record ids in a list with the time each joined; sort 'recent_first' or 'record_id'.", {"listId": S, "sort": S, "limit": INT}, ["listId"]),
        tool("hubspot_create_contact", "Create a contact.", {"properties": OBJ}, ["properties"]),
        tool("hubspot_add_to_list", "Add records to a MANUAL list.", {"listId": S, "recordIds": arr(items=S)}, ["listId", "recordIds"]),
        tool("hubspot_remove_from_list", "Remove records from a MANUAL list.", {"listId": S, "recordIds": arr(items=S)}, ["listId", "recordIds"]),
        tool("hubspot_update_contact", "Update a contact's properties.", {"contactId": S, "properties": OBJ}, ["contactId", "properties"]),
    ]
    lid = "412"
    t_add = "2024-10-21T13:07:44.215Z"

    def lst(size: int, version: int, updated: str) -> dict[str, Any]:
        return {"list": {"listId": lid, "listVersion": version, "createdAt": "2024-10-16T19:58:31.077Z", "updatedAt": updated, "filtersUpdatedAt": "2024-10-16T19:58:31.077Z",
                         "processingStatus": "COMPLETE", "createdById": "61802247", "updatedById": "61802247", "processingType": "MANUAL", "objectTypeId": "0-1",
                         "name": "Trade show — Oct 2024 follow-up", "size": size}}

    def mem(rid: str, ts: str) -> dict[str, Any]:
        return {"recordId": rid, "membershipTimestamp": ts}

    recent0 = [mem("48113502", "2024-10-18T16:02:11.430Z"), mem("47990216", "2024-10-18T16:02:11.430Z"), mem("47265019", "2024-10-17T09:44:52.118Z"),
               mem("46630887", "2024-10-16T20:13:05.902Z"), mem("45518340", "2024-10-16T20:13:05.902Z")]
    bad_recent = [mem("49822310", t_add)] + recent0[1:]
    props = {"email": "h.lindgren@norrsken-robotics.se", "firstname": "Hanna", "lastname": "Lindgren", "company": "Norrsken Robotics AB", "jobtitle": "Head of Automation",
             "phone": "+46 8 123 456 78", "hs_lead_status": "NEW", "lifecyclestage": "lead"}
    created = {"id": "51234901", "properties": {**props, "createdate": "2024-10-21T13:06:58.492Z", "hs_object_id": "51234901", "lastmodifieddate": "2024-10-21T13:06:58.492Z",
                                                 "hs_is_contact": "true", "hs_pipeline": "contacts-lifecycle-pipeline"},
               "createdAt": "2024-10-21T13:06:58.492Z", "updatedAt": "2024-10-21T13:06:58.492Z", "archived": False}
    updated = {"id": "51234901", "properties": {**props, "lifecyclestage": "marketingqualifiedlead", "hs_lead_status": "OPEN", "createdate": "2024-10-21T13:06:58.492Z", "hs_object_id": "51234901",
                                                 "lastmodifieddate": "2024-10-21T13:09:20.661Z", "hs_lifecyclestage_marketingqualifiedlead_date": "2024-10-21T13:09:20.661Z"},
               "createdAt": "2024-10-21T13:06:58.492Z", "updatedAt": "2024-10-21T13:09:20.661Z", "archived": False}
    turns = [
        (call("hubspot_get_list", listId=lid), pj(lst(23, 9, "2024-10-18T16:02:11.430Z"))),
        (call("hubspot_get_list_memberships", listId=lid, sort="recent_first", limit=5), pj({"results": recent0, "total": 23, "paging": {"next": {"after": "AoJ4NDU1MTgzNDA="}}})),
        (call("hubspot_create_contact", properties=props), pj(created)),
        (call("hubspot_add_to_list", listId=lid, recordIds=["51234901", "49822310"]), pj({"recordIdsAdded": ["49822310", "51234901"], "recordsIdsAlreadyInList": [], "recordIdsMissing": []})),
        (call("hubspot_remove_from_list", listId=lid, recordIds=["48113502"]), pj({"recordIdsRemoved": ["48113502"], "recordIdsMissing": [], "recordIdsNotInList": []})),
        (call("hubspot_get_list_memberships", listId=lid, sort="recent_first", limit=5), pj({"results": bad_recent, "total": 24, "paging": {"next": {"after": "AoJ4NDU1MTgzNDA="}}})),
        (call("hubspot_update_contact", contactId="51234901", properties={"lifecyclestage": "marketingqualifiedlead", "hs_lead_status": "OPEN"}), pj(updated)),
    ]
    rs.add("mcp", "h61-mcp-19", sysp(tools), turns, state="MCP server `hubspot` (private app 'Events Sync', portal 20417736) with crm.lists and crm.objects.contacts scopes.",
           bad=True, turn=6, kind="Contact 51234901, created at turn 3 and reported added to list 412 at turn 4 together with 49822310, is missing from the turn-6 recent memberships while 49822310 is shown first.")


# --------------------------------------------------------------------------------------------------
# 20 Mailchimp (bad, turn 10): the audience's double opt-in setting flips with no update to it
# --------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    tools = [
        tool("mailchimp_get_list", "Get an audience with settings and stats.", {"list_id": S}, ["list_id"]),
        tool("mailchimp_list_members", "List audience members.", {"list_id": S, "status": S, "count": INT, "sort_field": S, "sort_dir": S}, ["list_id"]),
        tool("mailchimp_add_member", "Add a member to an audience.", {"list_id": S, "email_address": S, "status": S, "merge_fields": OBJ, "tags": arr(items=S)}, ["list_id", "email_address", "status"]),
        tool("mailchimp_update_member_tags", "Add or remove tags on a member.", {"list_id": S, "subscriber_hash": S, "tags": arr(items=OBJ)}, ["list_id", "subscriber_hash", "tags"]),
        tool("mailchimp_archive_member", "Archive a member (DELETE /lists/{id}/members/{hash}).", {"list_id": S, "subscriber_hash": S}, ["list_id", "subscriber_hash"]),
        tool("mailchimp_create_campaign", "Create a campaign.", {"type": S, "recipients": OBJ, "settings": OBJ}, ["type", "recipients", "settings"]),
        tool("mailchimp_set_campaign_content", "Set a campaign's HTML content.", {"campaign_id": S, "html": S}, ["campaign_id", "html"]),
        tool("mailchimp_send_test_email", "Send a test of a campaign.", {"campaign_id": S, "test_emails": arr(items=S), "send_type": S}, ["campaign_id", "test_emails"]),
        tool("mailchimp_get_campaign", "Get a campaign.", {"campaign_id": S}, ["campaign_id"]),
        tool("mailchimp_list_segments", "List an audience's segments and tags.", {"list_id": S, "count": INT}, ["list_id"]),
    ]
    lid, dc = "a3f91c07de", "us21"
    api = f"https://{dc}.api.mailchimp.com/3.0"

    def audience(double: bool, since_send: int, last_sub: str, last_unsub: str) -> dict[str, Any]:
        return {"id": lid, "web_id": 402117, "name": "Harbor & Vine Wine Club",
                "contact": {"company": "Harbor & Vine Cellars LLC", "address1": "1180 Silverado Trail", "address2": "", "city": "Napa", "state": "CA", "zip": "94558", "country": "US", "phone": "+1 707-555-0191"},
                "permission_reminder": "You're receiving this because you joined the Harbor & Vine wine club or signed up in our tasting room.", "use_archive_bar": True,
                "campaign_defaults": {"from_name": "Harbor & Vine", "from_email": "club@harborandvine.com", "subject": "", "language": "en"},
                "notify_on_subscribe": "", "notify_on_unsubscribe": "", "date_created": "2019-04-02T17:20:44+00:00", "list_rating": 4, "email_type_option": False,
                "subscribe_url_short": "http://eepurl.com/gH4vQz", "subscribe_url_long": f"https://harborandvine.{dc}.list-manage.com/subscribe?u=5e0c9d2b7a41f3e8c6d1a0b94&id={lid}",
                "beamer_address": "us21-7c1e9a04b2-3f5d80e6a1@inbound.mailchimp.com", "visibility": "pub", "double_optin": double, "has_welcome": True, "marketing_permissions": False,
                "modules": [], "stats": {"member_count": 8412, "unsubscribe_count": 611, "cleaned_count": 143, "member_count_since_send": since_send, "unsubscribe_count_since_send": 3,
                                         "cleaned_count_since_send": 0, "campaign_count": 96, "campaign_last_sent": "2024-10-10T16:00:00+00:00", "merge_field_count": 6,
                                         "avg_sub_rate": 71, "avg_unsub_rate": 4, "target_sub_rate": 9, "open_rate": 41.82, "click_rate": 6.37,
                                         "last_sub_date": last_sub, "last_unsub_date": last_unsub},
                "_links": [{"rel": "self", "href": f"{api}/lists/{lid}", "method": "GET"}]}

    def member(email: str, f: str, lname: str, tags: list[tuple[int, str]], opt: str, changed: str, rating: int, city: str, oid: str) -> dict[str, Any]:
        h = md5(email)
        return {"id": h, "email_address": email, "unique_email_id": oid, "contact_id": sha1(email)[:32], "full_name": f"{f} {lname}", "web_id": int(h[:7], 16) % 900000000,
                "email_type": "html", "status": "subscribed", "consents_to_one_to_one_messaging": True, "merge_fields": {"FNAME": f, "LNAME": lname, "CITY": city, "BIRTHDAY": "", "CLUBTIER": ""},
                "stats": {"avg_open_rate": 0 if rating == 2 else 0.52, "avg_click_rate": 0 if rating == 2 else 0.08}, "ip_signup": "", "timestamp_signup": "", "ip_opt": "198.51.100.77",
                "timestamp_opt": opt, "member_rating": rating, "last_changed": changed, "language": "en", "vip": False, "email_client": "", "location": {"latitude": 0, "longitude": 0, "gmtoff": 0, "dstoff": 0, "country_code": "US", "timezone": "", "region": "CA"},
                "source": "Admin Add" if rating == 2 else "API - Generic", "tags_count": len(tags), "tags": [{"id": i, "name": n} for i, n in tags], "list_id": lid}

    recent = [
        member("d.kowalczyk@outlook.com", "Dorota", "Kowalczyk", [(3150117, "Tasting Room")], "2024-10-12T22:41:07+00:00", "2024-10-12T22:41:07+00:00", 3, "Sonoma", "4b1d7e0c9a"),
        member("mateo.ruiz@gmail.com", "Mateo", "Ruiz", [(3150121, "Club: Reserve"), (3150117, "Tasting Room")], "2023-06-30T18:02:55+00:00", "2024-10-11T15:19:40+00:00", 4, "Oakland", "c82f10a5e3"),
        member("june.whitaker@icloud.com", "June", "Whitaker", [(3150124, "Club: Classic")], "2024-10-09T19:58:21+00:00", "2024-10-09T19:58:21+00:00", 2, "Napa", "e0a73b6d21"),
    ]
    new_email = "r.ambrose@fastmail.com"
    rosa = member(new_email, "Rosa", "Ambrose", [(3150117, "Tasting Room")], "2024-10-14T17:22:09+00:00", "2024-10-14T17:22:09+00:00", 2, "Petaluma", "91fd3c0b6e")
    seg_recipients = 1286
    camp_id = "b7e21d4c90"
    settings = {"subject_line": "Autumn Reserve release — allocation opens Friday", "preview_text": "Three single-vineyard Cabernets, 180 cases total.", "title": "2024-10 Reserve allocation",
                "from_name": "Harbor & Vine", "reply_to": "club@harborandvine.com", "use_conversation": False, "to_name": "*|FNAME|*", "folder_id": "", "authenticate": True,
                "auto_footer": False, "inline_css": False, "auto_tweet": False, "fb_comments": True, "timewarp": False, "template_id": 0, "drag_and_drop": False}

    def campaign(created: str, ctype: str = "template") -> dict[str, Any]:
        return {"id": camp_id, "web_id": 8841273, "parent_campaign_id": "", "type": "regular", "create_time": created, "archive_url": "http://eepurl.com/i-Tq7b", "long_archive_url": f"https://us21.campaign-archive.com/?u=5e0c9d2b7a41f3e8c6d1a0b94&id={camp_id}",
                "status": "save", "emails_sent": 0, "send_time": "", "content_type": ctype, "needs_block_refresh": False, "resendable": False,
                "recipients": {"list_id": lid, "list_is_active": True, "list_name": "Harbor & Vine Wine Club", "segment_text": "<p class=\"!margin--lv0 display--inline\">Contacts match</p> <strong>Tags</strong> contact is <strong>Club: Reserve</strong>",
                               "recipient_count": seg_recipients, "segment_opts": {"saved_segment_id": 102457, "match": "all", "conditions": [{"condition_type": "StaticSegment", "field": "static_segment", "op": "static_is", "value": 102457}]}},
                "settings": settings, "tracking": {"opens": True, "html_clicks": True, "text_clicks": False, "goal_tracking": False, "ecomm360": True, "google_analytics": "", "clicktale": ""},
                "delivery_status": {"enabled": False}, "_links": [{"rel": "self", "href": f"{api}/campaigns/{camp_id}", "method": "GET"}]}

    html = "<html><body><h1>Autumn Reserve release</h1><p>Hi *|FNAME|*, allocation for our 2021 single-vineyard Cabernets opens Friday at 9am PT. Reserve members get first access; limit 6 bottles per label.</p><p><a href=\"https://harborandvine.com/reserve\">Claim your allocation</a></p></body></html>"
    plain = "Autumn Reserve release\n\nHi *|FNAME|*, allocation for our 2021 single-vineyard Cabernets opens Friday at 9am PT. Reserve members get first access; limit 6 bottles per label.\n\nClaim your allocation (https://harborandvine.com/reserve)"
    segs = {"segments": [
        {"id": 102457, "name": "Club: Reserve", "member_count": 1286, "type": "static", "created_at": "2021-02-17T20:13:40+00:00", "updated_at": "2024-10-14T17:23:31+00:00", "list_id": lid},
        {"id": 102461, "name": "Club: Classic", "member_count": 3904, "type": "static", "created_at": "2021-02-17T20:14:02+00:00", "updated_at": "2024-10-09T19:58:21+00:00", "list_id": lid},
        {"id": 102478, "name": "Tasting Room", "member_count": 2219, "type": "static", "created_at": "2022-05-06T16:40:55+00:00", "updated_at": "2024-10-14T17:24:02+00:00", "list_id": lid},
        {"id": 118830, "name": "Lapsed 12 months", "member_count": 1473, "type": "saved", "created_at": "2023-09-12T11:05:19+00:00", "updated_at": "2024-10-14T06:00:04+00:00", "list_id": lid,
         "options": {"match": "all", "conditions": [{"condition_type": "Aim", "field": "aim", "op": "noopen", "value": "any"}]}},
    ], "list_id": lid, "total_items": 4}
    a0 = audience(False, 57, "2024-10-12T22:41:07+00:00", "2024-10-13T08:15:52+00:00")
    a1 = audience(False, 58, "2024-10-14T17:22:09+00:00", "2024-10-13T08:15:52+00:00")
    a1_bad = audience(True, 58, "2024-10-14T17:22:09+00:00", "2024-10-13T08:15:52+00:00")
    turns = [
        (call("mailchimp_get_list", list_id=lid), pj(a0)),
        (call("mailchimp_list_members", list_id=lid, status="subscribed", count=3, sort_field="last_changed", sort_dir="DESC"), pj({"members": recent, "list_id": lid, "total_items": 8412})),
        (call("mailchimp_add_member", list_id=lid, email_address=new_email, status="subscribed", merge_fields={"FNAME": "Rosa", "LNAME": "Ambrose", "CITY": "Petaluma"}, tags=["Tasting Room"]), pj(rosa)),
        (call("mailchimp_update_member_tags", list_id=lid, subscriber_hash=md5(new_email), tags=[{"name": "Club: Reserve", "status": "active"}]), mcp_text(f"Tags updated for {new_email} (204 No Content).")),
        (call("mailchimp_archive_member", list_id=lid, subscriber_hash=md5("d.kowalczyk@outlook.com")), mcp_text("Member d.kowalczyk@outlook.com archived (204 No Content).")),
        (call("mailchimp_get_list", list_id=lid), pj(a1)),
        (call("mailchimp_create_campaign", type="regular", recipients={"list_id": lid, "segment_opts": {"saved_segment_id": 102457}}, settings={k: settings[k] for k in ("subject_line", "preview_text", "title", "from_name", "reply_to")}), pj(campaign("2024-10-14T17:26:48+00:00", "template"))),
        (call("mailchimp_set_campaign_content", campaign_id=camp_id, html=html), pj({"plain_text": plain, "html": html, "_links": [{"rel": "parent", "href": f"{api}/campaigns/{camp_id}", "method": "GET"}]})),
        (call("mailchimp_send_test_email", campaign_id=camp_id, test_emails=["owen@harborandvine.com", "marketing@harborandvine.com"], send_type="html"), mcp_text("Test email sent to owen@harborandvine.com, marketing@harborandvine.com (204 No Content).")),
        (call("mailchimp_get_list", list_id=lid), pj(a1_bad)),
        (call("mailchimp_get_campaign", campaign_id=camp_id), pj(campaign("2024-10-14T17:26:48+00:00", "html"))),
        (call("mailchimp_list_segments", list_id=lid, count=10), pj(segs)),
    ]
    rs.add("mcp", "h61-mcp-20", sysp(tools), turns, state="MCP server `mailchimp` (Marketing API 3.0, data center us21) for account Harbor & Vine Cellars.",
           bad=True, turn=10, kind="The audience's double_optin was false at turns 1 and 6, but reads true at turn 10 though no call changed the audience settings.")


# --------------------------------------------------------------------------------------------------
# 21 Twilio (clean): webhook URL updated, a two-segment SMS goes queued -> delivered, balance drops
# --------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    tools = [
        tool("twilio_list_phone_numbers", "List the account's incoming phone numbers.", {"page_size": INT}, []),
        tool("twilio_update_phone_number", "Update a phone number's configuration.", {"sid": S, "sms_url": S, "sms_method": S}, ["sid"]),
        tool("twilio_get_balance", "Get the account balance.", {}, []),
        tool("twilio_send_sms", "Send an SMS.", {"to": S, "from": S, "body": S, "status_callback": S}, ["to", "from", "body"]),
        tool("twilio_get_message", "Fetch one message.", {"sid": S}, ["sid"]),
        tool("twilio_list_messages", "List messages, newest first, filtered by to/from.", {"to": S, "from": S, "page_size": INT}, []),
    ]
    ac = "AC7d3e9f1a2b4c6d8e0f1a3b5c7d9e2f40"
    base = f"/2010-04-01/Accounts/{ac}"

    def num(sid: str, e164: str, friendly: str, sms_url: str, updated: str, created: str) -> dict[str, Any]:
        return {"account_sid": ac, "address_requirements": "none", "api_version": "2010-04-01", "beta": False, "capabilities": {"voice": True, "sms": True, "mms": True, "fax": False},
                "date_created": created, "date_updated": updated, "emergency_status": "Inactive", "friendly_name": friendly, "identity_sid": None, "origin": "twilio",
                "phone_number": e164, "sid": sid, "sms_application_sid": "", "sms_fallback_method": "POST", "sms_fallback_url": "", "sms_method": "POST", "sms_url": sms_url,
                "status_callback": "https://hooks.vetpoint.app/twilio/status", "status_callback_method": "POST", "trunk_sid": None, "uri": f"{base}/IncomingPhoneNumbers/{sid}.json",
                "voice_method": "POST", "voice_url": "https://hooks.vetpoint.app/twilio/voice", "bundle_sid": None, "status": "in-use"}

    p1, p2 = "PN3f8a1c7e2d4b6a9f0e5c2d7b1a4e8f63", "PN9b2e4d6f8a0c1e3b5d7f9a2c4e6b8d01"
    n1a = num(p1, "+14155550132", "VetPoint SF clinic", "https://hooks.vetpoint.app/twilio/sms/v1", "Fri, 14 Jun 2024 21:40:03 +0000", "Mon, 08 Jan 2024 18:12:44 +0000")
    n1b = num(p1, "+14155550132", "VetPoint SF clinic", "https://hooks.vetpoint.app/twilio/sms/v2", "Tue, 22 Oct 2024 17:03:41 +0000", "Mon, 08 Jan 2024 18:12:44 +0000")
    n2 = num(p2, "+16285550187", "VetPoint Oakland clinic", "https://hooks.vetpoint.app/twilio/sms/v1", "Fri, 14 Jun 2024 21:41:27 +0000", "Tue, 27 Feb 2024 16:55:10 +0000")

    def nums(a: dict[str, Any]) -> dict[str, Any]:
        return {"end": 1, "first_page_uri": f"{base}/IncomingPhoneNumbers.json?PageSize=20&Page=0", "incoming_phone_numbers": [a, n2], "next_page_uri": None, "page": 0, "page_size": 20,
                "previous_page_uri": None, "start": 0, "uri": f"{base}/IncomingPhoneNumbers.json?PageSize=20&Page=0"}

    body = "VetPoint: Hi Sam, Biscuit's dental cleaning is confirmed for Thu Oct 24 at 8:30am at our SF clinic. Please fast him from 10pm the night before. Reply C to confirm or R to reschedule."
    sm = "SM0e4b7c2a9d1f3e5b8a6c0d2f4e7b9a13"

    def msg(sid: str, frm: str, to: str, text: str, status: str, direction: str, segs: str, price: str | None, created: str, sent: str | None, updated: str) -> dict[str, Any]:
        return {"account_sid": ac, "api_version": "2010-04-01", "body": text, "date_created": created, "date_sent": sent, "date_updated": updated, "direction": direction,
                "error_code": None, "error_message": None, "from": frm, "messaging_service_sid": None, "num_media": "0", "num_segments": segs, "price": price,
                "price_unit": "USD", "sid": sid, "status": status, "subresource_uris": {"media": f"{base}/Messages/{sid}/Media.json", "feedback": f"{base}/Messages/{sid}/Feedback.json"},
                "to": to, "uri": f"{base}/Messages/{sid}.json"}

    queued = msg(sm, "+14155550132", "+15035550164", body, "queued", "outbound-api", "2", None, "Tue, 22 Oct 2024 17:04:09 +0000", None, "Tue, 22 Oct 2024 17:04:09 +0000")
    delivered = msg(sm, "+14155550132", "+15035550164", body, "delivered", "outbound-api", "2", "-0.01660", "Tue, 22 Oct 2024 17:04:09 +0000", "Tue, 22 Oct 2024 17:04:10 +0000", "Tue, 22 Oct 2024 17:04:12 +0000")
    inbound = msg("SMb2d8f0a4c6e1937b5d0f2a8c4e6b1d97", "+15035550164", "+14155550132", "C", "received", "inbound", "1", "-0.00830", "Tue, 22 Oct 2024 17:05:33 +0000", "Tue, 22 Oct 2024 17:05:33 +0000", "Tue, 22 Oct 2024 17:05:33 +0000")
    older = msg("SM5a9c1e3b7d2f4a6c8e0b2d4f6a8c1e35", "+16285550187", "+15105550119", "VetPoint: Luna's lab results are in and look normal. Dr. Okafor will call you tomorrow morning with details.",
                "delivered", "outbound-api", "1", "-0.00830", "Tue, 22 Oct 2024 16:51:20 +0000", "Tue, 22 Oct 2024 16:51:21 +0000", "Tue, 22 Oct 2024 16:51:24 +0000")
    listing = {"end": 2, "first_page_uri": f"{base}/Messages.json?PageSize=3&Page=0", "messages": [inbound, delivered, older], "next_page_uri": f"{base}/Messages.json?PageSize=3&Page=1&PageToken=PASMb2d8f0a4c6e1937b5d0f2a8c4e6b1d97",
               "page": 0, "page_size": 3, "previous_page_uri": None, "start": 0, "uri": f"{base}/Messages.json?PageSize=3&Page=0"}
    turns = [
        (call("twilio_list_phone_numbers", page_size=20), pj(nums(n1a))),
        (call("twilio_update_phone_number", sid=p1, sms_url="https://hooks.vetpoint.app/twilio/sms/v2", sms_method="POST"), pj(n1b)),
        (call("twilio_get_balance"), pj({"currency": "USD", "balance": "148.32750", "account_sid": ac})),
        (call("twilio_send_sms", to="+15035550164", **{"from": "+14155550132"}, body=body, status_callback="https://hooks.vetpoint.app/twilio/status"), pj(queued)),
        (call("twilio_get_message", sid=sm), pj(delivered)),
        (call("twilio_get_balance"), pj({"currency": "USD", "balance": "148.31090", "account_sid": ac})),
        (call("twilio_list_messages", page_size=3), pj(listing)),
        (call("twilio_list_phone_numbers", page_size=20), pj(nums(n1b))),
    ]
    rs.add("mcp", "h61-mcp-21", sysp(tools), turns, state=f"MCP server `twilio` authenticated with API key SK… for account {ac} (VetPoint Clinics). 2024-10-22 17:03 UTC.")


# --------------------------------------------------------------------------------------------------
# 22 Pipedrive (bad, turn 4): the deal's expected close date shifts by three days on a re-read
# --------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    tools = [
        tool("pipedrive_search_deals", "Search deals by term.", {"term": S, "status": S}, ["term"]),
        tool("pipedrive_get_deal", "Get a deal's details.", {"id": INT}, ["id"]),
        tool("pipedrive_add_participant", "Add a person as a participant of a deal.", {"deal_id": INT, "person_id": INT}, ["deal_id", "person_id"]),
        tool("pipedrive_update_deal", "Update a deal.", {"id": INT, "stage_id": INT, "value": INT, "expected_close_date": S}, ["id"]),
        tool("pipedrive_add_activity", "Add an activity.", {"subject": S, "type": S, "deal_id": INT, "person_id": INT, "due_date": S, "due_time": S, "duration": S, "note": S}, ["subject", "type"]),
        tool("pipedrive_list_deal_activities", "List the activities of a deal.", {"id": INT, "done": INT}, ["id"]),
        tool("pipedrive_add_note", "Add a note to a deal.", {"deal_id": INT, "content": S, "pinned_to_deal_flag": B}, ["deal_id", "content"]),
        tool("pipedrive_get_stages", "List the stages of a pipeline.", {"pipeline_id": INT}, ["pipeline_id"]),
    ]
    owner = {"id": 11802734, "name": "Marco Bellini", "email": "marco.bellini@telemetrix.eu", "has_pic": 0, "pic_hash": None, "active_flag": True, "value": 11802734}
    person = {"active_flag": True, "name": "Lena Vogt", "email": [{"label": "work", "value": "lena.vogt@kestrel-aero.de", "primary": True}], "phone": [{"label": "work", "value": "+49 89 2154 3310", "primary": True}], "owner_id": 11802734, "value": 812}
    org = {"name": "Kestrel Aero GmbH", "people_count": 4, "owner_id": 11802734, "address": "Lilienthalallee 40, 80939 München, Germany", "active_flag": True, "cc_email": "telemetrix@pipedrivemail.com", "value": 305}
    stages = [(1, "Qualified", 10), (2, "Contact made", 20), (3, "Demo scheduled", 40), (4, "Proposal made", 60), (5, "Negotiations started", 80)]

    def deal(stage: int, close: str, participants: int, activities: int, undone: int, next_date: str, next_subj: str, next_time: str, notes: int, updated: str, stage_change: str) -> dict[str, Any]:
        prob = dict((s, p) for s, _, p in stages)[stage]
        return {"id": 1842, "creator_user_id": owner, "user_id": owner, "person_id": person, "org_id": org, "stage_id": stage, "title": "Kestrel Aero — Fleet telematics pilot",
                "value": 38000, "currency": "EUR", "add_time": "2024-09-11 08:47:15", "update_time": updated, "stage_change_time": stage_change, "active": True, "deleted": False,
                "status": "open", "probability": None, "next_activity_date": next_date, "next_activity_time": next_time, "next_activity_id": 20871 if next_date == "2024-10-24" else 20934,
                "last_activity_id": 20755, "last_activity_date": "2024-10-15", "lost_reason": None, "visible_to": "3", "close_time": None, "pipeline_id": 1, "won_time": None,
                "first_won_time": None, "lost_time": None, "products_count": 2, "files_count": 3, "notes_count": notes, "followers_count": 2, "email_messages_count": 11,
                "activities_count": activities, "done_activities_count": activities - undone, "undone_activities_count": undone, "participants_count": participants,
                "expected_close_date": close, "last_incoming_mail_time": "2024-10-18 07:52:40", "last_outgoing_mail_time": "2024-10-17 14:22:09",
                "label": "62", "stage_order_nr": stage, "person_name": "Lena Vogt", "org_name": "Kestrel Aero GmbH", "next_activity_subject": next_subj,
                "next_activity_type": "call" if next_date == "2024-10-24" else "meeting", "next_activity_duration": "00:30:00", "next_activity_note": None,
                "formatted_value": "€38,000", "weighted_value": 38000 * prob // 100, "formatted_weighted_value": f"€{38000 * prob // 100:,}", "weighted_value_currency": "EUR",
                "rotten_time": None, "owner_name": "Marco Bellini", "cc_email": "telemetrix+deal1842@pipedrivemail.com", "org_hidden": False, "person_hidden": False}

    d0 = deal(4, "2024-11-15", 2, 5, 1, "2024-10-24", "Follow-up call with Lena", "08:00:00", 4, "2024-10-18 07:52:40", "2024-10-09 10:01:45")
    d_bad = deal(4, "2024-11-18", 3, 5, 1, "2024-10-24", "Follow-up call with Lena", "08:00:00", 4, "2024-10-21 09:14:37", "2024-10-09 10:01:45")
    d_stage = deal(5, "2024-11-15", 3, 5, 1, "2024-10-24", "Follow-up call with Lena", "08:00:00", 4, "2024-10-21 09:16:02", "2024-10-21 09:16:02")
    search = {"success": True, "data": {"items": [
        {"result_score": 0.92155, "item": {"id": 1842, "type": "deal", "title": "Kestrel Aero — Fleet telematics pilot", "value": 38000, "currency": "EUR", "status": "open", "visible_to": 3,
                                           "owner": {"id": 11802734}, "stage": {"id": 4, "name": "Proposal made"}, "person": {"id": 812, "name": "Lena Vogt"}, "organization": {"id": 305, "name": "Kestrel Aero GmbH", "address": None}, "custom_fields": [], "notes": []}},
        {"result_score": 0.61437, "item": {"id": 1611, "type": "deal", "title": "Kestrel Aero — Annual support 2024", "value": 9600, "currency": "EUR", "status": "won", "visible_to": 3,
                                           "owner": {"id": 11802734}, "stage": {"id": 5, "name": "Negotiations started"}, "person": {"id": 812, "name": "Lena Vogt"}, "organization": {"id": 305, "name": "Kestrel Aero GmbH", "address": None}, "custom_fields": [], "notes": []}},
    ]}, "additional_data": {"pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}}
    part = {"success": True, "data": {"id": 5521, "person_id": {"active_flag": True, "name": "Jonas Reiter", "email": [{"label": "work", "value": "jonas.reiter@kestrel-aero.de", "primary": True}], "phone": [{"label": "", "value": "", "primary": True}], "owner_id": 11802734, "value": 977},
                                      "add_time": "2024-10-21 09:14:37", "active_flag": True, "related_item_data": {"deal_id": 1842, "title": "Kestrel Aero — Fleet telematics pilot"}, "person": {"id": 977, "name": "Jonas Reiter", "org_id": 305}, "added_by_user_id": {"id": 11802734, "name": "Marco Bellini"}}}
    act_note = "Agenda: data residency (EU-only), SSO via Entra ID, pen-test summary. Jonas (IT Security) to bring their vendor questionnaire."

    def act(aid: int, subj: str, typ: str, due: str, t: str, dur: str, pid: int, pname: str, added: str, note: str | None = None) -> dict[str, Any]:
        return {"id": aid, "company_id": 7731402, "user_id": 11802734, "done": False, "type": typ, "reference_type": None, "reference_id": None, "due_date": due, "due_time": t, "duration": dur,
                "busy_flag": True, "add_time": added, "marked_as_done_time": "", "subject": subj, "public_description": None, "location": None, "org_id": 305, "person_id": pid, "deal_id": 1842,
                "active_flag": True, "update_time": added, "note": note, "person_name": pname, "org_name": "Kestrel Aero GmbH", "deal_title": "Kestrel Aero — Fleet telematics pilot", "owner_name": "Marco Bellini"}

    meeting = act(20934, "Security review with Kestrel IT", "meeting", "2024-10-29", "12:00", "01:00", 977, "Jonas Reiter", "2024-10-21 09:17:25", act_note)
    call_act = act(20871, "Follow-up call with Lena", "call", "2024-10-24", "08:00", "00:30", 812, "Lena Vogt", "2024-10-15 16:03:12")
    note = {"success": True, "data": {"id": 8817, "user_id": 11802734, "deal_id": 1842, "person_id": 812, "org_id": 305, "lead_id": None, "content": "Moved to Negotiations: Kestrel wants a 6-month pilot on 40 aircraft, then fleet-wide (310). Price sensitivity on per-unit SIM costs.",
                                      "add_time": "2024-10-21 09:19:48", "update_time": "2024-10-21 09:19:48", "active_flag": True, "pinned_to_deal_flag": True, "pinned_to_person_flag": False, "pinned_to_organization_flag": False, "pinned_to_lead_flag": False,
                                      "last_update_user_id": None, "organization": {"name": "Kestrel Aero GmbH"}, "person": {"name": "Lena Vogt"}, "deal": {"title": "Kestrel Aero — Fleet telematics pilot"}, "user": {"email": "marco.bellini@telemetrix.eu", "name": "Marco Bellini", "icon_url": None, "is_you": True}}}
    stg = {"success": True, "data": [{"id": i, "order_nr": i, "name": n, "active_flag": True, "deal_probability": p, "pipeline_id": 1, "rotten_flag": i >= 4, "rotten_days": 21 if i >= 4 else None,
                                      "add_time": "2022-01-17 10:02:11", "update_time": "2023-05-08 13:44:30", "pipeline_name": "Enterprise sales", "pipeline_deal_probability": True} for i, n, p in stages]}
    turns = [
        (call("pipedrive_search_deals", term="Kestrel", status="all_not_deleted"), pj(search)),
        (call("pipedrive_get_deal", id=1842), pj({"success": True, "data": d0, "additional_data": {"dropbox_email": "telemetrix+deal1842@pipedrivemail.com"}})),
        (call("pipedrive_add_participant", deal_id=1842, person_id=977), pj(part)),
        (call("pipedrive_get_deal", id=1842), pj({"success": True, "data": d_bad, "additional_data": {"dropbox_email": "telemetrix+deal1842@pipedrivemail.com"}})),
        (call("pipedrive_update_deal", id=1842, stage_id=5), pj({"success": True, "data": d_stage})),
        (call("pipedrive_add_activity", subject="Security review with Kestrel IT", type="meeting", deal_id=1842, person_id=977, due_date="2024-10-29", due_time="12:00", duration="01:00", note=act_note), pj({"success": True, "data": meeting})),
        (call("pipedrive_list_deal_activities", id=1842, done=0), pj({"success": True, "data": [call_act, meeting], "additional_data": {"activity_distribution": None, "pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}})),
        (call("pipedrive_add_note", deal_id=1842, content=note["data"]["content"], pinned_to_deal_flag=True), pj(note)),
        (call("pipedrive_get_stages", pipeline_id=1), pj(stg)),
    ]
    rs.add("mcp", "h61-mcp-22", sysp(tools), turns, state="MCP server `pipedrive` (API v1, token of Marco Bellini, company Telemetrix, telemetrix.pipedrive.com).",
           bad=True, turn=4, kind="Deal 1842's expected_close_date was 2024-11-15 at turn 2 but reads 2024-11-18 at turn 4, after only a participant was added.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
