# ruff: noqa: E501, W293
"""Held-out MCP trajectories h16-mcp-01 .. h16-mcp-22 (outside author): 11 with exactly one contradiction, 11 clean.

Deterministic: no randomness, clock or network. Run as
``python -m tests.decoherence.independent.holdout16_parts.mcp.make``; writes ``mcp_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

Traj = dict[str, Any]


def md_table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def enc(s: str) -> dict[str, Any]:
    return {"type": "string", "description": s}


# ---------------------------------------------------------------------------------------------- 01 GitHub
def t01() -> Traj:
    # clean: GitHub — branch, two commits, PR opened, commented and squash-merged; shas/counters change only through the agent's actions.
    tools = [
        tool("get_file_contents", "Get the contents of a file or directory from a GitHub repository", {"owner": S, "repo": S, "path": S, "branch": S}, ["owner", "repo", "path"]),
        tool("create_branch", "Create a new branch in a GitHub repository", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a single file in a GitHub repository", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": enc("SHA of the file being replaced (required for updates)")}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("list_commits", "Get list of commits of a branch", {"owner": S, "repo": S, "sha": S, "perPage": INT}, ["owner", "repo"]),
        tool("create_pull_request", "Create a new pull request", {"owner": S, "repo": S, "title": S, "body": S, "head": S, "base": S, "draft": B}, ["owner", "repo", "title", "head", "base"]),
        tool("list_pull_requests", "List pull requests in a repository", {"owner": S, "repo": S, "state": S, "sort": S, "direction": S, "perPage": INT}, ["owner", "repo"]),
        tool("get_pull_request", "Get details of a specific pull request", {"owner": S, "repo": S, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("add_issue_comment", "Add a comment to an issue or pull request", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("merge_pull_request", "Merge a pull request", {"owner": S, "repo": S, "pullNumber": INT, "merge_method": S, "commit_title": S}, ["owner", "repo", "pullNumber"]),
    ]
    system = mcp_system("github", "GitHub REST API for the authenticated account", tools)
    o, r = "harrowgate-labs", "tidepool"
    base = f"https://api.github.com/repos/{o}/{r}"
    pyproject = (
        '[build-system]\nrequires = ["hatchling>=1.21"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "tidepool"\n'
        'version = "0.9.3"\ndescription = "Harmonic tide prediction from NOAA/UKHO constituent tables"\nreadme = "README.md"\n'
        'requires-python = ">=3.10"\nlicense = {text = "BSD-3-Clause"}\nauthors = [{name = "Harrowgate Labs", email = "dev@harrowgate.io"}]\n'
        'dependencies = [\n    "numpy>=1.26,<2",\n    "scipy>=1.11",\n    "pandas>=2.1",\n    "pyproj>=3.6",\n]\n\n'
        '[project.optional-dependencies]\nplot = ["matplotlib>=3.8"]\ndev = ["pytest>=8", "ruff>=0.4", "mypy>=1.9"]\n\n'
        '[tool.ruff]\nline-length = 100\n')
    new_py = pyproject.replace('"numpy>=1.26,<2"', '"numpy>=1.26,<3"')
    changelog = (
        "# Changelog\n\n## Unreleased\n- Fix M2 phase lag for southern-hemisphere stations (#216)\n\n## 0.9.3 — 2025-03-30\n"
        "- Handle stations with missing Z0 datum offsets (#207)\n- Add Falmouth example notebook (#205)\n\n## 0.9.2 — 2025-02-14\n"
        "- Handle leap seconds in UTC conversion (#201)\n")
    new_cl = changelog.replace("(#216)\n", "(#216)\n- Allow NumPy 2.x (`numpy>=1.26,<3`) (#218)\n")
    main_sha = "9c41e07b2d5a8f13c6e4a0b97d21f58e3a6c0d44"
    c1 = "4d8a2f16e0c93b75a1d8e2f40b6c9a37e5d1f082"
    c2 = "b17e4c0a93d25f8e61b7a0c4d39e2f5a8c0b16d7"
    merge = "e5f03a9d8b1c27e4f60a3d95c8b2e71f4a0d6c33"
    bot = {"login": "oss-bot-marlow", "id": 148120937, "type": "User"}
    pr_body = "Relaxes the upper bound so tidepool installs alongside NumPy 2.x. Test matrix already covers numpy 2.2."

    def pr(state: str, head_sha: str, commits: int, adds: int, files: int, updated: str, comments: int, **extra: Any) -> dict[str, Any]:
        d: dict[str, Any] = {
            "url": f"{base}/pulls/218", "id": 2418770315, "number": 218, "state": state, "locked": False,
            "title": "Allow NumPy 2.x", "user": bot, "body": pr_body,
            "created_at": "2025-04-08T13:22:47Z", "updated_at": updated, "closed_at": extra.get("merged_at"),
            "merged_at": extra.get("merged_at"), "merge_commit_sha": extra.get("merge_commit_sha"),
            "draft": False, "html_url": f"https://github.com/{o}/{r}/pull/218",
            "head": {"label": f"{o}:deps/numpy-2", "ref": "deps/numpy-2", "sha": head_sha},
            "base": {"label": f"{o}:main", "ref": "main", "sha": main_sha},
            "merged": extra.get("merged", False), "mergeable": extra.get("mergeable"), "mergeable_state": extra.get("mergeable_state", "unknown"),
            "merged_by": extra.get("merged_by"), "comments": comments, "review_comments": 0,
            "commits": commits, "additions": adds, "deletions": 1, "changed_files": files,
        }
        return d

    turns = [
        (call("get_file_contents", owner=o, repo=r, path="pyproject.toml", branch="main"),
         pj({"type": "file", "encoding": "utf-8", "size": len(pyproject), "name": "pyproject.toml", "path": "pyproject.toml",
             "sha": "a3f9c2e81d07b54e6f1290cc4d8b7e35f0a61c92", "url": f"{base}/contents/pyproject.toml?ref=main",
             "html_url": f"https://github.com/{o}/{r}/blob/main/pyproject.toml",
             "download_url": f"https://raw.githubusercontent.com/{o}/{r}/main/pyproject.toml", "content": pyproject})),
        (call("create_branch", owner=o, repo=r, branch="deps/numpy-2", from_branch="main"),
         pj({"ref": "refs/heads/deps/numpy-2", "node_id": "REF_kwDOK3v1Q7RyZWZzL2hlYWRzL2RlcHMvbnVtcHktMg",
             "url": f"{base}/git/refs/heads/deps/numpy-2",
             "object": {"sha": main_sha, "type": "commit", "url": f"{base}/git/commits/{main_sha}"}})),
        (call("create_or_update_file", owner=o, repo=r, path="pyproject.toml", content=new_py, message="deps: allow numpy 2.x",
              branch="deps/numpy-2", sha="a3f9c2e81d07b54e6f1290cc4d8b7e35f0a61c92"),
         pj({"content": {"name": "pyproject.toml", "path": "pyproject.toml", "sha": "5e0b7d14c9a2f36e81d4b0a7c52f9e3d16a8b470",
                         "size": len(new_py), "html_url": f"https://github.com/{o}/{r}/blob/deps/numpy-2/pyproject.toml"},
             "commit": {"sha": c1, "html_url": f"https://github.com/{o}/{r}/commit/{c1}", "message": "deps: allow numpy 2.x",
                        "author": {"name": "oss-bot-marlow", "email": "148120937+oss-bot-marlow@users.noreply.github.com", "date": "2025-04-08T13:21:05Z"},
                        "parents": [{"sha": main_sha, "html_url": f"https://github.com/{o}/{r}/commit/{main_sha}"}]}})),
        (call("list_commits", owner=o, repo=r, sha="deps/numpy-2", perPage=4),
         pj([
             {"sha": c1, "commit": {"message": "deps: allow numpy 2.x", "author": {"name": "oss-bot-marlow", "date": "2025-04-08T13:21:05Z"}}, "author": {"login": "oss-bot-marlow"}, "parents": [{"sha": main_sha}]},
             {"sha": main_sha, "commit": {"message": "Merge pull request #216 from harrowgate-labs/fix/m2-phase-lag\n\nFix M2 phase lag for southern-hemisphere stations", "author": {"name": "Ines Caldwell", "date": "2025-04-07T16:48:19Z"}}, "author": {"login": "icaldwell"}, "parents": [{"sha": "d02a6c81f4e95b3a7c0d28e61b9f4a53c7e0d912"}, {"sha": "7b3e0f52a9c14d86e3b0f7a21c5d98e4b6a03f17"}]},
             {"sha": "7b3e0f52a9c14d86e3b0f7a21c5d98e4b6a03f17", "commit": {"message": "fix: use station longitude sign when computing M2 phase lag", "author": {"name": "Ines Caldwell", "date": "2025-04-07T11:02:44Z"}}, "author": {"login": "icaldwell"}, "parents": [{"sha": "d02a6c81f4e95b3a7c0d28e61b9f4a53c7e0d912"}]},
             {"sha": "d02a6c81f4e95b3a7c0d28e61b9f4a53c7e0d912", "commit": {"message": "Release 0.9.3", "author": {"name": "Piet Brandt", "date": "2025-03-30T19:15:08Z"}}, "author": {"login": "pbrandt"}, "parents": [{"sha": "0e6b1d94c7a2f35e8b0d41c6a9f27e3d5b8c1a60"}]},
         ])),
        (call("create_pull_request", owner=o, repo=r, title="Allow NumPy 2.x", body=pr_body, head="deps/numpy-2", base="main"),
         pj(pr("open", c1, 1, 1, 1, "2025-04-08T13:22:47Z", 0))),
        (call("list_pull_requests", owner=o, repo=r, state="open", sort="created", direction="desc", perPage=10),
         pj([
             {"number": 218, "title": "Allow NumPy 2.x", "state": "open", "draft": False, "user": {"login": "oss-bot-marlow"}, "created_at": "2025-04-08T13:22:47Z", "updated_at": "2025-04-08T13:22:47Z", "head": {"ref": "deps/numpy-2", "sha": c1}, "base": {"ref": "main"}, "html_url": f"https://github.com/{o}/{r}/pull/218"},
             {"number": 214, "title": "Add UKHO harmonic constituent importer", "state": "open", "draft": True, "user": {"login": "pbrandt"}, "created_at": "2025-04-03T09:12:55Z", "updated_at": "2025-04-06T21:40:12Z", "head": {"ref": "feat/ukho-import", "sha": "3c7d0e5a81b24f69d0a3e7c15b82f4d9e6a0c731"}, "base": {"ref": "main"}, "html_url": f"https://github.com/{o}/{r}/pull/214"},
             {"number": 209, "title": "WIP: vectorised nodal corrections", "state": "open", "draft": True, "user": {"login": "icaldwell"}, "created_at": "2025-03-28T14:05:31Z", "updated_at": "2025-04-01T08:17:49Z", "head": {"ref": "perf/nodal-vector", "sha": "f18a4c27d06e93b5a2c7e0d41b96f3a8c5e2d704"}, "base": {"ref": "main"}, "html_url": f"https://github.com/{o}/{r}/pull/209"},
         ])),
        (call("get_file_contents", owner=o, repo=r, path="CHANGELOG.md", branch="deps/numpy-2"),
         pj({"type": "file", "encoding": "utf-8", "size": len(changelog.encode()), "name": "CHANGELOG.md", "path": "CHANGELOG.md",
             "sha": "c82d0f4b6e1a97d35c0b8e2f4a61d7c93e5b0a28", "url": f"{base}/contents/CHANGELOG.md?ref=deps/numpy-2",
             "html_url": f"https://github.com/{o}/{r}/blob/deps/numpy-2/CHANGELOG.md", "content": changelog})),
        (call("create_or_update_file", owner=o, repo=r, path="CHANGELOG.md", content=new_cl, message="changelog: note numpy 2 support",
              branch="deps/numpy-2", sha="c82d0f4b6e1a97d35c0b8e2f4a61d7c93e5b0a28"),
         pj({"content": {"name": "CHANGELOG.md", "path": "CHANGELOG.md", "sha": "19f4b7e20d6c3a85e1b0d9c47f2a6e83b5d0c1f4",
                         "size": len(new_cl.encode()), "html_url": f"https://github.com/{o}/{r}/blob/deps/numpy-2/CHANGELOG.md"},
             "commit": {"sha": c2, "html_url": f"https://github.com/{o}/{r}/commit/{c2}", "message": "changelog: note numpy 2 support",
                        "author": {"name": "oss-bot-marlow", "email": "148120937+oss-bot-marlow@users.noreply.github.com", "date": "2025-04-08T13:25:10Z"},
                        "parents": [{"sha": c1, "html_url": f"https://github.com/{o}/{r}/commit/{c1}"}]}})),
        (call("get_pull_request", owner=o, repo=r, pullNumber=218),
         pj(pr("open", c2, 2, 2, 2, "2025-04-08T13:25:11Z", 0, mergeable=True, mergeable_state="clean"))),
        (call("add_issue_comment", owner=o, repo=r, issue_number=218, body="CI green on 3.10–3.13 with numpy 2.2.4 and 1.26.4. Squash-merging."),
         pj({"id": 2786104433, "node_id": "IC_kwDOK3v1Q86mEx0x", "html_url": f"https://github.com/{o}/{r}/pull/218#issuecomment-2786104433",
             "issue_url": f"{base}/issues/218", "user": bot, "created_at": "2025-04-08T13:27:33Z", "updated_at": "2025-04-08T13:27:33Z",
             "author_association": "MEMBER", "body": "CI green on 3.10–3.13 with numpy 2.2.4 and 1.26.4. Squash-merging.", "reactions": {"total_count": 0}})),
        (call("merge_pull_request", owner=o, repo=r, pullNumber=218, merge_method="squash", commit_title="Allow NumPy 2.x (#218)"),
         pj({"sha": merge, "merged": True, "message": "Pull Request successfully merged"})),
        (call("get_pull_request", owner=o, repo=r, pullNumber=218),
         pj(pr("closed", c2, 2, 2, 2, "2025-04-08T13:29:03Z", 1, merged=True, merged_at="2025-04-08T13:29:02Z",
               merge_commit_sha=merge, merged_by=bot, mergeable=None, mergeable_state="unknown"))),
    ]
    state = ("MCP server 'github' connected (github-mcp-server 0.4.0). Authenticated as oss-bot-marlow (scopes: repo, workflow). "
             "Task: relax tidepool's NumPy pin so it installs with NumPy 2, note it in the changelog, open a PR and merge it once green.")
    return {"task": "mcp", "tid": "h16-mcp-01", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 02 Slack
def t02() -> Traj:
    # bad: Slack cold-chain alert thread — turn 9's channel history lists the alert's reply_users with Priya's id as U05QK7R2LNM, but turns 2-5 established her id as U05QK7R2LMN (identity drift in a list member).
    tools = [
        tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_users", "Get a list of all users in the workspace with their basic profile information", {"cursor": S, "limit": INT}, []),
        tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": S}, ["user_id"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread in Slack", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
    ]
    system = mcp_system("slack", "Slack workspace access through a bot token", tools)
    ch = "C06B2M9TQ4R"
    priya, marcus, tomasz, me = "U05QK7R2LMN", "U04HZ8D1V0C", "U07AB3C9PQT", "U08C1XW5K2D"
    alert_ts = "1741871002.114509"
    alert_text = ":rotating_light: *FZ-3 (Dock 2)* reading *-11.4 °C* — above threshold -15.0 °C for 12 min. Probe P-3B. Load: 22 pallets."
    door = {"type": "message", "user": marcus, "text": "FYI door 4 at Dock 2 has a torn seal again — could be part of why FZ-3 is struggling. Logged as WO-88213.", "ts": "1741871655.772301", "team": "T02KQ7Z1M4C"}
    cl1_ok = {"type": "message", "subtype": "bot_message", "bot_id": "B06CQ1TELEM", "username": "TempGuard", "text": ":white_check_mark: *CL-1 (Dock 1)* back within range: 3.1 °C", "ts": "1741869310.204871"}

    def alert(count: int, users: list[str], latest: str, reactions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"type": "message", "subtype": "bot_message", "bot_id": "B06CQ1TELEM", "username": "TempGuard", "text": alert_text,
                             "ts": alert_ts, "thread_ts": alert_ts, "reply_count": count, "reply_users_count": len(users),
                             "latest_reply": latest, "reply_users": users, "is_locked": False, "subscribed": False}
        if reactions:
            d["reactions"] = reactions
        return d

    r1 = {"type": "message", "user": priya, "text": "Compressor tech from Polarline is on the way, ETA ~40 min. Please keep the FZ-3 door shut.", "ts": "1741871244.091822", "thread_ts": alert_ts, "parent_user_id": "B06CQ1TELEM", "team": "T02KQ7Z1M4C"}
    r2 = {"type": "message", "user": marcus, "text": "Moved pallets 14–22 to FZ-1 as a precaution. FZ-3 now holds 13 pallets.", "ts": "1741871488.530117", "thread_ts": alert_ts, "parent_user_id": "B06CQ1TELEM", "team": "T02KQ7Z1M4C"}
    my_reply = "Thanks both. Logging the FZ-3 excursion for QA hold review; will post a summary in channel once the tech has been."
    summary = ("*FZ-3 excursion summary* — peak -11.4 °C at 13:03 UTC (threshold -15.0 °C). 9 pallets (14–22) relocated to FZ-1 by Marcus; "
               "Polarline compressor tech en route (Priya). Door 4 seal logged as WO-88213. QA hold review requested — details in the alert thread.")

    def user(uid: str, name: str, real: str, title: str, tz: str, **kw: Any) -> dict[str, Any]:
        return {"id": uid, "team_id": "T02KQ7Z1M4C", "name": name, "deleted": False, "real_name": real, "tz": tz,
                "profile": {"title": title, "real_name": real, "display_name": name.split(".")[0]}, "is_admin": kw.get("admin", False),
                "is_bot": kw.get("bot", False), "updated": kw.get("updated", 1739442211)}

    turns = [
        (call("slack_list_channels", limit=200),
         mcp_text({"ok": True, "channels": [
             {"id": "C04N7PL2XDA", "name": "general", "is_channel": True, "is_archived": False, "is_member": True, "num_members": 212, "topic": {"value": "Company-wide announcements"}, "purpose": {"value": "Brackwater Foods all-hands channel"}},
             {"id": "C05E1RK8W3H", "name": "dock-ops", "is_channel": True, "is_archived": False, "is_member": True, "num_members": 37, "topic": {"value": "Dock schedules, trailer swaps, yard moves"}, "purpose": {"value": ""}},
             {"id": ch, "name": "cold-chain-alerts", "is_channel": True, "is_archived": False, "is_member": True, "num_members": 14, "topic": {"value": "Freezer/cooler telemetry alerts — Dock 1–3"}, "purpose": {"value": "TempGuard alerts and responses. Thread replies only please."}},
             {"id": "C06J9VQ0ZBT", "name": "facilities-vendors", "is_channel": True, "is_archived": False, "is_member": False, "num_members": 9, "topic": {"value": "Polarline, Kessler Doors, pest control"}, "purpose": {"value": ""}},
             {"id": "C07C3MZ6F1N", "name": "qa-holds", "is_channel": True, "is_archived": False, "is_member": True, "num_members": 11, "topic": {"value": "Product on QA hold — do not ship"}, "purpose": {"value": ""}},
         ], "response_metadata": {"next_cursor": ""}})),
        (call("slack_get_channel_history", channel_id=ch, limit=5),
         mcp_text({"ok": True, "messages": [
             door,
             alert(2, [priya, marcus], "1741871488.530117"),
             cl1_ok,
             {"type": "message", "user": tomasz, "text": "Weekly probe calibration done for Dock 1 & 3, certificates uploaded to the QA drive.", "ts": "1741866902.661043", "team": "T02KQ7Z1M4C"},
             {"type": "message", "subtype": "bot_message", "bot_id": "B06CQ1TELEM", "username": "TempGuard", "text": ":warning: *CL-1 (Dock 1)* reading *6.2 °C* — above threshold 5.0 °C for 10 min. Probe P-1A.", "ts": "1741862145.018334"},
         ], "has_more": True, "pin_count": 1, "response_metadata": {"next_cursor": "bmV4dF90czoxNzQxODYyMTQ1MDE4MzM0"}})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=alert_ts),
         mcp_text({"ok": True, "messages": [alert(2, [priya, marcus], "1741871488.530117"), r1, r2], "has_more": False})),
        (call("slack_get_users", limit=50),
         mcp_text({"ok": True, "members": [
             user(priya, "priya.raman", "Priya Raman", "Facilities Lead — Brackwater DC", "America/Chicago"),
             user(marcus, "marcus.oduya", "Marcus Oduya", "Dock 2 Shift Supervisor", "America/Chicago"),
             user(tomasz, "tomasz.w", "Tomasz Wierzbicki", "QA Technician", "America/Chicago"),
             user("U03R8DN5YHE", "dolores.whitcomb", "Dolores Whitcomb", "QA Manager", "America/Chicago", admin=True),
             user(me, "opsbot", "opsbot", "", "America/Chicago", bot=True, updated=1740051920),
             {"id": "USLACKBOT", "team_id": "T02KQ7Z1M4C", "name": "slackbot", "deleted": False, "real_name": "Slackbot", "tz": "America/Los_Angeles", "profile": {"title": "", "real_name": "Slackbot", "display_name": "Slackbot"}, "is_admin": False, "is_bot": False, "updated": 0},
         ], "cache_ts": 1741875512, "response_metadata": {"next_cursor": "dXNlcjpVMDhEMlI0TjdQVw=="}})),
        (call("slack_get_user_profile", user_id=priya),
         mcp_text({"ok": True, "profile": {"title": "Facilities Lead — Brackwater DC", "phone": "+1 314 555 0188", "skype": "", "real_name": "Priya Raman",
                                           "real_name_normalized": "Priya Raman", "display_name": "priya", "status_text": "On site — Dock 2",
                                           "status_emoji": ":construction:", "status_expiration": 0, "email": "priya.raman@brackwaterfoods.com",
                                           "first_name": "Priya", "last_name": "Raman", "team": "T02KQ7Z1M4C"}})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=alert_ts, text=my_reply),
         mcp_text({"ok": True, "channel": ch, "ts": "1741875604.318229", "message": {"bot_id": "B08C1XW8Q1M", "type": "message", "text": my_reply, "user": me,
                                                                                   "ts": "1741875604.318229", "app_id": "A08BZ7Q4KLM", "team": "T02KQ7Z1M4C",
                                                                                   "thread_ts": alert_ts, "parent_user_id": "B06CQ1TELEM"}})),
        (call("slack_add_reaction", channel_id=ch, timestamp=alert_ts, reaction="eyes"),
         mcp_text({"ok": True})),
        (call("slack_post_message", channel_id=ch, text=summary),
         mcp_text({"ok": True, "channel": ch, "ts": "1741875731.402117", "message": {"bot_id": "B08C1XW8Q1M", "type": "message", "text": summary, "user": me,
                                                                                   "ts": "1741875731.402117", "app_id": "A08BZ7Q4KLM", "team": "T02KQ7Z1M4C"}})),
        (call("slack_get_channel_history", channel_id=ch, limit=4),
         mcp_text({"ok": True, "messages": [
             {"bot_id": "B08C1XW8Q1M", "type": "message", "text": summary, "user": me, "ts": "1741875731.402117", "app_id": "A08BZ7Q4KLM", "team": "T02KQ7Z1M4C"},
             door,
             alert(3, ["U05QK7R2LNM", marcus, me], "1741875604.318229", [{"name": "eyes", "users": [me], "count": 1}]),
             cl1_ok,
         ], "has_more": True, "pin_count": 1, "response_metadata": {"next_cursor": "bmV4dF90czoxNzQxODY5MzEwMjA0ODcx"}})),
        (call("slack_get_user_profile", user_id=marcus),
         mcp_text({"ok": True, "profile": {"title": "Dock 2 Shift Supervisor", "phone": "+1 314 555 0142", "skype": "", "real_name": "Marcus Oduya",
                                           "real_name_normalized": "Marcus Oduya", "display_name": "marcus", "status_text": "Day shift 06:00–14:30",
                                           "status_emoji": ":truck:", "status_expiration": 0, "email": "marcus.oduya@brackwaterfoods.com",
                                           "first_name": "Marcus", "last_name": "Oduya", "team": "T02KQ7Z1M4C"}})),
    ]
    state = ("Slack MCP server connected to workspace Brackwater Foods (T02KQ7Z1M4C) as bot user opsbot. 2025-03-13 14:18 UTC. "
             "Task: follow up the open FZ-3 freezer alert in #cold-chain-alerts, acknowledge it in its thread and post a summary.")
    return {"task": "mcp", "tid": "h16-mcp-02", "system": system, "turns": turns, "state": state, "bad": True, "turn": 9,
            "kind": "Slack user id of a thread participant drifts (U05QK7R2LMN -> U05QK7R2LNM) in the alert's reply_users list"}


# ---------------------------------------------------------------------------------------------- 03 Notion
def t03() -> Traj:
    # clean: Notion podcast episode tracker — status change, title fix, new page, filtered/sorted/paginated queries that legitimately drop or reorder pages.
    tools = [
        tool("API-post-search", "Search by title across pages and databases shared with the integration", {"query": S, "filter": OBJ, "page_size": INT}, []),
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT, "start_cursor": S}, ["database_id"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S}, ["page_id"]),
        tool("API-patch-page", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-post-page", "Create a page", {"parent": OBJ, "properties": OBJ, "children": A}, ["parent", "properties"]),
        tool("API-patch-block-children", "Append block children", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-get-block-children", "Retrieve block children", {"block_id": S, "page_size": INT}, ["block_id"]),
    ]
    system = mcp_system("notion", "Notion API via an internal integration shared with the 'Understory Podcast' workspace", tools)
    db = "1c4e9a7b-52d3-4f08-9b61-3e7d0a2f8c15"
    user_int = {"object": "user", "id": "e07a3b19-6c4d-4f2a-9d8e-2b5c7f1a0e63"}
    user_sana = {"object": "user", "id": "4b8d2e61-0f7c-4a39-b5e2-c1d9f3a60b84"}
    ids = {"44": "a61b3e9d-04c7-4f2e-8d15-b7e90c3f2a48", "44b": "d2c85f07-3b1e-4e6a-a9f4-61d0b8e7c3a2",
           "45": "5e7f0a3c-9d21-4b86-8c4e-2a1f6b9d0e73", "46": "c3b9e1d4-6a07-4f5c-b2e8-9d04a7f1c65b",
           "47": "7b0e4d2f-1c9a-4e63-85f7-e3a6c0d9b142"}
    info = {
        "44": ("Ep 44 — Soil health on terraced farms", "Tomás Arriaga", "2025-02-25", "Jonah Mbeki", 52, "2025-02-18T10:31:00.000Z"),
        "44b": ("Ep 44 — Soil health (bonus cut)", "Tomás Arriaga", "2025-02-25", "Jonah Mbeki", 14, "2025-03-02T15:07:00.000Z"),
        "45": ("Ep 45 — Mycorhizal myths", "Dr. Lena Koivisto", "2025-03-06", "Sana Qureshi", 47, "2025-03-01T09:44:00.000Z"),
        "46": ("Ep 46 — Urban beekeeping permits", "Marguerite Oyelaran", None, "Jonah Mbeki", None, "2025-03-10T12:20:00.000Z"),
        "47": ("Ep 47 — Seed banks of the Sahel", "Aminata Diallo", None, None, None, "2025-03-14T09:15:00.000Z"),
    }
    status = {"44": "Editing", "44b": "Editing", "45": "Editing", "46": "Recording scheduled", "47": "Planning"}
    edited = {"44": "2025-03-13T17:02:00.000Z", "44b": "2025-03-11T08:55:00.000Z", "45": "2025-03-12T19:26:00.000Z",
              "46": "2025-03-12T11:03:00.000Z", "47": "2025-03-14T09:15:00.000Z"}
    publish: dict[str, str | None] = {k: None for k in ids}

    def page(k: str) -> dict[str, Any]:
        title, guest, rec, editor, runtime, created = info[k]
        return {
            "object": "page", "id": ids[k], "created_time": created, "last_edited_time": edited[k],
            "created_by": user_int if k == "47" else user_sana, "last_edited_by": user_int if k in ("44", "45", "47") and edited[k] >= "2025-03-14" else user_sana,
            "parent": {"type": "database_id", "database_id": db}, "archived": False, "in_trash": False,
            "properties": {
                "Name": {"id": "title", "type": "title", "title": [{"type": "text", "plain_text": title, "text": {"content": title}}]},
                "Status": {"id": "Qx%3Bm", "type": "status", "status": {"name": status[k]}},
                "Guest": {"id": "g%5Dt_", "type": "rich_text", "rich_text": [{"plain_text": guest}]},
                "Recorded": {"id": "r%40cd", "type": "date", "date": {"start": rec} if rec else None},
                "Publish date": {"id": "pb%3Fd", "type": "date", "date": {"start": publish[k]} if publish[k] else None},
                "Editor": {"id": "Ed%7Bt", "type": "select", "select": {"name": editor} if editor else None},
                "Runtime (min)": {"id": "rt%25n", "type": "number", "number": runtime},
            },
            "url": "https://www.notion.so/" + title.split(" — ")[0].replace(" ", "-") + "-" + ids[k].replace("-", ""),
        }

    def q(keys: list[str], more: bool = False, cursor: str | None = None) -> str:
        return mcp_text({"object": "list", "results": [page(k) for k in keys], "next_cursor": cursor, "has_more": more, "type": "page_or_database", "page_or_database": {}})

    t1 = mcp_text({"object": "list", "results": [{
        "object": "database", "id": db, "created_time": "2024-06-03T14:12:00.000Z", "last_edited_time": "2025-03-13T17:02:00.000Z",
        "title": [{"type": "text", "plain_text": "Episode Tracker"}], "is_inline": False,
        "properties": {"Name": {"type": "title"}, "Status": {"type": "status", "status": {"options": [{"name": n} for n in ("Planning", "Recording scheduled", "Editing", "Published")]}},
                       "Guest": {"type": "rich_text"}, "Recorded": {"type": "date"}, "Publish date": {"type": "date"},
                       "Editor": {"type": "select"}, "Runtime (min)": {"type": "number"}},
        "url": "https://www.notion.so/1c4e9a7b52d34f089b613e7d0a2f8c15"}], "next_cursor": None, "has_more": False})
    t2 = q(["44", "44b", "45"])
    t3 = mcp_text(page("44"))
    status["44"], publish["44"], edited["44"] = "Published", "2025-03-18", "2025-03-14T09:12:00.000Z"
    t4 = mcp_text(page("44"))
    info["45"] = ("Ep 45 — Mycorrhizal myths",) + info["45"][1:]
    edited["45"] = "2025-03-14T09:13:00.000Z"
    t5 = mcp_text(page("45"))
    t6 = mcp_text(page("47"))
    children = [
        {"object": "block", "type": "heading_2", "heading_2": {"rich_text": [{"type": "text", "text": {"content": "Outline"}}]}},
        {"object": "block", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": "Why community seed banks matter in the Sahel"}}]}},
        {"object": "block", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": "Drought-tolerant millet and fonio varieties"}}]}},
        {"object": "block", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": "Who owns the seeds? Farmers' rights vs. patents"}}]}},
    ]
    block_ids = ["1f0c7a3e-8b2d-4e95-a6c1-d4e70b9f2a31", "1f0c7a3e-8b2d-4e95-a6c1-d4e70b9f2a32", "1f0c7a3e-8b2d-4e95-a6c1-d4e70b9f2a33", "1f0c7a3e-8b2d-4e95-a6c1-d4e70b9f2a34"]

    def blocks(stamp: str) -> list[dict[str, Any]]:
        out = []
        for bid, ch in zip(block_ids, children):
            kind = ch["type"]
            rt = [{"type": "text", "text": {"content": ch[kind]["rich_text"][0]["text"]["content"], "link": None},
                   "plain_text": ch[kind]["rich_text"][0]["text"]["content"], "annotations": {"bold": False, "italic": False, "code": False, "color": "default"}}]
            out.append({"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": ids["47"]}, "created_time": stamp,
                        "last_edited_time": stamp, "has_children": False, "archived": False, "type": kind, kind: {"rich_text": rt, "color": "default"}})
        return out

    t7 = mcp_text({"object": "list", "results": blocks("2025-03-14T09:16:00.000Z"), "next_cursor": None, "has_more": False, "type": "block", "block": {}})
    edited["47"] = "2025-03-14T09:16:00.000Z"
    t8 = q(["45", "44b"])
    t9 = q(["47", "46", "44b"], True, "c3a1f4b2-7e08-4d9c-b561-2f0e8d7a93c4")
    t10 = mcp_text({"object": "list", "results": blocks("2025-03-14T09:16:00.000Z"), "next_cursor": None, "has_more": False, "type": "block", "block": {}})
    turns = [
        (call("API-post-search", query="Episode tracker", filter={"property": "object", "value": "database"}), t1),
        (call("API-post-database-query", database_id=db, filter={"property": "Status", "status": {"equals": "Editing"}}, sorts=[{"property": "Recorded", "direction": "ascending"}]), t2),
        (call("API-retrieve-a-page", page_id=ids["44"]), t3),
        (call("API-patch-page", page_id=ids["44"], properties={"Status": {"status": {"name": "Published"}}, "Publish date": {"date": {"start": "2025-03-18"}}}), t4),
        (call("API-patch-page", page_id=ids["45"], properties={"Name": {"title": [{"text": {"content": "Ep 45 — Mycorrhizal myths"}}]}}), t5),
        (call("API-post-page", parent={"database_id": db}, properties={"Name": {"title": [{"text": {"content": "Ep 47 — Seed banks of the Sahel"}}]}, "Status": {"status": {"name": "Planning"}}, "Guest": {"rich_text": [{"text": {"content": "Aminata Diallo"}}]}}), t6),
        (call("API-patch-block-children", block_id=ids["47"], children=children), t7),
        (call("API-post-database-query", database_id=db, filter={"property": "Status", "status": {"equals": "Editing"}}, sorts=[{"property": "Recorded", "direction": "descending"}]), t8),
        (call("API-post-database-query", database_id=db, sorts=[{"timestamp": "created_time", "direction": "descending"}], page_size=3), t9),
        (call("API-get-block-children", block_id=ids["47"], page_size=50), t10),
    ]
    state = ("Notion MCP server (integration 'Understory ops bot') connected; today is 2025-03-14, 09:10 UTC. Task: mark Ep 44 as published "
             "for 18 March, fix the typo in Ep 45's title, and start a planning page for Ep 47 with a short outline.")
    return {"task": "mcp", "tid": "h16-mcp-03", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 04 Postgres
def t04() -> Traj:
    # bad: Postgres vet-clinic vaccinations — turn 7's re-count after inserting 2 RAB + 1 LEPTO rows (turn 6) shows LEPTO still 83 (turn 4 had 83, so it must be 84) while RAB correctly rose 171 -> 173.
    tools = [
        tool("list_schemas", "List all schemas in the database", {}, []),
        tool("list_objects", "List objects in a schema", {"schema_name": S, "object_type": enc("table, view, sequence or extension")}, ["schema_name"]),
        tool("get_object_details", "Show detailed information about a database object", {"schema_name": S, "object_name": S, "object_type": S}, ["schema_name", "object_name"]),
        tool("execute_sql", "Execute any SQL query", {"sql": S}, ["sql"]),
        tool("explain_query", "Explains the execution plan for a SQL query", {"sql": S, "analyze": B}, ["sql"]),
    ]
    system = mcp_system("postgres-mcp", "Postgres Pro MCP server, unrestricted access mode, database fernhill_vet on pg 16.4", tools)
    group_sql = ("SELECT v.vaccine_code, count(*) AS n FROM vaccinations v JOIN patients p ON p.patient_id = v.patient_id "
                 "WHERE p.clinic_id = 3 AND v.given_on >= DATE '2025-01-01' GROUP BY v.vaccine_code ORDER BY v.vaccine_code")
    ins_sql = ("INSERT INTO vaccinations (patient_id, vaccine_code, product_id, lot_no, given_on, given_by) VALUES "
               "(20417, 'RAB', 12, 'RB25-0311', DATE '2025-03-18', 'S-044'), "
               "(20688, 'RAB', 12, 'RB25-0311', DATE '2025-03-18', 'S-044'), "
               "(21102, 'LEPTO', 17, 'L4-88120', DATE '2025-03-19', 'S-051') RETURNING vaccination_id, patient_id, vaccine_code, given_on")
    turns = [
        (call("list_schemas"),
         "[{'schema_name': 'audit', 'schema_owner': 'fernhill_admin', 'schema_type': 'User Schema'}, "
         "{'schema_name': 'billing', 'schema_owner': 'fernhill_admin', 'schema_type': 'User Schema'}, "
         "{'schema_name': 'public', 'schema_owner': 'pg_database_owner', 'schema_type': 'User Schema'}, "
         "{'schema_name': 'information_schema', 'schema_owner': 'postgres', 'schema_type': 'System Information Schema'}, "
         "{'schema_name': 'pg_catalog', 'schema_owner': 'postgres', 'schema_type': 'System Schema'}, "
         "{'schema_name': 'pg_toast', 'schema_owner': 'postgres', 'schema_type': 'System Schema'}]"),
        (call("list_objects", schema_name="public", object_type="table"),
         "[{'schema': 'public', 'name': 'appointments', 'type': 'BASE TABLE'}, {'schema': 'public', 'name': 'clinics', 'type': 'BASE TABLE'}, "
         "{'schema': 'public', 'name': 'owners', 'type': 'BASE TABLE'}, {'schema': 'public', 'name': 'patients', 'type': 'BASE TABLE'}, "
         "{'schema': 'public', 'name': 'staff', 'type': 'BASE TABLE'}, {'schema': 'public', 'name': 'vaccinations', 'type': 'BASE TABLE'}, "
         "{'schema': 'public', 'name': 'vaccine_products', 'type': 'BASE TABLE'}]"),
        (call("get_object_details", schema_name="public", object_name="vaccinations", object_type="table"),
         "{'basic': {'schema': 'public', 'name': 'vaccinations', 'type': 'table'}, 'columns': ["
         "{'column': 'vaccination_id', 'data_type': 'bigint', 'is_nullable': 'NO', 'default': \"nextval('vaccinations_vaccination_id_seq'::regclass)\"}, "
         "{'column': 'patient_id', 'data_type': 'integer', 'is_nullable': 'NO', 'default': None}, "
         "{'column': 'vaccine_code', 'data_type': 'character varying', 'is_nullable': 'NO', 'default': None}, "
         "{'column': 'product_id', 'data_type': 'integer', 'is_nullable': 'YES', 'default': None}, "
         "{'column': 'lot_no', 'data_type': 'character varying', 'is_nullable': 'YES', 'default': None}, "
         "{'column': 'given_on', 'data_type': 'date', 'is_nullable': 'NO', 'default': None}, "
         "{'column': 'given_by', 'data_type': 'character varying', 'is_nullable': 'YES', 'default': None}, "
         "{'column': 'created_at', 'data_type': 'timestamp with time zone', 'is_nullable': 'NO', 'default': 'now()'}], "
         "'constraints': [{'name': 'vaccinations_pkey', 'type': 'PRIMARY KEY', 'columns': ['vaccination_id']}, "
         "{'name': 'vaccinations_patient_id_fkey', 'type': 'FOREIGN KEY', 'columns': ['patient_id']}, "
         "{'name': 'vaccinations_product_id_fkey', 'type': 'FOREIGN KEY', 'columns': ['product_id']}, "
         "{'name': 'vaccinations_vaccine_code_check', 'type': 'CHECK', 'columns': ['vaccine_code']}], "
         "'indexes': [{'name': 'vaccinations_pkey', 'definition': 'CREATE UNIQUE INDEX vaccinations_pkey ON public.vaccinations USING btree (vaccination_id)'}, "
         "{'name': 'ix_vacc_patient_given', 'definition': 'CREATE INDEX ix_vacc_patient_given ON public.vaccinations USING btree (patient_id, given_on)'}]}"),
        (call("execute_sql", sql=group_sql),
         "[{'vaccine_code': 'DHPP', 'n': 158}, {'vaccine_code': 'FVRCP', 'n': 96}, {'vaccine_code': 'LEPTO', 'n': 83}, {'vaccine_code': 'RAB', 'n': 171}]"),
        (call("execute_sql", sql="SELECT patient_id, name, species, microchip, clinic_id FROM patients WHERE microchip IN ('956000012847731', '956000013390218', '981020047715346') ORDER BY patient_id"),
         "[{'patient_id': 20417, 'name': 'Biscuit', 'species': 'dog', 'microchip': '956000012847731', 'clinic_id': 3}, "
         "{'patient_id': 20688, 'name': 'Juniper', 'species': 'dog', 'microchip': '956000013390218', 'clinic_id': 3}, "
         "{'patient_id': 21102, 'name': 'Olive', 'species': 'dog', 'microchip': '981020047715346', 'clinic_id': 3}]"),
        (call("execute_sql", sql=ins_sql),
         "[{'vaccination_id': 88341, 'patient_id': 20417, 'vaccine_code': 'RAB', 'given_on': datetime.date(2025, 3, 18)}, "
         "{'vaccination_id': 88342, 'patient_id': 20688, 'vaccine_code': 'RAB', 'given_on': datetime.date(2025, 3, 18)}, "
         "{'vaccination_id': 88343, 'patient_id': 21102, 'vaccine_code': 'LEPTO', 'given_on': datetime.date(2025, 3, 19)}]"),
        (call("execute_sql", sql=group_sql),
         "[{'vaccine_code': 'DHPP', 'n': 158}, {'vaccine_code': 'FVRCP', 'n': 96}, {'vaccine_code': 'LEPTO', 'n': 83}, {'vaccine_code': 'RAB', 'n': 173}]"),
        (call("execute_sql", sql="SELECT v.vaccination_id, v.patient_id, v.given_on, v.lot_no, v.created_at FROM vaccinations v WHERE (v.patient_id, v.vaccine_code, v.given_on) IN (SELECT patient_id, vaccine_code, given_on FROM vaccinations GROUP BY 1, 2, 3 HAVING count(*) > 1) ORDER BY v.vaccination_id"),
         "[{'vaccination_id': 87120, 'patient_id': 19876, 'given_on': datetime.date(2025, 2, 11), 'lot_no': 'D4471K', "
         "'created_at': datetime.datetime(2025, 2, 11, 15, 42, 8, 311902, tzinfo=datetime.timezone.utc)}, "
         "{'vaccination_id': 87121, 'patient_id': 19876, 'given_on': datetime.date(2025, 2, 11), 'lot_no': 'D4471K', "
         "'created_at': datetime.datetime(2025, 2, 11, 15, 42, 9, 87455, tzinfo=datetime.timezone.utc)}]"),
        (call("execute_sql", sql="DELETE FROM vaccinations WHERE vaccination_id = 87121 RETURNING vaccination_id, patient_id, vaccine_code"),
         "[{'vaccination_id': 87121, 'patient_id': 19876, 'vaccine_code': 'DHPP'}]"),
        (call("execute_sql", sql="SELECT op, count(*) AS n, min(changed_at) AS first_at, max(changed_at) AS last_at FROM audit.change_log WHERE table_name = 'vaccinations' AND changed_at >= DATE '2025-03-20' GROUP BY op ORDER BY op"),
         "[{'op': 'DELETE', 'n': 1, 'first_at': datetime.datetime(2025, 3, 20, 10, 7, 51, 402118, tzinfo=datetime.timezone.utc), "
         "'last_at': datetime.datetime(2025, 3, 20, 10, 7, 51, 402118, tzinfo=datetime.timezone.utc)}, "
         "{'op': 'INSERT', 'n': 3, 'first_at': datetime.datetime(2025, 3, 20, 10, 4, 12, 88731, tzinfo=datetime.timezone.utc), "
         "'last_at': datetime.datetime(2025, 3, 20, 10, 4, 12, 88731, tzinfo=datetime.timezone.utc)}]"),
    ]
    state = ("postgres-mcp connected to fernhill_vet (Fernhill Veterinary Group) as role clinic_ops; 2025-03-20 10:02 UTC. Task: enter three "
             "vaccinations from the Ashby Road clinic's (clinic_id 3) paper log, then remove the duplicated DHPP record flagged by reception.")
    return {"task": "mcp", "tid": "h16-mcp-04", "system": system, "turns": turns, "state": state, "bad": True, "turn": 7,
            "kind": "per-code count does not follow the insert: LEPTO stays 83 after one LEPTO row was added"}


# ---------------------------------------------------------------------------------------------- 05 SQLite
def t05() -> Traj:
    # clean: SQLite seed library — a return recorded by UPDATE, a similarly named member's separate loan, a new table filled and read back.
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
        tool("create_table", "Create a new table in the SQLite database", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "mcp-server-sqlite on /srv/larkmoor/seedlib.db", tools)
    turns = [
        (call("list_tables"),
         "[{'name': 'members'}, {'name': 'seed_varieties'}, {'name': 'packets'}, {'name': 'loans'}, {'name': 'returns_log'}]"),
        (call("describe_table", table_name="loans"),
         "[{'cid': 0, 'name': 'loan_id', 'type': 'INTEGER', 'notnull': 0, 'dflt_value': None, 'pk': 1}, "
         "{'cid': 1, 'name': 'member_id', 'type': 'INTEGER', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 2, 'name': 'packet_id', 'type': 'TEXT', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 3, 'name': 'loaned_on', 'type': 'TEXT', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 4, 'name': 'due_on', 'type': 'TEXT', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 5, 'name': 'returned_on', 'type': 'TEXT', 'notnull': 0, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 6, 'name': 'notes', 'type': 'TEXT', 'notnull': 0, 'dflt_value': \"''\", 'pk': 0}]"),
        (call("read_query", query="SELECT member_id, name, email, joined_on FROM members WHERE name LIKE 'Halvorsen%' ORDER BY member_id"),
         "[{'member_id': 114, 'name': 'Halvorsen, Ingrid', 'email': 'ingrid.h@fastpost.net', 'joined_on': '2022-04-09'}, "
         "{'member_id': 207, 'name': 'Halvorsen, Inga', 'email': 'inga.halvorsen@larkmoor.sch.uk', 'joined_on': '2024-03-16'}]"),
        (call("read_query", query="SELECT l.loan_id, l.packet_id, v.common_name, l.loaned_on, l.due_on, l.returned_on FROM loans l JOIN packets p ON p.packet_id = l.packet_id JOIN seed_varieties v ON v.variety_id = p.variety_id WHERE l.member_id = 114 AND l.returned_on IS NULL"),
         "[{'loan_id': 1893, 'packet_id': 'P-0412', 'common_name': 'Cherokee Purple tomato', 'loaned_on': '2025-02-02', 'due_on': '2025-04-02', 'returned_on': None}, "
         "{'loan_id': 1921, 'packet_id': 'P-0588', 'common_name': 'Dragon Tongue bush bean', 'loaned_on': '2025-02-15', 'due_on': '2025-04-15', 'returned_on': None}]"),
        (call("write_query", query="UPDATE loans SET returned_on = '2025-04-05', notes = 'returned with 18 saved seeds' WHERE loan_id = 1893"),
         "[{'affected_rows': 1}]"),
        (call("read_query", query="SELECT l.loan_id, l.packet_id, v.common_name, l.loaned_on, l.due_on, l.returned_on FROM loans l JOIN packets p ON p.packet_id = l.packet_id JOIN seed_varieties v ON v.variety_id = p.variety_id WHERE l.member_id = 207 AND l.returned_on IS NULL"),
         "[{'loan_id': 1902, 'packet_id': 'P-0733', 'common_name': 'Red Russian kale', 'loaned_on': '2025-02-08', 'due_on': '2025-03-20', 'returned_on': None}]"),
        (call("create_table", query="CREATE TABLE germination_tests (test_id INTEGER PRIMARY KEY, packet_id TEXT NOT NULL REFERENCES packets(packet_id), sown_on TEXT NOT NULL, seeds_sown INTEGER NOT NULL, seeds_sprouted INTEGER)"),
         "Table created successfully"),
        (call("write_query", query="INSERT INTO germination_tests (packet_id, sown_on, seeds_sown, seeds_sprouted) VALUES ('P-0412', '2025-04-05', 20, 17), ('P-0588', '2025-04-05', 20, 19)"),
         "[{'affected_rows': 2}]"),
        (call("read_query", query="SELECT l.loan_id, m.name, l.packet_id, l.due_on, l.returned_on, l.notes FROM loans l JOIN members m ON m.member_id = l.member_id WHERE m.name LIKE 'Halvorsen%' AND l.loaned_on >= '2025-01-01' ORDER BY l.due_on"),
         "[{'loan_id': 1902, 'name': 'Halvorsen, Inga', 'packet_id': 'P-0733', 'due_on': '2025-03-20', 'returned_on': None, 'notes': ''}, "
         "{'loan_id': 1893, 'name': 'Halvorsen, Ingrid', 'packet_id': 'P-0412', 'due_on': '2025-04-02', 'returned_on': '2025-04-05', 'notes': 'returned with 18 saved seeds'}, "
         "{'loan_id': 1921, 'name': 'Halvorsen, Ingrid', 'packet_id': 'P-0588', 'due_on': '2025-04-15', 'returned_on': None, 'notes': ''}]"),
        (call("read_query", query="SELECT test_id, packet_id, seeds_sown, seeds_sprouted, round(100.0 * seeds_sprouted / seeds_sown, 1) AS pct FROM germination_tests ORDER BY test_id"),
         "[{'test_id': 1, 'packet_id': 'P-0412', 'seeds_sown': 20, 'seeds_sprouted': 17, 'pct': 85.0}, "
         "{'test_id': 2, 'packet_id': 'P-0588', 'seeds_sown': 20, 'seeds_sprouted': 19, 'pct': 95.0}]"),
        (call("append_insight", insight="Loan 1893 (Ingrid Halvorsen, Cherokee Purple) returned 2025-04-05 with 18 saved seeds; Inga Halvorsen's kale loan 1902 is 16 days overdue. First germination tests: P-0412 85%, P-0588 95%."),
         "Insight added to memo"),
    ]
    state = ("mcp-server-sqlite connected to /srv/larkmoor/seedlib.db (Larkmoor Seed Library). Today is 2025-04-05. Task: record Ingrid "
             "Halvorsen's tomato packet return, check whether the other Halvorsen has anything overdue, and start logging germination tests.")
    return {"task": "mcp", "tid": "h16-mcp-05", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 06 filesystem
def t06() -> Traj:
    # bad: filesystem observatory planner — turn 7 re-reads config/targets.yaml (no write to it since turn 3) and NGC 7331's dec reads +34:42:57 instead of +34:24:57.
    tools = [
        tool("list_allowed_directories", "Returns the list of directories that this server is allowed to access", {}, []),
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path", {"path": S}, ["path"]),
        tool("read_file", "Read the complete contents of a file from the file system", {"path": S}, ["path"]),
        tool("get_file_info", "Retrieve detailed metadata about a file or directory", {"path": S}, ["path"]),
        tool("edit_file", "Make line-based edits to a text file; returns a git-style diff", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("move_file", "Move or rename files and directories", {"source": S, "destination": S}, ["source", "destination"]),
        tool("search_files", "Recursively search for files and directories matching a pattern", {"path": S, "pattern": S}, ["path", "pattern"]),
        tool("write_file", "Create a new file or completely overwrite an existing file", {"path": S, "content": S}, ["path", "content"]),
    ]
    system = mcp_system("filesystem", "@modelcontextprotocol/server-filesystem, sandboxed to the allowed directories", tools)
    root = "/srv/obsplan"
    targets = """# Cairnhill Observatory — target list (edit via planner only)
# ra/dec J2000; exposure in seconds; priority 1 = highest
site: cairnhill-0.4m
night_of: 2025-10-22
targets:
  - name: NGC 7331
    ra: "22:37:04.1"
    dec: "+34:24:57"
    filter: L
    exposure_s: 240
    count: 12
    priority: 1
  - name: IC 1396 (Elephant's Trunk)
    ra: "21:39:06.0"
    dec: "+57:30:00"
    filter: Ha
    exposure_s: 600
    count: 8
    priority: 2
  - name: M33 mosaic panel 3
    ra: "01:34:21.5"
    dec: "+30:52:10"
    filter: L
    exposure_s: 300
    count: 10
    priority: 2
  - name: NGC 891
    ra: "02:22:33.4"
    dec: "+42:20:57"
    filter: L
    exposure_s: 300
    count: 12
    priority: 3
  - name: SN 2025rbs follow-up
    ra: "23:12:45.9"
    dec: "+18:03:31"
    filter: V
    exposure_s: 120
    count: 6
    priority: 1
"""
    drifted = targets.replace('dec: "+34:24:57"', 'dec: "+34:42:57"')
    site_diff = """```diff
Index: /srv/obsplan/config/site.toml
===================================================================
--- /srv/obsplan/config/site.toml\toriginal
+++ /srv/obsplan/config/site.toml\tmodified
@@ -9,9 +9,9 @@
 elevation_m = 212
 
 [limits]
 min_altitude_deg = 25
-moon_separation_deg = 30
+moon_separation_deg = 40
 max_airmass = 2.2
 dome_wind_limit_ms = 12
 
 [camera]
```"""
    log = """2025-10-21 18:52:03 INFO  planner: loaded 5 targets from config/targets.yaml
2025-10-21 18:52:04 INFO  weather: clear, wind 3.1 m/s, humidity 71%
2025-10-21 19:10:47 INFO  dome: open, slewing to NGC 7331
2025-10-21 19:13:22 INFO  guider: locked, rms 0.62"
2025-10-21 19:13:30 INFO  seq: NGC 7331 L 240s x12 started
2025-10-21 20:01:55 WARN  seq: frame 12/12 rejected (satellite trail)
2025-10-21 20:02:10 INFO  seq: NGC 7331 done, 11 frames kept
2025-10-21 20:03:41 INFO  dome: slewing to SN 2025rbs follow-up
2025-10-21 20:06:02 INFO  seq: SN 2025rbs follow-up V 120s x6 started
2025-10-21 20:19:37 INFO  seq: SN 2025rbs follow-up done, 6 frames kept
2025-10-21 20:21:15 INFO  dome: slewing to IC 1396 (Elephant's Trunk)
2025-10-21 20:42:08 WARN  weather: humidity 88%, clouds rising
2025-10-21 21:05:44 ERROR seq: IC 1396 (Elephant's Trunk) aborted after 2/8 frames (clouds)
2025-10-21 21:06:01 INFO  dome: closed"""
    notes = """# Plan for 2025-10-22

- Moon separation limit raised to 40° in site.toml (Moon ~61% and rising in the east).
- M33 mosaic panel 2 finished last week; its queue file is moved to done/. Panel 3 is on tonight's list.
- Re-do IC 1396 Ha (only 2/8 frames last night before clouds).
- NGC 7331: 11/12 frames kept last night; one more set only if time allows.
"""
    turns = [
        (call("list_allowed_directories"), "Allowed directories:\n/srv/obsplan\n/home/observer/notes"),
        (call("list_directory", path=root), "[DIR] config\n[DIR] logs\n[DIR] queue\n[FILE] README.md\n[FILE] run_night.sh"),
        (call("read_file", path=f"{root}/config/targets.yaml"), targets.rstrip("\n")),
        (call("get_file_info", path=f"{root}/config/targets.yaml"),
         f"size: {len(targets.encode())}\ncreated: Mon Sep 01 2025 21:14:09 GMT+0100 (British Summer Time)\nmodified: Tue Oct 21 2025 16:04:51 GMT+0100 (British Summer Time)\n"
         "accessed: Wed Oct 22 2025 15:31:20 GMT+0100 (British Summer Time)\nisDirectory: false\nisFile: true\npermissions: 644"),
        (call("edit_file", path=f"{root}/config/site.toml", edits=[{"oldText": "moon_separation_deg = 30", "newText": "moon_separation_deg = 40"}], dryRun=False),
         site_diff),
        (call("move_file", source=f"{root}/queue/pending/m33_mosaic_p2.json", destination=f"{root}/queue/done/m33_mosaic_p2.json"),
         f"Successfully moved {root}/queue/pending/m33_mosaic_p2.json to {root}/queue/done/m33_mosaic_p2.json"),
        (call("read_file", path=f"{root}/config/targets.yaml"), drifted.rstrip("\n")),
        (call("search_files", path=f"{root}/logs", pattern="night-2025-10-2"),
         f"{root}/logs/night-2025-10-20.log\n{root}/logs/night-2025-10-21.log"),
        (call("read_file", path=f"{root}/logs/night-2025-10-21.log"), log),
        (call("list_directory", path=f"{root}/queue/done"),
         "[FILE] m31_core_ha.json\n[FILE] m33_mosaic_p1.json\n[FILE] m33_mosaic_p2.json\n[FILE] ngc7000_panel_a.json\n[FILE] sn2025qvz_followup.json"),
        (call("write_file", path="/home/observer/notes/2025-10-22-plan.md", content=notes),
         "Successfully wrote to /home/observer/notes/2025-10-22-plan.md"),
    ]
    state = ("Filesystem MCP server started with roots /srv/obsplan and /home/observer/notes. 2025-10-22, 15:30 BST. Task: prepare tonight's "
             "observing plan at Cairnhill Observatory — check the target list, widen the Moon separation limit, archive the finished M33 panel 2 queue file.")
    return {"task": "mcp", "tid": "h16-mcp-06", "system": system, "turns": turns, "state": state, "bad": True, "turn": 7,
            "kind": "file content differs between two reads with no write: a target's declination changes"}


# ---------------------------------------------------------------------------------------------- 07 Google Calendar
def t07() -> Traj:
    # bad: Google Calendar choir rehearsals — the Wed sectional renamed to "Sectional — Tenors & Basses" in turn 4 is listed in turn 8 under its old title "Sectional — Tenors" (with the new end time and location).
    tools = [
        tool("list-calendars", "List all available calendars", {}, []),
        tool("list-events", "List events from one or more calendars", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId"]),
        tool("get-event", "Get details of a specific event by ID", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("search-events", "Search for events in a calendar by text query", {"calendarId": S, "query": S, "timeMin": S, "timeMax": S}, ["calendarId", "query"]),
        tool("update-event", "Update an existing calendar event", {"calendarId": S, "eventId": S, "summary": S, "location": S, "start": S, "end": S, "description": S, "timeZone": S}, ["calendarId", "eventId"]),
        tool("create-event", "Create a new calendar event", {"calendarId": S, "summary": S, "start": S, "end": S, "location": S, "description": S, "timeZone": S, "attendees": A}, ["calendarId", "summary", "start", "end"]),
        tool("delete-event", "Delete a calendar event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("get-freebusy", "Query free/busy information for calendars", {"calendars": A, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendars", "timeMin", "timeMax"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar MCP server authorised as lucy.penhallow@gmail.com", tools)
    cal = "c_7f3a91d2e8b04c6a@group.calendar.google.com"
    hall = "c_4e0b8d27a1f95c3e@group.calendar.google.com"
    ev_full, ev_ten, ev_sa, ev_com, ev_dress = "5q8r2lmv0c7d3n1h9k4ep6tabs", "0k3f7vhd2s9n4m8q1b6r5etgjp", "2h6c9u4d0b7m3q8s1k5n2vrlte", "6m1p8t3c0v5r9b2k7d4h0qsnja", "3b9k6e2q7d0n5c1s8h4m7pvtlf"
    walk = "7tq0c3mb5n2p8r6k1d9s4vjh0e"

    def ev(summary: str, eid: str, start: str, end: str, loc: str) -> str:
        return f"{summary}\nEvent ID: {eid}\nStart: {start}\nEnd: {end}\nLocation: {loc}"

    week1 = "\n\n".join([
        ev("Full rehearsal", ev_full, "Mon, 12 May 2025, 19:30 BST", "Mon, 12 May 2025, 21:30 BST", "St Aldhelm's Church Hall, 14 Priory Lane"),
        ev("Sectional — Tenors", ev_ten, "Wed, 14 May 2025, 18:30 BST", "Wed, 14 May 2025, 20:00 BST", "Vestry room, St Aldhelm's"),
        ev("Sectional — Sopranos & Altos", ev_sa, "Thu, 15 May 2025, 18:30 BST", "Thu, 15 May 2025, 20:00 BST", "St Aldhelm's Church Hall, 14 Priory Lane"),
        ev("Committee meeting", ev_com, "Thu, 15 May 2025, 20:15 BST", "Thu, 15 May 2025, 21:00 BST", "Google Meet (meet.google.com/xkd-qpaw-mte)"),
        ev("Dress rehearsal", ev_dress, "Sat, 17 May 2025, 14:00 BST", "Sat, 17 May 2025, 17:00 BST", "The Corn Exchange, Market Square"),
    ])
    week2 = "\n\n".join([
        ev("Full rehearsal", ev_full, "Mon, 12 May 2025, 19:30 BST", "Mon, 12 May 2025, 21:30 BST", "St Aldhelm's Church Hall, 14 Priory Lane"),
        ev("Sectional — Tenors", ev_ten, "Wed, 14 May 2025, 18:30 BST", "Wed, 14 May 2025, 20:30 BST", "St Aldhelm's Church Hall (side room)"),
        ev("Sectional — Sopranos & Altos", ev_sa, "Thu, 15 May 2025, 18:30 BST", "Thu, 15 May 2025, 20:00 BST", "St Aldhelm's Church Hall, 14 Priory Lane"),
        ev("Orchestra & choir seating walkthrough", walk, "Sat, 17 May 2025, 13:15 BST", "Sat, 17 May 2025, 13:50 BST", "The Corn Exchange, Market Square"),
        ev("Dress rehearsal", ev_dress, "Sat, 17 May 2025, 14:00 BST", "Sat, 17 May 2025, 17:00 BST", "The Corn Exchange, Market Square"),
    ])
    walk_desc = "Stage manager Rhys Tallon will mark risers. Section leaders only; everyone else arrives 13:50 for the dress rehearsal."
    turns = [
        (call("list-calendars"),
         "Available calendars:\n- lucy.penhallow@gmail.com (lucy.penhallow@gmail.com) [PRIMARY] - Europe/London\n"
         f"- St Aldhelm Chamber Choir ({cal}) - Europe/London\n- Church Hall bookings ({hall}) - Europe/London [read-only]\n"
         "- Holidays in United Kingdom (en.uk#holiday@group.v.calendar.google.com) - Europe/London [read-only]"),
        (call("list-events", calendarId=cal, timeMin="2025-05-12T00:00:00", timeMax="2025-05-18T23:59:59", timeZone="Europe/London"),
         "Found 5 event(s):\n\n" + week1),
        (call("get-event", calendarId=cal, eventId=ev_ten),
         ev("Sectional — Tenors", ev_ten, "Wed, 14 May 2025, 18:30 BST", "Wed, 14 May 2025, 20:00 BST", "Vestry room, St Aldhelm's")
         + "\nDescription: Bring Fauré Requiem scores — Offertoire & Libera me. Pencils please.\nOrganizer: lucy.penhallow@gmail.com\n"
         "Attendees:\n  - owen.carrick@btinternet.com (accepted)\n  - jdaramola@outlook.com (accepted)\n  - pete.sallis@gmail.com (tentative)\n"
         "  - m.hargreave@stald.org.uk (accepted)\n  - felixroe88@gmail.com (needsAction)\n  - tom.eastment@gmail.com (declined)\n"
         "Reminders: popup 60 min before\nStatus: confirmed\nLink: https://www.google.com/calendar/event?eid=MGszZjd2aGQyczluNG04cTFiNnI1ZXRnanA"),
        (call("update-event", calendarId=cal, eventId=ev_ten, summary="Sectional — Tenors & Basses", location="St Aldhelm's Church Hall (side room)",
              end="2025-05-14T20:30:00", timeZone="Europe/London"),
         "Event updated successfully!\n\n"
         + ev("Sectional — Tenors & Basses", ev_ten, "Wed, 14 May 2025, 18:30 BST", "Wed, 14 May 2025, 20:30 BST", "St Aldhelm's Church Hall (side room)")
         + "\nDescription: Bring Fauré Requiem scores — Offertoire & Libera me. Pencils please.\nAttendees: 6 (notifications not sent)"),
        (call("create-event", calendarId=cal, summary="Orchestra & choir seating walkthrough", start="2025-05-17T13:15:00", end="2025-05-17T13:50:00",
              location="The Corn Exchange, Market Square", description=walk_desc, timeZone="Europe/London"),
         "Event created successfully!\n\n"
         + ev("Orchestra & choir seating walkthrough", walk, "Sat, 17 May 2025, 13:15 BST", "Sat, 17 May 2025, 13:50 BST", "The Corn Exchange, Market Square")
         + f"\nDescription: {walk_desc}\nLink: https://www.google.com/calendar/event?eid=N3RxMGMzbWI1bjJwOHI2azFkOXM0dmpoMGU"),
        (call("delete-event", calendarId=cal, eventId=ev_com, sendUpdates="all"),
         f"Event {ev_com} deleted successfully. Cancellation emails sent to 4 attendee(s)."),
        (call("get-freebusy", calendars=[{"id": cal}, {"id": hall}], timeMin="2025-05-14T18:00:00+01:00", timeMax="2025-05-14T22:00:00+01:00", timeZone="Europe/London"),
         "Free/busy for Wed, 14 May 2025 18:00–22:00 BST:\n\n"
         f"{cal}:\n  Busy: 18:30 – 20:30\n\n{hall}:\n  Busy: 20:30 – 22:00\n\n"
         "No overlap between the two calendars in this window."),
        (call("list-events", calendarId=cal, timeMin="2025-05-12T00:00:00", timeMax="2025-05-18T23:59:59", timeZone="Europe/London"),
         "Found 5 event(s):\n\n" + week2),
        (call("search-events", calendarId=cal, query="seating", timeMin="2025-05-01T00:00:00", timeMax="2025-05-31T23:59:59"),
         "Found 1 event(s) matching \"seating\":\n\n"
         + ev("Orchestra & choir seating walkthrough", walk, "Sat, 17 May 2025, 13:15 BST", "Sat, 17 May 2025, 13:50 BST", "The Corn Exchange, Market Square")),
        (call("get-event", calendarId=cal, eventId=walk),
         ev("Orchestra & choir seating walkthrough", walk, "Sat, 17 May 2025, 13:15 BST", "Sat, 17 May 2025, 13:50 BST", "The Corn Exchange, Market Square")
         + f"\nDescription: {walk_desc}\nOrganizer: lucy.penhallow@gmail.com\nAttendees: none\nReminders: default (popup 30 min before)\n"
         "Status: confirmed\nLink: https://www.google.com/calendar/event?eid=N3RxMGMzbWI1bjJwOHI2azFkOXM0dmpoMGU"),
    ]
    state = ("Google Calendar MCP server, authorised as lucy.penhallow@gmail.com (music director, St Aldhelm Chamber Choir). 2025-05-09, 10:40 BST. "
             "Task: merge the basses into Wednesday's tenor sectional (longer, bigger room), add a seating walkthrough before Saturday's dress "
             "rehearsal, and cancel Thursday's committee meeting.")
    return {"task": "mcp", "tid": "h16-mcp-07", "system": system, "turns": turns, "state": state, "bad": True, "turn": 8,
            "kind": "renamed event listed under its old title in a later event listing"}


# ---------------------------------------------------------------------------------------------- 08 Jira
def t08() -> Traj:
    # clean: Jira permits portal — transitions, story-point/label edits, a new sub-task and a comment; searches re-ordered and filtered as a result.
    tools = [
        tool("jira_search", "Search Jira issues using JQL", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get details of a specific Jira issue", {"issue_key": S, "fields": S, "comment_limit": INT}, ["issue_key"]),
        tool("jira_get_transitions", "Get available status transitions for a Jira issue", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition a Jira issue to a new status", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update an existing Jira issue", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_create_issue", "Create a new Jira issue", {"project_key": S, "summary": S, "issue_type": S, "assignee": S, "description": S, "additional_fields": OBJ}, ["project_key", "summary", "issue_type"]),
        tool("jira_add_comment", "Add a comment to a Jira issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
    ]
    system = mcp_system("mcp-atlassian", "Jira Cloud site eastvale.atlassian.net", tools)
    me = {"display_name": "Renata Szabó", "name": "Renata Szabó", "email": "renata.szabo@eastvale.gov", "avatar_url": "https://secure.gravatar.com/avatar/3f1e?d=identicon"}
    jql_open = "project = PRMT AND sprint in openSprints() AND assignee = currentUser() ORDER BY priority DESC, updated DESC"
    jql_notdone = "project = PRMT AND sprint in openSprints() AND assignee = currentUser() AND statusCategory != Done ORDER BY priority DESC, updated DESC"

    def row(key: str, summary: str, status: str, prio: str, itype: str, updated: str) -> dict[str, Any]:
        return {"key": key, "summary": summary, "status": {"name": status}, "priority": {"name": prio}, "issue_type": {"name": itype}, "assignee": {"display_name": "Renata Szabó"}, "updated": updated}

    r412 = "Fee calculator rounds sub-cent amounts for fence permits"
    r398 = "Inspector calendar shows cancelled inspection slots"
    r407 = "Export applicant list as CSV"
    r377 = "Upgrade PDF renderer to 3.x"
    r419 = "Backfill corrected fence-permit fees for May invoices"
    desc412 = ("Fence permits with lengths like 37.5 ft produce fees such as $112.4999…; the calculator rounds half-down and invoices show $112.49 "
               "instead of $112.50. Use Decimal with ROUND_HALF_EVEN per finance policy FP-7.")
    c1 = {"id": "20874", "author": "Dario Ekwueme", "created": "2025-05-28T15:02:41.000+0200", "body": "Finance confirmed banker's rounding (FP-7)."}
    c2 = {"id": "20902", "author": "Renata Szabó", "created": "2025-06-02T09:47:10.000+0200", "body": "Repro'd with 37.5 ft and 112.5 ft fences; fix in progress."}
    c3 = {"id": "20928", "author": "Renata Szabó", "created": "2025-06-03T10:19:36.000+0200", "body": "PR #1184 up: switches fee math to Decimal with ROUND_HALF_EVEN."}

    def issue(status: str, points: int, labels: list[str], comments: list[dict[str, Any]], updated: str, subtasks: list[dict[str, Any]]) -> str:
        return mcp_text({"key": "PRMT-412", "id": "48211", "summary": r412, "description": desc412, "status": {"name": status, "category": "In Progress"},
                         "issue_type": {"name": "Bug"}, "priority": {"name": "High"}, "assignee": me, "reporter": {"display_name": "Dario Ekwueme"},
                         "labels": labels, "created": "2025-05-27T11:40:03.000+0200", "updated": updated,
                         "customfield_10016": points, "sprint": "PRMT Sprint 31 (2 Jun – 13 Jun)", "fix_versions": ["2.15"],
                         "subtasks": subtasks, "comments": comments, "comment_total": len(comments),
                         "url": "https://eastvale.atlassian.net/browse/PRMT-412"})

    turns = [
        (call("jira_search", jql=jql_open, fields="summary,status,priority,issuetype,assignee,updated", limit=20),
         mcp_text({"total": 4, "start_at": 0, "max_results": 20, "issues": [
             row("PRMT-412", r412, "In Progress", "High", "Bug", "2025-06-03T10:14:22.000+0200"),
             row("PRMT-398", r398, "To Do", "Medium", "Bug", "2025-06-02T16:40:05.000+0200"),
             row("PRMT-407", r407, "To Do", "Medium", "Story", "2025-06-02T11:05:57.000+0200"),
             row("PRMT-377", r377, "In Review", "Low", "Task", "2025-05-30T14:22:18.000+0200"),
         ]})),
        (call("jira_get_issue", issue_key="PRMT-412", comment_limit=10),
         issue("In Progress", 5, ["fees", "billing"], [c1, c2], "2025-06-03T10:14:22.000+0200", [])),
        (call("jira_get_transitions", issue_key="PRMT-412"),
         mcp_text([{"id": "11", "name": "Back to To Do", "to_status": "To Do"}, {"id": "31", "name": "Send to review", "to_status": "In Review"},
                   {"id": "41", "name": "Block", "to_status": "Blocked"}, {"id": "51", "name": "Done", "to_status": "Done"}])),
        (call("jira_transition_issue", issue_key="PRMT-412", transition_id="31", comment=c3["body"]),
         mcp_text({"success": True, "message": "Issue PRMT-412 transitioned successfully to 'In Review'", "issue": {"key": "PRMT-412", "status": "In Review"}})),
        (call("jira_update_issue", issue_key="PRMT-412", fields={"customfield_10016": 3, "labels": ["fees", "billing", "rounding"]}),
         mcp_text({"message": "Issue updated successfully", "issue": {"key": "PRMT-412", "summary": r412, "status": {"name": "In Review"},
                                                                      "labels": ["fees", "billing", "rounding"], "customfield_10016": 3,
                                                                      "updated": "2025-06-03T10:20:02.000+0200"}})),
        (call("jira_create_issue", project_key="PRMT", summary=r419, issue_type="Sub-task", assignee="renata.szabo@eastvale.gov",
              description="Recompute fees for fence permits invoiced 2025-05-01..2025-05-31 and issue $0.01 adjustments where needed.",
              additional_fields={"parent": "PRMT-412", "priority": {"name": "Medium"}}),
         mcp_text({"message": "Issue created successfully", "issue": {"key": "PRMT-419", "id": "48377", "summary": r419, "issue_type": {"name": "Sub-task"},
                                                                      "status": {"name": "To Do"}, "priority": {"name": "Medium"}, "parent": "PRMT-412",
                                                                      "assignee": {"display_name": "Renata Szabó"}, "created": "2025-06-03T10:21:44.000+0200",
                                                                      "url": "https://eastvale.atlassian.net/browse/PRMT-419"}})),
        (call("jira_add_comment", issue_key="PRMT-398", comment="Can't reproduce on staging since the 2.14 deploy. Could someone attach a cancelled slot example (permit # + date)?"),
         mcp_text({"id": "20931", "body": "Can't reproduce on staging since the 2.14 deploy. Could someone attach a cancelled slot example (permit # + date)?",
                   "created": "2025-06-03T10:24:09.000+0200", "author": "Renata Szabó"})),
        (call("jira_get_issue", issue_key="PRMT-412", comment_limit=10),
         issue("In Review", 3, ["fees", "billing", "rounding"], [c1, c2, c3], "2025-06-03T10:21:45.000+0200",
               [{"key": "PRMT-419", "summary": r419, "status": {"name": "To Do"}}])),
        (call("jira_search", jql=jql_open, fields="summary,status,priority,issuetype,assignee,updated", limit=20),
         mcp_text({"total": 5, "start_at": 0, "max_results": 20, "issues": [
             row("PRMT-412", r412, "In Review", "High", "Bug", "2025-06-03T10:21:45.000+0200"),
             row("PRMT-398", r398, "To Do", "Medium", "Bug", "2025-06-03T10:24:09.000+0200"),
             row("PRMT-419", r419, "To Do", "Medium", "Sub-task", "2025-06-03T10:21:44.000+0200"),
             row("PRMT-407", r407, "To Do", "Medium", "Story", "2025-06-02T11:05:57.000+0200"),
             row("PRMT-377", r377, "In Review", "Low", "Task", "2025-05-30T14:22:18.000+0200"),
         ]})),
        (call("jira_transition_issue", issue_key="PRMT-377", transition_id="51", comment="Renderer 3.2.1 verified on staging; merged."),
         mcp_text({"success": True, "message": "Issue PRMT-377 transitioned successfully to 'Done'", "issue": {"key": "PRMT-377", "status": "Done"}})),
        (call("jira_search", jql=jql_notdone, fields="summary,status,priority,issuetype,assignee,updated", limit=20),
         mcp_text({"total": 4, "start_at": 0, "max_results": 20, "issues": [
             row("PRMT-412", r412, "In Review", "High", "Bug", "2025-06-03T10:21:45.000+0200"),
             row("PRMT-398", r398, "To Do", "Medium", "Bug", "2025-06-03T10:24:09.000+0200"),
             row("PRMT-419", r419, "To Do", "Medium", "Sub-task", "2025-06-03T10:21:44.000+0200"),
             row("PRMT-407", r407, "To Do", "Medium", "Story", "2025-06-02T11:05:57.000+0200"),
         ]})),
    ]
    state = ("mcp-atlassian connected to eastvale.atlassian.net as Renata Szabó. 2025-06-03 10:15 CEST, sprint PRMT Sprint 31. Task: move the "
             "fence-fee rounding bug to review with its PR, re-estimate it, add a backfill sub-task, follow up on the calendar bug, close the PDF renderer task.")
    return {"task": "mcp", "tid": "h16-mcp-08", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 09 Linear
def t09() -> Traj:
    # bad: Linear flight-software team — turn 5's get_issue FLT-233 shows state "Todo", but turn 3 listed it "In Progress" and the agent only updated FLT-241 (turn 4).
    tools = [
        tool("list_teams", "List teams in the Linear workspace", {}, []),
        tool("list_issue_statuses", "List workflow states for a team", {"teamId": S}, ["teamId"]),
        tool("list_issues", "List issues, optionally filtered", {"teamId": S, "assignee": S, "state": S, "limit": INT, "orderBy": S}, []),
        tool("get_issue", "Retrieve an issue by id or identifier", {"id": S}, ["id"]),
        tool("update_issue", "Update an issue", {"id": S, "stateId": S, "priority": INT, "assigneeId": S, "estimate": INT}, ["id"]),
        tool("create_comment", "Add a comment to an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("create_issue", "Create an issue", {"teamId": S, "title": S, "description": S, "priority": INT, "stateId": S, "assigneeId": S, "labelIds": A}, ["teamId", "title"]),
    ]
    system = mcp_system("linear", "Linear workspace 'Skyloam' via OAuth app", tools)
    team = "c8e2f41a-6b0d-4c7e-93a5-1d7f0b2e8a64"
    st = {"Backlog": "0a61f7c2-3e84-4b19-a5d0-7c2e9b1f4d38", "Todo": "5d3b8e20-9a1c-47f6-b0e4-2f8c6a1d7e95",
          "In Progress": "9f4c1a7e-2d60-4b83-8e5f-0b7a3c9d2e16", "In Review": "3e7a0d5b-c81f-4e29-9a64-d2b0f7c1e853",
          "Done": "b1d9e6f3-07a2-4c58-8f1e-6a4c3b0d9e27", "Canceled": "e4c2b7a9-5f13-4d80-b6e1-9c0a8d2f3b74"}
    me = {"id": "7a2c9e14-0b5d-4f38-a1e6-3d8b0c7f2e59", "name": "Noor Haddad", "email": "noor@skyloam.aero"}
    ids = {"FLT-233": "2f9b0c7e-1d4a-4e86-b5c3-8a0e6d1f7b42", "FLT-241": "6c1e8a3d-7f20-4b95-9e0c-d4b7a2f5c318",
           "FLT-229": "a0d7f5b1-3c68-4e29-8b4e-1f9c2d0a6e73", "FLT-245": "d83a6f0e-5b17-4c2d-a9e8-70b1c4e9f256", "FLT-248": "4b7e2d9a-0c1f-4a63-8d5b-e92f0a6c1d87"}
    titles = {"FLT-233": "Geofence check skips polygons with interior holes", "FLT-241": "Log RTK fix type in the post-flight summary",
              "FLT-229": "Battery sag compensation for cold starts", "FLT-245": "Retry MAVLink PARAM_REQUEST_LIST on timeout",
              "FLT-248": "Post-flight summary: include RTK fix duration histogram"}

    def it(ident: str, state: str, prio: int, plabel: str, updated: str, **kw: Any) -> dict[str, Any]:
        d = {"id": ids[ident], "identifier": ident, "title": titles[ident], "state": {"id": st[state], "name": state}, "priority": prio,
             "priorityLabel": plabel, "assignee": {"id": me["id"], "name": me["name"]}, "updatedAt": updated,
             "url": f"https://linear.app/skyloam/issue/{ident.lower()}"}
        d.update(kw)
        return d

    turns = [
        (call("list_teams"),
         mcp_text({"teams": [{"id": team, "key": "FLT", "name": "Flight Software", "issueCount": 247},
                             {"id": "1b6e0f92-4c3a-4d7e-8a5b-f20d9c7e6a13", "key": "GND", "name": "Ground Station", "issueCount": 131},
                             {"id": "f07c3d8e-2a9b-4e16-b4d0-5c8e1a7f2b90", "key": "MAP", "name": "Photogrammetry", "issueCount": 412}]})),
        (call("list_issue_statuses", teamId=team),
         mcp_text({"states": [{"id": v, "name": k, "type": t, "position": p} for (k, v), t, p in zip(st.items(), ["backlog", "unstarted", "started", "started", "completed", "canceled"], [0, 1, 2, 3, 4, 5])]})),
        (call("list_issues", teamId=team, assignee="me", limit=25, orderBy="updatedAt"),
         mcp_text({"issues": [
             it("FLT-233", "In Progress", 1, "Urgent", "2025-08-20T16:42:09.318Z", estimate=5, labels=["safety", "geofence"]),
             it("FLT-229", "In Review", 2, "High", "2025-08-20T11:05:51.004Z", estimate=3, labels=["power"]),
             it("FLT-241", "Todo", 3, "Medium", "2025-08-19T09:27:33.720Z", estimate=2, labels=["telemetry"]),
             it("FLT-245", "Backlog", 4, "Low", "2025-08-14T13:58:12.466Z", estimate=None, labels=["mavlink"]),
         ], "pageInfo": {"hasNextPage": False, "endCursor": "ZDgzYTZmMGUtNWIxNy00YzJk"}})),
        (call("update_issue", id="FLT-241", stateId=st["In Progress"]),
         mcp_text({"success": True, "issue": it("FLT-241", "In Progress", 3, "Medium", "2025-08-21T08:14:27.905Z", estimate=2, labels=["telemetry"],
                                                 startedAt="2025-08-21T08:14:27.905Z")})),
        (call("get_issue", id="FLT-233"),
         mcp_text(it("FLT-233", "Todo", 1, "Urgent", "2025-08-20T16:42:09.318Z", estimate=5, labels=["safety", "geofence"],
                     description="`geofence::contains()` only tests the outer ring, so a survey polygon with an exclusion hole (e.g. a school yard) is treated as "
                                 "fully flyable. Repro: mission `kelso_north_v3.plan`, hole #2. Fix should use even-odd ray casting across all rings.",
                     createdAt="2025-08-12T10:03:44.150Z", branchName="noor/flt-233-geofence-skips-polygons-with-interior-holes",
                     comments=[{"user": "Callum Reid", "body": "Sim run with the fix looked good on kelso_north_v3, hole #2 now blocked.", "createdAt": "2025-08-20T16:42:09.318Z"}]))),
        (call("create_comment", issueId=ids["FLT-241"], body="Starting on this: adding `rtk_fix_type` (NONE/FLOAT/FIXED) per log segment to the summary JSON and the PDF table."),
         mcp_text({"success": True, "comment": {"id": "e90b3c71-4d2a-4f58-b6e0-1a7c8d5f2b39", "body": "Starting on this: adding `rtk_fix_type` (NONE/FLOAT/FIXED) per log segment to the summary JSON and the PDF table.",
                                                 "createdAt": "2025-08-21T08:16:02.233Z", "user": {"name": "Noor Haddad"}, "issue": {"identifier": "FLT-241"}}})),
        (call("create_issue", teamId=team, title=titles["FLT-248"], description="Follow-up to FLT-241: histogram of seconds spent in each RTK fix state, per flight.",
              priority=4, stateId=st["Backlog"], assigneeId=me["id"]),
         mcp_text({"success": True, "issue": it("FLT-248", "Backlog", 4, "Low", "2025-08-21T08:17:40.512Z", createdAt="2025-08-21T08:17:40.512Z", estimate=None, labels=[])})),
        (call("update_issue", id="FLT-229", stateId=st["Done"]),
         mcp_text({"success": True, "issue": it("FLT-229", "Done", 2, "High", "2025-08-21T08:19:11.078Z", estimate=3, labels=["power"], completedAt="2025-08-21T08:19:11.078Z")})),
        (call("list_issues", teamId=team, assignee="me", state="Backlog", limit=25, orderBy="updatedAt"),
         mcp_text({"issues": [
             it("FLT-248", "Backlog", 4, "Low", "2025-08-21T08:17:40.512Z", estimate=None, labels=[]),
             it("FLT-245", "Backlog", 4, "Low", "2025-08-14T13:58:12.466Z", estimate=None, labels=["mavlink"]),
         ], "pageInfo": {"hasNextPage": False, "endCursor": "ZDgzYTZmMGUtNWIxNy00YzJk"}})),
        (call("get_issue", id="FLT-241"),
         mcp_text(it("FLT-241", "In Progress", 3, "Medium", "2025-08-21T08:16:02.233Z", estimate=2, labels=["telemetry"], startedAt="2025-08-21T08:14:27.905Z",
                     createdAt="2025-08-15T14:20:08.771Z", branchName="noor/flt-241-log-rtk-fix-type-in-the-post-flight-summary",
                     comments=[{"user": "Noor Haddad", "body": "Starting on this: adding `rtk_fix_type` (NONE/FLOAT/FIXED) per log segment to the summary JSON and the PDF table.", "createdAt": "2025-08-21T08:16:02.233Z"}]))),
    ]
    state = ("Linear MCP server connected to workspace Skyloam as Noor Haddad. 2025-08-21 08:12 UTC. Task: start work on the RTK logging issue, "
             "check the geofence bug's status, file a follow-up, and close out the battery sag issue that was approved yesterday.")
    return {"task": "mcp", "tid": "h16-mcp-09", "system": system, "turns": turns, "state": state, "bad": True, "turn": 5,
            "kind": "issue workflow state changes (In Progress -> Todo) with no action on that issue"}


# ---------------------------------------------------------------------------------------------- 10 Stripe
def t10() -> Traj:
    # bad: Stripe letterpress invoice — turn 8's finalized invoice has subtotal/total/amount_due 247500 although its three line items (created in turns 5-7: 186000 + 42000 + 9500) sum to 237500 and there is no tax, discount or balance.
    tools = [
        tool("list_customers", "Fetch a list of Customers from Stripe", {"email": S, "limit": INT}, []),
        tool("list_products", "Fetch a list of Products from Stripe", {"limit": INT}, []),
        tool("list_prices", "Fetch a list of Prices from Stripe", {"product": S, "limit": INT}, []),
        tool("create_invoice", "Create an invoice in Stripe", {"customer": S, "days_until_due": INT}, ["customer"]),
        tool("create_invoice_item", "Create an invoice item in Stripe", {"customer": S, "price": S, "invoice": S}, ["customer", "price", "invoice"]),
        tool("finalize_invoice", "Finalize an invoice in Stripe", {"invoice": S}, ["invoice"]),
        tool("retrieve_balance", "Retrieve the balance from Stripe", {}, []),
    ]
    system = mcp_system("stripe", "Stripe Agent Toolkit MCP server, live mode, account acct_1NvQ8sHk2LmP4xYz (Inkwell & Ash Letterpress)", tools)
    cus = "cus_RkT83vQmZ2aLpw"
    inv = "in_1R2bXkHk2LmP4xYzq7Tn0cWe"
    prods = [("prod_QxA1mB7rT2kLp9", "Letterpress wedding invitations (set of 120)", "price_1Pq8ZaHk2LmP4xYzR3vN8kQe", 186000),
             ("prod_QxA4nC2sU8mWq3", "RSVP cards with printed envelopes (set of 120)", "price_1Pq8aFHk2LmP4xYzH0cT5bLm", 42000),
             ("prod_QxA7pD9tV1nXr6", "Envelope liners — custom pattern", "price_1Pq8bKHk2LmP4xYzJ7eW2dNq", 15000),
             ("prod_QxB0qE4uW5pYs1", "Day-of menus (set of 60)", "price_1Pq8cPHk2LmP4xYzL9gY4fPs", 27500),
             ("prod_QxB3rF6vX0qZt8", "Custom monogram die (magnesium)", "price_1Pq8dUHk2LmP4xYzN2iA6hRu", 9500)]
    chosen = [prods[0], prods[1], prods[4]]
    item_ids = ["ii_1R2bYcHk2LmP4xYzW4pQ1aTf", "ii_1R2bZ1Hk2LmP4xYzC8sD3eVg", "ii_1R2bZsHk2LmP4xYzE6uF5gXh"]

    def item(i: int) -> dict[str, Any]:
        pid, name, price, amt = chosen[i]
        return {"id": item_ids[i], "object": "invoiceitem", "amount": amt, "currency": "usd", "customer": cus, "date": 1747326120 + 35 * i,
                "description": name, "discountable": True, "invoice": inv, "livemode": True, "period": {"start": 1747326120 + 35 * i, "end": 1747326120 + 35 * i},
                "price": {"id": price, "product": pid, "unit_amount": amt, "currency": "usd", "type": "one_time"}, "proration": False, "quantity": 1}

    lines = [{"id": "il_" + item_ids[i][3:], "object": "line_item", "amount": chosen[i][3], "currency": "usd", "description": chosen[i][1],
              "invoice_item": item_ids[i], "quantity": 1, "price": {"id": chosen[i][2], "unit_amount": chosen[i][3]}} for i in range(3)]
    turns = [
        (call("list_customers", email="maren.solberg@fjordmail.no", limit=5),
         pj([{"id": cus, "email": "maren.solberg@fjordmail.no", "name": "Maren Solberg"}])),
        (call("list_products", limit=10),
         pj([{"id": p, "name": n, "active": True, "default_price": pr, "description": None} for p, n, pr, _ in prods])),
        (call("list_prices", limit=10),
         pj([{"id": pr, "product": p, "unit_amount": a, "currency": "usd", "type": "one_time", "active": True} for p, _, pr, a in prods])),
        (call("create_invoice", customer=cus, days_until_due=14),
         pj({"id": inv, "object": "invoice", "customer": cus, "status": "draft", "collection_method": "send_invoice", "currency": "usd",
             "days_until_due": 14, "created": 1747326083, "subtotal": 0, "total": 0, "amount_due": 0, "amount_paid": 0, "starting_balance": 0,
             "hosted_invoice_url": None, "number": None, "url": None})),
        (call("create_invoice_item", customer=cus, price=chosen[0][2], invoice=inv), pj(item(0))),
        (call("create_invoice_item", customer=cus, price=chosen[1][2], invoice=inv), pj(item(1))),
        (call("create_invoice_item", customer=cus, price=chosen[2][2], invoice=inv), pj(item(2))),
        (call("finalize_invoice", invoice=inv),
         pj({"id": inv, "object": "invoice", "customer": cus, "customer_email": "maren.solberg@fjordmail.no", "customer_name": "Maren Solberg",
             "status": "open", "number": "IA-0042", "collection_method": "send_invoice", "currency": "usd", "created": 1747326083,
             "status_transitions": {"finalized_at": 1747326291}, "due_date": 1748535891,
             "lines": {"object": "list", "data": lines, "has_more": False, "total_count": 3},
             "discounts": [], "total_discount_amounts": [], "tax": None, "total_tax_amounts": [], "starting_balance": 0,
             "subtotal": 247500, "subtotal_excluding_tax": 247500, "total": 247500, "total_excluding_tax": 247500, "amount_due": 247500,
             "amount_paid": 0, "amount_remaining": 247500,
             "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1NvQ8sHk2LmP4xYz/live_YWNjdF8xTnZROHNIazJMbVA0eFl6LF9SazRjS2Z4N3BnWkVm0200r8Wq2XcA",
             "invoice_pdf": "https://pay.stripe.com/invoice/acct_1NvQ8sHk2LmP4xYz/live_YWNjdF8xTnZROHNIazJMbVA0eFl6LF9SazRjS2Z4N3BnWkVm0200r8Wq2XcA/pdf"})),
        (call("retrieve_balance"),
         pj({"object": "balance", "available": [{"amount": 1184220, "currency": "usd", "source_types": {"card": 1184220}}],
             "pending": [{"amount": 96350, "currency": "usd", "source_types": {"card": 96350}}], "livemode": True,
             "instant_available": [{"amount": 1184220, "currency": "usd"}]})),
    ]
    state = ("Stripe MCP server (agent toolkit) authenticated with a restricted live key for Inkwell & Ash Letterpress. 2025-05-15 16:20 UTC. "
             "Task: bill Maren Solberg for the wedding order — invitations, RSVP cards and a monogram die — with 14 days to pay, then check the account balance.")
    return {"task": "mcp", "tid": "h16-mcp-10", "system": system, "turns": turns, "state": state, "bad": True, "turn": 8,
            "kind": "invoice subtotal/total does not equal the sum of its line items created earlier"}


# ---------------------------------------------------------------------------------------------- 11 Shopify
def t11() -> Traj:
    # clean: Shopify fly shop — paginated orders, inventory adjustments per location, order re-tagged, a new order arriving; totals follow the adjustments.
    tools = [
        tool("get-products", "Get all products or search by title", {"searchTitle": S, "limit": INT}, []),
        tool("get-product-by-id", "Get a specific product by ID", {"productId": S}, ["productId"]),
        tool("get-orders", "Get orders with optional filtering by status", {"status": S, "limit": INT, "after": S}, []),
        tool("update-order", "Update an existing order with new information", {"id": S, "tags": A, "note": S}, ["id"]),
        tool("adjust-inventory", "Adjust available inventory of an inventory item at a location by a delta", {"inventoryItemId": S, "locationId": S, "delta": INT, "reason": S}, ["inventoryItemId", "locationId", "delta"]),
    ]
    system = mcp_system("shopify", "Shopify Admin GraphQL API for rillbank-flies.myshopify.com", tools)
    P14, P16, PX = "gid://shopify/Product/8841203417388", "gid://shopify/Product/8841203450156", "gid://shopify/Product/8841203482924"
    inv_tan, inv_olive = "gid://shopify/InventoryItem/50127736918316", "gid://shopify/InventoryItem/50127736951084"
    L_ws, L_st = "gid://shopify/Location/79044215084", "gid://shopify/Location/79044247852"
    stock = {("tan", "ws"): 40, ("tan", "st"): 6, ("olive", "ws"): 10, ("olive", "st"): 2}

    def tot(c: str) -> int:
        return stock[(c, "ws")] + stock[(c, "st")]

    def search() -> str:
        return mcp_text({"products": [
            {"id": P14, "title": "Elk Hair Caddis #14", "status": "ACTIVE", "totalInventory": tot("tan") + tot("olive"), "priceRange": {"minVariantPrice": {"amount": "2.40", "currencyCode": "USD"}},
             "variants": [{"id": "gid://shopify/ProductVariant/45981022519340", "title": "Tan", "sku": "EHC-14-TAN", "price": "2.40", "inventoryQuantity": tot("tan")},
                          {"id": "gid://shopify/ProductVariant/45981022552108", "title": "Olive", "sku": "EHC-14-OLV", "price": "2.40", "inventoryQuantity": tot("olive")}]},
            {"id": P16, "title": "Elk Hair Caddis #16", "status": "ACTIVE", "totalInventory": 30, "priceRange": {"minVariantPrice": {"amount": "2.40", "currencyCode": "USD"}},
             "variants": [{"id": "gid://shopify/ProductVariant/45981022584876", "title": "Tan", "sku": "EHC-16-TAN", "price": "2.40", "inventoryQuantity": 30}]},
            {"id": PX, "title": "X-Caddis Emerger #18", "status": "ACTIVE", "totalInventory": 8, "priceRange": {"minVariantPrice": {"amount": "2.75", "currencyCode": "USD"}},
             "variants": [{"id": "gid://shopify/ProductVariant/45981022617644", "title": "Default Title", "sku": "XCE-18", "price": "2.75", "inventoryQuantity": 8}]},
        ]})

    def product(updated: str) -> str:
        def levels(c: str) -> list[dict[str, Any]]:
            return [{"location": {"id": L_ws, "name": "Workshop (Bend, OR)"}, "quantities": {"available": stock[(c, "ws")]}},
                    {"location": {"id": L_st, "name": "Saturday market stall"}, "quantities": {"available": stock[(c, "st")]}}]
        return mcp_text({"product": {"id": P14, "title": "Elk Hair Caddis #14", "handle": "elk-hair-caddis-14", "vendor": "Rillbank Flies", "productType": "Dry fly",
                                     "status": "ACTIVE", "createdAt": "2023-04-11T18:02:37Z", "updatedAt": updated, "totalInventory": tot("tan") + tot("olive"),
                                     "tags": ["caddis", "dry", "trout"],
                                     "variants": [{"id": "gid://shopify/ProductVariant/45981022519340", "title": "Tan", "sku": "EHC-14-TAN", "price": "2.40",
                                                   "inventoryQuantity": tot("tan"), "inventoryItem": {"id": inv_tan, "inventoryLevels": levels("tan")}},
                                                  {"id": "gid://shopify/ProductVariant/45981022552108", "title": "Olive", "sku": "EHC-14-OLV", "price": "2.40",
                                                   "inventoryQuantity": tot("olive"), "inventoryItem": {"id": inv_olive, "inventoryLevels": levels("olive")}}]}})

    def order(num: int, oid: str, created: str, total: str, name: str, items: list[tuple[str, int]], tags: list[str], fin: str = "PAID", note: str | None = None) -> dict[str, Any]:
        return {"id": f"gid://shopify/Order/{oid}", "name": f"#{num}", "createdAt": created, "displayFinancialStatus": fin, "displayFulfillmentStatus": "UNFULFILLED",
                "totalPrice": total, "currencyCode": "USD", "customer": {"displayName": name}, "tags": tags, "note": note,
                "lineItems": [{"title": t, "quantity": q} for t, q in items]}

    o1088 = order(1088, "6102948571180", "2025-06-07T16:36:12Z", "27.90", "Henrik Aaberg", [("Parachute Adams #16", 6), ("Tippet ring 2mm (pack of 10)", 1)], [])
    o1087a = order(1087, "6102877103148", "2025-06-06T21:15:40Z", "34.80", "Delphine Okafor", [("Elk Hair Caddis #14 — Olive", 12), ("Zebra Midge #20", 2)], ["restock-wait"])
    o1087b = dict(o1087a, tags=["ready-to-ship"], note="Olive #14 restocked 7 Jun — ship Monday")
    o1086 = order(1086, "6102741477420", "2025-06-06T09:02:58Z", "19.20", "Cal Whitford", [("Elk Hair Caddis #16 — Tan", 8)], [])
    o1085 = order(1085, "6102655033388", "2025-06-05T23:37:14Z", "58.65", "Ruth Ng", [("Beginner dry fly box (24 flies)", 1), ("Floatant gel", 1)], ["gift"])
    o1084 = order(1084, "6102601629740", "2025-06-05T14:11:06Z", "12.00", "Marco Bellandi", [("Elk Hair Caddis #14 — Tan", 5)], [])
    o1083 = order(1083, "6102533554220", "2025-06-04T19:50:31Z", "41.25", "Ainsley Porter", [("X-Caddis Emerger #18", 15)], ["wholesale-sample"], fin="PENDING")
    o1082 = order(1082, "6102498689068", "2025-06-04T08:26:44Z", "9.00", "Jun Takeda", [("Zebra Midge #20", 3)], [])
    t1 = search()
    t2 = product("2025-06-06T21:15:41Z")
    t3 = mcp_text({"orders": [o1087a, o1086, o1085], "pageInfo": {"hasNextPage": True, "endCursor": "eyJsYXN0X2lkIjo2MTAyNjU1MDMzMzg4fQ=="}})
    t4 = mcp_text({"orders": [o1084, o1083, o1082], "pageInfo": {"hasNextPage": True, "endCursor": "eyJsYXN0X2lkIjo2MTAyNDk4Njg5MDY4fQ=="}})
    stock[("olive", "ws")] += 24
    t5 = mcp_text({"inventoryAdjustmentGroup": {"createdAt": "2025-06-07T16:31:09Z", "reason": "received", "changes": [
        {"name": "available", "delta": 24, "quantityAfterChange": stock[("olive", "ws")], "item": {"id": inv_olive, "sku": "EHC-14-OLV"}, "location": {"id": L_ws, "name": "Workshop (Bend, OR)"}}]},
        "userErrors": []})
    t6 = mcp_text({"order": o1087b, "userErrors": []})
    stock[("tan", "st")] -= 2
    t7 = mcp_text({"inventoryAdjustmentGroup": {"createdAt": "2025-06-07T16:34:52Z", "reason": "damaged", "changes": [
        {"name": "available", "delta": -2, "quantityAfterChange": stock[("tan", "st")], "item": {"id": inv_tan, "sku": "EHC-14-TAN"}, "location": {"id": L_st, "name": "Saturday market stall"}}]},
        "userErrors": []})
    t8 = product("2025-06-07T16:34:52Z")
    t9 = mcp_text({"orders": [o1088, o1087b, o1086], "pageInfo": {"hasNextPage": True, "endCursor": "eyJsYXN0X2lkIjo2MTAyNzQxNDc3NDIwfQ=="}})
    t10 = search()
    turns = [
        (call("get-products", searchTitle="Caddis", limit=10), t1),
        (call("get-product-by-id", productId=P14), t2),
        (call("get-orders", status="open", limit=3), t3),
        (call("get-orders", status="open", limit=3, after="eyJsYXN0X2lkIjo2MTAyNjU1MDMzMzg4fQ=="), t4),
        (call("adjust-inventory", inventoryItemId=inv_olive, locationId=L_ws, delta=24, reason="received"), t5),
        (call("update-order", id=o1087a["id"], tags=["ready-to-ship"], note="Olive #14 restocked 7 Jun — ship Monday"), t6),
        (call("adjust-inventory", inventoryItemId=inv_tan, locationId=L_st, delta=-2, reason="damaged"), t7),
        (call("get-product-by-id", productId=P14), t8),
        (call("get-orders", status="open", limit=3), t9),
        (call("get-products", searchTitle="Caddis", limit=10), t10),
    ]
    state = ("Shopify MCP server connected to rillbank-flies.myshopify.com (staff account: tess@rillbank.com). Saturday 2025-06-07, 09:25 PDT. Task: "
             "book in two dozen olive #14 Elk Hair Caddis tied this week at the workshop, release the order waiting on them, write off two damaged tan flies at the market stall.")
    return {"task": "mcp", "tid": "h16-mcp-11", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 12 Airtable
def t12() -> Traj:
    # bad: Airtable theatre props — the duplicate "Oil lamp (working)" record recH5tW0zR9cYb2Ej deleted in turn 5 reappears in turn 10's filtered record list.
    tools = [
        tool("list_bases", "List all accessible Airtable bases", {}, []),
        tool("list_tables", "List all tables in a base", {"baseId": S, "detailLevel": S}, ["baseId"]),
        tool("list_records", "List records from a table", {"baseId": S, "tableId": S, "maxRecords": INT, "filterByFormula": S, "sort": A}, ["baseId", "tableId"]),
        tool("search_records", "Search for records containing specific text", {"baseId": S, "tableId": S, "searchTerm": S, "fieldIds": A}, ["baseId", "tableId", "searchTerm"]),
        tool("get_record", "Get a specific record by ID", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_record", "Create a new record in a table", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("update_records", "Update up to 10 records in a table", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("delete_records", "Delete records from a table", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
    ]
    system = mcp_system("airtable", "airtable-mcp-server with a personal access token (data.records:read/write, schema.bases:read)", tools)
    base, tbl = "appQ7m2LrV9dXk4Tn", "tblP0rT9sK2aWm1Qe"
    show = "The Lighthouse Keeper's Wife"
    recs: dict[str, dict[str, Any]] = {
        "recA1cB6nJ3kTq8Rw": {"createdTime": "2025-01-10T19:22:41.000Z", "fields": {"Name": "Brass ship's bell", "Qty": 1, "Location": "Loft bay C", "Status": "In storage", "Show": show}},
        "recF8mZ2xD4hWp0Lu": {"createdTime": "2025-01-10T19:31:07.000Z", "fields": {"Name": "Fishing net, large", "Qty": 1, "Location": "Loft bay A", "Status": "In storage", "Show": show, "Notes": "Smells of the sea. Air before use."}},
        "recK0vE7yS1bNd5Gj": {"createdTime": "2025-01-12T11:04:55.000Z", "fields": {"Name": "Hand-written logbook (prop)", "Qty": 1, "Location": "Workshop", "Status": "Needs making", "Show": show}},
        "recVd3K8pQm2LxN7a": {"createdTime": "2025-01-10T19:26:13.000Z", "fields": {"Name": "Oil lamp (working)", "Qty": 1, "Location": "Loft bay C", "Status": "In storage", "Show": show}},
        "recH5tW0zR9cYb2Ej": {"createdTime": "2025-02-02T20:47:30.000Z", "fields": {"Name": "Oil lamp (working)", "Qty": 1, "Location": "Loft bay C", "Status": "In storage", "Show": show, "Notes": "dup of lamp entry?"}},
        "recM6gR3wT8uZc1Ho": {"createdTime": "2025-01-12T11:09:18.000Z", "fields": {"Name": "Sou'wester hats", "Qty": 4, "Location": "Costume store", "Status": "In storage", "Show": show}},
        "recP9jL2qC7vYe4Ks": {"createdTime": "2025-01-15T18:40:02.000Z", "fields": {"Name": "Telescope, brass (collapsible)", "Qty": 1, "Location": "Borrowed — R. Penrose", "Status": "At theatre", "Show": show}},
        "recW4nH1dF6sXa9Tb": {"createdTime": "2025-01-15T18:44:29.000Z", "fields": {"Name": "Wooden lobster pot", "Qty": 2, "Location": "Loft bay A", "Status": "In storage", "Show": show}},
    }

    def rec(rid: str) -> dict[str, Any]:
        return {"id": rid, "createdTime": recs[rid]["createdTime"], "fields": dict(recs[rid]["fields"])}

    def listing(extra: list[str] | None = None) -> str:
        keep = sorted([r for r in recs] + (extra or []), key=lambda r: (recs.get(r) or deleted[r])["fields"]["Name"])
        return mcp_text({"records": [rec(r) if r in recs else {"id": r, "createdTime": deleted[r]["createdTime"], "fields": dict(deleted[r]["fields"])} for r in keep]})

    filt = "{Show} = \"The Lighthouse Keeper's Wife\""
    sort = [{"field": "Name", "direction": "asc"}]
    t1 = mcp_text({"bases": [{"id": base, "name": "Gullsway Players — Stores", "permissionLevel": "create"},
                             {"id": "appX2c8NfR5tLq0Wm", "name": "Gullsway Players — Box office", "permissionLevel": "read"}]})
    t2 = mcp_text({"tables": [
        {"id": tbl, "name": "Props", "primaryFieldId": "fldN4m1Qa", "fields": [{"id": "fldN4m1Qa", "name": "Name", "type": "singleLineText"}, {"id": "fldQ7t2Wb", "name": "Qty", "type": "number"},
                                                                               {"id": "fldL0c8Xe", "name": "Location", "type": "singleLineText"}, {"id": "fldS3s5Yd", "name": "Status", "type": "singleSelect"},
                                                                               {"id": "fldH9w4Zc", "name": "Show", "type": "singleLineText"}, {"id": "fldT6n0Vf", "name": "Notes", "type": "multilineText"}]},
        {"id": "tblC5sT1uM8eXr3Ya", "name": "Costumes", "primaryFieldId": "fldC1n2Aa", "fields": [{"id": "fldC1n2Aa", "name": "Name", "type": "singleLineText"}]},
        {"id": "tblR2hE6aK0sWq7Zc", "name": "Rehearsal schedule", "primaryFieldId": "fldR0d1Bb", "fields": [{"id": "fldR0d1Bb", "name": "Session", "type": "singleLineText"}]},
    ]})
    deleted: dict[str, dict[str, Any]] = {}
    t3 = listing()
    t4 = mcp_text(rec("recH5tW0zR9cYb2Ej"))
    deleted["recH5tW0zR9cYb2Ej"] = recs.pop("recH5tW0zR9cYb2Ej")
    t5 = mcp_text({"records": [{"id": "recH5tW0zR9cYb2Ej", "deleted": True}]})
    recs["recVd3K8pQm2LxN7a"]["fields"].update({"Qty": 2, "Notes": "Two lamps; one spare wick in the tin."})
    t6 = mcp_text({"records": [rec("recVd3K8pQm2LxN7a")]})
    recs["recT2nY6bG0fQw8Mc"] = {"createdTime": "2025-03-08T14:12:37.000Z", "fields": {"Name": "Tide chart (framed)", "Qty": 1, "Location": "Workshop", "Status": "Needs making", "Show": show}}
    t7 = mcp_text(rec("recT2nY6bG0fQw8Mc"))
    t8 = mcp_text({"records": [rec("recVd3K8pQm2LxN7a"),
                               {"id": "recL4bU9eJ2mVr6Pn", "createdTime": "2024-04-02T17:55:10.000Z", "fields": {"Name": "Hurricane lamp (battery LED)", "Qty": 3, "Location": "Loft bay B", "Status": "In storage", "Show": "Pirates of Penzance (2024)"}}]})
    recs["recF8mZ2xD4hWp0Lu"]["fields"].update({"Status": "At theatre", "Location": "Stage left wings"})
    t9 = mcp_text({"records": [rec("recF8mZ2xD4hWp0Lu")]})
    t10 = listing(["recH5tW0zR9cYb2Ej"])
    t11 = mcp_text(rec("recT2nY6bG0fQw8Mc"))
    turns = [
        (call("list_bases"), t1),
        (call("list_tables", baseId=base, detailLevel="full"), t2),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula=filt, sort=sort, maxRecords=50), t3),
        (call("get_record", baseId=base, tableId=tbl, recordId="recH5tW0zR9cYb2Ej"), t4),
        (call("delete_records", baseId=base, tableId=tbl, recordIds=["recH5tW0zR9cYb2Ej"]), t5),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": "recVd3K8pQm2LxN7a", "fields": {"Qty": 2, "Notes": "Two lamps; one spare wick in the tin."}}]), t6),
        (call("create_record", baseId=base, tableId=tbl, fields={"Name": "Tide chart (framed)", "Qty": 1, "Location": "Workshop", "Status": "Needs making", "Show": show}), t7),
        (call("search_records", baseId=base, tableId=tbl, searchTerm="lamp"), t8),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": "recF8mZ2xD4hWp0Lu", "fields": {"Status": "At theatre", "Location": "Stage left wings"}}]), t9),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula=filt, sort=sort, maxRecords=50), t10),
        (call("get_record", baseId=base, tableId=tbl, recordId="recT2nY6bG0fQw8Mc"), t11),
    ]
    state = ("Airtable MCP server connected (token owner: props@gullswayplayers.org.uk). 2025-03-08 14:05 GMT. Task: tidy the props list for "
             f"'{show}' — merge the duplicated oil lamp into one entry with qty 2, add the framed tide chart, and mark the big fishing net as taken to the theatre.")
    return {"task": "mcp", "tid": "h16-mcp-12", "system": system, "turns": turns, "state": state, "bad": True, "turn": 10,
            "kind": "deleted record reappears in a later filtered listing"}


# ---------------------------------------------------------------------------------------------- 13 Home Assistant
def t13() -> Traj:
    # clean: Home Assistant greenhouse — fan/valve/lights switched by the agent, sensor readings drifting with time and irrigation, last_changed stamps moving forward.
    tools = [
        tool("get_states", "List entities of a domain with their current state and key attributes", {"domain": S}, ["domain"]),
        tool("get_state", "Get the full state object of one entity", {"entity_id": S}, ["entity_id"]),
        tool("call_service", "Call a Home Assistant service", {"domain": S, "service": S, "entity_id": S, "data": OBJ}, ["domain", "service", "entity_id"]),
        tool("get_history", "State history of an entity over the last N hours", {"entity_id": S, "hours": INT}, ["entity_id"]),
    ]
    system = mcp_system("home-assistant", "Home Assistant 2025.7.2 at http://ha.local:8123, long-lived token of user 'allotment-bot'", tools)

    def sensors(t: str, temp: str, hum: int, a: int, b: int, lux: int, wb: int) -> str:
        return (f"Sensors (queried {t}):\n"
                f"sensor.gh_air_temperature: {temp} °C  (device_class: temperature, friendly_name: Greenhouse air temperature)\n"
                f"sensor.gh_humidity: {hum} %  (device_class: humidity, friendly_name: Greenhouse humidity)\n"
                f"sensor.gh_soil_moisture_bed_a: {a} %  (device_class: moisture, friendly_name: Bed A soil moisture)\n"
                f"sensor.gh_soil_moisture_bed_b: {b} %  (device_class: moisture, friendly_name: Bed B soil moisture)\n"
                f"sensor.gh_light_level: {lux} lx  (device_class: illuminance, friendly_name: Greenhouse light)\n"
                f"sensor.water_butt_level: {wb} %  (friendly_name: Water butt level)")

    turns = [
        (call("get_states", domain="sensor"), sensors("2025-07-19 14:02:10 +01:00", "27.8", 71, 34, 22, 41800, 68)),
        (call("get_state", entity_id="switch.gh_vent_fan"),
         "entity_id: switch.gh_vent_fan\nstate: off\nfriendly_name: Greenhouse vent fan\nicon: mdi:fan\n"
         "last_changed: 2025-07-19T11:40:12.508+01:00\nlast_updated: 2025-07-19T11:40:12.508+01:00\ncontext_user: allotment-bot"),
        (call("call_service", domain="switch", service="turn_on", entity_id="switch.gh_vent_fan"),
         "Service switch.turn_on called successfully.\nChanged states:\n  switch.gh_vent_fan: off -> on (last_changed 2025-07-19T14:03:31.117+01:00)"),
        (call("call_service", domain="switch", service="turn_on", entity_id="switch.gh_drip_valve_bed_b"),
         "Service switch.turn_on called successfully.\nChanged states:\n  switch.gh_drip_valve_bed_b: off -> on (last_changed 2025-07-19T14:04:05.842+01:00)"),
        (call("call_service", domain="light", service="turn_on", entity_id="light.gh_grow_lights", data={"brightness_pct": 40}),
         "Service light.turn_on called successfully.\nChanged states:\n  light.gh_grow_lights: on (brightness 204 -> 102, last_updated 2025-07-19T14:04:40.390+01:00)"),
        (call("get_history", entity_id="sensor.gh_air_temperature", hours=1),
         "History for sensor.gh_air_temperature (2025-07-19 13:12 → 14:12 +01:00):\n"
         "13:12:00  26.1 °C\n13:24:30  26.6 °C\n13:37:00  27.2 °C\n13:49:30  27.6 °C\n14:02:00  27.8 °C\n14:06:30  27.5 °C\n14:11:00  27.1 °C\n"
         "min 26.1 / max 27.8 / mean 27.1"),
        (call("get_state", entity_id="sensor.gh_soil_moisture_bed_b"),
         "entity_id: sensor.gh_soil_moisture_bed_b\nstate: 29\nunit_of_measurement: %\ndevice_class: moisture\nstate_class: measurement\n"
         "friendly_name: Bed B soil moisture\nbattery: 83 %\nlast_changed: 2025-07-19T14:17:52.004+01:00\nlast_updated: 2025-07-19T14:17:52.004+01:00"),
        (call("call_service", domain="switch", service="turn_off", entity_id="switch.gh_drip_valve_bed_b"),
         "Service switch.turn_off called successfully.\nChanged states:\n  switch.gh_drip_valve_bed_b: on -> off (last_changed 2025-07-19T14:19:10.276+01:00)"),
        (call("call_service", domain="climate", service="set_temperature", entity_id="climate.gh_heater", data={"temperature": 10, "hvac_mode": "heat"}),
         "Service climate.set_temperature called successfully.\nChanged states:\n  climate.gh_heater: off -> heat (temperature 12 -> 10, last_changed 2025-07-19T14:20:02.951+01:00)"),
        (call("get_states", domain="switch,light,climate"),
         "States (queried 2025-07-19 14:24:37 +01:00):\n"
         "switch.gh_vent_fan: on  (last_changed 2025-07-19T14:03:31+01:00)\n"
         "switch.gh_drip_valve_bed_a: off  (last_changed 2025-07-19T07:30:45+01:00)\n"
         "switch.gh_drip_valve_bed_b: off  (last_changed 2025-07-19T14:19:10+01:00)\n"
         "light.gh_grow_lights: on  (brightness 102, color_temp_kelvin 4000, last_changed 2025-07-19T06:00:00+01:00)\n"
         "climate.gh_heater: heat  (target 10 °C, current_temperature 26.4 °C, hvac_action idle, last_changed 2025-07-19T14:20:02+01:00)"),
        (call("get_states", domain="sensor"), sensors("2025-07-19 14:26:44 +01:00", "26.3", 66, 33, 31, 39650, 66)),
    ]
    state = ("Home Assistant MCP server (allotment greenhouse). 2025-07-19 14:02 BST, hot afternoon. Task: cool the greenhouse down, give bed B a "
             "drink until it is around 30 % moisture, dim the grow lights, and set the heater to a 10 °C frost-guard setting for tonight.")
    return {"task": "mcp", "tid": "h16-mcp-13", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 14 Kubernetes
def t14() -> Traj:
    # bad: Kubernetes tile-renderer OOM fix — turn 9's `get pods -o wide` shows pod tile-renderer-5f8b6d7c94-p9wtn with IP 10.42.1.39, but turn 6 showed the same (not restarted) pod at 10.42.1.93.
    tools = [
        tool("kubectl_get", "Get or list Kubernetes resources", {"resourceType": S, "name": S, "namespace": S, "output": S, "selector": S}, ["resourceType"]),
        tool("kubectl_describe", "Describe a Kubernetes resource", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
        tool("kubectl_logs", "Get logs from a pod", {"resourceType": S, "name": S, "namespace": S, "previous": B, "tail": INT}, ["resourceType", "name"]),
        tool("kubectl_patch", "Update fields of a resource using a strategic merge patch", {"resourceType": S, "name": S, "namespace": S, "patchData": OBJ}, ["resourceType", "name"]),
        tool("kubectl_rollout", "Manage the rollout of a resource", {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a Kubernetes deployment", {"name": S, "namespace": S, "replicas": INT}, ["name", "replicas"]),
    ]
    system = mcp_system("kubernetes", "mcp-server-kubernetes using kubeconfig context geo-prod-eu (Kubernetes v1.30.4)", tools)
    ns = "geo-prod"
    hdr = "NAME                             READY   STATUS    RESTARTS        AGE     IP            NODE          NOMINATED NODE   READINESS GATES"

    def prow(name: str, restarts: str, age: str, ip: str, node: str) -> str:
        return f"{name:<33}1/1     Running   {restarts:<16}{age:<8}{ip:<14}{node:<14}<none>           <none>"

    describe = """Name:             tile-renderer-7c4d9b6f58-r7vnd
Namespace:        geo-prod
Priority:         0
Service Account:  tile-renderer
Node:             geo-node-c3/10.0.3.21
Start Time:       Sat, 31 Aug 2025 04:27:51 +0000
Labels:           app=tile-renderer
                  pod-template-hash=7c4d9b6f58
Status:           Running
IP:               10.42.3.29
Controlled By:    ReplicaSet/tile-renderer-7c4d9b6f58
Containers:
  renderer:
    Container ID:   containerd://8f1e0b3c7a5d29e46b0c1f8a7e3d52b9c06a4f1e2d8b7c3a90e5f6d1b2c4a7e8
    Image:          registry.geo.internal/tile-renderer:2.8.1
    Port:           8080/TCP
    State:          Running
      Started:      Tue, 02 Sep 2025 07:59:03 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Tue, 02 Sep 2025 05:41:17 +0000
      Finished:     Tue, 02 Sep 2025 07:58:59 +0000
    Ready:          True
    Restart Count:  5
    Limits:
      cpu:     2
      memory:  1Gi
    Requests:
      cpu:     500m
      memory:  512Mi
    Environment:
      TILE_MAX_ZOOM:      17
      TILE_CACHE_MAX_MB:  <unset>
Conditions:
  Type              Status
  Ready             True
  ContainersReady   True
QoS Class:          Burstable
Events:
  Type     Reason     Age                  From     Message
  ----     ------     ----                 ----     -------
  Warning  BackOff    42m                  kubelet  Back-off restarting failed container renderer in pod tile-renderer-7c4d9b6f58-r7vnd_geo-prod
  Normal   Pulled     41m (x6 over 2d4h)   kubelet  Container image "registry.geo.internal/tile-renderer:2.8.1" already present on machine
  Normal   Started    41m (x6 over 2d4h)   kubelet  Started container renderer"""
    prev_logs = """2025-09-02T07:58:41Z INFO  render z=15 x=16382 y=10904 layer=contours 212ms
2025-09-02T07:58:42Z INFO  render z=15 x=16383 y=10904 layer=contours 198ms
2025-09-02T07:58:44Z WARN  tile cache 884 MiB (no cap configured), evictions=0
2025-09-02T07:58:47Z INFO  render z=16 x=32766 y=21809 layer=hillshade 1.41s
2025-09-02T07:58:52Z INFO  render z=16 x=32767 y=21809 layer=hillshade 1.38s
2025-09-02T07:58:55Z WARN  tile cache 951 MiB (no cap configured), evictions=0
2025-09-02T07:58:58Z INFO  render z=16 x=32766 y=21810 layer=hillshade 1.52s"""
    patch = {"spec": {"template": {"spec": {"containers": [{"name": "renderer", "resources": {"limits": {"memory": "2Gi"}, "requests": {"memory": "768Mi"}},
                                                            "env": [{"name": "TILE_CACHE_MAX_MB", "value": "600"}]}]}}}}
    new_logs = """2025-09-02T08:48:31Z INFO  render z=14 x=8191 y=5452 layer=contours 164ms
2025-09-02T08:48:33Z INFO  render z=16 x=32766 y=21811 layer=hillshade 1.36s
2025-09-02T08:48:34Z INFO  tile cache 600 MiB (cap 600 MiB), evictions=1184
2025-09-02T08:48:36Z INFO  render z=16 x=32767 y=21811 layer=hillshade 1.29s
2025-09-02T08:48:38Z INFO  render z=15 x=16384 y=10905 layer=contours 187ms
2025-09-02T08:48:41Z INFO  healthz ok rss=1.04GiB"""
    turns = [
        (call("kubectl_get", resourceType="pods", namespace=ns, selector="app=tile-renderer", output="wide"),
         "\n".join([hdr,
                    prow("tile-renderer-7c4d9b6f58-9qzmt", "2 (9h ago)", "2d4h", "10.42.2.54", "geo-node-b2"),
                    prow("tile-renderer-7c4d9b6f58-k2xwp", "4 (3h12m ago)", "2d4h", "10.42.1.37", "geo-node-a1"),
                    prow("tile-renderer-7c4d9b6f58-r7vnd", "5 (41m ago)", "2d4h", "10.42.3.29", "geo-node-c3")])),
        (call("kubectl_describe", resourceType="pod", name="tile-renderer-7c4d9b6f58-r7vnd", namespace=ns), describe),
        (call("kubectl_logs", resourceType="pod", name="tile-renderer-7c4d9b6f58-r7vnd", namespace=ns, previous=True, tail=7), prev_logs),
        (call("kubectl_patch", resourceType="deployment", name="tile-renderer", namespace=ns, patchData=patch),
         "deployment.apps/tile-renderer patched"),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="tile-renderer", namespace=ns, timeout="5m"),
         'Waiting for deployment "tile-renderer" rollout to finish: 1 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "tile-renderer" rollout to finish: 2 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "tile-renderer" rollout to finish: 1 old replicas are pending termination...\n'
         'deployment "tile-renderer" successfully rolled out'),
        (call("kubectl_get", resourceType="pods", namespace=ns, selector="app=tile-renderer", output="wide"),
         "\n".join([hdr,
                    prow("tile-renderer-5f8b6d7c94-hx2lq", "0", "2m38s", "10.42.2.71", "geo-node-b2"),
                    prow("tile-renderer-5f8b6d7c94-p9wtn", "0", "1m57s", "10.42.1.93", "geo-node-a1"),
                    prow("tile-renderer-5f8b6d7c94-z4kcm", "0", "1m16s", "10.42.3.112", "geo-node-c3")])),
        (call("kubectl_get", resourceType="replicasets", namespace=ns, selector="app=tile-renderer"),
         "NAME                       DESIRED   CURRENT   READY   AGE\n"
         "tile-renderer-5f8b6d7c94   3         3         3       2m51s\n"
         "tile-renderer-66b7d9f4c1   0         0         0       27d\n"
         "tile-renderer-7c4d9b6f58   0         0         0       12d"),
        (call("kubectl_scale", name="tile-renderer", namespace=ns, replicas=4),
         "deployment.apps/tile-renderer scaled"),
        (call("kubectl_get", resourceType="pods", namespace=ns, selector="app=tile-renderer", output="wide"),
         "\n".join([hdr,
                    prow("tile-renderer-5f8b6d7c94-b6rjs", "0", "52s", "10.42.1.104", "geo-node-a1"),
                    prow("tile-renderer-5f8b6d7c94-hx2lq", "0", "4m18s", "10.42.2.71", "geo-node-b2"),
                    prow("tile-renderer-5f8b6d7c94-p9wtn", "0", "3m37s", "10.42.1.39", "geo-node-a1"),
                    prow("tile-renderer-5f8b6d7c94-z4kcm", "0", "2m56s", "10.42.3.112", "geo-node-c3")])),
        (call("kubectl_logs", resourceType="pod", name="tile-renderer-5f8b6d7c94-hx2lq", namespace=ns, tail=6), new_logs),
    ]
    state = ("mcp-server-kubernetes, context geo-prod-eu, namespace geo-prod. 2025-09-02 08:40 UTC. Alert: tile-renderer pods restarting. "
             "Task: find why, raise the memory limit / cap the tile cache, roll it out, and add one replica for the morning traffic peak.")
    return {"task": "mcp", "tid": "h16-mcp-14", "system": system, "turns": turns, "state": state, "bad": True, "turn": 9,
            "kind": "pod IP of a running, unrestarted pod changes between two listings"}


# ---------------------------------------------------------------------------------------------- 15 Zotero
def t15() -> Traj:
    # bad: Zotero lighthouse-history library — item N4KD7PZA created in turn 4 directly into collection FQ7M2N4C is missing from turn 6's listing of that collection (which does show the item added in turn 5).
    tools = [
        tool("zotero_get_collections", "List collections in the library", {"limit": INT}, []),
        tool("zotero_get_collection_items", "Get all items in a specific collection", {"collection_key": S, "limit": INT}, ["collection_key"]),
        tool("zotero_search_items", "Search the library by title, creator or year", {"query": S, "qmode": S, "limit": INT}, ["query"]),
        tool("zotero_create_item", "Create a new item in the library", {"item_type": S, "fields": OBJ, "creators": A, "collections": A, "tags": A}, ["item_type", "fields"]),
        tool("zotero_add_to_collection", "Add an existing item to a collection", {"item_key": S, "collection_key": S}, ["item_key", "collection_key"]),
        tool("zotero_add_note", "Add a child note to an item", {"parent_key": S, "note": S}, ["parent_key", "note"]),
        tool("zotero_get_item_metadata", "Get detailed metadata for an item", {"item_key": S}, ["item_key"]),
    ]
    system = mcp_system("zotero", "zotero-mcp over the Zotero Web API, user library 8841207 (read/write key)", tools)
    ch3 = "FQ7M2N4C"
    base_items = [
        ("2MXW8E4K", "Journal Article", "The Flannan Isles mystery reconsidered", "Mackay, Iain", "2011"),
        ("7HB3RX0T", "Book", "Keepers of the Light: A History of British Lighthouses and Their People", "Hague, Douglas B.", "1975"),
        ("C9LQ5WZN", "Book", "The Lighthouse Stevensons", "Bathurst, Bella", "1999"),
        ("E1VD6KMS", "Manuscript", "Sule Skerry station journal, 1895–1897", "Northern Lighthouse Board", "1897"),
        ("J6PT2ACY", "Thesis", "Isolation and discipline on Scottish rock lighthouses, 1830–1914", "Rennie, Catriona", "2016"),
        ("U0ZF9GHB", "Report", "Report of the Commissioners of Northern Lighthouses on the Flannan Isles incident", "Muirhead, Robert", "1901"),
    ]
    flannan = ("T8RV3QJ6", "Book", "Flannan Isles lighthouse: logbook transcripts, 1899–1900", "Harvie-Brown, J.", "2003")

    def listing(items: list[tuple[str, str, str, str, str]]) -> str:
        body = "\n".join(f"## {i}. {t}\n**Type:** {ty}\n**Item Key:** {k}\n**Date:** {y}\n**Authors:** {a}\n" for i, (k, ty, t, a, y) in enumerate(items, 1))
        return f"# Items in Collection: Ch3 – Keepers' logs\n\nFound {len(items)} items\n\n{body}"

    turns = [
        (call("zotero_get_collections", limit=50),
         "# Zotero Collections\n\n- **Lighthouse book** (Key: 9RT4WQ2M)\n  - **Ch2 – Stevenson engineering** (Key: X3LPK8VD)\n"
         f"  - **Ch3 – Keepers' logs** (Key: {ch3})\n  - **Ch4 – Automation and the last keepers** (Key: B6HJ0ZSE)\n"
         "- **Primary sources** (Key: P2SGY7EA)\n- **Teaching — HIST 3142** (Key: M5CN1TQW)"),
        (call("zotero_get_collection_items", collection_key=ch3, limit=50), listing(sorted(base_items, key=lambda x: x[3]))),
        (call("zotero_search_items", query="Flannan", qmode="titleCreatorYear", limit=10),
         "# Search Results for 'Flannan'\n\n"
         f"## 1. {flannan[2]}\n**Type:** {flannan[1]}\n**Item Key:** {flannan[0]}\n**Date:** {flannan[4]}\n**Authors:** Harvie-Brown, J. (editor)\n"
         "**Tags:** `primary-source`, `flannan`\n\n"
         "## 2. The Flannan Isles mystery reconsidered\n**Type:** Journal Article\n**Item Key:** 2MXW8E4K\n**Date:** 2011\n**Authors:** Mackay, Iain\n"
         "**Tags:** `flannan`"),
        (call("zotero_create_item", item_type="journalArticle",
              fields={"title": "Keeping the light: domestic life at Scottish rock stations, 1850–1920", "publicationTitle": "Scottish Historical Review",
                      "volume": "98", "issue": "2", "pages": "233–261", "date": "2019", "DOI": "10.3366/shr.2019.0412"},
              creators=[{"creatorType": "author", "firstName": "Moira", "lastName": "Fettes"}], collections=[ch3], tags=["domestic-life"]),
         "Successfully created item **N4KD7PZA**\n\n- Type: Journal Article\n- Title: Keeping the light: domestic life at Scottish rock stations, 1850–1920\n"
         "- Author: Fettes, Moira\n- Publication: Scottish Historical Review 98(2): 233–261 (2019)\n- DOI: 10.3366/shr.2019.0412\n"
         f"- Collections: Ch3 – Keepers' logs ({ch3})\n- Tags: domestic-life\n- Library version: 14297"),
        (call("zotero_add_to_collection", item_key=flannan[0], collection_key=ch3),
         f"Added item {flannan[0]} (\"{flannan[2]}\") to collection Ch3 – Keepers' logs ({ch3}). Library version: 14298"),
        (call("zotero_get_collection_items", collection_key=ch3, limit=50), listing(sorted(base_items + [flannan], key=lambda x: x[3]))),
        (call("zotero_add_note", parent_key="N4KD7PZA", note="<p>Ch3 §2: use pp. 240–247 on keepers' wives at shore stations vs. rock-station rota; compare with Sule Skerry journal entries for 1896.</p>"),
         "Successfully added note **ZP3K6WQ1** to item N4KD7PZA (\"Keeping the light: domestic life at Scottish rock stations, 1850–1920\"). Library version: 14299"),
        (call("zotero_get_item_metadata", item_key=flannan[0]),
         f"# {flannan[2]}\n\n**Item Key:** {flannan[0]}\n**Type:** Book\n**Editor:** Harvie-Brown, J.\n**Date:** 2003\n**Publisher:** Stornoway Historical Society\n"
         "**Place:** Stornoway\n**Pages:** 188\n**ISBN:** 978-0-9544113-2-7\n**Tags:** `primary-source`, `flannan`\n"
         f"**Collections:** Primary sources (P2SGY7EA), Ch3 – Keepers' logs ({ch3})\n**Date Added:** 2024-11-03 19:42:18\n\n"
         "## Abstract\nTranscriptions of the Flannan Isles station logbook from December 1899 to December 1900, with the relief boat's "
         "reports and the Board's correspondence."),
        (call("zotero_search_items", query="rock stations", qmode="titleCreatorYear", limit=10),
         "# Search Results for 'rock stations'\n\n## 1. Keeping the light: domestic life at Scottish rock stations, 1850–1920\n**Type:** Journal Article\n"
         "**Item Key:** N4KD7PZA\n**Date:** 2019\n**Authors:** Fettes, Moira\n**Tags:** `domestic-life`"),
    ]
    state = ("zotero-mcp connected to the Zotero Web API (user library 8841207). 2025-02-27. Task: add Moira Fettes's 2019 SHR article to the "
             "Chapter 3 collection, file the Flannan logbook transcripts there as well, and attach a reading note to the new article.")
    return {"task": "mcp", "tid": "h16-mcp-15", "system": system, "turns": turns, "state": state, "bad": True, "turn": 6,
            "kind": "newly created item missing from the collection it was created in"}


# ---------------------------------------------------------------------------------------------- 16 Sentry
def t16() -> Traj:
    # clean: Sentry game API — event counts and lastSeen grow with live traffic, resolved/ignored issues drop out of the unresolved search, a new issue appears, a near-identical title is a different issue.
    tools = [
        tool("find_projects", "Find projects in an organization", {"organizationSlug": S}, ["organizationSlug"]),
        tool("search_issues", "Search issues in a project using Sentry search syntax", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S, "limit": INT}, ["organizationSlug", "query"]),
        tool("get_issue_details", "Get details for a specific issue, including the latest event's stacktrace", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("find_releases", "Find releases for a project", {"organizationSlug": S, "projectSlug": S}, ["organizationSlug"]),
        tool("update_issue", "Update an issue's status or assignee", {"organizationSlug": S, "issueId": S, "status": S, "assignedTo": S}, ["organizationSlug", "issueId"]),
    ]
    system = mcp_system("sentry", "Sentry MCP server for sentry.io organization 'hexwarden'", tools)
    org, proj = "hexwarden", "hexwarden-api"
    t_tiles = "TypeError: Cannot read properties of undefined (reading 'tiles')"
    t_tile = "TypeError: Cannot read properties of undefined (reading 'tile')"

    def table(rows: list[tuple[str, str, str, str, str, str]]) -> str:
        return md_table(["Issue", "Title", "Events", "Users", "First seen", "Last seen"], [list(r) for r in rows])

    turns = [
        (call("find_projects", organizationSlug=org),
         "# Projects in **hexwarden**\n\n- **hexwarden-api** (platform: node-express)\n- **hexwarden-ios** (platform: apple-ios)\n"
         "- **hexwarden-android** (platform: android)\n- **hexwarden-web** (platform: javascript-react)"),
        (call("search_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="freq", limit=10),
         "# Issues in **hexwarden-api** matching `is:unresolved` (sorted by frequency)\n\n" + table([
             ("HEXAPI-3KM", t_tiles, "1,204", "318", "2025-08-13 17:22 UTC", "2025-08-14 09:51 UTC"),
             ("HEXAPI-3KP", t_tile, "211", "64", "2025-08-13 17:40 UTC", "2025-08-14 09:49 UTC"),
             ("HEXAPI-2ZQ", "RedisTimeoutError: Command timed out after 2000ms (HGETALL lobby:*)", "96", "41", "2025-07-30 02:14 UTC", "2025-08-12 21:08 UTC"),
             ("HEXAPI-3F1", "Unhandled promise rejection: MatchmakingQueueFull", "40", "40", "2025-08-06 19:55 UTC", "2025-08-13 22:31 UTC"),
         ]) + "\n\nShowing 4 of 4 issues."),
        (call("get_issue_details", organizationSlug=org, issueId="HEXAPI-3KM"),
         f"# Issue HEXAPI-3KM: {t_tiles}\n\n**Status:** unresolved\n**Level:** error\n**Events:** 1,204\n**Users affected:** 318\n"
         "**First seen:** 2025-08-13T17:22:08Z (release 4.12.0)\n**Last seen:** 2025-08-14T09:51:02Z\n**Assigned to:** —\n"
         "**Culprit:** POST /v2/matches/:id/turn\n\n## Latest event (id 9b14f0c2e7d84a3b9e61d05c7f2a8e43)\n```\nTypeError: Cannot read properties of undefined (reading 'tiles')\n"
         "    at revealFog (src/board/fog.ts:142:31)\n    at applyTurn (src/match/turn.ts:88:5)\n    at async handler (src/routes/matches.ts:57:18)\n```\n"
         "**Tags:** environment=production, release=4.12.0, map=glacier-rift, server_name=api-7d9c5-xk2pn\n\n"
         "**URL:** https://hexwarden.sentry.io/issues/5873310442/"),
        (call("find_releases", organizationSlug=org, projectSlug=proj),
         "# Releases in **hexwarden** (hexwarden-api)\n\n- **4.12.1** — created 2025-08-14 09:30 UTC, not yet deployed, 3 commits\n"
         "- **4.12.0** — created 2025-08-13 16:58 UTC, deployed to production 2025-08-13 17:15 UTC, new issues: 4\n"
         "- **4.11.3** — created 2025-08-05 10:12 UTC, deployed to production 2025-08-05 10:40 UTC, new issues: 1"),
        (call("update_issue", organizationSlug=org, issueId="HEXAPI-3KM", status="resolvedInNextRelease", assignedTo="ana.velez@hexwarden.gg"),
         "# Issue HEXAPI-3KM updated\n\n**Status:** resolved (in next release)\n**Assigned to:** Ana Vélez (ana.velez@hexwarden.gg)\n"
         "Events from 4.12.0 will not reopen this issue; an event from a newer release will mark it as a regression."),
        (call("get_issue_details", organizationSlug=org, issueId="HEXAPI-3KP"),
         f"# Issue HEXAPI-3KP: {t_tile}\n\n**Status:** unresolved\n**Level:** error\n**Events:** 219\n**Users affected:** 66\n"
         "**First seen:** 2025-08-13T17:40:51Z (release 4.12.0)\n**Last seen:** 2025-08-14T09:57:36Z\n**Assigned to:** —\n"
         "**Culprit:** GET /v2/maps/:slug/preview\n\n## Latest event (id 2c7e91f0ab3d4c58a0f6e1d29b84c7a5)\n```\nTypeError: Cannot read properties of undefined (reading 'tile')\n"
         "    at previewCell (src/maps/preview.ts:61:22)\n    at Array.map (<anonymous>)\n    at renderPreview (src/maps/preview.ts:40:17)\n```\n"
         "**Tags:** environment=production, release=4.12.0, map=salt-marsh, server_name=api-7d9c5-m4w8t\n\n"
         "**URL:** https://hexwarden.sentry.io/issues/5873347781/"),
        (call("update_issue", organizationSlug=org, issueId="HEXAPI-3F1", status="ignored"),
         "# Issue HEXAPI-3F1 updated\n\n**Status:** ignored (forever)\n**Assigned to:** —"),
        (call("search_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="freq", limit=10),
         "# Issues in **hexwarden-api** matching `is:unresolved` (sorted by frequency)\n\n" + table([
             ("HEXAPI-3KP", t_tile, "223", "67", "2025-08-13 17:40 UTC", "2025-08-14 10:01 UTC"),
             ("HEXAPI-2ZQ", "RedisTimeoutError: Command timed out after 2000ms (HGETALL lobby:*)", "96", "41", "2025-07-30 02:14 UTC", "2025-08-12 21:08 UTC"),
             ("HEXAPI-3KT", "Error: fog mask length mismatch (expected 397, got 391)", "3", "2", "2025-08-14 09:58 UTC", "2025-08-14 10:00 UTC"),
         ]) + "\n\nShowing 3 of 3 issues."),
        (call("search_issues", organizationSlug=org, projectSlug=proj, query="is:resolved assigned:ana.velez@hexwarden.gg", sortBy="date", limit=10),
         "# Issues in **hexwarden-api** matching `is:resolved assigned:ana.velez@hexwarden.gg` (sorted by last seen)\n\n" + table([
             ("HEXAPI-3KM", t_tiles, "1,213", "322", "2025-08-13 17:22 UTC", "2025-08-14 10:01 UTC"),
             ("HEXAPI-2R8", "SequelizeUniqueConstraintError: duplicate key value violates unique constraint \"guild_members_pkey\"", "12", "9", "2025-07-21 08:03 UTC", "2025-08-01 14:26 UTC"),
         ]) + "\n\nShowing 2 of 2 issues."),
        (call("get_issue_details", organizationSlug=org, issueId="HEXAPI-3KT"),
         "# Issue HEXAPI-3KT: Error: fog mask length mismatch (expected 397, got 391)\n\n**Status:** unresolved\n**Level:** error\n**Events:** 3\n**Users affected:** 2\n"
         "**First seen:** 2025-08-14T09:58:12Z (release 4.12.0)\n**Last seen:** 2025-08-14T10:00:47Z\n**Assigned to:** —\n"
         "**Culprit:** POST /v2/matches/:id/turn\n\n## Latest event (id 6f0d3a9b2e1c47d8b5a4e07c91f62d38)\n```\nError: fog mask length mismatch (expected 397, got 391)\n"
         "    at assertMask (src/board/fog.ts:118:11)\n    at revealFog (src/board/fog.ts:131:3)\n    at applyTurn (src/match/turn.ts:88:5)\n```\n"
         "**Tags:** environment=production, release=4.12.0, map=glacier-rift, server_name=api-7d9c5-xk2pn\n\n"
         "**URL:** https://hexwarden.sentry.io/issues/5873402215/"),
    ]
    state = ("Sentry MCP server, organization hexwarden, user ana.velez@hexwarden.gg. 2025-08-14 09:55 UTC, day after the 4.12.0 release of "
             "the Hexwarden game API. Task: triage the new errors — hand the fog-of-war crash (fixed in 4.12.1) to Ana as resolved-in-next-release, "
             "silence the known matchmaking noise, and see what else is new.")
    return {"task": "mcp", "tid": "h16-mcp-16", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 17 PagerDuty
def t17() -> Traj:
    # bad: PagerDuty pump-station incident — turn 11's log entries put the first note (created 02:21:30Z in turn 5) at 02:12:30Z, before the incident was even triggered (02:13:41Z).
    tools = [
        tool("list_incidents", "List incidents, optionally filtered by status or service", {"statuses": A, "service_ids": A, "limit": INT}, []),
        tool("get_incident", "Get an incident by id", {"incident_id": S}, ["incident_id"]),
        tool("list_oncalls", "List current on-call entries for schedules/escalation policies", {"escalation_policy_ids": A}, []),
        tool("manage_incidents", "Acknowledge, resolve or reassign incidents", {"incident_ids": A, "status": S, "assignement": OBJ}, ["incident_ids"]),
        tool("add_note_to_incident", "Add a note to an incident", {"incident_id": S, "note": S}, ["incident_id", "note"]),
        tool("get_service", "Get a service by id", {"service_id": S}, ["service_id"]),
        tool("list_log_entries", "List log entries of an incident, newest first", {"incident_id": S, "limit": INT}, ["incident_id"]),
    ]
    system = mcp_system("pagerduty", "PagerDuty MCP server, account wyecombe-water.pagerduty.com, user token of Rhodri Penhaligon", tools)
    inc, inc2 = "Q3NJ8V0K2DTM1", "Q1X7RB4PW0KZC"
    svc, svc2, ep = "P4K7TQX", "PB2M9RE", "PZ0E3LH"
    rhodri = {"id": "P8WQ2LZ", "type": "user_reference", "summary": "Rhodri Penhaligon"}
    note1 = "Pump P2 tripped on overload at 02:09; P1 running as duty, level falling slowly. Crew dispatched from Abbeymead depot, ETA 35 min."
    note2 = "Crew on site 02:52. P2 overload reset, both pumps running; wet well at 2.38 m and falling."
    title = "PS-07 Millbrook pump station: wet well level HIGH (3.41 m)"

    def incident(status: str, changed: str, **kw: Any) -> dict[str, Any]:
        d = {"id": inc, "incident_number": 4471, "title": title, "status": status, "urgency": "high", "created_at": "2025-11-09T02:13:41Z",
             "last_status_change_at": changed, "service": {"id": svc, "summary": "SCADA — Pump stations"},
             "escalation_policy": {"id": ep, "summary": "SCADA out-of-hours"}, "html_url": "https://wyecombe-water.pagerduty.com/incidents/Q3NJ8V0K2DTM1"}
        d.update(kw)
        return d

    inc2_trig = {"id": inc2, "incident_number": 4468, "title": "PS-12 Ferris Lane: RTU comms heartbeat missed", "status": "acknowledged", "urgency": "low",
                 "created_at": "2025-11-08T22:50:07Z", "last_status_change_at": "2025-11-08T23:02:19Z", "service": {"id": svc2, "summary": "SCADA — Telemetry links"}}
    turns = [
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25),
         mcp_text({"incidents": [incident("triggered", "2025-11-09T02:13:41Z"), inc2_trig], "limit": 25, "more": False})),
        (call("get_incident", incident_id=inc),
         mcp_text(incident("triggered", "2025-11-09T02:13:41Z", assignments=[{"at": "2025-11-09T02:13:43Z", "assignee": rhodri}],
                           body={"details": "Source: SCADA historian tag PS07.WW.LVL = 3.41 m (HIGH 3.20 m, HIGH-HIGH 3.60 m). P1 RUN, P2 TRIP."},
                           alert_counts={"triggered": 2, "resolved": 0, "all": 2}, priority={"summary": "P2"}))),
        (call("list_oncalls", escalation_policy_ids=[ep]),
         mcp_text({"oncalls": [
             {"escalation_level": 1, "user": rhodri, "schedule": {"id": "PSCH7Q1", "summary": "SCADA OOH primary"}, "start": "2025-11-08T18:00:00Z", "end": "2025-11-09T08:00:00Z"},
             {"escalation_level": 2, "user": {"id": "P3NVK0D", "summary": "Bethan Lloyd-Price"}, "schedule": {"id": "PSCH7Q2", "summary": "SCADA OOH secondary"}, "start": "2025-11-08T18:00:00Z", "end": "2025-11-09T08:00:00Z"},
             {"escalation_level": 3, "user": {"id": "P6TRM2A", "summary": "Gareth Owusu (Ops manager)"}, "schedule": None, "start": None, "end": None},
         ]})),
        (call("manage_incidents", incident_ids=[inc], status="acknowledged"),
         mcp_text({"incidents": [incident("acknowledged", "2025-11-09T02:19:05Z", acknowledgements=[{"at": "2025-11-09T02:19:05Z", "acknowledger": rhodri}])]})),
        (call("add_note_to_incident", incident_id=inc, note=note1),
         mcp_text({"note": {"id": "PQ9D1RB", "user": rhodri, "content": note1, "created_at": "2025-11-09T02:21:30Z"}})),
        (call("get_service", service_id=svc),
         mcp_text({"id": svc, "name": "SCADA — Pump stations", "status": "critical", "description": "Wastewater pumping stations PS-01…PS-19 (historian alarms)",
                   "escalation_policy": {"id": ep, "summary": "SCADA out-of-hours"}, "last_incident_timestamp": "2025-11-09T02:13:41Z",
                   "acknowledgement_timeout": 1800, "auto_resolve_timeout": None, "alert_creation": "create_alerts_and_incidents",
                   "integrations": [{"summary": "Historian webhook (Events API v2)"}]})),
        (call("manage_incidents", incident_ids=[inc2], status="resolved"),
         mcp_text({"incidents": [dict(inc2_trig, status="resolved", last_status_change_at="2025-11-09T02:24:48Z")]})),
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25),
         mcp_text({"incidents": [incident("acknowledged", "2025-11-09T02:19:05Z")], "limit": 25, "more": False})),
        (call("add_note_to_incident", incident_id=inc, note=note2),
         mcp_text({"note": {"id": "PK4T8WM", "user": rhodri, "content": note2, "created_at": "2025-11-09T02:58:14Z"}})),
        (call("manage_incidents", incident_ids=[inc], status="resolved"),
         mcp_text({"incidents": [incident("resolved", "2025-11-09T03:06:40Z", resolved_at="2025-11-09T03:06:40Z")]})),
        (call("list_log_entries", incident_id=inc, limit=20),
         mcp_text({"log_entries": [
             {"id": "R7FJ2KQ0XN3BVA8Y1C4MZ6TD5E", "type": "resolve_log_entry", "created_at": "2025-11-09T03:06:40Z", "agent": rhodri, "channel": {"type": "api"}, "summary": "Resolved by Rhodri Penhaligon"},
             {"id": "R2HN6WP8ZK0QD3XJ5B7VC9LM1T", "type": "annotate_log_entry", "created_at": "2025-11-09T02:58:14Z", "agent": rhodri, "channel": {"type": "api", "summary": note2}, "summary": "Note added"},
             {"id": "R9QK4TX1MB7ZC2HV8N0WD5JF3P", "type": "annotate_log_entry", "created_at": "2025-11-09T02:12:30Z", "agent": rhodri, "channel": {"type": "api", "summary": note1}, "summary": "Note added"},
             {"id": "R5ZT0VB3KQ8WJ1XN6C2HM9DF4L", "type": "acknowledge_log_entry", "created_at": "2025-11-09T02:19:05Z", "agent": rhodri, "channel": {"type": "api"}, "summary": "Acknowledged by Rhodri Penhaligon"},
             {"id": "R3MC8JD0XW5QK2BT7VZ1NH4F6P", "type": "notify_log_entry", "created_at": "2025-11-09T02:13:44Z", "user": rhodri, "channel": {"type": "sms"}, "summary": "Notified Rhodri Penhaligon by SMS"},
             {"id": "R8BW1NF6ZT4XQ9KC3MD0JV5H2L", "type": "assign_log_entry", "created_at": "2025-11-09T02:13:43Z", "assignees": [rhodri], "summary": "Assigned to Rhodri Penhaligon via escalation policy SCADA out-of-hours (level 1)"},
             {"id": "R0KX7QC2WM9VB4JN1ZT8HD3F5P", "type": "trigger_log_entry", "created_at": "2025-11-09T02:13:41Z", "agent": {"type": "events_api_v2_inbound_integration_reference", "summary": "Historian webhook (Events API v2)"}, "channel": {"type": "api"}, "summary": "Triggered through the API"},
         ], "limit": 20, "more": False})),
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25),
         mcp_text({"incidents": [], "limit": 25, "more": False})),
    ]
    state = ("PagerDuty MCP server, wyecombe-water.pagerduty.com, acting as on-call engineer Rhodri Penhaligon. Sunday 2025-11-09 02:15 UTC. Task: "
             "take the Millbrook wet-well alarm, record what is being done, tidy up the stale telemetry incident, and resolve once the crew reports back.")
    return {"task": "mcp", "tid": "h16-mcp-17", "system": system, "turns": turns, "state": state, "bad": True, "turn": 11,
            "kind": "note timestamp in the log goes backwards (earlier than the incident trigger and than its creation time)"}


# ---------------------------------------------------------------------------------------------- 18 Todoist
def t18() -> Traj:
    # clean: Todoist beekeeping — a recurring task completed (same id, next due date), a task rescheduled, tasks added/closed, and filters that legitimately show different subsets.
    tools = [
        tool("get_projects", "List all projects", {}, []),
        tool("get_tasks", "Get active tasks, optionally by filter query or project", {"filter": S, "project_id": S}, []),
        tool("add_task", "Create a task", {"content": S, "project_id": S, "due_string": S, "priority": INT, "labels": A}, ["content"]),
        tool("update_task", "Update a task", {"task_id": S, "content": S, "due_string": S, "priority": INT}, ["task_id"]),
        tool("close_task", "Complete a task (recurring tasks move to their next occurrence)", {"task_id": S}, ["task_id"]),
        tool("add_comment", "Add a comment to a task", {"task_id": S, "content": S}, ["task_id", "content"]),
    ]
    system = mcp_system("todoist", "Todoist REST API v2 for hollin.apiary@proton.me", tools)
    api, sales = "2331907745", "2331907790"

    def line(tid: str, content: str, due: str | None, prio: int, proj: str, extra: str = "") -> str:
        d = f"Due: {due}" if due else "Due: —"
        return f"- [{tid}] {content}\n  {d} | Priority: p{5 - prio} | Project: {proj}{extra}"

    hive3 = ("8790012345", "Inspect Hive 3 (queen cells?)")
    nuc7 = ("8790012377", "Feed nuc 7 — 1:1 syrup")
    frames = ("8790012410", "Order 20 super frames (Thornes)")
    labels_t = ("8790012442", "Jar labels for Saturday market")
    varroa = ("8790012468", "Varroa count Hive 1 & 2 (sugar roll)")
    excl = ("8790013902", "Add queen excluder to Hive 3")
    jars = ("8790012501", "Restock 340g hex jars")
    turns = [
        (call("get_projects"),
         f"Projects (3):\n- Inbox [2331907702]\n- Apiary [{api}] — color: olive_green, view: list\n- Honey sales [{sales}] — color: yellow, view: board"),
        (call("get_tasks", filter="today | overdue"),
         "Found 3 tasks for filter \"today | overdue\":\n" + "\n".join([
             line(*frames, "2025-06-08 (overdue)", 2, "Apiary"),
             line(*hive3, "2025-06-10", 4, "Apiary"),
             line(*nuc7, "2025-06-10 — every 3 days", 3, "Apiary", " | recurring"),
         ])),
        (call("close_task", task_id=nuc7[0]),
         f"Task {nuc7[0]} (\"{nuc7[1]}\") completed. Recurring task rescheduled: next due 2025-06-13 (every 3 days)."),
        (call("update_task", task_id=frames[0], due_string="tomorrow"),
         f"Task updated:\n{line(*frames, '2025-06-11', 2, 'Apiary')}"),
        (call("add_task", content=excl[1], project_id=api, due_string="today", priority=3, labels=["hive-3"]),
         f"Task created:\n{line(*excl, '2025-06-10', 3, 'Apiary', ' | labels: hive-3')}\n  URL: https://app.todoist.com/app/task/{excl[0]}"),
        (call("add_comment", task_id=hive3[0], content="Found 3 capped queen cells on frame 6 — doing a split tomorrow, queen marked blue."),
         f"Comment added to task {hive3[0]}:\n  id: 3640082217\n  posted: 2025-06-10T15:42:18Z\n  content: Found 3 capped queen cells on frame 6 — doing a split tomorrow, queen marked blue."),
        (call("get_tasks", filter="today | overdue"),
         "Found 2 tasks for filter \"today | overdue\":\n" + "\n".join([
             line(*hive3, "2025-06-10", 4, "Apiary", " | 1 comment"),
             line(*excl, "2025-06-10", 3, "Apiary", " | labels: hive-3"),
         ])),
        (call("close_task", task_id=hive3[0]), f"Task {hive3[0]} (\"{hive3[1]}\") completed."),
        (call("get_tasks", filter="7 days"),
         "Found 5 tasks for filter \"7 days\":\n" + "\n".join([
             line(*excl, "2025-06-10", 3, "Apiary", " | labels: hive-3"),
             line(*frames, "2025-06-11", 2, "Apiary"),
             line(*varroa, "2025-06-12", 3, "Apiary"),
             line(*nuc7, "2025-06-13 — every 3 days", 3, "Apiary", " | recurring"),
             line(*labels_t, "2025-06-13", 2, "Honey sales"),
         ])),
        (call("get_tasks", project_id=sales),
         "Found 2 tasks in project \"Honey sales\":\n" + "\n".join([
             line(*labels_t, "2025-06-13", 2, "Honey sales"),
             line(*jars, None, 1, "Honey sales"),
         ])),
    ]
    state = ("Todoist MCP server (account hollin.apiary@proton.me, timezone Europe/London). Tuesday 2025-06-10, 16:30 BST. Task: go through "
             "today's beekeeping jobs — log the nuc feed, push the frame order to tomorrow, note the Hive 3 queen cells and plan the follow-up.")
    return {"task": "mcp", "tid": "h16-mcp-18", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 19 Pipedrive CRM
def t19() -> Traj:
    # bad: Pipedrive HVAC service deal — value set to 48750 GBP in turn 3 (echoed by the update response) reads back as 48570 in turn 4's get_deal.
    tools = [
        tool("search_deals", "Search deals by title, notes or custom fields", {"term": S, "status": S, "limit": INT}, ["term"]),
        tool("get_stages", "List the stages of a pipeline", {"pipeline_id": INT}, []),
        tool("update_deal", "Update the properties of a deal", {"id": INT, "value": {"type": "number"}, "currency": S, "stage_id": INT, "expected_close_date": S}, ["id"]),
        tool("get_deal", "Get details of a deal", {"id": INT}, ["id"]),
        tool("get_person", "Get details of a person", {"id": INT}, ["id"]),
        tool("add_activity", "Add an activity to a deal", {"deal_id": INT, "subject": S, "type": S, "due_date": S, "due_time": S, "duration": S, "note": S}, ["subject", "type"]),
        tool("list_activities", "List activities linked to a deal", {"deal_id": INT, "done": INT}, ["deal_id"]),
        tool("add_note", "Add a note to a deal", {"deal_id": INT, "content": S}, ["deal_id", "content"]),
    ]
    system = mcp_system("pipedrive", "Pipedrive API v1 for company 'Corrie & Pask Mechanical' (corriepask.pipedrive.com)", tools)
    title = "Harbourside Leisure Centre — AHU & pool dehumidifier service contract"
    org = {"name": "Harbourside Leisure Centre", "people_count": 3, "owner_id": 14208833, "address": "Quay Road, Falmouth TR11 3XA", "value": 3}
    person = {"name": "Fiona Latham", "email": [{"value": "f.latham@harboursideleisure.co.uk", "primary": True}], "phone": [{"value": "+44 1326 555 204", "primary": True}], "value": 88412}
    owner = {"id": 14208833, "name": "Owen Pask", "email": "owen@corriepask.co.uk"}
    call_note = "Walk through the revised scope: 2 AHUs + 1 Calorex dehumidifier, quarterly visits, 4-hour response."
    turns = [
        (call("search_deals", term="Harbourside", status="all_not_deleted", limit=10),
         mcp_text({"success": True, "data": {"items": [
             {"result_score": 1.28, "item": {"id": 4127, "type": "deal", "title": title, "value": 42000, "currency": "GBP", "status": "open",
                                             "stage": {"id": 2, "name": "Qualified"}, "owner": {"id": owner["id"]}, "person": {"id": 88412, "name": "Fiona Latham"},
                                             "organization": {"id": 3, "name": "Harbourside Leisure Centre"}}},
             {"result_score": 0.94, "item": {"id": 3866, "type": "deal", "title": "Harbourside Leisure Centre — chiller repair (2024)", "value": 6350, "currency": "GBP",
                                             "status": "won", "stage": {"id": 5, "name": "Negotiations started"}, "owner": {"id": owner["id"]},
                                             "person": {"id": 88412, "name": "Fiona Latham"}, "organization": {"id": 3, "name": "Harbourside Leisure Centre"}}},
         ]}, "additional_data": {"pagination": {"start": 0, "limit": 10, "more_items_in_collection": False}}})),
        (call("get_stages", pipeline_id=1),
         mcp_text({"success": True, "data": [
             {"id": 1, "order_nr": 1, "name": "Lead in", "deal_probability": 10, "pipeline_id": 1, "rotten_flag": False},
             {"id": 2, "order_nr": 2, "name": "Qualified", "deal_probability": 25, "pipeline_id": 1, "rotten_flag": True, "rotten_days": 21},
             {"id": 3, "order_nr": 3, "name": "Site survey done", "deal_probability": 40, "pipeline_id": 1, "rotten_flag": False},
             {"id": 4, "order_nr": 4, "name": "Proposal made", "deal_probability": 60, "pipeline_id": 1, "rotten_flag": True, "rotten_days": 14},
             {"id": 5, "order_nr": 5, "name": "Negotiations started", "deal_probability": 80, "pipeline_id": 1, "rotten_flag": False},
         ]})),
        (call("update_deal", id=4127, value=48750, currency="GBP", stage_id=4, expected_close_date="2025-06-30"),
         mcp_text({"success": True, "data": {"id": 4127, "title": title, "value": 48750, "currency": "GBP", "formatted_value": "£48,750", "stage_id": 4,
                                             "pipeline_id": 1, "status": "open", "probability": None, "expected_close_date": "2025-06-30",
                                             "stage_change_time": "2025-05-27 09:14:03", "update_time": "2025-05-27 09:14:03",
                                             "user_id": owner, "person_id": {"name": "Fiona Latham", "value": 88412}, "org_id": org}})),
        (call("get_deal", id=4127),
         mcp_text({"success": True, "data": {"id": 4127, "title": title, "value": 48570, "currency": "GBP", "formatted_value": "£48,570",
                                             "weighted_value": 29142, "formatted_weighted_value": "£29,142", "stage_id": 4, "pipeline_id": 1,
                                             "status": "open", "expected_close_date": "2025-06-30", "add_time": "2025-04-02 13:51:27",
                                             "update_time": "2025-05-27 09:14:03", "stage_change_time": "2025-05-27 09:14:03",
                                             "next_activity_date": None, "last_activity_date": "2025-05-21", "activities_count": 1, "done_activities_count": 1,
                                             "notes_count": 2, "user_id": owner, "person_id": {"name": "Fiona Latham", "value": 88412}, "org_id": org,
                                             "label": "Service contract", "lost_reason": None}})),
        (call("get_person", id=88412),
         mcp_text({"success": True, "data": {"id": 88412, "name": "Fiona Latham", "first_name": "Fiona", "last_name": "Latham",
                                             "job_title": "Facilities & Plant Manager", "org_id": org, "email": person["email"], "phone": person["phone"],
                                             "open_deals_count": 1, "won_deals_count": 1, "lost_deals_count": 0, "last_activity_date": "2025-05-21",
                                             "owner_id": owner}})),
        (call("add_activity", deal_id=4127, subject="Call Fiona re: revised proposal", type="call", due_date="2025-06-05", due_time="10:00", duration="00:30", note=call_note),
         mcp_text({"success": True, "data": {"id": 51093, "subject": "Call Fiona re: revised proposal", "type": "call", "done": False, "due_date": "2025-06-05",
                                             "due_time": "10:00", "duration": "00:30", "deal_id": 4127, "person_id": 88412, "org_id": 3, "note": call_note,
                                             "add_time": "2025-05-27 09:16:40", "user_id": owner["id"]}})),
        (call("add_activity", deal_id=4127, subject="Site walk: plant room & pool hall dehumidifier", type="meeting", due_date="2025-06-11", due_time="08:30", duration="01:30"),
         mcp_text({"success": True, "data": {"id": 51094, "subject": "Site walk: plant room & pool hall dehumidifier", "type": "meeting", "done": False,
                                             "due_date": "2025-06-11", "due_time": "08:30", "duration": "01:30", "deal_id": 4127, "person_id": 88412, "org_id": 3,
                                             "note": None, "add_time": "2025-05-27 09:17:22", "user_id": owner["id"]}})),
        (call("list_activities", deal_id=4127, done=-1),
         mcp_text({"success": True, "data": [
             {"id": 50711, "subject": "Site survey — AHU 1 & 2, Calorex unit", "type": "meeting", "done": True, "due_date": "2025-05-21", "due_time": "09:00", "marked_as_done_time": "2025-05-21 12:40:55", "deal_id": 4127},
             {"id": 51093, "subject": "Call Fiona re: revised proposal", "type": "call", "done": False, "due_date": "2025-06-05", "due_time": "10:00", "deal_id": 4127},
             {"id": 51094, "subject": "Site walk: plant room & pool hall dehumidifier", "type": "meeting", "done": False, "due_date": "2025-06-11", "due_time": "08:30", "deal_id": 4127},
         ], "additional_data": {"pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}})),
        (call("add_note", deal_id=4127, content="Proposal v2 sent 27/05: quarterly PPM on 2 AHUs + Calorex dehumidifier, 4h reactive response, 3-year term."),
         mcp_text({"success": True, "data": {"id": 22617, "content": "Proposal v2 sent 27/05: quarterly PPM on 2 AHUs + Calorex dehumidifier, 4h reactive response, 3-year term.",
                                             "deal_id": 4127, "person_id": 88412, "org_id": 3, "add_time": "2025-05-27 09:18:05", "user_id": owner["id"],
                                             "deal": {"title": title}, "active_flag": True, "pinned_to_deal_flag": False}})),
    ]
    state = ("Pipedrive MCP server, company corriepask.pipedrive.com, user Owen Pask. 2025-05-27 09:12 (Europe/London). Task: after sending "
             "proposal v2 to Harbourside Leisure, move the service-contract deal to 'Proposal made' at the new value, set the close date, and book the follow-ups.")
    return {"task": "mcp", "tid": "h16-mcp-19", "system": system, "turns": turns, "state": state, "bad": True, "turn": 4,
            "kind": "deal value the agent set reads back different (48750 -> 48570)"}


# ---------------------------------------------------------------------------------------------- 20 inventory
def t20() -> Traj:
    # clean: bike co-op parts inventory — transfer between locations (total unchanged), a sale adjustment, a PO created and partly received; every table follows the movements.
    tools = [
        tool("list_items", "List stock items with per-location quantities", {"category": S}, []),
        tool("get_item", "Get one item with its recent stock movements", {"sku": S}, ["sku"]),
        tool("low_stock_report", "Items whose total stock is at or below their reorder level", {}, []),
        tool("create_purchase_order", "Create a purchase order", {"supplier": S, "lines": A, "expected": S}, ["supplier", "lines"]),
        tool("transfer_stock", "Move stock between locations", {"sku": S, "from_location": S, "to_location": S, "qty": INT}, ["sku", "from_location", "to_location", "qty"]),
        tool("adjust_stock", "Adjust stock at a location by a signed delta", {"sku": S, "location": S, "delta": INT, "reason": S}, ["sku", "location", "delta", "reason"]),
        tool("receive_purchase_order", "Book in goods received against a purchase order", {"po_id": S, "lines": A, "location": S}, ["po_id", "lines"]),
    ]
    system = mcp_system("stockroom", "Spokehouse Co-op parts inventory (self-hosted stockroom-mcp 1.3)", tools)
    names = {"CHN-11SPD-KMC": "KMC X11 chain 11-speed", "CHN-11SPD-SHM": "Shimano CN-HG601 chain 11-speed", "CHN-9SPD-KMC": "KMC X9 chain 9-speed",
             "CST-11-1134": "Shimano CS-HG700 cassette 11-34", "CBL-SHF-SS": "Stainless shift cable 2100 mm"}
    reorder = {"CHN-11SPD-KMC": 6, "CHN-11SPD-SHM": 6, "CHN-9SPD-KMC": 8, "CST-11-1134": 3, "CBL-SHF-SS": 50}
    qty = {"CHN-11SPD-KMC": [4, 9], "CHN-11SPD-SHM": [2, 3], "CHN-9SPD-KMC": [7, 14], "CST-11-1134": [1, 2], "CBL-SHF-SS": [38, 120]}
    on_order = {k: 0 for k in names}

    def items() -> str:
        rows = [[k, names[k], qty[k][0], qty[k][1], sum(qty[k]), reorder[k], on_order[k]] for k in names]
        return "### Drivetrain — 5 items\n\n" + md_table(["SKU", "Name", "FRONT", "BACK", "Total", "Reorder at", "On order"], rows)

    def low() -> str:
        lows = [k for k in names if sum(qty[k]) <= reorder[k]]
        if not lows:
            return "### Low stock report\n\nNo items at or below their reorder level."
        lows.sort(key=lambda k: (-(reorder[k] - sum(qty[k])), k))
        rows = [[k, names[k], sum(qty[k]), reorder[k], on_order[k], reorder[k] - sum(qty[k])] for k in lows]
        return f"### Low stock report — {len(lows)} items\n\n" + md_table(["SKU", "Name", "Total", "Reorder at", "On order", "Short by"], rows)

    moves0 = [["2025-05-12 16:20", "sale", "FRONT", "-1", "till #3381"], ["2025-05-09 09:15", "transfer", "BACK → FRONT", "2", "shelf refill"],
              ["2025-04-28 14:05", "receive", "BACK", "+6", "PO-2025-0161"]]

    def item(moves: list[list[str]]) -> str:
        k = "CHN-11SPD-SHM"
        return (f"### {k} — {names[k]}\n\n- Category: drivetrain\n- Supplier: Madison (cost £17.40, retail £27.99)\n- FRONT: {qty[k][0]}\n- BACK: {qty[k][1]}\n"
                f"- Total: {sum(qty[k])}\n- Reorder at: {reorder[k]}\n- On order: {on_order[k]}\n\n#### Recent movements\n\n"
                + md_table(["When", "Type", "Location", "Qty", "Ref"], moves))

    t1 = items()
    t2 = item(moves0)
    t3 = low()
    on_order["CHN-11SPD-SHM"], on_order["CST-11-1134"] = 10, 4
    t4 = ("Purchase order **PO-2025-0193** created (status: open)\n\n- Supplier: Madison\n- Expected: 2025-05-16 (trade counter collection)\n\n"
          + md_table(["SKU", "Qty", "Unit cost", "Line total"], [["CHN-11SPD-SHM", 10, "£17.40", "£174.00"], ["CST-11-1134", 4, "£31.90", "£127.60"]])
          + "\n\n**PO total: £301.60**")
    qty["CHN-11SPD-KMC"] = [8, 5]
    t5 = "Transferred 4 × CHN-11SPD-KMC (KMC X11 chain 11-speed) BACK → FRONT.\nFRONT: 4 → 8\nBACK: 9 → 5\nTotal: 13 (unchanged)"
    qty["CHN-11SPD-SHM"] = [1, 3]
    t6 = "Adjusted CHN-11SPD-SHM at FRONT by -1 (sold – workshop job #W-5521).\nFRONT: 2 → 1\nTotal: 5 → 4"
    t7 = low()
    qty["CHN-11SPD-SHM"] = [1, 13]
    qty["CST-11-1134"] = [1, 4]
    on_order["CHN-11SPD-SHM"], on_order["CST-11-1134"] = 0, 2
    t8 = ("Received against **PO-2025-0193** into BACK (status: partially received)\n\n"
          + md_table(["SKU", "Ordered", "Received now", "Outstanding", "BACK after"], [["CHN-11SPD-SHM", 10, 10, 0, 13], ["CST-11-1134", 4, 2, 2, 4]]))
    t9 = item([["2025-05-16 11:02", "receive", "BACK", "+10", "PO-2025-0193"], ["2025-05-16 10:47", "adjust", "FRONT", "-1", "sold – workshop job #W-5521"]] + moves0)
    t10 = items()
    t11 = low()
    turns = [
        (call("list_items", category="drivetrain"), t1),
        (call("get_item", sku="CHN-11SPD-SHM"), t2),
        (call("low_stock_report"), t3),
        (call("create_purchase_order", supplier="Madison", lines=[{"sku": "CHN-11SPD-SHM", "qty": 10}, {"sku": "CST-11-1134", "qty": 4}], expected="2025-05-16"), t4),
        (call("transfer_stock", sku="CHN-11SPD-KMC", from_location="BACK", to_location="FRONT", qty=4), t5),
        (call("adjust_stock", sku="CHN-11SPD-SHM", location="FRONT", delta=-1, reason="sold – workshop job #W-5521"), t6),
        (call("low_stock_report"), t7),
        (call("receive_purchase_order", po_id="PO-2025-0193", lines=[{"sku": "CHN-11SPD-SHM", "qty": 10}, {"sku": "CST-11-1134", "qty": 2}], location="BACK"), t8),
        (call("get_item", sku="CHN-11SPD-SHM"), t9),
        (call("list_items", category="drivetrain"), t10),
        (call("low_stock_report"), t11),
    ]
    state = ("stockroom MCP server for Spokehouse Co-op (locations: FRONT = shop floor, BACK = workshop store). Friday 2025-05-16, 10:30. "
             "Task: check drivetrain stock, order what is low from Madison (collecting from their trade counter today), refill the shop floor with 11-speed KMC chains, "
             "record the Shimano chain used on job W-5521, and book in what was collected.")
    return {"task": "mcp", "tid": "h16-mcp-20", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 21 Cloudflare DNS
def t21() -> Traj:
    # clean: Cloudflare DNS mail migration — paginated listing, MX deleted/updated/created, SPF edited, DKIM CNAME added; later pages shift and counts follow.
    tools = [
        tool("zones_list", "List zones, optionally by name", {"name": S}, []),
        tool("dns_records_list", "List DNS records of a zone", {"zone_id": S, "type": S, "page": INT, "per_page": INT, "order": S}, ["zone_id"]),
        tool("dns_record_create", "Create a DNS record", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "proxied": B, "priority": INT, "comment": S}, ["zone_id", "type", "name", "content"]),
        tool("dns_record_update", "Overwrite a DNS record", {"zone_id": S, "record_id": S, "type": S, "name": S, "content": S, "ttl": INT, "proxied": B, "priority": INT}, ["zone_id", "record_id"]),
        tool("dns_record_delete", "Delete a DNS record", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
    ]
    system = mcp_system("cloudflare", "Cloudflare API v4, token scoped to Zone.DNS:Edit for tollandclocks.org", tools)
    zone, dom = "8c1f2e7a9d4b4c03a6e5f1b20d7c9e84", "tollandclocks.org"
    R: dict[str, dict[str, Any]] = {}

    def add(rid: str, typ: str, name: str, content: str, created: str, proxied: bool = False, prio: int | None = None, comment: str | None = None) -> None:
        d: dict[str, Any] = {"id": rid, "zone_id": zone, "zone_name": dom, "name": name, "type": typ, "content": content,
                             "proxiable": typ in ("A", "CNAME") and not name.startswith("fm1._"), "proxied": proxied, "ttl": 1 if proxied else 3600,
                             "settings": {}, "meta": {"auto_added": False}, "comment": comment, "tags": [],
                             "created_on": created, "modified_on": created}
        if prio is not None:
            d["priority"] = prio
        R[rid] = d

    add("3f7a0c91e2d84b56a1c9e0f2d7b34a68", "A", dom, "203.0.113.41", "2022-09-14T10:02:51.118204Z", proxied=True)
    add("a02e6b8d1c7f43e9b5d0a4c8e6f21b97", "CNAME", f"www.{dom}", dom, "2022-09-14T10:03:22.540917Z", proxied=True)
    add("5d9c1e4a7b0f42d68e3a9c1b5f07d2e4", "CNAME", f"shop.{dom}", "tolland-clocks.myshopify.com", "2023-11-02T16:44:09.003311Z")
    add("e81b4f0a6c2d47b9a5e3d7c10f9b8a26", "CNAME", f"calendar.{dom}", "ghs.googlehosted.com", "2024-02-19T09:11:47.662085Z")
    add("b6d20f83a9e14c7d8f5b1e0a3c6d9f12", "MX", dom, "mx.oldhost-mail.net", "2022-09-14T10:05:40.271533Z", prio=10)
    add("c4e97a1d0b3f48e2a6d5c8b1f0e3a7d5", "MX", dom, "mx2.oldhost-mail.net", "2022-09-14T10:05:58.904127Z", prio=20)
    add("7a1c5e9b3d0f4a28b6e2d4c8f1a0b5e3", "TXT", dom, "\"v=spf1 include:spf.oldhost-mail.net ~all\"", "2022-09-14T10:06:31.447810Z")
    add("0e5b8d2f6a1c4e97b3d0f5a2c8e6b149", "TXT", f"_dmarc.{dom}", "\"v=DMARC1; p=none; rua=mailto:dmarc@tollandclocks.org\"", "2023-03-07T12:30:15.209376Z")

    def ordered(typ: str | None = None) -> list[dict[str, Any]]:
        rows = [r for r in R.values() if typ is None or r["type"] == typ]
        return sorted(rows, key=lambda r: (r["type"], r["name"], r.get("priority", 0)))

    def page(rows: list[dict[str, Any]], p: int, per: int) -> str:
        chunk = rows[(p - 1) * per: p * per]
        return pj({"result": [dict(r) for r in chunk], "success": True, "errors": [], "messages": [],
                   "result_info": {"page": p, "per_page": per, "count": len(chunk), "total_count": len(rows), "total_pages": -(-len(rows) // per)}})

    def one(rid: str) -> str:
        return pj({"result": dict(R[rid]), "success": True, "errors": [], "messages": []})

    t1 = pj({"result": [{"id": zone, "name": dom, "status": "active", "paused": False, "type": "full", "name_servers": ["elinore.ns.cloudflare.com", "rob.ns.cloudflare.com"],
                         "plan": {"name": "Free Website"}, "created_on": "2022-09-14T09:58:12.771046Z", "modified_on": "2025-01-08T15:20:44.118390Z"}],
             "success": True, "errors": [], "messages": [], "result_info": {"page": 1, "per_page": 20, "count": 1, "total_count": 1, "total_pages": 1}})
    t2 = page(ordered(), 1, 5)
    t3 = page(ordered(), 2, 5)
    t4 = page(ordered("MX"), 1, 100)
    del R["c4e97a1d0b3f48e2a6d5c8b1f0e3a7d5"]
    t5 = pj({"result": {"id": "c4e97a1d0b3f48e2a6d5c8b1f0e3a7d5"}, "success": True, "errors": [], "messages": []})
    R["b6d20f83a9e14c7d8f5b1e0a3c6d9f12"].update({"content": "in1-smtp.messagingengine.com", "modified_on": "2025-03-03T14:21:07.384502Z"})
    t6 = one("b6d20f83a9e14c7d8f5b1e0a3c6d9f12")
    add("f29d7b0c4e6a41d5b8c3e1f0a7d92b64", "MX", dom, "in2-smtp.messagingengine.com", "2025-03-03T14:21:39.902716Z", prio=20)
    t7 = one("f29d7b0c4e6a41d5b8c3e1f0a7d92b64")
    R["7a1c5e9b3d0f4a28b6e2d4c8f1a0b5e3"].update({"content": "\"v=spf1 include:spf.messagingengine.com ~all\"", "modified_on": "2025-03-03T14:22:15.517238Z"})
    t8 = one("7a1c5e9b3d0f4a28b6e2d4c8f1a0b5e3")
    add("19c6e3a0d8b74f25a0e9c2d5b7f1e3a8", "CNAME", f"fm1._domainkey.{dom}", f"fm1.{dom}.dkim.fmhosted.com", "2025-03-03T14:23:02.145930Z", comment="Fastmail DKIM 1/1")
    t9 = one("19c6e3a0d8b74f25a0e9c2d5b7f1e3a8")
    t10 = page(ordered("MX"), 1, 100)
    t11 = page(ordered(), 1, 5)
    turns = [
        (call("zones_list", name=dom), t1),
        (call("dns_records_list", zone_id=zone, page=1, per_page=5, order="type"), t2),
        (call("dns_records_list", zone_id=zone, page=2, per_page=5, order="type"), t3),
        (call("dns_records_list", zone_id=zone, type="MX", per_page=100, order="type"), t4),
        (call("dns_record_delete", zone_id=zone, record_id="c4e97a1d0b3f48e2a6d5c8b1f0e3a7d5"), t5),
        (call("dns_record_update", zone_id=zone, record_id="b6d20f83a9e14c7d8f5b1e0a3c6d9f12", type="MX", name=dom, content="in1-smtp.messagingengine.com", ttl=3600, priority=10), t6),
        (call("dns_record_create", zone_id=zone, type="MX", name=dom, content="in2-smtp.messagingengine.com", ttl=3600, priority=20), t7),
        (call("dns_record_update", zone_id=zone, record_id="7a1c5e9b3d0f4a28b6e2d4c8f1a0b5e3", type="TXT", name=dom, content="\"v=spf1 include:spf.messagingengine.com ~all\"", ttl=3600), t8),
        (call("dns_record_create", zone_id=zone, type="CNAME", name=f"fm1._domainkey.{dom}", content=f"fm1.{dom}.dkim.fmhosted.com", ttl=3600, proxied=False, comment="Fastmail DKIM 1/1"), t9),
        (call("dns_records_list", zone_id=zone, type="MX", per_page=100, order="type"), t10),
        (call("dns_records_list", zone_id=zone, page=1, per_page=5, order="type"), t11),
    ]
    state = ("Cloudflare MCP server, token for zone tollandclocks.org (Tolland Museum of Clocks). 2025-03-03 14:15 UTC. Task: move the museum's "
             "email from the old host to Fastmail — replace the MX records, update SPF and add the DKIM CNAME, leaving web records alone.")
    return {"task": "mcp", "tid": "h16-mcp-21", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------------------------------------- 22 Grafana
def t22() -> Traj:
    # clean: Grafana brewery cellar — live Prometheus readings change between queries, an alert goes pending -> firing after its 5m 'for' period, dashboard version bumps after the agent's edit.
    tools = [
        tool("list_datasources", "List datasources", {"type": S}, []),
        tool("search_dashboards", "Search dashboards by query string", {"query": S}, ["query"]),
        tool("get_dashboard_by_uid", "Get the full dashboard JSON by uid", {"uid": S}, ["uid"]),
        tool("update_dashboard", "Create or update a dashboard", {"dashboard": OBJ, "folderUid": S, "message": S, "overwrite": B}, ["dashboard"]),
        tool("query_prometheus", "Run a PromQL query against a Prometheus datasource", {"datasourceUid": S, "expr": S, "startTime": S, "queryType": S}, ["datasourceUid", "expr"]),
        tool("list_alert_rules", "List Grafana-managed alert rules and their state", {"limit": INT}, []),
        tool("get_alert_rule_by_uid", "Get an alert rule with its current evaluation state", {"uid": S}, ["uid"]),
    ]
    system = mcp_system("grafana", "mcp-grafana against https://grafana.kettlebybrewing.co.uk (Grafana 11.5), service account 'ops-bot'", tools)
    prom = "prom-kb01"

    def panels(title2: str, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [
            {"id": 2, "type": "timeseries", "title": title2, "gridPos": {"h": 9, "w": 16, "x": 0, "y": 0},
             "datasource": {"type": "prometheus", "uid": prom}, "targets": [{"refId": "A", "expr": "fermenter_temp_celsius", "legendFormat": "{{tank}}"}],
             "fieldConfig": {"defaults": {"unit": "celsius", "thresholds": {"mode": "absolute", "steps": steps}}, "overrides": []}},
            {"id": 3, "type": "stat", "title": "Gravity (SG)", "gridPos": {"h": 9, "w": 8, "x": 16, "y": 0},
             "datasource": {"type": "prometheus", "uid": prom}, "targets": [{"refId": "A", "expr": "tilt_specific_gravity", "legendFormat": "{{tank}}"}],
             "fieldConfig": {"defaults": {"decimals": 3}, "overrides": []}},
            {"id": 4, "type": "timeseries", "title": "Glycol supply temp", "gridPos": {"h": 7, "w": 24, "x": 0, "y": 9},
             "datasource": {"type": "prometheus", "uid": prom}, "targets": [{"refId": "A", "expr": "glycol_supply_temp_celsius"}],
             "fieldConfig": {"defaults": {"unit": "celsius"}, "overrides": []}},
        ]

    steps17 = [{"color": "green", "value": None}, {"color": "red", "value": 22}]
    steps18 = [{"color": "green", "value": None}, {"color": "yellow", "value": 21}, {"color": "red", "value": 22}]

    def dash(version: int, title2: str, steps: list[dict[str, Any]], updated: str, by: str) -> dict[str, Any]:
        return {"dashboard": {"id": 12, "uid": "ferm-cellar", "title": "Cellar — Fermentation", "tags": ["cellar", "fv"], "timezone": "Europe/London",
                              "refresh": "30s", "time": {"from": "now-24h", "to": "now"}, "schemaVersion": 39, "version": version, "panels": panels(title2, steps)},
                "meta": {"type": "db", "slug": "cellar-fermentation", "url": "/d/ferm-cellar/cellar-fermentation", "folderUid": "brewhouse",
                         "folderTitle": "Brewhouse", "created": "2024-10-05T11:17:40Z", "updated": updated, "updatedBy": by, "version": version, "canSave": True}}

    def vec(ts: int, vals: dict[str, str]) -> str:
        return pj({"resultType": "vector", "result": [{"metric": {"__name__": "fermenter_temp_celsius", "instance": "cellar-gw:9100", "job": "cellar", "tank": k},
                                                       "value": [ts, v]} for k, v in vals.items()]})

    new_dash = dash(17, "FV temperatures (°C)", steps18, "", "")["dashboard"]
    turns = [
        (call("list_datasources"),
         pj([{"id": 1, "uid": prom, "name": "Prometheus (cellar)", "type": "prometheus", "isDefault": True},
             {"id": 2, "uid": "loki-kb01", "name": "Loki", "type": "loki", "isDefault": False},
             {"id": 4, "uid": "pg-brewlog", "name": "Brewlog Postgres", "type": "grafana-postgresql-datasource", "isDefault": False}])),
        (call("search_dashboards", query="fermentation"),
         pj([{"id": 12, "uid": "ferm-cellar", "title": "Cellar — Fermentation", "type": "dash-db", "url": "/d/ferm-cellar/cellar-fermentation", "tags": ["cellar", "fv"], "folderUid": "brewhouse", "folderTitle": "Brewhouse"},
             {"id": 5, "uid": "ferm-legacy", "title": "Fermentation (old)", "type": "dash-db", "url": "/d/ferm-legacy/fermentation-old", "tags": ["deprecated"], "folderUid": "archive", "folderTitle": "Archive"}])),
        (call("get_dashboard_by_uid", uid="ferm-cellar"), pj(dash(17, "FV temperatures", steps17, "2025-03-02T18:40:11Z", "sam@kettlebybrewing.co.uk"))),
        (call("query_prometheus", datasourceUid=prom, expr="fermenter_temp_celsius", startTime="2025-03-21T10:02:00Z", queryType="instant"),
         vec(1742551320, {"FV1": "18.2", "FV2": "19.0", "FV3": "22.6", "FV4": "12.1", "FV5": "19.4"})),
        (call("list_alert_rules", limit=50),
         pj([{"uid": "fv-temp-high", "title": "FV temperature high", "folderUid": "brewhouse", "ruleGroup": "cellar-1m", "for": "5m", "state": "pending",
              "activeAt": "2025-03-21T10:00:30Z", "labels": {"severity": "warning", "team": "cellar"}, "condition": "max by (tank) (fermenter_temp_celsius) > 22"},
             {"uid": "glycol-press-low", "title": "Glycol loop pressure low", "folderUid": "brewhouse", "ruleGroup": "cellar-1m", "for": "2m", "state": "normal",
              "labels": {"severity": "critical", "team": "cellar"}, "condition": "glycol_loop_pressure_bar < 1.4"},
             {"uid": "coldroom-door", "title": "Cold room door open > 10m", "folderUid": "brewhouse", "ruleGroup": "cellar-1m", "for": "10m", "state": "normal",
              "labels": {"severity": "warning", "team": "cellar"}, "condition": "coldroom_door_open == 1"}])),
        (call("update_dashboard", dashboard=new_dash, folderUid="brewhouse", message="FV panel: unit in title, yellow band from 21 °C", overwrite=False),
         pj({"id": 12, "slug": "cellar-fermentation", "status": "success", "uid": "ferm-cellar", "url": "/d/ferm-cellar/cellar-fermentation", "version": 18})),
        (call("query_prometheus", datasourceUid=prom, expr="fermenter_temp_celsius", startTime="2025-03-21T10:08:00Z", queryType="instant"),
         vec(1742551680, {"FV1": "18.2", "FV2": "19.1", "FV3": "22.9", "FV4": "12.0", "FV5": "19.3"})),
        (call("get_alert_rule_by_uid", uid="fv-temp-high"),
         pj({"uid": "fv-temp-high", "title": "FV temperature high", "folderUid": "brewhouse", "ruleGroup": "cellar-1m", "for": "5m",
             "condition": "max by (tank) (fermenter_temp_celsius) > 22", "labels": {"severity": "warning", "team": "cellar"},
             "annotations": {"summary": "{{ $labels.tank }} at {{ $values.A }} °C", "runbook_url": "https://wiki.kettlebybrewing.co.uk/cellar/fv-overtemp"},
             "state": "firing", "activeAt": "2025-03-21T10:00:30Z", "firingSince": "2025-03-21T10:05:30Z", "lastEvaluation": "2025-03-21T10:08:00Z",
             "instances": [{"labels": {"tank": "FV3"}, "state": "firing", "values": {"A": 22.9}}], "health": "ok"})),
        (call("get_dashboard_by_uid", uid="ferm-cellar"), pj(dash(18, "FV temperatures (°C)", steps18, "2025-03-21T10:05:12Z", "ops-bot"))),
        (call("query_prometheus", datasourceUid=prom, expr="glycol_supply_temp_celsius", startTime="2025-03-21T10:09:30Z", queryType="instant"),
         pj({"resultType": "vector", "result": [{"metric": {"__name__": "glycol_supply_temp_celsius", "instance": "cellar-gw:9100", "job": "cellar", "loop": "main"},
                                                 "value": [1742551770, "-2.1"]}]})),
    ]
    state = ("mcp-grafana connected to grafana.kettlebybrewing.co.uk as service account ops-bot. 2025-03-21 10:01 UTC. Task: FV3 (a saison) "
             "is warming up — check the cellar readings and the over-temperature alert, and add an early-warning band to the fermentation dashboard.")
    return {"task": "mcp", "tid": "h16-mcp-22", "system": system, "turns": turns, "state": state, "bad": False, "turn": None, "kind": "clean"}


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        t = fn()
        rs.add(task=t["task"], tid=t["tid"], system=t["system"], turns=t["turns"], state=t["state"], bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
