# ruff: noqa: E501
"""Held-out mcp trajectories for holdout15: 22 runs of an agent calling MCP tools, 11 with exactly one contradiction."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

NUM: dict[str, Any] = {"type": "number"}


def md_table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def cols(head: list[str], rows: list[list[Any]], gap: int = 3) -> str:
    """Aligned columns, as kubectl and similar CLIs print them."""
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    lines = []
    for r in [head, *rows]:
        lines.append((" " * gap).join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip())
    return "\n".join(lines)


# ---------------------------------------------------------------- 01 GitHub
def t01(rs: RowSet) -> None:
    # clean: GitHub issue triage on halvard-labs/tidewater: labels set, comment added, assignee+milestone set, one issue closed; a re-sorted (by updated) list drops the closed one and pages in an older one; a label search counts an older bug.
    tools = [
        tool("list_issues", "List issues in a GitHub repository. Supports filtering by state and labels, sorting and pagination.", {"owner": S, "repo": S, "state": S, "labels": A, "sort": S, "direction": S, "per_page": INT, "page": INT}, ["owner", "repo"]),
        tool("get_issue", "Get the details of a specific issue in a GitHub repository.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("update_issue", "Update an existing issue: title, body, state, state_reason, labels (replaces), assignees (replaces), milestone number.", {"owner": S, "repo": S, "issue_number": INT, "title": S, "body": S, "state": S, "state_reason": S, "labels": A, "assignees": A, "milestone": INT}, ["owner", "repo", "issue_number"]),
        tool("add_issue_comment", "Add a comment to an existing issue.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("search_issues", "Search for issues and pull requests across GitHub repositories using GitHub search syntax.", {"q": S, "sort": S, "order": S, "per_page": INT, "page": INT}, ["q"]),
    ]
    system = mcp_system("github", "GitHub REST API on behalf of the authenticated user", tools)
    base = "https://github.com/halvard-labs/tidewater"
    colors = {"bug": "d73a4a", "documentation": "0075ca", "enhancement": "a2eeef", "ci": "fbca04", "importer": "5319e7", "good first issue": "7057ff"}

    def labels(*names: str) -> list[dict[str, Any]]:
        return [{"name": n, "color": colors[n]} for n in names]

    def issue(n: int, title: str, user: str, labs: list[str], comments: int, created: str, updated: str, **extra: Any) -> dict[str, Any]:
        d: dict[str, Any] = {"number": n, "title": title, "state": extra.pop("state", "open"), "user": {"login": user},
                             "labels": labels(*labs), "assignees": [{"login": a} for a in extra.pop("assignees", [])],
                             "comments": comments, "created_at": created, "updated_at": updated,
                             "html_url": f"{base}/issues/{n}"}
        d.update(extra)
        return d

    body418 = ("While importing station 8443970 (Boston) via `tidewater.importers.noaa.load_constituents()`, the M4 constituent is silently dropped. "
               "The CO-OPS harcon JSON lists 37 constituents; we end up with 36.\n\n```\n>>> st = load_constituents('8443970')\n>>> len(st.constituents)\n36\n>>> 'M4' in st.constituents\nFalse\n```\n\n"
               "Looks like `_CONSTITUENT_ALIASES` maps `M4` to `MN4`? tidewater 0.9.2, Python 3.11.9, macOS 14.4.")
    body417 = ("For Lisbon (PT-LIS-02) `predict_heights(start='2024-03-31T00:00', end='2024-03-31T06:00', tz='Europe/Lisbon')` returns NaN for every sample between 01:00 and 02:00 local. "
               "The nonexistent hour seems to be fed straight into the harmonic sum.\n\nExpected: either skip the gap or compute in UTC and convert. Reproduces on 0.9.1 and 0.9.2.")
    m7 = {"number": 7, "title": "v0.9.3", "state": "open", "open_issues": 4, "due_on": "2024-05-31T07:00:00Z"}
    i418 = dict(title="Harmonic constituent M4 missing from NOAA CO-OPS import", user="sboateng")
    i417 = dict(title="predict_heights() returns NaN across DST boundary for Europe/Lisbon stations", user="lindqvist-e")
    i415 = dict(title="Docs: datum conversion table (MLLW -> LAT) is out of date", user="ptolemy-ng")
    i414 = dict(title="Support Admiralty TotalTide harmonic constants (.tch) as an input format", user="cjmorrow")
    i411 = dict(title="test_station_cache flaky on windows-latest runners", user="mkavanagh")
    i409 = dict(title="Add stations.nearest(lat, lon, k) helper", user="ahmad-farouk")
    i402 = dict(title="Station metadata cache never invalidates after CO-OPS datum updates", user="lindqvist-e")

    turns = [
        (call("list_issues", owner="halvard-labs", repo="tidewater", state="open", sort="created", direction="desc", per_page=5),
         pj([issue(418, **i418, labs=[], comments=0, created="2024-05-14T08:51:22Z", updated="2024-05-14T08:51:22Z"),
             issue(417, **i417, labs=["bug"], comments=3, created="2024-05-13T19:02:10Z", updated="2024-05-14T07:30:48Z"),
             issue(415, **i415, labs=["documentation"], comments=1, created="2024-05-11T10:15:33Z", updated="2024-05-12T16:44:09Z"),
             issue(414, **i414, labs=["enhancement"], comments=5, created="2024-05-09T14:27:51Z", updated="2024-05-13T22:05:17Z"),
             issue(411, **i411, labs=["ci"], comments=2, created="2024-05-06T09:48:02Z", updated="2024-05-10T11:19:26Z")])),
        (call("get_issue", owner="halvard-labs", repo="tidewater", issue_number=418),
         pj(issue(418, **i418, labs=[], comments=0, created="2024-05-14T08:51:22Z", updated="2024-05-14T08:51:22Z",
                  body=body418, milestone=None, closed_at=None, state_reason=None, author_association="NONE", reactions={"total_count": 2, "+1": 2}))),
        (call("update_issue", owner="halvard-labs", repo="tidewater", issue_number=418, labels=["bug", "importer"]),
         pj(issue(418, **i418, labs=["bug", "importer"], comments=0, created="2024-05-14T08:51:22Z", updated="2024-05-14T10:11:58Z",
                  body=body418, milestone=None, closed_at=None, state_reason=None))),
        (call("add_issue_comment", owner="halvard-labs", repo="tidewater", issue_number=418,
              body="Confirmed: `_CONSTITUENT_ALIASES` still has a stale `\"M4\": \"MN4\"` entry from the 0.8 refactor, so M4 is folded into MN4 and then deduplicated away. Fix incoming, with a regression test that checks all 37 CO-OPS constituents survive `load_constituents()`."),
         pj({"id": 2110387765, "node_id": "IC_kwDOJt0q5c59yQ41", "html_url": f"{base}/issues/418#issuecomment-2110387765",
             "issue_url": "https://api.github.com/repos/halvard-labs/tidewater/issues/418", "user": {"login": "mkavanagh", "type": "User"},
             "created_at": "2024-05-14T10:12:44Z", "updated_at": "2024-05-14T10:12:44Z", "author_association": "OWNER",
             "body": "Confirmed: `_CONSTITUENT_ALIASES` still has a stale `\"M4\": \"MN4\"` entry from the 0.8 refactor, so M4 is folded into MN4 and then deduplicated away. Fix incoming, with a regression test that checks all 37 CO-OPS constituents survive `load_constituents()`.",
             "reactions": {"total_count": 0}})),
        (call("get_issue", owner="halvard-labs", repo="tidewater", issue_number=417),
         pj(issue(417, **i417, labs=["bug"], comments=3, created="2024-05-13T19:02:10Z", updated="2024-05-14T07:30:48Z",
                  body=body417, milestone=None, closed_at=None, state_reason=None, author_association="CONTRIBUTOR"))),
        (call("update_issue", owner="halvard-labs", repo="tidewater", issue_number=417, assignees=["mkavanagh"], milestone=7),
         pj(issue(417, **i417, labs=["bug"], comments=3, created="2024-05-13T19:02:10Z", updated="2024-05-14T10:14:03Z",
                  assignees=["mkavanagh"], body=body417, milestone=m7, closed_at=None, state_reason=None))),
        (call("update_issue", owner="halvard-labs", repo="tidewater", issue_number=411, state="closed", state_reason="completed"),
         pj(issue(411, **i411, labs=["ci"], comments=2, created="2024-05-06T09:48:02Z", updated="2024-05-14T10:15:20Z", state="closed",
                  body="`tests/test_station_cache.py::test_concurrent_refresh` fails roughly 1 run in 6 on windows-latest with `PermissionError: [WinError 32]` when the cache file is replaced while still open.",
                  milestone=None, closed_at="2024-05-14T10:15:20Z", state_reason="completed"))),
        (call("list_issues", owner="halvard-labs", repo="tidewater", state="open", sort="updated", direction="desc", per_page=5),
         pj([issue(417, **i417, labs=["bug"], comments=3, created="2024-05-13T19:02:10Z", updated="2024-05-14T10:14:03Z", assignees=["mkavanagh"]),
             issue(418, **i418, labs=["bug", "importer"], comments=1, created="2024-05-14T08:51:22Z", updated="2024-05-14T10:12:44Z"),
             issue(414, **i414, labs=["enhancement"], comments=5, created="2024-05-09T14:27:51Z", updated="2024-05-13T22:05:17Z"),
             issue(415, **i415, labs=["documentation"], comments=1, created="2024-05-11T10:15:33Z", updated="2024-05-12T16:44:09Z"),
             issue(409, **i409, labs=["enhancement", "good first issue"], comments=4, created="2024-05-03T12:20:41Z", updated="2024-05-11T08:02:36Z")])),
        (call("search_issues", q="repo:halvard-labs/tidewater is:issue is:open label:bug", per_page=10),
         pj({"total_count": 3, "incomplete_results": False, "items": [
             issue(418, **i418, labs=["bug", "importer"], comments=1, created="2024-05-14T08:51:22Z", updated="2024-05-14T10:12:44Z", score=1.0),
             issue(417, **i417, labs=["bug"], comments=3, created="2024-05-13T19:02:10Z", updated="2024-05-14T10:14:03Z", assignees=["mkavanagh"], score=1.0),
             issue(402, **i402, labs=["bug"], comments=2, created="2024-04-22T15:08:19Z", updated="2024-05-08T13:40:02Z", score=1.0)]})),
    ]
    rs.add(task="mcp", tid="h15-mcp-01", system=system, turns=turns,
           state="MCP server `github` connected (authenticated as mkavanagh, scopes: repo, read:org). Repository halvard-labs/tidewater, default branch main.")


# ---------------------------------------------------------------- 02 Slack
def t02(rs: RowSet) -> None:
    # bad: Slack maintenance announcement; turn 9's channel history shows the parent message under ts 1718263804.118592, but turns 2-6 established its ts as 1718263804.118529 (no edit/delete in between).
    tools = [
        tool("slack_list_channels", "List public channels in the workspace with pagination.", {"limit": INT, "cursor": S}, []),
        tool("slack_post_message", "Post a new message to a Slack channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread in Slack.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_channel_history", "Get recent messages from a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_user_profile", "Get detailed profile information for a specific user.", {"user_id": S}, ["user_id"]),
    ]
    system = mcp_system("slack", "Slack Web API for the Kestrel Freight workspace, acting as the maint-bot app", tools)
    ch = "C04AJ2P6B1N"
    bot = "U07BX3ZK1"
    femke = "U03MZ8D6QK2"
    parent_text = ("*Planned maintenance* :wrench: WMS database failover on *Thu 13 Jun, 22:00-23:30 UTC*. Handheld scanners at all depots will be read-only during the window; "
                   "label printing and dock assignment are unaffected. Depot-specific impact in the thread :thread:")
    reply1 = ("Checklist: 1) pause the 21:45 replenishment job, 2) drain the outbound label queue, 3) failover wms-db-01 -> wms-db-02, 4) smoke test on the Duisburg test gun, "
              "5) all-clear posted here.")
    femke_text = ("Rotterdam runs the late outbound wave until 22:45 on Thursdays, scanners going read-only before then will stall loading at doors 7-12. "
                  "Could the window start at 22:30?")
    reply2 = f"<@{femke}> thanks, moving the start to 22:30 UTC. The window now ends at 00:00 UTC so the failover still gets its full 90 minutes."
    p_ts = "1718263804.118529"

    def msg(ts: str, user: str, text: str, **extra: Any) -> dict[str, Any]:
        d: dict[str, Any] = {"type": "message", "user": user, "text": text, "ts": ts, "team": "T04KQ2M9R"}
        if user == bot:
            d["bot_id"] = "B07BX41QZ8E"
            d["app_id"] = "A07BW9M2L4H"
        d.update(extra)
        return d

    older = [
        msg("1718201522.774310", "U02F7K1LQ8M", "Rotterdam conveyor PLC firmware update done, all 14 lanes green. Thanks for the patience this morning."),
        msg("1718187911.069982", "U05R8HT2E1L", "Can someone confirm the printer fleet patch (Zebra ZT411, fw V92.21.39Z) went out to Duisburg?",
            thread_ts="1718187911.069982", reply_count=2, reply_users=["U02F7K1LQ8M", "U05R8HT2E1L"], latest_reply="1718190244.310577"),
        msg("1718072340.250115", bot, "WMS nightly backup completed in 41m 12s (wms-db-01, 182.4 GB, verified)."),
    ]
    turns = [
        (call("slack_list_channels", limit=6),
         pj({"ok": True, "channels": [
             {"id": "C03H1KJ7UMD", "name": "general", "is_channel": True, "is_archived": False, "num_members": 214, "purpose": {"value": "Company-wide announcements"}},
             {"id": ch, "name": "ops-maintenance", "is_channel": True, "is_archived": False, "num_members": 38, "purpose": {"value": "Planned maintenance windows for WMS, TMS and depot hardware"}},
             {"id": "C05TSQ8KJ0P", "name": "dispatch-eu", "is_channel": True, "is_archived": False, "num_members": 61, "purpose": {"value": "EU dispatch coordination (Rotterdam, Duisburg, Antwerp)"}},
             {"id": "C02LQ9H4W3X", "name": "random", "is_channel": True, "is_archived": False, "num_members": 198, "purpose": {"value": "Non-work banter"}},
             {"id": "C06D1F0PJ7S", "name": "incident-war-room", "is_channel": True, "is_archived": False, "num_members": 22, "purpose": {"value": "Live incidents only. Use threads."}},
             {"id": "C05N7R2VB4A", "name": "fleet-telematics", "is_channel": True, "is_archived": False, "num_members": 17, "purpose": {"value": "Truck GPS / tachograph feeds"}}],
             "response_metadata": {"next_cursor": "dGVhbTpDMDVONlFKN0RRUg=="}})),
        (call("slack_post_message", channel_id=ch, text=parent_text),
         pj({"ok": True, "channel": ch, "ts": p_ts, "message": msg(p_ts, bot, parent_text)})),
        (call("slack_add_reaction", channel_id=ch, timestamp=p_ts, reaction="pushpin"),
         pj({"ok": True})),
        (call("slack_get_channel_history", channel_id=ch, limit=4),
         pj({"ok": True, "messages": [msg(p_ts, bot, parent_text, reactions=[{"name": "pushpin", "users": [bot], "count": 1}]), *older],
             "has_more": True, "pin_count": 3, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MTIwMzQwMjUwMTE1"}})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=p_ts, text=reply1),
         pj({"ok": True, "channel": ch, "ts": "1718263851.402117", "message": msg("1718263851.402117", bot, reply1, thread_ts=p_ts, parent_user_id=bot)})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=p_ts),
         pj({"ok": True, "messages": [
             msg(p_ts, bot, parent_text, thread_ts=p_ts, reply_count=2, reply_users_count=2, reply_users=[bot, femke], latest_reply="1718263902.559830",
                 reactions=[{"name": "pushpin", "users": [bot], "count": 1}]),
             msg("1718263851.402117", bot, reply1, thread_ts=p_ts, parent_user_id=bot),
             msg("1718263902.559830", femke, femke_text, thread_ts=p_ts, parent_user_id=bot)],
             "has_more": False})),
        (call("slack_get_user_profile", user_id=femke),
         pj({"ok": True, "profile": {"real_name": "Femke Dijkstra", "display_name": "femke.d", "title": "Depot Lead, Rotterdam (RTM-2)",
                                     "email": "f.dijkstra@kestrelfreight.eu", "phone": "+31 10 744 2190", "status_text": "On site until 23:00",
                                     "status_emoji": ":truck:", "tz": "Europe/Amsterdam", "image_72": "https://avatars.slack-edge.com/2023-02-08/4790156233_9f2ab1c07e_72.jpg"}})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=p_ts, text=reply2),
         pj({"ok": True, "channel": ch, "ts": "1718263967.730044", "message": msg("1718263967.730044", bot, reply2, thread_ts=p_ts, parent_user_id=bot)})),
        (call("slack_get_channel_history", channel_id=ch, limit=3),
         pj({"ok": True, "messages": [
             msg("1718263804.118592", bot, parent_text, thread_ts="1718263804.118592", reply_count=3, reply_users_count=2, reply_users=[bot, femke],
                 latest_reply="1718263967.730044", reactions=[{"name": "pushpin", "users": [bot], "count": 1}]),
             *older[:2]],
             "has_more": True, "pin_count": 3, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MTg3OTExMDY5OTgy"}})),
        (call("slack_post_message", channel_id="C05TSQ8KJ0P", text="Heads-up: the WMS failover on Thu 13 Jun now runs 22:30-00:00 UTC (moved for the Rotterdam late wave). Details and checklist in #ops-maintenance."),
         pj({"ok": True, "channel": "C05TSQ8KJ0P", "ts": "1718264012.905361",
             "message": msg("1718264012.905361", bot, "Heads-up: the WMS failover on Thu 13 Jun now runs 22:30-00:00 UTC (moved for the Rotterdam late wave). Details and checklist in #ops-maintenance.")})),
    ]
    rs.add(task="mcp", tid="h15-mcp-02", system=system, turns=turns,
           state="MCP server `slack` connected. Workspace Kestrel Freight (T04KQ2M9R); acting as app user maint-bot (U07BX3ZK1). Current time 2024-06-13 07:29 UTC.",
           bad=True, turn=9, kind="Slack message ts (identity) changed: parent message reappears in channel history with a different ts than when posted")


# ---------------------------------------------------------------- 03 Postgres
def t03(rs: RowSet) -> None:
    # bad: Postgres clinic DB; turn 4 sets vaccination 90212's lot_number to 'DP-41502', turn 6 re-runs the same SELECT and the cell reads 'DP-41520' (no write to that row in between).
    tools = [
        tool("list_tables", "List the tables in a schema.", {"schema": S}, []),
        tool("describe_table", "Show the columns, types, defaults and constraints of a table.", {"table": S, "schema": S}, ["table"]),
        tool("query", "Run a read-only SQL query and return the rows as a Markdown table.", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement (INSERT/UPDATE/DELETE) inside a transaction and commit it; returns the command tag, and rows for RETURNING.", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("postgres", "read/write access to the pawsome_clinic PostgreSQL 15 database", tools)
    head = ["id", "patient", "vaccine", "lot_number", "administered_on", "next_due", "vet"]
    sel = ("SELECT v.id, p.name AS patient, v.vaccine, v.lot_number, v.administered_on, v.next_due, s.display_name AS vet\n"
           "FROM vaccinations v JOIN patients p ON p.id = v.patient_id JOIN staff s ON s.id = v.vet_id\n"
           "WHERE p.client_id = 3381 ORDER BY p.name, v.id;")

    def vax(lot_212: str, adm_212: str, due_212: str, lot_213: str = "LP-10374", adm_213: str = "2023-06-02", due_213: str = "2024-06-02") -> str:
        rows = [
            [90211, "Biscuit", "Rabies (3-yr)", "RB-22817", "2023-06-02", "2026-06-02", "Dr. A. Okonjo"],
            [90212, "Biscuit", "DHPP", lot_212, adm_212, due_212, "Dr. A. Okonjo"],
            [90213, "Biscuit", "Leptospirosis", lot_213, adm_213, due_213, "Dr. A. Okonjo"],
            [91877, "Mochi", "FVRCP", "FV-11820", "2024-01-19", "2025-01-19", "Dr. M. Halvorsen"],
            [91878, "Mochi", "FeLV", "FL-03356", "2024-01-19", "2025-01-19", "Dr. M. Halvorsen"],
        ]
        return md_table(head, rows) + "\n\n(5 rows)"

    turns = [
        (call("list_tables", schema="public"),
         "Tables in schema \"public\" (8):\n- appointments\n- clients\n- invoice_lines\n- invoices\n- patients\n- staff\n- vaccinations\n- weight_log"),
        (call("describe_table", table="vaccinations"),
         "Table \"public.vaccinations\"\n"
         + md_table(["column", "type", "nullable", "default"], [
             ["id", "integer", "not null", "nextval('vaccinations_id_seq'::regclass)"],
             ["patient_id", "integer", "not null", ""],
             ["vaccine", "text", "not null", ""],
             ["lot_number", "text", "not null", ""],
             ["administered_on", "date", "not null", ""],
             ["next_due", "date", "", ""],
             ["vet_id", "integer", "not null", ""],
             ["created_at", "timestamp with time zone", "not null", "now()"]])
         + "\n\nIndexes:\n    \"vaccinations_pkey\" PRIMARY KEY, btree (id)\n    \"vaccinations_patient_id_idx\" btree (patient_id)\n"
           "    \"vaccinations_next_due_idx\" btree (next_due)\nForeign-key constraints:\n"
           "    \"vaccinations_patient_id_fkey\" FOREIGN KEY (patient_id) REFERENCES patients(id)\n"
           "    \"vaccinations_vet_id_fkey\" FOREIGN KEY (vet_id) REFERENCES staff(id)"),
        (call("query", sql=sel), vax("DP-40911", "2023-06-02", "2024-06-02")),
        (call("execute", sql="UPDATE vaccinations SET lot_number = 'DP-41502', administered_on = '2024-06-11', next_due = '2025-06-11' WHERE id = 90212;"),
         "UPDATE 1"),
        (call("query", sql="SELECT a.id, a.patient_id, a.starts_at, s.display_name AS vet, a.status, a.reason FROM appointments a JOIN staff s ON s.id = a.vet_id WHERE a.patient_id IN (5520, 5521) AND a.starts_at >= '2024-06-11' ORDER BY a.starts_at;"),
         md_table(["id", "patient_id", "starts_at", "vet", "status", "reason"], [
             [77410, 5520, "2024-06-11 09:30:00+01", "Dr. A. Okonjo", "checked_in", "DHPP + Lepto boosters"],
             [77533, 5521, "2024-06-18 16:00:00+01", "Dr. M. Halvorsen", "booked", "Annual exam, weigh-in"]]) + "\n\n(2 rows)"),
        (call("query", sql=sel), vax("DP-41520", "2024-06-11", "2025-06-11")),
        (call("execute", sql="UPDATE vaccinations SET lot_number = 'LP-10988', administered_on = '2024-06-11', next_due = '2025-06-11' WHERE id = 90213;"),
         "UPDATE 1"),
        (call("execute", sql="UPDATE appointments SET status = 'completed', notes = 'DHPP + Lepto boosters given, no reaction after 15 min obs.' WHERE id = 77410;"),
         "UPDATE 1"),
        (call("execute", sql="INSERT INTO invoices (client_id, appointment_id, amount_cents, currency, status) VALUES (3381, 77410, 6450, 'GBP', 'open') RETURNING id, status, amount_cents, created_at;"),
         md_table(["id", "status", "amount_cents", "created_at"], [[30418, "open", 6450, "2024-06-11 10:04:37.512+01"]]) + "\n\nINSERT 0 1"),
        (call("query", sql="SELECT id, appointment_id, amount_cents, status, created_at::date FROM invoices WHERE client_id = 3381 ORDER BY created_at DESC LIMIT 3;"),
         md_table(["id", "appointment_id", "amount_cents", "status", "created_at"], [
             [30418, 77410, 6450, "open", "2024-06-11"],
             [28877, 75102, 11800, "paid", "2024-01-19"],
             [26105, 72290, 4950, "paid", "2023-06-02"]]) + "\n\n(3 rows)"),
    ]
    rs.add(task="mcp", tid="h15-mcp-03", system=system, turns=turns,
           state="MCP server `postgres` connected to postgresql://frontdesk@db.pawsome.internal:5432/pawsome_clinic. Client 3381 (Harriet Quayle) owns patients 5520 Biscuit (dog) and 5521 Mochi (cat). Today is 2024-06-11.",
           bad=True, turn=6, kind="value set by UPDATE reads back different: lot_number cell drifts in a re-run SELECT")


# ---------------------------------------------------------------- 04 Kubernetes
def t04(rs: RowSet) -> None:
    # clean: Kubernetes OOMKilled pod fixed by patching the memory limit; the rollout replaces all three pods (new ReplicaSet hash, new names, restart counts 0), then a scale to 4 adds one more; ages, events and ReplicaSets all follow.
    tools = [
        tool("kubectl_get", "Get or list Kubernetes resources (kubectl get).", {"resourceType": S, "name": S, "namespace": S, "output": S, "sortBy": S}, ["resourceType"]),
        tool("kubectl_describe", "Describe a Kubernetes resource (kubectl describe).", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
        tool("kubectl_patch", "Patch a resource with a strategic, merge or JSON patch.", {"resourceType": S, "name": S, "namespace": S, "patchType": S, "patchData": OBJ}, ["resourceType", "name", "patchData"]),
        tool("kubectl_rollout", "Manage rollouts (status, history, restart, undo).", {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a deployment to a number of replicas.", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
        tool("kubectl_logs", "Get logs from a pod.", {"resourceType": S, "name": S, "namespace": S, "container": S, "tail": INT, "previous": B}, ["resourceType", "name"]),
    ]
    system = mcp_system("kubernetes", "kubectl access to the prod-eu-1 EKS cluster, current context prod-eu-1-admin", tools)
    ns = "billing"
    old = ["ledger-api-7c9d5f6b8-2kqzn", "ledger-api-7c9d5f6b8-h8xwr", "ledger-api-7c9d5f6b8-t5mvp"]
    new = ["ledger-api-6f4b8d9c57-8wq4d", "ledger-api-6f4b8d9c57-lx7fj", "ledger-api-6f4b8d9c57-zr2hc", "ledger-api-6f4b8d9c57-p9tmv"]
    ph = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]
    describe = f"""Name:             {old[2]}
Namespace:        billing
Priority:         0
Service Account:  ledger-api
Node:             ip-10-40-2-58.eu-west-1.compute.internal/10.40.2.58
Start Time:       Sat, 09 Mar 2024 07:12:40 +0000
Labels:           app=ledger-api
                  pod-template-hash=7c9d5f6b8
Status:           Running
IP:               10.40.2.141
Controlled By:    ReplicaSet/ledger-api-7c9d5f6b8
Containers:
  ledger-api:
    Container ID:   containerd://5be0c27a4e91f8d3a0b6c1e2f7d49a83c05e6b1d2f4a7c9e0b3d5f6a8c1e2d4f
    Image:          482915530127.dkr.ecr.eu-west-1.amazonaws.com/billing/ledger-api:2.14.3
    Port:           8080/TCP
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Tue, 12 Mar 2024 11:14:02 +0000
      Finished:     Tue, 12 Mar 2024 11:15:37 +0000
    Ready:          False
    Restart Count:  14
    Limits:
      cpu:     500m
      memory:  256Mi
    Requests:
      cpu:      250m
      memory:   192Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/readyz delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      JAVA_TOOL_OPTIONS:  -XX:MaxRAMPercentage=75
      LEDGER_DB_URL:      <set to the key 'url' in secret 'ledger-db'>
Conditions:
  Type              Status
  Initialized       True
  Ready             False
  ContainersReady   False
  PodScheduled      True
Events:
  Type     Reason   Age                   From     Message
  ----     ------   ----                  ----     -------
  Normal   Pulled   14m (x9 over 3h22m)   kubelet  Container image "482915530127.dkr.ecr.eu-west-1.amazonaws.com/billing/ledger-api:2.14.3" already present on machine
  Warning  BackOff  2m20s (x61 over 3h)   kubelet  Back-off restarting failed container ledger-api in pod {old[2]}_billing(8d2c71f4-0b5e-4a9d-9f31-6c7e2a1d0b58)"""
    events = cols(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], [
        ["3m41s", "Normal", "ScalingReplicaSet", "deployment/ledger-api", "Scaled up replica set ledger-api-6f4b8d9c57 to 1"],
        ["3m40s", "Normal", "Scheduled", f"pod/{new[0]}", f"Successfully assigned billing/{new[0]} to ip-10-40-3-117.eu-west-1.compute.internal"],
        ["3m19s", "Normal", "ScalingReplicaSet", "deployment/ledger-api", "Scaled down replica set ledger-api-7c9d5f6b8 to 2 from 3"],
        ["3m19s", "Normal", "Killing", f"pod/{old[2]}", "Stopping container ledger-api"],
        ["3m17s", "Normal", "ScalingReplicaSet", "deployment/ledger-api", "Scaled up replica set ledger-api-6f4b8d9c57 to 2 from 1"],
        ["2m55s", "Normal", "ScalingReplicaSet", "deployment/ledger-api", "Scaled down replica set ledger-api-7c9d5f6b8 to 1 from 2"],
        ["2m55s", "Normal", "Killing", f"pod/{old[0]}", "Stopping container ledger-api"],
        ["2m54s", "Normal", "ScalingReplicaSet", "deployment/ledger-api", "Scaled up replica set ledger-api-6f4b8d9c57 to 3 from 2"],
        ["2m31s", "Normal", "ScalingReplicaSet", "deployment/ledger-api", "Scaled down replica set ledger-api-7c9d5f6b8 to 0 from 1"],
        ["2m31s", "Normal", "Killing", f"pod/{old[1]}", "Stopping container ledger-api"],
        ["71s", "Normal", "ScalingReplicaSet", "deployment/ledger-api", "Scaled up replica set ledger-api-6f4b8d9c57 to 4 from 3"],
        ["70s", "Normal", "Scheduled", f"pod/{new[3]}", f"Successfully assigned billing/{new[3]} to ip-10-40-1-203.eu-west-1.compute.internal"],
        ["61s", "Normal", "Started", f"pod/{new[3]}", "Started container ledger-api"],
    ])
    turns = [
        (call("kubectl_get", resourceType="pods", namespace=ns),
         cols(ph, [[old[0], "1/1", "Running", "0", "3d4h"], [old[1], "1/1", "Running", "0", "3d4h"],
                   [old[2], "0/1", "CrashLoopBackOff", "14 (2m11s ago)", "3d4h"],
                   ["ledger-worker-5f8b9c7d4-qq2lm", "1/1", "Running", "1 (26h ago)", "6d"], ["pgbouncer-0", "1/1", "Running", "0", "12d"]])),
        (call("kubectl_describe", resourceType="pod", name=old[2], namespace=ns), describe),
        (call("kubectl_patch", resourceType="deployment", name="ledger-api", namespace=ns, patchType="strategic",
              patchData={"spec": {"template": {"spec": {"containers": [{"name": "ledger-api", "resources": {"limits": {"memory": "512Mi"}, "requests": {"memory": "384Mi"}}}]}}}}),
         "deployment.apps/ledger-api patched"),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="ledger-api", namespace=ns, timeout="180s"),
         'Waiting for deployment "ledger-api" rollout to finish: 1 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "ledger-api" rollout to finish: 2 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "ledger-api" rollout to finish: 2 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "ledger-api" rollout to finish: 1 old replicas are pending termination...\n'
         'deployment "ledger-api" successfully rolled out'),
        (call("kubectl_get", resourceType="pods", namespace=ns),
         cols(ph, [[new[0], "1/1", "Running", "0", "95s"], [new[1], "1/1", "Running", "0", "71s"], [new[2], "1/1", "Running", "0", "48s"],
                   ["ledger-worker-5f8b9c7d4-qq2lm", "1/1", "Running", "1 (26h ago)", "6d"], ["pgbouncer-0", "1/1", "Running", "0", "12d"]])),
        (call("kubectl_scale", name="ledger-api", namespace=ns, replicas=4, resourceType="deployment"),
         "deployment.apps/ledger-api scaled"),
        (call("kubectl_get", resourceType="deployments", namespace=ns),
         cols(["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], [["ledger-api", "4/4", "4", "4", "41d"], ["ledger-worker", "1/1", "1", "1", "41d"]])),
        (call("kubectl_get", resourceType="replicasets", namespace=ns),
         cols(["NAME", "DESIRED", "CURRENT", "READY", "AGE"], [["ledger-api-5d8c4b7f96", "0", "0", "0", "19d"], ["ledger-api-6f4b8d9c57", "4", "4", "4", "2m58s"],
                                                              ["ledger-api-7c9d5f6b8", "0", "0", "0", "3d4h"], ["ledger-worker-5f8b9c7d4", "1", "1", "1", "6d"]])),
        (call("kubectl_get", resourceType="events", namespace=ns, sortBy=".lastTimestamp"), events),
        (call("kubectl_logs", resourceType="pod", name=new[3], namespace=ns, tail=5),
         '{"ts":"2024-03-12T11:21:10.604Z","level":"INFO","logger":"ledger.Boot","msg":"ledger-api 2.14.3 starting (pid 1, heap max 384 MiB)"}\n'
         '{"ts":"2024-03-12T11:21:13.377Z","level":"INFO","logger":"ledger.db.Pool","msg":"connected to pgbouncer.billing.svc:6432, pool size 12"}\n'
         '{"ts":"2024-03-12T11:21:13.713Z","level":"INFO","logger":"ledger.fx.RateCache","msg":"warmed 168 FX pairs from snapshot 2024-03-12T11:00Z"}\n'
         '{"ts":"2024-03-12T11:21:14.161Z","level":"INFO","logger":"ledger.http","msg":"listening on :8080"}\n'
         '{"ts":"2024-03-12T11:21:16.902Z","level":"INFO","logger":"ledger.http","msg":"GET /readyz 200 (3 ms)"}'),
    ]
    rs.add(task="mcp", tid="h15-mcp-04", system=system, turns=turns,
           state="MCP server `kubernetes` connected (kubeconfig context prod-eu-1-admin). Namespace billing. On-call ticket OPS-7741: ledger-api pod crash-looping since ~08:00 UTC.")


# ---------------------------------------------------------------- 05 Notion
def t05(rs: RowSet) -> None:
    # clean: Notion podcast tracker: a page is created then renamed, another moves from Recording to Editing; filtered queries (Editing / Planning) show different subsets; a search for a topic finds a second, differently-parented page with a similar title.
    tools = [
        tool("notion_search", "Search pages and databases by title.", {"query": S, "filter": OBJ, "page_size": INT}, ["query"]),
        tool("notion_query_database", "Query a database with an optional filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("notion_create_page", "Create a page in a database or under a page.", {"parent": OBJ, "properties": OBJ, "children": A}, ["parent", "properties"]),
        tool("notion_update_page_properties", "Update the properties of a page.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("notion_append_block_children", "Append blocks to a page or block.", {"block_id": S, "children": A}, ["block_id", "children"]),
    ]
    system = mcp_system("notion", "Notion API for the 'Field Notes Podcast' workspace via an internal integration", tools)
    db = "8f2c41a7-5d0e-4b6b-9a13-2e7c0d51f9ab"
    ids = {46: "1a7e9c30-44b2-4f8d-8e61-0b9f52d7c3a1", 47: "2c91f4d8-7a36-4e0b-b5d2-98e1c4a0f617", 48: "3e05a6b2-1f9d-4c7a-a3e8-5d20b7c9e184",
           49: "47d8b1e9-c2a5-4b60-9f17-e3a8d4c6b2f0", 50: "5b3f7e12-9c40-4d6a-b2e8-71a0c4f9d356"}
    host = {46: "Mara Lindgren", 47: "Tobi Adeyemi", 48: "Mara Lindgren", 49: "Tobi Adeyemi", 50: "Mara Lindgren"}
    rec = {46: "2024-05-28", 47: "2024-06-11", 48: "2024-06-25", 49: "2024-07-09", 50: "2024-07-23"}
    created = {46: "2024-04-30T09:12:00.000Z", 47: "2024-05-06T15:40:00.000Z", 48: "2024-05-20T10:05:00.000Z", 49: "2024-05-27T08:31:00.000Z", 50: "2024-06-12T14:03:00.000Z"}

    def page(n: int, title: str, status: str, edited: str) -> dict[str, Any]:
        return {"object": "page", "id": ids[n], "created_time": created[n], "last_edited_time": edited,
                "parent": {"type": "database_id", "database_id": db}, "archived": False,
                "properties": {"Name": {"id": "title", "type": "title", "title": [{"type": "text", "plain_text": title}]},
                               "Status": {"id": "%3FzqL", "type": "status", "status": {"name": status}},
                               "Episode": {"id": "Xk%5Cv", "type": "number", "number": n},
                               "Recording date": {"id": "b%7DPe", "type": "date", "date": {"start": rec[n], "end": None}},
                               "Host": {"id": "fN%3Ew", "type": "rich_text", "rich_text": [{"type": "text", "plain_text": host[n]}]}},
                "url": f"https://www.notion.so/{title.replace(' — ', '-').replace(' ', '-').replace(':', '')}-{ids[n].replace('-', '')}"}

    def lst(*pages: dict[str, Any]) -> str:
        return mcp_text({"object": "list", "results": list(pages), "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})

    t46, t47, t48, t49 = "Ep 46 — Deep-sea cables", "Ep 47 — The lost orchards of Kazakhstan", "Ep 48 — Soil microbiomes", "Ep 49 — Lighthouse keepers"
    t50a, t50b = "Ep 50 — Urban beekeeping", "Ep 50 — Bees on the rooftops"
    e46, e47, e48, e49 = "2024-06-10T16:22:00.000Z", "2024-06-11T18:47:00.000Z", "2024-06-03T11:09:00.000Z", "2024-06-07T13:55:00.000Z"
    blocks = [
        {"object": "block", "type": "heading_2", "heading_2": {"rich_text": [{"type": "text", "text": {"content": "Guests to approach"}}]}},
        {"object": "block", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": "Keeper at the Barbican rooftop apiary (via City of London Beekeepers)"}}]}},
        {"object": "block", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": "Dr. Ines Carvalho, pollinator ecology, on forage competition with wild bees"}}]}},
    ]
    turns = [
        (call("notion_search", query="Episode Tracker", filter={"property": "object", "value": "database"}),
         mcp_text({"object": "list", "results": [{"object": "database", "id": db, "title": [{"type": "text", "plain_text": "Episode Tracker"}],
                                            "created_time": "2023-09-14T08:20:00.000Z", "last_edited_time": "2024-06-11T18:47:00.000Z",
                                            "parent": {"type": "page_id", "page_id": "0d4e8b21-6a3c-47f9-8e52-c1b7a09d3f64"},
                                            "properties": {"Name": {"type": "title"}, "Status": {"type": "status", "status": {"options": [{"name": "Planning"}, {"name": "Recording"}, {"name": "Editing"}, {"name": "Published"}]}},
                                                           "Episode": {"type": "number"}, "Recording date": {"type": "date"}, "Host": {"type": "rich_text"}},
                                            "url": f"https://www.notion.so/{db.replace('-', '')}"}],
             "next_cursor": None, "has_more": False})),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"does_not_equal": "Published"}}, sorts=[{"property": "Recording date", "direction": "ascending"}]),
         lst(page(46, t46, "Editing", e46), page(47, t47, "Recording", e47), page(48, t48, "Planning", e48), page(49, t49, "Planning", e49))),
        (call("notion_create_page", parent={"database_id": db}, properties={"Name": {"title": [{"text": {"content": t50a}}]}, "Status": {"status": {"name": "Planning"}}, "Episode": {"number": 50}, "Recording date": {"date": {"start": "2024-07-23"}}, "Host": {"rich_text": [{"text": {"content": "Mara Lindgren"}}]}}),
         mcp_text(page(50, t50a, "Planning", "2024-06-12T14:03:00.000Z"))),
        (call("notion_update_page_properties", page_id=ids[47], properties={"Status": {"status": {"name": "Editing"}}}),
         mcp_text(page(47, t47, "Editing", "2024-06-12T14:04:00.000Z"))),
        (call("notion_update_page_properties", page_id=ids[50], properties={"Name": {"title": [{"text": {"content": t50b}}]}}),
         mcp_text(page(50, t50b, "Planning", "2024-06-12T14:05:00.000Z"))),
        (call("notion_append_block_children", block_id=ids[50], children=blocks),
         mcp_text({"object": "list", "results": [
             {**blocks[0], "id": "9a41c7e3-2b08-4d5f-8e6a-13c9f0b72d45", "parent": {"type": "page_id", "page_id": ids[50]}, "created_time": "2024-06-12T14:06:00.000Z", "has_children": False},
             {**blocks[1], "id": "a8f02d6c-5e17-4b93-9c4d-7e2b60a1f538", "parent": {"type": "page_id", "page_id": ids[50]}, "created_time": "2024-06-12T14:06:00.000Z", "has_children": False},
             {**blocks[2], "id": "b6c93e1f-0a4d-42e8-b715-f8d3a2c94e60", "parent": {"type": "page_id", "page_id": ids[50]}, "created_time": "2024-06-12T14:06:00.000Z", "has_children": False}],
             "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"equals": "Editing"}}, sorts=[{"property": "Recording date", "direction": "ascending"}]),
         lst(page(46, t46, "Editing", e46), page(47, t47, "Editing", "2024-06-12T14:04:00.000Z"))),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"equals": "Planning"}}, sorts=[{"property": "Episode", "direction": "descending"}]),
         lst(page(50, t50b, "Planning", "2024-06-12T14:06:00.000Z"), page(49, t49, "Planning", e49), page(48, t48, "Planning", e48))),
        (call("notion_search", query="Soil microbiomes", page_size=5),
         mcp_text({"object": "list", "results": [
             page(48, t48, "Planning", e48),
             {"object": "page", "id": "6d2a90f4-83b1-4c5e-a7d9-2f64e1b08c37", "created_time": "2024-05-14T07:58:00.000Z", "last_edited_time": "2024-05-30T19:21:00.000Z",
              "parent": {"type": "page_id", "page_id": "c3f18e90-5d27-4a6b-b8e4-902d17a6f5c1"}, "archived": False,
              "properties": {"title": {"id": "title", "type": "title", "title": [{"type": "text", "plain_text": "Soil microbiomes — research notes"}]}},
              "url": "https://www.notion.so/Soil-microbiomes-research-notes-6d2a90f483b14c5ea7d92f64e1b08c37"}],
             "next_cursor": None, "has_more": False})),
    ]
    rs.add(task="mcp", tid="h15-mcp-05", system=system, turns=turns,
           state="MCP server `notion` connected (integration 'Showrunner bot', access to the Field Notes Podcast teamspace). It is 2024-06-12, about 14:00 UTC.")


# ---------------------------------------------------------------- 06 Todoist
def t06(rs: RowSet) -> None:
    # bad: Todoist allotment cleanup; turn 3 deletes the duplicate task 8012044603 "Buy seed potatoes", turn 6's project listing shows it again (8 tasks instead of 7).
    tools = [
        tool("todoist_get_projects", "List all projects.", {}, []),
        tool("todoist_get_tasks", "Get active tasks, by project or by Todoist filter query.", {"project_id": S, "filter": S}, []),
        tool("todoist_create_task", "Create a task.", {"content": S, "project_id": S, "due_string": S, "priority": INT, "labels": A, "description": S}, ["content"]),
        tool("todoist_update_task", "Update a task's content, description, due date, priority or labels.", {"task_id": S, "content": S, "description": S, "due_string": S, "priority": INT, "labels": A}, ["task_id"]),
        tool("todoist_close_task", "Mark a task as complete.", {"task_id": S}, ["task_id"]),
        tool("todoist_delete_task", "Delete a task permanently.", {"task_id": S}, ["task_id"]),
    ]
    system = mcp_system("todoist", "Todoist REST API v2 for the signed-in user; priorities are API values, 4 = urgent (p1) ... 1 = normal (p4)", tools)

    def t(n: int, tid: str, content: str, due: str, prio: int, labels: str = "", extra: str = "") -> str:
        s = f"{n}. [{tid}] {content}\n   Due: {due} · Priority: {prio}"
        if labels:
            s += f" · Labels: {labels}"
        if extra:
            s += f"\n   {extra}"
        return s

    a1 = t(1, "8012044571", "Sow broad beans in bed 3", "2024-04-10 (Wed)", 3, "sowing")
    a2 = t(2, "8012044598", "Buy seed potatoes (Charlotte, 2 kg)", "2024-04-09 (Tue)", 2, "shopping")
    a3 = t(3, "8012044603", "Buy seed potatoes", "2024-04-12 (Fri)", 1)
    a4 = t(4, "8012051120", "Fix water butt tap", "none", 2, "repairs")
    a5 = t(5, "8012051187", "Net the brassicas against pigeons", "2024-04-14 (Sun)", 3)
    a6 = t(6, "8012060032", "Pay allotment society fee (£18)", "2024-04-30 (Tue)", 4, "admin")
    a7 = t(7, "8012060099", "Turn compost heap", "2024-04-11 (Thu) · every 2 weeks", 1, "", "Recurring")
    turns = [
        (call("todoist_get_projects"),
         "Projects (4):\n- Inbox (id: 2203318840) · inbox\n- Allotment (id: 2317790455) · color: olive_green · shared: no\n"
         "- Flat renovation (id: 2317790512) · color: charcoal · shared: yes (2 collaborators)\n- Reading (id: 2330021987) · color: lavender · shared: no"),
        (call("todoist_get_tasks", project_id="2317790455"),
         "Found 7 active tasks in project \"Allotment\" (2317790455):\n\n" + "\n".join([a1, a2, a3, a4, a5, a6, a7])),
        (call("todoist_delete_task", task_id="8012044603"),
         "Task 8012044603 (\"Buy seed potatoes\") deleted successfully."),
        (call("todoist_update_task", task_id="8012044598", due_string="tomorrow"),
         "Task updated successfully:\n[8012044598] Buy seed potatoes (Charlotte, 2 kg)\nDue: 2024-04-10 (Wed) · Priority: 2 · Labels: shopping\nProject: Allotment"),
        (call("todoist_create_task", content="Order comfrey root cuttings", project_id="2317790455", due_string="next saturday", priority=2, labels=["shopping"]),
         "Task created successfully:\n[8012093345] Order comfrey root cuttings\nDue: 2024-04-13 (Sat) · Priority: 2 · Labels: shopping\nProject: Allotment\nURL: https://todoist.com/showTask?id=8012093345"),
        (call("todoist_get_tasks", project_id="2317790455"),
         "Found 8 active tasks in project \"Allotment\" (2317790455):\n\n" + "\n".join([
             t(1, "8012044571", "Sow broad beans in bed 3", "2024-04-10 (Wed)", 3, "sowing"),
             t(2, "8012044598", "Buy seed potatoes (Charlotte, 2 kg)", "2024-04-10 (Wed)", 2, "shopping"),
             t(3, "8012044603", "Buy seed potatoes", "2024-04-12 (Fri)", 1),
             t(4, "8012051120", "Fix water butt tap", "none", 2, "repairs"),
             t(5, "8012051187", "Net the brassicas against pigeons", "2024-04-14 (Sun)", 3),
             t(6, "8012060032", "Pay allotment society fee (£18)", "2024-04-30 (Tue)", 4, "admin"),
             t(7, "8012060099", "Turn compost heap", "2024-04-11 (Thu) · every 2 weeks", 1, "", "Recurring"),
             t(8, "8012093345", "Order comfrey root cuttings", "2024-04-13 (Sat)", 2, "shopping")])),
        (call("todoist_close_task", task_id="8012051120"),
         "Task 8012051120 (\"Fix water butt tap\") marked as complete."),
        (call("todoist_get_tasks", filter="today | overdue"),
         "Found 2 tasks matching filter \"today | overdue\":\n\n"
         "1. [8011874412] Return 'The Well-Tempered Garden' to library\n   Due: 2024-04-06 (Sat) · OVERDUE · Priority: 3\n   Project: Reading\n"
         "2. [8011987720] Call plasterer re: skim coat quote\n   Due: 2024-04-09 (Tue) · Priority: 3 · Labels: calls\n   Project: Flat renovation"),
        (call("todoist_update_task", task_id="8012060032", description="Pay by bank transfer to Southfields Allotment Society, reference PLOT 14B"),
         "Task updated successfully:\n[8012060032] Pay allotment society fee (£18)\nDescription: Pay by bank transfer to Southfields Allotment Society, reference PLOT 14B\nDue: 2024-04-30 (Tue) · Priority: 4 · Labels: admin\nProject: Allotment"),
    ]
    rs.add(task="mcp", tid="h15-mcp-06", system=system, turns=turns,
           state="MCP server `todoist` connected for ilse.varga@posteo.de (timezone Europe/London). Today is Tuesday 2024-04-09.",
           bad=True, turn=6, kind="deleted task reappears in a later project listing")


# ---------------------------------------------------------------- 07 Home Assistant
def t07(rs: RowSet) -> None:
    # clean: Home Assistant greenhouse: heating switched on and target raised, vent automation disabled, fan on; temperatures rise over time, last_changed vs last_updated behave as HA does, automation list reflects the disable.
    tools = [
        tool("get_states", "Get the current state of all entities, optionally limited to one domain.", {"domain": S}, []),
        tool("get_state", "Get the state and attributes of one entity.", {"entity_id": S}, ["entity_id"]),
        tool("call_service", "Call a Home Assistant service; returns the states that changed.", {"domain": S, "service": S, "entity_id": S, "data": OBJ}, ["domain", "service"]),
        tool("get_history", "Get the state history of an entity since a start time.", {"entity_id": S, "start_time": S, "end_time": S}, ["entity_id", "start_time"]),
        tool("list_automations", "List automations with their enabled state and last trigger.", {}, []),
    ]
    system = mcp_system("home-assistant", "Home Assistant 2024.2 REST/WebSocket API for 'Orchard Cottage'", tools)
    ctx = {"id": "01HR0Q6W9K3T8N2M5V7XJ4ZB1C", "parent_id": None, "user_id": "9c1e5f2a7b3d4e8f90a1b2c3d4e5f607"}

    def gh(state: str, cur: float, target: float, changed: str, updated: str, action: str) -> dict[str, Any]:
        return {"entity_id": "climate.greenhouse", "state": state,
                "attributes": {"hvac_modes": ["off", "heat"], "min_temp": 5, "max_temp": 30, "current_temperature": cur, "temperature": target,
                               "hvac_action": action, "friendly_name": "Greenhouse heater", "supported_features": 385},
                "last_changed": changed, "last_updated": updated}

    def lr(cur: float, updated: str) -> dict[str, Any]:
        return {"entity_id": "climate.living_room", "state": "heat",
                "attributes": {"hvac_modes": ["off", "heat", "auto"], "min_temp": 7, "max_temp": 35, "current_temperature": cur, "temperature": 21,
                               "hvac_action": "heating", "preset_mode": "comfort", "friendly_name": "Living room TRVs", "supported_features": 401},
                "last_changed": "2024-03-03T05:30:00.114021+00:00", "last_updated": updated}

    def autos(vent: str) -> str:
        rows = [
            ["automation.greenhouse_vent_open", "Greenhouse: open vent above 24 °C", vent, "2024-03-02T13:20:07.551203+00:00"],
            ["automation.water_tomatoes", "Greenhouse: drip irrigation 06:00", "on", "2024-03-03T06:00:00.003118+00:00"],
            ["automation.frost_alert", "Frost alert to phones", "on", "2024-03-01T04:41:52.907744+00:00"],
            ["automation.hall_light_motion", "Hall light on motion when dark", "on", "2024-03-03T05:58:31.260415+00:00"],
        ]
        return md_table(["entity_id", "alias", "state", "last_triggered"], rows) + f"\n\n{len(rows)} automations"

    turns = [
        (call("get_states", domain="climate"),
         pj([gh("off", 9.4, 12, "2024-03-03T05:12:44.318207+00:00", "2024-03-03T06:39:58.021933+00:00", "off"), lr(20.1, "2024-03-03T06:38:12.640118+00:00")])),
        (call("get_state", entity_id="sensor.greenhouse_soil_moisture"),
         pj({"entity_id": "sensor.greenhouse_soil_moisture", "state": "31",
             "attributes": {"state_class": "measurement", "unit_of_measurement": "%", "device_class": "moisture", "friendly_name": "Greenhouse soil moisture"},
             "last_changed": "2024-03-03T06:38:02.447390+00:00", "last_updated": "2024-03-03T06:38:02.447390+00:00"})),
        (call("call_service", domain="climate", service="set_hvac_mode", entity_id="climate.greenhouse", data={"hvac_mode": "heat"}),
         pj([{**gh("heat", 9.4, 12, "2024-03-03T06:41:15.802466+00:00", "2024-03-03T06:41:15.802466+00:00", "heating"), "context": ctx}])),
        (call("call_service", domain="climate", service="set_temperature", entity_id="climate.greenhouse", data={"temperature": 14}),
         pj([{**gh("heat", 9.5, 14, "2024-03-03T06:41:15.802466+00:00", "2024-03-03T06:41:52.119830+00:00", "heating"),
              "context": {**ctx, "id": "01HR0Q7Z1E5R2W8Y4P6D3M9QAF"}}])),
        (call("list_automations"), autos("on")),
        (call("call_service", domain="automation", service="turn_off", entity_id="automation.greenhouse_vent_open"),
         pj([{"entity_id": "automation.greenhouse_vent_open", "state": "off",
              "attributes": {"id": "1705329118442", "last_triggered": "2024-03-02T13:20:07.551203+00:00", "mode": "single", "current": 0,
                             "friendly_name": "Greenhouse: open vent above 24 °C"},
              "last_changed": "2024-03-03T06:42:30.665091+00:00", "last_updated": "2024-03-03T06:42:30.665091+00:00",
              "context": {**ctx, "id": "01HR0Q94V2H7C1K6N8T3B5XJRE"}}])),
        (call("call_service", domain="switch", service="turn_on", entity_id="switch.greenhouse_circulation_fan"),
         pj([{"entity_id": "switch.greenhouse_circulation_fan", "state": "on",
              "attributes": {"friendly_name": "Greenhouse circulation fan", "icon": "mdi:fan"},
              "last_changed": "2024-03-03T06:42:48.930557+00:00", "last_updated": "2024-03-03T06:42:48.930557+00:00",
              "context": {**ctx, "id": "01HR0Q9NB8D4F6G2J7L1S3W5YC"}}])),
        (call("get_history", entity_id="sensor.greenhouse_temperature", start_time="2024-03-03T06:00:00+00:00"),
         pj([[{"entity_id": "sensor.greenhouse_temperature", "state": "9.2", "attributes": {"unit_of_measurement": "°C", "device_class": "temperature", "friendly_name": "Greenhouse temperature"},
               "last_changed": "2024-03-03T06:00:00+00:00", "last_updated": "2024-03-03T06:00:00+00:00"},
              {"state": "9.3", "last_changed": "2024-03-03T06:19:41.008215+00:00"},
              {"state": "9.4", "last_changed": "2024-03-03T06:37:55.730644+00:00"},
              {"state": "9.5", "last_changed": "2024-03-03T06:41:50.511902+00:00"},
              {"state": "10.1", "last_changed": "2024-03-03T06:49:12.384077+00:00"},
              {"state": "10.8", "last_changed": "2024-03-03T06:56:03.902561+00:00"}]])),
        (call("get_states", domain="climate"),
         pj([gh("heat", 10.9, 14, "2024-03-03T06:41:15.802466+00:00", "2024-03-03T06:59:27.556013+00:00", "heating"), lr(20.4, "2024-03-03T06:58:40.271395+00:00")])),
        (call("list_automations"), autos("off")),
    ]
    rs.add(task="mcp", tid="h15-mcp-07", system=system, turns=turns,
           state="MCP server `home-assistant` connected to http://homeassistant.local:8123 (long-lived token of user 'ruth'). Local time 06:39 UTC, 3 March 2024; overnight low 2 °C.")


# ---------------------------------------------------------------- 08 Jira
def t08(rs: RowSet) -> None:
    # bad: Jira parent RAIL-2291 gets two new sub-tasks (RAIL-2307 turn 2, RAIL-2308 turn 3); turn 9's get_issue lists the parent's subtasks without RAIL-2308 (created sub-task absent, nothing deleted it).
    tools = [
        tool("jira_get_issue", "Get a Jira issue with its fields, subtasks and comments.", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_create_issue", "Create a Jira issue or sub-task.", {"project_key": S, "summary": S, "issue_type": S, "description": S, "parent": S, "assignee": S, "labels": A}, ["project_key", "summary", "issue_type"]),
        tool("jira_get_transitions", "List the workflow transitions available for an issue.", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Move an issue through a workflow transition.", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update fields of an issue.", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_add_comment", "Add a comment to an issue.", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_search", "Search issues with JQL.", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
    ]
    system = mcp_system("jira", "Jira Cloud at signalworks.atlassian.net, project RAIL (interlocking firmware)", tools)
    site = "https://signalworks.atlassian.net"

    def sub(key: str, summary: str, status: str, cat: str = "new") -> dict[str, Any]:
        return {"key": key, "summary": summary, "status": {"name": status, "category": cat}, "issue_type": "Sub-task"}

    s2294 = sub("RAIL-2294", "Define fault model for AC-4 axle counters", "Done", "done")
    s2307 = sub("RAIL-2307", "Inject count-mismatch faults into AC-4 simulator", "To Do")
    comment = ("Kicking this off. RAIL-2307 (fault injection in the AC-4 sim) goes to Tomasz; RAIL-2308 (HIL nightly regression scenarios) stays unassigned until the rig "
               "booking for sprint 42 is confirmed. Fault model from RAIL-2294 is the reference.")

    def parent(status: str, cat: str, updated: str, subtasks: list[dict[str, Any]], comments: list[dict[str, Any]]) -> str:
        return mcp_text({"key": "RAIL-2291", "id": "118602", "url": f"{site}/browse/RAIL-2291",
                   "summary": "Interlocking sim: axle counter fault injection", "issue_type": "Story",
                   "status": {"name": status, "category": cat}, "priority": "High",
                   "assignee": {"display_name": "Kasia Nowak", "email": "k.nowak@signalworks.eu"},
                   "reporter": {"display_name": "Rafael Duarte", "email": "r.duarte@signalworks.eu"},
                   "labels": ["safety", "simulation"], "story_points": 8, "sprint": "RAIL Sprint 41",
                   "created": "2024-02-08T09:31:44.102+0100", "updated": updated,
                   "description": "Add configurable fault injection for AC-4 axle counter sections to the interlocking simulator so that SIL-4 fallback logic can be exercised "
                                  "(count mismatch, reset storm, head failure). Acceptance: faults selectable per section from the scenario file; HIL nightly covers all three.",
                   "subtasks": subtasks, "comments": comments})

    c1 = {"id": "402118", "author": "Kasia Nowak", "created": "2024-02-20T11:47:09.331+0100", "body": comment}
    turns = [
        (call("jira_get_issue", issue_key="RAIL-2291"),
         parent("To Do", "new", "2024-02-19T16:02:57.480+0100", [s2294], [])),
        (call("jira_create_issue", project_key="RAIL", issue_type="Sub-task", parent="RAIL-2291", summary="Inject count-mismatch faults into AC-4 simulator",
              description="Implement count-mismatch and reset-storm faults in sim/ac4/section.c, selectable from the scenario YAML (faults: [{section: AC-4-17, type: count_mismatch, delta: 2}])."),
         mcp_text({"id": "118734", "key": "RAIL-2307", "self": f"{site}/rest/api/3/issue/118734", "url": f"{site}/browse/RAIL-2307",
             "summary": "Inject count-mismatch faults into AC-4 simulator", "issue_type": "Sub-task", "status": "To Do", "parent": "RAIL-2291"})),
        (call("jira_create_issue", project_key="RAIL", issue_type="Sub-task", parent="RAIL-2291", summary="Add fault scenarios to HIL nightly regression suite",
              description="Three scenarios (count mismatch, reset storm, head failure) on the Derby HIL rig; results into the nightly report."),
         mcp_text({"id": "118735", "key": "RAIL-2308", "self": f"{site}/rest/api/3/issue/118735", "url": f"{site}/browse/RAIL-2308",
             "summary": "Add fault scenarios to HIL nightly regression suite", "issue_type": "Sub-task", "status": "To Do", "parent": "RAIL-2291"})),
        (call("jira_get_transitions", issue_key="RAIL-2291"),
         mcp_text([{"id": "11", "name": "To Do", "to_status": "To Do"}, {"id": "21", "name": "Start work", "to_status": "In Progress"},
             {"id": "31", "name": "Send to review", "to_status": "In Review"}, {"id": "41", "name": "Done", "to_status": "Done"}])),
        (call("jira_transition_issue", issue_key="RAIL-2291", transition_id="21"),
         mcp_text({"success": True, "message": "Issue RAIL-2291 transitioned to In Progress", "issue_key": "RAIL-2291", "status": "In Progress"})),
        (call("jira_update_issue", issue_key="RAIL-2307", fields={"assignee": "tomasz.wrobel@signalworks.eu", "labels": ["fault-injection"]}),
         mcp_text({"success": True, "issue": {"key": "RAIL-2307", "summary": "Inject count-mismatch faults into AC-4 simulator", "status": "To Do",
                                        "assignee": {"display_name": "Tomasz Wróbel", "email": "tomasz.wrobel@signalworks.eu"}, "labels": ["fault-injection"],
                                        "updated": "2024-02-20T11:45:31.876+0100"}})),
        (call("jira_add_comment", issue_key="RAIL-2291", comment=comment), mcp_text(c1)),
        (call("jira_search", jql="assignee = \"tomasz.wrobel@signalworks.eu\" AND sprint in openSprints() ORDER BY updated DESC", fields="summary,status,issuetype,parent", limit=10),
         mcp_text({"total": 3, "issues": [
             {"key": "RAIL-2307", "summary": "Inject count-mismatch faults into AC-4 simulator", "status": "To Do", "issue_type": "Sub-task", "parent": "RAIL-2291"},
             {"key": "RAIL-2288", "summary": "Update AC-4 datasheet references in the safety case", "status": "In Review", "issue_type": "Task", "parent": None},
             {"key": "RAIL-2263", "summary": "Point machine timeout logged twice on route release", "status": "In Progress", "issue_type": "Bug", "parent": None}]})),
        (call("jira_get_issue", issue_key="RAIL-2291"),
         parent("In Progress", "indeterminate", "2024-02-20T11:47:09.331+0100", [s2294, s2307], [c1])),
    ]
    rs.add(task="mcp", tid="h15-mcp-08", system=system, turns=turns,
           state="MCP server `jira` connected as Kasia Nowak (k.nowak@signalworks.eu). Today is 2024-02-20, Europe/Warsaw.",
           bad=True, turn=9, kind="created sub-task missing from the parent's subtask list")


# ---------------------------------------------------------------- 09 Shopify
def t09(rs: RowSet) -> None:
    # bad: Shopify dev store restock; Slate variant total was 3 (Leeds 1 + Doncaster 2, turns 1-2), turn 3 adds 18 at Doncaster (-> 20 there), but turn 5's product shows Slate inventory_quantity 20 instead of 21 (store is closed, no orders).
    tools = [
        tool("get_product", "Get a product with its variants.", {"product_id": S}, ["product_id"]),
        tool("get_inventory_levels", "Get inventory levels of an inventory item at every location.", {"inventory_item_id": S}, ["inventory_item_id"]),
        tool("adjust_inventory", "Adjust the available quantity of an inventory item at a location by a delta.", {"inventory_item_id": S, "location_id": S, "available_adjustment": INT, "reason": S}, ["inventory_item_id", "location_id", "available_adjustment"]),
        tool("update_variant", "Update a product variant (price, compare_at_price, sku, barcode).", {"variant_id": S, "price": S, "compare_at_price": S, "sku": S}, ["variant_id"]),
        tool("update_product", "Update product fields such as tags, status or title.", {"product_id": S, "tags": S, "status": S, "title": S}, ["product_id"]),
    ]
    system = mcp_system("shopify", "Shopify Admin API 2024-04 for the store marrow-fern-dev.myshopify.com", tools)
    pid = "8823410901293"
    leeds, donc = "71203455021", "71203487789"
    var = {"Oat": ("46120573083693", "48209776296237"), "Slate": ("46120573116461", "48209776329005"), "Moss": ("46120573149229", "48209776361773")}

    def v(name: str, qty: int, price: str = "24.00", updated: str = "2024-06-03T10:12:48+01:00") -> dict[str, Any]:
        vid, iid = var[name]
        return {"id": int(vid), "product_id": int(pid), "title": name, "price": price, "sku": f"MF-MUG-SPK-{name[:3].upper()}",
                "inventory_item_id": int(iid), "inventory_quantity": qty, "inventory_management": "shopify", "inventory_policy": "deny",
                "option1": name, "updated_at": updated}

    def product(oat: int, slate: int, moss: int, updated: str, tags: str, slate_upd: str, moss_upd: str, moss_price: str = "24.00", oat_upd: str = "2024-06-03T10:12:48+01:00") -> str:
        return pj({"product": {"id": int(pid), "title": "Speckled Stoneware Mug", "handle": "speckled-stoneware-mug", "vendor": "Marrow & Fern",
                               "product_type": "Mugs", "status": "active", "tags": tags, "created_at": "2023-11-20T14:31:09+00:00", "updated_at": updated,
                               "options": [{"name": "Glaze", "values": ["Oat", "Slate", "Moss"]}],
                               "variants": [v("Oat", oat, updated=oat_upd), v("Slate", slate, updated=slate_upd), v("Moss", moss, moss_price, moss_upd)]}})

    def level(iid: str, loc: str, avail: int, upd: str) -> dict[str, Any]:
        return {"inventory_item_id": int(iid), "location_id": int(loc), "available": avail, "updated_at": upd,
                "admin_graphql_api_id": f"gid://shopify/InventoryLevel/{loc}?inventory_item_id={iid}"}

    tags = "handmade, stoneware, mugs"
    turns = [
        (call("get_product", product_id=pid),
         product(14, 3, 0, "2024-06-03T10:12:48+01:00", tags, "2024-06-03T10:12:48+01:00", "2024-06-03T10:12:48+01:00")),
        (call("get_inventory_levels", inventory_item_id=var["Slate"][1]),
         pj({"inventory_levels": [{**level(var["Slate"][1], leeds, 1, "2024-05-29T16:40:11+01:00"), "location_name": "Studio (Leeds)"},
                                  {**level(var["Slate"][1], donc, 2, "2024-06-01T09:05:37+01:00"), "location_name": "Fulfilment hub (Doncaster)"}]})),
        (call("adjust_inventory", inventory_item_id=var["Slate"][1], location_id=donc, available_adjustment=18, reason="restock"),
         pj({"inventory_level": level(var["Slate"][1], donc, 20, "2024-06-12T11:02:14+01:00")})),
        (call("adjust_inventory", inventory_item_id=var["Moss"][1], location_id=donc, available_adjustment=12, reason="restock"),
         pj({"inventory_level": level(var["Moss"][1], donc, 12, "2024-06-12T11:02:40+01:00")})),
        (call("get_product", product_id=pid),
         product(14, 20, 12, "2024-06-12T11:02:40+01:00", tags, "2024-06-12T11:02:14+01:00", "2024-06-12T11:02:40+01:00")),
        (call("adjust_inventory", inventory_item_id=var["Oat"][1], location_id=leeds, available_adjustment=-2, reason="damaged"),
         pj({"inventory_level": level(var["Oat"][1], leeds, 4, "2024-06-12T11:03:55+01:00")})),
        (call("update_variant", variant_id=var["Moss"][0], price="26.00"),
         pj({"variant": v("Moss", 12, "26.00", "2024-06-12T11:04:21+01:00")})),
        (call("get_inventory_levels", inventory_item_id=var["Slate"][1]),
         pj({"inventory_levels": [{**level(var["Slate"][1], leeds, 1, "2024-05-29T16:40:11+01:00"), "location_name": "Studio (Leeds)"},
                                  {**level(var["Slate"][1], donc, 20, "2024-06-12T11:02:14+01:00"), "location_name": "Fulfilment hub (Doncaster)"}]})),
        (call("update_product", product_id=pid, tags="handmade, stoneware, mugs, restocked-june"),
         pj({"product": {"id": int(pid), "title": "Speckled Stoneware Mug", "status": "active", "tags": "handmade, mugs, restocked-june, stoneware",
                         "updated_at": "2024-06-12T11:05:02+01:00"}})),
    ]
    rs.add(task="mcp", tid="h15-mcp-09", system=system, turns=turns,
           state="MCP server `shopify` connected to the development store marrow-fern-dev.myshopify.com (storefront password-protected, no sales channels, no orders can be placed). Locations: Studio (Leeds) 71203455021, Fulfilment hub (Doncaster) 71203487789.",
           bad=True, turn=5, kind="inventory total does not follow the adjustment: variant quantity off by one after +18 restock")


# ---------------------------------------------------------------- 10 Sentry
def t10(rs: RowSet) -> None:
    # clean: Sentry triage for an Android e-reader: one issue assigned, one resolved in next release; the later unresolved list drops the resolved one, the busy issue's counts grow over ~20 minutes, and a new issue with an almost identical title (getHeight vs getWidth) appears.
    tools = [
        tool("list_issues", "List issues of a project, with a Sentry search query and sort.", {"organization_slug": S, "project_slug": S, "query": S, "sort": S, "limit": INT}, ["organization_slug", "project_slug"]),
        tool("get_issue_details", "Get details, tags and the latest stack trace for an issue.", {"issue_id": S}, ["issue_id"]),
        tool("list_issue_events", "List the most recent events of an issue.", {"issue_id": S, "limit": INT}, ["issue_id"]),
        tool("update_issue", "Update an issue's status or assignee.", {"issue_id": S, "status": S, "assignedTo": S}, ["issue_id"]),
    ]
    system = mcp_system("sentry", "Sentry SaaS for organization 'quillmark', returning Markdown", tools)
    u = "https://quillmark.sentry.io/issues"
    t4kt = "NullPointerException: Attempt to invoke virtual method 'int android.graphics.Bitmap.getWidth()' on a null object reference"
    t4m2 = "NullPointerException: Attempt to invoke virtual method 'int android.graphics.Bitmap.getHeight()' on a null object reference"
    t3zp = "SQLiteDatabaseLockedException: database is locked (code 5 SQLITE_BUSY)"
    t41c = "IllegalStateException: Fragment ReaderPageFragment{8f2c1d0} not attached to a context."
    t3q8 = "SocketTimeoutException: timeout (sync.quillmark.app/v3/annotations)"
    t2vd = "OutOfMemoryError: Failed to allocate a 33177612 byte allocation with 12582912 free bytes"
    turns = [
        (call("list_issues", organization_slug="quillmark", project_slug="quillmark-android", query="is:unresolved", sort="freq", limit=5),
         "# Issues in quillmark/quillmark-android\nQuery: `is:unresolved` · sorted by events · showing 5 of 38\n\n"
         + md_table(["Issue", "Title", "Events", "Users", "First seen", "Last seen", "Assignee"], [
             ["QUILLMARK-ANDROID-4KT", t4kt, "1,284", "611", "2024-05-16 07:02 UTC", "2024-05-21 09:14 UTC", "—"],
             ["QUILLMARK-ANDROID-3ZP", t3zp, "402", "177", "2024-05-09 21:40 UTC", "2024-05-21 09:06 UTC", "—"],
             ["QUILLMARK-ANDROID-41C", t41c, "355", "290", "2024-05-12 13:18 UTC", "2024-05-21 08:59 UTC", "Lena Fischer"],
             ["QUILLMARK-ANDROID-3Q8", t3q8, "217", "98", "2024-04-30 05:51 UTC", "2024-05-21 09:11 UTC", "—"],
             ["QUILLMARK-ANDROID-2VD", t2vd, "164", "121", "2024-03-22 18:27 UTC", "2024-05-21 08:37 UTC", "#reader-core"]])),
        (call("get_issue_details", issue_id="QUILLMARK-ANDROID-4KT"),
         f"# QUILLMARK-ANDROID-4KT\n**{t4kt}**\n\n- **Status:** unresolved\n- **Level:** fatal\n- **Events:** 1,284 · **Users:** 611\n- **First seen:** 2024-05-16T07:02:51Z (release 5.12.0)\n"
         f"- **Last seen:** 2024-05-21T09:14:02Z\n- **Assignee:** none\n- **Link:** {u}/5183920744/\n\n## Tags\n- release: 5.12.0 (71%), 5.11.2 (29%)\n"
         "- os: Android 14 (58%), Android 13 (31%), Android 12 (11%)\n- device.family: Pixel (34%), Galaxy (41%), other (25%)\n\n## Stack trace (latest event)\n```\n"
         "java.lang.NullPointerException: Attempt to invoke virtual method 'int android.graphics.Bitmap.getWidth()' on a null object reference\n"
         "    at app.quillmark.library.CoverThumbnailCache.scaleToSlot(CoverThumbnailCache.kt:88)\n"
         "    at app.quillmark.library.CoverThumbnailCache.access$scaleToSlot(CoverThumbnailCache.kt:1)\n"
         "    at app.quillmark.library.CoverThumbnailCache$load$1.invokeSuspend(CoverThumbnailCache.kt:61)\n"
         "    at kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)\n"
         "    at kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)\n```"),
        (call("list_issue_events", issue_id="QUILLMARK-ANDROID-4KT", limit=3),
         md_table(["Event ID", "Timestamp", "Release", "Device", "OS", "User"], [
             ["c41e8b2f07d94a1b9e6f3a5d2c8b7e10", "2024-05-21T09:14:02Z", "5.12.0", "Galaxy A54 5G", "Android 14", "id:u_8842017"],
             ["9a07d3e1b64c4f2a8d5e0b19c7f2a368", "2024-05-21T09:13:37Z", "5.12.0", "Pixel 7", "Android 14", "id:u_1290355"],
             ["f2b6c90e4d1a47e38b5c2a7d09e1f643", "2024-05-21T09:12:58Z", "5.11.2", "Redmi Note 12", "Android 13", "id:u_5530982"]])),
        (call("update_issue", issue_id="QUILLMARK-ANDROID-4KT", assignedTo="team:reader-core"),
         "Issue QUILLMARK-ANDROID-4KT updated.\n- Assignee: #reader-core\n- Status: unresolved"),
        (call("get_issue_details", issue_id="QUILLMARK-ANDROID-3ZP"),
         f"# QUILLMARK-ANDROID-3ZP\n**{t3zp}**\n\n- **Status:** unresolved\n- **Level:** error\n- **Events:** 402 · **Users:** 177\n- **First seen:** 2024-05-09T21:40:13Z (release 5.11.2)\n"
         f"- **Last seen:** 2024-05-21T09:06:44Z\n- **Assignee:** none\n- **Link:** {u}/5160277391/\n\n## Tags\n- release: 5.12.0 (64%), 5.11.2 (36%)\n- os: Android 14 (49%), Android 13 (38%), Android 11 (13%)\n\n"
         "## Stack trace (latest event)\n```\nandroid.database.sqlite.SQLiteDatabaseLockedException: database is locked (code 5 SQLITE_BUSY)\n"
         "    at android.database.sqlite.SQLiteConnection.nativeExecuteForChangedRowCount(Native Method)\n"
         "    at app.quillmark.sync.HighlightDao_Impl.upsertAll(HighlightDao_Impl.java:212)\n"
         "    at app.quillmark.sync.AnnotationSyncWorker.doWork(AnnotationSyncWorker.kt:77)\n```"),
        (call("update_issue", issue_id="QUILLMARK-ANDROID-3ZP", status="resolvedInNextRelease"),
         "Issue QUILLMARK-ANDROID-3ZP updated.\n- Status: resolved (in next release)\n- Assignee: none"),
        (call("list_issues", organization_slug="quillmark", project_slug="quillmark-android", query="is:unresolved lastSeen:-30m", sort="freq", limit=5),
         "# Issues in quillmark/quillmark-android\nQuery: `is:unresolved lastSeen:-30m` · sorted by events · showing 4 of 4\n\n"
         + md_table(["Issue", "Title", "Events", "Users", "First seen", "Last seen", "Assignee"], [
             ["QUILLMARK-ANDROID-4KT", t4kt, "1,297", "617", "2024-05-16 07:02 UTC", "2024-05-21 09:33 UTC", "#reader-core"],
             ["QUILLMARK-ANDROID-41C", t41c, "358", "292", "2024-05-12 13:18 UTC", "2024-05-21 09:27 UTC", "Lena Fischer"],
             ["QUILLMARK-ANDROID-3Q8", t3q8, "219", "99", "2024-04-30 05:51 UTC", "2024-05-21 09:30 UTC", "—"],
             ["QUILLMARK-ANDROID-4M2", t4m2, "23", "19", "2024-05-21 09:18 UTC", "2024-05-21 09:32 UTC", "—"]])),
        (call("get_issue_details", issue_id="QUILLMARK-ANDROID-4M2"),
         f"# QUILLMARK-ANDROID-4M2\n**{t4m2}**\n\n- **Status:** unresolved (new)\n- **Level:** fatal\n- **Events:** 23 · **Users:** 19\n- **First seen:** 2024-05-21T09:18:26Z (release 5.12.1-beta.2)\n"
         f"- **Last seen:** 2024-05-21T09:32:49Z\n- **Assignee:** none\n- **Link:** {u}/5201846623/\n\n## Tags\n- release: 5.12.1-beta.2 (100%)\n- os: Android 14 (74%), Android 13 (26%)\n\n"
         "## Stack trace (latest event)\n```\njava.lang.NullPointerException: Attempt to invoke virtual method 'int android.graphics.Bitmap.getHeight()' on a null object reference\n"
         "    at app.quillmark.reader.PageBitmapPool.fitsSlot(PageBitmapPool.kt:142)\n"
         "    at app.quillmark.reader.PageBitmapPool.acquire(PageBitmapPool.kt:97)\n"
         "    at app.quillmark.reader.PageRenderer.render(PageRenderer.kt:54)\n```"),
        (call("list_issues", organization_slug="quillmark", project_slug="quillmark-android", query="is:resolved", sort="date", limit=3),
         "# Issues in quillmark/quillmark-android\nQuery: `is:resolved` · sorted by last seen · showing 3 of 412\n\n"
         + md_table(["Issue", "Title", "Events", "Users", "Last seen", "Resolution"], [
             ["QUILLMARK-ANDROID-3ZP", t3zp, "402", "177", "2024-05-21 09:06 UTC", "in next release"],
             ["QUILLMARK-ANDROID-40F", "ActivityNotFoundException: No Activity found to handle Intent { act=android.intent.action.VIEW dat=epub:... }", "88", "61", "2024-05-19 22:10 UTC", "in release 5.12.0"],
             ["QUILLMARK-ANDROID-3T1", "IllegalArgumentException: pointerIndex out of range", "1,020", "744", "2024-05-17 06:45 UTC", "in commit 4be19c2"]])),
    ]
    rs.add(task="mcp", tid="h15-mcp-10", system=system, turns=turns,
           state="MCP server `sentry` connected (auth token of lena.fischer, org quillmark). Current time 2024-05-21 09:15 UTC. Release 5.12.1-beta.2 went to the beta channel at 09:00 UTC.")


# ---------------------------------------------------------------- 11 PagerDuty
def t11(rs: RowSet) -> None:
    # bad: PagerDuty incident #48213; turn 3 acknowledges it at 02:44:52Z, turn 4 adds a note afterwards but the note's created_at is 02:43:10Z (clock goes backwards).
    tools = [
        tool("list_incidents", "List incidents filtered by status, service or urgency.", {"statuses": A, "service_ids": A, "limit": INT}, []),
        tool("get_incident", "Get one incident by id.", {"incident_id": S}, ["incident_id"]),
        tool("manage_incidents", "Acknowledge, resolve, reassign or change urgency of incidents.", {"incident_ids": A, "status": S, "assignment": OBJ, "urgency": S}, ["incident_ids"]),
        tool("add_note_to_incident", "Add a note to an incident timeline.", {"incident_id": S, "note": S}, ["incident_id", "note"]),
        tool("list_oncalls", "List who is on call for an escalation policy or schedule.", {"escalation_policy_ids": A, "schedule_ids": A, "since": S, "until": S}, []),
    ]
    system = mcp_system("pagerduty", "PagerDuty REST API v2 for account tessellate-pay, replying in key: value text", tools)
    iid = "Q1ZK7D4X2W9L8P"
    title = "[FIRING:1] High 5xx rate on checkout-api (eu-west-1) - 5xx ratio 7.4% > 2% for 5m"

    def inc(status: str, changed: str, extra: str = "") -> str:
        return (f"Incident #48213 ({iid})\nTitle: {title}\nStatus: {status}\nUrgency: high\nPriority: P2\nService: Checkout API (eu-west-1) [PSV8K2M]\n"
                f"Escalation policy: Payments – Primary [PEP3XQ7]\nAssigned to: Dmitri Sokolov\nCreated: 2024-08-02T02:41:17Z\nLast status change: {changed}\n"
                f"Alerts: 3 (grouped by Event Orchestration rule 'checkout-5xx')\nIncident key: grafana-alert-checkout-5xx-euw1\n"
                f"URL: https://tessellate-pay.pagerduty.com/incidents/{iid}" + extra)

    turns = [
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=10),
         "Found 2 incidents (statuses: triggered, acknowledged)\n\n"
         f"#48213 · {iid} · triggered · high · Checkout API (eu-west-1)\n  {title}\n  Created 2024-08-02T02:41:17Z · Assigned: Dmitri Sokolov\n\n"
         "#48207 · Q3HM8R2V6B0TJC · acknowledged · low · Postgres Fleet\n  Disk usage > 85% on pg-replica-3 (/var/lib/postgresql 86.2%)\n"
         "  Created 2024-08-02T01:58:40Z · Assigned: Oskar Lund · Acknowledged 2024-08-02T02:03:12Z"),
        (call("get_incident", incident_id=iid), inc("triggered", "2024-08-02T02:41:17Z", "\nAcknowledgements: none")),
        (call("manage_incidents", incident_ids=[iid], status="acknowledged"),
         "Updated 1 incident\n\n" + inc("acknowledged", "2024-08-02T02:44:52Z", "\nAcknowledgements:\n  - Dmitri Sokolov at 2024-08-02T02:44:52Z")),
        (call("add_note_to_incident", incident_id=iid, note="Correlates with checkout-api v3.19.0 deploy at 02:36Z (connection pool to fraud-scorer exhausted). Rolling back to v3.18.2."),
         f"Note added\nNote ID: PQ8H3ZJ4XK1W2N\nIncident: #48213 ({iid})\nUser: Dmitri Sokolov\nCreated at: 2024-08-02T02:43:10Z\n"
         "Content: Correlates with checkout-api v3.19.0 deploy at 02:36Z (connection pool to fraud-scorer exhausted). Rolling back to v3.18.2."),
        (call("list_oncalls", escalation_policy_ids=["PEP3XQ7"]),
         "On-call for Payments – Primary [PEP3XQ7]\n\nLevel 1: Dmitri Sokolov · schedule 'Payments EU weekday' · 2024-08-01T18:00:00Z → 2024-08-02T08:00:00Z\n"
         "Level 2: Priya Raman · schedule 'Payments secondary' · 2024-07-29T08:00:00Z → 2024-08-05T08:00:00Z\n"
         "Level 3: Hana Ito · schedule 'Checkout EM rotation' · 2024-07-29T08:00:00Z → 2024-08-05T08:00:00Z"),
        (call("get_incident", incident_id=iid),
         inc("acknowledged", "2024-08-02T02:44:52Z", "\nAcknowledgements:\n  - Dmitri Sokolov at 2024-08-02T02:44:52Z\nNotes: 1")),
        (call("add_note_to_incident", incident_id=iid, note="Rollback to v3.18.2 complete on all 6 pods. 5xx ratio back under 0.3%. Watching for 10 more minutes before resolving."),
         f"Note added\nNote ID: PW2D7TQ0LM5C9A\nIncident: #48213 ({iid})\nUser: Dmitri Sokolov\nCreated at: 2024-08-02T02:58:40Z\n"
         "Content: Rollback to v3.18.2 complete on all 6 pods. 5xx ratio back under 0.3%. Watching for 10 more minutes before resolving."),
        (call("manage_incidents", incident_ids=[iid], status="resolved"),
         "Updated 1 incident\n\n" + inc("resolved", "2024-08-02T03:07:41Z", "\nResolved by: Dmitri Sokolov at 2024-08-02T03:07:41Z\nNotes: 2")),
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=10),
         "Found 1 incident (statuses: triggered, acknowledged)\n\n#48207 · Q3HM8R2V6B0TJC · acknowledged · low · Postgres Fleet\n"
         "  Disk usage > 85% on pg-replica-3 (/var/lib/postgresql 86.2%)\n  Created 2024-08-02T01:58:40Z · Assigned: Oskar Lund · Acknowledged 2024-08-02T02:03:12Z"),
    ]
    rs.add(task="mcp", tid="h15-mcp-11", system=system, turns=turns,
           state="MCP server `pagerduty` connected with the user token of Dmitri Sokolov (dmitri.sokolov@tessellate.io). Paged at 02:41 UTC, 2 August 2024.",
           bad=True, turn=4, kind="timestamp goes backwards: note added after the acknowledgement carries an earlier created-at time")


# ---------------------------------------------------------------- 12 Airtable
def t12(rs: RowSet) -> None:
    # clean: Airtable repair log for a bike co-op: paginated view listing, one ticket moved to Ready for pickup (leaves the Open view, its Estimate formula rises), one duplicate deleted, one created and later re-priced; the re-sorted view reflects all of it.
    tools = [
        tool("list_records", "List records of a table, optionally through a view, with filterByFormula, sort and pagination (pageSize, offset).", {"baseId": S, "tableId": S, "view": S, "filterByFormula": S, "sort": A, "pageSize": INT, "offset": S}, ["baseId", "tableId"]),
        tool("get_record", "Get one record by id.", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_record", "Create a record.", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("update_records", "Update up to 10 records (PATCH semantics).", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("delete_records", "Delete up to 10 records by id.", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
    ]
    system = mcp_system("airtable", "Airtable Web API with a personal access token scoped to the 'Spokes & Sprockets Co-op' base", tools)
    base, tbl = "appS9k2Lq7VbN3x1M", "tblR3p41rsL0g7Wc2"
    rid = {1038: "recH2w8Kq0ZtV5nX1", 1041: "recT4mQ8zL2pX9vKa", 1043: "rec7YbN1cR6dJ3sWe", 1044: "recPq5Ue9Lk2Fx7Hb", 1046: "recZ0gM4vT8aQ1yRn",
           1047: "recB6nD2sW9eK4uJt", 1048: "recL8xC3fH7rP0mVd", 1049: "recE1kS5yG2wN8qTa", 1050: "recW9dJ6pA3zM5bLc"}
    info = {1038: ("Claud Butler Cape Wrath", "N. Brannigan", "2024-03-28T17:20:41.000Z"), 1041: ("Raleigh Pioneer (green)", "D. Mensah", "2024-04-02T10:04:12.000Z"),
            1043: ("Dawes Galaxy tourer", "R. Kowalczyk", "2024-04-03T14:51:30.000Z"), 1044: ("Brompton M6L", "S. Iqbal", "2024-04-04T09:17:55.000Z"),
            1046: ("Carrera Vulcan", "J. Pryce", "2024-04-05T16:33:08.000Z"), 1047: ("Islabikes Beinn 20 (kids)", "A. Fairweather", "2024-04-06T11:02:47.000Z"),
            1048: ("Carrera Vulcan", "J. Pryce", "2024-04-06T11:40:19.000Z"), 1049: ("Pashley Britannia", "M. Odum", "2024-04-08T13:26:02.000Z"),
            1050: ("Trek FX 2 (brake bleed)", "L. Achterberg", "2024-04-09T15:12:36.000Z")}
    job = {1038: "Bottom bracket replacement", 1041: "Rear hub service, true rear wheel", 1043: "Replace rear mech + cable, waiting on Deore RD-M5120",
           1044: "Creaking hinge clamp", 1046: "Brake pads + cable tension", 1047: "Tyre + tube, both wheels", 1048: "Brake pads + cable tension",
           1049: "Hub gear (Sturmey 3-speed) adjustment, new trigger shifter on order", 1050: "Bleed rear hydraulic brake"}

    def r(n: int, status: str, parts: float, mins: int, notes: str | None = None) -> dict[str, Any]:
        bike, owner, created = info[n]
        f: dict[str, Any] = {"Ticket": f"T-{n}", "Bike": bike, "Owner": owner, "Job": job[n], "Status": status, "Parts cost": parts,
                             "Labour mins": mins, "Estimate": round(parts + mins * 0.5, 2)}
        if notes:
            f["Notes"] = notes
        return {"id": rid[n], "createdTime": created, "fields": f}

    turns = [
        (call("list_records", baseId=base, tableId=tbl, view="Open tickets", pageSize=4),
         pj({"records": [r(1041, "In progress", 23.40, 30), r(1043, "Waiting on parts", 61.00, 15), r(1044, "Queued", 0, 0), r(1046, "In progress", 12.50, 20)],
             "offset": "itrXb3T0kqQ9mVd2L/recZ0gM4vT8aQ1yRn"})),
        (call("list_records", baseId=base, tableId=tbl, view="Open tickets", pageSize=4, offset="itrXb3T0kqQ9mVd2L/recZ0gM4vT8aQ1yRn"),
         pj({"records": [r(1047, "Queued", 0, 0), r(1048, "Queued", 0, 0), r(1049, "Waiting on parts", 38.75, 10)]})),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": rid[1041], "fields": {"Status": "Ready for pickup", "Labour mins": 45}}]),
         pj({"records": [r(1041, "Ready for pickup", 23.40, 45)]})),
        (call("create_record", baseId=base, tableId=tbl, fields={"Ticket": "T-1050", "Bike": "Trek FX 2 (brake bleed)", "Owner": "L. Achterberg", "Job": "Bleed rear hydraulic brake", "Status": "Queued", "Parts cost": 9.80, "Labour mins": 0}),
         pj(r(1050, "Queued", 9.80, 0))),
        (call("delete_records", baseId=base, tableId=tbl, recordIds=[rid[1048]]),
         pj({"records": [{"id": rid[1048], "deleted": True}]})),
        (call("list_records", baseId=base, tableId=tbl, view="Open tickets", sort=[{"field": "Parts cost", "direction": "desc"}], pageSize=10),
         pj({"records": [r(1043, "Waiting on parts", 61.00, 15), r(1049, "Waiting on parts", 38.75, 10), r(1046, "In progress", 12.50, 20),
                         r(1050, "Queued", 9.80, 0), r(1044, "Queued", 0, 0), r(1047, "Queued", 0, 0)]})),
        (call("get_record", baseId=base, tableId=tbl, recordId=rid[1041]),
         pj(r(1041, "Ready for pickup", 23.40, 45))),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula="{Status} = 'Ready for pickup'", pageSize=10),
         pj({"records": [r(1038, "Ready for pickup", 8.20, 40, "Owner texted 8 Apr, collecting Saturday"), r(1041, "Ready for pickup", 23.40, 45)]})),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": rid[1050], "fields": {"Parts cost": 16.30, "Notes": "Also fitted a new KMC X9 chain (owner agreed by phone)"}}]),
         pj({"records": [r(1050, "Queued", 16.30, 0, "Also fitted a new KMC X9 chain (owner agreed by phone)")]})),
    ]
    rs.add(task="mcp", tid="h15-mcp-12", system=system, turns=turns,
           state="MCP server `airtable` connected. Base appS9k2Lq7VbN3x1M, table Repairs (tblR3p41rsL0g7Wc2). View 'Open tickets' shows Status in {Queued, In progress, Waiting on parts}, sorted by Ticket. Estimate is a formula field: Parts cost + Labour mins x £0.50.")


# ---------------------------------------------------------------- 13 Zotero
def t13(rs: RowSet) -> None:
    # clean: Zotero thesis library: two near-identical Musselman papers, one added to the Ch3 collection and tagged, a new item imported by DOI and added too; collection counts rise by two while 'To read' keeps its count; a dateModified sort puts the touched items first.
    tools = [
        tool("zotero_get_collections", "List collections with their keys and item counts.", {"limit": INT}, []),
        tool("zotero_search_items", "Search the library by title, creator and year.", {"query": S, "limit": INT}, ["query"]),
        tool("zotero_get_item_metadata", "Get full metadata for an item as Markdown.", {"item_key": S}, ["item_key"]),
        tool("zotero_add_by_doi", "Create a new item from a DOI (Crossref lookup).", {"doi": S}, ["doi"]),
        tool("zotero_add_to_collection", "Add items to a collection.", {"collection_key": S, "item_keys": A}, ["collection_key", "item_keys"]),
        tool("zotero_update_item_tags", "Add or remove tags on an item.", {"item_key": S, "add": A, "remove": A}, ["item_key"]),
        tool("zotero_get_collection_items", "List the items of a collection.", {"collection_key": S, "sort": S, "direction": S, "limit": INT}, ["collection_key"]),
    ]
    system = mcp_system("zotero", "Zotero Web API for user library 8841207 (read/write key), replying in Markdown", tools)
    ch3 = "9BHT3R6C"
    t17 = "Slower snowmelt in a warmer world"
    t21 = "Winter melt trends portend widespread declines in snow water resources"
    t23 = "Shifts in snowmelt timing across the western United States from SNOTEL records, 1982–2021"

    def colls(ch3_n: int) -> str:
        return ("# Collections (5)\n\n" + md_table(["Key", "Name", "Parent", "Items"], [
            ["K7QX2M4A", "Ch2 — Rain-on-snow", "Thesis", 23], [ch3, "Ch3 — Snowmelt timing", "Thesis", ch3_n], ["D4RV0J8S", "Thesis", "—", 0],
            ["P2ZL8W5N", "To read", "—", 41], ["F6NC1Y3E", "Methods — SNOTEL QC", "Thesis", 9]]))

    meta21 = (f"# {t21}\n\n**Item key:** XW5T7K9D\n**Item type:** Journal Article\n**Authors:** Musselman, Keith N.; Addor, Nans; Vano, Julie A.; Molotch, Noah P.\n"
              "**Publication:** Nature Climate Change · vol. 11, pp. 418–424\n**Date:** 2021-05\n**DOI:** 10.1038/s41558-021-01014-9\n"
              "**Date added:** 2023-11-02 20:14:37\n**Collections:** To read\n**Tags:** none\n**Attachments:** Musselman et al. - 2021 - Winter melt trends portend widespread declines.pdf\n\n"
              "**Abstract:** In snow-dominated regions, mid-winter melt is becoming more frequent... (truncated, 212 words)")
    turns = [
        (call("zotero_get_collections", limit=20), colls(17)),
        (call("zotero_search_items", query="Musselman snowmelt", limit=10),
         "# Search results for 'Musselman snowmelt' (2)\n\n"
         f"1. **{t17}**\n   - Key: 3GQ8VJ2E · Journal Article · 2017\n   - Musselman, K. N.; Clark, M. P.; Liu, C.; Ikeda, K.; Rasmussen, R.\n   - Nature Climate Change 7, 214–219 · DOI 10.1038/nclimate3225\n\n"
         f"2. **{t21}**\n   - Key: XW5T7K9D · Journal Article · 2021\n   - Musselman, K. N.; Addor, N.; Vano, J. A.; Molotch, N. P.\n   - Nature Climate Change 11, 418–424 · DOI 10.1038/s41558-021-01014-9"),
        (call("zotero_get_item_metadata", item_key="XW5T7K9D"), meta21),
        (call("zotero_add_to_collection", collection_key=ch3, item_keys=["XW5T7K9D"]),
         "Added 1 item to collection 'Ch3 — Snowmelt timing' (9BHT3R6C): XW5T7K9D"),
        (call("zotero_add_by_doi", doi="10.1029/2022WR033578"),
         f"Created item **R4NM8C1P** from DOI 10.1029/2022WR033578\n\n- Title: {t23}\n- Authors: Ferreira, Lúcia; Oyelaran, Tunde; Brandt, Kirsten\n"
         "- Publication: Water Resources Research · vol. 59, e2022WR033578\n- Date: 2023-03\n- Item type: Journal Article\n- Date added: 2024-02-14 14:02:19\n- Collections: none (library root)"),
        (call("zotero_add_to_collection", collection_key=ch3, item_keys=["R4NM8C1P"]),
         "Added 1 item to collection 'Ch3 — Snowmelt timing' (9BHT3R6C): R4NM8C1P"),
        (call("zotero_update_item_tags", item_key="XW5T7K9D", add=["ch3-core", "SWE-trends"]),
         "Updated tags on XW5T7K9D ('Winter melt trends portend widespread declines in snow water resources')\nTags now: ch3-core, SWE-trends"),
        (call("zotero_get_collections", limit=20), colls(19)),
        (call("zotero_get_collection_items", collection_key=ch3, sort="dateModified", direction="desc", limit=4),
         "# Ch3 — Snowmelt timing (19 items) · sorted by dateModified desc · showing 4\n\n"
         + md_table(["Key", "Title", "Year", "Date modified", "Tags"], [
             ["XW5T7K9D", t21, 2021, "2024-02-14 14:04:51", "ch3-core, SWE-trends"],
             ["R4NM8C1P", t23, 2023, "2024-02-14 14:03:06", "—"],
             ["3GQ8VJ2E", t17, 2017, "2024-01-29 10:48:13", "ch3-core"],
             ["JM2T9Q5W", "Snowmelt rate dictates streamflow", 2016, "2024-01-22 16:30:55", "ch3-core, mechanisms"]])),
    ]
    rs.add(task="mcp", tid="h15-mcp-13", system=system, turns=turns,
           state="MCP server `zotero` connected to user library 8841207 (owner: Maren Ostby, PhD hydrology). Local time 2024-02-14 14:00.")


# ---------------------------------------------------------------- 14 Linear
def t14(rs: RowSet) -> None:
    # bad: Linear project renamed at turn 2 ("Ledger v2 migration" -> "Ledger v2 cutover", confirmed in turn 3's header); turn 6's issue detail shows the project under its old name.
    tools = [
        tool("linear_list_projects", "List projects of a team.", {"teamKey": S, "includeArchived": B}, ["teamKey"]),
        tool("linear_update_project", "Update a project's name, target date, state or lead.", {"projectId": S, "name": S, "targetDate": S, "state": S}, ["projectId"]),
        tool("linear_search_issues", "Search issues by project, assignee, state or text.", {"projectId": S, "assignee": S, "state": S, "query": S, "limit": INT}, []),
        tool("linear_get_issue", "Get an issue with its details.", {"id": S}, ["id"]),
        tool("linear_update_issue", "Update an issue (state, assignee, priority, estimate).", {"id": S, "state": S, "assignee": S, "priority": INT, "estimate": INT}, ["id"]),
        tool("linear_create_issue", "Create an issue in a team.", {"teamKey": S, "title": S, "description": S, "projectId": S, "priority": INT, "assignee": S}, ["teamKey", "title"]),
    ]
    system = mcp_system("linear", "Linear GraphQL API for the Tessellate workspace, returning plain-text summaries", tools)
    proj = "6d1c3a8e-94f2-4b07-a5de-2f81c7b063e4"
    old, new = "Ledger v2 migration", "Ledger v2 cutover"
    turns = [
        (call("linear_list_projects", teamKey="PAY"),
         "Projects for team Payments Core (PAY): 3\n\n"
         f"1. {old}\n   id: {proj}\n   state: started · progress: 58% · lead: Ana Ruiz\n   start: 2024-06-03 · target: 2024-09-30\n   issues: 24 (14 done, 10 open)\n\n"
         "2. Payout scheduler\n   id: 0b7e52f1-3c9a-4d68-8e14-a6f9d20c57b3\n   state: planned · progress: 0% · lead: Kwame Mensah\n   start: 2024-10-01 · target: 2024-12-13\n   issues: 9 (0 done, 9 open)\n\n"
         "3. SCA exemptions\n   id: c48a9d06-71e5-4f3b-b2c0-58d1e7a94f26\n   state: completed · progress: 100% · lead: Ana Ruiz\n   start: 2024-03-11 · target: 2024-05-31\n   issues: 17 (17 done, 0 open)"),
        (call("linear_update_project", projectId=proj, name=new, targetDate="2024-10-14"),
         f"Project updated\nid: {proj}\nname: {new}\nstate: started\nlead: Ana Ruiz\ntarget: 2024-10-14\nupdatedAt: 2024-09-04T08:17:26.512Z"),
        (call("linear_search_issues", projectId=proj, state="open", limit=10),
         f"Project: {new} · open issues: 10 (showing 6, by priority)\n\n"
         + md_table(["ID", "Title", "State", "Priority", "Assignee", "Estimate"], [
             ["PAY-812", "Freeze writes to ledger v1 during cutover window", "In Progress", "Urgent", "Ana Ruiz", 3],
             ["PAY-815", "Backfill FX revaluation entries for Q2", "In Review", "High", "Jonas Berg", 5],
             ["PAY-820", "Reconcile v1/v2 balances per merchant (nightly job)", "Todo", "High", "—", 5],
             ["PAY-826", "Switch statement export to ledger v2 reader", "Todo", "Medium", "Jonas Berg", 3],
             ["PAY-829", "Runbook: rollback from v2 to v1", "Backlog", "Medium", "Ana Ruiz", 2],
             ["PAY-833", "Drop ledger_v1_shadow triggers", "Backlog", "Low", "—", 1]])),
        (call("linear_update_issue", id="PAY-820", state="In Progress", assignee="kwame@tessellate.io"),
         "Issue PAY-820 updated\ntitle: Reconcile v1/v2 balances per merchant (nightly job)\nstate: Todo → In Progress\nassignee: — → Kwame Mensah\nupdatedAt: 2024-09-04T08:19:02.044Z"),
        (call("linear_create_issue", teamKey="PAY", title="Dual-write reconciliation dashboard", projectId=proj, priority=2,
              description="Grafana board comparing v1 and v2 balances per merchant from the PAY-820 job output; alert when drift > 0.01 EUR for any merchant."),
         f"Issue created\nidentifier: PAY-841\ntitle: Dual-write reconciliation dashboard\nstate: Todo\npriority: High\nproject: {new}\nurl: https://linear.app/tessellate/issue/PAY-841/dual-write-reconciliation-dashboard\ncreatedAt: 2024-09-04T08:20:47.918Z"),
        (call("linear_get_issue", id="PAY-812"),
         "PAY-812: Freeze writes to ledger v1 during cutover window\n\n"
         f"state: In Progress\npriority: Urgent\nassignee: Ana Ruiz\nteam: Payments Core\nproject: {old}\ncycle: Cycle 37 (Sep 2 – Sep 15)\nestimate: 3\nlabels: ledger, risk\n"
         "createdAt: 2024-07-18T13:05:41.203Z\nupdatedAt: 2024-09-03T16:44:19.770Z\n\n"
         "Description:\nDuring the cutover window, reject v1 journal writes with a 409 and route them to the v2 write path. Feature flag: ledger.v1.freeze. "
         "Needs sign-off from Finance Ops before the flag is flipped in production.\n\nSub-issues: PAY-813 (Done), PAY-814 (In Progress)"),
        (call("linear_update_issue", id="PAY-815", state="Done"),
         "Issue PAY-815 updated\ntitle: Backfill FX revaluation entries for Q2\nstate: In Review → Done\nassignee: Jonas Berg\nupdatedAt: 2024-09-04T08:22:15.661Z"),
        (call("linear_search_issues", assignee="kwame@tessellate.io", state="open", limit=10),
         "Open issues assigned to Kwame Mensah: 3\n\n"
         + md_table(["ID", "Title", "State", "Priority", "Project", "Cycle"], [
             ["PAY-820", "Reconcile v1/v2 balances per merchant (nightly job)", "In Progress", "High", new, "Cycle 37"],
             ["PAY-799", "Payout batching: per-currency cut-off times", "Todo", "Medium", "Payout scheduler", "—"],
             ["PAY-804", "Spike: bank holiday calendar source", "Backlog", "Low", "Payout scheduler", "—"]])),
        (call("linear_get_issue", id="PAY-841"),
         "PAY-841: Dual-write reconciliation dashboard\n\n"
         f"state: Todo\npriority: High\nassignee: —\nteam: Payments Core\nproject: {new}\ncycle: —\nestimate: —\nlabels: —\n"
         "createdAt: 2024-09-04T08:20:47.918Z\nupdatedAt: 2024-09-04T08:20:47.918Z\n\n"
         "Description:\nGrafana board comparing v1 and v2 balances per merchant from the PAY-820 job output; alert when drift > 0.01 EUR for any merchant."),
    ]
    rs.add(task="mcp", tid="h15-mcp-14", system=system, turns=turns,
           state="MCP server `linear` connected (API key of Ana Ruiz, workspace tessellate). Team Payments Core, key PAY. Today is 2024-09-04.",
           bad=True, turn=6, kind="renamed project shown under its old name in an issue's detail")


# ---------------------------------------------------------------- 15 Stripe
def t15(rs: RowSet) -> None:
    # bad: Stripe invoice in_1PbX4kLm... is finalized (turn 3) and paid (turn 4, status paid, amount_remaining 0); turn 8's invoice list shows it as open with the full amount remaining, though nothing touched it.
    tools = [
        tool("list_customers", "List customers, optionally filtered by email.", {"email": S, "limit": INT}, []),
        tool("retrieve_customer", "Retrieve a customer.", {"customer": S}, ["customer"]),
        tool("list_invoices", "List invoices for a customer, optionally by status.", {"customer": S, "status": S, "limit": INT}, []),
        tool("finalize_invoice", "Finalize a draft invoice.", {"invoice": S}, ["invoice"]),
        tool("pay_invoice", "Attempt to pay an open invoice with the customer's default payment method.", {"invoice": S, "payment_method": S}, ["invoice"]),
        tool("list_payment_intents", "List PaymentIntents for a customer.", {"customer": S, "limit": INT}, []),
        tool("create_invoice_item", "Create a pending invoice item (positive charge or negative credit) for the customer's next invoice.", {"customer": S, "amount": INT, "currency": S, "description": S}, ["customer", "amount", "currency"]),
        tool("list_invoice_items", "List invoice items for a customer.", {"customer": S, "pending": B, "limit": INT}, []),
    ]
    system = mcp_system("stripe", "Stripe API (live mode, account acct_1Lh7TrGv2PqZb9Xc 'Clinicly Ltd') using a restricted key", tools)
    cus = "cus_Q3f8ZkLw2TnRbA"
    inv = "in_1PbX4kLmTq83ZcVa0R7kYd2E"
    lines = {"object": "list", "data": [
        {"id": "il_1PbX4kLmTq83ZcVaHn2Qw8xJ", "amount": 36000, "description": "Clinicly Team plan — Jul 2024 (6 practitioner seats)", "quantity": 1},
        {"id": "il_1PbX4lLmTq83ZcVa1fT9pB3K", "amount": 6000, "description": "Extra practitioner seat × 2 (£30.00 each)", "quantity": 2}],
        "has_more": False, "total_count": 2}

    def invoice(status: str, amount_paid: int, remaining: int, number: str | None, **extra: Any) -> dict[str, Any]:
        d: dict[str, Any] = {"id": inv, "object": "invoice", "customer": cus, "currency": "gbp", "status": status, "number": number,
                             "subtotal": 42000, "tax": 0, "total": 42000, "amount_due": 42000, "amount_paid": amount_paid, "amount_remaining": remaining,
                             "collection_method": "charge_automatically", "created": 1720433520}
        d.update(extra)
        return d

    older = [
        {"id": "in_1PNq8eLmTq83ZcVaW4hKx0Ld", "object": "invoice", "number": "OLP-0171", "status": "paid", "total": 36000, "amount_paid": 36000, "amount_remaining": 0, "created": 1717751112},
        {"id": "in_1PA2rTLmTq83ZcVaGq9sE6Bn", "object": "invoice", "number": "OLP-0154", "status": "paid", "total": 36000, "amount_paid": 36000, "amount_remaining": 0, "created": 1715072703},
    ]
    turns = [
        (call("list_customers", email="accounts@orchardlanephysio.co.uk", limit=3),
         pj({"object": "list", "url": "/v1/customers", "has_more": False, "data": [
             {"id": cus, "object": "customer", "name": "Orchard Lane Physio Ltd", "email": "accounts@orchardlanephysio.co.uk", "balance": 0, "currency": "gbp",
              "created": 1683895412, "delinquent": False, "invoice_prefix": "OLP", "invoice_settings": {"default_payment_method": "pm_1NxR2mLmTq83ZcVaP8d0Lq4T"},
              "metadata": {"crm_id": "ACC-00917"}}]})),
        (call("list_invoices", customer=cus, status="draft", limit=5),
         pj({"object": "list", "url": "/v1/invoices", "has_more": False, "data": [invoice("draft", 0, 42000, None, lines=lines, due_date=None)]})),
        (call("finalize_invoice", invoice=inv),
         pj(invoice("open", 0, 42000, "OLP-0193", lines=lines, due_date=None, hosted_invoice_url="https://invoice.stripe.com/i/acct_1Lh7TrGv2PqZb9Xc/live_YWNjdF8xTGg3VHJHdjJQcVpiOVhjLF9RU1pMdTN0",
                    status_transitions={"finalized_at": 1720526080, "paid_at": None}, payment_intent="pi_3PbX9qLmTq83ZcVa1Jd5Uw7M"))),
        (call("pay_invoice", invoice=inv),
         pj(invoice("paid", 42000, 0, "OLP-0193", paid=True, charge="ch_3PbX9qLmTq83ZcVa1e2Yc0Rf", payment_intent="pi_3PbX9qLmTq83ZcVa1Jd5Uw7M",
                    status_transitions={"finalized_at": 1720526080, "paid_at": 1720526113}))),
        (call("list_payment_intents", customer=cus, limit=2),
         pj({"object": "list", "url": "/v1/payment_intents", "has_more": True, "data": [
             {"id": "pi_3PbX9qLmTq83ZcVa1Jd5Uw7M", "object": "payment_intent", "amount": 42000, "amount_received": 42000, "currency": "gbp", "status": "succeeded",
              "customer": cus, "invoice": inv, "payment_method": "pm_1NxR2mLmTq83ZcVaP8d0Lq4T", "latest_charge": "ch_3PbX9qLmTq83ZcVa1e2Yc0Rf", "created": 1720526080},
             {"id": "pi_3PNq9aLmTq83ZcVa0cK2Vn8S", "object": "payment_intent", "amount": 36000, "amount_received": 36000, "currency": "gbp", "status": "succeeded",
              "customer": cus, "invoice": "in_1PNq8eLmTq83ZcVaW4hKx0Ld", "payment_method": "pm_1NxR2mLmTq83ZcVaP8d0Lq4T", "latest_charge": "ch_3PNq9aLmTq83ZcVa0Xk7Tm1P", "created": 1717751170}]})),
        (call("create_invoice_item", customer=cus, amount=-3000, currency="gbp", description="Goodwill credit — booking outage 3 Jul 2024"),
         pj({"id": "ii_1PbXC2LmTq83ZcVaE5rN0sGh", "object": "invoiceitem", "customer": cus, "amount": -3000, "currency": "gbp",
             "description": "Goodwill credit — booking outage 3 Jul 2024", "invoice": None, "date": 1720526251, "proration": False, "discountable": False, "quantity": 1})),
        (call("retrieve_customer", customer=cus),
         pj({"id": cus, "object": "customer", "name": "Orchard Lane Physio Ltd", "email": "accounts@orchardlanephysio.co.uk", "balance": 0, "currency": "gbp",
             "created": 1683895412, "delinquent": False, "invoice_prefix": "OLP", "next_invoice_sequence": 194,
             "invoice_settings": {"default_payment_method": "pm_1NxR2mLmTq83ZcVaP8d0Lq4T", "footer": None}, "metadata": {"crm_id": "ACC-00917"}})),
        (call("list_invoices", customer=cus, limit=3),
         pj({"object": "list", "url": "/v1/invoices", "has_more": True, "data": [
             {"id": inv, "object": "invoice", "number": "OLP-0193", "status": "open", "total": 42000, "amount_paid": 0, "amount_remaining": 42000, "created": 1720433520},
             *older]})),
        (call("list_invoice_items", customer=cus, pending=True, limit=5),
         pj({"object": "list", "url": "/v1/invoiceitems", "has_more": False, "data": [
             {"id": "ii_1PbXC2LmTq83ZcVaE5rN0sGh", "object": "invoiceitem", "customer": cus, "amount": -3000, "currency": "gbp",
              "description": "Goodwill credit — booking outage 3 Jul 2024", "invoice": None, "date": 1720526251, "proration": False}]})),
    ]
    rs.add(task="mcp", tid="h15-mcp-15", system=system, turns=turns,
           state="MCP server `stripe` connected (restricted key rk_live_…7Qd, permissions: customers, invoices, invoice items, payment intents read/write). Customer success asked to bill Orchard Lane Physio's July invoice today (2024-07-09).",
           bad=True, turn=8, kind="invoice status reverts from paid to open (amount_paid back to 0) with no action on it")


# ---------------------------------------------------------------- 16 SQLite
def t16(rs: RowSet) -> None:
    # clean: SQLite brew log: two gravity readings inserted (one a typo), the typo deleted, batch moved to conditioning with its FG; counts and ABV follow the writes.
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database.", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the SQLite database.", {}, []),
        tool("describe_table", "Get the schema information for a specific table.", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo.", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "the reference SQLite MCP server on /srv/brewhouse/brewlog.db", tools)
    r1171 = {"id": 1171, "taken_at": "2024-06-01 18:30", "sg": 1.048, "temp_c": 19.5, "note": "OG, pitched Lallemand Philly Sour"}
    r1175 = {"id": 1175, "taken_at": "2024-06-03 08:10", "sg": 1.031, "temp_c": 20.0, "note": None}
    r1180 = {"id": 1180, "taken_at": "2024-06-05 08:05", "sg": 1.018, "temp_c": 20.5, "note": "added coriander + sea salt"}
    r1184 = {"id": 1184, "taken_at": "2024-06-07 08:20", "sg": 1.013, "temp_c": 20.0, "note": None}
    r1189 = {"id": 1189, "taken_at": "2024-06-09 08:15", "sg": 1.011, "temp_c": 19.0, "note": None}
    sel = "SELECT id, taken_at, sg, temp_c, note FROM gravity_readings WHERE batch_id = 57 ORDER BY taken_at"
    schema = [{"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
              {"cid": 1, "name": "batch_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
              {"cid": 2, "name": "taken_at", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
              {"cid": 3, "name": "sg", "type": "REAL", "notnull": 1, "dflt_value": None, "pk": 0},
              {"cid": 4, "name": "temp_c", "type": "REAL", "notnull": 0, "dflt_value": None, "pk": 0},
              {"cid": 5, "name": "note", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0}]
    insight = ("Batch 57 (Salt Marsh Gose) reached FG 1.011 on 2024-06-09 from OG 1.048: 4.86% ABV, two days faster than batch 51 with the same Philly Sour pitch. "
               "Moved to conditioning.")
    turns = [
        (call("list_tables"), str([{"name": "batches"}, {"name": "gravity_readings"}, {"name": "sqlite_sequence"}, {"name": "recipes"}, {"name": "kegs"}])),
        (call("describe_table", table_name="gravity_readings"), str(schema)),
        (call("read_query", query=sel), str([r1171, r1175, r1180, r1184])),
        (call("write_query", query="INSERT INTO gravity_readings (batch_id, taken_at, sg, temp_c) VALUES (57, '2024-06-09 08:15', 1.011, 19.0)"),
         str([{"affected_rows": 1}])),
        (call("write_query", query="INSERT INTO gravity_readings (batch_id, taken_at, sg, temp_c) VALUES (57, '2024-06-09 08:16', 1.101, 19.0)"),
         str([{"affected_rows": 1}])),
        (call("read_query", query="SELECT COUNT(*) AS n, MIN(sg) AS min_sg, MAX(sg) AS max_sg, MAX(taken_at) AS last_reading FROM gravity_readings WHERE batch_id = 57"),
         str([{"n": 6, "min_sg": 1.011, "max_sg": 1.101, "last_reading": "2024-06-09 08:16"}])),
        (call("write_query", query="DELETE FROM gravity_readings WHERE batch_id = 57 AND sg > 1.09"),
         str([{"affected_rows": 1}])),
        (call("read_query", query=sel), str([r1171, r1175, r1180, r1184, r1189])),
        (call("write_query", query="UPDATE batches SET status = 'conditioning', fg = 1.011 WHERE id = 57"),
         str([{"affected_rows": 1}])),
        (call("read_query", query="SELECT id, name, status, og, fg, ROUND((og - fg) * 131.25, 2) AS abv FROM batches WHERE id IN (56, 57, 58) ORDER BY id"),
         str([{"id": 56, "name": "Rye Porter", "status": "kegged", "og": 1.062, "fg": 1.016, "abv": 6.04},
              {"id": 57, "name": "Salt Marsh Gose", "status": "conditioning", "og": 1.048, "fg": 1.011, "abv": 4.86},
              {"id": 58, "name": "Table Saison", "status": "fermenting", "og": 1.036, "fg": None, "abv": None}])),
        (call("append_insight", insight=insight), "Insight added to memo"),
    ]
    rs.add(task="mcp", tid="h15-mcp-16", system=system, turns=turns,
           state="MCP server `sqlite` connected to /srv/brewhouse/brewlog.db (Tidewrack Brewing, 5 bbl pilot system). Batch 57 is Salt Marsh Gose; this morning's hydrometer reading was 1.011 at 19 °C.")


# ---------------------------------------------------------------- 17 inventory system
def t17(rs: RowSet) -> None:
    # clean: warehouse inventory (Binwise WMS) for an MLCC: PO receipt, putaway transfer, cycle-count shrinkage, QC release; summary totals and bin lists follow every movement; a similar SKU (2U2 vs 22U) lives in the same bin.
    tools = [
        tool("stock_summary", "On-hand, allocated and available quantity of a SKU, per bin.", {"sku": S}, ["sku"]),
        tool("receive_po", "Receive purchase-order lines into a receiving bin.", {"po_number": S, "lines": A, "bin": S}, ["po_number", "lines", "bin"]),
        tool("transfer_stock", "Move a quantity of a SKU between two bins.", {"sku": S, "from_bin": S, "to_bin": S, "qty": INT}, ["sku", "from_bin", "to_bin", "qty"]),
        tool("cycle_count", "Post a cycle count for a SKU in a bin; variances are adjusted automatically.", {"sku": S, "bin": S, "counted_qty": INT}, ["sku", "bin", "counted_qty"]),
        tool("list_bin_stock", "List all SKUs and quantities in a bin.", {"bin": S}, ["bin"]),
        tool("get_sku", "Item master data for a SKU.", {"sku": S}, ["sku"]),
        tool("stock_movements", "Movement journal for a SKU since a date.", {"sku": S, "since": S}, ["sku", "since"]),
    ]
    system = mcp_system("binwise-wms", "Binwise WMS for the Nordhafen Electronics warehouse (site HAM-2), plain-text replies", tools)
    sku = "CAP-0805-22U"
    turns = [
        (call("stock_summary", sku=sku),
         f"SKU: {sku}\nDescription: MLCC 22 µF 25 V X5R 0805 (Murata GRM21BR61E226ME44L)\nUoM: pcs (reel = 4,000)\n"
         "On hand:    18,400\nAllocated:   6,000  (SO-218877, SO-218902)\nAvailable:  12,400\n\nBins:\n  A-14-03    12,000\n  A-14-04     4,400\n  QC-HOLD     2,000  (lot L2403-118, awaiting CoC)"),
        (call("receive_po", po_number="PO-77341", lines=[{"line": 1, "sku": sku, "qty": 10000}], bin="RCV-DOCK-2"),
         f"Receipt RCPT-552901 posted 2024-04-16 09:12:07\nPO-77341 (supplier: Rutronik) line 1: {sku} x 10,000 received into RCV-DOCK-2 (lot L2404-031)\nPO-77341 status: fully received"),
        (call("transfer_stock", sku=sku, from_bin="RCV-DOCK-2", to_bin="A-14-04", qty=10000),
         f"Transfer XFER-904417 posted 2024-04-16 09:20:44\n{sku}: 10,000 pcs RCV-DOCK-2 -> A-14-04\nRCV-DOCK-2 now: 0\nA-14-04 now: 14,400"),
        (call("cycle_count", sku=sku, bin="A-14-03", counted_qty=11750),
         f"Cycle count CC-61290 posted 2024-04-16 09:34:18\n{sku} @ A-14-03: system 12,000, counted 11,750, variance -250\nAdjustment ADJ-33018 posted (reason: count variance)\nA-14-03 now: 11,750"),
        (call("transfer_stock", sku=sku, from_bin="QC-HOLD", to_bin="A-14-03", qty=2000),
         f"Transfer XFER-904452 posted 2024-04-16 09:41:03\n{sku}: 2,000 pcs QC-HOLD -> A-14-03 (lot L2403-118 released, CoC received)\nQC-HOLD now: 0\nA-14-03 now: 13,750"),
        (call("stock_summary", sku=sku),
         f"SKU: {sku}\nDescription: MLCC 22 µF 25 V X5R 0805 (Murata GRM21BR61E226ME44L)\nUoM: pcs (reel = 4,000)\n"
         "On hand:    28,150\nAllocated:   6,000  (SO-218877, SO-218902)\nAvailable:  22,150\n\nBins:\n  A-14-03    13,750\n  A-14-04    14,400"),
        (call("list_bin_stock", bin="A-14-04"),
         "Bin A-14-04 (zone A, rack 14, level 4, small-parts carousel)\n\n"
         + cols(["SKU", "Description", "Qty", "Lots"], [
             ["CAP-0805-10U", "MLCC 10 µF 25 V X5R 0805", "8,000", "L2402-077"],
             ["CAP-0805-22U", "MLCC 22 µF 25 V X5R 0805", "14,400", "L2401-204, L2404-031"],
             ["CAP-0805-2U2", "MLCC 2.2 µF 50 V X7R 0805", "5,000", "L2311-019"],
             ["CAP-0805-4U7", "MLCC 4.7 µF 25 V X7R 0805", "20,000", "L2402-113"]], gap=2)
         + "\n\n4 SKUs, 47,400 pcs"),
        (call("get_sku", sku="CAP-0805-2U2"),
         "SKU: CAP-0805-2U2\nDescription: MLCC 2.2 µF 50 V X7R 0805 (Samsung CL21B225KBFNNNE)\nUoM: pcs (reel = 4,000)\nABC class: C\nReorder point: 4,000 · Reorder qty: 8,000\n"
         "Preferred supplier: Mouser Electronics\nOn hand: 5,000 (A-14-04)\nAllocated: 0\nAvailable: 5,000"),
        (call("stock_movements", sku=sku, since="2024-04-16"),
         f"Movements for {sku} since 2024-04-16 (6 lines)\n\n"
         + cols(["Time", "Doc", "Bin", "Qty", "Type"], [
             ["09:12:07", "RCPT-552901", "RCV-DOCK-2", "+10,000", "receipt"],
             ["09:20:44", "XFER-904417", "RCV-DOCK-2", "-10,000", "transfer out"],
             ["09:20:44", "XFER-904417", "A-14-04", "+10,000", "transfer in"],
             ["09:34:18", "ADJ-33018", "A-14-03", "-250", "count adjustment"],
             ["09:41:03", "XFER-904452", "QC-HOLD", "-2,000", "transfer out"],
             ["09:41:03", "XFER-904452", "A-14-03", "+2,000", "transfer in"]], gap=2)
         + "\n\nNet change: +9,750"),
    ]
    rs.add(task="mcp", tid="h15-mcp-17", system=system, turns=turns,
           state="MCP server `binwise-wms` connected as user r.lindemann (site HAM-2). PO-77341 (10,000 pcs CAP-0805-22U) is at dock 2; QC has just released lot L2403-118.")


# ---------------------------------------------------------------- 18 filesystem
def t18(rs: RowSet) -> None:
    # bad: filesystem edit of an orchestra site; venues.yml is read at turn 3 (St. Brannock's Hall capacity 180) and re-read at turn 8 with capacity 210, with no write to that file in between.
    tools = [
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path.", {"path": S}, ["path"]),
        tool("read_file", "Read the complete contents of a file from the file system.", {"path": S}, ["path"]),
        tool("edit_file", "Make line-based edits to a text file. Each edit replaces exact text sequences. Returns a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("search_files", "Recursively search for files and directories whose name matches a pattern.", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
        tool("write_file", "Create a new file or completely overwrite an existing file.", {"path": S, "content": S}, ["path", "content"]),
        tool("get_file_info", "Retrieve detailed metadata about a file or directory.", {"path": S}, ["path"]),
    ]
    system = mcp_system("filesystem", "secure file operations limited to /srv/sinfonietta", tools)
    d = "/srv/sinfonietta/site/_data"
    concerts = """# Harbourside Sinfonietta — 2024/25 season
- id: hs-2024-01
  title: "Autumn Winds"
  date: {d1}
  time: "19:30"
  venue: st-brannocks
  programme:
    - "Mozart — Serenade No. 10 in B flat, K. 361 'Gran Partita'"
    - "Dvořák — Serenade for Winds in D minor, Op. 44"
  conductor: "Isla Penrose"
  tickets: https://tickets.harbourside-sinfonietta.org/e/autumn-winds
- id: hs-2024-02
  title: "Midwinter Strings"
  date: 2024-12-14
  time: "19:30"
  venue: pendennis-hall
  programme:
    - "Tchaikovsky — Serenade for Strings in C, Op. 48"
    - "Grieg — Holberg Suite, Op. 40"
  conductor: "Isla Penrose"
  tickets: https://tickets.harbourside-sinfonietta.org/e/midwinter-strings
- id: hs-2025-01
  title: "Spring Overtures"
  date: 2025-03-22
  time: "15:00"
  venue: st-brannocks
  programme:
    - "Mendelssohn — The Hebrides, Op. 26"
    - "Beethoven — Symphony No. 8 in F, Op. 93"
  conductor: "Tomás Arregui (guest)"
  tickets: https://tickets.harbourside-sinfonietta.org/e/spring-overtures
"""
    venues = """- id: st-brannocks
  name: "St. Brannock's Hall"
  address: "14 Quay Street, Falmouth TR11 3HH"
  capacity: {cap}
  step_free_access: true
  parking: "Town Quay car park (pay & display), 3 min walk"
  booking_contact: "bookings@stbrannockshall.org.uk"
- id: pendennis-hall
  name: "Pendennis Hall"
  address: "Castle Drive, Falmouth TR11 4LP"
  capacity: 320
  step_free_access: true
  parking: "On site, 40 spaces"
  booking_contact: "events@pendennishall.co.uk"
- id: the-poly
  name: "The Poly"
  address: "24 Church Street, Falmouth TR11 3EG"
  capacity: 210
  step_free_access: false
  parking: "None; use Church Street car park"
  booking_contact: "hires@thepoly.org"
"""
    post = """---
layout: post
title: "Our 2024/25 season: wind serenades, strings and spring overtures"
date: 2024-08-30 10:00:00 +0100
author: Isla Penrose
---

We're delighted to announce three concerts for the coming season, all in Falmouth.

**Autumn Winds** opens the season on {day} at St. Brannock's Hall, with Mozart's *Gran Partita* and Dvořák's wind serenade.

**Midwinter Strings** on Saturday 14 December brings Tchaikovsky and Grieg to Pendennis Hall.

**Spring Overtures** is a 3 pm matinee on Saturday 22 March 2025, back at St. Brannock's, with guest conductor Tomás Arregui.

Season tickets go on sale on 9 September. Members get priority booking from 2 September.
"""
    ppath = "/srv/sinfonietta/site/_posts/2024-08-30-autumn-season-announced.md"
    new_concerts = concerts.format(d1="2024-10-26")
    diff1 = (f"```diff\nIndex: {d}/concerts.yml\n===================================================================\n--- {d}/concerts.yml\toriginal\n+++ {d}/concerts.yml\tmodified\n"
             "@@ -1,7 +1,7 @@\n # Harbourside Sinfonietta — 2024/25 season\n - id: hs-2024-01\n   title: \"Autumn Winds\"\n-  date: 2024-10-19\n+  date: 2024-10-26\n"
             "   time: \"19:30\"\n   venue: st-brannocks\n   programme:\n```\n\n")
    diff2 = (f"```diff\nIndex: {ppath}\n===================================================================\n--- {ppath}\toriginal\n+++ {ppath}\tmodified\n"
             "@@ -7,7 +7,7 @@\n \n We're delighted to announce three concerts for the coming season, all in Falmouth.\n \n"
             "-**Autumn Winds** opens the season on Saturday 19 October at St. Brannock's Hall, with Mozart's *Gran Partita* and Dvořák's wind serenade.\n"
             "+**Autumn Winds** opens the season on Saturday 26 October at St. Brannock's Hall, with Mozart's *Gran Partita* and Dvořák's wind serenade.\n"
             " \n **Midwinter Strings** on Saturday 14 December brings Tchaikovsky and Grieg to Pendennis Hall.\n \n```\n\n")
    changes = ("# Changes, September 2024\n\n- 2024-09-10: Autumn Winds moved from Sat 19 Oct to Sat 26 Oct 2024 (hall double-booked). Updated _data/concerts.yml and the season announcement post.\n"
               "  Box office and bookings@stbrannockshall.org.uk to be told; ticket page date needs changing by hand.\n")
    turns = [
        (call("list_directory", path=d), "[FILE] concerts.yml\n[FILE] musicians.yml\n[FILE] venues.yml\n[DIR] archive"),
        (call("read_file", path=f"{d}/concerts.yml"), concerts.format(d1="2024-10-19")),
        (call("read_file", path=f"{d}/venues.yml"), venues.format(cap=180)),
        (call("edit_file", path=f"{d}/concerts.yml", edits=[{"oldText": "  date: 2024-10-19", "newText": "  date: 2024-10-26"}]), diff1),
        (call("search_files", path="/srv/sinfonietta/site", pattern="autumn"),
         f"{ppath}\n/srv/sinfonietta/site/assets/img/autumn-winds-2024.jpg"),
        (call("read_file", path=ppath), post.format(day="Saturday 19 October")),
        (call("edit_file", path=ppath, edits=[{"oldText": "on Saturday 19 October at", "newText": "on Saturday 26 October at"}]), diff2),
        (call("read_file", path=f"{d}/venues.yml"), venues.format(cap=210)),
        (call("write_file", path=f"{d}/archive/changes-2024-09.md", content=changes),
         f"Successfully wrote to {d}/archive/changes-2024-09.md"),
        (call("get_file_info", path=f"{d}/concerts.yml"),
         f"size: {len(new_concerts.encode('utf-8'))}\ncreated: Mon Jul 15 2024 21:08:44 GMT+0100 (British Summer Time)\n"
         "modified: Tue Sep 10 2024 14:21:37 GMT+0100 (British Summer Time)\naccessed: Tue Sep 10 2024 14:21:37 GMT+0100 (British Summer Time)\n"
         "isDirectory: false\nisFile: true\npermissions: 644"),
    ]
    rs.add(task="mcp", tid="h15-mcp-18", system=system, turns=turns,
           state="MCP server `filesystem` connected; allowed directory /srv/sinfonietta. The Jekyll site lives in /srv/sinfonietta/site. It is Tuesday 10 September 2024, 14:20 BST. St. Brannock's Hall is double-booked on 19 October; the concert moves to Saturday 26 October.",
           bad=True, turn=8, kind="file content differs between two reads with no write: a venue's capacity line changes")


# ---------------------------------------------------------------- 19 Cloudflare DNS
def t19(rs: RowSet) -> None:
    # clean: Cloudflare DNS mail migration: one MX deleted, one MX repointed (same id, new content/modified_on), one MX and one DKIM CNAME created, SPF rewritten; pagination totals go 9 -> 10 and page 2 reshuffles by type/name order.
    tools = [
        tool("zones_list", "List zones on the account, optionally by name.", {"name": S}, []),
        tool("dns_records_list", "List DNS records of a zone with filters, ordering and pagination.", {"zone_id": S, "type": S, "name": S, "order": S, "direction": S, "page": INT, "per_page": INT}, ["zone_id"]),
        tool("dns_record_create", "Create a DNS record.", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "priority": INT, "proxied": B, "comment": S}, ["zone_id", "type", "name", "content"]),
        tool("dns_record_update", "Overwrite (PUT) a DNS record.", {"zone_id": S, "record_id": S, "type": S, "name": S, "content": S, "ttl": INT, "priority": INT, "proxied": B, "comment": S}, ["zone_id", "record_id", "type", "name", "content"]),
        tool("dns_record_delete", "Delete a DNS record.", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
    ]
    system = mcp_system("cloudflare", "Cloudflare API v4 for the account 'Lumenfield Coffee Roasters'", tools)
    z = "3f9a7c1e52b84d06a1e9c0d27b6f4e8a"
    dom = "lumenfield.coffee"
    t0 = "2023-02-11T16:04:52.318776Z"

    def rec(rid: str, typ: str, name: str, content: str, created: str = t0, modified: str = t0, proxied: bool = False, prio: int | None = None, ttl: int = 1, comment: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"id": rid, "zone_id": z, "zone_name": dom, "name": name, "type": typ, "content": content,
                             "proxiable": typ in ("A", "CNAME"), "proxied": proxied, "ttl": ttl}
        if prio is not None:
            d["priority"] = prio
        d.update({"comment": comment, "tags": [], "created_on": created, "modified_on": modified})
        return d

    def env(result: Any, info: dict[str, int] | None = None) -> str:
        d: dict[str, Any] = {"success": True, "errors": [], "messages": [], "result": result}
        if info:
            d["result_info"] = info
        return pj(d)

    a = rec("a41f0c6e9b2d47e8c3f15a90d2b7e684", "A", dom, "76.76.21.21", proxied=True)
    c_roast = rec("1c8e5b3f0a7d42c69e4b18f2d05a3c97", "CNAME", f"roast-log.{dom}", "lumenfield.notion.site", created="2023-09-04T08:41:19.027150Z", modified="2023-09-04T08:41:19.027150Z")
    c_shop = rec("7e2d9a4b1f6c40e3a8d52c7b09f1e346", "CNAME", f"shop.{dom}", "shops.myshopify.com", proxied=False, ttl=3600)
    c_www = rec("b90f3d28c6e14a7f85d2e0b1c4a39f57", "CNAME", f"www.{dom}", "cname.vercel-dns.com", proxied=True)
    mx1_old = rec("5d7a2e91b3c04f68a9e1d3b7c2f05e84", "MX", dom, "mx1.oldmailhost.net", prio=10, ttl=3600)
    mx2 = rec("e63b1f0d9a2c4e75b8f4a06d1c3e92b5", "MX", dom, "mx2.oldmailhost.net", prio=20, ttl=3600)
    spf_old = rec("c2a94e7f1b0d43869e5c2f8a7d1b60e3", "TXT", dom, "\"v=spf1 include:spf.oldmailhost.net ~all\"", ttl=3600)
    dmarc = rec("08f6d3b2a9e147c5b1d0e4f7a3c26b98", "TXT", f"_dmarc.{dom}", "\"v=DMARC1; p=none; rua=mailto:dmarc@lumenfield.coffee\"", ttl=3600)
    gsv = rec("f4c17a0e3d9b42e6a5f8c1d2b07e93a6", "TXT", dom, "\"google-site-verification=Q3n8vX1kP0fWz7Lr2TgY5cHb9uEjM4sA6dKoN1iVw8\"", ttl=3600)
    mx1_new = rec("5d7a2e91b3c04f68a9e1d3b7c2f05e84", "MX", dom, "in1-smtp.messagingengine.com", prio=10, ttl=3600, modified="2024-05-06T10:22:48.601337Z", comment="Fastmail migration 2024-05")
    mx_in2 = rec("9b3e0c7a5d1f4826b4a9e2c0f7d13a58", "MX", dom, "in2-smtp.messagingengine.com", prio=20, ttl=3600, created="2024-05-06T10:23:30.119846Z", modified="2024-05-06T10:23:30.119846Z", comment="Fastmail migration 2024-05")
    spf_new = rec("c2a94e7f1b0d43869e5c2f8a7d1b60e3", "TXT", dom, "\"v=spf1 include:spf.messagingengine.com ~all\"", ttl=3600, modified="2024-05-06T10:24:12.845530Z", comment="Fastmail migration 2024-05")
    dkim = rec("2f8c6a1e0b9d47d3a5e7c4b2f1d09e86", "CNAME", f"fm1._domainkey.{dom}", f"fm1.{dom}.dkim.fmhosted.com", created="2024-05-06T10:25:01.377402Z", modified="2024-05-06T10:25:01.377402Z", comment="Fastmail DKIM")
    lst = dict(zone_id=z, order="type", direction="asc", per_page=5)
    turns = [
        (call("zones_list", name=dom),
         env([{"id": z, "name": dom, "status": "active", "paused": False, "type": "full", "name_servers": ["hera.ns.cloudflare.com", "woz.ns.cloudflare.com"],
               "plan": {"name": "Free Website"}, "created_on": "2023-02-11T15:58:03.540122Z", "modified_on": "2023-02-11T16:10:27.904113Z"}],
             {"page": 1, "per_page": 20, "count": 1, "total_count": 1, "total_pages": 1})),
        (call("dns_records_list", **lst, page=1),
         env([a, c_roast, c_shop, c_www, mx1_old], {"page": 1, "per_page": 5, "count": 5, "total_count": 9, "total_pages": 2})),
        (call("dns_records_list", **lst, page=2),
         env([mx2, dmarc, gsv, spf_old], {"page": 2, "per_page": 5, "count": 4, "total_count": 9, "total_pages": 2})),
        (call("dns_record_delete", zone_id=z, record_id=mx2["id"]), env({"id": mx2["id"]})),
        (call("dns_record_update", zone_id=z, record_id=mx1_old["id"], type="MX", name=dom, content="in1-smtp.messagingengine.com", priority=10, ttl=3600, comment="Fastmail migration 2024-05"),
         env(mx1_new)),
        (call("dns_record_create", zone_id=z, type="MX", name=dom, content="in2-smtp.messagingengine.com", priority=20, ttl=3600, comment="Fastmail migration 2024-05"),
         env(mx_in2)),
        (call("dns_record_update", zone_id=z, record_id=spf_old["id"], type="TXT", name=dom, content="\"v=spf1 include:spf.messagingengine.com ~all\"", ttl=3600, comment="Fastmail migration 2024-05"),
         env(spf_new)),
        (call("dns_record_create", zone_id=z, type="CNAME", name=f"fm1._domainkey.{dom}", content=f"fm1.{dom}.dkim.fmhosted.com", proxied=False, comment="Fastmail DKIM"),
         env(dkim)),
        (call("dns_records_list", zone_id=z, type="MX"),
         env([mx1_new, mx_in2], {"page": 1, "per_page": 100, "count": 2, "total_count": 2, "total_pages": 1})),
        (call("dns_records_list", **lst, page=2),
         env([mx1_new, mx_in2, dmarc, gsv, spf_new], {"page": 2, "per_page": 5, "count": 5, "total_count": 10, "total_pages": 2})),
    ]
    rs.add(task="mcp", tid="h15-mcp-19", system=system, turns=turns,
           state="MCP server `cloudflare` connected (API token 'dns-edit-lumenfield', Zone.DNS edit). Task: move lumenfield.coffee mail from oldmailhost.net to Fastmail. Time 2024-05-06 10:20 UTC.")


# ---------------------------------------------------------------- 20 CRM
def t20(rs: RowSet) -> None:
    # bad: Relay CRM deals for Vireo Diagnostics; after the D-20945 amount change (26,000 -> 28,750, turn 3), a win and a new deal, turn 9's open-deal list shows the right rows but its footer total is EUR 77,000 instead of 79,750 (the sum of the listed amounts, as turn 7 had it).
    tools = [
        tool("search_companies", "Search companies by name.", {"query": S, "limit": INT}, ["query"]),
        tool("get_company", "Company record with owner, contacts count and deal roll-ups.", {"company_id": S}, ["company_id"]),
        tool("list_deals", "List deals of a company, filtered by status (open, won, lost, all).", {"company_id": S, "status": S}, ["company_id"]),
        tool("update_deal", "Update a deal's amount, stage or close date.", {"deal_id": S, "amount": NUM, "stage": S, "close_date": S}, ["deal_id"]),
        tool("create_deal", "Create a deal for a company.", {"company_id": S, "name": S, "amount": NUM, "stage": S, "expected_close": S}, ["company_id", "name", "amount", "stage"]),
        tool("log_activity", "Log a call, meeting or email against a deal.", {"deal_id": S, "type": S, "note": S}, ["deal_id", "type", "note"]),
        tool("list_contacts", "List a company's contacts.", {"company_id": S}, ["company_id"]),
    ]
    system = mcp_system("relay-crm", "Relay CRM (EU instance) for the Labforge Instruments sales team, plain-text replies; stage probabilities Qualified 20 %, Proposal 40 %, Negotiation 60 %", tools)
    hdr = ["Deal", "Name", "Stage", "Amount", "Prob.", "Expected close", "Owner"]
    turns = [
        (call("search_companies", query="Vireo", limit=5),
         "2 companies match \"Vireo\":\n\n"
         "C-4410  Vireo Diagnostics GmbH   · Leipzig, DE · In-vitro diagnostics · owner: Jana Köhler\n"
         "C-5127  Vireo Analytics Ltd      · Cambridge, UK · Data services · owner: Sam Whitlock"),
        (call("list_deals", company_id="C-4410", status="open"),
         "Open deals for Vireo Diagnostics GmbH (C-4410)\n\n"
         + cols(hdr, [
             ["D-20931", "Vireo — Centrifuge fleet refresh", "Proposal", "€84,500", "40%", "2024-10-31", "Jana Köhler"],
             ["D-20945", "Vireo — Service contract 2025", "Negotiation", "€26,000", "60%", "2024-11-15", "Jana Köhler"],
             ["D-21002", "Vireo — Cold storage expansion", "Qualified", "€41,200", "20%", "2025-01-31", "Jana Köhler"]], gap=2)
         + "\n\n3 open deals · total €151,700 · weighted €57,640"),
        (call("update_deal", deal_id="D-20945", amount=28750),
         "Deal D-20945 updated\nName: Vireo — Service contract 2025\nAmount: €26,000 → €28,750\nStage: Negotiation (unchanged, 60%)\nWeighted: €17,250\nUpdated: 2024-09-12 10:41 CEST by Jana Köhler"),
        (call("update_deal", deal_id="D-20931", stage="Closed Won"),
         "Deal D-20931 updated\nName: Vireo — Centrifuge fleet refresh\nStage: Proposal → Closed Won\nAmount: €84,500\nClose date: 2024-09-12\nUpdated: 2024-09-12 10:42 CEST by Jana Köhler"),
        (call("create_deal", company_id="C-4410", name="Vireo — Pipette calibration bundle", amount=9800, stage="Qualified", expected_close="2024-12-20"),
         "Deal created\nID: D-21077\nName: Vireo — Pipette calibration bundle\nCompany: Vireo Diagnostics GmbH (C-4410)\nStage: Qualified (20%)\nAmount: €9,800\nWeighted: €1,960\nExpected close: 2024-12-20\nOwner: Jana Köhler"),
        (call("log_activity", deal_id="D-20931", type="call", note="PO 4500-88217 confirmed by Dr. Falk (procurement). Delivery of 6x Hettich Rotina 420R in week 44; install + IQ/OQ by our field team."),
         "Activity ACT-558102 logged on D-20931\nType: call\nDate: 2024-09-12 10:44 CEST\nBy: Jana Köhler\nNote: PO 4500-88217 confirmed by Dr. Falk (procurement). Delivery of 6x Hettich Rotina 420R in week 44; install + IQ/OQ by our field team."),
        (call("get_company", company_id="C-4410"),
         "Vireo Diagnostics GmbH (C-4410)\nDomain: vireo-dx.de\nAddress: Deutscher Platz 5c, 04103 Leipzig, DE\nIndustry: In-vitro diagnostics\nEmployees: 210\nOwner: Jana Köhler\n"
         "Lifecycle: Customer (since 2021-03)\nContacts: 7\n\nOpen deals: 3 · €79,750 (weighted €27,450)\nWon this quarter: 1 · €84,500\nLast activity: 2024-09-12 10:44 (call, D-20931)"),
        (call("list_contacts", company_id="C-4410"),
         "Contacts at Vireo Diagnostics GmbH (7)\n\n"
         + cols(["Name", "Title", "Email", "Last contacted"], [
             ["Dr. Henrike Falk", "Head of Procurement", "h.falk@vireo-dx.de", "2024-09-12"],
             ["Matthias Brandl", "Lab Operations Manager", "m.brandl@vireo-dx.de", "2024-08-27"],
             ["Dr. Oya Demirci", "Head of R&D", "o.demirci@vireo-dx.de", "2024-07-04"],
             ["Lukas Reinholz", "QA Lead", "l.reinholz@vireo-dx.de", "2024-06-18"],
             ["Sabine Vogt", "Facilities", "s.vogt@vireo-dx.de", "2024-05-30"],
             ["Piotr Zawadzki", "Service Coordinator", "p.zawadzki@vireo-dx.de", "2024-09-03"],
             ["Elif Yıldız", "Accounts Payable", "ap@vireo-dx.de", "2024-04-11"]], gap=2)),
        (call("list_deals", company_id="C-4410", status="open"),
         "Open deals for Vireo Diagnostics GmbH (C-4410)\n\n"
         + cols(hdr, [
             ["D-20945", "Vireo — Service contract 2025", "Negotiation", "€28,750", "60%", "2024-11-15", "Jana Köhler"],
             ["D-21002", "Vireo — Cold storage expansion", "Qualified", "€41,200", "20%", "2025-01-31", "Jana Köhler"],
             ["D-21077", "Vireo — Pipette calibration bundle", "Qualified", "€9,800", "20%", "2024-12-20", "Jana Köhler"]], gap=2)
         + "\n\n3 open deals · total €77,000 · weighted €27,450"),
    ]
    rs.add(task="mcp", tid="h15-mcp-20", system=system, turns=turns,
           state="MCP server `relay-crm` connected as Jana Köhler (j.koehler@labforge.eu), region DACH. Today is Thursday 2024-09-12.",
           bad=True, turn=9, kind="derived total does not match its parts: open-deal footer total ignores the updated amount")


# ---------------------------------------------------------------- 21 Google Calendar
def t21(rs: RowSet) -> None:
    # bad: Google Calendar site visit created at turn 3 with attendee tomas.brennan@...; turn 5's update (times only) returns the attendee list with thomas.brennan@... in that place.
    tools = [
        tool("list_calendars", "List the calendars on the user's calendar list.", {}, []),
        tool("query_freebusy", "Return busy intervals for a set of calendars.", {"timeMin": S, "timeMax": S, "timeZone": S, "items": A}, ["timeMin", "timeMax", "items"]),
        tool("create_event", "Create an event.", {"calendarId": S, "summary": S, "location": S, "description": S, "start": OBJ, "end": OBJ, "attendees": A, "sendUpdates": S}, ["calendarId", "summary", "start", "end"]),
        tool("list_events", "List events of a calendar in a time range.", {"calendarId": S, "timeMin": S, "timeMax": S, "singleEvents": B, "orderBy": S}, ["calendarId"]),
        tool("patch_event", "Patch an event; only the given fields change.", {"calendarId": S, "eventId": S, "summary": S, "description": S, "start": OBJ, "end": OBJ, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("get_event", "Get one event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar API v3 for noor.haddad@brightwater-energy.com", tools)
    me = "noor.haddad@brightwater-energy.com"
    fo = "c_8f1d0e6b3a9c4f27b5e1d0a2c6f8e93b@group.calendar.google.com"
    eid = "6v2kq8r1o3f9tb7ms0d4hjl5ce"
    tz = "Europe/London"
    people = ["ewan.mcallister@brightwater-energy.com", "priya.nandakumar@brightwater-energy.com", "j.osei@kelvingrove-solar.co.uk", "tomas.brennan@brightwater-energy.com"]
    loc = "Kelvin Grove Solar Farm, Substation Gate, Lower Trewint Lane, Liskeard PL14 6RE"
    summ = "Site visit — Kelvin Grove solar farm (inverter inspection)"
    desc0 = "Inspect INV-07 and INV-11 after the August trips; review SCADA alarms with Kelvin Grove O&M."
    desc1 = desc0 + "\n\nPPE: hard hat, hi-vis, safety boots. Meet at the substation gate; J. Osei will sign us in."

    def att(emails: list[str], status: dict[str, str]) -> list[dict[str, Any]]:
        return [{"email": e, "responseStatus": status.get(e, "needsAction")} for e in emails]

    def ev(start: str, end: str, seq: int, updated: str, attendees: list[dict[str, Any]], description: str = desc0) -> str:
        return pj({"kind": "calendar#event", "etag": f"\"33{seq}8471925{seq}40000\"", "id": eid, "status": "confirmed",
                   "htmlLink": "https://www.google.com/calendar/event?eid=NnYya3E4cjFvM2Y5dGI3bXMwZDRoamw1Y2UgY184ZjFkMGU2YjNhOWM0ZjI3YjVlMWQwYTJjNmY4ZTkzYkBn",
                   "created": "2024-10-08T09:14:27.000Z", "updated": updated, "summary": summ, "description": description, "location": loc,
                   "creator": {"email": me}, "organizer": {"email": fo, "displayName": "Field ops", "self": True},
                   "start": {"dateTime": start, "timeZone": tz}, "end": {"dateTime": end, "timeZone": tz},
                   "iCalUID": f"{eid}@google.com", "sequence": seq, "attendees": attendees, "reminders": {"useDefault": True}, "eventType": "default"})

    turns = [
        (call("list_calendars"),
         pj({"kind": "calendar#calendarList", "items": [
             {"id": me, "summary": me, "timeZone": tz, "accessRole": "owner", "primary": True},
             {"id": fo, "summary": "Field ops", "description": "Site visits, outages and contractor access — south-west portfolio", "timeZone": tz, "accessRole": "writer"},
             {"id": "en.uk#holiday@group.v.calendar.google.com", "summary": "Holidays in United Kingdom", "timeZone": tz, "accessRole": "reader"}]})),
        (call("query_freebusy", timeMin="2024-10-15T08:00:00+01:00", timeMax="2024-10-17T18:00:00+01:00", timeZone=tz, items=[{"id": me}, *[{"id": p} for p in people]]),
         pj({"kind": "calendar#freeBusy", "timeMin": "2024-10-15T07:00:00.000Z", "timeMax": "2024-10-17T17:00:00.000Z", "calendars": {
             me: {"busy": [{"start": "2024-10-15T09:00:00+01:00", "end": "2024-10-15T11:00:00+01:00"}, {"start": "2024-10-16T13:00:00+01:00", "end": "2024-10-16T14:00:00+01:00"}]},
             people[0]: {"busy": [{"start": "2024-10-16T14:30:00+01:00", "end": "2024-10-16T15:30:00+01:00"}, {"start": "2024-10-17T09:00:00+01:00", "end": "2024-10-17T17:00:00+01:00"}]},
             people[1]: {"busy": [{"start": "2024-10-15T08:00:00+01:00", "end": "2024-10-15T18:00:00+01:00"}, {"start": "2024-10-17T10:00:00+01:00", "end": "2024-10-17T12:00:00+01:00"}]},
             people[2]: {"errors": [{"domain": "global", "reason": "notFound"}], "busy": []},
             people[3]: {"busy": [{"start": "2024-10-16T08:00:00+01:00", "end": "2024-10-16T09:00:00+01:00"}]}}})),
        (call("create_event", calendarId=fo, summary=summ, location=loc, description=desc0,
              start={"dateTime": "2024-10-16T09:30:00+01:00", "timeZone": tz}, end={"dateTime": "2024-10-16T12:00:00+01:00", "timeZone": tz},
              attendees=[{"email": p} for p in people], sendUpdates="all"),
         ev("2024-10-16T09:30:00+01:00", "2024-10-16T12:00:00+01:00", 0, "2024-10-08T09:14:27.613Z", att(people, {}))),
        (call("list_events", calendarId=fo, timeMin="2024-10-14T00:00:00+01:00", timeMax="2024-10-19T00:00:00+01:00", singleEvents=True, orderBy="startTime"),
         pj({"kind": "calendar#events", "summary": "Field ops", "timeZone": tz, "items": [
             {"id": "0q7tj3m9d2ke5rb8vl1h6c4n0s", "status": "confirmed", "summary": "Inverter firmware rollout — Penhallow array", "start": {"dateTime": "2024-10-14T08:00:00+01:00"}, "end": {"dateTime": "2024-10-14T16:00:00+01:00"}},
             {"id": eid, "status": "confirmed", "summary": summ, "start": {"dateTime": "2024-10-16T09:30:00+01:00"}, "end": {"dateTime": "2024-10-16T12:00:00+01:00"}},
             {"id": "3hb9r2e6o1tq8k5v0m7dj4lc2u", "status": "confirmed", "summary": "Vegetation management — Kelvin Grove (contractor access)", "start": {"date": "2024-10-18"}, "end": {"date": "2024-10-19"}}]})),
        (call("patch_event", calendarId=fo, eventId=eid, start={"dateTime": "2024-10-16T10:00:00+01:00", "timeZone": tz}, end={"dateTime": "2024-10-16T12:30:00+01:00", "timeZone": tz}, sendUpdates="all"),
         ev("2024-10-16T10:00:00+01:00", "2024-10-16T12:30:00+01:00", 1, "2024-10-08T09:16:02.184Z", att(people[:3] + ["thomas.brennan@brightwater-energy.com"], {}))),
        (call("create_event", calendarId=me, summary="Drive to Kelvin Grove", location="Brightwater office, Truro → Liskeard",
              start={"dateTime": "2024-10-16T08:40:00+01:00", "timeZone": tz}, end={"dateTime": "2024-10-16T09:55:00+01:00", "timeZone": tz}),
         pj({"kind": "calendar#event", "id": "k2f7d0s9b4m1q6vr3e8hn5tl0a", "status": "confirmed", "created": "2024-10-08T09:17:40.000Z", "updated": "2024-10-08T09:17:40.951Z",
             "summary": "Drive to Kelvin Grove", "location": "Brightwater office, Truro → Liskeard", "creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
             "start": {"dateTime": "2024-10-16T08:40:00+01:00", "timeZone": tz}, "end": {"dateTime": "2024-10-16T09:55:00+01:00", "timeZone": tz},
             "iCalUID": "k2f7d0s9b4m1q6vr3e8hn5tl0a@google.com", "sequence": 0, "reminders": {"useDefault": True}, "eventType": "default"})),
        (call("get_event", calendarId=fo, eventId=eid),
         ev("2024-10-16T10:00:00+01:00", "2024-10-16T12:30:00+01:00", 1, "2024-10-08T09:31:55.207Z", att(people, {people[0]: "accepted", people[1]: "accepted"}))),
        (call("patch_event", calendarId=fo, eventId=eid, description=desc1, sendUpdates="none"),
         ev("2024-10-16T10:00:00+01:00", "2024-10-16T12:30:00+01:00", 1, "2024-10-08T09:33:10.442Z", att(people, {people[0]: "accepted", people[1]: "accepted"}), desc1)),
        (call("list_events", calendarId=me, timeMin="2024-10-16T00:00:00+01:00", timeMax="2024-10-17T00:00:00+01:00", singleEvents=True, orderBy="startTime"),
         pj({"kind": "calendar#events", "summary": me, "timeZone": tz, "items": [
             {"id": "k2f7d0s9b4m1q6vr3e8hn5tl0a", "status": "confirmed", "summary": "Drive to Kelvin Grove", "start": {"dateTime": "2024-10-16T08:40:00+01:00"}, "end": {"dateTime": "2024-10-16T09:55:00+01:00"}},
             {"id": "5m1c8v0q2r7hk4tb9e3fd6jo1s", "status": "confirmed", "summary": "Grid connection call — SSEN (Trewint extension)", "start": {"dateTime": "2024-10-16T13:00:00+01:00"}, "end": {"dateTime": "2024-10-16T14:00:00+01:00"}}]})),
    ]
    rs.add(task="mcp", tid="h15-mcp-21", system=system, turns=turns,
           state="MCP server `google-calendar` connected for noor.haddad@brightwater-energy.com (Field ops coordinator). Now: Tuesday 2024-10-08 10:14 BST.",
           bad=True, turn=5, kind="attendee list member changed: an invitee's email differs after a time-only patch")


# ---------------------------------------------------------------- 22 Alertmanager / Prometheus
def t22(rs: RowSet) -> None:
    # clean: tram passenger-display alerting: a silence is created (alert moves from firing to suppressed), an old silence is expired (its alert reappears as firing with its original start time), heartbeat ages grow with time, a replacement silence gets a new id.
    tools = [
        tool("list_alerts", "List Alertmanager alerts, filtered by state (active, suppressed, unprocessed) and label matchers.", {"state": S, "filter": A}, []),
        tool("query_prometheus", "Run an instant PromQL query.", {"expr": S, "time": S}, ["expr"]),
        tool("list_silences", "List silences (active, pending, expired).", {"state": S}, []),
        tool("create_silence", "Create a silence for the given matchers and time range.", {"matchers": A, "startsAt": S, "endsAt": S, "createdBy": S, "comment": S}, ["matchers", "startsAt", "endsAt", "createdBy", "comment"]),
        tool("expire_silence", "Expire a silence now.", {"silence_id": S}, ["silence_id"]),
    ]
    system = mcp_system("alertmanager", "Prometheus + Alertmanager of the tram passenger-information system (PIS), cluster pis-prod", tools)
    hay = ["PIDDisplayOffline", "critical", "stop=haymarket_p2 device=pid-0417", "2024-11-05T05:12:00Z", "Display pid-0417 (Haymarket P2) has not sent a heartbeat for more than 10 minutes"]
    york = ["PIDDisplayOffline", "critical", "stop=york_place_p1 device=pid-0233", "2024-11-05T05:40:00Z", "Display pid-0233 (York Place P1) has not sent a heartbeat for more than 10 minutes"]
    cab = ["DisplayControllerHighTemp", "warning", "cabinet=cab-11 site=gyle_centre", "2024-11-05T04:58:30Z", "Controller cabinet cab-11 at 71 °C (threshold 65 °C)"]
    bal = ["PIDDisplayOffline", "critical", "stop=balfour_st_p1 device=pid-0588", "2024-11-04T22:35:10Z", "Display pid-0588 (Balfour Street P1) has not sent a heartbeat for more than 10 minutes"]
    s_old = "5d07a3c1-8e2f-4b96-a0d4-63c9f1e7b258"
    s_hay = "c41f8e27-0b6d-4a93-9e15-7d2c06b8f4a1"
    s_bal2 = "7a2d5f90-c3e1-48b7-9d06-e41b8a2c5f73"

    def alerts(state: str, rows: list[tuple[list[str], str]]) -> str:
        body = cols(["ALERTNAME", "SEVERITY", "LABELS", "STARTS AT", "SILENCED BY"], [[a[0], a[1], a[2], a[3], s or "—"] for a, s in rows], gap=2)
        summaries = "\n".join(f"- {a[2].split()[0]} / {a[0]}: {a[4]}" for a, _ in rows)
        return f"{len(rows)} alert(s), state={state}\n\n{body}\n\nSummaries:\n{summaries}"

    def sil(sid: str, stop: str, starts: str, ends: str, by: str, comment: str, state: str, updated: str) -> dict[str, Any]:
        return {"id": sid, "status": {"state": state}, "updatedAt": updated,
                "matchers": [{"name": "alertname", "value": "PIDDisplayOffline", "isRegex": False, "isEqual": True}, {"name": "stop", "value": stop, "isRegex": False, "isEqual": True}],
                "startsAt": starts, "endsAt": ends, "createdBy": by, "comment": comment}

    c_old = "Overnight works Balfour St: PID cabling, WO-55790. Display unpowered until 06:00."
    c_hay = "Planned works Haymarket P2: display replacement, WO-55812"
    c_bal2 = "Works overran: pid-0588 at Balfour St still unpowered, WO-55790 extended to 09:00"
    turns = [
        (call("list_alerts", state="active"), alerts("active", [(cab, ""), (hay, ""), (york, "")])),
        (call("query_prometheus", expr="pid_heartbeat_age_seconds{device=~\"pid-0417|pid-0233\"}", time="2024-11-05T06:05:00Z"),
         pj({"status": "success", "data": {"resultType": "vector", "result": [
             {"metric": {"__name__": "pid_heartbeat_age_seconds", "device": "pid-0233", "stop": "york_place_p1", "job": "pid-heartbeat", "instance": "pis-collector-1:9400"}, "value": [1730786700, "2400"]},
             {"metric": {"__name__": "pid_heartbeat_age_seconds", "device": "pid-0417", "stop": "haymarket_p2", "job": "pid-heartbeat", "instance": "pis-collector-1:9400"}, "value": [1730786700, "4080"]}]}})),
        (call("list_silences", state="active"),
         pj([sil(s_old, "balfour_st_p1", "2024-11-04T22:00:00Z", "2024-11-05T07:00:00Z", "s.mcleod", c_old, "active", "2024-11-04T21:48:19.402Z")])),
        (call("create_silence", matchers=[{"name": "alertname", "value": "PIDDisplayOffline", "isRegex": False}, {"name": "stop", "value": "haymarket_p2", "isRegex": False}],
              startsAt="2024-11-05T06:06:00Z", endsAt="2024-11-05T10:00:00Z", createdBy="r.aziz", comment=c_hay),
         pj({"silenceID": s_hay})),
        (call("list_alerts", state="active"), alerts("active", [(cab, ""), (york, "")])),
        (call("list_alerts", state="suppressed"), alerts("suppressed", [(bal, s_old), (hay, s_hay)])),
        (call("expire_silence", silence_id=s_old), f"Silence {s_old} expired at 2024-11-05T06:09:41Z"),
        (call("list_alerts", state="active"), alerts("active", [(cab, ""), (bal, ""), (york, "")])),
        (call("query_prometheus", expr="pid_heartbeat_age_seconds{device=\"pid-0588\"}", time="2024-11-05T06:12:30Z"),
         pj({"status": "success", "data": {"resultType": "vector", "result": [
             {"metric": {"__name__": "pid_heartbeat_age_seconds", "device": "pid-0588", "stop": "balfour_st_p1", "job": "pid-heartbeat", "instance": "pis-collector-2:9400"}, "value": [1730787150, "28350"]}]}})),
        (call("create_silence", matchers=[{"name": "alertname", "value": "PIDDisplayOffline", "isRegex": False}, {"name": "stop", "value": "balfour_st_p1", "isRegex": False}],
              startsAt="2024-11-05T06:13:00Z", endsAt="2024-11-05T09:00:00Z", createdBy="r.aziz", comment=c_bal2),
         pj({"silenceID": s_bal2})),
    ]
    rs.add(task="mcp", tid="h15-mcp-22", system=system, turns=turns,
           state="MCP server `alertmanager` connected (Alertmanager v0.27 at http://alertmanager.pis-prod:9093, Prometheus at http://prometheus.pis-prod:9090). On duty: r.aziz. Now 2024-11-05 06:04 UTC. Haymarket P2 display is being replaced this morning (WO-55812).")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
