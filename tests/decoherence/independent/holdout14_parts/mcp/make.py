# ruff: noqa: E501
"""Held-out set 14, mcp domain: 22 hand-written MCP tool-call trajectories (11 with one contradiction)."""

from __future__ import annotations

import json
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
    mcp_system,
    mcp_text,
    pj,
    tool,
)

Turns = list[tuple[str, str]]


def md_table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def cols(head: list[str], rows: list[list[str]], gap: int = 3) -> str:
    """kubectl-style fixed-width columns."""
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    lines = []
    for r in [head, *rows]:
        lines.append((" " * gap).join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip())
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------- 01
def t01_github() -> tuple[str, str, Turns]:
    # BAD: GitHub fix-and-PR flow; turn 8 (list_commits) shows the branch head commit with a sha that differs from the one turn 5 created and turn 6's PR head reported, with no push in between.
    o, r = "harborlight", "tidewatch"
    main = "4e9b7d1c0a52f3e8b61d97c2a0f4e5b8c3d1a296"
    blob0 = "8c1f0e2a7d93b46c05e1f8a2d9b37c4e61a0f5d8"
    blob1 = "3f6d92b1e0c4a8f7d25b1390e6c4a7f82d5b0e13"
    blob2 = "0b7e4c19d2a58f63e1c70b94a2d8f5e36c1b4a07"
    c1 = "a71c3f9e2b08d4c6f15e93a7b20c8d4e6f13a95b"
    c2 = "d20b64e81f7c3a95b2e06d4c8a1f937e5b20c6d4"
    c2_drift = "d20b64e83a7c1f95b2e06d4c8a1f937e5b20c6d4"
    api = f"https://api.github.com/repos/{o}/{r}"
    web = f"https://github.com/{o}/{r}"
    tools = [
        tool("get_issue", "Get the details of an issue.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("list_issues", "List issues in a repository, with filters.", {"owner": S, "repo": S, "state": S, "labels": A, "sort": S, "perPage": INT}, ["owner", "repo"]),
        tool("get_file_contents", "Get the contents of a file or directory.", {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("create_branch", "Create a new branch.", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a single file; pass the blob sha when updating.", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Open a pull request.", {"owner": S, "repo": S, "title": S, "head": S, "base": S, "body": S, "draft": B}, ["owner", "repo", "title", "head", "base"]),
        tool("get_pull_request_files", "List the files changed in a pull request.", {"owner": S, "repo": S, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("list_commits", "List commits of a branch or sha.", {"owner": S, "repo": S, "sha": S, "perPage": INT}, ["owner", "repo"]),
        tool("add_issue_comment", "Add a comment to an issue or pull request.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
    ]
    system = mcp_system("github", "GitHub API access for the authenticated user lunaferr", tools)
    src0 = '''"""Station metadata and time handling for NOAA CO-OPS stations."""
from __future__ import annotations

from dataclasses import dataclass
from zoneinfo import ZoneInfo

import pandas as pd

from .api import fetch_predictions


@dataclass(frozen=True)
class Station:
    id: str
    name: str
    tz: str  # IANA zone, e.g. "America/Los_Angeles"
    datum: str = "MLLW"


def _localize(df: pd.DataFrame, station: Station) -> pd.DataFrame:
    # NOAA returns GMT timestamps because we request time_zone=gmt
    df["time"] = pd.to_datetime(df["t"])
    df["time"] = df["time"].dt.tz_localize(ZoneInfo(station.tz))
    return df.drop(columns=["t"])


def tide_table(station: Station, days: int = 1, interval: str = "hilo") -> pd.DataFrame:
    raw = fetch_predictions(station.id, days=days, interval=interval, time_zone="gmt", datum=station.datum)
    df = pd.DataFrame(raw["predictions"])
    df["height_m"] = df["v"].astype(float)
    df = _localize(df, station)
    return df[["time", "height_m", "type"]]
'''
    src1 = src0.replace(
        '    # NOAA returns GMT timestamps because we request time_zone=gmt\n    df["time"] = pd.to_datetime(df["t"])\n    df["time"] = df["time"].dt.tz_localize(ZoneInfo(station.tz))\n',
        '    # NOAA returns GMT timestamps because we request time_zone=gmt:\n    # mark them as UTC first, then convert to the station\'s local zone (#212)\n    df["time"] = pd.to_datetime(df["t"])\n    df["time"] = df["time"].dt.tz_localize("UTC")\n    df["time"] = df["time"].dt.tz_convert(ZoneInfo(station.tz))\n')
    test = '''from unittest import mock

import pandas as pd

from tidewatch.stations import Station, tide_table

SF = Station(id="9414290", name="San Francisco", tz="America/Los_Angeles")

RAW = {"predictions": [
    {"t": "2024-07-04 15:42", "v": "1.712", "type": "H"},
    {"t": "2024-07-04 22:10", "v": "0.214", "type": "L"},
]}


def test_times_are_converted_not_relabelled():
    with mock.patch("tidewatch.stations.fetch_predictions", return_value=RAW):
        df = tide_table(SF, days=1)
    first = df["time"].iloc[0]
    assert str(first.tz) == "America/Los_Angeles"
    assert first == pd.Timestamp("2024-07-04 08:42", tz="America/Los_Angeles")


def test_heights_are_floats():
    with mock.patch("tidewatch.stations.fetch_predictions", return_value=RAW):
        df = tide_table(SF, days=1)
    assert df["height_m"].tolist() == [1.712, 0.214]
    assert list(df.columns) == ["time", "height_m", "type"]
'''
    test_lines = len(test.splitlines())
    issue_body = ("When calling `tide_table(Station('9414290', 'San Francisco', 'America/Los_Angeles'), days=2)` the `time` column "
                  "is labelled America/Los_Angeles but the wall-clock values are still GMT. A high tide NOAA lists at 08:42 PDT shows "
                  "up as 15:42 PDT.\n\nLooks like `_localize()` uses `tz_localize` on naive GMT values instead of localizing to UTC and "
                  "then converting.\n\n`tidewatch 0.9.1`, pandas 2.2.2, Python 3.12")
    turns: Turns = []
    turns.append((call("get_issue", owner=o, repo=r, issue_number=212), mcp_text({
        "url": f"{api}/issues/212", "html_url": f"{web}/issues/212", "id": 2563018447, "number": 212,
        "title": "tide_table() labels GMT times as local time for NOAA stations", "user": {"login": "mreyes-ocean", "id": 88120734, "type": "User"},
        "labels": [{"id": 6120954311, "name": "bug", "color": "d73a4a"}, {"id": 6120961078, "name": "timezones", "color": "c5def5"}],
        "state": "open", "locked": False, "assignees": [], "milestone": {"number": 7, "title": "0.9.2"}, "comments": 3,
        "created_at": "2024-10-02T14:11:09Z", "updated_at": "2024-11-11T19:40:55Z", "closed_at": None,
        "author_association": "CONTRIBUTOR", "body": issue_body})))
    turns.append((call("get_file_contents", owner=o, repo=r, path="tidewatch/stations.py", ref="main"), mcp_text({
        "type": "file", "encoding": "utf-8", "size": len(src0.encode()), "name": "stations.py", "path": "tidewatch/stations.py",
        "sha": blob0, "url": f"{api}/contents/tidewatch/stations.py?ref=main", "html_url": f"{web}/blob/main/tidewatch/stations.py",
        "content": src0})))
    turns.append((call("create_branch", owner=o, repo=r, branch="fix/212-local-tz", from_branch="main"), mcp_text({
        "ref": "refs/heads/fix/212-local-tz", "node_id": "REF_kwDOJx3bA7ByZWZzL2hlYWRzL2ZpeC8yMTItbG9jYWwtdHo",
        "url": f"{api}/git/refs/heads/fix/212-local-tz",
        "object": {"sha": main, "type": "commit", "url": f"{api}/git/commits/{main}"}})))
    turns.append((call("create_or_update_file", owner=o, repo=r, path="tidewatch/stations.py", content=src1,
                       message="Convert NOAA GMT timestamps to station time instead of relabelling them (#212)",
                       branch="fix/212-local-tz", sha=blob0), mcp_text({
        "content": {"name": "stations.py", "path": "tidewatch/stations.py", "sha": blob1, "size": len(src1.encode()),
                    "html_url": f"{web}/blob/fix/212-local-tz/tidewatch/stations.py", "type": "file"},
        "commit": {"sha": c1, "node_id": "C_kwDOJx3bA9oAKGE3MWMzZjllMmIwOGQ0YzZmMTVlOTNhN2IyMGM4ZDRlNmYxM2E5NWI",
                   "html_url": f"{web}/commit/{c1}",
                   "author": {"name": "Luna Ferreira", "email": "luna.ferreira@harborlight.dev", "date": "2024-11-12T09:02:31Z"},
                   "committer": {"name": "Luna Ferreira", "email": "luna.ferreira@harborlight.dev", "date": "2024-11-12T09:02:31Z"},
                   "message": "Convert NOAA GMT timestamps to station time instead of relabelling them (#212)",
                   "tree": {"sha": "e51b0a7c94d3f2861c0b5e7a3d29f48c16e0b7a2"},
                   "parents": [{"sha": main, "html_url": f"{web}/commit/{main}"}]}})))
    turns.append((call("create_or_update_file", owner=o, repo=r, path="tests/test_stations.py", content=test,
                       message="Add regression tests for station time conversion", branch="fix/212-local-tz"), mcp_text({
        "content": {"name": "test_stations.py", "path": "tests/test_stations.py", "sha": blob2, "size": len(test.encode()),
                    "html_url": f"{web}/blob/fix/212-local-tz/tests/test_stations.py", "type": "file"},
        "commit": {"sha": c2, "node_id": "C_kwDOJx3bA9oAKGQyMGI2NGU4MWY3YzNhOTViMmUwNmQ0YzhhMWY5MzdlNWIyMGM2ZDQ",
                   "html_url": f"{web}/commit/{c2}",
                   "author": {"name": "Luna Ferreira", "email": "luna.ferreira@harborlight.dev", "date": "2024-11-12T09:04:10Z"},
                   "committer": {"name": "Luna Ferreira", "email": "luna.ferreira@harborlight.dev", "date": "2024-11-12T09:04:10Z"},
                   "message": "Add regression tests for station time conversion",
                   "tree": {"sha": "7a0c3e91b5d24f68a1e9c07b3d5f2a84e6c1b093"},
                   "parents": [{"sha": c1, "html_url": f"{web}/commit/{c1}"}]}})))
    pr_body = "Fixes #212.\n\n`_localize()` now marks the naive NOAA timestamps as UTC and converts them to the station zone, instead of relabelling GMT wall-clock values as local time. Adds two regression tests with mocked predictions."
    turns.append((call("create_pull_request", owner=o, repo=r, title="Fix station-local times in tide_table (#212)",
                       head="fix/212-local-tz", base="main", body=pr_body, draft=False), mcp_text({
        "url": f"{api}/pulls/219", "id": 2174659380, "number": 219, "state": "open", "locked": False,
        "title": "Fix station-local times in tide_table (#212)", "user": {"login": "lunaferr", "id": 41978265},
        "body": pr_body, "created_at": "2024-11-12T09:05:47Z", "updated_at": "2024-11-12T09:05:47Z",
        "closed_at": None, "merged_at": None, "merge_commit_sha": None, "draft": False,
        "head": {"label": "harborlight:fix/212-local-tz", "ref": "fix/212-local-tz", "sha": c2},
        "base": {"label": "harborlight:main", "ref": "main", "sha": main},
        "html_url": f"{web}/pull/219", "merged": False, "mergeable": None, "mergeable_state": "unknown",
        "comments": 0, "review_comments": 0, "commits": 2, "additions": 4 + test_lines, "deletions": 2, "changed_files": 2})))
    patch = ('@@ -18,9 +18,11 @@ class Station:\n \n \n def _localize(df: pd.DataFrame, station: Station) -> pd.DataFrame:\n'
             '-    # NOAA returns GMT timestamps because we request time_zone=gmt\n'
             '+    # NOAA returns GMT timestamps because we request time_zone=gmt:\n'
             "+    # mark them as UTC first, then convert to the station's local zone (#212)\n"
             '     df["time"] = pd.to_datetime(df["t"])\n'
             '-    df["time"] = df["time"].dt.tz_localize(ZoneInfo(station.tz))\n'
             '+    df["time"] = df["time"].dt.tz_localize("UTC")\n'
             '+    df["time"] = df["time"].dt.tz_convert(ZoneInfo(station.tz))\n'
             '     return df.drop(columns=["t"])\n \n ')
    turns.append((call("get_pull_request_files", owner=o, repo=r, pullNumber=219), mcp_text([
        {"sha": blob1, "filename": "tidewatch/stations.py", "status": "modified", "additions": 4, "deletions": 2, "changes": 6,
         "blob_url": f"{web}/blob/{c2}/tidewatch/stations.py", "patch": patch},
        {"sha": blob2, "filename": "tests/test_stations.py", "status": "added", "additions": test_lines, "deletions": 0,
         "changes": test_lines, "blob_url": f"{web}/blob/{c2}/tests/test_stations.py",
         "patch": f"@@ -0,0 +1,{test_lines} @@\n" + "\n".join("+" + ln for ln in test.splitlines())}])))
    turns.append((call("list_commits", owner=o, repo=r, sha="fix/212-local-tz", perPage=3), mcp_text([
        {"sha": c2_drift, "html_url": f"{web}/commit/{c2_drift}",
         "commit": {"author": {"name": "Luna Ferreira", "email": "luna.ferreira@harborlight.dev", "date": "2024-11-12T09:04:10Z"},
                    "message": "Add regression tests for station time conversion", "comment_count": 0},
         "author": {"login": "lunaferr"}, "parents": [{"sha": c1}]},
        {"sha": c1, "html_url": f"{web}/commit/{c1}",
         "commit": {"author": {"name": "Luna Ferreira", "email": "luna.ferreira@harborlight.dev", "date": "2024-11-12T09:02:31Z"},
                    "message": "Convert NOAA GMT timestamps to station time instead of relabelling them (#212)", "comment_count": 0},
         "author": {"login": "lunaferr"}, "parents": [{"sha": main}]},
        {"sha": main, "html_url": f"{web}/commit/{main}",
         "commit": {"author": {"name": "Tomás Reyes", "email": "tomas@harborlight.dev", "date": "2024-11-08T16:27:44Z"},
                    "message": "Merge pull request #215 from harborlight/docs/datum-table\n\nDocument supported tidal datums", "comment_count": 0},
         "author": {"login": "treyes-hl"}, "parents": [{"sha": "19c8e0b4f7a2d5c3e6b1a9f0d8c7e2b5a4f3d1c0"}, {"sha": "b6e2f9a1c3d7e5b0a8f4c2d6e1b9a7c5f3d0e8b2"}]}])))
    comment = "Opened #219 with a fix: timestamps are now localized to UTC and converted to the station zone. @mreyes-ocean could you try the branch `fix/212-local-tz` against your San Francisco notebook?"
    turns.append((call("add_issue_comment", owner=o, repo=r, issue_number=212, body=comment), mcp_text({
        "id": 2470331958, "node_id": "IC_kwDOJx3bA86TQ0k2", "url": f"{api}/issues/comments/2470331958",
        "html_url": f"{web}/issues/212#issuecomment-2470331958", "body": comment,
        "user": {"login": "lunaferr", "id": 41978265, "type": "User"}, "created_at": "2024-11-12T09:07:12Z",
        "updated_at": "2024-11-12T09:07:12Z", "author_association": "MEMBER"})))
    turns.append((call("list_issues", owner=o, repo=r, state="open", labels=["timezones"], sort="updated", perPage=10), mcp_text([
        {"number": 212, "title": "tide_table() labels GMT times as local time for NOAA stations", "state": "open",
         "user": {"login": "mreyes-ocean"}, "labels": [{"name": "bug"}, {"name": "timezones"}], "comments": 4,
         "created_at": "2024-10-02T14:11:09Z", "updated_at": "2024-11-12T09:07:12Z", "html_url": f"{web}/issues/212"},
        {"number": 187, "title": "Hourly predictions duplicate the 01:00 row on the November DST change", "state": "open",
         "user": {"login": "k-akana"}, "labels": [{"name": "bug"}, {"name": "timezones"}, {"name": "help wanted"}], "comments": 6,
         "created_at": "2024-03-11T02:18:40Z", "updated_at": "2024-11-04T21:03:17Z", "html_url": f"{web}/issues/187"},
        {"number": 164, "title": "Support `time_zone=lst_ldt` passthrough for stations without an IANA zone", "state": "open",
         "user": {"login": "lunaferr"}, "labels": [{"name": "enhancement"}, {"name": "timezones"}], "comments": 1,
         "created_at": "2023-12-19T10:52:06Z", "updated_at": "2024-09-30T08:15:29Z", "html_url": f"{web}/issues/164"}])))
    state = "Authenticated as lunaferr (write access to harborlight/tidewatch). Default branch: main. Task: fix issue #212 on a branch and open a PR."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 02
def t02_slack() -> tuple[str, str, Turns]:
    # CLEAN: Slack staging-freeze announcement; paginated channel list, thread replies and reactions from other people grow over time.
    BOT, DANA, YUKI, INES, MARCUS = "U07BQ4RT1LX", "U03KM8D2HFA", "U06PQ7ZT3NW", "U05RELMGR7B", "U02T8PWN4QE"
    ch = "C05RT7QK2LM"
    tools = [
        tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_users", "Get a list of all users in the workspace with their basic profile information", {"cursor": S, "limit": INT}, []),
    ]
    system = mcp_system("slack", "Slack workspace 'Quarry Labs', acting as the bot user releasebot", tools)

    def chan(cid: str, name: str, created: int, members: int, topic: str, purpose: str) -> dict[str, Any]:
        return {"id": cid, "name": name, "is_channel": True, "is_group": False, "is_im": False, "created": created,
                "is_archived": False, "is_general": name == "general", "is_shared": False, "is_private": False,
                "is_member": True, "num_members": members, "topic": {"value": topic}, "purpose": {"value": purpose}}
    turns: Turns = []
    turns.append((call("slack_list_channels", limit=5), mcp_text({"ok": True, "channels": [
        chan("C01GEN0A1B2", "general", 1610633401, 142, "", "Company-wide announcements"),
        chan("C02ENG7K3MV", "eng-backend", 1623850112, 48, "On-call: @marcus.lindqvist", "Backend engineering"),
        chan("C03DSG9P2QA", "design-crit", 1641219944, 17, "Crit Thursdays 15:00", "Design reviews"),
        chan("C04INC5W8LZ", "incidents", 1652104471, 96, "No open incidents", "Incident coordination, one thread per incident"),
        chan("C04MOB1T6RJ", "mobile", 1659007210, 29, "iOS 6.3 in review", "iOS + Android"),
    ], "response_metadata": {"next_cursor": "dGVhbTpDMDVSVDdRSzJMTQ=="}})))
    turns.append((call("slack_list_channels", limit=5, cursor="dGVhbTpDMDVSVDdRSzJMTQ=="), mcp_text({"ok": True, "channels": [
        chan(ch, "release-train", 1691482213, 61, "Next RC: 2024.11.14", "Release coordination, freezes, RC cuts"),
        chan("C05QA2HD8NE", "qa-staging", 1693290475, 34, "staging = checkout-web@2024.11.12-3", "QA on staging"),
        chan("C06DATA4PXY", "data-platform", 1704795630, 22, "", "Warehouse, dbt, pipelines"),
        chan("C06OBS8MM1C", "observability", 1709631188, 40, "Grafana migration week 3", "Dashboards, alerts, tracing"),
        chan("C07RAND0M5Z", "random", 1610633401, 139, "", "Non-work banter"),
    ], "response_metadata": {"next_cursor": ""}})))
    turns.append((call("slack_get_channel_history", channel_id=ch, limit=4), mcp_text({"ok": True, "messages": [
        {"type": "message", "user": DANA, "ts": "1731410962.771529", "text": "Staging deploy of `checkout-web@2024.11.12-3` is green, smoke tests passed :white_check_mark:", "team": "T01QRYLABS9"},
        {"type": "message", "subtype": "bot_message", "bot_id": "B05CIBLD2RQ", "username": "ci-bot", "ts": "1731408415.302119", "text": "Build #8841 `api-gateway` main → staging: *SUCCESS* (6m 12s)"},
        {"type": "message", "user": MARCUS, "ts": "1731404032.118872", "text": "Heads up: the RC for 2024.11.14 gets cut Thursday 10:00 CET. Anything not merged by then rides the next train.", "team": "T01QRYLABS9",
         "reactions": [{"name": "+1", "users": [DANA, INES], "count": 2}]},
        {"type": "message", "user": INES, "ts": "1731399101.660043", "text": "Reminder: tag your PRs with `rc-2024.11.14` by EOD today", "team": "T01QRYLABS9"},
    ], "has_more": True, "pin_count": 3, "response_metadata": {"next_cursor": "bmV4dF90czoxNzMxMzk5MTAxNjYwMDQz"}})))
    parent_text = ":lock: *Staging freeze* starts today 14:00 CET and lasts until the 2024.11.14 RC is cut. Only release-blocker fixes may merge to `release/2024.11.14`; ask in this thread before merging."
    turns.append((call("slack_post_message", channel_id=ch, text=parent_text), mcp_text({"ok": True, "channel": ch, "ts": "1731412807.449219", "message": {
        "user": BOT, "type": "message", "ts": "1731412807.449219", "bot_id": "B07BQ4RSZ9K", "app_id": "A07BQ4RMN2C",
        "text": parent_text, "team": "T01QRYLABS9",
        "bot_profile": {"id": "B07BQ4RSZ9K", "name": "releasebot", "app_id": "A07BQ4RMN2C", "team_id": "T01QRYLABS9"}}})))
    r1 = "Blocker criteria: P1 bugs, security fixes, or failing smoke tests. Tag <@U05RELMGR7B> for approval."
    turns.append((call("slack_reply_to_thread", channel_id=ch, thread_ts="1731412807.449219", text=r1), mcp_text({"ok": True, "channel": ch, "ts": "1731412855.118409", "message": {
        "user": BOT, "type": "message", "ts": "1731412855.118409", "bot_id": "B07BQ4RSZ9K", "app_id": "A07BQ4RMN2C", "text": r1,
        "team": "T01QRYLABS9", "thread_ts": "1731412807.449219", "parent_user_id": BOT}})))
    turns.append((call("slack_add_reaction", channel_id=ch, timestamp="1731412807.449219", reaction="lock"), mcp_text({"ok": True})))
    d1 = "ack — holding #4471 (cart tax rounding) until after the cut"
    y1 = "Is the `payments-sdk` bump (#4479) a blocker? It fixes the 3DS redirect loop on Safari 17."
    turns.append((call("slack_get_thread_replies", channel_id=ch, thread_ts="1731412807.449219"), mcp_text({"ok": True, "messages": [
        {"user": BOT, "type": "message", "ts": "1731412807.449219", "bot_id": "B07BQ4RSZ9K", "text": parent_text, "thread_ts": "1731412807.449219",
         "reply_count": 3, "reply_users_count": 3, "latest_reply": "1731413391.550738", "reply_users": [BOT, DANA, YUKI],
         "is_locked": False, "subscribed": True, "reactions": [{"name": "lock", "users": [BOT, DANA], "count": 2}]},
        {"user": BOT, "type": "message", "ts": "1731412855.118409", "bot_id": "B07BQ4RSZ9K", "text": r1, "thread_ts": "1731412807.449219", "parent_user_id": BOT},
        {"user": DANA, "type": "message", "ts": "1731413120.904312", "text": d1, "thread_ts": "1731412807.449219", "parent_user_id": BOT},
        {"user": YUKI, "type": "message", "ts": "1731413391.550738", "text": y1, "thread_ts": "1731412807.449219", "parent_user_id": BOT},
    ], "has_more": False})))

    def user(uid: str, name: str, real: str, title: str, tz: str) -> dict[str, Any]:
        return {"id": uid, "team_id": "T01QRYLABS9", "name": name, "deleted": False, "real_name": real, "tz": tz,
                "is_bot": False, "profile": {"title": title, "display_name": name, "real_name": real}}
    turns.append((call("slack_get_users", limit=6), mcp_text({"ok": True, "members": [
        user(MARCUS, "marcus.lindqvist", "Marcus Lindqvist", "Staff Engineer, Platform", "Europe/Stockholm"),
        user(DANA, "dana.okafor", "Dana Okafor", "QA Lead", "Europe/Berlin"),
        user(INES, "ines.carvalho", "Inês Carvalho", "Release Manager", "Europe/Lisbon"),
        user(YUKI, "yuki.tanabe", "Yuki Tanabe", "Senior Engineer, Payments", "Europe/Amsterdam"),
        user("U06ZX1HJ4RP", "owen.brandt", "Owen Brandt", "Engineering Manager, Checkout", "Europe/Berlin"),
        {"id": BOT, "team_id": "T01QRYLABS9", "name": "releasebot", "deleted": False, "real_name": "releasebot", "is_bot": True,
         "profile": {"bot_id": "B07BQ4RSZ9K", "real_name": "releasebot", "display_name": ""}},
    ], "response_metadata": {"next_cursor": "dXNlcjpVMDdDMlRQOTFOUQ=="}})))
    r2 = "<@U06PQ7ZT3NW> yes — a 3DS redirect loop on checkout counts as a P1, so #4479 may merge once <@U05RELMGR7B> approves."
    turns.append((call("slack_reply_to_thread", channel_id=ch, thread_ts="1731412807.449219", text=r2), mcp_text({"ok": True, "channel": ch, "ts": "1731413702.031877", "message": {
        "user": BOT, "type": "message", "ts": "1731413702.031877", "bot_id": "B07BQ4RSZ9K", "app_id": "A07BQ4RMN2C", "text": r2,
        "team": "T01QRYLABS9", "thread_ts": "1731412807.449219", "parent_user_id": BOT}})))
    turns.append((call("slack_get_channel_history", channel_id=ch, limit=3), mcp_text({"ok": True, "messages": [
        {"type": "message", "user": MARCUS, "ts": "1731413950.227004", "text": "RC cut checklist is updated for Thursday: https://quarrylabs.atlassian.net/wiki/x/Ab3dQ1", "team": "T01QRYLABS9"},
        {"type": "message", "user": BOT, "ts": "1731412807.449219", "bot_id": "B07BQ4RSZ9K", "app_id": "A07BQ4RMN2C", "text": parent_text,
         "team": "T01QRYLABS9", "thread_ts": "1731412807.449219", "reply_count": 5, "reply_users_count": 4,
         "latest_reply": "1731413811.640255", "reply_users": [BOT, DANA, YUKI, INES], "is_locked": False, "subscribed": True,
         "reactions": [{"name": "lock", "users": [BOT, DANA, MARCUS], "count": 3}, {"name": "eyes", "users": [YUKI], "count": 1}]},
        {"type": "message", "user": DANA, "ts": "1731410962.771529", "text": "Staging deploy of `checkout-web@2024.11.12-3` is green, smoke tests passed :white_check_mark:", "team": "T01QRYLABS9"},
    ], "has_more": True, "pin_count": 3, "response_metadata": {"next_cursor": "bmV4dF90czoxNzMxNDEwOTYyNzcxNTI5"}})))
    state = "Bot token for releasebot in workspace Quarry Labs (team T01QRYLABS9). Task: announce the staging freeze in #release-train and answer questions in the thread."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 03
def t03_kubernetes() -> tuple[str, str, Turns]:
    # CLEAN: Kubernetes config fix + rollout restart + scale; new pod names/IPs/ages, resourceVersion bump and replica counts all follow the actions.
    ns = "payments-stg"
    tools = [
        tool("kubectl_get", "Get or list Kubernetes resources (kubectl get)", {"resourceType": S, "name": S, "namespace": S, "output": S, "labelSelector": S}, ["resourceType"]),
        tool("kubectl_logs", "Get logs from a pod", {"resourceType": S, "name": S, "namespace": S, "tail": INT, "container": S}, ["resourceType", "name", "namespace"]),
        tool("kubectl_patch", "Patch a resource (strategic, merge or json patch)", {"resourceType": S, "name": S, "namespace": S, "patchType": S, "patchData": OBJ}, ["resourceType", "name"]),
        tool("kubectl_rollout", "Manage rollouts: status, restart, undo, history", {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a deployment or statefulset", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
    ]
    system = mcp_system("kubernetes", "kubectl access to the cluster stg-euw1 via the current kubeconfig context", tools)
    head = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    n1, n2, n3 = "ip-10-20-41-88.eu-west-1.compute.internal", "ip-10-20-12-190.eu-west-1.compute.internal", "ip-10-20-33-7.eu-west-1.compute.internal"
    turns: Turns = []
    turns.append((call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=ledger-sync", output="wide"), cols(head, [
        ["ledger-sync-7d9c6b5f4-kx2lp", "1/1", "Running", "0", "2d4h", "10.42.3.117", n1, "<none>", "<none>"],
        ["ledger-sync-7d9c6b5f4-q8vzn", "1/1", "Running", "3 (14m ago)", "2d4h", "10.42.1.54", n2, "<none>", "<none>"],
    ])))
    turns.append((call("kubectl_logs", resourceType="pod", name="ledger-sync-7d9c6b5f4-q8vzn", namespace=ns, tail=50), "\n".join([
        '2024-11-12T10:31:02.118Z INFO  ledger-sync 1.14.2 starting (pid 1)',
        '2024-11-12T10:31:02.164Z INFO  config loaded: batch_size=5000 flush_interval=15s statement_timeout=30s upstream=http://ledger-api.payments-stg.svc:8080',
        '2024-11-12T10:31:02.402Z INFO  connected to postgres ledger-stg-rw.payments-stg.svc:5432 (pool=8)',
        '2024-11-12T10:31:17.530Z INFO  flushing batch #1 (5000 entries)',
        '2024-11-12T10:31:47.533Z WARN  batch #1: canceling statement due to statement timeout (30s); retrying in 5s',
        '2024-11-12T10:32:22.541Z WARN  batch #1: canceling statement due to statement timeout (30s); retrying in 10s',
        '2024-11-12T10:33:02.550Z ERROR batch #1: giving up after 3 attempts; 5000 entries requeued',
        '2024-11-12T10:33:17.611Z INFO  flushing batch #2 (5000 entries)',
        '2024-11-12T10:33:47.614Z WARN  batch #2: canceling statement due to statement timeout (30s); retrying in 5s',
        '2024-11-12T10:34:01.002Z WARN  pool: 8/8 connections busy, 3 waiters',
        '2024-11-12T10:34:22.620Z WARN  batch #2: canceling statement due to statement timeout (30s); retrying in 10s',
        '2024-11-12T10:35:02.627Z ERROR batch #2: giving up after 3 attempts; 10000 entries in requeue buffer',
        '2024-11-12T10:41:44.871Z WARN  requeue buffer 41% of limit (20500/50000)',
        '2024-11-12T10:45:09.306Z WARN  batch #6: canceling statement due to statement timeout (30s); retrying in 5s',
    ])))
    cm_head = """apiVersion: v1
data:
  LEDGER_BATCH_SIZE: "{bs}"
  LEDGER_FLUSH_INTERVAL: 15s
  PG_STATEMENT_TIMEOUT: 30s
  UPSTREAM_URL: http://ledger-api.payments-stg.svc:8080
kind: ConfigMap
metadata:
  annotations:
    meta.helm.sh/release-name: ledger-sync
    meta.helm.sh/release-namespace: payments-stg
  creationTimestamp: "2024-08-16T13:02:51Z"
  labels:
    app: ledger-sync
    app.kubernetes.io/managed-by: Helm
  name: ledger-sync-config
  namespace: payments-stg
  resourceVersion: "{rv}"
  uid: 6f2c81d4-93b7-4e0a-b5d2-17c9e04a3f68"""
    turns.append((call("kubectl_get", resourceType="configmap", name="ledger-sync-config", namespace=ns, output="yaml"), cm_head.format(bs=5000, rv=884213)))
    turns.append((call("kubectl_patch", resourceType="configmap", name="ledger-sync-config", namespace=ns, patchType="merge",
                       patchData={"data": {"LEDGER_BATCH_SIZE": "1500"}}), "configmap/ledger-sync-config patched"))
    turns.append((call("kubectl_get", resourceType="configmap", name="ledger-sync-config", namespace=ns, output="yaml"), cm_head.format(bs=1500, rv=891077)))
    turns.append((call("kubectl_rollout", subCommand="restart", resourceType="deployment", name="ledger-sync", namespace=ns), "deployment.apps/ledger-sync restarted"))
    turns.append((call("kubectl_rollout", subCommand="status", resourceType="deployment", name="ledger-sync", namespace=ns, timeout="180s"), "\n".join([
        'Waiting for deployment "ledger-sync" rollout to finish: 1 out of 2 new replicas have been updated...',
        'Waiting for deployment "ledger-sync" rollout to finish: 1 out of 2 new replicas have been updated...',
        'Waiting for deployment "ledger-sync" rollout to finish: 1 old replicas are pending termination...',
        'Waiting for deployment "ledger-sync" rollout to finish: 1 old replicas are pending termination...',
        'deployment "ledger-sync" successfully rolled out',
    ])))
    turns.append((call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=ledger-sync", output="wide"), cols(head, [
        ["ledger-sync-5b8f7c9d6-h4wtn", "1/1", "Running", "0", "52s", "10.42.2.31", n3, "<none>", "<none>"],
        ["ledger-sync-5b8f7c9d6-z7rjm", "1/1", "Running", "0", "29s", "10.42.3.140", n1, "<none>", "<none>"],
    ])))
    turns.append((call("kubectl_scale", name="ledger-sync", namespace=ns, replicas=3, resourceType="deployment"), "deployment.apps/ledger-sync scaled"))
    turns.append((call("kubectl_get", resourceType="deployment", name="ledger-sync", namespace=ns, output="wide"), cols(
        ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
        [["ledger-sync", "3/3", "3", "3", "87d", "ledger-sync", "registry.quarry.internal/payments/ledger-sync:1.14.2", "app=ledger-sync"]])))
    turns.append((call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=ledger-sync", output="wide"), cols(head, [
        ["ledger-sync-5b8f7c9d6-h4wtn", "1/1", "Running", "0", "2m41s", "10.42.2.31", n3, "<none>", "<none>"],
        ["ledger-sync-5b8f7c9d6-m2c9d", "1/1", "Running", "0", "38s", "10.42.1.77", n2, "<none>", "<none>"],
        ["ledger-sync-5b8f7c9d6-z7rjm", "1/1", "Running", "0", "2m18s", "10.42.3.140", n1, "<none>", "<none>"],
    ])))
    turns.append((call("kubectl_logs", resourceType="pod", name="ledger-sync-5b8f7c9d6-z7rjm", namespace=ns, tail=8), "\n".join([
        '2024-11-12T10:49:57.736Z INFO  flushing batch #6 (1500 entries)',
        '2024-11-12T10:50:01.204Z INFO  batch #6 committed in 3.47s',
        '2024-11-12T10:50:01.205Z INFO  upstream cursor lag 212s (catching up)',
        '2024-11-12T10:50:12.739Z INFO  flushing batch #7 (1500 entries)',
        '2024-11-12T10:50:16.402Z INFO  batch #7 committed in 3.66s',
        '2024-11-12T10:50:27.741Z INFO  flushing batch #8 (1500 entries)',
        '2024-11-12T10:50:31.918Z INFO  batch #8 committed in 4.18s',
        '2024-11-12T10:50:42.744Z INFO  flushing batch #9 (1500 entries)',
    ])))
    state = "kubectl context: stg-euw1 (namespace payments-stg). Task: ledger-sync keeps timing out; fix its batch size and roll it out."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 04
def t04_notion() -> tuple[str, str, Turns]:
    # BAD: Notion grant-budget tracker; turn 8's database query shows the transmitter page's Budget as 12540 although turn 5 set (and echoed) 12450 and nothing touched it since.
    db = "1a4c9e02-7b3d-4f18-9c65-2e8d0b7a4f31"
    tx, sb, vt, ad = ("13f8a6d2-58c1-80e4-b7a9-d04c2e6f91b5", "13f8a6d2-58c1-8011-a3c2-f7e95b04d8a6",
                      "13f8a6d2-58c1-80b7-9e14-6a2dc38f0e72", "13f8a6d2-58c1-8093-8d5f-1c7a40e2b9d3")
    user_owner = {"object": "user", "id": "8e0f4c2a-71d9-4b36-a5e8-c93f1d20b764", "name": "Rosa Whitfield"}
    user_ed = {"object": "user", "id": "f3a19b57-2c6e-4d80-9e17-5b4d0c8a2f93", "name": "Grants Assistant (integration)"}
    tools = [
        tool("API-post-search", "Search by title", {"query": S, "filter": OBJ, "page_size": INT}, []),
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S}, ["page_id"]),
        tool("API-patch-page", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-get-block-children", "Retrieve block children", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("API-patch-block-children", "Append block children", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-retrieve-a-database", "Retrieve a database", {"database_id": S}, ["database_id"]),
    ]
    system = mcp_system("notion", "Notion API for the workspace 'KRDG Community Radio'", tools)

    def rt(text: str) -> list[dict[str, Any]]:
        return [{"type": "text", "text": {"content": text, "link": None}, "annotations": {"bold": False, "italic": False, "strikethrough": False,
                 "underline": False, "code": False, "color": "default"}, "plain_text": text, "href": None}] if text else []

    def page(pid: str, name: str, budget: int, status: str, funder: str, due: str, quote: str, edited: str, created: str, editor: dict[str, Any]) -> dict[str, Any]:
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
                "created_by": {"object": "user", "id": user_owner["id"]}, "last_edited_by": {"object": "user", "id": editor["id"]},
                "cover": None, "icon": None, "parent": {"type": "database_id", "database_id": db}, "archived": False, "in_trash": False,
                "properties": {
                    "Budget (USD)": {"id": "%3EqLv", "type": "number", "number": budget},
                    "Status": {"id": "Zx%5Cr", "type": "status", "status": {"id": {"Draft": "1f7e", "Ready for review": "b2c4", "Approved": "9a0d"}[status], "name": status,
                                                                              "color": {"Draft": "gray", "Ready for review": "yellow", "Approved": "green"}[status]}},
                    "Funder": {"id": "k%3A%60T", "type": "select", "select": {"id": "f" + funder[:3].lower(), "name": funder, "color": "blue"}},
                    "Due": {"id": "pQ%3Fa", "type": "date", "date": {"start": due, "end": None, "time_zone": None}},
                    "Owner": {"id": "u%5DmR", "type": "people", "people": [user_owner]},
                    "Quote ref": {"id": "Wb%3Bz", "type": "rich_text", "rich_text": rt(quote)},
                    "Name": {"id": "title", "type": "title", "title": rt(name)},
                },
                "url": "https://www.notion.so/" + name.split(" ")[0] + "-" + pid.replace("-", ""), "public_url": None}
    TXN, SBN, VTN, ADN = "Transmitter upgrade — Ridgeback Hill", "Studio B acoustic panels", "Volunteer training stipends", "Archive digitization (reel-to-reel)"
    tx0 = page(tx, TXN, 9800, "Draft", "FCC Rural Broadcast Grant", "2024-12-06", "", "2024-10-28T17:42:00.000Z", "2024-09-19T16:05:00.000Z", user_owner)
    sb0 = page(sb, SBN, 3150, "Draft", "Cascadia Arts Fund", "2024-12-13", "Northbeam AP-2291", "2024-11-04T10:18:00.000Z", "2024-09-19T16:09:00.000Z", user_owner)
    vt0 = page(vt, VTN, 4200, "Draft", "Harlow Family Foundation", "2025-01-10", "", "2024-10-02T21:30:00.000Z", "2024-09-20T08:44:00.000Z", user_owner)
    ad0 = page(ad, ADN, 2600, "Ready for review", "Cascadia Arts Fund", "2024-11-29", "Mnemo Labs Q-1107", "2024-11-07T14:51:00.000Z", "2024-09-22T12:17:00.000Z", user_owner)
    tx1 = page(tx, TXN, 12450, "Ready for review", "FCC Rural Broadcast Grant", "2024-12-06", "KR-22871", "2024-11-12T15:06:00.000Z", "2024-09-19T16:05:00.000Z", user_ed)
    sb1 = page(sb, SBN, 3150, "Ready for review", "Cascadia Arts Fund", "2024-12-13", "Northbeam AP-2291", "2024-11-12T15:07:00.000Z", "2024-09-19T16:09:00.000Z", user_ed)
    tx1_drift = page(tx, TXN, 12540, "Ready for review", "FCC Rural Broadcast Grant", "2024-12-06", "KR-22871", "2024-11-12T15:06:00.000Z", "2024-09-19T16:05:00.000Z", user_ed)

    def listing(results: list[dict[str, Any]]) -> str:
        return mcp_text({"object": "list", "results": results, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    turns: Turns = []
    turns.append((call("API-post-search", query="Grant budget", page_size=5), listing([
        {"object": "database", "id": db, "title": rt("FY25 Grant Budget Lines"), "created_time": "2024-09-19T15:58:00.000Z",
         "last_edited_time": "2024-11-07T14:51:00.000Z", "parent": {"type": "page_id", "page_id": "0e2d7b91-4c5a-4f03-8b6e-a91c3d7f25e0"},
         "url": "https://www.notion.so/" + db.replace("-", ""), "archived": False, "is_inline": True},
        {"object": "page", "id": "0e2d7b91-4c5a-4f03-8b6e-a91c3d7f25e0", "created_time": "2024-03-02T11:20:00.000Z",
         "last_edited_time": "2024-10-30T09:12:00.000Z", "parent": {"type": "workspace", "workspace": True}, "archived": False,
         "properties": {"title": {"id": "title", "type": "title", "title": rt("Grants & budget (FY25)")}},
         "url": "https://www.notion.so/Grants-budget-FY25-0e2d7b914c5a4f038b6ea91c3d7f25e0"},
        {"object": "page", "id": "77b0c3e1-9d24-4a6f-8c15-e2f0a4b7d391", "created_time": "2023-06-14T18:03:00.000Z",
         "last_edited_time": "2024-01-22T13:40:00.000Z", "parent": {"type": "page_id", "page_id": "0e2d7b91-4c5a-4f03-8b6e-a91c3d7f25e0"}, "archived": False,
         "properties": {"title": {"id": "title", "type": "title", "title": rt("Grant writing playbook")}},
         "url": "https://www.notion.so/Grant-writing-playbook-77b0c3e19d244a6f8c15e2f0a4b7d391"},
    ])))
    q_sorts = [{"property": "Due", "direction": "ascending"}]
    turns.append((call("API-post-database-query", database_id=db, filter={"property": "Status", "status": {"equals": "Draft"}}, sorts=q_sorts), listing([tx0, sb0, vt0])))
    turns.append((call("API-retrieve-a-page", page_id=tx), mcp_text(tx0)))
    turns.append((call("API-get-block-children", block_id=tx, page_size=20), mcp_text({"object": "list", "results": [
        {"object": "block", "id": "13f8a6d2-58c1-8102-9f3e-c47a0b2d6e18", "type": "paragraph", "has_children": False,
         "paragraph": {"rich_text": rt("Replace the 1998 exciter at the Ridgeback Hill site; current unit drifts off-frequency in cold weather and has no spare parts."), "color": "default"}},
        {"object": "block", "id": "13f8a6d2-58c1-8137-b2a0-5e9d1c4f7a63", "type": "callout", "has_children": False,
         "callout": {"rich_text": rt("Kessler RF quote KR-22871 (Nov 8): $12,450.00 incl. antenna re-tune and install labour. Valid 60 days."),
                     "icon": {"type": "emoji", "emoji": "💵"}, "color": "yellow_background"}},
        {"object": "block", "id": "13f8a6d2-58c1-8148-a6d1-0b3e7f2c95d4", "type": "bulleted_list_item", "has_children": False,
         "bulleted_list_item": {"rich_text": rt("Earlier estimate ($9,800) excluded install and re-tune"), "color": "default"}},
        {"object": "block", "id": "13f8a6d2-58c1-815a-8e47-d2c06b9a3f17", "type": "bulleted_list_item", "has_children": False,
         "bulleted_list_item": {"rich_text": rt("Board sign-off needed before Dec 6 FCC deadline"), "color": "default"}},
    ], "next_cursor": None, "has_more": False, "type": "block", "block": {}})))
    turns.append((call("API-patch-page", page_id=tx, properties={"Budget (USD)": {"number": 12450}, "Status": {"status": {"name": "Ready for review"}},
                                                                   "Quote ref": {"rich_text": [{"text": {"content": "KR-22871"}}]}}), mcp_text(tx1)))
    turns.append((call("API-patch-page", page_id=sb, properties={"Status": {"status": {"name": "Ready for review"}}}), mcp_text(sb1)))
    turns.append((call("API-post-database-query", database_id=db, filter={"property": "Status", "status": {"equals": "Draft"}}, sorts=q_sorts), listing([vt0])))
    turns.append((call("API-post-database-query", database_id=db, filter={"property": "Status", "status": {"equals": "Ready for review"}}, sorts=q_sorts), listing([ad0, tx1_drift, sb1])))
    note = "Budget line updated to match the Kessler RF quote KR-22871 (install + re-tune included). Ready for board review."
    turns.append((call("API-patch-block-children", block_id=tx, children=[{"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": note}}]}}]),
                  mcp_text({"object": "list", "results": [{"object": "block", "id": "13f8a6d2-58c1-81c9-b05f-7a3e2d9c4e80", "parent": {"type": "page_id", "page_id": tx},
                                                           "created_time": "2024-11-12T15:09:00.000Z", "last_edited_time": "2024-11-12T15:09:00.000Z",
                                                           "created_by": {"object": "user", "id": user_ed["id"]}, "has_children": False, "archived": False,
                                                           "type": "paragraph", "paragraph": {"rich_text": rt(note), "color": "default"}}],
                            "next_cursor": None, "has_more": False, "type": "block", "block": {}})))
    turns.append((call("API-retrieve-a-database", database_id=db), mcp_text({
        "object": "database", "id": db, "created_time": "2024-09-19T15:58:00.000Z", "last_edited_time": "2024-11-12T15:07:00.000Z",
        "title": rt("FY25 Grant Budget Lines"), "is_inline": True, "parent": {"type": "page_id", "page_id": "0e2d7b91-4c5a-4f03-8b6e-a91c3d7f25e0"},
        "properties": {
            "Budget (USD)": {"id": "%3EqLv", "name": "Budget (USD)", "type": "number", "number": {"format": "dollar"}},
            "Status": {"id": "Zx%5Cr", "name": "Status", "type": "status", "status": {"options": [
                {"id": "1f7e", "name": "Draft", "color": "gray"}, {"id": "b2c4", "name": "Ready for review", "color": "yellow"},
                {"id": "9a0d", "name": "Approved", "color": "green"}], "groups": [
                {"name": "To-do", "option_ids": ["1f7e"]}, {"name": "In progress", "option_ids": ["b2c4"]}, {"name": "Complete", "option_ids": ["9a0d"]}]}},
            "Funder": {"id": "k%3A%60T", "name": "Funder", "type": "select", "select": {"options": [
                {"id": "fcas", "name": "Cascadia Arts Fund", "color": "blue"}, {"id": "ffcc", "name": "FCC Rural Broadcast Grant", "color": "blue"},
                {"id": "fhar", "name": "Harlow Family Foundation", "color": "blue"}]}},
            "Due": {"id": "pQ%3Fa", "name": "Due", "type": "date", "date": {}},
            "Owner": {"id": "u%5DmR", "name": "Owner", "type": "people", "people": {}},
            "Quote ref": {"id": "Wb%3Bz", "name": "Quote ref", "type": "rich_text", "rich_text": {}},
            "Name": {"id": "title", "name": "Name", "type": "title", "title": {}}},
        "url": "https://www.notion.so/" + db.replace("-", ""), "archived": False, "in_trash": False})))
    turns.append((call("API-retrieve-a-page", page_id=vt), mcp_text(vt0)))
    state = "Notion integration 'Grants Assistant' with access to the Grants & budget (FY25) page tree. Task: bring the draft budget lines up to date with the latest vendor quotes and mark them ready for review."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 05
def t05_todoist() -> tuple[str, str, Turns]:
    # BAD: Todoist relocation project; turn 6's project listing still contains "Book movers" (8473920116), the duplicate task deleted in turn 3.
    tools = [
        tool("todoist_get_projects", "List all projects", {}, []),
        tool("todoist_get_tasks", "Get tasks, by project or Todoist filter", {"project_id": S, "filter": S, "limit": INT}, []),
        tool("todoist_create_task", "Create a task", {"content": S, "project_id": S, "due_string": S, "priority": INT, "labels": A}, ["content"]),
        tool("todoist_update_task", "Update a task by id", {"task_id": S, "content": S, "due_string": S, "priority": INT}, ["task_id"]),
        tool("todoist_close_task", "Mark a task as complete", {"task_id": S}, ["task_id"]),
        tool("todoist_delete_task", "Delete a task", {"task_id": S}, ["task_id"]),
    ]
    system = mcp_system("todoist", "personal Todoist account of Jana Köhler; today is Wednesday 2024-11-13", tools)
    P = "2331784402"

    def t(tid: str, content: str, due: str | None, prio: int, labels: list[str], project: str = "Move to Lisbon") -> str:
        lines = [f"- {content}", f"  ID: {tid}", f"  Project: {project}"]
        lines.append(f"  Due: {due}" if due else "  Due: (none)")
        lines.append(f"  Priority: {prio}")
        lines.append("  Labels: " + (", ".join(labels) if labels else "(none)"))
        return "\n".join(lines)
    movers_a = t("8473918802", "Book movers (Atlas Relocation quote)", "2024-11-15", 3, ["logistics"])
    movers_dup = t("8473920116", "Book movers", None, 1, [])
    internet0 = t("8473922590", "Cancel Berlin internet contract (Vodafone, 3-month notice)", "2024-11-30", 4, ["admin"])
    internet1 = t("8473922590", "Cancel Berlin internet contract (Vodafone, 3-month notice)", "2024-11-29", 4, ["admin"])
    winter = t("8481105537", "Ship winter clothes to storage", "2024-11-13", 2, ["logistics"])
    junta = t("8481107764", "Register at Junta de Freguesia (Arroios)", "2024-12-09", 2, ["admin"])
    kita = t("8490233018", "Transfer Kita records for Mila", "2024-11-22", 3, ["kids"])
    wardrobe = t("8490234461", "Sell IKEA wardrobe on Kleinanzeigen", "2024-11-17", 2, ["errands"])
    nif = t("8502117409", "Request NIF appointment at Finanças", "2024-11-20", 3, ["admin"])
    turns: Turns = []
    turns.append((call("todoist_get_projects"), "Found 5 projects:\n" + "\n".join([
        "- Inbox (ID: 2203315870) [inbox]",
        "- Move to Lisbon (ID: 2331784402) color: teal, view: list",
        "- Errands (ID: 2298810455) color: orange, view: list",
        "- Work – Q4 (ID: 2310067731) color: blue, view: board",
        "- Recipes to try (ID: 2187443309) color: grey, view: list",
    ])))
    turns.append((call("todoist_get_tasks", project_id=P), "Found 7 tasks:\n" + "\n".join([movers_a, movers_dup, internet0, winter, junta, kita, wardrobe])))
    turns.append((call("todoist_delete_task", task_id="8473920116"), 'Successfully deleted task: "Book movers" (ID: 8473920116)'))
    turns.append((call("todoist_create_task", content="Request NIF appointment at Finanças", project_id=P, due_string="Nov 20", priority=3, labels=["admin"]),
                  "Task created:\nID: 8502117409\nTitle: Request NIF appointment at Finanças\nProject: Move to Lisbon\nDue: 2024-11-20 (Wed)\nPriority: 3\nLabels: admin\nURL: https://app.todoist.com/app/task/8502117409"))
    turns.append((call("todoist_update_task", task_id="8473922590", due_string="Nov 29"),
                  'Task "Cancel Berlin internet contract (Vodafone, 3-month notice)" updated:\nNew Due Date: 2024-11-29 (Fri)'))
    turns.append((call("todoist_get_tasks", project_id=P), "Found 8 tasks:\n" + "\n".join([movers_a, movers_dup, internet1, winter, junta, kita, wardrobe, nif])))
    turns.append((call("todoist_close_task", task_id="8481105537"), 'Successfully completed task: "Ship winter clothes to storage" (ID: 8481105537)'))
    turns.append((call("todoist_get_tasks", filter="today | overdue"), "Found 3 tasks:\n" + "\n".join([
        t("8466021397", "Return library books (Stadtbibliothek Pankow)", "2024-11-12", 2, ["errands"], "Errands"),
        t("8497710058", "Send Q4 OKR draft to Henrik", "2024-11-13", 4, [], "Work – Q4"),
        t("8499102264", "Call Oma about Christmas plans", "2024-11-13", 1, [], "Inbox"),
    ])))
    turns.append((call("todoist_update_task", task_id="8490233018", priority=4), 'Task "Transfer Kita records for Mila" updated:\nNew Priority: 4'))
    turns.append((call("todoist_get_tasks", filter="@admin"), "Found 4 tasks:\n" + "\n".join([
        internet1, nif, junta,
        t("8488350912", "Submit expense report (Lisbon scouting trip)", "2024-11-25", 2, ["admin"], "Work – Q4"),
    ])))
    state = "Todoist API token for Jana Köhler. Task: clean up the 'Move to Lisbon' project (remove the duplicate movers task, add the NIF appointment, fix the internet-cancellation date)."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 06
def t06_postgres() -> tuple[str, str, Turns]:
    # CLEAN: Postgres clinic schedule; status counts move exactly with the agent's UPDATE/INSERT, overlap query empties, cancelled rows still listed in the day schedule.
    tools = [
        tool("list_tables", "List tables in a schema with estimated row counts", {"schema": S}, []),
        tool("describe_table", "Describe the columns of a table", {"table": S, "schema": S}, ["table"]),
        tool("query", "Run a read-only SQL query", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("postgres", "database harbourview_physio on pg-clinic-01, role scheduler_rw", tools)
    counts_sql = ("SELECT status, count(*) FROM appointments WHERE starts_at >= '2024-11-14' AND starts_at < '2024-11-15' "
                  "GROUP BY status ORDER BY status;")
    overlap_sql = ("SELECT a.id AS a_id, b.id AS b_id, p.name AS provider, a.patient_id AS a_patient, b.patient_id AS b_patient, "
                   "a.starts_at AS a_start, a.ends_at AS a_end, b.starts_at AS b_start, b.ends_at AS b_end FROM appointments a "
                   "JOIN appointments b ON b.provider_id = a.provider_id AND a.id < b.id AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at "
                   "JOIN providers p ON p.id = a.provider_id WHERE a.status = 'booked' AND b.status = 'booked' "
                   "AND a.starts_at >= '2024-11-14' AND a.starts_at < '2024-11-15' ORDER BY a.starts_at;")

    def counts(booked: int, cancelled: int, tentative: int) -> str:
        return mcp_text([{"status": "booked", "count": str(booked)}, {"status": "cancelled", "count": str(cancelled)},
                         {"status": "tentative", "count": str(tentative)}])
    turns: Turns = []
    turns.append((call("list_tables", schema="public"), mcp_text([
        {"table_name": "appointments", "estimated_rows": 91240, "size": "18 MB"},
        {"table_name": "patients", "estimated_rows": 6318, "size": "2192 kB"},
        {"table_name": "providers", "estimated_rows": 14, "size": "48 kB"},
        {"table_name": "rooms", "estimated_rows": 9, "size": "16 kB"},
        {"table_name": "waitlist", "estimated_rows": 212, "size": "88 kB"},
    ])))
    turns.append((call("describe_table", table="appointments", schema="public"), mcp_text([
        {"column_name": "id", "data_type": "integer", "is_nullable": "NO", "column_default": "nextval('appointments_id_seq'::regclass)"},
        {"column_name": "patient_id", "data_type": "integer", "is_nullable": "NO", "column_default": None},
        {"column_name": "provider_id", "data_type": "integer", "is_nullable": "NO", "column_default": None},
        {"column_name": "room", "data_type": "text", "is_nullable": "YES", "column_default": None},
        {"column_name": "starts_at", "data_type": "timestamp with time zone", "is_nullable": "NO", "column_default": None},
        {"column_name": "ends_at", "data_type": "timestamp with time zone", "is_nullable": "NO", "column_default": None},
        {"column_name": "status", "data_type": "text", "is_nullable": "NO", "column_default": "'booked'::text"},
        {"column_name": "cancel_reason", "data_type": "text", "is_nullable": "YES", "column_default": None},
        {"column_name": "created_at", "data_type": "timestamp with time zone", "is_nullable": "NO", "column_default": "now()"},
    ])))
    turns.append((call("query", sql=counts_sql), counts(38, 4, 2)))
    turns.append((call("query", sql=overlap_sql), mcp_text([
        {"a_id": 90398, "b_id": 90412, "provider": "Dr. Adaeze Ilesanmi", "a_patient": 5521, "b_patient": 6104,
         "a_start": "2024-11-14T10:00:00.000Z", "a_end": "2024-11-14T10:45:00.000Z", "b_start": "2024-11-14T10:30:00.000Z", "b_end": "2024-11-14T11:15:00.000Z"},
        {"a_id": 90427, "b_id": 90433, "provider": "Tomás Brennan", "a_patient": 4877, "b_patient": 4877,
         "a_start": "2024-11-14T14:00:00.000Z", "a_end": "2024-11-14T14:30:00.000Z", "b_start": "2024-11-14T14:00:00.000Z", "b_end": "2024-11-14T14:30:00.000Z"},
    ])))
    turns.append((call("execute", sql="UPDATE appointments SET status = 'cancelled', cancel_reason = 'duplicate/overlapping booking' WHERE id IN (90412, 90433);"),
                  mcp_text({"command": "UPDATE", "rowCount": 2})))
    turns.append((call("query", sql=counts_sql), counts(36, 6, 2)))
    turns.append((call("execute", sql="INSERT INTO appointments (patient_id, provider_id, room, starts_at, ends_at, status) VALUES (6104, 7, 'R3', '2024-11-14 11:30+00', '2024-11-14 12:15+00', 'booked') RETURNING id, starts_at, ends_at, created_at;"),
                  mcp_text({"command": "INSERT", "rowCount": 1, "rows": [{"id": 90518, "starts_at": "2024-11-14T11:30:00.000Z", "ends_at": "2024-11-14T12:15:00.000Z", "created_at": "2024-11-13T16:22:09.114Z"}]})))
    turns.append((call("query", sql=counts_sql), counts(37, 6, 2)))
    turns.append((call("query", sql=overlap_sql), mcp_text([])))
    sched_sql = ("SELECT id, patient_id, room, starts_at, ends_at, status, cancel_reason FROM appointments WHERE provider_id = 7 "
                 "AND starts_at >= '2024-11-14' AND starts_at < '2024-11-15' ORDER BY starts_at, id;")
    turns.append((call("query", sql=sched_sql), mcp_text([
        {"id": 90377, "patient_id": 3390, "room": "R3", "starts_at": "2024-11-14T08:30:00.000Z", "ends_at": "2024-11-14T09:15:00.000Z", "status": "booked", "cancel_reason": None},
        {"id": 90381, "patient_id": 6012, "room": "R3", "starts_at": "2024-11-14T09:15:00.000Z", "ends_at": "2024-11-14T10:00:00.000Z", "status": "booked", "cancel_reason": None},
        {"id": 90398, "patient_id": 5521, "room": "R3", "starts_at": "2024-11-14T10:00:00.000Z", "ends_at": "2024-11-14T10:45:00.000Z", "status": "booked", "cancel_reason": None},
        {"id": 90412, "patient_id": 6104, "room": "R3", "starts_at": "2024-11-14T10:30:00.000Z", "ends_at": "2024-11-14T11:15:00.000Z", "status": "cancelled", "cancel_reason": "duplicate/overlapping booking"},
        {"id": 90518, "patient_id": 6104, "room": "R3", "starts_at": "2024-11-14T11:30:00.000Z", "ends_at": "2024-11-14T12:15:00.000Z", "status": "booked", "cancel_reason": None},
        {"id": 90402, "patient_id": 2275, "room": "R5", "starts_at": "2024-11-14T13:00:00.000Z", "ends_at": "2024-11-14T13:45:00.000Z", "status": "tentative", "cancel_reason": None},
        {"id": 90455, "patient_id": 4118, "room": "R3", "starts_at": "2024-11-14T14:00:00.000Z", "ends_at": "2024-11-14T14:45:00.000Z", "status": "booked", "cancel_reason": None},
    ])))
    state = "Connected to harbourview_physio (PostgreSQL 16.4) as scheduler_rw. Task: resolve double bookings on 2024-11-14 and rebook the affected patient later the same morning."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 07
def t07_filesystem() -> tuple[str, str, Turns]:
    # BAD: filesystem release prep; turn 10 re-reads config/release.toml and its version line says 1.4.0 where turn 2's read said 1.3.0, with no write to that file in between (only CHANGELOG.md was edited).
    root = "/home/ayo/projects/kelp-survey-2024"
    tools = [
        tool("read_file", "Read the complete contents of a file", {"path": S}, ["path"]),
        tool("list_directory", "List files and directories in a path, marked [FILE] or [DIR]", {"path": S}, ["path"]),
        tool("get_file_info", "Retrieve metadata about a file or directory", {"path": S}, ["path"]),
        tool("create_directory", "Create a directory (and parents)", {"path": S}, ["path"]),
        tool("move_file", "Move or rename a file", {"source": S, "destination": S}, ["source", "destination"]),
        tool("edit_file", "Make line-based edits; returns a git-style diff", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("search_files", "Recursively search for files matching a pattern", {"path": S, "pattern": S}, ["path", "pattern"]),
    ]
    system = mcp_system("filesystem", f"secure file access limited to {root}", tools)
    toml = '''[release]
name = "kelp-survey-2024"
version = "{v}"
title = "Subtidal kelp canopy transects, Kvitsøy archipelago, May–Sep 2024"
license = "CC-BY-4.0"
doi_prefix = "10.5281/zenodo"
embargo_until = "2025-03-01"

[contributors]
authors = ["Ayodele Hansen", "Marit Solberg", "Jonas Eide"]
contact = "ayodele.hansen@fjordlab.no"

[files]
include = ["data/transects/*.csv", "data/sites.geojson", "README.md", "CHANGELOG.md", "LICENSE"]
exclude = ["**/*_DRAFT.csv", "scratch/**"]
checksum = "sha256"
'''
    changelog = '''# Changelog

## [1.3.0] - 2024-10-21
### Added
- Transects T07–T09 (Ydstebøhamn, September survey).
- `canopy_height_cm` column for all transects.

### Fixed
- T02 depth values were in feet for rows 40–77; converted to metres.

## [1.2.0] - 2024-08-30
### Added
- Transects T04–T06 (Skarvøy, August survey).

## [1.1.0] - 2024-07-12
### Added
- Initial public release: transects T01–T03 and `sites.geojson`.
'''
    files = ["T01_kvitsoy_south.csv", "T02_kvitsoy_west.csv", "T03_leka_sound.csv", "T04_skarvoy_DRAFT.csv", "T04_skarvoy_north.csv",
             "T05_skarvoy_east.csv", "T06_skarvoy_channel.csv", "T07_ydstebohamn_inner.csv", "T08_ydstebohamn_outer.csv"]
    turns: Turns = []
    turns.append((call("list_directory", path=root), "[DIR] config\n[DIR] data\n[DIR] scratch\n[DIR] scripts\n[FILE] CHANGELOG.md\n[FILE] LICENSE\n[FILE] README.md"))
    turns.append((call("read_file", path=f"{root}/config/release.toml"), toml.format(v="1.3.0")))
    turns.append((call("list_directory", path=f"{root}/data/transects"), "\n".join(f"[FILE] {f}" for f in files)))
    turns.append((call("get_file_info", path=f"{root}/data/transects/T04_skarvoy_DRAFT.csv"),
                  "size: 48213\ncreated: Tue Aug 27 2024 09:14:52 GMT+0200 (Central European Summer Time)\n"
                  "modified: Tue Aug 27 2024 11:40:07 GMT+0200 (Central European Summer Time)\n"
                  "accessed: Mon Nov 11 2024 16:02:31 GMT+0100 (Central European Standard Time)\n"
                  "isDirectory: false\nisFile: true\npermissions: 644"))
    turns.append((call("read_file", path=f"{root}/CHANGELOG.md"), changelog))
    turns.append((call("create_directory", path=f"{root}/scratch/drafts"), f"Successfully created directory {root}/scratch/drafts"))
    turns.append((call("move_file", source=f"{root}/data/transects/T04_skarvoy_DRAFT.csv", destination=f"{root}/scratch/drafts/T04_skarvoy_DRAFT.csv"),
                  f"Successfully moved {root}/data/transects/T04_skarvoy_DRAFT.csv to {root}/scratch/drafts/T04_skarvoy_DRAFT.csv"))
    turns.append((call("list_directory", path=f"{root}/data/transects"), "\n".join(f"[FILE] {f}" for f in files if "DRAFT" not in f)))
    new_sec = ("## [1.4.0] - 2024-11-12\n### Changed\n- Moved the superseded T04 draft out of `data/transects/` (kept under `scratch/drafts/`).\n"
               "- Species codes in `T05_skarvoy_east.csv` now follow WoRMS AphiaIDs.\n\n")
    diff = ("```diff\nIndex: " + f"{root}/CHANGELOG.md\n" + "===================================================================\n"
            f"--- {root}/CHANGELOG.md\toriginal\n+++ {root}/CHANGELOG.md\tmodified\n"
            "@@ -1,5 +1,11 @@\n # Changelog\n \n+## [1.4.0] - 2024-11-12\n+### Changed\n"
            "+- Moved the superseded T04 draft out of `data/transects/` (kept under `scratch/drafts/`).\n"
            "+- Species codes in `T05_skarvoy_east.csv` now follow WoRMS AphiaIDs.\n+\n"
            " ## [1.3.0] - 2024-10-21\n ### Added\n - Transects T07–T09 (Ydstebøhamn, September survey).\n```\n")
    turns.append((call("edit_file", path=f"{root}/CHANGELOG.md", edits=[{"oldText": "# Changelog\n\n## [1.3.0]", "newText": "# Changelog\n\n" + new_sec + "## [1.3.0]"}], dryRun=False), diff))
    turns.append((call("read_file", path=f"{root}/config/release.toml"), toml.format(v="1.4.0")))
    state = f"Allowed directories: {root}. Task: tidy the dataset folder for the next Zenodo release and note the changes in the changelog; do not touch the data files' contents."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 08
def t08_hubspot() -> tuple[str, str, Turns]:
    # CLEAN: HubSpot CRM deal update; a similarly named contact at another company, amount/stage/association/note counts change only through the agent's own calls, stage filter narrows the search.
    tools = [
        tool("search_crm_objects", "Search CRM objects (contacts, companies, deals, notes) with a query and/or filterGroups", {"objectType": S, "query": S, "filterGroups": A, "properties": A, "limit": INT}, ["objectType"]),
        tool("get_crm_object", "Get one CRM object by id with properties and associations", {"objectType": S, "objectId": S, "properties": A, "associations": A}, ["objectType", "objectId"]),
        tool("update_crm_object", "Update properties of a CRM object", {"objectType": S, "objectId": S, "properties": OBJ}, ["objectType", "objectId", "properties"]),
        tool("create_crm_object", "Create a CRM object, optionally with associations", {"objectType": S, "properties": OBJ, "associations": A}, ["objectType", "properties"]),
        tool("create_association", "Associate two CRM objects", {"fromObjectType": S, "fromObjectId": S, "toObjectType": S, "toObjectId": S}, ["fromObjectType", "fromObjectId", "toObjectType", "toObjectId"]),
        tool("list_associations", "List objects associated to an object", {"objectType": S, "objectId": S, "toObjectType": S}, ["objectType", "objectId", "toObjectType"]),
    ]
    system = mcp_system("hubspot", "HubSpot CRM for portal 44012857 (Coldline Refrigeration Systems)", tools)
    D1, D2 = "18402277316", "18402291007"
    deal_props = ["dealname", "amount", "dealstage", "closedate", "hubspot_owner_id", "num_associated_contacts", "num_notes", "hs_lastmodifieddate"]

    def deal(did: str, props: dict[str, str], updated: str, created: str) -> dict[str, Any]:
        return {"id": did, "properties": {**props, "hs_object_id": did}, "createdAt": created, "updatedAt": updated, "archived": False}
    d1_0 = {"dealname": "Northgate Cold Storage – Expansion (Phase 2)", "amount": "84000", "dealstage": "qualifiedtobuy",
            "closedate": "2024-12-20T00:00:00Z", "hubspot_owner_id": "51230877", "num_associated_contacts": "1", "num_notes": "2",
            "hs_lastmodifieddate": "2024-11-08T13:22:41.902Z"}
    d2 = {"dealname": "Northgate Cold Storage – Service renewal 2025", "amount": "12600", "dealstage": "contractsent",
          "closedate": "2024-11-29T00:00:00Z", "hubspot_owner_id": "51230877", "num_associated_contacts": "1", "num_notes": "4",
          "hs_lastmodifieddate": "2024-11-06T09:51:17.330Z"}
    turns: Turns = []
    turns.append((call("search_crm_objects", objectType="deals", query="Northgate Cold Storage", properties=deal_props, limit=10), mcp_text({
        "total": 2, "results": [deal(D1, d1_0, "2024-11-08T13:22:41.902Z", "2024-09-03T15:40:12.118Z"),
                                deal(D2, d2, "2024-11-06T09:51:17.330Z", "2024-10-14T08:02:55.761Z")]})))
    turns.append((call("get_crm_object", objectType="deals", objectId=D1, properties=deal_props, associations=["contacts", "companies", "notes"]), mcp_text({
        **deal(D1, d1_0, "2024-11-08T13:22:41.902Z", "2024-09-03T15:40:12.118Z"),
        "associations": {"contacts": {"results": [{"id": "95110234", "type": "deal_to_contact"}]},
                         "companies": {"results": [{"id": "20931447815", "type": "deal_to_company"}]},
                         "notes": {"results": [{"id": "61520388410", "type": "deal_to_note"}, {"id": "61698102543", "type": "deal_to_note"}]}}})))
    contact_props = ["firstname", "lastname", "email", "jobtitle", "company"]
    turns.append((call("search_crm_objects", objectType="contacts", query="Priya Ram", properties=contact_props, limit=10), mcp_text({"total": 2, "results": [
        {"id": "95110234", "properties": {"firstname": "Priya", "lastname": "Raman", "email": "priya.raman@northgatecold.com", "jobtitle": "Director of Operations",
                                          "company": "Northgate Cold Storage", "hs_object_id": "95110234"}, "createdAt": "2024-09-03T15:38:02.440Z", "updatedAt": "2024-10-30T11:12:09.017Z", "archived": False},
        {"id": "95127751", "properties": {"firstname": "Priya", "lastname": "Ramanathan", "email": "p.ramanathan@fenwicklogistics.co.uk", "jobtitle": "Procurement Lead",
                                          "company": "Fenwick Logistics", "hs_object_id": "95127751"}, "createdAt": "2024-10-01T07:55:48.203Z", "updatedAt": "2024-10-01T07:55:48.203Z", "archived": False},
    ]})))
    turns.append((call("search_crm_objects", objectType="contacts", query="Wielgus", properties=contact_props, limit=10), mcp_text({"total": 1, "results": [
        {"id": "95118870", "properties": {"firstname": "Tomasz", "lastname": "Wielgus", "email": "t.wielgus@northgatecold.com", "jobtitle": "Chief Financial Officer",
                                          "company": "Northgate Cold Storage", "hs_object_id": "95118870"}, "createdAt": "2024-09-17T12:20:31.588Z", "updatedAt": "2024-11-05T16:44:10.902Z", "archived": False},
    ]})))
    turns.append((call("create_association", fromObjectType="deals", fromObjectId=D1, toObjectType="contacts", toObjectId="95118870"), mcp_text({
        "status": "COMPLETE", "results": [{"from": {"id": D1}, "to": {"id": "95118870"}, "type": "deal_to_contact"}],
        "startedAt": "2024-11-13T10:14:31.207Z", "completedAt": "2024-11-13T10:14:31.259Z"})))
    d1_1 = {**d1_0, "amount": "91500", "dealstage": "presentationscheduled", "closedate": "2025-01-17T00:00:00Z",
            "num_associated_contacts": "2", "hs_lastmodifieddate": "2024-11-13T10:14:52.331Z"}
    turns.append((call("update_crm_object", objectType="deals", objectId=D1, properties={"amount": "91500", "dealstage": "presentationscheduled", "closedate": "2025-01-17"}),
                  mcp_text(deal(D1, {k: d1_1[k] for k in ["dealname", "amount", "dealstage", "closedate", "hs_lastmodifieddate"]}, "2024-11-13T10:14:52.331Z", "2024-09-03T15:40:12.118Z"))))
    body = "Call with Priya Raman + Tomasz Wielgus: Phase 2 now includes the second blast-freezer tunnel (+7,500). Budget approved in principle; site presentation booked for Dec 4. Close moved to mid-January pending board."
    turns.append((call("create_crm_object", objectType="notes", properties={"hs_note_body": body, "hs_timestamp": "2024-11-13T10:15:00Z"},
                       associations=[{"to": {"id": D1}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 214}]}]), mcp_text({
        "id": "61843290117", "properties": {"hs_note_body": body, "hs_timestamp": "2024-11-13T10:15:00Z", "hs_object_id": "61843290117",
                                            "hs_createdate": "2024-11-13T10:15:06.512Z", "hubspot_owner_id": "51230877"},
        "createdAt": "2024-11-13T10:15:06.512Z", "updatedAt": "2024-11-13T10:15:06.512Z", "archived": False})))
    d1_2 = {**d1_1, "num_notes": "3", "hs_lastmodifieddate": "2024-11-13T10:15:07.044Z"}
    turns.append((call("get_crm_object", objectType="deals", objectId=D1, properties=deal_props, associations=["contacts"]), mcp_text({
        **deal(D1, d1_2, "2024-11-13T10:15:07.044Z", "2024-09-03T15:40:12.118Z"),
        "associations": {"contacts": {"results": [{"id": "95110234", "type": "deal_to_contact"}, {"id": "95118870", "type": "deal_to_contact"}]}}})))
    turns.append((call("search_crm_objects", objectType="deals", query="Northgate",
                       filterGroups=[{"filters": [{"propertyName": "dealstage", "operator": "EQ", "value": "contractsent"}]}], properties=deal_props, limit=10), mcp_text({
        "total": 1, "results": [deal(D2, d2, "2024-11-06T09:51:17.330Z", "2024-10-14T08:02:55.761Z")]})))
    turns.append((call("list_associations", objectType="deals", objectId=D1, toObjectType="notes"), mcp_text({"results": [
        {"toObjectId": 61520388410, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 214, "label": None}]},
        {"toObjectId": 61698102543, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 214, "label": None}]},
        {"toObjectId": 61843290117, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 214, "label": None}]},
    ]})))
    state = "HubSpot private app token (scopes: crm.objects.deals, crm.objects.contacts, crm.objects.notes). Task: after today's call, update the Northgate Phase 2 deal, add the CFO to it and log a note."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 09
def t09_gcal() -> tuple[str, str, Turns]:
    # CLEAN: Google Calendar sectional scheduling; the event is created, moved 15 minutes and gains an attendee, the tentative hold is deleted, a narrower time window lists fewer events, attendees answer over time.
    cal = "riversideyo.org_3kq8v1d0m5s2cl4f7h9e@group.calendar.google.com"
    tools = [
        tool("list_calendars", "List all calendars the user can access", {}, []),
        tool("list_events", "List events from a calendar in a time range", {"calendarId": S, "timeMin": S, "timeMax": S}, ["calendarId"]),
        tool("get_event", "Get one event by id", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": S, "end": S, "location": S, "description": S, "attendees": A, "timeZone": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Update fields of an existing event", {"calendarId": S, "eventId": S, "start": S, "end": S, "attendees": A, "summary": S, "location": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("get_freebusy", "Query free/busy information for calendars", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar for j.vasquez@riversideyo.org; time zone America/Chicago", tools)

    def ev(summary: str, eid: str, start: str, end: str, loc: str, attendees: list[tuple[str, str]] | None = None, extra: str = "") -> str:
        lines = [f"Event: {summary}", f"ID: {eid}", f"Start: {start}", f"End: {end}", f"Location: {loc}" if loc else "Location: (none)"]
        if attendees:
            lines.append("Attendees: " + ", ".join(f"{a} ({s})" for a, s in attendees))
        if extra:
            lines.append(extra)
        return "\n".join(lines)
    strings = ev("Strings sectional", "7hq2m4c1k9r0s5v3b8n6x2p4tl", "2024-11-19T18:00:00-06:00", "2024-11-19T19:30:00-06:00", "Room 110, Calloway Arts Center")
    hold = ev("HOLD – Brass sectional (tentative)", "0c5v8j3n1d7f2q9w4e6r8t1yaz", "2024-11-20T18:00:00-06:00", "2024-11-20T19:30:00-06:00", "")
    board = ev("Board meeting (Zoom)", "4lm9n2b7c3x5z8q1w6e0r4t2ys", "2024-11-21T12:00:00-06:00", "2024-11-21T13:00:00-06:00", "https://us02web.zoom.us/j/84120937755")
    full = ev("Full orchestra rehearsal", "2bd8f6h1j3k5l7n9p0q2r4s6ub", "2024-11-23T09:30:00-06:00", "2024-11-23T12:30:00-06:00", "Main Hall, Calloway Arts Center")
    B = "6tq1r8w3e5y7u9i2o4p6a8s0df"
    coaches = ["r.okafor@riversideyo.org", "d.pham@riversideyo.org", "l.grunwald@riversideyo.org"]
    brass_late = ev("Brass sectional", B, "2024-11-21T18:45:00-06:00", "2024-11-21T20:15:00-06:00", "Room 114, Calloway Arts Center")
    turns: Turns = []
    turns.append((call("list_calendars"), "\n".join([
        "Calendars:",
        "- j.vasquez@riversideyo.org (Jordan Vasquez) [primary] role: owner, tz: America/Chicago",
        f"- {cal} (Riverside Youth Orchestra) role: owner, tz: America/Chicago",
        "- en.usa#holiday@group.v.calendar.google.com (Holidays in United States) role: reader",
        "- riversideyo.org_c9a0ldbq2rooms@resource.calendar.google.com (Calloway rooms) role: reader",
    ])))
    turns.append((call("list_events", calendarId=cal, timeMin="2024-11-18T00:00:00-06:00", timeMax="2024-11-25T00:00:00-06:00"),
                  "Found 4 events:\n\n" + "\n\n".join([strings, hold, board, full])))
    turns.append((call("get_freebusy", timeMin="2024-11-21T17:00:00-06:00", timeMax="2024-11-21T21:00:00-06:00", items=[{"id": c} for c in coaches]), pj({
        "kind": "calendar#freeBusy", "timeMin": "2024-11-21T23:00:00.000Z", "timeMax": "2024-11-22T03:00:00.000Z",
        "calendars": {
            "r.okafor@riversideyo.org": {"busy": [{"start": "2024-11-21T23:00:00Z", "end": "2024-11-22T00:00:00Z"}]},
            "d.pham@riversideyo.org": {"busy": []},
            "l.grunwald@riversideyo.org": {"errors": [{"domain": "global", "reason": "notFound"}], "busy": []},
        }})))
    desc = "Brass sectional for the Dec 7 concert: Holst Suite in E-flat mvt. 1 + Gabrieli Canzon septimi toni. Bring mutes."
    turns.append((call("create_event", calendarId=cal, summary="Brass sectional", start="2024-11-21T18:30:00", end="2024-11-21T20:00:00",
                       timeZone="America/Chicago", location="Room 114, Calloway Arts Center", description=desc, attendees=coaches),
                  "Event created successfully!\n" + ev("Brass sectional", B, "2024-11-21T18:30:00-06:00", "2024-11-21T20:00:00-06:00", "Room 114, Calloway Arts Center",
                                                       [(c, "needsAction") for c in coaches], "Link: https://www.google.com/calendar/event?eid=NnRxMXI4dzNlNXk3dTlpMm80cDZhOHMwZGYgcml2ZXJzaWRleW8ub3Jn")))
    turns.append((call("delete_event", calendarId=cal, eventId="0c5v8j3n1d7f2q9w4e6r8t1yaz"), "Event 0c5v8j3n1d7f2q9w4e6r8t1yaz deleted successfully."))
    turns.append((call("get_event", calendarId=cal, eventId=B), "\n".join([
        ev("Brass sectional", B, "2024-11-21T18:30:00-06:00", "2024-11-21T20:00:00-06:00", "Room 114, Calloway Arts Center", [(c, "needsAction") for c in coaches]),
        f"Description: {desc}", "Status: confirmed", f"Organizer: {cal} (Riverside Youth Orchestra)", "Creator: j.vasquez@riversideyo.org",
        "Created: 2024-11-15T16:03:11.000Z", "Updated: 2024-11-15T16:03:11.824Z", "Reminders: default (popup 30 min)"])))
    coaches4 = [*coaches, "t.abernathy@riversideyo.org"]
    turns.append((call("update_event", calendarId=cal, eventId=B, start="2024-11-21T18:45:00", end="2024-11-21T20:15:00", attendees=coaches4),
                  "Event updated successfully!\n" + ev("Brass sectional", B, "2024-11-21T18:45:00-06:00", "2024-11-21T20:15:00-06:00", "Room 114, Calloway Arts Center",
                                                       [(c, "needsAction") for c in coaches4], "Updated: 2024-11-15T16:05:48.310Z")))
    turns.append((call("list_events", calendarId=cal, timeMin="2024-11-18T00:00:00-06:00", timeMax="2024-11-25T00:00:00-06:00"),
                  "Found 4 events:\n\n" + "\n\n".join([strings, board, brass_late, full])))
    turns.append((call("list_events", calendarId=cal, timeMin="2024-11-21T18:00:00-06:00", timeMax="2024-11-25T00:00:00-06:00"),
                  "Found 2 events:\n\n" + "\n\n".join([brass_late, full])))
    turns.append((call("get_event", calendarId=cal, eventId=B), "\n".join([
        ev("Brass sectional", B, "2024-11-21T18:45:00-06:00", "2024-11-21T20:15:00-06:00", "Room 114, Calloway Arts Center",
           [("r.okafor@riversideyo.org", "accepted"), ("d.pham@riversideyo.org", "accepted"), ("l.grunwald@riversideyo.org", "needsAction"), ("t.abernathy@riversideyo.org", "tentative")]),
        f"Description: {desc}", "Status: confirmed", f"Organizer: {cal} (Riverside Youth Orchestra)", "Creator: j.vasquez@riversideyo.org",
        "Created: 2024-11-15T16:03:11.000Z", "Updated: 2024-11-15T16:41:20.097Z", "Reminders: default (popup 30 min)"])))
    state = "Signed in as j.vasquez@riversideyo.org (orchestra manager). Today is Friday 2024-11-15. Task: replace the tentative brass hold with a real Thursday sectional and invite the coaches."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 10
def t10_pagerduty() -> tuple[str, str, Turns]:
    # BAD: PagerDuty incident handling; turn 6's new note is stamped 03:12:05Z, earlier than the acknowledgement turn 4 recorded at 03:17:42Z although the note was written after it.
    INC = "Q1XKD4R7Z0TB3F"
    me = {"id": "P4U9K2D", "type": "user_reference", "summary": "Noor Haddad", "self": "https://api.pagerduty.com/users/P4U9K2D", "html_url": "https://tessellate.pagerduty.com/users/P4U9K2D"}
    svc = {"id": "PSRV7Q2", "type": "service_reference", "summary": "checkout-api (prod)", "self": "https://api.pagerduty.com/services/PSRV7Q2", "html_url": "https://tessellate.pagerduty.com/service-directory/PSRV7Q2"}
    ep = {"id": "P8EP3LM", "type": "escalation_policy_reference", "summary": "Payments – primary", "self": "https://api.pagerduty.com/escalation_policies/P8EP3LM"}
    tools = [
        tool("list_incidents", "List incidents, filtered by status/service", {"statuses": A, "service_ids": A, "limit": INT}, []),
        tool("get_incident", "Get an incident", {"incident_id": S}, ["incident_id"]),
        tool("list_incident_alerts", "List the alerts grouped into an incident", {"incident_id": S}, ["incident_id"]),
        tool("update_incident", "Acknowledge, resolve, reassign or change urgency of an incident", {"incident_id": S, "status": S, "resolution": S}, ["incident_id"]),
        tool("list_oncalls", "List on-call entries", {"escalation_policy_ids": A}, []),
        tool("create_incident_note", "Add a note to an incident", {"incident_id": S, "content": S}, ["incident_id", "content"]),
        tool("get_service", "Get a service", {"service_id": S}, ["service_id"]),
    ]
    system = mcp_system("pagerduty", "PagerDuty REST API for account tessellate, acting as Noor Haddad", tools)
    title = "[Datadog] Checkout API p99 latency > 2s on checkout-api (prod)"
    disk = {"id": "Q3MZ8WV1HC6N2J", "type": "incident", "incident_number": 48207, "title": "[Datadog] Disk usage 91% on pg-replica-3", "status": "acknowledged",
            "urgency": "low", "created_at": "2024-11-08T22:14:33Z", "last_status_change_at": "2024-11-08T22:31:09Z",
            "service": {"id": "PDBX4T1", "type": "service_reference", "summary": "postgres-replicas (prod)"},
            "assignments": [{"at": "2024-11-08T22:14:33Z", "assignee": {"id": "PJW3H8E", "type": "user_reference", "summary": "Jasper Whitcombe"}}],
            "html_url": "https://tessellate.pagerduty.com/incidents/Q3MZ8WV1HC6N2J"}

    def inc(status: str, changed: str, acks: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": INC, "type": "incident", "incident_number": 48213, "title": title, "description": title, "status": status, "urgency": "high",
                "incident_key": "dd-monitor-48213907-checkout-api-prod", "created_at": "2024-11-09T02:51:07Z", "updated_at": changed,
                "last_status_change_at": changed, "last_status_change_by": me if status != "triggered" else svc,
                "service": svc, "escalation_policy": ep, "priority": {"id": "PQ0P1XB", "type": "priority", "summary": "P1"},
                "assignments": [] if status == "resolved" else [{"at": "2024-11-09T02:51:07Z", "assignee": me}],
                "acknowledgements": acks, "alert_counts": {"all": 3, "triggered": 0 if status == "resolved" else 3, "resolved": 3 if status == "resolved" else 0},
                "html_url": f"https://tessellate.pagerduty.com/incidents/{INC}"}
    trig = inc("triggered", "2024-11-09T02:51:07Z", [])
    turns: Turns = []
    turns.append((call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), mcp_text({
        "incidents": [{k: trig[k] for k in ["id", "type", "incident_number", "title", "status", "urgency", "created_at", "last_status_change_at", "service", "assignments", "html_url"]}, disk],
        "limit": 25, "offset": 0, "more": False, "total": None})))
    turns.append((call("get_incident", incident_id=INC), mcp_text({"incident": trig})))
    turns.append((call("list_incident_alerts", incident_id=INC), mcp_text({"alerts": [
        {"id": "Q0ALR7K2M9X1", "type": "alert", "status": "triggered", "severity": "critical", "created_at": "2024-11-09T02:51:07Z",
         "alert_key": "dd-monitor-48213907-checkout-api-prod", "summary": "p99 latency 2.84s (threshold 2s) on checkout-api, region us-east-1",
         "body": {"details": {"monitor_id": 48213907, "metric": "trace.http.request.duration.p99", "value": 2.84, "region": "us-east-1"}}},
        {"id": "Q0ALR7K5C2D8", "type": "alert", "status": "triggered", "severity": "critical", "created_at": "2024-11-09T02:53:40Z",
         "alert_key": "dd-monitor-48213907-checkout-api-prod-usw2", "summary": "p99 latency 2.31s (threshold 2s) on checkout-api, region us-west-2",
         "body": {"details": {"monitor_id": 48213907, "metric": "trace.http.request.duration.p99", "value": 2.31, "region": "us-west-2"}}},
        {"id": "Q0ALR7K8F4H6", "type": "alert", "status": "triggered", "severity": "error", "created_at": "2024-11-09T02:58:12Z",
         "alert_key": "dd-monitor-48219944-checkout-api-5xx", "summary": "5xx rate 3.9% (threshold 2%) on checkout-api",
         "body": {"details": {"monitor_id": 48219944, "metric": "trace.http.request.errors", "value": 0.039}}},
    ], "limit": 25, "offset": 0, "more": False})))
    ack = [{"at": "2024-11-09T03:17:42Z", "acknowledger": me}]
    turns.append((call("update_incident", incident_id=INC, status="acknowledged"), mcp_text({"incident": inc("acknowledged", "2024-11-09T03:17:42Z", ack)})))
    turns.append((call("list_oncalls", escalation_policy_ids=["P8EP3LM"]), mcp_text({"oncalls": [
        {"escalation_policy": ep, "escalation_level": 1, "schedule": {"id": "PSCH1PA", "summary": "Payments primary (weekly)"},
         "user": me, "start": "2024-11-08T17:00:00Z", "end": "2024-11-15T17:00:00Z"},
        {"escalation_policy": ep, "escalation_level": 2, "schedule": {"id": "PSCH2PB", "summary": "Payments secondary (weekly)"},
         "user": {"id": "PJW3H8E", "type": "user_reference", "summary": "Jasper Whitcombe"}, "start": "2024-11-08T17:00:00Z", "end": "2024-11-15T17:00:00Z"},
        {"escalation_policy": ep, "escalation_level": 3, "schedule": None,
         "user": {"id": "PMG0Z7R", "type": "user_reference", "summary": "Ivana Petrović"}, "start": None, "end": None},
    ], "limit": 25, "offset": 0, "more": False})))
    n1 = "Latency correlates with deploy checkout-api v2024.11.08-7 (02:44Z). Traces show N+1 queries to tax-service from the new promo-stacking path. Preparing rollback."
    turns.append((call("create_incident_note", incident_id=INC, content=n1), mcp_text({"note": {
        "id": "PNT8C4QXZ1", "user": me, "channel": {"summary": "The PagerDuty website or APIs"}, "content": n1, "created_at": "2024-11-09T03:12:05Z"}})))
    turns.append((call("get_service", service_id="PSRV7Q2"), mcp_text({"service": {
        "id": "PSRV7Q2", "type": "service", "name": "checkout-api (prod)", "description": "Public checkout API (cart, tax, payment orchestration)",
        "status": "warning", "auto_resolve_timeout": 14400, "acknowledgement_timeout": 1800, "created_at": "2021-06-02T09:40:11Z",
        "last_incident_timestamp": "2024-11-09T02:51:07Z", "escalation_policy": ep, "alert_creation": "create_alerts_and_incidents",
        "incident_urgency_rule": {"type": "constant", "urgency": "high"}, "teams": [{"id": "PTM5PAY", "summary": "Payments"}],
        "integrations": [{"id": "PINT9DD", "type": "generic_events_api_inbound_integration_reference", "summary": "Datadog"}],
        "html_url": "https://tessellate.pagerduty.com/service-directory/PSRV7Q2"}})))
    n2 = "Rolled back to v2024.11.08-6 at 03:29Z. p99 back to 410ms in us-east-1 and 380ms in us-west-2; 5xx rate 0.2%. Follow-up: PAY-2291 (tax-service batching)."
    turns.append((call("create_incident_note", incident_id=INC, content=n2), mcp_text({"note": {
        "id": "PNT8C4R7B3", "user": me, "channel": {"summary": "The PagerDuty website or APIs"}, "content": n2, "created_at": "2024-11-09T03:33:50Z"}})))
    turns.append((call("update_incident", incident_id=INC, status="resolved", resolution="Rolled back checkout-api to v2024.11.08-6; see notes."),
                  mcp_text({"incident": inc("resolved", "2024-11-09T03:41:18Z", [])})))
    turns.append((call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), mcp_text({"incidents": [disk], "limit": 25, "offset": 0, "more": False, "total": None})))
    state = "PagerDuty API key for user Noor Haddad (P4U9K2D), on call for Payments – primary. It is the night of 2024-11-08/09 (UTC). Task: handle the open checkout-api incident."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 11
def t11_stripe() -> tuple[str, str, Turns]:
    # BAD: Stripe workshop invoice; turn 7's finalized invoice lists the three line items of turns 4-6 (111000 + 13500 + 4000 = 128500) but its subtotal/total/amount_due say 127500.
    cus = "cus_R4hT9wKz2LmQvN"
    inv = "in_1QCx7ZHkT4mZ2pLwR8sT5vKb"
    p_seat, p_kit, p_stand = "price_1QBr8xHkT4mZ2pLw9cV0sJ3a", "price_1QBrAdHkT4mZ2pLwq7GhY6Ue", "price_1Q9kLmHkT4mZ2pLwX2bN5rTz"
    tools = [
        tool("list_customers", "List customers, optionally by email", {"email": S, "limit": INT}, []),
        tool("list_prices", "List prices, optionally for a product", {"product": S, "active": B, "limit": INT}, []),
        tool("create_invoice", "Create a draft invoice for a customer", {"customer": S, "days_until_due": INT, "collection_method": S}, ["customer"]),
        tool("create_invoice_item", "Add an item to a draft invoice (price + quantity, or amount)", {"customer": S, "invoice": S, "price": S, "quantity": INT, "amount": INT, "currency": S, "description": S}, ["customer", "invoice"]),
        tool("finalize_invoice", "Finalize a draft invoice", {"invoice": S}, ["invoice"]),
        tool("list_payment_intents", "List payment intents, optionally for a customer", {"customer": S, "limit": INT}, []),
        tool("create_refund", "Refund a payment intent, fully or partially", {"payment_intent": S, "amount": INT, "reason": S}, ["payment_intent"]),
        tool("retrieve_balance", "Retrieve the account balance", {}, []),
    ]
    system = mcp_system("stripe", "Stripe API (live mode) for Spokeshop Workshops LLC", tools)

    def price(pid: str, prod: str, nick: str, amount: int, created: int) -> dict[str, Any]:
        return {"id": pid, "object": "price", "active": True, "billing_scheme": "per_unit", "created": created, "currency": "usd",
                "livemode": True, "lookup_key": None, "nickname": nick, "product": prod, "recurring": None, "tax_behavior": "exclusive",
                "type": "one_time", "unit_amount": amount, "unit_amount_decimal": str(amount)}

    def item(iid: str, amount: int, desc: str, pid: str | None, qty: int, unit: int, created: int) -> dict[str, Any]:
        return {"id": iid, "object": "invoiceitem", "amount": amount, "currency": "usd", "customer": cus, "date": created, "description": desc,
                "discountable": True, "invoice": inv, "livemode": True, "period": {"end": created, "start": created},
                "price": {"id": pid, "object": "price", "unit_amount": unit} if pid else None, "proration": False, "quantity": qty,
                "unit_amount": unit, "unit_amount_decimal": str(unit)}
    ii_seat = item("ii_1QCx8bHkT4mZ2pLwM1nP7qRs", 111000, "Wheel-building workshop (per seat)", p_seat, 6, 18500, 1731580087)
    ii_kit = item("ii_1QCx8wHkT4mZ2pLw3dT9vKy1", 13500, "Tool kit rental (per day)", p_kit, 6, 2250, 1731580112)
    ii_fee = item("ii_1QCx9KHkT4mZ2pLwZ6eB2cQx", 4000, "Venue surcharge – Saturday session", None, 1, 4000, 1731580140)
    turns: Turns = []
    turns.append((call("list_customers", email="accounts@haldenbikes.coop", limit=3), mcp_text({"object": "list", "url": "/v1/customers", "has_more": False, "data": [
        {"id": cus, "object": "customer", "address": {"city": "Halden", "country": "NO", "line1": "Storgata 14", "postal_code": "1771"},
         "balance": 0, "created": 1716301455, "currency": "usd", "delinquent": False, "email": "accounts@haldenbikes.coop",
         "invoice_prefix": "7E1A44C2", "invoice_settings": {"default_payment_method": None, "footer": None}, "livemode": True,
         "metadata": {"crm_id": "HB-0193"}, "name": "Halden Bicycle Co-op", "next_invoice_sequence": 42, "preferred_locales": ["nb", "en"],
         "tax_exempt": "none"}]})))
    turns.append((call("list_prices", active=True, limit=10), mcp_text({"object": "list", "url": "/v1/prices", "has_more": False, "data": [
        price(p_seat, "prod_QwB7s1Lr0vY2eM", "Wheel-building workshop (per seat)", 18500, 1727361802),
        price(p_kit, "prod_QwB9nV5jK8aF1c", "Tool kit rental (per day)", 2250, 1727361990),
        price(p_stand, "prod_Qu5hF2wE8tG0pZ", "Truing stand deposit", 4500, 1726670411),
    ]})))
    draft = {"id": inv, "object": "invoice", "account_country": "US", "account_name": "Spokeshop Workshops LLC", "amount_due": 0, "amount_paid": 0,
             "amount_remaining": 0, "attempt_count": 0, "attempted": False, "auto_advance": False, "collection_method": "send_invoice",
             "created": 1731580000, "currency": "usd", "customer": cus, "customer_email": "accounts@haldenbikes.coop", "customer_name": "Halden Bicycle Co-op",
             "days_until_due": 14, "due_date": None, "hosted_invoice_url": None, "invoice_pdf": None, "livemode": True,
             "lines": {"object": "list", "data": [], "has_more": False, "total_count": 0, "url": f"/v1/invoices/{inv}/lines"},
             "number": None, "paid": False, "status": "draft", "subtotal": 0, "tax": None, "total": 0}
    turns.append((call("create_invoice", customer=cus, days_until_due=14, collection_method="send_invoice"), mcp_text(draft)))
    turns.append((call("create_invoice_item", customer=cus, invoice=inv, price=p_seat, quantity=6), mcp_text(ii_seat)))
    turns.append((call("create_invoice_item", customer=cus, invoice=inv, price=p_kit, quantity=6), mcp_text(ii_kit)))
    turns.append((call("create_invoice_item", customer=cus, invoice=inv, amount=4000, currency="usd", description="Venue surcharge – Saturday session"), mcp_text(ii_fee)))

    def line(ii: dict[str, Any], lid: str) -> dict[str, Any]:
        return {"id": lid, "object": "line_item", "amount": ii["amount"], "currency": "usd", "description": ii["description"],
                "invoice_item": ii["id"], "period": ii["period"], "price": ii["price"], "proration": False, "quantity": ii["quantity"], "type": "invoiceitem"}
    wrong = 127500
    final = {**draft, "amount_due": wrong, "amount_remaining": wrong, "auto_advance": True, "due_date": 1732790020,
             "effective_at": 1731580420, "finalized_at": 1731580420,
             "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Mf3QkHkT4mZ2pLw/live_YWNjdF8xTWYzUWtIa1Q0bVoycEx3LF9SNWhTd0RyQ0tOT2VqcnRqV2Z0",
             "invoice_pdf": "https://pay.stripe.com/invoice/acct_1Mf3QkHkT4mZ2pLw/live_YWNjdF8xTWYzUWtIa1Q0bVoycEx3LF9SNWhTd0RyQ0tOT2VqcnRqV2Z0/pdf",
             "lines": {"object": "list", "data": [line(ii_seat, "il_1QCx8bHkT4mZ2pLwqA3s9LmN"), line(ii_kit, "il_1QCx8wHkT4mZ2pLw7bVx2RcT"),
                                                  line(ii_fee, "il_1QCx9KHkT4mZ2pLwE5dF8gHj")],
                       "has_more": False, "total_count": 3, "url": f"/v1/invoices/{inv}/lines"},
             "number": "7E1A44C2-0042", "status": "open", "status_transitions": {"finalized_at": 1731580420, "paid_at": None, "voided_at": None},
             "subtotal": wrong, "subtotal_excluding_tax": wrong, "total": wrong, "total_excluding_tax": wrong}
    turns.append((call("finalize_invoice", invoice=inv), mcp_text(final)))
    turns.append((call("list_payment_intents", customer=cus, limit=5), mcp_text({"object": "list", "url": "/v1/payment_intents", "has_more": False, "data": [
        {"id": "pi_3Q4nZxHkT4mZ2pLw1Gk8cD3e", "object": "payment_intent", "amount": 4500, "amount_received": 4500, "created": 1728925542, "currency": "usd",
         "customer": cus, "description": "Truing stand deposit", "latest_charge": "ch_3Q4nZxHkT4mZ2pLw1yT6uV0w", "livemode": True,
         "payment_method_types": ["card"], "status": "succeeded"},
        {"id": "pi_3Q4nZcHkT4mZ2pLw0Fh2aB7d", "object": "payment_intent", "amount": 4500, "amount_received": 4500, "created": 1728925500, "currency": "usd",
         "customer": cus, "description": "Truing stand deposit", "latest_charge": "ch_3Q4nZcHkT4mZ2pLw0qW3eR8t", "livemode": True,
         "payment_method_types": ["card"], "status": "succeeded"},
    ]})))
    turns.append((call("create_refund", payment_intent="pi_3Q4nZxHkT4mZ2pLw1Gk8cD3e", reason="duplicate"), mcp_text({
        "id": "re_3Q4nZxHkT4mZ2pLw1Rf5gH2k", "object": "refund", "amount": 4500, "balance_transaction": "txn_3Q4nZxHkT4mZ2pLw1kJ9mN4p",
        "charge": "ch_3Q4nZxHkT4mZ2pLw1yT6uV0w", "created": 1731580611, "currency": "usd", "metadata": {},
        "payment_intent": "pi_3Q4nZxHkT4mZ2pLw1Gk8cD3e", "reason": "duplicate", "receipt_number": None, "source_transfer_reversal": None,
        "status": "succeeded", "transfer_reversal": None})))
    turns.append((call("retrieve_balance"), mcp_text({"object": "balance", "livemode": True,
                                                      "available": [{"amount": 1843270, "currency": "usd", "source_types": {"card": 1843270}}],
                                                      "pending": [{"amount": 61200, "currency": "usd", "source_types": {"card": 61200}}],
                                                      "connect_reserved": [{"amount": 0, "currency": "usd"}]})))
    state = "Stripe restricted key (invoices, prices, customers, payment_intents, refunds: write). Task: invoice Halden Bicycle Co-op for Saturday's workshop (6 seats, 6 tool kits, venue surcharge $40) and refund their duplicate deposit from October."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 12
def t12_inventory() -> tuple[str, str, Turns]:
    # CLEAN: brewery inventory system; stock moves only through the agent's adjustment, partial PO receipt and transfer, totals across locations add up, low-stock list shrinks accordingly.
    tools = [
        tool("list_locations", "List stock locations", {}, []),
        tool("list_items", "List items, optionally only those below their reorder point", {"low_stock": B, "category": S}, []),
        tool("get_item", "Item detail with stock per location", {"sku": S}, ["sku"]),
        tool("create_purchase_order", "Create and submit a purchase order", {"supplier_id": S, "lines": A, "expected_date": S}, ["supplier_id", "lines"]),
        tool("adjust_stock", "Post a stock adjustment (positive or negative)", {"sku": S, "location": S, "delta": INT, "reason": S}, ["sku", "location", "delta", "reason"]),
        tool("receive_purchase_order", "Receive (part of) a purchase order into a location", {"po_number": S, "location": S, "lines": A}, ["po_number", "location", "lines"]),
        tool("transfer_stock", "Move stock between locations", {"sku": S, "from_location": S, "to_location": S, "quantity": INT}, ["sku", "from_location", "to_location", "quantity"]),
        tool("get_purchase_order", "Purchase order detail with receipts", {"po_number": S}, ["po_number"]),
    ]
    system = mcp_system("stockroom", "StockRoom inventory for Ferrous Hound Brewing Co.; results are plain text", tools)
    low_head = ["SKU", "Item", "On hand", "Reserved", "Available", "Reorder point", "Unit"]
    malt0 = ["MLT-PIL-25", "Pilsner malt 25 kg", "31", "0", "31", "40", "sack"]
    malt1 = ["MLT-PIL-25", "Pilsner malt 25 kg", "28", "0", "28", "40", "sack"]
    cans = ["CAN-473-SLV", "473 ml can, silver (207 end)", "2,400", "1,200", "1,200", "5,000", "can"]
    citra_low = ["HOP-CIT-1KG", "Citra T90 pellets 1 kg", "14", "6", "8", "20", "bag"]
    loc_head = ["Location", "On hand", "Reserved", "Available"]

    def citra(rows: list[list[str]], total: tuple[int, int, int], last: str) -> str:
        return "\n".join([
            "SKU: HOP-CIT-1KG", "Name: Citra T90 pellets 1 kg (crop 2024)", "Category: hops", "Supplier: Yakima Valley Hop Exchange (SUP-0031)",
            "Unit cost: $21.40", "Reorder point: 20 | Reorder qty: 40", "", "Stock by location:", md_table(loc_head, rows), "",
            f"Total on hand: {total[0]} · reserved: {total[1]} · available: {total[2]}",
            "Reserved for: BATCH-0917 Hazy IPA \"Night Shift\" (brew day 2024-11-15) — 6 bags", last])
    turns: Turns = []
    turns.append((call("list_locations"), "3 locations\n\n" + md_table(["Code", "Name", "Type", "Storage"], [
        ["WH-MAIN", "Main warehouse, Unit 4 Ketley Rd", "warehouse", "dry, ambient"],
        ["WH-COLD", "Hop & yeast cold room", "warehouse", "refrigerated 2–4 °C"],
        ["TRUCK-02", "Van 2 – taproom pilot-kit run", "vehicle", "ambient (insulated crates)"]])))
    turns.append((call("list_items", low_stock=True), "3 items below reorder point (available < reorder point)\n\n" + md_table(low_head, [citra_low, malt0, cans])))
    turns.append((call("get_item", sku="HOP-CIT-1KG"), citra([["WH-COLD", "14", "6", "8"]], (14, 6, 8), "Last counted: 2024-11-04 (cycle count CC-118) · Last received: 2024-10-02 (RCV-2149)")))
    turns.append((call("create_purchase_order", supplier_id="SUP-0031", expected_date="2024-11-13", lines=[{"sku": "HOP-CIT-1KG", "quantity": 40}, {"sku": "HOP-MOS-1KG", "quantity": 10}]), "\n".join([
        "Purchase order PO-2024-0387 created and submitted", "Supplier: Yakima Valley Hop Exchange (SUP-0031)", "Status: submitted", "Expected: 2024-11-13", "",
        md_table(["Line", "SKU", "Qty", "Unit cost", "Line total"], [["1", "HOP-CIT-1KG", "40", "$21.40", "$856.00"], ["2", "HOP-MOS-1KG", "10", "$24.10", "$241.00"]]),
        "", "PO total: $1,097.00"])))
    turns.append((call("adjust_stock", sku="MLT-PIL-25", location="WH-MAIN", delta=-3, reason="damaged bags (forklift puncture), disposed"), "\n".join([
        "Adjustment ADJ-5521 posted", "MLT-PIL-25 @ WH-MAIN: 31 → 28 (−3)", "Reason: damaged bags (forklift puncture), disposed", "Value impact: −$87.60", "Posted by: api:stock-assistant at 2024-11-13 14:06"])))
    turns.append((call("receive_purchase_order", po_number="PO-2024-0387", location="WH-COLD", lines=[{"sku": "HOP-CIT-1KG", "quantity": 40}, {"sku": "HOP-MOS-1KG", "quantity": 0}]), "\n".join([
        "Receipt RCV-2211 posted for PO-2024-0387 into WH-COLD", "",
        md_table(["SKU", "Ordered", "Received now", "Received total", "Outstanding"], [["HOP-CIT-1KG", "40", "40", "40", "0"], ["HOP-MOS-1KG", "10", "0", "0", "10"]]),
        "", "PO status: partially_received (HOP-MOS-1KG backordered by supplier)", "HOP-CIT-1KG @ WH-COLD: 14 → 54"])))
    turns.append((call("get_item", sku="HOP-CIT-1KG"), citra([["WH-COLD", "54", "6", "48"]], (54, 6, 48), "Last counted: 2024-11-04 (cycle count CC-118) · Last received: 2024-11-13 (RCV-2211)")))
    turns.append((call("transfer_stock", sku="HOP-CIT-1KG", from_location="WH-COLD", to_location="TRUCK-02", quantity=12), "\n".join([
        "Transfer TRF-1893 completed", "HOP-CIT-1KG × 12", "WH-COLD: 54 → 42", "TRUCK-02: 0 → 12", "Note: TRUCK-02 is not refrigerated — deliver within 24 h."])))
    turns.append((call("list_items", low_stock=True), "2 items below reorder point (available < reorder point)\n\n" + md_table(low_head, [malt1, cans])))
    turns.append((call("get_purchase_order", po_number="PO-2024-0387"), "\n".join([
        "PO-2024-0387 · Yakima Valley Hop Exchange (SUP-0031)", "Status: partially_received", "Created: 2024-11-13 14:04 · Expected: 2024-11-13", "",
        md_table(["Line", "SKU", "Ordered", "Received", "Outstanding", "Line total"], [["1", "HOP-CIT-1KG", "40", "40", "0", "$856.00"], ["2", "HOP-MOS-1KG", "10", "0", "10", "$241.00"]]),
        "", "Receipts: RCV-2211 (2024-11-13 14:09, WH-COLD)", "PO total: $1,097.00 · received value: $856.00 · open value: $241.00"])))
    state = "StockRoom API key for Ferrous Hound Brewing Co. (role: stock-assistant). Today is 2024-11-13. Task: restock Citra before Friday's brew, log the damaged malt, and send 12 bags of Citra out on van 2."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 13
def t13_jira() -> tuple[str, str, Turns]:
    # CLEAN: Jira triage; a look-alike key (GEO-1128) is a different, closed issue; the agent's transition/edit/comment/sub-task change GEO-1182 and drop it out of the To-Do search.
    tools = [
        tool("jira_search", "Search issues with JQL", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get an issue by key", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_get_transitions", "List available workflow transitions", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition an issue", {"issue_key": S, "transition_id": S}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update fields of an issue", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_add_comment", "Add a comment", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_create_issue", "Create an issue or sub-task", {"project_key": S, "summary": S, "issue_type": S, "description": S, "additional_fields": OBJ}, ["project_key", "summary", "issue_type"]),
    ]
    system = mcp_system("mcp-atlassian", "Jira Cloud site cartographics.atlassian.net, user Kasia Ostrowski", tools)
    jql = "project = GEO AND status = \"To Do\" AND labels = tile-cache ORDER BY priority DESC"
    kasia = {"display_name": "Kasia Ostrowski", "name": "Kasia Ostrowski", "email": "k.ostrowski@cartographics.io", "avatar_url": "https://secure.gravatar.com/avatar/9f2c.png"}
    old_sum = "Tile cache returns stale vector tiles after style publish"
    new_sum = "Tile cache serves stale vector tiles for up to 6h after style publish"

    def brief(key: str, summary: str, status: str, prio: str, assignee: str | None, itype: str, updated: str) -> dict[str, Any]:
        return {"key": key, "summary": summary, "status": {"name": status, "category": {"To Do": "To Do", "In Progress": "In Progress", "Done": "Done"}[status]},
                "issue_type": {"name": itype}, "priority": {"name": prio}, "assignee": {"display_name": assignee} if assignee else "Unassigned", "updated": updated}
    i1175 = brief("GEO-1175", "Cache hit ratio metric double-counts 304 responses", "To Do", "Medium", "Femi Adeyemi", "Bug", "2024-11-08T11:27:03.000+0100")
    i1191 = brief("GEO-1191", "Evict tiles by style version instead of TTL", "To Do", "Low", None, "Story", "2024-11-07T16:40:51.000+0100")
    c1 = {"id": "204233", "author": "Ines Halvorsen", "created": "2024-11-04T10:12:09.000+0100", "body": "Customer (Vestland county) republished the 'winter-roads' style at 08:00 and still saw summer road colours at 13:30. Hard refresh doesn't help."}
    c2 = {"id": "204380", "author": "Femi Adeyemi", "created": "2024-11-11T15:02:44.000+0100", "body": "Reproduced on staging: tiles under /v2/tiles/winter-roads/ keep Cache-Control max-age=21600 and the CDN key has no style version."}
    c3body = "Taking this. Plan: include the style revision in the tile cache key and purge the CDN prefix on publish (sub-task to follow). Regression from GEO-1128's warmup change, which dropped the revision from the key."
    turns: Turns = []
    turns.append((call("jira_search", jql=jql, fields="summary,status,issuetype,priority,assignee,updated", limit=20), pj({
        "total": 3, "start_at": 0, "max_results": 20, "issues": [
            brief("GEO-1182", old_sum, "To Do", "High", None, "Bug", "2024-11-11T15:02:44.000+0100"), i1175, i1191]})))
    base = {"key": "GEO-1182", "id": "58821", "issue_type": {"name": "Bug"}, "priority": {"name": "High"}, "reporter": {"display_name": "Ines Halvorsen"},
            "created": "2024-11-04T09:58:31.000+0100", "project": {"key": "GEO", "name": "Geo Platform"}, "components": [{"name": "tile-server"}],
            "description": "After publishing a new revision of a map style, clients keep receiving vector tiles rendered with the previous revision for several hours.\n\nSteps: publish style → request /v2/tiles/{style}/{z}/{x}/{y}.pbf → compare `style_rev` in tile metadata.",
            "url": "https://cartographics.atlassian.net/browse/GEO-1182"}
    turns.append((call("jira_get_issue", issue_key="GEO-1182"), pj({
        **base, "summary": old_sum, "status": {"name": "To Do", "category": "To Do"}, "assignee": "Unassigned", "labels": ["tile-cache", "customer-reported"],
        "updated": "2024-11-11T15:02:44.000+0100", "subtasks": [], "comments": [c1, c2], "comment_count": 2})))
    turns.append((call("jira_get_issue", issue_key="GEO-1128"), pj({
        "key": "GEO-1128", "id": "57904", "summary": "Tile cache warmup job ignores zoom levels above 14", "issue_type": {"name": "Bug"}, "priority": {"name": "Medium"},
        "status": {"name": "Done", "category": "Done"}, "resolution": "Fixed", "resolutiondate": "2024-08-22T17:31:12.000+0200",
        "assignee": {"display_name": "Femi Adeyemi"}, "reporter": {"display_name": "Kasia Ostrowski"}, "labels": ["tile-cache"],
        "created": "2024-08-09T13:05:40.000+0200", "updated": "2024-08-22T17:31:12.000+0200", "fix_versions": ["tile-server 3.8.0"],
        "comment_count": 4, "url": "https://cartographics.atlassian.net/browse/GEO-1128"})))
    turns.append((call("jira_get_transitions", issue_key="GEO-1182"), pj([
        {"id": "11", "name": "Start Progress", "to_status": "In Progress"}, {"id": "21", "name": "Block", "to_status": "Blocked"}, {"id": "31", "name": "Done", "to_status": "Done"}])))
    turns.append((call("jira_transition_issue", issue_key="GEO-1182", transition_id="11"), pj({
        "success": True, "message": "Issue GEO-1182 transitioned successfully", "issue": {"key": "GEO-1182", "status": "In Progress"}})))
    turns.append((call("jira_update_issue", issue_key="GEO-1182", fields={"assignee": "k.ostrowski@cartographics.io", "summary": new_sum,
                                                                       "labels": ["tile-cache", "customer-reported", "regression"]}), pj({
        "message": "Issue updated successfully", "issue": {**base, "summary": new_sum, "status": {"name": "In Progress", "category": "In Progress"},
                                                           "assignee": kasia, "labels": ["tile-cache", "customer-reported", "regression"],
                                                           "updated": "2024-11-13T09:47:36.000+0100"}})))
    turns.append((call("jira_add_comment", issue_key="GEO-1182", comment=c3body), pj({
        "id": "204517", "body": c3body, "created": "2024-11-13T09:48:10.000+0100", "updated": "2024-11-13T09:48:10.000+0100", "author": "Kasia Ostrowski"})))
    turns.append((call("jira_create_issue", project_key="GEO", summary="Purge CDN tile prefix on style publish", issue_type="Sub-task",
                       description="On style publish, call the CDN purge API for /v2/tiles/{style}/ so edge caches drop old revisions.",
                       additional_fields={"parent": "GEO-1182", "assignee": "k.ostrowski@cartographics.io"}), pj({
        "message": "Issue created successfully", "issue": {"key": "GEO-1207", "id": "59012", "summary": "Purge CDN tile prefix on style publish",
                                                           "issue_type": {"name": "Sub-task"}, "status": {"name": "To Do", "category": "To Do"},
                                                           "parent": {"key": "GEO-1182"}, "assignee": kasia, "labels": [],
                                                           "created": "2024-11-13T09:49:02.000+0100", "url": "https://cartographics.atlassian.net/browse/GEO-1207"}})))
    turns.append((call("jira_search", jql=jql, fields="summary,status,issuetype,priority,assignee,updated", limit=20), pj({
        "total": 2, "start_at": 0, "max_results": 20, "issues": [i1175, i1191]})))
    turns.append((call("jira_get_issue", issue_key="GEO-1182"), pj({
        **base, "summary": new_sum, "status": {"name": "In Progress", "category": "In Progress"}, "assignee": {"display_name": "Kasia Ostrowski"},
        "labels": ["tile-cache", "customer-reported", "regression"], "updated": "2024-11-13T09:49:02.000+0100",
        "subtasks": [{"key": "GEO-1207", "summary": "Purge CDN tile prefix on style publish", "status": "To Do"}],
        "comments": [c1, c2, {"id": "204517", "author": "Kasia Ostrowski", "created": "2024-11-13T09:48:10.000+0100", "body": c3body}], "comment_count": 3})))
    state = "Jira Cloud (cartographics.atlassian.net), authenticated as Kasia Ostrowski. Task: pick up the stale-tiles bug in GEO, make its summary precise, and split out the CDN purge work."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 14
def t14_home_assistant() -> tuple[str, str, Turns]:
    # BAD: Home Assistant guest-room prep; turn 9's live context shows the Office Space Heater 'on' although turn 2 switched it off and turn 5's context showed it 'off', with no action on it since.
    tools = [
        tool("GetLiveContext", "Provides real-time information about the CURRENT state, value, or mode of devices, sensors, entities, or areas.", {}, []),
        tool("HassTurnOn", "Turns on/opens/locks a device or entity", {"name": S, "area": S, "domain": A, "device_class": A}, []),
        tool("HassTurnOff", "Turns off/closes/unlocks a device or entity", {"name": S, "area": S, "domain": A, "device_class": A}, []),
        tool("HassLightSet", "Sets the brightness percentage or color of a light", {"name": S, "area": S, "brightness": INT, "color": S}, []),
        tool("HassClimateSetTemperature", "Sets the target temperature of a climate device or area", {"name": S, "area": S, "temperature": {"type": "number"}}, ["temperature"]),
        tool("HassSetPosition", "Sets the position of a cover or valve", {"name": S, "area": S, "position": INT}, ["position"]),
    ]
    system = mcp_system("home-assistant", "Home Assistant 2024.11 at the Lindqvist-Oduya house, exposed entities only", tools)

    def ctx(st: dict[str, Any]) -> str:
        ents = [
            ("Outdoor Temperature", "sensor", f"'{st['outdoor']}'", None, {"unit_of_measurement": "°C", "device_class": "temperature"}),
            ("Living Room Lamp", "light", "'on'", "Living Room", None),
            ("Downstairs Thermostat", "climate", "'heat'", "Living Room", {"current_temperature": st["down_cur"], "temperature": 20.5}),
            ("Kitchen Under-Cabinet", "light", f"'{st['kitchen']}'", "Kitchen", None),
            ("Office Space Heater", "switch", f"'{st['heater']}'", "Office", None),
            ("Office Desk Lamp", "light", "'off'", "Office", None),
            ("Guest Room Thermostat", "climate", "'heat'", "Guest Room", {"current_temperature": st["guest_cur"], "temperature": st["guest_set"]}),
            ("Guest Room Bedside Lamp", "light", f"'{st['bedside']}'", "Guest Room", None),
            ("Guest Room Towel Warmer", "switch", f"'{st['towel']}'", "Guest Room", None),
            ("Guest Room Blinds", "cover", f"{st['blinds']}", "Guest Room", {"current_position": st["blinds_pos"]}),
            ("Hallway Ceiling", "light", "'off'", "Hallway", None),
            ("Front Door", "lock", "unlocked", "Hallway", None),
            ("Garage Door", "cover", "closed", "Garage", {"current_position": 0}),
        ]
        out = ["Live Context: An overview of the areas and the devices in this smart home:"]
        for name, dom, state, area, attrs in ents:
            out += [f"- names: {name}", f"  domain: {dom}", f"  state: {state}"]
            if area:
                out.append(f"  areas: {area}")
            if attrs:
                out.append("  attributes:")
                out += [f"    {k}: {v!r}" if isinstance(v, str) else f"    {k}: {v}" for k, v in attrs.items()]
        return json.dumps({"success": True, "result": "\n".join(out)}, ensure_ascii=False)

    def done(name: str, eid: str) -> str:
        return json.dumps({"speech": {}, "response_type": "action_done", "data": {"targets": [], "success": [{"name": name, "type": "entity", "id": eid}], "failed": []}}, ensure_ascii=False)
    s0 = {"outdoor": "3.4", "down_cur": 20.6, "kitchen": "on", "heater": "on", "guest_cur": 16.2, "guest_set": 16.0, "bedside": "off",
          "towel": "off", "blinds": "open", "blinds_pos": 100}
    s1 = {**s0, "outdoor": "3.1", "down_cur": 20.5, "heater": "off", "guest_cur": 16.9, "guest_set": 21.0, "bedside": "on"}
    s2 = {**s1, "outdoor": "2.7", "down_cur": 20.4, "kitchen": "off", "heater": "on", "guest_cur": 18.3, "towel": "on", "blinds": "closed", "blinds_pos": 0}
    turns: Turns = []
    turns.append((call("GetLiveContext"), ctx(s0)))
    turns.append((call("HassTurnOff", name="Office Space Heater"), done("Office Space Heater", "switch.office_space_heater")))
    turns.append((call("HassClimateSetTemperature", area="Guest Room", temperature=21), done("Guest Room Thermostat", "climate.guest_room")))
    turns.append((call("HassLightSet", name="Guest Room Bedside Lamp", brightness=40), done("Guest Room Bedside Lamp", "light.guest_room_bedside")))
    turns.append((call("GetLiveContext"), ctx(s1)))
    turns.append((call("HassTurnOn", name="Guest Room Towel Warmer"), done("Guest Room Towel Warmer", "switch.guest_towel_warmer")))
    turns.append((call("HassSetPosition", name="Guest Room Blinds", position=0), done("Guest Room Blinds", "cover.guest_room_blinds")))
    turns.append((call("HassTurnOff", name="Kitchen Under-Cabinet"), done("Kitchen Under-Cabinet", "light.kitchen_under_cabinet")))
    turns.append((call("GetLiveContext"), ctx(s2)))
    turns.append((call("HassTurnOn", name="Front Door", domain=["lock"]), done("Front Door", "lock.front_door")))
    state = "Home Assistant MCP server (Assist API). Task: get the guest room ready for tonight (warm, lamp low, blinds down), switch off the office heater and kitchen lights, lock up."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 15
def t15_airtable() -> tuple[str, str, Turns]:
    # BAD: Airtable food-bank roster; turn 4's unchanged-filter listing of Saturday's shifts lacks the Intake-desk shift recK2wH4mP7sQd2Yn5 created in turn 3 (still the 5 old records, no paging).
    base = "appR7fQ2kXw9LmT4s"
    T_SH, T_VOL, T_SITE = "tblShifts8Kd2Zq1", "tblVolunteersQ1x", "tblSitesP4wNn7e"
    tools = [
        tool("list_tables", "List tables in a base", {"baseId": S, "detailLevel": S}, ["baseId"]),
        tool("list_records", "List records from a table, optionally filtered with a formula", {"baseId": S, "tableId": S, "maxRecords": INT, "filterByFormula": S, "fields": A}, ["baseId", "tableId"]),
        tool("search_records", "Search records whose text fields contain a term", {"baseId": S, "tableId": S, "searchTerm": S}, ["baseId", "tableId", "searchTerm"]),
        tool("get_record", "Get a record by id", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_record", "Create a record", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("update_records", "Update up to 10 records", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
    ]
    system = mcp_system("airtable", "Airtable base 'Eastside Food Collective – Volunteers' (appR7fQ2kXw9LmT4s)", tools)
    sat = "IS_SAME({Date}, '2024-11-16', 'day')"
    sh_fields = ["Shift", "Date", "Site", "Role", "Start", "Volunteer name", "Status"]
    S_EAST, S_RIV, S_MOB = "recSt3EgP9aW2kLm", "recSt7RvC4hQ8nDx", "recSt1MbL6tY5rGz"

    def shift(rid: str, site: tuple[str, str], role: str, start: str, vol: str | None, status: str, created: str) -> dict[str, Any]:
        f: dict[str, Any] = {"Shift": f"Sat 16 Nov · {site[1]} · {role} · {start}", "Date": "2024-11-16", "Site": [site[0]], "Role": role, "Start": start}
        if vol:
            f["Volunteer name"] = [vol]
        f["Status"] = status
        return {"id": rid, "createdTime": created, "fields": f}
    east, riv, mob = (S_EAST, "Eastgate Pantry"), (S_RIV, "Riverside Church Hall"), (S_MOB, "Mobile pantry – Linden Ave")
    old = [shift("recK2w9dT4pLq8Xz1a", east, "Sorting", "09:00", "Marisol Quintero", "Confirmed", "2024-10-28T19:02:11.000Z"),
           shift("recK2wA7bN1mRc3Ve6", east, "Distribution", "11:00", "Dev Acharya", "Confirmed", "2024-10-28T19:02:11.000Z"),
           shift("recK2wC5fH8jUy0Tq3", riv, "Sorting", "09:30", "Olu Okonkwo", "Confirmed", "2024-10-28T19:04:40.000Z"),
           shift("recK2wD2gJ6kWz9Ps4", riv, "Distribution", "12:00", None, "Open", "2024-10-28T19:04:40.000Z"),
           shift("recK2wF9hL3nXb7Rm8", mob, "Driver", "08:00", "Beth Sandoval", "Confirmed", "2024-11-02T15:47:26.000Z")]
    turns: Turns = []
    turns.append((call("list_tables", baseId=base, detailLevel="identifiersOnly"), pj({"tables": [
        {"id": T_SH, "name": "Shifts", "fields": [{"id": "fldShiftName01", "name": "Shift"}, {"id": "fldShDate02", "name": "Date"}, {"id": "fldShSite03", "name": "Site"},
                                                  {"id": "fldShRole04", "name": "Role"}, {"id": "fldShStart05", "name": "Start"}, {"id": "fldShVol06", "name": "Volunteer"},
                                                  {"id": "fldShVolNm07", "name": "Volunteer name"}, {"id": "fldShStat08", "name": "Status"}]},
        {"id": T_VOL, "name": "Volunteers", "fields": [{"id": "fldVoName01", "name": "Name"}, {"id": "fldVoPhone02", "name": "Phone"}, {"id": "fldVoMail03", "name": "Email"},
                                                       {"id": "fldVoHours04", "name": "Hours this month"}, {"id": "fldVoOnb05", "name": "Onboarded"}, {"id": "fldVoShifts06", "name": "Shifts"}]},
        {"id": T_SITE, "name": "Sites", "fields": [{"id": "fldSiName01", "name": "Name"}, {"id": "fldSiAddr02", "name": "Address"}, {"id": "fldSiCap03", "name": "Volunteer capacity"}]},
    ]})))
    turns.append((call("list_records", baseId=base, tableId=T_SH, filterByFormula=sat, fields=sh_fields, maxRecords=50), pj(old)))
    new_fields = {"Date": "2024-11-16", "Site": [S_EAST], "Role": "Intake desk", "Start": "09:00", "Volunteer": ["recVo8TmRy3sQe1K"], "Status": "Confirmed"}
    turns.append((call("create_record", baseId=base, tableId=T_SH, fields=new_fields), pj({
        "id": "recK2wH4mP7sQd2Yn5", "createdTime": "2024-11-14T18:19:52.000Z",
        "fields": {"Shift": "Sat 16 Nov · Eastgate Pantry · Intake desk · 09:00", **new_fields, "Volunteer name": ["Tamsin Reyes"]}})))
    turns.append((call("list_records", baseId=base, tableId=T_SH, filterByFormula=sat, fields=sh_fields, maxRecords=50), pj(old)))
    olu_f = {"Name": "Olu Okonkwo", "Phone": "(412) 555-0187", "Email": "olu.okonkwo@protonmail.com", "Hours this month": 14, "Onboarded": True,
             "Shifts": ["recK1pB8vT2xMa6Wc0", "recK2a4Gd9sLh1Zb7", "recK2wC5fH8jUy0Tq3"]}
    turns.append((call("search_records", baseId=base, tableId=T_VOL, searchTerm="Okonkwo"), pj([
        {"id": "recVo2NkOk7uLw3P", "createdTime": "2024-02-11T17:30:05.000Z", "fields": olu_f},
        {"id": "recVo5NgOk4zRt8M", "createdTime": "2024-09-08T13:12:44.000Z",
         "fields": {"Name": "Ngozi Okonkwo", "Phone": "(412) 555-0142", "Email": "ngozi.ok@gmail.com", "Hours this month": 6.5, "Onboarded": True,
                    "Shifts": ["recK1xD3nQ6pWe9Ut2"]}},
    ])))
    turns.append((call("update_records", baseId=base, tableId=T_VOL, records=[{"id": "recVo2NkOk7uLw3P", "fields": {"Hours this month": 17.5}}]), pj([
        {"id": "recVo2NkOk7uLw3P", "createdTime": "2024-02-11T17:30:05.000Z", "fields": {**olu_f, "Hours this month": 17.5}}])))
    turns.append((call("list_records", baseId=base, tableId=T_SITE, fields=["Name", "Address", "Volunteer capacity"]), pj([
        {"id": S_EAST, "createdTime": "2023-05-02T10:11:09.000Z", "fields": {"Name": "Eastgate Pantry", "Address": "5120 Penn Ave, Pittsburgh, PA 15224", "Volunteer capacity": 6}},
        {"id": S_MOB, "createdTime": "2024-06-19T14:26:51.000Z", "fields": {"Name": "Mobile pantry – Linden Ave", "Address": "Linden Ave & Bennett St (parking lot)", "Volunteer capacity": 3}},
        {"id": S_RIV, "createdTime": "2023-05-02T10:13:37.000Z", "fields": {"Name": "Riverside Church Hall", "Address": "233 Allegheny River Blvd, Verona, PA 15147", "Volunteer capacity": 5}},
    ])))
    hamza = {"Name": "Hamza Qureshi", "Phone": "(412) 555-0119", "Email": "hamza.q@pitt.edu", "Hours this month": 0}
    turns.append((call("create_record", baseId=base, tableId=T_VOL, fields={**hamza, "Onboarded": False}), pj({
        "id": "recVo9HqZr2cXn6D", "createdTime": "2024-11-14T18:24:07.000Z", "fields": hamza})))
    turns.append((call("get_record", baseId=base, tableId=T_VOL, recordId="recVo9HqZr2cXn6D"), pj({
        "id": "recVo9HqZr2cXn6D", "createdTime": "2024-11-14T18:24:07.000Z", "fields": hamza})))
    turns.append((call("list_records", baseId=base, tableId=T_VOL, filterByFormula="NOT({Onboarded})", fields=["Name", "Phone", "Hours this month"]), pj([
        {"id": "recVo4LbEa8sKd2F", "createdTime": "2024-10-21T21:05:33.000Z", "fields": {"Name": "Lena Fischbach", "Phone": "(412) 555-0163", "Hours this month": 0}},
        {"id": "recVo6WjPc1tHy5R", "createdTime": "2024-11-03T16:40:18.000Z", "fields": {"Name": "Jonah Whitaker", "Phone": "(724) 555-0108", "Hours this month": 2}},
        {"id": "recVo9HqZr2cXn6D", "createdTime": "2024-11-14T18:24:07.000Z", "fields": {"Name": "Hamza Qureshi", "Phone": "(412) 555-0119", "Hours this month": 0}},
    ])))
    state = "Airtable personal access token (data.records:read/write, schema.bases:read) for base appR7fQ2kXw9LmT4s. Task: add Tamsin Reyes to Saturday's intake desk, fix Olu's hours (17.5) and register new volunteer Hamza Qureshi."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 16
def t16_sqlite() -> tuple[str, str, Turns]:
    # CLEAN: SQLite bird log; names trimmed, two inserted sightings raise one site's October totals by exactly 2 records / 7 birds, and a renamed table appears under its new name.
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "SQLite database ~/birding/sightings.db", tools)
    site_q = ("SELECT s.name AS site, COUNT(*) AS records, SUM(x.count) AS birds FROM sightings x JOIN sites s ON s.id = x.site_id "
              "WHERE x.observed_on BETWEEN '2024-10-01' AND '2024-10-31' GROUP BY s.name ORDER BY birds DESC")
    turns: Turns = []
    turns.append((call("list_tables"), "[{'name': 'sightings'}, {'name': 'species'}, {'name': 'sites'}]"))
    turns.append((call("describe_table", table_name="sightings"), str([
        {"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
        {"cid": 1, "name": "species_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 2, "name": "site_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 3, "name": "observed_on", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 4, "name": "count", "type": "INTEGER", "notnull": 1, "dflt_value": "1", "pk": 0},
        {"cid": 5, "name": "notes", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0}])))
    turns.append((call("read_query", query=site_q), str([
        {"site": "Tinicum Marsh", "records": 41, "birds": 612}, {"site": "Wissahickon Gorge", "records": 28, "birds": 233},
        {"site": "Pennypack Creek", "records": 19, "birds": 147}])))
    turns.append((call("read_query", query="SELECT id, common_name, length(common_name) AS len FROM species WHERE common_name <> TRIM(common_name)"), str([
        {"id": 14, "common_name": "Black-throated Blue Warbler ", "len": 28}, {"id": 37, "common_name": " Hermit Thrush", "len": 14},
        {"id": 52, "common_name": "Ruby-crowned Kinglet  ", "len": 22}])))
    turns.append((call("write_query", query="UPDATE species SET common_name = TRIM(common_name) WHERE common_name <> TRIM(common_name)"), "[{'affected_rows': 3}]"))
    turns.append((call("write_query", query="INSERT INTO sightings (species_id, site_id, observed_on, count, notes) VALUES "
                                            "(37, 2, '2024-10-27', 2, 'under the hemlocks below Devils Pool'), (52, 2, '2024-10-27', 5, 'mixed flock with chickadees')"),
                  "[{'affected_rows': 2}]"))
    turns.append((call("read_query", query=site_q), str([
        {"site": "Tinicum Marsh", "records": 41, "birds": 612}, {"site": "Wissahickon Gorge", "records": 30, "birds": 240},
        {"site": "Pennypack Creek", "records": 19, "birds": 147}])))
    turns.append((call("write_query", query="ALTER TABLE sites RENAME TO locations"), "[{'affected_rows': -1}]"))
    turns.append((call("list_tables"), "[{'name': 'sightings'}, {'name': 'species'}, {'name': 'locations'}]"))
    turns.append((call("read_query", query="SELECT sp.common_name, SUM(x.count) AS birds, COUNT(*) AS records FROM sightings x JOIN species sp ON sp.id = x.species_id "
                                           "JOIN locations l ON l.id = x.site_id WHERE l.name = 'Wissahickon Gorge' AND x.observed_on LIKE '2024-10-%' "
                                           "GROUP BY sp.common_name ORDER BY birds DESC LIMIT 5"), str([
        {"common_name": "Dark-eyed Junco", "birds": 46, "records": 4}, {"common_name": "Ruby-crowned Kinglet", "birds": 31, "records": 5},
        {"common_name": "White-throated Sparrow", "birds": 27, "records": 3}, {"common_name": "Carolina Chickadee", "birds": 22, "records": 4},
        {"common_name": "Golden-crowned Kinglet", "birds": 18, "records": 2}])))
    turns.append((call("append_insight", insight="Wissahickon Gorge, Oct 2024: 240 birds over 30 records after adding the two 27 Oct entries; kinglets (ruby- and golden-crowned) make up 49 of them. Three species names had stray whitespace and were trimmed; the sites table is now called locations."),
                  "Insight added to memo"))
    state = "sqlite MCP server on ~/birding/sightings.db. Task: clean up species names, add the two missing sightings from 27 Oct at Wissahickon (site 2), rename `sites` to `locations`, and summarise October."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 17
def t17_linear() -> tuple[str, str, Turns]:
    # BAD: Linear project rename; turn 10 shows the new issue MOB-437 under project "Offline Sync v2", the name turn 3 changed to "Offline-first Sync" (turns 4, 6 and 9 already used the new name).
    tools = [
        tool("linear_list_projects", "List projects of a team", {"teamId": S}, ["teamId"]),
        tool("linear_search_issues", "Search issues with filters", {"query": S, "teamId": S, "projectId": S, "status": S, "assigneeId": S, "limit": INT}, []),
        tool("linear_get_issue", "Get an issue by identifier", {"id": S}, ["id"]),
        tool("linear_update_issue", "Update an issue", {"id": S, "title": S, "status": S, "priority": INT, "assigneeId": S, "estimate": INT}, ["id"]),
        tool("linear_create_issue", "Create an issue", {"title": S, "teamId": S, "projectId": S, "description": S, "priority": INT, "status": S}, ["title", "teamId"]),
        tool("linear_add_comment", "Comment on an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("linear_update_project", "Update a project", {"id": S, "name": S, "targetDate": S}, ["id"]),
    ]
    system = mcp_system("linear", "Linear workspace 'inkwell' (team Mobile, key MOB), acting as Dario Benedetti", tools)
    team = "b3f6a0c2-18d4-4e7a-9c51-6d2e8f4a07b9"
    pid = "7c1e9a52-3d40-4b8f-a6e2-91d05c7b3f18"
    me = "d91c4e07-5a2b-4f8d-b6e3-0a7c2f19e584"
    url = "https://linear.app/inkwell/issue/"

    def projects(name: str, target: str, progress: int) -> str:
        return "\n".join([
            "Found 3 projects:",
            f"- {name}\n  ID: {pid}\n  State: started · Progress: {progress}% · Lead: Sana Iqbal\n  Target date: {target}",
            "- Push Notification Revamp\n  ID: 2b84f0d6-9e17-4c3a-8d52-f1a60b7e49c3\n  State: planned · Progress: 0% · Lead: Rui Matsuda\n  Target date: 2025-02-28",
            "- Android 15 Readiness\n  ID: e5d3b8a1-06fc-47e2-b9d4-3c81a2f7650e\n  State: started · Progress: 81% · Lead: Tomi Adebayo\n  Target date: 2024-11-29",
        ])

    def issue_line(ident: str, title: str, status: str, prio: str, assignee: str) -> str:
        return f"- {ident}: {title}\n  Status: {status} · Priority: {prio} · Assignee: {assignee}\n  URL: {url}{ident}"
    turns: Turns = []
    turns.append((call("linear_list_projects", teamId=team), projects("Offline Sync v2", "2024-12-20", 38)))
    turns.append((call("linear_search_issues", teamId=team, projectId=pid, status="!Done", limit=25), "Found 5 issues:\n" + "\n".join([
        issue_line("MOB-409", "Queue writes made offline and replay them in order", "In Progress", "High", "Sana Iqbal"),
        issue_line("MOB-412", "Detect server-side edits made during the offline window", "Todo", "High", "Unassigned"),
        issue_line("MOB-415", "Show sync status badge in the note header", "Todo", "Medium", "Tomi Adebayo"),
        issue_line("MOB-418", "Migrate local store to SQLDelight 2.0", "Backlog", "Low", "Unassigned"),
        issue_line("MOB-421", "Background sync budget on iOS (BGProcessingTask)", "In Review", "Medium", "Rui Matsuda"),
    ])))
    turns.append((call("linear_update_project", id=pid, name="Offline-first Sync", targetDate="2025-01-31"),
                  f"Project updated:\nID: {pid}\nName: Offline-first Sync\nTarget date: 2025-01-31\nURL: https://linear.app/inkwell/project/offline-first-sync-91d05c7b3f18"))
    turns.append((call("linear_get_issue", id="MOB-412"), "\n".join([
        "MOB-412: Detect server-side edits made during the offline window", "Status: Todo", "Priority: High", "Assignee: Unassigned",
        "Team: Mobile", "Project: Offline-first Sync", "Labels: sync, data-integrity", "Estimate: 5 points", "Created: 2024-10-24 by Sana Iqbal",
        "", "Description:", "When a device reconnects, compare each queued write's base revision with the server revision; if they differ, mark the note as conflicted instead of overwriting.",
        "", "Comments (1):", "- Sana Iqbal (2024-11-05): The server already returns `rev` on every note; we just never store it locally.",
        f"URL: {url}MOB-412"])))
    turns.append((call("linear_update_issue", id="MOB-412", status="In Progress", assigneeId=me),
                  f"Updated issue MOB-412:\nStatus: In Progress\nAssignee: Dario Benedetti\nURL: {url}MOB-412"))
    desc = "When MOB-412 flags a conflict, show both versions side by side and let the user keep one or merge. Design: Figma 'Sync conflicts v3'."
    turns.append((call("linear_create_issue", title="Conflict resolution UI for notes edited offline", teamId=team, projectId=pid, description=desc, priority=2, status="Todo"),
                  f"Created issue MOB-437: Conflict resolution UI for notes edited offline\nStatus: Todo · Priority: High · Project: Offline-first Sync\nURL: {url}MOB-437"))
    turns.append((call("linear_add_comment", issueId="MOB-409", body="Heads-up: conflict detection (MOB-412) will need the base `rev` persisted with each queued write — can the queue schema carry it?"),
                  f"Added comment to issue MOB-409\nComment ID: 5a1c7e20-83b4-4d19-a6f0-2e9b71c4d853\nURL: {url}MOB-409#comment-5a1c7e20"))
    turns.append((call("linear_update_issue", id="MOB-415", priority=1), f"Updated issue MOB-415:\nPriority: Urgent\nURL: {url}MOB-415"))
    turns.append((call("linear_list_projects", teamId=team), projects("Offline-first Sync", "2025-01-31", 37)))
    turns.append((call("linear_get_issue", id="MOB-437"), "\n".join([
        "MOB-437: Conflict resolution UI for notes edited offline", "Status: Todo", "Priority: High", "Assignee: Unassigned",
        "Team: Mobile", "Project: Offline Sync v2", "Labels: (none)", "Estimate: (none)", "Created: 2024-11-13 by Dario Benedetti",
        "", "Description:", desc, "", "Comments (0)", f"URL: {url}MOB-437"])))
    turns.append((call("linear_add_comment", issueId="MOB-437", body="@Sana Iqbal can you attach the final Figma frames here when they're ready?"),
                  f"Added comment to issue MOB-437\nComment ID: 0e7f3b91-c2d5-48a6-9f14-b83d5a2e6c07\nURL: {url}MOB-437#comment-0e7f3b91"))
    turns.append((call("linear_update_issue", id="MOB-437", estimate=3), f"Updated issue MOB-437:\nEstimate: 3 points\nURL: {url}MOB-437"))
    state = "Linear API key for Dario Benedetti (workspace inkwell). Task: rename the offline-sync project, push its target date to end of January, pick up MOB-412 and file the conflict UI work."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 18
def t18_cloudflare() -> tuple[str, str, Turns]:
    # CLEAN: Cloudflare DNS mail migration; MX records replaced (new ids, old ones gone), SPF content updated in place under the same id, filtered and paginated listings agree with the changes.
    zone = "9a7c3e51f0b24d86a1e5c7f2093b4d68"
    dom = "fernhollow-ceramics.com"
    tools = [
        tool("zones_list", "List zones in the account", {"name": S}, []),
        tool("dns_records_list", "List DNS records of a zone", {"zone_id": S, "type": S, "name": S, "order": S, "page": INT, "per_page": INT}, ["zone_id"]),
        tool("dns_record_create", "Create a DNS record", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "priority": INT, "proxied": B}, ["zone_id", "type", "name", "content"]),
        tool("dns_record_update", "Overwrite a DNS record", {"zone_id": S, "record_id": S, "type": S, "name": S, "content": S, "ttl": INT}, ["zone_id", "record_id"]),
        tool("dns_record_delete", "Delete a DNS record", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
    ]
    system = mcp_system("cloudflare", "Cloudflare API v4 for the account of Fernhollow Ceramics", tools)

    def rec(rid: str, typ: str, name: str, content: str, ttl: int, created: str, modified: str, proxied: bool = False, prio: int | None = None) -> dict[str, Any]:
        r: dict[str, Any] = {"id": rid, "zone_id": zone, "zone_name": dom, "name": name, "type": typ, "content": content,
                             "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl, "settings": {},
                             "meta": {"auto_added": False, "managed_by_apps": False, "managed_by_argo_tunnel": False},
                             "comment": None, "tags": [], "created_on": created, "modified_on": modified}
        if prio is not None:
            r["priority"] = prio
        return r

    def resp(result: Any, info: dict[str, int] | None = None) -> str:
        body: dict[str, Any] = {"result": result, "success": True, "errors": [], "messages": []}
        if info:
            body["result_info"] = info
        return pj(body)
    a = rec("3f1a9c7e05d24b8a91c6e2f0d7b35a48", "A", dom, "198.51.100.24", 1, "2022-03-14T11:02:51.604123Z", "2023-08-01T09:15:40.221906Z", True)
    aaaa = rec("b2e7d0c4a9f1438e86d5c1a7f0e2b96d", "AAAA", dom, "2001:db8:4a1::24", 1, "2022-03-14T11:03:20.118532Z", "2023-08-01T09:15:58.730144Z", True)
    autod = rec("c5a0e8f2d1b7496c93e4a8d6f2b0c715", "CNAME", f"autodiscover.{dom}", "autodiscover.oldmailhost.net", 3600, "2022-03-20T16:45:12.330871Z", "2022-03-20T16:45:12.330871Z")
    shop = rec("e8d4b1f6a3c2470e9b5d8f1a6c3e0b27", "CNAME", f"shop.{dom}", "shops.myshopify.com", 3600, "2023-02-06T10:22:47.882015Z", "2023-02-06T10:22:47.882015Z")
    www = rec("0d9b6e3a8f5c41d2a7e0b4c9f6d1a853", "CNAME", f"www.{dom}", dom, 1, "2022-03-14T11:04:05.907261Z", "2022-03-14T11:04:05.907261Z", True)
    mx1 = rec("6a3e1f9b0c8d47a5b2f7e4d1c9a06b38", "MX", dom, "mx1.oldmailhost.net", 3600, "2022-03-20T16:41:30.114702Z", "2022-03-20T16:41:30.114702Z", prio=10)
    mx2 = rec("9c7f2b5e1a0d4e36a8b3f6c0d2e91a74", "MX", dom, "mx2.oldmailhost.net", 3600, "2022-03-20T16:41:58.562390Z", "2022-03-20T16:41:58.562390Z", prio=20)
    dmarc = rec("1e6c9a2f4b8d45e0a3f7c5b1d9e2a068", "TXT", f"_dmarc.{dom}", "\"v=DMARC1; p=none; rua=mailto:dmarc@fernhollow-ceramics.com\"", 3600, "2022-03-20T16:48:09.441287Z", "2023-11-10T14:30:22.905113Z")
    gsv = rec("4b0d8e5a2c6f41b9a7e3d0c8f5b2a196", "TXT", dom, "\"google-site-verification=Qm7rT2xVb9LpK4sW1nE8dJ6hY3cF0aZ5uG2iO7tR4e\"", 3600, "2022-04-02T08:12:54.660518Z", "2022-04-02T08:12:54.660518Z")
    spf0 = rec("7f2a5d8c1e9b4063b6a0d3f8c2e5b194", "TXT", dom, "\"v=spf1 include:_spf.oldmailhost.net ~all\"", 3600, "2022-03-20T16:46:33.287640Z", "2022-03-20T16:46:33.287640Z")
    spf1 = rec("7f2a5d8c1e9b4063b6a0d3f8c2e5b194", "TXT", dom, "\"v=spf1 include:spf.mailroute-eu.com ~all\"", 300, "2022-03-20T16:46:33.287640Z", "2024-11-16T10:19:44.081537Z")
    nmx1 = rec("d3b8f0a6e2c9475182f4a7e0b5c1d629", "MX", dom, "mx01.mailroute-eu.com", 300, "2024-11-16T10:14:02.517309Z", "2024-11-16T10:14:02.517309Z", prio=10)
    nmx2 = rec("a0f5c2e8b7d1439e95c6d3a0f8e4b271", "MX", dom, "mx02.mailroute-eu.com", 300, "2024-11-16T10:14:37.996148Z", "2024-11-16T10:14:37.996148Z", prio=20)
    turns: Turns = []
    turns.append((call("zones_list", name=dom), resp([{"id": zone, "name": dom, "status": "active", "paused": False, "type": "full",
                                                       "name_servers": ["elsa.ns.cloudflare.com", "rob.ns.cloudflare.com"], "plan": {"name": "Free Website"},
                                                       "created_on": "2022-03-14T10:58:07.221457Z", "modified_on": "2024-06-11T07:40:18.901236Z"}],
                                                     {"page": 1, "per_page": 20, "count": 1, "total_count": 1, "total_pages": 1})))
    turns.append((call("dns_records_list", zone_id=zone, type="MX"), resp([mx1, mx2], {"page": 1, "per_page": 100, "count": 2, "total_count": 2, "total_pages": 1})))
    turns.append((call("dns_records_list", zone_id=zone, type="TXT"), resp([dmarc, gsv, spf0], {"page": 1, "per_page": 100, "count": 3, "total_count": 3, "total_pages": 1})))
    turns.append((call("dns_record_create", zone_id=zone, type="MX", name="@", content="mx01.mailroute-eu.com", priority=10, ttl=300), resp(nmx1)))
    turns.append((call("dns_record_create", zone_id=zone, type="MX", name="@", content="mx02.mailroute-eu.com", priority=20, ttl=300), resp(nmx2)))
    turns.append((call("dns_record_delete", zone_id=zone, record_id=mx1["id"]), resp({"id": mx1["id"]})))
    turns.append((call("dns_record_delete", zone_id=zone, record_id=mx2["id"]), resp({"id": mx2["id"]})))
    turns.append((call("dns_record_update", zone_id=zone, record_id=spf0["id"], type="TXT", name="@", content="v=spf1 include:spf.mailroute-eu.com ~all", ttl=300), resp(spf1)))
    turns.append((call("dns_records_list", zone_id=zone, type="MX"), resp([nmx1, nmx2], {"page": 1, "per_page": 100, "count": 2, "total_count": 2, "total_pages": 1})))
    turns.append((call("dns_records_list", zone_id=zone, order="type", per_page=5, page=1), resp([a, aaaa, autod, shop, www], {"page": 1, "per_page": 5, "count": 5, "total_count": 10, "total_pages": 2})))
    turns.append((call("dns_records_list", zone_id=zone, order="type", per_page=5, page=2), resp([nmx1, nmx2, dmarc, gsv, spf1], {"page": 2, "per_page": 5, "count": 5, "total_count": 10, "total_pages": 2})))
    state = "Cloudflare API token with Zone.DNS:Edit for fernhollow-ceramics.com. Task: move the domain's mail from oldmailhost.net to mailroute-eu.com (MX and SPF)."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 19
def t19_zotero() -> tuple[str, str, Turns]:
    # BAD: Zotero methods collection; turn 6's collection list gives 'Methods: FTIR/Raman' 14 items although turn 4 added 3 (11 -> 14) and turn 5 removed 1 (-> 13).
    tools = [
        tool("zotero_get_collections", "List all collections in the library with item counts", {"limit": INT}, []),
        tool("zotero_search_items", "Search items by title, creator or year", {"query": S, "limit": INT}, ["query"]),
        tool("zotero_get_item_metadata", "Get detailed metadata for an item", {"item_key": S}, ["item_key"]),
        tool("zotero_add_to_collection", "Add items to a collection", {"collection_key": S, "item_keys": A}, ["collection_key", "item_keys"]),
        tool("zotero_remove_from_collection", "Remove items from a collection (items stay in the library)", {"collection_key": S, "item_keys": A}, ["collection_key", "item_keys"]),
        tool("zotero_get_item_fulltext", "Get the full text of an item's attachment", {"item_key": S}, ["item_key"]),
    ]
    system = mcp_system("zotero", "local Zotero 7 library of Elin Bergstrand (user library 10448213)", tools)

    def colls(methods: int) -> str:
        return "\n".join(["# Zotero Collections", "",
                          "- **Thesis ch.2 – Sediment transport** (Key: 9QWX3B7R) — 23 items",
                          "  - **Flocculation** (Key: H2M8KD4P) — 7 items",
                          f"- **Methods: FTIR/Raman** (Key: K7PQ2D4M) — {methods} items",
                          "- **To read** (Key: 3ZNV6T1C) — 47 items",
                          "- **Retracted / do not cite** (Key: R5JX9E2W) — 2 items"])
    turns: Turns = []
    turns.append((call("zotero_get_collections"), colls(11)))
    turns.append((call("zotero_search_items", query="microplastic estuary", limit=5), "\n".join([
        "# Search Results for 'microplastic estuary'", "",
        "## 1. Estuarine turbidity maxima as retention zones for microplastics", "**Type**: journalArticle · **Item Key**: 8RXK4FQN · **Date**: 2023", "**Authors**: Wu, Hanqing; Lindqvist, Annika; Moreau, Pascal", "",
        "## 2. FTIR library-matching thresholds for weathered polyethylene fragments in estuarine sediments", "**Type**: journalArticle · **Item Key**: 5GHC7W3A · **Date**: 2022", "**Authors**: Okafor, Chidinma; Pereira, Joana", "",
        "## 3. Raman vs µ-FTIR: an inter-laboratory comparison on estuarine sediment extracts", "**Type**: journalArticle · **Item Key**: Q2VD8N6E · **Date**: 2021", "**Authors**: Brandão, Luísa; Kettunen, Mikko; Adeyemi, Tolu; Sørensen, Kaja", "",
        "## 4. Tidal asymmetry controls microplastic export from a macrotidal estuary", "**Type**: journalArticle · **Item Key**: M4JS1Y7K · **Date**: 2024", "**Authors**: De Wilde, Pieter; Hoang, Minh", "",
        "## 5. Microplastics in estuaries: a review of sampling bias", "**Type**: journalArticle · **Item Key**: T9BL3C6Z · **Date**: 2020", "**Authors**: Fairbairn, Rhona",
    ])))
    turns.append((call("zotero_get_item_metadata", item_key="5GHC7W3A"), "\n".join([
        "# FTIR library-matching thresholds for weathered polyethylene fragments in estuarine sediments", "",
        "**Item Key**: 5GHC7W3A", "**Type**: journalArticle", "**Authors**: Okafor, Chidinma; Pereira, Joana", "**Date**: 2022-06",
        "**Publication**: Marine Pollution Bulletin", "**Volume**: 179 · **Pages**: 113702", "**DOI**: 10.1016/j.marpolbul.2022.113702",
        "**Tags**: FTIR, polyethylene, weathering, spectral library", "**Collections**: To read", "",
        "## Abstract", "Hit-quality index thresholds commonly used for polymer identification were tested on UV-weathered PE fragments recovered from two estuaries. "
        "Carbonyl-index increases lowered library match scores by 0.08–0.21, so a fixed 0.7 threshold misclassified 18% of confirmed PE particles.",
        "", "**Attachments**: Okafor_Pereira_2022_MPB.pdf (PDF, 2.4 MB)"])))
    turns.append((call("zotero_add_to_collection", collection_key="K7PQ2D4M", item_keys=["5GHC7W3A", "Q2VD8N6E", "8RXK4FQN"]),
                  "Added 3 items to collection **Methods: FTIR/Raman** (K7PQ2D4M): 5GHC7W3A, Q2VD8N6E, 8RXK4FQN.\nThe collection now contains 14 items."))
    turns.append((call("zotero_remove_from_collection", collection_key="K7PQ2D4M", item_keys=["8RXK4FQN"]),
                  "Removed 1 item from collection **Methods: FTIR/Raman** (K7PQ2D4M): 8RXK4FQN (item kept in library).\nThe collection now contains 13 items."))
    turns.append((call("zotero_get_collections"), colls(14)))
    turns.append((call("zotero_get_item_fulltext", item_key="Q2VD8N6E"), "\n".join([
        "# Full text: Raman vs µ-FTIR: an inter-laboratory comparison on estuarine sediment extracts", "(extracted from Brandao_etal_2021_AnalMethods.pdf, 14 pages; showing first 1,200 characters)", "",
        "1. Introduction",
        "Spectroscopic identification of microplastics extracted from estuarine sediments remains the largest source of between-laboratory variance in reported "
        "concentrations. Eleven laboratories received split samples of density-separated (ZnCl2, 1.6 g cm⁻³) extracts from three sites and analysed them by "
        "µ-FTIR in transmission mode, ATR-FTIR, or confocal Raman (532 and 785 nm). Particles > 50 µm were counted by all laboratories; below 50 µm only "
        "Raman laboratories reported counts. Agreement on polymer type was high for PE and PP (κ = 0.81) but poor for PET and PA (κ = 0.42), largely because "
        "of fluorescence interference in Raman spectra of biofilm-coated particles…"])))
    turns.append((call("zotero_search_items", query="ZnCl2 density separation", limit=3), "\n".join([
        "# Search Results for 'ZnCl2 density separation'", "",
        "## 1. Recovering ZnCl2 for reuse in microplastic density separation", "**Type**: journalArticle · **Item Key**: W6EP4J2H · **Date**: 2019", "**Authors**: Nakamura, Yui; Olsen, Trond", "",
        "## 2. Density separation efficiency for aged PVC and PET in fine sediments", "**Type**: journalArticle · **Item Key**: F3KA8V5Q · **Date**: 2023", "**Authors**: Rahman, Tasnim; Whitlock, Grace",
    ])))
    turns.append((call("zotero_get_item_metadata", item_key="F3KA8V5Q"), "\n".join([
        "# Density separation efficiency for aged PVC and PET in fine sediments", "",
        "**Item Key**: F3KA8V5Q", "**Type**: journalArticle", "**Authors**: Rahman, Tasnim; Whitlock, Grace", "**Date**: 2023-02",
        "**Publication**: Environmental Science & Technology Letters", "**Volume**: 10 · **Issue**: 2 · **Pages**: 141–147", "**DOI**: 10.1021/acs.estlett.2c00871",
        "**Tags**: density separation, PVC, PET, sediment", "**Collections**: To read", "",
        "## Abstract", "Recovery of aged PVC and PET particles from silty sediments fell to 61–74% with NaCl but exceeded 92% with ZnCl2 at 1.7 g cm⁻³; "
        "two sequential extractions recovered a further 4%.", "", "**Attachments**: (none)"])))
    state = "Zotero MCP server (local API) for Elin Bergstrand's library. Task: gather the spectroscopy methods papers for thesis chapter 3 into 'Methods: FTIR/Raman'."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 20
def t20_shopify() -> tuple[str, str, Turns]:
    # CLEAN: Shopify tea shop; price/title/status/inventory changed by the agent (handle keeps its old slug), a fulfilled order leaves the unfulfilled list, a new customer order appears and commits stock.
    shop = "kettle-and-leaf.myshopify.com"
    loc = "gid://shopify/Location/71920385142"
    P1, P2, P3 = "gid://shopify/Product/8123456789012", "gid://shopify/Product/8123456921108", "gid://shopify/Product/8123457053204"
    V1, V2, V3 = "gid://shopify/ProductVariant/44871203955011", "gid://shopify/ProductVariant/44871204282691", "gid://shopify/ProductVariant/44871204610371"
    I1, I3 = "gid://shopify/InventoryItem/46950117720131", "gid://shopify/InventoryItem/46950118376771"
    tools = [
        tool("search_products", "Search products (Shopify search syntax)", {"query": S, "first": INT}, ["query"]),
        tool("get_product", "Get a product with variants and inventory levels", {"productId": S}, ["productId"]),
        tool("update_variant_price", "Set a variant's price", {"productId": S, "variantId": S, "price": S, "compareAtPrice": S}, ["productId", "variantId", "price"]),
        tool("adjust_inventory", "Adjust available inventory at a location", {"inventoryItemId": S, "locationId": S, "delta": INT, "reason": S}, ["inventoryItemId", "locationId", "delta"]),
        tool("update_product", "Update product fields", {"productId": S, "title": S, "status": S}, ["productId"]),
        tool("get_orders", "List orders (Shopify search syntax)", {"query": S, "first": INT}, []),
        tool("fulfill_order", "Fulfill all open fulfillment orders of an order", {"orderId": S, "trackingNumber": S, "trackingCompany": S, "notifyCustomer": B}, ["orderId"]),
        tool("create_discount_code", "Create a basic percentage discount code", {"title": S, "code": S, "percentage": {"type": "number"}, "startsAt": S, "endsAt": S}, ["title", "code", "percentage", "startsAt"]),
    ]
    system = mcp_system("shopify", f"Shopify Admin GraphQL API for {shop} (Kettle & Leaf Tea Co.)", tools)

    def prod(pid: str, title: str, handle: str, status: str, vid: str, sku: str, price: str, total: int, updated: str) -> dict[str, Any]:
        return {"id": pid, "title": title, "handle": handle, "status": status, "totalInventory": total, "updatedAt": updated,
                "variants": {"edges": [{"node": {"id": vid, "sku": sku, "price": price, "inventoryQuantity": total}}]}}

    def order(oid: str, name: str, created: str, cust: str, lines: list[tuple[str, int, str]], total: str, ship: str) -> dict[str, Any]:
        return {"id": f"gid://shopify/Order/{oid}", "name": name, "createdAt": created, "displayFinancialStatus": "PAID",
                "displayFulfillmentStatus": "UNFULFILLED", "customer": {"displayName": cust},
                "totalPriceSet": {"shopMoney": {"amount": total, "currencyCode": "GBP"}}, "totalShippingPriceSet": {"shopMoney": {"amount": ship, "currencyCode": "GBP"}},
                "lineItems": {"edges": [{"node": {"title": t, "quantity": q, "originalUnitPriceSet": {"shopMoney": {"amount": p, "currencyCode": "GBP"}}}} for t, q, p in lines]}}
    o1471 = order("5890123411507", "#1471", "2024-11-17T09:14:02Z", "Harriet Vane", [("Kagoshima Sencha 50g", 2, "14.50")], "33.95", "4.95")
    o1473 = order("5890127048755", "#1473", "2024-11-17T20:41:55Z", "Oskar Lindahl", [("Sencha Genmaicha Blend 100g", 1, "11.00"), ("Kagoshima Sencha 50g", 1, "14.50")], "30.45", "4.95")
    o1474 = order("5890129243187", "#1474", "2024-11-18T08:03:17Z", "Mei Chen", [("Sencha Genmaicha Blend 100g", 3, "11.00")], "33.00", "0.00")
    o1476 = order("5890140187699", "#1476", "2024-11-18T15:07:39Z", "Priya Natarajan", [("Sencha Cold Brew Sachets (10)", 2, "9.00")], "22.95", "4.95")
    turns: Turns = []
    turns.append((call("search_products", query="title:*sencha*", first=10), pj({"data": {"products": {"edges": [
        {"node": prod(P1, "Kagoshima Sencha 50g", "kagoshima-sencha-50g", "ACTIVE", V1, "KS-SEN-050", "14.50", 37, "2024-10-30T12:41:08Z")},
        {"node": prod(P2, "Sencha Genmaicha Blend 100g", "sencha-genmaicha-blend-100g", "ACTIVE", V2, "KS-GEN-100", "11.00", 12, "2024-11-02T16:20:51Z")},
        {"node": prod(P3, "Sencha Cold Brew Bags (10)", "sencha-cold-brew-bags-10", "DRAFT", V3, "KS-CBB-010", "9.00", 0, "2024-09-15T10:05:33Z")},
    ], "pageInfo": {"hasNextPage": False}}}, "extensions": {"cost": {"requestedQueryCost": 32, "actualQueryCost": 11}}})))
    turns.append((call("update_variant_price", productId=P1, variantId=V1, price="16.00"), pj({"data": {"productVariantsBulkUpdate": {
        "product": {"id": P1}, "productVariants": [{"id": V1, "price": "16.00", "compareAtPrice": None}], "userErrors": []}}})))
    turns.append((call("adjust_inventory", inventoryItemId=I3, locationId=loc, delta=48, reason="received"), pj({"data": {"inventoryAdjustQuantities": {
        "inventoryAdjustmentGroup": {"createdAt": "2024-11-18T15:02:44Z", "reason": "received", "referenceDocumentUri": None,
                                     "changes": [{"name": "available", "delta": 48, "quantityAfterChange": 48, "item": {"id": I3, "sku": "KS-CBB-010"}, "location": {"name": "Back room"}},
                                                 {"name": "on_hand", "delta": 48, "quantityAfterChange": 48, "item": {"id": I3, "sku": "KS-CBB-010"}, "location": {"name": "Back room"}}]},
        "userErrors": []}}})))
    turns.append((call("update_product", productId=P3, title="Sencha Cold Brew Sachets (10)", status="ACTIVE"), pj({"data": {"productUpdate": {
        "product": {"id": P3, "title": "Sencha Cold Brew Sachets (10)", "handle": "sencha-cold-brew-bags-10", "status": "ACTIVE", "updatedAt": "2024-11-18T15:03:30Z"},
        "userErrors": []}}})))
    turns.append((call("get_orders", query="fulfillment_status:unfulfilled", first=20), pj({"data": {"orders": {"edges": [{"node": o} for o in (o1471, o1473, o1474)], "pageInfo": {"hasNextPage": False}}}})))
    turns.append((call("fulfill_order", orderId=o1471["id"], trackingNumber="LX441709832GB", trackingCompany="Royal Mail", notifyCustomer=True), pj({"data": {"fulfillmentCreateV2": {
        "fulfillment": {"id": "gid://shopify/Fulfillment/5123908845619", "status": "SUCCESS", "createdAt": "2024-11-18T15:06:12Z",
                        "trackingInfo": [{"company": "Royal Mail", "number": "LX441709832GB", "url": "https://www.royalmail.com/track-your-item#/tracking-results/LX441709832GB"}],
                        "order": {"name": "#1471", "displayFulfillmentStatus": "FULFILLED"}},
        "userErrors": []}}})))
    turns.append((call("create_discount_code", title="Winter steep 15%", code="WINTERSTEEP15", percentage=0.15, startsAt="2024-11-20T00:00:00Z", endsAt="2025-01-06T23:59:59Z"), pj({"data": {"discountCodeBasicCreate": {
        "codeDiscountNode": {"id": "gid://shopify/DiscountCodeNode/1483920114742", "codeDiscount": {
            "title": "Winter steep 15%", "codes": {"nodes": [{"code": "WINTERSTEEP15"}]}, "startsAt": "2024-11-20T00:00:00Z", "endsAt": "2025-01-06T23:59:59Z",
            "status": "SCHEDULED", "customerGets": {"value": {"percentage": 0.15}, "items": {"allItems": True}}, "usageLimit": None, "appliesOncePerCustomer": False}},
        "userErrors": []}}})))
    turns.append((call("get_orders", query="fulfillment_status:unfulfilled", first=20), pj({"data": {"orders": {"edges": [{"node": o} for o in (o1473, o1474, o1476)], "pageInfo": {"hasNextPage": False}}}})))

    def detail(pid: str, title: str, handle: str, vid: str, sku: str, price: str, iid: str, avail: int, committed: int, updated: str) -> str:
        return pj({"data": {"product": {"id": pid, "title": title, "handle": handle, "status": "ACTIVE", "totalInventory": avail, "updatedAt": updated,
                                        "variants": {"edges": [{"node": {"id": vid, "sku": sku, "price": price, "compareAtPrice": None, "inventoryQuantity": avail,
                                                                         "inventoryItem": {"id": iid, "inventoryLevels": {"edges": [{"node": {"location": {"id": loc, "name": "Back room"}, "quantities": [
                                                                             {"name": "available", "quantity": avail}, {"name": "committed", "quantity": committed},
                                                                             {"name": "on_hand", "quantity": avail + committed}]}}]}}}}]}}}})
    turns.append((call("get_product", productId=P3), detail(P3, "Sencha Cold Brew Sachets (10)", "sencha-cold-brew-bags-10", V3, "KS-CBB-010", "9.00", I3, 46, 2, "2024-11-18T15:07:40Z")))
    turns.append((call("get_product", productId=P1), detail(P1, "Kagoshima Sencha 50g", "kagoshima-sencha-50g", V1, "KS-SEN-050", "16.00", I1, 37, 1, "2024-11-18T15:06:13Z")))
    state = f"Shopify Admin API access token for {shop} (scopes: products, inventory, orders, fulfillments, discounts). Task: reprice Kagoshima Sencha to £16, relaunch the cold-brew product with the 48 new packs, ship Harriet Vane's order and set up the winter discount."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 21
def t21_sentry() -> tuple[str, str, Turns]:
    # BAD: Sentry crash triage; turn 5's assigned-issues list gives TRAMLINE-IOS-3KF 1,247 events, fewer than the 1,291 turn 3 reported (and the 1,284 of turn 2); event counts cannot go down with no action.
    org = "tramline"
    tools = [
        tool("find_projects", "List projects in an organization", {"organizationSlug": S}, ["organizationSlug"]),
        tool("search_issues", "Search issues with Sentry search syntax", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S, "limit": INT}, ["organizationSlug"]),
        tool("get_issue_details", "Get an issue with its latest event", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("update_issue", "Change an issue's status or assignee", {"organizationSlug": S, "issueId": S, "status": S, "assignedTo": S}, ["organizationSlug", "issueId"]),
        tool("search_events", "Aggregate or list events (Discover query)", {"organizationSlug": S, "projectSlug": S, "query": S, "fields": A, "statsPeriod": S}, ["organizationSlug"]),
        tool("find_releases", "List recent releases of a project", {"organizationSlug": S, "projectSlug": S}, ["organizationSlug"]),
    ]
    system = mcp_system("sentry", "Sentry (tramline.sentry.io), user Yusuf Demir", tools)
    u = "https://tramline.sentry.io/issues/"

    def issue_block(sid: str, title: str, events: str, users: str, first: str, last: str, extra: str = "") -> str:
        lines = [f"## {sid}", f"**{title}**", "- Status: unresolved", f"- Events: {events} · Users: {users}", f"- First seen: {first} · Last seen: {last}"]
        if extra:
            lines.append(extra)
        lines.append(f"- URL: {u}{sid}")
        return "\n".join(lines)
    turns: Turns = []
    turns.append((call("find_projects", organizationSlug=org), "# Projects in **tramline**\n\n- **tramline-ios**\n- **tramline-android**\n- **tramline-api**\n- **ticketing-web**"))
    turns.append((call("search_issues", organizationSlug=org, projectSlug="tramline-ios", query="is:unresolved release:tramline@4.18.0+2231", sortBy="freq", limit=4), "\n\n".join([
        "# Issues in **tramline/tramline-ios**\nQuery: `is:unresolved release:tramline@4.18.0+2231` · sorted by frequency",
        issue_block("TRAMLINE-IOS-3KF", "EXC_BAD_ACCESS: TicketWalletView.renderQR(for:)", "1,284", "611", "2024-11-11T06:42:19Z", "2024-11-13T08:57:03Z"),
        issue_block("TRAMLINE-IOS-3JZ", "Fatal error: Index out of range — RouteTimetableViewModel.nextDepartures(from:)", "214", "133", "2024-11-11T07:10:45Z", "2024-11-13T08:49:30Z"),
        issue_block("TRAMLINE-IOS-3KM", "NSURLErrorDomain -1001: request timed out (GET /v3/stops/nearby)", "96", "71", "2024-11-11T09:22:03Z", "2024-11-13T08:31:12Z"),
        issue_block("TRAMLINE-IOS-3KR", "Hang: main thread blocked 2.4s in MapOverlayRenderer.draw(_:zoomScale:in:)", "41", "38", "2024-11-12T17:05:56Z", "2024-11-13T07:58:44Z"),
    ])))
    turns.append((call("get_issue_details", organizationSlug=org, issueId="TRAMLINE-IOS-3KF"), "\n".join([
        "# Issue TRAMLINE-IOS-3KF in **tramline**", "",
        "**Description**: EXC_BAD_ACCESS: TicketWalletView.renderQR(for:)", "**Culprit**: TicketWalletView.renderQR(for:)",
        "**First Seen**: 2024-11-11T06:42:19.000Z", "**Last Seen**: 2024-11-13T09:04:51.000Z", "**Occurrences**: 1291", "**Users Impacted**: 614",
        "**Status**: unresolved", "**Assigned To**: (unassigned)", "**Platform**: cocoa", "**Project**: tramline-ios", f"**URL**: {u}TRAMLINE-IOS-3KF", "",
        "## Event Details", "", "**Event ID**: 7d41c09e2fb84a6c9b1e53d0a8f26c71", "**Occurred At**: 2024-11-13T09:04:51.000Z", "",
        "### Error", "", "```", "EXC_BAD_ACCESS: KERN_INVALID_ADDRESS at 0x0000000000000010", "```", "",
        "**Stacktrace:**", "```",
        "0  libswiftCore.dylib        swift_retain",
        "1  Tramline                  CIFilter.qrCodeGenerator() in QRCodeRenderer.swift:41",
        "2  Tramline                  QRCodeRenderer.image(for:scale:) in QRCodeRenderer.swift:58",
        "3  Tramline                  TicketWalletView.renderQR(for:) in TicketWalletView.swift:212",
        "4  Tramline                  closure #1 in TicketWalletView.body.getter in TicketWalletView.swift:87",
        "5  SwiftUI                   <redacted>", "```", "",
        "### Tags", "", "- device: iPhone15,3", "- os: iOS 18.1", "- release: tramline@4.18.0+2231", "- ticket.type: day-pass", "- handled: no",
    ])))
    turns.append((call("update_issue", organizationSlug=org, issueId="TRAMLINE-IOS-3KF", assignedTo="maya.castellanos@tramline.app"), "\n".join([
        "# Issue TRAMLINE-IOS-3KF Updated in **tramline**", "", "**Issue**: EXC_BAD_ACCESS: TicketWalletView.renderQR(for:)", f"**URL**: {u}TRAMLINE-IOS-3KF", "",
        "## Changes Made", "", "**Assigned To**: Unassigned → **Maya Castellanos**", "",
        "## Current Status", "", "**Status**: unresolved", "**Assigned To**: Maya Castellanos"])))
    turns.append((call("search_issues", organizationSlug=org, projectSlug="tramline-ios", query="is:unresolved assigned:maya.castellanos@tramline.app", sortBy="date", limit=10), "\n\n".join([
        "# Issues in **tramline/tramline-ios**\nQuery: `is:unresolved assigned:maya.castellanos@tramline.app` · sorted by last seen",
        issue_block("TRAMLINE-IOS-3KF", "EXC_BAD_ACCESS: TicketWalletView.renderQR(for:)", "1,247", "614", "2024-11-11T06:42:19Z", "2024-11-13T09:05:37Z", "- Assigned to: Maya Castellanos"),
        issue_block("TRAMLINE-IOS-2ZQ", "Wallet pass export fails: PKAddPassesViewController returned nil", "58", "49", "2024-09-30T12:14:08Z", "2024-11-12T19:40:22Z", "- Assigned to: Maya Castellanos"),
    ])))
    turns.append((call("search_events", organizationSlug=org, projectSlug="tramline-ios", query="issue:TRAMLINE-IOS-3KF", fields=["os", "device.family", "count()", "count_unique(user)"], statsPeriod="24h"), "\n".join([
        "# Search Results", "Query: `issue:TRAMLINE-IOS-3KF` · last 24h · 4 rows", "",
        md_table(["os", "device.family", "count()", "count_unique(user)"], [
            ["iOS 18.1", "iPhone", "688", "329"], ["iOS 18.1", "iPad", "41", "22"], ["iOS 18.0.1", "iPhone", "12", "9"], ["iOS 18.2 (beta 2)", "iPhone", "7", "5"]]),
        "", "No events from iOS 17.x in this period."])))
    turns.append((call("find_releases", organizationSlug=org, projectSlug="tramline-ios"), "\n".join([
        "# Releases in **tramline/tramline-ios**", "",
        "## tramline@4.18.0+2231", "**Created**: 2024-11-11T05:58:40Z · **First event**: 2024-11-11T06:03:12Z", "**New issues**: 9 · **Commits**: 47 · **Deploys**: App Store (phased, 50%)", "",
        "## tramline@4.17.2+2204", "**Created**: 2024-10-24T08:12:09Z · **First event**: 2024-10-24T08:40:55Z", "**New issues**: 2 · **Commits**: 6 · **Deploys**: App Store", "",
        "## tramline@4.17.1+2198", "**Created**: 2024-10-15T14:31:27Z · **First event**: 2024-10-15T15:02:10Z", "**New issues**: 4 · **Commits**: 13 · **Deploys**: App Store"])))
    turns.append((call("get_issue_details", organizationSlug=org, issueId="TRAMLINE-IOS-3JZ"), "\n".join([
        "# Issue TRAMLINE-IOS-3JZ in **tramline**", "",
        "**Description**: Fatal error: Index out of range — RouteTimetableViewModel.nextDepartures(from:)", "**Culprit**: RouteTimetableViewModel.nextDepartures(from:)",
        "**First Seen**: 2024-11-11T07:10:45.000Z", "**Last Seen**: 2024-11-13T09:07:02.000Z", "**Occurrences**: 219", "**Users Impacted**: 135",
        "**Status**: unresolved", "**Assigned To**: (unassigned)", "**Platform**: cocoa", "**Project**: tramline-ios", f"**URL**: {u}TRAMLINE-IOS-3JZ", "",
        "## Event Details", "", "**Event ID**: e02b6f4d91c3487ab5d07e2c8f19a643", "**Occurred At**: 2024-11-13T09:07:02.000Z", "",
        "### Error", "", "```", "Fatal error: Index out of range", "```", "",
        "**Stacktrace:**", "```",
        "0  libswiftCore.dylib        _assertionFailure(_:_:file:line:flags:)",
        "1  Tramline                  RouteTimetableViewModel.nextDepartures(from:) in RouteTimetableViewModel.swift:133",
        "2  Tramline                  RouteTimetableView.body.getter in RouteTimetableView.swift:54", "```", "",
        "### Tags", "", "- device: iPhone14,5", "- os: iOS 18.1", "- release: tramline@4.18.0+2231", "- route.id: T4", "- handled: no",
    ])))
    turns.append((call("update_issue", organizationSlug=org, issueId="TRAMLINE-IOS-3JZ", status="resolvedInNextRelease"), "\n".join([
        "# Issue TRAMLINE-IOS-3JZ Updated in **tramline**", "", "**Issue**: Fatal error: Index out of range — RouteTimetableViewModel.nextDepartures(from:)", f"**URL**: {u}TRAMLINE-IOS-3JZ", "",
        "## Changes Made", "", "**Status**: unresolved → **resolvedInNextRelease**", "",
        "## Current Status", "", "**Status**: resolvedInNextRelease", "**Assigned To**: (unassigned)"])))
    turns.append((call("search_events", organizationSlug=org, projectSlug="tramline-android", query="TicketWallet OR renderQR", fields=["title", "count()"], statsPeriod="7d"),
                  "# Search Results\nQuery: `TicketWallet OR renderQR` · tramline-android · last 7d\n\nNo results found."))
    state = "Sentry auth token for Yusuf Demir (org tramline, role: manager). Task: triage the top crash in iOS 4.18.0, assign it to Maya, and close out what the next build already fixes."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- 22
def t22_datadog() -> tuple[str, str, Turns]:
    # CLEAN: Datadog noisy-monitor tuning; thresholds and window changed by the agent, lag recovers over time so the monitor goes Alert -> OK, mute then unmute, status-filtered list is shorter.
    MID = 51730264
    tools = [
        tool("list_monitors", "List monitors, filtered by tags, name or group state", {"tags": S, "name": S, "group_states": S}, []),
        tool("get_monitor", "Get a monitor's definition and state", {"monitor_id": INT}, ["monitor_id"]),
        tool("query_metrics", "Query timeseries points", {"query": S, "from": INT, "to": INT}, ["query", "from", "to"]),
        tool("mute_monitor", "Mute a monitor until a time", {"monitor_id": INT, "end": INT}, ["monitor_id"]),
        tool("unmute_monitor", "Unmute a monitor", {"monitor_id": INT}, ["monitor_id"]),
        tool("update_monitor", "Edit a monitor's query and options", {"monitor_id": INT, "query": S, "options": OBJ}, ["monitor_id"]),
    ]
    system = mcp_system("datadog", "Datadog (datadoghq.eu) for org Larkspur Logistics", tools)
    q_old = "max(last_10m):max:kafka.consumer.lag{consumer_group:pick-ticket-router,env:prod} > 50000"
    q_new = "max(last_15m):max:kafka.consumer.lag{consumer_group:pick-ticket-router,env:prod} > 120000"
    msg = "{{#is_alert}}Pick-ticket router is {{value}} messages behind. Check consumer pods in ns wms-prod.{{/is_alert}} @slack-fulfillment-oncall @pagerduty-wms"

    def mon(query: str, crit: int, warn: int, state: str, modified: str, silenced: dict[str, Any]) -> str:
        return pj({"id": MID, "name": "Kafka consumer lag – pick-ticket-router", "type": "query alert", "query": query, "message": msg,
                   "tags": ["team:fulfillment", "service:pick-ticket-router", "env:prod"], "overall_state": state, "priority": 2,
                   "options": {"thresholds": {"critical": crit, "warning": warn}, "notify_no_data": False, "renotify_interval": 30,
                               "require_full_window": False, "include_tags": True, "silenced": silenced, "new_group_delay": 60},
                   "created": "2024-06-18T08:12:44.000Z", "modified": modified, "creator": {"handle": "r.adeyemi@larkspur-logistics.eu"}})

    def listing(rows: list[list[str]], note: str) -> str:
        return note + "\n\n" + md_table(["ID", "Name", "Type", "State", "Muted"], rows)
    lag = [MID, "Kafka consumer lag – pick-ticket-router", "query alert"]
    p95 = ["51730271", "pick-ticket-router p95 latency", "query alert", "OK", "no"]
    wms = ["51698830", "WMS sync job failures", "log alert", "OK", "no"]
    lbl = ["51711455", "Label printer queue depth (DC-Leeds)", "metric alert", "Warn", "no"]
    t0 = 1731572400  # 2024-11-14T08:20:00Z
    vals1 = [21480, 22915, 24107, 26833, 31502, 38210, 44870, 52306, 58330, 60117, 61042, 57905]
    vals2 = [54218, 49118, 41760, 36402]
    turns: Turns = []
    turns.append((call("list_monitors", tags="team:fulfillment"), listing([[str(lag[0]), str(lag[1]), str(lag[2]), "Alert", "no"], p95, wms, lbl], "4 monitors match tags `team:fulfillment`")))
    turns.append((call("get_monitor", monitor_id=MID), mon(q_old, 50000, 20000, "Alert", "2024-09-02T10:44:17.000Z", {})))
    mq = "max:kafka.consumer.lag{consumer_group:pick-ticket-router,env:prod}.rollup(max, 300)"
    turns.append((call("query_metrics", query=mq, **{"from": t0, "to": t0 + 3600}), pj({"status": "ok", "res_type": "time_series", "from_date": t0 * 1000, "to_date": (t0 + 3600) * 1000,
        "series": [{"metric": "kafka.consumer.lag", "scope": "consumer_group:pick-ticket-router,env:prod", "interval": 300, "length": len(vals1),
                    "pointlist": [[(t0 + 300 * (i + 1)) * 1000.0, float(v)] for i, v in enumerate(vals1)], "unit": [{"name": "message", "short_name": "msg"}, None]}]})))
    turns.append((call("mute_monitor", monitor_id=MID, end=1731580200), mon(q_old, 50000, 20000, "Alert", "2024-09-02T10:44:17.000Z", {"*": 1731580200})))
    turns.append((call("update_monitor", monitor_id=MID, query=q_new, options={"thresholds": {"critical": 120000, "warning": 60000}}),
                  mon(q_new, 120000, 60000, "Alert", "2024-11-14T09:23:51.000Z", {"*": 1731580200})))
    t1 = t0 + 3600
    turns.append((call("query_metrics", query=mq, **{"from": t1, "to": t1 + 1200}), pj({"status": "ok", "res_type": "time_series", "from_date": t1 * 1000, "to_date": (t1 + 1200) * 1000,
        "series": [{"metric": "kafka.consumer.lag", "scope": "consumer_group:pick-ticket-router,env:prod", "interval": 300, "length": len(vals2),
                    "pointlist": [[(t1 + 300 * (i + 1)) * 1000.0, float(v)] for i, v in enumerate(vals2)], "unit": [{"name": "message", "short_name": "msg"}, None]}]})))
    turns.append((call("get_monitor", monitor_id=MID), mon(q_new, 120000, 60000, "OK", "2024-11-14T09:23:51.000Z", {"*": 1731580200})))
    turns.append((call("unmute_monitor", monitor_id=MID), mon(q_new, 120000, 60000, "OK", "2024-11-14T09:23:51.000Z", {})))
    turns.append((call("list_monitors", tags="team:fulfillment"), listing([[str(lag[0]), str(lag[1]), str(lag[2]), "OK", "no"], p95, wms, lbl], "4 monitors match tags `team:fulfillment`")))
    turns.append((call("list_monitors", tags="team:fulfillment", group_states="alert,warn"), listing([lbl], "1 monitor matches tags `team:fulfillment` with group states alert, warn")))
    state = "Datadog API + application key (monitors_write) for Larkspur Logistics. Task: the pick-ticket-router lag monitor pages on every morning wave; make it alert only on real backlogs."
    return system, state, turns


# ---------------------------------------------------------------------------------------------- main
TRAJ = [
    ("01", t01_github, 8, "commit sha of the branch head changes with no push"),
    ("02", t02_slack, None, "clean"),
    ("03", t03_kubernetes, None, "clean"),
    ("04", t04_notion, 8, "number property set by the agent reads back with transposed digits"),
    ("05", t05_todoist, 6, "deleted task reappears in the project listing"),
    ("06", t06_postgres, None, "clean"),
    ("07", t07_filesystem, 10, "config file line differs between two reads with no write"),
    ("08", t08_hubspot, None, "clean"),
    ("09", t09_gcal, None, "clean"),
    ("10", t10_pagerduty, 6, "note timestamp earlier than the acknowledgement that preceded it"),
    ("11", t11_stripe, 7, "invoice total does not equal the sum of its line items"),
    ("12", t12_inventory, None, "clean"),
    ("13", t13_jira, None, "clean"),
    ("14", t14_home_assistant, 9, "switch turned off by the agent shows on again with no action"),
    ("15", t15_airtable, 4, "created record missing from an unchanged filtered listing"),
    ("16", t16_sqlite, None, "clean"),
    ("17", t17_linear, 10, "renamed project shown under its old name"),
    ("18", t18_cloudflare, None, "clean"),
    ("19", t19_zotero, 6, "collection item count ignores a removal"),
    ("20", t20_shopify, None, "clean"),
    ("21", t21_sentry, 5, "issue event count decreases"),
    ("22", t22_datadog, None, "clean"),
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for num, fn, turn, kind in TRAJ:
        system, state, turns = fn()
        assert 6 <= len(turns) <= 12, (num, len(turns))
        rs.add(task="mcp", tid=f"h14-mcp-{num}", system=system, turns=turns, state=state,
               bad=turn is not None, turn=turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
