# ruff: noqa: E501
"""Held-out set 12, MCP domain: 22 trajectories of MCP tool calls (11 with exactly one contradiction)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import INT, OBJ, RowSet, A, B, S, call, mcp_system, mcp_text, pj, tool

NUM: dict[str, Any] = {"type": "number"}


def env(obj: Any) -> str:
    return mcp_text(obj)


def table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------------------------
# 01 GitHub
def t01() -> dict[str, Any]:
    # GitHub PR review (bad): turn 9 lists the agent's own review under a different review id than the one turn 8 created (2187460953).
    own, repo = "tidewater-labs", "ferrule"
    tools = [
        tool("get_pull_request", "Get details of a specific pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("list_pull_request_files", "List the files changed in a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("list_commits", "List commits of a branch", {"owner": S, "repo": S, "sha": S, "per_page": INT, "page": INT}, ["owner", "repo"]),
        tool("get_pull_request_status", "Get the combined commit status of a pull request's head", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("get_file_contents", "Get the contents of a file or directory", {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("get_pull_request_comments", "Get the review comments on a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("create_pull_request_review", "Create a review on a pull request", {"owner": S, "repo": S, "pull_number": INT, "body": S, "event": {"type": "string", "enum": ["APPROVE", "REQUEST_CHANGES", "COMMENT"]}, "commit_id": S}, ["owner", "repo", "pull_number", "body", "event"]),
        tool("get_pull_request_reviews", "Get the reviews on a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("add_issue_comment", "Add a comment to an issue or pull request", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
    ]
    system = mcp_system("github", "GitHub REST API, authenticated as ines-okafor", tools)
    state = ("Authenticated GitHub user: ines-okafor (maintainer of tidewater-labs/ferrule, a Rust TOML/INI config parser).\n"
             "Task: review pull request #482, make sure its CI is green, approve it if it is sound, and thank the author in a PR comment.")
    head = "9c41e7d2b0a85f13e6c4d7a90b2f1e88c3d5a471"
    mid = "4be8a0f6d1c27395e8a1b7f04d6c2e93a5b8170c"
    first = "71d3c5e9a08f2b64c1e7d9a3f5b06284e9c1d3ab"
    base = "e02b6f1c9a3d4478b5e1f0c2a8d7936b4c1e05fa"
    api = f"https://api.github.com/repos/{own}/{repo}"
    pr = {
        "url": f"{api}/pulls/482", "id": 2291847306, "node_id": "PR_kwDOJx3Zmc6IlR4K",
        "html_url": f"https://github.com/{own}/{repo}/pull/482", "number": 482, "state": "open", "locked": False,
        "title": "de: keep quoted keys containing dots intact in dotted tables",
        "user": {"login": "mkaranja", "id": 58120943, "type": "User"},
        "body": "Fixes #471.\n\n`servers.\"eu.west\".port = 8080` was split on every dot, so the key ended up as `servers.eu.west.port`. The splitter now tracks quote state and only splits on bare dots. Error spans point at the offending segment instead of the whole key.\n\n- [x] tests for basic + literal quoted segments\n- [x] CHANGELOG entry",
        "created_at": "2025-05-06T08:14:52Z", "updated_at": "2025-05-07T16:02:11Z", "closed_at": None, "merged_at": None,
        "assignee": None, "requested_reviewers": [{"login": "ines-okafor", "id": 40377125}],
        "labels": [{"name": "bug", "color": "d73a4a"}, {"name": "parser", "color": "0e8a16"}],
        "milestone": {"number": 7, "title": "0.9.0", "state": "open"}, "draft": False,
        "head": {"label": "tidewater-labs:fix/quoted-dotted-keys", "ref": "fix/quoted-dotted-keys", "sha": head},
        "base": {"label": "tidewater-labs:main", "ref": "main", "sha": base},
        "author_association": "MEMBER", "merged": False, "mergeable": True, "rebaseable": True,
        "mergeable_state": "blocked", "comments": 2, "review_comments": 3, "commits": 3,
        "additions": 103, "deletions": 11, "changed_files": 5,
    }
    files = [
        {"sha": "c3f0a9b27e41d5086f2c9e7a1b3d84f0e6a25c19", "filename": "src/de/key.rs", "status": "modified", "additions": 22, "deletions": 3, "changes": 25},
        {"sha": "5a8e2d1f07c3b946e0d8a2f15c7b39e4d1a06f82", "filename": "src/de/table.rs", "status": "modified", "additions": 18, "deletions": 6, "changes": 24},
        {"sha": "e7b14c9d3a0f52e68b1d7c4a9f03e25b8d6c1a47", "filename": "src/error.rs", "status": "modified", "additions": 7, "deletions": 2, "changes": 9},
        {"sha": "0d9c6a3e8b25f71d4c0e9a2b6f18d3c5a7e4b920", "filename": "tests/quoted_keys.rs", "status": "added", "additions": 52, "deletions": 0, "changes": 52},
        {"sha": "b41e7a0c5d92f3e816a4c0d7b9e25f3a1c8d6e05", "filename": "CHANGELOG.md", "status": "modified", "additions": 4, "deletions": 0, "changes": 4},
    ]
    files[0]["patch"] = "@@ -28,5 +29,24 @@ impl KeySegment {\n \n pub(crate) fn split_dotted(raw: &str, span: Span) -> Result<Vec<KeySegment>, Error> {\n-    raw.split('.').map(|s| s.trim()).map(KeySegment::bare).collect()\n+    let mut segs = Vec::new();\n+    let mut quote: Option<char> = None;\n+    let mut start = 0;\n+    for (i, c) in raw.char_indices() {\n+        match (quote, c) {\n+            (None, '\"') | (None, '\\'') => quote = Some(c),\n+            (Some(q), c) if c == q => quote = None,\n+            (None, '.') => {\n+                segs.push(KeySegment::parse(&raw[start..i], span.sub(start, i))?);\n+                start = i + 1;\n+            }"
    commits = [
        {"sha": head, "commit": {"author": {"name": "Mwangi Karanja", "email": "mwangi@tidewater.dev", "date": "2025-05-07T15:58:40Z"}, "message": "test: cover quoted keys with dots in nested tables"}, "author": {"login": "mkaranja"}, "parents": [{"sha": mid}]},
        {"sha": mid, "commit": {"author": {"name": "Mwangi Karanja", "email": "mwangi@tidewater.dev", "date": "2025-05-06T19:31:07Z"}, "message": "de: keep quoted segments intact when splitting dotted keys"}, "author": {"login": "mkaranja"}, "parents": [{"sha": first}]},
        {"sha": first, "commit": {"author": {"name": "Mwangi Karanja", "email": "mwangi@tidewater.dev", "date": "2025-05-06T08:09:15Z"}, "message": "error: report span of offending key segment"}, "author": {"login": "mkaranja"}, "parents": [{"sha": base}]},
    ]

    def status(msrv_state: str, msrv_desc: str, msrv_upd: str) -> dict[str, Any]:
        sts = [
            {"state": "success", "context": "buildkite/ferrule/test-linux", "description": "Passed (4m 12s)", "target_url": "https://buildkite.com/tidewater/ferrule/builds/2219#linux", "updated_at": "2025-05-07T16:06:31Z"},
            {"state": "success", "context": "buildkite/ferrule/test-windows", "description": "Passed (7m 48s)", "target_url": "https://buildkite.com/tidewater/ferrule/builds/2219#windows", "updated_at": "2025-05-07T16:10:07Z"},
            {"state": "success", "context": "buildkite/ferrule/clippy", "description": "Passed (1m 55s)", "target_url": "https://buildkite.com/tidewater/ferrule/builds/2219#clippy", "updated_at": "2025-05-07T16:04:14Z"},
            {"state": msrv_state, "context": "buildkite/ferrule/msrv-1.70", "description": msrv_desc, "target_url": "https://buildkite.com/tidewater/ferrule/builds/2219#msrv", "updated_at": msrv_upd},
        ]
        return {"state": "success" if msrv_state == "success" else "pending", "sha": head, "total_count": 4, "statuses": sts,
                "repository": {"full_name": f"{own}/{repo}"}, "commit_url": f"{api}/commits/{head}"}

    key_rs = (
        "//! Splitting of dotted keys into segments.\n\nuse super::escape::unescape;\nuse crate::error::{Error, ErrorKind};\nuse crate::span::Span;\n\n"
        "#[derive(Debug, Clone, PartialEq, Eq)]\npub(crate) enum KeySegment {\n    Bare(String),\n    Basic(String),\n    Literal(String),\n}\n\n"
        "impl KeySegment {\n    pub(crate) fn parse(raw: &str, span: Span) -> Result<Self, Error> {\n        let t = raw.trim();\n"
        "        if let Some(inner) = t.strip_prefix('\"').and_then(|s| s.strip_suffix('\"')) {\n            return Ok(KeySegment::Basic(unescape(inner, span)?));\n        }\n"
        "        if let Some(inner) = t.strip_prefix('\\'').and_then(|s| s.strip_suffix('\\'')) {\n            return Ok(KeySegment::Literal(inner.to_owned()));\n        }\n"
        "        if t.is_empty() || !t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {\n            return Err(Error::new(ErrorKind::InvalidKey(t.to_owned()), span));\n        }\n"
        "        Ok(KeySegment::Bare(t.to_owned()))\n    }\n}\n\n"
        "pub(crate) fn split_dotted(raw: &str, span: Span) -> Result<Vec<KeySegment>, Error> {\n    let mut segs = Vec::new();\n    let mut quote: Option<char> = None;\n    let mut start = 0;\n"
        "    for (i, c) in raw.char_indices() {\n        match (quote, c) {\n            (None, '\"') | (None, '\\'') => quote = Some(c),\n            (Some(q), c) if c == q => quote = None,\n"
        "            (None, '.') => {\n                segs.push(KeySegment::parse(&raw[start..i], span.sub(start, i))?);\n                start = i + 1;\n            }\n            _ => {}\n        }\n    }\n"
        "    if quote.is_some() {\n        return Err(Error::new(ErrorKind::UnterminatedQuote, span.sub(start, raw.len())));\n    }\n"
        "    segs.push(KeySegment::parse(&raw[start..], span.sub(start, raw.len()))?);\n    Ok(segs)\n}\n"
    )
    comments = [
        {"id": 1587230914, "pull_request_review_id": 2185093318, "path": "src/de/key.rs", "line": 38, "side": "RIGHT", "commit_id": mid, "user": {"login": "okonkwo-a"},
         "body": "What happens with an unterminated quote like `a.\"b.c = 1`? Looks like we'd fall through and parse `\"b.c` as a bare key.", "created_at": "2025-05-06T21:10:44Z"},
        {"id": 1587231377, "pull_request_review_id": 2185093318, "path": "src/de/table.rs", "line": 142, "side": "RIGHT", "commit_id": mid, "user": {"login": "okonkwo-a"},
         "body": "nit: `seg_span` is only used once now, can inline.", "created_at": "2025-05-06T21:11:52Z"},
        {"id": 1588904126, "pull_request_review_id": 2186310447, "in_reply_to_id": 1587230914, "path": "src/de/key.rs", "line": 46, "side": "RIGHT", "commit_id": head, "user": {"login": "mkaranja"},
         "body": "Good catch, now returns `ErrorKind::UnterminatedQuote` with the span from the opening quote. Added `unterminated_quote_in_dotted_key` to tests/quoted_keys.rs.", "created_at": "2025-05-07T16:01:58Z"},
    ]
    review_body = "Splitter logic reads well and the unterminated-quote case is covered now. CI is green on all four pipelines including MSRV 1.70. Approving."
    turns = [
        (call("get_pull_request", owner=own, repo=repo, pull_number=482), env(pr)),
        (call("list_pull_request_files", owner=own, repo=repo, pull_number=482), env(files)),
        (call("list_commits", owner=own, repo=repo, sha="fix/quoted-dotted-keys", per_page=3), env(commits)),
        (call("get_pull_request_status", owner=own, repo=repo, pull_number=482), env(status("pending", "Running (3m 02s)", "2025-05-07T16:09:20Z"))),
        (call("get_file_contents", owner=own, repo=repo, path="src/de/key.rs", ref="fix/quoted-dotted-keys"),
         env({"type": "file", "encoding": "utf-8", "size": len(key_rs.encode()), "name": "key.rs", "path": "src/de/key.rs", "sha": "c3f0a9b27e41d5086f2c9e7a1b3d84f0e6a25c19",
              "html_url": f"https://github.com/{own}/{repo}/blob/fix/quoted-dotted-keys/src/de/key.rs", "content": key_rs})),
        (call("get_pull_request_comments", owner=own, repo=repo, pull_number=482), env(comments)),
        (call("get_pull_request_status", owner=own, repo=repo, pull_number=482), env(status("success", "Passed (6m 37s)", "2025-05-07T16:12:55Z"))),
        (call("create_pull_request_review", owner=own, repo=repo, pull_number=482, body=review_body, event="APPROVE", commit_id=head),
         env({"id": 2187460953, "node_id": "PRR_kwDOJx3Zmc6CYx5Z", "user": {"login": "ines-okafor", "id": 40377125, "type": "User"}, "body": review_body, "state": "APPROVED",
              "html_url": f"https://github.com/{own}/{repo}/pull/482#pullrequestreview-2187460953", "pull_request_url": f"{api}/pulls/482",
              "author_association": "MEMBER", "submitted_at": "2025-05-07T16:21:37Z", "commit_id": head})),
        (call("get_pull_request_reviews", owner=own, repo=repo, pull_number=482),
         env([
             {"id": 2185093318, "node_id": "PRR_kwDOJx3Zmc6CQ9mG", "user": {"login": "okonkwo-a", "id": 61200871}, "body": "A couple of questions inline.", "state": "COMMENTED",
              "html_url": f"https://github.com/{own}/{repo}/pull/482#pullrequestreview-2185093318", "author_association": "MEMBER", "submitted_at": "2025-05-06T21:12:09Z", "commit_id": mid},
             {"id": 2186310447, "node_id": "PRR_kwDOJx3Zmc6CVJ0v", "user": {"login": "mkaranja", "id": 58120943}, "body": "", "state": "COMMENTED",
              "html_url": f"https://github.com/{own}/{repo}/pull/482#pullrequestreview-2186310447", "author_association": "MEMBER", "submitted_at": "2025-05-07T16:01:58Z", "commit_id": head},
             {"id": 2187461953, "node_id": "PRR_kwDOJx3Zmc6CYx5Z", "user": {"login": "ines-okafor", "id": 40377125}, "body": review_body, "state": "APPROVED",
              "html_url": f"https://github.com/{own}/{repo}/pull/482#pullrequestreview-2187461953", "author_association": "MEMBER", "submitted_at": "2025-05-07T16:21:37Z", "commit_id": head},
         ])),
        (call("add_issue_comment", owner=own, repo=repo, issue_number=482, body="Thanks @mkaranja, nice fix, and thanks for adding the unterminated-quote test. This will go out in 0.9.0."),
         env({"id": 2861934402, "node_id": "IC_kwDOJx3Zmc6qlx3C", "html_url": f"https://github.com/{own}/{repo}/pull/482#issuecomment-2861934402",
              "issue_url": f"{api}/issues/482", "user": {"login": "ines-okafor", "id": 40377125}, "created_at": "2025-05-07T16:22:50Z", "updated_at": "2025-05-07T16:22:50Z",
              "author_association": "MEMBER", "body": "Thanks @mkaranja, nice fix, and thanks for adding the unterminated-quote test. This will go out in 0.9.0.", "reactions": {"total_count": 0}})),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=9, kind="identity: the agent's own PR review listed under a different review id than the one returned on creation")


# ---------------------------------------------------------------------------------------------------------------
# 02 Slack
def t02() -> dict[str, Any]:
    # Slack scanner-outage thread (clean): new messages from others, reply_count/reaction counts rising after the agent's reply and reaction, history window sliding.
    tools = [
        tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": S}, ["user_id"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread in Slack", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
    ]
    system = mcp_system("slack", "Slack Web API for the Quillmark Logistics workspace, bot user 'Ops Copilot'", tools)
    state = ("Slack workspace: Quillmark Logistics (team T01QMLG7A2). You act as the bot 'Ops Copilot' (user U07KZ3M1QHB).\n"
             "Task: find the scanner-outage thread in #ops-warehouse, post the SOTI status update in the thread, acknowledge it with :eyes:, "
             "then summarise the situation for the shift leads in #shift-leads.")
    ow, sl = "C04QH7N2K9R", "C03UX9A6PEW"
    dana, marcus, priya, bot = "U02FJ4N7K1D", "U05HT2R8WQX", "U04C8XK2P5L", "U07KZ3M1QHB"
    parent_ts = "1741714552.441209"
    channels = {"ok": True, "channels": [
        {"id": "C01HQ4ZK7PB", "name": "general", "is_channel": True, "created": 1579101032, "is_archived": False, "is_general": True, "is_member": True, "num_members": 214, "topic": {"value": "Company-wide announcements"}, "purpose": {"value": "This is the one channel that will always include everyone."}},
        {"id": sl, "name": "shift-leads", "is_channel": True, "created": 1661430295, "is_archived": False, "is_general": False, "is_member": True, "num_members": 9, "topic": {"value": "Handoffs + staffing"}, "purpose": {"value": "Shift lead coordination for the Stockton DC"}},
        {"id": ow, "name": "ops-warehouse", "is_channel": True, "created": 1680203117, "is_archived": False, "is_general": False, "is_member": True, "num_members": 23, "topic": {"value": "Stockton DC floor ops | outages → thread per incident"}, "purpose": {"value": "Day-to-day warehouse operations, Stockton DC"}},
        {"id": "C05B1LZ8T3M", "name": "ops-warehouse-west", "is_channel": True, "created": 1689012540, "is_archived": False, "is_general": False, "is_member": False, "num_members": 11, "topic": {"value": "Reno cross-dock"}, "purpose": {"value": "Operations for the Reno cross-dock"}},
        {"id": "C04D6M2PT8S", "name": "dock-scheduling", "is_channel": True, "created": 1670322871, "is_archived": False, "is_general": False, "is_member": True, "num_members": 17, "topic": {"value": "Inbound appointments"}, "purpose": {"value": "Carrier appointments and dock door assignments"}},
        {"id": "C06F2RW9N1K", "name": "it-helpdesk", "is_channel": True, "created": 1703789950, "is_archived": False, "is_general": False, "is_member": True, "num_members": 58, "topic": {"value": "File a ticket: go/it"}, "purpose": {"value": "IT questions and device issues"}},
    ], "response_metadata": {"next_cursor": "dGVhbTpDMDZIN1RLMlFQWA=="}}

    def msg(ts: str, user: str, text: str, **kw: Any) -> dict[str, Any]:
        return {"type": "message", "user": user, "text": text, "ts": ts, "team": "T01QMLG7A2", **kw}

    m_priya = msg("1741712222.000619", priya, "Morning all. Fresno truck arrived 40 min early, unloading at dock 2.")
    m_dana2 = msg("1741717211.903144", dana, "Reminder: cycle count for aisle 14 moved to Thursday.")
    m_marcus = msg("1741717990.512309", marcus, "Dock 3 is back on handhelds. Dock 5 still on paper picks.")
    parent_text = "Scanner outage: Zebra TC52 units on docks 3 and 5 can't reach WMS since ~10:20. Tracking here :thread:"
    r1 = msg("1741714990.207718", marcus, "Confirmed on dock 3, devices show 'WMS session expired' and then drop off Wi-Fi.", thread_ts=parent_ts, parent_user_id=dana)
    r2 = msg("1741715733.664012", priya, "IT says the RADIUS cert on the QML-FLOOR SSID rotated this morning. Devices need the new Wi-Fi profile pushed from SOTI.", thread_ts=parent_ts, parent_user_id=dana)
    r3 = msg("1741716408.118349", marcus, "Dock 3 units re-enrolled and working. Dock 5 next.", thread_ts=parent_ts, parent_user_id=dana)
    reply_text = "Update: SOTI profile push for the 8 dock 5 devices was queued at 11:42, ETA about 15 min. Paper picks continue on dock 5 until every unit shows green in MobiControl."
    r4 = {"type": "message", "subtype": "bot_message", "text": reply_text, "ts": "1741718657.205839", "bot_id": "B07KZ3M4R2T", "app_id": "A07KZ1V0P9C", "user": bot, "thread_ts": parent_ts, "parent_user_id": dana, "username": "Ops Copilot"}
    r5 = msg("1741719520.771460", marcus, "Dock 5: 6 of 8 units green after the push, two still pulling the profile. Leaving them on the charger.", thread_ts=parent_ts, parent_user_id=dana)
    parent1 = msg(parent_ts, dana, parent_text, thread_ts=parent_ts, reply_count=3, reply_users_count=2, latest_reply=r3["ts"], reply_users=[marcus, priya], is_locked=False, subscribed=True,
                  reactions=[{"name": "eyes", "users": [priya], "count": 1}])
    parent2 = msg(parent_ts, dana, parent_text, thread_ts=parent_ts, reply_count=5, reply_users_count=3, latest_reply=r5["ts"], reply_users=[marcus, priya, bot], is_locked=False, subscribed=True,
                  reactions=[{"name": "eyes", "users": [priya, bot], "count": 2}])
    m_priya2 = msg("1741719751.330582", priya, "Fresno truck fully unloaded, dock 2 free for the 12:30 Sacramento arrival.")
    summary = ("*Scanner outage, Stockton DC (12:00 status)*\n"
               "• Cause: RADIUS cert on QML-FLOOR SSID rotated this morning; TC52s need the new Wi-Fi profile from SOTI\n"
               "• Dock 3: re-enrolled, back on handhelds\n• Dock 5: profile pushed, 6 of 8 units green, 2 still updating, paper picks until all green\n"
               "• Thread: #ops-warehouse (Dana Whitlock owns it)")
    sl_a = msg("1741705364.118002", "U03RB8LQ6ZT", "Morning headcount: 41 on the floor, 3 call-outs (inbound).")
    sl_b = msg("1741719086.552907", dana, "Lunch relief rotation for today is pinned. Inbound takes 12:15, outbound 12:45.")
    sl_c = {"type": "message", "subtype": "bot_message", "text": summary, "ts": "1741719909.640115", "bot_id": "B07KZ3M4R2T", "app_id": "A07KZ1V0P9C", "user": bot, "username": "Ops Copilot"}
    turns = [
        (call("slack_list_channels", limit=6), env(channels)),
        (call("slack_get_channel_history", channel_id=ow, limit=4),
         env({"ok": True, "messages": [m_marcus, m_dana2, parent1, m_priya], "has_more": True, "pin_count": 2, "channel_actions_ts": None, "channel_actions_count": 0,
              "response_metadata": {"next_cursor": "bmV4dF90czoxNzQxNzExOTk4MDAwMjAw"}})),
        (call("slack_get_thread_replies", channel_id=ow, thread_ts=parent_ts),
         env({"ok": True, "messages": [parent1, r1, r2, r3], "has_more": False})),
        (call("slack_get_user_profile", user_id=dana),
         env({"ok": True, "profile": {"real_name": "Dana Whitlock", "display_name": "dana.w", "title": "Warehouse Systems Lead", "email": "dana.whitlock@quillmark.io",
                                      "phone": "+1 209 555 0147", "status_text": "On the floor, DM me", "status_emoji": ":package:", "tz": "America/Los_Angeles",
                                      "image_72": "https://avatars.slack-edge.com/2023-04-11/5108842_72.png", "team": "T01QMLG7A2"}})),
        (call("slack_reply_to_thread", channel_id=ow, thread_ts=parent_ts, text=reply_text), env({"ok": True, "channel": ow, "ts": r4["ts"], "message": r4})),
        (call("slack_add_reaction", channel_id=ow, timestamp=parent_ts, reaction="eyes"), env({"ok": True})),
        (call("slack_get_channel_history", channel_id=ow, limit=4),
         env({"ok": True, "messages": [m_priya2, m_marcus, m_dana2, parent2], "has_more": True, "pin_count": 2, "channel_actions_ts": None, "channel_actions_count": 0,
              "response_metadata": {"next_cursor": "bmV4dF90czoxNzQxNzE0NTUxMDAwMjAw"}})),
        (call("slack_get_thread_replies", channel_id=ow, thread_ts=parent_ts),
         env({"ok": True, "messages": [parent2, r1, r2, r3, r4, r5], "has_more": False})),
        (call("slack_post_message", channel_id=sl, text=summary), env({"ok": True, "channel": sl, "ts": sl_c["ts"], "message": sl_c})),
        (call("slack_get_channel_history", channel_id=sl, limit=3),
         env({"ok": True, "messages": [sl_c, sl_b, sl_a], "has_more": True, "pin_count": 1, "response_metadata": {"next_cursor": "bmV4dF90czoxNzQxNjIzMDExMDAwMjAw"}})),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 03 Notion
def t03() -> dict[str, Any]:
    # Notion grant tracker (clean): a page renamed and re-statused by the agent, a filtered query dropping the submitted page, a new page appearing, a to-do appended, last_edited_time advancing.
    tools = [
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S}, ["page_id"]),
        tool("API-patch-page", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-get-block-children", "Retrieve block children", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("API-patch-block-children", "Append block children", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-post-page", "Create a page", {"parent": OBJ, "properties": OBJ, "children": A}, ["parent", "properties"]),
    ]
    system = mcp_system("notion", "Notion API for the Open Ledger Collective workspace", tools)
    db = "1a7c3e90-5b2d-4f18-9e6a-0c84d2b7f315"
    state = (f"Notion workspace: Open Ledger Collective. Database 'Grant pipeline' (id {db}) with properties Name (title), Status (select: Researching, Drafting, Submitted, Awarded, Declined), "
             "Deadline (date), Ask (number, USD), Owner (people), Submitted on (date).\n"
             "Task: fix the typo in the Knight grant's title and add the audited-financials item to its checklist, mark the Mozilla application as submitted today (2025-04-08), "
             "and add the NEH Digital Humanities Advancement Grant (deadline 2025-05-14, ask $150,000, owner Kofi Mensah) as Drafting.")
    tamsin = {"object": "user", "id": "6f1d2c84-3b9e-4a07-8c15-d2e09b7a4f61", "name": "Tamsin Reyes", "avatar_url": None, "type": "person", "person": {"email": "tamsin@openledger.org"}}
    kofi = {"object": "user", "id": "0b8e5a13-7c2d-4f96-a1e4-93c7d5f20b88", "name": "Kofi Mensah", "avatar_url": None, "type": "person", "person": {"email": "kofi@openledger.org"}}
    author = {"object": "user", "id": "c41a9f02-58de-4b37-9e60-7a2d1b3c8e95"}

    def page(pid: str, title: str, status: str, deadline: str, ask: int, owner: dict[str, Any], created: str, edited: str, submitted: str | None = None, color: str = "yellow") -> dict[str, Any]:
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited, "created_by": author, "last_edited_by": author,
                "cover": None, "icon": None, "parent": {"type": "database_id", "database_id": db}, "archived": False, "in_trash": False,
                "properties": {
                    "Submitted on": {"id": "Ws%5Eq", "type": "date", "date": {"start": submitted, "end": None, "time_zone": None} if submitted else None},
                    "Owner": {"id": "bN%3Fk", "type": "people", "people": [owner]},
                    "Ask": {"id": "Ma%7Bt", "type": "number", "number": ask},
                    "Deadline": {"id": "e%3BRz", "type": "date", "date": {"start": deadline, "end": None, "time_zone": None}},
                    "Status": {"id": "Lx%40p", "type": "select", "select": {"id": {"Drafting": "f1c2", "Submitted": "9a0e", "Researching": "3d7b"}[status], "name": status, "color": color}},
                    "Name": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": title, "link": None}, "plain_text": title, "href": None}]},
                },
                "url": "https://www.notion.so/" + title.replace(" ", "-").replace("–", "").replace("&", "").replace("--", "-") + "-" + pid.replace("-", ""),
                "public_url": None}

    p1 = "1b2f8a4c-6d3e-81f0-a9c2-e5d7b0f41a26"
    p2 = "1b2f8a4c-6d3e-81a7-b3d9-f0c6e28a5b14"
    p3 = "1b2f8a4c-6d3e-8134-8e7f-1ca9d3b60c72"
    p4 = "1d0e6b93-2a4f-8177-bc05-7e3f19a2d640"
    k_old, k_new = "Knight Foundaton Prototype Fund", "Knight Foundation Prototype Fund"
    moz = "Mozilla Technology Fund – Open Source AI"
    sloan = "Sloan Foundation – Digital Infrastructure"
    neh = "NEH Digital Humanities Advancement Grant"
    k1 = page(p1, k_old, "Drafting", "2025-04-11", 35000, tamsin, "2025-03-03T10:12:00.000Z", "2025-04-02T17:20:00.000Z")
    m1 = page(p2, moz, "Drafting", "2025-04-18", 50000, kofi, "2025-03-10T09:44:00.000Z", "2025-04-07T21:03:00.000Z")
    s1 = page(p3, sloan, "Drafting", "2025-06-02", 120000, tamsin, "2025-02-19T15:30:00.000Z", "2025-03-28T11:08:00.000Z")
    k2 = page(p1, k_new, "Drafting", "2025-04-11", 35000, tamsin, "2025-03-03T10:12:00.000Z", "2025-04-08T14:06:00.000Z")
    k3 = page(p1, k_new, "Drafting", "2025-04-11", 35000, tamsin, "2025-03-03T10:12:00.000Z", "2025-04-08T14:07:00.000Z")
    m2 = page(p2, moz, "Submitted", "2025-04-18", 50000, kofi, "2025-03-10T09:44:00.000Z", "2025-04-08T14:09:00.000Z", submitted="2025-04-08", color="green")
    n1 = page(p4, neh, "Drafting", "2025-05-14", 150000, kofi, "2025-04-08T14:11:00.000Z", "2025-04-08T14:11:00.000Z")
    nsf = page("1a9d4c70-e83b-4f21-9d5a-08c2b6e3f417", "NSF POSE Phase I", "Submitted", "2025-03-05", 300000, tamsin, "2024-12-02T13:20:00.000Z", "2025-03-04T22:41:00.000Z", submitted="2025-03-04", color="green")
    ford = page("1a0b7e25-9c6d-4e83-b1f4-c5a2d8e09371", "Ford Foundation – Technology & Society", "Submitted", "2025-02-14", 200000, kofi, "2024-11-18T16:05:00.000Z", "2025-02-12T19:57:00.000Z", submitted="2025-02-12", color="green")

    def blk(bid: str, kind: str, text: str, created: str, checked: bool | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"rich_text": [{"type": "text", "text": {"content": text, "link": None}, "plain_text": text, "href": None}], "color": "default"}
        if kind == "to_do":
            body["checked"] = bool(checked)
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": p1}, "created_time": created, "last_edited_time": created,
                "has_children": False, "archived": False, "in_trash": False, "type": kind, kind: body}

    blocks = [
        blk("1b2f8a4c-6d3e-8102-9f1a-c4e7d03b5a11", "heading_2", "Checklist", "2025-03-03T10:12:00.000Z"),
        blk("1b2f8a4c-6d3e-8119-a6d4-2b9e0c7f1d52", "to_do", "Budget narrative (max 2 pages)", "2025-03-03T10:13:00.000Z", True),
        blk("1b2f8a4c-6d3e-8127-8c3b-f5a1e9d2046c", "to_do", "Two letters of support (Civic Signal, Data Commons Lab)", "2025-03-03T10:13:00.000Z", False),
        blk("1b2f8a4c-6d3e-813d-b0e8-9a6c4f27d183", "to_do", "Project timeline graphic", "2025-03-12T08:51:00.000Z", False),
        blk("1b2f8a4c-6d3e-8150-91f7-3e8d2c5ab406", "paragraph", "Portal login is in 1Password under 'Knight portal'. Submit as PDF, 10 MB max.", "2025-03-12T08:52:00.000Z"),
    ]
    new_blk = blk("1d0e6b93-2a4f-8012-a3c9-5f7b1e04d2c8", "to_do", "Attach FY2024 audited financials", "2025-04-08T14:07:00.000Z", False)

    def qres(results: list[dict[str, Any]]) -> dict[str, Any]:
        return {"object": "list", "results": results, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}, "request_id": "d3b8f1a2-6c4e-4f07-9e51-2a7c0b9d3e68"}

    q_drafting = {"property": "Status", "select": {"equals": "Drafting"}}
    turns = [
        (call("API-post-database-query", database_id=db, filter=q_drafting, sorts=[{"property": "Deadline", "direction": "ascending"}]), pj(qres([k1, m1, s1]))),
        (call("API-retrieve-a-page", page_id=p1), pj(k1)),
        (call("API-patch-page", page_id=p1, properties={"Name": {"title": [{"text": {"content": k_new}}]}}), pj(k2)),
        (call("API-get-block-children", block_id=p1, page_size=50), pj({"object": "list", "results": blocks, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-patch-block-children", block_id=p1, children=[{"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": "Attach FY2024 audited financials"}}], "checked": False}}]),
         pj({"object": "list", "results": [new_blk], "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-patch-page", page_id=p2, properties={"Status": {"select": {"name": "Submitted"}}, "Submitted on": {"date": {"start": "2025-04-08"}}}), pj(m2)),
        (call("API-post-page", parent={"database_id": db}, properties={"Name": {"title": [{"text": {"content": neh}}]}, "Status": {"select": {"name": "Drafting"}},
                                                                     "Deadline": {"date": {"start": "2025-05-14"}}, "Ask": {"number": 150000}, "Owner": {"people": [{"id": kofi["id"]}]}}), pj(n1)),
        (call("API-post-database-query", database_id=db, filter=q_drafting, sorts=[{"property": "Deadline", "direction": "ascending"}]), pj(qres([k3, n1, s1]))),
        (call("API-post-database-query", database_id=db, filter={"property": "Status", "select": {"equals": "Submitted"}}, sorts=[{"property": "Deadline", "direction": "descending"}]),
         pj(qres([m2, nsf, ford]))),
        (call("API-get-block-children", block_id=p1, page_size=50), pj({"object": "list", "results": blocks + [new_blk], "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 04 Postgres
def t04() -> dict[str, Any]:
    # Postgres dedupe (bad): turn 6's ROLLUP total is 18438 although turn 3 counted 18442 rows and turn 5 deleted 7 (should be 18435).
    tools = [
        tool("list_tables", "List tables in a schema with row estimates and sizes", {"schema": S}, []),
        tool("describe_table", "Describe a table's columns, indexes and constraints (like psql \\d+)", {"table": S, "schema": S}, ["table"]),
        tool("execute_sql", "Execute a SQL statement against the database and return psql-formatted output", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("postgres", "PostgreSQL 16 database larkspur_mail, read-write role newsletter_ops", tools)
    state = ("Database: larkspur_mail on pg-newsletter-01 (PostgreSQL 16.4), role newsletter_ops with read-write access.\n"
             "Task: the signup form used to store emails case-sensitively, so some subscribers exist twice. Remove the duplicate rows (keep the oldest id per address), "
             "then add the two addresses from today's import file (rosalind.achebe@gmail.com, t.vanderberg@kpnmail.nl) as active subscribers from source 'csv-import'.")
    dt = ("                              List of relations\n"
          " Schema |       Name        | Type  |     Owner      | Persistence |  Size   | Description\n"
          "--------+-------------------+-------+----------------+-------------+---------+-------------\n"
          " public | campaigns         | table | newsletter_ops | permanent   | 184 kB  |\n"
          " public | list_memberships  | table | newsletter_ops | permanent   | 2912 kB |\n"
          " public | lists             | table | newsletter_ops | permanent   | 16 kB   |\n"
          " public | sends             | table | newsletter_ops | permanent   | 41 MB   |\n"
          " public | subscribers       | table | newsletter_ops | permanent   | 3488 kB |\n"
          " public | suppression_list  | table | newsletter_ops | permanent   | 64 kB   |\n"
          "(6 rows)\n")
    d = ('                                              Table "public.subscribers"\n'
         "    Column     |           Type           | Collation | Nullable |                 Default                 | Storage  \n"
         "---------------+--------------------------+-----------+----------+-----------------------------------------+----------\n"
         " id            | bigint                   |           | not null | nextval('subscribers_id_seq'::regclass) | plain    \n"
         " email         | text                     |           | not null |                                         | extended \n"
         " first_name    | text                     |           |          |                                         | extended \n"
         " status        | text                     |           | not null | 'active'::text                          | extended \n"
         " source        | text                     |           |          |                                         | extended \n"
         " created_at    | timestamp with time zone |           | not null | now()                                   | plain    \n"
         " confirmed_at  | timestamp with time zone |           |          |                                         | plain    \n"
         "Indexes:\n"
         '    "subscribers_pkey" PRIMARY KEY, btree (id)\n'
         '    "subscribers_email_key" UNIQUE CONSTRAINT, btree (email)\n'
         '    "subscribers_status_idx" btree (status)\n'
         "Check constraints:\n"
         "    \"subscribers_status_check\" CHECK (status = ANY (ARRAY['active'::text, 'bounced'::text, 'unsubscribed'::text]))\n"
         "Referenced by:\n"
         '    TABLE "list_memberships" CONSTRAINT "list_memberships_subscriber_id_fkey" FOREIGN KEY (subscriber_id) REFERENCES subscribers(id) ON DELETE CASCADE\n'
         '    TABLE "sends" CONSTRAINT "sends_subscriber_id_fkey" FOREIGN KEY (subscriber_id) REFERENCES subscribers(id) ON DELETE SET NULL\n'
         "Access method: heap\n")
    dup_sql = ("SELECT lower(email) AS email_norm, count(*) AS n, array_agg(id ORDER BY id) AS ids\nFROM subscribers\nGROUP BY lower(email)\nHAVING count(*) > 1\nORDER BY n DESC, email_norm;")
    dup_out = ("        email_norm        | n |        ids\n"
               "--------------------------+---+--------------------\n"
               " a.ruiz@fastmail.com      | 3 | {1204,9917,15530}\n"
               " bennett.k@outlook.com    | 2 | {877,14021}\n"
               " hello@ottermoon.studio   | 2 | {5561,5562}\n"
               " j.oduya@gmail.com        | 2 | {3310,17208}\n"
               " marguerite.lin@proton.me | 2 | {402,11876}\n"
               " tomas.sverre@gmail.com   | 2 | {9045,16733}\n"
               "(6 rows)\n")
    del_sql = ("DELETE FROM subscribers\nWHERE id IN (\n  SELECT id FROM (\n    SELECT id, row_number() OVER (PARTITION BY lower(email) ORDER BY id) AS rn\n    FROM subscribers\n  ) s\n  WHERE s.rn > 1\n);")
    roll_sql = "SELECT coalesce(status, 'TOTAL') AS status, count(*) AS n\nFROM subscribers\nGROUP BY ROLLUP (status)\nORDER BY status = 'TOTAL', status;"
    roll_out = ("    status    |   n\n"
                "--------------+-------\n"
                " active       | 16874\n"
                " bounced      |   409\n"
                " unsubscribed |  1155\n"
                " TOTAL        | 18438\n"
                "(4 rows)\n")
    ins_sql = ("INSERT INTO subscribers (email, status, source)\nVALUES ('rosalind.achebe@gmail.com', 'active', 'csv-import'),\n       ('t.vanderberg@kpnmail.nl', 'active', 'csv-import')\n"
               "RETURNING id, email, status, created_at;")
    ins_out = ("  id   |           email           | status |          created_at\n"
               "-------+---------------------------+--------+-------------------------------\n"
               " 19877 | rosalind.achebe@gmail.com | active | 2025-02-24 09:41:17.302815+00\n"
               " 19878 | t.vanderberg@kpnmail.nl   | active | 2025-02-24 09:41:17.302815+00\n"
               "(2 rows)\n\nINSERT 0 2\n")
    chk_sql = ("SELECT id, email, status, created_at::date AS created\nFROM subscribers\nWHERE lower(email) IN ('a.ruiz@fastmail.com', 'hello@ottermoon.studio', 'marguerite.lin@proton.me')\nORDER BY id;")
    chk_out = ("  id  |          email           |  status  |  created\n"
               "------+--------------------------+----------+------------\n"
               "  402 | marguerite.lin@proton.me | active   | 2021-06-14\n"
               " 1204 | A.Ruiz@fastmail.com      | active   | 2021-09-02\n"
               " 5561 | hello@ottermoon.studio   | bounced  | 2022-08-19\n"
               "(3 rows)\n")
    lm_sql = "SELECT count(*) AS orphan_memberships\nFROM list_memberships\nWHERE subscriber_id IN (9917, 15530, 14021, 5562, 17208, 11876, 16733);"
    turns = [
        (call("list_tables", schema="public"), dt),
        (call("describe_table", table="subscribers", schema="public"), d),
        (call("execute_sql", sql="SELECT count(*) FROM subscribers;"), " count\n-------\n 18442\n(1 row)\n"),
        (call("execute_sql", sql=dup_sql), dup_out),
        (call("execute_sql", sql=del_sql), "DELETE 7\n"),
        (call("execute_sql", sql=roll_sql), roll_out),
        (call("execute_sql", sql=ins_sql), ins_out),
        (call("execute_sql", sql=dup_sql), " email_norm | n | ids\n------------+---+-----\n(0 rows)\n"),
        (call("execute_sql", sql=chk_sql), chk_out),
        (call("execute_sql", sql=lm_sql), " orphan_memberships\n--------------------\n                  0\n(1 row)\n"),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=6, kind="count: subscriber total after deleting 7 of 18442 rows reads 18438 instead of 18435")


# ---------------------------------------------------------------------------------------------------------------
# 05 Google Calendar
def t05() -> dict[str, Any]:
    # Calendar reschedule (bad): turn 7 lists the vendor review at 3:00-4:00 PM although turn 5 moved it to 14:30-15:30 and nothing changed it since.
    tools = [
        tool("list_calendars", "List all calendars the user can access", {}, []),
        tool("list_events", "List events from a calendar within a time range", {"calendarId": S, "timeMin": S, "timeMax": S}, ["calendarId"]),
        tool("get_event", "Get a single event by id", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("get_freebusy", "Query free/busy information for calendars", {"timeMin": S, "timeMax": S, "items": A, "timeZone": S}, ["timeMin", "timeMax", "items"]),
        tool("update_event", "Update an existing event", {"calendarId": S, "eventId": S, "start": OBJ, "end": OBJ, "attendees": A, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("create_event", "Create a new event", {"calendarId": S, "summary": S, "description": S, "start": OBJ, "end": OBJ, "reminders": OBJ}, ["calendarId", "summary", "start", "end"]),
        tool("delete_event", "Delete an event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar API v3 for renata.solberg@halvorsen-foods.com", tools)
    me = "renata.solberg@halvorsen-foods.com"
    state = (f"Google account: {me} (Halvorsen Foods, procurement). Time zone America/Toronto. Today is Thursday 2025-04-10.\n"
             "Task: Luis can't make Thursday's Brightline vendor review. Move it to a slot on Wednesday 2025-04-16 that works for Luis and Aleksandra Kowalczyk (QA, add her as attendee), "
             "block 30 minutes of prep before it, and remove the Wednesday-morning supplier-visit hold, which was cancelled.")
    rev = "3qv8m1ok2t5n7p0r4s6u9w1y3b"
    cals = ("Available calendars (4):\n"
            f"1. {me} (primary)\n   ID: {me}\n   Access: owner | Time zone: America/Toronto | Color: #9fe1e7\n"
            "2. Procurement team\n   ID: c_8b1f4e7a2d9c03f6e5a1b7d4c8e2f90a@group.calendar.google.com\n   Access: writer | Time zone: America/Toronto | Color: #f691b2\n"
            "3. Supplier deliveries (shared)\n   ID: c_2e7d9a4f1c6b08e3a5d2f7c1b9e40a6d@group.calendar.google.com\n   Access: reader | Time zone: America/Toronto | Color: #cca6ac\n"
            "4. Holidays in Canada\n   ID: en.canadian#holiday@group.v.calendar.google.com\n   Access: reader | Time zone: America/Toronto | Color: #16a765")

    def ev(i: int, title: str, eid: str, when: str, extra: str = "") -> str:
        return f"{i}. {title}\n   ID: {eid}\n   {when}" + (f"\n   {extra}" if extra else "")

    week = "\n".join([
        "Found 10 events between 2025-04-14 and 2025-04-19:",
        ev(1, "Weekly procurement stand-up", "5k2r9v0b1m7d3c8e6a4f0g2h1j_20250414T133000Z", "Mon Apr 14, 2025 9:30 AM - 10:00 AM (America/Toronto)", "Recurring | Meet link"),
        ev(2, "Packaging RFQ scoring (round 2)", "0lq7c3n9p2s4u6w8y1a3c5e7g9", "Mon Apr 14, 2025 1:00 PM - 2:30 PM", "Location: Boardroom 3B"),
        ev(3, "1:1 with Marguerite", "6ht4b8d2f0j1l3n5p7r9t2v4x6_20250415T190000Z", "Tue Apr 15, 2025 3:00 PM - 3:30 PM", "Recurring"),
        ev(4, "Hold: supplier site visit (tentative)", "2gm5k8p1r4u7x0a3d6g9j2m5p8", "Wed Apr 16, 2025 9:00 AM - 12:00 PM", "Status: tentative"),
        ev(5, "Lunch w/ Adaeze (Corrugated Direct)", "9fb1d3h5k7m9p1s3u5w7y9b1d3", "Wed Apr 16, 2025 12:00 PM - 1:00 PM", "Location: Lee's Palace Cafe"),
        ev(6, "Budget sync with Finance", "4pc6e8g0i2k4m6o8q0s2u4w6y8", "Wed Apr 16, 2025 4:00 PM - 4:45 PM", "Meet link"),
        ev(7, "Q2 vendor review - Brightline Packaging", rev, "Thu Apr 17, 2025 10:00 AM - 11:00 AM", "Teams | 3 attendees"),
        ev(8, "Freight invoice audit", "1vd3f5h7j9l1n3p5r7t9v1x3z5", "Thu Apr 17, 2025 1:00 PM - 2:00 PM"),
        ev(9, "Carrier scorecard review", "8wj2l4n6q8s0u2w4y6a8c0e2g4", "Thu Apr 17, 2025 3:00 PM - 3:30 PM", "Location: Boardroom 3B"),
        ev(10, "Good Friday", "20250418_60o30d9l6ko30c1g60o30dr56g", "Fri Apr 18, 2025 (all day)", "Calendar: Holidays in Canada"),
    ])
    attendees0 = [
        {"email": me, "displayName": "Renata Solberg", "organizer": True, "self": True, "responseStatus": "accepted"},
        {"email": "d.mbeki@brightlinepack.com", "displayName": "Dumisani Mbeki", "responseStatus": "accepted"},
        {"email": "l.ferreira@halvorsen-foods.com", "displayName": "Luis Ferreira", "responseStatus": "declined", "comment": "Out at the Guelph plant Thursday"},
    ]
    desc = "Agenda:\n1. Q1 OTIF and defect rates (Brightline dashboard)\n2. Resin surcharge proposal for Q3\n3. Tray redesign samples: status\n\nTeams: https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjRjMmE4"

    def event(start: str, end: str, attendees: list[dict[str, Any]], seq: int, updated: str) -> dict[str, Any]:
        return {"kind": "calendar#event", "etag": f"\"33870{seq}4129381000\"", "id": rev, "status": "confirmed",
                "htmlLink": "https://www.google.com/calendar/event?eid=M3F2OG0xb2syd", "created": "2025-03-27T14:02:51.000Z", "updated": updated,
                "summary": "Q2 vendor review - Brightline Packaging", "description": desc, "location": "Microsoft Teams",
                "creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
                "start": {"dateTime": start, "timeZone": "America/Toronto"}, "end": {"dateTime": end, "timeZone": "America/Toronto"},
                "iCalUID": f"{rev}@google.com", "sequence": seq, "attendees": attendees, "guestsCanModify": False,
                "reminders": {"useDefault": True}, "eventType": "default"}

    fb = {"kind": "calendar#freeBusy", "timeMin": "2025-04-16T12:00:00.000Z", "timeMax": "2025-04-16T22:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2025-04-16T13:00:00Z", "end": "2025-04-16T16:00:00Z"}, {"start": "2025-04-16T16:00:00Z", "end": "2025-04-16T17:00:00Z"}, {"start": "2025-04-16T20:00:00Z", "end": "2025-04-16T20:45:00Z"}]},
        "l.ferreira@halvorsen-foods.com": {"busy": [{"start": "2025-04-16T17:00:00Z", "end": "2025-04-16T18:00:00Z"}, {"start": "2025-04-16T20:00:00Z", "end": "2025-04-16T21:00:00Z"}]},
        "a.kowalczyk@halvorsen-foods.com": {"busy": [{"start": "2025-04-16T14:00:00Z", "end": "2025-04-16T15:00:00Z"}, {"start": "2025-04-16T19:45:00Z", "end": "2025-04-16T20:15:00Z"}]},
        "d.mbeki@brightlinepack.com": {"errors": [{"domain": "global", "reason": "notFound"}]},
    }}
    attendees1 = [
        {"email": me, "displayName": "Renata Solberg", "organizer": True, "self": True, "responseStatus": "accepted"},
        {"email": "d.mbeki@brightlinepack.com", "displayName": "Dumisani Mbeki", "responseStatus": "needsAction"},
        {"email": "l.ferreira@halvorsen-foods.com", "displayName": "Luis Ferreira", "responseStatus": "needsAction"},
        {"email": "a.kowalczyk@halvorsen-foods.com", "displayName": "Aleksandra Kowalczyk", "responseStatus": "needsAction"},
    ]
    prep_id = "7hc2f4k9lq0s8v1x3z5b6n2m4p"
    prep = {"kind": "calendar#event", "etag": "\"3387118526054000\"", "id": prep_id, "status": "confirmed", "htmlLink": "https://www.google.com/calendar/event?eid=N2hjMmY0azlscTBz",
            "created": "2025-04-10T19:05:26.000Z", "updated": "2025-04-10T19:05:26.027Z", "summary": "Prep: Brightline vendor review",
            "description": "Pull Q1 OTIF + defect export, review resin surcharge memo, print tray sample photos.",
            "creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
            "start": {"dateTime": "2025-04-16T13:45:00-04:00", "timeZone": "America/Toronto"}, "end": {"dateTime": "2025-04-16T14:15:00-04:00", "timeZone": "America/Toronto"},
            "iCalUID": f"{prep_id}@google.com", "sequence": 0, "reminders": {"useDefault": False, "overrides": [{"method": "popup", "minutes": 10}]}, "eventType": "default"}
    wed = "\n".join([
        "Found 5 events between 2025-04-16 and 2025-04-17:",
        ev(1, "Hold: supplier site visit (tentative)", "2gm5k8p1r4u7x0a3d6g9j2m5p8", "Wed Apr 16, 2025 9:00 AM - 12:00 PM", "Status: tentative"),
        ev(2, "Lunch w/ Adaeze (Corrugated Direct)", "9fb1d3h5k7m9p1s3u5w7y9b1d3", "Wed Apr 16, 2025 12:00 PM - 1:00 PM", "Location: Lee's Palace Cafe"),
        ev(3, "Prep: Brightline vendor review", prep_id, "Wed Apr 16, 2025 1:45 PM - 2:15 PM", "Reminder: popup 10 min"),
        ev(4, "Q2 vendor review - Brightline Packaging", rev, "Wed Apr 16, 2025 3:00 PM - 4:00 PM", "Teams | 4 attendees"),
        ev(5, "Budget sync with Finance", "4pc6e8g0i2k4m6o8q0s2u4w6y8", "Wed Apr 16, 2025 4:00 PM - 4:45 PM", "Meet link"),
    ])
    thu = "\n".join([
        "Found 2 events between 2025-04-17 and 2025-04-18:",
        ev(1, "Freight invoice audit", "1vd3f5h7j9l1n3p5r7t9v1x3z5", "Thu Apr 17, 2025 1:00 PM - 2:00 PM"),
        ev(2, "Carrier scorecard review", "8wj2l4n6q8s0u2w4y6a8c0e2g4", "Thu Apr 17, 2025 3:00 PM - 3:30 PM", "Location: Boardroom 3B"),
    ])
    turns = [
        (call("list_calendars"), cals),
        (call("list_events", calendarId="primary", timeMin="2025-04-14T00:00:00-04:00", timeMax="2025-04-19T00:00:00-04:00"), week),
        (call("get_event", calendarId="primary", eventId=rev), pj(event("2025-04-17T10:00:00-04:00", "2025-04-17T11:00:00-04:00", attendees0, 0, "2025-04-09T16:48:12.000Z"))),
        (call("get_freebusy", timeMin="2025-04-16T08:00:00-04:00", timeMax="2025-04-16T18:00:00-04:00", timeZone="America/Toronto",
              items=[{"id": me}, {"id": "l.ferreira@halvorsen-foods.com"}, {"id": "a.kowalczyk@halvorsen-foods.com"}, {"id": "d.mbeki@brightlinepack.com"}]), pj(fb)),
        (call("update_event", calendarId="primary", eventId=rev, start={"dateTime": "2025-04-16T14:30:00-04:00", "timeZone": "America/Toronto"},
              end={"dateTime": "2025-04-16T15:30:00-04:00", "timeZone": "America/Toronto"},
              attendees=[{"email": me}, {"email": "d.mbeki@brightlinepack.com"}, {"email": "l.ferreira@halvorsen-foods.com"}, {"email": "a.kowalczyk@halvorsen-foods.com"}], sendUpdates="all"),
         pj(event("2025-04-16T14:30:00-04:00", "2025-04-16T15:30:00-04:00", attendees1, 1, "2025-04-10T19:04:12.381Z"))),
        (call("create_event", calendarId="primary", summary="Prep: Brightline vendor review", description=prep["description"],
              start={"dateTime": "2025-04-16T13:45:00-04:00", "timeZone": "America/Toronto"}, end={"dateTime": "2025-04-16T14:15:00-04:00", "timeZone": "America/Toronto"},
              reminders={"useDefault": False, "overrides": [{"method": "popup", "minutes": 10}]}), pj(prep)),
        (call("list_events", calendarId="primary", timeMin="2025-04-16T00:00:00-04:00", timeMax="2025-04-17T00:00:00-04:00"), wed),
        (call("delete_event", calendarId="primary", eventId="2gm5k8p1r4u7x0a3d6g9j2m5p8", sendUpdates="none"), "Event 2gm5k8p1r4u7x0a3d6g9j2m5p8 deleted successfully."),
        (call("list_events", calendarId="primary", timeMin="2025-04-17T00:00:00-04:00", timeMax="2025-04-18T00:00:00-04:00"), thu),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=7, kind="value set reads back different: rescheduled meeting listed at 3:00-4:00 PM instead of the 2:30-3:30 PM the update set")


# ---------------------------------------------------------------------------------------------------------------
# 06 Jira
def t06() -> dict[str, Any]:
    # Jira sprint triage (clean): transition removes an issue from a status-filtered JQL search, a similar key (PAYR-1124 vs PAYR-1142), a newly created issue joining the sprint, comment count and updated time advancing.
    tools = [
        tool("jira_search", "Search Jira issues using JQL", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get details of a Jira issue", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_get_transitions", "Get available status transitions for an issue", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition an issue to a new status", {"issue_key": S, "transition_id": S}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update fields of an issue", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_add_comment", "Add a comment to an issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_create_issue", "Create a new issue", {"project_key": S, "summary": S, "issue_type": S, "description": S, "additional_fields": OBJ}, ["project_key", "summary", "issue_type"]),
    ]
    system = mcp_system("jira", "Jira Cloud for northwind-payroll.atlassian.net", tools)
    state = ("Jira site: northwind-payroll.atlassian.net, project PAYR (Payroll Engine), board 'PAYR Scrum', active sprint 'PAYR Sprint 41' (id 412, ends 2025-09-24). "
             "You are logged in as rhea.castellanos.\nTask: pick up the highest-priority To Do item in the sprint, take it (5 points), note your plan on it, and file the bug QA "
             "reported in chat (overtime rounding on bi-weekly runs) into the sprint.")
    jql = 'project = PAYR AND sprint in openSprints() AND status = "To Do" ORDER BY priority DESC, key ASC'
    hdr = ["Key", "Type", "Priority", "Status", "Summary", "Assignee", "Points", "Updated"]
    s1 = table(hdr, [
        ["PAYR-1142", "Bug", "Highest", "To Do", "Retro pay for mid-period rate change ignores the effective date", "Unassigned", "-", "2025-09-15 16:41"],
        ["PAYR-1124", "Story", "High", "To Do", "Export YTD retro adjustments to the GL journal file", "Oliver Brandt", "3", "2025-09-12 10:05"],
        ["PAYR-1163", "Task", "Medium", "To Do", "Bump payroll-tax tables to 2025 Q4 release", "Unassigned", "2", "2025-09-14 09:30"],
        ["PAYR-1171", "Bug", "Medium", "To Do", "Payslip PDF cuts off long cost-centre names", "Mei Lin Tan", "1", "2025-09-15 11:22"],
        ["PAYR-1179", "Story", "Low", "To Do", "Show garnishment caps on the employee detail page", "Unassigned", "3", "2025-09-13 14:58"],
    ])
    search1 = f"Found 5 issues (showing 5):\n\n{s1}"
    issue1 = ("PAYR-1142: Retro pay for mid-period rate change ignores the effective date\n"
              "Type: Bug | Priority: Highest | Status: To Do | Resolution: Unresolved\n"
              "Reporter: Sunita Rao | Assignee: Unassigned | Story points: - | Sprint: PAYR Sprint 41\n"
              "Components: retro-engine | Labels: customer-reported, regression | Fix version: 2025.10\n"
              "Created: 2025-09-11 08:12 | Updated: 2025-09-15 16:41\n\n"
              "Description:\nWhen an hourly rate change is entered with an effective date inside an already-paid period, the retro run recalculates the whole period "
              "at the new rate instead of splitting at the effective date. Seen for Halsey Foods (tenant 2207) run 2025-09-05: 14 employees overpaid by a total of $1,318.40.\n\n"
              "Comments (2):\n"
              "[2025-09-11 09:40] Oliver Brandt: Looks like RetroCalculator.periodSlices() drops the effective-date boundary when the change is back-dated more than one period.\n"
              "[2025-09-15 16:41] Sunita Rao: Customer asked for an ETA, they'd like to correct before the 09-19 run.")
    trans = ("Available transitions for PAYR-1142:\n- id 21: Start Progress → In Progress\n- id 31: Send to Review → In Review\n- id 41: Done → Done\n- id 51: Block → Blocked")
    issue2 = ("PAYR-1124: Export YTD retro adjustments to the GL journal file\n"
              "Type: Story | Priority: High | Status: To Do | Resolution: Unresolved\n"
              "Reporter: Priya Venkat | Assignee: Oliver Brandt | Story points: 3 | Sprint: PAYR Sprint 41\n"
              "Components: gl-export | Labels: finance | Fix version: 2025.10\n"
              "Created: 2025-09-02 13:47 | Updated: 2025-09-12 10:05\n\n"
              "Description:\nFinance wants retro adjustments as separate journal lines (account 6120-RETRO) in the nightly GL export so they can reconcile without pulling payslips.\n\n"
              "Comments (1):\n[2025-09-12 10:05] Oliver Brandt: Blocked on the GL mapping table from Finance, expected Wednesday.")
    comment = ("Plan: split RetroCalculator.periodSlices() at the effective date for back-dated changes (currently only handled within the current period), "
               "add fixture for the Halsey run 2025-09-05, and a guard test for multi-period back-dating. Aiming for a PR by Thursday so it can ship before the 09-19 run.")
    issue1b = ("PAYR-1142: Retro pay for mid-period rate change ignores the effective date\n"
               "Type: Bug | Priority: Highest | Status: In Progress | Resolution: Unresolved\n"
               "Reporter: Sunita Rao | Assignee: Rhea Castellanos | Story points: 5 | Sprint: PAYR Sprint 41\n"
               "Components: retro-engine | Labels: customer-reported, regression | Fix version: 2025.10\n"
               "Created: 2025-09-11 08:12 | Updated: 2025-09-16 09:27\n\n"
               "Description:\nWhen an hourly rate change is entered with an effective date inside an already-paid period, the retro run recalculates the whole period "
               "at the new rate instead of splitting at the effective date. Seen for Halsey Foods (tenant 2207) run 2025-09-05: 14 employees overpaid by a total of $1,318.40.\n\n"
               "Comments (3):\n"
               "[2025-09-11 09:40] Oliver Brandt: Looks like RetroCalculator.periodSlices() drops the effective-date boundary when the change is back-dated more than one period.\n"
               "[2025-09-15 16:41] Sunita Rao: Customer asked for an ETA, they'd like to correct before the 09-19 run.\n"
               f"[2025-09-16 09:27] Rhea Castellanos: {comment}")
    bug_desc = "Bi-weekly runs round overtime minutes per shift instead of per period, so 7 x 8 extra minutes becomes 7 x 0.25 h instead of 0.93 h. Repro: tenant 3310 sandbox, run 2025-09-12."
    s2 = table(hdr, [
        ["PAYR-1124", "Story", "High", "To Do", "Export YTD retro adjustments to the GL journal file", "Oliver Brandt", "3", "2025-09-12 10:05"],
        ["PAYR-1187", "Bug", "High", "To Do", "Overtime rounded per shift instead of per period on bi-weekly runs", "Unassigned", "-", "2025-09-16 09:31"],
        ["PAYR-1163", "Task", "Medium", "To Do", "Bump payroll-tax tables to 2025 Q4 release", "Unassigned", "2", "2025-09-14 09:30"],
        ["PAYR-1171", "Bug", "Medium", "To Do", "Payslip PDF cuts off long cost-centre names", "Mei Lin Tan", "1", "2025-09-15 11:22"],
        ["PAYR-1179", "Story", "Low", "To Do", "Show garnishment caps on the employee detail page", "Unassigned", "3", "2025-09-13 14:58"],
    ])
    turns = [
        (call("jira_search", jql=jql, fields="summary,issuetype,priority,status,assignee,customfield_10016,updated", limit=20), search1),
        (call("jira_get_issue", issue_key="PAYR-1142"), issue1),
        (call("jira_get_transitions", issue_key="PAYR-1142"), trans),
        (call("jira_transition_issue", issue_key="PAYR-1142", transition_id="21"), "Issue PAYR-1142 transitioned: To Do → In Progress."),
        (call("jira_update_issue", issue_key="PAYR-1142", fields={"assignee": {"accountId": "5f9c2a71e4b08c0069d1e3a2"}, "customfield_10016": 5}),
         "Issue PAYR-1142 updated.\nChanged fields:\n- assignee: Unassigned → Rhea Castellanos\n- Story points: - → 5"),
        (call("jira_add_comment", issue_key="PAYR-1142", comment=comment),
         pj({"id": "88213", "self": "https://northwind-payroll.atlassian.net/rest/api/3/issue/48920/comment/88213", "author": {"displayName": "Rhea Castellanos", "accountId": "5f9c2a71e4b08c0069d1e3a2"},
             "body": comment, "created": "2025-09-16T09:27:44.512-0400", "updated": "2025-09-16T09:27:44.512-0400", "jsdPublic": True})),
        (call("jira_get_issue", issue_key="PAYR-1124"), issue2),
        (call("jira_create_issue", project_key="PAYR", summary="Overtime rounded per shift instead of per period on bi-weekly runs", issue_type="Bug", description=bug_desc,
              additional_fields={"priority": {"name": "High"}, "customfield_10020": 412, "components": [{"name": "time-rules"}], "labels": ["qa-found"]}),
         pj({"id": "49017", "key": "PAYR-1187", "self": "https://northwind-payroll.atlassian.net/rest/api/3/issue/49017", "url": "https://northwind-payroll.atlassian.net/browse/PAYR-1187",
             "fields": {"summary": "Overtime rounded per shift instead of per period on bi-weekly runs", "issuetype": "Bug", "priority": "High", "status": "To Do", "sprint": "PAYR Sprint 41",
                        "components": ["time-rules"], "labels": ["qa-found"], "reporter": "Rhea Castellanos", "assignee": None, "created": "2025-09-16T09:31:05.077-0400"}})),
        (call("jira_search", jql=jql, fields="summary,issuetype,priority,status,assignee,customfield_10016,updated", limit=20), f"Found 5 issues (showing 5):\n\n{s2}"),
        (call("jira_get_issue", issue_key="PAYR-1142"), issue1b),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 07 Stripe
def t07() -> dict[str, Any]:
    # Stripe partial refunds (bad): turn 8's charge shows amount_refunded 7850 while its own refunds list (and turns 4/6) are 5000 + 2350 = 7350.
    tools = [
        tool("list_customers", "List customers, optionally filtered by email", {"email": S, "limit": INT}, []),
        tool("list_payment_intents", "List PaymentIntents for a customer", {"customer": S, "limit": INT}, []),
        tool("retrieve_charge", "Retrieve a charge by id", {"charge": S}, ["charge"]),
        tool("create_refund", "Refund a charge, fully or partially", {"charge": S, "amount": INT, "reason": S, "metadata": OBJ}, ["charge"]),
        tool("list_refunds", "List refunds for a charge", {"charge": S, "limit": INT}, []),
        tool("retrieve_balance", "Retrieve the account balance", {}, []),
        tool("update_customer", "Update a customer", {"customer": S, "metadata": OBJ, "description": S}, ["customer"]),
    ]
    system = mcp_system("stripe", "Stripe API (live mode) for Kilnworks Supply Co., API version 2024-06-20", tools)
    state = ("Stripe account: Kilnworks Supply Co. (acct_1Mz4QeLmTz9aB1xC), live mode.\n"
             "Support case ZD-58111: Orchard & Pine Ceramics (accounts@orchardpine.co) paid $148.50 for order #OP-20931. Shipping was charged at zone 4 instead of zone 2 "
             "(overcharge $23.50) and one Speckled Moss mug set ($50.00) arrived broken. Refund both amounts separately on that charge and note the case on the customer.")
    cus = "cus_RkT2vQ8mZpL4xN"
    ch = "ch_3R8kQ2LmTz9aB1xC0yN5pQ2r"
    pi = "pi_3R8kQ2LmTz9aB1xC0d4E7fGh"
    customer = {"id": cus, "object": "customer", "address": {"city": "Asheville", "country": "US", "line1": "418 Haywood Rd", "line2": None, "postal_code": "28806", "state": "NC"},
                "balance": 0, "created": 1698247310, "currency": "usd", "default_source": None, "delinquent": False, "description": "Wholesale, net-0 card",
                "email": "accounts@orchardpine.co", "invoice_prefix": "7C1D2E9A", "livemode": True, "metadata": {"wholesale_tier": "B"}, "name": "Orchard & Pine Ceramics",
                "phone": "+18285550163", "preferred_locales": ["en-US"], "tax_exempt": "none"}
    pis = {"object": "list", "url": "/v1/payment_intents", "has_more": False, "data": [
        {"id": pi, "object": "payment_intent", "amount": 14850, "amount_received": 14850, "currency": "usd", "customer": cus, "description": "Order #OP-20931",
         "latest_charge": ch, "payment_method": "pm_1R8kPvLmTz9aB1xCq2Wd7Ye3", "status": "succeeded", "created": 1743163812, "metadata": {"order": "OP-20931"}},
        {"id": "pi_3R1vX0LmTz9aB1xC0q9W8eRt", "object": "payment_intent", "amount": 6200, "amount_received": 6200, "currency": "usd", "customer": cus, "description": "Order #OP-20417",
         "latest_charge": "ch_3R1vX0LmTz9aB1xC0Ha3Lk7M", "payment_method": "pm_1R1vWtLmTz9aB1xCr8Df2Qa1", "status": "succeeded", "created": 1741901220, "metadata": {"order": "OP-20417"}},
    ]}
    re1 = {"id": "re_3R8kQ2LmTz9aB1xC0Lk3Vb7n", "object": "refund", "amount": 2350, "balance_transaction": "txn_3R8kQ2LmTz9aB1xC0Fv6Rt1a", "charge": ch, "created": 1744032541,
           "currency": "usd", "destination_details": {"card": {"reference_status": "pending", "reference_type": "acquirer_reference_number", "type": "refund"}, "type": "card"},
           "metadata": {"case": "ZD-58111", "reason_detail": "shipping overcharge, zone 4 billed instead of zone 2"}, "payment_intent": pi, "reason": "requested_by_customer",
           "receipt_number": None, "source_transfer_reversal": None, "status": "succeeded", "transfer_reversal": None}
    re2 = {"id": "re_3R8kQ2LmTz9aB1xC0Pq8Yc2w", "object": "refund", "amount": 5000, "balance_transaction": "txn_3R8kQ2LmTz9aB1xC0Jm2Hs9d", "charge": ch, "created": 1744032790,
           "currency": "usd", "destination_details": {"card": {"reference_status": "pending", "reference_type": "acquirer_reference_number", "type": "refund"}, "type": "card"},
           "metadata": {"case": "ZD-58111", "reason_detail": "broken item: Speckled Moss mug set (MUG-SPK-4)"}, "payment_intent": pi, "reason": "requested_by_customer",
           "receipt_number": None, "source_transfer_reversal": None, "status": "succeeded", "transfer_reversal": None}

    def charge(refunds: list[dict[str, Any]], refunded_override: int | None = None) -> dict[str, Any]:
        amt = sum(r["amount"] for r in refunds) if refunded_override is None else refunded_override
        return {"id": ch, "object": "charge", "amount": 14850, "amount_captured": 14850, "amount_refunded": amt, "balance_transaction": "txn_3R8kQ2LmTz9aB1xC0cB4nM8t",
                "billing_details": {"address": {"postal_code": "28806"}, "email": "accounts@orchardpine.co", "name": "Hazel Ocampo", "phone": None},
                "calculated_statement_descriptor": "KILNWORKS SUPPLY", "captured": True, "created": 1743163813, "currency": "usd", "customer": cus, "description": "Order #OP-20931",
                "disputed": False, "livemode": True, "metadata": {"order": "OP-20931"},
                "outcome": {"network_status": "approved_by_network", "reason": None, "risk_level": "normal", "risk_score": 21, "seller_message": "Payment complete.", "type": "authorized"},
                "paid": True, "payment_intent": pi, "payment_method": "pm_1R8kPvLmTz9aB1xCq2Wd7Ye3",
                "payment_method_details": {"card": {"brand": "visa", "checks": {"address_postal_code_check": "pass", "cvc_check": "pass"}, "country": "US", "exp_month": 9, "exp_year": 2027,
                                                    "funding": "credit", "last4": "4417", "network": "visa"}, "type": "card"},
                "receipt_email": "accounts@orchardpine.co", "receipt_number": "2417-6083", "receipt_url": "https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xTXo0UWVMbVR6OWFCMXhD",
                "refunded": False, "refunds": {"object": "list", "data": refunds, "has_more": False, "total_count": len(refunds), "url": f"/v1/charges/{ch}/refunds"},
                "status": "succeeded"}

    bal = {"object": "balance", "available": [{"amount": 1183377, "currency": "usd", "source_types": {"card": 1183377}}],
           "connect_reserved": [{"amount": 0, "currency": "usd"}], "livemode": True,
           "pending": [{"amount": 402915, "currency": "usd", "source_types": {"card": 402915}}],
           "refund_and_dispute_prefunding": {"available": [{"amount": 0, "currency": "usd"}], "pending": [{"amount": 0, "currency": "usd"}]}}
    customer2 = dict(customer, metadata={"wholesale_tier": "B", "last_support_case": "ZD-58111", "refunds_2025_04": "re_3R8kQ2LmTz9aB1xC0Lk3Vb7n, re_3R8kQ2LmTz9aB1xC0Pq8Yc2w"})
    turns = [
        (call("list_customers", email="accounts@orchardpine.co", limit=3), pj({"object": "list", "url": "/v1/customers", "has_more": False, "data": [customer]})),
        (call("list_payment_intents", customer=cus, limit=5), pj(pis)),
        (call("retrieve_charge", charge=ch), pj(charge([]))),
        (call("create_refund", charge=ch, amount=2350, reason="requested_by_customer", metadata=re1["metadata"]), pj(re1)),
        (call("retrieve_charge", charge=ch), pj(charge([re1]))),
        (call("create_refund", charge=ch, amount=5000, reason="requested_by_customer", metadata=re2["metadata"]), pj(re2)),
        (call("list_refunds", charge=ch, limit=10), pj({"object": "list", "url": "/v1/refunds", "has_more": False, "data": [re2, re1]})),
        (call("retrieve_charge", charge=ch), pj(charge([re2, re1], refunded_override=7850))),
        (call("retrieve_balance"), pj(bal)),
        (call("update_customer", customer=cus, metadata={"last_support_case": "ZD-58111", "refunds_2025_04": "re_3R8kQ2LmTz9aB1xC0Lk3Vb7n, re_3R8kQ2LmTz9aB1xC0Pq8Yc2w"}), pj(customer2)),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=8, kind="derived figure: charge amount_refunded 7850 does not match its two refunds (5000 + 2350)")


# ---------------------------------------------------------------------------------------------------------------
# 08 Home Assistant
def t08() -> dict[str, Any]:
    # Home Assistant vacation prep (clean): lights switched off by the agent, thermostat preset changing the setpoint, room temperature drifting up while the AC idles, lock and automations toggled, last_updated advancing.
    tools = [
        tool("search_entities_tool", "Search entities by id or friendly name", {"query": S, "limit": INT}, ["query"]),
        tool("get_entity", "Get the state and attributes of an entity", {"entity_id": S}, ["entity_id"]),
        tool("call_service_tool", "Call a Home Assistant service; returns the states that changed", {"domain": S, "service": S, "data": OBJ}, ["domain", "service"]),
        tool("list_automations", "List automations with their state and last trigger", {}, []),
    ]
    system = mcp_system("home-assistant", "Home Assistant 2025.7 at casa-alfama.local", tools)
    state = ("Home Assistant instance: casa-alfama.local (Lisbon, time zone Europe/Lisbon). Friday 2025-07-18, evening.\n"
             "Task: the household leaves for two weeks tonight. Turn off the indoor lights (leave the porch lantern, its automation handles it), put the thermostat in away mode, "
             "lock the front door, disable the morning-blinds automation and enable the vacation light simulation.")
    lights0 = [
        ("light.living_room_floor", "on", "Living room floor lamp", "2025-07-18T19:58:12.402+01:00"),
        ("light.kitchen_island", "on", "Kitchen island", "2025-07-18T20:31:47.118+01:00"),
        ("light.kitchen_pendants", "off", "Kitchen pendants", "2025-07-18T20:31:49.905+01:00"),
        ("light.hallway", "on", "Hallway", "2025-07-18T20:45:03.771+01:00"),
        ("light.bedroom_ceiling", "off", "Bedroom ceiling", "2025-07-18T08:02:36.560+01:00"),
        ("light.office_desk", "on", "Office desk lamp", "2025-07-18T17:20:19.044+01:00"),
        ("light.porch_lantern", "on", "Porch lantern", "2025-07-18T21:02:44.213+01:00"),
    ]
    off_t = "2025-07-18T21:14:05.382+01:00"
    turned = ["light.living_room_floor", "light.kitchen_island", "light.hallway", "light.office_desk"]

    def lights(after: bool) -> dict[str, Any]:
        res = []
        for eid, st, name, lc in lights0:
            if after and eid in turned:
                st, lc = "off", off_t
            res.append({"entity_id": eid, "state": st, "friendly_name": name, "last_changed": lc})
        return {"count": len(res), "results": res, "domains": {"light": len(res)}}

    changed = [{"entity_id": e, "state": "off", "attributes": {"friendly_name": n, "supported_color_modes": ["brightness"], "color_mode": None, "brightness": None},
                "last_changed": off_t, "last_updated": off_t} for e, _, n, _ in lights0 if e in turned]

    def thermo(preset: str, target: int, cur: float, action: str, upd: str) -> dict[str, Any]:
        return {"entity_id": "climate.hallway_thermostat", "state": "cool",
                "attributes": {"hvac_modes": ["off", "cool", "heat", "heat_cool", "fan_only"], "min_temp": 16, "max_temp": 32, "target_temp_step": 0.5,
                               "fan_modes": ["auto", "low", "high"], "preset_modes": ["home", "away", "eco", "sleep"], "current_temperature": cur, "temperature": target,
                               "current_humidity": 52, "fan_mode": "auto", "hvac_action": action, "preset_mode": preset, "friendly_name": "Hallway thermostat", "supported_features": 409},
                "last_changed": "2025-07-18T13:05:41.009+01:00", "last_updated": upd}

    lock0 = {"entity_id": "lock.front_door", "state": "unlocked", "attributes": {"friendly_name": "Front door", "battery_level": 64, "door_state": "closed", "auto_relock": False, "supported_features": 0},
             "last_changed": "2025-07-18T18:42:17.650+01:00", "last_updated": "2025-07-18T18:42:17.650+01:00"}
    lock1 = {"entity_id": "lock.front_door", "state": "locked", "attributes": {"friendly_name": "Front door", "battery_level": 64, "door_state": "closed", "auto_relock": False, "supported_features": 0},
             "last_changed": "2025-07-18T21:15:31.207+01:00", "last_updated": "2025-07-18T21:15:31.207+01:00"}
    autos = [
        {"entity_id": "automation.morning_blinds", "state": "on", "friendly_name": "Morning: open living-room blinds 07:30", "last_triggered": "2025-07-18T07:30:00.011+01:00", "mode": "single"},
        {"entity_id": "automation.porch_light_sunset_to_midnight", "state": "on", "friendly_name": "Porch lantern: sunset to 00:00", "last_triggered": "2025-07-18T21:02:44.198+01:00", "mode": "restart"},
        {"entity_id": "automation.garden_irrigation_weekdays", "state": "on", "friendly_name": "Garden drip line Mon-Fri 06:15", "last_triggered": "2025-07-18T06:15:00.004+01:00", "mode": "single"},
        {"entity_id": "automation.notify_door_left_unlocked", "state": "on", "friendly_name": "Notify: front door unlocked > 30 min after 23:00", "last_triggered": "2025-07-16T23:30:00.027+01:00", "mode": "single"},
        {"entity_id": "automation.vacation_lights_simulation", "state": "off", "friendly_name": "Vacation: random living-room/kitchen lights 20:00-23:30", "last_triggered": "2024-12-29T22:41:09.553+00:00", "mode": "queued"},
        {"entity_id": "automation.office_fan_when_hot", "state": "on", "friendly_name": "Office fan when office > 27 °C", "last_triggered": "2025-07-18T15:48:22.310+01:00", "mode": "single"},
    ]
    turns = [
        (call("search_entities_tool", query="light", limit=20), pj(lights(False))),
        (call("call_service_tool", domain="light", service="turn_off", data={"entity_id": turned}), pj(changed)),
        (call("get_entity", entity_id="climate.hallway_thermostat"), pj(thermo("home", 24, 25.8, "cooling", "2025-07-18T21:09:50.871+01:00"))),
        (call("call_service_tool", domain="climate", service="set_preset_mode", data={"entity_id": "climate.hallway_thermostat", "preset_mode": "away"}),
         pj([thermo("away", 29, 25.8, "idle", "2025-07-18T21:14:48.925+01:00")])),
        (call("get_entity", entity_id="lock.front_door"), pj(lock0)),
        (call("call_service_tool", domain="lock", service="lock", data={"entity_id": "lock.front_door"}), pj([lock1])),
        (call("list_automations"), pj({"count": 6, "automations": autos})),
        (call("call_service_tool", domain="automation", service="turn_off", data={"entity_id": "automation.morning_blinds"}),
         pj([{"entity_id": "automation.morning_blinds", "state": "off", "attributes": {"friendly_name": autos[0]["friendly_name"], "last_triggered": autos[0]["last_triggered"], "mode": "single", "current": 0, "id": "1689320011452"},
              "last_changed": "2025-07-18T21:16:10.733+01:00", "last_updated": "2025-07-18T21:16:10.733+01:00"}])),
        (call("call_service_tool", domain="automation", service="turn_on", data={"entity_id": "automation.vacation_lights_simulation"}),
         pj([{"entity_id": "automation.vacation_lights_simulation", "state": "on", "attributes": {"friendly_name": autos[4]["friendly_name"], "last_triggered": autos[4]["last_triggered"], "mode": "queued", "current": 0, "id": "1703881542017"},
              "last_changed": "2025-07-18T21:16:24.118+01:00", "last_updated": "2025-07-18T21:16:24.118+01:00"}])),
        (call("search_entities_tool", query="light", limit=20), pj(lights(True))),
        (call("get_entity", entity_id="climate.hallway_thermostat"), pj(thermo("away", 29, 26.1, "idle", "2025-07-18T21:19:32.446+01:00"))),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 09 Kubernetes
def t09() -> dict[str, Any]:
    # Kubernetes crashloop fix (clean): rollout restart replaces all pods (new ReplicaSet hash, names, zero restarts), scale 3->4, pod ages growing between listings.
    tools = [
        tool("kubectl_get", "Get or list Kubernetes resources (kubectl get)", {"resourceType": S, "name": S, "namespace": S, "labelSelector": S, "output": S}, ["resourceType"]),
        tool("kubectl_logs", "Get logs of a pod container", {"name": S, "namespace": S, "container": S, "previous": B, "tail": INT}, ["name", "namespace"]),
        tool("kubectl_patch", "Patch a resource", {"resourceType": S, "name": S, "namespace": S, "patchType": S, "patchData": OBJ}, ["resourceType", "name", "patchData"]),
        tool("kubectl_rollout", "Manage rollouts (restart, status, undo, history)", {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a deployment", {"name": S, "namespace": S, "replicas": INT}, ["name", "replicas"]),
    ]
    system = mcp_system("kubernetes", "kubectl against cluster gke-ledger-prod-euw4, context ledger-prod-admin", tools)
    state = ("Cluster: gke-ledger-prod-euw4 (GKE 1.30), namespace ledger-prod. Alert: settlement-worker pod in CrashLoopBackOff since ~13:57 UTC.\n"
             "Task: find the cause, fix it, roll the deployment so all pods pick up the fix, and scale settlement-worker to 4 replicas ahead of the month-end batch.")
    ns = "ledger-prod"
    pods1 = ("NAME                                 READY   STATUS             RESTARTS        AGE\n"
             "settlement-worker-6d9f7c5b8d-4xkqp   1/1     Running            0               3d4h\n"
             "settlement-worker-6d9f7c5b8d-9vzt2   0/1     CrashLoopBackOff   7 (2m11s ago)   18m\n"
             "settlement-worker-6d9f7c5b8d-tb7wn   1/1     Running            0               3d4h")
    logs_bad = ("2025-02-19T14:02:41.118Z INFO  settlement-worker v2.14.3 (commit 8e1f2ab) starting, GOMAXPROCS=2\n"
                "2025-02-19T14:02:41.120Z INFO  loading config from environment (source: ConfigMap settlement-worker-config)\n"
                "2025-02-19T14:02:41.120Z INFO  LEDGER_API_URL=http://ledger-api.ledger-prod.svc:8080 SETTLEMENT_CUTOFF_UTC=21:30\n"
                "2025-02-19T14:02:41.121Z FATAL config: SETTLEMENT_BATCH_SIZE=\"5OO\": strconv.Atoi: parsing \"5OO\": invalid syntax\n"
                "goroutine 1 [running]:\nmain.main()\n\t/src/cmd/settlement-worker/main.go:47 +0x3a5")
    cm = ("apiVersion: v1\ndata:\n  LEDGER_API_URL: http://ledger-api.ledger-prod.svc:8080\n  SETTLEMENT_BATCH_SIZE: 5OO\n  SETTLEMENT_CUTOFF_UTC: \"21:30\"\n"
          "  SETTLEMENT_MAX_RETRIES: \"4\"\n  SETTLEMENT_QUEUE: settlements.pending\nkind: ConfigMap\nmetadata:\n  annotations:\n"
          "    config.ledger.io/changed-by: ci-deployer (pipeline 88412)\n  creationTimestamp: \"2024-07-22T09:14:03Z\"\n  labels:\n    app: settlement-worker\n"
          "  name: settlement-worker-config\n  namespace: ledger-prod\n  resourceVersion: \"48817203\"\n  uid: 3c0e7a91-5d24-4b8f-a6e2-9f17d0c4b853")
    rollout = ("Waiting for deployment \"settlement-worker\" rollout to finish: 1 out of 3 new replicas have been updated...\n"
               "Waiting for deployment \"settlement-worker\" rollout to finish: 2 out of 3 new replicas have been updated...\n"
               "Waiting for deployment \"settlement-worker\" rollout to finish: 2 out of 3 new replicas have been updated...\n"
               "Waiting for deployment \"settlement-worker\" rollout to finish: 1 old replicas are pending termination...\n"
               "deployment \"settlement-worker\" successfully rolled out")
    pods2 = ("NAME                                 READY   STATUS    RESTARTS   AGE\n"
             "settlement-worker-7b4c8f6d59-2hnrl   1/1     Running   0          71s\n"
             "settlement-worker-7b4c8f6d59-kq8xd   1/1     Running   0          52s\n"
             "settlement-worker-7b4c8f6d59-wp5mz   1/1     Running   0          34s")
    dep = ("NAME                READY   UP-TO-DATE   AVAILABLE   AGE\nsettlement-worker   4/4     4            4           212d")
    logs_ok = ("2025-02-19T14:19:53.604Z INFO  settlement-worker v2.14.3 (commit 8e1f2ab) starting, GOMAXPROCS=2\n"
               "2025-02-19T14:19:53.606Z INFO  loading config from environment (source: ConfigMap settlement-worker-config)\n"
               "2025-02-19T14:19:53.606Z INFO  LEDGER_API_URL=http://ledger-api.ledger-prod.svc:8080 SETTLEMENT_CUTOFF_UTC=21:30\n"
               "2025-02-19T14:19:53.607Z INFO  batch_size=500 max_retries=4 queue=settlements.pending\n"
               "2025-02-19T14:19:53.791Z INFO  connected to rabbitmq amqp://rabbitmq.ledger-prod.svc:5672 (vhost /ledger)\n"
               "2025-02-19T14:19:54.012Z INFO  readiness: ok\n"
               "2025-02-19T14:20:31.447Z INFO  batch 0x5e21 settled 500/500 entries in 1.82s\n"
               "2025-02-19T14:21:27.903Z INFO  batch 0x5e22 settled 500/500 entries in 1.77s\n"
               "2025-02-19T14:22:19.256Z INFO  batch 0x5e23 settled 312/312 entries in 1.20s")
    pods3 = ("NAME                                 READY   STATUS    RESTARTS   AGE     IP            NODE                                         NOMINATED NODE   READINESS GATES\n"
             "settlement-worker-7b4c8f6d59-2hnrl   1/1     Running   0          2m55s   10.84.3.117   gke-ledger-prod-euw4-pool-b-5c1e2f7a-q2lm   <none>           <none>\n"
             "settlement-worker-7b4c8f6d59-kq8xd   1/1     Running   0          2m36s   10.84.1.64    gke-ledger-prod-euw4-pool-b-5c1e2f7a-h8tx   <none>           <none>\n"
             "settlement-worker-7b4c8f6d59-wp5mz   1/1     Running   0          2m18s   10.84.2.203   gke-ledger-prod-euw4-pool-b-5c1e2f7a-v9dn   <none>           <none>\n"
             "settlement-worker-7b4c8f6d59-x7cjv   1/1     Running   0          58s     10.84.3.121   gke-ledger-prod-euw4-pool-b-5c1e2f7a-q2lm   <none>           <none>")
    turns = [
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=settlement-worker"), pods1),
        (call("kubectl_logs", name="settlement-worker-6d9f7c5b8d-9vzt2", namespace=ns, previous=True, tail=40), logs_bad),
        (call("kubectl_get", resourceType="configmap", name="settlement-worker-config", namespace=ns, output="yaml"), cm),
        (call("kubectl_patch", resourceType="configmap", name="settlement-worker-config", namespace=ns, patchType="merge", patchData={"data": {"SETTLEMENT_BATCH_SIZE": "500"}}),
         "configmap/settlement-worker-config patched"),
        (call("kubectl_rollout", subCommand="restart", resourceType="deployment", name="settlement-worker", namespace=ns), "deployment.apps/settlement-worker restarted"),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="settlement-worker", namespace=ns, timeout="180s"), rollout),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=settlement-worker"), pods2),
        (call("kubectl_scale", name="settlement-worker", namespace=ns, replicas=4), "deployment.apps/settlement-worker scaled"),
        (call("kubectl_get", resourceType="deployment", name="settlement-worker", namespace=ns), dep),
        (call("kubectl_logs", name="settlement-worker-7b4c8f6d59-2hnrl", namespace=ns, tail=40), logs_ok),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=settlement-worker", output="wide"), pods3),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 10 Linear
def t10() -> dict[str, Any]:
    # Linear project rename (bad): turn 4 shows issue WEB-623 under project "Checkout v2" although turn 3 renamed that project to "Checkout Revamp (Q3)".
    tools = [
        tool("list_teams", "List teams in the workspace", {}, []),
        tool("list_projects", "List projects, optionally for one team", {"teamId": S, "includeArchived": B}, []),
        tool("update_project", "Update a project", {"id": S, "name": S, "targetDate": S, "description": S}, ["id"]),
        tool("get_issue", "Get an issue by identifier", {"id": S}, ["id"]),
        tool("update_issue", "Update an issue", {"id": S, "priority": INT, "assigneeId": S, "stateId": S}, ["id"]),
        tool("create_comment", "Comment on an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("create_issue", "Create an issue", {"teamId": S, "title": S, "description": S, "priority": INT, "labelIds": A, "projectId": S}, ["teamId", "title"]),
        tool("list_issues", "Search issues", {"teamId": S, "query": S, "limit": INT}, []),
    ]
    system = mcp_system("linear", "Linear GraphQL API for the Parcelfox workspace", tools)
    state = ("Linear workspace: Parcelfox. You are signed in as noor.haddad@parcelfox.com (lead of the Web team).\n"
             "Task: the checkout project was re-scoped at planning: rename it to 'Checkout Revamp (Q3)' and move its target date to 2025-09-30. Then escalate the CVC bug WEB-623 to Urgent, "
             "give it to Tomasz with a note, and file the staging webhook-secret rotation for the Platform team.")
    teams = {"teams": [
        {"id": "8a1c7e52-3f0d-4b96-9e21-c54b0d7a3f18", "name": "Web", "key": "WEB", "issueCount": 648, "cyclesEnabled": True},
        {"id": "2d94b6f3-0e7a-4c15-8b3d-7f20a9c1e6d4", "name": "Platform", "key": "PLT", "issueCount": 1289, "cyclesEnabled": True},
        {"id": "f07e3a19-6c28-4d5b-a1e4-93b8d2c05f76", "name": "Mobile", "key": "MOB", "issueCount": 402, "cyclesEnabled": False},
    ]}
    pid = "5e0b3c2a-9f14-4d7e-b8a1-62c3e0f97d45"
    projects = {"projects": [
        {"id": pid, "name": "Checkout v2", "state": "started", "lead": "Noor Haddad", "startDate": "2025-04-07", "targetDate": "2025-08-15", "progress": 0.42, "issueCount": 37,
         "url": "https://linear.app/parcelfox/project/checkout-v2-62c3e0f97d45"},
        {"id": "c3e81f07-4a92-4d3b-9b06-1e7d52a8c4f0", "name": "Design system tokens", "state": "started", "lead": "Ilse Moreau", "startDate": "2025-05-12", "targetDate": "2025-07-25", "progress": 0.71, "issueCount": 24,
         "url": "https://linear.app/parcelfox/project/design-system-tokens-1e7d52a8c4f0"},
        {"id": "91b4d2e6-7f03-4c8a-a5e1-0d6c3b9f2a87", "name": "Marketing site CMS migration", "state": "planned", "lead": "Ade Oyelaran", "startDate": None, "targetDate": "2025-10-10", "progress": 0.0, "issueCount": 9,
         "url": "https://linear.app/parcelfox/project/marketing-site-cms-migration-0d6c3b9f2a87"},
    ]}
    upd = {"success": True, "project": {"id": pid, "name": "Checkout Revamp (Q3)", "state": "started", "lead": "Noor Haddad", "startDate": "2025-04-07", "targetDate": "2025-09-30",
                                         "progress": 0.42, "url": "https://linear.app/parcelfox/project/checkout-revamp-q3-62c3e0f97d45", "updatedAt": "2025-07-02T09:41:17.302Z"}}
    issue = {"id": "b7f2c905-1e4a-4d83-8c6b-3a90e5d21f47", "identifier": "WEB-623", "title": "Card form loses entered CVC after 3DS challenge returns",
             "description": "After a 3DS challenge on Safari 17, the card form re-mounts and the CVC field is empty; submit then fails with `incomplete_cvc`. Repro with Stripe test card 4000 0027 6000 3184.",
             "priority": 2, "priorityLabel": "High", "estimate": 3, "state": {"name": "In Progress", "type": "started"},
             "assignee": {"name": "Lena Fischer", "email": "lena.fischer@parcelfox.com"}, "creator": {"name": "Ade Oyelaran"},
             "team": {"key": "WEB", "name": "Web"}, "project": {"id": pid, "name": "Checkout v2"}, "cycle": {"number": 31, "startsAt": "2025-06-30", "endsAt": "2025-07-13"},
             "labels": ["bug", "payments", "safari"], "createdAt": "2025-06-24T15:02:48.117Z", "updatedAt": "2025-07-01T16:20:09.553Z",
             "url": "https://linear.app/parcelfox/issue/WEB-623/card-form-loses-entered-cvc-after-3ds-challenge-returns", "commentCount": 4}
    upd_issue = {"success": True, "issue": {"identifier": "WEB-623", "title": issue["title"], "priority": 1, "priorityLabel": "Urgent", "state": {"name": "In Progress"},
                                            "assignee": {"name": "Tomasz Wójcik", "email": "tomasz.wojcik@parcelfox.com"}, "updatedAt": "2025-07-02T09:43:02.881Z"}}
    note = "Bumping to Urgent: 3DS is now mandatory for all EU cards after the acquirer change on 1 July, so this hits every EU checkout on Safari. Tomasz, Lena is out until the 14th; her branch is `lena/web-623-cvc-remount`."
    cmt = {"success": True, "comment": {"id": "e4a1d7c3-90b2-4f56-8e1d-27c5f0b83a69", "body": note, "user": {"name": "Noor Haddad"}, "createdAt": "2025-07-02T09:44:30.145Z",
                                        "url": "https://linear.app/parcelfox/issue/WEB-623#comment-e4a1d7c3"}}
    new = {"success": True, "issue": {"id": "0f6c2b18-d3e7-4a95-b1c4-8e27f5a09d36", "identifier": "PLT-1290", "title": "Rotate Stripe webhook signing secret in staging",
                                      "priority": 3, "priorityLabel": "Medium", "state": {"name": "Todo", "type": "unstarted"}, "team": {"key": "PLT"}, "labels": ["security"],
                                      "createdAt": "2025-07-02T09:46:11.870Z", "url": "https://linear.app/parcelfox/issue/PLT-1290/rotate-stripe-webhook-signing-secret-in-staging"}}
    lst = ("3 issues matching \"webhook\" in PLT:\n\n" + table(["ID", "Title", "State", "Priority", "Assignee", "Updated"], [
        ["PLT-1290", "Rotate Stripe webhook signing secret in staging", "Todo", "Medium", "-", "2025-07-02"],
        ["PLT-1244", "Verify webhook signatures in event-router", "In Review", "High", "Bao Tran", "2025-06-30"],
        ["PLT-1178", "Webhook retries pile up when ledger is down", "Done", "Medium", "Kemal Aydın", "2025-05-19"],
    ]))
    plt = {"id": "7d3a0e51-b8c4-4f29-a6e0-15c9f2d84b73", "identifier": "PLT-1244", "title": "Verify webhook signatures in event-router",
           "description": "event-router accepts Stripe events without checking `Stripe-Signature`. Use the per-environment signing secret from Vault (`kv/stripe/<env>/webhook`) and reject on mismatch.",
           "priority": 2, "priorityLabel": "High", "estimate": 2, "state": {"name": "In Review", "type": "started"}, "assignee": {"name": "Bao Tran", "email": "bao.tran@parcelfox.com"},
           "team": {"key": "PLT", "name": "Platform"}, "project": {"id": "a2c5e7f9-0b14-4d36-8e58-7f9a1b3c5d70", "name": "Payments hardening"}, "cycle": {"number": 44, "startsAt": "2025-06-23", "endsAt": "2025-07-06"},
           "labels": ["security", "payments"], "createdAt": "2025-06-11T08:30:52.004Z", "updatedAt": "2025-06-30T17:12:40.388Z",
           "url": "https://linear.app/parcelfox/issue/PLT-1244/verify-webhook-signatures-in-event-router", "commentCount": 6}
    turns = [
        (call("list_teams"), pj(teams)),
        (call("list_projects", teamId="8a1c7e52-3f0d-4b96-9e21-c54b0d7a3f18"), pj(projects)),
        (call("update_project", id=pid, name="Checkout Revamp (Q3)", targetDate="2025-09-30"), pj(upd)),
        (call("get_issue", id="WEB-623"), pj(issue)),
        (call("update_issue", id="WEB-623", priority=1, assigneeId="3b8e1f64-c20a-4d97-b5e3-a6f0d9c17e25"), pj(upd_issue)),
        (call("create_comment", issueId="WEB-623", body=note), pj(cmt)),
        (call("create_issue", teamId="2d94b6f3-0e7a-4c15-8b3d-7f20a9c1e6d4", title="Rotate Stripe webhook signing secret in staging", priority=3,
              description="The staging signing secret was pasted in #plt-dev on 2025-07-01. Roll it in the Stripe dashboard, update `kv/stripe/staging/webhook`, restart event-router.",
              labelIds=["security"]), pj(new)),
        (call("list_issues", teamId="2d94b6f3-0e7a-4c15-8b3d-7f20a9c1e6d4", query="webhook", limit=10), lst),
        (call("get_issue", id="PLT-1244"), pj(plt)),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=4, kind="renamed thing under old name: issue shows its project as 'Checkout v2' right after the project was renamed")


# ---------------------------------------------------------------------------------------------------------------
# 11 Filesystem
def t11() -> dict[str, Any]:
    # Filesystem config edit (bad): turn 8 re-reads data/stations.csv and New London's station id is 8461940, while turn 3 read 8461490 and only config.toml was edited in between.
    root = "/home/ines/projects/tidegauge"
    tools = [
        tool("list_directory", "List files and directories in a path", {"path": S}, ["path"]),
        tool("read_file", "Read the complete contents of a file", {"path": S}, ["path"]),
        tool("search_files", "Recursively search for files matching a pattern", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
        tool("edit_file", "Make line-based edits to a text file; returns a git-style diff", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("get_file_info", "Retrieve metadata about a file or directory", {"path": S}, ["path"]),
        tool("write_file", "Create a new file or overwrite an existing file", {"path": S, "content": S}, ["path", "content"]),
    ]
    system = mcp_system("filesystem", f"local filesystem, allowed directories: {root}", tools)
    state = (f"Allowed directory: {root} (a small Python pipeline that pulls NOAA CO-OPS water levels).\n"
             "Task: switch the pipeline from 6-minute to hourly data and widen the window to 90 days, then document the station list in data/README.md.")
    cfg = ("[source]\napi = \"https://api.tidesandcurrents.noaa.gov/api/prod/datagetter\"\nproduct = \"water_level\"\ndatum = \"MLLW\"\nunits = \"metric\"\ntime_zone = \"gmt\"\ninterval = \"6\"\n\n"
           "[stations]\nfile = \"data/stations.csv\"\nactive_only = true\n\n[window]\ndays_back = 30\nchunk_days = 31\n\n[output]\ndir = \"out/parquet\"\ncompression = \"zstd\"\n")
    rows = [
        ("8443970", "Boston", "MA", "42.3539", "-71.0503", "true"),
        ("8447930", "Woods Hole", "MA", "41.5236", "-70.6711", "true"),
        ("8452660", "Newport", "RI", "41.5043", "-71.3261", "true"),
        ("8461490", "New London", "CT", "41.3614", "-72.0900", "true"),
        ("8510560", "Montauk", "NY", "41.0483", "-71.9594", "false"),
        ("8518750", "The Battery", "NY", "40.7006", "-74.0142", "true"),
        ("8531680", "Sandy Hook", "NJ", "40.4669", "-74.0094", "true"),
        ("8534720", "Atlantic City", "NJ", "39.3550", "-74.4183", "true"),
    ]
    csv1 = "station_id,name,state,lat,lon,active\n" + "".join(",".join(r) + "\n" for r in rows)
    csv2 = csv1.replace("8461490,New London", "8461940,New London")
    fetch = ('"""Download water levels from the CO-OPS data API in chunks."""\n\nfrom __future__ import annotations\n\nimport csv\nimport datetime as dt\nimport tomllib\nfrom pathlib import Path\n\n'
             "import httpx\nimport polars as pl\n\nMAX_CHUNK = {\"6\": 31, \"h\": 365, \"hilo\": 365}\n\n\n"
             "def load_config(path: Path) -> dict:\n    with path.open(\"rb\") as f:\n        return tomllib.load(f)\n\n\n"
             "def stations(cfg: dict, root: Path) -> list[str]:\n    with (root / cfg[\"stations\"][\"file\"]).open(newline=\"\") as f:\n"
             "        rows = list(csv.DictReader(f))\n    if cfg[\"stations\"].get(\"active_only\", True):\n        rows = [r for r in rows if r[\"active\"] == \"true\"]\n"
             "    return [r[\"station_id\"] for r in rows]\n\n\n"
             "def chunks(days_back: int, chunk_days: int, interval: str) -> list[tuple[dt.date, dt.date]]:\n"
             "    step = min(chunk_days, MAX_CHUNK[interval])\n    end = dt.date.today()\n    start = end - dt.timedelta(days=days_back)\n    out = []\n"
             "    while start < end:\n        stop = min(start + dt.timedelta(days=step - 1), end)\n        out.append((start, stop))\n        start = stop + dt.timedelta(days=1)\n    return out\n\n\n"
             "def fetch_station(client: httpx.Client, cfg: dict, station: str) -> pl.DataFrame:\n    src, win = cfg[\"source\"], cfg[\"window\"]\n    frames = []\n"
             "    for a, b in chunks(win[\"days_back\"], win[\"chunk_days\"], src[\"interval\"]):\n"
             "        params = {\"station\": station, \"product\": src[\"product\"], \"datum\": src[\"datum\"], \"units\": src[\"units\"],\n"
             "                  \"time_zone\": src[\"time_zone\"], \"interval\": src[\"interval\"], \"format\": \"json\",\n"
             "                  \"begin_date\": a.strftime(\"%Y%m%d\"), \"end_date\": b.strftime(\"%Y%m%d\")}\n"
             "        r = client.get(src[\"api\"], params=params, timeout=30)\n        r.raise_for_status()\n        frames.append(pl.DataFrame(r.json()[\"data\"]))\n"
             "    return pl.concat(frames).with_columns(pl.lit(station).alias(\"station_id\"))\n")
    diff = ("```diff\nIndex: /home/ines/projects/tidegauge/config.toml\n===================================================================\n"
            "--- /home/ines/projects/tidegauge/config.toml\toriginal\n+++ /home/ines/projects/tidegauge/config.toml\tmodified\n"
            "@@ -3,16 +3,16 @@\n product = \"water_level\"\n datum = \"MLLW\"\n units = \"metric\"\n time_zone = \"gmt\"\n-interval = \"6\"\n+interval = \"h\"\n \n [stations]\n file = \"data/stations.csv\"\n active_only = true\n \n [window]\n"
            "-days_back = 30\n-chunk_days = 31\n+days_back = 90\n+chunk_days = 90\n \n [output]\n dir = \"out/parquet\"\n```\n\n")
    readme = ("# Stations\n\n`stations.csv` lists the NOAA CO-OPS tide stations the pipeline pulls. Columns: `station_id` (CO-OPS id), `name`, `state`, `lat`/`lon` (WGS84), "
              "`active` (only `true` rows are fetched when `[stations].active_only` is set).\n\nData is requested hourly (`interval = \"h\"`) for the last 90 days, relative to MLLW, in metric units.\n\n"
              "To add a station, append a row and check it on https://tidesandcurrents.noaa.gov/stationhome.html?id=<station_id>.\n")
    turns = [
        (call("list_directory", path=root), "[FILE] .gitignore\n[FILE] README.md\n[FILE] config.toml\n[DIR] data\n[FILE] pyproject.toml\n[DIR] scripts\n[DIR] tests\n[DIR] tidegauge"),
        (call("read_file", path=f"{root}/config.toml"), cfg),
        (call("read_file", path=f"{root}/data/stations.csv"), csv1),
        (call("search_files", path=root, pattern="*.py", excludePatterns=[".venv", "__pycache__"]),
         "\n".join(f"{root}/{p}" for p in ["scripts/backfill.py", "tests/test_chunks.py", "tests/test_stations.py", "tidegauge/__init__.py", "tidegauge/cli.py", "tidegauge/fetch.py", "tidegauge/store.py"])),
        (call("read_file", path=f"{root}/tidegauge/fetch.py"), fetch),
        (call("edit_file", path=f"{root}/config.toml", edits=[{"oldText": "interval = \"6\"", "newText": "interval = \"h\""},
                                                             {"oldText": "days_back = 30\nchunk_days = 31", "newText": "days_back = 90\nchunk_days = 90"}]), diff),
        (call("get_file_info", path=f"{root}/data/stations.csv"),
         f"size: {len(csv1.encode())}\ncreated: Wed Jan 22 2025 10:14:37 GMT+0000 (Coordinated Universal Time)\nmodified: Mon Feb 03 2025 16:52:08 GMT+0000 (Coordinated Universal Time)\n"
         "accessed: Tue Mar 18 2025 09:31:44 GMT+0000 (Coordinated Universal Time)\nisDirectory: false\nisFile: true\npermissions: 644"),
        (call("read_file", path=f"{root}/data/stations.csv"), csv2),
        (call("write_file", path=f"{root}/data/README.md", content=readme), f"Successfully wrote to {root}/data/README.md"),
        (call("list_directory", path=f"{root}/data"), "[FILE] README.md\n[DIR] raw\n[FILE] stations.csv"),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=8, kind="file content changed between reads: a station id in stations.csv differs with no write to that file")


# ---------------------------------------------------------------------------------------------------------------
# 12 Shopify
def t12() -> dict[str, Any]:
    # Shopify restock and fulfilment (clean): +48 received, price raised by the agent, fulfilment lowering on_hand/committed but not available, a new order arriving at the new price while an older order keeps the old price.
    tools = [
        tool("get_products", "Search products by title", {"searchTitle": S, "limit": INT}, []),
        tool("get_product", "Get a product with its variants", {"productId": S}, ["productId"]),
        tool("get_inventory_levels", "Get inventory quantities of an inventory item per location", {"inventoryItemId": S}, ["inventoryItemId"]),
        tool("adjust_inventory", "Adjust the available quantity of an inventory item at a location", {"inventoryItemId": S, "locationId": S, "delta": INT, "reason": S}, ["inventoryItemId", "locationId", "delta"]),
        tool("update_variant", "Update a product variant", {"variantId": S, "price": S, "compareAtPrice": S}, ["variantId"]),
        tool("get_orders", "List orders", {"status": S, "fulfillmentStatus": S, "limit": INT}, []),
        tool("get_order", "Get one order", {"orderId": S}, ["orderId"]),
        tool("fulfill_order", "Create a fulfillment for all open line items of an order at a location", {"orderId": S, "locationId": S, "trackingNumber": S, "trackingCompany": S, "notifyCustomer": B}, ["orderId", "locationId"]),
    ]
    system = mcp_system("shopify", "Shopify Admin GraphQL API for fernhollow-tea.myshopify.com", tools)
    state = ("Shop: Fernhollow Tea Co. (fernhollow-tea.myshopify.com), currency USD. Locations: Portland Warehouse (gid://shopify/Location/71234560001), Alberta St Shop (gid://shopify/Location/71234560002).\n"
             "Task: book in today's delivery of 48 tins of Dong Ding Oolong 100g at the warehouse, raise its price to $24.00 (new harvest), and ship order #1427 via USPS.")
    prod = "gid://shopify/Product/8123456789012"
    v50, v100 = "gid://shopify/ProductVariant/44231776543012", "gid://shopify/ProductVariant/44231776575780"
    inv100 = "gid://shopify/InventoryItem/46330118242596"
    pdx, alb = "gid://shopify/Location/71234560001", "gid://shopify/Location/71234560002"
    plist = {"products": [
        {"id": prod, "title": "Dong Ding Oolong", "handle": "dong-ding-oolong", "status": "ACTIVE", "vendor": "Lugu Tea Farmers Co-op", "productType": "Oolong", "variantsCount": 2,
         "priceRange": {"min": "12.50", "max": "22.00", "currency": "USD"}},
        {"id": "gid://shopify/Product/8123456821780", "title": "Milk Oolong (Jin Xuan)", "handle": "milk-oolong-jin-xuan", "status": "ACTIVE", "vendor": "Alishan Highlands", "productType": "Oolong", "variantsCount": 1,
         "priceRange": {"min": "11.00", "max": "11.00", "currency": "USD"}},
        {"id": "gid://shopify/Product/8123457117460", "title": "Oolong Discovery Sampler", "handle": "oolong-discovery-sampler", "status": "ACTIVE", "vendor": "Fernhollow Tea Co.", "productType": "Sampler", "variantsCount": 1,
         "priceRange": {"min": "18.00", "max": "18.00", "currency": "USD"}},
    ], "pageInfo": {"hasNextPage": False}}
    product = {"id": prod, "title": "Dong Ding Oolong", "descriptionHtml": "<p>Medium-roast rolled oolong from Lugu, Nantou. Notes of toasted rice, apricot and honey.</p>",
               "status": "ACTIVE", "tags": ["oolong", "roasted", "taiwan"], "updatedAt": "2025-05-20T18:02:44Z",
               "variants": [
                   {"id": v50, "title": "50 g tin", "sku": "DDO-050", "price": "12.50", "compareAtPrice": None, "inventoryItem": {"id": "gid://shopify/InventoryItem/46330118209828", "tracked": True}},
                   {"id": v100, "title": "100 g tin", "sku": "DDO-100", "price": "22.00", "compareAtPrice": None, "inventoryItem": {"id": inv100, "tracked": True}}]}

    def levels(pdx_q: tuple[int, int, int], upd: str) -> dict[str, Any]:
        return {"inventoryItem": {"id": inv100, "sku": "DDO-100", "inventoryLevels": [
            {"location": {"id": pdx, "name": "Portland Warehouse"}, "quantities": {"on_hand": pdx_q[0], "committed": pdx_q[1], "available": pdx_q[2], "incoming": 0}, "updatedAt": upd},
            {"location": {"id": alb, "name": "Alberta St Shop"}, "quantities": {"on_hand": 3, "committed": 0, "available": 3, "incoming": 0}, "updatedAt": "2025-05-31T22:10:05Z"}]}}

    adj = {"inventoryAdjustmentGroup": {"createdAt": "2025-06-03T16:41:09Z", "reason": "received", "referenceDocumentUri": None,
                                        "changes": [{"name": "available", "delta": 48, "quantityAfterChange": 51, "location": {"name": "Portland Warehouse"}},
                                                    {"name": "on_hand", "delta": 48, "quantityAfterChange": 54, "location": {"name": "Portland Warehouse"}}]}, "userErrors": []}
    var = {"productVariant": {"id": v100, "title": "100 g tin", "sku": "DDO-100", "price": "24.00", "compareAtPrice": None, "updatedAt": "2025-06-03T16:42:30Z",
                              "product": {"id": prod, "title": "Dong Ding Oolong"}}, "userErrors": []}

    def order(num: int, oid: str, created: str, cust: str, lines: list[tuple[str, str, int, str]], ship: str = "6.95") -> dict[str, Any]:
        sub = sum(float(p) * q for _, _, q, p in lines)
        return {"id": f"gid://shopify/Order/{oid}", "name": f"#{num}", "createdAt": created, "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED",
                "customer": cust, "lineItems": [{"title": t, "variantTitle": vt, "quantity": q, "originalUnitPrice": p} for t, vt, q, p in lines],
                "subtotalPrice": f"{sub:.2f}", "totalShippingPrice": ship, "totalPrice": f"{sub + float(ship):.2f}"}

    o1427 = order(1427, "6011843207332", "2025-06-02T09:13:28Z", "Marisol Ávila", [("Dong Ding Oolong", "100 g tin", 2, "22.00"), ("Milk Oolong (Jin Xuan)", "50 g tin", 1, "11.00")])
    o1431 = order(1431, "6011897405604", "2025-06-02T19:40:51Z", "Theo Lindgren", [("Dong Ding Oolong", "100 g tin", 1, "22.00"), ("Oolong Discovery Sampler", "Default Title", 1, "18.00")])
    o1433 = order(1433, "6011930566820", "2025-06-03T08:05:12Z", "Kiri Paewai", [("Milk Oolong (Jin Xuan)", "50 g tin", 2, "11.00")])
    o1436 = order(1436, "6011988271268", "2025-06-03T16:52:48Z", "Harriet Oyelowo", [("Dong Ding Oolong", "100 g tin", 1, "24.00")])
    ful = {"fulfillment": {"id": "gid://shopify/Fulfillment/5480126709924", "status": "SUCCESS", "createdAt": "2025-06-03T16:47:22Z", "location": {"name": "Portland Warehouse"},
                           "trackingInfo": [{"company": "USPS", "number": "9400111899223847561034", "url": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223847561034"}],
                           "fulfillmentLineItems": [{"lineItem": {"title": "Dong Ding Oolong", "variantTitle": "100 g tin"}, "quantity": 2}, {"lineItem": {"title": "Milk Oolong (Jin Xuan)", "variantTitle": "50 g tin"}, "quantity": 1}]},
           "order": {"name": "#1427", "displayFulfillmentStatus": "FULFILLED"}, "userErrors": []}
    o1436_full = dict(o1436, email="harriet.oyelowo@fastmail.com", shippingAddress={"address1": "2281 NE Going St", "city": "Portland", "provinceCode": "OR", "zip": "97211", "countryCode": "US"},
                      shippingLine={"title": "USPS Ground Advantage", "price": "6.95"}, tags=[], note=None, channel="Online Store")
    turns = [
        (call("get_products", searchTitle="oolong", limit=10), env(plist)),
        (call("get_product", productId=prod), env(product)),
        (call("get_inventory_levels", inventoryItemId=inv100), env(levels((6, 3, 3), "2025-06-02T19:40:51Z"))),
        (call("adjust_inventory", inventoryItemId=inv100, locationId=pdx, delta=48, reason="received"), env(adj)),
        (call("update_variant", variantId=v100, price="24.00"), env(var)),
        (call("get_orders", status="open", fulfillmentStatus="unfulfilled", limit=20), env({"orders": [o1427, o1431, o1433], "pageInfo": {"hasNextPage": False}})),
        (call("fulfill_order", orderId=o1427["id"], locationId=pdx, trackingNumber="9400111899223847561034", trackingCompany="USPS", notifyCustomer=True), env(ful)),
        (call("get_inventory_levels", inventoryItemId=inv100), env(levels((52, 1, 51), "2025-06-03T16:47:22Z"))),
        (call("get_orders", status="open", fulfillmentStatus="unfulfilled", limit=20), env({"orders": [o1431, o1433, o1436], "pageInfo": {"hasNextPage": False}})),
        (call("get_order", orderId=o1436["id"]), env(o1436_full)),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 13 Airtable
def t13() -> dict[str, Any]:
    # Airtable volunteer roster (clean): two-page listing, near-identical names (Sam vs Samira Okafor, two Dmitri rows), a duplicate deleted, a shift created raising a rollup, a status filter shrinking the list.
    tools = [
        tool("list_tables", "List tables in a base", {"baseId": S}, ["baseId"]),
        tool("list_records", "List records in a table", {"baseId": S, "tableId": S, "view": S, "fields": A, "pageSize": INT, "offset": S, "filterByFormula": S}, ["baseId", "tableId"]),
        tool("search_records", "Search records whose text fields contain a term", {"baseId": S, "tableId": S, "searchTerm": S}, ["baseId", "tableId", "searchTerm"]),
        tool("get_record", "Get a record by id", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_record", "Create a record", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("update_records", "Update up to 10 records", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("delete_records", "Delete records by id", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
    ]
    system = mcp_system("airtable", "Airtable Web API, personal access token of volunteer-coordinator@eastgatepantry.org", tools)
    base = "appX7kQ2mN9pL4rT1"
    vt, st, sit = "tblVo8Kx2Lm4Np6Qr", "tblSh3Wd9Fg1Hj5Kl", "tblSi6Zx4Cv7Bn2Mq"
    state = (f"Airtable base 'Eastgate Community Pantry' ({base}). Tables: Volunteers ({vt}), Shifts ({st}), Sites ({sit}). "
             "Volunteers.Total Hours is a rollup of the linked Shifts' Hours.\n"
             "Task: tidy the volunteer roster: remove the duplicate Dmitri Halvorsen row with no email, book Samira Okafor for the 22 March intake desk (09:00, 3 h, Main St), "
             "and mark Sam Okafor inactive (he moved away).")
    sam_shifts = ["recH2kL5mN8pQ1rS4", "recH4tU7vW1xY3zA6", "recH6bC9dE2fG4hJ7", "recH8jK1lM3nP6qR9"]
    vols = [
        ("recA7kP2mQ9xT4vL1", "Amara Osei", "amara.osei@gmail.com", "+1 412 555 0118", "Active", 21, "2023-09-04T15:22:10.000Z"),
        ("recB3nR8sV1wY6zC2", "Ben Whitcombe", "ben.whitcombe@pitt.edu", "+1 412 555 0196", "Active", 6, "2024-10-11T18:03:44.000Z"),
        ("recC9dF4gH7jK2mN5", "Carla Jiménez", "carlaj@eastgatepantry.org", "+1 412 555 0133", "Active", 33, "2022-03-19T14:51:02.000Z"),
        ("recD5hV1nT8wQ3zX2", "Dmitri Halvorsen", "dmitri.h@posteo.net", "+1 412 555 0171", "Active", 9, "2024-06-02T12:40:19.000Z"),
        ("recD8pL3qS6tU9vW4", "Dmitri Halvorsen", None, None, "Active", 0, "2025-03-01T10:05:47.000Z"),
        ("recE2fG5hJ8kL1mP7", "Esther Nakamura", "esther.nakamura@outlook.com", "+1 412 555 0150", "On leave", 14, "2023-01-28T16:17:33.000Z"),
        ("recF6rT9yU2iO5pA8", "Farid Haddad", "farid.haddad@gmail.com", "+1 412 555 0124", "Active", 3, "2025-02-08T19:44:51.000Z"),
        ("recS4aD7fG1hJ5kL9", "Sam Okafor", "sam.okafor@gmail.com", "+1 412 555 0187", "Active", 4, "2024-11-23T13:30:06.000Z"),
        ("recS1zX5cV8bN2mQ6", "Samira Okafor", "samira.okafor@eastgatepantry.org", "+1 412 555 0109", "Active", 12, "2023-05-15T09:12:58.000Z"),
        ("recT3wE6rY9uI2oP4", "Tove Lindqvist", "tove.lindqvist@gmail.com", "+1 412 555 0162", "Active", 18, "2023-08-30T17:26:41.000Z"),
    ]

    def rec(v: tuple[Any, ...], status: str | None = None, hours: int | None = None, shifts: list[str] | None = None) -> dict[str, Any]:
        rid, name, email, phone, st0, h0, created = v
        f: dict[str, Any] = {"Name": name}
        if email:
            f["Email"] = email
        if phone:
            f["Phone"] = phone
        f["Status"] = status or st0
        f["Total Hours"] = h0 if hours is None else hours
        if shifts is not None:
            f["Shifts"] = shifts
        return {"id": rid, "createdTime": created, "fields": f}

    new_shift = "recH9qW2eR5tY8uI3"
    tables = {"tables": [
        {"id": vt, "name": "Volunteers", "primaryFieldId": "fldVName01", "fields": [{"name": "Name", "type": "singleLineText"}, {"name": "Email", "type": "email"}, {"name": "Phone", "type": "phoneNumber"},
                                                                                      {"name": "Status", "type": "singleSelect", "options": ["Active", "On leave", "Inactive"]},
                                                                                      {"name": "Shifts", "type": "multipleRecordLinks"}, {"name": "Total Hours", "type": "rollup"}],
         "views": [{"name": "All volunteers", "type": "grid"}, {"name": "Active", "type": "grid"}]},
        {"id": st, "name": "Shifts", "primaryFieldId": "fldSLabel01", "fields": [{"name": "Label", "type": "formula"}, {"name": "Volunteer", "type": "multipleRecordLinks"}, {"name": "Date", "type": "date"},
                                                                                   {"name": "Start", "type": "singleLineText"}, {"name": "Hours", "type": "number"}, {"name": "Role", "type": "singleSelect"}, {"name": "Site", "type": "multipleRecordLinks"}],
         "views": [{"name": "Calendar", "type": "calendar"}, {"name": "Grid", "type": "grid"}]},
        {"id": sit, "name": "Sites", "primaryFieldId": "fldSiName01", "fields": [{"name": "Name", "type": "singleLineText"}, {"name": "Address", "type": "singleLineText"}], "views": [{"name": "Grid", "type": "grid"}]},
    ]}
    main_st = "recM5nB8vC1xZ4aS7"
    shift_new = {"id": new_shift, "createdTime": "2025-03-17T14:26:03.000Z",
                 "fields": {"Label": "2025-03-22 09:00 Intake desk - Samira Okafor", "Volunteer": [vols[8][0]], "Date": "2025-03-22", "Start": "09:00", "Hours": 3, "Role": "Intake desk", "Site": [main_st]}}
    shifts_22 = [
        {"id": "recH3mN6pQ9rS2tU5", "createdTime": "2025-03-10T11:40:22.000Z",
         "fields": {"Label": "2025-03-22 09:00 Warehouse sort - Carla Jiménez", "Volunteer": [vols[2][0]], "Date": "2025-03-22", "Start": "09:00", "Hours": 4, "Role": "Warehouse sort", "Site": [main_st]}},
        shift_new,
        {"id": "recH7vW0xY3zA6bC8", "createdTime": "2025-03-12T16:02:57.000Z",
         "fields": {"Label": "2025-03-22 13:00 Distribution - Tove Lindqvist", "Volunteer": [vols[9][0]], "Date": "2025-03-22", "Start": "13:00", "Hours": 3, "Role": "Distribution", "Site": ["recN2qW5eR8tY1uI4"]}},
    ]
    turns = [
        (call("list_tables", baseId=base), pj(tables)),
        (call("list_records", baseId=base, tableId=vt, view="All volunteers", fields=["Name", "Email", "Phone", "Status", "Total Hours"], pageSize=5), pj({"records": [rec(v) for v in vols[:5]], "offset": "itrQ2bV7xPz3kM9sL/recD8pL3qS6tU9vW4"})),
        (call("list_records", baseId=base, tableId=vt, view="All volunteers", fields=["Name", "Email", "Phone", "Status", "Total Hours"], pageSize=5, offset="itrQ2bV7xPz3kM9sL/recD8pL3qS6tU9vW4"), pj({"records": [rec(v) for v in vols[5:]]})),
        (call("search_records", baseId=base, tableId=vt, searchTerm="Okafor"),
         pj({"records": [rec(vols[7], shifts=["recH0aS3dF6gH9jK2"]), rec(vols[8], shifts=sam_shifts)]})),
        (call("delete_records", baseId=base, tableId=vt, recordIds=["recD8pL3qS6tU9vW4"]), pj({"records": [{"id": "recD8pL3qS6tU9vW4", "deleted": True}]})),
        (call("create_record", baseId=base, tableId=st, fields={"Volunteer": [vols[8][0]], "Date": "2025-03-22", "Start": "09:00", "Hours": 3, "Role": "Intake desk", "Site": [main_st]}), pj(shift_new)),
        (call("get_record", baseId=base, tableId=vt, recordId=vols[8][0]), pj(rec(vols[8], hours=15, shifts=sam_shifts + [new_shift]))),
        (call("update_records", baseId=base, tableId=vt, records=[{"id": vols[7][0], "fields": {"Status": "Inactive"}}]),
         pj({"records": [rec(vols[7], status="Inactive", shifts=["recH0aS3dF6gH9jK2"])]})),
        (call("list_records", baseId=base, tableId=vt, fields=["Name", "Email", "Phone", "Status", "Total Hours"], filterByFormula="{Status} = 'Active'", pageSize=10),
         pj({"records": [rec(vols[0]), rec(vols[1]), rec(vols[2]), rec(vols[3]), rec(vols[6]), rec(vols[8], hours=15), rec(vols[9])]})),
        (call("list_records", baseId=base, tableId=st, filterByFormula="IS_SAME({Date}, '2025-03-22', 'day')", pageSize=20), pj({"records": shifts_22})),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 14 Sentry
def t14() -> dict[str, Any]:
    # Sentry alert cleanup (bad): turn 10 lists alert rule 118204 again although turn 3 deleted it (the other deleted rule, 120031, correctly stays gone).
    tools = [
        tool("find_projects", "List projects in an organization", {"organizationSlug": S}, ["organizationSlug"]),
        tool("list_alert_rules", "List issue and metric alert rules of a project", {"organizationSlug": S, "projectSlug": S}, ["organizationSlug", "projectSlug"]),
        tool("delete_alert_rule", "Delete an alert rule", {"organizationSlug": S, "projectSlug": S, "ruleId": S}, ["organizationSlug", "projectSlug", "ruleId"]),
        tool("create_alert_rule", "Create an issue alert rule", {"organizationSlug": S, "projectSlug": S, "name": S, "conditions": A, "filters": A, "actions": A, "frequency": INT}, ["organizationSlug", "projectSlug", "name", "conditions", "actions"]),
        tool("find_issues", "Search issues in a project", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S, "limit": INT}, ["organizationSlug"]),
        tool("get_issue_details", "Get details of an issue, including the latest event", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("update_issue", "Update an issue's status or assignee", {"organizationSlug": S, "issueId": S, "status": S, "statusDetails": OBJ, "assignedTo": S}, ["organizationSlug", "issueId"]),
    ]
    system = mcp_system("sentry", "Sentry SaaS API for organization parcelwise", tools)
    org, proj = "parcelwise", "android-courier"
    state = ("Sentry organization: parcelwise (sentry.io). Project android-courier (Android courier app).\n"
             "Task: the mobile team is drowning in alerts. Delete the two legacy alert rules (the catch-all Slack one and the email-everyone-on-fatal one), replace them with a single high-priority new-issue rule "
             "scoped to production, resolve the ScanFragment crash (fixed in 4.18.2) and hand the top ANR to team:mobile.")
    projs = ("# Projects in **parcelwise**\n\n"
             "- **android-courier** (android) · team: mobile · 14d events: 182,406\n"
             "- **ios-courier** (apple-ios) · team: mobile · 14d events: 96,117\n"
             "- **dispatch-api** (python-django) · team: backend · 14d events: 41,832\n"
             "- **web-dashboard** (javascript-react) · team: web · 14d events: 12,509\n")
    hdr = ["ID", "Name", "Type", "When", "Then", "Owner"]
    r118204 = ["118204", "Any new issue → #courier-alerts (legacy)", "issue", "A new issue is created", "Slack #courier-alerts", "-"]
    r118377 = ["118377", "Crash-free sessions < 99.2%", "metric", "crash_free_rate(session) < 99.2 over 1h (env: production)", "PagerDuty: Mobile Primary", "team:mobile"]
    r119012 = ["119012", "ANR spike", "issue", "Issue seen > 50 times in 1h; tag error.type = ANR", "Slack #mobile-oncall", "team:mobile"]
    r119455 = ["119455", "Regression in release", "issue", "Issue changes state from resolved to unresolved", "Slack #mobile-oncall; email team:mobile", "team:mobile"]
    r120031 = ["120031", "Legacy: email all members on fatal", "issue", "A new issue is created; level = fatal", "Email: all project members", "-"]
    r120877 = ["120877", "New high-priority issue in production", "issue", "A new issue is created; priority = high; environment = production", "Slack #mobile-oncall", "-"]
    rules1 = f"# Alert rules for **{proj}** (5)\n\n" + table(hdr, [r118204, r118377, r119012, r119455, r120031])
    rules2 = f"# Alert rules for **{proj}** (5)\n\n" + table(hdr, [r118204, r118377, r119012, r119455, r120877])
    issues1 = ("# Issues in **android-courier** (is:unresolved, sorted by frequency)\n\n"
               "## 1. ANDROID-COURIER-3KD\n**IllegalStateException**: Fragment ScanFragment{7c1e2a9} not attached to a context.\n- Culprit: `io.parcelwise.courier.scan.ScanFragment.onBarcode`\n"
               "- Events: 1,284 · Users: 311 · First seen: 2025-10-03T07:12:44Z · Last seen: 2025-10-14T08:51:09Z\n- Release: 4.18.1 · Assignee: none\n\n"
               "## 2. ANDROID-COURIER-3F2\n**ApplicationNotResponding**: ANR for at least 5000 ms.\n- Culprit: `io.parcelwise.courier.sync.RouteSyncWorker.doWork`\n"
               "- Events: 906 · Users: 274 · First seen: 2025-09-28T16:40:02Z · Last seen: 2025-10-14T08:49:57Z\n- Release: 4.18.1 · Assignee: none\n\n"
               "## 3. ANDROID-COURIER-3HA\n**SQLiteDatabaseLockedException**: database is locked (code 5 SQLITE_BUSY)\n- Culprit: `io.parcelwise.courier.db.StopDao_Impl.upsert`\n"
               "- Events: 377 · Users: 92 · First seen: 2025-10-06T11:03:30Z · Last seen: 2025-10-14T08:22:18Z\n- Release: 4.18.1 · Assignee: Jonas Eberhardt\n\n"
               "## 4. ANDROID-COURIER-3M7\n**SocketTimeoutException**: timeout\n- Culprit: `okhttp3.internal.connection.RealCall.execute`\n"
               "- Events: 214 · Users: 120 · First seen: 2025-10-09T05:47:16Z · Last seen: 2025-10-14T08:40:31Z\n- Release: 4.18.1 · Assignee: none\n")
    detail = ("# ANDROID-COURIER-3KD\n\n**IllegalStateException**: Fragment ScanFragment{7c1e2a9} not attached to a context.\n\n"
              "- Status: unresolved · Level: error · Priority: high\n- Events: 1,284 · Users: 311\n- First seen: 2025-10-03T07:12:44Z (release 4.18.0)\n- Last seen: 2025-10-14T08:51:09Z (release 4.18.1)\n"
              "- Tags: device.family=Zebra TC26 (61%), os=Android 11 (58%), environment=production (100%)\n\n## Latest event (id 9f3b7e21c04a4d5e8a16b2c9d7e30f58)\n\n```\n"
              "java.lang.IllegalStateException: Fragment ScanFragment{7c1e2a9} not attached to a context.\n"
              "    at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)\n"
              "    at io.parcelwise.courier.scan.ScanFragment.onBarcode(ScanFragment.kt:188)\n"
              "    at io.parcelwise.courier.scan.ScannerBridge$onResult$1.invokeSuspend(ScannerBridge.kt:64)\n"
              "    at kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)\n```\n\n"
              "Breadcrumbs (last 3): navigation ScanFragment → StopDetailFragment · ui.click btn_confirm_pickup · zebra.datawedge result 1Z84A7E20391824471\n")
    issues2 = ("# Issues in **android-courier** (is:unresolved, sorted by frequency)\n\n"
               "## 1. ANDROID-COURIER-3F2\n**ApplicationNotResponding**: ANR for at least 5000 ms.\n- Culprit: `io.parcelwise.courier.sync.RouteSyncWorker.doWork`\n"
               "- Events: 911 · Users: 275 · First seen: 2025-09-28T16:40:02Z · Last seen: 2025-10-14T09:04:12Z\n- Release: 4.18.1 · Assignee: team:mobile\n\n"
               "## 2. ANDROID-COURIER-3HA\n**SQLiteDatabaseLockedException**: database is locked (code 5 SQLITE_BUSY)\n- Culprit: `io.parcelwise.courier.db.StopDao_Impl.upsert`\n"
               "- Events: 379 · Users: 93 · First seen: 2025-10-06T11:03:30Z · Last seen: 2025-10-14T09:01:47Z\n- Release: 4.18.1 · Assignee: Jonas Eberhardt\n\n"
               "## 3. ANDROID-COURIER-3M7\n**SocketTimeoutException**: timeout\n- Culprit: `okhttp3.internal.connection.RealCall.execute`\n"
               "- Events: 214 · Users: 120 · First seen: 2025-10-09T05:47:16Z · Last seen: 2025-10-14T08:40:31Z\n- Release: 4.18.1 · Assignee: none\n\n"
               "## 4. ANDROID-COURIER-3P9\n**NullPointerException**: Attempt to invoke virtual method 'double android.location.Location.getLatitude()' on a null object reference\n"
               "- Culprit: `io.parcelwise.courier.map.EtaOverlay.update`\n- Events: 58 · Users: 31 · First seen: 2025-10-12T14:26:55Z · Last seen: 2025-10-14T08:58:03Z\n- Release: 4.18.1 · Assignee: none\n")
    turns = [
        (call("find_projects", organizationSlug=org), projs),
        (call("list_alert_rules", organizationSlug=org, projectSlug=proj), rules1),
        (call("delete_alert_rule", organizationSlug=org, projectSlug=proj, ruleId="118204"), "Deleted alert rule 118204 (\"Any new issue → #courier-alerts (legacy)\") from android-courier."),
        (call("delete_alert_rule", organizationSlug=org, projectSlug=proj, ruleId="120031"), "Deleted alert rule 120031 (\"Legacy: email all members on fatal\") from android-courier."),
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="freq", limit=4), issues1),
        (call("get_issue_details", organizationSlug=org, issueId="ANDROID-COURIER-3KD"), detail),
        (call("update_issue", organizationSlug=org, issueId="ANDROID-COURIER-3KD", status="resolved", statusDetails={"inRelease": "4.18.2"}),
         "Updated ANDROID-COURIER-3KD\n- Status: unresolved → resolved (in release 4.18.2)\n- Assignee: none"),
        (call("update_issue", organizationSlug=org, issueId="ANDROID-COURIER-3F2", assignedTo="team:mobile"), "Updated ANDROID-COURIER-3F2\n- Status: unresolved\n- Assignee: none → team:mobile"),
        (call("create_alert_rule", organizationSlug=org, projectSlug=proj, name="New high-priority issue in production",
              conditions=[{"id": "sentry.rules.conditions.first_seen_event.FirstSeenEventCondition"}],
              filters=[{"id": "sentry.rules.filters.issue_severity.IssueSeverityFilter", "value": "high"}, {"id": "sentry.rules.filters.tagged_event.TaggedEventFilter", "key": "environment", "match": "eq", "value": "production"}],
              actions=[{"id": "sentry.integrations.slack.notify_action.SlackNotifyServiceAction", "workspace": "parcelwise", "channel": "#mobile-oncall"}], frequency=30),
         "Created issue alert rule 120877 \"New high-priority issue in production\" in android-courier\n- When: a new issue is created\n- If: priority = high, environment = production\n- Then: Slack #mobile-oncall\n- Action interval: 30 min\n- Owner: none"),
        (call("list_alert_rules", organizationSlug=org, projectSlug=proj), rules2),
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="freq", limit=4), issues2),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=10, kind="deleted thing reappears: a deleted alert rule is listed again")


# ---------------------------------------------------------------------------------------------------------------
# 15 PagerDuty
def t15() -> dict[str, Any]:
    # PagerDuty night shift (clean): acknowledge then reassign re-triggers for the new team, a resolved incident leaves the open list, a new incident arrives, on-call hands over at 08:00, the new assignee acknowledges later.
    tools = [
        tool("list_incidents", "List incidents, filtered by status", {"statuses": A, "limit": INT}, []),
        tool("get_incident", "Get one incident", {"incident_id": S}, ["incident_id"]),
        tool("list_oncalls", "List current on-call entries for escalation policies", {"escalation_policy_ids": A}, []),
        tool("manage_incidents", "Acknowledge, resolve or reassign incidents", {"incident_ids": A, "status": S, "escalation_policy_id": S, "resolution": S}, ["incident_ids"]),
        tool("add_note", "Add a note to an incident", {"incident_id": S, "content": S}, ["incident_id", "content"]),
        tool("list_log_entries", "List the log entries of an incident", {"incident_id": S}, ["incident_id"]),
    ]
    system = mcp_system("pagerduty", "PagerDuty REST API v2 for the Parcelwise account, acting as Tomas Eriksen", tools)
    state = ("PagerDuty account: parcelwise.pagerduty.com. You act for Tomas Eriksen (PUS7K2M), Platform primary on-call until 08:00 UTC today, 2025-10-22.\n"
             "Task: deal with the open Orders DB replica-lag page before handover: acknowledge it, record what you found, and hand it to the Database team's escalation policy (PEPDB7Y). "
             "The checkout synthetic alert recovered at 07:40, resolve it.")
    tomas = {"id": "PUS7K2M", "type": "user_reference", "summary": "Tomas Eriksen"}
    priya = {"id": "PR4D9QX", "type": "user_reference", "summary": "Priya Raman"}
    hana = {"id": "PHK3B8N", "type": "user_reference", "summary": "Hana Kobayashi"}
    ep_pl = {"id": "PEP4Q2X", "type": "escalation_policy_reference", "summary": "Platform – Primary"}
    ep_db = {"id": "PEPDB7Y", "type": "escalation_policy_reference", "summary": "Database – Primary"}
    base = "https://parcelwise.pagerduty.com/incidents/"

    def inc(iid: str, num: int, title: str, status: str, urgency: str, svc: tuple[str, str], ep: dict[str, Any], assignee: dict[str, Any], created: str, changed: str,
            ack: list[dict[str, Any]] | None = None, assigned_at: str | None = None) -> dict[str, Any]:
        return {"id": iid, "type": "incident", "incident_number": num, "title": title, "status": status, "urgency": urgency, "created_at": created,
                "last_status_change_at": changed, "service": {"id": svc[0], "type": "service_reference", "summary": svc[1]}, "escalation_policy": ep,
                "assignments": [{"at": assigned_at or created, "assignee": assignee}] if status != "resolved" else [],
                "acknowledgements": ack or [], "html_url": base + iid, "priority": {"summary": "P1"} if urgency == "high" else None}

    q13 = "Q1HZ7X3KDM2P9A"
    t48213 = "Replica lag > 120s on pg-orders-03"
    i13a = inc(q13, 48213, t48213, "triggered", "high", ("PSVC91K", "Orders DB"), ep_pl, tomas, "2025-10-22T07:41:09Z", "2025-10-22T07:41:09Z")
    i09 = inc("Q0RJ5W8NBT4L6C", 48209, "Disk usage 91% on /var/lib/kafka (kafka-broker-2)", "acknowledged", "high", ("PSVK2M8", "Kafka cluster"), ep_pl, tomas, "2025-10-22T06:58:40Z", "2025-10-22T07:03:12Z",
              ack=[{"at": "2025-10-22T07:03:12Z", "acknowledger": tomas}])
    i01 = inc("Q3VN2C6YFH8E1R", 48201, "Synthetic check failed: checkout p95 > 2s (eu-west)", "acknowledged", "low", ("PSVS5N3", "Checkout synthetics"), ep_pl, tomas, "2025-10-22T05:12:27Z", "2025-10-22T05:20:51Z",
              ack=[{"at": "2025-10-22T05:20:51Z", "acknowledger": tomas}])
    detail = dict(i13a, incident_key="alertmanager/pg-orders-03/ReplicationLagHigh", description=t48213,
                  body={"details": "lag_seconds=164 primary=pg-orders-01 replica=pg-orders-03 runbook=https://runbooks.parcelwise.io/db/replica-lag"},
                  teams=[{"id": "PTPLAT1", "summary": "Platform"}], alert_counts={"all": 1, "triggered": 1, "resolved": 0}, is_mergeable=True)
    oncall1 = {"oncalls": [
        {"escalation_policy": ep_pl, "escalation_level": 1, "schedule": {"id": "PSCH8PL", "summary": "Platform primary rotation"}, "user": tomas, "start": "2025-10-21T08:00:00Z", "end": "2025-10-22T08:00:00Z"},
        {"escalation_policy": ep_pl, "escalation_level": 2, "schedule": None, "user": {"id": "PGO6T1W", "type": "user_reference", "summary": "Grace Obi"}, "start": None, "end": None},
        {"escalation_policy": ep_db, "escalation_level": 1, "schedule": {"id": "PSCH3DB", "summary": "DB weekly"}, "user": priya, "start": "2025-10-20T09:00:00Z", "end": "2025-10-27T09:00:00Z"},
        {"escalation_policy": ep_db, "escalation_level": 2, "schedule": None, "user": {"id": "PMV2C5R", "type": "user_reference", "summary": "Mateus Viana"}, "start": None, "end": None},
    ], "limit": 25, "offset": 0, "more": False}
    ack1 = inc(q13, 48213, t48213, "acknowledged", "high", ("PSVC91K", "Orders DB"), ep_pl, tomas, "2025-10-22T07:41:09Z", "2025-10-22T07:51:33Z",
               ack=[{"at": "2025-10-22T07:51:33Z", "acknowledger": tomas}])
    note = ("Cause: VACUUM FULL on orders_archive started by cron at 07:30 (job archive-compact) holds replay on pg-orders-03; lag 164s and falling slowly. "
            "Not cancelling it myself, handing to DB on-call to decide. Read traffic already shifted to pg-orders-02 by the pooler health check.")
    re13 = inc(q13, 48213, t48213, "triggered", "high", ("PSVC91K", "Orders DB"), ep_db, priya, "2025-10-22T07:41:09Z", "2025-10-22T07:55:02Z", assigned_at="2025-10-22T07:55:02Z")
    res01 = dict(inc("Q3VN2C6YFH8E1R", 48201, "Synthetic check failed: checkout p95 > 2s (eu-west)", "resolved", "low", ("PSVS5N3", "Checkout synthetics"), ep_pl, tomas, "2025-10-22T05:12:27Z", "2025-10-22T07:58:47Z"),
                 resolve_reason=None)
    i17 = inc("Q7TB4M1XKD9W3J", 48217, "TLS certificate for partner-api.parcelwise.io expires in 7 days", "triggered", "low", ("PSVE7G4", "Edge gateway"), ep_pl, hana, "2025-10-22T08:01:15Z", "2025-10-22T08:01:15Z")
    oncall2 = {"oncalls": [
        {"escalation_policy": ep_pl, "escalation_level": 1, "schedule": {"id": "PSCH8PL", "summary": "Platform primary rotation"}, "user": hana, "start": "2025-10-22T08:00:00Z", "end": "2025-10-23T08:00:00Z"},
        {"escalation_policy": ep_pl, "escalation_level": 2, "schedule": None, "user": {"id": "PGO6T1W", "type": "user_reference", "summary": "Grace Obi"}, "start": None, "end": None},
    ], "limit": 25, "offset": 0, "more": False}

    def le(lid: str, typ: str, at: str, summary: str, agent: dict[str, Any] | None, **kw: Any) -> dict[str, Any]:
        return {"id": lid, "type": typ, "created_at": at, "summary": summary, "agent": agent, **kw}

    logs = {"log_entries": [
        le("R2K8W1ZQX4B7M3", "trigger_log_entry", "2025-10-22T07:41:09Z", "Triggered through the API.", {"id": "PIN5AM1", "type": "generic_events_api_inbound_integration_reference", "summary": "Prometheus Alertmanager"}),
        le("R7D3N9VQC1H5T2", "notify_log_entry", "2025-10-22T07:41:10Z", "Notified Tomas Eriksen by push notification and SMS.", None, user=tomas),
        le("R4F6J2XLB8P0S9", "acknowledge_log_entry", "2025-10-22T07:51:33Z", "Acknowledged by Tomas Eriksen.", tomas),
        le("R9M1Q5TZK3V7D4", "annotate_log_entry", "2025-10-22T07:52:10Z", "Note added", tomas),
        le("R3C8H4WNE6Y2L1", "assign_log_entry", "2025-10-22T07:55:02Z", "Reassigned to escalation policy Database – Primary by Tomas Eriksen.", tomas, assignees=[priya]),
        le("R6T0B7KPS2F9Q5", "notify_log_entry", "2025-10-22T07:55:03Z", "Notified Priya Raman by push notification.", None, user=priya),
        le("R1V5Z8MDA4J6N0", "acknowledge_log_entry", "2025-10-22T08:04:22Z", "Acknowledged by Priya Raman.", priya),
    ], "limit": 25, "offset": 0, "more": False, "total": 7}
    turns = [
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), pj({"incidents": [i13a, i09, i01], "limit": 25, "offset": 0, "more": False, "total": 3})),
        (call("get_incident", incident_id=q13), pj({"incident": detail})),
        (call("list_oncalls", escalation_policy_ids=["PEP4Q2X", "PEPDB7Y"]), pj(oncall1)),
        (call("manage_incidents", incident_ids=[q13], status="acknowledged"), pj({"incidents": [ack1]})),
        (call("add_note", incident_id=q13, content=note),
         pj({"note": {"id": "PNT4W8K2QZ7M1X", "user": tomas, "channel": {"summary": "The PagerDuty REST API"}, "content": note, "created_at": "2025-10-22T07:52:10Z"}})),
        (call("manage_incidents", incident_ids=[q13], escalation_policy_id="PEPDB7Y"), pj({"incidents": [re13]})),
        (call("manage_incidents", incident_ids=["Q3VN2C6YFH8E1R"], status="resolved", resolution="Synthetic p95 back under 1.2s since 07:40; upstream CDN incident closed."), pj({"incidents": [res01]})),
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), pj({"incidents": [i17, re13, i09], "limit": 25, "offset": 0, "more": False, "total": 3})),
        (call("list_oncalls", escalation_policy_ids=["PEP4Q2X"]), pj(oncall2)),
        (call("list_log_entries", incident_id=q13), pj(logs)),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 16 Todoist
def t16() -> dict[str, Any]:
    # Todoist move planning (bad): turn 7 lists the project's open tasks without "Cancel Vodafone home internet", created at turn 5 and never closed.
    tools = [
        tool("todoist_get_projects", "List all projects", {}, []),
        tool("todoist_get_sections", "List sections of a project", {"project_id": S}, ["project_id"]),
        tool("todoist_get_tasks", "List active tasks, by project or filter", {"project_id": S, "filter": S}, []),
        tool("todoist_create_task", "Create a task", {"content": S, "project_id": S, "section_id": S, "due_date": S, "priority": INT, "description": S}, ["content"]),
        tool("todoist_close_task", "Complete a task", {"task_id": S}, ["task_id"]),
        tool("todoist_update_task", "Update a task", {"task_id": S, "content": S, "due_date": S, "description": S, "priority": INT}, ["task_id"]),
        tool("todoist_add_comment", "Add a comment to a task", {"task_id": S, "content": S}, ["task_id", "content"]),
    ]
    system = mcp_system("todoist", "Todoist REST API v2 for joana.reis@sapo.pt", tools)
    state = ("Todoist account: joana.reis@sapo.pt. Today is 2025-04-24. The flat move to Rua das Flores 41 is on Saturday 2025-05-24.\n"
             "Task: add the two new to-dos from last night's list (freight elevator booking, cancel the old flat's Vodafone internet), tick off the moving boxes (they arrived), "
             "pull the movers-quotes deadline forward to 30 April with the three companies in the description, and note the building manager's contact on the elevator task.")
    pid = "2349871256"
    secs = {"184220931": "Before move", "184220945": "Move day", "184220962": "After move"}

    def task(tid: str, content: str, due: str | None, prio: int, sec: str, desc: str = "", labels: str = "") -> str:
        d = f"Due: {due}" if due else "Due: (none)"
        s = f"- [{tid}] {content}\n  {d} | Priority: p{5 - prio} | Section: {secs[sec]}"
        if labels:
            s += f" | Labels: {labels}"
        if desc:
            s += f"\n  Description: {desc}"
        return s

    t_quotes = ("8890412231", "Get quotes from 3 movers", "2025-05-02", 3, "184220931")
    t_boxes = ("8890412287", "Order moving boxes (40 medium, 10 wardrobe)", "2025-04-28", 2, "184220931")
    t_meter = ("8890413012", "Photograph meter readings at old flat", "2025-05-24", 1, "184220945")
    t_keys = ("8890413055", "Return keys to landlord (Sr. Paiva)", "2025-05-24", 3, "184220945")
    t_fin = ("8890414120", "Update address on Portal das Finanças", None, 2, "184220962")
    t_elev = ("8893021457", "Book freight elevator with building manager", "2025-05-09", 3, "184220931")
    t_voda = ("8893021688", "Cancel Vodafone home internet (old flat)", "2025-05-20", 2, "184220931")
    quotes_desc = "Lisbon Movers, MudaJá, Transportes Lima"
    turns = [
        (call("todoist_get_projects"),
         "Projects (4):\n- [2203318840] Inbox\n- [2349871256] Move to Rua das Flores (color: teal, favorite)\n- [2287710934] Work – Instituto Gulbenkian\n- [2311456207] Garden (shared with Miguel)"),
        (call("todoist_get_sections", project_id=pid), "Sections in project 2349871256 (3):\n- [184220931] Before move (order 1)\n- [184220945] Move day (order 2)\n- [184220962] After move (order 3)"),
        (call("todoist_get_tasks", project_id=pid),
         "Found 5 active tasks in 'Move to Rua das Flores':\n" + "\n".join([task(*t_quotes), task(*t_boxes, labels="errands"), task(*t_meter), task(*t_keys), task(*t_fin, labels="online")])),
        (call("todoist_create_task", content=t_elev[1], project_id=pid, section_id="184220931", due_date="2025-05-09", priority=3),
         f"Task created:\nID: {t_elev[0]}\nContent: {t_elev[1]}\nProject: Move to Rua das Flores / Before move\nDue: 2025-05-09 (Fri)\nPriority: p2\nURL: https://app.todoist.com/app/task/{t_elev[0]}"),
        (call("todoist_create_task", content=t_voda[1], project_id=pid, section_id="184220931", due_date="2025-05-20", priority=2),
         f"Task created:\nID: {t_voda[0]}\nContent: {t_voda[1]}\nProject: Move to Rua das Flores / Before move\nDue: 2025-05-20 (Tue)\nPriority: p3\nURL: https://app.todoist.com/app/task/{t_voda[0]}"),
        (call("todoist_close_task", task_id=t_boxes[0]), f"Task {t_boxes[0]} ('{t_boxes[1]}') marked as completed."),
        (call("todoist_get_tasks", project_id=pid),
         "Found 5 active tasks in 'Move to Rua das Flores':\n" + "\n".join([task(*t_quotes), task(*t_elev), task(*t_meter), task(*t_keys), task(*t_fin, labels="online")])),
        (call("todoist_update_task", task_id=t_quotes[0], due_date="2025-04-30", description=quotes_desc),
         f"Task updated:\nID: {t_quotes[0]}\nContent: {t_quotes[1]}\nDue: 2025-04-30 (Wed)\nPriority: p2\nDescription: {quotes_desc}"),
        (call("todoist_add_comment", task_id=t_elev[0], content="Building manager: Sr. Tavares, ext. 214 at the lobby desk, needs 48 h notice and a €50 refundable deposit."),
         f"Comment added to task {t_elev[0]}:\nID: 3681205947\nPosted: 2025-04-24T21:37:12Z\nContent: Building manager: Sr. Tavares, ext. 214 at the lobby desk, needs 48 h notice and a €50 refundable deposit."),
        (call("todoist_get_tasks", filter="due before: 2025-05-10 & #Move to Rua das Flores"),
         "Found 2 tasks matching 'due before: 2025-05-10 & #Move to Rua das Flores':\n" + "\n".join([task(t_quotes[0], t_quotes[1], "2025-04-30", 3, t_quotes[4], desc=quotes_desc), task(*t_elev)])),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=7, kind="created thing absent: a task created two calls earlier is missing from the project's task list")


# ---------------------------------------------------------------------------------------------------------------
# 17 Zotero
def t17() -> dict[str, Any]:
    # Zotero reading list (clean): journal article vs near-identical preprint, a new subcollection filling up while its parent's direct count stays put, tags and a note added by the agent, a different search returning different items.
    tools = [
        tool("zotero_search_items", "Search the library by title, creator or full text", {"query": S, "qmode": S, "limit": INT}, ["query"]),
        tool("zotero_item_metadata", "Get detailed metadata for an item", {"item_key": S}, ["item_key"]),
        tool("zotero_get_collections", "List collections as a tree with item counts", {}, []),
        tool("zotero_create_collection", "Create a collection", {"name": S, "parent_key": S}, ["name"]),
        tool("zotero_add_to_collection", "Add items to a collection", {"collection_key": S, "item_keys": A}, ["collection_key", "item_keys"]),
        tool("zotero_add_tags", "Add tags to an item", {"item_key": S, "tags": A}, ["item_key", "tags"]),
        tool("zotero_create_note", "Create a child note on an item", {"item_key": S, "note_text": S}, ["item_key", "note_text"]),
    ]
    system = mcp_system("zotero", "Zotero Web API, user library 6018834 (Maren Solvik)", tools)
    state = ("Zotero user library 6018834 (PhD candidate Maren Solvik, urban climatology). Today: 2025-02-11.\n"
             "Task: build a 'UHI – green roofs reading list' sub-collection under 'Dissertation ch. 3' with the core green/cool-roof studies (journal versions, not preprints), "
             "tag the Okonjo & Vidal paper as ch3-core / to-cite and attach a note with its key result.")
    search1 = ("# Search results for 'green roof' (6 items)\n\n"
               "## 1. Green roof retrofits and nocturnal heat island intensity: evidence from 41 European districts\n- Key: 7KDP3QWA · Journal Article · 2023\n- Okonjo, R.; Vidal, M. · *Urban Climate* 49, 101512\n\n"
               "## 2. Green roof retrofits and nighttime urban heat island intensity across European districts\n- Key: R2N8VX4H · Preprint · 2022\n- Okonjo, R.; Vidal, M. · EarthArXiv\n\n"
               "## 3. Substrate depth, irrigation and the cooling performance of extensive green roofs\n- Key: M9TC6LE2 · Journal Article · 2021\n- Haverkamp, J.; Ortiz, L.; Demir, S. · *Building and Environment* 204, 108139\n\n"
               "## 4. Cool roofs versus green roofs: a paired-building comparison in humid subtropical climates\n- Key: B3WZ5YFU · Journal Article · 2020\n- Sato, K.; Lindahl, E. · *Energy and Buildings* 226, 110321\n\n"
               "## 5. Multifunctional roofs programme: monitoring report 2018\n- Key: H6QJ2RNA · Report · 2019\n- Gemeente Rotterdam · Rotterdam Climate Initiative\n\n"
               "## 6. Vegetated roofs as urban infrastructure\n- Key: T4YG8KMB · Book Section · 2018\n- Abernathy, L. · in *Green Infrastructure Planning* (Routledge), pp. 211–236\n")

    def meta(tags: list[str], colls: list[str], modified: str, notes: int, version: int) -> str:
        return ("# Green roof retrofits and nocturnal heat island intensity: evidence from 41 European districts\n\n"
                "- **Item key**: 7KDP3QWA\n- **Type**: Journal Article\n- **Authors**: Okonjo, Rahel; Vidal, Marc\n- **Date**: 2023-03\n- **Publication**: Urban Climate\n"
                "- **Volume**: 49 · **Pages**: 101512\n- **DOI**: 10.1016/j.uclim.2023.101512\n"
                f"- **Tags**: {', '.join(tags)}\n- **Collections**: {'; '.join(colls)}\n- **Date added**: 2024-11-03 10:22:15\n- **Date modified**: {modified}\n"
                f"- **Version**: {version}\n- **Attachments**: 1 (PDF, Okonjo_Vidal_2023_UrbanClimate.pdf)\n- **Notes**: {notes}\n\n"
                "## Abstract\nUsing Landsat-derived land surface temperature and 312 roof-level sensors across 41 districts in 9 European cities, we estimate that converting 10% of district roof area "
                "to extensive green roofs reduces nocturnal surface UHI intensity by 0.18–0.31 K, with effects concentrated in districts with >45% impervious cover.\n")
    pre = ("# Green roof retrofits and nighttime urban heat island intensity across European districts\n\n"
           "- **Item key**: R2N8VX4H\n- **Type**: Preprint\n- **Authors**: Okonjo, Rahel; Vidal, Marc\n- **Date**: 2022-06-14\n- **Repository**: EarthArXiv\n"
           "- **DOI**: 10.31223/X5Q94K\n- **Tags**: preprint, urban heat island\n- **Collections**: To read\n- **Date added**: 2022-09-30 08:47:02\n- **Date modified**: 2022-09-30 08:47:02\n"
           "- **Version**: 412\n- **Attachments**: 1 (PDF)\n- **Notes**: 0\n- **Related**: 7KDP3QWA\n\n"
           "## Abstract\nPreprint version, 37 districts in 8 cities; nocturnal surface UHI reduction of 0.15–0.34 K per 10% green-roof cover. Superseded by the Urban Climate article.\n")
    colls1 = ("# Collections\n\n- Dissertation (4PLK9ZQE) · 0 items\n  - Dissertation ch. 2 – methods (W8HX2MCA) · 23 items\n  - Dissertation ch. 3 (NB5T7R3C) · 41 items\n"
              "- Teaching – GEOG 214 (C2VJ6DWS) · 17 items\n- To read (Y7QF3HNL) · 58 items\n")
    colls2 = ("# Collections\n\n- Dissertation (4PLK9ZQE) · 0 items\n  - Dissertation ch. 2 – methods (W8HX2MCA) · 23 items\n  - Dissertation ch. 3 (NB5T7R3C) · 41 items\n"
              "    - UHI – green roofs reading list (F3KX8WQP) · 4 items\n- Teaching – GEOG 214 (C2VJ6DWS) · 17 items\n- To read (Y7QF3HNL) · 58 items\n")
    search2 = ("# Search results for 'cool roof albedo' (3 items)\n\n"
               "## 1. Cool roofs versus green roofs: a paired-building comparison in humid subtropical climates\n- Key: B3WZ5YFU · Journal Article · 2020\n- Sato, K.; Lindahl, E. · *Energy and Buildings* 226, 110321\n\n"
               "## 2. Reflective pavements and pedestrian thermal comfort: a field study in Seville\n- Key: K5VM3TQH · Journal Article · 2021\n- Marín, P.; Ocaña, R. · *Sustainable Cities and Society* 68, 102771\n\n"
               "## 3. Albedo decay of white roof membranes after five years of exposure\n- Key: P8DN4XRC · Journal Article · 2017\n- Whitfield, D.; Chen, Y. · *Solar Energy* 153, 628–637\n")
    note = "Key result: 10% district roof area as extensive green roof → −0.18 to −0.31 K nocturnal SUHI; effect only significant above 45% impervious cover (Fig. 4). Use for ch. 3 §3.2 scenario bounds."
    turns = [
        (call("zotero_search_items", query="green roof", qmode="titleCreatorYear", limit=6), search1),
        (call("zotero_item_metadata", item_key="7KDP3QWA"), meta(["urban heat island", "green infrastructure"], ["Dissertation ch. 3"], "2024-11-03 10:22:15", 0, 1187)),
        (call("zotero_item_metadata", item_key="R2N8VX4H"), pre),
        (call("zotero_get_collections"), colls1),
        (call("zotero_create_collection", name="UHI – green roofs reading list", parent_key="NB5T7R3C"),
         "Created collection 'UHI – green roofs reading list' (key: F3KX8WQP) under 'Dissertation ch. 3' (NB5T7R3C). Library version: 1201"),
        (call("zotero_add_to_collection", collection_key="F3KX8WQP", item_keys=["7KDP3QWA", "M9TC6LE2", "B3WZ5YFU", "H6QJ2RNA"]),
         "Added 4 items to 'UHI – green roofs reading list' (F3KX8WQP): 7KDP3QWA, M9TC6LE2, B3WZ5YFU, H6QJ2RNA. Library version: 1202"),
        (call("zotero_add_tags", item_key="7KDP3QWA", tags=["ch3-core", "to-cite"]),
         "Updated tags on 7KDP3QWA: urban heat island, green infrastructure, ch3-core, to-cite (item version 1202 → 1203)"),
        (call("zotero_get_collections"), colls2),
        (call("zotero_search_items", query="cool roof albedo", qmode="everything", limit=6), search2),
        (call("zotero_create_note", item_key="7KDP3QWA", note_text=note), "Created note J2WR7CXN attached to 7KDP3QWA. Library version: 1204"),
        (call("zotero_item_metadata", item_key="7KDP3QWA"),
         meta(["urban heat island", "green infrastructure", "ch3-core", "to-cite"], ["Dissertation ch. 3", "UHI – green roofs reading list"], "2025-02-11 15:37:02", 1, 1203)),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 18 Pipedrive CRM
def t18() -> dict[str, Any]:
    # Pipedrive deal update (bad): turn 6 shows deal 4417 in stage 3 "Proposal made" although turns 1, 2 and 4 had it in stage 4 "Negotiations started" and only value, close date and a note were changed.
    tools = [
        tool("search_deals", "Search deals by title, notes or custom fields", {"term": S, "status": S}, ["term"]),
        tool("get_deal", "Get the details of a deal", {"id": INT}, ["id"]),
        tool("get_person", "Get the details of a person", {"id": INT}, ["id"]),
        tool("update_deal", "Update deal fields", {"id": INT, "value": NUM, "expected_close_date": S, "stage_id": INT, "status": S}, ["id"]),
        tool("add_note", "Add a note to a deal, person or organization", {"content": S, "deal_id": INT, "person_id": INT}, ["content"]),
        tool("add_activity", "Schedule an activity", {"subject": S, "type": S, "due_date": S, "due_time": S, "duration": S, "deal_id": INT, "person_id": INT, "note": S}, ["subject", "type"]),
        tool("list_deal_activities", "List the activities of a deal", {"id": INT, "done": INT}, ["id"]),
    ]
    system = mcp_system("pipedrive", "Pipedrive API v1 for company Telemetra B.V., user Lotte Brandsma", tools)
    state = ("Pipedrive company: Telemetra B.V. (fleet telematics). You act as Lotte Brandsma (account executive). Today is Thursday 2025-06-05.\n"
             "Task: after this morning's call with Kestrel Logistics, update the renewal deal (now 240 units at €380 = €91,200; close expected 15 July), log the call outcome as a note, "
             "and schedule a check-in call with Inge for 12 June 10:30 about the DPA review.")
    stages = {3: "Proposal made", 4: "Negotiations started"}

    def deal(value: int, close: str, stage: int, upd: str, notes: int, acts: int, undone: int, next_date: str, next_subject: str) -> dict[str, Any]:
        return {"success": True, "data": {
            "id": 4417, "title": "Kestrel Logistics – fleet telematics renewal", "value": value, "currency": "EUR", "status": "open",
            "pipeline_id": 2, "pipeline_name": "Enterprise", "stage_id": stage, "stage_name": stages[stage], "stage_order_nr": stage,
            "probability": None, "expected_close_date": close, "add_time": "2025-02-17 09:41:03", "update_time": upd, "stage_change_time": "2025-05-22 15:08:47",
            "user_id": {"id": 13577204, "name": "Lotte Brandsma", "email": "lotte.brandsma@telemetra.nl"},
            "person_id": {"value": 9021, "name": "Inge Vandermeer", "email": [{"value": "i.vandermeer@kestrel-logistics.nl", "primary": True}]},
            "org_id": {"value": 2210, "name": "Kestrel Logistics B.V.", "address": "Waalhaven Z.z. 44, 3089 JH Rotterdam"},
            "activities_count": acts, "done_activities_count": acts - undone, "undone_activities_count": undone, "notes_count": notes,
            "next_activity_date": next_date, "next_activity_subject": next_subject, "last_activity_date": "2025-06-05",
            "products_count": 1, "label": "renewal", "visible_to": "3"}}

    search = {"success": True, "data": {"items": [
        {"result_score": 1.146, "item": {"id": 4417, "type": "deal", "title": "Kestrel Logistics – fleet telematics renewal", "value": 86400, "currency": "EUR", "status": "open",
                                          "visible_to": 3, "owner": {"id": 13577204}, "stage": {"id": 4, "name": "Negotiations started"},
                                          "person": {"id": 9021, "name": "Inge Vandermeer"}, "organization": {"id": 2210, "name": "Kestrel Logistics B.V."}, "custom_fields": [], "notes": []}},
        {"result_score": 0.873, "item": {"id": 3982, "type": "deal", "title": "Kestrel Logistics – driver app pilot", "value": 18000, "currency": "EUR", "status": "lost",
                                          "visible_to": 3, "owner": {"id": 13577204}, "stage": {"id": 3, "name": "Proposal made"},
                                          "person": {"id": 9021, "name": "Inge Vandermeer"}, "organization": {"id": 2210, "name": "Kestrel Logistics B.V."}, "custom_fields": [], "notes": []}},
    ]}, "additional_data": {"pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}}
    person = {"success": True, "data": {"id": 9021, "name": "Inge Vandermeer", "first_name": "Inge", "last_name": "Vandermeer", "job_title": "Head of Fleet Operations",
                                        "org_id": {"value": 2210, "name": "Kestrel Logistics B.V."},
                                        "email": [{"label": "work", "value": "i.vandermeer@kestrel-logistics.nl", "primary": True}],
                                        "phone": [{"label": "mobile", "value": "+31 6 4127 8830", "primary": True}],
                                        "open_deals_count": 1, "won_deals_count": 1, "lost_deals_count": 1, "activities_count": 9, "notes_count": 3,
                                        "last_activity_date": "2025-06-05", "next_activity_date": "2025-06-06", "owner_id": {"id": 13577204, "name": "Lotte Brandsma"}}}
    note = ("Call 05-06 with Inge: fleet grows to 240 vans (was 226) after the Venlo depot opens, unit price stays €380. Their legal is reviewing our DPA, expected by 4 July, "
            "so signature realistically mid-July. Competitor (Webfleet) quote is higher per unit but includes tachograph download; may come up again.")
    act_new = {"id": 301884, "subject": "DPA review check-in with Inge", "type": "call", "due_date": "2025-06-12", "due_time": "08:30", "duration": "00:30", "done": False,
               "deal_id": 4417, "person_id": 9021, "org_id": 2210, "user_id": 13577204, "add_time": "2025-06-05 14:06:31", "public_description": None,
               "note": "Ask whether legal has comments on DPA §7 (sub-processors)."}
    acts = {"success": True, "data": [
        {"id": 298410, "subject": "Discovery call – renewal scope", "type": "call", "due_date": "2025-02-20", "due_time": "09:00", "done": True, "marked_as_done_time": "2025-02-20 09:42:11"},
        {"id": 299035, "subject": "Send renewal proposal", "type": "email", "due_date": "2025-04-03", "due_time": "", "done": True, "marked_as_done_time": "2025-04-03 16:20:05"},
        {"id": 299871, "subject": "Pricing negotiation with Inge + procurement", "type": "meeting", "due_date": "2025-05-22", "due_time": "13:00", "done": True, "marked_as_done_time": "2025-05-22 15:08:02"},
        {"id": 300912, "subject": "Follow-up call on unit count", "type": "call", "due_date": "2025-06-05", "due_time": "07:30", "done": True, "marked_as_done_time": "2025-06-05 08:14:40"},
        {"id": 301206, "subject": "Send revised quote", "type": "email", "due_date": "2025-06-06", "due_time": "", "done": False, "marked_as_done_time": ""},
        dict({k: act_new[k] for k in ("id", "subject", "type", "due_date", "due_time", "done")}, marked_as_done_time=""),
    ], "additional_data": {"pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}}
    turns = [
        (call("search_deals", term="Kestrel"), pj(search)),
        (call("get_deal", id=4417), pj(deal(86400, "2025-06-30", 4, "2025-06-05 08:14:40", 2, 5, 1, "2025-06-06", "Send revised quote"))),
        (call("get_person", id=9021), pj(person)),
        (call("update_deal", id=4417, value=91200, expected_close_date="2025-07-15"), pj(deal(91200, "2025-07-15", 4, "2025-06-05 14:02:18", 2, 5, 1, "2025-06-06", "Send revised quote"))),
        (call("add_note", content=note, deal_id=4417),
         pj({"success": True, "data": {"id": 77120, "content": note, "deal_id": 4417, "person_id": 9021, "org_id": 2210, "user_id": 13577204, "add_time": "2025-06-05 14:03:05",
                                       "update_time": "2025-06-05 14:03:05", "pinned_to_deal_flag": False, "deal": {"title": "Kestrel Logistics – fleet telematics renewal"}}})),
        (call("get_deal", id=4417), pj(deal(91200, "2025-07-15", 3, "2025-06-05 14:03:05", 3, 5, 1, "2025-06-06", "Send revised quote"))),
        (call("add_activity", subject="DPA review check-in with Inge", type="call", due_date="2025-06-12", due_time="08:30", duration="00:30", deal_id=4417, person_id=9021,
              note="Ask whether legal has comments on DPA §7 (sub-processors)."), pj({"success": True, "data": act_new})),
        (call("list_deal_activities", id=4417), pj(acts)),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=6, kind="state changed with no action: deal stage moved from 'Negotiations started' back to 'Proposal made'")


# ---------------------------------------------------------------------------------------------------------------
# 19 Inventory system
def t19() -> dict[str, Any]:
    # Bike-shop inventory (bad): turn 5's purchase order is stamped created_at 10:19:05, earlier than the 10:42:18 and 10:44:51 movements recorded by turns 3-4 that preceded it.
    tools = [
        tool("search_items", "Search the item catalogue; shows stock per location", {"query": S}, ["query"]),
        tool("get_item", "Get one item by SKU", {"sku": S}, ["sku"]),
        tool("adjust_stock", "Adjust on-hand stock at a location (counts, damage, shrink)", {"sku": S, "location": S, "delta": INT, "reason": S}, ["sku", "location", "delta", "reason"]),
        tool("transfer_stock", "Move stock between locations", {"sku": S, "from_location": S, "to_location": S, "qty": INT, "note": S}, ["sku", "from_location", "to_location", "qty"]),
        tool("create_purchase_order", "Create a draft purchase order", {"vendor": S, "lines": A, "deliver_to": S}, ["vendor", "lines"]),
        tool("list_movements", "List stock movements of an item, newest first", {"sku": S, "limit": INT}, ["sku"]),
        tool("submit_purchase_order", "Submit a draft purchase order to the vendor", {"po_number": S}, ["po_number"]),
    ]
    system = mcp_system("stockroom", "inventory service of Spokeworks Cooperative (two shops), clock in America/Los_Angeles", tools)
    state = ("Inventory: Spokeworks Cooperative, locations 'Main St' and 'Eastside'. Friday 2025-03-14, morning cycle count at Main St.\n"
             "Task: the Main St count found 11 Shimano L03A pad sets where the system says 14, fix that; send 4 sets to Eastside for Saturday's brake clinic; "
             "order 20 more L03A plus 10 Tektro P20.11 (Main St is out) from QBP and submit the PO.")
    search1 = ("5 items match 'brake pad':\n\n"
               "SKU            | Name                                   | Main St | Eastside | Reorder pt | On order\n"
               "---------------+----------------------------------------+---------+----------+------------+---------\n"
               "BP-SH-L03A     | Shimano L03A resin disc pads           |      14 |        2 |          6 |        0\n"
               "BP-SH-J05A     | Shimano J05A resin disc pads (Deore)   |       9 |        5 |          4 |        0\n"
               "BP-SRM-AXS     | SRAM organic pads, Force/Red AXS       |       5 |        3 |          4 |        0\n"
               "BP-KS-SALMON   | Kool-Stop Salmon road pads (pair)      |      22 |        9 |          8 |        0\n"
               "BP-TK-P2011    | Tektro P20.11 resin disc pads          |       0 |        6 |          4 |        0\n")
    item1 = ("sku: BP-SH-L03A\nname: Shimano L03A resin disc pads\nvendor: QBP (Quality Bicycle Products), vendor sku SH-Y2D498010\nbarcode: 4524667893216\n"
             "cost: 9.40 USD\nprice: 21.00 USD\nbin: Main St B-14-2 / Eastside D-03\nstock:\n  Main St: 14 (reorder point 6)\n  Eastside: 2 (reorder point 6)\n  total: 16\n"
             "on order: 0\nlast counted: Main St 2025-02-27, Eastside 2025-03-07\nsold last 30 days: 19")
    adj = ("OK\nmovement: MV-20250314-0087\ntype: adjustment\nsku: BP-SH-L03A\nlocation: Main St\ndelta: -3\nreason: cycle count: 11 found, 14 expected\n"
           "recorded_at: 2025-03-14 10:42:18 PDT\nby: kwame@spokeworks.coop\nMain St: 14 -> 11")
    tr = ("OK\nmovement: MV-20250314-0088\ntype: transfer\nsku: BP-SH-L03A\nfrom: Main St (11 -> 7)\nto: Eastside (2 -> 6)\nqty: 4\nnote: Saturday brake clinic\n"
          "recorded_at: 2025-03-14 10:44:51 PDT\nby: kwame@spokeworks.coop\nstatus: in transit (courier run 13:00)")
    po = ("OK\npo_number: PO-2025-0142\nvendor: QBP (Quality Bicycle Products)\nstatus: draft\ncreated_at: 2025-03-14 10:19:05 PDT\ncreated_by: kwame@spokeworks.coop\ndeliver_to: Main St\n"
          "lines:\n  1. BP-SH-L03A  Shimano L03A resin disc pads   qty 20 x 9.40 = 188.00\n  2. BP-TK-P2011 Tektro P20.11 resin disc pads  qty 10 x 4.15 = 41.50\n"
          "subtotal: 229.50 USD\nfreight: free (order over 100 USD)\ntotal: 229.50 USD")
    mv = ("4 movements for BP-SH-L03A (newest first):\n\n"
          "MV-20250314-0088  2025-03-14 10:44:51  transfer    Main St -> Eastside   -4/+4  Saturday brake clinic\n"
          "MV-20250314-0087  2025-03-14 10:42:18  adjustment  Main St               -3     cycle count: 11 found, 14 expected\n"
          "MV-20250308-0051  2025-03-08 16:20:37  sale        Main St               -1     POS #88123\n"
          "MV-20250301-0012  2025-03-01 09:05:12  receipt     Main St               +12    PO-2025-0127 (QBP)")
    sub = ("OK\npo_number: PO-2025-0142\nstatus: draft -> submitted\nsent_to: orders@qbp.com (EDI 850)\nvendor confirmation: pending\nexpected delivery: 2025-03-19 (QBP Ogden, ground)\n"
           "lines: 2, total 229.50 USD")
    item2 = ("sku: BP-SH-L03A\nname: Shimano L03A resin disc pads\nvendor: QBP (Quality Bicycle Products), vendor sku SH-Y2D498010\nbarcode: 4524667893216\n"
             "cost: 9.40 USD\nprice: 21.00 USD\nbin: Main St B-14-2 / Eastside D-03\nstock:\n  Main St: 7 (reorder point 6)\n  Eastside: 6 (reorder point 6)\n  total: 13\n"
             "on order: 20 (PO-2025-0142, expected 2025-03-19)\nlast counted: Main St 2025-03-14, Eastside 2025-03-07\nsold last 30 days: 19")
    search2 = ("2 items match 'tektro':\n\n"
               "SKU            | Name                                   | Main St | Eastside | Reorder pt | On order\n"
               "---------------+----------------------------------------+---------+----------+------------+---------\n"
               "BP-TK-P2011    | Tektro P20.11 resin disc pads          |       0 |        6 |          4 |       10\n"
               "RT-TK-TR160    | Tektro TR160-5 rotor 160 mm 6-bolt     |       7 |        4 |          3 |        0\n")
    turns = [
        (call("search_items", query="brake pad"), search1),
        (call("get_item", sku="BP-SH-L03A"), item1),
        (call("adjust_stock", sku="BP-SH-L03A", location="Main St", delta=-3, reason="cycle count: 11 found, 14 expected"), adj),
        (call("transfer_stock", sku="BP-SH-L03A", from_location="Main St", to_location="Eastside", qty=4, note="Saturday brake clinic"), tr),
        (call("create_purchase_order", vendor="QBP", deliver_to="Main St", lines=[{"sku": "BP-SH-L03A", "qty": 20}, {"sku": "BP-TK-P2011", "qty": 10}]), po),
        (call("list_movements", sku="BP-SH-L03A", limit=4), mv),
        (call("submit_purchase_order", po_number="PO-2025-0142"), sub),
        (call("get_item", sku="BP-SH-L03A"), item2),
        (call("search_items", query="tektro"), search2),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=5, kind="timestamp going backwards: a purchase order created after two stock movements is stamped earlier than both")


# ---------------------------------------------------------------------------------------------------------------
# 20 SQLite
def t20() -> dict[str, Any]:
    # SQLite brew log (clean): a new table filled and aggregated, a batch moved out of 'fermenting' by an UPDATE, a table renamed and listed under its new name, derived attenuation matching og/fg.
    tools = [
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
        tool("create_table", "Create a new table in the SQLite database", {"query": S}, ["query"]),
    ]
    system = mcp_system("sqlite", "mcp-server-sqlite on /home/ruairi/brewing/brewlog.db", tools)
    state = ("SQLite database /home/ruairi/brewing/brewlog.db (home-brew batch log).\n"
             "Task: start logging hydrometer readings in a new gravity_readings table and back-fill the readings from the paper log, mark Harbour Light (batch 37) as conditioning with FG 1.012, "
             "and rename hop_additions to hop_schedule to match the new brewing app export.")
    desc = [
        {"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
        {"cid": 1, "name": "name", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 2, "name": "style", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 3, "name": "recipe_id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 4, "name": "brewed_on", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 5, "name": "volume_l", "type": "REAL", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 6, "name": "og", "type": "REAL", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 7, "name": "fg", "type": "REAL", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 8, "name": "status", "type": "TEXT", "notnull": 1, "dflt_value": "'planned'", "pk": 0},
    ]
    b37 = {"id": 37, "name": "Harbour Light", "style": "Czech Pale Lager", "recipe_id": 12, "brewed_on": "2025-01-18", "volume_l": 21.0, "og": 1.048, "fg": None, "status": "fermenting"}
    b38 = {"id": 38, "name": "Old Spur", "style": "English Barleywine", "recipe_id": 19, "brewed_on": "2025-02-01", "volume_l": 12.5, "og": 1.098, "fg": None, "status": "fermenting"}
    ct = ("CREATE TABLE gravity_readings (\n  id INTEGER PRIMARY KEY,\n  batch_id INTEGER NOT NULL REFERENCES batches(id),\n  read_on TEXT NOT NULL,\n  sg REAL NOT NULL,\n  temp_c REAL\n)")
    ins = ("INSERT INTO gravity_readings (batch_id, read_on, sg, temp_c) VALUES\n  (37, '2025-01-25', 1.021, 10.5),\n  (37, '2025-02-01', 1.014, 11.0),\n  (37, '2025-02-08', 1.012, 12.0),\n"
           "  (38, '2025-02-05', 1.061, 18.5),\n  (38, '2025-02-09', 1.042, 19.0)")
    agg = "SELECT batch_id, count(*) AS n, max(sg) AS first_sg, min(sg) AS last_sg, min(read_on) AS first_on, max(read_on) AS last_on FROM gravity_readings GROUP BY batch_id ORDER BY batch_id"
    agg_out = [{"batch_id": 37, "n": 3, "first_sg": 1.021, "last_sg": 1.012, "first_on": "2025-01-25", "last_on": "2025-02-08"},
               {"batch_id": 38, "n": 2, "first_sg": 1.061, "last_sg": 1.042, "first_on": "2025-02-05", "last_on": "2025-02-09"}]
    att = "SELECT id, name, og, fg, status, ROUND((og - fg) / (og - 1) * 100, 1) AS apparent_attenuation_pct FROM batches WHERE id = 37"
    att_out = [{"id": 37, "name": "Harbour Light", "og": 1.048, "fg": 1.012, "status": "conditioning", "apparent_attenuation_pct": round((1.048 - 1.012) / (1.048 - 1) * 100, 1)}]

    def rep(obj: Any) -> str:
        return repr(obj)

    turns = [
        (call("list_tables"), rep([{"name": "batches"}, {"name": "recipes"}, {"name": "hop_additions"}])),
        (call("describe_table", table_name="batches"), rep(desc)),
        (call("read_query", query="SELECT * FROM batches WHERE status = 'fermenting' ORDER BY id"), rep([b37, b38])),
        (call("create_table", query=ct), "Table created successfully"),
        (call("write_query", query=ins), rep([{"affected_rows": 5}])),
        (call("read_query", query=agg), rep(agg_out)),
        (call("write_query", query="UPDATE batches SET status = 'conditioning', fg = 1.012 WHERE id = 37"), rep([{"affected_rows": 1}])),
        (call("read_query", query="SELECT * FROM batches WHERE status = 'fermenting' ORDER BY id"), rep([b38])),
        (call("write_query", query="ALTER TABLE hop_additions RENAME TO hop_schedule"), rep([{"affected_rows": -1}])),
        (call("list_tables"), rep([{"name": "batches"}, {"name": "recipes"}, {"name": "hop_schedule"}, {"name": "gravity_readings"}])),
        (call("read_query", query=att), rep(att_out)),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 21 Cloudflare DNS
def t21() -> dict[str, Any]:
    # Cloudflare mail migration (clean): old MX records deleted and new ones created with new ids, SPF TXT edited (modified_on advances, created_on kept), pagination shifting after the record count changes.
    tools = [
        tool("list_zones", "List zones in the account", {"name": S}, []),
        tool("list_dns_records", "List DNS records of a zone", {"zone_id": S, "type": S, "name": S, "page": INT, "per_page": INT, "order": S, "direction": S}, ["zone_id"]),
        tool("create_dns_record", "Create a DNS record", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "priority": INT, "proxied": B, "comment": S}, ["zone_id", "type", "name", "content"]),
        tool("update_dns_record", "Overwrite a DNS record", {"zone_id": S, "record_id": S, "type": S, "name": S, "content": S, "ttl": INT, "comment": S}, ["zone_id", "record_id", "type", "name", "content"]),
        tool("delete_dns_record", "Delete a DNS record", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
    ]
    system = mcp_system("cloudflare", "Cloudflare API v4, account 'Marrowbone Press' (token scoped to DNS edit)", tools)
    z = "3f9a1c7e52b84d06a1e9c2f47b8d3e15"
    dom = "marrowbone-press.org"
    state = (f"Cloudflare account: Marrowbone Press. Zone {dom}.\n"
             "Task: mail is moving from the old host (mailhost-legacy.net) to Fastmail. Replace the two MX records with in1-smtp/in2-smtp.messagingengine.com (priorities 10 and 20), "
             "switch the SPF record to Fastmail's include, and add the first DKIM CNAME (fm1). Leave web records alone.")

    def r(rid: str, typ: str, name: str, content: str, proxied: bool, ttl: int, created: str, modified: str, prio: int | None = None, comment: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"id": rid, "zone_id": z, "zone_name": dom, "name": name, "type": typ, "content": content, "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl}
        if prio is not None:
            d["priority"] = prio
        d.update({"settings": {}, "meta": {"auto_added": False, "managed_by_apps": False, "managed_by_argo_tunnel": False}, "comment": comment, "tags": [],
                  "created_on": created, "modified_on": modified})
        return d

    a1 = r("8c1f0e3b7a9d4c52b6e1f07a3d9c2b48", "A", dom, "185.199.108.153", True, 1, "2022-05-10T13:02:41.118204Z", "2022-05-10T13:02:41.118204Z")
    a2 = r("2e7d5b9c1f3a4e08a6c2d9b7f1e04a63", "A", f"shop.{dom}", "23.227.38.65", False, 3600, "2023-11-02T09:47:13.530118Z", "2023-11-02T09:47:13.530118Z", comment="Shopify storefront")
    aaaa = r("5a9e3c7d1b2f4068e4a1c8d6b3f92e07", "AAAA", dom, "2606:50c0:8000::153", True, 1, "2022-05-10T13:03:02.904771Z", "2022-05-10T13:03:02.904771Z")
    cn_news = r("d4b8f2a6e0c14935a7f3e1b9c5d28064", "CNAME", f"newsletter.{dom}", "marrowbonepress.substack.com", False, 1, "2024-02-19T17:21:55.002913Z", "2024-02-19T17:21:55.002913Z")
    cn_www = r("9f3c6a0e2d8b47c1b5e9a3d7f0c1e286", "CNAME", f"www.{dom}", dom, True, 1, "2022-05-10T13:03:40.661380Z", "2022-05-10T13:03:40.661380Z")
    mx1 = r("0b6e4a2c8f1d4d7390e5c3a1b7f6d912", "MX", dom, "mx1.mailhost-legacy.net", False, 3600, "2022-05-10T13:05:17.220145Z", "2022-05-10T13:05:17.220145Z", prio=10)
    mx2 = r("7e2a9c5f3b0d4816a4c7e1f9d2b5a038", "MX", dom, "mx2.mailhost-legacy.net", False, 3600, "2022-05-10T13:05:29.817652Z", "2022-05-10T13:05:29.817652Z", prio=20)
    dmarc = r("c8a1e5d9b3f7420c86e2a4b0d1f7c395", "TXT", f"_dmarc.{dom}", "\"v=DMARC1; p=none; rua=mailto:dmarc@marrowbone-press.org\"", False, 3600, "2023-03-08T11:14:09.390027Z", "2023-03-08T11:14:09.390027Z")
    spf0 = r("4d0b7f3a9e6c41d2b8a5c1e7f3d09b64", "TXT", dom, "\"v=spf1 include:_spf.mailhost-legacy.net ~all\"", False, 3600, "2022-05-10T13:06:03.448910Z", "2022-05-10T13:06:03.448910Z")
    spf1 = r("4d0b7f3a9e6c41d2b8a5c1e7f3d09b64", "TXT", dom, "\"v=spf1 include:spf.messagingengine.com ~all\"", False, 3600, "2022-05-10T13:06:03.448910Z", "2025-01-29T10:18:44.905312Z",
             comment="Fastmail SPF (was mailhost-legacy)")
    nmx1 = r("a3f8d1c6e9b24570b2d7e4a0c9f1b853", "MX", dom, "in1-smtp.messagingengine.com", False, 3600, "2025-01-29T10:16:52.310447Z", "2025-01-29T10:16:52.310447Z", prio=10)
    nmx2 = r("e6c2b9f4a1d84073c9e5b0a7d3f2c418", "MX", dom, "in2-smtp.messagingengine.com", False, 3600, "2025-01-29T10:17:20.875932Z", "2025-01-29T10:17:20.875932Z", prio=20)
    dkim = r("1b5d9e3a7c0f4e82a6b4d8c2e0f9a571", "CNAME", f"fm1._domainkey.{dom}", f"fm1.{dom}.dkim.fmhosted.com", False, 3600, "2025-01-29T10:19:31.662718Z", "2025-01-29T10:19:31.662718Z")

    def page(res: list[dict[str, Any]], pg: int, total: int, per: int = 5) -> str:
        return env({"result": res, "success": True, "errors": [], "messages": [],
                    "result_info": {"page": pg, "per_page": per, "count": len(res), "total_count": total, "total_pages": -(-total // per)}})

    def one(res: dict[str, Any]) -> str:
        return env({"result": res, "success": True, "errors": [], "messages": []})

    zones = env({"result": [{"id": z, "name": dom, "status": "active", "paused": False, "type": "full", "development_mode": 0,
                             "name_servers": ["elsa.ns.cloudflare.com", "rob.ns.cloudflare.com"], "original_registrar": "porkbun llc",
                             "created_on": "2022-05-10T12:58:20.174392Z", "modified_on": "2024-08-14T07:33:51.208816Z", "activated_on": "2022-05-10T13:20:07.551937Z",
                             "account": {"id": "b71c4e0a9f2d4583a6e1c7d9f3b08e25", "name": "Marrowbone Press"}, "plan": {"name": "Free Website"}}],
                 "result_info": {"page": 1, "per_page": 20, "count": 1, "total_count": 1, "total_pages": 1}, "success": True, "errors": [], "messages": []})
    lst = {"zone_id": z, "per_page": 5, "order": "type", "direction": "asc"}
    turns = [
        (call("list_zones", name=dom), zones),
        (call("list_dns_records", page=1, **lst), page([a1, a2, aaaa, cn_news, cn_www], 1, 9)),
        (call("list_dns_records", page=2, **lst), page([mx1, mx2, dmarc, spf0], 2, 9)),
        (call("delete_dns_record", zone_id=z, record_id=mx1["id"]), one({"id": mx1["id"]})),
        (call("delete_dns_record", zone_id=z, record_id=mx2["id"]), one({"id": mx2["id"]})),
        (call("create_dns_record", zone_id=z, type="MX", name=dom, content="in1-smtp.messagingengine.com", priority=10, ttl=3600), one(nmx1)),
        (call("create_dns_record", zone_id=z, type="MX", name=dom, content="in2-smtp.messagingengine.com", priority=20, ttl=3600), one(nmx2)),
        (call("update_dns_record", zone_id=z, record_id=spf0["id"], type="TXT", name=dom, content="\"v=spf1 include:spf.messagingengine.com ~all\"", ttl=3600,
              comment="Fastmail SPF (was mailhost-legacy)"), one(spf1)),
        (call("create_dns_record", zone_id=z, type="CNAME", name=f"fm1._domainkey.{dom}", content=f"fm1.{dom}.dkim.fmhosted.com", ttl=3600, proxied=False), one(dkim)),
        (call("list_dns_records", zone_id=z, type="MX"), env({"result": [nmx1, nmx2], "success": True, "errors": [], "messages": [],
                                                              "result_info": {"page": 1, "per_page": 100, "count": 2, "total_count": 2, "total_pages": 1}})),
        (call("list_dns_records", page=1, **lst), page([a1, a2, aaaa, dkim, cn_news], 1, 10)),
    ]
    return dict(system=system, state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 22 Zendesk
def t22() -> dict[str, Any]:
    # Zendesk billing escalation (bad): turn 11 shows ticket 58214's tags with "monthly_plan" in place of "annual_plan"; turns 2 and 7 established annual_plan and only escalated_tier2 was added.
    tools = [
        tool("search_tickets", "Search tickets with Zendesk search syntax", {"query": S, "sort_by": S, "sort_order": S}, ["query"]),
        tool("get_ticket", "Get a ticket", {"ticket_id": INT}, ["ticket_id"]),
        tool("get_ticket_comments", "List the comments of a ticket", {"ticket_id": INT}, ["ticket_id"]),
        tool("get_user", "Get a user", {"user_id": INT}, ["user_id"]),
        tool("list_macros", "List macros matching a query", {"query": S}, []),
        tool("update_ticket", "Update a ticket; returns the changed fields and the audit", {"ticket_id": INT, "status": S, "group_id": INT, "assignee_id": INT, "add_tags": A,
                                                                                            "email_ccs": A, "comment": OBJ}, ["ticket_id"]),
    ]
    system = mcp_system("zendesk", "Zendesk Support API for ledgerline.zendesk.com, agent Marco Bianchi", tools)
    state = ("Zendesk: ledgerline.zendesk.com (Ledgerline, dental-practice billing software). You act as agent Marco Bianchi (398812044), Billing group.\n"
             "Task: ticket about a customer charged for the annual plan after downgrading. Check the history, escalate it to Billing – Tier 2 with an internal note, "
             "copy the practice's accounts mailbox, and set the ticket to pending with a reply to the customer.")
    tags0 = ["annual_plan", "billing", "downgrade", "refund_request", "vip"]
    tags1 = ["annual_plan", "billing", "downgrade", "escalated_tier2", "refund_request", "vip"]
    tags_bad = ["billing", "downgrade", "escalated_tier2", "monthly_plan", "refund_request", "vip"]
    desc = ("Hi, we switched Northgate Dental from the annual Pro plan to monthly on 28 February (confirmation LL-DG-20931), but on 3 March we were charged $4,188.00 for another year. "
            "Please refund and confirm we're on monthly. Hallie Brennan, Practice Manager")

    def ticket(tags: list[str], group: int, ccs: list[int], updated: str, status: str = "open") -> dict[str, Any]:
        return {"ticket": {
            "id": 58214, "url": "https://ledgerline.zendesk.com/api/v2/tickets/58214.json", "via": {"channel": "email"}, "created_at": "2025-03-05T14:22:09Z", "updated_at": updated,
            "type": "problem", "subject": "Charged for annual plan after downgrading to monthly", "description": desc, "priority": "high", "status": status,
            "requester_id": 41877203391, "submitter_id": 41877203391, "assignee_id": 398812044, "organization_id": 36200417, "group_id": group,
            "collaborator_ids": ccs, "email_cc_ids": ccs, "follower_ids": [398812044], "tags": tags,
            "custom_fields": [{"id": 360021455812, "value": "pro_annual"}, {"id": 360021455833, "value": "INV-77310"}, {"id": 360021455851, "value": "4188.00"}],
            "satisfaction_rating": None, "sharing_agreement_ids": [], "brand_id": 360004417219}}

    search1 = {"results": [
        {"id": 58214, "subject": "Charged for annual plan after downgrading to monthly", "status": "open", "priority": "high", "requester_id": 41877203391, "organization_id": 36200417,
         "tags": tags0, "created_at": "2025-03-05T14:22:09Z", "updated_at": "2025-03-06T09:02:51Z", "result_type": "ticket"},
        {"id": 58201, "subject": "Invoice shows wrong VAT number", "status": "open", "priority": "normal", "requester_id": 41877209915, "organization_id": 36200417,
         "tags": ["billing", "invoice_correction", "refund_request"], "created_at": "2025-03-04T10:48:33Z", "updated_at": "2025-03-05T16:30:12Z", "result_type": "ticket"},
        {"id": 58190, "subject": "Refund for duplicate card payment", "status": "open", "priority": "normal", "requester_id": 41877155020, "organization_id": 36200388,
         "tags": ["billing", "duplicate_charge", "refund_request"], "created_at": "2025-03-03T18:05:47Z", "updated_at": "2025-03-06T08:11:20Z", "result_type": "ticket"},
    ], "count": 3, "next_page": None, "previous_page": None}
    comments1 = [
        {"id": 30117745201, "author_id": 41877203391, "public": True, "created_at": "2025-03-05T14:22:09Z", "body": desc, "via": {"channel": "email"}},
        {"id": 30117998352, "author_id": 398812044, "public": True, "created_at": "2025-03-05T15:40:26Z",
         "body": "Hi Hallie, thanks for reaching out. I can see the downgrade request from 28 February. I'm checking with our billing team why the renewal still ran and will update you by tomorrow. Marco"},
        {"id": 30118240577, "author_id": 41877203391, "public": True, "created_at": "2025-03-06T09:02:51Z",
         "body": "Thanks Marco. Please also copy our accounts mailbox accounts@northgatedental.com on this, they reconcile the card statements."},
    ]
    internal = ("Escalating to Tier 2: downgrade LL-DG-20931 was saved 2025-02-28 17:55 UTC but the subscription schedule still had the annual renewal phase for 2025-03-03 "
                "(Stripe sub_1OqK...7Zt). Needs refund of INV-77310 ($4,188.00) and re-billing at monthly $349 from 3 March. Customer is VIP (14 chairs).")
    comments2 = comments1 + [{"id": 30118311960, "author_id": 398812044, "public": False, "created_at": "2025-03-06T09:24:37Z", "body": internal, "via": {"channel": "api"}}]
    user = {"user": {"id": 41877203391, "name": "Hallie Brennan", "email": "hallie.brennan@northgatedental.com", "role": "end-user", "organization_id": 36200417,
                     "phone": "+1 614 555 0182", "time_zone": "Eastern Time (US & Canada)", "tags": ["practice_manager", "vip"],
                     "user_fields": {"plan_tier": "pro", "chairs": 14, "customer_since": "2021-08-16"}, "created_at": "2021-08-16T13:05:40Z", "last_login_at": "2025-03-06T08:58:12Z"}}
    search2 = {"results": [
        {"id": 58214, "subject": "Charged for annual plan after downgrading to monthly", "status": "open", "priority": "high", "requester_id": 41877203391, "updated_at": "2025-03-06T09:02:51Z", "result_type": "ticket"},
        {"id": 58201, "subject": "Invoice shows wrong VAT number", "status": "open", "priority": "normal", "requester_id": 41877209915, "updated_at": "2025-03-05T16:30:12Z", "result_type": "ticket"},
    ], "count": 2, "next_page": None, "previous_page": None}
    macros = {"macros": [
        {"id": 360118840211, "title": "Billing::Refund approved (full)", "active": True, "updated_at": "2024-11-20T10:14:02Z"},
        {"id": 360118840236, "title": "Billing::Refund pending Tier 2 review", "active": True, "updated_at": "2024-11-20T10:15:47Z"},
        {"id": 360120031785, "title": "Billing::Partial refund (pro-rated)", "active": True, "updated_at": "2025-01-09T15:41:30Z"},
    ], "count": 3}
    upd1 = {"ticket": {"id": 58214, "status": "open", "group_id": 360012220871, "assignee_id": 398812044, "updated_at": "2025-03-06T09:24:37Z"},
            "audit": {"id": 30118311958, "created_at": "2025-03-06T09:24:37Z", "author_id": 398812044, "events": [
                {"type": "Comment", "id": 30118311960, "public": False, "body": internal},
                {"type": "Change", "field_name": "group_id", "previous_value": "360009911204", "value": "360012220871"},
                {"type": "Change", "field_name": "tags", "previous_value": tags0, "value": tags1}]}}
    upd2 = {"ticket": {"id": 58214, "status": "open", "group_id": 360012220871, "assignee_id": 398812044, "updated_at": "2025-03-06T09:26:05Z", "email_cc_ids": [41877209915, 41877311020]},
            "audit": {"id": 30118325117, "created_at": "2025-03-06T09:26:05Z", "author_id": 398812044, "events": [
                {"type": "Change", "field_name": "email_cc_ids", "previous_value": ["41877209915"], "value": ["41877209915", "41877311020"]},
                {"type": "Create", "field_name": "user", "value": "41877311020 (accounts@northgatedental.com, new end-user)"}]}}
    other = {"ticket": {"id": 58201, "subject": "Invoice shows wrong VAT number", "status": "open", "priority": "normal", "type": "incident", "requester_id": 41877209915, "organization_id": 36200417,
                        "group_id": 360009911204, "assignee_id": 398812044, "tags": ["billing", "invoice_correction", "refund_request"],
                        "description": "Our VAT/tax ID on invoice INV-76992 is the old one (OH 31-4471820). Please reissue with 31-4478120.",
                        "created_at": "2025-03-04T10:48:33Z", "updated_at": "2025-03-05T16:30:12Z", "email_cc_ids": [], "custom_fields": [{"id": 360021455833, "value": "INV-76992"}]}}
    reply = ("Hi Hallie, our Tier 2 billing team has confirmed the renewal ran by mistake. They are processing the refund of $4,188.00 for INV-77310 and moving Northgate Dental to monthly billing "
             "from 3 March. You'll get a confirmation email within 2 business days; I've copied accounts@northgatedental.com as requested. Marco")
    upd3 = {"ticket": {"id": 58214, "status": "pending", "group_id": 360012220871, "assignee_id": 398812044, "updated_at": "2025-03-06T09:31:48Z"},
            "audit": {"id": 30118371402, "created_at": "2025-03-06T09:31:48Z", "author_id": 398812044, "events": [
                {"type": "Comment", "id": 30118371404, "public": True, "body": reply},
                {"type": "Change", "field_name": "status", "previous_value": "open", "value": "pending"},
                {"type": "Notification", "subject": "[Ledgerline] Re: Charged for annual plan after downgrading to monthly", "recipients": [41877203391, 41877209915, 41877311020]}]}}
    turns = [
        (call("search_tickets", query="type:ticket status:open tags:refund_request", sort_by="created_at", sort_order="desc"), pj(search1)),
        (call("get_ticket", ticket_id=58214), pj(ticket(tags0, 360009911204, [41877209915], "2025-03-06T09:02:51Z"))),
        (call("get_ticket_comments", ticket_id=58214), pj({"comments": comments1, "count": 3})),
        (call("get_user", user_id=41877203391), pj(user)),
        (call("search_tickets", query="type:ticket organization:36200417 status<solved", sort_by="updated_at", sort_order="desc"), pj(search2)),
        (call("list_macros", query="refund"), pj(macros)),
        (call("update_ticket", ticket_id=58214, group_id=360012220871, add_tags=["escalated_tier2"], comment={"body": internal, "public": False}), pj(upd1)),
        (call("get_ticket_comments", ticket_id=58214), pj({"comments": comments2, "count": 4})),
        (call("update_ticket", ticket_id=58214, email_ccs=[{"user_email": "accounts@northgatedental.com", "action": "put"}]), pj(upd2)),
        (call("get_ticket", ticket_id=58201), pj(other)),
        (call("get_ticket", ticket_id=58214), pj(ticket(tags_bad, 360012220871, [41877209915, 41877311020], "2025-03-06T09:26:05Z"))),
        (call("update_ticket", ticket_id=58214, status="pending", comment={"body": reply, "public": True}), pj(upd3)),
    ]
    return dict(system=system, state=state, turns=turns, bad=True, turn=11, kind="list member drifted: one of the ticket's tags reads 'monthly_plan' instead of 'annual_plan'")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    builders = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]
    for i, build in enumerate(builders, 1):
        t = build()
        rs.add(task="mcp", tid=f"h12-mcp-{i:02d}", system=t["system"], turns=t["turns"], state=t["state"], bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
